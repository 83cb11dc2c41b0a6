//! The Runesmith, a Dwarf and Slayer Hold inducement (004:L3400-L3424): at the start of any
//! drive, just after his team sets up, his coach may pick one of the team's players on the
//! pitch (not a Star Player) and a rune, asked as `Step::UseTeamInducement` and answered
//! `Decision::Rune`; a D6, 3+ the rune works until the drive ends and the Runesmith is spent,
//! else he may try again in a later drive. The rune changes the player's profile and skills,
//! which every step reads, and is taken back as the drive ends. The same change for a while
//! (`RuneAtWork`, `give_for_the_drive`, `take_back`) is Papa Skullbones' blessing and the
//! Warpstone Brazier's mutations.

use std::borrow::Cow;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::rune::Rune;
use crate::skill::SkillSet;

/// The Runesmith's D6 works on 3+ (004:L3409-L3410).
const RUNE_WORKS: u8 = 3;

/// A rune (or a blessing, a mutation) at work on a player until the drive ends: what it
/// changed, to take back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RuneAtWork {
    pub player: PlayerId,
    /// What MA, ST and AV were changed by (what was applied, within 0-255).
    pub added: [i8; 3],
    /// The skills it gave that he did not have.
    pub granted: SkillSet,
}

impl Engine<'_> {
    /// `side` has set up: its coach may use the Runesmith, if the team still has him and a
    /// player he may work on (004:L3406-L3408).
    pub(crate) fn offer_runesmith(&mut self, side: Side) {
        if self.s.team(side).inducements.has(Inducement::Runesmith)
            && self.s.on_pitch(side).any(|p| !self.s.is_star_player(p))
        {
            self.push(Step::UseTeamInducement {
                which: Inducement::Runesmith,
                side,
            });
        }
    }

    /// The coach picks `player` and `rune`: the Runesmith's D6.
    pub(crate) fn choose_rune(
        &mut self,
        side: Side,
        player: PlayerId,
        rune: Rune,
    ) -> Result<(), Rejection> {
        if let Some(problem) = self.rune_problem(side, player) {
            return Err(problem);
        }
        self.s.stack.pop();
        let label = self.ruling_label(player);
        let purpose = self.words(format_args!(
            "The Runesmith beats the {} into {label}'s kit: a D6, {RUNE_WORKS}+ it works until \
             the drive ends (004:L3406-L3412)",
            rune.name()
        ));
        self.push(Step::roll(PendingRoll {
            kind: RollKind::Rune { player, rune },
            side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(RUNE_WORKS),
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose,
        }));
        Ok(())
    }

    /// The Runesmith's D6 read: 3+ the rune works and he is spent; else he is kept.
    pub(crate) fn rune_rolled(&mut self, player: PlayerId, rune: Rune, success: bool, shown: &str) {
        let label = self.ruling_label(player);
        if !success {
            self.say(
                EventKind::Note,
                format_args!(
                    "The {} fails ({shown}): no effect; the Runesmith may try again in a later \
                     drive (004:L3410-L3412)",
                    rune.name()
                ),
            );
            return;
        }
        self.s
            .team_mut(player.side)
            .inducements
            .use_one(Inducement::Runesmith);
        let by = rune
            .characteristics()
            .map(|v| i8::try_from(v).unwrap_or(i8::MAX));
        let at_work = self.give_for_the_drive(player, by, rune.skills());
        self.s.runes[player.side.index()] = Some(at_work);
        self.say(
            EventKind::Note,
            format_args!(
                "The {} works ({shown}) on {label} until the end of the drive; the Runesmith is \
                 spent (004:L3409-L3424)",
                rune.name()
            ),
        );
    }

    /// Changes `player`'s MA, ST and AV by `by` (within 0-255) and gives him the `skills` he
    /// lacks (a duplicate adds nothing), until taken back: what was changed.
    pub(crate) fn give_for_the_drive(
        &mut self,
        player: PlayerId,
        by: [i8; 3],
        skills: &[crate::skill::Skill],
    ) -> RuneAtWork {
        let mut added = [0; 3];
        let mut granted = SkillSet::default();
        if let Some(p) = self.s.player_mut(player) {
            let profile = std::sync::Arc::make_mut(&mut p.profile);
            let values = [&mut profile.ma, &mut profile.st, &mut profile.av];
            for ((value, d), applied) in values.into_iter().zip(by).zip(&mut added) {
                let new = (i16::from(*value) + i16::from(d)).clamp(0, 255);
                *applied = i8::try_from(new - i16::from(*value)).unwrap_or(0);
                *value = u8::try_from(new).unwrap_or(*value);
            }
            for &skill in skills {
                if !p.has(skill) {
                    p.skills.insert(skill);
                    granted.insert(skill);
                }
            }
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        RuneAtWork {
            player,
            added,
            granted,
        }
    }

    /// What `at_work` changed is taken back.
    pub(crate) fn take_back(&mut self, at_work: RuneAtWork) {
        if let Some(p) = self.s.player_mut(at_work.player) {
            let profile = std::sync::Arc::make_mut(&mut p.profile);
            let values = [&mut profile.ma, &mut profile.st, &mut profile.av];
            for (value, d) in values.into_iter().zip(at_work.added) {
                let old = (i16::from(*value) - i16::from(d)).clamp(0, 255);
                *value = u8::try_from(old).unwrap_or(*value);
            }
            p.skills = p.skills.minus(at_work.granted);
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
    }

    /// The drive is over: the runes at work are taken back (004:L3418), Papa Skullbones'
    /// skills (004:L3135-L3136) and the Warpstone Brazier's mutations (004:L2069-L2071).
    #[inline]
    pub(crate) fn runes_end(&mut self) {
        if self
            .s
            .runes
            .iter()
            .chain(&self.s.blessings)
            .all(Option::is_none)
            && self.s.mutations.is_empty()
        {
            return;
        }
        let runes = self.s.runes.iter_mut().chain(&mut self.s.blessings);
        let mut ended: Vec<RuneAtWork> = runes.filter_map(Option::take).collect();
        ended.append(&mut self.s.mutations);
        for at_work in ended {
            self.take_back(at_work);
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why `side`'s Runesmith may not work on `player`: one of the team's players on the
    /// pitch, not a Star Player (004:L3407-L3414).
    pub(crate) fn rune_problem(&self, side: Side, player: PlayerId) -> Option<Rejection> {
        let on_pitch = self
            .s
            .player(player)
            .filter(|p| player.side == side && p.square().is_some());
        let why = match on_pitch {
            Some(p) if self.s.is_star_player(p) => "is a Star Player",
            Some(_) => return None,
            None => "is not one of his team's players on the pitch",
        };
        Some(self.refuse(
            format_args!(
                "the Runesmith works on one of his team's players on the pitch, never a Star \
                 Player: {} {why}",
                self.named(player)
            ),
            "004:L3407-L3414",
        ))
    }

    /// The Runesmith's options: each rune on each player he may work on, or not now.
    pub(crate) fn rune_options(&self, side: Side) -> Vec<crate::input::Decision> {
        let mut options: Vec<crate::input::Decision> = self
            .s
            .on_pitch(side)
            .filter(|p| !self.s.is_star_player(p))
            .flat_map(|p| {
                Rune::ALL
                    .iter()
                    .map(move |&rune| crate::input::Decision::Rune { player: p.id, rune })
            })
            .collect();
        options.push(crate::input::Decision::UseInducement { use_it: false });
        options
    }
}
