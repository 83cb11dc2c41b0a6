//! Blitz Bowl's Throw Team-mate Action, an advanced rule a league turns on
//! (`RulesetParams::advanced`, 002:L769-L782): a Throw Action (declared as one, so it counts as
//! one for Challenge Cards and for the player's one Throw a turn, 002:L773; digest §3.9) by a
//! position the data marks `throws_team_mates` (an Ogre, a Troll, a Treeman; no printed Team
//! Card has one). The thrower must be Open and hold no ball (002:L775); he throws a standing
//! team-mate next to him, Open or Marked, of another position (002:L776), to a square within
//! the Throw Ruler's reach that is not blocked (digest §9, our default) nor his or the thrown
//! player's own; the Throw Check is his, with the Throw's −1 for Long and for Obstructed, held
//! to ±1 (002:L777, digest §3.9's reading). Then:
//!
//! - a Fumble (a 1 before or after modifiers): the thrown player is Injured, and a ball he
//!   held Bounces from the thrower's square (002:L781);
//! - onto another player, not a Fumble: that player is placed Prone, his ball Bounces from the
//!   square and he makes an Armour Check, −1 if the Throw Check succeeded; the thrown player
//!   is Injured and his ball Bounces from the square (002:L780);
//! - onto an empty square: standing, keeping his ball, on a success (002:L778); Prone with no
//!   Armour Check, his ball Bouncing from the square, on a failure (002:L779);
//! - a loose ball in that square Bounces from it (002:L782).

use std::borrow::Cow;

use super::steps::{PendingRoll, RollKind, Step, Steps};
use super::throw_ruler::{throw_band, throw_value};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{ActionKind, Decision, PassRange};
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::state::Ball;

impl<S: State> Engine<'_, S> {
    /// Why the acting player may not throw `thrown` to `target` by Blitz Bowl's Throw
    /// Team-mate Action, if he may not (002:L769-L777).
    pub(crate) fn blitz_throw_team_mate_problem(
        &self,
        thrown: PlayerId,
        target: Square,
    ) -> Option<Rejection> {
        if !self.s.ruleset.advanced.throw_team_mate {
            return Some(self.refuse(
                format_args!(
                    "Blitz Bowl's Throw Team-mate Action is an advanced rule this match does not \
                     play: a league turns it on (a script's \"advanced\": [\"throw-team-mate\"])"
                ),
                "002:L769",
            ));
        }
        let Some(action) = self.s.action() else {
            return Some(self.refuse_input(format_args!("no Action is in progress")));
        };
        let Some(thrower) = self.s.player(action.player) else {
            return Some(self.refuse_input(format_args!("no Action is in progress")));
        };
        let tag = thrower.tag();
        if action.kind != ActionKind::Pass {
            return Some(self.refuse(
                format_args!(
                    "{tag} declared a {} Action: a Throw Team-mate is a Throw Action",
                    self.action_name(action.kind)
                ),
                "002:L773",
            ));
        }
        if !thrower.throws_team_mates() {
            return Some(self.refuse(
                format_args!(
                    "{tag} cannot throw a team-mate: only an Ogre, a Troll or a Treeman can (the \
                     Team Card's throws_team_mates)"
                ),
                "002:L773",
            ));
        }
        let Some(from) = self.s.standing_square(thrower.id) else {
            return Some(self.refuse(format_args!("{tag} is not standing"), "002:L775"));
        };
        if self.marked_squares(thrower.id.side).contains(from) {
            return Some(self.refuse(
                format_args!("{tag} is Marked: only an Open player throws a team-mate"),
                "002:L775",
            ));
        }
        if self.s.carries_ball(thrower.id) {
            return Some(self.refuse(
                format_args!("{tag} holds a ball: a Throw Team-mate needs empty hands"),
                "002:L775",
            ));
        }
        if throw_value(thrower).is_none() {
            return Some(self.refuse(
                format_args!("{tag} has a '-' Throw Value: he can make no Throw Check"),
                "002:L327, L777",
            ));
        }
        let Some(mate) = self.s.player(thrown) else {
            return Some(self.refuse_input(format_args!("there is no player {thrown}")));
        };
        let next_to = self
            .s
            .standing_square(thrown)
            .is_some_and(|at| at.distance(from) == 1);
        if mate.id.side != thrower.id.side || mate.id == thrower.id || !next_to {
            return Some(self.refuse(
                format_args!("{} is not a standing team-mate next to {tag}", mate.tag()),
                "002:L776",
            ));
        }
        if mate.profile.position == thrower.profile.position {
            return Some(self.refuse(
                format_args!(
                    "{} is a {} like {tag}: a player of the same position cannot be thrown",
                    mate.tag(),
                    mate.profile.position
                ),
                "002:L776",
            ));
        }
        let (short, long) = self.throw_ruler()?;
        let (dx, dy) = (
            i32::from(target.x()) - i32::from(from.x()),
            i32::from(target.y()) - i32::from(from.y()),
        );
        if throw_band(dx, dy, short, long).is_none() || mate.square() == Some(target) {
            return Some(self.refuse(
                format_args!(
                    "{target} is not a square within the Throw Ruler's reach from {from} (Long: \
                     {long} squares centre to centre) other than the thrown player's own"
                ),
                "002:L777",
            ));
        }
        if self.s.ruleset.pitch.blocked.contains(target) {
            return Some(self.blocked_square(target));
        }
        None
    }

    /// The Throw Team-mate Actions the acting player may make: each adjacent team-mate to each
    /// square the problem above allows (asked only under the advanced rule, 002:L769).
    #[cold]
    #[inline(never)]
    pub(crate) fn blitz_throw_team_mate_options(&self, from: Square, options: &mut Vec<Decision>) {
        let Some(action) = self.s.action() else {
            return;
        };
        let may_throw = self
            .s
            .player(action.player)
            .is_some_and(crate::player::Player::throws_team_mates);
        let Some((_, long)) = self.throw_ruler().filter(|_| may_throw) else {
            return;
        };
        let reach = i32::from(long);
        for mate in self.s.players_next_to(from) {
            if mate.id.side != action.player.side {
                continue;
            }
            let (x, y) = (i32::from(from.x()), i32::from(from.y()));
            let round =
                (-reach..=reach).flat_map(|dx| (-reach..=reach).map(move |dy| (x + dx, y + dy)));
            for target in round.filter_map(|(x, y)| self.s.pitch().square(x, y)) {
                if self
                    .blitz_throw_team_mate_problem(mate.id, target)
                    .is_none()
                {
                    options.push(Decision::ThrowTeamMate {
                        player: mate.id,
                        target,
                        range: None,
                    });
                }
            }
        }
    }
}

impl Engine<'_> {
    /// The Throw Team-mate, its checks passed: the thrower's Throw Check, then the landing
    /// (002:L777-L782).
    pub(crate) fn blitz_throw_team_mate(
        &mut self,
        thrown: PlayerId,
        target: Square,
    ) -> Result<(), Rejection> {
        if let Some(problem) = self.blitz_throw_team_mate_problem(thrown, target) {
            return Err(problem);
        }
        let (Some(thrower), Some((short, long))) =
            (self.s.action().map(|a| a.player), self.throw_ruler())
        else {
            return Err(self.refuse_input(format_args!("no Throw Team-mate is possible now")));
        };
        let Some(from) = self.s.standing_square(thrower) else {
            return Err(self.refuse_input(format_args!("the thrower is not standing")));
        };
        let (dx, dy) = (
            i32::from(target.x()) - i32::from(from.x()),
            i32::from(target.y()) - i32::from(from.y()),
        );
        let long_throw = throw_band(dx, dy, short, long) == Some(PassRange::Long);
        let (a, b) = (self.ruling_label(thrower), self.ruling_label(thrown));
        self.say(
            EventKind::Note,
            format_args!(
                "{a} throws {b} from {from} towards {target}: {} (002:L777)",
                if long_throw {
                    "a Long Throw"
                } else {
                    "a Short Throw"
                }
            ),
        );
        let mut modifiers: super::steps::Modifiers = Default::default();
        if long_throw {
            modifiers.push(Modifier {
                name: self.words(format_args!("Long Throw")),
                value: -1,
            });
        }
        if let Some(why) = self.landing_obstruction(thrower.side, from, target) {
            modifiers.push(Modifier {
                name: why,
                value: -1,
            });
        }
        let modifiers = self.capped(modifiers);
        let value = self.s.player(thrower).and_then(throw_value).unwrap_or(7);
        let purpose = self.words(format_args!(
            "Throw Check: {a} throws {b} to {target}, a D6 against his Throw Value {value}+; a 1 \
             before or after modifiers is a Fumble (002:L777, L781)"
        ));
        let roll = Step::roll(PendingRoll {
            kind: RollKind::BlitzThrowTeamMate {
                thrower,
                thrown,
                target,
            },
            side: thrower.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(value),
            modifiers,
            // Re-rolled only by the Rookies to Watch card (002:L737, `engine/blitz_rookies.rs`).
            rerolled: false,
            is_reroll: false,
            purpose,
        });
        self.push_in_order(vec![roll, Step::EndAction]);
        Ok(())
    }

    /// The Throw Check read, and where the thrown player comes down (002:L778-L782).
    pub(crate) fn blitz_throw_team_mate_rolled(
        &mut self,
        (thrower, thrown, target): (PlayerId, PlayerId, Square),
        dice: &[Die],
        modifier: i8,
        success: bool,
    ) {
        let natural = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let fumble = crate::dice::fumbled(natural, modifier);
        let (Some(from), Some(at)) = (
            self.s.player(thrower).and_then(|p| p.square()),
            self.s.player(thrown).and_then(|p| p.square()),
        ) else {
            return;
        };
        let label = self.ruling_label(thrown);
        self.take_up_held_ball(thrown);
        let held = self.s.ball == Ball::Held(thrown);
        let mut steps = Steps::new();
        if fumble {
            self.say(
                EventKind::Note,
                format_args!("The throw is a Fumble: {label} is Injured (002:L781)"),
            );
            // His ball Bounces from the thrower's square (002:L781), not his own.
            self.injured_thrown(thrown, held.then_some(from), &mut steps);
            self.push_in_order(steps);
            return;
        }
        let loose_here = super::other_balls::bounce_lying_ball(self.s, target);
        if let Some(occupant) = self.s.player_at(target).map(|p| p.id) {
            let other = self.ruling_label(occupant);
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} comes down on {other} in {target}: {other} is placed Prone and \
                     makes an Armour Check{}, and {label} is Injured (002:L780)",
                    if success {
                        ", 1 off for the successful Throw Check"
                    } else {
                        ""
                    }
                ),
            );
            self.s.set_place(
                occupant,
                Place::Pitch {
                    square: target,
                    stance: Stance::Prone,
                },
            );
            self.say(
                EventKind::KnockedDown {
                    player: occupant,
                    square: target,
                },
                format_args!("{other} is placed Prone on {target} (002:L780)"),
            );
            if self.s.ball == Ball::Held(occupant) {
                self.s.ball = Ball::OnGround(target);
                steps.push(Step::LooseBall { from: target });
            }
            steps.extend(self.other_balls_drop(occupant, target));
            self.injured_thrown(thrown, held.then_some(target), &mut steps);
            // The ball first, then the Armour Check, as after any Knock Down (002:L558).
            if let Some(check) = self.landed_on_check(occupant, target, success) {
                steps.push(check);
            }
            self.push_in_order(steps);
            return;
        }
        let stance = if success {
            Stance::Standing
        } else {
            Stance::Prone
        };
        self.s.set_place(
            thrown,
            Place::Pitch {
                square: target,
                stance,
            },
        );
        self.say(
            EventKind::Note,
            format_args!(
                "{label} lands {} on {target}, from {at} ({})",
                if success {
                    "on his feet"
                } else {
                    "Prone, no Armour Check"
                },
                if success { "002:L778" } else { "002:L779" }
            ),
        );
        if let Some(bounce) = loose_here {
            self.say(
                EventKind::BallMoved { to: Some(target) },
                format_args!("The ball lying on {target} Bounces from it (002:L782)"),
            );
            steps.extend(bounce);
        }
        if held && !success {
            self.s.ball = Ball::OnGround(target);
            steps.push(Step::LooseBall { from: target });
        }
        self.push_in_order(steps);
    }

    /// Why a Throw Team-mate to `target` is Obstructed (002:L521, L777; digest §3.9): the
    /// target square Marked, next to a standing opponent (one standing in it does not Mark
    /// it), or a blocked square or an Open opponent under the ruler.
    fn landing_obstruction(
        &self,
        side: crate::pitch::Side,
        from: Square,
        target: Square,
    ) -> Option<String> {
        let marked = self
            .s
            .pitch()
            .neighbours(target)
            .filter_map(|sq| self.s.player_at(sq))
            .any(|o| o.id.side != side && o.is_standing());
        if marked {
            return Some(self.words(format_args!("Obstructed: the target square is Marked")));
        }
        self.ruler_obstruction(side, from, target)
    }

    /// The thrown player Injured, to his Dugout; a ball he held Bounces from `ball_from`.
    fn injured_thrown(&mut self, thrown: PlayerId, ball_from: Option<Square>, steps: &mut Steps) {
        if let Some(square) = ball_from {
            self.s.ball = Ball::OnGround(square);
        }
        self.injure(thrown);
        if let Some(square) = ball_from {
            steps.push(Step::LooseBall { from: square });
        }
    }

    /// The Armour Check of a player a thrown team-mate came down on: −1 after a successful
    /// Throw Check, held to ±1; Armour '-' fails without a roll (002:L780, L325, L327).
    fn landed_on_check(&mut self, id: PlayerId, square: Square, success: bool) -> Option<Step> {
        let label = self.ruling_label(id);
        let Some(armour) = self
            .s
            .player(id)
            .and_then(|p| p.profile.blitz.as_ref())
            .and_then(|b| b.armour)
        else {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} has Armour \"-\": the Armour Check fails without a roll (002:L327)"
                ),
            );
            self.injure(id);
            return None;
        };
        let mut modifiers: super::steps::Modifiers = Default::default();
        if success {
            modifiers.push(Modifier {
                name: self.words(format_args!("a team-mate thrown onto him successfully")),
                value: -1,
            });
        }
        Some(Step::roll(PendingRoll {
            kind: RollKind::ArmourCheck { player: id },
            side: id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(armour),
            modifiers: self.capped(modifiers),
            // Re-rolled only by the Rookies to Watch card (002:L737).
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Armour Check for {label} on {square}: one D6 must reach {armour}+{}; an \
                 unmodified 1 fails, a 6 holds (002:L321, L325, L780)",
                if success {
                    ", 1 off for the successful Throw Check"
                } else {
                    ""
                }
            )),
        }))
    }
}
