//! Importing a league team in the window: a file chooser drawn in the form itself (a path
//! field, the folder's subfolders and team files, .json), and the chosen file read, checked
//! and stored by the same code as `nuffle league import` ([`ledger::TeamFile::read`],
//! [`Ledger::add_team`]).
//!
//! Not a file-dialog crate: `egui-file-dialog` is built on egui 0.36, and `egui_file`, built on
//! 0.37, draws its folders, files and buttons with emoji that egui 0.37's own fonts do not
//! have (boxes on screen); not the system's chooser, which needs GTK on Linux.

use std::path::{Path, PathBuf};

use egui::RichText;
use ledger::{Ledger, Team};

/// The button that opens the chooser.
pub const IMPORT_BUTTON: &str = "Import a league team…";

/// The chooser's path field.
pub const PATH_FIELD: &str = "Team file or folder";

/// What a folder holds that the chooser lists.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Listing {
    folders: Vec<String>,
    files: Vec<String>,
}

/// Reads `folder`: its subfolders and its team files (.json), each sorted by name; hidden
/// ones left out.
fn list(folder: &Path) -> Result<Listing, String> {
    let entries = std::fs::read_dir(folder).map_err(|e| {
        format!(
            "The folder {} cannot be read ({e}): type another one.",
            folder.display()
        )
    })?;
    let mut listing = Listing {
        folders: Vec::new(),
        files: Vec::new(),
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            listing.folders.push(name);
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("json"))
        {
            listing.files.push(name);
        }
    }
    listing.folders.sort();
    listing.files.sort();
    Ok(listing)
}

/// The chooser while it is open: the path typed, and the folder it lists.
#[derive(Debug)]
struct Chooser {
    path: String,
    folder: PathBuf,
    listing: Result<Listing, String>,
}

impl Chooser {
    fn at(folder: PathBuf) -> Chooser {
        let listing = list(&folder);
        Chooser {
            path: folder.display().to_string(),
            folder,
            listing,
        }
    }
}

/// The import button, its chooser and what the last import came to.
#[derive(Debug, Default)]
pub struct TeamImport {
    chooser: Option<Chooser>,
    /// The last import: the team imported, or why not, in words that say what to do.
    pub said: Option<Result<String, String>>,
}

/// Where the window keeps the folder of the last team file imported.
fn folder_key() -> egui::Id {
    egui::Id::unique("team-import-folder")
}

/// Where the chooser opens: the folder of the last team file imported in this window, else
/// the current folder.
fn start_folder(ctx: &egui::Context) -> PathBuf {
    ctx.data(|d| d.get_temp::<PathBuf>(folder_key()))
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default()
}

impl TeamImport {
    /// Draws the button (and the chooser when open) and what the last import came to; returns
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
            self.chooser = match self.chooser {
                Some(_) => None,
                None => Some(Chooser::at(start_folder(ui.ctx()))),
            };
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
        let chosen = self.chooser.as_mut().and_then(|c| choose(ui, c));
        if let Some(file) = &chosen {
            self.chooser = None;
            if let Some(folder) = file.parent() {
                let folder = folder.to_path_buf();
                ui.ctx().data_mut(|d| d.insert_temp(folder_key(), folder));
            }
        }
        chosen
    }
}

/// Draws the chooser: the path field (Enter or "Open" opens a folder, or takes a file), "Up
/// one folder", the folder's subfolders and team files. Returns the file chosen.
fn choose(ui: &mut egui::Ui, chooser: &mut Chooser) -> Option<PathBuf> {
    let mut chosen = None;
    let mut go: Option<PathBuf> = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(
            RichText::new("Pick a team file (.json), or type its path and press Enter:").small(),
        );
        ui.horizontal(|ui| {
            let label = ui.label(PATH_FIELD);
            let field = ui
                .add(egui::TextEdit::singleline(&mut chooser.path).desired_width(360.0))
                .labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if entered || ui.button("Open").clicked() {
                go = Some(PathBuf::from(chooser.path.trim()));
            }
        });
        ui.horizontal(|ui| {
            if let Some(parent) = chooser.folder.parent()
                && ui.button("Up one folder").clicked()
            {
                go = Some(parent.to_path_buf());
            }
            ui.label(RichText::new(chooser.folder.display().to_string()).small());
        });
        match &chooser.listing {
            Err(why) => {
                ui.label(RichText::new(why).color(super::palette::ERROR));
            }
            Ok(listing) => {
                if listing.files.is_empty() {
                    ui.label(RichText::new("No team file (.json) in this folder.").small());
                }
                egui::ScrollArea::vertical()
                    .id_salt("team-files")
                    .max_height(180.0)
                    .show(ui, |ui| {
                        for name in &listing.folders {
                            if ui.button(format!("{name}/")).clicked() {
                                go = Some(chooser.folder.join(name));
                            }
                        }
                        for name in &listing.files {
                            if ui.button(name).clicked() {
                                chosen = Some(chooser.folder.join(name));
                            }
                        }
                    });
            }
        }
    });
    if let Some(path) = go {
        if path.is_dir() {
            *chooser = Chooser::at(path);
        } else {
            // A file (or a path that is neither): the import says what is wrong with it.
            chosen = Some(path);
        }
    }
    chosen
}

/// Imports the team file at `path` into the league: read and checked against the built-in
/// rulebook as `nuffle league import` does; with `cup` (the form's "Bugman's League Cup rules"
/// ticked) under the cup's rules, as a Bugman's League Cup team with its Star Players and
/// staff (001:L453-L531). The error says what is wrong and what to do.
pub fn import(ledger: &mut Ledger, path: &Path, cup: bool) -> Result<Team, String> {
    let builtin = tables::builtin().map_err(|e| format!("the rulebook cannot be read: {e}"))?;
    let cup_book = if cup {
        Some(super::session::cup_book(builtin)?)
    } else {
        None
    };
    let book = cup_book.as_ref().unwrap_or(builtin);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_lists_its_subfolders_and_team_files_only() -> Result<(), String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        for (name, dir_too) in [
            ("b.json", false),
            ("a.JSON", false),
            ("n.sqlite3", false),
            (".hidden.json", false),
            ("teams", true),
        ] {
            let path = dir.path().join(name);
            if dir_too {
                std::fs::create_dir(&path).map_err(|e| e.to_string())?;
            } else {
                std::fs::write(&path, "{}").map_err(|e| e.to_string())?;
            }
        }
        let listing = list(dir.path())?;
        assert_eq!(listing.folders, vec!["teams".to_string()]);
        assert_eq!(
            listing.files,
            vec!["a.JSON".to_string(), "b.json".to_string()]
        );
        let missing = list(&dir.path().join("nowhere"));
        assert!(missing.is_err_and(|e| e.contains("cannot be read") && e.contains("type another")));
        Ok(())
    }
}
