//! The Blood Bowl 2016 rulebook as typed, validated data.
//!
//! Every number lives in a data file under `tables/data/`, embedded at compile time, each entry
//! citing the seed line it comes from (`source = "000:L852"`). This crate is the one place the
//! engine, the GUI and the ledger read rulebook knowledge from. It knows nothing of matches,
//! dice sources or storage.
//!
//! It holds the 2016 box team lists and quick-start teams, the 30 team lists, 81 skills and 71
//! Star Player entries of the 2016 compilation (seed 004), the two legends of the White Dwarf and
//! Black Gobbo rule, every dice table, the inducement,
//! coaching staff, card, match event and special ball lists, the passing range and roll
//! modifiers, the scatter and throw-in templates, the league numbers, the Bugman's League Cup
//! preset (seed 001) and the ruleset options. A league's house rules are one more file laid
//! over these with [`Rulebook::with_file`].
//!
//! Blitz Bowl (seed 002) is data of its own, [`BlitzBowl`] from `blitz-bowl.toml`
//! ([`blitz_bowl`]): boards, Throw Ruler, block die, cards, abilities and teams, with the
//! source's gaps filled by marked defaults; a league's file is laid over it the same way.

/// The rulebook list of the staff a team keeps on its roster, with their prices
/// ([`Rulebook::staff_price`]).
pub const ROSTER_STAFF: &str = "roster-staff";

mod blitz;
mod blitz_check;
mod bonus_play_timing;
mod card_timing;
mod dice_table;
mod error;
mod league;
mod legend;
mod list;
mod load;
mod modifier;
mod names;
mod options;
mod passing;
mod preset;
mod roster;
mod skill;
mod star;
mod template;
mod validate;

use std::sync::OnceLock;

pub use blitz::{
    Ability, BlitzBowl, BlitzFace, BlitzPosition, BlitzTeam, BlockDie, Board, Card, ClaimCheck,
    FoulResult, Game, MoveValue, Target, ThrowBand, ThrowRuler,
};
pub use bonus_play_timing::BonusPlayTiming;
pub use card_timing::{CardTiming, SPECIAL_PLAY_OPTION};
pub use dice_table::{Dice, DiceTable, TableRow};
pub use error::TablesError;
pub use league::{
    CardDraw, FanFactor, League, Level, SpirallingExpenses, SppAward, StarUpkeep, ValueIncrease,
    Winnings,
};
pub use legend::Legend;
pub use list::{List, ListEntry};
pub use load::Rulebook;
pub use modifier::Modifier;
pub use options::{RuleOption, Ruleset};
pub use passing::{PassBand, Passing};
pub use preset::Preset;
pub use roster::{Creation, Position, QuickStartTeam, Roster, SkillCategory, TeamEntry};
pub use skill::Skill;
pub use star::{HireBasis, Star, StarHire, StarProfile};
pub use template::Template;

/// The data files built into Nuffle, as `(file name, contents)`.
const BUILTIN_FILES: &[(&str, &str)] = &[
    (
        "options-2016.toml",
        include_str!("../data/options-2016.toml"),
    ),
    ("skills-2016.toml", include_str!("../data/skills-2016.toml")),
    ("box-2016.toml", include_str!("../data/box-2016.toml")),
    (
        "rosters-2016.toml",
        include_str!("../data/rosters-2016.toml"),
    ),
    ("tables-core.toml", include_str!("../data/tables-core.toml")),
    ("stars-2016.toml", include_str!("../data/stars-2016.toml")),
    (
        "legends-2016.toml",
        include_str!("../data/legends-2016.toml"),
    ),
    (
        "tables-pre-match.toml",
        include_str!("../data/tables-pre-match.toml"),
    ),
    (
        "tables-league.toml",
        include_str!("../data/tables-league.toml"),
    ),
    (
        "inducements-2016.toml",
        include_str!("../data/inducements-2016.toml"),
    ),
    (
        "special-plays-2016.toml",
        include_str!("../data/special-plays-2016.toml"),
    ),
    (
        "match-events-2016.toml",
        include_str!("../data/match-events-2016.toml"),
    ),
    (
        "special-balls-2016.toml",
        include_str!("../data/special-balls-2016.toml"),
    ),
    (
        "passing-2016.toml",
        include_str!("../data/passing-2016.toml"),
    ),
    ("league-2016.toml", include_str!("../data/league-2016.toml")),
    (
        "presets-2016.toml",
        include_str!("../data/presets-2016.toml"),
    ),
];

/// The rulebook built into Nuffle. The data is checked by this crate's tests, so a failure here
/// can only be a build from broken sources; it is reported rather than hidden.
pub fn builtin() -> Result<&'static Rulebook, &'static TablesError> {
    static BOOK: OnceLock<Result<Rulebook, TablesError>> = OnceLock::new();
    BOOK.get_or_init(|| Rulebook::from_files(BUILTIN_FILES))
        .as_ref()
}

/// The Blitz Bowl data built into Nuffle (`blitz-bowl.toml`), checked by this crate's tests.
pub fn blitz_bowl() -> Result<&'static BlitzBowl, &'static TablesError> {
    static BLITZ: OnceLock<Result<BlitzBowl, TablesError>> = OnceLock::new();
    BLITZ
        .get_or_init(|| {
            BlitzBowl::from_files(&[("blitz-bowl.toml", include_str!("../data/blitz-bowl.toml"))])
        })
        .as_ref()
}

/// A team list by id or name, case-insensitive (`"orc-2016-box"` or `"Orc (2016 box)"` for
/// the box list, `"orc"` for the compilation's).
pub fn roster(name: &str) -> Result<&'static Roster, TablesError> {
    builtin().map_err(Clone::clone)?.roster(name)
}

/// A skill by its rulebook name, case-insensitive (`"Mighty Blow"`, `"mighty blow"`).
pub fn skill(name: &str) -> Result<&'static Skill, TablesError> {
    builtin().map_err(Clone::clone)?.skill(name)
}

/// A Star Player entry by name (`"Morg 'n' Thorg"`).
pub fn star(name: &str) -> Result<&'static Star, TablesError> {
    builtin().map_err(Clone::clone)?.star(name)
}

/// A dice table by id or name.
pub fn table(name: &str) -> Result<&'static DiceTable, TablesError> {
    builtin().map_err(Clone::clone)?.table(name)
}

/// The Injury table row for a 2D6 total after modifiers (000:L629-L635).
pub fn injury(total: u8) -> Result<&'static TableRow, TablesError> {
    table("injury")?.lookup(&[total])
}

/// The Casualty table row for a D6 (tens) and a D8 (units) (004:L2479-L2515).
pub fn casualty(d6: u8, d8: u8) -> Result<&'static TableRow, TablesError> {
    table("casualty")?.lookup(&[d6, d8])
}

/// The Kick-off table row for a 2D6 total (000:L997-L1009).
pub fn kickoff(total: u8) -> Result<&'static TableRow, TablesError> {
    table("kickoff")?.lookup(&[total])
}

/// The Weather table row for a 2D6 total (000:L1015-L1023).
pub fn weather(total: u8) -> Result<&'static TableRow, TablesError> {
    table("weather")?.lookup(&[total])
}
