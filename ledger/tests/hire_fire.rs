//! Post-match step 4, Hire and Fire (004:L2898-L2943), on a real database file: the roster
//! update (004:L2915-L2926) paid from the Treasury (004:L2338-L2344), within the team list's
//! limits (004:L1045-L1066, L1108-L1129), the Team Value it leaves (004:L2348-L2359), and
//! every refusal leaving the file as it was.

use crate::common;

use common::{TestResult, book};
use ledger::{Ledger, LedgerError, Outcome, Purchase, RosterChange};
use rules::{PlayerId, Side};

const LEAGUE_RULES: &str = "[ruleset]\nleague = \"on\"\n";

/// A Human team file: `players` (position, how many) numbered from 1, `rerolls` re-rolls,
/// Fan Factor 3, `treasury` gold, and `extra` keys laid over it.
fn human(
    name: &str,
    players: &[(&str, u8)],
    rerolls: u8,
    treasury: u32,
    extra: serde_json::Value,
) -> String {
    let mut list = Vec::new();
    for (position, count) in players {
        for _ in 0..*count {
            let number = list.len() + 1;
            list.push(serde_json::json!({ "number": number, "position": position }));
        }
    }
    let mut team = serde_json::json!({
        "name": name, "coach": format!("{name} coach"), "roster": "human",
        "rerolls": rerolls, "fan_factor": 3, "treasury": treasury, "players": list
    });
    if let (Some(team), Some(extra)) = (team.as_object_mut(), extra.as_object()) {
        team.extend(extra.clone());
    }
    team.to_string()
}

fn none() -> serde_json::Value {
    serde_json::json!({})
}

fn hire(position: &str, name: &str) -> RosterChange {
    RosterChange::Hire {
        position: position.into(),
        name: Some(name.into()),
        number: None,
    }
}

/// Every row of the league's teams and players, as the file holds them.
fn rows(ledger: &Ledger) -> Result<String, Box<dyn std::error::Error>> {
    let mut out = String::new();
    for team in ledger.teams()? {
        out.push_str(&format!("{team:?}\n"));
        for p in ledger.players(team.id)? {
            out.push_str(&format!("{p:?}\n"));
        }
    }
    Ok(out)
}

fn refusal(result: Result<ledger::HireFireReport, LedgerError>) -> Result<String, String> {
    match result {
        Err(e @ LedgerError::HireFire(_)) => Ok(e.to_string()),
        Err(e) => Err(format!("another error: {e}")),
        Ok(r) => Err(format!("not refused: {:?}", r.done)),
    }
}

/// A re-roll bought in Hire and Fire costs twice the team list's price, and the Team Value
/// counts it at the list's price (004:L2921-L2924). Human re-rolls are 50,000
/// (004:L11007-L11026): one bought after import takes 100,000 from the Treasury and adds
/// 50,000 to the Team Value, 680,000 (550,000 of Linemen, 100,000 of re-rolls, 30,000 of Fan
/// Factor) to 730,000. The second cannot be paid from the 20,000 left.
#[test]
fn a_re_roll_bought_after_import_costs_double_and_counts_its_list_price_004_l2921() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 2, 120_000, none()),
        )?
        .id;
    assert_eq!(ledger.team_value(book(), id)?, 680_000);
    let report = ledger.hire_and_fire(book(), id, &[RosterChange::Buy(Purchase::ReRoll)])?;
    assert_eq!(report.paid, 100_000);
    assert_eq!(report.team.treasury, 20_000);
    assert_eq!(report.team.rerolls, 3);
    assert_eq!(report.team_value, 730_000);
    assert_eq!(ledger.team_value(book(), id)?, 730_000);
    let before = rows(&ledger)?;
    let words = refusal(ledger.hire_and_fire(book(), id, &[RosterChange::Buy(Purchase::ReRoll)]))?;
    assert!(
        words.contains("100,000") && words.contains("20,000"),
        "{words}"
    );
    assert_eq!(rows(&ledger)?, before);
    Ok(())
}

/// A roster holds at most 16 players (004:L1055-L1056):
/// a 17th is refused whatever the Treasury holds; a fired player's place is free again.
#[test]
fn a_17th_player_is_refused_and_a_fired_players_place_is_free_004_l1055() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 16)], 0, 500_000, none()),
        )?
        .id;
    let before = rows(&ledger)?;
    let words = refusal(ledger.hire_and_fire(book(), id, &[hire("Catcher", "Seventeen")]))?;
    assert!(words.contains("16 players"), "{words}");
    assert_eq!(rows(&ledger)?, before, "nothing written");
    let report = ledger.hire_and_fire(
        book(),
        id,
        &[RosterChange::Fire { number: 16 }, hire("Catcher", "Quick")],
    )?;
    assert_eq!(
        report.team.treasury, 440_000,
        "the Catcher's 60,000, no refund"
    );
    let active: Vec<_> = ledger
        .players(id)?
        .into_iter()
        .filter(|p| p.status == "active")
        .collect();
    assert_eq!(active.len(), 16);
    let quick = active.iter().find(|p| p.name == "Quick").ok_or("hired")?;
    assert_eq!(
        (quick.number, quick.position.as_str(), quick.value),
        (16, "Catcher", 60_000),
        "the lowest shirt no player on the roster wears"
    );
    Ok(())
}

/// The team list gives each position's most (004:L1052-L1054): Humans have 0-2 Throwers
/// (004:L11015). A third is refused; a Catcher (0-4) is not.
#[test]
fn a_position_at_its_limit_is_refused_004_l11015() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Thrower", 2), ("Lineman", 9)], 0, 300_000, none()),
        )?
        .id;
    let words = refusal(ledger.hire_and_fire(book(), id, &[hire("thrower", "Third")]))?;
    assert!(words.contains("at most 2 Thrower"), "{words}");
    let report = ledger.hire_and_fire(book(), id, &[hire("Catcher", "Legs")])?;
    assert_eq!(report.team.treasury, 240_000);
    Ok(())
}

/// The dead leave the roster (004:L2916), then the Treasury's gold buys new players
/// (004:L2917-L2919): a team of 16 whose Thrower #1 died has a place and its
/// second Thrower's slot (0-2, 004:L11015) free again. The winnings of 70,000 pay the new
/// Thrower's 70,000 and nothing is left. While the match is not recorded, Hire and Fire is
/// refused (the match was set up from the roster); the new Thrower plays the next match.
#[test]
fn a_dead_players_place_is_free_again_after_the_match_is_recorded_004_l2916() -> TestResult {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("league.sqlite3"))?;
    let home = ledger
        .import_team(
            book(),
            "h.json",
            &human("Home", &[("Thrower", 2), ("Lineman", 14)], 1, 0, none()),
        )?
        .id;
    let away = ledger
        .import_team(
            book(),
            "a.json",
            &human("Away", &[("Lineman", 11)], 1, 0, none()),
        )?
        .id;
    let how = common::LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE_RULES,
        friendly: false,
        seed: 3,
    };
    let (open, mut setup) = common::played_league_match(&mut ledger, book(), (home, away), &how)?;
    let before = rows(&ledger)?;
    let words = refusal(ledger.hire_and_fire(book(), home, &[hire("Thrower", "Arm")]))?;
    assert!(words.contains("not recorded yet"), "{words}");
    assert!(
        refusal(ledger.hire_and_fire(book(), away, &[RosterChange::Fire { number: 3 }])).is_ok(),
        "the other team's roster is in the match too"
    );
    assert_eq!(rows(&ledger)?, before);

    setup.tally.injuries = vec![(PlayerId::new(Side::Home, 1), "DEAD".to_string())];
    setup.tally.misses_next_game.clear();
    setup.tally.rookies.clear();
    setup.tally.conceded = None;
    let outcome = Outcome {
        winnings: [70_000, 0],
        ..Outcome::default()
    };
    ledger.record_result(book(), &open, &setup, &outcome)?;
    assert_eq!(ledger.team(home)?.treasury, 70_000);

    let report = ledger.hire_and_fire(book(), home, &[hire("Thrower", "Arm")])?;
    assert_eq!(report.team.treasury, 0);
    let arm = ledger
        .players(home)?
        .into_iter()
        .find(|p| p.name == "Arm" && p.status == "active")
        .ok_or("hired")?;
    assert_eq!(arm.number, 1, "the dead Thrower's shirt is free");
    let fielded = ledger.team_setup(book(), home)?;
    let thrower = fielded
        .players
        .iter()
        .find(|p| p.number == 1)
        .ok_or("#1 plays the next match")?;
    assert_eq!(
        (thrower.ma, thrower.st, thrower.ag, thrower.av),
        (6, 3, 3, 8)
    );
    assert_eq!(fielded.players.len(), 16);
    Ok(())
}

/// One Apothecary at most, and none for Khemri, Necromantic, Nurgle or Undead
/// (004:L1114-L1117): an Undead team
/// is refused one; a Human team buys one for 50,000 (004:L1111), and a second is refused.
#[test]
fn a_roster_without_an_apothecary_is_refused_one_004_l1115() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": "Skeleton" }))
        .collect();
    let undead = serde_json::json!({
        "name": "Dead", "coach": "c", "roster": "undead", "rerolls": 0, "treasury": 200_000,
        "players": players
    })
    .to_string();
    let undead = ledger.import_team(book(), "u.json", &undead)?.id;
    let words =
        refusal(ledger.hire_and_fire(book(), undead, &[RosterChange::Buy(Purchase::Apothecary)]))?;
    assert!(words.contains("may not have an Apothecary"), "{words}");
    assert_eq!(ledger.team(undead)?.treasury, 200_000);

    let humans = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 0, 200_000, none()),
        )?
        .id;
    let tv = ledger.team_value(book(), humans)?;
    let report =
        ledger.hire_and_fire(book(), humans, &[RosterChange::Buy(Purchase::Apothecary)])?;
    assert!(report.team.apothecary);
    assert_eq!(
        (report.team.treasury, report.team_value),
        (150_000, tv + 50_000)
    );
    let words =
        refusal(ledger.hire_and_fire(book(), humans, &[RosterChange::Buy(Purchase::Apothecary)]))?;
    assert!(words.contains("1 Apothecary"), "{words}");
    Ok(())
}

/// Gold in the Treasury is what may be spent (004:L2338-L2344): with 40,000 a Lineman
/// (50,000) is refused, four Cheerleaders at 10,000 (004:L1092) are bought and the Treasury
/// is 0, and a fifth is refused: it never goes below 0.
#[test]
fn the_treasury_never_goes_below_0_004_l2338() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 0, 40_000, none()),
        )?
        .id;
    let words = refusal(ledger.hire_and_fire(book(), id, &[hire("Lineman", "Twelve")]))?;
    assert!(
        words.contains("50,000") && words.contains("40,000"),
        "{words}"
    );
    let cheer = RosterChange::Buy(Purchase::Cheerleader);
    let report = ledger.hire_and_fire(book(), id, &vec![cheer.clone(); 4])?;
    assert_eq!((report.team.treasury, report.team.cheerleaders), (0, 4));
    refusal(ledger.hire_and_fire(book(), id, &[cheer]))?;
    assert_eq!(ledger.team(id)?.treasury, 0);
    Ok(())
}

/// One transaction (the roster update is one step, 004:L2915-L2926): a Lineman hired, a
/// re-roll bought and an Apothecary bought from 200,000 would cost 50,000 + 100,000 + 50,000 =
/// 200,000, but the Assistant Coach after them cannot be paid, so none of it is written.
#[test]
fn a_refused_change_leaves_the_database_as_it_was_004_l2915() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("league.sqlite3");
    let mut ledger = Ledger::open(&path)?;
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 0, 200_000, none()),
        )?
        .id;
    let before = rows(&ledger)?;
    let changes = [
        hire("Lineman", "Twelve"),
        RosterChange::Buy(Purchase::ReRoll),
        RosterChange::Buy(Purchase::Apothecary),
        RosterChange::Buy(Purchase::AssistantCoach),
    ];
    let words = refusal(ledger.hire_and_fire(book(), id, &changes))?;
    assert!(words.contains("Assistant Coach"), "{words}");
    assert_eq!(rows(&ledger)?, before);
    drop(ledger);
    assert_eq!(rows(&Ledger::open(&path)?)?, before, "nor in the file");
    Ok(())
}

/// Players and staff may be fired and team re-rolls removed (004:L2920, L2926), and no
/// refund is given. Firing #11 takes his 50,000 out of the Team Value, letting an
/// Assistant Coach and a Cheerleader go 10,000 each (004:L1078, L1092), the Apothecary 50,000
/// and a re-roll its list price, 50,000: 700,000 to 530,000, the Treasury still 10,000; ten
/// players left, step 5 then adds a free Journeyman at his Rookie cost, 50,000
/// (004:L2978-L2983): 580,000. The fired player's row is kept (his record), off the roster
/// the next match fields.
#[test]
fn firing_and_letting_go_refund_nothing_and_keep_the_players_record_004_l2920() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let extra = serde_json::json!({"apothecary": true, "assistant_coaches": 1, "cheerleaders": 1});
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 1, 10_000, extra),
        )?
        .id;
    assert_eq!(ledger.team_value(book(), id)?, 700_000);
    let changes = [
        RosterChange::Fire { number: 11 },
        RosterChange::LetGo(Purchase::AssistantCoach),
        RosterChange::LetGo(Purchase::Cheerleader),
        RosterChange::LetGo(Purchase::Apothecary),
        RosterChange::LetGo(Purchase::ReRoll),
    ];
    let report = ledger.hire_and_fire(book(), id, &changes)?;
    assert_eq!((report.paid, report.team.treasury), (0, 10_000));
    assert_eq!(report.team_value, 580_000);
    let t = &report.team;
    assert_eq!(
        (t.rerolls, t.assistant_coaches, t.cheerleaders, t.apothecary),
        (0, 0, 0, false)
    );
    let fired = ledger
        .players(id)?
        .into_iter()
        .find(|p| p.number == 11)
        .ok_or("his row is kept")?;
    assert_eq!(fired.status, "fired");
    let fielded = ledger.team_setup(book(), id)?;
    assert!(fielded.players.iter().all(|p| p.number != 11));
    let words =
        refusal(ledger.hire_and_fire(book(), id, &[RosterChange::LetGo(Purchase::ReRoll)]))?;
    assert!(words.contains("no team re-roll"), "{words}");
    Ok(())
}

/// The team list caps re-rolls at 0-8 (004:L11022): an eighth is bought, a ninth refused.
#[test]
fn a_ninth_re_roll_is_refused_004_l11022() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 7, 500_000, none()),
        )?
        .id;
    let buy = RosterChange::Buy(Purchase::ReRoll);
    assert_eq!(
        ledger
            .hire_and_fire(book(), id, std::slice::from_ref(&buy))?
            .team
            .rerolls,
        8
    );
    let words = refusal(ledger.hire_and_fire(book(), id, &[buy]))?;
    assert!(words.contains("8 team re-rolls"), "{words}");
    assert_eq!(ledger.team(id)?.treasury, 400_000);
    Ok(())
}

/// Bad input is refused with what to do, and nothing written: a position the list does not
/// have (naming those it has), a shirt already worn, a shirt out of 1-99, a player not on the
/// roster; a team is found by id or by its name in any case.
#[test]
fn bad_input_is_refused_with_what_to_do_004_l1047() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let id = ledger
        .import_team(
            book(),
            "h.json",
            &human("Reavers", &[("Lineman", 11)], 0, 500_000, none()),
        )?
        .id;
    let before = rows(&ledger)?;
    let words = refusal(ledger.hire_and_fire(book(), id, &[hire("Wizard", "Merlin")]))?;
    assert!(
        words.contains("Lineman, Catcher, Thrower, Blitzer, Ogre"),
        "{words}"
    );
    let worn = RosterChange::Hire {
        position: "Lineman".into(),
        name: None,
        number: Some(7),
    };
    assert!(refusal(ledger.hire_and_fire(book(), id, &[worn]))?.contains("#7"));
    let out = RosterChange::Hire {
        position: "Lineman".into(),
        name: None,
        number: Some(100),
    };
    assert!(refusal(ledger.hire_and_fire(book(), id, &[out]))?.contains("1 to 99"));
    let words = refusal(ledger.hire_and_fire(book(), id, &[RosterChange::Fire { number: 30 }]))?;
    assert!(words.contains("no player #30"), "{words}");
    assert_eq!(rows(&ledger)?, before);
    assert!(matches!(
        ledger.hire_and_fire(book(), 99, &[]),
        Err(LedgerError::NoTeam(99))
    ));
    assert_eq!(ledger.team_named("reavers")?.id, id);
    assert_eq!(ledger.team_named(&id.to_string())?.id, id);
    assert!(ledger.team_named("Raiders").is_err());
    for (word, what) in [
        ("re-roll", Purchase::ReRoll),
        ("Team Re-rolls", Purchase::ReRoll),
        ("assistant-coach", Purchase::AssistantCoach),
        ("Assistant Coaches", Purchase::AssistantCoach),
        ("cheerleaders", Purchase::Cheerleader),
        ("APOTHECARY", Purchase::Apothecary),
    ] {
        assert_eq!(Purchase::from_word(word), Some(what), "{word}");
    }
    assert_eq!(Purchase::from_word("wizard"), None);
    Ok(())
}

/// The Bugman's League Cup keeps no Treasury (001:L1106) and has no Hire and Fire
/// (001:L1084-L1089): a cup team is refused, and so is any team while the cup's rules are in
/// force.
#[test]
fn a_bugmans_league_cup_team_is_refused_001_l1106() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let cup = book().with_file("cup.toml", "[ruleset]\nbugmans-league-cup = \"on\"\n")?;
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": "Halfling" }))
        .collect();
    let halflings = serde_json::json!({
        "name": "Cup Halflings", "coach": "c", "roster": "halfling", "rerolls": 2,
        "master_chef": true, "players": players
    })
    .to_string();
    let team = ledger.import_team(&cup, "cup.json", &halflings)?.id;
    let words = refusal(ledger.hire_and_fire(book(), team, &[hire("Halfling", "Pip")]))?;
    assert!(words.contains("Bugman's League Cup team"), "{words}");
    let league = ledger
        .import_team(
            book(),
            "h.json",
            &human("H", &[("Lineman", 11)], 0, 100_000, none()),
        )?
        .id;
    let words = refusal(ledger.hire_and_fire(&cup, league, &[hire("Lineman", "Cup")]))?;
    assert!(words.contains("rules are in force"), "{words}");
    Ok(())
}
