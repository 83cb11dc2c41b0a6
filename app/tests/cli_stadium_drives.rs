//! Stadium attributes the engine rules at a drive's start and at the kick-off, played as
//! match scripts through `nuffle match run --json` (docs/match-script.md, "The stadium"):
//! Unclear Markings' moved line of scrimmage and Ale-fuelled Maniacs' own table
//! (004:L3669-L3675, L3762-L3767).

use crate::common;

use common::{run_json, said};

const LEAGUE: &str = "[ruleset]\nleague = \"on\"\n";

/// Three Humans (home) and three Orcs (away), the Orcs kicking, at `stadium`.
fn setup_line(stadium: &str) -> String {
    let players = r#"[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]"#;
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,"players":{players}}}}},"away":{{"roster":{{"name":"Away","roster":"orc","rerolls":2,"players":{players}}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}},"league":{{"stadium":"{stadium}"}}}}}}
"#
    )
}

/// The Orcs move the line one square forward: they set up on x 12, the Humans on x 11, and
/// the kick is asked next.
#[test]
fn unclear_markings_move_the_line_of_scrimmage_through_the_binary_004_l3669() {
    let mut script = setup_line("Unclear Markings");
    script.push_str(
        r#"{"decide":{"move_line_of_scrimmage":{"forward":1}}}
{"decide":{"place":{"player":"away#1","square":[12,5]}}}
{"decide":{"place":{"player":"away#2","square":[12,6]}}}
{"decide":{"place":{"player":"away#3","square":[12,7]}}}
{"decide":"end_setup"}
{"decide":{"place":{"player":"home#1","square":[11,5]}}}
{"decide":{"place":{"player":"home#2","square":[11,6]}}}
{"decide":{"place":{"player":"home#3","square":[11,7]}}}
{"decide":"end_setup"}
"#,
    );
    let (events, prompt) = run_json(&script, Some(LEAGUE));
    assert!(
        said(&events, "moves the line of scrimmage one square forward"),
        "{events:#?}"
    );
    assert_eq!(prompt["decision"]["kind"], "kick_off", "{prompt}");
}

/// A 1 before the first half's Kick-off table: the maniacs' D6 instead, and its 1 is Get the
/// Ref, a Bribe for each team.
#[test]
fn ale_fuelled_maniacs_roll_their_own_table_through_the_binary_004_l3762() {
    let mut script = setup_line("Ale-fuelled Maniacs");
    script.push_str(
        r#"{"decide":{"place":{"player":"away#1","square":[13,5]}}}
{"decide":{"place":{"player":"away#2","square":[13,6]}}}
{"decide":{"place":{"player":"away#3","square":[13,7]}}}
{"decide":"end_setup"}
{"decide":{"place":{"player":"home#1","square":[12,5]}}}
{"decide":{"place":{"player":"home#2","square":[12,6]}}}
{"decide":{"place":{"player":"home#3","square":[12,7]}}}
{"decide":"end_setup"}
{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
"#,
    );
    let (_, prompt) = run_json(&script, Some(LEAGUE));
    assert_eq!(prompt["roll"]["roll"], "Ale-fuelled Maniacs", "{prompt}");
    script.push_str(
        r#"{"dice":{"dice":[{"d6":1}]}}
{"dice":{"dice":[{"d6":1}]}}
"#,
    );
    let (events, _) = run_json(&script, Some(LEAGUE));
    assert!(
        said(&events, "Get the Ref: each team gains a Bribe"),
        "{events:#?}"
    );
}
