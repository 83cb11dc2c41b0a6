//! Von Wilking's Boots at the kick's scatter (004:L5566-L5587): when the player wearing them
//! kicks, his coach may re-roll the D8 of the kick-off's scatter, once, the D6 of the squares
//! kept. He kicks when he may take the kick with the Kick skill the boots give him: on the
//! pitch, off the line of scrimmage and out of the wide zones (001:L858); a coach who has him
//! there is taken to have him kick. Asked after the scatter roll, before a Master of
//! Ballistics' change and the Kick skill's halving.

use super::steps::Step;
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::PlayerId;
use crate::special_play::Card;

impl<S: State> Engine<'_, S> {
    /// The kicking team's player wearing Von Wilking's Boots, if he may take the kick.
    fn booted_kicker(&self) -> Option<PlayerId> {
        let side = self.s.kicking;
        let id = self.s.cards.player_of(side, Card::VonWilkingsBoots)?;
        let square = self
            .s
            .player(id)
            .filter(|p| p.is_standing())
            .and_then(|p| p.square())?;
        let pitch = self.s.pitch();
        (!pitch.is_wide_zone(square) && pitch.line_of_scrimmage(square).is_none()).then_some(id)
    }
}

impl Engine<'_> {
    /// The kick's scatter is rolled: if the boots' wearer kicks, his coach is asked whether he
    /// re-rolls the D8. True when he is asked (the scatter waits in the step).
    #[inline]
    pub(crate) fn boots_reroll_offered(
        &mut self,
        target: Square,
        ballistics: u8,
        direction: u8,
        distance: u8,
    ) -> bool {
        if !self.s.cards.any_on() {
            return false;
        }
        let Some(kicker) = self.booted_kicker() else {
            return false;
        };
        self.push(Step::BootsReroll {
            side: kicker.side,
            kicker,
            target,
            ballistics,
            direction,
            distance,
            rerolled: false,
        });
        true
    }

    /// The coach's answer: a new D8 asked (the step waiting under it), or the scatter as
    /// rolled.
    pub(crate) fn boots_reroll(&mut self, reroll: bool) {
        let card = Card::VonWilkingsBoots;
        let Some(Step::BootsReroll {
            side,
            kicker,
            target,
            ballistics,
            direction,
            distance,
            ..
        }) = self.s.stack.last().cloned()
        else {
            return;
        };
        if !reroll {
            self.s.stack.pop();
            self.kick_scatter_on(target, ballistics, direction, distance);
            return;
        }
        if let Some(Step::BootsReroll { rerolled, .. }) = self.s.stack.last_mut() {
            *rerolled = true;
        }
        let label = self.ruling_label(kicker);
        let purpose = self.words(format_args!(
            "Von Wilking's Boots: {label} kicks; the scatter's D8 ({direction}) is re-rolled, \
             the {distance} square(s) kept ({})",
            card.cite()
        ));
        self.card_roll(
            card,
            side,
            Some(kicker),
            &[DieKind::D8],
            Default::default(),
            purpose,
        );
    }

    /// The re-rolled D8 read: the scatter goes on with it.
    pub(crate) fn boots_rerolled(&mut self, d8: u8) {
        let Some(Step::BootsReroll {
            target,
            ballistics,
            direction,
            distance,
            rerolled: true,
            ..
        }) = self.s.stack.last().cloned()
        else {
            return;
        };
        self.s.stack.pop();
        self.say(
            EventKind::Note,
            format_args!(
                "Von Wilking's Boots: the scatter's D8 {direction} re-rolled: {d8} ({})",
                Card::VonWilkingsBoots.cite()
            ),
        );
        self.kick_scatter_on(target, ballistics, d8, distance);
    }
}
