//! The Blitz Bowl abilities that change a Block: Bomber and Insignificant (002:L1050-L1051).
//! Bomber: a Block Action while Open, against a standing (Open or Marked) opponent within 3
//! squares; such a Block is never Assisted and its Shove counts as Miss (002:L1051). A Bomber
//! Marked by an opponent next to him may still Block him as anyone does (digest §3.5). A
//! Block by an Insignificant player counts Tackle as Miss (002:L1050); his other part, that
//! opponents' Runs may pass next to him, is the Run's (`engine/blitz_run_abilities.rs`).
//! Asked only under Blitz Bowl's switches (Marking, Block Value dice).

use tables::BlitzFace;

use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::player::{Player, PlayerId};

/// How far a Bomber's Block reaches: 3 squares (002:L1051).
pub(crate) const BOMBER_REACH: u8 = 3;

impl<S: State> Engine<'_, S> {
    /// Whether `attacker` blocking `defender` is a Bomber's Block: he has Bomber and the
    /// target is not next to him (002:L1051).
    pub(crate) fn bomber_block(&self, attacker: PlayerId, defender: PlayerId) -> bool {
        let (Some(a), Some(d)) = (self.s.player(attacker), self.s.player(defender)) else {
            return false;
        };
        a.has_ability(BlitzAbility::Bomber)
            && matches!((a.square(), d.square()), (Some(x), Some(y)) if x.distance(y) > 1)
    }

    /// Under Marking, whether `player`, a Bomber, has a standing opponent within his reach
    /// to Block while Open (002:L1051).
    pub(crate) fn bomber_has_target(&self, player: &Player) -> bool {
        let Some(from) = player.square() else {
            return false;
        };
        player.has_ability(BlitzAbility::Bomber)
            && self.s.on_pitch(player.id.side.opponent()).any(|o| {
                o.is_standing() && o.square().is_some_and(|s| s.distance(from) <= BOMBER_REACH)
            })
    }

    /// The result `face` counts as in `attacker`'s Block of `defender`: a Bomber's Shove, or
    /// an Insignificant player's Tackle, as Miss (002:L1050, L1051).
    pub(crate) fn block_face_as(
        &self,
        attacker: PlayerId,
        defender: PlayerId,
        face: BlitzFace,
    ) -> BlitzFace {
        let insignificant = self
            .s
            .player(attacker)
            .is_some_and(|p| p.has_ability(BlitzAbility::Insignificant));
        match face {
            BlitzFace::Tackle if insignificant => BlitzFace::Miss,
            BlitzFace::Shove if self.bomber_block(attacker, defender) => BlitzFace::Miss,
            other => other,
        }
    }
}
