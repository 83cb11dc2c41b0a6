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
    /// The disk (or the database's size limit) is full: the input was not recorded.
    #[error(
        "the match database is full or the disk has no space left; the last input was NOT \
         recorded. Free some disk space (or move the database with --db) and enter it again"
    )]
    Full,
    /// The file or its folder cannot be written.
    #[error(
        "the match database cannot be written (read-only file, folder or disk); the last input \
         was NOT recorded. Make the file writable or choose another database file with --db"
    )]
    ReadOnly,
    /// A query failed after the database was open.
    #[error("the match database refused a query ({0}); nothing was changed")]
    Query(rusqlite::Error),
    /// No match with this id.
    #[error("there is no match {0} in this database; `nuffle league matches` lists them")]
    NoMatch(i64),
    /// No team with this id.
    #[error("there is no team {0} in this database")]
    NoTeam(i64),
    /// A stored value could not be read back (the file was edited by hand, or is damaged).
    #[error("match {match_id}: stored {what} cannot be read ({detail}); the file may be damaged")]
    Stored {
        match_id: i64,
        what: String,
        detail: String,
    },
    /// Replaying a stored match failed: the log and this version of the engine disagree.
    #[error(
        "match {match_id}: input {seq} of the log is refused on replay ({reason}); the log is \
         kept as it is. If it was recorded by another Nuffle version, open it with that version"
    )]
    Replay {
        match_id: i64,
        seq: i64,
        reason: String,
    },
    /// A correction that the engine refuses as the match now stands.
    #[error("the correction of input {seq} was not made: {reason}")]
    Correction { seq: i64, reason: String },
    /// A locked match may be corrected only with a reason.
    #[error(
        "match {0} is finished and locked: a correction needs a reason, which is kept in the \
         audit trail"
    )]
    LockedNeedsReason(i64),
    /// A team file that does not check out against the rulebook.
    #[error("the team file {file} was not imported: {problem}")]
    Import { file: String, problem: String },
    /// The post-match sequence was given something it did not ask for.
    #[error("post-match: {0}")]
    PostMatch(String),
}

impl From<rusqlite::Error> for LedgerError {
    /// SQLite's "full" and "read-only" errors become the errors that say what to do.
    fn from(e: rusqlite::Error) -> LedgerError {
        use rusqlite::ErrorCode;
        match e.sqlite_error_code() {
            Some(ErrorCode::DiskFull) => LedgerError::Full,
            Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
                LedgerError::ReadOnly
            }
            _ => LedgerError::Query(e),
        }
    }
}
