//! Ball Clone (004:L4832-L4859): a second ball on the ball's square that bounces; a ball
//! carried into an End Zone vanishes on a D6 of 1-3, scoring nothing. Each test cites the
//! card's title line, and its dice tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Ball, Die, Prompt, Side};

/// Away holds Ball Clone; home's first turn, the ball off the pitch, so it is not offered; the
/// referee puts home #1 at 5,5, away #1 at 20,10 and the ball on 13,7 before any player acts,
/// and away is asked then and plays it: the clone bounces with a D8 of 2.
fn cloned() -> Game {
    let mut g = card_game(&[], &[Card::BallClone], &[]);
    assert_eq!(offered(&g), None, "the ball is not on the ground");
    g.only(&[(home(1), (5, 5)), (away(1), (20, 10))]);
    g.ball(13, 7);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(offered(&g), Some(Card::BallClone));
    assert_eq!(g.decider(), Side::Away);
    play(&mut g, Card::BallClone, None);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(2)]);
    g
}

#[test]
fn ball_clone_a_second_ball_appears_on_the_balls_square_and_bounces_004_l4832() {
    let g = cloned();
    let s = g.m.state();
    assert_eq!(s.ball, Ball::OnGround(sq(13, 7)));
    let second = s.other_ball_squares().next().expect("a second ball");
    assert_ne!(second, sq(13, 7));
    let (dx, dy) = (i32::from(second.x()) - 13, i32::from(second.y()) - 7);
    assert!(dx.abs() <= 1 && dy.abs() <= 1, "one square: {second}");
}

#[test]
fn ball_clone_both_balls_stay_when_each_team_has_had_a_turn_004_l4832() {
    // Unlike Rogue Ball's two, no replica is found after the teams' turns.
    let mut g = cloned();
    end_turn(&mut g);
    end_turn(&mut g);
    end_turn(&mut g);
    assert!(!matches!(g.m.prompt(), Prompt::Roll(ref r) if r.roll == "Replica ball"));
    assert!(g.m.state().second_ball().is_some());
}

/// Home #1 carries the ball (the first one) into the away End Zone; the D6 is `d6`.
fn scores(d6: u8) -> (Game, String, Option<Ball>) {
    let mut g = cloned();
    let second = g.m.state().second_ball();
    g.score_with(home(1));
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Special Play card");
    assert!(roll.purpose.contains("Ball Clone"), "{}", roll.purpose);
    let said = text(&g.d6(&[d6]));
    (g, said, second)
}

#[test]
fn ball_clone_a_1_to_3_the_ball_vanishes_and_no_touchdown_004_l4832() {
    let (g, said, second) = scores(3);
    let s = g.m.state();
    assert_eq!(s.team(Side::Home).score, 0, "{said}");
    assert!(!said.contains("TOUCHDOWN"), "{said}");
    // The other ball is the ball now, where it lay; one ball in play.
    assert!(s.second_ball().is_none());
    assert_eq!(Some(s.ball), second);
}

#[test]
fn ball_clone_a_4_to_6_the_touchdown_counts_004_l4832() {
    let (g, said, _) = scores(4);
    assert_eq!(g.m.state().team(Side::Home).score, 1, "{said}");
    assert!(said.contains("TOUCHDOWN"), "{said}");
}
