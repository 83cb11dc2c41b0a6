//! The flow of play: turns, turnovers, the end of an Action, of a drive and of a half. A
//! touchdown is `scoring.rs`'s; the end of the match (final whistle, shoot-out, concession)
//! `match_end.rs`'s.

use std::borrow::Cow;

use super::Engine;
use super::match_end::shoot_out_roll;
use super::steps::{PendingRoll, RollKind, Step};
use crate::dice::{Die, DieKind};
use crate::event::EventKind;
use crate::inducement_kind::Inducement;
use crate::pitch::Side;
use crate::player::{Place, PlayerId, Stance};
use crate::ruleset::{Activation, GameEnd, ScoringPolicy};
use crate::setup::Weather;
use crate::special_play::{CardTiming, Until};
use crate::state::{Ball, TurnState};

/// Turns per team per half (000:L399-L413, L798).
pub(crate) const TURNS_PER_HALF: u8 = 8;

impl Engine<'_> {
    /// A turnover: the Action in progress stops, and once the rolls already owed (armour,
    /// injury, bounces) are made, the turn ends (000:L441-L451). Callers push those rolls after.
    /// Without turnovers (Blitz Bowl's `turnovers: false`, digest §4.7), the Action in
    /// progress stops instead and the turn goes on (`no_turnover`).
    pub(crate) fn turnover(&mut self, cause: std::fmt::Arguments<'_>) {
        if !self.s.ruleset.turnovers {
            return self.no_turnover(cause);
        }
        if self.s.cards.any_on() && self.quick_save_turnover(cause) {
            return;
        }
        let cause = self.words(cause);
        let Some(turn) = self.s.turn.as_mut() else {
            return;
        };
        if turn.turnover.is_some() || turn.ended {
            // Once the turn has ended (a Wizard's spell, falling rocks) a fall is no turnover.
            return;
        }
        turn.turnover = Some(cause.clone());
        let side = turn.side;
        // A bonus turn (Blitz!, a Blitzmania result) ends; no turn of the team's own is lost.
        let bonus = if turn.bonus {
            ": the bonus turn ends, the team's own turns are still to come"
        } else {
            ""
        };
        self.say(
            EventKind::Turnover { side },
            format_args!("TURNOVER: {cause}{bonus} (000:L441-L451)"),
        );
        self.s.stack.clear();
        self.s.stack.push(Step::EndTurn);
        // The team's cards played when it suffers a turnover, once what made it is settled
        // (004:L6265-L6285).
        self.card_window(side, CardTiming::Turnover);
        // Round the Clock Training's D6 once the Action is resolved: after the rolls the
        // turnover owes, pushed over this (004:L6122-L6137).
        if self.s.cards.any_on() {
            self.round_the_clock_over(side);
        }
        // Blood Lust: a Vampire who must feed still does as his Action ends, once what made
        // the turnover is settled; off his feet he can bite no one (004:L9981-L9991).
        let hungry = self.s.action().map(|a| a.player);
        if hungry
            .and_then(|id| self.s.player(id))
            .is_some_and(|p| p.must_feed)
        {
            self.s.stack.push(Step::EndAction);
        }
    }

    /// What would be a turnover in a game without them: the Action in progress stops, and once
    /// the rolls already owed (armour, injury, bounces; callers push them after) are made it
    /// ends; the team's turn goes on with the Actions it has left (digest §4.7: a failed Throw,
    /// a Fumble, a Knock Down leave them available, 002:L458, L570, L574).
    #[cold]
    #[inline(never)]
    fn no_turnover(&mut self, cause: std::fmt::Arguments<'_>) {
        let cause = self.words(cause);
        let Some(side) = self.s.turn.as_ref().map(|t| t.side) else {
            return;
        };
        self.say(
            EventKind::Note,
            format_args!(
                "{cause}: no turnover in this game, the Action ends and the {} turn goes on \
                 (digest §4.7)",
                self.s.team(side).name.clone()
            ),
        );
        self.stop_action();
    }

    /// The Action in progress stops where a turnover would stop it, and ends once the rolls
    /// already owed are made (callers push them after); the turn goes on.
    pub(super) fn stop_action(&mut self) {
        if let Some(pos) = self.s.stack.iter().rposition(|s| matches!(s, Step::Action)) {
            self.s.stack.truncate(pos + 1);
            self.s.stack.push(Step::EndAction);
        }
    }

    /// Under an Action budget (Blitz Bowl), a turn whose Actions are all made ends there
    /// (002:L458): true if it did. Never under 2016's activation.
    pub(crate) fn action_budget_spent(&mut self) -> bool {
        let Activation::ActionBudget { actions, .. } = self.s.ruleset.activation else {
            return false;
        };
        let Some(side) = self
            .s
            .turn
            .as_ref()
            .filter(|t| t.declared.len() >= usize::from(actions))
            .map(|t| t.side)
        else {
            return false;
        };
        self.say(
            EventKind::TurnEnded { side },
            format_args!(
                "The {} team has made its {actions} Actions: the turn ends (002:L458)",
                self.s.team(side).name.clone()
            ),
        );
        self.s.stack.pop();
        self.s.stack.push(Step::EndTurn);
        true
    }

    /// Ends the Action in progress: drops everything above it on the stack.
    pub(crate) fn end_action(&mut self) {
        if let Some(pos) = self.s.stack.iter().rposition(|s| matches!(s, Step::Action)) {
            self.s.stack.truncate(pos);
        }
        let action = self.s.turn.as_mut().and_then(|t| t.action.take());
        if self.s.legends.is_some() {
            // Cometh the Hour's skill lasts his Action (004:L9757).
            self.cometh_over();
        }
        if let Some(action) = action {
            let label = self.ruling_label(action.player);
            self.say(
                EventKind::ActionEnded {
                    player: action.player,
                },
                format_args!("{label}: {} Action over", self.action_name(action.kind)),
            );
            // Blood Lust: a Vampire who must feed bites as his Action ends (004:L9979-L9981).
            if self.s.player(action.player).is_some_and(|p| p.must_feed) {
                self.feed(action.player);
            }
            if let ScoringPolicy::Points { touchdown, .. } = self.s.ruleset.scoring {
                self.after_points_action(action, touchdown);
            }
            self.card_action_over(action.player);
        }
    }

    /// The turn's team the first time a roll made as the turn ends is asked, marking `rolled`
    /// so that the `EndTurn` pushed back under its dice does not ask it again; `None` with no
    /// turn, or once marked (Seismic Activity, Ankle-deep Water).
    pub(crate) fn first_turn_end(
        &mut self,
        rolled: fn(&mut crate::state::TurnState) -> &mut bool,
    ) -> Option<Side> {
        let turn = self.s.turn.as_mut()?;
        let side = turn.side;
        let done = rolled(turn);
        if *done {
            return None;
        }
        *done = true;
        Some(side)
    }

    /// The end of a turn: the team's Stunned players from earlier turns turn face-up
    /// (000:L633), then the other team's turn, or the end of the half (000:L798).
    pub(crate) fn end_turn(&mut self) {
        if self.full_beard_lie_down()
            || self.offer_spell_after_turn()
            || self.offer_cards_after_turn()
            || self.ogre_turn_end(Step::EndTurn)
            || self.seismic_activity()
            || self.water_recovery()
            || self.bonus_discard_due()
            || self.fans_return_ball()
            || self.squig_hops_due()
            || self.fuse_due()
        {
            return;
        }
        let Some(turn) = self.s.turn.take() else {
            return;
        };
        self.s.previous_turn = Some((turn.side, turn.injured));
        if self.s.legends.is_some() {
            // A turnover ends his Action with the turn (004:L9757).
            self.cometh_over();
        }
        let side = turn.side;
        let bonus = turn.bonus;
        self.weather_mage_ends();
        // A geyser's flier whose armour held has no Injury roll to come.
        self.s.shot_into_the_air.clear();
        let blackmail = self.s.cards.blackmailed.is_some();
        self.end_cards(&[Until::EndOfTurn], None);
        let scored = blackmail && self.blackmail_back_scores(side);
        let mut flipped = Vec::new();
        for p in &mut self.s.players {
            // Face-up where he lies: his square, and so the board, stays.
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
                format_args!("{label} turns face-up: Stunned since an earlier turn (000:L633)"),
            );
        }
        // The team's name is borrowed, not copied: an unworded match writes no sentence.
        let text = self.words(format_args!(
            "End of the {} {}turn",
            self.s.team(side).name,
            if bonus { "bonus " } else { "" }
        ));
        self.events.push(crate::event::Event::new(
            EventKind::TurnEnded { side },
            text,
        ));
        if scored {
            // The drive ends on his touchdown (`touchdown_in` set it going).
            return;
        }
        let next = side.opponent();
        if self.s.challenges.is_some() && self.challenge_turn_over() {
            return;
        }
        if bonus {
            // The Blitz! turn (or a Blitzmania bonus turn) is over: the kick comes down
            // (000:L1007).
            self.s.stack.clear();
            self.s.stack.push(Step::KickOffDone);
            // Suicide Blitz's turn comes once the ball is at rest (004:L5978-L5995).
            if self.s.kick.is_some() {
                self.s.stack.push(Step::KickLand);
            }
            for p in &mut self.s.players {
                p.acted = false;
            }
        } else if self.half_over() {
            self.s.stack.clear();
            self.s.stack.push(Step::EndDrive {
                kicking: self.s.kicking,
                heat_rolled: false,
            });
        } else {
            self.start_turn(next);
            self.rogue_turn_over();
        }
    }

    /// Every turn begins here, a bonus turn too (Blitz!, 000:L1007): what a player may do
    /// once a turn is fresh again (Dodge's re-roll, 000:L1233).
    pub(crate) fn begin_turn(&mut self, turn: TurnState) {
        for p in &mut self.s.players {
            p.used_dodge = false;
            // Skills used once a turn (Sure Feet, Pro, Break Tackle, Leap …) are fresh.
            p.used_this_turn = crate::skill::SkillSet::default();
        }
        self.close_turn();
        self.s.turn = Some(turn);
    }

    /// The turn in progress is over: what Get'em Lads! asks of it is kept (004:L5119-L5137).
    fn close_turn(&mut self) {
        if let Some(old) = self.s.turn.take() {
            self.s.previous_turn = Some((old.side, old.injured));
        }
    }

    pub(super) fn half_over(&self) -> bool {
        if !matches!(self.s.ruleset.game_end, GameEnd::Halves { .. }) {
            // The Challenge Card deck ends the game, not the clock (002:L698).
            return false;
        }
        Side::BOTH
            .iter()
            .all(|&side| self.s.team(side).turn >= TURNS_PER_HALF)
    }

    /// A team's turn starts: it moves its Turn marker (000:L413).
    pub(crate) fn start_turn(&mut self, side: Side) {
        if let GameEnd::ChallengeDeck {
            sudden_death_margin,
        } = self.s.ruleset.game_end
        {
            if self.sudden_death(side, sudden_death_margin) {
                return;
            }
        } else if self.s.team(side).turn >= TURNS_PER_HALF {
            // This team has had its 8 turns; the other plays on until it has too.
            let other = side.opponent();
            if self.s.team(other).turn < TURNS_PER_HALF {
                return self.start_turn(other);
            }
        }
        let team = self.s.team_mut(side);
        team.turn = team.turn.saturating_add(1);
        team.played_this_half = true;
        let turn_no = team.turn;
        for p in &mut self.s.players {
            p.acted = false;
        }
        let mut turn = TurnState::new(side, false);
        turn.marker_moved = !self.book.is_on(super::illegal_procedure::OPTION);
        self.begin_turn(turn);
        self.s.stack.clear();
        self.s.stack.push(Step::Turn);
        // The Weather Mage, before any player acts: this team's coach, then the other's
        // (004:L6815-L6818); asked after the cards below.
        self.offer_weather_mage(side);
        // Cards: what lasted until this team's next turn ends; then the moment before any
        // player acts, the opponent's cards first (004:L4783-L4789).
        self.end_cards(&[Until::YourNextTurn], Some(side));
        self.card_window(side, CardTiming::StartOfYourTurn);
        self.card_window(side.opponent(), CardTiming::StartOfOpponentTurn);
        let text = self.worded.then(|| {
            let team = &self.s.team(side).name;
            if matches!(self.s.ruleset.game_end, GameEnd::Halves { .. }) {
                // Overtime is no third half (000:L800).
                let period = if self.s.half > 2 {
                    "Overtime".to_string()
                } else {
                    format!("Half {}", self.s.half)
                };
                format!(
                    "{period}, turn {turn_no} of {TURNS_PER_HALF}: {team} ({})",
                    side.name()
                )
            } else {
                format!("Turn {turn_no}: {team} ({})", side.name())
            }
        });
        self.say(
            EventKind::TurnStarted {
                side,
                turn: turn_no,
            },
            format_args!("{}", text.unwrap_or_default()),
        );
        // The ball as the turn starts, for the Squig Ball (002:L844-L850): that one, with
        // several in play.
        if self.s.ruleset.balls {
            self.take_up_kind(crate::blitz_balls::BlitzBall::SquigBall);
        }
        let ball_at_start = self.s.ball;
        // Pre-Turn step C, pushed first so it comes after the two before it (002:L448, L610).
        if turn_no > 1 && self.s.ruleset.reserves != crate::ruleset::ReservesPolicy::BetweenDrives {
            self.push(Step::EmergencyReservesDue { side });
        }
        if matches!(
            self.s.ruleset.ball_entry,
            crate::ruleset::BallEntry::Trapdoor
        ) {
            self.no_ball_in_play(turn_no);
        }
        if self.s.challenges.is_some() {
            // Asked before the new ball's rolls: the Replace Challenge Cards step comes first
            // (002:L443, L450).
            self.refresh_challenges(side, turn_no);
        }
        if self.s.ruleset.balls {
            // Pushed last, so before the Pre-Turn's steps (digest §9 A29).
            self.squig_at_turn_start(side, ball_at_start);
        }
        if self.s.drive.special_ball.is_some() {
            // Pushed last, so before the cards and the Weather Mage of the turn's start.
            self.limpin_squig_at_turn_start(side);
        }
    }

    /// Whether the end of this drive ends the match: overtime's first touchdown was scored,
    /// or the second half (or overtime) is over and no overtime follows.
    fn match_over_after_drive(&self) -> bool {
        if self.sudden_death_won() {
            return true;
        }
        if !self.half_over() {
            return false;
        }
        match self.s.half {
            1 => false,
            2 => !(self.tied() && self.book.is_on("overtime")),
            _ => true,
        }
    }

    fn tied(&self) -> bool {
        self.s.team(Side::Home).score == self.s.team(Side::Away).score
    }

    /// Overtime, and a team ahead: the first touchdown of overtime won the match (000:L800).
    fn sudden_death_won(&self) -> bool {
        self.s.half > 2 && !self.tied()
    }

    /// The drive is over (000:L812-L818): Sweltering Heat, Secret Weapons sent off, Appalling
    /// Stands, then the pitch is cleared; after overtime's first touchdown the final whistle
    /// blows; at the end of a half re-rolls are restored, overtime starts or the final whistle
    /// blows; otherwise KO'd players roll to come back and both teams set up again.
    pub(crate) fn end_drive(&mut self, kicking: Side, heat_rolled: bool) {
        // A touchdown ended the turn with the drive: what the end of a turn asks comes first,
        // the Ogre's D6 (004:L5089-L5095), then what lasted the turn ends (Blackmail's player
        // goes back to his team before the pitch is cleared).
        if self.ogre_turn_end(Step::EndDrive {
            kicking,
            heat_rolled,
        }) {
            return;
        }
        self.end_cards(&[Until::EndOfTurn], None);
        self.close_turn();
        if self.s.legends.is_some() {
            // A touchdown ends his Action with the drive (004:L9757).
            self.cometh_over();
        }
        self.weather_mage_ends();
        self.s.kick = None;
        if !heat_rolled
            && self.s.weather == Weather::SwelteringHeat
            && !self.match_over_after_drive()
        {
            let mut steps = Vec::new();
            for side in Side::BOTH {
                let players: Vec<PlayerId> = self.s.on_pitch(side).map(|p| p.id).collect();
                if !players.is_empty() {
                    steps.push(self.heat_roll(side, players));
                }
            }
            steps.push(Step::EndDrive {
                kicking,
                heat_rolled: true,
            });
            self.s.stack.clear();
            self.push_in_order(steps);
            return;
        }
        // Secret Weapons who played are sent off (004:L10535-L10539); after the final drive
        // that changes nothing, so the match just ends.
        if !self.match_over_after_drive() {
            let mut steps = self.secret_weapon_calls();
            if !steps.is_empty() {
                steps.push(Step::EndDrive {
                    kicking,
                    heat_rolled: true,
                });
                self.s.stack.clear();
                self.push_in_order(steps);
                return;
            }
        }
        // Appalling Stands' D6s as the drive ends (004:L3658-L3662); then it ends.
        if self.appalling_stands(kicking) {
            return;
        }
        if self.s.half == 2 && self.half_over() {
            // Where the last drive of the second half left them (004:L5890-L5908).
            self.star_ascendant();
        }
        self.s.ball = Ball::OffPitch;
        self.s.crowd.fans_balls.clear();
        self.s.crowd.swapped = None;
        self.s.other_balls.clear();
        self.drop_bonus_rerolls();
        self.end_cards(&[Until::EndOfTurn, Until::EndOfDrive], None);
        self.runes_end();
        self.krot_patients_return();
        self.kari_leaves();
        let played = !self.s.drive.not_played;
        self.s.drive = crate::state::DriveRules::default();
        let on_pitch: Vec<_> = self
            .s
            .players
            .iter()
            .filter(|p| p.square().is_some())
            .map(|p| p.id)
            .collect();
        for id in on_pitch {
            self.s.set_place(id, Place::Reserves);
        }
        for p in &mut self.s.players {
            p.lost_tackle_zones = false;
            p.out_until_drive_ends = p.collapsed;
            p.collapsed = false;
            p.played_this_drive = false;
            p.acted = false;
            // The turn that ended the drive (a touchdown) is over (000:L633).
            p.stunned_this_turn = false;
        }
        self.say(
            EventKind::DriveEnded,
            format_args!("The drive is over: the pitch is cleared"),
        );
        self.s.stack.clear();
        if self.sudden_death_won() {
            self.final_whistle("sudden death: the first touchdown of overtime wins (000:L800)");
            return;
        }
        let mut kicking = kicking;
        let mut next = Step::NextDrive { kicking };
        let mut second_half = false;
        let mut early_birds = Vec::new();
        let half_ended = self.half_over();
        if half_ended {
            let half = self.s.half;
            let name = if half > 2 {
                "overtime".to_string()
            } else {
                format!("half {half}")
            };
            self.say(
                EventKind::HalfEnded { half },
                format_args!("End of {name}: both teams have had 8 turns (000:L798)"),
            );
            if self.match_over_after_drive() {
                // Overtime ends with a score only by its first touchdown, which blows the
                // whistle at once: a shoot-out is for a scoreless overtime (000:L800).
                if half > 2 && self.tied() {
                    self.push(shoot_out_roll());
                } else {
                    self.final_whistle("");
                }
                return;
            }
            if half == 2 {
                self.s.half = 3;
                for team in &mut self.s.teams {
                    team.turn = 0;
                    team.played_this_half = false;
                }
                self.second_half_bets_undone();
                self.say(EventKind::HalfEnded { half }, format_args!("The match is drawn: sudden-death overtime, 8 more turns each; re-rolls carry \
                     over and are not renewed; a coin toss decides who kicks (000:L800)"));
                next = Step::CoinToss;
            } else {
                self.s.half = 2;
                second_half = true;
                for side in Side::BOTH {
                    let leader = self
                        .s
                        .players
                        .iter()
                        .any(|p| p.id.side == side && p.has(crate::skill::Skill::Leader));
                    let team = self.s.team_mut(side);
                    // Extra Team Training re-rolls last the match: those still unused carry
                    // over (a coach spends the half's own re-rolls first, 004:L3072-L3074).
                    let kept = team.training_rerolls.min(team.rerolls);
                    team.training_rerolls = kept;
                    team.rerolls = team.rerolls_per_half.saturating_add(kept);
                    // A new Leader re-roll at half time, not at overtime (004:L10334, L10340).
                    team.leader_reroll = leader;
                    team.turn = 0;
                    team.played_this_half = false;
                    // Horatio casts once a half (004:L3143); overtime is no new half.
                    let horatio = team.bought.get(Inducement::HoratioXScottenheim);
                    team.inducements
                        .set(Inducement::HoratioXScottenheim, horatio);
                }
                kicking = self.s.first_kicking.opponent();
                next = Step::NextDrive { kicking };
                early_birds = self.early_birds();
                self.end_cards(&[Until::EndOfFirstHalf], None);
                self.say(EventKind::HalfEnded { half }, format_args!("Half time: team re-rolls back to their starting number (000:L760); the team \
                     that received first kicks (000:L816)"));
                self.stadium_half_time();
            }
        }
        self.s.stack.push(next);
        // The rolls of a drive's start, last before it (004:L3608-L3611, L3681-L3682,
        // L3740-L3743, L3785-L3789): a drive that was not played (000:L818) is no drive, so
        // what was rolled as it was to start stands for the next; a new half's first drive
        // starts afresh (our reading: the texts count drives, and half time restarts play).
        if played || half_ended {
            // Sloping Pitch: the next drive rolls its own slope (004:L3608-L3611).
            self.s.slope = None;
            self.stadium_drive_starts();
        }
        // The Early Bird's D6, before the second half's KO-recovery rolls (004:L5322-L5331).
        self.early_bird_rolls(&early_birds);
        if second_half {
            self.master_chefs();
        }
        let knocked_out: Vec<_> = self
            .s
            .players
            .iter()
            .filter(|p| p.place == Place::KnockedOut)
            .map(|p| p.id)
            .collect();
        for player in knocked_out.into_iter().rev() {
            // The Revitalising Tonic is offered before the roll it replaces (004:L6746-L6756).
            if self
                .s
                .team(player.side)
                .inducements
                .has(Inducement::RevitalisingTonic)
            {
                self.s.stack.push(Step::UseInducement {
                    which: Inducement::RevitalisingTonic,
                    player,
                });
            } else {
                let roll = self.ko_recovery_roll(player);
                self.s.stack.push(roll);
            }
        }
        // Cards played after a drive ends (Team Talk, Magic Sponge), home first; then, the
        // next drive started, those played before its KO-recovery rolls (Endurance Training,
        // 004:L6138-L6164).
        self.card_windows(CardTiming::BeforeKoRecovery, [Side::Home, Side::Away]);
        self.card_windows(CardTiming::AfterDrive, [Side::Home, Side::Away]);
    }

    /// `player`'s KO recovery roll: 4+ with his team's Bloodweiser Kegs and cards
    /// (000:L634, L814; 004:L3055-L3060).
    pub(crate) fn ko_recovery_roll(&self, player: PlayerId) -> Step {
        let label = self.ruling_label(player);
        let kegs = self
            .s
            .team(player.side)
            .inducements
            .get(Inducement::BloodweiserKegs);
        let mut modifiers: Vec<_> = self.card_ko_modifier(player.side).into_iter().collect();
        if kegs > 0 {
            modifiers.push(crate::prompt::Modifier {
                name: self.words(format_args!("{kegs} Bloodweiser Keg(s) (004:L3055-L3060)")),
                value: i8::try_from(kegs).unwrap_or(2),
            });
        }
        // Pampered Players: 2+ (004:L5193-L5214).
        let pampered = self.pampered_players(player.side);
        Step::roll(PendingRoll {
            kind: RollKind::KoRecovery { player },
            side: player.side,
            dice: Cow::Borrowed(&[DieKind::D6]),
            target: Some(if pampered { 2 } else { 4 }),
            modifiers: modifiers.into(),
            rerolled: true,
            is_reroll: false,
            purpose: if pampered {
                self.words(format_args!(
                    "{label} is KO'd: 2-6 returns to Reserves, Pampered Players; a 1 is rolled \
                     again, 1-3 and he refuses to play for the rest of the match ({})",
                    crate::special_play::Card::PamperedPlayers.cite()
                ))
            } else {
                self.words(format_args!(
                    "{label} is KO'd: 4-6 returns to Reserves (000:L634, L814)"
                ))
            },
        })
    }

    pub(crate) fn heat_rolled(&mut self, players: &[PlayerId], dice: &[Die]) {
        let mut fallen = Vec::new();
        for (id, die) in players.iter().zip(dice) {
            if die.value() == Some(1) {
                if let Some(p) = self.s.player_mut(*id) {
                    p.collapsed = true;
                }
                fallen.push(self.ruling_label(*id));
            }
        }
        let text = if fallen.is_empty() {
            "Sweltering Heat: nobody collapses".to_string()
        } else {
            format!(
                "Sweltering Heat: {} collapse(s) and may not be set up for the next kick-off \
                 (000:L1019)",
                fallen.join(", ")
            )
        };
        self.say(EventKind::Note, format_args!("{text}"));
    }

    /// Set-up for the next kick-off, kicking team first (000:L816). A team with nobody to set
    /// up costs both teams two turns and gives the other a touchdown (000:L818).
    pub(crate) fn next_drive(&mut self, kicking: Side) {
        self.s.kicking = kicking;
        self.s.stack.clear();
        let can_field = |side| super::setup_phase::can_field(&self.s.players, side);
        let (home, away) = (can_field(Side::Home), can_field(Side::Away));
        if !(home && away) {
            self.nobody_to_set_up(kicking, home, away);
            return;
        }
        self.s.stack.push(Step::Setup { side: kicking });
        // Krot Shockwhisker, just before his team sets up (004:L3236-L3237); Kari Coldsteel,
        // when her team cannot set up 11 (004:L3162-L3166), after him, after the Trundlefoot
        // Triplets' kit check (004:L2008). These come with each set-up ("immediately before
        // his team sets up"), so a drive that is not played (000:L818) asks them again for the
        // next set-up, where the drive's own rolls (`stadium_drive_starts`, the slope) stand
        // (`DriveRules::not_played`).
        self.kit_check_then_kari(kicking);
        self.offer_krot(kicking);
        // Unclear Markings: the line of scrimmage first (004:L3669-L3675), a choice for "this
        // kick-off", so asked again for the next (our reading; the kicking team may change).
        self.push(Step::MarkingsDue { side: kicking });
        let name = self.s.team(kicking).name.clone();
        if matches!(self.s.ruleset.setup, crate::ruleset::SetupPolicy::EndZone) {
            self.say(
                EventKind::Setup { side: kicking },
                format_args!(
                    "{name} ({}) sets up first, the whole team in its End Zone, and plays first \
                     (002:L431, L439)",
                    kicking.name()
                ),
            );
            return;
        }
        self.say(
            EventKind::Setup { side: kicking },
            format_args!("{name} ({}) kicks: set up first (000:L374)", kicking.name()),
        );
    }

    /// A team with nobody to set up (`home`, `away`: whether each can field players): both
    /// Turn markers move on two, the other team is awarded a touchdown (000:L816-L818).
    pub(crate) fn nobody_to_set_up(&mut self, kicking: Side, home: bool, away: bool) {
        for team in &mut self.s.teams {
            team.turn = team.turn.saturating_add(2).min(TURNS_PER_HALF);
        }
        let mut text = "A team has no players to set up: both Turn markers move on two \
                        spaces (000:L818)"
            .to_string();
        // The team awarded the touchdown is the scoring team, which kicks when play
        // restarts (000:L816); with nobody to award it to, the kicking team stays.
        let mut next_kicking = kicking;
        if home != away {
            let side = if home { Side::Home } else { Side::Away };
            let team = self.s.team_mut(side);
            team.score = team.score.saturating_add(1);
            text.push_str(&format!(
                "; the {} team, which can field players, is awarded a touchdown and kicks \
                 off when play restarts (000:L816)",
                self.s.team(side).name.clone()
            ));
            next_kicking = side;
            self.say(EventKind::TouchdownAwarded { side }, format_args!("{text}"));
            if self.s.half > 2 {
                // Sudden death: an awarded touchdown is a score too (000:L800, L818).
                self.final_whistle(
                    "sudden death: the first score of overtime wins, here a touchdown \
                     awarded because the other team cannot field players (000:L800, L818)",
                );
                return;
            }
        } else {
            self.say(EventKind::Note, format_args!("{text}"));
        }
        // Play goes on "as if a drive has just ended" (000:L818): the pitch is cleared and the
        // KO'd roll again, but no drive was played, so nothing rolled after a drive is rolled
        // for it: no Sweltering Heat (`heat_rolled`) and no Appalling Stands, whose D6s the
        // drive that did end has had (004:L3658-L3662); and the rolls of its start stand for the
        // next drive (`end_drive`).
        self.s.drive.stands_rolled = true;
        self.s.drive.not_played = true;
        self.s.stack.push(Step::EndDrive {
            kicking: next_kicking,
            heat_rolled: true,
        });
    }
}

impl Engine<'_> {
    /// Sweltering Heat's D6 for each of `side`'s players on the pitch (000:L1019).
    fn heat_roll(&self, side: Side, players: Vec<PlayerId>) -> Step {
        let purpose = self.words(format_args!(
            "Sweltering Heat: a D6 for each of the {} {} players on the pitch, in shirt order; on \
             a 1 he misses the next kick-off (000:L1019)",
            players.len(),
            self.s.team(side).name
        ));
        let dice = vec![DieKind::D6; players.len()];
        PendingRoll::plain(RollKind::SwelteringHeat { players }, side, dice, purpose)
    }
}

/// The checks, which only read the state.
impl<S: super::State> Engine<'_, S> {
    /// Still the start of `side`'s turn: none of its players has acted, nor has its Snotling
    /// Ball-Suit, whose Move Action is made "as though it were a player" (004:L2278-L2280, our
    /// reading). The Wizard's spell (004:L3377-L3381) and a concession (000:L820) wait on it.
    pub(crate) fn turn_untouched(&self, side: Side) -> bool {
        // `declared_any` remembers a player who acted and then left the pitch (a Fanatic
        // into the crowd), whom `acted` on the pitch no longer shows.
        self.s.on_pitch(side).all(|p| !p.acted)
            && !self
                .s
                .turn
                .as_ref()
                .is_some_and(|t| t.side == side && (t.suit_moved || t.declared_any))
    }
}
