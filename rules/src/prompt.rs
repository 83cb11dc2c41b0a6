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
    /// The dice, in order (the engine's own list, borrowed when it is a fixed one).
    pub dice: Cow<'static, [DieKind]>,
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

/// Which procedure a decision belongs to: what [`DecisionRequest::about`] says in words, as
/// data (a match without words still has it). In JSON, `"turn"`, `"set_up"`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// The coaches choose their inducements, after the Referee roll (004:L2676-L2682).
    ChooseInducements,
    /// Who won the coin toss (000:L149).
    CoinToss,
    /// The toss's winner kicks or receives (000:L374).
    KickOrReceive,
    /// Unclear Markings: the kicking coach moves the line of scrimmage or not
    /// (004:L3669-L3675).
    UnclearMarkings,
    /// Special balls: the kicking team's special ball for the drive and its kicker, or none
    /// (004:L2142-L2153).
    SpecialBall,
    /// The Explodin' Ball: where its fuse marker goes, or whether a team re-roll keeps the
    /// fuse alight (004:L2191-L2198).
    ExplodinBall,
    /// The Snotling Ball-Suit's next square: which way the Throw-in template faces
    /// (004:L2290-L2293).
    BallSuit,
    /// Where the kick is aimed (000:L383).
    KickOff,
    /// High Kick: a player moves under the ball (000:L1002).
    HighKick,
    /// Kick-Off Return: one receiving player moves up to 3 squares (004:L10321-L10328).
    KickOffReturn,
    /// Quick Snap!: free one-square moves (000:L1006).
    QuickSnap,
    /// Perfect Defence: the kicking team sets up again (000:L1001).
    PerfectDefence,
    /// Rogue Ball: where the second ball goes (004:L1339-L1351).
    RogueBall,
    /// Bolster the Line: players set up in the End Zone (004:L1332-L1337).
    BolsterTheLine,
    /// Sneaky Sprint: one player set up in the other half (004:L1390-L1401).
    SneakySprint,
    /// Touchback: who is given the ball (000:L387).
    Touchback,
    /// Who tries the Interception, if anyone (000:L1119-L1149).
    Interception,
    /// Who dives with Diving Tackle on a Dodge, if anyone (004:L10125-L10138).
    DivingTackle,
    /// Whether a player about to be blocked dumps the ball off, and where (004:L10148-L10158).
    DumpOff,
    /// Who shadows a player leaving his Tackle Zone, if anyone (004:L10541-L10556).
    Shadowing,
    /// Pass Block: moves of players with Pass Block before a pass (004:L10418-L10450).
    PassBlock,
    /// Bombardier: a bomb caught, intercepted or thrown on (004:L10009-L10015).
    Bomb,
    /// Swoop: which way the Throw-in template faces for one square of a thrown player's
    /// scatter (004:L10648-L10652).
    Swoop,
    /// Whether a kick's scatter is halved (001:L858).
    HalveKick,
    /// The Master of Ballistics' change to a kick's scatter (004:L3307-L3312).
    Ballistics,
    /// Illegal Procedure's penalty (000:L1037).
    IllegalProcedure,
    /// Whether a Bribe is used (000:L999).
    Bribe,
    /// Whether an Apothecary is used, and which Casualty result he leaves (004:L1108-L1129).
    Apothecary,
    /// Whether the Igor re-rolls a failed Regeneration (004:L3090-L3092).
    Igor,
    /// Whether an inducement is used now, on the player named (the Revitalising Tonic,
    /// 004:L6746-L6756).
    UseInducement,
    /// How far the Weather Mage moves his Weather table roll (004:L6817-L6820).
    WeatherMage,
    /// Whether the Wizard casts his spell, or Horatio X. Scottenheim his fireball, and where
    /// (004:L3377-L3399, L3139-L3155).
    Wizard,
    /// A team sets up (000:L374-L379).
    SetUp,
    /// The active coach declares an Action or ends his turn.
    Turn,
    /// The acting player moves, blocks, passes ... or ends his Action.
    Action,
    /// A re-roll, or keeping the roll (000:L750-L764).
    Reroll,
    /// Which block die applies (000:L543-L551).
    BlockDie,
    /// Where a pushed player goes (000:L579).
    Push,
    /// Which of the players a card pushes goes next (Gassy Eruption, 004:L5418).
    PushOrder,
    /// Whether the attacker follows up (000:L593).
    FollowUp,
    /// Whether a player uses an optional skill a step offers (Stand Firm, Wrestle …).
    UseSkill,
    /// Special Play cards: one kept from those drawn, or one played at its moment
    /// (004:L2780-L2797, L4783-L6456).
    SpecialPlay,
    /// Blitz Bowl's Safe Hands: the square the ball Bounces into (002:L289).
    SafeHands,
    /// Blitz Bowl's Challenge Cards: claim one after an Action, or discard one of three
    /// (002:L654, L668).
    ChallengeCard,
    /// Blitz Bowl's Random Events: whether the Challenge deck's new top card is a Random
    /// Event Card, and which (002:L712).
    RandomEvent,
    /// Blitz Bowl's Balls: which ball is placed (002:L820-L821).
    Ball,
    /// Blitz Bowl: take the Free Action an ability grants, or decline it (002:L473).
    FreeAction,
    /// Blitz Bowl's Minion: a team-mate Injured instead of a Bloodlust player (002:L1027).
    Minion,
    /// None of these (the match between steps).
    #[default]
    Other,
}

/// A decision the match waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionRequest {
    /// The coach who decides.
    pub side: Side,
    /// Which procedure it belongs to.
    #[serde(default)]
    pub kind: DecisionKind,
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
            Some(option) => Some(*option),
            None => self.placings.nth(n - self.options.len()),
        }
    }
}

/// Set-up placings: each of `players` may be placed on each of `squares`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placings {
    /// Who may still be placed, in roster order.
    pub players: Vec<PlayerId>,
    /// The empty squares of the team's half (listed in [`crate::Pitch::in_half`] order).
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
