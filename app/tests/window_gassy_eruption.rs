//! Gassy Eruption at the table (004:L5418; its effect is the compendium digest's, §6.7.2 card
//! 16), driven headless with egui_kittest on a real SQLite file: the league example with the
//! cards (docs/examples/league-match-cards.jsonl) recorded up to the away coach's card window,
//! resumed in the window, the card played on away #1 Blitzer; his two neighbours are pushed
//! back from him, the coach picking the order and then the square by clicking the lit squares
//! of the pitch.

use crate::common;
use common::window::{click_square, harness_sized};

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::Session;
use rules::special_play::Card;
use rules::{Decision, Input, Place, PlayerId, Side, Square, Stance};

#[test]
fn the_window_asks_the_order_then_the_square_of_each_push_004_l5418() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/");
    let text = std::fs::read_to_string(format!("{example}league-match-cards.jsonl"))?;
    let script: String = text
        .lines()
        .take_while(|l| !l.contains("gassy-eruption-warhammer-world-exclusive\",\"player\""))
        .map(|l| format!("{l}\n"))
        .collect();
    let path = dir.path().join("to-the-card.jsonl");
    std::fs::write(&path, script)?;
    let rules = format!("{example}league-cards-rules.toml");
    let out = common::nuffle(&[
        "--rules",
        &rules,
        "match",
        "record",
        &path.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));

    let mut session = Session::open(Some(db))?;
    let blitzer = PlayerId::new(Side::Away, 1);
    let before = session.game().state().player(blitzer).map(|p| p.place);
    assert!(session.apply(Input::Decide(Decision::PlayCard {
        card: Card::GassyEruption,
        player: Some(blitzer),
    })));
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    // The order: a button for each neighbour, home #1 first here.
    let home_one = PlayerId::new(Side::Home, 1);
    // The order: the window lights both neighbours' squares; a click on home #1's picks him.
    assert!(h.query_by_label_contains("which player next to").is_some());
    click_square(
        &mut h,
        Square::new(12, 5).expect("on the pitch"),
        egui::PointerButton::Primary,
    );
    // His square, among the three the push-back diagram gives.
    click_square(
        &mut h,
        Square::new(11, 4).expect("on the pitch"),
        egui::PointerButton::Primary,
    );
    let state = h.state().session().game().state();
    let at = |id: PlayerId| state.player(id).map(|p| p.place);
    let on = |x, y| {
        Some(Place::Pitch {
            square: Square::new(x, y).expect("on the pitch"),
            stance: Stance::Standing,
        })
    };
    assert_eq!(at(home_one), on(11, 4));
    // Away #2, the other neighbour, had one square left and went there by himself.
    assert_eq!(at(PlayerId::new(Side::Away, 2)), on(14, 7));
    assert_eq!(at(blitzer), before, "no follow-up");
    Ok(())
}
