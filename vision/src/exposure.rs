//! A photo taken in a dim room, brightened before it is read. The pip finder and the patches
//! off the tray mark what differs from its surroundings by fixed amounts (grey levels, colour
//! distance), tuned on photos whose light tray sits near 190; a photo whose brightest pixels
//! are under [`DARK_AT`] has every difference shrunk with its light, and at a fifth of
//! byler-d6's light the recogniser found a third of the dice.
//! Such a photo is scaled up, every channel by one gain, until its bright level is
//! [`BRIGHT`]: the same as turning the camera's exposure up, colours kept. Pure: pixels in,
//! pixels out.

use image::RgbImage;

/// The share of pixels brighter than an image's bright level: its 99.9th percentile of each
/// pixel's largest channel (a light tray, or the light dice on a dark one). At the 99th
/// (tried first) a dark tray's photo of few dice measures dim: of byler-d6's photos repainted
/// on a black tray 168 of 250 are under [`DARK_AT`] at the 99th, 7 at the 99.9th, and brightened
/// at the 99th that copy's test split read 283 values right against 295 as it is.
const TOP: f32 = 0.001;

/// A photo whose bright level is under this is brightened. None of byler-d6's 250 photos is
/// (their light grey tray alone measures 190 or more at the 99th percentile).
pub const DARK_AT: u8 = 128;

/// The bright level a dim photo is brought to: byler-d6's median.
pub const BRIGHT: f32 = 194.0;

/// The most a photo is brightened: past this its few levels and its noise are all there is.
pub const MOST: f32 = 8.0;

/// The bright level of `image`: the level of each pixel's largest channel that a thousandth of the
/// pixels exceed (0 for an empty image).
pub fn bright_level(image: &RgbImage) -> u8 {
    let mut counts = [0u32; 256];
    for p in image.pixels() {
        counts[usize::from(p.0[0].max(p.0[1]).max(p.0[2]))] += 1;
    }
    let total: u32 = counts.iter().sum();
    let above = (total as f32 * TOP) as u32;
    let mut seen = 0;
    for (level, &n) in counts.iter().enumerate().rev() {
        seen += n;
        if seen > above {
            return level as u8;
        }
    }
    0
}

/// `image` brightened to [`BRIGHT`] (at most [`MOST`] times) if its bright level is under
/// [`DARK_AT`]; `None` if it is light enough to read as it is.
pub fn brightened(image: &RgbImage) -> Option<RgbImage> {
    let level = bright_level(image);
    if level >= DARK_AT {
        return None;
    }
    let gain = (BRIGHT / f32::from(level.max(1))).min(MOST);
    Some(lit(image, [gain; 3]))
}

/// `image` under another light: each channel's values times its gain in `gains` (red, green,
/// blue), rounded, at most 255. [`brightened`] uses one gain for all three; the measures of
/// other light (`examples/scaled.rs`, `tests/dataset.rs`) use it for warm or dim light.
pub fn lit(image: &RgbImage, gains: [f32; 3]) -> RgbImage {
    let tables: [Vec<u8>; 3] = gains.map(|gain| {
        (0..=255u16)
            .map(|v| (f32::from(v) * gain.max(0.0)).round().min(255.0) as u8)
            .collect()
    });
    let mut out = image.clone();
    for pixel in out.pixels_mut() {
        for (value, table) in pixel.0.iter_mut().zip(&tables) {
            *value = table[usize::from(*value)];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    /// A tray of `tray` grey with a white square of `white` pixels a side in a corner.
    fn tray(tray: u8, white: u32) -> RgbImage {
        RgbImage::from_fn(100, 100, |x, y| {
            if x < white && y < white {
                Rgb([230, 230, 230])
            } else {
                Rgb([tray, tray, tray.saturating_sub(10)])
            }
        })
    }

    #[test]
    fn the_bright_level_is_what_the_top_thousandth_of_pixels_exceed() {
        // 4 white pixels of 10,000 are under a thousandth: the level is the tray's.
        assert_eq!(bright_level(&tray(180, 2)), 180);
        // 400 white pixels are more than a thousandth: the level is theirs.
        assert_eq!(bright_level(&tray(180, 20)), 230);
        assert_eq!(bright_level(&RgbImage::new(0, 0)), 0);
    }

    #[test]
    fn a_light_photo_is_read_as_it_is() {
        assert!(brightened(&tray(180, 0)).is_none());
        assert!(
            brightened(&tray(100, 20)).is_none(),
            "its white dice are bright"
        );
    }

    #[test]
    fn a_dim_photo_is_brightened_by_one_gain_for_every_channel() {
        let dim = tray(48, 0);
        let Some(out) = brightened(&dim) else {
            panic!("a tray at 48 is dim");
        };
        // 194 / 48: the tray to 194, its blue (38) by the same gain, not to 194.
        assert_eq!(out.get_pixel(50, 50).0, [194, 194, 154]);
        assert_eq!(bright_level(&out), 194);
    }

    #[test]
    fn another_light_moves_each_channel_by_its_own_gain_and_clips() {
        let out = lit(&tray(100, 0), [1.0, 0.85, 3.0]);
        // Red kept, green 85 (not the blue's gain), blue 90 * 3 = 270 clipped.
        assert_eq!(out.get_pixel(50, 50).0, [100, 85, 255]);
    }

    #[test]
    fn a_nearly_black_photo_is_brightened_no_more_than_the_most() {
        let Some(out) = brightened(&tray(10, 0)) else {
            panic!("a tray at 10 is dim");
        };
        assert_eq!(out.get_pixel(50, 50).0[0], 80);
    }
}
