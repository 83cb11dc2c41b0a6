//! `nuffle match run <script.jsonl> [--json]`: applies a match script and prints every ruling
//! and what the match waits for at the end. The format is in docs/match-script.md.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use rules::{Input, Match, Prompt, SetupSpec};
use serde::Deserialize;
use tables::Rulebook;

/// Arguments of `nuffle match`.
#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    #[command(subcommand)]
    command: MatchCommand,
}

#[derive(Debug, clap::Subcommand)]
enum MatchCommand {
    /// Apply a match script (JSON lines: a setup, then inputs) and print every ruling.
    Run {
        /// The script file.
        script: PathBuf,
        /// Print JSON lines instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Reopen a match from the database: replay its log and say what it waits for.
    Resume {
        /// The match id (`nuffle league matches` lists them).
        #[arg(long = "match", value_name = "ID")]
        match_id: i64,
        /// Print JSON lines instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupLine {
    setup: SetupSpec,
}

/// Runs a `nuffle match` command.
pub fn run(
    book: &Rulebook,
    db: Option<&std::path::Path>,
    args: &MatchArgs,
) -> anyhow::Result<ExitCode> {
    let (script, json) = match &args.command {
        MatchCommand::Run { script, json } => (script, json),
        MatchCommand::Resume { match_id, json } => return resume(db, *match_id, *json),
    };
    let text = std::fs::read_to_string(script)
        .with_context(|| format!("cannot read the match script {}", script.display()))?;
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));
    let Some((n, first)) = lines.next() else {
        anyhow::bail!(
            "{}: the script is empty; its first line must be {{\"setup\": …}} (see docs/match-script.md)",
            script.display()
        );
    };
    let setup: SetupLine = serde_json::from_str(first).with_context(|| {
        format!(
            "{}: line {n}: the first line must be the setup, {{\"setup\": {{\"home\": …, \"away\": …, \"kicking\": \"away\"}}}}",
            script.display()
        )
    })?;
    let setup = setup
        .setup
        .build(book)
        .with_context(|| format!("{}: line {n}: bad setup", script.display()))?;
    let mut game = Match::new(setup, book)
        .with_context(|| format!("{}: line {n}: bad setup", script.display()))?;
    for (n, line) in lines {
        let input: Input = match serde_json::from_str(line) {
            Ok(input) => input,
            Err(e) => return stop(&game, *json, n, &format!("not an input: {e}")),
        };
        match game.apply(input) {
            Ok(events) => {
                for event in events {
                    if *json {
                        println!("{}", serde_json::json!({ "line": n, "event": event }));
                    } else {
                        println!("{n:>4}  {}", event.text);
                    }
                }
            }
            Err(rejection) => return stop(&game, *json, n, &rejection.to_string()),
        }
    }
    print_prompt(&game.prompt(), *json);
    Ok(ExitCode::SUCCESS)
}

/// Replays a stored match and prints its rulings and what it waits for.
fn resume(db: Option<&std::path::Path>, match_id: i64, json: bool) -> anyhow::Result<ExitCode> {
    let ledger = super::db::existing(db)?;
    let open = ledger.open_match(match_id)?;
    for (seq, text) in ledger.rulings(match_id)? {
        if json {
            println!("{}", serde_json::json!({ "input": seq, "ruling": text }));
        } else {
            println!("{seq:>4}  {text}");
        }
    }
    if !json {
        println!(
            "match {match_id} resumed after {} inputs",
            open.game().inputs().len()
        );
    }
    print_prompt(&open.game().prompt(), json);
    Ok(ExitCode::SUCCESS)
}

/// Reports a bad line: nothing after it is applied; the prompt shows where the match stands.
fn stop(game: &Match, json: bool, line: usize, why: &str) -> anyhow::Result<ExitCode> {
    print_prompt(&game.prompt(), json);
    eprintln!("line {line}: {why}; nothing from this line on was applied");
    Ok(ExitCode::FAILURE)
}

fn print_prompt(prompt: &Prompt, json: bool) {
    if json {
        println!("{}", serde_json::json!({ "prompt": prompt }));
        return;
    }
    match prompt {
        Prompt::MatchOver { result } => println!("Match over: {result}"),
        Prompt::Roll(r) => {
            let dice: Vec<&str> = r.dice.iter().map(|d| d.name()).collect();
            let needs = r.needs.map(|n| format!(", needs {n}+")).unwrap_or_default();
            println!(
                "Waiting for dice: the {} coach rolls {} for {}{needs}. {}",
                r.side.name(),
                dice.join(" + "),
                r.roll,
                r.purpose
            );
        }
        Prompt::Decision(d) => {
            println!(
                "Waiting for the {} coach: {} ({} options)",
                d.side.name(),
                d.about,
                d.count()
            );
        }
    }
}
