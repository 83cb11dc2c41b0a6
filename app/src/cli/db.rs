//! The match database a command reads: `--db FILE`, or the default one in the platform's
//! data folder. Reports refuse to create an empty database where none was.

use std::path::{Path, PathBuf};

use anyhow::Context;
use ledger::Ledger;

/// The database path: `--db`, or the platform default.
pub fn path(db: Option<&Path>) -> anyhow::Result<PathBuf> {
    match db {
        Some(p) => Ok(p.to_path_buf()),
        None => Ok(ledger::default_database_path()?),
    }
}

/// Opens an existing database for a report or an export.
pub fn existing(db: Option<&Path>) -> anyhow::Result<Ledger> {
    let path = path(db)?;
    if !path.exists() {
        anyhow::bail!(
            "there is no match database at {}; give the right file with --db, or import a \
             team with `nuffle league import TEAM.json --db FILE` to start one",
            path.display()
        );
    }
    Ledger::open(&path).with_context(|| format!("opening {}", path.display()))
}
