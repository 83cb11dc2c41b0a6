//! The Throw-in template is one rigid template, laid against whichever line the ball crossed
//! with its 3-4 pointing into the pitch (000:L153, L742), or over a player facing the way his
//! coach chooses (Ball & Chain 004:L9816-L9818). Laid any way, it is the same template turned:
//! its faces are printed on one side, so it is never mirrored. Which diagonal the 1-2 is on the
//! near sideline is the template's own (the diagram is lost, digest §15.4 [GAP]); what these
//! tests hold is that a 1 lands on the same hand of the 3-4 arrow at every edge and every
//! facing, and a 6 on the other hand. A mirrored template puts the 1 of the far sideline and
//! of one end line on the other hand, and fails them.

use crate::common;
use common::*;
use rules::{ActionKind, Decision, Die, Facing, Place, Reroll};

/// Which side of the `forward` arrow a `step` lies: +1 on one hand, -1 on the other, 0 along it.
fn hand(forward: (i32, i32), step: (i32, i32)) -> i32 {
    (forward.0 * step.1 - forward.1 * step.0).signum()
}

/// An edge of the pitch, and a pass that scatters off the pitch over it.
struct Exit {
    edge: &'static str,
    thrower: (i32, i32),
    target: (i32, i32),
    /// The D8 that moves the scattered pass towards the edge, twice.
    d8: u8,
    /// The last square the ball was in, the template's centre.
    from: (i32, i32),
    /// Straight into the pitch from that edge.
    forward: (i32, i32),
}

const EXITS: [Exit; 4] = [
    Exit {
        edge: "near sideline",
        thrower: (5, 1),
        target: (9, 1),
        d8: 2,
        from: (9, 0),
        forward: (0, 1),
    },
    Exit {
        edge: "far sideline",
        thrower: (5, 13),
        target: (9, 13),
        d8: 7,
        from: (9, 14),
        forward: (0, -1),
    },
    Exit {
        edge: "home end line",
        thrower: (4, 7),
        target: (1, 7),
        d8: 4,
        from: (0, 7),
        forward: (1, 0),
    },
    Exit {
        edge: "away end line",
        thrower: (21, 7),
        target: (24, 7),
        d8: 5,
        from: (25, 7),
        forward: (-1, 0),
    },
];

/// Throws the ball off the pitch over `exit`'s edge with an inaccurate pass, then throws it in
/// with `direction` and a 2D6 of 3: two squares in from the centre (001:L1128). Home #3 and #4
/// wait on the two diagonal squares it may reach; the step towards the one asked to catch.
fn thrown_in(exit: &Exit, direction: u8) -> (i32, i32) {
    let (fx, fy) = exit.forward;
    let (across_x, across_y) = (fy, fx);
    let diagonal = |sign: i32| {
        (
            exit.from.0 + 2 * (fx + sign * across_x),
            exit.from.1 + 2 * (fy + sign * across_y),
        )
    };
    let mut g = Game::new();
    g.only(&[
        (home(5), exit.thrower),
        (home(3), diagonal(1)),
        (home(4), diagonal(-1)),
        (away(8), (13, 7)),
    ]);
    g.ball(exit.thrower.0, exit.thrower.1);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(exit.target.0, exit.target.1),
        range: None,
    });
    g.d6(&[2]);
    if matches!(
        g.m.prompt(),
        rules::Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep))
    ) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
    // Twice towards the edge: onto the edge's square, then off; the third D8 is never read.
    g.dice(&[Die::D8(exit.d8), Die::D8(exit.d8), Die::D8(exit.d8)]);
    assert_eq!(g.roll_prompt().roll, "Throw-in", "{}", exit.edge);
    g.d6(&[direction, 1, 2]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch", "{} {direction}", exit.edge);
    let catcher = if roll.player == Some(home(3)) {
        diagonal(1)
    } else {
        diagonal(-1)
    };
    ((catcher.0 - exit.from.0) / 2, (catcher.1 - exit.from.1) / 2)
}

#[test]
fn a_throw_in_1_lands_on_the_same_hand_at_every_edge_000_l153_l742() {
    let near = hand(EXITS[0].forward, thrown_in(&EXITS[0], 1));
    assert_ne!(near, 0, "1 is a diagonal");
    for exit in &EXITS {
        let step = thrown_in(exit, 1);
        assert_eq!(
            hand(exit.forward, step),
            near,
            "a 1 thrown in over the {} steps {step:?}: the template turned to face in from \
             it keeps its 1 on the near sideline's hand",
            exit.edge
        );
    }
}

#[test]
fn a_throw_in_6_lands_on_the_other_hand_at_every_edge_000_l153_l742() {
    for exit in &EXITS {
        let one = hand(exit.forward, thrown_in(exit, 1));
        let six = hand(exit.forward, thrown_in(exit, 6));
        assert_eq!(
            six, -one,
            "over the {}: 5-6 is the other diagonal",
            exit.edge
        );
    }
}

/// Home #7 with Ball & Chain on (10,7), his coach facing the template `facing`; the square a
/// `d6` moves him to (004:L9816-L9818).
fn chained_step(facing: Facing, d6: u8) -> (i32, i32) {
    let mut g = Game::with(|s| s.home.players[6].skills.push("ball-and-chain".into()));
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::BallAndChain { facing });
    assert_eq!(g.roll_prompt().roll, "Ball & Chain");
    g.d6(&[d6]);
    match g.place_of(home(7)) {
        Place::Pitch { square, .. } => (i32::from(square.x()) - 10, i32::from(square.y()) - 7),
        other => panic!("facing {facing:?}, {d6}: {other:?}"),
    }
}

#[test]
fn ball_and_chain_template_turns_with_his_facing_004_l9816_000_l153() {
    let ways = [
        (Facing::FarSideline, (0, 1)),
        (Facing::NearSideline, (0, -1)),
        (Facing::AwayEndZone, (1, 0)),
        (Facing::HomeEndZone, (-1, 0)),
    ];
    let first = hand(ways[0].1, chained_step(ways[0].0, 1));
    assert_ne!(first, 0, "1 is a diagonal");
    for (facing, forward) in ways {
        assert_eq!(
            chained_step(facing, 3),
            forward,
            "{facing:?}: 3 is straight on"
        );
        assert_eq!(
            hand(forward, chained_step(facing, 1)),
            first,
            "{facing:?}: 1"
        );
        assert_eq!(
            hand(forward, chained_step(facing, 6)),
            -first,
            "{facing:?}: 6"
        );
    }
}
