//! When the dice have stopped moving: frames are compared at low resolution; after movement,
//! `still_frames` frames in a row that hardly differ from the one before mean the dice are at
//! rest, and it is time to read them (the tower's "roll settled" says the same without a camera).

use image::RgbImage;

/// Watches frames for dice coming to rest.
#[derive(Debug, Clone)]
pub struct SettleDetector {
    /// Mean absolute difference (0-255, over an 80-pixel-wide grey thumbnail) under which a
    /// frame counts as still.
    pub still_below: f32,
    /// Still frames in a row needed.
    pub still_frames: u32,
    last: Option<Vec<u8>>,
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
            Some(last) if last.len() == thumb.len() => {
                last.iter()
                    .zip(&thumb)
                    .map(|(a, b)| f32::from(a.abs_diff(*b)))
                    .sum::<f32>()
                    / thumb.len().max(1) as f32
            }
            _ => 0.0,
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

/// An 80-pixel-wide grey copy.
fn thumbnail(frame: &RgbImage) -> Vec<u8> {
    let w = 80u32;
    let h = (frame.height() * w / frame.width().max(1)).max(1);
    let small = image::imageops::thumbnail(frame, w, h);
    small
        .pixels()
        .map(|p| ((u16::from(p[0]) * 3 + u16::from(p[1]) * 4 + u16::from(p[2])) / 8) as u8)
        .collect()
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
}
