//! `relight DIR [both|brighter]`: adds to a labelled folder (byler-d6, or what `retray ... add`
//! wrote) a copy of each photo of its `train` split under other light, as `NAME_g.jpg` in the
//! `train` split with the photo's labels. `both` (the default): every other photo (in sorted
//! order) brightened by a gamma between 0.5 and 0.7, the rest darkened by one between 1.4 and
//! 1.8; `brighter`: every photo brightened. The gammas are spread by the golden ratio over the
//! photos, so the copies are the same on every run. Photos already copied (`t_` from `retray`,
//! `_g` from here) are not copied again.
//!
//! byler-d6 was shot under one even light, and a gamma under 1 stretches a dark die's dark
//! range where its pips are. Readers trained on `retray byler-d6 DIR
//! 2a3a2c,1c1c1c,283850,4a2a20,wood,pitch add` and then `relight DIR` were measured
//! and not shipped.

use std::path::Path;

/// The gammas of the brightened copies, and of the darkened.
const BRIGHTER: (f32, f32) = (0.5, 0.7);
const DARKER: (f32, f32) = (1.4, 1.8);
/// What the copies' names end with, before the extension.
const SUFFIX: &str = "_g";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (dir, darker) = match args.as_slice() {
        [dir] => (dir, true),
        [dir, mode] if mode == "both" => (dir, true),
        [dir, mode] if mode == "brighter" => (dir, false),
        _ => {
            eprintln!(
                "usage: relight DIR [both|brighter] (DIR a labelled folder: images/, labels/, \
                 splits.json)"
            );
            std::process::exit(2);
        }
    };
    match relight(Path::new(dir), darker) {
        Ok(n) => println!("{n} photos copied under other light into {dir}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

/// The gamma of the `i`th copy, every other one darker when `darker`.
fn gamma(i: usize, darker: bool) -> f32 {
    let spread = (i as f32 * 0.618_034).fract();
    let (low, high) = if !darker || i.is_multiple_of(2) {
        BRIGHTER
    } else {
        DARKER
    };
    low + (high - low) * spread
}

fn relight(dir: &Path, darker: bool) -> Result<usize, Box<dyn std::error::Error>> {
    let mut splits = vision::dataset::splits(dir)?;
    let originals: Vec<String> = splits
        .iter()
        .filter(|(name, split)| {
            split.as_str() == "train"
                && !name.starts_with("t_")
                && !Path::new(name)
                    .file_stem()
                    .is_some_and(|s| s.to_string_lossy().ends_with(SUFFIX))
        })
        .map(|(name, _)| name.clone())
        .collect();
    for (i, name) in originals.iter().enumerate() {
        let stem = Path::new(name)
            .file_stem()
            .ok_or("a photo without a name")?
            .to_string_lossy()
            .into_owned();
        let copy = format!("{stem}{SUFFIX}.jpg");
        let g = gamma(i, darker);
        let table: Vec<u8> = (0..=255u8)
            .map(|v| (255.0 * (f32::from(v) / 255.0).powf(g)).round() as u8)
            .collect();
        let mut image = image::open(dir.join("images").join(name))?.to_rgb8();
        for p in image.pixels_mut() {
            p.0 = p.0.map(|c| table[usize::from(c)]);
        }
        vision::dataset::save_photo(&image, &dir.join("images").join(&copy))?;
        std::fs::copy(
            dir.join("labels").join(format!("{stem}.txt")),
            dir.join("labels").join(format!("{stem}{SUFFIX}.txt")),
        )?;
        splits.insert(copy, "train".into());
    }
    std::fs::write(
        dir.join("splits.json"),
        serde_json::to_string_pretty(&splits)?,
    )?;
    Ok(originals.len())
}
