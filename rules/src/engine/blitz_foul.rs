//! Blitz Bowl's Foul Action, an advanced rule a league turns on (`RulesetParams::advanced`,
//! 002:L745-L767): an Open player next to a Prone opponent fouls him; his coach rolls one
//! Block Die, whatever the Block Values (no Assist: the text gives none, digest §3.8), asked as a
//! D6 and read as a foul result by the data's `[block_die]` faces and `[block_die.foul]`
//! (a **placeholder** reading: the source's icons are lost, §9 A4):
//!
//! - Spotted!: the target is unaffected; the fouler is ejected to his Dugout, a Reserves
//!   player (002:L755);
//! - Slipped!: the target is unaffected; the fouler makes no more Actions this turn, Free ones
//!   included (002:L759);
//! - Take That!: the target is Injured, and the fouler Spotted (002:L763);
//! - Got Them!: the target is Injured, to his Dugout as a Reserves player (002:L767).
//!
//! No Armour Check: the result is the Foul's whole effect. A Foul moves no square (the Action
//! names none, 002:L749). Off, a Foul is refused with its reason (`engine/marking.rs`).

use std::borrow::Cow;

use tables::FoulResult;

use super::Engine;
use super::State;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::{Place, Player, PlayerId};
use crate::rejection::Rejection;
use crate::state::Ball;

/// A foul result's printed name and its line.
fn foul_name(result: FoulResult) -> (&'static str, &'static str) {
    match result {
        FoulResult::Spotted => ("Spotted!", "002:L755"),
        FoulResult::Slipped => ("Slipped!", "002:L759"),
        FoulResult::TakeThat => ("Take That!", "002:L763"),
        FoulResult::GotThem => ("Got Them!", "002:L767"),
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether the Foul Action is in play (the advanced rule, 002:L745).
    #[inline]
    pub(crate) fn blitz_foul_on(&self) -> bool {
        self.s.ruleset.advanced.foul.is_some()
    }

    /// Why `player`, Open on `square`, may not declare a Foul Action: no Prone opponent next
    /// to him (002:L749).
    pub(crate) fn blitz_foul_declare_problem(
        &self,
        player: &Player,
        square: Square,
    ) -> Option<Rejection> {
        let target = self
            .s
            .players_next_to(square)
            .any(|o| o.id.side != player.id.side && o.square().is_some() && !o.is_standing());
        (!target).then(|| {
            self.refuse(
                format_args!(
                    "{} has no Prone opponent next to him: a Foul Action targets one",
                    player.tag()
                ),
                "002:L749",
            )
        })
    }
}

impl Engine<'_> {
    /// The Foul made on `target` (checked by `foul_problem`): one Block Die, then the Action
    /// is over (002:L749).
    pub(crate) fn blitz_foul(&mut self, fouler: PlayerId, target: PlayerId) {
        let Some(reading) = self.s.ruleset.advanced.foul else {
            return;
        };
        let (a, b) = (self.ruling_label(fouler), self.ruling_label(target));
        self.say(
            EventKind::Fouled {
                player: fouler,
                target,
            },
            format_args!("{a} fouls {b} (002:L749)"),
        );
        let numbering: Vec<String> = reading
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{} {}", i + 1, foul_name(*r).0))
            .collect();
        let roll = Step::roll(PendingRoll {
            kind: RollKind::BlitzFoul { fouler, target },
            side: fouler.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            // No re-roll: Blitz Bowl's come from abilities and cards.
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Foul: one Block Die, given as its number on the data's block die and read as a \
                 foul result ({}; 002:L749-L767, L1103)",
                numbering.join(", ")
            )),
        });
        self.push_in_order(vec![roll, Step::EndAction]);
    }

    /// The Foul's Block Die read as its foul result, applied as the text says (002:L755-L767).
    pub(crate) fn blitz_foul_rolled(&mut self, fouler: PlayerId, target: PlayerId, dice: &[Die]) {
        let Some(reading) = self.s.ruleset.advanced.foul else {
            return;
        };
        let Some(result) = dice
            .first()
            .and_then(|d| d.value())
            .and_then(|n| reading.get(usize::from(n).checked_sub(1)?).copied())
        else {
            return;
        };
        let (name, line) = foul_name(result);
        self.say(
            EventKind::Note,
            format_args!("Foul result: {name} ({line})"),
        );
        match result {
            FoulResult::Spotted => {
                self.unaffected(target, line);
                self.spotted(fouler, line);
            }
            FoulResult::Slipped => {
                self.unaffected(target, line);
                let label = self.ruling_label(fouler);
                if let Some(turn) = self.s.turn.as_mut()
                    && !turn.locked_out.contains(&fouler)
                {
                    turn.locked_out.push(fouler);
                }
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} can make no more Actions this turn, Free Actions included \
                         ({line})"
                    ),
                );
            }
            FoulResult::TakeThat => {
                self.injure(target);
                self.spotted(fouler, line);
            }
            FoulResult::GotThem => self.injure(target),
        }
    }

    fn unaffected(&mut self, target: PlayerId, line: &str) {
        let label = self.ruling_label(target);
        self.say(
            EventKind::Note,
            format_args!("{label} is unaffected ({line})"),
        );
    }

    /// Spotted by the referee: ejected to his Dugout, a Reserves player who may come back by a
    /// Reserves Action (002:L755); not Injured (digest §9 A25). A ball he holds Bounces from
    /// his square.
    fn spotted(&mut self, fouler: PlayerId, line: &str) {
        let Some(square) = self.s.player(fouler).and_then(|p| p.square()) else {
            return;
        };
        let label = self.ruling_label(fouler);
        self.take_up_held_ball(fouler);
        let held = self.s.ball == Ball::Held(fouler);
        if held {
            self.s.ball = Ball::OnGround(square);
        }
        self.s.set_place(fouler, Place::Reserves);
        self.say(
            EventKind::Note,
            format_args!(
                "{label} is spotted by the referee and ejected: to his Dugout, a Reserves player \
                 (002:L755, {line})"
            ),
        );
        if held {
            self.loose_ball(square);
        }
    }
}
