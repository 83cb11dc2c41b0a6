//! Special balls (a league's `special-balls` option, 004:L2061-L2306) played as a match
//! script through `nuffle match run --json` (docs/match-script.md "Special balls").

use crate::common;

use common::{run_json, said};

const RULES: &str = "[ruleset]\nspecial-balls = \"on\"\n";

/// Three Human linemen against four Orc linemen, the Orcs kicking: the Orcs set up three on the
/// line of scrimmage and away #4 behind it, the Humans three on theirs.
fn set_up() -> String {
    set_up_against("orc", "Lineman")
}

/// [`set_up`] with four `position`s of `roster` kicking.
fn set_up_against(roster: &str, position: &str) -> String {
    let players = |n: u8, position: &str| {
        (1..=n)
            .map(|i| format!(r#"{{"number":{i},"position":"{position}","skills":[]}}"#))
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":[{}]}}}},"away":{{"roster":{{"name":"Away","roster":"{roster}","rerolls":2,"fan_factor":2,"players":[{}]}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}}}}}}
{{"decide":{{"place":{{"player":"away#1","square":[13,5]}}}}}}
{{"decide":{{"place":{{"player":"away#2","square":[13,6]}}}}}}
{{"decide":{{"place":{{"player":"away#3","square":[13,7]}}}}}}
{{"decide":{{"place":{{"player":"away#4","square":[16,7]}}}}}}
{{"decide":"end_setup"}}
{{"decide":{{"place":{{"player":"home#1","square":[12,5]}}}}}}
{{"decide":{{"place":{{"player":"home#2","square":[12,6]}}}}}}
{{"decide":{{"place":{{"player":"home#3","square":[12,7]}}}}}}
{{"decide":"end_setup"}}
"#,
        players(3, "Lineman"),
        players(4, position)
    )
}

/// The Orcs declare the Extra Spiky Ball kicked by away #4; the Kick-off table's 3 + 3 is a
/// double: away #4 is sent off before Cheering Fans is rolled (004:L2153-L2158).
#[test]
fn a_special_ball_s_kicker_is_sent_off_on_a_double_through_the_command_line_004_l2153() {
    let mut script = set_up();
    script.push_str(
        r#"{"decide":{"special_ball":{"ball":"extra-spiky-ball","kicker":"away#4"}}}
{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":3},{"d6":3}]}}
"#,
    );
    let (events, prompt) = run_json(&script, Some(RULES));
    assert!(
        said(&events, "declares the Extra Spiky Ball"),
        "{events:#?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["sent_off"]["player"] == "away#4"),
        "{events:#?}"
    );
    assert!(
        prompt.to_string().contains("Cheering Fans"),
        "the result after the call: {prompt}"
    );
}

/// Once both teams are set up the kicking coach is asked for a special ball with the option
/// on, and aims the kick at once without it.
#[test]
fn the_declaration_is_asked_only_with_the_option_on_004_l2142() {
    let (_events, asked) = run_json(&set_up(), Some(RULES));
    assert_eq!(asked["decision"]["kind"], "special_ball", "{asked}");
    let (_events, aimed) = run_json(&set_up(), None);
    assert_eq!(aimed["decision"]["kind"], "kick_off", "{aimed}");
}

/// The Goblins kick the Explodin' Ball, its fuse marker on 1; it comes down on (3,3), empty
/// (High Kick, nobody moves; D8 7 bounces it from (3,2)); Home's turn ends, the fuse's D6 is
/// 3 and it blows on the empty square: a normal ball scatters three times from it
/// (004:L2191-L2223).
#[test]
fn the_explodin_ball_s_fuse_is_lit_and_blows_through_the_command_line_004_l2191() {
    let mut script = set_up_against("goblin", "Goblin");
    script.push_str(
        r#"{"decide":{"special_ball":{"ball":"explodin-ball","kicker":"away#4"}}}
{"decide":{"fuse":{"space":1}}}
{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":2},{"d6":3}]}}
{"decide":"done"}
{"dice":{"dice":[{"d8":7}]}}
{"decide":"end_turn"}
{"dice":{"dice":[{"d6":3}]}}
"#,
    );
    let (events, prompt) = run_json(&script, Some(RULES));
    assert!(said(&events, "puts the fuse marker on 1"), "{events:#?}");
    assert!(said(&events, "blows up on (3, 3)"), "{events:#?}");
    assert!(
        prompt.to_string().contains("Replacement ball scatter"),
        "{prompt}"
    );
}

/// The Goblins kick the Snotling Ball-Suit; it comes to rest on (3,3); Home ends its turn and
/// in the Goblins' turn their coach moves it: a D3 of 1 (a 1), the template faced towards the
/// away End Zone, a 3 straight on to (4,3) (004:L2278-L2295).
#[test]
fn the_snotling_ball_suit_moves_through_the_command_line_004_l2278() {
    let mut script = set_up_against("goblin", "Goblin");
    script.push_str(
        r#"{"decide":{"special_ball":{"ball":"snotling-ball-suit","kicker":"away#4"}}}
{"decide":{"kick_to":{"square":[3,3]}}}
{"dice":{"dice":[{"d8":2},{"d6":1}]}}
{"dice":{"dice":[{"d6":2},{"d6":3}]}}
{"decide":"done"}
{"dice":{"dice":[{"d8":7}]}}
{"decide":"end_turn"}
{"decide":"move_ball_suit"}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"ball_suit":{"facing":"away_end_zone"}}}
{"dice":{"dice":[{"d6":3}]}}
"#,
    );
    let (events, prompt) = run_json(&script, Some(RULES));
    assert!(said(&events, "from (3, 3) to (4, 3)"), "{events:#?}");
    assert!(prompt.to_string().contains("end_turn"), "{prompt}");
}
