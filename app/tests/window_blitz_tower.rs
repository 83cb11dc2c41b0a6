//! The tower's block faces in a Blitz Bowl match in the window (docs/tower-protocol.md), on a
//! real pseudo-terminal and a real SQLite file: the window lights the Block Dice as block dice,
//! and the Settings' "Tower block faces (Blitz Bowl)" decides which Blitz Bowl face each keyed
//! face is (002:L554-L574); a setting that does not name the five faces is refused in words.

use crate::common;
use common::window::app_harness;

use std::time::{Duration, Instant};

use device::host::script::{Step, keys_from};
use device::host::{Port, Sim, SimOptions};
use device::message::DieKind;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::{NuffleApp, Session, Settings};
use rules::Prompt;

/// The example match recorded up to its first Block Dice roll: the Orc Big Un Blocker (Block
/// Value 2) blocks the Marked Dwarf Runner (002:L550).
fn recorded_to_the_block(dir: &std::path::Path) -> anyhow::Result<std::path::PathBuf> {
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    );
    let lines: Vec<String> = std::fs::read_to_string(example)?
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
        .map(str::to_string)
        .collect();
    let block = lines
        .iter()
        .position(|l| l.contains("\"block\":{\"target\""))
        .ok_or_else(|| anyhow::anyhow!("the example blocks"))?;
    let script = dir.join("to-the-block.jsonl");
    std::fs::write(&script, lines[..=block].join("\n") + "\n")?;
    let db = dir.join("n.sqlite3");
    let out = common::nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    Ok(db)
}

#[test]
fn tower_block_faces_in_the_window_read_by_the_setting_kerrunch_and_miss_002_l562_l574()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = recorded_to_the_block(dir.path())?;
    let sim = Sim::start(SimOptions {
        link: Some(dir.path().join("tower")),
        settle_ms: 0,
        ..SimOptions::default()
    })?;
    let session = Session::open(Some(db))?;
    assert!(
        matches!(session.game().prompt(), Prompt::Roll(r) if r.roll == "Block Dice"),
        "the match waits for the Block Dice"
    );
    // A league's tower: faces Miss, Shove, Shove, Tackle, Kerrunch!, Smash.
    let settings = Settings {
        tower_blitz_faces: Some("miss, shove, shove, tackle, kerrunch, smash".into()),
        ..Settings::default()
    };
    let app = NuffleApp::new(session)
        .with_settings(settings)
        .with_tower(Port::Path(dir.path().join("tower")));
    let mut h = app_harness(app, [1400.0, 900.0]);
    let deadline = Instant::now() + Duration::from_secs(10);
    while sim.stats().expected != [DieKind::Block, DieKind::Block] && Instant::now() < deadline {
        h.run();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(
        sim.stats().expected,
        [DieKind::Block, DieKind::Block],
        "two block dice lit"
    );
    // Keyed 5 and 1: Kerrunch! and Miss by the setting (the data's numbering: Tackle, Smash).
    sim.run(Step::Keys(keys_from("5 1").map_err(anyhow::Error::msg)?));
    while h
        .state()
        .session()
        .rulings()
        .iter()
        .all(|r| !r.contains("The Block Dice show"))
        && Instant::now() < deadline
    {
        h.run();
        std::thread::sleep(Duration::from_millis(10));
    }
    let shown = h
        .state()
        .session()
        .rulings()
        .iter()
        .find(|r| r.contains("The Block Dice show"))
        .cloned()
        .unwrap_or_default();
    assert!(shown.contains("Kerrunch!, Miss"), "{shown:?}");
    Ok(())
}

#[test]
fn a_tower_block_faces_setting_without_kerrunch_is_refused_in_words_002_l554() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    let mut h = app_harness(
        NuffleApp::new(Session::open(Some(dir.path().join("n.sqlite3")))?),
        [1400.0, 1000.0],
    );
    h.key_press(egui::Key::F3);
    h.run();
    h.get_by_label("Tower block faces (Blitz Bowl)").focus();
    h.run();
    h.get_by_label("Tower block faces (Blitz Bowl)")
        .type_text("smash, smash, shove, shove, tackle, miss");
    h.run();
    h.run();
    assert!(
        h.query_by_label_contains("no tower face is Kerrunch!")
            .is_some(),
        "the refusal shown"
    );
    assert_eq!(
        h.state().settings().tower_blitz_faces.as_deref(),
        Some("smash, smash, shove, shove, tackle, miss")
    );
    Ok(())
}
