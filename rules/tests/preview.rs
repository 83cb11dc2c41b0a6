//! The numbers the window shows at the pointer before a move is made: a block's dice and who
//! picks (000:L541-L551, L1074-L1099), a pass's band and target (000:L645, L696-L704), and the
//! template a roll on screen is read against (000:L153, L157). Expected values come from the
//! rule's text; the test vectors are those of the core digest (§23).

use crate::common;

use common::*;
use rules::{ActionKind, Decision, Die, PassRange, Side, TemplateKind};

#[test]
fn st_3_against_st_3_with_one_assist_is_two_dice_the_attacker_picks_test_vector_17_000_l1099() {
    // 000:L546: "If one player is STRONGER, two dice are rolled and the coach of the stronger
    // player may choose"; 000:L1074: a team-mate next to the target assists.
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (11, 6))]);
    g.declare(home(7), ActionKind::Block);
    let p =
        g.m.block_preview(home(7), away(7))
            .expect("both on the pitch");
    assert_eq!((p.attacker_st, p.defender_st), (4, 3));
    assert_eq!(p.offence, vec![home(8)]);
    assert_eq!((p.dice, p.chooser), (2, Side::Home));
    assert!(!p.dauntless);
}

#[test]
fn st_3_against_st_4_is_two_dice_the_defender_picks_test_vector_18_000_l546_l549() {
    // Away #3 is a Black Orc Blocker, ST 4.
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    let p =
        g.m.block_preview(home(7), away(3))
            .expect("both on the pitch");
    assert_eq!((p.dice, p.chooser), (2, Side::Away));
}

#[test]
fn equal_strength_is_one_die_and_a_defensive_assist_gives_the_defender_the_pick_000_l544_l1074() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    let p =
        g.m.block_preview(home(7), away(7))
            .expect("both on the pitch");
    assert_eq!((p.dice, p.chooser), (1, Side::Home), "EQUAL: one dice");
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (10, 8))]);
    g.declare(home(7), ActionKind::Block);
    let p =
        g.m.block_preview(home(7), away(7))
            .expect("both on the pitch");
    assert_eq!(p.defence, vec![away(8)]);
    assert_eq!((p.dice, p.chooser), (2, Side::Away));
}

#[test]
fn the_preview_agrees_with_the_block_it_foretells() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(3), (11, 7)),
        (home(8), (11, 6)),
        (home(9), (12, 8)),
    ]);
    g.declare(home(7), ActionKind::Block);
    let p =
        g.m.block_preview(home(7), away(3))
            .expect("both on the pitch");
    g.decide(Decision::Block { target: away(3) });
    let roll = g.roll_prompt();
    assert_eq!(usize::from(p.dice), roll.dice.len());
}

#[test]
fn a_pass_preview_gives_the_band_and_target_the_pass_roll_asks_000_l696_l704() {
    // The Human Thrower (#5, AG 3) on (5,7): AG 3 passes on 4+ (000:L1151), Quick +1, Short
    // +0, Long -1, Long Bomb -2 (000:L696-L704).
    for (x, range, band, needs) in [
        (8, PassRange::Quick, "Quick Pass", 3),
        (11, PassRange::Short, "Short Pass", 4),
        (15, PassRange::Long, "Long Pass", 5),
        (18, PassRange::LongBomb, "Long Bomb", 6),
    ] {
        let mut g = Game::new();
        g.only(&[(home(5), (5, 7))]);
        g.ball(5, 7);
        g.declare(home(5), ActionKind::Pass);
        let p = g.m.pass_preview(sq(x, 7)).expect("in range");
        assert_eq!((p.range, p.band.as_str(), p.needs), (range, band, needs));
        assert_eq!(p.modifiers[0].name, band);
    }
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    assert_eq!(
        g.m.pass_preview(sq(19, 7)),
        None,
        "out of the ruler's reach (000:L645)"
    );
}

#[test]
fn a_bounce_lays_the_scatter_template_on_the_ball_000_l157() {
    // A fumbled pass bounces from the thrower's square: one D8 on the Scatter template,
    // centred on the ball (000:L157, L736); 5 is the square to +x (passing.rs's reading).
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(11, 7),
        range: None,
    });
    assert_eq!(g.m.template_laid(), None, "a pass roll has no template");
    g.d6(&[1]);
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    let laid = g.m.template_laid().expect("the bounce's D8");
    assert_eq!(laid.kind, TemplateKind::Scatter);
    assert_eq!(laid.centre, sq(5, 7));
    assert_eq!(laid.faces.len(), 8);
    assert!(laid.faces.contains(&(5, (1, 0))));
    let mut steps: Vec<(i32, i32)> = laid.faces.iter().map(|f| f.1).collect();
    steps.sort();
    steps.dedup();
    assert_eq!(steps.len(), 8, "eight different squares around the ball");
    g.dice(&[Die::D8(5)]);
}
