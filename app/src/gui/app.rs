//! The window's state and its one frame: trackers on top, the pitch and dugouts in the middle,
//! the recording status at the bottom.

use std::path::PathBuf;

use egui::{Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind};
use rules::pitch::Side;

use super::dugout::{self, DugoutCounts};
use super::palette;
use super::pitch::{self, PitchLayout};
use super::trackers::{self, TeamTrack};
use crate::demo::Demo;

/// Accessible name of the pitch widget (what tests and screen readers find it by).
pub const PITCH_LABEL: &str = "Pitch, 26 by 15 squares";

/// Where the match is being recorded, or why it is not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recording {
    /// The match is recorded in this file, as this match id.
    To { path: PathBuf, match_id: i64 },
    /// No database: the message says why and what to do.
    Failed(String),
}

impl Recording {
    /// Opens the database (`db`, or the platform default) and finds or creates the demo match.
    pub fn open(db: Option<PathBuf>, demo: &Demo) -> Recording {
        let attempt = || -> Result<Recording, ledger::LedgerError> {
            let path = match db {
                Some(path) => path,
                None => ledger::default_database_path()?,
            };
            let ledger = ledger::Ledger::open(&path)?;
            let record = ledger.find_or_create_match(&demo.new_match())?;
            Ok(Recording::To {
                path,
                match_id: record.id,
            })
        };
        attempt()
            .unwrap_or_else(|e| Recording::Failed(format!("{e}. The match is NOT being recorded.")))
    }
}

/// The Nuffle window.
pub struct NuffleApp {
    demo: Demo,
    recording: Recording,
}

impl NuffleApp {
    /// A window on `demo`, recording as `recording` says.
    pub fn new(demo: Demo, recording: Recording) -> NuffleApp {
        NuffleApp { demo, recording }
    }

    /// Draws one frame into `ui` (the whole window).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("trackers").show(ui, |ui| {
            ui.add_space(4.0);
            trackers::show(
                ui,
                &TeamTrack::before_kick_off(&self.demo.home),
                palette::HOME,
            );
            trackers::show(
                ui,
                &TeamTrack::before_kick_off(&self.demo.away),
                palette::AWAY,
            );
            ui.add_space(4.0);
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| match &self.recording {
                Recording::To { path, match_id } => {
                    ui.label(format!("Recording match #{match_id} to {}", path.display()));
                }
                Recording::Failed(why) => {
                    ui.label(RichText::new(why).color(palette::ERROR));
                }
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label(RichText::new("Set-up has not started.").weak());
            self.show_pitch(ui);
        });
    }

    fn show_pitch(&self, ui: &mut egui::Ui) {
        let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, PITCH_LABEL));
        let layout = PitchLayout::fit(response.rect);
        painter.rect_filled(response.rect, 0.0, Color32::from_gray(24));
        pitch::paint(&painter, &layout);
        for (side, team) in [(Side::Home, &self.demo.home), (Side::Away, &self.demo.away)] {
            let counts = DugoutCounts {
                reserves: team.players,
                ..DugoutCounts::default()
            };
            dugout::paint(&painter, layout.dugout_rect(side), &team.name, counts);
        }
        let hovered = response.hover_pos().and_then(|pos| layout.square_at(pos));
        if let Some(square) = hovered {
            let rect = layout.square_rect(square);
            painter.rect_stroke(
                rect,
                0.0,
                Stroke::new(2.0, Color32::YELLOW),
                StrokeKind::Inside,
            );
            painter.text(
                response.rect.left_bottom(),
                Align2::LEFT_BOTTOM,
                describe(square),
                FontId::proportional(14.0),
                palette::CHALK,
            );
        }
    }
}

/// A square in a referee's words: its coordinates and the zones it is in.
pub fn describe(square: rules::Square) -> String {
    let mut zones = Vec::new();
    if let Some(side) = square.end_zone() {
        zones.push(format!("{side:?} End Zone"));
    }
    if let Some(side) = square.line_of_scrimmage() {
        zones.push(format!("{side:?} line of scrimmage"));
    }
    if square.is_wide_zone() {
        zones.push("wide zone".to_string());
    }
    zones.push(format!("{:?} half", square.half()));
    format!("Square {square}: {}", zones.join(", "))
}

impl eframe::App for NuffleApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

#[cfg(test)]
mod tests {
    use super::describe;
    use rules::Square;

    #[test]
    fn a_square_is_described_with_its_zones_000_l143() {
        let los = Square::new(12, 7).map(describe);
        assert_eq!(
            los.as_deref(),
            Some("Square (12, 7): Home line of scrimmage, Home half")
        );
        let corner = Square::new(25, 0).map(describe);
        assert_eq!(
            corner.as_deref(),
            Some("Square (25, 0): Away End Zone, wide zone, Away half")
        );
    }
}
