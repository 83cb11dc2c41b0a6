//! The set-up and ball-entry switches at Blitz Bowl's values: the coin toss's loser sets up the
//! whole team in its End Zone first, then the other team, and plays first (002:L431, L439); a
//! ball is put on the Trapdoor without a Bounce (002:L434-L436), and at the start of a later
//! turn with no ball on the pitch a new one comes up through a Trapdoor and Bounces
//! (002:L628-L638). Played on a 20 × 11 board with every other switch at 2016's, so each test
//! fails under 2016's "kicking team first, in its half, then a kick-off".

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, setup, sq};
use rules::ruleset::{BallEntry, PitchShape, SetupPolicy};
use rules::square_set::SquareSet;
use rules::state::Ball;
use rules::{
    Decision, Die, DieKind, Edit, Input, Match, Pitch, Place, Prompt, RulesetParams, Side, Square,
    Stance,
};

/// 2016's rules on a 20 × 11 board, the whole team set up in its End Zone and the ball coming
/// in through `trapdoors`.
fn end_zone(trapdoors: &[(i32, i32)]) -> RulesetParams {
    RulesetParams {
        pitch: PitchShape {
            size: Pitch::without_zones(20, 11).expect("fits the grid"),
            trapdoors: trapdoors
                .iter()
                .map(|&(x, y)| sq(x, y))
                .collect::<SquareSet>(),
            ..RulesetParams::BB2016.pitch
        },
        setup: SetupPolicy::EndZone,
        ball_entry: BallEntry::Trapdoor,
        ..RulesetParams::BB2016
    }
}

/// Six players a side (a Blitz Bowl team's size, 002:L245), the toss still to come.
fn new_match(trapdoors: &[(i32, i32)]) -> Game {
    let mut setup = setup();
    setup.kicking = None;
    setup.home.players.truncate(6);
    setup.away.players.truncate(6);
    Game {
        m: Match::with_ruleset(setup, Arc::new(book().clone()), end_zone(trapdoors))
            .expect("the set-up and ball-entry switches are ruled"),
    }
}

fn set_up_side(game: &mut Game, side: Side) {
    let x = if side == Side::Home { 0 } else { 19 };
    for n in 1..=6u8 {
        game.decide(Decision::Place {
            player: rules::PlayerId::new(side, n),
            square: sq(x, i32::from(n) * 2 - 2),
        });
    }
    game.decide(Decision::EndSetup);
}

/// Home wins the toss; away sets up, then home.
fn both_set_up(trapdoors: &[(i32, i32)]) -> Game {
    let mut game = new_match(trapdoors);
    game.decide(Decision::CoinToss { winner: Side::Home });
    set_up_side(&mut game, Side::Away);
    set_up_side(&mut game, Side::Home);
    game
}

fn set_up_prompt(game: &Game) -> rules::DecisionRequest {
    match game.m.prompt() {
        Prompt::Decision(d) => d,
        other => panic!("a set-up decision, got {other:?}"),
    }
}

/// The toss's loser sets up first (002:L431) and is Coach A, who plays the first turn
/// (002:L439): home wins, so away sets up first and plays first. Under 2016 the winner would
/// choose to kick or receive, and the team that did not set up first would play first.
#[test]
fn the_toss_loser_sets_up_first_and_plays_first_002_l431_l439() {
    let mut game = new_match(&[(10, 5)]);
    game.decide(Decision::CoinToss { winner: Side::Home });
    let d = set_up_prompt(&game);
    assert_eq!(d.side, Side::Away, "{d:?}");
    assert!(!d.options.contains(&Decision::Kick), "{d:?}");
    set_up_side(&mut game, Side::Away);
    assert_eq!(set_up_prompt(&game).side, Side::Home);
    set_up_side(&mut game, Side::Home);
    assert_eq!(game.turn_side(), Some(Side::Away));
}

/// The whole team goes in its own End Zone, one a square (002:L431): away is offered exactly
/// the 11 squares of x 19 (not its half, x 10-19), a square one row out is refused, and the
/// set-up cannot end with five of its six players placed.
#[test]
fn the_whole_team_sets_up_in_its_end_zone_002_l431() {
    let mut game = new_match(&[(10, 5)]);
    game.decide(Decision::CoinToss { winner: Side::Home });
    let d = set_up_prompt(&game);
    let squares: Vec<Square> = d.placings.squares.iter().collect();
    assert_eq!(squares.len(), 11, "{squares:?}");
    assert!(squares.iter().all(|s| s.x() == 19));
    let refused = game
        .try_apply(Input::Decide(Decision::Place {
            player: away(1),
            square: sq(18, 0),
        }))
        .err()
        .map(|r| r.cite);
    assert_eq!(refused, Some(Some("002:L431".to_string())));
    for n in 1..=5u8 {
        game.decide(Decision::Place {
            player: away(n),
            square: sq(19, i32::from(n)),
        });
    }
    assert!(!set_up_prompt(&game).options.contains(&Decision::EndSetup));
    let early = game.try_apply(Input::Decide(Decision::EndSetup));
    assert!(
        early
            .as_ref()
            .is_err_and(|r| r.reason.contains("all 6") && r.cite.as_deref() == Some("002:L431")),
        "{early:?}"
    );
    game.decide(Decision::Place {
        player: away(6),
        square: sq(19, 6),
    });
    assert!(set_up_prompt(&game).options.contains(&Decision::EndSetup));
}

/// Once both teams are set up, the ball is placed on the Trapdoor and does not Bounce
/// (002:L434-L436): no roll is asked, the ball lies on (10, 5) and the first turn waits for a
/// declaration (2016 would ask for the kick).
#[test]
fn the_set_up_ball_lies_on_the_trapdoor_without_a_bounce_002_l434_l436() {
    let game = both_set_up(&[(10, 5)]);
    assert_eq!(game.m.state().ball, Ball::OnGround(sq(10, 5)));
    assert!(
        matches!(game.m.prompt(), Prompt::Decision(ref d) if d.side == Side::Away
            && d.options.contains(&Decision::EndTurn)),
        "{:?}",
        game.m.prompt()
    );
}

/// With several Trapdoors one is picked at random (002:L434; the method is the digest's
/// default, §9 A20): a D6 over two Trapdoors in board order, 1-3 the first (10, 2), 4-6 the
/// second (10, 8). A 4 puts the ball on (10, 8), a 3 on (10, 2).
#[test]
fn a_d6_picks_one_of_two_trapdoors_002_l434() {
    for (roll, square) in [(4, sq(10, 8)), (3, sq(10, 2))] {
        let mut game = both_set_up(&[(10, 8), (10, 2)]);
        let r = game.roll_prompt();
        assert_eq!(r.dice.as_ref(), &[DieKind::D6]);
        game.d6(&[roll]);
        assert_eq!(game.m.state().ball, Ball::OnGround(square), "D6 {roll}");
        assert_eq!(game.turn_side(), Some(Side::Away));
    }
}

/// No ball on the pitch at the start of a turn: a new ball comes up through the Trapdoor,
/// Injures a player standing there (to the Dugout) and Bounces (002:L628-L638). Not in a
/// team's first turn, which skips the Pre-Turn Sequence (002:L448): home's first turn starts
/// without a ball, away's second with the new ball's Bounce from (10, 5).
#[test]
fn a_new_ball_comes_through_the_trapdoor_when_none_is_in_play_002_l628_l638() {
    let mut game = both_set_up(&[(10, 5)]);
    game.edit(Edit::RemoveBall);
    game.decide(Decision::EndTurn);
    assert_eq!(game.turn_side(), Some(Side::Home));
    assert_eq!(
        game.m.state().ball,
        Ball::OffPitch,
        "home's first turn: no Pre-Turn"
    );
    assert!(matches!(game.m.prompt(), Prompt::Decision(_)));
    game.edit(Edit::PlacePlayer {
        player: home(1),
        square: sq(10, 5),
        stance: Stance::Standing,
    });
    game.decide(Decision::EndTurn);
    assert_eq!(game.turn_side(), Some(Side::Away));
    assert_eq!(
        game.place_of(home(1)),
        Place::Reserves,
        "Injured on the Trapdoor"
    );
    let r = game.roll_prompt();
    assert_eq!(r.dice.as_ref(), &[DieKind::D8]);
    assert_eq!(game.m.state().ball, Ball::OnGround(sq(10, 5)));
    game.dice(&[Die::D8(5)]);
    assert_ne!(game.m.state().ball, Ball::OnGround(sq(10, 5)), "it Bounced");
}

/// A ruleset bringing the ball in by Trapdoor on a board without one is refused, saying what
/// to give it.
#[test]
fn ball_entry_by_trapdoor_needs_a_trapdoor_002_l1221() {
    let refused = Match::with_ruleset(setup(), Arc::new(book().clone()), end_zone(&[]))
        .err()
        .map(|e| e.to_string());
    assert!(
        refused.as_deref().is_some_and(|e| e.contains("has 0")),
        "{refused:?}"
    );
}

/// No concession at set-up: 2016's (000:L379) is for a team that cannot fill its line of
/// scrimmage, and an End Zone set-up has none (002:L431). Not offered, and refused.
#[test]
fn no_concession_at_an_end_zone_set_up_002_l431() {
    let mut game = new_match(&[(10, 5)]);
    game.decide(Decision::CoinToss { winner: Side::Home });
    assert!(!set_up_prompt(&game).options.contains(&Decision::Concede));
    let refused = game
        .try_apply(Input::Decide(Decision::Concede))
        .err()
        .map(|r| r.cite);
    assert_eq!(refused, Some(Some("002:L431".to_string())));
}
