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
    /// The square `side` pixels wide centred on `(cx, cy)`: how a die's place is boxed.
    pub fn square((cx, cy): (f32, f32), side: f32) -> BBox {
        BBox {
            x: cx - side / 2.0,
            y: cy - side / 2.0,
            w: side,
            h: side,
        }
    }

    /// The box's centre.
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The longer of its width and height: a die's size, however the box was cut.
    pub fn side(&self) -> f32 {
        self.w.max(self.h)
    }

    /// The box in an image `by` times the size.
    pub fn scaled(self, by: f32) -> BBox {
        self.stretched(by, by)
    }

    /// The box in an image `across` times as wide and `down` times as tall.
    pub fn stretched(self, across: f32, down: f32) -> BBox {
        BBox {
            x: self.x * across,
            y: self.y * down,
            w: self.w * across,
            h: self.h * down,
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
    /// The value was read from a logo in place of pips (GW-style dice), not from pips: it is
    /// the value the setting gives the logo ([`crate::recognize::LogoFace`]).
    pub logo: bool,
    /// How far off straight down the camera looked, in degrees, by the 4s and 5s read in the
    /// same photo ([`crate::tilt`]); none where none was read. Read through a camera's
    /// [`crate::tilt::CameraTilt`], the more tilted of that and its latest photos'. From
    /// [`crate::tilt::ASK_FROM`] every die of the photo is asked about.
    pub camera_tilt: Option<f32>,
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

    /// What was read, in words for the referee: the value (`6`), the block face's name
    /// (`Defender Down`), or the logo and the value it stands for (`a logo, read as 6`).
    pub fn read_as(&self) -> String {
        match self.block_face() {
            Some(face) => face.name().to_string(),
            None if self.logo => format!("a logo, read as {}", self.value),
            None => self.value.to_string(),
        }
    }

    /// How sure, in words for the referee: a percentage cut down, never rounded up, so a die
    /// that is asked about never shows "100% sure" (0.99967 is "99.96%"); two decimals from 99 %
    /// up, where the confidence the app takes dice at ([`crate::SURE_AT`]) lies.
    pub fn percent_sure(&self) -> String {
        let percent = (self.confidence * 100.0).clamp(0.0, 100.0);
        if percent >= 99.0 && self.confidence < 1.0 {
            format!("{:.2}%", (percent * 100.0).floor().min(9_999.0) / 100.0)
        } else {
            format!("{:.0}%", percent.floor())
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

#[cfg(test)]
mod tests {
    use super::*;

    fn read_at(confidence: f32) -> Detection {
        Detection {
            kind: DieKind::D6,
            value: 4,
            confidence,
            bbox: BBox {
                x: 0.0,
                y: 0.0,
                w: 10.0,
                h: 10.0,
            },
            logo: false,
            camera_tilt: None,
        }
    }

    #[test]
    fn a_square_is_centred_on_its_point_and_holds_it() {
        let square = BBox::square((40.0, 10.0), 8.0);
        assert_eq!(square.centre(), (40.0, 10.0));
        assert_eq!(
            (square.x, square.y, square.w, square.h),
            (36.0, 6.0, 8.0, 8.0)
        );
        assert!(square.contains((43.9, 6.1)) && !square.contains((44.1, 10.0)));
    }

    #[test]
    fn a_read_says_a_logo_and_the_value_it_stands_for() {
        let six = read_at(0.9);
        assert_eq!(six.read_as(), "4");
        let logo = Detection {
            value: 6,
            logo: true,
            camera_tilt: None,
            ..six.clone()
        };
        assert_eq!(logo.read_as(), "a logo, read as 6");
        let block = Detection {
            kind: DieKind::Block,
            value: 5,
            ..six
        };
        assert_eq!(block.read_as(), BlockFace::DefenderDown.name());
    }

    #[test]
    fn a_die_asked_about_never_shows_a_hundred_percent() {
        assert_eq!(read_at(0.99967).percent_sure(), "99.96%");
        assert_eq!(read_at(0.999_999).percent_sure(), "99.99%");
        assert_eq!(read_at(1.0).percent_sure(), "100%");
        assert_eq!(read_at(0.536).percent_sure(), "53%");
        assert_eq!(read_at(0.989).percent_sure(), "98%");
        assert!(
            read_at(crate::SURE_AT - 1e-4)
                .percent_sure()
                .starts_with("99.98")
        );
    }
}
