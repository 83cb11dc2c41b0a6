//! `nuffle vision …`: read dice in photos, measure the recogniser on a labelled folder, list
//! cameras.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

/// Arguments of `nuffle vision`.
#[derive(Debug, clap::Args)]
pub struct VisionArgs {
    #[command(subcommand)]
    command: VisionCommand,
}

#[derive(Debug, clap::Subcommand)]
enum VisionCommand {
    /// Read the dice in photos: value, confidence and box of each.
    Detect {
        /// The images.
        #[arg(required = true)]
        images: Vec<PathBuf>,
        /// Print JSON lines (one per image).
        #[arg(long)]
        json: bool,
        /// Also write each image with its dice drawn on it into this folder.
        #[arg(long)]
        draw: Option<PathBuf>,
        /// Read block dice by their symbols (experimental) instead of pip dice.
        #[arg(long)]
        block_symbols: bool,
        /// The face of the dice that carries a logo in place of pips: 6 (GW's dice) or 1.
        #[arg(long, value_name = "1|6", default_value = "6")]
        logo_on: vision::LogoFace,
        /// The photos are one camera's, in the order given: a tilt one measures (from a 4 or a
        /// 5 read) counts for the others too, as the window and `vision watch` read a camera.
        /// Without it each photo is read alone, and one that measures no tilt asks about every
        /// die.
        #[arg(long)]
        one_camera: bool,
    },
    /// Measure the recogniser on a folder with images/ and YOLO labels/.
    Eval {
        /// The folder.
        dir: PathBuf,
        /// Only the images of this split in the folder's splits.json (train or test).
        #[arg(long)]
        split: Option<String>,
        /// The confidence at which a read would be taken without asking.
        #[arg(long, default_value_t = vision::SURE_AT)]
        threshold: f32,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// The face of the dice that carries a logo in place of pips: 6 (GW's dice) or 1; label
        /// a logo die with that value.
        #[arg(long, value_name = "1|6", default_value = "6")]
        logo_on: vision::LogoFace,
    },
    /// The webcams this build can open.
    Cameras,
    /// Watch a camera over the dice tray and read the dice each time they come to rest.
    Watch(super::watch::WatchArgs),
}

/// Runs a `nuffle vision` command.
pub fn run(args: &VisionArgs) -> anyhow::Result<ExitCode> {
    match &args.command {
        VisionCommand::Detect {
            images,
            json,
            draw,
            block_symbols,
            logo_on,
            one_camera,
        } => detect(
            images,
            *json,
            draw.as_deref(),
            Reading {
                block_symbols: *block_symbols,
                logo_on: *logo_on,
                one_camera: *one_camera,
            },
        ),
        VisionCommand::Eval {
            dir,
            split,
            threshold,
            json,
            logo_on,
        } => eval(dir, split.as_deref(), *threshold, *json, *logo_on),
        VisionCommand::Watch(args) => super::watch::run(args),
        VisionCommand::Cameras => match vision::camera::list() {
            Ok(cameras) if cameras.is_empty() => {
                eprintln!(
                    "nuffle vision cameras: no webcams found; plug one in (on Linux, and check \
                     you may use /dev/video*), or play a folder of photos as the camera"
                );
                Ok(ExitCode::FAILURE)
            }
            Ok(cameras) => {
                cameras.iter().for_each(|c| outln!("{c}"));
                Ok(ExitCode::SUCCESS)
            }
            Err(e) => {
                eprintln!("nuffle vision cameras: {e}");
                Ok(ExitCode::FAILURE)
            }
        },
    }
}

/// How `detect` reads its photos.
#[derive(Debug, Clone, Copy)]
struct Reading {
    block_symbols: bool,
    logo_on: vision::LogoFace,
    one_camera: bool,
}

/// Why every die of a photo read alone asks when it measures no tilt, and what to do.
const ALONE: &str = "; photos of one camera given together with --one-camera lend each other \
                     its angle";

fn detect(
    images: &[PathBuf],
    json: bool,
    draw: Option<&std::path::Path>,
    how: Reading,
) -> anyhow::Result<ExitCode> {
    if let Some(dir) = draw {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    // A photo's dice are taken unasked only under a camera whose angle is measured and near
    // straight down: one photo alone that shows no 4 or 5 cannot tell a camera tilted 45°,
    // whose dice's sides pass for their tops, from one overhead (`vision::tilt`).
    let mut camera = vision::tilt::CameraTilt::new();
    for path in images {
        // A large JPEG is decoded smaller (`vision::photo`); the boxes told are the file's.
        let photo = vision::photo::open(path)?;
        let image = &photo.image;
        let mut dice = vision::recognize_as(image, how.block_symbols, how.logo_on);
        if !how.one_camera {
            camera = vision::tilt::CameraTilt::new();
        }
        camera.read(&mut dice);
        // A photo read alone that measured nothing is told how photos can lend their angle.
        let why = camera.why_every_die_asks(&dice).map(|why| {
            if !how.one_camera && why == vision::tilt::UNMEASURED {
                format!("{why}{ALONE}")
            } else {
                why
            }
        });
        let told = vision::scale::Stretch::stretched(dice.clone(), photo.shrunk, photo.shrunk);
        if json {
            outln!(
                "{}",
                serde_json::json!({
                    "image": path.display().to_string(),
                    "dice": told,
                    "every_die_asks": why,
                })
            );
        } else {
            outln!(
                "{}: {} {}",
                path.display(),
                dice.len(),
                if dice.len() == 1 { "die" } else { "dice" }
            );
            for d in &told {
                let (x, y) = d.bbox.centre();
                outln!(
                    "  {} at ({x:.0}, {y:.0}), {} sure{}",
                    d.read_as(),
                    d.percent_sure(),
                    if d.confidence >= vision::SURE_AT {
                        ""
                    } else {
                        " (confirm)"
                    }
                );
            }
            if let Some(why) = &why {
                outln!("  every die asks: {why}");
            }
        }
        if let Some(dir) = draw {
            let name = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let out = dir.join(format!("{name}.dice.png"));
            vision::draw::annotate(image, &dice, &[], vision::SURE_AT)
                .save(&out)
                .with_context(|| format!("cannot write {}", out.display()))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn eval(
    dir: &std::path::Path,
    split: Option<&str>,
    threshold: f32,
    json: bool,
    logo_on: vision::LogoFace,
) -> anyhow::Result<ExitCode> {
    let read = |image: &vision::RgbImage| vision::recognize::recognize_logo_on(image, logo_on);
    let report = vision::eval::evaluate_dir(dir, split, threshold, read)?;
    if json {
        outln!("{}", serde_json::to_string(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    let pct = |x: f64| format!("{:.1}%", x * 100.0);
    outln!("images           {}", report.images);
    outln!("labelled dice    {}", report.labelled);
    outln!("detections       {}", report.detections);
    outln!("matched          {}", report.matched);
    outln!("recall           {}", pct(report.recall));
    outln!("precision        {}", pct(report.precision));
    outln!(
        "value accuracy   {} (over matched dice)",
        pct(report.value_accuracy)
    );
    // The threshold as set (the app's is 0.9999): rounded to three places it read "1.000",
    // which no die reaches.
    outln!(
        "taken unasked    {} at confidence ≥ {}, {} of them wrong",
        report.accepted,
        report.threshold,
        report.accepted_wrong
    );
    for w in &report.wrong_taken {
        outln!("  wrong: {w}");
    }
    outln!(
        "ms per image     median {:.2}, p95 {:.2} (decoding and recognition)",
        report.ms_median,
        report.ms_p95
    );
    outln!("confusion (rows: labelled value, columns: read value; - is none)");
    outln!("       -     1     2     3     4     5     6");
    for (v, row) in report.confusion.iter().enumerate() {
        let name = if v == 0 {
            "-".to_string()
        } else {
            v.to_string()
        };
        let cells: Vec<String> = row.iter().map(|n| format!("{n:>5}")).collect();
        outln!("  {name} {}", cells.join(" "));
    }
    Ok(ExitCode::SUCCESS)
}
