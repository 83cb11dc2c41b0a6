//! Go Full Beard (004:L5353-L5371): played face-up while the team sets up; discarded at the
//! start of one of its turns for Mighty Blow and Thick Skull on every player that turn, and
//! D6 of its players on the pitch, picked at random, Placed Prone as it ends; unused, it is
//! discarded when the drive ends.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Decision, Die, Side, Skill};

/// Home (receiving, setting up second) plays the card face-up at its set-up; the kick-off
/// is quiet and home is asked at the start of its turn.
fn face_up() -> Game {
    let mut g = kept(&[Card::GoFullBeard], &[]);
    for side in [Side::Away, Side::Home] {
        for (i, square) in formation(side).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
    }
    assert_eq!(offered(&g), Some(Card::GoFullBeard));
    play(&mut g, Card::GoFullBeard, None);
    g.quiet_kick_off();
    assert_eq!(offered(&g), Some(Card::GoFullBeard), "again, to drink");
    g
}

fn held(g: &Game) -> bool {
    g.m.state().cards.held[Side::Home.index()]
        .iter()
        .any(|h| h.card == Card::GoFullBeard)
}

#[test]
fn go_full_beard_mighty_blow_thick_skull_then_d6_random_players_lie_down_004_l5353() {
    let mut g = face_up();
    g.only(&[
        (home(7), (10, 5)),
        (home(8), (12, 5)),
        (home(9), (14, 5)),
        (away(7), (20, 5)),
    ]);
    play(&mut g, Card::GoFullBeard, None);
    for id in [home(7), home(8), home(9), home(12)] {
        assert!(has(&g, id, Skill::MightyBlow), "{id:?}");
        assert!(has(&g, id, Skill::ThickSkull), "{id:?}");
    }
    assert!(
        !has(&g, away(7), Skill::MightyBlow),
        "his team's players only"
    );
    assert!(!held(&g));
    end_turn(&mut g);
    // As the turn ends: the D6 of players, 2 of the 3 on the pitch (not all, not one).
    assert_eq!(g.roll_prompt().roll, "Special Play card");
    g.d6(&[2]);
    // The first pick, a D16: #8.
    assert_eq!(g.roll_prompt().roll, "Random player");
    g.dice(&[Die::D16(8)]);
    // The second is another player: #8 again is rolled again; then #9.
    assert_eq!(g.roll_prompt().roll, "Random player");
    g.dice(&[Die::D16(8)]);
    g.dice(&[Die::D16(9)]);
    let standing = |g: &Game, id| g.m.state().player(id).expect("player").is_standing();
    assert!(standing(&g, home(7)));
    assert!(!standing(&g, home(8)));
    assert!(!standing(&g, home(9)));
    // The turn is over: away plays, and the skills are gone.
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(!has(&g, home(7), Skill::MightyBlow));
    assert!(!has(&g, home(7), Skill::ThickSkull));
}

#[test]
fn go_full_beard_unused_is_discarded_as_the_drive_ends_004_l5353() {
    let mut g = face_up();
    g.decide(Decision::Done);
    assert!(held(&g), "kept for a later turn of the drive");
    assert!(!has(&g, home(7), Skill::MightyBlow));
    g.score_with(home(7));
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert!(!held(&g), "discarded with the drive");
}
