//! Von Wilking's Boots at the kick's scatter (004:L5566-L5587): the coach of the player wearing
//! them may re-roll the scatter's D8 when that player kicks, the D6 of the squares kept. The
//! dice tell the card's reading from the nearest wrong ones (both dice re-rolled; the re-roll
//! for any kick of his team).

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Ball, Decision, Die, Side};

/// Away kicks and keeps Von Wilking's Boots, played on `wearer` as it ends its set-up; home
/// sets up; the kick aimed at (5, 7) and its scatter rolled: D8 2, D6 4.
fn booted_kick(wearer: rules::PlayerId) -> Game {
    let mut g = kept(&[], &[Card::VonWilkingsBoots]);
    for side in [Side::Away, Side::Home] {
        for (i, square) in formation(side).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
        if side == Side::Away {
            assert_eq!(offered(&g), Some(Card::VonWilkingsBoots));
            play(&mut g, Card::VonWilkingsBoots, Some(wearer));
        }
    }
    g.decide(Decision::KickTo { square: sq(5, 7) });
    g.dice(&[Die::D8(2), Die::D6(4)]);
    g
}

fn landing(g: &Game) -> rules::Square {
    match g.m.state().ball {
        Ball::InAir(square) => square,
        other => panic!("the kick is not in the air: {other:?}"),
    }
}

#[test]
fn von_wilkings_boots_the_wearer_kicking_may_re_roll_the_d8_only_004_l5566() {
    // Away #10 stands off the line and out of the wide zones: he kicks.
    let kicker = away(10);
    let mut kept_roll = booted_kick(kicker);
    assert_eq!(kept_roll.decider(), Side::Away);
    let reroll = Decision::PlayCard {
        card: Card::VonWilkingsBoots,
        player: Some(kicker),
    };
    assert_eq!(kept_roll.decision_options(), [reroll, Decision::Done]);
    kept_roll.decide(Decision::Done);
    // The boots' Kick: the coach may halve the scatter; not here.
    kept_roll.decide(Decision::HalveKick { halve: false });
    let first = landing(&kept_roll);

    let mut g = booted_kick(kicker);
    g.decide(reroll);
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 1, "the D8 alone: {roll:?}");
    // 7 is 2's opposite on the scatter template: the same 4 squares, the other way.
    g.dice(&[Die::D8(7)]);
    g.decide(Decision::HalveKick { halve: false });
    let second = landing(&g);
    assert_eq!((first.x(), second.x()), (5, 5));
    assert_eq!(
        i32::from(first.y()) + i32::from(second.y()),
        14,
        "mirrored about (5, 7): {first} and {second}, 4 squares each"
    );
    assert_ne!(first, second);
}

#[test]
fn von_wilkings_boots_no_re_roll_when_the_wearer_cannot_kick_004_l5566() {
    // Away #1 stands on the line of scrimmage: someone else kicks.
    let g = booted_kick(away(1));
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}
