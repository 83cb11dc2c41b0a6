//! The score, turn and re-roll trackers of each team's dugout (000:L249), shown above the pitch.

use egui::{Color32, RichText};

use super::palette;
use rules::{Edit, Side, TeamState};

/// Turns per half for each team (000:L399-L413).
const TURNS_PER_HALF: u8 = 8;

/// What the trackers show for one team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTrack {
    /// Whose.
    pub side: Side,
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
    pub fn of(side: Side, team: &TeamState) -> TeamTrack {
        TeamTrack {
            side,
            name: team.name.clone(),
            score: team.score,
            turn: (team.turn > 0).then_some(team.turn),
            rerolls: team.rerolls,
        }
    }
}

/// Shows one team's trackers in a row, with the referee's "Correct" menu: the score, the
/// Turn marker and the team re-rolls a step up or down, as on the table's Dugout (000:L249).
/// Returns the correction chosen, an input like any other (logged, undone by Undo).
pub fn show(ui: &mut egui::Ui, track: &TeamTrack, colour: Color32) -> Option<Edit> {
    let mut chosen = None;
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
        ui.separator();
        ui.menu_button(format!("Correct {}", track.name), |ui| {
            chosen = corrections(ui, track);
            if chosen.is_some() {
                ui.close();
            }
        })
        .response
        .on_hover_text("The referee's correction of this team's score, Turn marker or re-rolls");
    });
    chosen
}

/// The menu's buttons: each counter one step up, and down while above 0.
fn corrections(ui: &mut egui::Ui, track: &TeamTrack) -> Option<Edit> {
    let side = track.side;
    let (score, turn, rerolls) = (track.score, track.turn.unwrap_or(0), track.rerolls);
    let mut chosen = None;
    let mut offer = |ui: &mut egui::Ui, text: String, edit: Edit| {
        if ui.button(text).clicked() {
            chosen = Some(edit);
        }
    };
    offer(
        ui,
        format!("Score {score} to {}", score.saturating_add(1)),
        Edit::SetScore {
            side,
            score: score.saturating_add(1),
        },
    );
    if let Some(less) = score.checked_sub(1) {
        offer(
            ui,
            format!("Score {score} to {less}"),
            Edit::SetScore { side, score: less },
        );
    }
    if turn < TURNS_PER_HALF {
        offer(
            ui,
            format!("Turn marker {turn} to {}", turn + 1),
            Edit::SetTurn {
                side,
                turn: turn + 1,
            },
        );
    }
    if let Some(less) = turn.checked_sub(1) {
        offer(
            ui,
            format!("Turn marker {turn} to {less}"),
            Edit::SetTurn { side, turn: less },
        );
    }
    offer(
        ui,
        format!("Team re-rolls {rerolls} to {}", rerolls.saturating_add(1)),
        Edit::SetRerolls {
            side,
            rerolls: rerolls.saturating_add(1),
        },
    );
    if let Some(less) = rerolls.checked_sub(1) {
        offer(
            ui,
            format!("Team re-rolls {rerolls} to {less}"),
            Edit::SetRerolls {
                side,
                rerolls: less,
            },
        );
    }
    chosen
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
