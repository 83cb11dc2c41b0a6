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
    /// The file cannot be used as the match database; the cause says why and what to do.
    #[error("{}", unusable_words(path, *cause, detail))]
    Unusable {
        path: PathBuf,
        cause: Unusable,
        detail: String,
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
    /// A season the database does not have.
    #[error(
        "there is no season {0} in this database (nuffle league seasons lists them); leave out --season for every recorded match"
    )]
    NoSeason(i64),
    /// A stored value could not be read back (the file was edited by hand, or is damaged).
    #[error("match {match_id}: stored {what} cannot be read ({detail}); the file may be damaged")]
    Stored {
        match_id: i64,
        what: String,
        detail: String,
    },
    /// Replaying a stored match stopped at an input the engine refuses.
    #[error("{0}")]
    Replay(Box<crate::ReplayBreak>),
    /// Compare-and-append refused: the log has grown since this writer last read it.
    #[error(
        "this match moved on in another window: reload it. Match {match_id} has input {last} \
         in its log, and this window last saw input {after}; nothing was recorded"
    )]
    MovedOn {
        match_id: i64,
        after: i64,
        last: i64,
    },
    /// Another writer, not gone, holds the match's lease.
    #[error(
        "match {match_id} is being recorded by {holder}; it opens read-only here and can be \
         taken over once that one is closed"
    )]
    Held {
        match_id: i64,
        holder: Box<crate::LeaseHolder>,
    },
    /// This writer's lease was taken over (it was thought gone), or released.
    #[error("{}", lost_words(*match_id, holder.as_deref()))]
    LeaseLost {
        match_id: i64,
        holder: Option<Box<crate::LeaseHolder>>,
    },
    /// The match is open read-only here.
    #[error(
        "match {0} is open read-only here (another window records it): nothing was recorded. \
         Take it over once the other window is closed"
    )]
    ReadOnlyView(i64),
    /// A correction that the engine refuses as the match now stands.
    #[error("the correction of input {seq} was not made: {reason}")]
    Correction { seq: i64, reason: String },
    /// A locked match may be corrected only with a reason.
    #[error(
        "match {0} is finished and locked: a correction needs a reason, which is kept in the \
         audit trail"
    )]
    LockedNeedsReason(i64),
    /// A finished and locked match has its result in the league: it cannot be abandoned.
    #[error(
        "match {0} is finished and its result is recorded in the league: it cannot be \
         abandoned (correct it instead)"
    )]
    LockedResult(i64),
    /// A match abandoned between a team's Expensive Mistakes D6 and the roll its result asks:
    /// the D6 stands (it is step 5 of the team's last post-match sequence), so the loss must
    /// be known first.
    #[error(
        "match {match_id} waits for {team}'s Minor Incident or Catastrophe roll of its \
         Expensive Mistakes (004:L3005-L3009): roll it first, the loss stands whatever becomes \
         of the match, then abandon it; nothing was changed"
    )]
    AbandonMidRoll { match_id: i64, team: String },
    /// A new input for a match whose result is recorded: only a correction with a reason may
    /// change it.
    #[error(
        "match {0} is finished and its result is recorded in the league: it takes no new \
         input; correct an input with a reason instead (nothing was recorded)"
    )]
    LockedInput(i64),
    /// The match was abandoned: it is kept to read, not to play on.
    #[error(
        "match {0} was abandoned ({1}): its log is kept to read, not to play on; start a new \
         match instead"
    )]
    Abandoned(i64, String),
    /// A team file that does not check out against the rulebook.
    #[error("the team file {file} was not imported: {problem}")]
    Import { file: String, problem: String },
    /// A Bugman's League Cup team (Star Players on its roster, the cup's staff) picked for a
    /// match not played under the cup's rules.
    #[error(
        "{team} is a Bugman's League Cup team ({what}; 001:L467, L499-L511): it plays only \
         under the cup's rules; turn on the ruleset option bugmans-league-cup (the window's \
         \"Bugman's League Cup rules\")"
    )]
    CupTeam { team: String, what: String },
    /// A team the Bugman's League Cup's team building refuses, with the reason and the line
    /// (001:L453-L531, L1084-L1102).
    #[error("{0}")]
    CupRefused(String),
    /// The post-match sequence was given something it did not ask for.
    #[error("post-match: {0}")]
    PostMatch(String),
    /// A leaderboard asked by a column it does not have.
    #[error("{0}")]
    NoLeaderboard(String),
    /// A Blitz Bowl match that cannot be started or recorded so, with what to do.
    #[error("Blitz Bowl: {0}")]
    Blitz(String),
    /// A change to a team's roster in Hire and Fire that the rules or the Treasury refuse, with
    /// what to do (004:L2915-L2926).
    #[error("Hire and Fire: {0}; nothing was changed")]
    HireFire(String),
    /// A Journeyman who cannot be hired, or a team that cannot take one, with the rule.
    #[error("Journeymen: {0}")]
    Journeyman(String),
    /// Inducements chosen after the Referee roll that the match cannot take, with why.
    #[error("the inducements were not put into the match: {0}; nothing was recorded")]
    Inducements(String),
    /// A match between league teams that cannot start, with what to do.
    #[error("the league match was not started: {0}")]
    LeagueStart(String),
    /// A season that cannot be created, with what to do.
    #[error("no season was created: {0}")]
    Season(String),
}

/// Why a file cannot be the match database, each with its own words and remedy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unusable {
    /// The file is something else (or damaged beyond SQLite's reading).
    NotADatabase,
    /// The file cannot be written (read-only file or disk).
    ReadOnlyFile,
    /// The folder cannot be written (SQLite writes its journal beside the file).
    ReadOnlyFolder,
    /// The disk is full.
    DiskFull,
    /// A newer Nuffle wrote it.
    NewerSchema,
    /// An older Nuffle wrote it and it cannot be updated here (read-only).
    OlderSchema,
    /// Anything else SQLite says.
    Other,
}

impl Unusable {
    /// Every cause, for the window's tests and help.
    pub const ALL: [Unusable; 7] = [
        Unusable::NotADatabase,
        Unusable::ReadOnlyFile,
        Unusable::ReadOnlyFolder,
        Unusable::DiskFull,
        Unusable::NewerSchema,
        Unusable::OlderSchema,
        Unusable::Other,
    ];

    /// A short heading for the cause.
    pub fn heading(self) -> &'static str {
        match self {
            Unusable::NotADatabase => "The file is not a match database",
            Unusable::ReadOnlyFile => "The database file cannot be written",
            Unusable::ReadOnlyFolder => "The database's folder cannot be written",
            Unusable::DiskFull => "The disk is full",
            Unusable::NewerSchema => "The database was written by a newer Nuffle",
            Unusable::OlderSchema => "The database was written by an older Nuffle",
            Unusable::Other => "The database cannot be opened",
        }
    }

    /// What the referee can do about it.
    pub fn remedy(self) -> &'static str {
        match self {
            Unusable::NotADatabase => {
                "Nothing in the file was changed. Choose another file, or a new file name to \
                 start a new database."
            }
            Unusable::ReadOnlyFile => {
                "Make the file writable (or copy it off read-only media), or choose another \
                 database file."
            }
            Unusable::ReadOnlyFolder => {
                "SQLite writes its journal beside the file: choose a database file in a folder \
                 you can write to."
            }
            Unusable::DiskFull => {
                "Free some disk space, or choose a database file on another disk."
            }
            Unusable::NewerSchema => {
                "Nothing was changed. Open it with that newer Nuffle, or choose another file."
            }
            Unusable::OlderSchema => {
                "Open it once for writing (the window, or `nuffle league import`) to bring it \
                 up to date, or use the Nuffle that wrote it."
            }
            Unusable::Other => "Choose another database file.",
        }
    }
}

fn unusable_words(path: &std::path::Path, cause: Unusable, detail: &str) -> String {
    format!(
        "{} ({}: {detail}). {}",
        cause.heading(),
        path.display(),
        cause.remedy()
    )
}

fn lost_words(match_id: i64, holder: Option<&crate::LeaseHolder>) -> String {
    match holder {
        Some(h) => format!(
            "match {match_id} was taken over by {h}: this window no longer records it, and \
             nothing was recorded. Reload it to follow it read-only"
        ),
        None => format!(
            "match {match_id} is no longer held by this window (its lease was released): \
             nothing was recorded. Reload it"
        ),
    }
}

impl LedgerError {
    /// The cause, when the database file itself cannot be used.
    pub fn unusable(&self) -> Option<Unusable> {
        match self {
            LedgerError::Unusable { cause, .. } => Some(*cause),
            LedgerError::CreateDir { .. } => Some(Unusable::ReadOnlyFolder),
            LedgerError::Migrate { .. } => Some(Unusable::Other),
            LedgerError::Full => Some(Unusable::DiskFull),
            LedgerError::ReadOnly => Some(Unusable::ReadOnlyFile),
            _ => None,
        }
    }
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
