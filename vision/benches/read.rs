//! CPU time of reading dice: `cargo bench -p nuffle-vision --bench read`.
//!
//! On a real photo of the byler-d6 test split (`../shared/datasets/dice/byler-d6`): one face
//! read by one of the shipped readers (the network's forward pass on one 32×32 crop), and the
//! whole recogniser on the photo (finding the places, reading each face with the three
//! readers), and the finding of its places alone (pips and patches off the tray, no reading).
//! JPEG decoding is not included. Without the dataset it says so and measures
//! nothing.

use criterion::{Criterion, criterion_group, criterion_main};

/// A test-split photo with five dice, one of them (at (477, 358), 35 pixels wide) a black 4.
const PHOTO: &str = "IMG_20191209_095526.jpg";

fn read(c: &mut Criterion) {
    let Some(path) = nuffle_tests::byler_image(PHOTO) else {
        return;
    };
    let Ok(image) = image::open(&path) else {
        eprintln!("{} cannot be read: nothing measured", path.display());
        return;
    };
    let image = image.to_rgb8();
    let reader = &vision::recognize::readers()[0];
    let crop = vision::crop::crop(&image, 477.0, 358.0, 35.0, 0);
    c.bench_function("one face read (one reader, one crop)", |b| {
        b.iter(|| reader.classify(std::hint::black_box(&crop)))
    });
    let params = vision::pip_finder::Params::default();
    c.bench_function(
        "the places to read found (pips and patches, no reading)",
        |b| b.iter(|| vision::recognize::located(std::hint::black_box(&image), &params)),
    );
    c.bench_function("a photo recognised (five dice)", |b| {
        b.iter(|| vision::recognize(std::hint::black_box(&image)))
    });
}

criterion_group!(benches, read);
criterion_main!(benches);
