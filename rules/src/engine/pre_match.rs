//! The pre-match sequence (digest §3.1): the weather roll, each team's fans and FAME, the coin
//! toss and the winner's choice to kick or receive. Whatever the setup already settled is
//! skipped.

use std::borrow::Cow;

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::rejection::Rejection;
use crate::setup::{MatchSetup, Weather};

/// The steps a new match starts with, innermost last.
pub(crate) fn pre_match_steps(setup: &MatchSetup) -> Vec<Step> {
    let mut steps = Vec::new();
    if setup.weather.is_none() {
        steps.push(weather_roll(false));
    }
    if setup.fame.is_none() {
        for team in Side::BOTH {
            steps.push(Step::roll(PendingRoll {
                kind: RollKind::Fans { team },
                side: team,
                dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
                target: None,
                modifiers: Vec::new(),
                rerolled: true,
                purpose: format!(
                    "Fans: the {} coach rolls 2D6, plus Fan Factor {}, for the fans in thousands \
                     (000:L989)",
                    setup.team(team).name,
                    setup.team(team).fan_factor
                ),
            }));
        }
    }
    match setup.kicking {
        None => steps.push(Step::CoinToss),
        Some(side) => steps.push(Step::Setup { side }),
    }
    steps.reverse();
    steps
}

/// The Weather table roll: one D6 from each coach, added (000:L1013).
pub(crate) fn weather_roll(kick_off: bool) -> Step {
    Step::roll(PendingRoll {
        kind: RollKind::Weather { kick_off },
        side: Side::Home,
        dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
        target: None,
        modifiers: Vec::new(),
        rerolled: true,
        purpose: if kick_off {
            "Changing Weather: roll the Weather table again, one D6 from each coach; on Nice the \
             kick drifts one more square (000:L1004)"
                .into()
        } else {
            "Weather: each coach rolls a D6 and the two are added on the Weather table \
             (000:L1013-L1023)"
                .into()
        },
    })
}

fn sum(dice: &[Die]) -> u8 {
    dice.iter().filter_map(|d| d.value()).sum()
}

/// FAME from the two crowds: +2 for twice the other's fans or more, +1 for more (000:L993).
pub(crate) fn fame(mine: u8, theirs: u8) -> u8 {
    if u16::from(mine) >= 2 * u16::from(theirs) {
        2
    } else if mine > theirs {
        1
    } else {
        0
    }
}

impl Engine<'_> {
    pub(crate) fn weather_rolled(&mut self, kick_off: bool, dice: &[Die]) {
        let total = sum(dice);
        let weather = Weather::from_roll(total);
        self.s.weather = weather;
        self.say(
            EventKind::Weather { weather },
            format_args!("Weather roll {total}: {} (000:L1015-L1023)", weather.name()),
        );
        if kick_off && weather == Weather::Nice {
            self.push(super::kickoff::gentle_breeze_roll());
        }
    }

    pub(crate) fn fans_rolled(&mut self, team: Side, dice: &[Die]) {
        let ff = self.s.team(team).fan_factor;
        let fans = sum(dice).saturating_add(ff);
        self.s.team_mut(team).fans = fans;
        let name = self.s.team(team).name.clone();
        self.say(
            EventKind::Roll {
                roll: "Fans".into(),
                player: None,
                dice: dice.to_vec(),
                outcome: crate::event::Outcome::Read,
            },
            format_args!(
                "{name}: {} + Fan Factor {ff} = {fans},000 fans (000:L989)",
                sum(dice)
            ),
        );
        if team == Side::Away {
            let (home, away) = (self.s.team(Side::Home).fans, self.s.team(Side::Away).fans);
            let (fh, fa) = (fame(home, away), fame(away, home));
            self.s.team_mut(Side::Home).fame = fh;
            self.s.team_mut(Side::Away).fame = fa;
            self.say(
                EventKind::Fame { home: fh, away: fa },
                format_args!(
                    "FAME: home {fh}, away {fa} (+1 for more fans, +2 for twice as many, \
                     000:L993)"
                ),
            );
        }
    }

    pub(crate) fn coin_toss(&mut self, winner: Side) -> Result<(), Rejection> {
        self.s.stack.pop();
        let name = self.s.team(winner).name.clone();
        self.say(
            EventKind::Kicking { side: winner },
            format_args!(
                "{name} ({}) wins the coin toss and chooses to kick or receive (000:L374)",
                winner.name()
            ),
        );
        self.push(Step::KickOrReceive { side: winner });
        Ok(())
    }

    pub(crate) fn kick_or_receive(&mut self, side: Side, kick: bool) -> Result<(), Rejection> {
        let kicking = if kick { side } else { side.opponent() };
        if self.s.half == 1 {
            self.s.first_kicking = kicking;
        }
        let name = self.s.team(kicking).name.clone();
        self.say(
            EventKind::Kicking { side: kicking },
            format_args!(
                "{name} ({}) kicks off; the kicking team sets up first (000:L374)",
                kicking.name()
            ),
        );
        self.next_drive(kicking);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fame_is_two_for_twice_the_crowd_one_for_more_000_l993() {
        assert_eq!(fame(10, 5), 2);
        assert_eq!(fame(9, 5), 1);
        assert_eq!(fame(5, 5), 0);
        assert_eq!(fame(4, 5), 0);
    }
}
