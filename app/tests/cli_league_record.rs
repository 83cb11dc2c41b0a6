//! `nuffle match record --league HOME AWAY`: a league match scored on paper entered from the
//! command line, from its start to the post-match sequence and the standings, on a real
//! database. The match: the Reavers (home) receive, the Raiders concede at the start of
//! their first turn, and the post-match sequence is played from `{"post_match": …}` lines.
//! Every expected figure is worked from the rule text in the comments, not read off a run.

use crate::common;

use common::{nuffle, team, text};
use ledger::Ledger;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// Two league teams imported through the command line (Fan Factor 3, empty Treasury), and a
/// house-rules file turning League play on; the database's path.
fn league(dir: &std::path::Path) -> Result<String, Box<dyn std::error::Error>> {
    let db = dir.join("league.sqlite3").to_string_lossy().into_owned();
    for (name, json) in [
        (
            "reavers.json",
            team("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)], 77),
        ),
        (
            "raiders.json",
            team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, json)?;
        let out = nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db])?;
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    std::fs::write(dir.join("rules.toml"), "[ruleset]\nleague = \"on\"\n")?;
    Ok(db)
}

/// One side's set-up: three on the line of scrimmage, seven behind them, one deep, none in a
/// wide zone (000:L374-L379).
fn set_up(side: &str, line_x: u8, back_x: u8, deep_x: u8) -> Vec<String> {
    let squares = [(line_x, 6), (line_x, 7), (line_x, 8)]
        .into_iter()
        .chain((4..=10).map(|y| (back_x, y)))
        .chain([(deep_x, 7)]);
    let mut lines: Vec<String> = squares
        .enumerate()
        .map(|(i, (x, y))| {
            format!(
                r#"{{"decide":{{"place":{{"player":"{side}#{}","square":[{x},{y}]}}}}}}"#,
                i + 1
            )
        })
        .collect();
    lines.push(r#"{"decide":"end_setup"}"#.into());
    lines
}

fn d6s(values: &[u8]) -> String {
    let dice: Vec<String> = values.iter().map(|v| format!(r#"{{"d6":{v}}}"#)).collect();
    format!(r#"{{"dice":{{"dice":[{}]}}}}"#, dice.join(","))
}

/// The match up to the Raiders' concession.
fn match_lines() -> Vec<String> {
    let mut lines = vec![
        d6s(&[3, 4]), // Weather 7: Nice (000:L1013-L1023)
        r#"{"choose_inducements":{"home":{},"away":{}}}"#.into(),
        // Fans: 12 + Fan Factor 3 = 15 against 2 + 3 = 5, twice as many or more: the
        // Reavers' FAME is 2, the Raiders' 0 (000:L989-L993).
        d6s(&[6, 6]),
        d6s(&[1, 1]),
        r#"{"decide":{"coin_toss":{"winner":"home"}}}"#.into(),
        r#"{"decide":"receive"}"#.into(),
    ];
    lines.extend(set_up("away", 13, 16, 18));
    lines.extend(set_up("home", 12, 9, 6));
    lines.extend([
        r#"{"decide":{"kick_to":{"square":[6,7]}}}"#.into(),
        r#"{"dice":{"dice":[{"d8":1},{"d6":1}]}}"#.into(),
        d6s(&[2, 6]), // Kick-off table 8: Brilliant Coaching
        d6s(&[3]),
        d6s(&[3]),
        r#"{"dice":{"dice":[{"d8":1}]}}"#.into(),
        r#"{"decide":"end_turn"}"#.into(),
        // At the start of their own turn the Raiders concede (000:L820-L822).
        r#"{"decide":"concede"}"#.into(),
    ]);
    lines
}

/// The post-match sequence after the concession (004:L2556-L2562, L2838-L2868,
/// L2994-L3003): the winner gets both MVPs, so the Reavers nominate twice; the winnings dice
/// of both teams (the loser's go to the winner); the winner's Fan Factor roll, the loser's
/// lost without one.
fn post_match_lines() -> Vec<String> {
    [
        r#"{"post_match":{"nominate":["home#1","home#2","home#3"]}}"#,
        r#"{"post_match":{"dice":[{"d6":1}]}}"#, // D3 1: home#1
        r#"{"post_match":{"nominate":["home#4","home#5","home#6"]}}"#,
        r#"{"post_match":{"dice":[{"d6":6}]}}"#, // D3 3: home#6
        r#"{"post_match":{"dice":[{"d6":4}]}}"#, // Reavers' winnings die
        r#"{"post_match":{"reroll":false}}"#,
        r#"{"post_match":{"dice":[{"d6":2}]}}"#, // Raiders' winnings die
        r#"{"post_match":{"dice":[{"d6":2},{"d6":1},{"d6":1}]}}"#, // Reavers' 3D6: 4
    ]
    .into_iter()
    .map(String::from)
    .collect()
}

fn record(dir: &std::path::Path, db: &str, lines: &[String], args: &[&str]) -> TestResult {
    let script = dir.join("match.jsonl");
    std::fs::write(&script, lines.join("\n") + "\n")?;
    let rules = dir.join("rules.toml");
    let mut all = vec![
        "--rules",
        rules.to_str().ok_or("path")?,
        "match",
        "record",
        script.to_str().ok_or("path")?,
        "--db",
        db,
    ];
    all.extend(args);
    let out = nuffle(&all)?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{}{}", text(&out.stdout), text(&out.stderr)).into())
    }
}

#[test]
fn a_conceded_league_match_recorded_from_a_script_reaches_the_standings_004_l2998() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.extend(post_match_lines());
    record(dir.path(), &db, &lines, &["--league", "1", "2"])?;

    let out = nuffle(&["league", "standings", "--db", &db, "--json"])?;
    let standings: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let row = |name: &str| {
        standings
            .as_array()
            .and_then(|rows| rows.iter().find(|r| r["team"] == name))
            .cloned()
            .unwrap_or_default()
    };
    assert_eq!(
        (
            row("Reavers")["won"].clone(),
            row("Raiders")["lost"].clone()
        ),
        (1.into(), 1.into())
    );

    let ledger = Ledger::open(std::path::Path::new(&db))?;
    let (reavers, raiders) = (ledger.team(1)?, ledger.team(2)?);
    // The conceding Raiders lose a Fan Factor with no roll and get no winnings
    // (004:L2999-L3000, L2845-L2846). The Reavers' 3D6 of 4 beats their Fan Factor 3: +1
    // (004:L2858-L2860). Their winnings: 4 x 10,000 + FAME 2 x 10,000 + 10,000 for winning,
    // and the Raiders' 2 x 10,000 + FAME 0 (004:L2838-L2843, L2998): 90,000.
    assert_eq!((reavers.fan_factor, raiders.fan_factor), (4, 2));
    assert_eq!((reavers.treasury, raiders.treasury), (90_000, 0));
    // Both MVPs to the winner (004:L2560-L2562): home#1 and home#6, 5 SPP each.
    let out = nuffle(&["league", "players", "--by", "mvp", "--db", &db, "--json"])?;
    let board: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let mvps: Vec<(String, i64)> = board
        .as_array()
        .ok_or("a list")?
        .iter()
        .filter(|p| p["mvp"].as_i64() > Some(0))
        .map(|p| (p["team"].to_string(), p["spp"].as_i64().unwrap_or(0)))
        .collect();
    assert_eq!(mvps.len(), 2, "{board}");
    assert!(
        mvps.iter()
            .all(|(team, spp)| team.contains("Reavers") && *spp == 5),
        "{mvps:?}"
    );

    // The result is locked: the sequence cannot be played twice.
    let again = record(dir.path(), &db, &post_match_lines(), &["--match", "1"]);
    assert!(
        again
            .as_ref()
            .is_err_and(|e| e.to_string().contains("recorded already")),
        "{again:?}"
    );
    Ok(())
}

#[test]
fn a_post_match_sequence_left_half_way_records_none_of_it() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.extend(post_match_lines().into_iter().take(3));
    let half = record(dir.path(), &db, &lines, &["--league", "1", "2"]);
    assert!(
        half.as_ref()
            .is_err_and(|e| e.to_string().contains("none of its answers was recorded")),
        "{half:?}"
    );
    let ledger = Ledger::open(std::path::Path::new(&db))?;
    assert_eq!(
        ledger.team(1)?.treasury,
        0,
        "nothing of the sequence written"
    );
    assert!(!ledger.is_locked(1)?);
    drop(ledger);
    // The whole sequence, given again to the match, is recorded.
    record(dir.path(), &db, &post_match_lines(), &["--match", "1"])?;
    assert_eq!(
        Ledger::open(std::path::Path::new(&db))?.team(1)?.treasury,
        90_000
    );
    Ok(())
}

#[test]
fn a_post_match_line_before_the_final_whistle_is_refused() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.truncate(3);
    lines.push(post_match_lines()[0].clone());
    let early = record(dir.path(), &db, &lines, &["--league", "1", "2"]);
    assert!(
        early
            .as_ref()
            .is_err_and(|e| e.to_string().contains("is not over")),
        "{early:?}"
    );
    Ok(())
}

#[test]
fn a_league_team_cannot_play_itself_and_an_unknown_team_is_named() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let itself = record(dir.path(), &db, &match_lines(), &["--league", "1", "1"]);
    assert!(
        itself
            .as_ref()
            .is_err_and(|e| e.to_string().contains("two different")),
        "{itself:?}"
    );
    let unknown = record(dir.path(), &db, &match_lines(), &["--league", "1", "9"]);
    assert!(
        unknown
            .as_ref()
            .is_err_and(|e| e.to_string().contains("no team 9")),
        "{unknown:?}"
    );
    assert!(
        Ledger::open(std::path::Path::new(&db))?
            .matches()?
            .is_empty()
    );
    Ok(())
}

/// Once the post-match sequence has begun the match is over and stays so: an undo after a
/// post-match line is refused (it would leave the league a result for a match no longer over,
/// 004:L2556), and so is a post-match line the sequence does not ask for, each saying that the
/// answers before it were not recorded either and what the sequence waits for.
#[test]
fn no_match_input_follows_the_post_match_lines_and_a_refusal_says_what_was_lost() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.extend(post_match_lines().into_iter().take(2));
    lines.push(r#""undo""#.into());
    let undo = record(dir.path(), &db, &lines, &["--league", "1", "2"]);
    assert!(
        undo.as_ref()
            .is_err_and(|e| e.to_string().contains("no match input may follow it")),
        "{undo:?}"
    );

    // The second nominees asked for, a die given instead.
    let mut wrong = post_match_lines();
    wrong.truncate(2);
    wrong.push(r#"{"post_match":{"dice":[{"d6":4}]}}"#.into());
    let refused = record(dir.path(), &db, &wrong, &["--match", "1"]);
    let words = refused
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    assert!(
        words.contains("lines 1-2 were not recorded either") && words.contains("MVP nominee"),
        "{words}"
    );
    let ledger = Ledger::open(std::path::Path::new(&db))?;
    assert!(!ledger.is_locked(1)?);
    assert_eq!(ledger.team(1)?.treasury, 0);
    Ok(())
}

/// A skill is had once (004:L1825): a Blitzer, whose position gives him Block, reaches 6 SPP
/// with an MVP (004:L2560, L2584-L2590) and rolls 2+3 on the Improvement roll, a new skill
/// (004:L2606-L2617): Block is refused as one he has from his position (it was taken and
/// added 20,000 to his value), Tackle is taken.
#[test]
fn an_improvement_is_never_a_skill_his_position_gives_him_004_l1825() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    // A third team: Reavers with #1 on 1 SPP.
    let mut players: Vec<serde_json::Value> = (1..=11)
        .map(|n| {
            serde_json::json!({"number": n,
                "position": if n <= 2 { "Blitzer" } else { "Lineman" }})
        })
        .collect();
    players[0]["spp"] = 1.into();
    let file = dir.path().join("veterans.json");
    std::fs::write(
        &file,
        serde_json::json!({"name": "Veterans", "coach": "V", "roster": "human", "rerolls": 2,
            "fan_factor": 3, "players": players})
        .to_string(),
    )?;
    let out = nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut lines = match_lines();
    let post = [
        r#"{"post_match":{"nominate":["home#1","home#2","home#3"]}}"#,
        r#"{"post_match":{"dice":[{"d6":1}]}}"#,
        r#"{"post_match":{"nominate":["home#4","home#5","home#6"]}}"#,
        r#"{"post_match":{"dice":[{"d6":1}]}}"#,
        r#"{"post_match":{"dice":[{"d6":2},{"d6":3}]}}"#,
        r#"{"post_match":{"improve":{"skill":"Block"}}}"#,
    ];
    lines.extend(post.iter().map(ToString::to_string));
    let refused = record(dir.path(), &db, &lines, &["--league", "3", "2"]);
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.to_string().contains("has Block already")),
        "{refused:?}"
    );
    let mut again: Vec<String> = post[..5].iter().map(ToString::to_string).collect();
    again.extend(
        [
            r#"{"post_match":{"improve":{"skill":"Tackle"}}}"#,
            r#"{"post_match":{"dice":[{"d6":4}]}}"#,
            r#"{"post_match":{"reroll":false}}"#,
            r#"{"post_match":{"dice":[{"d6":2}]}}"#,
            r#"{"post_match":{"dice":[{"d6":2},{"d6":1},{"d6":1}]}}"#,
        ]
        .map(String::from),
    );
    record(dir.path(), &db, &again, &["--match", "1"])?;
    let ledger = Ledger::open(std::path::Path::new(&db))?;
    let veteran = ledger
        .players(3)?
        .into_iter()
        .find(|p| p.number == 1)
        .ok_or("#1")?;
    assert_eq!(veteran.skills, vec!["tackle".to_string()]);
    Ok(())
}

/// A Friendly (FAQ 004:L11615-L11624): no MVP (the sequence asks no nominees), no league
/// points, winnings on a D3. The Raiders concede: the Reavers' D6 of 4 is a D3 of 2,
/// 2 x 10,000 + FAME 2 x 10,000 + 10,000 for winning, and the Raiders' D6 of 2, a D3 of 1,
/// 10,000 + FAME 0, goes to them (004:L2998): 60,000.
#[test]
fn a_friendly_has_no_mvp_no_points_and_d3_winnings_004_l11615() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.extend(
        [
            r#"{"post_match":{"dice":[{"d6":4}]}}"#,
            r#"{"post_match":{"reroll":false}}"#,
            r#"{"post_match":{"dice":[{"d6":2}]}}"#,
            r#"{"post_match":{"dice":[{"d6":2},{"d6":1},{"d6":1}]}}"#,
        ]
        .map(String::from),
    );
    record(
        dir.path(),
        &db,
        &lines,
        &["--league", "1", "2", "--friendly"],
    )?;
    let ledger = Ledger::open(std::path::Path::new(&db))?;
    assert_eq!(ledger.team(1)?.treasury, 60_000);
    let out = nuffle(&["league", "standings", "--db", &db, "--json"])?;
    let standings: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert!(
        standings
            .as_array()
            .into_iter()
            .flatten()
            .all(|r| r["points"] == 0),
        "{standings}"
    );
    let out = nuffle(&["league", "players", "--by", "mvp", "--db", &db, "--json"])?;
    let board: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    assert!(
        board
            .as_array()
            .into_iter()
            .flatten()
            .all(|p| p["mvp"] == 0),
        "{board}"
    );
    Ok(())
}

/// A team's roster is what its last match set up from until that match's result is in: a
/// second match is not started for a team with one not recorded (it would field players the
/// first one's result kills or injures, and price inducements on the Team Value before it).
#[test]
fn no_league_match_starts_for_a_team_with_one_not_recorded() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.truncate(3);
    record(dir.path(), &db, &lines, &["--league", "1", "2"])?;
    let second = record(dir.path(), &db, &lines, &["--league", "2", "1"]);
    assert!(
        second
            .as_ref()
            .is_err_and(|e| e.to_string().contains("has match 1 not recorded yet")),
        "{second:?}"
    );
    assert_eq!(Ledger::open(std::path::Path::new(&db))?.matches()?.len(), 1);
    Ok(())
}

/// A match nobody will finish is abandoned from the command line as from the window: it
/// leaves the match lists and frees its teams for a new match; it is refused while a window
/// records it and once abandoned, and its log stays in the database.
#[test]
fn an_abandoned_match_frees_its_teams_for_a_new_one() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.truncate(3);
    record(dir.path(), &db, &lines, &["--league", "1", "2"])?;
    let abandon = |id: &str| {
        nuffle(&[
            "match",
            "abandon",
            "--match",
            id,
            "--reason",
            "called off",
            "--db",
            &db,
        ])
    };

    // A window records match 1: the command takes no lease from it.
    let mut window = Ledger::open(std::path::Path::new(&db))?;
    window.set_writer("the window");
    let mut held = window.open_match(1)?;
    let refused = abandon("1")?;
    assert!(!refused.status.success());
    assert!(
        text(&refused.stderr).contains("being recorded by"),
        "{}",
        text(&refused.stderr)
    );
    let inputs = held.game().inputs().len();
    assert!(inputs > 0);
    held.release(&mut window)?;

    let out = abandon("1")?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains(&format!("match 1 abandoned: its {inputs} inputs")),
        "{}",
        text(&out.stdout)
    );
    let again = abandon("1")?;
    assert!(!again.status.success());
    assert!(
        text(&again.stderr).contains("was abandoned"),
        "{}",
        text(&again.stderr)
    );

    record(dir.path(), &db, &lines, &["--league", "2", "1"])?;
    let ledger = Ledger::open(std::path::Path::new(&db))?;
    let listed: Vec<i64> = ledger.matches()?.iter().map(|m| m.id).collect();
    assert_eq!(listed, [2]);
    assert!(ledger.abandoned_at(1)?.is_some());
    assert_eq!(ledger.view_match(1)?.game().inputs().len(), inputs);
    Ok(())
}

/// A post-match line after the sequence was recorded is refused, saying that it was recorded
/// (it is: the result stands), not that the answers were lost.
#[test]
fn a_post_match_line_after_the_sequence_is_recorded_says_so() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.extend(post_match_lines());
    let done = lines.len();
    lines.push(r#"{"post_match":{"dice":[{"d6":4}]}}"#.into());
    let extra = record(dir.path(), &db, &lines, &["--league", "1", "2"]);
    let words = extra
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    assert!(
        words.contains(&format!("was recorded at line {done}")) && !words.contains("not recorded"),
        "{words}"
    );
    assert!(Ledger::open(std::path::Path::new(&db))?.is_locked(1)?);
    Ok(())
}

/// A match input after the line that recorded the post-match sequence is refused, saying the
/// match is recorded (it is, and locked), not that the sequence's answers were lost.
#[test]
fn a_match_input_after_the_sequence_is_recorded_says_the_match_is_recorded() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let mut lines = match_lines();
    lines.extend(post_match_lines());
    let done = lines.len();
    lines.push(r#"{"decide":"end_turn"}"#.into());
    let words = record(dir.path(), &db, &lines, &["--league", "1", "2"])
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        words.contains(&format!(
            "was recorded at line {done}, and the match with it"
        )) && !words.contains("none of its answers was recorded"),
        "{words}"
    );
    assert!(Ledger::open(std::path::Path::new(&db))?.is_locked(1)?);
    Ok(())
}

/// An empty script starts no league match: one started for nothing would hold both teams
/// ("has match N not recorded yet") until abandoned. A script stopped at its first line names
/// the match it started and how to go on with it or abandon it.
#[test]
fn an_empty_script_starts_no_league_match_and_a_stopped_one_names_its_match() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let words = record(dir.path(), &db, &[], &["--league", "1", "2"])
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(words.contains("no match was started"), "{words}");
    assert!(
        Ledger::open(std::path::Path::new(&db))?
            .matches()?
            .is_empty()
    );

    let words = record(
        dir.path(),
        &db,
        &[r#"{"decide":"end_turn"}"#.into()],
        &["--league", "1", "2"],
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default();
    assert!(
        words.contains("match 1 was started") && words.contains("nuffle match abandon --match 1"),
        "{words}"
    );
    Ok(())
}

/// A season made from the command line, with the league's own points (a win 2, 004:L2811
/// leaves them to the league), takes the matches recorded for it: the Reavers' conceded-to
/// win counts 2 in that season's standings, and the season is listed. A second season of
/// the same name, other points for the league, or an unknown season are refused with why.
#[test]
fn a_season_made_from_the_command_line_takes_its_league_matches_004_l2811() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = league(dir.path())?;
    let made = nuffle(&[
        "league",
        "season-new",
        "Old World",
        "2026",
        "--points",
        "2,1,0",
        "--db",
        &db,
    ])?;
    assert!(made.status.success(), "{}", text(&made.stderr));
    assert!(text(&made.stdout).starts_with("season 1: 2026 of Old World (win 2"));
    for (args, why) in [
        (vec!["Old World", "2026"], "has a season \"2026\" already"),
        (
            vec!["Old World", "2027", "--points", "3,1,0"],
            "counts 2 for a win",
        ),
    ] {
        let mut all = vec!["league", "season-new", "--db", &db];
        all.extend(args);
        let out = nuffle(&all)?;
        assert!(!out.status.success());
        assert!(text(&out.stderr).contains(why), "{}", text(&out.stderr));
    }
    let unknown = record(
        dir.path(),
        &db,
        &match_lines(),
        &["--league", "1", "2", "--season", "9"],
    );
    assert!(
        unknown
            .as_ref()
            .is_err_and(|e| e.to_string().contains("no season 9")),
        "{unknown:?}"
    );

    let mut lines = match_lines();
    lines.extend(post_match_lines());
    record(
        dir.path(),
        &db,
        &lines,
        &["--league", "1", "2", "--season", "1"],
    )?;
    let out = nuffle(&[
        "league",
        "standings",
        "--season",
        "1",
        "--db",
        &db,
        "--json",
    ])?;
    let standings: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let reavers = standings
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["team"] == "Reavers"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        (reavers["won"].clone(), reavers["points"].clone()),
        (1.into(), 2.into())
    );
    let listed = text(&nuffle(&["league", "seasons", "--db", &db])?.stdout);
    assert!(
        listed.contains("2026 (Old World): win 2, draw 1, loss 0"),
        "{listed}"
    );
    Ok(())
}
