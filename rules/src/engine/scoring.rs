//! Touchdowns (000:L802-L810): when a standing player holding the ball in the End Zone his
//! team scores in scores (at once in the opponent's turn, as his own Action ends in his own),
//! and what a touchdown does to the score, the Turn markers and the drive.

use super::Engine;
use super::steps::Step;
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::Side;
use crate::player::PlayerId;
use crate::ruleset::ScoringPolicy;
use crate::state::Ball;

impl Engine<'_> {
    /// Scores a touchdown if a standing player holds the ball in the End Zone his team scores
    /// in (000:L802-L810). Returns whether one was scored.
    pub(crate) fn touchdown(&mut self) -> bool {
        self.touchdown_in(None)
    }

    /// [`Engine::touchdown`], in the turn of `turn_ended` when given (the turn just ended, for
    /// Blackmail's player back on his side as it ends, 000:L810), else the turn being played.
    /// The checks that find no touchdown come first and cheap, as every step asks them.
    #[inline(always)]
    pub(crate) fn touchdown_in(&mut self, turn_ended: Option<Side>) -> bool {
        if let ScoringPolicy::Points { .. } = self.s.ruleset.scoring {
            // Points: a touchdown is looked for as an Action ends (`end_action`, 002:L618).
            return false;
        }
        // Two balls in play (Rogue Ball, Ball Clone): asked only then.
        if !self.s.other_balls.is_empty() && self.replica_before_touchdown() {
            return true;
        }
        let Ball::Held(id) = self.s.ball else {
            return false;
        };
        // `holds_ball_in_end_zone` says the same, but this runs at every rest of the step loop
        // with the two checks above done already: calling it, a box match measured 1.239 M
        // instructions against 1.230 M spelt out (callgrind, `play_matches`).
        let Some(player) = self.s.player(id) else {
            return false;
        };
        let scores = player.is_standing()
            && player
                .square()
                .is_some_and(|s| s.x() == self.s.pitch().scoring_end_zone_x(id.side));
        if !scores || self.blackmail_scores_not(id) {
            return false;
        }
        let active = turn_ended.or_else(|| self.s.turn.as_ref().map(|t| t.side));
        if turn_ended.is_none() && active == Some(id.side) && self.action_under_way() {
            return self.touchdown_as_action_ends();
        }
        self.touchdown_scored(id, active)
    }

    /// An Action of the team whose turn it is is under way: its `Step::Action` is on the stack
    /// (a turnover clears it, `end_action` drops it).
    fn action_under_way(&self) -> bool {
        self.s.stack.iter().any(|s| matches!(s, Step::Action))
    }

    /// In his own turn a player standing in the End Zone with the ball scores as the Action
    /// ends, not as he steps in (000:L802-L806). While the acting player still has his Blitz's
    /// block or his Foul to make the touchdown waits for it (he may not leave the End Zone
    /// meanwhile, `end_zone_kept`); otherwise nothing left to him can matter, so his Action
    /// ends here and the step loop scores it on the turn. Blood Lust's bite comes first, in
    /// `end_action` (004:L9979-L9981). Returns whether the Action ended.
    #[cold]
    #[inline(never)]
    fn touchdown_as_action_ends(&mut self) -> bool {
        let waits = self.s.action().is_some_and(|a| {
            a.kind == ActionKind::Foul || (a.kind == ActionKind::Blitz && !a.blocked)
        });
        if waits {
            return false;
        }
        self.end_action();
        true
    }

    /// The touchdown [`Engine::touchdown_in`] found: `id` scores in the turn of `active`
    /// (000:L802-L810), out of line, as most steps find none.
    #[inline(never)]
    fn touchdown_scored(&mut self, id: PlayerId, active: Option<Side>) -> bool {
        let Some(player) = self.s.player(id) else {
            return false;
        };
        let label = self.ruling_name(player);
        let team = self.s.team_mut(id.side);
        team.score = team.score.saturating_add(1);
        let mut text =
            format!("TOUCHDOWN! {label} holds the ball standing in the End Zone (000:L802-L806)");
        if active.is_some_and(|side| side != id.side) {
            team.turn = team.turn.saturating_add(1);
            text.push_str(
                "; scored in the opponent's turn, so the scorer's Turn marker moves one space on \
                 (000:L808-L810)",
            );
        }
        self.say(EventKind::Touchdown { player: id }, format_args!("{text}"));
        // It's All To Play For (004:L5333-L5352).
        self.equaliser(id.side);
        if let Some(turn) = self.s.turn.as_mut() {
            turn.turnover.get_or_insert_with(|| "touchdown".to_string());
        }
        self.s.stack.clear();
        if self.s.half > 2 {
            // Sudden death: the first touchdown of overtime wins (000:L800). The drive it ends
            // ends as any other (Appalling Stands' D6s, 004:L3658-L3662), and `end_drive`
            // then blows the whistle.
            self.s.stack.push(Step::EndDrive {
                kicking: id.side,
                heat_rolled: false,
            });
            self.fuse_at_touchdown();
            self.s.turn = None;
            return true;
        }
        self.s.stack.push(Step::EndDrive {
            kicking: id.side,
            heat_rolled: false,
        });
        // Galandril's D6 for the touchdown, before the drive ends (004:L3228-L3231).
        self.galandril_cheers(id.side, "scored a touchdown");
        self.fuse_at_touchdown();
        true
    }
}
