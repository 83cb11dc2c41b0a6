//! Blitz Bowl teams from the data's Team Cards (`rules::blitz_team`, 002:L243-L259): the Dwarf
//! Cannoneers against the Orc Rampagers, set up whole in their End Zones (002:L431), play a Run
//! that picks up the ball with no roll (002:L481, L493) and a Throw on the thrower's own Throw
//! Value (002:L518), under every Blitz Bowl switch the engine rules (the rest at 2016's until
//! they are ruled).

use crate::common;

use std::sync::Arc;

use common::{Game, book, sq};
use rules::blitz_team::{blitz_match_setup, blitz_team};
use rules::{ActionKind, Ball, Decision, Match, PlayerId, RulesetParams, Side, SquareSet};

fn data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
}

/// Blitz Bowl on the Single-Trapdoor side, its Trapdoor moved to (5, 5) (a league's board),
/// with the switches the engine does not rule yet at 2016's.
fn ruleset() -> RulesetParams {
    let base = RulesetParams::BB2016;
    let mut blitz = RulesetParams::blitz_bowl(data(), "one-trapdoor").expect("board exists");
    blitz.pitch.trapdoors = [sq(5, 5)].into_iter().collect::<SquareSet>();
    RulesetParams {
        block_dice: base.block_dice,
        push: base.push,
        armour: base.armour,
        injury: base.injury,
        reserves: base.reserves,
        dice: base.dice,
        ..blitz
    }
}

/// Dwarf (home) against Orc (away); the Orcs win the toss, so the Dwarfs set up first, in
/// x 0, and play first (002:L431, L439); the Orcs in x 19.
fn dwarf_v_orc() -> Game {
    let setup = blitz_match_setup(data(), "dwarf", "orc", None).expect("both are profiled");
    let mut g = Game {
        m: Match::with_ruleset(setup, Arc::new(book().clone()), ruleset())
            .expect("the ruled switches play"),
    };
    common::blitz::toss_and_set_up_six(&mut g);
    g
}

/// The Team Cards' six each, in card order: Dwarf Lineman ×3, Runner, Blitzer, Troll Slayer
/// (002:L152-L154, L252-L255).
#[test]
fn the_dwarf_card_builds_six_players_in_card_order_002_l152_l252() {
    let team = blitz_team(data(), "dwarf").expect("profiled");
    let positions: Vec<&str> = team.players.iter().map(|p| p.position.as_str()).collect();
    assert_eq!(
        positions,
        [
            "Lineman",
            "Lineman",
            "Lineman",
            "Runner",
            "Blitzer",
            "Troll Slayer"
        ]
    );
}

/// The Dwarf Blitzer (#5) Runs to (4, 2). The Runner (#4, Move 6, Throw 4+) Runs from
/// (0, 3) onto the ball on the Trapdoor at (5, 5), picking it up with no roll, and on to
/// (6, 5): six squares, no seventh (002:L481, L493). His Throw to the Blitzer is a Short Throw
/// on the Runner's Throw Value, 4+ (the Blitzer's own is 3+), and a 4 puts the ball in the
/// Blitzer's hands with no catch roll (002:L518, L525). The turn, its three Actions spent,
/// passes to the Orcs (002:L458).
#[test]
fn dwarfs_run_and_throw_against_orcs_002_l481_l493_l518() {
    let mut g = dwarf_v_orc();
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "the toss's loser plays first"
    );
    assert_eq!(
        g.m.state().ball,
        Ball::OnGround(sq(5, 5)),
        "on the Trapdoor"
    );
    let (runner, blitzer) = (PlayerId::new(Side::Home, 4), PlayerId::new(Side::Home, 5));

    g.declare(blitzer, ActionKind::Move);
    for (x, y) in [(1, 4), (2, 3), (3, 2), (4, 2)] {
        g.move_to(x, y);
    }
    g.decide(Decision::EndAction);

    g.declare(runner, ActionKind::Move);
    for (x, y) in [(1, 4), (2, 4), (3, 4), (4, 4), (5, 5)] {
        g.move_to(x, y);
    }
    assert_eq!(g.m.state().ball, Ball::Held(runner), "picked up, no roll");
    g.move_to(6, 5);
    assert!(
        !g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::Move { .. })),
        "Move 6: no seventh square"
    );
    g.decide(Decision::EndAction);

    g.declare(runner, ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(4, 2),
        range: None,
    });
    assert_eq!(g.roll_prompt().needs, Some(4), "the Runner's Throw 4+");
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(blitzer));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "three Actions: the Orcs' turn"
    );
}

/// A script names a Blitz Bowl team as the quick-start team "blitz-bowl/<id>": the Orc card's
/// six, each with his card line (the Big Un Blocker's Block 2, 002:L281-L299), and no
/// re-rolls; an unknown card is refused by name.
#[test]
fn a_script_names_a_blitz_bowl_team_by_its_card_id() {
    let team = rules::TeamSpec::QuickStart("blitz-bowl/orc".into())
        .build(book())
        .expect("the Orcs are profiled");
    assert_eq!(team.players.len(), 6);
    assert_eq!(team.rerolls, 0);
    assert!(team.players.iter().all(|p| p.blitz.is_some()));
    let big_un = team
        .players
        .iter()
        .find(|p| p.position == "Big Un Blocker")
        .and_then(|p| p.blitz.as_ref())
        .map(|b| b.block);
    assert_eq!(big_un, Some(2));
    let err = rules::TeamSpec::QuickStart("blitz-bowl/halflings".into())
        .build(book())
        .expect_err("no such card");
    assert!(err.to_string().contains("halflings"), "{err}");
}

/// "An Open Player who is in possession of a ball can make a Throw Action" (002:L512; the
/// glossary, 002:L1209): with the ball still on the Trapdoor, no Dwarf may declare one, and
/// the refusal costs none of the turn's three Actions (002:L458); the turn's prompt does not
/// offer it.
#[test]
fn no_throw_action_without_a_ball_002_l512_l1209() {
    let mut g = dwarf_v_orc();
    let runner = PlayerId::new(Side::Home, 4);
    let refused = g
        .try_apply(rules::Input::Decide(Decision::Declare {
            player: runner,
            action: ActionKind::Pass,
        }))
        .expect_err("he holds no ball");
    assert!(refused.to_string().contains("002:L512"), "{refused}");
    assert!(
        !g.decision_options().contains(&Decision::Declare {
            player: runner,
            action: ActionKind::Pass,
        }),
        "not offered"
    );
    assert!(
        g.m.state()
            .turn
            .as_ref()
            .is_some_and(|t| t.declared.is_empty()),
        "no Action spent"
    );
}
