//! `nuffle match abandon --match ID`: a match nobody will finish (a script refused half-way,
//! a game called off) leaves the match lists, as the window's Abandon does, so its teams may
//! start another. Its row, input log and rulings stay in the database, with an audit line.

use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;

/// The writer name the command's lease carries.
const WRITER: &str = "nuffle match abandon";

/// Arguments of `nuffle match abandon`.
#[derive(Debug, clap::Args)]
pub struct AbandonArgs {
    /// The match (`nuffle league matches` lists them).
    #[arg(long = "match", value_name = "ID")]
    match_id: i64,
    /// Why, kept in the match's audit trail.
    #[arg(long, default_value = "abandoned from the command line")]
    reason: String,
}

/// Abandons a match: takes its lease (refused while a window records it), marks it, releases.
pub fn abandon(db: Option<&Path>, args: &AbandonArgs) -> anyhow::Result<ExitCode> {
    let id = args.match_id;
    let mut ledger = super::db::existing(db)?;
    ledger.set_writer(WRITER);
    let mut open = ledger
        .open_match(id)
        .with_context(|| format!("match {id} was not abandoned"))?;
    let result = ledger.abandon_match(id, "referee", &args.reason);
    let _ = open.release(&mut ledger);
    result.with_context(|| format!("match {id} was not abandoned"))?;
    outln!(
        "match {id} abandoned: its {} inputs stay in the database to read, it leaves the match \
         lists, and its teams may start a new match",
        open.game().inputs().len()
    );
    Ok(ExitCode::SUCCESS)
}
