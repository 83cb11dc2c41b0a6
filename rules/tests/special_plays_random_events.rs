//! Special Play cards of the Random Events deck ruled in the step they hook: the Dodge to
//! leave a square near the edges (Incoming!), the assists by a sideline (Rowdy Fans) and a
//! drive's team re-roll (Blitzmania Mania!). Each test names the card, cites its title line,
//! and its dice tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, BlockFace, Decision, Match, Prompt, Side};

fn dodge_owed(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Dodge")
}

/// `id`, alone on the pitch, moves one square from `from` to `to`: whether a Dodge is owed.
fn leaves(g: &mut Game, id: rules::PlayerId, from: (i32, i32), to: (i32, i32)) -> bool {
    g.only(&[(id, from)]);
    g.declare(id, ActionKind::Move);
    g.move_to(to.0, to.1);
    let owed = dodge_owed(g);
    if owed {
        g.d6(&[6]);
    }
    g.decide(Decision::EndAction);
    owed
}

/// Rolls the block's two dice (no re-roll): the coach who chooses between them.
fn chooser(g: &mut Game) -> Side {
    g.block_dice(&[BlockFace::Pushed, BlockFace::BothDown]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    g.decider()
}

// --- Incoming! (004:L4920-L4939) ---

#[test]
fn incoming_a_dodge_to_leave_a_square_within_two_of_a_sideline_or_end_zone_004_l4920() {
    let mut g = card_game(&[], &[Card::Incoming], &[]);
    // Played by the away team at the start of the home team's turn.
    assert_eq!(offered(&g), Some(Card::Incoming));
    play(&mut g, Card::Incoming, None);
    // No Tackle Zone anywhere: only the card asks for these Dodges.
    // Each move by another player: one Action each.
    assert!(
        leaves(&mut g, home(6), (2, 7), (3, 7)),
        "two from an End Zone"
    );
    assert!(!leaves(&mut g, home(7), (3, 7), (4, 7)), "three from it");
    assert!(
        leaves(&mut g, home(8), (23, 7), (22, 7)),
        "the other End Zone"
    );
    assert!(
        leaves(&mut g, home(9), (10, 1), (10, 2)),
        "two from a sideline"
    );
    assert!(!leaves(&mut g, home(10), (10, 2), (10, 3)), "three from it");
    assert!(
        leaves(&mut g, home(11), (10, 13), (10, 12)),
        "the other sideline"
    );
    end_turn(&mut g);
    // The card's own team does not dodge, and the card lasts only the one turn.
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(!leaves(&mut g, away(7), (10, 1), (10, 2)));
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(!leaves(&mut g, home(7), (10, 1), (10, 2)));
}

// --- Rowdy Fans (004:L4791-L4812) ---

#[test]
fn rowdy_fans_one_more_assist_against_him_by_the_sideline_and_his_team_mates_there_silent_004_l4791()
 {
    let mut g = card_game(&[Card::RowdyFans], &[], &[Card::RowdyFans]);
    // ST 3 against ST 3; the away #8 by the sideline would assist his team-mate.
    g.only(&[(home(7), (10, 1)), (away(7), (10, 0)), (away(8), (11, 0))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    // 3 + 1 (the fans) against 3 (no assist by the sideline): two dice, home chooses.
    // Without the extra assist, or with #8's, it would be one die.
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 2, "{roll:?}");
    assert_eq!(chooser(&mut g), Side::Home);
}

#[test]
fn rowdy_fans_one_more_assist_when_he_blocks_from_by_the_sideline_004_l4791() {
    let mut g = card_game(&[Card::RowdyFans], &[], &[Card::RowdyFans]);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // An Orc by the sideline blocks a Human: ST 3 against 3 + 1 for the fans, two dice, the
    // defender's coach chooses.
    g.only(&[(away(7), (10, 0)), (home(7), (10, 1))]);
    g.declare(away(7), ActionKind::Block);
    g.decide(Decision::Block { target: home(7) });
    assert_eq!(g.roll_prompt().dice.len(), 2);
    assert_eq!(chooser(&mut g), Side::Home, "the stronger side chooses");
}

#[test]
fn rowdy_fans_nothing_away_from_the_sidelines_004_l4791() {
    let mut g = card_game(&[Card::RowdyFans], &[], &[Card::RowdyFans]);
    g.only(&[(home(7), (10, 2)), (away(7), (10, 1))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(
        g.roll_prompt().dice.len(),
        1,
        "one row in from the sideline"
    );
}

// --- Blitzmania Mania! (004:L5036-L5055) ---

/// A league match, the home team with FAME 1 keeping Blitzmania Mania!, both set up: the
/// card offered at the start of the first drive.
fn mania() -> Game {
    let book = cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    setup.fame = Some(rules::Fame { home: 1, away: 0 });
    setup.league.as_mut().expect("league").card_keeps = [1, 0];
    let mut g = Game {
        m: Match::new(setup, &book).expect("match"),
    };
    g.decide(Decision::KeepCard {
        card: Card::BlitzmaniaMania,
    });
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::BlitzmaniaMania));
    play(&mut g, Card::BlitzmaniaMania, None);
    g
}

fn rerolls(g: &Game, side: Side) -> u8 {
    g.m.state().team(side).rerolls
}

fn holds(g: &Game, card: Card) -> bool {
    g.m.state().cards.held[Side::Home.index()]
        .iter()
        .any(|h| h.card == card)
}

#[test]
fn blitzmania_mania_higher_with_fame_gains_a_team_reroll_004_l5036() {
    let mut g = mania();
    let before = rerolls(&g, Side::Home);
    // 5 + FAME 1 = 6 against 5 + 0: higher (the dice alone tie).
    assert_eq!(g.roll_prompt().dice.len(), 2, "a D6 for each coach");
    g.d6(&[5, 5]);
    assert_eq!(rerolls(&g, Side::Home), before + 1);
    assert!(!holds(&g, Card::BlitzmaniaMania), "the card is spent");
}

#[test]
fn blitzmania_mania_a_tie_keeps_the_card_for_another_drive_004_l5036() {
    let mut g = mania();
    let before = rerolls(&g, Side::Home);
    let away_before = rerolls(&g, Side::Away);
    // 4 + FAME 1 = 5 against 5: not higher.
    g.d6(&[4, 5]);
    assert_eq!(rerolls(&g, Side::Home), before);
    assert_eq!(
        rerolls(&g, Side::Away),
        away_before,
        "the other team gains none"
    );
    assert!(holds(&g, Card::BlitzmaniaMania));
    // Played again at the start of the next drive.
    g.quiet_kick_off();
    g.score_with(home(1));
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::BlitzmaniaMania));
    play(&mut g, Card::BlitzmaniaMania, None);
    g.d6(&[6, 1]);
    assert_eq!(rerolls(&g, Side::Home), before + 1);
    assert!(!holds(&g, Card::BlitzmaniaMania));
}
