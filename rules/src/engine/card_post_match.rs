//! Special Play cards whose effect is settled after the match: Star Ascendant (a bonus MVP
//! for the player it was played on, if he is on the pitch as the second half ends,
//! 004:L5890-L5908). Promo Tour's extra D3 on the winnings roll is the ledger's
//! (`ledger/src/post_match.rs`), which reads the card played from the match's rulings.

use super::Engine;
use crate::event::EventKind;
use crate::special_play::Card;

impl Engine<'_> {
    /// The second half is over, the players still where its last drive left them: each player
    /// Star Ascendant was played on who is on the pitch earns a bonus MVP award
    /// (004:L5890-L5908). With no card in effect, one test.
    #[inline]
    pub(crate) fn star_ascendant(&mut self) {
        if self.s.cards.any_on() {
            self.star_ascendant_on();
        }
    }

    #[inline(never)]
    fn star_ascendant_on(&mut self) {
        let card = Card::StarAscendant;
        let stars: Vec<_> = self
            .s
            .cards
            .effects
            .iter()
            .filter(|e| e.card == card)
            .filter_map(|e| e.player)
            .collect();
        for id in stars {
            let on_pitch = self.s.player(id).is_some_and(|p| p.square().is_some());
            let label = self.ruling_label(id);
            if on_pitch {
                self.say(
                    EventKind::BonusMvp { player: id },
                    format_args!(
                        "Star Ascendant: {label} is on the pitch as the second half ends: a \
                         bonus MVP award ({})",
                        card.cite()
                    ),
                );
            } else {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Star Ascendant: {label} is not on the pitch as the second half ends: \
                         no bonus MVP ({})",
                        card.cite()
                    ),
                );
            }
        }
    }
}
