//! Opening the database file: where it lives, its pragmas, and bringing its schema up to date.

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use crate::schema::migrations;
use crate::{LedgerError, Unusable};

/// The file's schema version; a newer one than `newest` is refused before anything is
/// written.
fn check_version(conn: &Connection, path: &Path, newest: i64) -> Result<i64, LedgerError> {
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(|e| unusable(path, e))?;
    if version > newest {
        return Err(LedgerError::Unusable {
            path: path.to_path_buf(),
            cause: Unusable::NewerSchema,
            detail: format!("schema {version}; this Nuffle knows up to {newest}"),
        });
    }
    Ok(version)
}

/// SQLite's error on opening, as the cause a referee can act on. For an error about writing,
/// the file and its folder are tried, to say which of them cannot be written.
fn unusable(path: &Path, e: rusqlite::Error) -> LedgerError {
    use rusqlite::ErrorCode;
    let cause = match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => Unusable::NotADatabase,
        Some(ErrorCode::DiskFull) => Unusable::DiskFull,
        Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
            if path.exists() && std::fs::OpenOptions::new().append(true).open(path).is_err() {
                Unusable::ReadOnlyFile
            } else if !folder_writable(path) {
                Unusable::ReadOnlyFolder
            } else if e.sqlite_error_code() == Some(ErrorCode::ReadOnly) {
                Unusable::ReadOnlyFile
            } else {
                Unusable::Other
            }
        }
        _ => Unusable::Other,
    };
    LedgerError::Unusable {
        path: path.to_path_buf(),
        cause,
        detail: e.to_string(),
    }
}

/// Whether a file can be made in `path`'s folder (SQLite makes its journal files there).
fn folder_writable(path: &Path) -> bool {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let probe = dir.join(format!(".nuffle-write-check-{}", std::process::id()));
    let made = std::fs::File::create(&probe).is_ok();
    let _ = std::fs::remove_file(&probe);
    made
}

/// `path` as an SQLite `file:` URI, with the characters a URI reserves escaped.
fn file_uri(path: &Path) -> String {
    let mut uri = String::from("file:");
    for c in path.to_string_lossy().chars() {
        match c {
            '?' | '#' | '%' => uri.push_str(&format!("%{:02X}", c as u32)),
            c => uri.push(c),
        }
    }
    uri
}

/// An open match database.
#[derive(Debug)]
pub struct Ledger {
    pub(crate) conn: Connection,
    path: PathBuf,
    /// The leases this handle holds (`lease.rs`), released when it is dropped.
    pub(crate) leases: Vec<crate::Lease>,
    /// How this handle's leases name their holder.
    pub(crate) writer: String,
}

impl Drop for Ledger {
    fn drop(&mut self) {
        self.release_all();
    }
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
    /// schema up to date. A file that is no usable database is refused untouched, with the
    /// cause ([`LedgerError::Unusable`]): not a database, a newer Nuffle's, an unwritable file
    /// or folder, a full disk.
    pub fn open(path: &Path) -> Result<Ledger, LedgerError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| LedgerError::CreateDir {
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let unusable = |e| unusable(path, e);
        let mut conn = Connection::open(path).map_err(unusable)?;
        check_version(&conn, path, crate::SCHEMA_VERSION)?;
        // WAL keeps readers working during a write and survives a crash mid-write; foreign keys
        // are off by default in SQLite and must be asked for on every connection.
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(unusable)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(unusable)?;
        // FULL: every commit is fsynced before it returns, so an input the app has shown as
        // recorded survives a power cut too, not only a crash (docs/ledger.md measures it).
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(unusable)?;
        // A second Nuffle process (a CLI report while the window records) waits its turn.
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(unusable)?;
        migrations()
            .to_latest(&mut conn)
            .map_err(|source| match source {
                rusqlite_migration::Error::RusqliteError { err, .. } => unusable(err),
                source => LedgerError::Migrate {
                    path: path.to_path_buf(),
                    source,
                },
            })?;
        Ok(Ledger {
            conn,
            path: path.to_path_buf(),
            leases: Vec::new(),
            writer: "Nuffle".into(),
        })
    }

    /// Opens an existing database for reading only (reports, exports, `match resume`): it
    /// writes nothing, so a league file on read-only media, or one another process is
    /// recording to, can be read. A file from an older Nuffle is read as it is when its
    /// league tables are the same ([`crate::schema::OLDEST_READABLE`]).
    pub fn open_read_only(path: &Path) -> Result<Ledger, LedgerError> {
        use rusqlite::OpenFlags;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let open = |uri: &str| -> Result<Connection, rusqlite::Error> {
            let conn = Connection::open_with_flags(uri, flags)?;
            conn.busy_timeout(std::time::Duration::from_secs(5))?;
            conn.query_row("SELECT count(*) FROM sqlite_schema", [], |_| Ok(()))?;
            Ok(conn)
        };
        let uri = file_uri(path);
        // A WAL database in a folder nobody may write to (read-only media) has no place for
        // its shared-memory file: read it as immutable, which asks for none.
        let conn = open(&uri)
            .or_else(|first| match first.sqlite_error_code() {
                Some(rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::ReadOnly) => {
                    open(&format!("{uri}?immutable=1"))
                }
                _ => Err(first),
            })
            .map_err(|e| unusable(path, e))?;
        let version = check_version(&conn, path, crate::SCHEMA_VERSION)?;
        if version < crate::schema::OLDEST_READABLE {
            return Err(LedgerError::Unusable {
                path: path.to_path_buf(),
                cause: Unusable::OlderSchema,
                detail: format!("schema {version}"),
            });
        }
        Ok(Ledger {
            conn,
            path: path.to_path_buf(),
            leases: Vec::new(),
            writer: "Nuffle".into(),
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
