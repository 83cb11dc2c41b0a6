//! The Blood Bowl 2016 rulebook as typed, validated data.
//!
//! Every number lives in a data file under `tables/data/`, embedded at compile time, each entry
//! citing the seed line it comes from (`source = "000:L852"`). This crate is the one place the
//! engine, the GUI and the ledger read rulebook knowledge from. It knows nothing of matches,
//! dice sources or storage.
//!
//! So far it holds the 2016 box team lists and quick-start teams; the full compendium (all
//! rosters, skills, stars and tables) is the tables issue's work.

mod error;
mod load;
mod names;
mod roster;
mod validate;

use std::sync::OnceLock;

pub use error::TablesError;
pub use load::Rulebook;
pub use roster::{Creation, Position, QuickStartTeam, Roster, SkillCategory, TeamEntry};

/// The data files built into Nuffle, as `(file name, contents)`.
const BUILTIN_FILES: &[(&str, &str)] = &[("box-2016.toml", include_str!("../data/box-2016.toml"))];

/// The rulebook built into Nuffle. The data is checked by this crate's tests, so a failure here
/// can only be a build from broken sources; it is reported rather than hidden.
pub fn builtin() -> Result<&'static Rulebook, &'static TablesError> {
    static BOOK: OnceLock<Result<Rulebook, TablesError>> = OnceLock::new();
    BOOK.get_or_init(|| Rulebook::from_files(BUILTIN_FILES))
        .as_ref()
}

/// A team list by id or name (`"orc-2016-box"`, `"Orc"`, case-insensitive).
pub fn roster(name: &str) -> Result<&'static Roster, TablesError> {
    builtin().map_err(Clone::clone)?.roster(name)
}
