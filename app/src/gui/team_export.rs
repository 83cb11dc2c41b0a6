//! Writing a league team's file from the League view: the same team file as `nuffle league
//! export-team` writes ([`Ledger::team_file`]), one button a team, into a folder the referee
//! types (the match database's folder until then), named after the team. `nuffle league
//! import` and the window's "Import a league team…" take it back.

use std::path::{Path, PathBuf};

use egui::{Grid, RichText};
use ledger::{Ledger, Team};

/// The folder field.
pub const FOLDER_FIELD: &str = "Folder for team files";

/// The label of team `name`'s export button.
pub fn button_label(name: &str) -> String {
    format!("Export {name}")
}

/// The folder field, the teams with their buttons and what the last export came to.
#[derive(Debug, Default)]
pub struct TeamExport {
    /// The folder typed, the database's own until the referee types another.
    folder: String,
    /// The last export: where the file went, or why it did not, in words that say what to do.
    said: Option<Result<String, String>>,
}

impl TeamExport {
    /// The panel with the folder field set to `ledger`'s folder.
    pub fn new(ledger: Option<&Ledger>) -> TeamExport {
        let folder = ledger
            .and_then(|l| l.path().parent().map(Path::to_path_buf))
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        TeamExport { folder, said: None }
    }

    /// Draws the folder field and a button for each of `teams`; a click writes the team's file.
    pub fn show(&mut self, ui: &mut egui::Ui, ledger: Option<&Ledger>, teams: &[Team]) {
        ui.heading("Team files");
        if teams.is_empty() {
            ui.label("No league teams yet (\"Import a league team…\" in the Matches view, F3).");
            return;
        }
        ui.label(
            "Writes the team as a team file (.json, as `nuffle league export-team` writes it): \
             NAME.json in this folder, replaced if it is there. `nuffle league import` or \
             \"Import a league team…\" takes it back into a league.",
        );
        ui.horizontal(|ui| {
            let label = ui.label(FOLDER_FIELD);
            ui.add(egui::TextEdit::singleline(&mut self.folder).desired_width(420.0))
                .labelled_by(label.id);
        });
        let mut clicked = None;
        Grid::new("team-files").striped(true).show(ui, |ui| {
            for team in teams {
                ui.label(&team.name);
                ui.label(format!("coach {}", team.coach));
                if ui.button(button_label(&team.name)).clicked() {
                    clicked = Some(team);
                }
                ui.end_row();
            }
        });
        if let Some(team) = clicked {
            let path = PathBuf::from(self.folder.trim()).join(file_name(&team.name));
            self.said = Some(match ledger {
                Some(ledger) => write(ledger, team.id, &path),
                None => Err("No database: league teams need a match database.".into()),
            });
        }
        match &self.said {
            Some(Ok(done)) => {
                ui.label(RichText::new(done).strong());
            }
            Some(Err(why)) => {
                ui.label(RichText::new(why).color(super::palette::ERROR));
            }
            None => {}
        }
    }
}

/// The file name a team's file gets: its name, with what a file name cannot hold on some
/// system (`/ \ : * ? " < > |`, control characters) made `-`, and `.json`.
pub fn file_name(team: &str) -> String {
    let name: String = team
        .trim()
        .chars()
        .map(|c| {
            if c.is_control() || "/\\:*?\"<>|".contains(c) {
                '-'
            } else {
                c
            }
        })
        .collect();
    let name = name.trim_matches('.');
    if name.is_empty() {
        "team.json".into()
    } else {
        format!("{name}.json")
    }
}

/// Writes team `team_id`'s file to `path`: what happened, in words.
fn write(ledger: &Ledger, team_id: i64, path: &Path) -> Result<String, String> {
    let file = ledger
        .team_file(team_id)
        .map_err(|e| format!("The team cannot be read: {e}. Nothing was written."))?;
    let text = serde_json::to_string_pretty(&file)
        .map_err(|e| format!("The team cannot be written as JSON ({e}). Nothing was written."))?;
    std::fs::write(path, format!("{text}\n")).map_err(|e| {
        format!(
            "Cannot write {} ({e}): type a folder that exists and that you can write to.",
            path.display()
        )
    })?;
    Ok(format!(
        "Wrote {} ({} players) to {}.",
        file.name,
        file.players.len(),
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn a_team_file_is_named_after_the_team_without_path_characters() {
        assert_eq!(file_name("Reavers"), "Reavers.json");
        assert_eq!(file_name(" Orcs/Goblins: A*B? "), "Orcs-Goblins- A-B-.json");
        assert_eq!(file_name(".."), "team.json");
    }
}
