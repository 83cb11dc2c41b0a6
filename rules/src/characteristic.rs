//! A league player's characteristics when they are not his position's: raised by Improvement
//! rolls at most 2 above the starting value and never above 10 (004:L2664-L2667), lowered by
//! lasting injuries at most 2 below it and never below 1 (004:L2524-L2527); the FAQ takes both
//! limits together, whatever mix of increases and injuries led there (004:L11677-L11684).

use tables::{Position, Rulebook};

use crate::setup::{PlayerSpec, SetupError};

/// The most a characteristic falls below its starting value by injuries (004:L2524-L2527).
pub const FALL_MAX: u8 = 2;
/// The lowest any characteristic goes (004:L2524-L2527).
pub const LOWEST: u8 = 1;
/// The most a characteristic rises above its starting value, when the rulebook has no league
/// rules that say it (004:L2664-L2667; the league data's `characteristic_rise_max`).
const RISE_MAX: u8 = 2;
/// The highest a characteristic rises, when the rulebook has no league rules that say it
/// (004:L2664-L2667; the league data's `characteristic_max`).
const HIGHEST: u8 = 10;

/// The four characteristics, in the order of a profile.
const NAMES: [&str; 4] = ["MA", "ST", "AG", "AV"];

/// The value increase a rise of each characteristic adds to the player's value
/// (004:L2630-L2650), by its id in the league data.
const INCREASES: [&str; 4] = ["ma-or-av", "st", "ag", "ma-or-av"];

/// The characteristics (MA, ST, AG, AV) of `spec` on team `team`: each the position's where
/// the spec leaves it out, else the spec's, refused when the rules could not have led there.
pub(crate) fn fitted(
    book: &Rulebook,
    team: &str,
    spec: &PlayerSpec,
    position: &Position,
) -> Result<[u8; 4], SetupError> {
    let (rise_max, highest) = book.league().map_or((RISE_MAX, HIGHEST), |l| {
        (l.characteristic_rise_max, l.characteristic_max)
    });
    let start = starting(position);
    let given = given(spec);
    let mut out = start;
    for i in 0..4 {
        let Some(value) = given[i] else { continue };
        let (name, from) = (NAMES[i], start[i]);
        let who = format!(
            "team \"{team}\" #{} {}: {name} {value}",
            spec.number, position.name
        );
        if value > from && value - from > rise_max {
            return Err(SetupError(format!(
                "{who} is {} above the position's {name} {from}: Improvement rolls raise a \
                 characteristic at most {rise_max} above its starting value (004:L2664-L2667)",
                value - from
            )));
        }
        if value > from && value > highest {
            return Err(SetupError(format!(
                "{who} is above {highest}: no characteristic is raised above {highest} \
                 (004:L2664-L2667)"
            )));
        }
        if value < LOWEST {
            return Err(SetupError(format!(
                "{who} is below {LOWEST}: injuries never lower a characteristic below \
                 {LOWEST} (004:L2524-L2527)"
            )));
        }
        if value < from && from - value > FALL_MAX {
            return Err(SetupError(format!(
                "{who} is {} below the position's {name} {from}: injuries lower a \
                 characteristic at most {FALL_MAX} points (004:L2524-L2527)",
                from - value
            )));
        }
        out[i] = value;
    }
    Ok(out)
}

/// What the rises of `spec`'s characteristics above his position's add to his value
/// (004:L2630-L2650); a characteristic below the position's adds nothing and takes nothing
/// away (injuries do not lower a player's value, 004:L2635-L2637).
pub(crate) fn value_increase(book: &Rulebook, spec: &PlayerSpec, position: &Position) -> u32 {
    let start = starting(position);
    let given = given(spec);
    let mut value = 0u32;
    for i in 0..4 {
        let rise = given[i].map_or(0, |v| v.saturating_sub(start[i]));
        let each = book
            .league()
            .and_then(|l| l.value_increase(INCREASES[i]))
            .unwrap_or(0);
        value = value.saturating_add(each.saturating_mul(u32::from(rise)));
    }
    value
}

/// The first characteristic `spec` gives other than his position's: its name, the position's
/// value and the given one.
pub(crate) fn first_changed(
    spec: &PlayerSpec,
    position: &Position,
) -> Option<(&'static str, u8, u8)> {
    NAMES
        .into_iter()
        .zip(starting(position))
        .zip(given(spec))
        .find_map(|((name, from), value)| value.filter(|v| *v != from).map(|v| (name, from, v)))
}

fn starting(position: &Position) -> [u8; 4] {
    [position.ma, position.st, position.ag, position.av]
}

fn given(spec: &PlayerSpec) -> [Option<u8>; 4] {
    [spec.ma, spec.st, spec.ag, spec.av]
}
