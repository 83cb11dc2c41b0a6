//! Blitz Bowl's Arenas (`RulesetParams::arena`, an optional rule, 002:L788-L806): the coach
//! who won the toss rolls a D8 at set-up, before the pitch is chosen (002:L796): the first
//! roll after the toss, before either team sets up (the board is the script's: the window's start
//! page takes the toss and this D8 before the board side is chosen, and plays them as the match's
//! first inputs). The rolled Arena's regional rule is a set of ruleset values
//! ([`crate::RulesetParams::with_arena`]) each read by the step it changes: Emergency Reserves
//! (`engine/reserves_action.rs`), the Reserves Action's squares and its free Run
//! (`engine/reserves_action.rs`, `engine/blitz_free_action.rs`), the Long Throw
//! (`engine/throw_ruler.rs`), the Shove and the Block Dice (`engine/blitz_block.rs`) and
//! Sudden Death (`engine/flow.rs`).

use std::borrow::Cow;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, Match};
use crate::arena::Arena;
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;

/// The toss-winner's D8 on the Arena table (002:L796).
pub(crate) fn arena_roll(winner: Side) -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::Arena,
        side: winner,
        dice: Cow::Borrowed(&[DieKind::D8]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: "Blitz Bowl Arena: the coach who won the toss rolls a D8 on the Arena table; \
                  its regional rule holds all match (002:L796-L806)"
            .into(),
    })
}

impl Match {
    /// The match's switches as at set-up (before any Arena was rolled), the Rookies to Watch
    /// card in the hand it was given to (002:L735), and, with the Arenas rule and the toss
    /// already known (the script names who sets up first), the toss-winner's Arena roll first:
    /// the other team's coach sets up first (002:L431, L796). Without the toss the coin toss
    /// asks for it (`Engine::coin_toss`). Run as the match is built and as it is played again
    /// from its inputs.
    pub(crate) fn set_up_ruleset(&mut self, ruleset: crate::RulesetParams) {
        let ruleset = ruleset.as_set_up();
        self.state.ruleset = ruleset;
        self.state.rookies_to_watch = ruleset.advanced.rookies_holder;
        if !ruleset.arena.roll {
            return;
        }
        if let Some(&Step::Setup { side }) = self.state.stack.last() {
            self.state.stack.push(arena_roll(side.opponent()));
        }
    }
}

impl Engine<'_> {
    /// The D8 read on the Arena table: its regional rule set for the match (002:L798-L806).
    pub(crate) fn arena_rolled(&mut self, dice: &[Die]) {
        let Some(arena) = dice.first().and_then(|d| d.value()).and_then(Arena::rolled) else {
            return;
        };
        self.s.ruleset = self.s.ruleset.with_arena(arena);
        self.say(
            EventKind::Note,
            format_args!(
                "Blitz Bowl Arena {}: {}. Regional rule: {} ({})",
                arena.number(),
                arena.name(),
                arena.regional_rule(),
                arena.line()
            ),
        );
    }
}
