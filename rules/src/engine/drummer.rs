//! The Waaagh! Drummer, an Orc inducement (004:L3314-L3334): at the start of each drive, once
//! the kick-off is resolved and before the receiving team's turn, his team rolls 3D6; for each
//! 6 his coach may pick an opposing player and move him D3 squares straight towards his own End
//! Zone, with no Dodge roll. Another player in the way stops him; moved into the ball's square,
//! he must try to pick it up.
//!
//! Asked as `RollKind::WaaaghDrummer` (3D6), then per 6 `Step::UseTeamInducement` of the
//! Drummer answered `Decision::WaaaghDrummer` (or `UseInducement` false), then
//! `RollKind::DrummerMove` (a D6 read as a D3).

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::state::Ball;

impl Engine<'_> {
    /// The kick-off is resolved: the first time this drive, each team with a Drummer rolls its
    /// 3D6 (home first) before the kick-off's end runs again. `true` when they were pushed.
    /// One team-level test each when neither has one.
    #[inline]
    pub(crate) fn drum_before_the_turn(&mut self) -> bool {
        let drums = [Side::Home, Side::Away]
            .map(|s| self.s.team(s).inducements.has(Inducement::WaaaghDrummer));
        if self.s.drive.drummed || drums == [false, false] {
            return false;
        }
        self.s.drive.drummed = true;
        self.push(Step::KickOffDone);
        // The steps run from the top: home's roll on top, rolled first.
        for side in [Side::Away, Side::Home] {
            if drums[side.index()] {
                let team = self.words(format_args!("{}", self.s.team(side).name));
                let purpose = self.words(format_args!(
                    "The {team} Waaagh! Drummer: 3D6, each 6 moves an opposing player D3 squares \
                     towards his own End Zone (004:L3325-L3334)"
                ));
                self.push(PendingRoll::plain(
                    RollKind::WaaaghDrummer { side },
                    side,
                    &[DieKind::D6, DieKind::D6, DieKind::D6][..],
                    purpose,
                ));
            }
        }
        true
    }

    /// The 3D6 read: his coach is asked once for each 6.
    pub(crate) fn drummer_rolled(&mut self, side: Side, dice: &[Die]) {
        let sixes = dice.iter().filter(|d| d.value() == Some(6)).count();
        let team = self.words(format_args!("{}", self.s.team(side).name));
        self.say(
            EventKind::Note,
            format_args!(
                "The {team} Waaagh! Drummer: {sixes} six(es), {sixes} opposing player(s) may be \
                 moved (004:L3327-L3330)"
            ),
        );
        for _ in 0..sixes {
            self.push(Step::UseTeamInducement {
                which: Inducement::WaaaghDrummer,
                side,
            });
        }
    }

    /// `side`'s coach picks `player` for a 6 of the Drummer: his D3 is rolled.
    pub(crate) fn drum_on(&mut self, side: Side, player: PlayerId) -> Result<(), Rejection> {
        if player.side == side || self.s.player(player).is_none_or(|p| p.square().is_none()) {
            return Err(self.refuse(
                format_args!("the Waaagh! Drummer moves an opposing player on the pitch"),
                "004:L3328-L3330",
            ));
        }
        self.s.stack.pop();
        let label = self.ruling_label(player);
        let purpose = self.words(format_args!(
            "Waaagh! Drummer: {label} moves D3 squares (a D6: 1-2 one, 3-4 two, 5-6 three) \
             straight towards his own End Zone (004:L3328-L3330)"
        ));
        self.push(PendingRoll::plain(
            RollKind::DrummerMove { player },
            side,
            &[DieKind::D6][..],
            purpose,
        ));
        Ok(())
    }

    /// The D3 read: `player` moves that far straight towards his own End Zone, one square at a
    /// time, stopping before another player or the pitch's end; moved into the ball's square
    /// he stops there and must try to pick it up (on the ground, it bounces).
    pub(crate) fn drummer_moved(&mut self, player: PlayerId, dice: &[Die]) {
        let squares = crate::dice::d3(dice.first().and_then(|d| d.value()).unwrap_or(1));
        let Some(p) = self.s.player(player) else {
            return;
        };
        let Some(mut at) = p.square() else {
            return;
        };
        let standing = p.is_standing();
        let stance = p.stance();
        let pitch = self.s.pitch();
        let own = i32::from(pitch.scoring_end_zone_x(player.side.opponent()));
        let dx = (own - i32::from(at.x())).signum();
        let from = at;
        let mut moved = 0;
        let mut ball = false;
        while moved < squares && dx != 0 {
            let Some(next) = pitch.offset(at, dx, 0) else {
                break;
            };
            if self.s.player_at(next).is_some() {
                break;
            }
            at = next;
            moved += 1;
            if self.s.ball == Ball::OnGround(at) || self.s.other_ball_on(at).is_some() {
                ball = true;
                break;
            }
        }
        let label = self.ruling_label(player);
        if at != from
            && let Some(stance) = stance
        {
            self.s
                .set_place(player, Place::Pitch { square: at, stance });
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Waaagh! Drummer: {label} is moved {moved} of {squares} square(s), {from} to \
                 {at}, with no Dodge roll (004:L3328-L3333)"
            ),
        );
        if !ball {
            return;
        }
        if standing {
            let steps = self.pick_up_steps(player, at);
            self.push_in_order(steps);
        } else if let Some(bounce) = super::other_balls::bounce_lying_ball(self.s, at) {
            // A player on the ground cannot hold it: the ball bounces from him.
            self.push_in_order(bounce);
        }
    }
}

/// The checks, which only read the state.
impl<S: super::State> Engine<'_, S> {
    /// A 6 of `side`'s Drummer: each opposing player on the pitch, or none.
    pub(crate) fn drummer_options(&self, side: Side) -> Vec<crate::input::Decision> {
        let mut options: Vec<crate::input::Decision> = self
            .s
            .on_pitch(side.opponent())
            .map(|p| crate::input::Decision::WaaaghDrummer { player: p.id })
            .collect();
        options.push(crate::input::Decision::UseInducement { use_it: false });
        options
    }
}
