//! The League view's team files (issue 57, docs/window.md), driven headless with
//! egui_kittest on a real SQLite file: a team's button writes the file `nuffle league
//! export-team` writes, NAME.json in the folder typed (the database's own at first), and the
//! file imports back into another league with the same players and skills; a folder that
//! cannot be written is refused in words and nothing is written.

use crate::common;
use common::window::harness_sized;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::{NuffleApp, Session};

/// The Reavers (Human): #1 a named Blitzer who learnt Tackle and has 8 SPP, ten Linemen, three
/// re-rolls, an Apothecary (a league team: 004:L2348 prices it); and the Raiders (Orc).
fn league(db: &std::path::Path) -> anyhow::Result<()> {
    let dir = db.parent().ok_or_else(|| anyhow::anyhow!("a folder"))?;
    let mut players = vec![serde_json::json!({"number": 1, "name": "Mighty Zug",
        "position": "Blitzer", "skills": ["Tackle"], "spp": 8})];
    for n in 2..=11 {
        players.push(serde_json::json!({"number": n, "position": "Lineman"}));
    }
    let reavers = serde_json::json!({"name": "Reavers", "coach": "Coach Reavers",
        "roster": "human", "rerolls": 3, "fan_factor": 2, "apothecary": true,
        "players": players})
    .to_string();
    let raiders = common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88);
    let book = tables::builtin()?;
    let mut ledger = ledger::Ledger::open(db)?;
    for (file, text) in [("in-reavers.json", reavers), ("in-raiders.json", raiders)] {
        let path = dir.join(file);
        std::fs::write(&path, text)?;
        let (name, team) = ledger::TeamFile::read(book, &path)?;
        ledger.add_team(book, &name, &team)?;
    }
    Ok(())
}

fn league_view(db: &std::path::Path) -> anyhow::Result<Harness<'static, NuffleApp>> {
    let mut h = harness_sized(Session::open(Some(db.to_path_buf()))?, [1400.0, 1600.0]);
    h.get_by_label("League (F4)").click();
    h.run();
    Ok(h)
}

/// A player as a team file keeps him: (number, name, position, skills, SPP).
type Kept = (u8, String, String, Vec<String>, u16);

/// Each player of team `id` in `db` as a team file keeps him.
fn roster(db: &std::path::Path, id: i64) -> anyhow::Result<Vec<Kept>> {
    Ok(ledger::Ledger::open_read_only(db)?
        .players(id)?
        .into_iter()
        .map(|p| (p.number, p.name, p.position, p.skills, p.spp))
        .collect())
}

/// The Reavers' button writes Reavers.json beside the database; imported into another league,
/// the team has the same coach, re-rolls, Fan Factor, Apothecary and players, Mighty Zug with
/// his Tackle and 8 SPP (the file keeps skills and SPP, docs/ledger.md).
#[test]
fn a_team_exported_from_the_league_view_imports_back_with_its_players() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    league(&db)?;
    let mut h = league_view(&db)?;
    assert!(h.query_by_label("Team files").is_some());
    h.get_by_label("Export Reavers").click();
    h.run();
    let written = dir.path().join("Reavers.json");
    assert!(
        h.query_by_label_contains(&format!(
            "Wrote Reavers (11 players) to {}",
            written.display()
        ))
        .is_some(),
        "the window says where the file went"
    );
    assert!(
        !dir.path().join("Raiders.json").exists(),
        "only the team clicked"
    );

    let book = tables::builtin()?;
    let (name, file) = ledger::TeamFile::read(book, &written)?;
    let other_db = dir.path().join("other.sqlite3");
    let mut other = ledger::Ledger::open(&other_db)?;
    let team = other.add_team(book, &name, &file)?;
    drop(other);
    assert_eq!(
        (
            team.name.as_str(),
            team.coach.as_str(),
            team.roster.as_str(),
            team.rerolls,
            team.fan_factor,
            team.apothecary
        ),
        ("Reavers", "Coach Reavers", "human", 3, 2, true)
    );
    let back = roster(&other_db, team.id)?;
    assert_eq!(back, roster(&db, 1)?);
    assert_eq!(
        back.first(),
        Some(&(
            1,
            "Mighty Zug".to_string(),
            "Blitzer".to_string(),
            vec!["tackle".to_string()],
            8
        ))
    );
    Ok(())
}

/// A folder that does not exist cannot take the file: the window says which file, why and what
/// to do, and writes nothing; the folder typed again as the database's, the file is written.
#[test]
fn an_unwritable_folder_is_refused_in_words_and_nothing_is_written() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    league(&db)?;
    let mut h = league_view(&db)?;
    let nowhere = dir.path().join("nowhere");
    let field = nuffle_app::gui::TEAM_FILES_FOLDER;
    h.get_by_label(field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(field)
        .type_text(&nowhere.display().to_string());
    h.run();
    h.get_by_label("Export Raiders").click();
    h.run();
    let refused = format!("Cannot write {}", nowhere.join("Raiders.json").display());
    assert!(
        h.query_by_label_contains(&refused).is_some(),
        "the window says which file could not be written"
    );
    assert!(
        h.query_by_label_contains("type a folder that exists and that you can write to")
            .is_some()
    );
    assert!(!nowhere.exists(), "nothing written");

    h.get_by_label(field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label(field)
        .type_text(&dir.path().display().to_string());
    h.run();
    h.get_by_label("Export Raiders").click();
    h.run();
    assert!(h.query_by_label_contains("Wrote Raiders").is_some());
    assert!(dir.path().join("Raiders.json").exists());
    Ok(())
}
