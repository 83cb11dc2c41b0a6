//! Extraordinary skills played through `nuffle match run` as a referee writes them: roster
//! teams giving skills by their rulebook names, referee edits placing players, then the
//! decisions and dice (docs/match-script.md). Each script's expectations come from the
//! skill's text (001:L710-L1061, FAQ 001:L1130-L1230).

use crate::common;

use common::{nuffle, text};

/// Both teams (three players each, all on the line of scrimmage), away kicking to (8,4):
/// scatter D8 2, D6 1, Get the Ref on the Kick-off table, the ball bouncing onto (9,3), then
/// taken off by the referee.
const KICK_OFF: &str = r#"
{"decide":{"place":{"player":"away#1","square":[13,5]}}}
{"decide":{"place":{"player":"away#2","square":[13,6]}}}
{"decide":{"place":{"player":"away#3","square":[13,7]}}}
{"decide":"end_setup"}
{"decide":{"place":{"player":"home#1","square":[12,5]}}}
{"decide":{"place":{"player":"home#2","square":[12,6]}}}
{"decide":{"place":{"player":"home#3","square":[12,7]}}}
{"decide":"end_setup"}
{"decide":{"kick_to":{"square":[8,4]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":1},{"d6":1}]}}
{"dice":{"dice":[{"d8":5}]}}
{"edit":"remove_ball"}
"#;

/// The script `setup`, the kick-off, then `rest`, run with `--json`: each printed line parsed.
fn run(setup: &str, rest: &str) -> (bool, Vec<serde_json::Value>, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("script.jsonl");
    std::fs::write(&path, format!("{setup}{KICK_OFF}{rest}")).expect("write the script");
    let out = nuffle(&["match", "run", "--json", &path.to_string_lossy()]).expect("nuffle runs");
    let lines = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    (out.status.success(), lines, text(&out.stderr))
}

/// The rolls printed: (roll, player, outcome, dice as D6 values).
fn rolls(lines: &[serde_json::Value]) -> Vec<(String, String, String, Vec<u64>)> {
    lines
        .iter()
        .filter_map(|l| l["event"]["kind"].get("roll"))
        .map(|r| {
            (
                r["roll"].as_str().unwrap_or_default().to_string(),
                r["player"].as_str().unwrap_or_default().to_string(),
                r["outcome"].as_str().unwrap_or_default().to_string(),
                r["dice"]
                    .as_array()
                    .map(|d| d.iter().filter_map(|v| v["d6"].as_u64()).collect())
                    .unwrap_or_default(),
            )
        })
        .collect()
}

fn turnovers(lines: &[serde_json::Value]) -> usize {
    lines
        .iter()
        .filter(|l| l["event"]["kind"].get("turnover").is_some())
        .count()
}

/// A hypnotised player may not Pass Block (FAQ 001:L1196-L1198): home #1 (a Human Lineman
/// given Hypnotic Gaze) hypnotises away #1 (an Orc Lineman given Pass Block) with a 6; home
/// #2's pass from (10,7) to (16,7), with away #1 three squares from the ruler's corridor,
/// goes straight to its Pass roll: no Pass Block step is offered.
#[test]
fn a_hypnotised_pass_blocker_stays_put_001_l846_l1196() {
    let (ok, lines, stderr) = run(
        r#"{"setup":{"home":{"roster":{"name":"Gazers","roster":"human","rerolls":2,"players":[{"number":1,"position":"Lineman","skills":["Hypnotic Gaze"]},{"number":2,"position":"Thrower"},{"number":3,"position":"Catcher"}]}},"away":{"roster":{"name":"Blockers","roster":"orc","rerolls":2,"players":[{"number":1,"position":"Lineman","skills":["Pass Block"]},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]}},"kicking":"away","weather":"nice","fame":{"home":0,"away":0}}}"#,
        r#"{"edit":{"place_player":{"player":"away#2","square":[20,1]}}}
{"edit":{"place_player":{"player":"away#3","square":[20,13]}}}
{"edit":{"place_player":{"player":"away#1","square":[13,10]}}}
{"edit":{"place_player":{"player":"home#1","square":[12,11]}}}
{"edit":{"place_player":{"player":"home#2","square":[10,7]}}}
{"edit":{"place_player":{"player":"home#3","square":[16,7]}}}
{"edit":{"place_ball":{"square":[10,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":"end_action"}
{"decide":{"use_skill":{"skill":"hypnotic-gaze","use":true}}}
{"dice":{"dice":[{"d6":6}]}}
{"decide":{"declare":{"player":"home#2","action":"pass"}}}
{"decide":{"pass":{"target":[16,7]}}}
"#,
    );
    assert!(ok, "{stderr}");
    let prompt = &lines.last().expect("a prompt")["prompt"];
    assert_eq!(prompt["roll"]["roll"], "Pass", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "home#2");
}

/// An Orc Troll throws a Goblin (Throw Team-Mate, Right Stuff; 001:L1007-L1009, L929-L931):
/// Really Stupid needs 2 with a Lineman standing next to him (001:L923), Always Hungry 2+
/// (001:L730), the throw at -1 needs a natural 6 with AG 1, an accurate throw still scatters
/// three times (D8 5 each: one square along x) from (14,7) to (17,7), and a Landing roll of 4
/// (AG 3, no Tackle Zone) puts him on his feet: no turnover, the home turn goes on.
#[test]
fn a_troll_throws_a_goblin_who_lands_three_squares_on_001_l1009() {
    let (ok, lines, stderr) = run(
        r#"{"setup":{"home":{"roster":{"name":"Throwers","roster":"orc","rerolls":2,"players":[{"number":1,"position":"Troll"},{"number":2,"position":"Goblin"},{"number":3,"position":"Lineman"}]}},"away":{"roster":{"name":"Linemen","roster":"human","rerolls":2,"players":[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]}},"kicking":"away","weather":"nice","fame":{"home":0,"away":0}}}"#,
        r#"{"edit":{"place_player":{"player":"away#1","square":[20,1]}}}
{"edit":{"place_player":{"player":"away#2","square":[20,13]}}}
{"edit":{"place_player":{"player":"away#3","square":[22,7]}}}
{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[11,7]}}}
{"edit":{"place_player":{"player":"home#3","square":[10,8]}}}
{"decide":{"declare":{"player":"home#1","action":"pass"}}}
{"dice":{"dice":[{"d6":2}]}}
{"decide":{"throw_team_mate":{"player":"home#2","target":[14,7]}}}
{"dice":{"dice":[{"d6":2}]}}
{"dice":{"dice":[{"d6":6}]}}
{"dice":{"dice":[{"d8":5},{"d8":5},{"d8":5}]}}
{"dice":{"dice":[{"d6":4}]}}
"#,
    );
    assert!(ok, "{stderr}");
    let rolls = rolls(&lines);
    let find = |name: &str| {
        rolls
            .iter()
            .find(|r| r.0 == name)
            .cloned()
            .unwrap_or_else(|| panic!("no {name} roll in {rolls:?}"))
    };
    assert_eq!(find("Really Stupid").2, "success", "2 + 2 passes");
    assert_eq!(find("Always Hungry").2, "success");
    assert_eq!(find("Throw Team-Mate").2, "success");
    assert_eq!(
        find("Landing"),
        ("Landing".into(), "home#2".into(), "success".into(), vec![4])
    );
    let moved = lines
        .iter()
        .filter_map(|l| l["event"]["kind"].get("moved"))
        .find(|m| m["player"] == "home#2")
        .expect("the goblin moves");
    assert_eq!(moved["to"], serde_json::json!([17, 7]));
    assert_eq!(turnovers(&lines), 0);
    let prompt = &lines.last().expect("a prompt")["prompt"];
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}

/// A Human Ogre (Bone-head, Loner) declares a Blitz and rolls a 1; the team re-roll needs a
/// Loner 4+ and a 3 loses it, so the 1 stands (001:L879): the Ogre does nothing, the team's
/// Blitz is lost (001:L758), and a second Blitz by home #2 is refused at its line.
#[test]
fn a_bone_headed_ogre_loses_the_teams_blitz_and_a_loner_reroll_001_l758_l879() {
    let (ok, lines, stderr) = run(
        r#"{"setup":{"home":{"roster":{"name":"Ogres","roster":"human","rerolls":2,"players":[{"number":1,"position":"Ogre"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]}},"away":{"roster":{"name":"Orcs","roster":"orc","rerolls":2,"players":[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]}},"kicking":"away","weather":"nice","fame":{"home":0,"away":0}}}"#,
        r#"{"edit":{"place_player":{"player":"away#2","square":[20,1]}}}
{"edit":{"place_player":{"player":"away#3","square":[20,13]}}}
{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[5,5]}}}
{"edit":{"place_player":{"player":"home#3","square":[5,9]}}}
{"decide":{"declare":{"player":"home#1","action":"blitz"}}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"reroll":"team"}}
{"dice":{"dice":[{"d6":3}]}}
{"decide":{"declare":{"player":"home#2","action":"blitz"}}}
"#,
    );
    assert!(!ok);
    let rolls = rolls(&lines);
    assert!(
        rolls.contains(&(
            "Bone-head".into(),
            "home#1".into(),
            "failure".into(),
            vec![1]
        )),
        "{rolls:?}"
    );
    assert!(
        rolls.contains(&("Loner".into(), "home#1".into(), "failure".into(), vec![3])),
        "{rolls:?}"
    );
    assert_eq!(
        rolls.iter().filter(|r| r.0 == "Bone-head").count(),
        1,
        "the Bone-head roll is not rolled again"
    );
    assert_eq!(
        turnovers(&lines),
        0,
        "a failed Bone-head roll is no turnover"
    );
    assert!(stderr.contains("line 25:"), "{stderr}");
    assert!(stderr.contains("Blitz"), "{stderr}");
}
