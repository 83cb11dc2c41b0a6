//! `cargo run --release -p nuffle-vision --example split_faces -- [COUNT [VALUE]]`: drawn pip
//! dice showing VALUE (6 unless told), one a seed from 1 to COUNT - 1 (1,500 unless told), each
//! on a tray three times its size ([`vision::synth::draw_on_tray`]). Says how often the pip
//! finder ([`vision::pip_finder`]) counts the die as one face, splits it into parts whose pips
//! add up to the face (a 6 as two rows of three), or neither (pips missed or joined to
//! specks); then how often the whole pipeline ([`vision::recognize`]) reads the die right and
//! takes it unasked (at [`vision::SURE_AT`]), and the seeds of those taken wrongly
//!.

use vision::pip_finder::{Params, candidates};
use vision::synth::{Face, draw_on_tray};

fn main() {
    let mut args = std::env::args().skip(1);
    let count: u64 = args.next().and_then(|c| c.parse().ok()).unwrap_or(1500);
    let value: u8 = args
        .next()
        .and_then(|v| v.parse().ok())
        .filter(|v| (1..=6).contains(v))
        .unwrap_or(6);
    let p = Params::default();
    let (mut whole, mut split, mut neither, mut right, mut taken) = (0, 0, 0, 0, 0);
    let mut wrong = Vec::new();
    for seed in 1..count {
        let drawn = draw_on_tray(Face::Pips(value), &mut vision::cnn::XorShift(seed));
        let counted: Vec<u8> = candidates(&drawn.image, &p)
            .iter()
            .filter(|d| drawn.holds(d.bbox.centre()))
            .map(|d| d.value)
            .collect();
        let total: u32 = counted.iter().map(|&v| u32::from(v)).sum();
        if counted.contains(&value) {
            whole += 1;
        } else if counted.len() >= 2 && total == u32::from(value) {
            split += 1;
        } else {
            neither += 1;
        }
        let dice = vision::recognize(&drawn.image);
        if let Some(d) = drawn.read_in(&dice) {
            right += usize::from(d.value == value);
            if d.confidence >= vision::SURE_AT {
                taken += 1;
                if d.value != value {
                    wrong.push(seed);
                }
            }
        }
    }
    println!(
        "{} drawn {value}s: pip finder one face {whole}, in parts {split}, neither {neither}; \
         read right {right}; taken unasked {taken}, of them wrong {} (seeds {wrong:?})",
        count.saturating_sub(1),
        wrong.len()
    );
}
