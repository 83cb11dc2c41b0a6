//! The Winter Weather table, a league's choice instead of the Weather table (ruleset option
//! `weather-table = "winter"`, 004:L1423-L1426): each result and its effect in play
//! (004:L1457-L1497). Home is the Human quick-start (#3, #5 and #7: AG3 ST3 MA6), away the Orc
//! quick-start (#7: ST3 AV9); away kicks, home receives in the half x 0-12, its End Zone on
//! x = 0.

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, BlockFace, Decision, Die, Input, Match, Side, Weather, WeatherTable,
};

fn winter() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\nweather-table = \"winter\"\n")
        .expect("league file")
}

/// Both teams set up under the Winter table, in `weather`, the away coach about to kick.
fn set_up_in(book: &tables::Rulebook, weather: Weather) -> Game {
    Game::set_up(book, |s| s.weather = Some(weather))
}

#[test]
fn the_winter_table_reads_the_2d6_total_004_l1457_l1497() {
    let read: Vec<Weather> = [2, 3, 4, 10, 11, 12]
        .map(|t| Weather::on(WeatherTable::Winter, t))
        .to_vec();
    assert_eq!(
        read,
        vec![
            Weather::HowlingWinds,
            Weather::Freezing,
            Weather::Brisk,
            Weather::Brisk,
            Weather::HeavySnow,
            Weather::Blizzard
        ]
    );
    assert!(Weather::Brisk.counts_as_nice(), "004:L1479-L1484");
    assert!(!Weather::Freezing.counts_as_nice());
}

/// The league's table is the one rolled before the match: 1 + 1 is Howling Winds, not the
/// standard table's Sweltering Heat, and its roll-off follows: home 2, away 5, the wind
/// blows towards the home End Zone; a tie is rolled again (004:L1460-L1463).
#[test]
fn the_pre_match_weather_roll_uses_the_winter_table_and_rolls_off_for_the_wind_004_l1423_l1460() {
    let book = winter();
    let mut setup = setup();
    setup.weather = None;
    let mut m = Match::new(setup, &book).expect("builds");
    let roll = |m: &mut Match, a: u8, b: u8| {
        m.apply(Input::Dice(rules::DiceRoll::manual(vec![
            Die::D6(a),
            Die::D6(b),
        ])))
        .expect("2D6 asked")
    };
    roll(&mut m, 1, 1);
    assert_eq!(m.state().weather, Weather::HowlingWinds);
    let rules::Prompt::Roll(r) = m.prompt() else {
        panic!("the wind's roll-off: {:?}", m.prompt())
    };
    assert_eq!(r.roll, "Wind direction");
    roll(&mut m, 4, 4);
    assert_eq!(m.state().wind, None, "a tie is rolled again");
    roll(&mut m, 2, 5);
    assert_eq!(m.state().wind, Some(Side::Home));
}

/// The kick aimed at (8,7) is blown two squares down-wind before its scatter: towards the
/// home End Zone (home lost the roll-off 2 to 5), the Throw-in template's 3-4 pointing
/// down-wind: 3 then 4 take it to (6,7); then the scatter, one square up, lands it on (6,6).
/// Without the wind it would land on (8,6); blown the wrong way, on (10,6).
#[test]
fn howling_winds_blow_a_kick_two_squares_down_wind_before_its_scatter_004_l1463_l1472() {
    let mut g = set_up_in(&winter(), Weather::HowlingWinds);
    g.decide(Decision::KickTo { square: sq(8, 7) });
    assert_eq!(
        g.roll_prompt().roll,
        "Wind direction",
        "never rolled: asked now"
    );
    g.d6(&[2, 5]);
    assert_eq!(g.roll_prompt().roll, "Wind");
    g.d6(&[3, 4]);
    assert_eq!(g.roll_prompt().roll, "Kick-off scatter");
    g.dice(&[Die::D8(2), Die::D6(1)]);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(6, 6)));
}

/// The template's two diagonals (1-2 and 5-6) each go one square down-wind and one across,
/// in opposite directions: 1 then 6 is two squares straight down-wind, towards the away End
/// Zone when away loses the roll-off (home 5, away 2): (8,7) to (10,7), then one square down
/// to (10,8).
#[test]
fn the_winds_diagonals_and_a_wind_towards_the_away_end_zone_004_l1463_l1472() {
    let mut g = set_up_in(&winter(), Weather::HowlingWinds);
    g.decide(Decision::KickTo { square: sq(8, 7) });
    g.d6(&[5, 2]);
    assert_eq!(g.m.state().wind, Some(Side::Away));
    g.d6(&[1, 6]);
    g.dice(&[Die::D8(7), Die::D6(1)]);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(10, 8)));
}

/// Aimed at (1,7) with the wind towards the home End Zone, the first square takes it to
/// (0,7) and the second off the end of the pitch: the kick is out, a touchback once the
/// Kick-off table is resolved, with no scatter roll (000:L387).
#[test]
fn a_kick_blown_off_the_pitch_is_a_touchback_004_l1463_000_l387() {
    let mut g = set_up_in(&winter(), Weather::HowlingWinds);
    g.decide(Decision::KickTo { square: sq(1, 7) });
    g.d6(&[2, 5]);
    g.d6(&[3, 3]);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
    g.d6(&[1, 1]);
    assert!(
        g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::GiveBall { .. })),
        "{:?}",
        g.m.prompt()
    );
}

/// Home #5 on (5,7) passes to home #3 on (9,7): a Short Pass, AG3 4+, and -1 for Howling
/// Winds (004:L1458-L1460): 5+, so a 4 is inaccurate (it would be accurate without the
/// wind). The wind, towards the home End Zone, blows it from (9,7) to (7,7) before its three
/// scatters (up, down, up), which end on (7,6), where home #7 stands and must catch it.
#[test]
fn howling_winds_take_one_from_a_pass_and_blow_an_inaccurate_one_004_l1458_l1472() {
    let mut g = Game::set_up(&winter(), |s| s.weather = Some(Weather::Nice));
    g.quiet_kick_off();
    g.edit(rules::Edit::SetWeather {
        weather: Weather::HowlingWinds,
    });
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (home(7), (7, 6))]);
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
            .any(|m| m.name == "Howling Winds" && m.value == -1),
        "{:?}",
        roll.modifiers
    );
    assert_eq!(roll.needs, Some(5));
    g.d6(&[4]);
    if g.decision_options()
        .iter()
        .any(|d| matches!(d, Decision::Reroll(_)))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    assert_eq!(g.roll_prompt().roll, "Wind direction");
    g.d6(&[2, 5]);
    g.d6(&[4, 3]);
    assert_eq!(g.roll_prompt().roll, "Pass scatter");
    g.dice(&[Die::D8(2), Die::D8(7), Die::D8(2)]);
    let catch = g.roll_prompt();
    assert_eq!(
        (catch.roll.as_ref(), catch.player),
        ("Catch", Some(home(7)))
    );
}

/// Freezing: away #7 (AV9) Knocked Down by a block; the Armour roll of 4 + 5 = 9 does not
/// beat AV 9 by itself, but +1 for Freezing makes 10 and breaks it: the Injury roll follows
/// (004:L1473-L1478).
#[test]
fn freezing_adds_one_to_a_knocked_down_players_armour_roll_004_l1473() {
    let mut g = Game::set_up(&winter(), |s| s.weather = Some(Weather::Freezing));
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert!(
        armour
            .modifiers
            .iter()
            .any(|m| m.name.starts_with("Freezing") && m.value == 1),
        "{:?}",
        armour.modifiers
    );
    g.d6(&[4, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// Heavy Snow: home #7 (ST3) blitzing away #7 (ST3) blocks at ST 2, so two dice, the
/// defender's choice; the same block as a Block Action is ST 3 against 3, one die
/// (004:L1485-L1491).
#[test]
fn heavy_snow_takes_one_from_a_blitzers_strength_only_004_l1485() {
    let mut g = Game::set_up(&winter(), |s| s.weather = Some(Weather::HeavySnow));
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    g.decide(Decision::Block { target: away(7) });
    let block = g.roll_prompt();
    assert_eq!((block.roll.as_ref(), block.dice.len()), ("Block", 2));

    let mut g = Game::set_up(&winter(), |s| s.weather = Some(Weather::HeavySnow));
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().dice.len(), 1);
}

/// Changing Weather on the Kick-off table rolls the league's table too, and Brisk counts as
/// Nice: the kick drifts one more square (004:L1479-L1484). The kick over (3,2), the
/// Kick-off table 3 + 4 = 7, Changing Weather 3 + 4 = 7: Brisk, and the breeze is asked.
#[test]
fn changing_weather_to_brisk_drifts_the_kick_as_nice_004_l1479() {
    let mut g = set_up_in(&winter(), Weather::Nice);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[3, 4]);
    g.d6(&[3, 4]);
    assert_eq!(g.m.state().weather, Weather::Brisk);
    assert_eq!(g.roll_prompt().roll, "Gentle breeze");
}
