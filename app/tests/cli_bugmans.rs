//! `nuffle match run` under the Bugman's League Cup's rules (seed 001): the script's teams are
//! checked as the cup builds them (001:L453-L531) before the match starts, a team the cup
//! refuses is refused with the reason and the line, and the cup's staff acts in the match.

use crate::common;

use common::{nuffle, text};

fn example(file: &str) -> String {
    format!("{}/../docs/examples/{file}", env!("CARGO_MANIFEST_DIR"))
}

/// The example's lines with its setup line changed by `change`, written to a file in `dir`.
fn changed_script(dir: &std::path::Path, mut change: impl FnMut(&mut serde_json::Value)) -> String {
    let script = std::fs::read_to_string(example("bugmans-cup.jsonl")).expect("example");
    let lines: Vec<String> = script
        .lines()
        .map(|line| {
            if line.starts_with("{\"setup\"") {
                let mut setup: serde_json::Value = serde_json::from_str(line).expect("json");
                change(&mut setup["setup"]);
                setup.to_string()
            } else {
                line.to_string()
            }
        })
        .collect();
    let path = dir.join("cup.jsonl");
    std::fs::write(&path, lines.join("\n")).expect("script written");
    path.display().to_string()
}

fn cup_run(script: &str) -> std::process::Output {
    nuffle(&[
        "--rules",
        &example("bugmans-rules.toml"),
        "match",
        "run",
        script,
    ])
    .expect("nuffle runs")
}

#[test]
fn the_cup_example_checks_both_teams_and_the_master_chef_cooks_001_l459_l505() {
    let out = cup_run(&example("bugmans-cup.jsonl"));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for line in [
        // 2 Treemen 240,000 + 12 Halflings 360,000 + 3 re-rolls 180,000 + Fan Factor 30,000 +
        // Apothecary 50,000 + Chef 100,000 + Sponsorship 30,000.
        "Greenfield Grasshuggers: a Bugman's League Cup team costing 990000 of its 1300000",
        // 2 Trolls 220,000 + 10 Goblins 400,000 + 2 re-rolls 120,000 + Fan Factor 20,000 +
        // the Agent 50,000.
        "Crooked Fixers: a Bugman's League Cup team costing 810000 of its 1300000",
        "Greenfield Grasshuggers gains 2 team re-roll(s), Crooked Fixers loses 2 (001:L505)",
        "Waiting for the away coach: Crooked Fixers (away) sets up",
    ] {
        assert!(stdout.contains(line), "missing {line:?} in\n{stdout}");
    }
}

#[test]
fn a_team_over_the_cups_treasury_is_refused_before_the_match_001_l459() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Four more Goblins at 40,000: 810,000 + 160,000 = 970,000; eight re-rolls instead of two:
    // + 360,000 = 1,330,000, over the 1,300,000.
    let script = changed_script(dir.path(), |setup| {
        let away = &mut setup["away"]["roster"];
        away["rerolls"] = 8.into();
        let players = away["players"].as_array_mut().expect("players");
        for number in 13..=16 {
            players.push(serde_json::json!({ "number": number, "position": "Goblin" }));
        }
    });
    let out = cup_run(&script);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("Crooked Fixers")
            && stderr.contains("1330000")
            && stderr.contains("001:L459"),
        "{stderr}"
    );
    assert!(
        !text(&out.stdout).contains("Master Chef"),
        "no match was started"
    );
}

#[test]
fn a_quick_start_team_is_not_a_cup_team_001_l459() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = changed_script(dir.path(), |setup| {
        setup["away"] = serde_json::json!({ "quick_start": "orc-quick-start" });
    });
    let out = cup_run(&script);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("quick-start") && stderr.contains("001:L459"),
        "{stderr}"
    );
}

/// The same script under the box rules: the Chef and the Agent are the cup's staff, not for
/// hire there (001:L503-L511).
#[test]
fn the_cup_staff_is_refused_without_the_cups_rules() {
    let out = nuffle(&["match", "run", &example("bugmans-cup.jsonl")]).expect("nuffle runs");
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("Halfling Master Chef") && stderr.contains("bugmans-league-cup"),
        "{stderr}"
    );
}

/// A cup match has no league pre-match: a setup with a `"league"` key is refused (001:L1106,
/// L1069-L1082).
#[test]
fn a_league_pre_match_is_refused_at_the_cup_001_l1106() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = changed_script(dir.path(), |setup| {
        setup["league"] = serde_json::json!({});
    });
    let out = cup_run(&script);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("no league pre-match") && stderr.contains("001:L1106"),
        "{stderr}"
    );
}

/// `nuffle league import` under the cup's rules keeps a cup team's Star Player and staff
/// (001:L467, L503-L511) and says so; without them the same file is refused, saying how to
/// import it, and no database is made.
#[test]
fn league_import_keeps_a_cup_teams_star_and_staff_under_the_cups_rules_001_l467() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let db = dir.path().join("cup.sqlite3");
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Halfling"}))
        .collect();
    let file = dir.path().join("halflings.json");
    std::fs::write(
        &file,
        serde_json::json!({"name": "Cup Halflings", "coach": "Pip", "roster": "halfling",
            "rerolls": 2, "players": players, "stars": ["Deeproot Strongbranch"],
            "master_chef": true})
        .to_string(),
    )
    .expect("team file");
    let (db, file) = (db.display().to_string(), file.display().to_string());
    let out = nuffle(&["--db", &db, "league", "import", &file]).expect("nuffle runs");
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("only a Bugman's League Cup team keeps Star Players")
            && stderr.contains("--rules"),
        "{stderr}"
    );
    assert!(!std::path::Path::new(&db).exists(), "no database made");
    let out = nuffle(&[
        "--rules",
        &example("bugmans-rules.toml"),
        "--db",
        &db,
        "league",
        "import",
        &file,
    ])
    .expect("nuffle runs");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains(
            "its Bugman's League Cup roster: Deeproot Strongbranch as a Star Player on its \
             roster, a Halfling Master Chef"
        ),
        "{stdout}"
    );
}

/// The commands a tournament organiser runs on a cup team: `nuffle export csv teams` gives its
/// Team Value with the star and the staff (004:L2348-L2359; Deeproot at 300,000, 001:L467; the
/// Chef at a Halfling team's 100,000, 001:L505: eleven Halflings 330,000 and two re-rolls
/// 120,000 make 850,000), `nuffle league export-team` writes a team file with them that
/// `nuffle league import` takes into another league under the cup's rules.
#[test]
fn a_cup_team_is_exported_with_its_team_value_and_imported_again_001_l467_l505() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let rules = example("bugmans-rules.toml");
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Halfling"}))
        .collect();
    let file = dir.path().join("halflings.json");
    std::fs::write(
        &file,
        serde_json::json!({"name": "Cup Halflings", "coach": "Pip", "roster": "halfling",
            "rerolls": 2, "players": players, "stars": ["Deeproot Strongbranch"],
            "master_chef": true})
        .to_string(),
    )
    .expect("team file");
    let db = dir.path().join("cup.sqlite3").display().to_string();
    let file = file.display().to_string();
    let run = |args: &[&str]| {
        let out = nuffle(args).expect("nuffle runs");
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        text(&out.stdout)
    };
    run(&["--rules", &rules, "--db", &db, "league", "import", &file]);
    let teams = run(&["--rules", &rules, "--db", &db, "export", "csv", "teams"]);
    let header = teams.lines().next().unwrap_or_default();
    assert!(
        header.ends_with("master_chef,bribery_agent,stars,team_value"),
        "{teams}"
    );
    assert!(
        teams.lines().any(|l| l.contains("Cup Halflings")
            && l.ends_with("true,false,deeproot-strongbranch,850000")),
        "{teams}"
    );
    let exported = dir.path().join("exported.json").display().to_string();
    run(&[
        "--db",
        &db,
        "league",
        "export-team",
        "1",
        "--out",
        &exported,
    ]);
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&exported).expect("exported")).expect("json");
    assert_eq!(json["stars"][0], "deeproot-strongbranch");
    assert_eq!(json["master_chef"], true);
    let other = dir.path().join("other.sqlite3").display().to_string();
    let out = run(&[
        "--rules", &rules, "--db", &other, "league", "import", &exported,
    ]);
    assert!(
        out.contains("12 players"),
        "eleven Halflings and Deeproot: {out}"
    );
    assert!(
        out.contains("Deeproot Strongbranch as a Star Player"),
        "{out}"
    );
}
