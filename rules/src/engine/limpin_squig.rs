//! The Limpin' Squig, the Orc teams' special ball (004:L2173-L2185): at the start of each
//! team's turn its carrier's coach rolls a D6, and on a 1 it breaks free and bounces once (no
//! turnover); on the floor as a turn ends it hops three times, each a bounce. Our reading of
//! "if it hops into a player's square and they fail to catch it, it bounces once, then stops":
//! a hop onto a player (standing or down) is resolved as any bounce onto him, and it hops no
//! more; a hop off the pitch is thrown in by the crowd, and it hops no more either.

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::special_ball::SpecialBall;
use crate::state::Ball;

/// The hops the squig makes on the floor as a turn ends (004:L2181-L2183).
const HOPS: u8 = 3;

impl Engine<'_> {
    /// `side`'s turn starts: if a player carries the squig, his coach's D6 (004:L2177-L2180).
    pub(crate) fn limpin_squig_at_turn_start(&mut self, side: Side) {
        if self.special_ball() != Some(SpecialBall::LimpinSquig) {
            return;
        }
        let Ball::Held(carrier) = self.s.ball else {
            return;
        };
        let label = self.ruling_label(carrier);
        let team = self.s.team(side).name.clone();
        self.push(PendingRoll::plain(
            RollKind::LimpinSquig { carrier },
            carrier.side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Limpin' Squig: the {team} turn starts and {label} carries it: a D6, on a 1 it \
                 breaks free and bounces one square; no turnover (004:L2177-L2180)"
            )),
        ));
    }

    /// The carrier's D6: a 1 and the squig bounces once from his square (004:L2178-L2180).
    pub(crate) fn limpin_squig_rolled(&mut self, carrier: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(6);
        let label = self.ruling_label(carrier);
        let square = self.s.player(carrier).and_then(|p| p.square());
        match square {
            Some(square) if roll == 1 && self.s.ball == Ball::Held(carrier) => {
                self.say(
                    EventKind::BallMoved { to: Some(square) },
                    format_args!(
                        "Limpin' Squig (1): it breaks free of {label} and bounces from {square}; \
                         no turnover (004:L2178-L2180)"
                    ),
                );
                self.loose_ball(square);
            }
            _ => self.say(
                EventKind::Note,
                format_args!("Limpin' Squig ({roll}): {label} keeps hold of it (004:L2178)"),
            ),
        }
    }

    /// A turn ends with the squig on the floor: its three hops, once a turn, the end of the
    /// turn waiting under them (004:L2181-L2183). True when they were started.
    pub(crate) fn squig_hops_due(&mut self) -> bool {
        if self.special_ball() != Some(SpecialBall::LimpinSquig)
            || !matches!(self.s.ball, Ball::OnGround(_))
            || self.first_turn_end(|t| &mut t.squig_hopped).is_none()
        {
            return false;
        }
        if let Some(play) = self.s.drive.special_ball.as_mut() {
            play.hops = HOPS;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Limpin' Squig: nobody carries it as the turn ends: it hops {HOPS} times, each \
                 as a bouncing ball (004:L2181-L2183)"
            ),
        );
        self.push_in_order([Step::SquigHop, Step::EndTurn]);
        true
    }

    /// The squig's next hop, if it has one left and is on the floor: a bounce, with the hop
    /// after it waiting under it.
    pub(crate) fn squig_hop(&mut self) {
        let Some(play) = self.s.drive.special_ball.as_mut() else {
            return;
        };
        let Ball::OnGround(from) = self.s.ball else {
            play.hops = 0;
            return;
        };
        if play.hops == 0 {
            return;
        }
        play.hops -= 1;
        let n = HOPS - play.hops;
        self.say(
            EventKind::Note,
            format_args!("Limpin' Squig: hop {n} of {HOPS} from {from} (004:L2181-L2183)"),
        );
        self.push(Step::SquigHop);
        self.loose_ball(from);
    }
}
