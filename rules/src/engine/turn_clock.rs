//! The turn clock: a coach has four minutes for his turn, then a turnover. Optional in the box
//! rules (000:L1039-L1041); mandatory at the Bugman's League Cup (001:L102), where it is
//! turnover #5 (001:L140). The engine keeps no clock: the window's clock (or the referee) says
//! the active coach's time ran out, with the time it allowed, and the engine rules the turnover.

use super::Engine;
use super::steps::Step;
use crate::rejection::Rejection;

/// The ruleset option of the Bugman's League Cup (seed 001).
pub(crate) const BUGMANS: &str = crate::bugmans::BUGMANS_OPTION;

/// Four minutes a turn (000:L1041; 001:L102), in seconds.
pub const TURN_SECONDS: u32 = 240;

impl Engine<'_> {
    /// The active coach's time ran out after `seconds` on the clock: a turnover; the Action in
    /// progress ends where it stands (001:L140, L145; 000:L1041).
    pub(crate) fn turn_time_up(&mut self, seconds: u32) -> Result<(), Rejection> {
        let Some(turn) = self.s.turn.as_ref() else {
            return Err(self.refuse_input(format_args!(
                "no turn is in progress: the turn clock runs only in a team's turn"
            )));
        };
        if turn.turnover.is_some() {
            return Err(self.refuse_input(format_args!(
                "this turn is already over (a turnover): the clock has nothing left to end"
            )));
        }
        if !matches!(self.s.stack.last(), Some(Step::Turn | Step::Action)) {
            return Err(self.refuse_input(format_args!(
                "the match waits for a roll or a decision that is not the active coach's next \
                 play; settle it, then give the clock's time-out"
            )));
        }
        let side = turn.side;
        let cite = if self.book.is_on(BUGMANS) {
            "001:L102, L140"
        } else {
            "000:L1039-L1041"
        };
        self.turnover(format_args!(
            "the {} coach's time ran out ({}:{:02} on the turn clock, {cite})",
            side.name(),
            seconds / 60,
            seconds % 60
        ));
        Ok(())
    }
}
