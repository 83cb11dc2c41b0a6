//! Galandril Silverwater, the Elven cheerleading coach (004:L3221-L3231): each time a player
//! of his team scores a touchdown, intercepts the ball or inflicts a Casualty, his coach rolls
//! a D6; a 6 gives the team one more team re-roll (for the half, as every team re-roll: the
//! half's re-rolls are set afresh at half time). His doubled Cheerleaders are counted where the
//! match counts them (`state.rs`).

use super::Engine;
use super::steps::{PendingRoll, RollKind};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};

impl Engine<'_> {
    /// `side` scored, intercepted or inflicted a Casualty (`what`): its Galandril's D6, asked
    /// at once, when it has him. One team-level test when it has not.
    #[inline]
    pub(crate) fn galandril_cheers(&mut self, side: Side, what: &str) {
        if !self
            .s
            .team(side)
            .inducements
            .has(Inducement::GalandrilSilverwater)
        {
            return;
        }
        let team = self.words(format_args!("{}", self.s.team(side).name));
        let purpose = self.words(format_args!(
            "Galandril Silverwater: the {team} {what}; a D6, 6 and the team gains a team re-roll \
             (004:L3228-L3231)"
        ));
        self.push(PendingRoll::plain(
            RollKind::Galandril { side },
            side,
            &[DieKind::D6][..],
            purpose,
        ));
    }

    /// An Injury roll settled for `victim`: a Casualty inflicted by `by`, an opponent whose team
    /// has Galandril, is cheered (004:L3229-L3230).
    pub(crate) fn galandril_after_injury(&mut self, victim: PlayerId, by: Option<PlayerId>) {
        let Some(by) = by else {
            return;
        };
        if by.side == victim.side
            || !self
                .s
                .player(victim)
                .is_some_and(|p| p.place == Place::Casualty)
        {
            return;
        }
        self.galandril_cheers(by.side, "inflicted a Casualty");
    }

    /// His D6 read: a 6, one more team re-roll.
    pub(crate) fn galandril_rolled(&mut self, side: Side, dice: &[Die]) {
        let value = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if value == 6 {
            let team = self.s.team_mut(side);
            team.rerolls = team.rerolls.saturating_add(1);
            let name = self.words(format_args!("{}", self.s.team(side).name));
            self.say(
                EventKind::RerollGained { side },
                format_args!(
                    "Galandril Silverwater (6): the {name} team gains a team re-roll \
                     (004:L3230-L3231)"
                ),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!("Galandril Silverwater ({value}): no re-roll (004:L3230-L3231)"),
            );
        }
    }
}
