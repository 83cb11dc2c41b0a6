//! The referee puts a team's Turn marker on a space of the track (`Edit::SetTurn`): a coach
//! forgot to move it, or moved it twice (000:L413), and the rules that read the track (the
//! half's end, Riot) read the corrected space.

use crate::common;

use common::*;
use rules::{Decision, Die, Edit, Side};

fn set_turn(g: &mut Game, side: Side, turn: u8) {
    g.edit(Edit::SetTurn { side, turn });
}

/// Both markers on 8: the half ends when the team playing its 8th turn ends it, not after
/// the other team's turn (000:L798). Read without the correction, away would play its 1st.
#[test]
fn the_half_ends_once_both_corrected_markers_show_8_000_l798() {
    let mut g = Game::new();
    assert_eq!(g.turn_side(), Some(Side::Home));
    set_turn(&mut g, Side::Home, 8);
    set_turn(&mut g, Side::Away, 8);
    assert_eq!(g.m.state().team(Side::Home).turn, 8);
    g.decide(Decision::EndTurn);
    assert_eq!(g.m.state().half, 2, "the first half is over");
    assert_eq!(g.turn_side(), None, "the second half starts with a set-up");
}

/// One marker on 8 and the other on 5: the half goes on with the team that has turns left
/// (000:L798: a half is 8 turns for each team).
#[test]
fn the_half_goes_on_while_one_corrected_marker_is_short_of_8_000_l798() {
    let mut g = Game::new();
    set_turn(&mut g, Side::Home, 8);
    set_turn(&mut g, Side::Away, 5);
    g.decide(Decision::EndTurn);
    assert_eq!(g.m.state().half, 1);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(
        g.m.state().team(Side::Away).turn,
        6,
        "away moves its marker on"
    );
}

/// Riot with the receiving team's marker on 7: both markers go back one, no D6 (000:L1000).
/// The markers are put on 7 before the kick; without the correction the receivers would not
/// have had a turn this half and both markers would go forward.
#[test]
fn riot_reads_a_corrected_marker_on_7_and_moves_both_back_000_l1000() {
    let mut g = Game::set_up(book(), |_| {});
    assert_eq!(g.m.state().kicking, Side::Away, "home receives");
    set_turn(&mut g, Side::Home, 7);
    set_turn(&mut g, Side::Away, 7);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[1, 2]); // Riot
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(
        g.m.state().team(Side::Home).turn,
        7,
        "6 after the Riot, 7 now it plays"
    );
    assert_eq!(g.m.state().team(Side::Away).turn, 6);
}

/// A marker put on 3 means the team has had turns this half: Riot rolls its D6 rather than
/// moving both markers forward as before the receivers' first turn (000:L1000).
#[test]
fn riot_after_a_corrected_marker_on_3_rolls_the_d6_000_l1000() {
    let mut g = Game::set_up(book(), |_| {});
    set_turn(&mut g, Side::Home, 3);
    set_turn(&mut g, Side::Away, 3);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 1]); // Riot
    assert_eq!(g.roll_prompt().roll, "Riot");
    g.d6(&[5]); // 4-6: both back one
    g.dice(&[Die::D8(7)]);
    assert_eq!(
        g.m.state().team(Side::Home).turn,
        3,
        "2 after the Riot, 3 now"
    );
    assert_eq!(g.m.state().team(Side::Away).turn, 2);
}

/// The track has 8 spaces a half (000:L798), and the team playing is on its turn's space.
#[test]
fn a_marker_off_the_track_or_on_0_in_its_own_turn_is_refused_000_l413() {
    let mut g = Game::new();
    let off = g
        .try_apply(rules::Input::Edit(Edit::SetTurn {
            side: Side::Away,
            turn: 9,
        }))
        .expect_err("no ninth space");
    assert!(off.to_string().contains("8 spaces"), "{off}");
    let zero = g
        .try_apply(rules::Input::Edit(Edit::SetTurn {
            side: Side::Home,
            turn: 0,
        }))
        .expect_err("home is playing a turn");
    assert!(zero.to_string().contains("playing a turn"), "{zero}");
    assert_eq!(g.m.state().team(Side::Home).turn, 1, "nothing changed");
    assert_eq!(g.m.state().team(Side::Away).turn, 0);
}
