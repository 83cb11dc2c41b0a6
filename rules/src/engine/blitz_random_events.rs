//! Blitz Bowl's Random Event Cards (advanced rule `random-events`, 002:L706-L714; digest
//! §5.3). At set-up the table shuffles 6 of the league's cards into the Challenge deck, never
//! on top (002:L710): the engine keeps how many are in it (`Challenges::events_left`) and never
//! shuffles. Each time a card moves from the deck to an active space the active coach says what
//! the new top card is (`Step::DeckTop`): a Random Event Card he draws and resolves, named from
//! the league's list, or a Challenge Card. A drawn card is shown to the referee with its effect
//! to apply by hand (the source prints no effect, so the engine rules none), discarded, and
//! the top asked again while it is one (002:L712-L714). They never take an active space and
//! the deck's Challenge Card count, which ends the game (002:L698), leaves them out.

use super::Match;
use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::rejection::Rejection;
use crate::ruleset::CardPolicy;
use crate::setup::SetupError;

impl Match {
    /// The Random Event Cards a draw may name (`RandomEventCard::from_tables`), for a match
    /// whose ruleset shuffles them in; without it a drawn card is named by its number only.
    /// Fewer cards than the ruleset shuffles in are refused (002:L710).
    pub fn with_random_events(
        mut self,
        events: Vec<crate::challenge::RandomEventCard>,
    ) -> Result<Match, SetupError> {
        let CardPolicy::Challenges { random_events, .. } = self.state.ruleset.cards else {
            return Err(SetupError(
                "this match's ruleset deals no Challenge Cards".into(),
            ));
        };
        if events.len() < usize::from(random_events) || events.len() > 16 {
            return Err(SetupError(format!(
                "{} Random Event Cards given: the deck takes {random_events} of them (002:L710), \
                 and the engine names at most 16",
                events.len()
            )));
        }
        if let Some(challenges) = self.state.challenges.as_mut() {
            challenges.events = events.into();
        }
        Ok(self)
    }
}

impl Engine<'_> {
    /// Fills the first empty active space with the deck's top card, then asks the new top
    /// card while Random Event Cards are in the deck (002:L666, L712).
    pub(super) fn deal_from_deck(&mut self, side: Side) {
        let CardPolicy::Challenges { active: n, .. } = self.s.ruleset.cards else {
            return;
        };
        let Some(ch) = self.s.challenges.as_deref_mut() else {
            return;
        };
        let Some(bit) = (0..n.min(8)).map(|i| 1u8 << i).find(|b| ch.active & b == 0) else {
            return;
        };
        if ch.deck == 0 {
            return;
        }
        ch.active |= bit;
        ch.deck -= 1;
        let left = ch.deck;
        let space = bit.trailing_zeros() + 1;
        self.say(
            EventKind::Note,
            format_args!(
                "Replace Challenge Cards: the deck's top card goes to active space {space}; \
                 {left} Challenge Cards left in the deck (002:L666)"
            ),
        );
        if left == 0 {
            self.last_card_active(side);
        }
        self.after_deck_move(side);
    }

    /// A card has moved from the deck to an active space: with Random Event Cards in the deck
    /// the coach says what the new top card is (002:L712); otherwise the next empty space is
    /// filled.
    pub(super) fn after_deck_move(&mut self, side: Side) {
        let Some(ch) = self.s.challenges.as_deref() else {
            return;
        };
        if ch.events_left > 0 {
            self.push(Step::DeckTop { side });
        } else {
            self.deal_from_deck(side);
        }
    }

    /// The coach's answer to `Step::DeckTop`: a Random Event Card drawn and resolved, then the
    /// top asked again; or `Done`, a Challenge Card on top, and the filling goes on.
    pub(super) fn deck_top(&mut self, side: Side, decision: &Decision) -> Result<(), Rejection> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Err(self.no_challenge_cards());
        };
        match *decision {
            Decision::Done if ch.deck == 0 => Err(self.refuse(
                format_args!(
                    "no Challenge Card is left in the deck: its top card is a Random Event Card, \
                     name it"
                ),
                "002:L712",
            )),
            Decision::Done => {
                self.s.stack.pop();
                self.deal_from_deck(side);
                Ok(())
            }
            Decision::RandomEvent { card } => {
                let drawn = ch.events_drawn;
                let Some(event) = ch.events.get(usize::from(card)).cloned() else {
                    let known = self.event_list();
                    return Err(self.refuse(
                        format_args!("no Random Event Card {card}: name one of {known}"),
                        "002:L712",
                    ));
                };
                if drawn & (1u16 << card.min(15)) != 0 {
                    let known = self.event_list();
                    return Err(self.refuse(
                        format_args!(
                            "{} was drawn already this game: name one of {known}",
                            event.name
                        ),
                        "002:L714",
                    ));
                }
                let left = {
                    let Some(ch) = self.s.challenges.as_deref_mut() else {
                        return Ok(());
                    };
                    ch.events_drawn |= 1u16 << card.min(15);
                    ch.events_left = ch.events_left.saturating_sub(1);
                    ch.events_left
                };
                let team = self.s.team(side).name.clone();
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Random Event: the {team} coach draws {}: {} The engine does not rule \
                         it: apply it by hand, then discard it (002:L712-L714); {left} Random \
                         Event {} left in the deck",
                        event.name,
                        event.effect,
                        if left == 1 { "Card" } else { "Cards" }
                    ),
                );
                self.s.stack.pop();
                self.after_deck_move(side);
                Ok(())
            }
            _ => Err(self.refuse_input(format_args!(
                "name the Random Event Card on top of the deck, or done if it is a Challenge Card"
            ))),
        }
    }
}

impl<S: State> Engine<'_, S> {
    /// What `Step::DeckTop` offers: each Random Event Card not drawn yet, and `Done` while a
    /// Challenge Card is left in the deck.
    pub(crate) fn deck_top_options(&self) -> Vec<Decision> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Vec::new();
        };
        let mut options: Vec<Decision> = (0..ch.events.len().min(16))
            .filter_map(|n| u8::try_from(n).ok())
            .filter(|&n| ch.events_drawn & (1u16 << n) == 0)
            .map(|card| Decision::RandomEvent { card })
            .collect();
        if ch.deck > 0 {
            options.push(Decision::Done);
        }
        options
    }

    /// What `Step::DeckTop` asks, in words.
    pub(crate) fn deck_top_about(&self) -> String {
        "Random Events: a card has moved from the deck to an active space. Is the deck's new top \
         card a Random Event Card? Name it (the active coach draws and resolves it), or done: a \
         Challenge Card (002:L712)"
            .into()
    }

    /// The Random Event Cards not drawn yet, numbered, in words.
    fn event_list(&self) -> String {
        let Some(ch) = self.s.challenges.as_deref() else {
            return String::new();
        };
        let list: Vec<String> = ch
            .events
            .iter()
            .zip(0u8..)
            .filter(|&(_, n)| n < 16 && ch.events_drawn & (1u16 << n) == 0)
            .map(|(c, n)| format!("{n} {}", c.name))
            .collect();
        list.join(", ")
    }
}
