//! The Subterranean Stadium Conditions table, a league's choice instead of the Weather table
//! (ruleset option `weather-table = "subterranean"`, 004:L1508-L1514): each result and its
//! effect in play (004:L1521-L1575). Home is the Human quick-start (#3, #5, #7: MA6 ST3 AG3),
//! away the Orc quick-start (#7, #8: ST3 AV9).

use crate::common;

use common::*;
use rules::{ActionKind, BlockFace, Decision, Input, Place, Side, Stance, Weather, WeatherTable};

fn underground() -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            "[ruleset]\nweather-table = \"subterranean\"\n",
        )
        .expect("league file")
}

/// Home to play its first turn under the table, in `weather`, after `change` to the setup.
fn playing_in(weather: Weather, change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::set_up(&underground(), |s| {
        s.weather = Some(weather);
        change(s);
    });
    g.quiet_kick_off();
    g
}

fn moved(g: &mut Game, x: i32, y: i32) -> Result<Vec<rules::Event>, rules::Rejection> {
    g.try_apply(Input::Decide(Decision::Move { to: sq(x, y) }))
}

#[test]
fn the_subterranean_table_reads_the_2d6_total_004_l1521_l1575() {
    let read: Vec<Weather> = [2, 3, 4, 10, 11, 12]
        .map(|t| Weather::on(WeatherTable::Subterranean, t))
        .to_vec();
    assert_eq!(
        read,
        vec![
            Weather::BubblingUpFromBelow,
            Weather::Gloomy,
            Weather::NiceEnough,
            Weather::NiceEnough,
            Weather::ThermalGeysers,
            Weather::SeismicActivity
        ]
    );
    assert!(Weather::NiceEnough.counts_as_nice(), "004:L1542-L1547");
}

/// Bubbling up from Below: home #7, MA 6, has 5 squares, so his 6th is a Go For It; and he
/// may Go For It three times, so his 8th square is allowed and his 9th is not
/// (004:L1525-L1531).
#[test]
fn bubbling_up_takes_a_square_of_ma_and_gives_a_third_go_for_it_004_l1525() {
    let mut g = playing_in(Weather::BubblingUpFromBelow, |_| {});
    g.only(&[(home(7), (3, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 4..=8 {
        moved(&mut g, x, 7).expect("one of his 5 squares");
    }
    moved(&mut g, 9, 7).expect("the 6th square");
    assert_eq!(
        g.roll_prompt().roll,
        "Go For It",
        "MA 5: the 6th is a Go For It"
    );
    g.d6(&[6]);
    moved(&mut g, 10, 7).expect("second Go For It");
    g.d6(&[6]);
    moved(&mut g, 11, 7).expect("the third Go For It is allowed");
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[6]);
    assert!(moved(&mut g, 12, 7).is_err(), "no fourth Go For It");
}

/// Gloomy: his first Go For It fails only on a 1 (2+), his second on 1-2 (3+)
/// (004:L1536-L1541).
#[test]
fn gloomy_makes_the_second_go_for_it_fail_on_one_or_two_004_l1536() {
    let mut g = playing_in(Weather::Gloomy, |_| {});
    g.only(&[(home(7), (3, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 4..=9 {
        moved(&mut g, x, 7).expect("one of his 6 squares");
    }
    moved(&mut g, 10, 7).expect("first Go For It");
    assert_eq!(g.roll_prompt().needs, Some(2));
    g.d6(&[6]);
    moved(&mut g, 11, 7).expect("second Go For It");
    assert_eq!(g.roll_prompt().needs, Some(3));
}

/// With Sprint it is his third that fails on 1-2; his second still needs 2+ (004:L1538-L1540).
#[test]
fn gloomy_with_sprint_makes_the_third_go_for_it_fail_on_one_or_two_004_l1538() {
    let mut g = playing_in(Weather::Gloomy, |s| give(s, Side::Home, 7, "sprint"));
    g.only(&[(home(7), (3, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 4..=9 {
        moved(&mut g, x, 7).expect("one of his 6 squares");
    }
    for (x, needs) in [(10, 2), (11, 2), (12, 3)] {
        moved(&mut g, x, 7).expect("a Go For It");
        assert_eq!(g.roll_prompt().needs, Some(needs), "Go For It to ({x},7)");
        g.d6(&[6]);
    }
}

/// Gloomy: a Long Pass has a further -1 (AG3 4+, Long -1, Gloomy -1: 6+); a Short Pass has
/// none (004:L1533-L1536).
#[test]
fn gloomy_takes_one_more_from_a_long_pass_only_004_l1533() {
    let mut g = playing_in(Weather::Gloomy, |_| {});
    g.only(&[(home(5), (3, 7)), (home(3), (12, 7))]);
    g.ball(3, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(12, 7),
        range: None,
    });
    let roll = g.roll_prompt();
    assert!(
        roll.modifiers
            .iter()
            .any(|m| m.name.contains("Gloomy") && m.value == -2),
        "the Long Pass band with Gloomy's -1 in it, one distance modifier (Perfect Throw \
         takes it whole, 004:L5750-L5762): {:?}",
        roll.modifiers
    );
    assert_eq!(roll.needs, Some(6));

    let mut g = playing_in(Weather::Gloomy, |_| {});
    g.only(&[(home(5), (3, 7)), (home(3), (7, 7))]);
    g.ball(3, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(7, 7),
        range: None,
    });
    // AG 3 4+, Short Pass +0: 4+, Gloomy taking nothing from it.
    let roll = g.roll_prompt();
    assert!(!roll.modifiers.iter().any(|m| m.name.contains("Gloomy")));
    assert_eq!(roll.needs, Some(4));
}

/// Home #7 on (10,7) knocks away #7 (AV9) down from (11,7) to (12,7), no follow-up; Thermal
/// Geysers asks away's D6 before the Armour roll.
fn knocked_down_over_a_geyser(defender_at: (i32, i32), push_to: (i32, i32)) -> Game {
    let mut g = playing_in(Weather::ThermalGeysers, |_| {});
    let attacker = (defender_at.0 - 1, defender_at.1);
    g.only(&[(home(7), attacker), (away(7), defender_at)]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo {
        square: sq(push_to.0, push_to.1),
    });
    g.decide(Decision::FollowUp { follow: false });
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.side, roll.player),
        ("Thermal Geysers", Side::Away, Some(away(7)))
    );
    g
}

/// On a 1 he flies: D8 2 (up) and D3 2 (a D6 of 3), from (12,7) to (12,5), Prone; his
/// armour breaks (5 + 5 = 10 against AV 9) and his Injury roll has +2: 4 + 3 + 2 = 9, KO'd
/// (a Stunned without the +2) (004:L1553-L1562).
#[test]
fn a_geyser_shoots_a_knocked_down_player_d3_squares_with_two_on_his_injury_004_l1553() {
    let mut g = knocked_down_over_a_geyser((11, 7), (12, 7));
    g.d6(&[1]);
    assert_eq!(g.roll_prompt().roll, "Geyser flight");
    g.dice(&[rules::Die::D8(2), rules::Die::D6(3)]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 5), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[5, 5]);
    let injury = g.roll_prompt();
    assert_eq!(injury.roll, "Injury");
    assert!(
        injury.modifiers.iter().any(|m| m.value == 2),
        "{:?}",
        injury.modifiers
    );
    g.d6(&[4, 3]);
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
}

/// Any other D6 and he stays where he fell, his Armour roll next (004:L1553).
#[test]
fn no_geyser_on_two_or_more_004_l1553() {
    let mut g = knocked_down_over_a_geyser((11, 7), (12, 7));
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

/// Landing on a player he goes one more square the same way: 2 up from (12,7) is away #8's
/// (12,5), so he comes down on (12,4) (004:L1557-L1559).
#[test]
fn a_geyser_flier_landing_on_a_player_goes_one_square_further_004_l1557() {
    let mut g = playing_in(Weather::ThermalGeysers, |_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (12, 5))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1]);
    g.dice(&[rules::Die::D8(2), rules::Die::D6(4)]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 4), Stance::Prone));
}

/// Off the pitch: knocked down on (12,1), 2 up is off the near sideline: the crowd's Injury
/// roll, +2, with no Armour roll (004:L1558-L1562, 000:L587).
#[test]
fn a_geyser_flier_off_the_pitch_takes_the_crowds_injury_roll_004_l1558() {
    let mut g = knocked_down_over_a_geyser((11, 1), (12, 1));
    g.d6(&[1]);
    g.dice(&[rules::Die::D8(2), rules::Die::D6(3)]);
    let injury = g.roll_prompt();
    assert_eq!(injury.roll, "Injury", "no Armour roll");
    assert!(injury.modifiers.iter().any(|m| m.value == 2));
}

/// Seismic Activity: the home turn ends; its D6 of 5 with no ST 5 player on the pitch holds
/// the ground (004:L1566-L1569).
#[test]
fn seismic_activity_rolls_as_a_turn_ends_and_holds_below_six_004_l1566() {
    let mut g = playing_in(Weather::SeismicActivity, |_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (15, 7))]);
    g.decide(Decision::EndTurn);
    assert_eq!(g.roll_prompt().roll, "Seismic Activity");
    g.d6(&[5]);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// With away #8 at ST 5 on the pitch the same 5 makes 6: rocks fall. Home rolls 2, away 4:
/// home's random player (D16 7: home #7) is Knocked Down, and the away coach makes his
/// Injury roll, with no Armour roll (004:L1569-L1573).
#[test]
fn seismic_activity_counts_strong_players_and_drops_a_rock_on_the_lower_team_004_l1569() {
    let mut g = playing_in(Weather::SeismicActivity, |s| {
        if let Some(p) = s.away.players.iter_mut().find(|p| p.number == 8) {
            p.st = 5;
        }
    });
    g.only(&[(home(7), (10, 7)), (away(7), (15, 7)), (away(8), (15, 9))]);
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert!(roll.modifiers.iter().any(|m| m.value == 1), "{roll:?}");
    g.d6(&[5]);
    assert_eq!(g.roll_prompt().roll, "Falling rocks");
    g.d6(&[2, 4]);
    assert_eq!(g.roll_prompt().roll, "Random player");
    g.dice(&[rules::Die::D16(7)]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    let injury = g.roll_prompt();
    assert_eq!(
        (injury.roll.as_ref(), injury.side, injury.player),
        ("Injury", Side::Away, Some(home(7)))
    );
}
