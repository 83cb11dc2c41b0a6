//! Named lists of rulebook things that are looked up rather than rolled: inducements, coaching
//! staff, Special Play cards, match events, special balls.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One list, such as the inducements or one Special Play deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct List {
    /// Stable id (`"inducements"`, `"dirty-tricks"`).
    pub id: String,
    /// Its name as the rulebook gives it.
    pub name: String,
    /// Seed lines of the whole list.
    pub source: String,
    /// The ruleset option that must be on for the list to apply, if it is optional.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub option: Option<String>,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The entries, in the rulebook's order.
    #[serde(rename = "entry")]
    pub entries: Vec<ListEntry>,
}

/// One thing in a [`List`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListEntry {
    /// Stable id, unique within its list.
    pub id: String,
    /// The number the source gives it (a card or event number), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
    /// Its name as printed.
    pub name: String,
    /// Price in gold pieces, if it has a fixed one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// A different price for some team lists, by roster id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub team_cost: BTreeMap<String, u32>,
    /// How many a team may have, as the rulebook writes it (`"0-2"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<String>,
    /// The team lists (roster ids) it is for; empty means every team.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<String>,
    /// When it may be played or used, for cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<String>,
    /// What it does, in one line.
    pub effect: String,
    /// Seed lines.
    pub source: String,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl ListEntry {
    /// The most a team may have, from `limit` (`"0-2"` gives 2).
    pub fn max(&self) -> Option<u8> {
        self.limit
            .as_deref()
            .and_then(|l| l.rsplit('-').next())
            .and_then(|n| n.trim().parse().ok())
    }

    /// What `roster_id` pays, if it has a price.
    pub fn cost_for(&self, roster_id: &str) -> Option<u32> {
        self.team_cost.get(roster_id).copied().or(self.cost)
    }

    /// Whether `roster_id` may have it.
    pub fn allows(&self, roster_id: &str) -> bool {
        self.teams.is_empty() || self.teams.iter().any(|t| t == roster_id)
    }
}
