//! Skills that change moving and dodging: Two Heads, Titchy, Prehensile Tail, Break Tackle,
//! Sure Feet (skill list 004:L9780-L10782). Each scenario's target is worked out from the
//! rule's text; the die is the one the nearest wrong reading would rule the other way.
//! Home #7 is a Human Lineman (MA6 ST3 AG3), away #7-#9 Orc Linemen (AG3).

use crate::common;

use common::*;
use rules::{ActionKind, Decision, MatchSetup, Reroll, RerollSkill, Side, Stance};

/// Home #7 on (10,7), marked by away #7 on (11,7); away #8 on (8,6) puts one Tackle Zone
/// on (9,7).
fn marked(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = Game::with(change);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (8, 6))]);
    g.declare(home(7), ActionKind::Move);
    g
}

fn needs(g: &Game) -> Option<u8> {
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Dodge");
    roll.needs
}

#[test]
fn two_heads_adds_one_to_dodge_004_l10749() {
    // AG3 4+; +1 dodging, -1 one Tackle Zone on (9,7), +1 Two Heads: 3+ (4+ without).
    let mut g = marked(|s| give(s, Side::Home, 7, "two-heads"));
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

#[test]
fn titchy_adds_one_to_his_own_dodge_004_l10740() {
    // As Two Heads: 3+ with Titchy, 4+ without.
    let mut g = marked(|s| give(s, Side::Home, 7, "titchy"));
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn a_titchy_opponent_exerts_no_minus_one_on_the_square_dodged_into_004_l10743() {
    // Away #8's Tackle Zone on (9,7) is Titchy's: no -1, so 3+ (4+ if it counted).
    let mut g = marked(|s| give(s, Side::Away, 8, "titchy"));
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn leaving_a_titchy_players_tackle_zone_is_still_a_dodge_004_l10742() {
    // Only a Titchy opponent marks him: he must still dodge to leave (no free step).
    let mut g = Game::with(|s| give(s, Side::Away, 7, "titchy"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(3), "AG3 4+, +1 dodging");
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn prehensile_tail_takes_one_from_a_dodge_out_of_its_tackle_zone_004_l10457() {
    // Away #7 marks (10,7) with a Prehensile Tail; (9,7) is free: 3+ less 1 = 4+.
    let mut g = Game::with(|s| give(s, Side::Away, 7, "prehensile-tail"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(4));
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some(), "3 is not enough with the tail");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
}

#[test]
fn prehensile_tail_counts_only_on_leaving_its_zone_not_on_entering_004_l10457() {
    // Away #8 on (8,6) has the tail; its zone is on (9,7), which he dodges into from away #7's:
    // the one Tackle Zone there makes 4+; counting the tail on the way in would make 5+.
    let mut g = marked(|s| give(s, Side::Away, 8, "prehensile-tail"));
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(4));
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

/// Home #7 with ST4 and Break Tackle.
fn breaker(s: &mut MatchSetup) {
    give(s, Side::Home, 7, "break-tackle");
    if let Some(p) = s.home.players.iter_mut().find(|p| p.number == 7) {
        p.st = 4;
    }
}

#[test]
fn break_tackle_dodges_on_strength_once_a_turn_004_l10038() {
    // (9,7) has one Tackle Zone: AG3 4+ or ST4 3+ (+1, -1). A 3 makes it only on his ST.
    let mut g = marked(breaker);
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    // Away #8's zone is on (9,7); (9,8) is free: AG3 3+, ST4 would be 2+, but it is used.
    g.move_to(9, 8);
    assert_eq!(needs(&g), Some(3), "Break Tackle is spent for the turn");
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some(), "a 2 fails on his AG");
}

#[test]
fn break_tackle_is_kept_when_his_agility_makes_the_dodge_004_l10038() {
    // A 6 makes the first Dodge on AG3 alone: Break Tackle is left for the second,
    // where a 2 makes it (ST4: 3+, +1) and fails on his AG (3+).
    let mut g = marked(breaker);
    g.move_to(9, 7);
    g.d6(&[6]);
    g.move_to(9, 8);
    assert_eq!(needs(&g), Some(2));
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 8), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

#[test]
fn sure_feet_rerolls_one_go_for_it_a_turn_004_l10637() {
    // MA6 spent, then two Go For Its failed on a 1: Sure Feet for the first only.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "sure-feet"));
    g.only(&[(home(7), (5, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 6..=11 {
        g.move_to(x, 7);
    }
    g.move_to(12, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)),
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)));
    g.d6(&[2]);
    g.move_to(13, 7);
    g.d6(&[1]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ],
        "Sure Feet is used once a turn"
    );
}

#[test]
fn the_windows_odds_count_the_tail_and_break_tackle_once_004_l10457_l10038() {
    // Move needs: the Dodge to (9,7) out of a Prehensile Tail's zone is 4+ (3+ without it).
    let mut g = Game::with(|s| give(s, Side::Away, 7, "prehensile-tail"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    let to =
        g.m.move_needs()
            .into_iter()
            .find(|n| n.square == sq(9, 7))
            .expect("(9,7) is a move");
    assert_eq!(to.dodge, Some(4));
    // Reach: every first step from (10,7) lands in a Tackle Zone of away #7 (11,7) or #8
    // (8,7), so (9,5) takes two Dodges: into one zone with Break Tackle (ST4 3+), then out
    // to a free square on his AG (3+), where a second use would say 2+.
    let mut g = Game::with(breaker);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (8, 7))]);
    g.declare(home(7), ActionKind::Move);
    let way =
        g.m.reach()
            .into_iter()
            .find(|r| r.square == sq(9, 5))
            .expect("(9,5) is in reach");
    let dodges: Vec<u8> = way
        .rolls
        .iter()
        .filter(|(name, _)| *name == "Dodge")
        .map(|(_, n)| *n)
        .collect();
    assert_eq!(dodges, vec![3, 3], "{way:?}");
}

/// The marked Lineman with Pro dodges to (9,7) (4+: one Tackle Zone there) and rolls 2.
fn pro_failed_dodge() -> Game {
    let mut g = marked(|s| give(s, Side::Home, 7, "pro"));
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(4));
    g.d6(&[2]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Skill(RerollSkill::Pro)),
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    let pro = g.roll_prompt();
    assert_eq!((pro.roll.as_ref(), pro.needs), ("Pro", Some(4)));
    g
}

#[test]
fn pro_rerolls_a_failed_dodge_after_a_4_004_l10465() {
    let mut g = pro_failed_dodge();
    g.d6(&[4]);
    let again = g.roll_prompt();
    assert_eq!(
        again.roll, "Dodge",
        "4 on the Pro roll: the Dodge is re-rolled"
    );
    assert!(again.rerolls.is_empty(), "no die is re-rolled twice");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.m.state().team(Side::Home).rerolls, 4);
}

#[test]
fn a_failed_pro_roll_leaves_the_first_result_with_no_other_reroll_004_l10467() {
    // 3 on the Pro roll: the Dodge's 2 stands; the team re-roll offered is for the Pro roll
    // only, and once it is kept no re-roll is offered for the Dodge.
    let mut g = pro_failed_dodge();
    g.d6(&[3]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some(), "the failed Dodge stands");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
}

#[test]
fn the_pro_roll_may_be_rerolled_with_a_team_reroll_004_l10469() {
    let mut g = pro_failed_dodge();
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Pro");
    g.d6(&[5]);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3);
}

#[test]
fn pro_is_used_once_a_turn_004_l10464() {
    let mut g = pro_failed_dodge();
    g.d6(&[4]);
    g.d6(&[4]);
    // From (9,7), in away #8's zone, to the free (9,8): 3+; a 1 is offered the team re-roll
    // only.
    g.move_to(9, 8);
    g.d6(&[1]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
}

/// Home #6 (Thrower) has Leader; home has no team re-rolls left; home #7 dodges to (9,7)
/// (4+) and rolls 2; home #6 stands where given, if anywhere.
fn leader_game(leader_at: Option<((i32, i32), Stance)>) -> Game {
    let mut g = Game::with(|s| give(s, Side::Home, 6, "leader"));
    g.edit(rules::Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    let mut all = vec![(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (8, 6))];
    if let Some((at, _)) = leader_at {
        all.push((home(6), at));
    }
    g.only(&all);
    if let Some((_, stance)) = leader_at {
        g.stance(home(6), stance);
    }
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[2]);
    g
}

#[test]
fn leader_gives_a_team_reroll_while_a_leader_is_on_the_pitch_004_l10333() {
    let mut g = leader_game(Some(((3, 3), Stance::Standing)));
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    g.decide(Decision::Reroll(Reroll::Team));
    assert!(!g.m.state().team(Side::Home).leader_reroll, "spent");
    g.d6(&[5]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn a_prone_leader_still_gives_the_leader_reroll_004_l10339() {
    let g = leader_game(Some(((3, 3), Stance::Prone)));
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Team))
    );
}

#[test]
fn no_leader_reroll_with_no_leader_on_the_pitch_004_l10338() {
    // No team re-roll, no Leader on the pitch: the failed Dodge stands at once.
    let g = leader_game(None);
    assert!(g.turnover().is_some());
    assert!(g.m.state().team(Side::Home).leader_reroll, "kept, unusable");
}

/// Home #7 with Leap on (10,7), marked by away #7 on (11,7); away #8 (7,6) and #9 (7,8)
/// both put a Tackle Zone on (8,7).
fn leaper(skills: &[&str]) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "leap");
        for skill in skills {
            give(s, Side::Home, 7, skill);
        }
    });
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (7, 6)),
        (away(9), (7, 8)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g
}

fn leap(g: &mut Game, x: i32, y: i32) {
    g.decide(Decision::Leap { to: sq(x, y) });
}

#[test]
fn a_leap_is_an_agility_roll_with_no_modifiers_and_no_dodge_004_l10350() {
    // AG3: 4+. Dodge's reckoning (+1, -2 for the two zones on (8,7)) would ask 5+; a 4 lands.
    let mut g = leaper(&[]);
    leap(&mut g, 8, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Leap", Some(4)));
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Standing));
    assert_eq!(
        g.m.state().action().map(|a| a.moved),
        Some(2),
        "two squares"
    );
    assert_eq!(g.turnover(), None);
}

#[test]
fn a_failed_leap_is_knocked_down_on_the_square_leapt_to_004_l10354() {
    let mut g = leaper(&[]);
    leap(&mut g, 8, 7);
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Prone));
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Armour");
}

#[test]
fn leap_is_used_once_a_turn_004_l10357() {
    let mut g = leaper(&[]);
    assert!(
        g.decision_options()
            .contains(&Decision::Leap { to: sq(8, 7) })
    );
    leap(&mut g, 8, 7);
    g.d6(&[4]);
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Leap { .. })),
        "no second Leap this turn"
    );
}

#[test]
fn very_long_legs_adds_one_to_a_leap_004_l10761() {
    // AG3 4+, +1 Very Long Legs: 3+.
    let mut g = leaper(&["very-long-legs"]);
    leap(&mut g, 8, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Standing));
}

#[test]
fn a_leap_past_his_movement_goes_for_it_first_then_leaps_004_l10347_000_l486() {
    // MA6: five squares walked, the Leap's second square is a Go For It, rolled before the
    // Leap roll (Go For It first, as for a step).
    let mut g = Game::with(|s| give(s, Side::Home, 7, "leap"));
    g.only(&[(home(7), (2, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=7 {
        g.move_to(x, 7);
    }
    leap(&mut g, 9, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Leap");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn a_leap_needs_two_squares_of_movement_left_004_l10347() {
    // MA6 and both Go For Its but one spent: one square left, and a Leap costs two.
    let mut g = Game::with(|s| give(s, Side::Home, 7, "leap"));
    g.only(&[(home(7), (2, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
        if x == 9 {
            g.d6(&[2]);
        }
    }
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Leap { .. }))
    );
    let refused = g
        .try_apply(rules::Input::Decide(Decision::Leap { to: sq(11, 7) }))
        .expect_err("one square left");
    assert!(refused.to_string().contains("a Leap costs 2"), "{refused}");
}

/// Home #7 on (10,7) dodges to the free (9,7) out of the Tackle Zone of away #7 on (11,7),
/// who has Diving Tackle: 3+ before it; the first roll is `first`.
fn dived_at(first: u8) -> Game {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "diving-tackle"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(needs(&g), Some(3));
    g.d6(&[first]);
    assert_eq!(g.decider(), Side::Away, "the dodger's opponent decides");
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::DivingTackle {
                player: Some(away(7))
            },
            Decision::DivingTackle { player: None }
        ]
    );
    g
}

#[test]
fn diving_tackle_takes_two_off_the_dodge_004_l10130() {
    // A 4 makes 3+ but not 3+ with -2 (5+); -1 would have let it stand.
    let mut g = dived_at(4);
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some());
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Prone));
    let armour = g.roll_prompt();
    assert_eq!((armour.roll.as_ref(), armour.side), ("Armour", Side::Away));
    assert!(
        armour.player == Some(home(7)),
        "the dodger's armour only: {armour:?}"
    );
}

#[test]
fn the_diving_tackler_goes_prone_on_the_square_left_with_no_armour_roll_004_l10136() {
    // A 6 makes it anyway: the diver lies on (10,7), and no roll is owed for him.
    let mut g = dived_at(6);
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Prone));
    assert!(g.decision_options().contains(&Decision::EndAction));
}

#[test]
fn diving_tackle_may_wait_for_the_rerolled_dodge_004_l10133() {
    // Declined on a 2; the team re-roll shows 4, and now it is offered again.
    let mut g = dived_at(2);
    g.decide(Decision::DivingTackle { player: None });
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[4]);
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    assert!(g.turnover().is_some(), "4 - 2 misses 3+");
}

#[test]
fn diving_tackle_declared_on_the_first_roll_holds_for_the_reroll_004_l10133() {
    let mut g = dived_at(4);
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(needs(&g), Some(5), "still -2");
    g.d6(&[4]);
    assert!(g.turnover().is_some(), "no second offer, and 4 fails");
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Prone));
}

/// Home #7 (MA6) on (10,7) steps to the free (9,7) (3+, rolled 6) out of the Tackle Zone of
/// away #7 (Orc Lineman, MA5) on (11,7), who has Shadowing.
fn shadowed() -> Game {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "shadowing"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[6]);
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Shadow {
                player: Some(away(7))
            },
            Decision::Shadow { player: None }
        ]
    );
    g.decide(Decision::Shadow {
        player: Some(away(7)),
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.side), ("Shadowing", Side::Home));
    g
}

#[test]
fn shadowing_follows_on_7_or_less_after_the_movement_allowances_004_l10548() {
    // 2D6 6 + MA6 - MA5 = 7: exactly 7 still follows (a reading of "less than 7" would not).
    let mut g = shadowed();
    g.d6(&[3, 3]);
    // The mover's roll: his team re-roll is offered (000:L758); kept.
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn shadowing_fails_on_8_or_more_004_l10551() {
    // 2D6 7 + 6 - 5 = 8: he stays; without the MAs (7) he would have followed.
    let mut g = shadowed();
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

#[test]
fn no_shadowing_while_he_stays_in_the_tackle_zone_004_l10542() {
    // From (10,7) to (10,6): still next to (11,7), so he has not left the zone: no offer.
    let mut g = Game::with(|s| give(s, Side::Away, 7, "shadowing"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(10, 6);
    g.d6(&[6]);
    assert!(g.decision_options().contains(&Decision::EndAction));
}
