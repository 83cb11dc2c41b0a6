//! The Warlock Engineer's bolt of warp lightning (004:L3424-L3451), cast at the Wizard's
//! moments and answered `Decision::WarpLightning`.

use crate::common;
use common::*;
use rules::{Decision, DecisionKind, Inducement, Prompt, Side, Stance};

fn bolts(g: &Game) -> Vec<rules::Square> {
    g.decision_options()
        .iter()
        .filter_map(|d| match d {
            Decision::WarpLightning { square } => Some(*square),
            _ => None,
        })
        .collect()
}

/// Home (with a Warlock Engineer) at the start of its first turn. Along column 10 from the
/// y-0 sideline: Away #1 (Orc Blitzer, AV 9) on (10,2), Away #2 (Blitzer, AV 9) on (10,5);
/// next to (10,5): Away #3 on (11,5) and Home #1 on (9,6); Away #4 on (10,7) is two squares
/// away.
fn lined_up() -> Game {
    let mut g = Game::with(|s| {
        s.home
            .inducements
            .bought
            .set(Inducement::WarlockEngineer, 1);
    });
    g.only(&[
        (away(1), (10, 2)),
        (away(2), (10, 5)),
        (away(3), (11, 5)),
        (home(1), (9, 6)),
        (away(4), (10, 7)),
    ]);
    g
}

/// From a sideline square the bolt hits the first player in its path: an Armour roll of 9
/// against AV 9 holds (the roll must beat AV), so the bolt runs on to the next player; a 10
/// breaks his armour: Knocked Down and an Injury roll (004:L3438-L3448).
#[test]
fn warp_lightning_runs_on_while_armour_holds_and_knocks_down_where_it_breaks_004_l3441() {
    let mut g = lined_up();
    let squares = bolts(&g);
    assert_eq!(squares.len(), 26 * 2, "every square on either sideline");
    assert!(squares.iter().all(|s| s.y() == 0 || s.y() == 14));
    g.decide(Decision::WarpLightning { square: sq(10, 0) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Warp lightning");
    assert!(roll.purpose.contains("#1"), "{}", roll.purpose);
    g.d6(&[5, 4]);
    assert_eq!(g.place_of(away(1)), on(sq(10, 2), Stance::Standing));
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Warp lightning");
    assert!(roll.purpose.contains("#2"), "{}", roll.purpose);
    g.d6(&[6, 4]);
    assert_eq!(g.place_of(away(2)), on(sq(10, 5), Stance::Prone));
    assert_eq!(g.roll_prompt().roll.as_ref(), "Injury");
    g.d6(&[2, 3]);
    assert_eq!(g.place_of(away(2)), on(sq(10, 5), Stance::Stunned));
}

/// Then the lightning arcs to each standing player next to the struck one, from either team,
/// a D6 each, 4+ Knocked Down (with his Armour roll), and no further: a 4 downs Away #3, a 3
/// misses Home #1, and Away #4 two squares away is not rolled for (004:L3448-L3451). Home's
/// own player missed, there is no turnover; the Engineer is spent (once a game, 004:L3434).
#[test]
fn warp_lightning_arcs_to_standing_neighbours_on_4_plus_004_l3449() {
    let mut g = lined_up();
    g.decide(Decision::WarpLightning { square: sq(10, 14) });
    // From the far sideline the bolt runs towards y 0: Away #4 on (10,7) is first.
    let roll = g.roll_prompt();
    assert!(roll.purpose.contains("#4"), "{}", roll.purpose);
    g.d6(&[1, 2]);
    let roll = g.roll_prompt();
    assert!(roll.purpose.contains("#2"), "{}", roll.purpose);
    g.d6(&[6, 4]);
    g.d6(&[2, 3]);
    let arc = g.roll_prompt();
    assert_eq!(arc.roll.as_ref(), "Warp lightning arc");
    assert_eq!(
        arc.dice.len(),
        2,
        "Away #3 and Home #1, not Away #4: {arc:?}"
    );
    g.d6(&[4, 3]);
    assert_eq!(g.place_of(away(3)), on(sq(11, 5), Stance::Prone));
    assert_eq!(g.place_of(home(1)), on(sq(9, 6), Stance::Standing));
    assert_eq!(g.roll_prompt().roll.as_ref(), "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(bolts(&g).is_empty(), "once a game");
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(Inducement::WarlockEngineer),
        0
    );
}

/// A player of the moving team knocked down by the arc at the start of its turn is a
/// turnover, as a Lightning Bolt's (000:L443); a bolt that meets nobody runs off the pitch.
#[test]
fn warp_lightning_downing_the_moving_team_is_a_turnover_000_l443() {
    let mut g = lined_up();
    g.decide(Decision::WarpLightning { square: sq(10, 0) });
    g.d6(&[1, 1]);
    g.d6(&[6, 4]);
    g.d6(&[2, 3]);
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(home(1)), on(sq(9, 6), Stance::Prone));
    assert!(g.turnover().is_some());

    let mut g = lined_up();
    g.decide(Decision::WarpLightning { square: sq(3, 0) });
    assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn));
    assert!(bolts(&g).is_empty());
}

/// The bolt starts on a square next to a sideline, not in the middle of the pitch
/// (004:L3438-L3439); after the team's turn ends the coach is asked, as for the Wizard
/// (004:L3436-L3438).
#[test]
fn warp_lightning_starts_on_a_sideline_and_may_follow_the_turn_004_l3436() {
    let mut g = lined_up();
    assert!(
        g.try_apply(rules::Input::Decide(Decision::WarpLightning {
            square: sq(10, 7)
        }))
        .is_err()
    );
    g.decide(Decision::EndTurn);
    assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Wizard));
    assert_eq!(bolts(&g).len(), 52);
    g.decide(Decision::WarpLightning { square: sq(10, 14) });
    g.d6(&[6, 6]);
    assert_eq!(g.place_of(away(4)), on(sq(10, 7), Stance::Prone));
    g.d6(&[2, 3]);
    assert_eq!(g.turnover(), None, "the turn had already ended");
}
