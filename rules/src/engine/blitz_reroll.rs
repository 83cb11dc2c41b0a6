//! Blitz Bowl's re-rolls: a team has none (002:L331); a player's ability offers one, as a
//! re-roll decision after the roll, like 2016's (`Step::Reroll`, `Reroll::Ability`). Every
//! die of the roll is rolled again, the second result stands, and a re-roll is never
//! re-rolled (002:L331-L333). Offensive Specialist re-rolls a Block Action's Block Dice
//! (002:L254, L285, L725); Expert Passer a failed Throw Check, a Fumble included (002:L1063).

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::dice::Dice;
use crate::event::EventKind;
use crate::player::Player;

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
        mut roll: Box<PendingRoll>,
        _dice: Dice,
    ) {
        let side = roll.side;
        let rule = match ability {
            BlitzAbility::OffensiveSpecialist => "002:L254, L331",
            _ => "002:L1063, L331",
        };
        let who = roll
            .player()
            .map(|id| self.ruling_label(id))
            .unwrap_or_default();
        self.say(
            EventKind::Reroll {
                side,
                with: ability.id().into(),
            },
            format_args!(
                "{who} re-rolls the {} with {}: every die again, and the new result stands \
                 ({rule}, L333)",
                roll.name(),
                ability.id()
            ),
        );
        roll.rerolled = true;
        self.push(Step::Roll(roll));
    }
}
