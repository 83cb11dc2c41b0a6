//! `cargo run --release -p nuffle-vision --example look -- IMAGE X Y OUT.png`: what the
//! recogniser does near one point of a photo, to see why a die is misread or missed. Prints
//! the pip finder's places within 60 pixels of (X, Y) (as found, and as moved onto their die,
//! with the second places the recogniser may look at), what the readers make of each alone (in
//! the pip finder's views), and the dice finally reported there; OUT.png shows the
//! 120-pixel square round the point four times enlarged, the places in cyan, the dice reported
//! in red. MODEL=a.cnn,b.cnn reads with trained model files instead of the shipped ones.

use image::{Rgb, RgbImage};
use vision::pip_finder::{Params, candidates};
use vision::recognize::{FOUND, LogoFace, located, read_faces, recognize_using};
use vision::{BBox, Detection};

/// The square looked at, image pixels a side, and its picture's side.
const SPAN: f32 = 120.0;
const CELL: u32 = 480;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [image, x, y, out] = args.as_slice() else {
        return Err("usage: look IMAGE X Y OUT.png".into());
    };
    let image = vision::camera::load(std::path::Path::new(image))?;
    let (x, y): (f32, f32) = (x.parse()?, y.parse()?);
    let readers = match std::env::var("MODEL") {
        Ok(paths) => vision::cnn::Cnn::read_files(&paths)?,
        Err(_) => vision::recognize::readers().to_vec(),
    };
    let p = Params::default();
    let near = |d: &Detection| {
        let (cx, cy) = d.bbox.centre();
        (cx - x).abs() < SPAN / 2.0 && (cy - y).abs() < SPAN / 2.0
    };
    let show = |b: &BBox| {
        let (cx, cy) = b.centre();
        format!("centre ({cx:.0}, {cy:.0}), {:.1} wide", b.w)
    };
    for d in candidates(&image, &p).iter().filter(|d| near(d)) {
        println!(
            "found by pips:  {} ({} pips, {:.2})",
            show(&d.bbox),
            d.value,
            d.confidence
        );
    }
    let places: Vec<Detection> = located(&image, &p).into_iter().filter(near).collect();
    for d in &places {
        let read = read_faces(
            &image,
            vec![d.clone()],
            &readers,
            &FOUND,
            LogoFace::default(),
        );
        let read = read.first().map_or("no die".to_string(), |r| {
            format!("{} at {:.4}", r.value, r.confidence)
        });
        println!("place to read:  {} -> {read}", show(&d.bbox));
    }
    let dice: Vec<Detection> = recognize_using(&image, &p, &readers, LogoFace::default())
        .into_iter()
        .filter(near)
        .collect();
    for d in &dice {
        println!(
            "reported:       {} -> {} at {:.4}",
            show(&d.bbox),
            d.value,
            d.confidence
        );
    }
    let mut picture = RgbImage::new(CELL, CELL);
    let scale = CELL as f32 / SPAN;
    for (px, py, pixel) in picture.enumerate_pixels_mut() {
        let sx = x + (px as f32 / scale - SPAN / 2.0);
        let sy = y + (py as f32 / scale - SPAN / 2.0);
        let sx = sx.clamp(0.0, image.width().saturating_sub(1) as f32) as u32;
        let sy = sy.clamp(0.0, image.height().saturating_sub(1) as f32) as u32;
        *pixel = *image.get_pixel(sx, sy);
    }
    let to = |u: f32, v: f32| {
        (
            (u - x) * scale + CELL as f32 / 2.0,
            (v - y) * scale + CELL as f32 / 2.0,
        )
    };
    for (boxes, colour) in [
        (
            places.iter().map(|d| d.bbox).collect::<Vec<_>>(),
            Rgb([0, 200, 255]),
        ),
        (dice.iter().map(|d| d.bbox).collect(), Rgb([255, 0, 0])),
    ] {
        for b in boxes {
            frame(&mut picture, to(b.x, b.y), to(b.x + b.w, b.y + b.h), colour);
        }
    }
    picture.save(out)?;
    Ok(())
}

/// The outline of the rectangle from `(x0, y0)` to `(x1, y1)`, the part inside the picture.
fn frame(picture: &mut RgbImage, (x0, y0): (f32, f32), (x1, y1): (f32, f32), colour: Rgb<u8>) {
    let steps = 4 * CELL;
    for t in 0..=steps {
        let f = t as f32 / steps as f32;
        let (u, v) = (x0 + f * (x1 - x0), y0 + f * (y1 - y0));
        for (px, py) in [(u, y0), (u, y1), (x0, v), (x1, v)] {
            if px >= 0.0 && py >= 0.0 && (px as u32) < CELL && (py as u32) < CELL {
                picture.put_pixel(px as u32, py as u32, colour);
            }
        }
    }
}
