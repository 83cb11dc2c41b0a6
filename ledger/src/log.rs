//! The input log of one match: append an input (with its rulings) durably, read the log
//! back, and work out the inputs that count after corrections. Rows are never changed or
//! removed: undo is an input like any other, and a correction is a new row that names the
//! earlier input it replaces.

use rules::{DiceSource, Event, Input};
use rusqlite::{OptionalExtension, TransactionBehavior, params};

use crate::lease::check_and_beat;
use crate::{Lease, Ledger, LedgerError};

/// The version of Nuffle that records an input, stored beside it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// One row of the log as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct LogEntry {
    /// Position in the log, from 1.
    pub seq: i64,
    /// The input.
    pub input: Input,
    /// Who entered it (a coach, the referee, "tower", "camera").
    pub entered_by: String,
    /// When (UTC, ISO 8601).
    pub entered_at: String,
    /// Where the dice came from, for a dice input.
    pub source: Option<DiceSource>,
    /// The reader's lowest confidence over the dice, when it gave one.
    pub confidence: Option<f64>,
    /// The earlier input this one replaces, for a correction.
    pub corrects: Option<i64>,
    /// Why, for a correction made after the match was locked or an input set aside.
    pub reason: Option<String>,
    /// The row sets aside the input it `corrects`: kept in the log, no longer counted.
    pub sets_aside: bool,
    /// The Nuffle version that recorded it (`None`: recorded before versions were kept).
    pub version: Option<String>,
}

/// The dice source and lowest confidence of an input, as stored beside it.
fn dice_meta(input: &Input) -> (Option<String>, Option<f64>) {
    match input {
        Input::Dice(roll) => {
            let source = serde_json::to_value(roll.source)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string));
            let confidence = roll
                .confidence
                .iter()
                .copied()
                .map(f64::from)
                .reduce(f64::min);
            (source, confidence)
        }
        _ => (None, None),
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, LedgerError> {
    serde_json::to_string(value).map_err(|e| LedgerError::PostMatch(format!("encoding: {e}")))
}

/// One row to append: the input, who entered it, and what it corrects or sets aside.
pub(crate) struct Row<'a> {
    pub input: &'a Input,
    pub entered_by: &'a str,
    pub corrects: Option<i64>,
    pub sets_aside: bool,
    pub reason: Option<&'a str>,
}

impl Ledger {
    /// Appends `input` (and the rulings it gave) to the log of `lease`'s match in one
    /// transaction, as the input that follows input `after`, and returns its sequence number.
    ///
    /// **Compare-and-append**: in the same transaction the ledger checks that `lease` still
    /// holds the match and that `after` is still the log's last input; otherwise nothing is
    /// written and the error says so ([`LedgerError::LeaseLost`], [`LedgerError::MovedOn`]).
    /// An append never guesses its sequence number, so a stale writer can never write. When
    /// this returns, the row is on disk with the durability of `open`'s settings
    /// (docs/ledger.md).
    pub fn append(
        &mut self,
        lease: &Lease,
        after: i64,
        input: &Input,
        entered_by: &str,
        events: &[Event],
    ) -> Result<i64, LedgerError> {
        let row = Row {
            input,
            entered_by,
            corrects: None,
            sets_aside: false,
            reason: None,
        };
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let seq = append_checked(&tx, lease, after, &row)?;
        insert_rulings(&tx, lease.match_id, seq, events)?;
        tx.commit()?;
        Ok(seq)
    }

    /// The last sequence number in a match's log (0 for an empty log).
    pub fn last_seq(&self, match_id: i64) -> Result<i64, LedgerError> {
        Ok(self.conn.query_row(
            "SELECT COALESCE(MAX(seq), 0) FROM inputs WHERE match_id = ?1",
            [match_id],
            |r| r.get(0),
        )?)
    }

    /// The whole log of a match, oldest first, corrections included as their own rows.
    pub fn log(&self, match_id: i64) -> Result<Vec<LogEntry>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, input, entered_by, entered_at, source, confidence, corrects, reason,
                    sets_aside, version
             FROM inputs WHERE match_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([match_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, Option<f64>>(5)?,
                r.get::<_, Option<i64>>(6)?,
                r.get::<_, Option<String>>(7)?,
                r.get::<_, bool>(8)?,
                r.get::<_, Option<String>>(9)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (
                seq,
                json,
                entered_by,
                entered_at,
                source,
                confidence,
                corrects,
                reason,
                sets_aside,
                version,
            ) = row?;
            let stored = |what: &str, detail: String| LedgerError::Stored {
                match_id,
                what: format!("{what} {seq}"),
                detail,
            };
            let input: Input =
                serde_json::from_str(&json).map_err(|e| stored("input", e.to_string()))?;
            let source = source
                .map(|s| {
                    serde_json::from_value(serde_json::Value::String(s))
                        .map_err(|e| stored("dice source of input", e.to_string()))
                })
                .transpose()?;
            out.push(LogEntry {
                seq,
                input,
                entered_by,
                entered_at,
                source,
                confidence,
                corrects,
                reason,
                sets_aside,
                version,
            });
        }
        Ok(out)
    }

    /// The rulings stored for a match, oldest first, with the input each came from.
    pub fn rulings(&self, match_id: i64) -> Result<Vec<(i64, String)>, LedgerError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT seq, text FROM rulings WHERE match_id = ?1 ORDER BY seq, n")?;
        let rows = stmt.query_map([match_id], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Whether the match is locked (finished and recorded).
    pub fn is_locked(&self, match_id: i64) -> Result<bool, LedgerError> {
        let locked: Option<Option<String>> = self
            .conn
            .query_row(
                "SELECT locked_at FROM matches WHERE id = ?1",
                [match_id],
                |r| r.get(0),
            )
            .optional()?;
        match locked {
            None => Err(LedgerError::NoMatch(match_id)),
            Some(at) => Ok(at.is_some()),
        }
    }
}

/// The inputs that count, in order: each input row, with the latest correction of it in its
/// place, and none whose latest correction sets it aside; correction rows themselves are not
/// inputs of their own.
pub fn effective_inputs(log: &[LogEntry]) -> Vec<(i64, Input)> {
    log.iter()
        .filter(|e| e.corrects.is_none())
        .filter_map(
            |e| match log.iter().rev().find(|c| c.corrects == Some(e.seq)) {
                Some(c) if c.sets_aside => None,
                Some(c) => Some((e.seq, c.input.clone())),
                None => Some((e.seq, e.input.clone())),
            },
        )
        .collect()
}

/// Inside a write transaction: checks that `lease` still holds its match and that `after` is
/// the log's last input, then inserts `row` as input `after + 1` and returns that number.
pub(crate) fn append_checked(
    tx: &rusqlite::Transaction<'_>,
    lease: &Lease,
    after: i64,
    row: &Row<'_>,
) -> Result<i64, LedgerError> {
    let match_id = lease.match_id;
    if !check_and_beat(tx, lease)? {
        return Err(LedgerError::LeaseLost {
            match_id,
            holder: crate::lease::holder_in(tx, match_id)?.map(Box::new),
        });
    }
    let last: i64 = tx
        .prepare_cached("SELECT COALESCE(MAX(seq), 0) FROM inputs WHERE match_id = ?1")?
        .query_row([match_id], |r| r.get(0))?;
    if last != after {
        return Err(LedgerError::MovedOn {
            match_id,
            after,
            last,
        });
    }
    let json = to_json(row.input)?;
    let (source, confidence) = dice_meta(row.input);
    let seq = after + 1;
    tx.prepare_cached(
        "INSERT INTO inputs (match_id, seq, input, entered_by, source, confidence, corrects,
                             reason, sets_aside, version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?
    .execute(params![
        match_id,
        seq,
        json,
        row.entered_by,
        source,
        confidence,
        row.corrects,
        row.reason,
        row.sets_aside,
        VERSION
    ])?;
    Ok(seq)
}

/// Writes the rulings one input gave, in order.
pub(crate) fn insert_rulings(
    tx: &rusqlite::Transaction<'_>,
    match_id: i64,
    seq: i64,
    events: &[Event],
) -> Result<(), LedgerError> {
    let mut ruling = tx.prepare_cached(
        "INSERT INTO rulings (match_id, seq, n, kind, event, text)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (n, event) in events.iter().enumerate() {
        ruling.execute(params![
            match_id,
            seq,
            n as i64,
            kind_name(event),
            to_json(&event.kind)?,
            event.text
        ])?;
    }
    Ok(())
}

/// The short name of a ruling's kind (`"turnover"`, `"injured"` …), for queries.
pub(crate) fn kind_name(event: &Event) -> String {
    match serde_json::to_value(&event.kind) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(serde_json::Value::Object(map)) => map.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}
