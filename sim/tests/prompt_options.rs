//! The prompt lists exactly the decisions the match accepts. The prompt's option lists take
//! short cuts for speed (the turn's Action rules asked once, the squares next to a standing
//! opponent found once, a mover's payment asked once); the match's input checks take none.
//! Here both are asked, candidate by candidate, at every turn and Action prompt of whole
//! simulated matches: each Action for every player (000:L415-L437), and each step, Block,
//! Hand-off and Foul the acting player could try (000:L455, L533, L1061, L1176); and at every
//! kick-off, the kick aimed at each square of the pitch (000:L383).

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{ActionKind, Decision, DecisionKind, Input, Match, Prompt};
use sim::{Policy, SimConfig};

/// Every decision of the kinds a kick-off, turn or Action prompt offers that could fit now.
fn candidates(m: &Match, kick_off: bool) -> Vec<Decision> {
    let state = m.state();
    let mut out = Vec::new();
    if kick_off {
        out.extend(
            rules::Pitch::BB2016
                .all()
                .map(|square| Decision::KickTo { square }),
        );
    } else if let Some(action) = state.action() {
        let from = state.player(action.player).and_then(|p| p.square());
        for to in rules::Pitch::BB2016.all() {
            if from.is_some_and(|f| f.distance(to) <= 2) {
                out.push(Decision::Move { to });
                out.push(Decision::Leap { to });
                out.push(Decision::HailMary { target: to });
            }
        }
        for p in &state.players {
            out.push(Decision::Block { target: p.id });
            out.push(Decision::HandOff { target: p.id });
            out.push(Decision::Foul { target: p.id });
        }
    } else {
        for p in &state.players {
            for action in ActionKind::ALL {
                out.push(Decision::Declare {
                    player: p.id,
                    action,
                });
            }
        }
    }
    out
}

#[test]
fn kick_turn_and_action_prompts_offer_what_the_match_accepts_and_nothing_else_000_l415() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig::default();
    let (mut offered, mut refused, mut kicks) = (0usize, 0usize, 0usize);
    for game in 0..3u64 {
        let setup = config.setup_spec().build(book).expect("box teams");
        let mut m = Match::new(setup, book).expect("match");
        m.set_worded(false);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(300 + game);
        while let Some(next) = Policy::Uniform.next_input(&m, &mut rng) {
            if let Prompt::Decision(d) = m.prompt()
                && d.options.iter().any(|o| {
                    matches!(
                        o,
                        Decision::Declare { .. } | Decision::EndAction | Decision::KickTo { .. }
                    )
                })
            {
                let kick_off = matches!(d.options.first(), Some(Decision::KickTo { .. }));
                // The prompt says which procedure it is, as data.
                let expected = if kick_off {
                    DecisionKind::KickOff
                } else if m.state().action().is_some() {
                    DecisionKind::Action
                } else {
                    DecisionKind::Turn
                };
                assert_eq!(d.kind, expected, "input {}", m.inputs().len());
                kicks += usize::from(kick_off);
                for decision in candidates(&m, kick_off) {
                    let accepted = m.clone().apply(Input::Decide(decision)).is_ok();
                    assert_eq!(
                        d.offers(&decision),
                        accepted,
                        "game {game}, input {}: {decision:?} offered {} but accepted {accepted}",
                        m.inputs().len(),
                        d.offers(&decision)
                    );
                    if accepted {
                        offered += 1;
                    } else {
                        refused += 1;
                    }
                }
            }
            m.apply(next).expect("the coach's input fits");
        }
    }
    // Enough of both to mean something: every kind of Action, blocks, kicks and refusals.
    assert!(
        offered > 2_000 && refused > 20_000,
        "{offered} offered, {refused} refused"
    );
    assert!(kicks >= 6, "{kicks} kick-offs");
}
