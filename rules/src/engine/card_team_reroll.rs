//! Round the Clock Training (004:L6122-L6137): played instead of using a team re-roll, at a
//! card window over the `Step::Reroll` that offers one (`settle`), it re-rolls as though a team
//! re-roll were spent (the turn's one used, a Loner rolling for it) with none taken from the
//! team. Once the Action is resolved (its end, or the turnover that ends it, after the rolls
//! that turnover owes) the card's D6: 5-6 it goes back to the hand, 1-4 it is discarded.

use super::steps::Step;
use super::{Engine, State};
use crate::dice::Die;
use crate::event::EventKind;
use crate::input::Reroll;
use crate::pitch::Side;
use crate::special_play::{Card, CardEffect, HeldCard, Until};

const CARD: Card = Card::RoundTheClockTraining;

impl<S: State> Engine<'_, S> {
    /// The card's moment: the re-roll choice waiting for `side` offers a team re-roll.
    pub(super) fn team_reroll_card_condition(&self, side: Side) -> bool {
        self.s
            .stack
            .iter()
            .rev()
            .find_map(|s| match s {
                Step::Reroll { roll, .. } => Some(roll),
                _ => None,
            })
            .is_some_and(|roll| {
                roll.side == side && self.reroll_options(roll).contains(&Reroll::Team)
            })
    }
}

impl Engine<'_> {
    /// Round the Clock Training played: the roll waiting for its re-roll choice is re-rolled.
    pub(super) fn round_the_clock(&mut self, side: Side) {
        let Some(at) = self
            .s
            .stack
            .iter()
            .rposition(|s| matches!(s, Step::Reroll { .. }))
        else {
            return;
        };
        let Step::Reroll { roll, dice } = self.s.stack.remove(at) else {
            return;
        };
        if let Some(turn) = self.s.turn.as_mut() {
            turn.team_reroll_used = true;
        }
        let label = self.card_name(CARD);
        self.say(
            EventKind::Reroll {
                side,
                with: CARD.id().into(),
            },
            format_args!(
                "{label} re-rolls the {} roll as though a team re-roll were spent, none taken \
                 ({})",
                roll.name(),
                CARD.cite()
            ),
        );
        let player = self.s.action().map(|a| a.player);
        self.s.cards.start(CardEffect {
            card: CARD,
            side,
            player,
            until: Until::EndOfTurn,
            granted: Default::default(),
            ma: 0,
            st: 0,
        });
        self.team_reroll_on(roll, dice);
    }

    /// The Action the card was played in is resolved: its D6, keep or discard.
    pub(crate) fn round_the_clock_over(&mut self, side: Side) {
        if !self.s.cards.on(side, CARD) {
            return;
        }
        self.end_cards_of(side, CARD);
        let label = self.card_name(CARD);
        let purpose = self.words(format_args!(
            "{label}: the Action is resolved; 5-6 the card goes back to the {} team's hand, 1-4 \
             it is discarded ({})",
            self.s.team(side).name,
            CARD.cite()
        ));
        self.card_d6(CARD, side, None, purpose);
    }

    /// The card's D6; true when it was this card's.
    pub(super) fn team_reroll_card_rolled(&mut self, card: Card, side: Side, dice: &[Die]) -> bool {
        if card != CARD {
            return false;
        }
        let d6 = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let kept = d6 >= 5;
        if kept && let Some(timing) = self.card_timing(CARD) {
            self.s.cards.held[side.index()].push(HeldCard { card, timing });
        }
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Round the Clock Training: {d6}: {} ({})",
                if kept {
                    format!("{name} keeps the card to use again")
                } else {
                    "the card is discarded".to_string()
                },
                CARD.cite()
            ),
        );
        true
    }
}
