//! Audit of the 2016 core rules, part b: player states and Tackle Zones, the Actions and their
//! limits, movement (standing up, Go For It, dodging, picking up), passing, catching, bouncing,
//! throw-ins and the hand-off, with the turnovers they cause (core digest §4-§6, §8, §10, §13,
//! §15.3-§15.4; seed 000 the box rulebook, 001 the Bugman's rules and FAQ). Each scenario is
//! written from the rule's text, with dice chosen so the nearest wrong reading fails.
//!
//! Home: Human quick-start (#1 Blitzer MA 7 AG 3, #3 Catcher MA 8, #5 Thrower, #7 Lineman MA 6
//! AG 3 AV 8); away: Orc quick-start (#3 Black Orc Blocker AG 2, #7-#9 Linemen AG 3 AV 9).
//! The scatter template reads 1 2 3 / 4 . 5 / 6 7 8, 2 = -y, 5 = +x, 7 = +y.

use crate::common;

use common::*;
use rules::{ActionKind, Ball, Decision, Die, EventKind, Input, Reroll, Side, Stance};

/// The turnover ruling among these events, or "".
fn turnover_in(events: &[rules::Event]) -> String {
    events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Turnover { .. }))
        .map(|e| e.text.clone())
        .unwrap_or_default()
}

fn keep(g: &mut Game) -> Vec<rules::Event> {
    let offered = matches!(
        g.m.prompt(),
        rules::Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep))
    );
    if offered {
        g.decide(Decision::Reroll(Reroll::Keep))
    } else {
        Vec::new()
    }
}

fn refused(g: &mut Game, d: Decision) -> String {
    g.try_apply(Input::Decide(d))
        .expect_err("refused")
        .to_string()
}

fn pass(g: &mut Game, x: i32, y: i32) -> Vec<rules::Event> {
    g.decide(Decision::Pass {
        target: sq(x, y),
        range: None,
    })
}

fn waits_for_roll(g: &Game) -> bool {
    matches!(g.m.prompt(), rules::Prompt::Roll(_))
}

// --- §4-§5: states, Tackle Zones, who may take which Action ---

/// "Each player may only perform one Action per turn" (000:L417): a Lineman who moved and
/// ended his Action may not declare a second one, of any kind.
#[test]
fn a_player_who_has_acted_may_not_declare_again_000_l417() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    g.decide(Decision::EndAction);
    for action in [ActionKind::Move, ActionKind::Blitz, ActionKind::Pass] {
        let e = refused(
            &mut g,
            Decision::Declare {
                player: home(7),
                action,
            },
        );
        assert!(!e.is_empty(), "{action:?}");
    }
}

/// The Blitz limit counts declarations, not blocks (000:L431 "may not be declared by more
/// than one player"): #1 declares a Blitz, throws no block and ends; #2 may not declare one.
#[test]
fn a_blitz_declared_and_not_used_still_spends_the_turns_blitz_000_l431() {
    let mut g = Game::new();
    g.only(&[(home(1), (5, 7)), (home(2), (5, 9)), (away(7), (11, 7))]);
    g.declare(home(1), ActionKind::Blitz);
    g.move_to(6, 7);
    g.decide(Decision::EndAction);
    let e = refused(
        &mut g,
        Decision::Declare {
            player: home(2),
            action: ActionKind::Blitz,
        },
    );
    assert!(e.contains("Blitz"), "{e}");
}

/// A Stunned player may do nothing until he turns face-up (000:L633): no Action of any kind.
#[test]
fn a_stunned_player_may_not_declare_any_action_000_l633() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Stunned);
    for action in [
        ActionKind::Move,
        ActionKind::Blitz,
        ActionKind::Pass,
        ActionKind::HandOff,
        ActionKind::Foul,
    ] {
        let e = refused(
            &mut g,
            Decision::Declare {
                player: home(7),
                action,
            },
        );
        assert!(e.contains("Stunned"), "{action:?}: {e}");
    }
}

/// A Prone player may take "any Action other than a Block Action" (000:L609): a Prone
/// Blitzer (MA 7) blitzes, standing up for 3 squares; the block costs 1 more (000:L431), so
/// after the block 3 squares are free and the 4th is a Go For It.
#[test]
fn a_prone_player_may_blitz_standing_up_for_3_squares_000_l609_l431() {
    let mut g = Game::new();
    g.only(&[(home(1), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(1), Stance::Prone);
    g.declare(home(1), ActionKind::Blitz);
    assert_eq!(g.place_of(home(1)), on(sq(10, 7), Stance::Standing));
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[rules::BlockFace::Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    // 7 - 3 (stand) - 1 (block) = 3 squares left. Away #7 now on (12,7): go the other way.
    for x in [9, 8, 7] {
        g.move_to(x, 7);
        if x == 9 {
            // (10,7) is no longer next to away #7 on (12,7): no Dodge.
            assert!(!waits_for_roll(&g), "{:#?}", g.m.prompt());
        }
    }
    assert!(!waits_for_roll(&g), "3 free squares: {:#?}", g.m.prompt());
    g.move_to(6, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// A Prone player may stand up in an opposing Tackle Zone with no Dodge roll, and dodges only
/// when he then leaves the square (000:L609).
#[test]
fn standing_up_in_a_tackle_zone_needs_no_dodge_but_leaving_it_does_000_l609() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    assert!(
        !waits_for_roll(&g),
        "no roll to stand up: {:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
}

/// Standing up costs 3 squares; a roll is needed only with MA under 3 (000:L619). With MA 3
/// exactly he stands with no roll, and then has only Go For It left.
#[test]
fn standing_up_with_ma_3_needs_no_roll_and_leaves_only_go_for_it_000_l619() {
    let mut g = Game::with(|s| s.home.players[6].ma = 3);
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    assert!(!waits_for_roll(&g), "MA 3 is not under 3");
    assert_eq!(g.place_of(home(7)), on(sq(2, 7), Stance::Standing));
    g.move_to(3, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// With MA under 3 a player who stands up "may not move any further unless they Go For It"
/// (000:L619), and a Blitz's block costs a square (000:L431): an MA 2 Lineman who stands on
/// a 4 must Go For It to block the Orc next to him (000:L1053).
#[test]
fn an_ma_2_player_who_stands_up_in_a_blitz_goes_for_it_to_block_000_l619_l1053() {
    let mut g = Game::with(|s| s.home.players[6].ma = 2);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Blitz);
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[4]);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// A Prone player has no Tackle Zone (000:L459): stepping away from a Prone Orc needs no
/// Dodge roll, and a Prone Orc next to the square dodged to takes nothing off the roll.
#[test]
fn a_prone_player_has_no_tackle_zone_000_l459() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (8, 7)),
        (away(9), (11, 5)),
    ]);
    g.stance(away(7), Stance::Prone);
    g.stance(away(8), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    // Leaving (10,7), next to the Prone #7 only: no Dodge.
    g.move_to(10, 6);
    assert!(!waits_for_roll(&g), "{:#?}", g.m.prompt());
    // Leaving (10,6), marked by #9 on (11,5), for (9,6), next to the Prone #8 only:
    // AG 3 4+, +1 = 3+ (a Tackle Zone for #8 would make it 4+).
    g.move_to(9, 6);
    assert_eq!(g.roll_prompt().needs, Some(3));
}

/// A player who catches a pass and has not acted yet may still take his Action (000:L712);
/// the thrower may not move any further once he has thrown (000:L645).
#[test]
fn a_catcher_who_has_not_acted_may_act_after_the_catch_000_l712_l645() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[6]); // accurate
    g.d6(&[6]); // caught
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(g.m.state().action().is_none(), "the Pass Action is over");
    let e = refused(&mut g, Decision::Move { to: sq(6, 7) });
    assert!(!e.is_empty());
    g.declare(home(3), ActionKind::Move);
    g.move_to(10, 7);
    assert_eq!(g.place_of(home(3)), on(sq(10, 7), Stance::Standing));
}

/// The same catch by a player who has already acted gives him no second Action (000:L417).
#[test]
fn a_catcher_who_has_acted_may_not_act_again_000_l417_l712() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (8, 7)), (away(7), (20, 7))]);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    g.decide(Decision::EndAction);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[6]);
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    let e = refused(
        &mut g,
        Decision::Declare {
            player: home(3),
            action: ActionKind::Move,
        },
    );
    assert!(!e.is_empty());
}

/// After a turnover the moving team's Stunned players are turned face-up (000:L451, L633):
/// home #8, Stunned in the away turn before, turns face-up when home's turn ends in a failed
/// Go For It.
#[test]
fn stunned_players_turn_face_up_after_their_teams_turnover_000_l451_l633() {
    let mut g = Game::new();
    g.decide(Decision::EndTurn); // away's turn
    g.only(&[
        (home(7), (2, 7)),
        (home(8), (10, 10)),
        (away(1), (9, 10)),
        (away(7), (20, 7)),
    ]);
    g.block(away(1), home(8), &[rules::BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(11, 10) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]); // armour broken (12 > 8)
    g.d6(&[3, 4]); // injury 7: Stunned
    assert_eq!(g.place_of(home(8)), on(sq(11, 10), Stance::Stunned));
    g.decide(Decision::EndTurn); // home's turn
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.place_of(home(8)), on(sq(11, 10), Stance::Stunned));
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    g.d6(&[1]);
    keep(&mut g);
    g.d6(&[1, 1]); // armour holds
    assert_eq!(g.turn_side(), Some(Side::Away), "turnover");
    assert_eq!(g.place_of(home(8)), on(sq(11, 10), Stance::Prone));
}

// --- §6: movement ---

/// The Dodge roll counts the Tackle Zones on the square dodged TO, not on the square left
/// (000:L477-L482): leaving a square marked by three Orcs for one marked by one other is
/// AG 3 4+, +1, -1 = 4+ (counting the three left would make it 6+).
#[test]
fn dodge_counts_tackle_zones_on_the_square_dodged_to_only_000_l477_l482() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (11, 6)),
        (away(9), (11, 8)),
        (away(3), (8, 9)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 8);
    assert_eq!(g.roll_prompt().needs, Some(4));
}

/// A failed Dodge knocks the player down in the square he was dodging to (000:L467): with the
/// ball, he drops it there and it bounces after his Armour roll (000:L611, L451).
#[test]
fn a_ball_carrier_failing_a_dodge_drops_the_ball_where_he_falls_after_armour_000_l467_l611() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[2]);
    let events = keep(&mut g);
    assert!(!turnover_in(&events).is_empty(), "{}", text(&events));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour", "armour before the bounce");
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(4)]); // left of (9,7): (8,7)
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 7)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A ball carrier who trips on a Go For It falls in the square he moved to (000:L1051), drops
/// the ball there, and it bounces from that square after the Armour roll.
#[test]
fn a_ball_carrier_failing_a_go_for_it_drops_the_ball_in_the_square_moved_to_000_l1051_l611() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.ball(2, 7);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    g.dice(&[Die::D8(7)]); // below (9,7): (9,8)
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(9, 8)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A Go For It into the ball's square is rolled first, then the pick-up (000:L1051, L486):
/// the pick-up comes only after the Go For It succeeds.
#[test]
fn go_for_it_into_the_balls_square_rolls_the_go_for_it_then_the_pick_up_000_l1051_l486() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[2]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Pick-up");
    assert_eq!(roll.needs, Some(3), "AG 3 4+, +1");
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

/// A failed Go For It into the ball's square: he falls there with no pick-up roll, and the
/// ball bounces from that square (000:L1051, L736).
#[test]
fn a_failed_go_for_it_into_the_balls_square_makes_no_pick_up_and_the_ball_bounces_000_l736() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 7)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// Only the pick-up's own modifiers apply to it (000:L507): dodging into the ball's square
/// next to one Orc, the Dodge is 4 - 1 + 1 = 4+ and the pick-up 4 + 1 - 1 = 4+, not 3+ with
/// the dodge's +1 carried over.
#[test]
fn a_pick_up_after_a_dodge_has_only_the_pick_up_modifiers_000_l507() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (8, 7))]);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[4]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Pick-up");
    assert_eq!(roll.needs, Some(4));
    g.d6(&[3]);
    let events = keep(&mut g);
    assert!(!turnover_in(&events).is_empty(), "{}", text(&events));
}

/// A player pushed into the ball's square cannot pick it up: it bounces, and that is no
/// turnover (000:L488): home blocks Orc #7 back onto the ball in home's turn.
#[test]
fn a_player_pushed_onto_the_ball_makes_it_bounce_with_no_turnover_000_l488() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.ball(12, 7);
    g.block(home(7), away(7), &[rules::BlockFace::Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(13, 7)));
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// A failed catch is never a turnover by itself (000:L445): in home's turn, with no pass or
/// hand-off, the Orc carrier is knocked down, the ball bounces onto home #3, who drops it,
/// and it bounces on to an empty square.
#[test]
fn a_failed_catch_of_a_bouncing_ball_is_no_turnover_000_l445() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (home(3), (13, 7)),
        (away(7), (11, 7)),
        (away(8), (20, 7)),
    ]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[rules::BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 1]); // armour holds
    g.dice(&[Die::D8(5)]); // onto #3 on (13,7)
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    keep(&mut g);
    g.dice(&[Die::D8(5)]); // (14,7): empty
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(14, 7)));
    assert!(g.turnover().is_none(), "{:?}", g.turnover());
    assert_eq!(g.turn_side(), Some(Side::Home));
}

// --- §10: passing, catching, bouncing, throw-ins, hand-off ---

/// Only the final square of an inaccurate pass counts (000:L686): the ball scatters through
/// home #3's square and on; he gets no catch, the ball comes down on the empty last square
/// and bounces.
#[test]
fn a_pass_scattering_through_a_players_square_gives_him_no_catch_000_l686() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (10, 7)), (away(7), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[2]);
    keep(&mut g);
    // Right onto #3 (10,7), right again (11,7), down (11,8): empty.
    g.dice(&[Die::D8(5), Die::D8(5), Die::D8(7)]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// A pass coming down on a Prone player's square is not caught: Prone players never catch,
/// the ball bounces (000:L706, L736).
#[test]
fn a_pass_onto_a_prone_team_mate_bounces_000_l706_l736() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (20, 7))]);
    g.stance(home(3), Stance::Prone);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    let rest = g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 7)));
    assert!(!turnover_in(&rest).is_empty(), "{}", text(&rest));
}

/// A pass thrown to an opponent and caught by him is a turnover (000:L643, L444), though the
/// pass was accurate.
#[test]
fn an_accurate_pass_caught_by_an_opponent_is_a_turnover_000_l643_l444() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (away(7), (9, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(away(7))));
    assert_eq!(roll.needs, Some(3), "AG 3 4+, +1 accurate");
    let events = g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert!(!turnover_in(&events).is_empty(), "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A hand-off caught by an opponent is a turnover (000:L1061, L1063). The giver's own Tackle
/// Zone is an opposing one on the Orc catching: AG 3 4+, +1, -1 = 4+ (000:L1069).
#[test]
fn a_hand_off_to_an_opponent_who_catches_is_a_turnover_000_l1061_l1063() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (away(7), (6, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: away(7) });
    let roll = g.roll_prompt();
    assert_eq!(roll.player, Some(away(7)));
    assert_eq!(
        roll.needs,
        Some(4),
        "AG 3 4+, +1 hand-off, -1 the giver's zone"
    );
    let events = g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert!(!turnover_in(&events).is_empty(), "{}", text(&events));
}

/// A dropped hand-off that bounces to another team-mate who catches it is no turnover
/// (000:L1063: only if it comes to rest uncaught by the moving team).
#[test]
fn a_dropped_hand_off_caught_by_another_team_mate_is_no_turnover_000_l1063() {
    let mut g = Game::new();
    g.only(&[
        (home(5), (5, 7)),
        (home(3), (6, 7)),
        (home(4), (7, 7)),
        (away(7), (20, 7)),
    ]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(3) });
    g.d6(&[1]);
    keep(&mut g);
    g.dice(&[Die::D8(5)]); // onto #4 on (7,7)
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(home(4))));
    assert_eq!(roll.needs, Some(4), "a bouncing ball: +0");
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(4)));
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// The hand-off ends the giver's movement (000:L1061): no step after it.
#[test]
fn the_hand_off_ends_the_givers_movement_000_l1061() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (6, 7)), (away(7), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(3) });
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    let e = refused(&mut g, Decision::Move { to: sq(4, 7) });
    assert!(!e.is_empty());
}

/// A throw-in lands on a standing player, who must catch at +0 and -1 per opposing Tackle
/// Zone (000:L731, L744): AG 3 4+, -1 = 5+ (not the +1 of an accurate pass).
#[test]
fn a_throw_in_onto_a_marked_player_is_caught_at_0_minus_1_000_l744_l731() {
    let mut g = Game::new();
    g.only(&[
        (home(5), (5, 1)),
        (home(3), (9, 2)),
        (away(7), (10, 3)),
        (away(8), (20, 7)),
    ]);
    g.ball(5, 1);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 1);
    g.d6(&[2]);
    keep(&mut g);
    g.dice(&[Die::D8(2), Die::D8(2), Die::D8(7)]); // off at (9,0)
    g.d6(&[3, 1, 2]); // straight in, 3 counting the centre: (9,2)
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(home(3))));
    assert_eq!(roll.needs, Some(5));
}

/// Throw-in distance: the template's centre square counts as the first (001:L1128). A 2D6 of
/// 2 (1 + 1) moves the ball one square in from the square it left by.
#[test]
fn a_throw_in_of_2_lands_one_square_in_001_l1128() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 1)), (home(3), (9, 1)), (away(8), (20, 7))]);
    g.ball(5, 1);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 1);
    g.d6(&[2]);
    keep(&mut g);
    // Up-left (1) from (9,1) to (8,0), then up: off the pitch; thrown in from (8,0).
    g.dice(&[Die::D8(1), Die::D8(2), Die::D8(7)]);
    g.d6(&[4, 1, 1]); // straight in, 2: (8,1)
    // (8,1) is empty: out of the air it bounces.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]); // onto #3 on (9,1)
    assert_eq!(g.roll_prompt().player, Some(home(3)));
}

/// A throw-in over the end line comes back into the pitch along the length (digest §15.4):
/// ball off at (0, 7) over the home end line, 3-4 straight in: x grows.
#[test]
fn a_throw_in_over_the_end_line_comes_back_along_the_pitch_digest_15_4_000_l742() {
    let mut g = Game::new();
    g.only(&[(home(5), (4, 7)), (home(3), (1, 7)), (away(8), (20, 7))]);
    g.ball(4, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 1, 7);
    g.d6(&[2]);
    keep(&mut g);
    // Left, left: (0,7), then off the pitch; thrown in from (0,7).
    g.dice(&[Die::D8(4), Die::D8(4), Die::D8(4)]);
    g.d6(&[3, 3, 2]); // straight in, 5 counting the centre: (4,7)... #5 is there
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(home(5))));
}

/// A throw-in that goes off the pitch again is thrown in again from the last square it was
/// in (000:L744): thrown in from (2,0) on the diagonal towards the home end, 4 squares
/// counting the centre: (1,1), (0,2), then off over the end line; again from (0,2), now along
/// the pitch, 2: (1,2), empty, so it bounces.
#[test]
fn a_throw_in_going_off_again_is_thrown_in_from_the_last_square_000_l744() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 1)), (away(8), (20, 7))]);
    g.ball(5, 1);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 2, 1);
    g.d6(&[2]);
    keep(&mut g);
    g.dice(&[Die::D8(2), Die::D8(2), Die::D8(7)]); // off at (2,0)
    let events = g.d6(&[1, 2, 2]);
    assert!(text(&events).contains("again"), "{}", text(&events));
    assert_eq!(g.roll_prompt().roll, "Throw-in");
    g.d6(&[3, 1, 1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(2, 2)));
}

/// Scatter template, 1 2 3 / 4 . 5 / 6 7 8 (digest §15.3): an accurate-to-empty pass bounces
/// with D8 1 to the up-left square and 8 to the down-right one.
#[test]
fn the_scatter_template_reads_1_up_left_and_8_down_right_digest_15_3_000_l157() {
    for (d8, to) in [(1, (8, 6)), (3, (10, 6)), (6, (8, 8)), (8, (10, 8))] {
        let mut g = Game::new();
        g.only(&[(home(5), (5, 7)), (away(8), (20, 7))]);
        g.ball(5, 7);
        g.declare(home(5), ActionKind::Pass);
        pass(&mut g, 9, 7);
        g.d6(&[6]);
        g.dice(&[Die::D8(d8)]);
        assert_eq!(g.m.state().ball, Ball::OnGround(sq(to.0, to.1)), "D8 {d8}");
    }
}

/// Interception: only one player may try however many could (000:L1121): two Orcs under the
/// ruler, the first misses, and the pass roll follows with no second interception.
#[test]
fn only_one_player_may_try_an_interception_000_l1121() {
    let mut g = Game::new();
    g.only(&[
        (home(5), (5, 7)),
        (home(3), (11, 7)),
        (away(7), (7, 7)),
        (away(8), (9, 7)),
    ]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 11, 7);
    let options = g.decision_options();
    assert!(options.contains(&Decision::Intercept {
        player: Some(away(7))
    }));
    assert!(options.contains(&Decision::Intercept {
        player: Some(away(8))
    }));
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    g.d6(&[2]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Pass");
}

/// A Blitz's block costs one square, and Go For It covers at most two (000:L431, L1047,
/// L1053): an MA 6 Lineman who has run 6 and gone for it twice has nothing left to block with.
#[test]
fn no_block_after_both_go_for_its_in_a_blitz_000_l1047_l1053() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.move_to(9, 7);
    g.d6(&[2]);
    g.move_to(10, 7);
    g.d6(&[2]);
    let e = refused(&mut g, Decision::Block { target: away(7) });
    assert!(!e.is_empty());
    // One Go For It used, the second pays for the block.
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (10, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.move_to(9, 7);
    g.d6(&[2]);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Block");
}

/// "The ball may only be passed once per turn" (000:L643) is the Pass Action's limit; the
/// Hand-off is its own Action (000:L1061): after a completed pass the catcher may hand off.
#[test]
fn a_hand_off_may_follow_a_pass_in_the_same_turn_000_l643_l1061() {
    let mut g = Game::new();
    g.only(&[
        (home(5), (5, 7)),
        (home(3), (9, 7)),
        (home(4), (10, 7)),
        (away(7), (20, 7)),
    ]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[6]);
    g.d6(&[6]);
    g.declare(home(3), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(4) });
    assert_eq!(g.roll_prompt().player, Some(home(4)));
}

/// The thrower is of the moving team: an inaccurate pass that scatters back onto him and is
/// caught by him is no turnover (000:L746-L748). From (7,7): left (6,7), down-left (5,8), up
/// (5,7), the thrower's square; a scattered pass is caught at +0: AG 3 4+.
#[test]
fn a_pass_scattering_back_to_the_thrower_who_catches_is_no_turnover_000_l748() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (away(7), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 7, 7);
    g.d6(&[2]); // Quick +1: 3 < 4... 2 + 1 = 3, inaccurate
    keep(&mut g);
    g.dice(&[Die::D8(4), Die::D8(6), Die::D8(2)]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(home(5))));
    assert_eq!(roll.needs, Some(4));
    let events = g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
    assert_eq!(turnover_in(&events), "", "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// A ball that comes down or bounces onto a Prone player bounces on (000:L736): accurate
/// pass to the empty (9,7), bounce right onto the Prone Orc on (10,7), bounce again to (11,7).
#[test]
fn a_bounce_onto_a_prone_player_bounces_again_000_l736() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Prone);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.d6(&[6]);
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 7)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// Prone players exert no Tackle Zones (000:L459), so a Prone Orc next to the ball takes
/// nothing off the pick-up (000:L500: -1 per opposing zone ON the player): AG 3 4+, +1 = 3+;
/// nor off the pass of a thrower he lies next to: Short, 4+.
#[test]
fn a_prone_opponent_takes_nothing_off_a_pick_up_or_a_pass_000_l459_l500_l696() {
    let mut g = Game::new();
    g.only(&[(home(7), (8, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Prone);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (away(7), (5, 8)), (away(8), (20, 7))]);
    g.stance(away(7), Stance::Prone);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 10, 7);
    assert_eq!(g.roll_prompt().needs, Some(4));
}

/// A failed stand-up (MA under 3) in a Blitz is no turnover, but the Blitz was declared and
/// is spent for the turn (000:L431, L619).
#[test]
fn a_failed_stand_up_in_a_blitz_still_spends_the_blitz_000_l431_l619() {
    let mut g = Game::with(|s| s.home.players[6].ma = 2);
    g.only(&[(home(7), (10, 7)), (home(1), (2, 2)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Blitz);
    g.d6(&[3]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!((g.turn_side(), g.turnover()), (Some(Side::Home), None));
    let e = refused(
        &mut g,
        Decision::Declare {
            player: home(1),
            action: ActionKind::Blitz,
        },
    );
    assert!(e.contains("Blitz"), "{e}");
}

/// A natural 1 always fails and a natural 6 always succeeds (000:L465, L490): an AG 5 Lineman
/// dodging into a free square (2+, +1) still falls on a 1; an AG 1 one dodging into three
/// Tackle Zones (6+, +1, -3) still makes it on a 6.
#[test]
fn a_natural_1_fails_and_a_natural_6_succeeds_whatever_the_modifiers_000_l465() {
    let mut g = Game::with(|s| s.home.players[6].ag = 5);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    let mut g = Game::with(|s| s.home.players[6].ag = 1);
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (8, 6)),
        (away(9), (8, 7)),
        (away(3), (8, 8)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert!(g.turnover().is_none());
}

/// An interception is a catch (000:L1136): an Orc who intercepts standing in the End Zone he
/// scores in scores a touchdown in home's turn (000:L810). Thrower (5,7) to (0,8); away #7 on
/// (0,7) is nearer both ends than they are to each other, and marked by home #3: AG 3 4+, -2,
/// -1 = a natural 6.
#[test]
fn an_interception_in_the_interceptors_scoring_end_zone_is_a_touchdown_000_l1136_l810() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (0, 8)), (away(7), (0, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 0, 8);
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    assert_eq!(g.roll_prompt().needs, Some(6));
    let events = g.d6(&[6]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Touchdown { player: away(7) }),
        "{}",
        text(&events)
    );
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

/// Where the ball leaves by the end line the throw-in template lies against that line
/// (000:L153 "on the sideline as shown", digest §15.4): from the corner square (0,0), a ball
/// going left crosses the end line and 3-4 throws it along the pitch, (1,0) then (2,0); one
/// going up crosses the sideline and 3-4 throws it across, (0,1) then (0,2).
#[test]
fn a_throw_in_from_the_corner_square_lies_against_the_line_crossed_digest_15_4_000_l153() {
    for (d8, catcher) in [(4, (2, 0)), (2, (0, 2))] {
        let mut g = Game::new();
        g.only(&[(home(5), (3, 2)), (home(3), catcher), (away(7), (20, 7))]);
        g.ball(3, 2);
        g.declare(home(5), ActionKind::Pass);
        pass(&mut g, 1, 1);
        g.d6(&[2]);
        keep(&mut g);
        // Up-left to (0,0), then off; the third D8 is never read.
        g.dice(&[Die::D8(1), Die::D8(d8), Die::D8(7)]);
        g.d6(&[3, 1, 2]); // 3 squares counting the centre
        let roll = g.roll_prompt();
        assert_eq!(
            (roll.roll.as_ref(), roll.player),
            ("Catch", Some(home(3))),
            "D8 {d8}"
        );
    }
}

/// Team re-rolls are for the active team's rolls only (000:L758): in away's turn a bouncing
/// ball drops from the home Lineman's hands on a 2, and nothing re-rolls it, the ball
/// bounces on (a failed catch, no turnover for anybody, 000:L445).
#[test]
fn no_team_reroll_for_a_catch_in_the_opponents_turn_000_l758() {
    let mut g = Game::new();
    g.decide(Decision::EndTurn);
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (8, 7)),
        (away(7), (11, 7)),
        (away(8), (20, 7)),
    ]);
    g.ball(10, 7);
    g.block(away(7), home(7), &[rules::BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(9, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 1]); // armour holds
    g.dice(&[Die::D8(4)]); // from (9,7) left onto home #8 on (8,7)
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(home(8))));
    assert!(!roll.rerolls.contains(&Reroll::Team), "{:?}", roll.rerolls);
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Bounce", "{:#?}", g.m.prompt());
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A player scores standing in the End Zone with the ball (000:L802): a carrier who goes for
/// it into the End Zone and trips falls there and scores nothing; his fall is a turnover
/// (000:L1051).
#[test]
fn a_failed_go_for_it_into_the_end_zone_scores_nothing_000_l1051_l802() {
    let mut g = Game::new();
    g.only(&[(home(7), (18, 7)), (away(7), (2, 7))]);
    g.ball(18, 7);
    g.declare(home(7), ActionKind::Move);
    for x in 19..=24 {
        g.move_to(x, 7);
    }
    let events = g.move_to(25, 7);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Touchdown { .. })),
        "{}",
        text(&events)
    );
    assert_eq!(g.roll_prompt().roll, "Go For It");
    let events = g.d6(&[1]);
    let mut events = [events, keep(&mut g)].concat();
    events.extend(g.d6(&[1, 1]));
    events.extend(g.dice(&[Die::D8(4)])); // the dropped ball bounces back to (24,7)
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Touchdown { .. })),
        "{}",
        text(&events)
    );
    assert_eq!(g.m.state().team(Side::Home).score, 0);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A Prone player may take a Foul Action (000:L609 any Action but a Block): he stands up for
/// 3 squares and fouls the Prone Orc next to him.
#[test]
fn a_prone_player_may_foul_after_standing_up_000_l609() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    g.decide(Decision::Foul { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// An Action is declared before it is carried out (000:L419) and does only what it is
/// (000:L425-L437): a Move Action may not block, foul, pass or hand off; a Blitz may not pass.
#[test]
fn a_declared_action_does_only_what_it_is_000_l419_l425() {
    let mut g = Game::new();
    g.only(&[
        (home(5), (10, 7)),
        (home(3), (9, 7)),
        (away(7), (11, 7)),
        (away(8), (11, 8)),
    ]);
    g.stance(away(8), Stance::Prone);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Move);
    for d in [
        Decision::Block { target: away(7) },
        Decision::Foul { target: away(8) },
        Decision::Pass {
            target: sq(9, 7),
            range: None,
        },
        Decision::HandOff { target: home(3) },
    ] {
        let e = refused(&mut g, d);
        assert!(!e.is_empty(), "{d:?}");
    }
    g.decide(Decision::EndAction);
    g.declare(home(3), ActionKind::Blitz);
    g.move_to(9, 6);
    g.move_to(10, 6);
    let e = refused(&mut g, Decision::HandOff { target: home(5) });
    assert!(!e.is_empty());
}

/// Pouring Rain takes 1 off a catch (000:L1022), Very Sunny does not (000:L1020 is the pass
/// only): a hand-off to an AG 3 team-mate is 4+, +1: 3+ in Very Sunny, 4+ in Pouring Rain.
#[test]
fn pouring_rain_takes_1_off_a_catch_and_very_sunny_does_not_000_l1020_l1022() {
    for (weather, needs) in [
        (rules::Weather::VerySunny, 3),
        (rules::Weather::PouringRain, 4),
    ] {
        let mut g = Game::with(|s| s.weather = Some(weather));
        g.only(&[(home(5), (5, 7)), (home(7), (6, 7)), (away(7), (20, 7))]);
        g.ball(5, 7);
        g.declare(home(5), ActionKind::HandOff);
        g.decide(Decision::HandOff { target: home(7) });
        assert_eq!(g.roll_prompt().needs, Some(needs), "{weather:?}");
    }
}

/// The range ruler off the axis (digest §10.2's table, the longer band where the line
/// crosses the square, 000:L645): a 4-square straight throw is Short (000:L655-L657), a 3×3
/// diagonal is Short, 2×2 Quick, 6 along and 4 across Long, 13 along and 1 across a Long
/// Bomb, and 13 along and 2 across out of range.
#[test]
fn the_range_ruler_off_the_axis_000_l645_l657() {
    for ((dx, dy), band) in [
        ((4, 0), Some("Short Pass")),
        ((3, 3), Some("Short Pass")),
        ((2, 2), Some("Quick Pass")),
        ((3, 2), Some("Short Pass")),
        ((6, 4), Some("Long Pass")),
        ((7, 0), Some("Long Pass")),
        ((10, 3), Some("Long Bomb")),
        ((13, 1), Some("Long Bomb")),
        ((13, 2), None),
    ] {
        let mut g = Game::new();
        g.only(&[(home(5), (5, 2)), (away(7), (24, 14))]);
        g.ball(5, 2);
        g.declare(home(5), ActionKind::Pass);
        let target = Decision::Pass {
            target: sq(5 + dx, 2 + dy),
            range: None,
        };
        match band {
            Some(band) => {
                g.decide(target);
                let roll = g.roll_prompt();
                assert_eq!(roll.modifiers[0].name, band, "({dx},{dy})");
            }
            None => {
                let e = refused(&mut g, target);
                assert!(e.contains("000:L645"), "({dx},{dy}): {e}");
            }
        }
    }
}

/// Injury by the crowd is no turnover "unless it is a player from the active team holding
/// the ball" (000:L443): home #7 pushes Orc #7 back onto home #8, who holds the ball on the
/// sideline row; #8 goes into the crowd, the ball is thrown in, and home's turn is over.
#[test]
fn the_active_teams_carrier_chain_pushed_into_the_crowd_is_a_turnover_000_l443_l589() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (11, 12)),
        (home(8), (11, 14)),
        (away(7), (11, 13)),
        (away(8), (10, 14)),
        (away(9), (12, 14)),
    ]);
    g.ball(11, 14);
    g.block(home(7), away(7), &[rules::BlockFace::Pushed]);
    g.decide(Decision::PushTo { square: sq(11, 14) });
    let mut events = Vec::new();
    for _ in 0..4 {
        if let rules::Prompt::Decision(d) = g.m.prompt() {
            if d.kind == rules::DecisionKind::FollowUp {
                events.extend(g.decide(Decision::FollowUp { follow: false }));
            } else {
                break;
            }
        }
    }
    assert_eq!(g.roll_prompt().roll, "Injury", "{}", text(&events));
    events.extend(g.d6(&[3, 4])); // Stunned: to Reserves
    assert_eq!(g.place_of(home(8)), rules::Place::Reserves);
    events.extend(g.d6(&[3, 2, 2])); // thrown in from (11,14): (11,11), empty
    events.extend(g.dice(&[Die::D8(5)]));
    assert!(!turnover_in(&events).is_empty(), "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A Blitz makes one block (000:L429): after the first, a second block on the other Orc next
/// to him is refused though MA is left. (#8 assists #7: two dice, both Pushed.)
#[test]
fn a_blitz_makes_only_one_block_000_l429() {
    let mut g = Game::new();
    g.only(&[(home(1), (10, 7)), (away(7), (11, 7)), (away(8), (11, 8))]);
    g.declare(home(1), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[rules::BlockFace::Pushed, rules::BlockFace::Pushed]);
    keep(&mut g);
    let pick = Decision::ChooseBlockDie {
        face: rules::BlockFace::Pushed,
    };
    if matches!(g.m.prompt(), rules::Prompt::Decision(d) if d.options.contains(&pick)) {
        g.decide(Decision::ChooseBlockDie {
            face: rules::BlockFace::Pushed,
        });
    }
    g.decide(Decision::PushTo { square: sq(12, 6) });
    g.decide(Decision::FollowUp { follow: false });
    let e = refused(&mut g, Decision::Block { target: away(8) });
    assert!(!e.is_empty());
    g.move_to(10, 6); // MA is left: he may still move (dodging away from #8)
    assert_eq!(g.roll_prompt().roll, "Dodge");
}

/// Standing up costs 3 of an MA 4 player's squares: 1 square is left, then the two Go For
/// Its, and no more (000:L609, L1047).
#[test]
fn an_ma_4_player_who_stands_up_has_1_square_and_2_go_for_its_000_l609_l1047() {
    let mut g = Game::with(|s| s.home.players[6].ma = 4);
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    g.move_to(3, 7);
    assert!(!waits_for_roll(&g), "one free square");
    for x in [4, 5] {
        g.move_to(x, 7);
        assert_eq!(g.roll_prompt().roll, "Go For It");
        g.d6(&[2]);
    }
    let e = refused(&mut g, Decision::Move { to: sq(6, 7) });
    assert!(e.contains("000:L1047"), "{e}");
}
