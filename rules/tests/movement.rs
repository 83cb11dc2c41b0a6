//! Movement rules: Dodge, Go For It, standing up, picking up the ball (core digest §6, §8, §23).

use crate::common;

use common::*;
use rules::{ActionKind, Ball, Decision, Edit, EventKind, Place, Reroll, Side, Stance, Weather};

/// Home Lineman #7 on (10,7) marked by Orc #7 on (11,7); two more Orcs mark (9,7).
fn marked_lineman(dodger: u8) -> Game {
    let mut g = Game::new();
    g.only(&[
        (home(dodger), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (8, 6)),
        (away(9), (8, 8)),
    ]);
    g
}

#[test]
fn dodge_needs_3_plus_into_a_free_square_test_vector_1_000_l477() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Dodge", Some(3)));
    // 3 succeeds only with the +1 for dodging.
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

#[test]
fn dodge_into_two_tackle_zones_fails_on_4_and_is_a_turnover_test_vector_2_000_l511() {
    let mut g = marked_lineman(7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[4]);
    // A team re-roll is offered; keep the result.
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    let events = g.decide(Decision::Reroll(Reroll::Keep));
    let t = text(&events);
    assert!(
        t.contains(
            "TURNOVER: #7 Lineman (Human quick-start team) failed a Dodge (needed 5+, rolled 4)"
        ),
        "{t}"
    );
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    // The opposing coach rolls armour: AV 8 holds on 8.
    let armour = g.roll_prompt();
    assert_eq!((armour.roll.as_ref(), armour.side), ("Armour", Side::Away));
    let t = text(&g.d6(&[4, 4]));
    assert!(t.contains("8 does not beat AV 8: armour holds"), "{t}");
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn dodge_skill_rerolls_once_and_no_die_is_rerolled_twice_test_vector_33_000_l754() {
    let mut g = marked_lineman(3); // Catcher: Catch, Dodge
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[4]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Skill(rules::RerollSkill::Dodge)),
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    g.decide(Decision::Reroll(Reroll::Skill(rules::RerollSkill::Dodge)));
    assert!(g.roll_prompt().rerolls.is_empty());
    let t = text(&g.d6(&[4]));
    assert!(t.contains("already re-rolled"), "{t}");
    assert!(g.turnover().is_some());
    assert_eq!(
        g.m.state().team(Side::Home).rerolls,
        4,
        "no team re-roll was spent"
    );
}

#[test]
fn second_failed_dodge_in_a_turn_gets_only_the_team_reroll_test_vector_32_000_l1233() {
    let mut g = marked_lineman(3);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[4]);
    g.decide(Decision::Reroll(Reroll::Skill(rules::RerollSkill::Dodge)));
    g.d6(&[5]);
    // Still in the Tackle Zones of #8 and #9: another Dodge, into a free square.
    g.move_to(9, 6);
    assert_eq!(g.roll_prompt().needs, Some(4), "(9,6) is next to #8: -1");
    g.d6(&[1]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Team),
            Decision::Reroll(Reroll::Keep)
        ]
    );
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    assert_eq!(g.place_of(home(3)), on(sq(9, 6), Stance::Standing));
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3);
}

#[test]
fn one_team_reroll_per_turn_000_l758() {
    let mut g = marked_lineman(7);
    g.edit(Edit::PlacePlayer {
        player: home(8),
        square: sq(3, 3),
        stance: Stance::Standing,
    });
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    g.declare(home(8), ActionKind::Move);
    for x in 4..=9 {
        g.move_to(x, 3);
    }
    g.move_to(10, 3);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    assert!(
        g.roll_prompt().rerolls.is_empty(),
        "the team re-roll of this turn is used"
    );
    let t = text(&g.d6(&[1]));
    assert!(t.contains("team re-roll already used this turn"), "{t}");
}

#[test]
fn go_for_it_fails_only_on_1_and_the_third_is_refused_000_l1047_l1051() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(2));
    g.d6(&[2]);
    g.move_to(10, 7);
    g.d6(&[2]);
    let refused = g.try_apply(rules::Input::Decide(Decision::Move { to: sq(11, 7) }));
    let e = refused.expect_err("MA 6 + 2 Go For It used");
    assert_eq!(
        e.to_string(),
        "illegal: #7 Lineman (Human quick-start team) has 0 MA left and has used both Go For It squares (000:L1047)"
    );
}

#[test]
fn go_for_it_in_a_blizzard_fails_on_2_test_vector_23_000_l1023() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.edit(Edit::SetWeather {
        weather: Weather::Blizzard,
    });
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert!(g.turnover().is_some());
}

#[test]
fn sure_feet_and_sprint_are_not_in_a_lineman_but_work_when_given_000_l1273_l1283() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("sprint".into());
        s.home.players[6].skills.push("sure-feet".into());
    });
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    for x in 9..=11 {
        g.move_to(x, 7);
        g.d6(&[2]);
    }
    assert_eq!(
        g.place_of(home(7)),
        on(sq(11, 7), Stance::Standing),
        "Sprint: 3 Go For It"
    );
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Move { to: sq(12, 7) }))
            .is_err()
    );
    let mut g = Game::with(|s| s.home.players[6].skills.push("sure-feet".into()));
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(
                rules::RerollSkill::SureFeet
            )))
    );
}

#[test]
fn standing_up_costs_3_squares_of_movement_000_l609() {
    let mut g = Game::new();
    g.only(&[(home(1), (2, 7)), (away(7), (20, 7))]);
    g.stance(home(1), Stance::Prone);
    let t = text(&g.declare(home(1), ActionKind::Move));
    assert!(t.contains("stands up for 3 squares"), "{t}");
    for x in 3..=6 {
        g.move_to(x, 7); // MA 7 - 3 = 4 free squares
    }
    g.move_to(7, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

#[test]
fn standing_up_with_ma_below_3_needs_4_plus_and_failing_is_no_turnover_test_vector_24_000_l619() {
    let mut g = Game::with(|s| s.home.players[6].ma = 2);
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(home(7)), on(sq(2, 7), Stance::Prone));
    assert_eq!((g.turn_side(), g.turnover()), (Some(Side::Home), None));
    // A 4 stands him up, and then only Go For It is left.
    let mut g = Game::with(|s| s.home.players[6].ma = 2);
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    g.d6(&[4]);
    g.move_to(3, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

#[test]
fn pick_up_with_one_tackle_zone_needs_4_plus_and_failure_bounces_test_vector_3_000_l492() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (12, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pick-up", Some(4)));
    g.d6(&[3]);
    let t = text(&g.decide(Decision::Reroll(Reroll::Keep)));
    assert!(
        t.contains("TURNOVER: #7 Lineman (Human quick-start team) failed to pick up the ball (needed 4+, rolled 3)"),
        "{t}"
    );
    // The bounce: D8 5 is one square towards the away End Zone, onto Orc #7, who must catch.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(5)]);
    let catch = g.roll_prompt();
    // #7 Lineman, still standing next to him, puts a Tackle Zone on him: 4+ becomes 5+.
    assert_eq!(
        (catch.roll.as_ref(), catch.player, catch.needs),
        ("Catch", Some(away(7)), Some(5))
    );
    assert!(
        catch.rerolls.is_empty(),
        "no team re-roll in the opponent's turn"
    );
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn pick_up_in_pouring_rain_needs_4_plus_test_vector_4_000_l1022() {
    let mut g = Game::new();
    g.only(&[(home(5), (10, 7)), (away(7), (20, 7))]);
    g.edit(Edit::SetWeather {
        weather: Weather::PouringRain,
    });
    g.ball(11, 7);
    g.declare(home(5), ActionKind::Move);
    g.move_to(11, 7);
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[3]);
    // Thrower #5 has Sure Hands.
    assert_eq!(
        g.decision_options()[0],
        Decision::Reroll(Reroll::Skill(rules::RerollSkill::SureHands))
    );
    g.decide(Decision::Reroll(Reroll::Skill(
        rules::RerollSkill::SureHands,
    )));
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
}

#[test]
fn a_player_may_not_move_into_an_occupied_square_000_l455() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    let e = g
        .try_apply(rules::Input::Decide(Decision::Move { to: sq(11, 7) }))
        .expect_err("occupied");
    assert!(e.to_string().contains("(000:L455)"), "{e}");
    assert!(g.m.state().player(home(7)).is_some_and(|p| p.place
        == Place::Pitch {
            square: sq(10, 7),
            stance: Stance::Standing
        }));
}

#[test]
fn rulings_are_events_with_kinds() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    let events = g.declare(home(7), ActionKind::Move);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::ActionDeclared { .. }))
    );
}

#[test]
fn move_needs_gives_each_square_its_dodge_go_for_it_and_pick_up_000_l477_l1051_l500() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(10, 8);
    g.declare(home(7), ActionKind::Move);
    let needs = g.m.move_needs();
    let at = |x, y| {
        needs
            .iter()
            .find(|n| n.square == sq(x, y))
            .copied()
            .expect("a square he may move to")
    };
    assert_eq!(needs.len(), 7, "eight neighbours, one taken by the Orc");
    // AG 3 needs 4+; +1 for the Dodge, -1 for each Tackle Zone on the square.
    assert_eq!(at(9, 7).dodge, Some(3), "into a free square: 3+ (vector 1)");
    assert_eq!(at(10, 8).dodge, Some(4), "next to the Orc: 4+");
    // The ball on (10,8): +1 to pick it up, -1 for the Orc's Tackle Zone there.
    assert_eq!(at(10, 8).pick_up, Some(4));
    assert_eq!(at(9, 7).pick_up, None);
    assert!(
        needs.iter().all(|n| n.go_for_it.is_none()),
        "MA not used yet"
    );
    // After six squares, every further square is a Go For It, 2+.
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in (4..=9).rev() {
        g.move_to(x, 7);
    }
    let needs = g.m.move_needs();
    assert!(!needs.is_empty());
    assert!(
        needs
            .iter()
            .all(|n| n.go_for_it == Some(2) && n.dodge.is_none())
    );
}

#[test]
fn reach_finds_the_likeliest_path_with_its_dodge_and_go_for_its_000_l477_l1051() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    let reach = g.m.reach();
    let to = |x, y| reach.iter().find(|r| r.square == sq(x, y));
    // Six squares of MA: one Dodge out of the Orc's Tackle Zone (3+ into a free square).
    let six = to(4, 7).expect("six squares away");
    assert_eq!(six.rolls, vec![("Dodge", 3)]);
    assert_eq!(six.path.len(), 6);
    assert!((six.chance - 4.0 / 6.0).abs() < 1e-9);
    // Seven and eight: one and two Go For It, 2+ each.
    let seven = to(3, 7).expect("a Go For It away");
    assert_eq!(seven.rolls, vec![("Dodge", 3), ("Go For It", 2)]);
    let eight = to(2, 7).expect("two Go For It away");
    assert_eq!(eight.rolls.len(), 3);
    assert!((eight.chance - 4.0 / 6.0 * 25.0 / 36.0).abs() < 1e-9);
    assert!(to(1, 7).is_none(), "nine squares is too far");
    // Next to the Orc again: stepping straight there is a 4+ Dodge into his zone; the
    // likelier way dodges out to a free square (3+) and walks back in (no Dodge to enter).
    let near = to(11, 8).expect("next to the Orc");
    assert_eq!(near.rolls, vec![("Dodge", 3)]);
    assert_eq!(near.path.len(), 3);
}
