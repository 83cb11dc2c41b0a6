//! Ball Clone (004:L4832-L4859): played at the start of the opponent's turn while the ball is
//! on the ground, a second ball appears on its square and bounces. The two balls are those of
//! Rogue Ball (`rogue_ball.rs`, `MatchState::other_balls`): nobody picks up, catches or
//! intercepts one while holding the other, and a ball bouncing onto the other bounces again
//! (004:L4853-L4858, the same rules). Unlike Rogue Ball's, no replica is found after the
//! teams' first turns: when a player carries either ball into the End Zone, a D6 for it, 1-3
//! that ball vanishes and no touchdown is scored, 4-6 the touchdown counts; the second ball is
//! removed as the drive ends (a touchdown ends it).
//!
//! The engine's readings: a second ball cannot appear while two are already in play (Rogue
//! Ball's), so the card is not offered then; the D6 is made while two balls are in play, so
//! once one has vanished the other is the ball (a roll on it could leave the pitch with none).

use super::Engine;
use super::steps::Step;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::special_play::Card;
use crate::state::{Ball, OtherBall};

impl<S: super::State> Engine<'_, S> {
    /// Ball Clone's condition: the ball on the ground, and no second ball in play.
    pub(super) fn ball_clone_playable(&self) -> bool {
        matches!(self.s.ball, Ball::OnGround(_)) && self.s.other_balls.is_empty()
    }

    /// Whether the second ball in play is Ball Clone's.
    pub(crate) fn ball_clone_on(&self) -> bool {
        self.s.cards.any_on()
            && (self.s.cards.on(Side::Home, Card::BallClone)
                || self.s.cards.on(Side::Away, Card::BallClone))
    }
}

impl Engine<'_> {
    /// Ball Clone played: the second ball on the ball's square, then it bounces.
    pub(super) fn ball_clone(&mut self) {
        let card = Card::BallClone;
        let Ball::OnGround(square) = self.s.ball else {
            return;
        };
        self.s.other_balls = vec![OtherBall::plain(Ball::OnGround(square))];
        self.say(
            EventKind::Note,
            format_args!(
                "Ball Clone: a second ball appears on {square}, then bounces; until the drive \
                 ends, a ball carried into an End Zone vanishes on a D6 of 1-3, scoring nothing \
                 ({})",
                card.cite()
            ),
        );
        let steps = super::other_balls::with_other_ball(0, vec![Step::LooseBall { from: square }]);
        self.push_in_order(steps);
    }

    /// `scorer` carries one of Ball Clone's two balls standing in the End Zone: the D6 before
    /// the touchdown counts (004:L4850-L4852).
    pub(super) fn ball_clone_scores(&mut self, scorer: PlayerId) {
        let card = Card::BallClone;
        let label = self.ruling_label(scorer);
        let purpose = self.words(format_args!(
            "Ball Clone: {label} carries a ball into the End Zone: 1-3 it vanishes and no \
             touchdown is scored, 4-6 the touchdown counts ({})",
            card.cite()
        ));
        self.card_d6(card, scorer.side, Some(scorer), purpose);
    }

    /// Ball Clone's D6 for `scorer`'s ball.
    pub(super) fn ball_clone_rolled(&mut self, scorer: PlayerId, d6: u8) {
        let card = Card::BallClone;
        let label = self.ruling_label(scorer);
        let first = self.s.ball == Ball::Held(scorer);
        let held = first || self.s.other_ball_held_by(scorer).is_some();
        if !held {
            return;
        }
        if d6 <= 3 {
            // His ball vanishes; the other is the ball.
            let other = self.s.other_balls.pop().map(|o| o.ball);
            if first {
                self.s.ball = other.unwrap_or(Ball::OffPitch);
            }
            self.say(
                EventKind::BallMoved {
                    to: self.s.ball_square(),
                },
                format_args!(
                    "Ball Clone: {d6}: the ball {label} carries vanishes, and no touchdown is \
                     scored; the other ball is the ball ({})",
                    card.cite()
                ),
            );
            return;
        }
        // His ball is the ball; the touchdown ends the drive, which removes the other.
        self.s.ball = Ball::Held(scorer);
        self.s.other_balls.clear();
        self.say(
            EventKind::Note,
            format_args!(
                "Ball Clone: {d6}: the ball {label} carries stays; the touchdown counts, and the \
                 other ball is removed as the drive ends ({})",
                card.cite()
            ),
        );
    }
}
