//! Blitz Bowl's Rookies to Watch card, an advanced rule (`AdvancedRules::rookies_to_watch`,
//! 002:L731-L737): one coach is given it at set-up ([`Match::with_rookies_to_watch`]). After
//! his own Armour Check, Throw Check (a Throw Team-mate's included) or the Block Dice of a
//! Block Action by one of his players, he may discard it to re-roll those dice: a re-roll
//! source beside the abilities' (`engine/blitz_reroll.rs`), offered as a re-roll decision
//! (`Reroll::RookiesToWatch`) while he holds it, once. Like every re-roll it takes every die
//! again, the new result stands, and it never re-rolls a re-roll nor another coach's roll
//! (002:L331-L333). A check is offered once it fails (a held check has nothing to gain), the
//! Block Dice whatever they show.

use super::steps::{PendingRoll, RollKind};
use super::{Engine, Match, State};
use crate::dice::Dice;
use crate::pitch::Side;
use crate::setup::SetupError;

impl Match {
    /// The Rookies to Watch card given to `side`'s coach at set-up (002:L735); refused for a
    /// match without the advanced rule.
    pub fn with_rookies_to_watch(mut self, side: Side) -> Result<Match, SetupError> {
        if !self.state.ruleset.advanced.rookies_to_watch {
            return Err(SetupError(format!(
                "the Rookies to Watch card is given to {} and this match does not play it: add \
                 \"rookies-to-watch\" to \"advanced\" (a Blitz Bowl advanced rule, 002:L731)",
                side.name()
            )));
        }
        self.state.ruleset.advanced.rookies_holder = Some(side);
        self.state.rookies_to_watch = Some(side);
        Ok(self)
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether the coach who rolled `pending` holds the card and may discard it to re-roll it
    /// now: his Armour Check, Throw Check or Block Dice (002:L737), never a re-roll (L333).
    #[inline]
    pub(crate) fn rookies_reroll(&self, pending: &PendingRoll) -> bool {
        self.s.rookies_to_watch == Some(pending.side)
            && !pending.rerolled
            && match pending.kind {
                RollKind::ArmourCheck { .. }
                | RollKind::BlitzBlock { .. }
                | RollKind::BlitzThrowTeamMate { .. } => true,
                RollKind::Pass { .. } => self.throw_ruler().is_some(),
                _ => false,
            }
    }
}

impl Engine<'_> {
    /// The card is discarded (back to the box) and the roll made again; that result stands
    /// (002:L333, L737).
    pub(crate) fn rookies_reroll_on(&mut self, roll: Box<PendingRoll>, _dice: Dice) {
        self.s.rookies_to_watch = None;
        let (name, what) = (self.s.team(roll.side).name.clone(), roll.name());
        self.blitz_reroll(
            roll,
            "rookies-to-watch",
            format_args!(
                "{name} discard the Rookies to Watch card to re-roll the {what}: every die \
                 again, and the new result stands (002:L737, L331-L333)"
            ),
        );
    }
}
