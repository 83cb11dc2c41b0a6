//! A roster player's characteristics given by the setup line (`ma`, `st`, `ag`, `av`;
//! docs/match-script.md) played through `nuffle match run`: a league player after Improvement
//! rolls (004:L2659-L2667) or lasting injuries (004:L2524-L2527), and a setup beyond the
//! text's limits refused with what to fix.

use crate::common;

use common::{nuffle, run_json, text};

/// Three Human Linemen (home, #1 with `extra`, JSON keys such as `"ag":4`) and three Orc
/// Linemen (away), the Orcs kicking in Nice weather.
fn setup_line(extra: &str) -> String {
    let home = format!(
        r#"[{{"number":1,"position":"Lineman"{extra}}},{{"number":2,"position":"Lineman"}},{{"number":3,"position":"Lineman"}}]"#
    );
    let away = r#"[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]"#;
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Reavers","roster":"human","rerolls":2,"players":{home}}}}},"away":{{"roster":{{"name":"Raiders","roster":"orc","rerolls":2,"players":{away}}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}}}}}}
"#
    )
}

/// After `common::QUIET_KICK_OFF`: home #1 on (10,7) beside away #1 on (11,7), the others far
/// away: home's turn.
const SIDE_BY_SIDE: &str = r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[5,2]}}}
{"edit":{"place_player":{"player":"home#3","square":[5,12]}}}
{"edit":{"place_player":{"player":"away#2","square":[20,2]}}}
{"edit":{"place_player":{"player":"away#3","square":[20,12]}}}
"#;

fn texts(events: &[serde_json::Value]) -> String {
    events
        .iter()
        .filter_map(|e| e["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// An AG 4 Lineman needs 3+ to dodge, 2+ with the +1 for dodging (000:L471-L481): the 2 that
/// would fail an AG 3 Lineman carries him on, and his coach moves him again.
#[test]
fn an_ag_4_lineman_dodges_away_on_a_2_000_l471_l481() {
    let mut script = setup_line(r#","ag":4"#);
    script.push_str(common::QUIET_KICK_OFF);
    script.push_str(SIDE_BY_SIDE);
    script.push_str(
        r#"{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":{"move":{"to":[9,7]}}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Dodge", "{prompt}");
    assert_eq!(prompt["roll"]["needs"], 2, "{prompt}");
    script.push_str("{\"dice\":{\"dice\":[{\"d6\":2}]}}\n");
    let (events, prompt) = run_json(&script, None);
    let said = texts(&events);
    assert!(!said.contains("TURNOVER"), "{said}");
    assert!(prompt.get("decision").is_some(), "{prompt}");
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}

/// A ST 4 Lineman blocks a ST 3 Orc on two dice (000:L543-L549); both Attacker Down, he is
/// knocked down, and an AV 9 Lineman's armour holds on a 9 (000:L617), no Injury roll: both would be
/// otherwise for the Lineman's ST 3 and AV 8.
#[test]
fn a_st_4_av_9_lineman_blocks_on_two_dice_and_holds_a_9_000_l546_l617() {
    let mut script = setup_line(r#","st":4,"av":9"#);
    script.push_str(common::QUIET_KICK_OFF);
    script.push_str(SIDE_BY_SIDE);
    script.push_str(
        r#"{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Block", "{prompt}");
    assert_eq!(
        prompt["roll"]["dice"].as_array().map(Vec::len),
        Some(2),
        "{prompt}"
    );
    script.push_str(
        r#"{"dice":{"dice":[{"block":"attacker_down"},{"block":"attacker_down"}]}}
{"decide":{"reroll":"keep"}}
{"dice":{"dice":[{"d6":4},{"d6":5}]}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    let said = texts(&events);
    assert!(
        said.contains("9 does not beat AV 9: armour holds"),
        "{said}"
    );
    assert_ne!(prompt["roll"]["roll"], "Injury", "{prompt}");
}

/// AG 6 on a Lineman (AG 3) is 3 above: refused before the match, naming the player and the
/// limit (004:L2664-L2667); the run stops with exit status 1 and prints no ruling.
#[test]
fn an_ag_6_lineman_is_refused_with_the_limit_004_l2664_l2667() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("too-agile.jsonl");
    std::fs::write(&path, setup_line(r#","ag":6"#)).expect("script written");
    let out = nuffle(&["match", "run", "--json", path.to_str().expect("utf-8 path")])
        .expect("nuffle runs");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("line 1: bad setup"), "{err}");
    assert!(
        err.contains("team \"Reavers\" #1 Lineman: AG 6 is 3 above the position's AG 3"),
        "{err}"
    );
    assert!(
        err.contains("at most 2 above its starting value (004:L2664-L2667)"),
        "{err}"
    );
    assert!(text(&out.stdout).is_empty(), "{}", text(&out.stdout));
}
