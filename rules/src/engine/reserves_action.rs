//! Blitz Bowl's Reserves Action and Emergency Reserves (the `reserves` switch): a Reserves
//! player (in the Dugout) may make only a Reserves Action, which places him on a square of his
//! team's End Zone; not next to a standing opponent nor on a ball unless no other square is
//! left, a ball he is put on Bounces, and with every End Zone square taken no Reserves Action
//! is made (002:L602). At the Emergency Reserves step of the Pre-Turn Sequence, a team with
//! at least its Emergency Reserves Value of Reserves players may (or, by the glossary's
//! reading, must) make one free Reserves Action (002:L610, L1129; digest §9 A8), a Free Action
//! with its Claim Challenge Card step (002:L473). A player with Handling put onto a ball takes
//! it instead of its Bouncing (002:L291, L1039).

use super::steps::Step;
use super::{Engine, State};
use crate::event::EventKind;
use crate::input::{ActionKind, Decision};
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::ruleset::{ReservesPolicy, ScoringPolicy};
use crate::square_set::SquareSet;
use crate::state::{ActiveAction, Ball};

impl<S: State> Engine<'_, S> {
    /// The squares of `side`'s End Zone a Reserves player may be put on now: empty and not
    /// blocked; of those, the ones not next to a standing opponent and without a ball, unless
    /// there are none (002:L602; a Prone opponent does not count, 002:L401).
    pub(crate) fn reserves_squares(&self, side: Side) -> SquareSet {
        let pitch = self.s.pitch();
        let mut free = SquareSet::EMPTY;
        for square in SquareSet::end_zone(pitch, side).iter() {
            if !self.s.is_occupied(square) && !self.s.ruleset.pitch.blocked.contains(square) {
                free.insert(square);
            }
        }
        let mut near_opponent = SquareSet::EMPTY;
        for o in self.s.players.iter().filter(|o| o.id.side != side) {
            if let Some(square) = o.square().filter(|_| o.is_standing()) {
                near_opponent.insert_around(square);
            }
        }
        let mut preferred = SquareSet::EMPTY;
        for square in free.iter() {
            if !near_opponent.contains(square)
                && self.s.ball != Ball::OnGround(square)
                && self.s.other_ball_on(square).is_none()
            {
                preferred.insert(square);
            }
        }
        let mut squares = if preferred.is_empty() {
            free
        } else {
            preferred
        };
        // Arena 2: any Trapdoor instead, whoever or whatever is on it (002:L800).
        if self.s.ruleset.arena.reserves_on_trapdoor {
            for square in self.s.ruleset.pitch.trapdoors.iter() {
                squares.insert(square);
            }
        }
        squares
    }

    /// Why `id` may not declare a Reserves Action now (002:L464-L469, L602).
    pub(crate) fn reserves_declare_problem(&self, id: PlayerId) -> Option<Rejection> {
        if self.s.ruleset.reserves == ReservesPolicy::BetweenDrives {
            return Some(self.refuse(
                format_args!(
                    "a Reserves Action is Blitz Bowl's: in this game players come back at a \
                     drive's set-up"
                ),
                "002:L602",
            ));
        }
        let Some(turn) = self.s.turn.as_ref() else {
            return Some(self.refuse_input(format_args!("no turn is in progress")));
        };
        let Some(player) = self.s.player(id) else {
            return Some(self.refuse_input(format_args!("there is no player {id}")));
        };
        if id.side != turn.side {
            return Some(self.refuse(
                format_args!("it is the {} team's turn", self.s.team(turn.side).name),
                "002:L458",
            ));
        }
        if player.place != Place::Reserves {
            return Some(self.refuse(
                format_args!(
                    "{} is not in the Dugout: only a Reserves player makes a Reserves Action",
                    player.tag()
                ),
                "002:L464-L469, L602",
            ));
        }
        if let Some(problem) = self
            .turn_action_problem(turn, ActionKind::Reserves)
            .or_else(|| self.repeat_problem(turn, player, ActionKind::Reserves))
        {
            return Some(problem);
        }
        self.reserves_squares(id.side).is_empty().then(|| {
            self.refuse(
                format_args!(
                    "every square of the {} End Zone holds a player: no Reserves Action",
                    self.s.team(id.side).name
                ),
                "002:L602",
            )
        })
    }

    /// The turn's Reserves Actions, one for each Reserves player of `side`, when one may be
    /// made (asked by the turn's prompt under the `reserves` switch only).
    pub(crate) fn reserves_declare_options(&self, side: Side, options: &mut Vec<Decision>) {
        for p in self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place == Place::Reserves)
        {
            if self.reserves_declare_problem(p.id).is_none() {
                options.push(Decision::Declare {
                    player: p.id,
                    action: ActionKind::Reserves,
                });
            }
        }
    }

    /// The squares the Reserves Action's player may be placed on, as `place` decisions.
    pub(crate) fn reserves_place_options(&self, player: PlayerId, options: &mut Vec<Decision>) {
        options.extend(
            self.reserves_squares(player.side)
                .iter()
                .map(|square| Decision::Place { player, square }),
        );
    }

    /// The Emergency Reserves step's options: each Reserves player on each square he may
    /// take, and `done` when the step is the coach's choice (digest §9 A8).
    pub(crate) fn emergency_reserves_options(&self, side: Side) -> Vec<Decision> {
        let mut options = Vec::new();
        for p in self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place == Place::Reserves)
        {
            self.reserves_place_options(p.id, &mut options);
        }
        if self.s.ruleset.reserves
            != (ReservesPolicy::ReservesAction {
                emergency_must: true,
            })
        {
            options.push(Decision::Done);
        }
        options
    }

    /// Whether `side` is due a free Reserves Action: its Reserves players number at least
    /// its Emergency Reserves Value (0: none given, never), and one can be placed (002:L610).
    /// An Arena may change the Value (Arena 1: 1 lower, 002:L799), never below one player.
    fn emergency_due(&self, side: Side) -> bool {
        let given = self.s.team(side).emergency_reserves;
        let erv = if given == 0 {
            0
        } else {
            given
                .saturating_add_signed(self.s.ruleset.arena.erv_modifier)
                .max(1)
        };
        let reserves = self
            .s
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place == Place::Reserves)
            .count();
        erv > 0 && reserves >= usize::from(erv) && !self.reserves_squares(side).is_empty()
    }
}

impl Engine<'_> {
    /// The Reserves Action's player is placed on `square` (002:L602): the Action is over.
    pub(crate) fn reserves_place(
        &mut self,
        player: PlayerId,
        square: Square,
    ) -> Result<(), Rejection> {
        let acting = self.s.action().map(|a| a.player);
        if acting != Some(player) {
            return Err(self.refuse_input(format_args!(
                "{player} is not the player making the Reserves Action"
            )));
        }
        self.check_reserves_square(player, square)?;
        let steps = self.put_in_end_zone(player, square, "Reserves Action");
        self.end_action();
        self.push_in_order(steps);
        Ok(())
    }

    /// The Emergency Reserves step: one free Reserves Action, `player` on `square`, or none
    /// (`None`) when the coach may decline (002:L610; digest §9 A8).
    pub(crate) fn emergency_reserves(
        &mut self,
        side: Side,
        placed: Option<(PlayerId, Square)>,
    ) -> Result<(), Rejection> {
        let Some((player, square)) = placed else {
            if self.s.ruleset.reserves
                == (ReservesPolicy::ReservesAction {
                    emergency_must: true,
                })
            {
                return Err(self.refuse(
                    format_args!("Emergency Reserves are a must in this game: place a player"),
                    "002:L1129",
                ));
            }
            self.s.stack.pop();
            let team = self.s.team(side).name.clone();
            self.say(
                EventKind::Note,
                format_args!("{team} make no Emergency Reserves Action (002:L610: \"may\")"),
            );
            return Ok(());
        };
        if player.side != side || self.s.player(player).map(|p| p.place) != Some(Place::Reserves) {
            return Err(self.refuse(
                format_args!("{player} is not one of the {side:?} team's Reserves players"),
                "002:L610",
            ));
        }
        self.check_reserves_square(player, square)?;
        self.s.stack.pop();
        if self.s.challenges.is_some() {
            // What the claim after it compares against (002:L654).
            self.challenge_snapshot(side);
        }
        let steps = self.put_in_end_zone(player, square, "free Emergency Reserves Action");
        // A free Action, with its Touchdown check and Claim Challenge Card step like any
        // (002:L473, L610), after the Bounce of a ball he was put on; Arena 3's free Run
        // (002:L801) is granted after that claim, as after any Reserves Action.
        if let ScoringPolicy::Points { touchdown, .. } = self.s.ruleset.scoring {
            self.after_points_action(
                ActiveAction {
                    player,
                    kind: ActionKind::Reserves,
                    moved: 0,
                    extra: 0,
                    blocked: false,
                    rolled_move: None,
                    free: None,
                    block_missed: false,
                    thrown_to: None,
                    go_for_it_barred: false,
                },
                touchdown,
            );
        }
        self.push_in_order(steps);
        Ok(())
    }

    /// Pre-Turn step C (002:L610), reached once the steps before it are done: asks for the
    /// free Reserves Action when it is due.
    pub(crate) fn emergency_reserves_due(&mut self, side: Side) {
        if self.emergency_due(side) {
            self.push(Step::EmergencyReserves { side });
        }
    }

    fn check_reserves_square(&self, player: PlayerId, square: Square) -> Result<(), Rejection> {
        if self.reserves_squares(player.side).contains(square) {
            return Ok(());
        }
        Err(self.refuse(
            format_args!(
                "{square} is not open to a Reserves player: a free square of his End Zone, not \
                 next to a standing opponent nor on a ball while another is left"
            ),
            "002:L602",
        ))
    }

    /// Puts `player` standing on `square`; a ball there Bounces (002:L602), unless he has
    /// Handling: put onto it, he picks it up as a Run would (002:L291, L1039). Returns the
    /// steps to run.
    fn put_in_end_zone(&mut self, player: PlayerId, square: Square, how: &str) -> Vec<Step> {
        if self.s.ruleset.pitch.trapdoors.contains(square)
            && self.s.ruleset.arena.reserves_on_trapdoor
        {
            self.clear_trapdoor(square);
        }
        self.s.set_place(
            player,
            Place::Pitch {
                square,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(player);
        self.say(
            EventKind::Note,
            format_args!("{label} comes back from the Dugout to {square} ({how}, 002:L602)"),
        );
        if self.handling_takes(player, square) {
            self.handling_take(player, square, "is put");
            return Vec::new();
        }
        if self.take_up_ball_on(square) {
            self.say(
                EventKind::BallMoved { to: Some(square) },
                format_args!("no other square was left: the ball on {square} Bounces (002:L602)"),
            );
            return vec![Step::LooseBall { from: square }];
        }
        Vec::new()
    }

    /// Arena 2: a Reserves player is coming up through the Trapdoor `square` (002:L800): a
    /// player there is Injured at once, and a ball there (lying, or held by him) is removed
    /// from the pitch.
    fn clear_trapdoor(&mut self, square: Square) {
        let rule = "Arena 2, 002:L800";
        let removed = self.balls_out_at(square);
        if let Some(id) = self.s.player_at(square).map(|p| p.id) {
            let label = self.ruling_label(id);
            self.say(
                EventKind::Note,
                format_args!("{label} stands on the Trapdoor {square} a Reserves player comes up through ({rule})"),
            );
            self.injure(id);
        }
        if removed > 0 {
            self.say(
                EventKind::BallMoved { to: None },
                format_args!(
                    "the ball on the Trapdoor {square} is removed from the pitch ({rule})"
                ),
            );
        }
    }
}
