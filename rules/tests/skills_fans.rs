//! Fan Favourite (004:L10164-L10170): +1 FAME for each Fan Favourite player of the team on the
//! pitch, for the Kick-off table's results only. Away (Orcs) kicks to home (Humans); both teams
//! set up players 1-11, so #12 waits in Reserves.

use crate::common;

use common::*;
use rules::{Decision, Die, MatchSetup, Side, Stance};

fn kick_to_the_table(g: &mut Game, result: [u8; 2]) {
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&result);
}

fn fan_favourite(number: usize) -> impl FnOnce(&mut MatchSetup) {
    move |s| {
        s.away.players[number - 1]
            .skills
            .push("fan-favourite".into())
    }
}

fn rerolls(g: &Game) -> (u8, u8) {
    let s = g.m.state();
    (s.team(Side::Home).rerolls, s.team(Side::Away).rerolls)
}

/// Cheering Fans (6): home D6 3 (D3 2) against away D6 1 (D3 1) + 1 for the Orcs' Fan
/// Favourite on the pitch: a tie, so both gain a re-roll. Without the +1 only home would.
#[test]
fn fan_favourite_adds_one_fame_to_cheering_fans_004_l10167() {
    let mut g = Game::set_up(book(), fan_favourite(1));
    let before = rerolls(&g);
    kick_to_the_table(&mut g, [3, 3]);
    g.d6(&[3]);
    g.d6(&[1]);
    assert_eq!(rerolls(&g), (before.0 + 1, before.1 + 1));
}

/// A Fan Favourite in Reserves brings nothing: the same dice give the re-roll to home alone.
#[test]
fn fan_favourite_counts_only_on_the_pitch_004_l10167() {
    let mut g = Game::set_up(book(), fan_favourite(12));
    let before = rerolls(&g);
    kick_to_the_table(&mut g, [3, 3]);
    g.d6(&[3]);
    g.d6(&[1]);
    assert_eq!(rerolls(&g), (before.0 + 1, before.1));
}

/// Pitch Invasion (12): the Orc fans roll 5 for home #1, + FAME 0 + 1 for their Fan Favourite
/// = 6: Stunned. Without the +1 a 5 stuns nobody.
#[test]
fn fan_favourite_adds_one_fame_to_a_pitch_invasion_004_l10167() {
    let mut g = Game::set_up(book(), fan_favourite(1));
    kick_to_the_table(&mut g, [6, 6]);
    // Home fans first, for the 11 Orcs: nothing.
    g.d6(&[1; 11]);
    let mut away_fans = [1u8; 11];
    away_fans[0] = 5;
    g.d6(&away_fans);
    assert_eq!(
        g.place_of(home(1)),
        on(formation(Side::Home)[0], Stance::Stunned)
    );
}
