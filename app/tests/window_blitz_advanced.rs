//! Blitz Bowl's advanced rules (seed 002, 002:L741-L782) in the window, on a real SQLite
//! file: the new-match form ticks each rule the engine knows, the match plays with those
//! ticked, and the database keeps them, so the match resumes with them.

use crate::common;
use common::window::{harness_sized, play_until};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::blitz_start::{
    ADVANCED, HEADING, RANDOM_EVENTS_NEED_CARDS, START, advanced_tick,
};
use nuffle_app::gui::{NuffleApp, Session};
use rules::ruleset::AdvancedRule;
use rules::{ActionKind, Decision, DecisionKind, Edit, Input, Place, PlayerId, Prompt, Stance};

/// The window on a new database's start page, a Blitz Bowl match of the first two Team Cards
/// started with the advanced rules `ticked`, played on to the first team's first turn by the
/// simulator's coach.
fn started(db: &std::path::Path, ticked: &[AdvancedRule]) -> Harness<'static, NuffleApp> {
    let session = Session::launch(Some(db.to_path_buf())).expect("the window opens the file");
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    h.get_by_label(HEADING).click();
    h.run();
    assert!(h.query_by_label(ADVANCED).is_some());
    // A tick for every advanced rule the engine knows, none ticked at first.
    // The built-in data has no Random Event Cards (the source prints none): that rule's tick
    // is replaced by a line saying where they come from.
    for rule in AdvancedRule::ALL {
        let tick = h.query_by_label(&advanced_tick(rule)).is_some();
        assert_eq!(tick, rule != AdvancedRule::RandomEvents, "{rule:?}");
    }
    assert!(h.query_by_label(RANDOM_EVENTS_NEED_CARDS).is_some());
    for &rule in ticked {
        h.get_by_label(&advanced_tick(rule)).click();
        h.run();
    }
    h.get_by_label(START).click();
    h.run();
    assert!(play_until(h.state_mut().session_mut(), 2, at_turn));
    h.run();
    h
}

/// The match waits for a team's turn: an Action to declare or the turn to end.
fn at_turn(session: &Session) -> bool {
    matches!(session.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn)
}

/// The acting team's first player on the pitch, and an opponent put Prone next to him by a
/// referee's edit (a Prone player Marks nobody, so the first stays Open, 002:L387).
fn prone_opponent_next_to_the_acting_team(session: &mut Session) -> PlayerId {
    let (fouler, target, square) = {
        let state = session.game().state();
        let side = match session.game().prompt() {
            Prompt::Decision(d) => d.side,
            other => panic!("a turn, not {other:?}"),
        };
        let pitch = state.pitch();
        let (fouler, next) = state
            .on_pitch(side)
            .find_map(|p| {
                let Place::Pitch { square, .. } = p.place else {
                    return None;
                };
                [(1, 0), (-1, 0)]
                    .into_iter()
                    .filter_map(|(dx, dy)| pitch.offset(square, dx, dy))
                    .find(|&s| !state.is_occupied(s) && !state.ruleset.pitch.blocked.contains(s))
                    .map(|s| (p.id, s))
            })
            .expect("a player with a free square beside him");
        let target = state
            .on_pitch(side.opponent())
            .next()
            .expect("an opponent on the pitch")
            .id;
        (fouler, target, next)
    };
    assert!(session.apply(Input::Edit(Edit::PlacePlayer {
        player: target,
        square,
        stance: Stance::Prone,
    })));
    fouler
}

/// The Actions the turn's prompt offers `player`.
fn offered(session: &Session, player: PlayerId) -> Vec<ActionKind> {
    match session.game().prompt() {
        Prompt::Decision(d) if d.kind == DecisionKind::Turn => d
            .options
            .iter()
            .filter_map(|o| match o {
                Decision::Declare { player: p, action } if *p == player => Some(*action),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether the turn panel has a button for `player` that names a Foul.
fn foul_button(h: &Harness<'static, NuffleApp>, player: PlayerId) -> bool {
    let line = format!("#{} ", player.number);
    h.query_all_by(move |n| {
        n.role() == egui::accesskit::Role::Button
            && n.label()
                .is_some_and(|t| t.starts_with(&line) && t.contains("Foul"))
    })
    .next()
    .is_some()
}

/// Foul ticked on the form: a player next to a Prone opponent is offered the Foul Action
/// (002:L745) and the turn panel shows it; the database keeps the rule, so reopened the
/// match still offers it.
#[test]
fn the_foul_ticked_is_offered_and_kept_by_the_database_002_l741_l745() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    let mut h = started(&db, &[AdvancedRule::Foul]);
    let fouler = prone_opponent_next_to_the_acting_team(h.state_mut().session_mut());
    h.run();
    assert!(
        offered(h.state().session(), fouler).contains(&ActionKind::Foul),
        "{:?}",
        offered(h.state().session(), fouler)
    );
    assert!(foul_button(&h, fouler));
    let ruleset = h.state().session().game().state().ruleset;
    assert!(ruleset.advanced.foul.is_some());
    assert!(!ruleset.advanced.throw_team_mate);
    let inputs = h.state().session().game().inputs().len();
    drop(h);

    let session = Session::open(Some(db)).expect("the match resumes");
    assert_eq!(session.game().inputs().len(), inputs);
    assert!(session.game().state().ruleset.advanced.foul.is_some());
    assert!(offered(&session, fouler).contains(&ActionKind::Foul));
    let h = harness_sized(session, [1600.0, 1000.0]);
    assert!(foul_button(&h, fouler));
}

/// Nothing ticked: the same player beside the same Prone opponent has no Foul Action (the
/// advanced rules are a league's choice, 002:L741).
#[test]
fn without_the_tick_there_is_no_foul_002_l741() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    let mut h = started(&db, &[]);
    let fouler = prone_opponent_next_to_the_acting_team(h.state_mut().session_mut());
    h.run();
    assert!(!offered(h.state().session(), fouler).contains(&ActionKind::Foul));
    assert!(!offered(h.state().session(), fouler).is_empty());
    assert!(!foul_button(&h, fouler));
    assert!(
        h.state()
            .session()
            .game()
            .state()
            .ruleset
            .advanced
            .foul
            .is_none()
    );
}
