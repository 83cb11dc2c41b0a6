//! Abandoning a match nobody will finish: it leaves the match lists and can no longer be
//! resumed for writing; its row, input log and rulings stay, with an audit line.

use rusqlite::{OptionalExtension, params};

use crate::{Ledger, LedgerError};

impl Ledger {
    /// Marks match `match_id` abandoned: it leaves the match lists ([`Ledger::matches`]) and
    /// can no longer be resumed; its row, its input log and its rulings are kept, and the
    /// audit trail says who abandoned it and why. A finished and locked match has its result
    /// in the league and cannot be abandoned.
    pub fn abandon_match(&self, match_id: i64, who: &str, reason: &str) -> Result<(), LedgerError> {
        if self.is_locked(match_id)? {
            return Err(LedgerError::LockedResult(match_id));
        }
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "UPDATE matches SET abandoned_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE id = ?1 AND abandoned_at IS NULL",
            [match_id],
        )?;
        tx.execute(
            "INSERT INTO audit (match_id, who, what, reason) VALUES (?1, ?2, 'abandoned', ?3)",
            params![match_id, who, reason],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// When match `match_id` was abandoned (UTC, ISO 8601), if it was.
    pub fn abandoned_at(&self, match_id: i64) -> Result<Option<String>, LedgerError> {
        if !self.knows_abandoning()? {
            return Ok(None);
        }
        let at: Option<Option<String>> = self
            .conn
            .query_row(
                "SELECT abandoned_at FROM matches WHERE id = ?1",
                [match_id],
                |r| r.get(0),
            )
            .optional()?;
        at.ok_or(LedgerError::NoMatch(match_id))
    }

    /// Whether the file's schema has the abandoned mark (a file of an older Nuffle opened
    /// read-only has not: none of its matches is abandoned).
    pub(crate) fn knows_abandoning(&self) -> Result<bool, LedgerError> {
        let version: i64 = self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?;
        Ok(version >= 4)
    }
}
