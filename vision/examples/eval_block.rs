//! `cargo run --release -p nuffle-vision --example eval_block -- [DIR]`: the block-die reader
//! (experimental) measured on 1,000 drawn block dice it never trained on (another seed), each
//! found and read by the whole pipeline, and, given DIR (byler-d6), on the test split's real
//! pip dice, none of which is a block die: how many it would take for a block face.

use vision::synth::{BLOCK_FACES, Face, draw};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let Some(cnn) = vision::block::model() else {
        return Err("the block model does not load".into());
    };
    let mut rng = vision::cnn::XorShift(424_242);
    let (mut found, mut right, mut extra) = (0, 0, 0);
    let mut confusion = [[0usize; 6]; 6];
    let count = 1000;
    for k in 0..count {
        let face = BLOCK_FACES[k % 5];
        let drawn = draw(Face::Block(face), &mut rng);
        let dice = vision::block::read_blocks(&drawn.image, cnn);
        let class = usize::from(vision::synth::block_class(face));
        match dice.as_slice() {
            [] => confusion[class][0] += 1,
            [d, rest @ ..] => {
                found += 1;
                extra += rest.len();
                confusion[class][usize::from(d.value)] += 1;
                right += usize::from(d.block_face() == Some(face));
            }
        }
    }
    println!(
        "drawn block dice {count}: found {found}, read right {right} ({:.1}%), extra detections {extra}",
        100.0 * right as f64 / count as f64
    );
    println!("confusion (rows: drawn face 1-5 AD BD P DS DD; columns: none, read 1-5)");
    for (k, row) in confusion.iter().enumerate().skip(1) {
        println!("  {k} {row:?}");
    }
    if let Some(dir) = std::env::args().nth(1) {
        let (mut dice, mut taken, mut sure) = (0, 0, 0);
        for labelled in vision::dataset::load(std::path::Path::new(&dir), Some("test"))? {
            let image = vision::camera::load(&labelled.path)?;
            dice += labelled.labels.len();
            let read = vision::block::read_blocks(&image, cnn);
            taken += read.len();
            sure += read
                .iter()
                .filter(|d| d.confidence >= vision::SURE_AT)
                .count();
        }
        println!(
            "real pip dice {dice}: read as block faces {taken}, of them at {} or more: {sure}",
            vision::SURE_AT
        );
    }
    Ok(())
}
