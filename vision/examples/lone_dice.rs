//! `cargo run --release -p nuffle-vision --example lone_dice -- DIR [SPLIT]`: real dice alone
//! in view, as a camera over a one-die roll sees them, at the sizes nearer cameras give. Each
//! labelled die with no other labelled die in the square `WINDOW` times its size around it is
//! cut out of its photo with its tray ([`vision::dataset::lone_dice`]), scaled by each of `FACTORS` (bilinear) and read by the
//! whole pipeline ([`vision::recognize`]). Says, a factor a line, how many windows read as
//! exactly one die, as none, as more than one (the referee would be told "2 dice in view"),
//! how many of the one-die reads have the labelled value, and how many dice are taken unasked
//! (at [`vision::SURE_AT`]) with another value.

use image::imageops::{self, FilterType};

/// The window's side, in die widths: a tray's worth around a lone die.
const WINDOW: f32 = 4.0;
/// The scalings tried: the photos' own size, and cameras nearer the tray.
const FACTORS: [f32; 4] = [1.0, 1.5, 2.0, 3.0];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: lone_dice DIR [train|test]");
        std::process::exit(2);
    };
    let split = args.next();
    let mut windows = Vec::new();
    for labelled in vision::dataset::load(std::path::Path::new(&dir), split.as_deref())? {
        let image = vision::camera::load(&labelled.path)?;
        windows.extend(vision::dataset::lone_dice(&image, &labelled.labels, WINDOW));
    }
    println!("{} lone dice in {dir}", windows.len());
    for factor in FACTORS {
        let (mut none, mut one, mut more, mut right, mut taken, mut taken_wrong) =
            (0, 0, 0, 0, 0, 0);
        for (cut, value) in &windows {
            let side = (cut.width() as f32 * factor).round() as u32;
            let scaled = imageops::resize(cut, side, side, FilterType::Triangle);
            let dice = vision::recognize(&scaled);
            match dice.len() {
                0 => none += 1,
                1 => {
                    one += 1;
                    right += usize::from(dice[0].value == *value);
                }
                _ => more += 1,
            }
            for d in dice.iter().filter(|d| d.confidence >= vision::SURE_AT) {
                taken += 1;
                taken_wrong += usize::from(d.value != *value);
            }
        }
        println!(
            "x{factor}: one die {one} (right {right}), none {none}, more than one {more}; \
             taken unasked {taken}, of them wrong {taken_wrong}"
        );
    }
    Ok(())
}
