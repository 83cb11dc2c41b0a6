//! A Blitz Bowl player's card (seed 002) in the window, on a real SQLite file: a click on his
//! model opens it, and it names his Team Card ability as the data does (002:L253), ruled or
//! not, never by the data's id.

use crate::common;
use common::window::shows;
use common::window::{click_square, harness_sized, play_until};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::blitz_start::BlitzChoice;
use nuffle_app::gui::{NuffleApp, Session};
use rules::{DecisionKind, PlayerId, Prompt};

/// Dwarf Cannoneers v Norse Raiders on the one-Trapdoor side, recorded in `db`, on to the
/// first turn.
fn started(db: &std::path::Path) -> Harness<'static, NuffleApp> {
    let mut session = Session::launch(Some(db.to_path_buf())).expect("the window opens the file");
    assert!(session.start_blitz(&BlitzChoice {
        home: "dwarf".into(),
        away: "norse".into(),
        board: "one-trapdoor".into(),
        advanced: Vec::new(),
        optional: Vec::new(),
        rookies_to_watch: rules::Side::Away,
        toss_winner: None,
        arena_d8: None,
    }));
    let at_turn = |s: &Session| matches!(s.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn);
    assert!(play_until(&mut session, 3, at_turn));
    harness_sized(session, [1600.0, 1000.0])
}

/// The player whose Team Card line gives him `ability`.
fn with_ability(h: &Harness<'static, NuffleApp>, ability: &str) -> PlayerId {
    let state = h.state().session().game().state();
    [rules::Side::Home, rules::Side::Away]
        .into_iter()
        .flat_map(|side| state.on_pitch(side))
        .find(|p| {
            p.profile
                .blitz
                .as_ref()
                .is_some_and(|b| b.ability.as_deref() == Some(ability))
        })
        .map(|p| p.id)
        .expect("a player with the ability on the pitch")
}

/// A click on `player`'s model; his card's title.
fn open_card(h: &mut Harness<'static, NuffleApp>, player: PlayerId) -> String {
    let state = h.state().session().game().state();
    let square = state
        .player(player)
        .and_then(|p| p.square())
        .expect("on the pitch");
    let title = format!(
        "#{} {} ({})",
        player.number,
        state.player(player).map_or("", |p| p.profile.name.as_str()),
        state.team(player.side).name
    );
    click_square(h, square, egui::PointerButton::Primary);
    assert!(h.query_by_label(&title).is_some(), "{title}'s card opens");
    title
}

/// The Dwarf Runner's Team Card ability is Safe Hands (002:L253), ruled: his card says
/// "Ability: Safe Hands", not the data's id, nor 2016's "No skills".
#[test]
fn the_card_names_a_ruled_ability_as_the_data_does_002_l253() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = started(&dir.path().join("n.sqlite3"));
    let runner = with_ability(&h, "safe-hands");
    open_card(&mut h, runner);
    assert!(h.query_by_label("Ability: Safe Hands").is_some());
    assert!(!shows(&h, "safe-hands"));
    assert!(h.query_by_label("No skills").is_none());
}

/// The Norse ability Knockdown Hands is not ruled: the card marks it by its name, with why,
/// not by the data's id.
#[test]
fn the_card_names_an_unruled_ability_as_the_data_does() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut h = started(&dir.path().join("n.sqlite3"));
    let norse = with_ability(&h, "knockdown-hands");
    open_card(&mut h, norse);
    assert!(shows(&h, "Knockdown Hands: not ruled"), "the card marks it");
    assert!(!shows(&h, "knockdown-hands"));
}
