//! `cargo run --release -p nuffle-vision --example eval_logos -- [COUNT]`: six-sided dice whose
//! face is a logo (GW-style dice, [`vision::synth::LOGOS`] in turn), drawn with a seed the
//! readers never trained on, each set on a tray three times its size
//! ([`vision::synth::draw_on_tray`]) and read by the whole
//! pipeline ([`vision::recognize`]); then as many drawn pip 1s and 6s, the faces a logo
//! stands in for. Says how many are found, read as the logo's value (6; LOGO_ON=1 for dice
//! with the logo on the 1, [`vision::recognize::LogoFace`]), and taken unasked (at
//! [`vision::SURE_AT`]), right or wrong. No photos of such dice are here, so these are the only
//! measure. With `WRONG=DIR`, each die taken unasked
//! as another value is saved there as a PNG (its set, number and the value read in its name).

use vision::recognize::LogoFace;
use vision::synth::{Face, LOGOS, draw_on_tray};

fn main() {
    let count: usize = std::env::args()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000);
    let logo: LogoFace = match std::env::var("LOGO_ON").map(|v| v.parse()) {
        Err(_) => LogoFace::default(),
        Ok(Ok(logo)) => logo,
        Ok(Err(e)) => {
            eprintln!("LOGO_ON: {e}");
            std::process::exit(2);
        }
    };
    let wrong_dir = std::env::var_os("WRONG").map(std::path::PathBuf::from);
    let logos: Vec<Face> = LOGOS.iter().map(|&l| Face::Logo(l)).collect();
    for (name, faces, value) in [
        ("logos", logos, logo.value()),
        ("pip 1s", vec![Face::Pips(1)], 1),
        ("pip 6s", vec![Face::Pips(6)], 6),
    ] {
        let mut rng = vision::cnn::XorShift(515_151);
        let mut by_value = [0usize; 7];
        let (mut taken, mut taken_wrong) = (0, 0);
        for k in 0..count {
            let (drawn, read, sure) = read_drawn(faces[k % faces.len()], logo, &mut rng);
            by_value[usize::from(read)] += 1;
            if sure {
                taken += 1;
                taken_wrong += usize::from(read != value);
            }
            if let Some(dir) = wrong_dir.as_ref().filter(|_| sure && read != value) {
                let path = dir.join(format!("{}-{k}-read{read}.png", name.replace(' ', "")));
                if let Err(e) = drawn.image.save(&path) {
                    eprintln!("cannot save {}: {e}", path.display());
                }
            }
        }
        println!(
            "{name}: {count} drawn, read as none..6 {by_value:?}; right {} ({:.1}%); \
             taken unasked {taken}, of them wrong {taken_wrong}",
            by_value[usize::from(value)],
            100.0 * by_value[usize::from(value)] as f64 / count as f64
        );
    }
}

/// One drawn die read in the middle of a tray ([`vision::synth::draw_on_tray`]): the value
/// read at the die (0 for none), a logo as `logo`'s value, and whether it is taken unasked;
/// with the drawn die, to be saved.
fn read_drawn(
    face: Face,
    logo: LogoFace,
    rng: &mut vision::cnn::XorShift,
) -> (vision::synth::Drawn, u8, bool) {
    let drawn = draw_on_tray(face, rng);
    let (read, sure) = drawn
        .read_in(&vision::recognize::recognize_logo_on(&drawn.image, logo))
        .map_or((0, false), |d| (d.value, d.confidence >= vision::SURE_AT));
    (drawn, read, sure)
}
