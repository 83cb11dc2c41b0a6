//! `nuffle star <NAME> [--json]`: a Star Player's cost, profile, skills and who may hire him.

use std::process::ExitCode;

use anyhow::Context;
use tables::{HireBasis, Rulebook};

/// Arguments of `nuffle star`.
#[derive(Debug, clap::Args)]
pub struct StarArgs {
    /// Star Player by name, any case (`"griff oberwald"`); without it, every star is listed.
    pub name: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Prints one star, or all of them.
pub fn run(book: &Rulebook, args: &StarArgs) -> anyhow::Result<ExitCode> {
    let Some(name) = &args.name else {
        if args.json {
            outln!("{}", serde_json::to_string_pretty(book.stars())?);
        } else {
            for s in book.stars() {
                outln!("{:<30} {:>7}  ({})", s.name, s.cost, s.source);
            }
        }
        return Ok(ExitCode::SUCCESS);
    };
    let star = book.star(name).context("nuffle star")?;
    let hires: Vec<(String, HireBasis, Option<u32>)> = book
        .rosters()
        .iter()
        .filter_map(|r| {
            star.hire_for(book.race_of(&r.id))
                .map(|h| (r.id.clone(), h.basis, h.roster_page_cost))
        })
        .collect();
    if args.json {
        let mut value = serde_json::to_value(star)?;
        value["hired_by"] = serde_json::to_value(
            hires
                .iter()
                .map(|(team, basis, page)| {
                    serde_json::json!({ "team": team, "basis": basis, "roster_page_cost": page })
                })
                .collect::<Vec<_>>(),
        )?;
        outln!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(ExitCode::SUCCESS);
    }
    outln!("{} — {} gold ({})", star.name, star.cost, star.source);
    for p in &star.players {
        outln!(
            "  {:<24} MA {} ST {} AG {} AV {}  {}",
            p.name,
            p.ma,
            p.st,
            p.ag,
            p.av,
            p.skills.join(", ")
        );
    }
    for rule in &star.special_rules {
        outln!("  special rule: {rule}");
    }
    let list = |basis: HireBasis| {
        hires
            .iter()
            .filter(|h| h.1 == basis)
            .map(|(team, _, page)| match page {
                Some(cost) => format!("{team} (roster page: {cost})"),
                None => team.clone(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    outln!("hired by: {}", list(HireBasis::EntryAndRosterPage));
    let entry_only = list(HireBasis::EntryOnly);
    if !entry_only.is_empty() {
        outln!("star entry only: {entry_only}");
    }
    let page_only = list(HireBasis::RosterPageOnly);
    if !page_only.is_empty() {
        outln!("roster page only: {page_only}");
    }
    if let Some(note) = &star.note {
        outln!("note: {note}");
    }
    Ok(ExitCode::SUCCESS)
}
