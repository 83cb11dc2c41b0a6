//! Bombardier: a bomb thrown instead of any other Action, caught or intercepted and thrown on,
//! and its explosion (004:L9993-L10019).
//!
//! The bomb is not the ball: it exists only as the steps of its flight on the stack (a
//! `Step::Bomb` and what it pushes), so the ball's state and code never see it. It is thrown
//! with the ball's rules (range, modifiers, weather, Hail Mary Pass, interceptions, catches),
//! but where the ball would bounce the bomb explodes.

use super::movement::Handling;
use super::steps::{BombCtx, PassCtx, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{ActionKind, PassRange};
use crate::pitch::Square;
use crate::player::{PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::setup::Weather;
use crate::skill::Skill;
use std::borrow::Cow;

impl Engine<'_> {
    /// The Bomb Action's throw: a pass of the bomb to `target` (`range` the referee's reading),
    /// or a Hail Mary Pass (`range` `None` and `hail_mary`) (004:L9993-L10001).
    pub(crate) fn bomb_action_throw(
        &mut self,
        target: Square,
        range: Option<PassRange>,
        hail_mary: bool,
    ) -> Result<(), Rejection> {
        let Some(thrower) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Bomb Action is in progress")));
        };
        if let Some(problem) = self.bomb_throw_problem(thrower, target, range, hail_mary) {
            return Err(problem);
        }
        self.play_started();
        self.push(Step::EndAction);
        self.throw_bomb(thrower, target, range, hail_mary);
        Ok(())
    }

    /// A player who caught or intercepted the bomb throws it on at once (004:L10010-L10012).
    pub(crate) fn bomb_rethrow(
        &mut self,
        thrower: PlayerId,
        target: Square,
        range: Option<PassRange>,
        hail_mary: bool,
    ) -> Result<(), Rejection> {
        if let Some(problem) = self.bomb_throw_problem(thrower, target, range, hail_mary) {
            return Err(problem);
        }
        self.s.stack.pop();
        self.throw_bomb(thrower, target, range, hail_mary);
        Ok(())
    }

    fn throw_bomb(
        &mut self,
        thrower: PlayerId,
        target: Square,
        range: Option<PassRange>,
        hail_mary: bool,
    ) {
        let Some(from) = self.s.standing_square(thrower) else {
            return;
        };
        let label = self.ruling_label(thrower);
        let range = if hail_mary {
            None
        } else {
            Some(
                range
                    .or_else(|| self.pass_range(from, target))
                    .unwrap_or(PassRange::Short),
            )
        };
        match range {
            Some(range) => {
                let (band, _) = self.range_band(range);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} throws a bomb from {from} to {target}: {band}; thrown as the \
                         ball is, it explodes where the ball would bounce (004:L9997-L10016)"
                    ),
                );
            }
            None => self.say(
                EventKind::Note,
                format_args!(
                    "{label} throws a bomb with a Hail Mary Pass from {from} to {target}: no \
                     range ruler, no interception (004:L9998; 004:L10226-L10231)"
                ),
            ),
        }
        self.push(Step::Bomb(BombCtx {
            thrower,
            target,
            range,
            stage: 0,
        }));
    }

    /// Stage 0: the interception choice (not for a Hail Mary Pass); stage 1: the throw.
    pub(crate) fn bomb_step(&mut self, mut ctx: BombCtx) {
        match (ctx.stage, ctx.range) {
            (0, Some(range)) => {
                ctx.stage = 1;
                let eligible = self.interceptors(&PassCtx {
                    thrower: ctx.thrower,
                    target: ctx.target,
                    range,
                    stage: 0,
                    hail_mary: false,
                });
                self.push(Step::Bomb(ctx));
                if !eligible.is_empty() {
                    self.push(Step::BombIntercept {
                        bomb: ctx,
                        eligible,
                    });
                }
            }
            (0 | 1, None) => {
                ctx.stage = 2;
                let label = self.ruling_label(ctx.thrower);
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::BombThrow {
                        player: ctx.thrower,
                        target: ctx.target,
                        hail_mary: true,
                    },
                    side: ctx.thrower.side,
                    dice: Cow::Borrowed(&[DieKind::D6]),
                    target: Some(2),
                    modifiers: Default::default(),
                    rerolled: false,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Hail Mary Pass (bomb): {label} needs 2+; a 1 fumbles and the bomb \
                         explodes on him, otherwise it scatters three times from {} \
                         (004:L10228-L10233, L10005-L10016)",
                        ctx.target
                    )),
                }));
            }
            (1, Some(range)) => {
                ctx.stage = 2;
                let Some(player) = self.s.player(ctx.thrower) else {
                    return;
                };
                let modifiers = self.pass_modifiers(player, range);
                let roll = self.agility_roll(
                    player,
                    RollKind::BombThrow {
                        player: ctx.thrower,
                        target: ctx.target,
                        hail_mary: false,
                    },
                    modifiers,
                    format_args!(
                        "Pass (bomb): {} throws the bomb to {}; accurate, inaccurate (three \
                         scatters) or fumbled (it explodes on him) as a pass is \
                         (004:L9997-L10016; 000:L649-L651)",
                        player.tag(),
                        ctx.target
                    ),
                );
                self.push(roll);
            }
            _ => {}
        }
    }

    /// The opposing coach's interception choice on a bomb (004:L10009-L10011).
    pub(crate) fn bomb_intercept(
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
                    "{} may not intercept the bomb: he must be standing with his Tackle Zones, \
                     under the ruler, between thrower and target",
                    self.named(id)
                ),
                "004:L10009-L10011; 000:L1119-L1149",
            ));
        }
        self.s.stack.pop();
        let Some(player) = self.s.player(id) else {
            return Err(self.refuse_input(format_args!("there is no player {id}")));
        };
        let Some(at) = player.square() else {
            return Err(self.refuse_input(format_args!("{id} is not on the pitch")));
        };
        let mut modifiers = vec![Modifier {
            name: self.words(format_args!("intercepting")),
            value: -2,
        }];
        modifiers.extend(self.ball_handling_modifiers(player, true));
        modifiers.extend(self.ball_skill_modifiers(player, Handling::Intercept));
        let roll = self.agility_roll(
            player,
            RollKind::BombCatch {
                player: id,
                at,
                intercept: true,
            },
            modifiers,
            format_args!(
                "Interception (bomb): {} tries to catch the bomb in flight; if he does he must \
                 throw it on at once, and it is no turnover (004:L10001, L10009-L10012)",
                player.tag()
            ),
        );
        self.push(roll);
        Ok(())
    }

    /// The bomb's pass roll read (004:L9997-L10016).
    pub(crate) fn bomb_thrown(
        &mut self,
        pending: &PendingRoll,
        dice: &[Die],
        success: bool,
        shown: &str,
    ) {
        let RollKind::BombThrow {
            player: thrower,
            target,
            hail_mary,
        } = pending.kind
        else {
            return;
        };
        let label = self.ruling_label(thrower);
        let natural = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let fumble = if hail_mary {
            !success
        } else {
            crate::dice::fumbled(natural, pending.modifier())
        };
        let Some(from) = self.s.player(thrower).and_then(|p| p.square()) else {
            return;
        };
        if success && !hail_mary {
            self.say(
                EventKind::Note,
                format_args!("{label}'s bomb is accurate ({shown}): it comes down on {target}"),
            );
            self.bomb_lands(target, true);
        } else if fumble {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} fumbles the bomb ({shown}): it explodes on his own square {from} \
                     (004:L10016)"
                ),
            );
            if self.own_throw(thrower) {
                self.turnover(format_args!(
                    "{label} fumbled the bomb ({shown}) (004:L10001-L10002)"
                ));
            }
            self.explode(Some(from));
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label}'s bomb {} ({shown}): it scatters three times from {target}",
                    if hail_mary { "goes" } else { "is inaccurate" }
                ),
            );
            self.push(PendingRoll::plain(
                RollKind::BombScatter { from: target },
                thrower.side,
                &[DieKind::D8; 3][..],
                self.words(format_args!(
                    "Bomb scatter: three D8 on the scatter template from {target}, one square \
                     each (000:L686)"
                )),
            ));
        }
    }

    /// The bomb's scatters read: off the pitch it explodes in the crowd with no effect
    /// (004:L10016-L10017); otherwise it comes down where it ends.
    pub(crate) fn bomb_scattered(&mut self, from: Square, dice: &[Die]) {
        let mut at = from;
        for die in dice {
            let (dx, dy) = self.scatter_step(die.value().unwrap_or(1));
            match self
                .s
                .pitch()
                .square(i32::from(at.x()) + dx, i32::from(at.y()) + dy)
            {
                Some(next) => at = next,
                None => {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "The bomb scatters off the pitch from {at} and explodes in the \
                             crowd, with no effect (004:L10016-L10017)"
                        ),
                    );
                    return;
                }
            }
        }
        self.say(
            EventKind::Note,
            format_args!("The bomb scatters from {from} to {at}"),
        );
        self.bomb_lands(at, false);
    }

    /// The bomb comes down on `at`: a standing player there with his Tackle Zones may try to
    /// catch it (his coach may decline); anything else and it explodes there
    /// (004:L10009-L10015).
    fn bomb_lands(&mut self, at: Square, accurate: bool) {
        let catcher = self
            .s
            .player_at(at)
            .filter(|p| p.is_standing() && p.has_tackle_zones() && !p.has(Skill::NoHands))
            .map(|p| p.id);
        match catcher {
            Some(player) => self.push(Step::CatchBomb {
                player,
                at,
                accurate,
            }),
            None => self.explode(Some(at)),
        }
    }

    /// The catcher's coach tries the catch or declines it, and the bomb explodes
    /// (004:L10013-L10015).
    pub(crate) fn catch_bomb(&mut self, player: PlayerId, at: Square, accurate: bool, catch: bool) {
        self.s.stack.pop();
        let label = self.ruling_label(player);
        if !catch {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} declines to catch the bomb: it explodes on {at} (004:L10014)"
                ),
            );
            self.explode(Some(at));
            return;
        }
        let Some(p) = self.s.player(player) else {
            return;
        };
        let mut modifiers: Vec<Modifier> =
            accurate.then(|| self.accurate_pass()).into_iter().collect();
        modifiers.extend(self.ball_handling_modifiers(p, true));
        modifiers.extend(self.ball_skill_modifiers(p, Handling::Catch { accurate }));
        let roll = self.agility_roll(
            p,
            RollKind::BombCatch {
                player,
                at,
                intercept: false,
            },
            modifiers,
            format_args!(
                "Catch (bomb): {} catches the bomb and must throw it on at once; a failure and \
                 it explodes on him (004:L10009-L10015)",
                p.tag()
            ),
        );
        self.push(roll);
    }

    /// A catch or interception of the bomb read (004:L10009-L10015).
    pub(crate) fn bomb_catch_rolled(
        &mut self,
        player: PlayerId,
        at: Square,
        intercept: bool,
        success: bool,
        shown: &str,
    ) {
        let label = self.ruling_label(player);
        if success && intercept {
            if !self.safe_throw(player, shown) {
                self.bomb_intercepted(player, shown);
            }
        } else if success {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} catches the bomb ({shown}) and must throw it on at once \
                     (004:L10009-L10012)"
                ),
            );
            self.push(Step::BombRethrow { player });
        } else if intercept {
            self.say(
                EventKind::Note,
                format_args!("{label} misses the bomb ({shown}): it flies on"),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} fails to catch the bomb ({shown}): it explodes on {at} (004:L10014)"
                ),
            );
            self.explode(Some(at));
        }
    }

    /// `player`'s interception of the bomb stands: its flight is over, he must throw it on
    /// at once, and it is no turnover (004:L10001, L10009-L10012).
    pub(crate) fn bomb_intercepted(&mut self, player: PlayerId, shown: &str) {
        if let Some(pos) = self
            .s
            .stack
            .iter()
            .rposition(|s| matches!(s, Step::Bomb(_)))
        {
            self.s.stack.remove(pos);
        }
        self.say(
            EventKind::Note,
            format_args!(
                "{} intercepts the bomb ({shown}) and must throw it on at once; an intercepted \
                 bomb is no turnover (004:L10001, L10009-L10012)",
                self.ruling_label(player)
            ),
        );
        self.push(Step::BombRethrow { player });
    }

    /// The bomb explodes on `at`: the player there is Knocked Down, each player next to it on a
    /// 4+ (one D6 each, in reading order: row by row from the lowest y, then by x), even if
    /// already Prone or Stunned (004:L10017-L10019).
    fn explode(&mut self, at: Option<Square>) {
        let Some(at) = at else {
            return;
        };
        let centre = self.s.player_at(at).map(|p| p.id);
        let near: Vec<PlayerId> = crate::pitch::GRID
            .neighbours(at)
            .filter_map(|s| self.s.player_at(s))
            .map(|p| p.id)
            .collect();
        self.say(
            EventKind::Note,
            format_args!(
                "The bomb explodes on {at}{}; {} player(s) next to it are Knocked Down on 4+ \
                 (004:L10017-L10019)",
                centre.map_or(String::new(), |c| format!(
                    ": {} is Knocked Down",
                    self.ruling_label(c)
                )),
                near.len()
            ),
        );
        if near.is_empty() {
            self.blast(centre.into_iter().collect(), true);
            return;
        }
        let side = self
            .s
            .turn
            .as_ref()
            .map_or(self.s.pitch().half(at), |t| t.side);
        let names: Vec<String> = near.iter().map(|&p| self.ruling_label(p)).collect();
        self.push(PendingRoll::plain(
            RollKind::BombBlast {
                centre,
                players: near.clone(),
            },
            side,
            Cow::Owned(vec![DieKind::D6; near.len()]),
            self.words(format_args!(
                "Bomb blast: a D6 for each player next to {at}, in this order: {}; 4+ is \
                 Knocked Down (004:L10018)",
                names.join(", ")
            )),
        ));
    }

    /// A blast's D6s read, one for each player next to it in order, 4+ hit; then all it hit,
    /// `hit` first (the bomb's centre, the Explodin' Ball's carrier and fallen), go down
    /// together ([`Engine::blast`], a turnover only with `turnover`).
    pub(crate) fn blast_rolled(
        &mut self,
        mut hit: Vec<PlayerId>,
        players: &[PlayerId],
        dice: &[Die],
        turnover: bool,
    ) {
        for (&p, die) in players.iter().zip(dice) {
            if die.value().unwrap_or(1) >= 4 {
                hit.push(p);
            } else {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{} escapes the blast ({})",
                        self.ruling_label(p),
                        die.value().unwrap_or(1)
                    ),
                );
            }
        }
        self.blast(hit, turnover);
    }

    /// Knocks down everyone the bomb hit, Armour and Injury rolls in the same order, a dropped
    /// ball bouncing after; a turnover if one of them is of the moving team (004:L10001-L10002,
    /// L10018-L10019).
    /// Without `turnover` (the Explodin' Ball's blast, as a turn ends), nobody's fall is one.
    pub(super) fn blast(&mut self, hit: Vec<PlayerId>, turnover: bool) {
        if hit.is_empty() {
            return;
        }
        let active = self.s.turn.as_ref().map(|t| t.side).filter(|_| turnover);
        if let Some(own) = hit.iter().find(|p| Some(p.side) == active) {
            self.turnover(format_args!(
                "the bomb knocked over {} of the moving team (004:L10001-L10002)",
                self.ruling_label(*own)
            ));
        }
        let mut steps = Vec::new();
        let mut bounce = Vec::new();
        for id in hit {
            let stance = self.s.player(id).and_then(|p| p.stance());
            let square = self.s.player(id).and_then(|p| p.square());
            let down = self.knock_down(id, None);
            if stance == Some(Stance::Stunned)
                && let Some(square) = square
            {
                self.s.set_place(
                    id,
                    crate::player::Place::Pitch {
                        square,
                        stance: Stance::Stunned,
                    },
                );
            }
            let (rolls, balls) = super::steps::ball_steps_apart(down);
            bounce.extend(balls);
            steps.extend(rolls);
        }
        steps.extend(bounce);
        self.push_in_order(steps);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why this player may not declare a Bomb Action: no Bombardier, or not standing
    /// (004:L9993-L9995; he may not stand up first, L9999-L10000).
    pub(crate) fn bomb_declare_problem(&self, player: &crate::player::Player) -> Option<Rejection> {
        if !player.has(Skill::Bombardier) {
            return Some(self.refuse(
                format_args!("{} is no Bombardier", player.tag()),
                "004:L9993",
            ));
        }
        if !player.is_standing() {
            return Some(self.refuse(
                format_args!(
                    "{} is not standing, and may not stand up to throw a bomb",
                    player.tag()
                ),
                "004:L9993-L10000",
            ));
        }
        None
    }

    /// Why `thrower` may not throw the bomb to `target` now (a pass by the ruler, or a Hail
    /// Mary Pass with the skill): the ball's rules, weather included (004:L9997-L9999).
    pub(crate) fn bomb_throw_problem(
        &self,
        thrower: PlayerId,
        target: Square,
        range: Option<PassRange>,
        hail_mary: bool,
    ) -> Option<Rejection> {
        let in_action = self
            .s
            .action()
            .is_some_and(|a| a.player == thrower && a.kind == ActionKind::Bomb);
        let rethrow =
            matches!(self.s.stack.last(), Some(Step::BombRethrow { player }) if *player == thrower);
        if !in_action && !rethrow {
            return Some(
                self.refuse_input(format_args!("{} has no bomb to throw", self.named(thrower))),
            );
        }
        let Some(from) = self.s.standing_square(thrower) else {
            return Some(
                self.refuse_input(format_args!("{} is not standing", self.named(thrower))),
            );
        };
        if target == from {
            return Some(self.refuse(format_args!("{target} is his own square"), "000:L645"));
        }
        if hail_mary {
            if !self
                .s
                .player(thrower)
                .is_some_and(|p| p.has(Skill::HailMaryPass))
            {
                return Some(self.refuse(
                    format_args!("{} has no Hail Mary Pass", self.named(thrower)),
                    "004:L10226",
                ));
            }
            if self.s.weather == Weather::Blizzard {
                return Some(self.refuse(
                    format_args!("no Hail Mary Pass in a Blizzard"),
                    "004:L10234-L10235",
                ));
            }
            return None;
        }
        self.throw_problem(from, target, range)
    }
}
