//! Mine (004:L5282-L5307): at the start of the team's turn, a D6 for a standing opposing
//! player and for each standing player next to him, 4+ Knocked Down, each Armour roll carrying
//! +1 to the Injury roll; the card's team suffers a turnover only when its ball carrier falls.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Decision, Input, Place, Prompt, Side, Stance};

fn standing(g: &Game, id: rules::PlayerId) -> bool {
    g.m.state().player(id).expect("player").is_standing()
}

/// Home plays Mine at the start of its turn: the away #7 (an Orc Lineman, AV 9) on the mine
/// at (10,5), next to him the home #1 (a Human Blitzer, AV 8) at (9,4) and the away #3 (a
/// Black Orc, AV 9) at (11,6); the away #5 lies Prone next to him at (11,4) and the home #2
/// stands two squares away at (12,5).
fn mined() -> Game {
    let mut g = card_game(&[Card::Mine], &[], &[]);
    assert_eq!(offered(&g), Some(Card::Mine));
    g.only(&[
        (away(7), (10, 5)),
        (home(1), (9, 4)),
        (away(3), (11, 6)),
        (away(5), (11, 4)),
        (home(2), (12, 5)),
    ]);
    g.stance(away(5), Stance::Prone);
    g
}

#[test]
fn mine_a_d6_for_him_then_each_standing_player_next_to_him_4_up_knocked_down_004_l5282() {
    let mut g = mined();
    // Not on a Prone opposing player: the mine knocks down a standing one.
    assert!(
        g.try_apply(Input::Decide(Decision::PlayCard {
            card: Card::Mine,
            player: Some(away(5)),
        }))
        .is_err()
    );
    play(&mut g, Card::Mine, Some(away(7)));
    // One die for him, then the standing players next to him in reading order: the home #1
    // at (9,4), the away #3 at (11,6); not the Prone #5, not the home #2 two squares away.
    let r = g.roll_prompt();
    assert_eq!(r.dice.len(), 3, "{r:?}");
    // 4 knocks down (a 5+ reading would not); 6 knocks down; 3 does not.
    g.d6(&[4, 6, 3]);
    assert!(!standing(&g, away(7)));
    assert!(!standing(&g, home(1)));
    assert!(standing(&g, away(3)));
    assert!(standing(&g, home(2)));
    // The away #7's Armour roll first: 10 beats AV 9.
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().player, Some(away(7)));
    g.d6(&[5, 5]);
    // His Injury roll: 7, +1 for the mine, is 8: KO'd (a 7 alone is Stunned).
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
    // The home #1's Armour roll: 8 does not beat AV 8; the mine adds to the Injury roll only.
    assert_eq!(g.roll_prompt().player, Some(home(1)));
    g.d6(&[4, 4]);
    assert!(matches!(
        g.place_of(home(1)),
        Place::Pitch {
            stance: Stance::Prone,
            ..
        }
    ));
    // No turnover: the home #1 held no ball; home still plays.
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(matches!(g.m.prompt(), Prompt::Decision(_)));
}

#[test]
fn mine_downing_his_own_ball_carrier_is_a_turnover_004_l5282() {
    let mut g = mined();
    g.ball(9, 4);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(1)));
    play(&mut g, Card::Mine, Some(away(7)));
    // The away #7 keeps his feet, the home #1 falls, the away #3 keeps his.
    g.d6(&[1, 4, 2]);
    assert!(standing(&g, away(7)));
    assert!(!standing(&g, home(1)));
    assert!(
        g.turnover().is_some_and(|t| t.contains("Mine")),
        "{:?}",
        g.turnover()
    );
}
