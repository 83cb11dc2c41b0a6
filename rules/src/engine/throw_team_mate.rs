//! Throw Team-Mate, Right Stuff and Always Hungry: a player thrown instead of the ball, his
//! flight, what he lands on, and his Landing roll (000:L1206-L1208, L1267-L1269, L1293-L1299;
//! turnover T7, 000:L448).
//!
//! While he flies the thrown player stays on the square he left, so nothing else needs a
//! fourth kind of "in the air"; the square is treated as empty for his own landing, and a ball
//! knocked loose by his landing bounces only once he is down.

use crate::skill::Skill;
use std::borrow::Cow;

use super::ball::edge_of;
use super::steps::{Edge, Flight, PendingRoll, RollKind, Step, ThrowCtx};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::{EventKind, InjuryResult};
use crate::input::{ActionKind, Facing, PassRange};
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::state::Ball;

impl Engine<'_> {
    pub(crate) fn throw_team_mate(
        &mut self,
        thrown: PlayerId,
        target: Square,
        range: Option<PassRange>,
    ) -> Result<(), Rejection> {
        if self.marking() {
            // Blitz Bowl's Throw Team-mate, an advanced rule (002:L769).
            return self.blitz_throw_team_mate(thrown, target);
        }
        if let Some(problem) = self.throw_team_mate_problem(thrown, target, range) {
            return Err(problem);
        }
        let (Some(thrower), Some(from)) = (
            self.s.action().map(|a| a.player),
            self.s
                .action()
                .and_then(|a| self.s.standing_square(a.player)),
        ) else {
            return Err(self.refuse_input(format_args!("no Throw Team-Mate is possible now")));
        };
        let range = self.ruler_range(from, target, range)?;
        self.take_up_held_ball(thrown);
        let (band, _) = self.range_band(range);
        let (a, b) = (self.ruling_label(thrower), self.ruling_label(thrown));
        self.say(
            EventKind::Note,
            format_args!(
                "{a} throws {b} towards {target}: {band}; a thrown player cannot be intercepted \
                 (000:L1295-L1297)"
            ),
        );
        self.push(Step::EndAction);
        self.push(Step::ThrowTeamMate(ThrowCtx {
            thrower,
            thrown,
            target,
            range,
            stage: 0,
        }));
        Ok(())
    }

    /// Stage 0: Always Hungry; stage 1: the pass roll.
    pub(crate) fn throw_team_mate_step(&mut self, mut ctx: ThrowCtx) {
        let Some(thrower) = self.s.player(ctx.thrower).cloned() else {
            return;
        };
        match ctx.stage {
            0 => {
                ctx.stage = 1;
                self.push(Step::ThrowTeamMate(ctx));
                if thrower.has(Skill::AlwaysHungry) {
                    let b = self.ruling_label(ctx.thrown);
                    self.push(Step::roll(PendingRoll {
                        kind: RollKind::AlwaysHungry {
                            player: ctx.thrower,
                            thrown: ctx.thrown,
                        },
                        side: ctx.thrower.side,
                        dice: Cow::Borrowed(&[DieKind::D6]),
                        target: Some(2),
                        modifiers: Default::default(),
                        rerolled: false,
                        is_reroll: false,
                        purpose: self.words(format_args!(
                            "Always Hungry: {} needs 2+ to throw {b} rather than try to eat him \
                             (000:L1208)",
                            thrower.tag()
                        )),
                    }));
                }
            }
            1 => {
                ctx.stage = 2;
                let mut modifiers = self.pass_modifiers(&thrower, ctx.range);
                modifiers.push(Modifier {
                    name: self.words(format_args!("Throw Team-Mate")),
                    value: -1,
                });
                let roll = self.agility_roll(
                    &thrower,
                    RollKind::ThrowTeamMate {
                        player: ctx.thrower,
                        thrown: ctx.thrown,
                        target: ctx.target,
                    },
                    modifiers,
                    format_args!(
                        "Pass (Throw Team-Mate): {} throws {} to {}; accurate or not, he \
                         scatters three times from there; a natural 1 or a total of 1 or less is \
                         a fumble and he lands where he stood (000:L1295-L1297)",
                        thrower.tag(),
                        self.ruling_label(ctx.thrown),
                        ctx.target
                    ),
                );
                self.push(roll);
            }
            _ => {}
        }
    }

    /// The Always Hungry roll read: on a 1 he tries to eat the team-mate (000:L1208).
    pub(crate) fn always_hungry_rolled(
        &mut self,
        thrower: PlayerId,
        thrown: PlayerId,
        success: bool,
        shown: &str,
    ) {
        if success {
            return;
        }
        if matches!(self.s.stack.last(), Some(Step::ThrowTeamMate(_))) {
            self.s.stack.pop();
        }
        let (a, b) = (self.ruling_label(thrower), self.ruling_label(thrown));
        self.say(
            EventKind::Note,
            format_args!("Always Hungry ({shown}): {a} tries to eat {b} (000:L1208)"),
        );
        self.push(Step::roll(PendingRoll {
            kind: RollKind::EatTeamMate {
                player: thrower,
                thrown,
            },
            side: thrower.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Always Hungry: {b} squirms free on 2+ (a fumbled throw); on a 1 he is eaten \
                 (000:L1208)"
            )),
        }));
    }

    /// The second Always Hungry roll: eaten on a 1, otherwise a fumbled throw (000:L1208).
    pub(crate) fn eat_rolled(
        &mut self,
        thrower: PlayerId,
        thrown: PlayerId,
        free: bool,
        shown: &str,
    ) {
        let (a, b) = (self.ruling_label(thrower), self.ruling_label(thrown));
        let Some(square) = self.s.player(thrown).and_then(|p| p.square()) else {
            return;
        };
        let had_ball = self.s.ball == Ball::Held(thrown);
        if free {
            self.say(
                EventKind::Note,
                format_args!(
                    "{b} squirms free ({shown}): the throw counts as fumbled and he lands on \
                     {square}, where he stood (000:L1208, L1297)"
                ),
            );
            if had_ball {
                self.turnover(format_args!(
                    "{b} held the ball and squirmed free of {a}'s jaws (000:L448)"
                ));
            }
            self.land(thrown, square, false, Flight::Thrown);
            return;
        }
        self.s.set_place(thrown, Place::Casualty);
        self.say(
            EventKind::Injured {
                player: thrown,
                result: InjuryResult::Casualty,
            },
            format_args!(
                "{a} eats {b} ({shown}): Dead, with no Apothecary, Regeneration or anything else \
                 to save him (000:L1208; 001:L730)"
            ),
        );
        self.say(
            EventKind::Casualty {
                player: thrown,
                result: "Dead".into(),
            },
            format_args!("{b} is Dead (eaten)"),
        );
        if had_ball {
            self.s.ball = Ball::OnGround(square);
            self.turnover(format_args!("{b} was eaten with the ball (000:L448)"));
            self.push(Step::LooseBall { from: square });
        }
    }

    /// The pass roll of a throw read (000:L1295-L1297).
    pub(crate) fn team_mate_thrown(
        &mut self,
        thrower: PlayerId,
        thrown: PlayerId,
        target: Square,
        pending: &PendingRoll,
        dice: &[Die],
        shown: &str,
    ) {
        let (a, b) = (self.ruling_label(thrower), self.ruling_label(thrown));
        let natural = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let fumble = crate::dice::fumbled(natural, pending.modifier());
        let Some(origin) = self.s.player(thrown).and_then(|p| p.square()) else {
            return;
        };
        if fumble {
            self.say(
                EventKind::Note,
                format_args!(
                    "{a} fumbles the throw ({shown}): {b} lands on {origin}, where he stood; a \
                     fumble is not a turnover by itself (000:L1297)"
                ),
            );
            self.land(thrown, origin, false, Flight::Thrown);
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "{a} throws {b} ({shown}): a thrown player always scatters three times from \
                 {target} (000:L1297)"
            ),
        );
        let step = self.flight_scatter(thrown, target, 3, false, Flight::Thrown);
        self.push(step);
    }

    /// The next `count` squares of a flying player's scatter from `from`: D8s on the Scatter
    /// template, or, for a thrown player with Swoop, one Throw-in template square at a time,
    /// faced by his coach (004:L10648-L10652).
    pub(crate) fn flight_scatter(
        &self,
        thrown: PlayerId,
        from: Square,
        count: u8,
        landed_on: bool,
        flight: Flight,
    ) -> Step {
        let swoop =
            flight == Flight::Thrown && self.s.player(thrown).is_some_and(|p| p.has(Skill::Swoop));
        if swoop {
            return Step::Swoop {
                player: thrown,
                from,
                left: count,
                landed_on,
            };
        }
        scatter_roll(
            thrown,
            from,
            usize::from(count),
            landed_on,
            flight,
            &self.ruling_label(thrown),
        )
    }

    /// Swoop: the coach faced the template; a D6 on it moves him one square
    /// (004:L10648-L10652).
    pub(crate) fn swoop_faced(
        &mut self,
        thrown: PlayerId,
        from: Square,
        left: u8,
        landed_on: bool,
        facing: Facing,
    ) {
        self.s.stack.pop();
        let b = self.ruling_label(thrown);
        self.say(
            EventKind::Note,
            format_args!(
                "Swoop: the Throw-in template over {b} on {from} faces {} (004:L10650)",
                facing.name()
            ),
        );
        self.push(PendingRoll::plain(
            RollKind::SwoopScatter {
                player: thrown,
                from,
                facing,
                left,
                landed_on,
            },
            thrown.side,
            &[DieKind::D6][..],
            format!(
                "Swoop: a D6 on the Throw-in template moves {b} one square from {from} \
                 (004:L10651)"
            ),
        ));
    }

    /// Swoop's D6 read: one square on the Throw-in template as faced; off the pitch into the
    /// crowd, or on to the next square, or down (004:L10648-L10652).
    pub(crate) fn swoop_scattered(
        &mut self,
        thrown: PlayerId,
        from: Square,
        facing: Facing,
        left: u8,
        landed_on: bool,
        dice: &[Die],
    ) {
        let direction = dice.first().and_then(|d| d.value()).unwrap_or(3);
        let (dx, dy) = self.throw_in_template_step(facing, direction);
        let (x, y) = (i32::from(from.x()) + dx, i32::from(from.y()) + dy);
        let Some(next) = self.s.pitch().square(x, y) else {
            self.thrown_into_crowd(thrown, from, edge_of(self.s.pitch(), x, y));
            return;
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Swoop ({direction}): {} glides from {from} to {next}",
                self.ruling_label(thrown)
            ),
        );
        if left > 1 {
            self.push(Step::Swoop {
                player: thrown,
                from: next,
                left: left - 1,
                landed_on,
            });
            return;
        }
        self.thrown_comes_down(thrown, next, landed_on, Flight::Thrown);
    }

    /// The thrown player's scatters read: off the pitch into the crowd, onto a player (who is
    /// Knocked Down, and he scatters on), or into an empty square to land (000:L1297-L1299).
    pub(crate) fn thrown_scattered(
        &mut self,
        thrown: PlayerId,
        from: Square,
        landed_on: bool,
        flight: Flight,
        dice: &[Die],
    ) {
        let mut at = from;
        for die in dice {
            let (dx, dy) = self.scatter_step(die.value().unwrap_or(1));
            let (x, y) = (i32::from(at.x()) + dx, i32::from(at.y()) + dy);
            match self.s.pitch().square(x, y) {
                Some(next) => at = next,
                None => {
                    if flight == Flight::Thrown {
                        self.thrown_into_crowd(thrown, at, edge_of(self.s.pitch(), x, y));
                    } else {
                        self.kicked_into_crowd(thrown, at, edge_of(self.s.pitch(), x, y));
                    }
                    return;
                }
            }
        }
        self.thrown_comes_down(thrown, at, landed_on, flight);
    }

    /// The flying player's last scatter ends on `at`: an empty square to land on, or a player
    /// to be Knocked Down before he scatters on (000:L1297-L1299; 004:L10306-L10312).
    fn thrown_comes_down(&mut self, thrown: PlayerId, at: Square, landed_on: bool, flight: Flight) {
        let b = self.ruling_label(thrown);
        let occupant = self
            .s
            .player_at(at)
            .filter(|p| p.id != thrown)
            .map(|p| (p.id, p.stance()));
        match occupant {
            None => {
                self.say(
                    EventKind::Note,
                    format_args!("{b} comes down on {at}, an empty square"),
                );
                self.land(thrown, at, landed_on, flight);
            }
            Some((_, _)) if landed_on => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{b} would come down on another player on {at}; he lands on only one, so \
                         he scatters again (000:L1299)"
                    ),
                );
                let step = self.flight_scatter(thrown, at, 1, true, flight);
                self.push(step);
            }
            Some((victim, stance)) => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{b} lands on {} on {at}: that player is Knocked Down, even if already on \
                         the ground, and {b} scatters one more square (000:L1297)",
                        self.ruling_label(victim)
                    ),
                );
                let active = self.s.turn.as_ref().map(|t| t.side);
                let steps = self.knock_down(victim, None);
                if stance == Some(Stance::Stunned) {
                    self.s.set_place(
                        victim,
                        Place::Pitch {
                            square: at,
                            stance: Stance::Stunned,
                        },
                    );
                }
                if active == Some(victim.side) {
                    self.turnover(format_args!(
                        "{} of the moving team was Knocked Down by a thrown team-mate landing \
                         on him (000:L443; the digest flags this reading, 001:L1009)",
                        self.ruling_label(victim)
                    ));
                }
                // A ball he dropped bounces once the thrown player is down.
                let (mut steps, bounce) = super::steps::ball_steps_apart(steps);
                steps.push(self.flight_scatter(thrown, at, 1, true, flight));
                steps.extend(bounce);
                self.push_in_order(steps);
            }
        }
    }

    /// He flies off the pitch: the crowd beats him up as if pushed out (000:L1297, L587).
    fn thrown_into_crowd(&mut self, thrown: PlayerId, last: Square, edge: Edge) {
        let b = self.ruling_label(thrown);
        let had_ball = self.s.ball == Ball::Held(thrown);
        if had_ball {
            self.s.ball = Ball::OffPitch;
        }
        self.s.set_place(thrown, Place::Reserves);
        self.say(
            EventKind::Note,
            format_args!(
                "{b} scatters off the pitch from {last}: the crowd beats him up, an Injury roll \
                 with no Armour roll (000:L1297, L587){}",
                if had_ball {
                    "; the crowd throws the ball back in"
                } else {
                    ""
                }
            ),
        );
        if had_ball {
            self.turnover(format_args!(
                "{b} was thrown with the ball and landed in the crowd (000:L448)"
            ));
        }
        let mut steps = vec![self.crowd_injury(thrown)];
        if had_ball {
            steps.push(Step::ThrowIn { from: last, edge });
        }
        self.push_in_order(steps);
    }

    /// He comes down on `at`: Placed Prone with an Armour roll if he landed on a player, a
    /// Landing roll otherwise (000:L1269).
    fn land(&mut self, thrown: PlayerId, at: Square, landed_on: bool, flight: Flight) {
        let Some(origin) = self.s.player(thrown).and_then(|p| p.square()) else {
            return;
        };
        self.s.set_place(
            thrown,
            Place::Pitch {
                square: at,
                stance: Stance::Standing,
            },
        );
        if origin != at {
            self.say(
                EventKind::Moved {
                    player: thrown,
                    from: origin,
                    to: at,
                },
                format_args!(
                    "{} is thrown from {origin} to {at}",
                    self.ruling_label(thrown)
                ),
            );
        }
        if landed_on {
            self.crash_landing(thrown, "he landed on another player");
            return;
        }
        let Some(player) = self.s.player(thrown) else {
            return;
        };
        let zones = self.s.tackle_zone_count(at, thrown.side);
        let mut modifiers = if let Some(ignored) = self.in_the_zone(thrown, zones) {
            vec![ignored]
        } else if zones > 0 {
            vec![Modifier {
                name: self.words(format_args!("{zones} opposing Tackle Zone(s) on {at}")),
                value: -i8::try_from(zones).unwrap_or(8),
            }]
        } else {
            Vec::new()
        };
        match flight {
            Flight::Thrown if player.has(Skill::Swoop) => modifiers.push(Modifier {
                name: self.words(format_args!("Swoop")),
                value: 1,
            }),
            Flight::Kicked { squares } if squares >= 9 => modifiers.push(Modifier {
                name: self.words(format_args!("kicked {squares} squares")),
                value: -2,
            }),
            Flight::Kicked { squares } if squares >= 6 => modifiers.push(Modifier {
                name: self.words(format_args!("kicked {squares} squares")),
                value: -1,
            }),
            _ => {}
        }
        let roll = self.agility_roll(
            player,
            RollKind::Landing { player: thrown },
            modifiers,
            format_args!(
                "Landing: {} must pass an Agility roll to land on his feet on {at}, or he is \
                 Placed Prone with an Armour roll (000:L1269)",
                player.tag()
            ),
        );
        self.push(roll);
    }

    /// The Landing roll read (000:L1269).
    pub(crate) fn landing_rolled(&mut self, thrown: PlayerId, success: bool, shown: &str) {
        let Some(square) = self.s.player(thrown).and_then(|p| p.square()) else {
            return;
        };
        if !success {
            self.crash_landing(thrown, &format!("he failed the Landing roll ({shown})"));
            return;
        }
        let b = self.ruling_label(thrown);
        // After a turnover (Always Hungry's squirm with the ball, 000:L448) no one acts again
        // this turn (000:L451).
        let may_act = self
            .s
            .turn
            .as_ref()
            .is_some_and(|t| t.side == thrown.side && t.turnover.is_none());
        self.say(
            EventKind::Note,
            format_args!(
                "{b} lands on his feet on {square} ({shown}){}",
                if may_act {
                    "; he may still take an Action this turn if he has not (000:L1269)"
                } else {
                    " (000:L1269)"
                }
            ),
        );
        if self.s.ball == Ball::OnGround(square) {
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!(
                    "{b} landed on the ball: he may not pick it up, so it bounces (000:L488)"
                ),
            );
            self.push(Step::LooseBall { from: square });
        }
        if self.s.other_ball_on(square).is_some() {
            let steps = self.other_balls_drop(thrown, square);
            self.push_in_order(steps);
        }
    }

    /// Placed Prone with an Armour roll; a turnover if he held the ball (000:L448, L1269).
    fn crash_landing(&mut self, thrown: PlayerId, why: &str) {
        let b = self.ruling_label(thrown);
        if self.s.ball == Ball::Held(thrown) {
            self.turnover(format_args!(
                "{b} was thrown with the ball and did not land on his feet: {why} (000:L448)"
            ));
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "{b} crashes down: {why}; not a turnover, he did not hold the ball (000:L1269)"
                ),
            );
        }
        let steps = self.place_prone_with_armour(thrown);
        self.push_in_order(steps);
    }
}

/// `count` D8 scatters of the thrown player from `from` (000:L1297-L1299).
fn scatter_roll(
    thrown: PlayerId,
    from: Square,
    count: usize,
    landed_on: bool,
    flight: Flight,
    label: &str,
) -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::ThrownScatter {
            player: thrown,
            from,
            landed_on,
            flight,
        },
        side: thrown.side,
        dice: Cow::Owned(vec![DieKind::D8; count]),
        target: None,
        modifiers: Default::default(),
        rerolled: true,
        is_reroll: false,
        purpose: if count == 1 {
            format!(
                "Scatter: {label} moves one more square from {from}, a D8 on the scatter template (000:L1297)"
            )
        } else {
            format!(
                "Scatter: {label} flies {count} squares from {from}, a D8 each on the scatter \
                 template (000:L1297)"
            )
        },
    })
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why the acting player may not throw `thrown` towards `target`, if he may not.
    pub(crate) fn throw_team_mate_problem(
        &self,
        thrown: PlayerId,
        target: Square,
        range: Option<PassRange>,
    ) -> Option<Rejection> {
        if let Some(wrong) = self.wrong_action(ActionKind::Pass, "throws a team-mate", "000:L1295")
        {
            return Some(wrong);
        }
        let thrower = self.s.player(self.s.action()?.player)?;
        if !thrower.has(Skill::ThrowTeamMate) {
            return Some(self.refuse(
                format_args!("{} does not have Throw Team-Mate", thrower.tag()),
                "000:L1295",
            ));
        }
        let from = self.s.standing_square(thrower.id)?;
        let Some(mate) = self.s.player(thrown) else {
            return Some(self.refuse_input(format_args!("there is no player {thrown}")));
        };
        let at = self.s.standing_square(thrown);
        if thrown.side != thrower.id.side
            || thrown == thrower.id
            || !mate.has(Skill::RightStuff)
            || at.is_none_or(|at| at.distance(from) != 1)
        {
            return Some(self.refuse(format_args!(
                    "{} can throw only a standing team-mate with Right Stuff next to him; {} is not",
                    thrower.tag(),
                    mate.tag()
                ), "000:L1295"));
        }
        let range = match self.ruler_range(from, target, range) {
            Ok(range) => range,
            Err(refused) => return Some(refused),
        };
        if !matches!(range, PassRange::Quick | PassRange::Short) {
            return Some(self.refuse(
                format_args!(
                    "a team-mate cannot be thrown a Long Pass or Long Bomb; {target} is a {}",
                    self.range_band(range).0
                ),
                "000:L1295",
            ));
        }
        None
    }
}
