//! Special Play cards that change a turnover: Fake Fumble (a failed catch, pick-up or fumbled
//! throw of the team this turn ends the player's Action, no turnover; a player who failed a
//! catch acts no more this turn, 004:L6180-L6199); Quick Save (the team's turnover, one
//! player who has not acted makes an Action before the turn ends, and what would be a
//! turnover only ends it, 004:L6265-L6285).

use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Player, PlayerId};
use crate::rejection::Rejection;
use crate::skill::SkillSet;
use crate::special_play::{Card, CardEffect, Until};

impl Engine<'_> {
    /// A failed pick-up or a fumbled throw by a player of `side`: a turnover
    /// (000:L441-L451), unless `side` played Fake Fumble this turn, when the Action in progress
    /// ends instead and the turn goes on (004:L6191-L6196). Callers push what follows (the
    /// bounce) after, as for a turnover.
    pub(crate) fn ball_turnover(&mut self, side: Side, cause: std::fmt::Arguments<'_>) {
        if self.fake_fumble(side) {
            self.fake_fumble_no_turnover(cause);
        } else {
            self.turnover(cause);
        }
    }

    /// Fake Fumble is in effect for `side`, in its own turn.
    #[inline]
    fn fake_fumble(&self, side: Side) -> bool {
        self.s.cards.any_on()
            && self.s.cards.on(side, Card::FakeFumble)
            && self.s.turn.as_ref().is_some_and(|t| t.side == side)
    }

    #[inline(never)]
    fn fake_fumble_no_turnover(&mut self, cause: std::fmt::Arguments<'_>) {
        let card = Card::FakeFumble;
        let cause = self.words(cause);
        self.say(
            EventKind::Note,
            format_args!(
                "{cause}: Fake Fumble, no turnover: the Action ends and the turn goes on ({})",
                card.cite()
            ),
        );
        self.stop_action();
    }

    /// `id` failed a catch: with Fake Fumble played by his team in its turn, he may make no
    /// further Action this turn (004:L6196-L6199), and the pass or hand-off he failed to
    /// catch is no turnover when it comes to rest ([`Self::fake_fumbled_catch`]).
    #[inline]
    pub(crate) fn fake_fumble_catch_failed(&mut self, id: PlayerId) {
        if self.fake_fumble(id.side) {
            self.fake_fumble_catcher(id);
        }
    }

    #[inline(never)]
    fn fake_fumble_catcher(&mut self, id: PlayerId) {
        let card = Card::FakeFumble;
        if let Some(p) = self.s.player_mut(id) {
            p.acted = true;
        }
        self.s.cards.start(CardEffect {
            card,
            side: id.side,
            player: Some(id),
            until: Until::EndOfTurn,
            granted: SkillSet::default(),
            ma: 0,
            st: 0,
        });
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Fake Fumble: {label} failed a catch and makes no further Action this turn ({})",
                card.cite()
            ),
        );
    }

    /// The thrown ball of `side` is at rest with no team-mate holding it: true (and the
    /// thrower's Action ends, the turn going on) when a player of `side` failed a catch this
    /// turn under Fake Fumble (004:L6191-L6196).
    pub(crate) fn fake_fumbled_catch(
        &mut self,
        side: Side,
        cause: std::fmt::Arguments<'_>,
    ) -> bool {
        let failed = self.fake_fumble(side)
            && self
                .s
                .cards
                .effects
                .iter()
                .any(|e| e.card == Card::FakeFumble && e.side == side && e.player.is_some());
        if failed {
            self.fake_fumble_no_turnover(cause);
        }
        failed
    }
}

impl Engine<'_> {
    /// Quick Save played on `id` at his team's turnover: the turn waits for his Action
    /// (004:L6274-L6276); the turnover's `EndTurn` stays under it.
    pub(super) fn quick_save(&mut self, id: PlayerId) {
        let card = Card::QuickSave;
        let label = self.ruling_label(id);
        self.say(
            EventKind::Note,
            format_args!(
                "Quick Save: {label} may make an Action before the turn ends; what would be a \
                 turnover only ends it ({})",
                card.cite()
            ),
        );
        self.push(Step::Turn);
    }

    /// Quick Save's Action is over: the turn it waited for ends, its turnover's `EndTurn`
    /// next once what ending the Action pushed is done (004:L6274-L6276).
    pub(super) fn quick_save_over(&mut self) {
        if let Some(pos) = self.s.stack.iter().rposition(|s| matches!(s, Step::Turn)) {
            self.s.stack.remove(pos);
        }
    }

    /// A turnover while Quick Save's player makes his Action: it only ends his Action
    /// (004:L6276-L6278). True when it does.
    #[inline]
    pub(crate) fn quick_save_turnover(&mut self, cause: std::fmt::Arguments<'_>) -> bool {
        let card = Card::QuickSave;
        let Some(side) = self.s.turn.as_ref().map(|t| t.side) else {
            return false;
        };
        let acting = self.s.action().map(|a| a.player);
        if acting.is_none() || self.s.cards.player_of(side, card) != acting {
            return false;
        }
        let cause = self.words(cause);
        self.say(
            EventKind::Note,
            format_args!(
                "{cause}: Quick Save, his Action ends here and with it the turn ({})",
                card.cite()
            ),
        );
        self.stop_action();
        true
    }
}

impl<S: State> Engine<'_, S> {
    /// Why Quick Save keeps `player` from declaring an Action: after the turnover only its
    /// player may act, once (004:L6274-L6276).
    pub(crate) fn quick_save_problem(&self, player: &Player) -> Option<Rejection> {
        let card = Card::QuickSave;
        let chosen = self.s.cards.player_of(player.id.side, card)?;
        let done = self.s.player(chosen).is_none_or(|p| p.acted);
        (chosen != player.id || done).then(|| {
            self.refuse(
                format_args!(
                    "after the turnover only {} makes an Action, once: Quick Save",
                    self.named(chosen)
                ),
                card.cite(),
            )
        })
    }
}
