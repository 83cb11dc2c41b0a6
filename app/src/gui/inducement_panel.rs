//! The inducements of a league match, chosen after the Weather, Stadium and Referee rolls
//! (004:L2676-L2682, L2730-L2778), so the coaches buy knowing the referee: each team's
//! Team Value and inducement gold as the engine works them out, its Treasury, what it may buy
//! and at what price, what it has spent and the gold left; the favourite chooses first, then
//! the underdog (004:L2751-L2754), each within four minutes on a clock the referee sees
//! (004:L2772-L2775), whose running out ends that coach's choosing and is logged with the match.
//! Star Players (0-2 hires, a duo one hire) and Mercenaries (Loner, an extra skill) are hired
//! here too (004:L3021-L3041, L3094-L3119). A purchase the engine refuses is refused in its
//! words. The prices and gold are the stadium's the match rolled (Reputation for Spectacle's
//! gold, Broadcast Studio's Star Players). The purchases become the recorded match's setup
//! ([`super::session::Session::choose_inducements`]).
//!
//! The window rules nothing here: the offers and prices are [`rules::inducement_offer`]'s, the
//! gold and every refusal [`rules::SetupSpec::build`]'s.

use std::time::Duration;

use egui::{Grid, RichText};
use rules::inducement_offer::{self, MercenaryOffer, Offer, StarOffer};
use rules::special_play::Deck;
use rules::{Inducement, LeagueSetup, MercenarySpec, SetupSpec, Side, StarSpec, TeamSpec};

use super::palette;
use super::turn_clock::{ClockSource, big_time};

/// The panel's heading.
pub const HEADING: &str = "Inducements";
/// The button that ends a coach's choosing.
pub const DONE: &str = "Done choosing";
/// The button that starts the match with what was bought.
pub const START: &str = "Start the match with these inducements";
/// The button that goes back to the match, buying nothing yet (its pre-match rolls may be
/// corrected there; [`OPEN`] comes back).
pub const BACK: &str = "Back to the match";
/// The button under the prompt that opens the panel while the match waits for the
/// inducements.
pub const OPEN: &str = "Choose the inducements";
/// The time each coach has to choose (004:L2772-L2775).
pub const CHOOSING: Duration = Duration::from_secs(4 * 60);

/// The label of the button that buys one more of `offer`.
/// The button that settles the order at equal Team Values: `team` buys first, as the winner of
/// the coaches' D6 roll-off chose (004:L11687-L11691).
pub fn buys_first_label(team: &str) -> String {
    format!("{team} buys first")
}

pub fn buy_label(offer: &str) -> String {
    format!("Buy one: {offer}")
}

/// The label of the button that takes one back.
pub fn sell_label(offer: &str) -> String {
    format!("Take one back: {offer}")
}

/// The label of the button that hires a Star Player.
pub fn hire_star_label(star: &str) -> String {
    format!("Hire: {star}")
}

/// The label of the button that lets a hired Star Player go.
pub fn let_go_label(star: &str) -> String {
    format!("Let go: {star}")
}

/// The label of the button that hires a Mercenary of `position`.
pub fn mercenary_label(position: &str) -> String {
    format!("Hire a Mercenary: {position}")
}

/// The label of the button that lets Mercenary #`number` go.
pub fn let_mercenary_go_label(number: u8, position: &str) -> String {
    format!("Let go: Mercenary #{number} {position}")
}

/// The field for a Star Player the list does not offer, and its button.
pub const STAR_BY_NAME: &str = "Another Star Player by name";
/// The button that hires the star named in [`STAR_BY_NAME`].
pub const HIRE_BY_NAME: &str = "Hire the Star Player named";
/// The field for a Mercenary's one extra skill.
pub const MERCENARY_SKILL: &str = "The next Mercenary's extra skill (empty: none)";
/// The heading of the Special Plays' rows.
pub const SPECIAL_PLAYS: &str =
    "Special Plays (0-5, each one more card kept; 004:L2768, L3043-L3047, L3122-L3130)";

/// A Special Play's name in the panel: `Special Play (Random Events deck)`.
pub fn special_play_label(book: &tables::Rulebook, deck: Deck) -> String {
    let name = book
        .list(deck.id())
        .map_or_else(|_| deck.id().to_string(), |l| l.name.clone());
    format!("Special Play ({name})")
}

/// The heading of the Star Players' list.
pub const STARS: &str = "Star Players (0-2 hires, a duo one hire; 004:L3094-L3119)";
/// The heading of the Mercenaries' list.
pub const MERCENARIES: &str = "Mercenaries (Loner; 30,000 over the position, 004:L3021-L3041)";

/// A coach's four minutes to choose ran out (004:L2772-L2775): kept to be logged with the
/// match once it is recorded.
#[derive(Debug, Clone, PartialEq)]
pub struct ChoosingTimeUp {
    /// The team whose coach was choosing.
    pub team: String,
    /// When the time ran out, in seconds since the Unix epoch (UTC).
    pub at_unix: f64,
}

impl ChoosingTimeUp {
    /// What the log says.
    pub fn words(&self) -> String {
        format!(
            "{}: the four minutes to choose inducements ran out (004:L2772-L2775); it buys no \
             more, what it bought stands",
            self.team
        )
    }
}

/// Gold in the rulebook's way: `130,000` (the ledger's, as Hire and Fire writes it).
pub use ledger::gold;

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
#[derive(Debug, Clone, PartialEq)]
pub enum InducementAction {
    /// Go on with the match from this setup (the teams with what they bought), with the
    /// coaches' choosing clocks that ran out, to be logged with it.
    Start(Box<SetupSpec>, Vec<ChoosingTimeUp>),
    /// Back to the match, nothing bought yet, with the choosing clocks that ran out so far (the
    /// match is recorded: they are logged at once).
    Back(Vec<ChoosingTimeUp>),
}

/// The inducements being bought for one league match.
pub struct InducementPanel {
    book: tables::Rulebook,
    /// What the pre-match rolled, in a line.
    rolled: String,
    /// The match's setup with what has been bought so far.
    spec: SetupSpec,
    /// The engine's reading of `spec`: the Team Values, the gold, what each spent.
    league: LeagueSetup,
    /// What each team may buy, home then away.
    offers: [Vec<Offer>; 2],
    /// The order the coaches choose in: the favourite first (004:L2751-L2754); at equal Team
    /// Values, as the roll-off's winner chose (004:L11687-L11691).
    order: [Side; 2],
    /// At equal Team Values: the roll-off's result not yet given, so nobody chooses yet.
    roll_off: bool,
    /// How many coaches have finished choosing.
    done: usize,
    /// The clock of the coach choosing now.
    clock: Countdown,
    source: ClockSource,
    /// The engine's words for the last purchase it refused.
    refused: Option<String>,
    /// The Star Players each team may hire, home then away.
    stars: [Vec<StarOffer>; 2],
    /// The Mercenaries each team may hire, home then away.
    mercenaries: [Vec<MercenaryOffer>; 2],
    /// The decks each team may buy a Special Play of, with the price, home then away.
    special_plays: [Vec<(Deck, u32)>; 2],
    /// The star typed by name.
    star_name: String,
    /// The next Mercenary's extra skill, as typed.
    mercenary_skill: String,
    /// The choosing clocks that ran out.
    time_ups: Vec<ChoosingTimeUp>,
}

impl InducementPanel {
    /// The panel for a league match waiting for its inducements, from its setup with nothing
    /// bought ([`super::session::Session::inducement_spec`]) and a line saying what the
    /// pre-match rolled; the engine's refusal when the teams cannot take the field as they are.
    pub fn new(
        spec: SetupSpec,
        book: tables::Rulebook,
        rolled: String,
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
        // The favourite (the higher Team Value) chooses first; at equal values the coaches roll
        // off and the winner says who (the referee gives the order, `settle_order`).
        let roll_off = league.team_value[0] == league.team_value[1];
        let order = if league.team_value[1] > league.team_value[0] {
            [Side::Away, Side::Home]
        } else {
            [Side::Home, Side::Away]
        };
        let stars = [
            inducement_offer::star_offers(&book, &spec, Side::Home),
            inducement_offer::star_offers(&book, &spec, Side::Away),
        ];
        let mercenaries = [
            inducement_offer::mercenary_offers(&book, &spec, Side::Home),
            inducement_offer::mercenary_offers(&book, &spec, Side::Away),
        ];
        let special_plays = [
            inducement_offer::special_play_offers(&book, &spec, Side::Home),
            inducement_offer::special_play_offers(&book, &spec, Side::Away),
        ];
        Ok(InducementPanel {
            special_plays,
            stars,
            mercenaries,
            star_name: String::new(),
            mercenary_skill: String::new(),
            time_ups: Vec::new(),
            rolled,
            book,
            spec,
            league,
            offers,
            order,
            roll_off,
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

    /// At equal Team Values: `first` buys first, as the roll-off's winner chose; his clock
    /// starts now.
    fn settle_order(&mut self, first: Side) {
        self.order = [first, first.opponent()];
        self.roll_off = false;
        self.clock = Countdown::new(self.source.clone());
    }

    /// The roll-off at equal Team Values (004:L11687-L11691): the coaches roll a D6 each,
    /// again on a tie, and the winner chooses to buy first or second; the referee says who
    /// buys first.
    fn show_roll_off(&mut self, ui: &mut egui::Ui) {
        ui.label(
            RichText::new(
                "Equal Team Values: each coach rolls a D6, again on a tie; the winner chooses \
                 to buy first or second (004:L11687-L11691).",
            )
            .size(18.0),
        );
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                if ui.button(buys_first_label(&self.name(side))).clicked() {
                    self.settle_order(side);
                }
            }
        });
    }

    /// Sets `side`'s count of `which` to `n` if the engine takes the setup so; else keeps its
    /// refusal to show.
    fn try_count(&mut self, side: Side, which: Inducement, n: u8) {
        self.try_change(side, |team| {
            inducement_offer::set_count(team, which, n);
        });
    }

    /// Changes `side`'s team with `change` if the engine takes the setup so; else keeps its
    /// refusal to show.
    fn try_change(&mut self, side: Side, change: impl FnOnce(&mut TeamSpec)) {
        let mut spec = self.spec.clone();
        change(match side {
            Side::Home => &mut spec.home,
            Side::Away => &mut spec.away,
        });
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

    /// The first shirt number after every player `side` fields now (its squad, stars and
    /// Mercenaries as the setup numbers them).
    fn next_number(&self, side: Side) -> u8 {
        self.spec
            .build(&self.book)
            .ok()
            .and_then(|setup| {
                let team = match side {
                    Side::Home => setup.home,
                    Side::Away => setup.away,
                };
                team.players.iter().map(|p| p.number).max()
            })
            .unwrap_or(0)
            .saturating_add(1)
    }

    /// Hires the star `star` (an id or a name) for `side`, numbered after its players, if the
    /// engine takes it; else keeps its refusal (a star the team may not hire, a third hire:
    /// 004:L3094-L3119). Hired by both teams he plays for neither, both paying (004:L3109-L3112).
    fn hire_star(&mut self, side: Side, star: String) {
        let first = self.next_number(side);
        let models = self.book.star(&star).map_or(0, |s| s.players.len());
        let numbers = (0..models)
            .map(|k| first.saturating_add(u8::try_from(k).unwrap_or(u8::MAX)))
            .collect();
        self.try_change(side, |team| {
            if let TeamSpec::Roster { stars, .. } = team {
                stars.push(StarSpec { star, numbers });
            }
        });
    }

    /// Hires a Mercenary of `position` for `side`, with the extra skill typed, if any.
    fn hire_mercenary(&mut self, side: Side, position: String) {
        let number = self.next_number(side);
        let skill = Some(self.mercenary_skill.trim().to_string()).filter(|s| !s.is_empty());
        self.try_change(side, |team| {
            if let TeamSpec::Roster { inducements, .. } = team {
                inducements.mercenaries.push(MercenarySpec {
                    number,
                    position,
                    name: None,
                    skill,
                });
            }
        });
    }

    /// The coaches' choosing clocks that ran out.
    pub fn time_ups(&self) -> &[ChoosingTimeUp] {
        &self.time_ups
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
        ui.label(RichText::new(&self.rolled).strong());
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
        for up in &self.time_ups {
            ui.label(RichText::new(up.words()).color(palette::ERROR));
        }
        ui.add_space(8.0);
        match self.choosing() {
            Some(_) if self.roll_off => self.show_roll_off(ui),
            Some(side) => self.show_choosing(ui, side),
            None => {
                ui.label(RichText::new("Both coaches have chosen.").strong());
                for side in Side::BOTH {
                    ui.label(self.bought_words(side));
                }
                ui.label(
                    "The match goes on with the Special Play cards where the league draws them, \
                     then the fans and the coin toss.",
                );
                if ui.button(RichText::new(START).size(16.0)).clicked() {
                    action = Some(InducementAction::Start(
                        Box::new(self.spec.clone()),
                        self.time_ups.clone(),
                    ));
                }
            }
        }
        if let Some(why) = &self.refused {
            ui.label(RichText::new(super::words::plain(why)).color(palette::ERROR));
        }
        ui.add_space(8.0);
        special_play_cards(ui, &self.book);
        ui.add_space(8.0);
        if ui.button(BACK).clicked() {
            action = Some(InducementAction::Back(std::mem::take(&mut self.time_ups)));
        }
        action
    }

    /// What `side` bought, in a line.
    pub fn bought_words(&self, side: Side) -> String {
        let team = self.team(side);
        let mut bought: Vec<String> = self.offers[Self::idx(side)]
            .iter()
            .filter_map(|o| {
                let n = inducement_offer::count(team, o.inducement);
                (n > 0).then(|| format!("{n} {}", o.name))
            })
            .collect();
        if let TeamSpec::Roster { inducements, .. } = team {
            for deck in &inducements.special_plays {
                bought.push(special_play_label(&self.book, *deck));
            }
        }
        for star in team.stars() {
            let name = self
                .book
                .star(&star.star)
                .map_or(star.star.as_str(), |s| s.name.as_str());
            bought.push(format!("Star Player {name}"));
        }
        if let TeamSpec::Roster { inducements, .. } = team {
            for m in &inducements.mercenaries {
                let skill = m
                    .skill
                    .as_ref()
                    .map_or(String::new(), |s| format!(" with {s}"));
                bought.push(format!("Mercenary #{} {}{skill}", m.number, m.position));
            }
        }
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
            (0, true) => "first (the roll-off's winner chose the order, 004:L11687-L11691)",
            _ => "now",
        };
        ui.label(RichText::new(format!("{} chooses {why}", self.name(side))).size(18.0));
        let left = self.clock.left();
        if left.is_zero() {
            // The limit is on choosing (004:L2772-L2775): the coach's choosing ends there,
            // with what he bought, and the time-up is kept for the match's log.
            let at_unix = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0.0, |d| d.as_secs_f64());
            self.time_ups.push(ChoosingTimeUp {
                team: self.name(side),
                at_unix,
            });
            self.end_choosing();
            ui.ctx().request_repaint();
            return;
        }
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
        if ui.button(DONE).clicked() {
            self.end_choosing();
            return;
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
                    if ui.button(buy_label(&o.name)).clicked() {
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
        self.show_special_plays(ui, side);
        self.show_stars(ui, side);
        self.show_mercenaries(ui, side);
    }

    /// The Special Plays `side` may buy, a row a deck (when the cards are on).
    fn show_special_plays(&mut self, ui: &mut egui::Ui, side: Side) {
        let offers = self.special_plays[Self::idx(side)].clone();
        if offers.is_empty() {
            return;
        }
        let held: Vec<Deck> = match self.team(side) {
            TeamSpec::Roster { inducements, .. } => inducements.special_plays.clone(),
            TeamSpec::QuickStart(_) => Vec::new(),
        };
        ui.label(RichText::new(SPECIAL_PLAYS).strong());
        let mut change = None;
        Grid::new(("special-plays", Self::idx(side)))
            .striped(true)
            .num_columns(5)
            .show(ui, |ui| {
                for (deck, each) in &offers {
                    let shown = special_play_label(&self.book, *deck);
                    let n = held.iter().filter(|d| *d == deck).count();
                    ui.label(&shown);
                    ui.label(format!("{} each", gold(*each)));
                    ui.label(format!("{n} bought"));
                    if ui.button(buy_label(&shown)).clicked() {
                        change = Some((*deck, true));
                    }
                    if ui
                        .add_enabled(n > 0, egui::Button::new(sell_label(&shown)))
                        .clicked()
                    {
                        change = Some((*deck, false));
                    }
                    ui.end_row();
                }
            });
        if let Some((deck, buy)) = change {
            self.try_change(side, |team| {
                if let TeamSpec::Roster { inducements, .. } = team {
                    if buy {
                        inducements.special_plays.push(deck);
                    } else if let Some(at) =
                        inducements.special_plays.iter().rposition(|d| *d == deck)
                    {
                        inducements.special_plays.remove(at);
                    }
                }
            });
        }
    }

    /// Ends the choosing coach's turn to buy: the other coach's clock starts.
    fn end_choosing(&mut self) {
        self.done += 1;
        self.refused = None;
        self.clock = Countdown::new(self.source.clone());
    }

    /// The Star Players `side` may hire, those it hired, and a star by name.
    fn show_stars(&mut self, ui: &mut egui::Ui, side: Side) {
        let offers = self.stars[Self::idx(side)].clone();
        let hired: Vec<String> = self
            .team(side)
            .stars()
            .iter()
            .map(|s| s.star.clone())
            .collect();
        let mut hire = None;
        let mut let_go = None;
        egui::CollapsingHeader::new(RichText::new(STARS).strong())
            .id_salt(("stars", Self::idx(side)))
            .show(ui, |ui| {
                Grid::new(("star-offers", Self::idx(side)))
                    .striped(true)
                    .num_columns(3)
                    .show(ui, |ui| {
                        for o in &offers {
                            ui.label(format!("{} ({})", o.name, o.source));
                            ui.label(gold(o.each));
                            if ui.button(hire_star_label(&o.name)).clicked() {
                                hire = Some(o.id.clone());
                            }
                            ui.end_row();
                        }
                    });
                ui.horizontal(|ui| {
                    let label = ui.label(STAR_BY_NAME);
                    ui.add(
                        egui::TextEdit::singleline(&mut self.star_name)
                            .desired_width(200.0)
                            .id_salt(STAR_BY_NAME),
                    )
                    .labelled_by(label.id);
                    if ui.button(HIRE_BY_NAME).clicked() && !self.star_name.trim().is_empty() {
                        hire = Some(self.star_name.trim().to_string());
                    }
                });
            });
        for (i, star) in hired.iter().enumerate() {
            let name = self
                .book
                .star(star)
                .map_or(star.clone(), |s| s.name.clone());
            if ui.button(let_go_label(&name)).clicked() {
                let_go = Some(i);
            }
        }
        if let Some(star) = hire {
            self.hire_star(side, star);
        }
        if let Some(i) = let_go {
            self.try_change(side, |team| {
                if let TeamSpec::Roster { stars, .. } = team
                    && i < stars.len()
                {
                    stars.remove(i);
                }
            });
        }
    }

    /// The Mercenaries `side` may hire and those it hired.
    fn show_mercenaries(&mut self, ui: &mut egui::Ui, side: Side) {
        let offers = self.mercenaries[Self::idx(side)].clone();
        let mut hire = None;
        let mut let_go = None;
        egui::CollapsingHeader::new(RichText::new(MERCENARIES).strong())
            .id_salt(("mercenaries", Self::idx(side)))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    let label = ui.label(MERCENARY_SKILL);
                    ui.add(
                        egui::TextEdit::singleline(&mut self.mercenary_skill)
                            .desired_width(140.0)
                            .id_salt(MERCENARY_SKILL),
                    )
                    .labelled_by(label.id);
                });
                ui.label(
                    "One skill of his position's Normal categories, 50,000 more \
                     (004:L3032-L3035).",
                );
                Grid::new(("mercenary-offers", Self::idx(side)))
                    .striped(true)
                    .num_columns(3)
                    .show(ui, |ui| {
                        for o in &offers {
                            ui.label(format!("{} (Normal skills {})", o.position, o.normal));
                            ui.label(gold(o.each));
                            if ui.button(mercenary_label(&o.position)).clicked() {
                                hire = Some(o.position.clone());
                            }
                            ui.end_row();
                        }
                    });
            });
        if let TeamSpec::Roster { inducements, .. } = self.team(side) {
            for (i, m) in inducements.mercenaries.iter().enumerate() {
                if ui
                    .button(let_mercenary_go_label(m.number, &m.position))
                    .clicked()
                {
                    let_go = Some(i);
                }
            }
        }
        if let Some(position) = hire {
            self.hire_mercenary(side, position);
        }
        if let Some(i) = let_go {
            self.try_change(side, |team| {
                if let TeamSpec::Roster { inducements, .. } = team
                    && i < inducements.mercenaries.len()
                {
                    inducements.mercenaries.remove(i);
                }
            });
        }
    }
}

/// Where the Special Play cards come (0-5 a team bought as Special Plays, 004:L2768, L3043):
/// kept after the referee, in the match's prompts (`special_play_panel.rs`), when the ruleset
/// option is on.
fn special_play_cards(ui: &mut egui::Ui, book: &tables::Rulebook) {
    ui.label(RichText::new("Special Play cards").strong());
    if book.is_on(tables::SPECIAL_PLAY_OPTION) {
        ui.label(
            "Drawn once the match starts, after the referee: each coach names the cards he \
             keeps, the higher Team Value first (004:L2780-L2797).",
        );
    } else {
        ui.label("Off in this match (the new-match form's \"Special Play cards\" turns them on).");
    }
}
