//! Hometown Fans (004:L4959-L4975), played at the start of the game: every time the ball goes
//! out of bounds in the first half, the card's coach chooses the direction it is thrown in on
//! the Throw-in template (a `Step::HometownThrowIn`, answered with
//! `Decision::ThrowInDirection`, or `Done` to roll it as ever); the 2D6 of the distance are
//! then the card's roll. The effect ends with the first half (`Until::EndOfFirstHalf`), so the
//! second half's throw-ins are rolled as normal.

use super::steps::{Edge, Step};
use super::{Engine, State};
use crate::dice::Die;
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::rejection::Rejection;
use crate::special_play::Card;

/// The template's faces offered: one for each of its three directions (1-2, 3-4, 5-6).
const DIRECTIONS: [u8; 3] = [1, 3, 5];

impl<S: State> Engine<'_, S> {
    /// The team whose Hometown Fans throw the ball in, if one played it and its effect lasts.
    fn hometown_side(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&side| self.s.cards.on(side, Card::HometownFans))
    }

    /// The directions offered, then `Done` (roll it).
    pub(crate) fn throw_in_direction_options(&self) -> Vec<Decision> {
        DIRECTIONS
            .iter()
            .map(|&direction| Decision::ThrowInDirection { direction })
            .chain(std::iter::once(Decision::Done))
            .collect()
    }
}

impl Engine<'_> {
    /// The ball is out of bounds: if a team's Hometown Fans throw it in, its coach is asked
    /// for the direction. True when he is asked. With no card in effect, one test.
    #[inline]
    pub(crate) fn hometown_throw_in(&mut self, from: Square, edge: Edge) -> bool {
        if !self.s.cards.any_on() {
            return false;
        }
        let Some(side) = self.hometown_side() else {
            return false;
        };
        self.push(Step::HometownThrowIn {
            side,
            from,
            edge,
            direction: None,
        });
        true
    }

    /// The coach's answer: a direction (the 2D6 of the distance asked next), or `None` to
    /// roll the throw-in as ever.
    pub(crate) fn throw_in_direction(&mut self, direction: Option<u8>) -> Result<(), Rejection> {
        let card = Card::HometownFans;
        let Some(Step::HometownThrowIn {
            side,
            from,
            edge,
            direction: None,
        }) = self.s.stack.last().cloned()
        else {
            return Err(self.refuse_input(format_args!("no throw-in direction is asked")));
        };
        let Some(direction) = direction else {
            self.s.stack.pop();
            self.throw_in_roll(from, edge);
            return Ok(());
        };
        if !(1..=6).contains(&direction) {
            return Err(self.refuse(
                format_args!(
                    "the throw-in direction is a face of the Throw-in template, 1 to 6, not \
                     {direction}"
                ),
                "000:L153",
            ));
        }
        if let Some(Step::HometownThrowIn { direction: d, .. }) = self.s.stack.last_mut() {
            *d = Some(direction);
        }
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Hometown Fans: {name}'s fans throw the ball in from {from} in the template's \
                 direction {direction} ({})",
                card.cite()
            ),
        );
        // Enclosed Pitch: the distance is a D3 (stadium_crowd.rs).
        let (dice, words) = self.throw_in_distance_dice();
        let purpose = self.words(format_args!(
            "Hometown Fans' throw-in from {from}, direction {direction}: {words} for the \
             distance, the centre square counting as the first (000:L153, {})",
            card.cite()
        ));
        self.card_roll(card, side, None, dice, Default::default(), purpose);
        Ok(())
    }

    /// Hometown Fans' 2D6 read: the throw-in goes on in the chosen direction.
    pub(super) fn hometown_rolled(&mut self, dice: &[Die]) {
        let Some(Step::HometownThrowIn {
            from,
            edge,
            direction: Some(direction),
            ..
        }) = self.s.stack.last().cloned()
        else {
            return;
        };
        self.s.stack.pop();
        let values: Vec<u8> = dice.iter().filter_map(|d| d.value()).collect();
        // 2D6, 2 at least; a D3 at an Enclosed Pitch (stadium_crowd.rs).
        let distance = self.throw_in_distance(&values);
        self.throw_in_on(from, edge, i32::from(direction), distance);
    }
}
