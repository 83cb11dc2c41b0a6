//! League tables from the recorded results: standings, player leaderboards and each coach's
//! dice record. Read-only queries; Friendlies earn no league points and are left out of the
//! standings (004:L11615-L11644).

use rusqlite::{OptionalExtension, params};
use serde::Serialize;

use crate::{Ledger, LedgerError};

/// League points for a win, a draw and a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PointsRule {
    /// Points for a win.
    pub win: u32,
    /// Points for a draw.
    pub draw: u32,
    /// Points for a loss.
    pub loss: u32,
}

impl Default for PointsRule {
    /// Win 3, draw 1, loss 0 (004:L2811-L2814).
    fn default() -> Self {
        PointsRule {
            win: 3,
            draw: 1,
            loss: 0,
        }
    }
}

/// One team's line in the standings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// Team id.
    pub team_id: i64,
    /// Team name.
    pub team: String,
    /// Coach.
    pub coach: String,
    /// Matches played.
    pub played: u32,
    /// Won.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// Touchdowns scored.
    pub td_for: u32,
    /// Touchdowns conceded.
    pub td_against: u32,
    /// Casualties inflicted.
    pub cas_for: u32,
    /// Casualties suffered.
    pub cas_against: u32,
    /// League points.
    pub points: u32,
}

/// One player's line in a leaderboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Leader {
    /// Player id.
    pub player_id: i64,
    /// Name.
    pub name: String,
    /// Shirt number.
    pub number: u8,
    /// Team name.
    pub team: String,
    /// Touchdowns.
    pub td: u32,
    /// Casualties inflicted by blocks (the SPP kind).
    pub cas: u32,
    /// Casualties suffered.
    pub cas_suffered: u32,
    /// Completions.
    pub comp: u32,
    /// Interceptions.
    pub int: u32,
    /// MVP awards.
    pub mvp: u32,
    /// Fouls made.
    pub fouls: u32,
    /// SPP earned in the matches counted.
    pub spp: u32,
}

/// One team's totals over recorded matches, for the team leaderboards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamTotals {
    /// Team id.
    pub team_id: i64,
    /// Team name.
    pub team: String,
    /// Touchdowns.
    pub td: u32,
    /// Casualties inflicted by blocks (the SPP kind).
    pub cas: u32,
    /// Casualties suffered.
    pub cas_suffered: u32,
    /// Completions.
    pub comp: u32,
    /// Interceptions.
    pub int: u32,
    /// MVP awards.
    pub mvp: u32,
    /// Fouls made.
    pub fouls: u32,
    /// SPP earned.
    pub spp: u32,
}

/// How many times a coach rolled one face of one kind of die.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DiceCount {
    /// Coach.
    pub coach: String,
    /// `d6`, `d8`, `d16` or `block`.
    pub kind: String,
    /// The face (block dice: 1 Attacker Down … 5 Defender Down).
    pub value: u8,
    /// How many times.
    pub count: u64,
    /// How many times a fair die would show it, given how many of that kind he rolled.
    pub expected: f64,
}

/// The leaderboard orders.
pub const LEADERBOARD_FIELDS: [&str; 8] = [
    "spp",
    "td",
    "cas",
    "cas_suffered",
    "comp",
    "int",
    "mvp",
    "fouls",
];

/// Refuses a leaderboard order that is not a stats column (it is written into the SQL).
fn check_field(field: &str) -> Result<(), LedgerError> {
    if LEADERBOARD_FIELDS.contains(&field) {
        return Ok(());
    }
    Err(LedgerError::NoLeaderboard(format!(
        "there is no leaderboard \"{field}\"; there are {}",
        LEADERBOARD_FIELDS.join(", ")
    )))
}

impl Ledger {
    /// The points rule of the league a season belongs to (default 3/1/0).
    pub fn points_rule(&self, season_id: Option<i64>) -> Result<PointsRule, LedgerError> {
        let Some(season) = season_id else {
            return Ok(PointsRule::default());
        };
        self.conn
            .query_row(
                "SELECT l.win_points, l.draw_points, l.loss_points
                 FROM seasons s JOIN leagues l ON l.id = s.league_id WHERE s.id = ?1",
                [season],
                |r| {
                    Ok(PointsRule {
                        win: r.get(0)?,
                        draw: r.get(1)?,
                        loss: r.get(2)?,
                    })
                },
            )
            .optional()?
            .ok_or(LedgerError::NoSeason(season))
    }

    /// The standings of a season (or of every competition match when `season_id` is
    /// `None`): points, then touchdown difference, then casualty difference, then name. Each
    /// match counts by its own league's points (004:L2811-L2814), one outside any season by
    /// the rulebook's 3, 1, 0.
    pub fn standings(&self, season_id: Option<i64>) -> Result<Vec<Standing>, LedgerError> {
        if let Some(season) = season_id {
            // A season not in the database is refused, not shown as an empty table.
            self.points_rule(Some(season))?;
        }
        let rule = PointsRule::default();
        let mut stmt = self.conn.prepare_cached(
            "WITH counted AS (
                SELECT m.id AS match_id, m.home_team_id, m.away_team_id,
                       COALESCE(l.win_points, ?2) AS win, COALESCE(l.draw_points, ?3) AS draw,
                       COALESCE(l.loss_points, ?4) AS loss
                FROM matches m
                LEFT JOIN seasons s ON s.id = m.season_id
                LEFT JOIN leagues l ON l.id = s.league_id
                WHERE m.friendly = 0 AND (?1 IS NULL OR m.season_id = ?1)
             ),
             sides AS (
                SELECT c.home_team_id AS team, r.home_score AS tf, r.away_score AS ta,
                       r.home_cas AS cf, r.away_cas AS ca,
                       CASE WHEN r.conceded = 'home' THEN -1 WHEN r.conceded = 'away' THEN 1
                            WHEN r.home_score > r.away_score THEN 1
                            WHEN r.home_score < r.away_score THEN -1 ELSE 0 END AS res,
                       c.win, c.draw, c.loss
                FROM results r JOIN counted c ON c.match_id = r.match_id
                UNION ALL
                SELECT c.away_team_id, r.away_score, r.home_score, r.away_cas, r.home_cas,
                       CASE WHEN r.conceded = 'away' THEN -1 WHEN r.conceded = 'home' THEN 1
                            WHEN r.away_score > r.home_score THEN 1
                            WHEN r.away_score < r.home_score THEN -1 ELSE 0 END,
                       c.win, c.draw, c.loss
                FROM results r JOIN counted c ON c.match_id = r.match_id
             )
             SELECT t.id, t.name, t.coach, COUNT(*), SUM(res = 1), SUM(res = 0), SUM(res = -1),
                    SUM(tf), SUM(ta), SUM(cf), SUM(ca),
                    SUM(CASE res WHEN 1 THEN win WHEN 0 THEN draw ELSE loss END)
             FROM sides JOIN teams t ON t.id = sides.team
             GROUP BY t.id",
        )?;
        let rows = stmt.query_map(params![season_id, rule.win, rule.draw, rule.loss], |r| {
            Ok(Standing {
                team_id: r.get(0)?,
                team: r.get(1)?,
                coach: r.get(2)?,
                played: r.get(3)?,
                won: r.get(4)?,
                drawn: r.get(5)?,
                lost: r.get(6)?,
                td_for: r.get(7)?,
                td_against: r.get(8)?,
                cas_for: r.get(9)?,
                cas_against: r.get(10)?,
                points: r.get(11)?,
            })
        })?;
        let mut table: Vec<Standing> = rows.collect::<Result<_, _>>()?;
        let diff = |a: u32, b: u32| i64::from(a) - i64::from(b);
        table.sort_by(|a, b| {
            b.points
                .cmp(&a.points)
                .then(diff(b.td_for, b.td_against).cmp(&diff(a.td_for, a.td_against)))
                .then(diff(b.cas_for, b.cas_against).cmp(&diff(a.cas_for, a.cas_against)))
                .then(a.team.cmp(&b.team))
        });
        Ok(table)
    }

    /// The players with the most of `field` (one of [`LEADERBOARD_FIELDS`]) over recorded
    /// matches of a season (all when `None`), best first; at most `limit` lines.
    pub fn leaderboard(
        &self,
        field: &str,
        season_id: Option<i64>,
        limit: usize,
    ) -> Result<Vec<Leader>, LedgerError> {
        check_field(field)?;
        let sql = format!(
            "SELECT p.id, p.name, p.number, t.name, SUM(s.td), SUM(s.cas), SUM(s.cas_suffered),
                    SUM(s.comp), SUM(s.int), SUM(s.mvp), SUM(s.fouls), SUM(s.spp) AS spp_sum
             FROM player_stats s
             JOIN matches m ON m.id = s.match_id
             JOIN players p ON p.id = s.player_id
             JOIN teams t ON t.id = p.team_id
             WHERE ?1 IS NULL OR m.season_id = ?1
             GROUP BY s.player_id
             HAVING SUM(s.{col}) > 0
             ORDER BY SUM(s.{col}) DESC, spp_sum DESC, p.name
             LIMIT ?2",
            col = field
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![season_id, limit as i64], leader_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Team leaderboard: each team's totals of `field` (one of [`LEADERBOARD_FIELDS`]) over
    /// its players' recorded matches (a season's, or all), best first.
    pub fn team_leaderboard(
        &self,
        field: &str,
        season_id: Option<i64>,
    ) -> Result<Vec<TeamTotals>, LedgerError> {
        check_field(field)?;
        let sql = format!(
            "SELECT t.id, t.name, COALESCE(SUM(s.td), 0), COALESCE(SUM(s.cas), 0),
                    COALESCE(SUM(s.cas_suffered), 0), COALESCE(SUM(s.comp), 0),
                    COALESCE(SUM(s.int), 0), COALESCE(SUM(s.mvp), 0),
                    COALESCE(SUM(s.fouls), 0), COALESCE(SUM(s.spp), 0)
             FROM teams t
             LEFT JOIN players p ON p.team_id = t.id
             LEFT JOIN player_stats s ON s.player_id = p.id
               AND (?1 IS NULL OR s.match_id IN (SELECT id FROM matches WHERE season_id = ?1))
             GROUP BY t.id
             ORDER BY COALESCE(SUM(s.{field}), 0) DESC, t.name"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map(params![season_id], |r| {
            Ok(TeamTotals {
                team_id: r.get(0)?,
                team: r.get(1)?,
                td: r.get(2)?,
                cas: r.get(3)?,
                cas_suffered: r.get(4)?,
                comp: r.get(5)?,
                int: r.get(6)?,
                mvp: r.get(7)?,
                fouls: r.get(8)?,
                spp: r.get(9)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One recorded match's report: every player who did anything worth counting in it, with
    /// what he did (the same lines as the leaderboard, for that match alone), team by team.
    pub fn match_report(&self, match_id: i64) -> Result<Vec<Leader>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, p.number, t.name, s.td, s.cas, s.cas_suffered, s.comp, s.int,
                    s.mvp, s.fouls, s.spp
             FROM player_stats s
             JOIN players p ON p.id = s.player_id
             JOIN teams t ON t.id = p.team_id
             WHERE s.match_id = ?1
             ORDER BY t.name, p.number",
        )?;
        let rows = stmt.query_map(params![match_id], leader_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The Star Player Points each team's players earned in each recorded match of a season
    /// (all when `None`), oldest match first: (team, match id, SPP). A team whose players
    /// earned none in a match has no row for it.
    pub fn spp_by_match(
        &self,
        season_id: Option<i64>,
    ) -> Result<Vec<(String, i64, i64)>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.name, s.match_id, SUM(s.spp)
             FROM player_stats s
             JOIN players p ON p.id = s.player_id
             JOIN teams t ON t.id = p.team_id
             JOIN matches m ON m.id = s.match_id
             WHERE ?1 IS NULL OR m.season_id = ?1
             GROUP BY t.id, s.match_id
             ORDER BY s.match_id, t.name",
        )?;
        let rows = stmt.query_map(params![season_id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Each coach's dice: how often each face came up, beside what fair dice would give.
    pub fn dice_record(&self) -> Result<Vec<DiceCount>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.coach, d.kind, d.value, SUM(d.count),
                    SUM(SUM(d.count)) OVER (PARTITION BY t.coach, d.kind)
             FROM dice_record d JOIN teams t ON t.id = d.team_id
             GROUP BY t.coach, d.kind, d.value
             ORDER BY t.coach, d.kind, d.value",
        )?;
        let rows = stmt.query_map([], |r| {
            let kind: String = r.get(1)?;
            let total: i64 = r.get(4)?;
            let faces = match kind.as_str() {
                "d8" => 8.0,
                "d16" => 16.0,
                _ => 6.0,
            };
            // A block die has six faces and shows Pushed on two of them.
            let share = if kind == "block" && r.get::<_, u8>(2)? == 3 {
                2.0 / 6.0
            } else {
                1.0 / faces
            };
            Ok(DiceCount {
                coach: r.get(0)?,
                kind,
                value: r.get(2)?,
                count: r.get::<_, i64>(3)? as u64,
                expected: total as f64 * share,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// A player's line as the leaderboard and a match's report select it: id, name, number, team,
/// then td, cas, cas_suffered, comp, int, mvp, fouls, spp.
fn leader_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Leader> {
    Ok(Leader {
        player_id: r.get(0)?,
        name: r.get(1)?,
        number: r.get(2)?,
        team: r.get(3)?,
        td: r.get(4)?,
        cas: r.get(5)?,
        cas_suffered: r.get(6)?,
        comp: r.get(7)?,
        int: r.get(8)?,
        mvp: r.get(9)?,
        fouls: r.get(10)?,
        spp: r.get(11)?,
    })
}
