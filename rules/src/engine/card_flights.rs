//! Special Play cards that send the ball or a player through the air (004:L5924-L5940,
//! L6363-L6380): Punt (the ball, held by a player of the team as its turn ends, is placed on
//! any square and scatters three times like an inaccurate pass) and Rune of Unwilling Flight
//! (an opposing player thrown by the Throw Team-Mate rules, never fumbled, to a target square
//! a D8 direction and a D6 of squares away).

use std::borrow::Cow;

use super::steps::{Flight, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::special_play::Card;
use crate::state::Ball;

impl Engine<'_> {
    /// What playing one of these cards does at once.
    pub(super) fn flight_card(&mut self, side: Side, card: Card, player: Option<PlayerId>) {
        match (card, player) {
            (Card::RuneOfUnwillingFlight, Some(id)) => {
                let label = self.ruling_label(id);
                let purpose = self.words(format_args!(
                    "Rune of Unwilling Flight: {label} is thrown, never fumbled: a D8 for the \
                     direction on the scatter template and a D6 for the squares to his target \
                     square; he then scatters three times from it as a thrown player (000:L1297) \
                     ({})",
                    card.cite()
                ));
                self.card_roll(
                    card,
                    side,
                    Some(id),
                    &[DieKind::D8, DieKind::D6],
                    Default::default(),
                    purpose,
                );
            }
            (Card::Punt, _) => self.push(Step::PuntTo { side }),
            _ => {}
        }
    }

    /// One of these cards' roll; true when it was one of them.
    pub(super) fn flight_card_rolled(
        &mut self,
        card: Card,
        player: Option<PlayerId>,
        dice: &[Die],
    ) -> bool {
        let (Card::RuneOfUnwillingFlight, Some(id)) = (card, player) else {
            return false;
        };
        self.rune_flight_rolled(id, dice);
        true
    }

    /// Rune of Unwilling Flight's D8 and D6: his target square, then the thrown player's three
    /// scatters from it, his landing and Landing roll as ever (004:L6368-L6375). A target
    /// square past the edge of the pitch: he flies into the crowd where his line leaves it
    /// (the engine's reading; the text names no target off the pitch).
    fn rune_flight_rolled(&mut self, id: PlayerId, dice: &[Die]) {
        let card = Card::RuneOfUnwillingFlight;
        let Some(origin) = self.s.player(id).and_then(|p| p.square()) else {
            return;
        };
        let d8 = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let d6 = dice.get(1).and_then(|d| d.value()).unwrap_or(1);
        let (dx, dy) = self.scatter_step(d8);
        let label = self.ruling_label(id);
        let mut target = origin;
        for _ in 0..d6 {
            let (x, y) = (i32::from(target.x()) + dx, i32::from(target.y()) + dy);
            match self.s.pitch().square(x, y) {
                Some(next) => target = next,
                None => {
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Rune of Unwilling Flight: {d8} and {d6}: {label}'s target square \
                             is off the pitch past {target}: he flies into the crowd ({})",
                            card.cite()
                        ),
                    );
                    let line = vec![Die::D8(d8); usize::from(d6)];
                    self.thrown_scattered(id, origin, false, Flight::Thrown, &line);
                    return;
                }
            }
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Rune of Unwilling Flight: {d8} and {d6}: {label} is thrown at {target}, and \
                 scatters three times from it (000:L1297; {})",
                card.cite()
            ),
        );
        let step = self.flight_scatter(id, target, 3, false, Flight::Thrown);
        self.push(step);
    }

    /// Punt: the coach places the ball on `square`, any square of the pitch; it scatters
    /// three times, one square each on the scatter template, and can be caught only in the
    /// last (004:L5932-L5936), as an inaccurate pass does.
    pub(crate) fn punt_to(&mut self, side: Side, square: Square) -> Result<(), Rejection> {
        let card = Card::Punt;
        if !self.s.pitch().contains(square) {
            return Err(self.refuse(
                format_args!("{square} is not a square of the pitch"),
                card.cite(),
            ));
        }
        self.s.stack.pop();
        let Ball::Held(carrier) = self.s.ball else {
            return Ok(());
        };
        let label = self.ruling_label(carrier);
        self.s.ball = Ball::InAir(square);
        self.say(
            EventKind::BallMoved { to: Some(square) },
            format_args!(
                "Punt: {label}'s ball is placed on {square} and scatters three times from it, \
                 to be caught only where it ends ({})",
                card.cite()
            ),
        );
        self.push(Step::roll(PendingRoll {
            kind: RollKind::PassScatter { from: square },
            side,
            dice: Cow::Borrowed(&[DieKind::D8; 3]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Punt: three D8 on the scatter template from {square}, one square each, as an \
                 inaccurate pass ({}; 000:L686)",
                card.cite()
            )),
        }));
        Ok(())
    }
}

impl<S: State> Engine<'_, S> {
    /// Punt's squares: every square of the pitch.
    pub(crate) fn punt_options(&self) -> Vec<Decision> {
        self.s
            .pitch()
            .all()
            .map(|square| Decision::KickTo { square })
            .collect()
    }
}
