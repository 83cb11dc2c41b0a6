//! The players' skills the engine does not rule (or rules only in part), listed above the
//! prompt so the referee applies them by hand: a skill is never ignored in silence.

use egui::RichText;

use super::palette;

/// The list's heading, with how many there are.
pub fn heading(count: usize) -> String {
    format!("Not ruled by Nuffle, apply by hand: {count} skills")
}

/// Draws the list for `game`, when it has any.
pub fn show(ui: &mut egui::Ui, game: &rules::Match) {
    let unruled = game.unruled_skills();
    if unruled.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(RichText::new(heading(unruled.len())).color(palette::ERROR))
        .id_salt("unruled-skills")
        .show(ui, |ui| {
            for (player, skill, why) in &unruled {
                let label = game
                    .state()
                    .player(*player)
                    .map_or_else(|| player.to_string(), |p| p.label());
                ui.label(RichText::new(format!("{label}: {skill}: {why}")).small());
            }
        });
}
