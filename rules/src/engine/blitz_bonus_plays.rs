//! Blitz Bowl's Bonus Plays (002:L676-L682): the blue side of a claimed Challenge Card, held
//! in its coach's hand (`Challenges::hand`; which Bonus Play each card is, the claim names,
//! 002:L658) and played at its timing. The rules the source gives are ruled: a coach plays any
//! number a turn but never two of one name (002:L680); a played card goes to the discard pile
//! (002:L678, L672); the hand is secret, the other coach told its size only (002:L377, L682);
//! over 3 at the end of his own turn, the coach discards the ones he names down to 3
//! (002:L658). Effects: the source names Raw Talent and Multi-Ball and prints neither's text
//! (digest §5.2, §9 A31). Raw Talent is read as the digest's lead has it (Appendix B): a
//! re-roll of the coach's own Armour Check, Throw Check or Block Dice, offered on the re-roll
//! decision beside the Rookies to Watch card's (`Reroll::RawTalent`). Multi-Ball is played
//! between the coach's Actions (the source's "drawn" read as played, digest §9 A18): with the
//! Balls rule each coach may choose a ball to enter play, the player of the card first
//! (002:L822); the engine keeps one ball in play, so the balls chosen are put in play by the
//! referee. Any other Bonus Play of a league's data is played between the coach's Actions,
//! shown to the referee with its effect to apply by hand, and discarded.

use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, Match, State};
use crate::blitz_balls::BlitzBall;
use crate::challenge::{BonusPlayCard, BonusPlayEffect, Challenges, Hand};
use crate::dice::Dice;
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::rejection::Rejection;
use crate::ruleset::CardPolicy;
use crate::setup::SetupError;
use crate::state::{Ball, OtherBall};

impl Match {
    /// The Bonus Plays a claim may name and a coach play (`BonusPlayCard::from_tables`), for
    /// a match whose ruleset deals Challenge Cards; without them every claimed card is an
    /// unnamed one, played by hand. More than [`BonusPlayCard::MAX`] are refused.
    pub fn with_bonus_plays(mut self, cards: Vec<BonusPlayCard>) -> Result<Match, SetupError> {
        let Some(challenges) = self.state.challenges.as_mut() else {
            return Err(SetupError(
                "this match's ruleset deals no Challenge Cards".into(),
            ));
        };
        if cards.len() > BonusPlayCard::MAX {
            return Err(SetupError(format!(
                "{} Bonus Plays given: the engine names at most {}",
                cards.len(),
                BonusPlayCard::MAX
            )));
        }
        challenges.bonus_plays = cards.into();
        Ok(self)
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether the coach who rolled `pending` may play a Raw Talent on it now: his own Armour
    /// Check, Throw Check (a Throw Team-mate's too) or Block Dice, never a re-roll (002:L333),
    /// with a Raw Talent in his hand and none played by him this turn (002:L680).
    pub(crate) fn raw_talent_reroll(&self, pending: &PendingRoll) -> bool {
        if pending.rerolled {
            return false;
        }
        let kind = match pending.kind {
            RollKind::ArmourCheck { .. }
            | RollKind::BlitzBlock { .. }
            | RollKind::BlitzThrowTeamMate { .. } => true,
            RollKind::Pass { .. } => self.throw_ruler().is_some(),
            _ => false,
        };
        kind && self.raw_talent_card(pending.side).is_some()
    }

    /// The Raw Talent card `side` may play now, by its place in the list.
    fn raw_talent_card(&self, side: Side) -> Option<u8> {
        let ch = self.s.challenges.as_deref()?;
        ch.hand[side.index()].cards().flatten().find(|&n| {
            ch.bonus_plays
                .get(usize::from(n))
                .is_some_and(|c| c.ruled == BonusPlayEffect::RawTalent)
                && ch.playable(side, Some(n))
        })
    }

    /// The Bonus Plays `side`'s coach may play between his Actions: each card of his hand but
    /// Raw Talent (played on its roll), once a kind, none of a name he played this turn
    /// (002:L678-L680).
    pub(crate) fn bonus_play_options(&self, side: Side, options: &mut Vec<Decision>) {
        let Some(ch) = self.s.challenges.as_deref() else {
            return;
        };
        for card in ch.hand[side.index()].kinds() {
            if ch.playable(side, card) && self.bonus_play_timing_problem(ch, card).is_none() {
                options.push(Decision::PlayBonusPlay { card });
            }
        }
    }

    /// Why `card` may not be played from the turn prompt now, by its data's timing: a re-roll
    /// is played on its roll (Raw Talent, 002:L680), a Pre-Turn card only before the turn's
    /// first Action; an unnamed card, and one between Actions, any time in the turn.
    fn bonus_play_timing_problem(&self, ch: &Challenges, card: Option<u8>) -> Option<&'static str> {
        match ch.bonus_play(card).map(|c| c.when) {
            Some(tables::BonusPlayTiming::AfterOwnRoll) => Some(
                "is played after the coach's own Armour Check, Throw Check or Block Dice, as a \
                 re-roll (raw_talent)",
            ),
            Some(tables::BonusPlayTiming::PreTurn)
                if self
                    .s
                    .turn
                    .as_ref()
                    .is_some_and(|t| !t.declared.is_empty() || !t.free.is_empty()) =>
            {
                Some("is played in the Pre-Turn, before the turn's first Action (its timing)")
            }
            _ => None,
        }
    }

    /// The Bonus Plays `side`'s coach may discard at the hand limit: one of each kind held.
    fn bonus_discard_options(&self, side: Side) -> Vec<Decision> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Vec::new();
        };
        ch.hand[side.index()]
            .kinds()
            .map(|card| Decision::DiscardBonusPlay { card })
            .collect()
    }

    /// What a Bonus Play step offers: the hand limit's discard, or Multi-Ball's ball (or
    /// none: "may", 002:L822).
    pub(crate) fn bonus_step_options(&self, step: &Step) -> Vec<Decision> {
        match *step {
            Step::BonusDiscard { side } => self.bonus_discard_options(side),
            Step::MultiBall { .. } => {
                let mut options: Vec<Decision> = BlitzBall::ALL
                    .into_iter()
                    .filter(|&ball| !self.s.kind_on_pitch(ball))
                    .map(|ball| Decision::ChooseBall { ball })
                    .collect();
                options.push(Decision::Done);
                options
            }
            _ => Vec::new(),
        }
    }

    /// What a Bonus Play step asks, in words.
    pub(crate) fn bonus_step_about(&self, step: &Step) -> String {
        match *step {
            Step::BonusDiscard { side } => {
                let (held, limit) = self.hand_over_limit(side).unwrap_or_default();
                format!(
                    "Hand limit: {} hold {held} Bonus Plays at the end of their turn; discard \
                     one of your choice, down to {limit} (002:L658)",
                    self.s.team(side).name
                )
            }
            Step::MultiBall { side, .. } => format!(
                "Multi-Ball: {} may choose one ball to enter play, or done for none (002:L822)",
                self.s.team(side).name
            ),
            _ => String::new(),
        }
    }

    /// `side`'s hand size and the limit, when it is over the limit (002:L658).
    fn hand_over_limit(&self, side: Side) -> Option<(u8, u8)> {
        let CardPolicy::Challenges { hand_limit, .. } = self.s.ruleset.cards else {
            return None;
        };
        let held = self.s.challenges.as_deref()?.hand[side.index()].len();
        (held > hand_limit).then_some((held, hand_limit))
    }
}

impl Engine<'_> {
    /// The Bonus Play on the back of the card `side` claims goes to his hand: `card` names it
    /// (its place in the list), `None` when the claim does not say (002:L658). Refused, the
    /// hand unchanged, for a place past the list or a full hand.
    pub(crate) fn bonus_play_to_hand(
        &mut self,
        side: Side,
        card: Option<u8>,
    ) -> Result<(), Rejection> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Err(self.no_challenge_cards());
        };
        if let Some(n) = card
            && ch.bonus_play(card).is_none()
        {
            let known = if ch.bonus_plays.is_empty() {
                "none: this match has no Bonus Play list, so leave it out".to_string()
            } else {
                crate::challenge::numbered(ch.bonus_plays.iter().map(|c| c.id.as_str()))
            };
            return Err(self.refuse(
                format_args!("no Bonus Play {n} in this match's list: name one of {known}"),
                "002:L658",
            ));
        }
        if usize::from(ch.hand[side.index()].len()) >= Hand::ROOM {
            return Err(self.refuse(
                format_args!("the hand holds no more Bonus Plays"),
                "002:L658",
            ));
        }
        if let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.hand[side.index()].add(card);
        }
        Ok(())
    }

    /// The active coach plays `card` from his hand between his Actions (002:L678): refused if
    /// he holds none, has played one of its name this turn (002:L680), or it is Raw Talent
    /// (played on its roll). Played: out of the hand to the discard pile (002:L678, L672),
    /// then its effect.
    pub(crate) fn play_bonus_play(&mut self, card: Option<u8>) -> Result<(), Rejection> {
        let Some(side) = self.s.turn.as_ref().map(|t| t.side) else {
            return Err(self.refuse_input(format_args!("no turn is in progress")));
        };
        let Some(ch) = self.s.challenges.as_deref() else {
            return Err(self.no_challenge_cards());
        };
        let found = ch.bonus_play(card).cloned();
        let name = found
            .as_ref()
            .map_or_else(|| "unnamed Bonus Play".to_string(), |c| c.name.clone());
        if !ch.hand[side.index()].holds(card) {
            return Err(self.refuse(
                format_args!("{} hold no {name} in their hand", self.s.team(side).name),
                "002:L658, L678",
            ));
        }
        if !ch.playable(side, card) {
            return Err(self.refuse(
                format_args!(
                    "{} have played a Bonus Play called {name} this turn: not two of one name \
                     in a turn",
                    self.s.team(side).name
                ),
                "002:L680",
            ));
        }
        if let Some(why) = self.bonus_play_timing_problem(ch, card) {
            return Err(self.refuse(format_args!("{name} {why}"), "002:L680"));
        }
        let ruled = found.as_ref().map_or(BonusPlayEffect::ByHand, |c| c.ruled);
        self.bonus_play_played(side, card);
        let team = self.s.team(side).name.clone();
        match (ruled, found) {
            (BonusPlayEffect::MultiBall, _) if self.s.ruleset.balls => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{team} play Multi-Ball: each coach may choose one ball to enter play, \
                         {team} first (002:L822); the card is discarded (002:L678)"
                    ),
                );
                self.push(Step::MultiBall {
                    side,
                    next: Some(side.opponent()),
                });
            }
            (BonusPlayEffect::MultiBall, _) => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{team} play Multi-Ball: a further ball enters play (002:L822, our \
                         reading without the Balls rule); the card is discarded (002:L678)"
                    ),
                );
                self.ball_enters(None);
            }
            (_, Some(c)) => self.say(
                EventKind::Note,
                format_args!(
                    "{team} play the Bonus Play {} ({}): {} Not ruled: apply it by hand; the \
                     card is discarded (002:L678)",
                    c.name, c.timing, c.effect
                ),
            ),
            (_, None) => self.say(
                EventKind::Note,
                format_args!(
                    "{team} play a Bonus Play their claim did not name: not ruled, apply it by \
                     hand as printed; the card is discarded (002:L678)"
                ),
            ),
        }
        Ok(())
    }

    /// `card` leaves `side`'s hand for the discard pile, played this turn (002:L678-L680).
    fn bonus_play_played(&mut self, side: Side, card: Option<u8>) {
        if let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.hand[side.index()].take(card);
            if let Some(n) = card.filter(|&n| usize::from(n) < BonusPlayCard::MAX) {
                ch.played[side.index()] |= 1 << n;
            }
        }
    }

    /// Raw Talent is played on `roll`: out of the hand to the discard pile, and the roll made
    /// again; that result stands (002:L680, L333; as Rookies to Watch, L737).
    pub(crate) fn raw_talent_on(&mut self, roll: Box<PendingRoll>, _dice: Dice) {
        let side = roll.side;
        let card = self.raw_talent_card(side);
        self.bonus_play_played(side, card);
        let (name, what) = (self.s.team(side).name.clone(), roll.name());
        self.blitz_reroll(
            roll,
            "raw-talent",
            format_args!(
                "{name} play the Bonus Play Raw Talent to re-roll the {what}: every die again, \
                 and the new result stands; the card is discarded (002:L680, L678, L331-L333)"
            ),
        );
    }

    /// At the end of the active coach's turn, a hand over the limit waits for his discards
    /// (002:L658); true if it does (the turn's end comes back once they are made).
    pub(crate) fn bonus_discard_due(&mut self) -> bool {
        let Some(side) = self.s.turn.as_ref().map(|t| t.side) else {
            return false;
        };
        if self.s.challenges.is_none() || self.hand_over_limit(side).is_none() {
            return false;
        }
        self.push(Step::EndTurn);
        self.push(Step::BonusDiscard { side });
        true
    }

    /// The coach's answer to a Bonus Play step.
    pub(crate) fn bonus_step(&mut self, step: &Step, decision: &Decision) -> Result<(), Rejection> {
        match (step, decision) {
            (&Step::BonusDiscard { side }, &Decision::DiscardBonusPlay { card }) => {
                self.bonus_discard(side, card)
            }
            (&Step::MultiBall { side, next }, &Decision::ChooseBall { ball }) => {
                if self.s.kind_on_pitch(ball) {
                    return Err(self.refuse(
                        format_args!(
                            "{} is in play already: choose a ball of the box that is not, or \
                             done",
                            ball.name()
                        ),
                        "002:L822",
                    ));
                }
                self.multi_ball_pick(side, next, Some(ball));
                Ok(())
            }
            (&Step::MultiBall { side, next }, Decision::Done) => {
                self.multi_ball_pick(side, next, None);
                Ok(())
            }
            _ => Err(self.refuse_input(format_args!(
                "{} is not a decision the match waits for now ({})",
                serde_json::to_string(decision).unwrap_or_default(),
                self.bonus_step_about(step)
            ))),
        }
    }

    /// `side` discards `card` at the hand limit, Bonus Play side up (002:L658, L672); the step
    /// is over once the hand is down to the limit.
    fn bonus_discard(&mut self, side: Side, card: Option<u8>) -> Result<(), Rejection> {
        let Some(ch) = self.s.challenges.as_deref() else {
            return Err(self.no_challenge_cards());
        };
        let name = ch
            .bonus_play(card)
            .map_or_else(|| "an unnamed Bonus Play".to_string(), |c| c.name.clone());
        if !ch.hand[side.index()].holds(card) {
            return Err(self.refuse(
                format_args!("{} hold no {name} to discard", self.s.team(side).name),
                "002:L658",
            ));
        }
        if let Some(ch) = self.s.challenges.as_deref_mut() {
            ch.hand[side.index()].take(card);
        }
        let team = self.s.team(side).name.clone();
        self.say(
            EventKind::Note,
            format_args!(
                "Hand limit: {team} discard {name}, Bonus Play side up on the discard pile \
                 (002:L658, L672)"
            ),
        );
        if self.hand_over_limit(side).is_none() {
            self.s.stack.pop();
        }
        Ok(())
    }

    /// Multi-Ball: `side` chose `ball` to enter play, or none; then `next` chooses (002:L822).
    fn multi_ball_pick(&mut self, side: Side, next: Option<Side>, ball: Option<BlitzBall>) {
        self.s.stack.pop();
        let team = self.s.team(side).name.clone();
        // The next coach chooses once this ball is in play and has Bounced.
        if let Some(next) = next {
            self.push(Step::MultiBall {
                side: next,
                next: None,
            });
        }
        match ball {
            Some(ball) => {
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Multi-Ball: {team} choose {} to enter play: it comes up through a \
                         Trapdoor and Bounces (002:L822, L632-L638)",
                        ball.name()
                    ),
                );
                self.ball_enters(Some(ball));
            }
            None => self.say(
                EventKind::Note,
                format_args!("Multi-Ball: {team} choose no ball (002:L822: \"may\")"),
            ),
        }
    }

    /// A further ball (of `kind`, with the Balls rule) enters play as a new ball does, through
    /// a Trapdoor, then Bounces (002:L632-L638), beside those in play (002:L640): in a place
    /// of `other_balls` a ball out of play left, or a new one. None enters while the box's
    /// four are all on the pitch.
    fn ball_enters(&mut self, kind: Option<BlitzBall>) {
        let on_pitch = self
            .s
            .balls()
            .filter(|&(ball, _)| ball != Ball::OffPitch)
            .count();
        if on_pitch >= BlitzBall::ALL.len() {
            self.say(
                EventKind::Note,
                format_args!(
                    "Multi-Ball: the box's {} balls are all in play, so no further ball enters",
                    BlitzBall::ALL.len()
                ),
            );
            return;
        }
        let free = self
            .s
            .other_balls
            .iter()
            .position(|o| o.ball == Ball::OffPitch);
        let place = match free {
            Some(place) => {
                self.s.other_balls[place].kind = kind;
                place
            }
            None => {
                self.s.other_balls.push(OtherBall {
                    ball: Ball::OffPitch,
                    kind,
                });
                self.s.other_balls.len() - 1
            }
        };
        let steps = super::other_balls::with_other_ball(
            u8::try_from(place).unwrap_or(u8::MAX),
            vec![Step::NewBall],
        );
        self.push_in_order(steps);
    }
}
