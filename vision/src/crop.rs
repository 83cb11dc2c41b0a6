//! A die's square cut out of the image for the network: grey, 32×32, normalised to mean 0 and
//! spread 1 (so a white die with black pips and a black die with white pips differ only in sign,
//! and the light does not matter), optionally turned or mirrored (the eight symmetries of a
//! square leave a face's value alone: the training set is eight times larger for free).

use image::RgbImage;

use crate::cnn::{INPUT, SIDE};

/// How much of the die's box the crop takes in (a little margin round the face).
pub const MARGIN: f32 = 1.15;

/// The crop around `(cx, cy)` of a die `size` pixels wide, under symmetry `turn` (0-7; 0 is
/// the image as it is).
pub fn crop(image: &RgbImage, cx: f32, cy: f32, size: f32, turn: u8) -> Vec<f32> {
    let span = size * MARGIN;
    let mut out = Vec::with_capacity(INPUT);
    for i in 0..SIDE {
        for j in 0..SIDE {
            let u = (j as f32 + 0.5) / SIDE as f32 - 0.5;
            let v = (i as f32 + 0.5) / SIDE as f32 - 0.5;
            let (u, v) = symmetry(u, v, turn);
            out.push(grey_at(image, cx + u * span, cy + v * span));
        }
    }
    let mean = out.iter().sum::<f32>() / INPUT as f32;
    let spread = (out.iter().map(|x| (x - mean).powi(2)).sum::<f32>() / INPUT as f32)
        .sqrt()
        .max(4.0);
    out.iter_mut().for_each(|x| *x = (*x - mean) / spread);
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

/// Bilinear grey at a point; outside the image, the nearest edge pixel.
fn grey_at(image: &RgbImage, x: f32, y: f32) -> f32 {
    let (w, h) = (image.width() as f32, image.height() as f32);
    let x = x.clamp(0.0, w - 1.001);
    let y = y.clamp(0.0, h - 1.001);
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let g = |xx: f32, yy: f32| {
        let p = image.get_pixel(xx as u32, yy as u32);
        0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2])
    };
    let top = g(x0, y0) * (1.0 - fx) + g(x0 + 1.0, y0) * fx;
    let bottom = g(x0, y0 + 1.0) * (1.0 - fx) + g(x0 + 1.0, y0 + 1.0) * fx;
    top * (1.0 - fy) + bottom * fy
}
