//! The engine's speed (issue targets in docs/performance.md): one whole random match, one
//! input, replaying a whole match log, and the legal options on a crowded pitch.
//! Run: `cargo bench -p nuffle-sim`.

use std::hint::black_box;
use std::sync::Arc;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use rules::{Input, Match, Prompt};
use sim::SimConfig;

fn config() -> SimConfig {
    SimConfig {
        undo_rate: 0.0,
        check: false,
        ..SimConfig::default()
    }
}

/// A new match of the default teams, before its first input.
fn fresh(book: &Arc<tables::Rulebook>) -> Match {
    let setup = config()
        .setup_spec()
        .build(book)
        .expect("the box teams build");
    Match::with_shared_book(setup, Arc::clone(book)).expect("match")
}

/// The inputs of match `game`, played to the end.
fn log(book: &Arc<tables::Rulebook>, game: u64) -> Vec<Input> {
    let mut m = fresh(book);
    sim::run::play_on(&config(), &mut m, game).expect("plays");
    m.inputs().to_vec()
}

fn benches(c: &mut Criterion) {
    let book = Arc::new(tables::builtin().expect("built-in tables").clone());
    let start = fresh(&book);

    let mut game = 0u64;
    c.bench_function("full random match (no checks)", |b| {
        b.iter_batched(
            || start.clone(),
            |mut m| {
                game += 1;
                black_box(sim::run::play_on(&config(), &mut m, game).expect("plays"))
            },
            BatchSize::SmallInput,
        )
    });

    // Two rosters drawn per match (as `nuffle simulate --home any --away any`): 64 matches'
    // starts built beforehand, taken in turn, so the teams' building is not timed.
    let any = SimConfig {
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        ..config()
    };
    let starts: Vec<Match> = (0..64)
        .map(|g| {
            let setup = any
                .setup_for(&book, g)
                .and_then(|s| s.build(&book).map_err(|e| e.to_string()))
                .expect("the drawn teams build");
            Match::with_shared_book(setup, Arc::clone(&book)).expect("match")
        })
        .collect();
    let mut drawn = 0u64;
    c.bench_function("full random match, rosters drawn (no checks)", |b| {
        b.iter_batched(
            || {
                drawn += 1;
                (starts[(drawn % 64) as usize].clone(), drawn)
            },
            |(mut m, game)| black_box(sim::run::play_on(&any, &mut m, game).expect("plays")),
            BatchSize::SmallInput,
        )
    });

    let inputs = log(&book, 1);
    c.bench_function("replay a full match log", |b| {
        b.iter(|| {
            let mut m = start.clone();
            for input in &inputs {
                let _ = black_box(m.apply(input.clone()));
            }
            m
        })
    });

    // Every position of the logged match, each with the input that came next: one input
    // timed at a time, the positions taken in turn.
    let mut positions = Vec::with_capacity(inputs.len());
    let mut m = start.clone();
    for input in &inputs {
        positions.push((m.clone(), input.clone()));
        m.apply(input.clone()).expect("replays");
    }
    let mut i = 0usize;
    c.bench_function("apply one input", |b| {
        b.iter_batched(
            || {
                i = (i + 1) % positions.len();
                positions[i].clone()
            },
            // The match is handed back so that dropping it (its log, its state) is not timed.
            |(mut m, input)| {
                let result = black_box(m.apply(input));
                (m, result)
            },
            BatchSize::SmallInput,
        )
    });

    // The first turn after the kick-off: 22 players on the pitch, the active coach to declare.
    let crowded = positions
        .iter()
        .map(|(m, _)| m)
        .find(|m| {
            m.state().players.iter().filter(|p| p.square().is_some()).count() == 22
                && matches!(m.prompt(), Prompt::Decision(d) if d.options.contains(&rules::Decision::EndTurn))
        })
        .expect("a turn with 22 players on the pitch")
        .clone();
    c.bench_function("legal options, 22 players on the pitch", |b| {
        b.iter(|| black_box(crowded.prompt()))
    });
}

criterion_group!(engine, benches);
criterion_main!(engine);
