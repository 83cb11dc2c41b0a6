//! The referees of the Referee table played as match scripts through `nuffle match run
//! --json` (docs/match-script.md "The referee"): the referee named by the setup's `league`
//! key (004:L1857-L2037).

use crate::common;

use common::{QUIET_KICK_OFF, run_json, said};

/// The league setup line of `common::three_linemen_league` with `referee` as the referee.
fn setup_line(referee: &str) -> String {
    common::three_linemen_league(&format!(r#"{{"referee":"{referee}"}}"#))
}

/// Home #1 fouls the prone away #1 with 2 + 3 (no double, AV 9 holds); Red rolls 1 and the
/// home coach takes Red's axe: 4 + 3 + 2 = 9 is KO'd (7, Stunned, without the +2), and a
/// turnover (004:L2021-L2031).
#[test]
fn reds_axe_through_the_command_line_004_l2029() {
    let mut script = setup_line("Ranulf 'Red' Hokuli");
    script.push_str(QUIET_KICK_OFF);
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7],"stance":"prone"}}}
{"decide":{"declare":{"player":"home#1","action":"foul"}}}
{"decide":{"foul":{"target":"away#1"}}}
{"dice":{"dice":[{"d6":2},{"d6":3}]}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":"reds_axe"}
{"dice":{"dice":[{"d6":4},{"d6":3}]}}
"#,
    );
    let (events, _prompt) = run_json(&script, None);
    assert!(said(&events, "Red Hokuli saw the foul"), "{events:#?}");
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["injured"]["player"] == "home#1"
                && e["kind"]["injured"]["result"] == "knocked_out"),
        "{events:#?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["turnover"]["side"] == "home"),
        "{events:#?}"
    );
}

/// The Trundlefoot Triplets' kit check before each team's first set-up: the kicking away
/// team rolls 4 and sets up; then home rolls 1 and the D16 2 keeps home #2 out. The home team
/// sets up its two others and the set-up is complete: with #2 available it would have to field
/// all three (004:L2008-L2012).
#[test]
fn the_kit_check_through_the_command_line_004_l2010() {
    let mut script = setup_line("Trundlefoot Triplets");
    script.push_str(
        r#"{"dice":{"dice":[{"d6":4}]}}
{"decide":{"place":{"player":"away#1","square":[13,5]}}}
{"decide":{"place":{"player":"away#2","square":[13,6]}}}
{"decide":{"place":{"player":"away#3","square":[13,7]}}}
{"decide":"end_setup"}
{"dice":{"dice":[{"d6":1}]}}
{"dice":{"dice":[{"d16":2}]}}
{"decide":{"place":{"player":"home#1","square":[12,5]}}}
{"decide":{"place":{"player":"home#3","square":[12,7]}}}
{"decide":"end_setup"}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    assert!(said(&events, "may not be set up this drive"), "{events:#?}");
    assert!(
        prompt.to_string().contains("kick_to"),
        "the kick follows: {prompt}"
    );
}
