//! Gassy Eruption, played at the start of the team's own turn (`CardTiming::StartOfYourTurn`)
//! on one of its players on the pitch. The seed prints the card's title at 004:L5418 and its
//! effect apart, at 004:L5485-L5506 (the compendium digest's §6.7.2, card 16): every player next to him, of either
//! team, is pushed back from him as by a Pushed block result, in the order and to the squares
//! the card's coach chooses; nobody follows up, and Side Step and Stand Firm may not be used
//! against it.
//!
//! Each push is the block's push chain (`engine/push.rs`, marked `unresisted`), which leaves
//! its outcome in the [`Step::Eruption`] below it as it would in a block; the step settles it
//! (the crowd's Injury rolls, a ball thrown in or bounced: [`Engine::push_aftermath`]) before
//! the next push is chosen. A player who has Taken Root is not pushed back (004:L10673). A
//! player of the card's team pushed into the crowd holding the ball is a turnover (000:L443),
//! ruled once every push is done.

use super::special_play::Target;
use super::steps::{EruptionCtx, PushChain, PushOutcome, Step, Steps};
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::Decision;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::rejection::Rejection;

/// The card's title and its effect, printed apart in the seed.
const CITE: &str = "004:L5418, L5485-L5506";

/// Whom Gassy Eruption is played on: one of the team's players on the pitch.
pub(super) fn target() -> Target {
    Target::OwnOnPitch
}

impl Engine<'_> {
    /// The card's effect starts: the players next to `player` are listed to be pushed.
    pub(super) fn gassy_eruption(&mut self, side: Side, player: PlayerId) {
        let Some(at) = self.s.player(player).and_then(|p| p.square()) else {
            return;
        };
        let left: Vec<PlayerId> = self.s.players_next_to(at).map(|p| p.id).collect();
        let label = self.ruling_label(player);
        let who = match left.len() {
            0 => "nobody stands next to him, so nobody is pushed".to_string(),
            1 => "the one player next to him is pushed back from him".to_string(),
            n => format!(
                "the {n} players next to him are pushed back from him, in the order and to the \
                 squares his coach chooses"
            ),
        };
        self.say(
            EventKind::Note,
            format_args!(
                "Gassy Eruption on {label}: {who}; no follow-up, no Side Step, no Stand Firm \
                 ({CITE})"
            ),
        );
        self.push(Step::Eruption(Box::new(EruptionCtx {
            side,
            player,
            left,
            pushed: PushOutcome::default(),
            turnover: None,
        })));
    }

    /// Settles the last push, then pushes the next player: by itself when one is left, else
    /// the coach picks (a [`Step::EruptionOrder`]).
    pub(crate) fn eruption_step(&mut self, mut ctx: Box<EruptionCtx>) {
        let mut steps = Steps::new();
        if let Some(cause) = self.push_aftermath(&mut ctx.pushed, &mut steps) {
            ctx.turnover.get_or_insert(cause);
        }
        if let Some(cause) = ctx.pushed.other_ball_turnover.take() {
            ctx.turnover.get_or_insert(cause);
        }
        if !steps.is_empty() {
            // What the push left runs first; the card goes on after it.
            self.push(Step::Eruption(ctx));
            self.push_in_order(steps);
            return;
        }
        let Some(at) = self.s.player(ctx.player).and_then(|p| p.square()) else {
            return self.eruption_done(ctx.turnover);
        };
        let rooted: Vec<PlayerId> = ctx
            .left
            .iter()
            .copied()
            .filter(|&id| {
                self.s
                    .player(id)
                    .is_some_and(|p| p.rooted && p.is_standing())
            })
            .collect();
        for id in rooted {
            let label = self.ruling_label(id);
            self.say(
                EventKind::Note,
                format_args!("{label} has taken root and is not pushed back (004:L10673-L10675)"),
            );
        }
        // Still next to him, and not rooted: a crowd's throw-in or a bounce moves no player,
        // but a player may have left the pitch with an earlier push's chain.
        ctx.left.retain(|&id| {
            self.s.player(id).is_some_and(|p| {
                p.square().is_some_and(|s| s.distance(at) == 1) && !(p.rooted && p.is_standing())
            })
        });
        match ctx.left.as_slice() {
            [] => self.eruption_done(ctx.turnover),
            [only] => {
                let only = *only;
                self.eruption_push(ctx, at, only);
            }
            _ => self.push(Step::EruptionOrder(ctx)),
        }
    }

    /// The coach's pick of the next player to push (a `Decision::PushNext`).
    pub(crate) fn push_next_player(
        &mut self,
        ctx: Box<EruptionCtx>,
        player: PlayerId,
    ) -> Result<(), Rejection> {
        if !ctx.left.contains(&player) {
            let shown: Vec<String> = ctx.left.iter().map(|&id| self.label(id)).collect();
            return Err(self.refuse(
                format_args!(
                    "{} is not one of the players Gassy Eruption has still to push: {}",
                    self.label(player),
                    shown.join(", ")
                ),
                CITE,
            ));
        }
        let Some(at) = self.s.player(ctx.player).and_then(|p| p.square()) else {
            return Ok(());
        };
        self.s.stack.pop();
        self.eruption_push(ctx, at, player);
        Ok(())
    }

    /// Pushes `player` back from `at` (the card's player's square) as a Pushed result would.
    fn eruption_push(
        &mut self,
        mut ctx: Box<EruptionCtx>,
        at: crate::pitch::Square,
        player: PlayerId,
    ) {
        ctx.left.retain(|&id| id != player);
        self.push(Step::Eruption(ctx));
        self.push_next(PushChain {
            from: at,
            pushed: player,
            links: Vec::new(),
            grab: false,
            unresisted: true,
        });
    }

    /// Every push done: a turnover one of them caused ends the turn now (000:L443).
    fn eruption_done(&mut self, turnover: Option<String>) {
        if let Some(cause) = turnover {
            self.turnover(format_args!("{cause}"));
        }
    }
}

impl<S: State> Engine<'_, S> {
    /// The question of a [`Step::EruptionOrder`]: whom to push next, and the options.
    pub(crate) fn eruption_order_options(&self, ctx: &EruptionCtx) -> Vec<Decision> {
        ctx.left
            .iter()
            .map(|&player| Decision::PushNext { player })
            .collect()
    }
}
