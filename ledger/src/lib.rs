//! Nuffle's ledger: the SQLite database behind every match.
//!
//! It owns the file, its schema (versioned migrations) and every read and write of match
//! records. It never judges a rule: the engine does, from what the ledger hands it back.
//! So far it opens the database and keeps the list of matches; the input log, resume and the
//! league arrive with the ledger issue.

mod error;
mod matches;
mod open;
mod schema;

pub use error::LedgerError;
pub use matches::{MatchRecord, NewMatch};
pub use open::{Ledger, default_database_path};
