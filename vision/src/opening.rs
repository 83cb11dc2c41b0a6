//! A mask opened by a square: worn away, then grown back, on the mask packed 64 pixels to a
//! word, so that each pass over a row or down the columns handles 64 pixels at once (the
//! lines of the tray are taken out of every photo's mask this way, [`crate::lines`]).

/// The `w` × `h` mask (row by row) opened by a square `2r + 1` pixels a side: worn away, then
/// grown back. Lines and specks thinner than the square go; larger shapes come back as they
/// were, but for corners finer than it. Near the image's edge only the square's part inside
/// the image counts (so a line along the edge is not worn away).
pub fn opened(mask: &[bool], w: usize, h: usize, r: usize) -> Vec<bool> {
    if mask.len() != w * h || w == 0 {
        return mask.to_vec();
    }
    let mut packed = Packed::of(mask, w, h);
    packed.along_rows(r, true);
    packed.along_columns(r, true);
    packed.along_rows(r, false);
    packed.along_columns(r, false);
    packed.unpacked()
}

/// A mask, each row in `stride` words, pixel `x` at bit `x % 64` of word `x / 64`; the bits
/// past `w` in a row's last word are padding, set as each pass needs them.
struct Packed {
    words: Vec<u64>,
    w: usize,
    h: usize,
    stride: usize,
}

impl Packed {
    fn of(mask: &[bool], w: usize, h: usize) -> Packed {
        let stride = w.div_ceil(64);
        let mut words = vec![0u64; stride * h];
        for (y, row) in mask.chunks_exact(w).enumerate() {
            for (k, chunk) in row.chunks(64).enumerate() {
                words[y * stride + k] = chunk
                    .iter()
                    .enumerate()
                    .fold(0, |word, (b, &m)| word | u64::from(m) << b);
            }
        }
        Packed {
            words,
            w,
            h,
            stride,
        }
    }

    fn unpacked(&self) -> Vec<bool> {
        let mut out = vec![false; self.w * self.h];
        for (y, row) in out.chunks_exact_mut(self.w).enumerate() {
            let words = &self.words[y * self.stride..(y + 1) * self.stride];
            for (k, chunk) in row.chunks_mut(64).enumerate() {
                let word = words[k];
                for (b, m) in chunk.iter_mut().enumerate() {
                    *m = word >> b & 1 == 1;
                }
            }
        }
        out
    }

    /// Each pixel set when every (`all`) or any pixel of the row within `r` of it is; pixels
    /// past the row's ends do not count.
    fn along_rows(&mut self, r: usize, all: bool) {
        let fill = if all { u64::MAX } else { 0 };
        let pad = match self.w % 64 {
            0 => 0,
            used => u64::MAX << used,
        };
        let mut source = vec![0u64; self.stride];
        for row in self.words.chunks_exact_mut(self.stride) {
            if let Some(last) = row.last_mut() {
                *last = (*last & !pad) | (fill & pad);
            }
            source.copy_from_slice(row);
            for k in 1..=r {
                let (q, b) = (k / 64, (k % 64) as u32);
                let at = |i: isize| {
                    usize::try_from(i)
                        .ok()
                        .and_then(|i| source.get(i).copied())
                        .unwrap_or(fill)
                };
                for (i, word) in row.iter_mut().enumerate() {
                    let i = i as isize;
                    let q = q as isize;
                    // Bit x of `before` is pixel x - k, of `after` pixel x + k.
                    let (before, after) = if b == 0 {
                        (at(i - q), at(i + q))
                    } else {
                        (
                            at(i - q) << b | at(i - q - 1) >> (64 - b),
                            at(i + q) >> b | at(i + q + 1) << (64 - b),
                        )
                    };
                    *word = if all {
                        *word & before & after
                    } else {
                        *word | before | after
                    };
                }
            }
        }
    }

    /// [`Packed::along_rows`] down the columns.
    fn along_columns(&mut self, r: usize, all: bool) {
        let source = self.words.clone();
        let s = self.stride;
        for y in 0..self.h {
            let (top, bottom) = (y.saturating_sub(r), (y + r).min(self.h - 1));
            let row = &mut self.words[y * s..(y + 1) * s];
            for yy in top..=bottom {
                let other = &source[yy * s..(yy + 1) * s];
                for (word, &o) in row.iter_mut().zip(other) {
                    *word = if all { *word & o } else { *word | o };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cnn::XorShift;

    /// The opening pixel by pixel, window by window: what the packed one must match.
    fn opened_plainly(mask: &[bool], w: usize, h: usize, r: usize) -> Vec<bool> {
        let pass = |m: &[bool], all: bool, along_rows: bool| -> Vec<bool> {
            (0..w * h)
                .map(|i| {
                    let (x, y) = (i % w, i / w);
                    let (lo, hi) = if along_rows {
                        (x.saturating_sub(r), (x + r).min(w - 1))
                    } else {
                        (y.saturating_sub(r), (y + r).min(h - 1))
                    };
                    let mut window = (lo..=hi).map(|t| {
                        if along_rows {
                            m[y * w + t]
                        } else {
                            m[t * w + x]
                        }
                    });
                    if all {
                        window.all(|v| v)
                    } else {
                        window.any(|v| v)
                    }
                })
                .collect()
        };
        let worn = pass(&pass(mask, true, true), true, false);
        pass(&pass(&worn, false, true), false, false)
    }

    /// Packed, the opening is the same pixel for pixel as done plainly: on random masks of
    /// widths either side of a word's 64 pixels, with blobs, lines and specks, at several
    /// sizes of square, near every edge.
    #[test]
    fn the_packed_opening_is_the_plain_one() {
        let mut rng = XorShift(33);
        for (w, h) in [
            (1, 1),
            (3, 7),
            (63, 20),
            (64, 9),
            (65, 12),
            (130, 40),
            (200, 3),
        ] {
            for r in 0..5 {
                for density in [0.2, 0.6, 0.9] {
                    let mask: Vec<bool> = (0..w * h).map(|_| rng.unit() < density).collect();
                    assert_eq!(
                        opened(&mask, w, h, r),
                        opened_plainly(&mask, w, h, r),
                        "{w}x{h}, r {r}, density {density}"
                    );
                }
            }
        }
    }

    /// A line 2 pixels wide goes and a 9-pixel square stays, by a 5-pixel square; a line along
    /// the image's edge stays too.
    #[test]
    fn thin_lines_go_and_squares_stay() {
        let (w, h) = (80, 30);
        let mut mask = vec![false; w * h];
        for x in 0..w {
            mask[10 * w + x] = true;
            mask[11 * w + x] = true;
        }
        for y in 15..24 {
            for x in 40..49 {
                mask[y * w + x] = true;
            }
        }
        let open = opened(&mask, w, h, 2);
        assert!((0..w).all(|x| !open[10 * w + x] && !open[11 * w + x]));
        assert!((15..24).all(|y| (40..49).all(|x| open[y * w + x])));
        assert_eq!(open.iter().filter(|&&m| m).count(), 81);
        let mut edge = vec![false; w * h];
        (0..w).for_each(|x| {
            edge[x] = true;
            edge[w + x] = true;
            edge[2 * w + x] = true;
        });
        assert_eq!(opened(&edge, w, h, 2), edge);
    }
}
