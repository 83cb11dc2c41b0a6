//! The new-match form's team choice: every team the form offers (the league's first, then the
//! rulebook's quick-start teams and sample elevens), a search field that narrows both lists,
//! and League play ticked when both teams are league teams (and unticked, saying why, when
//! one no longer is).

use egui::RichText;
use ledger::Ledger;

use super::session::{NewMatchChoice, RULESET_OPTIONS, TeamChoice};

/// The search field's label.
pub const SEARCH_LABEL: &str = "Find a team";

/// The index of League play among [`RULESET_OPTIONS`].
fn league_option() -> Option<usize> {
    RULESET_OPTIONS
        .iter()
        .position(|(id, _, _)| *id == "league")
}

/// A team the form offers.
#[derive(Debug, Clone)]
pub struct Offered {
    /// How the lists name it.
    pub label: String,
    /// What the search matches: its name, roster and coach, in lower case.
    key: String,
    /// The choice it makes.
    pub choice: TeamChoice,
    /// The team as the match would field it (line-up, re-rolls, staff), or why it cannot be.
    pub setup: Result<rules::TeamSetup, String>,
    /// A Bugman's League Cup team of the league (Star Players on its roster, the cup's
    /// staff): fielded under the cup's rules, where its `igor` is the Hunchbacked Henchman.
    pub cup: bool,
}

impl Offered {
    /// Whether it is a league team of the database.
    pub fn league(&self) -> bool {
        matches!(self.choice, TeamChoice::League(_))
    }
}

/// Every team the form offers: the league's teams first (`ledger`), then the rulebook's
/// quick-start teams and a sample eleven of each roster. A problem reading the league's teams
/// is returned beside the rulebook's. A league team with a Bugman's League Cup roster is
/// fielded under the cup's rules, the only ones it plays under.
pub fn offered(ledger: Option<&Ledger>) -> (Vec<Offered>, Option<String>) {
    let Ok(book) = tables::builtin() else {
        return (Vec::new(), Some("The rulebook cannot be read.".into()));
    };
    let roster_name = |id: &str| {
        book.roster(id)
            .map_or_else(|_| id.to_string(), |r| r.name.clone())
    };
    let make = |label: String, key: String, choice: TeamChoice, cup: Option<&tables::Rulebook>| {
        let setup =
            NewMatchChoice::team(&choice, cup.unwrap_or(book), ledger).map(|(team, _)| team);
        Offered {
            label,
            key: key.to_lowercase(),
            choice,
            setup,
            cup: cup.is_some(),
        }
    };
    let mut teams = Vec::new();
    let mut problem = None;
    if let Some(ledger) = ledger {
        let mut cup_book = None;
        match ledger.teams() {
            Ok(league) => {
                for t in league {
                    let roster = roster_name(&t.roster);
                    let cup = match ledger.cup_roster(t.id) {
                        Ok(cup) if !cup.is_empty() => {
                            if cup_book.is_none() {
                                cup_book = Some(super::session::cup_book(book));
                            }
                            cup_book.as_ref().and_then(|b| b.as_ref().ok())
                        }
                        _ => None,
                    };
                    teams.push(make(
                        format!("{} ({roster}, coach {}, league)", t.name, t.coach),
                        format!("{} {roster} {} {}", t.name, t.roster, t.coach),
                        TeamChoice::League(t.id),
                        cup,
                    ));
                }
            }
            Err(e) => problem = Some(format!("Cannot read the league's teams: {e}")),
        }
    }
    for t in book.quick_start_teams() {
        let roster = roster_name(&t.roster);
        teams.push(make(
            t.name.clone(),
            format!("{} {roster} {}", t.name, t.roster),
            TeamChoice::QuickStart(t.id.clone()),
            None,
        ));
    }
    for r in book.rosters() {
        teams.push(make(
            format!("{} (a sample eleven of the roster)", r.name),
            format!("{} {}", r.name, r.id),
            TeamChoice::Roster(r.id.clone()),
            None,
        ));
    }
    (teams, problem)
}

/// The two teams picked, and the search that narrows the lists.
#[derive(Debug)]
pub struct TeamPicker {
    teams: Vec<Offered>,
    home: usize,
    away: usize,
    search: String,
    /// Why League play was unticked, once it was.
    note: Option<String>,
}

impl TeamPicker {
    /// The form's teams, `home` and `away` picked (the first team when not offered).
    pub fn new(teams: Vec<Offered>, home: &TeamChoice, away: &TeamChoice) -> TeamPicker {
        let find = |c: &TeamChoice| teams.iter().position(|t| t.choice == *c).unwrap_or(0);
        let (home, away) = (find(home), find(away));
        TeamPicker {
            teams,
            home,
            away,
            search: String::new(),
            note: None,
        }
    }

    /// The teams offered again (after an import), the picks kept.
    pub fn renew(&mut self, teams: Vec<Offered>) {
        let (home, away) = (self.choice(self.home), self.choice(self.away));
        let search = std::mem::take(&mut self.search);
        let note = self.note.take();
        if let (Some(home), Some(away)) = (home, away) {
            *self = TeamPicker::new(teams, &home, &away);
        } else {
            self.teams = teams;
        }
        self.search = search;
        self.note = note;
    }

    fn choice(&self, i: usize) -> Option<TeamChoice> {
        self.teams.get(i).map(|t| t.choice.clone())
    }

    /// The home and away teams picked.
    pub fn picked(&self) -> Option<(&Offered, &Offered)> {
        Some((self.teams.get(self.home)?, self.teams.get(self.away)?))
    }

    /// Whether `team` is shown under the search as it stands.
    fn matches(&self, team: &Offered) -> bool {
        self.search
            .split_whitespace()
            .all(|word| team.key.contains(&word.to_lowercase()))
    }

    /// Draws the search field and the two lists (rows of the form's grid); ticks League play
    /// in `options` when both teams picked are league teams, and unticks it when a pick makes
    /// one not.
    pub fn show(&mut self, ui: &mut egui::Ui, options: &mut [bool; RULESET_OPTIONS.len()]) {
        let label = ui.label(SEARCH_LABEL);
        ui.add(
            egui::TextEdit::singleline(&mut self.search)
                .hint_text("team name, roster or coach")
                .desired_width(320.0),
        )
        .labelled_by(label.id);
        ui.end_row();
        let before = (self.home, self.away);
        let shown: Vec<usize> = (0..self.teams.len())
            .filter(|&i| self.matches(&self.teams[i]))
            .collect();
        for (name, side) in [("Home team", 0), ("Away team", 1)] {
            ui.label("");
            let mut pick = if side == 0 { self.home } else { self.away };
            let selected = self.teams.get(pick).map_or("", |t| t.label.as_str());
            egui::ComboBox::from_label(name)
                .selected_text(selected)
                .width(320.0)
                .show_ui(ui, |ui| {
                    if shown.is_empty() {
                        ui.label(format!("No team matches \"{}\".", self.search.trim()));
                    }
                    let mut heading = None;
                    for &i in &shown {
                        let team = &self.teams[i];
                        let group = if team.league() {
                            "League teams"
                        } else {
                            "Rulebook teams"
                        };
                        if heading != Some(group) {
                            ui.label(RichText::new(group).strong().small());
                            heading = Some(group);
                        }
                        ui.selectable_value(&mut pick, i, &team.label);
                    }
                });
            if side == 0 {
                self.home = pick;
            } else {
                self.away = pick;
            }
            ui.end_row();
        }
        if (self.home, self.away) != before {
            self.league_play(options);
        }
    }

    /// After a new pick: League play on for two league teams; off, saying why, when it was on
    /// and one of them is not a league team.
    fn league_play(&mut self, options: &mut [bool; RULESET_OPTIONS.len()]) {
        let Some(i) = league_option() else {
            return;
        };
        let Some((home, away)) = self.picked() else {
            return;
        };
        if home.league() && away.league() {
            options[i] = true;
            self.note = None;
        } else if options[i] {
            options[i] = false;
            let not: Vec<&str> = [home, away]
                .into_iter()
                .filter(|t| !t.league())
                .map(|t| t.label.as_str())
                .collect();
            self.note = Some(format!(
                "League play is off: it needs two league teams of the database, and {} is \
                 not one.",
                not.join(" and ")
            ));
        }
    }

    /// Why League play was unticked, or what it cannot keep: shown under the options.
    pub fn show_note(&self, ui: &mut egui::Ui, options: &[bool; RULESET_OPTIONS.len()]) {
        // Wrapped within the form's width, so the line-ups beside it keep their place.
        ui.set_max_width(ui.available_width().min(420.0));
        if let Some(note) = &self.note {
            ui.label(RichText::new(note).small());
        }
        let league_on = league_option().is_some_and(|i| options[i]);
        if league_on && let Some((home, away)) = self.picked() {
            for t in [home, away].into_iter().filter(|t| !t.league()) {
                ui.label(
                    RichText::new(format!(
                        "{} is not a league team: its SPP, casualties and winnings are not \
                         kept after the match.",
                        t.label
                    ))
                    .small()
                    .color(super::palette::ERROR),
                );
            }
        }
    }
}
