//! What happened in a match's pre-match outside its input log that its record keeps: a line
//! in the match's audit trail at the moment it happened (a coach's four minutes to choose
//! inducements running out, 004:L2772-L2775).

use rusqlite::params;

use crate::{Ledger, LedgerError};

impl Ledger {
    /// Adds to match `match_id`'s audit trail that `what` happened at `at_unix` (seconds since
    /// the Unix epoch, UTC), `who` saying what noted it and `reason` why it counts.
    pub fn note_pre_match(
        &self,
        match_id: i64,
        at_unix: f64,
        who: &str,
        what: &str,
        reason: &str,
    ) -> Result<(), LedgerError> {
        self.conn.execute(
            "INSERT INTO audit (match_id, at, who, what, reason)
             VALUES (?1, strftime('%Y-%m-%dT%H:%M:%fZ', ?2, 'unixepoch'), ?3, ?4, ?5)",
            params![match_id, at_unix, who, what, reason],
        )?;
        Ok(())
    }
}
