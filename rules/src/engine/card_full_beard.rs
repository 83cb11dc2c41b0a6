//! Go Full Beard (004:L5353-L5371): played while the team sets up for a drive, the card lies
//! face-up (an effect lasting the drive) and goes back to the team's hand to be discarded at
//! the start of one of its turns (`CardTiming::StartOfYourTurn`). Discarded then, every player
//! of the team has Mighty Blow and Thick Skull for the rest of that turn, and as the turn ends
//! a `Special Play card` D6 says how many of the team's players on the pitch, picked at random
//! one by one (a D16 each, `RandomFor::FullBeard`), are Placed Prone; a player picked who is
//! already down stays as he is. Unused when the drive ends, the card is discarded.

use super::steps::{RandomFor, Step};
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::skill::{Skill, SkillSet};
use crate::special_play::{Card, CardEffect, CardTiming, HeldCard, Until};

const CARD: Card = Card::GoFullBeard;

impl<S: State> Engine<'_, S> {
    /// The players of `side` on the pitch, the ones a lie-down may pick.
    fn beard_players(&self, side: Side) -> Vec<PlayerId> {
        self.s.on_pitch(side).map(|p| p.id).collect()
    }
}

impl Engine<'_> {
    /// `side` plays Go Full Beard: face-up at the set-up, or discarded at the start of its
    /// turn for the drink.
    pub(super) fn go_full_beard(&mut self, side: Side) {
        let face_up = self
            .s
            .cards
            .end(|e| e.card == CARD && e.side == side && e.until == Until::EndOfDrive);
        if face_up.is_empty() {
            self.s.cards.start(CardEffect {
                card: CARD,
                side,
                player: None,
                until: Until::EndOfDrive,
                granted: SkillSet::default(),
                ma: 0,
                st: 0,
            });
            self.s.cards.held[side.index()].push(HeldCard {
                card: CARD,
                timing: CardTiming::StartOfYourTurn,
            });
            let name = self.s.team(side).name.clone();
            self.say(
                EventKind::Note,
                format_args!(
                    "Go Full Beard: face-up by {name}'s dugout; discarded at the start of one of \
                     its turns this drive, or unused at the drive's end ({})",
                    CARD.cite()
                ),
            );
            return;
        }
        let team: Vec<PlayerId> = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side)
            .map(|p| p.id)
            .collect();
        for id in team {
            let given = self.grant(id, &[Skill::MightyBlow, Skill::ThickSkull]);
            self.s.cards.start(CardEffect {
                card: CARD,
                side,
                player: Some(id),
                until: Until::EndOfTurn,
                granted: given,
                ma: 0,
                st: 0,
            });
        }
        // The lie-down owed as the turn ends.
        self.s.cards.start(CardEffect {
            card: CARD,
            side,
            player: None,
            until: Until::EndOfTurn,
            granted: SkillSet::default(),
            ma: 0,
            st: 0,
        });
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Go Full Beard: {name} drinks; every player has Mighty Blow and Thick Skull this \
                 turn, and D6 of them on the pitch lie down as it ends ({})",
                CARD.cite()
            ),
        );
    }

    /// The turn is ending: if its team drank Full Beard this turn, the D6 of players who lie
    /// down is asked, the end of the turn waiting under it. True when it is asked. With no
    /// card in effect, one test.
    #[inline]
    pub(crate) fn full_beard_lie_down(&mut self) -> bool {
        if !self.s.cards.any_on() {
            return false;
        }
        let Some(side) = self.s.turn.as_ref().map(|t| t.side) else {
            return false;
        };
        if !self.s.cards.on(side, CARD) {
            return false;
        }
        self.full_beard_owed(side)
    }

    #[inline(never)]
    fn full_beard_owed(&mut self, side: Side) -> bool {
        let owed = self.s.cards.end(|e| {
            e.card == CARD && e.side == side && e.player.is_none() && e.until == Until::EndOfTurn
        });
        if owed.is_empty() {
            return false;
        }
        self.s.stack.push(Step::EndTurn);
        let purpose = self.words(format_args!(
            "Go Full Beard: a D6, that many of the {} team's players on the pitch, picked at \
             random, are Placed Prone ({})",
            self.s.team(side).name,
            CARD.cite()
        ));
        self.card_d6(CARD, side, None, purpose);
        true
    }

    /// The D6 read: that many players picked, all of them when there are no more.
    pub(super) fn full_beard_rolled(&mut self, side: Side, d6: u8) {
        let players = self.beard_players(side);
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Go Full Beard: {d6}: {} of {name}'s {} player(s) on the pitch lie down ({})",
                usize::from(d6).min(players.len()),
                players.len(),
                CARD.cite()
            ),
        );
        if usize::from(d6) >= players.len() {
            for id in players {
                self.beard_lies_down(id);
            }
            return;
        }
        self.push(self.random_player_roll(side, players, RandomFor::FullBeard { left: d6 }));
    }

    /// A random pick: `id` lies down; `left` picks were owed with his, the next made among
    /// `eligible` without him.
    pub(crate) fn full_beard_picked(&mut self, id: PlayerId, eligible: &[PlayerId], left: u8) {
        let rest: Vec<PlayerId> = eligible.iter().copied().filter(|&p| p != id).collect();
        if left > 1 && !rest.is_empty() {
            let next = RandomFor::FullBeard { left: left - 1 };
            self.push(self.random_player_roll(id.side, rest, next));
        }
        self.beard_lies_down(id);
    }

    /// `id` is Placed Prone, a ball he held bouncing; one already down stays as he is.
    fn beard_lies_down(&mut self, id: PlayerId) {
        let label = self.ruling_label(id);
        if !self.s.player(id).is_some_and(|p| p.is_standing()) {
            self.say(
                EventKind::Note,
                format_args!(
                    "Go Full Beard: {label} is down already and stays as he is ({})",
                    CARD.cite()
                ),
            );
            return;
        }
        let steps = self.place_prone(id, "Go Full Beard, 004:L5353-L5371");
        self.push_in_order(steps);
    }

    /// An effect ends: Go Full Beard face-up at the drive's end is discarded unused.
    pub(super) fn full_beard_over(&mut self, e: &CardEffect) {
        if e.card != CARD || e.until != Until::EndOfDrive {
            return;
        }
        self.s.cards.held[e.side.index()].retain(|h| h.card != CARD);
        let name = self.s.team(e.side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Go Full Beard: the drive is over and {name} never drank; the card is discarded \
                 ({})",
                CARD.cite()
            ),
        );
    }
}
