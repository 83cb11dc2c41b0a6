//! Special Play cards (004:L4783-L6456) as typed values: one [`Card`] a card of the six 2016
//! decks (82), the cards each team holds, secret until played, and the effects of those played,
//! each lasting until a named moment. A card's effect hooks into the step it changes (a
//! modifier, a re-roll, a roll's result, a skill granted) by asking [`Cards::on`] or
//! [`Cards::on_player`]; a card the engine does not rule is never ignored in silence:
//! [`Card::ruled`] says so, and playing it says "not ruled: apply it by hand".

use serde::{Deserialize, Serialize};
pub use tables::CardTiming;

use crate::pitch::Side;
use crate::player::PlayerId;
use crate::skill::{Ruled, SkillSet};

/// A 2016 Special Play deck (004:L4783-L6456), by its list id in the tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deck {
    /// Random Events (004:L4790-L5173).
    RandomEvents,
    /// Miscellaneous Mayhem (004:L4983-L5506).
    MiscellaneousMayhem,
    /// Magical Memorabilia (004:L5507-L5734).
    MagicalMemorabilia,
    /// Heroic Feats (004:L5697-L5995).
    HeroicFeats,
    /// Benefits of Training (004:L5996-L6285).
    BenefitsOfTraining,
    /// Dirty Tricks (004:L6286-L6456).
    DirtyTricks,
}

impl Deck {
    /// Every deck.
    pub const ALL: [Deck; 6] = [
        Deck::RandomEvents,
        Deck::MiscellaneousMayhem,
        Deck::MagicalMemorabilia,
        Deck::HeroicFeats,
        Deck::BenefitsOfTraining,
        Deck::DirtyTricks,
    ];

    /// Its list id in the tables (and its entry id among the deck prices).
    pub fn id(self) -> &'static str {
        match self {
            Deck::RandomEvents => "random-events",
            Deck::MiscellaneousMayhem => "miscellaneous-mayhem",
            Deck::MagicalMemorabilia => "magical-memorabilia",
            Deck::HeroicFeats => "heroic-feats",
            Deck::BenefitsOfTraining => "benefits-of-training",
            Deck::DirtyTricks => "dirty-tricks",
        }
    }

    /// The deck with this id.
    pub fn from_id(id: &str) -> Option<Deck> {
        Deck::ALL.into_iter().find(|d| d.id() == id)
    }
}

macro_rules! cards {
    ($($variant:ident = $id:literal, $deck:ident, $line:literal => $ruled:expr $(; $why:literal)?,)*) => {
        /// A Special Play card of the 2016 decks, by its id in the tables' deck.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Card {
            $(
                #[doc = concat!("`", $id, "` (", $line, ")")]
                $variant,
            )*
        }

        impl Card {
            /// Every card, deck by deck in the data's order.
            pub const ALL: &'static [Card] = &[$(Card::$variant,)*];

            /// Its id in its deck's list (`"johnny-waterboy"`).
            pub fn id(self) -> &'static str {
                match self {
                    $(Card::$variant => $id,)*
                }
            }

            /// The card with this id.
            pub fn from_id(id: &str) -> Option<Card> {
                match id {
                    $($id => Some(Card::$variant),)*
                    _ => None,
                }
            }

            /// Its deck.
            pub fn deck(self) -> Deck {
                match self {
                    $(Card::$variant => Deck::$deck,)*
                }
            }

            /// The seed line of its title in the 2016 compendium.
            pub fn cite(self) -> &'static str {
                match self {
                    $(Card::$variant => $line,)*
                }
            }

            /// How much of it the engine rules.
            pub fn ruled(self) -> Ruled {
                #[allow(unused_imports)]
                use Ruled::{InPart, No, Yes};
                match self {
                    $(Card::$variant => $ruled,)*
                }
            }

            /// For a card not ruled, what the referee is told: why the engine cannot rule it,
            /// when the table says (`; "why"` after its `No`), and to apply it by hand.
            pub fn not_ruled(self) -> &'static str {
                match self {
                    $(Card::$variant => cards!(@why $($why)?),)*
                }
            }
        }
    };
    (@why) => { NOT_RULED };
    (@why $why:literal) => { $why };
}

/// What the referee is told of a card the engine does not rule.
const NOT_RULED: &str = "not ruled: apply it by hand";

cards! {
    FriendlyFans = "friendly-fans", RandomEvents, "004:L4880" => Yes,
    Heckler = "heckler", RandomEvents, "004:L4860" => Yes,
    EveryonesAnExpert = "everyones-an-expert", RandomEvents, "004:L4897" => Yes,
    JohnnyWaterboy = "johnny-waterboy", RandomEvents, "004:L4813" => Yes,
    RowdyFans = "rowdy-fans", RandomEvents, "004:L4791" => Yes,
    BallClone = "ball-clone", RandomEvents, "004:L4832" => Yes,
    SprinklerMalfunction = "sprinkler-malfunction", RandomEvents, "004:L4940" => Yes,
    Incoming = "incoming", RandomEvents, "004:L4920" => Yes,
    HometownFans = "hometown-fans", RandomEvents, "004:L4959" => Yes,
    BadyearGit = "badyear-git", RandomEvents, "004:L5056" => Yes,
    BlitzmaniaMania = "blitzmania-mania-blitzmania", RandomEvents, "004:L5036" => Yes,
    // Its D6 is printed "at the end of each turn that the Ogre is on the pitch" and "at the
    // end of each of the Ogre's team's turns" (004:L5089-L5095): ruled the second way, the
    // more precise, at the end of each turn of the team he plays for (engine/card_ogre.rs).
    TheyThinkItsAllOgre = "they-think-its-all-ogre-blitzmania", RandomEvents, "004:L5073" => Yes,
    IronMan = "iron-man", MiscellaneousMayhem, "004:L5000" => Yes,
    MagicSponge = "magic-sponge", MiscellaneousMayhem, "004:L4984" => Yes,
    BadHabits = "bad-habits", MiscellaneousMayhem, "004:L5020" => Yes,
    GetemLads = "getem-lads", MiscellaneousMayhem, "004:L5119" => Yes,
    RakarthsCurse = "rakarths-curse", MiscellaneousMayhem, "004:L5099" => Yes,
    // The opposing player changes sides for the turn and back at its end
    // (engine/card_blackmail.rs).
    Blackmail = "blackmail", MiscellaneousMayhem, "004:L5138" => Yes,
    EgoTrip = "ego-trip", MiscellaneousMayhem, "004:L5263" => Yes,
    Knuckledusters = "knuckledusters", MiscellaneousMayhem, "004:L5242" => Yes,
    Mine = "mine", MiscellaneousMayhem, "004:L5282" => Yes,
    KidGloves = "kid-gloves", MiscellaneousMayhem, "004:L5174" => Yes,
    PamperedPlayers = "pampered-players-blitzmania", MiscellaneousMayhem, "004:L5193" => Yes,
    HeelTurn = "heel-turn-blitzmania", MiscellaneousMayhem, "004:L5216" => Yes,
    ItsAllToPlayFor = "its-all-to-play-for-blitzmania", MiscellaneousMayhem, "004:L5333" => Yes,
    TheEarlyBird = "the-early-bird-pre-order-promo", MiscellaneousMayhem, "004:L5308" => Yes,
    GoFullBeard = "go-full-beard-promo", MiscellaneousMayhem, "004:L5353" => Yes,
    // The seed prints the title only (004:L5418-L5422); the effect is the compendium
    // digest's, §6.7.2 card 16 (engine/card_gassy_eruption.rs).
    GassyEruption = "gassy-eruption-warhammer-world-exclusive", MiscellaneousMayhem, "004:L5418" => Yes,
    // No 2016 text places a pitch's trap doors (004:L4059 only counts two): the ruleset's
    // are used, a league's house rules may name them; with none, the "sweet spot"
    // (004:L5408-L5409), defined in no text, is the square the referee names
    // (engine/card_trap_door_man.rs).
    TrapDoorMan = "trap-door-man-lvo", MiscellaneousMayhem, "004:L5395" => Yes,
    BetTheHouse = "bet-the-house-lvo", MiscellaneousMayhem, "004:L5425" => Yes,
    NufflesBlessings = "nuffles-blessings-lvo", MiscellaneousMayhem, "004:L5461" => Yes,
    GruksGauntlets = "gruk-the-bears-gauntlets", MagicalMemorabilia, "004:L5527" => Yes,
    SkrotsStickySlop = "skrots-sticky-slop", MagicalMemorabilia, "004:L5507" => Yes,
    AgrablagsBallOfPain = "agrablags-ball-of-pain", MagicalMemorabilia, "004:L5545" => Yes,
    BobsBiffinHelmet = "bobs-biffin-helmet", MagicalMemorabilia, "004:L5588" => Yes,
    VonWilkingsBoots = "von-wilkings-boots", MagicalMemorabilia, "004:L5566" => Yes,
    ZugsJersey = "zugs-jersey-2492", MagicalMemorabilia, "004:L5609" => Yes,
    LuthorsDazzlingWristguards = "luthors-dazzling-wristguards", MagicalMemorabilia, "004:L5637" => Yes,
    SpranleysCup = "spranleys-cup", MagicalMemorabilia, "004:L5673" => Yes,
    HightowersLuckySock = "hightowers-lucky-sock", MagicalMemorabilia, "004:L5715" => Yes,
    CatchersInstincts = "catchers-instincts", HeroicFeats, "004:L5697" => Yes,
    MightyLeap = "mighty-leap", HeroicFeats, "004:L5732" => Yes,
    UpLikeAShot = "up-like-a-shot", HeroicFeats, "004:L5763" => Yes,
    PerfectThrow = "perfect-throw", HeroicFeats, "004:L5750" => Yes,
    DieHard = "die-hard", HeroicFeats, "004:L5777" => Yes,
    FancyFootwork = "fancy-footwork", HeroicFeats, "004:L5815" => Yes,
    UnlikelyInterception = "unlikely-interception", HeroicFeats, "004:L5800" => Yes,
    InchPerfectKick = "inch-perfect-kick", HeroicFeats, "004:L5830" => Yes,
    Punt = "punt", HeroicFeats, "004:L5924" => Yes,
    SpectacularCatch = "spectacular-catch", HeroicFeats, "004:L5909" => Yes,
    BurstOfSpeed = "burst-of-speed", HeroicFeats, "004:L5941" => Yes,
    GoTheExtraMile = "go-the-extra-mile", HeroicFeats, "004:L5869" => Yes,
    InTheZone = "in-the-zone", HeroicFeats, "004:L5851" => Yes,
    StarAscendant = "star-ascendant", HeroicFeats, "004:L5890" => Yes,
    SuicideBlitz = "suicide-blitz", HeroicFeats, "004:L5978" => Yes,
    GoldenBoy = "golden-boy", HeroicFeats, "004:L5962" => Yes,
    LastSecondSubstitution = "last-second-substitution", BenefitsOfTraining, "004:L5996" => Yes,
    DownTheChain = "down-the-chain", BenefitsOfTraining, "004:L6063" => Yes,
    LateralPass = "lateral-pass", BenefitsOfTraining, "004:L6082" => Yes,
    PromoTour = "promo-tour", BenefitsOfTraining, "004:L6028" => Yes,
    Switcheroo = "switcheroo", BenefitsOfTraining, "004:L6009" => Yes,
    StandingOffence = "standing-offence", BenefitsOfTraining, "004:L6048" => Yes,
    RoundTheClockTraining = "round-the-clock-training", BenefitsOfTraining, "004:L6122" => Yes,
    KingmakerPlay = "kingmaker-play", BenefitsOfTraining, "004:L6099" => Yes,
    EnduranceTraining = "endurance-training", BenefitsOfTraining, "004:L6138" => Yes,
    DoggedDefence = "dogged-defence", BenefitsOfTraining, "004:L6247" => Yes,
    OffColourChant = "off-colour-chant", BenefitsOfTraining, "004:L6230" => Yes,
    QuickFlick = "quick-flick", BenefitsOfTraining, "004:L6165" => Yes,
    TeamTalk = "team-talk", BenefitsOfTraining, "004:L6200" => Yes,
    FakeFumble = "fake-fumble", BenefitsOfTraining, "004:L6180" => Yes,
    AllOutBlitz = "all-out-blitz", BenefitsOfTraining, "004:L6215" => Yes,
    QuickSave = "quick-save", BenefitsOfTraining, "004:L6265" => Yes,
    RuneOfUnwillingFlight = "rune-of-unwilling-flight", DirtyTricks, "004:L6363" => Yes,
    FoulestOfFouls = "foulest-of-fouls", DirtyTricks, "004:L6348" => Yes,
    HiddenBlade = "hidden-blade", DirtyTricks, "004:L6286" => Yes,
    SpotTheSneak = "spot-the-sneak", DirtyTricks, "004:L6314" => Yes,
    TrippingHazard = "tripping-hazard", DirtyTricks, "004:L6299" => Yes,
    LookADistraction = "look-a-distraction", DirtyTricks, "004:L6331" => Yes,
    SlipperyShoes = "slippery-shoes", DirtyTricks, "004:L6394" => Yes,
    PreMatchEspionage = "pre-match-espionage", DirtyTricks, "004:L6381" => Yes,
    SpikedSportsDrink = "spiked-sports-drink", DirtyTricks, "004:L6409" => Yes,
    DirtyBlock = "dirty-block", DirtyTricks, "004:L6437" => Yes,
}

/// A card is written by its id in its deck (`"johnny-waterboy"`), as match logs write it.
impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let id = String::deserialize(deserializer)?;
        Card::from_id(&id).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "no 2016 Special Play card has the id \"{id}\" (the ids are those of \
                 tables/data/special-plays-2016.toml)"
            ))
        })
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A set of cards, one bit each.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u128);

impl CardSet {
    /// Adds `card`.
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << (card as u32);
    }

    /// Takes `card` out.
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << (card as u32));
    }

    /// Whether `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << (card as u32)) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// The moment a played card's effect ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Until {
    /// The end of the turn it was played in.
    EndOfTurn,
    /// The start of the next turn of the team that played it.
    YourNextTurn,
    /// The end of the drive.
    EndOfDrive,
    /// The end of the first half.
    EndOfFirstHalf,
    /// The end of the game.
    EndOfGame,
}

/// A card held, not yet played, with its timing read from the data when it was kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HeldCard {
    /// The card.
    pub card: Card,
    /// When it may be played (the data's `timing`).
    pub timing: CardTiming,
}

/// A card played, its effect lasting until `until`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardEffect {
    /// The card.
    pub card: Card,
    /// The team that played it.
    pub side: Side,
    /// The player it was played on, if any.
    pub player: Option<PlayerId>,
    /// When it ends.
    pub until: Until,
    /// The skills it gave `player` that he did not have: taken back when it ends.
    pub granted: SkillSet,
    /// What it changed `player`'s MA and ST by (what was applied, within 0-255): taken back
    /// when it ends.
    pub ma: i8,
    /// See `ma`.
    pub st: i8,
}

/// Both teams' Special Play cards.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cards {
    /// The cards each team holds, by [`Side::index`]: secret to the other coach until played.
    pub held: [Vec<HeldCard>; 2],
    /// Every card kept by either team this match (the coaches share one set of decks,
    /// 004:L11589-L11614): none is kept twice.
    pub kept: CardSet,
    /// The effects of cards played that still last.
    pub effects: Vec<CardEffect>,
    /// The cards each team has in effect, by [`Side::index`]: a hook asks this first and stops
    /// at once when no card of its kind is in play.
    on: [CardSet; 2],
    /// The first kick-off has come: the start of the game's cards have had their moment.
    pub game_started: bool,
    /// The skills a card's effect took from a player (Heckler): given back when it ends.
    pub taken: Vec<(Card, PlayerId, SkillSet)>,
    /// Blackmail's player this turn: his own id and the id he plays under for the card's team
    /// until the turn ends.
    pub blackmailed: Option<(PlayerId, PlayerId)>,
    /// Every Blackmail of the match: each player's own id and the id he played under, kept
    /// after his turn so the referee is shown one man (`MatchState::himself`).
    pub played_as: Vec<(PlayerId, PlayerId)>,
}

impl Cards {
    /// Whether `side` played `card` and its effect lasts.
    #[inline]
    pub fn on(&self, side: Side, card: Card) -> bool {
        self.on[side.index()].contains(card)
    }

    /// Whether `card` was played on `player` and its effect lasts.
    #[inline]
    pub fn on_player(&self, card: Card, player: PlayerId) -> bool {
        (self.on[0].contains(card) || self.on[1].contains(card))
            && self
                .effects
                .iter()
                .any(|e| e.card == card && e.player == Some(player))
    }

    /// The player `side` played `card` on, while its effect lasts.
    pub fn player_of(&self, side: Side, card: Card) -> Option<PlayerId> {
        if !self.on(side, card) {
            return None;
        }
        self.effects
            .iter()
            .find(|e| e.card == card && e.side == side)
            .and_then(|e| e.player)
    }

    /// Whether either team has a card in effect.
    #[inline]
    pub fn any_on(&self) -> bool {
        !(self.on[0].is_empty() && self.on[1].is_empty())
    }

    /// A player changed sides and is now `new`: what cards do to him follows him (the effects
    /// on him and the skills they took), whichever team played them.
    pub(crate) fn follow(&mut self, old: PlayerId, new: PlayerId) {
        for e in &mut self.effects {
            if e.player == Some(old) {
                e.player = Some(new);
            }
        }
        for (_, p, _) in &mut self.taken {
            if *p == old {
                *p = new;
            }
        }
    }

    pub(crate) fn start(&mut self, effect: CardEffect) {
        self.on[effect.side.index()].insert(effect.card);
        self.effects.push(effect);
    }

    /// The skills `card` took from `player`, no longer kept: his to have back.
    pub(crate) fn give_back(&mut self, card: Card, player: PlayerId) -> SkillSet {
        let mut back = SkillSet::default();
        self.taken.retain(|&(c, p, skills)| {
            let mine = c == card && p == player;
            if mine {
                back = back.union(skills);
            }
            !mine
        });
        back
    }

    /// Ends the effects `ends` picks, returning them.
    pub(crate) fn end(&mut self, mut ends: impl FnMut(&CardEffect) -> bool) -> Vec<CardEffect> {
        let mut ended = Vec::new();
        self.effects.retain(|e| {
            let ends = ends(e);
            if ends {
                ended.push(*e);
            }
            !ends
        });
        if !ended.is_empty() {
            self.on = [CardSet::default(); 2];
            for e in &self.effects {
                self.on[e.side.index()].insert(e.card);
            }
        }
        ended
    }
}

/// The cards of the 2016 decks the engine does not rule whole, each with what to apply by hand.
pub fn unruled_cards() -> Vec<(Card, &'static str)> {
    Card::ALL
        .iter()
        .filter_map(|&c| match c.ruled() {
            Ruled::Yes => None,
            Ruled::InPart(what) => Some((c, what)),
            Ruled::No => Some((c, c.not_ruled())),
        })
        .collect()
}
