//! A Blitz Bowl match from the start page: two Team Cards of the data (`tables::blitz_bowl`)
//! and a board side, started by [`super::session::Session::start_blitz`]. The match is
//! recorded like any other, listed under the ruleset `blitz-bowl`, and its stored setup keeps
//! the ruleset and the board so that it replays when resumed.

use egui::{ComboBox, Grid, RichText};
use ledger::{MatchStart, NewMatch};
use rules::Match;
use rules::Side;
use rules::ruleset::{AdvancedRule, OptionalRule};
use rules::script_ruleset::{BLITZ_BOWL, ScriptRuleset};

/// The section's heading.
pub const HEADING: &str = "New Blitz Bowl match";
/// The button that starts it.
pub const START: &str = "Start the Blitz Bowl match";
/// The combo boxes' labels.
pub const HOME: &str = "Blitz Bowl home Team Card";
/// The away team's combo box.
pub const AWAY: &str = "Blitz Bowl away Team Card";
/// The board side's combo box.
pub const BOARD: &str = "Blitz Bowl board side";
/// The label before the advanced rules' ticks.
pub const ADVANCED: &str = "Advanced rules";

/// An advanced rule's tick: its rulebook name.
pub fn advanced_tick(rule: AdvancedRule) -> String {
    format!("{} (advanced rule)", rule.name())
}

/// An optional rule's tick: its rulebook name.
pub fn optional_tick(rule: OptionalRule) -> String {
    format!("{} (optional rule)", rule.name())
}

/// Said in place of the Random Events tick when the data has too few of its cards.
pub const RANDOM_EVENTS_NEED_CARDS: &str = "Random Events (advanced rule): the Blitz Bowl data \
     has too few Random Event Cards; a league's file gives them (nuffle simulate --blitz-data)";

/// The label of the pick of the coach given the Rookies to Watch card (002:L735).
pub const ROOKIES_HOLDER: &str = "Rookies to Watch card goes to";

/// What the form chose: two Team Cards and a board side, by the data's ids, and the advanced
/// rules ticked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlitzChoice {
    /// The home Team Card (`"dwarf"`).
    pub home: String,
    /// The away Team Card.
    pub away: String,
    /// The board side (`"one-trapdoor"`).
    pub board: String,
    /// The advanced rules to play with (002:L741), in the engine's order; none by default.
    pub advanced: Vec<AdvancedRule>,
    /// The optional rules both coaches agreed on (002:L788); none by default.
    pub optional: Vec<OptionalRule>,
    /// The coach given the Rookies to Watch card when that rule is ticked (002:L735).
    pub rookies_to_watch: Side,
}

impl BlitzChoice {
    /// The game the match plays: Blitz Bowl on this board side, with the advanced rules
    /// ticked.
    pub fn game(&self) -> ScriptRuleset {
        ScriptRuleset {
            ruleset: Some(BLITZ_BOWL.into()),
            board: Some(self.board.clone()),
            advanced: self.advanced.clone(),
            optional: self.optional.clone(),
            rookies_to_watch: (self.advanced.contains(&AdvancedRule::RookiesToWatch))
                .then_some(self.rookies_to_watch),
            data: None,
        }
    }

    /// What the ledger records: the two Team Cards as the engine takes them, listed as
    /// `blitz-bowl/<card>` under the ruleset `blitz-bowl`.
    pub fn start(&self) -> Result<MatchStart, String> {
        if self.home == self.away {
            return Err("pick two different Team Cards".into());
        }
        let data = tables::blitz_bowl().map_err(|e| e.to_string())?;
        if data.boards().iter().all(|b| b.id != self.board) {
            return Err(format!("no board side called \"{}\"", self.board));
        }
        let setup = rules::blitz_team::blitz_match_setup(data, &self.home, &self.away, None)
            .map_err(|e| e.to_string())?;
        Ok(MatchStart {
            label: NewMatch {
                home_team: format!("{BLITZ_BOWL}/{}", self.home),
                away_team: format!("{BLITZ_BOWL}/{}", self.away),
                ruleset: BLITZ_BOWL.into(),
            },
            setup,
            house_rules: None,
            teams: None,
            season_id: None,
            friendly: false,
        })
    }

    /// The match in memory (no database), as the ledger would replay it.
    pub fn in_memory(&self) -> Result<Match, String> {
        let start = self.start()?;
        let book = tables::builtin().map_err(|e| e.to_string())?;
        self.game()
            .start(start.setup, book)
            .map_err(|e| e.to_string())
    }
}

/// The form: the data's Team Cards and board sides, the first two cards picked.
#[derive(Debug)]
pub struct BlitzForm {
    teams: Vec<(String, String)>,
    boards: Vec<(String, String)>,
    choice: BlitzChoice,
    problem: Option<String>,
    /// Whether the data has the Random Event Cards that rule shuffles in (002:L710): the
    /// source prints none, so only a league's file gives them.
    random_events: bool,
}

impl Default for BlitzForm {
    fn default() -> BlitzForm {
        let random_events = tables::blitz_bowl().is_ok_and(|data| {
            let used = data.game().map_or(0, |g| usize::from(g.random_events_used));
            used > 0 && data.random_events().len() >= used
        });
        let (teams, boards, problem) = match tables::blitz_bowl() {
            Ok(data) => (
                data.teams()
                    .iter()
                    .map(|t| (t.id.clone(), t.name.clone()))
                    .collect(),
                data.boards()
                    .iter()
                    .map(|b| {
                        let words = format!("{} ({} x {} squares)", b.name, b.length, b.width);
                        (b.id.clone(), words)
                    })
                    .collect(),
                None,
            ),
            Err(e) => (Vec::new(), Vec::new(), Some(e.to_string())),
        };
        let id = |list: &Vec<(String, String)>, n: usize| {
            list.get(n).map(|(id, _)| id.clone()).unwrap_or_default()
        };
        let choice = BlitzChoice {
            home: id(&teams, 0),
            away: id(&teams, 1),
            board: id(&boards, 0),
            advanced: Vec::new(),
            optional: Vec::new(),
            rookies_to_watch: Side::Away,
        };
        BlitzForm {
            teams,
            boards,
            choice,
            problem,
            random_events,
        }
    }
}

/// A combo box of `(id, words)` entries setting `picked`.
fn pick(ui: &mut egui::Ui, label: &str, entries: &[(String, String)], picked: &mut String) {
    let shown = entries
        .iter()
        .find(|(id, _)| id == picked)
        .map_or(picked.as_str(), |(_, words)| words.as_str());
    let name = ui.label(label);
    ComboBox::from_id_salt(label)
        .selected_text(shown)
        .width(280.0)
        .show_ui(ui, |ui| {
            for (id, words) in entries {
                ui.selectable_value(picked, id.clone(), words);
            }
        })
        .response
        .labelled_by(name.id);
    ui.end_row();
}

impl BlitzForm {
    /// Draws the form; the choice once "Start the Blitz Bowl match" is clicked.
    /// The form is folded under its heading until opened, so the 2016 form above stays as
    /// it is.
    pub fn show(&mut self, ui: &mut egui::Ui) -> Option<BlitzChoice> {
        egui::CollapsingHeader::new(RichText::new(HEADING).heading())
            .id_salt("blitz-new-match-form")
            .show(ui, |ui| self.form(ui))
            .body_returned
            .flatten()
    }

    fn form(&mut self, ui: &mut egui::Ui) -> Option<BlitzChoice> {
        if let Some(problem) = &self.problem {
            ui.label(RichText::new(problem).color(super::palette::ERROR));
            return None;
        }
        ui.label(
            "Blitz Bowl (seed 002) from the data's Team Cards: three Actions a turn, points, \
             the whole team set up in its End Zone.",
        );
        Grid::new("blitz-new-match").num_columns(2).show(ui, |ui| {
            pick(ui, HOME, &self.teams, &mut self.choice.home);
            pick(ui, AWAY, &self.teams, &mut self.choice.away);
            pick(ui, BOARD, &self.boards, &mut self.choice.board);
            ui.label(ADVANCED);
            ui.vertical(|ui| {
                // Every advanced rule the engine knows, in its order (002:L741-L782).
                for rule in AdvancedRule::ALL {
                    if rule == AdvancedRule::RandomEvents && !self.random_events {
                        ui.label(RANDOM_EVENTS_NEED_CARDS);
                        continue;
                    }
                    let mut on = self.choice.advanced.contains(&rule);
                    if ui.checkbox(&mut on, advanced_tick(rule)).changed() {
                        self.choice.advanced = AdvancedRule::ALL
                            .into_iter()
                            .filter(|&r| {
                                if r == rule {
                                    on
                                } else {
                                    self.choice.advanced.contains(&r)
                                }
                            })
                            .collect();
                    }
                }
                if self.choice.advanced.contains(&AdvancedRule::RookiesToWatch) {
                    ui.horizontal(|ui| {
                        ui.label(ROOKIES_HOLDER);
                        let (home, away) = (&self.choice.home, &self.choice.away);
                        let named = |id: &String| {
                            (self.teams.iter().find(|(t, _)| t == id))
                                .map_or(id.clone(), |(_, name)| name.clone())
                        };
                        let (home, away) = (named(home), named(away));
                        ui.radio_value(&mut self.choice.rookies_to_watch, Side::Home, home);
                        ui.radio_value(&mut self.choice.rookies_to_watch, Side::Away, away);
                    });
                }
                // Every optional rule the engine knows (002:L788-L850).
                for rule in OptionalRule::ALL {
                    let mut on = self.choice.optional.contains(&rule);
                    if ui.checkbox(&mut on, optional_tick(rule)).changed() {
                        self.choice.optional.retain(|&r| r != rule);
                        if on {
                            self.choice.optional.push(rule);
                        }
                    }
                }
            });
            ui.end_row();
        });
        ui.button(START).clicked().then(|| self.choice.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Blitz Bowl match of two Team Cards starts on the named board side (002:L224), listed
    /// under "blitz-bowl"; one Team Card against itself is refused.
    #[test]
    fn a_choice_of_two_team_cards_and_a_board_side_starts_blitz_bowl_002_l224() {
        let choice = BlitzChoice {
            home: "dwarf".into(),
            away: "orc".into(),
            board: "one-trapdoor".into(),
            advanced: Vec::new(),
            optional: Vec::new(),
            rookies_to_watch: Side::Away,
        };
        let start = choice.start().expect("two Team Cards");
        assert_eq!(start.label.ruleset, "blitz-bowl");
        assert_eq!(start.label.home_team, "blitz-bowl/dwarf");
        let game = choice.in_memory().expect("the engine takes it");
        assert_eq!(game.state().pitch().length(), 20);
        assert_eq!(game.state().pitch().width(), 11);
        let same = BlitzChoice {
            away: "dwarf".into(),
            ..choice.clone()
        };
        assert!(same.start().is_err());
        let nowhere = BlitzChoice {
            board: "the moon".into(),
            ..choice
        };
        assert!(nowhere.start().is_err());
    }
}
