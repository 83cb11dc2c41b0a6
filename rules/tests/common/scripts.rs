//! Match scripts kept as test data (a simulator's failing seed, a docs example): read under the
//! house rules they were played with, then played input by input.

use rules::{Event, Input, Match};

#[derive(serde::Deserialize)]
struct SetupLine {
    setup: rules::SetupSpec,
}

/// The built-in rulebook with these house rules (a `[ruleset]` table) laid over it.
pub fn house_book(rules: &str) -> tables::Rulebook {
    tables::builtin()
        .expect("built-in tables")
        .with_file("house-rules.toml", rules)
        .expect("house rules")
}

/// A script's match, set up from its first line, and its inputs (comment and blank lines
/// skipped).
pub fn read_script(book: &tables::Rulebook, script: &str) -> (Match, Vec<Input>) {
    let mut lines = script
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let first: SetupLine = serde_json::from_str(lines.next().expect("setup")).expect("setup");
    let m = Match::new(first.setup.build(book).expect("builds"), book).expect("match");
    let inputs = lines.map(|l| serde_json::from_str(l).expect(l)).collect();
    (m, inputs)
}

/// Plays `inputs`, each of which must be accepted, handing each one's rulings to `each`.
pub fn play_all(m: &mut Match, inputs: &[Input], mut each: impl FnMut(&[Event])) {
    for input in inputs {
        let events = m
            .apply(input.clone())
            .unwrap_or_else(|r| panic!("{input:?}: {r}"));
        each(&events);
    }
}

/// The script's match played to its last input.
pub fn replay(rules: &str, script: &str) -> Match {
    let book = house_book(rules);
    let (mut m, inputs) = read_script(&book, script);
    play_all(&mut m, &inputs, |_| {});
    m
}

/// The script's match played to its last input, and every ruling's words on the way.
pub fn replay_words(rules: &str, script: &str) -> (Match, Vec<String>) {
    let book = house_book(rules);
    let (mut m, inputs) = read_script(&book, script);
    let mut words = Vec::new();
    play_all(&mut m, &inputs, |events| {
        words.extend(events.iter().map(|e| e.text.clone()))
    });
    (m, words)
}

/// The script played to its next-to-last input, and the refusal of its last one, which the
/// match must refuse.
pub fn last_refused(rules: &str, script: &str) -> String {
    let book = house_book(rules);
    let (mut m, inputs) = read_script(&book, script);
    let (last, before) = inputs.split_last().expect("the script has inputs");
    play_all(&mut m, before, |_| {});
    m.apply(last.clone())
        .expect_err("the last input is refused")
        .to_string()
}
