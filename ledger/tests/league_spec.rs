//! A league team named as a match script would name it (`Ledger::team_spec`), for a league
//! match's setup: the league's Team Value behind the inducement gold (004:L2738-L2748).

use crate::common;
use common::*;

use rules::{LeagueSpec, SetupSpec};

/// A team file of `positions` for `roster`: 2 re-rolls, Fan Factor 3, treasury 40,000.
fn team_file(name: &str, roster: &str, positions: &[(&str, usize)]) -> String {
    let mut players = Vec::new();
    for (position, n) in positions {
        for _ in 0..*n {
            players.push(serde_json::json!({"number": players.len() + 1, "position": position}));
        }
    }
    serde_json::json!({"name": name, "coach": format!("Coach {name}"), "roster": roster,
        "rerolls": 2, "fan_factor": 3, "treasury": 40000, "players": players})
    .to_string()
}

#[test]
fn a_league_teams_spec_carries_the_leagues_team_value_into_the_inducement_gold_004_l2738() {
    let (_dir, mut ledger) = temp_ledger();
    // Human: 2 Blitzers at 90,000, 9 Linemen at 50,000, 2 re-rolls at 50,000, Fan Factor 3 at
    // 10,000: 760,000. Orc: 4 Black Orcs and 2 Blitzers at 80,000, 5 Linemen at 50,000, 2
    // re-rolls at 60,000, Fan Factor 3: 880,000 (004:L2348-L2359).
    let reavers = ledger
        .import_team(
            book(),
            "reavers.json",
            &team_file("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)]),
        )
        .expect("imports");
    let raiders = ledger
        .import_team(
            book(),
            "raiders.json",
            &team_file(
                "Raiders",
                "orc",
                &[("Black Orc", 4), ("Blitzer", 2), ("Lineman", 5)],
            ),
        )
        .expect("imports");
    let home = ledger.team_spec(book(), reavers.id).expect("spec");
    let away = ledger.team_spec(book(), raiders.id).expect("spec");
    let spec = SetupSpec {
        home,
        away,
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    };
    let setup = spec.build(book()).expect("builds");
    let league = setup.league.expect("a league match");
    assert_eq!(league.team_value, [760_000, 880_000]);
    // The underdog gets the 120,000 gap; the favourite none.
    assert_eq!(league.inducement_gold, [120_000, 0]);
}
