//! Skills made whole: Pass Block's steps that need a roll and its Hail Mary Pass
//! (004:L10418-L10440; FAQ 001:L1144-L1152), Shadowing after a step that ends in a turnover
//! (004:L10541-L10556), and Diving Catch asked of its coach (004:L10113-L10123).
//!
//! Home: Human quick-start (1-2 Blitzer AG3, 3-4 Catcher, 5-6 Thrower, 7-12 Lineman).
//! Away: Orc quick-start (1-2 Blitzer AG3 ST3 AV9, 3-4 Black Orc, 5-6 Thrower, 7-12 Lineman).

use crate::common;

use common::*;
use rules::{ActionKind, BlockFace, Decision, Prompt, Reroll, RerollSkill, Side, Skill, Stance};

fn reroll_options(g: &Game) -> Vec<Reroll> {
    g.decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::Reroll(r) => Some(r),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------- Pass Block

/// Home #5 (Human Thrower) on (10,7) passes to home #3 on (16,7); away #1 (Orc Blitzer, AG3)
/// with Pass Block stands on (13,10), marked by home #7 on (13,11). `extra`: more away skills.
fn marked_pass_blocker(extra: &[&str], home7: &[&str]) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Away, 1, "pass-block");
        for skill in extra {
            give(s, Side::Away, 1, skill);
        }
        for skill in home7 {
            give(s, Side::Home, 7, skill);
        }
    });
    g.only(&[
        (home(5), (10, 7)),
        (home(3), (16, 7)),
        (home(7), (13, 11)),
        (away(1), (13, 10)),
    ]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    g
}

#[test]
fn pass_block_step_out_of_a_tackle_zone_needs_a_dodge_004_l10434() {
    let mut g = marked_pass_blocker(&[], &[]);
    assert_eq!(g.decider(), Side::Away);
    // In home #7's Tackle Zone he may still move: the step needs a Dodge.
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    let roll = g.roll_prompt();
    // AG3 4+, +1 dodging, no Tackle Zone on (13,9): 3+.
    assert_eq!(
        (roll.roll.as_ref(), roll.side, roll.needs),
        ("Dodge", Side::Away, Some(3))
    );
    g.d6(&[3]);
    assert_eq!(g.place_of(away(1)), on(sq(13, 9), Stance::Standing));
    // The move goes on: (13,8) is a square to intercept from.
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 8),
    });
    g.decide(Decision::Done);
    assert!(g.decision_options().contains(&Decision::Intercept {
        player: Some(away(1))
    }));
}

#[test]
fn pass_block_failed_dodge_in_the_opponents_turn_is_no_turnover_and_no_team_reroll_000_l756() {
    let mut g = marked_pass_blocker(&[], &[]);
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    // A 2 fails (3+ needed). Away has team re-rolls, but it is home's turn: none offered,
    // and the Blitzer has no Dodge skill: straight to the Armour roll.
    g.d6(&[2]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Armour");
    assert_eq!(g.place_of(away(1)), on(sq(13, 9), Stance::Prone));
    g.d6(&[1, 1]);
    assert_eq!(g.turnover(), None, "not a turnover of anyone");
    assert_eq!(g.turn_side(), Some(Side::Home));
    // His move is over and no one else has Pass Block: the pass is rolled.
    assert_eq!(g.roll_prompt().roll, "Pass");
}

#[test]
fn pass_block_dodge_may_use_the_dodge_skill_not_a_team_reroll_004_l10434() {
    let mut g = marked_pass_blocker(&["dodge"], &[]);
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    g.d6(&[2]);
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(
        reroll_options(&g),
        vec![Reroll::Skill(RerollSkill::Dodge), Reroll::Keep]
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Dodge)));
    g.d6(&[3]);
    assert_eq!(g.place_of(away(1)), on(sq(13, 9), Stance::Standing));
}

#[test]
fn pass_block_dodge_counts_the_tackle_zones_on_the_square_entered_004_l10434() {
    // Home #8 on (12,8) puts a Tackle Zone on (13,9): AG3 4+, +1, -1: 4+.
    let mut g = Game::with(|s| give(s, Side::Away, 1, "pass-block"));
    g.only(&[
        (home(5), (10, 7)),
        (home(3), (16, 7)),
        (home(7), (13, 11)),
        (home(8), (12, 8)),
        (away(1), (13, 10)),
    ]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    assert_eq!(g.roll_prompt().needs, Some(4));
}

#[test]
fn pass_block_held_fast_by_tentacles_stops_his_move_004_l10431() {
    let mut g = marked_pass_blocker(&[], &["tentacles"]);
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    // Home #7's coach is asked first, before the Dodge.
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::UseSkill {
        skill: Skill::Tentacles,
        use_it: true,
    });
    // 2D6 2 + ST3 - ST3 = 2: 5 or less, held.
    assert_eq!(g.roll_prompt().roll, "Tentacles");
    g.d6(&[1, 1]);
    assert_eq!(g.place_of(away(1)), on(sq(13, 10), Stance::Standing));
    // No Dodge: his move stops there, not on a legal destination; the thrower's Action goes
    // on to the pass roll.
    assert_eq!(g.roll_prompt().roll, "Pass");
    assert_eq!(g.turnover(), None);
}

#[test]
fn pass_block_is_offered_against_a_hail_mary_pass_without_interception_squares_004_l10429() {
    // Away #1 on (13,9): a step to (13,8) reaches the ruler's corridor, a legal destination
    // against a pass; against a Hail Mary Pass (never intercepted) it is not, so he may not
    // stop there.
    let mut g = Game::with(|s| {
        give(s, Side::Away, 1, "pass-block");
        give(s, Side::Home, 5, "hail-mary-pass");
    });
    g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(1), (13, 9))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::HailMary { target: sq(16, 7) });
    assert_eq!(g.decider(), Side::Away, "Pass Block is offered first");
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 8),
    });
    assert!(!g.decision_options().contains(&Decision::Done));
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(14, 8),
    });
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(15, 8),
    });
    // Next to the catcher: a legal destination.
    assert_eq!(g.decision_options(), vec![Decision::Done]);
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "Hail Mary Pass");
}

#[test]
fn pass_block_knocked_down_in_his_own_turn_ends_it_after_the_pass_and_block_004_l10437() {
    // Home #1 blocks away #5 (Dump-Off, with the ball) on (10,7), who dumps it to away #6 on
    // (12,7). Home #2 (Pass Block) on (12,9) is marked by away #7 on (12,10); home #3 (Pass
    // Block) on (14,5) could move next.
    let mut g = Game::with(|s| {
        give(s, Side::Away, 5, "dump-off");
        give(s, Side::Home, 2, "pass-block");
        give(s, Side::Home, 3, "pass-block");
    });
    g.only(&[
        (home(1), (9, 7)),
        (home(2), (12, 9)),
        (home(3), (14, 5)),
        (away(5), (10, 7)),
        (away(6), (12, 7)),
        (away(7), (12, 10)),
    ]);
    g.ball(10, 7);
    g.declare(home(1), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    g.decide(Decision::DumpOff {
        target: Some(sq(12, 7)),
    });
    assert_eq!(g.decider(), Side::Home);
    let options = g.decision_options();
    assert!(options.contains(&Decision::MovePlayer {
        player: home(3),
        to: sq(13, 6)
    }));
    assert!(
        !options
            .iter()
            .any(|d| matches!(d, Decision::MovePlayer { player, .. } if *player == home(1))),
        "not the blocker (FAQ 001:L1144)"
    );
    g.decide(Decision::MovePlayer {
        player: home(2),
        to: sq(12, 8),
    });
    // AG3 4+, +1, -1 for away #6 next to (12,8): 4+; a 1 fails. His own turn: the team
    // re-roll may be offered; kept.
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[1]);
    if matches!(g.m.prompt(), Prompt::Decision(_)) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
    assert!(g.turnover().is_some(), "a turnover");
    assert_eq!(g.place_of(home(2)), on(sq(12, 8), Stance::Prone));
    g.d6(&[1, 1]);
    // No more Pass Block moves (home #3 is not asked): the Dump-Off is thrown.
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.side), ("Pass", Side::Away));
    g.d6(&[6]);
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, rules::Ball::Held(away(6)));
    // Then the block is resolved.
    assert_eq!(g.roll_prompt().roll, "Block");
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.block_dice(&[BlockFace::Pushed]);
    while let Prompt::Decision(d) = g.m.prompt() {
        if d.kind == rules::DecisionKind::Turn {
            break;
        }
        // The turn is still home's while the block settles, so its team re-roll may be
        // offered on the block dice (000:L451, L758): kept.
        let keep = Decision::Reroll(Reroll::Keep);
        let first = if d.options.contains(&keep) {
            keep
        } else {
            d.every().next().expect("an option")
        };
        g.decide(first);
    }
    // And then the turn is over: away's turn.
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn pass_block_move_is_no_action_so_it_is_not_shadowed_004_l10541() {
    // Home #7 on (13,11) has Shadowing; away #1 dodges out of his Tackle Zone on a Pass Block,
    // which is no Action: no Shadowing offer, the Pass Block goes on.
    let mut g = marked_pass_blocker(&[], &["shadowing"]);
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    g.d6(&[6]);
    assert_eq!(g.decider(), Side::Away);
    assert!(
        g.decision_options()
            .iter()
            .all(|d| !matches!(d, Decision::Shadow { .. }))
    );
}

#[test]
fn pass_block_may_leap_out_of_a_tackle_zone_with_no_dodge_faq_001_l1148() {
    // Two squares to (13,8): a Leap (2 of his 3 squares), its unmodified Agility roll 4+ (a
    // Dodge would need 3+), then he stands where he may intercept.
    let mut g = marked_pass_blocker(&["leap"], &[]);
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 8),
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Leap", Some(4)));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(1)), on(sq(13, 8), Stance::Standing));
    // One square left: no second Leap (once a turn, and 2 squares), Done allowed.
    let options = g.decision_options();
    assert!(options.contains(&Decision::Done));
    assert!(!options.iter().any(|d| matches!(d, Decision::Leap { .. })));
}

#[test]
fn pass_block_failed_leap_knocks_him_down_004_l10354() {
    let mut g = marked_pass_blocker(&["leap"], &[]);
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 8),
    });
    g.d6(&[3]);
    assert_eq!(g.place_of(away(1)), on(sq(13, 8), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.roll_prompt().roll, "Pass");
}

#[test]
fn pass_block_moving_player_may_leap_to_a_square_next_to_him_004_l10345() {
    // Away #1 (Leap) steps freely from (13,10) to (13,9); with 2 squares left he may leap to
    // the next square (13,8), under the ruler: the Leap roll, not a free step.
    let mut g = Game::with(|s| {
        give(s, Side::Away, 1, "pass-block");
        give(s, Side::Away, 1, "leap");
    });
    g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(1), (13, 10))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(13, 9),
    });
    let options = g.decision_options();
    assert!(options.contains(&Decision::Leap { to: sq(13, 8) }));
    // (13,10) is no legal destination and leaves no square to go on: not offered.
    assert!(!options.contains(&Decision::Leap { to: sq(13, 10) }));
    g.decide(Decision::Leap { to: sq(13, 8) });
    assert_eq!(g.roll_prompt().roll, "Leap");
    g.d6(&[6]);
    assert_eq!(g.place_of(away(1)), on(sq(13, 8), Stance::Standing));
}

#[test]
fn pass_block_step_onto_the_other_ball_picks_it_up_and_the_pass_goes_on_004_l1339() {
    // Blitzmania's Rogue Ball: home #11 on (5,7) caught the kick, the other ball lies on
    // (4,7). Away #1 (Pass Block) on (3,7) steps onto it, next to the thrower: a pick-up
    // (AG3 4+, +1, -1 for home #11's Tackle Zone: 4+). The thrown ball stays the thrower's.
    let book = book()
        .with_file("league.toml", "[ruleset]\nkickoff-table = \"blitzmania\"\n")
        .expect("league file");
    let mut g = Game::set_up(&book, |s| give(s, Side::Away, 1, "pass-block"));
    g.decide(Decision::KickTo { square: sq(5, 8) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::KickTo { square: sq(5, 8) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[6]);
    g.dice(&[rules::Die::D8(4)]);
    let kept: Vec<rules::PlayerId> = vec![home(11), home(3)];
    for p in g.m.state().players.clone() {
        if p.square().is_some() && !kept.contains(&p.id) {
            g.edit(rules::Edit::RemovePlayer {
                player: p.id,
                to: rules::DugoutBox::Reserves,
            });
        }
    }
    g.edit(rules::Edit::PlacePlayer {
        player: home(3),
        square: sq(9, 7),
        stance: Stance::Standing,
    });
    g.edit(rules::Edit::PlacePlayer {
        player: away(1),
        square: sq(3, 7),
        stance: Stance::Standing,
    });
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(11)));
    assert_eq!(
        g.m.state().second_ball(),
        Some(rules::Ball::OnGround(sq(4, 7)))
    );
    g.declare(home(11), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    g.decide(Decision::MovePlayer {
        player: away(1),
        to: sq(4, 7),
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pick-up", Some(4)));
    g.d6(&[4]);
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "Pass");
    let s = g.m.state();
    assert_eq!(s.ball, rules::Ball::Held(home(11)));
    assert_eq!(s.second_ball(), Some(rules::Ball::Held(away(1))));
}

// ---------------------------------------------------------------- Shadowing

/// Away #7 (Orc Lineman, MA5) on (11,7) has Shadowing; home #7 (Human Lineman, MA6, AG3)
/// stands on (10,7), in his Tackle Zone.
fn shadower(home7: &[&str]) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Away, 7, "shadowing");
        for skill in home7 {
            give(s, Side::Home, 7, skill);
        }
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g
}

fn keep_if_offered(g: &mut Game) {
    if matches!(g.m.prompt(), Prompt::Decision(d)
        if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

/// The shadower is offered, picked, and rolls 2D6 6 + MA6 - MA5 = 7: he follows.
fn shadow_follows(g: &mut Game) {
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
    assert_eq!(g.roll_prompt().roll, "Shadowing");
    g.d6(&[3, 3]);
    // The mover's roll in his own turn: his team re-roll may reach it (000:L758); kept.
    keep_if_offered(g);
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Standing));
}

#[test]
fn shadowing_follows_a_player_who_fails_his_dodge_004_l10542() {
    // He left the Tackle Zone "for any reason": falling on the far side does not undo it.
    let mut g = shadower(&[]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert!(g.turnover().is_some());
    // Asked before the fall's Armour roll.
    shadow_follows(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

#[test]
fn shadowing_follows_a_player_who_fails_a_go_for_it_004_l10542() {
    // Six free squares from (4,7) to (10,7), then a Go For It out of the Tackle Zone: a 1.
    let mut g = shadower(&[]);
    g.edit(rules::Edit::PlacePlayer {
        player: home(7),
        square: sq(4, 7),
        stance: Stance::Standing,
    });
    g.declare(home(7), ActionKind::Move);
    for x in 5..=10 {
        g.move_to(x, 7);
    }
    g.move_to(9, 6);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert!(g.turnover().is_some());
    shadow_follows(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 6), Stance::Prone));
}

#[test]
fn shadowing_follows_a_player_who_fails_his_leap_004_l10542() {
    let mut g = shadower(&["leap"]);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::Leap { to: sq(8, 7) });
    assert_eq!(g.roll_prompt().roll, "Leap");
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert!(g.turnover().is_some());
    shadow_follows(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Prone));
}

#[test]
fn shadowing_follows_a_player_who_fails_his_pick_up_004_l10542() {
    // He dodges to (9,7) (6), then fails to pick the ball up there (1): a turnover; the ball
    // bounces (D8 2: to (9,6)), then the shadower may follow into the square he left.
    let mut g = shadower(&[]);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(2)]);
    shadow_follows(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
}

#[test]
fn no_shadowing_into_a_square_a_diving_tackler_lies_in_004_l10546() {
    // Away #7 also has Diving Tackle and uses it: he lies on (10,7), the square left, so
    // there is no square to shadow into.
    let mut g = Game::with(|s| {
        give(s, Side::Away, 7, "shadowing");
        give(s, Side::Away, 7, "diving-tackle");
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[6]);
    g.decide(Decision::DivingTackle {
        player: Some(away(7)),
    });
    // 6 - 2 still passes 3+: he stands on (9,7), away #7 lies on (10,7).
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Prone));
    assert!(
        g.decision_options()
            .iter()
            .all(|d| !matches!(d, Decision::Shadow { .. }))
    );
}

// ---------------------------------------------------------------- Diving Catch

/// Home #5 on (5,7) throws an accurate pass (6) to the empty (8,7); home #7 on (9,7) has
/// Diving Catch, and so do the players `others` (side, number, square).
fn dive_for_pass(others: &[(Side, u8, (i32, i32))]) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "diving-catch");
        for &(side, n, _) in others {
            give(s, side, n, "diving-catch");
        }
    });
    let mut players = vec![(home(5), (5, 7)), (home(7), (9, 7))];
    players.extend(
        others
            .iter()
            .map(|&(side, n, at)| (rules::PlayerId::new(side, n), at)),
    );
    g.only(&players);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]);
    g
}

fn dive(g: &mut Game, use_it: bool) {
    g.decide(Decision::UseSkill {
        skill: Skill::DivingCatch,
        use_it,
    });
}

#[test]
fn diving_catch_is_the_coachs_choice_004_l10117() {
    // "can attempt": his coach is asked; declined, the ball bounces from (8,7).
    let mut g = dive_for_pass(&[]);
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::UseSkill {
                skill: Skill::DivingCatch,
                use_it: true
            },
            Decision::UseSkill {
                skill: Skill::DivingCatch,
                use_it: false
            }
        ]
    );
    dive(&mut g, false);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    // D8 2 is (0,-1): from (8,7), the square it came down on, to (8,6).
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(8, 6)));
}

#[test]
fn diving_catch_only_those_who_attempt_get_in_each_others_way_004_l10122() {
    // Home #7 and away #8 on (8,8) may both dive; the moving team is asked first. Home
    // declines, away dives: one diver, so he may catch.
    let mut g = dive_for_pass(&[(Side::Away, 8, (8, 8))]);
    assert_eq!(g.decider(), Side::Home);
    dive(&mut g, false);
    assert_eq!(g.decider(), Side::Away);
    dive(&mut g, true);
    // AG3 4+, +1 for catching the accurate pass as if it came down on him (001:L377, L794),
    // -1 for home #7's Tackle Zone on (8,8): 4+.
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.player, roll.needs),
        ("Catch", Some(away(8)), Some(4))
    );
}

#[test]
fn diving_catch_two_team_mates_one_dives_004_l10122() {
    // Home #7 and home #8 on (7,8): the coach sends one of them.
    let mut g = dive_for_pass(&[(Side::Home, 8, (7, 8))]);
    dive(&mut g, true);
    assert_eq!(g.decider(), Side::Home);
    dive(&mut g, false);
    assert_eq!(g.roll_prompt().player, Some(home(7)));
}

#[test]
fn diving_catch_on_a_kick_off_asks_the_receiving_team_first_004_l10118() {
    // The kick lands on (12,7), the receiving (home) half's edge: home #7 on (11,7) may dive,
    // and so may away #8 on (13,7), in the kicking half ("any ... kick off", 004:L10118),
    // asked after him; he stays out, so home #7 makes the catch.
    let mut g = Game::set_up(book(), |s| {
        give(s, Side::Home, 7, "diving-catch");
        give(s, Side::Away, 8, "diving-catch");
    });
    g.only(&[(home(7), (11, 7)), (away(8), (13, 7)), (away(1), (13, 2))]);
    g.decide(Decision::KickTo { square: sq(12, 8) });
    // D8 2: one square (0,-1) to (12,7); the Kick-off table's 5 (High Kick), no one moved.
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    assert_eq!(g.decider(), Side::Home);
    dive(&mut g, true);
    assert_eq!(g.decider(), Side::Away);
    dive(&mut g, false);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.player), ("Catch", Some(home(7))));
}

/// A Pass Blocker who crosses the empty target square may not end his three squares next to
/// it: the square he leaves is empty again, so no catcher's Tackle Zone makes his end square
/// legal (004:L10427-L10430). Found by the simulator (seed 23920).
#[test]
fn pass_block_passing_over_the_target_square_is_no_catcher_004_l10427() {
    let mut g = Game::with(|s| s.away.players[9].skills.push("pass-block".into()));
    g.only(&[(home(6), (12, 9)), (away(10), (19, 6))]);
    g.ball(12, 9);
    g.declare(home(6), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(20, 4),
        range: None,
    });
    g.decide(Decision::MovePlayer {
        player: away(10),
        to: sq(20, 5),
    });
    g.decide(Decision::MovePlayer {
        player: away(10),
        to: sq(20, 4),
    });
    let options = g.decision_options();
    assert!(
        !options.contains(&Decision::MovePlayer {
            player: away(10),
            to: sq(21, 3),
        }),
        "(21,3) is next to no catcher once he leaves the target: {options:?}"
    );
    assert!(!options.is_empty());
}
