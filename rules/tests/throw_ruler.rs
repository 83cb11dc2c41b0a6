//! The pass switch at Blitz Bowl's Throw Ruler (002:L510-L546), with the modifier cap
//! (002:L325, L523): a Throw goes to a standing team-mate in the ruler's reach; next to the
//! thrower it is a Hand-off with no roll; else a Throw Check, a D6 against the Throw Value, −1
//! Long, −1 Obstructed, never more than −1 in all; a success is possession with no catch roll,
//! a failure a Bounce from the target's square, a 1 before or after modifiers a Fumble that
//! Bounces from the thrower's. No interception. Played on the 2016 board with Marking, three
//! Actions, no turnovers and the Bounce Chart, the home team's Human Linemen (AG 3: their Throw
//! Value is their Agility roll's 4+), so each test fails under the range ruler.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, setup, sq};
use rules::blitz_team::BlitzProfile;
use rules::ruleset::{Activation, BouncePolicy, Movement, PassPolicy};
use rules::{
    ActionKind, Ball, Decision, Die, DieKind, Match, Prompt, RulesetParams, Square, SquareSet,
    Stance,
};

/// Clockwise from the top left: 1 (-1, -1), 2 (0, -1), 3 (1, -1), 4 (1, 0), 5 (1, 1),
/// 6 (0, 1), 7 (-1, 1), 8 (-1, 0).
const CHART: [[i8; 2]; 8] = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
];

/// The Throw Ruler's Short reach 4 and Long 7 (the data's placeholders).
fn ruler_game(blocked: &[(i32, i32)], cap: Option<u8>) -> Game {
    ruler_game_with(blocked, cap, |_| {})
}

/// As [`ruler_game`], the home #8 with a Blitz Bowl line whose Throw Value is '-'.
fn with_dash_thrower() -> Game {
    ruler_game_with(&[], Some(1), |s| {
        let eight = s
            .home
            .players
            .iter_mut()
            .find(|p| p.number == 8)
            .expect("a home #8");
        eight.blitz = Some(BlitzProfile {
            block: 1,
            throw: None,
            armour: Some(4),
            move_d6: false,
            throw_team_mate: false,
            ability: None,
        });
    })
}

fn ruler_game_with(
    blocked: &[(i32, i32)],
    cap: Option<u8>,
    change: impl FnOnce(&mut rules::MatchSetup),
) -> Game {
    let mut ruleset = RulesetParams {
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        turnovers: false,
        bounce: BouncePolicy::BounceChart { chart: CHART },
        pass: PassPolicy::ThrowRuler { short: 4, long: 7 },
        modifier_cap: cap,
        ..RulesetParams::BB2016
    };
    let mut set = SquareSet::EMPTY;
    for &(x, y) in blocked {
        set.insert(sq(x, y));
    }
    ruleset.pitch.blocked = set;
    let mut s = setup();
    s.home.rerolls = 0;
    s.away.rerolls = 0;
    change(&mut s);
    let mut game = Game {
        m: Match::with_ruleset(s, Arc::new(book().clone()), ruleset)
            .expect("the Throw Ruler and the cap are ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

/// The home #7 on (10, 7) holds the ball, these others placed, and declares a Throw.
fn throw_from_10_7(g: &mut Game, others: &[(rules::PlayerId, (i32, i32))]) {
    let mut players = vec![(home(7), (10, 7))];
    players.extend_from_slice(others);
    g.only(&players);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Pass);
}

fn throw_to(g: &mut Game, x: i32, y: i32) {
    g.decide(Decision::Pass {
        target: sq(x, y),
        range: None,
    });
}

fn waits_for_decision(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(_))
}

fn ball_on_ground(g: &Game) -> Option<Square> {
    match g.m.state().ball {
        Ball::OnGround(s) => Some(s),
        _ => None,
    }
}

/// A team-mate next to the thrower takes the ball with no roll: a Hand-off (002:L546); 2016
/// asks a catch roll.
#[test]
fn a_throw_to_a_team_mate_next_to_him_is_a_hand_off_with_no_roll_002_l546() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (11, 8))]);
    throw_to(&mut g, 11, 8);
    assert!(waits_for_decision(&g), "no roll: {:?}", g.m.prompt());
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// A Short Throw (4 squares) needs the Throw Value, 4+, and a success is possession with no
/// catch roll (002:L518, L525); the Action is over and the turn goes on (002:L458).
#[test]
fn a_short_throw_succeeds_on_the_throw_value_and_is_caught_with_no_roll_002_l518_l525() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (14, 7))]);
    throw_to(&mut g, 14, 7);
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.as_ref(), &[DieKind::D6]);
    assert_eq!(roll.needs, Some(4), "Throw Value 4+, no modifier");
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
    assert!(waits_for_decision(&g), "no catch roll");
    assert!(g.m.state().action().is_none(), "the Throw Action is over");
}

/// A failed Throw Check Bounces the ball from the target's square (002:L525): a 3 against 4+,
/// then the chart's 6 (down) from (14, 7) leaves it on (14, 8), not by the thrower.
#[test]
fn a_failed_throw_bounces_from_the_target_s_square_002_l525() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (14, 7))]);
    throw_to(&mut g, 14, 7);
    g.d6(&[3]);
    assert!(g.roll_prompt().dice.contains(&DieKind::D8), "a Bounce");
    g.dice(&[Die::D8(6)]);
    assert_eq!(ball_on_ground(&g), Some(sq(14, 8)));
}

/// A Long Throw (6 squares, past the Short 4) takes 1 off: a 4 fails, a 5 succeeds
/// (002:L520).
#[test]
fn a_long_throw_takes_one_off_002_l520() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (16, 7))]);
    throw_to(&mut g, 16, 7);
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[4]);
    assert!(g.roll_prompt().dice.contains(&DieKind::D8), "4 - 1 fails");

    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (16, 7))]);
    throw_to(&mut g, 16, 7);
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// A Long Throw to a Marked team-mate is Long and Obstructed, and still only −1 (002:L520,
/// L521, L523): a 5 succeeds, where −2 would fail it; the Marked target takes the ball.
#[test]
fn long_and_obstructed_together_are_only_minus_one_002_l523() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (16, 7)), (away(7), (17, 7))]);
    throw_to(&mut g, 16, 7);
    let roll = g.roll_prompt();
    assert_eq!(roll.needs, Some(5), "{:?}", roll.modifiers);
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// Without the cap the same throw is −2: the switch is what holds it (002:L325).
#[test]
fn without_the_cap_the_modifiers_add_up() {
    let mut g = ruler_game(&[], None);
    throw_from_10_7(&mut g, &[(home(8), (16, 7)), (away(7), (17, 7))]);
    throw_to(&mut g, 16, 7);
    assert_eq!(g.roll_prompt().needs, Some(6));
}

/// An Open opponent under the ruler Obstructs the throw: a 4 fails a Short Throw (002:L521).
#[test]
fn an_open_opponent_under_the_ruler_obstructs_002_l521() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (14, 7)), (away(7), (12, 7))]);
    throw_to(&mut g, 14, 7);
    assert_eq!(g.roll_prompt().needs, Some(5), "no interception is asked");
}

/// A Marked opponent under the ruler does not Obstruct, nor a Prone one: only an Open one does
/// (002:L521). On (12, 7), between (10, 7) and (14, 7): the away #7 Marked by the home #9 on
/// (12, 8), then the away #7 Prone.
#[test]
fn a_marked_or_prone_opponent_under_the_ruler_does_not_obstruct_002_l521() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(
        &mut g,
        &[(home(8), (14, 7)), (home(9), (12, 8)), (away(7), (12, 7))],
    );
    throw_to(&mut g, 14, 7);
    assert_eq!(g.roll_prompt().needs, Some(4), "a Marked opponent");

    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (14, 7)), (away(7), (12, 7))]);
    g.stance(away(7), Stance::Prone);
    throw_to(&mut g, 14, 7);
    assert_eq!(g.roll_prompt().needs, Some(4), "a Prone opponent");
}

/// A blocked square under the ruler Obstructs (002:L521), though it does not stop the throw
/// (002:L512).
#[test]
fn a_blocked_square_under_the_ruler_obstructs_002_l521() {
    let mut g = ruler_game(&[(12, 7)], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (14, 7))]);
    throw_to(&mut g, 14, 7);
    assert_eq!(g.roll_prompt().needs, Some(5));
}

/// A 1 after modifiers is a Fumble: a natural 2 on a Long Throw Bounces from the thrower's
/// square, (10, 7), not the target's (002:L542): the chart's 6 leaves it on (10, 8).
#[test]
fn a_one_after_modifiers_is_a_fumble_from_the_thrower_s_square_002_l542() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(&mut g, &[(home(8), (16, 7))]);
    throw_to(&mut g, 16, 7);
    g.d6(&[2]);
    g.dice(&[Die::D8(6)]);
    assert_eq!(ball_on_ground(&g), Some(sq(10, 8)));
    assert_eq!(g.turn_side(), Some(rules::Side::Home), "no turnover");
}

/// The ruler reaches a standing team-mate within Long; an empty square, an opponent, a Prone
/// team-mate or one past Long are refused, and only the reachable team-mates are offered
/// (002:L512).
#[test]
fn only_standing_team_mates_in_reach_are_targets_002_l512() {
    let mut g = ruler_game(&[], Some(1));
    throw_from_10_7(
        &mut g,
        &[
            (home(8), (14, 7)),
            (home(9), (13, 9)),
            (home(10), (18, 7)),
            (away(7), (13, 5)),
        ],
    );
    g.stance(home(9), Stance::Prone);
    let targets: Vec<Square> = g
        .decision_options()
        .iter()
        .filter_map(|o| match o {
            Decision::Pass { target, .. } => Some(*target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![sq(14, 7)]);
    for (x, y) in [(12, 7), (13, 5), (13, 9), (18, 7)] {
        let refused = g.try_apply(rules::Input::Decide(Decision::Pass {
            target: sq(x, y),
            range: None,
        }));
        assert!(refused.is_err(), "({x}, {y}) accepted");
    }
}

/// The cap holds a 2016 roll too when the switch is on: a Long Bomb (−2) by the AG 3 thrower
/// needs 5+, not 6+ (002:L325).
#[test]
fn the_cap_holds_an_agility_roll_002_l325() {
    let ruleset = RulesetParams {
        modifier_cap: Some(1),
        ..RulesetParams::BB2016
    };
    let mut g = Game {
        m: Match::with_ruleset(setup(), Arc::new(book().clone()), ruleset)
            .expect("the cap is ruled"),
    };
    g.set_up_both();
    g.quiet_kick_off();
    g.only(&[(home(7), (5, 7)), (home(8), (16, 7))]);
    g.ball(5, 7);
    g.declare(home(7), ActionKind::Pass);
    throw_to(&mut g, 16, 7);
    assert_eq!(g.roll_prompt().needs, Some(5));
}

/// A team-mate with a '-' Throw Value never takes possession: a good throw to him Bounces from
/// his square (002:L327, L525): the chart's 4 from (14, 7) leaves it on (15, 7).
#[test]
fn a_dash_throw_team_mate_cannot_take_the_ball_002_l327() {
    let mut g = with_dash_thrower();
    throw_from_10_7(&mut g, &[(home(8), (14, 7))]);
    throw_to(&mut g, 14, 7);
    g.d6(&[6]);
    assert!(g.roll_prompt().dice.contains(&DieKind::D8), "it Bounces");
    g.dice(&[Die::D8(4)]);
    assert_eq!(ball_on_ground(&g), Some(sq(15, 7)));
}

/// A ball Bouncing onto an Open player with a '-' Throw Value Bounces again (002:L327): the
/// failed throw to the home #9 on (14, 7) Bounces to the #8 on (15, 7) (4), then on to
/// (15, 8) (6).
#[test]
fn a_bounce_onto_a_dash_throw_player_bounces_again_002_l327() {
    let mut g = with_dash_thrower();
    throw_from_10_7(&mut g, &[(home(9), (14, 7)), (home(8), (15, 7))]);
    throw_to(&mut g, 14, 7);
    g.d6(&[3]);
    g.dice(&[Die::D8(4)]);
    assert!(g.roll_prompt().dice.contains(&DieKind::D8), "Bounces again");
    g.dice(&[Die::D8(6)]);
    assert_eq!(ball_on_ground(&g), Some(sq(15, 8)));
}

/// A Run onto the ball by a player with a '-' Throw Value does not pick it up: it Bounces
/// (002:L327, L493).
#[test]
fn a_dash_throw_player_running_onto_the_ball_makes_it_bounce_002_l327() {
    let mut g = with_dash_thrower();
    g.only(&[(home(8), (10, 7))]);
    g.ball(11, 7);
    g.declare(home(8), ActionKind::Move);
    g.move_to(11, 7);
    assert!(g.roll_prompt().dice.contains(&DieKind::D8), "it Bounces");
    g.dice(&[Die::D8(2)]);
    assert_eq!(ball_on_ground(&g), Some(sq(11, 6)));
}
