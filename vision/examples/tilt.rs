//! `cargo run --release -p nuffle-vision --example tilt -- DIR [SPLIT]`: the camera's tilt
//! that the recogniser measures on each photo of a labelled folder ([`vision::tilt`], from the
//! 4s and 5s it reads): the photos measured 25° or more, one a line (name, tilt), then how many
//! photos measured a tilt and its median and highest. Used to check the measure against
//! photos from above (byler-d6, where none should ask) and drawn tilted trays (`oblique`).

use std::path::Path;

use vision::tilt::ASK_FROM;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().ok_or("usage: tilt DIR [train|test]")?;
    let split = args.next();
    let photos = vision::dataset::load(Path::new(&dir), split.as_deref())?;
    let mut tilts = Vec::new();
    for photo in &photos {
        let image = image::open(&photo.path)?.to_rgb8();
        let dice = vision::recognize(&image);
        if let Some(tilt) = vision::tilt::of_photo(&dice) {
            if tilt >= ASK_FROM {
                let name = photo.path.file_name().unwrap_or_default().to_string_lossy();
                println!("{name}\t{tilt:.1}");
            }
            tilts.push(tilt);
        }
    }
    tilts.sort_by(f32::total_cmp);
    let asked = tilts.iter().filter(|&&t| t >= ASK_FROM).count();
    match (tilts.get(tilts.len() / 2), tilts.last()) {
        (Some(median), Some(highest)) => println!(
            "{} of {} photos measured a tilt: median {median:.2}°, highest {highest:.2}°; \
             {asked} at {ASK_FROM}° or more",
            tilts.len(),
            photos.len()
        ),
        _ => println!("none of {} photos measured a tilt", photos.len()),
    }
    Ok(())
}
