//! Which step takes which decision. The turn's, an Action's and the set-up's decisions, most of
//! a match's, are read with the step left in place on the stack; a decision for any other step
//! goes to `Engine::decide_step` (`declare.rs`) with a copy of the step.

use super::Engine;
use super::steps::Step;
use crate::input::Decision;
use crate::pitch::Side;
use crate::rejection::Rejection;

impl Engine<'_> {
    pub(crate) fn decide(&mut self, decision: &Decision) -> Result<(), Rejection> {
        match self.s.stack.last() {
            Some(Step::Turn) => self.decide_in_turn(decision),
            Some(Step::Action) => self.decide_in_action(decision),
            Some(&Step::Setup { side }) => self.decide_in_setup(side, decision),
            // A re-roll choice takes its roll off the stack itself.
            Some(Step::Reroll { .. }) if let Decision::Reroll(choice) = decision => {
                self.reroll(choice)
            }
            top => {
                let top = top.cloned();
                self.decide_step(top, decision)
            }
        }
    }

    /// The active coach's decisions between Actions (000:L415-L437): declare an Action, end
    /// the turn, cast an inducement's spell; and what either coach or the clock may say at any
    /// time of the turn.
    fn decide_in_turn(&mut self, decision: &Decision) -> Result<(), Rejection> {
        if let Some(cast) = self.cast_spell(decision) {
            return cast;
        }
        match *decision {
            Decision::MoveTurnMarker => self.move_turn_marker(),
            Decision::CallIllegalProcedure { by } => self.call_illegal_procedure(by),
            Decision::TurnTimeUp { seconds } => self.turn_time_up(seconds),
            Decision::Concede => self.concede(),
            Decision::Declare { player, action } => self.declare(player, action),
            Decision::PlayBonusPlay { card } => self.play_bonus_play(card),
            Decision::MoveBallSuit => self.move_ball_suit(),
            Decision::EndTurn => {
                self.turn_ended();
                Ok(())
            }
            _ => Err(self.not_awaited(decision, &Step::Turn)),
        }
    }

    /// The acting player's decisions during his Action: move, block, pass, foul, end it.
    fn decide_in_action(&mut self, decision: &Decision) -> Result<(), Rejection> {
        match *decision {
            Decision::Place { player, square } => self.reserves_place(player, square),
            Decision::MoveTurnMarker => self.move_turn_marker(),
            Decision::CallIllegalProcedure { by } => self.call_illegal_procedure(by),
            Decision::TurnTimeUp { seconds } => self.turn_time_up(seconds),
            Decision::EndTurn | Decision::EndAction if self.chained_must_move() => Err(self
                .refuse(
                    format_args!(
                        "a Ball & Chain player moves every square of his normal movement before \
                         he may stop"
                    ),
                    "004:L9822-L9823",
                )),
            Decision::EndTurn => {
                self.turn_ended();
                Ok(())
            }
            Decision::EndAction if self.marking() && self.marking_end_problem().is_some() => {
                Err(self
                    .marking_end_problem()
                    .unwrap_or_else(|| self.refuse_input(format_args!("the Action must move"))))
            }
            Decision::EndAction => {
                // Hypnotic Gaze is asked as a Move Action ends (004:L10243).
                if !self.offer_gaze() {
                    self.end_action();
                }
                Ok(())
            }
            Decision::Move { to } => self.move_to(to),
            Decision::Leap { to } if self.marking() => self.run_leap(to),
            Decision::Leap { to } => self.leap_to(to),
            Decision::BallAndChain { facing } => self.ball_and_chain_faced(facing),
            Decision::Block { target } => self.declare_block(target),
            Decision::Pass { target, range } if self.bombing() => {
                self.bomb_action_throw(target, range, false)
            }
            Decision::HailMary { target } if self.bombing() => {
                self.bomb_action_throw(target, None, true)
            }
            Decision::Pass { target, range } => self
                .blood_lust_gate(decision)
                .or_else(|| self.animosity_gate(decision))
                .unwrap_or_else(|| self.pass(target, range)),
            Decision::HailMary { target } => self
                .blood_lust_gate(decision)
                .or_else(|| self.animosity_gate(decision))
                .unwrap_or_else(|| self.hail_mary(target)),
            Decision::HandOff { target } => self
                .blood_lust_gate(decision)
                .or_else(|| self.animosity_gate(decision))
                .unwrap_or_else(|| self.hand_off(target)),
            Decision::ThrowTeamMate {
                player,
                target,
                range,
            } => self.throw_team_mate(player, target, range),
            Decision::Foul { target } => self.foul(target),
            Decision::KickTeamMate { player, long } => self.kick_team_mate(player, long),
            _ => Err(self.not_awaited(decision, &Step::Action)),
        }
    }

    /// A team's set-up (000:L339-L357): place, withdraw, end it, or concede.
    fn decide_in_setup(&mut self, side: Side, decision: &Decision) -> Result<(), Rejection> {
        match *decision {
            Decision::Place { player, square } => self.place(side, player, square),
            Decision::Withdraw { player } => self.withdraw(side, player),
            Decision::EndSetup => self.end_setup(side),
            Decision::Concede => self.concede_at_setup(side),
            Decision::TurnTimeUp { seconds } => self.turn_time_up(seconds),
            _ => Err(self.not_awaited(decision, &Step::Setup { side })),
        }
    }

    /// An inducement's spell, cast in the turn or in the Spell step after it; `None` when the
    /// decision is no spell.
    pub(super) fn cast_spell(&mut self, decision: &Decision) -> Option<Result<(), Rejection>> {
        Some(match *decision {
            Decision::Fireball { square } => self.cast_fireball(square),
            Decision::LightningBolt { target } => self.cast_lightning_bolt(target),
            Decision::WarpLightning { square } => self.cast_warp_lightning(square),
            Decision::HoratioFireball { square } => self.cast_horatio(square),
            _ => return None,
        })
    }

    /// The coach ends his team's turn, from the turn or during an Action.
    fn turn_ended(&mut self) {
        let side = self.s.turn.as_ref().map(|t| t.side);
        if let Some(side) = side {
            let text = self.words(format_args!(
                "The {} coach ends the turn",
                self.s.team(side).name
            ));
            self.events.push(crate::event::Event::new(
                crate::event::EventKind::TurnEnded { side },
                text,
            ));
        }
        self.s.stack.clear();
        self.s.stack.push(Step::EndTurn);
        // After the clearing: what ending the Action pushes (Blood Lust's bite) stays.
        self.end_action();
    }

    /// The refusal of a decision `step` does not take, saying what it waits for.
    #[cold]
    #[inline(never)]
    pub(super) fn not_awaited(&self, decision: &Decision, step: &Step) -> Rejection {
        self.refuse_input(format_args!(
            "{} is not a decision the match waits for now ({})",
            serde_json::to_string(decision).unwrap_or_default(),
            super::declare::waiting_for(step)
        ))
    }
}
