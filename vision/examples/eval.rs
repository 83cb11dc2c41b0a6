//! `cargo run --release -p nuffle-vision --example eval -- DIR [SPLIT]`: the recogniser's figures
//! on a labelled folder without building the app (`nuffle vision eval` prints the same).
//! With WRONG=1 it also lists, on standard error, the images where a die taken without asking
//! (at THRESHOLD) is wrong by the labels, with every die taken there, to look at by eye.

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: eval DIR [train|test]");
        std::process::exit(2);
    };
    let split = args.next();
    // Knobs to try without rebuilding: KNOBS="contrast=25 line_colour=70".
    let mut p = vision::recognize::Params::default();
    for kv in std::env::var("KNOBS")
        .unwrap_or_default()
        .split_whitespace()
    {
        let Some((k, v)) = kv.split_once('=') else {
            continue;
        };
        let v: f32 = v.parse().unwrap_or(0.0);
        match k {
            "mean_radius" => p.mean_radius = v as usize,
            "contrast" => p.contrast = v as i16,
            "ring_spread" => p.ring_spread = v,
            "link_radii" => p.link_radii = v,
            "line_colour" => p.line_colour = v,
            "die_radii" => p.die_radii = v,
            "min_area" => p.pip_area.0 = v as u32,
            "line_gaps" => p.line_gaps = v,
            _ => eprintln!("unknown knob {k}"),
        }
    }
    // MODEL=a.cnn,b.cnn tries trained model files (read together) instead of the shipped
    // ones; MODEL=none counts pips.
    let readers = match std::env::var("MODEL").ok().as_deref() {
        None => vision::recognize::readers().to_vec(),
        Some("none") => Vec::new(),
        Some(paths) => match vision::cnn::Cnn::read_files(paths) {
            Ok(readers) => readers,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        },
    };
    let recognise =
        |image: &image::RgbImage| vision::recognize::recognize_using(image, &p, &readers);
    let threshold: f32 = std::env::var("THRESHOLD")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(0.9);
    if std::env::var_os("WRONG").is_some() {
        list_wrong(
            std::path::Path::new(&dir),
            split.as_deref(),
            threshold,
            &recognise,
        );
    }
    match vision::eval::evaluate_dir(
        std::path::Path::new(&dir),
        split.as_deref(),
        threshold,
        recognise,
    ) {
        Ok(report) => println!(
            "{}",
            serde_json::to_string_pretty(&report).unwrap_or_default()
        ),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

/// Each image where a die taken at `threshold` is wrong by the labels: the dice taken there
/// (centre, value read, confidence) and the labelled value of the box each falls in.
fn list_wrong(
    dir: &std::path::Path,
    split: Option<&str>,
    threshold: f32,
    recognise: &dyn Fn(&image::RgbImage) -> Vec<vision::Detection>,
) {
    let Ok(images) = vision::dataset::load(dir, split) else {
        return;
    };
    for labelled in images {
        let Ok(image) = vision::camera::load(&labelled.path) else {
            continue;
        };
        let dice = recognise(&image);
        let mut one = vision::eval::Evaluation::new(threshold);
        one.add(&labelled.labels, &dice, 0.0);
        if one.report().accepted_wrong == 0 {
            continue;
        }
        eprintln!("{}", labelled.path.display());
        for d in dice.iter().filter(|d| d.confidence >= threshold) {
            let centre = d.bbox.centre();
            let label = labelled.labels.iter().find(|l| l.bbox.contains(centre));
            eprintln!(
                "  ({:.0}, {:.0}) read {} at {:.4}, labelled {}",
                centre.0,
                centre.1,
                d.value,
                d.confidence,
                label.map_or("nothing".to_string(), |l| l.value.to_string())
            );
        }
    }
}
