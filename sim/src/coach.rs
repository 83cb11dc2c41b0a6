//! The random coach: picks an input for a decision prompt.
//!
//! `Uniform` picks uniformly among the prompt's legal options, with four exceptions that keep a
//! random match a match: it never concedes (a uniform coach would concede most matches in the
//! first turn), it sets up in a fixed legal formation (uniform placements almost never make a
//! legal set-up), and it takes a kick-off result's free moves (High Kick, Quick Snap!, Perfect
//! Defence) with "done" more likely than any one move, so a kick-off does not go on for
//! thousands of moves; and where a Wizard's spells are offered (hundreds of them, a Fireball on
//! every square) it casts one time in four, so he is not always spent at the first chance.

use rand::{Rng, RngExt};
use rules::{ActionKind, Ball, Decision, DecisionKind, DecisionRequest, Input, MatchState, Square};

/// How the random coach chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// Uniform among the legal options (see the module notes for the four exceptions).
    #[default]
    Uniform,
    /// As `Uniform`, but leaning towards the game: a player on an Action moves to the loose
    /// ball or, carrying it, towards the End Zone; the carrier is often the one to act; a
    /// Pass or Hand-off Action usually gets rid of the ball, mostly to a team-mate; Actions
    /// and turns end less often than uniform picks would end them. Matches then have
    /// touchdowns, completions and interceptions to count.
    Forward,
    /// Blitz Bowl's coach (`blitz_coach`): spends the turn's three Actions, Blocks and Marks,
    /// runs to the loose ball and the carrier to the End Zone, throws forward, claims a
    /// Challenge Card now and then; random among the legal options with those leanings.
    Blitz,
}

impl Policy {
    /// `"uniform"`, `"forward"`, `"blitz"`.
    pub fn from_name(name: &str) -> Option<Policy> {
        match name {
            "uniform" => Some(Policy::Uniform),
            "forward" => Some(Policy::Forward),
            "blitz" => Some(Policy::Blitz),
            _ => None,
        }
    }

    /// The next input for the match as it stands: the simulator's dice for a roll, this coach's
    /// choice for a decision; `None` when the match is over or no option exists. What tests and
    /// benchmarks use to play a match on.
    pub fn next_input(self, m: &rules::Match, rng: &mut impl Rng) -> Option<Input> {
        match m.prompt() {
            rules::Prompt::MatchOver { .. } => None,
            rules::Prompt::Roll(request) => Some(Input::Dice(crate::dice::roll(&request, rng))),
            rules::Prompt::Decision(request) => self.decide(m.state(), &request, rng),
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
        match request.kind {
            DecisionKind::SetUp => return set_up(state, request).map(Input::Decide),
            DecisionKind::HighKick
            | DecisionKind::QuickSnap
            | DecisionKind::PerfectDefence
            | DecisionKind::BolsterTheLine => {
                return Some(Input::Decide(kick_off_move(state, request, rng)));
            }
            _ => {}
        }
        if let Some(decision) = spell_or_not(state, request, rng) {
            return Some(Input::Decide(decision));
        }
        if self == Policy::Forward
            && let Some(decision) = forward(state, options, rng)
        {
            return Some(Input::Decide(decision));
        }
        if self == Policy::Blitz
            && let Some(decision) = crate::blitz_coach::blitz(state, request, rng)
        {
            return Some(Input::Decide(decision));
        }
        // The pick is among every option but the concession (offered at a turn only),
        // counted, not collected.
        let concede = if request.kind == DecisionKind::Turn {
            // The concession comes after the Actions (and before any spell): looked for
            // from the end.
            options.iter().rposition(|o| matches!(o, Decision::Concede))
        } else {
            None
        };
        let count = request.count() - usize::from(concede.is_some());
        if count == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..count);
        if concede.is_some_and(|c| pick >= c) {
            pick += 1;
        }
        request.nth(pick).map(Input::Decide)
    }
}

/// A Wizard's spells are hundreds of options (a Fireball on every square): picked uniformly
/// they would always be cast at the first chance. Where they are offered, the coach casts one
/// time in four (a uniform spell), else picks uniformly among the other options, the
/// concession aside. `None` where no spell is offered.
fn spell_or_not(
    state: &MatchState,
    request: &DecisionRequest,
    rng: &mut impl Rng,
) -> Option<Decision> {
    let spell = |d: &Decision| {
        matches!(
            d,
            Decision::Fireball { .. }
                | Decision::HoratioFireball { .. }
                | Decision::WarpLightning { .. }
                | Decision::LightningBolt { .. }
        )
    };
    // Only a team whose Wizard has not cast is offered spells: the options are not searched
    // for them at every other turn prompt.
    if !matches!(request.kind, DecisionKind::Turn | DecisionKind::Wizard)
        || !(state
            .team(request.side)
            .inducements
            .has(rules::Inducement::Wizard)
            || state
                .team(request.side)
                .inducements
                .has(rules::Inducement::HoratioXScottenheim)
            || state
                .team(request.side)
                .inducements
                .has(rules::Inducement::WarlockEngineer))
        || !request.options.iter().any(spell)
    {
        return None;
    }
    let cast = rng.random_range(0..4) == 0;
    let pool: Vec<&Decision> = request
        .options
        .iter()
        .filter(|d| spell(d) == cast && !matches!(d, Decision::Concede))
        .collect();
    if pool.is_empty() {
        return None;
    }
    pool.get(rng.random_range(0..pool.len())).map(|d| *(*d))
}

/// Fills the formation's squares in order with the first player who may stand there, then
/// ends set-up.
fn set_up(state: &MatchState, request: &DecisionRequest) -> Option<Decision> {
    let placings = &request.placings;
    // Whoever may be placed may go on any of the squares, so the choice is the first of them
    // on the earliest square of the formation that is among the squares.
    let player = placings.players.first();
    // The formation follows a half-way line Unclear Markings moved (004:L3669-L3675).
    let pitch = state.pitch();
    let dx = if pitch.has_line_of_scrimmage() {
        i32::from(pitch.halfway()) - i32::from(rules::pitch::Pitch::BB2016.halfway())
    } else {
        0
    };
    let formation = rules::pitch::example_formation(request.side)
        .map(|sq| Square::new(i32::from(sq.x()) + dx, i32::from(sq.y())).unwrap_or(sq));
    if let Some(&player) = player
        && let Some(&square) = formation
            .iter()
            .filter(|&&sq| !state.is_occupied(sq))
            .find(|&&sq| placings.squares.contains(sq))
    {
        return Some(Decision::Place { player, square });
    }
    // Blitz Bowl's End Zone set-up (no 2016 formation square is in it): the first free square
    // offered, so every player goes on (002:L431).
    if state.ruleset.setup != rules::RulesetParams::BB2016.setup
        && let Some(&player) = player
        && let Some(square) = placings.squares.iter().find(|&sq| !state.is_occupied(sq))
    {
        return Some(Decision::Place { player, square });
    }
    let options = &request.options;
    options
        .iter()
        .find(|o| matches!(o, Decision::EndSetup))
        .or_else(|| options.first())
        .cloned()
        .or_else(|| request.nth(0))
}

/// A kick-off result's free moves: "done" six times in ten, otherwise a uniform move (for
/// Perfect Defence only between squares off the line and out of the wide zones, so the
/// set-up stays legal).
fn kick_off_move(state: &MatchState, request: &DecisionRequest, rng: &mut impl Rng) -> Decision {
    if rng.random_range(0..10) < 6 {
        return Decision::Done;
    }
    let perfect_defence = state.perfect_defence().is_some();
    let pitch = state.pitch();
    let moves: Vec<&Decision> = request
        .options
        .iter()
        .filter(|o| match o {
            Decision::MovePlayer { player, to } if perfect_defence => {
                let from = state.player(*player).and_then(|p| p.square());
                from.is_some_and(|f| pitch.line_of_scrimmage(f).is_none() && !pitch.is_wide_zone(f))
                    && pitch.line_of_scrimmage(*to).is_none()
                    && !pitch.is_wide_zone(*to)
            }
            Decision::MovePlayer { .. } => true,
            _ => false,
        })
        .collect();
    if moves.is_empty() {
        return Decision::Done;
    }
    *moves[rng.random_range(0..moves.len())]
}

/// The `Forward` coach's leanings; `None` leaves the pick to the uniform coach.
fn forward(state: &MatchState, options: &[Decision], rng: &mut impl Rng) -> Option<Decision> {
    let mover = state.action().map(|a| a.player);
    if let Some(carrier) = state.ball_carrier()
        && mover.is_none()
        && rng.random_range(0..100) < 60
    {
        let action = match rng.random_range(0..10) {
            0 | 1 => ActionKind::Pass,
            2 => ActionKind::HandOff,
            _ => ActionKind::Move,
        };
        let declare = Decision::Declare {
            player: carrier,
            action,
        };
        if options.contains(&declare) {
            return Some(declare);
        }
    }
    let throws: Vec<&Decision> = options
        .iter()
        .filter(|o| matches!(o, Decision::Pass { .. } | Decision::HandOff { .. }))
        .collect();
    if !throws.is_empty() && rng.random_range(0..2) == 0 {
        let to_mates: Vec<&&Decision> = throws
            .iter()
            .filter(|o| match o {
                Decision::Pass { target, .. } => state
                    .player_at(*target)
                    .is_some_and(|p| Some(p.id.side) == mover.map(|m| m.side)),
                _ => false,
            })
            .collect();
        if !to_mates.is_empty() && rng.random_range(0..10) < 7 {
            return Some(*(*to_mates[rng.random_range(0..to_mates.len())]));
        }
        return Some(*throws[rng.random_range(0..throws.len())]);
    }
    if let Some(mover) = mover
        && (state.ball_carrier() == Some(mover) || rng.random_range(0..100) < 70)
    {
        let mut moves = options.iter().filter_map(|o| match o {
            Decision::Move { to } => Some(*to),
            _ => None,
        });
        let end_zone = state.pitch().scoring_end_zone_x(mover.side);
        let goal = |sq: &Square| i32::from(sq.x()).abs_diff(i32::from(end_zone));
        let best = if state.ball_carrier() == Some(mover) {
            moves.min_by_key(goal)
        } else {
            moves.find(|to| state.ball == Ball::OnGround(*to))
        };
        if let Some(to) = best {
            return Some(Decision::Move { to });
        }
    }
    // End an Action or the turn less often than a uniform pick among all options would.
    let (ending, others): (Vec<&Decision>, Vec<&Decision>) = options
        .iter()
        .filter(|o| **o != Decision::Concede)
        .partition(|o| matches!(o, Decision::EndTurn | Decision::EndAction));
    if ending.is_empty() || others.is_empty() {
        return None;
    }
    let end_chance = if ending.contains(&&Decision::EndAction) {
        15
    } else {
        8
    };
    let pool = if rng.random_range(0..100) < end_chance {
        ending
    } else {
        others
    };
    Some(*pool[rng.random_range(0..pool.len())])
}
