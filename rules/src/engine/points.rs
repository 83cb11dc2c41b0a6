//! Blitz Bowl's points and the game's end (the `scoring`, `game_end` and `cards` switches):
//! a touchdown at the end of an Action (002:L618-L626), the Claim Challenge Card step after it
//! (002:L652-L658), Clean Sweep (002:L662), the Replace Challenge Cards step (002:L664-L668),
//! the hand limit (002:L658), Sudden Death (002:L692) and the Points Victory once the last card
//! is active (002:L698).

use super::steps::Step;
use super::{Engine, State};
use crate::challenge::{ClaimCheck, Victory};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::ruleset::{CardPolicy, InjuryPolicy, ScoringPolicy};
use crate::state::{ActiveAction, Ball};

impl Engine<'_> {
    /// After an Action under points, a Free one too: the Touchdown check, then the Claim
    /// Challenge Card step (002:L618, L473), then what follows that step (Bloodlust, the Free
    /// Actions the Action grants: [`Step::AfterClaim`]).
    #[cold]
    #[inline(never)]
    pub(crate) fn after_points_action(&mut self, action: ActiveAction, touchdown: u8) {
        let side = action.player.side;
        self.points_touchdown(side, touchdown);
        self.push(Step::AfterClaim { action });
        if self.claims_allowed(side) {
            self.push(Step::Challenge {
                side,
                discard: false,
            });
        }
    }

    /// Scores `side`'s touchdown if one of its players is Open in the other team's End Zone
    /// with the ball: `points` to the team, the ball out of play, the scorer to the Dugout as
    /// a Reserves player; the turn goes on (002:L618-L626).
    fn points_touchdown(&mut self, side: Side, points: u8) {
        if let Ball::Held(id) = self.s.ball {
            self.points_touchdown_by(id, side, points);
        }
        // With more balls in play, each player who meets the conditions scores (digest §9
        // A26, 002:L618-L624).
        for other in 0..self.s.other_balls.len() {
            if let Ball::Held(id) = self.s.other_balls[other].ball {
                self.swap_balls(u8::try_from(other).unwrap_or(u8::MAX));
                self.points_touchdown_by(id, side, points);
            }
        }
    }

    /// [`Engine::points_touchdown`] for `id`, who holds the ball.
    fn points_touchdown_by(&mut self, id: PlayerId, side: Side, points: u8) {
        let x = self.s.pitch().scoring_end_zone_x(side);
        let Some(player) = self.s.player(id) else {
            return;
        };
        if id.side != side
            || !player.is_standing()
            || player.square().is_none_or(|s| s.x() != x)
            || !self.is_open(id)
        {
            return;
        }
        let label = self.ruling_name(player);
        let team = self.s.team_mut(side);
        team.score = team.score.saturating_add(points);
        self.s.ball = Ball::OffPitch;
        self.s.set_place(id, Place::Reserves);
        if let Some(turn) = self.s.turn.as_mut() {
            turn.renew(id);
        }
        self.say(
            EventKind::Touchdown { player: id },
            format_args!(
                "TOUCHDOWN! {label} ends the Action Open in the End Zone with the ball: {points} \
                 {}; the ball is out of play and he goes to the Dugout as a Reserves player; back \
                 by a Reserves Action he may make again the Actions he made this turn \
                 (002:L604-L606, L618-L626)",
                point_word(points)
            ),
        );
    }

    /// The refusal of an input about Challenge Cards in a game without them (002:L646).
    pub(crate) fn no_challenge_cards(&self) -> Rejection {
        self.refuse(format_args!("this game has no Challenge Cards"), "002:L646")
    }

    /// As `side` declares an Action: the opposition as it begins, for the claim after it.
    pub(crate) fn challenge_snapshot(&mut self, side: Side) {
        let hurt = self.hurt_count(side.opponent());
        let mut holders = [None; 4];
        let opposing = self.s.balls().filter_map(|(ball, _)| match ball {
            Ball::Held(id) if id.side != side => Some(id),
            _ => None,
        });
        for (slot, id) in holders.iter_mut().zip(opposing) {
            *slot = Some(id);
        }
        if let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.start = crate::challenge::ActionStart { hurt, holders };
        }
    }

    /// `side` claims the card `card` in active space `slot`, `bonus_play` on its back going to
    /// his hand (002:L654-L662).
    pub(crate) fn claim_challenge(
        &mut self,
        side: Side,
        slot: u8,
        card: u8,
        bonus_play: Option<u8>,
    ) -> Result<(), Rejection> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Err(self.no_challenge_cards());
        };
        let bit = slot_bit(slot);
        if bit.is_none_or(|b| ch.active & b == 0) {
            return Err(self.refuse(
                format_args!(
                    "active space {slot} holds no card to claim: name one of {}",
                    spaces(ch.active)
                ),
                "002:L427, L654",
            ));
        }
        let Some(found) = ch.cards.get(usize::from(card)).cloned() else {
            let known = crate::challenge::numbered(ch.cards.iter().map(|c| c.id.as_str()));
            return Err(self.refuse(
                format_args!("no Challenge Card {card} in this match's list: name one of {known}"),
                "002:L658",
            ));
        };
        if !self.check_holds(side, found.check) {
            let why = match found.check {
                Some(ClaimCheck::InjureOpponent) => "this Action Injured no Opposition Player",
                Some(ClaimCheck::FreeTheBall) => {
                    "no Opposition Player lost possession of a ball in this Action"
                }
                None => "",
            };
            return Err(self.refuse(
                format_args!("{} cannot be claimed: {why}", found.name),
                "002:L654-L656",
            ));
        }
        let CardPolicy::Challenges {
            active: spaces_n, ..
        } = self.s.ruleset.cards
        else {
            return Err(self.no_challenge_cards());
        };
        let clean_sweep = match self.s.ruleset.scoring {
            ScoringPolicy::Points { clean_sweep, .. } => clean_sweep,
            ScoringPolicy::Touchdowns => 0,
        };
        self.bonus_play_to_hand(side, bonus_play)?;
        let bit = bit.unwrap_or(0);
        let swept = {
            let Some(ch) = self.s.challenges.as_deref_mut() else {
                return Ok(());
            };
            ch.active &= !bit;
            ch.claimed_this_turn |= bit;
            ch.claimed_this_turn.count_ones() == u32::from(spaces_n)
        };
        let team = self.s.team_mut(side);
        team.score = team.score.saturating_add(found.points);
        let name = team.name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "{name} claim {} from active space {slot}: {} {}, and its Bonus Play goes \
                 to the hand (002:L658)",
                found.name,
                found.points,
                point_word(found.points)
            ),
        );
        if swept {
            let team = self.s.team_mut(side);
            team.score = team.score.saturating_add(clean_sweep);
            self.say(
                EventKind::Note,
                format_args!(
                    "Clean Sweep! {name} have claimed all {spaces_n} active Challenge Cards this \
                     turn: {clean_sweep} bonus {} (002:L662)",
                    point_word(clean_sweep)
                ),
            );
        }
        self.s.stack.pop();
        Ok(())
    }

    /// The coach claims no card at this step.
    pub(crate) fn no_claim(&mut self) {
        self.s.stack.pop();
    }

    /// The Replace Challenge Cards step of `side`'s Pre-Turn, skipped in each coach's first
    /// turn (002:L448): empty active spaces are filled from the deck; with all of them still
    /// there the coach discards one for the top card (002:L666-L668).
    #[cold]
    #[inline(never)]
    pub(crate) fn refresh_challenges(&mut self, side: Side, turn_no: u8) {
        let CardPolicy::Challenges { active: n, .. } = self.s.ruleset.cards else {
            return;
        };
        let full = if n >= 8 { u8::MAX } else { (1u8 << n) - 1 };
        let Some(ch) = self.s.challenges.as_deref_mut() else {
            return;
        };
        ch.claimed_this_turn = 0;
        ch.played = [0, 0];
        if turn_no <= 1 {
            return;
        }
        // With Random Event Cards still in the deck the spaces are filled one card at a time,
        // the deck's new top asked after each (002:L712).
        if ch.events_left > 0 && ch.active != full && ch.deck > 0 {
            self.deal_from_deck(side);
            return;
        }
        let mut dealt = 0u8;
        for bit in (0..n.min(8)).map(|i| 1u8 << i) {
            if ch.active & bit == 0 && ch.deck > 0 {
                ch.active |= bit;
                ch.deck -= 1;
                dealt += 1;
            }
        }
        let all_there = dealt == 0 && ch.active == full && ch.deck > 0;
        let last = dealt > 0 && ch.deck == 0;
        if dealt > 0 {
            let left = ch.deck;
            self.say(
                EventKind::Note,
                format_args!(
                    "Replace Challenge Cards: {dealt} dealt to the empty active spaces, {left} \
                     left in the deck (002:L666)"
                ),
            );
        }
        if last {
            self.last_card_active(side);
        }
        if all_there {
            self.push(Step::Challenge {
                side,
                discard: true,
            });
        }
    }

    /// `side` discards the card in active space `slot` for the deck's top card (002:L668).
    pub(crate) fn discard_challenge(&mut self, side: Side, slot: u8) -> Result<(), Rejection> {
        let Some(ch) = self.s.challenges.as_deref_mut() else {
            return Err(self.no_challenge_cards());
        };
        let Some(bit) = slot_bit(slot).filter(|b| ch.active & b != 0) else {
            let spaces = spaces(ch.active);
            return Err(self.refuse(
                format_args!("active space {slot} holds no card: name one of {spaces}"),
                "002:L668",
            ));
        };
        let _ = bit;
        ch.deck = ch.deck.saturating_sub(1);
        let last = ch.deck == 0;
        let left = ch.deck;
        self.say(
            EventKind::Note,
            format_args!(
                "The card in active space {slot} is discarded and the deck's top card takes its \
                 place; {left} left in the deck (002:L668, L672)"
            ),
        );
        if last {
            self.last_card_active(side);
        }
        self.s.stack.pop();
        self.after_deck_move(side);
        Ok(())
    }

    /// The last Challenge Card is active in `side`'s turn: this turn and the opponent's next
    /// are the last (002:L698-L700).
    pub(super) fn last_card_active(&mut self, side: Side) {
        if let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.turns_left = Some(2);
        }
        let name = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "The last Challenge Card is active: this {name} turn and the other team's next \
                 are the game's last (002:L698)"
            ),
        );
    }

    /// A turn is over (its coach's hand already at the limit: `bonus_discard_due`, 002:L658):
    /// the game's end once the last turns are played (002:L698). True if the game ended.
    #[cold]
    #[inline(never)]
    pub(crate) fn challenge_turn_over(&mut self) -> bool {
        let Some(ch) = self.s.challenges.as_deref_mut() else {
            return false;
        };
        let over = match ch.turns_left {
            Some(n) => {
                let n = n.saturating_sub(1);
                ch.turns_left = Some(n);
                n == 0
            }
            None => false,
        };
        if !over {
            return false;
        }
        let won = self.s.team(Side::Home).score != self.s.team(Side::Away).score;
        if won && let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.victory = Some(Victory::Points);
        }
        let (home, away) = (self.s.team(Side::Home), self.s.team(Side::Away));
        let why = match home.score.cmp(&away.score) {
            std::cmp::Ordering::Equal => {
                "both teams have had their last turn, level on points: a draw (002:L698)"
                    .to_string()
            }
            order => {
                let winner = if order.is_gt() { home } else { away };
                format!(
                    "both teams have had their last turn: {} win a Points Victory (002:L698)",
                    winner.name
                )
            }
        };
        self.s.turn = None;
        self.final_whistle(&why);
        true
    }

    /// The Sudden Death check at the start of `side`'s turn, before its Pre-Turn Sequence: 10
    /// (`margin`) or more points ahead wins at once (002:L692). True if the game ended.
    pub(crate) fn sudden_death(&mut self, side: Side, margin: u8) -> bool {
        let (own, other) = (self.s.team(side).score, self.s.team(side.opponent()).score);
        if own < other.saturating_add(margin) {
            return false;
        }
        if let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.victory = Some(Victory::SuddenDeath);
        }
        let why = format!(
            "{} start their turn {} points ahead, {own} to {other}: a Sudden Death Victory \
             (002:L692)",
            self.s.team(side).name,
            own - other
        );
        self.s.turn = None;
        self.final_whistle(&why);
        true
    }
}

impl<S: State> Engine<'_, S> {
    /// Open: standing, and no standing Opposition Player next to him (002:L387; digest §9 A10).
    fn is_open(&self, id: PlayerId) -> bool {
        let Some(square) = self.s.player(id).and_then(|p| p.square()) else {
            return false;
        };
        !self.s.pitch().neighbours(square).any(|n| {
            self.s
                .player_at(n)
                .is_some_and(|p| p.id.side != id.side && p.is_standing())
        })
    }

    /// Challenge Cards may be claimed in this turn of `side`'s: not in Coach A's first turn
    /// (002:L648), and only while an active card is left to claim.
    fn claims_allowed(&self, side: Side) -> bool {
        let Some(ch) = self.s.challenges.as_deref() else {
            return false;
        };
        let coach_a_first = self.s.team(side).turn <= 1 && self.s.team(side.opponent()).turn == 0;
        !coach_a_first && ch.active != 0
    }

    /// Opposition players Injured so far: off the pitch hurt (KO'd or worse under 2016's
    /// tables, the Dugout under Blitz Bowl's injury).
    fn hurt_count(&self, side: Side) -> u8 {
        let reserves = self.s.ruleset.injury == InjuryPolicy::ToReserves;
        let n = self
            .s
            .players
            .iter()
            .filter(|p| {
                p.id.side == side
                    && (matches!(p.place, Place::KnockedOut | Place::Casualty)
                        || (reserves && p.place == Place::Reserves))
            })
            .count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    /// Whether `check` holds for the Action `side` has just made (002:L654-L656).
    fn check_holds(&self, side: Side, check: Option<ClaimCheck>) -> bool {
        let Some(ch) = self.s.challenges.as_deref() else {
            return false;
        };
        match check {
            None => true,
            Some(ClaimCheck::InjureOpponent) => self.hurt_count(side.opponent()) > ch.start.hurt,
            Some(ClaimCheck::FreeTheBall) => ch
                .start
                .holders
                .iter()
                .flatten()
                .any(|&h| !self.s.carries_ball(h)),
        }
    }

    /// The claims and discards a Challenge step offers.
    pub(crate) fn challenge_options(&self, side: Side, discard: bool) -> Vec<Decision> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Vec::new();
        };
        let slots = (1..=8u8).filter(|&slot| ch.active & (1 << (slot - 1)) != 0);
        if discard {
            return slots
                .map(|slot| Decision::DiscardChallenge { slot })
                .collect();
        }
        let mut options = Vec::new();
        for slot in slots {
            for (card, n) in ch.cards.iter().zip(0u8..) {
                if !self.check_holds(side, card.check) {
                    continue;
                }
                // The claim names the Bonus Play on the card's back (002:L658, L682).
                if ch.bonus_plays.is_empty() {
                    options.push(Decision::ClaimChallenge {
                        slot,
                        card: n,
                        bonus_play: None,
                    });
                }
                for bonus_play in (0..ch.bonus_plays.len()).filter_map(|b| u8::try_from(b).ok()) {
                    options.push(Decision::ClaimChallenge {
                        slot,
                        card: n,
                        bonus_play: Some(bonus_play),
                    });
                }
            }
        }
        options.push(Decision::Done);
        options
    }

    /// What a Challenge step asks, in words.
    pub(crate) fn challenge_about(&self, discard: bool) -> String {
        if discard {
            "Replace Challenge Cards: all three active cards are still there, so discard one \
             for the top card of the deck (002:L668)"
                .into()
        } else {
            "Claim Challenge Card: name the active card whose conditions this Action met, or \
             done; one card a step (002:L654-L658)"
                .into()
        }
    }
}

/// Active space `slot` (1-8) as a bit.
fn slot_bit(slot: u8) -> Option<u8> {
    (1..=8).contains(&slot).then(|| 1u8 << (slot - 1))
}

/// The active spaces holding a card, in words.
fn spaces(active: u8) -> String {
    let list: Vec<String> = (1..=8u8)
        .filter(|&s| active & (1 << (s - 1)) != 0)
        .map(|s| s.to_string())
        .collect();
    if list.is_empty() {
        "none (every space is empty until the next Replace Challenge Cards step)".into()
    } else {
        list.join(", ")
    }
}

/// "point" or "points" after a number of them.
fn point_word(n: u8) -> &'static str {
    if n == 1 { "point" } else { "points" }
}
