//! The Throw-in template: the one square a D6 moves a ball or a player from the template's
//! centre, the template laid with its 3-4 arrow pointing one of four ways (000:L153, L742;
//! Ball & Chain 004:L10650). The tables give it laid on the near sideline, pointing at the far
//! one; every other way is that template turned, never mirrored, as a real template on a real
//! pitch can only be turned: its faces are printed on one side.

use super::Engine;
use super::steps::Edge;
use crate::input::Facing;

impl Edge {
    /// The way the template points when laid against this edge for a throw-in: into the pitch.
    pub(crate) fn facing(self) -> Facing {
        match self {
            Edge::NearSideline => Facing::FarSideline,
            Edge::FarSideline => Facing::NearSideline,
            Edge::HomeEnd => Facing::AwayEndZone,
            Edge::AwayEnd => Facing::HomeEndZone,
        }
    }
}

impl Engine<'_> {
    /// The step one square from the template's centre for a D6 `direction`, its 3-4 pointing
    /// `facing`.
    pub(crate) fn throw_in_template_step(&self, facing: Facing, direction: u8) -> (i32, i32) {
        // (across, forward): across to the right of the 3-4 arrow, forward along it.
        let [across, forward] = self
            .book
            .template("throw-in")
            .ok()
            .and_then(|t| t.step(direction))
            .map(|[dx, dy]| [i32::from(dx), i32::from(dy)])
            .unwrap_or([0, 1]);
        // Turned a quarter, a half or three quarters from the far sideline's way.
        match facing {
            Facing::FarSideline => (across, forward),
            Facing::NearSideline => (-across, -forward),
            Facing::AwayEndZone => (forward, -across),
            Facing::HomeEndZone => (-forward, across),
        }
    }
}
