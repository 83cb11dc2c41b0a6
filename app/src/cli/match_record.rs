//! `nuffle match record SCRIPT.jsonl [--match ID] [--after SEQ]` and `nuffle match set-aside`:
//! writing to a recorded match from the command line, through the same path the window uses
//! (`ledger::OpenMatch`: the match's lease, each input judged, then appended after the input
//! it follows). A match scored on paper is entered afterwards this way, and tests race two
//! writers with it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, anyhow};
use ledger::{
    Ask, InducementsBought, InputError, Ledger, LedgerError, MatchStart, NewMatch, OpenMatch,
    PostMatchRun,
};
use rules::Input;

use super::match_run::{SetupLine, print_prompt};
use super::post_match_lines;

/// The writer name a recording command's lease carries.
pub const WRITER: &str = "nuffle match record";

/// Arguments of `nuffle match record`.
#[derive(Debug, clap::Args)]
pub struct RecordArgs {
    /// The script: a setup line then inputs for a new match; inputs only with `--match`.
    script: PathBuf,
    /// Continue this recorded match instead of starting one.
    #[arg(long = "match", value_name = "ID")]
    match_id: Option<i64>,
    /// Start a match between these two league teams of the database, home first (their
    /// ids: `nuffle league teams`); the script then holds inputs only, and may end with the
    /// post-match sequence's `{"post_match": …}` lines.
    #[arg(long, num_args = 2, value_names = ["HOME_ID", "AWAY_ID"], conflicts_with = "match_id")]
    league: Option<Vec<i64>>,
    /// With `--league`: the match is a Friendly (004:L11615-L11644): no MVP, no league
    /// points, a D3 for the winnings.
    #[arg(long, requires = "league")]
    friendly: bool,
    /// With `--league`: the season it counts for (`nuffle league seasons`); its standings
    /// and leaderboards take it.
    #[arg(long, value_name = "ID", requires = "league")]
    season: Option<i64>,
    /// With `--match`: the script follows this input of the log; refused if the match has
    /// moved on since (another window or command recorded more).
    #[arg(long, value_name = "SEQ", requires = "match_id")]
    after: Option<i64>,
    /// Print JSON lines instead of text.
    #[arg(long)]
    json: bool,
}

/// Arguments of `nuffle match set-aside`.
#[derive(Debug, clap::Args)]
pub struct SetAsideArgs {
    /// The match.
    #[arg(long = "match", value_name = "ID")]
    match_id: i64,
    /// The input that does not replay (`nuffle match resume` names it).
    #[arg(long, value_name = "SEQ")]
    input: i64,
    /// Why, kept in the match's audit trail.
    #[arg(long, default_value = "")]
    reason: String,
}

/// Records a script: every line is judged and stored before the next is read; the first
/// refused line stops it, and nothing from it on is recorded.
pub fn record(
    rules: Option<&Path>,
    db: Option<&Path>,
    args: &RecordArgs,
) -> anyhow::Result<ExitCode> {
    let name = args.script.display().to_string();
    let bytes = std::fs::read(&args.script)
        .with_context(|| format!("cannot read the match script {name}"))?;
    let mut lines = super::script_text::lines(&bytes).into_iter().peekable();
    let path = super::db::path(db)?;
    let mut ledger = Ledger::open(&path)?;
    ledger.set_writer(WRITER);
    let mut open = match (args.match_id, args.league.as_deref()) {
        (Some(id), _) => continue_match(&mut ledger, id, args.after)?,
        (None, Some(&[home, away])) => {
            // A league match started for nothing would hold both teams until abandoned.
            if lines.peek().is_none() {
                anyhow::bail!(
                    "{name}: the script is empty: give the match's inputs (a league match \
                     starts at its pre-match rolls, docs/match-script.md); no match was started"
                );
            }
            let book = super::book::load(rules)?;
            let house_rules = house_rules(rules)?;
            let ruleset = ruleset_label(house_rules.as_ref());
            let mut start = ledger.league_match_start(
                &book,
                house_rules,
                ruleset,
                (home, away),
                args.friendly,
            )?;
            if let Some(season) = args.season {
                start.season_id = Some(ledger.season(season)?.id);
            }
            ledger.start_match(&start)?
        }
        (None, _) => {
            let Some((n, first)) = lines.next() else {
                anyhow::bail!(
                    "{name}: the script is empty; a new match's first line is its setup, \
                     {{\"setup\": …}} (see docs/match-script.md)"
                );
            };
            let first =
                first.map_err(|why| anyhow::anyhow!("{name}: line {n}: the setup: {why}"))?;
            let (start, game) = match_start(rules, first)
                .with_context(|| format!("{name}: line {n}: the setup"))?;
            match game {
                Some(game) => ledger.start_blitz_match(&start, &game)?,
                None => ledger.start_match(&start)?,
            }
        }
    };
    let id = open.id();
    // A match this command started stays in the database when a line stops the script: say
    // how to go on with it or be rid of it.
    let started_here = args.match_id.is_none();
    let mut post: Option<PostMatchRun> = None;
    // The line of the first post-match answer, once one is given, and of the one that
    // completed and recorded the sequence.
    let mut post_from: Option<usize> = None;
    let mut recorded_at: Option<usize> = None;
    for (n, line) in lines {
        let recorded = recorded_at.is_some();
        let stop = |why: &str| -> anyhow::Result<ExitCode> {
            eprintln!("{name}: line {n}: {why}; nothing from this line on was recorded");
            if started_here && !recorded {
                eprintln!(
                    "match {id} was started and keeps what was recorded before this line: \
                     go on with it (nuffle match record FILE --match {id}) or abandon it \
                     (nuffle match abandon --match {id})"
                );
            }
            Ok(ExitCode::FAILURE)
        };
        let line = match line {
            Ok(line) => line,
            Err(why) => {
                let _ = open.release(&mut ledger);
                return stop(&why);
            }
        };
        if serde_json::from_str::<SetupLine>(line).is_ok() {
            let code = stop(&format!(
                "this script continues match {id}, whose setup --match or --league gave, so \
                 it has no setup line"
            ));
            let _ = open.release(&mut ledger);
            return code;
        }
        if let Some(answer) = post_match_lines::answer_line(line) {
            let first_answer = *post_from.get_or_insert(n);
            if let Some(at) = recorded_at {
                let _ = open.release(&mut ledger);
                return stop(&format!(
                    "the post-match sequence of match {id} was recorded at line {at}; nothing \
                     more is asked"
                ));
            }
            let result = answer.and_then(|answer| {
                let run = match post.as_mut() {
                    Some(run) => run,
                    None => {
                        post.insert(PostMatchRun::begin(&ledger, &open).map_err(|e| e.to_string())?)
                    }
                };
                run.answer(answer)?;
                match run.ask() {
                    Ask::Done => run
                        .record(&mut ledger, &open)
                        .map(|()| Some(post_match_lines::recorded_words(run, &open)))
                        .map_err(|e| format!("the result was not recorded: {e}")),
                    _ => Ok(None),
                }
            });
            match result {
                Ok(recorded) => {
                    if args.json {
                        outln!(
                            "{}",
                            serde_json::json!({ "line": n, "match": id,
                                "post_match": recorded.as_deref().unwrap_or("answered") })
                        );
                    } else {
                        match &recorded {
                            Some(words) => outln!("line {n}: {words}"),
                            None => outln!("line {n}: post-match answer taken"),
                        }
                    }
                    if recorded.is_some() {
                        recorded_at = Some(n);
                    }
                    continue;
                }
                Err(why) => {
                    let waits = post
                        .as_ref()
                        .map(|run| post_match_lines::ask_words(&run.ask(), &open));
                    let _ = open.release(&mut ledger);
                    let mut words = why;
                    if first_answer < n {
                        words.push_str(&format!(
                            "; the post-match answers of lines {first_answer}-{} were not \
                             recorded either: the sequence is written whole, so give all of it \
                             again (nuffle match record FILE --match {id})",
                            n - 1
                        ));
                    }
                    if let Some(waits) = waits {
                        words.push_str(&format!("; it waits for {waits}"));
                    }
                    return stop(&words);
                }
            }
        }
        // The post-match sequence begun, the match is over: an input now (an undo, an edit)
        // would change what the sequence is working out.
        if let Some(at) = recorded_at {
            let _ = open.release(&mut ledger);
            return stop(&format!(
                "the post-match sequence of match {id} was recorded at line {at}, and the \
                 match with it: no match input may follow it (a recorded match takes only a \
                 correction with a reason)"
            ));
        }
        if let Some(first) = post_from {
            let _ = open.release(&mut ledger);
            return stop(&format!(
                "the post-match sequence began at line {first}: no match input may follow it \
                 (give the match's inputs first, then the post-match lines); none of its \
                 answers was recorded"
            ));
        }
        if let Some(bought) = choose_line(line) {
            let result = bought
                .map_err(|e| e.to_string())
                .and_then(|b| buy(&mut ledger, &mut open, b).map_err(|e| e.to_string()));
            match result {
                Ok(said) => {
                    let seq = open.last_seq();
                    if args.json {
                        outln!(
                            "{}",
                            serde_json::json!({ "line": n, "match": id, "input": seq,
                                "inducements": said })
                        );
                    } else {
                        outln!("line {n}: {said}; recorded as input {seq} of match {id}");
                    }
                    continue;
                }
                Err(why) => {
                    let _ = open.release(&mut ledger);
                    return stop(&why);
                }
            }
        }
        let input: Input = match super::script_text::input(line) {
            Ok(input) => input,
            Err(why) => {
                let _ = open.release(&mut ledger);
                return stop(&why);
            }
        };
        match open.apply(&mut ledger, input, "script") {
            Ok(_) => {
                let seq = open.last_seq();
                if args.json {
                    outln!(
                        "{}",
                        serde_json::json!({ "line": n, "match": id, "input": seq })
                    );
                } else {
                    outln!("line {n}: recorded as input {seq} of match {id}");
                }
            }
            Err(InputError::Refused(r)) => {
                let _ = open.release(&mut ledger);
                return stop(&r.to_string());
            }
            Err(InputError::NotRecorded(e)) => {
                let _ = open.release(&mut ledger);
                return stop(&e.to_string());
            }
        }
    }
    // A Blitz Bowl match the script brought to its end: its points (docs/ledger.md).
    let blitz = ledger.record_blitz_result(&open)?;
    open.release(&mut ledger)?;
    if !args.json {
        outln!("match {id} recorded to {}", path.display());
    }
    if let Some(r) = blitz {
        print_blitz_result(&r, args.json);
    }
    print_prompt(&open.game().prompt(), args.json);
    // A league match's post-match sequence: left half-way, nothing of it is recorded (it is
    // written whole, as the window writes it); not begun, what it will ask first.
    let waits = match &post {
        Some(run) if run.ask() != Ask::Done => Some((true, run.ask())),
        Some(_) => None,
        None => PostMatchRun::begin(&ledger, &open)
            .ok()
            .map(|run| (false, run.ask())),
    };
    if let Some((begun, ask)) = waits {
        let words = post_match_lines::ask_words(&ask, &open);
        if args.json {
            outln!(
                "{}",
                serde_json::json!({ "match": id, "post_match_waits": words, "begun": begun })
            );
        } else {
            outln!("The post-match sequence waits for {words}");
        }
        if begun {
            eprintln!(
                "{name}: the post-match sequence of match {id} is not finished, so none of its \
                 answers was recorded: give them all in one script (nuffle match record FILE \
                 --match {id})"
            );
            return Ok(ExitCode::FAILURE);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The house rules file given with `--rules`, as text (stored with a new match).
fn house_rules(rules: Option<&Path>) -> anyhow::Result<Option<String>> {
    rules
        .map(|p| {
            std::fs::read_to_string(p)
                .with_context(|| format!("cannot read the house rules file {}", p.display()))
        })
        .transpose()
}

/// The ruleset a new match is listed under.
fn ruleset_label(house_rules: Option<&String>) -> String {
    if house_rules.is_some() {
        "box-2016+house-rules".into()
    } else {
        "box-2016".into()
    }
}

/// A `choose_inducements` line: both teams' purchases at a league match's choosing of its
/// inducements (004:L2676-L2682), `None` for any other line.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ChooseLine {
    choose_inducements: ChooseSides,
}

#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ChooseSides {
    #[serde(default)]
    home: InducementsBought,
    #[serde(default)]
    away: InducementsBought,
}

fn choose_line(line: &str) -> Option<anyhow::Result<ChooseSides>> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    value.get("choose_inducements")?;
    Some(
        serde_json::from_value::<ChooseLine>(value)
            .map(|l| l.choose_inducements)
            .map_err(|e| {
                anyhow!(
                    "not a choose_inducements line ({e}): it is {{\"choose_inducements\": \
                     {{\"home\": {{\"inducements\": {{\"bribes\": 1}}, \"stars\": […]}}, \
                     \"away\": {{…}}}}}} (see docs/ledger.md)"
                )
            }),
    )
}

/// Buys `sides` for `open`, a league match waiting at the choosing of its inducements; the
/// ruling that says what each team bought.
fn buy(ledger: &mut Ledger, open: &mut OpenMatch, sides: ChooseSides) -> anyhow::Result<String> {
    let book = open.game().book().clone();
    let mut spec = ledger.league_match_spec(&book, open.id())?;
    sides.home.put_into(&mut spec.home)?;
    sides.away.put_into(&mut spec.away)?;
    let said = open.buy_inducements(ledger, &spec, WRITER)?;
    Ok(said
        .iter()
        .map(|e| e.text.clone())
        .find(|t| t.starts_with("Inducements chosen"))
        .unwrap_or_else(|| "inducements chosen".into()))
}

/// Opens recorded match `id` for writing; with `after`, refused unless the log still ends
/// there. A log that does not replay is refused with where and why.
fn continue_match(ledger: &mut Ledger, id: i64, after: Option<i64>) -> anyhow::Result<OpenMatch> {
    let mut open = ledger.open_match(id)?;
    if let Some(broken) = open.broken() {
        let words = broken.to_string();
        let _ = open.release(ledger);
        return Err(anyhow!(words));
    }
    if let Some(after) = after
        && after != open.last_seq()
    {
        let last = open.last_seq();
        let _ = open.release(ledger);
        return Err(LedgerError::MovedOn {
            match_id: id,
            after,
            last,
        }
        .into());
    }
    Ok(open)
}

/// A finished Blitz Bowl match's points, as recorded in the Blitz Bowl results.
fn print_blitz_result(r: &ledger::BlitzResult, json: bool) {
    if json {
        outln!(
            "{}",
            serde_json::json!({ "match": r.match_id, "blitz_result": {
                "home": r.home, "away": r.away,
                "home_points": r.home_points, "away_points": r.away_points,
                "victory": r.victory.map(ledger::victory_id),
                "conceded": r.victory.and_then(ledger::conceded_id) } })
        );
        return;
    }
    // The higher score wins; the same score is a draw (002:L692, L698); a concession is won by
    // the side that did not concede, whatever the points (004:L2996); a win says its kind.
    let mut outcome = match r.winner() {
        Some(side) => format!("a win for {}", r.team(side)),
        None => "a draw".to_string(),
    };
    match r.victory {
        Some(v @ rules::challenge::Victory::Conceded { by }) => outcome.push_str(&format!(
            ", {}: {} conceded",
            ledger::victory_words(v),
            r.team(by)
        )),
        Some(v) => outcome.push_str(&format!(", {}", ledger::victory_words(v))),
        None => {}
    }
    outln!(
        "Blitz Bowl result of match {}: {} {} - {} {} points, {outcome}",
        r.match_id,
        r.home,
        r.home_points,
        r.away_points,
        r.away
    );
}

/// A new match from a script's setup line, under the house rules given with `--rules`, and
/// its game (board side, advanced rules) when the line says `"ruleset": "blitz-bowl"`.
fn match_start(
    rules: Option<&Path>,
    line: &str,
) -> anyhow::Result<(MatchStart, Option<rules::script_ruleset::ScriptRuleset>)> {
    let bad = |e: &dyn std::fmt::Display| {
        anyhow!(
            "a new match's first line must be its setup, {{\"setup\": {{\"home\": …, \
             \"away\": …}}}} ({e}); to continue a recorded match, give --match ID"
        )
    };
    // The game (`"ruleset"`, `"board"`) is taken out of the setup before the teams are read.
    let mut value: serde_json::Value = serde_json::from_str(line).map_err(|e| bad(&e))?;
    let game = match value.get_mut("setup") {
        Some(spec) => rules::script_ruleset::ScriptRuleset::take(spec)?,
        None => Default::default(),
    };
    let setup: SetupLine = serde_json::from_value(value).map_err(|e| bad(&e))?;
    let book = super::book::load(rules)?;
    let house_rules = house_rules(rules)?;
    // Under the Bugman's League Cup's rules, teams the cup allows (001:L453-L531).
    rules::bugmans::cup_setup(&book, &setup.setup)?;
    let setup = setup.setup.build(&book)?;
    // Refused here, with what to write, before anything is recorded.
    game.start(setup.clone(), &book)?;
    // A Blitz Bowl match is stored with its board and its advanced rules, so it replays
    // under them.
    let game = game.ruleset.is_some().then_some(game);
    let start = MatchStart {
        label: NewMatch {
            home_team: setup.home.roster.clone(),
            away_team: setup.away.roster.clone(),
            ruleset: ruleset_label(house_rules.as_ref()),
        },
        setup,
        house_rules,
        teams: None,
        season_id: None,
        friendly: false,
    };
    Ok((start, game))
}

/// Sets aside the input at which a recorded match stops replaying.
pub fn set_aside(db: Option<&Path>, args: &SetAsideArgs) -> anyhow::Result<ExitCode> {
    let mut ledger = super::db::existing(db)?;
    ledger.set_writer("nuffle match set-aside");
    let mut open = ledger.open_match(args.match_id)?;
    let result = open.set_aside(&mut ledger, args.input, "referee", &args.reason);
    let _ = open.release(&mut ledger);
    result?;
    outln!(
        "input {} of match {} set aside; the match now replays {} inputs",
        args.input,
        args.match_id,
        open.game().inputs().len()
    );
    if let Some(broken) = open.broken() {
        eprintln!("nuffle: {broken}");
        return Ok(ExitCode::FAILURE);
    }
    print_prompt(&open.game().prompt(), false);
    Ok(ExitCode::SUCCESS)
}
