//! Referee edits: the board is made to match the table, and play is judged from there. Edits
//! are taken whenever the match waits for a decision, never in the middle of a roll.

use super::Engine;
use super::steps::Step;
use crate::event::EventKind;
use crate::input::{DugoutBox, Edit};
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

impl Engine<'_> {
    pub(crate) fn edit(&mut self, edit: &Edit) -> Result<(), Rejection> {
        match self.s.stack.last() {
            Some(
                Step::Setup { .. }
                | Step::Turn
                | Step::Action
                | Step::KickTo { .. }
                | Step::CardWindow { .. },
            ) => {}
            Some(Step::Roll(roll)) => {
                return Err(self.refuse_input(format_args!(
                    "finish the roll first ({}), or undo it, then correct the board",
                    roll.purpose
                )));
            }
            Some(step) => {
                return Err(self.refuse_input(format_args!(
                    "the match waits for {} first: answer it, or undo it, then correct the board",
                    super::declare::waiting_for(step)
                )));
            }
            None => return Err(self.refuse_input(format_args!("the match is over"))),
        }
        // A kick still in the air (a Blitz! turn, 000:L1007) comes down when the turn ends:
        // another ball on the pitch meanwhile would make two.
        if matches!(self.s.ball, Ball::InAir(_))
            && matches!(
                edit,
                Edit::PlaceBall { .. } | Edit::MoveBall { .. } | Edit::RemoveBall
            )
        {
            return Err(self.refuse_input(format_args!(
                "the kick is still in the air and comes down once the Blitz! turn is over: \
                 correct the ball after it lands"
            )));
        }
        let text = self.apply_edit(edit)?;
        if !matches!(self.s.stack.last(), Some(Step::Setup { .. })) {
            // Put on the pitch during a drive, he plays in it (004:L10535).
            self.mark_played();
        }
        self.say(EventKind::Edited, format_args!("Referee: {text}"));
        // An acting player the referee took off his feet or off the pitch has no Action left.
        if let Some(action) = self.s.action().copied()
            && self.s.standing_square(action.player).is_none()
        {
            self.end_action();
        }
        Ok(())
    }

    fn find(&self, id: PlayerId) -> Result<String, Rejection> {
        self.s
            .player(id)
            .map(crate::player::Player::label)
            .ok_or_else(|| self.refuse_input(format_args!("there is no player {id}")))
    }

    fn apply_edit(&mut self, edit: &Edit) -> Result<String, Rejection> {
        Ok(match *edit {
            Edit::PlacePlayer {
                player,
                square,
                stance,
            } => {
                let label = self.find(player)?;
                if let Some(other) = self.s.player_at(square)
                    && other.id != player
                {
                    return Err(self.refuse(
                        format_args!(
                            "{square} already holds {}: move that player first",
                            other.tag()
                        ),
                        "000:L139",
                    ));
                }
                if stance != Stance::Standing && self.s.ball == Ball::Held(player) {
                    return Err(self.refuse(
                        format_args!(
                            "{label} holds the ball and a player on the ground cannot: place the \
                             ball first"
                        ),
                        "000:L611",
                    ));
                }
                if self.s.ball == Ball::OnGround(square) {
                    if self.s.player(player).is_some_and(|p| p.has(Skill::NoHands)) {
                        return Err(self.refuse(
                            format_args!(
                                "the ball is on {square} and {label} has No Hands: he cannot \
                                 carry it; place the ball where it bounced to first"
                            ),
                            "001:L895",
                        ));
                    }
                    if stance != Stance::Standing {
                        return Err(self.refuse(
                            format_args!(
                                "the ball is on {square} and a player on the ground cannot lie on \
                                 it: place the ball where it bounced to first"
                            ),
                            "000:L736",
                        ));
                    }
                    self.s.ball = Ball::Held(player);
                }
                self.s.set_place(player, Place::Pitch { square, stance });
                format!("{label} placed on {square} ({})", stance_name(stance))
            }
            Edit::RemovePlayer { player, to } => {
                let label = self.find(player)?;
                let mut text = String::new();
                if self.s.ball == Ball::Held(player) {
                    let square = self.s.player(player).and_then(|p| p.square());
                    self.s.ball = square.map_or(Ball::OffPitch, Ball::OnGround);
                    text = "; the ball stays on his square".to_string();
                }
                let place = match to {
                    DugoutBox::Reserves => Place::Reserves,
                    DugoutBox::KnockedOut => Place::KnockedOut,
                    DugoutBox::Casualty => Place::Casualty,
                    DugoutBox::SentOff => Place::SentOff,
                };
                self.s.set_place(player, place);
                format!("{label} to {}{text}", place.name())
            }
            Edit::SetStance { player, stance } => {
                let label = self.find(player)?;
                let Some(square) = self.s.player(player).and_then(|p| p.square()) else {
                    return Err(self.refuse_input(format_args!(
                        "{label} is not on the pitch: place him first"
                    )));
                };
                if stance != Stance::Standing && self.s.ball == Ball::Held(player) {
                    return Err(self.refuse(
                        format_args!(
                            "{label} holds the ball and a player on the ground cannot: place the \
                             ball where it went first"
                        ),
                        "000:L611",
                    ));
                }
                let text = "";
                self.s.set_place(player, Place::Pitch { square, stance });
                if let Some(p) = self.s.player_mut(player) {
                    p.stunned_this_turn = false;
                }
                format!("{label} is now {}{text}", stance_name(stance))
            }
            Edit::PlaceBall { square } => {
                let holder = self.s.player_at(square).map(|p| p.id);
                if self.s.other_ball_on(square).is_some()
                    || holder.is_some_and(|h| self.s.other_ball_held_by(h).is_some())
                {
                    return Err(self.refuse(
                        format_args!(
                            "another ball is on {square} already: one ball a square and one a \
                             player; put this one elsewhere"
                        ),
                        "002:L640, 004:L1339-L1351",
                    ));
                }
                match self.s.player_at(square) {
                    Some(p) if p.has(Skill::NoHands) => {
                        return Err(self.refuse(
                            format_args!(
                                "{} has No Hands and cannot carry the ball: put it where it came \
                                 to rest",
                                p.tag()
                            ),
                            "001:L895",
                        ));
                    }
                    Some(p) if p.is_standing() => {
                        let (id, label) = (p.id, p.label());
                        self.s.ball = Ball::Held(id);
                        format!("the ball is held by {label} on {square}")
                    }
                    Some(p) => {
                        return Err(self.refuse(format_args!(
                            "{} is on the ground and cannot hold the ball: put it where it came \
                             to rest",
                            p.tag()
                        ), "000:L611"));
                    }
                    None => {
                        self.s.ball = Ball::OnGround(square);
                        format!("the ball is on {square}")
                    }
                }
            }
            Edit::MoveBall { from, to } => {
                if !self.take_up_ball_at(from) {
                    return Err(self.refuse_input(format_args!(
                        "no ball is on {from}: name the square the ball to move is on, or its \
                         holder's"
                    )));
                }
                return self.apply_edit(&Edit::PlaceBall { square: to });
            }
            Edit::RemoveBall => {
                self.s.ball = Ball::OffPitch;
                "the ball is off the pitch".to_string()
            }
            Edit::SetRerolls { side, rerolls } => {
                self.s.team_mut(side).rerolls = rerolls;
                format!(
                    "{} team re-rolls set to {rerolls}",
                    self.s.team(side).name.clone()
                )
            }
            Edit::SetScore { side, score } => {
                self.s.team_mut(side).score = score;
                format!("{} score set to {score}", self.s.team(side).name.clone())
            }
            Edit::SetWeather { weather } => {
                self.s.weather = weather;
                format!("weather set to {weather:?}")
            }
            Edit::SetTurn { side, turn } => {
                let halves = matches!(
                    self.s.ruleset.game_end,
                    crate::ruleset::GameEnd::Halves { .. }
                );
                let name = self.s.team(side).name.clone();
                if halves && turn > super::flow::TURNS_PER_HALF {
                    return Err(self.refuse_input(format_args!(
                        "the Turn track has {} spaces a half: put {name}'s marker on 0 (no turn \
                         played yet this half) to {}",
                        super::flow::TURNS_PER_HALF,
                        super::flow::TURNS_PER_HALF
                    )));
                }
                if turn == 0 && self.s.turn.as_ref().is_some_and(|t| t.side == side) {
                    return Err(self.refuse_input(format_args!(
                        "{name} is playing a turn: its marker is on that turn's space, 1 or more"
                    )));
                }
                let team = self.s.team_mut(side);
                team.turn = turn;
                // A marker past 0 says the team has had a turn this half (Riot reads it).
                team.played_this_half = turn > 0;
                format!("{name}'s Turn marker set to {turn}")
            }
        })
    }
}

fn stance_name(stance: Stance) -> &'static str {
    match stance {
        Stance::Standing => "standing",
        Stance::Prone => "Prone",
        Stance::Stunned => "Stunned",
    }
}
