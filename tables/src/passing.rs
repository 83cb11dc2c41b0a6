//! The passing range: which band a throw falls in and what it adds to the pass roll.

use serde::{Deserialize, Serialize};

/// The range ruler as a lookup by distance in squares along and across the pitch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Passing {
    /// Seed lines.
    pub source: String,
    /// Where the data departs from what the source prints, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Row `|dy|`, column `|dx|`: a band letter, `T` for the thrower's square, `.` out of range.
    pub matrix: Vec<String>,
    /// The bands the letters stand for.
    #[serde(rename = "band")]
    pub bands: Vec<PassBand>,
    /// The matrix read once into indices of `bands` (row `|dy|`, column `|dx|`), so that
    /// [`Self::band`], asked for every square a thrower might aim at, is two lookups. Empty
    /// until [`Self::index`] runs; the book runs it on load.
    #[serde(skip)]
    at: Vec<Vec<Option<u8>>>,
}

/// One range band (Quick Pass, Short Pass, Long Pass, Long Bomb).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassBand {
    /// Its letter in the matrix.
    pub letter: String,
    /// Its name in the rulebook.
    pub name: String,
    /// What it adds to the pass roll.
    pub modifier: i8,
    /// Seed lines.
    pub source: String,
}

impl Passing {
    /// The band for a throw `dx` squares along and `dy` across the pitch (either sign), or `None`
    /// for the thrower's own square and anything out of range.
    pub fn band(&self, dx: i32, dy: i32) -> Option<&PassBand> {
        let dy = usize::try_from(dy.unsigned_abs()).ok()?;
        let dx = usize::try_from(dx.unsigned_abs()).ok()?;
        if !self.at.is_empty() {
            let index = (*self.at.get(dy)?.get(dx)?)?;
            return self.bands.get(usize::from(index));
        }
        let row = self.matrix.get(dy)?;
        // The engine asks this for every square a thrower might aim at: an ASCII row (the
        // printed ruler's letters) is read by byte, any other by character.
        if let Some(head) = row.as_bytes().get(..=dx)
            && head.is_ascii()
        {
            let letter = head.get(dx)?;
            return self
                .bands
                .iter()
                .find(|b| b.letter.as_bytes() == std::slice::from_ref(letter));
        }
        let letter = row.chars().nth(dx)?;
        self.bands
            .iter()
            .find(|b| b.letter.chars().eq(std::iter::once(letter)))
    }

    /// Reads the matrix into band indices for [`Self::band`]. A letter without a band (`T`,
    /// `.`) is none; a ruler of more than 255 bands keeps the lookup by letter.
    pub(crate) fn index(&mut self) {
        let fits = u8::try_from(self.bands.len()).is_ok();
        self.at = if fits {
            (self.matrix.iter())
                .map(|row| {
                    row.chars()
                        .map(|letter| {
                            (self.bands.iter())
                                .position(|b| b.letter.chars().eq([letter]))
                                .and_then(|i| u8::try_from(i).ok())
                        })
                        .collect()
                })
                .collect()
        } else {
            Vec::new()
        };
    }

    /// A problem with the matrix, if any: rows of unequal length, not symmetric, or a letter
    /// without a band.
    pub(crate) fn check(&self) -> Result<(), String> {
        let size = self.matrix.len();
        for (dy, row) in self.matrix.iter().enumerate() {
            if row.chars().count() != size {
                return Err(format!("passing matrix row {dy} is not {size} long"));
            }
            for (dx, letter) in row.chars().enumerate() {
                let mirror = self.matrix.get(dx).and_then(|r| r.chars().nth(dy));
                if mirror != Some(letter) {
                    return Err(format!(
                        "passing matrix is not symmetric at dx {dx}, dy {dy}"
                    ));
                }
                let known = matches!(letter, 'T' | '.')
                    || self.bands.iter().any(|b| b.letter.chars().eq([letter]));
                if !known {
                    return Err(format!("passing matrix letter '{letter}' has no band"));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    /// The range ruler read once into indices gives every square the band its letter names
    /// (000:L645, L696-L704: the printed ruler is the matrix's letters).
    #[test]
    fn indexed_ruler_reads_as_the_letters_000_l696() {
        #[derive(serde::Deserialize)]
        struct File {
            passing: super::Passing,
        }
        let text = include_str!("../data/passing-2016.toml");
        let Ok(File { passing: by_letter }) = toml::from_str::<File>(text) else {
            panic!("passing-2016.toml does not parse");
        };
        let mut indexed = by_letter.clone();
        indexed.index();
        assert!(!indexed.at.is_empty());
        let mut bands = 0;
        for dy in -16..=16 {
            for dx in -27..=27 {
                let (a, b) = (by_letter.band(dx, dy), indexed.band(dx, dy));
                assert_eq!(a, b, "dx {dx}, dy {dy}");
                bands += usize::from(a.is_some());
            }
        }
        // Quick, Short, Long and Long Bomb all appear, in every direction.
        assert!(bands > 4 * 4 * 10, "only {bands} squares in range");
    }
}
