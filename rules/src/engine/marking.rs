//! Blitz Bowl's Marking, the `movement` switch at [`Movement::Marking`]: a standing player
//! next to a standing opponent is Marked, otherwise Open (002:L387, L393). What a player may
//! declare follows his status (002:L464-L469): Open, a Run (the engine's Move), a Mark or a
//! Throw; Marked, a Block or a Sidestep; Prone, a Stand Up. No step asks a Dodge or a Go For
//! It roll: a Run never enters a square next to a standing opponent and moves at most its Move
//! (002:L481); a Mark moves up to two squares and ends as soon as it Marks one (002:L501); a
//! Sidestep moves one square and must end Open (002:L594). A Run onto a ball picks it up
//! without a roll; a Mark or a Sidestep onto one makes it Bounce (002:L493, L495).
//!
//! Every check starts with the switch, one field test, so 2016 play walks none of this.

use super::steps::Step;
use super::{Engine, State};
use crate::blitz_ability::BlitzAbility;
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::Square;
use crate::player::{Player, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::ruleset::Movement;
use crate::square_set::SquareSet;
use crate::state::{ActiveAction, Ball};

/// How many squares an Action moves under Marking: a Run its Move, a Mark two, a Sidestep one,
/// any other none (002:L481, L501, L594; a Throw, a Block and a Stand Up do not move).
pub(crate) fn marking_allowance(kind: ActionKind, ma: u8) -> u8 {
    match kind {
        ActionKind::Move => ma,
        ActionKind::Mark => 2,
        ActionKind::Sidestep => 1,
        _ => 0,
    }
}

impl<S: State> Engine<'_, S> {
    /// Whether the match moves by Blitz Bowl's Marking: a plain field test.
    #[inline]
    pub(crate) fn marking(&self) -> bool {
        matches!(self.s.ruleset.movement, Movement::Marking)
    }

    /// An Action's name in this game: Blitz Bowl's Run and Throw under Marking (002:L479,
    /// L510), else the rulebook's.
    #[inline]
    pub(crate) fn action_name(&self, kind: ActionKind) -> &'static str {
        kind.name_in(self.s.ruleset.movement)
    }

    /// The Actions of this game's movement: every one under Marking, 2016's under Tackle Zones
    /// (Mark, Sidestep and Stand Up left out before any check is asked of them).
    #[inline]
    pub(crate) fn movement_actions(&self) -> &'static [ActionKind] {
        if self.marking() {
            &ActionKind::ALL
        } else {
            ActionKind::TACKLE_ZONES
        }
    }

    /// The squares where a player of `side` is Marked: next to a standing opponent (002:L393,
    /// L1153; a Prone player Marks no one, 002:L401).
    pub(crate) fn marked_squares(&self, side: crate::pitch::Side) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for o in self.s.players.iter().filter(|o| o.id.side != side) {
            if let Some(square) = o.square().filter(|_| o.is_standing()) {
                set.insert_around(square);
            }
        }
        set
    }

    /// Whether a step may land on `to` at all: no player there and not a blocked square
    /// (002:L481, L224).
    fn free_square(&self, to: Square) -> bool {
        !self.s.is_occupied(to) && !self.s.ruleset.pitch.blocked.contains(to)
    }

    /// Why no player may declare `action` under this game's movement: Mark, Sidestep and Stand
    /// Up are Blitz Bowl's Actions; Blitz and Hand-off are not among them (002:L1171; a
    /// Hand-off is a Throw to a team-mate next to the thrower, 002:L546).
    pub(crate) fn movement_kind_problem(&self, action: ActionKind) -> Option<Rejection> {
        match action {
            ActionKind::Mark | ActionKind::Sidestep | ActionKind::StandUp if !self.marking() => {
                Some(self.refuse(
                    format_args!(
                        "a {} Action is Blitz Bowl's, and this game moves by Tackle Zones",
                        self.action_name(action)
                    ),
                    "002:L1171",
                ))
            }
            // Blitz Bowl's Foul is an advanced rule (one Block Die read as foul results), in
            // play only when the league turns it on (`engine/blitz_foul.rs`); never 2016's.
            ActionKind::Foul if self.marking() && !self.blitz_foul_on() => Some(self.refuse(
                format_args!(
                    "Blitz Bowl's Foul Action is an advanced rule this match does not play: a \
                     league turns it on (a script's \"advanced\": [\"foul\"])"
                ),
                "002:L745-L767",
            )),
            ActionKind::Blitz | ActionKind::HandOff if self.marking() => Some(self.refuse(
                format_args!(
                    "Blitz Bowl has no {} Action: its Actions are Run (Move), Mark, Throw \
                     (Pass), Block, Sidestep and Stand Up",
                    self.action_name(action)
                ),
                "002:L1171",
            )),
            _ => None,
        }
    }

    /// Under Marking, why `player` may not declare `action` by his status (002:L464-L469),
    /// and for a Mark or a Sidestep, why its move could not end as it must (002:L501, L594).
    pub(crate) fn marking_status_problem(
        &self,
        player: &Player,
        action: ActionKind,
    ) -> Option<Rejection> {
        let square = player.square()?;
        let tag = player.tag();
        if player.stance() != Some(Stance::Standing) {
            return (action != ActionKind::StandUp).then(|| {
                self.refuse(
                    format_args!("{tag} is Prone: a Prone player can only make a Stand Up Action"),
                    "002:L464-L469, L598",
                )
            });
        }
        if action == ActionKind::StandUp {
            return Some(self.refuse(
                format_args!("{tag} is standing: only a Prone player makes a Stand Up Action"),
                "002:L598",
            ));
        }
        let marked = self.marked_squares(player.id.side);
        let is_marked = marked.contains(square);
        match action {
            // Bomber: a Block while Open, at a standing opponent within 3 squares (002:L1051).
            ActionKind::Block if !is_marked && self.bomber_has_target(player) => None,
            ActionKind::Block if !is_marked && player.has_ability(BlitzAbility::Bomber) => {
                Some(self.refuse(
                    format_args!(
                        "{tag} is Open and has no standing opponent within {} squares for a \
                         Bomber's Block",
                        super::blitz_block_abilities::BOMBER_REACH
                    ),
                    "002:L1051",
                ))
            }
            ActionKind::Block | ActionKind::Sidestep if !is_marked => Some(self.refuse(
                format_args!(
                    "{tag} is Open: only a Marked player makes a {} Action",
                    self.action_name(action)
                ),
                "002:L464-L469",
            )),
            ActionKind::Block => None,
            ActionKind::Sidestep => {
                let open = self
                    .s
                    .pitch()
                    .neighbours(square)
                    .any(|to| self.free_square(to) && !marked.contains(to));
                (!open).then(|| {
                    self.refuse(
                        format_args!(
                            "{tag} has no free square next to him that leaves him Open: a \
                             Sidestep must finish Open"
                        ),
                        "002:L594",
                    )
                })
            }
            // War Machine: a Run while Marked (002:L1053, its first sentence, digest §9 A15).
            ActionKind::Move
                if is_marked
                    && player.has_ability(crate::blitz_ability::BlitzAbility::WarMachine) =>
            {
                None
            }
            _ if is_marked => Some(self.refuse(
                format_args!(
                    "{tag} is Marked: a Marked player makes a Block or a Sidestep Action, not a \
                     {}",
                    self.action_name(action)
                ),
                "002:L464-L469",
            )),
            ActionKind::Mark => {
                let reach = self.s.pitch().neighbours(square).any(|one| {
                    self.free_square(one)
                        && (marked.contains(one)
                            || self
                                .s
                                .pitch()
                                .neighbours(one)
                                .any(|two| self.free_square(two) && marked.contains(two)))
                });
                (!reach).then(|| {
                    self.refuse(
                        format_args!(
                            "{tag} cannot finish a Mark Action Marking an opponent: no free \
                             square within two steps is next to a standing opponent"
                        ),
                        "002:L501",
                    )
                })
            }
            ActionKind::Foul => self.blitz_foul_declare_problem(player, square),
            // A Throw is made by an Open player "in possession of a ball" (002:L512, L1209);
            // without one only a Throw Team-mate, where the league plays it (002:L773-L775).
            ActionKind::Pass if !self.s.carries_ball(player.id) => {
                match (
                    player.throws_team_mates(),
                    self.s.ruleset.advanced.throw_team_mate,
                ) {
                    (true, true) => None,
                    (true, false) => Some(self.refuse(
                        format_args!(
                            "{tag} holds no ball, and Blitz Bowl's Throw Team-mate Action is an \
                             advanced rule this match does not play: a league turns it on (a \
                             script's \"advanced\": [\"throw-team-mate\"])"
                        ),
                        "002:L512, L769",
                    )),
                    (false, _) => Some(self.refuse(
                        format_args!(
                            "{tag} holds no ball: only a player in possession of a ball makes a \
                             Throw Action"
                        ),
                        "002:L512, L1209",
                    )),
                }
            }
            _ => None,
        }
    }

    /// Under Marking, why the acting player may not step from `from` to `to` on his Action: a
    /// Run never enters a square next to a standing opponent (002:L481); a Mark's step must
    /// Mark one or leave a step that does (002:L501); a Sidestep must end Open (002:L594).
    pub(crate) fn marking_step_problem(
        &self,
        action: &ActiveAction,
        player: &Player,
        from: Square,
        to: Square,
    ) -> Option<Rejection> {
        if self.s.ruleset.pitch.blocked.contains(to) {
            return Some(self.blocked_square(to));
        }
        let marked = self.marked_squares(player.id.side);
        match action.kind {
            // Insignificant opponents and Leap bend it (`engine/blitz_run_abilities.rs`).
            ActionKind::Move => self.run_step_problem(action, player, from, to),
            ActionKind::Mark if !marked.contains(to) => {
                let last = action.moved.saturating_add(1) >= 2;
                let then =
                    !last
                        && self.s.pitch().neighbours(to).any(|two| {
                            two != from && self.free_square(two) && marked.contains(two)
                        });
                (!then).then(|| {
                    self.refuse(
                        format_args!(
                            "a Mark Action must finish Marking an opponent, and from {to} {} \
                             can no more",
                            player.tag()
                        ),
                        "002:L501",
                    )
                })
            }
            ActionKind::Sidestep if marked.contains(to) => Some(self.refuse(
                format_args!(
                    "a Sidestep must finish Open, and {to} is next to a standing opponent"
                ),
                "002:L594",
            )),
            _ => None,
        }
    }

    /// Under Marking, why the acting player has no square left to step with: each Action moves
    /// its own number of squares, and there is no Go For It (002:L481, L501, L594).
    pub(crate) fn marking_pay_problem(
        &self,
        action: &ActiveAction,
        player: &Player,
    ) -> Option<Rejection> {
        let allowance = match action.kind {
            ActionKind::Move => super::blitz_run_abilities::run_allowance(action, player),
            kind => marking_allowance(kind, player.profile.ma),
        };
        // A Free Run an ability caps (Hit and Run's 2 squares, 002:L1040).
        let allowance = super::blitz_free_action::free_run_cap(action.free)
            .map_or(allowance, |cap| allowance.min(cap));
        (action.moved >= allowance).then(|| {
            self.refuse(
                format_args!(
                    "{} has moved {} of the {allowance} squares a {} Action allows; Blitz Bowl \
                     has no Go For It",
                    player.tag(),
                    action.moved,
                    self.action_name(action.kind)
                ),
                "002:L481, L501, L594",
            )
        })
    }

    /// Under Marking, why the acting player may not end his Action yet: a Mark must finish
    /// Marking an opponent, a Sidestep must move its square (002:L501, L594). Both end by
    /// themselves once done ([`Engine::marking_step_over`]).
    pub(crate) fn marking_end_problem(&self) -> Option<Rejection> {
        let action = self.s.action()?;
        let owed = match action.kind {
            ActionKind::Mark => "a Mark Action must finish Marking an opponent",
            ActionKind::Sidestep => "a Sidestep Action moves one square",
            ActionKind::Move => return self.run_end_problem(action),
            _ => return None,
        };
        Some(self.refuse(
            format_args!("{owed}: move first (or end the turn)"),
            "002:L501, L594",
        ))
    }
}

impl Engine<'_> {
    /// Under Marking, a step onto a ball: a Run picks it up with no roll; a Mark or a Sidestep,
    /// a player who holds one already, or one with a '-' Throw Value, makes it Bounce
    /// (002:L493, L495, L327).
    pub(crate) fn marking_ball_steps(&mut self, player: PlayerId, to: Square) -> Vec<Step> {
        if !self.take_up_ball_on(to) {
            return Vec::new();
        }
        let run = self.s.action().is_some_and(|a| a.kind == ActionKind::Move);
        let label = self.ruling_label(player);
        let holds = self
            .s
            .player(player)
            .is_some_and(super::throw_ruler::can_hold);
        if !holds {
            self.say(
                EventKind::BallMoved { to: Some(to) },
                format_args!(
                    "{label} has a '-' Throw Value and cannot take possession: the ball \
                     Bounces from {to} (002:L327)"
                ),
            );
            return vec![Step::LooseBall { from: to }];
        }
        if !run && !self.s.carries_ball(player) && self.handling_takes(player, to) {
            let how = if self.s.action().is_some_and(|a| a.kind == ActionKind::Mark) {
                "marks"
            } else {
                "sidesteps"
            };
            self.handling_take(player, to, how);
            return Vec::new();
        }
        if run && !self.s.carries_ball(player) {
            self.s.ball = Ball::Held(player);
            self.say(
                EventKind::BallHeld { player },
                format_args!("{label} runs onto the ball and picks it up, no roll (002:L493)"),
            );
            return Vec::new();
        }
        self.say(
            EventKind::BallMoved { to: Some(to) },
            format_args!(
                "{label} moves onto the ball {}: it Bounces (002:L493, L495)",
                if run {
                    "holding another"
                } else {
                    "without a Run"
                }
            ),
        );
        vec![Step::LooseBall { from: to }]
    }

    /// Under Marking, after a step and its ball: a Mark that now Marks an opponent, and a
    /// Sidestep, are over (002:L501, L594).
    pub(crate) fn marking_step_over(&mut self, player: PlayerId, to: Square) {
        let Some(kind) = self.s.action().map(|a| a.kind) else {
            return;
        };
        let over = match kind {
            ActionKind::Mark => self.marked_squares(player.side).contains(to),
            ActionKind::Sidestep => true,
            _ => false,
        };
        if over {
            self.push(Step::EndAction);
        }
    }

    /// Under Marking, the Stand Up Action: he stands, and the Action is over (002:L598).
    pub(crate) fn marking_stand_up(&mut self, id: PlayerId) {
        self.stand_up(id, 0, "(a Stand Up Action, 002:L598)");
        self.push(Step::EndAction);
    }
}
