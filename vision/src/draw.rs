//! Drawing what was read onto the image: a box per die, its value in pips-as-dots above it, green
//! when sure, orange when not; labelled boxes (for evaluation) in blue.

use image::{Rgb, RgbImage};

use crate::detection::{BBox, Detection};

/// Green: a sure read.
pub const SURE: Rgb<u8> = Rgb([40, 220, 60]);
/// Orange: a read that needs confirmation.
pub const UNSURE: Rgb<u8> = Rgb([255, 150, 0]);
/// Blue: a labelled die.
pub const LABEL: Rgb<u8> = Rgb([40, 120, 255]);

/// Draws `detections` (sure at or above `threshold`) and `labels` onto a copy of `image`.
pub fn annotate(
    image: &RgbImage,
    detections: &[Detection],
    labels: &[BBox],
    threshold: f32,
) -> RgbImage {
    let mut out = image.clone();
    for b in labels {
        rectangle(&mut out, b, LABEL);
    }
    for d in detections {
        let colour = if d.confidence >= threshold {
            SURE
        } else {
            UNSURE
        };
        rectangle(&mut out, &d.bbox, colour);
        // The value as a row of dots above the box.
        for k in 0..u32::from(d.value) {
            let x = d.bbox.x as i64 + 2 + 5 * i64::from(k);
            let y = d.bbox.y as i64 - 5;
            for dx in 0..3 {
                for dy in 0..3 {
                    put(&mut out, x + dx, y + dy, colour);
                }
            }
        }
    }
    out
}

fn rectangle(out: &mut RgbImage, b: &BBox, colour: Rgb<u8>) {
    let (x0, y0) = (b.x.round() as i64, b.y.round() as i64);
    let (x1, y1) = ((b.x + b.w).round() as i64, (b.y + b.h).round() as i64);
    for x in x0..=x1 {
        put(out, x, y0, colour);
        put(out, x, y1, colour);
    }
    for y in y0..=y1 {
        put(out, x0, y, colour);
        put(out, x1, y, colour);
    }
}

fn put(out: &mut RgbImage, x: i64, y: i64, colour: Rgb<u8>) {
    if x >= 0 && y >= 0 && (x as u32) < out.width() && (y as u32) < out.height() {
        out.put_pixel(x as u32, y as u32, colour);
    }
}
