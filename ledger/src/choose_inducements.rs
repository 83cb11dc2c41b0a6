//! A league match's inducements chosen after the Referee roll (004:L2676-L2682): the stored
//! setup becomes the one with the purchases, and the input that lets the match go on is
//! appended, in one transaction, so the database never holds one without the other. The window's
//! Inducements panel and `nuffle match record`'s `choose_inducements` line both buy through
//! here.

use rules::{Event, InducementSpec, LeagueSpec, MatchSetup, SetupSpec, StarSpec, TeamSpec};
use serde::Deserialize;
use tables::Rulebook;

use crate::log::{Row, append_checked, insert_rulings};
use crate::{Ledger, LedgerError, OpenMatch};

/// What one team buys when a league match's inducements are chosen, named as a setup names
/// them (docs/match-script.md): its inducements (the Treasury is the league's: it is put in
/// whole, and only what the inducement gold does not cover is taken from it), the Star Players
/// it hires, and Wandering Apothecaries or an Igor.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InducementsBought {
    /// The inducements by key (`"bribes": 1`), Mercenaries and Special Plays.
    #[serde(default)]
    pub inducements: InducementSpec,
    /// Star Players hired for the match.
    #[serde(default)]
    pub stars: Vec<StarSpec>,
    /// Wandering Apothecaries (0-2).
    #[serde(default)]
    pub wandering_apothecaries: u8,
    /// An Igor.
    #[serde(default)]
    pub igor: bool,
}

impl InducementsBought {
    /// `team`, a league team as [`Ledger::league_team_spec`] names it, with these bought.
    /// Refused if they name a Treasury: the league's is put in already.
    pub fn put_into(self, team: &mut TeamSpec) -> Result<(), LedgerError> {
        if self.inducements.treasury != 0 {
            return Err(LedgerError::Inducements(
                "a purchase names no \"treasury\": the team's Treasury in the league is put in \
                 whole, and only what the inducement gold does not cover is taken from it \
                 (004:L2749-L2754)"
                    .into(),
            ));
        }
        let TeamSpec::Roster {
            stars,
            wandering_apothecaries,
            igor,
            inducements,
            ..
        } = team
        else {
            return Err(LedgerError::Inducements(
                "a quick-start team buys no inducements; a league team does".into(),
            ));
        };
        let treasury = inducements.treasury;
        *inducements = InducementSpec {
            treasury,
            ..self.inducements
        };
        stars.extend(self.stars);
        *wandering_apothecaries = self.wandering_apothecaries;
        *igor = self.igor;
        Ok(())
    }
}

impl Ledger {
    /// League team `id` as a setup names it, with the gold in its Treasury put in for
    /// inducements (004:L2749-L2754) and nothing bought.
    pub fn league_team_spec(&self, book: &Rulebook, id: i64) -> Result<TeamSpec, LedgerError> {
        let mut spec = self.team_spec(book, id)?;
        let treasury = self.team(id)?.treasury;
        if let TeamSpec::Roster { inducements, .. } = &mut spec {
            inducements.treasury = treasury;
        }
        Ok(spec)
    }

    /// League match `match_id`'s two teams with nothing bought, as the choosing of its
    /// inducements starts from.
    pub fn league_match_spec(
        &self,
        book: &Rulebook,
        match_id: i64,
    ) -> Result<SetupSpec, LedgerError> {
        let (home, away) = self.match_teams(match_id)?;
        Ok(SetupSpec {
            home: self.league_team_spec(book, home)?,
            away: self.league_team_spec(book, away)?,
            kicking: None,
            weather: None,
            fame: None,
            league: Some(LeagueSpec::default()),
        })
    }
}

impl OpenMatch {
    /// Buys `spec` for this match, which waits at the choosing of its inducements: the two
    /// league teams with what each bought ([`Ledger::league_match_spec`], then
    /// [`InducementsBought::put_into`]), priced as this match's rolls say
    /// ([`rules::Match::inducement_spec`]), built, each player's characteristics as the league
    /// has them, then [`OpenMatch::choose_inducements`]. Refused, with nothing written, with
    /// the reason (more than the gold, a limit, a team the list is not for).
    pub fn buy_inducements(
        &mut self,
        ledger: &mut Ledger,
        spec: &SetupSpec,
        entered_by: &str,
    ) -> Result<Vec<Event>, LedgerError> {
        let book = self.game.book().clone();
        let priced = self.game.inducement_spec(spec.clone());
        let mut built = priced
            .build(&book)
            .map_err(|e| LedgerError::Inducements(e.to_string()))?;
        let (home, away) = ledger.match_teams(self.id)?;
        ledger.fit_characteristics(home, &mut built.home)?;
        ledger.fit_characteristics(away, &mut built.away)?;
        let setup = self.game.chosen_setup(built);
        self.choose_inducements(ledger, setup, entered_by)
    }

    /// Puts the inducements the coaches chose into the match ([`rules::Match::choose_inducements`]):
    /// `setup` is the match's setup with what they bought, marked chosen. In one transaction
    /// the stored setup is replaced, the audit trail says what each team spent, and
    /// [`rules::Decision::InducementsChosen`] is appended with its rulings; only then does it
    /// count here. Refused, with nothing written, if the match is not waiting for them, if
    /// `setup` changes more than the purchases, or if the database cannot take it.
    pub fn choose_inducements(
        &mut self,
        ledger: &mut Ledger,
        setup: MatchSetup,
        entered_by: &str,
    ) -> Result<Vec<Event>, LedgerError> {
        if let Some(problem) = self.write_problem() {
            return Err(problem);
        }
        let Some(lease) = self.lease.clone() else {
            return Err(LedgerError::ReadOnlyView(self.id));
        };
        let json = serde_json::to_string(&setup)
            .map_err(|e| LedgerError::Inducements(format!("encoding the setup: {e}")))?;
        let spent = setup.league.as_ref().map_or([0, 0], |l| l.spent);
        let what = format!(
            "inducements chosen after the Referee roll (004:L2676-L2682): {} spent {}, {} spent {}",
            setup.home.name,
            crate::gold(spent[0]),
            setup.away.name,
            crate::gold(spent[1])
        );
        let mut next = self.game.clone();
        next.choose_inducements(setup)
            .map_err(|e| LedgerError::Inducements(e.to_string()))?;
        let input = rules::Match::inducements_chosen_input();
        let events = next
            .apply(input.clone())
            .map_err(|e| LedgerError::Inducements(e.to_string()))?;
        let tx = ledger
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let row = Row {
            input: &input,
            entered_by,
            corrects: None,
            sets_aside: false,
            reason: None,
        };
        let seq = append_checked(&tx, &lease, self.last_seq, &row)?;
        insert_rulings(&tx, self.id, seq, &events)?;
        tx.execute(
            "UPDATE matches SET setup = ?1 WHERE id = ?2",
            rusqlite::params![json, self.id],
        )?;
        tx.execute(
            "INSERT INTO audit (match_id, at, who, what, reason)
             VALUES (?1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?2, ?3, ?4)",
            rusqlite::params![self.id, entered_by, what, "the league's pre-match sequence"],
        )?;
        tx.commit()?;
        self.game = next;
        self.last_seq = seq;
        Ok(events)
    }
}
