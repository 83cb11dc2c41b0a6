//! The ball coming down: bounces, catches, throw-ins by the crowd (000:L706-L744). During a
//! kick-off a ball that leaves the pitch or the receiving half is a touchback instead.
//!
//! Where the ball comes from decides what an empty square does to it: a ball coming down out
//! of the air (a kick, a pass or its scatter, a throw-in) bounces from an empty square
//! (000:L387, L736, L744); a bounce that ends on an empty square leaves it there (000:L738).

use std::borrow::Cow;

use super::Engine;
use super::steps::{Edge, PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::{Pitch, Square};
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::ruleset::BouncePolicy;
use crate::skill::Skill;
use crate::state::Ball;

/// How the ball comes down on a square, which is what an empty square does to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Landing {
    /// Out of the air: a kick (and the Rogue Ball, which scatters as the kick does), a pass,
    /// accurate or scattered, a throw-in. An empty square makes it bounce (000:L387, L736, L744;
    /// 004:L1344). A hand-off comes this way too, though it always reaches a player.
    FromTheAir,
    /// A pass that scattered: out of the air as `FromTheAir`, and a thrown ball (a failed
    /// catch of the Master-Hewn Ball, 004:L2116-L2117).
    Pass,
    /// An accurate pass onto its target square: out of the air, and the player there catches
    /// it with Diving Catch's +1 (004:L10116-L10117).
    AccuratePass,
    /// At the end of a bounce: an empty square keeps it (000:L738).
    Bounce,
}

/// The edge a step off the pitch crosses. A step straight off a corner square crosses one line
/// and that line's template is laid; a diagonal step off a corner crosses both at the corner,
/// and the text leaves it open (digest §15.4). Our reading: the sideline wins, as the only line
/// the text lays the template on is the sideline (000:L153) and the ball did cross it; the
/// template then faces the far sideline. (christerk/ffb instead lays the end line's template
/// for any ball leaving from a corner square, whichever line it crossed.)
pub(crate) fn edge_of(pitch: Pitch, x: i32, y: i32) -> Edge {
    if y < 0 {
        Edge::NearSideline
    } else if y >= i32::from(pitch.width()) {
        Edge::FarSideline
    } else if x < 0 {
        Edge::HomeEnd
    } else {
        Edge::AwayEnd
    }
}

impl Engine<'_> {
    /// The ball bounces once from `from` (000:L734-L738).
    pub(crate) fn loose_ball(&mut self, from: Square) {
        self.s.ball = Ball::OnGround(from);
        self.kick_bounce_spent();
        // Sloping Pitch: down the slope on the Throw-in template (004:L3611-L3614).
        if let Some(roll) = self.slope_bounce_roll(from) {
            self.push(roll);
            return;
        }
        let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Bounce { from },
            side,
            dice: Cow::Borrowed(&[DieKind::D8]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: if matches!(self.s.ruleset.bounce, BouncePolicy::ScatterTemplate) {
                self.words(format_args!(
                    "Bounce: D8 on the scatter template from {from}, one square (000:L734-L738)"
                ))
            } else {
                self.words(format_args!(
                    "Bounce: D8 on the board's Bounce Chart from {from} (002:L529-L538)"
                ))
            },
        }));
    }

    pub(crate) fn bounce_rolled(&mut self, from: Square, dice: &[Die]) {
        self.bounce_from(from, dice, false);
    }

    /// A bounce's die read; `second`: Solid Stone's second bounce, which bounces no more
    /// (004:L3634-L3636).
    pub(crate) fn bounce_from(&mut self, from: Square, dice: &[Die], second: bool) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if let BouncePolicy::BounceChart { chart } = self.s.ruleset.bounce {
            self.chart_bounce(from, roll, &chart);
            return;
        }
        let (dx, dy) = self
            .slope_bounce_step(roll)
            .unwrap_or_else(|| self.scatter_step(roll));
        let (x, y) = (i32::from(from.x()) + dx, i32::from(from.y()) + dy);
        let to = self.s.pitch().square(x, y);
        if self.kick_out_of_play(to) {
            let why = if self.worded {
                let to = to.map_or_else(|| "off the pitch".to_string(), |s| format!("to {s}"));
                format!("The kick bounces from {from} {to}")
            } else {
                String::new()
            };
            self.touchback(&why);
            return;
        }
        // Solid Stone and Ice take a ball on from an empty square (004:L3617-L3619, L3634).
        if let Some(to) = to
            && self.surface_bounce(from, to, (dx, dy), second)
        {
            return;
        }
        match to {
            None => {
                self.s.ball = Ball::OffPitch;
                self.say(EventKind::BallMoved { to: None }, format_args!("The ball bounces off the pitch from {from}: the crowd throws it in (000:L740)"));
                self.push(Step::ThrowIn {
                    from,
                    edge: edge_of(self.s.pitch(), x, y),
                });
            }
            Some(to) => {
                let how = self.words(format_args!("The ball bounces from {from} to {to}"));
                self.ball_lands(to, Landing::Bounce, &how, None);
            }
        }
    }

    /// The ball comes down on `to`: a standing player must try to catch it (`bonus`: +1 for an
    /// accurate pass or a hand-off); a player on the ground makes it bounce again; an empty
    /// square makes a ball out of the air bounce and keeps one at the end of a bounce
    /// (000:L387, L706-L744).
    pub(crate) fn ball_lands(
        &mut self,
        to: Square,
        landing: Landing,
        how: &str,
        bonus: Option<Modifier>,
    ) {
        self.s.ball = Ball::OnGround(to);
        // Rogue Ball (004:L1339-L1351): onto the other ball, or onto a player holding it.
        if !self.s.other_balls.is_empty() && self.onto_other_ball(to, how) {
            return;
        }
        // The kicked special ball's own bookkeeping, not a second ball's swapped in.
        if self.s.drive.special_ball.is_some() && self.s.crowd.swapped.is_none() {
            let occupied = self.s.player_at(to).is_some();
            if let Some(play) = self.s.drive.special_ball.as_mut() {
                play.thrown = matches!(landing, Landing::Pass | Landing::AccuratePass);
                // The Limpin' Squig hops on from an empty square only (004:L2183-L2185).
                if landing != Landing::Bounce || occupied {
                    play.hops = 0;
                }
            }
        }
        let again = if landing == Landing::Bounce {
            " again"
        } else {
            ""
        };
        match self
            .s
            .player_at(to)
            .map(|p| (p.id, p.has_tackle_zones(), p.has(Skill::NoHands)))
        {
            Some((id, true, true)) => {
                let label = self.ruling_label(id);
                self.say(
                    EventKind::BallMoved { to: Some(to) },
                    format_args!(
                        "{how}: onto {label}, who has No Hands and fails to catch it \
                         automatically, so it bounces{again} (001:L895)"
                    ),
                );
                self.loose_ball(to);
            }
            Some((id, true, false)) => {
                self.say(
                    EventKind::BallMoved { to: Some(to) },
                    format_args!("{how}: onto {}", self.ruling_label(id)),
                );
                let accurate = landing == Landing::AccuratePass;
                let roll = self.catch_roll(id, bonus, accurate);
                self.push(roll);
            }
            // Only a Prone or Stunned player, not one standing without his Tackle Zones
            // (004:L2113-L2115).
            Some((id, false, _))
                if landing != Landing::Bounce
                    && self.s.standing_square(id).is_none()
                    && self.master_hewn_rests() =>
            {
                self.master_hewn_on_the_fallen(id, to, how);
            }
            Some((id, false, _)) => {
                let label = self.ruling_label(id);
                self.say(
                    EventKind::BallMoved { to: Some(to) },
                    format_args!("{how}: {label} cannot catch it, so it bounces{again} (000:L736)"),
                );
                self.loose_ball(to);
            }
            None => match landing {
                Landing::FromTheAir | Landing::Pass | Landing::AccuratePass => {
                    let divers = self.diving_catchers(to);
                    if !divers.is_empty() {
                        self.say(
                            EventKind::BallMoved { to: Some(to) },
                            format_args!(
                                "{how}, an empty square next to {} player(s) with Diving Catch: \
                                 each may dive for it (004:L10117-L10123)",
                                divers.len()
                            ),
                        );
                        self.push(Step::DivingCatch {
                            at: to,
                            left: divers,
                            diving: Vec::new(),
                            accurate: landing == Landing::AccuratePass,
                        });
                        return;
                    }
                    if let Some(ball) = self.special_ball_sticks() {
                        self.say(
                            EventKind::BallMoved { to: Some(to) },
                            format_args!(
                                "{how}, an empty square: {} does not bounce and stays there ({})",
                                ball.name(),
                                ball.cite()
                            ),
                        );
                        return;
                    }
                    self.say(
                        EventKind::BallMoved { to: Some(to) },
                        format_args!(
                            "{how}, an empty square, so it bounces (000:L387, L736, L744)"
                        ),
                    );
                    self.loose_ball(to);
                }
                // Inch-Perfect Kick: the kick bounces three times (004:L5845-L5847).
                Landing::Bounce if self.kick_bounces_on() => {
                    self.say(
                        EventKind::BallMoved { to: Some(to) },
                        format_args!(
                            "{how}, an empty square; an Inch-Perfect Kick bounces three times, so \
                             it bounces again (004:L5845-L5847)"
                        ),
                    );
                    self.loose_ball(to);
                }
                Landing::Bounce => self.say(
                    EventKind::BallMoved { to: Some(to) },
                    format_args!("{how}, an empty square, and stays there (000:L738)"),
                ),
            },
        }
    }

    /// A coach's answer for the next player who may dive (004:L10117-L10123): once all are
    /// asked, a lone diver tries the catch from his square, as if the ball had come down
    /// there; none, or two or more getting in each other's way, and it bounces from `at`.
    pub(crate) fn diving_catch_answer(&mut self, use_it: bool) {
        let Some(Step::DivingCatch {
            at,
            mut left,
            mut diving,
            accurate,
        }) = self.s.stack.pop()
        else {
            return;
        };
        if left.is_empty() {
            return;
        }
        let player = left.remove(0);
        let label = self.ruling_label(player);
        self.say(
            EventKind::SkillUsed {
                player,
                skill: Skill::DivingCatch,
                used: use_it,
            },
            format_args!(
                "{label} {} for the ball (Diving Catch, 004:L10117-L10120)",
                if use_it { "dives" } else { "does not dive" }
            ),
        );
        if use_it {
            diving.push(player);
        }
        if !left.is_empty() {
            self.push(Step::DivingCatch {
                at,
                left,
                diving,
                accurate,
            });
            return;
        }
        match diving.as_slice() {
            [diver] if self.dives_over_the_line(*diver) => {
                // He catches "as if it had landed in his own square" (004:L10119-L10120): a
                // kick coming down in the kicking half is a touchback (000:L387).
                let label = self.ruling_label(*diver);
                self.touchback(&format!(
                    "{label} dives for the kick from the kicking team's half, as if it came \
                     down on his square (004:L10119-L10120)"
                ));
            }
            [diver] => {
                let label = self.ruling_label(*diver);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} tries a Diving Catch from where he stands; a failure bounces \
                         from his square (004:L10117-L10121)"
                    ),
                );
                // An accurate pass keeps its +1 when the diver catches it as if it came down
                // on him (001:L377, L794); Diving Catch's own +1 is only for a pass to his
                // square (the `false`).
                let bonus = accurate.then(|| self.accurate_pass());
                let roll = self.catch_roll(*diver, bonus, false);
                self.push(roll);
            }
            [] => {
                self.say(
                    EventKind::BallMoved { to: Some(at) },
                    format_args!("No one dives: the ball bounces from {at} (000:L736)"),
                );
                self.loose_ball(at);
            }
            _ => {
                self.say(
                    EventKind::BallMoved { to: Some(at) },
                    format_args!(
                        "{} players dive and get in each other's way: none catches, and the \
                         ball bounces from {at} (004:L10121-L10123)",
                        diving.len()
                    ),
                );
                self.loose_ball(at);
            }
        }
    }

    /// A kick-off's diver standing in the kicking team's half: the ball he dives for comes
    /// down, as the rule has it, over the line of scrimmage.
    fn dives_over_the_line(&self, diver: PlayerId) -> bool {
        self.s
            .player(diver)
            .and_then(|p| p.square())
            .is_some_and(|at| self.kick_out_of_play(Some(at)))
    }

    /// The players who may dive for a ball coming down out of the air on the empty square
    /// `to`: standing next to it with Diving Catch and his Tackle Zones (004:L10116-L10123);
    /// the moving team's first (the text gives no order; the opponents then answer knowing
    /// theirs), each team's in the order of the squares around `to`.
    fn diving_catchers(&self, to: Square) -> Vec<PlayerId> {
        // At a kick-off, the receiving team's first.
        let active = self
            .s
            .turn
            .as_ref()
            .map_or(self.s.kicking.opponent(), |t| t.side);
        let divers: Vec<PlayerId> = crate::pitch::GRID
            .neighbours(to)
            .filter_map(|near| self.s.player_at(near))
            .filter(|p| {
                p.has(Skill::DivingCatch)
                    && p.has_tackle_zones()
                    && !p.has(Skill::NoHands)
                    && !self.s.carries_ball(p.id)
            })
            .map(|p| p.id)
            .collect();
        let (mut first, second): (Vec<PlayerId>, Vec<PlayerId>) =
            divers.into_iter().partition(|p| p.side == active);
        first.extend(second);
        first
    }

    fn catch_roll(&self, id: PlayerId, bonus: Option<Modifier>, accurate: bool) -> Step {
        let Some(player) = self.s.player(id) else {
            return Step::EndAction;
        };
        let mut modifiers: Vec<Modifier> = bonus.into_iter().collect();
        modifiers.extend(self.ball_handling_modifiers(player, true));
        modifiers.extend(
            self.ball_skill_modifiers(player, super::movement::Handling::Catch { accurate }),
        );
        self.agility_roll(
            player,
            RollKind::Catch { player: id },
            modifiers,
            format_args!(
                "Catch: the ball comes down on {}; a failure makes it bounce (000:L706-L732)",
                player.tag()
            ),
        )
    }

    pub(crate) fn catch_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return;
        };
        if success {
            self.s.ball = Ball::Held(id);
            self.say(
                EventKind::BallHeld { player: id },
                format_args!("{label} catches the ball ({shown})"),
            );
        } else {
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!("{label} fails to catch the ball ({shown}); it bounces (000:L732)"),
            );
            // The Master-Hewn Ball's D6 waits under the bounce (004:L2116-L2117).
            self.master_hewn_catch_failed(id);
            self.loose_ball(square);
            self.ball_of_pain(id);
            self.fake_fumble_catch_failed(id);
        }
    }

    /// The crowd throws the ball back from `from`, the last square it was in (000:L740-L744).
    pub(crate) fn throw_in(&mut self, from: Square, edge: Edge) {
        self.s.ball = Ball::OffPitch;
        if self.fans_throw_back(from, edge) || self.hometown_throw_in(from, edge) {
            return;
        }
        self.throw_in_roll(from, edge);
    }

    /// The throw-in's roll: a D6 for the direction, 2D6 for the distance (000:L153).
    pub(crate) fn throw_in_roll(&mut self, from: Square, edge: Edge) {
        let side = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        // Enclosed Pitch: a D3 for the distance (stadium_crowd.rs).
        let (distance, words) = self.throw_in_distance_dice();
        let mut dice = vec![DieKind::D6];
        dice.extend_from_slice(distance);
        let purpose = self.words(format_args!(
            "Throw-in from {from}: a D6 for the direction on the Throw-in template, then {words} \
             for the distance, the centre square counting as the first (000:L153, 001:L1128)"
        ));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::ThrowIn { from, edge },
            side,
            dice: Cow::Owned(dice),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose,
        }));
    }

    pub(crate) fn throw_in_rolled(&mut self, from: Square, edge: Edge, dice: &[Die]) {
        let values: Vec<u8> = dice.iter().filter_map(|d| d.value()).collect();
        let (direction, distance) = match values.as_slice() {
            [d, rest @ ..] if !rest.is_empty() => (i32::from(*d), self.throw_in_distance(rest)),
            _ => (3, 2),
        };
        self.throw_in_on(from, edge, direction, distance);
    }

    /// The throw-in from `from` goes `distance` squares (the centre square the first) in the
    /// template's `direction`: it lands, or goes off the pitch and is thrown in again.
    pub(crate) fn throw_in_on(&mut self, from: Square, edge: Edge, direction: i32, distance: i32) {
        let (dx, dy) =
            self.throw_in_template_step(edge.facing(), u8::try_from(direction).unwrap_or(3));
        let mut last = from;
        for k in 1..distance {
            let (x, y) = (i32::from(from.x()) + dx * k, i32::from(from.y()) + dy * k);
            match self.s.pitch().square(x, y) {
                Some(square) => last = square,
                None => {
                    self.say(
                        EventKind::BallMoved { to: None },
                        format_args!(
                            "Throw-in from {from} (direction {direction}, distance {distance}) \
                             goes off the pitch again past {last}: thrown in again (000:L744)"
                        ),
                    );
                    self.throw_in(last, edge_of(self.s.pitch(), x, y));
                    return;
                }
            }
        }
        self.ball_lands(
            last,
            Landing::FromTheAir,
            &format!(
                "Throw-in from {from} (direction {direction}, distance {distance}) lands on {last}"
            ),
            None,
        );
    }
}
