//! A labelled folder's photos at another size, as a camera nearer the tray or with more pixels
//! (a factor over 1), or one farther away (under 1), would take them: `scaled SRC DST FACTOR`
//! writes `DST/images/` (bilinear), and copies the labels (relative to the image, so unchanged)
//! and `splits.json`. Measures how the recogniser copes with dice of other sizes
//! (docs/performance.md, session 19): `eval DST test`.

use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(src), Some(dst), Some(factor)) = (
        args.get(1),
        args.get(2),
        args.get(3).and_then(|f| f.parse::<f32>().ok()),
    ) else {
        eprintln!("usage: scaled SRC DST FACTOR");
        std::process::exit(2);
    };
    if let Err(e) = copy_scaled(Path::new(src), Path::new(dst), factor) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

fn copy_scaled(src: &Path, dst: &Path, factor: f32) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dst.join("images"))?;
    std::fs::create_dir_all(dst.join("labels"))?;
    for entry in std::fs::read_dir(src.join("images"))? {
        let path = entry?.path();
        let image = image::open(&path)?.to_rgb8();
        let w = (image.width() as f32 * factor).round().max(1.0) as u32;
        let h = (image.height() as f32 * factor).round().max(1.0) as u32;
        let out = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
        let name = path.file_name().ok_or("an image without a name")?;
        out.save(dst.join("images").join(name))?;
    }
    for entry in std::fs::read_dir(src.join("labels"))? {
        let path = entry?.path();
        let name = path.file_name().ok_or("a label file without a name")?;
        std::fs::copy(&path, dst.join("labels").join(name))?;
    }
    std::fs::copy(src.join("splits.json"), dst.join("splits.json"))?;
    Ok(())
}
