//! Special Play cards that change the turn's Actions (004:L5996-L6456; those that change one
//! player's own Action are in `card_actions`): Look, a Distraction!
//! (Bone-head for every player who starts his Action near the card's player), Quick Flick
//! and Lateral Pass (a second Pass Action). Each hook stops at one test when no card is in
//! effect.

use super::{Engine, State};
use crate::event::EventKind;
use crate::input::{ActionKind, PassRange};
use crate::pitch::{Pitch, Side, Square};
use crate::player::{Player, PlayerId};
use crate::rejection::Rejection;
use crate::skill::{Skill, SkillSet};
use crate::special_play::{Card, CardEffect, Until};
use crate::state::TurnState;

/// How near the card's player a player starts his Action to be distracted (004:L6331-L6347).
const DISTRACTION_SQUARES: u8 = 3;

impl Engine<'_> {
    /// Look, a Distraction!: `player` starts his Action within three squares of the player
    /// the opposing team played the card on this turn, so he has Bone-head for the turn
    /// (004:L6331-L6347). True when he has it by the card (he takes its roll).
    #[inline]
    pub(crate) fn distracted(&mut self, player: &Player) -> bool {
        self.s.cards.any_on()
            && self
                .s
                .cards
                .on(player.id.side.opponent(), Card::LookADistraction)
            && !player.has(Skill::BoneHead)
            && self.distraction_near(player)
    }

    #[inline(never)]
    fn distraction_near(&mut self, player: &Player) -> bool {
        let card = Card::LookADistraction;
        let side = player.id.side.opponent();
        let Some(at) = player.square() else {
            return false;
        };
        let near = self.s.cards.effects.iter().any(|e| {
            e.card == card
                && e.side == side
                && e.player.is_some_and(|id| {
                    id.side == side
                        && self
                            .s
                            .player(id)
                            .and_then(|p| p.square())
                            .is_some_and(|sq| sq.distance(at) <= DISTRACTION_SQUARES)
                })
        });
        if !near {
            return false;
        }
        let mut granted = SkillSet::default();
        if let Some(p) = self.s.player_mut(player.id) {
            p.skills.insert(Skill::BoneHead);
            granted.insert(Skill::BoneHead);
        }
        self.s.team_skills = crate::state::team_skills(&self.s.players);
        self.s.cards.start(CardEffect {
            card,
            side,
            player: Some(player.id),
            until: Until::EndOfTurn,
            granted,
            ma: 0,
            st: 0,
        });
        let label = self.ruling_label(player.id);
        self.say(
            EventKind::Note,
            format_args!(
                "Look, a Distraction!: {label} starts his Action within three squares of the \
                 distraction and has Bone-head for the turn ({})",
                card.cite()
            ),
        );
        true
    }

    /// Look, a Distraction!: the turn is over and a player given Bone-head by the card gets
    /// back the tackle zones a failed roll took (004:L6331-L6347).
    pub(crate) fn distraction_over(&mut self, effect: &CardEffect) {
        if effect.card != Card::LookADistraction || !effect.granted.contains(Skill::BoneHead) {
            return;
        }
        if let Some(p) = effect.player.and_then(|id| self.s.player_mut(id)) {
            p.lost_tackle_zones = false;
        }
    }
}

impl<S: super::State> Engine<'_, S> {
    /// Whether `player`'s Bone-head is Look, a Distraction!'s for this turn: a failed roll
    /// takes his Tackle Zones until the turn ends, not the drive (004:L6331-L6347).
    pub(crate) fn distraction_bone_head(&self, player: PlayerId) -> bool {
        self.s.cards.effects.iter().any(|e| {
            e.card == Card::LookADistraction
                && e.player == Some(player)
                && e.granted.contains(Skill::BoneHead)
        })
    }
}

impl Engine<'_> {
    /// A throw of the moving team's Pass Action from `from` to `target` (`range` none for a
    /// Hail Mary Pass): what Quick Flick and Lateral Pass ask of it is noted on the turn
    /// (004:L6165-L6179, L6082-L6098).
    pub(crate) fn card_throw_made(
        &mut self,
        thrower: PlayerId,
        from: Square,
        target: Square,
        range: Option<PassRange>,
    ) {
        if self.s.action().is_none_or(|a| a.kind != ActionKind::Pass) {
            return;
        }
        let back = thrown_back(self.s.pitch(), thrower.side, from, target);
        if let Some(turn) = self.s.turn.as_mut()
            && turn.side == thrower.side
        {
            if turn.pass_actions == 1 {
                turn.quick_first_pass = range == Some(PassRange::Quick);
            }
            turn.thrown_back |= back;
        }
    }
}

/// Whether a throw from `from` to `target` goes to a square closer to `side`'s own End Zone
/// than the thrower (004:L6082-L6098).
fn thrown_back(pitch: Pitch, side: Side, from: Square, target: Square) -> bool {
    let own = pitch.scoring_end_zone_x(side.opponent());
    target.x().abs_diff(own) < from.x().abs_diff(own)
}

impl<S: State> Engine<'_, S> {
    /// Whether a card lets the moving team declare its second Pass Action this turn: Quick
    /// Flick after a first Pass Action thrown as a Quick Pass (004:L6165-L6179), Lateral Pass
    /// (004:L6082-L6098). Never a third.
    pub(crate) fn card_second_pass(&self, turn: &TurnState) -> bool {
        turn.pass_actions == 1
            && self.s.cards.any_on()
            && (self.s.cards.on(turn.side, Card::LateralPass)
                || (self.s.cards.on(turn.side, Card::QuickFlick) && turn.quick_first_pass))
    }

    /// Lateral Pass: the second Pass Action's throw goes to a square closer to the team's own
    /// End Zone than the thrower, unless the first one's did (004:L6082-L6098). Quick Flick's
    /// second Pass Action asks nothing of its throw.
    pub(crate) fn card_throw_problem(&self, from: Square, target: Square) -> Option<Rejection> {
        let turn = self.s.turn.as_ref()?;
        if turn.pass_actions < 2 || turn.thrown_back {
            return None;
        }
        let action = self.s.action()?;
        if action.kind != ActionKind::Pass
            || action.player.side != turn.side
            || (self.s.cards.on(turn.side, Card::QuickFlick) && turn.quick_first_pass)
            || thrown_back(self.s.pitch(), turn.side, from, target)
        {
            return None;
        }
        let card = Card::LateralPass;
        Some(self.refuse(
            format_args!(
                "Lateral Pass: the first pass went forward, so this one must go to a square \
                 closer to the team's own End Zone than the thrower; {target} is not"
            ),
            card.cite(),
        ))
    }
}

impl<S: State> Engine<'_, S> {
    /// In the Zone: the player the card was played on suffers no penalty to any roll from the
    /// `zones` opposing Tackle Zones this turn (004:L5851-L5868); the modifier that says so,
    /// worth 0. None when the card is not on him or no Tackle Zone counts.
    #[inline]
    pub(crate) fn in_the_zone(
        &self,
        player: PlayerId,
        zones: usize,
    ) -> Option<crate::prompt::Modifier> {
        let card = Card::InTheZone;
        (zones > 0 && self.s.cards.any_on() && self.s.cards.on_player(card, player)).then(|| {
            crate::prompt::Modifier {
                name: self.words(format_args!(
                    "In the Zone ignores the {zones} opposing Tackle Zone(s) ({})",
                    card.cite()
                )),
                value: 0,
            }
        })
    }
}

impl<S: State> Engine<'_, S> {
    /// Go the Extra Mile: `id` may Go For It any number of times this turn (004:L5869-L5889).
    #[inline]
    pub(crate) fn extra_mile(&self, id: PlayerId) -> bool {
        self.s.cards.any_on() && self.s.cards.on_player(Card::GoTheExtraMile, id)
    }

    /// Go the Extra Mile: the cumulative −1 on each Go For It after the second (the third with
    /// Sprint) of the Action, the one `later` Go For Its before the last spent
    /// (004:L5869-L5889).
    pub(crate) fn extra_mile_modifier(
        &self,
        id: PlayerId,
        later: u8,
    ) -> Option<crate::prompt::Modifier> {
        if !self.extra_mile(id) {
            return None;
        }
        let attempt = self.s.action()?.extra.saturating_sub(later);
        let free = if self.s.player(id)?.has(Skill::Sprint) {
            3
        } else {
            2
        };
        let beyond = attempt.checked_sub(free).filter(|&n| n > 0)?;
        let card = Card::GoTheExtraMile;
        Some(crate::prompt::Modifier {
            name: self.words(format_args!(
                "Go the Extra Mile: Go For It {attempt}, {free} free ({})",
                card.cite()
            )),
            value: -i8::try_from(beyond).unwrap_or(i8::MAX),
        })
    }
}

impl<S: State> Engine<'_, S> {
    /// Down the Chain: the turn's Hand-off is made, and the team-mate it went to may make
    /// another (004:L6063-L6081). Which player may is `chain_problem`'s.
    pub(crate) fn chain_open(&self, turn: &TurnState) -> bool {
        turn.handed_to.is_some()
            && self.s.cards.any_on()
            && self.s.cards.on(turn.side, Card::DownTheChain)
    }

    /// Down the Chain: after the turn's first Hand-off, only the team-mate who was just handed
    /// the ball, holds it and has not acted may declare another, at once (004:L6063-L6081).
    pub(crate) fn chain_problem(&self, player: &Player, action: ActionKind) -> Option<Rejection> {
        let turn = self.s.turn.as_ref()?;
        if action != ActionKind::HandOff || !turn.hand_off_used || !self.chain_open(turn) {
            return None;
        }
        if turn.handed_to == Some(player.id) && self.s.carries_ball(player.id) {
            return None;
        }
        let card = Card::DownTheChain;
        Some(self.refuse(
            format_args!(
                "Down the Chain: only the player just handed the ball, holding it, may make \
                 another Hand-off Action; {} is not",
                player.tag()
            ),
            card.cite(),
        ))
    }
}
