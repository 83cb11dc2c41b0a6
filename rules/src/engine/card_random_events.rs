//! Random Events cards ruled in the steps they change (004:L4790-L4982, L5036-L5055):
//! Incoming! (a Dodge to leave a square near the edges), Rowdy Fans (assists by the
//! sidelines), Blitzmania Mania! (a team re-roll at a drive's start, or the card kept). Each
//! hook stops at one test when no card is in effect.

use super::special_play::Target;
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::pitch::{Side, Square};
use crate::player::{Player, PlayerId};
use crate::special_play::{Card, HeldCard, Until};

/// How near a sideline or an End Zone a square is for Incoming! (004:L4920-L4939).
const INCOMING_SQUARES: u8 = 2;

impl<S: State> Engine<'_, S> {
    /// Whether `id` leaving `from` takes a Dodge roll: he leaves a Tackle Zone (000:L463-L482),
    /// or the opposing team played Incoming! this turn and `from` is within two squares of a
    /// sideline or an End Zone (004:L4920-L4939).
    #[inline]
    pub(crate) fn must_dodge(&self, id: PlayerId, from: Square) -> bool {
        self.s.in_tackle_zone(from, id.side)
            || (self.s.cards.any_on()
                && self.s.cards.on(id.side.opponent(), Card::Incoming)
                && self.incoming_square(from))
    }

    /// Within two squares of a sideline or an End Zone: the sideline is the line past the
    /// outermost row, so its two rows (y 0-1, and the two at the far side); the End Zone is
    /// the end row itself, so it and the two rows before it (x 0-2, and the far three).
    fn incoming_square(&self, from: Square) -> bool {
        let pitch = self.s.pitch();
        let (x, y) = (from.x(), from.y());
        let last_x = pitch.length().saturating_sub(1);
        let last_y = pitch.width().saturating_sub(1);
        y < INCOMING_SQUARES
            || y > last_y.saturating_sub(INCOMING_SQUARES)
            || x <= INCOMING_SQUARES
            || x >= last_x.saturating_sub(INCOMING_SQUARES)
    }
}

impl<S: State> Engine<'_, S> {
    /// Rowdy Fans: `helper_side` played it, and `enemy` (blocking, fouling, blocked or fouled)
    /// stands next to a sideline, so its side counts one more assist (004:L4791-L4812).
    #[inline]
    pub(crate) fn rowdy_fans_assist(&self, helper_side: Side, enemy: &Player) -> u8 {
        u8::from(
            self.s.cards.any_on()
                && self.s.cards.on(helper_side, Card::RowdyFans)
                && self.by_sideline(enemy),
        )
    }

    /// Rowdy Fans: the other team played it and `p` stands next to a sideline, so he gives
    /// no assist to a block or a foul (004:L4791-L4812).
    #[inline]
    pub(crate) fn rowdy_fans_silence(&self, p: &Player) -> bool {
        self.s.cards.any_on()
            && self.s.cards.on(p.id.side.opponent(), Card::RowdyFans)
            && self.by_sideline(p)
    }

    /// In the row next to either sideline.
    fn by_sideline(&self, p: &Player) -> bool {
        let last = self.s.pitch().width().saturating_sub(1);
        p.square().is_some_and(|sq| sq.y() == 0 || sq.y() == last)
    }
}

/// How long the effect of one of these cards lasts, for a card that starts one.
pub(super) fn lasts(card: Card) -> Option<Until> {
    match card {
        Card::Incoming => Some(Until::EndOfTurn),
        Card::HometownFans => Some(Until::EndOfFirstHalf),
        Card::RowdyFans => Some(Until::EndOfGame),
        Card::BallClone => Some(Until::EndOfDrive),
        _ => None,
    }
}

/// Whom one of these cards is played on: Mine a standing opposing player (`card_mine.rs`).
pub(super) fn target(card: Card) -> Target {
    match card {
        Card::Mine => Target::OpponentStanding,
        Card::Heckler => super::card_heckler::target(),
        _ => Target::None,
    }
}

impl<S: State> Engine<'_, S> {
    /// One of these cards' own condition on the moment, beyond its timing.
    pub(super) fn more_card_condition(&self, side: Side, card: Card) -> bool {
        let _ = side;
        match card {
            Card::BallClone => self.ball_clone_playable(),
            Card::TheyThinkItsAllOgre => self.ogre_playable(side),
            _ => true,
        }
    }
}

impl Engine<'_> {
    /// What playing one of these cards does at once.
    pub(super) fn more_card_effect(&mut self, side: Side, card: Card, player: Option<PlayerId>) {
        match (card, player) {
            (Card::BlitzmaniaMania, _) => self.blitzmania_mania(side),
            (Card::Mine, Some(on)) => self.mine(side, on),
            (Card::Heckler, Some(on)) => self.heckle(side, on),
            (Card::BallClone, None) => self.ball_clone(),
            (Card::GoFullBeard, None) => self.go_full_beard(side),
            (Card::TheyThinkItsAllOgre, None) => self.ogre_joins(side),
            (Card::Blackmail, Some(on)) => self.blackmail(side, on),
            (Card::GassyEruption, Some(on)) => self.gassy_eruption(side, on),
            _ => {}
        }
    }

    /// One of these cards' roll, of all its dice; true when it was one of them.
    pub(super) fn more_card_rolled(
        &mut self,
        card: Card,
        side: Side,
        player: Option<PlayerId>,
        dice: &[Die],
    ) -> bool {
        match (card, player) {
            (Card::BlitzmaniaMania, _) => self.blitzmania_mania_rolled(side, dice),
            (Card::Mine, Some(on)) => self.mine_rolled(side, on, dice),
            (Card::HometownFans, None) => self.hometown_rolled(dice),
            (Card::GoFullBeard, None) => {
                let d6 = dice.first().and_then(|d| d.value()).unwrap_or(1);
                self.full_beard_rolled(side, d6);
            }
            (Card::TheyThinkItsAllOgre, Some(ogre)) => {
                let d6 = dice.first().and_then(|d| d.value()).unwrap_or(6);
                self.ogre_rolled(ogre, d6);
            }
            _ => return false,
        }
        true
    }

    /// Blitzmania Mania!: each coach rolls a D6 and adds his FAME and Cheerleaders; one roll
    /// of two dice, the card's team's first (004:L5036-L5055).
    fn blitzmania_mania(&mut self, side: Side) {
        let card = Card::BlitzmaniaMania;
        let label = self.card_name(card);
        let purpose = self.words(format_args!(
            "{label}: a D6 for the {} team, then a D6 for the {} team, each + FAME + \
             Cheerleaders; higher and the {0} team gains a team re-roll, else it keeps the card \
             for another drive ({})",
            self.s.team(side).name,
            self.s.team(side.opponent()).name,
            card.cite()
        ));
        self.card_roll(
            card,
            side,
            None,
            &[DieKind::D6, DieKind::D6],
            Default::default(),
            purpose,
        );
    }

    fn blitzmania_mania_rolled(&mut self, side: Side, dice: &[Die]) {
        let card = Card::BlitzmaniaMania;
        let value = |i: usize| i16::from(dice.get(i).and_then(|d| d.value()).unwrap_or(1));
        let total = |engine: &Self, side: Side, d6: i16| {
            d6 + engine.chant_fame(side) + i16::from(engine.s.team(side).cheerleaders)
        };
        let own = total(self, side, value(0));
        let other = total(self, side.opponent(), value(1));
        let name = self.s.team(side).name.clone();
        if own > other {
            let team = self.s.team_mut(side);
            team.rerolls = team.rerolls.saturating_add(1);
            self.say(
                EventKind::Note,
                format_args!(
                    "Blitzmania Mania!: {own} against {other}: {name} gains a team re-roll ({})",
                    card.cite()
                ),
            );
            return;
        }
        if let Some(timing) = self.card_timing(card) {
            self.s.cards.held[side.index()].push(HeldCard { card, timing });
        }
        self.say(
            EventKind::Note,
            format_args!(
                "Blitzmania Mania!: {own} against {other}, not higher: {name} keeps the card to \
                 play at the start of another drive ({})",
                card.cite()
            ),
        );
    }
}
