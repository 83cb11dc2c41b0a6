//! A match recorded by the ledger names its teams by `tables` roster ids, and those ids resolve
//! back to the same team lists after the database is closed and reopened.

use ledger::{Ledger, NewMatch};

#[test]
fn a_recorded_match_resolves_to_its_team_lists_after_reopening()
-> Result<(), Box<dyn std::error::Error>> {
    let book = tables::builtin().map_err(|e| e.to_string())?;
    let human = book.quick_start_team("human-quick-start")?;
    let orc = book.quick_start_team("orc-quick-start")?;
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("league.sqlite3");
    let created = Ledger::open(&path)?.create_match(&NewMatch {
        home_team: human.roster.clone(),
        away_team: orc.roster.clone(),
        ruleset: "box-2016".into(),
    })?;

    let reopened = Ledger::open(&path)?;
    let stored = reopened.matches()?;
    assert_eq!(stored, vec![created]);
    let names: Vec<&str> = stored
        .iter()
        .flat_map(|m| [&m.setup.home_team, &m.setup.away_team])
        .map(|id| book.roster(id).map(|r| r.name.as_str()))
        .collect::<Result<_, _>>()?;
    assert_eq!(names, ["Human (2016 box)", "Orc (2016 box)"]);
    Ok(())
}

#[test]
fn the_pitch_the_engine_uses_has_room_for_a_full_set_up() {
    // 11 players a side (000:L163) fit in each half with 3 on the line of scrimmage (000:L143):
    // a sanity check across the rules geometry and the box rosters' squad size.
    let per_half = rules::Pitch::BB2016
        .all()
        .filter(|&s| rules::Pitch::BB2016.half(s) == rules::Side::Home)
        .count();
    let scrimmage = rules::Pitch::BB2016
        .all()
        .filter(|&s| rules::Pitch::BB2016.line_of_scrimmage(s) == Some(rules::Side::Home))
        .count();
    assert!(per_half >= 11 && scrimmage >= 3);
}
