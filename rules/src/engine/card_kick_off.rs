//! Special Play cards that act at a drive's start and its kick-off (004:L5830-L6246):
//! Off-Colour Chant's roll before each kick-off; Endurance Training's KO'd players set up
//! Stunned. Each hook stops at one test when no card is in effect.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Place, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::skill::{Skill, SkillSet};
use crate::special_play::{Card, CardEffect, Until};

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
        let mut modifiers = super::steps::Modifiers::new();
        if fame != 0 {
            modifiers.push(Modifier {
                name: self.words(format_args!("FAME")),
                value: i8::try_from(fame).unwrap_or(0),
            });
        }
        let purpose = self.words(format_args!(
            "{label}: D6 + FAME before the kick-off; 6 or more and the {} team loses a team \
             re-roll ({})",
            self.s.team(side.opponent()).name,
            card.cite()
        ));
        self.card_roll(card, side, None, &[DieKind::D6], modifiers, purpose);
    }

    /// The team's FAME for the chant: the match's FAME (Golden Boy's +2, Solemn and Silent's
    /// 0), without Fan Favourite's, which counts on the Kick-off table only (004:L10164-L10169).
    pub(super) fn chant_fame(&self, side: Side) -> i16 {
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

impl Engine<'_> {
    /// Endurance Training: every KO'd player of `side` recovers without his roll, marked to be
    /// set up Stunned this drive (004:L6138-L6164). A coach who would rather one stayed out
    /// leaves him in Reserves.
    pub(crate) fn endurance_training(&mut self, side: Side) {
        let card = Card::EnduranceTraining;
        let knocked_out: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place == Place::KnockedOut)
            .map(|p| p.id)
            .collect();
        // Their KO-recovery rolls (or Revitalising Tonic's offer) are not made.
        self.s.stack.retain(|step| match step {
            Step::Roll(r) => {
                !matches!(r.kind, RollKind::KoRecovery { player } if player.side == side)
            }
            Step::UseInducement { player, .. } => !knocked_out.contains(player),
            _ => true,
        });
        for id in knocked_out {
            self.s.set_place(id, Place::Reserves);
            self.s.cards.start(CardEffect {
                card,
                side,
                player: Some(id),
                until: Until::EndOfDrive,
                granted: SkillSet::default(),
                ma: 0,
                st: 0,
            });
            let label = self.ruling_label(id);
            self.say(
                EventKind::Recovered { player: id },
                format_args!(
                    "Endurance Training: {label} recovers with no roll, to Reserves; he is set up \
                     Stunned ({})",
                    card.cite()
                ),
            );
        }
    }

    /// Endurance Training: `id` recovered by the card is set up Stunned (004:L6138-L6164).
    #[inline]
    pub(crate) fn set_up_stunned(&self, id: PlayerId) -> bool {
        self.s.cards.any_on() && self.s.cards.on_player(Card::EnduranceTraining, id)
    }

    /// Endurance Training: `side` has set up; a D6 for each of its Stunned players, 4+ turns
    /// him Prone (004:L6138-L6164). The card's marks end.
    pub(crate) fn endurance_rolls(&mut self, side: Side) {
        let card = Card::EnduranceTraining;
        if !(self.s.cards.any_on() && self.s.cards.on(side, card)) {
            return;
        }
        let stunned: Vec<PlayerId> = self
            .s
            .on_pitch(side)
            .filter(|p| p.stance() == Some(Stance::Stunned))
            .map(|p| p.id)
            .collect();
        for id in stunned.into_iter().rev() {
            let label = self.ruling_label(id);
            self.push(Step::roll(PendingRoll {
                kind: RollKind::Card {
                    card,
                    side,
                    player: Some(id),
                },
                side,
                dice: Cow::Borrowed(&[DieKind::D6]),
                target: Some(4),
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Endurance Training: {label} is set up Stunned; 4+ turns him Prone ({})",
                    card.cite()
                )),
            }));
        }
        self.end_cards_of(side, card);
    }

    /// Endurance Training's D6 for `id` came up `d6` (004:L6138-L6164).
    pub(crate) fn endurance_rolled(&mut self, id: PlayerId, d6: u8) {
        let card = Card::EnduranceTraining;
        let label = self.ruling_label(id);
        let square = self
            .s
            .player(id)
            .filter(|p| p.stance() == Some(Stance::Stunned))
            .and_then(|p| p.square());
        let turned = d6 >= 4 && square.is_some();
        if let (true, Some(square)) = (turned, square) {
            self.s.set_place(
                id,
                Place::Pitch {
                    square,
                    stance: Stance::Prone,
                },
            );
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Endurance Training: {d6} for {label}: {} ({})",
                if turned {
                    "turned Prone"
                } else {
                    "stays Stunned"
                },
                card.cite()
            ),
        );
    }
}

impl Engine<'_> {
    /// Promo Tour: the team's fans roll, waiting under this window, is 3D6 instead of 2D6
    /// (the D3 at its home stadium after them) (004:L6028-L6045).
    pub(crate) fn promo_tour(&mut self, side: Side) {
        let card = Card::PromoTour;
        let note = self.words(format_args!(
            "; Promo Tour: 3D6 instead of 2D6 ({})",
            card.cite()
        ));
        if let Some(pending) =
            self.pending_roll(|k| matches!(k, RollKind::Fans { team } if *team == side))
        {
            pending.dice = if pending.dice.len() > 2 {
                Cow::Borrowed(&[DieKind::D6, DieKind::D6, DieKind::D6, DieKind::D6])
            } else {
                Cow::Borrowed(&[DieKind::D6, DieKind::D6, DieKind::D6])
            };
            pending.purpose.push_str(&note);
        }
    }
}
