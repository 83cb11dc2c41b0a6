//! The Winter and Subterranean weather tables played as match scripts through
//! `nuffle match run --json` (docs/match-script.md): the league's table chosen by a `--rules`
//! file, or a result given by the setup line (004:L1423-L1575).

use crate::common;

use common::run_json;

/// Three Humans (home) and three Orcs (away), set up, the Orcs kicking; `weather` is the
/// setup's `weather` key (absent: rolled).
fn setup_line(weather: Option<&str>) -> String {
    let players = r#"[{"number":1,"position":"Lineman","skills":[]},{"number":2,"position":"Lineman","skills":[]},{"number":3,"position":"Lineman","skills":[]}]"#;
    let weather = weather.map_or(String::new(), |w| format!(r#","weather":"{w}""#));
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":{players}}}}},"away":{{"roster":{{"name":"Away","roster":"orc","rerolls":2,"fan_factor":2,"players":{players}}}}},"kicking":"away"{weather},"fame":{{"home":0,"away":0}}}}}}
"#
    )
}

const SET_UP: &str = r#"{"decide":{"place":{"player":"away#1","square":[13,5]}}}
{"decide":{"place":{"player":"away#2","square":[13,6]}}}
{"decide":{"place":{"player":"away#3","square":[13,7]}}}
{"decide":"end_setup"}
{"decide":{"place":{"player":"home#1","square":[12,5]}}}
{"decide":{"place":{"player":"home#2","square":[12,6]}}}
{"decide":{"place":{"player":"home#3","square":[12,7]}}}
{"decide":"end_setup"}
"#;

/// A league on the Winter table rolls 1 + 1 before the match: Howling Winds (the standard
/// table's Sweltering Heat), then the wind's roll-off, home 2 and away 5: it blows towards
/// the home End Zone; the kick aimed at (8,7) is blown to (6,7) (3 and 4, straight down-wind)
/// before its scatter (004:L1457-L1472).
#[test]
fn a_winter_league_rolls_howling_winds_and_the_wind_blows_the_kick_004_l1457() {
    let mut script = setup_line(None);
    script.push_str(
        r#"{"dice":{"dice":[{"d6":1},{"d6":1}]}}
{"dice":{"dice":[{"d6":2},{"d6":5}]}}
"#,
    );
    script.push_str(SET_UP);
    script.push_str(
        r#"{"decide":{"kick_to":{"square":[8,7]}}}
{"dice":{"dice":[{"d6":3},{"d6":4}]}}
"#,
    );
    let (events, prompt) = run_json(&script, Some("[ruleset]\nweather-table = \"winter\"\n"));
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["weather"]["weather"] == "howling_winds"),
        "{events:#?}"
    );
    assert!(
        events.iter().any(|e| e["text"]
            .as_str()
            .is_some_and(|t| t.contains("from (8, 7) to (6, 7)"))),
        "{events:#?}"
    );
    assert_eq!(prompt["roll"]["roll"], "Kick-off scatter", "{prompt}");
}

/// Thermal Geysers given by the setup: the Orc knocked down by a block rolls a 1, and flies 2
/// squares up (D8 2, a D6 of 3 for the D3) from (12,7) to (12,5); his Armour roll follows
/// (004:L1550-L1560).
#[test]
fn thermal_geysers_shoot_a_knocked_down_orc_into_the_air_004_l1550() {
    let mut script = setup_line(Some("thermal_geysers"));
    script.push_str(SET_UP);
    script.push_str(
        r#"{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":2},{"d6":3}]}}
{"decide":"done"}
{"dice":{"dice":[{"d8":7}]}}
{"edit":"remove_ball"}
{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[5,2]}}}
{"edit":{"place_player":{"player":"home#3","square":[5,12]}}}
{"edit":{"place_player":{"player":"away#2","square":[20,2]}}}
{"edit":{"place_player":{"player":"away#3","square":[20,12]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"block":"defender_down"}]}}
{"decide":{"reroll":"keep"}}
{"decide":{"push_to":{"square":[12,7]}}}
{"decide":{"follow_up":{"follow":false}}}
{"dice":{"dice":[{"d6":1}]}}
{"dice":{"dice":[{"d8":2},{"d6":3}]}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    assert!(
        events.iter().any(|e| e["text"]
            .as_str()
            .is_some_and(|t| t.contains("Thermal Geysers") && t.contains("on (12, 5)"))),
        "{events:#?}"
    );
    assert_eq!(prompt["roll"]["roll"], "Armour", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "away#1", "{prompt}");
}
