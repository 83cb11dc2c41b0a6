//! The league in the window: standings, the team and player leaderboards, the Blitz Bowl
//! results, the plots of the match database, each team's file to export and Hire and Fire,
//! read when the view opens (on Refresh, and after a Hire and Fire change), not every frame.

use egui::{Grid, RichText};
use ledger::{Leader, Ledger, Standing, TeamTotals};

use super::hire_fire_panel::HireFirePanel;
use super::league_plots::PlotData;
use super::team_export::TeamExport;

/// How many of the newest matches have their report in the view.
const REPORTS: usize = 20;

/// What the league view shows.
#[derive(Debug, Default)]
pub struct LeagueView {
    standings: Vec<Standing>,
    /// Blitz Bowl's own results table, in points.
    blitz: Vec<ledger::BlitzStanding>,
    /// The recorded Blitz Bowl matches, newest first, with how each was won.
    blitz_matches: Vec<ledger::BlitzResult>,
    leaders: Vec<Leader>,
    teams: Vec<TeamTotals>,
    /// The newest recorded matches' reports: (match, its players' lines).
    reports: Vec<(ledger::MatchRow, Vec<Leader>)>,
    plots: PlotData,
    problem: Option<String>,
    /// Each coach's average time per turn, from the input log.
    turn_times: Vec<ledger::CoachTurnTime>,
    /// The league's teams, each with its button to write its team file.
    league_teams: Vec<ledger::Team>,
    export: TeamExport,
    hire_fire: HireFirePanel,
}

impl LeagueView {
    /// Reads the standings and the SPP leaderboard from `ledger` (all seasons).
    pub fn load(ledger: Option<&Ledger>) -> LeagueView {
        let Some(ledger) = ledger else {
            return LeagueView {
                problem: Some("No database: league tables need a match database.".into()),
                ..LeagueView::default()
            };
        };
        let read = || -> Result<LeagueView, ledger::LedgerError> {
            let matches = ledger.recorded_matches(None)?;
            let mut reports = Vec::new();
            for m in matches.iter().rev().take(REPORTS) {
                reports.push((m.clone(), ledger.match_report(m.id)?));
            }
            Ok(LeagueView {
                reports,
                standings: ledger.standings(None)?,
                blitz: ledger.blitz_table()?,
                blitz_matches: ledger.blitz_results()?,
                leaders: ledger.leaderboard("spp", None, 10)?,
                teams: ledger.team_leaderboard("spp", None)?,
                plots: PlotData {
                    spp: ledger.spp_by_match(None)?,
                    dice: ledger.dice_record()?,
                    matches,
                },
                problem: None,
                turn_times: ledger.coach_turn_times()?,
                league_teams: ledger.teams()?,
                export: TeamExport::new(Some(ledger)),
                hire_fire: HireFirePanel::default(),
            })
        };
        read().unwrap_or_else(|e| LeagueView {
            problem: Some(format!("Cannot read the league: {e}")),
            ..LeagueView::default()
        })
    }

    /// Draws the tables, the team files (written from `ledger`) and Hire and Fire (which
    /// writes to it); true when the referee asks to read them again.
    pub fn show(&mut self, ui: &mut egui::Ui, mut ledger: Option<&mut Ledger>) -> bool {
        let refresh = ui.button("Refresh").clicked();
        if let Some(problem) = &self.problem {
            ui.label(RichText::new(problem).color(super::palette::ERROR));
            return refresh;
        }
        ui.heading("Standings");
        if self.standings.is_empty() {
            ui.label("No league matches recorded yet (`nuffle league import TEAM.json`, then play and record a match).");
        } else {
            Grid::new("standings").striped(true).show(ui, |ui| {
                for h in [
                    "Team", "Coach", "P", "W", "D", "L", "TD+", "TD-", "CAS+", "CAS-", "Pts",
                ] {
                    ui.label(RichText::new(h).strong());
                }
                ui.end_row();
                for s in &self.standings {
                    ui.label(&s.team);
                    ui.label(&s.coach);
                    for n in [
                        s.played,
                        s.won,
                        s.drawn,
                        s.lost,
                        s.td_for,
                        s.td_against,
                        s.cas_for,
                        s.cas_against,
                    ] {
                        ui.label(n.to_string());
                    }
                    ui.label(RichText::new(s.points.to_string()).strong());
                    ui.end_row();
                }
            });
        }
        ui.add_space(12.0);
        super::blitz_results::show(ui, &self.blitz, &self.blitz_matches);
        ui.add_space(12.0);
        ui.heading("Star Player Points");
        if !self.leaders.is_empty() {
            Grid::new("leaders").striped(true).show(ui, |ui| {
                for h in ["Player", "Team", "TD", "CAS", "COMP", "INT", "MVP", "SPP"] {
                    ui.label(RichText::new(h).strong());
                }
                ui.end_row();
                for l in &self.leaders {
                    ui.label(format!("#{} {}", l.number, l.name));
                    ui.label(&l.team);
                    for n in [l.td, l.cas, l.comp, l.int, l.mvp] {
                        ui.label(n.to_string());
                    }
                    ui.label(RichText::new(l.spp.to_string()).strong());
                    ui.end_row();
                }
            });
        }
        ui.add_space(12.0);
        ui.heading("Teams");
        if !self.teams.is_empty() {
            Grid::new("team-leaders").striped(true).show(ui, |ui| {
                for h in ["Team", "TD", "CAS", "COMP", "INT", "Fouls", "SPP"] {
                    ui.label(RichText::new(h).strong());
                }
                ui.end_row();
                for t in &self.teams {
                    ui.label(&t.team);
                    for n in [t.td, t.cas, t.comp, t.int, t.fouls] {
                        ui.label(n.to_string());
                    }
                    ui.label(RichText::new(t.spp.to_string()).strong());
                    ui.end_row();
                }
            });
        }
        ui.add_space(12.0);
        if self
            .hire_fire
            .show(ui, ledger.as_deref_mut(), &self.league_teams)
            && let Some(ledger) = ledger.as_deref()
        {
            // The Treasury, Team Value and leaderboards as the change left them; the panel
            // keeps its team and what it said.
            let panel = std::mem::take(&mut self.hire_fire);
            *self = LeagueView::load(Some(ledger));
            self.hire_fire = panel;
            return false;
        }
        ui.add_space(12.0);
        self.export.show(ui, ledger.as_deref(), &self.league_teams);
        ui.add_space(12.0);
        ui.heading("Match reports");
        if self.reports.is_empty() {
            ui.label("No matches recorded yet.");
        }
        for (m, lines) in &self.reports {
            let title = format!(
                "#{}: {} {} - {} {}{}",
                m.id,
                m.home,
                m.home_score,
                m.away_score,
                m.away,
                m.conceded
                    .as_deref()
                    .map_or_else(String::new, |side| format!(" ({side} conceded)"))
            );
            egui::CollapsingHeader::new(title)
                .id_salt(("report", m.id))
                .show(ui, |ui| {
                    ui.label(format!(
                        "Casualties {} - {}; winnings {} - {} gold; recorded {}",
                        m.home_cas, m.away_cas, m.home_winnings, m.away_winnings, m.recorded_at
                    ));
                    Grid::new(("report-lines", m.id))
                        .striped(true)
                        .show(ui, |ui| {
                            for h in ["Player", "Team", "TD", "CAS", "COMP", "INT", "MVP", "SPP"] {
                                ui.label(RichText::new(h).strong());
                            }
                            ui.end_row();
                            for l in lines {
                                ui.label(format!("#{} {}", l.number, l.name));
                                ui.label(&l.team);
                                for n in [l.td, l.cas, l.comp, l.int, l.mvp] {
                                    ui.label(n.to_string());
                                }
                                ui.label(l.spp.to_string());
                                ui.end_row();
                            }
                        });
                });
        }
        ui.add_space(12.0);
        super::turn_clock::show_averages(ui, &self.turn_times);
        ui.add_space(12.0);
        self.plots.show(ui);
        refresh
    }
}
