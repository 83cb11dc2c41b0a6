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

/// How many squares Unclear Markings moved the half-way line for this kick-off, towards the
/// away End Zone (004:L3669-L3675; 0 otherwise): a formation moves with its line of scrimmage.
fn line_moved(pitch: Pitch) -> i32 {
    i32::from(pitch.halfway()) - i32::from(pitch.length() / 2)
}

/// A stored place as `side`'s square, if it is a square of `pitch`: mirrored for the away
/// side, then moved with a moved half-way line.
fn square_for(pitch: Pitch, place: &FormationPlace, side: Side) -> Option<Square> {
    let at = pitch.square(i32::from(place.x), i32::from(place.y))?;
    let at = as_home_sees(pitch, at, side);
    pitch.square(i32::from(at.x()) + line_moved(pitch), i32::from(at.y()))
}

/// `square`, where `side` stands now, as a formation keeps it: moved back by a moved half-way
/// line, then as the home side sees it ([`square_for`]'s inverse).
fn place_of(pitch: Pitch, square: Square, side: Side) -> Option<Square> {
    let back = pitch.square(
        i32::from(square.x()) - line_moved(pitch),
        i32::from(square.y()),
    )?;
    Some(as_home_sees(pitch, back, side))
}

/// Where `side`'s players stand now, as the home side sees it.
pub fn current(state: &MatchState, side: Side) -> Vec<FormationPlace> {
    state
        .players
        .iter()
        .filter(|p| p.id.side == side)
        .filter_map(|p| {
            let square = place_of(state.pitch(), p.square()?, side)?;
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

    /// Unclear Markings moves the line of scrimmage for the kick-off's set-up (004:L3669-L3675):
    /// a formation's line players stand on the moved line, each side's, and a set-up kept by
    /// the window reads back as the formation it came from.
    #[test]
    fn a_formation_moves_with_a_moved_half_way_line_004_l3669() {
        for moved in [-1i8, 1] {
            let pitch = Pitch::BB2016.with_halfway_moved(moved);
            let line = FormationPlace {
                number: 1,
                x: 12,
                y: 7,
            };
            for side in Side::BOTH {
                let at = square_for(pitch, &line, side).expect("on the pitch");
                assert_eq!(
                    pitch.line_of_scrimmage(at),
                    Some(side),
                    "{moved} {side:?} {at}"
                );
                let back = place_of(pitch, at, side).expect("back");
                assert_eq!((back.x(), back.y()), (12, 7));
            }
        }
        // Not moved: home's line is x 12, away's x 13, as before.
        let line = FormationPlace {
            number: 1,
            x: 12,
            y: 7,
        };
        let home = square_for(Pitch::BB2016, &line, Side::Home).expect("home");
        let away = square_for(Pitch::BB2016, &line, Side::Away).expect("away");
        assert_eq!((home.x(), away.x()), (12, 13));
    }
}
