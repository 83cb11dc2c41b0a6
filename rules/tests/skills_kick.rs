//! Kick-Off Return (004:L10321-L10328): home receives; the away coach kicks.

use crate::common;

use common::*;
use rules::{Decision, DecisionKind, Die, MatchSetup, Prompt, Side, Stance};

fn returner(s: &mut MatchSetup) {
    if let Some(p) = s.home.players.iter_mut().find(|p| p.number == 7) {
        p.skills.push("kick-off-return".into());
    }
}

/// Home #7 (with Kick-Off Return) on `at`, away #7 on (15,7); the kick aimed at `aim`
/// scatters `d8` `d6`.
fn kicked(at: (i32, i32), aim: (i32, i32), d8: u8, d6: u8) -> Game {
    let mut g = Game::set_up(book(), returner);
    g.only(&[(home(7), at), (away(7), (15, 7))]);
    g.decide(Decision::KickTo {
        square: sq(aim.0, aim.1),
    });
    g.dice(&[Die::D8(d8), Die::D6(d6)]);
    g
}

#[test]
fn kick_off_return_moves_one_player_up_to_3_squares_before_the_kick_off_table_004_l10325() {
    // The kick scatters from (3,3) to (3,2), in the home half: home #7 on (5,7) may move 3
    // squares, to (8,7) but not (9,7).
    let mut g = kicked((5, 7), (3, 3), 2, 1);
    let Prompt::Decision(d) = g.m.prompt() else {
        panic!("a decision first: {:?}", g.m.prompt())
    };
    assert_eq!((d.kind, d.side), (DecisionKind::KickOffReturn, Side::Home));
    let options = g.decision_options();
    assert!(options.contains(&Decision::MovePlayer {
        player: home(7),
        to: sq(8, 7)
    }));
    assert!(!options.contains(&Decision::MovePlayer {
        player: home(7),
        to: sq(9, 7)
    }));
    assert!(options.contains(&Decision::Done));
    g.decide(Decision::MovePlayer {
        player: home(7),
        to: sq(8, 7),
    });
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn kick_off_return_does_not_cross_into_the_opponents_half_004_l10328() {
    // From (10,7), (13,7) is three squares on, but over the half-way line: not offered.
    let mut g = kicked((10, 7), (3, 3), 2, 1);
    let options = g.decision_options();
    assert!(options.contains(&Decision::MovePlayer {
        player: home(7),
        to: sq(12, 7)
    }));
    assert!(!options.contains(&Decision::MovePlayer {
        player: home(7),
        to: sq(13, 7)
    }));
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn no_kick_off_return_from_the_line_of_scrimmage_004_l10322() {
    let g = kicked((12, 7), (3, 3), 2, 1);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn no_kick_off_return_on_a_touchback_kick_004_l10327() {
    // Aimed at (12,7), it scatters 3 squares +x to (15,7): into the kicking half.
    let g = kicked((5, 7), (12, 7), 5, 3);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}
