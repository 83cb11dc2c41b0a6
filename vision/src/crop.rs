//! A die's square cut out of the image for the network: 32×32 in colour (red, green and blue
//! planes), each plane less its mean, all divided by their common spread (so the light does
//! not matter, and the colours keep their relations: red pips on a dark grey die are nearly
//! the same grey but far apart in red), optionally turned or mirrored (the eight symmetries of a
//! square leave a face's value alone: the training set is eight times larger for free).

use std::sync::OnceLock;

use image::RgbImage;

use crate::cnn::{INPUT, PLANES, SIDE};

/// How much of the die's box the crop takes in (a little margin round the face).
pub const MARGIN: f32 = 1.15;

/// Where in a crop pixel its four samples fall (as shares of the crop's side).
const SAMPLES: [(f32, f32); 4] = {
    const Q: f32 = 0.25 / SIDE as f32;
    [(-Q, -Q), (Q, -Q), (-Q, Q), (Q, Q)]
};

/// The crop around `(cx, cy)` of a die `size` pixels wide, under symmetry `turn` (0-7; 0 is
/// the image as it is): [`PLANES`] planes of `SIDE`² values, row by row.
pub fn crop(image: &RgbImage, cx: f32, cy: f32, size: f32, turn: u8) -> Vec<f32> {
    crop_at_angle(image, cx, cy, size, turn, 0.0)
}

/// [`crop`], the square also turned by `angle` radians about its centre (for training: a die
/// lies at any angle, and the eight symmetries alone show it at only four).
pub fn crop_at_angle(
    image: &RgbImage,
    cx: f32,
    cy: f32,
    size: f32,
    turn: u8,
    angle: f32,
) -> Vec<f32> {
    normalised(sampled(image, cx, cy, size, turn, angle))
}

/// The colours [`crop`] samples at symmetry 0, before they are normalised: one sampling of
/// the image serves every symmetry of the same square ([`Sampled::turned`]).
#[derive(Debug, Clone)]
pub struct Sampled(Vec<f32>);

impl Sampled {
    /// The square around `(cx, cy)` of a die `size` pixels wide, sampled as it lies.
    pub fn of(image: &RgbImage, cx: f32, cy: f32, size: f32) -> Sampled {
        Sampled(sampled(image, cx, cy, size, 0, 0.0))
    }

    /// The crop under symmetry `turn`, the same to the bit as [`crop`] of the same square: the
    /// grid's points and each pixel's four samples are symmetric about its centre (multiples
    /// of 1/128 of the side, exact in floating point), so a symmetry of the square only moves
    /// whole pixels, each keeping its four samples in their order.
    pub fn turned(&self, turn: u8) -> Vec<f32> {
        let plane = SIDE * SIDE;
        let moves = &moves()[usize::from(turn % 8)];
        let mut out = vec![0f32; INPUT];
        for c in 0..PLANES {
            let (to, from) = (c * plane, &self.0[c * plane..(c + 1) * plane]);
            for (o, &m) in out[to..to + plane].iter_mut().zip(moves.iter()) {
                *o = from[usize::from(m)];
            }
        }
        normalised(out)
    }
}

/// For each symmetry, the pixel of the square as sampled that lands on each pixel of the crop
/// (worked out once: a crop is cut for every read).
fn moves() -> &'static [[u16; SIDE * SIDE]; 8] {
    static MOVES: OnceLock<[[u16; SIDE * SIDE]; 8]> = OnceLock::new();
    MOVES.get_or_init(|| {
        let mut moves = [[0u16; SIDE * SIDE]; 8];
        for (turn, m) in moves.iter_mut().enumerate() {
            for i in 0..SIDE {
                for j in 0..SIDE {
                    let (u, v) = symmetry(grid(j), grid(i), turn as u8);
                    m[i * SIDE + j] = (index(v) * SIDE + index(u)) as u16;
                }
            }
        }
        moves
    })
}

/// The middle of pixel `k` of the crop's side, as a share of the side from its centre.
fn grid(k: usize) -> f32 {
    (k as f32 + 0.5) / SIDE as f32 - 0.5
}

/// The pixel whose middle is at `u` ([`grid`]'s inverse).
fn index(u: f32) -> usize {
    (((u + 0.5) * SIDE as f32 - 0.5).round() as usize).min(SIDE - 1)
}

/// The colours of the square, each pixel the mean of four bilinear samples.
fn sampled(image: &RgbImage, cx: f32, cy: f32, size: f32, turn: u8, angle: f32) -> Vec<f32> {
    let (sin, cos) = angle.sin_cos();
    let span = size * MARGIN;
    let plane = SIDE * SIDE;
    let mut out = vec![0f32; INPUT];
    for i in 0..SIDE {
        for j in 0..SIDE {
            let (u, v) = symmetry(grid(j), grid(i), turn);
            let (u, v) = (u * cos - v * sin, u * sin + v * cos);
            // Four samples a pixel: a crop smaller than the die would skip over small pips.
            let mut colour = [0f32; 3];
            for (du, dv) in SAMPLES {
                let at = colour_at(image, cx + (u + du) * span, cy + (v + dv) * span);
                colour.iter_mut().zip(at).for_each(|(c, a)| *c += a / 4.0);
            }
            for (c, value) in colour.into_iter().enumerate() {
                out[c * plane + i * SIDE + j] = value;
            }
        }
    }
    out
}

/// Each colour plane less its mean, all divided by their common spread (at least 4).
fn normalised(mut out: Vec<f32>) -> Vec<f32> {
    let plane = SIDE * SIDE;
    let mut square = 0.0;
    for values in out.chunks_mut(plane) {
        let mean = values.iter().sum::<f32>() / plane as f32;
        values.iter_mut().for_each(|x| {
            *x -= mean;
            square += *x * *x;
        });
    }
    let spread = (square / INPUT as f32).sqrt().max(4.0);
    out.iter_mut().for_each(|x| *x /= spread);
    debug_assert_eq!(PLANES, 3);
    out
}

fn symmetry(u: f32, v: f32, turn: u8) -> (f32, f32) {
    let (u, v) = match turn % 4 {
        0 => (u, v),
        1 => (-v, u),
        2 => (-u, -v),
        _ => (v, -u),
    };
    if turn >= 4 { (-u, v) } else { (u, v) }
}

/// Bilinear colour at a point; outside the image, the nearest edge pixel.
fn colour_at(image: &RgbImage, x: f32, y: f32) -> [f32; 3] {
    let (w, h) = (image.width() as f32, image.height() as f32);
    let x = x.clamp(0.0, w - 1.001);
    let y = y.clamp(0.0, h - 1.001);
    // Both are at least 0 here, where a cast to an integer is the floor (and inlined, where
    // `floor` is a call into the maths library).
    let (x0, y0) = (x as u32 as f32, y as u32 as f32);
    let (fx, fy) = (x - x0, y - y0);
    // Read from the pixel buffer: the four neighbours' bytes, rows `stride` apart (the clamp
    // above keeps x0 + 1 and y0 + 1 inside the image).
    let stride = image.width() as usize * 3;
    let at = y0 as usize * stride + x0 as usize * 3;
    let raw = image.as_raw();
    let byte = |i: usize| f32::from(raw.get(i).copied().unwrap_or(0));
    let mut out = [0f32; 3];
    for (c, o) in out.iter_mut().enumerate() {
        let top = byte(at + c) * (1.0 - fx) + byte(at + 3 + c) * fx;
        let bottom = byte(at + stride + c) * (1.0 - fx) + byte(at + stride + 3 + c) * fx;
        *o = top * (1.0 - fy) + bottom * fy;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 64×64 image with no symmetry of its own: a colour ramp and a bright spot up and left.
    fn lopsided() -> RgbImage {
        RgbImage::from_fn(64, 64, |x, y| {
            let spot = (x as i32 - 24).pow(2) + (y as i32 - 20).pow(2) < 16;
            if spot {
                image::Rgb([250, 250, 250])
            } else {
                image::Rgb([(x * 3) as u8, (y * 2) as u8, 90])
            }
        })
    }

    #[test]
    fn a_quarter_turn_by_angle_is_the_quarter_turn_symmetry() {
        let image = lopsided();
        let by_angle = crop_at_angle(&image, 32.0, 32.0, 30.0, 0, std::f32::consts::FRAC_PI_2);
        let by_turn = crop(&image, 32.0, 32.0, 30.0, 1);
        let unturned = crop(&image, 32.0, 32.0, 30.0, 0);
        let differ = |a: &[f32], b: &[f32]| {
            a.iter()
                .zip(b)
                .map(|(x, y)| (x - y).abs())
                .fold(0.0, f32::max)
        };
        assert!(
            differ(&by_angle, &by_turn) < 1e-3,
            "{}",
            differ(&by_angle, &by_turn)
        );
        assert!(
            differ(&by_angle, &unturned) > 0.5,
            "the turn must move the spot"
        );
    }

    #[test]
    fn an_eighth_turn_moves_the_spot_round_the_centre() {
        let image = lopsided();
        let plane = SIDE * SIDE;
        // The middle of the spot: the blue plane's brightest pixels (the ramp leaves blue flat).
        let spot = |c: &[f32]| {
            let blue = &c[2 * plane..];
            let top = blue.iter().copied().fold(f32::MIN, f32::max);
            let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
            for (i, &v) in blue.iter().enumerate() {
                if v > 0.5 * top {
                    x += (i % SIDE) as f32 + 0.5 - SIDE as f32 / 2.0;
                    y += (i / SIDE) as f32 + 0.5 - SIDE as f32 / 2.0;
                    n += 1.0;
                }
            }
            (x / n, y / n)
        };
        let (x0, y0) = spot(&crop(&image, 32.0, 32.0, 30.0, 0));
        let eighth = std::f32::consts::FRAC_PI_4;
        let (x1, y1) = spot(&crop_at_angle(&image, 32.0, 32.0, 30.0, 0, eighth));
        // As far from the centre, an eighth of a turn round it (the crop turns one way, so
        // what it shows turns the other).
        let (r0, r1) = ((x0 * x0 + y0 * y0).sqrt(), (x1 * x1 + y1 * y1).sqrt());
        assert!(r0 > 8.0 && (r0 - r1).abs() < 1.0, "{r0} {r1}");
        let turned = (y0.atan2(x0) - y1.atan2(x1)).rem_euclid(std::f32::consts::TAU);
        assert!((turned - eighth).abs() < 0.1, "turned {turned}");
    }

    #[test]
    fn one_sampling_turned_is_each_symmetry_cropped_to_the_bit() {
        let image = lopsided();
        for (cx, cy, size) in [(32.0, 32.0, 30.0), (20.3, 41.7, 23.9), (2.0, 60.5, 40.0)] {
            let sampled = Sampled::of(&image, cx, cy, size);
            for turn in 0..8 {
                let direct = crop(&image, cx, cy, size, turn);
                let turned = sampled.turned(turn);
                assert!(
                    direct
                        .iter()
                        .zip(&turned)
                        .all(|(a, b)| a.to_bits() == b.to_bits()),
                    "turn {turn} at ({cx}, {cy})"
                );
            }
            assert_ne!(
                sampled.turned(0),
                sampled.turned(1),
                "a turn moves the spot"
            );
        }
    }

    #[test]
    fn each_colour_plane_is_centred_and_the_spread_is_one() {
        let c = crop_at_angle(&lopsided(), 30.0, 34.0, 28.0, 5, 0.3);
        let plane = SIDE * SIDE;
        for values in c.chunks(plane) {
            let mean = values.iter().sum::<f32>() / plane as f32;
            assert!(mean.abs() < 1e-4, "{mean}");
        }
        let spread = (c.iter().map(|x| x * x).sum::<f32>() / INPUT as f32).sqrt();
        assert!((spread - 1.0).abs() < 1e-3, "{spread}");
    }
}
