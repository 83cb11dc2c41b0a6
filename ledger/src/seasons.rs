//! Leagues and their seasons: a season belongs to a league, whose points rule its standings
//! count by (004:L2811-L2814: win 3, draw 1, loss 0 unless the league says otherwise), and a
//! league match recorded for a season counts in that season's standings and leaderboards.

use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use crate::{Ledger, LedgerError, PointsRule};

/// A season of a league.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Season {
    /// Its id, for `--season`.
    pub id: i64,
    /// The league's name.
    pub league: String,
    /// The season's name.
    pub name: String,
    /// The league's points for a win, a draw and a loss.
    pub points: PointsRule,
}

impl Ledger {
    /// Creates the season `season` of the league `league`, creating the league with `points`
    /// (the rulebook's 3, 1, 0 when `None`) if it is new; returns the season. Refused, and
    /// nothing written, when the league has that season already or counts other points than
    /// `points` (a league's points are one rule for all its seasons).
    pub fn create_season(
        &mut self,
        league: &str,
        season: &str,
        points: Option<PointsRule>,
    ) -> Result<Season, LedgerError> {
        let refuse = |why: String| Err(LedgerError::Season(why));
        if league.trim().is_empty() || season.trim().is_empty() {
            return refuse("a season needs a league name and a season name".into());
        }
        let tx = self.conn.transaction()?;
        let known: Option<(i64, PointsRule)> = tx
            .query_row(
                "SELECT id, win_points, draw_points, loss_points FROM leagues WHERE name = ?1",
                [league],
                |r| {
                    Ok((
                        r.get(0)?,
                        PointsRule {
                            win: r.get(1)?,
                            draw: r.get(2)?,
                            loss: r.get(3)?,
                        },
                    ))
                },
            )
            .optional()?;
        let (league_id, rule) = match (known, points) {
            (Some((_, kept)), Some(asked)) if kept != asked => {
                return refuse(format!(
                    "league \"{league}\" counts {} for a win, {} for a draw and {} for a loss; \
                     give those points or leave them out",
                    kept.win, kept.draw, kept.loss
                ));
            }
            (Some(found), _) => found,
            (None, asked) => {
                let rule = asked.unwrap_or_default();
                tx.execute(
                    "INSERT INTO leagues (name, win_points, draw_points, loss_points)
                     VALUES (?1, ?2, ?3, ?4)",
                    params![league, rule.win, rule.draw, rule.loss],
                )?;
                (tx.last_insert_rowid(), rule)
            }
        };
        let taken: Option<i64> = tx
            .query_row(
                "SELECT id FROM seasons WHERE league_id = ?1 AND name = ?2",
                params![league_id, season],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(id) = taken {
            return refuse(format!(
                "league \"{league}\" has a season \"{season}\" already: season {id}"
            ));
        }
        tx.execute(
            "INSERT INTO seasons (league_id, name) VALUES (?1, ?2)",
            params![league_id, season],
        )?;
        let id = tx.last_insert_rowid();
        tx.commit()?;
        Ok(Season {
            id,
            league: league.to_string(),
            name: season.to_string(),
            points: rule,
        })
    }

    /// Every season, oldest first.
    pub fn seasons(&self) -> Result<Vec<Season>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.id, l.name, s.name, l.win_points, l.draw_points, l.loss_points
             FROM seasons s JOIN leagues l ON l.id = s.league_id ORDER BY s.id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(Season {
                id: r.get(0)?,
                league: r.get(1)?,
                name: r.get(2)?,
                points: PointsRule {
                    win: r.get(3)?,
                    draw: r.get(4)?,
                    loss: r.get(5)?,
                },
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The season `id`, refused with what to do when the database has none such.
    pub fn season(&self, id: i64) -> Result<Season, LedgerError> {
        self.seasons()?
            .into_iter()
            .find(|s| s.id == id)
            .ok_or(LedgerError::NoSeason(id))
    }
}
