//! `cargo run --release -p nuffle-vision --example measure -- DIR [SPLIT]`: what the size
//! measure ([`vision::scale`]) makes of each photo of a labelled folder: the photos it would
//! read scaled, one a line (name, die width measured, factor), then how many of how many.
//! Used to check a change to the measure against byler-d6 (none should be scaled) and its
//! copies at other sizes or on other trays (`scaled`, `retray`).

use std::path::Path;

use vision::patches::OffTray;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().ok_or("usage: measure DIR [train|test]")?;
    let split = args.next();
    let photos = vision::dataset::load(Path::new(&dir), split.as_deref())?;
    let mut scaled = 0;
    for photo in &photos {
        let name = photo.path.file_name().unwrap_or_default().to_string_lossy();
        let image = image::open(&photo.path)?.to_rgb8();
        let off_tray = OffTray::of(&image);
        let f = vision::scale::factor(&off_tray);
        if f != 1.0 {
            scaled += 1;
            let width = vision::scale::die_width(&off_tray).unwrap_or(0.0);
            println!("{name}\t{width:.0}\t{f:.2}");
        }
    }
    println!("scaled {scaled} of {}", photos.len());
    Ok(())
}
