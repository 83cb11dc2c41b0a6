//! The pitch grid: squares, halves, End Zones, wide zones and the line of scrimmage.
//!
//! The seeds never print the 2016 grid (the diagram was lost); the digest (core-2016.md §2.2)
//! fixes the standard 26 × 15 board, consistent with the 14 line-of-scrimmage squares of
//! 000:L143. Blitz Bowl's board is smaller and its size is the board's data (002:L216, digest
//! §1.3). So the size is a run-time value, [`Pitch`], carried by the match's ruleset
//! (`MatchState::pitch`); a [`Square`] is a place on the engine's grid, which holds the largest
//! board ([`GRID_LENGTH`] × [`GRID_WIDTH`]), and whether it is on the pitch is the pitch's to say.
//! `x` runs along the length (0 = the home End Zone, `length - 1` = the away End Zone), `y` across.

use serde::{Deserialize, Serialize};

/// Squares along the engine's grid: the longest board it holds (2016's, 000:L143).
pub const GRID_LENGTH: u8 = 26;
/// Squares across the engine's grid: the widest board it holds (2016's).
pub const GRID_WIDTH: u8 = 15;

/// A board's size and zones: what "on the pitch", the halves, the End Zones, the wide zones
/// and the line of scrimmage are. Two bytes of size and two of zones, copied freely.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pitch {
    length: u8,
    width: u8,
    wide_zone_width: u8,
    line_of_scrimmage: bool,
    /// Squares the half-way line is moved towards the away End Zone (negative: towards the
    /// home one) for a kick-off: Unclear Markings (004:L3669-L3675).
    halfway_moved: i8,
}

impl Pitch {
    /// Blood Bowl 2016's pitch: 26 × 15, End Zones included, 4-square wide zones, a line of
    /// scrimmage each side of the half-way line (000:L141-L143, digest core-2016.md §2.2).
    pub const BB2016: Pitch = Pitch {
        length: 26,
        width: 15,
        wide_zone_width: 4,
        line_of_scrimmage: true,
        halfway_moved: 0,
    };

    /// A board of `length` × `width` squares (End Zones, one row each, included) with no wide
    /// zones and no line of scrimmage, as Blitz Bowl's (digest §1.3); `None` when it does not
    /// fit the engine's grid or is too short to have two End Zones.
    #[inline]
    pub const fn without_zones(length: u8, width: u8) -> Option<Pitch> {
        if length < 2 || length > GRID_LENGTH || width < 1 || width > GRID_WIDTH {
            return None;
        }
        Some(Pitch {
            length,
            width,
            wide_zone_width: 0,
            line_of_scrimmage: false,
            halfway_moved: 0,
        })
    }

    /// The pitch with a temporary half-way line `by` squares towards the away End Zone
    /// (negative: the home one), as Unclear Markings draws it for a kick-off (004:L3669-L3675);
    /// kept at least one square from each End Zone.
    #[inline]
    pub fn with_halfway_moved(self, by: i8) -> Pitch {
        Pitch {
            halfway_moved: by,
            ..self
        }
    }

    /// The x of the first square of the away half: the half-way line lies just before it.
    #[inline]
    pub fn halfway(self) -> u8 {
        if self.halfway_moved == 0 {
            return self.length / 2;
        }
        let x = i16::from(self.length / 2) + i16::from(self.halfway_moved);
        u8::try_from(x.clamp(2, i16::from(self.length.saturating_sub(2)).max(2)))
            .unwrap_or(self.length / 2)
    }

    /// Squares along, End Zones included.
    #[inline]
    pub fn length(self) -> u8 {
        self.length
    }

    /// Squares across.
    #[inline]
    pub fn width(self) -> u8 {
        self.width
    }

    /// Squares across each wide zone (one on each sideline); 0 when there are none.
    #[inline]
    pub fn wide_zone_width(self) -> u8 {
        self.wide_zone_width
    }

    /// Whether the pitch is the whole grid (2016's): then every square is on it.
    #[inline]
    pub fn is_whole_grid(self) -> bool {
        self.length == GRID_LENGTH && self.width == GRID_WIDTH
    }

    /// Whether the pitch has a line of scrimmage (2016; not Blitz Bowl).
    #[inline]
    pub fn has_line_of_scrimmage(self) -> bool {
        self.line_of_scrimmage
    }

    /// Whether `square` lies on this pitch.
    #[inline]
    pub fn contains(self, square: Square) -> bool {
        square.x < self.length && square.y < self.width
    }

    /// The square at `(x, y)`, or `None` when it lies off this pitch.
    #[inline]
    pub fn square(self, x: i32, y: i32) -> Option<Square> {
        let (length, width) = (self.length.min(GRID_LENGTH), self.width.min(GRID_WIDTH));
        let x = u8::try_from(x).ok().filter(|&x| x < length)?;
        let y = u8::try_from(y).ok().filter(|&y| y < width)?;
        Some(Square { x, y })
    }

    /// The square one step of `(dx, dy)` from `square`, or `None` when that is off the pitch.
    #[inline]
    pub fn offset(self, square: Square, dx: i32, dy: i32) -> Option<Square> {
        self.square(i32::from(square.x) + dx, i32::from(square.y) + dy)
    }

    /// Every square of the pitch, row by row.
    #[inline]
    pub fn all(self) -> impl Iterator<Item = Square> + Clone {
        // One counter, not a loop in a loop: a plain range iterates (and collects) fast.
        let (length, width) = (u16::from(self.length), u16::from(self.width));
        (0..length * width).map(move |i| Square {
            x: (i % length) as u8,
            y: (i / length) as u8,
        })
    }

    /// The squares of one team's half (000:L368), in the order of [`Pitch::all`].
    #[inline]
    pub fn in_half(self, side: Side) -> impl Iterator<Item = Square> + Clone {
        let halfway = self.halfway();
        let (x0, half) = match side {
            Side::Home => (0, u16::from(halfway)),
            Side::Away => (halfway, u16::from(self.length - halfway)),
        };
        (0..half * u16::from(self.width)).map(move |i| Square {
            x: x0 + (i % half) as u8,
            y: (i / half) as u8,
        })
    }

    /// The up to 8 neighbouring squares of `square` that lie on the pitch (a Tackle Zone's
    /// shape, 000:L459; the squares a player Marks, 002:L387), row by row.
    #[inline]
    pub fn neighbours(self, square: Square) -> impl Iterator<Item = Square> + Clone {
        // A fixed list of steps: the engine's commonest walk, asked for every move, Tackle
        // Zone, assist and push.
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
        // Never past the grid (a pitch is built to fit it): said here, once, so that the
        // compiler knows each square found indexes the grid-sized look-ups without a check.
        let (length, width) = (self.length.min(GRID_LENGTH), self.width.min(GRID_WIDTH));
        STEPS.into_iter().filter_map(move |(dx, dy)| {
            // Off the pitch on the low side wraps round to 255, past both bounds.
            let x = square.x.wrapping_add_signed(dx);
            let y = square.y.wrapping_add_signed(dy);
            (x < length && y < width).then_some(Square { x, y })
        })
    }

    /// The half `square` belongs to (End Zone included), 000:L374.
    #[inline]
    pub fn half(self, square: Square) -> Side {
        if square.x < self.halfway() {
            Side::Home
        } else {
            Side::Away
        }
    }

    /// The x of the End Zone `side` scores in (000:L141; 002:L618).
    #[inline]
    pub fn scoring_end_zone_x(self, side: Side) -> u8 {
        match side {
            Side::Home => self.length - 1,
            Side::Away => 0,
        }
    }

    /// `Some(side)` when `square` is in that side's own End Zone (000:L141, 002:L1133).
    #[inline]
    pub fn end_zone(self, square: Square) -> Option<Side> {
        match square.x {
            0 => Some(Side::Home),
            x if x == self.length - 1 => Some(Side::Away),
            _ => None,
        }
    }

    /// True in either wide zone: the rows along each sideline (000:L143, digest §2.2); never
    /// on a pitch without wide zones.
    #[inline]
    pub fn is_wide_zone(self, square: Square) -> bool {
        square.y < self.wide_zone_width || square.y >= self.width - self.wide_zone_width
    }

    /// `Some(side)` when `square` is on that side's line of scrimmage: the row next to the
    /// half-way line, between the wide zones (000:L143); never on a pitch without one.
    #[inline]
    pub fn line_of_scrimmage(self, square: Square) -> Option<Side> {
        if !self.line_of_scrimmage || self.is_wide_zone(square) {
            return None;
        }
        match square.x {
            x if x + 1 == self.halfway() => Some(Side::Home),
            x if x == self.halfway() => Some(Side::Away),
            _ => None,
        }
    }

    /// `square` as the other team sees it: mirrored along the length (a formation written for
    /// the home side, placed for the away side).
    #[inline]
    pub fn mirrored(self, square: Square) -> Square {
        Square {
            x: self.length - 1 - square.x.min(self.length - 1),
            y: square.y,
        }
    }
}

/// The whole grid as a pitch, for a look-up of the players round a square: a grid square past
/// a smaller board's edge holds no player, so walking the grid's neighbours finds the same
/// players as the board's, with the bounds known when compiled (the engine's commonest walk).
pub(crate) const GRID: Pitch = Pitch {
    length: GRID_LENGTH,
    width: GRID_WIDTH,
    wide_zone_width: 0,
    line_of_scrimmage: false,
    halfway_moved: 0,
};

impl Default for Pitch {
    fn default() -> Pitch {
        Pitch::BB2016
    }
}

/// The two teams of a match, named by which End Zone is behind their Dugout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Sets up in the half with `x = 0`; scores in the far End Zone (`x = length - 1`).
    Home,
    /// Sets up in the half with `x = length - 1`; scores in the home End Zone (`x = 0`).
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

    /// The other team.
    pub fn opponent(self) -> Side {
        match self {
            Side::Home => Side::Away,
            Side::Away => Side::Home,
        }
    }
}

/// One square of the engine's grid. Construct with [`Square::new`], which refuses squares off
/// the grid, or [`Pitch::square`], which refuses squares off a pitch. In JSON a square is
/// `[x, y]`; a square off the grid is refused when read (one off a smaller pitch, by the match).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "[i32; 2]", into = "[u8; 2]")]
pub struct Square {
    x: u8,
    y: u8,
}

impl Square {
    /// The square at `(x, y)`, or `None` when it lies off the engine's grid (for a place on a
    /// match's pitch, ask its [`Pitch::square`]).
    pub fn new(x: i32, y: i32) -> Option<Square> {
        let x = u8::try_from(x).ok().filter(|&x| x < GRID_LENGTH)?;
        let y = u8::try_from(y).ok().filter(|&y| y < GRID_WIDTH)?;
        Some(Square { x, y })
    }

    /// Position along the length (0 = home End Zone).
    pub fn x(self) -> u8 {
        self.x
    }

    /// Position across the width (0 is a sideline).
    pub fn y(self) -> u8 {
        self.y
    }

    /// Squares a player moves between in one step: Chebyshev distance (000:L425, L455;
    /// "within", 002:L350).
    pub fn distance(self, other: Square) -> u8 {
        self.x.abs_diff(other.x).max(self.y.abs_diff(other.y))
    }
}

impl TryFrom<[i32; 2]> for Square {
    type Error = String;

    fn try_from([x, y]: [i32; 2]) -> Result<Square, String> {
        Square::new(x, y).ok_or_else(|| {
            format!(
                "square [{x}, {y}] is off the pitch (x runs 0-{}, y runs 0-{})",
                GRID_LENGTH - 1,
                GRID_WIDTH - 1
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

/// A legal 2016 set-up for `side`, line of scrimmage first: 5 on the line, 6 behind it, none
/// in the wide zones (000:L374-L379). The simulator's coach and the tests set up with it.
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
        let square = Square { x, y };
        if side == Side::Home {
            square
        } else {
            Pitch::BB2016.mirrored(square)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const BB: Pitch = Pitch::BB2016;

    /// Blitz Bowl's placeholder board side (tables/data/blitz-bowl.toml): 20 × 11.
    fn blitz() -> Pitch {
        Pitch::without_zones(20, 11).expect("fits the grid")
    }

    #[test]
    fn a_half_is_the_squares_on_its_side_of_the_line_000_l368() {
        for side in Side::BOTH {
            let half: Vec<Square> = BB.in_half(side).collect();
            let filtered: Vec<Square> = BB.all().filter(|&s| BB.half(s) == side).collect();
            assert_eq!(half, filtered);
            assert_eq!(half.len(), 13 * 15);
        }
    }

    #[test]
    fn line_of_scrimmage_is_14_squares_000_l143() {
        let home = BB
            .all()
            .filter(|&s| BB.line_of_scrimmage(s) == Some(Side::Home))
            .count();
        let away = BB
            .all()
            .filter(|&s| BB.line_of_scrimmage(s) == Some(Side::Away))
            .count();
        assert_eq!((home, away), (7, 7));
    }

    #[test]
    fn line_of_scrimmage_rows_touch_the_half_way_line_000_l143() {
        let los = |x, y| Square::new(x, y).and_then(|s| BB.line_of_scrimmage(s));
        assert_eq!(
            (los(12, 7), los(13, 7), los(11, 7), los(12, 3)),
            (Some(Side::Home), Some(Side::Away), None, None)
        );
    }

    #[test]
    fn wide_zones_are_four_squares_on_each_sideline_000_l143() {
        let wide_rows: Vec<u8> = (0..BB.width())
            .filter(|&y| Square::new(5, i32::from(y)).is_some_and(|s| BB.is_wide_zone(s)))
            .collect();
        assert_eq!(wide_rows, vec![0, 1, 2, 3, 11, 12, 13, 14]);
    }

    #[test]
    fn end_zones_are_the_first_and_last_rows_000_l141() {
        let ez = |x| Square::new(x, 7).and_then(|s| BB.end_zone(s));
        assert_eq!(
            (ez(0), ez(1), ez(24), ez(25)),
            (Some(Side::Home), None, None, Some(Side::Away))
        );
        assert_eq!(
            (
                BB.scoring_end_zone_x(Side::Home),
                BB.scoring_end_zone_x(Side::Away)
            ),
            (25, 0)
        );
    }

    #[test]
    fn each_half_is_13_rows_with_its_end_zone_000_l374() {
        let home = BB.all().filter(|&s| BB.half(s) == Side::Home).count();
        assert_eq!(home, 13 * 15);
        assert_eq!(BB.all().count(), 26 * 15);
        // Row by row (option lists keep this order): every square once.
        let all: Vec<(u8, u8)> = BB.all().map(|s| (s.x(), s.y())).collect();
        let rows: Vec<(u8, u8)> = (0..15u8)
            .flat_map(|y| (0..26u8).map(move |x| (x, y)))
            .collect();
        assert_eq!(all, rows);
    }

    #[test]
    fn squares_off_the_pitch_do_not_exist() {
        assert!(Square::new(-1, 0).is_none());
        assert!(Square::new(26, 0).is_none());
        assert!(Square::new(0, 15).is_none());
        assert!(Square::new(25, 14).is_some());
        assert_eq!(BB.square(25, 14), Square::new(25, 14));
        assert!(BB.square(26, 14).is_none());
    }

    #[test]
    fn a_corner_has_three_neighbours_and_the_middle_eight_000_l459() {
        let corner = Square::new(0, 0).map(|s| BB.neighbours(s).count());
        let middle = Square::new(10, 7).map(|s| BB.neighbours(s).count());
        assert_eq!((corner, middle), (Some(3), Some(8)));
    }

    /// On every square, edges and corners included: exactly the squares one step away
    /// (000:L459), row by row as the pitch is read (the order option lists and pushes follow).
    #[test]
    fn neighbours_are_the_squares_one_step_away_row_by_row_000_l459() {
        for pitch in [BB, blitz()] {
            for square in pitch.all() {
                let mut near: Vec<Square> =
                    pitch.all().filter(|s| s.distance(square) == 1).collect();
                near.sort_by_key(|s| (s.y(), s.x()));
                assert_eq!(
                    pitch.neighbours(square).collect::<Vec<_>>(),
                    near,
                    "{square}"
                );
            }
        }
    }

    #[test]
    fn movement_distance_is_chebyshev_000_l455() {
        let a = Square::new(3, 3);
        let b = Square::new(6, 4);
        assert_eq!(a.zip(b).map(|(a, b)| a.distance(b)), Some(3));
    }

    /// A Blitz Bowl board: its own size, End Zones its first and last rows (002:L1133), no
    /// wide zones, no line of scrimmage (digest §1.3). A square of the grid past its edge is
    /// off it: (20, 5) on a 20-square board, (5, 11) on an 11-square one.
    #[test]
    fn a_blitz_bowl_board_is_its_own_size_with_end_zones_and_no_zones_002_l1133() {
        let p = blitz();
        assert_eq!(p.all().count(), 20 * 11);
        assert!(p.square(20, 5).is_none() && p.square(5, 11).is_none());
        assert!(Square::new(20, 5).is_some_and(|s| !p.contains(s)));
        let ez = |x| p.square(x, 5).and_then(|s| p.end_zone(s));
        assert_eq!(
            (ez(0), ez(1), ez(18), ez(19)),
            (Some(Side::Home), None, None, Some(Side::Away))
        );
        assert_eq!(p.scoring_end_zone_x(Side::Home), 19);
        assert!(
            p.all()
                .all(|s| !p.is_wide_zone(s) && p.line_of_scrimmage(s).is_none())
        );
        // The corner at the far end has three neighbours, none past the edge.
        let far = p.square(19, 10).map(|s| p.neighbours(s).count());
        assert_eq!(far, Some(3));
        assert_eq!(p.in_half(Side::Away).count(), 10 * 11);
    }

    #[test]
    fn a_board_must_fit_the_grid() {
        assert!(Pitch::without_zones(27, 11).is_none());
        assert!(Pitch::without_zones(20, 16).is_none());
        assert!(Pitch::without_zones(1, 11).is_none());
        assert_eq!(
            Pitch::without_zones(26, 15).map(|p| (p.length(), p.width())),
            Some((26, 15))
        );
    }
}
