//! What a match starts from: two teams with their players' profiles, re-rolls and fan factor,
//! and, when they were settled away from the table, who kicks, the weather and the FAME. What
//! the setup leaves out is played as the pre-match sequence (weather roll, fans, coin toss).
//! A setup is complete in itself, so a stored match log replays without rosters.

use serde::{Deserialize, Serialize};
use tables::Rulebook;

use crate::pitch::Side;
use crate::player::Profile;

/// The weather in play (000:L1013-L1023).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weather {
    /// Sweltering Heat: a D6 per player on the pitch at the end of a drive, on a 1 he misses
    /// the next kick-off (000:L1019).
    SwelteringHeat,
    /// Very Sunny: -1 to every pass roll (000:L1020).
    VerySunny,
    /// Nice.
    #[default]
    Nice,
    /// Pouring Rain: -1 to catch, intercept and pick up (000:L1022).
    PouringRain,
    /// Blizzard: Go For It fails on 1-2, only Quick and Short passes (000:L1023).
    Blizzard,
}

impl Weather {
    /// The weather a 2D6 total gives on the Weather table (000:L1015-L1023).
    pub fn from_roll(total: u8) -> Weather {
        match total {
            0..=2 => Weather::SwelteringHeat,
            3 => Weather::VerySunny,
            4..=10 => Weather::Nice,
            11 => Weather::PouringRain,
            _ => Weather::Blizzard,
        }
    }

    /// The name on the Weather table.
    pub fn name(self) -> &'static str {
        match self {
            Weather::SwelteringHeat => "Sweltering Heat",
            Weather::VerySunny => "Very Sunny",
            Weather::Nice => "Nice",
            Weather::PouringRain => "Pouring Rain",
            Weather::Blizzard => "Blizzard",
        }
    }
}

/// Both teams' FAME for the match, when it was settled before the match came to the table
/// (000:L989-L993).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fame {
    /// Home team FAME (0-2).
    pub home: u8,
    /// Away team FAME (0-2).
    pub away: u8,
}

/// One team as it takes the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamSetup {
    /// The team's name.
    pub name: String,
    /// The tables roster id (`"orc-2016-box"`).
    pub roster: String,
    /// Team re-rolls at the start of each half (000:L370-L372, L760).
    pub rerolls: u8,
    /// Fan Factor, added to the fans roll that sets FAME (000:L989).
    #[serde(default)]
    pub fan_factor: u8,
    /// Cheerleaders: each adds 1 to Cheering Fans and the Blitzmania contests that count them
    /// (000:L1003; 001:L569; 004:L1295-L1422).
    #[serde(default)]
    pub cheerleaders: u8,
    /// Assistant Coaches: each adds 1 to Brilliant Coaching and Questionable Coaching
    /// (000:L1005; 001:L574; 004:L1295-L1422).
    #[serde(default)]
    pub assistant_coaches: u8,
    /// The squad.
    pub players: Vec<Profile>,
    /// Apothecaries for the match: the team's own (0-1) and Wandering Apothecaries (0-2); each
    /// is used once (004:L1108-L1129, L3010-L3019; 001:L519-L527).
    #[serde(default)]
    pub apothecaries: u8,
    /// An Igor: once a match, re-rolls a failed Regeneration roll (004:L3086-L3092).
    #[serde(default)]
    pub igor: bool,
    /// The Necromancer's Raise the Dead (Necromantic and Undead teams, 004:L1095-L1106): the
    /// profile of the Zombie that rises, once a match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raise_the_dead: Option<Profile>,
}

/// Everything a match is built from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    /// The home team (sets up in `x = 0..=12`).
    pub home: TeamSetup,
    /// The away team.
    pub away: TeamSetup,
    /// The team that sets up first and kicks off the first half (000:L374); `None`: a coin
    /// toss before the match decides.
    #[serde(default)]
    pub kicking: Option<Side>,
    /// The weather at the start; `None`: rolled on the Weather table before the match.
    #[serde(default)]
    pub weather: Option<Weather>,
    /// Both teams' FAME; `None`: each team rolls its fans before the match.
    #[serde(default)]
    pub fame: Option<Fame>,
}

impl MatchSetup {
    /// The team of `side`.
    pub fn team(&self, side: Side) -> &TeamSetup {
        match side {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }
}

/// A team as a script names it: a quick-start team by id, or a roster with numbered positions.
/// A key the format does not know is refused with its name (a misspelt `"cheerleader"` would
/// otherwise count as none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TeamSpec {
    /// A ready-made team from the tables (`"orc-quick-start"`), numbered 1, 2, … in list order.
    QuickStart(String),
    /// A roster and the players picked from it.
    Roster {
        /// Team name.
        name: String,
        /// Roster id or name.
        roster: String,
        /// Team re-rolls.
        rerolls: u8,
        /// Fan Factor.
        #[serde(default)]
        fan_factor: u8,
        /// Cheerleaders.
        #[serde(default)]
        cheerleaders: u8,
        /// Assistant Coaches.
        #[serde(default)]
        assistant_coaches: u8,
        /// The players.
        players: Vec<PlayerSpec>,
        /// The Star Players hired for the match (0-2 hires; a duo is one hire).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        stars: Vec<StarSpec>,
        /// The team's own Apothecary (50,000; not for Khemri, Necromantic, Nurgle, Undead).
        #[serde(default, skip_serializing_if = "is_false")]
        apothecary: bool,
        /// Wandering Apothecaries induced for the match (0-2; only for teams that may have an
        /// Apothecary, 004:L3010-L3019).
        #[serde(default, skip_serializing_if = "is_zero")]
        wandering_apothecaries: u8,
        /// An Igor induced for the match (0-1; only for teams that may not have an
        /// Apothecary, 004:L3086-L3092).
        #[serde(default, skip_serializing_if = "is_false")]
        igor: bool,
    },
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A Star Player hired for the match (004:L3094-L3119), by name or id; `numbers` are the
/// shirts his model or models wear (by default the next free numbers after the squad's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StarSpec {
    /// The star's entry, by name or id (`"Griff Oberwald"`, `"grak-and-crumbleberry"`).
    pub star: String,
    /// Shirt numbers, one a model.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<u8>,
}

/// The most Star Players a team may induce for one match; a duo counts once (004:L3101-L3103,
/// L9252-L9253).
pub const MAX_STAR_HIRES: usize = 2;

/// One player of a [`TeamSpec::Roster`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// Shirt number.
    pub number: u8,
    /// Position title in the roster.
    pub position: String,
    /// Name; the position when absent.
    #[serde(default)]
    pub name: Option<String>,
    /// Skills gained beyond the position's, by name.
    #[serde(default)]
    pub skills: Vec<String>,
}

/// Adds the hired Star Players to `team`: each must be one the team may hire (his entry or
/// the team's roster page, 004:L3094-L3119), at most [`MAX_STAR_HIRES`] hires, never the same
/// twice, each model with the entry's profile and skills.
fn hire_stars(book: &Rulebook, team: &mut TeamSetup, stars: &[StarSpec]) -> Result<(), SetupError> {
    // At the Bugman's League Cup, Star Players are roster players, bought like any other
    // (001:L467): the limit on hires is the induced Stars'.
    if stars.len() > MAX_STAR_HIRES && !book.is_on(crate::bugmans::BUGMANS_OPTION) {
        return Err(SetupError(format!(
            "team \"{}\" hires {} Star Players: a team may induce at most {MAX_STAR_HIRES} (a duo \
             counts once; 004:L3094-L3119)",
            team.name,
            stars.len()
        )));
    }
    let roster = book
        .roster(&team.roster)
        .map_err(|e| SetupError(e.to_string()))?;
    let mut hired: Vec<&str> = Vec::new();
    for spec in stars {
        let star = book
            .star(&spec.star)
            .map_err(|e| SetupError(e.to_string()))?;
        if star.hire_for(&roster.id).is_none() {
            return Err(SetupError(format!(
                "team \"{}\" ({}) may not hire {}: neither his entry ({}) nor the team's roster \
                 page lets him play for {} (004:L3094-L3119)",
                team.name, roster.name, star.name, star.source, roster.name
            )));
        }
        if hired.contains(&star.id.as_str()) {
            return Err(SetupError(format!(
                "team \"{}\" hires {} twice",
                team.name, star.name
            )));
        }
        hired.push(&star.id);
        if team.players.len() + star.players.len() > 16 {
            return Err(SetupError(format!(
                "team \"{}\" would field {} players with {}: Star Players may not take a team \
                 above 16 (004:L3105-L3107); leave out a player who misses the match",
                team.name,
                team.players.len() + star.players.len(),
                star.name
            )));
        }
        if !spec.numbers.is_empty() && spec.numbers.len() != star.players.len() {
            return Err(SetupError(format!(
                "{} is {} model(s): give {} shirt number(s), or none for the next free ones",
                star.name,
                star.players.len(),
                star.players.len()
            )));
        }
        for (k, model) in star.players.iter().enumerate() {
            let number = match spec.numbers.get(k) {
                Some(n) => *n,
                None => team
                    .players
                    .iter()
                    .map(|p| p.number)
                    .max()
                    .map_or(1, |n| n.saturating_add(1)),
            };
            if team.players.iter().any(|p| p.number == number) {
                return Err(SetupError(format!(
                    "team \"{}\" has two players wearing #{number}: give {} another number",
                    team.name, model.name
                )));
            }
            let mut skills: Vec<String> = Vec::new();
            for skill in &model.skills {
                let found = book
                    .skill(skill)
                    .map_err(|e| SetupError(format!("{}: {e}", model.name)))?;
                if !skills.contains(&found.id) {
                    skills.push(found.id.clone());
                }
            }
            team.players.push(Profile {
                number,
                name: model.name.clone(),
                position: STAR_POSITION.to_string(),
                ma: model.ma,
                st: model.st,
                ag: model.ag,
                av: model.av,
                skills,
                team: String::new(),
            });
        }
    }
    Ok(())
}

/// The team's medical staff: Apothecaries where its roster may have them, an Igor where it may
/// not, and the Necromancer that Necromantic and Undead teams have for free.
fn hire_staff(
    book: &Rulebook,
    team: &mut TeamSetup,
    apothecary: bool,
    wandering: u8,
    igor: bool,
) -> Result<(), SetupError> {
    let roster = book
        .roster(&team.roster)
        .map_err(|e| SetupError(e.to_string()))?;
    if (apothecary || wandering > 0) && !roster.apothecary {
        return Err(SetupError(format!(
            "team \"{}\" ({}) may not have an Apothecary, its own or a Wandering one: Khemri, \
             Necromantic, Nurgle and Undead teams may not use one ({}, 004:L3010-L3019); an \
             Igor may help instead (\"igor\": true)",
            team.name, roster.name, roster.apothecary_source
        )));
    }
    if wandering > 2 {
        return Err(SetupError(format!(
            "team \"{}\" induces {wandering} Wandering Apothecaries: at most 2 (004:L3010)",
            team.name
        )));
    }
    if igor && roster.apothecary {
        return Err(SetupError(format!(
            "team \"{}\" ({}) may not hire an Igor: only a team that may not buy an Apothecary \
             may (004:L3086-L3088); give it an Apothecary instead (\"apothecary\": true)",
            team.name, roster.name
        )));
    }
    team.apothecaries = u8::from(apothecary) + wandering;
    team.igor = igor;
    if roster.necromancer {
        let zombie = roster.position("Zombie").ok_or_else(|| {
            SetupError(format!(
                "roster \"{}\" has a Necromancer but no Zombie position to raise",
                roster.name
            ))
        })?;
        team.raise_the_dead = Some(Profile {
            number: 0,
            name: zombie.name.clone(),
            position: zombie.name.clone(),
            ma: zombie.ma,
            st: zombie.st,
            ag: zombie.ag,
            av: zombie.av,
            skills: zombie
                .skills
                .iter()
                .map(|s| book.skill(s).map(|found| found.id.clone()))
                .collect::<Result<_, _>>()
                .map_err(|e| SetupError(format!("{}: {e}", zombie.name)))?,
            team: String::new(),
        });
    }
    Ok(())
}

/// The position a Star Player's profile names.
pub const STAR_POSITION: &str = "Star Player";

/// A match as a script's first line names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupSpec {
    /// Home team.
    pub home: TeamSpec,
    /// Away team.
    pub away: TeamSpec,
    /// Who kicks off first; absent: the coin toss decides.
    #[serde(default)]
    pub kicking: Option<Side>,
    /// Weather at the start; absent: rolled before the match.
    #[serde(default)]
    pub weather: Option<Weather>,
    /// FAME of both teams; absent: the fans are rolled before the match.
    #[serde(default)]
    pub fame: Option<Fame>,
}

/// A setup that cannot be built, with what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

impl SetupSpec {
    /// Looks the teams up in `book` and copies their profiles into a [`MatchSetup`].
    pub fn build(&self, book: &Rulebook) -> Result<MatchSetup, SetupError> {
        // Both teams induced the same star: neither may use him (004:L3109-L3112).
        let (home, away) = (self.home.stars(), self.away.stars());
        for star in home {
            let id = book.star(&star.star).map(|s| s.id.as_str()).ok();
            let twice = away
                .iter()
                .any(|other| book.star(&other.star).map(|s| s.id.as_str()).ok() == id);
            if twice && id.is_some() {
                return Err(SetupError(format!(
                    "both teams hired {}: neither may use him (he keeps both fees, \
                     004:L3109-L3112); leave him out of both teams",
                    star.star
                )));
            }
        }
        Ok(MatchSetup {
            home: self.home.build(book)?,
            away: self.away.build(book)?,
            kicking: self.kicking,
            weather: self.weather,
            fame: self.fame,
        })
    }
}

impl TeamSpec {
    /// The Star Players the team hires.
    pub fn stars(&self) -> &[StarSpec] {
        match self {
            TeamSpec::QuickStart(_) => &[],
            TeamSpec::Roster { stars, .. } => stars,
        }
    }

    /// The team with every player's profile and skill ids filled in from `book`.
    pub fn build(&self, book: &Rulebook) -> Result<TeamSetup, SetupError> {
        let err = |e: tables::TablesError| SetupError(e.to_string());
        match self {
            TeamSpec::QuickStart(id) => {
                let team = book.quick_start_team(id).map_err(err)?;
                let mut players = Vec::new();
                for entry in &team.players {
                    for _ in 0..entry.count {
                        let number = u8::try_from(players.len() + 1).unwrap_or(u8::MAX);
                        players.push(PlayerSpec {
                            number,
                            position: entry.position.clone(),
                            name: None,
                            skills: Vec::new(),
                        });
                    }
                }
                let mut built = build_team(book, &team.name, &team.roster, team.rerolls, &players)?;
                built.fan_factor = team.fan_factor;
                Ok(built)
            }
            TeamSpec::Roster {
                name,
                roster,
                rerolls,
                fan_factor,
                cheerleaders,
                assistant_coaches,
                players,
                stars,
                apothecary,
                wandering_apothecaries,
                igor,
            } => {
                let mut built = build_team(book, name, roster, *rerolls, players)?;
                hire_stars(book, &mut built, stars)?;
                built.fan_factor = *fan_factor;
                built.cheerleaders = *cheerleaders;
                built.assistant_coaches = *assistant_coaches;
                hire_staff(
                    book,
                    &mut built,
                    *apothecary,
                    *wandering_apothecaries,
                    *igor,
                )?;
                Ok(built)
            }
        }
    }
}

fn build_team(
    book: &Rulebook,
    name: &str,
    roster: &str,
    rerolls: u8,
    players: &[PlayerSpec],
) -> Result<TeamSetup, SetupError> {
    let roster = book.roster(roster).map_err(|e| SetupError(e.to_string()))?;
    let mut profiles: Vec<Profile> = Vec::new();
    for spec in players {
        if profiles.iter().any(|p| p.number == spec.number) {
            return Err(SetupError(format!(
                "team \"{name}\" has two players wearing #{}: give each a different number",
                spec.number
            )));
        }
        let position = roster.position(&spec.position).ok_or_else(|| {
            let known: Vec<&str> = roster.positions.iter().map(|p| p.name.as_str()).collect();
            SetupError(format!(
                "#{}: roster \"{}\" has no position \"{}\"; it has {}",
                spec.number,
                roster.name,
                spec.position,
                known.join(", ")
            ))
        })?;
        let mut skills = Vec::new();
        for skill in position.skills.iter().chain(&spec.skills) {
            let found = book
                .skill(skill)
                .map_err(|e| SetupError(format!("#{} {}: {e}", spec.number, position.name)))?;
            if !skills.contains(&found.id) {
                skills.push(found.id.clone());
            }
        }
        profiles.push(Profile {
            number: spec.number,
            name: spec.name.clone().unwrap_or_else(|| position.name.clone()),
            position: position.name.clone(),
            ma: position.ma,
            st: position.st,
            ag: position.ag,
            av: position.av,
            skills,
            team: String::new(),
        });
    }
    Ok(TeamSetup {
        name: name.to_string(),
        roster: roster.id.clone(),
        rerolls,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: profiles,
        apothecaries: 0,
        igor: false,
        raise_the_dead: None,
    })
}
