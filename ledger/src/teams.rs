//! League teams and their players: importing a team file (JSON) checked against the
//! rulebook, reading teams back, and the engine's team setup for a match.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use tables::Rulebook;

use crate::cup_roster::CupRoster;
use crate::{Ledger, LedgerError};

/// A team file as a coach writes it (JSON). Unknown fields are refused, so a typo is an
/// error rather than a silently missing re-roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamFile {
    /// The team's name.
    pub name: String,
    /// The coach.
    pub coach: String,
    /// The coach's NAF number, for NAF reports.
    #[serde(default)]
    pub naf_number: Option<u32>,
    /// Roster id or name from the rulebook (`"human"`, `"Orc"` …).
    pub roster: String,
    /// Team re-rolls.
    pub rerolls: u8,
    /// Fan Factor.
    #[serde(default)]
    pub fan_factor: u8,
    /// Gold in the Treasury.
    #[serde(default)]
    pub treasury: u32,
    /// Whether the team has an Apothecary.
    #[serde(default)]
    pub apothecary: bool,
    /// Assistant Coaches.
    #[serde(default)]
    pub assistant_coaches: u8,
    /// Cheerleaders.
    #[serde(default)]
    pub cheerleaders: u8,
    /// The players.
    pub players: Vec<PlayerFile>,
    /// A Bugman's League Cup team's Star Players, bought as roster players for the event
    /// (001:L467), by name or id; only under the cup's rules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stars: Vec<String>,
    /// A Bugman's League Cup team's Hunchbacked Henchman (001:L499-L501).
    #[serde(default, skip_serializing_if = "is_false")]
    pub hunchbacked_henchman: bool,
    /// A Bugman's League Cup team's Halfling Master Chef (001:L503-L505).
    #[serde(default, skip_serializing_if = "is_false")]
    pub master_chef: bool,
    /// A Bugman's League Cup team's Goblin Bribery Agent (001:L507-L511).
    #[serde(default, skip_serializing_if = "is_false")]
    pub bribery_agent: bool,
    /// The Bugman's League Cup games a cup team has played (a team file exported after its
    /// games says so): its skills beyond its positions' and the Fan Factor it won came from
    /// them (001:L1084-L1102), so it is checked as it was bought.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub games: u8,
    /// Step 5 of the team's last league post-match sequence, Expensive Mistakes, is still to
    /// roll (it comes after Hire and Fire, 004:L2692-L2693): its next league match rolls it
    /// on the file's Treasury first (004:L2976-L2977).
    #[serde(default, skip_serializing_if = "is_false")]
    pub expensive_mistakes_due: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One player of a team file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerFile {
    /// Shirt number.
    pub number: u8,
    /// Position name from the roster.
    pub position: String,
    /// The player's name (the position's name when left out).
    #[serde(default)]
    pub name: Option<String>,
    /// Skills gained beyond the position's own.
    #[serde(default)]
    pub skills: Vec<String>,
    /// Star Player Points earned so far.
    #[serde(default)]
    pub spp: u16,
    /// Characteristics now, when an Improvement roll or a Lasting Injury changed them from
    /// his position's (left out: the position's). Each within 2 of the position's, never
    /// below 1 nor above 10 (004:L2524-L2527, L2661-L2668, L11677-L11686).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ma: Option<u8>,
    /// Strength now (see `ma`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub st: Option<u8>,
    /// Agility now (see `ma`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ag: Option<u8>,
    /// Armour Value now (see `ma`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub av: Option<u8>,
    /// Niggling Injuries (004:L2520-L2522).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub niggling: u8,
    /// Misses his team's next match (a Casualty's "M", 004:L2514-L2527).
    #[serde(default, skip_serializing_if = "is_false")]
    pub miss_next: bool,
    /// His value in gold, when it is more than his position's cost, skills and the
    /// characteristic increases above his position's say: an increase a later injury took
    /// back still counts (004:L2635-L2637). Left out: that sum.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
}

/// A league team as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Team {
    /// Row id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Coach.
    pub coach: String,
    /// The coach's NAF number.
    pub naf_number: Option<u32>,
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
}

/// A league player as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerRecord {
    /// Row id.
    pub id: i64,
    /// His team.
    pub team_id: i64,
    /// Shirt number.
    pub number: u8,
    /// Name.
    pub name: String,
    /// Position.
    pub position: String,
    /// Skills gained beyond the position's own (skill ids).
    pub skills: Vec<String>,
    /// Movement Allowance now (after improvements and injuries).
    pub ma: u8,
    /// Strength now.
    pub st: u8,
    /// Agility now.
    pub ag: u8,
    /// Armour Value now.
    pub av: u8,
    /// Star Player Points.
    pub spp: u16,
    /// Value in gold: hire cost plus improvements (004:L2630-L2650).
    pub value: u32,
    /// Niggling Injuries.
    pub niggling: u8,
    /// Misses the next match.
    pub miss_next: bool,
    /// `active`, `dead` or `fired`.
    pub status: String,
    /// A Journeyman (004:L2978-L2985), free for his team's next match, until hired
    /// permanently (004:L2928-L2933).
    pub journeyman: bool,
}

fn import_err(file: &str, problem: impl Into<String>) -> LedgerError {
    LedgerError::Import {
        file: file.to_string(),
        problem: problem.into(),
    }
}

impl PlayerRecord {
    /// Whether he is a model of a cup team's Star Player (001:L467), not a player of the team
    /// list.
    pub fn is_star(&self) -> bool {
        self.position == rules::setup::STAR_POSITION
    }
}

impl TeamFile {
    /// A team file's JSON read and checked against the rulebook as
    /// [`Ledger::import_team`] does, without a database: a command can refuse a bad file
    /// before it creates one.
    pub fn checked(book: &Rulebook, file_name: &str, json: &str) -> Result<TeamFile, LedgerError> {
        let team: TeamFile = serde_json::from_str(json).map_err(|e| {
            import_err(
                file_name,
                format!("line {}, column {}: {e}", e.line(), e.column()),
            )
        })?;
        check(book, file_name, &team)?;
        Ok(team)
    }

    /// The team file at `path` read and checked as [`TeamFile::checked`] does, with the name
    /// it goes by in errors and in the league's records: what both the command line and the
    /// window import.
    pub fn read(
        book: &Rulebook,
        path: &std::path::Path,
    ) -> Result<(String, TeamFile), LedgerError> {
        let name = path.display().to_string();
        let json = std::fs::read_to_string(path).map_err(|e| {
            import_err(
                &name,
                format!("it cannot be read ({e}): check the file's name and folder"),
            )
        })?;
        let team = TeamFile::checked(book, &name, &json)?;
        Ok((name, team))
    }
}

/// Checks a player's characteristics, Niggling Injuries and next match missed against his
/// position's; the value his characteristic increases add (004:L2630-L2650). An injury lowers
/// no value (004:L2635-L2637). At the Bugman's League Cup a casualty recovers fully after the
/// game (001:L1113) and an improvement is a skill (001:L1093-L1096): nothing may differ.
fn characteristics_check(
    book: &Rulebook,
    in_cup: bool,
    position: &tables::Position,
    p: &PlayerFile,
) -> Result<u32, String> {
    let mut added = 0;
    for (name, now, start, increase) in [
        ("MA", p.ma, position.ma, "ma-or-av"),
        ("ST", p.st, position.st, "st"),
        ("AG", p.ag, position.ag, "ag"),
        ("AV", p.av, position.av, "ma-or-av"),
    ] {
        let Some(now) = now else { continue };
        if in_cup && now != start {
            return Err(format!(
                "his {name} is {now}, not his position's {start}: at the Bugman's League Cup \
                 injuries heal after each game (001:L1113) and improvements are skills \
                 (001:L1093-L1096)"
            ));
        }
        let highest = start.saturating_add(2).min(10);
        let lowest = start.saturating_sub(2).max(1);
        if now > highest {
            return Err(format!(
                "his {name} is {now}: no characteristic rises more than 2 above the position's \
                 {start}, nor above 10 (004:L2661-L2668)"
            ));
        }
        if now < lowest {
            return Err(format!(
                "his {name} is {now}: injuries lower a characteristic at most 2 below the \
                 position's {start}, never below 1 (004:L2524-L2527)"
            ));
        }
        let price = book
            .league()
            .and_then(|l| l.value_increase(increase))
            .unwrap_or(0);
        added += u32::from(now.saturating_sub(start)) * price;
    }
    if in_cup && (p.niggling > 0 || p.miss_next) {
        return Err(
            "a Niggling Injury or a match to miss: at the Bugman's League Cup a casualty \
             recovers fully after the game (001:L1113)"
                .into(),
        );
    }
    if in_cup && p.spp > 0 {
        return Err(format!(
            "{} Star Player Points: the Bugman's League Cup records none; a player improves \
             by a roll after each game instead (001:L1093-L1096, L1106)",
            p.spp
        ));
    }
    Ok(added)
}

/// Checks a team file against the rulebook: the roster, each position and how many of it,
/// shirt numbers, skills, re-rolls and the Apothecary; under the Bugman's League Cup's rules
/// the whole team as the cup builds it (`rules::bugmans::cup_team`, 001:L453-L531). Returns
/// the roster id, each player's value and the team's cup roster.
fn check(
    book: &Rulebook,
    file_name: &str,
    team: &TeamFile,
) -> Result<(String, Vec<u32>, CupRoster), LedgerError> {
    let err = |p: String| import_err(file_name, p);
    let cup = crate::cup_roster::checked(book, file_name, team)?;
    let in_cup = book.is_on(rules::bugmans::BUGMANS_OPTION);
    if team.name.trim().is_empty() {
        return Err(err("the team has no name".into()));
    }
    let roster = book.roster(&team.roster).map_err(|e| err(e.to_string()))?;
    if team.players.is_empty() || team.players.len() > 16 {
        return Err(err(format!(
            "a team has at most 16 players (004:L1045-L1058) and at least one; this one has {}",
            team.players.len()
        )));
    }
    if team.rerolls > roster.reroll_max {
        return Err(err(format!(
            "{} may have at most {} team re-rolls, not {} ({})",
            roster.name, roster.reroll_max, team.rerolls, roster.reroll_source
        )));
    }
    if in_cup && team.treasury > 0 {
        return Err(err(format!(
            "a Treasury of {}: a Bugman's League Cup team spends its 1,300,000 on the team and \
             keeps no Treasury (001:L459, L1106)",
            team.treasury
        )));
    }
    if team.apothecary && !roster.apothecary {
        return Err(err(format!(
            "{} may not have an Apothecary ({})",
            roster.name, roster.apothecary_source
        )));
    }
    let mut values = Vec::new();
    for (i, p) in team.players.iter().enumerate() {
        let at = format!("player {} (#{})", i + 1, p.number);
        if p.number == 0 || p.number > 99 {
            return Err(err(format!("{at}: shirt numbers run from 1 to 99")));
        }
        if team.players[..i].iter().any(|q| q.number == p.number) {
            return Err(err(format!("{at}: two players wear #{}", p.number)));
        }
        let position = roster.position(&p.position).ok_or_else(|| {
            let known: Vec<&str> = roster.positions.iter().map(|p| p.name.as_str()).collect();
            err(format!(
                "{at}: {} has no position \"{}\"; it has {}",
                roster.name,
                p.position,
                known.join(", ")
            ))
        })?;
        let count = team
            .players
            .iter()
            .filter(|q| q.position.trim().eq_ignore_ascii_case(&position.name))
            .count();
        if count > usize::from(position.max) {
            return Err(err(format!(
                "{} may have at most {} {}, this team has {count} ({})",
                roster.name, position.max, position.name, position.source
            )));
        }
        let mut value = position.cost;
        let mut learnt: Vec<&str> = Vec::new();
        for name in &p.skills {
            if in_cup {
                // At the cup a 6 opens every category (001:L1096) and no skill adds value
                // (001:L1106, as its post-match sequence records it); the cup's own check
                // below says which skills a team may have.
                book.skill(name).map_err(|e| err(format!("{at}: {e}")))?;
                continue;
            }
            let skill = book.skill(name).map_err(|e| err(format!("{at}: {e}")))?;
            // A skill had twice adds nothing (004:L11721-L11725), nor to his value: the
            // position's own skills are named in the data by their rulebook names.
            if position
                .skills
                .iter()
                .any(|own| book.skill(own).is_ok_and(|s| s.id == skill.id))
            {
                return Err(err(format!(
                    "{at}: a {} has {} already from his position; take it off his skills",
                    position.name, skill.name
                )));
            }
            if learnt.contains(&skill.id.as_str()) {
                return Err(err(format!(
                    "{at}: {} is listed twice; a skill is had once (004:L11721-L11725)",
                    skill.name
                )));
            }
            let own: Vec<String> = position
                .skills
                .iter()
                .filter_map(|s| book.skill(s).ok().map(|s| s.id.clone()))
                .collect();
            if let Some(other) = rules::skill::never_with(
                &skill.id,
                own.iter().map(String::as_str).chain(learnt.iter().copied()),
            ) {
                return Err(err(format!(
                    "{at}: {} and {} may never be had together ({}); take one off him",
                    skill.name,
                    book.skill(other).map_or(other, |s| s.name.as_str()),
                    rules::skill::NEVER_TOGETHER_SOURCE
                )));
            }
            learnt.push(skill.id.as_str());
            let increase = if position.normal_categories().contains(&skill.category) {
                "normal-skill"
            } else if position.double_categories().contains(&skill.category) {
                "double-skill"
            } else {
                return Err(err(format!(
                    "{at}: a {} cannot learn {} ({:?} skills are neither Normal nor Double for him, {})",
                    position.name, skill.name, skill.category, position.access_source
                )));
            };
            value += book
                .league()
                .and_then(|l| l.value_increase(increase))
                .unwrap_or(0);
        }
        value += characteristics_check(book, in_cup, position, p)
            .map_err(|e| err(format!("{at}: {e}")))?;
        if let Some(given) = p.value {
            if in_cup && given != value {
                return Err(err(format!(
                    "{at}: his value is {given}: at the Bugman's League Cup no improvement adds \
                     value (001:L1106), so it is his position's cost, {value}"
                )));
            }
            if given < value {
                return Err(err(format!(
                    "{at}: his value is {given}, less than the {value} his position's cost, \
                     skills and characteristic increases add up to (004:L2630-L2650); \
                     leave `value` out to use that"
                )));
            }
            value = given;
        }
        values.push(value);
    }
    if in_cup {
        crate::cup_roster::cup_team_after_games(
            book,
            &cup_spec(team, &roster.id, &cup),
            team.games,
        )
        .map_err(err)?;
    } else if team.games > 0 {
        return Err(err(format!(
            "it says it played {} Bugman's League Cup games: only a cup team counts them \
             (001:L455); import it under the cup's rules (bugmans-league-cup = \"on\")",
            team.games
        )));
    }
    Ok((roster.id.clone(), values, cup))
}

/// The team file as a match script names a cup team, for `rules::bugmans::cup_team`.
pub(crate) fn cup_spec(team: &TeamFile, roster: &str, cup: &CupRoster) -> rules::TeamSpec {
    rules::TeamSpec::Roster {
        name: team.name.trim().to_string(),
        roster: roster.to_string(),
        rerolls: team.rerolls,
        fan_factor: team.fan_factor,
        cheerleaders: team.cheerleaders,
        assistant_coaches: team.assistant_coaches,
        players: team
            .players
            .iter()
            .map(|p| rules::PlayerSpec {
                number: p.number,
                position: p.position.clone(),
                name: p.name.clone(),
                skills: p.skills.clone(),
                ..Default::default()
            })
            .collect(),
        stars: star_specs(cup),
        apothecary: team.apothecary,
        wandering_apothecaries: 0,
        igor: cup.hunchbacked_henchman,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: cup.master_chef,
        bribery_agent: cup.bribery_agent,
    }
}

/// A cup team's Star Players as a match script hires them, numbered after the team's players.
fn star_specs(cup: &CupRoster) -> Vec<rules::StarSpec> {
    cup.stars
        .iter()
        .map(|star| rules::StarSpec {
            star: star.clone(),
            numbers: Vec::new(),
        })
        .collect()
}

impl Ledger {
    /// Imports a team file (its JSON text; `file_name` names it in errors). Nothing is
    /// stored unless every check passes.
    pub fn import_team(
        &mut self,
        book: &Rulebook,
        file_name: &str,
        json: &str,
    ) -> Result<Team, LedgerError> {
        let team = TeamFile::checked(book, file_name, json)?;
        self.add_team(book, file_name, &team)
    }

    /// Adds a team checked against the rulebook (see [`Ledger::import_team`]). A team the
    /// league already has (the same name and coach, whatever the case) is refused, naming
    /// it: importing one file twice would make a second identical team.
    pub fn add_team(
        &mut self,
        book: &Rulebook,
        file_name: &str,
        team: &TeamFile,
    ) -> Result<Team, LedgerError> {
        if let Some(id) = self.same_team(team)? {
            return Err(import_err(
                file_name,
                format!(
                    "the league already has {} coached by {} (team {id}); to add a second \
                     copy of it all the same, import it with --again",
                    team.name.trim(),
                    team.coach.trim()
                ),
            ));
        }
        self.add_team_again(book, file_name, team)
    }

    /// The league's team of the same name and coach as `team` (whatever the case), if it has
    /// one: [`Ledger::add_team`] refuses to add it a second time.
    pub fn same_team(&self, team: &TeamFile) -> Result<Option<i64>, LedgerError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM teams WHERE lower(trim(name)) = lower(?1)
                                        AND lower(trim(coach)) = lower(?2)
                 ORDER BY id LIMIT 1",
                params![team.name.trim(), team.coach.trim()],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Adds a team checked against the rulebook even when the league already has one of the
    /// same name and coach (`nuffle league import --again`).
    pub fn add_team_again(
        &mut self,
        book: &Rulebook,
        file_name: &str,
        team: &TeamFile,
    ) -> Result<Team, LedgerError> {
        let (roster_id, values, cup) = check(book, file_name, team)?;
        let roster = book
            .roster(&roster_id)
            .map_err(|e| import_err(file_name, e.to_string()))?;
        let tx = self.conn.transaction()?;
        let id: i64 = tx.query_row(
            "INSERT INTO teams (name, coach, naf_number, roster, rerolls, fan_factor, treasury,
                                apothecary, assistant_coaches, cheerleaders, mistakes_due)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id",
            params![
                team.name.trim(),
                team.coach.trim(),
                team.naf_number,
                roster_id,
                team.rerolls,
                team.fan_factor,
                team.treasury,
                team.apothecary,
                team.assistant_coaches,
                team.cheerleaders,
                team.expensive_mistakes_due
            ],
            |r| r.get(0),
        )?;
        {
            let mut insert = tx.prepare(
                "INSERT INTO players (team_id, number, name, position, skills, ma, st, ag, av,
                                      spp, value, niggling, miss_next)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?;
            for (p, value) in team.players.iter().zip(values) {
                let Some(position) = roster.position(&p.position) else {
                    continue; // checked above
                };
                let skills: Vec<String> = p
                    .skills
                    .iter()
                    .filter_map(|s| book.skill(s).ok().map(|s| s.id.clone()))
                    .collect();
                insert.execute(params![
                    id,
                    p.number,
                    p.name.clone().unwrap_or_else(|| position.name.clone()),
                    position.name,
                    serde_json::to_string(&skills).unwrap_or_else(|_| "[]".into()),
                    p.ma.unwrap_or(position.ma),
                    p.st.unwrap_or(position.st),
                    p.ag.unwrap_or(position.ag),
                    p.av.unwrap_or(position.av),
                    p.spp,
                    value,
                    p.niggling,
                    p.miss_next
                ])?;
            }
        }
        crate::cup_roster::store(&tx, book, id, &roster_id, &cup, team.games)?;
        tx.commit()?;
        self.team(id)
    }

    /// A team by id.
    pub fn team(&self, id: i64) -> Result<Team, LedgerError> {
        self.conn
            .query_row(
                "SELECT id, name, coach, naf_number, roster, rerolls, fan_factor, treasury,
                        apothecary, assistant_coaches, cheerleaders
                 FROM teams WHERE id = ?1",
                [id],
                |r| {
                    Ok(Team {
                        id: r.get(0)?,
                        name: r.get(1)?,
                        coach: r.get(2)?,
                        naf_number: r.get(3)?,
                        roster: r.get(4)?,
                        rerolls: r.get(5)?,
                        fan_factor: r.get(6)?,
                        treasury: r.get(7)?,
                        apothecary: r.get(8)?,
                        assistant_coaches: r.get(9)?,
                        cheerleaders: r.get(10)?,
                    })
                },
            )
            .optional()?
            .ok_or(LedgerError::NoTeam(id))
    }

    /// Every team, by name.
    pub fn teams(&self) -> Result<Vec<Team>, LedgerError> {
        let ids: Vec<i64> = self
            .conn
            .prepare("SELECT id FROM teams ORDER BY name, id")?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        ids.into_iter().map(|id| self.team(id)).collect()
    }

    /// A team's players (all of them, the dead and fired too), by shirt number.
    pub fn players(&self, team_id: i64) -> Result<Vec<PlayerRecord>, LedgerError> {
        // A file older than schema 11 (read as it is) has no Journeymen.
        let journeyman = if self.knows_journeymen()? {
            "journeyman"
        } else {
            "0"
        };
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT id, team_id, number, name, position, skills, ma, st, ag, av, spp, value,
                    niggling, miss_next, status, {journeyman}
             FROM players WHERE team_id = ?1 ORDER BY status <> 'active', number, id"
        ))?;
        let rows = stmt.query_map([team_id], |r| {
            let skills: String = r.get(5)?;
            Ok(PlayerRecord {
                id: r.get(0)?,
                team_id: r.get(1)?,
                number: r.get(2)?,
                name: r.get(3)?,
                position: r.get(4)?,
                skills: serde_json::from_str(&skills).unwrap_or_default(),
                ma: r.get(6)?,
                st: r.get(7)?,
                ag: r.get(8)?,
                av: r.get(9)?,
                spp: r.get(10)?,
                value: r.get(11)?,
                niggling: r.get(12)?,
                miss_next: r.get(13)?,
                status: r.get(14)?,
                journeyman: r.get(15)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The team as a match script names it, for a league match's setup: the active players
    /// who do not miss the match, its staff and the league's Team Value for it (the roster
    /// sheet's, [`Ledger::team_value`]), buying no inducements yet. A Bugman's League Cup
    /// team's Star Players and staff ([`Ledger::cup_roster`]) are in it, and refused
    /// ([`LedgerError::CupTeam`]) unless `book` has the cup's rules on.
    pub fn team_spec(&self, book: &Rulebook, team_id: i64) -> Result<rules::TeamSpec, LedgerError> {
        let team = self.team(team_id)?;
        let cup = self.cup_roster(team_id)?;
        if !cup.is_empty() && !book.is_on(rules::bugmans::BUGMANS_OPTION) {
            return Err(LedgerError::CupTeam {
                team: team.name.clone(),
                what: cup.words(book),
            });
        }
        let players = self.match_players_of(team_id)?;
        let stars = self.fielded_stars(book, team_id, &cup)?;
        Ok(rules::TeamSpec::Roster {
            name: team.name.clone(),
            roster: team.roster.clone(),
            rerolls: team.rerolls,
            fan_factor: team.fan_factor,
            cheerleaders: team.cheerleaders,
            assistant_coaches: team.assistant_coaches,
            players: players
                .iter()
                .map(|p| rules::PlayerSpec {
                    number: p.number,
                    position: p.position.clone(),
                    name: Some(p.name.clone()),
                    skills: p.skills.clone(),
                    niggling: p.niggling,
                    ..Default::default()
                })
                .collect(),
            stars,
            apothecary: team.apothecary,
            wandering_apothecaries: 0,
            igor: cup.hunchbacked_henchman,
            team_value: Some(self.team_value(book, team_id)?),
            inducements: rules::InducementSpec::default(),
            master_chef: cup.master_chef,
            bribery_agent: cup.bribery_agent,
        })
    }

    /// The active players of the team list who do not miss the next match (a cup team's Star
    /// Players are not among them: the rulebook gives their profiles, [`Ledger::fielded_stars`]).
    fn match_players_of(&self, team_id: i64) -> Result<Vec<PlayerRecord>, LedgerError> {
        Ok(self
            .players(team_id)?
            .into_iter()
            .filter(|p| p.status == "active" && !p.miss_next && !p.is_star())
            .collect())
    }

    /// A cup team's Star Players as a match hires them, each model with the shirt number of
    /// his `players` row, so the match's stats are his (001:L467).
    fn fielded_stars(
        &self,
        book: &Rulebook,
        team_id: i64,
        cup: &CupRoster,
    ) -> Result<Vec<rules::StarSpec>, LedgerError> {
        let mut numbers: Vec<u8> = self
            .players(team_id)?
            .into_iter()
            .filter(|p| p.is_star() && p.status == "active")
            .map(|p| p.number)
            .collect();
        numbers.sort_unstable();
        let mut rows = numbers.into_iter();
        Ok(cup
            .stars
            .iter()
            .map(|star| {
                let models = book.star(star).map_or(0, |s| s.players.len());
                let numbers: Vec<u8> = rows.by_ref().take(models).collect();
                rules::StarSpec {
                    star: star.clone(),
                    numbers: if numbers.len() == models {
                        numbers
                    } else {
                        Vec::new()
                    },
                }
            })
            .collect())
    }

    /// Gives the league's players in `setup` (built from [`Ledger::team_spec`]) their
    /// characteristics as the league has them now (injuries and increases), found by shirt
    /// number; Mercenaries and Star Players hired for the match keep theirs.
    pub fn fit_characteristics(
        &self,
        team_id: i64,
        setup: &mut rules::TeamSetup,
    ) -> Result<(), LedgerError> {
        let players = self.match_players_of(team_id)?;
        let squad = players.len().min(setup.players.len());
        for profile in &mut setup.players[..squad] {
            if let Some(p) = players.iter().find(|p| p.number == profile.number) {
                profile.ma = p.ma;
                profile.st = p.st;
                profile.ag = p.ag;
                profile.av = p.av;
            }
        }
        Ok(())
    }

    /// The engine's team for a match: the active players who do not miss it, with their
    /// characteristics and skills as the league has them now.
    pub fn team_setup(
        &self,
        book: &Rulebook,
        team_id: i64,
    ) -> Result<rules::TeamSetup, LedgerError> {
        let team = self.team(team_id)?;
        let mut setup =
            self.team_spec(book, team_id)?
                .build(book)
                .map_err(|e| LedgerError::Import {
                    file: team.name.clone(),
                    problem: e.to_string(),
                })?;
        self.fit_characteristics(team_id, &mut setup)?;
        Ok(setup)
    }
}

/// Puts a new player of `position` on team `team_id`'s roster, wearing `number`, named `name`:
/// the position's characteristics, `skills` beyond its own, no SPP, his value the position's
/// cost. Hire and Fire's hire, a free rookie (Raise the Dead, Nurgle's Rot) and a Journeyman
/// (`journeyman`) join so.
pub(crate) fn insert_rookie(
    conn: &Connection,
    team_id: i64,
    number: i64,
    name: &str,
    position: &tables::Position,
    skills: &[String],
    journeyman: bool,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO players (team_id, number, name, position, skills, ma, st, ag, av, spp,
                              value, journeyman)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 0, ?10, ?11)",
        params![
            team_id,
            number,
            name,
            position.name,
            serde_json::to_string(skills).unwrap_or_else(|_| "[]".into()),
            position.ma,
            position.st,
            position.ag,
            position.av,
            position.cost,
            journeyman
        ],
    )?;
    Ok(())
}
