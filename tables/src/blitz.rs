//! Blitz Bowl (Ultimate Edition, seed 002) as typed data: its game numbers, boards, Throw
//! Ruler, block die, cards, abilities and teams, from `data/blitz-bowl.toml`.
//!
//! The source leaves gaps (no board sizes, no card texts, no Orc stats …; the digest's §0 and
//! §9). Each entry lists the fields whose value is not the printed game's in `defaults` and says
//! in `note` whose it is (the digest's recommended default, or a placeholder). A league lays a
//! file of its own over the built-in one with [`BlitzBowl::with_file`], as house rules are laid
//! over the 2016 data; a wrong file is refused with its file, line and field.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::TablesError;
use crate::blitz_check;
use crate::names;

/// The game's numbers the source gives whole (002:L164-L216, L325, L458, L624, L658-L662,
/// L692, L710).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// Player Actions a Coach makes each turn (002:L458).
    pub actions_per_turn: u8,
    /// Points for a touchdown (002:L624).
    pub touchdown_points: u8,
    /// Bonus for claiming all three active Challenge Cards in one turn (002:L662).
    pub clean_sweep_points: u8,
    /// Lead that wins at the start of one's turn (002:L692).
    pub sudden_death_margin: u8,
    /// Bonus Plays a Coach keeps at the end of the turn (002:L658).
    pub hand_limit: u8,
    /// Active Challenge Card spaces (002:L227, L427).
    pub active_challenges: u8,
    /// Challenge Cards in the deck (002:L196).
    pub challenge_deck: u8,
    /// Random Event Cards in the box (002:L200).
    pub random_event_deck: u8,
    /// Random Event Cards shuffled into the Challenge deck (002:L710).
    pub random_events_used: u8,
    /// The most a check's net modifier may be, either way (002:L325, L523).
    pub modifier_cap: u8,
    /// Block Dice in the box (002:L164).
    pub block_dice_in_box: u8,
    /// Seed lines.
    pub source: String,
}

/// One side of the board (digest §1.3's `BoardSpec`). `x` runs along the length, 0 being the
/// home End Zone and `length - 1` the away one (each one row deep, 002:L1133); `y` across.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// Stable id (`"one-trapdoor"`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// Squares along, End Zones included.
    pub length: u8,
    /// Squares across.
    pub width: u8,
    /// Red-bordered squares nothing may enter (002:L224).
    #[serde(default)]
    pub blocked: Vec<[u8; 2]>,
    /// Where balls come into play; at least one (002:L1221).
    pub trapdoors: Vec<[u8; 2]>,
    /// The step `[dx, dy]` for each D8 result 1-8, round the chart in order (002:L534).
    pub bounce_chart: Vec<[i8; 2]>,
    /// Fields whose value is not the printed game's.
    #[serde(default)]
    pub defaults: Vec<String>,
    /// Whose value those are, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Seed lines.
    pub source: String,
}

impl Board {
    /// The row of the End Zone behind `home`'s Dugout (home: 0; away: the last row).
    pub fn end_zone_x(&self, home: bool) -> u8 {
        if home {
            0
        } else {
            self.length.saturating_sub(1)
        }
    }

    /// Whether `[x, y]` is a blocked square.
    pub fn is_blocked(&self, x: u8, y: u8) -> bool {
        self.blocked.contains(&[x, y])
    }

    /// The Bounce Chart's step for a D8 result, or `None` if a D8 cannot show it.
    pub fn bounce_step(&self, roll: u8) -> Option<[i8; 2]> {
        self.bounce_chart
            .get(usize::from(roll).checked_sub(1)?)
            .copied()
    }
}

/// The Throw Ruler as a straight-line distance between square centres (digest §3.4, §9 A3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThrowRuler {
    /// A target within this many squares is a Short Throw.
    pub short: u8,
    /// Beyond `short` and within this, a Long Throw; beyond, out of range.
    pub long: u8,
    /// What a Long Throw adds to the Throw Check (002:L520).
    pub long_modifier: i8,
    /// What an Obstructed Throw adds (002:L521).
    pub obstructed_modifier: i8,
    /// Fields whose value is not the printed game's.
    #[serde(default)]
    pub defaults: Vec<String>,
    /// Whose value those are, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Seed lines.
    pub source: String,
}

/// How far a throw `dx` along and `dy` across reaches on the ruler.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThrowBand {
    /// Adjacent: a Hand-off, no Throw Check (002:L546).
    HandOff,
    /// The ruler's first section (002:L512).
    Short,
    /// The ruler's red section: −1 (002:L520).
    Long,
}

impl ThrowRuler {
    /// The band of a throw to a square `dx` along and `dy` across, or `None` out of range or
    /// to the thrower's own square.
    pub fn band(&self, dx: i32, dy: i32) -> Option<ThrowBand> {
        let far = dx.unsigned_abs().max(dy.unsigned_abs());
        let squared = dx.unsigned_abs().pow(2) + dy.unsigned_abs().pow(2);
        match far {
            0 => None,
            1 => Some(ThrowBand::HandOff),
            _ if squared <= u32::from(self.short).pow(2) => Some(ThrowBand::Short),
            _ if squared <= u32::from(self.long).pow(2) => Some(ThrowBand::Long),
            _ => None,
        }
    }
}

/// A symbol of the Blitz Bowl block die (002:L554-L574, L1103).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BlitzFace {
    /// Target Knocked Down (002:L558).
    Smash,
    /// Knocked Down, −1 to its Armour Check (002:L562).
    Kerrunch,
    /// Pushed one square away, or Knocked Down if it cannot be (002:L566).
    Shove,
    /// Knocked Down; the blocker's turn is over (002:L570).
    Tackle,
    /// No effect; the blocker's turn is over (002:L574).
    Miss,
}

impl BlitzFace {
    /// Every symbol, in the order of 002:L554-L574.
    pub const ALL: [BlitzFace; 5] = [
        BlitzFace::Smash,
        BlitzFace::Kerrunch,
        BlitzFace::Shove,
        BlitzFace::Tackle,
        BlitzFace::Miss,
    ];

    /// Its name as printed.
    pub fn name(self) -> &'static str {
        match self {
            BlitzFace::Smash => "Smash",
            BlitzFace::Kerrunch => "Kerrunch!",
            BlitzFace::Shove => "Shove",
            BlitzFace::Tackle => "Tackle",
            BlitzFace::Miss => "Miss",
        }
    }
}

/// A Foul result, read off one block die (002:L749-L767).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FoulResult {
    /// The fouler is ejected to the Dugout (002:L755).
    Spotted,
    /// The fouler makes no more Actions this turn (002:L759).
    Slipped,
    /// The target is Injured and the fouler ejected (002:L763).
    TakeThat,
    /// The target is Injured (002:L767).
    GotThem,
}

/// The block die: its six faces in a dice source's numbering, and how a Foul reads each symbol.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockDie {
    /// Faces 1-6.
    pub faces: Vec<BlitzFace>,
    /// Each symbol's Foul result.
    pub foul: BTreeMap<BlitzFace, FoulResult>,
    /// Fields whose value is not the printed game's.
    #[serde(default)]
    pub defaults: Vec<String>,
    /// Whose value those are, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Seed lines.
    pub source: String,
}

impl BlockDie {
    /// The face numbered `n` (1-6), or `None`.
    pub fn face(&self, n: u8) -> Option<BlitzFace> {
        self.faces.get(usize::from(n).checked_sub(1)?).copied()
    }
}

/// A Challenge Card's condition the engine can check after an Action (002:L654-L656).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimCheck {
    /// The Action Injured an Opposition Player (Break Some Bones, 002:L656).
    InjureOpponent,
    /// The Action left an Opposition Player who held a ball without it (Free Up The Ball,
    /// 002:L656).
    FreeTheBall,
}

/// A Challenge Card, a Bonus Play or a Random Event Card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// Stable id (`"break-some-bones"`).
    pub id: String,
    /// Its name as printed.
    pub name: String,
    /// Points it scores when claimed (0 for a card that scores none).
    pub points: u8,
    /// When it is claimed, played or resolved.
    pub timing: String,
    /// What it does, in our own words.
    pub effect: String,
    /// For a Challenge Card, the condition the engine can check when it is claimed; none: the
    /// claim is the coach's word (the source gives few conditions, digest §9 A31).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<ClaimCheck>,
    /// Fields whose value is not the printed game's.
    #[serde(default)]
    pub defaults: Vec<String>,
    /// Whose value those are, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Seed lines.
    pub source: String,
}

/// A Player ability (digest §6.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// Stable id (`"frenzied"`).
    pub id: String,
    /// Its name as printed.
    pub name: String,
    /// Other names the source prints for it (`"Handling Skills"`).
    #[serde(default)]
    pub names: Vec<String>,
    /// What it does, in our own words.
    pub effect: String,
    /// The digest's reading where the source is garbled or contradicts itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// Seed lines.
    pub source: String,
}

/// A check's target: `"4+"`, or `"-"` (Throw: never holds a ball; Armour: always fails,
/// 002:L327).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Target {
    /// Succeeds on this or more (2-6).
    Needs(u8),
    /// The printed "-".
    Never,
}

impl TryFrom<String> for Target {
    type Error = String;

    fn try_from(text: String) -> Result<Target, String> {
        if text == "-" {
            return Ok(Target::Never);
        }
        text.strip_suffix('+')
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (2..=6).contains(n))
            .map(Target::Needs)
            .ok_or_else(|| format!("\"{text}\" is not a target: write \"2+\" to \"6+\", or \"-\""))
    }
}

impl From<Target> for String {
    fn from(target: Target) -> String {
        match target {
            Target::Needs(n) => format!("{n}+"),
            Target::Never => "-".to_string(),
        }
    }
}

/// A Move Value: squares per Run, or a D6 rolled for each Run (002:L489).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum MoveValue {
    /// Up to this many squares (1-12).
    Squares(u8),
    /// A D6 rolled for each Run Action.
    D6,
}

impl TryFrom<String> for MoveValue {
    type Error = String;

    fn try_from(text: String) -> Result<MoveValue, String> {
        if text.eq_ignore_ascii_case("d6") {
            return Ok(MoveValue::D6);
        }
        text.parse::<u8>()
            .ok()
            .filter(|n| (1..=12).contains(n))
            .map(MoveValue::Squares)
            .ok_or_else(|| {
                format!("\"{text}\" is not a Move Value: write \"1\" to \"12\", or \"D6\"")
            })
    }
}

impl From<MoveValue> for String {
    fn from(value: MoveValue) -> String {
        match value {
            MoveValue::Squares(n) => n.to_string(),
            MoveValue::D6 => "D6".to_string(),
        }
    }
}

/// One position of a Team Card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlitzPosition {
    /// Its name.
    pub name: String,
    /// How many of it the team has.
    pub count: u8,
    /// Move Value.
    #[serde(rename = "move")]
    pub move_value: MoveValue,
    /// Block Value: Block Dice rolled (002:L550).
    pub block: u8,
    /// Throw Value.
    pub throw: Target,
    /// Armour Value.
    pub armour: Target,
    /// Its ability's id, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<String>,
    /// It may make a Throw Team-mate Action: an Ogre, a Troll or a Treeman (002:L773). No
    /// printed Team Card has one; a league's file marks its own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub throws_team_mates: bool,
    /// Fields whose value is not the printed game's.
    #[serde(default)]
    pub defaults: Vec<String>,
    /// Whose value those are, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Seed lines.
    pub source: String,
}

/// A Team Card: its positions and Emergency Reserves Value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlitzTeam {
    /// Stable id (`"dwarf"`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// Reserves that bring a free Reserves Action at the Pre-Turn (002:L610).
    pub emergency_reserves: u8,
    /// Fields whose value is not the printed game's.
    #[serde(default)]
    pub defaults: Vec<String>,
    /// Whose value those are, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Seed lines.
    pub source: String,
    /// Its positions.
    #[serde(rename = "position")]
    pub positions: Vec<BlitzPosition>,
}

impl BlitzTeam {
    /// A position by name, case-insensitive.
    pub fn position(&self, name: &str) -> Option<&BlitzPosition> {
        let wanted = names::fold(name);
        self.positions
            .iter()
            .find(|p| names::fold(&p.name) == wanted)
    }

    /// How many Players the team has.
    pub fn players(&self) -> u16 {
        self.positions.iter().map(|p| u16::from(p.count)).sum()
    }
}

/// One Blitz Bowl data file as written; every part optional so a league's file holds only what
/// it changes.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BlitzFile {
    pub game: Option<Game>,
    #[serde(default)]
    pub board: Vec<Board>,
    pub throw_ruler: Option<ThrowRuler>,
    pub block_die: Option<BlockDie>,
    #[serde(default)]
    pub challenge: Vec<Card>,
    #[serde(default)]
    pub bonus_play: Vec<Card>,
    #[serde(default)]
    pub random_event: Vec<Card>,
    #[serde(default)]
    pub ability: Vec<Ability>,
    #[serde(default)]
    pub team: Vec<BlitzTeam>,
}

/// All Blitz Bowl data, loaded and checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BlitzBowl {
    pub(crate) game: Option<Game>,
    pub(crate) boards: Vec<Board>,
    pub(crate) throw_ruler: Option<ThrowRuler>,
    pub(crate) block_die: Option<BlockDie>,
    pub(crate) challenges: Vec<Card>,
    pub(crate) bonus_plays: Vec<Card>,
    pub(crate) random_events: Vec<Card>,
    pub(crate) abilities: Vec<Ability>,
    pub(crate) teams: Vec<BlitzTeam>,
}

impl BlitzBowl {
    /// Loads and checks files given as `(file name, contents)`, in order; an entry whose id an
    /// earlier file used replaces it.
    pub fn from_files(files: &[(&str, &str)]) -> Result<BlitzBowl, TablesError> {
        let mut book = BlitzBowl::default();
        for (file, text) in files {
            book.lay(file, text)?;
        }
        Ok(book)
    }

    /// This data with a league's file laid over it: entries with a known id replace the
    /// built-in ones, new ids are added, and a `[game]`, `[throw_ruler]` or `[block_die]` given
    /// replaces the whole table. On an error (naming the file, line and field) `self` is
    /// untouched.
    pub fn with_file(&self, file: &str, text: &str) -> Result<BlitzBowl, TablesError> {
        let mut book = self.clone();
        book.lay(file, text)?;
        Ok(book)
    }

    fn lay(&mut self, file: &str, text: &str) -> Result<(), TablesError> {
        let data: BlitzFile = crate::load::parse_toml(file, text)?;
        if data.game.is_some() {
            self.game = data.game;
        }
        if data.throw_ruler.is_some() {
            self.throw_ruler = data.throw_ruler;
        }
        if data.block_die.is_some() {
            self.block_die = data.block_die;
        }
        crate::load::merge(&mut self.boards, data.board, |b| &b.id);
        crate::load::merge(&mut self.challenges, data.challenge, |c| &c.id);
        crate::load::merge(&mut self.bonus_plays, data.bonus_play, |c| &c.id);
        crate::load::merge(&mut self.random_events, data.random_event, |c| &c.id);
        crate::load::merge(&mut self.abilities, data.ability, |a| &a.id);
        crate::load::merge(&mut self.teams, data.team, |t| &t.id);
        blitz_check::check(self, file, text)
    }

    /// The game's numbers, if a file gave them.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// Every board side.
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// A board side by id or name.
    pub fn board(&self, name: &str) -> Result<&Board, TablesError> {
        names::find("board", name, &self.boards, |b| {
            [b.id.as_str(), b.name.as_str()]
        })
    }

    /// The Throw Ruler, if a file gave it.
    pub fn throw_ruler(&self) -> Option<&ThrowRuler> {
        self.throw_ruler.as_ref()
    }

    /// The block die, if a file gave it.
    pub fn block_die(&self) -> Option<&BlockDie> {
        self.block_die.as_ref()
    }

    /// The Challenge Cards known.
    pub fn challenges(&self) -> &[Card] {
        &self.challenges
    }

    /// The Bonus Plays known.
    pub fn bonus_plays(&self) -> &[Card] {
        &self.bonus_plays
    }

    /// The Random Event Cards known.
    pub fn random_events(&self) -> &[Card] {
        &self.random_events
    }

    /// Every ability.
    pub fn abilities(&self) -> &[Ability] {
        &self.abilities
    }

    /// An ability by id or any of its names.
    pub fn ability(&self, name: &str) -> Result<&Ability, TablesError> {
        names::find("ability", name, &self.abilities, |a| {
            std::iter::once(a.id.as_str())
                .chain(a.names.iter().map(String::as_str))
                .chain(std::iter::once(a.name.as_str()))
        })
    }

    /// Every team.
    pub fn teams(&self) -> &[BlitzTeam] {
        &self.teams
    }

    /// A team by id or name.
    pub fn team(&self, name: &str) -> Result<&BlitzTeam, TablesError> {
        names::find("Blitz Bowl team", name, &self.teams, |t| {
            [t.id.as_str(), t.name.as_str()]
        })
    }
}
