//! The bounce switch at Blitz Bowl's Bounce Chart (002:L529-L538): a D8 on the board's chart
//! moves the ball one square; a blocked or off-board result goes on clockwise round the chart;
//! an empty square keeps the ball, an Open player takes it with no roll, a Marked or Prone
//! player makes it Bounce again. On the 2016 board with Marking and three Actions, the ball set
//! loose by a Mark onto it (002:L493), so each test fails under the 2016 scatter and catch.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, setup, sq};
use rules::ruleset::{Activation, BouncePolicy, Movement};
use rules::{
    ActionKind, Ball, Die, DieKind, Match, PlayerId, Prompt, RulesetParams, Square, SquareSet,
    Stance,
};

/// The chart used here, clockwise from the top left: 1 (-1, -1), 2 (0, -1), 3 (1, -1), 4 (1, 0),
/// 5 (1, 1), 6 (0, 1), 7 (-1, 1), 8 (-1, 0).
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

fn chart_game(blocked: &[(i32, i32)]) -> Game {
    let mut ruleset = RulesetParams {
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        bounce: BouncePolicy::BounceChart { chart: CHART },
        ..RulesetParams::BB2016
    };
    let mut set = SquareSet::EMPTY;
    for &(x, y) in blocked {
        set.insert(sq(x, y));
    }
    ruleset.pitch.blocked = set;
    let mut game = Game {
        m: Match::with_ruleset(setup(), Arc::new(book().clone()), ruleset)
            .expect("the Bounce Chart is ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

/// Home #7 on (10, 5) Marks the away #7 on (12, 7) by stepping onto the ball on (11, 6): the
/// ball Bounces from (11, 6). Chart squares from there: 1 (10, 5), 2 (11, 5), 3 (12, 5),
/// 4 (12, 6), 5 (12, 7), 6 (11, 7), 7 (10, 7), 8 (10, 6).
fn loose_from_11_6(g: &mut Game, others: &[(PlayerId, (i32, i32))], prone: &[PlayerId]) {
    let mut players = vec![(home(7), (10, 5)), (away(7), (12, 7))];
    players.extend_from_slice(others);
    g.only(&players);
    for &id in prone {
        g.stance(id, Stance::Prone);
    }
    g.ball(11, 6);
    g.declare(home(7), ActionKind::Mark);
    g.move_to(11, 6);
    assert!(
        g.roll_prompt().dice.contains(&DieKind::D8),
        "the ball Bounces"
    );
}

fn ball_rests(g: &Game) -> Option<Square> {
    match g.m.state().ball {
        Ball::OnGround(s) if matches!(g.m.prompt(), Prompt::Decision(_)) => Some(s),
        _ => None,
    }
}

/// The source's example: 7 is obstructed, so is 8, so the ball goes to 1 (002:L534, L538) —
/// not to 6 (counter-clockwise), not back on the roll, not into the blocked square.
#[test]
fn an_obstructed_result_goes_on_clockwise_002_l534_l538() {
    let mut g = chart_game(&[(10, 7), (10, 6)]);
    loose_from_11_6(&mut g, &[], &[]);
    g.dice(&[Die::D8(7)]);
    assert_eq!(ball_rests(&g), Some(sq(10, 5)));
}

/// Off the board counts as obstructed: from the pitch's top row, 1, 2 and 3 are off, so a 1
/// goes on to 4 (002:L534); 2016 would have the crowd throw it in (000:L740).
#[test]
fn an_off_board_result_goes_on_clockwise_002_l534() {
    let mut g = chart_game(&[]);
    g.only(&[(home(7), (10, 0)), (away(7), (12, 1))]);
    g.ball(11, 0);
    g.declare(home(7), ActionKind::Mark);
    g.move_to(11, 0);
    g.dice(&[Die::D8(1)]);
    assert_eq!(ball_rests(&g), Some(sq(12, 0)));
}

/// Onto an Open player: he takes possession, no roll (002:L532); 2016 asks a catch roll.
#[test]
fn an_open_player_takes_the_ball_with_no_roll_002_l532() {
    let mut g = chart_game(&[]);
    loose_from_11_6(&mut g, &[(home(8), (11, 5))], &[]);
    g.dice(&[Die::D8(2)]);
    assert!(matches!(g.m.prompt(), Prompt::Decision(_)), "no catch roll");
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// Onto a Marked player (the away #7, Marked by the home #7): it Bounces again; then onto the
/// empty (13, 6), where it stays (002:L531, L533).
#[test]
fn a_marked_player_makes_it_bounce_again_002_l533() {
    let mut g = chart_game(&[]);
    loose_from_11_6(&mut g, &[], &[]);
    g.dice(&[Die::D8(5)]);
    assert!(
        g.roll_prompt().dice.contains(&DieKind::D8),
        "a second Bounce"
    );
    g.dice(&[Die::D8(3)]);
    assert_eq!(ball_rests(&g), Some(sq(13, 6)));
}

/// Onto a Prone player: it Bounces again (002:L533).
#[test]
fn a_prone_player_makes_it_bounce_again_002_l533() {
    let mut g = chart_game(&[]);
    loose_from_11_6(&mut g, &[(home(8), (11, 5))], &[home(8)]);
    g.dice(&[Die::D8(2)]);
    assert!(g.roll_prompt().dice.contains(&DieKind::D8));
    g.dice(&[Die::D8(2)]);
    assert_eq!(ball_rests(&g), Some(sq(11, 4)));
}

/// An empty square keeps the ball: nothing more is asked (002:L531).
#[test]
fn an_empty_square_keeps_it_002_l531() {
    let mut g = chart_game(&[]);
    loose_from_11_6(&mut g, &[], &[]);
    g.dice(&[Die::D8(6)]);
    assert_eq!(ball_rests(&g), Some(sq(11, 7)));
}
