//! Illegal Procedure, an optional Extra Rule (000:L1031-L1037; digest §3.5): the app counts
//! turns itself, but on the table each coach moves his own Turn marker; one who starts a play
//! before moving it can be called by the opponent. Off unless the ruleset turns it on.

use super::Engine;
use super::steps::Step;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::rejection::Rejection;

/// The ruleset option that turns the rule on.
pub(crate) const OPTION: &str = "illegal-procedure";

impl Engine<'_> {
    /// A play has started in this turn: a move, a stand-up or a roll (000:L1035). If the Turn
    /// marker has not moved, the coach can now be called.
    pub(crate) fn play_started(&mut self) {
        if let Some(turn) = self.s.turn.as_mut()
            && !turn.marker_moved
        {
            turn.marker_forgotten = true;
        }
    }

    /// The active coach moves his Turn marker on the table (000:L413).
    pub(crate) fn move_turn_marker(&mut self) -> Result<(), Rejection> {
        let Some(turn) = self.s.turn.as_mut() else {
            return Err(self.refuse_input(format_args!("no turn is in progress")));
        };
        if turn.marker_moved {
            return Err(self.refuse(
                format_args!("the Turn marker has already been moved this turn"),
                "000:L413",
            ));
        }
        turn.marker_moved = true;
        let side = turn.side;
        // Put right before the opponent spots it, there is no penalty (000:L1037).
        let late = if std::mem::take(&mut turn.marker_forgotten) {
            " after a play had started, but before anyone called it: no penalty"
        } else {
            ""
        };
        let number = self.s.team(side).turn;
        self.say(
            EventKind::Note,
            format_args!(
                "The {} coach moves his Turn marker to turn {number}{late} (000:L1035-L1037)",
                self.s.team(side).name.clone()
            ),
        );
        Ok(())
    }

    /// The opposing coach calls Illegal Procedure on the active coach (000:L1035-L1037).
    pub(crate) fn call_illegal_procedure(&mut self, by: Side) -> Result<(), Rejection> {
        if !self.book.is_on(OPTION) {
            return Err(self.refuse(
                format_args!(
                    "Illegal Procedure is not played in this ruleset (turn on the \
                 illegal-procedure option to use it)"
                ),
                "000:L1031",
            ));
        }
        let Some(turn) = self.s.turn.as_mut() else {
            return Err(self.refuse_input(format_args!("no turn is in progress")));
        };
        let called = turn.side;
        if by == called {
            return Err(self.refuse(
                format_args!("only the opposing coach may call Illegal Procedure"),
                "000:L1035",
            ));
        }
        if turn.bonus {
            return Err(self.refuse(
                format_args!("the Blitz! turn moves no Turn marker, so there is nothing to call"),
                "000:L1007",
            ));
        }
        if turn.marker_forgotten {
            turn.marker_forgotten = false;
            turn.marker_moved = true;
            turn.marker_called = true;
            self.say(
                EventKind::IllegalProcedure {
                    called,
                    upheld: true,
                },
                format_args!(
                    "ILLEGAL PROCEDURE upheld: the {} coach started a play before moving his Turn \
                     marker; he ends his turn or loses a team re-roll (000:L1037)",
                    called.name()
                ),
            );
            self.push(Step::IllegalProcedure { side: called });
        } else {
            // Why the call is wrong, as the turn stands.
            let why = if turn.marker_called {
                "was called on it this turn already, and the penalty settled his Turn marker"
            } else if turn.marker_moved {
                "moved his Turn marker in time"
            } else {
                "has started no play yet, so he may still move his Turn marker"
            };
            self.say(
                EventKind::IllegalProcedure {
                    called,
                    upheld: false,
                },
                format_args!(
                    "Illegal Procedure called by the {} coach is wrong: the {} coach {why} \
                     (000:L1035-L1037)",
                    self.s.team(by).name.clone(),
                    called.name()
                ),
            );
            self.lose_reroll(by, "for a wrong Illegal Procedure call");
        }
        Ok(())
    }

    /// The called coach's choice: end the turn, or lose a team re-roll (000:L1037).
    pub(crate) fn illegal_procedure_penalty(&mut self, side: Side, end_turn: bool) {
        self.s.stack.pop();
        if end_turn {
            self.say(
                EventKind::TurnEnded { side },
                format_args!(
                    "The {} coach ends his turn for the Illegal Procedure (not a turnover, \
                     000:L1037)",
                    self.s.team(side).name.clone()
                ),
            );
            self.s.stack.clear();
            self.s.stack.push(Step::EndTurn);
            // After the clearing: what ending the Action pushes (Blood Lust's bite) stays.
            self.end_action();
            return;
        }
        if self.s.team(side).rerolls > 0
            && let Some(turn) = self.s.turn.as_mut()
        {
            turn.team_reroll_used = true;
        }
        self.lose_reroll(
            side,
            "for the Illegal Procedure; it counts as this turn's team re-roll",
        );
    }

    /// `side` loses a team re-roll, or, with none left, the opponent gains one (000:L1037).
    fn lose_reroll(&mut self, side: Side, why: &str) {
        let team = self.s.team_mut(side);
        if team.rerolls > 0 {
            team.rerolls -= 1;
            let left = team.rerolls;
            self.say(
                EventKind::Note,
                format_args!(
                    "The {} team loses a team re-roll {why} ({left} left) (000:L1037)",
                    self.s.team(side).name.clone()
                ),
            );
        } else {
            let other = side.opponent();
            let gains = self.s.team_mut(other);
            gains.rerolls = gains.rerolls.saturating_add(1);
            self.say(
                EventKind::RerollGained { side: other },
                format_args!(
                    "The {} team has no team re-roll to lose, so the {} team gains one (000:L1037)",
                    self.s.team(side).name.clone(),
                    other.name()
                ),
            );
        }
    }
}

/// The checks, which only read the state.
impl<S: super::State> Engine<'_, S> {
    /// The coach moves his own Turn marker (the option is on) and has moved it this turn: too
    /// late to concede (000:L822). Never when the option is off, where the match moves it.
    pub(crate) fn marker_moved_by_hand(&self) -> bool {
        self.book.is_on(OPTION) && self.s.turn.as_ref().is_some_and(|t| t.marker_moved)
    }
}
