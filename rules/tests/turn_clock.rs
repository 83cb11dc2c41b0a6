//! The turn clock: four minutes a turn, then a turnover — optional in the box rules
//! (000:L1039-L1041), mandatory at the Bugman's League Cup (001:L102), where it is turnover #5
//! (001:L140). The clock (the window's, or the referee's watch) gives the time-out; the engine
//! rules the turnover. Home plays the first turn.

use crate::common;

use common::*;
use rules::{ActionKind, Ball, Decision, EventKind, Input, Side};

fn bugmans_book() -> tables::Rulebook {
    book()
        .with_file("cup.toml", "[ruleset]\nbugmans-league-cup = \"on\"\n")
        .expect("cup file")
}

fn time_up() -> Input {
    Input::Decide(Decision::TurnTimeUp {
        seconds: rules::TURN_SECONDS,
    })
}

fn turnover_of(events: &[rules::Event]) -> Option<Side> {
    events.iter().find_map(|e| match e.kind {
        EventKind::Turnover { side } => Some(side),
        _ => None,
    })
}

#[test]
fn time_running_out_is_a_turnover_and_the_opponent_plays_000_l1041() {
    let mut g = Game::new();
    assert_eq!(g.turn_side(), Some(Side::Home));
    let events = g.apply(time_up());
    assert_eq!(turnover_of(&events), Some(Side::Home), "{}", text(&events));
    let t = text(&events);
    assert!(t.contains("4:00"), "logged with the clock's time: {t}");
    assert!(t.contains("000:L1039-L1041"), "{t}");
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "the opponent's turn starts"
    );
}

#[test]
fn under_bugmans_rules_the_time_limit_is_turnover_5_001_l140() {
    let book = bugmans_book();
    let mut g = Game::set_up(&book, |_| {});
    g.quiet_kick_off();
    let events = g.apply(time_up());
    assert_eq!(turnover_of(&events), Some(Side::Home));
    assert!(
        text(&events).contains("001:L102, L140"),
        "{}",
        text(&events)
    );
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// The Action in progress ends where it stands, even half done (001:L145): the mover keeps
/// the square he reached and the ball he holds (no bounce: nobody was Knocked Down).
#[test]
fn the_action_in_progress_stops_where_it_stands_001_l145() {
    let mut g = Game::new();
    g.only(&[(home(10), (7, 7)), (away(1), (20, 7))]);
    g.ball(7, 7);
    g.declare(home(10), ActionKind::Move);
    g.move_to(8, 7);
    let events = g.apply(time_up());
    assert_eq!(turnover_of(&events), Some(Side::Home), "{}", text(&events));
    assert_eq!(g.place_of(home(10)), on(sq(8, 7), rules::Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::Held(home(10)));
    assert_eq!(g.turn_side(), Some(Side::Away));
    // The away coach's new turn: his players may act; home #10 may not move on.
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(9, 7) }))
            .is_err()
    );
}

#[test]
fn refused_with_a_reason_when_no_turn_is_in_progress_000_l1041() {
    // Both teams set up, the kick not yet aimed: nobody's turn.
    let mut g = Game::set_up(book(), |_| {});
    let e = g.try_apply(time_up()).expect_err("no turn");
    assert!(e.to_string().contains("no turn is in progress"), "{e}");
    assert_eq!(g.turn_side(), None);
}

/// With a Dodge roll owed, the time-out waits: the dice already asked for are settled first.
#[test]
fn refused_while_a_roll_is_owed_the_dice_come_first_001_l145() {
    let mut g = Game::new();
    g.only(&[(home(10), (7, 7)), (away(1), (8, 7))]);
    g.declare(home(10), ActionKind::Move);
    g.move_to(6, 7);
    let _ = g.roll_prompt();
    let e = g.try_apply(time_up()).expect_err("a roll is owed");
    assert!(e.to_string().contains("settle it"), "{e}");
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
}

#[test]
fn the_time_up_is_never_offered_to_a_coach_in_the_prompt() {
    let g = Game::new();
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::TurnTimeUp { .. }))
    );
}

#[test]
fn a_time_up_is_undone_like_any_input() {
    let mut g = Game::new();
    g.apply(time_up());
    g.apply(Input::Undo);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
}

#[test]
fn the_time_up_input_is_written_in_the_match_log_with_its_seconds() {
    let json = serde_json::to_string(&time_up()).expect("serialises");
    assert_eq!(json, r#"{"decide":{"turn_time_up":{"seconds":240}}}"#);
}
