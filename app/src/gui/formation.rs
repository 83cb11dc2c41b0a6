//! Set-up formations: a team's squares by shirt number, kept as the home side sees them and
//! reflected across the halfway line for a team that sets up in the other half, so one
//! formation serves either end. A formation is applied as the engine's own set-up decisions
//! (take back, place), each judged by the engine.

use ledger::FormationPlace;
use rules::pitch::{Pitch, Side};
use rules::{Decision, Input, Match, MatchState, Place, Prompt, Square};

/// `square` of `side`'s half of `pitch` as the home side sees it (the same square for the home
/// side; the mirror image across the halfway line for the away side). Its own inverse.
pub fn as_home_sees(pitch: Pitch, square: Square, side: Side) -> Square {
    match side {
        Side::Home => square,
        Side::Away => pitch.mirrored(square),
    }
}

/// A stored place as `side`'s square, if it is a square of `pitch`.
fn square_for(pitch: Pitch, place: &FormationPlace, side: Side) -> Option<Square> {
    pitch
        .square(i32::from(place.x), i32::from(place.y))
        .map(|s| as_home_sees(pitch, s, side))
}

/// Where `side`'s players stand now, as the home side sees it.
pub fn current(state: &MatchState, side: Side) -> Vec<FormationPlace> {
    state
        .players
        .iter()
        .filter(|p| p.id.side == side)
        .filter_map(|p| {
            let square = as_home_sees(state.pitch(), p.square()?, side);
            Some(FormationPlace {
                number: p.id.number,
                x: square.x(),
                y: square.y(),
            })
        })
        .collect()
}

/// Where `side`'s players stood when it last finished a set-up in this match (the previous
/// kick-off), as the home side sees it: the match's log replayed by the engine, the team's
/// squares taken at its last "Set-up done". `None` before its first set-up is done.
pub fn last_drive(game: &Match, side: Side) -> Option<Vec<FormationPlace>> {
    let mut replay = Match::with_shared_book(game.setup().clone(), game.book().clone()).ok()?;
    replay.set_worded(false);
    let mut last = None;
    for input in game.inputs() {
        if *input == Input::Decide(Decision::EndSetup)
            && matches!(replay.prompt(), Prompt::Decision(d) if d.side == side)
        {
            last = Some(current(replay.state(), side));
        }
        replay.apply(input.clone()).ok()?;
    }
    last
}

/// The decisions that set `side` up in `formation` from where its players stand now: those
/// standing elsewhere taken back, then each player of the formation placed on his square.
/// With them, who of the formation cannot be placed, and why, in words.
pub fn plan(
    state: &MatchState,
    side: Side,
    formation: &[FormationPlace],
) -> (Vec<Input>, Vec<String>) {
    let mut inputs = Vec::new();
    let mut skipped = Vec::new();
    let target = |number: u8| {
        formation
            .iter()
            .find(|f| f.number == number)
            .and_then(|f| square_for(state.pitch(), f, side))
    };
    for p in state.players.iter().filter(|p| p.id.side == side) {
        if let Some(at) = p.square()
            && target(p.id.number) != Some(at)
        {
            inputs.push(Input::Decide(Decision::Withdraw { player: p.id }));
        }
    }
    for place in formation {
        let Some(square) = square_for(state.pitch(), place, side) else {
            skipped.push(format!("#{}: no such square", place.number));
            continue;
        };
        let player = state
            .players
            .iter()
            .find(|p| p.id.side == side && p.id.number == place.number);
        match player {
            None => skipped.push(format!("#{}: not on this team", place.number)),
            Some(p) if p.square() == Some(square) => {}
            Some(p) => match p.place {
                Place::Reserves | Place::Pitch { .. } => {
                    inputs.push(Input::Decide(Decision::Place {
                        player: p.id,
                        square,
                    }))
                }
                other => skipped.push(format!("{} is in {}", p.label(), other.name())),
            },
        }
    }
    (inputs, skipped)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each team's line of scrimmage is its own half's row of squares by the halfway line
    /// (000:L143): the home line (x 12) seen from the away side is the away line (x 13), and
    /// the mirror is its own inverse.
    #[test]
    fn a_formation_square_is_mirrored_across_the_halfway_line_000_l143() {
        let pitch = Pitch::BB2016;
        for sq in pitch.all() {
            assert_eq!(as_home_sees(pitch, sq, Side::Home), sq);
            let away = as_home_sees(pitch, sq, Side::Away);
            assert_eq!(as_home_sees(pitch, away, Side::Away), sq);
            assert_eq!(away.y(), sq.y());
            assert_ne!(pitch.half(away), pitch.half(sq));
            assert_eq!(
                pitch.line_of_scrimmage(away).map(Side::opponent),
                pitch.line_of_scrimmage(sq)
            );
        }
    }
}
