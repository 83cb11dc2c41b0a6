//! Krot Shockwhisker, Skaven Engineer, of the (In)Famous Coaching Staff (004:L3233-L3266):
//! at the start of a drive, just before his team sets up, he may work on one of its players
//! in the Dead & Injured box (not dead, not a Star Player), asked as
//! `Step::UseTeamInducement` and answered `Decision::KrotPatient`, then a D6 on his table.
//!
//! Each scenario: league play, the away team has hired Krot; home #7 blocks away #7 down and
//! a Casualty roll puts him in the Dead & Injured box; home then scores, so home kicks the next
//! drive and away sets up second.

use crate::common;
use common::*;
use rules::{
    BlockFace, Decision, DecisionKind, Die, DieKind, Inducement, MatchSetup, Place, Prompt, Side,
    Skill,
};

/// Away #7 is a Casualty with the Casualty roll `tens``units`, home has scored, and home has
/// set up for the next drive: away is about to set up.
fn before_away_sets_up(tens: u8, units: u8, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = Game::set_up(&league_book(), |s| {
        s.away
            .inducements
            .bought
            .set(Inducement::KrotShockwhisker, 1);
        change(s);
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[5, 5]);
    assert_eq!(g.roll_prompt().dice, vec![DieKind::D6, DieKind::D8]);
    g.dice(&[Die::D6(tens), Die::D8(units)]);
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    g.score_with(home(2));
    // Home scored, so home kicks and sets up first (000:L374).
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.side == Side::Home),
        "{:#?}",
        g.m.prompt()
    );
    set_up_eleven(&mut g, Side::Home);
    g
}

fn krot_asked(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d)
        if d.kind == DecisionKind::UseInducement && d.side == Side::Away)
}

fn patients(g: &Game) -> Vec<rules::PlayerId> {
    g.decision_options()
        .iter()
        .filter_map(|d| match d {
            Decision::KrotPatient { player } => Some(*player),
            _ => None,
        })
        .collect()
}

fn has(g: &Game, id: rules::PlayerId, skill: Skill) -> bool {
    g.m.state().player(id).expect("player").has(skill)
}

/// `side` sets up all eleven of its players 1-11 in [`formation`].
fn set_up_eleven(g: &mut Game, side: Side) {
    for (i, square) in formation(side).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: rules::PlayerId::new(side, number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
}

/// Away sets up all eleven of its players 1-11 (#7 among them) and the drive is played to
/// away's touchdown: the drive ends.
fn play_the_drive_with_all_eleven(g: &mut Game) {
    set_up_eleven(g, Side::Away);
    g.quiet_kick_off();
    g.score_with(away(2));
}

/// 6, Witness Perfection!: back to Reserves, set up with the team, no drawback; back to the
/// Dead & Injured box as the drive ends (004:L3260-L3266). A 6 read as "no effect", or as
/// a return for the rest of the match, fails.
#[test]
fn krot_6_brings_the_player_back_for_the_drive_only_004_l3260() {
    let mut g = before_away_sets_up(1, 1, |_| {});
    assert!(krot_asked(&g), "{:#?}", g.m.prompt());
    assert_eq!(patients(&g), vec![away(7)]);
    g.decide(Decision::KrotPatient { player: away(7) });
    assert_eq!(g.roll_prompt().roll.as_ref(), "Krot Shockwhisker");
    g.dice(&[Die::D6(6)]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert!(!has(&g, away(7), Skill::ReallyStupid));
    play_the_drive_with_all_eleven(&mut g);
    assert_eq!(g.place_of(away(7)), Place::Casualty, "for this drive only");
}

/// 4-5, Flawed Execution: back for the drive, Really Stupid until it ends; a Really Stupid roll
/// (4+) is asked when he acts; the skill goes with the drive (004:L3247-L3259).
#[test]
fn krot_4_brings_him_back_really_stupid_for_the_drive_004_l3247() {
    let mut g = before_away_sets_up(1, 1, |_| {});
    g.decide(Decision::KrotPatient { player: away(7) });
    g.dice(&[Die::D6(4)]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert!(has(&g, away(7), Skill::ReallyStupid));
    set_up_eleven(&mut g, Side::Away);
    g.quiet_kick_off();
    g.only(&[(away(7), (12, 7))]);
    g.declare(away(7), rules::ActionKind::Move);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Really Stupid");
    assert_eq!(roll.needs, Some(4));
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
    g.d6(&[4]);
    g.decide(Decision::EndAction);
    g.score_with(away(2));
    assert!(
        !has(&g, away(7), Skill::ReallyStupid),
        "until the drive ends"
    );
    assert_eq!(g.place_of(away(7)), Place::Casualty);
}

/// 4-5 on a player who is Really Stupid already: −1 to his Really Stupid rolls until the drive
/// ends, so a 4 alone fails (004:L3250-L3252).
#[test]
fn krot_5_on_a_really_stupid_player_gives_minus_one_004_l3250() {
    let mut g = before_away_sets_up(1, 1, |s| {
        s.away.players[6].skills.push("really-stupid".into());
    });
    g.decide(Decision::KrotPatient { player: away(7) });
    g.dice(&[Die::D6(5)]);
    set_up_eleven(&mut g, Side::Away);
    g.quiet_kick_off();
    g.only(&[(away(7), (12, 7))]);
    g.declare(away(7), rules::ActionKind::Move);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Really Stupid");
    assert_eq!(
        roll.modifiers.iter().map(|m| m.value).sum::<i8>(),
        -1,
        "{:?}",
        roll.modifiers
    );
    g.d6(&[4]);
    // A team re-roll is offered for the failed roll: not taken.
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    assert!(
        g.m.state()
            .player(away(7))
            .expect("player")
            .lost_tackle_zones,
        "4 - 1 = 3 fails"
    );
    g.score_with(away(2));
    assert!(has(&g, away(7), Skill::ReallyStupid), "his own skill stays");
}

/// 2-3, Useless Flesh-thing!: nothing; he stays in the Dead & Injured box (004:L3246).
#[test]
fn krot_3_has_no_effect_004_l3246() {
    let mut g = before_away_sets_up(1, 1, |_| {});
    g.decide(Decision::KrotPatient { player: away(7) });
    g.dice(&[Die::D6(3)]);
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::SetUp),
        "away sets up: {:#?}",
        g.m.prompt()
    );
}

/// 1, There Were… Complications: a Casualty roll for him (league play), and he stays in the
/// Dead & Injured box (004:L3244-L3245).
#[test]
fn krot_1_rolls_for_casualty_again_004_l3244() {
    let mut g = before_away_sets_up(1, 1, |_| {});
    g.decide(Decision::KrotPatient { player: away(7) });
    g.dice(&[Die::D6(1)]);
    assert_eq!(g.roll_prompt().dice, vec![DieKind::D6, DieKind::D8]);
    g.dice(&[Die::D6(6), Die::D8(1)]);
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(
        g.m.state().player(away(7)).expect("player").dead,
        "61 is Dead (004:L2515)"
    );
}

/// A dead player is never picked: away #7 dead (Casualty roll 61), Krot has no one to work
/// on, so away is not asked and sets up at once (004:L3238).
#[test]
fn krot_never_picks_a_dead_player_004_l3238() {
    let g = before_away_sets_up(6, 1, |_| {});
    assert!(!krot_asked(&g), "{:#?}", g.m.prompt());
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::SetUp),
        "{:#?}",
        g.m.prompt()
    );
}

/// Not now: the coach may leave Krot idle; the player stays where he is.
#[test]
fn krot_may_be_left_idle_004_l3237() {
    let mut g = before_away_sets_up(1, 1, |_| {});
    g.decide(Decision::UseInducement { use_it: false });
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::KrotPatient {
            player: away(7)
        }))
        .is_err(),
        "asked once, just before the team sets up"
    );
}
