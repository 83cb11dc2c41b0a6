//! The kick-off (digest §3.3): the kicking coach aims, the kick scatters (D8 and D6), the
//! Kick-off table is rolled and resolved while the ball is in the air, then the ball comes down:
//! a catch, a bounce, or a touchback when it ends up off the pitch or in the kicking half.

use crate::skill::Skill;
use std::borrow::Cow;

use super::ball::Landing;
use super::steps::{Kick, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::special_play::CardTiming;
use crate::state::Ball;

/// A D8 direction and a D6 distance, as a scatter roll reads them (1 and 1 if the dice are
/// not there: the roll was checked against its request before it came here).
pub(crate) fn d8_d6(dice: &[Die]) -> (u8, u8) {
    match dice
        .iter()
        .filter_map(|d| d.value())
        .collect::<Vec<u8>>()
        .as_slice()
    {
        [d8, d6] => (*d8, *d6),
        // Badyear Git: 2D6 squares (004:L5056-L5072).
        [d8, d6s @ ..] if !d6s.is_empty() => (*d8, d6s.iter().sum()),
        _ => (1, 1),
    }
}

/// The D8 that drifts a kick one more square when Changing Weather brings Nice (000:L1004).
pub(crate) fn gentle_breeze_roll() -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::GentleBreeze,
        side: Side::Home,
        dice: Cow::Borrowed(&[DieKind::D8]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: "Gentle breeze: the kick drifts one more square, D8 on the scatter template \
                  (000:L1004)"
            .into(),
    })
}

impl Engine<'_> {
    /// Both teams are set up: the kicking coach aims the kick.
    pub(crate) fn begin_kick_off(&mut self) {
        // The set-up players start the drive (004:L10535).
        self.mark_played();
        let kicking = self.s.kicking;
        self.s.kick = None;
        self.push(Step::KickTo { side: kicking });
        // Special balls: declared before the kick-off, the kicker nominated (004:L2142-L2153).
        self.ask_special_ball(kicking);
        // Off-Colour Chant's roll, before each kick-off (004:L6230-L6246).
        self.chant_before_kick_off();
        // After both set-ups, before the ball is placed; the start of every drive, the kicking
        // team first (004:L6409-L6411, L5036-L5055).
        self.card_windows(CardTiming::AfterSetup, [kicking, kicking.opponent()]);
        self.card_windows(CardTiming::StartOfDrive, [kicking, kicking.opponent()]);
        if !self.s.cards.game_started {
            // The start of the game, just before the first kick-off (004:L4783-L4789).
            self.s.cards.game_started = true;
            self.card_windows(CardTiming::StartOfGame, [kicking, kicking.opponent()]);
        }
        self.say(
            EventKind::KickOff {
                result: String::new(),
            },
            format_args!(
                "Kick-off: the {} coach places the ball in any square of the {} half \
                 (000:L383)",
                self.s.team(kicking).name.clone(),
                kicking.opponent().name()
            ),
        );
    }

    pub(crate) fn kick_to(&mut self, side: Side, square: Square) -> Result<(), Rejection> {
        if let Some(problem) = self.kick_problem(side, square) {
            return Err(problem);
        }
        self.s.stack.pop();
        self.s.ball = Ball::InAir(square);
        let text = self.words(format_args!(
            "The {} coach kicks towards {square}",
            self.s.team(side).name
        ));
        self.say(
            EventKind::KickOff {
                result: String::new(),
            },
            format_args!("{text}"),
        );
        self.push(PendingRoll::plain(
            RollKind::KickScatter {
                target: square,
                ballistics: 0,
            },
            side,
            vec![DieKind::D8, DieKind::D6],
            if self.special_ball() == Some(crate::special_ball::SpecialBall::MasterHewnBall) {
                self.words(format_args!(
                    "Kick scatter from {square}: D8 for the direction on the scatter template, \
                     the Master-Hewn Ball's D3 for the squares, a D6 read 1-2: 1, 3-4: 2, 5-6: 3 \
                     (000:L383-L385, 004:L2105-L2106)"
                ))
            } else {
                self.words(format_args!(
                    "Kick scatter from {square}: D8 for the direction on the scatter template, D6 \
                     for the squares (000:L383-L385)"
                ))
            },
        ));
        self.coach_the_kicker(side);
        self.push_wind(square);
        // The ball is placed, before its scatter roll (004:L5056-L5060, L5830-L5850).
        self.card_windows(CardTiming::BeforeKickScatter, [side, side.opponent()]);
        Ok(())
    }

    /// One square's step on the scatter template for a D8 result.
    pub(crate) fn scatter_step(&self, roll: u8) -> (i32, i32) {
        let template = match self.book.choice("scatter-template") {
            Some("scatter-clockwise") => "scatter-clockwise",
            _ => "scatter",
        };
        let [dx, dy] = self
            .book
            .template(template)
            .ok()
            .and_then(|t| t.step(roll))
            .unwrap_or([0, 1]);
        (i32::from(dx), i32::from(dy))
    }

    pub(crate) fn kick_scattered(&mut self, target: Square, ballistics: u8, dice: &[Die]) {
        let (direction, mut distance) = d8_d6(dice);
        if self.s.drive.special_ball.is_some() && dice.len() == 2 {
            // The Master-Hewn Ball scatters D3 squares (004:L2105-L2106).
            distance = self.special_kick_distance(distance);
        }
        if self.boots_reroll_offered(target, ballistics, direction, distance) {
            return;
        }
        self.kick_scatter_on(target, ballistics, direction, distance);
    }

    /// The kick's scatter rolled (and its D8 re-rolled by Von Wilking's Boots): a Master of
    /// Ballistics' change, the Kick skill's halving, the landing.
    pub(crate) fn kick_scatter_on(
        &mut self,
        target: Square,
        ballistics: u8,
        direction: u8,
        distance: u8,
    ) {
        if let Some(distance) = self.ballistics_scatter(target, ballistics, direction, distance) {
            self.kick_scatter_read(target, direction, distance);
        }
    }

    /// The kick's scatter as it stands, once a Master of Ballistics is done with it: the Kick
    /// skill's halving, or the landing.
    pub(crate) fn kick_scatter_read(&mut self, target: Square, direction: u8, distance: u8) {
        if let Some(kicker) = self.kicker() {
            let label = self.ruling_label(kicker);
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} has Kick and stands off the line and out of the wide zones: the \
                     kicking coach may halve the {distance} square(s), rounding down (001:L858)"
                ),
            );
            self.push(Step::HalveKick {
                side: kicker.side,
                target,
                direction,
                distance,
            });
            return;
        }
        self.kick_lands_at(target, direction, distance);
    }

    /// A player of the kicking team who may take the kick with the Kick skill: on the pitch,
    /// not on the line of scrimmage, not in a wide zone (001:L858); with a special ball, only
    /// the kicker nominated for it (004:L2151-L2153).
    fn kicker(&self) -> Option<crate::player::PlayerId> {
        let nominated = self.s.drive.special_ball.map(|b| b.kicker);
        self.s
            .on_pitch(self.s.kicking)
            .find(|p| {
                nominated.is_none_or(|k| k == p.id)
                    && p.has(Skill::Kick)
                    && p.square().is_some_and(|s| {
                        !self.s.pitch().is_wide_zone(s)
                            && self.s.pitch().line_of_scrimmage(s).is_none()
                    })
            })
            .map(|p| p.id)
    }

    /// The kicking coach's Kick choice (001:L858).
    pub(crate) fn halve_kick(&mut self, target: Square, direction: u8, distance: u8, halve: bool) {
        self.s.stack.pop();
        let distance = if halve {
            self.say(
                EventKind::Note,
                format_args!(
                    "Kick: the scatter is halved from {distance} to {} square(s) (001:L858)",
                    distance / 2
                ),
            );
            distance / 2
        } else {
            distance
        };
        self.kick_lands_at(target, direction, distance);
    }

    /// Where a scatter of `distance` squares in template `direction` from `from` ends, `None`
    /// off the pitch (a kick, the Rogue Ball).
    pub(crate) fn scattered(&self, from: Square, direction: u8, distance: u8) -> Option<Square> {
        let (dx, dy) = self.scatter_step(direction);
        let d = i32::from(distance);
        self.s
            .pitch()
            .square(i32::from(from.x()) + dx * d, i32::from(from.y()) + dy * d)
    }

    fn kick_lands_at(&mut self, target: Square, direction: u8, distance: u8) {
        let landing = self.scattered(target, direction, distance);
        let text = match landing {
            _ if !self.worded => String::new(),
            Some(to) => format!(
                "The kick scatters {distance} square(s) in direction {direction} from {target}: \
                 it will come down on {to} (000:L383)"
            ),
            None => format!(
                "The kick scatters {distance} square(s) in direction {direction} from {target}: \
                 off the pitch, a touchback once the Kick-off table is resolved (000:L387)"
            ),
        };
        self.say(
            EventKind::KickOff {
                result: String::new(),
            },
            format_args!("{text}"),
        );
        self.kick_will_land(landing);
    }

    /// The kick's scatter is over, the ball to come down on `landing` (`None` off the
    /// pitch): the Kick-off table, rolled while it is in the air.
    pub(crate) fn kick_will_land(&mut self, landing: Option<Square>) {
        self.s.kick = Some(Kick {
            landing,
            bounces: 0,
        });
        self.s.ball = landing.map_or(Ball::OffPitch, Ball::InAir);
        let kicking = self.s.kicking;
        let kick_off_return = landing.is_some_and(|to| self.s.pitch().half(to) != kicking)
            && !self.kick_off_returners(kicking.opponent()).is_empty();
        // With Ale-fuelled Maniacs their D6 comes first (004:L3762-L3767).
        let table = self.kick_off_table_step();
        self.push(table);
        if !self.s.teams.iter().any(|t| t.played_this_half) {
            // The half's first kick-off: before its Kick-off roll (004:L5425-L5460).
            self.card_windows(CardTiming::BeforeHalfKickOff, [kicking, kicking.opponent()]);
        }
        if kick_off_return {
            // Asked before the Kick-off table, which waits under it (004:L10325-L10326).
            self.push(Step::KickOffReturn {
                side: kicking.opponent(),
            });
        }
    }

    pub(crate) fn gentle_breeze_rolled(&mut self, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let Some(kick) = self.s.kick else {
            return;
        };
        let Some(from) = kick.landing else {
            self.say(
                EventKind::KickOff {
                    result: String::new(),
                },
                format_args!("Gentle breeze: the kick is off the pitch already"),
            );
            return;
        };
        let (dx, dy) = self.scatter_step(roll);
        let landing = self
            .s
            .pitch()
            .square(i32::from(from.x()) + dx, i32::from(from.y()) + dy);
        self.s.kick = Some(Kick {
            landing,
            bounces: 0,
        });
        self.s.ball = landing.map_or(Ball::OffPitch, Ball::InAir);
        let to = landing.map_or_else(|| "off the pitch".to_string(), |s| s.to_string());
        self.say(
            EventKind::KickOff {
                result: String::new(),
            },
            format_args!("Gentle breeze ({roll}): the kick drifts from {from} to {to} (000:L1004)"),
        );
    }

    /// The kick comes down (000:L387): a touchback if it is off the pitch or in the kicking
    /// half, otherwise it lands like any ball; the receiving team plays once it is at rest.
    pub(crate) fn kick_land(&mut self) {
        let landing = self.s.kick.and_then(|k| k.landing);
        let kicking = self.s.kicking;
        match landing {
            Some(to) if self.s.pitch().half(to) != kicking => {
                // On an empty square of the receiving half: the receiving team's moment
                // (004:L5697-L5714), the landing waiting under it.
                if self.landing_cards(to) {
                    return;
                }
                self.ball_lands(
                    to,
                    Landing::FromTheAir,
                    &format!("The kick comes down on {to}"),
                    None,
                );
            }
            Some(to) => self.touchback(&format!(
                "The kick comes down on {to}, in the kicking team's half"
            )),
            None => self.touchback("The kick went off the pitch"),
        }
    }

    /// During a kick-off, a ball that leaves the pitch or crosses into the kicking half is a
    /// touchback (000:L387; 001:L1192-L1194).
    pub(crate) fn kick_out_of_play(&self, to: Option<Square>) -> bool {
        self.s.kick.is_some() && to.is_none_or(|s| self.s.pitch().half(s) == self.s.kicking)
    }

    pub(crate) fn touchback(&mut self, why: &str) {
        self.s.ball = Ball::OffPitch;
        let receiving = self.s.kicking.opponent();
        let text = self.words(format_args!(
            "{why}: touchback, the {} coach gives the ball to one of his players (000:L387)",
            self.s.team(receiving).name
        ));
        self.say(
            EventKind::KickOff {
                result: String::new(),
            },
            format_args!("{text}"),
        );
        if self.touchback_options(receiving).is_empty() {
            self.say(EventKind::KickOff {
                    result: String::new(),
                }, format_args!("No receiving player who can hold the ball is standing on the pitch to take it: the referee places the \
                 ball (an edit)"));
        } else {
            self.push(Step::Touchback { side: receiving });
        }
    }

    pub(crate) fn give_ball(&mut self, side: Side, player: PlayerId) -> Result<(), Rejection> {
        if !self.touchback_options(side).contains(&player) {
            if let Some(no) = self.no_such_player(player) {
                return Err(no);
            }
            // A standing team-mate who may not hold the ball: No Hands (004:L10395-L10400).
            if self
                .s
                .player(player)
                .is_some_and(|p| p.id.side == side && p.is_standing() && p.has(Skill::NoHands))
            {
                return Err(self.refuse(
                    format_args!(
                        "{} has No Hands and may not carry the ball: give it to another",
                        self.named(player)
                    ),
                    "004:L10395-L10400",
                ));
            }
            return Err(self.refuse(
                format_args!(
                    "{} is not a standing {} player on the pitch",
                    self.named(player),
                    self.s.team(side).name.clone()
                ),
                "000:L387",
            ));
        }
        self.s.stack.pop();
        self.s.ball = Ball::Held(player);
        let label = self.ruling_label(player);
        self.say(
            EventKind::Touchback { player },
            format_args!("Touchback: {label} is given the ball (000:L387)"),
        );
        Ok(())
    }

    /// The ball is at rest after the kick: the receiving team's first turn of the drive.
    pub(crate) fn kick_off_done(&mut self) {
        // A Goblin team's D6 for the kicker of a second special ball (004:L2250-L2254).
        if self.s.drive.special_ball.is_some() && self.special_ball_kicker_due() {
            return;
        }
        // The Waaagh! Drummer, once the kick-off is resolved, before the turn (004:L3325).
        if self.drum_before_the_turn() {
            return;
        }
        self.mark_played();
        // The kick-off to the receiving team is resolved, a Blitz! turn too: before his
        // turn begins, the kicking team's moment (004:L5978-L5995).
        if self.after_kick_off_cards() {
            return;
        }
        self.s.kick = None;
        // Unclear Markings' line was this kick-off's, for the set-up and the touchback: play
        // reads the normal half-way line (004:L3669-L3675).
        self.s.drive.halfway_moved = 0;
        let receiving = self.s.kicking.opponent();
        self.start_turn(receiving);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why the kick may not be aimed at `square`, if it may not.
    pub(crate) fn kick_problem(&self, side: Side, square: Square) -> Option<Rejection> {
        if self.s.pitch().half(square) == side {
            return Some(self.refuse(
                format_args!(
                    "{square} is in the kicking team's own half: kick into the {} half",
                    self.s.team(side.opponent()).name.clone()
                ),
                "000:L383",
            ));
        }
        None
    }

    /// Standing players of the receiving team: a player on the ground cannot hold the ball
    /// (digest §3.3 on the ambiguity), nor can one with No Hands (001:L895) or one holding the
    /// other ball (Rogue Ball, 004:L1339-L1351).
    pub(crate) fn touchback_options(&self, side: Side) -> Vec<PlayerId> {
        self.s
            .on_pitch(side)
            .filter(|p| p.is_standing())
            // No Hands: he cannot carry the ball (001:L895).
            .filter(|p| !p.has(crate::skill::Skill::NoHands))
            .filter(|p| self.s.other_ball_held_by(p.id).is_none())
            .map(|p| p.id)
            .collect()
    }
}

/// The Kick-off table's 2D6, made by the kicking coach (000:L987).
pub(crate) fn kick_off_table_roll(kicking: Side) -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::KickOffTable,
        side: kicking,
        dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: "Kick-off table: 2D6, no re-rolls for it or anything it makes you roll \
                  (000:L987, L997-L1009)"
            .into(),
    })
}
