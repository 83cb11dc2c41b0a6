//! `cargo run --release -p nuffle-vision --example misreads -- DIR SPLIT OUT.png`: the dice the
//! face reader gets wrong on the labelled boxes, each drawn enlarged (twice its box, 128 pixels
//! a side) in a contact sheet, and listed on standard output in the same order (image, centre,
//! labelled value, value read, confidence). MODEL=a.cnn,b.cnn reads with
//! trained model files (their average).

use image::{Rgb, RgbImage};

const CELL: u32 = 128;
const ACROSS: u32 = 8;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: misreads DIR SPLIT OUT.png";
    let dir = args.next().ok_or(usage)?;
    let split = args.next().ok_or(usage)?;
    let out = args.next().ok_or(usage)?;
    let readers = match std::env::var("MODEL") {
        Ok(paths) => vision::cnn::Cnn::read_files(&paths)?,
        Err(_) => vision::recognize::readers().to_vec(),
    };
    let mut cells = Vec::new();
    for labelled in vision::dataset::load(std::path::Path::new(&dir), Some(&split))? {
        let image = vision::camera::load(&labelled.path)?;
        for label in &labelled.labels {
            let located = vision::Detection {
                kind: rules::DieKind::D6,
                value: 0,
                confidence: 0.0,
                bbox: label.bbox,
            };
            let read = vision::recognize::read_faces(&image, vec![located], &readers);
            let (value, confidence) = read.first().map_or((0, 0.0), |d| (d.value, d.confidence));
            if value == label.value {
                continue;
            }
            let (cx, cy) = label.bbox.centre();
            let name = labelled
                .path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("?");
            println!(
                "{:3} {name} ({cx:.0}, {cy:.0}) labelled {} read {value} at {confidence:.3}",
                cells.len(),
                label.value
            );
            cells.push(enlarged(
                &image,
                cx,
                cy,
                2.0 * label.bbox.w.max(label.bbox.h),
            ));
        }
    }
    let rows = (cells.len() as u32).div_ceil(ACROSS).max(1);
    let mut sheet = RgbImage::new(ACROSS * CELL, rows * CELL);
    for (k, cell) in cells.iter().enumerate() {
        let (x0, y0) = ((k as u32 % ACROSS) * CELL, (k as u32 / ACROSS) * CELL);
        for (x, y, p) in cell.enumerate_pixels() {
            sheet.put_pixel(x0 + x, y0 + y, *p);
        }
    }
    sheet.save(&out)?;
    Ok(())
}

/// The square of side `span` round `(cx, cy)`, nearest pixel, `CELL` pixels a side, with a
/// one-pixel frame.
fn enlarged(image: &RgbImage, cx: f32, cy: f32, span: f32) -> RgbImage {
    let mut cell = RgbImage::new(CELL, CELL);
    for (x, y, p) in cell.enumerate_pixels_mut() {
        if x == 0 || y == 0 {
            *p = Rgb([255, 0, 255]);
            continue;
        }
        let sx = cx + (x as f32 / CELL as f32 - 0.5) * span;
        let sy = cy + (y as f32 / CELL as f32 - 0.5) * span;
        let sx = sx.clamp(0.0, image.width() as f32 - 1.0) as u32;
        let sy = sy.clamp(0.0, image.height() as f32 - 1.0) as u32;
        *p = *image.get_pixel(sx, sy);
    }
    cell
}
