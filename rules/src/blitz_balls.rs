//! Blitz Bowl's Balls, an optional rule both coaches agree on (002:L788, L810-L850): the balls
//! of the box, one of which is in play, chosen by a coach (002:L820-L822). Their effects are
//! ruled by the steps they change (`engine/blitz_balls.rs`, `engine/blitz_reroll.rs`).

use serde::{Deserialize, Serialize};

/// A ball of the box, by its id in a decision (`"squig-ball"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BlitzBall {
    /// The spiked ball every game uses: no rule of its own (002:L812).
    Standard,
    /// Its holder re-rolls a Throw Check's 1; a Dwarf team's holder any failed Throw Check
    /// (002:L828-L832).
    DwarfRuneBall,
    /// Its holder re-rolls results of Miss of his Block Action (002:L836-L840).
    ExtraSpikeyBall,
    /// At the start of each coach's turn: held by his player, a D6 of 1 Bounces it from the
    /// holder; on the floor, it Bounces at once (002:L844-L850).
    SquigBall,
}

impl BlitzBall {
    /// Every ball, in the source's order.
    pub const ALL: [BlitzBall; 4] = [
        BlitzBall::Standard,
        BlitzBall::DwarfRuneBall,
        BlitzBall::ExtraSpikeyBall,
        BlitzBall::SquigBall,
    ];

    /// Its id (`"dwarf-rune-ball"`).
    pub fn id(self) -> &'static str {
        match self {
            BlitzBall::Standard => "standard",
            BlitzBall::DwarfRuneBall => "dwarf-rune-ball",
            BlitzBall::ExtraSpikeyBall => "extra-spikey-ball",
            BlitzBall::SquigBall => "squig-ball",
        }
    }

    /// Its name as printed.
    pub fn name(self) -> &'static str {
        match self {
            BlitzBall::Standard => "the standard ball",
            BlitzBall::DwarfRuneBall => "the Dwarf Rune Ball",
            BlitzBall::ExtraSpikeyBall => "the Extra Spikey Ball",
            BlitzBall::SquigBall => "the Squig Ball",
        }
    }
}
