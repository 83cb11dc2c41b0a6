//! A die's square cut out of the image for the network: 32×32 in colour (red, green and blue
//! planes), each plane less its mean, all divided by their common spread (so the light does
//! not matter, and the colours keep their relations: red pips on a dark grey die are nearly
//! the same grey but far apart in red), optionally turned or mirrored (the eight symmetries of a
//! square leave a face's value alone: the training set is eight times larger for free).

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
    let span = size * MARGIN;
    let plane = SIDE * SIDE;
    let mut out = vec![0f32; INPUT];
    for i in 0..SIDE {
        for j in 0..SIDE {
            let u = (j as f32 + 0.5) / SIDE as f32 - 0.5;
            let v = (i as f32 + 0.5) / SIDE as f32 - 0.5;
            let (u, v) = symmetry(u, v, turn);
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
