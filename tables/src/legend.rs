//! Legends: players an optional rule brings to a match for free, never hired (Grombrindal, the
//! White Dwarf, and the Black Gobbo, 004:L9707-L9779).

use serde::{Deserialize, Serialize};

use crate::star::StarProfile;

/// One legend and the teams he joins when his rule brings him.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Legend {
    /// Stable id (`"grombrindal"`).
    pub id: String,
    /// Seed lines of his entry and his rules.
    pub source: String,
    /// The ruleset option that brings him (`"white-dwarf-and-black-gobbo"`).
    pub option: String,
    /// The team lists (roster ids; a box list counts by its race) he joins.
    pub joins: Vec<String>,
    /// His own rules, in our own words with their seed lines.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_rules: Vec<String>,
    /// His profile.
    pub player: StarProfile,
}

impl Legend {
    /// Whether he joins the team list `race` (a race id, [`crate::Rulebook::race_of`]).
    pub fn joins(&self, race: &str) -> bool {
        self.joins.iter().any(|t| t == race)
    }
}
