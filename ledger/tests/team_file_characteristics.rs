//! A league team file carries what the team's roster sheet says of each player beyond his
//! position: characteristics changed by Improvement rolls and Lasting Injuries, Niggling
//! Injuries, a next match to miss, and his value. `nuffle league export-team` writes them and
//! `league import` takes them back, so a team moved to another league loses none; a file
//! that claims what the rules never allow is refused with the rule.

use crate::common;

use common::TestResult;

/// A human team of eleven Linemen (MA 6, ST 3, AG 3, AV 8, 50,000, 004:L11013), an Ogre
/// (MA 5, ST 5, AG 2, AV 9, 140,000, 004:L11017), player #1's fields laid over.
fn humans(first: serde_json::Value) -> String {
    let mut players: Vec<serde_json::Value> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Lineman"}))
        .collect();
    players.push(serde_json::json!({"number": 12, "position": "Ogre"}));
    if let (Some(p), Some(extra)) = (players[0].as_object_mut(), first.as_object()) {
        p.extend(extra.clone());
    }
    serde_json::json!({"name": "Reavers", "coach": "Ana", "roster": "human", "rerolls": 2,
                       "players": players})
    .to_string()
}

fn ogre(fields: serde_json::Value) -> String {
    let mut team: serde_json::Value =
        serde_json::from_str(&humans(serde_json::json!({}))).expect("the file above is JSON");
    if let (Some(p), Some(extra)) = (team["players"][11].as_object_mut(), fields.as_object()) {
        p.extend(extra.clone());
    }
    team.to_string()
}

/// +1 AV from an Improvement roll adds 30,000 (004:L2630-L2650); -1 MA from a Lasting Injury
/// lowers nothing (004:L2635-L2637): 50,000 + 30,000 = 80,000, not 50,000 (the increase
/// dropped), 90,000 (priced as +AG) or 50,000 (the injury taken off the value).
#[test]
fn an_injured_and_improved_player_moves_leagues_whole_004_l2630_l2635() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let file = humans(
        serde_json::json!({"name": "Gus", "av": 9, "ma": 5, "niggling": 1,
                                          "miss_next": true, "spp": 16}),
    );
    let team = ledger.import_team(common::book(), "reavers.json", &file)?;
    let gus = ledger.players(team.id)?.remove(0);
    assert_eq!((gus.ma, gus.st, gus.ag, gus.av), (5, 3, 3, 9));
    assert_eq!((gus.niggling, gus.miss_next, gus.value), (1, true, 80_000));

    // Exported and imported into another league's database: the same player.
    let exported = serde_json::to_string(&ledger.team_file(team.id)?)?;
    let (_other_dir, mut other) = common::temp_ledger();
    let again = other.import_team(common::book(), "reavers.json", &exported)?;
    let moved = other.players(again.id)?.remove(0);
    assert_eq!(
        (
            moved.ma,
            moved.st,
            moved.ag,
            moved.av,
            moved.niggling,
            moved.miss_next
        ),
        (5, 3, 3, 9, 1, true)
    );
    assert_eq!(
        (moved.value, moved.spp, moved.name.as_str()),
        (80_000, 16, "Gus")
    );
    assert_eq!(
        other.team_value(common::book(), again.id)?,
        ledger.team_value(common::book(), team.id)?
    );
    Ok(())
}

/// An increase a later injury took back still counts in his value (004:L2635-L2637,
/// L11677-L11686): AV 8 again with 80,000 is kept; a value under what his position, skills
/// and increases add up to is refused.
#[test]
fn a_value_above_his_characteristics_is_kept_and_one_below_refused_004_l11677() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let kept = humans(serde_json::json!({"av": 8, "value": 80_000}));
    let team = ledger.import_team(common::book(), "kept.json", &kept)?;
    assert_eq!(ledger.players(team.id)?[0].value, 80_000);

    let low = humans(serde_json::json!({"av": 9, "value": 60_000}));
    let Err(e) = ledger::TeamFile::checked(common::book(), "low.json", &low) else {
        panic!("a value of 60,000 for a Lineman with AV 9 was taken");
    };
    assert!(e.to_string().contains("less than the 80000"), "{e}");
    Ok(())
}

/// No characteristic rises more than 2 above its starting value nor above 10
/// (004:L2661-L2668): a Lineman's AV 10 (8 + 2) is taken, 11 refused; an Ogre's AV 10 (9 + 1)
/// is taken, 11 (9 + 2, but above 10) refused.
#[test]
fn a_characteristic_rises_at_most_2_and_never_above_10_004_l2661() -> TestResult {
    let (_dir, mut ledger) = common::temp_ledger();
    let book = common::book();
    let ten = ledger.import_team(book, "ten.json", &humans(serde_json::json!({"av": 10})))?;
    assert_eq!(ledger.players(ten.id)?[0].value, 50_000 + 2 * 30_000);
    let eleven = humans(serde_json::json!({"av": 11}));
    let Err(e) = ledger::TeamFile::checked(book, "eleven.json", &eleven) else {
        panic!("a Lineman's AV 11 was taken");
    };
    assert!(e.to_string().contains("004:L2661"), "{e}");

    let ogre_ten = ogre(serde_json::json!({"av": 10}));
    ledger::TeamFile::checked(book, "ogre.json", &ogre_ten)?;
    let Err(e) = ledger::TeamFile::checked(book, "ogre.json", &ogre(serde_json::json!({"av": 11})))
    else {
        panic!("an Ogre's AV 11 was taken");
    };
    assert!(e.to_string().contains("nor above 10"), "{e}");
    Ok(())
}

/// Lasting Injuries lower a characteristic at most 2 and never below 1 (004:L2524-L2527): a
/// Lineman's MA 4 is taken, MA 3 refused; an Ogre's AG 1 (2 - 1) taken, AG 0 refused.
#[test]
fn an_injury_lowers_at_most_2_and_never_below_1_004_l2524() -> TestResult {
    let book = common::book();
    ledger::TeamFile::checked(book, "a.json", &humans(serde_json::json!({"ma": 4})))?;
    let Err(e) = ledger::TeamFile::checked(book, "b.json", &humans(serde_json::json!({"ma": 3})))
    else {
        panic!("MA 3 for a Lineman was taken");
    };
    assert!(e.to_string().contains("004:L2524"), "{e}");
    ledger::TeamFile::checked(book, "c.json", &ogre(serde_json::json!({"ag": 1})))?;
    let Err(e) = ledger::TeamFile::checked(book, "d.json", &ogre(serde_json::json!({"ag": 0})))
    else {
        panic!("AG 0 for an Ogre was taken");
    };
    assert!(e.to_string().contains("never below 1"), "{e}");
    Ok(())
}

/// At the Bugman's League Cup a casualty recovers fully after each game (001:L1113) and an
/// improvement is a skill (001:L1093-L1096): a cup team's player with AV 9 or a Niggling
/// Injury is refused. Outside the cup the same file is taken.
#[test]
fn a_cup_player_has_his_positions_characteristics_001_l1113() -> TestResult {
    let cup = common::book().with_file(
        "house-rules.toml",
        "[ruleset]\nbugmans-league-cup = \"on\"\n",
    )?;
    for (fields, says) in [
        (serde_json::json!({"av": 9}), "001:L1113"),
        (serde_json::json!({"niggling": 1}), "recovers fully"),
    ] {
        let file = humans(fields.clone());
        let Err(e) = ledger::TeamFile::checked(&cup, "cup.json", &file) else {
            panic!("{fields} was taken at the cup");
        };
        assert!(e.to_string().contains(says), "{e}");
        ledger::TeamFile::checked(common::book(), "league.json", &file)?;
    }
    Ok(())
}
