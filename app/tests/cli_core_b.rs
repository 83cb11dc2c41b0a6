//! Core rulings of passing, the hand-off and the throw-in (core digest §10, §13) played as
//! match scripts through `nuffle match run --json`, the way a referee writes them: roster
//! teams, the referee's edits placing players and the ball, then decisions and dice
//! (docs/match-script.md). The scatter template reads 1 2 3 / 4 . 5 / 6 7 8.

use crate::common;

use common::run_json;
use serde_json::Value;

/// The setup line: a Human roster (home: #1 Thrower, #2 Lineman, #3 Catcher) and an Orc one
/// (away: three Linemen), Orcs kicking; both set-ups, a kick to (3,3) scattering one square up,
/// a High Kick moving nobody, the ball bouncing onto an empty square, and the referee taking it
/// off: home's first turn waits.
fn prelude() -> String {
    r#"{"setup":{"home":{"roster":{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":[{"number":1,"position":"Thrower","skills":[]},{"number":2,"position":"Lineman","skills":[]},{"number":3,"position":"Catcher","skills":[]}]}},"away":{"roster":{"name":"Away","roster":"orc","rerolls":2,"fan_factor":2,"players":[{"number":1,"position":"Lineman","skills":[]},{"number":2,"position":"Lineman","skills":[]},{"number":3,"position":"Lineman","skills":[]}]}},"kicking":"away","weather":"nice","fame":{"home":0,"away":0}}}
"#
    .to_string()
        + common::QUIET_KICK_OFF
}

fn turnovers(events: &[Value]) -> usize {
    events
        .iter()
        .filter(|e| e["kind"].get("turnover").is_some())
        .count()
}

/// The Thrower hands the ball to the Orc next to him: the giver's own Tackle Zone counts
/// against the catcher (AG 3 4+, +1 hand-off, -1 = 4+, 000:L1069); the Orc catches on a 4,
/// and a hand-off not caught by the moving team is a turnover (000:L1063): away's turn.
#[test]
fn a_hand_off_caught_by_an_opponent_is_a_turnover_000_l1063_l1069() {
    let mut script = prelude();
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[5,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[6,7]}}}
{"edit":{"place_ball":{"square":[5,7]}}}
{"decide":{"declare":{"player":"home#1","action":"hand_off"}}}
{"decide":{"hand_off":{"target":"away#1"}}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Catch", "{prompt}");
    assert_eq!(prompt["roll"]["needs"], 4, "{prompt}");
    script.push_str("{\"dice\":{\"dice\":[{\"d6\":4}]}}\n");
    let (events, prompt) = run_json(&script, None);
    assert_eq!(turnovers(&events), 1, "{events:#?}");
    assert_eq!(prompt["decision"]["side"], "away", "{prompt}");
}

/// An inaccurate pass scatters up-left then off the near sideline; the crowd throws it in from
/// (8,0), straight in, 1 + 1 = 2 squares counting the centre (001:L1128): (8,1), empty, so it
/// bounces right onto the Catcher on (9,1), who catches at +0 (4+); the moving team has it, so
/// there is no turnover (000:L748) and home plays on.
#[test]
fn a_throw_in_of_2_lands_one_square_in_and_a_team_mate_catch_saves_the_turn_001_l1128_000_l748() {
    let mut script = prelude();
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[5,1]}}}
{"edit":{"place_player":{"player":"home#3","square":[9,1]}}}
{"edit":{"place_ball":{"square":[5,1]}}}
{"decide":{"declare":{"player":"home#1","action":"pass"}}}
{"decide":{"pass":{"target":[9,1]}}}
{"dice":{"dice":[{"d6":2}]}}
{"decide":{"reroll":"keep"}}
{"dice":{"dice":[{"d8":1},{"d8":2},{"d8":7}]}}
{"dice":{"dice":[{"d6":4},{"d6":1},{"d6":1}]}}
{"dice":{"dice":[{"d8":5}]}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Catch", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "home#3", "{prompt}");
    assert_eq!(prompt["roll"]["needs"], 4, "{prompt}");
    script.push_str("{\"dice\":{\"dice\":[{\"d6\":4}]}}\n");
    let (events, prompt) = run_json(&script, None);
    assert_eq!(turnovers(&events), 0, "{events:#?}");
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}

/// The thrower is of the moving team: a Quick Pass from (5,7) to (7,7) missed on a 2 scatters
/// left, down-left and up, back onto the thrower, who catches at +0 (4+): no turnover
/// (000:L746-L748).
#[test]
fn a_pass_scattering_back_to_the_thrower_who_catches_is_no_turnover_000_l748() {
    let mut script = prelude();
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[5,7]}}}
{"edit":{"place_ball":{"square":[5,7]}}}
{"decide":{"declare":{"player":"home#1","action":"pass"}}}
{"decide":{"pass":{"target":[7,7]}}}
{"dice":{"dice":[{"d6":2}]}}
{"decide":{"reroll":"keep"}}
{"dice":{"dice":[{"d8":4},{"d8":6},{"d8":2}]}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Catch", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "home#1", "{prompt}");
    assert_eq!(prompt["roll"]["needs"], 4, "{prompt}");
    script.push_str("{\"dice\":{\"dice\":[{\"d6\":4}]}}\n");
    let (events, prompt) = run_json(&script, None);
    assert_eq!(turnovers(&events), 0, "{events:#?}");
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}
