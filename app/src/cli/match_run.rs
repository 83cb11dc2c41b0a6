//! `nuffle match run <script.jsonl> [--json]`: applies a match script and prints every ruling
//! and what the match waits for at the end. The format is in docs/match-script.md. `resume`
//! replays a recorded match; `record` and `set-aside` (match_record.rs) write to one.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use rules::{Input, Match, Prompt, SetupSpec};
use serde::Deserialize;

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
    /// Record a match script into the database, as the window records (every input judged,
    /// then stored before the next): a new match from a script with a setup line, or more
    /// inputs for `--match ID`. A refused line stops it, and nothing after it is recorded.
    Record(super::match_record::RecordArgs),
    /// Set aside the input at which a recorded match stops replaying: it stays in the log,
    /// marked, and the match goes on without it.
    SetAside(super::match_record::SetAsideArgs),
    /// Abandon a match nobody will finish (as the window's Abandon): it leaves the match lists
    /// and its teams may start another; its log stays in the database, with who and why.
    Abandon(super::match_abandon::AbandonArgs),
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
pub(super) struct SetupLine {
    pub(super) setup: SetupSpec,
}

/// Runs a `nuffle match` command; `rules` is the house-rules file given with `--rules`.
pub fn run(
    rules: Option<&std::path::Path>,
    db: Option<&std::path::Path>,
    args: &MatchArgs,
) -> anyhow::Result<ExitCode> {
    let (script, json) = match &args.command {
        MatchCommand::Run { script, json } => (script, json),
        MatchCommand::Resume { match_id, json } => return resume(db, *match_id, *json),
        MatchCommand::Record(args) => return super::match_record::record(rules, db, args),
        MatchCommand::SetAside(args) => return super::match_record::set_aside(db, args),
        MatchCommand::Abandon(args) => return super::match_abandon::abandon(db, args),
    };
    let book = &*super::book::load(rules)?;
    let bytes = std::fs::read(script)
        .with_context(|| format!("cannot read the match script {}", script.display()))?;
    let mut lines = super::script_text::lines(&bytes).into_iter();
    let Some((n, first)) = lines.next() else {
        anyhow::bail!(
            "{}: the script is empty; its first line must be {{\"setup\": …}} (see docs/match-script.md)",
            script.display()
        );
    };
    let first_line = || {
        format!(
            "{}: line {n}: the first line must be the setup, {{\"setup\": {{\"home\": …, \"away\": …, \"kicking\": \"away\"}}}}",
            script.display()
        )
    };
    let first = first.map_err(|why| anyhow::anyhow!("{}: line {n}: {why}", script.display()))?;
    // The game (`"ruleset"`, `"board"`) is taken out of the setup before the teams are read.
    let mut value: serde_json::Value = serde_json::from_str(first).with_context(first_line)?;
    let game_rules = match value.get_mut("setup") {
        Some(spec) => rules::script_ruleset::ScriptRuleset::take(spec)
            .with_context(|| format!("{}: line {n}: bad setup", script.display()))?,
        None => Default::default(),
    };
    let setup: SetupLine = serde_json::from_value(value).with_context(first_line)?;
    // A match under the Bugman's League Cup's rules fields teams the cup allows (001:L453-L531).
    let cup = rules::bugmans::cup_setup(book, &setup.setup)
        .with_context(|| format!("{}: line {n}: bad setup", script.display()))?;
    let setup = setup
        .setup
        .build(book)
        .with_context(|| format!("{}: line {n}: bad setup", script.display()))?;
    if let Some(costs) = cup {
        for (team, cost) in [&setup.home, &setup.away].into_iter().zip(costs) {
            print_cup_cost(n, &team.name, &cost, *json);
        }
    }
    let mut game = game_rules
        .start(setup, book)
        .with_context(|| format!("{}: line {n}: bad setup", script.display()))?;
    print_unruled(&game, n, *json);
    for (n, line) in lines {
        let line = match line {
            Ok(line) => line,
            Err(why) => return stop(&game, *json, n, &why),
        };
        let input: Input = match super::script_text::input(line) {
            Ok(input) => input,
            Err(why) => return stop(&game, *json, n, &why),
        };
        match game.apply(input) {
            Ok(events) => {
                for event in events {
                    if *json {
                        outln!("{}", serde_json::json!({ "line": n, "event": event }));
                    } else {
                        outln!("{n:>4}  {}", event.text);
                    }
                }
            }
            Err(rejection) => return stop(&game, *json, n, &rejection.to_string()),
        }
    }
    print_prompt(&game.prompt(), *json);
    Ok(ExitCode::SUCCESS)
}

/// Replays a stored match (read-only: another window may be recording it) and prints its
/// rulings and what it waits for. A log that stops replaying is reported with the match, the
/// input and the engine's reason, and the match as it stood before that input.
fn resume(db: Option<&std::path::Path>, match_id: i64, json: bool) -> anyhow::Result<ExitCode> {
    let ledger = super::db::read_only(db)?;
    let open = ledger.view_match(match_id)?;
    for (seq, text) in ledger.rulings(match_id)? {
        if open.broken().is_some_and(|b| seq > b.replayed_to) {
            break;
        }
        if json {
            outln!("{}", serde_json::json!({ "input": seq, "ruling": text }));
        } else {
            outln!("{seq:>4}  {text}");
        }
    }
    if !json {
        outln!(
            "match {match_id} resumed after {} inputs",
            open.game().inputs().len()
        );
        if let Some(holder) = open.held_by() {
            outln!("it is being recorded by {holder}");
        }
    }
    print_prompt(&open.game().prompt(), json);
    if let Some(broken) = open.broken() {
        eprintln!("nuffle: {broken}");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// What a Bugman's League Cup team cost of its treasury (001:L459).
fn print_cup_cost(line: usize, team: &str, cost: &rules::bugmans::CupCost, json: bool) {
    if json {
        outln!(
            "{}",
            serde_json::json!({ "line": line, "cup_team": { "team": team, "cost": cost.total, "treasury": cost.treasury } })
        );
    } else {
        outln!(
            "{line:>4}  {team}: a Bugman's League Cup team costing {} of its {} gold pieces \
             (001:L459)",
            cost.total,
            cost.treasury
        );
    }
}

/// Says what the setup ruled (a Star Player both teams hired), then which of the league's
/// ruleset options, the teams' inducements and the players' skills the engine does not rule,
/// so the referee applies them by hand: none is ever ignored in silence.
pub(super) fn print_unruled(game: &Match, line: usize, json: bool) {
    for ruling in game.setup_rulings() {
        if json {
            outln!(
                "{}",
                serde_json::json!({ "line": line, "setup_ruling": ruling })
            );
        } else {
            outln!("{line:>4}  {ruling}");
        }
    }
    for option in game.unruled_options() {
        if json {
            outln!(
                "{}",
                serde_json::json!({ "line": line, "unruled": { "option": option.id, "choice": option.choice, "why": option.why } })
            );
        } else {
            outln!(
                "{line:>4}  {} ({}, \"{}\"): {}",
                option.name,
                option.source,
                option.choice,
                option.why
            );
        }
    }
    for (side, which, why) in game.unruled_inducements() {
        let team = &game.state().team(side).name;
        let name = which.name(game.book());
        if json {
            outln!(
                "{}",
                serde_json::json!({ "line": line, "unruled": { "team": side, "inducement": which.id(), "why": why } })
            );
        } else {
            outln!("{line:>4}  {team}: {name}: {why}");
        }
    }
    for (player, skill, why) in game.unruled_skills() {
        let label = game
            .state()
            .player(player)
            .map_or_else(|| player.to_string(), |p| p.label());
        if json {
            outln!(
                "{}",
                serde_json::json!({ "line": line, "unruled": { "player": player, "skill": skill, "why": why } })
            );
        } else {
            outln!("{line:>4}  {label}: {skill}: {why}");
        }
    }
}

/// Reports a bad line: nothing after it is applied; the prompt shows where the match stands.
fn stop(game: &Match, json: bool, line: usize, why: &str) -> anyhow::Result<ExitCode> {
    print_prompt(&game.prompt(), json);
    eprintln!("line {line}: {why}; nothing from this line on was applied");
    Ok(ExitCode::FAILURE)
}

pub(super) fn print_prompt(prompt: &Prompt, json: bool) {
    if json {
        outln!("{}", serde_json::json!({ "prompt": prompt }));
        return;
    }
    match prompt {
        Prompt::MatchOver { result } => outln!("Match over: {result}"),
        Prompt::Roll(r) => {
            let dice: Vec<&str> = r.dice.iter().map(|d| d.name()).collect();
            let needs = r.needs.map(|n| format!(", needs {n}+")).unwrap_or_default();
            outln!(
                "Waiting for dice: the {} coach rolls {} for {}{needs}. {}",
                r.side.name(),
                dice.join(" + "),
                r.roll,
                r.purpose
            );
        }
        Prompt::Decision(d) => {
            outln!(
                "Waiting for the {} coach: {} ({} options)",
                d.side.name(),
                d.about,
                d.count()
            );
        }
    }
}
