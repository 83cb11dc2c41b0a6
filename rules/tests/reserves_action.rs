//! Blitz Bowl's `reserves` switch: a Reserves player makes only a Reserves Action, placed on a
//! square of his End Zone, not next to a standing opponent nor on a ball unless no other is
//! left, and none when every End Zone square holds a player (002:L602); Emergency Reserves, a
//! free Reserves Action at the Pre-Turn when the Dugout holds the team's Emergency Reserves
//! Value, which the coach "may" make (002:L610; digest §9 A8). Played on the 2016 board (the
//! home End Zone is the column x = 0) with Marking and three Actions, so each test fails under
//! 2016's reserves, which come back only at a drive's set-up.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, setup, sq};
use rules::ruleset::{Activation, Movement, ReservesPolicy, RulesetParams};
use rules::{ActionKind, Decision, Input, Match, MatchSetup, Place, Prompt, Side, Stance};

fn reserves_rules() -> RulesetParams {
    RulesetParams {
        reserves: ReservesPolicy::ReservesAction {
            emergency_must: false,
        },
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        turnovers: false,
        ..RulesetParams::BB2016
    }
}

fn reserves_game(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut setup = setup();
    change(&mut setup);
    let mut game = Game {
        m: Match::with_ruleset(setup, Arc::new(book().clone()), reserves_rules())
            .expect("the reserves switch is ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

fn places_offered(g: &Game, id: rules::PlayerId) -> Vec<rules::Square> {
    g.decision_options()
        .iter()
        .filter_map(|o| match o {
            Decision::Place { player, square } if *player == id => Some(*square),
            _ => None,
        })
        .collect()
}

fn refused(g: &mut Game, d: Decision) -> String {
    match g.try_apply(Input::Decide(d)) {
        Ok(_) => panic!("{d:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

fn reserves_declare(id: rules::PlayerId) -> Decision {
    Decision::Declare {
        player: id,
        action: ActionKind::Reserves,
    }
}

/// A player in the Dugout declares a Reserves Action and is placed in his End Zone, not next
/// to the standing opponent at (1, 5): the Action is one of the turn's three (002:L458,
/// L602). A player on the pitch makes none, and a Reserves player nothing else.
#[test]
fn a_reserves_player_comes_back_to_his_end_zone_as_an_action_002_l602() {
    let mut g = reserves_game(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (1, 5))]);
    assert!(g.decision_options().contains(&reserves_declare(home(8))));
    assert!(!g.decision_options().contains(&reserves_declare(home(7))));
    let why = refused(&mut g, reserves_declare(home(7)));
    assert!(why.contains("002:L"), "{why}");
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(8),
            action: ActionKind::Move,
        },
    );
    assert!(why.contains("Reserves"), "{why}");

    g.declare(home(8), ActionKind::Reserves);
    let offered = places_offered(&g, home(8));
    assert_eq!(offered.len(), 12, "{offered:?}");
    for y in 4..=6 {
        assert!(!offered.contains(&sq(0, y)), "{offered:?}");
    }
    let why = refused(
        &mut g,
        Decision::Place {
            player: home(8),
            square: sq(0, 5),
        },
    );
    assert!(why.contains("002:L602"), "{why}");
    g.decide(Decision::Place {
        player: home(8),
        square: sq(0, 3),
    });
    assert_eq!(g.place_of(home(8)), on(sq(0, 3), Stance::Standing));
    assert!(
        g.m.state().action().is_none(),
        "the Reserves Action is over"
    );
    let declared = &g.m.state().turn.as_ref().expect("turn").declared;
    assert_eq!(declared.as_slice(), &[(home(8), ActionKind::Reserves)]);
}

/// Next to a standing opponent is allowed once no other square is left; a Prone opponent does
/// not count, and a ball's square is avoided while another is left (002:L401, L602).
#[test]
fn squares_next_to_opponents_only_when_none_other_is_left_002_l602() {
    let mut g = reserves_game(|_| {});
    // Five standing opponents along x = 1 are next to every square of the home End Zone.
    g.only(&[
        (away(1), (1, 1)),
        (away(2), (1, 4)),
        (away(3), (1, 7)),
        (away(4), (1, 10)),
        (away(5), (1, 13)),
    ]);
    g.declare(home(8), ActionKind::Reserves);
    assert_eq!(places_offered(&g, home(8)).len(), 15);

    let mut g = reserves_game(|_| {});
    g.only(&[
        (away(1), (1, 1)),
        (away(2), (1, 4)),
        (away(3), (1, 7)),
        (away(4), (1, 10)),
        (away(5), (1, 13)),
    ]);
    g.stance(away(3), Stance::Prone);
    g.ball(0, 7);
    g.declare(home(8), ActionKind::Reserves);
    assert_eq!(places_offered(&g, home(8)), vec![sq(0, 6), sq(0, 8)]);
}

/// Every End Zone square holds a player: no Reserves Action (002:L602).
#[test]
fn a_full_end_zone_allows_no_reserves_action_002_l602() {
    let mut g = reserves_game(|_| {});
    let mut players = Vec::new();
    for n in 1..=6 {
        players.push((home(n), (0, i32::from(n) - 1)));
    }
    for n in 1..=9 {
        players.push((away(n), (0, i32::from(n) + 5)));
    }
    g.only(&players);
    assert!(!g.decision_options().contains(&reserves_declare(home(8))));
    let why = refused(&mut g, reserves_declare(home(8)));
    assert!(why.contains("002:L602"), "{why}");
}

/// At the Pre-Turn of the team's second turn, with at least its Emergency Reserves Value (4)
/// in the Dugout, it may put one back for free: the turn still has its three Actions; it may
/// also decline (002:L448, L610; "may", digest §9 A8). Not in its first turn, nor below the
/// value.
#[test]
fn emergency_reserves_a_free_reserves_action_at_the_pre_turn_002_l610() {
    let mut g = reserves_game(|s| s.home.emergency_reserves = 4);
    g.only(&[(home(1), (10, 7)), (away(1), (15, 7))]);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::EndTurn)),
        "no Emergency Reserves in the team's first turn (002:L448)"
    );
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    let offered = g.decision_options();
    assert!(offered.contains(&Decision::Done), "{offered:?}");
    g.decide(Decision::Place {
        player: home(2),
        square: sq(0, 7),
    });
    assert_eq!(g.place_of(home(2)), on(sq(0, 7), Stance::Standing));
    let turn = g.m.state().turn.as_ref().expect("turn");
    assert!(turn.declared.is_empty(), "a free Action (002:L473)");
    assert!(g.decision_options().contains(&Decision::EndTurn));

    // Declined.
    let mut g = reserves_game(|s| s.home.emergency_reserves = 4);
    g.only(&[(home(1), (10, 7)), (away(1), (15, 7))]);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    g.decide(Decision::Done);
    assert_eq!(g.place_of(home(2)), Place::Reserves);
    assert!(g.decision_options().contains(&Decision::EndTurn));

    // Below the value: the home Dugout holds 11 of 12, the value is 12.
    let mut g = reserves_game(|s| s.home.emergency_reserves = 12);
    g.only(&[(home(1), (10, 7)), (away(1), (15, 7))]);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    assert!(!g.decision_options().contains(&Decision::Done));
}
