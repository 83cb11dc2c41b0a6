//! Skills and traits: what a player can do beyond his profile.

use serde::{Deserialize, Serialize};

use crate::SkillCategory;

/// One skill or trait as the rulebook lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skill {
    /// Stable id the rules engine uses (`"mighty-blow"`).
    pub id: String,
    /// The name as the rulebook prints it (`"Mighty Blow"`).
    pub name: String,
    /// Its category; Extraordinary skills are never taken as improvements.
    pub category: SkillCategory,
    /// What it does, in one line of our own words.
    pub effect: String,
    /// Seed lines of the skill's text.
    pub source: String,
    /// Other spellings the source uses for the same skill (`"Claw"` for Claws).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// The ruleset option that must be on for this skill to exist (`"piling-on"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl Skill {
    /// Every name this skill answers to: id, aliases, then the printed name last.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.id.as_str())
            .chain(self.aliases.iter().map(String::as_str))
            .chain(std::iter::once(self.name.as_str()))
    }
}
