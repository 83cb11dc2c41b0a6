//! What the window says about where the match is recorded, above the prompt: a match open
//! read-only because another window records it (and the button that takes it over once that
//! one is closed), a log that stops replaying (and the button that sets the bad input
//! aside), a match that moved on in another window (and the button that reloads it), and a
//! match played without recording.

use egui::RichText;

use super::palette;
use super::session::Session;
use super::words;

/// A recording action the referee asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordingAction {
    /// Take over the match open read-only here.
    TakeOver,
    /// Read the match again from the database.
    Reload,
    /// Set aside the input at which the log stops replaying.
    SetAside,
}

/// The words on the take-over button.
pub const TAKE_OVER: &str = "Take the match over";
/// The words on the reload button.
pub const RELOAD: &str = "Reload the match";

/// Draws the recording banners; returns the action asked for, if any.
pub fn show(ui: &mut egui::Ui, session: &Session) -> Option<RecordingAction> {
    let mut action = None;
    if let Err(why) = session.recording() {
        ui.label(
            RichText::new("NOT RECORDED: this match is played in memory only")
                .strong()
                .color(palette::ERROR),
        );
        ui.label(
            RichText::new(words::plain(why))
                .small()
                .color(palette::ERROR),
        );
        ui.separator();
    }
    if let Some(holder) = session.read_only() {
        ui.label(
            RichText::new(format!(
                "READ-ONLY: this match is being recorded by {holder}. This window follows it \
                 and takes no input."
            ))
            .strong()
            .color(palette::ERROR),
        );
        let free = session.can_take_over();
        let button = ui.add_enabled(free, egui::Button::new(TAKE_OVER));
        if !free {
            ui.label(
                RichText::new("It can be taken over once the other window is closed.").small(),
            );
        }
        if button.clicked() {
            action = Some(RecordingAction::TakeOver);
        }
        ui.separator();
    }
    if let Some(broken) = session.broken() {
        ui.label(
            RichText::new(format!(
                "The log of match #{} stops replaying at input {}",
                broken.match_id, broken.seq
            ))
            .strong()
            .color(palette::ERROR),
        );
        ui.label(RichText::new(words::plain(&broken.to_string())).small());
        if session.read_only().is_none()
            && ui
                .button(format!("Set input {} aside and go on", broken.seq))
                .clicked()
        {
            action = Some(RecordingAction::SetAside);
        }
        ui.separator();
    }
    if session.moved_on() && ui.button(RELOAD).clicked() {
        action = Some(RecordingAction::Reload);
    }
    action
}

/// Carries out `action` on the session.
pub fn apply(session: &mut Session, action: RecordingAction) -> bool {
    match action {
        RecordingAction::TakeOver => session.take_over(),
        RecordingAction::Reload => session.reload(),
        RecordingAction::SetAside => session.set_aside(),
    }
}
