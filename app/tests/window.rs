//! The window, driven headless with egui_kittest: it shows the demo match's teams, the pitch
//! and where the match is recorded, or why it is not.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::demo::Demo;
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Recording};

fn harness(recording: Recording) -> anyhow::Result<Harness<'static, NuffleApp>> {
    let app = NuffleApp::new(Demo::box_teams()?, recording);
    let mut harness = Harness::builder()
        .with_size([1280.0, 720.0])
        .build_ui_state(|ui, app: &mut NuffleApp| app.show(ui), app);
    harness.run();
    Ok(harness)
}

#[test]
fn the_window_shows_both_box_teams_and_the_pitch() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let demo = Demo::box_teams()?;
    let recording = Recording::open(Some(dir.path().join("n.sqlite3")), &demo);
    let h = harness(recording)?;
    assert!(h.query_by_label("Human (2016 box)").is_some());
    assert!(h.query_by_label("Orc (2016 box)").is_some());
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    // Before kick-off each team has its quick-start re-rolls (000:L173-L175).
    assert!(h.query_by_label("Re-rolls 4").is_some());
    assert!(h.query_by_label("Re-rolls 3").is_some());
    assert!(h.query_by_label_contains("Recording match #1").is_some());
    Ok(())
}

#[test]
fn an_unwritable_database_is_reported_and_the_window_still_opens() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("plain-file");
    std::fs::write(&file, b"not a folder")?;
    let demo = Demo::box_teams()?;
    let recording = Recording::open(Some(file.join("n.sqlite3")), &demo);
    assert!(matches!(recording, Recording::Failed(_)));
    let h = harness(recording)?;
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    assert!(h.query_by_label_contains("NOT being recorded").is_some());
    Ok(())
}

#[test]
fn reopening_the_same_database_resumes_the_same_demo_match() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("n.sqlite3");
    let demo = Demo::box_teams()?;
    let first = Recording::open(Some(path.clone()), &demo);
    let second = Recording::open(Some(path), &demo);
    assert_eq!(first, second);
    Ok(())
}
