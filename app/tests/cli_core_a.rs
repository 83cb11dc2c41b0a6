//! 2016 match-flow and Kick-off table rulings (core digest §3, §15.1) played as match scripts
//! through `nuffle match run --json`, the way a referee writes them: the quick-start teams set
//! up in full, the kick aimed and rolled, then decisions, dice and the referee's edits
//! (docs/match-script.md). Home (Human) receives, away (Orc) kicks.

use crate::common;

use common::run_json;

/// Home's set-up, line of scrimmage first; away's is the same mirrored (x to 25 - x).
const FORMATION: [(u8, u8); 11] = [
    (12, 5),
    (12, 6),
    (12, 7),
    (12, 8),
    (12, 9),
    (10, 4),
    (10, 6),
    (10, 8),
    (10, 10),
    (7, 7),
    (5, 7),
];

/// The setup line with `fame` (`{"home":2,"away":0}`), then both set-ups, away first.
fn prelude(fame: &str) -> String {
    let mut script = format!(
        r#"{{"setup":{{"home":{{"quick_start":"human-quick-start"}},"away":{{"quick_start":"orc-quick-start"}},"kicking":"away","weather":"nice","fame":{fame}}}}}
"#
    );
    for side in ["away", "home"] {
        for (i, (x, y)) in FORMATION.iter().enumerate() {
            let x = if side == "away" { 25 - x } else { *x };
            script.push_str(&format!(
                r#"{{"decide":{{"place":{{"player":"{side}#{}","square":[{x},{y}]}}}}}}
"#,
                i + 1
            ));
        }
        script.push_str("{\"decide\":\"end_setup\"}\n");
    }
    script
}

/// Blitz! (10): the Orcs' free turn while the ball is in the air (000:L1007); Orc #6 runs from
/// (15,4) under the kick coming down on (11,1), in the receiving half, and must catch it
/// (000:L387): a 6, he holds it, no touchback, and the Humans' first turn starts.
#[test]
fn a_kicker_under_the_ball_after_blitz_catches_it_000_l387_l1007() {
    let mut script = prelude(r#"{"home":0,"away":0}"#);
    script.push_str(
        r#"{"decide":{"kick_to":{"square":[11,2]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":4},{"d6":6}]}}
{"decide":{"declare":{"player":"away#6","action":"move"}}}
{"decide":{"move":{"to":[14,3]}}}
{"decide":{"move":{"to":[13,2]}}}
{"decide":{"move":{"to":[12,1]}}}
{"decide":{"move":{"to":[11,1]}}}
{"decide":"end_turn"}
{"dice":{"dice":[{"d6":6}]}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["ball_held"]["player"] == "away#6"),
        "{events:#?}"
    );
    assert!(
        !events.iter().any(|e| e["kind"].get("touchback").is_some()),
        "{events:#?}"
    );
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
    assert_eq!(prompt["decision"]["kind"], "turn", "{prompt}");
}

/// Throw a Rock (11): home 3 + FAME 2 beats away 4 + FAME 0, so the Human fans throw, at a
/// random Orc on the pitch (000:L1008); the D16 16 is no Orc's number and is rolled again
/// (000:L983); the 3 hits the Black Orc #3, straight to his Injury roll, no Armour roll.
#[test]
fn throw_a_rock_the_higher_d6_plus_fame_throws_000_l1008() {
    let mut script = prelude(r#"{"home":2,"away":0}"#);
    script.push_str(
        r#"{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":5},{"d6":6}]}}
{"dice":{"dice":[{"d6":3}]}}
{"dice":{"dice":[{"d6":4}]}}
{"dice":{"dice":[{"d16":16}]}}
{"dice":{"dice":[{"d16":3}]}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Injury", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "away#3", "{prompt}");
}

/// In the Humans' turn the Orc carrier on (1,7) is blocked into the End Zone he scores in:
/// Pushed, he stands there holding the ball and scores at once, his Turn marker moving on
/// (000:L808-L810); Defender Down, he lies there and does not (000:L806; 001:L1160).
#[test]
fn a_carrier_pushed_into_the_end_zone_scores_only_standing_000_l806_l808() {
    let scene = r#"{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":1},{"d6":1}]}}
{"dice":{"dice":[{"d8":7}]}}
{"edit":"remove_ball"}
{"edit":{"place_player":{"player":"away#7","square":[1,7]}}}
{"edit":{"place_player":{"player":"home#10","square":[2,7]}}}
{"edit":{"place_ball":{"square":[1,7]}}}
{"decide":{"declare":{"player":"home#10","action":"block"}}}
{"decide":{"block":{"target":"away#7"}}}
"#;
    for (face, scores) in [("pushed", true), ("defender_down", false)] {
        let mut script = prelude(r#"{"home":0,"away":0}"#);
        script.push_str(scene);
        script.push_str(&format!(
            r#"{{"dice":{{"dice":[{{"block":"{face}"}}]}}}}
{{"decide":{{"reroll":"keep"}}}}
{{"decide":{{"push_to":{{"square":[0,7]}}}}}}
"#
        ));
        // Scoring as he is pushed in, he leaves no follow-up to ask (FAQ 001:L1168).
        if !scores {
            script.push_str("{\"decide\":{\"follow_up\":{\"follow\":false}}}\n");
        }
        let (events, prompt) = run_json(&script, None);
        let touchdown = events
            .iter()
            .any(|e| e["kind"]["touchdown"]["player"] == "away#7");
        assert_eq!(touchdown, scores, "{face}: {events:#?}");
        if scores {
            assert_eq!(prompt["decision"]["kind"], "set_up", "{prompt}");
            assert_eq!(prompt["decision"]["side"], "away", "the scorers kick");
        } else {
            assert_eq!(prompt["roll"]["roll"], "Armour", "{face}: {prompt}");
        }
    }
}
