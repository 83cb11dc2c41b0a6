//! Ball & Chain: his Move Action is random, one square at a time on the Throw-in template,
//! with no Dodge; off the pitch the crowd beats him up; into an occupied square he blocks
//! whoever is there, or pushes a player lying there with an Armour roll (004:L9814-L9839).

use std::borrow::Cow;

use super::ball::edge_of;
use super::steps::{ArmourCause, BlockCtx, BlockStage, Edge, MoveCtx, PendingRoll, RollKind, Step};
use super::{Engine, State};
use crate::dice::{BlockFace, Die, DieKind};
use crate::event::EventKind;
use crate::input::Facing;
use crate::pitch::Square;
use crate::player::{Place, PlayerId};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

impl Engine<'_> {
    /// His coach faced the Throw-in template over him: the D6 for this square comes next
    /// (004:L9816-L9818).
    pub(crate) fn ball_and_chain_faced(&mut self, facing: Facing) -> Result<(), Rejection> {
        if let Some(problem) = self.ball_and_chain_problem() {
            return Err(problem);
        }
        let (Some(id), Some(from)) = (
            self.s.action().map(|a| a.player),
            self.s
                .action()
                .and_then(|a| self.s.standing_square(a.player)),
        ) else {
            return Err(self.refuse_input(format_args!("no Ball & Chain move is possible now")));
        };
        self.play_started();
        let label = self.ruling_label(id);
        let extra = self
            .s
            .player(id)
            .map_or(0, |p| self.s.movement_allowance(p))
            <= self.s.action().map_or(0, |a| a.moved);
        self.say(
            EventKind::Note,
            format_args!(
                "Ball & Chain: the Throw-in template over {label} on {from} faces {} for his \
                 next {} (004:L9816-L9818)",
                facing.name(),
                if extra { "Go For It" } else { "square" }
            ),
        );
        self.push(PendingRoll::plain(
            RollKind::BallAndChain { player: id, facing },
            id.side,
            &[DieKind::D6][..],
            self.words(format_args!(
                "Ball & Chain: a D6 on the Throw-in template moves {label} one square from {from}, \
                 with no Dodge (004:L9818-L9820)"
            )),
        ));
        Ok(())
    }

    /// The D6 read: off the pitch into the crowd, into an empty square (a Go For It roll after
    /// his normal movement), or into an occupied one, where he blocks a standing player and
    /// pushes a lying one (004:L9818-L9832).
    pub(crate) fn ball_and_chain_rolled(&mut self, id: PlayerId, facing: Facing, dice: &[Die]) {
        let Some(from) = self.s.standing_square(id) else {
            return;
        };
        let direction = dice.first().and_then(|d| d.value()).unwrap_or(3);
        let (dx, dy) = self.throw_in_template_step(facing, direction);
        let (x, y) = (i32::from(from.x()) + dx, i32::from(from.y()) + dy);
        let label = self.ruling_label(id);
        let Some(to) = self.s.pitch().square(x, y) else {
            self.chained_into_crowd(id, from, edge_of(self.s.pitch(), x, y), direction);
            return;
        };
        let go_for_it = self.spend_square(id);
        let occupant = self
            .s
            .player_at(to)
            .filter(|p| p.id != id)
            .map(|p| (p.id, p.is_standing()));
        let Some((occupant, standing)) = occupant else {
            self.step_to(
                id,
                from,
                to,
                "moves",
                &format!(" (Ball & Chain, {direction}; no Dodge, 004:L9818-L9820)"),
            );
            self.push(Step::Move(MoveCtx {
                player: id,
                from,
                to,
                go_for_its: u8::from(go_for_it),
                dodge: false,
                tackler: None,
                leap: false,
                diving_tackle: None,
                stage: 0,
            }));
            return;
        };
        let mut ctx = BlockCtx::new(id, occupant);
        let tag = self.ruling_label(occupant);
        if standing {
            self.say(
                EventKind::Note,
                format_args!(
                    "Ball & Chain ({direction}): {label} would move into {to}, where {tag} \
                     stands: he blocks him, friend or foe (004:L9824-L9827)"
                ),
            );
        } else {
            self.say(
                EventKind::Note,
                format_args!(
                    "Ball & Chain ({direction}): {label} would move into {to}, where {tag} lies: \
                     no block, {tag} is pushed back and makes an Armour roll (004:L9828-L9830)"
                ),
            );
            ctx.lying = true;
            ctx.face = Some(BlockFace::Pushed);
            ctx.stage = BlockStage::Push;
        }
        self.push(Step::Block(Box::new(ctx)));
        if go_for_it {
            let roll = self.go_for_it_roll(id, "to move into an occupied square (004:L9823-L9824)");
            self.push(roll);
        }
    }

    /// He moved off the pitch: the crowd beats him up as a player pushed there, an Injury roll
    /// with no Armour roll, and throws back in a ball he held, a turnover (004:L9820-L9822;
    /// 000:L443, L587). His Action is over.
    fn chained_into_crowd(&mut self, id: PlayerId, last: Square, edge: Edge, direction: u8) {
        let label = self.ruling_label(id);
        let had_ball = self.s.ball == Ball::Held(id);
        if had_ball {
            self.s.ball = Ball::OffPitch;
        }
        // Another ball he held (Rogue Ball) is thrown in the same way.
        let had_second = self.s.other_ball_held_by(id);
        if let Some(other) = had_second {
            self.s.other_balls[usize::from(other)].ball = Ball::OffPitch;
        }
        self.s.set_place(id, Place::Reserves);
        self.say(
            EventKind::Pushed {
                player: id,
                from: last,
                to: None,
            },
            format_args!(
                "Ball & Chain ({direction}): {label} goes off the pitch from {last} and the crowd \
                 beats him up: an Injury roll with no Armour roll (004:L9820-L9822, 000:L587){}",
                if had_ball {
                    "; the crowd throws the ball back in"
                } else {
                    ""
                }
            ),
        );
        if had_ball || had_second.is_some() {
            self.turnover(format_args!(
                "{label} went into the crowd holding the ball (000:L443)"
            ));
        } else {
            self.end_action();
        }
        let mut steps = vec![self.crowd_injury(id)];
        if had_ball {
            steps.push(Step::ThrowIn { from: last, edge });
        }
        if let Some(other) = had_second {
            steps.extend(super::other_balls::with_other_ball(
                other,
                vec![Step::ThrowIn { from: last, edge }],
            ));
        }
        self.push_in_order(steps);
    }

    /// The Armour roll of a Prone or Stunned player Ball & Chain pushed back instead of
    /// blocking him, if he is still on the pitch; his stance stays (004:L9828-L9830).
    /// Astrogranite's +1 counts, as on every Armour roll (004:L3625).
    pub(crate) fn lying_armour_roll(&self, id: PlayerId) -> Option<Step> {
        let player = self.s.player(id)?;
        player.square()?;
        let (label, av) = (self.ruling_label(id), player.profile.av);
        Some(Step::roll(PendingRoll {
            kind: RollKind::Armour {
                player: id,
                cause: ArmourCause::default(),
            },
            side: id.side.opponent(),
            dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
            target: None,
            modifiers: self.stadium_armour().into_iter().collect::<Vec<_>>().into(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Armour roll for {label}, pushed back by a Ball & Chain: 2D6 must beat AV {av} \
                 (004:L9829-L9830, 000:L617)"
            )),
        }))
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Whether `id` plays for the team whose turn it is.
    pub(crate) fn moving_team(&self, id: PlayerId) -> bool {
        self.s.turn.as_ref().is_some_and(|t| t.side == id.side)
    }

    /// Whether `id` has a Ball & Chain.
    pub(crate) fn chained(&self, id: PlayerId) -> bool {
        self.s
            .player(id)
            .is_some_and(|p| p.has(Skill::BallAndChain))
    }

    /// Whether the acting Ball & Chain player still has squares of his normal movement to
    /// make: until they are done he may not stop (004:L9822-L9823).
    pub(crate) fn chained_must_move(&self) -> bool {
        let Some(action) = self.s.action() else {
            return false;
        };
        self.s.player(action.player).is_some_and(|p| {
            p.has(Skill::BallAndChain) && action.moved < self.s.movement_allowance(p)
        }) && self.ball_and_chain_problem().is_none()
    }

    /// Why the acting player may not face the Throw-in template for a Ball & Chain square
    /// now: he needs the skill, to stand, and a square of movement or a Go For It left.
    pub(crate) fn ball_and_chain_problem(&self) -> Option<Rejection> {
        let Some(action) = self.s.action() else {
            return Some(self.refuse_input(format_args!("no Action is in progress")));
        };
        let player = self.s.player(action.player)?;
        if !player.has(Skill::BallAndChain) {
            return Some(self.refuse(
                format_args!("{} has no Ball & Chain", player.tag()),
                "004:L9814",
            ));
        }
        if let Some(refused) = self.rooted_problem(player) {
            return Some(refused);
        }
        if !player.is_standing() {
            return Some(self.refuse(format_args!("{} is not standing", player.tag()), "000:L609"));
        }
        self.pay_problem(player)
    }
}
