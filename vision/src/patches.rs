//! Dice found by their colour against the tray, for the dice whose pips the pip finder misses
//! (red pips on a dark marbled die, a small die's lone pip): the tray is most of the picture,
//! so its colour is the image's median; a die is a patch of die size whose colour is far from
//! it. Patches that touch (dice side by side) are tried as die-sized windows over the patch.
//! Each is only a place to look: the face reader ([`crate::cnn`]) says whether a die is there.

use image::RgbImage;

use crate::blobs::components;
use crate::detection::{BBox, Detection};
use rules::DieKind;

/// How far (RGB distance) from the tray's colour a pixel must be to be part of a die.
const OFF_TRAY: f32 = 45.0;
const _: () = assert!(
    OFF_TRAY == OFF_TRAY as i32 as f32,
    "OffTray::of tests in integers"
);

/// How far round a found die ([`OffTray::recentre`]) its patch is first looked for, in the die's
/// widths from its centre (a window 1.6 dice wide).
const NEAR: f32 = 0.8;

/// How far round a found die its patch is looked for when it runs past [`NEAR`]'s window: the
/// pip finder sizes a die by its pips, and a die whose pips lie close together (a three, a
/// red five in its ring of glare) is larger than it thinks. Chosen on the held-out fold:
/// 1.1 to 1.4 read the same but for a die; 1.0 gains less.
/// Not 1.2: a 6 found by one column of its pips (read a sure 3) has
/// its far side 0.77 of the die's width from that column, past 1.2 of the column's finder
/// width (about 0.57 of the die); at 1.5 the whole die is read too and the two reads disagree
/// (drawn 6s taken wrongly 2 -> 0 of 1,000; photos read as before or better).
const WIDE: f32 = 1.5;

/// The most a patch found in [`WIDE`]'s window may be longer than it is wide.
const SQUARE: f32 = 1.35;

/// How far round a lone pip (a die the finder valued 1) its die's patch is looked for when it
/// runs past [`WIDE`]'s window: a lone pip is sized as a 1 by its own radius, and a pip of a
/// 2 whose other pip went unfound (or too far to pair, its pips small or blurred) sits off
/// the middle of a die two to three times that size. Read whole, the die shows its second
/// pip; read round the pip alone, it is a sure 1 (drawn 2s taken wrongly 4 -> 0 of 1,009;
/// 2.0 and 3.0 read the same drawn dice but for a few and the photos' copies one and none
/// fewer right; docs/performance.md).
const LONE_PIP: f32 = 2.5;

/// Which pixels are off the tray's colour (part of a die, a shadow, the tray's edge).
#[derive(Debug, Clone)]
pub struct OffTray {
    mask: Vec<bool>,
    w: usize,
    h: usize,
}

/// Places where a die may be that none of `known` covers ([`OffTray::patches`]).
pub fn patches(image: &RgbImage, known: &[Detection]) -> Vec<Detection> {
    OffTray::of(image).patches(known)
}

impl OffTray {
    /// The mask of `image`: pixels further than `OFF_TRAY` from its median colour, less the
    /// lines drawn on the tray ([`crate::lines`]: a pitch's, a table's seams).
    pub fn of(image: &RgbImage) -> OffTray {
        let (w, h) = (image.width() as usize, image.height() as usize);
        // The median is a whole number, so the squared distance is one too, and the distance
        // is over OFF_TRAY (a whole number) exactly when its square is over OFF_TRAY²: in
        // integers, over the raw bytes, which the compiler vectorises.
        let tray = median_colour(image).map(|c| c as i32);
        let limit = (OFF_TRAY * OFF_TRAY) as i32;
        let mask: Vec<bool> = image
            .as_raw()
            .chunks_exact(3)
            .map(|p| {
                let d2: i32 = (0..3).map(|c| (i32::from(p[c]) - tray[c]).pow(2)).sum();
                d2 > limit
            })
            .collect();
        let mask = crate::lines::without_lines(mask, w, h);
        OffTray { mask, w, h }
    }

    /// Where to read `die` first: moved onto the middle of the off-tray patch it sits on, when
    /// that patch is a die on its own (it fits inside a window `NEAR` of the die's widths
    /// round its centre, not touching the window's edge): a die found by some of its pips, or
    /// a window over two dice, is cut where the die is. Dice side by side, or a die the tray's
    /// colour, are read where they were found.
    pub fn recentre(&self, die: &Detection) -> Detection {
        self.onto_patch(die, NEAR, None)
            .unwrap_or_else(|| die.clone())
    }

    /// Which pixels are off the tray, row by row.
    pub fn mask(&self) -> &[bool] {
        &self.mask
    }

    /// The image's width and height.
    pub fn size(&self) -> (usize, usize) {
        (self.w, self.h)
    }

    /// Where to read `die`: first where [`OffTray::recentre`] puts it, and, when that found no
    /// patch of a lone die near it, a second place to look: a die the finder sized too small
    /// has a patch that runs past the first window; on that patch, if it fits a window
    /// `WIDE` round the die (`LONE_PIP` round a die found by one pip) and is near square
    /// (two dice touching are not).
    pub fn places(&self, die: &Detection) -> (Detection, Option<Detection>) {
        match self.onto_patch(die, NEAR, None) {
            Some(moved) => (moved, None),
            None => {
                let second = self.onto_patch(die, WIDE, Some(SQUARE)).or_else(|| {
                    (die.value == 1)
                        .then(|| self.onto_patch(die, LONE_PIP, Some(SQUARE)))
                        .flatten()
                });
                (die.clone(), second)
            }
        }
    }

    /// `die` moved onto the middle of the patch it sits on, if that patch fits inside the
    /// window `span` of the die's widths round its centre, and (given `squareness`) its long
    /// side is at most that many times its short side.
    fn onto_patch(&self, die: &Detection, span: f32, squareness: Option<f32>) -> Option<Detection> {
        let (cx, cy) = die.bbox.centre();
        let size = die.bbox.side();
        let half = span * size;
        let (x0, y0) = ((cx - half).floor(), (cy - half).floor());
        let (x1, y1) = ((cx + half).ceil(), (cy + half).ceil());
        if x0 < 0.0 || y0 < 0.0 || x1 >= self.w as f32 || y1 >= self.h as f32 || size < 4.0 {
            return None;
        }
        let (x0, y0, x1, y1) = (x0 as usize, y0 as usize, x1 as usize, y1 as usize);
        // The off-tray pixel nearest the centre, within a quarter of the die and the window.
        let reach = (0.25 * size) as usize;
        let (ix, iy) = (cx as usize, cy as usize);
        let start = (iy.saturating_sub(reach).max(y0)..=(iy + reach).min(y1))
            .flat_map(|y| {
                (ix.saturating_sub(reach).max(x0)..=(ix + reach).min(x1)).map(move |x| (x, y))
            })
            .filter(|&(x, y)| self.mask[y * self.w + x])
            .min_by_key(|&(x, y)| x.abs_diff(ix).pow(2) + y.abs_diff(iy).pow(2));
        let start = start?;
        // Flood the patch inside the window.
        let (ww, wh) = (x1 - x0 + 1, y1 - y0 + 1);
        let mut seen = vec![false; ww * wh];
        let mut stack = vec![start];
        seen[(start.1 - y0) * ww + start.0 - x0] = true;
        let (mut bx0, mut by0, mut bx1, mut by1) = (start.0, start.1, start.0, start.1);
        let mut area = 0usize;
        while let Some((x, y)) = stack.pop() {
            area += 1;
            (bx0, by0, bx1, by1) = (bx0.min(x), by0.min(y), bx1.max(x), by1.max(y));
            let neighbours = [
                (x.wrapping_sub(1), y),
                (x + 1, y),
                (x, y.wrapping_sub(1)),
                (x, y + 1),
            ];
            for (nx, ny) in neighbours {
                if nx < x0 || nx > x1 || ny < y0 || ny > y1 {
                    continue;
                }
                let k = (ny - y0) * ww + nx - x0;
                if !seen[k] && self.mask[ny * self.w + nx] {
                    seen[k] = true;
                    stack.push((nx, ny));
                }
            }
        }
        let touches = bx0 == x0 || by0 == y0 || bx1 == x1 || by1 == y1;
        let (pw, ph) = ((bx1 - bx0 + 1) as f32, (by1 - by0 + 1) as f32);
        let side = pw.max(ph);
        let long = pw.max(ph) / pw.min(ph);
        if touches
            || side < 0.6 * size
            || (area as f32) < 0.4 * side * side
            || squareness.is_some_and(|most| long > most)
        {
            return None;
        }
        Some(Detection {
            bbox: place(
                (bx0 + bx1) as f32 / 2.0 + 0.5,
                (by0 + by1) as f32 / 2.0 + 0.5,
                side,
            )
            .bbox,
            ..die.clone()
        })
    }

    /// Where a `size` square within `reach` pixels (either way) of `centre` covers the most
    /// pixels off the tray, on a grid of two pixels; of squares equally full, the nearest.
    /// A die found off its middle (by one pip, or by pips at one edge) sits in the fullest
    /// square near where it was found ([`crate::photo_size`]).
    pub fn fullest(&self, (cx, cy): (f32, f32), size: f32, reach: f32) -> (f32, f32) {
        let steps = (reach / 2.0).floor().max(0.0) as i32;
        let mut best = ((cx, cy), fill(&self.mask, self.w, self.h, cx, cy, size), 0);
        for j in -steps..=steps {
            for i in -steps..=steps {
                let at = (cx + 2.0 * i as f32, cy + 2.0 * j as f32);
                let full = fill(&self.mask, self.w, self.h, at.0, at.1, size);
                let far = i * i + j * j;
                if full > best.1 || (full == best.1 && far < best.2) {
                    best = (at, full, far);
                }
            }
        }
        best.0
    }

    /// Places where a die may be that none of `known` covers, each as wide as the dice of
    /// `known` (their median; without any, the median patch).
    pub fn patches(&self, known: &[Detection]) -> Vec<Detection> {
        let (mask, w, h) = (&self.mask, self.w, self.h);
        if w == 0 || h == 0 {
            return Vec::new();
        }
        let blobs = components(mask, w, h);
        let mut widths: Vec<f32> = if known.is_empty() {
            blobs
                .iter()
                .filter(|b| b.area >= 64 && b.width().max(b.height()) <= 160)
                .map(|b| b.width().max(b.height()) as f32)
                .collect()
        } else {
            known.iter().map(|d| d.bbox.w).collect()
        };
        widths.sort_by(f32::total_cmp);
        let Some(&size) = widths.get(widths.len() / 2) else {
            return Vec::new();
        };
        if size < 4.0 {
            return Vec::new();
        }
        let covered = |x: f32, y: f32, found: &[Detection]| {
            known.iter().chain(found).any(|d| {
                let (cx, cy) = d.bbox.centre();
                (cx - x).abs() < 0.5 * size && (cy - y).abs() < 0.5 * size
            })
        };
        let mut found: Vec<Detection> = Vec::new();
        for blob in blobs {
            let (bw, bh) = (blob.width() as f32, blob.height() as f32);
            if (blob.area as f32) < 0.25 * size * size || bw > 3.5 * size || bh > 3.5 * size {
                continue;
            }
            if bw <= 1.5 * size && bh <= 1.5 * size {
                if !covered(blob.cx, blob.cy, &found) {
                    found.push(place(
                        blob.cx,
                        blob.cy,
                        bw.max(bh).clamp(0.8 * size, 1.3 * size),
                    ));
                }
                continue;
            }
            // Dice side by side: windows half a die apart, mostly off the tray.
            let step = size / 2.0;
            let mut y = f32::from(blob.y0) + size / 2.0;
            while y <= f32::from(blob.y1) - size / 2.0 + step / 2.0 {
                let mut x = f32::from(blob.x0) + size / 2.0;
                while x <= f32::from(blob.x1) - size / 2.0 + step / 2.0 {
                    if fill(mask, w, h, x, y, size) > 0.7 && !covered(x, y, &found) {
                        found.push(place(x, y, size));
                    }
                    x += step;
                }
                y += step;
            }
        }
        found
    }
}

fn place(cx: f32, cy: f32, size: f32) -> Detection {
    Detection {
        kind: DieKind::D6,
        value: 0,
        confidence: 0.0,
        bbox: BBox::square((cx, cy), size),
        logo: false,
        camera_tilt: None,
    }
}

/// The share of marked pixels in the `size` square around `(x, y)`.
fn fill(mask: &[bool], w: usize, h: usize, x: f32, y: f32, size: f32) -> f32 {
    let half = size / 2.0;
    let x0 = (x - half).max(0.0) as usize;
    let y0 = (y - half).max(0.0) as usize;
    let x1 = ((x + half) as usize).min(w);
    let y1 = ((y + half) as usize).min(h);
    if x1 <= x0 || y1 <= y0 {
        return 0.0;
    }
    let marked: usize = (y0..y1)
        .map(|yy| {
            mask[yy * w + x0..yy * w + x1]
                .iter()
                .filter(|&&m| m)
                .count()
        })
        .sum();
    marked as f32 / ((x1 - x0) * (y1 - y0)) as f32
}

/// The per-channel median colour of the image (the tray's, when dice cover less than half).
pub fn median_colour(image: &RgbImage) -> [f32; 3] {
    // The three channels' counts in one pass over the pixels.
    let mut counts = [[0usize; 256]; 3];
    for p in image.as_raw().chunks_exact(3) {
        for (count, &v) in counts.iter_mut().zip(p) {
            count[usize::from(v)] += 1;
        }
    }
    let mut out = [0f32; 3];
    for (counts, o) in counts.iter().zip(out.iter_mut()) {
        let half = (image.width() * image.height()) as usize / 2;
        let mut seen = 0;
        for (v, n) in counts.iter().enumerate() {
            seen += n;
            if seen > half {
                *o = v as f32;
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// Each channel's median is its own: the middle of five pixels' reds, greens and blues,
    /// which no single pixel holds.
    #[test]
    fn the_median_colour_is_each_channels_median() {
        let colours = [
            [10, 200, 60],
            [20, 100, 70],
            [30, 150, 80],
            [40, 120, 90],
            [50, 110, 5],
        ];
        let image = RgbImage::from_fn(5, 1, |x, _| Rgb(colours[x as usize]));
        assert_eq!(median_colour(&image), [30.0, 120.0, 70.0]);
    }

    /// `OffTray::of` compares squared distances in integers: for every square a pixel can be
    /// from a whole-numbered median, the same answer as the distance against `OFF_TRAY`.
    #[test]
    fn the_off_tray_test_in_integers_is_the_distance_test() {
        let limit = (OFF_TRAY * OFF_TRAY) as i32;
        for d2 in 0..=3 * 255 * 255 {
            assert_eq!(d2 > limit, (d2 as f32).sqrt() > OFF_TRAY, "{d2}");
        }
    }

    /// A grey tray with plain squares of colour (dice with no pips the pip finder could see).
    fn tray(squares: &[(u32, u32, u32, [u8; 3])]) -> RgbImage {
        let mut image = RgbImage::from_pixel(200, 200, Rgb([180, 178, 175]));
        for &(x0, y0, side, colour) in squares {
            for y in y0..y0 + side {
                for x in x0..x0 + side {
                    image.put_pixel(x, y, Rgb(colour));
                }
            }
        }
        image
    }

    fn known(cx: f32, cy: f32, w: f32) -> Detection {
        place(cx, cy, w)
    }

    #[test]
    fn a_die_coloured_off_the_tray_is_a_place_to_look_unless_already_found() {
        let image = tray(&[(20, 20, 30, [60, 40, 120]), (120, 120, 30, [150, 20, 20])]);
        let found = patches(&image, &[known(135.0, 135.0, 30.0)]);
        assert_eq!(found.len(), 1, "{found:?}");
        let (cx, cy) = found[0].bbox.centre();
        assert!(
            (cx - 34.5).abs() < 1.0 && (cy - 34.5).abs() < 1.0,
            "{cx},{cy}"
        );
        assert!((found[0].bbox.w - 30.0).abs() < 2.0);
    }

    #[test]
    fn dice_side_by_side_are_tried_a_window_at_a_time() {
        // Two 30-pixel dice touching: one patch 60 wide.
        let image = tray(&[(40, 40, 30, [30, 90, 30]), (70, 40, 30, [30, 30, 90])]);
        let found = patches(&image, &[known(150.0, 150.0, 30.0)]);
        for die_centre in [55.0, 85.0] {
            assert!(
                found.iter().any(|d| {
                    let (cx, cy) = d.bbox.centre();
                    (cx - die_centre).abs() <= 8.0 && (cy - 55.0).abs() <= 8.0
                }),
                "no window near ({die_centre}, 55): {found:?}"
            );
        }
    }

    #[test]
    fn a_die_found_off_its_middle_is_moved_onto_it_unless_it_touches_another() {
        // A 30-pixel die at (60..90, 60..90): found at its corner pip, near (68, 68).
        let image = tray(&[(60, 60, 30, [60, 40, 120])]);
        let off_tray = OffTray::of(&image);
        let found = known(68.0, 68.0, 30.0);
        let moved = off_tray.recentre(&found);
        let (cx, cy) = moved.bbox.centre();
        assert!(
            (cx - 75.0).abs() <= 1.0 && (cy - 75.0).abs() <= 1.0,
            "{cx},{cy}"
        );
        assert!((moved.bbox.w - 30.0).abs() <= 1.0, "{}", moved.bbox.w);
        let (first, second) = off_tray.places(&found);
        assert_eq!(first.bbox.centre(), (cx, cy));
        assert!(second.is_none(), "no second look");
        // Two dice side by side: the patch runs past the window, so it stays where it was.
        let image = tray(&[(60, 60, 30, [60, 40, 120]), (90, 60, 30, [30, 90, 30])]);
        let kept = OffTray::of(&image).recentre(&found);
        assert_eq!(kept.bbox.centre(), (68.0, 68.0));
        // Nothing off the tray near it: as it was.
        let kept = off_tray.recentre(&known(20.0, 150.0, 30.0));
        assert_eq!(kept.bbox.centre(), (20.0, 150.0));
    }

    #[test]
    fn a_die_found_too_small_is_looked_at_again_on_its_patch() {
        // The 30-pixel die at (60..90, 60..90) found as a 16-pixel die at (72, 72): the patch
        // runs past the window 0.8 of 16 round it, but fits the one 1.2 of 16 round it.
        let image = tray(&[(60, 60, 30, [60, 40, 120])]);
        let off_tray = OffTray::of(&image);
        let found = known(72.0, 72.0, 16.0);
        let (first, second) = off_tray.places(&found);
        assert_eq!(first.bbox.centre(), (72.0, 72.0));
        let second = second.expect("a second place");
        let (cx, cy) = second.bbox.centre();
        assert!(
            (cx - 75.0).abs() <= 1.0 && (cy - 75.0).abs() <= 1.0,
            "{cx},{cy}"
        );
        assert!((second.bbox.w - 30.0).abs() <= 1.0, "{}", second.bbox.w);
        // Found too small and too far off its middle for the wider window: no second look.
        assert!(off_tray.places(&known(66.0, 66.0, 12.0)).1.is_none());
        // Two 20-pixel dice side by side, found between them: their patch fits the wider
        // window but is twice as long as it is wide, so it is no die's patch.
        let image = tray(&[(60, 60, 20, [60, 40, 120]), (80, 60, 20, [30, 90, 30])]);
        let between = known(80.0, 70.0, 20.0);
        assert!(OffTray::of(&image).places(&between).1.is_none());
    }

    #[test]
    fn a_lone_pip_is_looked_at_again_on_a_die_much_larger_than_a_one() {
        // A 40-pixel die at (60..100, 60..100), found by one corner pip of its 2 as a
        // 14-pixel 1 at (68, 68): its patch runs past the window 1.5 of 14 round the pip, and
        // fits the one `LONE_PIP` of 14 round it.
        let image = tray(&[(60, 60, 40, [60, 40, 120])]);
        let off_tray = OffTray::of(&image);
        let lone_pip = Detection {
            value: 1,
            ..known(68.0, 68.0, 14.0)
        };
        let second = off_tray.places(&lone_pip).1.expect("the whole die");
        let (cx, cy) = second.bbox.centre();
        assert!(
            (cx - 80.0).abs() <= 1.0 && (cy - 80.0).abs() <= 1.0,
            "{cx},{cy}"
        );
        assert!((second.bbox.w - 40.0).abs() <= 1.0, "{}", second.bbox.w);
        // Found by more than one pip, the finder sized the die by its pattern: no such reach.
        let pair = Detection {
            value: 2,
            ..lone_pip.clone()
        };
        assert!(off_tray.places(&pair).1.is_none());
        // Even a lone pip's die must stand alone in the window: two dice touching are one
        // long patch.
        let image = tray(&[(60, 60, 40, [60, 40, 120]), (100, 60, 40, [30, 90, 30])]);
        assert!(OffTray::of(&image).places(&lone_pip).1.is_none());
    }

    #[test]
    fn a_die_near_the_window_is_looked_for_inside_it_only() {
        // A die whose nearest off-tray pixel lies outside a narrow window round it: no patch,
        // and no panic (the search once started outside the window and indexed past it).
        let image = tray(&[(56, 56, 10, [60, 40, 120])]);
        let off_tray = OffTray::of(&image);
        let die = known(72.0, 72.0, 40.0);
        assert!(off_tray.onto_patch(&die, 0.1, None).is_none());
    }

    #[test]
    fn the_fullest_square_near_a_point_is_on_the_die_it_was_found_by() {
        // A 30-pixel die at (60..90, 60..90), found 9 pixels up and left of its middle.
        let image = tray(&[(60, 60, 30, [60, 40, 120])]);
        let (x, y) = OffTray::of(&image).fullest((66.0, 66.0), 30.0, 10.0);
        assert!(
            (x - 75.0).abs() <= 1.0 && (y - 75.0).abs() <= 1.0,
            "{x},{y}"
        );
        // Out of reach, it goes as far toward the die as it may.
        let (x, y) = OffTray::of(&image).fullest((56.0, 75.0), 30.0, 4.0);
        assert_eq!((x, y), (60.0, 75.0));
        // On the tray alone, every square is as empty: it stays.
        let (x, y) = OffTray::of(&image).fullest((160.0, 160.0), 30.0, 10.0);
        assert_eq!((x, y), (160.0, 160.0));
    }

    #[test]
    fn specks_and_an_empty_image_give_nothing() {
        let image = tray(&[(50, 50, 3, [0, 0, 0])]);
        assert!(patches(&image, &[known(150.0, 150.0, 30.0)]).is_empty());
        assert!(patches(&RgbImage::new(0, 0), &[]).is_empty());
        assert!(patches(&tray(&[]), &[]).is_empty());
    }
}
