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

/// With the Random Events advanced rule (a league's 6 cards laid over the data) and the Balls
/// optional rule, the blitz coach answers the new decisions and every invariant holds: each
/// match has its ball chosen (002:L820), Random Event Cards are drawn (002:L712) and a held
/// ball's re-roll is taken (002:L828-L840).
#[test]
fn random_events_and_balls_play_under_every_invariant_002_l712_l820_l840() {
    let book = tables::builtin().expect("built-in tables");
    let league: String = (1..=6)
        .map(|k| {
            format!(
                "[[random_event]]\nid = \"e{k}\"\nname = \"Event {k}\"\npoints = 0\n\
                 timing = \"drawn\"\neffect = \"none\"\nsource = \"test\"\n"
            )
        })
        .collect();
    let data = tables::blitz_bowl()
        .expect("data")
        .with_file("league.toml", &league)
        .expect("six cards");
    let mut config = blitz_config(40, Policy::Blitz);
    config.ruleset.advanced = vec![rules::ruleset::AdvancedRule::RandomEvents];
    config.ruleset.optional = vec![rules::ruleset::OptionalRule::Balls];
    config.ruleset.data = Some(std::sync::Arc::new(data));
    let (mut chosen, mut events, mut ball_rerolls) = (0, 0, 0);
    for game in 0..config.games {
        let setup = config
            .setup_for(book, game)
            .expect("teams")
            .build(book)
            .expect("builds");
        let mut m = config.ruleset.start(setup, book).expect("starts");
        let report = sim::play_on(&config, &mut m, game).expect("plays");
        assert_eq!(report.violation, None, "seed {}", report.seed);
        for input in m.inputs() {
            match input {
                rules::Input::Decide(rules::Decision::ChooseBall { .. }) => chosen += 1,
                rules::Input::Decide(rules::Decision::RandomEvent { .. }) => events += 1,
                rules::Input::Decide(rules::Decision::Reroll(rules::Reroll::Ball(_))) => {
                    ball_rerolls += 1
                }
                _ => {}
            }
        }
    }
    assert!(chosen >= 40, "{chosen} balls chosen");
    assert!(events > 0, "{events} Random Events drawn");
    assert!(ball_rerolls > 0, "{ball_rerolls} ball re-rolls");
}

/// The blitz coach claims cards naming their Bonus Plays, plays them (Raw Talent on its roll,
/// Multi-Ball between Actions) and discards at the hand limit, every invariant holding: no two
/// of one name a turn (002:L680), at most 3 after a team's turn (002:L658).
#[test]
fn bonus_plays_are_claimed_played_and_discarded_under_every_invariant_002_l658_l680() {
    let book = tables::builtin().expect("built-in tables");
    let config = blitz_config(30, Policy::Blitz);
    let (mut claimed, mut played, mut discarded) = (0, 0, 0);
    for game in 0..config.games {
        let report = sim::play_game(&config, book, game, &|_| {}).expect("the teams build");
        assert_eq!(report.violation, None, "seed {}", report.seed);
        claimed += report.bonus_plays_claimed;
        played += report.bonus_plays_played;
        discarded += report.bonus_plays_discarded;
    }
    assert!(claimed > 30, "{claimed} claimed");
    assert!(played > 10, "{played} played");
    assert!(discarded > 0, "{discarded} discarded");
}
