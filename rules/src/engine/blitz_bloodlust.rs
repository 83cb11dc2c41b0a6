//! Blitz Bowl's Bloodlust and Minion (the Vampire Team Card, 002:L1027-L1029): once a Block
//! Action's Claim Challenge Card step is over, a blocker with Bloodlust any of whose Block Dice
//! (the last roll's, digest §6.3) showed a Miss is Injured, a ball he held Bouncing; his coach
//! may have a team-mate with Minion next to him Injured instead (a decision, asked only when
//! there is one).

use super::steps::Step;
use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::event::EventKind;
use crate::input::Decision;
use crate::player::PlayerId;
use crate::rejection::Rejection;

impl Engine<'_> {
    /// Bloodlust, after the Block's Claim step: `player` (if he has it and is still on the
    /// pitch) is Injured, or a Minion next to him instead, the coach's choice (002:L1027-L1028).
    pub(crate) fn bloodlust(&mut self, player: PlayerId) {
        let Some(p) = self.s.player(player) else {
            return;
        };
        if !p.has_ability(BlitzAbility::Bloodlust) || p.square().is_none() {
            return;
        }
        if self.minions(player).is_empty() {
            self.bloodlust_injures(player, None);
        } else {
            self.push(Step::Minion { player });
        }
    }

    /// The coach's Minion answer: `thrall` Injured instead of `player`, or none.
    pub(crate) fn minion_decided(
        &mut self,
        player: PlayerId,
        thrall: Option<PlayerId>,
    ) -> Result<(), Rejection> {
        if let Some(t) = thrall
            && !self.minions(player).contains(&t)
        {
            return Err(self.refuse(
                format_args!(
                    "{} is not a team-mate with Minion next to {}: name one, or none",
                    self.named(t),
                    self.named(player)
                ),
                "002:L1027",
            ));
        }
        self.s.stack.pop();
        self.bloodlust_injures(player, thrall);
        Ok(())
    }

    /// The Bloodlust Injury: `player`, or the Minion `thrall` instead; a ball the Injured one
    /// held Bounces (002:L1027-L1028, L582).
    fn bloodlust_injures(&mut self, player: PlayerId, thrall: Option<PlayerId>) {
        let label = self.ruling_label(player);
        match thrall {
            Some(t) => {
                let minion = self.ruling_label(t);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Bloodlust: one of {label}'s Block Dice showed a Miss; {minion}, his \
                         Minion, is Injured instead (002:L1027-L1028)"
                    ),
                );
                self.injure(t);
            }
            None => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Bloodlust: one of {label}'s Block Dice showed a Miss, so he is \
                         Injured; a ball he holds Bounces (002:L1028)"
                    ),
                );
                self.injure(player);
            }
        }
    }
}

impl<S: State> Engine<'_, S> {
    /// The team-mates with Minion next to `player`, on the pitch (002:L1027).
    pub(crate) fn minions(&self, player: PlayerId) -> Vec<PlayerId> {
        let Some(square) = self.s.player(player).and_then(|p| p.square()) else {
            return Vec::new();
        };
        self.s
            .players_next_to(square)
            .filter(|o| o.id.side == player.side && o.has_ability(BlitzAbility::Minion))
            .map(|o| o.id)
            .collect()
    }

    /// The Minion prompt's options: each Minion next to `player`, then none.
    pub(crate) fn minion_options(&self, player: PlayerId) -> Vec<Decision> {
        self.minions(player)
            .into_iter()
            .map(|t| Decision::Minion { thrall: Some(t) })
            .chain([Decision::Minion { thrall: None }])
            .collect()
    }
}
