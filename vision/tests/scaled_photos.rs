//! A photo taken with four times the pixels reads as the photo does (issue 58): the dice are
//! measured on a small copy and read at the size the readers learnt. The copies are made here
//! from two byler-d6 test photos (bilinear, saved as JPEG at quality 95, as
//! `examples/scales.rs` makes the scale table's), and opened as a photo file is
//! (`vision::photo::open`, which decodes a large JPEG at half its size).

use nuffle_tests::byler;
use vision::scale::Stretch;

/// A die read: its centre in the file's pixels, and its value.
type Read = ((f32, f32), u8);

/// The dice of the photo at `path`.
fn read(path: &std::path::Path) -> Result<Vec<Read>, Box<dyn std::error::Error>> {
    let photo = vision::photo::open(path)?;
    let dice = vision::recognize(&photo.image).stretched(photo.shrunk, photo.shrunk);
    Ok(dice.iter().map(|d| (d.bbox.centre(), d.value)).collect())
}

/// IMG_20191208_111328 (12 dice labelled) and IMG_20191208_111702 (10): at every labelled die,
/// the copy four times the size reads what the photo reads (the same value, or no die in
/// both), in the box four times the label's. The nearest wrong readings: the copy read as it
/// is (its 160-pixel dice are read by their pips as several dice), or scaled down by at most
/// four (its dice still 40 % too wide for the readers: the code before issue 58 found 94.8 %
/// of the ×4 copies' dice). Not yet so: IMG_20191208_111423's 6 at (553, 315), read in the
/// photo, is not found in its ×4 copy.
#[test]
fn a_copy_four_times_the_size_reads_the_same_values() -> Result<(), Box<dyn std::error::Error>> {
    let Some(dir) = byler() else { return Ok(()) };
    let tmp = tempfile::tempdir()?;
    let photos = vision::dataset::load(&dir, Some("test"))?;
    for name in ["IMG_20191208_111328.jpg", "IMG_20191208_111702.jpg"] {
        let Some(photo) = photos.iter().find(|p| p.path.ends_with(name)) else {
            panic!("{name} is a test photo");
        };
        let original = read(&photo.path)?;
        let image = vision::camera::load(&photo.path)?;
        let (w, h) = (image.width() * 4, image.height() * 4);
        let big = image::imageops::resize(&image, w, h, image::imageops::FilterType::Triangle);
        let copy = tmp.path().join(name);
        vision::dataset::save_photo(&big, &copy)?;
        let copied = read(&copy)?;
        let at = |dice: &[Read], bbox: &vision::BBox| {
            dice.iter()
                .find(|&&(centre, _)| bbox.contains(centre))
                .map(|&(_, v)| v)
        };
        let mut read_there = 0;
        for label in &photo.labels {
            let b = &label.bbox;
            let four = vision::BBox {
                x: b.x * 4.0,
                y: b.y * 4.0,
                w: b.w * 4.0,
                h: b.h * 4.0,
            };
            let value = at(&original, b);
            read_there += usize::from(value.is_some());
            assert_eq!(
                at(&copied, &four),
                value,
                "{name}: the die labelled {} at {b:?}; photo {original:?}, copy {copied:?}",
                label.value
            );
        }
        assert!(read_there + 2 >= photo.labels.len(), "{name}: {original:?}");
    }
    Ok(())
}
