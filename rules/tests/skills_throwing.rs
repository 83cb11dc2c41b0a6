//! Bombs, kicks and flights: Swoop (004:L10644-L10660), Kick Team-Mate (004:L10281-L10319),
//! Bombardier (004:L9993-L10019). Home #7 (a Human Lineman, AG 3) is the thrower or kicker,
//! home #8 (a Lineman given Right Stuff, AG 3: Landing on 4+) the player in the air.

use crate::common;

use common::*;
use rules::{ActionKind, Decision, Die, Facing, Place, Prompt, Side, Stance};

fn pair(thrower: &[&str], flier: &[&str]) -> Game {
    let thrower: Vec<String> = thrower.iter().map(|s| (*s).to_string()).collect();
    let flier: Vec<String> = flier.iter().map(|s| (*s).to_string()).collect();
    let mut g = Game::with(|s| {
        s.home.players[6].skills.extend(thrower);
        s.home.players[7].skills.push("right-stuff".into());
        s.home.players[7].skills.extend(flier);
    });
    g.only(&[(home(7), (10, 7)), (home(8), (11, 7)), (away(1), (2, 2))]);
    g
}

fn d8(g: &mut Game, values: &[u8]) -> Vec<rules::Event> {
    let dice: Vec<Die> = values.iter().map(|&v| Die::D8(v)).collect();
    g.dice(&dice)
}

fn keep_if_offered(g: &mut Game) -> Vec<rules::Event> {
    match g.m.prompt() {
        Prompt::Decision(d) if d.options.contains(&Decision::Reroll(rules::Reroll::Keep)) => {
            g.decide(Decision::Reroll(rules::Reroll::Keep))
        }
        _ => Vec::new(),
    }
}

fn put(g: &mut Game, id: rules::PlayerId, x: i32, y: i32) {
    g.edit(rules::Edit::PlacePlayer {
        player: id,
        square: sq(x, y),
        stance: Stance::Standing,
    });
}

// ---------------------------------------------------------------- Swoop

fn swoop_throw(g: &mut Game, x: i32, y: i32) {
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(x, y),
        range: None,
    });
    g.d6(&[6]);
}

fn face(g: &mut Game, facing: Facing, d6: u8) -> Vec<rules::Event> {
    assert_eq!(
        g.decider(),
        Side::Home,
        "the thrown player's coach faces it"
    );
    let options = g.decision_options();
    assert_eq!(options.len(), 4, "four facings: {options:?}");
    g.decide(Decision::Swoop { facing });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Swoop");
    g.d6(&[d6])
}

#[test]
fn swoop_scatters_on_the_throw_in_template_faced_by_his_coach_004_l10648() {
    let mut g = pair(&["throw-team-mate"], &["swoop"]);
    swoop_throw(&mut g, 15, 7);
    // No D8s: the coach faces the template three times, a D6 each.
    // Towards the away End Zone, 3 is straight on: (16,7).
    face(&mut g, Facing::AwayEndZone, 3);
    // Towards the far sideline, 1 is the diagonal back: (15,8).
    face(&mut g, Facing::FarSideline, 1);
    // Towards the near sideline the template is turned half round, not mirrored (000:L153):
    // 1 is the diagonal towards the away End Zone, (16,7).
    face(&mut g, Facing::NearSideline, 1);
    assert_eq!(g.place_of(home(8)), on(sq(16, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Landing");
}

#[test]
fn swoop_adds_one_to_the_landing_roll_004_l10655() {
    let mut g = pair(&["throw-team-mate"], &["swoop"]);
    swoop_throw(&mut g, 15, 7);
    face(&mut g, Facing::AwayEndZone, 3);
    face(&mut g, Facing::AwayEndZone, 3);
    face(&mut g, Facing::HomeEndZone, 4);
    assert_eq!(g.place_of(home(8)), on(sq(16, 7), Stance::Standing));
    let landing = g.roll_prompt();
    assert_eq!(landing.modifiers.iter().map(|m| m.value).sum::<i8>(), 1);
    // AG 3 needs 4+; a 3 lands only with Swoop's +1.
    g.d6(&[3]);
    assert_eq!(g.place_of(home(8)), on(sq(16, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

#[test]
fn swoop_off_the_pitch_is_beaten_up_by_the_crowd_004_l10648() {
    let mut g = pair(&["throw-team-mate"], &["swoop"]);
    g.only(&[(home(7), (10, 1)), (home(8), (11, 1)), (away(1), (2, 12))]);
    swoop_throw(&mut g, 13, 1);
    face(&mut g, Facing::NearSideline, 3);
    assert!(matches!(g.m.prompt(), Prompt::Decision(_)));
    face(&mut g, Facing::NearSideline, 4);
    assert_eq!(g.roll_prompt().roll, "Injury", "the crowd, no Armour roll");
    assert_eq!(g.place_of(home(8)), Place::Reserves);
}

#[test]
fn swoop_landing_on_a_player_scatters_on_with_the_template_004_l10650() {
    let mut g = pair(&["throw-team-mate"], &["swoop"]);
    put(&mut g, away(3), 18, 7);
    swoop_throw(&mut g, 15, 7);
    face(&mut g, Facing::AwayEndZone, 3);
    face(&mut g, Facing::AwayEndZone, 4);
    face(&mut g, Facing::AwayEndZone, 3);
    // Onto away #3 on (18,7): he is Knocked Down (Armour roll), then the flier goes on, again
    // with the template ("each time the player scatters").
    assert_eq!(g.place_of(away(3)), on(sq(18, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.dice(&[Die::D6(1), Die::D6(1)]);
    face(&mut g, Facing::FarSideline, 3);
    assert_eq!(g.place_of(home(8)), on(sq(18, 8), Stance::Prone));
    assert_eq!(
        g.roll_prompt().roll,
        "Armour",
        "he landed on a player: no Landing roll"
    );
}

#[test]
fn swoop_with_stunty_counts_tackle_zones_on_a_dodge_004_l10656() {
    let mut g = pair(&[], &["swoop", "stunty"]);
    g.only(&[(home(8), (10, 7)), (away(1), (11, 6)), (away(2), (12, 8))]);
    g.declare(home(8), ActionKind::Move);
    g.move_to(11, 7);
    let dodge = g.roll_prompt();
    assert_eq!(dodge.roll, "Dodge");
    // +1 dodging, -2 for the two Tackle Zones on (11,7): Stunty does not ignore them.
    assert_eq!(dodge.modifiers.iter().map(|m| m.value).sum::<i8>(), -1);
}

#[test]
fn swoop_only_when_thrown_kicked_player_scatters_with_d8_004_l10648() {
    let mut g = pair(&["kick-team-mate"], &["swoop"]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::KickTeamMate {
        player: home(8),
        long: false,
    });
    g.d6(&[2]);
    let scatter = g.roll_prompt();
    assert_eq!(scatter.roll, "Thrown player scatter");
    d8(&mut g, &[5, 5, 4]);
    let landing = g.roll_prompt();
    assert!(landing.modifiers.is_empty(), "no Swoop +1 on a kick");
}

// ---------------------------------------------------------------- Kick Team-Mate

fn kick(g: &mut Game, long: bool) {
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::KickTeamMate {
        player: home(8),
        long,
    });
}

#[test]
fn short_kick_flies_d6_squares_away_then_scatters_three_times_004_l10293() {
    let mut g = pair(&["kick-team-mate"], &[]);
    kick(&mut g, false);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Kick Team-Mate");
    assert_eq!(roll.dice.len(), 1, "a short kick is a D6");
    g.d6(&[4]);
    // (11,7) directly away from (10,7), 4 squares: (15,7); then D8 5, 5, 4 (+1, +1, -1).
    d8(&mut g, &[5, 5, 4]);
    assert_eq!(g.place_of(home(8)), on(sq(16, 7), Stance::Standing));
    let landing = g.roll_prompt();
    assert_eq!(landing.roll, "Landing");
    assert!(landing.modifiers.is_empty(), "4 squares: no kick modifier");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), on(sq(16, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    // The kick took the Blitz's block; the kicker may still move.
    let options = g.decision_options();
    assert!(options.iter().any(|d| matches!(d, Decision::Move { .. })));
    assert!(
        !options
            .iter()
            .any(|d| matches!(d, Decision::KickTeamMate { .. }))
    );
}

#[test]
fn long_kick_of_six_to_eight_squares_lands_at_minus_one_004_l10317() {
    let mut g = pair(&["kick-team-mate"], &[]);
    kick(&mut g, true);
    assert_eq!(g.roll_prompt().dice.len(), 2, "a long kick is 2D6");
    g.d6(&[3, 4]);
    d8(&mut g, &[5, 5, 4]);
    // 7 squares to (18,7), then (19,7).
    assert_eq!(g.place_of(home(8)), on(sq(19, 7), Stance::Standing));
    let landing = g.roll_prompt();
    assert_eq!(landing.modifiers.iter().map(|m| m.value).sum::<i8>(), -1);
    // A 4 lands at AG 3 without the -1; with it he crashes.
    g.d6(&[4]);
    keep_if_offered(&mut g);
    assert_eq!(g.place_of(home(8)), on(sq(19, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.turnover(), None, "no ball: a crash is no turnover");
}

#[test]
fn long_kick_of_nine_or_more_lands_at_minus_two_004_l10318() {
    let mut g = pair(&["kick-team-mate"], &[]);
    kick(&mut g, true);
    g.d6(&[5, 4]);
    d8(&mut g, &[5, 5, 4]);
    assert_eq!(g.place_of(home(8)), on(sq(21, 7), Stance::Standing));
    let landing = g.roll_prompt();
    assert_eq!(landing.modifiers.iter().map(|m| m.value).sum::<i8>(), -2);
}

#[test]
fn long_kick_double_is_an_injury_roll_and_stunned_counts_as_kod_004_l10287() {
    let mut g = pair(&["kick-team-mate"], &[]);
    g.ball(11, 7);
    kick(&mut g, true);
    g.d6(&[3, 3]);
    let injury = g.roll_prompt();
    assert_eq!(injury.roll, "Injury");
    // 2+3 = 5: Stunned on the table, KO'd for the kick.
    g.d6(&[2, 3]);
    assert_eq!(g.place_of(home(8)), Place::KnockedOut);
    // The ball he held bounces from his square.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert!(g.turnover().is_some(), "he held the ball");
}

#[test]
fn kicked_off_the_pitch_goes_to_the_kod_box_ball_thrown_in_004_l10298() {
    let mut g = pair(&["kick-team-mate"], &[]);
    g.only(&[(home(7), (10, 7)), (home(8), (11, 6)), (away(1), (2, 12))]);
    g.ball(11, 6);
    kick(&mut g, true);
    // Diagonally away, (1,-1): 7 squares leave the pitch after (17,0).
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(home(8)), Place::KnockedOut, "no Injury roll");
    let throw_in = g.roll_prompt();
    assert_eq!(throw_in.roll, "Throw-in");
    assert!(throw_in.purpose.contains("(17, 0)"), "{}", throw_in.purpose);
    assert!(g.turnover().is_some());
}

#[test]
fn kicked_onto_a_player_knocks_him_down_and_scatters_on_004_l10303() {
    let mut g = pair(&["kick-team-mate"], &[]);
    put(&mut g, away(3), 16, 7);
    g.stance(away(3), Stance::Prone);
    kick(&mut g, false);
    g.d6(&[4]);
    d8(&mut g, &[5, 5, 4]);
    // Even a Prone player is Knocked Down, with an Armour roll.
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    d8(&mut g, &[7]);
    assert_eq!(g.place_of(home(8)), on(sq(16, 8), Stance::Prone));
    assert_eq!(
        g.roll_prompt().roll,
        "Armour",
        "landed on a player: no Landing roll"
    );
}

#[test]
fn kick_team_mate_only_in_a_blitz_only_right_stuff_once_004_l10281() {
    let mut g = pair(&["kick-team-mate"], &[]);
    put(&mut g, home(9), 9, 7);
    g.declare(home(7), ActionKind::Move);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::KickTeamMate {
            player: home(8),
            long: false,
        }))
        .is_err(),
        "a Move Action kicks no one"
    );
    g.decide(Decision::EndAction);
    let mut g = pair(&["kick-team-mate"], &[]);
    put(&mut g, home(9), 9, 7);
    g.declare(home(7), ActionKind::Blitz);
    let options = g.decision_options();
    assert!(options.contains(&Decision::KickTeamMate {
        player: home(8),
        long: true
    }));
    assert!(
        !options
            .iter()
            .any(|d| matches!(d, Decision::KickTeamMate { player, .. } if *player == home(9))),
        "#9 has no Right Stuff"
    );
    let mut g = pair(&[], &[]);
    g.declare(home(7), ActionKind::Blitz);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::KickTeamMate {
            player: home(8),
            long: false,
        }))
        .is_err(),
        "no Kick Team-Mate skill"
    );
}

// ---------------------------------------------------------------- Bombardier

fn bomber() -> Game {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("bombardier".into());
    });
    g.only(&[(home(7), (10, 7)), (away(1), (2, 2))]);
    g
}

fn bomb(g: &mut Game, x: i32, y: i32) -> Vec<rules::Event> {
    g.declare(home(7), ActionKind::Bomb);
    g.decide(Decision::Pass {
        target: sq(x, y),
        range: None,
    })
}

#[test]
fn bomb_explodes_on_an_empty_square_adjacent_players_down_on_4_in_reading_order_004_l10018() {
    let mut g = bomber();
    put(&mut g, home(8), 5, 5);
    put(&mut g, away(4), 15, 6);
    put(&mut g, away(3), 15, 7);
    bomb(&mut g, 14, 7);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Pass");
    g.d6(&[6]);
    let blast = g.roll_prompt();
    assert_eq!(blast.roll, "Bomb blast");
    assert_eq!(blast.dice.len(), 2, "one D6 per adjacent player");
    // Reading order: (15,6) before (15,7).
    g.d6(&[4, 3]);
    assert_eq!(g.place_of(away(4)), on(sq(15, 6), Stance::Prone));
    assert_eq!(g.place_of(away(3)), on(sq(15, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // The bomb was not the team's Pass Action, and it was the bomber's Action.
    let state = g.m.state();
    assert!(!state.turn.as_ref().expect("turn").pass_used);
    assert!(state.player(home(7)).expect("bomber").acted);
    assert!(g.decision_options().iter().any(|d| matches!(
        d,
        Decision::Declare {
            action: ActionKind::Pass,
            ..
        }
    )));
}

#[test]
fn bomb_knocks_down_prone_and_stunned_players_too_004_l10018() {
    let mut g = bomber();
    put(&mut g, away(3), 15, 7);
    g.stance(away(3), Stance::Stunned);
    bomb(&mut g, 14, 7);
    g.d6(&[6]);
    g.d6(&[4]);
    assert_eq!(g.place_of(away(3)), on(sq(15, 7), Stance::Stunned));
    assert_eq!(
        g.roll_prompt().roll,
        "Armour",
        "an Armour roll though already down"
    );
}

#[test]
fn bomber_may_not_move_nor_bomb_from_prone_004_l9999() {
    let mut g = bomber();
    g.stance(home(7), Stance::Prone);
    let prone = g.try_apply(rules::Input::Decide(Decision::Declare {
        player: home(7),
        action: ActionKind::Bomb,
    }));
    assert!(prone.is_err(), "no standing up to throw a bomb");
    g.stance(home(7), Stance::Standing);
    let no_skill = g.try_apply(rules::Input::Decide(Decision::Declare {
        player: home(8),
        action: ActionKind::Bomb,
    }));
    assert!(no_skill.is_err(), "#8 is no Bombardier");
    g.declare(home(7), ActionKind::Bomb);
    let moved = g.try_apply(rules::Input::Decide(Decision::Move { to: sq(11, 7) }));
    assert!(moved.is_err(), "no move before the bomb");
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Move { .. }))
    );
}

#[test]
fn fumbled_bomb_explodes_on_the_thrower_and_is_a_turnover_004_l10001_l10016() {
    let mut g = bomber();
    put(&mut g, away(3), 9, 7);
    bomb(&mut g, 14, 7);
    // A 1 fumbles; the thrower is Knocked Down with no roll, away #3 next to him on 4+.
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert_eq!(g.roll_prompt().roll, "Bomb blast");
    g.d6(&[5]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(3)), on(sq(9, 7), Stance::Prone));
    assert!(g.turnover().is_some());
}

#[test]
fn bomb_onto_a_player_declined_catch_explodes_on_him_004_l10014() {
    let mut g = bomber();
    put(&mut g, away(3), 14, 7);
    bomb(&mut g, 14, 7);
    g.d6(&[6]);
    assert_eq!(g.decider(), Side::Away, "the catcher's coach");
    let options = g.decision_options();
    assert!(options.contains(&Decision::CatchBomb { catch: false }));
    g.decide(Decision::CatchBomb { catch: false });
    // No player next to (14,7): no blast roll; the player on the square is Knocked Down.
    assert_eq!(g.place_of(away(3)), on(sq(14, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

#[test]
fn caught_bomb_must_be_thrown_on_at_once_004_l10010() {
    let mut g = bomber();
    put(&mut g, away(5), 14, 7);
    bomb(&mut g, 14, 7);
    g.d6(&[6]);
    g.decide(Decision::CatchBomb { catch: true });
    let catch = g.roll_prompt();
    assert_eq!(catch.roll, "Catch");
    // +1 for the accurate pass: AG 3 catches on a 3.
    g.d6(&[3]);
    let options = g.decision_options();
    assert_eq!(g.decider(), Side::Away);
    assert!(options.contains(&Decision::Pass {
        target: sq(18, 12),
        range: None
    }));
    assert!(
        !options
            .iter()
            .any(|d| matches!(d, Decision::EndAction | Decision::EndTurn))
    );
    g.decide(Decision::Pass {
        target: sq(18, 12),
        range: None,
    });
    g.d6(&[6]);
    // It explodes on the empty (18,12), no one near: the home turn goes on.
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == rules::DecisionKind::Turn));
}

#[test]
fn intercepted_bomb_is_no_turnover_and_is_thrown_on_004_l10001() {
    let mut g = bomber();
    put(&mut g, away(2), 12, 7);
    bomb(&mut g, 15, 7);
    assert_eq!(g.decider(), Side::Away);
    g.decide(Decision::Intercept {
        player: Some(away(2)),
    });
    assert_eq!(g.roll_prompt().roll, "Interception");
    g.d6(&[6]);
    keep_if_offered(&mut g);
    assert_eq!(g.turnover(), None, "an intercepted bomb is no turnover");
    assert_eq!(g.decider(), Side::Away, "he throws it on at once");
    g.decide(Decision::Pass {
        target: sq(15, 12),
        range: None,
    });
    g.d6(&[6]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Every skill for throwing the ball works for a bomb (004:L10002-L10004), Safe Throw's
/// cancelled interception (004:L10520-L10523) too (only its fumble half is for a ball, not a
/// bomb, 001:L935). Intercepted on a 6, the Bombardier's unmodified AG 3 roll of 4 cancels it:
/// the bomb flies on, the away player does not throw it on.
#[test]
fn safe_throw_cancels_the_interception_of_a_bomb_004_l10004_l10521() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("bombardier".into());
        s.home.players[6].skills.push("safe-throw".into());
    });
    g.only(&[(home(7), (10, 7)), (away(1), (2, 2)), (away(2), (12, 7))]);
    bomb(&mut g, 15, 7);
    g.decide(Decision::Intercept {
        player: Some(away(2)),
    });
    g.d6(&[6]);
    keep_if_offered(&mut g);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.side), ("Safe Throw", Side::Home));
    g.d6(&[4]);
    keep_if_offered(&mut g);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.player),
        ("Pass", Some(home(7))),
        "the Bombardier's throw goes on, no re-throw by the interceptor"
    );
}

/// The Safe Throw failed (a 1), the interception stands: he throws it on at once.
#[test]
fn a_failed_safe_throw_leaves_the_bomb_with_the_interceptor_004_l10001_l10521() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("bombardier".into());
        s.home.players[6].skills.push("safe-throw".into());
    });
    g.only(&[(home(7), (10, 7)), (away(1), (2, 2)), (away(2), (12, 7))]);
    bomb(&mut g, 15, 7);
    g.decide(Decision::Intercept {
        player: Some(away(2)),
    });
    g.d6(&[6]);
    keep_if_offered(&mut g);
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.decider(), Side::Away, "he throws it on at once");
}

#[test]
fn bomb_scattering_into_the_crowd_explodes_harmlessly_004_l10016() {
    let mut g = bomber();
    put(&mut g, home(7), 10, 1);
    put(&mut g, away(3), 15, 1);
    bomb(&mut g, 14, 1);
    // Inaccurate (2 at AG 3), then scatters 2 (0,-1) off the near sideline.
    g.d6(&[2]);
    keep_if_offered(&mut g);
    assert_eq!(g.roll_prompt().roll, "Bomb scatter");
    d8(&mut g, &[2, 2, 2]);
    assert_eq!(g.place_of(away(3)), on(sq(15, 1), Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == rules::DecisionKind::Turn));
}

// ---------------------------------------------------------------- Pass Block

/// Home #5 (a Human Thrower) passes from (10,7) to home #3 on (16,7); away #1 has Pass Block.
fn pass_block(at: (i32, i32)) -> Game {
    let mut g = Game::with(|s| {
        s.away.players[0].skills.push("pass-block".into());
    });
    g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(1), at)]);
    g.ball(10, 7);
    g
}

fn announce(g: &mut Game) {
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
}

#[test]
fn pass_block_moves_up_to_three_squares_before_interceptions_004_l10418() {
    let mut g = pass_block((13, 11));
    announce(&mut g);
    assert_eq!(g.decider(), Side::Away);
    let options = g.decision_options();
    // From (13,11) the ruler's corridor (one square either side of y = 7) is three squares
    // away: (13,10) leads there, (13,12) leads nowhere within 3.
    assert!(options.contains(&Decision::MovePlayer {
        player: away(1),
        to: sq(13, 10)
    }));
    assert!(!options.contains(&Decision::MovePlayer {
        player: away(1),
        to: sq(13, 12)
    }));
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 10),
    });
    // Not yet on a legal destination: he may not stop.
    assert!(!g.decision_options().contains(&Decision::Done));
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 8),
    });
    assert_eq!(g.place_of(away(1)), on(sq(13, 8), Stance::Standing));
    // Three squares: no more; he stands where he may intercept, so done.
    let options = g.decision_options();
    assert_eq!(options, vec![Decision::Done]);
    g.decide(Decision::Done);
    // Then the interception is offered, with him.
    assert!(g.decision_options().contains(&Decision::Intercept {
        player: Some(away(1))
    }));
}

#[test]
fn pass_block_not_offered_when_no_legal_destination_is_in_reach_004_l10427() {
    let mut g = pass_block((13, 12));
    announce(&mut g);
    // Four squares from the corridor: no Pass Block step; the pass roll is asked.
    assert_eq!(g.roll_prompt().roll, "Pass");
}

/// A Long Bomb from (3,7) to a catcher on (14,7); away #1 on (8,3), with Pass Block and
/// `skills`, is 4 or more squares from the thrower's and the catcher's Tackle Zones, so only
/// the squares to intercept from are in reach (004:L10427-L10430).
fn pass_block_far_from_both(skills: &[&str]) -> Game {
    let mut g = Game::with(|s| {
        for skill in ["pass-block"].iter().chain(skills) {
            s.away.players[0].skills.push((*skill).into());
        }
    });
    g.only(&[(home(5), (3, 7)), (home(3), (14, 7)), (away(1), (8, 3))]);
    g.ball(3, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(14, 7),
        range: None,
    });
    g
}

/// A legal destination puts him where he could attempt an interception (004:L10427-L10430),
/// and a No Hands player never may (004:L10396): with only such squares in reach he makes no
/// Pass Block move, and the Pass roll is asked; without No Hands he moves.
#[test]
fn pass_block_gives_a_no_hands_player_no_square_to_intercept_from_004_l10427_l10396() {
    let g = pass_block_far_from_both(&["no-hands"]);
    assert_eq!(g.roll_prompt().roll, "Pass");
    let g = pass_block_far_from_both(&[]);
    assert_eq!(g.prompt_kind(), Some(rules::DecisionKind::PassBlock));
}

/// Safe Throw's failed roll leaves the interception standing (004:L10518-L10523): the
/// ruling that he intercepts says whose roll it quotes, the thrower's failed Safe Throw (a 1
/// needing 4+), not as if the interceptor's 6 had been a 1.
#[test]
fn an_interception_standing_after_a_failed_safe_throw_names_that_roll_004_l10521() {
    let mut g = Game::with(|s| {
        s.home.players[4].skills.push("safe-throw".into());
    });
    g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(2), (12, 7))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(away(2)),
    });
    g.d6(&[6]);
    keep_if_offered(&mut g);
    assert_eq!(g.roll_prompt().roll, "Safe Throw");
    let mut said = g.d6(&[1]);
    said.extend(keep_if_offered(&mut g));
    let t = text(&said);
    assert!(
        t.contains("intercepts the pass (the thrower's Safe Throw failed:"),
        "{t}"
    );
    assert!(!t.contains("intercepts the pass (needed"), "{t}");
}

#[test]
fn pass_block_not_against_a_bomb_004_l10420() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("bombardier".into());
        s.away.players[0].skills.push("pass-block".into());
    });
    g.only(&[(home(7), (10, 7)), (away(1), (13, 10))]);
    g.declare(home(7), ActionKind::Bomb);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    assert_eq!(
        g.roll_prompt().roll,
        "Pass",
        "no Pass Block, no one to intercept"
    );
}

#[test]
fn bomb_may_be_a_hail_mary_pass_never_intercepted_004_l9998() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("bombardier".into());
        s.home.players[6].skills.push("hail-mary-pass".into());
    });
    g.only(&[(home(7), (10, 7)), (away(2), (14, 7)), (away(1), (2, 2))]);
    g.declare(home(7), ActionKind::Bomb);
    g.decide(Decision::HailMary { target: sq(22, 7) });
    // Away #2 stands on the way: no interception for a Hail Mary Pass.
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Hail Mary Pass");
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Bomb scatter", "never accurate");
    d8(&mut g, &[5, 5, 5]);
    // (25,7): an empty End Zone square, no one near.
    assert_eq!(g.turnover(), None);
    assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == rules::DecisionKind::Turn));
}

#[test]
fn bomb_knocking_over_a_ball_carrier_drops_the_ball_004_l10018() {
    let mut g = bomber();
    put(&mut g, away(3), 15, 7);
    g.ball(15, 7);
    bomb(&mut g, 14, 7);
    g.d6(&[6]);
    g.d6(&[6]);
    assert_eq!(g.place_of(away(3)), on(sq(15, 7), Stance::Prone));
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert_eq!(g.turnover(), None, "an opponent knocked over: no turnover");
}
