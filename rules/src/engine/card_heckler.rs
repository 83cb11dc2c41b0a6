//! Heckler (004:L4860-L4879): played at the start of the team's own turn on an opposing
//! player, who may use no skill but those that must be used until the start of the team's
//! next turn. The skills he may not use are taken from him and given back as the effect ends
//! (`Cards::taken`).
//!
//! The engine's reading of "those that must be used (Frenzy, Loner, etc)": the skills whose
//! text leaves the player no choice, each a burden or a compulsion (000:L790: a skill is used
//! at the player's choice unless its text says otherwise): Always Hungry, Animosity, Ball &
//! Chain, Blood Lust, Bone-head, Decay, Frenzy, Loner, No Hands, Really Stupid, Secret Weapon,
//! Take Root, Wild Animal. Every other skill, those that also carry a drawback (Stunty,
//! Titchy) included, is one he "uses", and is taken.

use super::{Engine, special_play::Target};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::skill::{Skill, SkillSet};
use crate::special_play::{Card, CardEffect, Until};

/// The skills that must be used: a heckled player keeps them.
const MUST_BE_USED: [Skill; 13] = [
    Skill::AlwaysHungry,
    Skill::Animosity,
    Skill::BallAndChain,
    Skill::BloodLust,
    Skill::BoneHead,
    Skill::Decay,
    Skill::Frenzy,
    Skill::Loner,
    Skill::NoHands,
    Skill::ReallyStupid,
    Skill::SecretWeapon,
    Skill::TakeRoot,
    Skill::WildAnimal,
];

/// Whom Heckler is played on: an opposing player.
pub(super) fn target() -> Target {
    Target::Opponent
}

impl Engine<'_> {
    /// Heckler played by `side` on `id`: every skill of his but those that must be used is
    /// taken until the start of `side`'s next turn (004:L4868-L4879).
    pub(super) fn heckle(&mut self, side: Side, id: PlayerId) {
        let card = Card::Heckler;
        let mut kept = SkillSet::default();
        for skill in MUST_BE_USED {
            kept.insert(skill);
        }
        let Some(p) = self.s.player_mut(id) else {
            return;
        };
        let taken = p.skills.minus(kept);
        p.skills = p.skills.minus(taken);
        self.s.cards.taken.push((card, id, taken));
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        self.s.cards.start(CardEffect {
            card,
            side,
            player: Some(id),
            until: Until::YourNextTurn,
            granted: SkillSet::default(),
            ma: 0,
            st: 0,
        });
        let label = self.ruling_label(id);
        let names: Vec<&str> = taken.iter().map(Skill::id).collect();
        let team = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Heckler: {label} may use no skill but those that must be used until the start \
                 of the {team} team's next turn; he loses {} ({})",
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                },
                card.cite()
            ),
        );
    }
}
