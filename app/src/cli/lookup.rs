//! `nuffle lookup <TABLE> <ROLL…> [--json]`: a dice table's result, with its source line.

use std::process::ExitCode;

use anyhow::{Context, anyhow};
use serde_json::json;

/// Arguments of `nuffle lookup`.
#[derive(Debug, clap::Args)]
pub struct LookupArgs {
    /// Table by id or name (`injury`, `casualty`, `kickoff`, `weather` …); without it, every
    /// table is listed.
    pub table: Option<String>,
    /// The roll as read: one total (`9`), or each die (`4 5`; for the casualty table a D6 then
    /// a D8: `4 2`).
    pub roll: Vec<u8>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Prints one table's result for a roll, or the list of tables.
pub fn run(book: &tables::Rulebook, args: &LookupArgs) -> anyhow::Result<ExitCode> {
    let Some(name) = &args.table else {
        // Columns as wide as their longest entry, so a long id never pushes its row askew.
        let id_width = book.tables().iter().map(|t| t.id.len()).max().unwrap_or(0);
        let dice_width = book
            .tables()
            .iter()
            .map(|t| t.dice.name().len())
            .max()
            .unwrap_or(0);
        for t in book.tables() {
            outln!(
                "{:<id_width$} {:<dice_width$} {} ({})",
                t.id,
                t.dice.name(),
                t.name,
                t.source
            );
        }
        return Ok(ExitCode::SUCCESS);
    };
    let table = book.table(name).context("nuffle lookup")?;
    if args.roll.is_empty() {
        return Err(anyhow!(
            "nuffle lookup {}: give the roll, for example `nuffle lookup {} {}`",
            table.id,
            table.id,
            table.rows.first().map_or(1, |r| r.from)
        ));
    }
    let row = table.lookup(&args.roll).context("nuffle lookup")?;
    let roll = args
        .roll
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    if args.json {
        let value = json!({
            "table": table.id,
            "table_name": table.name,
            "roll": args.roll,
            "rolls": row.rolls(),
            "result": row.result,
            "effect": row.effect,
            "source": row.source,
            "option": table.option,
            "note": table.note,
        });
        outln!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        outln!(
            "{} {roll}: {} — {} ({})",
            table.name,
            row.result,
            row.effect,
            row.source
        );
        if let Some(option) = &table.option {
            outln!("applies with ruleset option: {option}");
        }
        if let Some(note) = &table.note {
            outln!("note: {note}");
        }
    }
    Ok(ExitCode::SUCCESS)
}
