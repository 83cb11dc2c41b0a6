//! The list of matches: one row per match, named by its two teams and ruleset.

use rules::MatchSetup;
use rusqlite::params;

use crate::{Ledger, LedgerError};

/// Everything a match that will be logged starts from. The setup and the house rules are
/// stored with it, so the log replays on its own, without the rosters or the rules file.
#[derive(Debug, Clone)]
pub struct MatchStart {
    /// The names it is listed under.
    pub label: NewMatch,
    /// The two teams as the engine takes them.
    pub setup: MatchSetup,
    /// The league's house-rules file (TOML) laid over the built-in rulebook, if any.
    pub house_rules: Option<String>,
    /// The league teams playing, when both come from this database (`None` for a one-off
    /// match of two box teams).
    pub teams: Option<(i64, i64)>,
    /// The season it counts for.
    pub season_id: Option<i64>,
    /// A Friendly: no MVP, no league points, D3 winnings (004:L11615-L11644).
    pub friendly: bool,
}

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

    /// Records a new match with its setup, ready for its input log, and maps each league
    /// player to his shirt in the match.
    pub fn create_logged_match(&mut self, start: &MatchStart) -> Result<MatchRecord, LedgerError> {
        self.create_match_on(start, None)
    }

    /// [`Ledger::create_logged_match`], with the Blitz Bowl board side the match is played
    /// on and the names of the rules it plays with besides (`None` for Blood Bowl 2016).
    pub(crate) fn create_match_on(
        &mut self,
        start: &MatchStart,
        game: Option<(&str, &[&str])>,
    ) -> Result<MatchRecord, LedgerError> {
        let setup = serde_json::to_string(&start.setup)
            .map_err(|e| LedgerError::PostMatch(format!("encoding the setup: {e}")))?;
        let board = game.map(|(board, _)| board);
        let options = game
            .map(|(_, names)| serde_json::to_string(names))
            .transpose()
            .map_err(|e| LedgerError::Blitz(format!("encoding its rules: {e}")))?;
        let (home_id, away_id) = start.teams.unzip();
        let tx = self.conn.transaction()?;
        let record = tx.query_row(
            "INSERT INTO matches (home_team, away_team, ruleset, setup, book, home_team_id,
                                  away_team_id, season_id, friendly, board, game_options)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
             RETURNING id, created_at",
            params![
                start.label.home_team,
                start.label.away_team,
                start.label.ruleset,
                setup,
                start.house_rules,
                home_id,
                away_id,
                start.season_id,
                start.friendly,
                board,
                options
            ],
            |row| {
                Ok(MatchRecord {
                    id: row.get(0)?,
                    setup: start.label.clone(),
                    created_at: row.get(1)?,
                })
            },
        )?;
        if let Some((home, away)) = start.teams {
            let mut map = tx.prepare(
                "INSERT INTO match_players (match_id, side, number, player_id)
                 SELECT ?1, ?2, number, id FROM players
                 WHERE team_id = ?3 AND status = 'active' AND miss_next = 0",
            )?;
            map.execute(params![record.id, "home", home])?;
            map.execute(params![record.id, "away", away])?;
        }
        tx.commit()?;
        Ok(record)
    }

    /// Every recorded match that was not abandoned, newest first.
    pub fn matches(&self) -> Result<Vec<MatchRecord>, LedgerError> {
        let mut stmt = self.conn.prepare(if self.knows_abandoning()? {
            "SELECT id, home_team, away_team, ruleset, created_at FROM matches
             WHERE abandoned_at IS NULL ORDER BY id DESC"
        } else {
            "SELECT id, home_team, away_team, ruleset, created_at FROM matches ORDER BY id DESC"
        })?;
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
}
