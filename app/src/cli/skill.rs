//! `nuffle skill <NAME> [--json]`: a skill's category, effect and source, and whether the
//! engine rules it (a skill it does not rule is shown as "not ruled: apply it by hand").

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
            let all: Vec<serde_json::Value> = book
                .skills()
                .iter()
                .map(|s| with_ruling(s, serde_json::to_value(s)))
                .collect::<Result<_, _>>()?;
            outln!("{}", serde_json::to_string_pretty(&all)?);
        } else {
            for s in book.skills() {
                let ruled = if rules::skill::not_ruled(&s.id).is_some() {
                    "  [not ruled: apply it by hand]"
                } else {
                    ""
                };
                outln!("{:<20} {:<14?} {}{ruled}", s.name, s.category, s.effect);
            }
        }
        return Ok(ExitCode::SUCCESS);
    };
    let skill = book.skill(name).context("nuffle skill")?;
    if args.json {
        let value = with_ruling(skill, serde_json::to_value(skill))?;
        outln!("{}", serde_json::to_string_pretty(&value)?);
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
    match rules::skill::not_ruled(&skill.id) {
        None => outln!("the engine rules it"),
        Some(words) => outln!("the engine: {words}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// A skill as JSON with `"ruled"`: `true`, or what to apply by hand.
fn with_ruling(
    skill: &tables::Skill,
    value: Result<serde_json::Value, serde_json::Error>,
) -> Result<serde_json::Value, serde_json::Error> {
    let mut value = value?;
    if let serde_json::Value::Object(map) = &mut value {
        let ruled = match rules::skill::not_ruled(&skill.id) {
            None => serde_json::Value::Bool(true),
            Some(words) => serde_json::Value::String(words),
        };
        map.insert("ruled".into(), ruled);
    }
    Ok(value)
}
