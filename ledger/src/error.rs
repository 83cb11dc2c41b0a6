//! What can go wrong with the database, in words a referee can act on.

use std::path::PathBuf;

/// An error from the ledger. Each message says what happened and what to do about it.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    /// The folder for the database could not be created.
    #[error(
        "cannot create the folder {path} for the match database ({source}); \
         choose a database file in a folder you can write to"
    )]
    CreateDir {
        path: PathBuf,
        source: std::io::Error,
    },
    /// SQLite could not open (or create) the file.
    #[error(
        "cannot open the match database {path} ({source}); check that the file and its folder \
         are writable, or choose another database file"
    )]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The schema could not be brought up to date.
    #[error(
        "the match database {path} could not be updated to this version of Nuffle ({source}); \
         nothing was changed. If it was written by a newer Nuffle, use that version"
    )]
    Migrate {
        path: PathBuf,
        source: rusqlite_migration::Error,
    },
    /// No platform data directory could be found (no home directory).
    #[error(
        "no data folder for Nuffle could be found on this system; give a database file with --db"
    )]
    NoDataDir,
    /// A query failed after the database was open.
    #[error("the match database refused a query ({0}); nothing was changed")]
    Query(#[from] rusqlite::Error),
}
