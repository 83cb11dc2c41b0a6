//! Tournament presets: a ruleset a whole event plays by (Bugman's League Cup).

use serde::{Deserialize, Serialize};

use crate::ListEntry;

/// An event's team-building and between-game rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    pub id: String,
    pub name: String,
    pub source: String,
    /// Gold to build a team with.
    pub treasury: u32,
    pub treasury_source: String,
    pub min_players: u8,
    pub max_players: u8,
    pub players_source: String,
    /// Stars are bought like players and stay on the roster for the event.
    pub stars_as_players: bool,
    pub stars_source: String,
    pub fan_factor_max_at_creation: u8,
    pub fan_factor_cost: u32,
    pub fan_factor_source: String,
    /// How long a Casualty lasts (`"match"`: fully healed for the next game).
    pub casualties_last: String,
    pub casualties_source: String,
    /// Fan Factor the winner gains after each game.
    pub winner_fan_factor: u8,
    /// The dice table rolled for the one improvement after each game.
    pub improvement_table: String,
    pub post_match_source: String,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Coaching staff and sponsorship the event sells, with its own prices.
    pub staff: Vec<ListEntry>,
}
