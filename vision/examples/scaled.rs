//! A labelled folder's photos as another camera might take them: at another size, as a camera
//! nearer the tray or with more pixels (a factor over 1) or one farther away (under 1) would;
//! optionally blurred (a Gaussian of `BLUR` pixels) and with noise (each channel of each pixel
//! moved by up to `NOISE` either way, uniformly, from a fixed seed); optionally squashed, its
//! height times `SQUASH` more, as faces look from a camera tilted off the vertical (0.75 for
//! about 40°); optionally under another light, each channel's values times its gain in `GAINS`
//! (`R,G,B`: `0.5,0.5,0.5` a dim room, `1,0.85,0.6` warm lamps, clipped at 255).
//! `scaled SRC DST FACTOR [BLUR [NOISE [SQUASH [GAINS]]]]` writes `DST/images/` (bilinear, JPEG
//! quality 95) and copies the labels (relative to the image, so unchanged) and `splits.json`.
//! Measures how the recogniser copes: `eval DST test`.

use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let number = |i: usize, default: f32| match args.get(i) {
        Some(v) => v.parse::<f32>().ok(),
        None => Some(default),
    };
    let gains = match args.get(7) {
        None => Some([1.0; 3]),
        Some(g) => {
            let g: Vec<f32> = g.split(',').filter_map(|v| v.parse().ok()).collect();
            <[f32; 3]>::try_from(g).ok()
        }
    };
    let (Some(src), Some(dst), Some(factor), Some(blur), Some(noise), Some(squash), Some(gains)) = (
        args.get(1),
        args.get(2),
        args.get(3).and_then(|f| f.parse::<f32>().ok()),
        number(4, 0.0),
        number(5, 0.0),
        number(6, 1.0),
        gains,
    ) else {
        eprintln!("usage: scaled SRC DST FACTOR [BLUR [NOISE [SQUASH [R,G,B]]]]");
        std::process::exit(2);
    };
    let camera = Camera {
        factor,
        blur,
        noise,
        squash,
        gains,
    };
    if let Err(e) = copy_scaled(Path::new(src), Path::new(dst), &camera) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

/// How the other camera differs.
struct Camera {
    factor: f32,
    blur: f32,
    noise: f32,
    squash: f32,
    gains: [f32; 3],
}

fn copy_scaled(src: &Path, dst: &Path, camera: &Camera) -> Result<(), Box<dyn std::error::Error>> {
    let mut seed: u64 = 12345;
    std::fs::create_dir_all(dst.join("images"))?;
    std::fs::create_dir_all(dst.join("labels"))?;
    // In name order, so the noise each photo gets is the same on every machine.
    let mut paths: Vec<_> = std::fs::read_dir(src.join("images"))?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    paths.sort();
    for path in paths {
        let image = image::open(&path)?.to_rgb8();
        let w = (image.width() as f32 * camera.factor).round().max(1.0) as u32;
        let h = (image.height() as f32 * camera.factor * camera.squash)
            .round()
            .max(1.0) as u32;
        let mut out = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
        if camera.blur > 0.0 {
            out = image::imageops::blur(&out, camera.blur);
        }
        if camera.gains != [1.0; 3] {
            out = vision::exposure::lit(&out, camera.gains);
        }
        if camera.noise > 0.0 {
            for value in out.iter_mut() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let unit = (seed % 10_000) as f32 / 10_000.0;
                let moved = f32::from(*value) + (2.0 * unit - 1.0) * camera.noise;
                *value = moved.clamp(0.0, 255.0) as u8;
            }
        }
        let name = path.file_name().ok_or("an image without a name")?;
        let to = dst.join("images").join(name);
        vision::dataset::save_photo(&out, &to)?;
    }
    for entry in std::fs::read_dir(src.join("labels"))? {
        let path = entry?.path();
        let name = path.file_name().ok_or("a label file without a name")?;
        std::fs::copy(&path, dst.join("labels").join(name))?;
    }
    std::fs::copy(src.join("splits.json"), dst.join("splits.json"))?;
    Ok(())
}
