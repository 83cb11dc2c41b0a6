//! Playing simulated matches and adding up what happened.

use std::time::Instant;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{EventKind, InjuryResult, Input, Match, Prompt, SetupSpec, TeamSpec};
use serde::Serialize;

use crate::coach::Policy;
use crate::dice;
use crate::invariants::{Checker, Violation, score};

/// Inputs after which a match that has not ended is a violation (a real match takes a few
/// thousand at most).
const MAX_INPUTS: usize = 200_000;

/// What to simulate.
#[derive(Debug, Clone, PartialEq)]
pub struct SimConfig {
    /// How many matches.
    pub games: u64,
    /// The first match's seed; match `i` uses `seed + i`.
    pub seed: u64,
    /// The home team: a quick-start team id, a roster id (a legal team of it drawn for each
    /// match, `teams::random_team`), or `"any"` (a roster drawn too).
    pub home: String,
    /// The away team, as `home`.
    pub away: String,
    /// How the random coaches choose.
    pub policy: Policy,
    /// The share of inputs after which undo is checked (undone, compared, re-applied).
    pub undo_rate: f64,
    /// Check the invariants after every input (off only to time the engine alone).
    pub check: bool,
    /// The game: 2016 (the default), or Blitz Bowl (`"ruleset": "blitz-bowl"`, whose teams
    /// are Team Card ids, `home: "blitz-bowl/dwarf"`).
    pub ruleset: rules::script_ruleset::ScriptRuleset,
}

impl Default for SimConfig {
    fn default() -> SimConfig {
        SimConfig {
            games: 1,
            seed: 1,
            home: "human-quick-start".into(),
            away: "orc-quick-start".into(),
            policy: Policy::Uniform,
            undo_rate: 0.01,
            check: true,
            ruleset: rules::script_ruleset::ScriptRuleset::default(),
        }
    }
}

impl SimConfig {
    /// The setup line of match `game`: quick-start teams as named; a roster's team (and for
    /// `"any"` the roster) drawn from a generator of the match's seed, apart from its dice
    /// and coach; the whole pre-match sequence played with the dice.
    pub fn setup_for(&self, book: &tables::Rulebook, game: u64) -> Result<SetupSpec, String> {
        let seed = self.seed.wrapping_add(game) ^ 0x7ea5_5eed_0000_0000;
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut home = team_for(book, &self.home, &mut rng, &[])?;
        let mut away = team_for(book, &self.away, &mut rng, &star_ids(&home))?;
        // A league match: inducements bought, now and then at a home stadium (drawn after
        // both teams, so a box match's teams are the same as ever).
        let league = if book.is_on("league") {
            crate::teams::random_inducements(book, &mut home, &mut rng);
            crate::teams::random_inducements(book, &mut away, &mut rng);
            crate::teams::random_special_plays(book, &mut home, &mut rng);
            crate::teams::random_special_plays(book, &mut away, &mut rng);
            let home_stadium = match rng.random_range(0..3u8) {
                0 => Some(rules::Side::Home),
                1 => Some(rules::Side::Away),
                _ => None,
            };
            Some(rules::LeagueSpec {
                home_stadium,
                ..rules::LeagueSpec::default()
            })
        } else {
            None
        };
        Ok(SetupSpec {
            home,
            away,
            kicking: None,
            weather: None,
            fame: None,
            league,
        })
    }

    /// The setup line of every simulated match of two quick-start teams: the two teams, and
    /// the whole pre-match sequence (weather, fans, coin toss) played with the dice.
    pub fn setup_spec(&self) -> SetupSpec {
        SetupSpec {
            home: TeamSpec::QuickStart(self.home.clone()),
            away: TeamSpec::QuickStart(self.away.clone()),
            kicking: None,
            weather: None,
            fame: None,
            league: None,
        }
    }
}

/// The stars a team spec hires, by id.
fn star_ids(team: &TeamSpec) -> Vec<String> {
    team.stars().iter().map(|s| s.star.clone()).collect()
}

/// The team `name` stands for: a quick-start team, or a legal team of a roster (drawn for
/// `"any"`).
fn team_for(
    book: &tables::Rulebook,
    name: &str,
    rng: &mut Xoshiro256PlusPlus,
    taken: &[String],
) -> Result<TeamSpec, String> {
    if book.quick_start_team(name).is_ok() || name.starts_with(rules::blitz_team::SCRIPT_PREFIX) {
        return Ok(TeamSpec::QuickStart(name.to_string()));
    }
    let roster = if name == crate::teams::ANY {
        let all = book.rosters();
        if all.is_empty() {
            return Err("the tables have no rosters".into());
        }
        &all[rng.random_range(0..all.len())]
    } else {
        book.roster(name).map_err(|e| e.to_string())?
    };
    Ok(crate::teams::random_team(book, roster, rng, taken))
}

/// One simulated match.
#[derive(Debug, Clone)]
pub struct GameReport {
    /// Its seed.
    pub seed: u64,
    /// Inputs applied (decisions and dice).
    pub inputs: u64,
    /// Dice rolled.
    pub dice: u64,
    /// Touchdown events.
    pub touchdowns: u64,
    /// Injury results of Badly Hurt or worse.
    pub casualties: u64,
    /// Turnover events.
    pub turnovers: u64,
    /// Blocks (their block dice asked: a 2016 Block's, a Blitz Bowl Block's Block Dice).
    pub blocks: u64,
    /// Passes, Throws and Hand-offs made.
    pub throws: u64,
    /// Armour rolls and Armour Checks rolled.
    pub armour_checks: u64,
    /// Optional skills a coach chose to use or not (Stand Firm, Wrestle …), by skill.
    pub skill_choices: Vec<rules::Skill>,
    /// Spells cast: the Wizard's, Horatio X. Scottenheim's.
    pub spells: u64,
    /// Inducements a coach chose to use when asked (`use_inducement` yes, a Runesmith's rune).
    pub inducements_used: u64,
    /// Master of Ballistics' scatters chosen after a 5-6.
    pub ballistics: u64,
    /// Blitz Bowl: claims that named the Bonus Play going to the hand (002:L658).
    pub bonus_plays_claimed: u64,
    /// Blitz Bowl: Bonus Plays played, Raw Talent's re-roll included (002:L678).
    pub bonus_plays_played: u64,
    /// Blitz Bowl: Bonus Plays discarded at the hand limit (002:L658).
    pub bonus_plays_discarded: u64,
    /// The most balls on the pitch at once (Rogue Ball, Ball Clone, Multi-Ball), counted
    /// when the invariants are checked.
    pub most_balls: u8,
    /// The first broken invariant, if any.
    pub violation: Option<Violation>,
    /// The inputs up to and including the one that broke it (empty when none broke).
    pub failing_inputs: Vec<Input>,
    /// The match's setup line (its teams), for its script.
    pub setup: Option<SetupSpec>,
    /// Its game, written into its script's setup line (`"ruleset"`, `"board"`, `"advanced"`,
    /// `"optional"`, `"rookies_to_watch"`; a league's data file is not: `nuffle match run`
    /// plays the built-in data).
    pub ruleset: rules::script_ruleset::ScriptRuleset,
}

impl GameReport {
    /// The failing prefix as a match script `nuffle match run` replays: the setup line (the
    /// match's own, else `setup`), then one input per line.
    pub fn script(&self, setup: &SetupSpec) -> String {
        let setup = self.setup.as_ref().unwrap_or(setup);
        let mut out = String::new();
        if let Some(v) = &self.violation {
            out.push_str(&format!(
                "# nuffle simulate: seed {}, input {}: {}\n",
                v.seed,
                v.input,
                v.what.replace('\n', " ")
            ));
        }
        let mut line = serde_json::json!({ "setup": setup });
        for (key, value) in [
            ("ruleset", &self.ruleset.ruleset),
            ("board", &self.ruleset.board),
        ] {
            if let (Some(value), Some(setup)) = (value, line["setup"].as_object_mut()) {
                setup.insert(key.into(), value.clone().into());
            }
        }
        if let (false, Some(setup)) = (
            self.ruleset.advanced.is_empty(),
            line["setup"].as_object_mut(),
        ) {
            let ids: Vec<&str> = self.ruleset.advanced.iter().map(|r| r.id()).collect();
            setup.insert("advanced".into(), ids.into());
        }
        if let (false, Some(setup)) = (
            self.ruleset.optional.is_empty(),
            line["setup"].as_object_mut(),
        ) {
            let ids: Vec<&str> = self.ruleset.optional.iter().map(|r| r.id()).collect();
            setup.insert("optional".into(), ids.into());
        }
        if let (Some(side), Some(setup)) =
            (self.ruleset.rookies_to_watch, line["setup"].as_object_mut())
        {
            setup.insert("rookies_to_watch".into(), side.name().into());
        }
        out.push_str(&line.to_string());
        out.push('\n');
        for input in &self.failing_inputs {
            out.push_str(&serde_json::to_string(input).unwrap_or_default());
            out.push('\n');
        }
        out
    }
}

/// Plays match number `game` of `config` on `book`. `prepare` may change the match before
/// the first input (tests plant bugs through it).
pub fn play_game(
    config: &SimConfig,
    book: &tables::Rulebook,
    game: u64,
    prepare: &dyn Fn(&mut Match),
) -> Result<GameReport, String> {
    let spec = config.setup_for(book, game)?;
    let setup = spec
        .build(book)
        .map_err(|e| format!("the teams do not build: {e}"))?;
    let mut m = config
        .ruleset
        .start(setup, book)
        .map_err(|e| e.to_string())?;
    prepare(&mut m);
    let mut report = play_on(config, &mut m, game)?;
    report.setup = Some(spec);
    report.ruleset = config.ruleset.clone();
    Ok(report)
}

/// Plays match number `game` of `config` to its end on a match built already (the benchmarks
/// build one and clone it, to time the play alone).
///
/// The match plays unworded ([`Match::set_worded`]): the simulator reads the rulings' data,
/// never their sentences; a failing game's script replays them with the words.
pub fn play_on(config: &SimConfig, m: &mut Match, game: u64) -> Result<GameReport, String> {
    m.set_worded(false);
    let seed = config.seed.wrapping_add(game);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    // A second stream picks the undo checks, so the undo rate does not change the match.
    let mut undo_rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x756e_646f);
    let mut report = GameReport {
        seed,
        inputs: 0,
        dice: 0,
        touchdowns: 0,
        casualties: 0,
        turnovers: 0,
        blocks: 0,
        throws: 0,
        armour_checks: 0,
        skill_choices: Vec::new(),
        spells: 0,
        inducements_used: 0,
        ballistics: 0,
        bonus_plays_claimed: 0,
        bonus_plays_played: 0,
        bonus_plays_discarded: 0,
        most_balls: 0,
        violation: None,
        failing_inputs: Vec::new(),
        setup: None,
        ruleset: rules::script_ruleset::ScriptRuleset::default(),
    };
    // Room for a whole match's log at once (a random match has about 350 inputs).
    m.reserve_inputs(512);
    let mut checker = Checker::new(m);
    let mut prompt = m.prompt();
    // One list of rulings for the whole match, emptied by each input.
    let mut events = Vec::new();
    for n in 0..MAX_INPUTS {
        if matches!(prompt, Prompt::MatchOver { .. }) {
            break;
        }
        // The stream as it was before this input: a refused input is chosen again from it for
        // the report, rather than copied for every input in case one is refused.
        let rng_before = rng.clone();
        let Some(input) = choose(config, m, &prompt, &mut rng) else {
            return Ok(fail(report, m, seed, n, "no input to give".into()));
        };
        let check_undo = config.check && undo_rng.random_bool(config.undo_rate.clamp(0.0, 1.0));
        let before = check_undo.then(|| (m.state().clone(), input.clone()));
        let score_before = score(m);
        if let (Prompt::Roll(r), Input::Dice(_)) = (&prompt, &input) {
            match r.roll.as_ref() {
                "Block" | "Block Dice" => report.blocks += 1,
                "Armour" | "Armour Check" => report.armour_checks += 1,
                _ => {}
            }
        }
        let dice_rolled = match &input {
            Input::Dice(roll) => roll.dice.len() as u64,
            Input::Decide(
                rules::Decision::Fireball { .. }
                | rules::Decision::HoratioFireball { .. }
                | rules::Decision::WarpLightning { .. }
                | rules::Decision::LightningBolt { .. },
            ) => {
                report.spells += 1;
                0
            }
            Input::Decide(rules::Decision::Ballistics { .. }) => {
                report.ballistics += 1;
                0
            }
            Input::Decide(rules::Decision::ClaimChallenge {
                bonus_play: Some(_),
                ..
            }) => {
                report.bonus_plays_claimed += 1;
                0
            }
            Input::Decide(
                rules::Decision::PlayBonusPlay { .. }
                | rules::Decision::Reroll(rules::Reroll::RawTalent),
            ) => {
                report.bonus_plays_played += 1;
                0
            }
            Input::Decide(rules::Decision::DiscardBonusPlay { .. }) => {
                report.bonus_plays_discarded += 1;
                0
            }
            Input::Decide(
                rules::Decision::UseInducement { use_it: true }
                | rules::Decision::Rune { .. }
                | rules::Decision::Bless { .. }
                | rules::Decision::KrotPatient { .. }
                | rules::Decision::WaaaghDrummer { .. },
            ) => {
                report.inducements_used += 1;
                0
            }
            _ => 0,
        };
        if let Err(e) = m.apply_into(input, &mut events) {
            let what = format!("a legal option was refused: {e}");
            let mut report = fail(report, m, seed, n, what);
            // The same prompt, state and dice stream choose the same input.
            report
                .failing_inputs
                .extend(choose(config, m, &prompt, &mut rng_before.clone()));
            return Ok(report);
        }
        report.inputs += 1;
        report.dice += dice_rolled;
        for e in &events {
            match e.kind {
                EventKind::Touchdown { .. } => report.touchdowns += 1,
                EventKind::Turnover { .. } => report.turnovers += 1,
                EventKind::Thrown { .. } | EventKind::HandedOff { .. } => report.throws += 1,
                EventKind::SkillUsed { skill, .. } => report.skill_choices.push(skill),
                EventKind::Injured {
                    result: InjuryResult::BadlyHurt | InjuryResult::Casualty,
                    ..
                } => report.casualties += 1,
                _ => {}
            }
        }
        m.prompt_into(&mut prompt);
        if !config.check {
            continue;
        }
        if !m.state().other_balls.is_empty() {
            let on = m
                .state()
                .balls()
                .filter(|&(ball, _)| ball != rules::Ball::OffPitch)
                .count();
            report.most_balls = report.most_balls.max(u8::try_from(on).unwrap_or(u8::MAX));
        }
        if let Err(what) = checker.after(m, &prompt, &events, score_before) {
            return Ok(fail(report, m, seed, n, what));
        }
        if let Some((before, input)) = before
            && let Err(what) = undo_exactly(m, &before, input)
        {
            return Ok(fail(report, m, seed, n, what));
        }
    }
    if config.check
        && let Err(what) = whistle(m)
    {
        let n = m.inputs().len().saturating_sub(1);
        return Ok(fail(report, m, seed, n, what));
    }
    Ok(report)
}

/// The simulator's input for this prompt: its dice for a roll, the coach's choice for a
/// decision; `None` when the match is over or no option exists.
fn choose(
    config: &SimConfig,
    m: &Match,
    prompt: &Prompt,
    rng: &mut Xoshiro256PlusPlus,
) -> Option<Input> {
    match prompt {
        Prompt::MatchOver { .. } => None,
        Prompt::Roll(request) => Some(Input::Dice(dice::roll(request, rng))),
        Prompt::Decision(request) => config.policy.decide(m.state(), request, rng),
    }
}

/// Undo must restore the state before the input exactly, and the input applied again must
/// give the same state as the first time.
fn undo_exactly(m: &mut Match, before: &rules::MatchState, input: Input) -> Result<(), String> {
    let after = m.state().clone();
    m.apply(Input::Undo)
        .map_err(|e| format!("undo refused: {e}"))?;
    if m.state() != before {
        return Err("undo did not restore the state before the input".into());
    }
    m.apply(input)
        .map_err(|e| format!("the input was refused when applied again after undo: {e}"))?;
    if *m.state() != after {
        return Err("the input applied again after undo gave another state".into());
    }
    Ok(())
}

/// A finished match: the final whistle blew after each team's 8 turns of both halves (plus
/// overtime when played); a game without halves (Blitz Bowl's) has only to have ended.
fn whistle(m: &Match) -> Result<(), String> {
    let s = m.state();
    if !s.finished {
        return Err(format!("the match did not end within {MAX_INPUTS} inputs"));
    }
    let halves = matches!(s.ruleset.game_end, rules::ruleset::GameEnd::Halves { .. });
    if s.conceded.is_none() && halves {
        for side in rules::Side::BOTH {
            let ok = s.half >= 2 && s.team(side).turn >= 8 || s.half > 2;
            if !ok {
                return Err(format!(
                    "the whistle blew before the {side:?} team had its 8 turns of the second half"
                ));
            }
        }
    }
    Ok(())
}

fn fail(mut report: GameReport, m: &Match, seed: u64, input: usize, what: String) -> GameReport {
    report.failing_inputs = m.inputs().to_vec();
    report.violation = Some(Violation { seed, input, what });
    report
}

/// What a simulation run came to.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub games: u64,
    /// Inputs applied (decisions and dice).
    pub decisions: u64,
    pub dice_rolled: u64,
    pub wall_seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_second: f64,
    pub touchdowns_per_game: f64,
    pub casualties_per_game: f64,
    pub turnovers_per_game: f64,
    pub blocks_per_game: f64,
    pub throws_per_game: f64,
    pub armour_checks_per_game: f64,
    /// Matches that broke an invariant.
    pub violations: u64,
    /// The first few broken invariants: seed, input and what.
    pub failures: Vec<Failure>,
}

/// One failing match in the summary.
#[derive(Debug, Clone, Serialize)]
pub struct Failure {
    pub seed: u64,
    pub input: usize,
    pub what: String,
    /// Where its script was written, if it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub script: Option<String>,
}

/// Plays `config.games` matches; `each` sees every report as it comes (progress, scripts).
pub fn simulate(
    config: &SimConfig,
    book: &tables::Rulebook,
    prepare: &dyn Fn(&mut Match),
    mut each: impl FnMut(&GameReport) -> Option<String>,
) -> Result<Summary, String> {
    let start = Instant::now();
    let mut summary = Summary {
        games: 0,
        decisions: 0,
        dice_rolled: 0,
        wall_seconds: 0.0,
        games_per_second: 0.0,
        decisions_per_second: 0.0,
        touchdowns_per_game: 0.0,
        casualties_per_game: 0.0,
        turnovers_per_game: 0.0,
        blocks_per_game: 0.0,
        throws_per_game: 0.0,
        armour_checks_per_game: 0.0,
        violations: 0,
        failures: Vec::new(),
    };
    let (mut touchdowns, mut casualties, mut turnovers) = (0u64, 0u64, 0u64);
    let (mut blocks, mut throws, mut armour_checks) = (0u64, 0u64, 0u64);
    for game in 0..config.games {
        let report = play_game(config, book, game, prepare)?;
        summary.games += 1;
        summary.decisions += report.inputs;
        summary.dice_rolled += report.dice;
        touchdowns += report.touchdowns;
        casualties += report.casualties;
        turnovers += report.turnovers;
        blocks += report.blocks;
        throws += report.throws;
        armour_checks += report.armour_checks;
        let script = each(&report);
        if let Some(v) = report.violation {
            summary.violations += 1;
            if summary.failures.len() < 10 {
                summary.failures.push(Failure {
                    seed: v.seed,
                    input: v.input,
                    what: v.what,
                    script,
                });
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let games = summary.games.max(1) as f64;
    summary.wall_seconds = secs;
    summary.games_per_second = summary.games as f64 / secs.max(1e-9);
    summary.decisions_per_second = summary.decisions as f64 / secs.max(1e-9);
    summary.touchdowns_per_game = touchdowns as f64 / games;
    summary.casualties_per_game = casualties as f64 / games;
    summary.turnovers_per_game = turnovers as f64 / games;
    summary.blocks_per_game = blocks as f64 / games;
    summary.throws_per_game = throws as f64 / games;
    summary.armour_checks_per_game = armour_checks as f64 / games;
    Ok(summary)
}
