//! The Blitz Bowl abilities that change what happens to the ball:
//! - Handling (Handling Skills): moved onto a loose ball by any means, a Mark, a Sidestep, a
//!   Shove or a follow-up, he takes possession as a Run would, instead of it Bouncing
//!   (002:L291, L1039; L493 for everyone else).
//! - Safe Hands: Knocked Down holding the ball, his coach picks the square next to him it
//!   Bounces into instead of the D8 (the narrative's reading, 002:L289; the card's text,
//!   002:L253, is garbled: digest §9 A6), or rolls it as usual; where it comes down is read as
//!   any Bounce's (002:L531-L533). The square must be on the board and not blocked, as the
//!   Bounce Chart's would be (002:L534).
//!
//! Asked only under Blitz Bowl's switches.

use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Square;
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::state::Ball;

impl<S: State> Engine<'_, S> {
    /// Whether `id` has Handling and may take the ball lying on `at`: he may hold one ('-'
    /// Throw Value, 002:L327) and holds none (002:L495).
    pub(crate) fn handling_takes(&self, id: PlayerId, at: Square) -> bool {
        (self.s.ball == Ball::OnGround(at) || self.s.other_ball_on(at).is_some())
            && !self.s.carries_ball(id)
            && self.s.player(id).is_some_and(|p| {
                p.has_ability(BlitzAbility::Handling) && super::throw_ruler::can_hold(p)
            })
    }

    /// Whether `id` has Safe Hands.
    pub(crate) fn safe_hands(&self, id: PlayerId) -> bool {
        self.s
            .player(id)
            .is_some_and(|p| p.has_ability(BlitzAbility::SafeHands))
    }

    /// The squares a Safe Hands coach may send the ball from `from` into: next to it, on the
    /// board, not blocked (002:L289, L534).
    pub(crate) fn safe_hands_squares(&self, from: Square) -> impl Iterator<Item = Square> + '_ {
        self.s
            .pitch()
            .neighbours(from)
            .filter(|&to| !self.s.ruleset.pitch.blocked.contains(to))
    }

    /// The Safe Hands decision's options: each square it may Bounce into, or the D8.
    pub(crate) fn safe_hands_options(&self, from: Square) -> Vec<Decision> {
        self.safe_hands_squares(from)
            .map(|to| Decision::BounceInto { square: Some(to) })
            .chain([Decision::BounceInto { square: None }])
            .collect()
    }
}

impl Engine<'_> {
    /// Handling: `id`, moved onto the ball at `at` other than by a Run, takes possession
    /// (002:L291, L1039); `how` says how he got there.
    pub(crate) fn handling_take(&mut self, id: PlayerId, at: Square, how: &str) {
        self.take_up_ball_on(at);
        self.s.ball = Ball::Held(id);
        let label = self.ruling_label(id);
        self.say(
            EventKind::BallHeld { player: id },
            format_args!(
                "{label} {how} onto the ball on {at} and, with Handling, picks it up as a Run \
                 would (002:L291, L1039)"
            ),
        );
    }

    /// The Safe Hands player's coach sends the ball from `from` into `square`, or rolls the
    /// Bounce (`None`) (002:L289).
    pub(crate) fn bounce_into(
        &mut self,
        player: PlayerId,
        from: Square,
        square: Option<Square>,
    ) -> Result<(), Rejection> {
        let Some(to) = square else {
            self.s.stack.pop();
            self.loose_ball(from);
            return Ok(());
        };
        if !self.safe_hands_squares(from).any(|s| s == to) {
            return Err(self.refuse(
                format_args!(
                    "{to} is not a square next to {from} on the board and not blocked: Safe \
                     Hands picks the square the ball Bounces into"
                ),
                "002:L289, L534",
            ));
        }
        self.s.stack.pop();
        let label = self.ruling_label(player);
        let how = self.words(format_args!(
            "Safe Hands: {label}'s coach has the ball Bounce from {from} to {to} (002:L289)"
        ));
        self.chart_lands(to, &how);
        Ok(())
    }
}
