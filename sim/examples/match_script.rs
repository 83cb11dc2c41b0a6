//! `cargo run -p nuffle-sim --example match_script -- SETUP.json SEED [uniform|forward]`:
//! plays one seeded match from a setup line (`{"setup": …}`) with the simulator's coaches and
//! dice, every invariant checked, and prints it as a whole match script that
//! `nuffle match run` plays to the final whistle (how docs/examples/chaos-v-wood-elf.jsonl was
//! made). The script is the dice and decisions as entered; the rulings are the engine's.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{Input, Match, Prompt, SetupSpec};

#[derive(serde::Deserialize)]
struct SetupLine {
    setup: SetupSpec,
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let (Some(file), Some(seed)) = (args.next(), args.next()) else {
        return Err("usage: match_script SETUP.json SEED [uniform|forward]".into());
    };
    let policy = args.next().unwrap_or_else(|| "forward".into());
    let policy = sim::Policy::from_name(&policy).ok_or(format!("unknown policy {policy}"))?;
    let seed: u64 = seed.parse().map_err(|_| format!("not a seed: {seed}"))?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
    let line: SetupLine = serde_json::from_str(&text).map_err(|e| format!("{file}: {e}"))?;
    let book = tables::builtin().map_err(|e| e.to_string())?;
    let setup = line.setup.build(book).map_err(|e| e.to_string())?;
    let mut game = Match::new(setup, book).map_err(|e| e.to_string())?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut inputs: Vec<Input> = Vec::new();
    while !matches!(game.prompt(), Prompt::MatchOver { .. }) {
        let input = policy
            .next_input(&game, &mut rng)
            .ok_or("the coach found no input")?;
        game.apply(input.clone()).map_err(|e| e.to_string())?;
        inputs.push(input);
        if inputs.len() > 100_000 {
            return Err("the match does not end".into());
        }
    }
    let header = serde_json::json!({ "setup": line.setup });
    println!("{header}");
    for input in &inputs {
        println!(
            "{}",
            serde_json::to_string(input).map_err(|e| e.to_string())?
        );
    }
    Ok(())
}
