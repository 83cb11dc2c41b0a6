//! `cargo run --release -p nuffle-vision --example train_block -- DIR OUT [COUNT [EPOCHS]]`:
//! trains the block-die reader (experimental) on COUNT drawn block dice (default 12,000) with the
//! `train` split of a labelled pip-dice folder (byler-d6) as "not a block die", and writes its
//! weights to OUT (the shipped model is `vision/models/block.cnn`, made with the defaults).

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (dir, out) = match args.as_slice() {
        [dir, out, ..] => (dir, out),
        _ => return Err("usage: train_block DIR OUT [COUNT [EPOCHS]]".into()),
    };
    let count = args.get(2).and_then(|c| c.parse().ok()).unwrap_or(12_000);
    let mut schedule = vision::train::Schedule::block();
    if let Some(e) = args.get(3).and_then(|e| e.parse().ok()) {
        schedule.epochs = e;
    }
    let real = vision::train::samples(std::path::Path::new(dir), Some("train"), 1)?;
    let samples = vision::train::block_samples(&real, count, 21);
    let cnn = vision::train::train_saying(&samples, schedule);
    std::fs::write(out, cnn.to_bytes())?;
    Ok(())
}
