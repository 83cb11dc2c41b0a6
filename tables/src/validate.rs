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
    unique_names("team list", book.rosters(), |r| [&*r.id, &*r.name]).map_err(&invalid)?;
    unique_names("table", book.tables(), |t| [&*t.id, &*t.name]).map_err(&invalid)?;
    unique_names("ready-made team", book.quick_start_teams(), |t| {
        [&*t.id, &*t.name]
    })
    .map_err(&invalid)?;
    unique_names("skill", book.skills(), |s| s.names()).map_err(&invalid)?;
    unique_names("star player", book.stars(), |s| [&*s.id, &*s.name]).map_err(&invalid)?;
    // A race names a list that is its own race, once the book has any (the box's file may
    // be read before the compendium's or alone).
    let races = book.rosters().iter().any(|r| r.race.is_none());
    for roster in book.rosters() {
        if let Some(race) = &roster.race
            && races
            && !book
                .rosters()
                .iter()
                .any(|r| &r.id == race && r.race.is_none())
        {
            return Err(invalid(format!(
                "{}: race \"{race}\" is not the id of a team list that is its own race",
                roster.name
            )));
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
    unique_names("list", book.lists(), |l| [&*l.id, &*l.name]).map_err(&invalid)?;
    for list in book.lists() {
        unique_names(&format!("entry of {}", list.name), &list.entries, |e| {
            [&*e.id, &*e.name]
        })
        .map_err(&invalid)?;
        check_teams_exist(
            book,
            &list.name,
            list.entries
                .iter()
                .flat_map(|e| e.teams.iter().chain(e.team_cost.keys())),
        )
        .map_err(&invalid)?;
    }
    crate::card_timing::check(book.lists()).map_err(&invalid)?;
    check_skill_names(book).map_err(&invalid)?;
    check_options(book).map_err(&invalid)?;
    if let Some(passing) = book.passing() {
        passing.check().map_err(&invalid)?;
    }
    if let Some(league) = book.league() {
        league.check().map_err(&invalid)?;
    }
    for template in book.templates() {
        template.check().map_err(&invalid)?;
    }
    for preset in book.presets() {
        check_teams_exist(
            book,
            &preset.name,
            preset
                .staff
                .iter()
                .flat_map(|e| e.teams.iter().chain(e.team_cost.keys())),
        )
        .map_err(&invalid)?;
        if book.table(&preset.improvement_table).is_err() && !book.tables().is_empty() {
            return Err(invalid(format!(
                "{}: improvement table \"{}\" does not exist",
                preset.name, preset.improvement_table
            )));
        }
    }
    check_star_teams(book).map_err(&invalid)?;
    unique_names("legend", book.legends(), |l| [&*l.id, &*l.player.name]).map_err(&invalid)?;
    for legend in book.legends() {
        check_teams_exist(book, &legend.player.name, &legend.joins).map_err(&invalid)?;
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

/// Every skill a position, a star or a legend starts with is in the skill list (once there is one).
fn check_skill_names(book: &Rulebook) -> Result<(), String> {
    if book.skills().is_empty() {
        return Ok(());
    }
    let positions = book.rosters().iter().flat_map(|r| {
        r.positions
            .iter()
            .map(move |p| (format!("{} {}", r.name, p.name), &p.skills))
    });
    let stars = book
        .stars()
        .iter()
        .flat_map(|s| s.players.iter().map(|p| (p.name.clone(), &p.skills)))
        .chain(
            book.legends()
                .iter()
                .map(|l| (l.player.name.clone(), &l.player.skills)),
        );
    let known: HashSet<String> = book
        .skills()
        .iter()
        .flat_map(|s| s.names().map(fold))
        .collect();
    for (who, skills) in positions.chain(stars) {
        if let Some(skill) = skills.iter().find(|s| !known.contains(&fold(s))) {
            let err = book.skill(skill).err().map(|e| e.to_string());
            return Err(format!(
                "{who} starts with an unknown skill: {}",
                err.unwrap_or_default()
            ));
        }
    }
    Ok(())
}

/// Every team a star names exists (once there are team lists), and every star has a model.
fn check_star_teams(book: &Rulebook) -> Result<(), String> {
    for star in book.stars() {
        if star.players.is_empty() {
            return Err(format!(
                "star player \"{}\" has no [[star.player]]",
                star.name
            ));
        }
        if let Some(team) = star
            .roster_page_cost
            .keys()
            .find(|t| !star.roster_page_allows(t))
        {
            return Err(format!(
                "star player \"{}\" has a roster page price for \"{team}\", which is not in its roster_pages",
                star.name
            ));
        }
        let named = star
            .plays_for
            .iter()
            .chain(&star.except)
            .chain(&star.roster_pages);
        check_teams_exist(book, &format!("star player \"{}\"", star.name), named)?;
    }
    Ok(())
}

/// Every option named by data exists, and every league choice is one the option offers
/// (once there are options).
fn check_options(book: &Rulebook) -> Result<(), String> {
    if book.options().is_empty() {
        return Ok(());
    }
    let named = book
        .tables()
        .iter()
        .filter_map(|t| t.option.as_deref())
        .chain(book.skills().iter().filter_map(|s| s.option.as_deref()))
        .chain(book.lists().iter().filter_map(|l| l.option.as_deref()))
        .chain(book.templates().iter().filter_map(|t| t.option.as_deref()))
        .chain(book.legends().iter().map(|l| l.option.as_str()))
        .chain(book.league().map(|l| l.spiralling_expenses.option.as_str()));
    for option in named {
        if !book.options().iter().any(|o| o.id == option) {
            return Err(format!(
                "ruleset option \"{option}\" is named but not defined"
            ));
        }
    }
    for (id, chosen) in book.ruleset() {
        let option = book
            .options()
            .iter()
            .find(|o| &o.id == id)
            .ok_or_else(|| format!("[ruleset] names option \"{id}\", which does not exist"))?;
        if !option.choices.contains(chosen) {
            return Err(format!(
                "[ruleset] {id} = \"{chosen}\" is not one of: {}",
                option.choices.join(", ")
            ));
        }
    }
    Ok(())
}

/// Every roster id `owner` names is a team list of the book (once it has any).
fn check_teams_exist<'a>(
    book: &Rulebook,
    owner: &str,
    named: impl IntoIterator<Item = &'a String>,
) -> Result<(), String> {
    if book.rosters().is_empty() {
        return Ok(());
    }
    for team in named {
        if !book.rosters().iter().any(|r| &r.id == team) {
            return Err(format!(
                "{owner} names team list \"{team}\", which does not exist"
            ));
        }
    }
    Ok(())
}

/// Checks that every name of `items` folds to a key no other item answers to, so a lookup by
/// name can never be ambiguous (an item's own names may fold alike). The last key is shown.
fn unique_names<'a, T: 'a, I>(
    kind: &str,
    items: &'a [T],
    keys: impl Fn(&'a T) -> I,
) -> Result<(), String>
where
    I: IntoIterator<Item = &'a str>,
{
    let mut taken = HashSet::new();
    for item in items {
        let mut names: Vec<&str> = keys(item).into_iter().collect();
        let own: HashSet<String> = names.iter().map(|n| fold(n)).collect();
        if own.into_iter().any(|key| !taken.insert(key)) {
            let shown = names.pop().unwrap_or_default();
            return Err(format!(
                "{kind} \"{shown}\" ({}) shares a name with another {kind}",
                names.join(", ")
            ));
        }
    }
    Ok(())
}
