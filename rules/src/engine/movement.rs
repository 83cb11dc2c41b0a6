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
use crate::setup::Weather;
use crate::state::Ball;

impl Engine<'_> {
    /// Spends one square of the acting player's movement; true when it is a Go For It.
    pub(crate) fn spend_square(&mut self, id: PlayerId) -> bool {
        let ma = self.s.player(id).map_or(0, |p| p.profile.ma);
        let Some(action) = self.s.turn.as_mut().and_then(|t| t.action.as_mut()) else {
            return false;
        };
        if action.moved < ma {
            action.moved += 1;
            false
        } else {
            action.extra += 1;
            true
        }
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
        let dodge = self.s.in_tackle_zone(from, id.side);
        // Tackle (001:L991-L993): the Dodge skill may not re-roll a dodge out of his zone.
        let tackler = self
            .s
            .tackle_zones_on(from, id.side)
            .find(|p| p.has(Skill::Tackle))
            .map(|p| p.id);
        let go_for_it = self.spend_square(id);
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
            format_args!("{label} moves {from} → {to}"),
        );
        self.push(Step::Move(MoveCtx {
            player: id,
            to,
            go_for_it,
            dodge,
            tackler,
            stage: 0,
        }));
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
                0 if ctx.go_for_it => self.go_for_it_roll(player, "for an extra square"),
                1 if ctx.dodge => self.dodge_roll(player, to, ctx.tackler),
                0 | 1 => continue,
                2 => {
                    let steps = self.pick_up_steps(player, to);
                    if !steps.is_empty() {
                        self.push(Step::Move(ctx));
                        self.push_in_order(steps);
                    }
                    return;
                }
                _ => return,
            };
            self.push(Step::Move(ctx));
            self.push(roll);
            return;
        }
    }

    /// A ball on the square he moved into: the pick-up roll, or with Rogue Ball, a bounce when
    /// he holds the other ball already (004:L1339-L1351).
    fn pick_up_steps(&mut self, player: PlayerId, to: Square) -> Vec<Step> {
        let here = self.s.ball == Ball::OnGround(to);
        let second_here = self.s.second_ball == Some(Ball::OnGround(to));
        if !here && !second_here {
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
            return if here {
                bounce
            } else {
                super::rogue_ball::with_second_ball(bounce)
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
            return if here {
                bounce
            } else {
                super::rogue_ball::with_second_ball(bounce)
            };
        }
        if !here {
            // The two balls are alike until the replica is known: handle this one.
            self.swap_balls();
        }
        vec![self.pick_up_roll(player)]
    }

    pub(crate) fn go_for_it_roll(&self, id: PlayerId, why: &str) -> Step {
        let blizzard = self.s.weather == Weather::Blizzard;
        let label = self.ruling_label(id);
        Step::roll(PendingRoll {
            kind: RollKind::GoForIt { player: id },
            side: id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(if blizzard { 3 } else { 2 }),
            modifiers: Vec::new(),
            rerolled: false,
            purpose: if blizzard {
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

    pub(crate) fn dodge_roll(&self, id: PlayerId, to: Square, tackler: Option<PlayerId>) -> Step {
        let Some(player) = self.s.player(id) else {
            return Step::EndAction;
        };
        let mut modifiers = vec![Modifier {
            name: self.words(format_args!("dodging")),
            value: 1,
        }];
        let zones = self.s.tackle_zone_count(to, id.side);
        if zones > 0 {
            // Not with Secret Weapon: he is too busy with it (000:L1277).
            if player.has(Skill::Stunty) && !player.has(Skill::SecretWeapon) {
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
        self.agility_roll(
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
        )
    }

    pub(crate) fn pick_up_roll(&self, id: PlayerId) -> Step {
        let Some(player) = self.s.player(id) else {
            return Step::EndAction;
        };
        let mut modifiers = vec![Modifier {
            name: self.words(format_args!("picking up")),
            value: 1,
        }];
        modifiers.extend(self.ball_handling_modifiers(player, false));
        self.agility_roll(
            player,
            RollKind::PickUp { player: id },
            modifiers,
            format_args!(
                "Pick-up: {} must pick up the ball; a failure bounces it and is a turnover \
                 (000:L484-L507)",
                player.tag()
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
            if zones > 0 && catching && player.has(Skill::NervesOfSteel) {
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

    /// A movement roll's result once re-rolls are settled.
    pub(crate) fn movement_rolled(&mut self, kind: &RollKind, success: bool, shown: &str) {
        match *kind {
            RollKind::GoForIt { player } if !success => {
                let label = self.ruling_label(player);
                self.fall(player, format_args!("{label} failed a Go For It ({shown})"));
            }
            RollKind::Dodge { player, .. } if !success => {
                let label = self.ruling_label(player);
                self.fall(player, format_args!("{label} failed a Dodge ({shown})"));
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
                    self.turnover(format_args!(
                        "{label} failed to pick up the ball ({shown}) (000:L445, L492)"
                    ));
                    self.push(Step::LooseBall { from: square });
                }
            }
            RollKind::StandUp { player } => {
                if success {
                    let ma = self.s.player(player).map_or(0, |p| p.profile.ma);
                    self.stand_up(player, ma, &format!("({shown}); only Go For It is left"));
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

    /// The acting player falls in his own turn: Knocked Down, turnover (000:L443, L591).
    pub(crate) fn fall(&mut self, player: PlayerId, cause: std::fmt::Arguments<'_>) {
        self.turnover(format_args!("{cause}, Knocked Down"));
        let steps = self.knock_down(player, None);
        self.push_in_order(steps);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Go For It squares a player may take: 2, or 3 with Sprint (000:L1047, L1273).
    pub(crate) fn max_go_for_it(&self, id: PlayerId) -> u8 {
        if self.s.player(id).is_some_and(|p| p.has(Skill::Sprint)) {
            3
        } else {
            2
        }
    }

    /// Whether the acting player has a square of movement or a Go For It left.
    pub(crate) fn can_pay_square(&self, id: PlayerId) -> bool {
        let (Some(action), Some(player)) = (self.s.action(), self.s.player(id)) else {
            return false;
        };
        action.moved < player.profile.ma || action.extra < self.max_go_for_it(id)
    }

    /// Why the acting player may not move to `to`, if he may not.
    pub(crate) fn move_problem(&self, to: Square) -> Option<Rejection> {
        let action = self.s.action()?;
        let player = self.s.player(action.player)?;
        match self.mover_problem(action, player) {
            Ok(from) => self
                .step_problem(player, from, to)
                .or_else(|| self.pay_problem(player)),
            Err(refused) => Some(refused),
        }
    }

    /// `player`'s square if he may step at all on this Action (not a Block Action, standing);
    /// otherwise why not. The part of [`Self::move_problem`] that is the same for every
    /// square, which the prompt asks once.
    pub(crate) fn mover_problem(
        &self,
        action: &crate::state::ActiveAction,
        player: &crate::player::Player,
    ) -> Result<Square, Rejection> {
        if action.kind == ActionKind::Block {
            return Err(self.refuse(
                format_args!("a Block Action allows no movement"),
                "000:L427",
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

    /// Why the acting player has no square of movement or Go For It left to step with.
    pub(crate) fn pay_problem(&self, player: &crate::player::Player) -> Option<Rejection> {
        if self.can_pay_square(player.id) {
            return None;
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
