//! Team lists (rosters), their positions, and ready-made teams.

use serde::{Deserialize, Serialize};

/// A skill category (004:L9852-L9971). Improvements come from G A S P M; Extraordinary skills
/// come only with a position or a star and are never chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SkillCategory {
    General,
    Agility,
    Strength,
    Passing,
    Mutation,
    Extraordinary,
}

impl SkillCategory {
    /// The category for a roster's skill-access letter (`'G'`, `'A'`, `'S'`, `'P'`, `'M'`);
    /// `'E'` is not an access letter, so it gives `None`.
    pub fn from_letter(letter: char) -> Option<SkillCategory> {
        match letter {
            'G' => Some(SkillCategory::General),
            'A' => Some(SkillCategory::Agility),
            'S' => Some(SkillCategory::Strength),
            'P' => Some(SkillCategory::Passing),
            'M' => Some(SkillCategory::Mutation),
            _ => None,
        }
    }
}

/// One line of a team list: a kind of player a team may hire.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The title, singular (`"Black Orc Blocker"`).
    pub name: String,
    /// How many a team may have (the `0-N` column).
    pub max: u8,
    /// Hiring cost in gold pieces.
    pub cost: u32,
    /// Movement Allowance.
    pub ma: u8,
    /// Strength.
    pub st: u8,
    /// Agility.
    pub ag: u8,
    /// Armour Value.
    pub av: u8,
    /// Starting skills and traits, as the rulebook spells them.
    pub skills: Vec<String>,
    /// Categories open on a normal improvement roll, as letters (`"GS"`).
    pub normal: String,
    /// Extra categories open on a double, as letters.
    pub double: String,
    /// Seed line of the profile.
    pub source: String,
    /// Seed line of the skill access letters.
    pub access_source: String,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl Position {
    /// The categories of a normal improvement.
    pub fn normal_categories(&self) -> Vec<SkillCategory> {
        self.normal
            .chars()
            .filter_map(SkillCategory::from_letter)
            .collect()
    }

    /// The extra categories of a double.
    pub fn double_categories(&self) -> Vec<SkillCategory> {
        self.double
            .chars()
            .filter_map(SkillCategory::from_letter)
            .collect()
    }
}

/// A team list: the positions a race may hire and its staff prices.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roster {
    /// Stable id used by saved matches (`"orc-2016-box"`).
    pub id: String,
    /// The team's name as the rulebook prints it (`"Orc"`).
    pub name: String,
    /// Seed lines of the whole list.
    pub source: String,
    /// Cost of one team re-roll at team creation.
    pub reroll_cost: u32,
    /// Most team re-rolls a team may have.
    pub reroll_max: u8,
    /// Seed line of the re-roll price.
    pub reroll_source: String,
    /// Whether the team may hire an apothecary.
    pub apothecary: bool,
    /// Seed line of the apothecary rule.
    pub apothecary_source: String,
    /// The team has a Necromancer, free, whose Raise the Dead turns a killed opponent into a
    /// Zombie once a match (Necromantic and Undead, 004:L1095-L1106).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub necromancer: bool,
    /// The compendium team list whose race this one is (`"orc"` for the 2016 box's Orc list),
    /// for what the data grants by race: inducements, (In)Famous Coaching Staff, Star
    /// Players and special balls. A compendium list names none: it is its own race.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<String>,
    /// Team-wide rules beyond staff and inducement prices, in our own words with seed lines.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_rules: Vec<String>,
    /// The positions, in the rulebook's order.
    #[serde(rename = "position")]
    pub positions: Vec<Position>,
}

impl Roster {
    /// The id the data's race lists name this team list by: its `race`, else its own id.
    pub fn race_id(&self) -> &str {
        self.race.as_deref().unwrap_or(&self.id)
    }

    /// A position by title, case-insensitive.
    pub fn position(&self, name: &str) -> Option<&Position> {
        self.positions
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name.trim()))
    }
}

/// How many players of one position a ready-made team has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamEntry {
    /// Position title in the team's roster.
    pub position: String,
    /// How many.
    pub count: u8,
}

/// A ready-made team, such as the box's quick-start teams.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuickStartTeam {
    /// Stable id (`"orc-quick-start"`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Id of the roster its players come from.
    pub roster: String,
    /// Team re-rolls.
    pub rerolls: u8,
    /// Fan Factor.
    pub fan_factor: u8,
    /// Seed line.
    pub source: String,
    /// Players by position.
    pub players: Vec<TeamEntry>,
}

/// The team-creation rules: treasury, squad size, Fan Factor price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Creation {
    /// Gold to build a team with.
    pub treasury: u32,
    /// Seed line of the treasury.
    pub treasury_source: String,
    /// Fewest players on a roster.
    pub min_players: u8,
    /// Most players on a roster.
    pub max_players: u8,
    /// Seed line of the squad size.
    pub players_source: String,
    /// Price of one point of Fan Factor at creation, also what it adds to team value.
    pub fan_factor_cost: u32,
    /// Most Fan Factor a new team may buy.
    pub fan_factor_max: u8,
    /// Seed line of the Fan Factor rules.
    pub fan_factor_source: String,
}
