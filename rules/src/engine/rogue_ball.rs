//! Rogue Ball, a Blitzmania Kick-off result (004:L1295-L1422): a second ball lands after the
//! kick, nobody may pick up, catch or intercept one ball while holding the other, a ball that
//! bounces onto the other bounces again, and after each team's first turn a D6 picks the
//! replica, which bursts. The two balls are alike until then: the second is one of
//! `MatchState::other_balls` (`engine/other_balls.rs`).

use super::ball::Landing;
use super::other_balls::{ball_words, with_other_ball};
use super::steps::{Kick, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::{Side, Square};
use crate::rejection::Rejection;
use crate::state::{Ball, MatchState, OtherBall};

const CITE: &str = "004:L1339-L1351";

fn replica_roll() -> Step {
    PendingRoll::plain(
        RollKind::ReplicaBall,
        Side::Home,
        vec![DieKind::D6],
        format!(
            "Rogue Ball: a D6 picks the replica, which bursts: 1-3 the first ball named, 4-6 the \
             other ({CITE})"
        ),
    )
}

impl Engine<'_> {
    pub(crate) fn place_rogue_ball(&mut self, side: Side, square: Square) -> Result<(), Rejection> {
        if let Some(problem) = self.rogue_ball_problem(side, square) {
            return Err(problem);
        }
        self.s.stack.pop();
        self.s.other_balls = vec![OtherBall::plain(Ball::InAir(square))];
        self.say(
            EventKind::KickOff {
                result: "Rogue Ball".into(),
            },
            format_args!(
                "Rogue Ball: the {} coach places a second ball on {square}",
                self.s.team(side).name.clone()
            ),
        );
        self.push(PendingRoll::plain(
            RollKind::RogueScatter { target: square },
            side,
            vec![DieKind::D8, DieKind::D6],
            format!(
                "Rogue Ball scatter from {square}: D8 for the direction, D6 for the squares, as \
                 the kick ({CITE})"
            ),
        ));
        Ok(())
    }

    /// The second ball's scatter: the kick comes down first, then the second ball.
    pub(crate) fn rogue_ball_scattered(&mut self, target: Square, dice: &[Die]) {
        let (direction, distance) = super::kickoff::d8_d6(dice);
        let landing = self.scattered(target, direction, distance);
        self.s.other_balls = vec![OtherBall::plain(
            landing.map_or(Ball::OffPitch, Ball::InAir),
        )];
        let to = landing.map_or_else(|| "off the pitch".to_string(), |s| s.to_string());
        self.say(
            EventKind::KickOff {
                result: "Rogue Ball".into(),
            },
            format_args!(
                "The second ball scatters {distance} square(s) in direction {direction} from \
                 {target} to {to}; it comes down after the kick ({CITE})"
            ),
        );
        let mut steps = vec![Step::KickLand];
        steps.extend(with_other_ball(0, vec![Step::RogueLand { landing }]));
        steps.push(Step::KickOffDone);
        self.push_in_order(steps);
    }

    /// The second ball (swapped in) comes down like the kick.
    pub(crate) fn rogue_land(&mut self, landing: Option<Square>) {
        let kicking = self.s.kicking;
        // The kick's landing rules (touchback) hold while `kick` is set.
        self.s.kick = Some(Kick {
            landing,
            bounces: 0,
        });
        match landing {
            Some(to) if self.s.pitch().half(to) != kicking => {
                self.ball_lands(
                    to,
                    Landing::FromTheAir,
                    &format!("The second ball comes down on {to}"),
                    None,
                );
            }
            Some(to) => self.touchback(&format!(
                "The second ball comes down on {to}, in the kicking team's half"
            )),
            None => self.touchback("The second ball went off the pitch"),
        }
    }

    /// One more team turn is over with two balls in play: after two, the replica is found at
    /// the start of the next turn.
    pub(crate) fn rogue_turn_over(&mut self) {
        // Ball Clone's second ball is no Rogue Ball: no replica is found (card_ball_clone.rs);
        // nor are Blitz Bowl's balls, all real (002:L640).
        if self.s.other_balls.is_empty()
            || self.ball_clone_on()
            || matches!(
                self.s.ruleset.scoring,
                crate::ruleset::ScoringPolicy::Points { .. }
            )
        {
            return;
        }
        self.s.drive.rogue_turns = self.s.drive.rogue_turns.saturating_add(1);
        if self.s.drive.rogue_turns >= 2 {
            self.say(
                EventKind::Note,
                format_args!(
                    "Rogue Ball: each team has had a turn, so one ball is the replica ({CITE})"
                ),
            );
            self.push(replica_roll());
        }
    }

    /// A touchdown with two balls in play waits for the replica to be found: a ball that
    /// bursts scores nothing (with Ball Clone's two, its D6 for the scorer's ball). Returns
    /// whether the roll was asked for.
    pub(crate) fn replica_before_touchdown(&mut self) -> bool {
        if self.s.other_balls.is_empty() {
            return false;
        }
        let scoring = |ball: Ball, s: &MatchState| match ball {
            Ball::Held(id) => s.player(id).is_some_and(|p| {
                p.is_standing()
                    && p.square()
                        .is_some_and(|sq| sq.x() == self.s.pitch().scoring_end_zone_x(id.side))
            }),
            _ => false,
        };
        let both = [
            Some(self.s.ball),
            self.s.other_balls.first().map(|o| o.ball),
        ];
        let Some(scorer) = both.into_iter().flatten().find_map(|b| match b {
            Ball::Held(id) if scoring(b, self.s) => Some(id),
            _ => None,
        }) else {
            return false;
        };
        if self.ball_clone_on() {
            self.ball_clone_scores(scorer);
            return true;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Rogue Ball: a ball is in the End Zone, but one ball is the replica; the D6 says \
                 which before any touchdown counts ({CITE})"
            ),
        );
        self.push(replica_roll());
        true
    }

    pub(crate) fn replica_rolled(&mut self, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let Some(second) = self.s.other_balls.first().map(|o| o.ball) else {
            return;
        };
        let first = self.s.ball;
        let (burst, real) = if roll <= 3 {
            (first, second)
        } else {
            (second, first)
        };
        let text = format!(
            "Rogue Ball ({roll}): {} is the replica and bursts; {} is the real ball ({CITE})",
            ball_words(self.s, burst),
            ball_words(self.s, real)
        );
        // The kicked ball is `s.ball` unless the second is swapped in as the ball now.
        let kicked_burst = (roll <= 3) == self.s.crowd.swapped.is_none();
        self.s.ball = real;
        self.s.other_balls.clear();
        // One ball is left: it is the ball, swapped with nothing.
        self.s.crowd.swapped = None;
        if kicked_burst && self.s.drive.special_ball.is_some() {
            // The kicked ball, the special one, burst: the real one is normal (004:L2130-L2134).
            self.special_ball_burst();
        }
        self.s.drive.rogue_turns = 0;
        self.say(
            EventKind::BallMoved {
                to: self.s.ball_square(),
            },
            format_args!("{text}"),
        );
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The kicking coach's Rogue Ball: any square of the receiving half.
    pub(crate) fn rogue_ball_problem(&self, side: Side, square: Square) -> Option<Rejection> {
        (self.s.pitch().half(square) == side).then(|| {
            self.refuse(
                format_args!(
                    "{square} is in the kicking team's own half: the Rogue Ball goes anywhere in \
                     the {} half",
                    self.s.team(side.opponent()).name.clone()
                ),
                CITE,
            )
        })
    }
}
