//! `nuffle roster [TEAM] [--json]`: team lists from the rulebook data.

use std::process::ExitCode;

use anyhow::Context;

/// Arguments of `nuffle roster`.
#[derive(Debug, clap::Args)]
pub struct RosterArgs {
    /// Team list by name or id (for example `orc`); without it, every team list is named.
    pub team: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Prints one team list, or the names of all of them.
pub fn run(book: &tables::Rulebook, args: &RosterArgs) -> anyhow::Result<ExitCode> {
    let Some(name) = &args.team else {
        if args.json {
            outln!("{}", serde_json::to_string_pretty(book.rosters())?);
        } else {
            for roster in book.rosters() {
                outln!("{:<20} {:<8} ({})", roster.id, roster.name, roster.source);
            }
        }
        return Ok(ExitCode::SUCCESS);
    };
    let roster = book.roster(name).context("nuffle roster")?;
    if args.json {
        outln!("{}", serde_json::to_string_pretty(roster)?);
        return Ok(ExitCode::SUCCESS);
    }
    outln!("{} ({})", roster.name, roster.source);
    outln!(
        "{:<5} {:<18} {:>8}  MA ST AG AV  {:<6} {:<6} skills",
        "qty",
        "position",
        "cost",
        "normal",
        "double"
    );
    for p in &roster.positions {
        let skills = if p.skills.is_empty() {
            "-".to_string()
        } else {
            p.skills.join(", ")
        };
        outln!(
            "0-{:<3} {:<18} {:>8}  {:>2} {:>2} {:>2} {:>2}  {:<6} {:<6} {skills}  ({})",
            p.max,
            p.name,
            p.cost,
            p.ma,
            p.st,
            p.ag,
            p.av,
            p.normal,
            p.double,
            p.source
        );
    }
    outln!(
        "team re-rolls 0-{} at {} each ({}); apothecary: {}",
        roster.reroll_max,
        roster.reroll_cost,
        roster.reroll_source,
        if roster.apothecary { "yes" } else { "no" }
    );
    for rule in &roster.special_rules {
        outln!("special rule: {rule}");
    }
    let stars: Vec<String> = book
        .stars_for(roster)
        .iter()
        .map(|h| match h.basis {
            tables::HireBasis::RosterPageOnly => format!("{} (roster page only)", h.star.name),
            _ => h.star.name.clone(),
        })
        .collect();
    if !stars.is_empty() {
        outln!("Star Players: {}", stars.join(", "));
    }
    let own = own_inducements(book, &roster.id);
    if !own.is_empty() {
        outln!("Inducements for this team list: {}", own.join(", "));
    }
    Ok(ExitCode::SUCCESS)
}

/// The inducements a team list has of its own or at its own price, as its page prints them
/// (the Waaagh! Drummer for Orcs, the Halflings' Master Chef at 100,000, a coach only some
/// teams may hire): name, limit, price and seed lines.
fn own_inducements(book: &tables::Rulebook, roster: &str) -> Vec<String> {
    let Ok(list) = book.list("inducements") else {
        return Vec::new();
    };
    list.entries
        .iter()
        .filter(|e| e.teams.iter().any(|t| t == roster) || e.team_cost.contains_key(roster))
        .map(|e| {
            let cost = e.team_cost.get(roster).copied().or(e.cost);
            let mut terms: Vec<String> = Vec::new();
            if let Some(limit) = &e.limit {
                terms.push(limit.clone());
            }
            if let Some(cost) = cost {
                terms.push(cost.to_string());
            }
            terms.push(e.source.clone());
            format!("{} ({})", e.name, terms.join(", "))
        })
        .collect()
}
