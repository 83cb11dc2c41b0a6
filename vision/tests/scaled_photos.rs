//! A photo taken with four times the pixels reads as the photo does (issue 58): the dice are
//! measured on a small copy and read at the size the readers learnt. The copies are made here
//! from two byler-d6 test photos (bilinear, saved as JPEG at quality 95, as
//! `examples/scales.rs` makes the scale table's), and opened as a photo file is
//! (`vision::photo::open`, which decodes a large JPEG at half its size).

use nuffle_tests::byler_image;
use vision::scale::Stretch;

/// The dice of the photo at `path`, each as (centre in the file's pixels, value).
fn read(path: &std::path::Path) -> Result<Vec<((f32, f32), u8)>, Box<dyn std::error::Error>> {
    let photo = vision::photo::open(path)?;
    let dice = vision::recognize(&photo.image).stretched(photo.shrunk, photo.shrunk);
    Ok(dice.iter().map(|d| (d.bbox.centre(), d.value)).collect())
}

/// IMG_20191208_111328 (12 dice) and IMG_20191208_111423 (16): every die the original reads
/// is read at four times the size with the same value, at four times its centre (within half
/// of a die of the original's 29-52 pixels), and no other. The nearest wrong readings: the
/// copy read as it is (its 160-pixel dice are read by their pips as several dice), or scaled
/// down by at most four (its dice still 40 % too wide for the readers).
#[test]
fn a_copy_four_times_the_size_reads_the_same_values() -> Result<(), Box<dyn std::error::Error>> {
    let tmp = tempfile::tempdir()?;
    for name in ["IMG_20191208_111328.jpg", "IMG_20191208_111423.jpg"] {
        let Some(path) = byler_image(name) else {
            return Ok(());
        };
        let original = read(&path)?;
        assert!(original.len() >= 12, "{name}: {original:?}");
        let image = vision::camera::load(&path)?;
        let (w, h) = (image.width() * 4, image.height() * 4);
        let big = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
        let copy = tmp.path().join(name);
        vision::dataset::save_photo(&big, &copy)?;
        let copied = read(&copy)?;
        assert_eq!(copied.len(), original.len(), "{name}: {copied:?}");
        for &((x, y), value) in &original {
            let found = copied
                .iter()
                .find(|&&((cx, cy), _)| (cx - 4.0 * x).hypot(cy - 4.0 * y) < 4.0 * 15.0);
            assert_eq!(
                found.map(|&(_, v)| v),
                Some(value),
                "{name}: the die at ({x}, {y}) read {value}; at four times: {copied:?}"
            );
        }
    }
    Ok(())
}
