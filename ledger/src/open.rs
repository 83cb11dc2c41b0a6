//! Opening the database file: where it lives, its pragmas, and bringing its schema up to date.

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use crate::LedgerError;
use crate::schema::migrations;

/// An open match database.
#[derive(Debug)]
pub struct Ledger {
    pub(crate) conn: Connection,
    path: PathBuf,
}

/// The database file in the platform's data folder, for example
/// `~/.local/share/nuffle/nuffle.sqlite3` on Linux.
pub fn default_database_path() -> Result<PathBuf, LedgerError> {
    directories::ProjectDirs::from("org", "Nuffle", "nuffle")
        .map(|dirs| dirs.data_dir().join("nuffle.sqlite3"))
        .ok_or(LedgerError::NoDataDir)
}

impl Ledger {
    /// Opens the database at `path`, creating the file and its folder if needed, and brings the
    /// schema up to date. A database written by a newer Nuffle is refused, untouched.
    pub fn open(path: &Path) -> Result<Ledger, LedgerError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| LedgerError::CreateDir {
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let open_err = |source| LedgerError::Open {
            path: path.to_path_buf(),
            source,
        };
        let mut conn = Connection::open(path).map_err(open_err)?;
        // WAL keeps readers working during a write and survives a crash mid-write; foreign keys
        // are off by default in SQLite and must be asked for on every connection.
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(open_err)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(open_err)?;
        // FULL: every commit is fsynced before it returns, so an input the app has shown as
        // recorded survives a power cut too, not only a crash (docs/ledger.md measures it).
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(open_err)?;
        // A second Nuffle process (a CLI report while the window records) waits its turn.
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(open_err)?;
        migrations()
            .to_latest(&mut conn)
            .map_err(|source| LedgerError::Migrate {
                path: path.to_path_buf(),
                source,
            })?;
        Ok(Ledger {
            conn,
            path: path.to_path_buf(),
        })
    }

    /// SQLite's own check of the file: `"ok"` when every page and index is sound.
    pub fn integrity_check(&self) -> Result<String, LedgerError> {
        let mut stmt = self.conn.prepare("PRAGMA integrity_check")?;
        let lines: Vec<String> = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(lines.join("\n"))
    }

    /// Caps the file at its present size, so the next growth fails as on a full disk
    /// (SQLITE_FULL). For tests of the full-disk error; never used by Nuffle itself.
    #[doc(hidden)]
    pub fn limit_size_for_tests(&self) -> Result<(), LedgerError> {
        let pages: i64 = self.conn.query_row("PRAGMA page_count", [], |r| r.get(0))?;
        self.conn.pragma_update(None, "max_page_count", pages)?;
        Ok(())
    }

    /// Locks a match as recording its result would, without a result. For tests.
    #[doc(hidden)]
    pub fn lock_for_tests(&self, match_id: i64) -> Result<(), LedgerError> {
        self.conn.execute(
            "UPDATE matches SET locked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
            [match_id],
        )?;
        Ok(())
    }

    /// The audit trail of a match: when, who, what and why, oldest first.
    pub fn audit(&self, match_id: i64) -> Result<Vec<String>, LedgerError> {
        let mut stmt = self
            .conn
            .prepare("SELECT at, who, what, reason FROM audit WHERE match_id = ?1 ORDER BY id")?;
        let rows = stmt.query_map([match_id], |r| {
            Ok(format!(
                "{} {}: {} ({})",
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?
            ))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The file this ledger writes to.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_creates_the_file_and_its_folder_in_wal_mode() -> Result<(), Box<dyn std::error::Error>>
    {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("sub").join("league.sqlite3");
        let ledger = Ledger::open(&path)?;
        assert!(path.exists());
        let mode: String = ledger
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))?;
        assert_eq!(mode, "wal");
        let fk: i64 = ledger
            .conn
            .pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
        assert_eq!(fk, 1);
        Ok(())
    }

    #[test]
    fn reopening_keeps_the_schema_version() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("n.sqlite3");
        drop(Ledger::open(&path)?);
        let ledger = Ledger::open(&path)?;
        let version: i64 = ledger
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?;
        assert_eq!(version, crate::SCHEMA_VERSION);
        Ok(())
    }

    #[test]
    fn a_database_from_a_newer_nuffle_is_refused_untouched()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("future.sqlite3");
        {
            let conn = Connection::open(&path)?;
            conn.pragma_update(None, "user_version", 99)?;
        }
        let err = Ledger::open(&path).err().map(|e| e.to_string());
        assert!(
            err.as_deref().is_some_and(|e| e.contains("newer Nuffle")),
            "{err:?}"
        );
        let conn = Connection::open(&path)?;
        let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        assert_eq!(version, 99);
        Ok(())
    }

    #[test]
    fn an_unwritable_folder_gives_an_error_that_says_what_to_do() {
        // A path under a regular file can never be a folder, whoever runs the test (even root).
        let dir = tempfile::tempdir().ok();
        let file = dir.as_ref().map(|d| d.path().join("plain-file"));
        if let Some(file) = &file {
            assert!(std::fs::write(file, b"x").is_ok());
            let err = Ledger::open(&file.join("db.sqlite3"))
                .err()
                .map(|e| e.to_string());
            assert!(
                err.as_deref()
                    .is_some_and(|e| e.contains("choose a database file")),
                "{err:?}"
            );
        }
    }
}
