//! Pass Block: when a pass is announced, after its range is known and before interceptions,
//! the passer's opponents with Pass Block may each move up to 3 squares to a legal destination
//! (004:L10418-L10440; FAQ 001:L1144-L1152).
//!
//! Each square is a step of the normal movement rules (004:L10434-L10436): leaving an opposing
//! Tackle Zone needs a Dodge (Break Tackle, Dodge, Stunty, Titchy, Tentacles, Diving Tackle
//! apply), a step onto a ball on the ground (the Rogue Ball's other ball: the thrown one is in
//! the thrower's hands) needs a pick-up; Leap (once a turn, two of his 3 squares) may be used.
//! No Go For It and no standing up (FAQ 001:L1146-L1148).
//! Against a Hail Mary Pass, which no one may intercept, the legal destinations are the empty
//! target square and a Tackle Zone on the thrower or catcher.
//!
//! Knocked Down in the opponent's turn, he just stops; in his own turn (against a Dump-Off) it
//! is a turnover: no more Pass Block moves, and the turn ends once the pass and the block are
//! resolved (004:L10437-L10440).

use super::pass::can_intercept;
use super::steps::{MoveCtx, PassCtx, Step};
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Square;
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

/// Most squares a Pass Block move may cover (004:L10419).
const PASS_BLOCK_SQUARES: u8 = 3;

impl Engine<'_> {
    /// The pass `ctx` has been announced: if any opponent with Pass Block can move, his coach
    /// is asked first (the pass's own step is already on the stack, below).
    pub(crate) fn offer_pass_block(&mut self, ctx: PassCtx) {
        let step = Step::PassBlock {
            pass: ctx,
            moved: Vec::new(),
            mover: None,
        };
        if self.pass_block_can_go_on(&step) {
            self.push(step);
        }
    }

    /// One square of a Pass Block move (004:L10418-L10440): he steps, then the rolls the step
    /// needs follow on a `Move` step, as for any step (Tentacles, Dodge, pick-up).
    pub(crate) fn pass_block_step(
        &mut self,
        step: Step,
        player: PlayerId,
        to: Square,
        leap: bool,
    ) -> Result<(), Rejection> {
        let allowed = if leap {
            self.pass_block_leaps(&step).contains(&(player, to))
        } else {
            self.pass_block_moves(&step).contains(&(player, to))
        };
        if !allowed {
            return Err(self.refuse(
                format_args!(
                    "{} may not Pass Block to {to}: up to 3 squares (a Leap, once a turn, costs \
                     2), no Go For It, towards a square from which he could intercept, the empty \
                     target square, or a Tackle Zone on the thrower or catcher",
                    self.named(player)
                ),
                "004:L10418-L10440",
            ));
        }
        let Step::PassBlock {
            pass,
            mut moved,
            mover,
        } = step
        else {
            return Err(self.refuse_input(format_args!("no Pass Block is asked")));
        };
        let Some(from) = self.s.standing_square(player) else {
            return Err(self.refuse_input(format_args!("{player} is not standing")));
        };
        let used = match mover {
            Some((p, used)) if p == player => used,
            _ => 0,
        };
        if !moved.contains(&player) {
            moved.push(player);
        }
        // A Leap needs no Dodge to leave his square; it costs two squares (004:L10346-L10352).
        let dodge = !leap && self.s.in_tackle_zone(from, player.side);
        let tackler = self
            .s
            .tackle_zones_on(from, player.side)
            .find(|p| p.has(Skill::Tackle) && p.is_standing())
            .map(|p| p.id)
            .filter(|_| dodge);
        let cost = if leap { 2 } else { 1 };
        if leap && let Some(p) = self.s.player_mut(player) {
            p.used_this_turn.insert(Skill::Leap);
        }
        self.s.stack.pop();
        self.s.set_place(
            player,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        self.say(
            EventKind::Moved { player, from, to },
            format_args!(
                "Pass Block: {} {} from {from} to {to} ({} of at most 3 squares){} \
                 (004:L10418-L10440)",
                self.ruling_label(player),
                if leap { "leaps" } else { "moves" },
                used + cost,
                if leap {
                    "; Leap, once a turn: an Agility roll (004:L10344-L10357)"
                } else if dodge {
                    "; leaving an opposing Tackle Zone, he must dodge (004:L10434-L10436)"
                } else {
                    ""
                }
            ),
        );
        // Still something to decide once the step is settled: further steps, another player,
        // or done.
        self.push(Step::PassBlock {
            pass,
            moved,
            mover: Some((player, used + cost)),
        });
        self.push(Step::Move(MoveCtx {
            player,
            from,
            to,
            go_for_its: 0,
            dodge,
            tackler,
            leap,
            diving_tackle: None,
            stage: 0,
        }));
        self.offer_tentacles(player, from);
        Ok(())
    }

    /// Done: the moving player stops (he stands on a legal destination), or, with no one
    /// moving, no more Pass Block moves.
    pub(crate) fn pass_block_done(&mut self, step: Step) -> Result<(), Rejection> {
        let stuck = self.pass_block_stuck(&step);
        let Step::PassBlock { pass, moved, mover } = step else {
            return Err(self.refuse_input(format_args!("no Pass Block is asked")));
        };
        if let Some((player, _)) = mover {
            let at = self.s.standing_square(player);
            if !stuck && at.is_none_or(|at| !self.pass_block_destination(&pass, player, at)) {
                return Err(self.refuse(
                    format_args!(
                        "{} may not stop before a legal destination",
                        self.named(player)
                    ),
                    "004:L10430-L10432",
                ));
            }
            self.s.stack.pop();
            let next = Step::PassBlock {
                pass,
                moved,
                mover: None,
            };
            if self.pass_block_can_go_on(&next) {
                self.push(next);
            }
            return Ok(());
        }
        self.s.stack.pop();
        Ok(())
    }

    /// The Pass Block move in progress stops short of a legal destination (held fast by
    /// Tentacles, Knocked Down): the next player may move, or done (004:L10430-L10432).
    fn pass_block_stops(&mut self) {
        let Some(at) = self
            .s
            .stack
            .iter()
            .rposition(|s| matches!(s, Step::PassBlock { .. }))
        else {
            return;
        };
        if let Some(Step::PassBlock { mover, .. }) = self.s.stack.get_mut(at) {
            *mover = None;
        }
        // With no one left to move, the Pass Block is over.
        if self
            .s
            .stack
            .get(at)
            .is_some_and(|step| !self.pass_block_can_go_on(step))
        {
            self.s.stack.remove(at);
        }
    }

    /// The `Move` step of `player`'s Pass Block on top of the stack is over.
    fn drop_pass_block_move(&mut self, player: PlayerId) {
        if matches!(self.s.stack.last(), Some(Step::Move(ctx)) if ctx.player == player) {
            self.s.stack.pop();
        }
    }

    /// A turnover in the Pass Block player's own turn (against a Dump-Off): no more Pass
    /// Block moves, and the turn ends once the pass and the block under it are resolved
    /// (004:L10437-L10440; a failed pick-up by the normal rules, 000:L445).
    fn pass_block_turnover(&mut self, cause: std::fmt::Arguments<'_>) {
        if let Some(at) = self
            .s
            .stack
            .iter()
            .rposition(|s| matches!(s, Step::PassBlock { .. }))
        {
            self.s.stack.remove(at);
        }
        // What is above the Action (the block, the pass, the rolls owed) still runs, over
        // the end of the turn.
        let keep = self
            .s
            .stack
            .iter()
            .rposition(|s| matches!(s, Step::Action))
            .map_or(0, |at| at + 1);
        let rest = self.s.stack.split_off(keep);
        self.turnover(cause);
        self.s.stack.extend(rest);
    }

    /// Tentacles held the Pass Block player fast on the square he left: he stops there
    /// (004:L10430-L10432).
    pub(crate) fn pass_block_held(&mut self, player: PlayerId) {
        self.drop_pass_block_move(player);
        self.pass_block_stops();
    }

    /// A Pass Block player failed a Dodge or a Leap (`roll`): Knocked Down on the square he
    /// moved to, his move over; a turnover only in his own turn (004:L10437-L10440).
    pub(crate) fn pass_block_fall(&mut self, player: PlayerId, roll: &str, shown: &str) {
        self.drop_pass_block_move(player);
        let label = self.ruling_label(player);
        if self.own_turn(player) {
            self.pass_block_turnover(format_args!(
                "{label} failed a {roll} ({shown}) on a Pass Block in his own turn, Knocked \
                 Down; the turn ends once the pass and the block are resolved \
                 (004:L10437-L10440)"
            ));
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "{label} failed a {roll} ({shown}) on a Pass Block and is Knocked Down; his \
                     move is over, and it is not his team's turn: no turnover \
                     (004:L10430-L10432)"
                ),
            );
            self.pass_block_stops();
        }
        let steps = self.knock_down(player, None);
        self.push_in_order(steps);
    }

    /// A Pass Block player failed to pick up the ball on `square`: it bounces; a turnover
    /// only in his own turn (000:L445).
    pub(crate) fn pass_block_fumble(&mut self, player: PlayerId, square: Square, shown: &str) {
        let label = self.ruling_label(player);
        if self.own_turn(player) {
            self.pass_block_turnover(format_args!(
                "{label} failed to pick up the ball ({shown}) on a Pass Block in his own turn \
                 (000:L445); the turn ends once the pass and the block are resolved"
            ));
        } else {
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!(
                    "{label} failed to pick up the ball ({shown}) on a Pass Block: it bounces; \
                     not his team's turn, no turnover"
                ),
            );
        }
        self.push(Step::LooseBall { from: square });
    }

    /// The steps a Pass Block step onto a ball on the ground needs: it can only be the Rogue
    /// Ball's other ball (the thrown one is in the thrower's hands), so it is handled swapped
    /// in and swapped back, the pass going on with its own ball (004:L1339-L1351).
    pub(crate) fn pass_block_pick_up(&mut self, player: PlayerId, to: Square) -> Vec<Step> {
        let here = self.s.ball == Ball::OnGround(to);
        let other_here = if here { None } else { self.s.other_ball_on(to) };
        if !here && other_here.is_none() {
            return Vec::new();
        }
        let no_hands = self.s.player(player).is_some_and(|p| p.has(Skill::NoHands));
        let steps = if no_hands || self.s.carries_ball(player) {
            let label = self.ruling_label(player);
            if no_hands && self.own_turn(player) {
                self.pass_block_turnover(format_args!(
                    "{label} has No Hands and cannot pick up the ball on {to} (001:L895)"
                ));
            } else {
                self.say(
                    EventKind::BallMoved { to: Some(to) },
                    format_args!("{label} cannot pick up the ball on {to}: it bounces"),
                );
            }
            vec![Step::LooseBall { from: to }]
        } else {
            vec![self.pick_up_roll(player)]
        };
        match other_here {
            Some(other) => super::other_balls::with_other_ball(other, steps),
            None => steps,
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether standing on `at` is a legal destination for `mover`'s Pass Block against
    /// `pass`: a square from which he could intercept (never against a Hail Mary Pass, nor
    /// for a player who may not intercept, such as one with No Hands, 004:L10396), the (empty)
    /// target square, or a Tackle Zone on the thrower or on the player at the target
    /// (004:L10427-L10430).
    pub(crate) fn pass_block_destination(
        &self,
        pass: &PassCtx,
        mover: PlayerId,
        at: Square,
    ) -> bool {
        let Some(from) = self.s.player(pass.thrower).and_then(|p| p.square()) else {
            return false;
        };
        // The catcher is the thrower's team-mate on the target square, never a Pass Blocker
        // who stepped onto it on his way.
        let catcher = self
            .s
            .player_at(pass.target)
            .filter(|p| p.id.side == pass.thrower.side)
            .map(|p| p.id);
        let intercepts =
            !pass.hail_mary && self.s.player(mover).is_some_and(|p| self.may_intercept(p));
        (intercepts && can_intercept(from, pass.target, at))
            || at == pass.target
            || at.distance(from) == 1
            || (catcher.is_some() && at.distance(pass.target) == 1)
    }

    /// Whether it is `player`'s team's turn.
    fn own_turn(&self, player: PlayerId) -> bool {
        self.s.turn.as_ref().is_some_and(|t| t.side == player.side)
    }

    /// Whether `player` is making a Pass Block move now: the Pass Block step nearest the top
    /// of the stack names him as its mover.
    pub(crate) fn pass_blocking(&self, player: PlayerId) -> bool {
        self.s.stack.iter().rev().find_map(|s| match s {
            Step::PassBlock { mover, .. } => Some(mover.map(|(p, _)| p)),
            _ => None,
        }) == Some(Some(player))
    }

    /// Whether `player` (taken off his square `home`) on `at` can still reach a legal
    /// destination within `left` more steps.
    fn pass_block_reachable(
        &self,
        pass: &PassCtx,
        player: PlayerId,
        (home, at): (Square, Square),
        left: u8,
    ) -> bool {
        if self.pass_block_destination(pass, player, at) {
            return true;
        }
        if left == 0 {
            return false;
        }
        self.s.pitch().neighbours(at).any(|next| {
            self.pass_block_open(home, next)
                && self.pass_block_reachable(pass, player, (home, next), left - 1)
        })
    }

    /// Whether a Pass Block step may go onto `to`: empty (his own square `home` counts as
    /// empty).
    fn pass_block_open(&self, home: Square, to: Square) -> bool {
        to == home || !self.s.is_occupied(to)
    }

    /// Whether the Pass Block step `step` still allows a step or a Leap.
    pub(crate) fn pass_block_can_go_on(&self, step: &Step) -> bool {
        !self.pass_block_moves(step).is_empty() || !self.pass_block_leaps(step).is_empty()
    }

    /// Every (player, square) Leap the Pass Block step `step` allows now: an empty square 1
    /// or 2 away, for a player who may still leap this turn and has 2 of his 3 squares left
    /// (004:L10344-L10357; FAQ 001:L1148).
    /// The player moving now can reach no legal destination any more (a Diving Tackle's
    /// player Placed Prone in the square he left has closed his way): he stops where he is, as
    /// one held fast does (004:L10430-L10432).
    pub(crate) fn pass_block_stuck(&self, step: &Step) -> bool {
        let Step::PassBlock {
            mover: Some((player, _)),
            ..
        } = step
        else {
            return false;
        };
        !self
            .pass_block_moves(step)
            .iter()
            .chain(&self.pass_block_leaps(step))
            .any(|(id, _)| id == player)
    }

    pub(crate) fn pass_block_leaps(&self, step: &Step) -> Vec<(PlayerId, Square)> {
        let Step::PassBlock { pass, .. } = step else {
            return Vec::new();
        };
        let mut leaps = Vec::new();
        for (id, used) in self.pass_block_candidates(step) {
            let (Some(at), Some(player)) = (self.s.standing_square(id), self.s.player(id)) else {
                continue;
            };
            let left = PASS_BLOCK_SQUARES.saturating_sub(used);
            if left < 2 || !player.may_use(Skill::Leap) {
                continue;
            }
            let (x, y) = (i32::from(at.x()), i32::from(at.y()));
            let round = (-2..=2).flat_map(|dx| (-2..=2).map(move |dy| (x + dx, y + dy)));
            for to in round.filter_map(|(x, y)| self.s.pitch().square(x, y)) {
                if to != at
                    && !self.s.is_occupied(to)
                    && self.pass_block_reachable(pass, id, (at, to), left - 2)
                {
                    leaps.push((id, to));
                }
            }
        }
        leaps
    }

    /// The players who may make the next step or Leap, with the squares each has covered.
    fn pass_block_candidates(&self, step: &Step) -> Vec<(PlayerId, u8)> {
        let Step::PassBlock { pass, moved, mover } = step else {
            return Vec::new();
        };
        // Against a Dump-Off, not the player whose block it escapes (FAQ 001:L1144).
        let blocker = if self.own_throw(pass.thrower) {
            None
        } else {
            self.s.action().map(|a| a.player)
        };
        match mover {
            Some((p, used)) => vec![(*p, *used)],
            None => self
                .s
                .players
                .iter()
                .filter(|p| {
                    p.id.side != pass.thrower.side
                        && p.has(Skill::PassBlock)
                        && !p.has(Skill::BallAndChain)
                        // Nor a player a Bone-head, Really Stupid or Hypnotic Gaze roll left
                        // without Tackle Zones: it is a voluntary move (FAQ 001:L1196-L1198).
                        && p.has_tackle_zones()
                        && !p.rooted
                        && !moved.contains(&p.id)
                        && Some(p.id) != blocker
                })
                .map(|p| (p.id, 0))
                .collect(),
        }
    }

    /// Every (player, square) step the Pass Block step `step` allows now.
    pub(crate) fn pass_block_moves(&self, step: &Step) -> Vec<(PlayerId, Square)> {
        let Step::PassBlock { pass, .. } = step else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        for (id, used) in self.pass_block_candidates(step) {
            let Some(at) = self.s.standing_square(id) else {
                continue;
            };
            let left = PASS_BLOCK_SQUARES.saturating_sub(used);
            if left == 0 {
                continue;
            }
            // Where he started this step: his own square, taken as empty for the look ahead.
            for to in self.s.pitch().neighbours(at) {
                if !self.s.is_occupied(to)
                    && self.pass_block_reachable(pass, id, (at, to), left - 1)
                {
                    moves.push((id, to));
                }
            }
        }
        moves
    }
}
