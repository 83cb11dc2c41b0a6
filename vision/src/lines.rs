//! Lines drawn on the tray, taken out of the off-tray mask ([`crate::patches::OffTray`]): a
//! pitch's white lines, the dark seams between a table's boards. A die touching such a line
//! would otherwise share its patch with the line, a patch far longer than a die, and be
//! looked for nowhere (a pitch's copy of byler-d6's test split: 11 of 308 dice missed, 6
//! with the lines taken out; docs/performance.md).

use crate::blobs::neighbours;
use crate::opening::opened;

/// Marks at most this many pixels either side of their middle are thin: what a square
/// `2 * THIN + 1` pixels a side cannot fit in. A pitch's lines are 2-4 pixels wide in a
/// photo whose dice are about 40.
pub const THIN: usize = 2;

/// A line is at least this many pixels long, a die's side at most 52 in byler-d6's photos (whose
/// reports are the same to the byte with lines taken out). A shorter stretch of a line, between
/// a die and the photo's edge, stays joined to the die.
pub const LONG: f32 = 48.0;

/// A set of thin marks whose pixels lie in a band at most this wide (by their spread across
/// its length) is one straight line, at any slant.
pub const BAND: f32 = 2.0 * THIN as f32 + 2.0;

/// `mask` (`w` × `h`, row by row) without its lines. Of the marks thinner than [`THIN`]
/// either way, a connected set lying in a band [`BAND`] wide is a line when it is [`LONG`];
/// in any other set (a pitch's grid of lines joined into one), only unbroken runs [`LONG`]
/// along a row or column go. A die's thin bits (an edge, a side, speckle) are neither, and a
/// mask with no lines is unchanged.
pub fn without_lines(mut mask: Vec<bool>, w: usize, h: usize) -> Vec<bool> {
    let wide = opened(&mask, w, h, THIN);
    let mut thin: Vec<bool> = mask.iter().zip(&wide).map(|(&m, &o)| m && !o).collect();
    // The set being looked at, marked for the runs along rows and columns.
    let mut member = vec![false; w * h];
    let mut stack = Vec::new();
    let mut pixels = Vec::new();
    for start in 0..thin.len() {
        if !thin[start] {
            continue;
        }
        thin[start] = false;
        stack.push(start);
        pixels.clear();
        while let Some(i) = stack.pop() {
            pixels.push(i);
            for j in neighbours(i, w, h) {
                if thin[j] {
                    thin[j] = false;
                    stack.push(j);
                }
            }
        }
        let (length, width) = extent(&pixels, w);
        let band = width <= BAND;
        if band && length >= LONG {
            pixels.iter().for_each(|&i| mask[i] = false);
        } else if length >= LONG {
            pixels.iter().for_each(|&i| member[i] = true);
            for i in runs(&member, &pixels, w) {
                mask[i] = false;
            }
            pixels.iter().for_each(|&i| member[i] = false);
        }
    }
    mask
}

/// The length and width of the band `pixels` (indices of a `w`-wide grid) lie in: along and
/// across their main axis, each the side of an even band of the same spread (√12 of it).
fn extent(pixels: &[usize], w: usize) -> (f32, f32) {
    let n = pixels.len().max(1) as f32;
    let (mut sx, mut sy) = (0f32, 0f32);
    for &i in pixels {
        sx += (i % w) as f32;
        sy += (i / w) as f32;
    }
    let (mx, my) = (sx / n, sy / n);
    let (mut xx, mut yy, mut xy) = (0f32, 0f32, 0f32);
    for &i in pixels {
        let (dx, dy) = ((i % w) as f32 - mx, (i / w) as f32 - my);
        xx += dx * dx;
        yy += dy * dy;
        xy += dx * dy;
    }
    let (xx, yy, xy) = (xx / n, yy / n, xy / n);
    let mid = (xx + yy) / 2.0;
    let half = (((xx - yy) / 2.0).powi(2) + xy * xy).sqrt();
    // A pixel is a unit square: its own spread (1/12) is added back across the band.
    let across = (mid - half).max(0.0) + 1.0 / 12.0;
    ((12.0 * (mid + half)).sqrt(), (12.0 * across).sqrt())
}

/// Of the set `pixels` (marked in `member`), those on unbroken runs along a row or a column at
/// least [`LONG`] long. Runs that bridged gaps of two pixels took the speckle of a drawn tray's
/// dim corners for lines, and drawn dice read worse.
fn runs(member: &[bool], pixels: &[usize], w: usize) -> Vec<usize> {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for &i in pixels {
        let (x, y) = (i % w, i / w);
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    let mut out = Vec::new();
    let mut run: Vec<usize> = Vec::new();
    let mut along = |cells: &mut dyn Iterator<Item = usize>| {
        for i in cells.chain(std::iter::once(usize::MAX)) {
            if member.get(i).copied().unwrap_or(false) {
                run.push(i);
            } else {
                if run.len() as f32 >= LONG {
                    out.append(&mut run);
                }
                run.clear();
            }
        }
    };
    for y in y0..=y1 {
        along(&mut (x0..=x1).map(|x| y * w + x));
    }
    for x in x0..=x1 {
        along(&mut (y0..=y1).map(|y| y * w + x));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `w` × `h` mask with the squares `(x0, y0, side)` and the lines marked.
    fn mask_of(
        w: usize,
        h: usize,
        squares: &[(usize, usize, usize)],
        rows: &[(usize, usize)],
        columns: &[(usize, usize)],
    ) -> Vec<bool> {
        let mut mask = vec![false; w * h];
        for &(x0, y0, side) in squares {
            for y in y0..y0 + side {
                for x in x0..x0 + side {
                    mask[y * w + x] = true;
                }
            }
        }
        for &(y0, width) in rows {
            for y in y0..y0 + width {
                mask[y * w..(y + 1) * w].iter_mut().for_each(|m| *m = true);
            }
        }
        for &(x0, width) in columns {
            for y in 0..h {
                mask[y * w + x0..y * w + x0 + width]
                    .iter_mut()
                    .for_each(|m| *m = true);
            }
        }
        mask
    }

    /// A die touching a pitch's line keeps its patch whole and loses the line: the line
    /// would join it to every die along it.
    #[test]
    fn a_line_through_a_die_is_taken_out_and_the_die_stays() {
        let (w, h) = (200, 120);
        let with_line = mask_of(w, h, &[(60, 40, 36)], &[(60, 3)], &[(150, 4)]);
        let die_alone = mask_of(w, h, &[(60, 40, 36)], &[], &[]);
        assert_eq!(without_lines(with_line, w, h), die_alone);
    }

    /// Marks that are no lines stay as they were: a die, a speck, a short thin scratch, a
    /// thick bar (a tray's wall), and the thin outline of a pale die (its body the tray's
    /// colour, only its edges off it), longer than a line but no band and no long run.
    #[test]
    fn a_mask_without_lines_is_unchanged() {
        let (w, h) = (200, 120);
        let mut mask = mask_of(w, h, &[(50, 40, 36), (120, 10, 3)], &[(100, 12)], &[]);
        for x in 10..20 {
            mask[20 * w + x] = true;
        }
        for k in 0..40 {
            for (x, y) in [(130 + k, 40), (130 + k, 79), (130, 40 + k), (169, 40 + k)] {
                mask[y * w + x] = true;
            }
        }
        assert_eq!(without_lines(mask.clone(), w, h), mask);
    }

    /// A pitch's lines cross and join into one set of thin marks, no band: its long runs
    /// along rows and columns go, and a die touching a line is left a patch of its own size.
    #[test]
    fn a_grid_of_lines_goes_by_its_runs() {
        let (w, h) = (240, 240);
        let grid = [(30, 3), (90, 3), (150, 3), (210, 3)];
        let mask = mask_of(w, h, &[(100, 63, 36), (152, 100, 30)], &grid, &grid);
        let left = without_lines(mask, w, h);
        let patches = crate::blobs::components(&left, w, h);
        assert_eq!(patches.len(), 2, "{patches:?}");
        for p in patches {
            assert!(p.width() <= 40 && p.height() <= 40, "{p:?}");
        }
    }

    /// A slanting line, neither row nor column, goes too: it lies in a thin band.
    #[test]
    fn a_slanting_line_is_taken_out() {
        let (w, h) = (160, 160);
        let mut mask = vec![false; w * h];
        for i in 0..150 {
            for t in 0..3 {
                mask[(i + 5) * w + i + t] = true;
            }
        }
        assert!(without_lines(mask, w, h).iter().all(|&m| !m));
    }
}
