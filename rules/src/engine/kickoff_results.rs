//! The Kick-off table's results (000:L997-L1009), resolved while the ball is in the air, and
//! the Blitzmania table as a ruleset option (004:L1295-L1422).

use std::borrow::Cow;

use super::steps::{Contest, PendingRoll, RandomFor, RollKind, Step};
use super::{Engine, State};
use crate::dice::{Die, DieKind, d3};
use crate::event::EventKind;
use crate::pitch::{Side, Square};
use crate::player::{Place, PlayerId, Stance};
use crate::rejection::Rejection;
use crate::skill::Skill;
use crate::special_play::CardTiming;
use crate::state::TurnState;

fn say_kick(result: &str) -> EventKind {
    EventKind::KickOff {
        result: result.to_string(),
    }
}

impl Engine<'_> {
    pub(crate) fn kick_off_table_rolled(&mut self, dice: &[Die]) {
        let total: u8 = dice.iter().filter_map(|d| d.value()).sum();
        let blitzmania = self.book.choice("kickoff-table") == Some("blitzmania");
        // A special ball's kicker is called out on a double before the result (004:L2153).
        if self.s.drive.special_ball.is_some() && self.special_ball_double(dice, total, blitzmania)
        {
            return;
        }
        self.kick_off_result(total, blitzmania);
    }

    /// The Kick-off table's result for `total` (on the Blitzmania table when `blitzmania`).
    pub(crate) fn kick_off_result(&mut self, total: u8, blitzmania: bool) {
        let table_id = if blitzmania {
            "kickoff-blitzmania"
        } else {
            "kickoff"
        };
        // The row's words are read where they are: the book outlives the engine.
        let book = self.book;
        let fallback;
        let (result, effect, cite): (&str, &str, &str) =
            match book.table(table_id).ok().and_then(|t| t.row(total).ok()) {
                Some(r) => (&r.result, &r.effect, &r.source),
                None => {
                    fallback = format!("{total}");
                    (&fallback, "", "")
                }
            };
        self.say(
            say_kick(result),
            format_args!("Kick-off table {total}: {result}. {effect} ({cite})"),
        );
        if blitzmania && total != 7 {
            self.blitzmania(total, result);
            return;
        }
        let receiving = self.s.kicking.opponent();
        let steps = match total {
            2 if self.s.referee.as_deref() == Some(super::referee::THORON_KORENSSON)
                && !self.s.drive.get_the_ref_again =>
            {
                self.s.drive.get_the_ref_again = true;
                self.say(
                    say_kick(result),
                    format_args!(
                        "Get the Ref with Thoron Korensson: the Kick-off table is rolled again \
                         (004:L1952-L1955)"
                    ),
                );
                self.push(Step::roll(PendingRoll {
                    kind: RollKind::KickOffTable,
                    side: self.s.kicking,
                    dice: Cow::Borrowed(&[DieKind::D6, DieKind::D6]),
                    target: None,
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: self.words(format_args!(
                        "Kick-off table again for Thoron Korensson: another Get the Ref and a \
                         standard referee takes over, with a Bribe each (004:L1952-L1955)"
                    )),
                }));
                // The kick lands once the result rolled again is resolved.
                return;
            }
            2 if self.s.referee.as_deref() == Some(super::referee::JORM_THE_OGRE) => {
                self.jorm_rampage(result)
            }
            2 => {
                if self.s.referee.as_deref() == Some(super::referee::THORON_KORENSSON) {
                    self.s.referee = Some(super::referee::STANDARD_REFEREE.to_string());
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "Get the Ref again: Thoron Korensson is replaced by a standard \
                             referee for the rest of the match (004:L1952-L1955)"
                        ),
                    );
                }
                for team in &mut self.s.teams {
                    let bribes = team
                        .inducements
                        .get(crate::inducement_kind::Inducement::Bribes);
                    team.inducements.set(
                        crate::inducement_kind::Inducement::Bribes,
                        bribes.saturating_add(1),
                    );
                }
                self.say(
                    say_kick(result),
                    format_args!("Get the Ref: each team gains a Bribe for this match (000:L999)"),
                );
                if self.s.referee.as_deref() == Some(super::referee::TRUNDLEFOOT_TRIPLETS) {
                    self.s.referee = Some(super::referee::STANDARD_REFEREE.to_string());
                    self.say(
                        EventKind::Note,
                        format_args!(
                            "The Trundlefoot Triplets make themselves scarce: a standard referee \
                             for the rest of the match (004:L2014-L2017)"
                        ),
                    );
                }
                vec![]
            }
            3 => self.riot(result),
            4 => vec![Step::PerfectDefence {
                side: self.s.kicking,
            }],
            5 => self.high_kick(result, receiving),
            6 => vec![self.contest_roll(Contest::CheeringFans, Side::Home, None)],
            7 => vec![self.changing_weather_roll()],
            8 => vec![self.contest_roll(Contest::BrilliantCoaching, Side::Home, None)],
            9 => vec![Step::QuickSnap {
                side: receiving,
                moved: Vec::new(),
            }],
            10 => {
                // The bonus turn lands the kick when it ends (see `end_turn`).
                self.start_bonus_turn();
                return;
            }
            11 => vec![self.contest_roll(Contest::ThrowARock, Side::Home, None)],
            _ => self.pitch_invasion(),
        };
        let mut steps = steps;
        steps.extend([Step::KickLand, Step::KickOffDone]);
        self.push_in_order(steps);
    }

    /// Riot (000:L1000): the receiving team's marker decides, or a D6.
    fn riot(&mut self, result: &str) -> Vec<Step> {
        let receiving = self.s.kicking.opponent();
        let team = self.s.team(receiving);
        match (team.turn, team.played_this_half) {
            (7, _) => {
                self.move_markers(-1, "the receiving team is on turn 7");
                vec![]
            }
            // Not "the marker is on 0": an earlier Riot or a touchdown in the other team's
            // turn moves it without a turn taken.
            (_, false) => {
                self.move_markers(1, "the receiving team has not had a turn this half");
                vec![]
            }
            _ => {
                self.say(
                    say_kick(result),
                    format_args!("Riot: a D6 decides, 1-3 both markers forward, 4-6 both back"),
                );
                vec![Step::roll(PendingRoll {
                    kind: RollKind::Riot,
                    side: self.s.kicking,
                    dice: Cow::Borrowed(&[DieKind::D6]),
                    target: None,
                    modifiers: Default::default(),
                    rerolled: true,
                    is_reroll: false,
                    purpose: "Riot: 1-3 both Turn markers forward one, 4-6 both back one \
                              (000:L1000)"
                        .into(),
                })]
            }
        }
    }

    pub(crate) fn riot_rolled(&mut self, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        if roll <= 3 {
            self.move_markers(1, &format!("the Riot roll is {roll}"));
        } else {
            self.move_markers(-1, &format!("the Riot roll is {roll}"));
        }
    }

    fn move_markers(&mut self, by: i8, why: &str) {
        for team in &mut self.s.teams {
            team.turn = if by > 0 {
                team.turn.saturating_add(1).min(super::flow::TURNS_PER_HALF)
            } else {
                team.turn.saturating_sub(1)
            };
        }
        let (home, away) = (self.s.team(Side::Home).turn, self.s.team(Side::Away).turn);
        self.say(
            say_kick("Riot"),
            format_args!(
                "Riot: {why}, so both Turn markers move {} one: home on {home}, away on {away} \
                 (000:L1000)",
                if by > 0 { "forward" } else { "back" }
            ),
        );
    }

    fn high_kick(&mut self, result: &str, receiving: Side) -> Vec<Step> {
        let landing = self.s.kick.and_then(|k| k.landing);
        match landing {
            Some(square)
                if self.s.pitch().half(square) == receiving && !self.s.is_occupied(square) =>
            {
                vec![Step::HighKick {
                    side: receiving,
                    landing: square,
                }]
            }
            _ => {
                self.say(say_kick(result), format_args!("High Kick: the ball will not come down on an empty square of the receiving \
                     half, so nobody can run under it (000:L1002)"));
                vec![]
            }
        }
    }

    fn start_bonus_turn(&mut self) {
        let side = self.s.kicking;
        let mut marked = Vec::new();
        for p in &mut self.s.players {
            p.acted = false;
        }
        let held: Vec<PlayerId> = self
            .s
            .on_pitch(side)
            .filter(|p| p.square().is_some_and(|s| self.s.in_tackle_zone(s, side)))
            .map(|p| p.id)
            .collect();
        for id in held {
            if let Some(p) = self.s.player_mut(id) {
                p.acted = true;
                marked.push(p.label());
            }
        }
        self.begin_turn(TurnState::new(side, true));
        self.push(Step::Turn);
        // A card played "at the beginning of my turn" may be played at the start of a Blitz!
        // (FAQ 004:L11589-L11592); the opponent's start-of-turn cards are not asked.
        self.card_window(side, CardTiming::StartOfYourTurn);
        let mut text = format!(
            "Blitz!: the {} team takes a free turn while the ball is in the air; its Turn marker \
             does not move, and any turnover ends it (000:L1007)",
            self.s.team(side).name.clone()
        );
        if !marked.is_empty() {
            text.push_str(&format!(
                "; in an opposing Tackle Zone, so may not act: {}",
                marked.join(", ")
            ));
        }
        self.say(say_kick("Blitz!"), format_args!("{text}"));
    }

    fn pitch_invasion(&mut self) -> Vec<Step> {
        let mut steps = Vec::new();
        for by in Side::BOTH {
            let targets: Vec<PlayerId> = self.s.on_pitch(by.opponent()).map(|p| p.id).collect();
            if targets.is_empty() {
                continue;
            }
            let fame = self.s.kick_off_fame(by) + expert_fame(self.s, by);
            steps.push(Step::roll(PendingRoll {
                kind: RollKind::PitchInvasion {
                    by,
                    targets: targets.clone(),
                },
                side: by,
                dice: Cow::Owned(vec![DieKind::D6; targets.len()]),
                target: None,
                modifiers: Default::default(),
                rerolled: true,
                is_reroll: false,
                purpose: self.words(format_args!(
                    "Pitch Invasion: the {} fans roll a D6 + FAME {fame} (Fan Favourites \
                     included, 004:L10164) for each of the {} opponents on the pitch, in shirt \
                     order; 6+ Stunned, a natural 1 never (000:L1009)",
                    self.s.team(by).name.clone(),
                    targets.len()
                )),
            }));
        }
        steps
    }

    pub(crate) fn pitch_invasion_rolled(&mut self, by: Side, targets: &[PlayerId], dice: &[Die]) {
        let fame = self.s.kick_off_fame(by) + expert_fame(self.s, by);
        let mut stunned = Vec::new();
        let mut knocked_out = Vec::new();
        let mut hit = Vec::new();
        for (id, die) in targets.iter().zip(dice) {
            let roll = die.value().unwrap_or(1);
            if roll != 1 && i16::from(roll) + fame >= 6 {
                hit.push(*id);
                let named = format!("{} ({roll})", self.ruling_label(*id));
                // A Ball & Chain player is KO'd instead (000:L1009).
                let chained = self
                    .s
                    .player(*id)
                    .is_some_and(|p| p.has(Skill::BallAndChain));
                if chained {
                    knocked_out.push(named);
                } else {
                    stunned.push(named);
                }
            }
        }
        let fans = self.s.team(by).name.clone();
        let text = match (stunned.is_empty(), knocked_out.is_empty()) {
            (true, true) => format!("Pitch Invasion: the {fans} fans hurt nobody"),
            (false, true) => format!(
                "Pitch Invasion: the {fans} fans Stun {} (000:L1009)",
                stunned.join(", ")
            ),
            (true, false) => format!(
                "Pitch Invasion: the {fans} fans KO {}, Ball & Chain players KO'd instead of \
                 Stunned (000:L1009)",
                knocked_out.join(", ")
            ),
            (false, false) => format!(
                "Pitch Invasion: the {fans} fans Stun {} and KO {}, Ball & Chain players KO'd \
                 instead of Stunned (000:L1009)",
                stunned.join(", "),
                knocked_out.join(", ")
            ),
        };
        self.say(say_kick("Pitch Invasion"), format_args!("{text}"));
        // Bunch of Pacifists may spare them (stadium_crowd.rs).
        self.pitch_invaded(by, hit);
    }

    /// A Pitch Invasion Stuns `id` where he stands; a Ball & Chain player is KO'd instead
    /// (000:L1009).
    pub(crate) fn invaded(&mut self, id: PlayerId) {
        let chained = self
            .s
            .player(id)
            .is_some_and(|p| p.has(Skill::BallAndChain));
        if chained {
            self.s.set_place(id, Place::KnockedOut);
        } else if let Some(square) = self.s.player(id).and_then(|p| p.square()) {
            self.s.set_place(
                id,
                Place::Pitch {
                    square,
                    stance: Stance::Stunned,
                },
            );
        }
    }

    pub(crate) fn contest_rolled(&mut self, contest: Contest, home: Option<u8>, dice: &[Die]) {
        let roll = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let Some(home_roll) = home else {
            self.push(self.contest_roll(contest, Side::Away, Some(roll)));
            return;
        };
        let score = |side: Side, roll: u8, s: &crate::state::MatchState| {
            let team = s.team(side);
            let base = match contest {
                Contest::ThrowARock | Contest::PeltedByTheCrowd => i16::from(roll),
                _ => i16::from(d3(roll)),
            };
            // Solemn and Silent: Cheerleaders have no effect on the Kick-off table
            // (004:L3745-L3805).
            let silent = s.stadium_attribute() == Some(crate::state::SOLEMN_AND_SILENT);
            let extra = match contest {
                Contest::CheeringFans | Contest::BloodthirstyFans if silent => 0,
                Contest::CheeringFans | Contest::BloodthirstyFans => team.cheerleaders,
                Contest::BrilliantCoaching | Contest::QuestionableCoaching => {
                    team.assistant_coaches
                }
                Contest::ThrowARock | Contest::PeltedByTheCrowd => 0,
            };
            // An ejected Head Coach: -1 on Brilliant Coaching (004:L1008-L1009).
            let ejected = contest == Contest::BrilliantCoaching && team.head_coach_ejected;
            base + s.kick_off_fame(side) + i16::from(extra) - i16::from(ejected)
                + expert_bonus(s, side, contest)
        };
        let (h, a) = (
            score(Side::Home, home_roll, self.s),
            score(Side::Away, roll, self.s),
        );
        let lower_loses = matches!(
            contest,
            Contest::QuestionableCoaching | Contest::PeltedByTheCrowd
        );
        let picked: Vec<Side> = match (h.cmp(&a), lower_loses) {
            (std::cmp::Ordering::Greater, false) | (std::cmp::Ordering::Less, true) => {
                vec![Side::Home]
            }
            (std::cmp::Ordering::Less, false) | (std::cmp::Ordering::Greater, true) => {
                vec![Side::Away]
            }
            (std::cmp::Ordering::Equal, _) => Side::BOTH.to_vec(),
        };
        let how = match contest {
            Contest::ThrowARock | Contest::PeltedByTheCrowd => "D6 + FAME",
            Contest::CheeringFans | Contest::BloodthirstyFans => "D3 + FAME + Cheerleaders",
            Contest::BrilliantCoaching | Contest::QuestionableCoaching => {
                "D3 + FAME + Assistant Coaches"
            }
        };
        let (home, away) = (
            self.s.team(Side::Home).name.clone(),
            self.s.team(Side::Away).name.clone(),
        );
        // Everyone's an Expert…: said by name, the sums shown without its sure win.
        let card = crate::special_play::Card::EveryonesAnExpert;
        let card_name = self.card_name(card);
        let mut expert = String::new();
        let mut shown = [h, a];
        for (i, side) in Side::BOTH.into_iter().enumerate() {
            match expert_bonus(self.s, side, contest) {
                0 => {}
                1 => expert.push_str(&format!(
                    "; {} has +1 FAME for {card_name} ({})",
                    self.s.team(side).name,
                    card.cite()
                )),
                bonus => {
                    shown[i] -= bonus;
                    expert.push_str(&format!(
                        "; {} wins it with {card_name} ({})",
                        self.s.team(side).name,
                        card.cite()
                    ));
                }
            }
        }
        // Fan Favourites on the pitch count in FAME on the Kick-off table (004:L10164-L10170):
        // said, so the sum adds up for a referee.
        for side in Side::BOTH {
            let favourites = self.s.fan_favourites_on_pitch(side);
            if favourites > 0 {
                expert.push_str(&format!(
                    "; {}'s FAME includes +{favourites} for Fan Favourite (004:L10164-L10170)",
                    self.s.team(side).name
                ));
            }
        }
        self.say(
            say_kick(contest.name()),
            format_args!(
                "{}: {home} {}, {away} {} ({how}){}{expert}",
                contest.name(),
                shown[0],
                shown[1],
                if picked.len() == 2 { ": a tie" } else { "" }
            ),
        );
        match contest {
            Contest::CheeringFans | Contest::BrilliantCoaching => {
                for side in picked {
                    let team = self.s.team_mut(side);
                    team.rerolls = team.rerolls.saturating_add(1);
                    self.say(
                        EventKind::RerollGained { side },
                        format_args!(
                            "{}: the {} team gains a team re-roll for this half (000:L1003, \
                             L1005)",
                            contest.name(),
                            self.s.team(side).name.clone()
                        ),
                    );
                }
            }
            Contest::BloodthirstyFans if picked.len() == 2 => {
                self.say(
                    say_kick(contest.name()),
                    format_args!(
                        "Bloodthirsty Fans: a tie, both coaches roll again (004:L1353-L1360)"
                    ),
                );
                self.push(self.contest_roll(contest, Side::Home, None));
            }
            Contest::ThrowARock
            | Contest::BloodthirstyFans
            | Contest::QuestionableCoaching
            | Contest::PeltedByTheCrowd => {
                let mut steps = Vec::new();
                for side in picked {
                    // Throw a Rock hits the other team; the others pick in the team itself.
                    let team = if contest == Contest::ThrowARock {
                        side.opponent()
                    } else {
                        side
                    };
                    let eligible: Vec<PlayerId> = self
                        .s
                        .on_pitch(team)
                        .filter(|p| {
                            contest != Contest::BloodthirstyFans
                                || p.stance() != Some(Stance::Stunned)
                        })
                        .map(|p| p.id)
                        .collect();
                    if eligible.is_empty() {
                        continue;
                    }
                    steps.push(match contest {
                        Contest::PeltedByTheCrowd => PendingRoll::plain(
                            RollKind::Pelted {
                                side: team,
                                players: eligible.clone(),
                            },
                            team,
                            vec![DieKind::D6; eligible.len()],
                            format!(
                                "Pelted by the Crowd: a D6 for each of the {} {} players on \
                                 the pitch, in shirt order; 1 Placed Prone (004:L1403-L1411)",
                                eligible.len(),
                                self.s.team(team).name.clone()
                            ),
                        ),
                        Contest::QuestionableCoaching => {
                            self.random_player_roll(team, eligible, RandomFor::Coaching)
                        }
                        Contest::BloodthirstyFans => {
                            self.random_player_roll(team, eligible, RandomFor::Bloodthirsty)
                        }
                        _ => self.random_player_roll(team, eligible, RandomFor::Rock),
                    });
                }
                self.push_in_order(steps);
            }
        }
    }

    /// A D16 for a random player (000:L983): a number that is nobody eligible is rolled again.
    pub(crate) fn random_player_rolled(
        &mut self,
        team: Side,
        eligible: &[PlayerId],
        why: RandomFor,
        dice: &[Die],
    ) {
        let n = dice.first().and_then(|d| d.value()).unwrap_or(1);
        let by_number = eligible.iter().find(|id| id.number == n).copied();
        // A team whose eligible players all wear numbers above 16 counts round the list.
        let none_reachable = eligible.iter().all(|id| id.number > 16);
        let picked = by_number.or_else(|| {
            none_reachable
                .then(|| eligible.get(usize::from(n - 1) % eligible.len().max(1)))
                .flatten()
                .copied()
        });
        let Some(id) = picked else {
            self.say(
                EventKind::Note,
                format_args!(
                    "Random player D16 {n}: no eligible {} player wears #{n}; roll again",
                    self.s.team(team).name.clone()
                ),
            );
            self.push(self.random_player_roll(team, eligible.to_vec(), why));
            return;
        };
        if let RandomFor::FullBeard { left } = why {
            self.full_beard_picked(id, eligible, left);
            return;
        }
        if why != RandomFor::Rock {
            self.random_player_picked(id, n, why);
            return;
        }
        let label = self.ruling_label(id);
        self.say(say_kick("Throw a Rock"), format_args!("Throw a Rock: the rock hits {label} (D16 {n}); Injury roll, no Armour roll (000:L1008)"));
        if self.pacifists_rock(id) {
            return;
        }
        self.push(self.rock_injury_roll(id));
    }

    /// The Injury roll of a player a rock hit, with no Armour roll (000:L1008).
    pub(crate) fn rock_injury_roll(&self, id: PlayerId) -> Step {
        let label = self.ruling_label(id);
        let mut roll = self.injury_roll(id, Vec::new(), false, None, None);
        if let Step::Roll(pending) = &mut roll {
            pending.purpose =
                format!("Injury roll for {label}, hit by a rock: no Armour roll (000:L1008)");
        }
        roll
    }

    pub(crate) fn kick_move(&mut self, player: PlayerId, to: Square) -> Result<(), Rejection> {
        let Some(step) = self.s.stack.last().cloned() else {
            return Err(self.refuse_input(format_args!("the match is over")));
        };
        if let Some(problem) = self.kick_move_problem(&step, player, to) {
            return Err(problem);
        }
        let from = self.s.player(player).and_then(|p| p.square());
        self.s.set_place(
            player,
            Place::Pitch {
                square: to,
                stance: Stance::Standing,
            },
        );
        let label = self.ruling_label(player);
        let (result, cite) = match &step {
            Step::HighKick { .. } => ("High Kick", "000:L1002"),
            Step::QuickSnap { .. } => ("Quick Snap!", "000:L1006"),
            Step::KickOffReturn { .. } => ("Kick-Off Return", "004:L10321-L10328"),
            _ => ("Perfect Defence", "000:L1001"),
        };
        let from = from.map_or_else(String::new, |f| format!("{f} → "));
        self.say(
            say_kick(result),
            format_args!("{result}: {label} moves {from}{to} ({cite})"),
        );
        match step {
            Step::HighKick { .. } | Step::KickOffReturn { .. } => {
                self.s.stack.pop();
            }
            Step::QuickSnap { side, mut moved } => {
                moved.push(player);
                self.s.stack.pop();
                self.push(Step::QuickSnap { side, moved });
            }
            _ => {}
        }
        Ok(())
    }

    pub(crate) fn kick_moves_done(&mut self, step: &Step) -> Result<(), Rejection> {
        // Perfect Defence re-arranges the players already set up, none brought on from the
        // Reserves (000:L1001): one taken off since the set-up (Papa Skullbones' Unworthy,
        // 004:L3207) is not owed back.
        if let Step::PerfectDefence { side } = step {
            let mut formation = self.formation(*side);
            formation.available = formation.available.min(formation.placed);
            if let Some(problem) = self.formation_problem(&formation) {
                return Err(problem);
            }
        }
        self.s.stack.pop();
        Ok(())
    }
}

/// Rolls that name a team.
impl<S: State> Engine<'_, S> {
    /// A kick-off contest's D6 for `side`'s coach (000:L1003-L1008, 004:L1353-L1411).
    pub(crate) fn contest_roll(&self, contest: Contest, side: Side, home: Option<u8>) -> Step {
        let how = match contest {
            Contest::ThrowARock => {
                "D6 + FAME; the loser's random player on the pitch is hit, both on \
                               a tie (000:L1008)"
            }
            Contest::CheeringFans => {
                "D3 (a D6 halved) + FAME + Cheerleaders; the higher gains a team re-roll for this \
             half, both on a tie (000:L1003)"
            }
            Contest::BrilliantCoaching => {
                "D3 (a D6 halved) + FAME + Assistant Coaches; the higher gains a team re-roll for this \
             half, both on a tie (000:L1005)"
            }
            Contest::BloodthirstyFans => {
                "D3 (a D6 halved) + FAME + Cheerleaders; a random player of the higher team may Blitz \
             at once, ties rolled again (004:L1353-L1360)"
            }
            Contest::QuestionableCoaching => {
                "D3 (a D6 halved) + FAME + Assistant Coaches; a random player on the pitch of the \
             lower team (both on a tie) goes to the Reserves (004:L1370-L1379)"
            }
            Contest::PeltedByTheCrowd => {
                "D6 + FAME; each player of the lower team (both on a tie) is Placed Prone on a 1 \
             (004:L1403-L1411)"
            }
        };
        Step::roll(PendingRoll {
            kind: RollKind::Contest { contest, home },
            side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "{}: the {} coach rolls {how}",
                contest.name(),
                self.s.team(side).name
            )),
        })
    }

    /// The D16 for a random player of `team` on the pitch (000:L983).
    pub(crate) fn random_player_roll(
        &self,
        team: Side,
        eligible: Vec<PlayerId>,
        why: RandomFor,
    ) -> Step {
        Step::roll(PendingRoll {
            kind: RollKind::RandomPlayer {
                team,
                eligible,
                why,
            },
            side: team.opponent(),
            dice: Cow::Borrowed(&[DieKind::D16]),
            target: None,
            modifiers: Default::default(),
            rerolled: true,
            is_reroll: false,
            purpose: self.words(format_args!(
                "Random {} player on the pitch: D16 for the shirt number, roll again for a number \
             nobody eligible wears (000:L983)",
                self.s.team(team).name
            )),
        })
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// Receiving players who may use Kick-Off Return: with the skill, standing, off the line
    /// of scrimmage, in no opposing Tackle Zone (004:L10321-L10324).
    pub(crate) fn kick_off_returners(&self, side: Side) -> Vec<PlayerId> {
        self.high_kick_options(side)
            .into_iter()
            .filter(|id| {
                self.s.player(*id).is_some_and(|p| {
                    p.has(crate::skill::Skill::KickOffReturn)
                        // Never a Ball & Chain player (004:L9837-L9839).
                        && !p.has(Skill::BallAndChain)
                        && p.square().is_some_and(|s| self.s.pitch().line_of_scrimmage(s).is_none())
                })
            })
            .collect()
    }

    /// Whether `to` is at most `steps` one-square moves from `from` through empty squares of
    /// `side`'s half.
    pub(crate) fn within_moves(&self, from: Square, to: Square, steps: u8, side: Side) -> bool {
        if to == from || from.distance(to) > steps || self.s.pitch().half(to) != side {
            return false;
        }
        let mut frontier = vec![from];
        for _ in 0..steps {
            let mut next = Vec::new();
            for at in frontier {
                for n in self.s.pitch().neighbours(at) {
                    if self.s.pitch().half(n) != side || self.s.is_occupied(n) || next.contains(&n)
                    {
                        continue;
                    }
                    if n == to {
                        return true;
                    }
                    next.push(n);
                }
            }
            frontier = next;
        }
        false
    }

    /// Receiving players who may run under a High Kick: standing, in no opposing Tackle Zone.
    pub(crate) fn high_kick_options(&self, side: Side) -> Vec<PlayerId> {
        self.s
            .on_pitch(side)
            .filter(|p| p.is_standing())
            .filter(|p| p.square().is_some_and(|s| !self.s.in_tackle_zone(s, side)))
            .map(|p| p.id)
            .collect()
    }

    /// Why a kick-off free move is not allowed, if it is not.
    pub(crate) fn kick_move_problem(
        &self,
        step: &Step,
        player: PlayerId,
        to: Square,
    ) -> Option<Rejection> {
        if let Some(no) = self.no_such_player(player) {
            return Some(no);
        }
        let label = self.named(player);
        let from = self.s.player(player).and_then(|p| p.square());
        if self.s.is_occupied(to) {
            // Kick-Off Return moves through empty squares (004:L10321-L10328); the Kick-off
            // table's free moves to empty ones (000:L1001-L1006).
            let cite = if matches!(step, Step::KickOffReturn { .. }) {
                "004:L10321-L10328"
            } else {
                "000:L1001-L1006"
            };
            return Some(self.refuse(format_args!("{to} is occupied"), cite));
        }
        match step {
            Step::HighKick { side, landing } => {
                if !self.high_kick_options(*side).contains(&player) {
                    return Some(self.refuse(
                        format_args!(
                            "{label} cannot run under the ball: a standing {} player in no \
                             opposing Tackle Zone may",
                            self.s.team(*side).name.clone()
                        ),
                        "000:L1002",
                    ));
                }
                (to != *landing).then(|| {
                    self.refuse(
                        format_args!("High Kick moves a player to {landing}, where the ball lands"),
                        "000:L1002",
                    )
                })
            }
            Step::KickOffReturn { side } => {
                if !self.kick_off_returners(*side).contains(&player) {
                    return Some(self.refuse(
                        format_args!(
                            "{label} may not use Kick-Off Return: a standing {} player with the \
                             skill, off the line of scrimmage and in no opposing Tackle Zone may",
                            self.s.team(*side).name.clone()
                        ),
                        "004:L10321-L10324",
                    ));
                }
                let reach = from.is_some_and(|f| self.within_moves(f, to, 3, *side));
                (!reach).then(|| {
                    self.refuse(
                        format_args!(
                            "{to} is not 3 squares' move through empty squares of his own half \
                             from {label}"
                        ),
                        "004:L10325-L10328",
                    )
                })
            }
            Step::QuickSnap { side, moved } => {
                if player.side != *side || !self.s.player(player).is_some_and(|p| p.is_standing()) {
                    return Some(self.refuse(
                        format_args!(
                            "{label} is not a standing {} player",
                            self.s.team(*side).name.clone()
                        ),
                        "000:L1006",
                    ));
                }
                if moved.contains(&player) {
                    return Some(self.refuse(
                        format_args!("{label} has made his Quick Snap! move"),
                        "000:L1006",
                    ));
                }
                (from.is_none_or(|f| f.distance(to) != 1)).then(|| {
                    self.refuse(
                        format_args!("{to} is not next to {label}: Quick Snap! moves one square"),
                        "000:L1006",
                    )
                })
            }
            Step::PerfectDefence { side } => {
                if player.side != *side || from.is_none() {
                    return Some(self.refuse(
                        format_args!(
                            "{label} is not a {} player on the pitch: Perfect Defence \
                             re-arranges the kicking team's set-up",
                            self.s.team(*side).name.clone()
                        ),
                        "000:L1001",
                    ));
                }
                (self.s.pitch().half(to) != *side).then(|| {
                    self.refuse(
                        format_args!(
                            "{to} is not in the {} half",
                            self.s.team(*side).name.clone()
                        ),
                        "000:L374, L1001",
                    )
                })
            }
            _ => Some(self.refuse_input(format_args!("no kick-off move is waited for"))),
        }
    }
}

/// Everyone's an Expert…: the team wins every Cheering Fans and Brilliant Coaching roll, and
/// has +1 FAME on Throw a Rock (and Pitch Invasion, `expert_fame`) (004:L4897-L4919).
fn expert_bonus(s: &crate::state::MatchState, side: Side, contest: Contest) -> i16 {
    if !s.cards.any_on()
        || !s
            .cards
            .on(side, crate::special_play::Card::EveryonesAnExpert)
    {
        return 0;
    }
    match contest {
        // More than any D3 + FAME + Cheerleaders or Assistant Coaches can make.
        Contest::CheeringFans | Contest::BrilliantCoaching => 100,
        Contest::ThrowARock => 1,
        _ => 0,
    }
}

/// Everyone's an Expert…'s +1 FAME on the team's Pitch Invasion roll (004:L4897-L4919).
fn expert_fame(s: &crate::state::MatchState, side: Side) -> i16 {
    i16::from(
        s.cards.any_on()
            && s.cards
                .on(side, crate::special_play::Card::EveryonesAnExpert),
    )
}
