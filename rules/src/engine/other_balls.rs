//! More than one ball in play (`MatchState::other_balls`): Rogue Ball's second ball
//! (004:L1339-L1351), Ball Clone's (`card_ball_clone.rs`) and the balls a Blitz Bowl
//! Multi-Ball puts in play (002:L640-L642, L822). The steps that move a ball (a bounce, a
//! throw-in, a pick-up, a catch) move [`MatchState::ball`]; to move another one the engine
//! swaps it in before those steps and back after them (`Step::SwapBalls`), a bracket kept whole
//! wherever steps are reordered (`steps::ball_steps_apart`).

use super::Engine;
use super::steps::Step;
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::PlayerId;
use crate::state::{Ball, MatchState, OtherBall};

/// Steps that handle the other ball at place `other` as the ball: swapped in before, swapped
/// back after.
pub(crate) fn with_other_ball(other: u8, steps: Vec<Step>) -> Vec<Step> {
    let mut all = Vec::with_capacity(steps.len() + 2);
    all.push(Step::SwapBalls { other });
    all.extend(steps);
    all.push(Step::SwapBalls { other });
    all
}

/// The bounce of whichever ball lies on `at` (the ball, or another swapped in for it), for a
/// player who came onto it outside his own Action (000:L488); `None` with no ball lying there.
pub(crate) fn bounce_lying_ball(s: &MatchState, at: Square) -> Option<Vec<Step>> {
    let bounce = vec![Step::LooseBall { from: at }];
    if s.ball == Ball::OnGround(at) {
        Some(bounce)
    } else {
        s.other_ball_on(at)
            .map(|other| with_other_ball(other, bounce))
    }
}

/// Where a ball is, in words a referee can find it by.
pub(crate) fn ball_words(s: &MatchState, ball: Ball) -> String {
    match ball {
        Ball::OffPitch => "the ball off the pitch".into(),
        Ball::InAir(square) => format!("the ball in the air over {square}"),
        Ball::OnGround(square) => format!("the ball on {square}"),
        Ball::Held(id) => format!(
            "the ball held by {}",
            s.player(id).map_or_else(|| id.to_string(), |p| p.label())
        ),
    }
}

impl OtherBall {
    /// A ball of no Blitz Bowl kind (2016's Rogue Ball, Ball Clone).
    pub(crate) fn plain(ball: Ball) -> OtherBall {
        OtherBall { ball, kind: None }
    }
}

impl Engine<'_> {
    /// The ball and the other ball at place `other` change places, kinds and all (nothing if
    /// there is none there).
    pub(crate) fn swap_balls(&mut self, other: u8) {
        if let Some(slot) = self.s.other_balls.get_mut(usize::from(other)) {
            std::mem::swap(&mut slot.ball, &mut self.s.ball);
            std::mem::swap(&mut slot.kind, &mut self.s.blitz_ball);
            // Which ball is the ball now (Fair Weather Fans keep a ball by it).
            let swapped = &mut self.s.crowd.swapped;
            *swapped = (*swapped != Some(other)).then_some(other);
        }
    }

    /// Makes the ball this player holds the one the engine handles (a pass, a hand-off, a
    /// thrown team-mate, a touchdown).
    pub(crate) fn take_up_held_ball(&mut self, id: PlayerId) {
        self.take_up(|ball, _| ball == Ball::Held(id));
    }

    /// Makes the first ball `wanted` picks (by where it is and its kind) the one the engine
    /// handles, swapping it in if it is another; false if none is picked.
    pub(crate) fn take_up(
        &mut self,
        wanted: impl Fn(Ball, Option<crate::blitz_balls::BlitzBall>) -> bool,
    ) -> bool {
        if wanted(self.s.ball, self.s.blitz_ball) {
            return true;
        }
        let found = (0u8..)
            .zip(&self.s.other_balls)
            .find_map(|(n, other)| wanted(other.ball, other.kind).then_some(n));
        if let Some(other) = found {
            self.swap_balls(other);
        }
        found.is_some()
    }

    /// What the other balls do when `id` goes down or leaves on `square`: the one he held, or
    /// the one he fell on, bounces. Returns the steps, in order.
    pub(crate) fn other_balls_drop(&mut self, id: PlayerId, square: Square) -> Vec<Step> {
        if self.s.other_balls.is_empty() {
            return Vec::new();
        }
        let label = self.ruling_label(id);
        let cite = self.other_balls_cite();
        let mut steps = Vec::new();
        if let Some(other) = self.s.other_ball_held_by(id) {
            self.s.other_balls[usize::from(other)].ball = Ball::OnGround(square);
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!("{label} drops the other ball on {square}; it bounces ({cite})"),
            );
            steps.extend(with_other_ball(
                other,
                vec![Step::LooseBall { from: square }],
            ));
        } else if let Some(other) = self.s.other_ball_on(square) {
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!(
                    "{label} comes down on the other ball on {square}; it bounces ({cite})"
                ),
            );
            steps.extend(with_other_ball(
                other,
                vec![Step::LooseBall { from: square }],
            ));
        }
        steps
    }

    /// The rule that puts more than one ball in play in this game.
    pub(crate) fn other_balls_cite(&self) -> &'static str {
        if let crate::ruleset::ScoringPolicy::Points { .. } = self.s.ruleset.scoring {
            "002:L640-L642"
        } else {
            "004:L1339-L1351"
        }
    }
}

impl Engine<'_> {
    /// A ball coming down on `to` (`how` says how) finds another ball there, or a player
    /// holding another one: it bounces again (004:L1339-L1351, 002:L642). True if it did.
    pub(crate) fn onto_other_ball(&mut self, to: Square, how: &str) -> bool {
        let cite = self.other_balls_cite();
        if self.s.other_ball_on(to).is_some() {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!("{how}: another ball lies there, so it bounces again ({cite})"),
            );
            self.loose_ball(to);
            return true;
        }
        let holder = self.s.player_at(to).map(|p| p.id);
        if let Some(holder) = holder.filter(|&h| self.s.other_ball_held_by(h).is_some()) {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!(
                    "{how}: {} holds another ball and may not take this one, so it bounces \
                     again ({cite})",
                    self.ruling_label(holder)
                ),
            );
            self.loose_ball(to);
            return true;
        }
        false
    }
}

impl Engine<'_> {
    /// Every ball on `square`, lying there or held by the player there, leaves play (down a
    /// Trapdoor: 002:L636, L800). Returns how many did.
    pub(crate) fn balls_out_at(&mut self, square: Square) -> u8 {
        let holder = self.s.player_at(square).map(|p| p.id);
        let here = |ball: Ball| {
            ball == Ball::OnGround(square) || holder.is_some_and(|h| ball == Ball::Held(h))
        };
        let mut out = 0;
        if here(self.s.ball) {
            self.s.ball = Ball::OffPitch;
            out += 1;
        }
        for other in &mut self.s.other_balls {
            if here(other.ball) {
                other.ball = Ball::OffPitch;
                out += 1;
            }
        }
        out
    }
}

impl Engine<'_> {
    /// Makes the ball lying on `square` the one the engine handles; false if none lies there.
    pub(crate) fn take_up_ball_on(&mut self, square: Square) -> bool {
        self.take_up(|ball, _| ball == Ball::OnGround(square))
    }
}

impl Engine<'_> {
    /// Makes the ball on `square` (lying there, in the air over it, or held by the player
    /// there) the one the engine handles; false if none is there.
    pub(crate) fn take_up_ball_at(&mut self, square: Square) -> bool {
        let holder = self.s.player_at(square).map(|p| p.id);
        self.take_up(|ball, _| match ball {
            Ball::OnGround(at) | Ball::InAir(at) => at == square,
            Ball::Held(id) => Some(id) == holder,
            Ball::OffPitch => false,
        })
    }
}
