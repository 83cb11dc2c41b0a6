//! A square named by an input that lies on the engine's grid but past the edge of a smaller
//! board (a Blitz Bowl board side, 002:L216) is refused before any rule looks at it: every rule
//! may take a named square to be on the pitch, as on 2016's, where grid and pitch are one.

use crate::input::{Decision, Edit, Input};
use crate::pitch::{Pitch, Square};

/// The square `input` names, if it names one.
fn named_square(input: &Input) -> Option<Square> {
    match input {
        Input::Decide(decision) => match decision {
            Decision::Place { square, .. }
            | Decision::PushTo { square, .. }
            | Decision::KickTo { square, .. }
            | Decision::Fireball { square, .. }
            | Decision::HoratioFireball { square }
            | Decision::WarpLightning { square } => Some(*square),
            Decision::Move { to, .. }
            | Decision::Leap { to, .. }
            | Decision::MovePlayer { to, .. } => Some(*to),
            Decision::Pass { target, .. }
            | Decision::ThrowTeamMate { target, .. }
            | Decision::HailMary { target, .. } => Some(*target),
            Decision::DumpOff { target, .. } => *target,
            _ => None,
        },
        Input::Edit(
            Edit::PlacePlayer { square, .. }
            | Edit::PlaceBall { square }
            | Edit::MoveBall { to: square, .. },
        ) => Some(*square),
        _ => None,
    }
}

/// The square of `input` that lies off `pitch`, if any. On a pitch as big as the grid (2016's)
/// none can, and nothing is looked at.
#[inline]
pub(crate) fn off_pitch_square(pitch: Pitch, input: &Input) -> Option<Square> {
    if pitch.is_whole_grid() {
        return None;
    }
    past_the_edge(pitch, input)
}

#[cold]
fn past_the_edge(pitch: Pitch, input: &Input) -> Option<Square> {
    named_square(input).filter(|&square| !pitch.contains(square))
}
