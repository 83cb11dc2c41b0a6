//! Audit of the 2016 core rules' match flow (core digest §3: set-up, kick-off, turns and
//! halves, scoring, the end of a drive) and the Kick-off and Weather tables (§15.1, §15.2,
//! §15.5): the clauses no other test file plays, each scenario from the rule's text, with dice
//! chosen so the nearest wrong reading fails. Home (Human quick-start) receives and away (Orc
//! quick-start) kicks; the set-up is `common::formation`: home's line #1-#5 on (12,5)-(12,9),
//! #6 (10,4), #7 (10,6), #8 (10,8), #9 (10,10), #10 (7,7), #11 (5,7); away mirrored (x 25-x).
//! Scatter template: 2 is one square up (-y), 4 left (-x), 5 right (+x), 7 down (+y).

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, Decision, Die, DugoutBox, Edit, EventKind, Fame, Input, Place, Reroll,
    RerollSkill, Side, Stance, Weather,
};

/// The away coach kicks to `target`; the kick scatters `d8`, `d6` squares.
fn kick(g: &mut Game, target: (i32, i32), d8: u8, d6: u8) {
    g.decide(Decision::KickTo {
        square: sq(target.0, target.1),
    });
    g.dice(&[Die::D8(d8), Die::D6(d6)]);
}

fn set_up() -> Game {
    Game::set_up(book(), |_| {})
}

// --- 3.2 Set-up (000:L374-L379) ------------------------------------------------------------

/// A team that cannot field 11 sets up all it has (000:L374): with nine players, eight set up
/// is refused and nine is accepted.
#[test]
fn a_team_of_nine_sets_up_all_nine_000_l374() {
    let mut setup = setup();
    setup.away.players.truncate(9);
    let mut g = Game {
        m: rules::Match::new(setup, book()).expect("builds"),
    };
    let squares = formation(Side::Away);
    for (i, square) in squares.iter().take(8).enumerate() {
        g.decide(Decision::Place {
            player: away(u8::try_from(i + 1).expect("small")),
            square: *square,
        });
    }
    let refused = g
        .try_apply(Input::Decide(Decision::EndSetup))
        .expect_err("one of the nine is left out");
    assert!(refused.to_string().contains("set up 9"), "{refused}");
    g.decide(Decision::Place {
        player: away(9),
        square: squares[8],
    });
    g.decide(Decision::EndSetup);
    assert_eq!(g.decider(), Side::Home, "the receivers set up next");
}

/// Two players, fewer than the three the line needs: the coach who carries on puts as many
/// as he can there, both (000:L379). One on the line and one behind it is refused.
#[test]
fn two_players_left_both_go_on_the_line_of_scrimmage_000_l379() {
    let mut setup = setup();
    setup.away.players.truncate(2);
    let mut g = Game {
        m: rules::Match::new(setup, book()).expect("builds"),
    };
    g.decide(Decision::Place {
        player: away(1),
        square: sq(13, 6),
    });
    g.decide(Decision::Place {
        player: away(2),
        square: sq(15, 7),
    });
    let refused = g
        .try_apply(Input::Decide(Decision::EndSetup))
        .expect_err("only one on the line");
    assert!(
        refused.to_string().contains("line of scrimmage"),
        "{refused}"
    );
    g.decide(Decision::Withdraw { player: away(2) });
    g.decide(Decision::Place {
        player: away(2),
        square: sq(13, 7),
    });
    g.decide(Decision::EndSetup);
    assert_eq!(g.decider(), Side::Home);
}

// --- 3.3 The kick-off (000:L381-L387, L975-L987) --------------------------------------------

/// The ball may be placed in the receivers' End Zone (000:L383): (0,7) is home's End Zone.
/// From there one square right, onto (1,7), in the receiving half.
#[test]
fn the_kick_may_be_aimed_into_the_receivers_end_zone_000_l383() {
    let mut g = set_up();
    kick(&mut g, (0, 7), 5, 1);
    assert_eq!(g.m.state().ball, Ball::InAir(sq(1, 7)));
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

/// The kick-off catch is +0 for the kick but the catcher's opposing Tackle Zones count
/// (000:L731): home #1 on the line at (12,5) is next to Orcs on (13,5) and (13,6), so AG 3
/// needs 4 + 2 = 6, not the bare 4 of a kick-off.
#[test]
fn a_kick_caught_in_two_opposing_tackle_zones_needs_6_000_l731() {
    let mut g = set_up();
    kick(&mut g, (12, 6), 2, 1); // onto (12,5)
    g.d6(&[1, 1]); // Get the Ref
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(home(1)));
    assert_eq!(roll.needs, Some(6), "{roll:?}");
}

/// Changing Weather to Pouring Rain is applied at once (000:L1004): the kick, still in the
/// air, is caught with the rain's -1 (000:L1022): home #10 on (7,7), out of Tackle Zones,
/// needs 5, not 4.
#[test]
fn rain_from_changing_weather_takes_1_off_the_kick_catch_000_l1004_l1022() {
    let mut g = set_up();
    kick(&mut g, (7, 8), 2, 1); // onto (7,7)
    g.d6(&[3, 4]); // 7: Changing Weather
    g.d6(&[5, 6]); // 11: Pouring Rain
    assert_eq!(g.m.state().weather, Weather::PouringRain);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(home(10)));
    assert_eq!(roll.needs, Some(5), "{roll:?}");
}

/// A skill may re-roll the kick-off catch though a team re-roll may not (000:L987): home
/// #10 with Catch misses and is offered Catch, not the team re-roll.
#[test]
fn catch_may_re_roll_the_kick_off_catch_but_a_team_re_roll_may_not_000_l987() {
    let mut g = Game::set_up(book(), |s| give(s, Side::Home, 10, "catch"));
    kick(&mut g, (7, 8), 2, 1); // onto (7,7)
    g.d6(&[1, 1]); // Get the Ref
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[2]);
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Catch))),
        "{options:?}"
    );
    assert!(
        !options.contains(&Decision::Reroll(Reroll::Team)),
        "{options:?}"
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Catch)));
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(10)));
}

/// A dropped kick is no turnover: no turn is being played (000:L445, L387). Home #10 misses
/// the catch, the ball bounces down to (7,8), and home's first turn starts whole, its team
/// re-roll unused.
#[test]
fn a_dropped_kick_is_no_turnover_and_the_receivers_turn_starts_whole_000_l387_l445() {
    let mut g = set_up();
    let rerolls = g.m.state().team(Side::Home).rerolls;
    kick(&mut g, (7, 8), 2, 1); // onto (7,7)
    g.d6(&[1, 1]); // Get the Ref
    g.d6(&[1]); // dropped
    g.dice(&[Die::D8(7)]); // bounces to (7,8)
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(7, 8)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
    let turn = g.m.state().turn.clone().expect("home's turn");
    assert!(!turn.team_reroll_used);
    assert_eq!(g.m.state().team(Side::Home).rerolls, rerolls);
    assert_eq!(g.m.state().team(Side::Home).turn, 1);
}

// --- 15.1 Kick-off table (000:L997-L1009) ---------------------------------------------------

/// High Kick moves a receiver under the ball only "as long as the square is unoccupied"
/// (000:L1002): the kick coming down on home #10 offers no move; he must catch it.
#[test]
fn high_kick_moves_nobody_when_the_ball_comes_down_on_a_player_000_l1002() {
    let mut g = set_up();
    kick(&mut g, (7, 8), 2, 1); // onto (7,7), home #10
    g.d6(&[2, 3]); // 5: High Kick
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(home(10)));
}

/// High Kick puts a receiver where the ball will land; a kick landing in the kicking half is
/// a touchback (000:L387, L1002): (12,2) five right is (17,2), so no move is offered, the
/// receivers give the ball to a player.
#[test]
fn high_kick_moves_nobody_under_a_touchback_000_l387_l1002() {
    let mut g = set_up();
    kick(&mut g, (12, 2), 5, 5); // to (17,2), the Orc half
    g.d6(&[2, 3]); // 5: High Kick
    assert_eq!(g.decider(), Side::Home);
    let options = g.decision_options();
    assert!(
        options
            .iter()
            .all(|o| matches!(o, Decision::GiveBall { .. })),
        "{options:?}"
    );
}

/// Quick Snap moves a receiver "into any adjacent empty square" (000:L1006): home #1 on
/// (12,5) may not step onto the Orc on (13,5), but may onto (13,4).
#[test]
fn quick_snap_steps_only_into_an_empty_square_000_l1006() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[4, 5]); // 9: Quick Snap!
    assert!(
        g.try_apply(Input::Decide(Decision::MovePlayer {
            player: home(1),
            to: sq(13, 5),
        }))
        .is_err(),
        "(13,5) holds an Orc"
    );
    g.decide(Decision::MovePlayer {
        player: home(1),
        to: sq(13, 4),
    });
    assert_eq!(g.place_of(home(1)), on(sq(13, 4), Stance::Standing));
}

/// Blitz!: team re-rolls may be used in the free turn, and any turnover ends it at once
/// (000:L1007). Away #10 (MA 5) runs five squares from (18,7) to (14,6) and Goes For It to
/// (14,5) on a 1: the team re-roll is offered; kept, he falls, and the kick comes down
/// straight away, no other Orc acting.
#[test]
fn blitz_team_rerolls_may_be_used_and_a_turnover_ends_the_free_turn_000_l1007() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1); // over (3,2)
    g.d6(&[4, 6]); // 10: Blitz!
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.declare(away(10), ActionKind::Move);
    for (x, y) in [(17, 7), (16, 7), (15, 7), (14, 7), (14, 6)] {
        g.move_to(x, y);
    }
    g.move_to(14, 5);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Team)),
        "the kicking team may use team re-rolls in the Blitz! turn"
    );
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]); // AV 9 holds
    // The turnover ends the free turn: the kick comes down on (3,2) and bounces.
    assert_eq!(g.turn_side(), None, "the bonus turn is over");
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Away).turn, 0);
}

/// The ball comes down after the Blitz! turn, on whoever stands there (000:L387, L1007): a
/// kicking player who ran under it must try to catch it, and it is not a touchback, as it
/// lands in the receiving half. Away #6 runs from (15,4) to (11,1); the kick lands there.
#[test]
fn a_kicker_who_ran_under_the_ball_in_the_blitz_turn_must_catch_it_000_l387_l1007() {
    let mut g = set_up();
    kick(&mut g, (11, 2), 2, 1); // over (11,1)
    g.d6(&[4, 6]); // 10: Blitz!
    g.declare(away(6), ActionKind::Move);
    for (x, y) in [(14, 3), (13, 2), (12, 1), (11, 1)] {
        g.move_to(x, y);
    }
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.player, Some(away(6)));
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(away(6)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Throw a Rock: each coach's D6 adds his FAME, and the higher team's fans throw (000:L1008).
/// Home 3 + FAME 2 = 5 beats away 4 + 0: the rock hits an Orc (a bare D6 would hit a Human).
/// The D16 16 is nobody's number (twelve Orcs): rolled again (000:L983).
#[test]
fn throw_a_rock_adds_fame_and_the_higher_fans_throw_000_l1008_l983() {
    let mut g = Game::set_up(book(), |s| s.fame = Some(Fame { home: 2, away: 0 }));
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[5, 6]); // 11: Throw a Rock
    g.d6(&[3]); // home
    g.d6(&[4]); // away
    assert_eq!(g.roll_prompt().roll, "Random player");
    let again = g.dice(&[Die::D16(16)]);
    assert!(text(&again).contains("roll again"), "{}", text(&again));
    g.dice(&[Die::D16(3)]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury", "no Armour roll");
    assert_eq!(roll.player, Some(away(3)));
}

/// Throw a Rock, a tie: a rock is thrown at each team (000:L1008). Both 4 + FAME 0: a random
/// Orc and a random Human are each hit, with an Injury roll each.
#[test]
fn throw_a_rock_tie_throws_a_rock_at_each_team_000_l1008() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[5, 6]); // 11: Throw a Rock
    g.d6(&[4]);
    g.d6(&[4]);
    let mut hit = Vec::new();
    for _ in 0..2 {
        assert_eq!(g.roll_prompt().roll, "Random player");
        g.dice(&[Die::D16(5)]);
        let roll = g.roll_prompt();
        assert_eq!(roll.roll, "Injury");
        hit.push(roll.player.expect("a player"));
        g.d6(&[1, 2]); // Stunned
    }
    hit.sort_by_key(|id| (id.side == Side::Away, id.number));
    assert_eq!(hit, vec![home(5), away(5)]);
}

/// Pitch Invasion: a Ball & Chain player is KO'd where another would be Stunned (000:L1009).
/// Home's fans roll a 6 for Orc #11 (given Ball & Chain) and for Orc #10.
#[test]
fn pitch_invasion_kos_a_ball_and_chain_player_000_l1009() {
    let mut g = Game::set_up(book(), |s| give(s, Side::Away, 11, "ball-and-chain"));
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[6, 6]); // 12: Pitch Invasion
    assert_eq!(g.roll_prompt().dice.len(), 11);
    g.d6(&[1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 6]);
    g.d6(&[1; 11]);
    assert_eq!(g.place_of(away(11)), Place::KnockedOut);
    assert_eq!(
        g.place_of(away(10)),
        on(formation(Side::Away)[9], Stance::Stunned)
    );
}

// --- 3.4, 3.8 Halves and restarts (000:L798, L812-L816) ------------------------------------

fn end_turns(g: &mut Game, n: usize) {
    for _ in 0..n {
        g.decide(Decision::EndTurn);
    }
}

/// At the start of the second half the team that did not kick off the first half kicks,
/// even when the other team scored the first half's last touchdown (000:L816): away kicked
/// first and scores in its 8th turn, yet home kicks the second half.
#[test]
fn the_first_half_receivers_kick_the_second_half_whoever_scored_last_000_l816() {
    let mut g = Game::new();
    end_turns(&mut g, 15);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.m.state().team(Side::Away).turn, 8);
    g.score_with(away(3));
    assert_eq!(g.m.state().team(Side::Away).score, 1);
    assert_eq!(g.m.state().half, 2);
    assert_eq!(g.m.state().kicking, Side::Home);
    assert_eq!(g.decider(), Side::Home, "the kicking team sets up first");
}

/// KO'd players roll to come back before the second half's kick-off too (000:L812-L814):
/// Orc #2, KO'd in the first half, rolls a 4 at half time and is back in Reserves.
#[test]
fn kod_players_roll_to_return_at_half_time_000_l812_l814() {
    let mut g = Game::new();
    g.edit(Edit::RemovePlayer {
        player: away(2),
        to: DugoutBox::KnockedOut,
    });
    end_turns(&mut g, 16);
    assert_eq!(g.m.state().half, 2);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "KO recovery");
    assert_eq!(roll.player, Some(away(2)));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(2)), Place::Reserves);
}

/// Sweltering Heat keeps a collapsed player out of the next kick-off only (000:L1019): home
/// #1 collapses after the first touchdown, sits out that drive, and may be set up for the
/// kick-off after the next touchdown.
#[test]
fn sweltering_heat_keeps_a_player_out_of_the_next_kick_off_only_000_l1019() {
    let mut g = Game::with(|s| s.weather = Some(Weather::SwelteringHeat));
    g.score_with(home(3));
    let n = g.roll_prompt().dice.len();
    let mut dice = vec![2; n];
    dice[0] = 1; // home #1
    g.d6(&dice);
    g.d6(&vec![2; g.roll_prompt().dice.len()]);
    // Home kicks: set up #2-#12 without #1.
    for (i, square) in formation(Side::Home).into_iter().enumerate() {
        g.decide(Decision::Place {
            player: home(u8::try_from(i + 2).expect("small")),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    for (i, square) in formation(Side::Away).into_iter().enumerate() {
        g.decide(Decision::Place {
            player: away(u8::try_from(i + 1).expect("small")),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    g.quiet_kick_off();
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    // Home scores again: nobody collapses, and #1 may take the field.
    g.score_with(home(3));
    g.d6(&vec![2; g.roll_prompt().dice.len()]);
    g.d6(&vec![2; g.roll_prompt().dice.len()]);
    g.decide(Decision::Place {
        player: home(1),
        square: sq(12, 5),
    });
    assert_eq!(g.place_of(home(1)), on(sq(12, 5), Stance::Standing));
}

// --- 3.7 Scoring (000:L802-L810; FAQ 001:L1158-L1162) ---------------------------------------

/// A carrier pushed into the End Zone and Knocked Down there (Defender Down) does not score:
/// he must stand holding the ball (000:L806; 001:L1160). The Orc carrier on (1,7) is pushed to
/// (0,7), falls and the ball bounces; the away score stays 0 and its marker does not move.
#[test]
fn a_carrier_knocked_down_into_the_end_zone_does_not_score_000_l806_001_l1160() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[rules::BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.m.state().team(Side::Away).score, 0);
    assert_eq!(g.m.state().team(Side::Away).turn, 0);
    assert!(
        matches!(
            g.place_of(away(7)),
            Place::Pitch {
                stance: Stance::Prone | Stance::Stunned,
                ..
            } | Place::KnockedOut
                | Place::Casualty
        ),
        "{:?}",
        g.place_of(away(7))
    );
}

/// A touchdown scored in the opponent's turn ends the drive, and the scoring team kicks the
/// next kick-off (000:L808, L816): the Orc carrier pushed into the End Zone in home's turn
/// makes away the kicking team, setting up first.
#[test]
fn a_touchdown_in_the_opponents_turn_makes_the_scorers_kick_000_l808_l816() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[rules::BlockFace::Pushed]);
    // He scores as he is pushed in: no follow-up is asked (000:L810; FAQ 001:L1168).
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert_eq!(g.m.state().team(Side::Away).score, 1);
    assert_eq!(g.m.state().kicking, Side::Away);
    assert_eq!(g.decider(), Side::Away);
}

// --- 15.2 Weather in play (000:L1019-L1023) -------------------------------------------------

/// Very Sunny is -1 on Passing rolls only (000:L1020): the interception of a pass thrown in
/// the sun carries no Very Sunny modifier.
#[test]
fn very_sunny_is_no_modifier_on_an_interception_000_l1020() {
    let mut g = Game::with(|s| s.weather = Some(Weather::VerySunny));
    g.only(&[(home(5), (5, 7)), (home(3), (9, 7)), (away(7), (7, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Interception");
    assert!(
        roll.modifiers.iter().all(|m| m.name != "Very Sunny"),
        "{:?}",
        roll.modifiers
    );
}

/// Pouring Rain is -1 on all Catch rolls (000:L1022), a hand-off's too: the Black Orc (AG 2)
/// needs 5 + 0 (hand-off +1, rain -1) = 5, not the dry 4.
#[test]
fn pouring_rain_takes_1_off_a_hand_off_catch_000_l1022() {
    let mut g = Game::with(|s| s.weather = Some(Weather::PouringRain));
    g.decide(Decision::EndTurn);
    g.only(&[(away(5), (15, 7)), (away(3), (16, 7))]);
    g.ball(15, 7);
    g.declare(away(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: away(3) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Catch");
    assert_eq!(roll.needs, Some(5), "{roll:?}");
}

/// In a Blizzard only Quick and Short passes may be tried (000:L1023): a Short pass to
/// (11,7), six squares, is thrown; a Long Bomb is refused.
#[test]
fn a_blizzard_allows_a_short_pass_and_refuses_a_long_bomb_000_l1023() {
    let mut g = Game::with(|s| s.weather = Some(Weather::Blizzard));
    g.only(&[(home(5), (5, 7)), (home(3), (11, 7)), (home(4), (18, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    let refused = g
        .try_apply(Input::Decide(Decision::Pass {
            target: sq(18, 7),
            range: None,
        }))
        .expect_err("a Long Bomb in a Blizzard");
    assert!(refused.to_string().contains("000:L1023"), "{refused}");
    g.decide(Decision::Pass {
        target: sq(11, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass");
}

/// No team re-roll for a Catch when the kick comes down, a bounce onto a receiver included
/// (000:L987): home #11 on (5,7) drops the bounce and is offered no team re-roll.
#[test]
fn no_team_re_roll_for_the_catch_of_a_bouncing_kick_000_l987() {
    let mut g = set_up();
    kick(&mut g, (5, 9), 2, 1); // over (5,8), empty
    g.d6(&[1, 1]); // Get the Ref
    g.dice(&[Die::D8(2)]); // bounces up onto home #11
    let roll = g.roll_prompt();
    assert_eq!(roll.player, Some(home(11)));
    assert!(!roll.rerolls.contains(&Reroll::Team), "{roll:?}");
}

/// Under the Bugman's rules a player may re-roll the kick-off catch with "the Catch or Pro
/// skill" (001:L553): home #10 with Pro drops the kick and is offered Pro, not the team
/// re-roll.
#[test]
fn pro_may_re_roll_the_kick_off_catch_001_l553() {
    let mut g = Game::set_up(book(), |s| give(s, Side::Home, 10, "pro"));
    kick(&mut g, (7, 8), 2, 1); // onto (7,7)
    g.d6(&[1, 1]); // Get the Ref
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[2]);
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::Reroll(Reroll::Skill(RerollSkill::Pro))),
        "{options:?}"
    );
    assert!(
        !options.contains(&Decision::Reroll(Reroll::Team)),
        "{options:?}"
    );
}

/// Blitz! with the kick going off the pitch: the free turn first, then the touchback as the
/// ball comes down (000:L387, L975-L979, L1007): (2,1) three squares up is off the pitch.
#[test]
fn blitz_then_a_touchback_when_the_kick_is_off_the_pitch_000_l387_l1007() {
    let mut g = set_up();
    kick(&mut g, (2, 1), 2, 3);
    g.d6(&[4, 6]); // 10: Blitz!
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::GiveBall { player: home(10) });
    assert_eq!(g.m.state().ball, Ball::Held(home(10)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// A player who intercepts standing in the End Zone he scores in, in the other team's turn,
/// holds the ball there and scores at once, his Turn marker moving one space (000:L808-L810).
/// The Orc thrower on (25,3) passes along his own End Zone to (25,11); home #3 on (25,7)
/// intercepts on a 6.
#[test]
fn an_interception_in_the_end_zone_in_the_other_turn_scores_and_moves_the_marker_000_l808() {
    let mut g = Game::new();
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    let home_turn = g.m.state().team(Side::Home).turn;
    g.only(&[(away(5), (25, 3)), (away(7), (25, 11)), (home(3), (25, 7))]);
    g.ball(25, 3);
    g.declare(away(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(25, 11),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(home(3)),
    });
    assert_eq!(g.roll_prompt().roll, "Interception");
    let events = g.d6(&[6]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Touchdown { player: home(3) }),
        "{}",
        text(&events)
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert_eq!(g.m.state().team(Side::Home).turn, home_turn + 1);
}

// --- 3.11 Conceding (000:L820-L822) --------------------------------------------------------

fn ip_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\nillegal-procedure = \"on\"\n")
        .expect("league file")
}

/// A coach concedes at the start of his turn "before moving the Turn marker" (000:L822):
/// where coaches move their own marker (Illegal Procedure on), a concession after it moved is
/// refused and no longer offered; before it, it is accepted.
#[test]
fn no_concession_once_the_turn_marker_has_moved_000_l822() {
    let book = ip_book();
    let mut g = Game::set_up(&book, |_| {});
    g.quiet_kick_off();
    assert!(g.decision_options().contains(&Decision::Concede));
    g.decide(Decision::MoveTurnMarker);
    assert!(!g.decision_options().contains(&Decision::Concede));
    let refused = g
        .try_apply(Input::Decide(Decision::Concede))
        .expect_err("the marker has moved");
    assert!(refused.to_string().contains("000:L822"), "{refused}");
    // The next turn, before the away coach moves his marker.
    g.decide(Decision::EndTurn);
    g.decide(Decision::Concede);
    assert_eq!(g.m.state().conceded, Some(Side::Away));
}

/// The Blitz! free turn is not one of the kicking team's own turns of the Turn track
/// (000:L1007), so it is no start of a turn to concede at (000:L822): not offered, and
/// refused once an Orc has moved in it.
#[test]
fn no_concession_in_the_blitz_free_turn_000_l822_l1007() {
    let mut g = set_up();
    kick(&mut g, (3, 3), 2, 1);
    g.d6(&[4, 6]); // 10: Blitz!
    assert!(!g.decision_options().contains(&Decision::Concede));
    g.declare(away(10), ActionKind::Move);
    g.move_to(17, 7);
    g.decide(Decision::EndAction);
    let refused = g
        .try_apply(Input::Decide(Decision::Concede))
        .expect_err("mid Blitz! turn");
    assert!(refused.to_string().contains("000:L1007"), "{refused}");
    assert_eq!(g.m.state().conceded, None);
}

/// A kick scattered over the line of scrimmage is a touchback kick-off from then on (Kick-Off
/// Return "may not be used for a touchback kick-off", 004:L10326, is decided before the table;
/// FAQ 001:L1192-L1194: any event that takes the ball over the line): scattered to (13,3), in
/// the Orc half, Changing Weather's Nice asks no breeze that could blow it back to (12,3); the
/// touchback is given once the table is resolved (000:L975-L979). Our reading where 000:L1004's
/// "before landing" could be read the other way.
#[test]
fn a_kick_scattered_over_the_line_stays_a_touchback_through_changing_weather_000_l387_001_l1192() {
    let mut g = set_up();
    kick(&mut g, (12, 3), 5, 1); // over (13,3), the Orc half
    g.d6(&[3, 4]); // 7: Changing Weather
    g.d6(&[3, 4]); // 7: Nice
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Gentle breeze"),
        "{:#?}",
        g.m.prompt()
    );
    assert!(
        g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::GiveBall { .. })),
        "{:?}",
        g.decision_options()
    );
}
