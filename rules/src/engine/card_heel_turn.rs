//! Heel Turn (004:L5216-L5240), a card of three ways, held with the timing `Several` and
//! offered at each of its moments:
//! 1. after an Armour roll for an opposing player, +2 to it (`CardTiming::EnemyArmourRoll`:
//!    the roll waits in a `Step::ArmourRead` under the window, and is offered only when it
//!    does not break the armour as it stands, +2 to a broken roll changing nothing);
//! 2. at the start of the team's own turn, a player of its Reserves is moved to an empty
//!    square of its End Zone (the one it defends, as Spot the Sneak's) not in an opposing
//!    Tackle Zone (`CardTiming::StartOfYourTurn`, then a `Step::CardSquare`); the card does
//!    not let the team exceed 11 players on the pitch, so it is offered only with fewer;
//! 3. when the opponent declares a team re-roll, that re-roll is spent and not used: the
//!    first result stands (`CardTiming::OpponentTeamReroll`: the declared re-roll waits in a
//!    `Step::TeamRerollDeclared` under the window). Piling On spends a team re-roll as a
//!    skill's cost, not as a team re-roll declared: it is not offered there.

use super::special_play::Target;
use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::Die;
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::{Place, Player, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::special_play::{Card, CardTiming};

/// What Heel Turn adds to the Armour roll (004:L5227-L5229).
const ARMOUR_BONUS: i8 = 2;

/// Whether a card held with the timing `held` may be played at `now`: Heel Turn's
/// `Several` at each of its three moments.
pub(super) fn plays_at(held: CardTiming, now: CardTiming) -> bool {
    held == now
        || (held == CardTiming::Several
            && matches!(
                now,
                CardTiming::StartOfYourTurn
                    | CardTiming::EnemyArmourRoll
                    | CardTiming::OpponentTeamReroll
            ))
}

/// Whom Heel Turn is played on at `now`: a player of the team's Reserves at the start of its
/// turn; nobody at the other two moments.
pub(super) fn target(now: CardTiming) -> Target {
    if now == CardTiming::StartOfYourTurn {
        Target::OwnReserveToEndZone
    } else {
        Target::None
    }
}

impl<S: State> Engine<'_, S> {
    /// Heel Turn's second way: `p` is a player of `side`'s Reserves who may play this drive,
    /// the team has fewer than 11 players on the pitch, and there is a square to put him on.
    pub(super) fn heel_turn_reserve_fits(&self, side: Side, p: &Player) -> bool {
        p.id.side == side
            && p.place == Place::Reserves
            && super::setup_phase::available(p)
            && self
                .s
                .players
                .iter()
                .filter(|q| q.id.side == side && q.square().is_some())
                .count()
                < super::setup_phase::MAX_ON_PITCH
            && !self.heel_turn_squares(p.id).is_empty()
    }

    /// The squares Heel Turn moves `player` to: empty squares of his team's End Zone not in an
    /// opposing Tackle Zone (a square with the ball on it is not empty, as for Spot the Sneak).
    pub(crate) fn heel_turn_squares(&self, player: PlayerId) -> Vec<Decision> {
        let pitch = self.s.pitch();
        pitch
            .all()
            .filter(|&sq| {
                pitch.end_zone(sq) == Some(player.side)
                    && self.s.player_at(sq).is_none()
                    && !self.s.ball_lies_on(sq)
                    && !self.s.in_tackle_zone(sq, player.side)
            })
            .map(|to| Decision::MovePlayer { player, to })
            .collect()
    }

    /// Whether `side` holds Heel Turn.
    fn holds_heel_turn(&self, side: Side) -> bool {
        self.s.cards.held[side.index()]
            .iter()
            .any(|h| h.card == Card::HeelTurn)
    }
}

impl Engine<'_> {
    /// An Armour roll for `player` was made: if his opponent holds Heel Turn and the roll does
    /// not break his armour as it stands, the roll waits under the opponent's card window.
    /// True when it waits.
    #[inline(never)]
    pub(super) fn heel_turn_after_armour(
        &mut self,
        player: PlayerId,
        pending: &PendingRoll,
        dice: &[Die],
    ) -> bool {
        let holder = player.side.opponent();
        if !self.holds_heel_turn(holder) || self.zugs_jersey(player) {
            return false;
        }
        let (by, foul) = match pending.kind {
            RollKind::Armour { cause, .. } => (cause.by, cause.foul),
            // A Chainsaw's Armour roll takes modifiers, its own +3 among them; a Stab's is
            // unmodified (004:L10586-L10590), so the card adds nothing to it (our reading).
            RollKind::WeaponArmour {
                weapon: super::steps::Weapon::Chainsaw,
                ..
            } => (None, None),
            _ => return false,
        };
        if foul.is_some_and(|f| self.foulest_of_fouls(f.side)) {
            return false;
        }
        let Some(av) = self.s.player(player).map(|p| i16::from(p.profile.av)) else {
            return false;
        };
        let natural: i16 = dice.iter().filter_map(|d| d.value()).map(i16::from).sum();
        let roll = natural
            + pending
                .modifiers
                .iter()
                .map(|m| i16::from(m.value))
                .sum::<i16>();
        let claws = by
            .and_then(|b| self.s.player(b))
            .is_some_and(|p| p.has(Skill::Claws));
        if roll > av || (claws && roll >= 8) {
            return false;
        }
        self.s.stack.push(Step::ArmourRead {
            roll: Box::new(pending.clone()),
            dice: crate::dice::Dice::from_slice(dice),
        });
        let before = self.s.stack.len();
        self.card_window(holder, CardTiming::EnemyArmourRoll);
        if self.s.stack.len() == before {
            self.s.stack.pop();
            return false;
        }
        true
    }

    /// A team re-roll declared on `roll` (already spent): if `holder`, the opponent, holds
    /// Heel Turn, it waits under his card window; else it goes on.
    #[inline(never)]
    pub(super) fn heel_turn_on_team_reroll(
        &mut self,
        holder: Side,
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
    ) {
        if !self.holds_heel_turn(holder) {
            self.team_reroll_on(roll, dice);
            return;
        }
        self.s.stack.push(Step::TeamRerollDeclared {
            roll,
            dice,
            cancelled: false,
        });
        let before = self.s.stack.len();
        self.card_window(holder, CardTiming::OpponentTeamReroll);
        if self.s.stack.len() == before
            && let Some(Step::TeamRerollDeclared { roll, dice, .. }) = self.s.stack.pop()
        {
            self.team_reroll_on(roll, dice);
        }
    }

    /// The declared team re-roll, its window done: cancelled by Heel Turn, the first result
    /// stands; else it goes on.
    pub(super) fn team_reroll_declared(
        &mut self,
        roll: Box<PendingRoll>,
        dice: crate::dice::Dice,
        cancelled: bool,
    ) {
        if !cancelled {
            self.team_reroll_on(roll, dice);
            return;
        }
        let card = Card::HeelTurn;
        let name = self.s.team(roll.side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Heel Turn: {name}'s team re-roll is spent and not used; the first {} roll \
                 stands ({})",
                roll.name(),
                card.cite()
            ),
        );
        self.resolve(*roll, &dice);
    }

    /// Heel Turn played by `side`: on a Reserve at the start of its turn, he is set up; with no
    /// player, on the Armour roll or the team re-roll waiting under its window.
    pub(super) fn heel_turn(&mut self, side: Side, player: Option<PlayerId>) {
        let card = Card::HeelTurn;
        if let Some(id) = player {
            let label = self.ruling_label(id);
            let team = self.s.team(side).name.clone();
            self.say(
                EventKind::Note,
                format_args!(
                    "Heel Turn: {label} comes from the Reserves to a square of the {team} End \
                     Zone not in an opposing Tackle Zone ({})",
                    card.cite()
                ),
            );
            self.push(Step::CardSquare {
                side,
                card,
                player: id,
                trapdoors: false,
            });
            return;
        }
        let bonus = crate::prompt::Modifier {
            name: self.words(format_args!("Heel Turn ({})", card.cite())),
            value: ARMOUR_BONUS,
        };
        let note = self.words(format_args!(
            "Heel Turn: +{ARMOUR_BONUS} to the Armour roll ({})",
            card.cite()
        ));
        let cancel = self.words(format_args!(
            "Heel Turn: the opponent's team re-roll is cancelled, still spent ({})",
            card.cite()
        ));
        let mut said = None;
        for step in self.s.stack.iter_mut().rev() {
            match step {
                Step::ArmourRead { roll, .. } => {
                    roll.modifiers.push(bonus);
                    said = Some(note);
                    break;
                }
                Step::TeamRerollDeclared { cancelled, .. } => {
                    *cancelled = true;
                    said = Some(cancel);
                    break;
                }
                _ => {}
            }
        }
        if let Some(said) = said {
            self.say(EventKind::Note, format_args!("{said}"));
        }
    }

    /// Heel Turn's player is put on `to`, Standing: he plays in this drive (004:L5230-L5236).
    pub(crate) fn heel_turn_placed(
        &mut self,
        player: PlayerId,
        to: Square,
    ) -> Result<(), Rejection> {
        let card = Card::HeelTurn;
        if !self
            .heel_turn_squares(player)
            .contains(&Decision::MovePlayer { player, to })
        {
            return Err(self.refuse(
                format_args!(
                    "{to} is not an empty square of the team's End Zone out of every opposing \
                     Tackle Zone"
                ),
                card.cite(),
            ));
        }
        let label = self.set_up_standing(player, to);
        self.say(
            EventKind::Note,
            format_args!("Heel Turn: {label} is set up on {to} ({})", card.cite()),
        );
        Ok(())
    }
}
