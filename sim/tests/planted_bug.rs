//! The simulator must catch a broken engine, not just pass a sound one: a planted bug that
//! lets a player take a second Action in one turn (000:L409, L417) is found within 1,000
//! matches, and its failing script is the shortest prefix that shows it.

use rules::{Input, Match, PlantedBug};
use sim::{SimConfig, play_game};

#[test]
fn a_player_acting_twice_is_caught_within_1000_matches_000_l409() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig {
        games: 1000,
        undo_rate: 0.0,
        ..SimConfig::default()
    };
    let plant = |m: &mut Match| m.plant(PlantedBug::ActTwice);
    let caught = (0..config.games)
        .map(|game| play_game(&config, book, game, &plant).expect("the teams build"))
        .find(|report| report.violation.is_some())
        .expect("the planted bug is caught within 1,000 matches");
    let violation = caught.violation.clone().expect("a violation");
    assert!(
        violation.what.contains("second Action"),
        "{}",
        violation.what
    );
    // The script is the prefix up to the failing input: replayed on a sound engine, its last
    // input is refused, because the player has already acted.
    assert_eq!(caught.failing_inputs.len(), violation.input + 1);
    let setup = config.setup_spec().build(book).expect("builds");
    let mut sound = Match::new(setup, book).expect("match");
    let (last, before) = caught.failing_inputs.split_last().expect("inputs");
    for input in before {
        sound.apply(input.clone()).expect("the prefix replays");
    }
    let refused = sound
        .apply(last.clone())
        .expect_err("a sound engine refuses the second Action");
    assert!(refused.to_string().contains("000:L417"), "{refused}");
    assert!(matches!(
        last,
        Input::Decide(rules::Decision::Declare { .. })
    ));
}

#[test]
fn a_sound_engine_plays_whole_matches_without_a_violation() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig {
        games: 40,
        seed: 7,
        undo_rate: 0.02,
        ..SimConfig::default()
    };
    let summary = sim::simulate(&config, book, &|_| {}, |_| None).expect("runs");
    assert_eq!(summary.violations, 0, "{:?}", summary.failures);
    assert_eq!(summary.games, 40);
    assert!(summary.turnovers_per_game > 0.0);
    assert!(summary.dice_rolled > 0);
}

#[test]
fn blitzmania_kick_offs_keep_every_invariant_004_l1295_l1422() {
    // Two balls (Rogue Ball), bonus turns for either team, players set up mid-kick-off: the
    // same checks hold after every input, undo included.
    let book = tables::builtin()
        .expect("built-in tables")
        .with_file("league.toml", "[ruleset]\nkickoff-table = \"blitzmania\"\n")
        .expect("blitzmania ruleset");
    let config = SimConfig {
        games: 300,
        seed: 11,
        undo_rate: 0.02,
        ..SimConfig::default()
    };
    let summary = sim::simulate(&config, &book, &|_| {}, |_| None).expect("runs");
    assert_eq!(summary.violations, 0, "{:?}", summary.failures);
    assert_eq!(summary.games, 300);
}

/// An offered input the engine refuses fails the game, and the script ends with that input:
/// the coach's choice, legal on a sound engine.
#[test]
fn a_refused_offered_input_ends_the_failing_script() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig {
        undo_rate: 0.0,
        ..SimConfig::default()
    };
    let plant = |m: &mut Match| m.plant(PlantedBug::RefuseMoves);
    let report = play_game(&config, book, 3, &plant).expect("the teams build");
    let violation = report
        .violation
        .clone()
        .expect("the refusal fails the game");
    assert!(violation.what.contains("refused"), "{}", violation.what);
    assert_eq!(report.failing_inputs.len(), violation.input + 1);
    let (last, before) = report.failing_inputs.split_last().expect("inputs");
    assert!(
        matches!(last, Input::Decide(rules::Decision::Move { .. })),
        "{last:?}"
    );
    let setup = config.setup_spec().build(book).expect("builds");
    let mut sound = Match::new(setup, book).expect("match");
    for input in before {
        sound.apply(input.clone()).expect("the prefix replays");
    }
    sound
        .apply(last.clone())
        .expect("a sound engine takes the step");
}
