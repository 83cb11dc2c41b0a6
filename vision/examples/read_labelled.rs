//! `cargo run --release -p nuffle-vision --example read_labelled -- DIR [SPLIT [SHEET.png]]`:
//! the face readers alone, on crops cut at the labelled boxes (so the finders' placing plays no
//! part), with their confusion matrix. With SHEET.png, the dice they get wrong are also drawn
//! enlarged (twice their box, 128 pixels a side) in a contact sheet and listed in the same
//! order (image, centre, labelled value, value read, confidence). MODEL=a.cnn,b.cnn reads with
//! trained model files (their average) instead of the shipped ones.

use image::{Rgb, RgbImage};

const CELL: u32 = 128;
const ACROSS: u32 = 8;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args
        .next()
        .ok_or("usage: read_labelled DIR [train|test [SHEET.png]]")?;
    let split = args.next();
    let sheet = args.next();
    let readers = match std::env::var("MODEL") {
        Ok(paths) => vision::cnn::Cnn::read_files(&paths)?,
        Err(_) => vision::recognize::readers().to_vec(),
    };
    let (mut dice, mut right) = (0usize, 0usize);
    let mut confusion = [[0usize; 7]; 7];
    let mut cells = Vec::new();
    for labelled in vision::dataset::load(std::path::Path::new(&dir), split.as_deref())? {
        let image = vision::camera::load(&labelled.path)?;
        for label in &labelled.labels {
            let located = vision::Detection {
                kind: rules::DieKind::D6,
                value: 0,
                confidence: 0.0,
                bbox: label.bbox,
                logo: false,
                camera_tilt: None,
            };
            let read = vision::recognize::read_faces(
                &image,
                vec![located],
                &readers,
                &vision::recognize::WHOLE_DIE,
                vision::recognize::LogoFace::default(),
            );
            let (value, confidence) = read.first().map_or((0, 0.0), |d| (d.value, d.confidence));
            dice += 1;
            right += usize::from(value == label.value);
            confusion[usize::from(label.value)][usize::from(value)] += 1;
            if value == label.value || sheet.is_none() {
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
            cells.push(enlarged(&image, cx, cy, 2.0 * label.bbox.side()));
        }
    }
    println!(
        "read on the labelled boxes: {right} of {dice} right ({:.1}%)",
        100.0 * right as f64 / dice.max(1) as f64
    );
    println!("confusion (rows: labelled value 1-6; columns: none, read 1-6)");
    for (value, row) in confusion.iter().enumerate().skip(1) {
        println!("  {value} {row:?}");
    }
    if let Some(out) = sheet {
        contact_sheet(&cells).save(&out)?;
    }
    Ok(())
}

/// The cells side by side, [`ACROSS`] to a row.
fn contact_sheet(cells: &[RgbImage]) -> RgbImage {
    let rows = (cells.len() as u32).div_ceil(ACROSS).max(1);
    let mut sheet = RgbImage::new(ACROSS * CELL, rows * CELL);
    for (k, cell) in cells.iter().enumerate() {
        let (x0, y0) = ((k as u32 % ACROSS) * CELL, (k as u32 / ACROSS) * CELL);
        for (x, y, p) in cell.enumerate_pixels() {
            sheet.put_pixel(x0 + x, y0 + y, *p);
        }
    }
    sheet
}

/// The square of side `span` round `(cx, cy)`, nearest pixel, [`CELL`] pixels a side, with a
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
