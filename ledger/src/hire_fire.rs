//! Post-match step 4's roster update, Hire and Fire (004:L2915-L2926): a team hires players of
//! its team list and fires them, buys team re-rolls at double the list's price and removes
//! them, and buys or lets go its Assistant Coaches, Cheerleaders and Apothecary, paying from
//! its Treasury (004:L2338-L2344). Each call is one transaction: every change it asks for is
//! made, or none is.

use rusqlite::{OptionalExtension, Transaction, TransactionBehavior, params};
use tables::{Roster, Rulebook};

use crate::{Ledger, LedgerError, Team};

pub use tables::ROSTER_STAFF;

/// What a team keeps on its roster beside its players: bought and let go in Hire and Fire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Purchase {
    /// A team re-roll: double the team list's price in Hire and Fire, its list price in the
    /// Team Value (004:L2921-L2924).
    ReRoll,
    /// An Assistant Coach (004:L1069-L1081).
    AssistantCoach,
    /// A Cheerleader (004:L1083-L1092).
    Cheerleader,
    /// The Apothecary, one at most, not for every team list (004:L1108-L1129).
    Apothecary,
}

impl Purchase {
    /// Every kind, in the roster sheet's order.
    pub const ALL: [Purchase; 4] = [
        Purchase::ReRoll,
        Purchase::AssistantCoach,
        Purchase::Cheerleader,
        Purchase::Apothecary,
    ];

    /// The word a command takes (`re-roll`, `assistant-coach`, `cheerleader`, `apothecary`);
    /// the staff's are their ids in the rulebook's [`ROSTER_STAFF`] list.
    pub fn id(self) -> &'static str {
        match self {
            Purchase::ReRoll => "re-roll",
            Purchase::AssistantCoach => "assistant-coach",
            Purchase::Cheerleader => "cheerleader",
            Purchase::Apothecary => "apothecary",
        }
    }

    /// The kind a word names, in any case, with or without hyphens or spaces, singular or
    /// plural (`"Assistant Coaches"`, `"reroll"`, `"team re-roll"`).
    pub fn from_word(word: &str) -> Option<Purchase> {
        let folded: String = word
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        let folded = folded.strip_prefix("team").unwrap_or(&folded);
        Purchase::ALL.into_iter().find(|p| {
            let id: String = p.id().chars().filter(|c| c.is_alphanumeric()).collect();
            folded == id || folded == format!("{id}s") || folded == format!("{id}es")
        })
    }

    /// Its name in a sentence.
    pub fn name(self) -> &'static str {
        match self {
            Purchase::ReRoll => "team re-roll",
            Purchase::AssistantCoach => "Assistant Coach",
            Purchase::Cheerleader => "Cheerleader",
            Purchase::Apothecary => "Apothecary",
        }
    }
}

/// The price of one of the staff a team keeps on its roster (`assistant-coach`,
/// `cheerleader`, `apothecary`): [`Rulebook::staff_price`]. `None` when the rulebook has no
/// price.
pub fn staff_price(book: &Rulebook, id: &str) -> Option<u32> {
    book.staff_price(id)
}

/// One change to a team's roster in Hire and Fire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RosterChange {
    /// Hire a player of a position of the team's list at its cost: named `name` (the
    /// position's name when `None`), wearing `number` (the lowest shirt no player on the
    /// roster wears when `None`).
    Hire {
        position: String,
        name: Option<String>,
        number: Option<u8>,
    },
    /// Fire the player wearing this shirt: off the roster, no refund; his record and stats
    /// are kept.
    Fire { number: u8 },
    /// Buy one.
    Buy(Purchase),
    /// Let one go (a re-roll removed, a staff member fired): no refund.
    LetGo(Purchase),
}

/// What Hire and Fire did to a team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HireFireReport {
    /// The team as it is now.
    pub team: Team,
    /// Each change made, in words, in the order asked.
    pub done: Vec<String>,
    /// The gold the changes took from the Treasury.
    pub paid: u32,
    /// The Team Value now ([`Ledger::team_value`]).
    pub team_value: u32,
}

/// Gold as the rulebook writes it: `130,000`.
pub fn gold(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A name with its article: "a Blitzer", "an Ogre".
fn a(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUaeiou".contains(c));
    format!("{} {name}", if vowel { "an" } else { "a" })
}

fn refused(problem: impl Into<String>) -> LedgerError {
    LedgerError::HireFire(problem.into())
}

/// The team's roster sheet while the changes are checked and made.
struct Sheet<'a> {
    team: Team,
    roster: &'a Roster,
    /// The active players, Journeymen aside: (shirt, position).
    players: Vec<(u8, String)>,
    /// The shirts of the free Journeymen taken for the next match: worn, but not on the
    /// roster's count (004:L2984-L2985).
    journeymen: Vec<u8>,
    max_players: u8,
    paid: u32,
}

impl Sheet<'_> {
    /// Takes `price` from the Treasury for `what`, refusing when it cannot pay.
    fn pay(&mut self, price: u32, what: &str) -> Result<(), LedgerError> {
        if price > self.team.treasury {
            return Err(refused(format!(
                "{what} costs {} and {}'s Treasury holds {} (004:L2338-L2344): win some gold in \
                 a match first, or let something go",
                gold(price),
                self.team.name,
                gold(self.team.treasury)
            )));
        }
        self.team.treasury -= price;
        self.paid += price;
        Ok(())
    }

    fn hire(
        &mut self,
        tx: &Transaction,
        position: &str,
        name: Option<&str>,
        number: Option<u8>,
    ) -> Result<String, LedgerError> {
        let roster = self.roster;
        let Some(position) = roster.position(position) else {
            let known: Vec<&str> = roster.positions.iter().map(|p| p.name.as_str()).collect();
            return Err(refused(format!(
                "{} has no position \"{}\"; it has {}",
                roster.name,
                position.trim(),
                known.join(", ")
            )));
        };
        if self.players.len() >= usize::from(self.max_players) {
            return Err(refused(format!(
                "{} has {} players, the most a team may have (004:L1055-L1056): fire one first",
                self.team.name,
                self.players.len()
            )));
        }
        let of_position = self
            .players
            .iter()
            .filter(|(_, p)| p.eq_ignore_ascii_case(&position.name))
            .count();
        if of_position >= usize::from(position.max) {
            return Err(refused(format!(
                "{} may have at most {} {} ({}) and {} has {of_position}: fire one first",
                roster.name, position.max, position.name, position.source, self.team.name
            )));
        }
        let number = match number {
            Some(n) if n == 0 || n > 99 => {
                return Err(refused(format!("shirt numbers run from 1 to 99, not {n}")));
            }
            Some(n) if self.worn(n) => {
                return Err(refused(format!(
                    "a player of {} wears #{n} already: choose another number, or leave it \
                     out for the lowest free one",
                    self.team.name
                )));
            }
            Some(n) => n,
            None => (1..=99)
                .find(|&n| !self.worn(n))
                .ok_or_else(|| refused("every shirt from 1 to 99 is worn"))?,
        };
        let name = name
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or(&position.name)
            .to_string();
        self.pay(position.cost, &a(&position.name))?;
        crate::teams::insert_rookie(
            tx,
            self.team.id,
            i64::from(number),
            &name,
            position,
            &[],
            false,
        )?;
        self.players.push((number, position.name.clone()));
        Ok(format!(
            "hired #{number} {name}, {}, for {}",
            a(&position.name),
            gold(position.cost)
        ))
    }

    /// Whether a player of the team, a Journeyman too, wears shirt `n`.
    fn worn(&self, n: u8) -> bool {
        self.players.iter().any(|(s, _)| *s == n) || self.journeymen.contains(&n)
    }

    fn fire(&mut self, tx: &Transaction, number: u8) -> Result<String, LedgerError> {
        if self.journeymen.contains(&number) {
            return Err(refused(format!(
                "#{number} of {} is a Journeyman taken for the next match, not on the roster:                  he leaves after the match he plays, or `nuffle league hire-journeyman` hires                  him then (004:L2928-L2933)",
                self.team.name
            )));
        }
        let Some(at) = self.players.iter().position(|(s, _)| *s == number) else {
            let mut worn: Vec<u8> = self.players.iter().map(|(s, _)| *s).collect();
            worn.sort_unstable();
            let worn: Vec<String> = worn.iter().map(|s| format!("#{s}")).collect();
            return Err(refused(format!(
                "{} has no player #{number} on its roster; its players wear {}",
                self.team.name,
                worn.join(" ")
            )));
        };
        let (_, position) = self.players.remove(at);
        let name: String = tx.query_row(
            "UPDATE players SET status = 'fired'
             WHERE team_id = ?1 AND number = ?2 AND status = 'active' RETURNING name",
            params![self.team.id, number],
            |r| r.get(0),
        )?;
        Ok(format!(
            "fired #{number} {name}, {} (no refund)",
            a(&position)
        ))
    }

    /// How many the team has (the Apothecary one or none).
    fn have(&self, what: Purchase) -> u8 {
        match what {
            Purchase::ReRoll => self.team.rerolls,
            Purchase::AssistantCoach => self.team.assistant_coaches,
            Purchase::Cheerleader => self.team.cheerleaders,
            Purchase::Apothecary => u8::from(self.team.apothecary),
        }
    }

    fn set(&mut self, what: Purchase, n: u8) {
        match what {
            Purchase::ReRoll => self.team.rerolls = n,
            Purchase::AssistantCoach => self.team.assistant_coaches = n,
            Purchase::Cheerleader => self.team.cheerleaders = n,
            Purchase::Apothecary => self.team.apothecary = n > 0,
        }
    }

    /// The most a team may have, with the rule's seed line: the team list's re-rolls, the
    /// [`ROSTER_STAFF`] list's limit (none printed for Assistant Coaches and Cheerleaders:
    /// what the roster sheet can count).
    fn most(&self, book: &Rulebook, what: Purchase) -> (u8, String) {
        if what == Purchase::ReRoll {
            return (self.roster.reroll_max, self.roster.reroll_source.clone());
        }
        let entry = book
            .list(ROSTER_STAFF)
            .ok()
            .and_then(|l| l.entries.iter().find(|e| e.id == what.id()));
        (
            entry.and_then(|e| e.max()).unwrap_or(u8::MAX),
            entry.map_or_else(String::new, |e| e.source.clone()),
        )
    }

    fn buy(&mut self, book: &Rulebook, what: Purchase) -> Result<String, LedgerError> {
        if what == Purchase::Apothecary && !self.roster.apothecary {
            return Err(refused(format!(
                "{} may not have an Apothecary ({}; a Necromantic or Undead team has its \
                 Necromancer, and any of them may induce an Igor for a match)",
                self.roster.name, self.roster.apothecary_source
            )));
        }
        let have = self.have(what);
        let (most, source) = self.most(book, what);
        if have >= most {
            return Err(refused(format!(
                "{} has {have} {}{}, the most it may have ({source})",
                self.team.name,
                what.name(),
                if have == 1 { "" } else { "s" }
            )));
        }
        let price = self.price(book, what)?;
        let what_words = if what == Purchase::ReRoll {
            format!(
                "a team re-roll, at double the team list's {} in Hire and Fire (004:L2921-L2924),",
                gold(self.roster.reroll_cost)
            )
        } else {
            a(what.name())
        };
        self.pay(price, &what_words)?;
        self.set(what, have + 1);
        let doubled = if what == Purchase::ReRoll {
            " (double the team list's price in Hire and Fire, 004:L2921-L2924)"
        } else {
            ""
        };
        Ok(format!(
            "bought {} for {}{doubled}",
            a(what.name()),
            gold(price)
        ))
    }

    fn let_go(&mut self, what: Purchase) -> Result<String, LedgerError> {
        let have = self.have(what);
        if have == 0 {
            return Err(refused(format!(
                "{} has no {} to let go",
                self.team.name,
                what.name()
            )));
        }
        self.set(what, have - 1);
        Ok(format!("let {} go (no refund)", a(what.name())))
    }

    /// What one costs in Hire and Fire: a re-roll double the team list's price
    /// (004:L2921-L2924), the staff their price in the rulebook's [`ROSTER_STAFF`] list.
    fn price(&self, book: &Rulebook, what: Purchase) -> Result<u32, LedgerError> {
        if what == Purchase::ReRoll {
            return Ok(self.roster.reroll_cost.saturating_mul(2));
        }
        staff_price(book, what.id()).ok_or_else(|| {
            refused(format!(
                "the rulebook in force has no price for a {} (its \"{ROSTER_STAFF}\" list)",
                what.name()
            ))
        })
    }
}

impl Ledger {
    /// Makes `changes` to team `team_id`'s roster in post-match step 4, Hire and Fire
    /// (004:L2915-L2926), in one transaction: every change is checked as the roster stands
    /// after the ones before it, and a refused one leaves the database as it was.
    ///
    /// Refused ([`LedgerError::HireFire`], saying what to do): a team with a match not
    /// recorded yet (it was set up from the roster and is being played), a Bugman's League
    /// Cup team or the cup's rules in force (the cup keeps no Treasury, 001:L1106), a position
    /// the team list does not have or has at its most, a 17th player (004:L1055-L1056), a shirt
    /// worn or out of 1-99, a player not on the roster, more re-rolls than the list allows, an
    /// Apothecary for a list that may not have one or a second one, letting go what the team
    /// has none of, and anything the Treasury cannot pay (it never goes below 0).
    pub fn hire_and_fire(
        &mut self,
        book: &Rulebook,
        team_id: i64,
        changes: &[RosterChange],
    ) -> Result<HireFireReport, LedgerError> {
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
        let team = self.team(team_id)?;
        self.may_hire_and_fire(book, &team)?;
        let roster = book
            .roster(&team.roster)
            .map_err(|e| refused(e.to_string()))?;
        let (journeymen, players): (Vec<_>, Vec<_>) = self
            .players(team_id)?
            .into_iter()
            .filter(|p| p.status == "active")
            .partition(|p| p.journeyman);
        let mut sheet = Sheet {
            team,
            roster,
            players: players
                .into_iter()
                .map(|p| (p.number, p.position))
                .collect(),
            journeymen: journeymen.into_iter().map(|p| p.number).collect(),
            max_players: book.creation().map_or(16, |c| c.max_players),
            paid: 0,
        };
        let mut done = Vec::new();
        for change in changes {
            done.push(match change {
                RosterChange::Hire {
                    position,
                    name,
                    number,
                } => sheet.hire(&tx, position, name.as_deref(), *number)?,
                RosterChange::Fire { number } => sheet.fire(&tx, *number)?,
                RosterChange::Buy(what) => sheet.buy(book, *what)?,
                RosterChange::LetGo(what) => sheet.let_go(*what)?,
            });
        }
        // Step 5 after step 4 (004:L2974-L2985): the free Journeymen the team needs for its
        // next match now that its roster has changed, no more and no fewer.
        let (left, joined) = crate::journeymen::settle_journeymen(&tx, book, team_id)?;
        for number in left {
            done.push(format!(
                "Journeyman #{number} leaves: the team fields 11 without him (004:L2978-L2980)"
            ));
        }
        for number in joined {
            done.push(format!(
                "a free Journeyman joins as #{number} for the next match: the team could field \
                 only 10 or fewer (004:L2978-L2983)"
            ));
        }
        let t = &sheet.team;
        tx.execute(
            "UPDATE teams SET treasury = ?2, rerolls = ?3, assistant_coaches = ?4,
                              cheerleaders = ?5, apothecary = ?6 WHERE id = ?1",
            params![
                t.id,
                t.treasury,
                t.rerolls,
                t.assistant_coaches,
                t.cheerleaders,
                t.apothecary
            ],
        )?;
        tx.commit()?;
        Ok(HireFireReport {
            team: self.team(team_id)?,
            done,
            paid: sheet.paid,
            team_value: self.team_value(book, team_id)?,
        })
    }

    /// Refuses Hire and Fire for a team it is not for: one with a match not recorded yet, or a
    /// Bugman's League Cup team.
    fn may_hire_and_fire(&self, book: &Rulebook, team: &Team) -> Result<(), LedgerError> {
        if book.is_on(rules::bugmans::BUGMANS_OPTION) {
            return Err(refused(
                "the Bugman's League Cup's rules are in force, and the cup keeps no Treasury and \
                 has no Hire and Fire (001:L1084-L1106): run it without them for a league team",
            ));
        }
        let cup = self.cup_roster(team.id)?;
        if !cup.is_empty() || self.cup_games(team.id)? > 0 {
            return Err(refused(format!(
                "{} is a Bugman's League Cup team, which keeps no Treasury and has no Hire and \
                 Fire (001:L1084-L1106)",
                team.name
            )));
        }
        if let Some(id) = self.unrecorded_match(team.id)? {
            return Err(refused(unrecorded_words(&team.name, id)));
        }
        Ok(())
    }

    /// The first match of team `team_id` neither recorded (locked) nor abandoned: the team's
    /// roster is what that match was set up from until its result is in.
    pub(crate) fn unrecorded_match(&self, team_id: i64) -> Result<Option<i64>, LedgerError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT id FROM matches
                 WHERE (home_team_id = ?1 OR away_team_id = ?1)
                   AND locked_at IS NULL AND abandoned_at IS NULL
                 ORDER BY id LIMIT 1",
            )?
            .query_row([team_id], |r| r.get(0))
            .optional()?)
    }

    /// The league's team a command names: by its id, or by its name in any case when one team
    /// has it.
    pub fn team_named(&self, words: &str) -> Result<Team, LedgerError> {
        if let Ok(id) = words.trim().parse::<i64>() {
            return self.team(id);
        }
        let ids: Vec<i64> = self
            .conn
            .prepare_cached("SELECT id FROM teams WHERE lower(trim(name)) = lower(trim(?1))")?
            .query_map([words], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        match ids[..] {
            [id] => self.team(id),
            [] => {
                let names: Vec<String> = self.teams()?.into_iter().map(|t| t.name).collect();
                Err(refused(format!(
                    "there is no team \"{}\" in this database{}",
                    words.trim(),
                    if names.is_empty() {
                        String::new()
                    } else {
                        format!("; it has {}", names.join(", "))
                    }
                )))
            }
            _ => Err(refused(format!(
                "{} teams are called \"{}\" (ids {}): name it by its id",
                ids.len(),
                words.trim(),
                ids.iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }
}

/// Why team `name` may not change or start a match while its match `id` is not recorded: the
/// match was set up from its roster as it was, and its result may change that roster.
pub(crate) fn unrecorded_words(name: &str, id: i64) -> String {
    format!(
        "{name} has match {id} not recorded yet, set up from its roster as it was: finish and \
         record it first (nuffle match record FILE --match {id}), or abandon it (nuffle match \
         abandon --match {id}, or the window's Matches view)"
    )
}
