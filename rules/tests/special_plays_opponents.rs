//! Special Play cards that act on the opposing team's players: Heckler (an opposing player
//! may use no skill but those that must be used, 004:L4860-L4879). Each test names the card,
//! cites its title line, and its dice or board tell the card's reading from the nearest wrong
//! one.

mod common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{BlockFace, Side, Skill, Stance};

// --- Heckler (004:L4860-L4879) ---

/// Home's first turn: home #1 (a Human Blitzer, Block) at 10,5 next to away #1 (an Orc
/// Blitzer, Block) at 11,5; home plays Heckler on away #1.
fn heckled() -> Game {
    let mut g = card_game(&[Card::Heckler], &[], &[]);
    assert_eq!(offered(&g), Some(Card::Heckler));
    g.only(&[(home(1), (10, 5)), (away(1), (11, 5))]);
    assert!(has(&g, away(1), Skill::Block));
    let said = play(&mut g, Card::Heckler, Some(away(1)));
    assert!(said.contains("Heckler"), "{said}");
    g
}

#[test]
fn heckler_his_block_does_not_save_him_from_both_down_004_l4860() {
    let mut g = heckled();
    // Both Down: the attacker's Block keeps him up; the heckled Blitzer's Block may not be
    // used, so he falls. Without the card both stay standing.
    g.block(home(1), away(1), &[BlockFace::BothDown]);
    assert_eq!(g.place_of(home(1)), on(sq(10, 5), Stance::Standing));
    assert!(
        !matches!(
            g.place_of(away(1)),
            rules::Place::Pitch {
                stance: Stance::Standing,
                ..
            }
        ),
        "{:?}",
        g.place_of(away(1))
    );
}

#[test]
fn heckler_lasts_through_the_opponents_turn_until_the_start_of_yours_004_l4860() {
    let mut g = heckled();
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // The opponent's turn: still no Block (the skills he would use in it are gone too).
    assert!(!has(&g, away(1), Skill::Block));
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // The start of the heckling team's next turn: his skills are his again.
    assert!(has(&g, away(1), Skill::Block));
}
