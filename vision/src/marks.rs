//! What a real die's face may carry beyond its pips, for the drawn training dice
//! ([`crate::synth`]): a streak of glare across a glossy or translucent face, and one pip
//! fainter than the others (its paint worn or thin). A glare streak is not a pip, and a faint
//! pip still is one: the test split's last misreads were a red 3 under glare and a navy 3
//! whose middle pip is faint, both read 2.

use crate::cnn::XorShift;

/// The marks on one drawn die's top face; [`Marks::NONE`] for a clean die.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Marks {
    /// A streak of glare, if any.
    pub glare: Option<Glare>,
    /// A pip fainter than the others, if any.
    pub faint: Option<Faint>,
}

/// A soft white streak across the face, in face-local units (the face spans -0.5..0.5).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glare {
    /// The streak's direction, radians.
    pub angle: f32,
    /// How far its line passes from the face's middle.
    pub offset: f32,
    /// Its half-width across.
    pub width: f32,
    /// Its half-length along, from the point nearest the middle.
    pub length: f32,
    /// How far toward white it takes the face at its brightest (0-1).
    pub strength: f32,
}

/// One pip of the face drawn fainter: its ink only `keep` of the way from the body's colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Faint {
    /// Which pip, counted in [`crate::synth`]'s order for the face (taken modulo the pips).
    pub pip: usize,
    /// The share of the ink's contrast left (0-1).
    pub keep: f32,
}

impl Marks {
    /// A clean face.
    pub const NONE: Marks = Marks {
        glare: None,
        faint: None,
    };

    /// Marks drawn by `rng`: glare on about two dice in three, a faint pip on the others and on
    /// about one in three of those with glare.
    pub fn random(rng: &mut XorShift) -> Marks {
        let glared = rng.unit() < 0.65;
        let glare = glared.then(|| Glare {
            angle: std::f32::consts::PI * rng.unit(),
            offset: (rng.unit() - 0.5) * 0.7,
            width: 0.03 + 0.09 * rng.unit(),
            length: 0.2 + 0.4 * rng.unit(),
            strength: 0.3 + 0.5 * rng.unit(),
        });
        let faint = (!glared || rng.unit() < 0.35).then(|| Faint {
            pip: (rng.next_u64() % 6) as usize,
            keep: 0.3 + 0.4 * rng.unit(),
        });
        Marks { glare, faint }
    }

    /// The colour `c` of the face at face-local `(u, v)` under the glare, if any.
    pub fn glared(&self, c: [f32; 3], u: f32, v: f32) -> [f32; 3] {
        let Some(g) = self.glare else {
            return c;
        };
        let (sin, cos) = g.angle.sin_cos();
        let along = u * cos + v * sin;
        let across = -u * sin + v * cos - g.offset;
        let shine =
            g.strength * (-(across / g.width).powi(2)).exp() * (-(along / g.length).powi(2)).exp();
        c.map(|x| x + (250.0 - x).max(0.0) * shine)
    }

    /// The ink of pip `pip` of a face with `pips` pips: `ink`, or nearer `body` for the
    /// faint one.
    pub fn ink(&self, pip: usize, pips: usize, ink: [f32; 3], body: [f32; 3]) -> [f32; 3] {
        match self.faint {
            Some(f) if pips > 1 && f.pip % pips == pip => {
                std::array::from_fn(|k| body[k] + (ink[k] - body[k]) * f.keep)
            }
            _ => ink,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_face_keeps_its_colours() {
        let c = [40.0, 50.0, 60.0];
        assert_eq!(Marks::NONE.glared(c, 0.1, -0.2), c);
        assert_eq!(Marks::NONE.ink(1, 3, c, [0.0; 3]), c);
    }

    #[test]
    fn glare_whitens_its_streak_and_leaves_the_rest() {
        let marks = Marks {
            glare: Some(Glare {
                angle: 0.0,
                offset: 0.0,
                width: 0.05,
                length: 0.4,
                strength: 0.8,
            }),
            faint: None,
        };
        let red = [200.0, 20.0, 20.0];
        let on = marks.glared(red, 0.0, 0.0);
        let off = marks.glared(red, 0.0, 0.3);
        assert!(on[1] > 180.0, "{on:?}");
        assert!((off[1] - 20.0).abs() < 1.0, "{off:?}");
    }

    #[test]
    fn only_the_faint_pip_fades_and_a_lone_pip_never() {
        let marks = Marks {
            glare: None,
            faint: Some(Faint { pip: 4, keep: 0.5 }),
        };
        let (ink, body) = ([250.0; 3], [50.0; 3]);
        // Pip 4 of a 3 is its second (4 mod 3 = 1).
        assert_eq!(marks.ink(1, 3, ink, body), [150.0; 3]);
        assert_eq!(marks.ink(0, 3, ink, body), ink);
        assert_eq!(marks.ink(0, 1, ink, body), ink);
    }
}
