//! The end of a match: the final whistle, the penalty shoot-out after a scoreless overtime
//! (000:L800) and a concession (000:L820-L822; at set-up, 000:L379).

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::rejection::Rejection;

impl Engine<'_> {
    /// The match is over: the score, and why if not the clock.
    pub(crate) fn final_whistle(&mut self, why: &str) {
        self.s.finished = true;
        self.s.stack.clear();
        let (home, away) = (self.s.team(Side::Home), self.s.team(Side::Away));
        let mut text = self.words(format_args!(
            "Final whistle: {} {} - {} {}",
            home.name, home.score, away.score, away.name
        ));
        if self.worded && !why.is_empty() {
            text.push_str(&format!(" ({why})"));
        }
        self.say(EventKind::MatchEnded, format_args!("{text}"));
    }

    pub(crate) fn shoot_out_rolled(&mut self, dice: &[Die]) {
        let values: Vec<u8> = dice.iter().filter_map(|d| d.value()).collect();
        let [h, a] = values.as_slice() else {
            return;
        };
        // The Leader re-roll is a team re-roll in every way and carries into overtime
        // (004:L10331-L10342): unused, it counts as the others do.
        let unused = |team: &crate::state::TeamState| {
            team.rerolls.saturating_add(u8::from(team.leader_reroll))
        };
        let home = h.saturating_add(unused(self.s.team(Side::Home)));
        let away = a.saturating_add(unused(self.s.team(Side::Away)));
        if home == away {
            let (h, a) = (
                self.s.team(Side::Home).name.clone(),
                self.s.team(Side::Away).name.clone(),
            );
            self.say(
                EventKind::Note,
                format_args!(
                    "Penalty shoot-out: {h} {home}, {a} {away}: a tie, roll again (000:L800)"
                ),
            );
            self.push(shoot_out_roll());
            return;
        }
        let winner = if home > away { Side::Home } else { Side::Away };
        self.s.shoot_out = Some(winner);
        let name = self.s.team(winner).name.clone();
        self.final_whistle(&format!(
            "no score in overtime; {name} wins the penalty shoot-out {}-{} (D6 + unused team \
             re-rolls, 000:L800)",
            home.max(away),
            home.min(away)
        ));
    }

    /// The active coach gives up at the start of one of his turns: before any of his players
    /// has acted and before he moves his Turn marker (000:L820-L822).
    pub(crate) fn concede(&mut self) -> Result<(), Rejection> {
        let Some(turn) = self.s.turn.as_ref() else {
            return Err(self.refuse_input(format_args!("no turn is in progress")));
        };
        let side = turn.side;
        if turn.bonus {
            return Err(self.refuse(
                format_args!(
                    "the Blitz! free turn is no turn of the Turn track: a coach concedes at the \
                     start of one of his own turns (000:L822)"
                ),
                "000:L1007",
            ));
        }
        if !self.turn_untouched(side) {
            return Err(self.refuse(
                format_args!("a coach concedes at the start of his turn, before any player acts"),
                "000:L820",
            ));
        }
        if self.marker_moved_by_hand() {
            return Err(self.refuse(
                format_args!("a coach concedes before moving his Turn marker, not after"),
                "000:L822",
            ));
        }
        self.conceded(side);
        Ok(())
    }

    /// A coach who cannot set up three players on the line of scrimmage may concede instead
    /// (000:L379).
    pub(crate) fn concede_at_setup(&mut self, side: Side) -> Result<(), Rejection> {
        if matches!(self.s.ruleset.setup, crate::ruleset::SetupPolicy::EndZone) {
            return Err(self.refuse(
                format_args!(
                    "the whole team sets up in its End Zone: there is no line of scrimmage to \
                     fill, so no concession at set-up; a coach concedes at the start of his turn"
                ),
                "002:L431",
            ));
        }
        if let Some(problem) = self.setup_concede_problem(side) {
            return Err(problem);
        }
        self.conceded(side);
        Ok(())
    }

    fn conceded(&mut self, side: Side) {
        self.s.conceded = Some(side);
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Conceded { side },
            format_args!(
                "{name} ({}) concedes the match (000:L820-L822)",
                side.name()
            ),
        );
        self.s.turn = None;
        // Blitz Bowl: the side that did not concede wins, whatever the points (004:L2996).
        let why = match self.s.challenges.as_deref_mut() {
            Some(ch) => {
                ch.victory = Some(crate::challenge::Victory::Conceded { by: side });
                let winner = &self.s.team(side.opponent()).name;
                format!(
                    "{name} conceded: {winner} win the game whatever the points \
                     (000:L820-L822, 004:L2996-L2998)"
                )
            }
            None => format!("{name} conceded"),
        };
        self.final_whistle(&why);
    }
}

pub(super) fn shoot_out_roll() -> Step {
    PendingRoll::plain(
        RollKind::ShootOut,
        Side::Home,
        &[DieKind::D6, DieKind::D6][..],
        "Penalty shoot-out: a D6 for each coach, home first, plus his unused team re-rolls; \
         the higher wins, a tie rolls again (000:L800)"
            .into(),
    )
}
