//! Blitz Bowl's hands of Bonus Plays in the window (002:L377, L654-L682): for each coach how
//! many he holds against the hand limit (002:L658); for the coach whose turn it is, each Bonus
//! Play by its name (the data's, a league's own too), with a "Play: …" button for each the
//! engine lets him play now and, at the hand limit, the engine's question and a "Discard: …"
//! button a kind. Above them the active Challenge Cards' spaces and the cards a claim may
//! name with their points.
//!
//! The other coach's hand shows its size only: a Bonus Play in a coach's hand is kept secret
//! from his opponent (002:L377, L682), and the cards are played only by their holder, in his
//! turn (002:L678). The window rules nothing here: every button is one of the engine's prompt
//! options ([`rules::Match::prompt`]), the same input the turn or re-roll prompt sends.

use egui::RichText;
use rules::challenge::{BonusPlayEffect, Challenges};
use rules::ruleset::CardPolicy;
use rules::{Decision, Input, Match, MatchState, Prompt, Reroll, Side};

use super::{palette, words};

/// The button that plays a Bonus Play from the hand.
pub fn play_label(name: &str) -> String {
    format!("Play: {name}")
}

/// The button that discards a Bonus Play at the hand limit.
pub fn discard_label(name: &str) -> String {
    format!("Discard: {name}")
}

/// A hand's heading: `Norse Raiders: 2 Bonus Plays in hand (hand limit 3)`.
pub fn heading(team: &str, held: u8, limit: u8) -> String {
    let cards = if held == 1 {
        "Bonus Play"
    } else {
        "Bonus Plays"
    };
    format!("{team}: {held} {cards} in hand (hand limit {limit})")
}

/// What a kind of card in the hand offers now, from the prompt's options.
#[derive(Debug, Clone, Copy, Default)]
struct Offer {
    play: Option<Decision>,
    discard: Option<Decision>,
}

/// Draws both hands when the match has Challenge Cards; the input the referee chose, if any
/// this frame.
pub fn show(ui: &mut egui::Ui, game: &Match) -> Option<Input> {
    let state = game.state();
    let cards = state.challenges.as_deref()?;
    let limit = match state.ruleset.cards {
        CardPolicy::Challenges { hand_limit, .. } => hand_limit,
        _ => return None,
    };
    let prompt = game.prompt();
    let open = open_hand(state, &prompt);
    let mut chosen = None;
    egui::CollapsingHeader::new(RichText::new(HEADER).strong())
        .id_salt("bonus-play-hands")
        .default_open(true)
        .show(ui, |ui| {
            ui.label(RichText::new(challenge_words(cards)).weak());
            for side in Side::BOTH {
                if let Some(input) = show_hand(ui, state, &prompt, side, open == Some(side), limit)
                {
                    chosen = Some(input);
                }
            }
        });
    chosen
}

/// The fold that holds both hands and the Challenge Cards.
pub const HEADER: &str = "Bonus Plays in hand and Challenge Cards";

/// `side`'s hand: its size against the limit; its cards by name, with the prompt's play and
/// discard buttons, when `open`.
fn show_hand(
    ui: &mut egui::Ui,
    state: &MatchState,
    prompt: &Prompt,
    side: Side,
    open: bool,
    limit: u8,
) -> Option<Input> {
    let cards = state.challenges.as_deref()?;
    let colour = if side == Side::Home {
        palette::HOME
    } else {
        palette::AWAY
    };
    let hand = &cards.hand[side.index()];
    let team = words::team(state, side);
    ui.label(
        RichText::new(words::plain(&heading(team, hand.len(), limit)))
            .strong()
            .size(18.0)
            .color(colour),
    );
    if !open {
        if !hand.is_empty() {
            ui.label(
                RichText::new(
                    "Which they are is kept secret from the other coach (002:L377, L682)",
                )
                .weak(),
            );
        }
        return None;
    }
    if let Prompt::Decision(request) = prompt
        && request.side == side
        && request
            .options
            .iter()
            .any(|d| matches!(d, Decision::DiscardBonusPlay { .. }))
    {
        ui.label(RichText::new(words::plain(&request.about)).strong());
    }
    let mut chosen = None;
    for card in hand.kinds() {
        let offer = offer(cards, prompt, side, card);
        let name = match card {
            Some(_) => words::bonus_play_name(state, card),
            None => "a Bonus Play not named at its claim".to_string(),
        };
        let count = hand.cards().filter(|c| *c == card).count();
        ui.horizontal_wrapped(|ui| {
            if let Some(play) = offer.play
                && ui
                    .button(RichText::new(play_label(&name)).size(18.0))
                    .clicked()
            {
                chosen = Some(Input::Decide(play));
            }
            if let Some(discard) = offer.discard
                && ui
                    .button(RichText::new(discard_label(&name)).size(18.0))
                    .clicked()
            {
                chosen = Some(Input::Decide(discard));
            }
            let held = if count > 1 {
                format!("{name} (x{count})")
            } else {
                name.clone()
            };
            ui.label(RichText::new(held).strong());
        });
        if let Some(c) = cards.bonus_play(card) {
            ui.label(RichText::new(words::plain(&format!("{}: {}", c.timing, c.effect))).small());
        }
    }
    chosen
}

/// The coach whose hand is shown by name: the one the prompt offers a Bonus Play or a discard
/// of his hand, else the one whose turn it is; nobody between turns.
fn open_hand(state: &MatchState, prompt: &Prompt) -> Option<Side> {
    if let Prompt::Decision(request) = prompt
        && request.options.iter().any(|d| {
            matches!(
                d,
                Decision::PlayBonusPlay { .. }
                    | Decision::DiscardBonusPlay { .. }
                    | Decision::Reroll(Reroll::RawTalent)
            )
        })
    {
        return Some(request.side);
    }
    state.turn.as_ref().map(|t| t.side)
}

/// The prompt's options for `card` of `side`'s hand: a play (between his Actions, or Raw
/// Talent on his roll: the engine's first Raw Talent he may play) and a discard at the limit.
fn offer(cards: &Challenges, prompt: &Prompt, side: Side, card: Option<u8>) -> Offer {
    let Prompt::Decision(request) = prompt else {
        return Offer::default();
    };
    if request.side != side {
        return Offer::default();
    }
    let raw_talent = |c: Option<u8>| {
        cards
            .bonus_play(c)
            .is_some_and(|b| b.ruled == BonusPlayEffect::RawTalent)
    };
    // The card the engine takes for Raw Talent's re-roll: the first it may play.
    let raw_talent_card = cards.hand[side.index()]
        .cards()
        .find(|&c| c.is_some() && raw_talent(c) && cards.playable(side, c));
    let mut offer = Offer::default();
    for option in &request.options {
        match *option {
            Decision::PlayBonusPlay { card: c } if c == card => offer.play = Some(*option),
            Decision::Reroll(Reroll::RawTalent) if raw_talent_card == Some(card) => {
                offer.play = Some(*option);
            }
            Decision::DiscardBonusPlay { card: c } if c == card => offer.discard = Some(*option),
            _ => {}
        }
    }
    offer
}

/// The active Challenge Cards and what a claim may score: `Active Challenge Cards: spaces 1,
/// 2, 3 (the cards lie on the table). A claim scores: Break Some Bones! 3 points, …`.
pub fn challenge_words(cards: &Challenges) -> String {
    let spaces: Vec<String> = (1..=8u8)
        .filter(|&slot| cards.active & (1 << (slot - 1)) != 0)
        .map(|slot| slot.to_string())
        .collect();
    let active = if spaces.is_empty() {
        "Active Challenge Cards: none".to_string()
    } else {
        format!(
            "Active Challenge Cards: {} {} (which card lies there is on the table)",
            if spaces.len() == 1 { "space" } else { "spaces" },
            spaces.join(", ")
        )
    };
    if cards.cards.is_empty() {
        return format!("{active}.");
    }
    let worth: Vec<String> = cards
        .cards
        .iter()
        .map(|c| {
            let unit = if c.points == 1 { "point" } else { "points" };
            format!("{} {} {unit}", c.name, c.points)
        })
        .collect();
    format!("{active}. A claim scores: {}.", worth.join(", "))
}
