//! The window's settings, kept between launches in eframe's storage (a file in the platform's
//! app-data folder): the database file, the tower's serial port and its block faces in a
//! Blitz Bowl match, the camera, and the ruleset options a new match starts with. The command line's `--db` and `--tower` win over them.

use std::path::PathBuf;

use device::host::BlitzBlockMap;
use egui::RichText;
use serde::{Deserialize, Serialize};

use super::camera_panel::TrayDice;
use super::session::RULESET_OPTIONS;

/// The storage key.
pub const KEY: &str = "nuffle-settings";

/// What the window remembers.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The match database (`None`: the platform default).
    pub database: Option<PathBuf>,
    /// The tower's serial port (`None`: found by its USB ids).
    pub tower_port: Option<PathBuf>,
    /// The camera, as [`vision::camera::open`] reads it: `webcam N [WxH]` (a build with the
    /// `camera` feature), `frames DIR`, or a folder of dice photos (`None`: no camera).
    pub camera: Option<PathBuf>,
    /// The ruleset options ticked for a new match (a shorter list, saved before options were
    /// added, reads with the rest unticked).
    #[serde(deserialize_with = "options_by_place")]
    pub new_match_options: [bool; RULESET_OPTIONS.len()],
    /// Offer simulated dice (a demonstration, or a coach without dice).
    pub simulated_dice: bool,
    /// Which block face each number of a plain D6 stands for, for the camera
    /// (`AD,BD,P,P,DS,DD`; `None`: that common numbering).
    pub block_mapping: Option<String>,
    /// Which Blitz Bowl face each of the tower's six block faces stands for, tower face 1
    /// first (`smash, kerrunch, shove, shove, tackle, miss`; `None`: the data's `[block_die]`
    /// numbering).
    pub tower_blitz_faces: Option<String>,
    /// Read block dice by their symbols (experimental: every read asks first) rather than as
    /// numbered D6s.
    pub block_symbols: bool,
    /// The face of the dice that carries a logo in place of pips (GW's dice: the 6).
    pub logo_on: vision::LogoFace,
    /// The turn clock where it is optional (000:L1039-L1041); the Bugman's League Cup always
    /// plays it (001:L102).
    pub turn_clock: bool,
}

/// Reads the ticks saved by place: as many as the list has now, the missing ones unticked.
fn options_by_place<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<[bool; RULESET_OPTIONS.len()], D::Error> {
    let saved: Vec<bool> = Vec::deserialize(d)?;
    let mut ticks = [false; RULESET_OPTIONS.len()];
    for (tick, on) in ticks.iter_mut().zip(saved) {
        *tick = on;
    }
    Ok(ticks)
}

impl Settings {
    /// The settings saved at the last close, or the defaults.
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Settings {
        storage
            .and_then(|s| eframe::get_value(s, KEY))
            .unwrap_or_default()
    }

    /// Saves them for the next launch.
    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, KEY, self);
    }

    /// The database to open: the command line's, else the saved one.
    pub fn database_for(&self, command_line: Option<PathBuf>) -> Option<PathBuf> {
        command_line.or_else(|| self.database.clone())
    }

    /// The tower port to use: the command line's, else the saved one.
    pub fn tower_for(&self, command_line: Option<PathBuf>) -> Option<PathBuf> {
        command_line.or_else(|| self.tower_port.clone())
    }

    /// Draws the fields; paths apply at the next launch.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        ui.heading("Settings");
        ui.label("Kept when the window closes; the database and the port apply at the next start.");
        egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
            for (name, value, hint) in [
                (
                    "Database file",
                    &mut self.database,
                    "default: nuffle.sqlite3 in the data folder",
                ),
                (
                    "Tower serial port",
                    &mut self.tower_port,
                    "default: found by its USB ids",
                ),
                (
                    "Camera",
                    &mut self.camera,
                    "a folder of photos, or webcam 0",
                ),
            ] {
                let label = ui.label(name);
                let mut text = value
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default();
                let edit = egui::TextEdit::singleline(&mut text)
                    .hint_text(hint)
                    .desired_width(360.0);
                if ui.add(edit.id_salt(name)).labelled_by(label.id).changed() {
                    let trimmed = text.trim();
                    *value = (!trimmed.is_empty()).then(|| PathBuf::from(trimmed));
                }
                ui.end_row();
            }
            let label = ui.label("Block die as a D6");
            let mut text = self.block_mapping.clone().unwrap_or_default();
            let edit = egui::TextEdit::singleline(&mut text)
                .hint_text("AD,BD,P,P,DS,DD")
                .desired_width(360.0);
            if ui.add(edit).labelled_by(label.id).changed() {
                let trimmed = text.trim();
                self.block_mapping = (!trimmed.is_empty()).then(|| trimmed.to_string());
            }
            ui.end_row();
            if let Err(why) = self.block_faces() {
                ui.label("");
                ui.label(RichText::new(why).color(super::palette::ERROR));
                ui.end_row();
            }
            let label = ui.label("Tower block faces (Blitz Bowl)");
            let mut text = self.tower_blitz_faces.clone().unwrap_or_default();
            let hint = BlitzBlockMap::builtin()
                .map(|m| m.text())
                .unwrap_or_default();
            let edit = egui::TextEdit::singleline(&mut text)
                .hint_text(hint)
                .desired_width(360.0);
            if ui.add(edit).labelled_by(label.id).changed() {
                let trimmed = text.trim();
                self.tower_blitz_faces = (!trimmed.is_empty()).then(|| trimmed.to_string());
            }
            ui.end_row();
            if let Err(why) = self.tower_blitz_map() {
                ui.label("");
                ui.label(RichText::new(why).color(super::palette::ERROR));
                ui.end_row();
            }
        });
        ui.horizontal(|ui| {
            ui.label("Dice with a logo for pips have it on the");
            ui.radio_value(&mut self.logo_on, vision::LogoFace::Six, "6 (GW's dice)");
            ui.radio_value(&mut self.logo_on, vision::LogoFace::One, "1");
        });
        ui.checkbox(
            &mut self.block_symbols,
            "Camera reads block dice by their symbols (experimental: always asks you first)",
        );
        ui.checkbox(
            &mut self.simulated_dice,
            "Offer simulated dice (S rolls the prompt's dice for you)",
        );
    }

    /// The dice on the table as the camera needs them: the block numbering (the common one if
    /// the setting does not read, [`Settings::block_faces`]), block symbols, the logo's face.
    pub fn tray_dice(&self) -> TrayDice {
        TrayDice {
            mapping: self.block_faces().unwrap_or_default(),
            block_symbols: self.block_symbols,
            logo_on: self.logo_on,
        }
    }

    /// The block-die numbering for the camera, or why the setting does not read.
    pub fn block_faces(&self) -> Result<vision::BlockMapping, String> {
        match &self.block_mapping {
            None => Ok(vision::BlockMapping::default()),
            Some(text) => vision::BlockMapping::parse(text)
                .map_err(|e| format!("Block die as a D6: {e}; the common numbering is used")),
        }
    }
}

impl Settings {
    /// The tower's block faces in a Blitz Bowl match (002:L554-L574): the setting, else the
    /// data's `[block_die]` numbering; `Err` says why the setting does not read.
    pub fn tower_blitz_map(&self) -> Result<BlitzBlockMap, String> {
        match &self.tower_blitz_faces {
            None => BlitzBlockMap::builtin(),
            Some(text) => BlitzBlockMap::parse(text).map_err(|e| {
                format!("Tower block faces (Blitz Bowl): {e}; the data's numbering is used")
            }),
        }
    }

    /// The map the tower's block faces are read by: the setting if it reads, else the data's.
    pub fn tower_blitz_map_or_data(&self) -> Option<BlitzBlockMap> {
        self.tower_blitz_map()
            .or_else(|_| BlitzBlockMap::builtin())
            .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_wins_over_saved_paths() {
        let saved = Settings {
            database: Some("saved.sqlite3".into()),
            tower_port: Some("/dev/ttyACM1".into()),
            ..Settings::default()
        };
        assert_eq!(
            saved.database_for(Some("cli.sqlite3".into())),
            Some(PathBuf::from("cli.sqlite3"))
        );
        assert_eq!(
            saved.database_for(None),
            Some(PathBuf::from("saved.sqlite3"))
        );
        assert_eq!(saved.tower_for(None), Some(PathBuf::from("/dev/ttyACM1")));
        assert_eq!(Settings::default().database_for(None), None);
    }

    #[test]
    fn settings_round_trip_and_old_files_missing_fields_still_load() {
        let settings = Settings {
            database: Some("a b/n.sqlite3".into()),
            tower_port: None,
            camera: Some("photos".into()),
            new_match_options: [
                true, false, true, false, false, true, false, true, true, false,
            ],
            simulated_dice: true,
            block_mapping: Some("BD,AD,P,P,DS,DD".into()),
            block_symbols: true,
            logo_on: vision::LogoFace::One,
            turn_clock: true,
            tower_blitz_faces: Some("miss, kerrunch, shove, shove, tackle, smash".into()),
        };
        let text = serde_json::to_string(&settings).expect("serialises");
        let back: Settings = serde_json::from_str(&text).expect("reads back");
        assert_eq!(back, settings);
        let old: Settings = serde_json::from_str(r#"{"database":"x.sqlite3"}"#).expect("reads");
        assert_eq!(old.database, Some(PathBuf::from("x.sqlite3")));
        assert_eq!(old.new_match_options, [false; RULESET_OPTIONS.len()]);
        // Saved before the stadium and referee options: the five ticks kept by place.
        let five: Settings =
            serde_json::from_str(r#"{"new_match_options":[false,false,false,true,false]}"#)
                .expect("reads");
        assert_eq!(
            five.new_match_options,
            [
                false, false, false, true, false, false, false, false, false, false
            ]
        );
        assert!(!old.block_symbols, "symbols are off unless chosen");
        assert!(!old.simulated_dice);
        assert_eq!(
            old.logo_on,
            vision::LogoFace::Six,
            "GW's dice unless chosen"
        );
        assert_eq!(old.tray_dice().logo_on, vision::LogoFace::Six);
    }

    #[test]
    fn a_block_mapping_that_does_not_read_says_why_and_the_common_one_is_used() {
        let mut s = Settings {
            block_mapping: Some("AD,AD,AD".into()),
            ..Settings::default()
        };
        assert!(s.block_faces().is_err());
        s.block_mapping = Some("DD,BD,P,P,DS,AD".into());
        let faces = s.block_faces().expect("reads");
        assert_eq!(faces.face(1), Some(rules::BlockFace::DefenderDown));
    }

    #[test]
    fn tower_blitz_faces_default_to_the_data_and_a_bad_setting_says_why_002_l1103() {
        let mut s = Settings::default();
        let data = s.tower_blitz_map().expect("the data's numbering");
        // The data's [block_die]: 1 Smash, 2 Kerrunch!, 3-4 Shove, 5 Tackle, 6 Miss.
        assert_eq!(data.face(1), Some(tables::BlitzFace::Smash));
        assert_eq!(data.face(6), Some(tables::BlitzFace::Miss));
        s.tower_blitz_faces = Some("smash, smash, shove, shove, tackle, miss".into());
        assert!(s.tower_blitz_map().is_err_and(|e| e.contains("Kerrunch!")));
        assert_eq!(s.tower_blitz_map_or_data(), Some(data));
        s.tower_blitz_faces = Some("miss, kerrunch, shove, shove, tackle, smash".into());
        assert_eq!(
            s.tower_blitz_map().expect("reads").face(1),
            Some(tables::BlitzFace::Miss)
        );
    }
}
