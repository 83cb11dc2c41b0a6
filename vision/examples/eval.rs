//! `cargo run --release -p nuffle-vision --example eval -- DIR [SPLIT]`: the recogniser's figures
//! on a labelled folder without building the app (`nuffle vision eval` prints the same).
//! The report lists each die taken without asking (at THRESHOLD) that is wrong by the labels,
//! in `wrong_taken`, to look at by eye; WRONG=1 also prints them one a line on standard error.
//! CAMERA=1 reads the photos in name order as one camera's, through a
//! [`vision::tilt::CameraTilt`] (a photo that measures no tilt takes the camera's latest);
//! CAMERA=fresh reads each as the first photo of a camera of its own (a window just opened).

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: eval DIR [train|test]");
        std::process::exit(2);
    };
    let split = args.next();
    // Knobs to try without rebuilding: KNOBS="contrast=25 line_colour=70".
    let mut p = vision::pip_finder::Params::default();
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
    // LOGO_ON=1 reads a logo as a 1 (dice with the logo on the 1).
    let logo = match std::env::var("LOGO_ON").ok().map(|v| v.parse()) {
        None => vision::recognize::LogoFace::default(),
        Some(Ok(logo)) => logo,
        Some(Err(e)) => {
            eprintln!("LOGO_ON: {e}");
            std::process::exit(2);
        }
    };
    let fresh = std::env::var("CAMERA").is_ok_and(|c| c == "fresh");
    let camera = std::env::var_os("CAMERA")
        .map(|_| std::cell::RefCell::new(vision::tilt::CameraTilt::new()));
    let recognise = |image: &image::RgbImage| {
        let mut dice = vision::recognize::recognize_using(image, &p, &readers, logo);
        if let Some(camera) = &camera {
            if fresh {
                camera.replace(vision::tilt::CameraTilt::new());
            }
            camera.borrow_mut().read(&mut dice);
        }
        dice
    };
    let threshold: f32 = std::env::var("THRESHOLD")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(0.9);
    match vision::eval::evaluate_dir(
        std::path::Path::new(&dir),
        split.as_deref(),
        threshold,
        recognise,
    ) {
        Ok(report) => {
            if std::env::var_os("WRONG").is_some() {
                for w in &report.wrong_taken {
                    eprintln!("{w}");
                }
            }
            println!(
                "{}",
                serde_json::to_string_pretty(&report).unwrap_or_default()
            )
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
