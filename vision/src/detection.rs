//! A die found in an image.

use rules::{BlockFace, DieKind};
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

    /// The box in an image `by` times the size.
    pub fn scaled(self, by: f32) -> BBox {
        BBox {
            x: self.x * by,
            y: self.y * by,
            w: self.w * by,
            h: self.h * by,
        }
    }

    /// Whether the point lies inside the box.
    pub fn contains(&self, (px, py): (f32, f32)) -> bool {
        px >= self.x && px <= self.x + self.w && py >= self.y && py <= self.y + self.h
    }
}

/// One die as read: its kind, the face on top, how sure the reader is (0-1), and where it is.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Detection {
    /// A pip die ([`DieKind::D6`]) or a block die read by its symbols ([`DieKind::Block`]).
    pub kind: DieKind,
    /// The value on top: 1-6 on a pip die; on a block die the face's class, 1-5
    /// ([`Detection::block_face`]).
    pub value: u8,
    /// How sure: 0 (a guess) to 1.
    pub confidence: f32,
    /// Where the die is.
    pub bbox: BBox,
}

impl Detection {
    /// The block face on top, for a block die read by its symbols.
    pub fn block_face(&self) -> Option<BlockFace> {
        if self.kind == DieKind::Block {
            block_face(self.value)
        } else {
            None
        }
    }
}

/// The five faces of a block die in the order of their class numbers (1-5) in the block
/// reader (Pushed is on two faces of a die, one class here).
pub const BLOCK_FACES: [BlockFace; 5] = [
    BlockFace::AttackerDown,
    BlockFace::BothDown,
    BlockFace::Pushed,
    BlockFace::DefenderStumbles,
    BlockFace::DefenderDown,
];

/// A block face's class number (1-5).
pub fn block_class(face: BlockFace) -> u8 {
    BLOCK_FACES
        .iter()
        .position(|f| *f == face)
        .map_or(0, |k| k as u8 + 1)
}

/// The block face of class `class` (1-5).
pub fn block_face(class: u8) -> Option<BlockFace> {
    BLOCK_FACES.get(usize::from(class).checked_sub(1)?).copied()
}
