//! A Diving Tackler holding the second ball (Rogue Ball, 004:L1339-L1351) is Placed Prone after
//! his Diving Tackle (004:L10135-L10138): the ball he held is dropped and bounces, as any ball
//! of a player who goes Prone (000:L611). Found by the simulator (league, cards and the
//! Blitzmania Kick-off table; seed 18482): the Rogue Ball's touchback gave the second ball to a
//! Snotling, whose Diving Tackle then left him lying on the pitch still holding it.

use crate::common;
use common::scripts::replay;
use rules::{Ball, PlayerId, Side, Square};

const RULES: &str = "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n\
                     kickoff-table = \"blitzmania\"\n";

/// The Snotling (away #4) dives on the Zombie dodging from (12, 7) and is Placed Prone there:
/// he holds no ball, and the second ball lies on (12, 7), to bounce after the Zombie's Armour
/// roll (000:L611).
#[test]
fn a_diving_tackler_placed_prone_drops_the_second_ball_004_l10135_l1339() {
    let m = replay(RULES, include_str!("data/diving-tackle-other-ball.jsonl"));
    let s = m.state();
    let snotling = PlayerId::new(Side::Away, 4);
    assert!(!s.carries_ball(snotling), "a Prone player holds no ball");
    let square = Square::new(12, 7).expect("on the pitch");
    let balls = [Some(s.ball), s.second_ball()];
    assert!(balls.contains(&Some(Ball::OnGround(square))), "{balls:?}");
}
