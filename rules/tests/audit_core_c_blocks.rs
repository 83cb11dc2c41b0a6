//! Audit of the 2016 core rules on blocks (core digest §9: eligibility, assists, dice, faces,
//! push-backs, the crowd, follow-up, the order of one block; seeds 000:L533-L593,
//! L1074-L1117 and 001:L220-L274): the clauses no other test file plays, each scenario from
//! the rule's text, with dice chosen so the nearest wrong reading fails. Home: Human
//! quick-start (#7-#11 Linemen ST 3 AV 8 MA 6); away: Orc quick-start (#3 a Black Orc Blocker
//! ST 4, #7-#11 Linemen ST 3 AV 9).

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, BlockFace, Decision, Die, EventKind, Input, Place, Prompt, Reroll, Side,
    Stance,
};

use BlockFace::{AttackerDown, BothDown, DefenderDown, DefenderStumbles, Pushed};

/// The block dice the engine asks for: how many, and whose coach picks.
fn block_dice_of(events: &[rules::Event]) -> Option<(u8, Side)> {
    events.iter().find_map(|e| match e.kind {
        EventKind::BlockDice { dice, chooser, .. } => Some((dice, chooser)),
        _ => None,
    })
}

/// Home #7 on (10,7) declares a Block on away #7 on (11,7), with `others` placed too: the
/// dice and chooser asked for.
fn dice_for(others: &[(rules::PlayerId, (i32, i32))], prone: &[rules::PlayerId]) -> (u8, Side) {
    let mut g = Game::new();
    let mut all = vec![(home(7), (10, 7)), (away(7), (11, 7))];
    all.extend_from_slice(others);
    g.only(&all);
    for &id in prone {
        g.stance(id, Stance::Prone);
    }
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    block_dice_of(&events).expect("block dice asked for")
}

fn offers(g: &Game, reroll: Reroll) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(reroll)))
}

fn keep(g: &mut Game) {
    if offers(g, Reroll::Keep) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

// --- 9.1 Eligibility (000:L427, L533-L539, L609) ---

/// A Block Action is a block instead of moving (000:L533, L609): once declared, a step is
/// refused; the block itself is still there to be made.
#[test]
fn a_block_action_has_no_movement_000_l533_l609() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(10, 8) }))
            .is_err(),
        "a Block Action may not move"
    );
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_dice_of(&events), Some((1, Side::Home)));
}

/// A blitzer may block at the very start of his move and then move on (000:L539): MA 6, one
/// square for the block, the follow-up free, so five squares more, the sixth a Go For It.
#[test]
fn a_blitz_may_block_first_then_move_the_rest_000_l539_l593() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 8) });
    g.decide(Decision::FollowUp { follow: true });
    g.d6(&[1, 2]); // armour holds; the Orc lies Prone, with no tackle zone
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    for y in (2..=6).rev() {
        g.move_to(11, y);
        assert!(
            !matches!(g.m.prompt(), Prompt::Roll(_)),
            "square {y}: no roll within MA 6 - 1: {:#?}",
            g.m.prompt()
        );
    }
    g.move_to(11, 1);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// Only one block in a Blitz (000:L539): after the first, a second Block is refused.
#[test]
fn a_blitz_makes_a_single_block_000_l539() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (10, 9))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.move_to(10, 8);
    assert!(
        g.try_apply(Input::Decide(Decision::Block { target: away(8) }))
            .is_err(),
        "a second block in one Blitz"
    );
}

/// An Attacker Down in a Blitz is a turnover: the blitzer moves no more (000:L539, L591).
#[test]
fn a_blitz_ends_with_a_turnover_000_l539_l591() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(9), (20, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[AttackerDown]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "the turnover ended the home turn"
    );
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

// --- 9.2 Assists (000:L1074-L1093) ---

/// A defender's team-mate next to the blocker assists only if no OTHER opposing player has
/// him in a tackle zone (000:L1083): home #8 on (8,6) marks away #8 on (9,6), so the Orc
/// gives no assist: one die, not two for the Orc coach.
#[test]
fn a_defensive_helper_marked_by_another_blocker_team_mate_gives_no_assist_000_l1083() {
    assert_eq!(
        dice_for(&[(away(8), (9, 6)), (home(8), (8, 6))], &[]),
        (1, Side::Home)
    );
    // Without home #8 he assists: ST 3 against 3 + 1, two dice, the Orc coach picks.
    assert_eq!(dice_for(&[(away(8), (9, 6))], &[]), (2, Side::Away));
}

/// The tackle zone that stops an assist is a standing player's: a Prone opponent has none
/// (000:L609, L1083). Home #8 on (12,6) next to the defender, a Prone Orc on (13,6) next to
/// him: he assists, two dice for the home coach.
#[test]
fn a_helper_next_to_a_prone_opponent_still_assists_000_l609_l1083() {
    assert_eq!(
        dice_for(&[(home(8), (12, 6)), (away(8), (13, 6))], &[away(8)]),
        (2, Side::Home)
    );
    // Standing, that Orc's tackle zone stops the assist.
    assert_eq!(
        dice_for(&[(home(8), (12, 6)), (away(8), (13, 6))], &[]),
        (1, Side::Home)
    );
}

/// A helper must be standing (000:L1085): a Prone home #8 next to the defender gives no
/// assist, nor does a Prone Orc next to the blocker.
#[test]
fn a_prone_player_gives_no_assist_000_l1085() {
    assert_eq!(dice_for(&[(home(8), (12, 6))], &[home(8)]), (1, Side::Home));
    assert_eq!(dice_for(&[(away(8), (9, 6))], &[away(8)]), (1, Side::Home));
}

/// Assisting is no Action: a player who has already moved assists, and one player assists
/// two blocks in a turn (000:L1076).
#[test]
fn a_player_who_has_acted_assists_and_assists_twice_000_l1076() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (home(9), (13, 6)),
        (home(8), (14, 8)),
        (away(7), (11, 7)),
    ]);
    // Home #8 moves to (12,8): next to the Orc, in no other tackle zone.
    g.declare(home(8), ActionKind::Move);
    g.move_to(13, 8);
    g.move_to(12, 8);
    g.decide(Decision::EndAction);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_dice_of(&events), Some((2, Side::Home)));
    g.block_dice(&[Pushed, Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    // Home #9 on (13,6) blocks the Orc on (12,7); home #8 on (12,8) assists again.
    g.declare(home(9), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_dice_of(&events), Some((2, Side::Home)));
}

/// Only the two players in the block use skills on its result (000:L1093): a helper's Block
/// does not keep the blocker up on a Both Down.
#[test]
fn a_helpers_block_skill_does_nothing_for_the_blocker_000_l1093() {
    let mut g = Game::with(|s| give(s, Side::Home, 8, "block"));
    g.only(&[(home(7), (10, 7)), (home(8), (12, 6)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BothDown, BothDown]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert!(g.turnover().is_some(), "the blocker fell: a turnover");
}

/// Assists count to "more than twice as strong" like any strength (000:L547, L1074): the
/// Black Orc (ST 4) with two assists is 6 against ST 3, exactly twice: two dice, the Orc coach
/// picks; with a third assist, 7, three dice.
#[test]
fn assists_count_towards_more_than_twice_as_strong_000_l547_l1074() {
    let two = [(away(8), (9, 6)), (away(9), (9, 8))];
    let mut g = Game::new();
    let mut all = vec![(home(7), (10, 7)), (away(3), (11, 7))];
    all.extend_from_slice(&two);
    g.only(&all);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(3) });
    assert_eq!(block_dice_of(&events), Some((2, Side::Away)));
    let mut g = Game::new();
    all.push((away(10), (10, 6)));
    g.only(&all);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(3) });
    assert_eq!(block_dice_of(&events), Some((3, Side::Away)));
    // The blocking coach rolls them, the Orc coach picks (000:L549).
    assert_eq!(g.roll_prompt().side, Side::Home);
}

// --- 9.4 Block dice results (000:L553-L577) ---

/// Both Down with Block on both sides: neither falls, no turnover (000:L565).
#[test]
fn both_down_with_block_on_both_sides_nobody_falls_000_l565() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "block");
        give(s, Side::Away, 7, "block");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Both Down where only the defender has Block: the blocker falls, the defender stays up, and
/// the blocker's fall is a turnover (000:L565, L591).
#[test]
fn both_down_with_the_defenders_block_fells_only_the_blocker_000_l565_l591() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "block"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(9), (20, 7))]);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().side, Side::Away, "the opposing coach rolls");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// Dodge helps only against Defender Stumbles: on Defender Down a Dodge player is pushed and
/// Knocked Down (000:L569-L577).
#[test]
fn defender_down_fells_a_dodge_player_000_l577() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "dodge"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

/// Defender Stumbles without Dodge: pushed back, then Knocked Down in the new square
/// (000:L569).
#[test]
fn defender_stumbles_without_dodge_is_pushed_then_knocked_down_000_l569() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderStumbles]);
    g.decide(Decision::PushTo { square: sq(12, 8) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 8), Stance::Prone));
}

// --- 9.5 Push-backs (000:L579-L589) ---

/// A square holding only the ball counts as empty (000:L579): with the other two squares full,
/// the defender goes onto the ball, nobody is chain-pushed, and the ball bounces.
#[test]
fn a_square_with_only_the_ball_is_empty_for_a_push_000_l579() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 6)),
        (away(9), (12, 8)),
    ]);
    g.ball(12, 7);
    g.block(home(7), away(7), &[Pushed]);
    // No choice of square: only (12,7) is empty.
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::PushTo { .. })),
        "{:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.place_of(away(8)), on(sq(12, 6), Stance::Standing));
    assert_eq!(g.place_of(away(9)), on(sq(12, 8), Stance::Standing));
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// A pushed player never picks the ball up (000:L488, L579): pushed onto it with the others
/// empty, the ball bounces off him even though he stands.
#[test]
fn a_player_pushed_onto_the_ball_does_not_pick_it_up_000_l488() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(9), (20, 7))]);
    g.ball(12, 7);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]); // right, to (13,7)
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(13, 7)));
}

/// Off the pitch only when no eligible empty square is on it (000:L587): a defender on the
/// bottom sideline (y 14) blocked diagonally from (10,13) has one square on the pitch, (12,14),
/// and goes there, not into the crowd.
#[test]
fn an_empty_square_on_the_pitch_comes_before_the_crowd_000_l587() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 13)), (away(7), (11, 14))]);
    let events = g.block(home(7), away(7), &[Pushed]);
    assert!(!text(&events).contains("crowd"), "{}", text(&events));
    assert_eq!(g.place_of(away(7)), on(sq(12, 14), Stance::Standing));
}

/// Prone players may be chain-pushed and stay Prone; the second push is made as if the first
/// player had blocked the second (000:L579-L581): away #8 Prone on (12,7) goes on to one of
/// (13,6), (13,7), (13,8).
#[test]
fn a_prone_player_is_chain_pushed_and_stays_prone_000_l579() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 7)),
        (away(9), (12, 6)),
        (away(10), (12, 8)),
    ]);
    g.stance(away(8), Stance::Prone);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(
        g.decider(),
        Side::Home,
        "the moving coach picks the second push"
    );
    let options = g.decision_options();
    for (x, y) in [(13, 6), (13, 7), (13, 8)] {
        assert!(
            options.contains(&Decision::PushTo { square: sq(x, y) }),
            "({x},{y}) in {options:?}"
        );
    }
    g.decide(Decision::PushTo { square: sq(13, 8) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(8)), on(sq(13, 8), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
}

/// The crowd has no injury-modifying skills and makes no Armour roll, even on a Defender Down
/// (000:L587-L589): the Mighty Blow blocker pushes the Orc into the crowd, the Injury roll 7
/// stays 7, Stunned, so to Reserves (with Mighty Blow, 8 would be KO'd).
#[test]
fn the_crowd_has_no_mighty_blow_and_rolls_no_armour_000_l587_l589() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "mighty-blow"));
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Injury");
    let events = g.d6(&[3, 4]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == rules::DecisionKind::UseSkill),
        "Mighty Blow is not asked about: {:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(7)), Place::Reserves, "{}", text(&events));
}

/// A crowd injury of 8-9 is KO'd and 10-12 a Casualty, as on the Injury table (000:L589,
/// L633-L635).
#[test]
fn a_crowd_injury_uses_the_whole_injury_table_000_l589_l635() {
    for (dice, place) in [([4, 5], Place::KnockedOut), ([4, 6], Place::Casualty)] {
        let mut g = Game::new();
        g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
        g.block(home(7), away(7), &[Pushed]);
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&dice);
        assert_eq!(g.place_of(away(7)), place, "{dice:?}");
    }
}

/// A chain push can push the second player into the crowd: an Injury roll, no Armour roll,
/// and for a player of the moving team without the ball no turnover (000:L443, L579-L589).
#[test]
fn a_chain_push_into_the_crowd_injures_the_second_player_000_l443_l587() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (11, 12)),
        (away(7), (11, 13)),
        (home(8), (11, 14)),
        (away(8), (10, 14)),
        (away(9), (12, 14)),
    ]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(11, 14) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    assert_eq!(g.place_of(away(7)), on(sq(11, 14), Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// The moving team's ball carrier chain-pushed into the crowd is a turnover (000:L443), and
/// the ball is thrown in from his last square (000:L589).
#[test]
fn the_moving_teams_carrier_chain_pushed_into_the_crowd_is_a_turnover_000_l443_l589() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (11, 12)),
        (away(7), (11, 13)),
        (home(8), (11, 14)),
        (away(8), (10, 14)),
        (away(9), (12, 14)),
    ]);
    g.ball(11, 14);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(11, 14) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Throw-in");
    assert!(g.turnover().is_some(), "a turnover");
}

// --- 9.6 Follow-up (000:L593) ---

/// The follow-up ignores tackle zones: no Dodge roll into a square next to another opponent
/// (000:L593); the next roll is the defender's Armour.
#[test]
fn the_follow_up_needs_no_dodge_000_l593() {
    let mut g = Game::new();
    // (12,6) and (12,8) are taken: the push goes to (12,7) by itself, and the Orcs there mark
    // (11,7).
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 6)),
        (away(9), (12, 8)),
    ]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// The follow-up is decided before any other dice: the defender's Armour roll waits for it
/// (000:L593).
#[test]
fn the_follow_up_is_decided_before_the_armour_roll_000_l593() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert!(
        g.decision_options()
            .contains(&Decision::FollowUp { follow: true }),
        "{:#?}",
        g.m.prompt()
    );
}

/// The square vacated by a defender pushed into the crowd may be followed into (000:L593).
#[test]
fn a_blocker_may_follow_into_the_square_of_a_player_gone_into_the_crowd_000_l587_l593() {
    let mut g = Game::new();
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 14), Stance::Standing));
}

/// After a chain push the blocker may follow only into his defender's square (000:L593).
#[test]
fn after_a_chain_push_the_follow_up_is_into_the_defenders_square_000_l593() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 6)),
        (away(9), (12, 7)),
        (away(10), (12, 8)),
    ]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::PushTo { square: sq(13, 7) });
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.place_of(away(9)), on(sq(13, 7), Stance::Standing));
}

// --- 9.7 / 12.1 The order of one block: the dropped ball bounces last (000:L611) ---

/// A carrier Knocked Down drops the ball where he falls; it bounces after his Armour and
/// Injury rolls are fully resolved (000:L611).
#[test]
fn a_knocked_down_carrier_s_ball_bounces_after_armour_and_injury_000_l611() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[5, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(13, 7)));
}

/// A blocker holding the ball who suffers Attacker Down: turnover; the ball bounces from his
/// square after his Armour roll (000:L591, L611).
#[test]
fn an_attacker_down_carrier_drops_the_ball_after_his_armour_roll_000_l591_l611() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(9), (20, 7))]);
    g.ball(10, 7);
    g.block(home(7), away(7), &[AttackerDown]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(2)]); // up, to (10,6)
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 6)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

// --- 12.2 Stunned (000:L633) ---

/// A player Stunned in his own turn does not turn face-up at the end of that turn, though it
/// ended in a turnover: only at the end of his team's next turn (000:L451, L633).
#[test]
fn a_player_stunned_in_his_own_turn_stays_face_down_until_his_next_turn_ends_000_l633() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(9), (20, 7))]);
    g.block(home(7), away(7), &[AttackerDown]);
    g.d6(&[5, 5]); // 10 beats AV 8
    g.d6(&[3, 4]); // 7: Stunned
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Stunned));
    g.decide(Decision::EndTurn); // away's turn ends
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Stunned));
    g.decide(Decision::EndTurn); // home's next turn ends: face-up
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

/// Injury bands: 8 and 9 are KO'd, 10 a Casualty (000:L633-L635).
#[test]
fn injury_8_and_9_are_kod_and_10_a_casualty_000_l634_l635() {
    for (dice, place) in [
        ([4, 4], Place::KnockedOut),
        ([4, 5], Place::KnockedOut),
        ([4, 6], Place::Casualty),
    ] {
        let mut g = Game::new();
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.block(home(7), away(7), &[DefenderDown]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&[5, 5]);
        assert_eq!(g.roll_prompt().roll, "Injury");
        assert_eq!(g.roll_prompt().side, Side::Home, "the opposing coach rolls");
        g.d6(&dice);
        assert_eq!(g.place_of(away(7)), place, "{dice:?}");
    }
}

/// A helper must have his tackle zones (000:L1087): home #8 next to the Orc failed his
/// Bone-head roll this turn and gives no assist: one die, not two.
#[test]
fn a_helper_without_tackle_zones_gives_no_assist_000_l1087() {
    let mut g = Game::with(|s| give(s, Side::Home, 8, "bone-head"));
    g.only(&[(home(7), (10, 7)), (home(8), (12, 6)), (away(7), (11, 7))]);
    g.declare(home(8), ActionKind::Move);
    g.d6(&[1]);
    keep(&mut g);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_dice_of(&events), Some((1, Side::Home)));
}

/// A blitzer who keeps his feet on a Both Down (he has Block) goes on moving (000:L539,
/// L565): the Orc falls, no turnover, and a step is taken.
#[test]
fn a_blitzer_who_stays_up_on_a_both_down_moves_on_000_l539_l565() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "block"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BothDown]);
    keep(&mut g);
    g.d6(&[1, 2]); // the Orc's armour holds
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.turnover(), None);
    g.move_to(10, 6);
    assert_eq!(g.place_of(home(7)), on(sq(10, 6), Stance::Standing));
}

/// The blocker holding the ball follows up into the opposing End Zone, standing: a touchdown
/// at the end of his Action (000:L593, L804). The Orc on (25,7) goes into the crowd.
#[test]
fn a_carrier_following_up_into_the_end_zone_scores_000_l593_l804() {
    let mut g = Game::new();
    g.only(&[(home(7), (24, 7)), (away(7), (25, 7))]);
    g.ball(24, 7);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: true });
    g.d6(&[1, 2]); // the crowd's Injury roll: Stunned, to Reserves
    assert_eq!(g.m.state().team(Side::Home).score, 1, "{:#?}", g.m.prompt());
}

/// A Stunned player may do nothing until he has turned face-up (000:L633): declaring any
/// Action for him is refused.
#[test]
fn a_stunned_player_may_not_take_an_action_000_l633() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (15, 7))]);
    g.stance(home(7), Stance::Stunned);
    for action in [ActionKind::Move, ActionKind::Blitz, ActionKind::Block] {
        assert!(
            g.try_apply(Input::Decide(Decision::Declare {
                player: home(7),
                action,
            }))
            .is_err(),
            "{action:?}"
        );
    }
}

/// The Apothecary treats a player "immediately after" he suffers a Casualty (001:L523), the
/// crowd's too: a 10 from the crowd, the Apothecary used, a 3 sends him to Reserves.
#[test]
fn the_apothecary_treats_a_crowd_casualty_001_l523_000_l589() {
    let mut g = Game::with(|s| s.away.apothecaries = 1);
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[4, 6]);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(ref d) if d.kind == rules::DecisionKind::Apothecary),
        "{:#?}",
        g.m.prompt()
    );
    g.decide(Decision::Apothecary { use_it: true });
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

/// The block of a Blitz costs a square (000:L539): a blitzer who has walked his MA 6 and both
/// Go For Its has nothing left to pay with, and his block is refused.
#[test]
fn a_blitzer_with_no_square_or_go_for_it_left_may_not_block_000_l539_l1053() {
    let mut g = Game::new();
    g.only(&[(home(7), (1, 7)), (away(7), (10, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    for x in 2..=7 {
        g.move_to(x, 7);
    }
    for x in 8..=9 {
        g.move_to(x, 7);
        assert_eq!(g.roll_prompt().roll, "Go For It");
        g.d6(&[6]);
    }
    assert!(
        g.try_apply(Input::Decide(Decision::Block { target: away(7) }))
            .is_err(),
        "the block has no square to pay with"
    );
}

/// A Prone blitzer with MA 2 stands up on a 4+ and may then move only by Going For It
/// (000:L619): his block, which costs a square, is a Go For It (000:L1053).
#[test]
fn an_ma_2_blitzer_standing_up_goes_for_it_to_block_000_l619_l1053() {
    let mut g = Game::with(|s| s.home.players[6].ma = 2);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Blitz);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Stand up", Some(4)));
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// To score a player must stand in the End Zone holding the ball (000:L806, FAQ 001:L1168): an
/// Orc carrier pushed into the End Zone he scores in (x 0) and Knocked Down there drops the
/// ball and scores nothing; on a Pushed he scores at once.
#[test]
fn a_carrier_knocked_down_in_his_end_zone_does_not_score_000_l806_l808() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert_eq!(g.m.state().team(Side::Away).score, 0);
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[Pushed]);
    // At once: no follow-up is asked (000:L810; FAQ 001:L1168).
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

/// A player Stunned by the crowd stays in the Reserves box until a touchdown is scored or the
/// half ends (000:L589): after home scores he is set up again for the next kick-off.
#[test]
fn a_player_stunned_by_the_crowd_comes_back_after_a_touchdown_000_l589() {
    let mut g = Game::new();
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]); // Stunned: to Reserves
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    g.score_with(home(3));
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    // Home kicks and sets up first; the Orcs then set up #1-#11, #7 among them.
    g.set_up_both();
    assert!(matches!(g.place_of(away(7)), Place::Pitch { .. }));
}
