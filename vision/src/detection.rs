//! A die found in an image.

use serde::Serialize;

/// A box in image pixels: left, top, width, height.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct BBox {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl BBox {
    /// The box's centre.
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether the point lies inside the box.
    pub fn contains(&self, (px, py): (f32, f32)) -> bool {
        px >= self.x && px <= self.x + self.w && py >= self.y && py <= self.y + self.h
    }
}

/// One six-sided die as read: the face value on top (1-6), how sure the reader is (0-1), and
/// where it is.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Detection {
    /// The value on top, 1-6.
    pub value: u8,
    /// How sure: 0 (a guess) to 1.
    pub confidence: f32,
    /// Where the die is.
    pub bbox: BBox,
}
