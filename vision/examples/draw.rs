//! `cargo run --release -p nuffle-vision --example draw -- DIR IMAGE_NAME OUT.png`: one labelled
//! image with the recogniser's dice (green/orange) and the labels (blue) drawn on it.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, name, out] = args.as_slice() else {
        return Err("usage: draw DIR IMAGE_NAME OUT.png".into());
    };
    let dir = std::path::Path::new(dir);
    let image = vision::camera::load(&dir.join("images").join(name))?;
    let stem = name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s);
    let text = std::fs::read_to_string(dir.join("labels").join(format!("{stem}.txt")))?;
    let labels = vision::dataset::parse_labels(&text, image.width() as f32, image.height() as f32)
        .map_err(|(line, why)| format!("line {line}: {why}"))?;
    let detections = vision::recognize(&image);
    for d in &detections {
        println!(
            "{} at ({:.0}, {:.0}) {:.2}",
            d.value,
            d.bbox.centre().0,
            d.bbox.centre().1,
            d.confidence
        );
    }
    let boxes: Vec<vision::BBox> = labels.iter().map(|l| l.bbox).collect();
    vision::draw::annotate(&image, &detections, &boxes, 0.9).save(out)?;
    Ok(())
}
