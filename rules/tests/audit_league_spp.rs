//! Audit of the league's Star Player Points where the engine says what earns them: a
//! completion is an accurate pass caught by a team-mate in the target square when the ball
//! comes to rest (004:L2536-L2540), a Dump-Off's Quick Pass too, as "the normal throwing
//! rules apply" to it, all but the end of a turn (004:L10148-L10155).

use crate::common;

use common::{Game, away, give, home, sq};
use rules::{ActionKind, Ball, Decision, EventKind};

/// Home #7 on (10,7) blocks away #5 (Orc Thrower with Dump-Off) on (11,7), who holds the ball
/// and dumps it off to away #8 on (13,7): a pass of 4+ (AG 3, +1 Quick, -1 for home #7's
/// Tackle Zone) rolled 4, accurate, caught on 3+ with a 3 on the target square. It is away
/// #5's completion (1 SPP), and still no turnover for either team.
#[test]
fn a_dump_off_caught_on_its_target_is_a_completion_004_l10151_l2536() {
    let mut g = Game::with(|s| give(s, rules::Side::Away, 5, "dump-off"));
    g.only(&[(home(7), (10, 7)), (away(5), (11, 7)), (away(8), (13, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    let mut events = g.decide(Decision::DumpOff {
        target: Some(sq(13, 7)),
    });
    events.extend(g.d6(&[4]));
    events.extend(g.d6(&[3]));
    assert_eq!(g.m.state().ball, Ball::Held(away(8)));
    let completions: Vec<_> = events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Completion { thrower, catcher } => Some((thrower, catcher)),
            _ => None,
        })
        .collect();
    assert_eq!(completions, vec![(away(5), away(8))]);
    assert_eq!(g.turnover(), None, "no turnover for either team");
    assert_eq!(g.roll_prompt().roll, "Block", "then the block goes on");
}

/// The same Dump-Off caught by away #8 one square off its target (the pass inaccurate and
/// scattered onto him) is no completion (004:L2536-L2540): a pass roll of 3 misses the 4+.
#[test]
fn a_dump_off_caught_off_its_target_is_no_completion_004_l2536() {
    let mut g = Game::with(|s| give(s, rules::Side::Away, 5, "dump-off"));
    g.only(&[(home(7), (10, 7)), (away(5), (11, 7)), (away(8), (13, 8))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    let mut events = g.decide(Decision::DumpOff {
        target: Some(sq(13, 7)),
    });
    events.extend(g.d6(&[3]));
    let text = common::text(&events);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Completion { .. })),
        "{text}"
    );
}
