//! The window tells the referee which of the teams' inducements the engine does not rule, to
//! apply by hand, above the prompt: never ignored in silence.

use common::window::harness_sized;
mod common;

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::{Session, unruled_inducements_heading};

const LEAGUE: &str = "[ruleset]\nleague = \"on\"\n";

/// A league match in `db` whose Dwarf team hired Kari Coldsteel (ruled in part: not her
/// playing a drive, 004:L3162-L3168) and a Runesmith (ruled, 004:L3400-L3424).
fn dwarf_match(db: &std::path::Path) -> anyhow::Result<()> {
    let book = tables::builtin()?.with_file("league.toml", LEAGUE)?;
    let players: Vec<serde_json::Value> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Blocker"}))
        .collect();
    let spec: rules::SetupSpec = serde_json::from_value(serde_json::json!({
        "home": {"roster": {"name": "Grudge Bearers", "roster": "dwarf", "rerolls": 2,
                            "players": players, "team_value": 1_000_000,
                            "inducements": {"treasury": 200_000, "runesmith": true,
                                            "coaching_staff": ["Kari Coldsteel"]}}},
        "away": {"quick_start": "orc-quick-start"},
        "kicking": "away",
        "weather": "nice",
        "league": {},
    }))?;
    let setup = spec.build(&book)?;
    let mut ledger = ledger::Ledger::open(db)?;
    let mut open = ledger.start_match(&ledger::MatchStart {
        label: ledger::NewMatch {
            home_team: "dwarf".into(),
            away_team: "orc-quick-start".into(),
            ruleset: "box-2016".into(),
        },
        setup,
        house_rules: Some(LEAGUE.into()),
        teams: None,
        season_id: None,
        friendly: false,
    })?;
    open.release(&mut ledger)?;
    Ok(())
}

#[test]
fn the_window_names_the_inducements_the_engine_does_not_rule_004_l3238() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    dwarf_match(&db)?;
    let session = Session::open(Some(db))?;
    let h = harness_sized(session, [1280.0, 720.0]);
    assert!(
        h.query_by_label(&unruled_inducements_heading(1)).is_some(),
        "the heading with one inducement"
    );
    assert!(
        h.query_by_label_contains("Grudge Bearers: Kari Coldsteel: she counts as 3 Cheerleaders")
            .is_some(),
        "Kari named, to apply by hand"
    );
    assert!(
        h.query_by_label_contains("Runesmith: ").is_none(),
        "the ruled Runesmith is not listed"
    );
    Ok(())
}
