//! Push-backs: the three squares away from the blocker, empty squares first, then the crowd,
//! then chain pushes into occupied squares (000:L579-L589; digest §9.5 and ambiguity 7).

use super::ball::edge_of;
use super::steps::{PushChain, PushOutcome, PushTarget, Step, Steps};
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::pitch::Square;
use crate::player::{Place, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::state::Ball;

/// The three squares a player on `pushed` may be pushed to by a player on `from`, as raw
/// coordinates (some may be off the pitch). The digest §9.5 restores the lost diagram.
pub fn push_squares(from: Square, pushed: Square) -> [(i32, i32); 3] {
    let dx = (i32::from(pushed.x()) - i32::from(from.x())).signum();
    let dy = (i32::from(pushed.y()) - i32::from(from.y())).signum();
    let offsets = if dx != 0 && dy != 0 {
        [(dx, dy), (dx, 0), (0, dy)]
    } else if dx != 0 {
        [(dx, -1), (dx, 0), (dx, 1)]
    } else {
        [(-1, dy), (0, dy), (1, dy)]
    };
    let (x, y) = (i32::from(pushed.x()), i32::from(pushed.y()));
    offsets.map(|(ox, oy)| (x + ox, y + oy))
}

impl Engine<'_> {
    /// Where the player now being pushed may go: empty squares if any; else the crowd if a
    /// square is off the pitch; else the occupied squares (a chain push).
    pub(crate) fn push_targets(&self, chain: &PushChain) -> Vec<PushTarget> {
        if let Some(open) = self.side_step_squares(chain) {
            return open.into_iter().map(PushTarget::Square).collect();
        }
        let Some(at) = self.s.player(chain.pushed).and_then(|p| p.square()) else {
            return Vec::new();
        };
        if chain.grab && chain.links.is_empty() {
            let grabbed = self.grab_squares(at);
            if !grabbed.is_empty() {
                return grabbed.into_iter().map(PushTarget::Square).collect();
            }
        }
        let raw = push_squares(chain.from, at);
        let on_pitch: Vec<Square> = raw
            .iter()
            .filter_map(|&(x, y)| self.s.pitch().square(x, y))
            .collect();
        let empty: Vec<PushTarget> = on_pitch
            .iter()
            .filter(|s| !self.s.is_occupied(**s))
            .map(|s| PushTarget::Square(*s))
            .collect();
        if !empty.is_empty() {
            return empty;
        }
        if let Some(&(x, y)) = raw
            .iter()
            .find(|&&(x, y)| self.s.pitch().square(x, y).is_none())
        {
            return vec![PushTarget::Crowd {
                edge: edge_of(self.s.pitch(), x, y),
            }];
        }
        on_pitch.into_iter().map(PushTarget::Square).collect()
    }

    /// Grab: every empty square next to the defender (004:L10208).
    pub(crate) fn grab_squares(&self, at: Square) -> Vec<Square> {
        (-1..=1)
            .flat_map(|dx| (-1..=1).map(move |dy| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0))
            .filter_map(|(dx, dy)| {
                self.s
                    .pitch()
                    .square(i32::from(at.x()) + dx, i32::from(at.y()) + dy)
            })
            .filter(|s| !self.s.is_occupied(*s))
            .collect()
    }

    /// Decides the next link of a push chain: by itself when there is one choice, else asks the
    /// moving coach (000:L579-L581).
    pub(crate) fn push_next(&mut self, chain: PushChain) {
        let targets = self.push_targets(&chain);
        match targets.as_slice() {
            [] => self.push_finish(chain),
            [only] => self.push_link(chain, *only),
            _ => {
                let options = targets
                    .iter()
                    .filter_map(|t| match t {
                        PushTarget::Square(s) => Some(*s),
                        PushTarget::Crowd { .. } => None,
                    })
                    .collect();
                self.push(Step::Push { chain, options });
            }
        }
    }

    pub(crate) fn push_to(
        &mut self,
        chain: PushChain,
        options: &[Square],
        square: Square,
    ) -> Result<(), Rejection> {
        if !options.contains(&square) {
            let shown: Vec<String> = options.iter().map(ToString::to_string).collect();
            return Err(self.refuse(
                format_args!(
                    "{} cannot be pushed to {square}: the legal squares are {}",
                    self.named(chain.pushed),
                    shown.join(", ")
                ),
                "000:L579",
            ));
        }
        self.s.stack.pop();
        self.push_link(chain, PushTarget::Square(square));
        Ok(())
    }

    fn push_link(&mut self, mut chain: PushChain, target: PushTarget) {
        let Some(at) = self.s.player(chain.pushed).and_then(|p| p.square()) else {
            return;
        };
        chain.links.push((chain.pushed, at, target));
        let next = match target {
            PushTarget::Square(square) => self.s.player_at(square).map(|p| p.id),
            PushTarget::Crowd { .. } => None,
        };
        match next {
            // Taken root: he cannot be pushed back, and nobody pushed into him moves
            // (004:L10673-L10675).
            Some(occupant)
                if self
                    .s
                    .player(occupant)
                    .is_some_and(|p| p.rooted && p.is_standing()) =>
            {
                let label = self.ruling_label(occupant);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} has taken root and is not pushed back: the players pushed into \
                         him stay where they are (004:L10673-L10675)"
                    ),
                );
                chain.links.clear();
                self.push_finish(chain);
            }
            Some(occupant) if !chain.unresisted && self.may_stand_firm(occupant) => {
                self.push(Step::StandFirmInChain {
                    chain,
                    player: occupant,
                });
            }
            Some(occupant) => {
                chain.from = at;
                chain.pushed = occupant;
                self.push_next(chain);
            }
            None => self.push_finish(chain),
        }
    }

    /// Whether a standing player a chain pushes into may stand firm: he has Stand Firm, and
    /// he is not an opponent of a Juggernaut making this block in a Blitz (004:L10602,
    /// L10254). Juggernaut stops "opposing players" using Stand Firm "against blocks": a
    /// chain push is the block's, so an opponent further along the chain may not stand firm
    /// either, but the Juggernaut's own team-mate may (christerk/ffb cancels it only for a
    /// player next to the blitzer).
    fn may_stand_firm(&self, occupant: crate::player::PlayerId) -> bool {
        let juggernaut_blitz = self.s.action().is_some_and(|a| {
            a.kind == crate::input::ActionKind::Blitz
                && a.player.side != occupant.side
                && self
                    .s
                    .player(a.player)
                    .is_some_and(|p| p.has(crate::skill::Skill::Juggernaut))
        });
        !juggernaut_blitz
            && self
                .s
                .player(occupant)
                .is_some_and(|p| p.is_standing() && p.has(crate::skill::Skill::StandFirm))
    }

    /// The answer of a player a chain pushed into: standing firm, nobody in the chain moves
    /// (004:L10602); else the chain goes on through him.
    pub(crate) fn stand_firm_in_chain(
        &mut self,
        mut chain: PushChain,
        player: crate::player::PlayerId,
        use_it: bool,
    ) {
        self.s.stack.pop();
        let label = self.ruling_label(player);
        self.say(
            EventKind::SkillUsed {
                player,
                skill: crate::skill::Skill::StandFirm,
                used: use_it,
            },
            format_args!(
                "{label} {}",
                if use_it {
                    "stands firm: the players pushed into him stay where they are (004:L10602)"
                } else {
                    "does not use Stand Firm and is pushed on"
                }
            ),
        );
        if use_it {
            chain.links.clear();
            self.push_finish(chain);
            return;
        }
        let Some(&(_, at, _)) = chain.links.last() else {
            return;
        };
        chain.from = at;
        chain.pushed = player;
        self.push_next(chain);
    }

    /// Moves everyone in the chain, the last pushed first, and leaves what happened to the step
    /// that started the push (a block, a Gassy Eruption).
    fn push_finish(&mut self, mut chain: PushChain) {
        let enclosed = self.enclosed_push(&mut chain);
        let mut crowd = Vec::new();
        let mut crowd_lying = Vec::new();
        let mut ball_bounce = None;
        let mut second = Vec::new();
        let mut second_turnover = None;
        for &(player, from, target) in chain.links.iter().rev() {
            let label = self.ruling_label(player);
            match target {
                PushTarget::Square(to) => {
                    if let Some(stance) = self.s.player(player).and_then(|p| p.stance()) {
                        self.s
                            .set_place(player, Place::Pitch { square: to, stance });
                    }
                    if self.s.ball == Ball::OnGround(to) {
                        ball_bounce = Some(to);
                    }
                    if let Some(other) = self.s.other_ball_on(to) {
                        second.extend(super::other_balls::with_other_ball(
                            other,
                            vec![Step::LooseBall { from: to }],
                        ));
                    }
                    self.say(
                        EventKind::Pushed {
                            player,
                            from,
                            to: Some(to),
                        },
                        format_args!("{label} is pushed back from {from} to {to} (000:L579)"),
                    );
                }
                PushTarget::Crowd { edge } => {
                    let had_ball = self.s.ball == Ball::Held(player);
                    if had_ball {
                        self.s.ball = Ball::OffPitch;
                    }
                    if let Some(other) = self.s.other_ball_held_by(player) {
                        self.s.other_balls[usize::from(other)].ball = Ball::OffPitch;
                        second.extend(super::other_balls::with_other_ball(
                            other,
                            vec![Step::ThrowIn { from, edge }],
                        ));
                        if self.s.turn.as_ref().is_some_and(|t| t.side == player.side) {
                            second_turnover = Some(format!(
                                "{label} was pushed into the crowd holding a ball (000:L443)"
                            ));
                        }
                    }
                    if let Some(stance) = self.s.player(player).and_then(|p| p.stance())
                        && stance != Stance::Standing
                    {
                        crowd_lying.push((player, stance));
                    }
                    self.s.set_place(player, Place::Reserves);
                    crowd.push((player, from, edge, had_ball));
                    self.say(
                        EventKind::Pushed {
                            player,
                            from,
                            to: None,
                        },
                        format_args!(
                            "{label} is pushed off the pitch from {from} into the crowd: an Injury \
                             roll with no Armour roll (000:L587){}",
                            if had_ball {
                                "; the crowd throws the ball back in"
                            } else {
                                ""
                            }
                        ),
                    );
                }
            }
        }
        if let Some(outcome) = self.s.stack.iter_mut().rev().find_map(Step::push_outcome) {
            outcome.crowd.extend(crowd);
            outcome.enclosed.extend(enclosed);
            outcome.crowd_lying.extend(crowd_lying);
            if ball_bounce.is_some() {
                outcome.ball_bounce = ball_bounce;
            }
            outcome.other_balls.extend(second);
            if second_turnover.is_some() {
                outcome.other_ball_turnover = second_turnover;
            }
        }
    }

    /// What a finished push leaves to settle, put in `steps` after what is there already (a
    /// knock-down): for each player pushed into the crowd, an Injury roll with no Armour roll
    /// (000:L587) and the throw-in of a ball he held (000:L740-L744); the bounce of a ball a
    /// pushed player landed on, once (000:L736); the second ball's steps. Gives the turnover's
    /// cause when a player of the moving team went into the crowd holding the ball (000:L443);
    /// the second ball's is left in `outcome` for the caller.
    pub(crate) fn push_aftermath(
        &mut self,
        outcome: &mut PushOutcome,
        steps: &mut Steps,
    ) -> Option<String> {
        let active = self.s.turn.as_ref().map(|t| t.side);
        // The stadium: Enclosed Pitch's knock-downs, Solemn and Silent's return
        // (stadium_crowd.rs).
        let mut turnover = self.enclosed_knock_downs(outcome, steps);
        self.crowd_return(outcome, steps);
        for (player, last, edge, had_ball) in std::mem::take(&mut outcome.crowd) {
            let back = self.s.player(player).is_some_and(|p| p.square().is_some());
            if !back && !self.friendly_fans(player) {
                steps.push(self.crowd_injury(player));
            }
            if had_ball {
                steps.push(Step::ThrowIn { from: last, edge });
                if active == Some(player.side) {
                    turnover = Some(format!(
                        "{} was pushed into the crowd holding the ball (000:L443)",
                        self.ruling_label(player)
                    ));
                }
            }
        }
        // A player pushed onto a ball and knocked down there bounces it once, not twice: his
        // knock-down has asked for that bounce already (000:L736).
        if let Some(square) = outcome.ball_bounce.take()
            && !steps.contains(&Step::LooseBall { from: square })
        {
            steps.push(Step::LooseBall { from: square });
        }
        // The other balls' steps come in brackets of three (swap, bounce or throw-in, swap).
        let second = std::mem::take(&mut outcome.other_balls);
        for chunk in second.chunks(3) {
            if !steps.windows(chunk.len()).any(|w| w == chunk) {
                steps.extend(chunk.iter().cloned());
            }
        }
        turnover
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Side Step: the pushed player's open neighbouring squares, any of them, when he has the
    /// skill and one is open; else `None` and the push goes by the diagram (004:L10557-L10566).
    /// His coach picks among them: a choice that holds every square the diagram would offer
    /// him, so he always takes it.
    pub(crate) fn side_step_squares(&self, chain: &PushChain) -> Option<Vec<Square>> {
        let player = self.s.player(chain.pushed)?;
        // Only Extraordinary skills work for a Prone or Stunned player (004:L1822): one pushed
        // in a chain goes by the diagram.
        if !player.has(Skill::SideStep) || chain.unresisted || !player.is_standing() {
            return None;
        }
        // A blocker with Grab and Side Step cancel out: the standard push (004:L10211-L10213).
        let grabber = chain.links.is_empty()
            && self
                .s
                .player_at(chain.from)
                .is_some_and(|p| p.has(Skill::Grab));
        if grabber {
            return None;
        }
        let open: Vec<Square> = self
            .s
            .pitch()
            .neighbours(player.square()?)
            .filter(|s| !self.s.is_occupied(*s))
            .collect();
        (!open.is_empty()).then_some(open)
    }

    /// Who picks the square for the player now pushed: the moving coach, or the pushed
    /// player's with Side Step (000:L579; 004:L10557-L10561).
    pub(crate) fn push_chooser(&self, chain: &PushChain, moving: Side) -> Side {
        if self.side_step_squares(chain).is_some() {
            chain.pushed.side
        } else {
            moving
        }
    }
}
