//! The command line and the database (docs/ledger.md): `nuffle match record` records a
//! script through the window's path and stops at a refused line; a log that stops replaying
//! is reported by `match resume` and mended by `match set-aside`; reports read a read-only
//! database; output into a closed pipe ends quietly; a team is not imported twice.

use crate::common;

use std::process::{Command, Stdio};

use common::{nuffle, team, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

const SETUP: &str = r#"{"setup": {"home": {"quick_start": "human-quick-start"}, "away": {"quick_start": "orc-quick-start"}, "kicking": "away", "weather": "nice"}}"#;

/// The first inputs of the box match (set-up by the receiving Humans is next after the
/// fans roll): the home and away Fans rolls.
const FANS: [&str; 2] = [
    r#"{"dice": {"dice": [{"d6": 3}, {"d6": 4}], "source": "manual"}}"#,
    r#"{"dice": {"dice": [{"d6": 2}, {"d6": 2}], "source": "manual"}}"#,
];

fn script(dir: &std::path::Path, name: &str, lines: &[&str]) -> std::io::Result<String> {
    let path = dir.join(name);
    std::fs::write(&path, lines.join("\n") + "\n")?;
    Ok(path.to_string_lossy().into_owned())
}

#[test]
fn match_record_records_a_script_and_stops_at_a_refused_line() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3").to_string_lossy().into_owned();
    let new = script(dir.path(), "new.jsonl", &[SETUP, FANS[0]])?;
    let out = nuffle(&["match", "record", &new, "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("line 2: recorded as input 1 of match 1"));

    // The second Fans roll, then a line of dice nobody asked for, then one more: the bad
    // line stops it, and nothing after it is recorded.
    let more = script(dir.path(), "more.jsonl", &[FANS[1], FANS[0], FANS[1]])?;
    let out = nuffle(&["match", "record", &more, "--match", "1", "--db", &db])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("line 2:") && stderr.contains("nothing from this line on was recorded"),
        "{stderr}"
    );
    let log = ledger::Ledger::open_read_only(std::path::Path::new(&db))?.log(1)?;
    assert_eq!(log.len(), 2);

    // A script that expects the log to end elsewhere is refused before it writes.
    let out = nuffle(&[
        "match", "record", &more, "--match", "1", "--after", "1", "--db", &db,
    ])?;
    assert!(
        text(&out.stderr).contains("this match moved on in another window: reload it"),
        "{}",
        text(&out.stderr)
    );
    // A setup line in a script that continues a match is refused with its line number.
    let setup_again = script(dir.path(), "again.jsonl", &[SETUP])?;
    let out = nuffle(&["match", "record", &setup_again, "--match", "1", "--db", &db])?;
    assert!(text(&out.stderr).contains("line 1: this script continues match 1"));
    Ok(())
}

#[test]
fn a_log_that_does_not_replay_is_reported_by_resume_and_mended_by_set_aside() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("n.sqlite3");
    let db = path.to_string_lossy().into_owned();
    let new = script(dir.path(), "new.jsonl", &[SETUP, FANS[0], FANS[1]])?;
    assert!(
        nuffle(&["match", "record", &new, "--db", &db])?
            .status
            .success()
    );
    // A second window of an older Nuffle keyed the second Fans roll again.
    let conn = rusqlite::Connection::open(&path)?;
    conn.execute(
        "INSERT INTO inputs (match_id, seq, input, entered_by) VALUES (1, 3, ?1, 'referee')",
        [r#"{"dice":{"dice":[{"d6":2},{"d6":2}],"source":"manual"}}"#],
    )?;
    let out = nuffle(&["match", "resume", "--match", "1", "--db", &db])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("match 1: input 3 (entered by referee")
            && stderr.contains("does not replay")
            && stderr.contains("after input 2")
            && !stderr.contains("another Nuffle version"),
        "{stderr}"
    );
    assert!(text(&out.stdout).contains("match 1 resumed after 2 inputs"));
    let out = nuffle(&[
        "match",
        "set-aside",
        "--match",
        "1",
        "--input",
        "3",
        "--reason",
        "keyed twice",
        "--db",
        &db,
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = nuffle(&["match", "resume", "--match", "1", "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let log = ledger::Ledger::open_read_only(&path)?.log(1)?;
    assert_eq!(log.len(), 4, "the bad input stays, marked by a fourth row");
    assert!(log[3].sets_aside && log[3].corrects == Some(3));
    Ok(())
}

/// Makes `path` immutable (root ignores file modes); false where chattr cannot.
fn immutable(path: &std::path::Path, on: bool) -> bool {
    Command::new("chattr")
        .arg(if on { "+i" } else { "-i" })
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn reports_read_a_database_on_read_only_media() -> TestResult {
    let dir = tempfile::tempdir()?;
    let league = dir.path().join("league");
    std::fs::create_dir(&league)?;
    let path = league.join("n.sqlite3");
    let db = path.to_string_lossy().into_owned();
    let file = dir.path().join("reavers.json");
    std::fs::write(&file, team("Reavers", "human", &[("Lineman", 11)], 7))?;
    let out = nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The file and its folder as on read-only media.
    if !(immutable(&path, true) && immutable(&league, true)) {
        immutable(&path, false);
        println!("SKIPPED: chattr cannot make files immutable here");
        return Ok(());
    }
    let runs = [
        vec!["league", "standings"],
        vec!["league", "teams"],
        vec!["league", "matches"],
        vec!["export", "naf"],
        vec!["export", "json"],
    ];
    let mut failures = Vec::new();
    for args in &runs {
        let mut args = args.clone();
        args.extend(["--db", &db]);
        let out = nuffle(&args)?;
        if !out.status.success() {
            failures.push(format!("{args:?}: {}", text(&out.stderr)));
        }
    }
    let teams = nuffle(&["league", "teams", "--db", &db])?;
    immutable(&league, false);
    immutable(&path, false);
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(text(&teams.stdout).contains("Reavers"));
    Ok(())
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() -> TestResult {
    for args in [
        vec!["roster", "dwarf", "--json"],
        vec!["simulate", "--games", "3", "--seed", "1"],
        vec!["skill", "block", "--json"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nuffle"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        // The reader goes away before the command writes a byte, as `| head -c 0` would.
        drop(child.stdout.take());
        let out = child.wait_with_output()?;
        let stderr = text(&out.stderr);
        assert!(out.status.success(), "{args:?}: {:?} {stderr}", out.status);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    Ok(())
}

#[test]
fn a_team_already_in_the_league_is_not_imported_twice() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3").to_string_lossy().into_owned();
    let file = dir.path().join("reavers.json");
    std::fs::write(&file, team("Reavers", "human", &[("Lineman", 11)], 7))?;
    let file = file.to_string_lossy().into_owned();
    assert!(
        nuffle(&["league", "import", &file, "--db", &db])?
            .status
            .success()
    );
    let out = nuffle(&["league", "import", &file, "--db", &db])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("already has Reavers coached by Coach Reavers (team 1)")
            && stderr.contains("--again"),
        "{stderr}"
    );
    let out = nuffle(&["league", "import", &file, "--again", "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("imported team 2"));
    Ok(())
}
