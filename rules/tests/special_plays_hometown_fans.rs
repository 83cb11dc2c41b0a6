//! Hometown Fans (004:L4959-L4975): played at the start of the game; every time the ball goes
//! out of bounds in the first half the card's coach chooses the throw-in's direction on the
//! template, and in the second half throw-ins are rolled as normal.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Ball, Decision, Die, Side};

/// The team to play drops the ball by the near sideline: its `carrier` steps from (9,1) onto
/// the ball on (9,0), fails the pick-up, and the ball bounces up (D8 2) off the pitch.
fn out_of_bounds(g: &mut Game, carrier: rules::PlayerId) {
    g.ball(9, 0);
    g.declare(carrier, ActionKind::Move);
    g.move_to(9, 0);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(2)]);
}

#[test]
fn hometown_fans_the_cards_coach_picks_the_first_half_throw_in_direction_004_l4959() {
    // Away (Orcs) holds the card and plays it at the start of the game; home drops the ball.
    let mut g = card_game(&[], &[Card::HometownFans], &[Card::HometownFans]);
    g.only(&[(home(7), (9, 1)), (home(3), (6, 3))]);
    out_of_bounds(&mut g, home(7));
    // The card's coach is asked, in the home team's turn: a direction of the template, or
    // done to roll it.
    assert_eq!(g.decider(), Side::Away);
    let options = g.decision_options();
    for direction in [1, 3, 5] {
        assert!(
            options.contains(&Decision::ThrowInDirection { direction }),
            "{options:?}"
        );
    }
    assert!(options.contains(&Decision::Done));
    // 1, the diagonal towards the home End Zone: only the 2D6 of the distance are rolled,
    // no D6 of direction.
    g.decide(Decision::ThrowInDirection { direction: 1 });
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 2, "{roll:?}");
    // 2 + 2 = 4 squares, the centre (9,0) the first: (6,3), where the home #3 stands.
    g.d6(&[2, 2]);
    let catch = g.roll_prompt();
    assert_eq!(catch.roll, "Catch");
    assert_eq!(catch.player, Some(home(3)));
}

#[test]
fn hometown_fans_done_rolls_the_throw_in_as_ever_004_l4959() {
    let mut g = card_game(&[], &[Card::HometownFans], &[Card::HometownFans]);
    g.only(&[(home(7), (9, 1))]);
    out_of_bounds(&mut g, home(7));
    g.decide(Decision::Done);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Throw-in");
    assert_eq!(roll.dice.len(), 3, "{roll:?}");
}

#[test]
fn hometown_fans_second_half_throw_ins_are_rolled_as_normal_004_l4959() {
    let mut g = card_game(&[], &[Card::HometownFans], &[Card::HometownFans]);
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.m.state().half, 2);
    // Home kicks the second half; away receives and plays first.
    g.set_up_both();
    while offered(&g).is_some() {
        g.decide(Decision::Done);
    }
    g.quiet_kick_off();
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.only(&[(away(7), (9, 1))]);
    out_of_bounds(&mut g, away(7));
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Throw-in");
    assert_eq!(roll.dice.len(), 3, "{roll:?}");
}
