//! What is not a die's top face is never taken unasked (issue 58): a laptop's keys, the
//! tokens and markers of a Blood Bowl table and a pitch's lines are square or round things
//! of a die's size, drawn here. A camera tilted over the tray shows dice's sides, which
//! `tests/tilted_camera.rs` checks on drawn trays.

use image::{Rgb, RgbImage};

/// Paints a `w` by `h` rectangle of `colour` with its top left corner at `(x, y)`.
fn fill(image: &mut RgbImage, (x, y): (u32, u32), (w, h): (u32, u32), colour: [u8; 3]) {
    for v in y..(y + h).min(image.height()) {
        for u in x..(x + w).min(image.width()) {
            image.put_pixel(u, v, Rgb(colour));
        }
    }
}

/// A letter of strokes two pixels thick in a key `side` wide at `(x, y)`: the `n`-th of L, T,
/// E, H, F, Z (bars along its edges and across its middle, no dots: a dot is a pip).
fn letter(image: &mut RgbImage, (x, y): (u32, u32), side: u32, n: usize, ink: [u8; 3]) {
    let (l, t, s) = (x + side / 4, y + side / 4, side / 2);
    let across = |image: &mut RgbImage, row: u32| fill(image, (l, row), (s, 2), ink);
    let down = |image: &mut RgbImage, col: u32| fill(image, (col, t), (2, s), ink);
    match n % 6 {
        0 => {
            down(image, l);
            across(image, t + s - 2);
        }
        1 => {
            across(image, t);
            down(image, l + s / 2);
        }
        2 => {
            down(image, l);
            across(image, t);
            across(image, t + s / 2);
            across(image, t + s - 2);
        }
        3 => {
            down(image, l);
            down(image, l + s - 2);
            across(image, t + s / 2);
        }
        4 => {
            down(image, l);
            across(image, t);
            across(image, t + s / 2);
        }
        _ => {
            across(image, t);
            across(image, t + s - 2);
            for i in 0..s {
                fill(image, (l + s - 1 - i, t + i), (2, 1), ink);
            }
        }
    }
}

/// A laptop's keyboard seen from above: light keys 38 pixels square (a die's size in byler-d6's
/// photos) 4 apart on a dark deck, each with a letter, four rows of twelve.
fn keyboard() -> RgbImage {
    let mut image = RgbImage::from_pixel(640, 480, Rgb([38, 38, 42]));
    for row in 0..4u32 {
        for col in 0..12u32 {
            let at = (60 + col * 42 + row * 10, 120 + row * 42);
            fill(&mut image, at, (38, 38), [205, 205, 210]);
            letter(&mut image, at, 38, (row * 12 + col) as usize, [30, 30, 30]);
        }
    }
    image
}

/// A pitch with its grid lines every 40 pixels, and the table's markers on it: square
/// counters (turn, re-roll, score markers: a colour, a letter) and round tokens with a ring,
/// each about a die's size.
fn pitch_with_markers() -> RgbImage {
    let mut image = RgbImage::from_pixel(640, 480, Rgb([70, 135, 60]));
    for i in 0..16u32 {
        fill(&mut image, (i * 40, 0), (2, 480), [225, 230, 220]);
    }
    for i in 0..12u32 {
        fill(&mut image, (0, i * 40), (640, 2), [225, 230, 220]);
    }
    let colours = [
        [200, 40, 40],
        [40, 60, 190],
        [230, 200, 60],
        [240, 240, 235],
        [30, 30, 30],
    ];
    for (i, colour) in colours.iter().enumerate() {
        let at = (50 + i as u32 * 110, 90);
        fill(&mut image, at, (36, 36), *colour);
        let ink = if colour[0] > 150 && colour[1] > 150 {
            [20, 20, 20]
        } else {
            [235, 235, 235]
        };
        letter(&mut image, at, 36, i, ink);
        // A round token with a ring round its middle.
        let (cx, cy) = (70.0 + i as f32 * 110.0, 300.0);
        for y in 270..330u32 {
            for x in (cx as u32 - 30)..(cx as u32 + 30) {
                let r = (x as f32 - cx).hypot(y as f32 - cy);
                if r < 18.0 {
                    let ring = (9.0..12.0).contains(&r);
                    image.put_pixel(x, y, Rgb(if ring { ink } else { *colour }));
                }
            }
        }
    }
    image
}

fn taken(image: &RgbImage) -> Vec<vision::Detection> {
    vision::recognize(image)
        .into_iter()
        .filter(|d| d.confidence >= vision::SURE_AT)
        .collect()
}

/// The nearest wrong reading: a key's letter or a token's ring taken as pips, or a key as a
/// blank face, at the readers' full confidence.
#[test]
fn a_keyboards_keys_are_not_taken_as_dice() {
    let taken = taken(&keyboard());
    assert!(taken.is_empty(), "keys taken as dice: {taken:?}");
}

#[test]
fn a_pitchs_markers_and_lines_are_not_taken_as_dice() {
    let taken = taken(&pitch_with_markers());
    assert!(taken.is_empty(), "markers taken as dice: {taken:?}");
}
