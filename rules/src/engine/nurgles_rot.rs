//! Nurgle's Rot (004:L10402-L10412): an opponent a player with it kills in a Block, Blitz or
//! Foul, with ST 4 or less and neither Decay, Regeneration nor Stunty, may join the Nurgle team
//! after the match as a free rookie Rotter, if it has room. The engine says so when the
//! Casualty roll that kills him is settled; the league ledger adds the Rotter.

use super::Engine;
use super::steps::{RollKind, Step};
use crate::event::EventKind;
use crate::player::{Place, PlayerId};
use crate::skill::Skill;

/// The position a Nurgle's Rot victim joins as.
const ROTTER: &str = "Rotter";

impl Engine<'_> {
    /// An Injury roll by `by` (the blocker, or the fouler) has just put `victim` in the
    /// Casualty box: a Nurgle's Rot waits under his Casualty roll for its result.
    pub(crate) fn nurgles_rot_after_injury(&mut self, victim: PlayerId, by: Option<PlayerId>) {
        let Some(by) = by else {
            return;
        };
        let rotting = self.s.player(by).is_some_and(|p| p.has(Skill::NurglesRot));
        let out = self
            .s
            .player(victim)
            .is_some_and(|p| p.place == Place::Casualty);
        if !rotting || !out || by.side == victim.side || !self.book.is_on("league") {
            return;
        }
        let Some(at) = self.s.stack.iter().rposition(|s| {
            matches!(s, Step::Roll(r) if matches!(r.kind, RollKind::Casualty { player, .. } if player == victim))
        }) else {
            return;
        };
        self.s.stack.insert(
            at,
            Step::NurglesRot {
                victim,
                by,
                dead: false,
            },
        );
    }

    /// The victim's Casualty roll is settled: dead and eligible, he will rise as a Rotter.
    pub(crate) fn nurgles_rot(&mut self, victim: PlayerId, by: PlayerId, dead: bool) {
        let Some(p) = self.s.player(victim) else {
            return;
        };
        // A Star Player's death is waived after the match (004:L3103-L3105): he is never
        // removed from a roster, as the victim must be (004:L10405-L10406).
        let eligible = p.place == Place::Casualty
            && p.profile.st <= 4
            && !p.has(Skill::Decay)
            && !p.has(Skill::Regeneration)
            && !p.has(Skill::Stunty)
            && !self.s.is_star_player(p);
        // The Rotter joins "the Nurgle team" (004:L10410): a roster with the position, not a
        // team that hired a star with the skill (Guffle Pushmaw for Chaos Renegades).
        let roster = &self.s.team(by.side).roster;
        let has_rotters = self
            .book
            .roster(roster)
            .is_ok_and(|r| r.position(ROTTER).is_some());
        if !dead || !eligible || !has_rotters {
            return;
        }
        let (v, b) = (self.ruling_label(victim), self.ruling_label(by));
        let team = self.s.team(by.side).name.clone();
        self.say(
            EventKind::NewRookie {
                side: by.side,
                position: ROTTER.to_string(),
                played_as: None,
            },
            format_args!(
                "Nurgle's Rot: {v}, killed by {b}, may join {team}'s roster after the match as a free \
                 rookie Rotter, if there is room (004:L10402-L10412)"
            ),
        );
    }
}
