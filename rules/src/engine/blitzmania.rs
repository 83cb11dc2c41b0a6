//! The Blitzmania Kick-off table, a ruleset option (004:L1295-L1422): the results other than
//! Changing Weather (which is the standard table's) and Rogue Ball (`rogue_ball.rs`). Each
//! result is resolved while the kick is in the air; the kick lands after it.

use super::steps::{Contest, PendingRoll, RandomFor, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind, d3};
use crate::event::EventKind;
use crate::input::ActionKind;
use crate::pitch::{Pitch, Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::state::TurnState;

const REF: &str = "004:L1311-L1318";
const SCANDAL: &str = "004:L1320-L1330";
const BOLSTER: &str = "004:L1332-L1337";
const ROGUE: &str = "004:L1339-L1351";
const BLOODTHIRSTY: &str = "004:L1353-L1360";
const COACHING: &str = "004:L1370-L1379";
const OUTBURST: &str = "004:L1381-L1388";
const SPRINT: &str = "004:L1390-L1401";
const PELTED: &str = "004:L1403-L1411";
const MONEY: &str = "004:L1413-L1422";
/// How a team re-roll counts while Big Money in the House's bonus ones stand.
pub(crate) const MANY_REROLLS_WORDS: &str = "the bonus ones until the drive ends, more than one \
     a turn this drive: Big Money in the House, 004:L1413-L1422";

/// Bonus team re-rolls take a team to at most this many (Big Money in the House).
const MAX_REROLLS: u8 = 8;

fn say_kick(result: &str) -> EventKind {
    EventKind::KickOff {
        result: result.to_string(),
    }
}

/// A roll of one D6 for each listed player, in shirt order.
fn each_player_roll(kind: RollKind, side: Side, count: usize, purpose: String) -> Step {
    PendingRoll::plain(kind, side, vec![DieKind::D6; count], purpose)
}

/// Whether a square is within 2 squares of a sideline (Breaking Scandal).
fn near_sideline(pitch: Pitch, square: Square) -> bool {
    square.y() <= 1 || square.y() >= pitch.width() - 2
}

/// The x of the End Zone a team defends (its own).
fn own_end_zone_x(pitch: Pitch, side: Side) -> u8 {
    pitch.scoring_end_zone_x(side.opponent())
}

impl Engine<'_> {
    /// Resolves a Blitzmania result other than Changing Weather; the kick lands after it.
    pub(crate) fn blitzmania(&mut self, total: u8, result: &str) {
        let kicking = self.s.kicking;
        let receiving = kicking.opponent();
        let land = [Step::KickLand, Step::KickOffDone];
        let mut steps: Vec<Step> = Vec::new();
        match total {
            2 => {
                self.s.drive.no_referee = true;
                self.say(
                    say_kick(result),
                    format_args!(
                        "Um... Where's the Ref: for this drive any number of players may Foul \
                         each turn, and nobody is sent off ({REF})"
                    ),
                );
            }
            3 => steps.push(PendingRoll::plain(
                RollKind::BreakingScandal,
                Side::Home,
                vec![DieKind::D6, DieKind::D6],
                format!(
                    "Breaking Scandal: a D3 (a D6 halved) for each coach, home first; each team \
                     loses that much FAME for the rest of the match ({SCANDAL})"
                ),
            )),
            4 => {
                let players: Vec<PlayerId> = self
                    .s
                    .players
                    .iter()
                    .filter(|p| {
                        p.id.side == receiving
                            && p.place == Place::Reserves
                            && super::setup_phase::available(p)
                    })
                    .map(|p| p.id)
                    .collect();
                if players.is_empty() {
                    self.say(say_kick(result), format_args!("Bolster the Line: the receiving team has nobody in Reserves ({BOLSTER})"));
                } else {
                    steps.push(each_player_roll(
                        RollKind::Bolster {
                            side: receiving,
                            players: players.clone(),
                        },
                        receiving,
                        players.len(),
                        format!(
                            "Bolster the Line: a D6 for each of the {} {} players in Reserves, in \
                             shirt order; 4+ may be set up in the team's End Zone ({BOLSTER})",
                            players.len(),
                            self.s.team(receiving).name.clone()
                        ),
                    ));
                }
            }
            5 => {
                self.say(
                    say_kick(result),
                    format_args!(
                        "Rogue Ball: the {} coach places a second ball anywhere in the {} half; it \
                         scatters like the kick and lands after it ({ROGUE})",
                        self.s.team(kicking).name.clone(),
                        self.s.team(receiving).name.clone()
                    ),
                );
                // The second ball's scatter pushes the landings.
                self.push(Step::RogueBall { side: kicking });
                return;
            }
            6 => steps.push(self.contest_roll(Contest::BloodthirstyFans, Side::Home, None)),
            8 => steps.push(self.contest_roll(Contest::QuestionableCoaching, Side::Home, None)),
            9 => {
                // The bonus Blocks come before the kick lands; the bonus turn's end lands it.
                self.push_in_order(land.to_vec());
                self.violent_outburst();
                return;
            }
            10 => {
                let eligible: Vec<PlayerId> = self
                    .s
                    .on_pitch(kicking)
                    .filter(|p| {
                        p.square().is_some_and(|s| {
                            self.s.pitch().line_of_scrimmage(s).is_none()
                                && !self.s.in_tackle_zone(s, kicking)
                        })
                    })
                    .map(|p| p.id)
                    .collect();
                if eligible.is_empty() {
                    self.say(
                        say_kick(result),
                        format_args!(
                            "Sneaky Sprint: no kicking player is off the line of scrimmage and \
                             out of every Tackle Zone ({SPRINT})"
                        ),
                    );
                } else {
                    steps.push(self.random_player_roll(kicking, eligible, RandomFor::Sprint));
                }
            }
            11 => steps.push(self.contest_roll(Contest::PeltedByTheCrowd, Side::Home, None)),
            _ => steps.push(PendingRoll::plain(
                RollKind::BigMoney,
                Side::Home,
                vec![DieKind::D6],
                format!(
                    "Big Money in the House: a D6 of bonus team re-rolls for each team (at most 8 \
                     in all), more than one a turn this drive, lost when it ends ({MONEY})"
                ),
            )),
        }
        steps.extend(land);
        self.push_in_order(steps);
    }

    pub(crate) fn breaking_scandal_rolled(&mut self, dice: &[Die]) {
        let mut steps = Vec::new();
        for (side, die) in Side::BOTH.into_iter().zip(dice) {
            let lost = d3(die.value().unwrap_or(1));
            let team = self.s.team_mut(side);
            team.fame_lost = team.fame_lost.saturating_add(lost);
            let now = team.fame_now();
            self.say(
                say_kick("Breaking Scandal"),
                format_args!(
                    "Breaking Scandal: the {} team loses {lost} FAME (D3), FAME {now} for the rest \
                     of the match ({SCANDAL})",
                    self.s.team(side).name.clone()
                ),
            );
            let players: Vec<PlayerId> = self
                .s
                .on_pitch(side)
                .filter(|p| p.square().is_some_and(|s| near_sideline(self.s.pitch(), s)))
                .map(|p| p.id)
                .collect();
            if !players.is_empty() {
                steps.push(each_player_roll(
                    RollKind::ErrantFans {
                        side,
                        players: players.clone(),
                    },
                    side,
                    players.len(),
                    format!(
                        "Breaking Scandal: a D6 for each of the {} {} players within 2 squares of \
                         a sideline, in shirt order; 1-2 Knocked Down ({SCANDAL})",
                        players.len(),
                        self.s.team(side).name.clone()
                    ),
                ));
            }
        }
        self.push_in_order(steps);
    }

    pub(crate) fn errant_fans_rolled(&mut self, side: Side, players: &[PlayerId], dice: &[Die]) {
        let mut down = Vec::new();
        let mut hit = Vec::new();
        for (id, die) in players.iter().zip(dice) {
            let roll = die.value().unwrap_or(6);
            if roll <= 2 && self.s.standing_square(*id).is_some() {
                down.push(format!("{} ({roll})", self.ruling_label(*id)));
                hit.push(*id);
            }
        }
        // Bunch of Pacifists may spare them (stadium_crowd.rs).
        let steps = self.errant_fans_knock_down(side, hit);
        if down.is_empty() {
            self.say(
                say_kick("Breaking Scandal"),
                format_args!(
                    "Breaking Scandal: the fans knock no {} player down",
                    self.s.team(side).name.clone()
                ),
            );
        }
        self.push_in_order(steps);
    }

    pub(crate) fn bolster_rolled(&mut self, side: Side, players: &[PlayerId], dice: &[Die]) {
        let allowed: Vec<PlayerId> = players
            .iter()
            .zip(dice)
            .filter(|(_, d)| d.value().unwrap_or(1) >= 4)
            .map(|(id, _)| *id)
            .collect();
        if allowed.is_empty() {
            self.say(
                say_kick("Bolster the Line"),
                format_args!(
                    "Bolster the Line: no {} player in Reserves rolled 4+",
                    self.s.team(side).name.clone()
                ),
            );
            return;
        }
        let names: Vec<String> = allowed.iter().map(|id| self.ruling_label(*id)).collect();
        self.say(
            say_kick("Bolster the Line"),
            format_args!(
                "Bolster the Line: {} may be set up in the {} End Zone, above 11 on the pitch \
                 for this drive if it comes to that ({BOLSTER}; the 11 of 000:L374 are the \
                 set-up's, and the result comes after it: our reading)",
                names.join(", "),
                self.s.team(side).name.clone()
            ),
        );
        self.push(Step::BolsterTheLine { side, allowed });
    }

    pub(crate) fn blitzmania_move(
        &mut self,
        player: PlayerId,
        to: Square,
    ) -> Result<(), Rejection> {
        let Some(step) = self.s.stack.last().cloned() else {
            return Err(self.refuse_input(format_args!("the match is over")));
        };
        if let Some(problem) = self.blitzmania_move_problem(&step, player, to) {
            return Err(problem);
        }
        self.s.stack.pop();
        self.s.set_place(
            player,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(player);
        match step {
            Step::BolsterTheLine { side, mut allowed } => {
                self.say(
                    say_kick("Bolster the Line"),
                    format_args!("Bolster the Line: {label} is set up on {to} ({BOLSTER})"),
                );
                allowed.retain(|id| *id != player);
                let bolstered = &mut self.s.drive.bolstered[side.index()];
                *bolstered = bolstered.saturating_add(1);
                if !allowed.is_empty() {
                    self.push(Step::BolsterTheLine { side, allowed });
                }
            }
            _ => {
                self.say(
                    say_kick("Sneaky Sprint"),
                    format_args!("Sneaky Sprint: {label} is set up on {to} ({SPRINT})"),
                );
                self.push(PendingRoll::plain(
                    RollKind::SprintScatter { player },
                    player.side,
                    vec![DieKind::D8, DieKind::D6],
                    format!(
                        "Sneaky Sprint: D8 for the direction on the scatter template, D6 for the \
                         squares {label} runs; he stops before a player or the ball ({SPRINT})"
                    ),
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn sprint_scattered(&mut self, player: PlayerId, dice: &[Die]) {
        let (direction, distance) = super::kickoff::d8_d6(dice);
        let Some(from) = self.s.player(player).and_then(|p| p.square()) else {
            return;
        };
        let (dx, dy) = self.scatter_step(direction);
        let ball = self.s.ball_square();
        let mut at = from;
        let mut stopped = None;
        for _ in 0..distance {
            let next = self
                .s
                .pitch()
                .square(i32::from(at.x()) + dx, i32::from(at.y()) + dy);
            match next {
                None => {
                    stopped = Some("the edge of the pitch");
                    break;
                }
                Some(n) if self.s.is_occupied(n) => {
                    stopped = Some("a player");
                    break;
                }
                Some(n) if ball == Some(n) => {
                    stopped = Some("the ball");
                    break;
                }
                Some(n) => at = n,
            }
        }
        self.s.set_place(
            player,
            Place::Pitch {
                square: at,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(player);
        let why = stopped.map_or_else(String::new, |w| format!(", stopping before {w}"));
        self.say(
            say_kick("Sneaky Sprint"),
            format_args!(
                "Sneaky Sprint ({direction}, {distance}): {label} runs from {from} to {at}{why} \
                 ({SPRINT})"
            ),
        );
    }

    pub(crate) fn pelted_rolled(&mut self, side: Side, players: &[PlayerId], dice: &[Die]) {
        let mut prone = Vec::new();
        for (id, die) in players.iter().zip(dice) {
            if die.value() == Some(1)
                && let Some(square) = self.s.standing_square(*id)
            {
                self.s.set_place(
                    *id,
                    Place::Pitch {
                        square,
                        stance: Stance::Prone,
                    },
                );
                let label = self.ruling_label(*id);
                self.say(
                    EventKind::PlacedProne {
                        player: *id,
                        square,
                    },
                    format_args!(
                        "Pelted by the Crowd: {label} is Placed Prone on {square} ({PELTED})"
                    ),
                );
                prone.push(label);
            }
        }
        if prone.is_empty() {
            self.say(
                say_kick("Pelted by the Crowd"),
                format_args!(
                    "Pelted by the Crowd: no {} player goes down",
                    self.s.team(side).name.clone()
                ),
            );
        }
    }

    pub(crate) fn big_money_rolled(&mut self, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        self.s.drive.many_rerolls = true;
        for side in Side::BOTH {
            let team = self.s.team_mut(side);
            let gained = roll.min(MAX_REROLLS.saturating_sub(team.rerolls));
            team.rerolls = team.rerolls.saturating_add(gained);
            let now = team.rerolls;
            self.s.drive.bonus_rerolls[side.index()] = gained;
            self.say(
                EventKind::RerollGained { side },
                format_args!(
                    "Big Money in the House ({roll}): the {} team gains {gained} bonus team \
                     re-roll(s), {now} in all (8 at most); more than one a turn this drive, the \
                     bonus ones left are lost when it ends ({MONEY})",
                    self.s.team(side).name.clone()
                ),
            );
        }
    }

    /// The drive is over: Big Money's unused bonus team re-rolls are lost.
    pub(crate) fn drop_bonus_rerolls(&mut self) {
        for side in Side::BOTH {
            let left = self.s.drive.bonus_rerolls[side.index()];
            if left == 0 {
                continue;
            }
            let team = self.s.team_mut(side);
            let lost = left.min(team.rerolls);
            team.rerolls -= lost;
            self.say(
                EventKind::Note,
                format_args!(
                    "Big Money in the House: the {} team's {lost} unused bonus team re-roll(s) \
                     are lost with the drive ({MONEY})",
                    self.s.team(side).name.clone()
                ),
            );
        }
    }

    /// Violent Outburst: receiving players next to exactly one opponent may Block at once, no
    /// team re-rolls; a receiving player Knocked Down ends it (a turnover of the bonus turn).
    fn violent_outburst(&mut self) {
        let receiving = self.s.kicking.opponent();
        let eligible: Vec<PlayerId> = self
            .s
            .on_pitch(receiving)
            .filter(|p| p.is_standing())
            .filter(|p| {
                p.square().is_some_and(|s| {
                    self.s
                        .on_pitch(receiving.opponent())
                        .filter(|o| o.square().is_some_and(|o| o.distance(s) == 1))
                        .count()
                        == 1
                })
            })
            .map(|p| p.id)
            .collect();
        if eligible.is_empty() {
            self.say(
                say_kick("Violent Outburst"),
                format_args!(
                    "Violent Outburst: no receiving player is next to exactly one opponent \
                     ({OUTBURST})"
                ),
            );
            return;
        }
        let names: Vec<String> = eligible.iter().map(|id| self.ruling_label(*id)).collect();
        let text = format!(
            "Violent Outburst: {} may each make a bonus Block, no team re-rolls; a receiving \
             player Knocked Down ends the Blocks ({OUTBURST})",
            names.join(", ")
        );
        self.start_limited_turn(receiving, &eligible, ActionKind::Block, true, text);
    }

    /// A Blitzmania bonus turn: only `players` may act, only with `action`; the kick lands when
    /// it ends (the Blitz! turn's way, 000:L1007).
    pub(crate) fn start_limited_turn(
        &mut self,
        side: Side,
        players: &[PlayerId],
        action: ActionKind,
        no_team_rerolls: bool,
        text: String,
    ) {
        for p in &mut self.s.players {
            p.acted = !players.contains(&p.id);
        }
        let mut turn = TurnState::new(side, true);
        turn.only_action = Some(action);
        turn.no_team_rerolls = no_team_rerolls;
        self.begin_turn(turn);
        self.push(Step::Turn);
        self.say(say_kick("Blitzmania"), format_args!("{text}"));
    }

    /// A random player picked for a Blitzmania result.
    pub(crate) fn random_player_picked(&mut self, id: PlayerId, n: u8, why: RandomFor) {
        let label = self.ruling_label(id);
        match why {
            RandomFor::Coaching => {
                self.s.set_place(id, Place::Reserves);
                self.say(
                    say_kick("Questionable Coaching"),
                    format_args!(
                        "Questionable Coaching: {label} (D16 {n}) goes to the Reserves box and \
                         misses the drive ({COACHING})"
                    ),
                );
            }
            RandomFor::Sprint => {
                self.s.set_place(id, Place::Reserves);
                self.say(
                    say_kick("Sneaky Sprint"),
                    format_args!(
                        "Sneaky Sprint: {label} (D16 {n}) is taken off; the kicking coach sets him \
                         up anywhere in the receiving half ({SPRINT})"
                    ),
                );
                self.push(Step::SneakySprint { player: id });
            }
            RandomFor::Bloodthirsty => {
                // A Blitz made at the kick-off, not in a turn of the team's own: no team
                // re-roll (000:L758; the Blitz! result's free turn is one, 000:L1007).
                let text = format!(
                    "Bloodthirsty Fans: {label} (D16 {n}) may make a Blitz Action at once, no \
                     team re-rolls: it is not the team's own turn ({BLOODTHIRSTY}, 000:L758)"
                );
                self.start_limited_turn(id.side, &[id], ActionKind::Blitz, true, text);
            }
            RandomFor::Blessing => self.overlooked_picked(id),
            RandomFor::FallingRock => self.rock_fell_on(id, n),
            RandomFor::Jorm => self.jorm_picked(id, n),
            RandomFor::Korensson => self.korensson_picked(id, n),
            RandomFor::KitCheck => self.kit_check_picked(id, n),
            RandomFor::Rock | RandomFor::FullBeard { .. } => {}
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Why a Bolster the Line or Sneaky Sprint set-up is not allowed, if it is not.
    pub(crate) fn blitzmania_move_problem(
        &self,
        step: &Step,
        player: PlayerId,
        to: Square,
    ) -> Option<Rejection> {
        let label = self.named(player);
        if self.s.is_occupied(to) {
            return Some(self.refuse(
                format_args!("{to} is occupied"),
                "004:L1332-L1337, L1390-L1401",
            ));
        }
        match step {
            Step::BolsterTheLine { side, allowed } => {
                if !allowed.contains(&player) {
                    return Some(self.refuse(
                        format_args!("{label} did not roll 4+ for Bolster the Line"),
                        BOLSTER,
                    ));
                }
                (to.x() != own_end_zone_x(self.s.pitch(), *side)).then(|| {
                    self.refuse(
                        format_args!(
                            "{to} is not in the {} team's End Zone",
                            self.s.team(*side).name.clone()
                        ),
                        BOLSTER,
                    )
                })
            }
            Step::SneakySprint { player: sprinter } => {
                if player != *sprinter {
                    return Some(self.refuse(
                        format_args!("{} is the sprinter, not {label}", self.named(*sprinter)),
                        SPRINT,
                    ));
                }
                let receiving = self.s.kicking.opponent();
                if self.s.pitch().half(to) != receiving {
                    return Some(self.refuse(
                        format_args!(
                            "{to} is not in the {} half",
                            self.s.team(receiving).name.clone()
                        ),
                        SPRINT,
                    ));
                }
                (self.s.ball_square() == Some(to))
                    .then(|| self.refuse(format_args!("the ball is over {to}"), SPRINT))
            }
            _ => Some(self.refuse_input(format_args!("no Blitzmania set-up is waited for"))),
        }
    }
}
