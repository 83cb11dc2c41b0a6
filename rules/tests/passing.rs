//! Passing, catching, interceptions and hand-offs (core digest §10, test vectors 5-12, 34, 35).
//! The Human Thrower (#5, AG3, Pass and Sure Hands) throws from (5,7) unless a test says
//! otherwise; the scatter template reads 1 2 3 / 4 . 5 / 6 7 8 with 2 = -y and 5 = +x.

use crate::common;

use common::*;
use rules::{ActionKind, Ball, Decision, Die, EventKind, Input, PlayerId, Reroll, Side};

/// Home #5 holds the ball on (5,7), these others on the pitch, a Pass Action declared.
fn thrower_with(others: &[(PlayerId, (i32, i32))]) -> Game {
    thrower_in(Game::new(), others)
}

fn thrower_in(mut g: Game, others: &[(PlayerId, (i32, i32))]) -> Game {
    let mut all = vec![(home(5), (5, 7))];
    all.extend_from_slice(others);
    g.only(&all);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g
}

/// The turnover ruling among these events, or "".
fn turnover_in(events: &[rules::Event]) -> String {
    events
        .iter()
        .find(|e| matches!(e.kind, EventKind::Turnover { .. }))
        .map(|e| e.text.clone())
        .unwrap_or_default()
}

fn pass(g: &mut Game, x: i32, y: i32) -> Vec<rules::Event> {
    g.decide(Decision::Pass {
        target: sq(x, y),
        range: None,
    })
}

#[test]
fn range_bands_give_plus_1_0_minus_1_minus_2_000_l696_l704() {
    for (x, band, needs) in [
        (8, "Quick Pass", 3),
        (11, "Short Pass", 4),
        (15, "Long Pass", 5),
        (18, "Long Bomb", 6),
    ] {
        let mut g = thrower_with(&[]);
        pass(&mut g, x, 7);
        let roll = g.roll_prompt();
        assert_eq!(roll.roll, "Pass");
        assert_eq!(roll.modifiers[0].name, band, "to ({x}, 7)");
        assert_eq!(roll.needs, Some(needs), "{band}");
    }
    let mut g = thrower_with(&[]);
    let refused = g
        .try_apply(Input::Decide(Decision::Pass {
            target: sq(19, 7),
            range: None,
        }))
        .expect_err("out of range");
    assert!(refused.to_string().contains("000:L645"), "{refused}");
}

#[test]
fn the_referee_may_read_a_different_band_off_the_ruler_digest_10_2() {
    let mut g = thrower_with(&[]);
    g.decide(Decision::Pass {
        target: sq(11, 7),
        range: Some(rules::PassRange::Long),
    });
    assert_eq!(
        g.roll_prompt().needs,
        Some(5),
        "Long Pass as read on the table"
    );
}

#[test]
fn short_pass_fumbled_on_a_1_is_a_turnover_even_if_a_team_mate_catches_test_vector_5_000_l447() {
    let mut g = thrower_with(&[(home(3), (6, 7))]);
    pass(&mut g, 11, 7);
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[1]);
    let fumble = g.decide(Decision::Reroll(Reroll::Keep));
    assert!(
        turnover_in(&fumble).contains("fumbled"),
        "{}",
        text(&fumble)
    );
    g.dice(&[Die::D8(5)]); // bounces from (5,7) onto #3 at (6,7)
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "caught, but the turn is over"
    );
}

#[test]
fn long_bomb_fumbles_on_a_modified_1_and_is_inaccurate_on_4_test_vector_6_000_l1153() {
    let mut g = thrower_with(&[]);
    pass(&mut g, 18, 7);
    g.d6(&[3]);
    let fumble = g.decide(Decision::Reroll(Reroll::Keep));
    assert!(
        turnover_in(&fumble).contains("fumbled"),
        "3 - 2 = 1 fumbles"
    );
    let mut g = thrower_with(&[]);
    pass(&mut g, 18, 7);
    g.d6(&[4]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(
        g.roll_prompt().roll,
        "Pass scatter",
        "4 - 2 = 2 is only inaccurate"
    );
}

/// A pass roll of 1 or less after modifiers is a fumble (000:L1153, 004:L1722-L1727), even
/// for an AG 6 thrower whom the Agility table asks only 1+: his Long Bomb's 3 - 2 = 1 is
/// fumbled, re-roll offered (Pass) and a turnover, not accurate. His 6 stays accurate.
#[test]
fn an_ag6_throwers_total_of_1_is_still_a_fumble_000_l1153_004_l1722() {
    let ag6 = || {
        Game::with(|s| {
            s.home.players[4].ag = 6;
        })
    };
    let mut g = thrower_in(ag6(), &[]);
    pass(&mut g, 18, 7);
    g.d6(&[3]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Keep)),
        "a failed pass roll: the re-roll is offered"
    );
    let fumble = g.decide(Decision::Reroll(Reroll::Keep));
    assert!(
        turnover_in(&fumble).contains("fumbled"),
        "3 - 2 = 1 fumbles"
    );
    let mut g = thrower_in(ag6(), &[(home(8), (18, 7))]);
    pass(&mut g, 18, 7);
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Catch", "a natural 6 is accurate");
}

#[test]
fn quick_pass_with_a_tackle_zone_needs_4_and_2_is_inaccurate_test_vector_7_000_l696() {
    let mut g = thrower_with(&[(away(7), (5, 8))]);
    pass(&mut g, 7, 7);
    let roll = g.roll_prompt();
    assert_eq!(roll.needs, Some(4));
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Pass scatter");
    assert!(g.turnover().is_none());
}

#[test]
fn a_failed_pass_may_use_pass_skill_or_a_team_reroll_000_l1253() {
    let mut g = thrower_with(&[]);
    pass(&mut g, 11, 7);
    g.d6(&[2]);
    let options = g.decision_options();
    assert!(options.contains(&Decision::Reroll(Reroll::Skill(rules::RerollSkill::Pass))));
    assert!(options.contains(&Decision::Reroll(Reroll::Team)));
}

#[test]
fn accurate_pass_catch_with_a_tackle_zone_needs_4_test_vector_8_000_l659() {
    let mut g = thrower_with(&[(home(3), (9, 7)), (away(7), (10, 7))]);
    pass(&mut g, 9, 7);
    g.d6(&[4]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.needs, Some(4), "AG3 4+, +1 accurate, -1 Tackle Zone");
    let events = g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert!(events.iter().any(|e| e.kind
        == EventKind::Completion {
            thrower: home(5),
            catcher: home(3)
        }));
    assert!(g.turnover().is_none());
    assert_eq!(g.m.state().action(), None, "the Pass Action is over");
}

#[test]
fn hand_off_catch_is_plus_1_test_vector_9_000_l1069() {
    let mut g = Game::new();
    g.decide(Decision::EndTurn);
    g.only(&[(away(5), (15, 7)), (away(3), (16, 7))]);
    g.ball(15, 7);
    g.declare(away(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: away(3) });
    let roll = g.roll_prompt();
    assert_eq!(roll.player, Some(away(3)));
    assert_eq!(roll.needs, Some(4), "Black Orc AG2 5+, +1 hand-off");
}

#[test]
fn a_dropped_hand_off_is_a_turnover_when_the_ball_rests_000_l1063() {
    let mut g = thrower_in(Game::new(), &[(home(3), (6, 7))]);
    // A Pass Action cannot hand off.
    let refused = g
        .try_apply(Input::Decide(Decision::HandOff { target: home(3) }))
        .expect_err("Pass Action");
    assert!(refused.to_string().contains("000:L1061"), "{refused}");
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (6, 7)), (home(4), (9, 9))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    let far = g
        .try_apply(Input::Decide(Decision::HandOff { target: home(4) }))
        .expect_err("not adjacent");
    assert!(far.to_string().contains("not next to"), "{far}");
    g.decide(Decision::HandOff { target: home(3) });
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    let rest = g.dice(&[Die::D8(7)]); // bounces to (6,8), empty
    assert!(turnover_in(&rest).contains("000:L444"), "{}", text(&rest));
}

/// The Orc Lineman #7 stands between (5,7) and (9,7); his AG set to `ag`.
fn interception_game(ag: u8, others: &[(PlayerId, (i32, i32))]) -> Game {
    let g = Game::with(|s| {
        if let Some(p) = s.away.players.iter_mut().find(|p| p.number == 7) {
            p.ag = ag;
        }
    });
    let mut all = vec![(home(3), (9, 7)), (away(7), (7, 7))];
    all.extend_from_slice(others);
    thrower_in(g, &all)
}

#[test]
fn an_ag4_interception_needs_5_test_vector_10_000_l1159() {
    let mut g = interception_game(4, &[]);
    pass(&mut g, 9, 7);
    assert_eq!(g.decider(), Side::Away, "the defending coach chooses");
    assert!(
        g.decision_options()
            .contains(&Decision::Intercept { player: None })
    );
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Interception");
    assert_eq!(roll.needs, Some(5), "AG4 3+, -2");
    assert!(!roll.rerolls.contains(&Reroll::Team), "not his team's turn");
}

#[test]
fn an_ag3_interception_in_a_tackle_zone_needs_a_6_and_succeeds_as_a_turnover_test_vector_11_000_l1136()
 {
    let mut g = interception_game(3, &[(home(4), (7, 8))]);
    pass(&mut g, 9, 7);
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    assert_eq!(g.roll_prompt().needs, Some(6), "AG3 4+, -2, -1 Tackle Zone");
    let events = g.d6(&[6]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Intercepted { player: away(7) })
    );
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert!(
        turnover_in(&events).contains("intercepted"),
        "{}",
        text(&events)
    );
}

#[test]
fn a_missed_interception_lets_the_pass_go_on_000_l1149() {
    let mut g = interception_game(3, &[]);
    pass(&mut g, 9, 7);
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Pass");
}

#[test]
fn only_players_between_and_under_the_ruler_may_intercept_000_l1119_l1149() {
    // Beyond the target, behind the thrower and two rows off the line: nobody may.
    let mut g = thrower_with(&[
        (home(3), (9, 7)),
        (away(7), (10, 7)),
        (away(8), (4, 7)),
        (away(9), (7, 9)),
    ]);
    pass(&mut g, 9, 7);
    assert_eq!(g.roll_prompt().roll, "Pass", "no interception step at all");
    // A Prone player has no Tackle Zone and may not either.
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
    g.stance(away(7), rules::Stance::Prone);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    assert_eq!(
        g.roll_prompt().roll,
        "Pass",
        "a Prone player may not intercept"
    );
}

#[test]
fn a_scattered_pass_is_caught_at_plus_0_test_vector_12_000_l731() {
    let mut g = thrower_with(&[(home(3), (9, 8))]);
    pass(&mut g, 9, 7);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // Right, left, down: (10,7), (9,7), (9,8).
    g.dice(&[Die::D8(5), Die::D8(4), Die::D8(7)]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.needs, Some(4), "AG3 4+, no accurate-pass bonus");
    let events = g.d6(&[4]);
    assert!(g.turnover().is_none(), "a team-mate has it");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Completion { .. })),
        "not accurate, so no completion"
    );
}

#[test]
fn a_pass_caught_by_an_opponent_after_the_scatter_is_a_turnover_test_vector_34_000_l748() {
    let mut g = thrower_with(&[(away(7), (12, 7))]);
    pass(&mut g, 9, 7);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    g.dice(&[Die::D8(5), Die::D8(5), Die::D8(5)]);
    let caught = g.d6(&[5]); // the Orc catches
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert!(
        turnover_in(&caught).contains("000:L444"),
        "{}",
        text(&caught)
    );
}

#[test]
fn a_miss_thrown_back_in_and_caught_by_a_team_mate_is_no_turnover_test_vector_35_000_l748() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 1)), (home(3), (9, 2))]);
    g.ball(5, 1);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 1);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // Up to (9,0), then up again: off the pitch, thrown in from (9,0).
    let events = g.dice(&[Die::D8(2), Die::D8(2), Die::D8(7)]);
    assert!(text(&events).contains("off the pitch"), "{}", text(&events));
    // Straight in (3), 1 + 2 = 3 squares counting the centre: (9,2).
    g.d6(&[3, 1, 2]);
    assert_eq!(g.roll_prompt().player, Some(home(3)));
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn an_accurate_pass_to_an_empty_square_bounces_then_is_a_turnover_000_l643_l736_l748() {
    let mut g = thrower_with(&[]);
    pass(&mut g, 9, 7);
    // Accurate: it comes down on (9,7), unoccupied, so it bounces; no turnover until it rests.
    let landed = g.d6(&[5]);
    assert_eq!(turnover_in(&landed), "", "{}", text(&landed));
    assert_eq!(g.roll_prompt().roll, "Bounce");
    // Right, to (10,7): empty, and the end of a bounce, so it stays.
    let rest = g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 7)));
    assert!(turnover_in(&rest).contains("000:L444"), "{}", text(&rest));
}

#[test]
fn inaccurate_pass_landing_on_an_empty_square_bounces_000_l736() {
    let mut g = thrower_with(&[]);
    pass(&mut g, 9, 7);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // Right, left, down: (10,7), (9,7), (9,8), an unoccupied square.
    let landed = g.dice(&[Die::D8(5), Die::D8(4), Die::D8(7)]);
    assert_eq!(g.roll_prompt().roll, "Bounce", "{}", text(&landed));
    assert_eq!(turnover_in(&landed), "", "not before the ball is at rest");
    // Right again, to (10,8): empty, so it stays there and the turn is over.
    let rest = g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 8)));
    assert!(turnover_in(&rest).contains("000:L444"), "{}", text(&rest));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn inaccurate_pass_bounced_to_a_team_mate_who_catches_is_no_turnover_000_l746_l748() {
    // Home #3 on (10,8), next to where the scatter ends.
    let mut g = thrower_with(&[(home(3), (10, 8))]);
    pass(&mut g, 9, 7);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // Right, left, down: (10,7), (9,7), (9,8), unoccupied: it bounces right onto #3.
    g.dice(&[Die::D8(5), Die::D8(4), Die::D8(7)]);
    g.dice(&[Die::D8(5)]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(home(3)));
    assert_eq!(roll.needs, Some(4), "AG3 4+, +0 for a bouncing ball");
    let events = g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert_eq!(turnover_in(&events), "", "{}", text(&events));
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Home), "home plays on");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Completion { .. })),
        "not accurate, so no completion"
    );
}

#[test]
fn throw_in_landing_on_an_empty_square_bounces_000_l744() {
    // Home #3 on (10,2), next to where the throw-in comes down.
    let mut g = Game::new();
    g.only(&[(home(5), (5, 1)), (home(3), (10, 2))]);
    g.ball(5, 1);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 1);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // Up to (9,0), then up again: off the pitch, thrown in from (9,0).
    g.dice(&[Die::D8(2), Die::D8(2), Die::D8(7)]);
    // Straight in (3), 1 + 2 = 3 squares counting the centre: (9,2), unoccupied.
    let landed = g.d6(&[3, 1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce", "{}", text(&landed));
    assert_eq!(turnover_in(&landed), "", "not before the ball is at rest");
    // Right, onto #3 on (10,2), who catches it: no turnover.
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.roll_prompt().player, Some(home(3)));
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn a_bounce_ending_on_an_empty_square_stays_000_l738() {
    // An accurate pass onto #3 on (9,7), who drops it: it bounces right to (10,7), an empty
    // square, where it stays; the pass is over and so is the turn.
    let mut g = thrower_with(&[(home(3), (9, 7))]);
    pass(&mut g, 9, 7);
    g.d6(&[4]);
    g.d6(&[1]); // a natural 1 fails the catch
    g.decide(Decision::Reroll(Reroll::Keep)); // Catch and a team re-roll are not used
    assert_eq!(g.roll_prompt().roll, "Bounce");
    let rest = g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 7)));
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(_)),
        "no second bounce: {:#?}",
        g.m.prompt()
    );
    assert!(turnover_in(&rest).contains("000:L444"), "{}", text(&rest));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn a_pass_caught_in_the_end_zone_scores_000_l802() {
    let mut g = Game::new();
    g.only(&[(home(5), (18, 7)), (home(3), (25, 7))]);
    g.ball(18, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 25, 7);
    g.d6(&[6]);
    let events = g.d6(&[6]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Touchdown { player: home(3) })
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
}

#[test]
fn one_pass_and_one_hand_off_per_turn_and_only_with_the_ball_000_l433_l1061() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(6), (5, 9)), (home(3), (6, 7))]);
    g.declare(home(6), ActionKind::Pass);
    assert!(
        !g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::Pass { .. })),
        "no ball, no throw"
    );
    g.decide(Decision::EndAction);
    let again = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(5),
            action: ActionKind::Pass,
        }))
        .expect_err("one Pass Action");
    assert!(again.to_string().contains("000:L433"), "{again}");
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::EndAction);
    let again = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(3),
            action: ActionKind::HandOff,
        }))
        .expect_err("one Hand-off Action");
    assert!(again.to_string().contains("000:L1061"), "{again}");
}

#[test]
fn a_thrower_may_move_and_pick_up_before_throwing_000_l639() {
    let mut g = Game::new();
    g.only(&[(home(5), (5, 7)), (home(3), (10, 7))]);
    g.ball(6, 7);
    g.declare(home(5), ActionKind::Pass);
    g.move_to(6, 7);
    g.d6(&[3]); // pick-up: AG3 4+... +1 = 3+
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
    pass(&mut g, 10, 7);
    assert_eq!(g.roll_prompt().roll, "Pass");
}

#[test]
fn pouring_rain_takes_1_off_an_interception_000_l1022() {
    let mut g = Game::with(|s| s.weather = Some(rules::Weather::PouringRain));
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    pass(&mut g, 9, 7);
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    let roll = g.roll_prompt();
    assert!(roll.modifiers.iter().any(|m| m.name == "Pouring Rain"));
    assert_eq!(roll.needs, Some(6), "AG3 4+, -2, -1 rain");
}
