//! The Explodin' Ball, one of the Goblin teams' special balls (004:L2187-L2223): its fuse
//! marker goes on the Goblin coach's score track as the ball is placed; as every turn ends he
//! rolls a D6, 1 the fuse goes out (a team re-roll keeps it alight), 2-5 the marker one space
//! towards 0, 6 two; on 0 it blows: its carrier is Knocked Down, each standing player next to
//! it on a 4+, and each one next to it already down has an Armour roll; then, the drive going
//! on, a normal ball scatters three times from its square, to be caught only where it ends.
//!
//! Our readings: the marker goes on a space 1-9 ([`FUSE_SPACES`]); the blast's D6s are the
//! Goblin coach's, in reading order; a player next to it already Prone or Stunned has his
//! Armour roll with no D6, as the list's summary of the ball says (004:L7111-L7115); the team
//! re-roll that keeps the fuse alight may be spent at the end of either team's turn, outside
//! the one-a-turn limit, as it re-rolls no die (the rule gives it no turn of its own), and is
//! not offered when the drive ends with the turn, as the marker then goes with no effect; a
//! Blitz! bonus turn, the kick still in the air, ends with no D6; the blast is no
//! turnover, the turn being over; the replacement ball that lands in an empty square after
//! its scatters bounces, as a ball out of the air does (000:L387).

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::rejection::Rejection;
use crate::special_ball::{FUSE_SPACES, SpecialBall};
use crate::state::Ball;

/// The rule's lines.
const CITE: &str = "004:L2187-L2223";

impl Engine<'_> {
    /// The Goblin coach puts the fuse marker on `space` (004:L2191-L2194).
    pub(crate) fn light_fuse(&mut self, side: Side, space: u8) -> Result<(), Rejection> {
        if !FUSE_SPACES.contains(&space) {
            return Err(self.refuse(
                format_args!(
                    "the fuse marker goes on a space of the score track from {} to {}, not {space}",
                    FUSE_SPACES.start(),
                    FUSE_SPACES.end()
                ),
                "004:L2191-L2194",
            ));
        }
        self.s.stack.pop();
        if let Some(play) = self.s.drive.special_ball.as_mut() {
            play.fuse = space;
        }
        let team = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Explodin' Ball: the {team} coach puts the fuse marker on {space} of the score \
                 track; as every turn ends a D6: 1 the fuse goes out, 2-5 one space towards 0, 6 \
                 two, and on 0 it blows (004:L2191-L2202)"
            ),
        );
        Ok(())
    }

    /// The lit Explodin' Ball's Goblin team, if it is the ball in play.
    fn lit_fuse(&self) -> Option<Side> {
        match self.s.drive.special_ball {
            Some(play)
                if play.fuse > 0 && self.special_ball() == Some(SpecialBall::ExplodinBall) =>
            {
                Some(play.side)
            }
            _ => None,
        }
    }

    /// A turn ends with the fuse lit: its D6, once a turn, the end of the turn waiting under
    /// it (004:L2194-L2195). True when it was asked. Not a Blitz! bonus turn's, with the kick
    /// still in the air (our reading, as the Limpin' Squig's).
    pub(crate) fn fuse_due(&mut self) -> bool {
        let Some(side) = self.lit_fuse() else {
            return false;
        };
        if self.s.turn.as_ref().is_none_or(|t| t.bonus) && self.s.kick.is_some() {
            return false;
        }
        if self.first_turn_end(|t| &mut t.fuse_rolled).is_none() {
            return false;
        }
        // The half's last turn ends the drive with it.
        let drive_over = self.half_over();
        self.push(Step::EndTurn);
        self.push_fuse_roll(side, drive_over);
        true
    }

    /// A touchdown ends the turn, and the drive: the fuse's D6 is still rolled, the scorer
    /// maybe blown up as he celebrates (004:L2212-L2216). Put on the drive's end; not again
    /// for a turn whose end rolled it already (Blackmail's player scoring on his way back,
    /// after the turn is gone).
    pub(crate) fn fuse_at_touchdown(&mut self) {
        let Some(side) = self.lit_fuse() else {
            return;
        };
        if self.first_turn_end(|t| &mut t.fuse_rolled).is_some() {
            self.push_fuse_roll(side, true);
        }
    }

    fn push_fuse_roll(&mut self, side: Side, drive_over: bool) {
        let space = self.s.drive.special_ball.map_or(0, |p| p.fuse);
        let team = self.s.team(side).name.clone();
        self.push(PendingRoll::plain(
            RollKind::Fuse { side, drive_over },
            side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Explodin' Ball: the turn ends with the fuse marker on {space}: the {team} coach's \
                 D6, 1 the fuse goes out, 2-5 one space towards 0, 6 two (004:L2194-L2202)"
            )),
        ));
    }

    /// The fuse's D6 read (004:L2195-L2202).
    pub(crate) fn fuse_rolled(&mut self, side: Side, drive_over: bool, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(2);
        let Some(play) = self.s.drive.special_ball.as_mut() else {
            return;
        };
        let was = play.fuse;
        if roll == 1 {
            if drive_over {
                self.fuse_goes_out(roll, "with the drive over, nothing to keep it alight for");
            } else if self.s.team_rerolls_left(side) > 0 {
                self.push(Step::KeepFuseLit { side });
            } else {
                self.fuse_goes_out(roll, "no team re-roll left to keep it alight");
            }
            return;
        }
        let burnt = if roll == 6 { 2 } else { 1 };
        play.fuse = was.saturating_sub(burnt);
        let now = play.fuse;
        if now > 0 {
            self.say(
                EventKind::Note,
                format_args!(
                    "Explodin' Ball fuse ({roll}): the marker moves from {was} to {now} \
                     (004:L2200-L2201)"
                ),
            );
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Explodin' Ball fuse ({roll}): the marker moves from {was} onto 0: the ball \
                 blows up! (004:L2201-L2202)"
            ),
        );
        self.blow_up(side, drive_over);
    }

    /// The fuse went out on a 1 and the coach spends a team re-roll to keep it alight, the
    /// marker staying put, or lets it go out (004:L2195-L2199).
    pub(crate) fn keep_fuse_lit(&mut self, side: Side, keep: bool) -> Result<(), Rejection> {
        if keep && self.s.team_rerolls_left(side) == 0 {
            return Err(self.refuse(
                format_args!("the {} have no team re-roll left", self.s.team(side).name),
                "004:L2197-L2199",
            ));
        }
        self.s.stack.pop();
        if !keep {
            self.fuse_goes_out(1, "its coach lets it go out");
            return Ok(());
        }
        let left = self.spend_team_reroll(side);
        let space = self.s.drive.special_ball.map_or(0, |p| p.fuse);
        let team = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Explodin' Ball fuse (1): the {team} coach spends a team re-roll ({left} left) \
                 to keep it alight; the marker stays on {space} (004:L2197-L2199)"
            ),
        );
        Ok(())
    }

    fn fuse_goes_out(&mut self, roll: u8, why: &str) {
        if let Some(play) = self.s.drive.special_ball.as_mut() {
            play.fuse = 0;
            play.gone = true;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Explodin' Ball fuse ({roll}): the fuse goes out, {why}; it is a normal ball \
                 from now on (004:L2195-L2197)"
            ),
        );
    }

    /// The ball blows where it is: held, its carrier is Knocked Down; the players next to it
    /// are rolled for; then, the drive going on, the replacement ball's scatters, which wait
    /// under the blast's rolls (004:L2206-L2223).
    fn blow_up(&mut self, side: Side, drive_over: bool) {
        if let Some(play) = self.s.drive.special_ball.as_mut() {
            play.fuse = 0;
            play.gone = true;
        }
        let (at, carrier) = match self.s.ball {
            Ball::Held(id) => (self.s.player(id).and_then(|p| p.square()), Some(id)),
            Ball::OnGround(at) | Ball::InAir(at) => (Some(at), None),
            Ball::OffPitch => (None, None),
        };
        let Some(at) = at else {
            self.say(
                EventKind::Note,
                format_args!("The Explodin' Ball blows up off the pitch, harming nobody ({CITE})"),
            );
            return;
        };
        self.s.ball = if drive_over {
            Ball::OffPitch
        } else {
            Ball::InAir(at)
        };
        let mut hit: Vec<PlayerId> = carrier.into_iter().collect();
        let mut standing = Vec::new();
        for id in crate::pitch::GRID
            .neighbours(at)
            .filter_map(|s| self.s.player_at(s))
            .map(|p| p.id)
        {
            if self.s.standing_square(id).is_some() {
                standing.push(id);
            } else {
                hit.push(id);
            }
        }
        let carried = carrier.map_or(String::new(), |c| {
            format!(", Knocking Down {} who carries it", self.ruling_label(c))
        });
        self.say(
            EventKind::BallMoved { to: None },
            format_args!(
                "The Explodin' Ball blows up on {at}{carried}; {} standing player(s) next to it \
                 are Knocked Down on 4+, {} already down have an Armour roll (004:L2206-L2212)",
                standing.len(),
                hit.len() - usize::from(carrier.is_some())
            ),
        );
        if !drive_over {
            self.push(PendingRoll::plain(
                RollKind::ReplacementBall { from: at },
                side,
                vec![DieKind::D8; 3],
                self.words(format_args!(
                    "Explodin' Ball: a normal ball is put on {at} and scatters three times, to be \
                     caught only where it ends: three D8 (004:L2218-L2223)"
                )),
            ));
        }
        if standing.is_empty() {
            self.blast(hit, false);
            return;
        }
        let names: Vec<String> = standing.iter().map(|&p| self.ruling_label(p)).collect();
        self.push(PendingRoll::plain(
            RollKind::ExplodinBlast {
                players: standing.clone(),
                hit,
            },
            side,
            vec![DieKind::D6; standing.len()],
            self.words(format_args!(
                "Explodin' Ball blast: a D6 for each standing player next to {at}, in this \
                 order: {}; 4+ is Knocked Down (004:L2206-L2208)",
                names.join(", ")
            )),
        ));
    }

    /// The replacement ball's three scatters from `from` (004:L2218-L2223).
    pub(crate) fn replacement_scattered(&mut self, from: Square, dice: &[Die]) {
        self.scatter_thrice(
            from,
            dice,
            "The replacement ball",
            super::ball::Landing::FromTheAir,
        );
    }
}

impl<S: State> Engine<'_, S> {
    /// The fuse's options: a space of the score track (004:L2191-L2194).
    pub(crate) fn fuse_options(&self) -> Vec<Decision> {
        FUSE_SPACES.map(|space| Decision::Fuse { space }).collect()
    }
}
