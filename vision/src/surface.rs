//! Patterned surfaces dice may be rolled on, painted pixel by pixel: a wooden table's boards
//! and grain, a Blood Bowl pitch's stripes and lines. `retray` (example) paints them under
//! the photos to measure on and to train from ([`WOOD`], [`PITCH`]; [`OAK`] and [`LAWN`] are
//! kept out of training), and [`crate::synth`] draws one in three of the readers' training
//! dice on random ones ([`random`]).

use crate::cnn::XorShift;

/// A patterned surface.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Surface {
    /// A wooden table.
    Boards(Boards),
    /// A pitch.
    Pitch(Pitch),
}

impl Surface {
    /// The colour at pixel (`x`, `y`), before the light there.
    pub fn at(&self, x: u32, y: u32) -> [f32; 3] {
        match self {
            Surface::Boards(b) => b.at(x, y),
            Surface::Pitch(p) => p.at(x, y),
        }
    }
}

/// A wooden table: boards `seam` pixels apart, their dark seams 2 pixels wide; a grain along
/// the boards every `period` pixels across them, waving as it goes. The boards run down the
/// picture, or across it when `across`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Boards {
    pub seam: u32,
    pub seam_colour: [f32; 3],
    /// The grain's wave: how far and how long, then a ripple on it (how far, how long along
    /// the boards and across them).
    pub wave: (f32, f32),
    pub ripple: (f32, f32, f32),
    pub period: f32,
    /// How much the grain and the speckle change the light.
    pub grain: f32,
    pub speck: f32,
    pub colour: [f32; 3],
    pub across: bool,
}

/// A wooden table for `retray`'s `wood`.
pub const WOOD: Boards = Boards {
    seam: 160,
    seam_colour: [70.0, 45.0, 25.0],
    wave: (8.0, 37.0),
    ripple: (3.0, 11.0, 23.0),
    period: 14.0,
    grain: 0.15,
    speck: 0.05,
    colour: [160.0, 110.0, 65.0],
    across: false,
};

/// Another wood, kept from training to measure on: paler, a finer grain running across the
/// other way, narrower boards.
pub const OAK: Boards = Boards {
    seam: 120,
    seam_colour: [95.0, 70.0, 45.0],
    wave: (5.0, 29.0),
    ripple: (2.0, 7.0, 31.0),
    period: 9.0,
    grain: 0.12,
    speck: 0.06,
    colour: [200.0, 160.0, 110.0],
    across: true,
};

impl Boards {
    /// The colour at pixel (`x`, `y`).
    pub fn at(&self, x: u32, y: u32) -> [f32; 3] {
        let (u, v) = if self.across { (y, x) } else { (x, y) };
        if u % self.seam.max(1) < 2 {
            return self.seam_colour;
        }
        let (fu, fv) = (u as f32, v as f32);
        let t = fv
            + self.wave.0 * (fu / self.wave.1).sin()
            + self.ripple.0 * (fu / self.ripple.1 + fv / self.ripple.2).sin();
        let ring = (t * std::f32::consts::TAU / self.period).sin();
        let shade = 1.0 + self.grain * ring + self.speck * speckle(x, y);
        self.colour.map(|c| c * shade)
    }
}

/// A pitch: squares `square` pixels a side ruled by lines `line` wide; grass mown in stripes
/// `stripe` wide, lighter and darker, down the picture or across it when `across`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pitch {
    pub square: u32,
    pub line: u32,
    pub line_colour: [f32; 3],
    pub stripe: u32,
    pub light: (f32, f32),
    pub speck: f32,
    pub colour: [f32; 3],
    pub across: bool,
}

/// A pitch for `retray`'s `pitch`: white lines 2 pixels wide about twice a byler-d6 die
/// apart (a pitch's squares are some 29 mm, a die 16 mm).
pub const PITCH: Pitch = Pitch {
    square: 72,
    line: 2,
    line_colour: [225.0, 230.0, 225.0],
    stripe: 144,
    light: (1.08, 0.93),
    speck: 0.03,
    colour: [60.0, 125.0, 55.0],
    across: false,
};

/// Another pitch, kept from training to measure on: paler grass striped the other way, wider
/// lines closer together.
pub const LAWN: Pitch = Pitch {
    square: 60,
    line: 3,
    line_colour: [240.0, 240.0, 235.0],
    stripe: 120,
    light: (1.06, 0.95),
    speck: 0.05,
    colour: [95.0, 155.0, 70.0],
    across: true,
};

impl Pitch {
    /// The colour at pixel (`x`, `y`).
    pub fn at(&self, x: u32, y: u32) -> [f32; 3] {
        let square = self.square.max(1);
        if x % square < self.line || y % square < self.line {
            return self.line_colour;
        }
        let u = if self.across { y } else { x };
        let stripe = if (u / self.stripe.max(1)).is_multiple_of(2) {
            self.light.0
        } else {
            self.light.1
        };
        let shade = stripe * (1.0 + self.speck * speckle(x, y));
        self.colour.map(|c| c * shade)
    }
}

/// A fixed grain at each pixel, -1 to 1 (a hash of the place, so every copy is the same).
fn speckle(x: u32, y: u32) -> f32 {
    let mut h = (u64::from(x) << 32 | u64::from(y)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    h ^= h >> 29;
    h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h ^= h >> 32;
    (h % 2001) as f32 / 1000.0 - 1.0
}

/// A surface chosen by `rng`, half wood and half pitch, each of its numbers drawn round
/// [`WOOD`]'s or [`PITCH`]'s: boards of any brown with grains 6-20 pixels apart, pitches of
/// any green with lines 1-3 pixels wide 40-90 apart (a drawn die is 30-56 wide).
pub fn random(rng: &mut XorShift) -> Surface {
    let mut within = |lo: f32, hi: f32| lo + (hi - lo) * rng.unit();
    if within(0.0, 1.0) < 0.5 {
        let red = within(110.0, 215.0);
        let colour = [red, red * within(0.6, 0.8), red * within(0.35, 0.55)];
        let dark = within(0.35, 0.6);
        Surface::Boards(Boards {
            seam: within(80.0, 200.0) as u32,
            seam_colour: colour.map(|c| c * dark),
            wave: (within(3.0, 10.0), within(20.0, 45.0)),
            ripple: (within(1.0, 4.0), within(5.0, 15.0), within(15.0, 40.0)),
            period: within(6.0, 20.0),
            grain: within(0.06, 0.2),
            speck: within(0.02, 0.07),
            colour,
            across: within(0.0, 1.0) < 0.5,
        })
    } else {
        let green = within(100.0, 170.0);
        let colour = [green * within(0.4, 0.75), green, green * within(0.3, 0.6)];
        let white = within(215.0, 245.0);
        Surface::Pitch(Pitch {
            square: within(40.0, 90.0) as u32,
            line: within(1.0, 3.99) as u32,
            line_colour: [white, white + within(0.0, 8.0), white - within(0.0, 10.0)]
                .map(|c| c.min(255.0)),
            stripe: within(50.0, 150.0) as u32,
            light: (within(1.03, 1.1), within(0.9, 0.97)),
            speck: within(0.02, 0.06),
            colour,
            across: within(0.0, 1.0) < 0.5,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pitch's lines are its line colour and its grass is not; a board's seam is its seam
    /// colour.
    #[test]
    fn a_pitch_is_ruled_and_boards_have_seams() {
        assert_eq!(PITCH.at(72, 10), PITCH.line_colour);
        assert_eq!(PITCH.at(10, 73), PITCH.line_colour);
        assert_ne!(PITCH.at(10, 10), PITCH.line_colour);
        assert_eq!(WOOD.at(161, 5), WOOD.seam_colour);
        assert_ne!(WOOD.at(150, 5), WOOD.seam_colour);
        // Oak's boards run across: its seams are rows.
        assert_eq!(OAK.at(5, 240), OAK.seam_colour);
        assert_ne!(OAK.at(240, 5), OAK.seam_colour);
    }

    /// Random surfaces are wood or pitch in about equal shares, every colour in range.
    #[test]
    fn random_surfaces_are_both_kinds_in_range() {
        let mut rng = XorShift(7);
        let (mut boards, mut pitches) = (0, 0);
        for _ in 0..200 {
            let s = random(&mut rng);
            match s {
                Surface::Boards(_) => boards += 1,
                Surface::Pitch(_) => pitches += 1,
            }
            for (x, y) in [(0, 0), (17, 33), (95, 95), (250, 3)] {
                assert!(s.at(x, y).iter().all(|c| (0.0..=300.0).contains(c)));
            }
        }
        assert!(
            boards > 70 && pitches > 70,
            "{boards} boards, {pitches} pitches"
        );
    }
}
