//! Special Play cards that change how a player is hurt and comes back: Spranley's Cup (no
//! Foul against him, his Injury rolls never modified or re-rolled, 004:L5673-L5694) and
//! Pampered Players (KO'd players recover on 2+, a 1 may make one walk out,
//! 004:L5193-L5214). Each hook stops at one test when no card is in effect.

use super::{Engine, State};
use crate::dice::Die;
use crate::event::EventKind;
use crate::player::{Place, Player, PlayerId};
use crate::rejection::Rejection;
use crate::special_play::Card;

impl<S: State> Engine<'_, S> {
    /// Spranley's Cup: `id` wears it (004:L5673-L5694).
    #[inline]
    pub(crate) fn spranleys_cup(&self, id: PlayerId) -> bool {
        self.s.cards.any_on() && self.s.cards.on_player(Card::SpranleysCup, id)
    }

    /// Spranley's Cup: no Foul is made against its wearer (004:L5673-L5694).
    pub(crate) fn spranleys_cup_foul(&self, victim: &Player) -> Option<Rejection> {
        let card = Card::SpranleysCup;
        self.spranleys_cup(victim.id).then(|| {
            self.refuse(
                format_args!("{} wears Spranley's Cup: no Foul against him", victim.tag()),
                card.cite(),
            )
        })
    }

    /// Pampered Players: `side`'s KO'd players recover on 2+ (004:L5193-L5214).
    #[inline]
    pub(crate) fn pampered_players(&self, side: crate::pitch::Side) -> bool {
        self.s.cards.any_on() && self.s.cards.on(side, Card::PamperedPlayers)
    }
}

impl Engine<'_> {
    /// Pampered Players: a KO-recovery roll of 1 is rolled again; 1-3 on that die and the
    /// player refuses to play for the rest of the match (004:L5193-L5214). On 4-6 he only
    /// stays KO'd, as the first roll said.
    pub(crate) fn pampered_fuss(&mut self, id: PlayerId, dice: &[Die]) {
        let card = Card::PamperedPlayers;
        if !self.pampered_players(id.side) || dice.first().and_then(|d| d.value()) != Some(1) {
            return;
        }
        let label = self.ruling_label(id);
        let purpose = self.words(format_args!(
            "Pampered Players: {label} rolled a 1 to recover: 1-3 and he refuses to play \
                 for the rest of the match ({})",
            card.cite()
        ));
        self.card_d6(card, id.side, Some(id), purpose);
    }

    /// Pampered Players' second roll for `id`.
    pub(crate) fn pampered_fuss_rolled(&mut self, id: PlayerId, d6: u8) {
        let card = Card::PamperedPlayers;
        let label = self.ruling_label(id);
        let walks = d6 <= 3
            && self
                .s
                .player(id)
                .is_some_and(|p| p.place == Place::KnockedOut);
        if walks {
            self.s.set_place(id, Place::SentOff);
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Pampered Players: {d6}: {} ({})",
                if walks {
                    format!(
                        "{label} kicks up a fuss and refuses to play for the rest of the match \
                         (out of the match, as a player sent off)"
                    )
                } else {
                    format!("{label} stays KO'd")
                },
                card.cite()
            ),
        );
    }
}
