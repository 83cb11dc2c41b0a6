//! Special Play cards on the ball: Agrablag's Ball of Pain (a player who fails to pick up or
//! catch the ball is treated as stabbed, until the drive ends, 004:L5545-L5565). The hook
//! stops at one test when no card is in effect.

use super::Engine;
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
        self.stabbed_by_the_ball(
            id,
            "Agrablag's Ball of Pain",
            "fumbles the ball",
            card.cite(),
        );
    }
}
