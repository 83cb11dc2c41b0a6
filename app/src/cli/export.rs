//! `nuffle export {csv,json,naf}`: the match database's records for spreadsheets, other
//! tools and the NAF (teams with their Team Value: priced by the rulebook in force).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use ledger::Table;

use super::db;

/// Arguments of `nuffle export`.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    #[command(subcommand)]
    format: Format,
    /// Write to this file instead of the terminal.
    #[arg(long, global = true, value_name = "FILE")]
    out: Option<PathBuf>,
}

#[derive(Debug, clap::Subcommand)]
enum Format {
    /// One table as CSV: matches, players, standings, teams, blitz-results or blitz-standings.
    Csv {
        /// matches, players, standings, teams, blitz-results or blitz-standings.
        table: String,
    },
    /// Matches, players, standings and teams (and the Blitz Bowl results and table) as one
    /// JSON object.
    Json,
    /// The NAF tournament report (XML) of the recorded matches.
    Naf {
        /// The organiser's name, as the NAF knows it.
        #[arg(long, default_value = "")]
        organiser: String,
        /// Only this match.
        #[arg(long = "match", value_name = "ID")]
        match_id: Option<i64>,
    },
}

/// Runs a `nuffle export` command.
pub fn run(
    book: &tables::Rulebook,
    db_path: Option<&Path>,
    args: &ExportArgs,
) -> anyhow::Result<ExitCode> {
    let ledger = db::read_only(db_path)?;
    let text = match &args.format {
        Format::Csv { table } => {
            let table = match table.as_str() {
                "matches" => Table::Matches,
                "players" => Table::Players,
                "standings" => Table::Standings,
                "teams" => Table::Teams,
                "blitz-results" => Table::BlitzResults,
                "blitz-standings" => Table::BlitzStandings,
                other => anyhow::bail!(
                    "there is no table \"{other}\" to export; choose matches, players, \
                     standings, teams, blitz-results or blitz-standings"
                ),
            };
            ledger.export_csv(book, table)?
        }
        Format::Json => ledger.export_json(book)?,
        Format::Naf {
            organiser,
            match_id,
        } => ledger.export_naf(organiser, *match_id)?,
    };
    match &args.out {
        Some(file) => std::fs::write(file, text)
            .with_context(|| format!("cannot write {}", file.display()))?,
        None => out!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}
