//! Every roster in the simulator: with `--home any --away any` each match draws two rosters
//! and a legal team of each (level-up skills, 0-2 Star Players), plays to the end with every
//! invariant checked after every input, and the same seed fields the same teams.

use sim::{SimConfig, play_game};

#[test]
fn matches_of_any_two_rosters_keep_every_invariant() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig {
        games: 120,
        seed: 55,
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        undo_rate: 0.01,
        ..SimConfig::default()
    };
    let mut rosters = std::collections::BTreeSet::new();
    let mut stars = 0;
    for game in 0..config.games {
        let report = play_game(&config, book, game, &|_| {}).expect("the drawn teams build");
        assert!(
            report.violation.is_none(),
            "game {game}: {:?}\n{}",
            report.violation,
            report.script(&config.setup_spec())
        );
        let setup = report.setup.expect("the match's setup");
        for team in [&setup.home, &setup.away] {
            if let rules::TeamSpec::Roster {
                roster, stars: s, ..
            } = team
            {
                rosters.insert(roster.clone());
                stars += s.len();
            }
        }
    }
    assert!(rosters.len() >= 25, "{} rosters drawn", rosters.len());
    assert!(stars > 20, "{stars} stars hired");
    // The same seed fields the same teams.
    let again = config.setup_for(book, 3).expect("teams");
    assert_eq!(
        Some(again),
        play_game(&config, book, 3, &|_| {}).expect("plays").setup
    );
}

/// League play (the Casualty table, Apothecaries re-rolling it, Raise the Dead, Nurgle's Rot,
/// Weeping Dagger): drawn teams of any roster, with their staff, keep every invariant.
#[test]
fn league_matches_of_any_two_rosters_keep_every_invariant() {
    let book = tables::builtin()
        .expect("built-in tables")
        .with_file("league.toml", "[ruleset]\nleague = \"on\"\n")
        .expect("league ruleset");
    let config = SimConfig {
        games: 150,
        seed: 54,
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        undo_rate: 0.01,
        ..SimConfig::default()
    };
    let summary = sim::simulate(&config, &book, &|_| {}, |_| None).expect("runs");
    assert_eq!(summary.violations, 0, "{:?}", summary.failures);
    assert_eq!(summary.games, 150);
}
