//! A Bugman's League Cup team's roster beyond the league's (seed 001): the Star Players it
//! bought as roster players for the event (001:L467), and the event's staff beside the
//! Apothecary: the Hunchbacked Henchman (001:L499-L501), the Halfling Master Chef
//! (001:L503-L505) and the Goblin Bribery Agent (001:L507-L511). A team file names them; they
//! are taken only under the cup's rules (`bugmans-league-cup = "on"`), checked as
//! `rules::bugmans::cup_team` checks a new cup team, and a match of the team plays them.

use rusqlite::{Transaction, params};
use tables::Rulebook;

use crate::teams::TeamFile;
use crate::{Ledger, LedgerError};

/// What a cup team keeps beyond a league team's roster.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct CupRoster {
    /// The Star Players on its roster, by star id, in the file's order.
    pub stars: Vec<String>,
    /// A Hunchbacked Henchman (the match's `igor`, 001:L499-L501).
    pub hunchbacked_henchman: bool,
    /// A Halfling Master Chef (001:L503-L505).
    pub master_chef: bool,
    /// A Goblin Bribery Agent (001:L507-L511).
    pub bribery_agent: bool,
}

impl CupRoster {
    /// Whether the team has none of it: a league team like any other.
    pub fn is_empty(&self) -> bool {
        *self == CupRoster::default()
    }

    /// What it holds, in words, for a refusal.
    pub fn words(&self, book: &Rulebook) -> String {
        let mut parts: Vec<String> = self
            .stars
            .iter()
            .map(|s| {
                let name = book.star(s).map_or_else(|_| s.clone(), |s| s.name.clone());
                format!("{name} as a Star Player on its roster")
            })
            .collect();
        for (has, who) in [
            (self.hunchbacked_henchman, "a Hunchbacked Henchman"),
            (self.master_chef, "a Halfling Master Chef"),
            (self.bribery_agent, "a Goblin Bribery Agent"),
        ] {
            if has {
                parts.push(who.to_string());
            }
        }
        parts.join(", ")
    }
}

/// The cup roster a team file names, checked: each star known to the rulebook (kept by id)
/// and named once; outside the cup's rules none at all, as a league team has none.
pub(crate) fn checked(
    book: &Rulebook,
    file_name: &str,
    team: &TeamFile,
) -> Result<CupRoster, LedgerError> {
    let err = |problem: String| LedgerError::Import {
        file: file_name.to_string(),
        problem,
    };
    let mut roster = CupRoster {
        stars: Vec::new(),
        hunchbacked_henchman: team.hunchbacked_henchman,
        master_chef: team.master_chef,
        bribery_agent: team.bribery_agent,
    };
    for name in &team.stars {
        let star = book.star(name).map_err(|e| err(e.to_string()))?;
        if roster.stars.contains(&star.id) {
            return Err(err(format!(
                "{} is named twice among the Star Players; a star is one player",
                star.name
            )));
        }
        roster.stars.push(star.id.clone());
    }
    if !roster.is_empty() && !book.is_on(rules::bugmans::BUGMANS_OPTION) {
        return Err(err(format!(
            "it has {}: only a Bugman's League Cup team keeps Star Players on its roster \
             (001:L467) and that staff (001:L499-L511); a league team hires a Star Player, an \
             Igor, a Halfling Master Chef or Bribes as inducements for one match (004:L2730-\
             L2778). To import a cup team, import it under the cup's rules \
             (bugmans-league-cup = \"on\": `nuffle --rules FILE league import`, or tick \
             \"Bugman's League Cup rules\" in the window before importing)",
            roster.words(book)
        )));
    }
    Ok(roster)
}

/// Stores a new team's cup roster in `tx`.
pub(crate) fn store(tx: &Transaction, team_id: i64, roster: &CupRoster) -> Result<(), LedgerError> {
    tx.execute(
        "UPDATE teams SET hunchbacked_henchman = ?2, master_chef = ?3, bribery_agent = ?4
         WHERE id = ?1",
        params![
            team_id,
            roster.hunchbacked_henchman,
            roster.master_chef,
            roster.bribery_agent
        ],
    )?;
    let mut insert = tx.prepare("INSERT INTO team_stars (team_id, star) VALUES (?1, ?2)")?;
    for star in &roster.stars {
        insert.execute(params![team_id, star])?;
    }
    Ok(())
}

impl Ledger {
    /// A team's cup roster: empty for a team not imported under the Bugman's League Cup's rules.
    pub fn cup_roster(&self, team_id: i64) -> Result<CupRoster, LedgerError> {
        let (hunchbacked_henchman, master_chef, bribery_agent) = self.conn.query_row(
            "SELECT hunchbacked_henchman, master_chef, bribery_agent FROM teams WHERE id = ?1",
            [team_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        let stars = self
            .conn
            .prepare_cached("SELECT star FROM team_stars WHERE team_id = ?1 ORDER BY rowid")?
            .query_map([team_id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(CupRoster {
            stars,
            hunchbacked_henchman,
            master_chef,
            bribery_agent,
        })
    }
}
