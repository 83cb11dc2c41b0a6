//! Blitz Bowl's Arenas, an optional rule both coaches agree on (002:L788-L806): the coach who
//! won the toss rolls a D8 at set-up, before the pitch is chosen (002:L796), and the rolled
//! Arena's regional rule holds all match. Each rule is a value of the ruleset
//! ([`ArenaRules`], [`crate::RulesetParams::with_arena`]) read by the step it changes.

use serde::{Deserialize, Serialize};

/// Blitz Bowl's optional rules a script names in its `"optional"` list (002:L788).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OptionalRule {
    /// Blitz Bowl Arenas: a D8 at set-up picks the match's regional rule (002:L790-L806).
    Arenas,
    /// Blitz Bowl Balls: a coach chooses the ball in play, and each ball's rule holds
    /// (002:L810-L850; `engine/blitz_balls.rs`).
    Balls,
}

impl OptionalRule {
    /// Every optional rule the engine rules.
    pub const ALL: [OptionalRule; 2] = [OptionalRule::Arenas, OptionalRule::Balls];

    /// Its id in a script (`"arenas"`).
    pub fn id(self) -> &'static str {
        match self {
            OptionalRule::Arenas => "arenas",
            OptionalRule::Balls => "balls",
        }
    }

    /// The rule of that id, if any.
    pub fn from_id(id: &str) -> Option<OptionalRule> {
        OptionalRule::ALL.into_iter().find(|r| r.id() == id)
    }

    /// Its name in the rulebook, for the referee (`"Blitz Bowl Arenas"`).
    pub fn name(self) -> &'static str {
        match self {
            OptionalRule::Arenas => "Blitz Bowl Arenas",
            OptionalRule::Balls => "Blitz Bowl Balls",
        }
    }
}

/// The eight Arenas of the D8 table, by their number (002:L798-L806).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arena {
    /// 1: both teams' Emergency Reserves Value 1 lower (002:L799).
    GreatMootBakeOffTent,
    /// 2: a Reserves Action may place the player on a Trapdoor (002:L800).
    SewerPipeStadium,
    /// 3: a free Run Action after any Reserves Action (002:L801).
    TheBonePit,
    /// 4: no −1 to the Throw Check for a Long Throw (002:L802).
    GlitteringColiseum,
    /// 5: a Shove that cannot push is a Kerrunch!, not a Smash (002:L803).
    ColiseumOfChaos,
    /// 6: an Assisted Block rolls two more Block Dice, three at most (002:L804).
    BadlandsFightingPit,
    /// 7: Sudden Death at 8 points ahead (002:L805).
    MountainSummitStadium,
    /// 8: a Block on a player next to a Trapdoor is Assisted (002:L806).
    OvergrownArena,
}

impl Arena {
    /// In the D8 table's order.
    pub const ALL: [Arena; 8] = [
        Arena::GreatMootBakeOffTent,
        Arena::SewerPipeStadium,
        Arena::TheBonePit,
        Arena::GlitteringColiseum,
        Arena::ColiseumOfChaos,
        Arena::BadlandsFightingPit,
        Arena::MountainSummitStadium,
        Arena::OvergrownArena,
    ];

    /// The Arena a D8 result picks; `None` off 1-8.
    pub fn rolled(n: u8) -> Option<Arena> {
        Arena::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// Its number on the D8 table.
    pub fn number(self) -> u8 {
        (1u8..)
            .zip(Arena::ALL)
            .find(|&(_, a)| a == self)
            .map_or(0, |(n, _)| n)
    }

    /// Its printed name.
    pub fn name(self) -> &'static str {
        match self {
            Arena::GreatMootBakeOffTent => "Great Moot Bake-off Tent",
            Arena::SewerPipeStadium => "Sewer Pipe Stadium",
            Arena::TheBonePit => "The Bone Pit",
            Arena::GlitteringColiseum => "Glittering Coliseum",
            Arena::ColiseumOfChaos => "Coliseum of Chaos",
            Arena::BadlandsFightingPit => "Badlands Fighting Pit",
            Arena::MountainSummitStadium => "Mountain Summit Stadium",
            Arena::OvergrownArena => "Overgrown Arena",
        }
    }

    /// Its regional rule, in our words (002:L799-L806): one place for them, the engine's
    /// note when the Arena is rolled and the window's start page.
    pub fn regional_rule(self) -> &'static str {
        match self {
            Arena::GreatMootBakeOffTent => "both teams' Emergency Reserves Value is 1 lower",
            Arena::SewerPipeStadium => {
                "a Reserves Action may place its player on a Trapdoor: a ball there is removed, \
                 a player there Injured"
            }
            Arena::TheBonePit => "a free Run Action after any Reserves Action",
            Arena::GlitteringColiseum => "no -1 to the Throw Check for a Long Throw",
            Arena::ColiseumOfChaos => "a Shove that cannot push is a Kerrunch!, not a Smash",
            Arena::BadlandsFightingPit => {
                "an Assisted Block rolls two more Block Dice, three at most"
            }
            Arena::MountainSummitStadium => "Sudden Death Victory at 8 or more points ahead",
            Arena::OvergrownArena => "a Block on a player next to a Trapdoor counts as Assisted",
        }
    }

    /// Its line in seed 002.
    pub fn line(self) -> &'static str {
        match self {
            Arena::GreatMootBakeOffTent => "002:L799",
            Arena::SewerPipeStadium => "002:L800",
            Arena::TheBonePit => "002:L801",
            Arena::GlitteringColiseum => "002:L802",
            Arena::ColiseumOfChaos => "002:L803",
            Arena::BadlandsFightingPit => "002:L804",
            Arena::MountainSummitStadium => "002:L805",
            Arena::OvergrownArena => "002:L806",
        }
    }
}

/// The values an Arena's regional rule changes; [`ArenaRules::NONE`] is the game without one.
/// The Arena's Block Dice (6) and Sudden Death (7) are the ruleset's own `assist_dice` and
/// `sudden_death_margin` ([`crate::RulesetParams::with_arena`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArenaRules {
    /// The Arenas optional rule is played: the toss-winner rolls the D8 at set-up (002:L796).
    pub roll: bool,
    /// The Arena rolled, once it is.
    pub arena: Option<Arena>,
    /// Added to both teams' Emergency Reserves Value (−1 in Arena 1, 002:L799).
    pub erv_modifier: i8,
    /// A Reserves Action may place its player on a Trapdoor (Arena 2, 002:L800).
    pub reserves_on_trapdoor: bool,
    /// A free Run Action after each Reserves Action (Arena 3, 002:L801).
    pub run_after_reserves: bool,
    /// The Throw Check's modifier for a Long Throw: −1 (002:L518-L520), 0 in Arena 4 (002:L802).
    pub long_throw_modifier: i8,
    /// A Shove that cannot push Knocks Down as a Kerrunch! (Arena 5, 002:L803), not a Smash
    /// (002:L566).
    pub blocked_shove_kerrunch: bool,
    /// The most Block Dice a Block rolls; `None`: no cap (digest §9 A23), 3 in Arena 6
    /// (002:L804).
    pub max_block_dice: Option<u8>,
    /// A Block on a player next to a Trapdoor is Assisted (Arena 8, 002:L806).
    pub trapdoor_assists: bool,
    /// The ruleset's own values an Arena changed, as they were at set-up (to play the match
    /// again from its start: [`crate::RulesetParams::as_set_up`]).
    pub set_up: Option<ArenaSetUp>,
}

/// The ruleset's values an Arena may change besides [`ArenaRules`]' own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArenaSetUp {
    /// The Block Dice (Arena 6's Assist dice).
    pub block_dice: crate::ruleset::BlockDicePolicy,
    /// The game's end (Arena 7's Sudden Death).
    pub game_end: crate::ruleset::GameEnd,
}

impl ArenaRules {
    /// No Arena: the core game's values.
    pub const NONE: ArenaRules = ArenaRules {
        roll: false,
        arena: None,
        erv_modifier: 0,
        reserves_on_trapdoor: false,
        run_after_reserves: false,
        long_throw_modifier: -1,
        blocked_shove_kerrunch: false,
        max_block_dice: None,
        trapdoor_assists: false,
        set_up: None,
    };
}

impl Default for ArenaRules {
    fn default() -> ArenaRules {
        ArenaRules::NONE
    }
}
