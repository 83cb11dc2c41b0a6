//! `nuffle match record` and Blitz Bowl (docs/ledger.md, seed 002): a Blitz Bowl script is
//! recorded as a `blitz-bowl` match on its board side, it replays on that board when it is
//! continued, and its end feeds the Blitz Bowl results in points, never the 2016 results,
//! SPP or standings.

mod common;

use std::path::Path;

use common::{nuffle, text};
use ledger::{BlitzStanding, Ledger};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The whole example match: Dwarf Cannoneers v Orc Rampagers, 22 - 7 to the Dwarfs by a
/// Sudden Death Victory at the start of their fifth turn (its header).
fn example() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    )
    .to_string()
}

/// The example's result from the two teams' sides: the Dwarfs won 22 to 7 (002:L692).
fn dwarf_win() -> Vec<BlitzStanding> {
    vec![
        BlitzStanding {
            team: "Dwarf Cannoneers".into(),
            played: 1,
            won: 1,
            drawn: 0,
            lost: 0,
            points_for: 22,
            points_against: 7,
        },
        BlitzStanding {
            team: "Orc Rampagers".into(),
            played: 1,
            won: 0,
            drawn: 0,
            lost: 1,
            points_for: 7,
            points_against: 22,
        },
    ]
}

#[test]
fn a_recorded_blitz_bowl_match_feeds_its_points_not_touchdowns_002_l692() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let out = nuffle(&["match", "record", &example(), "--db", &db_arg])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "Blitz Bowl result of match 1: Dwarf Cannoneers 22 - 7 Orc Rampagers points, \
             a win for Dwarf Cannoneers"
        ),
        "{stdout}"
    );

    let ledger = Ledger::open_read_only(&db)?;
    let listed = ledger.matches()?;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].setup.ruleset, "blitz-bowl");
    // The stored match replays on its board to the final whistle.
    let open = ledger.view_match(1)?;
    assert!(open.broken().is_none());
    assert!(open.game().state().finished);
    assert!(ledger.is_locked(1)?);
    assert_eq!(ledger.blitz_table()?, dwarf_win());
    // Blitz Bowl has no SPP and no league points: nothing in the 2016 standings or leaders.
    assert!(ledger.standings(None)?.is_empty());
    assert!(ledger.leaderboard("spp", None, 10)?.is_empty());
    let book = tables::builtin()?;
    let refused = ledger.post_match_setup(book, &open).map(|_| ());
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.to_string().contains("no post-match sequence")),
        "{refused:?}"
    );
    Ok(())
}

#[test]
fn a_blitz_bowl_match_continued_replays_on_its_board_and_records_at_its_end() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let lines: Vec<String> = std::fs::read_to_string(example())?
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
        .map(str::to_string)
        .collect();
    let (first, rest) = lines.split_at(40);
    let a = dir.path().join("a.jsonl");
    let b = dir.path().join("b.jsonl");
    std::fs::write(&a, first.join("\n") + "\n")?;
    std::fs::write(&b, rest.join("\n") + "\n")?;

    let out = nuffle(&["match", "record", &a.to_string_lossy(), "--db", &db_arg])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).contains("Blitz Bowl result"));
    assert!(Ledger::open_read_only(&db)?.blitz_table()?.is_empty());

    let out = nuffle(&[
        "match",
        "record",
        &b.to_string_lossy(),
        "--match",
        "1",
        "--after",
        "39",
        "--db",
        &db_arg,
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Blitz Bowl result of match 1"));
    assert_eq!(Ledger::open_read_only(&db)?.blitz_table()?, dwarf_win());
    Ok(())
}

#[test]
fn a_blitz_bowl_script_on_an_unknown_board_records_nothing() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let script = dir.path().join("s.jsonl");
    std::fs::write(
        &script,
        r#"{"setup":{"ruleset":"blitz-bowl","board":"no-such-side","home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"},"kicking":"home"}}"#,
    )?;
    let out = nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(stderr.contains("no-such-side"), "{stderr}");
    assert!(no_matches(&db)?);
    Ok(())
}

/// A match recorded with Blitz Bowl's advanced rules (002:L741: a league's choice) would
/// replay without them, for the ledger keeps the board alone: refused, nothing recorded.
#[test]
fn a_blitz_bowl_script_with_advanced_rules_records_nothing_002_l741() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let script = dir.path().join("s.jsonl");
    std::fs::write(
        &script,
        r#"{"setup":{"ruleset":"blitz-bowl","board":"one-trapdoor","advanced":["foul"],"home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"},"kicking":"home"}}"#,
    )?;
    let out = nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("advanced rules") && stderr.contains("match run"),
        "{stderr}"
    );
    assert!(no_matches(&db)?);
    Ok(())
}

/// The same for the optional Arenas (002:L788): the ledger would replay the match without
/// its Arena, and the recorded Arena roll would not fit: refused, nothing recorded.
#[test]
fn a_blitz_bowl_script_with_the_arenas_records_nothing_002_l788() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let script = dir.path().join("s.jsonl");
    std::fs::write(
        &script,
        r#"{"setup":{"ruleset":"blitz-bowl","board":"one-trapdoor","optional":["arenas"],"home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"},"kicking":"home"}}"#,
    )?;
    let out = nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("optional rules") && stderr.contains("match run"),
        "{stderr}"
    );
    assert!(no_matches(&db)?);
    Ok(())
}

fn no_matches(db: &Path) -> Result<bool, Box<dyn std::error::Error>> {
    Ok(!db.exists() || Ledger::open_read_only(db)?.matches()?.is_empty())
}
