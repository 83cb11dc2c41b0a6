//! Blitz Bowl's Free Actions (002:L471-L475): an ability grants a player an Action that uses
//! none of the turn's three. It is offered when granted, taken then or never (the coach may
//! decline it: each granting ability says "may" or "can"); it follows every restriction of a
//! regular Action, a player never making the same Action twice in a turn included
//! (`TurnState::free` keeps them apart from the budget's `declared`); and like any Action it has
//! its Touchdown check and its Claim Challenge Card step (`end_action`).
//!
//! The grants, looked at once an Action's Claim step is over (after Bloodlust, 002:L1028):
//! Frenzied, a Block after a Mark (002:L255); Free Block, read as the same (digest §9 A13:
//! "Move Action" names none); Hit and Run, a Run of up to 2 squares after a Block, allowed while
//! Marked (002:L1040); Pick-me-up, a Stand Up for each Prone team-mate next to the player
//! at the end of any of his Actions (002:L724); Catcher's Instincts, a Run for the Open target
//! of a successful Throw, not a Hand-off (002:L1064).

use super::steps::Step;
use super::{Engine, State};
use crate::blitz_ability::{BlitzAbility, FreeGrant};
use crate::event::EventKind;
use crate::input::{ActionKind, Decision};
use crate::player::{PlayerId, Stance};
use crate::rejection::Rejection;
use crate::state::ActiveAction;

/// The squares a Free Run granted by `by` may move, when the ability caps it (Hit and Run's
/// 2, 002:L1040); `None` for the Run's own Move.
pub(crate) fn free_run_cap(by: Option<FreeGrant>) -> Option<u8> {
    match by {
        Some(FreeGrant::Ability(BlitzAbility::HitAndRun)) => Some(2),
        _ => None,
    }
}

impl<S: State> Engine<'_, S> {
    /// Why `player` may not take the Free `action` `by` grants him: every restriction of a
    /// regular Action but the turn's budget (002:L473), Hit and Run's Run allowed while Marked
    /// (002:L1040).
    pub(crate) fn free_action_problem(
        &self,
        id: PlayerId,
        action: ActionKind,
        by: FreeGrant,
    ) -> Option<Rejection> {
        self.acting_problem(id).or_else(|| {
            let turn = self.s.turn.as_ref()?;
            let player = self.s.player(id)?;
            self.turn_kind_problem(turn, action)
                .or_else(|| self.repeat_problem(turn, player, action))
                .or_else(|| {
                    if by == FreeGrant::Ability(BlitzAbility::HitAndRun)
                        && action == ActionKind::Move
                    {
                        (player.stance() != Some(Stance::Standing)).then(|| {
                            self.refuse(
                                format_args!("{} is not standing: no Run", player.tag()),
                                "002:L464-L469",
                            )
                        })
                    } else {
                        self.player_action_problem(player, action)
                    }
                })
        })
    }

    /// The prompt's words for a Free Action offered.
    pub(crate) fn free_action_about(
        &self,
        player: PlayerId,
        action: ActionKind,
        by: FreeGrant,
    ) -> String {
        format!(
            "{}: {} may make a Free {} Action now or never, not one of the turn's three \
             (002:L473, {})",
            ability_name(by),
            self.label(player),
            self.action_name(action),
            ability_line(by)
        )
    }
}

impl Engine<'_> {
    /// After `action`'s Claim Challenge Card step: Bloodlust, then each Free Action it
    /// grants, in that order (002:L1028, L473). Pushed under the Claim step by `end_action`.
    pub(crate) fn after_claim(&mut self, action: ActiveAction) {
        let mut grants: Vec<(PlayerId, ActionKind, FreeGrant)> = Vec::new();
        let ability = FreeGrant::Ability;
        if let Some(player) = self.s.player(action.player) {
            if action.kind == ActionKind::Mark {
                for by in [BlitzAbility::Frenzied, BlitzAbility::FreeBlock] {
                    if player.has_ability(by) {
                        grants.push((player.id, ActionKind::Block, ability(by)));
                    }
                }
            }
            if action.kind == ActionKind::Block && player.has_ability(BlitzAbility::HitAndRun) {
                grants.push((
                    player.id,
                    ActionKind::Move,
                    ability(BlitzAbility::HitAndRun),
                ));
            }
            if action.kind == ActionKind::Pass
                && let Some(target) = action.thrown_to.and_then(|t| self.s.player(t))
                && target.has_ability(BlitzAbility::CatchersInstincts)
            {
                grants.push((
                    target.id,
                    ActionKind::Move,
                    ability(BlitzAbility::CatchersInstincts),
                ));
            }
            if player.has_ability(BlitzAbility::PickMeUp)
                && let Some(square) = player.square()
            {
                grants.extend(
                    self.s
                        .players_next_to(square)
                        .filter(|o| o.id.side == player.id.side)
                        .filter(|o| o.stance() == Some(Stance::Prone))
                        .map(|o| (o.id, ActionKind::StandUp, ability(BlitzAbility::PickMeUp))),
                );
            }
            // Arena 3: a free Run after a Reserves Action (002:L801).
            if action.kind == ActionKind::Reserves && self.s.ruleset.arena.run_after_reserves {
                grants.push((player.id, ActionKind::Move, FreeGrant::Arena));
            }
        }
        // The first grant on top: offered first.
        for (player, kind, by) in grants.into_iter().rev() {
            self.push(Step::FreeActionDue {
                player,
                action: kind,
                by,
            });
        }
        if action.kind == ActionKind::Block && action.block_missed {
            self.bloodlust(action.player);
        }
    }

    /// A grant comes due: offered if the player may make that Action now, passed over in
    /// silence if not (gone, locked out, made it already this turn: 002:L473).
    pub(crate) fn free_action_due(&mut self, player: PlayerId, action: ActionKind, by: FreeGrant) {
        if self.free_action_problem(player, action, by).is_none() {
            self.push(Step::FreeAction { player, action, by });
        }
    }

    /// The coach's answer to a Free Action offered: `Declare` of it takes it, `Done` declines.
    pub(crate) fn free_action_decided(
        &mut self,
        player: PlayerId,
        action: ActionKind,
        by: FreeGrant,
        decision: &Decision,
    ) -> Result<(), Rejection> {
        match *decision {
            Decision::Declare {
                player: p,
                action: a,
            } if p == player && a == action => {
                if let Some(problem) = self.free_action_problem(player, action, by) {
                    return Err(problem);
                }
                self.s.stack.pop();
                let label = self.ruling_label(player);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} takes the Free {} Action {} grants: not one of the turn's \
                         Actions (002:L473)",
                        self.action_name(action),
                        ability_name(by)
                    ),
                );
                self.declare_checked(player, action, Some(by))
            }
            Decision::Done => {
                self.s.stack.pop();
                let label = self.ruling_label(player);
                self.say(
                    EventKind::Note,
                    format_args!(
                        "{label} does not take the Free {} Action of {}: it is not saved for \
                         later (002:L473)",
                        self.action_name(action),
                        ability_name(by)
                    ),
                );
                Ok(())
            }
            _ => Err(self.refuse(
                format_args!(
                    "{} is offered a Free {} Action ({}): declare it or decline it (done)",
                    self.ruling_label(player),
                    self.action_name(action),
                    ability_name(by)
                ),
                "002:L473",
            )),
        }
    }
}

/// The ability's name as the Team Cards print it, or the Arena's.
pub(crate) fn ability_name(by: FreeGrant) -> &'static str {
    let FreeGrant::Ability(by) = by else {
        return "the Arena's regional rule";
    };
    match by {
        BlitzAbility::Frenzied => "Frenzied",
        BlitzAbility::FreeBlock => "Free Block",
        BlitzAbility::HitAndRun => "Hit and Run",
        BlitzAbility::PickMeUp => "Pick-me-up",
        BlitzAbility::CatchersInstincts => "Catcher's Instincts",
        BlitzAbility::Bloodlust => "Bloodlust",
        BlitzAbility::Minion => "Minion",
        _ => "an ability",
    }
}

/// The seed line of a grant.
fn ability_line(by: FreeGrant) -> &'static str {
    let FreeGrant::Ability(by) = by else {
        return "Arena 3, 002:L801";
    };
    match by {
        BlitzAbility::Frenzied => "002:L255",
        BlitzAbility::FreeBlock => "002:L727, read as after a Mark: digest §9 A13",
        BlitzAbility::HitAndRun => "002:L1040",
        BlitzAbility::PickMeUp => "002:L724",
        BlitzAbility::CatchersInstincts => "002:L1064",
        _ => "002:L1020",
    }
}
