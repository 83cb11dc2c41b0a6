//! Turning a finished match into league records: the rulings that count (undone inputs
//! dropped), the post-match sequence's starting point, and writing its outcome — result,
//! player stats, SPP, improvements, lasting injuries, winnings, Fan Factor, dice record —
//! in one transaction that also locks the match.

use std::collections::BTreeMap;

use rules::{Die, Event, Input, Match, PlayerId, Prompt, Side};
use rusqlite::params;
use tables::Rulebook;

use crate::log::effective_inputs;
use crate::post_match::{HiredPlayer, LeaguePlayer, Outcome, PostMatchSetup};
use crate::tally::tally;
use crate::{Ledger, LedgerError, OpenMatch, match_book};

/// The rulings and dice of a match that count: an undone input's are dropped.
#[derive(Debug, Clone, Default)]
pub struct Counted {
    /// The rulings, oldest first.
    pub events: Vec<Event>,
    /// Each die rolled, with the coach who rolled it.
    pub dice: Vec<(Side, Die)>,
    /// What each team's Expensive Mistakes took from its Treasury as the match started (step
    /// 5 of its last post-match sequence, 004:L2976-L2977), home then away.
    pub treasury_lost: [u32; 2],
}

/// The ruleset option of the Free Fan Factor rule (004:L3280-L3286).
const FREE_FAN_FACTOR: &str = "free-fan-factor";

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Home => "home",
        Side::Away => "away",
    }
}

/// The Star Players and Mercenaries a match's teams induced: the players of its setup who
/// wear no league player's shirt (004:L3021-L3041, L3094-L3119). A cup team's stars are
/// players of its roster, so they are not among them (001:L467).
fn hired_players(setup: &rules::MatchSetup, mapping: &BTreeMap<PlayerId, i64>) -> Vec<HiredPlayer> {
    let mut hired = Vec::new();
    for (side, team) in [(Side::Home, &setup.home), (Side::Away, &setup.away)] {
        for p in &team.players {
            let id = PlayerId::new(side, p.number);
            if mapping.contains_key(&id) {
                continue;
            }
            let star = p.position == rules::setup::STAR_POSITION;
            hired.push(HiredPlayer {
                id,
                name: format!(
                    "#{} {} ({})",
                    p.number,
                    p.name,
                    if star { "Star Player" } else { "Mercenary" }
                ),
                star,
            });
        }
    }
    hired
}

impl Ledger {
    /// Replays a match's log and keeps the rulings and dice of the inputs that count.
    pub fn counted(&self, match_id: i64) -> Result<Counted, LedgerError> {
        let (setup, rules) = self.match_setup(match_id)?;
        let book = std::sync::Arc::new(match_book(match_id, rules.as_deref())?);
        let mut game = Match::with_shared_book(setup, book).map_err(|e| LedgerError::Stored {
            match_id,
            what: "setup".into(),
            detail: e.to_string(),
        })?;
        let mut stack: Vec<Counted> = Vec::new();
        let log = self.log(match_id)?;
        let mut replayed_to = 0;
        for (seq, input) in effective_inputs(&log) {
            let roller = match (&input, game.prompt()) {
                (Input::Dice(_), Prompt::Roll(request)) => Some(request.side),
                _ => None,
            };
            let undo = input == Input::Undo;
            let mut entry = Counted::default();
            if let (Some(side), Input::Dice(roll)) = (roller, &input) {
                entry.dice = roll.dice.iter().map(|d| (side, *d)).collect();
            }
            let events = game.apply(input).map_err(|e| {
                LedgerError::Replay(Box::new(crate::ReplayBreak::at(
                    &log,
                    match_id,
                    seq,
                    replayed_to,
                    &e,
                )))
            })?;
            replayed_to = seq;
            if undo {
                stack.pop();
            } else {
                entry.events = events;
                stack.push(entry);
            }
        }
        let mut out = Counted {
            treasury_lost: game.state().treasury_lost,
            ..Counted::default()
        };
        for c in stack {
            out.events.extend(c.events);
            out.dice.extend(c.dice);
        }
        Ok(out)
    }

    /// Which league player wore each shirt in a match.
    pub fn match_players(&self, match_id: i64) -> Result<BTreeMap<PlayerId, i64>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT side, number, player_id FROM match_players WHERE match_id = ?1",
        )?;
        let rows = stmt.query_map([match_id], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, u8>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?;
        let mut out = BTreeMap::new();
        for row in rows {
            let (side, number, id) = row?;
            let side = if side == "home" {
                Side::Home
            } else {
                Side::Away
            };
            out.insert(PlayerId::new(side, number), id);
        }
        Ok(out)
    }

    /// The starting point of the post-match sequence of a finished league match.
    pub fn post_match_setup(
        &self,
        book: &Rulebook,
        open: &OpenMatch,
    ) -> Result<PostMatchSetup, LedgerError> {
        let id = open.id();
        self.refuse_blitz(id)?;
        let state = open.game().state();
        if !state.finished {
            return Err(LedgerError::PostMatch(
                "the match is not over yet: play it to the final whistle (or a concession) first"
                    .into(),
            ));
        }
        let (home, away) = self.match_teams(id)?;
        let counted = self.counted(id)?;
        let mapping = self.match_players(id)?;
        let tally = tally(&counted.events);
        let mut players = Vec::new();
        let mut absent = Vec::new();
        for side in Side::BOTH {
            let team_id = if side == Side::Home { home } else { away };
            let team = self.team(team_id)?;
            let roster = book
                .roster(&team.roster)
                .map_err(|e| LedgerError::PostMatch(e.to_string()))?;
            for p in self.players(team_id)? {
                let shirt = mapping
                    .iter()
                    .find(|(_, pid)| **pid == p.id)
                    .map(|(s, _)| *s);
                if shirt.is_none() && p.status != "active" {
                    continue;
                }
                // A cup team's Star Player has no position of the list: no SPP and no MVP at
                // the cup (001:L1106), and not chosen for its improvement, a new skill
                // (001:L1092-L1096) a star never gains (004:L3115-L3116).
                let Some(position) = roster.position(&p.position) else {
                    continue;
                };
                // Every skill he has by its id, as the improvement's checks compare them: the
                // position's are written as the rulebook names them ("Block"), those gained
                // as ids (004:L1825 "once per player"; 004:L10216-L10219 never together).
                let skills = skill_ids(book, position.skills.iter().chain(&p.skills));
                // Who sat the match out is known by his roster number.
                let (list, id) = match shirt {
                    Some(shirt) => (&mut players, shirt),
                    None => (&mut absent, PlayerId::new(side, p.number)),
                };
                list.push(LeaguePlayer {
                    id,
                    name: format!("#{} {}", p.number, p.name),
                    spp: p.spp,
                    start: [position.ma, position.st, position.ag, position.av],
                    now: [p.ma, p.st, p.ag, p.av],
                    skills,
                    normal: position.normal_categories(),
                    double: position.double_categories(),
                });
            }
            // Raise the Dead's Zombie played the rest of the match as a new player of the team
            // (004:L1100-L1101): he earns SPP, may be its MVP and roll for improvements as
            // any other, joining the roster as a rookie at the end (004:L1102-L1106).
            for rookie in tally.rookies.iter().filter(|r| r.side == side) {
                let (Some(shirt), Some(position)) =
                    (rookie.played_as, roster.position(&rookie.position))
                else {
                    continue;
                };
                let skills = skill_ids(book, &position.skills);
                let start = [position.ma, position.st, position.ag, position.av];
                players.push(LeaguePlayer {
                    id: shirt,
                    name: format!("#{} {} (raised)", shirt.number, position.name),
                    spp: 0,
                    start,
                    now: start,
                    skills,
                    normal: position.normal_categories(),
                    double: position.double_categories(),
                });
            }
        }
        let teams = [self.team(home)?, self.team(away)?];
        let (stored, _) = self.match_setup(id)?;
        let hired = hired_players(&stored, &mapping);
        // What each team paid from its Treasury for inducements (004:L2750-L2754).
        let from_treasury = stored.league.map_or([0, 0], |l| l.from_treasury);
        let friendly: bool =
            self.conn
                .query_row("SELECT friendly FROM matches WHERE id = ?1", [id], |r| {
                    r.get(0)
                })?;
        Ok(PostMatchSetup {
            friendly,
            score: [state.team(Side::Home).score, state.team(Side::Away).score],
            // FAME as the match ended, losses taken off (004:L3785-L3789).
            fame: [
                state.team(Side::Home).fame_now(),
                state.team(Side::Away).fame_now(),
            ],
            stadium: state.stadium_attribute().map(str::to_string),
            fan_factor: [teams[0].fan_factor, teams[1].fan_factor],
            team_value: [self.team_value(book, home)?, self.team_value(book, away)?],
            treasury: [0, 1].map(|i| {
                teams[i]
                    .treasury
                    .saturating_sub(state.treasury_lost[i])
                    .saturating_sub(from_treasury[i])
            }),
            tally,
            players,
            hired,
            absent,
        })
    }

    /// A Blitz Bowl match has no SPP, winnings or Fan Factor: seed 002 has no post-match
    /// sequence, so its points go to [`Ledger::record_blitz_result`] instead.
    fn refuse_blitz(&self, id: i64) -> Result<(), LedgerError> {
        if self.is_blitz_match(id)? {
            return Err(LedgerError::Blitz(format!(
                "match {id} is a Blitz Bowl match: seed 002 has no SPP, winnings or Fan Factor, \
                 so it has no post-match sequence; its points go to the Blitz Bowl results"
            )));
        }
        Ok(())
    }

    /// The two league teams of a match.
    pub fn match_teams(&self, match_id: i64) -> Result<(i64, i64), LedgerError> {
        let row: (Option<i64>, Option<i64>) = self.conn.query_row(
            "SELECT home_team_id, away_team_id FROM matches WHERE id = ?1",
            [match_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        match row {
            (Some(h), Some(a)) => Ok((h, a)),
            _ => Err(LedgerError::PostMatch(format!(
                "match {match_id} was not between two league teams, so it has no league record"
            ))),
        }
    }

    /// Team value (004:L2348-L2359): players who will play next, staff, re-rolls at list
    /// price, and Fan Factor x 10,000 (none under the Free Fan Factor rule, 004:L3280-L3286).
    /// A Bugman's League Cup team's Star Players are players of its roster (001:L467), at the
    /// Star Player list's price (their `players` rows); its
    /// Hunchbacked Henchman, Halfling Master Chef and Goblin Bribery Agent are coaching staff
    /// (001:L485-L487), at the cup's prices for its team list (001:L501, L505, L509).
    pub fn team_value(&self, book: &Rulebook, team_id: i64) -> Result<u32, LedgerError> {
        let team = self.team(team_id)?;
        let players: u32 = self
            .players(team_id)?
            .iter()
            .filter(|p| p.status == "active" && !p.miss_next)
            .map(|p| p.value)
            .sum();
        let reroll = book.roster(&team.roster).map_or(0, |r| r.reroll_cost);
        // The staff at their prices in the rulebook's roster staff list (004:L2348-L2359).
        let price = |id| crate::staff_price(book, id).unwrap_or(0);
        let staff = u32::from(team.assistant_coaches) * price("assistant-coach")
            + u32::from(team.cheerleaders) * price("cheerleader")
            + if team.apothecary {
                price("apothecary")
            } else {
                0
            }
            + self.cup_staff_value(book, &team)?;
        // Under the Free Fan Factor rule Fan Factor never adds to the value (004:L3280-L3286).
        let fans = if book.is_on(FREE_FAN_FACTOR) {
            0
        } else {
            u32::from(team.fan_factor) * 10_000
        };
        Ok(players + staff + u32::from(team.rerolls) * reroll + fans)
    }

    /// What a cup team's own staff adds to its Team Value: each one's price at the cup for
    /// its team list (001:L499-L511). Nothing for a league team, or in a file older than the
    /// cup's roster (schema 6).
    fn cup_staff_value(&self, book: &Rulebook, team: &crate::Team) -> Result<u32, LedgerError> {
        if !self.knows_cup_roster()? {
            return Ok(0);
        }
        let cup = self.cup_roster(team.id)?;
        let Ok(preset) = book.preset(rules::bugmans::BUGMANS_OPTION) else {
            return Ok(0);
        };
        let price = |id: &str| {
            preset
                .staff
                .iter()
                .find(|s| s.id == id)
                .and_then(|s| s.cost_for(&team.roster))
                .unwrap_or(0)
        };
        Ok([
            (cup.hunchbacked_henchman, "hunchbacked-henchman"),
            (cup.master_chef, "halfling-master-chef"),
            (cup.bribery_agent, "goblin-bribery-agent"),
        ]
        .into_iter()
        .filter(|(has, _)| *has)
        .map(|(_, id)| price(id))
        .sum())
    }

    /// Writes a finished league match and its post-match outcome, and locks the match: one
    /// transaction, so the league never holds half a match.
    pub fn record_result(
        &mut self,
        book: &Rulebook,
        open: &OpenMatch,
        setup: &PostMatchSetup,
        outcome: &Outcome,
    ) -> Result<(), LedgerError> {
        let id = open.id();
        self.refuse_blitz(id)?;
        if !open.game().state().finished {
            return Err(LedgerError::PostMatch(format!(
                "match {id} is not over, so its result cannot be recorded (004:L2556)"
            )));
        }
        if self.is_locked(id)? {
            return Err(LedgerError::PostMatch(format!(
                "match {id} is recorded already; correct it with a reason instead"
            )));
        }
        let (home, away) = self.match_teams(id)?;
        let mapping = self.match_players(id)?;
        let counted = self.counted(id)?;
        // The Treasury gold each team spent on inducements before the match (004:L2750-L2754),
        // as its setup settled it.
        let from_treasury = self
            .match_setup(id)?
            .0
            .league
            .map_or([0, 0], |l| l.from_treasury);
        let t = &setup.tally;
        let report = serde_json::json!({ "tally": t, "outcome": outcome }).to_string();
        let casualty_table = book.table("casualty").ok();
        // Free rookies the match brought (Nurgle's Rot, Raise the Dead): the team and the
        // position's profile, looked up before the transaction.
        let mut rookies = Vec::new();
        for rookie in &t.rookies {
            let team_id = if rookie.side == Side::Home {
                home
            } else {
                away
            };
            let roster = self.team(team_id)?.roster;
            if let Some(found) = book
                .roster(&roster)
                .ok()
                .and_then(|r| r.position(&rookie.position))
            {
                rookies.push((team_id, found.clone(), rookie.played_as));
            }
        }
        // Read off the match's own rules, whatever book the caller prices the sequence by.
        let rules = open.game().book();
        let sequence_with_step_5 =
            rules.is_on("league") && !rules.is_on(rules::bugmans::BUGMANS_OPTION);
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO results (match_id, home_score, away_score, home_cas, away_cas, conceded,
                                  home_winnings, away_winnings, home_ff, away_ff, report)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                id,
                setup.score[0],
                setup.score[1],
                t.casualties_inflicted(Side::Home),
                t.casualties_inflicted(Side::Away),
                t.conceded.map(side_name),
                outcome.winnings[0],
                outcome.winnings[1],
                outcome.fan_factor[0],
                outcome.fan_factor[1],
                report
            ],
        )?;
        // Who served a "miss next game" by sitting this one out is free to play again.
        tx.execute(
            "UPDATE players SET miss_next = 0
             WHERE team_id IN (?1, ?2) AND miss_next = 1
               AND id NOT IN (SELECT player_id FROM match_players WHERE match_id = ?3)",
            params![home, away, id],
        )?;
        // Bugman's League Cup: a Casualty lasts the match only; every player is fit for the
        // next game (001:L1108-L1118).
        let healed = book.is_on(crate::post_match::BUGMANS);
        let settle = crate::record_players::Settle {
            match_id: id,
            setup,
            outcome,
            casualty_table,
            healed,
        };
        settle.players(&tx, &mapping)?;
        // A penalised conceding team's players who rolled 1-3 leave it (004:L3000-L3003): off
        // the roster, as a fired player is.
        for left in &outcome.departed {
            let team_id = if left.side == Side::Home { home } else { away };
            tx.execute(
                "UPDATE players SET status = 'fired'
                 WHERE team_id = ?1 AND number = ?2 AND status = 'active'",
                params![team_id, left.number],
            )?;
        }
        for (side, team_id) in [(Side::Home, home), (Side::Away, away)] {
            let i = if side == Side::Home { 0 } else { 1 };
            // The Treasury loses what the Expensive Mistakes rolled as the match started took
            // (004:L3004-L3009), pays for the inducements, then takes the winnings, then pays
            // the Spiralling Expenses the winnings did not cover, never going below 0
            // (004:L3368-L3370).
            tx.execute(
                "UPDATE teams SET treasury = MAX(0, MAX(0, treasury - ?6 - ?4) + ?1 - ?5),
                                  fan_factor = MAX(0, fan_factor + ?2) WHERE id = ?3",
                params![
                    outcome.winnings[i],
                    outcome.fan_factor[i],
                    team_id,
                    from_treasury[i],
                    outcome.expenses_from_treasury[i],
                    counted.treasury_lost[i]
                ],
            )?;
            // This match's own step 5 (Expensive Mistakes) comes after its Hire and Fire, so
            // the team's next league match rolls it (004:L2692-L2693, L2976-L2977); one that
            // plays no league sequence (League play off, the Bugman's Cup, which keeps no
            // Treasury) leaves a step 5 still due as it was.
            if sequence_with_step_5 {
                tx.execute("UPDATE teams SET mistakes_due = 1 WHERE id = ?1", [team_id])?;
            }
            let mut faces: BTreeMap<(String, u8), i64> = BTreeMap::new();
            for (_, die) in counted.dice.iter().filter(|(s, _)| *s == side) {
                let (kind, value) = match die {
                    Die::D6(v) => ("d6", *v),
                    Die::D8(v) => ("d8", *v),
                    Die::D16(v) => ("d16", *v),
                    Die::Block(face) => ("block", *face as u8 + 1),
                };
                *faces.entry((kind.to_string(), value)).or_default() += 1;
            }
            for ((kind, value), count) in faces {
                tx.execute(
                    "INSERT INTO dice_record (match_id, team_id, kind, value, count)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![id, team_id, kind, value, count],
                )?;
            }
        }
        // Step 4: the Journeymen who played leave unless the coach hires them
        // (004:L2928-L2930), which `Ledger::hire_journeyman` does after this.
        tx.execute(
            "UPDATE players SET status = 'fired'
             WHERE journeyman = 1 AND status = 'active'
               AND id IN (SELECT player_id FROM match_players WHERE match_id = ?1)",
            [id],
        )?;
        // After the dead have left the roster, a free rookie joins a team with fewer than 16
        // players, at full value in team value (004:L1102-L1106, L10402-L10412); a Zombie who
        // played on and died in the match has left with them (004:L2917), and one who lived
        // takes onto the roster what the match gave him.
        for (team_id, position, played_as) in &rookies {
            if played_as.is_some_and(|shirt| settle.dies(shirt)) {
                continue;
            }
            let (active, next): (i64, i64) = tx.query_row(
                "SELECT COUNT(*) FILTER (WHERE status = 'active'), COALESCE(MAX(number), 0) + 1
                 FROM players WHERE team_id = ?1",
                [team_id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            if active >= 16 {
                continue;
            }
            crate::teams::insert_rookie(&tx, *team_id, next, &position.name, position, &[], false)?;
            if let Some(shirt) = played_as {
                let joined = BTreeMap::from([(*shirt, tx.last_insert_rowid())]);
                settle.players(&tx, &joined)?;
            }
        }
        // Step 5, Prepare for Next Match: a team that can field only 10 or fewer players for
        // its next match takes free Journeymen until it can field 11 (004:L2978-L2985), so its
        // Team Value counts them (004:L2982-L2983).
        for team_id in [home, away] {
            crate::journeymen::add_journeymen(&tx, book, team_id)?;
        }
        tx.execute(
            "UPDATE matches SET locked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
            [id],
        )?;
        tx.commit()?;
        Ok(())
    }
}

/// Skills by their ids, each once, as the improvement's checks compare them: a position's are
/// written as the rulebook names them ("Block"), those gained as ids.
fn skill_ids<'a>(book: &Rulebook, names: impl IntoIterator<Item = &'a String>) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    for name in names {
        let id = book
            .skill(name)
            .map_or_else(|_| name.clone(), |s| s.id.clone());
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids
}
