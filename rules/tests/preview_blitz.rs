//! The window's numbers at the pointer in a Blitz Bowl match: a Block's dice from the Block
//! Value (002:L550, L586-L590), not from Strength; a Throw's band and Throw Check by the Throw
//! Ruler (002:L512-L523, L546), not the range ruler's pass roll. Each preview agrees with the
//! roll the engine then asks. Played on the 2016 board with Blitz Bowl's switches.

use crate::common;

use common::blitz::{blitz_game, blitz_switches, card};
use common::{Game, away, home, sq};
use rules::{ActionKind, Decision, PassRange, Side, Stance};

/// Home #7 (Block Value 2) next to away #3; home #8 on (12, 7), next to the target too.
fn block_game(helper: Stance) -> Game {
    let mut g = blitz_game(blitz_switches(), |s| card(s, Side::Home, 7).block = 2);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7)), (home(8), (12, 7))]);
    g.stance(home(8), helper);
    g.declare(home(7), ActionKind::Block);
    g
}

/// Block Value 2, Assisted by a standing team-mate next to the target: 3 dice, the blocker's
/// coach picks (002:L550, L586). The 2016 reading (ST 3 against ST 3, one assist) gives 2.
#[test]
fn a_block_preview_counts_the_block_value_and_the_assist_002_l550_l586() {
    let mut g = block_game(Stance::Standing);
    let p =
        g.m.block_preview(home(7), away(3))
            .expect("both on the pitch");
    let b = p.block_value.expect("Blitz Bowl's Block Dice");
    assert_eq!((b.value, b.assisted, p.dice), (2, true, 3));
    assert_eq!(p.chooser, Side::Home);
    assert_eq!(p.offence, vec![home(8)]);
    g.decide(Decision::Block { target: away(3) });
    assert_eq!(
        g.roll_prompt().dice.len(),
        3,
        "the Block rolls what was previewed"
    );
}

/// A Prone team-mate Marks nobody, so he does not Assist: the Block Value's 2 dice (002:L401,
/// L586).
#[test]
fn a_block_preview_takes_no_assist_from_a_prone_team_mate_002_l401_l586() {
    let mut g = block_game(Stance::Prone);
    let p =
        g.m.block_preview(home(7), away(3))
            .expect("both on the pitch");
    assert_eq!(p.dice, 2);
    assert!(!p.block_value.expect("Blitz Bowl").assisted);
    g.decide(Decision::Block { target: away(3) });
    assert_eq!(g.roll_prompt().dice.len(), 2);
}

/// Home #7 on (10, 7) holds the ball and declares a Throw; team-mates on (11, 8), (14, 7) and
/// (16, 7), an opponent far away.
fn throw_game() -> Game {
    let mut g = blitz_game(blitz_switches(), |_| {});
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (11, 8)),
        (home(9), (14, 7)),
        (home(10), (16, 7)),
        (away(3), (20, 2)),
    ]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Pass);
    g
}

/// By the Throw Ruler (the data's Short 4, Long 7): next to him a Hand-off with no roll
/// (002:L546); 4 squares a Short Throw on his Throw Value, 4+ (002:L518); 6 a Long Throw, −1,
/// 5+ (002:L520). The range ruler would call 4 and 6 squares a Short Pass on AG 3 (4+, +0).
#[test]
fn a_throw_preview_reads_the_throw_ruler_and_the_throw_check_002_l512_l520_l546() {
    let g = throw_game();
    let hand_off = g.m.pass_preview(sq(11, 8)).expect("in reach");
    assert_eq!(
        (hand_off.range, hand_off.band.as_str(), hand_off.needs),
        (PassRange::Quick, "Hand-off", 0)
    );
    let short = g.m.pass_preview(sq(14, 7)).expect("in reach");
    assert_eq!(
        (short.range, short.band.as_str(), short.needs),
        (PassRange::Short, "Short Throw", 4)
    );
    assert!(short.modifiers.is_empty());
    let long = g.m.pass_preview(sq(16, 7)).expect("in reach");
    assert_eq!(
        (long.range, long.band.as_str(), long.needs),
        (PassRange::Long, "Long Throw", 5)
    );
    assert_eq!(long.modifiers.len(), 1);
    assert_eq!(long.modifiers[0].value, -1);
    assert_eq!(
        g.m.pass_preview(sq(18, 7)),
        None,
        "8 squares: beyond the Long reach"
    );
}

#[test]
fn a_throw_preview_agrees_with_the_throw_check_then_asked_002_l518() {
    let mut g = throw_game();
    let p = g.m.pass_preview(sq(16, 7)).expect("in reach");
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    let roll = g.roll_prompt();
    assert_eq!(roll.needs, Some(p.needs), "{}", roll.purpose);
}
