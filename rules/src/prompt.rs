//! What the match waits for: a decision with its legal options, or a roll with its dice,
//! target, modifiers and the re-rolls that could follow. A roll prompt never offers actions.

use serde::{Deserialize, Serialize};

use crate::dice::DieKind;
use crate::input::{Decision, Reroll};
use crate::pitch::Side;
use crate::player::PlayerId;

/// One modifier to a roll, named as the rulebook names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifier {
    /// What it is for (`"dodging"`, `"2 opposing Tackle Zones"`).
    pub name: String,
    /// +1, -2 …
    pub value: i8,
}

/// A roll the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollRequest {
    /// The roll's name (`"Dodge"`, `"Armour"`, `"Block"`).
    pub roll: String,
    /// The coach who rolls.
    pub side: Side,
    /// The player it is for, if any.
    pub player: Option<PlayerId>,
    /// The dice, in order.
    pub dice: Vec<DieKind>,
    /// For a roll against a number: the natural D6 needed, modifiers included.
    pub needs: Option<u8>,
    /// The modifiers that apply.
    pub modifiers: Vec<Modifier>,
    /// What it is for, in a sentence.
    pub purpose: String,
    /// The re-rolls that could be used if it goes wrong (none when the roll is a re-roll already).
    pub rerolls: Vec<Reroll>,
}

impl RollRequest {
    /// Whether a roll from any dice source fits this request (see [`crate::dice::fit`]): the
    /// check a source runs before it offers dice, the same one the match runs on them.
    pub fn fit(&self, roll: &crate::dice::DiceRoll) -> Result<(), String> {
        crate::dice::fit(&self.roll, &self.dice, roll)
    }
}

/// A decision the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionRequest {
    /// The coach who decides.
    pub side: Side,
    /// What is being decided, in a sentence.
    pub about: String,
    /// Every legal decision. Referee edits are accepted at any decision besides these.
    pub options: Vec<Decision>,
}

/// What the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Prompt {
    /// A decision.
    Decision(DecisionRequest),
    /// A roll.
    Roll(RollRequest),
    /// Nothing: the match is over.
    MatchOver {
        /// The result.
        result: String,
    },
}
