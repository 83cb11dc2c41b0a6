//! Blitz Bowl in the simulator: the `blitz` coach plays whole matches, so Blocks, Throws,
//! Armour Checks and points happen, and every Blitz Bowl invariant holds after every input.

use sim::{Policy, SimConfig};

fn blitz_config(games: u64, policy: Policy) -> SimConfig {
    SimConfig {
        games,
        seed: 1,
        home: "blitz-bowl/dwarf".into(),
        away: "blitz-bowl/orc".into(),
        policy,
        undo_rate: 0.02,
        check: true,
        ruleset: rules::script_ruleset::ScriptRuleset {
            ruleset: Some(rules::script_ruleset::BLITZ_BOWL.into()),
            board: Some("one-trapdoor".into()),
            ..Default::default()
        },
    }
}

#[test]
fn the_blitz_coach_blocks_throws_and_scores_under_every_invariant_002_l458_l550_l618() {
    let book = tables::builtin().expect("built-in tables");
    let config = blitz_config(60, Policy::Blitz);
    let (mut blocks, mut throws, mut armour, mut touchdowns, mut dice) = (0, 0, 0, 0, 0);
    for game in 0..config.games {
        let report = sim::play_game(&config, book, game, &|_| {}).expect("the teams build");
        assert_eq!(report.violation, None, "seed {}", report.seed);
        blocks += report.blocks;
        throws += report.throws;
        armour += report.armour_checks;
        touchdowns += report.touchdowns;
        dice += report.dice;
    }
    // Three Actions a turn spent on Blocks and Throws: dozens of each in 60 matches; a coach
    // that ends its turns early or never meets an opponent rolls none.
    assert!(blocks > 60, "{blocks} blocks");
    assert!(armour > 30, "{armour} Armour Checks");
    assert!(throws > 30, "{throws} throws");
    assert!(touchdowns > 0, "{touchdowns} touchdowns");
    assert!(dice > blocks, "{dice} dice");
}

#[test]
fn blitz_is_a_policy_name() {
    assert_eq!(Policy::from_name("blitz"), Some(Policy::Blitz));
}
