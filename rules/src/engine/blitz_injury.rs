//! Blitz Bowl's Knock Down, Armour Check and Injury (the `armour` and `injury` switches,
//! ruled together): a Knocked Down player is placed Prone and a ball he carries Bounces at
//! once; then his own coach rolls one D6, which must reach his Armour Value "n+" (a Kerrunch!
//! takes 1 from it, an unmodified 1 fails and 6 holds; "-" fails without a roll); a failed
//! check Injures him: off the board to his Dugout as a Reserves player (002:L321-L327,
//! L558-L562, L582). No Injury or Casualty table.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step, Steps};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::state::Ball;

impl Engine<'_> {
    /// Knocks `id` down under the one-D6 Armour Check: Prone where he stands, a ball he
    /// carries Bounces at once, then the Armour Check, `kerrunch` taking 1 from it
    /// (002:L558, L562). Returns the steps to run, in order.
    pub(crate) fn blitz_knock_down(&mut self, id: PlayerId, kerrunch: bool) -> Steps {
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return Steps::new();
        };
        self.s.set_place(
            id,
            Place::Pitch {
                square,
                stance: Stance::Prone,
            },
        );
        let label = self.ruling_label(id);
        self.say(
            EventKind::KnockedDown { player: id, square },
            format_args!("{label} is Knocked Down: Prone on {square} (002:L558)"),
        );
        let mut steps = Steps::new();
        self.take_up_held_ball(id);
        if self.s.ball == Ball::Held(id) {
            self.s.ball = Ball::OnGround(square);
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!(
                    "{label} drops the ball on {square}: it Bounces at once, before his \
                     Armour Check (002:L558)"
                ),
            );
            // Safe Hands: his coach picks where (002:L289; `engine/blitz_ball_abilities.rs`).
            steps.push(if self.safe_hands(id) {
                Step::SafeHands {
                    player: id,
                    from: square,
                }
            } else {
                Step::LooseBall { from: square }
            });
        }
        if let Some(step) = self.armour_check(id, square, kerrunch) {
            steps.push(step);
        }
        steps
    }

    /// The Armour Check his own coach rolls (002:L321, L558); with "-" armour (or none given)
    /// it fails without a roll and he is Injured now (002:L327).
    fn armour_check(&mut self, id: PlayerId, square: Square, kerrunch: bool) -> Option<Step> {
        let label = self.ruling_label(id);
        let armour = self.s.player(id).and_then(|p| p.profile.blitz.as_ref());
        let target = match armour.and_then(|b| b.armour) {
            Some(n) => n,
            None => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} has Armour \"-\": the Armour Check fails without a roll \
                         (002:L327)"
                    ),
                );
                self.injure(id);
                return None;
            }
        };
        let modifiers = if kerrunch {
            vec![Modifier {
                name: "Kerrunch!".into(),
                value: -1,
            }]
        } else {
            Vec::new()
        };
        Some(Step::roll(PendingRoll {
            kind: RollKind::ArmourCheck { player: id },
            side: id.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(target),
            // Held to ±1 like every check's (002:L325).
            modifiers: self.capped(modifiers.into()),
            // Re-rolled only by the Rookies to Watch card (002:L737, `engine/blitz_rookies.rs`).
            rerolled: false,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Armour Check for {label} on {square}: one D6 must reach {target}+{}; an \
                 unmodified 1 fails, a 6 holds (002:L321, L325, L558)",
                if kerrunch {
                    ", 1 taken off for the Kerrunch! (002:L562)"
                } else {
                    ""
                }
            )),
        }))
    }

    /// The Armour Check read: held, he stays Prone; failed, he is Injured (002:L558).
    pub(crate) fn armour_check_rolled(&mut self, id: PlayerId, held: bool) {
        if held {
            let label = self.ruling_label(id);
            self.say(
                EventKind::Note,
                format_args!("{label}'s Armour Check holds: he stays Prone (002:L558)"),
            );
        } else {
            self.injure(id);
        }
    }

    /// Injured: off the board to his Dugout, a Reserves player, back by a Reserves Action
    /// (002:L582). A ball he still held Bounces from his square.
    pub(crate) fn injure(&mut self, id: PlayerId) {
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return;
        };
        let label = self.ruling_label(id);
        self.take_up_held_ball(id);
        let held = self.s.ball == Ball::Held(id);
        if held {
            self.s.ball = Ball::OnGround(square);
        }
        self.s.set_place(id, Place::Reserves);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} is Injured: off the board to his Dugout, a Reserves player (002:L582)"
            ),
        );
        if held {
            self.loose_ball(square);
        }
    }
}
