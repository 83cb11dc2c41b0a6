//! Where the acting player can get to this Action, and the safest way there: every square his
//! movement left (and Go For It) reaches, with the path that needs the fewest and easiest
//! rolls and its chance, re-rolls left out. The window draws it when a player moves.

use std::collections::VecDeque;

use super::steps::Step;
use super::{Engine, Match};
use crate::dice::natural_needed;
use crate::pitch::Square;
use crate::state::Ball;

/// The safest way to one square.
#[derive(Debug, Clone, PartialEq)]
pub struct Reach {
    /// The square reached.
    pub square: Square,
    /// The squares stepped through, the first next to the player, the last `square`.
    pub path: Vec<Square>,
    /// The rolls on the way, in order: ("Dodge", 3) is a Dodge needing a natural 3+.
    pub rolls: Vec<(&'static str, u8)>,
    /// The chance of making every roll, without re-rolls.
    pub chance: f64,
}

fn needed(step: &Step) -> Option<u8> {
    match step {
        Step::Roll(roll) => roll.target.map(|t| natural_needed(roll.modifier(), t)),
        _ => None,
    }
}

use crate::odds::single as chance;

impl Match {
    /// Every square the acting player may still reach this Action, each by its likeliest
    /// path (ties to the shorter). Empty unless the match waits for the acting player to move.
    pub fn reach(&self) -> Vec<Reach> {
        let Some(super::move_needs::Mover {
            action,
            from: start,
            ma,
            ..
        }) = self.mover()
        else {
            return Vec::new();
        };
        let id = action.player;
        let mut scratch = self.state.clone();
        let engine = Engine::on(&mut scratch, &self.book, self.planted);
        // Go the Extra Mile's "any number" looked at 8 squares deep at most, each at the
        // first one's need (004:L5869-L5889): a hint, not its chances.
        let extra_max = engine.max_go_for_it(id).min(8);
        let gfi_need = needed(&engine.go_for_it_roll(id, ""));
        // Sloping Pitch: one more Go For It for a step down the slope once the rest are spent
        // (004:L3614-L3616), as `slope_go_for_it` allows it.
        let slope_gfi = engine.slope().is_some()
            && !action.go_for_it_barred
            && engine.s.player(id).is_some_and(|p| !p.rooted);
        let ball = match engine.s.ball {
            Ball::OnGround(square) => Some(square),
            _ => None,
        };
        // The best way found to each square, and the best chance with each number of squares
        // used (a likelier way that used more movement must not hide one that can go further).
        let squares =
            usize::from(crate::pitch::GRID_LENGTH) * usize::from(crate::pitch::GRID_WIDTH);
        let index = |s: Square| {
            usize::from(s.x()) * usize::from(crate::pitch::GRID_WIDTH) + usize::from(s.y())
        };
        let mut best: Vec<Option<Reach>> = vec![None; squares];
        let steps_max = usize::from(ma) + usize::from(extra_max) + usize::from(slope_gfi) + 1;
        // Break Tackle helps one Dodge a turn: a way that has used it is a different state.
        let mut seen = vec![-1.0f64; squares * steps_max * 2];
        let break_tackle = engine
            .s
            .player(id)
            .is_some_and(|p| engine.break_tackle_strength(p).is_some());
        let by_agility = engine
            .s
            .player(id)
            .map_or(6, |p| crate::dice::agility_target(p.profile.ag));
        let mut queue = VecDeque::new();
        queue.push_back((
            start,
            action.moved,
            action.extra,
            Vec::new(),
            Vec::new(),
            1.0f64,
            break_tackle,
        ));
        while let Some((at, moved, extra, path, rolls, p, break_tackle)) = queue.pop_front() {
            let leaving_zone = engine.must_dodge(id, at);
            for to in engine.s.pitch().neighbours(at) {
                if to == start || engine.s.is_occupied(to) {
                    continue;
                }
                let (moved, extra, gfi) = if moved < ma {
                    (moved + 1, extra, false)
                } else if extra < extra_max
                    || (extra == extra_max && slope_gfi && engine.downhill(at, to))
                {
                    (moved, extra + 1, true)
                } else {
                    continue;
                };
                let mut rolls: Vec<(&'static str, u8)> = rolls.clone();
                let mut p = p;
                let mut break_tackle = break_tackle;
                if gfi && let Some(n) = gfi_need {
                    rolls.push(("Go For It", n));
                    p *= chance(n);
                }
                if leaving_zone && let Step::Roll(roll) = engine.dodge_roll(id, at, to, None) {
                    // The roll is built on his ST while Break Tackle is unused.
                    let on_agility = natural_needed(roll.modifier(), by_agility);
                    let n = match needed(&Step::Roll(roll)) {
                        Some(n) if break_tackle && n < on_agility => {
                            break_tackle = false;
                            n
                        }
                        _ => on_agility,
                    };
                    rolls.push(("Dodge", n));
                    p *= chance(n);
                }
                if ball == Some(to) {
                    // Picking up where he stands then: the roll is built with him there, so
                    // the Tackle Zones on that square count (and Big Hand's ignoring them).
                    let stand = |square| crate::player::Place::Pitch {
                        square,
                        stance: crate::player::Stance::Standing,
                    };
                    engine.s.set_place(id, stand(to));
                    let need = needed(&engine.pick_up_roll(id));
                    engine.s.set_place(id, stand(start));
                    if let Some(n) = need {
                        rolls.push(("Pick-up", n));
                        p *= chance(n);
                    }
                }
                let mut path = path.clone();
                path.push(to);
                let used = usize::from(moved) + usize::from(extra);
                let slot = (index(to) * steps_max + used.min(steps_max - 1)) * 2
                    + usize::from(break_tackle);
                if p <= seen[slot] + 1e-9 {
                    continue;
                }
                seen[slot] = p;
                let better = match &best[index(to)] {
                    None => true,
                    Some(old) => {
                        p > old.chance + 1e-9
                            || ((p - old.chance).abs() <= 1e-9 && path.len() < old.path.len())
                    }
                };
                if better {
                    best[index(to)] = Some(Reach {
                        square: to,
                        path: path.clone(),
                        rolls: rolls.clone(),
                        chance: p,
                    });
                }
                queue.push_back((to, moved, extra, path, rolls, p, break_tackle));
            }
        }
        best.into_iter().flatten().collect()
    }
}
