//! Correcting an earlier roll: the match's dice inputs, newest first; pick one, set the dice as
//! they really fell, and the engine re-judges the match from there (the log keeps both).

use egui::RichText;
use rules::{BlockFace, Die, DieKind};

use super::session::Session;

const BLOCK_FACES: [BlockFace; 5] = [
    BlockFace::AttackerDown,
    BlockFace::BothDown,
    BlockFace::Pushed,
    BlockFace::DefenderStumbles,
    BlockFace::DefenderDown,
];

/// The roll being corrected: its log number and the dice as set so far.
#[derive(Debug, Default)]
pub struct CorrectionForm {
    editing: Option<(i64, Vec<Die>)>,
    /// A correction was just made: the section closes (the log shows it).
    close: bool,
}

impl CorrectionForm {
    /// The correction chosen was made (`done`): the section closes, the log showing it; or
    /// refused: it stays open, the refusal above it, to try again.
    pub fn settled(&mut self, done: bool) {
        self.close = done;
    }
}

/// The faces a die of `kind` may show.
fn faces(kind: DieKind) -> Vec<Die> {
    match kind {
        DieKind::D6 => (1..=6).map(Die::D6).collect(),
        DieKind::D8 => (1..=8).map(Die::D8).collect(),
        DieKind::D16 => (1..=16).map(Die::D16).collect(),
        DieKind::Block => BLOCK_FACES.into_iter().map(Die::Block).collect(),
    }
}

fn face_text(die: Die) -> String {
    match die {
        Die::Block(face) => face.name().to_string(),
        other => other.value().map_or_else(String::new, |v| v.to_string()),
    }
}

/// Draws the list (inside a collapsed section); returns the correction to make.
pub fn show(
    ui: &mut egui::Ui,
    session: &mut Session,
    form: &mut CorrectionForm,
) -> Option<(i64, Vec<Die>)> {
    let mut chosen = None;
    egui::CollapsingHeader::new("Correct an earlier roll")
        .id_salt("corrections")
        .open(std::mem::take(&mut form.close).then_some(false))
        .show(ui, |ui| {
            if session.recording().is_err() {
                ui.label("Corrections need the match database.");
                return;
            }
            if let Some((seq, dice)) = &mut form.editing {
                ui.label(RichText::new(format!("Input {seq}: the dice as they fell")).strong());
                for die in dice.iter_mut() {
                    ui.horizontal_wrapped(|ui| {
                        for face in faces(die.kind()) {
                            if ui.selectable_label(*die == face, face_text(face)).clicked() {
                                *die = face;
                            }
                        }
                    });
                }
                let (apply, cancel) = ui
                    .horizontal(|ui| {
                        (
                            ui.button("Apply the correction").clicked(),
                            ui.button("Cancel").clicked(),
                        )
                    })
                    .inner;
                if apply {
                    chosen = Some((*seq, dice.clone()));
                }
                if cancel {
                    form.editing = None;
                }
                return;
            }
            let rolls = session.rolls().to_vec();
            if rolls.is_empty() {
                ui.label("No dice entered yet.");
            }
            egui::ScrollArea::vertical()
                .id_salt("rolls")
                .auto_shrink([false, true])
                .max_height(160.0)
                .show(ui, |ui| {
                    for roll in rolls.iter().take(40) {
                        ui.horizontal(|ui| {
                            let shown: Vec<String> =
                                roll.dice.iter().map(|d| face_text(*d)).collect();
                            if ui.small_button(format!("Correct {}", roll.seq)).clicked() {
                                form.editing = Some((roll.seq, roll.dice.clone()));
                            }
                            ui.add(
                                egui::Label::new(
                                    RichText::new(format!(
                                        "{}: {}",
                                        shown.join("+"),
                                        super::words::plain(&roll.what)
                                    ))
                                    .small(),
                                )
                                .wrap(),
                            );
                        });
                    }
                });
        });
    if chosen.is_some() {
        form.editing = None;
    }
    chosen
}
