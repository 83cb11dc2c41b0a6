//! The moving, dodging, passing and catching skills in whole random matches: the box teams
//! are given them (each player a different two thirds of them, so skilled and unskilled meet),
//! the invariants are checked after every input, and every decision and roll the skills bring
//! is met at least once. The shipped rosters of the quick-start teams carry none of them.

use std::collections::{BTreeSet, HashSet};

use rules::{DecisionKind, Match, MatchSetup, Prompt};
use sim::{Policy, SimConfig};

const SKILLS: [&str; 20] = [
    "two-heads",
    "titchy",
    "prehensile-tail",
    "break-tackle",
    "big-hand",
    "extra-arms",
    "disturbing-presence",
    "very-long-legs",
    "diving-catch",
    "sure-feet",
    "pro",
    "leader",
    "side-step",
    "leap",
    "diving-tackle",
    "shadowing",
    "safe-throw",
    "hail-mary-pass",
    "dump-off",
    "kick-off-return",
];

fn skilled(config: &SimConfig, book: &tables::Rulebook) -> MatchSetup {
    let mut setup = config.setup_spec().build(book).expect("box teams");
    for p in setup
        .home
        .players
        .iter_mut()
        .chain(setup.away.players.iter_mut())
    {
        for (i, skill) in SKILLS.iter().enumerate() {
            if (i + usize::from(p.number)) % 3 != 0 {
                p.skills.push((*skill).into());
            }
        }
    }
    setup
}

#[test]
fn matches_with_the_movement_and_passing_skills_keep_every_invariant() {
    let book = tables::builtin().expect("built-in tables");
    for policy in [Policy::Uniform, Policy::Forward] {
        let config = SimConfig {
            policy,
            ..SimConfig::default()
        };
        for game in 0..150u64 {
            let mut m = Match::new(skilled(&config, book), book).expect("match");
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
fn the_skills_decisions_and_rolls_all_come_up() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig::default();
    let (mut kinds, mut rolls) = (HashSet::new(), BTreeSet::new());
    for game in 0..60u64 {
        let mut m = Match::new(skilled(&config, book), book).expect("match");
        m.set_worded(false);
        let mut rng = <rand::rngs::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(game);
        while let Some(next) = Policy::Uniform.next_input(&m, &mut rng) {
            match m.prompt() {
                Prompt::Decision(d) => {
                    kinds.insert(d.kind);
                }
                Prompt::Roll(r) => {
                    rolls.insert(r.roll.to_string());
                }
                _ => {}
            }
            m.apply(next).expect("the coach's input fits");
        }
    }
    for kind in [
        DecisionKind::DivingTackle,
        DecisionKind::Shadowing,
        DecisionKind::KickOffReturn,
    ] {
        assert!(kinds.contains(&kind), "{kind:?} never came up");
    }
    for roll in ["Leap", "Pro", "Shadowing", "Hail Mary Pass"] {
        assert!(rolls.contains(roll), "{roll} never came up: {rolls:?}");
    }
}
