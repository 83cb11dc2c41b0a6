//! `nuffle league hire-journeyman` through the real binary (004:L2928-L2933): a team of 9
//! takes two free Journeymen for its league match (004:L2978-L2985), played and recorded
//! through the ledger; the binary hires one permanently and refuses a player who is not one.

use crate::common;

use common::{nuffle, play_and_record, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// A team file of `n` Linemen of `roster` with `treasury` gold.
fn linemen(name: &str, roster: &str, n: usize, treasury: u32) -> String {
    let players: Vec<_> = (1..=n)
        .map(|number| serde_json::json!({"number": number, "position": "Lineman"}))
        .collect();
    serde_json::json!({"name": name, "coach": format!("Coach {name}"), "roster": roster,
        "rerolls": 2, "fan_factor": 3, "treasury": treasury, "players": players})
    .to_string()
}

/// 9 Reavers take Journeymen #10 and #11 and play; after the match #10 is hired for his
/// Rookie cost, 50,000 (a Human Lineman, 004:L2929-L2930), and is a player of the team
/// without Loner; #1 is no Journeyman and is refused with the rule, nothing paid.
#[test]
fn a_journeyman_is_hired_after_his_match_and_a_regular_player_is_refused_004_l2928() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    for (file, json) in [
        ("reavers.json", linemen("Reavers", "human", 9, 100_000)),
        ("raiders.json", linemen("Raiders", "orc", 11, 0)),
    ] {
        let path = dir.path().join(file);
        std::fs::write(&path, json)?;
        let out = nuffle(&["league", "import", &path.to_string_lossy(), "--db", &db_arg])?;
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    play_and_record(&db)?;
    let book = tables::builtin()?;
    let before = {
        let ledger = ledger::Ledger::open(&db)?;
        let ten = ledger
            .players(1)?
            .into_iter()
            .find(|p| p.number == 10)
            .ok_or("#10")?;
        assert!(ten.journeyman && ten.status == "fired", "{ten:?}");
        ledger.team(1)?.treasury
    };

    let out = nuffle(&["league", "hire-journeyman", "1", "10", "--db", &db_arg])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("Reavers hired #10") && said.contains("for 50000 gold, his Rookie cost"),
        "{said}"
    );
    let ledger = ledger::Ledger::open(&db)?;
    assert_eq!(ledger.team(1)?.treasury, before - 50_000);
    let ten = ledger
        .players(1)?
        .into_iter()
        .find(|p| p.number == 10 && p.status == "active")
        .ok_or("#10 on the roster")?;
    assert!(!ten.journeyman && ten.skills.is_empty(), "{ten:?}");
    let fielded = ledger.team_setup(book, 1)?;
    assert_eq!(fielded.players.len(), 11);
    drop(ledger);

    let out = nuffle(&["league", "hire-journeyman", "1", "1", "--db", &db_arg])?;
    assert!(!out.status.success());
    let said = text(&out.stderr);
    assert!(
        said.contains("not a Journeyman") && said.contains("004:L2928"),
        "{said}"
    );
    assert_eq!(
        ledger::Ledger::open(&db)?.team(1)?.treasury,
        before - 50_000
    );
    Ok(())
}
