//! A logged match in play: every input is judged by the engine on a copy, written to the
//! log with its rulings, and only then counts. Opening a match replays its log, so a match
//! resumes at its last recorded input whatever happened to the process.

use std::sync::Arc;

use rules::{Event, Input, Match, MatchSetup, Rejection};
use tables::Rulebook;

use crate::log::{LogEntry, Row, append_checked, effective_inputs};
use crate::{Lease, LeaseHolder, Ledger, LedgerError};

/// Why an input did not count.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The engine refused it (an illegal move, dice that do not fit); nothing was written.
    #[error("{0}")]
    Refused(Rejection),
    /// The engine took it but the database could not record it (or this window may not write
    /// to the match); the match stays as it was before the input.
    #[error("{0}")]
    NotRecorded(LedgerError),
}

/// Where a stored match's log stops replaying: the input the engine refuses, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayBreak {
    /// The match.
    pub match_id: i64,
    /// The input that does not replay.
    pub seq: i64,
    /// The last input before it that counts (0: none); the match opens as it stood there.
    pub replayed_to: i64,
    /// Who entered it and when.
    pub entered_by: String,
    /// When (UTC, ISO 8601).
    pub entered_at: String,
    /// The engine's reason.
    pub reason: String,
    /// The Nuffle version that recorded it, when known.
    pub version: Option<String>,
}

impl ReplayBreak {
    /// The break at input `seq` of `log`, refused for `reason`, after input `replayed_to`.
    pub(crate) fn at(
        log: &[LogEntry],
        match_id: i64,
        seq: i64,
        replayed_to: i64,
        reason: &Rejection,
    ) -> ReplayBreak {
        let entry = log.iter().find(|e| e.seq == seq);
        ReplayBreak {
            match_id,
            seq,
            replayed_to,
            entered_by: entry.map(|e| e.entered_by.clone()).unwrap_or_default(),
            entered_at: entry.map(|e| e.entered_at.clone()).unwrap_or_default(),
            reason: reason.to_string(),
            version: entry.and_then(|e| e.version.clone()),
        }
    }
}

impl std::fmt::Display for ReplayBreak {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = self.entered_at.get(..19).unwrap_or(&self.entered_at);
        write!(
            f,
            "match {}: input {} (entered by {} at {} UTC) does not replay: {}. The match \
             opens as it stood after input {}; to go on, set input {} aside (the window's \
             button, or `nuffle match set-aside --match {} --input {}`): it stays in the log, \
             marked, and no longer counts",
            self.match_id,
            self.seq,
            self.entered_by,
            at.replace('T', " "),
            self.reason,
            self.replayed_to,
            self.seq,
            self.match_id,
            self.seq
        )?;
        match &self.version {
            Some(v) if v != crate::log::VERSION => write!(
                f,
                ". It was recorded by Nuffle {v} and this is Nuffle {}: that version may \
                 replay it",
                crate::log::VERSION
            ),
            _ => Ok(()),
        }
    }
}

/// A match open for play: its id in the database, the engine's match rebuilt from the log,
/// the log's last input, and the lease that lets it write (none: open read-only).
#[derive(Debug, Clone)]
pub struct OpenMatch {
    pub(crate) id: i64,
    pub(crate) game: Match,
    pub(crate) last_seq: i64,
    pub(crate) lease: Option<Lease>,
    held_by: Option<LeaseHolder>,
    broken: Option<ReplayBreak>,
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

    /// The last sequence number of the log this match was read from.
    pub fn last_seq(&self) -> i64 {
        self.last_seq
    }

    /// Whether this handle may write to the match (it holds the lease).
    pub fn is_writer(&self) -> bool {
        self.lease.is_some()
    }

    /// The lease, when this handle writes to the match.
    pub fn lease(&self) -> Option<&Lease> {
        self.lease.as_ref()
    }

    /// Who records the match elsewhere, when it is open read-only here because of them.
    pub fn held_by(&self) -> Option<&LeaseHolder> {
        self.held_by.as_ref()
    }

    /// Where the log stops replaying, if it does: the match stands after the last input that
    /// replays, and takes no new input until that one is set aside.
    pub fn broken(&self) -> Option<&ReplayBreak> {
        self.broken.as_ref()
    }

    /// What stops this handle writing, if anything.
    pub(crate) fn write_problem(&self) -> Option<LedgerError> {
        if let Some(b) = &self.broken {
            return Some(LedgerError::Replay(Box::new(b.clone())));
        }
        if self.lease.is_none() {
            return Some(LedgerError::ReadOnlyView(self.id));
        }
        None
    }

    /// Judges `input`, records it with its rulings, and only then lets it count. A refused
    /// input writes nothing; an input the database cannot take (full, read-only, or the match
    /// moved on in another window) leaves the match unchanged.
    pub fn apply(
        &mut self,
        ledger: &mut Ledger,
        input: Input,
        entered_by: &str,
    ) -> Result<Vec<Event>, InputError> {
        if let Some(problem) = self.write_problem() {
            return Err(InputError::NotRecorded(problem));
        }
        let Some(lease) = &self.lease else {
            return Err(InputError::NotRecorded(LedgerError::ReadOnlyView(self.id)));
        };
        // A recorded result stands on the inputs it was worked out from: an undo or an edit
        // after it would leave the league's record of a match that is no longer so.
        if ledger.is_locked(self.id).map_err(InputError::NotRecorded)? {
            return Err(InputError::NotRecorded(LedgerError::LockedInput(self.id)));
        }
        let mut next = self.game.clone();
        let events = next.apply(input.clone()).map_err(InputError::Refused)?;
        let seq = ledger
            .append(lease, self.last_seq, &input, entered_by, &events)
            .map_err(InputError::NotRecorded)?;
        self.game = next;
        self.last_seq = seq;
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
        if let Some(problem) = self.write_problem() {
            return Err(problem);
        }
        let locked = ledger.is_locked(self.id)?;
        let reason = reason.map(str::trim).filter(|r| !r.is_empty());
        if locked && reason.is_none() {
            return Err(LedgerError::LockedNeedsReason(self.id));
        }
        let log = ledger.log(self.id)?;
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
        let row = Row {
            input: &input,
            entered_by,
            corrects: Some(seq),
            sets_aside: false,
            reason,
        };
        let (game, rulings) = self.rejudge(ledger, log, &row, |s, e| LedgerError::Correction {
            seq,
            reason: format!("with it, input {s} is refused: {e}"),
        })?;
        // A recorded Blitz Bowl result is rewritten from the corrected match below; a
        // correction that leaves the match unfinished would leave a result no log supports.
        if locked && !game.state().finished && ledger.blitz_result(self.id)?.is_some() {
            return Err(LedgerError::Correction {
                seq,
                reason: "with it the match is no longer over, and its Blitz Bowl result is \
                         recorded: correct the input that changes the result, not the end"
                    .into(),
            });
        }
        let audit = locked.then(|| {
            (
                format!("input {seq} corrected after the match was locked"),
                reason.unwrap_or_default(),
            )
        });
        self.write_rejudged(ledger, &row, &rulings, audit, game.state())?;
        self.game = game;
        Ok(rulings.into_iter().flat_map(|(_, e)| e).collect())
    }

    /// Sets aside the input at which the log stops replaying ([`OpenMatch::broken`]): a new
    /// row marks it, it stays in the log, and the match is judged again without it. If a later
    /// input does not replay either, the match stops there in turn (see `broken`).
    pub fn set_aside(
        &mut self,
        ledger: &mut Ledger,
        seq: i64,
        entered_by: &str,
        reason: &str,
    ) -> Result<(), LedgerError> {
        let Some(lease) = self.lease.clone() else {
            return Err(LedgerError::ReadOnlyView(self.id));
        };
        if self.broken.as_ref().map(|b| b.seq) != Some(seq) {
            return Err(LedgerError::Correction {
                seq,
                reason: match &self.broken {
                    Some(b) => format!("the input that does not replay is input {}", b.seq),
                    None => "the match replays whole: only an input that does not replay is \
                             set aside (an earlier roll is corrected instead)"
                        .into(),
                },
            });
        }
        let log = ledger.log(self.id)?;
        let Some(original) = log.iter().find(|e| e.seq == seq) else {
            return Err(LedgerError::Correction {
                seq,
                reason: "there is no such input in this match's log".into(),
            });
        };
        let input = original.input.clone();
        let why = reason.trim();
        let why = if why.is_empty() {
            "set aside: it did not replay"
        } else {
            why
        };
        let row = Row {
            input: &input,
            entered_by,
            corrects: Some(seq),
            sets_aside: true,
            reason: Some(why),
        };
        let audit = Some((format!("input {seq} set aside: it did not replay"), why));
        let mut log = log;
        log.push(entry_of(&row, self.last_seq + 1));
        let (game, rulings, broken) = replay(ledger, self.id, &log)?;
        self.write_rejudged(ledger, &row, &rulings, audit, game.state())?;
        self.game = game;
        self.broken = broken;
        self.lease = Some(lease);
        Ok(())
    }

    /// Reads the match again from the log (after another window's inputs, or to follow a
    /// match open read-only here); a writer keeps its lease.
    pub fn reload(&mut self, ledger: &Ledger) -> Result<(), LedgerError> {
        let log = ledger.log(self.id)?;
        let (game, _, broken) = replay(ledger, self.id, &log)?;
        self.last_seq = log.last().map_or(0, |e| e.seq);
        self.game = game;
        self.broken = broken;
        if self.lease.is_none() {
            self.held_by = ledger.lease_holder(self.id)?.filter(|h| !h.is_gone());
        }
        Ok(())
    }

    /// Takes over a match open read-only here, once its holder is gone (or has closed it).
    pub fn take_over(&mut self, ledger: &mut Ledger) -> Result<(), LedgerError> {
        let lease = ledger.take_lease(self.id)?;
        self.lease = Some(lease);
        self.held_by = None;
        self.reload(ledger)
    }

    /// Gives up the lease, so another window may write to the match.
    pub fn release(&mut self, ledger: &mut Ledger) -> Result<(), LedgerError> {
        if let Some(lease) = self.lease.take() {
            ledger.release_lease(&lease)?;
        }
        Ok(())
    }

    /// The match judged again with `row` appended to `log`; the first refusal is `refused`.
    #[allow(clippy::type_complexity)]
    fn rejudge(
        &self,
        ledger: &Ledger,
        mut log: Vec<LogEntry>,
        row: &Row<'_>,
        refused: impl Fn(i64, &Rejection) -> LedgerError,
    ) -> Result<(Match, Vec<(i64, Vec<Event>)>), LedgerError> {
        log.push(entry_of(row, self.last_seq + 1));
        let mut game = new_game(ledger, self.id)?;
        let mut rulings = Vec::new();
        for (s, input) in effective_inputs(&log) {
            let events = game.apply(input).map_err(|e| refused(s, &e))?;
            rulings.push((s, events));
        }
        Ok((game, rulings))
    }

    /// Writes `row` (compare-and-append), the match's rulings as judged again, and the audit
    /// line, in one transaction.
    fn write_rejudged(
        &mut self,
        ledger: &mut Ledger,
        row: &Row<'_>,
        rulings: &[(i64, Vec<Event>)],
        audit: Option<(String, &str)>,
        judged: &rules::MatchState,
    ) -> Result<(), LedgerError> {
        let Some(lease) = &self.lease else {
            return Err(LedgerError::ReadOnlyView(self.id));
        };
        let tx = ledger
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let new_seq = append_checked(&tx, lease, self.last_seq, row)?;
        tx.execute("DELETE FROM rulings WHERE match_id = ?1", [self.id])?;
        for (s, events) in rulings {
            crate::log::insert_rulings(&tx, self.id, *s, events)?;
        }
        // A recorded Blitz Bowl result follows the log as judged again (002:L688-L698).
        crate::blitz_results::rewrite_blitz_result(&tx, self.id, judged)?;
        if let Some((what, why)) = audit {
            tx.execute(
                "INSERT INTO audit (match_id, who, what, reason) VALUES (?1, ?2, ?3, ?4)",
                rusqlite::params![
                    self.id,
                    row.entered_by,
                    format!("{what} (input {new_seq})"),
                    why
                ],
            )?;
        }
        tx.commit()?;
        self.last_seq = new_seq;
        Ok(())
    }
}

/// A log row as it will read back once written (for judging before writing).
fn entry_of(row: &Row<'_>, seq: i64) -> LogEntry {
    LogEntry {
        seq,
        input: row.input.clone(),
        entered_by: row.entered_by.into(),
        entered_at: String::new(),
        source: None,
        confidence: None,
        corrects: row.corrects,
        reason: row.reason.map(str::to_string),
        sets_aside: row.sets_aside,
        version: Some(crate::log::VERSION.into()),
    }
}

/// A new engine match from a stored match's setup and house rules.
/// A Blitz Bowl match (its `ruleset` is `blitz-bowl`) is played on its stored board side.
fn new_game(ledger: &Ledger, match_id: i64) -> Result<Match, LedgerError> {
    let (setup, rules) = ledger.match_setup(match_id)?;
    let stored = |e: rules::SetupError| LedgerError::Stored {
        match_id,
        what: "setup".into(),
        detail: e.to_string(),
    };
    match ledger.match_game(match_id)? {
        Some(game) => game
            .start(setup, &match_book(match_id, rules.as_deref())?)
            .map_err(stored),
        None => {
            let book = Arc::new(match_book(match_id, rules.as_deref())?);
            Match::with_shared_book(setup, book).map_err(stored)
        }
    }
}

/// Replays `log` into a new match, up to the first input the engine refuses: the match, each
/// input's rulings, and where it stopped, if it did.
#[allow(clippy::type_complexity)]
fn replay(
    ledger: &Ledger,
    match_id: i64,
    log: &[LogEntry],
) -> Result<(Match, Vec<(i64, Vec<Event>)>, Option<ReplayBreak>), LedgerError> {
    let mut game = new_game(ledger, match_id)?;
    let mut rulings = Vec::new();
    let mut replayed_to = 0;
    for (seq, input) in effective_inputs(log) {
        match game.apply(input) {
            Ok(events) => {
                rulings.push((seq, events));
                replayed_to = seq;
            }
            Err(e) => {
                let broken = ReplayBreak::at(log, match_id, seq, replayed_to, &e);
                return Ok((game, rulings, Some(broken)));
            }
        }
    }
    Ok((game, rulings, None))
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

    /// Starts a logged match (see [`Ledger::create_logged_match`]) and opens it for writing.
    pub fn start_match(&mut self, start: &crate::MatchStart) -> Result<OpenMatch, LedgerError> {
        let record = self.create_logged_match(start)?;
        self.open_match(record.id)
    }

    /// Opens a logged match for writing: takes its lease ([`LedgerError::Held`] when another
    /// window records it) and replays every input that counts. The match resumes at its last
    /// recorded input, whenever the process stopped; a log that stops replaying opens where it
    /// stops, with [`OpenMatch::broken`] saying where and why.
    pub fn open_match(&mut self, match_id: i64) -> Result<OpenMatch, LedgerError> {
        self.match_setup(match_id)?;
        if let Some(at) = self.abandoned_at(match_id)? {
            return Err(LedgerError::Abandoned(match_id, at));
        }
        let lease = self.take_lease(match_id)?;
        let mut open = self.view_match(match_id)?;
        open.lease = Some(lease);
        open.held_by = None;
        Ok(open)
    }

    /// Opens a logged match read-only: it replays, and takes no input; `held_by` names who
    /// records it, if anyone does.
    pub fn view_match(&self, match_id: i64) -> Result<OpenMatch, LedgerError> {
        let mut open = OpenMatch {
            id: match_id,
            game: new_game(self, match_id)?,
            last_seq: 0,
            lease: None,
            held_by: None,
            broken: None,
        };
        open.reload(self)?;
        Ok(open)
    }

    /// Opens a match for writing when nobody else records it, else read-only.
    pub fn open_or_view(&mut self, match_id: i64) -> Result<OpenMatch, LedgerError> {
        match self.open_match(match_id) {
            Err(LedgerError::Held { .. }) => self.view_match(match_id),
            other => other,
        }
    }
}
