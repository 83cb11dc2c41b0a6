//! Blitz Bowl's re-rolls: a team has none (002:L331); a player's ability offers one, as a
//! re-roll decision after the roll, like 2016's (`Step::Reroll`, `Reroll::Ability`). Every
//! die of the roll is rolled again, the second result stands, and a re-roll is never
//! re-rolled (002:L331-L333). Offensive Specialist re-rolls a Block Action's Block Dice
//! (002:L254, L285, L725); Expert Passer a failed Throw Check, a Fumble included (002:L1063).

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::blitz_balls::BlitzBall;
use crate::dice::{Dice, Die};
use crate::event::EventKind;
use crate::player::Player;
use crate::ruleset::BlockDicePolicy;
use tables::BlitzFace;

impl<S: State> Engine<'_, S> {
    /// The ability of `player` that may re-roll `pending` now: Offensive Specialist on his
    /// Block Dice, Expert Passer on his Throw Check (offered only once it failed). Read
    /// only for a player with a Team Card line, which a 2016 roster never has.
    pub(crate) fn ability_reroll(
        &self,
        pending: &PendingRoll,
        player: &Player,
    ) -> Option<BlitzAbility> {
        let card = player.profile.blitz.as_ref()?;
        match pending.kind {
            RollKind::BlitzBlock { .. } if card.has(BlitzAbility::OffensiveSpecialist) => {
                Some(BlitzAbility::OffensiveSpecialist)
            }
            RollKind::Pass { .. }
                if card.has(BlitzAbility::ExpertPasser) && self.throw_ruler().is_some() =>
            {
                Some(BlitzAbility::ExpertPasser)
            }
            _ => None,
        }
    }
}

impl Engine<'_> {
    /// The ability's re-roll is used: the same dice again, and that result stands
    /// (002:L331-L333).
    pub(crate) fn ability_reroll_on(
        &mut self,
        ability: BlitzAbility,
        roll: Box<PendingRoll>,
        _dice: Dice,
    ) {
        let rule = match ability {
            BlitzAbility::OffensiveSpecialist => "002:L254, L331",
            _ => "002:L1063, L331",
        };
        let (who, what) = (self.roller(&roll), roll.name());
        self.blitz_reroll(
            roll,
            ability.id(),
            format_args!(
                "{who} re-rolls the {what} with {}: every die again, and the new result stands \
                 ({rule}, L333)",
                ability.id()
            ),
        );
    }

    /// A Blitz Bowl re-roll is used, `with` naming what gave it (an ability, a ball, the
    /// Rookies to Watch card): said, then the same dice asked again, and that result stands,
    /// never re-rolled (002:L331-L333).
    pub(crate) fn blitz_reroll(
        &mut self,
        mut roll: Box<PendingRoll>,
        with: &'static str,
        why: std::fmt::Arguments<'_>,
    ) {
        self.say(
            EventKind::Reroll {
                side: roll.side,
                with: with.into(),
            },
            why,
        );
        roll.rerolled = true;
        roll.is_reroll = true;
        self.push(Step::Roll(roll));
    }

    /// The player whose roll it is, as a ruling names him; empty for a team's roll.
    fn roller(&self, roll: &PendingRoll) -> String {
        roll.player()
            .map(|id| self.ruling_label(id))
            .unwrap_or_default()
    }
}

/// Blitz Bowl's Balls (002:L828-L840): the ball a player holds re-rolls as an ability does,
/// on the same re-roll decision, every die again and never a re-roll (002:L331-L333). The
/// Extra Spikey Ball's "re-roll results of Miss" is read by 002:L331, which says how a
/// specific result is re-rolled: all the dice rolled are rolled again; so a Block Dice roll
/// showing a Miss (a die read as one, by Bomber or Insignificant, too) may be rolled again
/// whole (digest §9 A27 leans to the Miss dice alone; 002:L331's own words decide here).
impl<S: State> Engine<'_, S> {
    /// The ball `pending`'s player holds that may re-roll it, the roll showing `dice`: the
    /// Dwarf Rune Ball on a failed Throw Check of 1, or any failed one by a Dwarf team's
    /// player (a team whose Team Card id says "dwarf"); the Extra Spikey Ball on the Block
    /// Dice of his Block Action when one shows a Miss (002:L828-L840).
    pub(crate) fn ball_reroll(&self, pending: &PendingRoll, dice: &[Die]) -> Option<BlitzBall> {
        if pending.rerolled {
            return None;
        }
        let holder = pending.player()?;
        let ball = self.s.kind_held_by(holder)?;
        match (ball, &pending.kind) {
            (BlitzBall::DwarfRuneBall, RollKind::Pass { .. }) if self.throw_ruler().is_some() => {
                let dwarf = self
                    .s
                    .team(holder.side)
                    .roster
                    .to_ascii_lowercase()
                    .contains("dwarf");
                let one = dice.first().and_then(|d| d.value()) == Some(1);
                (one || dwarf).then_some(ball)
            }
            (BlitzBall::ExtraSpikeyBall, RollKind::BlitzBlock { attacker, defender }) => {
                let BlockDicePolicy::BlockValue { faces, .. } = self.s.ruleset.block_dice else {
                    return None;
                };
                dice.iter()
                    .filter_map(|d| d.value())
                    .filter_map(|n| faces.get(usize::from(n).checked_sub(1)?).copied())
                    .any(|f| self.block_face_as(*attacker, *defender, f) == BlitzFace::Miss)
                    .then_some(ball)
            }
            _ => None,
        }
    }

    /// [`Engine::ball_reroll`] for the roll waiting on its re-roll choice (`Step::Reroll`,
    /// whose dice it reads).
    pub(crate) fn ball_reroll_waiting(&self, pending: &PendingRoll) -> Option<BlitzBall> {
        match self.s.stack.last() {
            Some(Step::Reroll { roll, dice }) if std::ptr::eq(roll.as_ref(), pending) => {
                self.ball_reroll(pending, dice.as_slice())
            }
            _ => None,
        }
    }
}

impl Engine<'_> {
    /// The held ball's re-roll is used: the same dice again, and that result stands
    /// (002:L828-L840, L331-L333).
    pub(crate) fn ball_reroll_on(&mut self, ball: BlitzBall, roll: Box<PendingRoll>) {
        let (who, what) = (self.roller(&roll), roll.name());
        self.blitz_reroll(
            roll,
            ball.id(),
            format_args!(
                "{who} re-rolls the {what} with {}: every die again, and the new result stands \
                 (002:L828-L840, L331-L333)",
                ball.name()
            ),
        );
    }
}
