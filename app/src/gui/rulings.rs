//! The rulings a referee must not miss, as cards: a turnover, an injury, a casualty, a
//! touchdown, a Special Play card played, each with the engine's explanation and its rolls.

use egui::{Color32, Frame, RichText, Stroke};
use rules::{Event, EventKind, InjuryResult};

/// A card's title and colour for an event worth one.
pub fn card_title(event: &Event) -> Option<(String, Color32)> {
    Some(match &event.kind {
        EventKind::Turnover { .. } => ("TURNOVER".into(), Color32::from_rgb(200, 40, 40)),
        EventKind::Injured { result, .. } => (
            match result {
                InjuryResult::Stunned => "INJURY - Stunned",
                InjuryResult::KnockedOut => "INJURY - KO'd",
                InjuryResult::BadlyHurt => "INJURY - Badly Hurt",
                InjuryResult::Casualty => "INJURY - Casualty",
            }
            .into(),
            Color32::from_rgb(200, 120, 0),
        ),
        EventKind::Casualty { result, .. } => (
            format!("CASUALTY - {}", super::words::plain(result)),
            Color32::from_rgb(160, 0, 80),
        ),
        EventKind::Touchdown { .. } => ("TOUCHDOWN".into(), Color32::from_rgb(30, 140, 60)),
        EventKind::CardPlayed { .. } => {
            ("SPECIAL PLAY CARD".into(), Color32::from_rgb(60, 90, 200))
        }
        _ => return None,
    })
}

/// Shows a card for each event of `events` that deserves one; the rolls that led to it come
/// from the events before it.
pub fn show(ui: &mut egui::Ui, events: &[Event]) {
    for (i, event) in events.iter().enumerate() {
        let Some((title, colour)) = card_title(event) else {
            continue;
        };
        Frame::new()
            .stroke(Stroke::new(2.0, colour))
            .inner_margin(8.0)
            .corner_radius(4.0)
            .show(ui, |ui| {
                ui.label(RichText::new(&title).strong().size(20.0).color(colour));
                // The rolls behind it: the roll events just before, then the ruling itself.
                let start = events[..i]
                    .iter()
                    .rposition(|e| {
                        !matches!(
                            e.kind,
                            EventKind::Roll { .. }
                                | EventKind::Reroll { .. }
                                | EventKind::KnockedDown { .. }
                        )
                    })
                    .map_or(0, |p| p + 1);
                for e in &events[start..i] {
                    ui.label(super::words::plain(&e.text));
                }
                ui.label(RichText::new(super::words::plain(&event.text)).strong());
            });
        ui.add_space(4.0);
    }
}
