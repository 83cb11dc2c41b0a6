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

/// Adds the models of Star Player `star` to team `team_id` (a team of roster `roster`) as
/// players of its roster (001:L467): numbered after its highest shirt, each with his profile,
/// the first carrying the star's price for the team (the Star Player list's, 001:L467) as his
/// value, so the Team Value counts it once. His skills are the star's own, read from the
/// rulebook when a match fields him.
pub(crate) fn add_star_players(
    tx: &Transaction,
    book: &Rulebook,
    team_id: i64,
    roster: &str,
    star: &str,
) -> rusqlite::Result<()> {
    let Ok(found) = book.star(star) else {
        return Ok(()); // an unknown star plays for nobody: import refuses one
    };
    let price = found.hire_for(roster).map_or(found.cost, |h| h.cost);
    for (k, model) in found.players.iter().enumerate() {
        let number: u32 = tx.query_row(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM players WHERE team_id = ?1",
            [team_id],
            |r| r.get(0),
        )?;
        tx.execute(
            "INSERT INTO players (team_id, number, name, position, ma, st, ag, av, value)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                team_id,
                number,
                model.name,
                rules::setup::STAR_POSITION,
                model.ma,
                model.st,
                model.ag,
                model.av,
                if k == 0 { price } else { 0 }
            ],
        )?;
    }
    Ok(())
}

/// Stores a new team's cup roster in `tx`: the staff, the stars, and each star's models as
/// players ([`add_star_players`]); `games` is the cup games it played before it came.
pub(crate) fn store(
    tx: &Transaction,
    book: &Rulebook,
    team_id: i64,
    roster_id: &str,
    roster: &CupRoster,
    games: u8,
) -> Result<(), LedgerError> {
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
    tx.execute(
        "UPDATE teams SET cup_games = ?2 WHERE id = ?1",
        params![team_id, games],
    )?;
    let mut insert = tx.prepare("INSERT INTO team_stars (team_id, star) VALUES (?1, ?2)")?;
    for star in &roster.stars {
        insert.execute(params![team_id, star])?;
        add_star_players(tx, book, team_id, roster_id, star)?;
    }
    Ok(())
}

impl Ledger {
    /// Whether the file has the cup's roster (schema 6): a read-only file from an older Nuffle
    /// has none, and its teams none of it.
    pub(crate) fn knows_cup_roster(&self) -> Result<bool, LedgerError> {
        Ok(self.conn.query_row(
            "SELECT count(*) FROM pragma_table_info('teams') WHERE name = 'master_chef'",
            [],
            |r| r.get::<_, i64>(0),
        )? > 0)
    }

    /// The cup games a team had played before the league imported it (its team file's
    /// `games`); 0 in a file older than schema 7.
    pub fn cup_games_before(&self, team_id: i64) -> Result<u8, LedgerError> {
        let known: i64 = self.conn.query_row(
            "SELECT count(*) FROM pragma_table_info('teams') WHERE name = 'cup_games'",
            [],
            |r| r.get(0),
        )?;
        if known == 0 {
            return Ok(0);
        }
        Ok(self.conn.query_row(
            "SELECT cup_games FROM teams WHERE id = ?1",
            [team_id],
            |r| r.get(0),
        )?)
    }

    /// A team's cup roster: empty for a team not imported under the Bugman's League Cup's rules
    /// (and in a file older than schema 6).
    pub fn cup_roster(&self, team_id: i64) -> Result<CupRoster, LedgerError> {
        if !self.knows_cup_roster()? {
            return Ok(CupRoster::default());
        }
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

/// The most games a cup team plays: the event's five (001:L455).
pub use rules::bugmans_games::CUP_GAMES;

/// [`rules::bugmans_games::cup_team_after_games`]: a cup team with the `games` it has played
/// at the cup, checked as it was bought; the refusal in words.
pub fn cup_team_after_games(
    book: &Rulebook,
    spec: &rules::TeamSpec,
    games: u8,
) -> Result<rules::bugmans::CupCost, String> {
    rules::bugmans_games::cup_team_after_games(book, spec, games).map_err(|e| e.to_string())
}
