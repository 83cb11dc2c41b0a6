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
//! Ogre's old self does; every event of the turn names it. So that it stays one man:
//! - the rulings say which shirt is his (`EventKind::Blackmailed`), and the league's tally
//!   counts what that shirt did on his own id: his Star Player Points, the casualties he
//!   causes and suffers, a lasting injury, all on his own team's roster (004:L2472-L2477).
//!   Whether a casualty earns SPP is judged as the turn was played: that turn he is the card's
//!   team's player in all but the two things the card names, so a team-mate he knocks out is
//!   an opponent he blocked and earns him the Casualty's 2 SPP (004:L2548-L2551, L2602), and a
//!   team-mate who knocks him out earns them too. The card's "the referee recognizes the
//!   player as an opponent" gives its reason for those two exceptions; it does not make a
//!   third;
//! - the referee is shown him once, as himself ([`MatchState::himself`],
//!   [`MatchState::listed`]): not his own id in the dungeon while he plays under the other,
//!   and not the other once he is back;
//! - back on his own side at the turn's end, standing with the ball in the End Zone his own
//!   team scores in (he picked it up there for the card's team, whose own End Zone it is), he
//!   scores: a touchdown in the opponent's turn, and his team's Turn marker moves one space on
//!   (000:L810; [`Engine::blackmail_back_scores`]).

use super::special_play::Target;
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Place, Player, PlayerId};
use crate::skill::SkillSet;
use crate::special_play::{Card, CardEffect, Until};
use crate::state::{Ball, MatchState};

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
            && self.s.other_ball_held_by(p.id).is_none()
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
        self.s.cards.played_as.push((on, now));
        let (own, shirt) = (self.ruling_label(on), self.ruling_label(now));
        self.say(
            EventKind::Blackmailed {
                player: on,
                playing_as: now,
            },
            format_args!(
                "Blackmail: what {shirt} does this turn is {own}'s, on his own team's roster \
                 (004:L2472-L2477)"
            ),
        );
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

    /// The turn of `side`, the card's team, is over and its cards have ended: if Blackmail's
    /// player, back on his own side, stands holding the ball in the End Zone his own team
    /// scores in, his team scores at once, in the opponent's turn, and its Turn marker moves
    /// one space on (000:L810). Returns whether it scored. Asked only when Blackmail was in
    /// effect as the turn ended.
    pub(crate) fn blackmail_back_scores(&mut self, side: Side) -> bool {
        match self.s.ball {
            Ball::Held(id)
                if id.side != side && self.s.cards.played_as.iter().any(|p| p.0 == id) =>
            {
                self.touchdown_in(Some(side))
            }
            _ => false,
        }
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

impl MatchState {
    /// The man `id` is: Blackmail's player under the id he played under for the card's team
    /// is himself, his own id (004:L5151-L5154); anyone else is `id`.
    pub fn himself(&self, id: PlayerId) -> PlayerId {
        self.cards
            .played_as
            .iter()
            .find(|(_, shirt)| *shirt == id)
            .map_or(id, |(own, _)| *own)
    }

    /// Whether the referee is shown `p` as a player of his own (a dugout box, a team's list):
    /// not the id Blackmail's player played under once he is back, nor his own id while he
    /// plays under the other (he is on the pitch then, shown as himself).
    pub fn listed(&self, p: &Player) -> bool {
        if p.place != Place::SentOff {
            return true;
        }
        !self.cards.played_as.iter().any(|&(own, shirt)| {
            shirt == p.id || (own == p.id && self.cards.blackmailed == Some((own, shirt)))
        })
    }
}
