//! An unworded match (`Match::set_worded(false)`, how the simulator plays) rules exactly as a
//! worded one: the same prompts, options, dice and rulings, only without their sentences; and
//! its refusals are still worded. Checked at every input of whole simulated matches.

use rules::{Decision, Input, Match, Prompt};
use sim::SimConfig;

fn new_match(book: &tables::Rulebook, worded: bool) -> Match {
    let setup = SimConfig::default()
        .setup_spec()
        .build(book)
        .expect("the box teams build");
    let mut m = Match::new(setup, book).expect("match");
    m.set_worded(worded);
    m
}

/// The prompt less its sentences.
fn data(prompt: &Prompt) -> String {
    match prompt {
        Prompt::Decision(d) => format!("{:?} {:?}", d.side, d.options),
        Prompt::Roll(r) => format!(
            "{} {:?} {:?} {:?} {:?} {:?} {:?}",
            r.roll,
            r.side,
            r.player,
            r.dice,
            r.needs,
            r.rerolls,
            r.modifiers.iter().map(|m| m.value).collect::<Vec<_>>()
        ),
        Prompt::MatchOver { .. } => "over".into(),
    }
}

#[test]
fn an_unworded_match_rules_as_a_worded_one_without_the_sentences() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig {
        undo_rate: 0.0,
        ..SimConfig::default()
    };
    for game in 1..=12 {
        let mut played = new_match(book, true);
        sim::play_on(&config, &mut played, game).expect("plays");
        let inputs = played.inputs().to_vec();
        assert!(inputs.len() > 200, "game {game} is a whole match");
        let (mut worded, mut unworded) = (new_match(book, true), new_match(book, false));
        for (n, input) in inputs.into_iter().enumerate() {
            let (a, b) = (worded.prompt(), unworded.prompt());
            assert_eq!(
                data(&a),
                data(&b),
                "game {game} input {n}: the prompts differ"
            );
            if let (Prompt::Decision(a), Prompt::Decision(b)) = (&a, &b) {
                assert!(
                    !a.about.is_empty() && b.about.is_empty(),
                    "game {game} input {n}"
                );
            }
            // A roll's purpose and modifiers: written when worded, the same values either way.
            if let (Prompt::Roll(a), Prompt::Roll(b)) = (&a, &b) {
                assert!(
                    !a.purpose.is_empty() && b.purpose.is_empty(),
                    "game {game} input {n}: {} roll: {:?} / {:?}",
                    a.roll,
                    a.purpose,
                    b.purpose
                );
                assert!(
                    a.modifiers.iter().all(|m| !m.name.is_empty())
                        && b.modifiers.iter().all(|m| m.name.is_empty()),
                    "game {game} input {n}: {:?} / {:?}",
                    a.modifiers,
                    b.modifiers
                );
            }
            let a = worded.apply(input.clone()).expect("worded applies");
            let b = unworded.apply(input).expect("unworded applies");
            let kinds =
                |events: &[rules::Event]| events.iter().map(|e| e.kind.clone()).collect::<Vec<_>>();
            assert_eq!(
                kinds(&a),
                kinds(&b),
                "game {game} input {n}: the rulings differ"
            );
            assert!(
                a.iter().all(|e| !e.text.is_empty()),
                "game {game} input {n}"
            );
            assert!(b.iter().all(|e| e.text.is_empty()), "game {game} input {n}");
            assert_eq!(worded.state().players, unworded.state().players);
            assert_eq!(worded.state().teams, unworded.state().teams);
            assert_eq!(worded.state().ball, unworded.state().ball);
        }
        assert!(worded.state().finished && unworded.state().finished);
    }
}

/// The prompt's checks answer without wording their refusals; an input refused by the same
/// checks is still told why, naming the player, in an unworded match too.
#[test]
fn an_unworded_match_still_words_its_refusals_000_l417() {
    let book = tables::builtin().expect("built-in tables");
    let config = SimConfig {
        undo_rate: 0.0,
        ..SimConfig::default()
    };
    let mut m = new_match(book, false);
    let mut played = new_match(book, true);
    sim::play_on(&config, &mut played, 3).expect("plays");
    // Up to a turn's prompt where a player of that team has acted, then declare for him again.
    for input in played.inputs() {
        m.apply(input.clone()).expect("replays");
        let Prompt::Decision(request) = m.prompt() else {
            continue;
        };
        let turn = request
            .options
            .iter()
            .any(|o| matches!(o, Decision::Declare { .. }));
        let acted = m
            .state()
            .players
            .iter()
            .find(|p| p.id.side == request.side && p.acted && p.square().is_some());
        if let (true, Some(acted)) = (turn, acted) {
            let again = Input::Decide(Decision::Declare {
                player: acted.id,
                action: rules::ActionKind::Move,
            });
            let label = acted.label();
            let refused = m.apply(again).expect_err("a player acts once a turn");
            assert!(
                refused.reason.contains(&label) && refused.reason.contains("already"),
                "{refused}"
            );
            assert_eq!(refused.cite.as_deref(), Some("000:L417"));
            return;
        }
    }
    panic!("no player acted before another's Action within the match");
}
