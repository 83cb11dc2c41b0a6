//! A logged match in play: every input is judged by the engine on a copy, written to the
//! log with its rulings, and only then counts. Opening a match replays its log, so a match
//! resumes at its last recorded input whatever happened to the process.

use std::sync::Arc;

use rules::{Event, Input, Match, MatchSetup, Rejection};
use tables::Rulebook;

use crate::log::effective_inputs;
use crate::{Ledger, LedgerError};

/// Why an input did not count.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The engine refused it (an illegal move, dice that do not fit); nothing was written.
    #[error("{0}")]
    Refused(Rejection),
    /// The engine took it but the database could not record it; the match stays as it was
    /// before the input.
    #[error("{0}")]
    NotRecorded(LedgerError),
}

/// A match open for play: its id in the database and the engine's match rebuilt from the log.
#[derive(Debug, Clone)]
pub struct OpenMatch {
    id: i64,
    game: Match,
}

/// The rulebook of a stored match: the built-in data with its house rules laid over.
pub fn match_book(match_id: i64, house_rules: Option<&str>) -> Result<Rulebook, LedgerError> {
    let builtin = tables::builtin().map_err(|e| LedgerError::Stored {
        match_id,
        what: "rulebook".into(),
        detail: e.to_string(),
    })?;
    match house_rules {
        None => Ok(builtin.clone()),
        Some(text) => {
            builtin
                .with_file("house-rules.toml", text)
                .map_err(|e| LedgerError::Stored {
                    match_id,
                    what: "house rules".into(),
                    detail: e.to_string(),
                })
        }
    }
}

impl OpenMatch {
    /// The match's id in the database.
    pub fn id(&self) -> i64 {
        self.id
    }

    /// The engine's match, as the log gives it.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// Judges `input`, records it with its rulings, and only then lets it count. A refused
    /// input writes nothing; an input the database cannot take leaves the match unchanged.
    pub fn apply(
        &mut self,
        ledger: &mut Ledger,
        input: Input,
        entered_by: &str,
    ) -> Result<Vec<Event>, InputError> {
        let mut next = self.game.clone();
        let events = next.apply(input.clone()).map_err(InputError::Refused)?;
        ledger
            .append(self.id, &input, entered_by, &events)
            .map_err(InputError::NotRecorded)?;
        self.game = next;
        Ok(events)
    }

    /// Replaces the input at `seq` with `input` and re-judges the match from there. The old
    /// row stays in the log; the correction is a new row naming it. A locked match takes a
    /// correction only with a reason, which goes to the audit trail. If the engine refuses
    /// the corrected log anywhere, nothing is written and the error says where and why.
    pub fn correct(
        &mut self,
        ledger: &mut Ledger,
        seq: i64,
        input: Input,
        entered_by: &str,
        reason: Option<&str>,
    ) -> Result<Vec<Event>, LedgerError> {
        let locked = ledger.is_locked(self.id)?;
        let reason = reason.map(str::trim).filter(|r| !r.is_empty());
        if locked && reason.is_none() {
            return Err(LedgerError::LockedNeedsReason(self.id));
        }
        let mut log = ledger.log(self.id)?;
        let Some(original) = log.iter().find(|e| e.seq == seq && e.corrects.is_none()) else {
            return Err(LedgerError::Correction {
                seq,
                reason: "there is no such input in this match's log".into(),
            });
        };
        if std::mem::discriminant(&original.input) != std::mem::discriminant(&input) {
            return Err(LedgerError::Correction {
                seq,
                reason: "a correction replaces dice with dice, or a decision with a decision"
                    .into(),
            });
        }
        let next_seq = log.last().map_or(1, |e| e.seq + 1);
        log.push(crate::log::LogEntry {
            seq: next_seq,
            input: input.clone(),
            entered_by: entered_by.into(),
            entered_at: String::new(),
            source: None,
            confidence: None,
            corrects: Some(seq),
            reason: reason.map(str::to_string),
        });
        let (setup, rules) = ledger.match_setup(self.id)?;
        let book = Arc::new(match_book(self.id, rules.as_deref())?);
        let mut game = Match::with_shared_book(setup, book).map_err(|e| LedgerError::Stored {
            match_id: self.id,
            what: "setup".into(),
            detail: e.to_string(),
        })?;
        let mut rulings = Vec::new();
        for (s, input) in effective_inputs(&log) {
            let events = game.apply(input).map_err(|e| LedgerError::Correction {
                seq,
                reason: format!("with it, input {s} is refused: {e}"),
            })?;
            rulings.push((s, events));
        }
        ledger.write_correction(self.id, seq, &input, entered_by, reason, locked, &rulings)?;
        self.game = game;
        Ok(rulings.into_iter().flat_map(|(_, e)| e).collect())
    }
}

impl Ledger {
    /// The setup and house rules a logged match was created with.
    pub fn match_setup(&self, match_id: i64) -> Result<(MatchSetup, Option<String>), LedgerError> {
        use rusqlite::OptionalExtension;
        let row: Option<(Option<String>, Option<String>)> = self
            .conn
            .query_row(
                "SELECT setup, book FROM matches WHERE id = ?1",
                [match_id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let (setup, book) = row.ok_or(LedgerError::NoMatch(match_id))?;
        let setup = setup.ok_or_else(|| LedgerError::Stored {
            match_id,
            what: "setup".into(),
            detail: "this match was listed without a setup, so it has no log to replay".into(),
        })?;
        let setup = serde_json::from_str(&setup).map_err(|e| LedgerError::Stored {
            match_id,
            what: "setup".into(),
            detail: e.to_string(),
        })?;
        Ok((setup, book))
    }

    /// Starts a logged match (see [`Ledger::create_logged_match`]) and opens it.
    pub fn start_match(&mut self, start: &crate::MatchStart) -> Result<OpenMatch, LedgerError> {
        let record = self.create_logged_match(start)?;
        self.open_match(record.id)
    }

    /// Opens a logged match: replays every input that counts into a new engine match. The
    /// match resumes at its last recorded input, whenever the process stopped.
    pub fn open_match(&self, match_id: i64) -> Result<OpenMatch, LedgerError> {
        let (setup, rules) = self.match_setup(match_id)?;
        let book = Arc::new(match_book(match_id, rules.as_deref())?);
        let mut game = Match::with_shared_book(setup, book).map_err(|e| LedgerError::Stored {
            match_id,
            what: "setup".into(),
            detail: e.to_string(),
        })?;
        for (seq, input) in effective_inputs(&self.log(match_id)?) {
            game.apply(input).map_err(|e| LedgerError::Replay {
                match_id,
                seq,
                reason: e.to_string(),
            })?;
        }
        Ok(OpenMatch { id: match_id, game })
    }

    #[allow(clippy::too_many_arguments)]
    fn write_correction(
        &mut self,
        match_id: i64,
        seq: i64,
        input: &Input,
        entered_by: &str,
        reason: Option<&str>,
        locked: bool,
        rulings: &[(i64, Vec<Event>)],
    ) -> Result<(), LedgerError> {
        // The correction row first (its own transaction, like any input), then the derived
        // rulings and the audit line; a crash between them is mended by re-deriving.
        let new_seq = self.append_row(match_id, input, entered_by, Some(seq), reason, &[])?;
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM rulings WHERE match_id = ?1", [match_id])?;
        for (s, events) in rulings {
            crate::log::insert_rulings(&tx, match_id, *s, events)?;
        }
        if locked {
            tx.execute(
                "INSERT INTO audit (match_id, who, what, reason) VALUES (?1, ?2, ?3, ?4)",
                rusqlite::params![
                    match_id,
                    entered_by,
                    format!("input {seq} corrected by input {new_seq} after the match was locked"),
                    reason.unwrap_or_default()
                ],
            )?;
        }
        tx.commit()?;
        Ok(())
    }
}
