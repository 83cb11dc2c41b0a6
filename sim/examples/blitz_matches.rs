//! `cargo run --release -p nuffle-sim --example blitz_matches -- [N [SEED [HOME AWAY
//! [ADVANCED [OPTIONAL [DATA]]]]]]`: plays N Blitz Bowl matches (Dwarf v Orc, or the Team Cards HOME v
//! AWAY by id, on the one-Trapdoor board, the `blitz` coach, every invariant checked, undo on
//! 1% of inputs) as `nuffle simulate --ruleset blitz-bowl --home HOME --away AWAY` does,
//! without building the window, and prints the same figures. ADVANCED: advanced rules' ids
//! joined by commas (`foul,throw-team-mate,rookies-to-watch`; the home coach holds the Rookies
//! to Watch card); OPTIONAL: optional rules' ids (`arenas,balls`); `-` for none of either.
//! DATA (or the `BLITZ_DATA` environment variable): a league's Blitz Bowl file laid over the
//! built-in data, as `--blitz-data` takes it, so its Random Event Cards and Bonus Plays are
//! played (`docs/examples/blitz-league.toml` has 12 stand-in Random Events and a Bonus Play of
//! its own).

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let number = |arg: Option<String>, default: u64| match arg {
        Some(n) => n.parse().map_err(|_| format!("not a number: {n}")),
        None => Ok(default),
    };
    let games = number(args.next(), 2000)?;
    let seed = number(args.next(), 1)?;
    let home = args.next().unwrap_or_else(|| "dwarf".into());
    let away = args.next().unwrap_or_else(|| "orc".into());
    let advanced = args
        .next()
        .filter(|list| list != "-")
        .map(|list| {
            list.split(',')
                .map(|id| {
                    rules::ruleset::AdvancedRule::from_id(id)
                        .ok_or_else(|| format!("no advanced rule \"{id}\""))
                })
                .collect::<Result<Vec<_>, String>>()
        })
        .transpose()?
        .unwrap_or_default();
    let optional = args
        .next()
        .filter(|list| list != "-")
        .map(|list| {
            list.split(',')
                .map(|id| {
                    rules::ruleset::OptionalRule::from_id(id)
                        .ok_or_else(|| format!("no optional rule \"{id}\""))
                })
                .collect::<Result<Vec<_>, String>>()
        })
        .transpose()?
        .unwrap_or_default();
    let data = match args.next().or_else(|| std::env::var("BLITZ_DATA").ok()) {
        Some(path) => {
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
            let data = tables::blitz_bowl()
                .map_err(|e| e.to_string())?
                .with_file(&path, &text)
                .map_err(|e| e.to_string())?;
            Some(std::sync::Arc::new(data))
        }
        None => None,
    };
    let rookies_to_watch = advanced
        .contains(&rules::ruleset::AdvancedRule::RookiesToWatch)
        .then_some(rules::Side::Home);
    let config = sim::SimConfig {
        games,
        seed,
        home: format!("blitz-bowl/{home}"),
        away: format!("blitz-bowl/{away}"),
        policy: sim::Policy::Blitz,
        ruleset: rules::script_ruleset::ScriptRuleset {
            ruleset: Some(rules::script_ruleset::BLITZ_BOWL.into()),
            board: Some("one-trapdoor".into()),
            advanced,
            rookies_to_watch,
            optional,
            data,
        },
        ..sim::SimConfig::default()
    };
    let book = tables::builtin().map_err(|e| e.to_string())?;
    let mut first = None;
    // Bonus Plays: claimed into a hand (named), played, discarded at the hand limit.
    let mut bonus = [0u64; 3];
    // Matches that had two, three and four balls on the pitch at once (Multi-Ball).
    let mut balls = [0u64; 3];
    let summary = sim::simulate(&config, book, &|_| {}, |report| {
        bonus[0] += report.bonus_plays_claimed;
        bonus[1] += report.bonus_plays_played;
        bonus[2] += report.bonus_plays_discarded;
        if let Some(n) = usize::from(report.most_balls).checked_sub(2) {
            balls[n.min(2)] += 1;
        }
        if let (None, Some(_)) = (&first, &report.violation) {
            first = Some(report.script(&config.setup_spec()));
        }
        None
    })?;
    let games = summary.games.max(1) as f64;
    println!(
        "{} matches, seeds {seed}.., {} inputs ({:.0}/match), {} dice ({:.1}/match)",
        summary.games,
        summary.decisions,
        summary.decisions as f64 / games,
        summary.dice_rolled,
        summary.dice_rolled as f64 / games
    );
    println!(
        "per match: {:.2} touchdowns, {:.2} blocks, {:.2} throws, {:.2} armour checks",
        summary.touchdowns_per_game,
        summary.blocks_per_game,
        summary.throws_per_game,
        summary.armour_checks_per_game
    );
    println!(
        "Bonus Plays: {} claimed into a hand, {} played, {} discarded at the hand limit",
        bonus[0], bonus[1], bonus[2]
    );
    println!(
        "matches with 2, 3, 4 balls on the pitch at once: {}, {}, {}",
        balls[0], balls[1], balls[2]
    );
    println!(
        "wall time {:.2} s ({:.0} matches/s); invariant violations: {}",
        summary.wall_seconds, summary.games_per_second, summary.violations
    );
    for f in &summary.failures {
        println!("  seed {} input {}: {}", f.seed, f.input, f.what);
    }
    if let Some(script) = first {
        std::fs::write("blitz-first-failure.jsonl", script).map_err(|e| e.to_string())?;
        println!("  the first failing match's script: blitz-first-failure.jsonl");
    }
    Ok(())
}
