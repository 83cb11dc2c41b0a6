//! Keyed dice meet the rules engine's prompt: what to tell the tower to expect, and whether a
//! keyed result fits the roll the match waits for.
//!
//! The tower is one dice source among three (click, camera, tower); each hands the app a
//! [`rules::DiceRoll`] tagged with where it came from, and each is checked by the same
//! [`rules::RollRequest::fit`] the engine applies. A result that does not fit is shown to the
//! referee with the reason, never applied.

use rules::{BlockFace, DiceRoll, DiceSource, Prompt, RollRequest};

use crate::message::{Die, DieKind, Kinds, MAX_DICE};

/// What the tower should light for `request`: its dice, in order. `None` when the roll needs
/// more dice than a message carries (none in the rules do).
pub fn expect(request: &RollRequest) -> Option<Kinds> {
    if request.dice.len() > MAX_DICE {
        return None;
    }
    Some(request.dice.iter().map(|&k| wire_kind(k)).collect())
}

/// The tower's name for a rules die kind.
pub fn wire_kind(kind: rules::DieKind) -> DieKind {
    match kind {
        rules::DieKind::D6 => DieKind::D6,
        rules::DieKind::D8 => DieKind::D8,
        rules::DieKind::Block => DieKind::Block,
        rules::DieKind::D16 => DieKind::D16,
    }
}

/// A keyed die as the rules know it; a block face outside 1-6 has no meaning.
pub fn rules_die(die: Die) -> Result<rules::Die, String> {
    Ok(match die.kind {
        DieKind::D6 => rules::Die::D6(die.face),
        DieKind::D8 => rules::Die::D8(die.face),
        DieKind::D16 => rules::Die::D16(die.face),
        DieKind::Block => rules::Die::Block(
            BlockFace::from_number(die.face)
                .ok_or_else(|| format!("a block die has no face {}: key it again", die.face))?,
        ),
    })
}

/// What a keyed result means for the match.
#[derive(Debug, Clone, PartialEq)]
pub enum Offer {
    /// It fits the roll the match waits for: apply it.
    Fits(DiceRoll),
    /// It does not: show the referee why, and apply nothing.
    Misfit(String),
}

/// Checks keyed `dice` against what the match waits for.
pub fn offer(prompt: &Prompt, dice: &[Die]) -> Offer {
    let request = match prompt {
        Prompt::Roll(request) => request,
        Prompt::Decision(_) => {
            return Offer::Misfit(
                "the tower sent dice, but the match waits for a decision (see the prompt)".into(),
            );
        }
        Prompt::MatchOver { .. } => {
            return Offer::Misfit("the tower sent dice, but the match is over".into());
        }
    };
    let dice = match dice.iter().map(|&d| rules_die(d)).collect() {
        Ok(dice) => dice,
        Err(why) => return Offer::Misfit(why),
    };
    let roll = DiceRoll {
        dice,
        source: DiceSource::Tower,
        confidence: Vec::new(),
    };
    match request.fit(&roll) {
        Ok(()) => Offer::Fits(roll),
        Err(why) => Offer::Misfit(why),
    }
}
