//! A team's saved set-up formations.
//!
//! A formation belongs to a team by its name and roster id (league teams and the rulebook's
//! teams alike), and holds each player's square by shirt number as the home side sees it: the
//! window reflects it across the halfway line for a team that sets up in the other half.

use rusqlite::params;
use serde::{Deserialize, Serialize};

use crate::{Ledger, LedgerError};

/// One player's square in a formation, as the home side sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormationPlace {
    /// The player's shirt number.
    pub number: u8,
    /// The square's column (0-25; the home half is 0-12).
    pub x: u8,
    /// The square's row (0-14).
    pub y: u8,
}

/// A team's saved formation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Formation {
    /// The name the coach gave it.
    pub name: String,
    /// Each player's square, as the home side sees it.
    pub places: Vec<FormationPlace>,
}

impl Ledger {
    /// Saves `places` as the formation `name` of the team `team` (roster `roster`), in place
    /// of any it had under that name.
    pub fn save_formation(
        &self,
        team: &str,
        roster: &str,
        name: &str,
        places: &[FormationPlace],
    ) -> Result<(), LedgerError> {
        let json = serde_json::to_string(places)
            .map_err(|e| LedgerError::PostMatch(format!("encoding the formation: {e}")))?;
        self.conn.execute(
            "INSERT INTO formations (team, roster, name, places) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (team, roster, name) DO UPDATE
             SET places = excluded.places,
                 saved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
            params![team, roster, name, json],
        )?;
        Ok(())
    }

    /// The team's saved formations, by name.
    pub fn formations(&self, team: &str, roster: &str) -> Result<Vec<Formation>, LedgerError> {
        let mut stmt = self.conn.prepare(
            "SELECT id, name, places FROM formations WHERE team = ?1 AND roster = ?2
             ORDER BY name",
        )?;
        let rows = stmt.query_map(params![team, roster], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, name, json) = row?;
            let places = serde_json::from_str(&json).map_err(|e| LedgerError::Stored {
                match_id: 0,
                what: format!("formation {id} (\"{name}\")"),
                detail: e.to_string(),
            })?;
            out.push(Formation { name, places });
        }
        Ok(out)
    }

    /// Removes the team's formation `name`, if it has one.
    pub fn delete_formation(
        &self,
        team: &str,
        roster: &str,
        name: &str,
    ) -> Result<(), LedgerError> {
        self.conn.execute(
            "DELETE FROM formations WHERE team = ?1 AND roster = ?2 AND name = ?3",
            params![team, roster, name],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(number: u8, x: u8, y: u8) -> FormationPlace {
        FormationPlace { number, x, y }
    }

    #[test]
    fn a_formation_is_kept_by_team_and_roster_and_replaced_by_name()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("f.sqlite3");
        let first = vec![place(1, 12, 6), place(2, 12, 7), place(3, 12, 8)];
        Ledger::open(&path)?.save_formation("Reavers", "human", "Wall", &first)?;
        // Another team of the same name but another roster keeps its own.
        Ledger::open(&path)?.save_formation("Reavers", "orc", "Wall", &first[..1])?;
        let reopened = Ledger::open(&path)?;
        let kept = reopened.formations("Reavers", "human")?;
        assert_eq!(
            kept,
            vec![Formation {
                name: "Wall".into(),
                places: first.clone()
            }]
        );
        let second = vec![place(4, 10, 1)];
        reopened.save_formation("Reavers", "human", "Wall", &second)?;
        reopened.save_formation("Reavers", "human", "Cage", &first)?;
        let names: Vec<String> = Ledger::open(&path)?
            .formations("Reavers", "human")?
            .into_iter()
            .map(|f| f.name)
            .collect();
        assert_eq!(names, ["Cage", "Wall"]);
        assert_eq!(
            reopened.formations("Reavers", "human")?[1].places,
            second,
            "saving under a name replaces it"
        );
        assert_eq!(reopened.formations("Reavers", "orc")?[0].places.len(), 1);
        reopened.delete_formation("Reavers", "human", "Cage")?;
        assert_eq!(reopened.formations("Reavers", "human")?.len(), 1);
        Ok(())
    }
}
