//! A refused input changes nothing: the engine works on the match state itself and rebuilds it
//! from the log when an input is refused, so a refusal that came after a partial change must
//! still leave the state, the log and the prompt exactly as they were. Checked at every input
//! of whole simulated matches against many inputs that do not fit.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{
    ActionKind, BlockFace, Decision, DiceRoll, Die, Edit, Input, Match, PlayerId, Reroll, Side,
    Square, Stance,
};
use sim::{Policy, SimConfig};

/// An input drawn at random: mostly ones the prompt does not allow.
fn stray(rng: &mut Xoshiro256PlusPlus) -> Input {
    let square = Square::new(rng.random_range(-1..27), rng.random_range(-1..16))
        .unwrap_or_else(|| Square::new(0, 0).expect("on the pitch"));
    let side = if rng.random_bool(0.5) {
        Side::Home
    } else {
        Side::Away
    };
    let player = PlayerId::new(side, rng.random_range(1..=14));
    let actions = ActionKind::ALL;
    match rng.random_range(0..14) {
        0 => Input::Decide(Decision::Move { to: square }),
        1 => Input::Decide(Decision::Declare {
            player,
            action: actions[rng.random_range(0..actions.len())],
        }),
        2 => Input::Decide(Decision::Place { player, square }),
        3 => Input::Decide(Decision::Block { target: player }),
        4 => Input::Decide(Decision::Pass {
            target: square,
            range: None,
        }),
        5 => Input::Decide(Decision::KickTo { square }),
        6 => Input::Decide(Decision::EndSetup),
        7 => Input::Decide(Decision::Reroll(Reroll::Team)),
        8 => Input::Decide(Decision::Foul { target: player }),
        9 => Input::Decide(Decision::MovePlayer { player, to: square }),
        10 => Input::Dice(DiceRoll::manual(
            (0..rng.random_range(0..4))
                .map(|_| Die::D6(rng.random_range(1..=6)))
                .collect::<rules::Dice>(),
        )),
        11 => Input::Dice(DiceRoll::manual(vec![Die::Block(BlockFace::Pushed)])),
        12 => Input::Decide(Decision::HandOff { target: player }),
        _ => Input::Edit(Edit::SetStance {
            player: PlayerId::new(side, 99),
            stance: Stance::Prone,
        }),
    }
}

#[test]
fn a_refused_input_leaves_state_log_and_prompt_as_they_were() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig::default();
    let mut refused = 0usize;
    for game in 0..6u64 {
        let setup = config.setup_spec().build(book).expect("box teams");
        let mut m = Match::new(setup, book).expect("match");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(100 + game);
        let mut strays = Xoshiro256PlusPlus::seed_from_u64(200 + game);
        while let Some(next) = Policy::Uniform.next_input(&m, &mut rng) {
            for _ in 0..4 {
                let input = stray(&mut strays);
                let (state, log, prompt) = (m.state().clone(), m.inputs().len(), m.prompt());
                let mut tried = m.clone();
                if tried.apply(input.clone()).is_err() {
                    refused += 1;
                    assert_eq!(
                        tried.state(),
                        &state,
                        "{input:?} was refused but changed the state"
                    );
                    assert_eq!(tried.inputs().len(), log);
                    assert_eq!(tried.prompt(), prompt);
                } else {
                    // It fitted after all: go on from the original.
                }
            }
            m.apply(next).expect("the coach's input fits");
        }
    }
    assert!(refused > 1000, "only {refused} refusals were tried");
}

#[test]
fn a_refusal_after_a_change_is_undone_by_rebuilding_from_the_log() {
    // A planted engine that changes the state and then refuses: the match is rebuilt from its
    // log, so the refusal still changes nothing.
    let book = tables::builtin().expect("built-in tables");
    let setup = SimConfig::default()
        .setup_spec()
        .build(book)
        .expect("box teams");
    let mut m = Match::new(setup, book).expect("match");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    for _ in 0..120 {
        let next = Policy::Uniform
            .next_input(&m, &mut rng)
            .expect("the match goes on");
        m.apply(next).expect("fits");
    }
    m.plant(rules::PlantedBug::DirtyRefusal);
    let (state, log) = (m.state().clone(), m.inputs().to_vec());
    assert!(m.apply(Input::Decide(Decision::Concede)).is_err());
    assert_eq!(m.state(), &state);
    assert_eq!(m.inputs(), &log[..]);
}

/// `apply_into` is `apply` writing into a list the caller keeps: the same rulings input by
/// input (the list emptied first), the same state, and an empty list after a refusal; and
/// `prompt_into`, reusing the last prompt's room, gives the prompt `prompt` gives.
#[test]
fn apply_into_and_prompt_into_give_what_apply_and_prompt_give() {
    let book = tables::builtin().expect("built-in tables");
    let setup = SimConfig::default()
        .setup_spec()
        .build(book)
        .expect("box teams");
    let mut by_apply = Match::new(setup, book).expect("match");
    let mut by_into = by_apply.clone();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    let mut strays = Xoshiro256PlusPlus::seed_from_u64(12);
    let mut events = Vec::new();
    let mut prompt = by_into.prompt();
    let (mut inputs, mut refusals) = (0, 0);
    while let Some(next) = Policy::Uniform.next_input(&by_apply, &mut rng) {
        let stray = stray(&mut strays);
        let stray_result = by_apply.clone().apply(stray.clone());
        if stray_result.is_err() {
            refusals += 1;
            assert_eq!(
                by_into.apply_into(stray, &mut events),
                stray_result.map(|_| ())
            );
            assert!(events.is_empty(), "a refusal leaves no rulings");
        }
        let expected = by_apply
            .apply(next.clone())
            .expect("the coach's input fits");
        by_into.apply_into(next, &mut events).expect("fits too");
        assert_eq!(events, expected, "input {inputs}");
        assert_eq!(by_into.state(), by_apply.state());
        // The prompt written over the last one is the prompt asked afresh.
        by_into.prompt_into(&mut prompt);
        assert_eq!(prompt, by_apply.prompt(), "input {inputs}");
        inputs += 1;
    }
    assert_eq!(by_into.inputs(), by_apply.inputs());
    assert!(
        inputs > 200 && refusals > 100,
        "{inputs} inputs, {refusals} refusals"
    );
    // Undo through `apply_into` says what it undid, like `apply`.
    let undone = by_apply.apply(Input::Undo).expect("undo");
    by_into
        .apply_into(Input::Undo, &mut events)
        .expect("undo too");
    assert_eq!(events, undone);
    assert_eq!(by_into.state(), by_apply.state());
}
