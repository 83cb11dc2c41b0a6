//! `cargo run --release -p nuffle-sim --example play_matches -- [N [by-kind | any]]`: plays N
//! default matches (the box teams, the uniform coach, no invariant checks), as the "full random
//! match" benchmark does, and prints the inputs applied. With `any`, each match is between two
//! rosters drawn for it (as `nuffle simulate --home any --away any` and the "rosters drawn"
//! benchmark), the teams built before play, as the benchmark builds them. A fixed amount of work for a profiler or an
//! instruction count (`valgrind --tool=callgrind`), which a shared machine does not disturb
//! as it does a timing (docs/performance.md).
//!
//! With `by-kind`, each prompt is built a second time and each input applied through a function
//! of its own for its kind (set-up, turn, action, roll, other), so that `callgrind_annotate
//! --inclusive=yes` tells what each kind costs (`by_kind::prompt_turn`, `by_kind::apply_roll`,
//! ...; subtract the second prompt from the totals), and it prints how many of each a match has.

use std::sync::Arc;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{DecisionKind, Input, Match, Prompt};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let games: u64 = match args.next() {
        Some(n) => n
            .parse()
            .map_err(|_| format!("not a number of matches: {n}"))?,
        None => 20,
    };
    let (split, any) = match args.next().as_deref() {
        None => (false, false),
        Some("by-kind") => (true, false),
        Some("any") => (false, true),
        Some(other) => return Err(format!("unknown argument {other}: by-kind, any or nothing")),
    };
    let config = sim::SimConfig {
        undo_rate: 0.0,
        check: false,
        ..sim::SimConfig::default()
    };
    let book = Arc::new(tables::builtin().map_err(|e| e.to_string())?.clone());
    let setup = config
        .setup_spec()
        .build(&book)
        .map_err(|e| e.to_string())?;
    let start = Match::with_shared_book(setup, Arc::clone(&book)).map_err(|e| e.to_string())?;
    if split {
        return play_by_kind(&config, &start, games);
    }
    if any {
        return play_any(&config, &book, games);
    }
    let mut inputs = 0;
    for game in 1..=games {
        let mut m = start.clone();
        sim::run::play_on(&config, &mut m, game)?;
        inputs += m.inputs().len();
    }
    println!("{games} matches, {inputs} inputs");
    Ok(())
}

/// `games` matches of two rosters drawn for each; the teams are built first, so the play alone
/// is `sim::run::play_on`'s inclusive count (`callgrind_annotate --inclusive=yes`).
fn play_any(
    config: &sim::SimConfig,
    book: &Arc<tables::Rulebook>,
    games: u64,
) -> Result<(), String> {
    let any = sim::SimConfig {
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        ..config.clone()
    };
    let mut starts = Vec::new();
    for game in 1..=games {
        let setup = any
            .setup_for(book, game)
            .and_then(|s| s.build(book).map_err(|e| e.to_string()))?;
        starts.push(Match::with_shared_book(setup, Arc::clone(book)).map_err(|e| e.to_string())?);
    }
    let mut inputs = 0;
    for (game, mut m) in (1..).zip(starts) {
        sim::run::play_on(&any, &mut m, game)?;
        inputs += m.inputs().len();
    }
    println!("{games} matches of drawn rosters, {inputs} inputs");
    Ok(())
}

mod by_kind {
    use rules::{Input, Match, Prompt};
    // Each body differs (the black-boxed number), so the compiler keeps five functions.
    macro_rules! kinds {
        ($($prompt:ident, $apply:ident, $n:literal);*) => {$(
            #[inline(never)]
            pub fn $prompt(m: &Match) -> Prompt {
                std::hint::black_box($n);
                m.prompt()
            }
            #[inline(never)]
            pub fn $apply(m: &mut Match, input: Input, events: &mut Vec<rules::Event>) {
                std::hint::black_box($n);
                let _ = std::hint::black_box(m.apply_into(input, events));
            }
        )*};
    }
    kinds!(prompt_setup, apply_setup, 0; prompt_turn, apply_turn, 1;
        prompt_action, apply_action, 2; prompt_roll, apply_roll, 3;
        prompt_other, apply_other, 4);
}

const KINDS: [&str; 5] = ["set-up", "turn", "action", "roll", "other"];

fn kind(prompt: &Prompt) -> Option<usize> {
    Some(match prompt {
        Prompt::MatchOver { .. } => return None,
        Prompt::Roll(_) => 3,
        Prompt::Decision(d) => match d.kind {
            DecisionKind::SetUp => 0,
            DecisionKind::Turn => 1,
            DecisionKind::Action => 2,
            _ => 4,
        },
    })
}

/// Plays as `sim::run::play_on` does (the same dice and choices), each prompt and input sent
/// through its kind's function.
fn play_by_kind(config: &sim::SimConfig, start: &Match, games: u64) -> Result<(), String> {
    let prompts = [
        by_kind::prompt_setup,
        by_kind::prompt_turn,
        by_kind::prompt_action,
        by_kind::prompt_roll,
        by_kind::prompt_other,
    ];
    let applies = [
        by_kind::apply_setup,
        by_kind::apply_turn,
        by_kind::apply_action,
        by_kind::apply_roll,
        by_kind::apply_other,
    ];
    let mut counts = [0u64; 5];
    let mut events = Vec::new();
    for game in 1..=games {
        let mut m = start.clone();
        m.set_worded(false);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(config.seed.wrapping_add(game));
        loop {
            let prompt = m.prompt();
            let Some(k) = kind(&prompt) else { break };
            counts[k] += 1;
            std::hint::black_box(prompts[k](&m));
            let input = match &prompt {
                Prompt::Roll(r) => Input::Dice(sim::dice::roll(r, &mut rng)),
                Prompt::Decision(d) => config
                    .policy
                    .decide(m.state(), d, &mut rng)
                    .ok_or("a decision with no option")?,
                Prompt::MatchOver { .. } => break,
            };
            applies[k](&mut m, input, &mut events);
        }
    }
    for (name, n) in KINDS.iter().zip(counts) {
        println!("{name}: {:.1} a match", n as f64 / games.max(1) as f64);
    }
    Ok(())
}
