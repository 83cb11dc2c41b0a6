//! `nuffle skill <NAME> [--json]`: a skill's category, effect and source.

use std::process::ExitCode;

use anyhow::Context;
use tables::Rulebook;

/// Arguments of `nuffle skill`.
#[derive(Debug, clap::Args)]
pub struct SkillArgs {
    /// Skill by name, any case (`"mighty blow"`); without it, every skill is listed.
    pub name: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Prints one skill, or all of them.
pub fn run(book: &Rulebook, args: &SkillArgs) -> anyhow::Result<ExitCode> {
    let Some(name) = &args.name else {
        if args.json {
            outln!("{}", serde_json::to_string_pretty(book.skills())?);
        } else {
            for s in book.skills() {
                outln!("{:<20} {:<14?} {}", s.name, s.category, s.effect);
            }
        }
        return Ok(ExitCode::SUCCESS);
    };
    let skill = book.skill(name).context("nuffle skill")?;
    if args.json {
        outln!("{}", serde_json::to_string_pretty(skill)?);
        return Ok(ExitCode::SUCCESS);
    }
    outln!(
        "{} ({:?}) — {} ({})",
        skill.name,
        skill.category,
        skill.effect,
        skill.source
    );
    if let Some(option) = &skill.option {
        outln!("applies with ruleset option: {option}");
    }
    if let Some(note) = &skill.note {
        outln!("note: {note}");
    }
    Ok(ExitCode::SUCCESS)
}
