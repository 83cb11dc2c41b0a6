//! Blitz Bowl's Challenge Cards as the engine keeps them (002:L427, L646-L672): the deck's
//! count, the three active spaces, each coach's hand of Bonus Plays, and the cards a claim may
//! name with the points each scores. Which physical card lies in a space is the table's: the
//! coach names it when he claims it, and the engine checks the claim where the card's data
//! gives a condition ([`ClaimCheck`]).

use std::sync::Arc;

use crate::player::PlayerId;
use crate::ruleset::CardPolicy;
use crate::setup::SetupError;

pub use tables::ClaimCheck;

/// One kind of Challenge Card a claim may name: its id, name, points and the condition the
/// engine checks (none: the coach's word).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeCard {
    /// Stable id, as the data writes it (`"break-some-bones"`).
    pub id: String,
    /// Its name as printed.
    pub name: String,
    /// Points it scores when claimed (002:L658).
    pub points: u8,
    /// What the engine checks when it is claimed.
    pub check: Option<ClaimCheck>,
}

impl ChallengeCard {
    /// The Challenge Cards of Blitz Bowl's data, in its order.
    pub fn from_tables(data: &tables::BlitzBowl) -> Result<Vec<ChallengeCard>, SetupError> {
        if data.challenges().is_empty() {
            return Err(SetupError(
                "the Blitz Bowl data has no [[challenge]] cards: lay a file that gives them over \
                 blitz-bowl.toml"
                    .into(),
            ));
        }
        Ok(data
            .challenges()
            .iter()
            .map(|c| ChallengeCard {
                id: c.id.clone(),
                name: c.name.clone(),
                points: c.points,
                check: c.check,
            })
            .collect())
    }
}

/// One Random Event Card of the league's list (the data's `[[random_event]]`): its id, name
/// and effect in the league's words. The source prints none (digest §5.3): the engine shows
/// the card to the referee as it is drawn, to apply by hand (002:L712-L714).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RandomEventCard {
    /// Stable id, as the data writes it.
    pub id: String,
    /// Its name as printed.
    pub name: String,
    /// What it does, in the league's words.
    pub effect: String,
}

impl RandomEventCard {
    /// The Random Event Cards of Blitz Bowl's data, in its order.
    pub fn from_tables(data: &tables::BlitzBowl) -> Vec<RandomEventCard> {
        data.random_events()
            .iter()
            .map(|c| RandomEventCard {
                id: c.id.clone(),
                name: c.name.clone(),
                effect: c.effect.clone(),
            })
            .collect()
    }

    /// `n` cards the engine cannot name: the list of a match given none
    /// ([`crate::Match::with_random_events`] names them).
    fn unnamed(n: u8) -> Vec<RandomEventCard> {
        (1..=n)
            .map(|k| RandomEventCard {
                id: format!("random-event-{k}"),
                name: format!("Random Event {k}"),
                effect: "as printed on the card".into(),
            })
            .collect()
    }
}

/// What the claim's checks compare: the opposition as the Action began.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ActionStart {
    /// Opposition players hurt off the pitch (Injured) when the Action was declared.
    pub hurt: u8,
    /// The Opposition Player who held the ball then, if one did.
    pub holder: Option<PlayerId>,
}

/// How a Blitz Bowl game was won (002:L688).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Victory {
    /// 10 (or the Arena's margin) or more points ahead at the start of a turn (002:L692).
    SuddenDeath,
    /// The higher score once both teams have had their last turn (002:L698).
    Points,
}

/// The Challenge Cards in play (`CardPolicy::Challenges`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenges {
    /// The cards a claim may name.
    pub cards: Arc<[ChallengeCard]>,
    /// Cards still in the Challenge Card Deck.
    pub deck: u8,
    /// Which active spaces hold a card, bit `n` for space `n + 1` (002:L427).
    pub active: u8,
    /// Active spaces claimed this turn (Clean Sweep, 002:L662).
    pub claimed_this_turn: u8,
    /// Bonus Plays in each coach's hand, by [`crate::Side::index`] (002:L658).
    pub hand: [u8; 2],
    /// Turns left once the last card became active: the game ends when they are played
    /// (002:L698).
    pub turns_left: Option<u8>,
    /// The opposition as the Action in progress began.
    pub start: ActionStart,
    /// The Random Event Cards a draw may name (the league's list; 002:L710).
    pub events: Arc<[RandomEventCard]>,
    /// Random Event Cards still in the deck (002:L710-L714); 0 without the rule.
    pub events_left: u8,
    /// Which of [`Challenges::events`] were drawn, bit `n` for the card `n` (at most 16).
    pub events_drawn: u16,
    /// How the game was won, once it has ended with a winner; `None` while it goes on, and for
    /// a draw (002:L698).
    pub victory: Option<Victory>,
}

impl Challenges {
    /// The deck as set up: `active` cards dealt face up, the rest in the deck (002:L427); no
    /// card kinds until [`crate::Match::with_challenge_cards`] gives them.
    pub fn dealt(policy: CardPolicy) -> Option<Challenges> {
        let CardPolicy::Challenges {
            deck,
            active,
            random_events,
            ..
        } = policy
        else {
            return None;
        };
        let active = active.min(8);
        Some(Challenges {
            cards: Arc::from(Vec::new()),
            deck: deck.saturating_sub(active),
            active: if active == 8 {
                u8::MAX
            } else {
                (1u8 << active) - 1
            },
            claimed_this_turn: 0,
            hand: [0, 0],
            turns_left: None,
            start: ActionStart::default(),
            events: if random_events == 0 {
                Arc::from(Vec::new())
            } else {
                RandomEventCard::unnamed(random_events).into()
            },
            events_left: random_events.min(16),
            events_drawn: 0,
            victory: None,
        })
    }

    /// The place in [`Challenges::cards`] of the card with this data id (what a claim names).
    pub fn card_number(&self, id: &str) -> Option<u8> {
        self.cards
            .iter()
            .position(|c| c.id == id)
            .and_then(|n| u8::try_from(n).ok())
    }
}
