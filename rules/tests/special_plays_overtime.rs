//! Special Play cards whose effect ends with a half when overtime follows: Bet the House's
//! gamble lasts the half it is played in (004:L5425-L5460), while the second half's re-rolls
//! carry into overtime (000:L800). The dice tell the card's reading from the nearest wrong one
//! (the gamble's re-rolls carried over with the rest).

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Decision, Die, Edit, Match, Side};

fn overtime_cards_book() -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\novertime = \"on\"\n",
        )
        .expect("league file")
}

/// The kick-off after both set-ups: the kick aimed and scattered; before the Kick-off table
/// roll home plays Bet the House with `bet`'s D6, or passes; then a quiet Kick-off result.
fn kick_off(g: &mut Game, bet: Option<u8>) {
    let receiving = g.m.state().kicking.opponent();
    let x = if receiving == Side::Home { 3 } else { 22 };
    g.decide(Decision::KickTo { square: sq(x, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    assert_eq!(offered(g), Some(Card::BetTheHouse));
    match bet {
        Some(d6) => {
            play(g, Card::BetTheHouse, None);
            g.d6(&[d6]);
        }
        None => {
            g.decide(Decision::Done);
        }
    }
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    g.edit(Edit::RemoveBall);
}

/// Home keeps Bet the House, passes it at the first half's kick-off and gambles with `d6` at
/// the second's; no score: overtime. Home's team re-rolls at the second half's kick-off, after
/// the gamble, and as overtime starts.
fn to_overtime(d6: u8) -> (u8, u8, u8) {
    let book = overtime_cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    setup.league.as_mut().expect("league").card_keeps = [1, 0];
    let mut g = Game {
        m: Match::new(setup, &book).expect("match"),
    };
    g.decide(Decision::KeepCard {
        card: Card::BetTheHouse,
    });
    g.set_up_both();
    kick_off(&mut g, None);
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    g.set_up_both();
    let start = g.m.state().team(Side::Home).rerolls;
    kick_off(&mut g, Some(d6));
    let gambled = g.m.state().team(Side::Home).rerolls;
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.m.state().half, 3, "0-0: overtime");
    (start, gambled, g.m.state().team(Side::Home).rerolls)
}

#[test]
fn bet_the_house_won_in_the_second_half_its_bonus_rerolls_end_with_it_004_l5425() {
    let (start, gambled, overtime) = to_overtime(6);
    assert_eq!(gambled, start + 2);
    assert_eq!(overtime, start, "the two bonus re-rolls were for the half");
}

#[test]
fn bet_the_house_lost_in_the_second_half_the_gambled_reroll_is_back_for_overtime_004_l5425() {
    let (start, gambled, overtime) = to_overtime(2);
    assert_eq!(gambled, start - 1);
    assert_eq!(overtime, start, "lost for the rest of that half only");
}
