//! Inducements a coach uses on a player at a moment the text names, asked as
//! `Step::UseInducement` and answered `Decision::UseInducement`: the Revitalising Tonic, once a
//! match, instead of a KO'd player's recovery roll at the start of a drive: a D6, 2+ back to
//! Reserves (004:L6746-L6756).

use std::borrow::Cow;

use super::Engine;
use super::State;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::DieKind;
use crate::event::{EventKind, InjuryResult};
use crate::inducement_kind::Inducement;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;

impl<S: State> Engine<'_, S> {
    /// The question of a `Step::UseInducement`.
    pub(crate) fn use_inducement_question(&self, which: Inducement, player: PlayerId) -> String {
        match which {
            Inducement::RevitalisingTonic => format!(
                "{} is KO'd: give him the Revitalising Tonic (once a match: D6, 2+ recovers) \
                 instead of his KO recovery roll? (004:L6746-L6756)",
                self.label(player)
            ),
            other => format!(
                "Use the {} on {} now?",
                other.id().replace('-', " "),
                self.label(player)
            ),
        }
    }
}

impl Engine<'_> {
    /// The coach uses `which` on `player`, or not.
    pub(crate) fn use_inducement(
        &mut self,
        which: Inducement,
        player: PlayerId,
        use_it: bool,
    ) -> Result<(), Rejection> {
        self.s.stack.pop();
        if which == Inducement::RevitalisingTonic {
            self.tonic(player, use_it);
        }
        Ok(())
    }

    /// The Tonic for `player` instead of his KO recovery roll, or the roll (004:L6746-L6756).
    fn tonic(&mut self, player: PlayerId, use_it: bool) {
        let side = player.side;
        if !use_it
            || !self
                .s
                .team_mut(side)
                .inducements
                .use_one(Inducement::RevitalisingTonic)
        {
            let roll = self.ko_recovery_roll(player);
            self.push(roll);
            return;
        }
        // Once a match: the team's other KO'd players waiting to be asked roll as normal.
        let waiting: Vec<(usize, PlayerId)> = self
            .s
            .stack
            .iter()
            .enumerate()
            .filter_map(|(i, step)| match step {
                Step::UseInducement {
                    which: Inducement::RevitalisingTonic,
                    player: p,
                } if p.side == side => Some((i, *p)),
                _ => None,
            })
            .collect();
        for (i, p) in waiting {
            let roll = self.ko_recovery_roll(p);
            if let Some(step) = self.s.stack.get_mut(i) {
                *step = roll;
            }
        }
        let label = self.ruling_label(player);
        self.push(Step::roll(PendingRoll {
            kind: RollKind::RevitalisingTonic { player },
            side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(2),
            modifiers: Vec::new(),
            rerolled: true,
            purpose: self.words(format_args!(
                "The Revitalising Tonic for {label}: 2-6 returns to Reserves (004:L6746-L6756)"
            )),
        }));
    }

    /// The Tonic's D6 for `player`: 2+ back to Reserves, 1 he stays KO'd.
    pub(crate) fn tonic_rolled(&mut self, id: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(id);
        if success {
            self.s.set_place(id, Place::Reserves);
            self.say(
                EventKind::Recovered { player: id },
                format_args!(
                    "Revitalising Tonic ({shown}): {label} returns to Reserves (004:L6746-L6756)"
                ),
            );
        } else {
            self.say(
                EventKind::Injured {
                    player: id,
                    result: InjuryResult::KnockedOut,
                },
                format_args!("Revitalising Tonic ({shown}): {label} stays KO'd (004:L6746-L6756)"),
            );
        }
    }
}
