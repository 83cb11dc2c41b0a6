//! Ruleset options: the choices a league makes where the rules offer or contradict.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One choice a league may make; the first of `choices` is the default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOption {
    /// Stable id (`"piling-on"`).
    pub id: String,
    /// What it chooses, for the referee.
    pub name: String,
    /// The values it may take, default first.
    pub choices: Vec<String>,
    /// Seed lines of the rule or of the contradicting texts.
    pub source: String,
}

impl RuleOption {
    /// The default choice.
    pub fn default_choice(&self) -> Option<&str> {
        self.choices.first().map(String::as_str)
    }
}

/// The choices a league file made, by option id.
pub type Ruleset = BTreeMap<String, String>;
