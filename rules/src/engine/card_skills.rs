//! Special Play cards that change a player's skills for a half or the game: Nuffle's
//! Blessings (the negative traits gone, no re-roll for him, 004:L5461-L5483) and The Early Bird
//! (Pro for the first half, then a D6 that may leave him KO'd, 004:L5308-L5331).

use super::{Engine, State};
use crate::event::EventKind;
use crate::player::{Place, PlayerId};
use crate::skill::{Skill, SkillSet};
use crate::special_play::Card;

/// The traits whose negative effects Nuffle's Blessings removes (004:L5471-L5475).
const BLESSED_AWAY: [Skill; 7] = [
    Skill::BoneHead,
    Skill::WildAnimal,
    Skill::ReallyStupid,
    Skill::BloodLust,
    Skill::AlwaysHungry,
    Skill::Decay,
    Skill::TakeRoot,
];

impl<S: State> Engine<'_, S> {
    /// Nuffle's Blessings: no re-roll of any kind for `id` this game (004:L5475-L5481).
    #[inline]
    pub(crate) fn blessed(&self, id: PlayerId) -> bool {
        self.s.cards.any_on() && self.s.cards.on_player(Card::NufflesBlessings, id)
    }
}

impl Engine<'_> {
    /// Nuffle's Blessings on `id`: the seven traits that only hinder him are taken for the game
    /// (004:L5471-L5475); that he uses no re-roll, `reroll_options` asks.
    pub(crate) fn nuffles_blessing(&mut self, id: PlayerId) {
        let card = Card::NufflesBlessings;
        let Some(p) = self.s.player_mut(id) else {
            return;
        };
        let mut gone = SkillSet::default();
        for skill in BLESSED_AWAY {
            if p.skills.contains(skill) {
                gone.insert(skill);
            }
        }
        p.skills = p.skills.minus(gone);
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        let label = self.ruling_label(id);
        let names: Vec<&str> = BLESSED_AWAY
            .iter()
            .filter(|&&s| gone.contains(s))
            .map(|s| s.id())
            .collect();
        self.say(
            EventKind::Note,
            format_args!(
                "Nuffle's Blessings on {label}: {} for the game, and no re-roll for him ({})",
                if names.is_empty() {
                    "no trait to lift".to_string()
                } else {
                    format!("{} no longer hinder(s) him", names.join(", "))
                },
                card.cite()
            ),
        );
    }

    /// The Early Bird: the players it gave Pro for the first half, in Reserves as it ends
    /// (the pitch is cleared then): asked before the half-time reset ends the effect.
    pub(crate) fn early_birds(&self) -> Vec<PlayerId> {
        let card = Card::TheEarlyBird;
        if !self.s.cards.any_on() {
            return Vec::new();
        }
        self.s
            .cards
            .effects
            .iter()
            .filter(|e| e.card == card)
            .filter_map(|e| e.player)
            .filter(|&id| {
                self.s
                    .player(id)
                    .is_some_and(|p| p.place == Place::Reserves || p.square().is_some())
            })
            .collect()
    }

    /// The Early Bird's D6 at the end of the first half for each of `birds`
    /// (004:L5322-L5331): rolled before the second half's first drive.
    pub(crate) fn early_bird_rolls(&mut self, birds: &[PlayerId]) {
        let card = Card::TheEarlyBird;
        for &id in birds {
            let label = self.ruling_label(id);
            let purpose = self.words(format_args!(
                "The Early Bird: the first half is over: 1-3 and {label} is Knocked Out, \
                     too tired to recover for the next drive ({})",
                card.cite()
            ));
            self.card_d6(card, id.side, Some(id), purpose);
        }
    }

    /// The Early Bird's D6 for `id`: 1-3 KO'd, with no recovery roll for the drive about to
    /// start (its KO-recovery rolls are made already).
    pub(crate) fn early_bird_rolled(&mut self, id: PlayerId, d6: u8) {
        let card = Card::TheEarlyBird;
        let label = self.ruling_label(id);
        let out = d6 <= 3
            && self
                .s
                .player(id)
                .is_some_and(|p| p.place == Place::Reserves);
        if out {
            self.s.set_place(id, Place::KnockedOut);
        }
        self.say(
            EventKind::Note,
            format_args!(
                "The Early Bird: {d6}: {} ({})",
                if out {
                    format!(
                        "{label} is exhausted and Knocked Out; he cannot recover for the next \
                         drive"
                    )
                } else {
                    format!("{label} is fine")
                },
                card.cite()
            ),
        );
    }
}
