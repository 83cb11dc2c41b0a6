//! The set-up part of the prompt (000:L374-L381): "Set-up done" first, always in view; the
//! next player to place, so a click on a lit square places him with no pick; the team's
//! formations ("As last drive" and the saved ones, each one click) and saving the one on the
//! pitch; the placed players, each a small "Take #N back" button. Also the set-up's drags: a
//! player from the team's dugout onto a lit square, or a placed model to another square.
//!
//! Every placing is the engine's own set-up decision, judged by it one by one: a formation is
//! a sequence of them, which stops at the first the engine refuses, with its reason.

use egui::{RichText, Stroke};
use ledger::{Formation, FormationPlace, Ledger};
use rules::pitch::Side;
use rules::{Decision, DecisionKind, DecisionRequest, Input, Match, PlayerId, Prompt};

use super::formation;
use super::pitch::PitchLayout;
use super::session::Session;
use super::words;

/// The button that ends the team's set-up.
pub const DONE: &str = "Set-up done";
/// The button that sets the team up as at the previous kick-off.
pub const AS_LAST_DRIVE: &str = "As last drive";
/// The field for the name of the formation to save.
pub const FORMATION_NAME: &str = "Name:";
/// The button that saves the formation on the pitch under the name typed beside it.
pub const SAVE: &str = "Save this formation";

/// The set-up's request, when the match waits for a team to set up.
pub fn request(prompt: &Prompt) -> Option<&DecisionRequest> {
    match prompt {
        Prompt::Decision(d) if d.kind == DecisionKind::SetUp => Some(d),
        _ => None,
    }
}

/// The player a click on a lit square places when nobody is picked: the lowest shirt number
/// of those who may still be set up (the first of the prompt's list).
pub fn next_player(prompt: &Prompt) -> Option<PlayerId> {
    request(prompt)?.placings.players.iter().min().copied()
}

/// The saved formations of one team, as last read.
struct Saved {
    team: String,
    roster: String,
    formations: Vec<Formation>,
}

/// The set-up prompt's state between frames.
#[derive(Default)]
pub struct SetupPanel {
    /// The name typed for the formation to save.
    name: String,
    saved: Option<Saved>,
    /// "As last drive": for the match as it was at this many changes ([`Session::changes`])
    /// and this team, its squares.
    last: Option<(u64, Side, Option<Vec<FormationPlace>>)>,
    /// Why "Set-up done" is not allowed yet, for the match at this many changes.
    not_done: Option<(u64, String)>,
    /// What the last formation left out, or what was saved.
    note: Option<String>,
    /// Decisions still to apply, in order (a formation, a drag that moves a placed model).
    queue: Vec<Input>,
    /// The player being dragged at set-up.
    dragging: Option<PlayerId>,
}

impl SetupPanel {
    /// Draws the set-up prompt, when the match waits for one; returns the one input the
    /// referee gave this frame. `None` when the match waits for something else (the rest of
    /// the prompt panel answers it).
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        selected: &mut Option<PlayerId>,
    ) -> Option<Option<Input>> {
        let game = session.game();
        let prompt = game.prompt();
        let Some(request) = request(&prompt) else {
            // What a formation left out is said until the set-up is over.
            self.note = None;
            return None;
        };
        let state = game.state();
        let side = request.side;
        let team = state.team(side).name.clone();
        let mut chosen = None;
        ui.label(RichText::new(format!("{team} sets up")).strong().size(18.0));
        ui.label(RichText::new(words::plain(&request.about)).small());
        // "Set-up done" first, so no list pushes it out of view.
        let done = request.options.contains(&Decision::EndSetup);
        let button = egui::Button::new(RichText::new(DONE).size(18.0));
        if ui.add_enabled(done, button).clicked() {
            chosen = Some(Input::Decide(Decision::EndSetup));
        }
        if !done {
            let why = self.why_not_done(game, session.changes());
            ui.label(RichText::new(words::plain(why)).small().weak());
        }
        // Who a click on a lit square places.
        let mut movers = request.placings.players.clone();
        movers.sort();
        let next = selected
            .filter(|p| movers.contains(p))
            .or(movers.first().copied());
        if let Some(next) = next {
            ui.label(format!(
                "Next: {}. Click a lit square (or drag from the dugout), or pick another:",
                words::plain(&words::player(state, next))
            ));
            egui::ScrollArea::vertical()
                .max_height(84.0)
                .id_salt("setup-players")
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for id in &movers {
                            let text = words::plain(&words::player(state, *id));
                            if ui.selectable_label(*selected == Some(*id), text).clicked() {
                                *selected = Some(*id);
                            }
                        }
                    });
                });
        }
        self.formations(ui, session, side, &team);
        let placed: Vec<&Decision> = request
            .options
            .iter()
            .filter(|d| matches!(d, Decision::Withdraw { .. }))
            .collect();
        if !placed.is_empty() {
            ui.label(RichText::new("On the pitch (click one to take him back):").small());
            egui::ScrollArea::vertical()
                .max_height(64.0)
                .id_salt("setup-placed")
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for d in placed {
                            let Decision::Withdraw { player } = d else {
                                continue;
                            };
                            let button = ui
                                .small_button(format!("Take #{} back", player.number))
                                .on_hover_text(words::plain(&words::label(state, d)));
                            if button.clicked() {
                                chosen = Some(Input::Decide(*d));
                            }
                        }
                    });
                });
        }
        // Anything else the set-up allows (conceding when the line cannot be filled).
        for option in request.options.iter().filter(|d| {
            !matches!(d, Decision::EndSetup | Decision::Withdraw { .. })
                && words::square(state, d).is_none()
        }) {
            if ui
                .button(words::plain(&words::label(state, option)))
                .clicked()
            {
                chosen = Some(Input::Decide(*option));
            }
        }
        Some(chosen)
    }

    /// Why "Set-up done" is refused now, in the engine's words (asked once per input).
    fn why_not_done(&mut self, game: &Match, changes: u64) -> &str {
        if self.not_done.as_ref().is_none_or(|(n, _)| *n != changes) {
            let mut trial = game.clone();
            trial.set_worded(false);
            let why = match trial.apply(Input::Decide(Decision::EndSetup)) {
                Ok(_) => String::new(),
                Err(refused) => format!("Not yet: {refused}"),
            };
            self.not_done = Some((changes, why));
        }
        self.not_done.as_ref().map_or("", |(_, why)| why.as_str())
    }

    /// The formation buttons: as last drive, each saved one, and saving the one on the pitch.
    fn formations(&mut self, ui: &mut egui::Ui, session: &Session, side: Side, team: &str) {
        let game = session.game();
        let ledger = session.ledger();
        let roster = game.setup().team(side).roster.clone();
        let changes = session.changes();
        if self
            .last
            .as_ref()
            .is_none_or(|(n, s, _)| *n != changes || *s != side)
        {
            self.last = Some((changes, side, formation::last_drive(game, side)));
        }
        let stale = self
            .saved
            .as_ref()
            .is_none_or(|s| s.team != team || s.roster != roster);
        if stale {
            self.read_saved(ledger, team, &roster);
        }
        let mut apply: Option<(String, Vec<FormationPlace>)> = None;
        let mut forget = None;
        ui.horizontal_wrapped(|ui| {
            ui.label("Formations:");
            let last = self.last.as_ref().and_then(|(_, _, l)| l.clone());
            let button = ui
                .add_enabled(last.is_some(), egui::Button::new(AS_LAST_DRIVE))
                .on_hover_text(format!("{team}'s squares at the previous kick-off"))
                .on_disabled_hover_text(format!("{team} has not set up before in this match"));
            if button.clicked()
                && let Some(places) = last
            {
                apply = Some((AS_LAST_DRIVE.to_string(), places));
            }
            for f in self.saved.iter().flat_map(|s| &s.formations) {
                let button = ui.button(&f.name).on_hover_text("Right-click to forget it");
                if button.clicked() {
                    apply = Some((f.name.clone(), f.places.clone()));
                }
                button.context_menu(|ui| {
                    if ui.button(format!("Forget \"{}\"", f.name)).clicked() {
                        forget = Some(f.name.clone());
                        ui.close();
                    }
                });
            }
        });
        let here = formation::current(game.state(), side);
        ui.horizontal(|ui| {
            let label = ui.label(FORMATION_NAME);
            ui.add(
                egui::TextEdit::singleline(&mut self.name)
                    .hint_text("e.g. Wall")
                    .desired_width(120.0),
            )
            .labelled_by(label.id);
            let name = self.name.trim().to_string();
            let can = ledger.is_some() && !name.is_empty() && !here.is_empty();
            let button = ui
                .add_enabled(can, egui::Button::new(SAVE))
                .on_disabled_hover_text(if ledger.is_none() {
                    "Formations are kept in the match database: this match is not recorded"
                } else {
                    "Place some players and type a name"
                });
            if button.clicked()
                && let Some(ledger) = ledger
            {
                self.note = Some(match ledger.save_formation(team, &roster, &name, &here) {
                    Ok(()) => format!("Saved \"{name}\" for {team} ({} players).", here.len()),
                    Err(e) => format!("The formation was not saved: {e}"),
                });
                self.name.clear();
                self.read_saved(Some(ledger), team, &roster);
            }
        });
        if let (Some(name), Some(ledger)) = (forget, ledger) {
            if let Err(e) = ledger.delete_formation(team, &roster, &name) {
                self.note = Some(format!("\"{name}\" was not forgotten: {e}"));
            }
            self.read_saved(Some(ledger), team, &roster);
        }
        if let Some((name, places)) = apply {
            let (inputs, skipped) = formation::plan(game.state(), side, &places);
            self.note = Some(if skipped.is_empty() {
                format!("{name}: every player placed.")
            } else {
                format!("{name}: not placed: {}.", skipped.join("; "))
            });
            self.queue = inputs;
        }
        if let Some(note) = &self.note {
            ui.label(RichText::new(words::plain(note)).small());
        }
    }

    fn read_saved(&mut self, ledger: Option<&Ledger>, team: &str, roster: &str) {
        let formations = match ledger.map(|l| l.formations(team, roster)) {
            Some(Ok(f)) => f,
            Some(Err(e)) => {
                self.note = Some(format!("The saved formations cannot be read: {e}"));
                Vec::new()
            }
            None => Vec::new(),
        };
        self.saved = Some(Saved {
            team: team.to_string(),
            roster: roster.to_string(),
            formations,
        });
    }

    /// A drag at set-up: from the setting-up team's dugout (the picked player, else the next)
    /// or from a placed model of that team, dropped on a square of its half. True when the
    /// match is at a set-up (the pitch's own drag then stays out of it).
    pub fn drag(
        &mut self,
        response: &egui::Response,
        layout: &PitchLayout,
        game: &Match,
        prompt: &Prompt,
        selected: Option<PlayerId>,
        painter: &egui::Painter,
    ) -> bool {
        let Some(request) = request(prompt) else {
            self.dragging = None;
            return false;
        };
        let state = game.state();
        let side = request.side;
        if response.drag_started() {
            let origin = response.ctx.input(|i| i.pointer.press_origin());
            self.dragging = origin.and_then(|pos| {
                if layout.dugout_rect(side).contains(pos) {
                    selected
                        .filter(|p| request.placings.players.contains(p))
                        .or_else(|| next_player(prompt))
                } else {
                    layout
                        .square_at(pos)
                        .and_then(|sq| state.player_at(sq))
                        .filter(|p| p.id.side == side)
                        .map(|p| p.id)
                }
            });
        }
        let Some(dragged) = self.dragging else {
            return true;
        };
        if let Some(pos) = response.hover_pos().filter(|_| response.dragged()) {
            let size = layout.square_size();
            painter.circle_stroke(pos, size * 0.42, Stroke::new(2.0, egui::Color32::WHITE));
            painter.text(
                pos,
                egui::Align2::CENTER_CENTER,
                format!("#{}", dragged.number),
                egui::FontId::proportional(size * 0.35),
                egui::Color32::WHITE,
            );
        }
        if !response.drag_stopped() {
            return true;
        }
        self.dragging = None;
        let Some(to) = response
            .interact_pointer_pos()
            .or_else(|| response.hover_pos())
            .and_then(|pos| layout.square_at(pos))
        else {
            return true;
        };
        let from = state.player(dragged).and_then(|p| p.square());
        self.queue = match from {
            None if request.placings.offers(dragged, to) => vec![Input::Decide(Decision::Place {
                player: dragged,
                square: to,
            })],
            // A placed model moved: taken back, then placed again, both judged by the engine.
            Some(at) if at != to && state.pitch().half(to) == side && !state.is_occupied(to) => {
                vec![
                    Input::Decide(Decision::Withdraw { player: dragged }),
                    Input::Decide(Decision::Place {
                        player: dragged,
                        square: to,
                    }),
                ]
            }
            _ => Vec::new(),
        };
        true
    }

    /// Applies the queued set-up decisions in order, each judged by the engine; the first one
    /// refused stops the rest, and its reason is shown.
    pub fn run(&mut self, session: &mut Session, selected: &mut Option<PlayerId>) {
        if self.queue.is_empty() {
            return;
        }
        *selected = None;
        for input in std::mem::take(&mut self.queue) {
            let what = match &input {
                Input::Decide(d) => words::label(session.game().state(), d),
                _ => String::new(),
            };
            if !session.apply(input) {
                let why = session.refused.take().unwrap_or_default();
                session.refused = Some(format!("stopped at \"{what}\": {why}"));
                return;
            }
        }
    }
}
