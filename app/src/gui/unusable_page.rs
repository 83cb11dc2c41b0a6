//! The page the window stops on when its database cannot be used: the match will NOT be
//! recorded, why (not a database, an unwritable file or folder, a full disk, a newer
//! Nuffle's file), what to do, and the two ways on: another database file, or playing
//! unrecorded knowingly.

use egui::RichText;

use super::palette;
use super::session::UnusableDatabase;
use super::words;

/// What the referee chose on the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageChoice {
    /// Open this file instead.
    Open(std::path::PathBuf),
    /// Play without recording.
    PlayUnrecorded,
}

/// The page's heading.
pub const HEADING: &str = "This match will NOT be recorded";
/// The label of the other file's path field.
pub const OTHER_FILE: &str = "Another database file (a new name starts a new database):";
/// The button that opens another file.
pub const OPEN_OTHER: &str = "Use this database file";
/// The button that plays without recording.
pub const PLAY_UNRECORDED: &str = "Play without recording";

/// Draws the page for `db`; `other` is the path field's text. Returns the referee's choice.
pub fn show(ui: &mut egui::Ui, db: &UnusableDatabase, other: &mut String) -> Option<PageChoice> {
    let mut choice = None;
    ui.add_space(24.0);
    ui.heading(RichText::new(HEADING).strong().color(palette::ERROR));
    ui.add_space(8.0);
    ui.label(RichText::new(db.cause.heading()).strong().size(18.0));
    ui.label(format!("Database file: {}", db.path.display()));
    ui.label(RichText::new(words::plain(&db.words)).small());
    ui.add_space(8.0);
    ui.label(RichText::new(format!("What to do: {}", db.cause.remedy())).strong());
    ui.add_space(16.0);
    let label = ui.label(OTHER_FILE);
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(other)
                .desired_width(480.0)
                .hint_text("/path/to/league.sqlite3"),
        )
        .labelled_by(label.id);
        let path = other.trim();
        if ui
            .add_enabled(!path.is_empty(), egui::Button::new(OPEN_OTHER))
            .clicked()
        {
            choice = Some(PageChoice::Open(std::path::PathBuf::from(path)));
        }
    });
    ui.add_space(16.0);
    ui.label(
        "Or play this match without recording it: nothing of it will be kept, and a crash \
         loses it all.",
    );
    if ui.button(PLAY_UNRECORDED).clicked() {
        choice = Some(PageChoice::PlayUnrecorded);
    }
    choice
}
