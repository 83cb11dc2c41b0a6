//! The Master-Hewn Ball's weight (004:L2113-L2117): thrown, thrown in or kicked off onto a
//! Prone or Stunned player, it gives him an Armour roll before it bounces, and does not bounce
//! if he is removed from play; a player who fails to catch it thrown rolls a D6 once it has
//! bounced away, and is Knocked Down on his ST or more. Its kick, pass and empty-square rules
//! are in `special_balls.rs`.

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::PlayerId;
use crate::special_ball::SpecialBall;

impl Engine<'_> {
    /// The ball, out of the air, came down on `id`, Prone or Stunned on `at`: his Armour roll,
    /// unmodified by any player, then the bounce, which waits under it (004:L2113-L2115).
    pub(crate) fn master_hewn_on_the_fallen(&mut self, id: PlayerId, at: Square, how: &str) {
        let label = self.ruling_label(id);
        let av = self.s.player(id).map_or(0, |p| p.profile.av);
        self.say(
            EventKind::BallMoved { to: Some(at) },
            format_args!(
                "{how}: onto {label}, who is down: the Master-Hewn Ball gives him an Armour roll \
                 before it bounces, and does not bounce if he is removed from play \
                 (004:L2113-L2115)"
            ),
        );
        // The Armour roll of a player lying on the pitch (the stadium's modifier in it).
        let mut steps: Vec<Step> = self.lying_armour_roll(id).into_iter().collect();
        if let Some(Step::Roll(pending)) = steps.first_mut() {
            pending.purpose = self.words(format_args!(
                "Master-Hewn Ball: an Armour roll for {label}, who is down where it came down: \
                 2D6 must beat AV {av} (004:L2113-L2114, 000:L617)"
            ));
        }
        steps.push(Step::MasterHewnRest { player: id, at });
        self.push_in_order(steps);
    }

    /// The Armour roll on the fallen player is settled: the ball bounces from `at` if he is
    /// still there, and stays on `at` if he was removed from play (004:L2114-L2115).
    pub(crate) fn master_hewn_rest(&mut self, player: PlayerId, at: Square) {
        if self.s.ball != crate::state::Ball::OnGround(at) {
            return;
        }
        let label = self.ruling_label(player);
        let there = self
            .s
            .player(player)
            .and_then(|p| p.square())
            .is_some_and(|s| s == at);
        if there {
            self.say(
                EventKind::BallMoved { to: Some(at) },
                format_args!(
                    "{label} stays on the pitch: the Master-Hewn Ball bounces from {at} \
                     (004:L2114, 000:L736)"
                ),
            );
            self.loose_ball(at);
        } else {
            self.say(
                EventKind::BallMoved { to: Some(at) },
                format_args!(
                    "{label} was removed from play: the Master-Hewn Ball does not bounce and \
                     stays on {at} (004:L2114-L2115)"
                ),
            );
        }
    }

    /// `id` failed to catch the thrown Master-Hewn Ball: his D6, pushed before the bounce so
    /// that it comes once the ball has bounced away (004:L2116-L2117).
    pub(crate) fn master_hewn_catch_failed(&mut self, id: PlayerId) {
        let thrown = self.s.drive.special_ball.is_some_and(|b| b.thrown);
        if !thrown || self.special_ball() != Some(SpecialBall::MasterHewnBall) {
            return;
        }
        let label = self.ruling_label(id);
        let st = self.s.player(id).map_or(0, |p| p.profile.st);
        self.push(PendingRoll::plain(
            RollKind::MasterHewnCatch { player: id },
            id.side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Master-Hewn Ball: {label} failed to catch it: a D6 once it has bounced away, \
                 {st} (his ST) or more and he is Knocked Down (004:L2116-L2117)"
            )),
        ));
    }

    /// The failed catcher's D6: as high as his ST and he is Knocked Down, a turnover if his
    /// team is the moving team (000:L443: a player of the moving team Knocked Down).
    pub(crate) fn master_hewn_catch_rolled(&mut self, id: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let Some(st) = self.s.player(id).map(|p| p.profile.st) else {
            return;
        };
        let label = self.ruling_label(id);
        let standing = self.s.player(id).is_some_and(|p| p.is_standing());
        if roll < st || !standing {
            self.say(
                EventKind::Note,
                format_args!(
                    "Master-Hewn Ball ({roll}): {label} keeps his feet (ST {st}, 004:L2116-L2117)"
                ),
            );
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Master-Hewn Ball ({roll}, ST {st}): the weight of it knocks {label} down \
                 (004:L2116-L2117)"
            ),
        );
        if self.moving_team(id) {
            self.turnover(format_args!(
                "{label}, of the moving team, was knocked down by the Master-Hewn Ball \
                 (004:L2117, 000:L443)"
            ));
        }
        let steps = self.knock_down(id, None);
        self.push_in_order(steps);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether the ball in play is the Master-Hewn Ball, whose weight hurts a player it comes
    /// down on out of the air.
    #[inline]
    pub(crate) fn master_hewn_rests(&self) -> bool {
        self.s.drive.special_ball.is_some()
            && self.special_ball() == Some(SpecialBall::MasterHewnBall)
    }
}
