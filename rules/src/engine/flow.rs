//! The flow of play: turns, turnovers, touchdowns, the end of a drive and of a half.

use super::Engine;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::DieKind;
use crate::event::EventKind;
use crate::pitch::Side;
use crate::player::{Place, Stance};
use crate::state::{Ball, TurnState};

/// Turns per team per half (000:L399-L413, L798).
pub(crate) const TURNS_PER_HALF: u8 = 8;

impl Engine<'_> {
    /// A turnover: the Action in progress stops, and once the rolls already owed (armour,
    /// injury, bounces) are made, the turn ends (000:L441-L451). Callers push those rolls after.
    pub(crate) fn turnover(&mut self, cause: String) {
        let Some(turn) = self.s.turn.as_mut() else {
            return;
        };
        if turn.turnover.is_some() {
            return;
        }
        turn.turnover = Some(cause.clone());
        let side = turn.side;
        self.say(
            EventKind::Turnover { side },
            format!("TURNOVER: {cause} (000:L441-L451)"),
        );
        self.s.stack.clear();
        self.s.stack.push(Step::EndTurn);
    }

    /// Scores a touchdown if a standing player holds the ball in the End Zone his team scores
    /// in (000:L802-L810). Returns whether one was scored.
    pub(crate) fn touchdown(&mut self) -> bool {
        let Ball::Held(id) = self.s.ball else {
            return false;
        };
        let Some(player) = self.s.player(id) else {
            return false;
        };
        let scores = player.is_standing()
            && player
                .square()
                .is_some_and(|s| s.x() == id.side.scoring_end_zone_x());
        if !scores {
            return false;
        }
        let label = player.label();
        let active = self.s.turn.as_ref().map(|t| t.side);
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
        self.say(EventKind::Touchdown { player: id }, text);
        if let Some(turn) = self.s.turn.as_mut() {
            turn.turnover.get_or_insert_with(|| "touchdown".to_string());
        }
        self.s.stack.clear();
        self.s.stack.push(Step::EndDrive { kicking: id.side });
        true
    }

    /// Ends the Action in progress: drops everything above it on the stack.
    pub(crate) fn end_action(&mut self) {
        if let Some(pos) = self.s.stack.iter().rposition(|s| *s == Step::Action) {
            self.s.stack.truncate(pos);
        }
        let action = self.s.turn.as_mut().and_then(|t| t.action.take());
        if let Some(action) = action {
            let label = self.label(action.player);
            self.say(
                EventKind::ActionEnded {
                    player: action.player,
                },
                format!("{label}: {} Action over", action.kind.name()),
            );
        }
    }

    /// The end of a turn: the team's Stunned players from earlier turns turn face-up
    /// (000:L633), then the other team's turn, or the end of the half (000:L798).
    pub(crate) fn end_turn(&mut self) {
        let Some(turn) = self.s.turn.take() else {
            return;
        };
        let side = turn.side;
        let mut flipped = Vec::new();
        for p in &mut self.s.players {
            if p.id.side == side
                && p.stance() == Some(Stance::Stunned)
                && !p.stunned_this_turn
                && let Place::Pitch { square, .. } = p.place
            {
                p.place = Place::Pitch {
                    square,
                    stance: Stance::Prone,
                };
                flipped.push((p.id, p.label()));
            }
        }
        for p in &mut self.s.players {
            p.stunned_this_turn = false;
        }
        for (id, label) in flipped {
            self.say(
                EventKind::TurnedFaceUp { player: id },
                format!("{label} turns face-up: Stunned since an earlier turn (000:L633)"),
            );
        }
        self.say(
            EventKind::TurnEnded { side },
            format!("End of the {} turn", side.name()),
        );
        let next = side.opponent();
        if self.half_over() {
            self.s.stack.clear();
            self.s.stack.push(Step::EndDrive {
                kicking: self.s.kicking,
            });
        } else {
            self.start_turn(next);
        }
    }

    fn half_over(&self) -> bool {
        Side::BOTH
            .iter()
            .all(|&side| self.s.team(side).turn >= TURNS_PER_HALF)
    }

    /// A team's turn starts: it moves its Turn marker (000:L413).
    pub(crate) fn start_turn(&mut self, side: Side) {
        if self.s.team(side).turn >= TURNS_PER_HALF {
            // This team has had its 8 turns; the other plays on until it has too.
            let other = side.opponent();
            if self.s.team(other).turn < TURNS_PER_HALF {
                return self.start_turn(other);
            }
        }
        let team = self.s.team_mut(side);
        team.turn = team.turn.saturating_add(1);
        let turn_no = team.turn;
        for p in &mut self.s.players {
            p.acted = false;
            if p.id.side == side {
                p.used_dodge = false;
            }
        }
        self.s.turn = Some(TurnState {
            side,
            blitz_used: false,
            team_reroll_used: false,
            turnover: None,
            action: None,
        });
        self.s.stack.clear();
        self.s.stack.push(Step::Turn);
        let half = self.s.half;
        self.say(
            EventKind::TurnStarted {
                side,
                turn: turn_no,
            },
            format!(
                "Half {half}, turn {turn_no} of {}: {} ({})",
                TURNS_PER_HALF,
                self.s.team(side).name,
                side.name()
            ),
        );
    }

    /// The drive is over: clear the pitch; at the end of a half restore re-rolls or blow the
    /// final whistle; otherwise roll for KO'd players and set up again (000:L812-L818).
    pub(crate) fn end_drive(&mut self, kicking: Side) {
        self.s.turn = None;
        self.s.ball = Ball::OffPitch;
        for p in &mut self.s.players {
            if p.square().is_some() {
                p.place = Place::Reserves;
            }
            p.lost_tackle_zones = false;
            p.out_until_drive_ends = false;
            p.acted = false;
        }
        self.say(
            EventKind::DriveEnded,
            "The drive is over: the pitch is cleared",
        );
        let mut kicking = kicking;
        if self.half_over() {
            let half = self.s.half;
            self.say(
                EventKind::HalfEnded { half },
                format!("End of half {half}: both teams have had 8 turns (000:L798)"),
            );
            if half >= 2 {
                self.s.finished = true;
                self.s.stack.clear();
                let (home, away) = (self.s.team(Side::Home), self.s.team(Side::Away));
                let text = format!(
                    "Final whistle: {} {} - {} {}",
                    home.name, home.score, away.score, away.name
                );
                self.say(EventKind::MatchEnded, text);
                return;
            }
            self.s.half = 2;
            for team in &mut self.s.teams {
                team.rerolls = team.rerolls_per_half;
                team.turn = 0;
            }
            kicking = self.s.first_kicking.opponent();
            self.say(
                EventKind::HalfEnded { half },
                "Half time: team re-rolls back to their starting number (000:L760); the team that \
                 received first kicks (000:L816)",
            );
        }
        self.s.stack.clear();
        self.s.stack.push(Step::NextDrive { kicking });
        let knocked_out: Vec<_> = self
            .s
            .players
            .iter()
            .filter(|p| p.place == Place::KnockedOut)
            .map(|p| p.id)
            .collect();
        for player in knocked_out.into_iter().rev() {
            let label = self.label(player);
            self.s.stack.push(Step::Roll(PendingRoll {
                kind: RollKind::KoRecovery { player },
                side: player.side,
                dice: vec![DieKind::D6],
                target: Some(4),
                modifiers: Vec::new(),
                rerolled: true,
                purpose: format!("{label} is KO'd: 4-6 returns to Reserves (000:L634, L814)"),
            }));
        }
    }

    /// Set-up for the next kick-off, kicking team first (000:L816).
    pub(crate) fn next_drive(&mut self, kicking: Side) {
        self.s.kicking = kicking;
        self.s.stack.clear();
        self.s.stack.push(Step::Setup { side: kicking });
        let name = self.s.team(kicking).name.clone();
        self.say(
            EventKind::Setup { side: kicking },
            format!("{name} ({}) kicks: set up first (000:L374)", kicking.name()),
        );
    }
}
