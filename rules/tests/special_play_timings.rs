//! Special Play cards at each moment the 2016 decks name beyond the set-up, the start of the
//! game and the start of a turn: the start of every drive (after both set-ups), after the
//! set-up before the ball is placed, before the kick's scatter, before a half's Kick-off roll,
//! after the kick-off is resolved, the end of a team's turn, a turnover, after a drive and
//! before the KO-recovery rolls (004:L4783-L6456). A team is asked only when it holds a card
//! of that moment. Each test names the card and cites its title line.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Decision, DugoutBox, Edit, Prompt, Reroll, Side};

/// The prompt waits for `side` to aim the kick.
fn kick_aimed_by(g: &Game) -> Option<Side> {
    match g.m.prompt() {
        Prompt::Decision(d)
            if d.options
                .iter()
                .any(|o| matches!(o, Decision::KickTo { .. })) =>
        {
            Some(d.side)
        }
        _ => None,
    }
}

#[test]
fn agrablags_ball_of_pain_only_at_a_drive_the_team_kicks_004_l5545() {
    // Played "at the start of a drive in which you are kicking, before the kick-off".
    let mut g = kept(&[Card::AgrablagsBallOfPain], &[]);
    g.set_up_both();
    // Away kicks the first drive: the home coach is not asked.
    assert_eq!(offered(&g), None);
    assert_eq!(kick_aimed_by(&g), Some(Side::Away));
    g.quiet_kick_off();
    g.score_with(home(1));
    // Home kicks the second drive: asked once both teams are set up, before the kick.
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::AgrablagsBallOfPain));
    assert_eq!(g.decider(), Side::Home);
    let t = play(&mut g, Card::AgrablagsBallOfPain, None);
    assert!(!t.contains("not ruled"), "{t}");
    assert!(g.m.state().cards.on(Side::Home, Card::AgrablagsBallOfPain));
    assert_eq!(kick_aimed_by(&g), Some(Side::Home));
}

#[test]
fn bet_the_house_before_each_halfs_kick_off_roll_only_004_l5425() {
    let mut g = kept(&[Card::BetTheHouse], &[]);
    g.set_up_both();
    assert_eq!(offered(&g), None, "not before the kick is aimed");
    g.decide(Decision::KickTo { square: sq(3, 3) });
    assert_eq!(offered(&g), None, "not before the scatter");
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    // The half's first kick-off: asked before its Kick-off table roll.
    assert_eq!(offered(&g), Some(Card::BetTheHouse));
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[rules::Die::D8(7)]);
    g.edit(Edit::RemoveBall);
    g.score_with(home(1));
    // The second drive of the same half: no window before its Kick-off roll.
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(22, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    assert_eq!(offered(&g), None);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn suicide_blitz_after_the_kick_off_before_the_receivers_turn_004_l5978() {
    // Away kicks; once the ball is at rest the away coach is asked, home's turn waiting.
    let mut g = kept(&[], &[Card::SuicideBlitz]);
    g.set_up_both();
    assert_eq!(offered(&g), None);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g.dice(&[rules::Die::D8(7)]);
    assert_eq!(offered(&g), Some(Card::SuicideBlitz));
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(g.turn_side(), None, "the receiving turn has not begun");
    g.decide(Decision::Done);
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn dirty_block_at_the_end_of_the_teams_own_turn_004_l6437() {
    let mut g = card_game(&[Card::DirtyBlock], &[], &[]);
    // Home's turn ends: asked before the away turn starts.
    end_turn(&mut g);
    assert_eq!(offered(&g), Some(Card::DirtyBlock));
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(g.m.state().team(Side::Away).turn, 0);
    g.decide(Decision::Done);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // The away turn's end is not the home team's moment.
    end_turn(&mut g);
    assert_eq!(offered(&g), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // Passed over once, it is asked again at the end of the next home turn.
    end_turn(&mut g);
    assert_eq!(offered(&g), Some(Card::DirtyBlock));
}

#[test]
fn punt_only_while_a_player_of_the_team_holds_the_ball_004_l5924() {
    let mut g = card_game(&[Card::Punt], &[], &[]);
    // The ball is off the pitch (the referee took it): not asked.
    end_turn(&mut g);
    assert_eq!(offered(&g), None);
    assert_eq!(g.turn_side(), Some(Side::Away));
    end_turn(&mut g);
    g.only(&[(home(7), (10, 5))]);
    g.ball(10, 5);
    end_turn(&mut g);
    assert_eq!(offered(&g), Some(Card::Punt));
}

#[test]
fn quick_save_when_the_team_suffers_a_turnover_004_l6265() {
    let mut g = card_game(&[Card::QuickSave], &[], &[]);
    // Home #8, who has not acted, is one to play it on.
    g.only(&[(home(7), (10, 5)), (home(8), (3, 3)), (away(1), (11, 5))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 5);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // Knocked Down: his Armour roll first, then the moment of the turnover.
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert!(g.turnover().is_some());
    assert_eq!(offered(&g), Some(Card::QuickSave));
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Done);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// Quick Save gives a player who has not acted an Action after the turnover (004:L6265-L6276);
/// a player on an Ego Trip takes his team's first Action or none (004:L5263-L5281), and
/// after a turnover a team-mate has always acted: Quick Save cannot be played on him, so with
/// him the only one left it is not offered (it was, and then wasted).
#[test]
fn no_quick_save_for_a_player_on_an_ego_trip_004_l6265_l5263() {
    let mut g = card_game(&[Card::QuickSave], &[Card::EgoTrip], &[]);
    assert_eq!(offered(&g), Some(Card::EgoTrip));
    play(&mut g, Card::EgoTrip, Some(home(8)));
    g.only(&[(home(7), (10, 5)), (home(8), (3, 3)), (away(1), (11, 5))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 5);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    g.d6(&[1, 2]);
    // The turnover ends the turn with nothing offered: the away team's turn.
    assert_ne!(offered(&g), Some(Card::QuickSave));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn endurance_training_before_the_ko_recovery_rolls_004_l6138() {
    let mut g = card_game(&[Card::EnduranceTraining], &[], &[]);
    g.edit(Edit::RemovePlayer {
        player: home(7),
        to: DugoutBox::KnockedOut,
    });
    g.score_with(home(1));
    assert_eq!(offered(&g), Some(Card::EnduranceTraining));
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "KO recovery");
}

#[test]
fn a_card_of_another_moment_opens_no_window_004_l4783() {
    // Team Talk is played after a drive: holding it, the home coach is asked at none of the
    // drive's other moments.
    let mut g = kept(&[Card::TeamTalk], &[]);
    g.set_up_both();
    assert_eq!(kick_aimed_by(&g), Some(Side::Away));
    g.quiet_kick_off();
    assert_eq!(offered(&g), None);
    end_turn(&mut g);
    assert_eq!(offered(&g), None);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// "If a Special Play Card says it can be played at the beginning of my turn can I play that at
/// the beginning of a Blitz result on the Kick-Off Table? A. Yes" (FAQ 004:L11589-L11592):
/// the kicking Orcs, holding Burst of Speed (start of any of your turns, 004:L5941), are
/// offered it as their Blitz! turn starts (000:L1007).
#[test]
fn a_start_of_your_turn_card_is_offered_at_a_blitz_004_l11589() {
    let mut g = kept(&[], &[Card::BurstOfSpeed]);
    g.set_up_both();
    while offered(&g).is_some() {
        g.decide(Decision::Done);
    }
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[4, 6]); // 10: Blitz!
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(offered(&g), Some(Card::BurstOfSpeed), "{:#?}", g.m.prompt());
    let said = play(&mut g, Card::BurstOfSpeed, Some(away(10)));
    assert!(said.contains("Burst of Speed"), "{said}");
}
