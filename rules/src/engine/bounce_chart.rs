//! Blitz Bowl's Bounce, the `bounce` switch at [`BouncePolicy::BounceChart`]: a D8 read on the
//! board's Bounce Chart moves the ball one square; a result that would take it onto a blocked
//! square or off the board goes on clockwise round the chart (1-8, then 1 again) to the first
//! that does not (002:L529-L538). Where it comes down: an empty square keeps it; an Open player
//! takes possession with no roll; a Marked or a Prone player makes it Bounce again (002:L531-L533).
//!
//! The chart's steps are the board's data (`tables::BlitzBowl`, their order the digest's
//! default, §1.4); the engine reads them from the ruleset.

use super::Engine;
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::Stance;
use crate::state::Ball;

impl Engine<'_> {
    /// The square the chart sends a ball on `from` to for the D8 `roll`: that result's step, or
    /// the next clockwise whose square is on the board and not blocked (002:L534, L538). `None`
    /// only when every neighbour is off the board or blocked.
    pub(crate) fn chart_square(
        &self,
        from: Square,
        roll: u8,
        chart: &[[i8; 2]; 8],
    ) -> Option<(u8, Square)> {
        let first = usize::from(roll.clamp(1, 8) - 1);
        (0..8).find_map(|turn| {
            let index = (first + turn) % 8;
            let [dx, dy] = chart[index];
            let to = self.s.pitch().square(
                i32::from(from.x()) + i32::from(dx),
                i32::from(from.y()) + i32::from(dy),
            )?;
            let result = u8::try_from(index + 1).unwrap_or(8);
            (!self.s.ruleset.pitch.blocked.contains(to)).then_some((result, to))
        })
    }

    /// The ball Bounces from `from` by the chart, with this D8 `roll` (002:L529-L538).
    pub(crate) fn chart_bounce(&mut self, from: Square, roll: u8, chart: &[[i8; 2]; 8]) {
        let Some((result, to)) = self.chart_square(from, roll, chart) else {
            // No square round it is on the board and free of obstructions: it stays.
            self.s.ball = Ball::OnGround(from);
            self.say(
                EventKind::BallMoved { to: Some(from) },
                format_args!(
                    "The ball has no square to Bounce into round {from}, and stays (002:L534)"
                ),
            );
            return;
        };
        let how = if result == roll {
            self.words(format_args!(
                "The ball Bounces from {from} to {to} ({roll} on the Bounce Chart, 002:L529)"
            ))
        } else {
            self.words(format_args!(
                "The ball Bounces from {from} to {to} ({roll} on the Bounce Chart is blocked or \
                 off the board; clockwise to {result}, 002:L534)"
            ))
        };
        self.chart_lands(to, &how);
    }

    /// A Bounced ball comes down on `to`: an empty square keeps it, an Open player takes
    /// possession, a Marked or Prone player, or one with a '-' Throw Value, makes it Bounce
    /// again (002:L531-L533, L327); so does another ball there, or a player holding one
    /// (002:L642).
    pub(crate) fn chart_lands(&mut self, to: Square, how: &str) {
        self.s.ball = Ball::OnGround(to);
        if !self.s.other_balls.is_empty() && self.onto_other_ball(to, how) {
            return;
        }
        let Some((id, stance)) = self.s.player_at(to).map(|p| (p.id, p.stance())) else {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!("{how}, an empty square, and stays there (002:L531)"),
            );
            return;
        };
        let label = self.ruling_label(id);
        let holds = self.s.player(id).is_some_and(super::throw_ruler::can_hold);
        if stance == Some(Stance::Standing) && !holds {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!(
                    "{how}: {label} has a '-' Throw Value and cannot take possession, so it \
                     Bounces again (002:L327)"
                ),
            );
            self.loose_ball(to);
            return;
        }
        if stance == Some(Stance::Standing) && !self.marked_squares(id.side).contains(to) {
            self.s.ball = Ball::Held(id);
            self.say(
                EventKind::BallHeld { player: id },
                format_args!("{how}: {label} is Open and takes possession, no roll (002:L532)"),
            );
            return;
        }
        let status = if stance == Some(Stance::Standing) {
            "Marked"
        } else {
            "Prone"
        };
        self.say(
            EventKind::BallMoved { to: Some(to) },
            format_args!("{how}: {label} is {status}, so it Bounces again (002:L533)"),
        );
        self.loose_ball(to);
    }
}
