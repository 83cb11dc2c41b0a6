//! Pass Block: when a pass is announced, after its range is known and before interceptions,
//! the passer's opponents with Pass Block may each move up to 3 squares to a legal destination
//! (004:L10418-L10450; FAQ 001:L1144-L1152).
//!
//! Ruled in part: a move here never needs a roll. A step that would need a Dodge (leaving an
//! opposing Tackle Zone) or a pick-up (onto the ball) is not offered, so a Pass Block player
//! standing in an opposing Tackle Zone does not move at all; no Go For It, no standing up.

use super::pass::can_intercept;
use super::steps::{PassCtx, Step};
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

/// Most squares a Pass Block move may cover (004:L10419).
const PASS_BLOCK_SQUARES: u8 = 3;

impl Engine<'_> {
    /// The pass `ctx` has been announced: if any opponent with Pass Block can move, his coach
    /// is asked first (the pass's own step is already on the stack, below).
    pub(crate) fn offer_pass_block(&mut self, ctx: PassCtx) {
        let step = Step::PassBlock {
            pass: ctx,
            moved: Vec::new(),
            mover: None,
        };
        if !self.pass_block_moves(&step).is_empty() {
            self.push(step);
        }
    }

    /// One square of a Pass Block move (004:L10418-L10450).
    pub(crate) fn pass_block_step(
        &mut self,
        step: Step,
        player: PlayerId,
        to: Square,
    ) -> Result<(), Rejection> {
        if !self
            .pass_block_moves(&step)
            .iter()
            .any(|&(p, t)| p == player && t == to)
        {
            return Err(self.refuse(
                format_args!(
                    "{} may not Pass Block to {to}: up to 3 squares, each a step needing no roll, \
                     towards a square from which he could intercept, the empty target square, \
                     or a Tackle Zone on the thrower or catcher",
                    self.named(player)
                ),
                "004:L10418-L10450",
            ));
        }
        let Step::PassBlock {
            pass,
            mut moved,
            mover,
        } = step
        else {
            return Err(self.refuse_input(format_args!("no Pass Block is asked")));
        };
        let Some(from) = self.s.standing_square(player) else {
            return Err(self.refuse_input(format_args!("{player} is not standing")));
        };
        let used = match mover {
            Some((p, used)) if p == player => used,
            _ => 0,
        };
        if !moved.contains(&player) {
            moved.push(player);
        }
        self.s.stack.pop();
        self.s.set_place(
            player,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        self.say(
            EventKind::Moved { player, from, to },
            format_args!(
                "Pass Block: {} moves from {from} to {to} (square {} of at most 3) \
                 (004:L10418-L10450)",
                self.ruling_label(player),
                used + 1
            ),
        );
        let next = Step::PassBlock {
            pass,
            moved,
            mover: Some((player, used + 1)),
        };
        // Still something to decide: further steps, another player, or done.
        self.push(next);
        Ok(())
    }

    /// Done: the moving player stops (he stands on a legal destination), or, with no one
    /// moving, no more Pass Block moves.
    pub(crate) fn pass_block_done(&mut self, step: Step) -> Result<(), Rejection> {
        let Step::PassBlock { pass, moved, mover } = step else {
            return Err(self.refuse_input(format_args!("no Pass Block is asked")));
        };
        if let Some((player, _)) = mover {
            let at = self.s.standing_square(player);
            if at.is_none_or(|at| !self.pass_block_destination(&pass, at)) {
                return Err(self.refuse(
                    format_args!(
                        "{} may not stop before a legal destination",
                        self.named(player)
                    ),
                    "004:L10435-L10437",
                ));
            }
            self.s.stack.pop();
            let next = Step::PassBlock {
                pass,
                moved,
                mover: None,
            };
            if !self.pass_block_moves(&next).is_empty() {
                self.push(next);
            }
            return Ok(());
        }
        self.s.stack.pop();
        Ok(())
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether standing on `at` is a legal destination for a Pass Block against `pass`: a
    /// square from which he could intercept, the (empty) target square, or a Tackle Zone on the
    /// thrower or on the player at the target (004:L10429-L10434).
    pub(crate) fn pass_block_destination(&self, pass: &PassCtx, at: Square) -> bool {
        let Some(from) = self.s.player(pass.thrower).and_then(|p| p.square()) else {
            return false;
        };
        let catcher = self.s.player_at(pass.target).map(|p| p.id);
        can_intercept(from, pass.target, at)
            || at == pass.target
            || at.distance(from) == 1
            || (catcher.is_some() && at.distance(pass.target) == 1)
    }

    /// Whether `player` on `at` may go on from there with no roll: no opposing Tackle Zone on
    /// it (leaving would be a Dodge).
    fn pass_block_free(&self, player: PlayerId, at: Square) -> bool {
        self.s.tackle_zone_count(at, player.side) == 0
    }

    /// Whether `player` (taken off his square `home`) on `at` can still reach a legal
    /// destination within `left` more steps that need no roll.
    fn pass_block_reachable(
        &self,
        pass: &PassCtx,
        player: PlayerId,
        home: Square,
        at: Square,
        left: u8,
    ) -> bool {
        if self.pass_block_destination(pass, at) {
            return true;
        }
        if left == 0 || !self.pass_block_free(player, at) {
            return false;
        }
        at.neighbours().any(|next| {
            self.pass_block_open(home, next)
                && self.pass_block_reachable(pass, player, home, next, left - 1)
        })
    }

    /// Whether a Pass Block step may go onto `to`: empty (his own square `home` counts as
    /// empty) and not the ball's square (no pick-up).
    fn pass_block_open(&self, home: Square, to: Square) -> bool {
        (to == home || !self.s.is_occupied(to)) && self.s.ball != Ball::OnGround(to)
    }

    /// Every (player, square) step the Pass Block step `step` allows now.
    pub(crate) fn pass_block_moves(&self, step: &Step) -> Vec<(PlayerId, Square)> {
        let Step::PassBlock { pass, moved, mover } = step else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        // Against a Dump-Off, not the player whose block it escapes (FAQ 001:L1144).
        let blocker = if self.own_throw(pass.thrower) {
            None
        } else {
            self.s.action().map(|a| a.player)
        };
        let players: Vec<(PlayerId, u8)> = match mover {
            Some((p, used)) => vec![(*p, *used)],
            None => self
                .s
                .players
                .iter()
                .filter(|p| {
                    p.id.side != pass.thrower.side
                        && p.has(Skill::PassBlock)
                        && !p.has(Skill::BallAndChain)
                        && p.is_standing()
                        && !moved.contains(&p.id)
                        && Some(p.id) != blocker
                })
                .map(|p| (p.id, 0))
                .collect(),
        };
        for (id, used) in players {
            let Some(at) = self.s.standing_square(id) else {
                continue;
            };
            let left = PASS_BLOCK_SQUARES.saturating_sub(used);
            if left == 0 || !self.pass_block_free(id, at) {
                continue;
            }
            // Where he started this move: his own square, taken as empty for the look ahead.
            for to in at.neighbours() {
                if !self.s.is_occupied(to)
                    && self.pass_block_open(at, to)
                    && self.pass_block_reachable(pass, id, at, to, left - 1)
                {
                    moves.push((id, to));
                }
            }
        }
        moves
    }
}
