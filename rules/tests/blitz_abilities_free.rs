//! Blitz Bowl's Free Actions (002:L471-L475) and the abilities that grant them, Frenzied
//! (002:L255, L297, L475), Free Block (002:L727, read as after a Mark: digest §9 A13), Hit and
//! Run (002:L1040-L1041), Pick-me-up (002:L724) and Catcher's Instincts (002:L1064), with
//! Bloodlust and Minion (002:L1027-L1029). Every game is two Team Cards of the data under every
//! Blitz Bowl switch, on the Single-Trapdoor side (20 x 11, its ball on the Trapdoor at
//! (10, 5)); the Block Dice are D6s read 1 Smash, 2 Kerrunch!, 3-4 Shove, 5 Tackle, 6 Miss.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, sq};
use rules::blitz_ability::BlitzAbility;
use rules::blitz_team::blitz_match_setup;
use rules::challenge::ChallengeCard;
use rules::{
    ActionKind, Ball, Decision, DecisionKind, Input, Match, Place, Prompt, RulesetParams, Side,
    Stance,
};

fn data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
}

/// `home` against `away` from their Team Cards; the away coach wins the toss, so home sets up
/// first (x 0) and plays first, Coach A, whose first turn has no Claim step (002:L431, L439,
/// L648); away sets up in x 19.
fn game(home_team: &str, away_team: &str) -> Game {
    let setup = blitz_match_setup(data(), home_team, away_team, None).expect("profiled teams");
    let rules = RulesetParams::blitz_bowl(data(), "one-trapdoor").expect("board exists");
    let cards = ChallengeCard::from_tables(data()).expect("the data has Challenge Cards");
    let m = Match::with_ruleset(setup, Arc::new(book().clone()), rules)
        .expect("Blitz Bowl plays")
        .with_challenge_cards(cards)
        .expect("the ruleset deals Challenge Cards");
    let mut g = Game { m };
    g.decide(Decision::CoinToss { winner: Side::Away });
    for (side, x) in [(Side::Home, 0), (Side::Away, 19)] {
        let n =
            g.m.state()
                .players
                .iter()
                .filter(|p| p.id.side == side)
                .count();
        for i in 1..=u8::try_from(n).expect("few") {
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, i),
                square: sq(x, i32::from(i) - 1),
            });
        }
        g.decide(Decision::EndSetup);
    }
    assert_eq!(g.turn_side(), Some(Side::Home));
    g
}

fn kind(g: &Game) -> Option<DecisionKind> {
    match g.m.prompt() {
        Prompt::Decision(d) => Some(d.kind),
        _ => None,
    }
}

fn free_offer(player: rules::PlayerId, action: ActionKind) -> Vec<Decision> {
    vec![Decision::Declare { player, action }, Decision::Done]
}

/// The turn's budget Actions and its Free Actions, as the turn keeps them.
fn made(g: &Game) -> (usize, Vec<(rules::PlayerId, ActionKind)>) {
    let turn = g.m.state().turn.as_ref().expect("a turn");
    (turn.declared.len(), turn.free.clone())
}

fn refused(g: &mut Game, d: Decision) -> String {
    match g.try_apply(Input::Decide(d)) {
        Ok(_) => panic!("{d:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// A Move Action of `player` with no step: one of the turn's Actions, spent.
fn idle(g: &mut Game, player: rules::PlayerId) {
    g.declare(player, ActionKind::Move);
    g.decide(Decision::EndAction);
}

/// Home's first turn ends at once; away's (Coach B's first, with Claim steps) ends too; home's
/// second turn starts, Claim steps and all.
fn to_home_second_turn(g: &mut Game) {
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    // The Replace Challenge Cards step may ask nothing: all three are still there, so the
    // coach discards one (002:L668).
    if kind(g) == Some(DecisionKind::ChallengeCard) {
        let first = g.decision_options()[0];
        g.decide(first);
    }
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// The worked example (002:L475): the Troll Slayer's Mark is the third Action; Frenzied then
/// offers a Free Block though three are made, and the turn ends only after it. Counting the
/// Free Block as a fourth Action (refused, or the turn over first) fails here.
#[test]
fn frenzied_free_block_after_the_third_action_a_mark_002_l255_l475() {
    let mut g = game("dwarf", "orc");
    // Dwarf 6 is the Troll Slayer (002:L255).
    g.only(&[
        (home(1), (1, 0)),
        (home(2), (1, 10)),
        (home(6), (3, 5)),
        (away(1), (6, 5)),
    ]);
    idle(&mut g, home(1));
    idle(&mut g, home(2));
    g.declare(home(6), ActionKind::Mark);
    g.move_to(4, 5);
    g.move_to(5, 5);
    assert_eq!(made(&g), (3, vec![]));
    assert_eq!(kind(&g), Some(DecisionKind::FreeAction));
    assert_eq!(g.decision_options(), free_offer(home(6), ActionKind::Block));
    g.declare(home(6), ActionKind::Block);
    assert_eq!(made(&g), (3, vec![(home(6), ActionKind::Block)]));
    g.decide(Decision::Block { target: away(1) });
    // Block Value 1: one die, a 1, Smash; the Orc's Armour Check fails on a 1.
    g.d6(&[1]);
    g.d6(&[1]);
    assert_eq!(g.place_of(away(1)), Place::Reserves, "Smash, Armour failed");
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "the turn ends after the Free Block"
    );
}

/// A Free Action is taken when granted or not at all (002:L473): while it is offered no other
/// Action may be declared; declined, it is gone and the turn goes on with its two Actions.
#[test]
fn a_free_action_is_now_or_never_002_l473() {
    let mut g = game("dwarf", "orc");
    g.only(&[(home(1), (1, 0)), (home(6), (3, 5)), (away(1), (6, 5))]);
    g.declare(home(6), ActionKind::Mark);
    g.move_to(4, 5);
    g.move_to(5, 5);
    assert_eq!(kind(&g), Some(DecisionKind::FreeAction));
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(1),
            action: ActionKind::Move,
        },
    );
    assert!(why.contains("Free Block Action"), "{why}");
    g.decide(Decision::Done);
    assert_eq!(kind(&g), Some(DecisionKind::Turn));
    assert_eq!(made(&g), (1, vec![]));
    assert!(
        !g.decision_options().contains(&Decision::Declare {
            player: home(6),
            action: ActionKind::Mark
        }),
        "the Mark is made"
    );
}

/// A Free Action follows the once-a-turn rule (002:L473): a Troll Slayer who has Blocked this
/// turn is offered no Free Block after his Mark.
#[test]
fn frenzied_gives_no_second_block_in_a_turn_002_l473() {
    let mut g = game("dwarf", "orc");
    g.only(&[(home(6), (3, 5)), (away(1), (4, 5)), (away(2), (6, 7))]);
    g.declare(home(6), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1]); // Smash
    g.d6(&[6]); // the Armour Check holds: the Orc lies Prone, the Slayer is Open
    assert_eq!(kind(&g), Some(DecisionKind::Turn));
    g.declare(home(6), ActionKind::Mark);
    g.move_to(4, 6);
    g.move_to(5, 6);
    assert_eq!(kind(&g), Some(DecisionKind::Turn), "no Free Block offered");
    assert_eq!(made(&g), (2, vec![]));
}

/// A Free Action has its own Claim Challenge Card step (002:L473, L475): in a turn with Claim
/// steps, the Mark's step comes, then the Free Block, then the Block's own step.
#[test]
fn a_free_action_has_its_own_claim_step_002_l473() {
    let mut g = game("dwarf", "orc");
    to_home_second_turn(&mut g);
    g.only(&[(home(6), (3, 5)), (away(1), (6, 5))]);
    g.declare(home(6), ActionKind::Mark);
    g.move_to(4, 5);
    g.move_to(5, 5);
    assert_eq!(
        kind(&g),
        Some(DecisionKind::ChallengeCard),
        "the Mark's Claim step"
    );
    g.decide(Decision::Done);
    assert_eq!(kind(&g), Some(DecisionKind::FreeAction));
    g.declare(home(6), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1]); // Smash
    g.d6(&[6]); // Armour holds
    assert_eq!(
        kind(&g),
        Some(DecisionKind::ChallengeCard),
        "the Free Block's Claim step"
    );
    g.decide(Decision::Done);
    assert_eq!(kind(&g), Some(DecisionKind::Turn));
    assert_eq!(made(&g), (1, vec![(home(6), ActionKind::Block)]));
}

/// Free Block (the Norse Warrior, 7) says "after a Move Action", which Blitz Bowl has none of;
/// the data reads it as after a Mark (digest §9 A13): his Run grants nothing, his Mark a Free
/// Block.
#[test]
fn free_block_follows_a_mark_not_a_run_002_l727() {
    let mut g = game("norse", "orc");
    g.only(&[(home(7), (2, 5)), (away(1), (6, 5))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(3, 5);
    g.decide(Decision::EndAction);
    assert_eq!(
        kind(&g),
        Some(DecisionKind::Turn),
        "no Free Block after a Run"
    );
    g.declare(home(7), ActionKind::Mark);
    g.move_to(4, 5);
    g.move_to(5, 5);
    assert_eq!(kind(&g), Some(DecisionKind::FreeAction));
    assert_eq!(g.decision_options(), free_offer(home(7), ActionKind::Block));
}

/// Hit and Run (the Piranha Warrior Blitzer, 5, Move 7): after her Block, still Marked by a
/// second Orc, a Free Run, though a Marked player makes no Run (002:L464-L469), of 2 squares,
/// not her Move's 7 (002:L1040-L1041); each step still keeps off squares next to a standing
/// opponent (digest §9 A17).
#[test]
fn hit_and_run_runs_two_squares_while_marked_002_l1040() {
    let mut g = game("amazon", "orc");
    g.only(&[(home(5), (3, 5)), (away(1), (4, 5)), (away(2), (3, 6))]);
    g.declare(home(5), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1]); // Smash
    g.d6(&[6]); // Armour holds: Orc 1 Prone; Orc 2 still Marks her
    assert_eq!(kind(&g), Some(DecisionKind::FreeAction));
    assert_eq!(g.decision_options(), free_offer(home(5), ActionKind::Move));
    g.declare(home(5), ActionKind::Move);
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(2, 6) }))
            .is_err(),
        "(2, 6) is next to Orc 2"
    );
    g.move_to(2, 4);
    g.move_to(1, 3);
    let why = refused(&mut g, Decision::Move { to: sq(0, 2) });
    assert!(why.contains("2 squares"), "{why}");
    g.decide(Decision::EndAction);
    assert_eq!(made(&g), (1, vec![(home(5), ActionKind::Move)]));
}

/// No Hit and Run after a Miss (she makes no more Actions, Free ones included, 002:L574) nor
/// after a Run already made this turn (002:L473; digest §9 A17).
#[test]
fn hit_and_run_not_after_a_miss_or_a_run_002_l574_l473() {
    let mut g = game("amazon", "orc");
    g.only(&[(home(5), (3, 5)), (away(1), (4, 5))]);
    g.declare(home(5), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[6]); // Miss
    assert_eq!(
        kind(&g),
        Some(DecisionKind::Turn),
        "locked out: no Free Run"
    );

    let mut g = game("amazon", "orc");
    g.only(&[(home(5), (1, 5)), (away(1), (4, 5))]);
    g.declare(home(5), ActionKind::Move);
    g.move_to(2, 5);
    g.decide(Decision::EndAction);
    g.edit(rules::Edit::PlacePlayer {
        player: home(5),
        square: sq(3, 5),
        stance: Stance::Standing,
    });
    g.declare(home(5), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1]); // Smash
    g.d6(&[6]); // Armour holds
    assert_eq!(
        kind(&g),
        Some(DecisionKind::Turn),
        "she has Run: no Free Run"
    );
}

/// Pick-me-up (the Beer Boar, 4): at the end of his Action each Prone team-mate next to him may
/// Stand Up, a Free Action each, one offered after the other; a Prone team-mate further off is
/// not; none uses the turn's Actions (002:L724, L473).
#[test]
fn pick_me_up_stands_each_prone_team_mate_next_to_him_002_l724() {
    let mut g = game("norse", "orc");
    g.only(&[
        (home(4), (3, 5)),
        (home(1), (3, 6)),
        (home(2), (4, 4)),
        (home(3), (8, 8)),
        (away(1), (15, 5)),
    ]);
    for mate in [home(1), home(2), home(3)] {
        g.stance(mate, Stance::Prone);
    }
    idle(&mut g, home(4));
    assert_eq!(
        g.decision_options(),
        free_offer(home(1), ActionKind::StandUp)
    );
    g.declare(home(1), ActionKind::StandUp);
    assert!(g.m.state().player(home(1)).is_some_and(|p| p.is_standing()));
    assert_eq!(
        g.decision_options(),
        free_offer(home(2), ActionKind::StandUp)
    );
    g.decide(Decision::Done);
    assert_eq!(
        kind(&g),
        Some(DecisionKind::Turn),
        "3 is not next to the Boar"
    );
    assert_eq!(made(&g), (1, vec![(home(1), ActionKind::StandUp)]));
    assert_eq!(
        g.m.state().player(home(2)).and_then(|p| p.stance()),
        Some(Stance::Prone)
    );
}

/// Catcher's Instincts (the Elven Union Catcher, 5): the Open target of a successful Throw
/// Runs free (002:L1064); a Hand-off (002:L546) and a failed Throw grant nothing.
#[test]
fn catchers_instincts_after_a_successful_throw_only_002_l1064() {
    // The Thrower (4, Throw 2+) throws 3 squares, Short, to the Open Catcher: a 2 succeeds.
    let mut g = game("elven-union", "orc");
    g.only(&[(home(4), (3, 5)), (home(5), (6, 5)), (away(1), (17, 5))]);
    g.ball(3, 5);
    g.declare(home(4), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(6, 5),
        range: None,
    });
    g.d6(&[2]);
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
    assert_eq!(kind(&g), Some(DecisionKind::FreeAction));
    assert_eq!(g.decision_options(), free_offer(home(5), ActionKind::Move));
    g.declare(home(5), ActionKind::Move);
    for x in 7..=14 {
        g.move_to(x, 5);
    }
    assert_eq!(
        made(&g).1,
        vec![(home(5), ActionKind::Move)],
        "his full Move 8"
    );

    // A failed Throw Check (a 1 is a Fumble): no Free Run. The Thrower's Expert Passer
    // re-roll (002:L1063) is kept.
    let mut g = game("elven-union", "orc");
    g.only(&[(home(4), (3, 5)), (home(5), (6, 5)), (away(1), (17, 5))]);
    g.ball(3, 5);
    g.declare(home(4), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(6, 5),
        range: None,
    });
    g.d6(&[1]);
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    g.dice(&[rules::Die::D8(1)]);
    assert_eq!(kind(&g), Some(DecisionKind::Turn));

    // A Hand-off to him, next to the Thrower: no Free Run.
    let mut g = game("elven-union", "orc");
    g.only(&[(home(4), (3, 5)), (home(5), (4, 5)), (away(1), (17, 5))]);
    g.ball(3, 5);
    g.declare(home(4), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(4, 5),
        range: None,
    });
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
    assert_eq!(kind(&g), Some(DecisionKind::Turn));
}

/// Bloodlust (the Vampire Thrower, 6, Block 2): one of his two dice shows a Miss, his coach
/// applies the other's Smash; after the Block's Claim step he is Injured all the same, and the
/// ball he held Bounces (002:L1028-L1029). Reading only the applied die fails here; so does
/// Injuring him before the Claim step.
#[test]
fn bloodlust_injures_after_the_claim_step_on_any_miss_002_l1028() {
    let mut g = game("vampire", "orc");
    to_home_second_turn(&mut g);
    g.only(&[(home(6), (3, 5)), (away(1), (4, 5))]);
    g.ball(3, 5);
    g.declare(home(6), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1, 6]); // Smash, Miss
    g.decide(Decision::ChooseBlockResult {
        face: tables::BlitzFace::Smash,
    });
    g.d6(&[1]); // the Orc's Armour Check fails: Injured
    assert_eq!(kind(&g), Some(DecisionKind::ChallengeCard));
    assert!(
        g.m.state().player(home(6)).is_some_and(|p| p.is_standing()),
        "not Injured before the Claim step"
    );
    g.decide(Decision::Done);
    assert_eq!(g.place_of(home(6)), Place::Reserves, "Injured");
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(3, 5)));
    assert!(
        matches!(g.m.prompt(), Prompt::Roll(r) if r.dice.as_ref() == [rules::DieKind::D8]),
        "the ball Bounces"
    );
}

/// No Miss among the dice, no Bloodlust (002:L1028): two Smashes leave the Thrower standing.
#[test]
fn bloodlust_spares_a_block_without_a_miss_002_l1028() {
    let mut g = game("vampire", "orc");
    g.only(&[(home(6), (3, 5)), (away(1), (4, 5))]);
    g.declare(home(6), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1, 1]);
    g.d6(&[6]);
    assert!(g.m.state().player(home(6)).is_some_and(|p| p.is_standing()));
}

/// Minion (the Thrall, 002:L1027): the Runner (5) Blocks and Misses; his coach may have the
/// Thrall next to him Injured instead; a Thrall further off is not offered.
#[test]
fn minion_is_injured_instead_of_the_bloodlust_player_002_l1027() {
    let mut g = game("vampire", "orc");
    g.only(&[
        (home(5), (3, 5)),
        (home(1), (2, 5)),
        (home(2), (8, 8)),
        (away(1), (4, 5)),
    ]);
    g.declare(home(5), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[6]); // Miss
    assert_eq!(kind(&g), Some(DecisionKind::Minion));
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Minion {
                thrall: Some(home(1))
            },
            Decision::Minion { thrall: None },
        ]
    );
    g.decide(Decision::Minion {
        thrall: Some(home(1)),
    });
    assert_eq!(g.place_of(home(1)), Place::Reserves);
    assert!(g.m.state().player(home(5)).is_some_and(|p| p.is_standing()));

    // Declined: the Runner is Injured himself.
    let mut g = game("vampire", "orc");
    g.only(&[(home(5), (3, 5)), (home(1), (2, 5)), (away(1), (4, 5))]);
    g.declare(home(5), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[6]);
    g.decide(Decision::Minion { thrall: None });
    assert_eq!(g.place_of(home(5)), Place::Reserves);
    assert!(g.m.state().player(home(1)).is_some_and(|p| p.is_standing()));
}

/// Each ability ruled here says so to the referee: none is listed as applied by hand.
#[test]
fn the_free_action_abilities_are_ruled_002_l1020() {
    for a in [
        BlitzAbility::Frenzied,
        BlitzAbility::FreeBlock,
        BlitzAbility::HitAndRun,
        BlitzAbility::PickMeUp,
        BlitzAbility::CatchersInstincts,
        BlitzAbility::Bloodlust,
        BlitzAbility::Minion,
    ] {
        assert_eq!(
            rules::blitz_ability::ability_not_ruled(a.id()),
            None,
            "{a:?}"
        );
    }
}
