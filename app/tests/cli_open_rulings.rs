//! Rulings earlier audits left open (rules/tests/open_rulings.rs), played as match scripts
//! through `nuffle match run --json` the way a referee writes them: roster teams giving skills
//! by their rulebook names, the referee's edits placing players, then decisions and dice
//! (docs/match-script.md). Home: Human Linemen (MA 6, AG 3); away: Orc Linemen (MA 5).

use crate::common;

use common::run_json;

/// The setup line: a three-Lineman Human roster (home) and Orc roster (away), the first of each
/// with `home_skills` / `away_skills`, Orcs kicking; both set-ups, a kick to (3,3) scattering
/// one square up, a High Kick moving nobody, the ball bouncing onto an empty square, and the
/// referee taking it off: home's first turn waits.
fn prelude(home_skills: &str, away_skills: &str) -> String {
    let players = |skills: &str| {
        format!(
            r#"[{{"number":1,"position":"Lineman","skills":{skills}}},{{"number":2,"position":"Lineman","skills":[]}},{{"number":3,"position":"Lineman","skills":[]}}]"#
        )
    };
    let (home, away) = (players(home_skills), players(away_skills));
    format!(
        r#"{{"setup":{{"home":{{"roster":{{"name":"Home","roster":"human","rerolls":2,"fan_factor":2,"players":{home}}}}},"away":{{"roster":{{"name":"Away","roster":"orc","rerolls":2,"fan_factor":2,"players":{away}}}}},"kicking":"away","weather":"nice","fame":{{"home":0,"away":0}}}}}}
"#
    ) + common::QUIET_KICK_OFF
}

/// The Orc carrier on (1,7), blocked by home #1 from (2,7), is Pushed into the End Zone he
/// scores in: he scores "as soon as" he is pushed in (000:L810; FAQ 001:L1168), so the script
/// has no `follow_up` line: the next prompt is the Orcs' set-up, as the scorers kick (000:L816).
#[test]
fn a_push_touchdown_asks_no_follow_up_000_l810_001_l1168() {
    let mut script = prelude("[]", "[]");
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
    assert!(
        events
            .iter()
            .any(|e| e["kind"]["touchdown"]["player"] == "away#1"),
        "{events:#?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| e["kind"].get("followed_up").is_some()),
        "no follow-up: {events:#?}"
    );
    assert_eq!(prompt["decision"]["kind"], "set_up", "{prompt}");
    assert_eq!(prompt["decision"]["side"], "away", "the scorers kick");
}

/// Home #1 dodges from (10,7) to (9,7) out of the Tackle Zone of away #1 (Shadowing) on
/// (11,7); the Shadowing 2D6 is the mover's roll in his own turn (004:L10544; 000:L758):
/// 3+3 + 6 - 5 = 7 would let the shadower follow, the team re-roll makes it 4+4: 9, and he
/// gets away. The Move Action goes on: home #1 may step on to (8,7).
#[test]
fn a_team_reroll_of_the_shadowing_roll_004_l10544_000_l758() {
    let mut script = prelude("[]", r#"["Shadowing"]"#);
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":{"move":{"to":[9,7]}}}
{"dice":{"dice":[{"d6":6}]}}
{"decide":{"shadow":{"player":"away#1"}}}
{"dice":{"dice":[{"d6":3},{"d6":3}]}}
{"decide":{"reroll":"team"}}
{"dice":{"dice":[{"d6":4},{"d6":4}]}}
{"decide":{"move":{"to":[8,7]}}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    let shadowing = events
        .iter()
        .filter(|e| e["kind"]["roll"]["roll"] == "Shadowing")
        .count();
    assert_eq!(shadowing, 2, "{events:#?}");
    assert!(
        !events
            .iter()
            .any(|e| e["kind"]["moved"]["player"] == "away#1"),
        "the shadower stays: {events:#?}"
    );
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}

/// The Human carrier home #1 fails his dodge from (10,7) to (9,7) and keeps it: a turnover
/// (000:L443). The ball bounces (D8 2, up) to home #2 on (9,6), who drops it with a 1; the
/// turn is not over until the ball comes to rest (000:L451), so the team re-roll not used this
/// turn re-rolls the catch (000:L758): a 6, he holds it, and the Orcs' turn starts.
#[test]
fn a_team_reroll_on_a_catch_after_a_turnover_000_l451_l758() {
    let mut script = prelude("[]", "[]");
    script.push_str(
        r#"{"edit":{"place_player":{"player":"home#1","square":[10,7]}}}
{"edit":{"place_player":{"player":"home#2","square":[9,6]}}}
{"edit":{"place_player":{"player":"away#1","square":[11,7]}}}
{"edit":{"place_ball":{"square":[10,7]}}}
{"decide":{"declare":{"player":"home#1","action":"move"}}}
{"decide":{"move":{"to":[9,7]}}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"reroll":"keep"}}
{"dice":{"dice":[{"d6":1},{"d6":2}]}}
{"dice":{"dice":[{"d8":2}]}}
{"dice":{"dice":[{"d6":1}]}}
{"decide":{"reroll":"team"}}
{"dice":{"dice":[{"d6":6}]}}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    let catches = events
        .iter()
        .filter(|e| e["kind"]["roll"]["roll"] == "Catch" && e["kind"]["roll"]["player"] == "home#2")
        .count();
    assert_eq!(catches, 2, "{events:#?}");
    assert_eq!(prompt["decision"]["side"], "away", "{prompt}");
}
