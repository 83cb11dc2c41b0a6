//! Blitz Bowl's results and table as export rows (`nuffle export csv blitz-results`,
//! `blitz-standings`, and the JSON export's `blitz_results`, `blitz_standings`): flat rows of
//! plain values a spreadsheet reads, the victory kind and the side that conceded by the words
//! `blitz_results` stores them under.

use serde::Serialize;

use crate::{BlitzResult, BlitzStanding, Ledger, LedgerError, conceded_id, victory_id};

/// One recorded Blitz Bowl match.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct BlitzResultRow {
    /// The match.
    pub match_id: i64,
    /// The home team's name.
    pub home: String,
    /// The away team's name.
    pub away: String,
    /// The home team's points.
    pub home_points: u16,
    /// The away team's points.
    pub away_points: u16,
    /// `sudden-death`, `points` or `conceded` (002:L688-L698, 004:L2996); empty for a draw or a
    /// result recorded before Nuffle kept the kind.
    pub victory: String,
    /// `home` or `away` when a side conceded, else empty.
    pub conceded: String,
    /// The winning team's name; empty for a draw.
    pub winner: String,
}

impl From<&BlitzResult> for BlitzResultRow {
    fn from(r: &BlitzResult) -> BlitzResultRow {
        BlitzResultRow {
            match_id: r.match_id,
            home: r.home.clone(),
            away: r.away.clone(),
            home_points: r.home_points,
            away_points: r.away_points,
            victory: r.victory.map(victory_id).unwrap_or_default().into(),
            conceded: r.victory.and_then(conceded_id).unwrap_or_default().into(),
            winner: r
                .winner()
                .map(|s| r.team(s).to_string())
                .unwrap_or_default(),
        }
    }
}

/// One team's line of the Blitz Bowl table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct BlitzStandingRow {
    /// The team's name.
    pub team: String,
    /// Matches recorded.
    pub played: u32,
    /// Won, all kinds.
    pub won: u32,
    /// Won by a Sudden Death Victory (002:L692).
    pub sudden_death: u32,
    /// Won by a Points Victory (002:L698).
    pub points_victories: u32,
    /// Won because the opponent conceded (004:L2996-L2998).
    pub by_concession: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// Points scored.
    pub points_for: u32,
    /// Points the opponents scored.
    pub points_against: u32,
    /// Points scored less points conceded.
    pub difference: i64,
}

impl From<&BlitzStanding> for BlitzStandingRow {
    fn from(s: &BlitzStanding) -> BlitzStandingRow {
        BlitzStandingRow {
            team: s.team.clone(),
            played: s.played,
            won: s.won,
            sudden_death: s.sudden_death,
            points_victories: s.points_victories,
            by_concession: s.by_concession,
            drawn: s.drawn,
            lost: s.lost,
            points_for: s.points_for,
            points_against: s.points_against,
            difference: s.difference(),
        }
    }
}

impl Ledger {
    /// The recorded Blitz Bowl results as export rows, newest first (as the League view).
    pub fn blitz_result_rows(&self) -> Result<Vec<BlitzResultRow>, LedgerError> {
        Ok(self
            .blitz_results()?
            .iter()
            .map(BlitzResultRow::from)
            .collect())
    }

    /// The Blitz Bowl table as export rows, in its order.
    pub fn blitz_standing_rows(&self) -> Result<Vec<BlitzStandingRow>, LedgerError> {
        Ok(self
            .blitz_table()?
            .iter()
            .map(BlitzStandingRow::from)
            .collect())
    }
}
