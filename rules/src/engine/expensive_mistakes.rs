//! Expensive Mistakes, step 5 of a team's last post-match sequence (004:L2976-L2977), rolled as
//! the first roll of its next match: step 5 follows Hire and Fire (004:L2692-L2693), which
//! spends from the Treasury, so the column is read off the Treasury the team brings
//! ([`crate::setup::LeagueSetup::expensive_mistakes`]). The table is
//! [`crate::expensive_mistakes`]; what is lost is kept in `MatchState::treasury_lost`, and the
//! Treasury the inducements may spend is what is left.

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::{EventKind, Outcome};
use crate::expensive_mistakes::{
    EXPENSIVE_MISTAKES_FROM, Mistake, catastrophe_loss, column_words, major_loss, minor_loss,
    thousands,
};
use crate::pitch::Side;
use crate::setup::MatchSetup;

/// The Expensive Mistakes D6 of each team that brings 100,000 or more to step 5, home first.
pub(crate) fn expensive_mistakes_steps(setup: &MatchSetup) -> Vec<Step> {
    let Some(league) = &setup.league else {
        return Vec::new();
    };
    Side::BOTH
        .into_iter()
        .zip(league.expensive_mistakes)
        .filter_map(|(team, gold)| {
            let gold = gold.filter(|g| *g >= EXPENSIVE_MISTAKES_FROM)?;
            Some(PendingRoll::plain(
                RollKind::ExpensiveMistakes { team, gold },
                team,
                &[DieKind::D6][..],
                format!(
                    "Expensive Mistakes (step 5 of {}'s last post-match sequence, after its Hire \
                     and Fire): D6 on the {} column, the Treasury holding {} \
                     (004:L2944-L2961, L2976-L2977)",
                    setup.team(team).name,
                    column_words(gold),
                    thousands(gold)
                ),
            ))
        })
        .collect()
}

/// Where a team's step 5 stands in a match ([`crate::Match::expensive_mistakes_step`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepFive {
    /// The setup brought no Treasury for it: no step 5 before this match.
    NotDue,
    /// Its Expensive Mistakes D6 is still to roll.
    ToRoll,
    /// The D6 is rolled and a Minor Incident's D3 or a Catastrophe's 2D6 is still to roll.
    Rolling,
    /// Over (at under 100,000 there was no roll): `MatchState::treasury_lost` holds the loss.
    Done,
}

impl crate::Match {
    /// Where each team's step 5 stands in this match, home then away. A match abandoned
    /// after it keeps what the step took: the step belongs to the last post-match sequence,
    /// not to the match abandoned.
    pub fn expensive_mistakes_step(&self) -> [StepFive; 2] {
        let brought = self
            .setup
            .league
            .as_ref()
            .map_or([None, None], |l| l.expensive_mistakes);
        let step = |i: usize, side: Side| {
            let mut at = if brought[i].is_some() {
                StepFive::Done
            } else {
                StepFive::NotDue
            };
            for step in &self.state.stack {
                if let Step::Roll(pending) = step {
                    match pending.kind {
                        RollKind::ExpensiveMistakes { team, .. } if team == side => {
                            at = StepFive::ToRoll;
                        }
                        RollKind::MinorIncident { team, .. }
                        | RollKind::Catastrophe { team, .. }
                            if team == side =>
                        {
                            at = StepFive::Rolling;
                        }
                        _ => {}
                    }
                }
            }
            at
        };
        [step(0, Side::Home), step(1, Side::Away)]
    }
}

impl Engine<'_> {
    fn lose(&mut self, team: Side, gold: u32) {
        self.s.treasury_lost[usize::from(team == Side::Away)] = gold;
    }

    fn said(
        &mut self,
        team: Side,
        roll: &'static str,
        dice: &[Die],
        text: std::fmt::Arguments<'_>,
    ) {
        let name = self.s.team(team).name.clone();
        let text = self.words(format_args!("{name}: {text}"));
        self.events.push(crate::event::Event::new(
            EventKind::Roll {
                roll: roll.into(),
                player: None,
                dice: crate::dice::Dice::from_slice(dice),
                outcome: Outcome::Read,
            },
            text,
        ));
    }

    /// `team`'s D6 on the column of `gold`, the Treasury it brought to step 5.
    pub(crate) fn expensive_mistakes_rolled(&mut self, team: Side, gold: u32, dice: &[Die]) {
        let d6 = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let mistake = match Mistake::rolled(self.book, gold, d6) {
            Ok(Some(mistake)) => mistake,
            Ok(None) => return,
            Err(problem) => {
                self.say(
                    EventKind::Note,
                    format_args!("Expensive Mistakes: {problem}"),
                );
                return;
            }
        };
        let column = column_words(gold);
        match mistake {
            Mistake::CrisisAverted => self.said(
                team,
                "Expensive Mistakes",
                dice,
                format_args!(
                    "Expensive Mistakes {d6} on the {column} column: Crisis Averted, nothing \
                     lost (004:L3004)"
                ),
            ),
            Mistake::MajorIncident => {
                let lost = major_loss(gold);
                self.lose(team, lost);
                self.said(
                    team,
                    "Expensive Mistakes",
                    dice,
                    format_args!(
                        "Expensive Mistakes {d6} on the {column} column: Major Incident, half \
                         the Treasury lost, rounded up: {} of {} (004:L3006-L3007)",
                        thousands(lost),
                        thousands(gold)
                    ),
                );
            }
            Mistake::MinorIncident | Mistake::Catastrophe => {
                let name = mistake.words();
                self.said(
                    team,
                    "Expensive Mistakes",
                    dice,
                    format_args!("Expensive Mistakes {d6} on the {column} column: {name}"),
                );
                let step = if mistake == Mistake::MinorIncident {
                    PendingRoll::plain(
                        RollKind::MinorIncident { team, gold },
                        team,
                        &[DieKind::D6][..],
                        self.words(format_args!(
                            "Minor Incident: D3 (a D6 halved, rounding up) x 10,000 lost from \
                             the Treasury of {} (004:L3005)",
                            thousands(gold)
                        )),
                    )
                } else {
                    PendingRoll::plain(
                        RollKind::Catastrophe { team, gold },
                        team,
                        &[DieKind::D6, DieKind::D6][..],
                        self.words(format_args!(
                            "Catastrophe: the Treasury of {} is emptied but for 2D6 x 10,000 \
                             (004:L3008-L3009)",
                            thousands(gold)
                        )),
                    )
                };
                self.push(step);
            }
        }
    }

    pub(crate) fn minor_incident_rolled(&mut self, team: Side, gold: u32, dice: &[Die]) {
        let d3 = crate::dice::d3(dice.first().and_then(|d| d.value()).unwrap_or(1));
        let lost = minor_loss(gold, d3);
        self.lose(team, lost);
        self.said(
            team,
            "Minor Incident",
            dice,
            format_args!(
                "Minor Incident: D3 {d3}, {} of {} lost (004:L3005)",
                thousands(lost),
                thousands(gold)
            ),
        );
    }

    pub(crate) fn catastrophe_rolled(&mut self, team: Side, gold: u32, dice: &[Die]) {
        let two_d6: u8 = dice.iter().filter_map(|d| d.value()).sum();
        let lost = catastrophe_loss(gold, two_d6);
        self.lose(team, lost);
        let kept = gold - lost;
        self.said(
            team,
            "Catastrophe",
            dice,
            format_args!(
                "Catastrophe: 2D6 {two_d6} keeps {}, {} of {} lost (004:L3008-L3009)",
                thousands(kept),
                thousands(lost),
                thousands(gold)
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::expensive_mistakes as table;

    #[test]
    fn the_columns_are_headed_as_the_table_heads_them_004_l2944() {
        assert_eq!(table::column_words(100_000), "100,000-190,000");
        assert_eq!(table::column_words(299_999), "200,000-290,000");
        assert_eq!(table::column_words(512_000), "500,000+");
    }
}
