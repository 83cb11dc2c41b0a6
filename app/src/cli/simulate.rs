//! `nuffle simulate`: seeded random matches with every invariant checked, and the engine's
//! throughput. A failing match prints its seed and writes its script for `nuffle match run`.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use sim::{Policy, SimConfig};
use tables::Rulebook;

/// Arguments of `nuffle simulate`.
#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// How many matches.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// The first match's seed (match i plays seed + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The home team: a quick-start team id (`human-quick-start`, or `human` / `orc` for the
    /// box teams), a roster id (`dwarf`: a legal team of it drawn for each match, with
    /// level-up skills and 0-2 Star Players), or `any` (a roster drawn for each match too).
    #[arg(long, default_value = "human")]
    home: String,
    /// The away team, as --home.
    #[arg(long, default_value = "orc")]
    away: String,
    /// How the random coaches choose: `uniform`, `forward` (leans towards the ball and the
    /// End Zone, so matches have touchdowns and passes) or `blitz` (Blitz Bowl's: spends the
    /// three Actions, Blocks, Marks, throws and scores). Absent: `uniform`, and `blitz` with
    /// `--ruleset blitz-bowl`.
    #[arg(long)]
    policy: Option<String>,
    /// The share of inputs after which undo is checked.
    #[arg(long, default_value_t = 0.01)]
    undo_rate: f64,
    /// Where to write the scripts of failing matches.
    #[arg(long, default_value = ".", value_name = "DIR")]
    failures: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The game: `blitz-bowl` plays Blitz Bowl on its one-Trapdoor board side, the teams
    /// being Team Card ids (`--home dwarf --away orc`, the defaults human and orc standing for
    /// the box's Dwarf and Orc cards); absent, Blood Bowl 2016.
    #[arg(long)]
    ruleset: Option<String>,
    /// With `--ruleset blitz-bowl`: Blitz Bowl's advanced rules to play with, by id
    /// (`--advanced foul,throw-team-mate`); none by default.
    #[arg(long, value_delimiter = ',', value_name = "RULE")]
    advanced: Vec<String>,
    /// With `--advanced rookies-to-watch`: the coach given the Rookies to Watch card at set-up,
    /// `home` (the default) or `away`.
    #[arg(long, value_name = "SIDE")]
    rookies_to_watch: Option<String>,
    /// With `--ruleset blitz-bowl`: Blitz Bowl's optional rules to play with, by id
    /// (`--optional arenas,balls`); none by default.
    #[arg(long, value_delimiter = ',', value_name = "RULE")]
    optional: Vec<String>,
    /// With `--ruleset blitz-bowl`: a league's Blitz Bowl file laid over the built-in data
    /// (its Random Event Cards, boards, cards, teams), as `BlitzBowl::with_file` reads it.
    #[arg(long, value_name = "FILE")]
    blitz_data: Option<PathBuf>,
}

/// `--optional`'s ids as Blitz Bowl's optional rules; an unknown one is refused, naming those
/// known.
fn optional_rules(ids: &[String]) -> anyhow::Result<Vec<rules::ruleset::OptionalRule>> {
    use rules::ruleset::OptionalRule;
    ids.iter()
        .map(|id| {
            OptionalRule::from_id(id).ok_or_else(|| {
                let known: Vec<&str> = OptionalRule::ALL.iter().map(|r| r.id()).collect();
                anyhow::anyhow!(
                    "--optional {id}: no such optional rule; write one or more of {}",
                    known.join(", ")
                )
            })
        })
        .collect()
}

/// The coach given the Rookies to Watch card: `--rookies-to-watch`, home by default, with that
/// advanced rule only.
fn rookies_holder(
    advanced: &[rules::ruleset::AdvancedRule],
    side: Option<&str>,
) -> anyhow::Result<Option<rules::Side>> {
    let on = advanced.contains(&rules::ruleset::AdvancedRule::RookiesToWatch);
    match (on, side) {
        (false, None) => Ok(None),
        (false, Some(_)) => {
            anyhow::bail!("--rookies-to-watch gives the card: add --advanced rookies-to-watch")
        }
        (true, None | Some("home")) => Ok(Some(rules::Side::Home)),
        (true, Some("away")) => Ok(Some(rules::Side::Away)),
        (true, Some(other)) => {
            anyhow::bail!("--rookies-to-watch {other}: write home or away")
        }
    }
}

/// The built-in Blitz Bowl data with `file` laid over it, if one is given.
fn blitz_data(
    file: Option<&std::path::Path>,
) -> anyhow::Result<Option<std::sync::Arc<tables::BlitzBowl>>> {
    let Some(file) = file else {
        return Ok(None);
    };
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("reading the Blitz Bowl file {}", file.display()))?;
    let data = tables::blitz_bowl()?.with_file(&file.display().to_string(), &text)?;
    Ok(Some(std::sync::Arc::new(data)))
}

/// `--advanced`'s ids as Blitz Bowl's advanced rules; an unknown one is refused, naming those
/// known.
fn advanced_rules(ids: &[String]) -> anyhow::Result<Vec<rules::ruleset::AdvancedRule>> {
    use rules::ruleset::AdvancedRule;
    ids.iter()
        .map(|id| {
            AdvancedRule::from_id(id).ok_or_else(|| {
                let known: Vec<&str> = AdvancedRule::ALL.iter().map(|r| r.id()).collect();
                anyhow::anyhow!(
                    "--advanced {id}: no such advanced rule; write one or more of {}",
                    known.join(", ")
                )
            })
        })
        .collect()
}

/// `human` → `human-quick-start`; a quick-start id, a roster or `any` is kept (a roster by
/// its id).
fn team_id(book: &Rulebook, name: &str) -> anyhow::Result<String> {
    let long = format!("{name}-quick-start");
    for id in [name, long.as_str()] {
        if book.quick_start_team(id).is_ok() {
            return Ok(id.to_string());
        }
    }
    if name == sim::teams::ANY {
        return Ok(name.to_string());
    }
    match book.roster(name) {
        Ok(roster) => Ok(roster.id.clone()),
        Err(e) => anyhow::bail!(
            "no quick-start team or roster \"{name}\" in the tables ({e}); try human or orc \
             (the box teams), a roster id from `nuffle roster`, or any"
        ),
    }
}

/// A Blitz Bowl Team Card by id (`dwarf`), as a quick-start id (`blitz-bowl/dwarf`); the
/// 2016 defaults `human` and `orc` stand for the box's Dwarf and Orc cards.
fn blitz_card(name: &str) -> anyhow::Result<String> {
    let card = if name == "human" { "dwarf" } else { name };
    let data = tables::blitz_bowl()?;
    let team = data.team(card)?;
    Ok(format!("{}{}", rules::blitz_team::SCRIPT_PREFIX, team.id))
}

/// Runs `nuffle simulate`.
pub fn run(book: &Rulebook, args: &SimulateArgs) -> anyhow::Result<ExitCode> {
    let name = match (&args.policy, args.ruleset.as_deref()) {
        (Some(name), _) => name.as_str(),
        (None, Some(rules::script_ruleset::BLITZ_BOWL)) => "blitz",
        (None, _) => "uniform",
    };
    let Some(policy) = Policy::from_name(name) else {
        anyhow::bail!("unknown policy \"{name}\"; the policies are uniform, forward and blitz");
    };
    if !(0.0..=1.0).contains(&args.undo_rate) {
        anyhow::bail!(
            "--undo-rate is a share between 0 and 1, not {}",
            args.undo_rate
        );
    }
    if args.ruleset.is_none() && (!args.optional.is_empty() || args.blitz_data.is_some()) {
        anyhow::bail!("--optional and --blitz-data are for Blitz Bowl: add --ruleset blitz-bowl");
    }
    if args.ruleset.is_none() && !args.advanced.is_empty() {
        anyhow::bail!("--advanced names Blitz Bowl's advanced rules: add --ruleset blitz-bowl");
    }
    if args.ruleset.is_none() && !args.optional.is_empty() {
        anyhow::bail!("--optional names Blitz Bowl's optional rules: add --ruleset blitz-bowl");
    }
    let (home, away, ruleset) = match args.ruleset.as_deref() {
        None => (
            team_id(book, &args.home)?,
            team_id(book, &args.away)?,
            rules::script_ruleset::ScriptRuleset::default(),
        ),
        Some(rules::script_ruleset::BLITZ_BOWL) => (
            blitz_card(&args.home)?,
            blitz_card(&args.away)?,
            rules::script_ruleset::ScriptRuleset {
                ruleset: Some(rules::script_ruleset::BLITZ_BOWL.into()),
                board: Some("one-trapdoor".into()),
                advanced: advanced_rules(&args.advanced)?,
                rookies_to_watch: rookies_holder(
                    &advanced_rules(&args.advanced)?,
                    args.rookies_to_watch.as_deref(),
                )?,
                optional: optional_rules(&args.optional)?,
                data: blitz_data(args.blitz_data.as_deref())?,
            },
        ),
        Some(other) => anyhow::bail!(
            "no ruleset called \"{other}\": write --ruleset {}, or leave it out for Blood Bowl 2016",
            rules::script_ruleset::BLITZ_BOWL
        ),
    };
    let config = SimConfig {
        games: args.games,
        seed: args.seed,
        home,
        away,
        policy,
        undo_rate: args.undo_rate,
        check: true,
        ruleset,
    };
    let bar = if std::io::stderr().is_terminal() && !args.json {
        let bar = ProgressBar::new(args.games);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} matches, {per_sec}, {eta} left")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let setup = config.setup_spec();
    let mut write_error = None;
    let summary = sim::simulate(&config, book, &|_| {}, |report| {
        bar.inc(1);
        let v = report.violation.as_ref()?;
        let path = args
            .failures
            .join(format!("nuffle-sim-seed-{}.jsonl", v.seed));
        bar.suspend(|| {
            eprintln!(
                "VIOLATION in the match of seed {} at input {}: {}",
                v.seed, v.input, v.what
            );
        });
        match std::fs::write(&path, report.script(&setup)) {
            Ok(()) => {
                bar.suspend(|| {
                    eprintln!(
                        "  its {} inputs are in {}; replay with: nuffle match run {}",
                        report.failing_inputs.len(),
                        path.display(),
                        path.display()
                    );
                });
                Some(path.display().to_string())
            }
            Err(e) => {
                write_error = Some(format!("cannot write {}: {e}", path.display()));
                None
            }
        }
    })
    .map_err(anyhow::Error::msg)
    .context("the simulation could not start")?;
    bar.finish_and_clear();
    if let Some(e) = write_error {
        eprintln!("{e}");
    }
    if args.json {
        outln!("{}", serde_json::to_string(&summary)?);
    } else {
        outln!(
            "{} matches ({} v {}, seeds {}..{}), {} inputs, {} dice",
            summary.games,
            config.home,
            config.away,
            config.seed,
            config.seed.wrapping_add(config.games.saturating_sub(1)),
            summary.decisions,
            summary.dice_rolled
        );
        outln!(
            "wall time {:.2} s: {:.0} matches/s, {:.0} inputs/s (invariants checked after every \
             input, undo on {}% of them)",
            summary.wall_seconds,
            summary.games_per_second,
            summary.decisions_per_second,
            config.undo_rate * 100.0
        );
        outln!(
            "per match: {:.2} touchdowns, {:.2} casualties, {:.2} turnovers, {:.2} blocks, \
             {:.2} throws, {:.2} armour checks",
            summary.touchdowns_per_game,
            summary.casualties_per_game,
            summary.turnovers_per_game,
            summary.blocks_per_game,
            summary.throws_per_game,
            summary.armour_checks_per_game
        );
        outln!("invariant violations: {}", summary.violations);
    }
    Ok(if summary.violations == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
