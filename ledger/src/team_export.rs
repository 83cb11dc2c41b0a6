//! A league team as a team file (JSON) and as a line of the teams export: what `nuffle league
//! export-team` writes, so the team can be imported into another league, and what `nuffle
//! export csv teams` / `nuffle export json` list. A Bugman's League Cup team keeps its Star
//! Players, its staff and the games it has played, so a re-import checks it as it was bought
//! (001:L453-L531) with its improvements (001:L1084-L1102).

use serde::Serialize;
use tables::Rulebook;

use crate::teams::{PlayerFile, TeamFile};
use crate::{Ledger, LedgerError, match_book};

/// A team as the teams export lists it: its roster sheet's totals.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct TeamRow {
    /// Team id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Coach.
    pub coach: String,
    /// Roster id.
    pub roster: String,
    /// Team re-rolls.
    pub rerolls: u8,
    /// Fan Factor.
    pub fan_factor: u8,
    /// Treasury.
    pub treasury: u32,
    /// Apothecary.
    pub apothecary: bool,
    /// Assistant Coaches.
    pub assistant_coaches: u8,
    /// Cheerleaders.
    pub cheerleaders: u8,
    /// A cup team's Hunchbacked Henchman (001:L499-L501).
    pub hunchbacked_henchman: bool,
    /// A cup team's Halfling Master Chef (001:L503-L505).
    pub master_chef: bool,
    /// A cup team's Goblin Bribery Agent (001:L507-L511).
    pub bribery_agent: bool,
    /// A cup team's Star Players (001:L467), by id, separated by `;`.
    pub stars: String,
    /// Team Value ([`Ledger::team_value`], 004:L2348-L2359).
    pub team_value: u32,
}

impl Ledger {
    /// Every team as the teams export lists it, by name.
    pub fn team_rows(&self, book: &Rulebook) -> Result<Vec<TeamRow>, LedgerError> {
        let mut rows = Vec::new();
        for team in self.teams()? {
            let cup = self.cup_roster(team.id)?;
            rows.push(TeamRow {
                id: team.id,
                team_value: self.team_value(book, team.id)?,
                name: team.name,
                coach: team.coach,
                roster: team.roster,
                rerolls: team.rerolls,
                fan_factor: team.fan_factor,
                treasury: team.treasury,
                apothecary: team.apothecary,
                assistant_coaches: team.assistant_coaches,
                cheerleaders: team.cheerleaders,
                hunchbacked_henchman: cup.hunchbacked_henchman,
                master_chef: cup.master_chef,
                bribery_agent: cup.bribery_agent,
                stars: cup.stars.join(";"),
            });
        }
        Ok(rows)
    }

    /// The team as a team file, for `nuffle league import` into another league: its active
    /// players of the team list with their skills and SPP, its staff, and a cup team's Star
    /// Players, staff and the cup games it has played (before this league and in it).
    /// Each player's characteristics, Niggling Injuries, next match missed and value are in
    /// it as they are now, so a re-import loses none, and so is a step 5 (Expensive Mistakes)
    /// still due, which the other league's first match rolls. Journeymen are not in it: free for one match
    /// (004:L2978-L2985), they are not the team's players, and the league the file goes to
    /// adds its own.
    pub fn team_file(&self, team_id: i64) -> Result<TeamFile, LedgerError> {
        let team = self.team(team_id)?;
        let cup = self.cup_roster(team_id)?;
        let players = self
            .players(team_id)?
            .into_iter()
            .filter(|p| p.status == "active" && !p.is_star() && !p.journeyman)
            .map(|p| PlayerFile {
                number: p.number,
                position: p.position,
                name: Some(p.name),
                skills: p.skills,
                spp: p.spp,
                ma: Some(p.ma),
                st: Some(p.st),
                ag: Some(p.ag),
                av: Some(p.av),
                niggling: p.niggling,
                miss_next: p.miss_next,
                value: Some(p.value),
            })
            .collect();
        Ok(TeamFile {
            name: team.name,
            coach: team.coach,
            naf_number: team.naf_number,
            roster: team.roster,
            rerolls: team.rerolls,
            fan_factor: team.fan_factor,
            treasury: team.treasury,
            apothecary: team.apothecary,
            assistant_coaches: team.assistant_coaches,
            cheerleaders: team.cheerleaders,
            players,
            stars: cup.stars,
            hunchbacked_henchman: cup.hunchbacked_henchman,
            master_chef: cup.master_chef,
            bribery_agent: cup.bribery_agent,
            games: self.cup_games(team_id)?,
            expensive_mistakes_due: self.mistakes_due(team_id)?,
        })
    }

    /// The Bugman's League Cup games team `team_id` has played: those it came with (its team
    /// file's `games`, [`Ledger::cup_games_before`]) and its recorded matches under the cup's
    /// rules.
    pub fn cup_games(&self, team_id: i64) -> Result<u8, LedgerError> {
        Ok(self
            .cup_games_before(team_id)?
            .saturating_add(self.cup_games_recorded(team_id)?))
    }

    /// Checks team `team_id` as the Bugman's League Cup builds a team (001:L453-L531), as it is
    /// now: its active players with the skills they have, after the cup games it has played,
    /// each one improvement and the winner's Fan Factor (001:L1084-L1102,
    /// [`crate::cup_team_after_games`]). The check `league import` makes of the file
    /// [`Ledger::team_file`] writes; refused ([`LedgerError::CupRefused`]) with the reason and
    /// the line.
    pub fn cup_check(
        &self,
        book: &Rulebook,
        team_id: i64,
    ) -> Result<rules::bugmans::CupCost, LedgerError> {
        let file = self.team_file(team_id)?;
        let cup = self.cup_roster(team_id)?;
        crate::cup_roster::cup_team_after_games(
            book,
            &crate::teams::cup_spec(&file, &file.roster, &cup),
            file.games,
        )
        .map_err(LedgerError::CupRefused)
    }

    /// How many recorded matches of the team were played under the Bugman's League Cup's
    /// rules (the house rules stored with each match).
    fn cup_games_recorded(&self, team_id: i64) -> Result<u8, LedgerError> {
        let played: Vec<(i64, Option<String>)> = self
            .conn
            .prepare_cached(
                "SELECT m.id, m.book FROM matches m JOIN results r ON r.match_id = m.id
                 WHERE m.home_team_id = ?1 OR m.away_team_id = ?1",
            )?
            .query_map([team_id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let mut games = 0u8;
        for (id, rules) in played {
            if match_book(id, rules.as_deref())?.is_on(rules::bugmans::BUGMANS_OPTION) {
                games = games.saturating_add(1);
            }
        }
        Ok(games)
    }
}
