//! The Matches view: the database's matches (resume any that is not locked) and the form for a
//! new one (two teams, the ruleset options). Read when the view opens, not every frame.

use egui::{Grid, RichText};
use ledger::Ledger;

use super::session::{NewMatchChoice, RULESET_OPTIONS, TeamChoice};

/// One recorded match in the list.
#[derive(Debug, Clone)]
struct Row {
    id: i64,
    teams: String,
    ruleset: String,
    created: String,
    locked: bool,
}

/// What the referee asked for in the view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchesAction {
    /// Play this recorded match.
    Resume(i64),
    /// Start this new match.
    Start(NewMatchChoice),
    /// Abandon this recorded match (the referee has confirmed it).
    Abandon(i64),
}

/// The Matches view.
#[derive(Debug)]
pub struct MatchesView {
    rows: Vec<Row>,
    /// Every team the form offers: its name and choice.
    teams: Vec<(String, TeamChoice)>,
    home: usize,
    away: usize,
    options: [bool; RULESET_OPTIONS.len()],
    problem: Option<String>,
    /// The match whose abandoning waits for the referee's word.
    abandoning: Option<i64>,
}

impl MatchesView {
    /// Reads the match list and the league teams from `ledger`, and the quick-start teams of
    /// the rulebook; the form starts with `options` ticked.
    pub fn load(ledger: Option<&Ledger>, options: [bool; RULESET_OPTIONS.len()]) -> MatchesView {
        let mut teams: Vec<(String, TeamChoice)> = tables::builtin()
            .map(|book| {
                let quick = book
                    .quick_start_teams()
                    .iter()
                    .map(|t| (t.name.clone(), TeamChoice::QuickStart(t.id.clone())));
                let rosters = book.rosters().iter().map(|r| {
                    (
                        format!("{} (a sample eleven of the roster)", r.name),
                        TeamChoice::Roster(r.id.clone()),
                    )
                });
                quick.chain(rosters).collect()
            })
            .unwrap_or_default();
        let mut rows = Vec::new();
        let mut problem = None;
        match ledger {
            None => problem = Some("No database: matches are played in memory only.".into()),
            Some(ledger) => {
                let mut read = || -> Result<(), ledger::LedgerError> {
                    for team in ledger.teams()? {
                        teams.push((
                            format!("{} ({}, league)", team.name, team.coach),
                            TeamChoice::League(team.id),
                        ));
                    }
                    for record in ledger.matches()? {
                        rows.push(Row {
                            id: record.id,
                            teams: format!(
                                "{} v {}",
                                record.setup.home_team, record.setup.away_team
                            ),
                            ruleset: record.setup.ruleset.clone(),
                            created: record.created_at.clone(),
                            locked: ledger.is_locked(record.id)?,
                        });
                    }
                    Ok(())
                };
                if let Err(e) = read() {
                    problem = Some(format!("Cannot read the matches: {e}"));
                }
            }
        }
        let find = |id: &str| {
            teams
                .iter()
                .position(|(_, c)| *c == TeamChoice::QuickStart(id.into()))
                .unwrap_or(0)
        };
        let (home, away) = (
            find(super::session::BOX_TEAMS.0),
            find(super::session::BOX_TEAMS.1),
        );
        MatchesView {
            rows,
            teams,
            home,
            away,
            options,
            problem,
            abandoning: None,
        }
    }

    /// Draws the list and the form; `current` is the match being played, `refused` why the
    /// last resume or start did not happen.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        current: Option<i64>,
        refused: Option<&str>,
    ) -> Option<MatchesAction> {
        let mut action = None;
        for problem in [self.problem.as_deref(), refused].into_iter().flatten() {
            ui.label(RichText::new(super::words::plain(problem)).color(super::palette::ERROR));
        }
        ui.heading("New match");
        Grid::new("new-match").num_columns(2).show(ui, |ui| {
            for (label, pick) in [("Home team", &mut self.home), ("Away team", &mut self.away)] {
                ui.label("");
                let shown = self.teams.get(*pick).map_or("", |(name, _)| name.as_str());
                egui::ComboBox::from_label(label)
                    .selected_text(shown)
                    .width(320.0)
                    .show_ui(ui, |ui| {
                        for (i, (name, _)) in self.teams.iter().enumerate() {
                            ui.selectable_value(pick, i, name);
                        }
                    });
                ui.end_row();
            }
            ui.label("Rules");
            ui.vertical(|ui| {
                ui.label("2016 rules, plus:");
                for ((_, _, name), on) in RULESET_OPTIONS.iter().zip(self.options.iter_mut()) {
                    ui.checkbox(on, *name);
                }
            });
            ui.end_row();
        });
        if ui.button("Start the match").clicked()
            && let (Some((_, home)), Some((_, away))) =
                (self.teams.get(self.home), self.teams.get(self.away))
        {
            action = Some(MatchesAction::Start(NewMatchChoice {
                home: home.clone(),
                away: away.clone(),
                options: self.options,
            }));
        }
        ui.add_space(12.0);
        ui.heading("Recorded matches");
        if self.rows.is_empty() {
            ui.label("None yet.");
            return action;
        }
        Grid::new("matches").striped(true).show(ui, |ui| {
            for h in ["#", "Teams", "Rules", "Started", "", ""] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for row in self.rows.iter().rev() {
                ui.label(row.id.to_string());
                ui.label(&row.teams);
                ui.label(&row.ruleset);
                ui.label(&row.created);
                if current == Some(row.id) {
                    ui.label(RichText::new("playing now").strong());
                } else if row.locked {
                    ui.label("finished (locked)");
                } else if ui.button(format!("Resume #{}", row.id)).clicked() {
                    action = Some(MatchesAction::Resume(row.id));
                }
                if !row.locked && ui.button(format!("Abandon #{}…", row.id)).clicked() {
                    self.abandoning = Some(row.id);
                }
                ui.end_row();
            }
        });
        if let Some(id) = self.abandoning {
            let confirmed = super::abandon::confirm(ui, id);
            if confirmed.is_some() {
                self.abandoning = None;
            }
            if confirmed == Some(true) {
                action = Some(MatchesAction::Abandon(id));
            }
        }
        action
    }
}
