//! The new-match form's look at the two teams before the match starts: each team's line-up
//! (number, name, position, characteristics, skills; a Bugman's League Cup team's Star Players
//! among them, "Star Player"), its team re-rolls and its staff (a cup team's Hunchbacked
//! Henchman, Halfling Master Chef and Goblin Bribery Agent too), as the match would field them.

use egui::{Grid, RichText};
use rules::{Inducement, TeamSetup};

use super::team_choice::Offered;

/// The heading over one team's preview.
pub fn heading(team: &TeamSetup) -> String {
    format!("{}: the line-up", team.name)
}

/// The team's re-rolls and staff in a line; `cup`: a Bugman's League Cup team, whose `igor`
/// is its Hunchbacked Henchman (001:L499-L501) and whose Master Chef and Bribery Agent are
/// staff (001:L503-L511).
pub fn staff_words(team: &TeamSetup, cup: bool) -> String {
    let mut parts = vec![format!("Team re-rolls {}", team.rerolls)];
    parts.push(match team.apothecaries {
        0 => "no Apothecary".to_string(),
        1 => "an Apothecary".to_string(),
        n => format!("{n} Apothecaries (with Wandering Apothecaries)"),
    });
    parts.push(
        match (cup, team.igor) {
            (true, true) => "a Hunchbacked Henchman",
            (true, false) => "no Hunchbacked Henchman",
            (false, true) => "an Igor",
            (false, false) => "no Igor",
        }
        .to_string(),
    );
    let bought = &team.inducements.bought;
    if bought.get(Inducement::HalflingMasterChef) > 0 {
        parts.push("a Halfling Master Chef".to_string());
    }
    match (cup, bought.get(Inducement::Bribes)) {
        (_, 0) => {}
        (true, 1) => parts.push("a Goblin Bribery Agent (one Bribe)".to_string()),
        (_, n) => parts.push(format!("Bribes {n}")),
    }
    if team.assistant_coaches > 0 {
        parts.push(format!("Assistant Coaches {}", team.assistant_coaches));
    }
    if team.cheerleaders > 0 {
        parts.push(format!("Cheerleaders {}", team.cheerleaders));
    }
    parts.push(format!("Fan Factor {}", team.fan_factor));
    parts.join(", ")
}

/// A skill's name as the rulebook writes it (its id when the rulebook does not know it).
fn skill_name(id: &str) -> String {
    tables::builtin()
        .ok()
        .and_then(|book| book.skill(id).ok().map(|s| s.name.clone()))
        .unwrap_or_else(|| id.to_string())
}

/// How wide the two line-ups need to be to sit beside the form.
const BESIDE_WIDTH: f32 = 560.0;

/// Draws both teams picked, side by side, to the right of the new-match form (`form`, its
/// grid) and no taller than it, so the form, its button and the match list below keep their
/// places; below the form when the window is too narrow for that. The line-ups scroll.
pub fn beside(ui: &mut egui::Ui, form: egui::Rect, picked: Option<(&Offered, &Offered)>) {
    let Some((home, away)) = picked else {
        return;
    };
    let left = form.right() + 24.0;
    let right = ui.max_rect().right();
    if right - left < BESIDE_WIDTH {
        ui.add_space(8.0);
        both(ui, home, away, 320.0);
        return;
    }
    let height = (ui.cursor().top() - form.top()).max(200.0);
    let area = egui::Rect::from_min_max(
        egui::pos2(left, form.top()),
        egui::pos2(right, form.top() + height),
    );
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(area));
    both(&mut child, home, away, height);
    // The page is as wide as the line-ups: a scroll area around it keeps its bar clear of them.
    let bottom = child.min_rect().bottom().min(area.bottom());
    ui.expand_to_include_rect(egui::Rect::from_min_max(
        area.min,
        egui::pos2(area.right(), bottom),
    ));
}

fn both(ui: &mut egui::Ui, home: &Offered, away: &Offered, height: f32) {
    egui::ScrollArea::vertical()
        .id_salt("line-ups")
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.columns(2, |columns| {
                for (ui, team) in columns.iter_mut().zip([home, away]) {
                    one(ui, team);
                }
            });
        });
}

fn one(ui: &mut egui::Ui, offered: &Offered) {
    let team = match &offered.setup {
        Ok(team) => team,
        Err(why) => {
            ui.label(
                RichText::new(format!("{} cannot take the field: {why}", offered.label))
                    .color(super::palette::ERROR),
            );
            return;
        }
    };
    ui.label(RichText::new(heading(team)).strong());
    ui.label(staff_words(team, offered.cup));
    Grid::new(("preview", &team.name))
        .striped(true)
        .num_columns(5)
        .show(ui, |ui| {
            for h in ["#", "Name", "Position", "MA ST AG AV", "Skills"] {
                ui.label(RichText::new(h).small().strong());
            }
            ui.end_row();
            for p in &team.players {
                ui.label(p.number.to_string());
                ui.label(&p.name);
                ui.label(&p.position);
                ui.label(format!("{} {} {} {}", p.ma, p.st, p.ag, p.av));
                let skills: Vec<String> = p.skills.iter().map(|s| skill_name(s)).collect();
                ui.add(egui::Label::new(RichText::new(skills.join(", ")).small()).wrap());
                ui.end_row();
            }
        });
}
