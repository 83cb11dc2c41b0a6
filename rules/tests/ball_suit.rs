//! The Snotling Ball-Suit, a Goblin team's special ball (004:L2272-L2306): once in each Goblin
//! turn its coach moves the ball D3 squares on the Throw-in template; held by an opponent it
//! first tries to escape. Eleven Goblins (away) kick it to the Human quick-start team (home).
//! The Throw-in template faced towards the away End Zone moves it one square towards x + 1 on
//! a 3-4, (x + 1, y + 1) on a 1-2 (`tables/data/passing-2016.toml`).

use crate::common;

use common::special_balls::{balls_book, eleven_kick};
use common::*;
use rules::special_ball::SpecialBall;
use rules::{Ball, Decision, DecisionKind, Die, Event, Facing, Input, Side};

const EAST: Decision = Decision::BallSuit {
    facing: Facing::AwayEndZone,
};

/// The Goblins kick the Snotling Ball-Suit (away #7 kicking); it comes down and bounces, Home
/// plays and ends its turn with only the players `at` on the pitch: the Goblins' turn.
fn goblins_turn(at: &[(rules::PlayerId, (i32, i32))]) -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = eleven_kick(book, "goblin", "Goblin");
    g.decide(Decision::SpecialBall {
        ball: SpecialBall::SnotlingBallSuit,
        kicker: away(7),
    });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(
        !g.decision_options().contains(&Decision::MoveBallSuit),
        "not in the opponent's turn"
    );
    g.only(at);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g
}

/// One square of its move: the template faced towards the away End Zone, a D6.
fn step(g: &mut Game, d6: u8) -> Vec<Event> {
    assert_eq!(g.prompt_kind(), Some(DecisionKind::BallSuit));
    assert_eq!(g.decider(), Side::Away, "the Goblin coach faces it");
    g.decide(EAST);
    assert_eq!(g.roll_prompt().roll, "Snotling Ball-Suit move");
    g.d6(&[d6])
}

fn said(events: &[Event], words: &str) -> bool {
    events.iter().any(|e| e.text.contains(words))
}

#[test]
fn the_loose_ball_moves_d3_squares_on_the_throw_in_template_once_a_turn_004_l2288() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (5, 7))]);
    g.ball(10, 7);
    assert!(g.decision_options().contains(&Decision::MoveBallSuit));
    g.decide(Decision::MoveBallSuit);
    assert_eq!(g.roll_prompt().roll, "Snotling Ball-Suit MA");
    // A D3 from a 5 is 3 squares (not 5, not 2).
    g.d6(&[5]);
    for x in 11..=13 {
        step(&mut g, 3);
        assert_eq!(g.m.state().ball, Ball::OnGround(sq(x, 7)));
    }
    // Three squares, then the turn goes on: no fourth, and no second move this turn.
    let options = g.decision_options();
    assert!(options.contains(&Decision::EndTurn), "{options:?}");
    assert!(!options.contains(&Decision::MoveBallSuit));
    assert!(g.try_apply(Input::Decide(Decision::MoveBallSuit)).is_err());
    assert!(g.turnover().is_none());
}

#[test]
fn a_goblin_holding_it_keeps_it_our_reading_004_l2280() {
    let mut g = goblins_turn(&[(away(7), (10, 7))]);
    g.ball(10, 7);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert!(!g.decision_options().contains(&Decision::MoveBallSuit));
}

#[test]
fn held_by_an_opponent_a_passed_agility_test_at_plus_1_keeps_it_004_l2283() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (10, 7))]);
    g.ball(10, 7);
    g.decide(Decision::MoveBallSuit);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Snotling Ball-Suit escape");
    assert_eq!(roll.side, Side::Home, "the opposing coach rolls");
    assert_eq!(roll.player, Some(home(7)));
    // AG 3 needs 4+; the +1 makes a 3 pass.
    let events = g.d6(&[3]);
    assert!(said(&events, "keeps hold"), "{}", text(&events));
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    assert!(!g.decision_options().contains(&Decision::MoveBallSuit));
}

#[test]
fn a_failed_test_bounces_it_once_as_a_square_of_its_movement_004_l2285() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (10, 7))]);
    g.ball(10, 7);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[2]);
    assert_ne!(
        g.prompt_kind(),
        Some(DecisionKind::Reroll),
        "no re-roll of the escape"
    );
    assert_eq!(g.roll_prompt().roll, "Snotling Ball-Suit bounce");
    // D8 5: one square towards x + 1.
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 7)));
    // A D3 of 3 (a 6), less the bounce: two squares.
    assert_eq!(g.roll_prompt().roll, "Snotling Ball-Suit MA");
    g.d6(&[6]);
    step(&mut g, 3);
    step(&mut g, 3);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(13, 7)));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

#[test]
fn into_a_goblin_s_square_he_catches_it_at_plus_1_and_its_move_ends_004_l2301() {
    let mut g = goblins_turn(&[(away(8), (12, 7)), (home(7), (5, 7))]);
    g.ball(10, 7);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[6]); // three squares
    step(&mut g, 3);
    step(&mut g, 3);
    let catch = g.roll_prompt();
    assert_eq!(catch.roll, "Catch");
    assert_eq!(catch.player, Some(away(8)));
    assert!(
        catch.modifiers.iter().any(|m| m.value == 1),
        "{:?}",
        catch.modifiers
    );
    // AG 3 needs 4+; a 3 is caught only with the +1.
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(away(8)));
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "its third square is not moved: {:?}",
        g.m.prompt()
    );
}

#[test]
fn into_an_opponent_s_square_he_catches_it_with_no_bonus_004_l2301() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(8), (11, 7))]);
    g.ball(10, 7);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[1]); // one square
    step(&mut g, 3);
    let catch = g.roll_prompt();
    assert_eq!(catch.player, Some(home(8)));
    assert!(
        catch.modifiers.iter().all(|m| m.value != 1),
        "{:?}",
        catch.modifiers
    );
}

#[test]
fn off_the_pitch_the_crowd_throws_it_in_and_its_move_ends_004_l2297() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (5, 7))]);
    g.ball(10, 0);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[6]);
    g.decide(Decision::BallSuit {
        facing: Facing::NearSideline,
    });
    // 3-4 straight on: off over the near sideline.
    let events = g.d6(&[3]);
    assert!(said(&events, "throws it in"), "{}", text(&events));
    assert_ne!(g.prompt_kind(), Some(DecisionKind::BallSuit));
    assert_eq!(g.m.state().ball, Ball::OffPitch);
}

#[test]
fn the_next_goblin_turn_it_may_move_again_004_l2278() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (5, 7))]);
    g.ball(10, 7);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[1]);
    step(&mut g, 3);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(!g.decision_options().contains(&Decision::MoveBallSuit));
    g.decide(Decision::EndTurn);
    assert!(g.decision_options().contains(&Decision::MoveBallSuit));
}

#[test]
fn a_d3_of_1_after_the_escape_s_bounce_moves_it_no_further_004_l2285() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (10, 7))]);
    g.ball(10, 7);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[1]);
    g.dice(&[Die::D8(5)]);
    g.d6(&[2]); // a D3 of 1, spent on the bounce
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 7)));
    assert_ne!(g.prompt_kind(), Some(DecisionKind::BallSuit));
    assert!(g.decision_options().contains(&Decision::EndTurn));
}

#[test]
fn caught_by_a_goblin_in_the_end_zone_it_is_a_touchdown_000_l804() {
    // The Goblins score at x = 0; Goblin #8 stands in the End Zone on (0,7).
    let mut g = goblins_turn(&[(away(8), (0, 7)), (home(7), (20, 7))]);
    g.ball(2, 7);
    g.decide(Decision::MoveBallSuit);
    g.d6(&[3]); // two squares
    for _ in 0..2 {
        g.decide(Decision::BallSuit {
            facing: Facing::HomeEndZone,
        });
        g.d6(&[3]);
    }
    assert_eq!(g.roll_prompt().player, Some(away(8)));
    let events = g.d6(&[6]);
    assert!(said(&events, "TOUCHDOWN"), "{}", text(&events));
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

/// The suit makes "a Move action with the ball as though it were a player on their team"
/// (004:L2278-L2280): once it has, a player of the team has acted, and the coach may no longer
/// concede "before any of his players has acted" (000:L820; our reading). Before it moves he
/// may.
#[test]
fn after_the_suit_moves_the_turn_has_begun_and_its_coach_may_not_concede_000_l820() {
    let mut g = goblins_turn(&[(away(7), (20, 7)), (home(7), (5, 7))]);
    g.ball(10, 7);
    assert!(g.decision_options().contains(&Decision::Concede));
    g.decide(Decision::MoveBallSuit);
    // A D3 from a 1: one square.
    g.d6(&[1]);
    step(&mut g, 3);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 7)));
    assert!(!g.decision_options().contains(&Decision::Concede));
    assert!(g.try_apply(Input::Decide(Decision::Concede)).is_err());
}
