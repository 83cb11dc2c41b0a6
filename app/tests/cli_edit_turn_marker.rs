//! The referee's Turn marker correction (`{"edit":{"set_turn":…}}`, docs/match-script.md)
//! through `nuffle match run`: the half ends when both markers show 8 (000:L798), and a
//! marker off the track is refused with what to write instead.

use crate::common;

use common::{nuffle, run_json, text};

/// Three Human Linemen against three Orc Linemen, the Orcs kicking in Nice weather.
const SETUP: &str = r#"{"setup":{"home":{"roster":{"name":"Reavers","roster":"human","rerolls":2,"players":[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]}},"away":{"roster":{"name":"Raiders","roster":"orc","rerolls":2,"players":[{"number":1,"position":"Lineman"},{"number":2,"position":"Lineman"},{"number":3,"position":"Lineman"}]}},"kicking":"away","weather":"nice","fame":{"home":0,"away":0}}}
"#;

fn texts(events: &[serde_json::Value]) -> String {
    events
        .iter()
        .filter_map(|e| e["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// In home's first turn the referee puts both markers on 8 (the coaches had not moved them):
/// ending home's turn ends the half, and the team that received first (home) sets up to kick
/// the second half (000:L798, L389). Read without the correction, away would play its turn 1.
#[test]
fn both_markers_set_to_8_end_the_half_with_this_turn_000_l798() {
    let mut script = SETUP.to_string();
    script.push_str(common::QUIET_KICK_OFF);
    script.push_str(
        r#"{"edit":{"set_turn":{"side":"home","turn":8}}}
{"edit":{"set_turn":{"side":"away","turn":8}}}
{"decide":"end_turn"}
"#,
    );
    let (events, prompt) = run_json(&script, None);
    let said = texts(&events);
    assert!(said.contains("Reavers's Turn marker set to 8"), "{said}");
    assert!(said.contains("Half time"), "{said}");
    assert_eq!(prompt["decision"]["side"], "home", "{prompt}");
}

/// A ninth space is refused with the track's spaces named, and the run stops with status 1.
#[test]
fn a_marker_on_9_is_refused_000_l798() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scenario.jsonl");
    let mut script = SETUP.to_string();
    script.push_str(common::QUIET_KICK_OFF);
    script.push_str("{\"edit\":{\"set_turn\":{\"side\":\"away\",\"turn\":9}}}\n");
    std::fs::write(&path, script).expect("script written");
    let out = nuffle(&["match", "run", path.to_str().expect("utf-8 path")]).expect("nuffle runs");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("8 spaces a half"), "{err}");
}
