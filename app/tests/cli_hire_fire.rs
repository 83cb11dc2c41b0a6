//! `nuffle league hire|fire|buy|let-go` (post-match step 4, Hire and Fire, 004:L2915-L2926)
//! through the real binary on a real database file.

use crate::common;

use common::{nuffle, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// Eleven Human Linemen (50,000 each, 004:L11013), two re-rolls (50,000 each, 004:L11022),
/// Fan Factor 3 and `treasury` gold: a Team Value of 680,000.
fn reavers(treasury: u32) -> String {
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Lineman"}))
        .collect();
    serde_json::json!({"name": "Reavers", "coach": "Coach Reavers", "roster": "human",
        "rerolls": 2, "fan_factor": 3, "treasury": treasury, "players": players})
    .to_string()
}

fn league(treasury: u32) -> Result<(tempfile::TempDir, String), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let db = dir
        .path()
        .join("league.sqlite3")
        .to_string_lossy()
        .into_owned();
    let file = dir.path().join("reavers.json");
    std::fs::write(&file, reavers(treasury))?;
    let out = nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    Ok((dir, db))
}

/// A Blitzer hired at his 90,000 (004:L11016) leaves 110,000 and a Team Value of 770,000; a
/// re-roll bought at twice the list's 50,000 (004:L2921-L2924) leaves 10,000 and counts
/// 50,000: 820,000, which `league teams` shows with the Treasury.
#[test]
fn a_coach_hires_a_player_and_buys_a_re_roll_004_l2917() -> TestResult {
    let (_dir, db) = league(200_000)?;
    let out = nuffle(&[
        "league",
        "hire",
        "reavers",
        "--position",
        "Blitzer",
        "--name",
        "Grim",
        "--number",
        "12",
        "--db",
        &db,
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("hired #12 Grim, a Blitzer, for 90,000")
            && said.contains("Treasury left: 110,000; Team Value: 770,000"),
        "{said}"
    );
    let out = nuffle(&["league", "buy", "1", "re-roll", "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("bought a team re-roll for 100,000")
            && said.contains("Treasury left: 10,000; Team Value: 820,000"),
        "{said}"
    );
    let out = nuffle(&["league", "teams", "--db", &db])?;
    let said = text(&out.stdout);
    assert!(
        said.contains("820,000") && said.contains("10,000"),
        "{said}"
    );
    Ok(())
}

/// Firing refunds nothing (004:L2920): #11 leaves, the Treasury stays 200,000 and the Team
/// Value loses his 50,000, but with ten left a free Journeyman joins for the next match at his
/// Rookie cost (004:L2978-L2983), so it is 680,000 again, and the command says so; letting go
/// a Cheerleader the team does not have is refused.
#[test]
fn a_coach_fires_a_player_for_no_refund_004_l2920() -> TestResult {
    let (_dir, db) = league(200_000)?;
    let out = nuffle(&["league", "fire", "Reavers", "11", "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("fired #11")
            && said.contains("a free Journeyman joins as #12")
            && said.contains("Treasury left: 200,000; Team Value: 680,000"),
        "{said}"
    );
    let out = nuffle(&["league", "let-go", "Reavers", "cheerleader", "--db", &db])?;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("has no Cheerleader"),
        "{}",
        text(&out.stderr)
    );
    Ok(())
}

/// Bad input gets a clear error and a failing exit status, and the database is as it was: an
/// unknown team, position, shirt or purchase, a price the Treasury cannot pay; and a command
/// without a database creates none.
#[test]
fn bad_input_fails_and_leaves_the_database_as_it_was() -> TestResult {
    let (dir, db) = league(40_000)?;
    let sheet = || -> Result<String, Box<dyn std::error::Error>> {
        let out = nuffle(&["league", "export-team", "1", "--db", &db])?;
        let csv = nuffle(&["export", "csv", "teams", "--db", &db])?;
        Ok(text(&out.stdout) + &text(&csv.stdout))
    };
    let before = sheet()?;
    let runs: [(&[&str], &str); 5] = [
        (
            &["league", "hire", "Raiders", "--position", "Lineman"],
            "no team \"Raiders\"",
        ),
        (
            &["league", "hire", "Reavers", "--position", "Wizard"],
            "has no position \"Wizard\"",
        ),
        (&["league", "fire", "Reavers", "30"], "no player #30"),
        (&["league", "buy", "Reavers", "wizard"], "none of re-roll"),
        (
            &["league", "hire", "Reavers", "--position", "Lineman"],
            "Treasury holds 40,000",
        ),
    ];
    for (args, words) in runs {
        let mut args = args.to_vec();
        args.extend(["--db", &db]);
        let out = nuffle(&args)?;
        assert!(!out.status.success(), "{args:?} refused");
        assert!(
            text(&out.stderr).contains(words),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    assert_eq!(sheet()?, before);
    let none = dir.path().join("none.sqlite3");
    let out = nuffle(&[
        "league",
        "buy",
        "1",
        "cheerleader",
        "--db",
        &none.to_string_lossy(),
    ])?;
    assert!(!out.status.success() && !none.exists());
    Ok(())
}
