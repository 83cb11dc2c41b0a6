//! The table-side window (eframe): plays a match, every input recorded in the database
//! before it counts, and resumes it at the next launch.

mod abandon;
mod app;
mod blitz_results;
pub mod blitz_start;
mod block_die;
pub mod bonus_play_hand;
mod camera_panel;
mod camera_read;
mod correction_log;
mod corrections;
pub mod dugout;
mod formation;
pub mod hire_fire_panel;
pub mod hover;
pub mod inducement_panel;
mod league;
mod league_plots;
mod matches;
mod palette;
pub mod pitch;
mod player_card;
mod points_track;
mod post_match_panel;
mod prompt_panel;
mod recording_panel;
mod rulings;
pub mod session;
mod settings;
mod setup_panel;
pub mod special_play_panel;
mod start_page;
mod team_choice;
mod team_export;
mod team_import;
mod team_preview;
pub mod templates;
pub mod tokens;
mod tower_feed;
mod trackers;
pub mod turn_clock;
mod turn_panel;
mod unruled;
mod unusable_page;
mod words;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::anyhow;

pub use abandon::confirm_label as abandon_confirm_label;
pub use app::{NuffleApp, PITCH_LABEL, SHORTCUTS, pitch_label};
pub use recording_panel::{RELOAD, TAKE_OVER};
pub use session::{
    LoggedRoll, NewMatchChoice, PostMatchState, RULESET_OPTIONS, Session, TeamChoice,
    UnusableDatabase, WINDOW_WRITER,
};
pub use settings::Settings;
pub use setup_panel::{AS_LAST_DRIVE, DONE as SETUP_DONE, FORMATION_NAME, SAVE as SAVE_FORMATION};
pub use start_page::{HEADING as START_HEADING, LEAGUE as START_LEAGUE};
pub use team_export::FOLDER_FIELD as TEAM_FILES_FOLDER;
pub use tower_feed::TowerFeed;
pub use turn_panel::{CONCEDE, CONCEDE_SURE, concede_question};
pub use unruled::heading as unruled_heading;
pub use unruled::inducements_heading as unruled_inducements_heading;
pub use unruled::options_heading as unruled_options_heading;
pub use unusable_page::{HEADING as UNUSABLE_HEADING, OPEN_OTHER, OTHER_FILE, PLAY_UNRECORDED};

/// Opens the window on the database's open match (or its start page when it has none), recording to `db` (or
/// the platform default), taking dice from the tower on `tower` (or found by its USB ids) and
/// reading the tray with `camera` (else the saved setting's). A database that cannot be
/// opened does not stop the window: the match is played in memory and the window says what is
/// wrong.
pub fn run(
    db: Option<PathBuf>,
    tower: Option<PathBuf>,
    camera: Option<PathBuf>,
) -> anyhow::Result<ExitCode> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Nuffle")
            .with_inner_size([1280.0, 720.0])
            .with_min_inner_size([640.0, 360.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Nuffle",
        options,
        Box::new(move |cc| {
            // The saved settings, under what the command line says.
            let settings = Settings::load(cc.storage);
            let session = Session::launch(settings.database_for(db))?;
            if let (Err(why), false) = (session.recording(), session.idle()) {
                eprintln!("nuffle: {why}");
            }
            if let Some(holder) = session.read_only() {
                eprintln!("nuffle: the match opens read-only: it is being recorded by {holder}");
            }
            let port = settings
                .tower_for(tower)
                .map_or(device::host::Port::Find, device::host::Port::Path);
            let app = NuffleApp::new(session)
                .with_tower_waking(port, &cc.egui_ctx)
                .with_settings(settings)
                .with_camera(camera);
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| {
        anyhow!(
            "cannot open the Nuffle window ({e}). The window needs a graphical desktop \
             (X11 or Wayland with OpenGL); the command line works without one: nuffle --help"
        )
    })?;
    Ok(ExitCode::SUCCESS)
}
