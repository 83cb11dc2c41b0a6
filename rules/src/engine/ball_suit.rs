//! The Snotling Ball-Suit, one of the Goblin teams' special balls (004:L2272-L2306): once in
//! each of the Goblin team's turns its coach may make a Move Action with the ball. Held by an
//! opposing player, it first tries to escape: his coach's Agility test at +1, passed and he
//! keeps it, failed and it bounces once, a square of its movement. Its movement is a D3,
//! rolled each time; each square the coach faces the Throw-in template over it and a D6 moves
//! it one square, with no Dodge and no Go For It. Off the pitch the crowd throws it in and the
//! move ends; into a standing player's square he must catch it as a bouncing ball, a Goblin
//! at +1.
//!
//! Our readings: the move is one of the Goblin coach's between his players' Actions, and needs
//! the ball loose on the pitch or held by an opposing player (a Goblin holding it keeps it);
//! the escape is rolled with no re-roll, being the ball's Move Action and not the holder's,
//! in the opponent's turn; the escape's bounce is a D8 on the scatter template (down a Sloping
//! Pitch's slope), as its movement's first square; a second ball (Rogue Ball) swapped in is
//! swapped out for the suit to move; "a
//! Goblin player" is a player of the Goblin team whose ball it is; the move ends as the ball
//! comes to a player's square (caught, or bouncing on as any ball) or leaves the pitch; the
//! D3 is a D6 halved, rounding up.

use super::ball::{Landing, edge_of};
use super::steps::{PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::input::{Decision, Facing};
use crate::pitch::{Side, Square};
use crate::player::PlayerId;
use crate::prompt::Modifier;
use crate::rejection::Rejection;
use crate::special_ball::SpecialBall;
use crate::state::Ball;

impl Engine<'_> {
    /// The Goblin coach moves the ball (004:L2278-L2280).
    pub(crate) fn move_ball_suit(&mut self) -> Result<(), Rejection> {
        if let Some(problem) = self.ball_suit_problem() {
            return Err(problem);
        }
        // A second ball (Rogue Ball, Ball Clone) handled last: the suit is the one that moves.
        if let Some(other) = self.s.crowd.swapped {
            self.swap_balls(other);
        }
        let Some(side) = self.s.turn.as_mut().map(|t| {
            t.suit_moved = true;
            t.side
        }) else {
            return Err(self.refuse_input(format_args!("no turn is in progress")));
        };
        let team = self.s.team(side).name.clone();
        match self.s.ball {
            Ball::Held(holder) => {
                let label = self.ruling_label(holder);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "Snotling Ball-Suit: the {team} coach moves the ball; {label} holds it, \
                         so it first tries to escape (004:L2280-L2286)"
                    ),
                );
                let Some(player) = self.s.player(holder) else {
                    return Ok(());
                };
                let roll = self.agility_roll(
                    player,
                    RollKind::BallSuitEscape { holder },
                    vec![Modifier {
                        name: "holding the Snotling Ball-Suit".into(),
                        value: 1,
                    }],
                    format_args!(
                        "Snotling Ball-Suit: an Agility test at +1 for {label}; passed he keeps \
                         it and it moves no more this turn, failed it bounces once, a square of \
                         its movement (004:L2281-L2286)"
                    ),
                );
                self.push(roll);
            }
            _ => {
                self.say(
                    EventKind::Note,
                    format_args!("Snotling Ball-Suit: the {team} coach moves the ball (004:L2278)"),
                );
                self.push_ball_suit_ma(side, false);
            }
        }
        Ok(())
    }

    /// The holder's Agility test read: passed he keeps it; failed it bounces once, a D8 on the
    /// scatter template (004:L2283-L2286).
    pub(crate) fn ball_suit_escape_rolled(&mut self, holder: PlayerId, success: bool, shown: &str) {
        let label = self.ruling_label(holder);
        let from = self.s.player(holder).and_then(|p| p.square());
        let (true, Some(from)) = (!success && self.s.ball == Ball::Held(holder), from) else {
            self.say(
                EventKind::Note,
                format_args!(
                    "Snotling Ball-Suit: {label} keeps hold of it ({shown}); it makes no Move \
                     Action this turn (004:L2283-L2285)"
                ),
            );
            return;
        };
        self.s.ball = Ball::OnGround(from);
        self.say(
            EventKind::BallMoved { to: Some(from) },
            format_args!(
                "Snotling Ball-Suit: it escapes {label} ({shown}) and bounces once from {from} \
                 (004:L2285-L2286)"
            ),
        );
        let side = self.ball_suit_side().unwrap_or(holder.side.opponent());
        self.push(PendingRoll::plain(
            RollKind::BallSuitBounce { from },
            side,
            vec![DieKind::D8],
            self.words(format_args!(
                "Snotling Ball-Suit: its bounce from {from}, a D8 on the scatter template, one \
                 square of its movement (004:L2285-L2286)"
            )),
        ));
    }

    /// The escape's bounce read: it goes on with its D3 less the square, unless it came to a
    /// player or left the pitch.
    pub(crate) fn ball_suit_bounced(&mut self, from: Square, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        // Down a Sloping Pitch's slope, as any bounce (004:L3611-L3614).
        let (dx, dy) = self
            .slope_bounce_step(roll)
            .unwrap_or_else(|| self.scatter_step(roll));
        if self.ball_suit_enters(from, dx, dy, "bounces")
            && let Some(side) = self.ball_suit_side()
        {
            self.push_ball_suit_ma(side, true);
        }
    }

    fn push_ball_suit_ma(&mut self, side: Side, bounced: bool) {
        self.push(PendingRoll::plain(
            RollKind::BallSuitMa { bounced },
            side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Snotling Ball-Suit: its MA is a D3 (a D6 halved, rounding up){} (004:L2288-L2289)",
                if bounced {
                    ", one square less for its bounce"
                } else {
                    ""
                }
            )),
        ));
    }

    /// Its D3 read: the squares it moves (004:L2288-L2289).
    pub(crate) fn ball_suit_ma_rolled(&mut self, bounced: bool, dice: &[Die]) {
        let d3 = dice
            .first()
            .and_then(|d| d.value())
            .unwrap_or(1)
            .div_ceil(2);
        let left = d3.saturating_sub(u8::from(bounced));
        let Some(side) = self.ball_suit_side() else {
            return;
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Snotling Ball-Suit: MA {d3}{}: it moves {left} square(s), no Dodge, no Go For \
                 It (004:L2288-L2297)",
                if bounced { ", less its bounce" } else { "" }
            ),
        );
        if left > 0 {
            self.push(Step::BallSuitFacing { side, left });
        }
    }

    /// The coach faced the Throw-in template over the ball: its D6 for this square
    /// (004:L2290-L2293).
    pub(crate) fn ball_suit_faced(
        &mut self,
        side: Side,
        left: u8,
        facing: Facing,
    ) -> Result<(), Rejection> {
        let Ball::OnGround(from) = self.s.ball else {
            return Err(self.refuse_input(format_args!("the Snotling Ball-Suit is not loose")));
        };
        self.s.stack.pop();
        self.push(PendingRoll::plain(
            RollKind::BallSuitStep { facing, left },
            side,
            vec![DieKind::D6],
            self.words(format_args!(
                "Snotling Ball-Suit: the Throw-in template over {from} faces {}; a D6 moves it \
                 one square (004:L2290-L2295)",
                facing.name()
            )),
        ));
        Ok(())
    }

    /// A square's D6 read: it moves one square; the next square's facing is asked while it has
    /// squares left and is loose on an empty square (004:L2293-L2306).
    pub(crate) fn ball_suit_stepped(&mut self, facing: Facing, left: u8, dice: &[Die]) {
        let Ball::OnGround(from) = self.s.ball else {
            return;
        };
        let direction = dice.first().and_then(|d| d.value()).unwrap_or(3);
        let (dx, dy) = self.throw_in_template_step(facing, direction);
        let left = left.saturating_sub(1);
        if self.ball_suit_enters(from, dx, dy, "moves")
            && left > 0
            && let Some(side) = self.ball_suit_side()
        {
            self.push(Step::BallSuitFacing { side, left });
        }
    }

    /// The ball goes one square from `from` by `(dx, dy)`: off the pitch the crowd throws it
    /// in; into a standing player's square he must catch it as a bouncing ball, a Goblin at +1;
    /// any other player's and it bounces on as any ball. True if it came to an empty square,
    /// and may move on (004:L2297-L2306).
    fn ball_suit_enters(&mut self, from: Square, dx: i32, dy: i32, how: &str) -> bool {
        let (x, y) = (i32::from(from.x()) + dx, i32::from(from.y()) + dy);
        let Some(to) = self.s.pitch().square(x, y) else {
            self.s.ball = Ball::OffPitch;
            self.say(
                EventKind::BallMoved { to: None },
                format_args!(
                    "Snotling Ball-Suit: it {how} off the pitch from {from}: the crowd throws it \
                     in and its move ends (004:L2297-L2299)"
                ),
            );
            self.push(Step::ThrowIn {
                from,
                edge: edge_of(self.s.pitch(), x, y),
            });
            return false;
        };
        let Some(occupant) = self.s.player_at(to).map(|p| p.id) else {
            self.s.ball = Ball::OnGround(to);
            let words = self.words(format_args!(
                "Snotling Ball-Suit: it {how} from {from} to {to}"
            ));
            // Onto the other ball: it bounces off, and its move ends (004:L1339-L1351).
            if !self.s.other_balls.is_empty() && self.onto_other_ball(to, &words) {
                return false;
            }
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!("{words}"),
            );
            return true;
        };
        let goblin = self
            .ball_suit_side()
            .is_some_and(|side| side == occupant.side);
        let bonus = goblin.then(|| Modifier {
            name: "a Goblin catching the Snotling Ball-Suit".into(),
            value: 1,
        });
        let words = self.words(format_args!(
            "Snotling Ball-Suit: it {how} from {from} into {to}, caught as a bouncing ball \
             (004:L2301-L2306); its move ends there"
        ));
        self.ball_lands(to, Landing::Bounce, &words, bonus);
        false
    }
}

impl<S: State> Engine<'_, S> {
    /// The Goblin team whose Snotling Ball-Suit is in play, whichever ball the engine handles
    /// now (a second ball may be swapped in).
    fn ball_suit_side(&self) -> Option<Side> {
        self.s
            .drive
            .special_ball
            .filter(|p| p.ball == SpecialBall::SnotlingBallSuit && !p.gone)
            .map(|p| p.side)
    }

    /// Where the suit is: the ball, or the other ball swapped out for a second one.
    fn ball_suit_ball(&self) -> Ball {
        match self.s.crowd.swapped {
            Some(other) => self
                .s
                .other_balls
                .get(usize::from(other))
                .map_or(Ball::OffPitch, |o| o.ball),
            None => self.s.ball,
        }
    }

    /// Why the coach may not move the ball-suit now; `None` if he may (004:L2278-L2283).
    pub(crate) fn ball_suit_problem(&self) -> Option<Rejection> {
        let cite = "004:L2278-L2283";
        let Some(side) = self.ball_suit_side() else {
            return Some(self.refuse(
                format_args!("no Snotling Ball-Suit is in play this drive"),
                cite,
            ));
        };
        let turn = self.s.turn.as_ref()?;
        if turn.side != side || turn.bonus {
            return Some(self.refuse(
                format_args!("the Snotling Ball-Suit moves in its Goblin team's own turns"),
                cite,
            ));
        }
        if turn.suit_moved {
            return Some(self.refuse(
                format_args!("the Snotling Ball-Suit has made its Move Action this turn"),
                cite,
            ));
        }
        match self.ball_suit_ball() {
            Ball::OnGround(_) => None,
            Ball::Held(holder) if holder.side != side => None,
            Ball::Held(_) => Some(self.refuse(
                format_args!(
                    "a Goblin holds the Snotling Ball-Suit: it moves when loose, or to escape an \
                     opposing player (our reading)"
                ),
                cite,
            )),
            _ => Some(self.refuse(format_args!("the ball is not on the pitch"), cite)),
        }
    }

    /// The facings offered for its next square.
    pub(crate) fn ball_suit_options(&self) -> Vec<Decision> {
        Facing::ALL
            .iter()
            .map(|&facing| Decision::BallSuit { facing })
            .collect()
    }
}
