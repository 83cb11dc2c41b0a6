//! Special Play cards in the window (004:L2780-L2797, L4783-L6456): each team's hand (the
//! card's name, what it does in a line, its deck and rulebook line, and "not ruled: apply it
//! by hand" where the engine does not rule it), the draw (the coach picks the deck and the card
//! he turned over, then keeps or discards it), and at a card's moment the cards he may play as
//! buttons with their names (on a player: one button a player).
//!
//! The window rules nothing here: what may be kept or played, and on whom, is the engine's
//! prompt ([`rules::Match::prompt`]); whether a card is ruled is [`Card::ruled`]. The names and
//! one-line effects are the tables' (tables/data/special-plays-2016.toml).

use egui::RichText;
use rules::special_play::{Card, Deck};
use rules::{Decision, DecisionKind, Input, Match, Prompt, Ruled, Side};

use super::{palette, words};

/// The button that keeps the card on screen.
pub fn keep_label(name: &str) -> String {
    format!("Keep: {name}")
}

/// The button that sends the card on screen back to the bottom of its deck.
pub fn discard_label(name: &str) -> String {
    format!("Discard: {name}")
}

/// The button that plays a card on no player (or names the card over its players).
pub fn play_label(name: &str) -> String {
    format!("Play: {name}")
}

/// The button that plays none of the cards now.
pub const PLAY_NONE: &str = "Play no card now";

/// The card's name as printed (`"Johnny Waterboy"`), else its id.
pub fn name(book: &tables::Rulebook, card: Card) -> String {
    entry(book, card).map_or_else(|| card.id().to_string(), |e| e.name.clone())
}

fn entry(book: &tables::Rulebook, card: Card) -> Option<&tables::ListEntry> {
    book.list(card.deck().id())
        .ok()?
        .entries
        .iter()
        .find(|e| e.id == card.id())
}

fn deck_name(book: &tables::Rulebook, deck: Deck) -> String {
    book.list(deck.id())
        .map_or_else(|_| deck.id().to_string(), |l| l.name.clone())
}

/// What the card does and where, in a line: its effect in our words, its deck and line, and
/// what the referee applies by hand.
pub fn about(book: &tables::Rulebook, card: Card) -> String {
    let effect = entry(book, card).map_or("", |e| e.effect.as_str());
    let ruled = match card.ruled() {
        Ruled::Yes => String::new(),
        Ruled::InPart(what) => format!(" In part: {what}."),
        Ruled::No => {
            let why = card.not_ruled();
            let mut first = why.chars();
            first.next().map_or_else(String::new, |c| {
                format!(" {}{}.", c.to_uppercase(), first.as_str())
            })
        }
    };
    format!(
        "{effect} ({}, {}).{ruled}",
        deck_name(book, card.deck()),
        card.cite()
    )
}

/// The card the coach turned over at the draw, and the cards he sent back.
#[derive(Debug, Default)]
pub struct SpecialPlayPanel {
    deck: Option<Deck>,
    drawn: Option<Card>,
    discarded: Vec<Card>,
}

impl SpecialPlayPanel {
    /// Draws each team's hand, when either holds a card.
    pub fn show_hands(ui: &mut egui::Ui, game: &Match) {
        let state = game.state();
        if state.cards.held.iter().all(Vec::is_empty) {
            return;
        }
        let book = game.book();
        for side in Side::BOTH {
            let held = &state.cards.held[side.index()];
            if held.is_empty() {
                continue;
            }
            let colour = if side == Side::Home {
                palette::HOME
            } else {
                palette::AWAY
            };
            let team = words::team(state, side);
            egui::CollapsingHeader::new(
                RichText::new(format!(
                    "Special Play cards held by {team} ({}): secret to the other coach until \
                     played",
                    held.len()
                ))
                .color(colour),
            )
            .id_salt(("hand", side.index()))
            .default_open(true)
            .show(ui, |ui| {
                for h in held {
                    ui.label(RichText::new(name(book, h.card)).strong());
                    ui.label(RichText::new(about(book, h.card)).small());
                }
            });
        }
    }

    /// Draws the prompt when it is a Special Play card's (the draw, or a card's moment) and
    /// gives the input the referee chose; `None` when the prompt is another's.
    pub fn show_prompt(&mut self, ui: &mut egui::Ui, game: &Match) -> Option<Option<Input>> {
        let Prompt::Decision(request) = game.prompt() else {
            return None;
        };
        if request.kind != DecisionKind::SpecialPlay {
            return None;
        }
        let state = game.state();
        ui.label(
            RichText::new(format!(
                "{} decides: Special Play cards",
                words::team(state, request.side)
            ))
            .strong()
            .size(18.0),
        );
        ui.label(words::plain(&request.about));
        let keeps: Vec<Card> = request
            .options
            .iter()
            .filter_map(|d| match d {
                Decision::KeepCard { card } => Some(*card),
                _ => None,
            })
            .collect();
        Some(if keeps.is_empty() {
            self.drawn = None;
            self.deck = None;
            play(ui, game, &request.options)
        } else {
            self.draw(ui, game, &keeps)
        })
    }

    /// The draw: the deck, the card turned over, keep or discard.
    fn draw(&mut self, ui: &mut egui::Ui, game: &Match, keeps: &[Card]) -> Option<Input> {
        let book = game.book();
        if self.drawn.is_some_and(|c| !keeps.contains(&c)) {
            self.drawn = None;
        }
        ui.label("The deck the card was drawn from:");
        ui.horizontal_wrapped(|ui| {
            for deck in Deck::ALL {
                if ui
                    .selectable_label(self.deck == Some(deck), deck_name(book, deck))
                    .clicked()
                {
                    self.deck = Some(deck);
                }
            }
        });
        if let Some(deck) = self.deck {
            ui.label("The card drawn (a card kept already by either team is not here):");
            ui.horizontal_wrapped(|ui| {
                for &card in keeps.iter().filter(|c| c.deck() == deck) {
                    if ui
                        .selectable_label(self.drawn == Some(card), name(book, card))
                        .clicked()
                    {
                        self.drawn = Some(card);
                    }
                }
            });
        }
        let mut input = None;
        if let Some(card) = self.drawn {
            let shown = name(book, card);
            ui.label(RichText::new(&shown).strong().size(16.0));
            ui.label(about(book, card));
            ui.horizontal(|ui| {
                if ui
                    .button(RichText::new(keep_label(&shown)).size(16.0))
                    .clicked()
                {
                    input = Some(Input::Decide(Decision::KeepCard { card }));
                    self.drawn = None;
                }
                if ui.button(discard_label(&shown)).clicked() {
                    self.discarded.push(card);
                    self.drawn = None;
                }
            });
        }
        if !self.discarded.is_empty() {
            let back: Vec<String> = self.discarded.iter().map(|&c| name(book, c)).collect();
            ui.label(
                RichText::new(format!(
                    "Back to the bottom of their decks (004:L2786-L2788): {}",
                    back.join(", ")
                ))
                .weak(),
            );
        }
        input
    }
}

/// A card's moment: a button for each card he may play (one a player for a card played on
/// one), and one to play none now.
fn play(ui: &mut egui::Ui, game: &Match, options: &[Decision]) -> Option<Input> {
    let book = game.book();
    let state = game.state();
    let mut cards: Vec<Card> = options
        .iter()
        .filter_map(|d| match d {
            Decision::PlayCard { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    cards.dedup();
    let mut input = None;
    for card in cards {
        let shown = name(book, card);
        let on: Vec<&Decision> = options
            .iter()
            .filter(|d| matches!(d, Decision::PlayCard { card: c, player: Some(_) } if *c == card))
            .collect();
        if on.is_empty() {
            if ui
                .button(RichText::new(play_label(&shown)).size(16.0))
                .clicked()
            {
                input = Some(Input::Decide(Decision::PlayCard { card, player: None }));
            }
        } else {
            ui.label(RichText::new(format!("{} on:", play_label(&shown))).size(16.0));
            ui.horizontal_wrapped(|ui| {
                for d in on {
                    if let Decision::PlayCard {
                        player: Some(id), ..
                    } = d
                        && ui
                            .button(words::plain(&words::player(state, *id)))
                            .clicked()
                    {
                        input = Some(Input::Decide(*d));
                    }
                }
            });
        }
        ui.label(RichText::new(about(book, card)).small());
    }
    if options.contains(&Decision::Done) && ui.button(PLAY_NONE).clicked() {
        input = Some(Input::Decide(Decision::Done));
    }
    input
}
