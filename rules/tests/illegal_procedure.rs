//! Illegal Procedure, the optional Extra Rule (000:L1031-L1037; digest §3.5). Home plays the
//! first turn; home #10 stands on (7,7) with room to move.

use crate::common;

use common::*;
use rules::{ActionKind, Decision, Edit, EventKind, Input, Side};

fn ip_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\nillegal-procedure = \"on\"\n")
        .expect("league file")
}

fn game(book: &tables::Rulebook) -> Game {
    let mut g = Game::set_up(book, |_| {});
    g.quiet_kick_off();
    g
}

fn rerolls(g: &Game, side: Side) -> u8 {
    g.m.state().team(side).rerolls
}

/// Home #10 steps one square before his coach moves the Turn marker.
fn forget_the_marker(g: &mut Game) {
    g.declare(home(10), ActionKind::Move);
    g.move_to(6, 7);
}

fn call(g: &mut Game) -> Vec<rules::Event> {
    g.decide(Decision::CallIllegalProcedure { by: Side::Away })
}

fn upheld(events: &[rules::Event]) -> Option<bool> {
    events.iter().find_map(|e| match e.kind {
        EventKind::IllegalProcedure { upheld, .. } => Some(upheld),
        _ => None,
    })
}

#[test]
fn off_by_default_no_marker_to_move_and_no_call_000_l1031() {
    let mut g = game(book());
    assert!(!g.decision_options().contains(&Decision::MoveTurnMarker));
    forget_the_marker(&mut g);
    let e = g
        .try_apply(Input::Decide(Decision::CallIllegalProcedure {
            by: Side::Away,
        }))
        .expect_err("not in this ruleset");
    assert!(e.to_string().contains("000:L1031"), "{e}");
}

#[test]
fn a_play_before_the_marker_moves_is_called_and_a_re_roll_lost_000_l1037() {
    let book = ip_book();
    let mut g = game(&book);
    assert!(g.decision_options().contains(&Decision::MoveTurnMarker));
    let before = rerolls(&g, Side::Home);
    assert!(before > 0);
    forget_the_marker(&mut g);
    let events = call(&mut g);
    assert_eq!(upheld(&events), Some(true), "{}", text(&events));
    assert_eq!(
        g.decider(),
        Side::Home,
        "the called coach chooses his penalty"
    );
    g.decide(Decision::IllegalProcedurePenalty { end_turn: false });
    assert_eq!(rerolls(&g, Side::Home), before - 1);
    let turn = g.m.state().turn.clone().expect("home's turn goes on");
    assert_eq!(turn.side, Side::Home);
    assert!(
        turn.team_reroll_used,
        "the lost re-roll is this turn's team re-roll"
    );
    assert_eq!(rerolls(&g, Side::Away), 3, "the caller gains nothing");
}

#[test]
fn the_called_coach_may_end_his_turn_instead_and_it_is_no_turnover_000_l1037() {
    let book = ip_book();
    let mut g = game(&book);
    let before = rerolls(&g, Side::Home);
    forget_the_marker(&mut g);
    call(&mut g);
    let events = g.decide(Decision::IllegalProcedurePenalty { end_turn: true });
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { .. })),
        "{}",
        text(&events)
    );
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(rerolls(&g, Side::Home), before, "no re-roll lost");
}

#[test]
fn with_no_re_roll_to_lose_the_opponent_gains_one_000_l1037() {
    let book = ip_book();
    let mut g = game(&book);
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    forget_the_marker(&mut g);
    call(&mut g);
    let away = rerolls(&g, Side::Away);
    g.decide(Decision::IllegalProcedurePenalty { end_turn: false });
    assert_eq!(rerolls(&g, Side::Away), away + 1);
}

#[test]
fn marker_moved_first_or_put_right_in_time_makes_the_call_wrong_000_l1037() {
    let book = ip_book();
    let mut g = game(&book);
    g.decide(Decision::MoveTurnMarker);
    forget_the_marker(&mut g);
    let away = rerolls(&g, Side::Away);
    let events = call(&mut g);
    assert_eq!(upheld(&events), Some(false));
    assert_eq!(
        rerolls(&g, Side::Away),
        away - 1,
        "the wrong caller loses one"
    );
    assert_eq!(g.turn_side(), Some(Side::Home));

    // Late, but before anyone spotted it: no penalty.
    let mut g = game(&book);
    forget_the_marker(&mut g);
    g.decide(Decision::MoveTurnMarker);
    g.edit(Edit::SetRerolls {
        side: Side::Away,
        rerolls: 0,
    });
    let home = rerolls(&g, Side::Home);
    let events = call(&mut g);
    assert_eq!(upheld(&events), Some(false));
    assert_eq!(
        rerolls(&g, Side::Home),
        home + 1,
        "a wrong caller with no re-roll gives the opponent one"
    );
}

#[test]
fn only_the_opposing_coach_may_call_000_l1035() {
    let book = ip_book();
    let mut g = game(&book);
    forget_the_marker(&mut g);
    assert!(
        g.try_apply(Input::Decide(Decision::CallIllegalProcedure {
            by: Side::Home
        }))
        .is_err()
    );
}
