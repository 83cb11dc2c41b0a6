//! The movement switch at Blitz Bowl's Marking, and its blocked squares: a Run never enters a
//! square next to a standing opponent and asks no roll (002:L481); a Mark moves up to two
//! squares and ends Marking (002:L501); a Sidestep moves one square and ends Open (002:L594);
//! a Prone player makes a Stand Up Action (002:L598); what a player may declare follows his
//! status (002:L464-L469); no step enters a blocked square (002:L224, L481). Played on the
//! 2016 board with those switches turned, so each test fails under Tackle Zones.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, setup, sq};
use rules::ruleset::{Activation, Movement};
use rules::{
    ActionKind, Ball, Decision, Match, PlayerId, Prompt, RulesetParams, SquareSet, Stance,
};

/// Marking and Blitz Bowl's three Actions, with (15, 7) a blocked square; the home team to
/// play (Human Linemen, MA 6).
fn marking() -> Game {
    let mut blocked = SquareSet::EMPTY;
    blocked.insert(sq(15, 7));
    let mut ruleset = RulesetParams {
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        ..RulesetParams::BB2016
    };
    ruleset.pitch.blocked = blocked;
    let mut game = Game {
        m: Match::with_ruleset(setup(), Arc::new(book().clone()), ruleset)
            .expect("marking and blocked squares are ruled"),
    };
    game.set_up_both();
    game.quiet_kick_off();
    game
}

fn declarable(game: &Game, id: PlayerId) -> Vec<ActionKind> {
    game.decision_options()
        .iter()
        .filter_map(|o| match o {
            Decision::Declare { player, action } if *player == id => Some(*action),
            _ => None,
        })
        .collect()
}

fn moves_offered(game: &Game) -> Vec<rules::Square> {
    game.decision_options()
        .iter()
        .filter_map(|o| match o {
            Decision::Move { to } => Some(*to),
            _ => None,
        })
        .collect()
}

fn waits_for_decision(game: &Game) -> bool {
    matches!(game.m.prompt(), Prompt::Decision(_))
}

fn refused(game: &mut Game, d: Decision) -> String {
    match game.try_apply(rules::Input::Decide(d)) {
        Ok(_) => panic!("{d:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// A Run may not enter a square next to a standing opponent, whether the square is entered
/// square by square or straight on (2016 asks nothing to enter a Tackle Zone); next to a Prone
/// opponent it may (002:L481).
#[test]
fn a_run_never_enters_a_square_next_to_a_standing_opponent_002_l481() {
    let mut g = marking();
    g.only(&[(home(7), (10, 7)), (away(7), (13, 7)), (away(8), (9, 9))]);
    g.stance(away(8), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    let offered = moves_offered(&g);
    for y in 6..=8 {
        assert!(!offered.contains(&sq(12, y)), "{offered:?}");
    }
    let why = refused(&mut g, Decision::Move { to: sq(12, 7) });
    assert!(why.contains("002:L481"), "{why}");
    // Next to the Prone opponent at (9, 9) he may go.
    g.move_to(10, 8);
    assert_eq!(g.place_of(home(7)), on(sq(10, 8), Stance::Standing));
}

/// A Run moves its Move and no more, with no Go For It and no roll on any step (2016: a Go For
/// It roll for the 7th square, 000:L1047).
#[test]
fn a_run_moves_its_move_with_no_go_for_it_002_l481() {
    let mut g = marking();
    g.only(&[(home(7), (2, 7)), (away(7), (20, 2))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
        assert!(waits_for_decision(&g), "a roll was asked at x = {x}");
    }
    assert!(moves_offered(&g).is_empty());
    let why = refused(&mut g, Decision::Move { to: sq(9, 7) });
    assert!(why.contains("no Go For It"), "{why}");
}

/// A Run onto the ball picks it up with no roll (2016: an Agility roll, 000:L492).
#[test]
fn a_run_picks_up_the_ball_without_a_roll_002_l493() {
    let mut g = marking();
    g.only(&[(home(7), (10, 7)), (away(7), (20, 2))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    assert!(waits_for_decision(&g));
}

/// A Marked player makes a Block or a Sidestep, not a Run, a Mark or a Throw; an Open one the
/// other way round; a Prone one only a Stand Up (002:L464-L469, L598).
#[test]
fn what_a_player_declares_follows_his_status_002_l464_l469() {
    let mut g = marking();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (home(8), (5, 3)),
        (away(8), (8, 3)),
        (home(9), (3, 12)),
    ]);
    g.stance(home(9), Stance::Prone);
    // Home 8 holds the ball: an Open player "in possession of a ball" may Throw (002:L512).
    g.ball(5, 3);
    let mut marked = declarable(&g, home(7));
    marked.sort_by_key(|a| *a as u8);
    assert_eq!(marked, vec![ActionKind::Block, ActionKind::Sidestep]);
    let open = declarable(&g, home(8));
    for a in [ActionKind::Move, ActionKind::Mark, ActionKind::Pass] {
        assert!(open.contains(&a), "{a:?} missing from {open:?}");
    }
    for a in [
        ActionKind::Block,
        ActionKind::Sidestep,
        ActionKind::StandUp,
        ActionKind::Blitz,
    ] {
        assert!(!open.contains(&a), "{a:?} in {open:?}");
    }
    assert_eq!(declarable(&g, home(9)), vec![ActionKind::StandUp]);
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Move,
        },
    );
    assert!(why.contains("Marked"), "{why}");
}

/// Blitz Bowl's Foul is an advanced rule, rolled on one Block Die read as foul results
/// (002:L745-L767), not 2016's Armour roll: an Open player next to a Prone opponent is not
/// offered a Foul, and declaring one is refused with the rule's line, rather than played as
/// 2016's Foul (000:L1180).
#[test]
fn a_foul_is_not_offered_as_2016_foul_under_marking_002_l745() {
    let mut g = marking();
    g.only(&[(home(8), (5, 3)), (away(8), (6, 3))]);
    g.stance(away(8), Stance::Prone);
    let open = declarable(&g, home(8));
    assert!(open.contains(&ActionKind::Move), "{open:?}");
    assert!(!open.contains(&ActionKind::Foul), "{open:?}");
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(8),
            action: ActionKind::Foul,
        },
    );
    assert!(why.contains("002:L745-L767"), "{why}");
}

/// A Sidestep moves one square with no Dodge (2016 asks one to leave a Tackle Zone, 000:L459)
/// and must finish Open; then the Action is over (002:L594).
#[test]
fn a_sidestep_moves_one_square_and_finishes_open_002_l594() {
    let mut g = marking();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Sidestep);
    let offered = moves_offered(&g);
    assert!(!offered.contains(&sq(10, 6)), "{offered:?}");
    assert!(!offered.contains(&sq(10, 8)), "{offered:?}");
    assert!(offered.contains(&sq(9, 7)), "{offered:?}");
    assert!(!g.decision_options().contains(&Decision::EndAction));
    let why = refused(&mut g, Decision::Move { to: sq(10, 6) });
    assert!(why.contains("002:L594"), "{why}");
    g.move_to(9, 7);
    assert!(waits_for_decision(&g), "no Dodge roll");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert!(g.m.state().action().is_none(), "one square, and over");
}

/// A Mark moves up to two squares and ends as soon as it Marks an opponent: one square to
/// (11, 7) Marks the opponent at (12, 7), and the Action is over there (002:L501).
#[test]
fn a_mark_ends_as_soon_as_it_marks_002_l501() {
    let mut g = marking();
    g.only(&[(home(7), (9, 7)), (away(7), (12, 7))]);
    g.declare(home(7), ActionKind::Mark);
    g.move_to(10, 7);
    assert!(g.m.state().action().is_some(), "not Marking yet");
    assert!(!g.decision_options().contains(&Decision::EndAction));
    g.move_to(11, 7);
    assert!(waits_for_decision(&g), "no roll to step next to him");
    assert!(g.m.state().action().is_none(), "Marking: the Mark is over");
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
}

/// A Mark whose first square leaves no square Marking within its second is refused, and one
/// out of reach of every opponent cannot be declared (002:L501: "cannot make a Mark Action as
/// they cannot end the move Marking").
#[test]
fn a_mark_must_finish_marking_within_two_squares_002_l501() {
    let mut g = marking();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (13, 7)),
        (home(8), (2, 2)),
        (away(8), (20, 12)),
    ]);
    assert!(!declarable(&g, home(8)).contains(&ActionKind::Mark));
    g.declare(home(7), ActionKind::Mark);
    let offered = moves_offered(&g);
    assert!(!offered.contains(&sq(9, 7)), "{offered:?}");
    let why = refused(&mut g, Decision::Move { to: sq(9, 7) });
    assert!(why.contains("002:L501"), "{why}");
    g.move_to(11, 7);
    g.move_to(12, 7);
    assert!(g.m.state().action().is_none());
}

/// A Mark onto the ball does not pick it up: it Bounces (002:L493), here by the 2016 scatter
/// still in force (a D8).
#[test]
fn a_mark_onto_the_ball_makes_it_bounce_002_l493() {
    let mut g = marking();
    g.only(&[(home(7), (10, 7)), (away(7), (12, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Mark);
    g.move_to(11, 7);
    assert_ne!(g.m.state().ball, Ball::Held(home(7)));
    let roll = g.roll_prompt();
    assert!(
        roll.dice.contains(&rules::DieKind::D8),
        "a bounce: {roll:?}"
    );
}

/// A Stand Up Action stands a Prone player up, and that is the Action (002:L598); 2016's
/// costs three squares of a Move (000:L609).
#[test]
fn a_stand_up_action_stands_him_up_and_is_over_002_l598() {
    let mut g = marking();
    g.only(&[(home(7), (10, 7)), (away(7), (20, 2))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::StandUp);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(g.m.state().action().is_none());
    // He may make another Action this turn (002:L458): a Run, from standing.
    assert!(declarable(&g, home(7)).contains(&ActionKind::Move));
}

/// No Run, Mark or Sidestep enters a blocked square (002:L224, L481).
#[test]
fn no_step_enters_a_blocked_square_002_l224_l481() {
    let mut g = marking();
    g.only(&[(home(7), (14, 7)), (away(7), (20, 2))]);
    g.declare(home(7), ActionKind::Move);
    assert!(!moves_offered(&g).contains(&sq(15, 7)));
    let why = refused(&mut g, Decision::Move { to: sq(15, 7) });
    assert!(why.contains("blocked"), "{why}");
    g.move_to(15, 6);
    assert_eq!(g.place_of(home(7)), on(sq(15, 6), Stance::Standing));
}

/// Blitz Bowl has no Blitz and no Hand-off Action (002:L1171); 2016 has no Mark, Sidestep or
/// Stand Up Action.
#[test]
fn each_game_declares_only_its_own_actions_002_l1171() {
    let mut g = marking();
    g.only(&[(home(7), (10, 7)), (away(7), (20, 2))]);
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Blitz,
        },
    );
    assert!(why.contains("no Blitz Action"), "{why}");
    let mut bb = Game::new();
    bb.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    for action in [ActionKind::Mark, ActionKind::Sidestep, ActionKind::StandUp] {
        assert!(!declarable(&bb, home(7)).contains(&action));
        let why = refused(
            &mut bb,
            Decision::Declare {
                player: home(7),
                action,
            },
        );
        assert!(why.contains("Blitz Bowl's"), "{why}");
    }
}

/// Blocked squares are read by Marking's steps; with 2016's Tackle Zones they would be
/// ignored, so such a ruleset is refused by name.
#[test]
fn blocked_squares_without_marking_are_refused_002_l224() {
    let mut ruleset = RulesetParams::BB2016;
    ruleset.pitch.blocked.insert(sq(15, 7));
    let err = Match::with_ruleset(setup(), Arc::new(book().clone()), ruleset).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(
        shown.contains("blocked squares under Tackle Zones"),
        "{shown}"
    );
}
