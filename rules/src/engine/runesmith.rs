//! The Runesmith, a Dwarf and Slayer Hold inducement (004:L3400-L3424): at the start of any
//! drive, just after his team sets up, his coach may pick one of the team's players on the
//! pitch (not a Star Player) and a rune, asked as `Step::UseTeamInducement` and answered
//! `Decision::Rune`; a D6, 3+ the rune works until the drive ends and the Runesmith is spent,
//! else he may try again in a later drive. The rune changes the player's profile and skills,
//! which every step reads, and is taken back as the drive ends.

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

/// A rune at work on a player until the drive ends: what it added, to take back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RuneAtWork {
    pub player: PlayerId,
    /// MA, ST and AV added.
    pub added: [u8; 3],
    /// The skills it gave that he did not have.
    pub granted: SkillSet,
}

impl Engine<'_> {
    /// `side` has set up: its coach may use the Runesmith, if the team still has him and a
    /// player he may work on (004:L3406-L3408).
    pub(crate) fn offer_runesmith(&mut self, side: Side) {
        if self.s.team(side).inducements.has(Inducement::Runesmith)
            && self.s.on_pitch(side).any(|p| !super::apothecary::star(p))
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
        let added = rune.characteristics();
        let mut granted = SkillSet::default();
        if let Some(p) = self.s.player_mut(player) {
            let profile = std::sync::Arc::make_mut(&mut p.profile);
            profile.ma = profile.ma.saturating_add(added[0]);
            profile.st = profile.st.saturating_add(added[1]);
            profile.av = profile.av.saturating_add(added[2]);
            for &skill in rune.skills() {
                if !p.has(skill) {
                    p.skills.insert(skill);
                    granted.insert(skill);
                }
            }
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        self.s.runes[player.side.index()] = Some(RuneAtWork {
            player,
            added,
            granted,
        });
        self.say(
            EventKind::Note,
            format_args!(
                "The {} works ({shown}) on {label} until the end of the drive; the Runesmith is \
                 spent (004:L3409-L3424)",
                rune.name()
            ),
        );
    }

    /// The drive is over: the runes at work are taken back (004:L3418), and Papa Skullbones'
    /// skills (004:L3135-L3136).
    #[inline]
    pub(crate) fn runes_end(&mut self) {
        if self
            .s
            .runes
            .iter()
            .chain(&self.s.blessings)
            .all(Option::is_none)
        {
            return;
        }
        for slot in 0..4 {
            let at_work = if slot < 2 {
                self.s.runes.get_mut(slot)
            } else {
                self.s.blessings.get_mut(slot - 2)
            };
            let Some(at_work) = at_work.and_then(Option::take) else {
                continue;
            };
            if let Some(p) = self.s.player_mut(at_work.player) {
                let profile = std::sync::Arc::make_mut(&mut p.profile);
                profile.ma = profile.ma.saturating_sub(at_work.added[0]);
                profile.st = profile.st.saturating_sub(at_work.added[1]);
                profile.av = profile.av.saturating_sub(at_work.added[2]);
                p.skills = p.skills.minus(at_work.granted);
            }
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why `side`'s Runesmith may not work on `player`: one of the team's players on the
    /// pitch, not a Star Player (004:L3407-L3414).
    pub(crate) fn rune_problem(&self, side: Side, player: PlayerId) -> Option<Rejection> {
        let ok = player.side == side
            && self
                .s
                .player(player)
                .is_some_and(|p| p.square().is_some() && !super::apothecary::star(p));
        (!ok).then(|| {
            self.refuse(
                format_args!(
                    "the Runesmith works on one of his team's players on the pitch, never a Star \
                     Player: {} is not one",
                    self.named(player)
                ),
                "004:L3407-L3414",
            )
        })
    }

    /// The Runesmith's options: each rune on each player he may work on, or not now.
    pub(crate) fn rune_options(&self, side: Side) -> Vec<crate::input::Decision> {
        let mut options: Vec<crate::input::Decision> = self
            .s
            .on_pitch(side)
            .filter(|p| !super::apothecary::star(p))
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
