//! The window would tell the referee, above the prompt, which of the teams' inducements the
//! engine does not rule; every one is ruled whole, so a league match's window lists none.

use crate::common;
use common::window::harness_sized;

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::{Session, unruled_inducements_heading, unruled_options_heading};

const LEAGUE: &str = "[ruleset]\nleague = \"on\"\n";

/// A league match in `db` whose Dwarf team hired Kari Coldsteel (004:L3157-L3176) and a
/// Runesmith (004:L3400-L3424), both ruled.
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
fn the_window_lists_no_inducement_to_apply_by_hand_004_l3162() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    dwarf_match(&db)?;
    let session = Session::open(Some(db))?;
    let h = harness_sized(session, [1280.0, 720.0]);
    assert!(
        h.query_all_by_label_contains("Grudge Bearers")
            .next()
            .is_some(),
        "the match's window is up"
    );
    assert!(
        h.query_by_label(&unruled_inducements_heading(1)).is_none(),
        "no heading: nothing to apply by hand"
    );
    assert!(
        h.query_by_label_contains("Grudge Bearers: Kari Coldsteel:")
            .is_none(),
        "Kari is ruled, not listed"
    );
    assert!(
        h.query_by_label_contains("Runesmith: ").is_none(),
        "the ruled Runesmith is not listed"
    );
    Ok(())
}

/// A league match whose house rules turn Match Events on (004:L3920-L4580), which Nuffle does
/// not rule: the window names the option above the prompt, with its seed lines.
#[test]
fn the_window_names_a_ruleset_option_to_apply_by_hand_004_l3920() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let rules = "[ruleset]\nleague = \"on\"\nmatch-events = \"on\"\n";
    let book = tables::builtin()?.with_file("league.toml", rules)?;
    let spec: rules::SetupSpec = serde_json::from_value(serde_json::json!({
        "home": {"quick_start": "human-quick-start"},
        "away": {"quick_start": "orc-quick-start"},
        "kicking": "away",
        "weather": "nice",
    }))?;
    let setup = spec.build(&book)?;
    let mut ledger = ledger::Ledger::open(&db)?;
    let mut open = ledger.start_match(&ledger::MatchStart {
        label: ledger::NewMatch {
            home_team: "human-quick-start".into(),
            away_team: "orc-quick-start".into(),
            ruleset: "box-2016".into(),
        },
        setup,
        house_rules: Some(rules.into()),
        teams: None,
        season_id: None,
        friendly: false,
    })?;
    open.release(&mut ledger)?;
    let session = Session::open(Some(db))?;
    let h = harness_sized(session, [1280.0, 720.0]);
    assert!(
        h.query_by_label(&unruled_options_heading(1)).is_some(),
        "the heading counts one option"
    );
    assert!(
        h.query_by_label_contains("Match events (004:L3920-L4580): not ruled by Nuffle")
            .is_some(),
        "the option is named with its seed lines"
    );
    Ok(())
}
