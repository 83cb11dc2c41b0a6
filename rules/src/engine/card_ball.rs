//! Special Play cards on the ball: Agrablag's Ball of Pain (a player who fails to pick up or
//! catch the ball is treated as stabbed, until the drive ends, 004:L5545-L5565). The hook
//! stops at one test when no card is in effect.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step, Weapon};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::player::PlayerId;
use crate::special_play::Card;

impl Engine<'_> {
    /// Agrablag's Ball of Pain: `id` failed to pick up or catch the ball (not to intercept it)
    /// while either team's card lasts: an Armour roll as a Stab's, unmodified, before the ball
    /// bounces (004:L5558-L5564).
    #[inline]
    pub(crate) fn ball_of_pain(&mut self, id: PlayerId) {
        if self.s.cards.any_on()
            && (self
                .s
                .cards
                .on(crate::pitch::Side::Home, Card::AgrablagsBallOfPain)
                || self
                    .s
                    .cards
                    .on(crate::pitch::Side::Away, Card::AgrablagsBallOfPain))
        {
            self.ball_of_pain_bites(id);
        }
    }

    #[inline(never)]
    fn ball_of_pain_bites(&mut self, id: PlayerId) {
        let card = Card::AgrablagsBallOfPain;
        let label = self.ruling_label(id);
        let av = self.s.player(id).map_or(0, |p| p.profile.av);
        self.say(
            EventKind::Note,
            format_args!(
                "Agrablag's Ball of Pain: {label} fumbles the ball and is treated as attacked \
                 with Stab ({})",
                card.cite()
            ),
        );
        self.push(Step::roll(PendingRoll {
            kind: RollKind::WeaponArmour {
                player: id,
                weapon: Weapon::Stab,
                wielder: id,
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            purpose: self.words(format_args!(
                "Agrablag's Ball of Pain: a Stab's Armour roll for {label}, 2D6 unmodified, must \
                 beat AV {av} for an Injury roll; otherwise no effect ({}, 004:L10581-L10600)",
                card.cite()
            )),
        }));
    }
}
