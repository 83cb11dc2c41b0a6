//! The turnovers switch off, as Blitz Bowl plays (the word never appears in 002; digest §4.7):
//! what would end the team's turn ends only the Action in progress, and the coach goes on with
//! his other players (002:L458; a Knock Down or a failed Throw leaves the remaining Actions,
//! 002:L525, L558). Played on the 2016 board and Actions with that one switch turned, so each
//! test fails under 2016's turnover.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, setup, sq};
use rules::{ActionKind, Decision, Match, Prompt, Reroll, RulesetParams, Side, Stance};

fn no_turnovers() -> Game {
    let mut game = Game {
        m: Match::with_ruleset(
            setup(),
            Arc::new(book().clone()),
            RulesetParams {
                turnovers: false,
                ..RulesetParams::BB2016
            },
        )
        .expect("the turnovers switch is ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

fn declares(game: &Game) -> Vec<(rules::PlayerId, ActionKind)> {
    match game.m.prompt() {
        Prompt::Decision(d) => d
            .options
            .iter()
            .filter_map(|o| match o {
                Decision::Declare { player, action } => Some((*player, *action)),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A Lineman fails a Dodge and is Knocked Down: once his armour is rolled the home turn goes
/// on (2016: a turnover, the away team's turn), his Action is over, and another home player
/// may act (digest §4.7; 002:L458).
#[test]
fn a_knock_down_in_ones_own_turn_ends_only_the_action_002_l458_l558() {
    let mut g = no_turnovers();
    g.only(&[(home(7), (10, 7)), (home(8), (5, 5)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(home(7)), common::on(sq(9, 7), Stance::Prone));
    g.d6(&[1, 1]); // armour holds
    assert_eq!((g.turn_side(), g.turnover()), (Some(Side::Home), None));
    assert!(g.m.state().action().is_none(), "his Action is over");
    let offered = declares(&g);
    assert!(
        offered.contains(&(home(8), ActionKind::Move)),
        "{offered:?}"
    );
    assert!(!offered.iter().any(|(p, _)| *p == home(7)), "{offered:?}");
}

/// A failed Go For It by the ball carrier: he falls, the ball bounces, and still the home turn
/// goes on (2016: a turnover twice over, 000:L443, L445).
#[test]
fn a_fallen_ball_carrier_leaves_the_turn_going_002_l458() {
    let mut g = no_turnovers();
    g.only(&[(home(7), (2, 7)), (home(8), (5, 5)), (away(7), (20, 7))]);
    g.ball(2, 7);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    g.d6(&[1, 1]); // armour holds
    g.dice(&[rules::Die::D8(2)]); // the ball bounces to an empty square
    assert_eq!((g.turn_side(), g.turnover()), (Some(Side::Home), None));
    assert!(declares(&g).contains(&(home(8), ActionKind::Move)));
}
