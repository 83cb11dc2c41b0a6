//! Trap Door Man (004:L5395-L5412), played once after the team's own turn has ended
//! (`CardTiming::EndOfYourTurn`) on one of its Reserves who may play this drive: a D6, 1-4 he
//! climbs out of the trap door in his own team's half, 5-6 out of the one in the opponent's;
//! a covered trap door lets him out nowhere; his team may have more than 11 players on the
//! pitch for the rest of the drive.
//!
//! Where the trap doors are is the ruleset's (`PitchShape::trapdoors`, a league's house rules
//! may name them): the empty trapdoor squares of that half are offered, and none empty is a
//! covered door. A pitch with none in that half uses "the sweet spot" (004:L5408-L5409),
//! which no text defines: the referee names it, and the engine offers every empty square of
//! that half, or `done` for a covered one ([`Step::TrapDoor`]).

use super::special_play::Target;
use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::special_play::Card;

const CARD: Card = Card::TrapDoorMan;

/// Whom Trap Door Man is played on: a Reserve of the team who may play this drive.
pub(super) fn target() -> Target {
    Target::OwnReserve
}

impl<S: State> Engine<'_, S> {
    /// The trapdoor squares of `half` on this pitch, occupied or not.
    fn trap_doors_in(&self, half: Side) -> Vec<Square> {
        let pitch = self.s.pitch();
        let doors = self.s.ruleset.pitch.trapdoors;
        pitch
            .all()
            .filter(|&sq| doors.contains(sq) && pitch.half(sq) == half)
            .collect()
    }

    /// The squares `player` may climb out on in `half`: its empty trapdoor squares; with no
    /// trap door in that half, the sweet spot the referee names, any empty square of it. A
    /// square with the ball on it is not empty.
    pub(crate) fn trap_door_options(&self, player: PlayerId, half: Side) -> Vec<Decision> {
        let free = |sq: &Square| self.s.player_at(*sq).is_none() && !self.s.ball_lies_on(*sq);
        let doors = self.trap_doors_in(half);
        let squares: Vec<Square> = if doors.is_empty() {
            self.s.pitch().in_half(half).filter(free).collect()
        } else {
            doors.into_iter().filter(free).collect()
        };
        let mut options: Vec<Decision> = squares
            .into_iter()
            .map(|to| Decision::MovePlayer { player, to })
            .collect();
        if self.trap_doors_in(half).is_empty() {
            // The sweet spot: covered is the referee's word.
            options.push(Decision::Done);
        }
        options
    }
}

impl Engine<'_> {
    /// The card's D6 for `id`: the half he climbs out in (004:L5400-L5406).
    pub(super) fn trap_door_rolled(&mut self, side: Side, id: PlayerId, d6: u8) {
        let half = if d6 <= 4 { side } else { side.opponent() };
        let label = self.ruling_label(id);
        let whose = self.s.team(half).name.clone();
        let doors = self.trap_doors_in(half);
        if !doors.is_empty() && self.trap_door_options(id, half).is_empty() {
            self.say(
                EventKind::Note,
                format_args!(
                    "Trap Door Man: {d6}: the trap door in the {whose} half is covered: {label} \
                     cannot climb out and stays in the Reserves ({})",
                    CARD.cite()
                ),
            );
            return;
        }
        let where_ = if doors.is_empty() {
            format!(
                "by the sweet spot: this pitch has no trap door in the {whose} half, and \
                 no text defines the spot: the referee names its square, or says it is covered \
                 (004:L5408-L5411)"
            )
        } else {
            format!("out of the trap door in the {whose} half")
        };
        self.say(
            EventKind::Note,
            format_args!("Trap Door Man: {d6}: {label} climbs onto the pitch {where_}"),
        );
        self.push(Step::TrapDoor {
            side,
            player: id,
            half,
        });
    }

    /// The coach's answer: `player` climbs out on `to`, Standing, and his team may have more
    /// than 11 players on the pitch for the rest of the drive (004:L5411-L5412); `None`: the
    /// sweet spot is covered, he stays in the Reserves (004:L5409-L5411).
    pub(crate) fn trap_door_placed(
        &mut self,
        player: PlayerId,
        half: Side,
        to: Option<Square>,
    ) -> Result<(), Rejection> {
        let options = self.trap_door_options(player, half);
        let asked = match to {
            Some(to) => Decision::MovePlayer { player, to },
            None => Decision::Done,
        };
        if !options.contains(&asked) {
            let whose = self.s.team(half).name.clone();
            return Err(self.refuse(
                format_args!(
                    "{} is not a square {} may climb out on: an empty trapdoor square in the \
                     {whose} half, or the sweet spot the referee names there",
                    to.map_or_else(|| "done".to_string(), |s| s.to_string()),
                    self.label(player)
                ),
                CARD.cite(),
            ));
        }
        let Some(to) = to else {
            self.s.stack.pop();
            let label = self.ruling_label(player);
            self.say(
                EventKind::Note,
                format_args!(
                    "Trap Door Man: the sweet spot is covered: {label} cannot climb out and \
                     stays in the Reserves ({})",
                    CARD.cite()
                ),
            );
            return Ok(());
        };
        let label = self.set_up_standing(player, to);
        self.twelfth_player(CARD, player.side);
        self.say(
            EventKind::Note,
            format_args!(
                "Trap Door Man: {label} climbs out on {to}, Standing; his team may have more \
                 than 11 players on the pitch for the rest of the drive ({})",
                CARD.cite()
            ),
        );
        Ok(())
    }
}
