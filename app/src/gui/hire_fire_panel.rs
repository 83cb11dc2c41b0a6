//! Hire and Fire in the League view (post-match step 4, 004:L2915-L2926): a league team picked,
//! its Treasury and Team Value, a player of its team list hired, a player fired (asked twice),
//! team re-rolls and staff bought or let go; the free Journeymen taken for the next match
//! (step 5, which the ledger runs again after each change) listed, not fired; and the
//! Journeymen of the last match hired for good (004:L2928-L2933). Each click is one [`Ledger::hire_and_fire`] call,
//! made whole or refused whole with the ledger's words; the plain 2016 rulebook prices them
//! (`nuffle league hire … --rules FILE` reads a league's house rules).

use egui::{Grid, RichText};
use ledger::{Ledger, PlayerRecord, Purchase, RosterChange, Team};

/// The label of the button picking team `name`.
pub fn team_label(name: &str) -> String {
    format!("Hire and Fire for {name}")
}

/// The label of the new player's name field.
pub const NAME_FIELD: &str = "New player's name";

/// The label of the button hiring a `position` player at `cost`.
pub fn hire_label(position: &str, cost: u32) -> String {
    format!("Hire a {position} ({} gold)", ledger::gold(cost))
}

/// The label of the first click firing a player.
pub fn fire_label(number: u8, name: &str) -> String {
    format!("Fire #{number} {name}")
}

/// The label of the second click, which fires him.
pub fn confirm_fire_label(number: u8, name: &str) -> String {
    format!("Yes, fire #{number} {name}: no refund")
}

/// The label of the button hiring back Journeyman `number` at his Rookie cost `cost`.
pub fn hire_journeyman_label(number: u8, cost: u32) -> String {
    format!(
        "Hire Journeyman #{number} for good ({} gold)",
        ledger::gold(cost)
    )
}

/// What the panel keeps between frames.
#[derive(Debug, Default)]
pub struct HireFirePanel {
    /// The team picked, by id.
    team: Option<i64>,
    /// Its active players, read when it is picked and after each change.
    players: Vec<PlayerRecord>,
    /// Its Team Value, read with them.
    team_value: Option<u32>,
    /// The Journeymen of its last recorded match it may hire for good, read with them.
    journeymen: Vec<PlayerRecord>,
    /// The name typed for the next hire.
    name: String,
    /// A player whose Fire button was clicked once: the next click fires him.
    firing: Option<u8>,
    /// What the last change came to, or why it was refused.
    said: Option<Result<String, String>>,
}

impl HireFirePanel {
    /// Draws the panel for `teams` of `ledger`; true when a change was made (the view reads
    /// the league again).
    pub fn show(&mut self, ui: &mut egui::Ui, ledger: Option<&mut Ledger>, teams: &[Team]) -> bool {
        ui.heading("Hire and Fire");
        let Some(ledger) = ledger else {
            ui.label("No database: Hire and Fire needs the league's match database.");
            return false;
        };
        if teams.is_empty() {
            ui.label("No league teams yet (\"Import a league team…\" in the Matches view, F3).");
            return false;
        }
        ui.label(
            "Between matches a team spends its Treasury: players of its team list, team \
             re-rolls at double the list's price, Assistant Coaches, Cheerleaders, an \
             Apothecary; fired players and staff let go are not refunded (004:L2915-L2926).",
        );
        let picked = self.choose_team(ui, ledger, teams);
        let Some(team) = picked else {
            return false;
        };
        let Ok(book) = tables::builtin() else {
            ui.label(
                RichText::new("The rulebook data does not load.").color(super::palette::ERROR),
            );
            return false;
        };
        ui.label(format!(
            "Treasury {} gold; Team Value {}; team re-rolls {}; Assistant Coaches {}; \
             Cheerleaders {}; Apothecary {}",
            ledger::gold(team.treasury),
            self.team_value
                .map_or_else(|| "unknown".to_string(), ledger::gold),
            team.rerolls,
            team.assistant_coaches,
            team.cheerleaders,
            if team.apothecary { "yes" } else { "no" }
        ));
        let mut change = None;
        if let Ok(roster) = book.roster(&team.roster) {
            ui.horizontal(|ui| {
                let label = ui.label(NAME_FIELD);
                ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(200.0))
                    .labelled_by(label.id);
            });
            ui.horizontal_wrapped(|ui| {
                for position in &roster.positions {
                    if ui
                        .button(hire_label(&position.name, position.cost))
                        .clicked()
                    {
                        let name = self.name.trim();
                        change = Some(RosterChange::Hire {
                            position: position.name.clone(),
                            name: (!name.is_empty()).then(|| name.to_string()),
                            number: None,
                        });
                    }
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            for what in Purchase::ALL {
                if ui.button(format!("Buy: {}", what.name())).clicked() {
                    change = Some(RosterChange::Buy(what));
                }
                if ui.button(format!("Let go: {}", what.name())).clicked() {
                    change = Some(RosterChange::LetGo(what));
                }
            }
        });
        Grid::new("hire-fire-players").striped(true).show(ui, |ui| {
            for p in &self.players {
                ui.label(format!("#{} {}", p.number, p.name));
                ui.label(&p.position);
                ui.label(format!("{} SPP", p.spp));
                if p.journeyman {
                    // Not on the roster: he leaves after the match he plays, or is hired then
                    // (`nuffle league hire-journeyman`, 004:L2928-L2933).
                    ui.label("Journeyman for the next match");
                } else if self.firing == Some(p.number) {
                    if ui.button(confirm_fire_label(p.number, &p.name)).clicked() {
                        change = Some(RosterChange::Fire { number: p.number });
                    }
                } else if ui.button(fire_label(p.number, &p.name)).clicked() {
                    self.firing = Some(p.number);
                }
                ui.end_row();
            }
        });
        let mut hire_back = None;
        if !self.journeymen.is_empty() {
            ui.label(
                "Journeymen of the last match: hired for good at their Rookie cost, they lose \
                 Loner and keep their SPP (004:L2928-L2933); the others have left.",
            );
            ui.horizontal_wrapped(|ui| {
                for j in &self.journeymen {
                    let cost = book
                        .roster(&team.roster)
                        .ok()
                        .and_then(|r| r.position(&j.position))
                        .map_or(j.value, |p| p.cost);
                    if ui.button(hire_journeyman_label(j.number, cost)).clicked() {
                        hire_back = Some(j.number);
                    }
                }
            });
        }
        match &self.said {
            Some(Ok(done)) => {
                ui.label(done);
            }
            Some(Err(why)) => {
                ui.label(RichText::new(why).color(super::palette::ERROR));
            }
            None => {}
        }
        if let Some(number) = hire_back {
            self.firing = None;
            self.said = Some(
                ledger
                    .hire_journeyman(book, team.id, number)
                    .map(|p| {
                        format!(
                            "hired Journeyman #{} {} for good: Loner gone, {} SPP kept",
                            p.number, p.name, p.spp
                        )
                    })
                    .map_err(|e| e.to_string()),
            );
            self.read(ledger, book, team.id);
            return matches!(self.said, Some(Ok(_)));
        }
        let Some(change) = change else {
            return false;
        };
        self.firing = None;
        self.said = Some(
            ledger
                .hire_and_fire(book, team.id, std::slice::from_ref(&change))
                .map(|report| {
                    format!(
                        "{}; paid {} gold, Treasury {} gold, Team Value {}",
                        report.done.join("; "),
                        ledger::gold(report.paid),
                        ledger::gold(report.team.treasury),
                        ledger::gold(report.team_value)
                    )
                })
                .map_err(|e| e.to_string()),
        );
        let made = matches!(self.said, Some(Ok(_)));
        if made {
            self.name.clear();
        }
        self.read(ledger, book, team.id);
        made
    }

    /// The team chooser, a button a team; the team picked, as the view last read it.
    fn choose_team(&mut self, ui: &mut egui::Ui, ledger: &Ledger, teams: &[Team]) -> Option<Team> {
        let mut picked = None;
        ui.horizontal_wrapped(|ui| {
            for t in teams {
                if ui
                    .selectable_label(self.team == Some(t.id), team_label(&t.name))
                    .clicked()
                {
                    picked = Some(t.id);
                }
            }
        });
        if let Some(id) = picked
            && self.team != Some(id)
        {
            self.team = Some(id);
            self.said = None;
            self.firing = None;
            if let Ok(book) = tables::builtin() {
                self.read(ledger, book, id);
            }
        }
        let id = self.team?;
        teams.iter().find(|t| t.id == id).cloned()
    }

    /// Reads team `id`'s active players and Team Value.
    fn read(&mut self, ledger: &Ledger, book: &tables::Rulebook, id: i64) {
        self.players = ledger
            .players(id)
            .map(|all| all.into_iter().filter(|p| p.status == "active").collect())
            .unwrap_or_default();
        self.team_value = ledger.team_value(book, id).ok();
        self.journeymen = ledger.journeymen_to_hire(id).unwrap_or_default();
    }
}
