//! The window and its database (docs/ledger.md): a second window on a match another window
//! records opens it read-only, says who holds it, takes no input, follows it, and takes it
//! over once the first is closed; a database that cannot be used stops the window on a page
//! that says the match will NOT be recorded, why, and what to do, for each cause.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ledger::{LedgerError, Unusable};
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Session};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

fn harness(session: Session) -> Harness<'static, NuffleApp> {
    let mut harness = Harness::builder()
        .with_size([1400.0, 800.0])
        .build_ui_state(
            |ui, app: &mut NuffleApp| app.show(ui),
            NuffleApp::new(session),
        );
    harness.run();
    harness
}

/// Plays `n` inputs of the simulator's coach and dice into the session.
fn play(session: &mut Session, seed: u64, n: usize) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..n {
        let Some(input) = sim::Policy::Forward.next_input(session.game(), &mut rng) else {
            return;
        };
        assert!(session.apply(input), "{:?}", session.refused);
    }
}

#[test]
fn a_second_window_on_an_open_match_is_read_only_and_says_who_holds_it() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut first = Session::open(Some(db.clone()))?;
    play(&mut first, 1, 30);
    let mut second = harness(Session::open(Some(db.clone()))?);
    let holder = second.state().session().read_only().unwrap_or_default();
    assert!(holder.starts_with("the window (process"), "{holder}");
    assert!(
        second
            .query_by_label_contains("READ-ONLY: this match is being recorded by the window")
            .is_some()
    );
    assert!(
        second
            .query_by_label_contains("Read-only: match #1")
            .is_some()
    );
    assert_eq!(
        second.state().session().game().state(),
        first.game().state()
    );

    // An input keyed in the second window is refused, and nothing is written.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2);
    let input = sim::Policy::Forward
        .next_input(second.state().session().game(), &mut rng)
        .ok_or_else(|| anyhow::anyhow!("the match waits for an input"))?;
    assert!(!second.state_mut().session_mut().apply(input));
    let refused = second.state().session().refused.clone().unwrap_or_default();
    assert!(refused.contains("read-only"), "{refused}");
    assert_eq!(ledger::Ledger::open_read_only(&db)?.log(1)?.len(), 30);

    // The second window follows the first.
    play(&mut first, 3, 5);
    second.state_mut().session_mut().keep_up();
    second.run();
    assert_eq!(
        second.state().session().game().state(),
        first.game().state()
    );
    assert!(
        !second.state().session().can_take_over(),
        "the first window is open"
    );

    // Once the first window is closed, the second takes the match over and records it.
    drop(first);
    second.state_mut().session_mut().keep_up();
    second.run();
    assert!(second.state().session().can_take_over());
    second.get_by_label(nuffle_app::gui::TAKE_OVER).click();
    second.run();
    assert!(second.state().session().read_only().is_none());
    assert!(
        second
            .query_by_label_contains("Recording match #1")
            .is_some()
    );
    play(second.state_mut().session_mut(), 4, 3);
    assert_eq!(ledger::Ledger::open_read_only(&db)?.log(1)?.len(), 38);
    Ok(())
}

#[test]
fn a_match_moved_on_in_another_window_is_refused_and_reloaded() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut session = Session::open(Some(db.clone()))?;
    play(&mut session, 5, 10);
    // Another writer appends behind the window's back with the window's own lease (as a
    // stale copy of the window would): the window's next input must not guess its place.
    let mut other = ledger::Ledger::open(&db)?;
    let view = other.view_match(1)?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(6);
    let input = sim::Policy::Forward
        .next_input(view.game(), &mut rng)
        .ok_or_else(|| anyhow::anyhow!("an input"))?;
    let mut game = view.game().clone();
    let events = game
        .apply(input.clone())
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let lease = session
        .lease()
        .cloned()
        .ok_or_else(|| anyhow::anyhow!("the window writes the match"))?;
    other.append(&lease, 10, &input, "other window", &events)?;

    let mut h = harness(session);
    let next = sim::Policy::Forward
        .next_input(h.state().session().game(), &mut rng)
        .ok_or_else(|| anyhow::anyhow!("an input"))?;
    assert!(!h.state_mut().session_mut().apply(next));
    h.run();
    assert!(
        h.query_by_label_contains("this match moved on in another window: reload it")
            .is_some()
    );
    h.get_by_label(nuffle_app::gui::RELOAD).click();
    h.run();
    assert_eq!(h.state().session().game().inputs().len(), 11);
    assert!(h.state().session().refused.is_none());
    Ok(())
}

/// The page for `session`: its heading, the cause's words and remedy, no pitch; then the
/// referee plays unrecorded, and the window says so above the prompt.
fn shows_the_page(session: Session, cause: Unusable) -> anyhow::Result<()> {
    assert_eq!(
        session.unusable_database().map(|u| u.cause),
        Some(cause),
        "{:?}",
        session.unusable_database()
    );
    let mut h = harness(session);
    assert!(
        h.query_by_label_contains(nuffle_app::gui::UNUSABLE_HEADING)
            .is_some()
    );
    assert!(h.query_by_label(cause.heading()).is_some(), "{cause:?}");
    let remedy = format!("What to do: {}", cause.remedy());
    assert!(h.query_by_label(&remedy).is_some(), "{cause:?}");
    assert!(
        h.query_by_label(PITCH_LABEL).is_none(),
        "the window stops on the page"
    );
    h.get_by_label(nuffle_app::gui::PLAY_UNRECORDED).click();
    h.run();
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    assert!(h.query_by_label_contains("NOT RECORDED").is_some());
    Ok(())
}

#[test]
fn a_file_that_is_not_a_database_stops_the_window_on_the_page() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("random.sqlite3");
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(&file, &bytes)?;
    shows_the_page(Session::open(Some(file.clone()))?, Unusable::NotADatabase)?;
    assert_eq!(std::fs::read(&file)?, bytes, "the file is left as it was");
    Ok(())
}

#[test]
fn a_newer_nuffles_database_stops_the_window_on_the_page() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("future.sqlite3");
    rusqlite::Connection::open(&file)?.pragma_update(None, "user_version", 99)?;
    shows_the_page(Session::open(Some(file))?, Unusable::NewerSchema)
}

#[test]
fn an_unwritable_folder_stops_the_window_on_the_page() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let plain = dir.path().join("plain-file");
    std::fs::write(&plain, b"not a folder")?;
    shows_the_page(
        Session::open(Some(plain.join("n.sqlite3")))?,
        Unusable::ReadOnlyFolder,
    )
}

#[test]
fn an_unwritable_file_stops_the_window_on_the_page() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("n.sqlite3");
    drop(ledger::Ledger::open(&file)?);
    // Make the file read-only for everyone: immutable (root ignores file modes), else modes.
    let immutable = std::process::Command::new("chattr")
        .arg("+i")
        .arg(&file)
        .status()
        .is_ok_and(|s| s.success());
    if !immutable {
        let mut perms = std::fs::metadata(&file)?.permissions();
        perms.set_readonly(true);
        std::fs::set_permissions(&file, perms)?;
        if std::fs::OpenOptions::new().append(true).open(&file).is_ok() {
            println!("SKIPPED: no way to make a file unwritable here (root without chattr)");
            return Ok(());
        }
    }
    let result =
        Session::open(Some(file.clone())).and_then(|s| shows_the_page(s, Unusable::ReadOnlyFile));
    let _ = std::process::Command::new("chattr")
        .arg("-i")
        .arg(&file)
        .status();
    result
}

#[test]
fn a_full_disk_stops_the_window_on_the_page() -> anyhow::Result<()> {
    // A full disk cannot be made here without privileges: SQLite's own answer to one
    // (`LedgerError::Full`, as `ledger/tests/bad_input.rs` provokes it) is given directly.
    let session = Session::unusable(Some("/media/usb/league.sqlite3".into()), &LedgerError::Full)?;
    shows_the_page(session, Unusable::DiskFull)
}

#[test]
fn another_file_chosen_on_the_page_is_opened_and_recorded_to() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let bad = dir.path().join("bad.sqlite3");
    std::fs::write(&bad, vec![7u8; 4096])?;
    let mut h = harness(Session::open(Some(bad))?);
    let good = dir.path().join("good.sqlite3");
    h.get_by_label(nuffle_app::gui::OTHER_FILE).click();
    h.run();
    h.get_by_label(nuffle_app::gui::OTHER_FILE)
        .type_text(&good.to_string_lossy());
    h.run();
    h.get_by_label(nuffle_app::gui::OPEN_OTHER).click();
    h.run();
    // The new file holds no match: the start page, and the match the referee starts there.
    assert!(h.query_by_label(nuffle_app::gui::START_HEADING).is_some());
    h.get_by_label("Start the match").click();
    h.run();
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    assert_eq!(
        h.state()
            .session()
            .recording()
            .map(|(p, _)| p.to_path_buf()),
        Ok(good.clone())
    );
    assert_eq!(
        h.state().settings().database.as_deref(),
        Some(good.as_path())
    );
    Ok(())
}
