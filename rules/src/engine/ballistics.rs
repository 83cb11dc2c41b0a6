//! The Master of Ballistics, a Human inducement (004:L3288-L3312): when his team kicks off, a
//! D6 before the kick's scatter: 1-2 nothing, 3-4 the ball scatters one square less, 5-6 the
//! kicking coach may change the scatter's D8 or its D6 by up to two, within the die's faces.

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::{Side, Square};
use crate::rejection::Rejection;

/// The scatters the kicking coach may leave after a 5-6: as rolled, or the D8 (1-8) or the D6
/// (1-6) changed by one or two (004:L3308-L3312).
pub(crate) fn adjustments(direction: u8, distance: u8) -> impl Iterator<Item = (u8, u8)> {
    let near = |value: u8, top: u8| {
        [-2i16, -1, 1, 2].into_iter().filter_map(move |d| {
            let v = i16::from(value) + d;
            u8::try_from(v).ok().filter(|v| (1..=top).contains(v))
        })
    };
    std::iter::once((direction, distance))
        .chain(near(direction, 8).map(move |d8| (d8, distance)))
        .chain(near(distance, 6).map(move |d6| (direction, d6)))
}

impl Engine<'_> {
    /// The kick is aimed: a team with a Master of Ballistics rolls his D6 first, before the
    /// scatter that waits under it (004:L3296-L3299).
    pub(crate) fn coach_the_kicker(&mut self, side: Side) {
        if !self
            .s
            .team(side)
            .inducements
            .has(crate::inducement_kind::Inducement::MasterOfBallistics)
        {
            return;
        }
        self.push(PendingRoll::plain(
            RollKind::Ballistics,
            side,
            &[DieKind::D6][..],
            self.words(format_args!(
                "Master of Ballistics: a D6 before the scatter; 1-2 it scatters as normal, 3-4 \
                 one square less, 5-6 the coach may change the D8 or the D6 by up to two \
                 (004:L3296-L3312)"
            )),
        ));
    }

    /// His D6 read: kept on the kick's scatter roll waiting under it.
    pub(crate) fn ballistics_rolled(&mut self, dice: &[Die]) {
        let value = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if let Some(Step::Roll(r)) = self.s.stack.last_mut()
            && let RollKind::KickScatter { ballistics, .. } = &mut r.kind
        {
            *ballistics = value;
        }
        let what = match value {
            1 | 2 => "Complete Misunderstanding: the ball scatters as normal (004:L3301-L3302)",
            3 | 4 => "Interesting Theory...: the ball scatters one square less (004:L3303-L3306)",
            _ => {
                "Successful Practical Application: after the scatter roll the coach may change \
                 the D8 or the D6 by up to two (004:L3307-L3312)"
            }
        };
        self.say(
            EventKind::Note,
            format_args!("Master of Ballistics ({value}): {what}"),
        );
    }

    /// The scatter rolled with the Master of Ballistics' result: the distance it goes on with,
    /// or `None` when the coach is asked to change it first.
    pub(crate) fn ballistics_scatter(
        &mut self,
        target: Square,
        ballistics: u8,
        direction: u8,
        distance: u8,
    ) -> Option<u8> {
        match ballistics {
            3 | 4 => {
                let less = distance.saturating_sub(1);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Master of Ballistics: the scatter of {distance} is one square less, \
                         {less} (004:L3306)"
                    ),
                );
                Some(less)
            }
            5 | 6 => {
                self.push(Step::Ballistics {
                    side: self.s.kicking,
                    target,
                    direction,
                    distance,
                });
                None
            }
            _ => Some(distance),
        }
    }

    /// The kicking coach's change: one die by up to two, within its faces, or none.
    pub(crate) fn ballistics_chosen(
        &mut self,
        target: Square,
        rolled: (u8, u8),
        chosen: (u8, u8),
    ) -> Result<(), Rejection> {
        if !adjustments(rolled.0, rolled.1).any(|a| a == chosen) {
            return Err(self.refuse(
                format_args!(
                    "the Master of Ballistics changes the D8 ({}) or the D6 ({}) by up to two, \
                     one of them, to a face the die has: not D8 {}, D6 {}",
                    rolled.0, rolled.1, chosen.0, chosen.1
                ),
                "004:L3308-L3312",
            ));
        }
        self.s.stack.pop();
        if chosen != rolled {
            self.say(
                EventKind::Note,
                format_args!(
                    "Master of Ballistics: the scatter D8 {}, D6 {} becomes D8 {}, D6 {} \
                     (004:L3308-L3312)",
                    rolled.0, rolled.1, chosen.0, chosen.1
                ),
            );
        }
        self.kick_scatter_read(target, chosen.0, chosen.1);
        Ok(())
    }
}
