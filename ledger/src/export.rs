//! Exports: recorded matches, players and standings as CSV or JSON, and the NAF tournament
//! report (XML) that tournament organisers send to the NAF.

use serde::Serialize;
use tables::Rulebook;

use crate::{Ledger, LedgerError, Standing};

/// One recorded match.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct MatchRow {
    /// Match id.
    pub id: i64,
    /// When it was recorded (UTC).
    pub recorded_at: String,
    /// Home team.
    pub home: String,
    /// Home coach.
    pub home_coach: String,
    /// Away team.
    pub away: String,
    /// Away coach.
    pub away_coach: String,
    /// Home touchdowns.
    pub home_score: u32,
    /// Away touchdowns.
    pub away_score: u32,
    /// Casualties the home team inflicted.
    pub home_cas: u32,
    /// Casualties the away team inflicted.
    pub away_cas: u32,
    /// Home winnings.
    pub home_winnings: u32,
    /// Away winnings.
    pub away_winnings: u32,
    /// `home` or `away` when a team conceded.
    pub conceded: Option<String>,
}

/// A player with his totals over every recorded match.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct PlayerRow {
    /// Player id.
    pub id: i64,
    /// Team.
    pub team: String,
    /// Shirt number.
    pub number: u8,
    /// Name.
    pub name: String,
    /// Position.
    pub position: String,
    /// `active`, `dead` or `fired`.
    pub status: String,
    /// SPP on his record.
    pub spp: u32,
    /// Value.
    pub value: u32,
    /// Touchdowns.
    pub td: u32,
    /// Casualties inflicted by blocks.
    pub cas: u32,
    /// Casualties suffered.
    pub cas_suffered: u32,
    /// Completions.
    pub comp: u32,
    /// Interceptions.
    pub int: u32,
    /// MVPs.
    pub mvp: u32,
    /// Fouls.
    pub fouls: u32,
}

/// What to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    /// Recorded matches.
    Matches,
    /// Players with their totals.
    Players,
    /// Standings of every competition match.
    Standings,
    /// Teams with their staff, a cup team's Star Players, and Team Value.
    Teams,
    /// Recorded Blitz Bowl matches: points, victory kind, who conceded, the winner.
    BlitzResults,
    /// The Blitz Bowl table.
    BlitzStandings,
}

fn csv_err(e: impl std::fmt::Display) -> LedgerError {
    LedgerError::PostMatch(format!("writing CSV: {e}"))
}

/// The rows as CSV under a header line. The csv crate writes the header with the first row,
/// so an empty table is written as a blank row's header alone: a spreadsheet still gets its
/// columns.
fn write_csv<T: Serialize + Default>(rows: &[T]) -> Result<String, LedgerError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let blank = [T::default()];
    let empty = rows.is_empty();
    for row in if empty { &blank[..] } else { rows } {
        w.serialize(row).map_err(csv_err)?;
    }
    let bytes = w.into_inner().map_err(csv_err)?;
    let mut text = String::from_utf8(bytes).map_err(csv_err)?;
    if empty {
        let header = text.find('\n').map_or(text.len(), |end| end + 1);
        text.truncate(header);
    }
    Ok(text)
}

/// Escapes text for an XML element.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

impl Ledger {
    /// Every recorded match (with a result), oldest first; one match when `only` is given.
    pub fn recorded_matches(&self, only: Option<i64>) -> Result<Vec<MatchRow>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT m.id, r.recorded_at, h.name, h.coach, a.name, a.coach, r.home_score,
                    r.away_score, r.home_cas, r.away_cas, r.home_winnings, r.away_winnings,
                    r.conceded
             FROM results r JOIN matches m ON m.id = r.match_id
             JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
             WHERE ?1 IS NULL OR m.id = ?1
             ORDER BY m.id",
        )?;
        let rows = stmt.query_map([only], |r| {
            Ok(MatchRow {
                id: r.get(0)?,
                recorded_at: r.get(1)?,
                home: r.get(2)?,
                home_coach: r.get(3)?,
                away: r.get(4)?,
                away_coach: r.get(5)?,
                home_score: r.get(6)?,
                away_score: r.get(7)?,
                home_cas: r.get(8)?,
                away_cas: r.get(9)?,
                home_winnings: r.get(10)?,
                away_winnings: r.get(11)?,
                conceded: r.get(12)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every league player with his totals, by team and number.
    pub fn player_rows(&self) -> Result<Vec<PlayerRow>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, t.name, p.number, p.name, p.position, p.status, p.spp, p.value,
                    COALESCE(SUM(s.td), 0), COALESCE(SUM(s.cas), 0),
                    COALESCE(SUM(s.cas_suffered), 0), COALESCE(SUM(s.comp), 0),
                    COALESCE(SUM(s.int), 0), COALESCE(SUM(s.mvp), 0), COALESCE(SUM(s.fouls), 0)
             FROM players p JOIN teams t ON t.id = p.team_id
             LEFT JOIN player_stats s ON s.player_id = p.id
             GROUP BY p.id ORDER BY t.name, p.number, p.id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(PlayerRow {
                id: r.get(0)?,
                team: r.get(1)?,
                number: r.get(2)?,
                name: r.get(3)?,
                position: r.get(4)?,
                status: r.get(5)?,
                spp: r.get(6)?,
                value: r.get(7)?,
                td: r.get(8)?,
                cas: r.get(9)?,
                cas_suffered: r.get(10)?,
                comp: r.get(11)?,
                int: r.get(12)?,
                mvp: r.get(13)?,
                fouls: r.get(14)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A table as CSV, with a header line. `book` prices the teams' Team Value.
    pub fn export_csv(&self, book: &Rulebook, table: Table) -> Result<String, LedgerError> {
        match table {
            Table::Matches => write_csv(&self.recorded_matches(None)?),
            Table::Players => write_csv(&self.player_rows()?),
            Table::Standings => write_csv::<Standing>(&self.standings(None)?),
            Table::Teams => write_csv(&self.team_rows(book)?),
            Table::BlitzResults => write_csv(&self.blitz_result_rows()?),
            Table::BlitzStandings => write_csv(&self.blitz_standing_rows()?),
        }
    }

    /// Matches, players, standings and teams as one JSON object, with the Blitz Bowl results
    /// and table.
    pub fn export_json(&self, book: &Rulebook) -> Result<String, LedgerError> {
        let all = serde_json::json!({
            "matches": self.recorded_matches(None)?,
            "players": self.player_rows()?,
            "standings": self.standings(None)?,
            "teams": self.team_rows(book)?,
            "blitz_results": self.blitz_result_rows()?,
            "blitz_standings": self.blitz_standing_rows()?,
        });
        serde_json::to_string_pretty(&all).map_err(|e| LedgerError::PostMatch(e.to_string()))
    }

    /// The NAF tournament report of the recorded matches (one when `only` is given):
    /// organiser, the coaches with their NAF numbers and races, and each game's team ratings
    /// ([`Ledger::naf_team_ratings`]), touchdowns and casualties ("badlyHurt"). Coaches
    /// without a NAF number are left out of the coaches' list, as the NAF takes only its
    /// members.
    pub fn export_naf(&self, organiser: &str, only: Option<i64>) -> Result<String, LedgerError> {
        let matches = self.recorded_matches(only)?;
        let mut coaches: Vec<(String, u32, String)> = Vec::new();
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.coach, t.naf_number, t.roster FROM teams t
             WHERE t.naf_number IS NOT NULL AND t.id IN (
                SELECT home_team_id FROM matches m JOIN results r ON r.match_id = m.id
                WHERE ?1 IS NULL OR m.id = ?1
                UNION SELECT away_team_id FROM matches m JOIN results r ON r.match_id = m.id
                WHERE ?1 IS NULL OR m.id = ?1)
             ORDER BY t.coach",
        )?;
        let rows = stmt.query_map([only], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get::<_, String>(2)?))
        })?;
        for row in rows {
            let (coach, naf, roster) = row?;
            let race = tables::builtin()
                .ok()
                .and_then(|b| b.roster(&roster).ok())
                .map_or(roster.clone(), |r| r.name.clone());
            coaches.push((coach, naf, race));
        }
        let naf_of = |coach: &str| {
            coaches
                .iter()
                .find(|(c, _, _)| c == coach)
                .map_or(0, |(_, n, _)| *n)
        };
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.push_str("<nafReport xmlns:blo=\"http://www.bloodbowl.net\">\n");
        out.push_str(&format!(
            "  <organiser>{}</organiser>\n  <coaches>\n",
            xml(organiser)
        ));
        for (coach, naf, race) in &coaches {
            out.push_str(&format!(
                "    <coach>\n      <name>{}</name>\n      <number>{naf}</number>\n      <team>{}</team>\n    </coach>\n",
                xml(coach),
                xml(race)
            ));
        }
        out.push_str("  </coaches>\n");
        for m in &matches {
            // "2026-11-22T18:03:00.000Z" -> "2026-11-22 18:03"
            let stamp: String = m.recorded_at.replace('T', " ").chars().take(16).collect();
            out.push_str(&format!(
                "  <game>\n    <timeStamp>{}</timeStamp>\n",
                xml(&stamp)
            ));
            let ratings = self.naf_team_ratings(m.id)?;
            for ((coach, td, cas), rating) in [
                (&m.home_coach, m.home_score, m.home_cas),
                (&m.away_coach, m.away_score, m.away_cas),
            ]
            .into_iter()
            .zip(ratings)
            {
                out.push_str(&format!(
                    "    <playerRecord>\n      <name>{}</name>\n      <number>{}</number>\n      <teamRating>{rating}</teamRating>\n      <touchDowns>{td}</touchDowns>\n      <badlyHurt>{cas}</badlyHurt>\n    </playerRecord>\n",
                    xml(coach),
                    naf_of(coach)
                ));
            }
            out.push_str("  </game>\n");
        }
        out.push_str("</nafReport>\n");
        Ok(out)
    }

    /// Each team's rating in a match's NAF report, home then away: its Team Value
    /// (004:L2348-L2359) in tens of thousands of gold pieces, so a 1,000,000 team is 100 —
    /// the scale of the Team Rating the report's `teamRating` was named for, which Team Value
    /// replaced. The value is the one the match was played at (its league pre-match's); a
    /// match set up without one gives each team's value now.
    pub fn naf_team_ratings(&self, match_id: i64) -> Result<[u32; 2], LedgerError> {
        let at_match = self
            .match_setup(match_id)?
            .0
            .league
            .map(|l| l.team_value)
            .filter(|v| *v != [0, 0]);
        let value = match at_match {
            Some(v) => v,
            None => {
                let (home, away) = self.match_teams(match_id)?;
                match tables::builtin() {
                    Ok(book) => [self.team_value(book, home)?, self.team_value(book, away)?],
                    Err(_) => [0, 0],
                }
            }
        };
        Ok(value.map(|v| v / 10_000))
    }
}
