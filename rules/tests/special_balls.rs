//! The 2016 league rules' special balls (ruleset option `special-balls`, 004:L2061-L2306).
//! The away team kicks: the Orc quick-start team, or eleven Goblins; its players 1-5 stand on
//! the line of scrimmage, 6-11 behind it and out of the wide zones (`common::formation`).

use crate::common;

use common::special_balls::{balls_book, eleven_kick};
use common::*;
use rules::special_ball::SpecialBall;
use rules::{
    ActionKind, Ball, Decision, DecisionKind, Die, Event, InducementSpec, Match, Place, Reroll,
    SetupSpec, Side, TeamSpec,
};

/// Both teams set up, the Orcs kicking, with special balls on.
fn orcs_kick(book: &tables::Rulebook) -> Game {
    Game::set_up(book, |_| {})
}

/// Both teams set up, eleven Goblins (away) kicking to the Human quick-start team.
fn goblins_kick(book: &tables::Rulebook) -> Game {
    eleven_kick(book, "goblin", "Goblin")
}

fn declare(g: &mut Game, ball: SpecialBall, kicker: rules::PlayerId) -> Vec<Event> {
    g.decide(Decision::SpecialBall { ball, kicker })
}

/// Kicks to (3,3), D8 2 and D6 1 of scatter: the ball will come down on an empty square.
fn kick(g: &mut Game) {
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
}

fn said(events: &[Event], words: &str) -> bool {
    events.iter().any(|e| e.text.contains(words))
}

#[test]
fn special_balls_off_asks_nothing_and_the_kick_is_aimed_004_l2061() {
    let g = orcs_kick(book());
    assert_eq!(g.prompt_kind(), Some(DecisionKind::KickOff));
}

#[test]
fn the_kicking_coach_declares_a_ball_of_his_race_or_the_extra_spiky_ball_004_l2142() {
    let book = balls_book();
    let g = eleven_kick(&book, "orc", "Lineman");
    assert_eq!(g.prompt_kind(), Some(DecisionKind::SpecialBall));
    assert_eq!(g.decider(), Side::Away);
    let options = g.decision_options();
    for ball in [SpecialBall::ExtraSpikyBall, SpecialBall::LimpinSquig] {
        assert!(options.contains(&Decision::SpecialBall {
            ball,
            kicker: away(7)
        }));
    }
    for ball in [SpecialBall::ShadySpecial, SpecialBall::MasterHewnBall] {
        assert!(
            !options
                .iter()
                .any(|d| matches!(d, Decision::SpecialBall { ball: b, .. } if *b == ball)),
            "{ball:?} is no Orc ball"
        );
    }
    assert!(options.contains(&Decision::Done), "a normal ball");
}

#[test]
fn the_kicker_is_not_on_the_line_of_scrimmage_004_l2151() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    assert!(!g.decision_options().contains(&Decision::SpecialBall {
        ball: SpecialBall::ExtraSpikyBall,
        kicker: away(1),
    }));
    let e = g
        .try_apply(rules::Input::Decide(Decision::SpecialBall {
            ball: SpecialBall::ExtraSpikyBall,
            kicker: away(1),
        }))
        .expect_err("away #1 is on the line of scrimmage");
    assert!(e.to_string().contains("004:L2149-L2151"), "{e}");
}

#[test]
fn a_double_on_the_kick_off_table_sends_the_kicker_off_before_the_result_004_l2153() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    // 3+3: Cheering Fans, a double.
    let events = g.d6(&[3, 3]);
    assert_eq!(g.place_of(away(7)), Place::SentOff, "{}", text(&events));
    assert_eq!(
        g.roll_prompt().roll,
        "Cheering Fans",
        "the result is resolved after the call"
    );
    assert!(
        g.turnover().is_none() && g.turn_side().is_none(),
        "no turnover"
    );
    assert_eq!(
        g.m.state().drive.special_ball.map(|b| b.ball),
        Some(SpecialBall::ExtraSpikyBall),
        "the special ball stays in play (004:L2157-L2158)"
    );
}

#[test]
fn the_same_total_without_a_double_sends_nobody_off_004_l2153() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    // 2+4: Cheering Fans too, no double.
    g.d6(&[2, 4]);
    assert!(matches!(g.place_of(away(7)), Place::Pitch { .. }));
    assert_eq!(g.roll_prompt().roll, "Cheering Fans");
}

#[test]
fn a_double_with_a_normal_ball_sends_nobody_off_004_l2142() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    g.decide(Decision::Done);
    kick(&mut g);
    g.d6(&[3, 3]);
    assert!(matches!(g.place_of(away(7)), Place::Pitch { .. }));
}

#[test]
fn shady_special_kicker_is_never_sent_off_on_a_double_004_l2269() {
    let book = balls_book();
    let mut g = goblins_kick(&book);
    declare(&mut g, SpecialBall::ShadySpecial, away(7));
    kick(&mut g);
    let events = g.d6(&[3, 3]);
    assert!(
        matches!(g.place_of(away(7)), Place::Pitch { .. }),
        "{}",
        text(&events)
    );
    assert!(said(&events, "004:L2269-L2271"), "{}", text(&events));
}

#[test]
fn every_ball_is_ruled_and_none_is_declared_to_apply_by_hand_004_l2061() {
    assert!(
        SpecialBall::ALL
            .iter()
            .all(|b| b.ruled() == rules::Ruled::Yes)
    );
    let book = balls_book();
    let mut g = goblins_kick(&book);
    let events = declare(&mut g, SpecialBall::SnotlingBallSuit, away(7));
    assert!(
        said(&events, "declares the Snotling Ball-Suit"),
        "{}",
        text(&events)
    );
    assert!(!said(&events, "by hand"), "{}", text(&events));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::KickOff));
}

#[test]
fn extra_spiky_ball_kicked_off_does_not_bounce_on_an_empty_square_004_l2166() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    // 2+3: High Kick; nobody moves under the ball.
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    assert!(
        matches!(g.m.state().ball, Ball::OnGround(_)),
        "{:?}",
        g.m.state().ball
    );
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "no Bounce roll: the receiving team plays"
    );
}

#[test]
fn a_normal_ball_kicked_off_bounces_on_an_empty_square_000_l387() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    g.decide(Decision::Done);
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// The Orcs kick the Extra Spiky Ball; home's turn, home #3 on (4,7) next to the ball on
/// (5,7), away #7 on (6,7) with his Tackle Zone on it: a pick-up needs 4+ (AG 3: 3+, +1, −1).
fn spiky_pick_up() -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = orcs_kick(book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(8));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.only(&[(home(3), (4, 7)), (away(7), (6, 7)), (away(8), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(5, 7);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g
}

#[test]
fn extra_spiky_ball_a_natural_1_pick_up_after_the_re_roll_stabs_004_l2169() {
    let mut g = spiky_pick_up();
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    let events = g.d6(&[1]);
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour", "{}", text(&events));
    assert_eq!(armour.player, Some(home(3)));
    assert!(armour.modifiers.is_empty(), "a Stab's roll is unmodified");
}

#[test]
fn extra_spiky_ball_a_2_failed_by_its_modifier_does_not_stab_004_l2169() {
    let mut g = spiky_pick_up();
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn extra_spiky_ball_a_1_re_rolled_to_a_pass_does_not_stab_004_l2169() {
    let mut g = spiky_pick_up();
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Armour"),
        "after re-rolls"
    );
}

#[test]
fn shady_special_is_thrown_at_minus_2_004_l2265() {
    let book = balls_book();
    let mut g = goblins_kick(&book);
    declare(&mut g, SpecialBall::ShadySpecial, away(7));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    // The Shady Special bounces as any ball does.
    g.dice(&[Die::D8(7)]);
    g.only(&[(home(5), (5, 7)), (home(3), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(7, 7),
        range: None,
    });
    let pass = g.roll_prompt();
    assert_eq!(pass.roll, "Pass");
    // AG 3: 4+; a Quick Pass +1; the Shady Special −2.
    assert_eq!(pass.needs, Some(5), "{:?}", pass.modifiers);
    assert!(pass.modifiers.iter().any(|m| m.value == -2));
}

/// The Goblins kicked the Shady Special in the first drive; Home scored, kicked a normal ball
/// back, and the Goblins scored: they kick again, and declare the Extra Spiky Ball, kicked by
/// away #7. The kick-off is resolved (High Kick, nobody moves), the ball stays where it lands.
fn goblins_second_ball() -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = goblins_kick(book);
    declare(&mut g, SpecialBall::ShadySpecial, away(7));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    g.score_with(home(3));
    g.set_up_both();
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Done);
    g.quiet_kick_off();
    g.score_with(away(9));
    g.set_up_both();
    assert!(
        !g.decision_options().iter().any(|d| matches!(
            d,
            Decision::SpecialBall {
                ball: SpecialBall::ShadySpecial,
                ..
            }
        )),
        "each ball once a match (004:L2233-L2234)"
    );
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g
}

#[test]
fn goblins_second_special_ball_a_d6_of_2_after_the_kick_off_sends_the_kicker_off_004_l2252() {
    let mut g = goblins_second_ball();
    assert_eq!(g.roll_prompt().roll, "Special ball kicker");
    assert_eq!(g.turn_side(), None, "before the receiving team's turn");
    g.d6(&[2]);
    assert_eq!(g.place_of(away(7)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn goblins_second_special_ball_a_d6_of_3_keeps_the_kicker_on_004_l2252() {
    let mut g = goblins_second_ball();
    g.d6(&[3]);
    assert!(matches!(g.place_of(away(7)), Place::Pitch { .. }));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn goblins_first_special_ball_has_no_d6_after_the_kick_off_004_l2251() {
    let book = balls_book();
    let mut g = goblins_kick(&book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn a_team_of_another_race_has_one_special_ball_a_match_004_l2142() {
    let book = balls_book();
    let mut g = orcs_kick(&book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.score_with(home(3));
    g.set_up_both();
    g.decide(Decision::Done);
    g.quiet_kick_off();
    g.score_with(away(9));
    g.set_up_both();
    assert_eq!(
        g.prompt_kind(),
        Some(DecisionKind::KickOff),
        "no ball left: nothing asked"
    );
}

#[test]
fn with_a_special_ball_only_the_nominated_kicker_s_kick_skill_halves_the_scatter_004_l2151() {
    let book = balls_book();
    let mut g = Game::set_up(&book, with_skills(Side::Away, 8, &["kick"]));
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g);
    assert_eq!(
        g.roll_prompt().roll,
        "Kick-off table",
        "away #8 does not kick"
    );
    let mut g = Game::set_up(&book, with_skills(Side::Away, 8, &["kick"]));
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(8));
    kick(&mut g);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::HalveKick));
}

/// Eleven Dwarf Blockers kick the Master-Hewn Ball, kicked by away #7.
fn dwarfs_kick_master_hewn(book: &tables::Rulebook) -> Game {
    let mut g = eleven_kick(book, "dwarf", "Blocker");
    declare(&mut g, SpecialBall::MasterHewnBall, away(7));
    g
}

#[test]
fn master_hewn_ball_kicked_off_scatters_a_d3_004_l2105() {
    let book = balls_book();
    let mut g = dwarfs_kick_master_hewn(&book);
    g.decide(Decision::KickTo { square: sq(3, 7) });
    // D8 2 is one square towards y = 0; the D6's 6 is a D3 of 3.
    g.dice(&[Die::D8(2), Die::D6(6)]);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(3, 4)));
}

#[test]
fn master_hewn_ball_is_not_drifted_by_changing_weather_s_gust_004_l2106() {
    let book = balls_book();
    let mut g = dwarfs_kick_master_hewn(&book);
    kick(&mut g);
    // 3+4: Changing Weather; the Weather table's 3+4: Nice.
    g.d6(&[3, 4]);
    g.d6(&[3, 4]);
    assert_eq!(g.m.state().weather, rules::Weather::Nice);
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "no Gentle breeze roll, and no bounce on the empty square (004:L2112)"
    );
}

#[test]
fn a_normal_ball_is_drifted_by_changing_weather_s_gust_000_l1004() {
    let book = balls_book();
    let mut g = eleven_kick(&book, "dwarf", "Blocker");
    g.decide(Decision::Done);
    kick(&mut g);
    g.d6(&[3, 4]);
    g.d6(&[3, 4]);
    assert_eq!(g.roll_prompt().roll, "Gentle breeze");
}

/// The Dwarfs' Master-Hewn Ball is on the floor after the kick-off; home #5 (a Thrower, AG 3)
/// holds it on (5,7) alone with home #3, and declares a Pass.
fn passing_master_hewn() -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = dwarfs_kick_master_hewn(book);
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.only(&[(home(5), (5, 7)), (home(3), (13, 7))]);
    g.edit(rules::Edit::MoveBall {
        from: match g.m.state().ball {
            Ball::OnGround(s) => s,
            other => panic!("the ball is {other:?}"),
        },
        to: sq(5, 7),
    });
    g.declare(home(5), ActionKind::Pass);
    g
}

#[test]
fn master_hewn_ball_long_pass_takes_minus_1_more_004_l2110() {
    let mut g = passing_master_hewn();
    g.decide(Decision::Pass {
        target: sq(13, 7),
        range: None,
    });
    let pass = g.roll_prompt();
    // AG 3: 4+; a Long Pass −1; the Master-Hewn Ball −1.
    assert_eq!(pass.needs, Some(6), "{:?}", pass.modifiers);
}

#[test]
fn master_hewn_ball_may_not_be_thrown_as_a_long_bomb_004_l2108() {
    let mut g = passing_master_hewn();
    let e = g
        .try_apply(rules::Input::Decide(Decision::Pass {
            target: sq(17, 7),
            range: None,
        }))
        .expect_err("a Long Bomb");
    assert!(e.to_string().contains("004:L2108-L2109"), "{e}");
}

/// The Dwarfs kick the Master-Hewn Ball to (3,3); D8 2 and a D6 of 1 (a D3 of 1) bring it down
/// on (3,2), where home #7 (a Lineman, AV 8) lies Prone; 2+3 on the Kick-off table is a High
/// Kick, with no empty square for anybody to move under it.
fn master_hewn_onto_the_fallen() -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = dwarfs_kick_master_hewn(book);
    g.edit(rules::Edit::PlacePlayer {
        player: home(7),
        square: sq(3, 2),
        stance: rules::Stance::Prone,
    });
    kick(&mut g);
    g.d6(&[2, 3]);
    g
}

#[test]
fn master_hewn_ball_on_a_prone_player_armour_roll_then_bounce_004_l2113() {
    let mut g = master_hewn_onto_the_fallen();
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour", "before any bounce");
    assert_eq!(armour.player, Some(home(7)));
    // 4+4 = 8 does not beat AV 8: he stays, and the ball bounces from his square.
    g.d6(&[4, 4]);
    assert_eq!(g.place_of(home(7)), on(sq(3, 2), rules::Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn master_hewn_ball_on_a_prone_player_stunned_still_bounces_004_l2114() {
    let mut g = master_hewn_onto_the_fallen();
    // 5+4 = 9 beats AV 8; 3+3 on the Injury table: Stunned, still on the pitch.
    g.d6(&[5, 4]);
    g.d6(&[3, 3]);
    assert_eq!(g.place_of(home(7)), on(sq(3, 2), rules::Stance::Stunned));
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn master_hewn_ball_no_bounce_when_the_player_is_removed_004_l2115() {
    let mut g = master_hewn_onto_the_fallen();
    // 5+4 = 9 beats AV 8; 4+4 on the Injury table: KO'd, removed from play.
    let events = g.d6(&[5, 4]);
    let events = [events, g.d6(&[4, 4])].concat();
    assert!(
        g.m.state()
            .player(home(7))
            .and_then(|p| p.square())
            .is_none(),
        "{}",
        text(&events)
    );
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(3, 2)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "no Bounce roll: the receiving team plays"
    );
}

#[test]
fn a_normal_ball_on_a_prone_player_bounces_with_no_armour_roll_000_l736() {
    let book = balls_book();
    let mut g = eleven_kick(&book, "dwarf", "Blocker");
    g.decide(Decision::Done);
    g.edit(rules::Edit::PlacePlayer {
        player: home(7),
        square: sq(3, 2),
        stance: rules::Stance::Prone,
    });
    kick(&mut g);
    g.d6(&[2, 3]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// The Master-Hewn Ball on the floor after the kick-off; home #5 (a Thrower) holds it on (5,7)
/// and home #7 (a Lineman, ST 3, AG 3) stands on (7,7), alone on the pitch but for away #7 far
/// off. Home #5 passes to him, accurately (a 6), and home #7 fails the catch with a 1, keeping
/// it.
fn master_hewn_catch_failed(hand_off: bool) -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = dwarfs_kick_master_hewn(book);
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    let target = if hand_off { (6, 7) } else { (7, 7) };
    g.only(&[(home(5), (5, 7)), (home(7), target), (away(7), (20, 7))]);
    g.edit(rules::Edit::MoveBall {
        from: match g.m.state().ball {
            Ball::OnGround(s) => s,
            other => panic!("the ball is {other:?}"),
        },
        to: sq(5, 7),
    });
    if hand_off {
        g.declare(home(5), ActionKind::HandOff);
        g.decide(Decision::HandOff { target: home(7) });
    } else {
        g.declare(home(5), ActionKind::Pass);
        g.decide(Decision::Pass {
            target: sq(7, 7),
            range: None,
        });
        g.d6(&[6]);
    }
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    g
}

#[test]
fn master_hewn_ball_failed_catcher_rolls_after_the_bounce_st_or_more_knocked_down_004_l2116() {
    let mut g = master_hewn_catch_failed(false);
    assert_eq!(
        g.roll_prompt().roll,
        "Bounce",
        "the D6 comes after the bounce"
    );
    // D8 2: one square towards y = 0, an empty square, where it stays (000:L738).
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(7, 6)));
    let d6 = g.roll_prompt();
    assert_eq!(d6.roll, "Master-Hewn Ball");
    assert_eq!(d6.player, Some(home(7)));
    // A 3, equal to his ST 3: Knocked Down; he is of the moving team, a turnover (000:L443).
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(7, 7), rules::Stance::Prone));
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Armour");
}

#[test]
fn master_hewn_ball_failed_catcher_below_his_st_keeps_his_feet_004_l2117() {
    let mut g = master_hewn_catch_failed(false);
    g.dice(&[Die::D8(2)]);
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(7, 7), rules::Stance::Standing));
}

#[test]
fn master_hewn_ball_handed_off_and_dropped_is_no_thrown_ball_004_l2116() {
    let mut g = master_hewn_catch_failed(true);
    g.dice(&[Die::D8(2)]);
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Master-Hewn Ball"),
        "{:?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(home(7)), on(sq(6, 7), rules::Stance::Standing));
}

/// Eleven Skaven Linemen kick the Warpstone Brazier (away #8 kicking); home's turn, home #3 (a
/// Catcher) on (4,7) next to the ball on (5,7), away #7 on
/// (6,7) with his Tackle Zone on it: a pick-up needs 4+. He rolls a 1 and the team re-roll a 1.
fn warpstone_pick_up_fails() -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = eleven_kick(book, "skaven", "Lineman");
    declare(&mut g, SpecialBall::WarpstoneBrazier, away(8));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    g.only(&[(home(3), (4, 7)), (away(7), (6, 7)), (away(8), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(5, 7);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[1]);
    g
}

fn profile(g: &Game, id: rules::PlayerId) -> (u8, u8) {
    let p = g.m.state().player(id).expect("player");
    (p.profile.ma, p.profile.av)
}

fn has_skill(g: &Game, id: rules::PlayerId, skill: rules::Skill) -> bool {
    g.m.state().player(id).is_some_and(|p| p.has(skill))
}

#[test]
fn warpstone_brazier_a_natural_1_pick_up_rolls_a_mutation_before_the_bounce_004_l2065() {
    let mut g = warpstone_pick_up_fails();
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Warpstone Brazier");
    assert_eq!(roll.player, Some(home(3)));
    // 2: Temporal Instability, No Hands.
    g.d6(&[2]);
    assert!(has_skill(&g, home(3), rules::Skill::NoHands));
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn warpstone_brazier_a_2_failed_by_its_modifier_mutates_nobody_004_l2066() {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = eleven_kick(book, "skaven", "Lineman");
    declare(&mut g, SpecialBall::WarpstoneBrazier, away(8));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    g.only(&[(home(3), (4, 7)), (away(7), (6, 7)), (away(8), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(5, 7);
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn warpstone_brazier_massively_obese_until_the_drive_ends_004_l2087() {
    let mut g = warpstone_pick_up_fails();
    let (ma, av) = profile(&g, home(3));
    assert!(ma >= 3, "MA {ma}");
    g.d6(&[4]);
    assert_eq!(profile(&g, home(3)), (ma - 2, av), "MA −2");
    assert!(has_skill(&g, home(3), rules::Skill::ThickSkull));
    // The ball bounces (D8 7) and stays; the Skaven score: the drive is over.
    g.dice(&[Die::D8(7)]);
    g.score_with(away(7));
    assert_eq!(
        profile(&g, home(3)),
        (ma, av),
        "taken back as the drive ends"
    );
    assert!(!has_skill(&g, home(3), rules::Skill::ThickSkull));
}

#[test]
fn warpstone_brazier_a_new_mutation_takes_the_last_one_s_place_004_l2070() {
    let mut g = warpstone_pick_up_fails();
    let (ma, av) = profile(&g, home(3));
    // 6: Thorny Carapace, AV +1 (AV below 10).
    assert!(av < 10);
    g.d6(&[6]);
    assert_eq!(profile(&g, home(3)), (ma, av + 1));
    // The ball bounces (D8 7) to (5,8); the turnover ends home's turn, away ends its own.
    g.dice(&[Die::D8(7)]);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.only(&[(home(3), (4, 7)), (away(7), (6, 7)), (away(8), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(5, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[1]);
    // 5: Leprous Flesh, Foul Appearance; the carapace is gone.
    g.d6(&[5]);
    assert_eq!(profile(&g, home(3)), (ma, av));
    assert!(has_skill(&g, home(3), rules::Skill::FoulAppearance));
}

#[test]
fn warpstone_brazier_spontaneous_combustion_knocked_down_plus_1_armour_one_bounce_004_l2073() {
    let mut g = warpstone_pick_up_fails();
    let (_, av) = profile(&g, home(3));
    g.d6(&[1]);
    assert!(matches!(
        g.place_of(home(3)),
        rules::Place::Pitch {
            stance: rules::Stance::Prone,
            ..
        }
    ));
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert!(armour.modifiers.iter().any(|m| m.value == 1), "{armour:?}");
    // Dice totalling his AV: only the +1 beats it, and an Injury roll follows.
    let (a, b) = (av / 2, av - av / 2);
    g.d6(&[a, b]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    // 3+3: Stunned. Then the one bounce, and the Skaven turn.
    g.d6(&[3, 3]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Away), "{:?}", g.m.prompt());
}

/// Eleven Orc Linemen kick the Limpin' Squig (away #8 kicking); it comes down, bounces (D8 7)
/// and home plays its turn with home #7 (a Lineman) on (10,3) and away #7 far off on (20,7).
fn squig_in_play() -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = eleven_kick(book, "orc", "Lineman");
    declare(&mut g, SpecialBall::LimpinSquig, away(8));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.only(&[(home(7), (10, 3)), (away(7), (20, 7))]);
    g
}

/// Keeps a failed roll when a re-roll is offered.
fn keep_if_asked(g: &mut Game) {
    if g.prompt_kind() == Some(DecisionKind::Reroll) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

#[test]
fn limpin_squig_on_the_floor_hops_3_times_as_the_turn_ends_004_l2181() {
    let mut g = squig_in_play();
    g.ball(10, 7);
    g.decide(Decision::EndTurn);
    // D8 2 is one square towards y = 0: (10,6), (10,5), (10,4), all empty.
    for hop in 1..=3 {
        assert_eq!(g.roll_prompt().roll, "Bounce", "hop {hop}");
        assert_eq!(
            g.turn_side(),
            Some(Side::Home),
            "hop {hop} is home's turn's end"
        );
        g.dice(&[Die::D8(2)]);
    }
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 4)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "three hops, then the next turn"
    );
}

#[test]
fn limpin_squig_hopping_onto_a_player_who_fails_the_catch_bounces_once_and_stops_004_l2184() {
    let mut g = squig_in_play();
    g.ball(10, 4);
    g.decide(Decision::EndTurn);
    // Hop 1 onto home #7 on (10,3); his catch fails with a 1.
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    keep_if_asked(&mut g);
    // It bounces once (D8 5: one square towards x + 1, (11,3)), then stops.
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 3)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "no more hops: {:?}",
        g.m.prompt()
    );
}

#[test]
fn limpin_squig_carried_at_a_turn_s_start_a_1_breaks_free_no_turnover_004_l2178() {
    let mut g = squig_in_play();
    g.ball(10, 3);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    // Carried as home's turn ends: no hops. Away's turn starts: home's coach rolls.
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Limpin' Squig");
    assert_eq!(roll.side, Side::Home, "the carrier's coach");
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.d6(&[1]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 2)));
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(g.turnover().is_none(), "no turnover (004:L2180)");
}

#[test]
fn limpin_squig_carried_at_a_turn_s_start_a_2_stays_held_004_l2178() {
    let mut g = squig_in_play();
    g.ball(10, 3);
    g.decide(Decision::EndTurn);
    g.d6(&[2]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

/// Rogue Ball (004:L1339-L1351) brings a second, normal ball (004:L2130-L2134). Home picks up
/// that second ball, which the engine then handles as the ball; the replica D6 of 2 bursts the
/// ball he holds, the normal one: the Extra Spiky Ball on the ground is the real ball and still
/// special (the engine marked it burst, as if the kicked ball were always the one handled).
#[test]
fn a_rogue_second_ball_bursting_leaves_the_special_ball_special_004_l2130() {
    let book = book()
        .with_file(
            "league.toml",
            "[ruleset]\nspecial-balls = \"on\"\nkickoff-table = \"blitzmania\"\n",
        )
        .expect("league file");
    let mut g = orcs_kick(&book);
    declare(&mut g, SpecialBall::ExtraSpikyBall, away(7));
    kick(&mut g); // over (3,2)
    g.d6(&[2, 3]); // Rogue Ball (004:L1339): the second ball placed, over (4,4)
    g.decide(Decision::KickTo { square: sq(4, 5) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    // The Extra Spiky Ball comes down on (3,2) and sticks; the second ball, a normal one, comes
    // down on (4,4) and bounces up to (4,3).
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(3, 2)));
    assert_eq!(g.m.state().second_ball(), Some(Ball::OnGround(sq(4, 3))));
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.declare(home(11), ActionKind::Move);
    for (x, y) in [(5, 6), (5, 5), (5, 4), (4, 3)] {
        g.move_to(x, y);
    }
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[6]);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    assert_eq!(g.roll_prompt().roll, "Replica ball");
    g.d6(&[2]); // 1-3: the ball home #11 holds bursts
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(3, 2)));
    assert_eq!(g.m.state().second_ball(), None);
    assert_eq!(
        g.m.state().drive.special_ball.map(|b| (b.ball, b.gone)),
        Some((SpecialBall::ExtraSpikyBall, false)),
        "the real ball is the kicked one, still the Extra Spiky Ball"
    );
}

/// Home #3 (given Bone-head) stands on (8,7) without his Tackle Zones after a failed Bone-head
/// roll (001:L756-L758); home #5 on (5,7) throws him the Master-Hewn Ball, accurately. He
/// cannot catch it and it bounces: no Armour roll, which the ball gives only a Prone or Stunned
/// player it lands on (004:L2113-L2115).
#[test]
fn master_hewn_ball_on_a_standing_player_without_tackle_zones_just_bounces_004_l2113() {
    let book = balls_book();
    let spec = SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: eleven_of("dwarf", "Blocker", 1_000_000, InducementSpec::default()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    };
    let mut setup = spec.build(&book).expect("the teams build");
    with_skills(Side::Home, 3, &["bone-head"])(&mut setup);
    let mut g = Game {
        m: Match::new(setup, &book).expect("match builds"),
    };
    g.set_up_both();
    declare(&mut g, SpecialBall::MasterHewnBall, away(7));
    kick(&mut g);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.only(&[(home(5), (5, 7)), (home(3), (8, 7))]);
    g.edit(rules::Edit::MoveBall {
        from: match g.m.state().ball {
            Ball::OnGround(s) => s,
            other => panic!("the ball is {other:?}"),
        },
        to: sq(5, 7),
    });
    g.declare(home(3), ActionKind::Move);
    g.d6(&[1]); // Bone-head: he stands there, his Tackle Zones lost
    if matches!(g.m.prompt(), rules::Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
    let standing = g.m.state().player(home(3)).expect("him");
    assert!(standing.is_standing() && !standing.has_tackle_zones());
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]); // accurate
    if matches!(g.m.prompt(), rules::Prompt::Decision(d) if d.options.contains(&Decision::Reroll(Reroll::Keep)))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
    assert_eq!(g.roll_prompt().roll, "Bounce", "no Armour roll first");
}
