//! Choosing the inducements after the Weather, Stadium and Referee rolls, as the league's
//! pre-match sequence orders (004:L2676-L2682), so that a coach buys his Bribes knowing the
//! referee and Reputation for Spectacle's gold and Broadcast Studio's cheaper Star Players
//! count for a stadium rolled, not only one named.
//!
//! The match waits at [`Step::ChooseInducements`] after the Referee roll. What the coaches buy
//! becomes part of the match's setup ([`Match::choose_inducements`]: the setup is replaced and
//! the first rolls replayed on it), and a [`Decision::InducementsChosen`] lets the match go on.
//! A script's setup buys them before the first roll (`InducementsChosen::InSetup`), and never
//! stops here.

use std::sync::Arc;

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, Match};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{Decision, Input};
use crate::pitch::Side;
use crate::rejection::Rejection;
use crate::setup::{InducementsChosen, MatchSetup, SetupError, SetupSpec};
use crate::state::MatchState;
use tables::Rulebook;

/// Where the match stands at the choosing of inducements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choosing {
    /// Whether the setup holds them already (the match waits only for
    /// [`Decision::InducementsChosen`]).
    pub chosen: bool,
    /// Reputation for Spectacle's 2D6, at a stadium rolled with it (004:L3721-L3723).
    pub spectacle: Option<[u8; 2]>,
}

/// The step a league match whose inducements come after the Referee roll waits at; `None`
/// for one whose setup bought them.
pub(crate) fn choose_step(setup: &MatchSetup) -> Option<Step> {
    let when = setup.league.as_ref()?.inducements_chosen;
    (when != InducementsChosen::InSetup).then_some(Step::ChooseInducements {
        chosen: when == InducementsChosen::Chosen,
        spectacle: None,
    })
}

/// Whether inducements the setup holds (`chosen`) still stand: the stadium, the referee,
/// Reputation for Spectacle's 2D6 and the Expensive Mistakes' losses are those they were
/// chosen knowing. An undo or a correction
/// of those rolls after the choosing makes the coaches choose again (004:L2676-L2682).
pub(crate) fn still_chosen(
    state: &crate::state::MatchState,
    chosen: bool,
    spectacle: Option<[u8; 2]>,
) -> bool {
    chosen
        && state.chosen_knowing.as_deref().is_none_or(|knew| {
            knew.stadium == state.stadium
                && knew.referee == state.referee
                && knew.spectacle == spectacle
                && knew.treasury_lost == state.treasury_lost
        })
}

impl<S: super::State> Engine<'_, S> {
    /// Whether the inducements are still to be chosen in this match's pre-match.
    pub(crate) fn inducements_to_come(&self) -> bool {
        self.s
            .stack
            .iter()
            .any(|s| matches!(s, Step::ChooseInducements { .. }))
    }
}

impl Engine<'_> {
    /// A stadium rolled with Reputation for Spectacle before the inducements: its 2D6
    /// (004:L3721-L3723).
    pub(crate) fn spectacle_due(&mut self) {
        if !self.inducements_to_come() {
            return;
        }
        self.push(PendingRoll::plain(
            RollKind::Spectacle,
            Side::Home,
            &[DieKind::D6, DieKind::D6][..],
            self.words(format_args!(
                "Reputation for Spectacle: 2D6; each team gets that many times 10,000 more for \
                 inducements, the same for both (004:L3721-L3723)"
            )),
        ));
    }

    pub(crate) fn spectacle_rolled(&mut self, dice: &[Die]) {
        let [a, b] = [0, 1].map(|i| dice.get(i).and_then(|d| d.value()).unwrap_or(1));
        for step in self.s.stack.iter_mut().rev() {
            if let Step::ChooseInducements { spectacle, .. } = step {
                *spectacle = Some([a, b]);
                break;
            }
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Reputation for Spectacle: {a} + {b}: each team gets {}0,000 more for \
                 inducements (004:L3721-L3723)",
                a + b
            ),
        );
    }

    /// [`Decision::InducementsChosen`]: the match goes on once the setup holds them, chosen
    /// knowing the rolls the match has.
    pub(crate) fn inducements_chosen(
        &mut self,
        chosen: bool,
        spectacle: Option<[u8; 2]>,
    ) -> Result<(), Rejection> {
        if chosen && !still_chosen(self.s, chosen, spectacle) {
            return Err(Rejection::rule(
                "the stadium, the referee, Reputation for Spectacle's 2D6 or what Expensive \
                 Mistakes took from a Treasury is not what the inducements were chosen \
                 knowing: the coaches choose them again",
                "004:L2676-L2682",
            ));
        }
        if !chosen {
            return Err(Rejection::rule(
                "the inducements are not chosen yet: the coaches choose them now, after the \
                 Referee roll, in the window's Inducements panel or with a \
                 {\"choose_inducements\": …} line of `nuffle match record --match`, which put \
                 them in the match's setup",
                "004:L2676-L2682",
            ));
        }
        self.s.stack.pop();
        let (home, away) = (
            bought_words(self.s, self.book, Side::Home),
            bought_words(self.s, self.book, Side::Away),
        );
        self.say(
            EventKind::Note,
            format_args!(
                "Inducements chosen after the Referee roll (004:L2676-L2682): {home}; {away}"
            ),
        );
        Ok(())
    }
}

/// What `side` bought for the match, in words: "Reavers: 2 Bloodweiser Kegs, Star Player Griff
/// Oberwald", or "…: none of the list".
fn bought_words(state: &MatchState, book: &Rulebook, side: Side) -> String {
    let team = state.team(side);
    let stars = state
        .players
        .iter()
        .filter(|p| p.id.side == side && p.profile.position == crate::setup::STAR_POSITION);
    let bought: Vec<String> = team
        .bought
        .iter()
        .map(|(which, n)| format!("{n} {}", which.name(book)))
        .chain(stars.map(|p| format!("Star Player {}", p.profile.name)))
        .collect();
    format!(
        "{}: {}",
        team.name,
        if bought.is_empty() {
            "none of the list".to_string()
        } else {
            bought.join(", ")
        }
    )
}

impl Match {
    /// What the setup holds as bought for the match, both teams in words, when it holds
    /// purchases chosen after the Referee roll (an undo back to the choosing keeps them until
    /// they are chosen again); `None` before they are first chosen.
    pub fn chosen_purchases(&self) -> Option<String> {
        let league = self.setup.league.as_ref()?;
        if league.inducements_chosen != InducementsChosen::Chosen {
            return None;
        }
        Some(format!(
            "{}; {}",
            bought_words(&self.state, &self.book, Side::Home),
            bought_words(&self.state, &self.book, Side::Away)
        ))
    }

    /// Where the match stands if it waits at the choosing of inducements (004:L2676-L2682).
    pub fn choosing_inducements(&self) -> Option<Choosing> {
        match self.state.stack.last() {
            Some(Step::ChooseInducements { chosen, spectacle }) => Some(Choosing {
                chosen: still_chosen(&self.state, *chosen, *spectacle),
                spectacle: *spectacle,
            }),
            _ => None,
        }
    }

    /// Puts what the coaches bought into the match: `setup` is this match's setup with the
    /// purchases (its league's `inducements_chosen` set to `Chosen`), and the inputs so far,
    /// the Weather, Stadium and Referee rolls, are replayed on it. The match then waits for
    /// [`Decision::InducementsChosen`]. Refused, and nothing changes, unless the match waits at
    /// the choosing, or if `setup` changes more than what was bought.
    pub fn choose_inducements(&mut self, setup: MatchSetup) -> Result<(), SetupError> {
        if self.choosing_inducements().is_none() {
            return Err(SetupError(
                "the match is not at the choosing of inducements, which comes after the \
                 Referee roll (004:L2676-L2682)"
                    .into(),
            ));
        }
        same_match(&self.setup, &setup)?;
        let old = std::mem::replace(&mut self.setup, Arc::new(setup));
        let inputs = self.inputs.clone();
        if !self.rebuild()
            || !matches!(
                self.choosing_inducements(),
                Some(Choosing { chosen: true, .. })
            )
        {
            self.setup = old;
            self.inputs = inputs;
            self.rebuild();
            return Err(SetupError(
                "with these inducements the match's first rolls do not replay as they were; \
                 nothing was changed"
                    .into(),
            ));
        }
        Ok(())
    }

    /// `spec`, the league's two teams with what they buy, as this match prices it: with the
    /// stadium it rolled named (Broadcast Studio's cheaper Star Players, 004:L3725-L3728) and
    /// Reputation for Spectacle's 2D6 (its gold, 004:L3721-L3723), and each team's Treasury as
    /// its Expensive Mistakes left it (004:L2976-L2977). What the Inducements panel builds and
    /// refuses by.
    pub fn inducement_spec(&self, mut spec: SetupSpec) -> SetupSpec {
        if let Some(league) = spec.league.as_mut() {
            if let Some(stadium) = &self.state.stadium {
                league.stadium = Some(
                    stadium
                        .attribute
                        .clone()
                        .unwrap_or_else(|| stadium.kind.clone()),
                );
            }
            // The 2D6 this match rolled, never one a spec brought from an earlier choosing.
            league.spectacle = self.choosing_inducements().and_then(|c| c.spectacle);
            league.home_stadium = self.setup.league.as_ref().and_then(|l| l.home_stadium);
        }
        // The Treasury left after this match's Expensive Mistakes (step 5 of the last
        // post-match sequence, 004:L2976-L2977) is what the inducements may take.
        let brought = self
            .setup
            .league
            .as_ref()
            .map_or([None, None], |l| l.expensive_mistakes);
        for (i, team) in [&mut spec.home, &mut spec.away].into_iter().enumerate() {
            if let (Some(gold), crate::setup::TeamSpec::Roster { inducements, .. }) =
                (brought[i], team)
            {
                inducements.treasury = gold.saturating_sub(self.state.treasury_lost[i]);
            }
        }
        spec
    }

    /// `built`, the spec of [`Match::inducement_spec`] built, as this match's setup for
    /// [`Match::choose_inducements`]: its league's stadium and referee as this match has them
    /// (rolled, so its rolls replay), the inducements marked chosen.
    pub fn chosen_setup(&self, mut built: MatchSetup) -> MatchSetup {
        if let (Some(now), Some(was)) = (built.league.as_mut(), self.setup.league.as_ref()) {
            now.home_stadium = was.home_stadium;
            now.roll_stadium = was.roll_stadium;
            now.stadium = was.stadium.clone();
            now.roll_referee = was.roll_referee;
            now.referee = was.referee.clone();
            now.expensive_mistakes = was.expensive_mistakes;
            now.inducements_chosen = InducementsChosen::Chosen;
            now.chosen_knowing = Some(crate::setup::ChosenKnowing {
                stadium: self.state.stadium.clone(),
                referee: self.state.referee.clone(),
                spectacle: self.choosing_inducements().and_then(|c| c.spectacle),
                treasury_lost: self.state.treasury_lost,
            });
        }
        built.kicking = self.setup.kicking;
        built.weather = self.setup.weather;
        built.fame = self.setup.fame;
        built
    }

    /// The input that lets the match go on once the inducements are chosen.
    pub fn inducements_chosen_input() -> Input {
        Input::Decide(Decision::InducementsChosen)
    }
}

/// Refuses a setup that is not `old` with inducements bought: the same teams, weather, kick,
/// FAME and league pre-match, its inducements marked chosen.
fn same_match(old: &MatchSetup, new: &MatchSetup) -> Result<(), SetupError> {
    let refuse = |what: &str| {
        Err(SetupError(format!(
            "the setup with the inducements changes {what}: only what the coaches buy may change"
        )))
    };
    let (Some(was), Some(now)) = (&old.league, &new.league) else {
        return refuse("whether it is a league match");
    };
    if was.inducements_chosen == InducementsChosen::InSetup {
        return Err(SetupError(
            "this match's setup bought its inducements before the first roll".into(),
        ));
    }
    if now.inducements_chosen != InducementsChosen::Chosen {
        return Err(SetupError(
            "the setup with the inducements must mark them chosen (\"inducements_chosen\": \
             \"chosen\")"
                .into(),
        ));
    }
    for side in Side::BOTH {
        let (a, b) = (old.team(side), new.team(side));
        if a.name != b.name || a.roster != b.roster {
            return refuse("a team");
        }
        // The team as it started the match: every player unchanged (those added are the Star
        // Players and Mercenaries bought), its re-rolls, Fan Factor and staff.
        let kept = a
            .players
            .iter()
            .all(|p| b.players.iter().any(|q| q.number == p.number && q == p));
        if !kept
            || a.rerolls != b.rerolls
            || a.fan_factor != b.fan_factor
            || a.cheerleaders != b.cheerleaders
            || a.assistant_coaches != b.assistant_coaches
        {
            return Err(SetupError(format!(
                "team \"{}\" is not as it started this match (a player, its re-rolls, Fan \
                 Factor or staff changed in the league since): only what the coaches buy may \
                 change; abandon this match and start it again",
                a.name
            )));
        }
    }
    if was.team_value != now.team_value {
        return refuse("a Team Value");
    }
    if old.kicking != new.kicking || old.weather != new.weather || old.fame != new.fame {
        return refuse("the kick, the weather or the FAME");
    }
    if was.home_stadium != now.home_stadium
        || was.roll_stadium != now.roll_stadium
        || was.stadium != now.stadium
        || was.roll_referee != now.roll_referee
        || was.referee != now.referee
    {
        return refuse("the stadium or the referee");
    }
    if was.expensive_mistakes != now.expensive_mistakes {
        return refuse("the Treasury brought to the last post-match sequence's step 5");
    }
    Ok(())
}
