//! Movement: one square at a time, Go For It, Dodge, picking up the ball (000:L453-L507,
//! L1045-L1053).

use crate::skill::Skill;
use std::borrow::Cow;

use super::steps::{MoveCtx, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::ruleset::ScoringPolicy;
use crate::setup::Weather;
use crate::state::Ball;

/// What a player does with the ball, for the skills that change it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Handling {
    PickUp,
    /// `accurate`: an accurate pass onto his square.
    Catch {
        accurate: bool,
    },
    Intercept,
    Pass,
}

impl Engine<'_> {
    /// Spends one square of the acting player's movement; true when it is a Go For It.
    pub(crate) fn spend_square(&mut self, id: PlayerId) -> bool {
        let ma = self
            .s
            .player(id)
            .map_or(0, |p| self.s.movement_allowance(p));
        let marking = self.marking();
        let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) else {
            return false;
        };
        // Marking: each Action's own squares, never a Go For It (002:L481).
        if marking || action.moved < ma {
            action.moved += 1;
            false
        } else {
            action.extra = action.extra.saturating_add(1);
            true
        }
    }

    /// Puts the acting player, standing, on `to` and says so ("moves", "leaps"); the rolls the
    /// step needs come after, on the `Move` step.
    pub(crate) fn step_to(&mut self, id: PlayerId, from: Square, to: Square, how: &str, why: &str) {
        self.s.set_place(
            id,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(id);
        self.say(
            EventKind::Moved {
                player: id,
                from,
                to,
            },
            format_args!("{label} {how} {from} → {to}{why}"),
        );
    }

    pub(crate) fn move_to(&mut self, to: Square) -> Result<(), Rejection> {
        if let Some(problem) = self.move_problem(to) {
            return Err(problem);
        }
        let Some(id) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        let Some(from) = self.s.standing_square(id) else {
            return Err(self.refuse_input(format_args!("the acting player is not standing")));
        };
        self.play_started();
        // Marking asks no Dodge (002:L481, L501, L594).
        let dodge = !self.marking() && self.must_dodge(id, from);
        // Tackle (001:L991-L993): the Dodge skill may not re-roll a dodge out of his zone;
        // looked for only on a dodge, and only if the other team has the skill at all.
        let tackler = if dodge && self.s.team_has(id.side.opponent(), Skill::Tackle) {
            self.s
                .tackle_zones_on(from, id.side)
                .find(|p| p.has(Skill::Tackle) && p.is_standing())
                .map(|p| p.id)
        } else {
            None
        };
        self.block_becomes_move(id);
        let go_for_its = u8::from(self.spend_square(id));
        self.step_to(id, from, to, "moves", "");
        self.push(Step::Move(MoveCtx {
            player: id,
            from,
            to,
            go_for_its,
            dodge,
            tackler,
            leap: false,
            diving_tackle: None,
            stage: 0,
        }));
        self.offer_tentacles(id, from);
        Ok(())
    }

    /// Leap: he jumps from his square to `to`, paying two squares (a Go For It for each one
    /// past his MA), with no Dodge to leave; then the Leap roll (004:L10344-L10357).
    pub(crate) fn leap_to(&mut self, to: Square) -> Result<(), Rejection> {
        if let Some(problem) = self.leap_problem(to) {
            return Err(problem);
        }
        let Some(id) = self.s.action().map(|a| a.player) else {
            return Err(self.refuse_input(format_args!("no Action is in progress")));
        };
        let Some(from) = self.s.standing_square(id) else {
            return Err(self.refuse_input(format_args!("the acting player is not standing")));
        };
        self.play_started();
        self.block_becomes_move(id);
        let go_for_its = u8::from(self.spend_square(id)) + u8::from(self.spend_square(id));
        if let Some(p) = self.s.player_mut(id) {
            p.used_this_turn.insert(Skill::Leap);
        }
        self.step_to(
            id,
            from,
            to,
            "leaps",
            " (Leap, once a turn; 004:L10344-L10357)",
        );
        self.push(Step::Move(MoveCtx {
            player: id,
            from,
            to,
            go_for_its,
            dodge: false,
            leap: true,
            diving_tackle: None,
            tackler: None,
            stage: 0,
        }));
        self.offer_tentacles(id, from);
        Ok(())
    }

    /// Works through the rolls one square of movement needs: Go For It first, then Dodge, then
    /// the pick-up if the ball lies there (000:L486).
    /// A stage that needs no roll is passed straight on to the next; the Move step goes back
    /// on the stack under a roll only, to go on when the roll is settled.
    pub(crate) fn move_step(&mut self, mut ctx: MoveCtx) {
        let (player, to) = (ctx.player, ctx.to);
        loop {
            let stage = ctx.stage;
            ctx.stage += 1;
            let roll = match stage {
                0 if ctx.go_for_its >= 1 => {
                    self.go_for_it_roll_before(player, "for an extra square", ctx.go_for_its - 1)
                }
                // Astrogranite saved the first: no second Go For It, the Leap ends.
                1 if ctx.go_for_its >= 2 && self.barred_go_for_its(player).is_some() => {
                    self.astrogranite_leap_stopped(player, to, ctx.from);
                    return;
                }
                1 if ctx.go_for_its >= 2 => {
                    self.go_for_it_roll(player, "for the Leap's second extra square")
                }
                2 if ctx.leap => self.leap_roll(player, to),
                2 if ctx.dodge => self.dodge_roll(player, ctx.from, to, ctx.tackler),
                0..=2 => continue,
                3 if self.marking() => {
                    let steps = self.marking_ball_steps(player, to);
                    if !steps.is_empty() {
                        self.push(Step::Move(ctx));
                        self.push_in_order(steps);
                        return;
                    }
                    continue;
                }
                4 if self.marking() => {
                    self.marking_step_over(player, to);
                    return;
                }
                3 => {
                    // A Pass Block step handles a ball its own way: the pass keeps its own.
                    let steps = if self.pass_blocking(player) {
                        self.pass_block_pick_up(player, to)
                    } else {
                        self.pick_up_steps(player, to)
                    };
                    if !steps.is_empty() {
                        self.push(Step::Move(ctx));
                        self.push_in_order(steps);
                        return;
                    }
                    continue;
                }
                4 => {
                    self.shadow_offer(player, ctx.from, to);
                    return;
                }
                _ => return,
            };
            self.push(Step::Move(ctx));
            self.push(roll);
            return;
        }
    }

    /// A ball on the square he moved into: the pick-up roll, or with several balls in play, a
    /// bounce when he holds another already (004:L1339-L1351).
    #[inline]
    pub(crate) fn pick_up_steps(&mut self, player: PlayerId, to: Square) -> Vec<Step> {
        let here = self.s.ball == Ball::OnGround(to);
        let other_here = if here { None } else { self.s.other_ball_on(to) };
        if !here && other_here.is_none() {
            return Vec::new();
        }
        if self.s.carries_ball(player) {
            let label = self.ruling_label(player);
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!(
                    "{label} holds a ball and may not pick up the other one on {to}: it bounces; \
                     not a turnover (004:L1339-L1351)"
                ),
            );
            let bounce = vec![Step::LooseBall { from: to }];
            return match other_here {
                Some(other) => super::other_balls::with_other_ball(other, bounce),
                None => bounce,
            };
        }
        if self.s.player(player).is_some_and(|p| p.has(Skill::NoHands)) {
            // No Hands (001:L895): no roll; the ball bounces, a turnover in his team's turn.
            let label = self.ruling_label(player);
            if self.s.turn.as_ref().is_some_and(|t| t.side == player.side) {
                self.turnover(format_args!(
                    "{label} has No Hands and cannot pick up the ball on {to}: it bounces \
                     (001:L895)"
                ));
            } else {
                self.say(
                    EventKind::BallMoved { to: Some(to) },
                    format_args!(
                        "{label} has No Hands and cannot pick up the ball on {to}: it bounces \
                         (001:L895)"
                    ),
                );
            }
            let bounce = vec![Step::LooseBall { from: to }];
            return match other_here {
                Some(other) => super::other_balls::with_other_ball(other, bounce),
                None => bounce,
            };
        }
        if let Some(other) = other_here {
            // The balls are alike to the pick-up: handle this one.
            self.swap_balls(other);
        }
        vec![self.pick_up_roll(player)]
    }

    pub(crate) fn go_for_it_roll(&self, id: PlayerId, why: &str) -> Step {
        self.go_for_it_roll_before(id, why, 0)
    }

    /// The Go For It roll for the square `later` Go For Its before the last one spent (a
    /// Leap's first of two: 1).
    pub(crate) fn go_for_it_roll_before(&self, id: PlayerId, why: &str, later: u8) -> Step {
        let attempt = if self.s.weather == Weather::Gloomy {
            self.s.action().map_or(0, |a| a.extra.saturating_sub(later))
        } else {
            0
        };
        let gloomy = attempt > 0 && self.gloomy_go_for_it(id, attempt);
        let blizzard = self.s.weather == Weather::Blizzard || gloomy;
        let label = self.ruling_label(id);
        Step::roll(PendingRoll {
            kind: RollKind::GoForIt { player: id },
            side: id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(self.go_for_it_target(id, if blizzard { 3 } else { 2 })),
            modifiers: self.extra_mile_modifier(id, later).into_iter().collect(),
            rerolled: false,
            is_reroll: false,
            purpose: if self.slippery_shoes(id) {
                self.words(format_args!(
                    "Go For It {why}: {label} needs 4+, Slippery Shoes (004:L6394-L6408)"
                ))
            } else if gloomy {
                self.words(format_args!(
                    "Go For It {why}: {label} needs 3+ for his Action's Go For It {attempt} \
                     while it is Gloomy (004:L1536-L1541)"
                ))
            } else if blizzard {
                self.words(format_args!(
                    "Go For It {why}: {label} needs 3+ in a Blizzard (000:L1023)"
                ))
            } else {
                self.words(format_args!(
                    "Go For It {why}: {label} needs 2+ (000:L1051)"
                ))
            },
        })
    }

    /// The Dodge roll for `id` leaving `from` for `to` (000:L463-L482). Break Tackle, not yet
    /// used this turn by a player stronger than he is agile, sets the target by his ST
    /// (004:L10034-L10038); it counts as used only when the die needed it (`break_tackle_spent`).
    pub(crate) fn dodge_roll(
        &self,
        id: PlayerId,
        from: Square,
        to: Square,
        tackler: Option<PlayerId>,
    ) -> Step {
        let Some(player) = self.s.player(id) else {
            return Step::EndAction;
        };
        let modifiers = self.dodge_modifiers(player, from, to);
        let mut roll = self.agility_roll(
            player,
            RollKind::Dodge {
                player: id,
                tackler,
            },
            modifiers,
            format_args!(
                "Dodge: {} leaves a Tackle Zone; on a failure he is Knocked Down on {to} \
                 (000:L463-L482)",
                player.tag()
            ),
        );
        if self.worded
            && self.s.cards.any_on()
            && !self.s.in_tackle_zone(from, id.side)
            && let Step::Roll(pending) = &mut roll
        {
            pending.purpose.push_str(&format!(
                "; Incoming!: he leaves a square near a sideline or an End Zone ({})",
                crate::special_play::Card::Incoming.cite()
            ));
        }
        if let Some(st) = self.break_tackle_strength(player)
            && let Step::Roll(pending) = &mut roll
        {
            pending.target = Some(crate::dice::agility_target(st));
            if self.worded {
                pending.purpose.push_str(&format!(
                    "; Break Tackle: his ST {st} stands for his AG {} (004:L10034-L10038)",
                    player.profile.ag
                ));
            }
        }
        roll
    }

    /// Leap's Agility roll: no modifiers but Very Long Legs' +1; a failure leaves him Knocked
    /// Down on `to` (004:L10349-L10356, L10760-L10762).
    pub(crate) fn leap_roll(&self, id: PlayerId, to: Square) -> Step {
        let Some(player) = self.s.player(id) else {
            return Step::EndAction;
        };
        let mut modifiers = Vec::new();
        if player.has(Skill::VeryLongLegs) {
            modifiers.push(Modifier {
                name: self.words(format_args!("Very Long Legs")),
                value: 1,
            });
        }
        modifiers.extend(self.card_leap_modifier(id));
        self.agility_roll(
            player,
            RollKind::Leap { player: id },
            modifiers,
            format_args!(
                "Leap: {} jumps to {to}; no modifiers apply but Very Long Legs' (and a card's \
                 that says so), and on a failure he is Knocked Down there (004:L10349-L10356)",
                player.tag()
            ),
        )
    }

    /// Every modifier on a Dodge from `from` to `to`, in one list: the +1 for dodging, the
    /// opposing Tackle Zones on `to` (none with Stunty, 000:L1277; none from a Titchy
    /// opponent, 004:L10741-L10745), -1 for each opponent with Prehensile Tail whose Tackle
    /// Zone he leaves (004:L10455-L10459), +1 for Two Heads (004:L10746-L10749) and +1 for
    /// Titchy (004:L10738-L10741).
    pub(crate) fn dodge_modifiers(
        &self,
        player: &crate::player::Player,
        from: Square,
        to: Square,
    ) -> super::steps::Modifiers {
        let side = player.id.side;
        let mut modifiers = super::steps::Modifiers::new();
        modifiers.push(Modifier {
            name: self.words(format_args!("dodging")),
            value: 1,
        });
        let opponents_have = |skill| self.s.team_has(side.opponent(), skill);
        let (any_titchy, any_tail) = (
            opponents_have(Skill::Titchy),
            opponents_have(Skill::PrehensileTail),
        );
        let zones = self
            .s
            .tackle_zones_on(to, side)
            .filter(|p| !any_titchy || !p.has(Skill::Titchy))
            .count();
        if let Some(ignored) = self.in_the_zone(player.id, zones) {
            modifiers.push(ignored);
        } else if zones > 0 {
            // Not with Secret Weapon: he is too busy with it (000:L1277); not with Swoop: his
            // wings get in the way (004:L10656-L10660).
            if player.has(Skill::Stunty)
                && !player.has(Skill::SecretWeapon)
                && !player.has(Skill::Swoop)
            {
                modifiers.push(Modifier {
                    name: self.words(format_args!(
                        "Stunty ignores the {zones} Tackle Zone(s) on {to}"
                    )),
                    value: 0,
                });
            } else {
                modifiers.push(Modifier {
                    name: self.words(format_args!("{zones} opposing Tackle Zone(s) on {to}")),
                    value: -i8::try_from(zones).unwrap_or(8),
                });
            }
        }
        let titchy = if any_titchy {
            self.s
                .tackle_zones_on(to, side)
                .filter(|p| p.has(Skill::Titchy))
                .count()
        } else {
            0
        };
        if titchy > 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!(
                    "{titchy} Titchy opponent(s) on {to} exert no -1 (004:L10743)"
                )),
                value: 0,
            });
        }
        let tails = if any_tail {
            self.s
                .tackle_zones_on(from, side)
                .filter(|p| p.has(Skill::PrehensileTail) && p.is_standing())
                .count()
        } else {
            0
        };
        if tails > 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!(
                    "Prehensile Tail of {tails} opponent(s) on {from} (004:L10457)"
                )),
                value: -i8::try_from(tails).unwrap_or(8),
            });
        }
        for (skill, name) in [(Skill::TwoHeads, "Two Heads"), (Skill::Titchy, "Titchy")] {
            if player.has(skill) {
                modifiers.push(Modifier {
                    name: self.words(format_args!("{name}")),
                    value: 1,
                });
            }
        }
        modifiers.extend(self.card_dodge_modifier(player.id));
        modifiers
    }

    /// His ST, when Break Tackle may stand it for his AG on a Dodge now: he has it, has not
    /// used it this turn, and it helps (004:L10034-L10038).
    pub(crate) fn break_tackle_strength(&self, player: &crate::player::Player) -> Option<u8> {
        let st = self.strength_now(player);
        (player.may_use(Skill::BreakTackle) && st > player.profile.ag).then_some(st)
    }

    pub(crate) fn pick_up_roll(&self, id: PlayerId) -> Step {
        let Some(player) = self.s.player(id) else {
            return Step::EndAction;
        };
        let mut modifiers = vec![Modifier {
            name: self.words(format_args!("picking up")),
            value: 1,
        }];
        let handling = self.ball_handling_modifiers(player, false);
        if player.has(Skill::BigHand) {
            // Big Hand: the Tackle Zones and Pouring Rain count for nothing (004:L9841-L9845).
            modifiers.extend(handling.into_iter().map(|m| Modifier {
                name: self.words(format_args!("Big Hand ignores {}", m.name)),
                value: 0,
            }));
        } else {
            modifiers.extend(handling);
        }
        modifiers.extend(self.ball_skill_modifiers(player, Handling::PickUp));
        // A turnover only in his own team's turn: a Waaagh! Drummer's move comes before any.
        let turnover = self.s.ruleset.turnovers && self.moving_team(id);
        self.agility_roll(
            player,
            RollKind::PickUp { player: id },
            modifiers,
            format_args!(
                "Pick-up: {} must pick up the ball; a failure bounces it{} (000:L484-L507)",
                player.tag(),
                if turnover { " and is a turnover" } else { "" }
            ),
        )
    }

    /// Modifiers a player handling the ball on the ground takes: -1 per opposing Tackle Zone on
    /// him, -1 in Pouring Rain (pick-up 000:L500-L505, catch 000:L724-L731, rain 000:L1022).
    /// Nerves of Steel ignores the Tackle Zones when he catches or intercepts (`catching`),
    /// not when he picks up (001:L889-L891).
    pub(crate) fn ball_handling_modifiers(
        &self,
        player: &crate::player::Player,
        catching: bool,
    ) -> Vec<Modifier> {
        let mut modifiers = Vec::new();
        if let Some(square) = player.square() {
            let zones = self.s.tackle_zone_count(square, player.id.side);
            if let Some(ignored) = self.in_the_zone(player.id, zones) {
                modifiers.push(ignored);
            } else if zones > 0 && catching && player.has(Skill::NervesOfSteel) {
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
        if self.s.weather == Weather::PouringRain {
            modifiers.push(Modifier {
                name: self.words(format_args!("Pouring Rain")),
                value: -1,
            });
        }
        modifiers
    }

    /// A Dodge made on his ST by Break Tackle uses the skill up for the turn when his AG
    /// would have failed it: the coach uses it when it makes the difference, never to waste
    /// (004:L10034-L10038).
    pub(crate) fn break_tackle_spent(
        &mut self,
        id: PlayerId,
        pending: &super::steps::PendingRoll,
        dice: &[crate::dice::Die],
    ) {
        let Some(player) = self.s.player(id) else {
            return;
        };
        let by_agility = crate::dice::agility_target(player.profile.ag);
        let natural = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if self.break_tackle_strength(player).is_none()
            || pending.target == Some(by_agility)
            || crate::dice::succeeds(natural, pending.modifier(), by_agility)
        {
            return;
        }
        let label = self.ruling_label(id);
        if let Some(p) = self.s.player_mut(id) {
            p.used_this_turn.insert(Skill::BreakTackle);
        }
        self.say(
            EventKind::Note,
            format_args!(
                "{label} makes the Dodge with Break Tackle, his ST for his AG; used for this \
                 turn (004:L10034-L10038)"
            ),
        );
    }

    /// Every skill's modifier on a roll to handle the ball, in one list (the Tackle Zones and
    /// weather are `ball_handling_modifiers`' and the pass's own): Diving Catch +1 to catch an
    /// accurate pass to his square (004:L10116-L10117); Extra Arms +1 to pick up,
    /// catch or intercept (004:L10160-L10162); Very Long Legs +1 to intercept
    /// (004:L10760-L10762); -1 to pass, catch or intercept for each opponent with Disturbing
    /// Presence within 3 squares, standing or not (004:L10104-L10112). Big Hand's pick-up is
    /// in `pick_up_roll`: it takes modifiers away.
    pub(crate) fn ball_skill_modifiers(
        &self,
        player: &crate::player::Player,
        handling: Handling,
    ) -> Vec<Modifier> {
        let mut modifiers = Vec::new();
        let catching = matches!(handling, Handling::Catch { .. } | Handling::Intercept);
        if player.has(Skill::DivingCatch) && handling == (Handling::Catch { accurate: true }) {
            modifiers.push(Modifier {
                name: self.words(format_args!("Diving Catch")),
                value: 1,
            });
        }
        if player.has(Skill::ExtraArms) && (catching || handling == Handling::PickUp) {
            modifiers.push(Modifier {
                name: self.words(format_args!("Extra Arms")),
                value: 1,
            });
        }
        if player.has(Skill::VeryLongLegs) && handling == Handling::Intercept {
            modifiers.push(Modifier {
                name: self.words(format_args!("Very Long Legs")),
                value: 1,
            });
        }
        if let Some(square) = player.square()
            && (catching || handling == Handling::Pass)
            && self
                .s
                .team_has(player.id.side.opponent(), Skill::DisturbingPresence)
        {
            let near = self
                .s
                .players
                .iter()
                .filter(|p| p.id.side != player.id.side && p.has(Skill::DisturbingPresence))
                .filter(|p| p.square().is_some_and(|s| s.distance(square) <= 3))
                .count();
            if near > 0 {
                modifiers.push(Modifier {
                    name: self.words(format_args!(
                        "Disturbing Presence of {near} opponent(s) within 3 squares"
                    )),
                    value: -i8::try_from(near).unwrap_or(8),
                });
            }
        }
        if handling != Handling::Intercept {
            modifiers.extend(self.card_ball_modifier());
        }
        modifiers
    }

    /// A movement roll's result once re-rolls are settled.
    pub(crate) fn movement_rolled(&mut self, kind: &RollKind, success: bool, shown: &str) {
        match *kind {
            RollKind::GoForIt { player } if !success => self.go_for_it_missed(player, shown),
            RollKind::Dodge { player, .. } => {
                // Diving Tackle's diver goes down first, before any Armour roll for the
                // dodger (004:L10135-L10138).
                let diver = self.diving_tackler_lands(player);
                if !success && self.pass_blocking(player) {
                    self.pass_block_fall(player, "Dodge", shown);
                } else if !success {
                    let step = self.step_on_top(player);
                    let label = self.ruling_label(player);
                    self.fall(player, format_args!("{label} failed a Dodge ({shown})"));
                    self.ankle_deep_water(player);
                    self.shadow_fallen(player, step);
                }
                if let Some(from) = diver {
                    self.push(Step::LooseBall { from });
                }
            }
            RollKind::Leap { player } if !success && self.pass_blocking(player) => {
                self.pass_block_fall(player, "Leap", shown);
            }
            RollKind::Leap { player } if !success => {
                let step = self.step_on_top(player);
                let label = self.ruling_label(player);
                self.fall(
                    player,
                    format_args!("{label} failed a Leap ({shown}) (004:L10354)"),
                );
                self.shadow_fallen(player, step);
            }
            RollKind::PickUp { player } if !success && self.pass_blocking(player) => {
                if let Some(square) = self.s.player(player).and_then(|p| p.square()) {
                    self.pass_block_fumble(player, square, shown);
                    self.ball_of_pain(player);
                }
            }
            RollKind::PickUp { player } => {
                let label = self.ruling_label(player);
                if success {
                    self.s.ball = Ball::Held(player);
                    self.say(
                        EventKind::BallHeld { player },
                        format_args!("{label} picks up the ball ({shown})"),
                    );
                } else if let Some(square) = self.s.player(player).and_then(|p| p.square()) {
                    // The step goes on past the turnover: he left his square, and a
                    // shadower may still follow (004:L10541-L10544).
                    let step = match self.s.stack.last() {
                        Some(Step::Move(ctx)) if ctx.player == player => Some(ctx.clone()),
                        _ => None,
                    };
                    self.ball_turnover(
                        player.side,
                        format_args!(
                            "{label} failed to pick up the ball ({shown}) (000:L445, L492)"
                        ),
                    );
                    if let Some(ctx) = step {
                        self.push(Step::Move(ctx));
                    }
                    self.push(Step::LooseBall { from: square });
                    // Agrablag's Ball of Pain (004:L5545-L5565).
                    self.ball_of_pain(player);
                }
            }
            RollKind::StandUp { player } => {
                if success {
                    let (ma, rooted) = self
                        .s
                        .player(player)
                        .map_or((0, false), |p| (self.s.movement_allowance(p), p.rooted));
                    // A player who has taken root may not Go For It either (004:L10675-L10677).
                    let left = if rooted {
                        "he has taken root and may not move"
                    } else {
                        "only Go For It is left"
                    };
                    self.stand_up(player, ma, &format!("({shown}); {left}"));
                } else {
                    let label = self.ruling_label(player);
                    self.say(
                        EventKind::ActionEnded { player },
                        format_args!(
                            "{label} fails to stand up ({shown}) and stays Prone; not a turnover \
                             (000:L619)"
                        ),
                    );
                    self.end_action();
                }
            }
            RollKind::JumpUp { player } => {
                if success {
                    self.stand_up(player, 0, &format!("with Jump Up ({shown}) to block"));
                } else {
                    let label = self.ruling_label(player);
                    self.say(
                        EventKind::ActionEnded { player },
                        format_args!(
                            "{label} fails the Jump Up roll ({shown}): the Block Action is wasted; \
                             not a turnover (000:L1241)"
                        ),
                    );
                    self.end_action();
                }
            }
            _ => {}
        }
    }

    /// A Go For It failed, re-rolls settled: Astrogranite's D6 first, else he falls.
    fn go_for_it_missed(&mut self, player: PlayerId, shown: &str) {
        if !self.astrogranite_roll(player, shown) {
            self.go_for_it_failed(player, shown);
        }
    }

    /// A failed Go For It, once nothing saves it: he falls (000:L1051).
    pub(crate) fn go_for_it_failed(&mut self, player: PlayerId, shown: &str) {
        let step = self.step_on_top(player);
        let label = self.ruling_label(player);
        self.fall(player, format_args!("{label} failed a Go For It ({shown})"));
        self.ankle_deep_water(player);
        self.shadow_fallen(player, step);
    }

    /// The opponents who may use Diving Tackle on the Dodge now rolled, or none yet declared:
    /// standing with their Tackle Zones next to the square he left (004:L10125-L10133).
    fn diving_tacklers(&self, dodger: PlayerId) -> Vec<PlayerId> {
        let Some(Step::Move(ctx)) = self.s.stack.last() else {
            return Vec::new();
        };
        if ctx.player != dodger
            || ctx.diving_tackle.is_some()
            || !self.s.team_has(dodger.side.opponent(), Skill::DivingTackle)
        {
            return Vec::new();
        }
        // Against a Pass Block, not the thrower: the pass is announced (004:L10421-L10423).
        let pass_block = self.pass_blocking(dodger);
        self.s
            .tackle_zones_on(ctx.from, dodger.side)
            .filter(|p| p.has(Skill::DivingTackle) && !p.rooted && p.is_standing())
            // Never a Ball & Chain player (004:L9837-L9839).
            .filter(|p| !p.has(Skill::BallAndChain))
            .filter(|p| !(pass_block && self.s.carries_ball(p.id)))
            .map(|p| p.id)
            .collect()
    }

    /// A Dodge roll is read: its opponent is asked about Diving Tackle first, if he may use
    /// it and has not on this Dodge (a re-rolled Dodge is asked again). True when asked.
    pub(crate) fn ask_diving_tackle(
        &mut self,
        pending: &super::steps::PendingRoll,
        dice: &[crate::dice::Die],
    ) -> bool {
        let RollKind::Dodge { player, .. } = pending.kind else {
            return false;
        };
        let eligible = self.diving_tacklers(player);
        if eligible.is_empty() {
            return false;
        }
        self.push(Step::DivingTackle {
            roll: Box::new(pending.clone()),
            dice: crate::dice::Dice::from_slice(dice),
            eligible,
        });
        true
    }

    /// The opponent's answer: with a diver, -2 on this Dodge (and on its re-roll), and he
    /// goes down on the square left once the Dodge is resolved (004:L10125-L10138).
    pub(crate) fn diving_tackle(
        &mut self,
        mut roll: super::steps::PendingRoll,
        dice: crate::dice::Dice,
        eligible: &[PlayerId],
        player: Option<PlayerId>,
    ) -> Result<(), Rejection> {
        if let Some(id) = player
            && !eligible.contains(&id)
        {
            if let Some(no) = self.no_such_player(id) {
                return Err(no);
            }
            return Err(self.refuse(
                format_args!(
                    "{} may not use Diving Tackle here: he needs the skill, to stand with his \
                     Tackle Zones next to the square the dodger left",
                    self.named(id)
                ),
                "004:L10125-L10133",
            ));
        }
        self.s.stack.pop();
        if let Some(id) = player {
            if let Some(Step::Move(ctx)) = self.s.stack.last_mut() {
                ctx.diving_tackle = Some(id);
            }
            roll.modifiers.push(Modifier {
                name: self.words(format_args!("Diving Tackle")),
                value: -2,
            });
            let label = self.ruling_label(id);
            let success = super::rolls::outcome(&roll, &dice) == Some(true);
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} uses Diving Tackle: -2 on the Dodge, which now {} \
                     (004:L10129-L10131)",
                    if success { "succeeds" } else { "fails" }
                ),
            );
        }
        self.settle(Box::new(roll), &dice);
        Ok(())
    }

    /// The diver of this step's Dodge, if any, is Placed Prone on the square the dodger left,
    /// with no Armour roll; the square where a ball he held bounces from.
    fn diving_tackler_lands(&mut self, dodger: PlayerId) -> Option<Square> {
        let Some(Step::Move(ctx)) = self.s.stack.last_mut() else {
            return None;
        };
        if ctx.player != dodger {
            return None;
        }
        let (diver, from) = (ctx.diving_tackle.take()?, ctx.from);
        if self.s.is_occupied(from) {
            return None;
        }
        self.s.set_place(
            diver,
            Place::Pitch {
                square: from,
                stance: Stance::Prone,
            },
        );
        let label = self.ruling_label(diver);
        self.say(
            EventKind::PlacedProne {
                player: diver,
                square: from,
            },
            format_args!(
                "{label} is Placed Prone on {from} after his Diving Tackle, with no Armour roll \
                 (004:L10135-L10138)"
            ),
        );
        // Whichever ball he held (Rogue Ball's second too) is the one to bounce.
        self.take_up_held_ball(diver);
        if self.s.ball == Ball::Held(diver) {
            self.s.ball = Ball::OnGround(from);
            return Some(from);
        }
        None
    }

    /// He has stepped (or leapt) from `from` to `to` and stands there: the opponents with
    /// Shadowing whose Tackle Zone he left may follow, one of them (004:L10541-L10556).
    fn shadow_offer(&mut self, mover: PlayerId, from: Square, to: Square) {
        if self.s.standing_square(mover) != Some(to) {
            return;
        }
        self.offer_shadowing(mover, from, to);
    }

    /// The step `player` is making, from the `Move` step on top of the stack: where from,
    /// where to.
    fn step_on_top(&self, player: PlayerId) -> Option<(Square, Square)> {
        match self.s.stack.last() {
            Some(Step::Move(ctx)) if ctx.player == player => Some((ctx.from, ctx.to)),
            _ => None,
        }
    }

    /// He fell on the step `step` (a failed Go For It, Dodge or Leap): he left the Tackle
    /// Zones all the same, so a shadower may follow him, asked before the fall's Armour roll
    /// (004:L10541-L10544: "for any reason").
    fn shadow_fallen(&mut self, mover: PlayerId, step: Option<(Square, Square)>) {
        if let Some((from, to)) = step
            && self.s.player(mover).and_then(|p| p.square()) == Some(to)
        {
            self.offer_shadowing(mover, from, to);
        }
    }

    /// `mover`, performing an Action, left `from` for `to`: the opponents with Shadowing
    /// whose Tackle Zone he left may follow into `from` if it is empty, one of them
    /// (004:L10541-L10556). A Pass Block move is no Action; a follow-up is a move of his
    /// Action (`block.rs`).
    pub(super) fn offer_shadowing(&mut self, mover: PlayerId, from: Square, to: Square) {
        if self.s.action().map(|a| a.player) != Some(mover)
            || !self.s.team_has(mover.side.opponent(), Skill::Shadowing)
            || self.s.is_occupied(from)
        {
            return;
        }
        let eligible: Vec<PlayerId> = self
            .s
            .tackle_zones_on(from, mover.side)
            .filter(|p| p.has(Skill::Shadowing) && !p.rooted && p.is_standing())
            // Never a Ball & Chain player (004:L9837-L9839).
            .filter(|p| !p.has(Skill::BallAndChain))
            .filter(|p| p.square().is_some_and(|s| s.distance(to) > 1))
            .map(|p| p.id)
            .collect();
        if !eligible.is_empty() {
            self.push(Step::Shadow {
                mover,
                from,
                eligible,
            });
        }
    }

    /// The opponent's answer: a shadower, and the mover's coach rolls 2D6.
    pub(crate) fn shadow(
        &mut self,
        mover: PlayerId,
        from: Square,
        eligible: &[PlayerId],
        player: Option<PlayerId>,
    ) -> Result<(), Rejection> {
        if let Some(id) = player
            && !eligible.contains(&id)
        {
            if let Some(no) = self.no_such_player(id) {
                return Err(no);
            }
            return Err(self.refuse(
                format_args!(
                    "{} may not shadow: he needs the skill, to stand with his Tackle Zones, and \
                     to have had {} in one",
                    self.named(id),
                    self.named(mover)
                ),
                "004:L10541-L10544",
            ));
        }
        self.s.stack.pop();
        let Some(shadower) = player else {
            return Ok(());
        };
        // His MA as it stands: Uneven Footing's -1 too (004:L3630, L10543-L10545).
        let ma = |id: PlayerId| {
            self.s
                .player(id)
                .map_or(0, |p| self.s.movement_allowance(p))
        };
        let (mover_ma, shadow_ma) = (ma(mover), ma(shadower));
        let (a, b) = (self.ruling_label(mover), self.ruling_label(shadower));
        self.push(Step::roll(super::steps::PendingRoll {
            kind: RollKind::Shadowing {
                mover,
                shadower,
                from,
            },
            side: mover.side,
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            // The mover's coach rolls it for his player in his own turn: the team re-roll and
            // the mover's Pro reach it (000:L758; 004:L10461-L10465, L10544-L10546).
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Shadowing: {b} follows {a}; 2D6 + {mover_ma} (his MA) - {shadow_ma} ({b}'s MA): \
                 7 or less and {b} steps into {from}, 8 or more and {a} gets away \
                 (004:L10544-L10552)"
            )),
        }));
        Ok(())
    }

    pub(crate) fn shadowing_rolled(
        &mut self,
        mover: PlayerId,
        shadower: PlayerId,
        from: Square,
        dice: &[crate::dice::Die],
    ) {
        let total = self.shadowing_total(mover, shadower, dice);
        let (a, b) = (self.ruling_label(mover), self.ruling_label(shadower));
        // A square with only a ball on it is empty (000:L577): he steps in, and the ball,
        // entered outside his own Action, bounces from it (000:L488).
        if total <= 7
            && !self.s.is_occupied(from)
            && let Some(was) = self.s.standing_square(shadower)
        {
            self.s.set_place(
                shadower,
                Place::Pitch {
                    square: from,
                    stance: Stance::Standing,
                },
            );
            self.say(
                EventKind::Moved {
                    player: shadower,
                    from: was,
                    to: from,
                },
                format_args!(
                    "Shadowing: {total} (7 or less): {b} follows {a} into {from}, with no Dodge \
                     (004:L10548-L10550)"
                ),
            );
            if let Some(bounce) = super::other_balls::bounce_lying_ball(self.s, from) {
                self.say(
                    EventKind::Note,
                    format_args!("the ball lies there: it bounces from {b} (000:L488)"),
                );
                self.push_in_order(bounce);
            }
        } else {
            self.say(
                EventKind::Note,
                format_args!("Shadowing: {total}: {a} gets away from {b} (004:L10551-L10552)"),
            );
        }
    }

    /// The acting player falls in his own turn: Knocked Down, turnover (000:L443, L591).
    pub(crate) fn fall(&mut self, player: PlayerId, cause: std::fmt::Arguments<'_>) {
        self.turnover(format_args!("{cause}, Knocked Down"));
        let steps = self.knock_down(player, None);
        self.push_in_order(steps);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Shadowing's score: the 2D6 plus the mover's MA, less the shadower's (each as it stands,
    /// Uneven Footing's -1 too); 7 or less and the shadower follows, 8 or more and the mover
    /// gets away (004:L10544-L10552).
    pub(crate) fn shadowing_total(
        &self,
        mover: PlayerId,
        shadower: PlayerId,
        dice: &[crate::dice::Die],
    ) -> i16 {
        let sum: i16 = dice.iter().filter_map(|d| d.value()).map(i16::from).sum();
        let ma = |id: PlayerId| {
            i16::from(
                self.s
                    .player(id)
                    .map_or(0, |p| self.s.movement_allowance(p)),
            )
        };
        sum + ma(mover) - ma(shadower)
    }

    /// Go For It squares a player may take: 2, or 3 with Sprint (000:L1047, L1273); any
    /// number under Go the Extra Mile (004:L5869-L5889); one more on Uneven Footing, none
    /// more after Astrogranite saved one (004:L3625-L3633).
    pub(crate) fn max_go_for_it(&self, id: PlayerId) -> u8 {
        if let Some(spent) = self.barred_go_for_its(id) {
            spent
        } else if self.extra_mile(id) {
            u8::MAX
        } else if self.s.player(id).is_some_and(|p| p.has(Skill::Sprint)) {
            3 + self.weather_go_for_its() + self.surface_go_for_its()
        } else {
            2 + self.weather_go_for_its() + self.surface_go_for_its()
        }
    }

    /// Whether the acting player has a square of movement or a Go For It left.
    #[inline]
    pub(crate) fn can_pay_square(&self, id: PlayerId) -> bool {
        let (Some(action), Some(player)) = (self.s.action(), self.s.player(id)) else {
            return false;
        };
        if self.marking() {
            return self.marking_can_pay(action, player);
        }
        // Taken root: MA 0 and no Go For It (004:L10671-L10675).
        !player.rooted
            && (action.moved < self.s.movement_allowance(player)
                || action.extra < self.max_go_for_it(id))
    }

    /// Why the acting player may not move to `to`, if he may not.
    #[inline]
    pub(crate) fn move_problem(&self, to: Square) -> Option<Rejection> {
        let action = self.s.action()?;
        let player = self.s.player(action.player)?;
        if self.marking() {
            return self.marking_move_problem(action, player, to);
        }
        match self.mover_problem(action, player) {
            Ok(from) => self
                .step_problem(player, from, to)
                .or_else(|| self.end_zone_kept(player, to))
                .or_else(|| {
                    // Sloping Pitch: one more Go For It down the slope (004:L3614-L3616).
                    self.pay_problem(player).filter(|_| {
                        !(self.slope_go_for_it(action, player) && self.downhill(from, to))
                    })
                }),
            Err(refused) => Some(refused),
        }
    }

    /// `player` holds the ball in the End Zone he scores in and `to` is out of it (a 2016
    /// touchdown; Blitz Bowl's points are scored otherwise, 002:L618).
    pub(crate) fn leaves_end_zone_with_ball(
        &self,
        player: &crate::player::Player,
        to: Square,
    ) -> bool {
        to.x() != self.s.pitch().scoring_end_zone_x(player.id.side)
            && self.holds_ball_in_end_zone(player.id)
    }

    /// `id` stands with the ball in the End Zone he scores a 2016 touchdown in. The step loop
    /// asks it at every rest (`touchdown_in`): the cheap checks first.
    #[inline]
    pub(crate) fn holds_ball_in_end_zone(&self, id: PlayerId) -> bool {
        matches!(self.s.ball, Ball::Held(holder) if holder == id)
            && self.s.player(id).is_some_and(|p| {
                p.is_standing()
                    && p.square()
                        .is_some_and(|at| at.x() == self.s.pitch().scoring_end_zone_x(id.side))
            })
            && !matches!(self.s.ruleset.scoring, ScoringPolicy::Points { .. })
    }

    /// Why `player` may not go to `to` because he holds the ball in the End Zone he scores in:
    /// in his own Action he may not leave it of his own will (000:L806). Only while his
    /// touchdown waits for his Blitz's block or his Foul (`touchdown_as_action_ends`).
    pub(crate) fn end_zone_kept(
        &self,
        player: &crate::player::Player,
        to: Square,
    ) -> Option<Rejection> {
        self.leaves_end_zone_with_ball(player, to).then(|| {
            self.refuse(
                format_args!(
                    "{} holds the ball in the End Zone: he may not leave it during his Action; \
                     he scores as it ends",
                    player.tag()
                ),
                "000:L806",
            )
        })
    }

    /// [`Self::move_problem`] under Marking (002:L481, L501, L594): kept out of the 2016
    /// path.
    #[cold]
    #[inline(never)]
    pub(crate) fn marking_move_problem(
        &self,
        action: &crate::state::ActiveAction,
        player: &crate::player::Player,
        to: Square,
    ) -> Option<Rejection> {
        match self.mover_problem(action, player) {
            Ok(from) => self
                .step_problem(player, from, to)
                .or_else(|| self.marking_pay_problem(action, player))
                .or_else(|| self.marking_step_problem(action, player, from, to)),
            Err(refused) => Some(refused),
        }
    }

    /// [`Self::can_pay_square`] under Marking.
    #[cold]
    #[inline(never)]
    fn marking_can_pay(
        &self,
        action: &crate::state::ActiveAction,
        player: &crate::player::Player,
    ) -> bool {
        self.marking_pay_problem(action, player).is_none()
    }

    /// `player`'s square if he may step at all on this Action (not a Block Action, standing);
    /// otherwise why not. The part of [`Self::move_problem`] that is the same for every
    /// square, which the prompt asks once.
    pub(crate) fn mover_problem(
        &self,
        action: &crate::state::ActiveAction,
        player: &crate::player::Player,
    ) -> Result<Square, Rejection> {
        // Blood Lust: a Vampire who must feed may take a Move instead of his Block, until he
        // has blocked (004:L9978-L9979).
        if action.kind == ActionKind::Block && (!player.must_feed || action.blocked) {
            return Err(self.refuse(
                format_args!("a Block Action allows no movement"),
                "000:L427",
            ));
        }
        if let Some(refused) = self.rooted_problem(player) {
            return Err(refused);
        }
        // Ball & Chain: he moves only at random, and never leaps (004:L9816-L9819, L9838).
        if player.has(Skill::BallAndChain) {
            return Err(self.refuse(
                format_args!(
                    "{} has a Ball & Chain: he chooses no square, the Throw-in template and a D6 \
                     move him",
                    player.tag()
                ),
                "004:L9816-L9819",
            ));
        }
        if action.kind == ActionKind::Bomb {
            return Err(self.refuse(
                format_args!("a Bombardier may not move before throwing his bomb"),
                "004:L9999-L10000",
            ));
        }
        player
            .square()
            .filter(|_| player.is_standing())
            .ok_or_else(|| {
                self.refuse(format_args!("{} is not standing", player.tag()), "000:L609")
            })
    }

    /// Why `player`, standing on `from`, may not step to `to`: not next to him, or taken.
    #[inline]
    pub(crate) fn step_problem(
        &self,
        player: &crate::player::Player,
        from: Square,
        to: Square,
    ) -> Option<Rejection> {
        if from.distance(to) != 1 {
            return Some(self.refuse(
                format_args!(
                    "{to} is not next to {} on {from}: move one square at a time",
                    player.tag()
                ),
                "000:L455",
            ));
        }
        if let Some(other) = self.s.player_at(to) {
            return Some(self.refuse(
                format_args!("{to} is occupied by {}", other.tag()),
                "000:L455",
            ));
        }
        None
    }

    /// The refusal of a step into a blocked square (002:L224, L481).
    pub(crate) fn blocked_square(&self, to: Square) -> Rejection {
        self.refuse(
            format_args!("{to} is a blocked square: no player enters it"),
            "002:L224, L481",
        )
    }

    /// Why the acting player may not Leap to `to`, if he may not: he must be able to step at
    /// all, have Leap unused this turn, and two squares to pay, and `to` must be empty and 1
    /// or 2 squares away (004:L10344-L10357).
    pub(crate) fn leap_problem(&self, to: Square) -> Option<Rejection> {
        let action = self.s.action()?;
        let player = self.s.player(action.player)?;
        let from = match self.mover_problem(action, player) {
            Ok(from) => from,
            Err(refused) => return Some(refused),
        };
        if !player.may_use(Skill::Leap) {
            return Some(self.refuse(
                format_args!(
                    "{} has no Leap, or has leapt this turn already",
                    player.tag()
                ),
                "004:L10357",
            ));
        }
        if !(1..=2).contains(&from.distance(to)) {
            return Some(self.refuse(
                format_args!("{to} is not 1 or 2 squares from {from}"),
                "004:L10345",
            ));
        }
        if let Some(kept) = self.end_zone_kept(player, to) {
            return Some(kept);
        }
        if let Some(other) = self.s.player_at(to) {
            return Some(self.refuse(
                format_args!("{to} is occupied by {}", other.tag()),
                "004:L10345",
            ));
        }
        if self.marking() && self.s.ruleset.pitch.blocked.contains(to) {
            return Some(self.blocked_square(to));
        }
        let left = usize::from(
            self.s
                .movement_allowance(player)
                .saturating_sub(action.moved),
        ) + usize::from(self.max_go_for_it(player.id).saturating_sub(action.extra));
        if left < 2 {
            return Some(self.refuse(
                format_args!(
                    "{} has {left} square(s) of movement and Go For It left; a Leap costs 2",
                    player.tag()
                ),
                "004:L10347",
            ));
        }
        None
    }

    /// Why the acting player has no square of movement or Go For It left to step with.
    pub(crate) fn pay_problem(&self, player: &crate::player::Player) -> Option<Rejection> {
        if self.can_pay_square(player.id) {
            return None;
        }
        if self.barred_go_for_its(player.id).is_some() {
            return Some(self.refuse(
                format_args!(
                    "{} has 0 MA left and may not Go For It again this Action (Astrogranite)",
                    player.tag()
                ),
                "004:L3627-L3629",
            ));
        }
        Some(self.refuse(
            format_args!(
                "{} has 0 MA left and has used {} Go For It squares",
                player.tag(),
                if self.max_go_for_it(player.id) == 3 {
                    "all 3"
                } else {
                    "both"
                }
            ),
            "000:L1047",
        ))
    }
}
