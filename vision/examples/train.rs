//! `cargo run --release -p nuffle-vision --example train -- DIR OUT [EPOCHS [RATE [HALF_LIFE
//! [DRAWN [SEED [PATTERNED [OBLIQUE [MARKED]]]]]]]]`: trains the face reader on the `train`
//! split of a labelled folder (byler-d6) and DRAWN procedurally drawn six-sided dice (three in
//! four showing pips, one a logo; one in PATTERNED on a wooden table or a pitch, one in
//! OBLIQUE seen by a tilted camera, one in MARKED with glare or a faint pip, none if 0), from
//! the weights and order SEED gives, and writes its weights to OUT. The shipped models,
//! `vision/models/d6-seed{1,2,3}.cnn`, are this with the defaults (`Schedule::default()`,
//! `train::DRAWN_D6`, `train::D6_MIX`) and SEED 1, 2 and 3: `train -- DIR OUT 60 0.003 20
//! 16000 SEED 3`, DIR being byler-d6 with its train split's label mistakes mended (`mend
//! byler-d6 SRC`, examples/mend.rs), a copy of its train split on dark trays, a wooden table
//! and a pitch (`retray SRC DIR 2a3a2c,1c1c1c,283850,4a2a20,wood,pitch add`,
//! examples/retray.rs), and a copy of those brightened or darkened (`relight DIR`,
//! examples/relight.rs).

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (dir, out) = match args.as_slice() {
        [dir, out, ..] => (dir, out),
        _ => {
            return Err(
                "usage: train DIR OUT [EPOCHS [RATE [HALF_LIFE [DRAWN [SEED [PATTERNED [OBLIQUE [MARKED]]]]]]]]"
                    .into(),
            );
        }
    };
    let mut schedule = vision::train::Schedule::default();
    if let Some(e) = args.get(2).and_then(|e| e.parse().ok()) {
        schedule.epochs = e;
    }
    if let Some(r) = args.get(3).and_then(|e| e.parse().ok()) {
        schedule.rate = r;
    }
    if let Some(h) = args.get(4).and_then(|e| e.parse().ok()) {
        schedule.half_life = h;
    }
    if let Some(seed) = args.get(6).and_then(|s| s.parse().ok()) {
        schedule.seed = seed;
    }
    let drawn = args
        .get(5)
        .and_then(|d| d.parse().ok())
        .unwrap_or(vision::train::DRAWN_D6);
    let mut samples = vision::train::samples(std::path::Path::new(dir), Some("train"), 1)?;
    let mut mix = vision::train::D6_MIX;
    let knob = |k: usize, default: u64| args.get(k).and_then(|p| p.parse().ok()).unwrap_or(default);
    mix.patterned = knob(7, mix.patterned);
    mix.oblique = knob(8, mix.oblique);
    mix.marked = knob(9, mix.marked);
    samples.extend(vision::train::drawn_d6_samples(drawn, 11, mix));
    let cnn = vision::train::train_saying(&samples, schedule);
    std::fs::write(out, cnn.to_bytes())?;
    Ok(())
}
