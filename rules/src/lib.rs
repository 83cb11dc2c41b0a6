//! Nuffle's Blood Bowl 2016 rules engine.
//!
//! The engine is pure: no IO, no clock, no random numbers. Dice arrive as inputs from outside
//! (a tower, a camera, a click, or a seeded generator in the simulator), so the same inputs
//! always give the same match. A [`Match`] is built from a [`MatchSetup`]; [`Match::prompt`]
//! says what it waits for and [`Match::apply`] takes an [`Input`] and returns the rulings
//! ([`Event`]) or a [`Rejection`] that explains itself with the rule's seed line.

pub mod arena;
pub mod blitz_ability;
pub mod blitz_balls;
pub mod blitz_team;
pub mod bugmans;
pub mod bugmans_games;
pub mod challenge;
pub mod characteristic;
pub mod dice;
mod engine;
pub mod event;
pub mod expensive_mistakes;
mod inducement;
pub mod inducement_kind;
pub mod inducement_offer;
pub mod input;
pub mod odds;
pub mod pitch;
pub mod player;
pub mod prompt;
pub mod rejection;
pub mod ruled_options;
pub mod ruleset;
pub mod rune;
pub mod script_ruleset;
pub mod setup;
pub mod skill;
pub mod special_ball;
pub mod special_play;
pub mod square_set;
pub mod state;

pub use dice::{BlockFace, Dice, DiceRoll, DiceSource, Die, DieKind};
pub use engine::{
    BlockPreview, BlockValuePreview, Choosing, Match, MoveNeeds, PassPreview, PlantedBug, Reach,
    StepFive, TURN_SECONDS, TemplateKind, TemplateLaid,
};
pub use event::{Event, EventKind, InjuryResult, Outcome};
pub use inducement::{WINTERBOWL_OPTION, team_value};
pub use inducement_kind::{Bought, Inducement, InducementCounts};
pub use input::{
    ActionKind, Decision, DugoutBox, Edit, Facing, Input, PassRange, Reroll, RerollSkill,
};
pub use pitch::{Pitch, Side, Square};
pub use player::{Place, Player, PlayerId, Profile, Stance};
pub use prompt::{DecisionKind, DecisionRequest, Modifier, Placings, Prompt, RollRequest};
pub use rejection::Rejection;
pub use ruled_options::UnruledOption;
pub use ruleset::{RulesetName, RulesetParams};
pub use setup::{
    ChosenKnowing, Fame, InducementSpec, Inducements, InducementsChosen, LeagueSetup, LeagueSpec,
    MatchSetup, MercenarySpec, PlayerSpec, SetupError, SetupSpec, Stadium, StarSpec, TeamSetup,
    TeamSpec, Weather, WeatherTable,
};
pub use skill::{Ruled, Skill, SkillSet};
pub use square_set::SquareSet;
pub use state::{ActiveAction, Ball, DriveRules, MatchState, TeamState, TurnState};
/// Stadium attributes the ledger rules after the match (004:L3677-L3728).
pub use state::{BROADCAST_STUDIO, DESPERATE_FOR_EXPOSURE, INTEGRATED_MERCHANDISE_STALLS};

/// Block dice and chooser for final strengths, and push-back squares: exposed for the odds
/// calculator and the GUI.
pub mod geometry {
    pub use crate::engine::{block_dice, can_intercept, push_squares};
}
