//! The crowd's stadium attributes played as match scripts through `nuffle match run --json`
//! (docs/match-script.md, "The stadium"): the stadium named by the setup's `league` key
//! (004:L3702-L3805).

use crate::common;

use common::{run_json, said};

/// The league setup line of `common::three_linemen_league` with `attribute` as the stadium.
fn setup_line(attribute: &str) -> String {
    common::three_linemen_league(&format!(r#"{{"stadium":"{attribute}"}}"#))
}

/// After `common::QUIET_KICK_OFF` (both teams set up, the ball bouncing to an empty square
/// and taken off), home #1 on (11,13) blocks away #1 on the far sideline (11,14) with a
/// Pushed: the push goes off the pitch.
const BLOCK_TO_THE_SIDELINE: &str = r#"{"edit":{"place_player":{"player":"home#1","square":[11,13]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,14]}}}
{"decide":{"declare":{"player":"home#1","action":"block"}}}
{"decide":{"block":{"target":"away#1"}}}
{"dice":{"dice":[{"block":"pushed"}]}}
{"decide":{"reroll":"keep"}}
"#;

/// The setup line at `attribute`, the quiet kick-off, and the block to the sideline.
fn to_the_sideline(attribute: &str) -> String {
    setup_line(attribute) + common::QUIET_KICK_OFF + BLOCK_TO_THE_SIDELINE
}

/// Enclosed Pitch: the Orc cannot go into the crowd; he is Knocked Down on (11,14) and his
/// Armour roll is asked, with no follow-up and no Injury roll from the crowd
/// (004:L3702-L3743).
#[test]
fn enclosed_pitch_knocks_the_orc_down_on_the_sideline_004_l3702() {
    let script = to_the_sideline("Enclosed Pitch");
    let (events, prompt) = run_json(&script, None);
    assert!(said(&events, "Knocked Down on (11, 14)"), "{events:#?}");
    assert_eq!(prompt["roll"]["roll"], "Armour", "{prompt}");
    assert_eq!(prompt["roll"]["player"], "away#1", "{prompt}");
}

/// Solemn and Silent: the blocker follows up into (11,14); the crowd returns the Orc to the
/// nearest free square by the sideline, (10,14), standing, and no Injury roll is asked: the
/// home turn goes on (004:L3745-L3805).
#[test]
fn solemn_and_silent_returns_the_orc_by_the_sideline_004_l3745() {
    let mut script = to_the_sideline("Solemn and Silent");
    script.push_str(
        r#"{"decide":{"follow_up":{"follow":true}}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    assert!(
        said(&events, "Solemn and Silent: the crowd returns") && said(&events, "to (10, 14)"),
        "{events:#?}"
    );
    assert!(prompt.get("roll").is_none(), "no Injury roll: {prompt}");
}
