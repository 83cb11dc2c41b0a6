//! Low-level image work for the recogniser: a grey copy, the local mean from running sums,
//! and connected components with their sizes and centres. Plain loops over `u8` buffers.

use image::RgbImage;

/// A grey image, row by row.
#[derive(Debug, Clone)]
pub struct Gray {
    /// Width.
    pub w: usize,
    /// Height.
    pub h: usize,
    /// Pixels, `y * w + x`.
    pub px: Vec<u8>,
}

impl Gray {
    /// The luma of an RGB image (BT.601 weights in integers).
    pub fn from_rgb(rgb: &RgbImage) -> Gray {
        // Over the raw bytes three at a time, which the compiler vectorises (`pixels()` it
        // did not).
        let px = rgb
            .as_raw()
            .chunks_exact(3)
            .map(|p| {
                ((77 * u32::from(p[0]) + 150 * u32::from(p[1]) + 29 * u32::from(p[2])) >> 8) as u8
            })
            .collect();
        Gray {
            w: rgb.width() as usize,
            h: rgb.height() as usize,
            px,
        }
    }

    /// One channel of an RGB image: `c` 0 red, 1 green, 2 (or more) blue.
    pub fn channel(rgb: &RgbImage, c: usize) -> Gray {
        // Known to be under 3 before the loop, so no pixel's read is checked.
        let c = c.min(2);
        Gray {
            w: rgb.width() as usize,
            h: rgb.height() as usize,
            px: rgb.as_raw().chunks_exact(3).map(|p| p[c]).collect(),
        }
    }

    /// The mean over the square of half-width `r` around each pixel (clipped at the edges),
    /// rounded down.
    pub fn local_mean(&self, r: usize) -> Vec<u8> {
        let (w, h) = (self.w, self.h);
        if w == 0 || h == 0 {
            return Vec::new();
        }
        // Sums along each row over the window's width, then down each column over its height,
        // each kept as a running sum: two passes over the image, no per-pixel window walk.
        let mut rows = vec![0u32; w * h];
        // Along a row, pixel x + r enters the window while x + r < w, and pixel x - r - 1
        // leaves it once x > r: the row in three stretches, each without a test.
        let (enter_end, leave_start) = (w.saturating_sub(r), (r + 1).min(w));
        let (a, b) = (enter_end.min(leave_start), enter_end.max(leave_start));
        for (line, sums) in self.px.chunks_exact(w).zip(rows.chunks_exact_mut(w)) {
            let mut run: u32 = line.iter().take(r).map(|&v| u32::from(v)).sum();
            let (head, rest) = sums.split_at_mut(a);
            let (middle, tail) = rest.split_at_mut(b - a);
            for (sum, &v) in head.iter_mut().zip(line.get(r..).unwrap_or_default()) {
                run += u32::from(v);
                *sum = run;
            }
            if enter_end > leave_start {
                for ((sum, &v), &gone) in middle.iter_mut().zip(&line[a + r..]).zip(line) {
                    run += u32::from(v);
                    run -= u32::from(gone);
                    *sum = run;
                }
            } else {
                middle.fill(run);
            }
            // (A tail exists only where b > r.)
            for (sum, &gone) in tail.iter_mut().zip(&line[b.saturating_sub(r + 1)..]) {
                run -= u32::from(gone);
                *sum = run;
            }
        }
        let widths: Vec<u64> = (0..w)
            .map(|x| ((x + r + 1).min(w) - x.saturating_sub(r)) as u64)
            .collect();
        let mut column = vec![0u32; w];
        for sums in rows.chunks_exact(w).take(r) {
            column.iter_mut().zip(sums).for_each(|(c, s)| *c += s);
        }
        let mut out = vec![0u8; w * h];
        // Dividing by the area is the costly part. It is done by multiplying by the area's
        // reciprocal, rounded up: the quotient is exact while 255 × area² stays below 2^40,
        // for every area of a window up to 256 pixels wide (wider windows divide). A row's
        // areas are its height times each column's width, and the height changes only near
        // the top and bottom, so each row's reciprocals are found again only then; the rest
        // of the rows multiply with no test, which the compiler vectorises.
        let exact = (2 * r + 1) * (2 * r + 1) <= 65_536;
        let (mut inverses, mut last_height) = (vec![0u64; w], 0u64);
        for (y, means) in out.chunks_exact_mut(w).enumerate() {
            if let Some(sums) = rows.chunks_exact(w).nth(y + r) {
                column.iter_mut().zip(sums).for_each(|(c, s)| *c += s);
            }
            if y > r
                && let Some(sums) = rows.chunks_exact(w).nth(y - r - 1)
            {
                column.iter_mut().zip(sums).for_each(|(c, s)| *c -= s);
            }
            let height = ((y + r + 1).min(h) - y.saturating_sub(r)) as u64;
            if !exact {
                for ((mean, &sum), &width) in means.iter_mut().zip(&column).zip(&widths) {
                    *mean = (u64::from(sum) / (width * height).max(1)) as u8;
                }
                continue;
            }
            if height != last_height {
                for (inverse, &width) in inverses.iter_mut().zip(&widths) {
                    *inverse = (1u64 << 40).div_ceil((width * height).max(1));
                }
                last_height = height;
            }
            for ((mean, &sum), &inverse) in means.iter_mut().zip(&column).zip(&inverses) {
                *mean = ((u64::from(sum) * inverse) >> 40) as u8;
            }
        }
        out
    }
}

/// A connected set of marked pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Blob {
    /// Pixels in it.
    pub area: u32,
    /// Bounding box: left, top, right, bottom (inclusive).
    pub x0: u16,
    /// Top.
    pub y0: u16,
    /// Right.
    pub x1: u16,
    /// Bottom.
    pub y1: u16,
    /// Centre of mass.
    pub cx: f32,
    /// Centre of mass.
    pub cy: f32,
}

impl Blob {
    /// Width of the bounding box.
    pub fn width(&self) -> u32 {
        u32::from(self.x1 - self.x0) + 1
    }

    /// Height of the bounding box.
    pub fn height(&self) -> u32 {
        u32::from(self.y1 - self.y0) + 1
    }

    /// The radius of a disc of the same area.
    pub fn radius(&self) -> f32 {
        (self.area as f32 / std::f32::consts::PI).sqrt()
    }
}

/// The pixels left of, right of, above and below pixel `i` of a `w` × `h` grid (row by row),
/// those inside it, in that order (for floods off the hot path; [`components`] spells it out).
pub fn neighbours(i: usize, w: usize, h: usize) -> impl Iterator<Item = usize> {
    let (x, y) = (i % w, i / w);
    [
        (x > 0).then(|| i - 1),
        (x + 1 < w).then(|| i + 1),
        (y > 0).then(|| i - w),
        (y + 1 < h).then(|| i + w),
    ]
    .into_iter()
    .flatten()
}

/// Pixels of the mask [`components`] looks over at once for any marked one.
const STRETCH: usize = 64;

/// The 4-connected components of the marked pixels of a `w` × `h` mask, in the order of their
/// first pixel row by row.
pub fn components(mask: &[bool], w: usize, h: usize) -> Vec<Blob> {
    let mut seen = vec![false; mask.len()];
    let mut blobs = Vec::new();
    let mut stack = Vec::new();
    // Most of a photo's mask is unmarked: a stretch is passed over by one test of all its
    // pixels together (an `or` with no early exit, which the compiler vectorises).
    let marked = (0..mask.len())
        .step_by(STRETCH)
        .filter(|&at| {
            mask[at..(at + STRETCH).min(mask.len())]
                .iter()
                .fold(false, |a, &m| a | m)
        })
        .flat_map(|at| at..(at + STRETCH).min(mask.len()));
    for start in marked {
        if !mask[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let (mut area, mut sx, mut sy) = (0u32, 0f32, 0f32);
        let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
        while let Some(i) = stack.pop() {
            let (x, y) = (i % w, i / w);
            area += 1;
            sx += x as f32;
            sy += y as f32;
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
            // Written out, not `neighbours`: this is the pip finder's hot loop, and the
            // iterator cost about 1 ms a photo (three runs in turn).
            let mut visit = |j: usize| {
                if mask[j] && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            };
            if x > 0 {
                visit(i - 1);
            }
            if x + 1 < w {
                visit(i + 1);
            }
            if y > 0 {
                visit(i - w);
            }
            if y + 1 < h {
                visit(i + w);
            }
        }
        blobs.push(Blob {
            area,
            x0: x0 as u16,
            y0: y0 as u16,
            x1: x1 as u16,
            y1: y1 as u16,
            cx: sx / area as f32,
            cy: sy / area as f32,
        });
    }
    blobs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_separate_squares_are_two_blobs_with_their_centres() {
        let (w, h) = (10, 6);
        let mut mask = vec![false; w * h];
        for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2), (7, 4)] {
            mask[y * w + x] = true;
        }
        let blobs = components(&mask, w, h);
        assert_eq!(blobs.len(), 2);
        assert_eq!(blobs[0].area, 4);
        assert_eq!((blobs[0].cx, blobs[0].cy), (1.5, 1.5));
        assert_eq!((blobs[1].x0, blobs[1].y0, blobs[1].area), (7, 4, 1));
    }

    /// Blobs in row-by-row order of their first pixel, each as a plain flood finds it: on a
    /// sparse mask whose blobs cross the scan's stretches and whose stretches are often empty.
    #[test]
    fn the_components_are_those_of_a_plain_flood() {
        let mut rng = crate::cnn::XorShift(11);
        let (w, h) = (101, 67);
        for density in [0, 2, 10, 60] {
            let mask: Vec<bool> = (0..w * h).map(|_| rng.next_u64() % 100 < density).collect();
            let mut seen = vec![false; w * h];
            let mut plain = Vec::new();
            for start in 0..w * h {
                if !mask[start] || seen[start] {
                    continue;
                }
                seen[start] = true;
                let mut flood = vec![start];
                let mut pixels = Vec::new();
                while let Some(i) = flood.pop() {
                    pixels.push(i);
                    for j in neighbours(i, w, h) {
                        if mask[j] && !seen[j] {
                            seen[j] = true;
                            flood.push(j);
                        }
                    }
                }
                let xs = pixels.iter().map(|i| i % w);
                let ys = pixels.iter().map(|i| i / w);
                plain.push((
                    pixels.len() as u32,
                    xs.clone().min().unwrap_or(0),
                    ys.clone().min().unwrap_or(0),
                    xs.max().unwrap_or(0),
                    ys.max().unwrap_or(0),
                ));
            }
            let found: Vec<_> = components(&mask, w, h)
                .iter()
                .map(|b| {
                    let (x0, y0) = (usize::from(b.x0), usize::from(b.y0));
                    (b.area, x0, y0, usize::from(b.x1), usize::from(b.y1))
                })
                .collect();
            assert_eq!(found, plain, "density {density} %");
            assert_eq!(plain.is_empty(), density == 0);
        }
    }

    #[test]
    fn the_local_mean_divides_exactly() {
        let mut rng = crate::cnn::XorShift(7);
        let (w, h) = (37, 23);
        let g = Gray {
            w,
            h,
            px: (0..w * h).map(|_| (rng.next_u64() % 256) as u8).collect(),
        };
        // Windows narrower than the image, as wide as half of it (the row's stretches meet), wider.
        for r in [0, 1, 6, 12, 18, 20, 36, 40] {
            let fast = g.local_mean(r);
            for y in 0..h {
                for x in 0..w {
                    let (y0, y1) = (y.saturating_sub(r), (y + r + 1).min(h));
                    let (x0, x1) = (x.saturating_sub(r), (x + r + 1).min(w));
                    let mut sum = 0u32;
                    for yy in y0..y1 {
                        for xx in x0..x1 {
                            sum += u32::from(g.px[yy * w + xx]);
                        }
                    }
                    let area = ((y1 - y0) * (x1 - x0)) as u32;
                    assert_eq!(u32::from(fast[y * w + x]), sum / area, "r {r} at {x},{y}");
                }
            }
        }
        let white = Gray {
            w: 300,
            h: 300,
            px: vec![255; 300 * 300],
        };
        assert!(white.local_mean(127).iter().all(|&m| m == 255));
        assert!(white.local_mean(140).iter().all(|&m| m == 255));
    }

    #[test]
    fn the_local_mean_of_a_flat_image_is_flat_and_a_dot_stands_out() {
        let mut g = Gray {
            w: 9,
            h: 9,
            px: vec![100; 81],
        };
        g.px[40] = 10;
        let m = g.local_mean(1);
        assert_eq!(m[0], 100);
        assert_eq!(m[40], 90);
    }
}
