//! Blitz Bowl's Challenge Cards as the engine keeps them (002:L427, L646-L672): the deck's
//! count, the three active spaces, each coach's hand of Bonus Plays, and the cards a claim may
//! name with the points each scores. Which physical card lies in a space is the table's: the
//! coach names it when he claims it, and the engine checks the claim where the card's data
//! gives a condition ([`ClaimCheck`]).

use std::sync::Arc;

use crate::pitch::Side;
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
    /// The Opposition Players who held a ball then (one a ball in play, at most
    /// [`crate::blitz_balls::BlitzBall::ALL`]'s four).
    pub holders: [Option<PlayerId>; 4],
}

/// A list of cards by their place and id, for a refusal that says which to name:
/// `0 get-the-ball, 1 get-moving`.
pub(crate) fn numbered<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    ids.enumerate()
        .map(|(n, id)| format!("{n} {id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How a Blitz Bowl game was won (002:L688).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Victory {
    /// 10 (or the Arena's margin) or more points ahead at the start of a turn (002:L692).
    SuddenDeath,
    /// The higher score once both teams have had their last turn (002:L698).
    Points,
    /// The other team conceded (Blitz Bowl prints no concession: the engine offers 2016's,
    /// 000:L820-L822, whose conceding coach is "the loser", 004:L2996-L2998): the winner is
    /// the side that did not concede, whatever the points.
    Conceded {
        /// The side that conceded, and lost.
        by: Side,
    },
}

impl Victory {
    /// The side that won this way given the final points, `home` and `away`: the side that
    /// did not concede after a concession, else the higher score (`None` level, which is no
    /// victory but a draw, 002:L698).
    pub fn winner(self, home: u16, away: u16) -> Option<Side> {
        match self {
            Victory::Conceded { by } => Some(by.opponent()),
            Victory::SuddenDeath | Victory::Points => match home.cmp(&away) {
                std::cmp::Ordering::Greater => Some(Side::Home),
                std::cmp::Ordering::Less => Some(Side::Away),
                std::cmp::Ordering::Equal => None,
            },
        }
    }
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
    /// Each coach's hand of Bonus Plays, by [`crate::Side::index`] (002:L377, L658).
    pub hand: [Hand; 2],
    /// The Bonus Plays a claim may name and a coach play (the data's `[[bonus_play]]`).
    pub bonus_plays: Arc<[BonusPlayCard]>,
    /// The Bonus Plays each coach has played this turn, by [`crate::Side::index`], bit `n`
    /// for [`Challenges::bonus_plays`]' card `n` (not two of one name, 002:L680).
    pub played: [u32; 2],
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
            hand: [Hand::default(); 2],
            bonus_plays: Arc::from(Vec::new()),
            played: [0, 0],
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

    /// The Bonus Play `card` names in [`Challenges::bonus_plays`]; `None` for an unnamed one
    /// or a place past the list.
    pub fn bonus_play(&self, card: Option<u8>) -> Option<&BonusPlayCard> {
        self.bonus_plays.get(usize::from(card?))
    }

    /// Whether `side`'s coach may play `card` from his hand now: he holds it, and he has
    /// played no Bonus Play of its name this turn (002:L680). An unnamed card has no name to
    /// compare.
    pub fn playable(&self, side: Side, card: Option<u8>) -> bool {
        self.hand[side.index()].holds(card) && card.is_none_or(|n| !self.name_played(side, n))
    }

    /// Whether `side`'s coach has played a Bonus Play of `card`'s name this turn (002:L680).
    pub fn name_played(&self, side: Side, card: u8) -> bool {
        let Some(name) = self.bonus_plays.get(usize::from(card)).map(|c| &c.name) else {
            return false;
        };
        let played = self.played[side.index()];
        self.bonus_plays
            .iter()
            .zip(0..BonusPlayCard::MAX as u32)
            .any(|(c, n)| played & (1 << n) != 0 && c.name.eq_ignore_ascii_case(name))
    }
}

/// What the engine does when a Bonus Play is played. The source names two and prints no
/// text for either (digest §5.2, §9 A31): both are ruled by our reading of the leads the
/// digest gives; any other a league's data adds is shown to the referee to apply by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BonusPlayEffect {
    /// Raw Talent (002:L680): the coach re-rolls his own Armour Check, Throw Check or Block
    /// Dice, as the Rookies to Watch card does (002:L737; the digest's lead, Appendix B).
    RawTalent,
    /// Multi-Ball (002:L822): each coach may choose a ball to enter play, the coach who
    /// played it first (digest §9 A18).
    MultiBall,
    /// Not ruled: the referee applies it by hand.
    ByHand,
}

/// One Bonus Play of the data (`[[bonus_play]]`, the blue side of a Challenge Card,
/// 002:L354-L363): its id, name, when it is played and what it does, in the data's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BonusPlayCard {
    /// Stable id, as the data writes it (`"raw-talent"`).
    pub id: String,
    /// Its name as printed: no two of one name are played by a coach in a turn (002:L680).
    pub name: String,
    /// When it is played, in the data's words.
    pub timing: String,
    /// The moment those words name, at which the engine offers it.
    pub when: tables::BonusPlayTiming,
    /// What it does, in the data's words.
    pub effect: String,
    /// What the engine does when it is played.
    pub ruled: BonusPlayEffect,
}

impl BonusPlayCard {
    /// The most Bonus Plays a match's list may hold: each is a bit of [`Challenges::played`].
    pub const MAX: usize = 32;

    /// The Bonus Plays of Blitz Bowl's data, in its order; `raw-talent` and `multi-ball` are
    /// ruled by their ids.
    pub fn from_tables(data: &tables::BlitzBowl) -> Vec<BonusPlayCard> {
        data.bonus_plays()
            .iter()
            .map(|c| BonusPlayCard {
                id: c.id.clone(),
                name: c.name.clone(),
                timing: c.timing.clone(),
                // The data's timing was checked on load: words it does not know were refused.
                when: tables::BonusPlayTiming::parse(&c.timing)
                    .unwrap_or(tables::BonusPlayTiming::BetweenActions),
                effect: c.effect.clone(),
                ruled: match c.id.as_str() {
                    "raw-talent" => BonusPlayEffect::RawTalent,
                    "multi-ball" => BonusPlayEffect::MultiBall,
                    _ => BonusPlayEffect::ByHand,
                },
            })
            .collect()
    }
}

/// A coach's hand of Bonus Plays (002:L377, L658): each card by its place in
/// [`Challenges::bonus_plays`], or unnamed when its claim did not say which Bonus Play was on
/// its back. Kept secret from the other coach (002:L377, L682): he is shown its size only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Hand {
    cards: [u8; Hand::ROOM],
    len: u8,
}

impl Hand {
    /// The most cards a hand holds: 3 kept over the turn's end (002:L658) and the 3 active
    /// cards a turn may claim, with room to spare.
    pub const ROOM: usize = 8;
    /// A card whose claim did not name its Bonus Play.
    const UNNAMED: u8 = u8::MAX;

    /// How many Bonus Plays it holds: what the other coach sees.
    pub fn len(&self) -> u8 {
        self.len
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Each card held, in the order they came: its place in [`Challenges::bonus_plays`], or
    /// `None` for an unnamed one.
    pub fn cards(&self) -> impl Iterator<Item = Option<u8>> + '_ {
        self.cards
            .iter()
            .take(usize::from(self.len))
            .map(|&c| (c != Hand::UNNAMED).then_some(c))
    }

    /// Each kind of card held, once, in the order they first came: what a coach chooses
    /// among when he plays or discards one.
    pub fn kinds(&self) -> impl Iterator<Item = Option<u8>> + '_ {
        self.cards()
            .enumerate()
            .filter(|&(at, card)| self.cards().position(|c| c == card) == Some(at))
            .map(|(_, card)| card)
    }

    /// Whether it holds `card` (`None`: an unnamed one).
    pub fn holds(&self, card: Option<u8>) -> bool {
        self.cards().any(|c| c == card)
    }

    /// Adds `card`; false if the hand has no room.
    pub(crate) fn add(&mut self, card: Option<u8>) -> bool {
        let Some(slot) = self.cards.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = card.unwrap_or(Hand::UNNAMED);
        self.len += 1;
        true
    }

    /// Takes one `card` out; false if it holds none.
    pub(crate) fn take(&mut self, card: Option<u8>) -> bool {
        let Some(at) = self.cards().position(|c| c == card) else {
            return false;
        };
        let len = usize::from(self.len);
        self.cards.copy_within(at + 1..len, at);
        self.len -= 1;
        true
    }
}
