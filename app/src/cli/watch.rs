//! `nuffle vision watch`: a camera over the dice tray, read each time the dice come to rest
//! (settle detection, [`vision::settle`]). A webcam needs the `camera` feature; a folder of
//! frames plays as the camera anywhere, which is how this is tested. The reads go through the
//! camera's remembered tilt ([`vision::tilt::CameraTilt`]): a read that measures no tilt of
//! its own takes the latest reads', and is asked about when that is too far off straight down.

use std::path::PathBuf;
use std::process::ExitCode;

use vision::camera::{Camera, FolderCamera};
use vision::settle::SettleDetector;

/// Arguments of `nuffle vision watch`.
#[derive(Debug, clap::Args)]
pub struct WatchArgs {
    /// The webcam to watch, by its index in `nuffle vision cameras` (needs the camera feature).
    #[arg(long, conflicts_with = "folder")]
    camera: Option<u32>,
    /// Play this folder's images as the camera's frames, in name order.
    #[arg(long)]
    folder: Option<PathBuf>,
    /// The webcam resolution wanted, WIDTHxHEIGHT (the closest it has; default its highest).
    #[arg(long, value_parser = parse_resolution)]
    resolution: Option<(u32, u32)>,
    /// Stop after this many frames (default: a folder once through; a webcam never).
    #[arg(long)]
    frames: Option<usize>,
    /// Still frames in a row that mean the dice are at rest.
    #[arg(long, default_value_t = 5)]
    still_frames: u32,
    /// Read block dice by their symbols (experimental) instead of pip dice.
    #[arg(long)]
    block_symbols: bool,
    /// The face of the dice that carries a logo in place of pips: 6 (GW's dice) or 1.
    #[arg(long, value_name = "1|6", default_value = "6")]
    logo_on: vision::LogoFace,
    /// Print each read as a JSON line.
    #[arg(long)]
    json: bool,
}

fn parse_resolution(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("`{text}` is not a resolution: write it as WIDTHxHEIGHT, e.g. 1280x720");
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h) = (
        w.trim().parse().map_err(|_| bad())?,
        h.trim().parse().map_err(|_| bad())?,
    );
    if w == 0 || h == 0 {
        return Err(bad());
    }
    Ok((w, h))
}

/// Runs `nuffle vision watch`.
pub fn run(args: &WatchArgs) -> anyhow::Result<ExitCode> {
    let (mut camera, frames): (Box<dyn Camera>, Option<usize>) = match (&args.folder, args.camera) {
        (Some(dir), _) => {
            let folder = FolderCamera::open(dir)?;
            let once = folder.len();
            (Box::new(folder), Some(args.frames.unwrap_or(once)))
        }
        (None, Some(index)) => {
            let setting = match args.resolution {
                Some((w, h)) => format!("webcam {index} {w}x{h}"),
                None => format!("webcam {index}"),
            };
            (vision::camera::open(&setting)?, args.frames)
        }
        (None, None) => anyhow::bail!(
            "say what to watch: --camera N (a webcam from `nuffle vision cameras`) or --folder \
             DIR (images played as frames)"
        ),
    };
    eprintln!(
        "watching {}; a read is printed each time the dice come to rest",
        camera.name()
    );
    let mut settle = SettleDetector::new(SettleDetector::default().still_below, args.still_frames);
    let mut seen = 0usize;
    let mut tilt = vision::tilt::CameraTilt::new();
    while frames.is_none_or(|n| seen < n) {
        let frame = camera.frame()?;
        seen += 1;
        if !settle.frame(&frame) {
            continue;
        }
        let mut dice = vision::recognize_as(&frame, args.block_symbols, args.logo_on);
        tilt.read(&mut dice);
        let why = tilt.why_every_die_asks(&dice);
        if args.json {
            outln!(
                "{}",
                serde_json::json!({"frame": seen, "dice": dice, "every_die_asks": why})
            );
            continue;
        }
        let read: Vec<String> = dice
            .iter()
            .map(|d| {
                let face = match d.block_face() {
                    Some(face) => face.name().to_string(),
                    None if d.logo => format!("{} (logo)", d.value),
                    None => d.value.to_string(),
                };
                let unsure = if d.confidence >= vision::SURE_AT {
                    ""
                } else {
                    "?"
                };
                format!("{face}{unsure}")
            })
            .collect();
        let why = why
            .map(|why| format!("; every die asks: {why}"))
            .unwrap_or_default();
        outln!(
            "frame {seen}: settled, {} ({}){why}",
            read.join(", "),
            count(dice.len())
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn count(n: usize) -> String {
    format!("{n} {}", if n == 1 { "die" } else { "dice" })
}
