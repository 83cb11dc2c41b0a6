//! Ball & Chain in whole random matches: a third of the box teams' players are given it (with
//! Grab, Frenzy, Diving Tackle, Shadowing and Leap, which he must never use), the invariants
//! are checked after every input, every Action ends, and his facings and rolls come up.

use std::collections::BTreeSet;

use rules::{Decision, Match, MatchSetup, Prompt};
use sim::{Policy, SimConfig};

fn chained(config: &SimConfig, book: &tables::Rulebook) -> MatchSetup {
    let mut setup = config.setup_spec().build(book).expect("box teams");
    for p in setup
        .home
        .players
        .iter_mut()
        .chain(setup.away.players.iter_mut())
    {
        if p.number % 3 == 1 {
            for skill in [
                "ball-and-chain",
                "grab",
                "frenzy",
                "diving-tackle",
                "shadowing",
                "leap",
            ] {
                p.skills.push(skill.into());
            }
        }
    }
    setup
}

#[test]
fn matches_with_ball_and_chain_players_keep_every_invariant() {
    let book = tables::builtin().expect("built-in tables");
    for policy in [Policy::Uniform, Policy::Forward] {
        let config = SimConfig {
            policy,
            ..SimConfig::default()
        };
        for game in 0..60u64 {
            let mut m = Match::new(chained(&config, book), book).expect("match");
            let report = sim::play_on(&config, &mut m, game).expect("plays");
            assert!(
                report.violation.is_none(),
                "{policy:?} game {game}: {:?}",
                report.violation
            );
        }
    }
}

#[test]
fn ball_and_chain_facings_blocks_and_the_crowd_come_up() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig::default();
    let (mut facings, mut rolls) = (0usize, BTreeSet::new());
    // After his D6: a Go For It, a block, a push's Armour or the crowd's Injury roll. Random
    // matches, until each has come up (the crowd's within a few dozen).
    let wanted = ["Go For It", "Block", "Injury"];
    for game in 0..100u64 {
        if facings > 100 && wanted.iter().all(|w| rolls.contains(*w)) {
            break;
        }
        let mut m = Match::new(chained(&config, book), book).expect("match");
        m.set_worded(false);
        let mut rng = <rand::rngs::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(game);
        let mut after_facing = false;
        while let Some(next) = Policy::Uniform.next_input(&m, &mut rng) {
            if let Prompt::Roll(r) = m.prompt() {
                if after_facing {
                    rolls.insert(r.roll.to_string());
                }
                after_facing = r.roll == "Ball & Chain";
            }
            if matches!(next, rules::Input::Decide(Decision::BallAndChain { .. })) {
                facings += 1;
            }
            m.apply(next).expect("the coach's input fits");
        }
    }
    assert!(facings > 100, "{facings} facings");
    for roll in wanted {
        assert!(rolls.contains(roll), "{roll} never followed: {rolls:?}");
    }
}
