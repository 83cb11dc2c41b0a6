//! The board switch: the pitch's size is the ruleset's, not 2016's 26 × 15. Blitz Bowl's board
//! is smaller and its size is the board's own (002:L216, digest §1.3; the data's sides are
//! 20 × 11 placeholders). Played here with every other switch at 2016's, so each test fails if
//! the engine reads the 2016 grid instead of the board: the set-up's squares, and a square past
//! the board's edge (on the grid, off the board) refused.

use crate::common;

use std::sync::Arc;

use common::{away, book, setup, sq};
use rules::ruleset::PitchShape;
use rules::{Decision, Edit, Input, Match, Pitch, Prompt, RulesetParams, Side};

/// 2016's rules on a 20 × 11 board without wide zones or a line (a Blitz Bowl board's shape).
fn small_board() -> RulesetParams {
    RulesetParams {
        pitch: PitchShape {
            size: Pitch::without_zones(20, 11).expect("fits the grid"),
            ..RulesetParams::BB2016.pitch
        },
        ..RulesetParams::BB2016
    }
}

/// At the set-up, the kicking (away) team is offered the free squares of its half.
fn set_up_match() -> Match {
    let m = Match::with_ruleset(setup(), Arc::new(book().clone()), small_board())
        .expect("the board switch is ruled");
    assert!(
        matches!(m.prompt(), Prompt::Decision(ref d) if d.side == Side::Away),
        "{:?}",
        m.prompt()
    );
    m
}

/// The away half of a 20-square board is x 10-19, 11 squares across: 110 squares, none past
/// x 19 or y 10 (2016's half would be 13 × 15 = 195, from x 13).
#[test]
fn the_set_up_offers_the_boards_half_not_the_2016_one_002_l216() {
    let m = set_up_match();
    let Prompt::Decision(d) = m.prompt() else {
        panic!("a set-up decision")
    };
    let squares: Vec<_> = d.placings.squares.iter().collect();
    assert_eq!(squares.len(), 10 * 11);
    assert!(
        squares
            .iter()
            .all(|s| (10..20).contains(&s.x()) && s.y() < 11)
    );
    assert!(squares.contains(&sq(10, 0)) && squares.contains(&sq(19, 10)));
}

/// A square on the engine's grid but past the board's edge is refused, whoever names it: the
/// coach placing a player at x 20 or y 11, the referee putting the ball at (5, 11). The board's
/// own far corner (19, 10) is accepted.
#[test]
fn a_square_past_the_boards_edge_is_refused_002_l216() {
    let mut m = set_up_match();
    for square in [sq(20, 3), sq(15, 11), sq(25, 14)] {
        let refused = m
            .apply(Input::Decide(Decision::Place {
                player: away(1),
                square,
            }))
            .err()
            .map(|r| r.reason);
        assert!(
            refused
                .as_deref()
                .is_some_and(|why| why.contains("off the pitch") && why.contains("20 x 11")),
            "{square}: {refused:?}"
        );
    }
    let ball = m
        .apply(Input::Edit(Edit::PlaceBall { square: sq(5, 11) }))
        .err()
        .map(|r| r.reason);
    assert!(
        ball.as_deref()
            .is_some_and(|why| why.contains("off the pitch")),
        "{ball:?}"
    );
    let corner = m.apply(Input::Decide(Decision::Place {
        player: away(1),
        square: sq(19, 10),
    }));
    assert!(corner.is_ok(), "{corner:?}");
    assert_eq!(
        m.state().player(away(1)).and_then(|p| p.square()),
        Some(sq(19, 10))
    );
}

/// The match's pitch is the ruleset's: the far End Zone is the board's last row, x 19, where
/// the home team scores (002:L618, L1133), and 2016's is x 25 (000:L141).
#[test]
fn the_far_end_zone_is_the_boards_last_row_002_l1133() {
    let m = set_up_match();
    let pitch = m.state().pitch();
    assert_eq!(pitch.scoring_end_zone_x(Side::Home), 19);
    assert_eq!(pitch.end_zone(sq(19, 4)), Some(Side::Away));
    assert_eq!(pitch.end_zone(sq(25, 4)), None);
    let plain = common::Game::new();
    assert_eq!(plain.m.state().pitch(), Pitch::BB2016);
}
