//! Blocks and Blitzes: dice count, assists, block faces, pushes, follow-up (core digest §9, §23).

use crate::common;

use common::*;
use rules::geometry::block_dice;
use rules::{ActionKind, BlockFace, Decision, EventKind, Input, Place, Reroll, Side, Stance};

use BlockFace::{AttackerDown, BothDown, DefenderDown, DefenderStumbles, Pushed};

#[test]
fn block_dice_by_final_strength_test_vectors_17_to_19_000_l541_l551() {
    assert_eq!(block_dice(3, 3, Side::Home), (1, Side::Home));
    assert_eq!(block_dice(4, 3, Side::Home), (2, Side::Home));
    assert_eq!(block_dice(3, 4, Side::Home), (2, Side::Away));
    assert_eq!(block_dice(5, 2, Side::Home), (3, Side::Home));
    assert_eq!(
        block_dice(4, 2, Side::Home),
        (2, Side::Home),
        "exactly twice is 2 dice"
    );
    assert_eq!(block_dice(6, 3, Side::Home), (2, Side::Home));
    assert_eq!(block_dice(2, 5, Side::Home), (3, Side::Away));
}

fn block_event_dice(events: &[rules::Event]) -> Option<(u8, Side)> {
    events.iter().find_map(|e| match e.kind {
        EventKind::BlockDice { dice, chooser, .. } => Some((dice, chooser)),
        _ => None,
    })
}

#[test]
fn an_offensive_assist_gives_two_dice_test_vector_17_000_l1099() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (11, 6))]);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(
        block_event_dice(&events),
        Some((2, Side::Home)),
        "{}",
        text(&events)
    );
    assert_eq!(g.roll_prompt().dice.len(), 2);
}

#[test]
fn a_helper_in_another_opponents_tackle_zone_cannot_assist_000_l1083() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (home(8), (11, 6)),
        (away(8), (12, 5)),
    ]);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_event_dice(&events), Some((1, Side::Home)));
}

#[test]
fn a_defensive_assist_counts_for_the_defender_000_l1074() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (10, 8))]);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(block_event_dice(&events), Some((2, Side::Away)));
}

#[test]
fn against_a_stronger_defender_his_coach_picks_after_the_attacker_may_reroll_test_vector_18_000_l549()
 {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]); // Black Orc Blocker ST 4
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.side, roll.dice.len()),
        (Side::Home, 2),
        "the blocking coach rolls"
    );
    g.block_dice(&[Pushed, AttackerDown]);
    assert_eq!(g.decider(), Side::Home, "the re-roll is the attacker's");
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.decider(), Side::Away, "the stronger player's coach picks");
    g.decide(Decision::ChooseBlockDie { face: AttackerDown });
    assert!(g.turnover().is_some());
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

#[test]
fn both_down_with_block_only_the_defender_falls_test_vector_20_000_l565() {
    let mut g = Game::new();
    g.only(&[(home(1), (10, 7)), (away(7), (11, 7))]); // Human Blitzer has Block
    g.block(home(1), away(7), &[BothDown]);
    assert_eq!(g.place_of(home(1)), on(sq(10, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[2, 2]);
    assert_eq!((g.turn_side(), g.turnover()), (Some(Side::Home), None));
}

#[test]
fn both_down_without_block_both_fall_and_it_is_a_turnover_000_l563() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    let t = text(&g.block(home(7), away(7), &[BothDown]));
    assert!(t.contains("TURNOVER"), "{t}");
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    // Two Armour rolls, the attacker's first.
    assert_eq!(g.roll_prompt().player, Some(home(7)));
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().player, Some(away(7)));
    g.d6(&[1, 1]);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn defender_stumbles_with_dodge_is_only_pushed_unless_tackle_test_vector_21_000_l573() {
    for (tackle, falls) in [(false, false), (true, true)] {
        let mut g = Game::with(|s| {
            s.away.players[6].skills.push("dodge".into());
            if tackle {
                s.home.players[6].skills.push("tackle".into());
            }
        });
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.block(home(7), away(7), &[DefenderStumbles]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        let stance = if falls {
            Stance::Prone
        } else {
            Stance::Standing
        };
        assert_eq!(
            g.place_of(away(7)),
            on(sq(12, 7), stance),
            "tackle = {tackle}"
        );
    }
}

#[test]
fn pushed_offers_three_squares_away_and_a_follow_up_000_l579_l593() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    let options = g.decision_options();
    assert_eq!(
        options,
        [(12, 6), (12, 7), (12, 8)]
            .iter()
            .map(|&(x, y)| Decision::PushTo { square: sq(x, y) })
            .collect::<Vec<_>>()
    );
    assert!(
        g.try_apply(Input::Decide(Decision::PushTo { square: sq(11, 8) }))
            .is_err()
    );
    g.decide(Decision::PushTo { square: sq(12, 8) });
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 8), Stance::Standing));
    // The Block Action is over: the turn prompt is back.
    assert!(g.decision_options().contains(&Decision::EndTurn));
    assert!(!g.decision_options().contains(&Decision::EndAction));
}

#[test]
fn a_diagonal_push_has_its_own_three_squares_digest_9_5() {
    let pushed = rules::geometry::push_squares(sq(10, 7), sq(11, 8));
    assert_eq!(pushed, [(12, 9), (12, 8), (11, 9)]);
}

#[test]
fn all_squares_occupied_means_a_chain_push_000_l579() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (12, 6)),
        (away(9), (12, 7)),
        (home(8), (12, 8)),
    ]);
    g.block(home(7), away(7), &[DefenderDown]);
    assert_eq!(
        g.decision_options().len(),
        3,
        "all three occupied: any of them"
    );
    g.decide(Decision::PushTo { square: sq(12, 7) });
    // #9 is pushed on from (12,7) by a player coming from (11,7).
    g.decide(Decision::PushTo { square: sq(13, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(
        g.place_of(away(9)),
        on(sq(13, 7), Stance::Standing),
        "chain-pushed, not knocked down"
    );
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

#[test]
fn pushed_into_the_crowd_is_an_injury_roll_without_armour_and_stunned_goes_to_reserves_000_l587_l589()
 {
    let mut g = Game::new();
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
    let t = text(&g.block(home(7), away(7), &[Pushed]));
    assert!(t.contains("into the crowd"), "{t}");
    g.decide(Decision::FollowUp { follow: false });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.side), ("Injury", Side::Home));
    let t = text(&g.d6(&[3, 4]));
    assert!(t.contains("Stunned by the crowd, so to Reserves"), "{t}");
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert_eq!(
        g.turnover(),
        None,
        "an opponent in the crowd is no turnover"
    );
}

#[test]
fn a_ball_carrier_pushed_into_the_crowd_is_thrown_in_000_l589() {
    let mut g = Game::new();
    g.only(&[(home(7), (11, 13)), (away(7), (11, 14))]);
    g.ball(11, 14);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[4, 4]); // KO'd
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Throw-in");
    // Direction 3 is straight in from the far sideline; 2D6 = 4 puts it 3 squares in, on
    // (11,11), an empty square, so it bounces (000:L744): right, to (12,11), where it stays.
    g.d6(&[3, 2, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(5)]);
    assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(12, 11)));
}

#[test]
fn fend_stops_the_follow_up_000_l1237() {
    let mut g = Game::with(|s| s.away.players[6].skills.push("fend".into()));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[Pushed]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(
        g.decision_options().contains(&Decision::EndTurn),
        "no follow-up was asked"
    );
}

#[test]
fn mighty_blow_breaks_armour_that_would_hold_then_leaves_the_injury_alone_000_l1249() {
    let mut g = Game::with(|s| s.home.players[6].skills.push("mighty-blow".into()));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    // AV 9: 9 holds without Mighty Blow, breaks with it; its coach adds it (004:L10367).
    g.d6(&[4, 5]);
    let t = text(&g.decide(Decision::UseSkill {
        skill: rules::Skill::MightyBlow,
        use_it: true,
    }));
    assert!(t.contains("9 +1 Mighty Blow = 10 beats AV 9"), "{t}");
    // Injury 7 is Stunned; had Mighty Blow been added again it would be 8, KO'd.
    let t = text(&g.d6(&[3, 4]));
    assert!(
        t.contains("(Orc quick-start team): 7 on the Injury table: Stunned"),
        "{t}"
    );
}

#[test]
fn armour_must_be_beaten_not_equalled_test_vector_13_000_l617() {
    for (dice, broken) in [([4, 4], false), ([4, 5], true)] {
        let mut g = Game::with(|s| s.away.players[6].av = 8);
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.block(home(7), away(7), &[DefenderDown]);
        g.decide(Decision::PushTo { square: sq(12, 7) });
        g.decide(Decision::FollowUp { follow: false });
        g.d6(&dice);
        let injury = matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Injury");
        assert_eq!(injury, broken, "{dice:?}");
    }
}

/// Knocks Orc #7 down with armour broken; `change` alters the setup first.
fn injured(change: impl FnOnce(&mut rules::MatchSetup), injury: [u8; 2]) -> Game {
    let mut g = Game::with(change);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&injury);
    g
}

#[test]
fn injury_7_is_stunned_but_kod_for_stunty_test_vector_14_000_l633_l1279() {
    let g = injured(|_| {}, [3, 4]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
    let g = injured(|s| s.away.players[6].skills.push("stunty".into()), [3, 4]);
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
}

#[test]
fn injury_8_with_thick_skull_is_stunned_test_vector_15_000_l1291() {
    let g = injured(|_| {}, [4, 4]);
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
    let g = injured(
        |s| s.away.players[6].skills.push("thick-skull".into()),
        [4, 4],
    );
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
}

#[test]
fn injury_9_against_stunty_is_badly_hurt_test_vector_16_000_l1279() {
    let mut g = injured(|s| s.away.players[6].skills.push("stunty".into()), [4, 5]);
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "no Casualty roll"
    );
    let g2 = injured(|_| {}, [4, 5]);
    assert_eq!(g2.place_of(away(7)), Place::KnockedOut);
    g.decide(Decision::EndTurn);
}

#[test]
fn regeneration_heals_a_casualty_on_4_plus_000_l1265() {
    let mut g = injured(
        |s| s.away.players[6].skills.push("regeneration".into()),
        [5, 6],
    );
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.needs, roll.rerolls.len()),
        ("Regeneration", Some(4), 0)
    );
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

#[test]
fn a_stunned_player_turns_face_up_at_the_end_of_his_own_next_turn_000_l633() {
    let mut g = injured(|_| {}, [3, 4]);
    g.decide(Decision::EndTurn); // home's turn ends: Orc #7 stunned this turn, stays
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
    let t = text(&g.decide(Decision::EndTurn)); // away's turn ends: turns face-up
    assert!(t.contains("turns face-up"), "{t}");
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

#[test]
fn a_player_on_the_ground_cannot_be_blocked_000_l533() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 8))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Block);
    let e = g
        .try_apply(Input::Decide(Decision::Block { target: away(7) }))
        .expect_err("prone");
    assert!(
        e.to_string().contains("fouled, not blocked (000:L533)"),
        "{e}"
    );
}

#[test]
fn one_blitz_per_turn_and_the_block_costs_a_square_000_l431_l539() {
    let mut g = Game::new();
    g.only(&[(home(1), (5, 7)), (home(2), (5, 9)), (away(7), (11, 7))]);
    g.declare(home(1), ActionKind::Blitz);
    for x in 6..=10 {
        g.move_to(x, 7);
    }
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[DefenderDown]);
    g.decide(Decision::Reroll(Reroll::Keep));
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: true });
    g.d6(&[1, 1]); // armour holds
    // MA 7: 5 squares, 1 for the block, the follow-up free: one square left, then Go For It.
    g.move_to(12, 6);
    g.move_to(13, 6);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    let e = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(2),
            action: ActionKind::Blitz,
        }))
        .expect_err("second Blitz");
    assert!(
        e.to_string().contains("only one Blitz Action per turn"),
        "{e}"
    );
}

#[test]
fn a_blitzer_with_no_movement_left_goes_for_it_to_block_000_l1053() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (9, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some());
    assert_eq!(
        g.place_of(away(7)),
        on(sq(9, 7), Stance::Standing),
        "no block was thrown"
    );
}

#[test]
fn jump_up_blocks_from_prone_on_an_agility_roll_plus_2_000_l1241() {
    let mut g = Game::with(|s| s.home.players[6].skills.push("jump-up".into()));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Block);
    assert_eq!(g.roll_prompt().needs, Some(2));
    g.d6(&[2]);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Block");
    // Without Jump Up a Prone player may not declare a Block at all.
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    let e = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(7),
            action: ActionKind::Block,
        }))
        .expect_err("prone");
    assert!(e.to_string().contains("(000:L609)"), "{e}");
}

#[test]
fn a_player_knocked_down_onto_the_ball_bounces_it_once_000_l591_l736() {
    let mut g = Game::new();
    g.only(&[(home(1), (10, 7)), (away(7), (11, 7)), (away(10), (20, 7))]);
    g.ball(12, 7);
    g.block(home(1), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(5)]); // right, to (13,7)
    assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(13, 7)));
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(_)),
        "one bounce, not two: {:#?}",
        g.m.prompt()
    );
}
