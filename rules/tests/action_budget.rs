//! The activation switch at Blitz Bowl's value: three Player Actions a turn on any players, and
//! no player makes the same Action twice (002:L458-L462). Played on the 2016 board and Actions,
//! the one switch turned, so each test fails under 2016's "each player acts once".

use crate::common;

use std::sync::Arc;

use common::{Game, book, home, setup};
use rules::ruleset::Activation;
use rules::{ActionKind, Decision, EventKind, Input, Match, Prompt, RulesetParams};

fn budget() -> RulesetParams {
    RulesetParams {
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        ..RulesetParams::BB2016
    }
}

/// Set up and kicked off as [`Game::new`], played by [`budget`]: home to play.
fn game() -> Game {
    let mut game = Game {
        m: Match::with_ruleset(setup(), Arc::new(book().clone()), budget())
            .expect("the activation switch is ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

/// One Move Action of one square, ended.
fn step(game: &mut Game, who: u8, to: (i32, i32)) {
    game.declare(home(who), ActionKind::Move);
    game.move_to(to.0, to.1);
    game.decide(Decision::EndAction);
}

fn declares(game: &Game) -> Vec<(u8, ActionKind)> {
    match game.m.prompt() {
        Prompt::Decision(d) => d
            .options
            .iter()
            .filter_map(|o| match o {
                Decision::Declare { player, action } => Some((player.number, *action)),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A Player may make several Actions a turn, but never the same one twice: after a Move, a
/// second Move is refused and a Blitz is allowed (002:L458-L462; the Orc Blitzer's example).
#[test]
fn a_player_never_makes_the_same_action_twice_002_l458_l462() {
    let mut game = game();
    step(&mut game, 10, (6, 7));
    let again = game.try_apply(Input::Decide(Decision::Declare {
        player: home(10),
        action: ActionKind::Move,
    }));
    let refused = again.err().map(|r| (r.reason, r.cite));
    assert!(
        refused
            .as_ref()
            .is_some_and(|(why, cite)| why.contains("same Action twice")
                && cite.as_deref() == Some("002:L458")),
        "{refused:?}"
    );
    let offered = declares(&game);
    assert!(!offered.contains(&(10, ActionKind::Move)), "{offered:?}");
    assert!(offered.contains(&(10, ActionKind::Blitz)), "{offered:?}");
    game.declare(home(10), ActionKind::Blitz);
    assert_eq!(
        game.m.state().turn.as_ref().map(|t| t.declared.len()),
        Some(2)
    );
}

/// Exactly three Player Actions a turn, spread over the team as the coach likes (002:L458):
/// once the third is over the turn ends, without a fourth or the coach's word.
#[test]
fn a_team_makes_three_actions_a_turn_002_l458() {
    let mut game = game();
    step(&mut game, 10, (6, 7));
    step(&mut game, 11, (4, 7));
    assert_eq!(game.turn_side(), Some(rules::Side::Home));
    assert!(declares(&game).contains(&(6, ActionKind::Move)));
    game.declare(home(9), ActionKind::Move);
    game.move_to(9, 10);
    let events = game.decide(Decision::EndAction);
    let ended = events.iter().any(|e| {
        matches!(
            e.kind,
            EventKind::TurnEnded {
                side: rules::Side::Home
            }
        ) && e.text.contains("002:L458")
    });
    assert!(ended, "{events:?}");
    assert_eq!(game.turn_side(), Some(rules::Side::Away));
    // The ruleset rides through the turn's end.
    assert_eq!(game.m.state().ruleset, budget());
}

/// The budget is a turn's: the other coach starts with three of his own (002:L458).
#[test]
fn the_next_turn_has_three_actions_again_002_l458() {
    let mut game = game();
    step(&mut game, 10, (6, 7));
    game.decide(Decision::EndTurn);
    let turn = game
        .m
        .state()
        .turn
        .as_ref()
        .map(|t| (t.side, t.declared.len()));
    assert_eq!(turn, Some((rules::Side::Away, 0)));
    assert!(declares(&game).contains(&(10, ActionKind::Move)));
}

/// Undo rebuilds the match from its setup and log: the ruleset it was built with stays.
#[test]
fn undo_keeps_the_ruleset() {
    let mut game = game();
    game.declare(home(10), ActionKind::Move);
    game.apply(Input::Undo);
    assert_eq!(game.m.state().ruleset, budget());
    assert_eq!(
        game.m.state().turn.as_ref().map(|t| t.declared.len()),
        Some(0)
    );
}
