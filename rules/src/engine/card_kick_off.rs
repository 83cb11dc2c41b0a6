//! Special Play cards that act at the kick-off (004:L5830-L6246): Off-Colour Chant's roll
//! before each kick-off. Each hook stops at one test when no card is in effect.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::prompt::Modifier;
use crate::skill::Skill;
use crate::special_play::Card;

impl Engine<'_> {
    /// Before each kick-off after the one it was played at, the team that played Off-Colour
    /// Chant rolls for it (004:L6230-L6246).
    #[inline]
    pub(crate) fn chant_before_kick_off(&mut self) {
        if !self.s.cards.any_on() {
            return;
        }
        for side in Side::BOTH {
            if self.s.cards.on(side, Card::OffColourChant) {
                self.push_chant_roll(side);
            }
        }
    }

    /// Off-Colour Chant: a D6 + the team's FAME before the kick-off; 6 or more and the
    /// opposing team loses a team re-roll (004:L6230-L6246).
    pub(crate) fn push_chant_roll(&mut self, side: Side) {
        let card = Card::OffColourChant;
        let fame = self.chant_fame(side);
        let label = self.card_name(card);
        let modifiers = if fame == 0 {
            Vec::new()
        } else {
            vec![Modifier {
                name: self.words(format_args!("FAME")),
                value: i8::try_from(fame).unwrap_or(0),
            }]
        };
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Card {
                card,
                side,
                player: None,
            },
            side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: None,
            modifiers,
            rerolled: true,
            purpose: self.words(format_args!(
                "{label}: D6 + FAME before the kick-off; 6 or more and the {} team loses a team \
                 re-roll ({})",
                self.s.team(side.opponent()).name,
                card.cite()
            )),
        }));
    }

    /// The team's FAME for the chant: the match's FAME (Golden Boy's +2, Solemn and Silent's
    /// 0), without Fan Favourite's, which counts on the Kick-off table only (004:L10164-L10169).
    fn chant_fame(&self, side: Side) -> i16 {
        let favourites = self
            .s
            .on_pitch(side)
            .filter(|p| p.has(Skill::FanFavourite))
            .count();
        self.s.kick_off_fame(side) - i16::try_from(favourites).unwrap_or(0)
    }

    /// Off-Colour Chant's D6 came up `d6` (004:L6230-L6246).
    pub(crate) fn chant_rolled(&mut self, side: Side, d6: u8) {
        let card = Card::OffColourChant;
        let total = i16::from(d6) + self.chant_fame(side);
        let other = side.opponent();
        let team = self.s.team_mut(other);
        let before = team.rerolls;
        if total >= 6 {
            team.rerolls = before.saturating_sub(1);
        }
        let now = team.rerolls;
        let name = team.name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Off-Colour Chant: {d6} + FAME = {total}: {} ({})",
                if total < 6 {
                    "the crowd is not heard".to_string()
                } else if now < before {
                    format!("{name} loses a team re-roll ({before} → {now})")
                } else {
                    format!("{name} has no team re-roll to lose")
                },
                card.cite()
            ),
        );
    }
}
