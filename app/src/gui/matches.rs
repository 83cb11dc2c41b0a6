//! The Matches view: the database's matches (resume any that is not locked) and the form for a
//! new one (two teams, the ruleset options). Read when the view opens, not every frame.

use egui::{Grid, RichText};
use ledger::Ledger;

use super::session::{NewMatchChoice, RULESET_OPTIONS, TeamChoice};
use super::team_choice::TeamPicker;
use super::team_import::TeamImport;

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
    /// Import this team file into the league.
    Import(std::path::PathBuf),
}

/// The Matches view.
#[derive(Debug)]
pub struct MatchesView {
    rows: Vec<Row>,
    /// The two teams: every team the form offers, searchable, the league's first.
    picker: TeamPicker,
    /// The league team import: its button, file chooser and last result.
    import: TeamImport,
    /// Whether the database is there to import league teams into.
    has_ledger: bool,
    options: [bool; RULESET_OPTIONS.len()],
    /// "Friendly" ticked: two league teams play a Friendly.
    friendly: bool,
    /// The league's seasons (`nuffle league season-new` makes them), and the one two league
    /// teams' match counts for, if any.
    seasons: Vec<ledger::Season>,
    season: Option<i64>,
    problem: Option<String>,
    /// The match whose abandoning waits for the referee's word.
    abandoning: Option<i64>,
}

impl MatchesView {
    /// Reads the match list and the league teams from `ledger`, and the quick-start teams of
    /// the rulebook; the form starts with `options` ticked.
    pub fn load(ledger: Option<&Ledger>, options: [bool; RULESET_OPTIONS.len()]) -> MatchesView {
        let (teams, mut problem) = super::team_choice::offered(ledger);
        let mut rows = Vec::new();
        let mut seasons = Vec::new();
        match ledger {
            None => problem = Some("No database: matches are played in memory only.".into()),
            Some(ledger) => {
                let mut read = || -> Result<(), ledger::LedgerError> {
                    seasons = ledger.seasons()?;
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
        let picker = TeamPicker::new(
            teams,
            &TeamChoice::QuickStart(super::session::BOX_TEAMS.0.into()),
            &TeamChoice::QuickStart(super::session::BOX_TEAMS.1.into()),
        );
        MatchesView {
            rows,
            picker,
            import: TeamImport::default(),
            has_ledger: ledger.is_some(),
            options,
            friendly: false,
            seasons,
            season: None,
            problem,
            abandoning: None,
        }
    }

    /// Imports the team file at `path` into `session`'s league and offers the team in the
    /// lists; the form says what came of it.
    pub fn import(&mut self, session: &mut super::session::Session, path: &std::path::Path) {
        let Some(ledger) = session.ledger_mut() else {
            self.import.said = Some(Err("League teams need the match database.".into()));
            return;
        };
        let cup = super::session::cup_ticked(self.options);
        let done = super::team_import::import(ledger, path, cup).map(|team| {
            let players = ledger.players(team.id).map_or(0, |p| p.len());
            super::team_import::imported_words(&team, players)
        });
        self.import.said = Some(done);
        let (teams, problem) = super::team_choice::offered(session.ledger());
        self.picker.renew(teams);
        if problem.is_some() {
            self.problem = problem;
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
        if let Some(path) = self.import.show(ui, self.has_ledger) {
            action = Some(MatchesAction::Import(path));
        }
        let form = Grid::new("new-match").num_columns(2).show(ui, |ui| {
            self.picker.show(ui, &mut self.options);
            ui.label("Rules");
            ui.vertical(|ui| {
                ui.label("2016 rules, plus:");
                for ((_, _, name), on) in RULESET_OPTIONS.iter().zip(self.options.iter_mut()) {
                    ui.checkbox(on, *name);
                }
                ui.checkbox(
                    &mut self.friendly,
                    "Friendly (league teams: no MVP, no league points, D3 winnings)",
                );
                if !self.seasons.is_empty() {
                    let name = |id: Option<i64>| {
                        self.seasons
                            .iter()
                            .find(|s| Some(s.id) == id)
                            .map_or_else(|| "no season".to_string(), season_words)
                    };
                    egui::ComboBox::from_label("Season (league teams)")
                        .selected_text(name(self.season))
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut self.season, None, "no season");
                            for s in &self.seasons {
                                ui.selectable_value(&mut self.season, Some(s.id), season_words(s));
                            }
                        });
                }
                self.picker.show_note(ui, &self.options);
            });
            ui.end_row();
        });
        if ui.button("Start the match").clicked()
            && let Some((home, away)) = self.picker.picked()
        {
            action = Some(MatchesAction::Start(NewMatchChoice {
                home: home.choice.clone(),
                away: away.choice.clone(),
                options: self.options,
                friendly: self.friendly,
                season: self.season,
            }));
        }
        super::team_preview::beside(ui, form.response.rect, self.picker.picked());
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

/// A season as the form offers it: "2026 (Old World)".
fn season_words(season: &ledger::Season) -> String {
    format!("{} ({})", season.name, season.league)
}
