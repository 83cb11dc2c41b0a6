//! The Unusual Playing Surface played as match scripts through `nuffle match run --json`
//! (docs/match-script.md, "The Unusual Playing Surface"): the stadium named by the setup
//! line's `league` (004:L3585-L3629).

use crate::common;

use common::{QUIET_KICK_OFF, run_json, said};

/// The league setup line of `common::three_linemen_league` with `attribute` as the stadium.
fn setup_line(attribute: &str) -> String {
    common::three_linemen_league(&format!(r#"{{"stadium":"{attribute}"}}"#))
}

/// On Astrogranite home #1 runs his six squares from (2,7) to (8,7), fails the Go For It into
/// (9,7) with a 1 kept, and rolls 4 on the Astrogranite D6: he stays standing, no turnover,
/// and his Action waits for its next decision (004:L3625-L3629).
#[test]
fn astrogranite_keeps_a_failed_go_for_it_standing_on_4_004_l3625() {
    let mut script = setup_line("Astrogranite");
    script.push_str(QUIET_KICK_OFF);
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[2,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":{"move":{"to":[3,7]}}}
{"decide":{"move":{"to":[4,7]}}}
{"decide":{"move":{"to":[5,7]}}}
{"decide":{"move":{"to":[6,7]}}}
{"decide":{"move":{"to":[7,7]}}}
{"decide":{"move":{"to":[8,7]}}}
{"decide":{"move":{"to":[9,7]}}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"reroll":"keep"}}
"#,
    );
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Astrogranite", "{prompt}");
    script.push_str(
        r#"{"dice":{"dice":[{"d6":4}]}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    assert!(said(&events, "Astrogranite: 4"), "{events:#?}");
    assert!(!events.iter().any(|e| e["kind"].get("turnover").is_some()));
    assert!(prompt.get("decision").is_some(), "{prompt}");
}

/// On a Sloping Pitch the kicking coach's D6 for the slope comes before the first set-up; a 2
/// slopes it to the home End Zone, and the kick's bounce from (3,2) is a D6 on the Throw-in
/// template: a 3, straight down the slope, to (2,2) (004:L3608-L3614).
#[test]
fn a_sloping_pitch_rolls_its_slope_and_bounces_the_kick_down_it_004_l3608() {
    let script = setup_line("Sloping Pitch");
    let (_, prompt) = run_json(&script, None);
    assert_eq!(prompt["roll"]["roll"], "Sloping Pitch", "{prompt}");
    let mut script = script;
    script.push_str(
        r#"{"dice":{"dice":[{"d6":2}]}}
"#,
    );
    // The quiet kick-off up to its bounce, which here is a D6.
    let kick: Vec<&str> = QUIET_KICK_OFF.lines().take(12).collect();
    script.push_str(&kick.join("\n"));
    script.push('\n');
    let (events, prompt) = run_json(&script, None);
    assert!(
        said(&events, "slopes down towards the Home End Zone"),
        "{events:#?}"
    );
    assert_eq!(prompt["roll"]["roll"], "Bounce", "{prompt}");
    script.push_str(
        r#"{"dice":{"dice":[{"d6":3}]}}
"#,
    );
    let (events, _) = run_json(&script, None);
    assert!(
        said(&events, "bounces from (3, 2) to (2, 2)"),
        "{events:#?}"
    );
}
