//! The match: built from a setup, changed only by [`Match::apply`], asked what it waits for with
//! [`Match::prompt`]. An input works on the state itself; a refused one has the state rebuilt
//! from the log, so it changes nothing; undo rebuilds the state from the setup and the log
//! minus its last input. The prompt reads the state through the engine's checks without a copy.

mod apothecary;
mod ball;
mod ball_and_chain;
mod ball_suit;
mod ballistics;
mod blitz_arena;
mod blitz_ball_abilities;
mod blitz_balls;
mod blitz_block;
mod blitz_block_abilities;
mod blitz_bloodlust;
mod blitz_bonus_plays;
mod blitz_foul;
mod blitz_free_action;
mod blitz_injury;
mod blitz_random_events;
mod blitz_reroll;
mod blitz_rookies;
mod blitz_run_abilities;
mod blitz_throw_team_mate;
mod blitzmania;
mod block;
mod bomb;
mod bounce_chart;
mod card_actions;
mod card_ball;
mod card_ball_clone;
mod card_blackmail;
mod card_flights;
mod card_full_beard;
mod card_gassy_eruption;
mod card_heckler;
mod card_heel_turn;
mod card_injuries;
mod card_kick_feats;
mod card_kick_off;
mod card_kick_scatter;
mod card_mayhem_rerolls;
mod card_mine;
mod card_ogre;
mod card_picks;
mod card_post_match;
mod card_random_events;
mod card_skills;
mod card_team_reroll;
mod card_team_turn;
mod card_throw_in;
mod card_trap_door_man;
mod card_turn_actions;
mod card_turn_starts;
mod card_turnovers;
mod choose_inducements;
mod decide;
mod declare;
mod drummer;
mod edit;
mod expensive_mistakes;
mod explodin_ball;
mod flow;
mod foul;
mod galandril;
mod illegal_procedure;
mod inducement_use;
mod injury;
mod jorm_rampage;
mod kari;
mod kick_team_mate;
mod kickoff;
mod kickoff_results;
pub(crate) mod krot;
pub(crate) mod legends;
mod limpin_squig;
mod marking;
mod master_hewn;
mod match_end;
mod modifier_cap;
mod move_needs;
mod movement;
mod nurgles_rot;
mod off_pitch;
mod other_balls;
mod pass;
mod pass_block;
pub(crate) mod player_joins;
mod points;
mod pre_match;
mod preaction;
mod preview;
mod prompt;
mod push;
mod random_move;
mod reach;
mod referee;
mod referee_famous;
mod referee_track;
mod reserves_action;
mod rogue_ball;
mod rolls;
#[cfg(test)]
mod ruleset_agrees;
pub(crate) mod runesmith;
mod scoring;
pub(crate) mod setup_phase;
mod skullbones;
mod special_balls;
mod trapdoor;
mod warpstone_brazier;
mod weather;
mod weather_underground;
pub(crate) use trapdoor::trapdoor_die;
mod special_play;
pub(crate) mod stadium_crowd;
mod stadium_drives;
mod stadium_surface;
pub(crate) mod steps;
mod swift_twins;
mod throw_in_template;
mod throw_ruler;
mod throw_team_mate;
mod turn_clock;
mod warlock;
mod weapons;
mod wizard;

use std::sync::Arc;

use tables::Rulebook;

use crate::event::{Event, EventKind};
use crate::input::Input;
use crate::prompt::Prompt;
use crate::rejection::Rejection;
use crate::ruleset::RulesetParams;
use crate::setup::{MatchSetup, SetupError};
use crate::state::MatchState;
use steps::Step;

pub use block::block_dice;
pub use choose_inducements::Choosing;
pub use expensive_mistakes::StepFive;
pub use move_needs::MoveNeeds;
pub use pass::can_intercept;
pub(crate) use pre_match::pre_match_steps;
pub use preview::{BlockPreview, BlockValuePreview, PassPreview, TemplateKind, TemplateLaid};
pub use push::push_squares;
pub use reach::Reach;
pub(crate) use special_play::{card_keeps, special_plays_price};
pub use turn_clock::TURN_SECONDS;

/// A match in progress: its setup, the inputs that counted, and the state they give.
#[derive(Debug)]
pub struct Match {
    book: Arc<Rulebook>,
    /// Shared: it never changes, and the simulator copies a match for every game.
    setup: Arc<MatchSetup>,
    inputs: Vec<Input>,
    state: MatchState,
    /// A bug a test planted (feature `planted-bugs`); always `None` otherwise.
    planted: Option<PlantedBug>,
    /// Whether rulings and decisions carry their sentences ([`Match::set_worded`]).
    worded: bool,
    /// Lists the next prompt may reuse ([`Match::prompt_into`]); not part of the match.
    spare: prompt::Spare,
}

impl Clone for Match {
    /// A copy that goes on taking inputs: its log keeps room to grow, so the first input after
    /// the copy does not move the whole log (a plain `Vec` clone has no spare room).
    fn clone(&self) -> Match {
        let mut inputs = Vec::with_capacity(self.inputs.len() + 64);
        inputs.extend_from_slice(&self.inputs);
        Match {
            book: Arc::clone(&self.book),
            setup: Arc::clone(&self.setup),
            inputs,
            state: self.state.clone(),
            planted: self.planted,
            worded: self.worded,
            spare: prompt::Spare::default(),
        }
    }
}

/// Bugs a test can plant in the engine, to show that the simulator's invariants catch them
/// (`Match::plant`, behind the `planted-bugs` feature; never set in a real build).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlantedBug {
    /// A player who has taken his Action may declare another in the same turn.
    ActTwice,
    /// A Concede changes the state and is then refused: the refusal must still change nothing.
    DirtyRefusal,
    /// Every step of movement is refused although the prompt offers it: the simulator must
    /// report the offered input that was refused.
    RefuseMoves,
}

impl Match {
    /// A new match, before set-up. `book` gives the tables and the league's ruleset options.
    pub fn new(setup: MatchSetup, book: &Rulebook) -> Result<Match, SetupError> {
        Match::with_shared_book(setup, Arc::new(book.clone()))
    }

    /// A new match played by `ruleset`'s switches. A ruleset that sets a switch the engine does
    /// not rule yet is refused, naming the switches ([`RulesetParams::unruled`]).
    pub fn with_ruleset(
        setup: MatchSetup,
        book: Arc<Rulebook>,
        ruleset: RulesetParams,
    ) -> Result<Match, SetupError> {
        let unruled = ruleset.unruled();
        if !unruled.is_empty() {
            return Err(SetupError(format!(
                "the engine does not rule these {:?} switches yet: {}",
                ruleset.name,
                unruled.join(", ")
            )));
        }
        let trapdoors = ruleset.pitch.trapdoors.len();
        if ruleset.ball_entry == crate::ruleset::BallEntry::Trapdoor
            && trapdoor_die(trapdoors).is_none()
        {
            return Err(SetupError(format!(
                "the ball comes in by Trapdoor, and the board has {trapdoors}: give it 1, 2, 3, \
                 4, 6 or 8 Trapdoors (one die picks among them evenly)"
            )));
        }
        if matches!(
            ruleset.game_end,
            crate::ruleset::GameEnd::ChallengeDeck { .. }
        ) && !matches!(ruleset.cards, crate::ruleset::CardPolicy::Challenges { .. })
        {
            return Err(SetupError(
                "the game ends by the Challenge Card deck, and the ruleset has none: give it \
                 `cards: CardPolicy::Challenges`"
                    .into(),
            ));
        }
        let mut game = Match::with_shared_book(setup, book)?;
        blitz_stats_problem(&game.state, &ruleset)?;
        game.state.challenges = crate::challenge::Challenges::dealt(ruleset.cards).map(Box::new);
        game.set_up_ruleset(ruleset);
        Ok(game)
    }

    /// The Challenge Cards a claim may name (`ChallengeCard::from_tables`), for a match whose
    /// ruleset deals them; refused for one that does not.
    pub fn with_challenge_cards(
        mut self,
        cards: Vec<crate::challenge::ChallengeCard>,
    ) -> Result<Match, SetupError> {
        let Some(challenges) = self.state.challenges.as_mut() else {
            return Err(SetupError(
                "this match's ruleset deals no Challenge Cards".into(),
            ));
        };
        challenges.cards = cards.into();
        Ok(self)
    }

    /// As [`Match::new`], sharing a rulebook already in an `Arc` (no copy: the simulator
    /// starts many matches on one book).
    pub fn with_shared_book(setup: MatchSetup, book: Arc<Rulebook>) -> Result<Match, SetupError> {
        for side in crate::pitch::Side::BOTH {
            let team = setup.team(side);
            let mut numbers: Vec<u8> = team.players.iter().map(|p| p.number).collect();
            numbers.sort_unstable();
            if numbers.windows(2).any(|w| w[0] == w[1]) {
                return Err(SetupError(format!(
                    "team \"{}\" has two players with one shirt number",
                    team.name
                )));
            }
            if team.players.is_empty() {
                return Err(SetupError(format!("team \"{}\" has no players", team.name)));
            }
        }
        let mut state = MatchState::new(&setup);
        // A stadium the setup names gives what it gives as the match starts.
        stadium_drives::stadium_gifts(&mut state, &book);
        Ok(Match {
            book,
            setup: Arc::new(setup),
            inputs: Vec::new(),
            state,
            planted: None,
            worded: true,
            spare: prompt::Spare::default(),
        })
    }

    /// Plants a bug, for tests that show the simulator catches it.
    #[cfg(feature = "planted-bugs")]
    pub fn plant(&mut self, bug: PlantedBug) {
        self.planted = Some(bug);
    }

    /// The match as it stands.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// The skills of the match's players that the engine does not rule whole: (player, skill
    /// id, what to apply by hand). The referee is told at the setup, never left to find out.
    pub fn unruled_skills(&self) -> Vec<(crate::PlayerId, String, String)> {
        self.state()
            .players
            .iter()
            .flat_map(|p| {
                p.profile
                    .unruled()
                    .into_iter()
                    .map(move |(id, why)| (p.id, id, why))
            })
            .collect()
    }

    /// The inducements and (In)Famous Coaching Staff the teams have that the engine does not
    /// rule whole: (team, inducement, what to apply by hand), home first. One a team hired
    /// and no longer has (spent, or hired by both teams) is not listed.
    pub fn unruled_inducements(&self) -> Vec<(crate::Side, crate::Inducement, &'static str)> {
        let mut out = Vec::new();
        for side in [crate::Side::Home, crate::Side::Away] {
            for (which, _) in self.state().team(side).inducements.iter() {
                match which.ruled() {
                    crate::skill::Ruled::Yes => {}
                    crate::skill::Ruled::InPart(what) => out.push((side, which, what)),
                    crate::skill::Ruled::No => {
                        out.push((side, which, "not ruled: apply it by hand"));
                    }
                }
            }
        }
        out
    }

    /// What the setup ruled before any input, for the referee: each Star Player and
    /// (In)Famous Coaching Staff member both teams hired, whom neither uses (004:L3049-L3052,
    /// L3109-L3112). The window and `nuffle match run` say these at the match's start.
    pub fn setup_rulings(&self) -> Vec<String> {
        self.setup
            .home
            .hired_by_both
            .iter()
            .map(|name| {
                format!(
                    "{name} was hired by both teams: neither may use him, and both keep paying \
                     his fee (004:L3049-L3052, L3109-L3112)"
                )
            })
            .collect()
    }

    /// The ruleset options chosen away from their defaults that Nuffle does not rule whole
    /// (a league's special balls, its Match Events): the referee is told at the setup.
    pub fn unruled_options(&self) -> Vec<crate::UnruledOption> {
        let mut options = crate::ruled_options::unruled_options(&self.book);
        // The legends come on the fans roll: ruled whole unless the setup settles FAME.
        if self.setup.fame.is_none() {
            options.retain(|o| o.id != crate::ruled_options::WHITE_DWARF_AND_BLACK_GOBBO);
        }
        options
    }

    /// The setup the match was built from.
    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// The rulebook and ruleset options the match is played by: to replay its log on a match
    /// of its own, and for the window's turn clock to read whether the Bugman's League Cup
    /// makes it mandatory.
    pub fn book(&self) -> &Arc<Rulebook> {
        &self.book
    }

    /// Makes room in the log for `additional` more inputs at once, for a caller that knows
    /// a whole match is coming (the simulator: about 350 inputs a match), so the log is not
    /// moved as it grows.
    pub fn reserve_inputs(&mut self, additional: usize) {
        self.inputs.reserve(additional);
    }

    /// The inputs that counted, oldest first (undone ones are gone).
    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    /// What the match waits for now.
    pub fn prompt(&self) -> Prompt {
        prompt::build(
            &self.state,
            &self.book,
            self.planted,
            self.worded,
            &mut prompt::Spare::default(),
        )
    }

    /// As [`Match::prompt`], written over `prompt` (the previous one): its lists are kept
    /// (across the roll prompts between two decisions too) and reused for the new one's, so
    /// a caller that asks after every input, as the simulator does, does not allocate a
    /// list each time.
    pub fn prompt_into(&mut self, prompt: &mut Prompt) {
        if let Prompt::Decision(d) = prompt {
            if d.options.capacity() > self.spare.options.capacity() {
                self.spare.options = std::mem::take(&mut d.options);
            }
            if d.placings.players.capacity() > self.spare.players.capacity() {
                self.spare.players = std::mem::take(&mut d.placings.players);
            }
        }
        if let Prompt::Roll(r) = prompt {
            if r.modifiers.capacity() > self.spare.modifiers.capacity() {
                self.spare.modifiers = std::mem::take(&mut r.modifiers);
            }
            if r.rerolls.capacity() > self.spare.rerolls.capacity() {
                self.spare.rerolls = std::mem::take(&mut r.rerolls);
            }
        }
        *prompt = prompt::build(
            &self.state,
            &self.book,
            self.planted,
            self.worded,
            &mut self.spare,
        );
    }

    /// Whether rulings ([`Event::text`]), decisions ([`crate::DecisionRequest::about`]) and
    /// rolls (their purpose, their modifiers' names) carry their sentences: on for a match a
    /// referee reads; off, the texts are empty (a modifier keeps its value) and
    /// only the data is kept, for the simulator, which reads the data of hundreds of matches a
    /// second (writing the sentences is a third of its time). Refusals are worded either way,
    /// and so is anything replayed later with the words on: the log holds inputs, not texts.
    pub fn set_worded(&mut self, worded: bool) {
        self.worded = worded;
    }

    /// Applies one input: the rulings, or why it was refused (and then nothing changed).
    ///
    /// The input works on the state itself: copying the state for every input cost more than
    /// all the rules it runs. A refused input may have changed part of it before the refusal,
    /// so then the state is rebuilt from the log, as undo does (refusals are rare: the prompt
    /// lists what is allowed).
    pub fn apply(&mut self, input: Input) -> Result<Vec<Event>, Rejection> {
        let mut events = Vec::new();
        self.apply_into(input, &mut events).map(|()| events)
    }

    /// As [`Match::apply`], with the rulings written into `events` (emptied first; left empty
    /// on a refusal): a caller that applies many inputs, as the simulator does, reuses one
    /// list instead of a new one for every input.
    pub fn apply_into(&mut self, input: Input, events: &mut Vec<Event>) -> Result<(), Rejection> {
        events.clear();
        if matches!(input, Input::Undo) {
            *events = self.undo()?;
            return Ok(());
        }
        let outcome = {
            let mut engine = Engine::on(&mut self.state, &self.book, self.planted);
            engine.worded = self.worded;
            engine.events = std::mem::take(events);
            let outcome = engine.input(&input).map(|()| engine.run());
            *events = engine.events;
            outcome
        };
        match outcome {
            Ok(()) => {
                self.inputs.push(input);
                Ok(())
            }
            Err(refused) => {
                events.clear();
                self.rebuild();
                Err(refused)
            }
        }
    }

    /// The state again from the setup and the log: every logged input was accepted from the
    /// state before it, and the engine is deterministic, so this is the state they gave.
    /// False if an input no longer fits (it is dropped from the log; it cannot happen while
    /// the engine is deterministic).
    fn rebuild(&mut self) -> bool {
        let inputs = std::mem::take(&mut self.inputs);
        let inputs_len = inputs.len();
        let ruleset = self.state.ruleset;
        let cards = self
            .state
            .challenges
            .as_ref()
            .map(|c| (c.cards.clone(), c.events.clone(), c.bonus_plays.clone()));
        self.state = MatchState::new(&self.setup);
        stadium_drives::stadium_gifts(&mut self.state, &self.book);
        self.set_up_ruleset(ruleset);
        // The Challenge deck as dealt, with the cards a claim may name.
        self.state.challenges = crate::challenge::Challenges::dealt(ruleset.cards).map(|mut c| {
            if let Some((cards, events, bonus_plays)) = cards {
                c.cards = cards;
                c.events = events;
                c.bonus_plays = bonus_plays;
            }
            Box::new(c)
        });
        let mut kept = Vec::with_capacity(inputs.len() + 64);
        for input in inputs {
            let mut engine = Engine::on(&mut self.state, &self.book, self.planted);
            // Worded as the match is: a pending roll's purpose, part of the state, is a sentence.
            engine.worded = self.worded;
            if engine.input(&input).is_ok() {
                engine.run();
                kept.push(input);
            }
        }
        let whole = kept.len() == inputs_len;
        self.inputs = kept;
        whole
    }

    fn undo(&mut self) -> Result<Vec<Event>, Rejection> {
        let Some(last) = self.inputs.pop() else {
            return Err(Rejection::input(
                "nothing to undo: no input has counted yet",
            ));
        };
        if !self.rebuild() {
            return Err(Rejection::input(
                "undo failed: the log no longer replays (please report this)",
            ));
        }
        // The input taken back, in the words of the rulings it gave: it is made once more, on
        // a copy of the state before it, worded.
        let mut copy = self.state.clone();
        let mut engine = Engine::on(&mut copy, &self.book, self.planted);
        engine.worded = true;
        let taken: Vec<Event> = if engine.input(&last).is_ok() {
            engine.run();
            engine.events
        } else {
            Vec::new()
        };
        Ok(vec![Event::new(
            EventKind::Undone {
                rulings: u16::try_from(taken.len()).unwrap_or(u16::MAX),
            },
            undone_words(&taken),
        )])
    }
}

/// "Undone: " and the first ruling an input gave, with how many more it takes back.
fn undone_words(taken: &[Event]) -> String {
    match taken {
        [] => "Undone: an input that gave no ruling".to_string(),
        [only] => format!("Undone: {}", only.text),
        [first, rest @ ..] => format!(
            "Undone: {} (and {} ruling{} after it)",
            first.text,
            rest.len(),
            if rest.len() == 1 { "" } else { "s" }
        ),
    }
}

/// The engine working on one state for one input; over a shared state (`Engine::reading`),
/// only its checks, which read, can run: the prompt lists the options with them, without a
/// copy of the state.
pub(crate) struct Engine<'a, S = &'a mut MatchState> {
    pub s: S,
    pub book: &'a Rulebook,
    pub events: Vec<Event>,
    pub planted: Option<PlantedBug>,
    /// Whether a refusal goes unworded: the prompt asks its checks only yes or no, for
    /// thousands of candidate options, and a worded refusal costs more than the check.
    pub quiet: bool,
    /// Whether rulings and the prompt's question carry their sentences (see
    /// [`Match::set_worded`]).
    pub worded: bool,
}

/// A state the engine can read (shared or its own).
pub(crate) trait State: std::ops::Deref<Target = MatchState> {}
impl<T: std::ops::Deref<Target = MatchState>> State for T {}

impl<'a> Engine<'a, &'a MatchState> {
    /// The engine reading `s`: its checks and the prompt, never an input.
    pub(crate) fn reading(
        s: &'a MatchState,
        book: &'a Rulebook,
        planted: Option<PlantedBug>,
    ) -> Engine<'a, &'a MatchState> {
        Engine {
            s,
            book,
            events: Vec::new(),
            planted,
            quiet: true,
            worded: true,
        }
    }
}

impl<'a> Engine<'a> {
    /// The engine on `s`, with no rulings yet.
    pub(crate) fn on(
        s: &'a mut MatchState,
        book: &'a Rulebook,
        planted: Option<PlantedBug>,
    ) -> Engine<'a> {
        Engine {
            s,
            book,
            events: Vec::new(),
            planted,
            quiet: false,
            worded: true,
        }
    }
}

impl Engine<'_> {
    fn input(&mut self, input: &Input) -> Result<(), Rejection> {
        if self.s.finished {
            return Err(self.refuse_input(format_args!("the match is over")));
        }
        if self.planted == Some(PlantedBug::DirtyRefusal)
            && *input == Input::Decide(crate::input::Decision::Concede)
        {
            self.s.half = self.s.half.wrapping_add(7);
            return Err(self.refuse_input(format_args!("planted: refused after a change")));
        }
        if self.planted == Some(PlantedBug::RefuseMoves)
            && matches!(input, Input::Decide(crate::input::Decision::Move { .. }))
        {
            return Err(self.refuse_input(format_args!("planted: a step refused")));
        }
        if let Some(square) = off_pitch::off_pitch_square(self.s.pitch(), input) {
            let pitch = self.s.pitch();
            return Err(self.refuse_input(format_args!(
                "square {square} is off the pitch: this board is {} x {} (x runs 0-{}, y runs 0-{})",
                pitch.length(),
                pitch.width(),
                pitch.length() - 1,
                pitch.width() - 1
            )));
        }
        match input {
            Input::Decide(decision) => self.decide(decision),
            Input::Dice(roll) => self.dice(roll),
            Input::Edit(edit) => self.edit(edit),
            Input::Undo => Ok(()),
        }
    }

    /// Runs steps that need no input until one waits, checking for touchdowns whenever play
    /// comes to rest.
    fn run(&mut self) {
        // Every automatic step pops itself or pushes one that waits; the cap guards a slip.
        for _ in 0..10_000 {
            // The top is looked at in place: it usually waits, and a waiting step (a roll
            // with its dice and modifiers) is not worth a copy.
            let Some(top) = self.s.stack.last() else {
                return;
            };
            let turn_waits = matches!(top, Step::Turn);
            let kicking_sets_up = matches!(top, Step::Setup { side } if *side == self.s.kicking);
            if matches!(top, Step::Turn | Step::Action | Step::EndTurn) && self.touchdown() {
                continue;
            }
            if turn_waits && self.action_budget_spent() {
                continue;
            }
            // Sloping Pitch: the slope is rolled as a drive starts, before the kicking team
            // sets up (004:L3608-L3611).
            if kicking_sets_up && self.slope_due() {
                self.slope_roll();
                continue;
            }
            if self.s.stack.last().is_none_or(Step::waits) {
                // Interference is declared before the roll it changes (004:L6643-L6658).
                if let Some(Step::Roll(roll)) = self.s.stack.last()
                    && let Some(player) = self.interference_due(roll)
                {
                    self.ask_interference(player);
                }
                return;
            }
            if let Some(top) = self.s.stack.pop() {
                self.step(top);
            }
        }
    }

    fn step(&mut self, step: Step) {
        match step {
            Step::BeginAction => self.begin_action(),
            Step::CardPickDue { side, card, first } => self.card_pick_due(side, card, first),
            Step::KingmakerTurnover { player } => self.kingmaker_turnover(player),
            Step::ArmourRead { roll, dice } => self.armour_read(*roll, &dice),
            Step::TeamRerollDeclared {
                roll,
                dice,
                cancelled,
            } => self.team_reroll_declared(roll, dice, cancelled),
            Step::Move(ctx) => self.move_step(ctx),
            Step::Block(ctx) => self.block_step(ctx),
            Step::Eruption(ctx) => self.eruption_step(ctx),
            Step::LooseBall { from } => self.loose_ball(from),
            Step::MasterHewnRest { player, at } => self.master_hewn_rest(player, at),
            Step::SquigHop => self.squig_hop(),
            Step::EmergencyReservesDue { side } => self.emergency_reserves_due(side),
            Step::ThrowIn { from, edge } => self.throw_in(from, edge),
            Step::KickLand => self.kick_land(),
            Step::RogueLand { landing } => self.rogue_land(landing),
            Step::SwapBalls { other } => self.swap_balls(other),
            Step::NewBall => self.enter_ball(true),
            Step::KickOffDone => self.kick_off_done(),
            Step::KickOffResult { total, blitzmania } => self.kick_off_result(total, blitzmania),
            Step::CardMoment { timing } => {
                self.card_windows(timing, [crate::pitch::Side::Home, crate::pitch::Side::Away]);
            }
            Step::Pass(ctx) => self.pass_step(ctx),
            Step::ThrowTeamMate(ctx) => self.throw_team_mate_step(ctx),
            Step::Bomb(ctx) => self.bomb_step(ctx),
            Step::PassDone {
                thrower,
                target,
                accurate,
            } => self.pass_done(thrower, target, accurate),
            Step::SendOff { fouler } => self.send_off(fouler),
            Step::JormsVerdict { player, broken } => self.jorms_verdict(player, broken),
            Step::Hecklers { fouler } => self.hecklers_heard(fouler),
            Step::FansThrowIn { from, edge } => self.fans_throw_in(from, edge),
            Step::SecretWeapon { player } => self.referee_call(player, steps::Call::SecretWeapon),
            Step::KickedHurt { player } => self.kicked_hurt(player),
            Step::EndAction => self.end_action(),
            Step::AfterClaim { action } => self.after_claim(action),
            Step::FreeActionDue { player, action, by } => {
                self.free_action_due(player, action, by);
            }
            Step::NurglesRot { victim, by, dead } => self.nurgles_rot(victim, by, dead),
            Step::WeepingDagger {
                victim,
                wielder,
                badly_hurt,
            } => self.weeping_dagger(victim, wielder, badly_hurt),
            Step::EndTurn => self.end_turn(),
            Step::EndDrive {
                kicking,
                heat_rolled,
            } => self.end_drive(kicking, heat_rolled),
            Step::NextDrive { kicking } => self.next_drive(kicking),
            Step::MarkingsDue { side } => self.markings_due(side),
            // Waiting steps never reach here; put them back.
            other => self.s.stack.push(other),
        }
    }

    /// A player's label for a ruling's sentence: empty when the match is unworded (the
    /// sentence is not written then either).
    pub(crate) fn ruling_label(&self, id: crate::player::PlayerId) -> String {
        if !self.worded {
            // Not even looked up: the sentence it goes in is not written.
            return String::new();
        }
        self.named(id).to_string()
    }

    /// A player's label for a ruling's sentence, as [`Self::ruling_label`].
    pub(crate) fn ruling_name(&self, player: &crate::player::Player) -> String {
        self.words(format_args!("{}", player.tag()))
    }

    /// A ruling, its sentence written only when the match is worded.
    pub(crate) fn say(&mut self, kind: EventKind, text: std::fmt::Arguments<'_>) {
        let text = self.words(text);
        self.events.push(Event::new(kind, text));
    }

    pub(crate) fn push(&mut self, step: Step) {
        self.s.stack.push(step);
    }

    /// Pushes steps so that they run in the order given.
    pub(crate) fn push_in_order<I>(&mut self, steps: I)
    where
        I: IntoIterator<Item = Step>,
        I::IntoIter: DoubleEndedIterator,
    {
        for step in steps.into_iter().rev() {
            self.s.stack.push(step);
        }
    }
}

/// The checks, which only read the state.
impl<S: State> Engine<'_, S> {
    /// A sentence (a ruling's, or one the state keeps: a pending roll's purpose), written
    /// only when the match is worded.
    #[inline]
    pub(crate) fn words(&self, text: std::fmt::Arguments<'_>) -> String {
        if self.worded {
            text.to_string()
        } else {
            String::new()
        }
    }

    /// A refusal under the rule at `cite`, worded unless the engine is quiet.
    #[inline]
    pub(crate) fn refuse(&self, why: std::fmt::Arguments<'_>, cite: &str) -> Rejection {
        if self.quiet {
            Rejection::unworded()
        } else {
            worded_rule(why, cite)
        }
    }

    /// A refusal that is not a rule's, worded unless the engine is quiet.
    #[inline]
    pub(crate) fn refuse_input(&self, why: std::fmt::Arguments<'_>) -> Rejection {
        if self.quiet {
            Rejection::unworded()
        } else {
            worded_input(why)
        }
    }

    /// The refusal of an answer naming `id` when the match has no such player ("there is no
    /// player away#99"), before any rule's reason that would talk of him as if he were there.
    pub(crate) fn no_such_player(&self, id: crate::player::PlayerId) -> Option<Rejection> {
        self.s
            .player(id)
            .is_none()
            .then(|| self.refuse_input(format_args!("there is no player {id}")))
    }

    pub(crate) fn label(&self, id: crate::player::PlayerId) -> String {
        self.named(id).to_string()
    }

    /// A player's label as a `Display`, written only if the text it goes in is: what a
    /// refusal names players with (a quiet engine's refusals are never written).
    pub(crate) fn named(&self, id: crate::player::PlayerId) -> Named<'_> {
        Named(self.s.player(id).ok_or(id))
    }
}

/// A worded refusal under a rule: out of line and cold, so that the checks a prompt asks for
/// every candidate keep their common path (allowed, or refused unworded) short.
#[cold]
#[inline(never)]
fn worded_rule(why: std::fmt::Arguments<'_>, cite: &str) -> Rejection {
    Rejection::rule(why.to_string(), cite)
}

/// A worded refusal that is not a rule's; cold, as [`worded_rule`].
#[cold]
#[inline(never)]
fn worded_input(why: std::fmt::Arguments<'_>) -> Rejection {
    Rejection::input(why.to_string())
}

/// A player's label (`#4 Blitzer (home)`), or his id when he is not in the match.
pub(crate) struct Named<'a>(Result<&'a crate::player::Player, crate::player::PlayerId>);

impl std::fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Ok(player) => player.tag().fmt(f),
            Err(id) => id.fmt(f),
        }
    }
}

/// Blitz Bowl's block and armour read each player's Team Card line, `Profile::blitz` (Block
/// Value, "n+" Armour, 002:L550, L321): a ruleset that rolls them refuses a roster without
/// one, naming the first player.
fn blitz_stats_problem(state: &MatchState, ruleset: &RulesetParams) -> Result<(), SetupError> {
    let needs_card = ruleset.block_dice != RulesetParams::BB2016.block_dice
        || ruleset.armour != RulesetParams::BB2016.armour;
    if !needs_card {
        return Ok(());
    }
    match state.players.iter().find(|p| p.profile.blitz.is_none()) {
        None => Ok(()),
        Some(p) => Err(SetupError(format!(
            "{} ({}) has no Blitz Bowl Team Card line (blitz: Block Value, Throw and Armour, \
             002:L550, L321): give every player one for this ruleset, or name a Team Card \
             (quick_start \"blitz-bowl/dwarf\")",
            p.id, p.profile.position
        ))),
    }
}
