//! Words over whole matches, found by playing long scripts between two rosters: the rulings
//! were right, their words misled. Each script in `data/` says on its first line what the
//! rule's text expects.

use crate::common;
use common::scripts::replay_words as played;
use rules::Prompt;

/// A second call after an upheld one is wrong (000:L1037), and its words do not say the coach
/// moved his marker in time: the penalty settled it.
#[test]
fn a_second_illegal_procedure_call_says_why_it_is_wrong_000_l1037() {
    let (_, words) = played(
        "[ruleset]\nillegal-procedure = \"on\"\n",
        include_str!("data/illegal-procedure-second-call.jsonl"),
    );
    let wrong: Vec<&String> = words
        .iter()
        .filter(|w| w.starts_with("Illegal Procedure called by the Lizards coach is wrong"))
        .collect();
    assert_eq!(wrong.len(), 1, "{words:#?}");
    assert!(
        wrong[0].contains("was called on it this turn already"),
        "{}",
        wrong[0]
    );
    assert!(!wrong[0].contains("in time"), "{}", wrong[0]);
}

/// Overtime (000:L800) is overtime in the turn's heading and a team re-roll's count, and the
/// match's end names the shoot-out's winner, not only the 1-1.
#[test]
fn overtime_is_named_and_the_shoot_outs_winner_is_in_the_result_000_l800() {
    let (m, words) = played(
        "[ruleset]\novertime = \"on\"\n",
        include_str!("data/overtime-shoot-out.jsonl"),
    );
    assert!(
        words.iter().any(|w| w.starts_with("Overtime, turn 1 of 8")),
        "{words:#?}"
    );
    assert!(!words.iter().any(|w| w.starts_with("Half 3")));
    assert!(words.iter().any(|w| w.contains("left this overtime")));
    match m.prompt() {
        Prompt::MatchOver { result } => assert_eq!(
            result,
            "Counts 1 - 1 Stouts; Stouts wins the penalty shoot-out"
        ),
        other => panic!("the match is over: {other:#?}"),
    }
}
