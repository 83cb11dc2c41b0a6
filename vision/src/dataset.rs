//! A labelled folder: `images/` and YOLO `labels/` (one line per die: `class cx cy w h`, all
//! normalised to 0-1, value = class + 1), optionally with `splits.json` naming each image's
//! split (`"train"` or `"test"`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::detection::BBox;
use crate::error::VisionError;

/// A labelled die.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// Its value, 1-6.
    pub value: u8,
    /// Its box in pixels.
    pub bbox: BBox,
}

/// An image and its labels.
#[derive(Debug, Clone)]
pub struct LabelledImage {
    /// The image file.
    pub path: PathBuf,
    /// Its dice.
    pub labels: Vec<Label>,
}

/// The split (`train`, `test`) of each image of `dir`, by file name, from its `splits.json`,
/// in name order.
pub fn splits(dir: &Path) -> Result<BTreeMap<String, String>, VisionError> {
    let path = dir.join("splits.json");
    let text = std::fs::read_to_string(&path).map_err(|source| VisionError::Io {
        path: path.clone(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|e| VisionError::Label {
        path: path.clone(),
        line: e.line(),
        why: format!("not a map of image name to split: {e}"),
    })
}

/// The images of `dir` (only those of `split` when given and `splits.json` exists), sorted by
/// name, each with its labels read against the image's size.
pub fn load(dir: &Path, split: Option<&str>) -> Result<Vec<LabelledImage>, VisionError> {
    let images = dir.join("images");
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| VisionError::Io { path, source }
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&images)
        .map_err(|_| VisionError::NoImages(dir.to_path_buf()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "jpg" | "jpeg" | "png"))
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(VisionError::NoImages(dir.to_path_buf()));
    }
    let splits = match split {
        None => None,
        Some(_) => Some(splits(dir)?),
    };
    let mut out = Vec::new();
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if let (Some(splits), Some(split)) = (&splits, split)
            && splits.get(&name).map(String::as_str) != Some(split)
        {
            continue;
        }
        let (w, h) = image::image_dimensions(&path).map_err(|source| VisionError::Image {
            path: path.clone(),
            source,
        })?;
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let label_path = dir.join("labels").join(format!("{stem}.txt"));
        let text = std::fs::read_to_string(&label_path).map_err(io(&label_path))?;
        let labels =
            parse_labels(&text, w as f32, h as f32).map_err(|(line, why)| VisionError::Label {
                path: label_path.clone(),
                line,
                why,
            })?;
        out.push(LabelledImage { path, labels });
    }
    Ok(out)
}

/// The JPEG quality the dataset tools save photos at: the image crate's default, 75, blurs
/// the pips by itself (copies saved at both measured).
pub const JPEG_QUALITY: u8 = 95;

/// Saves a photo made from a labelled folder's (repainted, scaled): as a JPEG at
/// [`JPEG_QUALITY`] when `path` ends `.jpg` or `.jpeg`, otherwise in the format its
/// extension names.
pub fn save_photo(image: &image::RgbImage, path: &Path) -> Result<(), VisionError> {
    let jpeg = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "jpg" | "jpeg"));
    let cannot = |source| VisionError::Image {
        path: path.to_path_buf(),
        source,
    };
    if !jpeg {
        return image.save(path).map_err(cannot);
    }
    let file = std::fs::File::create(path).map_err(|source| VisionError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut out = std::io::BufWriter::new(file);
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(image)
        .map_err(cannot)
}

/// The labelled dice of `image` (its `labels`) that stand alone: each with no other labelled
/// die in the square `window` times its size around it, that square cut out of the image
/// (tray and all, as a camera over a one-die roll sees it), with the die's value. Dice whose
/// square runs off the image are left out.
pub fn lone_dice(
    image: &image::RgbImage,
    labels: &[Label],
    window: f32,
) -> Vec<(image::RgbImage, u8)> {
    let (iw, ih) = (image.width() as f32, image.height() as f32);
    labels
        .iter()
        .enumerate()
        .filter_map(|(i, label)| {
            let (cx, cy) = label.bbox.centre();
            let side = window * label.bbox.side();
            let (x, y) = (cx - side / 2.0, cy - side / 2.0);
            let inside = x >= 0.0 && y >= 0.0 && x + side <= iw && y + side <= ih;
            let alone = labels.iter().enumerate().all(|(j, other)| {
                let b = other.bbox;
                j == i || b.x > x + side || b.x + b.w < x || b.y > y + side || b.y + b.h < y
            });
            let cut =
                image::imageops::crop_imm(image, x as u32, y as u32, side as u32, side as u32);
            (inside && alone).then(|| (cut.to_image(), label.value))
        })
        .collect()
}

/// YOLO lines against an image of `w` × `h` pixels.
pub fn parse_labels(text: &str, w: f32, h: f32) -> Result<Vec<Label>, (usize, String)> {
    let mut labels = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let bad = |why: &str| (i + 1, why.to_string());
        if words.len() != 5 {
            return Err(bad("expected `class cx cy w h`"));
        }
        let class: u8 = words[0]
            .parse()
            .map_err(|_| bad("the class is not a whole number"))?;
        if class > 5 {
            return Err(bad("the class is not 0-5 (value 1-6)"));
        }
        let n: Vec<f32> = words[1..]
            .iter()
            .map(|w| w.parse::<f32>())
            .collect::<Result<_, _>>()
            .map_err(|_| bad("a box number is not a number"))?;
        labels.push(Label {
            value: class + 1,
            bbox: BBox {
                x: (n[0] - n[2] / 2.0) * w,
                y: (n[1] - n[3] / 2.0) * h,
                w: n[2] * w,
                h: n[3] * h,
            },
        });
    }
    Ok(labels)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yolo_lines_become_pixel_boxes_and_values_from_one() {
        let labels = parse_labels("4 0.5 0.25 0.1 0.05\n\n0 0.1 0.1 0.02 0.02\n", 640.0, 640.0)
            .expect("good labels");
        assert_eq!(labels.len(), 2);
        assert_eq!(labels[0].value, 5);
        assert_eq!(
            labels[0].bbox,
            BBox {
                x: 288.0,
                y: 144.0,
                w: 64.0,
                h: 32.0
            }
        );
        assert_eq!(labels[1].value, 1);
        assert_eq!(
            parse_labels("6 0.5 0.5 0.1 0.1", 1.0, 1.0).map_err(|e| e.0),
            Err(1)
        );
        assert_eq!(parse_labels("1 0.5 0.5", 1.0, 1.0).map_err(|e| e.0), Err(1));
    }

    /// A photo saved as a JPEG keeps a pip's edge (quality 95, where 75 would smear it by
    /// several steps), a PNG keeps every pixel, and a folder that is not there is an error
    /// naming the file, not a panic.
    #[test]
    fn photos_are_saved_as_jpeg_at_95_or_as_their_extension_says() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        // A grey face with a dark pip: a hard edge, which a low quality blurs.
        let image = image::RgbImage::from_fn(64, 64, |x, y| {
            let (dx, dy) = (x as i32 - 32, y as i32 - 32);
            if dx * dx + dy * dy < 64 {
                image::Rgb([20, 20, 30])
            } else {
                image::Rgb([200, 190, 180])
            }
        });
        let worst = |path: &Path| {
            let back = image::open(path).expect("saved photo").to_rgb8();
            image
                .as_raw()
                .iter()
                .zip(back.as_raw())
                .map(|(&a, &b)| a.abs_diff(b))
                .max()
                .unwrap_or(0)
        };
        let jpg = dir.path().join("a.JPG");
        save_photo(&image, &jpg).expect("saved");
        // A JPEG by its bytes (the start-of-image marker), not only by its name.
        let bytes = std::fs::read(&jpg).expect("the saved file");
        assert_eq!(bytes.get(..2), Some(&[0xFF, 0xD8][..]));
        let at_95 = worst(&jpg);
        let at_75 = dir.path().join("b.jpg");
        image.save(&at_75).expect("saved at the default quality");
        assert!(at_95 < worst(&at_75), "{at_95} against {}", worst(&at_75));
        let png = dir.path().join("a.png");
        save_photo(&image, &png).expect("saved");
        let bytes = std::fs::read(&png).expect("the saved file");
        assert_eq!(bytes.get(1..4), Some(&b"PNG"[..]));
        assert_eq!(worst(&png), 0);
        let nowhere = dir.path().join("missing").join("c.jpg");
        let why = save_photo(&image, &nowhere).expect_err("no such folder");
        assert!(why.to_string().contains("c.jpg"), "{why}");
    }
}
