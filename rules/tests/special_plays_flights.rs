//! Special Play cards that send the ball or a player through the air (004:L5924-L5940,
//! L6363-L6380): Punt and Rune of Unwilling Flight. Each test names the card, cites its title
//! line, and its dice or board tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::dice::{Die, DieKind};
use rules::special_play::Card;
use rules::{Decision, Side, Stance};

// --- Rune of Unwilling Flight (004:L6363-L6380) ---

/// Home's first turn starts; away plays the rune on home #7 standing on `at`.
fn rune(at: (i32, i32)) -> Game {
    let mut g = card_game(&[], &[Card::RuneOfUnwillingFlight], &[]);
    assert_eq!(offered(&g), Some(Card::RuneOfUnwillingFlight));
    assert_eq!(g.decider(), Side::Away);
    g.only(&[(home(7), at), (away(1), (20, 10))]);
    play(&mut g, Card::RuneOfUnwillingFlight, Some(home(7)));
    g
}

#[test]
fn rune_of_unwilling_flight_target_then_three_scatters_then_a_landing_roll_004_l6363() {
    let mut g = rune((10, 5));
    // No throw to fumble: the first roll is the target's direction and distance.
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.as_ref(), &[DieKind::D8, DieKind::D6]);
    // 5 is one square right on the scatter template: three squares to 13,5.
    g.dice(&[Die::D8(5), Die::D6(3)]);
    // From the target, three scatters: up, up, down: 13,4.
    let scatter = g.roll_prompt();
    assert_eq!(scatter.dice.len(), 3);
    g.dice(&[Die::D8(2), Die::D8(2), Die::D8(7)]);
    let landing = g.roll_prompt();
    assert_eq!(landing.roll, "Landing");
    assert_eq!(landing.needs, Some(4), "AG3, no Tackle Zone on 13,4");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(13, 4), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn rune_of_unwilling_flight_a_failed_landing_places_him_prone_004_l6363() {
    let mut g = rune((10, 5));
    g.dice(&[Die::D8(5), Die::D6(3)]);
    g.dice(&[Die::D8(2), Die::D8(2), Die::D8(7)]);
    g.d6(&[3]);
    // His team's re-roll may be used on it, as on any Landing roll: not here.
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    assert_eq!(g.place_of(home(7)), on(sq(13, 4), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

#[test]
fn rune_of_unwilling_flight_a_target_off_the_pitch_throws_him_into_the_crowd_004_l6363() {
    let mut g = rune((10, 1));
    // Up, three squares from row 1: past the sideline after one.
    g.dice(&[Die::D8(2), Die::D6(3)]);
    // The crowd beats him up: an Injury roll, no Landing roll.
    assert_eq!(g.roll_prompt().roll, "Injury");
    assert_eq!(g.roll_prompt().player, Some(home(7)));
}

// --- Punt (004:L5924-L5940) ---

/// Home #7 holds the ball on 10,5, home #8 stands on 15,6, away #1 on 20,10; home ends its
/// first turn.
fn punt_turn() -> Game {
    let mut g = card_game(&[Card::Punt], &[], &[]);
    g.only(&[(home(7), (10, 5)), (home(8), (15, 6)), (away(1), (20, 10))]);
    g.edit(rules::Edit::PlaceBall { square: sq(10, 5) });
    assert_eq!(
        g.m.state().ball,
        rules::Ball::Held(home(7)),
        "a standing player on the ball's square holds it"
    );
    end_turn(&mut g);
    g
}

#[test]
fn punt_the_ball_scatters_three_times_from_any_square_caught_only_where_it_ends_004_l5924() {
    let mut g = punt_turn();
    assert_eq!(offered(&g), Some(Card::Punt));
    play(&mut g, Card::Punt, None);
    let squares = g.decision_options();
    assert_eq!(squares.len(), 26 * 15, "any square of the pitch");
    g.decide(Decision::KickTo { square: sq(15, 5) });
    let scatter = g.roll_prompt();
    assert_eq!(scatter.dice.as_ref(), &[DieKind::D8; 3]);
    // Down onto home #8's square (not caught there), down, up: it ends on him.
    g.dice(&[Die::D8(7), Die::D8(7), Die::D8(2)]);
    let catch = g.roll_prompt();
    assert_eq!(catch.roll, "Catch");
    assert_eq!(catch.player, Some(home(8)));
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(8)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "the turn ends after the punt"
    );
}

#[test]
fn punt_not_caught_it_bounces_004_l5924() {
    let mut g = punt_turn();
    play(&mut g, Card::Punt, None);
    g.decide(Decision::KickTo { square: sq(5, 5) });
    // Right three times: 8,5, an empty square.
    g.dice(&[Die::D8(5), Die::D8(5), Die::D8(5)]);
    let bounce = g.roll_prompt();
    assert_eq!(bounce.roll, "Bounce");
}

#[test]
fn punt_is_not_offered_when_no_player_of_the_team_holds_the_ball_004_l5924() {
    let mut g = card_game(&[Card::Punt], &[], &[]);
    g.only(&[(home(7), (10, 5)), (away(1), (20, 10))]);
    g.edit(rules::Edit::PlaceBall { square: sq(12, 5) });
    end_turn(&mut g);
    assert_eq!(offered(&g), None);
    assert_eq!(g.turn_side(), Some(Side::Away));
}
