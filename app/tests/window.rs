//! The window, driven headless with egui_kittest on a real database: the box teams and the
//! pitch; a failed Dodge answered with the dice buttons and its TURNOVER card; an injury card;
//! undo; the same match resumed after a restart; an unwritable database reported; the
//! trackers' correction menu.

use crate::common;

use common::window::{app_harness, click_square, play_until};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Session};
use nuffle_tests::byler_image;
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{EventKind, Prompt};

fn harness(session: Session) -> Harness<'static, NuffleApp> {
    harness_of(NuffleApp::new(session))
}

/// The window on `app` (with its tower or settings), one frame run.
fn harness_of(app: NuffleApp) -> Harness<'static, NuffleApp> {
    app_harness(app, [1400.0, 800.0])
}

/// Imports the two league teams (Reavers, Human; Raiders, Orc) into `db` with the binary, as
/// a league organiser does.
fn import_league_teams(dir: &std::path::Path, db: &std::path::Path) -> anyhow::Result<()> {
    let db_arg = db.to_string_lossy().into_owned();
    for (name, json) in [
        (
            "reavers.json",
            common::team("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)], 77),
        ),
        (
            "raiders.json",
            common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, json)?;
        let out = common::nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db_arg])?;
        anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    }
    Ok(())
}

fn is_dodge(session: &Session) -> bool {
    matches!(session.game().prompt(), Prompt::Roll(r) if r.roll == "Dodge")
}

#[test]
fn the_window_shows_both_box_teams_and_the_pitch() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let h = harness(session);
    // Team names are in the trackers and the prompts: found at least once each.
    assert!(h.query_all_by_label_contains("Human").next().is_some());
    assert!(h.query_all_by_label_contains("Orc").next().is_some());
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    // Before kick-off each team has its quick-start re-rolls (000:L173-L175).
    assert!(h.query_by_label("Re-rolls 4").is_some());
    assert!(h.query_by_label("Re-rolls 3").is_some());
    assert!(h.query_by_label_contains("Recording match #1").is_some());
    Ok(())
}

/// A Dodge answered 1 with the dice buttons fails (a natural 1 always fails, 000:L477); with
/// no re-roll taken the turn is over and the TURNOVER card says why. Undo takes the dice back,
/// and the match resumes from the database where it was left.
#[test]
fn a_failed_dodge_shows_the_turnover_card_undo_takes_it_back_and_the_match_resumes()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut session = Session::open(Some(db.clone()))?;
    assert!(
        play_until(&mut session, 3, is_dodge),
        "the match reached a Dodge"
    );
    let mut h = harness(session);
    h.get_by_role_and_label(egui::accesskit::Role::Button, "1")
        .click();
    h.run();
    h.get_by_label("Apply dice").click();
    h.run();
    // A re-roll may be offered first: keep the 1.
    if let Some(keep) = h.query_by_label("No re-roll: keep the result") {
        keep.click();
        h.run();
    }
    assert!(
        h.query_by_label("TURNOVER").is_some(),
        "the turnover card is shown"
    );
    assert!(h.query_all_by_label_contains("Dodge").next().is_some());
    let events = h.state().session().last.clone();
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { .. }))
    );

    // Undo: the last input is taken back.
    let before_undo = h.state().session().game().prompt();
    h.get_by_label("Undo last input").click();
    h.run();
    let after_undo = h.state().session().game().prompt();
    assert_ne!(before_undo, after_undo, "undo moved the match back");
    let left_at = after_undo;
    let log = h.state().session().rulings().to_vec();
    assert!(
        log.iter().any(|t| t.contains("Dodge")),
        "the log shows the rulings"
    );
    // Undo says what it took back in words and strikes those rulings out, the turnover too.
    let undone = h.state().session().undone().to_vec();
    let undo_line = log.last().ok_or_else(|| anyhow::anyhow!("an undo line"))?;
    assert!(
        undo_line.starts_with("Undone: ") && !undo_line.contains('{'),
        "{undo_line}"
    );
    assert_eq!(undone.last(), Some(&false), "the undo line itself stands");
    let struck: Vec<&String> = log
        .iter()
        .zip(&undone)
        .filter(|(_, u)| **u)
        .map(|(t, _)| t)
        .collect();
    assert!(
        struck.iter().any(|t| t.starts_with("TURNOVER")),
        "the undone turnover is struck: {struck:?}"
    );
    drop(h);

    // A restart on the same database resumes the same match at the same prompt.
    let resumed = Session::open(Some(db))?;
    assert_eq!(resumed.game().prompt(), left_at);
    assert_eq!(
        resumed.rulings(),
        log,
        "the log reads back from the database as it was shown"
    );
    assert_eq!(
        resumed.undone(),
        undone,
        "and so do the rulings an undo struck out"
    );
    assert_eq!(resumed.recording().map(|(_, id)| id), Ok(1));
    Ok(())
}

#[test]
fn an_injury_shows_its_card() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let injured = |s: &Session| {
        s.last
            .iter()
            .any(|e| matches!(e.kind, EventKind::Injured { .. }))
    };
    assert!(play_until(&mut session, 5, injured), "someone was injured");
    let h = harness(session);
    assert!(
        h.query_by_label_contains("INJURY").is_some(),
        "the injury card is shown"
    );
    Ok(())
}

#[test]
fn an_unwritable_database_is_reported_and_the_window_still_opens() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("plain-file");
    std::fs::write(&file, b"not a folder")?;
    let session = Session::open(Some(file.join("n.sqlite3")))?;
    assert!(session.recording().is_err());
    let mut h = harness(session);
    // The window stops on the page that says the match will not be recorded; the referee
    // chooses to play unrecorded.
    assert!(
        h.query_by_label_contains(nuffle_app::gui::UNUSABLE_HEADING)
            .is_some()
    );
    assert!(h.query_by_label(PITCH_LABEL).is_none());
    h.get_by_label(nuffle_app::gui::PLAY_UNRECORDED).click();
    h.run();
    // No camera either: the window says so and what to do.
    assert!(
        h.query_by_label_contains("No camera: name a folder")
            .is_some()
    );
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    assert!(h.query_all_by_label_contains("NOT being recorded").count() >= 1);
    assert!(
        h.query_by_label_contains("NOT RECORDED: this match is played in memory only")
            .is_some()
    );
    Ok(())
}

/// Dice keyed at a (simulated) tower reach the window's prompt and are applied and recorded as
/// tower dice; the status bar names the tower.
#[test]
fn dice_from_the_tower_are_applied_to_the_prompt_in_the_window() -> anyhow::Result<()> {
    use device::host::Port;
    let dir = tempfile::tempdir()?;
    let sim = tower_sim(dir.path())?;
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let Prompt::Roll(first) = session.game().prompt() else {
        anyhow::bail!("a new match starts with the Weather roll");
    };
    let app = NuffleApp::new(session).with_tower(Port::Path(dir.path().join("tower")));
    let mut h = harness_of(app);
    // The window tells the tower what the prompt wants; then the referee rolls.
    let wanted: Vec<device::message::DieKind> = first
        .dice
        .iter()
        .map(|&k| device::host::prompt::wire_kind(k))
        .collect();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while sim.stats().expected != wanted && std::time::Instant::now() < deadline {
        h.run();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_eq!(
        sim.stats().expected,
        wanted,
        "the tower was told the Weather roll's dice"
    );
    sim.roll(None);
    while h.state().session().game().prompt() == Prompt::Roll(first.clone())
        && std::time::Instant::now() < deadline
    {
        h.run();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_ne!(
        h.state().session().game().prompt(),
        Prompt::Roll(first),
        "the roll was applied"
    );
    assert!(
        h.state()
            .session()
            .last
            .iter()
            .any(|e| e.text.contains("Weather"))
    );
    assert!(
        h.query_by_label_contains("dice tower").is_some(),
        "the status bar names the tower"
    );
    let log = logged(h.state().session())?;
    assert_eq!(
        log.last().and_then(|e| e.source),
        Some(rules::DiceSource::Tower)
    );
    Ok(())
}

/// Set-up by hand: pick a player from the list, click a lit square on the pitch, and he stands
/// there (000:L377-L381: the kicking team sets up first, in its own half).
#[test]
fn a_player_is_set_up_by_picking_him_and_clicking_a_square() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let setting_up = |s: &Session| match s.game().prompt() {
        Prompt::Decision(r) => !r.placings.is_empty(),
        _ => false,
    };
    assert!(
        play_until(&mut session, 7, setting_up),
        "the match reached set-up"
    );
    let Prompt::Decision(request) = session.game().prompt() else {
        anyhow::bail!("set-up is a decision");
    };
    let (player, square) = request
        .every()
        .find_map(|d| match d {
            rules::Decision::Place { player, square } => Some((player, square)),
            _ => None,
        })
        .ok_or_else(|| anyhow::anyhow!("a Place option"))?;
    let label = session
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id == player)
        .map(|p| p.label())
        .ok_or_else(|| anyhow::anyhow!("the player"))?;
    let mut h = harness(session);
    h.get_by_label(&label).click();
    h.run();
    click_square(&mut h, square, egui::PointerButton::Primary);
    let place = h
        .state()
        .session()
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id == player)
        .map(|p| p.place);
    assert!(
        matches!(place, Some(rules::Place::Pitch { square: s, .. }) if s == square),
        "{label} stands on {square}: {place:?}"
    );
    Ok(())
}

/// The table and the app disagree: the referee right-clicks a player and lays him Prone; the
/// edit is applied and logged like any input.
#[test]
fn a_referee_lays_a_player_prone_from_the_right_click_menu() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let in_play = |s: &Session| {
        s.game().state().turn.is_some()
            && matches!(s.game().prompt(), Prompt::Decision(_))
            && s.game().state().players.iter().any(|p| {
                matches!(
                    p.place,
                    rules::Place::Pitch {
                        stance: rules::Stance::Standing,
                        ..
                    }
                )
            })
    };
    assert!(
        play_until(&mut session, 11, in_play),
        "the match reached a turn"
    );
    let (id, square) = session
        .game()
        .state()
        .players
        .iter()
        .find_map(|p| match p.place {
            rules::Place::Pitch {
                square,
                stance: rules::Stance::Standing,
            } => Some((p.id, square)),
            _ => None,
        })
        .ok_or_else(|| anyhow::anyhow!("a standing player"))?;
    let mut h = harness(session);
    click_square(&mut h, square, egui::PointerButton::Secondary);
    h.get_by_label("Prone").click();
    h.run();
    let place = h
        .state()
        .session()
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id == id)
        .map(|p| p.place);
    assert!(
        matches!(place, Some(rules::Place::Pitch { stance: rules::Stance::Prone, square: s }) if s == square),
        "{place:?}"
    );
    assert!(
        h.state()
            .session()
            .last
            .iter()
            .any(|e| matches!(e.kind, EventKind::Edited))
    );
    Ok(())
}

/// The League view reads the standings and the SPP leaderboard from the match database: two
/// teams imported, one league match played and recorded, both teams listed with their points.
#[test]
fn the_league_view_shows_the_standings_and_the_spp_leaders() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    import_league_teams(dir.path(), &db)?;
    common::play_and_record(&db).map_err(|e| anyhow::anyhow!("{e}"))?;
    let standings = ledger::Ledger::open(&db)?.standings(None)?;

    // The recorded match is locked, so the window starts a new one; the league is still there.
    let mut h = harness(Session::open(Some(db.clone()))?);
    assert!(
        h.query_by_label("Reavers").is_none(),
        "the match view shows no league"
    );
    h.get_by_label("League (F4)").click();
    h.run();
    assert!(h.query_by_label("Standings").is_some());
    for s in &standings {
        assert!(
            h.query_all_by_label(&s.team).next().is_some(),
            "{} listed",
            s.team
        );
    }
    assert!(h.query_by_label("Star Player Points").is_some());
    assert!(h.query_by_label("Teams").is_some());
    for plot in [
        "Star Player Points over the season",
        "Dice rolled against fair dice (D6)",
        "Casualties per match",
    ] {
        assert!(h.query_by_label(plot).is_some(), "{plot}");
    }
    // The match's report opens to its players' lines.
    let m = ledger::Ledger::open(&db)?
        .recorded_matches(None)?
        .pop()
        .ok_or_else(|| anyhow::anyhow!("a recorded match"))?;
    let title = format!(
        "#{}: {} {} - {} {}",
        m.id, m.home, m.home_score, m.away_score, m.away
    );
    h.get_by_label(&title).click();
    h.run();
    assert!(
        h.query_all_by_label_contains("Casualties ")
            .next()
            .is_some()
    );
    // The recorded match's dice and casualties are there to plot: no "nothing yet" notes.
    assert!(h.query_by_label("No dice recorded yet.").is_none());
    assert!(h.query_by_label("No matches recorded yet.").is_none());
    h.get_by_label("Match (F2)").click();
    h.run();
    assert!(h.query_by_label(PITCH_LABEL).is_some(), "back to the match");
    Ok(())
}

#[test]
fn a_new_match_is_started_from_the_match_list_with_a_ruleset_and_the_old_one_resumed()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut h = harness(Session::open(Some(db.clone()))?);
    let first = h.state().session().recording().map(|(_, id)| id).ok();
    h.key_press(egui::Key::F3);
    h.run();
    assert!(h.query_by_label("New match").is_some());
    assert!(
        h.query_by_label("playing now").is_some(),
        "the open match is listed"
    );
    h.get_by_label("Blitzmania Kick-off table").click();
    h.run();
    h.get_by_label("Start the match").click();
    h.run();
    assert!(
        h.query_by_label(PITCH_LABEL).is_some(),
        "the new match is on the pitch"
    );
    let second = h.state().session().recording().map(|(_, id)| id).ok();
    assert_ne!(first, second);
    let records = ledger::Ledger::open(&db)?.matches()?;
    assert_eq!(records.len(), 2);
    let new = records
        .iter()
        .find(|r| Some(r.id) == second)
        .ok_or_else(|| anyhow::anyhow!("the new match is listed"))?;
    assert_eq!(new.setup.ruleset, "box-2016+kickoff-table=blitzmania");
    // Its rules are the Blitzmania ones, stored with the match.
    let (_, rules) = ledger::Ledger::open(&db)?.match_setup(new.id)?;
    assert!(rules.is_some_and(|r| r.contains("blitzmania")));
    assert!(
        h.state().settings().new_match_options[0],
        "the ticked options are remembered for the next new match"
    );
    // Back to the first match; the settings are on the same page.
    h.key_press(egui::Key::F3);
    h.run();
    assert!(h.query_by_label("Settings").is_some());
    h.get_by_label("Database file").click();
    h.run();
    h.get_by_label("Database file").type_text("league.sqlite3");
    h.run();
    assert_eq!(
        h.state().settings().database,
        Some(std::path::PathBuf::from("league.sqlite3"))
    );
    let first_id = first.ok_or_else(|| anyhow::anyhow!("the first match is recorded"))?;
    h.get_by_label(&format!("Resume #{first_id}")).click();
    h.run();
    assert_eq!(
        h.state().session().recording().map(|(_, id)| id).ok(),
        first
    );
    Ok(())
}

#[test]
fn f1_shows_the_keyboard_shortcuts_and_escape_closes_them() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut h = harness(Session::open(Some(dir.path().join("n.sqlite3")))?);
    assert!(h.query_by_label("Keyboard").is_none());
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label("Keyboard").is_some());
    for (key, what) in nuffle_app::gui::SHORTCUTS {
        assert!(h.query_by_label(key).is_some(), "{key} listed");
        assert!(h.query_by_label(what).is_some(), "{what} listed");
    }
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Keyboard").is_none());
    Ok(())
}

#[test]
fn a_finished_league_match_goes_through_the_post_match_sequence_and_is_recorded_004_l2556()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    import_league_teams(dir.path(), &db)?;
    let mut session = Session::open(Some(db.clone()))?;
    let league = nuffle_app::gui::NewMatchChoice {
        home: nuffle_app::gui::TeamChoice::League(1),
        away: nuffle_app::gui::TeamChoice::League(2),
        options: [
            false, false, false, true, false, false, false, false, false, false,
        ],
        friendly: false,
        season: None,
    };
    assert!(session.start(&league), "{:?}", session.refused);
    assert!(play_until(&mut session, 5, |s| s.game().state().finished));
    let mut h = harness(session);
    assert!(h.query_by_label("Post-match sequence").is_some());
    h.get_by_label("Begin the post-match sequence").click();
    h.run();
    // The home coach nominates his MVP candidates in the window.
    let nominate = h.state().session().post_match();
    let nuffle_app::gui::PostMatchState::Asks(ledger::Ask::Nominate {
        eligible, count, ..
    }) = nominate
    else {
        anyhow::bail!("expected the MVP nominations, got {nominate:?}");
    };
    for id in &eligible[..count] {
        let name = h.state().session().player_name(*id);
        h.get_by_label(&name).click();
        h.run();
    }
    h.get_by_label("Nominate").click();
    h.run();
    assert!(
        !matches!(
            h.state().session().post_match(),
            nuffle_app::gui::PostMatchState::Asks(ledger::Ask::Nominate {
                side: rules::Side::Home,
                ..
            })
        ),
        "the home nominations were taken"
    );
    // The rest with the same answers a coach would give, then the result from the window.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    while let nuffle_app::gui::PostMatchState::Asks(ask) = h.state().session().post_match() {
        let Some(answer) = common::answer(&ask, &mut rng) else {
            break;
        };
        if !h.state_mut().session_mut().answer_post_match(answer) {
            let tackle = ledger::Answer::Improve(ledger::Improvement::Skill("Tackle".into()));
            assert!(h.state_mut().session_mut().answer_post_match(tackle));
        }
    }
    h.run();
    h.get_by_label("Record the result").click();
    h.run();
    assert_eq!(
        h.state().session().post_match(),
        nuffle_app::gui::PostMatchState::Recorded,
        "{:?}",
        h.state().session().refused
    );
    let standings = ledger::Ledger::open(&db)?.standings(None)?;
    assert_eq!(standings.iter().map(|s| s.played).sum::<u32>(), 2);
    Ok(())
}

#[test]
fn an_earlier_dodge_roll_is_corrected_from_the_log_and_the_turnover_goes_000_l477()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut session = Session::open(Some(db.clone()))?;
    assert!(
        play_until(&mut session, 3, is_dodge),
        "the match reached a Dodge"
    );
    let side = session.game().state().turn.as_ref().map(|t| t.side);
    let turn = side.map(|s| session.game().state().team(s).turn);
    let one = || rules::Input::Dice(rules::DiceRoll::manual(vec![rules::Die::D6(1)]));
    assert!(session.apply(one()));
    // Offered a re-roll: take it and fail again, so the last roll is the one to correct (a
    // kept first roll would leave a "keep" in the log that no longer fits once it succeeds).
    if let Prompt::Decision(d) = session.game().prompt() {
        let reroll = d
            .options
            .iter()
            .find(|o| !matches!(o, rules::Decision::Reroll(rules::Reroll::Keep)))
            .cloned()
            .ok_or_else(|| anyhow::anyhow!("a re-roll to take: {:?}", d.options))?;
        assert!(session.apply(rules::Input::Decide(reroll)));
        assert!(session.apply(one()));
    }
    let turned_over = |s: &Session| {
        s.rulings()
            .iter()
            .filter(|t| t.starts_with("TURNOVER"))
            .count()
    };
    let before = turned_over(&session);
    assert!(before > 0, "the 1 failed the Dodge");
    let seq = session
        .rolls()
        .first()
        .map(|r| r.seq)
        .ok_or_else(|| anyhow::anyhow!("a roll"))?;
    let mut h = harness(session);
    h.get_by_label("Correct an earlier roll").click();
    h.run();
    h.get_by_label(&format!("Correct {seq}")).click();
    h.run();
    // The dice as they fell: a 6. The face buttons of the editor are the last "6" drawn.
    let six = h
        .query_all_by_label("6")
        .last()
        .ok_or_else(|| anyhow::anyhow!("the editor's 6"))?;
    six.click();
    h.run();
    h.get_by_label("Apply the correction").click();
    h.run();
    let session = h.state().session();
    assert_eq!(session.refused, None);
    assert_eq!(
        turned_over(session),
        before - 1,
        "the Dodge now succeeds: no turnover"
    );
    // The same turn goes on, and the log keeps the original beside the correction.
    assert_eq!(side.map(|s| session.game().state().team(s).turn), turn);
    let log = ledger::Ledger::open(&db)?.log(1)?;
    assert!(log.iter().any(|e| e.corrects == Some(seq)));
    assert!(log.iter().any(|e| e.seq == seq));
    Ok(())
}

/// The window's match log as the database holds it.
fn logged(session: &Session) -> anyhow::Result<Vec<ledger::LogEntry>> {
    let (path, id) = session.recording().map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(ledger::Ledger::open(path)?.log(id)?)
}

/// A folder the camera plays: these photos as a.jpg, b.jpg, … (played in that order).
fn tray(
    dir: &std::path::Path,
    photos: &[std::path::PathBuf],
) -> anyhow::Result<std::path::PathBuf> {
    let folder = dir.join("tray");
    std::fs::create_dir(&folder)?;
    for (photo, name) in photos.iter().zip('a'..) {
        let kind = photo.extension().and_then(|e| e.to_str()).unwrap_or("jpg");
        std::fs::copy(photo, folder.join(format!("{name}.{kind}")))?;
    }
    Ok(folder)
}

/// A folder the camera plays holding one drawn die (`vision::synth`), as a.png.
fn drawn_tray(
    dir: &std::path::Path,
    drawn: &vision::synth::Drawn,
) -> anyhow::Result<std::path::PathBuf> {
    let folder = dir.join("tray");
    std::fs::create_dir(&folder)?;
    drawn.image.save(folder.join("a.png"))?;
    Ok(folder)
}

/// Runs the window until the camera's read, on a thread of its own, has come back and been
/// taken in.
fn run_until_read(h: &mut Harness<'static, NuffleApp>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    h.run();
    while h.state().camera_reading() {
        assert!(
            std::time::Instant::now() < deadline,
            "the camera's read never came back"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.run();
    }
    h.run();
}

/// Reads the camera's tray (C) on a read that must ask: the roll stays, the referee is told
/// `named`; then confirms it with the button whose label holds `apply` and gives the input
/// logged for it, which must have come from the camera.
fn read_asked_then_confirmed(
    h: &mut Harness<'static, NuffleApp>,
    named: &str,
    apply: &str,
) -> anyhow::Result<rules::Input> {
    let roll = h.state().session().game().prompt();
    h.get_by_label("Read the dice tray (C)").click();
    run_until_read(h);
    assert_eq!(
        h.state().session().game().prompt(),
        roll,
        "not taken unasked"
    );
    assert!(
        h.query_all_by_label_contains(named).next().is_some(),
        "the referee is told {named:?}"
    );
    h.get_by_label_contains(apply).click();
    h.run();
    assert_ne!(
        h.state().session().game().prompt(),
        roll,
        "applied once confirmed"
    );
    let log = logged(h.state().session())?;
    let last = log.last().ok_or_else(|| anyhow::anyhow!("logged"))?;
    assert_eq!(last.source, Some(rules::DiceSource::Camera));
    Ok(last.input.clone())
}

/// A real photo of two dice the shipped readers take unasked, 1 and 2 (left to right), saved
/// in `dir`: IMG_20191209_100559 with its third die (a 3 they are unsure of) covered by a
/// square of the same tray from just below it. No photo of exactly two dice in byler-d6 is
/// read sure on both by the three readers averaged (docs/performance.md).
fn sure_pair(dir: &std::path::Path) -> anyhow::Result<Option<std::path::PathBuf>> {
    let Some(photo) = byler_image("IMG_20191209_100559.jpg") else {
        return Ok(None);
    };
    let mut image = vision::camera::load(&photo)?;
    let (x0, y0, side, drop) = (217, 338, 70, 120);
    for y in y0..y0 + side {
        for x in x0..x0 + side {
            let tray = *image.get_pixel(x, y + drop);
            image.put_pixel(x, y, tray);
        }
    }
    let path = dir.join("sure-pair.png");
    image.save(&path)?;
    Ok(Some(path))
}

/// The window on a new match recorded in `dir/n.sqlite3`, its camera playing `photos` (a
/// folder, [`tray`]).
fn window_over(
    dir: &std::path::Path,
    photos: std::path::PathBuf,
) -> anyhow::Result<Harness<'static, NuffleApp>> {
    let settings = nuffle_app::gui::Settings {
        camera: Some(photos),
        ..Default::default()
    };
    let session = Session::open(Some(dir.join("n.sqlite3")))?;
    Ok(harness_of(NuffleApp::new(session).with_settings(settings)))
}

/// The referee checks the camera's angle on its next frame (a photo from above that shows a 4
/// or a 5: about 15°, fine), as before a match, so later reads need not ask for an angle not
/// yet known.
fn angle_checked(h: &mut Harness<'static, NuffleApp>) {
    h.get_by_label("Check the camera's angle").click();
    run_until_read(h);
    assert!(
        h.query_all_by_label_contains("off straight down: fine.")
            .next()
            .is_some(),
        "the angle measured"
    );
}

/// The Weather keyed by hand (3 and 4), as a referee does while the camera reads.
fn weather_keyed(h: &mut Harness<'static, NuffleApp>) -> Prompt {
    let keyed = rules::DiceRoll::manual(vec![rules::Die::D6(3), rules::Die::D6(4)]);
    assert!(
        h.state_mut().session_mut().apply(rules::Input::Dice(keyed)),
        "the Weather keyed"
    );
    h.state().session().game().prompt()
}

/// The camera reads on a thread of its own, so the window goes on while it does, and the
/// referee may key the roll meanwhile. A read that comes back after its roll was settled
/// (here a sure 1 and 2, for the Weather) is shown but applied to nothing: not to the next
/// roll, the fans' 2D6, which it would fit.
#[test]
fn a_read_that_comes_back_after_its_roll_was_keyed_applies_nothing() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let Some(photos) = from_above_then_sure_pair(dir.path())? else {
        return Ok(());
    };
    let mut h = window_over(dir.path(), photos)?;
    assert!(matches!(&h.state().session().game().prompt(), Prompt::Roll(r) if r.roll == "Weather"));
    angle_checked(&mut h);
    h.get_by_label("Read the dice tray (C)").click();
    h.step();
    assert!(h.state().camera_reading(), "the read runs on");
    let fans = weather_keyed(&mut h);
    assert!(
        matches!(&fans, Prompt::Roll(r) if r.dice.len() == 2),
        "{fans:?}"
    );
    run_until_read(&mut h);
    assert_eq!(
        h.state().session().game().prompt(),
        fans,
        "the late read applied to nothing"
    );
    assert!(
        h.query_all_by_label_contains("read after their roll was settled another way")
            .next()
            .is_some()
    );
    let log = logged(h.state().session())?;
    assert_ne!(
        log.last().and_then(|e| e.source),
        Some(rules::DiceSource::Camera),
        "the keyed Weather is the last input"
    );
    Ok(())
}

/// A read that asked (a 5 and a 3, unsure) offers its guess for its own roll only: once the
/// referee keys that roll by hand, the guess is gone and cannot be applied to the next.
#[test]
fn an_unsure_reads_guess_goes_once_its_roll_is_keyed() -> anyhow::Result<()> {
    let Some(unsure) = byler_image("IMG_20191208_112652.jpg") else {
        return Ok(());
    };
    let dir = tempfile::tempdir()?;
    let mut h = window_over(dir.path(), tray(dir.path(), &[unsure])?)?;
    h.get_by_label("Read the dice tray (C)").click();
    run_until_read(&mut h);
    let offered =
        |h: &Harness<'static, NuffleApp>| h.query_all_by_label_contains("as read").next().is_some();
    assert!(offered(&h), "the guess offered");
    let fans = weather_keyed(&mut h);
    h.run();
    assert!(!offered(&h), "a guess for a roll already settled");
    assert_eq!(h.state().session().game().prompt(), fans);
    Ok(())
}

/// A camera whose angle is not known yet (no 4 or 5 read through it) asks even about dice the
/// readers are sure of (a 1 and a 2, which a camera from above takes at once once measured),
/// and says why and what measures it: a camera tilted 30° or more can take a die's side for
/// its top, and nothing has told it is not.
#[test]
fn a_camera_whose_angle_is_not_measured_yet_asks_and_says_why() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let Some(sure) = sure_pair(dir.path())? else {
        return Ok(());
    };
    let mut h = window_over(dir.path(), tray(dir.path(), &[sure])?)?;
    let input = read_asked_then_confirmed(
        &mut h,
        "angle off straight down is not measured yet: a 4 or a 5",
        "Apply 1, 2 as read",
    )?;
    assert!(matches!(&input, rules::Input::Dice(r)
        if r.dice[..] == [rules::Die::D6(1), rules::Die::D6(2)]));
    Ok(())
}

/// A folder the camera plays: a real photo from above of a 5 and a 3 the readers are unsure
/// of, which measures the camera's angle (about 15°, IMG_20191208_112652), then the sure pair
/// (a 1 and a 2, [`sure_pair`]); none without the photos.
fn from_above_then_sure_pair(dir: &std::path::Path) -> anyhow::Result<Option<std::path::PathBuf>> {
    let (Some(from_above), Some(sure)) = (byler_image("IMG_20191208_112652.jpg"), sure_pair(dir)?)
    else {
        return Ok(None);
    };
    Ok(Some(tray(dir, &[from_above, sure])?))
}

/// The simulated tower on a pseudo-terminal linked at `dir/tower`, rolls settling at once.
fn tower_sim(dir: &std::path::Path) -> anyhow::Result<device::host::Sim> {
    Ok(device::host::Sim::start(device::host::SimOptions {
        link: Some(dir.join("tower")),
        settle_ms: 0,
        ..device::host::SimOptions::default()
    })?)
}

#[test]
fn the_camera_reads_real_dice_asks_about_an_unsure_read_and_applies_a_sure_one()
-> anyhow::Result<()> {
    // Two real photos of two dice: 5 and 3 read unsure, then 1 and 2 read sure (left to right).
    let dir = tempfile::tempdir()?;
    let Some(photos) = from_above_then_sure_pair(dir.path())? else {
        return Ok(());
    };
    let db = dir.path().join("n.sqlite3");
    let settings = nuffle_app::gui::Settings {
        camera: Some(photos),
        ..Default::default()
    };
    let session = Session::open(Some(db.clone()))?;
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    let weather = h.state().session().game().prompt();
    assert!(matches!(&weather, Prompt::Roll(r) if r.roll == "Weather"));
    // Unsure: nothing applied until the referee says so.
    read_asked_then_confirmed(&mut h, "is unsure", "as read")?;
    assert!(
        h.state()
            .session()
            .rulings()
            .iter()
            .any(|t| t.contains("Weather roll 8")),
        "5 + 3 = 8: {:?}",
        h.state().session().rulings()
    );
    // The next roll (the fans, 2D6): a sure read goes straight in.
    let fans = h.state().session().game().prompt();
    h.get_by_label("Read the dice tray (C)").click();
    run_until_read(&mut h);
    assert_ne!(
        h.state().session().game().prompt(),
        fans,
        "a sure read is applied at once"
    );
    let log = ledger::Ledger::open(&db)?.log(1)?;
    let last = log.last().ok_or_else(|| anyhow::anyhow!("logged"))?;
    assert_eq!(last.source, Some(rules::DiceSource::Camera));
    assert!(matches!(&last.input, rules::Input::Dice(r)
        if r.dice[..] == [rules::Die::D6(1), rules::Die::D6(2)]));
    Ok(())
}

#[test]
fn a_referee_moves_a_model_by_hand_to_an_empty_square() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let in_play = |s: &Session| {
        s.game().state().turn.is_some() && matches!(s.game().prompt(), Prompt::Decision(_))
    };
    assert!(
        play_until(&mut session, 11, in_play),
        "the match reached a turn"
    );
    // A Reserve comes back onto an empty square of the far wing.
    let state = session.game().state();
    let reserve = state
        .players
        .iter()
        .find(|p| p.place == rules::Place::Reserves)
        .map(|p| (p.id, p.label()))
        .ok_or_else(|| anyhow::anyhow!("someone in Reserves"))?;
    let empty = rules::Pitch::BB2016
        .all()
        .find(|s| !state.is_occupied(*s) && state.ball_square() != Some(*s))
        .ok_or_else(|| anyhow::anyhow!("an empty square"))?;
    let mut h = harness(session);
    click_square(&mut h, empty, egui::PointerButton::Secondary);
    h.get_by_label("Put a player here").click();
    h.run();
    h.get_by_label(&format!("{} (in Reserves)", reserve.1))
        .click();
    h.run();
    let place = h
        .state()
        .session()
        .game()
        .state()
        .player(reserve.0)
        .map(|p| p.place);
    assert_eq!(
        place,
        Some(rules::Place::Pitch {
            square: empty,
            stance: rules::Stance::Standing
        })
    );
    Ok(())
}

#[test]
fn the_acting_player_is_dragged_to_a_square_and_moves_there() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let can_move = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, rules::Decision::Move { .. })))
    };
    assert!(play_until(&mut session, 4, can_move), "a player may move");
    let state = session.game().state();
    let mover = state
        .action()
        .map(|a| a.player)
        .ok_or_else(|| anyhow::anyhow!("acting"))?;
    let from = state
        .player(mover)
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("on the pitch"))?;
    let Prompt::Decision(d) = session.game().prompt() else {
        anyhow::bail!("a decision");
    };
    let to = d
        .options
        .iter()
        .find_map(|o| match o {
            rules::Decision::Move { to } => Some(*to),
            _ => None,
        })
        .ok_or_else(|| anyhow::anyhow!("a square"))?;
    let mut h = harness(session);
    let pitch = h.get_by_label(PITCH_LABEL).rect();
    let layout = nuffle_app::gui::pitch::PitchLayout::fit(pitch, rules::Pitch::BB2016);
    let (a, b) = (
        layout.square_rect(from).center(),
        layout.square_rect(to).center(),
    );
    h.hover_at(a);
    h.event(egui::Event::PointerButton {
        pos: a,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    for k in 1..=5 {
        h.hover_at(a + (b - a) * (k as f32 / 5.0));
        h.run();
    }
    h.event(egui::Event::PointerButton {
        pos: b,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    h.run();
    let now = h
        .state()
        .session()
        .game()
        .state()
        .player(mover)
        .and_then(|p| p.square());
    assert_eq!(now, Some(to), "{:?}", h.state().session().refused);
    Ok(())
}

#[test]
fn simulated_dice_roll_for_the_prompt_when_the_setting_is_on_and_are_logged_as_such()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let session = Session::open(Some(db.clone()))?;
    let h = harness(session);
    assert!(
        h.query_by_label("Roll for me (simulated dice, S)")
            .is_none(),
        "off unless the settings say so"
    );
    assert!(
        h.query_by_label("Half 1 | Weather: Nice").is_some(),
        "the weather is shown"
    );
    let settings = nuffle_app::gui::Settings {
        simulated_dice: true,
        ..Default::default()
    };
    drop(h); // the first window closes, so the second records the match
    let session = Session::open(Some(db.clone()))?;
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    let before = h.state().session().game().prompt();
    h.get_by_label("Roll for me (simulated dice, S)").click();
    h.run();
    assert_ne!(h.state().session().game().prompt(), before);
    let log = ledger::Ledger::open(&db)?.log(1)?;
    assert_eq!(
        log.last().and_then(|e| e.source),
        Some(rules::DiceSource::Simulator)
    );
    // T shades the Tackle Zones, and again hides them.
    h.key_press(egui::Key::T);
    h.run();
    assert!(h.state().tackle_zones_shown());
    h.key_press(egui::Key::T);
    h.run();
    assert!(!h.state().tackle_zones_shown());
    Ok(())
}

#[test]
fn block_dice_are_answered_with_their_face_buttons_000_l543() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let two_block_dice = |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.roll == "Block" && r.dice.len() == 2);
    // The first seed whose match comes to a two-dice block (most do).
    let mut found = None;
    for seed in 2..40 {
        let mut session = Session::open(Some(dir.path().join(format!("n{seed}.sqlite3"))))?;
        if play_until(&mut session, seed, two_block_dice) {
            found = Some(session);
            break;
        }
    }
    let session = found.ok_or_else(|| anyhow::anyhow!("a two-dice block"))?;
    let mut h = harness(session);
    // The faces are named buttons (their symbols are painted): one Pushed a die.
    let count = h.query_all_by_label("Pushed").count();
    assert_eq!(count, 2, "one Pushed face a die");
    for k in 0..count {
        let node = h
            .query_all_by_label("Pushed")
            .nth(k)
            .ok_or_else(|| anyhow::anyhow!("a Pushed button"))?;
        node.click();
        h.run();
    }
    h.get_by_label("Apply dice").click();
    h.run();
    let events = h.state().session().last.clone();
    assert!(
        events.iter().any(|e| e.text.contains("Pushed")),
        "{:?}",
        events.iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    Ok(())
}

#[test]
fn a_click_on_a_square_further_off_walks_the_likeliest_path_there_000_l455() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    // A player who may move and has a square two or more steps off that needs no dice.
    let walk = |s: &Session| {
        s.game()
            .reach()
            .iter()
            .any(|r| r.path.len() >= 2 && r.rolls.is_empty())
    };
    assert!(
        play_until(&mut session, 4, walk),
        "a free walk of two squares"
    );
    let target = session
        .game()
        .reach()
        .into_iter()
        .filter(|r| r.rolls.is_empty())
        .max_by_key(|r| r.path.len())
        .ok_or_else(|| anyhow::anyhow!("a reachable square"))?;
    let mover = session
        .game()
        .state()
        .action()
        .map(|a| a.player)
        .ok_or_else(|| anyhow::anyhow!("acting"))?;
    let mut h = harness(session);
    // Clicked by hand: the walk then repaints a step a frame, which `run` would call unsettled.
    let pitch = h.get_by_label(PITCH_LABEL).rect();
    let at = nuffle_app::gui::pitch::PitchLayout::fit(pitch, rules::Pitch::BB2016)
        .square_rect(target.square)
        .center();
    h.hover_at(at);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    for _ in 0..(target.path.len() + 3) {
        h.step();
    }
    let at = h
        .state()
        .session()
        .game()
        .state()
        .player(mover)
        .and_then(|p| p.square());
    assert_eq!(
        at,
        Some(target.square),
        "walked {} squares",
        target.path.len()
    );
    Ok(())
}

#[test]
fn the_towers_roll_settled_cues_the_camera_which_reads_and_applies_the_dice() -> anyhow::Result<()>
{
    use device::host::{Port, script::Step};
    let dir = tempfile::tempdir()?;
    let Some(photos) = from_above_then_sure_pair(dir.path())? else {
        return Ok(());
    };
    let sim = tower_sim(dir.path())?;
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let weather = session.game().prompt();
    let settings = nuffle_app::gui::Settings {
        camera: Some(photos),
        ..Default::default()
    };
    let app = NuffleApp::new(session)
        .with_tower(Port::Path(dir.path().join("tower")))
        .with_settings(settings);
    let mut h = harness_of(app);
    // Before the match the referee checks the camera's angle (its first photo).
    angle_checked(&mut h);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while sim.stats().expected.is_empty() && std::time::Instant::now() < deadline {
        h.run();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    // The dice fall through the tower; nobody keys them: the camera reads 1 and 2.
    sim.run(Step::Shake);
    while h.state().session().game().prompt() == weather && std::time::Instant::now() < deadline {
        h.run();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_ne!(
        h.state().session().game().prompt(),
        weather,
        "the settled roll was read"
    );
    assert_eq!(sim.stats().rolls, 0, "nothing was keyed at the tower");
    let log = logged(h.state().session())?;
    let last = log.last().ok_or_else(|| anyhow::anyhow!("logged"))?;
    assert_eq!(last.source, Some(rules::DiceSource::Camera));
    assert!(matches!(&last.input, rules::Input::Dice(r)
        if r.dice[..] == [rules::Die::D6(1), rules::Die::D6(2)]));
    Ok(())
}

/// Block dice read by their symbols (experimental, a setting): a drawn Defender Down die in the
/// camera's tray is read as that face, but never taken unasked; confirmed, it is applied as a
/// block die from the camera, without the D6 numbering (which would make a 5 of it).
#[test]
fn the_camera_reads_a_block_die_by_its_symbol_and_always_asks_000_l575() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let one_block_die = |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.roll == "Block" && r.dice.len() == 1);
    assert!(
        play_until(&mut session, 2, one_block_die),
        "a one-die block"
    );
    let drawn = vision::synth::draw(
        vision::synth::Face::Block(rules::BlockFace::DefenderDown),
        &mut vision::cnn::XorShift(3),
    );
    let settings = nuffle_app::gui::Settings {
        camera: Some(drawn_tray(dir.path(), &drawn)?),
        block_symbols: true,
        ..Default::default()
    };
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    let input = read_asked_then_confirmed(
        &mut h,
        "read as Defender Down",
        "Apply Defender Down as read",
    )?;
    assert!(matches!(&input, rules::Input::Dice(r)
        if r.dice[..] == [rules::Die::Block(rules::BlockFace::DefenderDown)]));
    Ok(())
}

/// Dice whose logo is on the 1 (a setting; GW's own dice put it on the 6): a drawn logo die in
/// the camera's tray is named as a logo read as 1 and, as logo reads are not yet measured on
/// real photos, asked about first; confirmed, a 1 is applied from the camera. With the setting
/// ignored it would read 6.
#[test]
fn with_the_logo_on_the_one_the_camera_reads_a_logo_die_as_one_and_asks() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let one_d6 = |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.dice[..] == [rules::DieKind::D6]);
    assert!(play_until(&mut session, 2, one_d6), "a roll of one D6");
    let drawn = vision::synth::draw_on_tray(
        vision::synth::Face::Logo(vision::synth::Logo::Skull),
        &mut vision::cnn::XorShift(1),
    );
    let settings = nuffle_app::gui::Settings {
        camera: Some(drawn_tray(dir.path(), &drawn)?),
        logo_on: vision::LogoFace::One,
        ..Default::default()
    };
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    let input = read_asked_then_confirmed(&mut h, "a logo, read as 1", "Apply 1 as read")?;
    assert!(matches!(&input, rules::Input::Dice(r) if r.dice[..] == [rules::Die::D6(1)]));
    Ok(())
}

/// A live camera (here a folder played as frames, as a webcam would give them) is watched while
/// a roll is asked: nothing is read while the dice tumble (three different photos), and the
/// frames are read once they rest (the same photo five times over).
#[test]
fn a_live_camera_reads_the_dice_when_they_come_to_rest() -> anyhow::Result<()> {
    let (Some(a), Some(b), Some(c), Some(rest)) = (
        byler_image("IMG_20191208_111702.jpg"),
        byler_image("IMG_20191209_095915.jpg"),
        byler_image("IMG_20191208_112104.jpg"),
        byler_image("IMG_20191209_100541.jpg"),
    ) else {
        return Ok(());
    };
    let dir = tempfile::tempdir()?;
    let mut frames = vec![a, b, c];
    frames.extend(std::iter::repeat_n(rest, 8));
    let folder = tray(dir.path(), &frames)?;
    let settings = nuffle_app::gui::Settings {
        camera: Some(format!("frames {}", folder.display()).into()),
        ..Default::default()
    };
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    let weather = h.state().session().game().prompt();
    let read = |h: &Harness<'static, NuffleApp>| {
        h.state().session().game().prompt() != weather
            || h.query_all_by_label_contains("needs your word")
                .next()
                .is_some()
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    for _ in 0..30 {
        if read(&h) {
            break;
        }
        h.step();
        // A read runs on a thread of its own: the frames go on while it does.
        while h.state().camera_reading() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
            h.step();
        }
    }
    assert!(read(&h), "read once the dice rested");
    // It read the resting photo's two dice (5 and 3, left to right), not a tumbling frame's
    // (those hold eleven, nine and seven dice).
    assert!(
        h.query_all_by_label_contains("dice in view")
            .next()
            .is_none(),
        "a frame read while the dice moved"
    );
    let applied = logged(h.state().session())?.last().is_some_and(|e| {
        matches!(&e.input, rules::Input::Dice(r)
            if r.dice[..] == [rules::Die::D6(5), rules::Die::D6(3)]
                && r.source == rules::DiceSource::Camera)
    });
    let offered = h.query_by_label("Apply 5, 3 as read").is_some();
    assert!(applied || offered, "the resting dice were read");
    Ok(())
}

/// The first of up to 200 trays of `count` dice drawn as a camera 35° off straight down sees
/// them (`vision::oblique`), after `rng`'s, whose dice read as `wanted` says.
fn tilted_tray(
    rng: &mut vision::cnn::XorShift,
    count: usize,
    wanted: impl Fn(&[vision::Detection]) -> bool,
) -> anyhow::Result<vision::RgbImage> {
    for _ in 0..200 {
        let image = vision::oblique::draw(rng, 35.0, count).image;
        if wanted(&vision::recognize(&image)) {
            return Ok(image);
        }
    }
    anyhow::bail!("no drawn tray of {count} dice reads as wanted")
}

/// Two rolls of 2D6 (the Weather, then the fans) under a camera 35° off straight down, drawn as
/// it sees them (`vision::oblique`). The first photo shows a 4 or a 5, measures the tilt and
/// asks, naming it; the second has none to measure by and, read alone, is sure of both dice,
/// yet the window remembers its camera's tilt and asks about it too, naming the tilt.
#[test]
fn a_camera_measured_tilted_asks_about_a_later_roll_with_no_4_or_5() -> anyhow::Result<()> {
    let mut rng = vision::cnn::XorShift(11);
    let measured = tilted_tray(&mut rng, 2, |dice| {
        dice.len() == 2 && dice[0].camera_tilt >= Some(vision::tilt::ASK_FROM)
    })?;
    let unmeasured = tilted_tray(&mut rng, 2, |dice| {
        dice.len() == 2
            && dice[0].camera_tilt.is_none()
            && dice.iter().all(|d| d.confidence >= vision::SURE_AT)
    })?;
    let dir = tempfile::tempdir()?;
    let folder = dir.path().join("tray");
    std::fs::create_dir(&folder)?;
    measured.save(folder.join("a.png"))?;
    unmeasured.save(folder.join("b.png"))?;
    let settings = nuffle_app::gui::Settings {
        camera: Some(folder),
        ..Default::default()
    };
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    assert!(matches!(&h.state().session().game().prompt(), Prompt::Roll(r) if r.roll == "Weather"));
    read_asked_then_confirmed(&mut h, "off straight down", "as read")?;
    read_asked_then_confirmed(&mut h, "off straight down", "as read")?;
    Ok(())
}

/// Before the first roll the referee checks the camera's angle: a photo with no 4 or 5 measures
/// nothing and says to put one in view; a real photo from above (IMG_20191208_112652, a 5
/// and a 3) measures about 15° and is fine; a camera 35° off straight down (a drawn tray) is
/// named as asking about every read, with what to do. No check applies a roll.
#[test]
fn the_referee_checks_the_cameras_angle_before_the_first_roll() -> anyhow::Result<()> {
    let (Some(no_4_or_5), Some(from_above)) = (
        byler_image("IMG_20191208_112605.jpg"),
        byler_image("IMG_20191208_112652.jpg"),
    ) else {
        return Ok(());
    };
    let mut rng = vision::cnn::XorShift(11);
    let tilted = tilted_tray(&mut rng, 2, |dice| {
        vision::tilt::of_photo(dice) >= Some(vision::tilt::ASK_FROM)
    })?;
    let dir = tempfile::tempdir()?;
    let tilted_path = dir.path().join("tilted.png");
    tilted.save(&tilted_path)?;
    let settings = nuffle_app::gui::Settings {
        camera: Some(tray(dir.path(), &[no_4_or_5, from_above, tilted_path])?),
        ..Default::default()
    };
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let mut h = harness_of(NuffleApp::new(session).with_settings(settings));
    let weather = h.state().session().game().prompt();
    let says = |h: &Harness<'static, NuffleApp>, text: &str| {
        h.query_all_by_label_contains(text).next().is_some()
    };
    assert!(says(&h, "Camera angle: not measured yet"));
    h.get_by_label("Check the camera's angle").click();
    run_until_read(&mut h);
    assert!(says(&h, "No 4 or 5 read in this frame"));
    assert!(says(&h, "Camera angle: not measured yet"));
    h.get_by_label("Check the camera's angle").click();
    run_until_read(&mut h);
    assert!(says(&h, "This frame: about 15°"));
    assert!(says(&h, "Camera angle: about 15° off straight down: fine."));
    h.get_by_label("Check the camera's angle").click();
    run_until_read(&mut h);
    // Of two photos measured, the more tilted counts (vision::tilt::CameraTilt).
    assert!(says(&h, "so every read asks: point it straight down"));
    assert_eq!(
        h.state().session().game().prompt(),
        weather,
        "no roll applied"
    );
    Ok(())
}

/// `nuffle --camera` names the camera for this run: the panel reads from it, over the saved
/// setting, which is kept as it was for the next launch.
#[test]
fn the_command_lines_camera_wins_over_the_saved_one_and_is_not_saved() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (saved, named) = (dir.path().join("saved"), dir.path().join("named"));
    for folder in [&saved, &named] {
        std::fs::create_dir(folder)?;
        vision::RgbImage::new(8, 8).save(folder.join("a.png"))?;
    }
    let settings = nuffle_app::gui::Settings {
        camera: Some(saved.clone()),
        ..Default::default()
    };
    let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let h = harness_of(
        NuffleApp::new(session)
            .with_settings(settings)
            .with_camera(Some(named.clone())),
    );
    let shown = |folder: &std::path::Path| {
        h.query_all_by_label_contains(&format!("images in {}", folder.display()))
            .next()
            .is_some()
    };
    assert!(shown(&named) && !shown(&saved));
    assert_eq!(
        h.state().settings().camera.as_deref(),
        Some(saved.as_path())
    );
    Ok(())
}

/// The referee's "Correct" menu on a team's trackers moves its Turn marker and its score one
/// step (the coaches forgot to move the marker, 000:L413; a touchdown scored on the table but
/// not in the window): each is an input the log names and Undo takes back.
#[test]
fn the_trackers_correct_menu_moves_the_turn_marker_and_the_score() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    assert!(
        play_until(&mut session, 5, |s| s.game().state().turn.is_some()),
        "a team's turn came"
    );
    let state = session.game().state();
    let side = state.turn.as_ref().map(|t| t.side).expect("a turn");
    let name = state.team(side).name.clone();
    let turn = state.team(side).turn;
    let mut h = harness(session);
    h.get_by_label(&format!("Correct {name}")).click();
    h.run();
    h.get_by_label(&format!("Turn marker {turn} to {}", turn + 1))
        .click();
    h.run();
    let team =
        |h: &Harness<'static, NuffleApp>| h.state().session().game().state().team(side).clone();
    assert_eq!(team(&h).turn, turn + 1);
    let log = h.state().session().rulings().join("\n");
    assert!(
        log.contains(&format!("{name}'s Turn marker set to {}", turn + 1)),
        "{log}"
    );
    h.get_by_label(&format!("Correct {name}")).click();
    h.run();
    h.get_by_label("Score 0 to 1").click();
    h.run();
    assert_eq!(team(&h).score, 1);
    assert!(
        h.state_mut().session_mut().undo(),
        "the score correction undone"
    );
    h.run();
    assert_eq!(team(&h).score, 0);
    assert_eq!(team(&h).turn, turn + 1, "the marker correction stays");
    Ok(())
}

/// "Friendly" on the new-match form (window_league.rs): two league teams play a Friendly (FAQ
/// 004:L11615-L11624),
/// whose post-match sequence asks no MVP nominees (no MVP after a Friendly) but the winnings
/// die first; unticked, the same start asks the nominees first (004:L2556).
#[test]
fn a_friendly_ticked_in_the_window_has_no_mvp_004_l11615() -> anyhow::Result<()> {
    for friendly in [true, false] {
        let dir = tempfile::tempdir()?;
        let db = dir.path().join("league.sqlite3");
        import_league_teams(dir.path(), &db)?;
        let mut session = Session::open(Some(db.clone()))?;
        let league = nuffle_app::gui::NewMatchChoice {
            home: nuffle_app::gui::TeamChoice::League(1),
            away: nuffle_app::gui::TeamChoice::League(2),
            options: [
                false, false, false, true, false, false, false, false, false, false,
            ],
            friendly,
            season: None,
        };
        assert!(session.start(&league), "{:?}", session.refused);
        assert!(play_until(&mut session, 5, |s| s.game().state().finished));
        assert!(session.begin_post_match(), "{:?}", session.refused);
        let first = session.post_match();
        let nominees = matches!(
            first,
            nuffle_app::gui::PostMatchState::Asks(ledger::Ask::Nominate { .. })
        );
        assert_eq!(nominees, !friendly, "{first:?}");
    }
    Ok(())
}

/// A league's season, made with `nuffle league season-new`, is offered on the new-match form,
/// and a match of two league teams started for it counts for it (stored with the match, as
/// `match record --season` stores it).
#[test]
fn a_league_match_started_in_the_window_counts_for_the_season_picked_004_l2811()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    import_league_teams(dir.path(), &db)?;
    let made = common::nuffle(&[
        "league",
        "season-new",
        "Old World",
        "2026",
        "--db",
        &db.to_string_lossy(),
    ])?;
    anyhow::ensure!(made.status.success(), "{}", common::text(&made.stderr));
    let mut h = harness(Session::open(Some(db.clone()))?);
    h.key_press(egui::Key::F3);
    h.run();
    assert!(h.query_by_label("Season (league teams)").is_some());

    let mut session = Session::open(Some(db.clone()))?;
    let choice = nuffle_app::gui::NewMatchChoice {
        home: nuffle_app::gui::TeamChoice::League(1),
        away: nuffle_app::gui::TeamChoice::League(2),
        options: [
            false, false, false, true, false, false, false, false, false, false,
        ],
        friendly: false,
        season: Some(1),
    };
    assert!(session.start(&choice), "{:?}", session.refused);
    let conn = rusqlite::Connection::open(&db)?;
    let season: Option<i64> = conn.query_row(
        "SELECT season_id FROM matches ORDER BY id DESC LIMIT 1",
        [],
        |r| r.get(0),
    )?;
    assert_eq!(season, Some(1));
    Ok(())
}
