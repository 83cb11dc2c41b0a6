//! Importing a league team in the window: a file dialog drawn in the window itself
//! (`egui_file`, no system file chooser) for a team file, which is read, checked and stored by
//! the same code as `nuffle league import` ([`ledger::TeamFile::read`], [`Ledger::add_team`]).

use std::path::{Path, PathBuf};

use egui::RichText;
use ledger::{Ledger, Team};

/// The button's label.
pub const IMPORT_BUTTON: &str = "Import a league team…";

/// The dialog's title.
pub const DIALOG_TITLE: &str = "Import a league team (a team file, .json)";

/// The import button, its file dialog and what the last import came to.
#[derive(Default)]
pub struct TeamImport {
    dialog: Option<egui_file::FileDialog>,
    /// The last import: the team imported, or why not, in words that say what to do.
    pub said: Option<Result<String, String>>,
}

impl std::fmt::Debug for TeamImport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TeamImport")
            .field("open", &self.dialog.is_some())
            .field("said", &self.said)
            .finish()
    }
}

/// Where the window keeps the folder of the last team file imported.
fn folder_key() -> egui::Id {
    egui::Id::unique("team-import-folder")
}

/// Where the dialog opens: the folder of the last team file imported in this window, else the
/// current folder.
fn start_folder(ctx: &egui::Context) -> PathBuf {
    ctx.data(|d| d.get_temp::<PathBuf>(folder_key()))
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default()
}

impl TeamImport {
    /// Draws the button (and the dialog when open) and what the last import came to; returns
    /// the team file the referee chose.
    pub fn show(&mut self, ui: &mut egui::Ui, can_import: bool) -> Option<PathBuf> {
        let button = ui
            .add_enabled(can_import, egui::Button::new(IMPORT_BUTTON))
            .on_hover_text(
                "A team file (JSON, as `nuffle league import` takes: see docs/ledger.md), \
                 checked against the rulebook and added to the league",
            );
        if !can_import {
            ui.label(RichText::new("League teams need the match database.").small());
        }
        if button.clicked() {
            let mut dialog = egui_file::FileDialog::open_file()
                .initial_path(start_folder(ui.ctx()))
                .title(DIALOG_TITLE)
                .show_rename(false)
                .show_new_folder(false)
                .show_files_filter(Box::new(|p: &Path| {
                    p.extension()
                        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
                }));
            dialog.open();
            self.dialog = Some(dialog);
        }
        match &self.said {
            Some(Ok(done)) => {
                ui.label(RichText::new(done).strong());
            }
            Some(Err(why)) => {
                ui.label(RichText::new(super::words::plain(why)).color(super::palette::ERROR));
            }
            None => {}
        }
        let dialog = self.dialog.as_mut()?;
        let chosen = match dialog.show(ui.ctx()).state() {
            egui_file::State::Open => return None,
            egui_file::State::Selected => dialog.path().map(Path::to_path_buf),
            egui_file::State::Closed | egui_file::State::Cancelled => None,
        };
        self.dialog = None;
        if let Some(folder) = chosen.as_deref().and_then(Path::parent) {
            let folder = folder.to_path_buf();
            ui.ctx().data_mut(|d| d.insert_temp(folder_key(), folder));
        }
        chosen
    }
}

/// Imports the team file at `path` into the league: read and checked against the built-in
/// rulebook as `nuffle league import` does. The error says what is wrong and what to do.
pub fn import(ledger: &mut Ledger, path: &Path) -> Result<Team, String> {
    let book = tables::builtin().map_err(|e| format!("the rulebook cannot be read: {e}"))?;
    let (name, team) = ledger::TeamFile::read(book, path).map_err(|e| {
        format!("{e}. Correct the file (docs/ledger.md describes a team file) and import it again.")
    })?;
    if let Some(id) = ledger.same_team(&team).map_err(|e| e.to_string())? {
        return Err(format!(
            "The league already has {} coached by {} (team {id}): pick it in the team lists \
             below, where league teams come first.",
            team.name.trim(),
            team.coach.trim()
        ));
    }
    ledger
        .add_team(book, &name, &team)
        .map_err(|e| format!("{e}. Nothing was imported."))
}

/// The line the form shows once `team` is imported.
pub fn imported_words(team: &Team, players: usize) -> String {
    format!(
        "Imported {} (coach {}, {} players): it is in the team lists now.",
        team.name, team.coach, players
    )
}
