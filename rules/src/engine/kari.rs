//! Kari Coldsteel, Norse Cheerleader, of the (In)Famous Coaching Staff (004:L3157-L3176). She
//! counts as 3 Cheerleaders (`MatchState::new`). At the start of a drive, when her team cannot
//! set up 11 players, its coach is asked, before the team sets up, whether she plays
//! (`Step::UseTeamInducement`, answered `Decision::UseInducement`); if so she joins its
//! Reserves ([`Engine::join_team`]) with her profile (MA 6, ST 2, AG 3, AV 7; Loner, Block,
//! Dauntless, Frenzy, 004:L3174-L3176) and is set up with the team. She no longer counts as
//! Cheerleaders, and when the drive ends she goes to the dungeon (`Place::SentOff`) wherever
//! she is (but the Dead & Injured box, whose result stands) and has no further effect: she is
//! never asked again.
//!
//! A team with nobody to set up (000:L818) is found before she is asked, as christerk/ffb
//! checks it before any inducement used before set-up: no drive is played, so she is not
//! asked for it, and she cannot be a team's only player (our reading: she joins "as part of
//! the team", which has no players to set up); the drive that follows asks her as any other.

use super::Engine;
use super::steps::Step;
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, Profile};

/// The players a team must set up when it has them (000:L374-L379).
const FULL_TEAM: usize = 11;

/// Kari Coldsteel's profile as she plays (004:L3174-L3176); her number is given as she joins.
fn kari_profile() -> Profile {
    Profile {
        number: 0,
        name: "Kari Coldsteel".into(),
        position: "Norse Cheerleader".into(),
        ma: 6,
        st: 2,
        ag: 3,
        av: 7,
        skills: ["loner", "block", "dauntless", "frenzy"]
            .map(String::from)
            .to_vec(),
        team: String::new(),
        blitz: None,
        niggling: 0,
    }
}

/// The step asking `side`'s coach whether Kari plays the drive about to be set up, when it has
/// her and `available` (the players it may set up) is short of 11 (004:L3162-L3166).
pub(crate) fn kari_offer(
    side: Side,
    inducements: &crate::inducement_kind::InducementCounts,
    available: usize,
) -> Option<Step> {
    (inducements.has(Inducement::KariColdsteel) && available < FULL_TEAM).then_some(
        Step::UseTeamInducement {
            which: Inducement::KariColdsteel,
            side,
        },
    )
}

impl Engine<'_> {
    /// `side` is about to set up for a drive: its coach is asked about Kari if it has her and
    /// cannot set up 11. One team-level test when it did not hire her.
    pub(crate) fn offer_kari(&mut self, side: Side) {
        if !self.s.team(side).inducements.has(Inducement::KariColdsteel) {
            return;
        }
        let available = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side && super::setup_phase::available(p))
            .count();
        if let Some(step) = kari_offer(side, &self.s.team(side).inducements, available) {
            self.push(step);
        }
    }

    /// The coach fields Kari: she joins the Reserves to be set up, and counts as Cheerleaders
    /// no more (004:L3166-L3168).
    pub(crate) fn kari_plays(&mut self, side: Side) {
        if !self
            .s
            .team_mut(side)
            .inducements
            .use_one(Inducement::KariColdsteel)
        {
            return;
        }
        let team = self.s.team_mut(side);
        // Her 3 Cheerleaders, doubled with Galandril Silverwater (004:L3226-L3227), whose
        // "at least 1" the 3 she made kept from acting.
        team.cheerleaders = if team.bought.has(Inducement::GalandrilSilverwater) {
            team.cheerleaders.saturating_sub(6).max(1)
        } else {
            team.cheerleaders.saturating_sub(3)
        };
        let why = "Kari Coldsteel shows 'em how it's done: {label} leaves the sidelines to play \
                   this drive, in Reserves to be set up; she counts as Cheerleaders no more \
                   (004:L3162-L3168)";
        if let Some(id) = self.join_team(side, kari_profile(), Place::Reserves, why) {
            self.s.kari[side.index()] = Some(id);
        }
    }

    /// The drive is over: a Kari who played it goes to the dungeon, with no further effect
    /// (004:L3168-L3170).
    pub(crate) fn kari_leaves(&mut self) {
        for side in Side::BOTH {
            let Some(id) = self.s.kari[side.index()].take() else {
                continue;
            };
            if self
                .s
                .player(id)
                .is_some_and(|p| p.place != Place::Casualty)
            {
                self.s.set_place(id, Place::SentOff);
            }
            let label = self.ruling_label(id);
            self.say(
                EventKind::Note,
                format_args!(
                    "The drive is over: the referee sends {label} to the dungeon; she has no \
                     further effect on the game (004:L3168-L3170)"
                ),
            );
        }
    }
}
