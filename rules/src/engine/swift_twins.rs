//! The Swift Twins' Swift Reaction (004:L9639-L9640): while one twin is in the Dead & Injured
//! box (a Casualty, `Place::Casualty`; a KO'd twin is not there, nor one sent off to the
//! dungeon, 000:L1190), the other twin loses Loner. Read where Loner acts: the team re-roll
//! and Piling On's re-roll ([`Engine::loner_counts`]).

use super::{Engine, State};
use crate::player::{Place, Player, PlayerId};
use crate::setup::STAR_POSITION;
use crate::skill::Skill;

/// The twins by their profile names (`tables/data/stars-2016.toml`, "the-swift-twins").
const TWINS: [&str; 2] = ["Lucien Swift", "Valen Swift"];

/// The other twin's name, if `player` is one of the Swift Twins.
fn other_twin(player: &Player) -> Option<&'static str> {
    if player.profile.position != STAR_POSITION {
        return None;
    }
    let name = player.profile.name.as_str();
    TWINS.iter().position(|t| *t == name).map(|i| TWINS[1 - i])
}

impl<S: State> Engine<'_, S> {
    /// Whether Loner acts for `id` now: he has it, and is not a Swift Twin whose twin of the
    /// same team lies in the Dead & Injured box (004:L9639-L9640).
    pub(crate) fn loner_counts(&self, id: PlayerId) -> bool {
        let Some(player) = self.s.player(id) else {
            return false;
        };
        if !player.has(Skill::Loner) {
            return false;
        }
        let Some(twin) = other_twin(player) else {
            return true;
        };
        !self
            .s
            .players
            .iter()
            .any(|p| p.id.side == id.side && p.profile.name == twin && p.place == Place::Casualty)
    }
}
