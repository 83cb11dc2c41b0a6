//! Blackmail (004:L5138-L5161), played at the start of the team's own turn, before any of its
//! players acts (`CardTiming::StartOfYourTurn`), on an opposing player on the pitch who holds
//! no ball (004:L5150-L5151): for this turn he is one of the card's team. The engine reads a
//! player's team from his id, so he changes sides for the turn ([`Engine::change_sides`]):
//! under a new number of the card's team he may take an Action, his Tackle Zones and assists
//! count for it and against his own team, a turnover he causes is its; at the end of the turn
//! (`Until::EndOfTurn`, after what the turn's end asks first, or as the drive ends on a
//! touchdown) he goes back to his own id where he is, with what happened to him
//! ([`Engine::back_to_own_side`]). Two things the referee still sees (004:L5154-L5161):
//! - he scores no touchdown for the card's team (`Engine::touchdown` asks
//!   [`Engine::blackmail_scores_not`]): holding the ball standing in that End Zone he simply
//!   stands there;
//! - a double on his Foul of his own team sends him off no more (`Engine::send_off` asks
//!   [`Engine::blackmail_not_ejected`]).
//!
//! The id he played under stays in the match's list, out of it (`Place::SentOff`), as the
//! Ogre's old self does; every event of the turn names it.

use super::special_play::Target;
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Player, PlayerId};
use crate::skill::SkillSet;
use crate::special_play::{Card, CardEffect, Until};
use crate::state::Ball;

const CARD: Card = Card::Blackmail;

/// Whom Blackmail is played on.
pub(super) fn target() -> Target {
    Target::OpponentWithoutBall
}

impl<S: State> Engine<'_, S> {
    /// `p` is an opposing player of `side` on the pitch, holding neither ball (004:L5150).
    pub(super) fn blackmail_fits(&self, side: Side, p: &Player) -> bool {
        p.id.side != side
            && p.square().is_some()
            && self.s.ball != Ball::Held(p.id)
            && self.s.second_ball != Some(Ball::Held(p.id))
    }

    /// Whether `id` is Blackmail's player this turn, playing for the card's team: he scores
    /// no touchdown for it (004:L5154-L5158). One test with no card in effect.
    #[inline]
    pub(crate) fn blackmail_scores_not(&self, id: PlayerId) -> bool {
        self.s.cards.any_on() && self.s.cards.on_player(CARD, id)
    }

    /// Whether `fouler` is Blackmail's player this turn: fouling his own team, he is not sent
    /// off (004:L5159-L5161). One test with no card in effect.
    #[inline]
    pub(crate) fn blackmail_not_ejected(&self, fouler: PlayerId) -> bool {
        self.blackmail_scores_not(fouler)
    }
}

impl Engine<'_> {
    /// Blackmail played by `side` on `on`: he plays for `side` until the end of the turn.
    pub(super) fn blackmail(&mut self, side: Side, on: PlayerId) {
        let name = self.s.team(side).name.clone();
        let why = format!(
            "Blackmail: {} plays for the {name} team this turn as {{label}}; he scores no \
             touchdown for it and is not sent off for fouling his own team ({}, L5150-L5161)",
            self.ruling_label(on),
            CARD.cite()
        );
        let Some(now) = self.change_sides(on, &why) else {
            return;
        };
        self.s.cards.blackmailed = Some((on, now));
        self.s.cards.start(CardEffect {
            card: CARD,
            side,
            player: Some(now),
            until: Until::EndOfTurn,
            granted: SkillSet::default(),
            ma: 0,
            st: 0,
        });
    }

    /// Blackmail's turn is over: its player goes back to his own team where he is.
    pub(super) fn blackmail_over(&mut self, e: &CardEffect) {
        let Some((own, now)) = self.s.cards.blackmailed else {
            return;
        };
        if e.player != Some(now) {
            return;
        }
        self.s.cards.blackmailed = None;
        let why = format!(
            "Blackmail: the turn is over and {{label}} plays for his own team again, where he is \
             ({}, L5151-L5154)",
            CARD.cite()
        );
        self.back_to_own_side(now, own, &why);
    }

    /// A double on a Foul by Blackmail's player: he stays (004:L5159-L5161).
    pub(crate) fn blackmail_foul_stays(&mut self, fouler: PlayerId) {
        let label = self.ruling_label(fouler);
        self.say(
            EventKind::Note,
            format_args!(
                "Blackmail: a double, but {label} fouled his own team: the referee does not \
                 send him off ({}, L5159-L5161)",
                CARD.cite()
            ),
        );
    }
}
