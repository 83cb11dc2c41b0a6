//! Special Play cards that pick two players, one after the other (004:L5996-L6456): Dirty
//! Block (one of the team's who has not acted goes Prone, then an adjacent opponent is
//! Stunned), Switcheroo (two adjacent team-mates swap squares), Last Second Substitution (a
//! player on the pitch swaps with one in Reserves). The card is played on the first; a
//! `Step::CardPick` then asks for the second, answered with the same `Decision::PlayCard`.

use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::player::{Place, Player, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::special_play::Card;

impl<S: State> Engine<'_, S> {
    /// Whether `p` may be the first player `side` picks for `card`: one with a second to pick.
    pub(crate) fn first_pick_fits(&self, side: Side, card: Card, p: &Player) -> bool {
        let first = match card {
            // One of the team's, standing, who did not act this turn (004:L6437-L6456).
            Card::DirtyBlock => p.id.side == side && p.is_standing() && !p.acted,
            // One of the team's on the pitch not holding the ball (004:L6009-L6027).
            Card::Switcheroo => {
                p.id.side == side && p.square().is_some() && !self.s.carries_ball(p.id)
            }
            // One of the team's on the pitch (004:L5996-L6008).
            Card::LastSecondSubstitution => p.id.side == side && p.square().is_some(),
            _ => false,
        };
        first && self.s.players.iter().any(|q| self.second_fits(card, p, q))
    }

    /// Whether `q` may be the second player for `card`, `first` picked.
    fn second_fits(&self, card: Card, first: &Player, q: &Player) -> bool {
        let beside = || {
            first
                .square()
                .zip(q.square())
                .is_some_and(|(a, b)| a != b && a.distance(b) == 1)
        };
        match card {
            // A standing opposing player next to him.
            Card::DirtyBlock => q.id.side != first.id.side && q.is_standing() && beside(),
            // A team-mate next to him, not holding the ball.
            Card::Switcheroo => {
                q.id.side == first.id.side && beside() && !self.s.carries_ball(q.id)
            }
            // A team-mate in the Reserves box who may play this drive: not one kept out of it
            // (a Sweltering Heat collapse misses the kick-off, 000:L1019).
            Card::LastSecondSubstitution => {
                q.id.side == first.id.side
                    && q.place == Place::Reserves
                    && super::setup_phase::available(q)
            }
            _ => false,
        }
    }

    /// The second picks `first`'s card allows: the same card, on each.
    pub(crate) fn second_pick_options(&self, card: Card, first: PlayerId) -> Vec<Decision> {
        let Some(f) = self.s.player(first) else {
            return Vec::new();
        };
        self.s
            .players
            .iter()
            .filter(|q| self.second_fits(card, f, q))
            .map(|q| Decision::PlayCard {
                card,
                player: Some(q.id),
            })
            .collect()
    }
}

impl Engine<'_> {
    /// The card is played on `first`: what it does to him, then the second pick is asked.
    pub(crate) fn first_picked(&mut self, side: Side, card: Card, first: PlayerId) {
        let mut steps = super::steps::Steps::new();
        if card == Card::DirtyBlock {
            steps = self.place_prone(first, "Dirty Block, 004:L6437-L6456");
        }
        self.push(Step::CardPickDue { side, card, first });
        self.push_in_order(steps);
    }

    /// The second pick of `card`, played on `first`, is asked; or, when no player fits it any
    /// more, the card ends there with a word saying so.
    pub(crate) fn card_pick_due(&mut self, side: Side, card: Card, first: PlayerId) {
        let any = self
            .s
            .player(first)
            .is_some_and(|f| self.s.players.iter().any(|q| self.second_fits(card, f, q)));
        if any {
            self.push(Step::CardPick { side, card, first });
            return;
        }
        let label = self.ruling_label(first);
        self.say(
            EventKind::Note,
            format_args!(
                "{card}: no player fits its second pick now that {label} is done with: the \
                 card ends ({})",
                card.cite()
            ),
        );
    }

    /// The second player is picked: the card's effect on both (004:L6437-L6456,
    /// L6009-L6027, L5996-L6008).
    pub(crate) fn card_picked(
        &mut self,
        card: Card,
        first: PlayerId,
        second: PlayerId,
    ) -> Result<(), Rejection> {
        let fits = self
            .s
            .player(first)
            .zip(self.s.player(second))
            .is_some_and(|(f, q)| self.second_fits(card, f, q));
        if !fits {
            return Err(self.refuse(
                format_args!("{card} cannot be played on {} now", self.named(second)),
                card.cite(),
            ));
        }
        self.s.stack.pop();
        let (a, b) = (self.ruling_label(first), self.ruling_label(second));
        match card {
            Card::DirtyBlock => {
                let Some(square) = self.s.player(second).and_then(|p| p.square()) else {
                    return Ok(());
                };
                self.s.set_place(
                    second,
                    Place::Pitch {
                        square,
                        stance: Stance::Stunned,
                    },
                );
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Dirty Block: {b}, next to {a}, is Stunned, no Armour roll ({})",
                        card.cite()
                    ),
                );
                let steps = self.drop_ball_going_down(second, square);
                self.push_in_order(steps);
            }
            Card::Switcheroo | Card::LastSecondSubstitution => {
                let (Some(pf), Some(pq)) = (
                    self.s.player(first).map(|p| p.place),
                    self.s.player(second).map(|p| p.place),
                ) else {
                    return Ok(());
                };
                let Place::Pitch { square, stance } = pf else {
                    return Ok(());
                };
                // Each keeps his stance; the substitute comes on standing, and it is he who
                // plays this drive, not the player he replaces (004:L10535).
                let (to_first, to_second) = match pq {
                    Place::Pitch {
                        square: there,
                        stance: theirs,
                    } => (
                        Place::Pitch {
                            square: there,
                            stance,
                        },
                        Place::Pitch {
                            square,
                            stance: theirs,
                        },
                    ),
                    _ => (
                        pq,
                        Place::Pitch {
                            square,
                            stance: Stance::Standing,
                        },
                    ),
                };
                self.s.set_place(first, Place::Reserves);
                self.s.set_place(second, to_second);
                self.s.set_place(first, to_first);
                if card == Card::LastSecondSubstitution {
                    let played = self.s.player(first).is_some_and(|p| p.played_this_drive);
                    if let Some(p) = self.s.player_mut(first) {
                        p.played_this_drive = false;
                    }
                    if let Some(p) = self.s.player_mut(second) {
                        p.played_this_drive = played;
                    }
                }
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{}: {a} and {b} swap places{} ({})",
                        self.card_name(card),
                        if card == Card::Switcheroo {
                            ", no Dodge roll"
                        } else {
                            ""
                        },
                        card.cite()
                    ),
                );
            }
            _ => {}
        }
        Ok(())
    }
}
