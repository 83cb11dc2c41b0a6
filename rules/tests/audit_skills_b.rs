//! Audit of the Agility, Passing and Mutation skills of the 2016 rules (001:L722-L1023, FAQ
//! 001:L1130-L1230): the clauses and interactions the older skill tests left open. Each target
//! is worked out from the rule's text; the die is the one the nearest wrong reading would rule
//! the other way. Home #5 is the Human Thrower (AG3, Pass, Sure Hands), #7-#9 Human Linemen
//! (MA6 ST3 AG3 AV8); away #7-#9 Orc Linemen (MA5 ST3 AG3 AV9).

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, BlockFace, Decision, Die, PlayerId, Prompt, Reroll, RerollSkill, Side, Skill,
    Stance,
};

/// Keeps a roll when a re-roll is offered.
fn keep(g: &mut Game) {
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

fn is_roll(g: &Game, name: &str) -> bool {
    matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == name)
}

// --- Catch (001:L764-L766) ---

#[test]
fn catch_rerolls_a_failed_interception_001_l766() {
    // 6+ to intercept; a 5 misses, Catch re-rolls it (no team re-roll: it is home's turn).
    let mut g = interception(|s| give(s, Side::Away, 7, "catch"));
    assert_eq!(g.roll_prompt().needs, Some(6));
    g.d6(&[5]);
    assert_eq!(g.decider(), Side::Away);
    let options = g.decision_options();
    assert!(options.contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Catch))));
    assert!(!options.contains(&Decision::Reroll(Reroll::Team)));
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Catch)));
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
}

#[test]
fn catch_rerolls_a_dropped_hand_off_001_l766() {
    // AG3 4+, +1 hand-off: 3+; a 2 drops it and Catch takes it again.
    let mut g = Game::with(|s| give(s, Side::Home, 8, "catch"));
    g.edit(rules::Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    g.only(&[(home(5), (5, 7)), (home(8), (6, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(8) });
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Catch)));
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
    assert_eq!(g.turnover(), None);
}

// --- Diving Catch (001:L792-L794) ---

/// Home #5 on (5,7) passes to (8,7); these others are on the pitch, `prone` of them Prone.
fn pass_to_8_7(g: &mut Game, others: &[(PlayerId, (i32, i32))], prone: &[PlayerId]) {
    let mut all = vec![(home(5), (5, 7))];
    all.extend_from_slice(others);
    g.only(&all);
    for id in prone {
        g.stance(*id, Stance::Prone);
    }
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
}

#[test]
fn diving_catch_adds_nothing_to_an_inaccurate_pass_that_scatters_onto_him_001_l794() {
    // Quick Pass 3+ rolled 2: inaccurate; D8 1, 5, 7 bring it back onto (8,7). The +1 is
    // for an accurate pass only: AG3 4+ (3+ with it).
    let mut g = Game::with(|s| give(s, Side::Home, 8, "diving-catch"));
    pass_to_8_7(&mut g, &[(home(8), (8, 7))], &[]);
    g.d6(&[2]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Pass scatter");
    g.dice(&[Die::D8(1), Die::D8(5), Die::D8(7)]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(4)));
}

#[test]
fn diving_catch_is_not_for_a_bouncing_ball_001_l794() {
    // Home #8 (no Catch) drops the accurate pass; it bounces (D8 5) onto the empty (9,7), in
    // Diving Catcher home #7's zone from (10,7): no dive, the ball lies there.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "diving-catch"));
    g.edit(rules::Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    pass_to_8_7(&mut g, &[(home(8), (8, 7)), (home(7), (10, 7))], &[]);
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(9, 7)));
    assert_eq!(g.turn_side(), Some(Side::Away), "not caught: a turnover");
}

#[test]
fn a_prone_diving_catcher_has_no_tackle_zone_to_dive_into_001_l794() {
    // The accurate pass comes down on the empty (8,7); the diver on (9,7) lies Prone: no
    // Tackle Zone, no dive; the ball bounces from (8,7) (D8 4 to (7,7)).
    let mut g = Game::with(|s| give(s, Side::Home, 7, "diving-catch"));
    pass_to_8_7(&mut g, &[(home(7), (9, 7))], &[home(7)]);
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(4)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(7, 7)));
}

// --- Diving Tackle (001:L796-L798) ---

#[test]
fn only_one_of_two_diving_tacklers_takes_two_off_the_dodge_001_l798() {
    // Away #7 (11,7) and #8 (11,6) both have Diving Tackle; home #7 dodges from (10,7) to
    // the free (9,7): 3+. One -2 makes a 5 a 3 (made); both would make it a 1.
    let mut g = Game::with(|s| {
        give(s, Side::Away, 7, "diving-tackle");
        give(s, Side::Away, 8, "diving-tackle");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 6))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[5]);
    let options = g.decision_options();
    assert!(options.contains(&Decision::DivingTackle {
        player: Some(away(7))
    }));
    assert!(options.contains(&Decision::DivingTackle {
        player: Some(away(8))
    }));
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    assert_eq!(g.turnover(), None, "5 - 2 = 3 makes 3+");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(8)), on(sq(11, 6), Stance::Standing));
}

#[test]
fn diving_tackle_is_not_offered_against_a_leap_001_l798_l875() {
    // Leaping is no dodge: home #7 leaps from (10,7) to (8,7) out of away #7's zone.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "leap");
        give(s, Side::Away, 7, "diving-tackle");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(8, 7) });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Leap", Some(4)));
    g.d6(&[4]);
    assert_eq!(g.decider(), Side::Home);
    assert!(g.decision_options().contains(&Decision::EndAction));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

// --- Dodge (001:L800-L802) ---

#[test]
fn the_dodge_skill_does_not_reroll_a_failed_leap_001_l802_l875() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "leap");
        give(s, Side::Home, 7, "dodge");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(8, 7) });
    g.d6(&[3]);
    let options = g.decision_options();
    assert!(!options.contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Dodge))));
    assert!(options.contains(&Decision::Reroll(Reroll::Team)));
}

// --- Jump Up (001:L852-L854) ---

#[test]
fn jump_up_stands_for_free_and_keeps_every_square_of_movement_001_l854() {
    // Prone on (2,7), MA6: six steps to (8,7) with no Go For It; the seventh is one.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "jump-up"));
    g.only(&[(home(7), (2, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
        assert!(!is_roll(&g, "Go For It"), "step to ({x},7)");
    }
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

#[test]
fn jump_up_stands_for_free_on_a_blitz_with_no_agility_roll_001_l854() {
    // Only the Block Action asks for the Agility roll; a Blitz stands him for free.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "jump-up"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Blitz);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Block");
}

#[test]
fn a_failed_jump_up_block_wastes_the_action_stays_prone_no_turnover_001_l854() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "jump-up"));
    g.edit(rules::Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Block);
    assert_eq!(g.roll_prompt().needs, Some(2));
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

// --- Leap (001:L873-L875) ---

#[test]
fn a_leap_over_a_prehensile_tail_takes_nothing_off_001_l875_l915() {
    // No modifier but Very Long Legs: the tail's -1 is for dodges. AG3 4+.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "leap");
        give(s, Side::Away, 7, "prehensile-tail");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(8, 7) });
    assert_eq!(g.roll_prompt().needs, Some(4));
}

// --- Prehensile Tail (001:L913-L915) ---

#[test]
fn two_prehensile_tails_each_take_one_off_the_dodge_001_l915() {
    // Away #7 (11,7) and #8 (11,6) both mark (10,7) with a tail; (9,7) is free:
    // 3+, -1, -1 = 5+ (4+ if the tails counted once).
    let mut g = Game::with(|s| {
        give(s, Side::Away, 7, "prehensile-tail");
        give(s, Side::Away, 8, "prehensile-tail");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 6))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(5));
}

// --- Two Heads (001:L1017-L1019) ---

#[test]
fn two_heads_and_dodge_together_001_l1019_l802() {
    // (9,7) has one Tackle Zone (away #8 on (8,6)): 4+, +1 Two Heads: 3+. A 2 fails and the
    // Dodge skill re-rolls it.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "two-heads");
        give(s, Side::Home, 7, "dodge");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (8, 6))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Dodge)));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

// --- Tentacles (001:L999-L1001) ---

#[test]
fn a_prone_tentacles_player_holds_no_one_001_l1001() {
    // Prone: no Tackle Zone, so stepping away is no dodge and no Tentacles roll.
    let mut g = Game::with(|s| give(s, Side::Away, 7, "tentacles"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert!(g.decision_options().contains(&Decision::EndAction));
}

#[test]
fn a_ball_carrier_held_by_tentacles_keeps_the_ball_no_turnover_001_l1001() {
    // 2D6 2 + ST3 - ST3 = 2: held; his Action ends where he stands, with the ball.
    let mut g = Game::with(|s| give(s, Side::Away, 7, "tentacles"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    if matches!(g.m.prompt(), Prompt::Decision(_)) {
        g.decide(Decision::UseSkill {
            skill: Skill::Tentacles,
            use_it: true,
        });
    }
    assert_eq!(g.roll_prompt().roll, "Tentacles");
    g.d6(&[1, 1]);
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    assert_eq!(g.turnover(), None);
}

// --- Block dice for the mutations (Horns 001:L840-L842) ---

#[test]
fn horns_count_on_each_frenzy_block_of_a_blitz_001_l842_l826() {
    // Horns + Frenzy on a Blitz: ST 4 against 3 on both blocks, 2 dice each.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "horns");
        give(s, Side::Home, 7, "frenzy");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().dice.len(), 2);
    g.block_dice(&[BlockFace::Pushed, BlockFace::Pushed]);
    keep(&mut g);
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.iter().any(|o| matches!(o, Decision::ChooseBlockDie { .. })))
    {
        g.decide(Decision::ChooseBlockDie {
            face: BlockFace::Pushed,
        });
    }
    g.decide(Decision::PushTo { square: sq(12, 7) });
    // Frenzy follows up, then the second block.
    if matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::FollowUp { follow: true }))
    {
        g.decide(Decision::FollowUp { follow: true });
    }
    let second = g.roll_prompt();
    assert_eq!((second.roll.as_ref(), second.dice.len()), ("Block", 2));
}

// --- Nerves of Steel (001:L889-L891), Disturbing Presence (001:L788-L790) ---

#[test]
fn nerves_of_steel_ignores_tackle_zones_on_a_pass_but_not_disturbing_presence_001_l891_l790() {
    // Home #5 marked by away #8 on (4,7); away #9 with Disturbing Presence 3 squares off on
    // (5,10). Quick 3+ (AG3 4+, +1); the zone is ignored, the presence is not: 4+ (5+ with
    // the zone, 3+ without the presence).
    let mut g = Game::with(|s| {
        give(s, Side::Home, 5, "nerves-of-steel");
        give(s, Side::Away, 9, "disturbing-presence");
    });
    pass_to_8_7(
        &mut g,
        &[(home(8), (8, 7)), (away(8), (4, 7)), (away(9), (5, 10))],
        &[],
    );
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pass", Some(4)));
    assert!(
        roll.modifiers
            .iter()
            .any(|m| m.name.starts_with("Nerves of Steel ignores") && m.value == 0),
        "the referee is told why the zone counts for nothing: {:?}",
        roll.modifiers
    );
}

#[test]
fn nerves_of_steel_ignores_tackle_zones_on_a_hand_off_catch_001_l891() {
    // Home #8 marked by away #8: AG3 4+, +1 hand-off, -1 zone = 4+; Nerves of Steel: 3+.
    let mut g = Game::with(|s| give(s, Side::Home, 8, "nerves-of-steel"));
    g.only(&[(home(5), (5, 7)), (home(8), (6, 7)), (away(8), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(8) });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(3)));
}

#[test]
fn each_disturbing_presence_within_three_squares_takes_one_off_a_catch_001_l790() {
    // Away #8 (11,7) and #9 (11,8): 3 squares from the catcher on (8,7), 6 from the thrower.
    // AG3 4+, +1 accurate, -2: 5+ (4+ if counted once).
    let mut g = Game::with(|s| {
        give(s, Side::Away, 8, "disturbing-presence");
        give(s, Side::Away, 9, "disturbing-presence");
    });
    pass_to_8_7(
        &mut g,
        &[(home(8), (8, 7)), (away(8), (11, 7)), (away(9), (11, 8))],
        &[],
    );
    assert_eq!(g.roll_prompt().needs, Some(3), "nobody near the thrower");
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(5)));
}

#[test]
fn a_team_mates_disturbing_presence_does_not_disturb_001_l790() {
    // Home #9 has it, 2 squares from thrower and catcher: only opposing players count.
    let mut g = Game::with(|s| give(s, Side::Home, 9, "disturbing-presence"));
    pass_to_8_7(&mut g, &[(home(8), (8, 7)), (home(9), (6, 9))], &[]);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().needs, Some(3));
}

#[test]
fn disturbing_presence_takes_one_off_a_hand_off_catch_001_l790() {
    // A hand-off is caught with a catch roll: AG3 4+, +1, -1 (away #9 on (9,7), 3 squares
    // from the catcher on (6,7), no Tackle Zone on him): 4+.
    let mut g = Game::with(|s| give(s, Side::Away, 9, "disturbing-presence"));
    g.only(&[(home(5), (5, 7)), (home(8), (6, 7)), (away(9), (9, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(8) });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(4)));
}

// --- Big Hand (001:L740-L742) ---

#[test]
fn big_hand_does_not_help_a_catch_001_l742() {
    // Its ignoring of zones is for picking up: the catcher on (8,7) marked by away #8 on
    // (9,7) needs AG3 4+, +1 accurate, -1: 4+.
    let mut g = Game::with(|s| give(s, Side::Home, 8, "big-hand"));
    pass_to_8_7(&mut g, &[(home(8), (8, 7)), (away(8), (9, 7))], &[]);
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(4)));
}

// --- Accurate (001:L724-L726), Pass (001:L901-L903), Hail Mary Pass (001:L836-L838) ---

#[test]
fn accurate_adds_one_to_the_pass_001_l726() {
    // Quick Pass: AG3 4+, +1 Quick, +1 Accurate: 2+.
    let mut g = Game::with(|s| give(s, Side::Home, 5, "accurate"));
    pass_to_8_7(&mut g, &[(home(8), (8, 7))], &[]);
    assert_eq!(g.roll_prompt().needs, Some(2));
}

#[test]
fn accurate_does_not_modify_a_hail_mary_pass_faq_001_l1132() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 5, "hail-mary-pass");
        give(s, Side::Home, 5, "accurate");
    });
    g.only(&[(home(5), (5, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::HailMary { target: sq(20, 7) });
    let roll = g.roll_prompt();
    assert_eq!(roll.needs, Some(2));
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
    g.d6(&[1]);
    keep(&mut g);
    assert!(
        g.turnover().is_some_and(|t| t.contains("fumbled")),
        "a 1 fumbles, Accurate or not"
    );
}

#[test]
fn the_pass_skill_rerolls_an_inaccurate_pass_001_l903() {
    // Home #5 (Thrower) has Pass: Quick 3+, a 2 is inaccurate (not a fumble).
    let mut g = Game::new();
    pass_to_8_7(&mut g, &[(home(8), (8, 7))], &[]);
    g.d6(&[2]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Pass)))
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pass)));
    g.d6(&[3]);
    assert_eq!(g.roll_prompt().roll, "Catch", "accurate now");
}

#[test]
fn a_hail_mary_pass_scattering_back_onto_its_target_is_still_not_accurate_001_l838() {
    // Aimed at home #8 on (15,7); D8 1, 5, 7 bring it back onto him: AG3 4+ with no +1 for an
    // accurate pass.
    let mut g = Game::with(|s| give(s, Side::Home, 5, "hail-mary-pass"));
    g.only(&[(home(5), (5, 7)), (home(8), (15, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::HailMary { target: sq(15, 7) });
    g.d6(&[4]);
    g.dice(&[Die::D8(1), Die::D8(5), Die::D8(7)]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(4)));
}

// --- Safe Throw (001:L933-L935) ---

#[test]
fn safe_throw_does_not_save_a_fumbled_bomb_001_l935() {
    // Home #7, Bombardier with Safe Throw, bombs (23,7) from (10,7): Long Bomb, AG3 4+, -2.
    // A 3 is a fumble on the total, not a natural 1: a ball would be kept, the bomb goes off
    // in his hands and it is a turnover.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "bombardier");
        give(s, Side::Home, 7, "safe-throw");
    });
    g.only(&[(home(7), (10, 7)), (away(3), (9, 7))]);
    g.declare(home(7), ActionKind::Bomb);
    g.decide(Decision::Pass {
        target: sq(23, 7),
        range: None,
    });
    g.d6(&[3]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Bomb blast");
    g.d6(&[5]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert!(g.turnover().is_some());
}

#[test]
fn safe_throw_and_pass_the_natural_1_fumble_may_be_rerolled_001_l903_l935() {
    let mut g = Game::with(|s| give(s, Side::Home, 5, "safe-throw"));
    pass_to_8_7(&mut g, &[(home(8), (8, 7))], &[]);
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Pass)))
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pass)));
    g.d6(&[3]);
    assert_eq!(g.roll_prompt().roll, "Catch");
}

// --- Dump-Off (001:L804-L806) ---

/// Home #7 on (10,7); away #5 (Orc Thrower) with Dump-Off and the ball on (11,7); away #8 on
/// (13,7) to throw to.
fn dump_off_setup(home_skills: &[&str]) -> Game {
    let skills: Vec<String> = home_skills.iter().map(|s| s.to_string()).collect();
    let mut g = Game::with(move |s| {
        give(s, Side::Away, 5, "dump-off");
        for skill in &skills {
            give(s, Side::Home, 7, skill);
        }
    });
    g.only(&[(home(7), (10, 7)), (away(5), (11, 7)), (away(8), (13, 7))]);
    g.ball(11, 7);
    g
}

fn dump_off_offered(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.options.iter().any(|o| matches!(o, Decision::DumpOff { .. })))
}

#[test]
fn dump_off_against_a_blitz_block_001_l806() {
    // He "declares that he will throw a block": a Blitz's block as well.
    let mut g = dump_off_setup(&[]);
    g.edit(rules::Edit::PlacePlayer {
        player: home(7),
        square: sq(9, 7),
        stance: Stance::Standing,
    });
    g.declare(home(7), ActionKind::Blitz);
    g.move_to(10, 7);
    g.decide(Decision::Block { target: away(5) });
    assert!(dump_off_offered(&g), "{:#?}", g.m.prompt());
}

#[test]
fn no_dump_off_on_the_second_frenzy_block_001_l806() {
    // Declined on the first block; a Pushed moves him to (12,7) next to away #8, Frenzy
    // follows, and the second block comes with no Dump-Off question.
    let mut g = dump_off_setup(&["frenzy"]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    assert!(dump_off_offered(&g));
    g.decide(Decision::DumpOff { target: None });
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 6) });
    assert!(!dump_off_offered(&g), "{:#?}", g.m.prompt());
    assert_eq!(g.roll_prompt().roll, "Block");
}

/// Dump-Off answers a block declared on the carrier (004:L10148-L10150); a Stab attacks
/// "instead of throwing a block" (004:L10584-L10585): the Stab is chosen first, and when used
/// no Dump-Off is offered; declined, the block is thrown and the Dump-Off offered.
#[test]
fn a_stab_gives_no_dump_off_and_is_chosen_before_it_004_l10148_l10584() {
    let mut g = dump_off_setup(&["stab"]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    assert!(
        !dump_off_offered(&g),
        "the Stab is asked first: {:#?}",
        g.m.prompt()
    );
    g.decide(Decision::UseSkill {
        skill: Skill::Stab,
        use_it: true,
    });
    assert!(!dump_off_offered(&g), "{:#?}", g.m.prompt());
    assert_eq!(g.roll_prompt().roll, "Armour");

    let mut g = dump_off_setup(&["stab"]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    g.decide(Decision::UseSkill {
        skill: Skill::Stab,
        use_it: false,
    });
    assert!(dump_off_offered(&g), "a block: {:#?}", g.m.prompt());
}

/// A Chainsaw must attack "instead of making a block" (004:L10044-L10046): no Dump-Off
/// (004:L10148-L10150); the Chainsaw's D6 comes at once.
#[test]
fn a_chainsaw_attack_gives_no_dump_off_004_l10044_l10148() {
    let mut g = dump_off_setup(&["chainsaw"]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    assert!(!dump_off_offered(&g), "{:#?}", g.m.prompt());
    assert_eq!(g.roll_prompt().roll, "Chainsaw");
}

// --- Foul Appearance (001:L820-L822) ---

#[test]
fn foul_appearance_is_rolled_again_for_the_second_frenzy_block_faq_001_l1140() {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "frenzy");
        give(s, Side::Away, 7, "foul-appearance");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    g.d6(&[2]);
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn foul_appearance_must_be_passed_before_a_stab_001_l822() {
    // Stab takes the place of a block: the D6 comes before the Stab's Armour roll, and a 1
    // wastes it.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "stab");
        give(s, Side::Away, 7, "foul-appearance");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    if matches!(g.m.prompt(), Prompt::Decision(_)) {
        g.decide(Decision::UseSkill {
            skill: Skill::Stab,
            use_it: true,
        });
    }
    assert_eq!(g.roll_prompt().roll, "Foul Appearance");
    g.d6(&[1]);
    keep(&mut g);
    assert!(
        !is_roll(&g, "Armour"),
        "the stab is wasted: {:#?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

// --- Claws (001:L772-L774) ---

#[test]
fn claws_do_not_break_armour_on_a_foul_001_l774() {
    // Only "during a block": a foul's 3 + 5 = 8 holds against AV 9.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "claws"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[3, 5]);
    assert!(!is_roll(&g, "Injury"), "{:#?}", g.m.prompt());
}

#[test]
fn claws_break_armour_on_a_blitz_block_001_l774() {
    // 3 + 5 = 8 against AV 9 after a Blitz's Defender Down.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "claws"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BlockFace::DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[3, 5]);
    assert!(is_roll(&g, "Injury"), "{:#?}", g.m.prompt());
}

// --- Side Step (001:L945-L949), FAQ 001:L1134-L1136 ---

#[test]
fn side_step_still_picks_the_square_on_a_defender_down_001_l949() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "side-step"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    assert_eq!(g.decider(), Side::Away);
    g.decide(Decision::PushTo { square: sq(10, 6) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(10, 6), Stance::Prone));
}

#[test]
fn a_side_stepper_pushed_on_by_a_team_mate_picks_his_own_square_faq_001_l1134() {
    // Away #8 on (11,7) is pushed; (12,6) and (12,8) are taken, so onto (12,7) where away #7
    // has Side Step: his coach moves him, to any open square next to (12,7).
    let mut g = Game::with(|s| give(s, Side::Away, 7, "side-step"));
    g.only(&[
        (home(7), (10, 7)),
        (away(8), (11, 7)),
        (away(7), (12, 7)),
        (home(8), (12, 6)),
        (home(9), (12, 8)),
    ]);
    g.block(home(7), away(8), &[BlockFace::Pushed]);
    if g.decider() == Side::Home {
        g.decide(Decision::PushTo { square: sq(12, 7) });
    }
    assert_eq!(g.decider(), Side::Away, "{:#?}", g.m.prompt());
    let squares: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PushTo { square } => Some(square),
            _ => None,
        })
        .collect();
    assert!(squares.contains(&sq(11, 6)), "{squares:?}");
}

/// Only Extraordinary skills work for a player on the ground (004:L1822-L1823), and Side
/// Step is an Agility skill (004:L10557): the same chain with away #7 Prone on (12,7) is
/// pushed by the diagram, the blocking coach choosing among the three squares beyond him.
#[test]
fn a_prone_side_stepper_is_chain_pushed_by_the_diagram_004_l1822_l10557() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "side-step"));
    g.only(&[
        (home(7), (10, 7)),
        (away(8), (11, 7)),
        (away(7), (12, 7)),
        (home(8), (12, 6)),
        (home(9), (12, 8)),
    ]);
    g.stance(away(7), Stance::Prone);
    g.block(home(7), away(8), &[BlockFace::Pushed, BlockFace::Pushed]);
    if g.decision_options()
        .contains(&Decision::PushTo { square: sq(12, 7) })
    {
        g.decide(Decision::PushTo { square: sq(12, 7) });
    }
    assert_eq!(g.decider(), Side::Home, "{:#?}", g.m.prompt());
    let mut squares: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PushTo { square } => Some(square),
            _ => None,
        })
        .collect();
    squares.sort_by_key(|s| (s.x(), s.y()));
    assert_eq!(squares, vec![sq(13, 6), sq(13, 7), sq(13, 8)]);
}

// --- Sure Feet (001:L983-L985) ---

#[test]
fn sure_feet_rerolls_the_go_for_it_to_block_on_a_blitz_001_l985() {
    // MA 1: one step to (10,7), then the block costs a Go For It; a 1 falls, Sure Feet
    // re-rolls it and the block goes on.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "sure-feet");
        if let Some(p) = s.home.players.iter_mut().find(|p| p.number == 7) {
            p.ma = 1;
        }
    });
    g.only(&[(home(7), (9, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.move_to(10, 7);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)));
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Block");
}

#[test]
fn horns_count_before_dauntless_is_rolled_001_l842_l778() {
    // Blitz on an ST 5 opponent: ST 3 + 1 Horns = 4, so Dauntless needs D6 + 4 > 5: a 2 makes
    // it, ST 5 against 5, one die for the blitzer. Horns added after Dauntless would leave 2 + 3
    // = 5 failing, ST 4 against 5: two dice for the defender.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "horns");
        give(s, Side::Home, 7, "dauntless");
        s.home.rerolls = 0;
        if let Some(p) = s.away.players.iter_mut().find(|p| p.number == 7) {
            p.st = 5;
        }
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Dauntless");
    g.d6(&[2]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.dice.len()), ("Block", 1));
    assert_eq!(roll.side, Side::Home);
}

#[test]
fn a_leap_into_the_end_zone_with_the_ball_scores_001_l875() {
    // Home #7 holds the ball on (23,7) marked by away #7 on (22,7); he leaps to (25,7).
    let mut g = Game::with(|s| give(s, Side::Home, 7, "leap"));
    g.only(&[(home(7), (23, 7)), (away(7), (22, 7))]);
    g.ball(23, 7);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(25, 7) });
    g.d6(&[4]);
    assert_eq!(g.m.state().team(Side::Home).score, 1);
}

#[test]
fn a_blocker_with_pass_block_may_not_move_against_the_dump_off_faq_001_l1144() {
    let mut g = dump_off_setup(&["pass-block"]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    g.decide(Decision::DumpOff {
        target: Some(sq(13, 7)),
    });
    if let Prompt::Decision(d) = g.m.prompt() {
        assert!(
            !d.every().any(|o| matches!(
                o,
                Decision::MovePlayer { player, .. } if player == home(7)
            )),
            "{d:#?}"
        );
    }
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

#[test]
fn catch_rerolls_a_kick_off_catch_where_no_team_reroll_may_001_l766_000_l987() {
    // Home #11 (Lineman, Catch) set up on (5,7); the kick aimed at (5,8) scatters one square
    // up (D8 2, D6 1) onto him; High Kick (2 + 3), nobody moved. AG3 4+: a 3 drops it, Catch
    // re-rolls it; the kick-off's catch takes no team re-roll.
    let mut g = Game::set_up(book(), |s| give(s, Side::Home, 11, "catch"));
    assert_eq!(g.place_of(home(11)), on(sq(5, 7), Stance::Standing));
    g.decide(Decision::KickTo { square: sq(5, 8) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    if matches!(g.m.prompt(), Prompt::Decision(_)) {
        g.decide(Decision::Done);
    }
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(4)));
    g.d6(&[3]);
    let options = g.decision_options();
    assert!(options.contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Catch))));
    assert!(!options.contains(&Decision::Reroll(Reroll::Team)));
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Catch)));
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(11)));
}

#[test]
fn foul_appearance_is_not_rolled_again_when_the_block_is_rerolled_faq_004_l11399() {
    // Passed on a 2; the block die (Attacker Down) is team re-rolled: the new block die comes
    // straight away, with no second Foul Appearance roll.
    let mut g = Game::with(|s| give(s, Side::Away, 7, "foul-appearance"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g.d6(&[2]);
    g.block_dice(&[BlockFace::AttackerDown]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Block");
}

// --- A skill written as the rulebook writes it (docs/match-script.md) ---

fn input(line: &str) -> rules::Input {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

#[test]
fn a_skill_decision_reads_the_rulebook_name_as_well_as_the_id_001_l792() {
    let by_id = input(r#"{"decide":{"use_skill":{"skill":"diving-catch","use":true}}}"#);
    for written in ["Diving Catch", "diving catch", "DIVING-CATCH"] {
        let line = format!(r#"{{"decide":{{"use_skill":{{"skill":"{written}","use":true}}}}}}"#);
        assert_eq!(input(&line), by_id, "{written}");
    }
    // The name 001:L772 prints, and the singular 004:L10068 uses.
    for written in ["Claw / Claws", "Claw", "Claws"] {
        let line = format!(r#"{{"decide":{{"use_skill":{{"skill":"{written}","use":false}}}}}}"#);
        assert_eq!(
            input(&line),
            rules::Input::Decide(Decision::UseSkill {
                skill: Skill::Claws,
                use_it: false
            })
        );
    }
}

#[test]
fn a_skill_reroll_reads_the_rulebook_name_and_writes_the_id_001_l985() {
    let read = input(r#"{"decide":{"reroll":{"skill":"Sure Feet"}}}"#);
    let skill = rules::Input::Decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)));
    assert_eq!(read, skill);
    assert_eq!(
        serde_json::to_string(&skill).expect("writes"),
        r#"{"decide":{"reroll":{"skill":"sure-feet"}}}"#
    );
    let refused = serde_json::from_str::<rules::Input>(r#"{"decide":{"reroll":{"skill":"Leap"}}}"#)
        .expect_err("Leap re-rolls nothing");
    assert!(
        refused.to_string().contains("leap gives no re-roll"),
        "{refused}"
    );
    let unknown = serde_json::from_str::<rules::Input>(r#"{"decide":{"reroll":{"skill":"Doge"}}}"#)
        .expect_err("no such skill");
    assert!(unknown.to_string().contains("did you mean"), "{unknown}");
}

// --- Leader (001:L866-L868), Sure Feet (001:L983-L985) ---

#[test]
fn sure_feet_rerolls_the_go_for_it_of_a_leap_faq_001_l1186() {
    // MA6: five squares walked, the Leap's second square is a Go For It; a 1 fails it and
    // Sure Feet re-rolls it before the Leap roll.
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "leap");
        give(s, Side::Home, 7, "sure-feet");
    });
    g.only(&[(home(7), (2, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=7 {
        g.move_to(x, 7);
    }
    g.decide(Decision::Leap { to: sq(9, 7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)));
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Leap");
}
