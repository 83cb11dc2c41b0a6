//! Blitz Bowl's points track and turn budget, in words: each team's points (002:L624, L658,
//! L662), how the game ends (Sudden Death at the margin, the last turns once the Challenge
//! Card deck is empty, 002:L692, L698), the Challenge Cards, and the Actions left this turn
//! (002:L458). Also Blitz Bowl's names for the Actions (Run, Mark, Throw, Sidestep, Stand Up,
//! Reserves Action, 002:L464-L469), and the balls in play with their kinds (002:L640, L820).
//! Every number is the engine's (`MatchState`).

use egui::{Color32, RichText};
use rules::blitz_balls::BlitzBall;
use rules::ruleset::{Activation, GameEnd, Movement, ScoringPolicy};
use rules::{ActionKind, Ball, MatchState, Side};

/// Whether the match is scored in points (Blitz Bowl), not touchdowns.
pub fn is_points_game(state: &MatchState) -> bool {
    matches!(state.ruleset.scoring, ScoringPolicy::Points { .. })
}

/// An Action's name in the match's game: Blitz Bowl's words under Marking (002:L464-L469,
/// L1171), else the 2016 card's.
pub fn action_name(state: &MatchState, kind: ActionKind) -> String {
    if state.ruleset.movement != Movement::Marking {
        return super::player_card::action_name(kind);
    }
    match kind {
        ActionKind::Move => "Run",
        ActionKind::Pass => "Throw",
        ActionKind::Mark => "Mark",
        ActionKind::Sidestep => "Sidestep",
        ActionKind::StandUp => "Stand Up",
        ActionKind::Reserves => "Reserves Action",
        other => return super::player_card::action_name(other),
    }
    .to_string()
}

/// The card's button for an Action in the match's game: its name and key (`Run (M)`).
pub fn action_button(state: &MatchState, kind: ActionKind) -> String {
    let name = action_name(state, kind);
    super::player_card::ACTIONS
        .iter()
        .find(|(k, _, _)| *k == kind)
        .map_or(name.clone(), |(_, _, key)| {
            format!("{name} ({})", key.name())
        })
}

/// One team's points: `Dwarf Cannoneers: 4 points`.
pub fn points_words(state: &MatchState, side: Side) -> String {
    let team = state.team(side);
    let unit = if team.score == 1 { "point" } else { "points" };
    format!("{}: {} {unit}", team.name, team.score)
}

/// How the game ends, and where it stands: the Sudden Death margin, the Challenge Card deck,
/// the last turns once it is empty.
pub fn game_end_words(state: &MatchState) -> String {
    let GameEnd::ChallengeDeck {
        sudden_death_margin,
    } = state.ruleset.game_end
    else {
        return String::new();
    };
    let mut words = format!(
        "Sudden Death: {sudden_death_margin} points ahead at the start of a turn wins at once."
    );
    if let Some(cards) = state.challenges.as_deref() {
        let active = cards.active.count_ones();
        match cards.turns_left {
            Some(left) => words.push_str(&format!(
                " The Challenge Card deck is empty: {left} {} left, then the higher score wins.",
                if left == 1 { "turn" } else { "turns" }
            )),
            None => words.push_str(&format!(
                " Challenge Cards: {} in the deck, {active} active; once the last is active, \
                 one more turn each, then the higher score wins.",
                cards.deck
            )),
        }
    }
    words
}

/// The Action budget of the turn in progress: `Actions this turn: 1 of 3 used (Run by #3
/// Runner), 2 left`. `None` when the game has no budget or no turn is on.
pub fn budget_words(state: &MatchState) -> Option<String> {
    let Activation::ActionBudget { actions, .. } = state.ruleset.activation else {
        return None;
    };
    let turn = state.turn.as_ref()?;
    let used = turn.declared.len();
    let made: Vec<String> = turn
        .declared
        .iter()
        .map(|(id, kind)| {
            let name = state.player(*id).map_or("", |p| p.profile.name.as_str());
            format!("{} by #{} {name}", action_name(state, *kind), id.number)
        })
        .collect();
    let left = usize::from(actions).saturating_sub(used);
    let made = if made.is_empty() {
        String::new()
    } else {
        format!(" ({})", made.join(", "))
    };
    Some(format!(
        "Actions this turn: {used} of {actions} used{made}, {left} left"
    ))
}

/// The points track above the pitch: each team's points and its turn.
pub fn show_team(ui: &mut egui::Ui, state: &MatchState, side: Side, colour: Color32) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
        ui.painter().rect_filled(rect, 2.0, colour);
        ui.label(RichText::new(points_words(state, side)).strong().size(18.0));
        let team = state.team(side);
        if team.turn > 0 {
            ui.separator();
            ui.label(format!("Turn {}", team.turn));
        }
        if let Some(cards) = state.challenges.as_deref() {
            ui.separator();
            ui.label(format!(
                "Bonus Plays in hand {}",
                cards.hand[side.index()].len()
            ));
        }
    });
}

/// The turn panel's part: the budget left this turn, both teams' points, and the game's end.
pub fn show_summary(ui: &mut egui::Ui, state: &MatchState) {
    if !is_points_game(state) {
        return;
    }
    if let Some(budget) = budget_words(state) {
        ui.label(RichText::new(super::words::plain(&budget)).strong());
    }
    ui.label(format!(
        "Points: {}; {}",
        points_words(state, Side::Home),
        points_words(state, Side::Away)
    ));
    ui.label(RichText::new(game_end_words(state)).weak());
    if let Some(balls) = balls_words(state) {
        ui.label(balls);
    }
}

/// The balls on the pitch and where, by kind under the Balls rule (002:L820): shown when the
/// Balls rule names them or more than one is in play (Multi-Ball, 002:L640-L642).
pub fn balls_words(state: &MatchState) -> Option<String> {
    let on: Vec<(Ball, Option<BlitzBall>)> = state
        .balls()
        .filter(|(ball, _)| *ball != Ball::OffPitch)
        .collect();
    if on.is_empty() || (on.len() < 2 && !state.ruleset.balls) {
        return None;
    }
    let each: Vec<String> = on
        .iter()
        .map(|&(ball, kind)| {
            let name = kind.map_or("a ball", BlitzBall::name);
            match ball {
                Ball::OnGround(square) => format!("{name} on {square}"),
                Ball::InAir(square) => format!("{name} in the air over {square}"),
                Ball::Held(id) => format!("{name} held by {}", super::words::player(state, id)),
                Ball::OffPitch => name.to_string(),
            }
        })
        .collect();
    let head = if on.len() == 1 { "Ball" } else { "Balls" };
    Some(format!("{head} in play: {}", each.join("; ")))
}
