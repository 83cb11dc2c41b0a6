//! Blitz Bowl's Random Move Value: a player whose Team Card gives his Move as "D6" (the
//! Snotlings' Pump Wagon) rolls a D6 each time he makes a Run Action, and moves up to its
//! result that Run (002:L489). The roll is asked right after the declaration, before any square
//! is moved; its result is kept on the Action (`ActiveAction::rolled_move`), which Marking's
//! allowance reads instead of his MA (`engine/marking.rs`).

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::player::{Player, PlayerId};

impl Engine<'_> {
    /// Under Marking, a Run Action by a player with a Move of "D6": ask its D6 (002:L489).
    pub(crate) fn push_random_move(&mut self, player: &Player, action: ActionKind) {
        let d6 = player.profile.blitz.as_ref().is_some_and(|b| b.move_d6);
        if action != ActionKind::Move || !d6 {
            return;
        }
        let label = self.ruling_name(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::RandomMove { player: player.id },
            side: player.id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            // No re-roll: Blitz Bowl's come from abilities and cards.
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Move: {label}'s Move is \"D6\": the D6 is how many squares he may Run this \
                 Action (002:L489)"
            )),
        }));
    }

    /// The D6 read: that many squares for this Run (002:L489).
    pub(crate) fn random_move_rolled(&mut self, player: PlayerId, dice: &[Die]) {
        let squares = dice.first().and_then(|d| d.value()).unwrap_or(0);
        if let Some(action) = self
            .s
            .turn
            .as_mut()
            .and_then(|t| t.action.as_mut())
            .filter(|a| a.player == player)
        {
            action.rolled_move = Some(squares);
        }
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!("{label} may Run up to {squares} squares this Action (002:L489)"),
        );
    }
}
