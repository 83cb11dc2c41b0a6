//! Special Play cards that change the turn's Actions (004:L5996-L6456): Look, a Distraction!,
//! Quick Flick, Lateral Pass. Each test names the card, cites its title line, and its dice
//! and squares tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Decision, Prompt, Reroll, Side, Skill};

fn at_rest(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(_))
}

fn lost_tackle_zones(g: &Game, id: rules::PlayerId) -> bool {
    g.m.state().player(id).expect("player").lost_tackle_zones
}

/// Keeps a failed roll when a team re-roll is offered.
fn decline_reroll(g: &mut Game) {
    if g.decision_options()
        .contains(&Decision::Reroll(Reroll::Keep))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

#[test]
fn look_a_distraction_bone_head_within_three_squares_for_the_turn_004_l6331() {
    let mut g = card_game(&[], &[Card::LookADistraction], &[]);
    // The start of home's turn: away's moment.
    assert_eq!(g.decider(), Side::Away);
    play(&mut g, Card::LookADistraction, Some(away(7)));
    assert!(has(&g, away(7), Skill::DisturbingPresence));
    // Three squares away straight and diagonally; four squares away.
    g.only(&[
        (away(7), (10, 5)),
        (home(1), (13, 5)),
        (home(3), (13, 8)),
        (home(2), (14, 5)),
    ]);
    g.declare(home(1), ActionKind::Move);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Bone-head");
    assert_eq!(roll.needs, Some(2));
    g.d6(&[1]);
    decline_reroll(&mut g);
    assert!(lost_tackle_zones(&g, home(1)), "a failed Bone-head roll");
    g.declare(home(3), ActionKind::Move);
    assert_eq!(g.roll_prompt().roll, "Bone-head");
    g.d6(&[2]);
    assert!(!lost_tackle_zones(&g, home(3)));
    g.decide(Decision::EndAction);
    // Four squares away: no roll, the Action goes on.
    g.declare(home(2), ActionKind::Move);
    assert!(at_rest(&g), "four squares away asked a roll");
    assert!(!has(&g, home(2), Skill::BoneHead));
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    // The turn is over: the skills go, the lost tackle zones come back.
    assert!(!has(&g, away(7), Skill::DisturbingPresence));
    assert!(!has(&g, home(1), Skill::BoneHead));
    assert!(!lost_tackle_zones(&g, home(1)));
}

/// `thrower` declares a Pass Action and throws to `to`, accurate and caught (two 6s).
fn complete(g: &mut Game, thrower: rules::PlayerId, to: (i32, i32)) {
    g.declare(thrower, ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(to.0, to.1),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass");
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[6]);
}

fn may_declare(g: &mut Game, id: rules::PlayerId, action: ActionKind) -> bool {
    g.try_apply(rules::Input::Decide(Decision::Declare {
        player: id,
        action,
    }))
    .is_ok()
}

fn may_throw(g: &mut Game, to: (i32, i32)) -> bool {
    g.try_apply(rules::Input::Decide(Decision::Pass {
        target: sq(to.0, to.1),
        range: None,
    }))
    .is_ok()
}

#[test]
fn quick_flick_a_quick_first_pass_allows_a_second_004_l6165() {
    let mut g = card_game(&[Card::QuickFlick], &[], &[]);
    play(&mut g, Card::QuickFlick, None);
    g.only(&[(home(5), (10, 7)), (home(3), (12, 7)), (home(4), (14, 7))]);
    g.ball(10, 7);
    // Two squares: a Quick Pass.
    complete(&mut g, home(5), (12, 7));
    complete(&mut g, home(3), (14, 7));
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(4)));
    // Two, not three.
    assert!(!may_declare(&mut g, home(4), ActionKind::Pass));
}

#[test]
fn quick_flick_a_short_first_pass_allows_no_second_004_l6165() {
    let mut g = card_game(&[Card::QuickFlick], &[], &[]);
    play(&mut g, Card::QuickFlick, None);
    g.only(&[(home(5), (10, 7)), (home(3), (15, 7))]);
    g.ball(10, 7);
    // Five squares: a Short Pass.
    complete(&mut g, home(5), (15, 7));
    assert!(!may_declare(&mut g, home(3), ActionKind::Pass));
}

#[test]
fn lateral_pass_a_forward_first_pass_leaves_the_second_to_go_back_004_l6082() {
    let mut g = card_game(&[Card::LateralPass], &[], &[]);
    play(&mut g, Card::LateralPass, None);
    // Home defends the End Zone at x = 0: forward is up the x.
    g.only(&[(home(5), (10, 7)), (home(3), (14, 7)), (home(4), (12, 9))]);
    g.ball(10, 7);
    complete(&mut g, home(5), (14, 7));
    g.declare(home(3), ActionKind::Pass);
    // Further up the pitch: refused; level with the thrower is not closer either.
    assert!(!may_throw(&mut g, (16, 7)));
    assert!(!may_throw(&mut g, (14, 10)));
    assert!(may_throw(&mut g, (12, 9)));
}

#[test]
fn lateral_pass_a_backward_first_pass_frees_the_second_and_no_third_004_l6082() {
    let mut g = card_game(&[Card::LateralPass], &[], &[]);
    play(&mut g, Card::LateralPass, None);
    g.only(&[(home(5), (14, 7)), (home(3), (12, 7)), (home(4), (16, 7))]);
    g.ball(14, 7);
    complete(&mut g, home(5), (12, 7));
    complete(&mut g, home(3), (16, 7));
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(4)));
    assert!(!may_declare(&mut g, home(4), ActionKind::Pass));
}

#[test]
fn lateral_pass_lasts_the_turn_only_004_l6082() {
    let mut g = card_game(&[Card::LateralPass], &[], &[]);
    play(&mut g, Card::LateralPass, None);
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.only(&[(home(5), (14, 7)), (home(3), (12, 7))]);
    g.ball(14, 7);
    complete(&mut g, home(5), (12, 7));
    assert!(!may_declare(&mut g, home(3), ActionKind::Pass));
}

#[test]
fn in_the_zone_no_tackle_zone_penalty_on_his_rolls_for_the_turn_004_l5851() {
    let mut g = card_game(&[Card::InTheZone], &[], &[]);
    play(&mut g, Card::InTheZone, Some(home(7)));
    g.only(&[(home(7), (10, 5)), (away(1), (11, 5)), (away(2), (9, 6))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Move);
    // Into two opposing Tackle Zones: AG3 4+, +1 dodging, and not -2 (5+): 3+.
    g.move_to(10, 6);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Dodge");
    assert_eq!(roll.needs, Some(3));
    g.d6(&[3]);
    // Onto the ball in one Tackle Zone: the dodge 3+, then the pick-up 3+, not 4+.
    g.move_to(10, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[3]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Pick-up");
    assert_eq!(roll.needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(7)));
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    assert!(!g.m.state().cards.on_player(Card::InTheZone, home(7)));
}

#[test]
fn go_the_extra_mile_any_number_of_go_for_its_minus_1_each_after_the_second_004_l5869() {
    let mut g = card_game(&[Card::GoTheExtraMile], &[], &[]);
    play(&mut g, Card::GoTheExtraMile, Some(home(7)));
    assert!(!has(&g, home(7), Skill::Sprint));
    g.only(&[(home(7), (5, 5))]);
    g.declare(home(7), ActionKind::Move);
    // MA 6: six squares free.
    for x in 6..=11 {
        g.move_to(x, 5);
        assert!(at_rest(&g), "square {x} asked a roll");
    }
    // Go For It 1 and 2 at 2+; then 3+, 4+, 5+ (a flat -1 would stop at 3+).
    for (x, needs) in [(12, 2), (13, 2), (14, 3), (15, 4), (16, 5)] {
        g.move_to(x, 5);
        let roll = g.roll_prompt();
        assert_eq!(roll.roll, "Go For It", "square {x}");
        assert_eq!(roll.needs, Some(needs), "square {x}");
        g.d6(&[needs]);
        assert!(at_rest(&g), "square {x}");
    }
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    assert!(!g.m.state().cards.on_player(Card::GoTheExtraMile, home(7)));
}

/// `giver` declares a Hand-off Action and hands the ball to `to`, who catches it (a 6).
fn hand_on(g: &mut Game, giver: rules::PlayerId, to: rules::PlayerId) {
    g.declare(giver, ActionKind::HandOff);
    g.decide(Decision::HandOff { target: to });
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, rules::Ball::Held(to));
}

#[test]
fn down_the_chain_the_receiver_may_hand_off_again_at_once_004_l6063() {
    let mut g = card_game(&[Card::DownTheChain], &[], &[]);
    play(&mut g, Card::DownTheChain, None);
    g.only(&[
        (home(5), (10, 7)),
        (home(3), (11, 7)),
        (home(4), (12, 7)),
        (home(6), (13, 7)),
    ]);
    g.ball(10, 7);
    hand_on(&mut g, home(5), home(3));
    // Not another player: the one just handed the ball.
    assert!(!may_declare(&mut g, home(4), ActionKind::HandOff));
    hand_on(&mut g, home(3), home(4));
    // Another Action between breaks the chain.
    g.declare(home(6), ActionKind::Move);
    g.decide(Decision::EndAction);
    assert!(!may_declare(&mut g, home(4), ActionKind::HandOff));
}
