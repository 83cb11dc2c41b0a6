//! They Think It's All… Ogre?! (004:L5073-L5095), played at the start of the team's turn: an
//! Ogre of the Human team's list (from the rulebook's `human` roster) joins the team
//! ([`Engine::join_team`]) and its coach sets him up, Standing, on an empty square next to a
//! sideline (the pitch's first or last row across) not in an opposing Tackle Zone
//! (`Step::CardSquare`, answered `Decision::MovePlayer`). The card is offered only while there
//! is such a square; the Ogre may act in the turn he arrives.
//!
//! The card prints when his D6 is rolled two ways: "at the end of each turn that the Ogre is
//! on the pitch" (004:L5089-L5090), then "at the end of each of the Ogre's team's turns"
//! (004:L5094-L5095). The engine reads the second, the more precise and the one the first
//! roll agrees with: at the end of each turn of the team he plays for at that moment, while he
//! is on the pitch, after what the turn's end asks first (a Wizard's spell, the cards played
//! at the end of a turn), never at the end of a Blitz! free turn (the kick-off's, not the
//! team's). A D6 (`RollKind::Card`): **1** he switches sides ([`Engine::change_sides`]), now
//! the opponent's player where he stands; **2-3** he is removed from play (to the dungeon, a
//! ball he holds bouncing from his square); 4-6 he stays. Off the pitch (a drive over, hurt)
//! he is rolled for no more until he is back on it.
//!
//! Tracked as a card effect lasting the game on the Ogre, of the team he plays for (so
//! `Cards::on(side, card)` says "side has the Ogre"): a team with him may field 12.

use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::skill::SkillSet;
use crate::special_play::{Card, CardEffect, Until};

const CARD: Card = Card::TheyThinkItsAllOgre;

/// The roster and position the Ogre is taken from (004:L5082-L5084).
const OGRE_ROSTER: &str = "human";
const OGRE_POSITION: &str = "Ogre";

impl<S: State> Engine<'_, S> {
    /// The card may be played: the rulebook has the Human Ogre, and there is a square to set
    /// him up on.
    pub(super) fn ogre_playable(&self, side: Side) -> bool {
        !self.ogre_squares(side).is_empty()
            && super::player_joins::position_profile(self.book, OGRE_ROSTER, OGRE_POSITION).is_ok()
    }

    /// The empty squares next to a sideline, not in an opposing Tackle Zone of `side`, where no
    /// ball lies (004:L5085-L5087).
    fn ogre_squares(&self, side: Side) -> Vec<Square> {
        let pitch = self.s.pitch();
        let ball = self.s.ball_square();
        let last = pitch.width().saturating_sub(1);
        pitch
            .all()
            .filter(|&sq| {
                (sq.y() == 0 || sq.y() == last)
                    && self.s.player_at(sq).is_none()
                    && ball != Some(sq)
                    && !self.s.in_tackle_zone(sq, side)
            })
            .collect()
    }

    /// The options of the Ogre's `Step::CardSquare`.
    pub(crate) fn ogre_square_options(&self, player: PlayerId) -> Vec<Decision> {
        self.ogre_squares(player.side)
            .into_iter()
            .map(|to| Decision::MovePlayer { player, to })
            .collect()
    }

    /// The Ogre of `side`, the team he plays for now.
    fn ogre_of(&self, side: Side) -> Option<PlayerId> {
        self.s.cards.player_of(side, CARD)
    }
}

impl Engine<'_> {
    /// The card played by `side`: the Ogre joins its Reserves, then its coach sets him up.
    pub(super) fn ogre_joins(&mut self, side: Side) {
        let Ok(profile) =
            super::player_joins::position_profile(self.book, OGRE_ROSTER, OGRE_POSITION)
        else {
            return;
        };
        let why = format!(
            "They Think It's All… Ogre?!: {{label}} joins the {} team, to be set up next to a \
             sideline, out of every opposing Tackle Zone ({})",
            self.s.team(side).name,
            CARD.cite()
        );
        let Some(ogre) = self.join_team(side, profile, Place::Reserves, &why) else {
            return;
        };
        self.ogre_plays_for(ogre);
        self.push(Step::CardSquare {
            side,
            card: CARD,
            player: ogre,
            trapdoors: false,
        });
    }

    /// The effect that says `ogre` plays for his side.
    fn ogre_plays_for(&mut self, ogre: PlayerId) {
        self.s.cards.start(CardEffect {
            card: CARD,
            side: ogre.side,
            player: Some(ogre),
            until: Until::EndOfGame,
            granted: SkillSet::default(),
            ma: 0,
            st: 0,
        });
    }

    /// The Ogre is set up on `to`, Standing (004:L5085-L5088).
    pub(crate) fn ogre_placed(&mut self, player: PlayerId, to: Square) -> Result<(), Rejection> {
        if !self.ogre_squares(player.side).contains(&to) {
            return Err(self.refuse(
                format_args!(
                    "{to} is not an empty square next to a sideline out of every opposing \
                     Tackle Zone"
                ),
                "004:L5085-L5087",
            ));
        }
        let label = self.set_up_standing(player, to);
        self.say(
            EventKind::Note,
            format_args!(
                "They Think It's All… Ogre?!: {label} is set up on {to} and plays for his team \
                 ({})",
                CARD.cite()
            ),
        );
        Ok(())
    }

    /// The turn is ending: the D6 for an Ogre on the pitch of the team whose turn it is, once
    /// a turn. True when it is asked (`resume`, the turn's end or the drive's a touchdown
    /// ended, waits under it). One test with no card in effect.
    #[inline]
    pub(crate) fn ogre_turn_end(&mut self, resume: Step) -> bool {
        self.s.cards.any_on() && self.ogre_turn_end_on(resume)
    }

    #[inline(never)]
    fn ogre_turn_end_on(&mut self, resume: Step) -> bool {
        let Some(turn) = self.s.turn.as_ref() else {
            return false;
        };
        let side = turn.side;
        if turn.bonus || turn.ogre_rolled {
            return false;
        }
        let Some(ogre) = self.ogre_of(side) else {
            return false;
        };
        if self.s.player(ogre).and_then(|p| p.square()).is_none() {
            return false;
        }
        if let Some(turn) = self.s.turn.as_mut() {
            turn.ogre_rolled = true;
        }
        self.s.stack.push(resume);
        let label = self.ruling_label(ogre);
        let purpose = self.words(format_args!(
            "They Think It's All… Ogre?!: the end of the {} turn with {label} on the pitch: 1 he \
             switches sides, 2-3 he is removed from play ({}, L5089-L5095)",
            self.s.team(side).name,
            CARD.cite()
        ));
        self.card_d6(CARD, side, Some(ogre), purpose);
        true
    }

    /// The Ogre's D6 at the end of his team's turn (004:L5089-L5095).
    pub(super) fn ogre_rolled(&mut self, ogre: PlayerId, d6: u8) {
        let label = self.ruling_label(ogre);
        match d6 {
            1 => {
                let why = format!(
                    "They Think It's All… Ogre?! (1): {label} switches sides: he plays on as \
                     {{label}} of the {} team ({}, L5090-L5092)",
                    self.s.team(ogre.side.opponent()).name,
                    CARD.cite()
                );
                let Some(new) = self.change_sides(ogre, &why) else {
                    return;
                };
                // His effect followed him (`change_sides`): it now says the new team has him.
                self.s
                    .cards
                    .end(|e| e.card == CARD && e.player == Some(new));
                self.ogre_plays_for(new);
            }
            2 | 3 => {
                // A ball he holds (either of two) is dropped on his square and bounces
                // (000:L736), once he is gone.
                let drops = match self.s.player(ogre).and_then(|p| p.square()) {
                    Some(at) => self.drop_ball_going_down(ogre, at),
                    None => Default::default(),
                };
                self.s.set_place(ogre, Place::SentOff);
                self.s
                    .cards
                    .end(|e| e.card == CARD && e.player == Some(ogre));
                self.say(
                    EventKind::Note,
                    format_args!(
                        "They Think It's All… Ogre?! ({d6}): {label} is removed from play ({}, \
                         L5092-L5093)",
                        CARD.cite()
                    ),
                );
                self.push_in_order(drops);
            }
            _ => self.say(
                EventKind::Note,
                format_args!(
                    "They Think It's All… Ogre?! ({d6}): {label} plays on ({}, L5089-L5095)",
                    CARD.cite()
                ),
            ),
        }
    }
}
