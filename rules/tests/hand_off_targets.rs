//! Who a ball may be handed to (core digest §10.8, 000:L1061-L1069): "another player, friend or
//! foe, in an adjacent square", who must then catch it. A player who cannot catch (No Hands,
//! 001:L895; Prone, 000:L708) may still be handed it: the catch fails, the ball bounces from his
//! square, and it comes to rest without a team-mate holding it, a turnover (000:L1063).
//! Home #5 (Human Lineman) holds the ball on (5,7) with team-mate #3 next to him on (6,7).

use crate::common;

use common::*;
use rules::{ActionKind, Ball, Decision, Die, EventKind, Side, Stance};

/// Home #5 hands the ball to #3 (in `stance`), who cannot catch it: the ball bounces from
/// (6,7), D8 7 one square down to the empty (6,8), and it rests there without a team-mate
/// holding it, a turnover. The events of the hand-off and its bounce.
fn dropped_hand_off(g: &mut Game, stance: Stance) -> Vec<rules::Event> {
    g.only(&[(home(5), (5, 7)), (home(3), (6, 7))]);
    g.stance(home(3), stance);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    let mut events = g.decide(Decision::HandOff { target: home(3) });
    assert_eq!(g.roll_prompt().roll, "Bounce", "{}", text(&events));
    events.extend(g.dice(&[Die::D8(7)]));
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(6, 8)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { side: Side::Home })),
        "{}",
        text(&events)
    );
    events
}

/// With No Hands #3 "will fail any catch roll automatically" (001:L895): no Catch roll is
/// asked, the ball bounces and the turn is over.
#[test]
fn a_hand_off_to_a_no_hands_team_mate_is_dropped_and_bounces_000_l1063_001_l895() {
    let mut g = Game::with(with_skills(Side::Home, 3, &["no-hands"]));
    let events = dropped_hand_off(&mut g, Stance::Standing);
    assert!(text(&events).contains("No Hands"), "{}", text(&events));
}

/// A Prone #3 "may never attempt to catch" (000:L708): handed the ball, it bounces from his
/// square as a pass landing on him would.
#[test]
fn a_hand_off_to_a_prone_team_mate_bounces_from_his_square_000_l708_l1063() {
    dropped_hand_off(&mut Game::new(), Stance::Prone);
}

/// The hand-off still needs a player next to him: #3 two squares away is refused.
#[test]
fn a_hand_off_to_a_player_not_next_to_him_is_refused_000_l1063() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (7, 7))]);
    g.stance(home(3), Stance::Prone);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    let refused = g
        .try_apply(rules::Input::Decide(Decision::HandOff { target: home(3) }))
        .expect_err("not next to him");
    assert!(refused.to_string().contains("000:L1063"), "{refused}");
}
