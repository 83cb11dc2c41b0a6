//! The inducements of a league match, bought before it starts (004:L2730-L2778): each team's
//! Team Value and inducement gold as the engine works them out, its Treasury, what it may buy
//! and at what price, what it has spent and the gold left; the favourite chooses first, then
//! the underdog (004:L2751-L2754), each within four minutes on a clock the referee sees
//! (004:L2772-L2775). A purchase the engine refuses is refused in its words. The purchases
//! become the match's setup, recorded in the database when the match starts.
//!
//! The window rules nothing here: the offers and prices are [`rules::inducement_offer`]'s, the
//! gold and every refusal [`rules::SetupSpec::build`]'s.

use std::time::Duration;

use egui::{Grid, RichText};
use rules::inducement_offer::{self, Offer};
use rules::{Inducement, LeagueSetup, SetupSpec, Side, TeamSpec};

use super::palette;
use super::session::NewMatchChoice;
use super::turn_clock::{ClockSource, big_time};

/// The panel's heading.
pub const HEADING: &str = "Inducements";
/// The button that ends a coach's choosing.
pub const DONE: &str = "Done choosing";
/// The button that starts the match with what was bought.
pub const START: &str = "Start the match with these inducements";
/// The button that goes back to the new-match form, buying nothing.
pub const BACK: &str = "Back to the new-match form";
/// The time each coach has to choose (004:L2772-L2775).
pub const CHOOSING: Duration = Duration::from_secs(4 * 60);

/// The label of the button that buys one more of `offer`.
pub fn buy_label(offer: &str) -> String {
    format!("Buy one: {offer}")
}

/// The label of the button that takes one back.
pub fn sell_label(offer: &str) -> String {
    format!("Take one back: {offer}")
}

/// Gold in the rulebook's way: `130,000`.
pub fn gold(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A countdown the referee may pause, read on a [`ClockSource`].
struct Countdown {
    source: ClockSource,
    started: Duration,
    paused_at: Option<Duration>,
    paused_for: Duration,
}

impl Countdown {
    fn new(source: ClockSource) -> Countdown {
        let started = source();
        Countdown {
            source,
            started,
            paused_at: None,
            paused_for: Duration::ZERO,
        }
    }

    fn left(&self) -> Duration {
        let now = self.paused_at.unwrap_or_else(|| (self.source)());
        let used = now
            .saturating_sub(self.started)
            .saturating_sub(self.paused_for);
        CHOOSING.saturating_sub(used)
    }

    fn toggle_pause(&mut self) {
        let now = (self.source)();
        match self.paused_at.take() {
            Some(at) => self.paused_for += now.saturating_sub(at),
            None => self.paused_at = Some(now),
        }
    }
}

/// What the referee chose in the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InducementAction {
    /// Start the match from this setup (the teams with what they bought).
    Start(NewMatchChoice, Box<SetupSpec>),
    /// Back to the new-match form.
    Back,
}

/// The inducements being bought for one league match.
pub struct InducementPanel {
    choice: NewMatchChoice,
    book: tables::Rulebook,
    /// The match's setup with what has been bought so far.
    spec: SetupSpec,
    /// The engine's reading of `spec`: the Team Values, the gold, what each spent.
    league: LeagueSetup,
    /// What each team may buy, home then away.
    offers: [Vec<Offer>; 2],
    /// The order the coaches choose in: the favourite first (004:L2751-L2754).
    order: [Side; 2],
    /// How many coaches have finished choosing.
    done: usize,
    /// The clock of the coach choosing now.
    clock: Countdown,
    source: ClockSource,
    /// The engine's words for the last purchase it refused.
    refused: Option<String>,
}

impl InducementPanel {
    /// The panel for `choice`'s league match, from its setup with nothing bought
    /// ([`NewMatchChoice::league_spec`]); the engine's refusal when the teams cannot take
    /// the field as they are.
    pub fn new(
        choice: NewMatchChoice,
        spec: SetupSpec,
        book: tables::Rulebook,
        source: ClockSource,
    ) -> Result<InducementPanel, String> {
        let league = spec
            .build(&book)
            .map_err(|e| e.to_string())?
            .league
            .ok_or("the setup is not a league match's")?;
        let offers = [
            inducement_offer::offers(&book, &spec.home),
            inducement_offer::offers(&book, &spec.away),
        ];
        // The favourite (the higher Team Value) chooses first; at equal values, the home team.
        let order = if league.team_value[1] > league.team_value[0] {
            [Side::Away, Side::Home]
        } else {
            [Side::Home, Side::Away]
        };
        Ok(InducementPanel {
            choice,
            book,
            spec,
            league,
            offers,
            order,
            done: 0,
            clock: Countdown::new(source.clone()),
            source,
            refused: None,
        })
    }

    fn team(&self, side: Side) -> &TeamSpec {
        match side {
            Side::Home => &self.spec.home,
            Side::Away => &self.spec.away,
        }
    }

    fn name(&self, side: Side) -> String {
        match self.team(side) {
            TeamSpec::Roster { name, .. } => name.clone(),
            TeamSpec::QuickStart(id) => id.clone(),
        }
    }

    fn idx(side: Side) -> usize {
        match side {
            Side::Home => 0,
            Side::Away => 1,
        }
    }

    /// The coach choosing now, if one still is.
    fn choosing(&self) -> Option<Side> {
        self.order.get(self.done).copied()
    }

    /// Sets `side`'s count of `which` to `n` if the engine takes the setup so; else keeps its
    /// refusal to show.
    fn try_count(&mut self, side: Side, which: Inducement, n: u8) {
        let mut spec = self.spec.clone();
        let team = match side {
            Side::Home => &mut spec.home,
            Side::Away => &mut spec.away,
        };
        inducement_offer::set_count(team, which, n);
        match spec.build(&self.book) {
            Ok(setup) => {
                if let Some(league) = setup.league {
                    self.league = league;
                    self.spec = spec;
                    self.refused = None;
                }
            }
            Err(e) => self.refused = Some(e.to_string()),
        }
    }

    /// One team's Team Value, gold, Treasury, spending and gold left, in a line.
    pub fn gold_words(&self, side: Side) -> String {
        let i = Self::idx(side);
        let l = &self.league;
        let treasury = match self.team(side) {
            TeamSpec::Roster { inducements, .. } => inducements.treasury,
            TeamSpec::QuickStart(_) => 0,
        };
        format!(
            "{}: Team Value {}; inducement gold {}; Treasury {}; spent {}; gold left {}",
            self.name(side),
            gold(l.team_value[i]),
            gold(l.inducement_gold[i]),
            gold(treasury),
            gold(l.spent[i]),
            gold(inducement_offer::gold_left(&self.spec, l, side)),
        )
    }

    /// Draws the panel.
    pub fn show(&mut self, ui: &mut egui::Ui) -> Option<InducementAction> {
        let mut action = None;
        ui.heading(RichText::new(HEADING).size(24.0));
        ui.label(format!(
            "{} v {}: the underdog gets the Team Value gap to spend, and either coach may add \
             Treasury gold (004:L2738-L2754). Gold not spent is lost.",
            self.name(Side::Home),
            self.name(Side::Away)
        ));
        for side in Side::BOTH {
            let colour = if side == Side::Home {
                palette::HOME
            } else {
                palette::AWAY
            };
            ui.label(RichText::new(self.gold_words(side)).strong().color(colour));
        }
        ui.add_space(8.0);
        match self.choosing() {
            Some(side) => self.show_choosing(ui, side),
            None => {
                ui.label(RichText::new("Both coaches have chosen.").strong());
                for side in Side::BOTH {
                    ui.label(self.bought_words(side));
                }
                ui.label(
                    "The match starts with the weather, then the stadium and the referee where \
                     the league rolls them, then the fans and the coin toss.",
                );
                if ui.button(RichText::new(START).size(16.0)).clicked() {
                    action = Some(InducementAction::Start(
                        self.choice.clone(),
                        Box::new(self.spec.clone()),
                    ));
                }
            }
        }
        if let Some(why) = &self.refused {
            ui.label(RichText::new(super::words::plain(why)).color(palette::ERROR));
        }
        ui.add_space(8.0);
        special_play_cards(ui);
        ui.add_space(8.0);
        if ui.button(BACK).clicked() {
            action = Some(InducementAction::Back);
        }
        action
    }

    /// What `side` bought, in a line.
    pub fn bought_words(&self, side: Side) -> String {
        let team = self.team(side);
        let bought: Vec<String> = self.offers[Self::idx(side)]
            .iter()
            .filter_map(|o| {
                let n = inducement_offer::count(team, o.inducement);
                (n > 0).then(|| format!("{n} {}", o.name))
            })
            .collect();
        format!(
            "{} buys {}",
            self.name(side),
            if bought.is_empty() {
                "nothing".to_string()
            } else {
                bought.join(", ")
            }
        )
    }

    fn show_choosing(&mut self, ui: &mut egui::Ui, side: Side) {
        let why = match (
            self.done,
            self.league.team_value[0] == self.league.team_value[1],
        ) {
            (0, false) => "first (the favourite buys before the underdog, 004:L2751-L2754)",
            (0, true) => "first (equal Team Values: the home team)",
            _ => "now",
        };
        ui.label(RichText::new(format!("{} chooses {why}", self.name(side))).size(18.0));
        let left = self.clock.left();
        let out = left.is_zero();
        ui.horizontal(|ui| {
            ui.label("Four minutes to choose (004:L2772-L2775):");
            let colour = if side == Side::Home {
                palette::HOME
            } else {
                palette::AWAY
            };
            if big_time(
                ui,
                &self.name(side),
                left,
                colour,
                self.clock.paused_at.is_some(),
            ) {
                self.clock.toggle_pause();
            }
        });
        if out {
            ui.label(
                RichText::new(format!(
                    "Time is up: {} buys no more; what it bought stands.",
                    self.name(side)
                ))
                .color(palette::ERROR),
            );
        }
        let offers = self.offers[Self::idx(side)].clone();
        let mut change = None;
        Grid::new(("offers", Self::idx(side)))
            .striped(true)
            .num_columns(5)
            .show(ui, |ui| {
                for h in ["Inducement", "Price", "Bought", "", ""] {
                    ui.label(RichText::new(h).strong());
                }
                ui.end_row();
                for o in &offers {
                    let n = inducement_offer::count(self.team(side), o.inducement);
                    ui.label(format!("{} ({})", o.name, o.source));
                    ui.label(format!("{} each", gold(o.each)));
                    ui.label(format!("{n} of {}", o.max));
                    if ui
                        .add_enabled(!out, egui::Button::new(buy_label(&o.name)))
                        .clicked()
                    {
                        change = Some((o.inducement, n.saturating_add(1)));
                    }
                    if ui
                        .add_enabled(n > 0, egui::Button::new(sell_label(&o.name)))
                        .clicked()
                    {
                        change = Some((o.inducement, n - 1));
                    }
                    ui.end_row();
                }
            });
        if let Some((which, n)) = change {
            self.try_count(side, which, n);
        }
        ui.label(
            RichText::new(
                "Star Players and Mercenaries are bought in a match script's setup for now, \
                 not here.",
            )
            .small(),
        );
        if ui.button(DONE).clicked() {
            self.done += 1;
            self.refused = None;
            self.clock = Countdown::new(self.source.clone());
        }
    }
}

/// SPECIAL PLAY CARDS: their place in the panel (0-5 a team, 004:L2768, L3043). The engine does not
/// draw them yet; when it does, the draw by Team Value and each team's cards go here, from
/// its offer, as the inducements above do. No card is shown until then.
fn special_play_cards(ui: &mut egui::Ui) {
    ui.label(RichText::new("Special Play cards").strong());
    ui.label("Not drawn here yet: the engine does not rule the Special Play cards yet.");
}
