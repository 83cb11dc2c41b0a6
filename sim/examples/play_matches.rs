//! `cargo run --release -p nuffle-sim --example play_matches -- [N]`: plays N default matches
//! (the box teams, the uniform coach, no invariant checks), as the "full random match"
//! benchmark does, and prints the inputs applied. A fixed amount of work for a profiler or an
//! instruction count (`valgrind --tool=callgrind`), which a shared machine does not disturb
//! as it does a timing (docs/performance.md).

use std::sync::Arc;

fn main() -> Result<(), String> {
    let games: u64 = match std::env::args().nth(1) {
        Some(n) => n
            .parse()
            .map_err(|_| format!("not a number of matches: {n}"))?,
        None => 20,
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
    let start =
        rules::Match::with_shared_book(setup, Arc::clone(&book)).map_err(|e| e.to_string())?;
    let mut inputs = 0;
    for game in 1..=games {
        let mut m = start.clone();
        sim::run::play_on(&config, &mut m, game)?;
        inputs += m.inputs().len();
    }
    println!("{games} matches, {inputs} inputs");
    Ok(())
}
