//! The pitch grid: squares, halves, End Zones, wide zones and the line of scrimmage.
//!
//! The seeds never print the grid (the diagram was lost); the digest (core-2016.md §2.2) fixes
//! the standard 26 × 15 board, consistent with the 14 line-of-scrimmage squares of 000:L143.
//! `x` runs along the length (0 = the home End Zone, 25 = the away End Zone), `y` across.

use serde::{Deserialize, Serialize};

/// Squares along the length of the pitch, End Zones included.
pub const LENGTH: u8 = 26;
/// Squares across the pitch.
pub const WIDTH: u8 = 15;
/// Squares across each wide zone (one on each sideline).
pub const WIDE_ZONE_WIDTH: u8 = 4;

/// The two teams of a match, named by which End Zone is behind their Dugout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Sets up in `x = 0..=12`; scores in the away End Zone (`x = 25`).
    Home,
    /// Sets up in `x = 13..=25`; scores in the home End Zone (`x = 0`).
    Away,
}

impl Side {
    /// Both sides, home first.
    pub const BOTH: [Side; 2] = [Side::Home, Side::Away];

    /// 0 for home, 1 for away: the index of per-team arrays.
    pub fn index(self) -> usize {
        match self {
            Side::Home => 0,
            Side::Away => 1,
        }
    }

    /// The lowercase word used in scripts and rulings.
    pub fn name(self) -> &'static str {
        match self {
            Side::Home => "home",
            Side::Away => "away",
        }
    }

    /// The x of the End Zone this side scores in (000:L141).
    pub fn scoring_end_zone_x(self) -> u8 {
        match self {
            Side::Home => LENGTH - 1,
            Side::Away => 0,
        }
    }

    /// The other team.
    pub fn opponent(self) -> Side {
        match self {
            Side::Home => Side::Away,
            Side::Away => Side::Home,
        }
    }
}

/// One square of the pitch. Construct with [`Square::new`], which refuses squares off the pitch.
/// In JSON a square is `[x, y]`; a square off the pitch is refused when read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "[i32; 2]", into = "[u8; 2]")]
pub struct Square {
    x: u8,
    y: u8,
}

impl Square {
    /// The square at `(x, y)`, or `None` when it lies off the pitch.
    pub fn new(x: i32, y: i32) -> Option<Square> {
        let x = u8::try_from(x).ok().filter(|&x| x < LENGTH)?;
        let y = u8::try_from(y).ok().filter(|&y| y < WIDTH)?;
        Some(Square { x, y })
    }

    /// The square one step of `(dx, dy)` away, or `None` when that is off the pitch.
    pub fn offset(self, dx: i32, dy: i32) -> Option<Square> {
        Square::new(i32::from(self.x) + dx, i32::from(self.y) + dy)
    }

    /// Position along the length (0 = home End Zone).
    pub fn x(self) -> u8 {
        self.x
    }

    /// Position across the width (0 and 14 are the sidelines).
    pub fn y(self) -> u8 {
        self.y
    }

    /// Every square of the pitch, row by row.
    pub fn all() -> impl Iterator<Item = Square> {
        // One counter, not a loop in a loop: a plain range iterates (and collects) fast.
        let (length, width) = (u16::from(LENGTH), u16::from(WIDTH));
        (0..length * width).map(move |i| Square {
            x: (i % length) as u8,
            y: (i / length) as u8,
        })
    }

    /// The squares of one team's half (000:L368), in the order of [`Square::all`].
    pub fn in_half(side: Side) -> impl Iterator<Item = Square> {
        let half = u16::from(LENGTH / 2);
        let x0 = match side {
            Side::Home => 0,
            Side::Away => LENGTH / 2,
        };
        (0..half * u16::from(WIDTH)).map(move |i| Square {
            x: x0 + (i % half) as u8,
            y: (i / half) as u8,
        })
    }

    /// Squares a player moves between in one step: Chebyshev distance (000:L425, L455).
    pub fn distance(self, other: Square) -> u8 {
        self.x.abs_diff(other.x).max(self.y.abs_diff(other.y))
    }

    /// The up to 8 neighbouring squares that lie on the pitch (a Tackle Zone's shape, 000:L459).
    pub fn neighbours(self) -> impl Iterator<Item = Square> + Clone {
        // Row by row, as a fixed list of steps: the engine's commonest walk, asked for every
        // move, Tackle Zone, assist and push.
        const STEPS: [(i8, i8); 8] = [
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
        ];
        STEPS.into_iter().filter_map(move |(dx, dy)| {
            // Off the pitch on the low side wraps round to 255, past both bounds.
            let x = self.x.wrapping_add_signed(dx);
            let y = self.y.wrapping_add_signed(dy);
            (x < LENGTH && y < WIDTH).then_some(Square { x, y })
        })
    }

    /// The half this square belongs to (End Zone included), 000:L374.
    pub fn half(self) -> Side {
        if self.x < LENGTH / 2 {
            Side::Home
        } else {
            Side::Away
        }
    }

    /// `Some(side)` when the square is in that side's own End Zone (000:L141).
    pub fn end_zone(self) -> Option<Side> {
        match self.x {
            0 => Some(Side::Home),
            x if x == LENGTH - 1 => Some(Side::Away),
            _ => None,
        }
    }

    /// True in either wide zone: the 4 rows along each sideline (000:L143, digest §2.2).
    pub fn is_wide_zone(self) -> bool {
        self.y < WIDE_ZONE_WIDTH || self.y >= WIDTH - WIDE_ZONE_WIDTH
    }

    /// `Some(side)` when the square is on that side's line of scrimmage: the row next to the
    /// half-way line, between the wide zones (000:L143).
    pub fn line_of_scrimmage(self) -> Option<Side> {
        if self.is_wide_zone() {
            return None;
        }
        match self.x {
            x if x == LENGTH / 2 - 1 => Some(Side::Home),
            x if x == LENGTH / 2 => Some(Side::Away),
            _ => None,
        }
    }
}

impl TryFrom<[i32; 2]> for Square {
    type Error = String;

    fn try_from([x, y]: [i32; 2]) -> Result<Square, String> {
        Square::new(x, y).ok_or_else(|| {
            format!(
                "square [{x}, {y}] is off the pitch (x runs 0-{}, y runs 0-{})",
                LENGTH - 1,
                WIDTH - 1
            )
        })
    }
}

impl From<Square> for [u8; 2] {
    fn from(square: Square) -> [u8; 2] {
        [square.x, square.y]
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// A legal set-up for `side`, line of scrimmage first: 5 on the line, 6 behind it, none in the
/// wide zones (000:L374-L379). The simulator's coach and the tests set up with it.
pub fn example_formation(side: Side) -> [Square; 11] {
    const HOME: [(u8, u8); 11] = [
        (12, 5),
        (12, 6),
        (12, 7),
        (12, 8),
        (12, 9),
        (10, 4),
        (10, 6),
        (10, 8),
        (10, 10),
        (7, 7),
        (5, 7),
    ];
    HOME.map(|(x, y)| {
        let x = if side == Side::Home { x } else { 25 - x };
        Square { x, y }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_is_the_squares_on_its_side_of_the_line_000_l368() {
        for side in Side::BOTH {
            let half: Vec<Square> = Square::in_half(side).collect();
            let filtered: Vec<Square> = Square::all().filter(|s| s.half() == side).collect();
            assert_eq!(half, filtered);
            assert_eq!(half.len(), 13 * 15);
        }
    }

    #[test]
    fn line_of_scrimmage_is_14_squares_000_l143() {
        let home = Square::all()
            .filter(|s| s.line_of_scrimmage() == Some(Side::Home))
            .count();
        let away = Square::all()
            .filter(|s| s.line_of_scrimmage() == Some(Side::Away))
            .count();
        assert_eq!((home, away), (7, 7));
    }

    #[test]
    fn line_of_scrimmage_rows_touch_the_half_way_line_000_l143() {
        let home = Square::new(12, 7).and_then(|s| s.line_of_scrimmage());
        let away = Square::new(13, 7).and_then(|s| s.line_of_scrimmage());
        let behind = Square::new(11, 7).and_then(|s| s.line_of_scrimmage());
        let wide = Square::new(12, 3).and_then(|s| s.line_of_scrimmage());
        assert_eq!(
            (home, away, behind, wide),
            (Some(Side::Home), Some(Side::Away), None, None)
        );
    }

    #[test]
    fn wide_zones_are_four_squares_on_each_sideline_000_l143() {
        let wide_rows: Vec<u8> = (0..WIDTH)
            .filter(|&y| Square::new(5, i32::from(y)).is_some_and(Square::is_wide_zone))
            .collect();
        assert_eq!(wide_rows, vec![0, 1, 2, 3, 11, 12, 13, 14]);
    }

    #[test]
    fn end_zones_are_the_first_and_last_rows_000_l141() {
        let ez = |x| Square::new(x, 7).and_then(Square::end_zone);
        assert_eq!(
            (ez(0), ez(1), ez(24), ez(25)),
            (Some(Side::Home), None, None, Some(Side::Away))
        );
    }

    #[test]
    fn each_half_is_13_rows_with_its_end_zone_000_l374() {
        let home = Square::all().filter(|s| s.half() == Side::Home).count();
        assert_eq!(home, 13 * usize::from(WIDTH));
        assert_eq!(Square::all().count(), 26 * 15);
        // Row by row (option lists keep this order): every square once.
        let all: Vec<(u8, u8)> = Square::all().map(|s| (s.x(), s.y())).collect();
        let rows: Vec<(u8, u8)> = (0..WIDTH)
            .flat_map(|y| (0..LENGTH).map(move |x| (x, y)))
            .collect();
        assert_eq!(all, rows);
    }

    #[test]
    fn squares_off_the_pitch_do_not_exist() {
        assert!(Square::new(-1, 0).is_none());
        assert!(Square::new(26, 0).is_none());
        assert!(Square::new(0, 15).is_none());
        assert!(Square::new(25, 14).is_some());
    }

    #[test]
    fn a_corner_has_three_neighbours_and_the_middle_eight_000_l459() {
        let corner = Square::new(0, 0).map(|s| s.neighbours().count());
        let middle = Square::new(10, 7).map(|s| s.neighbours().count());
        assert_eq!((corner, middle), (Some(3), Some(8)));
    }

    /// On every square, edges and corners included: exactly the squares one step away
    /// (000:L459), row by row as the pitch is read (the order option lists and pushes follow).
    #[test]
    fn neighbours_are_the_squares_one_step_away_row_by_row_000_l459() {
        for square in Square::all() {
            let mut near: Vec<Square> = Square::all().filter(|s| s.distance(square) == 1).collect();
            near.sort_by_key(|s| (s.y(), s.x()));
            assert_eq!(square.neighbours().collect::<Vec<_>>(), near, "{square}");
        }
    }

    #[test]
    fn movement_distance_is_chebyshev_000_l455() {
        let a = Square::new(3, 3);
        let b = Square::new(6, 4);
        assert_eq!(a.zip(b).map(|(a, b)| a.distance(b)), Some(3));
    }
}
