//! Ball entry by Trapdoor (Blitz Bowl's `BallEntry::Trapdoor`): after the set-up a ball is put
//! on the Trapdoor without a Bounce, and the team that set up first plays (002:L434-L439); at
//! the start of a later turn with no ball on the pitch a new ball comes up through a Trapdoor,
//! Injures whoever stands there, and Bounces (002:L628-L638).
//!
//! With several Trapdoors one is picked at random; the source does not say how (digest §9
//! A20). The engine asks for one die mapped evenly onto the Trapdoors in board order (row by
//! row: y, then x, as `Pitch::all`): a D6 for 2, 3 or 6 Trapdoors, a D8 for 4 or 8 ([`trapdoor_die`]); a board with another
//! number is refused when the ruleset is built.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::Place;
use crate::state::Ball;

/// The die that picks one of `n` Trapdoors evenly, or `None` when no die does (digest §9 A20).
pub(crate) fn trapdoor_die(n: usize) -> Option<DieKind> {
    match n {
        1 | 2 | 3 | 6 => Some(DieKind::D6),
        4 | 8 => Some(DieKind::D8),
        _ => None,
    }
}

impl Engine<'_> {
    /// Both teams are set up: the set-up ball goes on the Trapdoor (002:L434).
    #[cold]
    #[inline(never)]
    pub(crate) fn begin_on_trapdoor(&mut self) {
        // The set-up players start the drive (004:L10535).
        self.mark_played();
        self.s.kick = None;
        self.enter_ball(false);
    }

    /// A ball comes in: on the one Trapdoor, or a die picks one of several.
    pub(crate) fn enter_ball(&mut self, new_ball: bool) {
        let trapdoors = self.s.ruleset.pitch.trapdoors;
        let n = trapdoors.len();
        if n == 1 {
            if let Some(square) = trapdoors.nth(0) {
                self.ball_through(square, new_ball);
            }
            return;
        }
        let die = trapdoor_die(n).unwrap_or(DieKind::D6);
        let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Trapdoor { new_ball },
            side,
            dice: Cow::Owned(vec![die]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Trapdoor: a {} picks which of the {n} Trapdoors the ball comes through, \
                 counted row by row (002:L434, L634)",
                die.name()
            )),
        }));
    }

    pub(crate) fn trapdoor_rolled(&mut self, new_ball: bool, dice: &[Die]) {
        let trapdoors = self.s.ruleset.pitch.trapdoors;
        let n = trapdoors.len();
        let faces = match trapdoor_die(n) {
            Some(DieKind::D8) => 8,
            _ => 6,
        };
        let roll = usize::from(dice.first().and_then(|d| d.value()).unwrap_or(1));
        let index = (roll.saturating_sub(1) * n / faces).min(n.saturating_sub(1));
        if let Some(square) = trapdoors.nth(index) {
            self.ball_through(square, new_ball);
        }
    }

    /// The ball comes up through the Trapdoor on `square`: the set-up ball stays there and
    /// the first turn starts (002:L434-L439); a new ball Injures a player there, and any ball
    /// he held goes down with him, then Bounces (002:L636-L638).
    fn ball_through(&mut self, square: Square, new_ball: bool) {
        if !new_ball {
            self.s.ball = Ball::OnGround(square);
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!(
                    "The ball is placed on the Trapdoor at {square}, no Bounce (002:L434-L436)"
                ),
            );
            let first = self.s.kicking;
            if self.s.ruleset.balls {
                // The coach who set up second chooses the ball (002:L820); then the first turn.
                self.push(Step::ChooseBall {
                    side: first.opponent(),
                    start: Some(first),
                });
                return;
            }
            self.start_turn(first);
            return;
        }
        let there = self
            .s
            .player_at(square)
            .map(|player| (player.id, self.ruling_name(player)));
        // A ball he held goes down with him; one lying there is removed (002:L636).
        let removed = self.balls_out_at(square) > 0;
        if let Some((id, label)) = there {
            // Any player in the square, standing or not (digest §9 A19); Injured: to the
            // Dugout (002:L582).
            self.s.set_place(id, Place::Reserves);
            let ball = if removed {
                ", and the ball he held goes down with him"
            } else {
                ""
            };
            self.say(
                EventKind::Note,
                format_args!(
                    "A new ball comes up through the Trapdoor at {square}: {label} is on it and \
                     is Injured, to the Dugout{ball} (002:L636; a player on it standing or not, \
                     our reading)"
                ),
            );
        } else if removed {
            self.say(
                EventKind::BallMoved { to: None },
                format_args!(
                    "A new ball comes up through the Trapdoor at {square}: the ball lying there \
                     is removed from play (002:L636)"
                ),
            );
        }
        self.say(
            EventKind::BallMoved { to: Some(square) },
            format_args!(
                "A new ball comes up through the Trapdoor at {square} and Bounces (002:L638)"
            ),
        );
        self.loose_ball(square);
    }

    /// The No Ball in Play step of a turn's Pre-Turn Sequence, skipped in each team's first
    /// turn: no ball on the pitch, a new one comes in (002:L448, L628-L634). Asked by
    /// [`Engine::start_turn`] under ball entry by Trapdoor only.
    #[cold]
    #[inline(never)]
    pub(crate) fn no_ball_in_play(&mut self, turn_no: u8) {
        if turn_no > 1 && !self.s.ball_on_pitch() {
            // A step, not at once: step A, the Replace Challenge Cards step pushed over it, is
            // done first (002:L443, L450), even where one Trapdoor needs no roll.
            self.push(Step::NewBall);
            // Balls: the coach placing it chooses which ball, before its rolls (002:L821).
            if self.s.ruleset.balls
                && let Some(side) = self.s.turn.as_ref().map(|t| t.side)
            {
                self.push(Step::ChooseBall { side, start: None });
            }
        }
    }
}
