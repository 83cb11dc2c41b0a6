//! Builds the prompt from the step on top of the stack: who decides and every legal option,
//! or which dice are wanted for what.

use crate::skill::Skill;
use tables::Rulebook;

use super::steps::{BlockCtx, Step};
use super::{Engine, State};
use crate::dice::natural_needed;
use crate::input::{ActionKind, Decision};
use crate::pitch::{Side, Square};
use crate::prompt::{DecisionKind, DecisionRequest, Placings, Prompt, RollRequest};
use crate::square_set::SquareSet;
use crate::state::{ActiveAction, MatchState};

pub(crate) fn build(
    state: &MatchState,
    book: &Rulebook,
    planted: Option<super::PlantedBug>,
    worded: bool,
    spare: &mut Spare,
) -> Prompt {
    let mut engine = Engine::reading(state, book, planted);
    engine.worded = worded;
    engine.prompt(spare)
}

/// Lists a prompt may write into instead of new ones: those of an earlier prompt, kept by
/// [`super::Match::prompt_into`] across the roll prompts between two decisions. A list the
/// new prompt does not use stays here for the next.
#[derive(Debug, Default)]
pub(crate) struct Spare {
    pub options: Vec<Decision>,
    pub players: Vec<crate::player::PlayerId>,
    /// A roll prompt's lists: about one input in five is a roll.
    pub modifiers: Vec<crate::prompt::Modifier>,
    pub rerolls: Vec<crate::input::Reroll>,
}

impl<S: State> Engine<'_, S> {
    /// What the player of the Action under way may still do, for the prompt's question: its
    /// own act while not spent (no block offered in a Move, Pass, Hand-off or Foul Action,
    /// 000:L425-L437; a Blitz's one block, 000:L539), a move only where `options` offer one
    /// (none in Blitz Bowl's Throw, 002:L512, nor after a failed Animosity roll, 004:L9810),
    /// and ending the Action where it may end.
    fn action_choices(&self, action: &ActiveAction, options: &[Decision]) -> String {
        let marking = self.marking();
        // A step of his (a move, a leap, a Ball & Chain's square, a placing), the Action's or
        // turn's end, or else his act.
        let step_of = |o: &Decision| {
            matches!(
                o,
                Decision::Move { .. }
                    | Decision::Leap { .. }
                    | Decision::BallAndChain { .. }
                    | Decision::Place { .. }
            )
        };
        let moves = options.iter().any(step_of);
        let step = match action.kind {
            ActionKind::Move if marking => "run",
            ActionKind::Mark => "move to Mark an opponent",
            ActionKind::Sidestep => "sidestep",
            ActionKind::Reserves => "place the player",
            ActionKind::StandUp => "",
            _ => "move",
        };
        let act = match action.kind {
            ActionKind::Block => "block",
            ActionKind::Blitz => "block once",
            ActionKind::Pass => "throw",
            ActionKind::HandOff => "hand off",
            ActionKind::Foul => "foul",
            ActionKind::Bomb => "throw the bomb",
            _ => "",
        };
        let spent = matches!(action.kind, ActionKind::Block | ActionKind::Blitz) && action.blocked;
        // Its act is named while offered now, or while he may still move to where it would be
        // (a rooted Blitzer with no one next to him has only the Action's end).
        let acts_now = options
            .iter()
            .any(|o| !step_of(o) && !matches!(o, Decision::EndAction | Decision::EndTurn));
        let mut verbs: Vec<&str> = Vec::with_capacity(3);
        if moves && !step.is_empty() {
            verbs.push(step);
        }
        if !act.is_empty() && !spent && (moves || acts_now) {
            verbs.push(act);
        }
        if options.contains(&Decision::EndAction) {
            verbs.push("end the Action");
        }
        match verbs.as_slice() {
            [] => "end the turn".to_string(),
            [one] => (*one).to_string(),
            [first @ .., last] => format!("{} or {last}", first.join(", ")),
        }
    }

    /// The Action prompt's question, with the choices `options` give.
    fn action_about(&self, options: &[Decision]) -> String {
        let Some(action) = self.s.action() else {
            return ": go on with the Action or end it".to_string();
        };
        let label = format!(
            "{} ({} Action)",
            self.label(action.player),
            self.action_name(action.kind)
        );
        if self.holds_ball_in_end_zone(action.player) && !self.blackmail_scores_not(action.player) {
            // The touchdown waits for the Action's end (000:L802-L806).
            return format!(
                "{label}: in the End Zone with the ball; {}end the Action to score \
                 the touchdown (000:L802-L806)",
                match action.kind {
                    ActionKind::Foul => "make the Foul or ",
                    ActionKind::Block | ActionKind::Blitz => "make the block or ",
                    _ => "",
                }
            );
        }
        format!("{label}: {}", self.action_choices(action, options))
    }

    /// The prompt; `spare` is a list whose room the commonest option lists (set-up, turn,
    /// Action) are written into instead of a new one.
    fn prompt(&self, spare: &mut Spare) -> Prompt {
        let active = self.s.turn.as_ref().map_or(self.s.kicking, |t| t.side);
        let Some(top) = self.s.stack.last() else {
            let (home, away) = (self.s.team(Side::Home), self.s.team(Side::Away));
            // A draw settled by a penalty shoot-out names its winner (000:L800).
            let shoot_out = self.s.shoot_out.map_or(String::new(), |side| {
                format!("; {} wins the penalty shoot-out", self.s.team(side).name)
            });
            return Prompt::MatchOver {
                result: format!(
                    "{} {} - {} {}{shoot_out}",
                    home.name, home.score, away.score, away.name
                ),
            };
        };
        let worded = self.worded;
        let decision =
            |side: Side, kind: DecisionKind, about: &dyn Fn() -> String, options: Vec<Decision>| {
                Prompt::Decision(DecisionRequest {
                    side,
                    kind,
                    about: if worded { about() } else { String::new() },
                    options,
                    placings: Placings::default(),
                })
            };
        match top {
            Step::ChooseInducements { chosen, spectacle } => {
                let stands = super::choose_inducements::still_chosen(&self.s, *chosen, *spectacle);
                decision(
                    Side::Home,
                    DecisionKind::ChooseInducements,
                    &|| {
                        let spectacle = spectacle.map_or(String::new(), |[a, b]| {
                            format!(
                                "; Reputation for Spectacle gives each team {}0,000 more \
                             (004:L3721-L3723)",
                                a + b
                            )
                        });
                        if stands {
                            format!(
                                "The inducements are chosen and in the match's setup: go on to the \
                             Special Play cards and the fans (004:L2676-L2682){spectacle}"
                            )
                        } else if *chosen {
                            format!(
                                "Inducements: the stadium, the referee or Reputation for \
                             Spectacle's 2D6 is not what they were chosen knowing; the coaches \
                             choose them again in the Inducements panel \
                             (004:L2676-L2682){spectacle}"
                            )
                        } else {
                            format!(
                                "Inducements: the coaches choose them now, after the Weather, \
                             Stadium and Referee rolls, in the Inducements panel \
                             (004:L2676-L2682, L2730-L2778){spectacle}"
                            )
                        }
                    },
                    if stands {
                        vec![Decision::InducementsChosen]
                    } else {
                        Vec::new()
                    },
                )
            }
            Step::CoinToss => decision(
                Side::Home,
                DecisionKind::CoinToss,
                &|| {
                    "Coin toss: the referee enters the winner, who chooses to kick or receive \
                 (000:L149, L374)"
                        .into()
                },
                Side::BOTH
                    .iter()
                    .map(|&winner| Decision::CoinToss { winner })
                    .collect(),
            ),
            Step::KickOrReceive { side } => decision(
                *side,
                DecisionKind::KickOrReceive,
                &|| {
                    format!(
                        "{} ({}) won the toss: kick or receive? The kicking team sets up first \
                     (000:L374)",
                        self.s.team(*side).name,
                        side.name()
                    )
                },
                vec![Decision::Kick, Decision::Receive],
            ),
            Step::UnclearMarkings { side } => decision(
                *side,
                DecisionKind::UnclearMarkings,
                &|| {
                    format!(
                        "Unclear Markings: {} ({}) kicks and may move the line of scrimmage one \
                         square forward or back for this drive's set-up and touchback; no \
                         wide-zone limit (004:L3669-L3675)",
                        self.s.team(*side).name,
                        side.name()
                    )
                },
                [0, 1, -1]
                    .into_iter()
                    .map(|forward| Decision::MoveLineOfScrimmage { forward })
                    .collect(),
            ),
            Step::KickTo { side } => decision(
                *side,
                DecisionKind::KickOff,
                &|| {
                    format!(
                        "Kick-off: aim the kick at any square of the {} half (000:L383)",
                        self.s.team(side.opponent()).name
                    )
                },
                // The kick may go to any square of the other half (`kick_problem`), listed
                // directly rather than by asking every square of the pitch.
                self.s
                    .pitch()
                    .in_half(side.opponent())
                    .map(|square| Decision::KickTo { square })
                    .collect(),
            ),
            Step::HighKick { side, landing } => decision(
                *side,
                DecisionKind::HighKick,
                &|| {
                    format!(
                        "High Kick: move one player in no opposing Tackle Zone to {landing}, where \
                     the ball lands, or done (000:L1002)"
                    )
                },
                self.high_kick_options(*side)
                    .into_iter()
                    .map(|player| Decision::MovePlayer {
                        player,
                        to: *landing,
                    })
                    .chain([Decision::Done])
                    .collect(),
            ),
            Step::QuickSnap { .. } | Step::PerfectDefence { .. } | Step::KickOffReturn { .. } => {
                let (side, kind, about) = match top {
                    Step::KickOffReturn { side } => (
                        *side,
                        DecisionKind::KickOffReturn,
                        "Kick-Off Return: one player with the skill, off the line and in no \
                         opposing Tackle Zone, moves up to 3 squares in his own half, or done \
                         (004:L10321-L10328)",
                    ),
                    Step::QuickSnap { side, .. } => (
                        *side,
                        DecisionKind::QuickSnap,
                        "Quick Snap!: move any players one square each into empty squares, \
                         Tackle Zones ignored, then done (000:L1006)",
                    ),
                    Step::PerfectDefence { side } => (
                        *side,
                        DecisionKind::PerfectDefence,
                        "Perfect Defence: re-arrange the kicking team into another legal set-up, \
                         then done (000:L1001)",
                    ),
                    _ => (active, DecisionKind::Other, ""),
                };
                decision(
                    side,
                    kind,
                    &|| about.into(),
                    self.kick_move_options(top, side),
                )
            }
            Step::RogueBall { side } => decision(
                *side,
                DecisionKind::RogueBall,
                &|| {
                    format!(
                        "Rogue Ball: place the second ball on any square of the {} half; it scatters \
                     like the kick (004:L1339-L1351)",
                        self.s.team(side.opponent()).name
                    )
                },
                // Any square of the other half (`rogue_ball_problem`), as the kick.
                self.s
                    .pitch()
                    .in_half(side.opponent())
                    .map(|square| Decision::KickTo { square })
                    .collect(),
            ),
            Step::BolsterTheLine { side, allowed } => decision(
                *side,
                DecisionKind::BolsterTheLine,
                &|| {
                    format!(
                        "Bolster the Line: set up any of these players in the {} End Zone, then done \
                     (004:L1332-L1337)",
                        self.s.team(*side).name
                    )
                },
                allowed
                    .iter()
                    .flat_map(|&player| {
                        self.s
                            .pitch()
                            .all()
                            .filter(move |s| {
                                self.blitzmania_move_problem(top, player, *s).is_none()
                            })
                            .map(move |to| Decision::MovePlayer { player, to })
                    })
                    .chain([Decision::Done])
                    .collect(),
            ),
            Step::SneakySprint { player } => decision(
                player.side,
                DecisionKind::SneakySprint,
                &|| {
                    format!(
                        "Sneaky Sprint: set {} up on any empty square of the {} half, not under the \
                     ball (004:L1390-L1401)",
                        self.label(*player),
                        self.s.team(player.side.opponent()).name
                    )
                },
                self.s
                    .pitch()
                    .all()
                    .filter(|s| self.blitzmania_move_problem(top, *player, *s).is_none())
                    .map(|to| Decision::MovePlayer {
                        player: *player,
                        to,
                    })
                    .collect(),
            ),
            Step::Challenge { side, discard } => decision(
                *side,
                DecisionKind::ChallengeCard,
                &|| self.challenge_about(*discard),
                self.challenge_options(*side, *discard),
            ),
            Step::SpecialBall { side } => decision(
                *side,
                DecisionKind::SpecialBall,
                &|| self.special_ball_about(*side),
                self.special_ball_options(*side),
            ),
            Step::Fuse { side } => decision(
                *side,
                DecisionKind::ExplodinBall,
                &|| {
                    "Explodin' Ball: put its fuse marker on a space of your score track \
                     (004:L2191-L2194)"
                        .to_string()
                },
                self.fuse_options(),
            ),
            Step::KeepFuseLit { side, .. } => decision(
                *side,
                DecisionKind::ExplodinBall,
                &|| {
                    "Explodin' Ball: the fuse went out on a 1; spend a team re-roll to keep it \
                     alight (the marker stays), or done to let it go out (004:L2195-L2199)"
                        .to_string()
                },
                vec![Decision::KeepFuseLit, Decision::Done],
            ),
            Step::BallSuitFacing { side, left } => decision(
                *side,
                DecisionKind::BallSuit,
                &|| {
                    format!(
                        "Snotling Ball-Suit: face the Throw-in template over it up or down the \
                         pitch or towards a sideline; a D6 moves it one square, {left} to go \
                         (004:L2290-L2295)"
                    )
                },
                self.ball_suit_options(),
            ),
            Step::ChooseBall { side, .. } => decision(
                *side,
                DecisionKind::Ball,
                &|| self.choose_ball_about(),
                crate::blitz_balls::BlitzBall::ALL
                    .map(|ball| Decision::ChooseBall { ball })
                    .to_vec(),
            ),
            Step::BonusDiscard { side } => decision(
                *side,
                DecisionKind::ChallengeCard,
                &|| self.bonus_step_about(top),
                self.bonus_step_options(top),
            ),
            Step::MultiBall { side, .. } => decision(
                *side,
                DecisionKind::Ball,
                &|| self.bonus_step_about(top),
                self.bonus_step_options(top),
            ),
            Step::DeckTop { side } => decision(
                *side,
                DecisionKind::RandomEvent,
                &|| self.deck_top_about(),
                self.deck_top_options(),
            ),
            Step::FreeAction { player, action, by } => decision(
                player.side,
                DecisionKind::FreeAction,
                &|| self.free_action_about(*player, *action, *by),
                vec![
                    Decision::Declare {
                        player: *player,
                        action: *action,
                    },
                    Decision::Done,
                ],
            ),
            Step::Minion { player } => decision(
                player.side,
                DecisionKind::Minion,
                &|| {
                    format!(
                        "Bloodlust: {} is Injured, or a Minion next to him instead (002:L1027)",
                        self.label(*player)
                    )
                },
                self.minion_options(*player),
            ),
            Step::Touchback { side } => decision(
                *side,
                DecisionKind::Touchback,
                &|| "Touchback: give the ball to one of your standing players (000:L387)".into(),
                self.touchback_options(*side)
                    .into_iter()
                    .map(|player| Decision::GiveBall { player })
                    .collect(),
            ),
            Step::Intercept { pass, eligible } => decision(
                pass.thrower.side.opponent(),
                DecisionKind::Interception,
                &|| {
                    "Interception: pick one eligible player to try it, or none (000:L1119-L1149)"
                        .into()
                },
                eligible
                    .iter()
                    .map(|&p| Decision::Intercept { player: Some(p) })
                    .chain([Decision::Intercept { player: None }])
                    .collect(),
            ),
            Step::DivingTackle { roll, eligible, .. } => decision(
                roll.side.opponent(),
                DecisionKind::DivingTackle,
                &|| {
                    "Diving Tackle: one player whose Tackle Zone the dodger left may dive: -2 on \
                     this Dodge, and he is Placed Prone on the square left; or none \
                     (004:L10125-L10138)"
                        .into()
                },
                eligible
                    .iter()
                    .map(|&p| Decision::DivingTackle { player: Some(p) })
                    .chain([Decision::DivingTackle { player: None }])
                    .collect(),
            ),
            Step::DumpOff { thrower, options } => decision(
                thrower.side,
                DecisionKind::DumpOff,
                &|| {
                    format!(
                        "Dump-Off: {} is about to be blocked; throw a Quick Pass first (no \
                         turnover for either team), or not (004:L10148-L10158)",
                        self.label(*thrower)
                    )
                },
                options
                    .iter()
                    .map(|&square| Decision::DumpOff {
                        target: Some(square),
                    })
                    .chain([Decision::DumpOff { target: None }])
                    .collect(),
            ),
            Step::Shadow {
                mover, eligible, ..
            } => decision(
                mover.side.opponent(),
                DecisionKind::Shadowing,
                &|| {
                    format!(
                        "Shadowing: {} left the Tackle Zone of a player with Shadowing; pick one \
                         to try to follow him, or none (004:L10541-L10556)",
                        self.label(*mover)
                    )
                },
                eligible
                    .iter()
                    .map(|&p| Decision::Shadow { player: Some(p) })
                    .chain([Decision::Shadow { player: None }])
                    .collect(),
            ),
            Step::PassBlock { pass, mover, .. } => {
                let mut options: Vec<Decision> = self
                    .pass_block_moves(top)
                    .into_iter()
                    .map(|(player, to)| Decision::MovePlayer { player, to })
                    .collect();
                // A Leap: to a square two away as a move; the moving player's also by `leap`,
                // to a square next to him as well (004:L10344-L10357).
                for (player, to) in self.pass_block_leaps(top) {
                    let two = self
                        .s
                        .standing_square(player)
                        .is_some_and(|at| at.distance(to) == 2);
                    if two {
                        options.push(Decision::MovePlayer { player, to });
                    }
                    if mover.is_some_and(|(p, _)| p == player) {
                        options.push(Decision::Leap { to });
                    }
                }
                let may_stop = mover.is_none_or(|(p, _)| {
                    self.s
                        .standing_square(p)
                        .is_some_and(|at| self.pass_block_destination(pass, p, at))
                }) || self.pass_block_stuck(top);
                if may_stop {
                    options.push(Decision::Done);
                }
                decision(
                    pass.thrower.side.opponent(),
                    DecisionKind::PassBlock,
                    &|| {
                        format!(
                            "Pass Block: move players with Pass Block up to 3 squares each, by \
                             the normal rules (a Dodge to leave an opposing Tackle Zone, no Go \
                             For It), towards {}the empty target square, or a Tackle Zone on \
                             the thrower or catcher; a player stops only there; then done \
                             (004:L10418-L10440)",
                            if pass.hail_mary {
                                ""
                            } else {
                                "a square to intercept from, "
                            }
                        )
                    },
                    options,
                )
            }
            Step::DivingCatch {
                at, left, diving, ..
            } => {
                let player = left.first().copied();
                decision(
                    player.map_or(Side::Home, |p| p.side),
                    DecisionKind::UseSkill,
                    &|| {
                        format!(
                            "Diving Catch: does {} dive for the ball coming down on the empty {at} \
                             next to him? Two or more who dive get in each other's way and none \
                             may ({} dive so far) (004:L10117-L10123)",
                            player.map(|p| self.label(p)).unwrap_or_default(),
                            diving.len()
                        )
                    },
                    vec![
                        Decision::UseSkill {
                            skill: Skill::DivingCatch,
                            use_it: true,
                        },
                        Decision::UseSkill {
                            skill: Skill::DivingCatch,
                            use_it: false,
                        },
                    ],
                )
            }
            Step::BombIntercept { bomb, eligible } => decision(
                bomb.thrower.side.opponent(),
                DecisionKind::Bomb,
                &|| {
                    "Interception of the bomb: pick one eligible player to try it, or none; he \
                     must throw it on at once if he catches it (004:L10009-L10012)"
                        .into()
                },
                eligible
                    .iter()
                    .map(|&p| Decision::Intercept { player: Some(p) })
                    .chain([Decision::Intercept { player: None }])
                    .collect(),
            ),
            Step::CatchBomb { player, at, .. } => decision(
                player.side,
                DecisionKind::Bomb,
                &|| {
                    format!(
                        "The bomb comes down on {} on {at}: try to catch it (then throw it on at \
                         once), or decline and it explodes (004:L10009-L10015)",
                        self.label(*player)
                    )
                },
                vec![
                    Decision::CatchBomb { catch: true },
                    Decision::CatchBomb { catch: false },
                ],
            ),
            Step::BombRethrow { player } => {
                let mut options = Vec::new();
                self.bomb_targets(*player, &mut options);
                decision(
                    player.side,
                    DecisionKind::Bomb,
                    &|| {
                        format!(
                            "{} holds the bomb and must throw it on at once (004:L10010-L10012)",
                            self.label(*player)
                        )
                    },
                    options,
                )
            }
            Step::Swoop { player, from, .. } => decision(
                player.side,
                DecisionKind::Swoop,
                &|| {
                    format!(
                        "Swoop: face the Throw-in template over {} on {from} up or down the pitch \
                         or towards a sideline; a D6 then moves him one square (004:L10648-L10652)",
                        self.label(*player)
                    )
                },
                crate::input::Facing::ALL
                    .iter()
                    .map(|&facing| Decision::Swoop { facing })
                    .collect(),
            ),
            Step::Ballistics {
                side,
                target,
                direction,
                distance,
            } => decision(
                *side,
                DecisionKind::Ballistics,
                &|| {
                    format!(
                        "Master of Ballistics: the kick from {target} scatters D8 {direction}, D6 \
                         {distance}; change the D8 or the D6 by up to two, or keep them \
                         (004:L3307-L3312)"
                    )
                },
                super::ballistics::adjustments(*direction, *distance)
                    .map(|(direction, distance)| Decision::Ballistics {
                        direction,
                        distance,
                    })
                    .collect(),
            ),
            Step::HalveKick { side, distance, .. } => decision(
                *side,
                DecisionKind::HalveKick,
                &|| {
                    format!(
                        "Kick: halve the kick's scatter of {distance} square(s) to {}? (001:L858)",
                        distance / 2
                    )
                },
                vec![
                    Decision::HalveKick { halve: true },
                    Decision::HalveKick { halve: false },
                ],
            ),
            Step::IllegalProcedure { side } => decision(
                *side,
                DecisionKind::IllegalProcedure,
                &|| {
                    format!(
                        "Illegal Procedure: the {} coach ends his turn, or loses a team re-roll ({} \
                     left; with none, the opponent gains one) (000:L1037)",
                        self.s.team(*side).name,
                        self.s.team(*side).rerolls
                    )
                },
                vec![
                    Decision::IllegalProcedurePenalty { end_turn: true },
                    Decision::IllegalProcedurePenalty { end_turn: false },
                ],
            ),
            Step::Bribe {
                player,
                call,
                bribed,
                argued,
            } => {
                let options = self.call_answers(*player, *call, *bribed, *argued);
                // Argue the Call named only where this league plays it and it may be argued.
                let argue = if options.contains(&Decision::ArgueTheCall) {
                    ", Argue the Call (004:L1001-L1011)"
                } else {
                    ""
                };
                decision(
                    player.side,
                    DecisionKind::Bribe,
                    &|| {
                        format!(
                            "The referee sends {} off {}: a Bribe ({} left){argue} or let it \
                             stand? (000:L999)",
                            self.label(*player),
                            call.reason(),
                            self.s
                                .team(player.side)
                                .inducements
                                .get(crate::inducement_kind::Inducement::Bribes)
                        )
                    },
                    options,
                )
            }
            Step::Apothecary { player, treat } => decision(
                player.side,
                DecisionKind::Apothecary,
                &|| {
                    let what = match treat {
                        super::apothecary::Treat::KnockedOut { .. } => "KO'd",
                        super::apothecary::Treat::CasualtyTable(case) => case.result.as_str(),
                        _ => "a Casualty",
                    };
                    // The cup's Apothecary is its own rule (001:L519-L527).
                    let cite = if self.book.is_on(super::turn_clock::BUGMANS) {
                        "001:L519-L527"
                    } else {
                        "004:L1108-L1129"
                    };
                    format!(
                        "{} is {what}: use an Apothecary ({} left this match)? ({cite})",
                        self.label(*player),
                        self.s.team(player.side).apothecaries
                    )
                },
                vec![
                    Decision::Apothecary { use_it: true },
                    Decision::Apothecary { use_it: false },
                ],
            ),
            Step::KeepCasualty { case, second } => decision(
                case.player.side,
                DecisionKind::Apothecary,
                &|| {
                    format!(
                        "Keep the first roll's {} or the second's {second} for {}? \
                         (004:L1121-L1124)",
                        case.result,
                        self.label(case.player)
                    )
                },
                vec![
                    Decision::KeepCasualty { second: false },
                    Decision::KeepCasualty { second: true },
                ],
            ),
            Step::Spell { side } => decision(
                *side,
                DecisionKind::Wizard,
                &|| {
                    format!(
                        "The {} turn has ended: the Wizard may cast his one spell of the match, a \
                         Fireball or a Lightning Bolt, Horatio X. Scottenheim his fireball of \
                         the half, and the Warlock Engineer his bolt of warp lightning, now, or \
                         not (004:L3377-L3381, L3143-L3147, L3434-L3438)",
                        self.s.team(*side).name
                    )
                },
                {
                    let mut options = reuse(std::mem::take(&mut spare.options), 400);
                    self.spell_options(*side, &mut options);
                    options.push(Decision::EndTurn);
                    options
                },
            ),
            Step::KeepCards { side, left } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Special Play cards: the {} coach draws face-down cards from any decks \
                         and names one he keeps, {left} to keep; the others go to the bottom of \
                         their decks (004:L2780-L2797)",
                        self.s.team(*side).name
                    )
                },
                self.keep_options(),
            ),
            Step::CardWindow { side, timing } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Special Play cards ({timing}): the {} coach may play a card he holds, \
                         or done (004:L4783-L6456)",
                        self.s.team(*side).name
                    )
                },
                self.card_options(*side, *timing),
            ),
            Step::CardPick { side, card, first } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Special Play cards: {}, played on {}: the {} coach picks the second \
                         player ({})",
                        self.card_name(*card),
                        self.named(*first),
                        self.s.team(*side).name,
                        card.cite()
                    )
                },
                self.second_pick_options(*card, *first),
            ),
            Step::InchPerfectKick { side, at, left, .. } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Inch-Perfect Kick: face the Throw-in template over the ball on {at}; a \
                         D6 then moves it one square ({left} to go, {})",
                        crate::special_play::Card::InchPerfectKick.cite()
                    )
                },
                self.inch_perfect_options(),
            ),
            Step::HometownThrowIn { side, from, .. } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Hometown Fans: the ball is out of bounds from {from}; choose the \
                         direction on the Throw-in template (1-2 one diagonal, 3-4 straight in, \
                         5-6 the other), or done to roll it ({})",
                        crate::special_play::Card::HometownFans.cite()
                    )
                },
                self.throw_in_direction_options(),
            ),
            Step::CardSquare {
                side,
                card,
                player,
                trapdoors,
            } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Special Play cards: {}: the {} coach sets {} up on a square ({})",
                        self.card_name(*card),
                        self.s.team(*side).name,
                        self.named(*player),
                        card.cite()
                    )
                },
                if *card == crate::special_play::Card::HeelTurn {
                    self.heel_turn_squares(*player)
                } else if *card == crate::special_play::Card::TheyThinkItsAllOgre {
                    self.ogre_square_options(*player)
                } else {
                    self.sneak_squares(*player, *trapdoors)
                },
            ),
            Step::TrapDoor { side, player, half } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Special Play cards: Trap Door Man: the {} coach sets {} up on a trapdoor \
                         square of the {} half, or on the sweet spot the referee names there; \
                         done if it is covered ({})",
                        self.s.team(*side).name,
                        self.named(*player),
                        self.s.team(*half).name,
                        crate::special_play::Card::TrapDoorMan.cite()
                    )
                },
                self.trap_door_options(*player, *half),
            ),
            Step::PuntTo { side } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Special Play cards: Punt: the {} coach places the ball on any square \
                         ({})",
                        self.s.team(*side).name,
                        crate::special_play::Card::Punt.cite()
                    )
                },
                self.punt_options(),
            ),
            Step::BootsReroll {
                side,
                kicker,
                direction,
                ..
            } => decision(
                *side,
                DecisionKind::SpecialPlay,
                &|| {
                    format!(
                        "Von Wilking's Boots: {} kicks; re-roll the scatter's D8 ({direction}), \
                         or done ({})",
                        self.named(*kicker),
                        crate::special_play::Card::VonWilkingsBoots.cite()
                    )
                },
                vec![
                    Decision::PlayCard {
                        card: crate::special_play::Card::VonWilkingsBoots,
                        player: Some(*kicker),
                    },
                    Decision::Done,
                ],
            ),
            Step::Blessing { player } => decision(
                player.side,
                DecisionKind::UseInducement,
                &|| {
                    format!(
                        "Papa Skullbones' table gave 8, Favour of the Gods, for {}: pick one of \
                         the results 1-7 (004:L3207-L3219)",
                        self.label(*player)
                    )
                },
                (1..=7)
                    .map(|result| Decision::BlessingResult { result })
                    .collect(),
            ),
            Step::SitOut { side } => decision(
                *side,
                DecisionKind::Other,
                &|| {
                    format!(
                        "{} has a full roster of 16: choose one player to sit the match out, \
                         replaced by its legend (004:L9777-L9779)",
                        self.s.team(*side).name
                    )
                },
                self.sit_out_options(*side),
            ),
            Step::ComethTheHour { player } => decision(
                player.side,
                DecisionKind::UseSkill,
                &|| {
                    format!(
                        "Cometh the Hour, Cometh the Dwarf: {} is within 3 squares of \
                         Grombrindal; give him Break Tackle, Dauntless, Mighty Blow, Sure Feet, \
                         Sure Hands or Tackle until his Action ends, once this turn, or none \
                         (004:L9753-L9759)",
                        self.label(*player)
                    )
                },
                self.cometh_options(*player),
            ),
            Step::Igor { player } => decision(
                player.side,
                DecisionKind::Igor,
                &|| {
                    let (helper, cite) = if self.book.is_on(super::turn_clock::BUGMANS) {
                        ("Hunchbacked Henchman", "001:L501")
                    } else {
                        ("Igor", "004:L3090-L3092")
                    };
                    format!(
                        "{}'s Regeneration failed: have the {helper} re-roll it, once a match? \
                         ({cite})",
                        self.label(*player)
                    )
                },
                vec![
                    Decision::Igor { use_it: true },
                    Decision::Igor { use_it: false },
                ],
            ),
            Step::UseTeamInducement { which, side } => decision(
                *side,
                DecisionKind::UseInducement,
                &|| self.use_team_inducement_question(*which, *side),
                if *which == crate::inducement_kind::Inducement::Runesmith {
                    self.rune_options(*side)
                } else if *which == crate::inducement_kind::Inducement::WaaaghDrummer {
                    self.drummer_options(*side)
                } else if *which == crate::inducement_kind::Inducement::PapaSkullbones {
                    self.blessing_options(*side)
                } else if *which == crate::inducement_kind::Inducement::KrotShockwhisker {
                    self.krot_options(*side)
                } else {
                    vec![
                        Decision::UseInducement { use_it: true },
                        Decision::UseInducement { use_it: false },
                    ]
                },
            ),
            Step::WeatherMage { side, total } => decision(
                *side,
                DecisionKind::WeatherMage,
                &|| {
                    format!(
                        "Weather Mage: the Weather table roll is {total}; add or subtract up to 3 \
                         (the result stays 2-12): the weather until this turn ends \
                         (004:L6817-L6822)"
                    )
                },
                super::inducement_use::weather_mage_shifts(*total)
                    .map(|shift| Decision::WeatherMage { shift })
                    .collect(),
            ),
            Step::UseInducement { which, player } => decision(
                super::inducement_use::deciding_side(*which, *player),
                DecisionKind::UseInducement,
                &|| self.use_inducement_question(*which, *player),
                vec![
                    Decision::UseInducement { use_it: true },
                    Decision::UseInducement { use_it: false },
                ],
            ),
            Step::Setup { side } => {
                let (options, placings) = self.setup_options(*side, spare);
                Prompt::Decision(DecisionRequest {
                    side: *side,
                    kind: DecisionKind::SetUp,
                    about: self.setup_about(*side),
                    options,
                    placings,
                })
            }
            Step::Turn => decision(
                active,
                DecisionKind::Turn,
                &|| {
                    format!(
                        "{} ({}) turn: declare an Action or end the turn",
                        self.s.team(active).name,
                        active.name()
                    )
                },
                self.turn_options(active, std::mem::take(&mut spare.options)),
            ),
            Step::Action => {
                let options = self.action_options(std::mem::take(&mut spare.options));
                let about = if worded {
                    self.action_about(&options)
                } else {
                    String::new()
                };
                decision(active, DecisionKind::Action, &|| about.clone(), options)
            }
            Step::Reroll { roll, .. } => decision(
                roll.side,
                DecisionKind::Reroll,
                &|| format!("Re-roll the {} roll, or keep it?", roll.name()),
                {
                    let mut options = reuse(std::mem::take(&mut spare.options), 4);
                    options.extend(self.reroll_options(roll).iter().map(Decision::Reroll));
                    options
                },
            ),
            Step::ChooseBlockDie { faces, chooser } => decision(
                *chooser,
                DecisionKind::BlockDie,
                &|| {
                    format!(
                        "The {} coach picks the block die to apply (000:L543-L551)",
                        self.s.team(*chooser).name
                    )
                },
                faces
                    .iter()
                    .map(|&face| Decision::ChooseBlockDie { face })
                    .collect(),
            ),
            Step::EmergencyReserves { side } => decision(
                *side,
                DecisionKind::SetUp,
                &|| {
                    format!(
                        "Emergency Reserves: the {} team may put one Reserves player in its End \
                         Zone, a free Reserves Action (002:L610)",
                        self.s.team(*side).name
                    )
                },
                self.emergency_reserves_options(*side),
            ),
            Step::SafeHands { player, from } => decision(
                player.side,
                DecisionKind::SafeHands,
                &|| {
                    format!(
                        "Safe Hands: {} is Knocked Down holding the ball; his coach picks the \
                         square next to {from} it Bounces into, or rolls the Bounce (002:L289)",
                        self.label(*player)
                    )
                },
                self.safe_hands_options(*from),
            ),
            Step::ChooseBlockResult { faces, attacker } => decision(
                attacker.side,
                DecisionKind::BlockDie,
                &|| {
                    format!(
                        "The {} coach picks which Block Dice result {} applies (002:L550)",
                        self.s.team(attacker.side).name,
                        self.label(*attacker)
                    )
                },
                faces
                    .iter()
                    .map(|&face| Decision::ChooseBlockResult { face })
                    .collect(),
            ),
            Step::Push { chain, options } => decision(
                self.push_chooser(chain, active),
                DecisionKind::Push,
                &|| {
                    if self.push_chooser(chain, active) == active {
                        format!(
                            "Push {} back: pick the square (000:L579)",
                            self.label(chain.pushed)
                        )
                    } else {
                        format!(
                            "Side Step: {} is pushed; his coach picks any open square next to \
                             him (004:L10557-L10566)",
                            self.label(chain.pushed)
                        )
                    }
                },
                options
                    .iter()
                    .map(|&square| Decision::PushTo { square })
                    .collect(),
            ),
            Step::FollowUp { attacker, to } => decision(
                attacker.side,
                DecisionKind::FollowUp,
                &|| {
                    format!(
                        "Does {} follow up to {to}? ({})",
                        self.label(*attacker),
                        if self.marking() {
                            "002:L566, L1137"
                        } else {
                            "000:L593"
                        }
                    )
                },
                vec![
                    Decision::FollowUp { follow: true },
                    Decision::FollowUp { follow: false },
                ],
            ),
            Step::SecondBlock { attacker, first } => decision(
                attacker.side,
                DecisionKind::UseSkill,
                &|| {
                    format!(
                        "Multiple Block: which opponent does {} block after {}, or none (done)? \
                         (004:L10375, L11420-L11422)",
                        self.label(*attacker),
                        self.label(*first)
                    )
                },
                self.second_targets(&BlockCtx::new(*attacker, *first))
                    .into_iter()
                    .map(|target| Decision::Block { target })
                    .chain([Decision::Done])
                    .collect(),
            ),
            Step::MightyBlow { roll, dice } => decision(
                roll.side,
                DecisionKind::UseSkill,
                &|| {
                    let total: u16 = dice.iter().filter_map(|d| d.value()).map(u16::from).sum();
                    let (name, cite) = if roll.plus_one().1 == Skill::DirtyPlayer {
                        ("Dirty Player", "004:L10096")
                    } else {
                        ("Mighty Blow", "004:L10367")
                    };
                    format!(
                        "{} roll {total} for {}: add {name}'s +1? It changes the result ({cite})",
                        roll.name(),
                        roll.player().map(|p| self.label(p)).unwrap_or_default()
                    )
                },
                vec![
                    Decision::UseSkill {
                        skill: roll.plus_one().1,
                        use_it: true,
                    },
                    Decision::UseSkill {
                        skill: roll.plus_one().1,
                        use_it: false,
                    },
                ],
            ),
            Step::EruptionOrder(ctx) => decision(
                ctx.side,
                DecisionKind::PushOrder,
                &|| {
                    format!(
                        "Gassy Eruption: which player next to {} is pushed back next? \
                         (004:L5418, L5485-L5506)",
                        self.label(ctx.player)
                    )
                },
                self.eruption_order_options(ctx),
            ),
            Step::StandFirmInChain { player, .. } => decision(
                player.side,
                DecisionKind::UseSkill,
                &|| {
                    format!(
                        "{}: use Stand Firm? A player pushed into him then stays put, and so \
                         does everyone in the chain (004:L10602)",
                        self.label(*player)
                    )
                },
                vec![
                    Decision::UseSkill {
                        skill: Skill::StandFirm,
                        use_it: true,
                    },
                    Decision::UseSkill {
                        skill: Skill::StandFirm,
                        use_it: false,
                    },
                ],
            ),
            Step::UseSkill { skill, player } => decision(
                // Hypnotic Gaze names its victim: the gazer's coach decides.
                if *skill == Skill::HypnoticGaze {
                    player.side.opponent()
                } else {
                    player.side
                },
                DecisionKind::UseSkill,
                &|| self.skill_question(*skill, *player),
                vec![
                    Decision::UseSkill {
                        skill: *skill,
                        use_it: true,
                    },
                    Decision::UseSkill {
                        skill: *skill,
                        use_it: false,
                    },
                ],
            ),
            Step::Roll(roll) => Prompt::Roll(RollRequest {
                roll: roll.name().into(),
                side: roll.side,
                player: roll.player(),
                dice: roll.dice.clone(),
                needs: roll.target.map(|t| natural_needed(roll.modifier(), t)),
                modifiers: {
                    let mut modifiers = std::mem::take(&mut spare.modifiers);
                    modifiers.clear();
                    modifiers.extend(roll.modifiers.iter().cloned());
                    modifiers
                },
                // Some purposes are written as the roll is set (before a match knows it is
                // unworded): the prompt leaves them out as it does every sentence.
                purpose: if worded {
                    let mut purpose = roll.purpose.clone();
                    if self.s.cards.any_on()
                        && let Some(note) = self.kingmaker_note(&roll.kind, roll.player())
                    {
                        purpose.push_str(&note);
                    }
                    purpose
                } else {
                    String::new()
                },
                rerolls: {
                    let mut rerolls = std::mem::take(&mut spare.rerolls);
                    rerolls.clear();
                    rerolls.extend(self.reroll_options(roll).iter());
                    rerolls
                },
            }),
            // Automatic steps never wait; should one be on top, say so rather than guess.
            _ => decision(
                active,
                DecisionKind::Other,
                &|| "The match is between steps".into(),
                Vec::new(),
            ),
        }
    }

    /// A set-up's withdrawals and end, and its placings: every player who may still be placed
    /// on every empty square of the half, as the two lists.
    fn setup_options(&self, side: Side, spare: &mut Spare) -> (Vec<Decision>, Placings) {
        // Blitz Bowl's End Zone set-up (engine/setup_phase.rs), off 2016's path.
        if matches!(self.s.ruleset.setup, crate::ruleset::SetupPolicy::EndZone) {
            return self.end_zone_setup_options(side, spare);
        }
        use super::setup_phase::{Formation, MAX_ON_PITCH, available};
        let mut options = reuse(std::mem::take(&mut spare.options), MAX_ON_PITCH + 1);
        // Room for the whole roster, found once rather than grown one by one.
        let mut players = std::mem::take(&mut spare.players);
        players.clear();
        players.reserve(self.s.players.len() / 2);
        // One walk over both teams: the team's withdrawals, who of it may be placed, its count
        // for the set-up's checks, and every taken square.
        let pitch = self.s.pitch();
        let mut formation = Formation::default();
        let mut taken = SquareSet::EMPTY;
        for p in &self.s.players {
            let square = p.square();
            if let Some(square) = square {
                taken.insert(square);
            }
            if p.id.side != side {
                continue;
            }
            formation.count(pitch, p);
            if square.is_some() {
                options.push(Decision::Withdraw { player: p.id });
            } else if available(p) {
                players.push(p.id);
            }
        }
        let mut placings = Placings::default();
        if formation.placed < MAX_ON_PITCH && !players.is_empty() {
            placings.players = players;
            placings.squares = SquareSet::half(pitch, side).without(taken);
        } else {
            players.clear();
            spare.players = players;
        }
        if self.formation_problem(&formation).is_none() {
            options.push(Decision::EndSetup);
        }
        if self.formation_concede_problem(&formation).is_none() {
            options.push(Decision::Concede);
        }
        (options, placings)
    }

    fn turn_options(&self, side: Side, spare: Vec<Decision>) -> Vec<Decision> {
        // Room for every Action of a full team, found without growing.
        let mut options = reuse(spare, 11 * ActionKind::ALL.len() + 3);
        if let Some(turn) = self.s.turn.as_ref() {
            // Which Actions the turn still allows is asked once, as a bit an Action kind
            // (`ActionKind::ALL`'s order); then each player's own part only clears bits.
            let bit = |action: ActionKind| 1u32 << (action as u32);
            // Only a team with a Bombardier may throw bombs (004:L9993).
            let bombs = self.s.team_has(side, Skill::Bombardier);
            let open = self.open_actions(turn, bombs);
            let no_repeat = matches!(
                self.s.ruleset.activation,
                crate::ruleset::Activation::ActionBudget {
                    repeat_per_player: false,
                    ..
                }
            );
            // A Block needs a standing opponent next to him: the squares next to one, found
            // once, spare the look round every player who has none.
            let mut next_to_opponent = SquareSet::EMPTY;
            if open & bit(ActionKind::Block) != 0 {
                for o in self.s.players.iter().filter(|o| o.id.side != side) {
                    if let Some(square) = o.square().filter(|_| o.is_standing()) {
                        next_to_opponent.insert_around(square);
                    }
                }
            }
            // A Ball & Chain player only moves (004:L9815): looked for only if the team has one.
            let chains = self.s.team_has(side, Skill::BallAndChain);
            // A card played on a player may forbid some Actions (Kid Gloves, Skrot's Sticky
            // Slop): asked only while a card is in effect.
            let carded = self.s.cards.any_on();
            // Marking: what a player may declare follows his status (002:L464-L469).
            let marking = self.marking();
            let filtered = no_repeat || carded || marking;
            for p in self.s.players.iter().filter(|p| p.id.side == side) {
                // Whether he may act at all is asked once, then each Action's own rule.
                let Some(square) = p.square() else { continue };
                if self.player_acting_problem(turn, p).is_some() {
                    continue;
                }
                let mut may = open;
                // The set stands for `block_target_problem`, found once for the team (and a
                // Bomber's reach under Marking, 002:L1051).
                if !((next_to_opponent.contains(square) || (marking && self.bomber_has_target(p)))
                    && self.block_stance_problem(p).is_none())
                {
                    may &= !bit(ActionKind::Block);
                }
                // As `bomb_declare_problem` asks: a standing Bombardier.
                if bombs && !(p.has(Skill::Bombardier) && p.is_standing()) {
                    may &= !bit(ActionKind::Bomb);
                }
                if chains && p.has(Skill::BallAndChain) {
                    may &= bit(ActionKind::Move);
                }
                // An Action budget's no-repeat rule (002:L458), as `repeat_problem` asks; a
                // card's, Marking's: asked only where one may say no.
                if filtered {
                    may = self.declare_filter(turn, p, may, no_repeat, carded, marking);
                }
                // Sneakiest of the Lot: the Black Gobbo fouls after the team's one Foul
                // (004:L9733-L9736), as `declare_problem` rules it.
                if turn.foul_used
                    && may & bit(ActionKind::Foul) == 0
                    && self.s.legends.is_some()
                    && self.sneakiest_foul(p.id)
                    && self.declare_problem(p.id, ActionKind::Foul).is_none()
                {
                    may |= bit(ActionKind::Foul);
                }
                // Each Action still open to him, in `ActionKind::ALL`'s order.
                while may != 0 {
                    let index = may.trailing_zeros() as usize;
                    may &= may - 1;
                    if let Some(&action) = ActionKind::ALL.get(index) {
                        options.push(Decision::Declare {
                            player: p.id,
                            action,
                        });
                    }
                }
            }
        }
        if self.s.ruleset.reserves != crate::ruleset::ReservesPolicy::BetweenDrives {
            self.reserves_declare_options(side, &mut options);
        }
        if self.s.challenges.is_some() {
            self.bonus_play_options(side, &mut options);
        }
        if self.s.turn.as_ref().is_some_and(|t| !t.marker_moved) {
            options.push(Decision::MoveTurnMarker);
        }
        // The Snotling Ball-Suit's Move Action (004:L2278-L2280).
        if self.s.drive.special_ball.is_some() && self.ball_suit_problem().is_none() {
            options.push(Decision::MoveBallSuit);
        }
        options.push(Decision::EndTurn);
        if self.turn_untouched(side) && !self.s.turn.as_ref().is_some_and(|t| t.bonus) {
            // At the start of his turn, before he moves his Turn marker (000:L820-L822).
            if !self.marker_moved_by_hand() {
                options.push(Decision::Concede);
            }
            // The Wizard casts at the start of the turn, before any Action (004:L3377-L3381);
            // moving the Turn marker is no Action.
            self.spell_options(side, &mut options);
        }
        options
    }

    /// The Actions the turn still allows its team (bits in `ActionKind::ALL`'s order; a Bomb
    /// only with `bombs`), as `turn_action_problem` rules them one kind at a time. A 2016 turn
    /// with no Action budget, no Marking and no bonus turn's one Action (nearly every turn
    /// prompt) reads its used Actions straight into the set; any other asks each kind. The
    /// two ways agree: debug builds (the tests, the simulator's checks) compare them.
    fn open_actions(&self, turn: &crate::state::TurnState, bombs: bool) -> u32 {
        let bit = |action: ActionKind| 1u32 << (action as u32);
        let plain = matches!(
            self.s.ruleset.activation,
            crate::ruleset::Activation::EachPlayerOnce
        ) && turn.only_action.is_none()
            && !self.marking();
        if !plain {
            return self.open_actions_one_by_one(turn, bombs);
        }
        let mut open = ActionKind::TACKLE_ZONES
            .iter()
            .fold(0, |set, &action| set | bit(action));
        if !bombs {
            open &= !bit(ActionKind::Bomb);
        }
        if turn.blitz_used && !self.all_out_blitz(turn.side) {
            open &= !bit(ActionKind::Blitz);
        }
        if turn.pass_used && !self.card_second_pass(turn) {
            open &= !bit(ActionKind::Pass);
        }
        if turn.hand_off_used && !self.chain_open(turn) {
            open &= !bit(ActionKind::HandOff);
        }
        if turn.foul_used && !self.s.drive.no_referee {
            open &= !bit(ActionKind::Foul);
        }
        // Standing Offence: no Blitz or Pass Action this turn (`card_turn_problem`).
        if self.s.cards.any_on()
            && self
                .s
                .cards
                .on(turn.side, crate::special_play::Card::StandingOffence)
        {
            open &= !(bit(ActionKind::Blitz) | bit(ActionKind::Pass));
        }
        debug_assert_eq!(open, self.open_actions_one_by_one(turn, bombs));
        open
    }

    /// [`Self::open_actions`] asked of `turn_action_problem` one Action kind at a time: only
    /// the movement switch's own Actions (002:L1171).
    fn open_actions_one_by_one(&self, turn: &crate::state::TurnState, bombs: bool) -> u32 {
        let mut open = 0u32;
        for &action in self.movement_actions() {
            if (action != ActionKind::Bomb || bombs)
                && self.turn_action_problem(turn, action).is_none()
            {
                open |= 1u32 << (action as u32);
            }
        }
        open
    }

    /// The turn prompt's open Actions `may` (bits in `ActionKind::ALL`'s order) less those an
    /// Action budget's no-repeat rule (002:L458) or lock-out (002:L570, L574), a card or
    /// Marking's status table refuses.
    #[cold]
    #[inline(never)]
    fn declare_filter(
        &self,
        turn: &crate::state::TurnState,
        p: &crate::player::Player,
        may: u32,
        no_repeat: bool,
        carded: bool,
        marking: bool,
    ) -> u32 {
        // A Block that ended in a Tackle or a Miss leaves him no more Actions (002:L570,
        // L574), as `repeat_problem` asks.
        if no_repeat && turn.locked_out.contains(&p.id) {
            return 0;
        }
        let mut left = may;
        let mut bits = may;
        while bits != 0 {
            let index = bits.trailing_zeros();
            bits &= bits - 1;
            let Some(&action) = ActionKind::ALL.get(index as usize) else {
                break;
            };
            if (no_repeat && turn.repeats(p.id, action))
                || (carded && self.card_action_problem(p, action).is_some())
                || (marking && self.marking_status_problem(p, action).is_some())
            {
                left &= !(1 << index);
            }
        }
        left
    }

    fn kick_move_options(&self, step: &Step, side: Side) -> Vec<Decision> {
        let mut options = Vec::new();
        let quick_snap = matches!(step, Step::QuickSnap { .. });
        let kick_off_return = matches!(step, Step::KickOffReturn { .. });
        // Perfect Defence's squares (the whole half) are the same for every player: found once.
        let half: Vec<Square> = if quick_snap {
            Vec::new()
        } else {
            self.s.pitch().in_half(side).collect()
        };
        let mut near = Vec::with_capacity(8);
        for p in self.s.on_pitch(side) {
            let Some(from) = p.square() else { continue };
            let squares: &[Square] = if quick_snap {
                near.clear();
                near.extend(self.s.pitch().neighbours(from));
                &near
            } else if kick_off_return {
                near.clear();
                let (x, y) = (i32::from(from.x()), i32::from(from.y()));
                near.extend((-3..=3).flat_map(|dx| {
                    (-3..=3).filter_map(move |dy| self.s.pitch().square(x + dx, y + dy))
                }));
                &near
            } else {
                &half
            };
            for &to in squares {
                if self.kick_move_problem(step, p.id, to).is_none() {
                    options.push(Decision::MovePlayer { player: p.id, to });
                }
            }
        }
        let done_ok = match step {
            Step::PerfectDefence { side } => self.setup_problem(*side).is_none(),
            _ => true,
        };
        if done_ok {
            options.push(Decision::Done);
        }
        options
    }

    fn action_options(&self, spare: Vec<Decision>) -> Vec<Decision> {
        // Room for the eight squares round him, his neighbours and the two ends.
        let mut options = reuse(spare, 20);
        // The Reserves Action: only where he is placed (002:L602).
        if let Some(action) = self.s.action()
            && action.kind == ActionKind::Reserves
        {
            self.reserves_place_options(action.player, &mut options);
            return options;
        }
        // Ball & Chain: he faces the template for each square; he stops only once his normal
        // movement is done (004:L9816-L9824).
        if let Some(action) = self.s.action()
            && self.chained(action.player)
        {
            if self.ball_and_chain_problem().is_none() {
                options.extend(
                    crate::input::Facing::ALL
                        .iter()
                        .map(|&facing| Decision::BallAndChain { facing }),
                );
            }
            if !self.chained_must_move() {
                options.push(Decision::EndAction);
                options.push(Decision::EndTurn);
            }
            return options;
        }
        if let Some(action) = self.s.action()
            && let Some(mover) = self.s.player(action.player)
            && let Some(from) = mover.square().filter(|_| mover.is_standing())
        {
            // Whether he may step and pay for a square is the same for every square round him,
            // but for the End Zone he holds the ball in, which he may not leave (000:L806).
            let kept_in = self
                .holds_ball_in_end_zone(mover.id)
                .then(|| self.s.pitch().scoring_end_zone_x(mover.id.side));
            let leaves = |to: Square| kept_in.is_some_and(|x| to.x() != x);
            if self.marking() {
                self.marking_move_options(action, mover, from, &mut options);
            } else if self.mover_problem(action, mover).is_ok() && self.pay_problem(mover).is_none()
            {
                // `step_problem` for the squares round him: each is next to him, so only
                // whether it is taken is left to ask.
                for to in self.s.pitch().neighbours(from) {
                    if !self.s.is_occupied(to) && !leaves(to) {
                        options.push(Decision::Move { to });
                    }
                }
            } else if self.mover_problem(action, mover).is_ok()
                && self.slope_go_for_it(action, mover)
            {
                // Sloping Pitch: the slope's Go For It, down the slope only (004:L3614-L3616).
                for to in self.s.pitch().neighbours(from) {
                    if !self.s.is_occupied(to) && self.downhill(from, to) && !leaves(to) {
                        options.push(Decision::Move { to });
                    }
                }
            }
            // Leap: the squares 1 or 2 away, for a player who may still leap this turn.
            if mover.may_use(Skill::Leap) {
                let (x, y) = (i32::from(from.x()), i32::from(from.y()));
                let round = (-2..=2).flat_map(|dx| (-2..=2).map(move |dy| (x + dx, y + dy)));
                for to in round.filter_map(|(x, y)| self.s.pitch().square(x, y)) {
                    if to != from && self.leap_problem(to).is_none() {
                        options.push(Decision::Leap { to });
                    }
                }
            }
            // Only players next to him can be blocked, handed the ball or fouled; the full
            // checks (which word a refusal) run for those alone.
            let blocks = matches!(action.kind, ActionKind::Block | ActionKind::Blitz);
            let touches = blocks || matches!(action.kind, ActionKind::HandOff | ActionKind::Foul);
            // A Move or Pass Action touches no one: no one to look for.
            let next_to = touches.then(|| self.s.players_next_to(from));
            for p in next_to.into_iter().flatten() {
                if blocks && p.id.side != action.player.side && self.block_problem(p.id).is_none() {
                    options.push(Decision::Block { target: p.id });
                }
                if action.kind == ActionKind::HandOff && self.hand_off_problem(p.id).is_none() {
                    options.push(Decision::HandOff { target: p.id });
                }
                if action.kind == ActionKind::Foul && self.foul_problem(p.id).is_none() {
                    options.push(Decision::Foul { target: p.id });
                }
                if action.kind == ActionKind::Blitz
                    && p.id.side == action.player.side
                    && self.kick_team_mate_problem(p.id).is_none()
                {
                    for long in [false, true] {
                        options.push(Decision::KickTeamMate { player: p.id, long });
                    }
                }
            }
            // A Bomber's Block reaches standing opponents up to 3 squares away (002:L1051).
            if action.kind == ActionKind::Block && self.marking() {
                self.bomber_targets(mover, from, &mut options);
            }
            if action.kind == ActionKind::Pass
                && self
                    .s
                    .player(action.player)
                    .is_some_and(|p| p.has(Skill::ThrowTeamMate))
            {
                for mate in self
                    .s
                    .pitch()
                    .neighbours(from)
                    .filter_map(|sq| self.s.player_at(sq))
                {
                    if mate.id.side != action.player.side || !mate.has(Skill::RightStuff) {
                        continue;
                    }
                    for target in self.s.pitch().all() {
                        if self
                            .throw_team_mate_problem(mate.id, target, None)
                            .is_none()
                        {
                            options.push(Decision::ThrowTeamMate {
                                player: mate.id,
                                target,
                                range: None,
                            });
                        }
                    }
                }
            }
            if action.kind == ActionKind::Pass && self.s.ruleset.advanced.throw_team_mate {
                self.blitz_throw_team_mate_options(from, &mut options);
            }
            if action.kind == ActionKind::Bomb {
                self.bomb_targets(action.player, &mut options);
            }
            // Whether he may throw at all is asked once, then each target's range.
            if action.kind == ActionKind::Pass
                && let Ok(from) = self.thrower_problem()
            {
                for target in self.s.pitch().all() {
                    if target != from && self.throw_problem(from, target, None).is_none() {
                        options.push(Decision::Pass {
                            target,
                            range: None,
                        });
                    }
                }
                if self
                    .s
                    .player(action.player)
                    .is_some_and(|p| p.has(Skill::HailMaryPass))
                {
                    for target in self.s.pitch().all() {
                        if self.hail_mary_target_problem(from, target).is_none() {
                            options.push(Decision::HailMary { target });
                        }
                    }
                }
            }
        }
        if !(self.marking() && self.marking_end_problem().is_some()) {
            options.push(Decision::EndAction);
        }
        options.push(Decision::EndTurn);
        options
    }
}

impl<S: State> Engine<'_, S> {
    /// Marking's steps for the Action prompt, each as `move_problem` asks it (002:L481, L501,
    /// L594): kept out of the 2016 prompt.
    #[cold]
    #[inline(never)]
    fn marking_move_options(
        &self,
        action: &crate::state::ActiveAction,
        mover: &crate::player::Player,
        from: Square,
        options: &mut Vec<Decision>,
    ) {
        for to in self.s.pitch().neighbours(from) {
            if self.marking_move_problem(action, mover, to).is_none() {
                options.push(Decision::Move { to });
            }
        }
        // Leap: through other players, on a Run (002:L1052).
        options.extend(
            self.run_leap_targets(mover, from)
                .into_iter()
                .map(|to| Decision::Leap { to }),
        );
    }
}

impl<S: State> Engine<'_, S> {
    /// A Bomber's Block targets beyond the squares next to him (002:L1051).
    #[cold]
    #[inline(never)]
    fn bomber_targets(
        &self,
        mover: &crate::player::Player,
        from: Square,
        options: &mut Vec<Decision>,
    ) {
        if !mover.has_ability(crate::blitz_ability::BlitzAbility::Bomber) {
            return;
        }
        for o in self.s.on_pitch(mover.id.side.opponent()) {
            if o.square().is_some_and(|s| s.distance(from) > 1)
                && self.block_problem(o.id).is_none()
            {
                options.push(Decision::Block { target: o.id });
            }
        }
    }
}

/// `spare`, emptied, with room for at least `room` options.
fn reuse(mut spare: Vec<Decision>, room: usize) -> Vec<Decision> {
    spare.clear();
    spare.reserve(room);
    spare
}

impl<S: State> Engine<'_, S> {
    /// The throws `thrower` may make with the bomb: a pass to every square the ruler reaches
    /// (Blizzard allowing), and a Hail Mary Pass anywhere if he has it (004:L9997-L9999).
    fn bomb_targets(&self, thrower: crate::player::PlayerId, options: &mut Vec<Decision>) {
        let Some(from) = self.s.standing_square(thrower) else {
            return;
        };
        for target in self.s.pitch().all() {
            if target != from && self.throw_problem(from, target, None).is_none() {
                options.push(Decision::Pass {
                    target,
                    range: None,
                });
            }
        }
        for target in self.s.pitch().all() {
            if self
                .bomb_throw_problem(thrower, target, None, true)
                .is_none()
            {
                options.push(Decision::HailMary { target });
            }
        }
    }
}
