//! Cross-checks a loaded rulebook: unique ids, teams that fit their rosters.

use std::collections::HashSet;

use crate::names::fold;
use crate::{Rulebook, TablesError};

/// Checks the book after `file` was added; the error names that file.
pub(crate) fn check(book: &Rulebook, file: &str) -> Result<(), TablesError> {
    let invalid = |message: String| TablesError::Invalid {
        file: file.to_string(),
        message,
    };
    // Every id and name must fold to something no other team list answers to, so a lookup
    // by name can never be ambiguous.
    let mut names = HashSet::new();
    for roster in book.rosters() {
        let keys: HashSet<String> = [fold(&roster.id), fold(&roster.name)].into();
        for key in keys {
            if !names.insert(key) {
                return Err(invalid(format!(
                    "team list \"{}\" ({}) shares its id or name with another team list",
                    roster.name, roster.id
                )));
            }
        }
        for position in &roster.positions {
            for letters in [&position.normal, &position.double] {
                if let Some(bad) = letters.chars().find(|c| !"GASPM".contains(*c)) {
                    return Err(invalid(format!(
                        "{} {}: skill category '{bad}' is not one of G A S P M",
                        roster.name, position.name
                    )));
                }
            }
        }
    }
    let mut table_ids = HashSet::new();
    for table in book.tables() {
        if !table_ids.insert(table.id.as_str()) {
            return Err(invalid(format!("table id \"{}\" is used twice", table.id)));
        }
        table.check_coverage().map_err(invalid)?;
    }
    for table in book.tables() {
        if let Some(base) = &table.variant_of
            && !table_ids.contains(base.as_str())
        {
            return Err(invalid(format!(
                "table \"{}\" is a variant of \"{base}\", which does not exist",
                table.id
            )));
        }
    }
    for team in book.quick_start_teams() {
        let roster = book
            .roster(&team.roster)
            .map_err(|e| invalid(format!("team \"{}\": {e}", team.id)))?;
        for entry in &team.players {
            let position = roster.position(&entry.position).ok_or_else(|| {
                invalid(format!(
                    "team \"{}\": {} has no position \"{}\"",
                    team.id, roster.name, entry.position
                ))
            })?;
            if entry.count > position.max {
                return Err(invalid(format!(
                    "team \"{}\": {} {} but the list allows 0-{}",
                    team.id, entry.count, position.name, position.max
                )));
            }
        }
        if team.rerolls > roster.reroll_max {
            return Err(invalid(format!(
                "team \"{}\": {} re-rolls but the list allows 0-{}",
                team.id, team.rerolls, roster.reroll_max
            )));
        }
    }
    Ok(())
}
