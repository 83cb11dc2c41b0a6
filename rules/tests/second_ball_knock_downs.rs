//! A player holding the second ball (Ball Clone, 004:L4832; Rogue Ball, 004:L1339-L1351) knocked
//! down by something that knocks several players down at once (Mine, a bomb, a spell, warp
//! lightning, a thrown team-mate): the balls dropped bounce after the rolls (000:L611), and the
//! second ball bounces as itself. Found by the simulator (league and cards house rules): the
//! second ball's bounce was taken out from between the two swaps that make it the ball, so the
//! first ball was bounced from the holder's square in its place and the second stayed under
//! him.

use crate::common;
use common::scripts::replay;
use rules::{Ball, Match, Square};

const RULES: &str = "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n";

/// No ball lies loose under a standing player, and the two balls are on two squares.
fn balls_at_rest(m: &Match) -> Vec<Square> {
    let s = m.state();
    let on_ground: Vec<Square> = [Some(s.ball), s.second_ball()]
        .into_iter()
        .flatten()
        .filter_map(|b| match b {
            Ball::OnGround(square) => Some(square),
            _ => None,
        })
        .collect();
    for square in &on_ground {
        assert!(
            !s.player_at(*square).is_some_and(|p| p.is_standing()),
            "a ball under a standing player on {square}"
        );
    }
    on_ground
}

/// Mine knocks down #6, holding the cloned ball on (10,4), while the first ball lies on
/// (11,4): the clone bounces from (10,4), a 7 taking it to (10,5); the first ball stays on
/// (11,4) (004:L5282-L5299, L4832; 000:L611).
#[test]
fn mine_on_the_holder_of_the_other_ball_bounces_that_ball_004_l4832_l5282() {
    let m = replay(RULES, include_str!("data/mine-on-the-other-ball.jsonl"));
    let mut balls = balls_at_rest(&m);
    balls.sort();
    let mut expected = vec![
        Square::new(11, 4).expect("on the pitch"),
        Square::new(10, 5).expect("on the pitch"),
    ];
    expected.sort();
    assert_eq!(balls, expected);
}

/// A bomb knocks down #7, holding the cloned ball on (19,9): that ball bounces to (19,8), and
/// no ball is left under him when he stands (004:L10017-L10019, L4832; 000:L611).
#[test]
fn a_bomb_on_the_holder_of_the_other_ball_bounces_that_ball_004_l4832_l10017() {
    let m = replay(RULES, include_str!("data/bomb-on-the-other-ball.jsonl"));
    let balls = balls_at_rest(&m);
    assert!(
        balls.contains(&Square::new(19, 8).expect("on the pitch")),
        "{balls:?}"
    );
    assert!(
        !balls.contains(&Square::new(19, 9).expect("on the pitch")),
        "{balls:?}"
    );
}
