//! Blitz Bowl's Balls optional rule (`RulesetParams::balls`, 002:L810-L850): which ball is in
//! play (`MatchState::blitz_ball`), chosen by the coach who set up second for the set-up ball
//! (002:L820) and by the coach placing a ball in the No Ball in Play step (002:L821; the
//! source's "Pre-Game Sequence" read as the Pre-Turn's, digest §5.7), and the Squig Ball at
//! the start of each coach's turn (002:L844-L850). The Dwarf Rune Ball's and the Extra Spikey
//! Ball's re-rolls are `engine/blitz_reroll.rs`'s.
//!
//! The Squig Ball's order (digest §9 A29, our reading): the Sudden Death check comes first, as
//! "before the Pre-Turn Sequence begins" (002:L692) puts it at the very start; then the Squig
//! Ball, which is "at the start of each Coach's turn" too and not a Pre-Turn step; then the
//! Pre-Turn's decisions and rolls. It is read at every turn's start, each coach's first too
//! (the text has no exception; only the set-up ball's placing is without a Bounce, 002:L436).

use std::borrow::Cow;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::blitz_balls::BlitzBall;
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::state::Ball;

impl Engine<'_> {
    /// The coach has chosen `ball` (002:L820-L821); with `start`, that team's first turn
    /// starts.
    pub(crate) fn choose_ball(&mut self, start: Option<Side>, ball: BlitzBall) {
        self.s.stack.pop();
        self.s.blitz_ball = Some(ball);
        self.say(
            EventKind::Note,
            format_args!(
                "Blitz Bowl Balls: {} is the ball placed (002:L820-L821)",
                ball.name()
            ),
        );
        if let Some(first) = start {
            self.start_turn(first);
        }
    }

    /// The Squig Ball at the start of `side`'s turn, where the ball was then (`at_start`,
    /// before the Pre-Turn placed any new ball): held by one of `side`'s players, a D6 is
    /// asked; on the floor, it Bounces at once (002:L844-L850).
    pub(crate) fn squig_at_turn_start(&mut self, side: Side, at_start: Ball) {
        if self.s.blitz_ball != Some(BlitzBall::SquigBall) || at_start == Ball::OffPitch {
            return;
        }
        match at_start {
            Ball::Held(holder) if holder.side == side => {
                let label = self.ruling_label(holder);
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::SquigBall { holder },
                    side,
                    dice: Cow::Borrowed(&[DieKind::D6]),
                    target: None,
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Squig Ball: {label} holds it at the start of his coach's turn; on a 1 it \
                         bites and Bounces from his square (002:L848)"
                    )),
                }));
            }
            Ball::OnGround(square) => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Squig Ball: on the floor at the start of the turn, it Bounces from \
                         {square} at once (002:L850)"
                    ),
                );
                self.loose_ball(square);
            }
            _ => {}
        }
    }

    /// Makes the ball of `kind` on the pitch the one the engine handles (several balls in
    /// play, 002:L640); false if none of that kind is on the pitch.
    pub(crate) fn take_up_kind(&mut self, kind: BlitzBall) -> bool {
        self.take_up(|ball, k| k == Some(kind) && ball != Ball::OffPitch)
    }

    /// The Squig Ball's D6 for `holder`: a 1 Bounces it from his square (002:L848).
    pub(crate) fn squig_rolled(&mut self, holder: PlayerId, dice: &[Die]) {
        self.take_up_kind(BlitzBall::SquigBall);
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(6);
        let square = self.s.player(holder).and_then(|p| p.square());
        let label = self.ruling_label(holder);
        match square {
            Some(square) if roll == 1 && self.s.ball == Ball::Held(holder) => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Squig Ball: a 1, it bites {label}'s fingers and Bounces from {square} \
                         (002:L848)"
                    ),
                );
                self.loose_ball(square);
            }
            _ => self.say(
                EventKind::Note,
                format_args!("Squig Ball: a {roll}, {label} keeps hold of it (002:L848)"),
            ),
        }
    }
}

impl<S: State> Engine<'_, S> {
    /// What a ball choice asks, in words.
    pub(crate) fn choose_ball_about(&self) -> String {
        "Blitz Bowl Balls: the coach placing the ball chooses which ball it is: the standard \
         ball, the Dwarf Rune Ball, the Extra Spikey Ball or the Squig Ball (002:L820-L850)"
            .into()
    }
}
