//! The table-side window (eframe): opens the demo match and records it in the database.

mod app;
mod dugout;
mod palette;
mod pitch;
mod trackers;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::anyhow;

pub use app::{NuffleApp, PITCH_LABEL, Recording};

use crate::demo::Demo;

/// Opens the window on the demo match, recording to `db` (or the platform default).
/// A database that cannot be opened does not stop the window: it says what is wrong instead.
pub fn run(db: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let demo = Demo::box_teams()?;
    let recording = Recording::open(db, &demo);
    if let Recording::Failed(why) = &recording {
        eprintln!("nuffle: {why}");
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Nuffle")
            .with_inner_size([1280.0, 720.0])
            .with_min_inner_size([640.0, 360.0]),
        ..Default::default()
    };
    let app = NuffleApp::new(demo, recording);
    eframe::run_native("Nuffle", options, Box::new(|_cc| Ok(Box::new(app)))).map_err(|e| {
        anyhow!(
            "cannot open the Nuffle window ({e}). The window needs a graphical desktop \
             (X11 or Wayland with OpenGL); the command line works without one: nuffle --help"
        )
    })?;
    Ok(ExitCode::SUCCESS)
}
