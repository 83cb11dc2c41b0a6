//! Gassy Eruption (004:L5418): the seed prints only the card's title; its effect is the
//! compendium digest's (§6.7.2, card 16): played at the start of the team's own turn on one of
//! its players, every player next to him, of either team, is pushed back from him as by a
//! Pushed block result, in the order and to the squares the card's coach chooses; no
//! follow-up; Side Step and Stand Firm may not be used against it. A push into the crowd is an
//! Injury roll with no Armour roll (000:L587); the moving team's ball carrier pushed there is a
//! turnover (000:L443).
//!
//! Each scenario: home (Human quick-start) holds the card and plays it at the start of its
//! first turn on home #1.

use crate::common;
use common::cards::*;
use common::*;
use rules::special_play::Card;
use rules::{ActionKind, Decision, DecisionKind, Place, Prompt, Side, Stance};

const CARD: Card = Card::GassyEruption;

/// The card offered to home, these players alone on the pitch.
fn offered_game(players: &[(rules::PlayerId, (i32, i32))]) -> Game {
    offered_game_with(players, |_| {})
}

fn offered_game_with(
    players: &[(rules::PlayerId, (i32, i32))],
    change: impl FnOnce(&mut rules::MatchSetup),
) -> Game {
    let mut g = card_game_with(&[CARD], &[], &[], change);
    g.only(players);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(offered(&g), Some(CARD));
    g
}

/// The pending decision's kind and who makes it.
fn asked(g: &Game) -> (DecisionKind, Side) {
    match g.m.prompt() {
        Prompt::Decision(d) => (d.kind, d.side),
        other => panic!("no decision: {other:#?}"),
    }
}

fn push_squares(g: &Game) -> Vec<rules::Square> {
    let mut out: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PushTo { square } => Some(square),
            _ => None,
        })
        .collect();
    out.sort();
    out
}

fn sorted(mut squares: Vec<rules::Square>) -> Vec<rules::Square> {
    squares.sort();
    squares
}

/// Played on one of the team's players on the pitch, not on an opponent
/// (digest §6.7.2 card 16: "one of your players").
#[test]
fn gassy_eruption_is_played_on_one_of_the_teams_players_004_l5418() {
    let mut g = offered_game(&[(home(1), (11, 7)), (away(1), (12, 7))]);
    let on: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PlayCard { card, player } if card == CARD => player,
            _ => None,
        })
        .collect();
    assert_eq!(on, [home(1)]);
    for refused in [Some(away(1)), None] {
        assert!(
            g.try_apply(rules::Input::Decide(Decision::PlayCard {
                card: CARD,
                player: refused,
            }))
            .is_err(),
            "{refused:?}"
        );
    }
}

/// Every neighbour is pushed, a team-mate as well as an opponent, in the order the card's
/// coach picks and to the squares he picks among the three the push-back diagram gives; nobody
/// is knocked down and the card's player does not follow up (digest §6.7.2 card 16;
/// 000:L579). A reading that pushed only opponents would leave home #2 where he is and never
/// ask the order; a block's follow-up would move home #1.
#[test]
fn gassy_eruption_pushes_every_neighbour_friend_or_foe_in_the_coachs_order_004_l5418() {
    let mut g = offered_game(&[
        (home(1), (11, 7)),
        (away(1), (12, 7)),
        (home(2), (10, 7)),
        (away(3), (14, 7)),
    ]);
    play(&mut g, CARD, Some(home(1)));
    assert_eq!(asked(&g), (DecisionKind::PushOrder, Side::Home));
    let mut order = g.decision_options();
    order.sort_by_key(|d| format!("{d:?}"));
    let mut expected = vec![
        Decision::PushNext { player: away(1) },
        Decision::PushNext { player: home(2) },
    ];
    expected.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(
        order, expected,
        "both neighbours, not away #3 two squares off"
    );
    g.decide(Decision::PushNext { player: away(1) });
    assert_eq!(asked(&g), (DecisionKind::Push, Side::Home));
    assert_eq!(
        push_squares(&g),
        sorted(vec![sq(13, 6), sq(13, 7), sq(13, 8)])
    );
    g.decide(Decision::PushTo { square: sq(13, 8) });
    // The one left is pushed next without asking the order.
    assert_eq!(asked(&g), (DecisionKind::Push, Side::Home));
    assert_eq!(push_squares(&g), sorted(vec![sq(9, 6), sq(9, 7), sq(9, 8)]));
    g.decide(Decision::PushTo { square: sq(9, 6) });
    assert_eq!(g.place_of(away(1)), on(sq(13, 8), Stance::Standing));
    assert_eq!(g.place_of(home(2)), on(sq(9, 6), Stance::Standing));
    assert_eq!(g.place_of(home(1)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(away(3)), on(sq(14, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert!(
        g.decision_options().contains(&Decision::Declare {
            player: home(1),
            action: ActionKind::Move
        }),
        "the turn goes on: {:#?}",
        g.m.prompt()
    );
}

/// Side Step may not be used against it: away #1's coach does not pick any open square next
/// to him, the card's coach picks among the diagram's three. Stand Firm neither: away #2 is
/// not asked and is pushed (digest §6.7.2 card 16; against 004:L10557, L10602).
#[test]
fn gassy_eruption_side_step_and_stand_firm_cannot_be_used_against_it_004_l5418() {
    let mut g = offered_game_with(
        &[(home(1), (11, 7)), (away(1), (12, 7)), (away(2), (11, 8))],
        |s| {
            s.away.players[0].skills.push("side-step".into());
            s.away.players[1].skills.push("stand-firm".into());
        },
    );
    play(&mut g, CARD, Some(home(1)));
    g.decide(Decision::PushNext { player: away(1) });
    assert_eq!(
        asked(&g),
        (DecisionKind::Push, Side::Home),
        "not Side Step's coach"
    );
    assert_eq!(
        push_squares(&g),
        sorted(vec![sq(13, 6), sq(13, 7), sq(13, 8)])
    );
    g.decide(Decision::PushTo { square: sq(13, 6) });
    assert_eq!(
        asked(&g),
        (DecisionKind::Push, Side::Home),
        "no Stand Firm question"
    );
    assert_eq!(
        push_squares(&g),
        sorted(vec![sq(10, 9), sq(11, 9), sq(12, 9)])
    );
    g.decide(Decision::PushTo { square: sq(12, 9) });
    assert_eq!(g.place_of(away(1)), on(sq(13, 6), Stance::Standing));
    assert_eq!(g.place_of(away(2)), on(sq(12, 9), Stance::Standing));
}

/// A neighbour on the sideline goes into the crowd: an Injury roll with no Armour roll, and a
/// Stunned player goes to the Reserves box (000:L587-L589). An opponent there is no turnover.
#[test]
fn gassy_eruption_pushes_a_sideline_neighbour_into_the_crowd_000_l587() {
    let mut g = offered_game(&[(home(1), (11, 13)), (away(1), (11, 14))]);
    let t = play(&mut g, CARD, Some(home(1)));
    assert!(t.contains("into the crowd"), "{t}");
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury", "no Armour roll first");
    let t = text(&g.d6(&[3, 4]));
    assert!(t.contains("Stunned by the crowd, so to Reserves"), "{t}");
    assert_eq!(g.place_of(away(1)), Place::Reserves);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// The card's team's own carrier pushed into the crowd is a turnover (000:L443), ruled once
/// the card's every push is done: away #1 is still pushed after it. An opponent pushed with the
/// ball keeps it (a Pushed result knocks nobody down).
#[test]
fn gassy_eruption_own_carrier_into_the_crowd_is_a_turnover_after_every_push_000_l443() {
    let mut g = offered_game(&[
        (home(1), (11, 13)),
        (home(2), (11, 14)),
        (away(1), (10, 12)),
    ]);
    g.ball(11, 14);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(2)));
    play(&mut g, CARD, Some(home(1)));
    let mut said = text(&g.decide(Decision::PushNext { player: home(2) }));
    assert_eq!(g.roll_prompt().roll, "Injury");
    said.push_str(&text(&g.d6(&[3, 4])));
    // Thrown in straight from the far sideline 3 squares, to (11,11); it bounces to (12,11)
    // (000:L740-L744).
    assert_eq!(g.roll_prompt().roll, "Throw-in");
    said.push_str(&text(&g.d6(&[3, 2, 2])));
    assert_eq!(g.roll_prompt().roll, "Bounce");
    said.push_str(&text(&g.dice(&[rules::Die::D8(5)])));
    assert_eq!(g.turnover(), None, "not before every push is done");
    assert_eq!(
        push_squares(&g),
        sorted(vec![sq(9, 11), sq(9, 12), sq(10, 11)])
    );
    said.push_str(&text(&g.decide(Decision::PushTo { square: sq(9, 11) })));
    assert_eq!(g.place_of(away(1)), on(sq(9, 11), Stance::Standing));
    assert!(said.contains("TURNOVER"), "{said}");
    assert!(
        said.contains("pushed into the crowd holding the ball"),
        "{said}"
    );
    assert_ne!(g.turn_side(), Some(Side::Home), "{said}");
}

/// An opposing carrier pushed keeps the ball: a push is no knock-down (000:L579).
#[test]
fn gassy_eruption_a_pushed_carrier_keeps_the_ball_000_l579() {
    let mut g = offered_game(&[(home(1), (11, 7)), (away(1), (12, 7))]);
    g.ball(12, 7);
    play(&mut g, CARD, Some(home(1)));
    g.decide(Decision::PushTo { square: sq(13, 7) });
    assert_eq!(g.place_of(away(1)), on(sq(13, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, rules::Ball::Held(away(1)));
}

/// Undo takes the whole card back: the pushes, and the card to his hand.
#[test]
fn gassy_eruption_undone_puts_everyone_back_004_l5418() {
    let mut g = offered_game(&[(home(1), (11, 7)), (away(1), (12, 7))]);
    play(&mut g, CARD, Some(home(1)));
    g.decide(Decision::PushTo { square: sq(13, 7) });
    g.apply(rules::Input::Undo);
    g.apply(rules::Input::Undo);
    assert_eq!(g.place_of(away(1)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.m.state().cards.held[0][0].card, CARD);
}
