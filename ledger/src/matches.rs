//! The list of matches: one row per match, named by its two teams and ruleset.

use rusqlite::{OptionalExtension, params};

use crate::{Ledger, LedgerError};

/// What is needed to record a new match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMatch {
    /// Roster id of the home team, as `tables` names it (for example `human-2016-box`).
    pub home_team: String,
    /// Roster id of the away team.
    pub away_team: String,
    /// Ruleset id (for example `box-2016`).
    pub ruleset: String,
}

/// A recorded match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchRecord {
    /// Row id, stable for the life of the database.
    pub id: i64,
    /// The teams and ruleset it was created with.
    pub setup: NewMatch,
    /// When it was created (UTC, ISO 8601).
    pub created_at: String,
}

impl Ledger {
    /// Records a new match and returns it.
    pub fn create_match(&self, new: &NewMatch) -> Result<MatchRecord, LedgerError> {
        let record = self.conn.query_row(
            "INSERT INTO matches (home_team, away_team, ruleset) VALUES (?1, ?2, ?3)
             RETURNING id, created_at",
            params![new.home_team, new.away_team, new.ruleset],
            |row| {
                Ok(MatchRecord {
                    id: row.get(0)?,
                    setup: new.clone(),
                    created_at: row.get(1)?,
                })
            },
        )?;
        Ok(record)
    }

    /// Every recorded match, newest first.
    pub fn matches(&self) -> Result<Vec<MatchRecord>, LedgerError> {
        let mut stmt = self.conn.prepare(
            "SELECT id, home_team, away_team, ruleset, created_at FROM matches ORDER BY id DESC",
        )?;
        let rows = stmt.query_map([], |row| {
            Ok(MatchRecord {
                id: row.get(0)?,
                setup: NewMatch {
                    home_team: row.get(1)?,
                    away_team: row.get(2)?,
                    ruleset: row.get(3)?,
                },
                created_at: row.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The newest match with exactly this setup, or a new one if there is none: how the GUI
    /// reopens the demo match instead of starting a fresh one at every launch.
    pub fn find_or_create_match(&self, new: &NewMatch) -> Result<MatchRecord, LedgerError> {
        let found = self
            .conn
            .query_row(
                "SELECT id, created_at FROM matches
                 WHERE home_team = ?1 AND away_team = ?2 AND ruleset = ?3
                 ORDER BY id DESC LIMIT 1",
                params![new.home_team, new.away_team, new.ruleset],
                |row| {
                    Ok(MatchRecord {
                        id: row.get(0)?,
                        setup: new.clone(),
                        created_at: row.get(1)?,
                    })
                },
            )
            .optional()?;
        match found {
            Some(m) => Ok(m),
            None => self.create_match(new),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn demo() -> NewMatch {
        NewMatch {
            home_team: "human-2016-box".into(),
            away_team: "orc-2016-box".into(),
            ruleset: "box-2016".into(),
        }
    }

    #[test]
    fn created_matches_survive_reopening_newest_first() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("m.sqlite3");
        let first = Ledger::open(&path)?.create_match(&demo())?;
        let mut other = demo();
        other.home_team = "orc-2016-box".into();
        let second = Ledger::open(&path)?.create_match(&other)?;
        let listed = Ledger::open(&path)?.matches()?;
        assert_eq!(listed, vec![second, first]);
        Ok(())
    }

    #[test]
    fn find_or_create_reuses_the_same_match() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let ledger = Ledger::open(&dir.path().join("m.sqlite3"))?;
        let a = ledger.find_or_create_match(&demo())?;
        let b = ledger.find_or_create_match(&demo())?;
        assert_eq!(a.id, b.id);
        assert_eq!(ledger.matches()?.len(), 1);
        Ok(())
    }
}
