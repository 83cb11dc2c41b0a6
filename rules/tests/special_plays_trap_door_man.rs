//! Trap Door Man (004:L5395-L5412): played once after the team's own turn has ended, on a
//! player of its Reserves; a D6: 1-4 he climbs through the trap door in his own half, 5-6
//! through the one in the opponent's (004:L5400-L5406); a pitch without trap doors uses the
//! sweet spot, and a covered door or spot lets him out nowhere (004:L5407-L5411); his team may
//! have more than 11 players for the rest of the drive (004:L5411-L5412).
//!
//! No 2016 text places the trap doors, nor defines the sweet spot: the engine uses the
//! ruleset's trapdoor squares, and without any in that half the referee names the sweet spot
//! (any empty square of the half), or says it is covered (`done`).
//!
//! Each scenario: home (Human quick-start) holds the card; home #1 alone of home on the pitch
//! (at 5,7), away #1 at 20,7; home ends its first turn and plays the card on home #2.

use crate::common;
use common::cards::*;
use common::*;
use rules::special_play::Card;
use rules::{Decision, Place, Prompt, Side, Stance};

const CARD: Card = Card::TrapDoorMan;

/// Home's turn ended with the card offered; `ruleset` given, its switches (trapdoors).
fn offered_game(ruleset: Option<rules::RulesetParams>) -> Game {
    let mut g = card_game_in(&[CARD], &[], &[], |_| {}, ruleset);
    g.only(&[(home(1), (5, 7)), (away(1), (20, 7))]);
    end_turn(&mut g);
    assert_eq!(offered(&g), Some(CARD), "{:#?}", g.m.prompt());
    g
}

/// The card played on home #2 and its D6 rolled.
fn rolled(ruleset: Option<rules::RulesetParams>, d6: u8) -> Game {
    let mut g = offered_game(ruleset);
    play(&mut g, CARD, Some(home(2)));
    assert_eq!(g.roll_prompt().roll, "Special Play card");
    g.d6(&[d6]);
    g
}

/// The squares the coach is offered for home #2, and whether `done` (covered) is offered.
fn offered_squares(g: &Game) -> (Vec<rules::Square>, bool) {
    let options = g.decision_options();
    let squares = options
        .iter()
        .filter_map(|d| match d {
            Decision::MovePlayer { player, to } if *player == home(2) => Some(*to),
            _ => None,
        })
        .collect();
    (squares, options.contains(&Decision::Done))
}

/// A 2016 pitch with a trapdoor square in each half.
fn trapdoors() -> rules::RulesetParams {
    let mut rules = rules::RulesetParams::BB2016;
    rules.pitch.trapdoors = [sq(6, 7), sq(19, 7)]
        .into_iter()
        .collect::<rules::SquareSet>();
    rules
}

/// Played on a Reserve of the team, not on a player on the pitch (004:L5400-L5401).
#[test]
fn trap_door_man_is_played_on_a_reserve_004_l5400() {
    let mut g = offered_game(None);
    let on: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PlayCard { card, player } if card == CARD => player,
            _ => None,
        })
        .collect();
    assert!(on.contains(&home(2)), "{on:?}");
    assert!(!on.contains(&home(1)), "{on:?}");
    assert!(!on.iter().any(|p| p.side == Side::Away), "{on:?}");
    assert!(
        g.try_apply(rules::Input::Decide(Decision::PlayCard {
            card: CARD,
            player: Some(home(1)),
        }))
        .is_err()
    );
}

/// A 4 is his own half: with no trap doors on the pitch, the sweet spot the referee names
/// there, any empty square of the home half (x 0-12), or covered (004:L5402-L5409). A reading
/// of 4 as the opponent's half would offer no home square.
#[test]
fn trap_door_man_a_4_climbs_out_in_his_own_half_at_the_sweet_spot_004_l5402() {
    let mut g = rolled(None, 4);
    let (squares, covered) = offered_squares(&g);
    assert!(covered, "the referee may say the sweet spot is covered");
    assert!(squares.contains(&sq(8, 7)));
    assert!(!squares.contains(&sq(5, 7)), "home #1 stands there");
    assert!(squares.iter().all(|s| s.x() <= 12), "{squares:?}");
    g.decide(Decision::MovePlayer {
        player: home(2),
        to: sq(8, 7),
    });
    assert_eq!(g.place_of(home(2)), on(sq(8, 7), Stance::Standing));
}

/// A 5 is the opponent's half (004:L5404-L5406): only away-half squares (x 13-25).
#[test]
fn trap_door_man_a_5_climbs_out_in_the_opponents_half_004_l5404() {
    let mut g = rolled(None, 5);
    let (squares, _) = offered_squares(&g);
    assert!(squares.contains(&sq(15, 7)));
    assert!(squares.iter().all(|s| s.x() >= 13), "{squares:?}");
    assert!(
        g.try_apply(rules::Input::Decide(Decision::MovePlayer {
            player: home(2),
            to: sq(8, 7),
        }))
        .is_err()
    );
}

/// The sweet spot covered: he cannot climb out and stays in the Reserves (004:L5409-L5411).
#[test]
fn trap_door_man_a_covered_sweet_spot_leaves_him_in_the_reserves_004_l5409() {
    let mut g = rolled(None, 2);
    let t = text(&g.decide(Decision::Done));
    assert!(t.contains("covered"), "{t}");
    assert_eq!(g.place_of(home(2)), Place::Reserves);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(ref d) if d.options.iter().any(|o| matches!(o, Decision::MovePlayer { .. }))),
        "not asked again"
    );
}

/// On a pitch with trap doors, only the empty trapdoor square of the half is offered, with no
/// covered choice: a 3 is his own half's door at (6,7) (004:L5402-L5403).
#[test]
fn trap_door_man_uses_the_pitchs_trap_door_in_that_half_004_l5402() {
    let mut g = rolled(Some(trapdoors()), 3);
    assert_eq!(offered_squares(&g), (vec![sq(6, 7)], false));
    g.decide(Decision::MovePlayer {
        player: home(2),
        to: sq(6, 7),
    });
    assert_eq!(g.place_of(home(2)), on(sq(6, 7), Stance::Standing));
}

/// A player on the trap door covers it: no square, he stays in the Reserves
/// (004:L5409-L5411).
#[test]
fn trap_door_man_a_covered_trap_door_lets_nobody_out_004_l5409() {
    let mut g = offered_game(Some(trapdoors()));
    g.edit(rules::Edit::PlacePlayer {
        player: away(2),
        square: sq(19, 7),
        stance: Stance::Standing,
    });
    play(&mut g, CARD, Some(home(2)));
    let t = text(&g.d6(&[6]));
    assert!(t.contains("covered"), "{t}");
    assert_eq!(g.place_of(home(2)), Place::Reserves);
}

/// With 11 players already on the pitch a 12th climbs out: the team may exceed 11 for the
/// rest of the drive (004:L5411-L5412).
#[test]
fn trap_door_man_takes_the_team_past_11_on_the_pitch_004_l5411() {
    let mut g = card_game(&[CARD], &[], &[]);
    let on_pitch = |g: &Game| {
        g.m.state()
            .players
            .iter()
            .filter(|p| p.id.side == Side::Home && p.square().is_some())
            .count()
    };
    assert_eq!(on_pitch(&g), 11);
    let reserve =
        g.m.state()
            .players
            .iter()
            .find(|p| p.id.side == Side::Home && p.place == Place::Reserves)
            .map(|p| p.id)
            .expect("a twelfth player in the Reserves");
    end_turn(&mut g);
    play(&mut g, CARD, Some(reserve));
    g.d6(&[1]);
    let to = g
        .decision_options()
        .into_iter()
        .find_map(|d| match d {
            Decision::MovePlayer { player, to } if player == reserve => Some(to),
            _ => None,
        })
        .expect("a square offered");
    g.decide(Decision::MovePlayer {
        player: reserve,
        to,
    });
    assert_eq!(on_pitch(&g), 12);
}

/// At an Unclear Markings stadium the kicking (away) coach moved the line one square towards
/// home: both teams set up by a half-way line before x 12. That line is the kick-off's
/// (004:L3669-L3675): once the ball is at rest play reads the normal one, so a 4 offers home
/// the sweet spot on x 12, in the home half again, and nothing past it.
#[test]
fn trap_door_man_reads_the_normal_half_way_line_after_an_unclear_markings_kick_off_004_l3669() {
    let mut g = kept_in(
        &[CARD],
        &[],
        |s| {
            if let Some(league) = s.league.as_mut() {
                league.stadium = Some(rules::Stadium {
                    kind: "Rough & Ready".into(),
                    attribute: Some("Unclear Markings".into()),
                });
            }
        },
        None,
    );
    g.decide(Decision::MoveLineOfScrimmage { forward: 1 });
    for side in [Side::Away, Side::Home] {
        for (i, square) in formation(side).into_iter().enumerate() {
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, u8::try_from(i + 1).expect("small")),
                square: sq(i32::from(square.x()) - 1, i32::from(square.y())),
            });
        }
        g.decide(Decision::EndSetup);
    }
    assert_eq!(g.place_of(home(1)).square().map(|s| s.x()), Some(11));
    while offered(&g).is_some() {
        g.decide(Decision::Done);
    }
    g.quiet_kick_off();
    g.only(&[(home(1), (5, 7)), (away(1), (20, 7))]);
    end_turn(&mut g);
    play(&mut g, CARD, Some(home(2)));
    g.d6(&[4]);
    let (squares, _) = offered_squares(&g);
    assert!(
        squares.contains(&sq(12, 7)),
        "x 12 is the home half in play"
    );
    assert!(squares.iter().all(|s| s.x() <= 12), "{squares:?}");
}
