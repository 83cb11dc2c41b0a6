//! What the match waits for, in words, and the controls to answer it: big buttons for each
//! die's faces (keys 1-6 fill the next six-sided die, Enter applies), and a button for each
//! decision that is not a square on the pitch (those are chosen by clicking the pitch).

use egui::{RichText, Vec2};
use rules::{BlockFace, DiceRoll, Die, DieKind, Input, Match, PlayerId, Prompt, RollRequest};

use super::words;

/// The dice keyed so far for the roll on screen.
#[derive(Debug, Default)]
pub struct DiceEntry {
    request: Option<RollRequest>,
    faces: Vec<Option<Die>>,
}

impl DiceEntry {
    fn follow(&mut self, request: &RollRequest) {
        if self.request.as_ref() != Some(request) {
            self.request = Some(request.clone());
            self.faces = vec![None; request.dice.len()];
        }
    }

    /// Keys a face into the first empty slot that can show it.
    fn key(&mut self, kinds: &[DieKind], value: u8) {
        for (slot, kind) in self.faces.iter_mut().zip(kinds) {
            if slot.is_none() {
                let die = match kind {
                    DieKind::D6 => Die::D6(value),
                    DieKind::D8 => Die::D8(value),
                    DieKind::D16 => Die::D16(value),
                    DieKind::Block => match BlockFace::from_number(value) {
                        Some(face) => Die::Block(face),
                        None => return,
                    },
                };
                if die.is_valid() {
                    *slot = Some(die);
                }
                return;
            }
        }
    }

    fn complete(&self) -> Option<Vec<Die>> {
        self.faces.iter().copied().collect()
    }
}

/// Shows the prompt; returns the input the referee gave, if any this frame. `selected` is the
/// player picked to place or move: players to pick are listed when a decision needs one.
pub fn show(
    ui: &mut egui::Ui,
    game: &Match,
    entry: &mut DiceEntry,
    selected: &mut Option<PlayerId>,
) -> Option<Input> {
    match game.prompt() {
        Prompt::Roll(request) => roll(ui, game, &request, entry),
        Prompt::Decision(request) => {
            ui.label(
                RichText::new(format!(
                    "{} decides",
                    words::team(game.state(), request.side)
                ))
                .strong()
                .size(18.0),
            );
            ui.label(words::plain(&request.about));
            let state = game.state();
            let on_pitch = request
                .every()
                .filter(|d| words::square(state, d).is_some())
                .count();
            let mut movers: Vec<PlayerId> =
                request.every().filter_map(|d| words::mover(&d)).collect();
            movers.sort();
            movers.dedup();
            if !movers.is_empty() {
                ui.label("Pick a player (or click him on the pitch), then click a lit square:");
                ui.horizontal_wrapped(|ui| {
                    for id in movers {
                        let text = words::plain(&words::player(state, id));
                        if ui.selectable_label(*selected == Some(id), text).clicked() {
                            *selected = Some(id);
                        }
                    }
                });
            } else if on_pitch > 0 {
                ui.label(
                    RichText::new(format!(
                        "Click a lit square on the pitch ({on_pitch} choices there), or:"
                    ))
                    .weak(),
                );
            }
            let mut chosen = None;
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .id_salt("options")
                .show(ui, |ui| {
                    // Placings all have a square: the buttons are the listed options.
                    for option in request
                        .options
                        .iter()
                        .filter(|d| words::square(state, d).is_none())
                    {
                        if ui
                            .button(words::plain(&words::label(state, option)))
                            .clicked()
                        {
                            chosen = Some(Input::Decide(*option));
                        }
                    }
                });
            chosen
        }
        Prompt::MatchOver { result } => {
            ui.label(RichText::new("Final whistle").strong().size(18.0));
            ui.label(words::plain(&result));
            None
        }
    }
}

fn roll(
    ui: &mut egui::Ui,
    game: &Match,
    request: &RollRequest,
    entry: &mut DiceEntry,
) -> Option<Input> {
    entry.follow(request);
    let team = words::team(game.state(), request.side);
    ui.label(
        RichText::new(format!("{team} rolls: {}", request.roll))
            .strong()
            .size(18.0),
    );
    ui.label(words::plain(&request.purpose));
    if let Some(needs) = request.needs {
        ui.label(RichText::new(format!("Needs {needs}+")).strong());
    }
    for m in &request.modifiers {
        ui.label(words::plain(&format!("{:+} {}", m.value, m.name)));
    }
    if !request.rerolls.is_empty() {
        ui.label(RichText::new("A re-roll can be used if it fails").weak());
    }
    // Keys 1-9 key the next die; Enter applies a complete roll.
    let typed: Vec<u8> = ui.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Text(t) => t
                    .chars()
                    .next()
                    .and_then(|c| c.to_digit(10))
                    .map(|d| d as u8),
                _ => None,
            })
            .collect()
    });
    for value in typed {
        entry.key(&request.dice, value);
    }
    // Blitz Bowl's Block Dice come as D6s read by the data's numbering: their buttons are the
    // faces (002:L1103).
    let blitz_faces = blitz_block_faces(game, request);
    for (k, kind) in request.dice.iter().enumerate() {
        if let Some(numbering) = &blitz_faces {
            blitz_block_buttons(ui, k, numbering, entry);
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("Die {} ({}):", k + 1, kind.name()));
            let faces: Vec<Die> = match kind {
                DieKind::D6 => (1..=6).map(Die::D6).collect(),
                DieKind::D8 => (1..=8).map(Die::D8).collect(),
                DieKind::D16 => (1..=16).map(Die::D16).collect(),
                DieKind::Block => [
                    BlockFace::AttackerDown,
                    BlockFace::BothDown,
                    BlockFace::Pushed,
                    BlockFace::DefenderStumbles,
                    BlockFace::DefenderDown,
                ]
                .into_iter()
                .map(Die::Block)
                .collect(),
            };
            for face in faces {
                let picked = entry.faces.get(k).copied().flatten() == Some(face);
                let clicked = match face {
                    // A block face: its symbol above its name, like the die.
                    Die::Block(block) => {
                        let text = RichText::new(format!("\n\n{}", block.name())).size(11.0);
                        let response = ui.add(
                            egui::Button::new(text)
                                .selected(picked)
                                .min_size(Vec2::new(64.0, 56.0)),
                        );
                        response.widget_info(|| {
                            egui::WidgetInfo::selected(
                                egui::Role::Button,
                                true,
                                picked,
                                block.name(),
                            )
                        });
                        let icon = egui::Rect::from_min_size(
                            response.rect.min + Vec2::new(0.0, 2.0),
                            Vec2::new(response.rect.width(), 30.0),
                        );
                        super::block_die::paint(ui.painter(), icon, block, super::palette::CHALK);
                        response.clicked()
                    }
                    _ => {
                        let text = RichText::new(face.to_string()).size(20.0);
                        let button = egui::Button::new(text)
                            .selected(picked)
                            .min_size(Vec2::new(36.0, 36.0));
                        ui.add(button).clicked()
                    }
                };
                if clicked && let Some(slot) = entry.faces.get_mut(k) {
                    *slot = Some(face);
                }
            }
        });
    }
    let complete = entry.complete();
    let apply = ui
        .add_enabled(
            complete.is_some(),
            egui::Button::new(RichText::new("Apply dice").size(18.0)),
        )
        .clicked()
        || (complete.is_some() && ui.input(|i| i.key_pressed(egui::Key::Enter)));
    if apply && let Some(dice) = complete {
        entry.request = None;
        return Some(Input::Dice(DiceRoll::manual(dice)));
    }
    None
}

/// The data's block-die numbering when `request` is Blitz Bowl's Block Dice roll (D6s whose
/// numbers the ruleset reads as faces, 002:L550, L1103); `None` for any other roll.
fn blitz_block_faces(game: &Match, request: &RollRequest) -> Option<[tables::BlitzFace; 6]> {
    let rules::ruleset::BlockDicePolicy::BlockValue { faces, .. } = game.state().ruleset.block_dice
    else {
        return None;
    };
    (request.roll == BLITZ_BLOCK_ROLL && request.dice.iter().all(|d| *d == DieKind::D6))
        .then_some(faces)
}

/// The engine's name for Blitz Bowl's Block Dice roll.
const BLITZ_BLOCK_ROLL: &str = "Block Dice";

/// Die `k`'s buttons: each of Blitz Bowl's five faces, its mark above its name; a click keys
/// the first number the data's die gives that face (any number with that face reads the same).
fn blitz_block_buttons(
    ui: &mut egui::Ui,
    k: usize,
    numbering: &[tables::BlitzFace; 6],
    entry: &mut DiceEntry,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("Block Die {}:", k + 1));
        for face in tables::BlitzFace::ALL {
            let Some(number) = numbering.iter().position(|f| *f == face) else {
                continue;
            };
            let die = Die::D6(u8::try_from(number + 1).unwrap_or(1));
            let shown = entry
                .faces
                .get(k)
                .copied()
                .flatten()
                .and_then(|d| d.value());
            let picked = shown
                .and_then(|n| numbering.get(usize::from(n).checked_sub(1)?))
                .is_some_and(|f| *f == face);
            let text = RichText::new(format!("\n\n{}", face.name())).size(11.0);
            let response = ui.add(
                egui::Button::new(text)
                    .selected(picked)
                    .min_size(Vec2::new(64.0, 56.0)),
            );
            response.widget_info(|| {
                egui::WidgetInfo::selected(egui::Role::Button, true, picked, face.name())
            });
            let icon = egui::Rect::from_min_size(
                response.rect.min + Vec2::new(0.0, 2.0),
                Vec2::new(response.rect.width(), 30.0),
            );
            super::block_die::paint_blitz(ui.painter(), icon, face, super::palette::CHALK);
            if response.clicked()
                && let Some(slot) = entry.faces.get_mut(k)
            {
                *slot = Some(die);
            }
        }
    });
}
