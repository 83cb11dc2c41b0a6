//! The Goblin and Halfling referees (004:L1857-L1937, cards 004:L7206-L7322): the Ref moves
//! along a team's Score Track after each foul he does not send anyone off for, and a D6 not
//! higher than his number makes the fouler suffer his consequences.
//!
//! Our readings, where the text leaves it open:
//! - The Referee table names the Goblin or the Halfling referee, so no roll-off picks the
//!   miniature (004:L1909-L1912 is for a league that plays them without the table).
//! - The Ref moves once a foul is fully resolved and the fouler was not sent off
//!   (004:L1914-L1916): a foul with no double, a double Sneaky Git's held armour or
//!   Blackmail keeps from being called, a call that Filthy Rich or a Bribe ignores, or an
//!   argument that sends the fouler to Reserves instead (004:L1002-L1004), which is not a
//!   sending-off.
//! - A Bribe used by the team he watches calms him (004:L1857-L1859), and the foul it was
//!   used on does not move him again; a Bribe of the other team, or of a team when he is
//!   next to the pitch, does not calm him, so that foul moves him. A Bribe that fails still
//!   calms him; should the argument then send the fouler to Reserves, that foul moves him
//!   from next to the pitch.
//! - Nothing but a send-off or a Bribe of the watched team moves him back next to the pitch;
//!   he stays where he is between drives and halves (004:L1857-L1861).
//! - The Halfling's lost team re-roll may be the Leader re-roll: a team with no other loses
//!   its Leader re-roll counter, which is among its team re-rolls (004:L10333-L10336), whether
//!   or not a player with Leader is on the pitch; only a team with neither has the other
//!   team gain one.

use super::Engine;
use super::referee::{GOBLIN_REFEREE, HALFLING_REFEREE};
use super::steps::{PendingRoll, RollKind};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::state::Ball;

/// The highest number on the Score Track the Ref climbs to (004:L1921-L1922).
const TRACK_TOP: u8 = 8;

impl Engine<'_> {
    /// A foul is fully resolved and the fouler was not sent off: with the Goblin or Halfling
    /// referee, and a referee this drive, the Ref moves, then, on the fouling team's Dugout,
    /// the fouling coach rolls a D6 against his number (004:L1914-L1930).
    pub(crate) fn referee_track_foul(&mut self, fouler: PlayerId) {
        let watching = matches!(
            self.s.referee.as_deref(),
            Some(GOBLIN_REFEREE | HALFLING_REFEREE)
        );
        if !watching || self.s.drive.no_referee {
            return;
        }
        let side = fouler.side;
        let team = self.s.team(side).name.clone();
        let other = self.s.team(side.opponent()).name.clone();
        let (track, moved) = match self.s.referee_track {
            None => (
                Some((side, 1)),
                format!("to the {team} Dugout, above the 1 of its Score Track"),
            ),
            Some((watched, n)) if watched == side => {
                let n2 = n.saturating_add(1).min(TRACK_TOP);
                (
                    Some((side, n2)),
                    format!("along the {team} Score Track to {n2}"),
                )
            }
            Some((watched, n)) if n > 1 => (
                Some((watched, n - 1)),
                format!("back along the {other} Score Track to {}", n - 1),
            ),
            Some(_) => (None, "off the Dugout, back next to the pitch".to_string()),
        };
        self.s.referee_track = track;
        let referee = self.s.referee.clone().unwrap_or_default();
        self.say(
            EventKind::Note,
            format_args!(
                "The {referee} fumes at an unseen foul and moves {moved} (004:L1914-L1926)"
            ),
        );
        let Some((watched, n)) = track else {
            return;
        };
        if watched != side {
            return;
        }
        let label = self.ruling_label(fouler);
        let consequence = if referee == HALFLING_REFEREE {
            "his team loses a team re-roll, or the other team gains one if it has none"
        } else {
            "he is Placed Prone and takes an Injury roll"
        };
        self.push(PendingRoll::plain(
            RollKind::RefereeTrack { fouler },
            side,
            &[DieKind::D6][..],
            self.words(format_args!(
                "The {referee} has his eye on {team}: the coach rolls a D6; {n} or less and \
                 {label} suffers the consequences: {consequence} (004:L1928-L1930, \
                 L1863-L1876)"
            )),
        ));
    }

    /// The D6 against the Ref's number: the fouler suffers the consequences on that number or
    /// less (004:L1928-L1930): the Goblin's, Placed Prone and an Injury roll (004:L1863-L1868);
    /// the Halfling's, a team re-roll lost or given to the other team (004:L1870-L1876).
    pub(crate) fn referee_track_rolled(&mut self, fouler: PlayerId, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(0);
        let Some((watched, n)) = self.s.referee_track else {
            return;
        };
        if watched != fouler.side {
            return;
        }
        let referee = self.s.referee.clone().unwrap_or_default();
        if roll > n {
            self.say(
                EventKind::Note,
                format_args!(
                    "The {referee} does nothing this time ({roll} is higher than {n}, \
                     004:L1928-L1929)"
                ),
            );
            return;
        }
        let label = self.ruling_label(fouler);
        if referee == HALFLING_REFEREE {
            self.halfling_consequence(fouler.side, roll, n);
            return;
        }
        if referee != GOBLIN_REFEREE || self.s.player(fouler).and_then(|p| p.square()).is_none() {
            return;
        }
        self.say(
            EventKind::Note,
            format_args!(
                "The {referee} reminds {label} of his authority ({roll}, {n} or less, \
                 004:L1863-L1868)"
            ),
        );
        let held = self.s.ball == Ball::Held(fouler);
        let mut steps = self.place_prone(fouler, "the Goblin referee, 004:L1866-L1868");
        steps.insert(0, self.injury_roll(fouler, Vec::new(), false, None, None));
        if held {
            // Placed Prone holding the ball: a turnover, as any player of the moving team
            // who goes down with it (000:L443), as Wrestle's is (004:L10774).
            self.turnover(format_args!(
                "{label} was Placed Prone holding the ball (000:L443, 004:L1866-L1868)"
            ));
        }
        self.push_in_order(steps);
    }

    /// The Halfling referee's consequences: the fouling team loses a team re-roll; with none,
    /// the other team gains one, for the half as a team re-roll is (004:L1870-L1876).
    fn halfling_consequence(&mut self, side: Side, roll: u8, n: u8) {
        let team = self.s.team(side).name.clone();
        let other = self.s.team(side.opponent()).name.clone();
        let fouling = self.s.team_mut(side);
        if fouling.rerolls > 0 {
            fouling.rerolls -= 1;
            fouling.training_rerolls = fouling.training_rerolls.min(fouling.rerolls);
            self.say(
                EventKind::Note,
                format_args!(
                    "The Halfling referee ({roll}, {n} or less): {team} loses a team re-roll \
                     (004:L1873-L1875)"
                ),
            );
        } else if fouling.leader_reroll {
            // Our reading: the Leader re-roll is one of the team re-rolls (004:L10333-L10336).
            fouling.leader_reroll = false;
            self.say(
                EventKind::Note,
                format_args!(
                    "The Halfling referee ({roll}, {n} or less): {team} loses its Leader \
                     re-roll, its only team re-roll (004:L1873-L1875, L10333-L10336)"
                ),
            );
        } else {
            let gaining = self.s.team_mut(side.opponent());
            gaining.rerolls = gaining.rerolls.saturating_add(1);
            self.say(
                EventKind::Note,
                format_args!(
                    "The Halfling referee ({roll}, {n} or less): {team} has no team re-roll to \
                     lose, so {other} gains one (004:L1875-L1876)"
                ),
            );
        }
    }

    /// A player of the watched team was sent off, or it used a Bribe against a send-off: the
    /// Ref calms down and goes back next to the pitch (004:L1857-L1861). True when he did.
    pub(crate) fn referee_calms(&mut self, side: Side) -> bool {
        if !matches!(self.s.referee_track, Some((watched, _)) if watched == side) {
            return false;
        }
        self.s.referee_track = None;
        let referee = self.s.referee.clone().unwrap_or_default();
        self.say(
            EventKind::Note,
            format_args!(
                "The {referee} calms down and goes back next to the pitch (004:L1857-L1861)"
            ),
        );
        true
    }
}
