//! Running the real `nuffle` binary from the command-line tests, and a league match played and
//! recorded for the tests that read a league.
#![allow(dead_code)] // each test file uses its own part

pub mod window;

use std::process::{Command, Output};

use ledger::{Answer, Ask, Ledger, MatchStart, NewMatch, PostMatch};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{Die, MatchSetup};

/// The lines after a setup line of three players a team, the Orcs (away) kicking: away #1-#3 set
/// up on (13,5)-(13,7) and home #1-#3 on (12,5)-(12,7), a kick to (3,3) scattering one square
/// up, a High Kick moving nobody, the ball bouncing onto an empty square and the referee taking
/// it off: home's first turn waits.
pub const QUIET_KICK_OFF: &str = r#"{"decide":{"place":{"player":"away#1","square":[13,5]}}}
{"decide":{"place":{"player":"away#2","square":[13,6]}}}
{"decide":{"place":{"player":"away#3","square":[13,7]}}}
{"decide":"end_setup"}
{"decide":{"place":{"player":"home#1","square":[12,5]}}}
{"decide":{"place":{"player":"home#2","square":[12,6]}}}
{"decide":{"place":{"player":"home#3","square":[12,7]}}}
{"decide":"end_setup"}
{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":2},{"d6":3}]}}
{"decide":"done"}
{"dice":{"dice":[{"d8":7}]}}
{"edit":"remove_ball"}
"#;

/// A league match's setup line: three Human Linemen (home, AV 8) and three Orc Linemen (away,
/// AV 9), each team 2 re-rolls and Fan Factor 2, the Orcs kicking in Nice weather, FAME 0 each,
/// and `league` as the setup's `league` object (`{"stadium":"Ice"}`, `{"referee":"…"}`).
#[allow(dead_code)]
pub fn three_linemen_league(league: &str) -> String {
    let players = r#"[{"number":1,"position":"Lineman","skills":[]},{"number":2,"position":"Lineman","skills":[]},{"number":3,"position":"Lineman","skills":[]}]"#;
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":{players}}}}},"away":{{"roster":{{"name":"Away","roster":"orc","rerolls":2,"fan_factor":2,"players":{players}}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}},"league":{league}}}}}
"#
    )
}

/// Whether any event of a `--json` run says `words`.
#[allow(dead_code)]
pub fn said(events: &[serde_json::Value], words: &str) -> bool {
    events
        .iter()
        .any(|e| e["text"].as_str().is_some_and(|t| t.contains(words)))
}

/// Runs a match script through `nuffle match run --json`, with `rules` as a league's `--rules`
/// file if given: the events (one JSON value each) and the last prompt. The run must succeed.
pub fn run_json(script: &str, rules: Option<&str>) -> (Vec<serde_json::Value>, serde_json::Value) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scenario.jsonl");
    std::fs::write(&path, script).expect("script written");
    let rules_path = dir.path().join("league.toml");
    let mut args = Vec::new();
    if let Some(rules) = rules {
        std::fs::write(&rules_path, rules).expect("rules written");
        args.extend(["--rules", rules_path.to_str().expect("utf-8 path")]);
    }
    args.extend(["match", "run", "--json", path.to_str().expect("utf-8 path")]);
    let out = nuffle(&args).expect("nuffle runs");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut events = Vec::new();
    let mut prompt = serde_json::Value::Null;
    for line in text(&out.stdout).lines() {
        let value: serde_json::Value = serde_json::from_str(line).expect("JSON line");
        if let Some(event) = value.get("event") {
            events.push(event.clone());
        } else if let Some(p) = value.get("prompt") {
            prompt = p.clone();
        }
    }
    (events, prompt)
}

/// Runs `nuffle` with `args` and collects what it printed.
pub fn nuffle(args: &[&str]) -> std::io::Result<Output> {
    Command::new(env!("CARGO_BIN_EXE_nuffle"))
        .args(args)
        .output()
}

/// Bytes a process printed, as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A team file (JSON) of `positions` for `roster`.
pub fn team(name: &str, roster: &str, positions: &[(&str, usize)], naf: u32) -> String {
    let mut players = Vec::new();
    for (position, n) in positions {
        for _ in 0..*n {
            players.push(serde_json::json!({"number": players.len() + 1, "position": position}));
        }
    }
    serde_json::json!({"name": name, "coach": format!("Coach {name}"), "naf_number": naf,
        "roster": roster, "rerolls": 2, "fan_factor": 3, "players": players})
    .to_string()
}

/// Plays and records one league match between teams 1 and 2 of the database.
/// A coach's answer to what the post-match sequence asks: the first nominees, fair dice, no
/// re-roll, Block as the skill (Tackle when he has it); `None` when it is done.
pub fn answer(ask: &Ask, rng: &mut Xoshiro256PlusPlus) -> Option<Answer> {
    Some(match ask {
        Ask::Done => return None,
        Ask::Nominate {
            eligible, count, ..
        } => Answer::Nominate(eligible[..*count].to_vec()),
        Ask::Roll { dice, .. } => Answer::Dice(
            dice.iter()
                .map(|_| Die::D6(rng.random_range(1..=6)))
                .collect(),
        ),
        Ask::RerollWinnings { .. } => Answer::Reroll(false),
        Ask::Improve { .. } => Answer::Improve(ledger::Improvement::Skill("Block".into())),
    })
}

pub fn play_and_record(path: &std::path::Path) -> Result<i64, Box<dyn std::error::Error>> {
    let book = tables::builtin()?;
    let mut ledger = Ledger::open(path)?;
    // Free Journeymen for a team that can field 10 or fewer (004:L2978-L2985), as the window
    // starts a league match.
    ledger.prepare_journeymen(book, 1)?;
    ledger.prepare_journeymen(book, 2)?;
    let setup = MatchSetup {
        home: ledger.team_setup(book, 1)?,
        away: ledger.team_setup(book, 2)?,
        kicking: None,
        weather: None,
        fame: None,
        league: None,
    };
    let start = MatchStart {
        label: NewMatch {
            home_team: "Reavers".into(),
            away_team: "Raiders".into(),
            ruleset: "league".into(),
        },
        setup,
        house_rules: Some("[ruleset]\nleague = \"on\"\n".into()),
        teams: Some((1, 2)),
        season_id: None,
        friendly: false,
    };
    let mut open = ledger.start_match(&start)?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
    while let Some(input) = sim::Policy::Forward.next_input(open.game(), &mut rng) {
        open.apply(&mut ledger, input, "test")?;
    }
    let post_setup = ledger.post_match_setup(book, &open)?;
    let mut post = PostMatch::new(post_setup.clone(), book)?;
    while let Some(answer) = answer(&post.ask(), &mut rng) {
        if post.answer(answer, book).is_err() {
            post.answer(
                Answer::Improve(ledger::Improvement::Skill("Tackle".into())),
                book,
            )?;
        }
    }
    ledger.record_result(book, &open, &post_setup, post.outcome())?;
    Ok(open.id())
}

/// The Blitz Bowl example (docs/examples/blitz-bowl.jsonl) up to the start of the Dwarfs'
/// fourth turn, 14 to 7 ahead (its comments; under Sudden Death's 10, 002:L692), where the
/// Dwarfs concede (000:L820-L822), written to `dir`: the script's path.
pub fn blitz_conceded_script(dir: &std::path::Path) -> std::io::Result<std::path::PathBuf> {
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    );
    let text = std::fs::read_to_string(example)?;
    let mut script: String = text
        .lines()
        .take_while(|l| !l.starts_with("# Turn 4, Dwarfs"))
        .map(|l| format!("{l}\n"))
        .collect();
    script.push_str("{\"decide\":\"concede\"}\n");
    let path = dir.join("conceded.jsonl");
    std::fs::write(&path, script)?;
    Ok(path)
}
