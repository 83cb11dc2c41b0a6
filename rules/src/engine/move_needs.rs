//! What each square the acting player may move to will ask of the dice: a Go For It, a Dodge,
//! a pick-up, each as the natural D6 it needs. The window colours the squares by it; the
//! numbers come from the same roll builders the move itself uses.

use super::steps::Step;
use super::{Engine, Match};
use crate::dice::natural_needed;
use crate::input::Decision;
use crate::pitch::Square;
use crate::player::{Place, Stance};
use crate::prompt::Prompt;
use crate::state::Ball;

/// The rolls a move to `square` needs, each the natural D6 it takes (`None`: no such roll).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveNeeds {
    /// The square.
    pub square: Square,
    /// Go For It: 2+, or 3+ in a Blizzard (000:L1051, L1023).
    pub go_for_it: Option<u8>,
    /// Dodge, leaving a Tackle Zone (000:L463-L482).
    pub dodge: Option<u8>,
    /// Picking up the ball lying there (000:L484-L507).
    pub pick_up: Option<u8>,
}

impl MoveNeeds {
    /// No roll at all.
    pub fn is_free(&self) -> bool {
        self.go_for_it.is_none() && self.dodge.is_none() && self.pick_up.is_none()
    }
}

fn needed(step: &Step) -> Option<u8> {
    match step {
        Step::Roll(roll) => roll.target.map(|t| natural_needed(roll.modifier(), t)),
        _ => None,
    }
}

/// The acting player while the match waits for him to move.
pub(super) struct Mover {
    /// His Action so far.
    pub action: crate::state::ActiveAction,
    /// Where he stands.
    pub from: Square,
    /// His Movement Allowance.
    pub ma: u8,
    /// The squares the prompt lets him step to.
    pub moves: Vec<Square>,
}

impl Match {
    /// The acting player and his next steps, when the prompt waits for him to move.
    pub(super) fn mover(&self) -> Option<Mover> {
        let Prompt::Decision(request) = self.prompt() else {
            return None;
        };
        let moves: Vec<Square> = request
            .options
            .iter()
            .filter_map(|d| match d {
                Decision::Move { to } => Some(*to),
                _ => None,
            })
            .collect();
        let action = self.state.action().copied()?;
        let player = self.state.player(action.player)?;
        (!moves.is_empty()).then_some(Mover {
            action,
            from: player.square()?,
            ma: self.state.movement_allowance(player),
            moves,
        })
    }

    /// For every square the prompt lets the acting player move to, the rolls it needs.
    pub fn move_needs(&self) -> Vec<MoveNeeds> {
        let Some(Mover {
            action,
            from,
            ma,
            moves,
        }) = self.mover()
        else {
            return Vec::new();
        };
        let id = action.player;
        let go_for_it = action.moved >= ma;
        let mut scratch = self.state.clone();
        if go_for_it && let Some(action) = scratch.turn.as_mut().and_then(|t| t.action.as_mut()) {
            // The Go For It as it will be rolled: its square spent (Go the Extra Mile counts
            // them, 004:L5869-L5889).
            action.extra = action.extra.saturating_add(1);
        }
        let engine = Engine::on(&mut scratch, &self.book, self.planted);
        let leaving_zone = engine.must_dodge(id, from);
        let mut all = Vec::new();
        for to in moves {
            let gfi = go_for_it
                .then(|| needed(&engine.go_for_it_roll(id, "")))
                .flatten();
            let dodge = leaving_zone
                .then(|| needed(&engine.dodge_roll(id, from, to, None)))
                .flatten();
            let pick_up =
                if engine.s.ball == Ball::OnGround(to) || engine.s.other_ball_on(to).is_some() {
                    // Where he would stand when he picks it up.
                    engine.s.set_place(
                        id,
                        Place::Pitch {
                            square: to,
                            stance: Stance::Standing,
                        },
                    );
                    let roll = needed(&engine.pick_up_roll(id));
                    engine.s.set_place(
                        id,
                        Place::Pitch {
                            square: from,
                            stance: Stance::Standing,
                        },
                    );
                    roll
                } else {
                    None
                };
            all.push(MoveNeeds {
                square: to,
                go_for_it: gfi,
                dodge,
                pick_up,
            });
        }
        all
    }
}
