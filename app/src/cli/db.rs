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

/// Opens an existing database for writing (a correction, setting an input aside).
pub fn existing(db: Option<&Path>) -> anyhow::Result<Ledger> {
    let path = there(db)?;
    Ledger::open(&path).with_context(|| format!("opening {}", path.display()))
}

/// Opens an existing database for a report, an export or a replay: read-only, so a league
/// file on read-only media (or one a window is recording to) can be read, and nothing in it
/// is changed.
pub fn read_only(db: Option<&Path>) -> anyhow::Result<Ledger> {
    let path = there(db)?;
    Ledger::open_read_only(&path).with_context(|| format!("opening {}", path.display()))
}

/// The database path, refused when there is no file: reports never create one.
fn there(db: Option<&Path>) -> anyhow::Result<PathBuf> {
    let path = path(db)?;
    if !path.exists() {
        anyhow::bail!(
            "there is no match database at {}; give the right file with --db, or import a \
             team with `nuffle league import TEAM.json --db FILE` to start one",
            path.display()
        );
    }
    Ok(path)
}
