//! The Blitz Bowl abilities that change a Run Action (the engine's Move under Marking):
//! - Insignificant: opponents' Runs may enter squares next to him (002:L1050); he still
//!   Marks for everything else (digest §6.3).
//! - Leap: his Run may enter squares next to opponents and pass through squares other players
//!   stand in, a `Leap` decision to the free square at the end of such a path, paying its
//!   length; his Run must end Open (002:L1052), so no step leaves him Marked with no square
//!   left to get Open from.
//! - War Machine: he may make a Run Action while Marked (002:L1053, its first sentence only:
//!   the rest is garbled, digest §9 A15). His steps follow the Run's rules.
//! - Active Specialist: his Run moves 2 squares more (002:L1065, read as "+2 squares to this
//!   Run", digest §9 A16: a second Run would break "no Action twice", 002:L458).
//!
//! Asked only under Marking, one field test before any of this.

use std::collections::VecDeque;

use super::steps::{MoveCtx, Step};
use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::input::ActionKind;
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, Stance};
use crate::rejection::Rejection;
use crate::square_set::SquareSet;
use crate::state::ActiveAction;

/// The squares a Run Action moves: his Move (the Action's D6 for a Move of "D6", 002:L489), 2
/// more with Active Specialist (002:L481, L1065).
pub(crate) fn run_allowance(action: &ActiveAction, player: &Player) -> u8 {
    let extra = if player.has_ability(BlitzAbility::ActiveSpecialist) {
        2
    } else {
        0
    };
    action
        .rolled_move
        .unwrap_or(player.profile.ma)
        .saturating_add(extra)
}

impl<S: State> Engine<'_, S> {
    /// The squares a Run by a player of `side` may not enter: next to a standing opponent who
    /// is not Insignificant (002:L481, L1050).
    pub(crate) fn run_marked_squares(&self, side: Side) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for o in self.s.players.iter().filter(|o| o.id.side != side) {
            if let Some(square) = o.square().filter(|_| o.is_standing())
                && !o.has_ability(BlitzAbility::Insignificant)
            {
                set.insert_around(square);
            }
        }
        set
    }

    /// The squares a Leap runner on `from` can get to with `budget` squares, each with the
    /// squares its shortest path costs: any square on the board and not blocked may be passed
    /// through, occupied or not (002:L1052, L224). `from` itself is left out.
    fn leap_paths(&self, from: Square, budget: u8) -> Vec<(Square, u8)> {
        let mut seen = SquareSet::EMPTY;
        seen.insert(from);
        let mut found = Vec::new();
        let mut queue = VecDeque::from([(from, 0u8)]);
        while let Some((at, cost)) = queue.pop_front() {
            if cost >= budget {
                continue;
            }
            for next in self.s.pitch().neighbours(at) {
                if self.s.ruleset.pitch.blocked.contains(next) || !seen.insert(next) {
                    continue;
                }
                found.push((next, cost + 1));
                queue.push_back((next, cost + 1));
            }
        }
        found
    }

    /// Whether a Leap runner standing on `at` with `left` squares still reaches a free square
    /// where he is Open (`from`, the square he leaves, counts as free; 002:L1052).
    fn leap_can_end_open(&self, side: Side, from: Square, at: Square, left: u8) -> bool {
        let marked = self.marked_squares(side);
        if !marked.contains(at) {
            return true;
        }
        self.leap_paths(at, left)
            .iter()
            .any(|&(sq, _)| !marked.contains(sq) && (sq == from || !self.s.is_occupied(sq)))
    }

    /// Under Marking, why a Run step of `player` from `from` to `to` (one square) is refused
    /// by his Run's rules: next to a standing opponent who is not Insignificant (002:L481,
    /// L1050), or, for a Leap runner, a square he could not get Open from (002:L1052).
    pub(crate) fn run_step_problem(
        &self,
        action: &ActiveAction,
        player: &Player,
        from: Square,
        to: Square,
    ) -> Option<Rejection> {
        if player.has_ability(BlitzAbility::Leap) {
            let left = run_allowance(action, player).saturating_sub(action.moved.saturating_add(1));
            return (!self.leap_can_end_open(player.id.side, from, to, left)).then(|| {
                self.refuse(
                    format_args!(
                        "from {to} {} could not end his Run Open: a Leap Run must end Open",
                        player.tag()
                    ),
                    "002:L1052",
                )
            });
        }
        self.run_marked_squares(player.id.side)
            .contains(to)
            .then(|| {
                self.refuse(
                    format_args!(
                        "{to} is next to a standing opponent: a Run Action never enters such \
                         a square"
                    ),
                    "002:L481",
                )
            })
    }

    /// Under Marking, why the acting player may not Leap to `to`: only a Leap player's Run,
    /// to a free square two or more steps away along a path of squares on the board and not
    /// blocked, no longer than his squares left, and one he can still end Open from
    /// (002:L1052).
    pub(crate) fn run_leap_problem(&self, to: Square) -> Option<Rejection> {
        let action = self.s.action()?;
        let player = self.s.player(action.player)?;
        let from = self.s.standing_square(player.id)?;
        let refuse = |why: std::fmt::Arguments<'_>| Some(self.refuse(why, "002:L1052"));
        if action.kind != ActionKind::Move || !player.has_ability(BlitzAbility::Leap) {
            return refuse(format_args!(
                "only a player with Leap passes through other players, on a Run Action"
            ));
        }
        if self.s.is_occupied(to) || self.s.ruleset.pitch.blocked.contains(to) {
            return refuse(format_args!("{to} is not a free square to end the Leap on"));
        }
        let left = run_allowance(action, player).saturating_sub(action.moved);
        let Some(cost) = self
            .leap_paths(from, left)
            .into_iter()
            .find(|&(sq, _)| sq == to)
            .map(|(_, cost)| cost)
            .filter(|&cost| cost >= 2)
        else {
            return refuse(format_args!(
                "{to} is not 2 to {left} squares from {from} along squares on the board and \
                 not blocked (a square next to him is a Move)"
            ));
        };
        if !self.leap_can_end_open(player.id.side, from, to, left - cost) {
            return refuse(format_args!(
                "from {to} {} could not end his Run Open",
                player.tag()
            ));
        }
        None
    }

    /// The squares a Leap runner on `from` may Leap to now (002:L1052).
    pub(crate) fn run_leap_targets(&self, player: &Player, from: Square) -> Vec<Square> {
        let Some(action) = self.s.action() else {
            return Vec::new();
        };
        if action.kind != ActionKind::Move || !player.has_ability(BlitzAbility::Leap) {
            return Vec::new();
        }
        let left = run_allowance(action, player).saturating_sub(action.moved);
        self.leap_paths(from, left)
            .into_iter()
            .filter(|&(sq, cost)| cost >= 2 && self.run_leap_problem(sq).is_none())
            .map(|(sq, _)| sq)
            .collect()
    }

    /// Why the acting Run may not end yet: a Leap runner must end it Open (002:L1052).
    pub(crate) fn run_end_problem(&self, action: &ActiveAction) -> Option<Rejection> {
        let player = self.s.player(action.player)?;
        let at = player.square()?;
        (action.kind == ActionKind::Move
            && player.has_ability(BlitzAbility::Leap)
            && self.marked_squares(player.id.side).contains(at))
        .then(|| {
            self.refuse(
                format_args!(
                    "{} has Leap and must end his Run Open: move on first",
                    player.tag()
                ),
                "002:L1052",
            )
        })
    }
}

impl Engine<'_> {
    /// The acting Leap runner passes through to `to`, paying the path's squares (002:L1052);
    /// then the step's ball and end, as any Run step's.
    pub(crate) fn run_leap(&mut self, to: Square) -> Result<(), Rejection> {
        let cost = self.leap_cost(to)?;
        let Some(id) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        let Some(from) = self.s.standing_square(id) else {
            return Err(self.refuse_input(format_args!("the acting player is not standing")));
        };
        self.play_started();
        if let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) {
            action.moved = action.moved.saturating_add(cost);
        }
        self.s.set_place(
            id,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(id);
        self.say(
            crate::event::EventKind::Moved {
                player: id,
                from,
                to,
            },
            format_args!(
                "{label} leaps {from} → {to}, through the players in his way, {cost} squares of \
                 his Run (Leap, 002:L1052)"
            ),
        );
        self.push(Step::Move(MoveCtx {
            player: id,
            from,
            to,
            go_for_its: 0,
            dodge: false,
            tackler: None,
            leap: false,
            diving_tackle: None,
            stage: 0,
        }));
        Ok(())
    }

    /// The squares a Leap to `to` costs, or why it is refused.
    fn leap_cost(&self, to: Square) -> Result<u8, Rejection> {
        let Some(action) = self.s.action() else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        let Some(player) = self.s.player(action.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        let Some(from) = self.s.standing_square(player.id) else {
            return Err(self.refuse_input(format_args!("the acting player is not standing")));
        };
        if let Some(refused) = self.run_leap_problem(to) {
            return Err(refused);
        }
        let left = run_allowance(action, player).saturating_sub(action.moved);
        self.leap_paths(from, left)
            .into_iter()
            .find(|&(sq, _)| sq == to)
            .map(|(_, cost)| cost)
            .ok_or_else(|| {
                self.refuse(format_args!("{to} is out of his Leap's reach"), "002:L1052")
            })
    }
}
