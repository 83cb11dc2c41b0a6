//! Lasting injuries recorded after a league match, on a real database file: a -1 MA, ST, AG
//! or AV Casualty lowers the characteristic, but never more than 2 below its starting value
//! nor below 1; an injury that would take it further is ignored (004:L2524-L2527).

use crate::common;

use common::{TestResult, book};
use ledger::{Ledger, Outcome, PlayerRecord};
use rules::{PlayerId, Side};

const LEAGUE_RULES: &str = "[ruleset]\nleague = \"on\"\n";

fn team_json(name: &str, roster: &str, position: &str) -> String {
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": position }))
        .collect();
    serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": roster, "rerolls": 2,
        "fan_factor": 3, "players": players
    })
    .to_string()
}

/// Records a league match between two imported teams of 11, played to its end by the
/// simulator's coach, with `injuries` as the home team's lasting injuries (each a Casualty
/// table result for a shirt number) in place of whatever the match rolled; returns the home
/// team's players afterwards.
fn recorded_with(
    home_roster: (&str, &str),
    injuries: &[(u8, &str)],
) -> Result<Vec<PlayerRecord>, Box<dyn std::error::Error>> {
    let book = book();
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let home = ledger.import_team(
        book,
        "h.json",
        &team_json("Home", home_roster.0, home_roster.1),
    )?;
    let away = ledger.import_team(book, "a.json", &team_json("Away", "orc", "Lineman"))?;
    let how = common::LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE_RULES,
        friendly: true,
        seed: 3,
    };
    let (open, mut setup) =
        common::played_league_match(&mut ledger, book, (home.id, away.id), &how)?;
    setup.tally.injuries = injuries
        .iter()
        .map(|(n, result)| (PlayerId::new(Side::Home, *n), (*result).to_string()))
        .collect();
    setup.tally.conceded = None;
    ledger.record_result(book, &open, &setup, &Outcome::default())?;
    Ok(ledger.players(home.id)?)
}

fn number(players: &[PlayerRecord], n: u8) -> Result<&PlayerRecord, String> {
    players
        .iter()
        .find(|p| p.number == n)
        .ok_or_else(|| format!("no #{n}"))
}

/// A Human Lineman starts at MA 6. Two -1 MA injuries (a Smashed Hip, 53, and a Smashed
/// Ankle, 54: 004:L2491-L2492) take him to MA 4, 2 below; a third is ignored: MA 4, not 3.
/// Three in one match stand for three matches' worth; #4's one Smashed Hip takes him to 5.
#[test]
fn no_characteristic_falls_more_than_2_below_its_start_004_l2524() -> TestResult {
    let players = recorded_with(
        ("human", "Lineman"),
        &[
            (3, "Smashed Hip"),
            (3, "Smashed Ankle"),
            (3, "Smashed Hip"),
            (4, "Smashed Hip"),
        ],
    )?;
    assert_eq!(number(&players, 3)?.ma, 4, "MA 6 - 2, the third ignored");
    assert_eq!(number(&players, 4)?.ma, 5, "MA 6 - 1");
    assert_eq!(number(&players, 5)?.ma, 6, "uninjured");
    Ok(())
}

/// A Goblin starts at ST 2: one Smashed Collar Bone (-1 ST) takes him to ST 1, and a second
/// is ignored, as no characteristic falls below 1 (004:L2524-L2527).
#[test]
fn no_characteristic_falls_below_1_004_l2526() -> TestResult {
    let players = recorded_with(
        ("goblin", "Goblin"),
        &[(3, "Smashed Collar Bone"), (3, "Smashed Collar Bone")],
    )?;
    assert_eq!(number(&players, 3)?.st, 1);
    Ok(())
}
