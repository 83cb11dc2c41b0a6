//! Star Players: famous freelancers a team may induce for one match.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One Star Player entry; a duo or the Swift Twins are one entry with two players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Star {
    /// Stable id (`"morg-n-thorg"`).
    pub id: String,
    /// The entry's name as printed (`"Morg 'n' Thorg"`).
    pub name: String,
    /// Inducement cost of the whole entry, from the star entry itself.
    pub cost: u32,
    /// Seed lines of the entry.
    pub source: String,
    /// Team lists (roster ids) the entry itself allows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plays_for: Vec<String>,
    /// The entry allows any team (minus `except`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub plays_for_any: bool,
    /// Team lists excluded from `plays_for_any`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub except: Vec<String>,
    /// Team lists whose own roster page names this star.
    #[serde(default)]
    pub roster_pages: Vec<String>,
    /// Where a roster page prints a different price, by roster id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub roster_page_cost: BTreeMap<String, u32>,
    /// Rules of this star alone, in our own words with their seed lines.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_rules: Vec<String>,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The model or models of the entry.
    #[serde(rename = "player")]
    pub players: Vec<StarProfile>,
}

/// The profile of one model of a Star Player entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StarProfile {
    pub name: String,
    pub ma: u8,
    pub st: u8,
    pub ag: u8,
    pub av: u8,
    /// Skills as the rulebook spells them.
    pub skills: Vec<String>,
}

/// Why a team may hire a star: which source allows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HireBasis {
    /// Both the star's entry and the team's roster page allow it.
    EntryAndRosterPage,
    /// Only the star's own entry allows it.
    EntryOnly,
    /// Only the team's roster page lists him; the star's entry does not name the team.
    RosterPageOnly,
}

/// A star a given team may hire, with the price and the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct StarHire<'a> {
    pub star: &'a Star,
    /// The star entry's price, which the digest recommends trusting.
    pub cost: u32,
    /// The team's roster page price, when it prints a different one.
    pub roster_page_cost: Option<u32>,
    pub basis: HireBasis,
}

impl Star {
    /// Whether the star's own entry lets `roster_id` hire him.
    pub fn entry_allows(&self, roster_id: &str) -> bool {
        if self.plays_for_any {
            !self.except.iter().any(|t| t == roster_id)
        } else {
            self.plays_for.iter().any(|t| t == roster_id)
        }
    }

    /// Whether `roster_id`'s own roster page names the star.
    pub fn roster_page_allows(&self, roster_id: &str) -> bool {
        self.roster_pages.iter().any(|t| t == roster_id)
    }

    /// The hire for `roster_id`, if either source allows it.
    pub fn hire_for(&self, roster_id: &str) -> Option<StarHire<'_>> {
        let basis = match (
            self.entry_allows(roster_id),
            self.roster_page_allows(roster_id),
        ) {
            (true, true) => HireBasis::EntryAndRosterPage,
            (true, false) => HireBasis::EntryOnly,
            (false, true) => HireBasis::RosterPageOnly,
            (false, false) => return None,
        };
        Some(StarHire {
            star: self,
            cost: self.cost,
            roster_page_cost: self.roster_page_cost.get(roster_id).copied(),
            basis,
        })
    }
}
