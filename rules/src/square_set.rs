//! A set of the pitch's squares, one bit a square: built, asked and copied without allocating.
//! The set-up prompt's free squares are one, and the checks use them for "next to a standing
//! opponent" without looking round each player.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::pitch::{GRID_LENGTH, GRID_WIDTH, Pitch, Side, Square};

/// Squares of the engine's grid, row by row: bit `x` of row `y` is the square `(x, y)`.
/// Sized for the largest board (2016's 26 × 15: a word a row), so a smaller board's sets fit the
/// same words. Iterates in the order of [`Pitch::all`]. In JSON, the list of its squares.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet([u32; GRID_WIDTH as usize]);

/// The bits of one row that lie on the grid.
const ROW: u32 = (1 << GRID_LENGTH) - 1;

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet([0; GRID_WIDTH as usize]);

    /// Every square of `pitch`.
    pub fn all(pitch: Pitch) -> SquareSet {
        SquareSet::rows(pitch, (1u32 << pitch.length()) - 1)
    }

    /// The squares of one team's half of `pitch` (000:L368).
    pub fn half(pitch: Pitch, side: Side) -> SquareSet {
        let row = (1u32 << pitch.length()) - 1;
        let home = (1u32 << pitch.halfway()) - 1;
        SquareSet::rows(
            pitch,
            match side {
                Side::Home => home,
                Side::Away => row & !home,
            },
        )
    }

    /// The squares of `side`'s own End Zone: the first (home) or last (away) column of
    /// `pitch` (000:L141, 002:L1133), where Blitz Bowl sets up (002:L431).
    pub fn end_zone(pitch: Pitch, side: Side) -> SquareSet {
        let x = match side {
            Side::Home => 0,
            Side::Away => pitch.length() - 1,
        };
        SquareSet::rows(pitch, 1u32 << x)
    }

    /// `bits` in each row of `pitch`, none in the grid's rows past its width.
    #[inline]
    fn rows(pitch: Pitch, bits: u32) -> SquareSet {
        let mut rows = [bits; GRID_WIDTH as usize];
        // Nothing to clear on a board as wide as the grid (2016's).
        for row in rows.iter_mut().skip(usize::from(pitch.width())) {
            *row = 0;
        }
        SquareSet(rows)
    }

    /// Whether `square` is in the set.
    #[inline]
    pub fn contains(&self, square: Square) -> bool {
        self.0[usize::from(square.y())] & (1 << square.x()) != 0
    }

    /// Adds `square`; true if it was not in the set.
    pub fn insert(&mut self, square: Square) -> bool {
        let row = &mut self.0[usize::from(square.y())];
        let bit = 1 << square.x();
        let new = *row & bit == 0;
        *row |= bit;
        new
    }

    /// Takes `square` out; true if it was in the set.
    pub fn remove(&mut self, square: Square) -> bool {
        let row = &mut self.0[usize::from(square.y())];
        let bit = 1 << square.x();
        let was = *row & bit != 0;
        *row &= !bit;
        was
    }

    /// Adds `square` and the up to eight squares round it: its Tackle Zone's shape and itself
    /// (000:L459), clipped to the grid (on a smaller pitch, intersect with its squares to
    /// drop those past its edge).
    #[inline]
    pub fn insert_around(&mut self, square: Square) {
        // Three bits centred on x, clipped to the grid, in the rows above, at and below.
        let bits = ((0b111u32 << square.x()) >> 1) & ROW;
        let y = usize::from(square.y());
        for row in [y.wrapping_sub(1), y, y + 1] {
            if let Some(row) = self.0.get_mut(row) {
                *row |= bits;
            }
        }
    }

    /// The squares in `self` and not in `other`.
    pub fn without(self, other: SquareSet) -> SquareSet {
        let mut rows = self.0;
        for (row, taken) in rows.iter_mut().zip(other.0) {
            *row &= !taken;
        }
        SquareSet(rows)
    }

    /// How many squares.
    pub fn len(&self) -> usize {
        self.0.iter().map(|row| row.count_ones() as usize).sum()
    }

    /// No square at all.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&row| row == 0)
    }

    /// The squares, row by row (the order of [`Pitch::all`]).
    pub fn iter(&self) -> impl Iterator<Item = Square> + Clone + '_ {
        self.0
            .iter()
            .zip(0u8..)
            .flat_map(|(&row, y)| Bits(u64::from(row)).filter_map(move |x| at(x, y)))
    }

    /// The `n`th square of [`Self::iter`], found a row at a time.
    pub fn nth(&self, mut n: usize) -> Option<Square> {
        for (&row, y) in self.0.iter().zip(0u8..) {
            let count = row.count_ones() as usize;
            if n < count {
                return Bits(u64::from(row)).nth(n).and_then(|x| at(x, y));
            }
            n -= count;
        }
        None
    }
}

/// The square of bit `x` in row `y`: every bit a set keeps lies on the grid (each row is
/// masked by `ROW`), so this is never `None`.
fn at(x: u8, y: u8) -> Option<Square> {
    Square::new(i32::from(x), i32::from(y))
}

/// The set bits of a word, lowest first, as their positions: a set's row, or the state's
/// players found round a square.
#[derive(Clone)]
pub(crate) struct Bits(pub(crate) u64);

impl Iterator for Bits {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let at = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(at)
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for square in squares {
            set.insert(square);
        }
        set
    }
}

impl std::fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for SquareSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SquareSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SquareSet, D::Error> {
        Ok(Vec::<Square>::deserialize(deserializer)?
            .into_iter()
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BB: Pitch = Pitch::BB2016;

    fn sq(x: i32, y: i32) -> Square {
        Square::new(x, y).expect("on the pitch")
    }

    #[test]
    fn a_set_lists_its_squares_in_the_order_of_all_squares() {
        let picked: Vec<Square> = BB.all().filter(|s| (s.x() * 7 + s.y()) % 5 == 0).collect();
        let set: SquareSet = picked.iter().rev().copied().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), picked);
        assert_eq!(set.len(), picked.len());
        for (n, &square) in picked.iter().enumerate() {
            assert_eq!(set.nth(n), Some(square), "nth({n})");
        }
        assert_eq!(set.nth(picked.len()), None);
        for square in BB.all() {
            assert_eq!(set.contains(square), picked.contains(&square), "{square}");
        }
    }

    #[test]
    fn the_halves_are_the_squares_either_side_of_the_line_000_l368() {
        for side in Side::BOTH {
            let half = SquareSet::half(BB, side);
            assert_eq!(
                half.iter().collect::<Vec<_>>(),
                BB.in_half(side).collect::<Vec<_>>(),
                "{side:?}"
            );
        }
        assert_eq!(SquareSet::all(BB).len(), 26 * 15);
        assert_eq!(
            SquareSet::all(BB).without(SquareSet::half(BB, Side::Home)),
            SquareSet::half(BB, Side::Away)
        );
    }

    /// A set-up's free squares are its half's squares less the taken ones, in the half's order
    /// (000:L374): checked with squares taken in both halves, on the line and at the edges.
    #[test]
    fn a_half_without_the_taken_squares_keeps_the_half_order_000_l374() {
        let taken: SquareSet = BB
            .all()
            .enumerate()
            .filter(|(i, s)| i % 7 == 0 || s.x() == 12 || s.x() == 13 || s.y() == 14)
            .map(|(_, s)| s)
            .collect();
        for side in Side::BOTH {
            let expected: Vec<Square> = BB.in_half(side).filter(|s| !taken.contains(*s)).collect();
            let free = SquareSet::half(BB, side).without(taken);
            assert_eq!(free.iter().collect::<Vec<_>>(), expected, "{side:?}");
            assert_eq!(free.len(), expected.len());
            assert_eq!(
                SquareSet::half(BB, side).without(SquareSet::EMPTY).len(),
                13 * 15
            );
            assert!(
                SquareSet::half(BB, side)
                    .without(SquareSet::all(BB))
                    .is_empty()
            );
        }
    }

    /// A Blitz Bowl board (20 × 11, the data's placeholder size) fits the same words: its
    /// squares and halves are its own, none past x 19 or y 10 (002:L216).
    #[test]
    fn a_smaller_boards_squares_and_halves_are_its_own_002_l216() {
        let small = Pitch::without_zones(20, 11).expect("fits the grid");
        assert_eq!(
            SquareSet::all(small).iter().collect::<Vec<_>>(),
            small.all().collect::<Vec<_>>()
        );
        assert_eq!(SquareSet::all(small).len(), 20 * 11);
        for side in Side::BOTH {
            let half = SquareSet::half(small, side);
            assert_eq!(
                half.iter().collect::<Vec<_>>(),
                small.in_half(side).collect::<Vec<_>>()
            );
            assert_eq!(half.len(), 10 * 11);
        }
    }

    #[test]
    fn insert_and_remove_say_whether_the_set_changed() {
        let mut set = SquareSet::EMPTY;
        assert!(set.is_empty());
        assert!(set.insert(sq(25, 14)));
        assert!(!set.insert(sq(25, 14)));
        assert!(set.contains(sq(25, 14)) && !set.contains(sq(24, 14)));
        assert!(set.remove(sq(25, 14)));
        assert!(!set.remove(sq(25, 14)));
        assert!(set.is_empty());
    }

    #[test]
    fn around_a_square_is_it_and_its_neighbours_on_the_pitch_000_l459() {
        for square in BB.all() {
            let mut set = SquareSet::EMPTY;
            set.insert_around(square);
            let mut expected: Vec<Square> = BB.neighbours(square).chain([square]).collect();
            expected.sort_by_key(|s| (s.y(), s.x()));
            assert_eq!(set.iter().collect::<Vec<_>>(), expected, "{square}");
        }
    }

    #[test]
    fn a_set_is_a_list_of_squares_in_json() {
        let set: SquareSet = [sq(3, 4), sq(0, 0)].into_iter().collect();
        let json = serde_json::to_string(&set).expect("json");
        assert_eq!(
            json,
            serde_json::to_string(&[sq(0, 0), sq(3, 4)]).expect("json")
        );
        assert_eq!(serde_json::from_str::<SquareSet>(&json).expect("back"), set);
        assert!(serde_json::from_str::<SquareSet>("[[30,2]]").is_err());
    }
}
