//! The league's ruleset options, the teams' inducements and the players' skills the engine
//! does not rule (or rules only in part), listed above the prompt so the referee applies them
//! by hand: none is ever ignored in silence. The setup's own rulings (a Star Player hired by
//! both teams) head the list.

use egui::RichText;

use super::palette;

/// The list's heading, with how many there are.
pub fn heading(count: usize) -> String {
    format!("Not ruled by Nuffle, apply by hand: {count} skills")
}

/// The inducements' heading, with how many there are.
pub fn inducements_heading(count: usize) -> String {
    format!("Not ruled by Nuffle, apply by hand: {count} inducements")
}

/// The options' heading, with how many there are.
pub fn options_heading(count: usize) -> String {
    format!("Not ruled by Nuffle, apply by hand: {count} ruleset options")
}

/// Draws the lists for `game`, when it has any: the ruleset options, the inducements, then
/// the skills.
pub fn show(ui: &mut egui::Ui, game: &rules::Match) {
    // What the setup ruled before any input (a Star Player both teams hired): a ruling, not
    // something to apply by hand, so said plainly, not in the lists' error colour.
    for ruling in game.setup_rulings() {
        ui.label(RichText::new(ruling).small());
    }
    let options = game.unruled_options();
    if !options.is_empty() {
        egui::CollapsingHeader::new(
            RichText::new(options_heading(options.len())).color(palette::ERROR),
        )
        .id_salt("unruled-options")
        .default_open(true)
        .show(ui, |ui| {
            for option in &options {
                ui.label(
                    RichText::new(format!(
                        "{} ({}): {}",
                        option.name, option.source, option.why
                    ))
                    .small(),
                );
            }
        });
    }
    let inducements = game.unruled_inducements();
    if !inducements.is_empty() {
        egui::CollapsingHeader::new(
            RichText::new(inducements_heading(inducements.len())).color(palette::ERROR),
        )
        .id_salt("unruled-inducements")
        .default_open(true)
        .show(ui, |ui| {
            for (side, which, why) in &inducements {
                let team = &game.state().team(*side).name;
                let name = which.name(game.book());
                ui.label(RichText::new(format!("{team}: {name}: {why}")).small());
            }
        });
    }
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
