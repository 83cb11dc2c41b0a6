//! How large the dice are in an image, and the image scaled so they are the size the
//! recogniser was tuned for. The pip finder's knobs ([`crate::pip_finder::Params`]) and the
//! patches' sizes are in pixels, tuned on photos whose dice are 29-52 pixels wide (byler-d6);
//! a camera nearer the tray, or one with more pixels, shows larger dice, and a far one smaller.
//! A camera tilted over the tray shows them squashed along its tilt, and the image is first
//! stretched back ([`stretch`]).

use image::RgbImage;
use image::imageops::{self, FilterType};

use crate::blobs::components;
use crate::detection::Detection;
use crate::patches::OffTray;

/// The die width (as [`die_width`] measures it) the recogniser is tuned for: its median on
/// byler-d6's 250 photos.
pub const TUNED_WIDTH: f32 = 36.0;

/// How far [`die_width`] may be from [`TUNED_WIDTH`], as a ratio either way, before the image
/// is scaled: dice vary in size within a photo as much as this.
pub const SCALE_AT: f32 = 1.5;

/// The longest side an image is scaled up to.
pub const LARGEST_SIDE: u32 = 2048;

/// The longest side the die width is measured at: a smaller copy is quicker to measure and
/// its patches are smoother.
const MEASURE_SIDE: usize = 400;

/// The smallest patch side counted, at the measuring scale: a pip of a die on a tray of its
/// own colour is a patch of 3-5 pixels there.
const MIN_SIDE: u32 = 7;

/// How far apart, as a ratio, two patches' sides may be and still second each other. Without
/// it, a lone die and a speck were measured by the speck (the smaller is a third of the way up
/// two). Chosen on byler-d6's train split: 2.0 scales none of its photos, as
/// before, and on its copies repainted dark stops 4 wrong scalings of 250 and adds none; at
/// 0.5-3× it stops one right scaling (a lone die beside three touching), where 1.5 stopped up
/// to 3.
const ALIKE: f32 = 2.0;

/// The fewest patches a measure needs: one patch may be a die and its shadow, or a speck.
const MIN_PATCHES: usize = 2;

/// How far from [`TUNED_SQUASH`] the dice may look squashed ([`squash`]) before the image is
/// stretched back: a camera tilted over the tray shortens the dice along its tilt (by the
/// cosine of the tilt), and the pip finder's knobs and the readers expect dice as the byler-d6
/// photos show them. At 0.85 none of byler-d6's 250 photos is stretched, nor any of its
/// copies blurred, noisy or at other sizes, where 0.8 stretches half as many of the copies
/// squashed to 0.75.
pub const SQUASHED_AT: f32 = 0.85;

/// The squash the recogniser is tuned for: its median on byler-d6's photos (the phone not
/// quite over the tray, the shadows beside the dice).
pub const TUNED_SQUASH: f32 = 0.9;

/// The fewest die-like patches [`squash`] needs.
const MIN_SQUASHED: usize = 3;

/// The most a patch's height over width may be either way and count for [`squash`].
const MOST_SQUASHED: f32 = 0.4;

/// The typical die width in the image whose pixels off the tray are `off_tray`, in its
/// pixels: the side a third of the way up the die-like patches off the tray (roughly square,
/// mostly filled, neither specks nor a large part of the image, not cut by its edge, not a pip
/// inside another), each with another whose side is within a factor `ALIKE` (2) of its own.
/// None without two such patches (an empty tray, a lone die, a lone die and a speck or a
/// cluster of touching dice, dice the tray's colour, dice under `MIN_SIDE` measured pixels).
pub fn die_width(off_tray: &OffTray) -> Option<f32> {
    let (patches, k) = patches(off_tray)?;
    width_of_dice(&patches, k)
}

/// [`die_width`] from the image's patches (`patches`, measured every k-th pixel).
fn width_of_dice(patches: &[Patch], k: usize) -> Option<f32> {
    // A die's pips, where its body is near the tray's colour, are patches of their own inside
    // the die's: not dice.
    let dice: Vec<&Patch> = patches
        .iter()
        .filter(|p| p.die_like() && !patches.iter().any(|c| c.holds(p)))
        .collect();
    // A patch counts only beside another of about its size: a lone die's patch and a speck's
    // (a crumb, a screw hole) would otherwise measure the die by the speck.
    let alike = |a: u32, b: u32| a.max(b) as f32 <= a.min(b) as f32 * ALIKE;
    // Sorted, a patch's likest others are its neighbours in the list.
    let seconded: Vec<u32> = dice
        .iter()
        .enumerate()
        .filter(|&(i, p)| {
            let before = i.checked_sub(1).and_then(|j| dice.get(j));
            let after = dice.get(i + 1);
            [before, after]
                .into_iter()
                .flatten()
                .any(|t| alike(p.side, t.side))
        })
        .map(|(_, p)| p.side)
        .collect();
    if seconded.len() < MIN_PATCHES {
        return None;
    }
    let third = *seconded.get(seconded.len() / 3)?;
    Some((third as usize * k) as f32)
}

/// A patch off the tray, at the measuring scale: its box (first and last column and row), the
/// pixels it covers, whether the image's edge cuts it, and the longest side a patch may have
/// in this image and still be a die (a third of the image's shorter side).
#[derive(Debug, Clone, Copy)]
struct Patch {
    side: u32,
    x: (u32, u32),
    y: (u32, u32),
    area: u32,
    touches_edge: bool,
    largest: u32,
}

impl Patch {
    /// Whether it may be a die (and its shadow; touching dice make larger ones): a die's
    /// shape ([`Patch::shaped`]) and mostly filled.
    fn die_like(&self) -> bool {
        self.shaped() && self.area * 2 >= self.side * self.side
    }

    /// Roughly square (at most 3 to 2), at most `largest` wide, not cut by the image's edge.
    fn shaped(&self) -> bool {
        let short = (self.x.1 - self.x.0 + 1).min(self.y.1 - self.y.0 + 1);
        self.side * 2 <= short * 3 && self.side <= self.largest && !self.touches_edge
    }

    /// Whether `other`, at most half its side, lies inside its box: a pip of the die this
    /// patch is the body or the outline of. A patch as large as a third of the image (a wall
    /// of the tray, a hand) holds no pips.
    fn holds(&self, other: &Patch) -> bool {
        let inside = |(lo, hi): (u32, u32), (a, b): (u32, u32)| lo < a && b < hi;
        other.side * 2 <= self.side
            && self.side <= self.largest
            && !self.touches_edge
            && inside(self.x, other.x)
            && inside(self.y, other.y)
    }
}

/// How tall the dice look for their width in the image whose pixels off the tray are
/// `off_tray`: the median height over width of the die-like patches off the tray (at least half
/// filled, not cut by the image's edge, not a pip inside another, within `MOST_SQUASHED` (0.4)
/// either way, at least half the side of the largest such patch: specks are no dice). A square
/// turned any way has a box as tall as it is wide, and squashed along one of the image's axes,
/// a box squashed by as much, so a camera tilted forward measures less than one straight over
/// the tray. None with fewer than `MIN_SQUASHED` (3) such patches.
pub fn squash(off_tray: &OffTray) -> Option<f32> {
    let (patches, _) = patches(off_tray)?;
    quartiles_of_squash(&patches).map(|[_, median, _]| median)
}

/// The lower quartile, median and upper quartile of the patches' height over width
/// ([`squash`]).
fn quartiles_of_squash(patches: &[Patch]) -> Option<[f32; 3]> {
    let counted: Vec<(u32, f32)> = patches
        .iter()
        .filter(|p| !patches.iter().any(|c| c.holds(p)))
        .filter_map(|p| {
            let (w, h) = (p.x.1 - p.x.0 + 1, p.y.1 - p.y.0 + 1);
            let ratio = h as f32 / w as f32;
            let filled = p.area * 2 >= w * h;
            (filled
                && p.side <= p.largest
                && !p.touches_edge
                && (MOST_SQUASHED..=1.0 / MOST_SQUASHED).contains(&ratio))
            .then_some((p.side, ratio))
        })
        .collect();
    // Only the dice count, not specks: a patch within `ALIKE` of the largest counted.
    let largest = counted.iter().map(|&(side, _)| side).max().unwrap_or(0);
    let mut ratios: Vec<f32> = counted
        .iter()
        .filter(|&&(side, _)| side as f32 * ALIKE >= largest as f32)
        .map(|&(_, ratio)| ratio)
        .collect();
    if ratios.len() < MIN_SQUASHED {
        return None;
    }
    ratios.sort_by(f32::total_cmp);
    let n = ratios.len();
    Some([ratios[n / 4], ratios[n / 2], ratios[3 * n / 4]])
}

/// How much to stretch the image whose pixels off the tray are `off_tray` across and down so
/// its dice look as the recogniser was tuned for ([`TUNED_SQUASH`]): (1, 1) unless three
/// quarters of its dice look squashed past [`SQUASHED_AT`] the same way (one median alone
/// is moved by dice touching and by specks); then by the median's squash, the short way,
/// never past [`LARGEST_SIDE`].
pub fn stretch(off_tray: &OffTray) -> (f32, f32) {
    patches(off_tray).map_or((1.0, 1.0), |(patches, _)| stretch_of(&patches, off_tray))
}

/// [`stretch`] from the image's patches.
fn stretch_of(patches: &[Patch], off_tray: &OffTray) -> (f32, f32) {
    let Some([low, median, high]) = quartiles_of_squash(patches) else {
        return (1.0, 1.0);
    };
    let (w, h) = off_tray.size();
    let [low, median, high] = [low, median, high].map(|s| s / TUNED_SQUASH);
    if high < SQUASHED_AT {
        let by = (1.0 / median).min(LARGEST_SIDE as f32 / h.max(1) as f32);
        (1.0, by.max(1.0))
    } else if low > 1.0 / SQUASHED_AT {
        let by = median.min(LARGEST_SIDE as f32 / w.max(1) as f32);
        (by.max(1.0), 1.0)
    } else {
        (1.0, 1.0)
    }
}

/// The width of a lone die in the image, in its pixels: the largest patch off the tray, where
/// every other patch is a speck beside it (less than 1 / `ALIKE` its side) or a pip inside it,
/// as on a one-die roll, and it is a die's shape: roughly square, not cut by the image's edge,
/// at most half the image's shorter side (a close camera), and mostly filled or holding pips (a
/// die the tray's colour shows only its outline and shadow, round its pips). None otherwise
/// (an empty tray, several dice, a cluster of touching dice beside others).
pub fn lone_die_width(off_tray: &OffTray) -> Option<f32> {
    let (patches, k) = patches(off_tray)?;
    width_of_lone_die(&patches, k)
}

/// [`lone_die_width`] from the image's patches (`patches`, measured every k-th pixel).
fn width_of_lone_die(patches: &[Patch], k: usize) -> Option<f32> {
    let (lone, others) = patches.split_last()?;
    // Half the image's shorter side, where a die may be a third when others share the view.
    let lone = Patch {
        largest: lone.largest * 3 / 2,
        ..*lone
    };
    let (pips, rest): (Vec<&Patch>, Vec<&Patch>) = others.iter().partition(|p| lone.holds(p));
    let specks = rest
        .iter()
        .all(|p| p.side as f32 * ALIKE < lone.side as f32);
    let die = lone.die_like() || (lone.shaped() && !pips.is_empty());
    (die && specks).then_some((lone.side as usize * k) as f32)
}

/// The patches off the tray's colour at least `MIN_SIDE` measured pixels wide, measured on
/// every k-th pixel of the mask so the longest side is at most `MEASURE_SIDE`; with that k.
/// None for an image too small to measure.
fn patches(off_tray: &OffTray) -> Option<(Vec<Patch>, usize)> {
    let (full_w, full_h) = off_tray.size();
    let k = full_w.max(full_h).div_ceil(MEASURE_SIDE).max(1);
    let (w, h) = (full_w / k, full_h / k);
    if w < 8 || h < 8 {
        return None;
    }
    let full = off_tray.mask();
    let mask: Vec<bool> = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| full.get(y * k * full_w + x * k).copied().unwrap_or(false))
        .collect();
    let largest = w.min(h) as u32 / 3;
    let mut patches: Vec<Patch> = components(&mask, w, h)
        .iter()
        .filter(|b| b.width().max(b.height()) >= MIN_SIDE)
        .map(|b| Patch {
            side: b.width().max(b.height()),
            x: (u32::from(b.x0), u32::from(b.x1)),
            y: (u32::from(b.y0), u32::from(b.y1)),
            area: b.area,
            touches_edge: b.x0 == 0
                || b.y0 == 0
                || usize::from(b.x1) + 1 == w
                || usize::from(b.y1) + 1 == h,
            largest,
        })
        .collect();
    patches.sort_by_key(|p| p.side);
    Some((patches, k))
}

/// By how much to scale the image whose pixels off the tray are `off_tray` so its dice are
/// [`TUNED_WIDTH`] wide ([`towards_tuned`]): 1 when they cannot be measured. Where the dice
/// cannot be measured ([`die_width`]), a lone die larger than the tuned width scales the image
/// down by its own ([`lone_die_width`]): a camera close over a one-die roll otherwise sees the
/// die's parts as several dice. The lone patch never scales up: a speck with the die cut off
/// at the edge would blow the image up four times.
pub fn factor(off_tray: &OffTray) -> f32 {
    let (w, h) = off_tray.size();
    patches(off_tray)
        .and_then(|(patches, k)| width_to_scale_by(&patches, k, 1))
        .map_or(1.0, |width| towards_tuned(width, w.max(h) as f32, false))
}

/// The width of the dice to scale by ([`factor`]), in the pixels of an image `copy` times
/// the measured one's size.
fn width_to_scale_by(patches: &[Patch], k: usize, copy: u32) -> Option<f32> {
    let times = copy as f32;
    if let Some(width) = width_of_dice(patches, k) {
        return Some(width * times);
    }
    width_of_lone_die(patches, k)
        .map(|width| width * times)
        .filter(|&width| width > TUNED_WIDTH)
}

/// The factor that makes dice `width` wide [`TUNED_WIDTH`] wide in an image whose longest
/// side is `long`: 1 when that is within [`SCALE_AT`] either way; up at most 4 times and never
/// past [`LARGEST_SIDE`] (a big photo of tiny dice would take too much memory); down as far as
/// it takes, the image kept [`SMALLEST_SIDE`] long at least. An image that is `resampled`
/// anyway (larger than [`MEASURE_COPY`], or stretched) is brought down to the tuned width even
/// within [`SCALE_AT`]: its read costs less and its dice are the size the readers learnt.
fn towards_tuned(width: f32, long: f32, resampled: bool) -> f32 {
    if width <= 0.0 || long <= 0.0 {
        return 1.0;
    }
    let f = TUNED_WIDTH / width;
    let f = if f > 1.0 {
        f.min(4.0).min(LARGEST_SIDE as f32 / long).max(1.0)
    } else {
        f.max((SMALLEST_SIDE as f32 / long).min(1.0))
    };
    if (1.0 / SCALE_AT..=SCALE_AT).contains(&f) && !(resampled && f < 1.0) {
        1.0
    } else {
        f
    }
}

/// The shortest a scaled image's longest side may be: a die that fills the view is read in
/// an image this long.
pub const SMALLEST_SIDE: u32 = 96;

/// The longest side of the copy of a frame its dice are measured on ([`read_scaled`]): a
/// frame up to this is measured as it is, a larger one on a copy averaged down to it or less,
/// so measuring a 12-megapixel photo costs about what measuring a webcam's frame does.
pub const MEASURE_COPY: u32 = 800;

/// The dice `read` finds in `image`, read in a copy of it whose dice are the size the readers
/// learnt, and boxed in the image's own pixels. The dice are measured first on a small copy
/// ([`MEASURE_COPY`]): how squashed they look ([`stretch`]) and how wide ([`factor`]); then
/// the image is resampled once to that stretch and size, brightened if dim
/// ([`crate::exposure`]), and read. A frame whose dice are already that size is read as it is.
pub fn read_scaled<T: Stretch>(image: &RgbImage, read: impl Fn(&RgbImage, &OffTray) -> T) -> T {
    let (w, h) = (image.width(), image.height());
    let k = w.max(h).div_ceil(MEASURE_COPY).max(1);
    let small = (k > 1).then(|| averaged(image, k));
    let copy = lit(small.as_ref().unwrap_or(image));
    let off_tray = OffTray::of(&copy);
    let measured = patches(&off_tray);
    let (sx, sy) = measured
        .as_ref()
        .map_or((1.0, 1.0), |(patches, _)| stretch_of(patches, &off_tray));
    let width = if (sx, sy) == (1.0, 1.0) {
        measured.and_then(|(patches, kk)| width_to_scale_by(&patches, kk, k))
    } else {
        // Measured again as the read will see them, stretched back.
        let stretched = resized(&copy, sx, sy);
        patches(&OffTray::of(&stretched))
            .and_then(|(patches, kk)| width_to_scale_by(&patches, kk, k))
    };
    // In the image's pixels, stretched.
    let long = (w as f32 * sx).max(h as f32 * sy);
    let resampled = k > 1 || (sx, sy) != (1.0, 1.0);
    let f = width.map_or(1.0, |width| towards_tuned(width, long, resampled));
    if k == 1 && (sx, sy, f) == (1.0, 1.0, 1.0) {
        return read(&copy, &off_tray);
    }
    let (across, down) = (sx * f, sy * f);
    // From the averaged copy where its dice are still as large as the readers' (quicker).
    let kf = k as f32;
    let resampled = match &small {
        _ if (across, down) == (1.0, 1.0) => None,
        Some(small) if across * kf <= 1.0 && down * kf <= 1.0 => {
            Some(resized(small, across * kf, down * kf))
        }
        _ => Some(resized(image, across, down)),
    };
    let scaled = lit(resampled.as_ref().unwrap_or(image));
    read(&scaled, &OffTray::of(&scaled)).stretched(1.0 / across, 1.0 / down)
}

/// `image` brightened if it is dim ([`crate::exposure::brightened`]), else as it is.
fn lit(image: &RgbImage) -> std::borrow::Cow<'_, RgbImage> {
    crate::exposure::brightened(image)
        .map_or(std::borrow::Cow::Borrowed(image), std::borrow::Cow::Owned)
}

/// `image` `k` times smaller each way, each pixel the mean of a k by k square (the last
/// partial squares dropped).
pub fn averaged(image: &RgbImage, k: u32) -> RgbImage {
    let (w, h) = ((image.width() / k).max(1), (image.height() / k).max(1));
    let (k, ww, hh) = (k as usize, image.width() as usize, image.height() as usize);
    let raw = image.as_raw();
    let mut out = Vec::with_capacity(w as usize * h as usize * 3);
    let mut sums = vec![0u32; w as usize * 3];
    let n = (k * k) as u32;
    for y in 0..h as usize {
        sums.iter_mut().for_each(|s| *s = 0);
        for row in (y * k..y * k + k).filter(|&r| r < hh) {
            let line = &raw[row * ww * 3..(row + 1) * ww * 3];
            for (sum, square) in sums.chunks_exact_mut(3).zip(line.chunks_exact(3 * k)) {
                for pixel in square.chunks_exact(3) {
                    sum[0] += u32::from(pixel[0]);
                    sum[1] += u32::from(pixel[1]);
                    sum[2] += u32::from(pixel[2]);
                }
            }
        }
        out.extend(sums.iter().map(|&s| ((s + n / 2) / n) as u8));
    }
    RgbImage::from_raw(w, h, out).unwrap_or_else(|| image.clone())
}

/// `image` `across` times as wide and `down` times as tall (cubic up, averaged down).
fn resized(image: &RgbImage, across: f32, down: f32) -> RgbImage {
    let w = ((image.width() as f32 * across).round() as u32).max(1);
    let h = ((image.height() as f32 * down).round() as u32).max(1);
    if across < 1.0 && down < 1.0 {
        imageops::thumbnail(image, w, h)
    } else {
        // Cubic: on the ×0.5 copies it found 3 dice more than bilinear and read 4 more right.
        imageops::resize(image, w, h, FilterType::CatmullRom)
    }
}

/// What a read found, placed in an image's pixels: [`read_scaled`] moves it from the image it
/// read into the one it was given.
pub trait Stretch {
    /// The same, in an image `across` times as wide and `down` times as tall.
    fn stretched(self, across: f32, down: f32) -> Self;
}

impl Stretch for Vec<Detection> {
    fn stretched(self, across: f32, down: f32) -> Self {
        self.into_iter()
            .map(|d| Detection {
                bbox: d.bbox.stretched(across, down),
                ..d
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// A grey tray `side` pixels square with dice of `die` pixels (coloured squares) at
    /// `corners` (in hundredths of the side).
    fn tray(side: u32, die: u32, corners: &[(u32, u32)]) -> RgbImage {
        let mut image = RgbImage::from_pixel(side, side, Rgb([180, 178, 175]));
        for &(cx, cy) in corners {
            let (x0, y0) = (cx * side / 100, cy * side / 100);
            for y in y0..y0 + die {
                for x in x0..x0 + die {
                    image.put_pixel(x, y, Rgb([60, 40, 120]));
                }
            }
        }
        image
    }

    const FOUR: [(u32, u32); 4] = [(10, 10), (60, 15), (20, 70), (70, 65)];

    /// `image` as a camera tilted along one axis sees it: squashed to `by` of its height
    /// (`down`) or width.
    fn squashed(image: &RgbImage, by: f32, down: bool) -> RgbImage {
        let (w, h) = (image.width() as f32, image.height() as f32);
        let (w, h) = if down { (w, h * by) } else { (w * by, h) };
        imageops::resize(image, w as u32, h as u32, FilterType::Triangle)
    }

    #[test]
    fn dice_seen_from_above_are_not_stretched() {
        let image = tray(640, 40, &FOUR);
        assert_eq!(stretch(&OffTray::of(&image)), (1.0, 1.0));
        // Squashed by less than `SQUASHED_AT` of the tuned squash: as they are.
        let slightly = squashed(&image, 0.9, true);
        assert_eq!(stretch(&OffTray::of(&slightly)), (1.0, 1.0));
    }

    #[test]
    fn dice_squashed_by_a_tilted_camera_are_stretched_back_the_short_way() {
        // Squares measure 1 and the recogniser is tuned for 0.9: squashed to 0.6 down, the
        // image is stretched by 0.9 / 0.6 = 1.5 down; squashed to 0.6 across, the dice are
        // 1 / 0.6 as tall as wide, and it is stretched by 1 / 0.6 / 0.9 = 1.85 across.
        let image = tray(640, 40, &FOUR);
        let (sx, sy) = stretch(&OffTray::of(&squashed(&image, 0.6, true)));
        assert!(sx == 1.0 && (sy - 1.5).abs() < 0.1, "({sx}, {sy})");
        let (sx, sy) = stretch(&OffTray::of(&squashed(&image, 0.6, false)));
        assert!(sy == 1.0 && (sx - 1.85).abs() < 0.1, "({sx}, {sy})");
        assert!(
            (squash(&OffTray::of(&squashed(&image, 0.6, true))).unwrap_or(0.0) - 0.6).abs() < 0.05
        );
    }

    #[test]
    fn a_tray_is_stretched_only_where_three_quarters_of_its_dice_agree() {
        // Three pairs of dice touching side by side (each patch half as tall as wide) and two
        // lone dice: the median patch is squashed, the upper quartile is not.
        let mut image = tray(640, 40, &[(10, 10), (60, 15)]);
        for &(x0, y0) in &[(100, 400), (300, 400), (100, 520)] {
            for y in y0..y0 + 40 {
                for x in x0..x0 + 80 {
                    image.put_pixel(x, y, Rgb([60, 40, 120]));
                }
            }
        }
        let off_tray = OffTray::of(&image);
        assert!(
            squash(&off_tray).is_some_and(|s| s < 0.6),
            "{:?}",
            squash(&off_tray)
        );
        assert_eq!(stretch(&off_tray), (1.0, 1.0));
    }

    /// A lone die among specks half as tall as wide (crumbs, or the speckle of noise on a
    /// tray whose light falls off): the specks are no dice and do not measure the squash.
    /// Counted, four specks against one die made the median and both quartiles
    /// 0.5 and the image was stretched by 1.8; so were 52 of 1,499 drawn lone 1s.
    #[test]
    fn specks_beside_a_lone_die_do_not_stretch_it() {
        let mut image = tray(400, 60, &[(40, 40)]);
        for &(x0, y0) in &[(20, 20), (300, 40), (40, 320), (320, 330)] {
            for y in y0..y0 + 7 {
                for x in x0..x0 + 14 {
                    image.put_pixel(x, y, Rgb([60, 40, 120]));
                }
            }
        }
        let off_tray = OffTray::of(&image);
        assert_eq!(squash(&off_tray), None);
        assert_eq!(stretch(&off_tray), (1.0, 1.0));
    }

    fn width(image: &RgbImage) -> Option<f32> {
        die_width(&OffTray::of(image))
    }

    fn factor_of(image: &RgbImage) -> f32 {
        factor(&OffTray::of(image))
    }

    #[test]
    fn dice_are_measured_at_any_image_size() {
        for (side, die) in [(640, 40), (320, 20), (1280, 80), (1920, 150)] {
            let width = width(&tray(side, die, &FOUR)).expect("four dice");
            let error = (width - die as f32).abs() / die as f32;
            assert!(error < 0.1, "{die}-pixel dice in {side}: measured {width}");
        }
    }

    #[test]
    fn dice_far_from_the_tuned_size_are_scaled_to_it_and_others_are_not() {
        assert_eq!(factor_of(&tray(640, 40, &FOUR)), 1.0);
        assert_eq!(factor_of(&tray(640, 28, &FOUR)), 1.0);
        let f = factor_of(&tray(1280, 90, &FOUR));
        assert!((f - TUNED_WIDTH / 90.0).abs() < 0.05, "{f}");
        let f = factor_of(&tray(320, 16, &FOUR));
        assert!((f - TUNED_WIDTH / 16.0).abs() < 0.2, "{f}");
        let big = resized(&tray(1280, 90, &FOUR), f, f);
        assert_eq!(big.width(), (1280.0 * f).round() as u32);
    }

    #[test]
    fn an_empty_tray_a_lone_die_or_specks_are_not_measured() {
        assert_eq!(width(&tray(640, 40, &[])), None);
        assert_eq!(width(&tray(640, 40, &[(40, 40)])), None, "one patch");
        assert_eq!(width(&tray(640, 4, &FOUR)), None, "specks");
        assert_eq!(factor_of(&tray(640, 4, &FOUR)), 1.0);
        assert_eq!(width(&RgbImage::new(0, 0)), None);
        assert_eq!(factor_of(&RgbImage::new(3, 900)), 1.0);
    }

    #[test]
    fn a_lone_die_is_not_measured_by_a_speck_beside_it() {
        let mut image = tray(640, 40, &[(40, 40)]);
        for y in 500..518 {
            for x in 100..118 {
                image.put_pixel(x, y, Rgb([60, 40, 120]));
            }
        }
        assert_eq!(width(&image), None, "a die and an 18-pixel speck");
        assert_eq!(factor_of(&image), 1.0);
        // Two specks alike do second each other: the rule is about size, not about dice.
        let mut specks = tray(640, 18, &[(10, 10), (60, 60)]);
        for y in 300..340 {
            for x in 300..340 {
                specks.put_pixel(x, y, Rgb([60, 40, 120]));
            }
        }
        let w = width(&specks).expect("two patches alike");
        assert!((w - 18.0).abs() < 3.0, "{w}");
    }

    /// A one-die roll seen by a camera close over the tray: the lone die (no other patch to
    /// second it, so [`die_width`] has no measure) scales the image down by its own width, a
    /// speck beside it or not. The nearest wrong ways: no scaling (its parts read as several
    /// dice: 21 of 195 lone dice of the train split at 3x, `examples/lone_dice.rs`), or scaling
    /// by the speck.
    #[test]
    fn a_lone_die_larger_than_the_tuned_size_is_scaled_down_by_its_own_width() {
        let lone = tray(640, 90, &[(40, 40)]);
        assert_eq!(width(&lone), None, "no two patches alike");
        let f = factor_of(&lone);
        assert!((f - TUNED_WIDTH / 90.0).abs() < 0.05, "{f}");
        let mut speck = lone.clone();
        for y in 500..525 {
            for x in 100..125 {
                speck.put_pixel(x, y, Rgb([60, 40, 120]));
            }
        }
        let f = factor_of(&speck);
        assert!((f - TUNED_WIDTH / 90.0).abs() < 0.05, "{f}");
    }

    /// The lone die's measure only ever scales down, and only a lone die: a small lone die (or
    /// a speck, its die cut off by the edge) is read as it is, and a die beside a row of
    /// touching dice (no die's shape, and larger) is no lone die.
    #[test]
    fn a_small_lone_die_or_a_die_beside_touching_dice_is_not_scaled() {
        assert_eq!(factor_of(&tray(640, 16, &[(40, 40)])), 1.0);
        assert_eq!(
            factor_of(&tray(640, 40, &[(40, 40)])),
            1.0,
            "within the slack"
        );
        let mut beside = tray(640, 90, &[(40, 40)]);
        for y in 500..590 {
            for x in 100..280 {
                beside.put_pixel(x, y, Rgb([60, 40, 120]));
            }
        }
        assert_eq!(
            lone_die_width(&OffTray::of(&beside)),
            None,
            "a 180 by 90 row"
        );
        assert_eq!(factor_of(&beside), 1.0);
    }

    /// Paints a `side`-pixel square at `(x, y)` of `image`, or only its outline `line` thick.
    fn square(image: &mut RgbImage, (x, y): (u32, u32), side: u32, line: Option<u32>) {
        for v in y..y + side {
            for u in x..x + side {
                let edge = line.is_none_or(|t| {
                    u < x + t || v < y + t || u >= x + side - t || v >= y + side - t
                });
                if edge {
                    image.put_pixel(u, v, Rgb([60, 40, 120]));
                }
            }
        }
    }

    /// A white die on a light tray shows only its outline (its edges and shadow) and its pips
    /// off the tray. Its pips, alike in size, used to measure the image as dice a sixth the
    /// size, blowing it up 2.6 times (its parts then read as several dice); the pips inside
    /// the outline are not dice, and the outline measures the lone die.
    #[test]
    fn a_die_the_trays_colour_is_measured_by_its_outline_not_its_pips() {
        let mut image = tray(640, 0, &[]);
        square(&mut image, (250, 250), 90, Some(6));
        for (x, y) in [(265, 265), (311, 265), (288, 288), (265, 311), (311, 311)] {
            square(&mut image, (x, y), 14, None);
        }
        assert_eq!(width(&image), None, "five pips are no dice");
        let f = factor_of(&image);
        assert!((f - TUNED_WIDTH / 90.0).abs() < 0.05, "{f}");
        // Five dice like those pips, not inside anything, are dice, and are measured.
        let mut small = tray(640, 0, &[]);
        for (x, y) in [(65, 65), (411, 65), (288, 288), (65, 511), (511, 511)] {
            square(&mut small, (x, y), 14, None);
        }
        let w = width(&small).expect("five small dice");
        assert!((w - 14.0).abs() < 3.0, "{w}");
    }

    /// A camera close over a one-die roll: the die (and its shadow) a third to a half of the
    /// view is still a lone die; more than half is not.
    #[test]
    fn a_lone_die_up_to_half_the_view_is_measured() {
        let mut near = tray(300, 0, &[]);
        square(&mut near, (90, 90), 130, None);
        let f = factor_of(&near);
        assert!((f - TUNED_WIDTH / 130.0).abs() < 0.05, "{f}");
        let mut nearer = tray(300, 0, &[]);
        square(&mut nearer, (60, 60), 170, None);
        assert_eq!(factor_of(&nearer), 1.0);
    }

    #[test]
    fn a_photo_of_small_dice_is_scaled_up_no_further_than_the_largest_side() {
        let f = factor_of(&tray(800, 14, &FOUR));
        assert!(f < TUNED_WIDTH / 14.0, "{f}");
        assert_eq!((800.0 * f).round() as u32, LARGEST_SIDE);
    }
}
