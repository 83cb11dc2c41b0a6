//! The score, turn and re-roll trackers of each team's dugout (000:L249), shown above the pitch.

use egui::{Color32, RichText};

use super::palette;
use rules::TeamState;

/// Turns per half for each team (000:L399-L413).
const TURNS_PER_HALF: u8 = 8;

/// What the trackers show for one team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTrack {
    /// Team name.
    pub name: String,
    /// Touchdowns scored.
    pub score: u8,
    /// The team's current turn (1-8), `None` before the first kick-off.
    pub turn: Option<u8>,
    /// Team re-rolls left.
    pub rerolls: u8,
}

impl TeamTrack {
    /// A team's counters as the match stands (no turn marker before its first turn).
    pub fn of(team: &TeamState) -> TeamTrack {
        TeamTrack {
            name: team.name.clone(),
            score: team.score,
            turn: (team.turn > 0).then_some(team.turn),
            rerolls: team.rerolls,
        }
    }
}

/// Shows one team's trackers in a row.
pub fn show(ui: &mut egui::Ui, track: &TeamTrack, colour: Color32) {
    ui.horizontal(|ui| {
        chip(ui, colour);
        ui.label(RichText::new(&track.name).strong().size(18.0));
        ui.separator();
        ui.label(RichText::new(format!("Score {}", track.score)).size(18.0));
        ui.separator();
        ui.label("Turn");
        for turn in 1..=TURNS_PER_HALF {
            let current = track.turn == Some(turn);
            let text = RichText::new(turn.to_string()).monospace();
            let text = if current {
                text.strong().background_color(colour).color(Color32::WHITE)
            } else {
                text.weak()
            };
            ui.label(text);
        }
        ui.separator();
        ui.label(format!("Re-rolls {}", track.rerolls));
        for _ in 0..track.rerolls {
            pip(ui);
        }
    });
}

/// A square of the team's colour. Painted, not a text glyph: the default fonts have no "■".
fn chip(ui: &mut egui::Ui, colour: Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 2.0, colour);
}

/// One team re-roll counter.
fn pip(ui: &mut egui::Ui) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), 5.0, palette::CHALK);
}
