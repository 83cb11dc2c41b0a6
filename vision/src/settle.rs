//! When the dice have stopped moving: frames are compared at low resolution; after movement,
//! `still_frames` frames in a row that hardly differ from the one before mean the dice are at
//! rest, and it is time to read them (the tower's "roll settled" says the same without a camera).

use image::RgbImage;

/// Watches frames for dice coming to rest.
#[derive(Debug, Clone)]
pub struct SettleDetector {
    /// The change (0-255: the largest mean absolute difference over the 8-pixel squares of an
    /// 80-pixel-wide grey thumbnail, so the most any part of the view moved) under which a
    /// frame counts as still.
    pub still_below: f32,
    /// Still frames in a row needed.
    pub still_frames: u32,
    last: Option<Thumbnail>,
    still: u32,
    moved: bool,
}

impl Default for SettleDetector {
    fn default() -> Self {
        SettleDetector::new(2.0, 5)
    }
}

impl SettleDetector {
    /// A detector: still below `still_below`, for `still_frames` frames.
    pub fn new(still_below: f32, still_frames: u32) -> SettleDetector {
        SettleDetector {
            still_below,
            still_frames,
            last: None,
            still: 0,
            moved: false,
        }
    }

    /// Takes a frame; true exactly once per roll, on the frame where the dice count as settled.
    pub fn frame(&mut self, frame: &RgbImage) -> bool {
        let thumb = thumbnail(frame);
        let change = match &self.last {
            Some(last) => change(last, &thumb),
            None => 0.0,
        };
        self.last = Some(thumb);
        if change >= self.still_below {
            self.moved = true;
            self.still = 0;
            return false;
        }
        self.still += 1;
        if self.moved && self.still >= self.still_frames {
            self.moved = false;
            return true;
        }
        false
    }
}

/// The thumbnail's width.
const THUMB_WIDTH: u32 = 80;

/// The side of the squares of the thumbnail that are compared ([`change`]): a tenth of its
/// width, so a die of a twentieth of the view fills a quarter of one.
const CELL: u32 = 8;

/// An 80-pixel-wide grey copy.
#[derive(Debug, Clone)]
struct Thumbnail {
    width: u32,
    height: u32,
    grey: Vec<u8>,
}

fn thumbnail(frame: &RgbImage) -> Thumbnail {
    let width = THUMB_WIDTH;
    let height = (frame.height() * width / frame.width().max(1)).max(1);
    let small = image::imageops::thumbnail(frame, width, height);
    let grey = small
        .pixels()
        .map(|p| ((u16::from(p[0]) * 3 + u16::from(p[1]) * 4 + u16::from(p[2])) / 8) as u8)
        .collect();
    Thumbnail {
        width,
        height,
        grey,
    }
}

/// How much moved between two thumbnails: the largest mean absolute difference over the
/// `CELL`-pixel squares they are cut into. Over the whole view, one die landing in a wide
/// tray (36 pixels of 640, a three-hundredth of the frame) moved it by under one grey level,
/// below any threshold camera noise allows; in its square it moves it by tens. Thumbnails of
/// different sizes (another camera) count as no change.
fn change(last: &Thumbnail, now: &Thumbnail) -> f32 {
    if (last.width, last.height) != (now.width, now.height) {
        return 0.0;
    }
    let w = now.width as usize;
    let mut largest = 0f32;
    for y0 in (0..now.height).step_by(CELL as usize) {
        for x0 in (0..now.width).step_by(CELL as usize) {
            let (mut sum, mut n) = (0u32, 0u32);
            for y in y0..(y0 + CELL).min(now.height) {
                let row = y as usize * w;
                for x in x0..(x0 + CELL).min(now.width) {
                    let i = row + x as usize;
                    sum += u32::from(last.grey[i].abs_diff(now.grey[i]));
                    n += 1;
                }
            }
            largest = largest.max(sum as f32 / n.max(1) as f32);
        }
    }
    largest
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scene(die_at: u32) -> RgbImage {
        RgbImage::from_fn(160, 120, |x, y| {
            if (die_at..die_at + 20).contains(&x) && (50..70).contains(&y) {
                image::Rgb([250, 250, 250])
            } else {
                image::Rgb([120, 120, 120])
            }
        })
    }

    #[test]
    fn settles_once_after_movement_then_stillness_and_not_before() {
        let mut d = SettleDetector::new(2.0, 3);
        // An empty tray that never changes is not a roll.
        for _ in 0..10 {
            assert!(!d.frame(&scene(0)));
        }
        // The die tumbles across the tray...
        for x in [10, 40, 70, 90] {
            assert!(!d.frame(&scene(x)));
        }
        // ...and stops: settled on the third still frame, once.
        assert!(!d.frame(&scene(90)));
        assert!(!d.frame(&scene(90)));
        assert!(d.frame(&scene(90)));
        assert!(!d.frame(&scene(90)));
    }

    /// A 640 by 480 view of a tray, noisy as a camera's (each channel moved by up to `noise`
    /// either way, new each frame), with one 36-pixel die at `die_at` if any.
    fn camera_frame(
        die_at: Option<(u32, u32)>,
        noise: u8,
        rng: &mut crate::cnn::XorShift,
    ) -> RgbImage {
        RgbImage::from_fn(640, 480, |x, y| {
            let on_die = die_at
                .is_some_and(|(dx, dy)| (dx..dx + 36).contains(&x) && (dy..dy + 36).contains(&y));
            let base: u8 = if on_die { 230 } else { 110 };
            let jitter = |rng: &mut crate::cnn::XorShift| {
                let span = u32::from(noise) * 2 + 1;
                (rng.next_u64() % u64::from(span)) as i16 - i16::from(noise)
            };
            let c = |rng: &mut crate::cnn::XorShift| {
                (i16::from(base) + jitter(rng)).clamp(0, 255) as u8
            };
            image::Rgb([c(rng), c(rng), c(rng)])
        })
    }

    /// One die landing in a wide view of the tray (a three-hundredth of the frame) is movement,
    /// then rest: over the whole frame it changes it by under one grey level, under the
    /// threshold, and was never seen to move, so a one-die roll never settled. Camera noise
    /// (±8 a channel, new each frame) on an empty tray is no movement.
    #[test]
    fn one_die_landing_in_a_wide_noisy_view_settles_and_noise_alone_does_not() {
        let mut rng = crate::cnn::XorShift(8);
        let mut d = SettleDetector::new(2.0, 3);
        for _ in 0..8 {
            assert!(
                !d.frame(&camera_frame(None, 8, &mut rng)),
                "noise is not a roll"
            );
        }
        for at in [(100, 200), (180, 210), (240, 230)] {
            assert!(!d.frame(&camera_frame(Some(at), 8, &mut rng)));
        }
        let settled: Vec<bool> = (0..4)
            .map(|_| d.frame(&camera_frame(Some((240, 230)), 8, &mut rng)))
            .collect();
        assert_eq!(settled, [false, false, true, false]);
    }
}
