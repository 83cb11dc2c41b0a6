//! The random coach: picks an input for a decision prompt.
//!
//! `Uniform` picks uniformly among the prompt's legal options, with three exceptions that keep a
//! random match a match: it never concedes (a uniform coach would concede most matches in the
//! first turn), it sets up in a fixed legal formation (uniform placements almost never make a
//! legal set-up), and it takes a kick-off result's free moves (High Kick, Quick Snap!, Perfect
//! Defence) with "done" more likely than any one move, so a kick-off does not go on for
//! thousands of moves.

use rand::{Rng, RngExt};
use rules::{Decision, DecisionRequest, Input, MatchState, Side};

/// How the random coach chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// Uniform among the legal options (see the module notes for the three exceptions).
    #[default]
    Uniform,
}

impl Policy {
    /// `"uniform"`.
    pub fn from_name(name: &str) -> Option<Policy> {
        match name {
            "uniform" => Some(Policy::Uniform),
            _ => None,
        }
    }

    /// The coach's input for this decision, or `None` when there is no option at all.
    pub fn decide(
        self,
        state: &MatchState,
        request: &DecisionRequest,
        rng: &mut impl Rng,
    ) -> Option<Input> {
        let options = &request.options;
        if options
            .iter()
            .any(|o| matches!(o, Decision::Place { .. } | Decision::EndSetup))
        {
            return set_up(options, request.side).map(Input::Decide);
        }
        if options.contains(&Decision::Done) {
            return Some(Input::Decide(kick_off_move(state, request, rng)));
        }
        let playable: Vec<&Decision> = options
            .iter()
            .filter(|o| **o != Decision::Concede)
            .collect();
        if playable.is_empty() {
            return None;
        }
        let pick = playable[rng.random_range(0..playable.len())];
        Some(Input::Decide(pick.clone()))
    }
}

/// Fills the formation's squares in order with whoever may stand there, then ends set-up.
fn set_up(options: &[Decision], side: Side) -> Option<Decision> {
    for square in rules::pitch::example_formation(side) {
        if let Some(place) = options
            .iter()
            .find(|o| matches!(o, Decision::Place { square: s, .. } if *s == square))
        {
            return Some(place.clone());
        }
    }
    options
        .iter()
        .find(|o| **o == Decision::EndSetup)
        .or_else(|| options.first())
        .cloned()
}

/// A kick-off result's free moves: "done" six times in ten, otherwise a uniform move (for
/// Perfect Defence only between squares off the line and out of the wide zones, so the
/// set-up stays legal).
fn kick_off_move(state: &MatchState, request: &DecisionRequest, rng: &mut impl Rng) -> Decision {
    if rng.random_range(0..10) < 6 {
        return Decision::Done;
    }
    let perfect_defence = request.about.starts_with("Perfect Defence");
    let moves: Vec<&Decision> = request
        .options
        .iter()
        .filter(|o| match o {
            Decision::MovePlayer { player, to } if perfect_defence => {
                let from = state.player(*player).and_then(|p| p.square());
                from.is_some_and(|f| f.line_of_scrimmage().is_none() && !f.is_wide_zone())
                    && to.line_of_scrimmage().is_none()
                    && !to.is_wide_zone()
            }
            Decision::MovePlayer { .. } => true,
            _ => false,
        })
        .collect();
    if moves.is_empty() {
        return Decision::Done;
    }
    moves[rng.random_range(0..moves.len())].clone()
}
