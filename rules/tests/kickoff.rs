//! The pre-match sequence, the kick-off and every Kick-off table result, weather and touchbacks
//! (core digest §3.1, §3.3, §15.1, §15.2). Home receives and away kicks unless a test says
//! otherwise; the Human quick-start team is home, the Orc one away.

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, Decision, Die, EventKind, Fame, Input, Match, Place, Prompt, Reroll, Side,
    Stance, Weather,
};

/// Both teams set up; the away coach kicks to `target` with this scatter.
fn kick(g: &mut Game, target: (i32, i32), d8: u8, d6: u8) {
    g.decide(Decision::KickTo {
        square: sq(target.0, target.1),
    });
    g.dice(&[Die::D8(d8), Die::D6(d6)]);
}

/// Two D6 into a bare match (the pre-match rolls).
fn roll(m: &mut Match, a: u8, b: u8) -> Vec<rules::Event> {
    m.apply(Input::Dice(rules::DiceRoll::manual(vec![
        Die::D6(a),
        Die::D6(b),
    ])))
    .expect("the prompt asked for 2D6")
}

fn set_up() -> Game {
    Game::set_up(book(), |_| {})
}

#[test]
fn pre_match_rolls_weather_and_fans_then_the_toss_winner_chooses_000_l374_l989_l1013() {
    let mut setup = setup();
    setup.kicking = None;
    setup.weather = None;
    setup.fame = None;
    let mut m = Match::new(setup, book()).expect("builds");
    let apply = |m: &mut Match, input: Input| m.apply(input).expect("accepted");
    // Weather: 5 + 6 = 11, Pouring Rain (a total of 11, not either die alone).
    roll(&mut m, 5, 6);
    assert_eq!(m.state().weather, Weather::PouringRain);
    // Fans: home 3 + 3 + Fan Factor 6 = 12; away 1 + 5 + 6 = 12.
    roll(&mut m, 3, 3);
    let events = roll(&mut m, 1, 5);
    // Home 12,000, away 6 + 6 = 12,000: equal crowds, FAME 0 each (000:L993).
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Fame { home: 0, away: 0 })
    );
    let Prompt::Decision(d) = m.prompt() else {
        panic!("the coin toss")
    };
    assert!(
        d.options
            .contains(&Decision::CoinToss { winner: Side::Away })
    );
    apply(
        &mut m,
        Input::Decide(Decision::CoinToss { winner: Side::Away }),
    );
    let Prompt::Decision(d) = m.prompt() else {
        panic!("kick or receive")
    };
    assert_eq!(d.side, Side::Away, "the winner chooses");
    apply(&mut m, Input::Decide(Decision::Receive));
    assert_eq!(
        m.state().kicking,
        Side::Home,
        "away receives, so home kicks"
    );
    assert_eq!(m.state().first_kicking, Side::Home);
    let Prompt::Decision(d) = m.prompt() else {
        panic!("set-up")
    };
    assert_eq!(
        d.side,
        Side::Home,
        "the kicking team sets up first (000:L374)"
    );
}

#[test]
fn fame_is_two_for_twice_the_fans_and_one_for_more_test_vector_27_000_l993() {
    let mut setup = setup();
    setup.fame = None;
    let mut m = Match::new(setup, book()).expect("builds");
    // Home 6 + Fan Factor 6 = 12,000; away 2 + 6 = 8,000: more, not twice.
    roll(&mut m, 3, 3);
    roll(&mut m, 1, 1);
    assert_eq!(m.state().team(Side::Home).fans, 12);
    assert_eq!(m.state().team(Side::Away).fans, 8);
    assert_eq!(
        m.state().team(Side::Home).fame,
        1,
        "12 vs 8 is more, not twice"
    );
    assert_eq!(m.state().team(Side::Away).fame, 0);
    // A Fan Factor 0 away team with 6,000 against 12,000: twice as many, FAME 2.
    let mut setup = common::setup();
    setup.fame = None;
    setup.away.fan_factor = 0;
    let mut m = Match::new(setup, book()).expect("builds");
    roll(&mut m, 3, 3);
    roll(&mut m, 3, 3);
    assert_eq!(m.state().team(Side::Home).fame, 2, "12,000 is twice 6,000");
}

#[test]
fn the_kick_must_be_aimed_into_the_receiving_half_000_l383() {
    let mut g = set_up();
    let refused = g
        .try_apply(Input::Decide(Decision::KickTo { square: sq(20, 7) }))
        .expect_err("own half");
    assert!(refused.to_string().contains("000:L383"), "{refused}");
}

#[test]
fn the_kick_scatters_d8_direction_and_d6_squares_000_l383() {
    let mut g = set_up();
    // Direction 5 is one square right on the template (+x); 4 squares: (6,2) -> (10,2).
    kick(&mut g, (6, 2), 5, 4);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(10, 2)));
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn a_kick_landing_on_a_standing_player_must_be_caught_without_a_team_reroll_000_l387_l987() {
    let mut g = set_up();
    // Home #10 stands on (7,7): aim at (7,8), direction 2 is one square up (-y).
    kick(&mut g, (7, 8), 2, 1);
    g.d6(&[1, 1]); // Get the Ref
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.needs, Some(4), "AG3, +0 for a kick-off");
    assert!(
        !roll.rerolls.contains(&Reroll::Team),
        "no team re-roll on the kick"
    );
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(10)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn a_kick_off_the_pitch_is_a_touchback_the_receiver_gives_the_ball_000_l387() {
    let mut g = set_up();
    // From (2,1), 3 squares up goes off the near sideline.
    kick(&mut g, (2, 1), 2, 3);
    g.d6(&[1, 1]);
    let options = g.decision_options();
    assert_eq!(g.decider(), Side::Home);
    assert!(options.contains(&Decision::GiveBall { player: home(11) }));
    g.decide(Decision::GiveBall { player: home(11) });
    assert_eq!(g.m.state().ball, Ball::Held(home(11)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn a_kick_landing_in_the_kicking_half_is_a_touchback_000_l387() {
    let mut g = set_up();
    // (12,2) then 3 squares right: (15,2), in the Orc half.
    kick(&mut g, (12, 2), 5, 3);
    g.d6(&[1, 1]);
    assert!(matches!(g.decision_options()[0], Decision::GiveBall { .. }));
}

#[test]
fn a_failed_kick_catch_that_bounces_over_the_line_is_a_touchback_001_l1192() {
    let mut g = set_up();
    // Home #1 on the line at (12,5): aim (12,6), up one square onto him.
    kick(&mut g, (12, 6), 2, 1);
    g.d6(&[1, 1]);
    g.d6(&[1]); // catch fails (no team re-roll at a kick-off)
    let said = text(&g.dice(&[Die::D8(5)])); // bounces right, into (13,5): the Orc half
    assert!(said.contains("bounces from (12, 5) to (13, 5)"), "{said}");
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    assert!(matches!(g.decision_options()[0], Decision::GiveBall { .. }));
}

#[test]
fn get_the_ref_gives_each_team_a_bribe_000_l999() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[1, 1]);
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        1
    );
    assert_eq!(
        g.m.state()
            .team(Side::Away)
            .inducements
            .get(rules::Inducement::Bribes),
        1
    );
}

#[test]
fn riot_before_the_receivers_first_turn_moves_both_markers_forward_000_l1000() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[1, 2]);
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    // Home's first turn of the half is turn 2; away's will be 2 as well.
    assert_eq!(g.m.state().team(Side::Home).turn, 2);
    assert_eq!(g.m.state().team(Side::Away).turn, 1);
}

/// Home scores at the start of its turn `turn`: a carrier one step from the Orc End Zone.
fn home_scores_in_turn(g: &mut Game, turn: u8) {
    while g.m.state().team(Side::Home).turn < turn || g.turn_side() != Some(Side::Home) {
        g.decide(Decision::EndTurn);
    }
    g.score_with(home(3));
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    // The scorers kick: home sets up first, then away.
    g.set_up_both();
}

#[test]
fn riot_with_the_receivers_marker_on_7_moves_both_back_test_vector_28_000_l1000() {
    let mut g = Game::new();
    home_scores_in_turn(&mut g, 8);
    assert_eq!(g.m.state().team(Side::Away).turn, 7);
    g.decide(Decision::KickTo { square: sq(22, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 1]);
    g.dice(&[Die::D8(7)]); // the kick bounces from (22,2) to (22,3)
    assert_eq!(g.m.state().team(Side::Home).turn, 7);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(
        g.m.state().team(Side::Away).turn,
        7,
        "6 after the Riot, 7 now it plays"
    );
}

#[test]
fn riot_mid_half_rolls_a_d6_1_to_3_forward_4_to_6_back_000_l1000() {
    for (roll, away_turn_now) in [(2, 3), (5, 1)] {
        let mut g = Game::new();
        home_scores_in_turn(&mut g, 2);
        assert_eq!(g.m.state().team(Side::Away).turn, 1);
        g.decide(Decision::KickTo { square: sq(22, 3) });
        g.dice(&[Die::D8(2), Die::D6(1)]);
        g.d6(&[1, 2]);
        assert_eq!(g.roll_prompt().roll, "Riot");
        g.d6(&[roll]);
        g.dice(&[Die::D8(7)]); // the kick bounces from (22,2) to (22,3)
        assert_eq!(
            g.m.state().team(Side::Away).turn,
            away_turn_now,
            "Riot roll {roll}"
        );
    }
}

#[test]
fn perfect_defence_lets_the_kicking_team_set_up_again_legally_000_l1001() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[1, 3]);
    assert_eq!(g.decider(), Side::Away);
    // Taking three of the five off the line leaves 2 there: not legal, so Done is refused.
    for (n, y) in [(1, 2), (2, 3), (3, 4)] {
        g.decide(Decision::MovePlayer {
            player: away(n),
            to: sq(20, y),
        });
    }
    let refused = g
        .try_apply(Input::Decide(Decision::Done))
        .expect_err("illegal");
    assert!(
        refused.to_string().contains("line of scrimmage"),
        "{refused}"
    );
    g.decide(Decision::MovePlayer {
        player: away(11),
        to: sq(13, 4),
    });
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    assert_eq!(g.place_of(away(11)), on(sq(13, 4), Stance::Standing));
    let refused = g
        .try_apply(Input::Decide(Decision::MovePlayer {
            player: home(1),
            to: sq(2, 2),
        }))
        .expect_err("the kick-off is over");
    assert!(refused.to_string().contains("not a decision"), "{refused}");
}

#[test]
fn high_kick_moves_one_receiver_out_of_tackle_zones_under_the_ball_000_l1002() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1); // lands on (3,2)
    g.d6(&[2, 3]);
    let options = g.decision_options();
    assert!(options.contains(&Decision::MovePlayer {
        player: home(11),
        to: sq(3, 2)
    }));
    assert!(
        !options
            .iter()
            .any(|o| matches!(o, Decision::MovePlayer { player, .. } if *player == home(3))),
        "#3 on the line is in an Orc Tackle Zone"
    );
    g.decide(Decision::MovePlayer {
        player: home(11),
        to: sq(3, 2),
    });
    assert_eq!(g.roll_prompt().roll, "Catch");
}

#[test]
fn cheering_fans_d3_plus_fame_tie_gives_both_a_reroll_000_l1003() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[3, 3]);
    // Home 2 and away 1 are both D3 1: a tie (a plain D6 would give it to home).
    g.d6(&[2]);
    g.d6(&[1]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 5);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 4);
}

#[test]
fn brilliant_coaching_adds_fame_and_the_extra_reroll_goes_at_half_time_000_l1005_l760() {
    let mut g = Game::set_up(book(), |s| s.fame = Some(Fame { home: 0, away: 1 }));
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[4, 4]);
    // Home D3 1 + FAME 0 = 1; away D3 1 + FAME 1 = 2: FAME decides it.
    g.d6(&[1]);
    g.d6(&[2]);
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    assert_eq!(g.m.state().team(Side::Away).rerolls, 4, "orcs start with 3");
    assert_eq!(g.m.state().team(Side::Home).rerolls, 4);
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(
        g.m.state().team(Side::Away).rerolls,
        3,
        "back to the starting number"
    );
}

#[test]
fn changing_weather_to_nice_drifts_the_kick_one_square_000_l1004() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1); // over (3,2)
    g.d6(&[3, 4]);
    g.d6(&[3, 4]); // 7: Nice
    assert_eq!(g.roll_prompt().roll, "Gentle breeze");
    g.dice(&[Die::D8(7)]); // one square down: (3,3)
    // It comes down on (3,3), empty, and bounces (000:L387): right, to (4,3).
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(4, 3)));
    // Changing to Blizzard: no breeze, the ball lands where it was going and bounces from
    // there: right, to (4,2).
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[3, 4]);
    g.d6(&[6, 6]);
    assert_eq!(g.m.state().weather, Weather::Blizzard);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(4, 2)));
}

/// A kick already off the pitch (from (6,1), 4 squares up) scatters no further (FAQ
/// 004:L11525-L11528): Changing Weather to Nice asks no breeze D8, and the receiving coach
/// gives the ball for the touchback.
#[test]
fn no_breeze_for_a_kick_already_off_the_pitch_004_l11525() {
    let mut g = set_up();
    kick(&mut g, (6, 1), 2, 4);
    g.d6(&[3, 4]);
    g.d6(&[3, 4]); // 7: Nice
    assert_eq!(g.m.state().weather, Weather::Nice);
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Gentle breeze"),
        "{:#?}",
        g.m.prompt()
    );
    assert!(
        g.decision_options()
            .contains(&Decision::GiveBall { player: home(11) })
    );
}

#[test]
fn quick_snap_moves_each_receiver_one_square_ignoring_tackle_zones_000_l1006() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[4, 5]);
    // #1 on the line may step into the Orc half.
    g.decide(Decision::MovePlayer {
        player: home(1),
        to: sq(13, 4),
    });
    let twice = g
        .try_apply(Input::Decide(Decision::MovePlayer {
            player: home(1),
            to: sq(13, 3),
        }))
        .expect_err("one move each");
    assert!(twice.to_string().contains("000:L1006"), "{twice}");
    let far = g
        .try_apply(Input::Decide(Decision::MovePlayer {
            player: home(11),
            to: sq(5, 9),
        }))
        .expect_err("one square");
    assert!(far.to_string().contains("one square"), "{far}");
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    assert_eq!(g.place_of(home(1)), on(sq(13, 4), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn blitz_gives_the_kickers_a_free_turn_without_moving_their_marker_000_l1007() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[4, 6]);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.m.state().team(Side::Away).turn, 0, "no Turn marker move");
    let options = g.decision_options();
    let declares = |id| {
        options
            .iter()
            .any(|o| matches!(o, Decision::Declare { player, .. } if *player == id))
    };
    assert!(
        !declares(away(1)),
        "#1 on the line is in a Human Tackle Zone"
    );
    assert!(declares(away(11)), "#11 at the back is free");
    assert_eq!(
        g.m.state().ball,
        Ball::InAir(sq(3, 2)),
        "the ball is still in the air"
    );
    g.declare(away(11), ActionKind::Move);
    g.move_to(19, 7);
    g.decide(Decision::EndTurn);
    // The kick comes down on (3,2), empty, and bounces (000:L387), down to (3,3); then the
    // receivers' first turn.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert_eq!(g.turn_side(), None, "not before the ball is at rest");
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(3, 3)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Home).turn, 1);
}

#[test]
fn throw_a_rock_hits_a_random_player_of_the_lower_roller_no_armour_000_l1008_l983() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[5, 6]);
    g.d6(&[3]); // home
    g.d6(&[5]); // away throws at a home player
    // #12 is in Reserves: not eligible, roll again.
    let events = g.dice(&[Die::D16(12)]);
    assert!(text(&events).contains("roll again"), "{}", text(&events));
    g.dice(&[Die::D16(4)]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury", "straight to the Injury roll");
    assert_eq!(roll.player, Some(home(4)));
    g.d6(&[4, 5]);
    assert_eq!(g.place_of(home(4)), Place::KnockedOut);
}

#[test]
fn pitch_invasion_stuns_on_6_plus_with_fame_000_l1009() {
    let mut g = Game::set_up(book(), |s| s.fame = Some(Fame { home: 1, away: 0 }));
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[6, 6]);
    // Home fans roll for the 11 Orcs: 5 + FAME 1 stuns #1; 4 + 1 does not stun #2.
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 11);
    g.d6(&[5, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Away fans: 6 stuns home #1 even with FAME 0; 5 does not.
    g.d6(&[6, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    assert_eq!(
        g.place_of(away(1)),
        on(formation(Side::Away)[0], Stance::Stunned)
    );
    assert_eq!(
        g.place_of(away(2)),
        on(formation(Side::Away)[1], Stance::Standing)
    );
    assert_eq!(
        g.place_of(home(1)),
        on(formation(Side::Home)[0], Stance::Stunned)
    );
    assert_eq!(
        g.place_of(home(2)),
        on(formation(Side::Home)[1], Stance::Standing)
    );
}

#[test]
fn sweltering_heat_keeps_a_collapsed_player_out_of_the_next_kick_off_000_l1019() {
    let mut g = Game::with(|s| s.weather = Some(Weather::SwelteringHeat));
    home_scores_in_turn_heat(&mut g);
    // The pitch empties; home's #1 collapsed and may not be set up.
    let refused = g
        .try_apply(Input::Decide(Decision::Place {
            player: home(1),
            square: sq(12, 5),
        }))
        .expect_err("collapsed");
    assert!(
        refused.to_string().contains("cannot be set up"),
        "{refused}"
    );
}

fn home_scores_in_turn_heat(g: &mut Game) {
    g.score_with(home(3));
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Sweltering Heat");
    assert_eq!(roll.side, Side::Home);
    let n = roll.dice.len();
    let mut dice = vec![2; n];
    dice[0] = 1; // home #1, first in shirt order
    g.d6(&dice);
    g.d6(&vec![2; g.roll_prompt().dice.len()]);
}

#[test]
fn very_sunny_and_blizzard_change_passing_000_l1020_l1023() {
    let mut g = Game::with(|s| s.weather = Some(Weather::VerySunny));
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    let roll = g.roll_prompt();
    assert!(
        roll.modifiers
            .iter()
            .any(|m| m.name == "Very Sunny" && m.value == -1)
    );
    assert_eq!(roll.needs, Some(5), "AG3 4+, Short +0, Very Sunny -1");

    let mut g = Game::with(|s| s.weather = Some(Weather::Blizzard));
    g.only(&[(home(5), (5, 7)), (home(3), (15, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    let refused = g
        .try_apply(Input::Decide(Decision::Pass {
            target: sq(15, 7),
            range: None,
        }))
        .expect_err("Long Pass in a Blizzard");
    assert!(refused.to_string().contains("000:L1023"), "{refused}");
}

#[test]
fn weather_table_reads_the_2d6_total_000_l1015_l1023() {
    let names: Vec<Weather> = [2, 3, 4, 10, 11, 12].map(Weather::from_roll).to_vec();
    assert_eq!(
        names,
        vec![
            Weather::SwelteringHeat,
            Weather::VerySunny,
            Weather::Nice,
            Weather::Nice,
            Weather::PouringRain,
            Weather::Blizzard
        ]
    );
}

#[test]
fn kick_skill_may_halve_the_scatter_rounding_down_vector_25_001_l858() {
    // Away #10 stands on (18,7): off the line of scrimmage and out of the wide zones.
    let mut g = Game::set_up(book(), |s| s.away.players[9].skills.push("kick".into()));
    kick(&mut g, (5, 7), 5, 5);
    assert_eq!(g.decider(), Side::Away, "the kicking coach chooses");
    assert!(
        g.decision_options()
            .contains(&Decision::HalveKick { halve: true })
    );
    g.decide(Decision::HalveKick { halve: true });
    // 5 squares halve to 2 (not 3: fractions round down): (5,7) + 2 × (+1, 0).
    assert_eq!(g.m.state().ball, Ball::InAir(sq(7, 7)));

    let mut g = Game::set_up(book(), |s| s.away.players[9].skills.push("kick".into()));
    kick(&mut g, (5, 7), 5, 5);
    g.decide(Decision::HalveKick { halve: false });
    assert_eq!(
        g.m.state().ball,
        Ball::InAir(sq(10, 7)),
        "the choice is the coach's"
    );
}

#[test]
fn kick_skill_on_the_line_of_scrimmage_cannot_take_the_kick_001_l858() {
    // Away #1 stands on the line of scrimmage at (13,5).
    let mut g = Game::set_up(book(), |s| s.away.players[0].skills.push("kick".into()));
    kick(&mut g, (5, 7), 5, 5);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(10, 7)));
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn cheering_fans_counts_cheerleaders_and_brilliant_coaching_assistant_coaches_000_l1003_l1005_001_l569_l574()
 {
    // Home D3 2, away D3 1 + 2 Cheerleaders = 3: away alone (home alone without them).
    let mut g = Game::set_up(book(), |s| s.away.cheerleaders = 2);
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[3, 3]);
    g.d6(&[3]);
    g.d6(&[1]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 4);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 4);
    // Brilliant Coaching: home D3 1 + 1 Assistant Coach ties away's D3 2: both gain one.
    let mut g = Game::set_up(book(), |s| s.home.assistant_coaches = 1);
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[4, 4]);
    g.d6(&[1]);
    g.d6(&[3]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 5);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 4);
}

#[test]
fn kick_landing_on_an_empty_square_bounces_000_l387() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1); // over (3,2), an empty square
    g.d6(&[1, 1]); // Get the Ref
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert_eq!(g.turn_side(), None, "the ball is not at rest yet");
    // Right, to (4,2): empty, and the end of a bounce, so it stays (000:L738).
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(4, 2)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(_)),
        "no second bounce"
    );
}

#[test]
fn a_kick_bouncing_onto_a_receiver_must_be_caught_000_l387_l738() {
    let mut g = set_up();
    // Over (5,8), empty, next to home #11 on (5,7); the bounce goes up onto him.
    kick(&mut g, (5, 9), 2, 1);
    g.d6(&[1, 1]);
    g.dice(&[Die::D8(2)]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(home(11)));
    assert_eq!(roll.needs, Some(4), "AG3, +0 for a bouncing ball");
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(11)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn a_kick_bouncing_into_the_kicking_half_is_a_touchback_000_l387() {
    let mut g = set_up();
    // Over (12,2), the last column of the home half, empty; the bounce goes right to (13,2).
    kick(&mut g, (12, 3), 2, 1);
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    assert_eq!(g.decider(), Side::Home);
    assert!(
        g.decision_options()
            .contains(&Decision::GiveBall { player: home(11) })
    );
}

#[test]
fn a_kick_bouncing_off_the_pitch_is_a_touchback_not_a_throw_in_000_l387() {
    let mut g = set_up();
    // Over (3,0), on the near sideline, empty; the bounce goes up, off the pitch.
    kick(&mut g, (3, 1), 2, 1);
    g.d6(&[1, 1]);
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(_)),
        "a touchback, no Throw-in roll: {:#?}",
        g.m.prompt()
    );
    g.decide(Decision::GiveBall { player: home(11) });
    assert_eq!(g.m.state().ball, Ball::Held(home(11)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn quick_snap_comes_before_the_kick_lands_so_a_receiver_may_step_under_it_000_l381_l387_l1006() {
    let mut g = set_up();
    // Over (9,4), empty, next to home #6 on (10,4).
    kick(&mut g, (9, 5), 2, 1);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(9, 4)));
    g.d6(&[4, 5]); // Quick Snap!, while the ball is in the air
    g.decide(Decision::MovePlayer {
        player: home(6),
        to: sq(9, 4),
    });
    g.decide(Decision::Done);
    // Then the ball comes down on #6, who must catch it: no bounce from an empty square.
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(home(6)));
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(6)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Home #6 on (11,2) and the Orc #6 on (13,2), both with Diving Catch, on either side of the
/// line; the kick, aimed at (12,4), scatters one square up onto the empty (12,3), next to both.
fn divers_either_side_of_the_line() -> Game {
    let mut g = Game::set_up(book(), |s| {
        with_skills(Side::Home, 6, &["diving-catch"])(s);
        with_skills(Side::Away, 6, &["diving-catch"])(s);
    });
    g.only(&[(home(6), (11, 2)), (away(6), (13, 2))]);
    kick(&mut g, (12, 4), 2, 1);
    g.d6(&[1, 1]); // Kick-off table 2: Get the Ref
    g
}

/// Diving Catch is for "any pass, kick off or crowd throw-in" (004:L10117-L10119), whoever's
/// player: the Orc in the kicking half may dive too, and two divers get in each other's way
/// (004:L10121-L10123), so the receiver's dive is spoilt and the kick bounces from (12,3).
#[test]
fn a_kicking_diver_spoils_the_receivers_diving_catch_004_l10117_l10123() {
    let mut g = divers_either_side_of_the_line();
    let dive = |g: &mut Game, player| {
        assert!(
            matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(
                &Decision::UseSkill { skill: rules::Skill::DivingCatch, use_it: true })),
            "{:#?}",
            g.m.prompt()
        );
        let _ = player;
        g.decide(Decision::UseSkill {
            skill: rules::Skill::DivingCatch,
            use_it: true,
        })
    };
    // The receiving coach answers first, the kicking coach knowing his answer.
    assert_eq!(g.decider(), Side::Home);
    dive(&mut g, home(6));
    assert_eq!(g.decider(), Side::Away);
    let events = dive(&mut g, away(6));
    assert!(
        text(&events).contains("get in each other's way"),
        "{}",
        text(&events)
    );
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// Alone, the Orc catches the kick "as if it had landed in his own square" (004:L10119-L10120):
/// in the kicking half, so a touchback (000:L387), and the receiving coach gives the ball.
#[test]
fn a_kicking_diver_alone_makes_the_kick_a_touchback_000_l387_004_l10119() {
    let mut g = divers_either_side_of_the_line();
    g.decide(Decision::UseSkill {
        skill: rules::Skill::DivingCatch,
        use_it: false,
    });
    let events = g.decide(Decision::UseSkill {
        skill: rules::Skill::DivingCatch,
        use_it: true,
    });
    assert!(text(&events).contains("touchback"), "{}", text(&events));
    assert!(
        g.decision_options()
            .contains(&Decision::GiveBall { player: home(6) }),
        "{:?}",
        g.decision_options()
    );
}
