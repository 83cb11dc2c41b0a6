//! A league player's Niggling Injuries go into the match: the engine's team for a match
//! (`Ledger::team_setup`) gives each player the Niggling Injuries the league has for him, so
//! every Injury roll against him adds them (004:L2520-L2522). A real database file in a
//! temporary folder.

use crate::common;

use common::{TestResult, book};
use ledger::Ledger;

fn team_json() -> String {
    let players: Vec<serde_json::Value> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": "Lineman" }))
        .collect();
    serde_json::json!({
        "name": "Reavers", "coach": "Coach", "roster": "human", "rerolls": 3,
        "fan_factor": 4, "treasury": 0, "apothecary": false, "players": players,
    })
    .to_string()
}

#[test]
fn a_league_players_niggling_injuries_play_in_his_next_match_004_l2521() -> TestResult {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("league.sqlite3");
    let mut ledger = Ledger::open(&file)?;
    let team = ledger.import_team(book(), "reavers.json", &team_json())?;
    // Two Casualty results of a Niggling Injury in earlier matches (004:L2479-L2515).
    rusqlite::Connection::open(&file)?.execute(
        "UPDATE players SET niggling = 2 WHERE number = 3 AND team_id = ?1",
        [team.id],
    )?;
    let setup = ledger.team_setup(book(), team.id)?;
    let niggling: Vec<(u8, u8)> = setup
        .players
        .iter()
        .map(|p| (p.number, p.niggling))
        .filter(|&(_, n)| n > 0)
        .collect();
    assert_eq!(niggling, vec![(3, 2)]);
    Ok(())
}
