//! A new match between two league teams of the database, as the window and `nuffle match
//! record --league HOME_ID AWAY_ID` start it: the teams as the league has them now (free
//! Journeymen first, 004:L2978-L2985), and with League play on a league pre-match whose
//! inducements are chosen after the Referee roll (004:L2676-L2682).

use rules::{InducementsChosen, LeagueSpec, MatchSetup, SetupSpec};
use rusqlite::OptionalExtension;
use tables::Rulebook;

use crate::{Ledger, LedgerError, MatchStart, NewMatch};

impl Ledger {
    /// The start of a match between league teams `home` and `away` under `book` (the
    /// built-in rulebook with `house_rules` laid over it), listed under `ruleset`. Under the
    /// Bugman's League Cup's rules each team is checked as the cup builds it (001:L453-L531)
    /// and the match has no inducements (001:L1106); otherwise, with League play on
    /// (`league = "on"`), the match plays the league pre-match and waits for the inducements
    /// after its Referee roll. Free Journeymen are hired for a team that can field 10 or
    /// fewer (they are on its roster from then on). A Friendly (004:L11615-L11644) has no MVP,
    /// no league points and D3 winnings. Refused, with why, for one team twice, a team not in
    /// the database, or a team its rules refuse.
    pub fn league_match_start(
        &self,
        book: &Rulebook,
        house_rules: Option<String>,
        ruleset: String,
        (home, away): (i64, i64),
        friendly: bool,
    ) -> Result<MatchStart, LedgerError> {
        if home == away {
            return Err(LedgerError::LeagueStart(format!(
                "team {home} cannot play itself: pick two different league teams"
            )));
        }
        let cup = book.is_on(rules::bugmans::BUGMANS_OPTION);
        for id in [home, away] {
            let team = self.team(id)?;
            // A match set up from the roster before the last one's result is in would field
            // players that result has killed or injured, priced on the Team Value before it.
            if let Some(open) = self.unrecorded_match(id)? {
                return Err(LedgerError::LeagueStart(
                    crate::hire_fire::unrecorded_words(&team.name, open),
                ));
            }
            if cup {
                self.cup_check(book, id)?;
                // The event is five games (001:L455): a team that has played them plays no
                // sixth, whose record its own file could then not hold.
                let games = self.cup_games(id)?;
                if games >= crate::CUP_GAMES {
                    return Err(LedgerError::LeagueStart(format!(
                        "{} has played its {games} Bugman's League Cup games; a cup team \
                         plays {} (001:L455)",
                        team.name,
                        crate::CUP_GAMES
                    )));
                }
            }
        }
        let setup = if book.is_on("league") && !cup {
            let team = |id: i64| -> Result<rules::TeamSpec, LedgerError> {
                self.prepare_journeymen(book, id)?;
                self.league_team_spec(book, id)
            };
            let spec = SetupSpec {
                home: team(home)?,
                away: team(away)?,
                kicking: None,
                weather: None,
                fame: None,
                league: Some(LeagueSpec::default()),
            };
            let mut setup = spec
                .build(book)
                .map_err(|e| LedgerError::LeagueStart(e.to_string()))?;
            if let Some(league) = setup.league.as_mut() {
                league.inducements_chosen = InducementsChosen::AfterReferee;
                // Step 5 of each team's last post-match sequence, after its Hire and Fire:
                // the Treasury it brings rolls for Expensive Mistakes first (004:L2976-L2977).
                for (i, id) in [home, away].into_iter().enumerate() {
                    if self.mistakes_due(id)? {
                        league.expensive_mistakes[i] = Some(self.team(id)?.treasury);
                    }
                }
            }
            self.fit_characteristics(home, &mut setup.home)?;
            self.fit_characteristics(away, &mut setup.away)?;
            setup
        } else {
            let team = |id: i64| -> Result<rules::TeamSetup, LedgerError> {
                self.prepare_journeymen(book, id)?;
                self.team_setup(book, id)
            };
            MatchSetup {
                home: team(home)?,
                away: team(away)?,
                kicking: None,
                weather: None,
                fame: None,
                league: None,
            }
        };
        Ok(MatchStart {
            label: NewMatch {
                home_team: setup.home.roster.clone(),
                away_team: setup.away.roster.clone(),
                ruleset,
            },
            setup,
            house_rules,
            teams: Some((home, away)),
            season_id: None,
            friendly,
        })
    }
}

impl Ledger {
    /// Whether team `team_id` still has step 5, Prepare for Next Match, of its last league
    /// post-match sequence to roll (`teams.mistakes_due`): it comes after Hire and Fire, so it
    /// is rolled as the team's next league match starts (004:L2692-L2693, L2976-L2977). A file
    /// older than the column has none due.
    pub fn mistakes_due(&self, team_id: i64) -> Result<bool, LedgerError> {
        // A file older than the column (schema 12) has none due.
        if self.schema_version()? < 12 {
            return Ok(false);
        }
        let due: Option<bool> = self
            .conn
            .prepare_cached("SELECT mistakes_due FROM teams WHERE id = ?1")?
            .query_row([team_id], |r| r.get(0))
            .optional()?;
        due.ok_or(LedgerError::NoTeam(team_id))
    }
}
