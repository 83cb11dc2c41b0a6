//! Cross-checks of the Blitz Bowl data: boards that fit the grid, a Bounce Chart that goes round,
//! the printed block die, teams whose abilities exist. A problem is reported at the line of the
//! file that holds the field, found by walking the entry's keys in the text.

use std::collections::HashSet;

use crate::TablesError;
use crate::blitz::{BlitzBowl, BlitzFace, Board};
use crate::names::fold;

/// The largest board the engine's grid holds: the 2016 pitch (core-2016.md §2.2).
const MAX_LENGTH: u8 = 26;
const MAX_WIDTH: u8 = 15;

/// The eight steps round a square, each next to the one before (the Bounce Chart's ring).
const RING: [[i8; 2]; 8] = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
];

/// Where in the file a problem is: the entry's `(key, value)` pairs from the outside in, and the
/// field, if the problem is one field's.
struct At<'a> {
    path: Vec<(&'a str, &'a str)>,
    field: Option<&'a str>,
}

/// A problem found, and where.
struct Problem<'a> {
    at: At<'a>,
    message: String,
}

fn problem<'a>(path: Vec<(&'a str, &'a str)>, field: &'a str, message: String) -> Problem<'a> {
    Problem {
        at: At {
            path,
            field: Some(field),
        },
        message,
    }
}

/// Checks the data after `file` (whose text is `text`) was laid over it.
pub(crate) fn check(book: &BlitzBowl, file: &str, text: &str) -> Result<(), TablesError> {
    match find_problem(book) {
        None => Ok(()),
        Some(found) => Err(TablesError::Parse {
            file: file.to_string(),
            line: locate(text, &found.at),
            column: 1,
            message: found.message,
        }),
    }
}

fn find_problem(book: &BlitzBowl) -> Option<Problem<'_>> {
    if let Some(game) = book.game() {
        let at = || vec![("[game]", "")];
        if !(1..=10).contains(&game.actions_per_turn) {
            return Some(problem(
                at(),
                "actions_per_turn",
                format!("actions_per_turn = {}: must be 1-10", game.actions_per_turn),
            ));
        }
        if game.random_events_used > game.random_event_deck {
            return Some(problem(
                at(),
                "random_events_used",
                format!(
                    "random_events_used = {} is more than the {} in random_event_deck",
                    game.random_events_used, game.random_event_deck
                ),
            ));
        }
        if game.active_challenges == 0 || game.active_challenges > game.challenge_deck {
            return Some(problem(
                at(),
                "active_challenges",
                format!(
                    "active_challenges = {}: must be 1 to challenge_deck ({})",
                    game.active_challenges, game.challenge_deck
                ),
            ));
        }
    }
    for board in book.boards() {
        if let Some(found) = board_problem(board) {
            return Some(found);
        }
    }
    if let Some(ruler) = book.throw_ruler() {
        let at = || vec![("[throw_ruler]", "")];
        if ruler.short < 2 || ruler.long < ruler.short {
            return Some(problem(
                at(),
                "long",
                format!(
                    "short = {}, long = {}: short must be 2 or more (1 is a Hand-off) and long at least short",
                    ruler.short, ruler.long
                ),
            ));
        }
        if let Some(found) = defaults_problem(at(), &ruler.defaults, THROW_RULER_FIELDS) {
            return Some(found);
        }
    }
    if let Some(die) = book.block_die() {
        let at = || vec![("[block_die]", "")];
        // Six faces, five symbols, Shove twice (002:L1103).
        let count = |face| die.faces.iter().filter(|f| **f == face).count();
        let printed = BlitzFace::ALL
            .iter()
            .all(|&f| count(f) == if f == BlitzFace::Shove { 2 } else { 1 });
        if die.faces.len() != 6 || !printed {
            return Some(problem(
                at(),
                "faces",
                "faces must be the six printed faces in some order: smash, kerrunch, shove twice, tackle, miss (002:L1103)".to_string(),
            ));
        }
        if let Some(face) = BlitzFace::ALL.iter().find(|f| !die.foul.contains_key(f)) {
            return Some(problem(
                at(),
                "foul",
                format!(
                    "foul gives no result for {}: each of the five symbols needs one of spotted, slipped, take-that, got-them",
                    face.name()
                ),
            ));
        }
        if let Some(found) = defaults_problem(at(), &die.defaults, BLOCK_DIE_FIELDS) {
            return Some(found);
        }
    }
    let cards = book
        .challenges()
        .iter()
        .map(|c| ("challenge", c))
        .chain(book.bonus_plays().iter().map(|c| ("bonus_play", c)))
        .chain(book.random_events().iter().map(|c| ("random_event", c)));
    let mut ids = HashSet::new();
    for (kind, card) in cards {
        let at = || vec![("id", card.id.as_str())];
        if !ids.insert(card.id.as_str()) {
            return Some(problem(
                at(),
                "id",
                format!("{kind} \"{}\": another card has this id", card.id),
            ));
        }
        if let Some(found) = defaults_problem(at(), &card.defaults, CARD_FIELDS) {
            return Some(found);
        }
        if kind == "bonus_play"
            && let Some(found) = bonus_play_timing_problem(card)
        {
            return Some(found);
        }
        // Only a Challenge Card is claimed, so only it has a claim's condition (002:L654).
        if kind != "challenge" && card.check.is_some() {
            return Some(problem(
                at(),
                "check",
                format!(
                    "{kind} \"{}\": only a Challenge Card has a claim's check: leave it out",
                    card.id
                ),
            ));
        }
    }
    // The box holds 12 Random Event Cards (002:L200): a list of more is a mistake.
    if let Some(game) = book.game()
        && book.random_events().len() > usize::from(game.random_event_deck)
        && let Some(extra) = book
            .random_events()
            .get(usize::from(game.random_event_deck))
    {
        return Some(problem(
            vec![("id", extra.id.as_str())],
            "id",
            format!(
                "random_event \"{}\": the data gives {} Random Event Cards, and the box holds \
                 {} (random_event_deck): remove one, or raise random_event_deck",
                extra.id,
                book.random_events().len(),
                game.random_event_deck
            ),
        ));
    }
    let mut names = HashSet::new();
    for ability in book.abilities() {
        let own: HashSet<String> = std::iter::once(&ability.id)
            .chain(&ability.names)
            .chain(std::iter::once(&ability.name))
            .map(|n| fold(n))
            .collect();
        if own.into_iter().any(|n| !names.insert(n)) {
            return Some(problem(
                vec![("id", ability.id.as_str())],
                "name",
                format!("ability \"{}\" shares a name with another", ability.id),
            ));
        }
    }
    team_problem(book)
}

const BOARD_FIELDS: &[&str] = &["length", "width", "blocked", "trapdoors", "bounce_chart"];
const THROW_RULER_FIELDS: &[&str] = &["short", "long", "long_modifier", "obstructed_modifier"];
const BLOCK_DIE_FIELDS: &[&str] = &["faces", "foul"];
const CARD_FIELDS: &[&str] = &["name", "points", "timing", "effect"];
const TEAM_FIELDS: &[&str] = &["name", "emergency_reserves"];
const POSITION_FIELDS: &[&str] = &[
    "name",
    "count",
    "move",
    "block",
    "throw",
    "armour",
    "ability",
    "throws_team_mates",
];

/// A Bonus Play whose `timing` names no moment the engine offers it at, or the re-roll's moment
/// for any card but Raw Talent (the one effect the engine rules there), or Raw Talent at
/// another.
fn bonus_play_timing_problem(card: &crate::blitz::Card) -> Option<Problem<'_>> {
    use crate::BonusPlayTiming;
    let at = || vec![("id", card.id.as_str())];
    let Some(timing) = BonusPlayTiming::parse(&card.timing) else {
        return Some(problem(
            at(),
            "timing",
            format!(
                "bonus_play \"{}\": timing \"{}\" is not a moment the engine offers a Bonus \
                 Play at: write one of {}",
                card.id,
                card.timing,
                BonusPlayTiming::listed()
            ),
        ));
    };
    let raw_talent = card.id == "raw-talent";
    let after_roll = timing == BonusPlayTiming::AfterOwnRoll;
    (raw_talent != after_roll).then(|| {
        problem(
            at(),
            "timing",
            if raw_talent {
                "bonus_play \"raw-talent\" re-rolls a roll: its timing is \"after your own \
                 Armour Check, Throw Check or Block Dice\""
                    .to_string()
            } else {
                format!(
                    "bonus_play \"{}\": only Raw Talent is played after a roll (the re-roll is \
                     the one effect the engine rules there); play it between your Actions or \
                     at the start of your turn",
                    card.id
                )
            },
        )
    })
}

/// A `defaults` entry that is not a field of its entry: a misspelt one would mark nothing.
fn defaults_problem<'a>(
    path: Vec<(&'a str, &'a str)>,
    defaults: &'a [String],
    fields: &[&str],
) -> Option<Problem<'a>> {
    let bad = defaults.iter().find(|d| !fields.contains(&d.as_str()))?;
    Some(problem(
        path,
        "defaults",
        format!(
            "defaults names \"{bad}\", which is not one of: {}",
            fields.join(", ")
        ),
    ))
}

fn board_problem(board: &Board) -> Option<Problem<'_>> {
    let at = || vec![("id", board.id.as_str())];
    if !(2..=MAX_LENGTH).contains(&board.length) || !(1..=MAX_WIDTH).contains(&board.width) {
        return Some(problem(
            at(),
            "length",
            format!(
                "board \"{}\" is {} x {}: the grid holds 2-{MAX_LENGTH} squares along and 1-{MAX_WIDTH} across",
                board.id, board.length, board.width
            ),
        ));
    }
    let on_board = |[x, y]: [u8; 2]| x < board.length && y < board.width;
    for (field, squares) in [("blocked", &board.blocked), ("trapdoors", &board.trapdoors)] {
        if let Some([x, y]) = squares.iter().copied().find(|s| !on_board(*s)) {
            return Some(problem(
                at(),
                field,
                format!(
                    "board \"{}\": {field} square [{x}, {y}] is off the {} x {} board (x 0-{}, y 0-{})",
                    board.id,
                    board.length,
                    board.width,
                    board.length - 1,
                    board.width - 1
                ),
            ));
        }
        let unique: HashSet<_> = squares.iter().collect();
        if unique.len() != squares.len() {
            return Some(problem(
                at(),
                field,
                format!("board \"{}\": {field} lists a square twice", board.id),
            ));
        }
    }
    if board.trapdoors.is_empty() {
        return Some(problem(
            at(),
            "trapdoors",
            format!(
                "board \"{}\" has no Trapdoor: there is always one or more (002:L1221)",
                board.id
            ),
        ));
    }
    if let Some([x, y]) = board.trapdoors.iter().find(|s| board.blocked.contains(s)) {
        return Some(problem(
            at(),
            "trapdoors",
            format!(
                "board \"{}\": Trapdoor [{x}, {y}] is a blocked square; players move onto Trapdoors (002:L481)",
                board.id
            ),
        ));
    }
    if !goes_round(&board.bounce_chart) {
        return Some(problem(
            at(),
            "bounce_chart",
            format!(
                "board \"{}\": bounce_chart must be the 8 neighbouring steps in order round the square, each next to the one before (002:L534)",
                board.id
            ),
        ));
    }
    defaults_problem(at(), &board.defaults, BOARD_FIELDS)
}

/// Whether `chart` is the eight steps round a square, one after another in one direction.
fn goes_round(chart: &[[i8; 2]]) -> bool {
    let index = |step: &[i8; 2]| RING.iter().position(|r| r == step);
    let Some(Some(first)) = chart.first().map(index) else {
        return false;
    };
    let forward = (0..8).all(|i| chart.get(i).and_then(index) == Some((first + i) % 8));
    let backward = (0..8).all(|i| chart.get(i).and_then(index) == Some((first + 8 - i) % 8));
    chart.len() == 8 && (forward || backward)
}

fn team_problem(book: &BlitzBowl) -> Option<Problem<'_>> {
    let mut names = HashSet::new();
    for team in book.teams() {
        let at = || vec![("id", team.id.as_str())];
        let own: HashSet<String> = [fold(&team.id), fold(&team.name)].into();
        if own.into_iter().any(|n| !names.insert(n)) {
            return Some(problem(
                at(),
                "name",
                format!("team \"{}\" shares a name with another team", team.id),
            ));
        }
        // Most teams have six Players, some more, up to ten (002:L245, L1020).
        let players = team.players();
        if !(6..=10).contains(&players) {
            return Some(problem(
                at(),
                "id",
                format!(
                    "team \"{}\" has {players} Players: a team has 6 to 10 (002:L245, L1020)",
                    team.id
                ),
            ));
        }
        if let Some(found) = defaults_problem(at(), &team.defaults, TEAM_FIELDS) {
            return Some(found);
        }
        let mut positions = HashSet::new();
        for position in &team.positions {
            let at = || vec![("id", team.id.as_str()), ("name", position.name.as_str())];
            if !positions.insert(fold(&position.name)) {
                return Some(problem(
                    at(),
                    "name",
                    format!("team \"{}\" lists {} twice", team.id, position.name),
                ));
            }
            if position.count == 0 {
                return Some(problem(
                    at(),
                    "count",
                    format!(
                        "team \"{}\" {}: count must be 1 or more",
                        team.id, position.name
                    ),
                ));
            }
            if !(1..=6).contains(&position.block) {
                return Some(problem(
                    at(),
                    "block",
                    format!(
                        "team \"{}\" {}: block = {} must be 1-6",
                        team.id, position.name, position.block
                    ),
                ));
            }
            if let Some(ability) = &position.ability
                && book.ability(ability).is_err()
            {
                let err = book.ability(ability).err().map(|e| e.to_string());
                return Some(problem(
                    at(),
                    "ability",
                    format!(
                        "team \"{}\" {}: {}",
                        team.id,
                        position.name,
                        err.unwrap_or_default()
                    ),
                ));
            }
            if let Some(found) = defaults_problem(at(), &position.defaults, POSITION_FIELDS) {
                return Some(found);
            }
        }
    }
    None
}

/// The 1-based line of the problem in `text`: each `(key, value)` of the path is looked for
/// after the one before (`key = "value"`, or a `[table]` header when the value is empty), then
/// the field before the next table header. The deepest part found is the answer, else line 1.
fn locate(text: &str, at: &At<'_>) -> usize {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut line = 0;
    let mut found = None;
    for (key, value) in &at.path {
        let hit = lines.iter().enumerate().skip(line).find(|(_, l)| {
            if value.is_empty() {
                l.starts_with(key)
            } else {
                is_key(l, key)
                    && l.split_once('=')
                        .is_some_and(|(_, v)| v.trim().trim_matches('"') == *value)
            }
        });
        match hit {
            Some((i, _)) => {
                line = i;
                found = Some(i);
            }
            None => return found.map_or(1, |i| i + 1),
        }
    }
    if let Some(field) = at.field {
        let start = found.map_or(0, |i| i + 1);
        for (i, l) in lines.iter().enumerate().skip(start) {
            if l.starts_with('[') {
                break;
            }
            if is_key(l, field) {
                return i + 1;
            }
        }
    }
    found.map_or(1, |i| i + 1)
}

/// Whether a trimmed line sets `key` (`key = …`).
fn is_key(line: &str, key: &str) -> bool {
    line.strip_prefix(key)
        .is_some_and(|rest| rest.trim_start().starts_with('='))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_in_either_direction_goes_round_002_l534() {
        let mut back = RING;
        back.reverse();
        let mut turned = RING;
        turned.rotate_left(3);
        assert!(goes_round(&RING) && goes_round(&back) && goes_round(&turned));
        let mut swapped = RING;
        swapped.swap(0, 1);
        assert!(!goes_round(&swapped));
        assert!(!goes_round(&RING[..7]));
    }

    #[test]
    fn a_field_is_found_inside_its_entry_not_the_next() {
        let text = "[[team]]\nid = \"a\"\n[[team.position]]\nname = \"X\"\nblock = 1\n[[team]]\nid = \"b\"\n[[team.position]]\nname = \"X\"\nblock = 9\n";
        let at = At {
            path: vec![("id", "b"), ("name", "X")],
            field: Some("block"),
        };
        assert_eq!(locate(text, &at), 10);
        let missing = At {
            path: vec![("id", "a"), ("name", "X")],
            field: Some("ability"),
        };
        assert_eq!(locate(text, &missing), 4);
    }
}
