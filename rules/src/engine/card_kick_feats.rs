//! Heroic Feats played around the kick-off: Inch-Perfect Kick (004:L5830-L5847), the ball
//! placed and, instead of its scatter, moved three times one square on the Throw-in template,
//! its coach facing the template each time (a `Step::InchPerfectKick`, answered with
//! `Decision::InchPerfectKick`, then the card's D6), and bouncing three times if it is not
//! caught; Catcher's Instincts (004:L5697-L5714), a receiving player off the line moved onto
//! the empty square of the receiving half the kick comes down on, to catch it with +1; Suicide
//! Blitz (004:L5978-L5995), once the kick-off is resolved and before the receiving team's
//! turn, one kicking player not holding the ball makes a Blitz Action at once, with No Hands
//! for it (a bonus turn of that one player and that one Action, as Blitz!'s way,
//! 000:L1007).

use super::special_play::Target;
use super::steps::Step;
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{ActionKind, Decision, Facing};
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, PlayerId, Stance};
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::special_play::{Card, CardTiming};
use crate::state::{Ball, TurnState};

/// The bounces of a kick Inch-Perfect Kick moved, if it is not caught (004:L5845-L5847).
pub(crate) const INCH_PERFECT_BOUNCES: u8 = 3;

/// Whom one of these cards is played on.
pub(super) fn target(card: Card) -> Target {
    match card {
        Card::CatchersInstincts => Target::OwnOffTheLine,
        Card::SuicideBlitz => Target::OwnBlitzer,
        _ => Target::None,
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether `p` fits one of these cards' targets for `side`: Catcher's Instincts, a
    /// player on the pitch not on the line of scrimmage (004:L5706-L5708); Suicide Blitz, a
    /// player on the pitch who may take an Action (not Stunned, 000:L633) and does not hold
    /// the ball (004:L5990-L5992).
    pub(super) fn kick_feat_fits(&self, side: Side, target: Target, p: &Player) -> bool {
        if p.id.side != side {
            return false;
        }
        let Some(square) = p.square() else {
            return false;
        };
        match target {
            Target::OwnOffTheLine => self.s.pitch().line_of_scrimmage(square).is_none(),
            Target::OwnBlitzer => {
                p.stance() != Some(Stance::Stunned) && self.s.ball != Ball::Held(p.id)
            }
            _ => false,
        }
    }

    /// The options of a `Step::InchPerfectKick`: the four facings.
    pub(crate) fn inch_perfect_options(&self) -> Vec<Decision> {
        Facing::ALL
            .iter()
            .map(|&facing| Decision::InchPerfectKick { facing })
            .collect()
    }
}

impl Engine<'_> {
    /// The kick-off is resolved, the ball at rest: the kicking team is asked once for a card
    /// of this moment, the end of the kick-off waiting under the window. True when it is
    /// asked. A team with no card costs one test.
    #[inline]
    pub(crate) fn after_kick_off_cards(&mut self) -> bool {
        let kicking = self.s.kicking;
        if self.s.cards.held[kicking.index()].is_empty()
            || self.s.drive.after_kick_off_cards_asked
            || self.s.kick.is_none()
        {
            return false;
        }
        self.s.drive.after_kick_off_cards_asked = true;
        self.window_over(Step::KickOffDone, kicking, CardTiming::AfterKickOff)
    }

    /// The kick comes down on `to`, in the receiving half: if no player stands there, the
    /// receiving team is asked once for a card of this moment, the landing waiting under the
    /// window. True when it is asked.
    #[inline]
    pub(crate) fn landing_cards(&mut self, to: Square) -> bool {
        let receiving = self.s.kicking.opponent();
        if self.s.cards.held[receiving.index()].is_empty()
            || self.s.drive.landing_cards_asked
            || self.s.player_at(to).is_some()
        {
            return false;
        }
        self.s.drive.landing_cards_asked = true;
        self.window_over(Step::KickLand, receiving, CardTiming::KickLanding)
    }

    /// `side`'s card window at `timing` over `under`; true when the window opened.
    fn window_over(&mut self, under: Step, side: Side, timing: CardTiming) -> bool {
        let before = self.s.stack.len();
        self.s.stack.push(under);
        self.card_window(side, timing);
        if self.s.stack.len() == before + 1 {
            self.s.stack.pop();
            return false;
        }
        true
    }

    /// What playing one of these cards does at once; true when it was one of them.
    pub(super) fn kick_feat_effect(
        &mut self,
        side: Side,
        card: Card,
        player: Option<PlayerId>,
    ) -> bool {
        match (card, player) {
            (Card::InchPerfectKick, _) => self.inch_perfect_kick(side),
            (Card::CatchersInstincts, Some(id)) => self.catchers_instincts(id),
            (Card::SuicideBlitz, Some(id)) => self.suicide_blitz(side, id),
            _ => return false,
        }
        true
    }

    /// Inch-Perfect Kick: the kick's scatter roll, waiting under the window, gives way to
    /// three squares on the Throw-in template, the card's coach facing it each time.
    fn inch_perfect_kick(&mut self, side: Side) {
        let card = Card::InchPerfectKick;
        let Some(at) = self.s.stack.iter().rposition(|s| {
            matches!(s, Step::Roll(r) if matches!(r.kind, super::steps::RollKind::KickScatter { .. }))
        }) else {
            return;
        };
        let Some(Step::Roll(r)) = self.s.stack.get(at) else {
            return;
        };
        let super::steps::RollKind::KickScatter { target, .. } = r.kind else {
            return;
        };
        self.s.stack[at] = Step::InchPerfectKick {
            side,
            at: target,
            left: INCH_PERFECT_BOUNCES,
            facing: None,
        };
        // A Master of Ballistics' D6 changes the scatter roll, which is no more.
        let mut i = at + 1;
        while i < self.s.stack.len() {
            if matches!(&self.s.stack[i], Step::Roll(r) if matches!(r.kind, super::steps::RollKind::Ballistics | super::steps::RollKind::Wind | super::steps::RollKind::WindDirection))
            {
                self.s.stack.remove(i);
            } else {
                i += 1;
            }
        }
        let label = self.card_name(card);
        let team = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "{label}: instead of the scatter, the ball on {target} moves three times one \
                 square on the Throw-in template, faced by the {team} coach each time ({})",
                card.cite()
            ),
        );
    }

    /// The coach faced the template: the card's D6 moves the ball one square.
    pub(crate) fn inch_perfect_faced(&mut self, facing: Facing) -> Result<(), Rejection> {
        let card = Card::InchPerfectKick;
        let Some(Step::InchPerfectKick {
            side,
            at,
            left,
            facing: None,
        }) = self.s.stack.last().cloned()
        else {
            return Err(self.refuse_input(format_args!("no Throw-in template to face is asked")));
        };
        if let Some(Step::InchPerfectKick { facing: f, .. }) = self.s.stack.last_mut() {
            *f = Some(facing);
        }
        let label = self.card_name(card);
        let purpose = self.words(format_args!(
            "{label}: a D6 on the Throw-in template over {at}, faced {}, moves the ball one \
             square ({} of 3; {})",
            facing.name(),
            INCH_PERFECT_BOUNCES + 1 - left,
            card.cite()
        ));
        self.card_roll(
            card,
            side,
            None,
            &[DieKind::D6],
            Default::default(),
            purpose,
        );
        Ok(())
    }

    /// One of these cards' roll; true when it was one of them.
    pub(super) fn kick_feat_rolled(&mut self, card: Card, dice: &[Die]) -> bool {
        if card != Card::InchPerfectKick {
            return false;
        }
        let Some(Step::InchPerfectKick {
            side,
            at,
            left,
            facing: Some(facing),
        }) = self.s.stack.last().cloned()
        else {
            return true;
        };
        self.s.stack.pop();
        let d6 = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let (dx, dy) = self.throw_in_template_step(facing, d6);
        let next = self
            .s
            .pitch()
            .square(i32::from(at.x()) + dx, i32::from(at.y()) + dy);
        let to = next.map_or_else(|| "off the pitch".to_string(), |s| s.to_string());
        self.say(
            EventKind::KickOff {
                result: String::new(),
            },
            format_args!(
                "Inch-Perfect Kick ({d6}): the ball moves from {at} to {to} ({})",
                card.cite()
            ),
        );
        match next {
            Some(next) if left > 1 => self.push(Step::InchPerfectKick {
                side,
                at: next,
                left: left - 1,
                facing: None,
            }),
            _ => {
                self.kick_will_land(next);
                if let Some(kick) = self.s.kick.as_mut() {
                    kick.bounces = INCH_PERFECT_BOUNCES;
                }
            }
        }
        true
    }

    /// Catcher's Instincts: `id` moves onto the empty square the kick comes down on (the
    /// landing, waiting under the window, is made here), and tries to catch it with +1.
    fn catchers_instincts(&mut self, id: PlayerId) {
        let card = Card::CatchersInstincts;
        let Some(to) = self.s.kick.and_then(|k| k.landing) else {
            return;
        };
        let Some(stance) = self.s.player(id).and_then(|p| p.stance()) else {
            return;
        };
        if matches!(self.s.stack.last(), Some(Step::KickLand)) {
            self.s.stack.pop();
        }
        self.s.set_place(id, Place::Pitch { square: to, stance });
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Catcher's Instincts: {label} moves to {to}, where the kick comes down, and \
                 catches with +1 ({})",
                card.cite()
            ),
        );
        let bonus = Modifier {
            name: self.words(format_args!("Catcher's Instincts ({})", card.cite())),
            value: 1,
        };
        let how = self.words(format_args!("The kick comes down on {to}"));
        self.ball_lands(to, super::ball::Landing::FromTheAir, &how, Some(bonus));
    }

    /// Suicide Blitz: `id` makes a Blitz Action at once, before the receiving team's turn:
    /// the kick-off is over, and a turn of his alone, that one Action, is his (the card's No
    /// Hands lasts until it ends).
    fn suicide_blitz(&mut self, side: Side, id: PlayerId) {
        let card = Card::SuicideBlitz;
        self.s.kick = None;
        for p in &mut self.s.players {
            p.acted = p.id != id;
        }
        let mut turn = TurnState::new(side, true);
        turn.only_action = Some(ActionKind::Blitz);
        // Not one of the team's own turns, so no team re-roll (000:L758); Blitz! says when a
        // kick-off's free Actions may have one (000:L1007), and this card does not.
        turn.no_team_rerolls = true;
        self.begin_turn(turn);
        self.push(Step::Turn);
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Suicide Blitz: {label} may make a Blitz Action at once, with No Hands for it; \
                 the receiving team's turn follows ({})",
                card.cite()
            ),
        );
    }
}

impl Engine<'_> {
    /// A bounce starts: one of an Inch-Perfect Kick's three is spent.
    #[inline]
    pub(crate) fn kick_bounce_spent(&mut self) {
        if let Some(kick) = self.s.kick.as_mut() {
            kick.bounces = kick.bounces.saturating_sub(1);
        }
    }

    /// A bounce of the kick ended on an empty square: true when Inch-Perfect Kick bounces it
    /// again.
    #[inline]
    pub(crate) fn kick_bounces_on(&self) -> bool {
        self.s.kick.is_some_and(|k| k.bounces > 0)
    }
}
