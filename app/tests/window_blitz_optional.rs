//! Blitz Bowl's optional Arenas (002:L788-L806) and the Rookies to Watch card's holder
//! (002:L735) from the window's new-match form, on a real SQLite file: the match plays with
//! what the form chose, and the database keeps it, so the match resumes with it.

use crate::common;
use common::window::{harness_sized, play_until};

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::Session;
use nuffle_app::gui::blitz_start::{
    HEADING, ROOKIES_HOLDER, START, advanced_tick, d8_button, optional_tick, toss_tick,
};
use rules::ruleset::{AdvancedRule, OptionalRule};
use rules::{DecisionKind, Prompt, Side};

/// The match waits for a team's turn: an Action to declare or the turn to end.
fn at_turn(session: &Session) -> bool {
    matches!(session.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn)
}

/// Rookies to Watch ticked asks whose card it is, and the home Team Card picked gets it
/// (002:L735: given to one coach at set-up); the Arenas ticked, the match rolls its Arena
/// before the set-up (002:L796). Reopened, the match has both.
#[test]
fn the_arenas_and_the_rookies_card_holder_picked_are_played_and_kept_002_l735_l796() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    let session = Session::launch(Some(db.clone())).expect("the window opens the file");
    // The start page with the Arenas' toss and D8 reaches below 1000 pixels, where the window
    // scrolls: the harness shows it whole.
    let mut h = harness_sized(session, [1600.0, 1100.0]);
    h.get_by_label(HEADING).click();
    h.run();
    // No holder to pick until the card's rule is ticked.
    assert!(h.query_by_label(ROOKIES_HOLDER).is_none());
    h.get_by_label(&advanced_tick(AdvancedRule::RookiesToWatch))
        .click();
    h.run();
    assert!(h.query_by_label(ROOKIES_HOLDER).is_some());
    let data = tables::blitz_bowl().expect("the Blitz Bowl data loads");
    let home = data.teams()[0].name.clone();
    h.get_by_label(&home).click();
    h.run();
    h.get_by_label(&optional_tick(OptionalRule::Arenas)).click();
    h.run();
    // The toss and the Arena's D8 before the board side (002:L796): home won, rolled a 3.
    h.get_by_label(&toss_tick(&home)).click();
    h.run();
    h.get_by_label(&d8_button(3)).click();
    h.run();
    h.get_by_label(START).click();
    h.run();
    assert!(play_until(h.state_mut().session_mut(), 2, at_turn));
    let state = h.state().session().game().state();
    assert_eq!(
        state.ruleset.arena.arena,
        Some(rules::ruleset::Arena::TheBonePit),
        "the Arena the page took"
    );
    assert_eq!(state.rookies_to_watch, Some(Side::Home));
    let (arena, inputs) = (
        state.ruleset.arena.arena,
        h.state().session().game().inputs().len(),
    );
    drop(h);

    let session = Session::open(Some(db)).expect("the match resumes");
    assert_eq!(session.game().inputs().len(), inputs);
    assert_eq!(session.game().state().ruleset.arena.arena, arena);
    assert!(session.game().state().ruleset.advanced.rookies_to_watch);
    assert_eq!(
        session.game().state().ruleset.advanced.rookies_holder,
        Some(Side::Home)
    );
}
