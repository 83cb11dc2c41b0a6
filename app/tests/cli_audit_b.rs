//! Agility, Passing and Mutation skills played as match scripts through `nuffle match run`,
//! each skill written as the rulebook names it in a roster team: the scenarios of
//! rules/tests/audit_skills_b.rs a referee would write (001:L722-L1023).

use crate::common;

use common::{nuffle, text};
use serde_json::Value;

/// The setup line and the moves to the first home turn: a Human team (home, receiving) and an
/// Orc team (away, kicking) of three each, #1 of each given `home1` / `away1` skills and
/// `home1_position`; three on each line, the kick to (5,7) scatters to (5,6) (D8 2, D6 1),
/// Get the Ref (1 + 1), and the ball bounces (D8 5) to (6,6). Then every player but the two
/// #1s stands far off.
fn opening(home1_position: &str, home1: &[&str], away1: &[&str]) -> String {
    let team = |name: &str, roster: &str, first: &str, skills: &[&str]| {
        serde_json::json!({"roster": {"name": name, "roster": roster, "rerolls": 0,
            "fan_factor": 3, "players": [
                {"number": 1, "position": first, "skills": skills},
                {"number": 2, "position": "Lineman"},
                {"number": 3, "position": "Lineman"}]}})
    };
    let setup = serde_json::json!({"setup": {
        "home": team("Reavers", "human", home1_position, home1),
        "away": team("Gouged Eye", "orc", "Lineman", away1),
        "kicking": "away", "weather": "nice", "fame": {"home": 0, "away": 0}}});
    let mut lines = vec![setup.to_string()];
    for (side, x) in [("away", 13), ("home", 12)] {
        for n in 1..=3 {
            lines.push(format!(
                r#"{{"decide":{{"place":{{"player":"{side}#{n}","square":[{x},{}]}}}}}}"#,
                5 + n
            ));
        }
        lines.push(r#"{"decide":"end_setup"}"#.into());
    }
    lines.extend(
        [
            r#"{"decide":{"kick_to":{"square":[5,7]}}}"#,
            r#"{"dice":{"dice":[{"d8":2},{"d6":1}]}}"#,
            r#"{"dice":{"dice":[{"d6":1},{"d6":1}]}}"#,
            r#"{"dice":{"dice":[{"d8":5}]}}"#,
            r#"{"edit":{"place_player":{"player":"home#2","square":[2,2]}}}"#,
            r#"{"edit":{"place_player":{"player":"home#3","square":[2,12]}}}"#,
            r#"{"edit":{"place_player":{"player":"away#2","square":[20,2]}}}"#,
            r#"{"edit":{"place_player":{"player":"away#3","square":[20,12]}}}"#,
        ]
        .map(String::from),
    );
    lines.join("\n") + "\n"
}

/// Runs the script with `--json`: every event's text, and the prompt it ends on.
fn run(script: &str) -> (String, Value) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scenario.jsonl");
    std::fs::write(&path, script).expect("write");
    let out = nuffle(&["match", "run", "--json", &path.display().to_string()]).expect("runs");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    let events = lines
        .iter()
        .filter_map(|l| l["event"]["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n");
    let prompt = lines.last().expect("a prompt")["prompt"].clone();
    (events, prompt)
}

#[test]
fn diving_tackle_takes_two_off_a_made_dodge_and_lies_on_the_square_left_001_l798() {
    // Home #1 on (10,7), marked by away #1 (Diving Tackle) on (11,7), dodges to the free
    // (9,7): 3+, rolled 4; the dive makes it 2: he falls, and the diver lies on (10,7).
    let script = opening("Lineman", &[], &["Diving Tackle"])
        + r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":{"move":{"to":[9,7]}}}
{"dice":{"dice":[{"d6":4}]}}
{"decide":{"diving_tackle":{"player":"away#1"}}}
"#;
    let (events, prompt) = run(&script);
    assert!(
        events.contains("Placed Prone on (10, 7) after his Diving Tackle"),
        "{events}"
    );
    assert!(events.contains("TURNOVER"), "{events}");
    let roll = &prompt["roll"];
    assert_eq!(
        (&roll["roll"], &roll["player"], &roll["side"]),
        (&"Armour".into(), &"home#1".into(), &"away".into()),
        "the dodger's Armour roll only: {prompt}"
    );
}

#[test]
fn foul_appearance_is_rolled_for_each_frenzy_block_and_a_1_wastes_the_second_faq_001_l1140() {
    // Home #1 (Frenzy) blocks away #1 (Foul Appearance): a 2 passes, Pushed to (12,7), the
    // Frenzy follow-up and a second roll, a 1: that block is wasted, no turnover.
    let script = opening("Lineman", &["Frenzy"], &["Foul Appearance"])
        + r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"d6":2}]}}
{"dice":{"dice":[{"block":"pushed"}]}}
{"decide":{"push_to":{"square":[12,7]}}}
{"dice":{"dice":[{"d6":1}]}}
"#;
    let (events, prompt) = run(&script);
    assert_eq!(
        events.matches("Foul Appearance roll").count(),
        2,
        "{events}"
    );
    assert!(
        events.contains("the block is wasted, no turnover"),
        "{events}"
    );
    assert!(!events.contains("TURNOVER"), "{events}");
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}

#[test]
fn nerves_of_steel_ignores_the_tackle_zone_on_a_pass_not_disturbing_presence_001_l891_l790() {
    // Home #1 (Thrower, Nerves of Steel) on (5,7) with the ball, marked by away #2 on (4,7);
    // away #1 (Disturbing Presence) 3 squares off on (5,10). Quick Pass: 4+, not 5+ or 3+.
    let script = opening("Thrower", &["Nerves of Steel"], &["Disturbing Presence"])
        + r#"{"edit":{"place_player":{"player":"home#1","square":[5,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[8,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[5,10]}}}
{"edit":{"place_player":{"player":"away#2","square":[4,7]}}}
{"edit":{"place_ball":{"square":[5,7]}}}
{"decide":{"declare":{"player":"home#1","action":"pass"}}}
{"decide":{"pass":{"target":[8,7]}}}
"#;
    let (_, prompt) = run(&script);
    let roll = &prompt["roll"];
    assert_eq!((&roll["roll"], &roll["needs"]), (&"Pass".into(), &4.into()));
    let modifiers = roll["modifiers"].to_string();
    assert!(modifiers.contains("Nerves of Steel ignores"), "{modifiers}");
    assert!(modifiers.contains("Disturbing Presence"), "{modifiers}");
}

#[test]
fn skills_are_written_by_rulebook_name_in_decisions_too_001_l802_l772() {
    // Home #1 (Dodge) fails a Dodge away from away #1 ("Claw / Claws" as 001:L772 prints it)
    // and re-rolls it with {"skill": "Dodge"}.
    let script = opening("Lineman", &["Dodge"], &["Claw / Claws"])
        + r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":{"move":{"to":[9,7]}}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"reroll":{"skill":"Dodge"}}}
"#;
    let (events, prompt) = run(&script);
    assert!(events.contains("Dodge re-rolls the Dodge roll"), "{events}");
    assert_eq!(prompt["roll"]["roll"], "Dodge", "{prompt}");
}
