//! 2016 core rulings on blocks, fouls and Stunned players played as match scripts through
//! `nuffle match run --json`, the way a referee writes them from the rulebook: five-player
//! Human (home) and Orc (away) rosters, the referee's edits placing players, then decisions and
//! dice (docs/match-script.md).

use crate::common;

use common::run_json;
use serde_json::Value;

/// Five Linemen a side: the setup line, both set-ups (three on each line of scrimmage), a
/// kick to (3,3) scattering one square up, a High Kick moving nobody, the ball bouncing onto an
/// empty square and the referee taking it off: home's first turn waits.
const PRELUDE: &str = r#"{"setup":{"home":{"roster":{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"},{"number":4,"position":"Lineman"},{"number":5,"position":"Lineman"}]}},"away":{"roster":{"name":"Away","roster":"orc","rerolls":2,"fan_factor":2,"players":[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"},{"number":4,"position":"Lineman"},{"number":5,"position":"Lineman"}]}},"kicking":"away","weather":"nice","fame":{"home":0,"away":0}}}
{"decide":{"place":{"player":"away#1","square":[13,5]}}}
{"decide":{"place":{"player":"away#2","square":[13,6]}}}
{"decide":{"place":{"player":"away#3","square":[13,7]}}}
{"decide":{"place":{"player":"away#4","square":[18,3]}}}
{"decide":{"place":{"player":"away#5","square":[18,11]}}}
{"decide":"end_setup"}
{"decide":{"place":{"player":"home#1","square":[12,5]}}}
{"decide":{"place":{"player":"home#2","square":[12,6]}}}
{"decide":{"place":{"player":"home#3","square":[12,7]}}}
{"decide":{"place":{"player":"home#4","square":[7,3]}}}
{"decide":{"place":{"player":"home#5","square":[7,11]}}}
{"decide":"end_setup"}
{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":2},{"d6":3}]}}
{"decide":"done"}
{"dice":{"dice":[{"d8":7}]}}
{"edit":"remove_ball"}
"#;

fn turnover(events: &[Value], side: &str) -> bool {
    events.iter().any(|e| e["kind"]["turnover"]["side"] == side)
}

/// Home #1 on (11,12) blocks the Orc on (11,13); the three squares behind are all taken, so
/// the Orc goes into home #2 on (11,14), who holds the ball and has only the crowd behind him:
/// an Injury roll with no Armour roll, a throw-in from (11,14), and as he is the moving
/// team's carrier, a turnover (000:L443, L579-L589).
#[test]
fn the_moving_teams_carrier_chain_pushed_into_the_crowd_is_a_turnover_000_l443_l589() {
    let script = format!(
        "{PRELUDE}{}",
        r#"{"edit":{"place_player":{"player":"home#1","square":[11,12]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,13]}}}
{"edit":{"place_player":{"player":"home#2","square":[11,14]}}}
{"edit":{"place_player":{"player":"away#2","square":[10,14]}}}
{"edit":{"place_player":{"player":"away#3","square":[12,14]}}}
{"edit":{"place_ball":{"square":[11,14]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"block":"pushed"}]}}
{"decide":{"reroll":"keep"}}
{"decide":{"push_to":{"square":[11,14]}}}
{"decide":{"follow_up":{"follow":false}}}
{"dice":{"dice":[{"d6":1},{"d6":2}]}}
"#
    );
    let (events, prompt) = run_json(&script, None);
    assert!(
        !events.iter().any(|e| e["kind"]["roll"]["roll"] == "Armour"),
        "no Armour roll for the crowd: {events:#?}"
    );
    assert!(turnover(&events, "home"), "{events:#?}");
    assert_eq!(prompt["roll"]["roll"], "Throw-in", "{prompt}");
}

/// Home #1 fouls the Prone Orc #1 with home #2 next to the victim (+1) and Orc #2 next to the
/// fouler (-1): 4 + 5 = 9 does not beat AV 9 with the two cancelling out, and the roll is no
/// double: the fouler stays and the turn goes on. Then a double on the next turn's foul's
/// Injury roll sends him off with a turnover (000:L1182-L1188).
#[test]
fn foul_assists_cancel_and_a_double_on_the_injury_roll_sends_off_000_l1182_l1188() {
    let script = format!(
        "{PRELUDE}{}",
        r#"{"edit":{"place_player":{"player":"home#1","square":[9,9]}}}
{"edit":{"place_player":{"player":"away#1","square":[10,9]}}}
{"edit":{"set_stance":{"player":"away#1","stance":"prone"}}}
{"edit":{"place_player":{"player":"home#2","square":[11,9]}}}
{"edit":{"place_player":{"player":"away#2","square":[8,8]}}}
{"decide":{"declare":{"player":"home#1","action":"foul"}}}
{"decide":{"foul":{"target":"away#1"}}}
{"dice":{"dice":[{"d6":4},{"d6":5}]}}
"#
    );
    let (events, prompt) = run_json(&script, None);
    assert!(!turnover(&events, "home"), "{events:#?}");
    assert!(
        !events.iter().any(|e| e["kind"].get("sent_off").is_some()),
        "{events:#?}"
    );
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
    // The same foul broken by 5 + 6 and an Injury roll of 4 + 4: KO'd, and a double.
    let script = format!(
        "{PRELUDE}{}",
        r#"{"edit":{"place_player":{"player":"home#1","square":[9,9]}}}
{"edit":{"place_player":{"player":"away#1","square":[10,9]}}}
{"edit":{"set_stance":{"player":"away#1","stance":"prone"}}}
{"edit":{"place_player":{"player":"home#2","square":[11,9]}}}
{"edit":{"place_player":{"player":"away#2","square":[8,8]}}}
{"decide":{"declare":{"player":"home#1","action":"foul"}}}
{"decide":{"foul":{"target":"away#1"}}}
{"dice":{"dice":[{"d6":5},{"d6":6}]}}
{"dice":{"dice":[{"d6":4},{"d6":4}]}}
"#
    );
    let (events, _) = run_json(&script, None);
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["sent_off"]["player"] == "home#1"),
        "{events:#?}"
    );
    assert!(turnover(&events, "home"), "{events:#?}");
}

/// Home #1 blocks and rolls Attacker Down; his armour (AV 8) breaks on 10 and the Injury roll
/// 7 Stuns him. The turnover ends home's turn, but a player never turns face-up in the turn he
/// was Stunned: through the Orc turn he stays face-down, and only as home's next turn ends does
/// he turn face-up (000:L451, L633).
#[test]
fn a_player_stunned_in_his_own_turn_turns_face_up_only_after_his_next_turn_000_l633() {
    let script = format!(
        "{PRELUDE}{}",
        r#"{"edit":{"place_player":{"player":"home#1","square":[9,9]}}}
{"edit":{"place_player":{"player":"away#1","square":[10,9]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"block":"attacker_down"}]}}
{"decide":{"reroll":"keep"}}
{"dice":{"dice":[{"d6":5},{"d6":5}]}}
{"dice":{"dice":[{"d6":3},{"d6":4}]}}
{"decide":"end_turn"}
"#
    );
    let (events, _) = run_json(&script, None);
    assert!(turnover(&events, "home"), "{events:#?}");
    assert!(
        !events.iter().any(|e| e["text"]
            .as_str()
            .is_some_and(|t| t.contains("turns face-up"))),
        "still face-down after the Orc turn: {events:#?}"
    );
    let (events, _) = run_json(&format!("{script}{}", "{\"decide\":\"end_turn\"}\n"), None);
    assert!(
        events.iter().any(|e| e["text"]
            .as_str()
            .is_some_and(|t| t.contains("#1") && t.contains("turns face-up"))),
        "face-up as home's next turn ends: {events:#?}"
    );
}
