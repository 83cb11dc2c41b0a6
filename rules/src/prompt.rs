//! What the match waits for: a decision with its legal options, or a roll with its dice,
//! target, modifiers and the re-rolls that could follow. A roll prompt never offers actions.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::dice::DieKind;
use crate::input::{Decision, Reroll};
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::square_set::SquareSet;

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
    /// The roll's name (`"Dodge"`, `"Armour"`, `"Block"`): the engine's own words, borrowed.
    pub roll: Cow<'static, str>,
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
    /// Every legal decision but the set-up's placings. Referee edits are accepted at any
    /// decision besides these.
    pub options: Vec<Decision>,
    /// At a set-up, the legal placings ([`Decision::Place`]), written as who may be placed
    /// and where rather than one option for each pair (thousands).
    #[serde(default, skip_serializing_if = "Placings::is_empty")]
    pub placings: Placings,
}

impl DecisionRequest {
    /// How many legal decisions there are: the options and every placing.
    pub fn count(&self) -> usize {
        self.options.len() + self.placings.len()
    }

    /// No legal decision at all.
    pub fn is_empty(&self) -> bool {
        self.count() == 0
    }

    /// Whether `decision` is legal here.
    pub fn offers(&self, decision: &Decision) -> bool {
        match decision {
            Decision::Place { player, square } => self.placings.offers(*player, *square),
            _ => self.options.contains(decision),
        }
    }

    /// Every legal decision: the options, then the placings player by player.
    pub fn every(&self) -> impl Iterator<Item = Decision> + Clone + '_ {
        self.options.iter().cloned().chain(self.placings.iter())
    }

    /// The `n`th of [`Self::every`], found without walking the ones before it.
    pub fn nth(&self, n: usize) -> Option<Decision> {
        match self.options.get(n) {
            Some(option) => Some(option.clone()),
            None => self.placings.nth(n - self.options.len()),
        }
    }
}

/// Set-up placings: each of `players` may be placed on each of `squares`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placings {
    /// Who may still be placed, in roster order.
    pub players: Vec<PlayerId>,
    /// The empty squares of the team's half (listed in [`Square::in_half`] order).
    pub squares: SquareSet,
}

impl Placings {
    /// How many placings: every player on every square.
    pub fn len(&self) -> usize {
        // Most prompts have no one to place: the squares are not counted then.
        if self.players.is_empty() {
            return 0;
        }
        self.players.len() * self.squares.len()
    }

    /// No placing (no one left to place, or nowhere to put him).
    pub fn is_empty(&self) -> bool {
        self.players.is_empty() || self.squares.is_empty()
    }

    /// Whether placing `player` on `square` is among them.
    pub fn offers(&self, player: PlayerId, square: Square) -> bool {
        self.players.contains(&player) && self.squares.contains(square)
    }

    /// Each placing as a decision, player by player.
    pub fn iter(&self) -> impl Iterator<Item = Decision> + Clone + '_ {
        self.players.iter().flat_map(move |&player| {
            self.squares
                .iter()
                .map(move |square| Decision::Place { player, square })
        })
    }

    /// The `n`th of [`Self::iter`].
    pub fn nth(&self, n: usize) -> Option<Decision> {
        let width = self.squares.len();
        let player = *self.players.get(n.checked_div(width)?)?;
        let square = self.squares.nth(n % width)?;
        Some(Decision::Place { player, square })
    }
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
