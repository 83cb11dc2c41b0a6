//! Kick Team-Mate: on a Blitz, instead of the block, the kicker kicks an adjacent team-mate with
//! Right Stuff as though he were the ball (004:L10281-L10319). The flight after the straight
//! line (three scatters, landing on a player, the Landing roll) is Throw Team-Mate's
//! (throw_team_mate.rs), with the kicked player's own crowd rule and Landing modifiers.

use std::borrow::Cow;

use super::ball::edge_of;
use super::steps::{Flight, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

impl Engine<'_> {
    /// The kicker kicks `kicked`: a D6 (short) or 2D6 (long, `long`) for the distance; it takes
    /// the Blitz's block, and a square of movement as the block would (004:L10281-L10287).
    pub(crate) fn kick_team_mate(&mut self, kicked: PlayerId, long: bool) -> Result<(), Rejection> {
        if let Some(problem) = self.kick_team_mate_problem(kicked) {
            return Err(problem);
        }
        let Some(kicker) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Blitz is in progress")));
        };
        let needs_gfi = self.spend_square(kicker);
        if let Some(a) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) {
            a.blocked = true;
        }
        self.play_started();
        let (a, b) = (self.ruling_label(kicker), self.ruling_label(kicked));
        let how = if long {
            "a long kick, 2D6 squares; a double is an Injury roll for him instead"
        } else {
            "a short kick, D6 squares"
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Kick Team-Mate: instead of the Blitz's block, {a} kicks {b}: {how} \
                 (004:L10281-L10291)"
            ),
        );
        let dice: &'static [DieKind] = if long {
            &[DieKind::D6, DieKind::D6]
        } else {
            &[DieKind::D6]
        };
        self.push(PendingRoll::plain(
            RollKind::KickTeamMate {
                player: kicker,
                kicked,
            },
            kicker.side,
            Cow::Borrowed(dice),
            format!(
                "Kick Team-Mate: {a} kicks {b}, {} squares directly away from him, then three \
                 scatters (004:L10286-L10296)",
                if long { "2D6" } else { "a D6" }
            ),
        ));
        if needs_gfi {
            self.push(self.go_for_it_roll(kicker, "to kick a team-mate in the Blitz (000:L1053)"));
        }
        Ok(())
    }

    /// The kick's dice read: a long kick's double hurts him; otherwise he flies that many
    /// squares in a straight line away from the kicker, then scatters three times
    /// (004:L10287-L10301).
    pub(crate) fn team_mate_kicked(&mut self, kicker: PlayerId, kicked: PlayerId, dice: &[Die]) {
        let values: Vec<u8> = dice.iter().filter_map(|d| d.value()).collect();
        let (Some(from), Some(start)) = (
            self.s.player(kicker).and_then(|p| p.square()),
            self.s.player(kicked).and_then(|p| p.square()),
        ) else {
            return;
        };
        let b = self.ruling_label(kicked);
        if let [x, y] = values.as_slice()
            && x == y
        {
            self.say(
                EventKind::Note,
                format_args!(
                    "Kick Team-Mate: a double ({x}+{y}) on the long kick: {b} takes an Injury \
                     roll, Stunned counting as KO'd; a ball he held bounces from {start} \
                     (004:L10287-L10291)"
                ),
            );
            let mut steps = Vec::new();
            steps.push(self.injury_roll(kicked, Vec::new(), false, None, None));
            steps.push(Step::KickedHurt { player: kicked });
            if self.s.ball == Ball::Held(kicked) {
                // The ball is taken from him first, so the Injury roll does not bounce it while
                // he may still lie on the square; it bounces once he is off it.
                self.s.ball = Ball::OnGround(start);
                self.turnover(format_args!(
                    "{b} was kicked with the ball and hurt by the kick (000:L448)"
                ));
                steps.push(Step::LooseBall { from: start });
            }
            self.push_in_order(steps);
            return;
        }
        let squares: u8 = values.iter().sum();
        let (dx, dy) = (
            i32::from(start.x()) - i32::from(from.x()),
            i32::from(start.y()) - i32::from(from.y()),
        );
        let mut at = start;
        for _ in 0..squares {
            let (x, y) = (i32::from(at.x()) + dx, i32::from(at.y()) + dy);
            match self.s.pitch().square(x, y) {
                Some(next) => at = next,
                None => {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Kick Team-Mate ({squares} squares): {b} flies off the pitch past \
                             {at} (004:L10298-L10301)"
                        ),
                    );
                    self.kicked_into_crowd(kicked, at, edge_of(self.s.pitch(), x, y));
                    return;
                }
            }
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Kick Team-Mate ({squares} squares): {b} flies from {start} to {at}, then \
                 scatters three times; only the square he ends in counts (004:L10293-L10296)"
            ),
        );
        let step = self.flight_scatter(kicked, at, 3, false, Flight::Kicked { squares });
        self.push(step);
    }

    /// A kicked player off the pitch lands in the crowd and goes to the KO'd box; a ball he
    /// held is thrown in from the last square he crossed (004:L10298-L10301).
    pub(crate) fn kicked_into_crowd(
        &mut self,
        kicked: PlayerId,
        last: Square,
        edge: super::steps::Edge,
    ) {
        let b = self.ruling_label(kicked);
        let had_ball = self.s.ball == Ball::Held(kicked);
        if had_ball {
            self.s.ball = Ball::OffPitch;
        }
        self.s.set_place(kicked, Place::KnockedOut);
        self.say(
            EventKind::Note,
            format_args!(
                "{b} lands in the crowd and goes to the KO'd box (004:L10298-L10299){}",
                if had_ball {
                    "; the ball is thrown in from the last square he crossed (004:L10300)"
                } else {
                    ""
                }
            ),
        );
        if had_ball {
            self.turnover(format_args!(
                "{b} was kicked with the ball into the crowd (000:L448)"
            ));
            self.push(Step::ThrowIn { from: last, edge });
        }
    }

    /// After the Injury roll of a long kick's double: Stunned counts as KO'd
    /// (004:L10288-L10290).
    pub(crate) fn kicked_hurt(&mut self, kicked: PlayerId) {
        let Some(square) = self.s.player(kicked).and_then(|p| p.square()) else {
            return;
        };
        if self.s.player(kicked).and_then(|p| p.stance()) != Some(Stance::Stunned) {
            return;
        }
        self.s.set_place(kicked, Place::KnockedOut);
        self.say(
            EventKind::Note,
            format_args!(
                "{} is KO'd rather than Stunned: the kick's Stunned result counts as KO'd \
                 (004:L10289); he leaves {square}",
                self.ruling_label(kicked)
            ),
        );
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why the acting player may not kick `kicked` now, if he may not (004:L10281-L10284).
    pub(crate) fn kick_team_mate_problem(&self, kicked: PlayerId) -> Option<Rejection> {
        if let Some(wrong) =
            self.wrong_action(ActionKind::Blitz, "kicks a team-mate", "004:L10281-L10283")
        {
            return Some(wrong);
        }
        let action = self.s.action()?;
        let kicker = self.s.player(action.player)?;
        if !kicker.has(Skill::KickTeamMate) {
            return Some(self.refuse(
                format_args!("{} does not have Kick Team-Mate", kicker.tag()),
                "004:L10281",
            ));
        }
        if action.blocked {
            return Some(self.refuse(
                format_args!("{} has made his block (or kick) this Blitz", kicker.tag()),
                "004:L10283; 000:L539",
            ));
        }
        let Some(from) = self.s.standing_square(kicker.id) else {
            return Some(self.refuse(format_args!("{} is not standing", kicker.tag()), "000:L533"));
        };
        let Some(mate) = self.s.player(kicked) else {
            return Some(self.refuse_input(format_args!("there is no player {kicked}")));
        };
        if kicked.side != kicker.id.side
            || kicked == kicker.id
            || !mate.has(Skill::RightStuff)
            || self
                .s
                .standing_square(kicked)
                .is_none_or(|at| at.distance(from) != 1)
        {
            return Some(self.refuse(
                format_args!(
                    "{} can kick only a standing team-mate with Right Stuff next to him; {} is \
                     not",
                    kicker.tag(),
                    mate.tag()
                ),
                "004:L10283-L10284",
            ));
        }
        if !self.can_pay_square(kicker.id) {
            return Some(self.refuse(
                format_args!("{} has no movement left for the kick", kicker.tag()),
                "000:L1053",
            ));
        }
        None
    }
}
