//! What goes wrong at a table: a bad team file, a full disk, a read-only database, a
//! correction after the match was locked. Each gives an error that says what to do, and
//! nothing already recorded is lost.

use crate::common;

use common::{Feeder, TestResult, book, box_start, temp_ledger};
use ledger::{InputError, Ledger, LedgerError};
use rules::Input;

fn import(json: &str) -> String {
    let (_dir, mut ledger) = temp_ledger();
    let err = ledger.import_team(book(), "team.json", json).err();
    assert!(
        ledger.teams().map(|t| t.is_empty()).unwrap_or(false),
        "nothing was stored"
    );
    err.map(|e| e.to_string()).unwrap_or_default()
}

#[test]
fn a_malformed_team_file_says_where_and_what() {
    let base = r#""name": "Reavers", "coach": "Ana", "rerolls": 3"#;
    let cases = [
        (r#"{"name": "Reavers""#.to_string(), "line 1"),
        (
            format!(r#"{{{base}, "roster": "human", "players": [], "rerols": 2}}"#),
            "unknown field `rerols`",
        ),
        (
            format!(
                r#"{{{base}, "roster": "halfing", "players": [{{"number": 1, "position": "Lineman"}}]}}"#
            ),
            "halfing",
        ),
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{{"number": 1, "position": "Wizard"}}]}}"#
            ),
            "no position \"Wizard\"",
        ),
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{{"number": 1, "position": "Lineman"}}, {{"number": 1, "position": "Lineman"}}]}}"#
            ),
            "two players wear #1",
        ),
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{}]}}"#,
                (1..=3)
                    .map(|n| format!(r#"{{"number": {n}, "position": "Thrower"}}"#))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
            "at most 2 Thrower",
        ),
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{{"number": 1, "position": "Lineman", "skills": ["Claw"]}}]}}"#
            ),
            "cannot learn Claw",
        ),
        (
            r#"{"name": "R", "coach": "A", "rerolls": 9, "roster": "human", "players": [{"number": 1, "position": "Lineman"}]}"#.to_string(),
            "at most 8 team re-rolls",
        ),
        // A skill had twice adds nothing (004:L11721-L11725), so it may not add value: the
        // Blitzer's own Block, or a Lineman's Block listed twice, is refused.
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{{"number": 1, "position": "Blitzer", "skills": ["Block"]}}]}}"#
            ),
            "has Block already",
        ),
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{{"number": 1, "position": "Lineman", "skills": ["Block", "block"]}}]}}"#
            ),
            "Block is listed twice",
        ),
        // A Frenzy player can never learn or gain Grab (004:L10216-L10219).
        (
            format!(
                r#"{{{base}, "roster": "human", "players": [{{"number": 1, "position": "Lineman", "skills": ["Frenzy", "Grab"]}}]}}"#
            ),
            "Grab and Frenzy may never be had together",
        ),
    ];
    for (json, expected) in cases {
        let err = import(&json);
        assert!(
            err.contains("team.json") && err.contains(expected),
            "{expected}: {err}"
        );
    }
}

#[test]
fn a_good_team_file_is_stored_with_values_from_the_roster() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let json = r#"{"name": "Reavers", "coach": "Ana", "roster": "Human", "rerolls": 2,
        "players": [{"number": 4, "position": "blitzer", "name": "Griff"},
                    {"number": 9, "position": "Lineman", "skills": ["Block"], "spp": 7}]}"#;
    let team = ledger.import_team(book(), "team.json", json)?;
    let players = ledger.players(team.id)?;
    assert_eq!(players.len(), 2);
    assert_eq!(
        (players[0].name.as_str(), players[0].value),
        ("Griff", 90_000)
    );
    // A Lineman (50,000) with a Normal skill bought (+20,000, 004:L2630-L2650).
    assert_eq!((players[1].value, players[1].spp), (70_000, 7));
    assert_eq!(players[1].skills, vec!["block".to_string()]);
    Ok(())
}

#[test]
fn a_full_disk_refuses_the_input_says_so_and_keeps_the_match() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(1);
    for _ in 0..20 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        open.apply(&mut ledger, input, "referee")?;
    }
    // SQLite answers SQLITE_FULL exactly as on a full disk once the file may not grow.
    ledger.limit_size_for_tests()?;
    let before = open.game().state().clone();
    let mut refused = None;
    for _ in 0..2000 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        match open.apply(&mut ledger, input, "referee") {
            Ok(_) => {}
            Err(e) => {
                refused = Some(e);
                break;
            }
        }
    }
    let err = refused.ok_or("the database never filled up")?;
    assert!(
        matches!(err, InputError::NotRecorded(LedgerError::Full)),
        "{err:?}"
    );
    assert!(err.to_string().contains("NOT recorded") && err.to_string().contains("disk space"));
    // Everything acknowledged before is there and the match reopens where it stood.
    assert!(open.game().inputs().len() > 20);
    assert_ne!(open.game().state(), &before);
    drop(ledger);
    let ledger = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    assert_eq!(
        ledger.view_match(open.id())?.game().state(),
        open.game().state()
    );
    Ok(())
}

#[test]
fn a_read_only_database_is_a_clear_error_and_is_left_as_it_was() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let path = dir.path().join("nuffle.sqlite3");
    let open = ledger.start_match(&box_start())?;
    drop(ledger);
    // Root ignores file modes, so the file is made immutable, as a read-only disk would be.
    let locked = std::process::Command::new("chattr")
        .arg("+i")
        .arg(&path)
        .status();
    if !locked.is_ok_and(|s| s.success()) {
        // Not root (or no chattr): plain permissions do the job.
        let mut perms = std::fs::metadata(&path)?.permissions();
        perms.set_readonly(true);
        std::fs::set_permissions(&path, perms)?;
    }
    let result = Ledger::open(&path).and_then(|mut l| {
        let mut m = l.open_match(open.id())?;
        let mut feed = Feeder::new(2);
        let input = feed.next(m.game()).unwrap_or(Input::Undo);
        m.apply(&mut l, input, "referee").map_err(|e| match e {
            InputError::NotRecorded(e) => e,
            InputError::Refused(r) => LedgerError::PostMatch(r.to_string()),
        })?;
        Ok(())
    });
    let _ = std::process::Command::new("chattr")
        .arg("-i")
        .arg(&path)
        .status();
    let err = result.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        err.contains("writable") || err.contains("read-only"),
        "expected a read-only error, got {err:?}"
    );
    let ledger = Ledger::open(&path)?;
    assert!(ledger.log(open.id())?.is_empty());
    Ok(())
}

#[test]
fn a_locked_match_takes_a_correction_only_with_a_reason_kept_in_the_audit_trail() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(4);
    let mut dice_seq = None;
    for seq in 1..=60 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        if matches!(&input, Input::Dice(r) if r.dice.len() == 2) && dice_seq.is_none() {
            dice_seq = Some((seq, input.clone()));
        }
        open.apply(&mut ledger, input, "referee")?;
    }
    let (seq, same) = dice_seq.ok_or("no 2-dice roll in 60 inputs")?;
    ledger.lock_for_tests(open.id())?;
    let err = open
        .correct(&mut ledger, seq, same.clone(), "referee", None)
        .err();
    assert!(
        matches!(err, Some(LedgerError::LockedNeedsReason(_))),
        "{err:?}"
    );
    open.correct(
        &mut ledger,
        seq,
        same,
        "referee",
        Some("dice misread by the camera"),
    )?;
    let audit = ledger.audit(open.id())?;
    assert_eq!(audit.len(), 1);
    assert!(audit[0].contains("dice misread by the camera"), "{audit:?}");
    Ok(())
}

/// A team file read from disk (`TeamFile::read`, what the command line and the window
/// import): a missing file says which and what to check; a good one is checked and named by
/// its path; the league finds a team it already has whatever the case of its name and coach.
#[test]
fn a_team_file_is_read_from_disk_and_a_team_already_there_is_found() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let missing = dir.path().join("nowhere.json");
    let err = ledger::TeamFile::read(book(), &missing)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("nowhere.json") && err.contains("cannot be read"),
        "{err}"
    );
    assert!(err.contains("check the file's name and folder"), "{err}");
    let file = dir.path().join("reavers.json");
    std::fs::write(
        &file,
        r#"{"name": "Reavers", "coach": "Ana", "roster": "Human", "rerolls": 2,
            "players": [{"number": 4, "position": "Blitzer"}]}"#,
    )?;
    let (name, team) = ledger::TeamFile::read(book(), &file)?;
    assert_eq!(name, file.display().to_string());
    assert_eq!(ledger.same_team(&team)?, None);
    let stored = ledger.add_team(book(), &name, &team)?;
    let mut shouting = team.clone();
    shouting.name = " REAVERS ".into();
    shouting.coach = "ana".into();
    assert_eq!(ledger.same_team(&shouting)?, Some(stored.id));
    Ok(())
}

/// A season the database does not have is named, with what to do, where the standings said
/// "Query returned no rows".
#[test]
fn standings_of_a_season_that_is_not_there_say_so() {
    let (_dir, ledger) = temp_ledger();
    let err = ledger.standings(Some(9)).err().map(|e| e.to_string());
    assert!(
        err.as_deref()
            .is_some_and(|e| e.contains("no season 9") && e.contains("leave out --season")),
        "{err:?}"
    );
}
