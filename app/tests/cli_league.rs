//! `nuffle league`, `nuffle export` and `nuffle match resume` on a real database: two teams
//! imported through the command line, a league match played and recorded through the
//! ledger, then the reports read back by the binary.

use crate::common;

use common::{nuffle, play_and_record, team, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

#[test]
fn import_record_and_report_a_league_match() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let files = [
        (
            "reavers.json",
            team("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)], 77),
        ),
        (
            "raiders.json",
            team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
        ),
    ];
    for (name, json) in &files {
        let file = dir.path().join(name);
        std::fs::write(&file, json)?;
        let out = nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db_arg])?;
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(
            text(&out.stdout).contains("11 players"),
            "{}",
            text(&out.stdout)
        );
    }
    let id = play_and_record(&db)?;

    let out = nuffle(&["league", "standings", "--db", &db_arg, "--json"])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let standings: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let rows = standings.as_array().ok_or("standings are a list")?;
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r["played"] == 1));
    let out = nuffle(&["league", "standings", "--db", &db_arg])?;
    assert!(text(&out.stdout).contains("Reavers") && text(&out.stdout).contains("Raiders"));

    let out = nuffle(&[
        "league", "players", "--by", "mvp", "--db", &db_arg, "--json",
    ])?;
    let board: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert_eq!(board.as_array().map(Vec::len), Some(2), "one MVP a team");

    let out = nuffle(&["league", "teams", "--by", "mvp", "--db", &db_arg, "--json"])?;
    let teams: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let teams = teams.as_array().ok_or("teams are a list")?;
    assert!(
        teams.len() == 2 && teams.iter().all(|t| t["mvp"] == 1),
        "{teams:?}"
    );

    let out = nuffle(&["export", "csv", "matches", "--db", &db_arg])?;
    assert_eq!(
        text(&out.stdout).lines().count(),
        2,
        "{}",
        text(&out.stdout)
    );
    let out = nuffle(&[
        "export",
        "naf",
        "--organiser",
        "Nuffle Open",
        "--db",
        &db_arg,
    ])?;
    let naf = text(&out.stdout);
    assert!(
        naf.contains("<organiser>Nuffle Open</organiser>") && naf.contains("<number>77</number>")
    );
    let out_file = dir.path().join("all.json");
    let out = nuffle(&[
        "export",
        "json",
        "--out",
        &out_file.to_string_lossy(),
        "--db",
        &db_arg,
    ])?;
    assert!(out.status.success());
    let all: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&out_file)?)?;
    assert_eq!(all["matches"].as_array().map(Vec::len), Some(1));

    let out = nuffle(&[
        "match",
        "resume",
        "--match",
        &id.to_string(),
        "--db",
        &db_arg,
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("Match over"),
        "{}",
        text(&out.stdout)
    );
    Ok(())
}

#[test]
fn reports_on_a_missing_database_say_what_to_do_and_create_nothing() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("nope.sqlite3");
    let out = nuffle(&["league", "standings", "--db", &db.to_string_lossy()])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("there is no match database"),
        "{}",
        text(&out.stderr)
    );
    assert!(!db.exists());
    Ok(())
}

#[test]
fn a_bad_team_file_is_refused_with_the_reason() -> TestResult {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("bad.json");
    std::fs::write(&file, team("Bad", "human", &[("Thrower", 3)], 1))?;
    let db = dir.path().join("l.sqlite3");
    let out = nuffle(&[
        "league",
        "import",
        &file.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("at most 2 Thrower"),
        "{}",
        text(&out.stderr)
    );
    assert!(!db.exists(), "a refused team file left an empty database");
    Ok(())
}
