//! The Blitzmania Kick-off table, a ruleset option (004:L1295-L1422): every result but
//! Changing Weather, which is the standard table's (tests in kickoff.rs). Home (Humans)
//! receives, away (Orcs) kicks; the kick is aimed at (3,3) and drifts one square to (3,2),
//! an empty square, so once the result is resolved it bounces (000:L387): [`kick_bounces`].

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, BlockFace, Decision, Die, EventKind, Fame, Input, MatchSetup, Place, Prompt,
    Reroll, Side, Stance, Weather,
};

fn blitzmania() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\nkickoff-table = \"blitzmania\"\n")
        .expect("league file")
}

/// Both teams set up; `before` runs at the kick prompt (referee edits); the away coach kicks at
/// `target` with a one-square scatter up, and the Blitzmania table reads `a + b`.
fn kick_off(
    book: &tables::Rulebook,
    change: impl FnOnce(&mut MatchSetup),
    before: impl FnOnce(&mut Game),
    target: (i32, i32),
    a: u8,
    b: u8,
) -> (Game, Vec<rules::Event>) {
    let mut g = Game::set_up(book, change);
    before(&mut g);
    g.decide(Decision::KickTo {
        square: sq(target.0, target.1),
    });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    let events = g.d6(&[a, b]);
    (g, events)
}

fn simple(a: u8, b: u8) -> (Game, Vec<rules::Event>) {
    kick_off(&blitzmania(), |_| {}, |_| {}, (3, 3), a, b)
}

/// The kick comes down on (3,2), empty, and bounces down to (3,3), empty: it stays there
/// (000:L387, L738).
fn kick_bounces(g: &mut Game) {
    assert_eq!(
        g.roll_prompt().roll,
        "Bounce",
        "the kick bounces from (3,2)"
    );
    g.dice(&[Die::D8(7)]);
    assert!(both_balls(g).contains(&Ball::OnGround(sq(3, 3))));
}

fn end_action_if_open(g: &mut Game) {
    if g.decision_options().contains(&Decision::EndAction) {
        g.decide(Decision::EndAction);
    }
}

fn both_balls(g: &Game) -> Vec<Ball> {
    let s = g.m.state();
    let mut balls = vec![s.ball];
    balls.extend(s.second_ball());
    balls
}

#[test]
fn wheres_the_ref_allows_many_fouls_and_no_sending_off_004_l1311_l1318() {
    let (mut g, events) = simple(1, 1);
    assert!(
        text(&events).contains("Where's the Ref"),
        "{}",
        text(&events)
    );
    kick_bounces(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.only(&[
        (home(7), (9, 7)),
        (away(3), (10, 7)),
        (home(8), (9, 10)),
        (away(4), (10, 10)),
    ]);
    g.stance(away(3), Stance::Prone);
    g.stance(away(4), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    // A double that does not beat AV 9: the fouler would be sent off with a referee.
    let events = g.d6(&[4, 4]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::SentOff { .. })),
        "{}",
        text(&events)
    );
    assert!(text(&events).contains("no referee"), "{}", text(&events));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
    end_action_if_open(&mut g);
    // A second Foul Action in the same turn.
    g.declare(home(8), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(4) });
    assert_eq!(g.roll_prompt().roll, "Armour");
}

#[test]
fn breaking_scandal_lowers_fame_by_a_d3_below_zero_and_fans_knock_down_near_the_sidelines_004_l1320_l1330()
 {
    let (mut g, _) = kick_off(
        &blitzmania(),
        |s| s.fame = Some(Fame { home: 1, away: 0 }),
        |g| {
            // Second row from the near sideline, and second from the far one.
            g.edit(rules::Edit::PlacePlayer {
                player: home(6),
                square: sq(10, 1),
                stance: Stance::Standing,
            });
            g.edit(rules::Edit::PlacePlayer {
                player: away(6),
                square: sq(15, 13),
                stance: Stance::Standing,
            });
        },
        (3, 3),
        1,
        2,
    );
    // Home D6 5 is D3 3 (a D6 would take 5), away D6 2 is D3 1.
    g.d6(&[5, 2]);
    assert_eq!(g.m.state().team(Side::Home).fame_now(), -2);
    assert_eq!(g.m.state().team(Side::Away).fame_now(), -1);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Errant fans");
    assert_eq!(
        roll.dice.len(),
        1,
        "only home #6 is within 2 squares of a sideline"
    );
    g.d6(&[2]); // 1-2: Knocked Down
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Errant fans");
    g.d6(&[3]); // away #6 stays up on a 3
    kick_bounces(&mut g);
    assert_eq!(g.place_of(home(6)), on(sq(10, 1), Stance::Prone));
    assert_eq!(g.place_of(away(6)), on(sq(15, 13), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home), "the kick lands after it");
}

#[test]
fn bolster_the_line_sets_reserves_up_in_the_end_zone_on_4_plus_004_l1332_l1337() {
    let (mut g, _) = kick_off(
        &blitzmania(),
        |_| {},
        |g| {
            g.edit(rules::Edit::RemovePlayer {
                player: home(11),
                to: rules::DugoutBox::Reserves,
            });
        },
        (3, 3),
        1,
        3,
    );
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Bolster the Line");
    assert_eq!(roll.dice.len(), 2, "#11 and #12 are in Reserves");
    g.d6(&[4, 3]); // #11 may, #12 (a 3) may not
    let options = g.decision_options();
    assert!(options.contains(&Decision::MovePlayer {
        player: home(11),
        to: sq(0, 7)
    }));
    assert!(
        !options
            .iter()
            .any(|o| matches!(o, Decision::MovePlayer { player, .. } if *player == home(12)))
    );
    let wrong = g
        .try_apply(Input::Decide(Decision::MovePlayer {
            player: home(11),
            to: sq(1, 7),
        }))
        .expect_err("not the End Zone");
    assert!(wrong.to_string().contains("End Zone"), "{wrong}");
    g.decide(Decision::MovePlayer {
        player: home(11),
        to: sq(0, 7),
    });
    kick_bounces(&mut g);
    assert_eq!(g.place_of(home(11)), on(sq(0, 7), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Bolster the Line names no cap (004:L1332-L1337): a team with 11 on the pitch, as one with
/// a Reserve always has after its set-up (000:L374), sets its 4+ Reserve up in the End Zone
/// all the same, 12 on the pitch for the drive (our reading: capped at 11, the result could
/// never act).
#[test]
fn bolster_the_line_may_take_a_team_above_11_004_l1332() {
    let (mut g, _) = kick_off(&blitzmania(), |_| {}, |_| {}, (3, 3), 1, 3);
    assert_eq!(g.roll_prompt().roll, "Bolster the Line");
    g.d6(&[5]); // #12, the one in Reserves
    g.decide(Decision::MovePlayer {
        player: home(12),
        to: sq(0, 7),
    });
    kick_bounces(&mut g);
    assert_eq!(g.place_of(home(12)), on(sq(0, 7), Stance::Standing));
    assert_eq!(g.m.state().on_pitch(Side::Home).count(), 12);
    assert_eq!(g.m.state().most_on_pitch(Side::Home), 12);
    assert_eq!(g.m.state().most_on_pitch(Side::Away), 11);
}

#[test]
fn rogue_ball_lands_after_the_kick_and_the_replica_bursts_after_each_team_has_had_a_turn_004_l1339_l1351()
 {
    let (mut g, _) = simple(2, 3);
    assert_eq!(g.decider(), Side::Away);
    let wrong = g
        .try_apply(Input::Decide(Decision::KickTo { square: sq(20, 7) }))
        .expect_err("the kicking half");
    assert!(wrong.to_string().contains("004:L"), "{wrong}");
    g.decide(Decision::KickTo { square: sq(4, 5) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // to (4,4)
    // The kick comes down first and bounces, then the second ball, which bounces too
    // (004:L1344): up, from (4,4) to (4,3).
    kick_bounces(&mut g);
    assert_eq!(g.roll_prompt().roll, "Bounce", "the second ball bounces");
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    let mut balls = both_balls(&g);
    balls.sort_by_key(|b| format!("{b:?}"));
    assert_eq!(
        balls,
        vec![Ball::OnGround(sq(3, 3)), Ball::OnGround(sq(4, 3))]
    );
    // Home #11 (5,7) picks up the second ball on (4,3), then steps onto the first: holding one,
    // he may not pick up the other, which bounces; not a turnover.
    g.declare(home(11), ActionKind::Move);
    g.move_to(5, 6);
    g.move_to(5, 5);
    g.move_to(4, 4);
    g.move_to(4, 3);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[6]);
    assert!(g.m.state().carries_ball(home(11)));
    let events = g.move_to(3, 3);
    assert!(
        text(&events).contains("may not pick up"),
        "{}",
        text(&events)
    );
    g.dice(&[Die::D8(1)]); // bounces up-left to (2,2)
    assert_eq!(g.turnover(), None);
    assert!(both_balls(&g).contains(&Ball::OnGround(sq(2, 2))));
    assert!(both_balls(&g).contains(&Ball::Held(home(11))));
    g.decide(Decision::EndTurn);
    assert!(
        g.m.state().second_ball().is_some(),
        "only home has had a turn"
    );
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Replica ball");
    let events = g.d6(&[2]); // 1-3: the first-named ball, the one home #11 holds
    assert!(
        text(&events).contains("held by #11 Lineman (Human quick-start team) is the replica"),
        "{}",
        text(&events)
    );
    assert_eq!(g.m.state().second_ball(), None);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(2, 2)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn rogue_ball_cannot_be_caught_by_a_player_holding_the_kick_004_l1339_l1351() {
    // The kick comes down on home #11 at (5,7), who catches it; the second ball comes down on
    // him too and bounces.
    let (mut g, _) = kick_off(&blitzmania(), |_| {}, |_| {}, (5, 8), 2, 3);
    g.decide(Decision::KickTo { square: sq(5, 8) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Bounce", "no catch roll for the second ball");
    g.dice(&[Die::D8(4)]); // left to (4,7)
    assert_eq!(g.m.state().ball, Ball::Held(home(11)));
    assert_eq!(g.m.state().second_ball(), Some(Ball::OnGround(sq(4, 7))));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn rogue_ball_landing_on_the_other_ball_bounces_again_004_l1339_l1351() {
    let (mut g, _) = simple(2, 3);
    g.decide(Decision::KickTo { square: sq(3, 4) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // over (3,3)
    kick_bounces(&mut g); // the kick now lies on (3,3)
    // The second ball comes down on the kick on (3,3) and bounces: right to (4,3).
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
    let mut balls = both_balls(&g);
    balls.sort_by_key(|b| format!("{b:?}"));
    assert_eq!(
        balls,
        vec![Ball::OnGround(sq(3, 3)), Ball::OnGround(sq(4, 3))]
    );
    assert_eq!(g.turn_side(), Some(Side::Home), "both balls are at rest");
}

/// Home #2 carries a ball into the End Zone while the second ball lies on (4,3).
fn rogue_touchdown(replica: u8) -> Game {
    let (mut g, _) = simple(2, 3);
    g.decide(Decision::KickTo { square: sq(4, 5) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // over (4,4)
    kick_bounces(&mut g);
    g.dice(&[Die::D8(2)]); // the second ball bounces up, from (4,4) to (4,3)
    g.edit(rules::Edit::PlacePlayer {
        player: home(2),
        square: sq(24, 1),
        stance: Stance::Standing,
    });
    g.ball(24, 1); // the first ball, from (3,3) into #2's hands
    g.declare(home(2), ActionKind::Move);
    g.move_to(25, 1);
    assert_eq!(g.roll_prompt().roll, "Replica ball", "no touchdown yet");
    assert_eq!(g.m.state().team(Side::Home).score, 0);
    g.d6(&[replica]);
    g
}

#[test]
fn rogue_ball_a_touchdown_counts_only_with_the_real_ball_004_l1339_l1351() {
    // 4-6: the other ball (on the ground) is the replica; the touchdown stands.
    let g = rogue_touchdown(5);
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    // 1-3: the ball #2 holds bursts in the End Zone; no score, play goes on with the other.
    let g = rogue_touchdown(3);
    assert_eq!(g.m.state().team(Side::Home).score, 0);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(4, 3)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
}

#[test]
fn bloodthirsty_fans_adds_cheerleaders_rerolls_ties_and_one_random_player_blitzes_004_l1353_l1360()
{
    let (mut g, _) = kick_off(
        &blitzmania(),
        |s| s.away.cheerleaders = 2,
        |_| {},
        (3, 3),
        2,
        4,
    );
    g.d6(&[5]); // home D3 3
    let events = g.d6(&[1]); // away D3 1 + 2 Cheerleaders = 3: a tie, roll again
    assert!(text(&events).contains("roll again"), "{}", text(&events));
    g.d6(&[6]); // home 3
    g.d6(&[3]); // away 2 + 2 = 4
    assert_eq!(g.roll_prompt().roll, "Random player");
    g.dice(&[Die::D16(10)]);
    assert_eq!(g.turn_side(), Some(Side::Away));
    let options = g.decision_options();
    assert!(options.contains(&Decision::Declare {
        player: away(10),
        action: ActionKind::Blitz
    }));
    assert!(
        !options
            .iter()
            .any(|o| matches!(o, Decision::Declare { player, action }
                if *player != away(10) || *action != ActionKind::Blitz)),
        "{options:?}"
    );
    let wrong = g
        .try_apply(Input::Decide(Decision::Declare {
            player: away(10),
            action: ActionKind::Move,
        }))
        .expect_err("a Blitz only");
    assert!(wrong.to_string().contains("Blitz"), "{wrong}");
    g.declare(away(10), ActionKind::Blitz);
    g.decide(Decision::EndTurn);
    // Then the kick lands.
    kick_bounces(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Away).turn, 0, "no Turn marker move");
}

#[test]
fn questionable_coaching_adds_assistant_coaches_and_both_lose_a_player_on_a_tie_004_l1370_l1379() {
    let (mut g, _) = kick_off(
        &blitzmania(),
        |s| s.home.assistant_coaches = 1,
        |_| {},
        (3, 3),
        4,
        4,
    );
    g.d6(&[2]); // home D3 1 + 1 Assistant Coach = 2
    g.d6(&[3]); // away D3 2: a tie (home alone would be lower without the coach)
    g.dice(&[Die::D16(4)]);
    assert_eq!(g.place_of(home(4)), Place::Reserves);
    let events = g.dice(&[Die::D16(12)]); // away #12 is in Reserves already
    assert!(text(&events).contains("roll again"), "{}", text(&events));
    g.dice(&[Die::D16(5)]);
    assert_eq!(g.place_of(away(5)), Place::Reserves);
    kick_bounces(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn violent_outburst_blocks_only_next_to_exactly_one_opponent_no_team_rerolls_004_l1381_l1388() {
    let (mut g, _) = kick_off(
        &blitzmania(),
        |_| {},
        |g| {
            g.only(&[
                (home(1), (12, 5)),
                (away(1), (13, 5)),
                (home(2), (12, 9)),
                (away(2), (13, 9)),
                (away(3), (13, 10)),
                (home(10), (5, 7)),
                (away(10), (20, 7)),
            ]);
        },
        (3, 3),
        4,
        5,
    );
    assert_eq!(g.turn_side(), Some(Side::Home));
    let options = g.decision_options();
    assert!(options.contains(&Decision::Declare {
        player: home(1),
        action: ActionKind::Block
    }));
    assert!(
        !options
            .iter()
            .any(|o| matches!(o, Decision::Declare { player, .. } if *player == home(2))),
        "#2 is next to two Orcs"
    );
    g.declare(home(1), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.block_dice(&[BlockFace::AttackerDown]);
    // Humans have team re-rolls, but none may be used: no re-roll choice, straight on.
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d)
            if d.options.contains(&Decision::Reroll(Reroll::Team))),
        "{:#?}",
        g.m.prompt()
    );
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 1]);
    // Knocked Down: the Blocks end, the kick lands, home's first real turn.
    kick_bounces(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Home).turn, 1);
    assert_eq!(g.place_of(home(1)), on(sq(12, 5), Stance::Prone));
}

#[test]
fn sneaky_sprint_sets_a_kicker_up_in_the_receiving_half_and_he_stops_before_the_ball_004_l1390_l1401()
 {
    let (mut g, _) = simple(4, 6);
    let events = g.dice(&[Die::D16(3)]); // #3 is on the line of scrimmage
    assert!(text(&events).contains("roll again"), "{}", text(&events));
    g.dice(&[Die::D16(10)]);
    assert_eq!(g.place_of(away(10)), Place::Reserves);
    let wrong = g
        .try_apply(Input::Decide(Decision::MovePlayer {
            player: away(10),
            to: sq(14, 7),
        }))
        .expect_err("the receiving half");
    let receiving = &g.m.state().teams[0].name;
    assert!(
        wrong.to_string().contains(&format!("{receiving} half")),
        "{wrong}"
    );
    g.decide(Decision::MovePlayer {
        player: away(10),
        to: sq(6, 2),
    });
    // Left, 6 squares: he stops on (4,2), before the ball coming down on (3,2).
    g.dice(&[Die::D8(4), Die::D6(6)]);
    assert_eq!(g.place_of(away(10)), on(sq(4, 2), Stance::Standing));
    kick_bounces(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn pelted_by_the_crowd_d6_plus_fame_both_on_a_tie_and_1s_are_placed_prone_004_l1403_l1411() {
    let (mut g, _) = kick_off(
        &blitzmania(),
        |s| s.fame = Some(Fame { home: 1, away: 0 }),
        |_| {},
        (3, 3),
        5,
        6,
    );
    g.d6(&[3]); // home 3 + FAME 1 = 4
    g.d6(&[4]); // away 4: a tie, both are pelted (home alone without FAME)
    assert_eq!(g.roll_prompt().roll, "Pelted by the Crowd");
    g.d6(&[1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5]);
    g.d6(&[6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 2]);
    kick_bounces(&mut g);
    assert_eq!(g.place_of(home(1)), on(sq(12, 5), Stance::Prone));
    assert_eq!(g.place_of(home(7)), on(sq(10, 6), Stance::Prone));
    assert_eq!(g.place_of(home(2)), on(sq(12, 6), Stance::Standing));
    assert_eq!(g.place_of(away(11)), on(sq(20, 7), Stance::Standing));
    // Placed Prone: no Armour roll, the kick lands.
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn big_money_gives_bonus_rerolls_up_to_8_several_a_turn_lost_at_the_drive_end_004_l1413_l1422() {
    let (mut g, _) = simple(6, 6);
    g.d6(&[6]);
    kick_bounces(&mut g);
    // Humans 4 + 6 and Orcs 3 + 6, both capped at 8.
    assert_eq!(g.m.state().team(Side::Home).rerolls, 8);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 8);
    g.only(&[(home(10), (10, 7)), (home(9), (10, 9)), (away(10), (20, 7))]);
    for (player, y) in [(home(10), 7), (home(9), 9)] {
        g.declare(player, ActionKind::Move);
        for x in (3..=9).rev() {
            g.move_to(x, y);
        }
        assert_eq!(g.roll_prompt().roll, "Go For It");
        g.d6(&[1]);
        assert!(
            g.decision_options()
                .contains(&Decision::Reroll(Reroll::Team)),
            "a team re-roll for {player}"
        );
        g.decide(Decision::Reroll(Reroll::Team));
        g.d6(&[6]);
        end_action_if_open(&mut g);
    }
    assert_eq!(g.m.state().team(Side::Home).rerolls, 6);
    // The drive ends: home's 2 unused bonus re-rolls and away's 5 go.
    g.score_with(home(1));
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 4);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 3);
}

#[test]
fn changing_weather_on_the_blitzmania_table_rolls_the_weather_again_004_l1362_l1368() {
    let (mut g, _) = simple(3, 4);
    assert_eq!(g.roll_prompt().roll, "Weather");
    g.d6(&[6, 6]);
    assert_eq!(g.m.state().weather, Weather::Blizzard);
}

#[test]
fn rogue_ball_a_defender_knocked_down_onto_the_other_ball_bounces_it_once_004_l1339_l1351() {
    let (mut g, _) = simple(2, 3);
    g.decide(Decision::KickTo { square: sq(4, 5) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // over (4,4)
    kick_bounces(&mut g);
    g.dice(&[Die::D8(2)]); // the second ball bounces up, from (4,4) to (4,3)
    g.only(&[(home(1), (6, 3)), (away(7), (5, 3)), (away(10), (20, 7))]);
    g.block(home(1), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(4, 3) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 1]); // armour holds
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(7)]); // down, to (4,4)
    assert!(both_balls(&g).contains(&Ball::OnGround(sq(4, 4))));
    assert!(both_balls(&g).contains(&Ball::OnGround(sq(3, 3))));
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(_)),
        "one bounce: {:#?}",
        g.m.prompt()
    );
}

#[test]
fn rogue_ball_coming_down_on_an_empty_square_bounces_as_the_kick_does_004_l1344() {
    // The second ball scatters as the kick does, so an empty square bounces it (000:L387).
    let (mut g, _) = simple(2, 3);
    g.decide(Decision::KickTo { square: sq(8, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // over (8,2), empty
    kick_bounces(&mut g);
    assert_eq!(g.roll_prompt().roll, "Bounce", "the second ball bounces");
    g.dice(&[Die::D8(7)]); // down, to (8,3): empty, it stays
    let mut balls = both_balls(&g);
    balls.sort_by_key(|b| format!("{b:?}"));
    assert_eq!(
        balls,
        vec![Ball::OnGround(sq(3, 3)), Ball::OnGround(sq(8, 3))]
    );
    assert_eq!(g.turn_side(), Some(Side::Home));
    // Its bounce into the kicking half is a touchback, as the kick's is: over (12,2), then
    // right to (13,2).
    let (mut g, _) = simple(2, 3);
    g.decide(Decision::KickTo { square: sq(12, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    kick_bounces(&mut g);
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::GiveBall { player: home(11) });
    assert!(both_balls(&g).contains(&Ball::Held(home(11))));
    assert!(both_balls(&g).contains(&Ball::OnGround(sq(3, 3))));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Bloodthirsty Fans' Blitz is made at the kick-off, not in a turn of the team's own: no team
/// re-roll for it (000:L758; Blitz!'s free turn allows them, 000:L1007). Its Attacker Down
/// goes straight to the Armour roll, with no re-roll asked.
#[test]
fn bloodthirsty_fans_blitz_takes_no_team_re_roll_004_l1353_000_l758() {
    let m = common::scripts::replay(
        "[ruleset]\nkickoff-table = \"blitzmania\"\n",
        include_str!("data/bloodthirsty-fans-blitz.jsonl"),
    );
    let Prompt::Roll(r) = m.prompt() else {
        panic!("the Armour roll, no re-roll asked: {:#?}", m.prompt());
    };
    assert_eq!(r.roll, "Armour");
}
