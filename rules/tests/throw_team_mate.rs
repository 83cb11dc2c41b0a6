//! Throw Team-Mate, Right Stuff and Always Hungry (000:L1206-L1208, L1267-L1269, L1293-L1299)
//! and turnover T7 (000:L448). Home #7 is the thrower (a Human Lineman given the skill, AG 3),
//! home #8 the thrown team-mate (a Lineman given Right Stuff, AG 3: Landing on 4+).

use crate::common;

use common::*;
use rules::{ActionKind, Decision, Die, EventKind, Place, Prompt, Side, Stance};

fn thrower_and_mate(extra: &[&str]) -> Game {
    let extra: Vec<String> = extra.iter().map(|s| (*s).to_string()).collect();
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("throw-team-mate".into());
        s.home.players[6].skills.extend(extra);
        s.home.players[7].skills.push("right-stuff".into());
    });
    g.only(&[(home(7), (10, 7)), (home(8), (11, 7)), (away(1), (2, 2))]);
    g
}

fn throw(g: &mut Game, x: i32, y: i32) -> Vec<rules::Event> {
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(x, y),
        range: None,
    })
}

fn d8(g: &mut Game, values: &[u8]) -> Vec<rules::Event> {
    let dice: Vec<Die> = values.iter().map(|&v| Die::D8(v)).collect();
    g.dice(&dice)
}

/// Keeps a failed roll if a re-roll is offered; the events of the roll's resolution.
fn keep_if_offered(g: &mut Game) -> Vec<rules::Event> {
    match g.m.prompt() {
        Prompt::Decision(d) if d.options.contains(&Decision::Reroll(rules::Reroll::Keep)) => {
            g.decide(Decision::Reroll(rules::Reroll::Keep))
        }
        _ => Vec::new(),
    }
}

#[test]
fn accurate_throw_still_scatters_three_times_then_lands_l1297() {
    let mut g = thrower_and_mate(&[]);
    throw(&mut g, 15, 7);
    let roll = g.roll_prompt();
    let total: i8 = roll.modifiers.iter().map(|m| m.value).sum();
    assert_eq!(total, -1, "Short Pass 0, Throw Team-Mate -1: {roll:#?}");
    g.d6(&[6]);
    // Accurate, yet the player scatters three times: 5 is (+1, 0) on the template.
    d8(&mut g, &[5, 5, 5]);
    assert_eq!(g.place_of(home(8)), on(sq(18, 7), Stance::Standing));
    let landing = g.roll_prompt();
    assert_eq!(landing.roll, "Landing");
    assert!(landing.modifiers.is_empty(), "no Tackle Zone on (18,7)");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), on(sq(18, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    // Not injured on landing: he may take an Action of his own this turn (000:L1269).
    g.declare(home(8), ActionKind::Move);
    g.move_to(19, 7);
    assert_eq!(g.place_of(home(8)), on(sq(19, 7), Stance::Standing));
}

#[test]
fn a_two_is_a_fumble_with_the_minus_one_and_not_a_turnover_l1297() {
    let mut g = thrower_and_mate(&[]);
    throw(&mut g, 15, 7);
    // 2 - 1 = 1: a fumble (a total of 1 or less); without the -1 it would fly and scatter.
    let mut events = g.d6(&[2]);
    events.extend(keep_if_offered(&mut g));
    assert!(
        text(&events).contains("fumbles the throw"),
        "{}",
        text(&events)
    );
    let landing = g.roll_prompt();
    assert_eq!(landing.roll, "Landing", "he lands where he stood");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.turnover(), None, "a fumbled team-mate is no turnover");
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn long_pass_and_long_bomb_refused_and_only_right_stuff_team_mates_l1295() {
    let mut g = thrower_and_mate(&[]);
    g.declare(home(7), ActionKind::Pass);
    let long = g.try_apply(rules::Input::Decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(18, 7),
        range: None,
    }));
    let e = long.expect_err("(18,7) is a Long Pass");
    assert!(e.to_string().contains("L1295"), "{e}");
    g.edit(rules::Edit::PlacePlayer {
        player: home(9),
        square: sq(9, 7),
        stance: Stance::Standing,
    });
    let no_skill = g.try_apply(rules::Input::Decide(Decision::ThrowTeamMate {
        player: home(9),
        target: sq(12, 7),
        range: None,
    }));
    assert!(no_skill.is_err(), "#9 has no Right Stuff");
    let options = g.decision_options();
    assert!(options.contains(&Decision::ThrowTeamMate {
        player: home(8),
        target: sq(15, 7),
        range: None,
    }));
    assert!(!options.iter().any(|d| matches!(
        d,
        Decision::ThrowTeamMate { player, .. } if *player == home(9)
    )));
}

#[test]
fn landing_roll_minus_one_per_opposing_tackle_zone_l1269() {
    let mut g = thrower_and_mate(&[]);
    g.edit(rules::Edit::PlacePlayer {
        player: away(3),
        square: sq(19, 8),
        stance: Stance::Standing,
    });
    throw(&mut g, 15, 7);
    g.d6(&[5]);
    d8(&mut g, &[5, 5, 5]);
    let landing = g.roll_prompt();
    assert_eq!(landing.modifiers.iter().map(|m| m.value).sum::<i8>(), -1);
    // A 4 lands without the Tackle Zone; with it he needs 5+ and crashes.
    g.d6(&[4]);
    keep_if_offered(&mut g);
    assert_eq!(g.place_of(home(8)), on(sq(18, 7), Stance::Prone));
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(
        g.turnover(),
        None,
        "a failed landing without the ball is no turnover"
    );
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn landing_on_a_player_knocks_him_down_and_scatters_once_more_l1297() {
    let mut g = thrower_and_mate(&[]);
    g.edit(rules::Edit::PlacePlayer {
        player: away(3),
        square: sq(18, 7),
        stance: Stance::Stunned,
    });
    throw(&mut g, 15, 7);
    g.d6(&[5]);
    let events = d8(&mut g, &[5, 5, 5]);
    assert!(
        events.iter().any(|e| matches!(
            e.kind,
            EventKind::KnockedDown { player, .. } if player == away(3)
        )),
        "the Stunned player landed on is Knocked Down all the same: {}",
        text(&events)
    );
    assert_eq!(
        g.roll_prompt().roll,
        "Armour",
        "his Armour roll comes first"
    );
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(away(3)), on(sq(18, 7), Stance::Stunned));
    // One more square: 7 is (0, +1).
    d8(&mut g, &[7]);
    // No Landing roll after landing on someone: Placed Prone with an Armour roll.
    assert_eq!(g.place_of(home(8)), on(sq(18, 8), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.turnover(), None);
}

#[test]
fn landing_on_a_team_mate_is_a_turnover_l443() {
    let mut g = thrower_and_mate(&[]);
    g.edit(rules::Edit::PlacePlayer {
        player: home(1),
        square: sq(18, 7),
        stance: Stance::Standing,
    });
    throw(&mut g, 15, 7);
    g.d6(&[5]);
    d8(&mut g, &[5, 5, 5]);
    let cause = g.turnover().expect("a team-mate Knocked Down");
    assert!(cause.contains("000:L443"), "{cause}");
}

#[test]
fn scattered_off_the_pitch_the_crowd_beats_him_up_and_with_the_ball_turnover_l448() {
    let mut g = thrower_and_mate(&[]);
    g.only(&[(home(7), (10, 2)), (home(8), (11, 2)), (away(1), (2, 2))]);
    g.ball(11, 2);
    throw(&mut g, 12, 1);
    g.d6(&[5]);
    // 2 is (0, -1): from (12,1) to (12,0), then off the pitch.
    d8(&mut g, &[2, 2, 2]);
    let cause = g.turnover().expect("thrown with the ball into the crowd");
    assert!(cause.contains("000:L448"), "{cause}");
    let injury = g.roll_prompt();
    assert_eq!(injury.roll, "Injury", "no Armour roll for the crowd");
    g.d6(&[2, 3]);
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    assert_eq!(g.roll_prompt().roll, "Throw-in");
}

#[test]
fn ball_carrier_crashing_is_turnover_but_landing_keeps_the_ball_l448() {
    let mut g = thrower_and_mate(&[]);
    g.ball(11, 7);
    throw(&mut g, 15, 7);
    g.d6(&[5]);
    d8(&mut g, &[5, 5, 5]);
    g.d6(&[4]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.m.state().ball_carrier(), Some(home(8)));

    let mut g = thrower_and_mate(&[]);
    g.ball(11, 7);
    throw(&mut g, 15, 7);
    g.d6(&[5]);
    d8(&mut g, &[5, 5, 5]);
    g.d6(&[3]);
    keep_if_offered(&mut g);
    let cause = g.turnover().expect("failed landing with the ball");
    assert!(cause.contains("000:L448"), "{cause}");
}

#[test]
fn thrown_ball_carrier_landing_in_the_end_zone_scores_l802() {
    let mut g = thrower_and_mate(&[]);
    g.only(&[(home(7), (19, 7)), (home(8), (20, 7)), (away(1), (2, 2))]);
    g.ball(20, 7);
    throw(&mut g, 22, 7);
    g.d6(&[5]);
    d8(&mut g, &[5, 5, 5]);
    let events = g.d6(&[4]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Touchdown { player } if player == home(8))),
        "{}",
        text(&events)
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
}

#[test]
fn always_hungry_two_or_more_throws_a_one_then_one_eats_him_l1208() {
    let mut g = thrower_and_mate(&["always-hungry"]);
    throw(&mut g, 15, 7);
    assert_eq!(g.roll_prompt().roll, "Always Hungry");
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Throw Team-Mate", "2+ throws");

    let mut g = thrower_and_mate(&["always-hungry"]);
    g.ball(11, 7);
    throw(&mut g, 15, 7);
    g.d6(&[1]);
    keep_if_offered(&mut g);
    assert_eq!(g.roll_prompt().roll, "Always Hungry (eating)");
    let mut events = g.d6(&[1]);
    events.extend(keep_if_offered(&mut g));
    assert_eq!(g.place_of(home(8)), Place::Casualty);
    assert!(
        events.iter().any(|e| matches!(
            &e.kind,
            EventKind::Casualty { player, result } if *player == home(8) && result == "Dead"
        )),
        "{}",
        text(&events)
    );
    let cause = g.turnover().expect("eaten with the ball");
    assert!(cause.contains("000:L448"), "{cause}");
    assert_eq!(
        g.roll_prompt().roll,
        "Bounce",
        "the ball scatters from his square"
    );
}

#[test]
fn always_hungry_squirming_free_is_a_fumble_and_with_the_ball_a_turnover_l448() {
    let mut g = thrower_and_mate(&["always-hungry"]);
    throw(&mut g, 15, 7);
    g.d6(&[1]);
    keep_if_offered(&mut g);
    g.d6(&[3]);
    assert_eq!(
        g.roll_prompt().roll,
        "Landing",
        "fumbled: he lands where he stood"
    );
    g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.turnover(), None, "no ball, no turnover");

    let mut g = thrower_and_mate(&["always-hungry"]);
    g.ball(11, 7);
    throw(&mut g, 15, 7);
    g.d6(&[1]);
    keep_if_offered(&mut g);
    g.d6(&[3]);
    assert!(
        g.turnover().is_some(),
        "squirming free with the ball (000:L448)"
    );
}

#[test]
fn pass_skill_re_rolls_the_throw_l1253() {
    let mut g = thrower_and_mate(&["pass"]);
    throw(&mut g, 15, 7);
    g.d6(&[3]);
    let options = g.decision_options();
    assert!(options.contains(&Decision::Reroll(rules::Reroll::Skill(
        rules::RerollSkill::Pass
    ))));
}
