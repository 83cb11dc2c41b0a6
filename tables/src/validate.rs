//! Cross-checks a loaded rulebook: unambiguous names, complete tables, teams that fit their
//! rosters.

use std::collections::HashSet;

use crate::names::fold;
use crate::{Rulebook, TablesError};

/// Checks the book after `file` was added; the error names that file.
pub(crate) fn check(book: &Rulebook, file: &str) -> Result<(), TablesError> {
    let invalid = |message: String| TablesError::Invalid {
        file: file.to_string(),
        message,
    };
    unique_names("team list", book.rosters(), |r| [&r.id, &r.name]).map_err(&invalid)?;
    unique_names("table", book.tables(), |t| [&t.id, &t.name]).map_err(&invalid)?;
    unique_names("ready-made team", book.quick_start_teams(), |t| {
        [&t.id, &t.name]
    })
    .map_err(&invalid)?;
    for roster in book.rosters() {
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
    for table in book.tables() {
        table.check_coverage().map_err(&invalid)?;
        if let Some(base) = &table.variant_of
            && !book.tables().iter().any(|t| &t.id == base)
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

/// Checks that every id and name of `items` folds to a key no other item answers to, so a
/// lookup by name can never be ambiguous (an item's own id and name may fold alike).
fn unique_names<T>(
    kind: &str,
    items: &[T],
    keys: impl Fn(&T) -> [&String; 2],
) -> Result<(), String> {
    let mut taken = HashSet::new();
    for item in items {
        let [id, name] = keys(item);
        let own: HashSet<String> = [fold(id), fold(name)].into();
        if own.into_iter().any(|key| !taken.insert(key)) {
            return Err(format!(
                "{kind} \"{name}\" ({id}) shares its id or name with another {kind}"
            ));
        }
    }
    Ok(())
}
