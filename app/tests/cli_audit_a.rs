//! General and Strength skill rulings played as match scripts through `nuffle match run --json`,
//! the way a referee writes them: roster teams giving skills by their rulebook names, the
//! referee's edits placing players, then decisions and dice (docs/match-script.md).

use crate::common;

use common::run_json;

/// The setup line: a three-player Human roster (home) and Orc roster (away), `home_players`
/// and `away_players` as the `players` lists, Orcs kicking; then both set-ups, a kick to (3,3)
/// scattering one square up, a High Kick moving nobody, the ball bouncing onto an empty square,
/// and the referee taking it off: home's first turn waits.
fn prelude(home_players: &str, away_players: &str) -> String {
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":{home_players}}}}},"away":{{"roster":{{"name":"Away","roster":"orc","rerolls":2,"fan_factor":2,"players":{away_players}}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}}}}}}
"#
    ) + common::QUIET_KICK_OFF
}

const LINEMEN: &str = r#"[{"number":2,"position":"Lineman","skills":[]},{"number":3,"position":"Lineman","skills":[]}]"#;

fn with_first(first: &str) -> String {
    format!("[{first},{}", &LINEMEN[1..])
}

/// Frenzy's first block pushes the Orc carrier into the End Zone he scores in (x 0): he scores
/// at once, and there is no second block (FAQ 001:L1168).
#[test]
fn frenzy_push_of_a_carrier_into_his_end_zone_scores_at_once_001_l1168() {
    let mut script = prelude(
        &with_first(r#"{"number":1,"position":"Lineman","skills":["Frenzy"]}"#),
        &with_first(r#"{"number":1,"position":"Lineman","skills":[]}"#),
    );
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[2,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[1,7]}}}
{"edit":{"place_ball":{"square":[1,7]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"block":"pushed"}]}}
{"decide":{"reroll":"keep"}}
{"decide":{"push_to":{"square":[0,7]}}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    let blocks = events
        .iter()
        .filter(|e| e["kind"].get("block_dice").is_some())
        .count();
    assert_eq!(blocks, 1, "one block only");
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["touchdown"]["player"] == "away#1"),
        "{events:#?}"
    );
    assert_eq!(prompt["decision"]["kind"], "set_up", "{prompt}");
}

/// The ST 3 Lineman (Dauntless, Pro) blocks the ST 4 Black Orc with no team re-roll left:
/// Dauntless 1 + 3 = 4 does not beat 4; Pro re-rolls his own Dauntless roll (001:L919) on a 4,
/// and 2 + 3 = 5 does: one block die, his coach's.
#[test]
fn pro_rerolls_a_dauntless_roll_001_l919_l778() {
    let mut script = prelude(
        &with_first(r#"{"number":1,"position":"Lineman","skills":["Dauntless","Pro"]}"#),
        &with_first(r#"{"number":1,"position":"Black Orc","skills":[]}"#),
    );
    script.push_str(
        r#"{"edit":{"set_rerolls":{"side":"home","rerolls":0}}}
{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"reroll":{"skill":"pro"}}}
{"dice":{"dice":[{"d6":4}]}}
{"dice":{"dice":[{"d6":2}]}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Block", "{prompt}");
    assert_eq!(
        prompt["roll"]["dice"],
        serde_json::json!(["block"]),
        "{prompt}"
    );
}

/// Home #1 ends a Move Action next to away #1 (Pass Block) and hypnotises him (4 on AG 3);
/// when home #3 passes, the hypnotised player is not asked for a Pass Block move: the Pass
/// roll is next (FAQ 001:L1196-L1198).
#[test]
fn a_hypnotised_pass_blocker_does_not_move_001_l1198() {
    let mut script = prelude(
        r#"[{"number":1,"position":"Lineman","skills":["Hypnotic Gaze"]},{"number":2,"position":"Lineman","skills":[]},{"number":3,"position":"Thrower","skills":[]}]"#,
        &with_first(r#"{"number":1,"position":"Lineman","skills":["Pass Block"]}"#),
    );
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#3","square":[10,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[16,7]}}}
{"edit":{"place_player":{"player":"home#1","square":[13,11]}}}
{"edit":{"place_player":{"player":"away#1","square":[13,10]}}}
{"edit":{"place_player":{"player":"away#2","square":[20,2]}}}
{"edit":{"place_player":{"player":"away#3","square":[20,12]}}}
{"edit":{"place_ball":{"square":[10,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":"end_action"}
{"decide":{"use_skill":{"skill":"hypnotic-gaze","use":true}}}
{"dice":{"dice":[{"d6":4}]}}
{"decide":{"declare":{"player":"home#3","action":"pass"}}}
{"decide":{"pass":{"target":[16,7]}}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Pass", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "home#3", "{prompt}");
}
