//! Undo says what it took back in the referee's words: the first ruling the undone input gave
//! and how many more, never the input's raw JSON; the window strikes that many rulings out.

use crate::common;

use common::*;
use rules::{ActionKind, EventKind, Input};

#[test]
fn undo_names_the_rulings_it_takes_back() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    // The Dodge out of away #7's Tackle Zone fails and is kept: a turnover and the fall.
    g.d6(&[1]);
    let kept = g.decide(rules::Decision::Reroll(rules::Reroll::Keep));
    let undone = g.apply(Input::Undo);
    assert_eq!(undone.len(), 1);
    let EventKind::Undone { rulings } = undone[0].kind else {
        panic!("{:?}", undone[0].kind);
    };
    assert_eq!(usize::from(rulings), kept.len(), "{}", text(&kept));
    let words = &undone[0].text;
    assert!(words.starts_with("Undone: "), "{words}");
    assert!(words.contains(&kept[0].text), "{words}");
    assert!(!words.contains('{'), "no JSON: {words}");
}

#[test]
fn undoing_a_declaration_names_the_declaration() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7))]);
    let declared = g.declare(home(7), ActionKind::Move);
    let undone = g.apply(Input::Undo);
    assert!(
        undone[0].text.contains(&declared[0].text),
        "{} / {}",
        undone[0].text,
        declared[0].text
    );
}

/// Every sentence the engine can say or refuse with reads as one line of words: a string
/// literal broken over two source lines keeps its backslash, so no run of the next line's
/// indentation lands in the middle of a ruling (the referee reads it aloud).
#[test]
fn no_sentence_carries_a_run_of_source_indentation() {
    fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            panic!("cannot read {}", dir.display());
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for (n, line) in text.lines().enumerate() {
                    // Inside a string literal on one line: a word, six or more spaces, a word.
                    let quoted = line.split('"').skip(1).step_by(2);
                    if quoted.into_iter().any(|s| {
                        s.trim().contains("      ") && !s.starts_with(' ') && !s.ends_with(' ')
                    }) {
                        found.push(format!("{}:{}", path.display(), n + 1));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    assert!(
        found.is_empty(),
        "runs of spaces inside sentences: {found:?}"
    );
}
