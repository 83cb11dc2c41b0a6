//! `cargo run --release -p nuffle-vision --example read_labelled -- DIR [SPLIT]`: the face
//! reader alone, on crops cut at the labelled boxes (so the finders' placing plays no part),
//! with its confusion matrix. MODEL=a.cnn,b.cnn reads with trained model files (their average)
//! instead of the shipped ones.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().ok_or("usage: read_labelled DIR [train|test]")?;
    let split = args.next();
    let readers = match std::env::var("MODEL") {
        Ok(paths) => vision::cnn::Cnn::read_files(&paths)?,
        Err(_) => vision::recognize::readers().to_vec(),
    };
    let (mut dice, mut right) = (0usize, 0usize);
    let mut confusion = [[0usize; 7]; 7];
    for labelled in vision::dataset::load(std::path::Path::new(&dir), split.as_deref())? {
        let image = vision::camera::load(&labelled.path)?;
        for label in &labelled.labels {
            let located = vision::Detection {
                kind: rules::DieKind::D6,
                value: 0,
                confidence: 0.0,
                bbox: label.bbox,
            };
            let read = vision::recognize::read_faces(&image, vec![located], &readers);
            let value = read.first().map_or(0, |d| usize::from(d.value));
            dice += 1;
            right += usize::from(value == usize::from(label.value));
            confusion[usize::from(label.value)][value] += 1;
        }
    }
    println!(
        "read on the labelled boxes: {right} of {dice} right ({:.1}%)",
        100.0 * right as f64 / dice.max(1) as f64
    );
    println!("confusion (rows: labelled value 1-6; columns: none, read 1-6)");
    for (value, row) in confusion.iter().enumerate().skip(1) {
        println!("  {value} {row:?}");
    }
    Ok(())
}
