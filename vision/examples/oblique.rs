//! `cargo run --release -p nuffle-vision --example oblique -- DIR COUNT TILT [SEED] [DICE]`:
//! COUNT drawn trays of DICE dice (a range, default 4-12; a Blood Bowl roll is 1-3) seen by a camera tilted TILT degrees off the vertical
//! ([`vision::oblique`]), written as a labelled folder (`DIR/images/oblique_NNNN.jpg`, JPEG
//! quality 95, and `DIR/labels/`, YOLO, each die boxed with the sides that show) for
//! `eval DIR` / `nuffle vision eval DIR`. The same SEED (default 1) draws the same trays.

use std::path::Path;

use vision::cnn::XorShift;
use vision::oblique;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(dir), Some(Ok(count)), Some(Ok(tilt))) = (
        args.first(),
        args.get(1).map(|c| c.parse::<usize>()),
        args.get(2).map(|t| t.parse::<f32>()),
    ) else {
        return Err("usage: oblique DIR COUNT TILT [SEED] [DICE, e.g. 1-3]".into());
    };
    let seed: u64 = args.get(3).map_or(Ok(1), |s| s.parse())?;
    let (fewest, most): (usize, usize) = match args.get(4).map(|d| d.split_once('-')) {
        None => (4, 12),
        Some(Some((a, b))) => (a.parse()?, b.parse()?),
        Some(None) => return Err("DICE is a range, e.g. 1-3".into()),
    };
    if fewest == 0 || most < fewest {
        return Err("DICE is a range of one die or more, e.g. 1-3".into());
    }
    let dir = Path::new(dir);
    std::fs::create_dir_all(dir.join("images"))?;
    std::fs::create_dir_all(dir.join("labels"))?;
    let mut rng = XorShift(seed.max(1));
    let side = oblique::SIDE as f32;
    for i in 0..count {
        let dice = fewest + (rng.next_u64() % (most - fewest + 1) as u64) as usize;
        let tray = oblique::draw(&mut rng, tilt, dice);
        let name = format!("oblique_{i:04}");
        vision::dataset::save_photo(&tray.image, &dir.join("images").join(format!("{name}.jpg")))?;
        let labels: String = tray
            .dice
            .iter()
            .map(|(value, b)| {
                let (cx, cy) = b.centre();
                format!(
                    "{} {:.6} {:.6} {:.6} {:.6}\n",
                    value - 1,
                    cx / side,
                    cy / side,
                    b.w / side,
                    b.h / side
                )
            })
            .collect();
        std::fs::write(dir.join("labels").join(format!("{name}.txt")), labels)?;
    }
    Ok(())
}
