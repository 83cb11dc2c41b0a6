//! League matches with Special Play cards (ruleset option `special-play-cards`): drawn teams of
//! any roster buy Special Plays, keep their cards and play them when the match offers them,
//! and keep every invariant.

use rules::{Decision, Input, Match};
use sim::{SimConfig, play_on};

#[test]
fn league_matches_with_special_play_cards_keep_every_invariant() {
    let book = tables::builtin()
        .expect("built-in tables")
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n",
        )
        .expect("league ruleset");
    let config = SimConfig {
        games: 60,
        seed: 4783,
        home: sim::teams::ANY.into(),
        away: sim::teams::ANY.into(),
        undo_rate: 0.01,
        ..SimConfig::default()
    };
    let (mut bought, mut kept, mut played) = (0, 0, 0);
    for game in 0..config.games {
        let spec = config.setup_for(&book, game).expect("drawn teams");
        for team in [&spec.home, &spec.away] {
            if let rules::TeamSpec::Roster { inducements, .. } = team {
                bought += inducements.special_plays.len();
            }
        }
        let setup = spec.build(&book).expect("the drawn teams build");
        let mut m = Match::new(setup, &book).expect("match");
        let report = play_on(&config, &mut m, game).expect("plays");
        assert!(
            report.violation.is_none(),
            "game {game}: {:?}\n{}",
            report.violation,
            report.script(&spec)
        );
        for input in m.inputs() {
            match input {
                Input::Decide(Decision::KeepCard { .. }) => kept += 1,
                Input::Decide(Decision::PlayCard { .. }) => played += 1,
                _ => {}
            }
        }
    }
    assert!(bought > 20, "{bought} Special Plays bought");
    assert!(kept > 120, "{kept} cards kept");
    assert!(played > 30, "{played} cards played");
}
