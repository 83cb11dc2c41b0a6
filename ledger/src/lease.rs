//! One writer per match: a row in `leases` names the one process that may append to a match's
//! log (its holder's name, process, host and heartbeat). Another process that opens the match
//! gets it read-only and is told who holds it; it may take the lease over only once the holder
//! is gone: its process has ended (same host), or its heartbeat is older than
//! [`STALE_AFTER_SECS`] (another host, or a system without `/proc`). A tournament hub can hold
//! the same row over the network: the row is the whole protocol.
//!
//! The lease keeps well-behaved writers apart; what keeps a stale writer from ever writing is
//! the compare-and-append in `log.rs`, which also checks the lease's token in the same
//! transaction.

use std::fmt;

use rusqlite::{OptionalExtension, TransactionBehavior, params};

use crate::{Ledger, LedgerError};

/// A holder whose heartbeat is older than this many seconds is gone, when its process cannot
/// be asked directly (another host, no `/proc`). Writers beat at every input and the window
/// every [`HEARTBEAT_SECS`].
pub const STALE_AFTER_SECS: f64 = 120.0;

/// How often a writer that is idle renews its heartbeat, in seconds.
pub const HEARTBEAT_SECS: u64 = 20;

/// The right to append to one match's log, held by this ledger handle. Dropping the ledger
/// releases every lease it holds; a crash leaves the row, which the next writer takes over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub(crate) match_id: i64,
    pub(crate) token: String,
}

impl Lease {
    /// The match this lease is for.
    pub fn match_id(&self) -> i64 {
        self.match_id
    }
}

/// Who holds a match's lease, as the window and the command line name them.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaseHolder {
    /// What holds it: "the window", "nuffle match record" …
    pub holder: String,
    /// Its process id.
    pub pid: u32,
    /// Its host's name.
    pub host: String,
    /// When it took the lease (UTC, ISO 8601).
    pub taken_at: String,
    /// Seconds since its last heartbeat.
    pub quiet_for_secs: f64,
    started: Option<String>,
}

impl fmt::Display for LeaseHolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let since = self.taken_at.get(..19).unwrap_or(&self.taken_at);
        write!(
            f,
            "{} (process {} on {}, since {} UTC)",
            self.holder,
            self.pid,
            self.host,
            since.replace('T', " ")
        )
    }
}

impl LeaseHolder {
    /// Whether the holder is gone, so that its lease may be taken over.
    pub fn is_gone(&self) -> bool {
        let me = ThisProcess::get();
        if self.host == me.host
            && let Some(alive) = process_alive(self.pid, self.started.as_deref())
        {
            return !alive;
        }
        self.quiet_for_secs > STALE_AFTER_SECS
    }
}

/// This process as a lease names it.
struct ThisProcess {
    pid: u32,
    started: Option<String>,
    host: String,
}

impl ThisProcess {
    fn get() -> ThisProcess {
        let pid = std::process::id();
        ThisProcess {
            pid,
            started: start_time(pid),
            host: host_name(),
        }
    }
}

/// The host's name: the kernel's, or the environment's, or a fixed word.
fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "this computer".to_string())
}

/// When process `pid` started, as Linux counts it (`/proc/PID/stat`, field 22), so that a
/// process id the system has given again is not taken for the holder.
fn start_time(pid: u32) -> Option<String> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may hold spaces.
    let after = stat.rsplit_once(')')?.1;
    after.split_whitespace().nth(19).map(str::to_string)
}

/// Whether process `pid` (started at `started`) still runs, where the system can say.
fn process_alive(pid: u32, started: Option<&str>) -> Option<bool> {
    if !std::path::Path::new("/proc/self/stat").exists() {
        return None;
    }
    match start_time(pid) {
        None => Some(false),
        Some(now) => Some(started.is_none_or(|s| s == now)),
    }
}

impl Ledger {
    /// Who holds match `match_id`'s lease, if anyone (gone or not).
    pub fn lease_holder(&self, match_id: i64) -> Result<Option<LeaseHolder>, LedgerError> {
        Ok(read_holder(&self.conn, match_id)?.map(|(_, h)| h))
    }

    /// Takes the lease of match `match_id` for this ledger handle, naming it by
    /// [`Ledger::set_writer`]. The handle's own lease is returned as it is; a lease held by
    /// anyone else who is not gone is refused with [`LedgerError::Held`].
    pub fn take_lease(&mut self, match_id: i64) -> Result<Lease, LedgerError> {
        if let Some(lease) = self.leases.iter().find(|l| l.match_id == match_id) {
            return Ok(lease.clone());
        }
        let me = ThisProcess::get();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if let Some((_, holder)) = read_holder(&tx, match_id)?
            && !holder.is_gone()
        {
            return Err(LedgerError::Held {
                match_id,
                holder: Box::new(holder),
            });
        }
        let token: String = tx.query_row("SELECT lower(hex(randomblob(16)))", [], |r| r.get(0))?;
        tx.execute(
            "INSERT OR REPLACE INTO leases (match_id, token, holder, pid, started, host)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![match_id, token, self.writer, me.pid, me.started, me.host],
        )?;
        tx.commit()?;
        let lease = Lease { match_id, token };
        self.leases.push(lease.clone());
        Ok(lease)
    }

    /// Renews the heartbeat of `lease`; refused with [`LedgerError::LeaseLost`] when someone
    /// has taken it over meanwhile.
    pub fn heartbeat(&self, lease: &Lease) -> Result<(), LedgerError> {
        let beat = self.conn.execute(
            "UPDATE leases SET heartbeat_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE match_id = ?1 AND token = ?2",
            params![lease.match_id, lease.token],
        )?;
        if beat == 0 {
            return Err(self.lost(lease.match_id));
        }
        Ok(())
    }

    /// Gives up `lease`, so another window may write to the match at once.
    pub fn release_lease(&mut self, lease: &Lease) -> Result<(), LedgerError> {
        self.leases.retain(|l| l != lease);
        self.conn.execute(
            "DELETE FROM leases WHERE match_id = ?1 AND token = ?2",
            params![lease.match_id, lease.token],
        )?;
        Ok(())
    }

    /// Names this handle's writes in the leases it takes ("the window", "nuffle match
    /// record"); the default is "Nuffle".
    pub fn set_writer(&mut self, name: &str) {
        self.writer = name.to_string();
    }

    /// The error for a lease that is no longer this handle's.
    pub(crate) fn lost(&self, match_id: i64) -> LedgerError {
        LedgerError::LeaseLost {
            match_id,
            holder: self.lease_holder(match_id).ok().flatten().map(Box::new),
        }
    }

    /// Releases every lease this handle holds (when it is dropped).
    pub(crate) fn release_all(&mut self) {
        for lease in std::mem::take(&mut self.leases) {
            let _ = self.conn.execute(
                "DELETE FROM leases WHERE match_id = ?1 AND token = ?2",
                params![lease.match_id, lease.token],
            );
        }
    }
}

/// Checks, inside a write transaction, that `lease` still holds its match, and beats its
/// heartbeat.
pub(crate) fn check_and_beat(
    tx: &rusqlite::Transaction<'_>,
    lease: &Lease,
) -> Result<bool, LedgerError> {
    let beat = tx.execute(
        "UPDATE leases SET heartbeat_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE match_id = ?1 AND token = ?2",
        params![lease.match_id, lease.token],
    )?;
    Ok(beat == 1)
}

/// Who holds the lease, read inside a transaction.
pub(crate) fn holder_in(
    tx: &rusqlite::Transaction<'_>,
    match_id: i64,
) -> Result<Option<LeaseHolder>, LedgerError> {
    Ok(read_holder(tx, match_id)?.map(|(_, h)| h))
}

fn read_holder(
    conn: &rusqlite::Connection,
    match_id: i64,
) -> Result<Option<(String, LeaseHolder)>, LedgerError> {
    let row = conn
        .query_row(
            "SELECT token, holder, pid, started, host, taken_at,
                    (julianday('now') - julianday(heartbeat_at)) * 86400.0
             FROM leases WHERE match_id = ?1",
            [match_id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    LeaseHolder {
                        holder: r.get(1)?,
                        pid: r.get(2)?,
                        started: r.get(3)?,
                        host: r.get(4)?,
                        taken_at: r.get(5)?,
                        quiet_for_secs: r.get::<_, Option<f64>>(6)?.unwrap_or(f64::MAX),
                    },
                ))
            },
        )
        .optional()?;
    Ok(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_is_alive_and_a_process_id_with_another_start_is_not() {
        let me = ThisProcess::get();
        if process_alive(me.pid, me.started.as_deref()).is_none() {
            return; // no /proc here: the heartbeat alone decides
        }
        assert_eq!(process_alive(me.pid, me.started.as_deref()), Some(true));
        assert_eq!(process_alive(me.pid, Some("not a start time")), Some(false));
        // Process ids above the kernel's largest (4194304) are never given.
        assert_eq!(process_alive(4_194_305, None), Some(false));
    }

    #[test]
    fn a_holder_on_another_host_is_gone_only_after_its_heartbeat_goes_stale() {
        let mut holder = LeaseHolder {
            holder: "the window".into(),
            pid: 1,
            host: "another-laptop".into(),
            taken_at: "2026-11-27T20:00:00.000Z".into(),
            quiet_for_secs: STALE_AFTER_SECS - 1.0,
            started: None,
        };
        assert!(!holder.is_gone());
        holder.quiet_for_secs = STALE_AFTER_SECS + 1.0;
        assert!(holder.is_gone());
        assert_eq!(
            holder.to_string(),
            "the window (process 1 on another-laptop, since 2026-11-27 20:00:00 UTC)"
        );
    }
}
