//! Fouls, the referee and Bribes (core digest §11, test vector 22), and the end of the match:
//! overtime, the shoot-out, conceding, a team with nobody to set up (§3.9-§3.11).

use crate::common;

use common::*;
use rules::{ActionKind, Decision, EventKind, Input, Place, Side, Stance};

/// Home #7 fouls the Prone Black Orc #3 (AV9) on (10,7) with two home helpers next to the Orc
/// and one Orc helper next to the fouler, none of them in another Tackle Zone.
fn foul_game(book: &tables::Rulebook) -> Game {
    let mut g = Game::set_up(book, |_| {});
    g.quiet_kick_off();
    g.only(&[
        (home(7), (9, 7)),
        (away(3), (10, 7)),
        (home(8), (11, 7)),
        (home(9), (11, 8)),
        (away(8), (8, 6)),
    ]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g
}

#[test]
fn a_double_on_an_unbroken_foul_armour_roll_sends_the_fouler_off_test_vector_22_000_l1188() {
    let mut g = foul_game(book());
    g.decide(Decision::Foul { target: away(3) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Armour");
    let total: i8 = roll.modifiers.iter().map(|m| m.value).sum();
    assert_eq!(
        total, 1,
        "two assists for, one against: {:?}",
        roll.modifiers
    );
    let events = g.d6(&[4, 4]);
    assert!(
        text(&events).contains("does not beat AV 9"),
        "{}",
        text(&events)
    );
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::SentOff { player: home(7) })
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Turnover { side: Side::Home })),
        "{}",
        text(&events)
    );
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn a_broken_foul_armour_rolls_injury_and_a_double_there_sends_off_000_l1182_l1188() {
    let mut g = foul_game(book());
    g.decide(Decision::Foul { target: away(3) });
    let events = g.d6(&[5, 4]); // 9 + 1 = 10 beats AV 9, no double
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::SentOff { .. }))
    );
    let events = g.d6(&[3, 3]); // Injury 6: Stunned, but a double
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::SentOff { player: home(7) })
    );
    assert_eq!(g.place_of(away(3)), on(sq(10, 7), Stance::Stunned));
}

#[test]
fn a_foul_without_a_double_ends_the_action_and_the_turn_goes_on_000_l1180() {
    let mut g = foul_game(book());
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[2, 3]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().action(), None);
    let again = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(8),
            action: ActionKind::Foul,
        }))
        .expect_err("one Foul per turn");
    assert!(again.to_string().contains("000:L1176"), "{again}");
}

#[test]
fn only_an_adjacent_opponent_on_the_ground_may_be_fouled_000_l1178() {
    let mut g = foul_game(book());
    let standing = g
        .try_apply(Input::Decide(Decision::Foul { target: away(8) }))
        .expect_err("standing");
    assert!(
        standing.to_string().contains("not Prone or Stunned"),
        "{standing}"
    );
    let mate = g
        .try_apply(Input::Decide(Decision::Foul { target: home(8) }))
        .expect_err("team-mate");
    assert!(mate.to_string().contains("team-mate"), "{mate}");
}

#[test]
fn a_bribe_from_get_the_ref_stops_the_sending_off_on_2_plus_000_l999() {
    let mut g = Game::set_up(book(), |_| {});
    // Get the Ref at the kick-off: a Bribe each.
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[1, 1]);
    g.dice(&[rules::Die::D8(7)]); // the kick bounces from (3,2), empty, to (3,3)
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Bribe { bribe: true });
    let events = g.d6(&[2]);
    assert!(text(&events).contains("no turnover"), "{}", text(&events));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        0,
        "used up"
    );
}

fn overtime_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\novertime = \"on\"\n")
        .expect("league file")
}

/// Plays a scoreless match to the end of the second half.
fn scoreless(book: &tables::Rulebook) -> Game {
    scoreless_with(book, |_| {})
}

/// [`scoreless`], after changing the setup.
fn scoreless_with(book: &tables::Rulebook, change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    let mut g = Game::set_up(book, change);
    g.quiet_kick_off();
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    g.set_up_both();
    g.quiet_kick_off();
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    g
}

#[test]
fn a_draw_ends_the_match_unless_overtime_is_played_000_l800() {
    let g = scoreless(book());
    assert!(g.m.state().finished, "overtime is off by default");
    let mut g = scoreless(&overtime_book());
    assert!(!g.m.state().finished);
    assert_eq!(g.m.state().half, 3);
    assert!(
        g.decision_options()
            .contains(&Decision::CoinToss { winner: Side::Home })
    );
    g.decide(Decision::CoinToss { winner: Side::Home });
    g.decide(Decision::Kick);
    g.set_up_both();
    g.quiet_kick_off();
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(
        g.m.state().team(Side::Home).rerolls,
        4,
        "re-rolls carry over, none new"
    );
    // Sudden death: the first touchdown wins at once.
    g.score_with(away(3));
    assert!(g.m.state().finished);
    assert!(matches!(g.m.prompt(), rules::Prompt::MatchOver { .. }));
}

/// From the end of a scoreless second half: home wins the toss and kicks, overtime's drive is
/// set up and kicked quietly, the team re-rolls set to `rerolls` (home, away), and all sixteen
/// turns end scoreless: the shoot-out's roll is asked (000:L800).
fn to_the_shoot_out(g: &mut Game, rerolls: [u8; 2]) {
    g.decide(Decision::CoinToss { winner: Side::Home });
    g.decide(Decision::Kick);
    g.set_up_both();
    g.quiet_kick_off();
    for (side, rerolls) in [(Side::Home, rerolls[0]), (Side::Away, rerolls[1])] {
        g.edit(rules::Edit::SetRerolls { side, rerolls });
    }
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.roll_prompt().roll, "Penalty shoot-out");
}

#[test]
fn a_scoreless_overtime_goes_to_a_shoot_out_with_unused_rerolls_test_vector_31_000_l800() {
    let mut g = scoreless(&overtime_book());
    to_the_shoot_out(&mut g, [1, 0]);
    let tie = g.d6(&[3, 4]); // 3 + 1 = 4 against 4
    assert!(text(&tie).contains("roll again"), "{}", text(&tie));
    g.d6(&[4, 5]); // 4 + 1 = 5 against 5: again
    g.d6(&[5, 5]); // 6 against 5: home wins
    assert_eq!(g.m.state().shoot_out, Some(Side::Home));
    assert!(g.m.state().finished);
}

/// The Leader re-roll "is used exactly the same in every way as a normal Team re-roll" and may
/// be carried over into overtime (004:L10331-L10342): unused, it adds 1 in the shoot-out as
/// every unused team re-roll does (000:L800). Home: no team re-roll left but the Leader one;
/// away: none. 4 + 1 beats 4; without the Leader re-roll it would be a tie rolled again.
#[test]
fn an_unused_leader_reroll_counts_in_the_shoot_out_000_l800_004_l10342() {
    let mut g = scoreless_with(&overtime_book(), with_skills(Side::Home, 1, &["leader"]));
    to_the_shoot_out(&mut g, [0, 0]);
    assert!(g.m.state().team(Side::Home).leader_reroll, "carried over");
    let events = g.d6(&[4, 4]);
    assert_eq!(g.m.state().shoot_out, Some(Side::Home), "{}", text(&events));
    assert!(g.m.state().finished);
}

#[test]
fn a_coach_concedes_only_before_his_players_act_000_l820() {
    let mut g = Game::new();
    assert!(g.decision_options().contains(&Decision::Concede));
    g.declare(home(11), ActionKind::Move);
    g.decide(Decision::EndAction);
    let late = g
        .try_apply(Input::Decide(Decision::Concede))
        .expect_err("after an Action");
    assert!(late.to_string().contains("000:L820"), "{late}");
    g.decide(Decision::EndTurn);
    let events = g.decide(Decision::Concede);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Conceded { side: Side::Away })
    );
    assert_eq!(g.m.state().conceded, Some(Side::Away));
    assert!(g.m.state().finished);
}

#[test]
fn a_team_with_nobody_to_set_up_gives_a_touchdown_and_two_turns_000_l818() {
    let mut g = Game::new();
    // Every Orc is a casualty; home scores to end the drive.
    for n in 1..=12 {
        g.edit(rules::Edit::RemovePlayer {
            player: away(n),
            to: rules::DugoutBox::Casualty,
        });
    }
    let events = g.score_with(home(3));
    // With nobody to come back, every restart repeats it: both markers two on and a touchdown
    // each time, until each half runs out: 1/0 -> 3/2 -> 5/4 -> 7/6 -> 8/8, then 0/0 -> 8/8.
    let awards = events
        .iter()
        .filter(|e| e.kind == EventKind::TouchdownAwarded { side: Side::Home })
        .count();
    assert_eq!(awards, 8, "{}", text(&events));
    assert_eq!(
        g.m.state().team(Side::Home).score,
        9,
        "the touchdown and the awards"
    );
    assert!(g.m.state().finished);
}
