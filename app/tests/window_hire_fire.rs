//! Hire and Fire in the League view (post-match step 4, 004:L2915-L2926; docs/window.md),
//! driven headless with egui_kittest on a real SQLite file: a Lineman hired from the Treasury,
//! a team re-roll bought at double the list's price, one the Treasury cannot pay refused in
//! the ledger's words with nothing written, a player fired only on the second click (a
//! Journeyman then joining for the next match), and a Journeyman of the last match hired for
//! good.

use crate::common;
use common::window::{all_text, harness_sized, shows};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::hire_fire_panel::{
    NAME_FIELD, confirm_fire_label, fire_label, hire_journeyman_label, hire_label, team_label,
};
use nuffle_app::gui::{NuffleApp, Session};

/// The Reavers (Human, 11 Linemen, three re-rolls) with 150,000 in the Treasury, and the
/// Raiders (Orc); the Reavers' id.
fn league(db: &std::path::Path) -> anyhow::Result<i64> {
    let dir = db.parent().ok_or_else(|| anyhow::anyhow!("a folder"))?;
    let players: Vec<serde_json::Value> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "name": format!("Lineman {n}"), "position": "Lineman"}))
        .collect();
    let reavers = serde_json::json!({"name": "Reavers", "coach": "Coach Reavers",
        "roster": "human", "rerolls": 3, "fan_factor": 2, "treasury": 150_000,
        "players": players})
    .to_string();
    let raiders = common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88);
    let book = tables::builtin()?;
    let mut ledger = ledger::Ledger::open(db)?;
    let mut ids = Vec::new();
    for (file, text) in [("in-reavers.json", reavers), ("in-raiders.json", raiders)] {
        let path = dir.join(file);
        std::fs::write(&path, text)?;
        let (name, team) = ledger::TeamFile::read(book, &path)?;
        ids.push(ledger.add_team(book, &name, &team)?.id);
    }
    ids.first()
        .copied()
        .ok_or_else(|| anyhow::anyhow!("the Reavers imported"))
}

fn league_view(db: &std::path::Path) -> anyhow::Result<Harness<'static, NuffleApp>> {
    let mut h = harness_sized(Session::open(Some(db.to_path_buf()))?, [1400.0, 2400.0]);
    h.get_by_label("League (F4)").click();
    h.run();
    Ok(h)
}

/// The team as the database has it: (treasury, re-rolls, active players' names).
fn stored(db: &std::path::Path, id: i64) -> anyhow::Result<(u32, u8, Vec<String>)> {
    let ledger = ledger::Ledger::open(db)?;
    let team = ledger.team(id)?;
    let names = ledger
        .players(id)?
        .into_iter()
        .filter(|p| p.status == "active")
        .map(|p| p.name)
        .collect();
    Ok((team.treasury, team.rerolls, names))
}

/// A Lineman costs 50,000 (004: the Human list); a re-roll bought after creation costs double
/// the list's 50,000 (004:L2921); the Treasury pays and never goes below 0 (004:L2338-L2344).
#[test]
fn a_lineman_hired_and_a_re_roll_bought_from_the_treasury_then_one_refused() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let reavers = league(&db)?;
    let mut h = league_view(&db)?;
    h.get_by_label(&team_label("Reavers")).click();
    h.run();
    assert!(shows(&h, "Treasury 150,000 gold"), "{}", all_text(&h));
    h.get_by_label(NAME_FIELD).focus();
    h.run();
    h.get_by_label(NAME_FIELD).type_text("Grim");
    h.run();
    h.get_by_label(&hire_label("Lineman", 50_000)).click();
    h.run();
    let (treasury, rerolls, names) = stored(&db, reavers)?;
    assert_eq!(treasury, 100_000);
    assert_eq!(names.len(), 12);
    assert!(names.contains(&"Grim".to_string()), "{names:?}");
    assert!(shows(&h, "Treasury 100,000 gold"), "{}", all_text(&h));
    assert_eq!(rerolls, 3);
    h.get_by_label("Buy: team re-roll").click();
    h.run();
    let (treasury, rerolls, _) = stored(&db, reavers)?;
    assert_eq!((treasury, rerolls), (0, 4), "double the list's 50,000");
    h.get_by_label("Buy: team re-roll").click();
    h.run();
    assert_eq!(stored(&db, reavers)?.0, 0);
    assert_eq!(stored(&db, reavers)?.1, 4, "nothing written");
    assert!(
        shows(&h, "costs 100,000 and Reavers's Treasury holds 0"),
        "the refusal names the price and the Treasury: {}",
        all_text(&h)
    );
    Ok(())
}

/// Firing asks a second click (no refund, 004:L2917); then the player is off the roster.
#[test]
fn a_player_is_fired_on_the_second_click_only() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let reavers = league(&db)?;
    let mut h = league_view(&db)?;
    h.get_by_label(&team_label("Reavers")).click();
    h.run();
    h.get_by_label(&fire_label(2, "Lineman 2")).click();
    h.run();
    assert_eq!(
        stored(&db, reavers)?.2.len(),
        11,
        "not fired on the first click"
    );
    h.get_by_label(&confirm_fire_label(2, "Lineman 2")).click();
    h.run();
    let (treasury, _, names) = stored(&db, reavers)?;
    assert!(!names.contains(&"Lineman 2".to_string()), "{names:?}");
    assert_eq!(treasury, 150_000, "no refund");
    // Ten left: a free Journeyman joins for the next match (004:L2978-L2983), listed
    // without a Fire button.
    assert_eq!(names.len(), 11);
    assert!(names.contains(&"Journeyman".to_string()), "{names:?}");
    assert!(
        shows(&h, "Journeyman for the next match"),
        "{}",
        all_text(&h)
    );
    Ok(())
}

/// Nine Reavers take Journeymen #10 and #11 for a league match, played and recorded; after
/// it the view offers each to be hired for good at his Rookie cost (a Human Lineman, 50,000,
/// 004:L2928-L2933): #10 hired stays on the roster without Loner, the Treasury pays.
#[test]
fn a_journeyman_of_the_last_match_is_hired_for_good_004_l2928() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let book = tables::builtin()?;
    {
        let mut ledger = ledger::Ledger::open(&db)?;
        let players: Vec<serde_json::Value> = (1..=9)
            .map(|n| serde_json::json!({"number": n, "position": "Lineman"}))
            .collect();
        let reavers = serde_json::json!({"name": "Reavers", "coach": "Coach Reavers",
            "roster": "human", "rerolls": 2, "fan_factor": 3, "treasury": 100_000,
            "players": players})
        .to_string();
        let raiders = common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88);
        for (file, text) in [("in-reavers.json", reavers), ("in-raiders.json", raiders)] {
            let path = dir.path().join(file);
            std::fs::write(&path, text)?;
            let (name, team) = ledger::TeamFile::read(book, &path)?;
            ledger.add_team(book, &name, &team)?;
        }
    }
    common::play_and_record(&db).map_err(|e| anyhow::anyhow!("{e}"))?;
    let before = ledger::Ledger::open(&db)?.team(1)?.treasury;
    let mut h = league_view(&db)?;
    h.get_by_label(&team_label("Reavers")).click();
    h.run();
    h.get_by_label(&hire_journeyman_label(10, 50_000)).click();
    h.run();
    let ledger = ledger::Ledger::open(&db)?;
    assert_eq!(ledger.team(1)?.treasury, before - 50_000);
    let ten = ledger
        .players(1)?
        .into_iter()
        .filter(|p| p.number == 10)
        .max_by_key(|p| p.id)
        .ok_or_else(|| anyhow::anyhow!("#10"))?;
    assert_eq!(ten.status, "active");
    assert!(!ten.journeyman);
    assert!(!ten.skills.iter().any(|s| s == "loner"), "{:?}", ten.skills);
    assert!(shows(&h, "hired Journeyman #10"), "{}", all_text(&h));
    Ok(())
}
