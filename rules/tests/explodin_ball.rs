//! The Explodin' Ball, a Goblin team's special ball (004:L2187-L2223): the fuse marker on the
//! score track, the D6 as every turn ends, the blast, the replacement ball's three scatters.
//! Eleven Goblins (away) kick it to the Human quick-start team (home); a Goblin's AV is 7, a
//! Human Lineman's 8, so an Armour roll of 1+1 never breaks.

use crate::common;

use common::special_balls::{balls_book, eleven_kick};
use common::*;
use rules::special_ball::SpecialBall;
use rules::{Ball, Decision, DecisionKind, Die, Event, Input, Side, Stance};

const FUSE: &str = "Explodin' Ball fuse";

/// The Goblins declare the Explodin' Ball (away #7 kicks), the fuse marker on `fuse`; the
/// kick comes down, High Kick moves nobody, it bounces and Home's turn starts, with only the
/// players `at` on the pitch.
fn explodin_in_play(fuse: u8, at: &[(rules::PlayerId, (i32, i32))]) -> Game {
    let book = Box::leak(Box::new(balls_book()));
    let mut g = eleven_kick(book, "goblin", "Goblin");
    g.decide(Decision::SpecialBall {
        ball: SpecialBall::ExplodinBall,
        kicker: away(7),
    });
    g.decide(Decision::Fuse { space: fuse });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.only(at);
    g
}

fn fuse(g: &Game) -> u8 {
    g.m.state().drive.special_ball.map_or(0, |b| b.fuse)
}

fn said(events: &[Event], words: &str) -> bool {
    events.iter().any(|e| e.text.contains(words))
}

#[test]
fn the_fuse_marker_goes_on_a_space_of_the_score_track_before_the_kick_004_l2191() {
    let book = balls_book();
    let mut g = eleven_kick(&book, "goblin", "Goblin");
    g.decide(Decision::SpecialBall {
        ball: SpecialBall::ExplodinBall,
        kicker: away(7),
    });
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ExplodinBall));
    assert_eq!(g.decider(), Side::Away, "the Goblin coach");
    let options = g.decision_options();
    assert_eq!(options.len(), 9, "{options:?}");
    assert!(options.contains(&Decision::Fuse { space: 1 }));
    assert!(options.contains(&Decision::Fuse { space: 9 }));
    for space in [0, 10] {
        assert!(
            g.try_apply(Input::Decide(Decision::Fuse { space }))
                .is_err(),
            "space {space}"
        );
    }
    g.decide(Decision::Fuse { space: 4 });
    assert_eq!(fuse(&g), 4);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::KickOff));
}

#[test]
fn a_2_to_5_moves_the_marker_one_space_and_a_6_two_at_either_team_s_turn_end_004_l2200() {
    let mut g = explodin_in_play(4, &[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, FUSE);
    assert_eq!(
        roll.side,
        Side::Away,
        "the Goblin coach rolls, in Home's turn too"
    );
    // A 5 is one space, not five.
    g.d6(&[5]);
    assert_eq!(fuse(&g), 3);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // The Goblins' own turn ends: a 6 is two spaces.
    g.decide(Decision::EndTurn);
    assert_eq!(g.roll_prompt().roll, FUSE);
    g.d6(&[6]);
    assert_eq!(fuse(&g), 1);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// The fuse on 2 and a 6 at the end of Home's turn: it blows in the hands of Home #7 on
/// (10,7). Next to him: Goblin #9 already Stunned on (10,6), Goblin #7 on (11,7) and Home #8
/// on (9,8) standing; Goblin #8 on (12,7) is two squares off.
#[test]
fn the_blast_knocks_down_the_carrier_rolls_for_the_standing_and_armours_the_fallen_004_l2206() {
    let mut g = explodin_in_play(
        2,
        &[
            (home(7), (10, 7)),
            (home(8), (9, 8)),
            (away(9), (10, 6)),
            (away(7), (11, 7)),
            (away(8), (12, 7)),
        ],
    );
    g.stance(away(9), Stance::Stunned);
    g.ball(10, 7);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    g.decide(Decision::EndTurn);
    let events = g.d6(&[6]);
    assert!(said(&events, "blows up on (10, 7)"), "{}", text(&events));
    assert_eq!(fuse(&g), 0);
    // One D6 for each standing player next to it, in reading order: Goblin #7, then Home #8.
    let blast = g.roll_prompt();
    assert_eq!(blast.roll, "Explodin' Ball blast");
    assert_eq!(
        blast.dice.len(),
        2,
        "not the carrier, not the Stunned Goblin, not #8 two off"
    );
    // 4 is Knocked Down; 3 is not.
    g.d6(&[4, 3]);
    // Armour rolls: the carrier, the Stunned Goblin as though Knocked Down, Goblin #7.
    let mut armour = Vec::new();
    while g.roll_prompt().roll == "Armour" {
        armour.push(g.roll_prompt().player);
        g.d6(&[1, 1]);
    }
    assert_eq!(armour, [Some(home(7)), Some(away(9)), Some(away(7))]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.place_of(away(9)), on(sq(10, 6), Stance::Stunned));
    assert_eq!(g.place_of(home(8)), on(sq(9, 8), Stance::Standing));
    assert_eq!(g.place_of(away(8)), on(sq(12, 7), Stance::Standing));
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "the rolls are Home's turn's end"
    );
    // A normal ball put on (10,7) scatters three times: D8 6 onto Home #8 on (9,8), who may
    // not catch it there, D8 4 to (8,8), D8 7 to (8,9), empty, where it bounces.
    assert_eq!(g.roll_prompt().roll, "Replacement ball scatter");
    assert_eq!(g.roll_prompt().dice.len(), 3);
    g.dice(&[Die::D8(6), Die::D8(4), Die::D8(7)]);
    assert_eq!(g.roll_prompt().roll, "Bounce", "no catch on (9,8)");
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 9)));
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 10)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "no turnover stops the next turn"
    );
    // It is a normal ball now: no D6 as the Goblins' turn ends.
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn the_replacement_ball_is_caught_where_its_third_scatter_ends_004_l2222() {
    let mut g = explodin_in_play(1, &[(away(7), (20, 7)), (home(8), (13, 7))]);
    g.ball(10, 7);
    g.decide(Decision::EndTurn);
    g.d6(&[3]);
    // Nobody next to (10,7): no blast roll, the scatters at once: E, E, E onto Home #8.
    g.dice(&[Die::D8(5), Die::D8(5), Die::D8(5)]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    assert_eq!(g.roll_prompt().player, Some(home(8)));
}

#[test]
fn a_1_puts_the_fuse_out_unless_a_team_re_roll_keeps_it_alight_004_l2195() {
    let mut g = explodin_in_play(2, &[(home(7), (10, 7)), (away(7), (20, 7))]);
    let rerolls = g.m.state().team(Side::Away).rerolls;
    assert!(rerolls > 0);
    g.decide(Decision::EndTurn);
    g.d6(&[1]);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ExplodinBall));
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(
        g.decision_options(),
        vec![Decision::KeepFuseLit, Decision::Done]
    );
    // Kept alight: the re-roll is spent, the marker does not move, and no die is rolled again.
    g.decide(Decision::KeepFuseLit);
    assert_eq!(g.m.state().team(Side::Away).rerolls, rerolls - 1);
    assert_eq!(fuse(&g), 2);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // At the Goblins' turn's end a 1 again, and this time it goes out: a normal ball.
    g.decide(Decision::EndTurn);
    g.d6(&[1]);
    g.decide(Decision::Done);
    assert_eq!(fuse(&g), 0);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.decide(Decision::EndTurn);
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "no D6 for a fuse that went out"
    );
}

#[test]
fn with_no_team_re_roll_left_a_1_puts_the_fuse_out_at_once_004_l2195() {
    let mut g = explodin_in_play(2, &[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.edit(rules::Edit::SetRerolls {
        side: Side::Away,
        rerolls: 0,
    });
    g.decide(Decision::EndTurn);
    let events = g.d6(&[1]);
    assert!(said(&events, "goes out"), "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn a_touchdown_is_scored_and_the_fuse_still_rolled_the_scorer_blown_up_004_l2212() {
    let mut g = explodin_in_play(1, &[(away(7), (20, 7))]);
    let events = g.score_with(home(3));
    assert!(said(&events, "TOUCHDOWN"), "{}", text(&events));
    assert_eq!(
        g.m.state().team(Side::Home).score,
        1,
        "the blast takes nothing back"
    );
    assert_eq!(g.roll_prompt().roll, FUSE);
    g.d6(&[2]);
    // The scorer is Knocked Down as he celebrates: his Armour roll.
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().player, Some(home(3)));
    let events = g.d6(&[1, 1]);
    // The drive is over: no replacement ball, no bounce; the next drive's set-up.
    assert!(!said(&events, "bounces"), "{}", text(&events));
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "{:?}",
        g.m.prompt()
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
}

#[test]
fn a_drive_ending_with_the_marker_on_the_track_ends_it_with_no_effect_004_l2203() {
    let mut g = explodin_in_play(9, &[(away(7), (20, 7))]);
    g.score_with(home(3));
    let events = g.d6(&[3]);
    assert!(said(&events, "from 9 to 8"), "{}", text(&events));
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(_)),
        "nothing blew: {:?}",
        g.m.prompt()
    );
    // The next drive: Home kicks a normal ball; the Goblins' turn ends with no D6.
    g.set_up_both();
    if g.prompt_kind() == Some(DecisionKind::SpecialBall) {
        g.decide(Decision::Done);
    }
    g.quiet_kick_off();
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "the marker left with the drive"
    );
}

#[test]
fn a_blitz_bonus_turn_with_the_kick_in_the_air_ends_with_no_fuse_roll_004_l2194() {
    let book = balls_book();
    let mut g = eleven_kick(&book, "goblin", "Goblin");
    g.decide(Decision::SpecialBall {
        ball: SpecialBall::ExplodinBall,
        kicker: away(7),
    });
    g.decide(Decision::Fuse { space: 1 });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    // 4 + 6, no double: Blitz!, the Goblins' free turn while the ball is in the air.
    g.d6(&[4, 6]);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    assert_eq!(
        g.roll_prompt().roll,
        "Bounce",
        "the kick comes down; no fuse D6"
    );
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(fuse(&g), 1, "still on the track");
    g.decide(Decision::EndTurn);
    assert_eq!(g.roll_prompt().roll, FUSE, "a team's turn ends: its D6");
}

/// Both teams on their 8th turn: Home's turn is the half's last, and the drive ends with it.
fn last_turn_of_the_half(fuse: u8) -> Game {
    let mut g = explodin_in_play(fuse, &[(home(7), (10, 7)), (away(7), (20, 7))]);
    for side in [Side::Home, Side::Away] {
        g.edit(rules::Edit::SetTurn { side, turn: 8 });
    }
    g.ball(10, 7);
    g
}

#[test]
fn blown_in_the_half_s_last_turn_no_replacement_ball_comes_004_l2218() {
    let mut g = last_turn_of_the_half(1);
    g.decide(Decision::EndTurn);
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().player, Some(home(7)));
    g.d6(&[1, 1]);
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(ref r) if r.roll == "Replacement ball scatter"),
        "{:?}",
        g.m.prompt()
    );
    assert_eq!(g.m.state().ball, Ball::OffPitch);
}

#[test]
fn a_1_as_the_drive_ends_is_not_kept_alight_the_marker_goes_anyway_004_l2203() {
    let mut g = last_turn_of_the_half(2);
    g.decide(Decision::EndTurn);
    let events = g.d6(&[1]);
    assert!(said(&events, "goes out"), "{}", text(&events));
    assert_ne!(g.prompt_kind(), Some(DecisionKind::ExplodinBall));
    assert_eq!(g.m.state().team(Side::Away).rerolls, 2, "no re-roll spent");
}
