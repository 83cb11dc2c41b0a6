//! What must hold after every input (the property test's checks, shared with the simulator):
//! every player in exactly one place, never two players on a square, the board's look-up in
//! step with the players, one ball, the score moving only on a touchdown, one Action per player
//! per turn, and a prompt that fits the state.

use std::collections::BTreeSet;

use rules::{Ball, Event, EventKind, Match, PlayerId, Prompt, Side};

/// A broken invariant: which game, which input (0-based), and what broke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The game's seed.
    pub seed: u64,
    /// The input (0-based) after which it broke; the inputs up to it are the shortest prefix
    /// that shows it.
    pub input: usize,
    /// What broke.
    pub what: String,
}

/// Follows one match input by input.
#[derive(Debug, Default)]
pub struct Checker {
    players: usize,
    declared: BTreeSet<PlayerId>,
}

impl Checker {
    /// A checker for a match of this many players.
    pub fn new(m: &Match) -> Checker {
        Checker {
            players: m.state().players.len(),
            declared: BTreeSet::new(),
        }
    }

    /// Checks the match after an input that gave `events`; `score_before` is the sum of both
    /// scores before it.
    pub fn after(
        &mut self,
        m: &Match,
        prompt: &Prompt,
        events: &[Event],
        score_before: u16,
    ) -> Result<(), String> {
        self.events(m, events, score_before)?;
        state(m, self.players)?;
        prompt_fits(m, prompt)
    }

    fn events(&mut self, m: &Match, events: &[Event], score_before: u16) -> Result<(), String> {
        let mut touchdowns = 0u16;
        for e in events {
            match e.kind {
                // A bonus turn (Blitz!, Blitzmania's) starts with no TurnStarted of its own.
                EventKind::TurnStarted { .. }
                | EventKind::TurnEnded { .. }
                | EventKind::DriveEnded => self.declared.clear(),
                EventKind::ActionDeclared { player, .. } if !self.declared.insert(player) => {
                    return Err(format!(
                        "{player} declared a second Action this turn (000:L409): {}",
                        e.text
                    ));
                }
                EventKind::Touchdown { .. } | EventKind::TouchdownAwarded { .. } => {
                    touchdowns += 1;
                }
                _ => {}
            }
        }
        let after = score(m);
        if after != score_before + touchdowns {
            return Err(format!(
                "the score went from {score_before} to {after} with {touchdowns} touchdown(s)"
            ));
        }
        Ok(())
    }
}

/// Both scores added up.
pub fn score(m: &Match) -> u16 {
    Side::BOTH
        .iter()
        .map(|&s| u16::from(m.state().team(s).score))
        .sum()
}

/// Players, squares and the ball.
fn state(m: &Match, players: usize) -> Result<(), String> {
    let s = m.state();
    let mut ids: Vec<PlayerId> = s.players.iter().map(|p| p.id).collect();
    ids.sort_unstable();
    ids.dedup();
    if ids.len() != players || s.players.len() != players {
        return Err(format!(
            "{} distinct players in {} entries, {players} expected",
            ids.len(),
            s.players.len()
        ));
    }
    let mut squares: Vec<_> = s.players.iter().filter_map(|p| p.square()).collect();
    let on = squares.len();
    squares.sort_unstable();
    squares.dedup();
    if squares.len() != on {
        return Err("two players on one square".into());
    }
    // The engine's board (who is on a square) agrees with where the players are: each is
    // found on his square, and a square found occupied is his (`player_at` confirms a find).
    for p in &s.players {
        if let Some(square) = p.square()
            && s.player_at(square).map(|q| q.id) != Some(p.id)
        {
            return Err(format!(
                "{} is on {square}, but the board does not say so",
                p.id
            ));
        }
    }
    for side in Side::BOTH {
        let n = s.on_pitch(side).count();
        if n > 11 {
            return Err(format!("{n} {side:?} players on the pitch"));
        }
    }
    for ball in [Some(s.ball), s.second_ball].into_iter().flatten() {
        if let Ball::Held(id) = ball
            && !s.player(id).is_some_and(|p| p.is_standing())
        {
            return Err(format!(
                "a ball is held by {id}, who is not standing on the pitch"
            ));
        }
    }
    Ok(())
}

/// The prompt matches the state: over exactly when finished, never an empty choice, and at
/// rest (a coach to declare or act) no ball in the air and none loose under a standing player.
fn prompt_fits(m: &Match, prompt: &Prompt) -> Result<(), String> {
    let s = m.state();
    if s.second_ball.is_some()
        && s.drive.rogue_turns >= 2
        && !matches!(prompt, Prompt::Roll(r) if r.roll == "Replica ball")
    {
        return Err("two balls after each team has had a turn (Rogue Ball)".into());
    }
    match prompt {
        Prompt::MatchOver { .. } if !s.finished => Err("MatchOver before the final whistle".into()),
        _ if s.finished && !matches!(prompt, Prompt::MatchOver { .. }) => {
            Err("the match is finished but the prompt waits for more".into())
        }
        Prompt::Roll(r) if r.dice.is_empty() => Err(format!("a roll of no dice: {}", r.purpose)),
        Prompt::Decision(d) if d.is_empty() => {
            Err(format!("a decision with no options: {}", d.about))
        }
        Prompt::Decision(d) if d.options.contains(&rules::Decision::EndTurn) => {
            if let Some(turn) = &s.turn
                && turn.side != d.side
            {
                return Err(format!(
                    "the {:?} coach is asked to act in the {:?} turn",
                    d.side, turn.side
                ));
            }
            if let Some(second) = s.second_ball
                && second == s.ball
                && matches!(second, Ball::OnGround(_) | Ball::Held(_))
            {
                return Err(format!("both balls are in one place at rest: {second:?}"));
            }
            for ball in [Some(s.ball), s.second_ball].into_iter().flatten() {
                match ball {
                    Ball::InAir(_) if !s.turn.as_ref().is_some_and(|t| t.bonus) => {
                        return Err("a ball hangs in the air while play is at rest".into());
                    }
                    Ball::OnGround(square)
                        if s.player_at(square).is_some_and(|p| p.is_standing()) =>
                    {
                        return Err(format!(
                            "a ball lies loose under a standing player on {square} at rest"
                        ));
                    }
                    _ => {}
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}
