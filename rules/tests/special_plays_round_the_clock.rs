//! Round the Clock Training (004:L6122-L6137): played instead of using a team re-roll, it
//! re-rolls as though one were spent; once the Action is resolved a D6 keeps it on a 5-6, a
//! 1-4 discards it. The engine offers it where a team re-roll is offered. Home (the Human
//! quick-start team, #7 and #8 Linemen, AG 3) plays; each test cites the card's title line.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Decision, Side};

const CARD: Card = Card::RoundTheClockTraining;

fn holds(g: &Game) -> bool {
    g.m.state().cards.held[Side::Home.index()]
        .iter()
        .any(|h| h.card == CARD)
}

/// Home's first turn: #7 on (10,7) next to away #7 on (11,7), #8 on (10,8) next to him too;
/// #7 dodges away to (9,7) and fails (a 1): the card is offered, before the re-roll choice.
fn failed_dodge() -> Game {
    let mut g = card_game(&[CARD], &[], &[]);
    g.only(&[(home(7), (10, 7)), (home(8), (10, 8)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    g
}

#[test]
fn round_the_clock_training_re_rolls_with_no_team_re_roll_spent_kept_on_5_004_l6122() {
    let mut g = failed_dodge();
    assert_eq!(offered(&g), Some(CARD));
    assert_eq!(g.decider(), Side::Home);
    let rerolls = g.m.state().team(Side::Home).rerolls;
    play(&mut g, CARD, None);
    // The Dodge again, and the team's re-rolls as they were.
    assert_eq!(g.roll_prompt().roll, "Dodge");
    assert_eq!(g.m.state().team(Side::Home).rerolls, rerolls);
    g.d6(&[6]);
    assert!(!holds(&g), "out of the hand while the Action lasts");
    // The Action resolved: the card's D6, 5 keeps it.
    g.decide(Decision::EndAction);
    assert_eq!(g.roll_prompt().roll, "Special Play card");
    g.d6(&[5]);
    assert!(holds(&g), "kept on a 5");
    // As though a team re-roll was spent: none more this turn, and the card not offered.
    g.declare(home(8), ActionKind::Move);
    g.move_to(9, 9);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    assert!(g.roll_prompt().rerolls.is_empty());
    g.d6(&[1]);
    assert_eq!(offered(&g), None);
    assert!(g.turnover().is_some());
}

#[test]
fn round_the_clock_training_discarded_on_4_after_a_turnover_004_l6122() {
    let mut g = failed_dodge();
    play(&mut g, CARD, None);
    // The re-roll fails too: #7 falls, a turnover; his Armour roll, then the card's D6.
    g.d6(&[1]);
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Special Play card");
    g.d6(&[4]);
    assert!(!holds(&g), "discarded on a 4");
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn round_the_clock_training_passed_over_the_team_re_roll_is_asked_004_l6122() {
    let mut g = failed_dodge();
    g.decide(Decision::Done);
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::Reroll(rules::Reroll::Team)),
        "{options:?}"
    );
    assert!(holds(&g));
}
