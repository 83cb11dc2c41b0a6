//! Abandoning a match nobody will finish: asked in the Matches view, confirmed, then marked in
//! the database (kept there with its inputs, out of the match lists and the league).

use egui::RichText;

use super::palette;
use super::session::Session;

/// The confirmation button's words for match `id`.
pub fn confirm_label(id: i64) -> String {
    format!("Yes, abandon match #{id}")
}

/// Asks the referee to confirm abandoning match `id`: `Some(true)` when he does,
/// `Some(false)` when he keeps it, `None` while he has not answered.
pub fn confirm(ui: &mut egui::Ui, id: i64) -> Option<bool> {
    let mut answer = None;
    ui.add_space(8.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(
            RichText::new(format!(
                "Abandon match #{id}? It leaves the match lists and can no longer be resumed; \
                 its inputs and rulings stay in the database, marked abandoned. It counts for \
                 nothing in the league."
            ))
            .color(palette::ERROR),
        );
        ui.horizontal(|ui| {
            if ui.button(confirm_label(id)).clicked() {
                answer = Some(true);
            }
            if ui.button("Keep it").clicked() {
                answer = Some(false);
            }
        });
    });
    answer
}

/// Abandons match `id`: the one on screen through the session (the window then shows its
/// start page), another one in the database when no other window records it. On refusal the
/// reason is in the session's `refused`.
pub fn apply(session: &mut Session, id: i64) -> bool {
    if session.recording().ok().map(|(_, current)| current) == Some(id) {
        return session.abandon();
    }
    let Some(ledger) = session.ledger() else {
        session.refused = Some("only a match recorded in the database can be abandoned".into());
        return false;
    };
    let held = ledger
        .lease_holder(id)
        .ok()
        .flatten()
        .filter(|h| !h.is_gone());
    let done = match held {
        Some(holder) => Err(format!(
            "match #{id} is being recorded by {holder}: abandon it there"
        )),
        None => ledger
            .abandon_match(id, "referee", "abandoned in the window")
            .map_err(|e| format!("match #{id} was not abandoned: {e}")),
    };
    match done {
        Ok(()) => {
            session.refused = None;
            true
        }
        Err(why) => {
            session.refused = Some(why);
            false
        }
    }
}
