//! The ball in the air from a player: the Pass Action with its range, interceptions, the pass
//! roll (accurate, inaccurate, fumble) and the scatter of a missed pass, and the Hand-off
//! (000:L637-L704, L1061-L1070, L1119-L1153; digest §10).

use crate::skill::Skill;
use std::borrow::Cow;

use super::ball::{Landing, edge_of};
use super::steps::{PassCtx, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{ActionKind, PassRange};
use crate::pitch::Square;
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::setup::Weather;
use crate::state::Ball;

/// Whether a player on `candidate` may intercept a pass from `thrower` to `target` (digest
/// §10.3): nearer the thrower and nearer the target than they are to each other, and under the
/// range ruler (1.74 squares wide) laid from centre to centre. Integer arithmetic on doubled
/// coordinates keeps it exact.
pub fn can_intercept(thrower: Square, target: Square, candidate: Square) -> bool {
    let (rx, ry) = (
        i64::from(target.x()) - i64::from(thrower.x()),
        i64::from(target.y()) - i64::from(thrower.y()),
    );
    let (ix, iy) = (
        i64::from(candidate.x()) - i64::from(thrower.x()),
        i64::from(candidate.y()) - i64::from(thrower.y()),
    );
    let r2 = rx * rx + ry * ry;
    if r2 <= (rx - ix).pow(2) + (ry - iy).pow(2) || r2 <= ix * ix + iy * iy {
        return false;
    }
    // Corners of the candidate's square, doubled: (2ix ± 1, 2iy ± 1). The distance from the
    // line through the thrower with direction (rx, ry) to a doubled point is |cross| / |r|,
    // so "distance < 0.87 squares" is cross² < (2 × 0.87)² × r² = 3.0276 r².
    [(-1, -1), (-1, 1), (1, -1), (1, 1)]
        .iter()
        .any(|&(dx, dy)| {
            let (cx, cy) = (2 * ix + dx, 2 * iy + dy);
            let cross = cx * ry - cy * rx;
            10_000 * cross * cross < 30_276 * r2
        })
}

impl<S: State> Engine<'_, S> {
    /// Whether `p` may attempt an interception at all: with his Tackle Zones, hands
    /// (004:L10396) and no other ball in them (004:L1339-L1351).
    pub(crate) fn may_intercept(&self, p: &crate::player::Player) -> bool {
        p.has_tackle_zones() && !p.has(Skill::NoHands) && self.s.other_ball_held_by(p.id).is_none()
    }
}

impl Engine<'_> {
    pub(crate) fn pass(
        &mut self,
        target: Square,
        range: Option<PassRange>,
    ) -> Result<(), Rejection> {
        if let Some(problem) = self.pass_problem(target, range) {
            return Err(problem);
        }
        let Some(thrower) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        self.take_up_held_ball(thrower);
        let Some(from) = self.s.standing_square(thrower) else {
            return Err(self.refuse_input(format_args!("the thrower is not standing")));
        };
        if let Some(ruler) = self.throw_ruler() {
            self.throw_by_ruler(thrower, from, target, ruler);
            return Ok(());
        }
        let computed = self.pass_range(from, target);
        let range = range.or(computed).unwrap_or(PassRange::Short);
        let (band, _) = self.range_band(range);
        self.card_throw_made(thrower, from, target, Some(range));
        let label = self.ruling_label(thrower);
        let overridden = if computed == Some(range) {
            ""
        } else {
            " (the referee's reading of the ruler)"
        };
        self.say(
            EventKind::Thrown {
                player: thrower,
                target,
                range,
            },
            format_args!("{label} throws from {from} to {target}: {band}{overridden} (000:L645)"),
        );
        let ctx = PassCtx {
            thrower,
            target,
            range,
            stage: 0,
            hail_mary: false,
        };
        self.push(Step::Pass(ctx));
        self.offer_pass_block(ctx);
        Ok(())
    }

    /// Opposing players who may intercept (digest §10.3).
    pub(crate) fn interceptors(&self, ctx: &PassCtx) -> Vec<PlayerId> {
        let Some(from) = self.s.player(ctx.thrower).and_then(|p| p.square()) else {
            return Vec::new();
        };
        self.s
            .players
            .iter()
            .filter(|p| p.id.side != ctx.thrower.side && self.may_intercept(p))
            .filter(|p| {
                p.square()
                    .is_some_and(|s| can_intercept(from, ctx.target, s))
            })
            .map(|p| p.id)
            .collect()
    }

    pub(crate) fn pass_step(&mut self, mut ctx: PassCtx) {
        match ctx.stage {
            0 => {
                ctx.stage = 1;
                let eligible = self.interceptors(&ctx);
                self.push(Step::Pass(ctx));
                if !eligible.is_empty() {
                    self.push(Step::Intercept {
                        pass: ctx,
                        eligible,
                    });
                }
            }
            1 => {
                ctx.stage = 2;
                let roll = self.pass_roll(&ctx);
                self.push(roll);
                // The thrower's team: cards played when throwing, before the roll (Perfect
                // Throw, 004:L5750-L5762).
                self.card_window(ctx.thrower.side, crate::special_play::CardTiming::PassRoll);
            }
            _ => {}
        }
    }

    pub(crate) fn intercept(
        &mut self,
        eligible: &[PlayerId],
        player: Option<PlayerId>,
    ) -> Result<(), Rejection> {
        let Some(id) = player else {
            self.s.stack.pop();
            return Ok(());
        };
        if !eligible.contains(&id) {
            if let Some(no) = self.no_such_player(id) {
                return Err(no);
            }
            return Err(self.refuse(
                format_args!(
                    "{} may not intercept: he must be standing with his Tackle Zones, under the \
                     ruler, and nearer to both thrower and target than they are to each other",
                    self.named(id)
                ),
                "000:L1119-L1149",
            ));
        }
        self.s.stack.pop();
        let Some(player) = self.s.player(id) else {
            return Err(self.refuse_input(format_args!("there is no player {id}")));
        };
        let mut modifiers = vec![Modifier {
            name: self.words(format_args!("intercepting")),
            value: -2,
        }];
        modifiers.extend(self.ball_handling_modifiers(player, true));
        modifiers.extend(self.ball_skill_modifiers(player, super::movement::Handling::Intercept));
        let roll = self.agility_roll(
            player,
            RollKind::Intercept { player: id },
            modifiers,
            format_args!(
                "Interception: {} tries to catch the pass in flight (000:L1119-L1149)",
                player.tag()
            ),
        );
        self.push(roll);
        // His team: cards played as he attempts it, before the roll (Unlikely Interception,
        // 004:L5800-L5814).
        self.card_window(id.side, crate::special_play::CardTiming::Interception);
        Ok(())
    }

    pub(crate) fn intercept_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        if success && self.safe_throw(id, shown) {
            return;
        }
        self.interception_stands(id, success, shown);
    }

    /// The thrower of the pass or bomb in flight (the nearest on the stack), and whether it is
    /// a bomb.
    fn in_flight(&self) -> Option<(PlayerId, bool)> {
        self.s.stack.iter().rev().find_map(|s| match s {
            Step::Pass(ctx) => Some((ctx.thrower, false)),
            Step::Bomb(ctx) => Some((ctx.thrower, true)),
            _ => None,
        })
    }

    /// Safe Throw: `interceptor` has caught the pass (or bomb: every skill for a thrown ball
    /// works for a bomb, 004:L10002-L10004) in flight; a thrower with the skill may cancel it
    /// with an unmodified Agility roll, not against Very Long Legs (004:L10518-L10523,
    /// L10762-L10764). True when the roll is asked.
    pub(crate) fn safe_throw(&mut self, interceptor: PlayerId, shown: &str) -> bool {
        let Some((thrower, bomb)) = self.in_flight() else {
            return false;
        };
        let safe = |id: PlayerId, skill: Skill| self.s.player(id).is_some_and(|p| p.has(skill));
        if !safe(thrower, Skill::SafeThrow) || safe(interceptor, Skill::VeryLongLegs) {
            return false;
        }
        let what = if bomb { "bomb" } else { "pass" };
        self.say(
            EventKind::Note,
            format_args!(
                "{} catches the {what} in flight ({shown}); Safe Throw may cancel it",
                self.ruling_label(interceptor)
            ),
        );
        let Some(passer) = self.s.player(thrower) else {
            return false;
        };
        let roll = self.agility_roll(
            passer,
            RollKind::SafeThrow {
                player: thrower,
                interceptor,
            },
            Vec::new(),
            format_args!(
                "Safe Throw: {} cancels the interception on an unmodified Agility roll \
                 (004:L10520-L10523)",
                passer.tag()
            ),
        );
        self.push(roll);
        true
    }

    /// Safe Throw's roll is settled: a success cancels the interception and the pass (or
    /// bomb) goes on.
    pub(crate) fn safe_throw_rolled(&mut self, interceptor: PlayerId, success: bool, shown: &str) {
        let bomb = self.in_flight().is_some_and(|(_, bomb)| bomb);
        if success {
            self.say(
                EventKind::Note,
                format_args!(
                    "Safe Throw ({shown}): the interception is cancelled and the {} goes on \
                     (004:L10522)",
                    if bomb { "bomb" } else { "pass" }
                ),
            );
        } else {
            // The ruling names the roll it quotes: the thrower's, not the interceptor's.
            let shown = format!("the thrower's Safe Throw failed: {shown}");
            if bomb {
                self.bomb_intercepted(interceptor, &shown);
            } else {
                self.interception_stands(interceptor, true, &shown);
            }
        }
    }

    fn interception_stands(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        if success {
            self.s.ball = Ball::Held(id);
            self.say(
                EventKind::Intercepted { player: id },
                format_args!("{label} intercepts the pass ({shown}) (000:L1136)"),
            );
            let thrower = self.s.stack.iter().rev().find_map(|s| match s {
                Step::Pass(ctx) => Some(ctx.thrower),
                _ => None,
            });
            if thrower.is_none_or(|t| self.own_throw(t)) {
                self.turnover(format_args!(
                    "the pass was intercepted by {label} (000:L1136)"
                ));
            } else if let Some(at) = self
                .s
                .stack
                .iter()
                .rposition(|s| matches!(s, Step::Pass(_)))
            {
                // A Dump-Off caught by the blocking team: the throw is over, no turnover
                // (004:L10151-L10152).
                self.s.stack.remove(at);
            }
            // Galandril's D6 for the interception, before what follows it (004:L3228-L3231).
            self.galandril_cheers(id.side, "intercepted the ball");
        } else {
            self.say(
                EventKind::Note,
                format_args!("{label} misses the interception ({shown}): the pass goes on"),
            );
        }
    }

    /// The modifiers on a throw by `player` over `range` (digest §10.4): the band, opposing
    /// Tackle Zones, Very Sunny, and the thrower's skills.
    pub(crate) fn pass_modifiers(
        &self,
        player: &crate::player::Player,
        range: PassRange,
    ) -> Vec<Modifier> {
        let (band, modifier) = self.range_band(range);
        // Gloomy: a further -1 on a Long Pass or Long Bomb (004:L1533-L1536), a modifier of
        // the distance as the band's is, so one with it (Perfect Throw takes both away,
        // 004:L5750-L5762).
        let gloomy = self.s.weather == Weather::Gloomy
            && matches!(range, PassRange::Long | PassRange::LongBomb);
        let mut modifiers = vec![Modifier {
            name: if gloomy {
                self.words(format_args!("{band} in Gloomy weather"))
            } else {
                self.words(format_args!("{band}"))
            },
            value: modifier - i8::from(gloomy),
        }];
        if let Some(square) = player.square() {
            let zones = self.s.tackle_zone_count(square, player.id.side);
            if let Some(ignored) = self.in_the_zone(player.id, zones) {
                modifiers.push(ignored);
            } else if zones > 0 && player.has(Skill::NervesOfSteel) {
                // Shown, at 0, as a catch shows it (001:L889-L891).
                modifiers.push(Modifier {
                    name: self.words(format_args!(
                        "Nerves of Steel ignores the {zones} Tackle Zone(s) on him"
                    )),
                    value: 0,
                });
            } else if zones > 0 {
                modifiers.push(Modifier {
                    name: self.words(format_args!("{zones} opposing Tackle Zone(s) on him")),
                    value: -i8::try_from(zones).unwrap_or(8),
                });
            }
        }
        modifiers.extend(self.weather_pass_modifiers());
        for (skill, name, value) in [
            (Skill::Accurate, "Accurate", 1),
            (Skill::StrongArm, "Strong Arm", 1),
            (Skill::Stunty, "Stunty", -1),
        ] {
            if player.has(skill) && !(skill == Skill::StrongArm && range == PassRange::Quick) {
                modifiers.push(Modifier {
                    name: self.words(format_args!("{name}")),
                    value,
                });
            }
        }
        modifiers.extend(self.ball_skill_modifiers(player, super::movement::Handling::Pass));
        modifiers
    }

    pub(super) fn pass_roll(&self, ctx: &PassCtx) -> Step {
        let Some(player) = self.s.player(ctx.thrower) else {
            return Step::EndAction;
        };
        let mut modifiers = self.pass_modifiers(player, ctx.range);
        // A special ball's own modifier, on a pass of it only (004:L2110, L2265-L2266).
        if self.s.drive.special_ball.is_some() {
            modifiers.extend(self.special_ball_pass_modifier(ctx.range));
        }
        self.agility_roll(
            player,
            RollKind::Pass {
                player: ctx.thrower,
                target: ctx.target,
            },
            modifiers,
            format_args!(
                "Pass: {} throws to {}; success is accurate, a failure inaccurate, a natural 1 \
                 or a total of 1 or less a fumble (000:L649-L651, L1151-L1153)",
                player.tag(),
                ctx.target
            ),
        )
    }

    pub(crate) fn pass_rolled(
        &mut self,
        thrower: PlayerId,
        target: Square,
        pending: &PendingRoll,
        dice: &[Die],
        accurate: bool,
        shown: &str,
    ) {
        let natural = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if self.throw_ruler().is_some() {
            let modifier = pending.modifier();
            self.throw_check_rolled(thrower, target, natural, modifier, accurate, shown);
            return;
        }
        let label = self.ruling_label(thrower);
        let fumble = crate::dice::fumbled(natural, pending.modifier());
        let Some(from) = self.s.player(thrower).and_then(|p| p.square()) else {
            return;
        };
        if accurate {
            self.say(
                EventKind::BallMoved { to: Some(target) },
                format_args!("{label}'s pass is accurate ({shown}): it comes down on {target}"),
            );
            self.push(Step::PassDone {
                thrower,
                target,
                accurate: true,
            });
            self.ball_lands(
                target,
                Landing::AccuratePass,
                &format!("The pass lands on {target}"),
                Some(self.accurate_pass()),
            );
        } else if fumble
            && natural != 1
            && self
                .s
                .player(thrower)
                .is_some_and(|p| p.has(Skill::SafeThrow))
        {
            // Safe Throw: a fumble on a total, not a natural 1, keeps the ball in his hands;
            // no turnover, and the Pass Action is spent (004:L10523-L10526).
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} fumbles the pass on the total ({shown}) but keeps hold of the ball \
                     with Safe Throw: no turnover (004:L10523-L10526)"
                ),
            );
            if self.own_throw(thrower) {
                self.end_action();
            }
        } else if fumble {
            self.s.ball = Ball::OnGround(from);
            if self.own_throw(thrower) {
                self.ball_turnover(
                    thrower.side,
                    format_args!(
                        "{label} fumbled the pass ({shown}); the ball bounces from {from} \
                         (000:L447, L1153)"
                    ),
                );
            } else {
                self.say(
                    EventKind::BallMoved { to: Some(from) },
                    format_args!(
                        "{label} fumbled the Dump-Off ({shown}); the ball bounces from {from}, \
                         no turnover (004:L10151-L10152)"
                    ),
                );
            }
            self.push(Step::LooseBall { from });
        } else {
            self.say(EventKind::BallMoved { to: Some(target) }, format_args!("{label}'s pass is inaccurate ({shown}): it scatters three times from {target} (000:L686)"));
            self.push(Step::PassDone {
                thrower,
                target,
                accurate: false,
            });
            self.push(Step::roll(PendingRoll {
                kind: RollKind::PassScatter { from: target },
                side: thrower.side,
                dice: Cow::Borrowed(&[DieKind::D8; 3]),
                target: None,
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Pass scatter: three D8 on the scatter template from {target}, one square \
                     each (000:L686)"
                )),
            }));
            self.push_wind(target);
        }
    }

    pub(crate) fn pass_scattered(&mut self, from: Square, dice: &[Die]) {
        self.scatter_thrice(from, dice, "The pass", Landing::Pass);
    }

    /// `what` scatters a square for each D8 from `from` (000:L686), thrown in by the crowd
    /// from where it leaves the pitch (000:L740), and comes down where it ends, as `landing`.
    pub(crate) fn scatter_thrice(
        &mut self,
        from: Square,
        dice: &[Die],
        what: &str,
        landing: Landing,
    ) {
        let mut at = from;
        for (i, die) in dice.iter().enumerate() {
            let (dx, dy) = self.scatter_step(die.value().unwrap_or(1));
            let (x, y) = (i32::from(at.x()) + dx, i32::from(at.y()) + dy);
            match self.s.pitch().square(x, y) {
                Some(next) => at = next,
                None => {
                    self.s.ball = Ball::OffPitch;
                    self.say(
                        EventKind::BallMoved { to: None },
                        format_args!(
                            "{what} scatters off the pitch from {at} on scatter {} of {}: the \
                             crowd throws it in (000:L740; 001:L1200-L1202)",
                            i + 1,
                            dice.len()
                        ),
                    );
                    self.push(Step::ThrowIn {
                        from: at,
                        edge: edge_of(self.s.pitch(), x, y),
                    });
                    return;
                }
            }
        }
        self.ball_lands(
            at,
            landing,
            &format!("{what} scatters from {from} to {at}"),
            None,
        );
    }

    /// Dump-Off's answer: a Quick Pass to one of `options`, or none (004:L10148-L10158).
    pub(crate) fn dump_off(
        &mut self,
        thrower: PlayerId,
        options: &[Square],
        target: Option<Square>,
    ) -> Result<(), Rejection> {
        if let Some(t) = target
            && !options.contains(&t)
        {
            return Err(self.refuse(
                format_args!("{t} is not a Quick Pass from {}", self.named(thrower)),
                "004:L10149-L10150",
            ));
        }
        self.s.stack.pop();
        let Some(target) = target else {
            return Ok(());
        };
        let label = self.ruling_label(thrower);
        self.say(
            EventKind::Thrown {
                player: thrower,
                target,
                range: PassRange::Quick,
            },
            format_args!(
                "{label} dumps the ball off to {target} before the block: a Quick Pass; neither \
                 team's turn ends by it (004:L10148-L10153)"
            ),
        );
        let ctx = PassCtx {
            thrower,
            target,
            range: PassRange::Quick,
            stage: 0,
            hail_mary: false,
        };
        self.push(Step::Pass(ctx));
        self.offer_pass_block(ctx);
        Ok(())
    }

    /// Hail Mary Pass: thrown to `target`, any square; no interception (004:L10226-L10235).
    pub(crate) fn hail_mary(&mut self, target: Square) -> Result<(), Rejection> {
        if let Some(problem) = self.hail_mary_problem(target) {
            return Err(problem);
        }
        let Some(thrower) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        self.take_up_held_ball(thrower);
        let Some(from) = self.s.standing_square(thrower) else {
            return Err(self.refuse_input(format_args!("the thrower is not standing")));
        };
        self.card_throw_made(thrower, from, target, None);
        let label = self.ruling_label(thrower);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} throws a Hail Mary Pass from {from} to {target}: no range ruler, no \
                 interception (004:L10226-L10231)"
            ),
        );
        let purpose = self.words(format_args!(
            "Hail Mary Pass: {label} needs 2+, which nothing modifies; a 1 fumbles, and the \
             ball always scatters three times from {target} (004:L10228-L10233; 004:L11388-L11392)"
        ));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::HailMary {
                player: thrower,
                target,
            },
            side: thrower.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Default::default(),
            rerolled: false,
            is_reroll: false,
            purpose,
        }));
        // Pass Block moves come before the throw; a Hail Mary Pass is a pass of the ball, if
        // one no one may intercept (004:L10418-L10423, L10230).
        self.offer_pass_block(PassCtx {
            thrower,
            target,
            range: PassRange::LongBomb,
            stage: 0,
            hail_mary: true,
        });
        Ok(())
    }

    pub(crate) fn hail_mary_rolled(
        &mut self,
        thrower: PlayerId,
        target: Square,
        success: bool,
        shown: &str,
    ) {
        let label = self.ruling_label(thrower);
        let Some(from) = self.s.player(thrower).and_then(|p| p.square()) else {
            return;
        };
        if success {
            self.say(
                EventKind::BallMoved { to: Some(target) },
                format_args!(
                    "{label}'s Hail Mary Pass goes ({shown}): never accurate, it scatters three \
                     times from {target} (004:L10232-L10234)"
                ),
            );
            self.push(Step::PassDone {
                thrower,
                target,
                accurate: false,
            });
            self.push(Step::roll(PendingRoll {
                kind: RollKind::PassScatter { from: target },
                side: thrower.side,
                dice: Cow::Borrowed(&[DieKind::D8; 3]),
                target: None,
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Hail Mary scatter: three D8 on the scatter template from {target}, one \
                     square each (004:L10232-L10234)"
                )),
            }));
            self.push_wind(target);
        } else {
            self.s.ball = Ball::OnGround(from);
            self.ball_turnover(
                thrower.side,
                format_args!(
                    "{label} fumbled the Hail Mary Pass ({shown}); the ball bounces from {from} \
                     (004:L10229)"
                ),
            );
            self.push(Step::LooseBall { from });
        }
    }

    pub(crate) fn hand_off(&mut self, target: PlayerId) -> Result<(), Rejection> {
        if let Some(problem) = self.hand_off_problem(target) {
            return Err(problem);
        }
        let (Some(giver), Some(to)) = (
            self.s.action().map(|a| a.player),
            self.s.player(target).and_then(|p| p.square()),
        ) else {
            return Err(self.refuse_input(format_args!("no Hand-off is possible now")));
        };
        self.take_up_held_ball(giver);
        if let Some(turn) = self.s.turn.as_mut() {
            turn.handed_to = Some(target);
        }
        let (a, b) = (self.ruling_label(giver), self.ruling_label(target));
        self.say(EventKind::HandedOff {
                player: giver,
                target,
            }, format_args!("{a} hands the ball to {b}: no roll to give it, {b} must catch it +1 (000:L1063-L1069)"));
        self.push(Step::PassDone {
            thrower: giver,
            target: to,
            accurate: false,
        });
        self.ball_lands(
            to,
            Landing::FromTheAir,
            &format!("The hand-off reaches {to}"),
            Some(Modifier {
                name: self.words(format_args!("hand-off")),
                value: 1,
            }),
        );
        Ok(())
    }

    /// The thrown ball is at rest: a turnover unless a player of the moving team holds it
    /// (000:L444, L748, L1063); an accurate pass caught on its target square by a team-mate is
    /// a completion (004:L2536-L2540), a Dump-Off's too: the normal throwing rules apply to
    /// it but for the end of a turn (004:L10151-L10153).
    pub(crate) fn pass_done(&mut self, thrower: PlayerId, target: Square, accurate: bool) {
        let caught = self
            .s
            .ball_carrier()
            .filter(|catcher| catcher.side == thrower.side);
        if let Some(catcher) = caught {
            let on_target = self.s.player(catcher).and_then(|p| p.square()) == Some(target);
            if accurate && on_target && catcher != thrower {
                let (a, b) = (self.ruling_label(thrower), self.ruling_label(catcher));
                self.say(
                    EventKind::Completion { thrower, catcher },
                    format_args!("Completion: {a} to {b}"),
                );
            }
        }
        if !self.own_throw(thrower) {
            // A Dump-Off ends neither team's turn; the block goes on (004:L10151-L10153).
            return;
        }
        match caught {
            Some(_) => self.end_action(),
            None => {
                let label = self.ruling_label(thrower);
                let cause = format_args!(
                    "the ball from {label} came to rest without a team-mate holding it \
                     (000:L444, L748, L1063)"
                );
                if !self.fake_fumbled_catch(thrower.side, cause) {
                    self.turnover(cause);
                }
            }
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// The band of the range ruler a throw from `from` to `to` falls in, from the tables.
    pub(crate) fn pass_range(&self, from: Square, to: Square) -> Option<PassRange> {
        let dx = i32::from(to.x()) - i32::from(from.x());
        let dy = i32::from(to.y()) - i32::from(from.y());
        let band = self.book.passing()?.band(dx, dy)?;
        band.letter.chars().next().and_then(PassRange::from_letter)
    }

    /// The band a throw from `from` to `target` falls in: the referee's reading when given,
    /// otherwise the ruler's; refused when the ruler does not reach (000:L645).
    pub(crate) fn ruler_range(
        &self,
        from: Square,
        target: Square,
        reading: Option<PassRange>,
    ) -> Result<PassRange, Rejection> {
        match (reading, self.pass_range(from, target)) {
            (_, None) => Err(self.refuse(
                format_args!("{target} is out of the range ruler's reach from {from}"),
                "000:L645",
            )),
            (Some(read), Some(_)) => Ok(read),
            (None, Some(computed)) => Ok(computed),
        }
    }

    /// The band's name and pass modifier, from the tables (000:L696-L704).
    pub(crate) fn range_band(&self, range: PassRange) -> (String, i8) {
        self.book
            .passing()
            .and_then(|p| {
                p.bands
                    .iter()
                    .find(|b| b.letter.chars().eq([range.letter()]))
            })
            .map(|b| (b.name.clone(), b.modifier))
            .unwrap_or_else(|| (format!("{range:?}"), 0))
    }

    /// Why the acting player may not throw to `target` now, if he may not.
    pub(crate) fn pass_problem(
        &self,
        target: Square,
        range: Option<PassRange>,
    ) -> Option<Rejection> {
        match self.thrower_problem() {
            Ok(from) => self.throw_problem(from, target, range),
            Err(refused) => Some(refused),
        }
    }

    /// The acting player's square if he may throw now (a Pass Action, standing, holding the
    /// ball); otherwise why not. The part of [`Self::pass_problem`] that is the same for every
    /// target, which the prompt asks once.
    pub(crate) fn thrower_problem(&self) -> Result<Square, Rejection> {
        if let Some(wrong) = self.wrong_action(ActionKind::Pass, "throws", "000:L433, L637") {
            return Err(wrong);
        }
        let no_action = || self.refuse_input(format_args!("no Action is in progress"));
        let action = self.s.action().ok_or_else(no_action)?;
        let player = self.s.player(action.player).ok_or_else(no_action)?;
        let Some(from) = self.s.standing_square(player.id) else {
            return Err(self.refuse(format_args!("{} is not standing", player.tag()), "000:L637"));
        };
        if !self.s.carries_ball(player.id) {
            return Err(self.refuse(
                format_args!("{} does not hold the ball", player.tag()),
                "000:L637",
            ));
        }
        Ok(from)
    }

    /// Whether a throw by `thrower` is the moving team's own; a Dump-Off is the other team's,
    /// and its outcome ends neither team's turn (004:L10151-L10152).
    pub(crate) fn own_throw(&self, thrower: PlayerId) -> bool {
        self.s.turn.as_ref().is_none_or(|t| t.side == thrower.side)
    }

    /// The +1 for catching an accurate pass (000:L706-L732; 001:L377).
    pub(crate) fn accurate_pass(&self) -> Modifier {
        Modifier {
            name: self.words(format_args!("accurate pass")),
            value: 1,
        }
    }

    /// The squares a player about to be blocked may dump the ball off to: he has Dump-Off,
    /// stands holding the ball, and each is a Quick Pass away (004:L10148-L10158).
    pub(crate) fn dump_off_targets(&self, id: PlayerId) -> Vec<Square> {
        let Some(player) = self.s.player(id) else {
            return Vec::new();
        };
        let Some(from) = self.s.standing_square(id) else {
            return Vec::new();
        };
        // Not a player a Bone-head, Really Stupid or Hypnotic Gaze roll left without Tackle
        // Zones: he may not pass (004:L10029-L10032, L10248-L10251).
        if !player.has(Skill::DumpOff)
            || !player.has_tackle_zones()
            || self.s.ball != Ball::Held(id)
        {
            return Vec::new();
        }
        self.s
            .pitch()
            .all()
            .filter(|&t| t != from && self.pass_range(from, t) == Some(PassRange::Quick))
            .collect()
    }

    /// Why the acting player may not throw a Hail Mary Pass to `target`: he may not throw,
    /// lacks the skill, it is a Blizzard, or it is his own square (004:L10226-L10235).
    pub(crate) fn hail_mary_problem(&self, target: Square) -> Option<Rejection> {
        let from = match self.thrower_problem() {
            Ok(from) => from,
            Err(refused) => return Some(refused),
        };
        self.hail_mary_target_problem(from, target)
    }

    /// The part of [`Self::hail_mary_problem`] each target has of its own (the skill and the
    /// weather asked with it, which is cheap).
    pub(crate) fn hail_mary_target_problem(
        &self,
        from: Square,
        target: Square,
    ) -> Option<Rejection> {
        let thrower = self.s.action().and_then(|a| self.s.player(a.player))?;
        if !thrower.has(Skill::HailMaryPass) {
            return Some(self.refuse(
                format_args!("{} has no Hail Mary Pass", thrower.tag()),
                "004:L10226",
            ));
        }
        if self.s.weather == Weather::Blizzard {
            return Some(self.refuse(
                format_args!("no Hail Mary Pass in a Blizzard"),
                "004:L10234-L10235",
            ));
        }
        if target == from {
            return Some(self.refuse(format_args!("{target} is his own square"), "004:L10227"));
        }
        if self.master_hewn_in_hand() {
            return Some(self.refuse(
                format_args!("Hail Mary Pass may not be used with the Master-Hewn Ball"),
                "004:L2108-L2109",
            ));
        }
        self.animosity_problem(target)
            .or_else(|| self.card_throw_problem(from, target))
    }

    /// Why a throw from `from` may not go to `target`: out of the ruler's reach, or too long
    /// for a Blizzard.
    pub(crate) fn throw_problem(
        &self,
        from: Square,
        target: Square,
        range: Option<PassRange>,
    ) -> Option<Rejection> {
        if let Some(ruler) = self.throw_ruler() {
            return self.throw_ruler_problem(from, target, ruler);
        }
        if let Some(refused) = self.animosity_problem(target) {
            return Some(refused);
        }
        if let Some(refused) = self.card_throw_problem(from, target) {
            return Some(refused);
        }
        let range = match self.ruler_range(from, target, range) {
            Ok(range) => range,
            Err(refused) => return Some(refused),
        };
        if range == PassRange::LongBomb && self.master_hewn_in_hand() {
            return Some(self.refuse(
                format_args!("the Master-Hewn Ball may not be thrown as a Long Bomb"),
                "004:L2108-L2109",
            ));
        }
        if self.s.weather == Weather::Blizzard
            && matches!(range, PassRange::Long | PassRange::LongBomb)
        {
            return Some(self.refuse(
                format_args!(
                    "in a Blizzard only Quick and Short passes may be thrown; {target} is a {}",
                    self.range_band(range).0
                ),
                "000:L1023",
            ));
        }
        None
    }

    /// Why the acting player may not hand the ball to `target`, if he may not.
    pub(crate) fn hand_off_problem(&self, target: PlayerId) -> Option<Rejection> {
        if let Some(wrong) =
            self.wrong_action(ActionKind::HandOff, "hands the ball on", "000:L1061")
        {
            return Some(wrong);
        }
        let player = self.s.player(self.s.action()?.player)?;
        if !self.s.carries_ball(player.id) {
            return Some(self.refuse(
                format_args!("{} does not hold the ball", player.tag()),
                "000:L1061",
            ));
        }
        let from = self.s.standing_square(player.id)?;
        // Any player next to him, friend or foe (000:L1063): one who cannot catch (Prone,
        // Stunned, No Hands) lets it bounce as a pass landing on him would (000:L708;
        // 001:L895).
        let to = self.s.player(target).and_then(|p| p.square());
        if target == player.id || to.is_none_or(|to| from.distance(to) != 1) {
            return Some(self.refuse(
                format_args!("{} is not next to {}", self.named(target), player.tag()),
                "000:L1063",
            ));
        }
        self.animosity_problem(to?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(x: i32, y: i32) -> Square {
        Square::new(x, y).expect("on the pitch")
    }

    #[test]
    fn interceptor_must_be_between_and_under_the_ruler_000_l1119() {
        let (from, to) = (sq(5, 7), sq(11, 7));
        assert!(can_intercept(from, to, sq(8, 7)), "on the line");
        assert!(
            can_intercept(from, to, sq(8, 8)),
            "a square off the line, corner under"
        );
        assert!(
            !can_intercept(from, to, sq(8, 9)),
            "two squares off the line"
        );
        assert!(!can_intercept(from, to, sq(12, 7)), "beyond the target");
        assert!(!can_intercept(from, to, sq(4, 7)), "behind the thrower");
        assert!(!can_intercept(from, to, sq(11, 7)), "on the target square");
    }

    #[test]
    fn diagonal_pass_ruler_covers_squares_beside_the_diagonal() {
        let (from, to) = (sq(5, 5), sq(10, 10));
        assert!(can_intercept(from, to, sq(7, 7)));
        assert!(can_intercept(from, to, sq(7, 8)));
        assert!(!can_intercept(from, to, sq(6, 9)));
    }
}
