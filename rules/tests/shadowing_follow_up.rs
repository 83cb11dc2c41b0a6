//! Shadowing when the player performing an Action leaves the shadower's Tackle Zone by
//! following up a block: the skill's text is "for any reason" (004:L10541-L10544), so the
//! follow-up is such a move. Home is the Human quick-start (#7, #8 Linemen: MA6 ST3), away the
//! Orc quick-start (#7, #8 Linemen: MA5 ST3).

use crate::common;

use common::*;
use rules::{BlockFace, Decision, Side, Stance};

/// Home #7 on (10,7) blocks away #7 on (11,7) with a Pushed, pushed to (12,7). Away #8 on
/// (9,8), with Shadowing, has home #7 in his Tackle Zone; home #8 on (8,9) marks him, so he
/// gives no assist and one die is rolled.
fn pushed_next_to_a_shadower() -> Game {
    let mut g = Game::with(|s| give(s, Side::Away, 8, "shadowing"));
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (8, 9)),
        (away(7), (11, 7)),
        (away(8), (9, 8)),
    ]);
    g.block(home(7), away(7), &[BlockFace::Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g
}

/// He follows up to (11,7), two squares from the shadower: the away coach is asked, and on
/// 2D6 3+3 + 6 (his MA) - 5 (the shadower's) = 7, 7 or less, the shadower steps into (10,7).
#[test]
fn a_follow_up_out_of_the_zone_may_be_shadowed_004_l10541_l10548() {
    let mut g = pushed_next_to_a_shadower();
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Shadow {
                player: Some(away(8))
            },
            Decision::Shadow { player: None }
        ]
    );
    g.decide(Decision::Shadow {
        player: Some(away(8)),
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.side), ("Shadowing", Side::Home));
    g.d6(&[3, 3]);
    // The mover's roll in his own turn: his team re-roll is offered (000:L758); kept.
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    assert_eq!(g.place_of(away(8)), on(sq(10, 7), Stance::Standing));
}

/// He stays on (10,7): he left no Tackle Zone, so no one is asked.
#[test]
fn no_shadowing_when_he_does_not_follow_up_004_l10541() {
    let mut g = pushed_next_to_a_shadower();
    g.decide(Decision::FollowUp { follow: false });
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Shadow { .. })),
        "{:?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(8)), on(sq(9, 8), Stance::Standing));
}

/// A square with only the ball in it is empty (000:L577): home #7 dodges from (10,7) onto the
/// ball on (9,7) (a 6), fails to pick it up (a 1, kept) and it bounces back (D8 5, one square
/// right) onto (10,7), the square he left. On 1+1 + 6 - 5 = 3 the shadower, away #7, follows
/// him in (004:L10548) and the ball, entered outside his own Action, bounces from him
/// (000:L488): the Bounce's D8 is asked, where the nearest wrong reading says he gets away.
#[test]
fn a_shadower_follows_onto_the_ball_and_it_bounces_000_l488_004_l10548() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "shadowing"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(9, 7);
    g.declare(home(7), rules::ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[6]);
    g.d6(&[1]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    g.dice(&[rules::Die::D8(5)]);
    assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(10, 7)));
    g.decide(Decision::Shadow {
        player: Some(away(7)),
    });
    g.d6(&[1, 1]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Standing));
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Bounce");
}
