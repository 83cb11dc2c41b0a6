//! A Blitz Bowl match from the start page: two Team Cards of the data (`tables::blitz_bowl`)
//! and a board side, started by [`super::session::Session::start_blitz`]. The match is
//! recorded like any other, listed under the ruleset `blitz-bowl`, and its stored setup keeps
//! the ruleset and the board so that it replays when resumed. With the optional Arenas rule
//! the page takes the coin toss and the toss-winner's D8 on the Arena table before it offers
//! the board side (002:L796), and the match plays them as its first inputs
//! ([`BlitzChoice::first_inputs`]).

use egui::{ComboBox, Grid, RichText, Vec2};
use ledger::{MatchStart, NewMatch};
use rules::ruleset::{AdvancedRule, Arena, OptionalRule};
use rules::script_ruleset::{BLITZ_BOWL, ScriptRuleset};
use rules::{Decision, DecisionKind, DiceRoll, Die, DieKind, Input, Match, Prompt, Side};

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

/// Why, with the Arenas rule, the page asks the toss and the Arena before the board side.
pub const ARENA_FIRST: &str = "Blitz Bowl Arenas: the toss-winner rolls the Arena before \
     choosing the pitch (002:L796). Who won the coin toss, and his D8 on the Arena table; then \
     the board side.";
/// The label before the coin toss's winners.
pub const TOSS: &str = "Coin toss won by";
/// The label before the Arena's D8 buttons.
pub const ARENA_D8: &str = "The toss-winner's D8 on the Arena table";
/// Said in place of the board side until the toss and the Arena's D8 are in.
pub const ARENA_NOT_YET: &str = "The board side is chosen once the Arena is rolled (002:L796).";

/// A coin toss winner's pick, by his Team Card's name.
pub fn toss_tick(team: &str) -> String {
    format!("{team} won the toss")
}

/// The accessible name of the Arena D8's button for `n` (its face shows the number alone).
pub fn d8_button(n: u8) -> String {
    format!("Arena D8: {n}")
}

/// The rolled Arena in words: its number, name, regional rule and seed line.
pub fn arena_words(arena: Arena) -> String {
    format!(
        "Arena {}: {}. Regional rule: {} ({})",
        arena.number(),
        arena.name(),
        arena.regional_rule(),
        arena.line()
    )
}

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
    /// With the Arenas rule: who won the coin toss, asked before the board side (002:L796).
    pub toss_winner: Option<Side>,
    /// With the Arenas rule: the toss-winner's D8 on the Arena table (002:L796-L806).
    pub arena_d8: Option<u8>,
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

    /// Whether the Arenas rule is played (002:L788).
    pub fn arenas(&self) -> bool {
        self.optional.contains(&OptionalRule::Arenas)
    }

    /// With the Arenas rule, the Arena the toss-winner's D8 picks (002:L798-L806).
    pub fn arena(&self) -> Option<Arena> {
        self.arena_d8
            .and_then(Arena::rolled)
            .filter(|_| self.arenas())
    }

    /// The match's first inputs, in the order the engine asks them: with the Arenas rule, the
    /// coin toss and then the toss-winner's D8 on the Arena table, both taken on the start
    /// page before the board side (002:L796); none without it (the match asks the toss).
    pub fn first_inputs(&self) -> Vec<Input> {
        match (self.toss_winner, self.arena_d8) {
            (Some(winner), Some(d8)) if self.arenas() => vec![
                Input::Decide(Decision::CoinToss { winner }),
                Input::Dice(DiceRoll::manual(vec![Die::D8(d8)])),
            ],
            _ => Vec::new(),
        }
    }

    /// What the ledger records: the two Team Cards as the engine takes them, listed as
    /// `blitz-bowl/<card>` under the ruleset `blitz-bowl`.
    pub fn start(&self) -> Result<MatchStart, String> {
        if self.home == self.away {
            return Err("pick two different Team Cards".into());
        }
        if self.arenas() && (self.toss_winner.is_none() || self.arena().is_none()) {
            return Err(
                "with the Arenas rule, say who won the coin toss and his D8 (1-8) on \
                        the Arena table first: the toss-winner rolls the Arena before choosing \
                        the pitch (002:L796)"
                    .into(),
            );
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

/// Whether the match asks `input`, one of [`BlitzChoice::first_inputs`], now: the coin toss
/// first, then the toss-winner's D8 (the engine's order, `Engine::coin_toss`); the reason when
/// it asks something else.
pub fn asked(game: &Match, input: &Input) -> Result<(), String> {
    let prompt = game.prompt();
    let fits = match (input, &prompt) {
        (Input::Decide(Decision::CoinToss { .. }), Prompt::Decision(d)) => {
            d.kind == DecisionKind::CoinToss
        }
        (Input::Dice(_), Prompt::Roll(r)) => r.dice.as_ref() == [DieKind::D8],
        _ => false,
    };
    if fits {
        return Ok(());
    }
    let what = match input {
        Input::Decide(_) => "the coin toss",
        _ => "the Arena's D8",
    };
    Err(format!(
        "it did not ask {what} next; enter it when the match asks (002:L796)"
    ))
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
            toss_winner: None,
            arena_d8: None,
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
        // With the Arenas, the board side waits for the Arena (002:L796): below the ticks.
        let arenas = self.choice.arenas();
        Grid::new("blitz-new-match").num_columns(2).show(ui, |ui| {
            pick(ui, HOME, &self.teams, &mut self.choice.home);
            pick(ui, AWAY, &self.teams, &mut self.choice.away);
            if !arenas {
                pick(ui, BOARD, &self.boards, &mut self.choice.board);
            }
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
        let ready = !self.choice.arenas() || self.arena_form(ui);
        ui.add_enabled(ready, egui::Button::new(START))
            .clicked()
            .then(|| self.choice.clone())
    }

    /// The Team Card's name of `id`.
    fn team_name(&self, id: &str) -> String {
        (self.teams.iter().find(|(t, _)| t == id)).map_or(id.to_string(), |(_, n)| n.clone())
    }

    /// With the Arenas rule: the coin toss, the toss-winner's D8 on the Arena table and the
    /// Arena it picks, and only then the board side (002:L796). Whether all are in.
    fn arena_form(&mut self, ui: &mut egui::Ui) -> bool {
        ui.separator();
        ui.label(RichText::new(ARENA_FIRST).strong());
        let (home, away) = (
            self.team_name(&self.choice.home),
            self.team_name(&self.choice.away),
        );
        let mut arena = None;
        Grid::new("blitz-new-match-arena")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label(TOSS);
                ui.horizontal(|ui| {
                    for (side, name) in [(Side::Home, &home), (Side::Away, &away)] {
                        let picked = self.choice.toss_winner == Some(side);
                        if ui.radio(picked, toss_tick(name)).clicked() {
                            self.choice.toss_winner = Some(side);
                        }
                    }
                });
                ui.end_row();
                ui.label(ARENA_D8);
                ui.horizontal(|ui| {
                    // Big enough to read from across the table, as the match's dice buttons.
                    for n in 1..=8u8 {
                        let picked = self.choice.arena_d8 == Some(n);
                        let button = egui::Button::new(RichText::new(n.to_string()).size(28.0))
                            .selected(picked)
                            .min_size(Vec2::new(48.0, 48.0));
                        let response = ui.add(button);
                        response.widget_info(|| {
                            egui::WidgetInfo::selected(
                                egui::Role::Button,
                                true,
                                picked,
                                d8_button(n),
                            )
                        });
                        if response.clicked() {
                            self.choice.arena_d8 = Some(n);
                        }
                    }
                });
                ui.end_row();
                arena = self
                    .choice
                    .arena()
                    .filter(|_| self.choice.toss_winner.is_some());
                match arena {
                    Some(rolled) => {
                        ui.label("Arena");
                        ui.label(RichText::new(arena_words(rolled)).strong());
                        ui.end_row();
                        pick(ui, BOARD, &self.boards, &mut self.choice.board);
                    }
                    None => {
                        // Not the board's label: no board side is offered yet.
                        ui.label("");
                        ui.label(ARENA_NOT_YET);
                        ui.end_row();
                    }
                }
            });
        arena.is_some()
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
            toss_winner: None,
            arena_d8: None,
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

    /// With the Arenas rule the toss-winner rolls the D8 before choosing the pitch
    /// (002:L796): a choice without the toss or with a D8 off 1-8 is refused; with both, the
    /// toss and then the D8 are the match's first inputs, the engine's order. Without the rule,
    /// none (the match asks the toss).
    #[test]
    fn the_arenas_toss_and_d8_come_first_and_are_needed_002_l796() {
        let choice = BlitzChoice {
            home: "dwarf".into(),
            away: "orc".into(),
            board: "one-trapdoor".into(),
            advanced: Vec::new(),
            optional: vec![OptionalRule::Arenas],
            rookies_to_watch: Side::Away,
            toss_winner: None,
            arena_d8: Some(7),
        };
        assert!(choice.start().is_err(), "no toss");
        let off_table = BlitzChoice {
            toss_winner: Some(Side::Home),
            arena_d8: Some(9),
            ..choice.clone()
        };
        assert!(off_table.start().is_err(), "no Arena 9");
        let ready = BlitzChoice {
            toss_winner: Some(Side::Home),
            ..choice.clone()
        };
        assert!(ready.start().is_ok());
        assert_eq!(ready.arena(), Some(Arena::MountainSummitStadium));
        assert_eq!(
            ready.first_inputs(),
            vec![
                Input::Decide(Decision::CoinToss { winner: Side::Home }),
                Input::Dice(DiceRoll::manual(vec![Die::D8(7)])),
            ]
        );
        let plain = BlitzChoice {
            optional: Vec::new(),
            ..ready
        };
        assert!(plain.first_inputs().is_empty());
        assert_eq!(plain.arena(), None);
    }
}
