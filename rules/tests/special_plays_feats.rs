//! Special Play cards of the Heroic Feats, Benefits of Training and Dirty Tricks decks ruled
//! in their own steps (004:L5697-L6456): Star Ascendant (a bonus MVP), Dogged Defence (Prone
//! players' Tackle Zones), Fake Fumble (no turnover for a failed catch, pick-up or fumble).
//! Each test names the
//! card, cites its title line, and its dice or board tell the card's reading from the nearest
//! wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{
    ActionKind, Decision, DugoutBox, Edit, Event, EventKind, Input, Prompt, Reroll, Side, Stance,
};

// --- Star Ascendant (004:L5890-L5908) ---

fn bonus_mvps(events: &[Event]) -> Vec<rules::PlayerId> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::BonusMvp { player } => Some(player),
            _ => None,
        })
        .collect()
}

/// Home plays Star Ascendant on #7 at the start of the game; the first half is played out
/// (returning its events), then the second is set up and kicked off.
fn star_ascendant() -> (Game, Vec<Event>) {
    let mut g = kept(&[Card::StarAscendant], &[]);
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::StarAscendant));
    play(&mut g, Card::StarAscendant, Some(home(7)));
    g.quiet_kick_off();
    let mut first_half = Vec::new();
    for _ in 0..16 {
        first_half.extend(g.decide(Decision::EndTurn));
    }
    assert_eq!(g.m.state().half, 2);
    g.set_up_both();
    g.quiet_kick_off();
    (g, first_half)
}

fn second_half(g: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..16 {
        events.extend(g.decide(Decision::EndTurn));
    }
    events
}

#[test]
fn star_ascendant_a_bonus_mvp_when_he_is_on_the_pitch_as_the_second_half_ends_004_l5890() {
    let (mut g, first_half) = star_ascendant();
    assert!(
        bonus_mvps(&first_half).is_empty(),
        "the end of the first half is not the end of the second"
    );
    let events = second_half(&mut g);
    assert_eq!(bonus_mvps(&events), vec![home(7)]);
}

#[test]
fn star_ascendant_no_bonus_mvp_when_he_is_off_the_pitch_as_the_second_half_ends_004_l5890() {
    let (mut g, _) = star_ascendant();
    g.edit(Edit::RemovePlayer {
        player: home(7),
        to: DugoutBox::KnockedOut,
    });
    let events = second_half(&mut g);
    assert!(bonus_mvps(&events).is_empty());
    assert!(text(&events).contains("no bonus MVP"), "{}", text(&events));
}

// --- Dogged Defence (004:L6247-L6262) ---

/// Home's turn starts; away holds Dogged Defence and plays it (or not) before any home player
/// acts. Home #7 stands at 10,5 with away #1 Prone at 11,5 next to him, away #2 Prone at 8,4;
/// home #8 stands at 12,8 with only away #3, Stunned, at 11,7 next to him.
fn dogged_defence(play_it: bool) -> Game {
    let mut g = card_game(&[], &[Card::DoggedDefence], &[]);
    assert_eq!(offered(&g), Some(Card::DoggedDefence));
    assert_eq!(g.decider(), Side::Away);
    if play_it {
        play(&mut g, Card::DoggedDefence, None);
    } else {
        g.decide(Decision::Done);
    }
    g.only(&[
        (home(7), (10, 5)),
        (home(8), (12, 8)),
        (away(1), (11, 5)),
        (away(2), (8, 4)),
        (away(3), (11, 7)),
    ]);
    g.stance(away(1), Stance::Prone);
    g.stance(away(2), Stance::Prone);
    g.stance(away(3), Stance::Stunned);
    g
}

fn at_rest(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(_))
}

#[test]
fn dogged_defence_prone_players_have_tackle_zones_004_l6247() {
    let mut g = dogged_defence(true);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 4);
    // Leaving away #1's zone is a Dodge; AG3 4+, +1 for dodging, -1 for away #2's zone on 9,4.
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Dodge");
    assert_eq!(roll.needs, Some(4));
    g.d6(&[4]);
    g.decide(Decision::EndAction);
    // A Stunned player has none.
    g.declare(home(8), ActionKind::Move);
    g.move_to(13, 9);
    assert!(at_rest(&g), "no Dodge away from a Stunned player");
    g.decide(Decision::EndAction);
    // Until the start of away's turn.
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(!g.m.state().cards.on(Side::Away, Card::DoggedDefence));
}

#[test]
fn without_dogged_defence_prone_players_have_no_tackle_zones_004_l6247() {
    let mut g = dogged_defence(false);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 4);
    assert!(at_rest(&g), "no Dodge away from a Prone player");
}

// --- Fake Fumble (004:L6180-L6199) ---

/// Keeps a failed roll when a re-roll is offered.
fn decline_reroll(g: &mut Game) {
    if g.decision_options()
        .contains(&Decision::Reroll(Reroll::Keep))
    {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

fn may_declare(g: &mut Game, id: rules::PlayerId) -> bool {
    g.try_apply(Input::Decide(Decision::Declare {
        player: id,
        action: ActionKind::Move,
    }))
    .is_ok()
}

/// Home's turn starts holding Fake Fumble, played or not.
fn fake_fumble(play_it: bool) -> Game {
    let mut g = card_game(&[Card::FakeFumble], &[], &[]);
    assert_eq!(offered(&g), Some(Card::FakeFumble));
    if play_it {
        play(&mut g, Card::FakeFumble, None);
    } else {
        g.decide(Decision::Done);
    }
    g
}

/// Home #7 at 10,5 moves onto the ball at 11,5 and fails the pick-up (a 1, kept); the ball
/// bounces (a D8 of 5: one square right, to 12,5).
fn failed_pick_up(play_it: bool) -> Game {
    let mut g = fake_fumble(play_it);
    g.only(&[(home(7), (10, 5)), (home(8), (5, 5))]);
    g.ball(11, 5);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 5);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    decline_reroll(&mut g);
    g.dice(&[rules::Die::D8(5)]);
    g
}

#[test]
fn fake_fumble_a_failed_pick_up_ends_the_action_no_turnover_004_l6180() {
    let mut g = failed_pick_up(true);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // His Action is over; a team-mate acts.
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(11, 6) }))
            .is_err()
    );
    assert!(may_declare(&mut g, home(8)));
}

#[test]
fn without_fake_fumble_a_failed_pick_up_is_a_turnover_004_l6180() {
    let g = failed_pick_up(false);
    assert!(g.turnover().is_some() || g.turn_side() == Some(Side::Away));
}

#[test]
fn fake_fumble_a_fumbled_pass_no_turnover_004_l6180() {
    let mut g = fake_fumble(true);
    g.only(&[(home(7), (10, 5)), (home(8), (12, 5)), (home(9), (5, 5))]);
    g.ball(10, 5);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(12, 5),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass");
    g.d6(&[1]);
    decline_reroll(&mut g);
    // The fumble bounces from his square: a D8 of 1, up and left to 9,4.
    g.dice(&[rules::Die::D8(1)]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(may_declare(&mut g, home(9)));
}

/// Home #7 at 10,5 passes to #8 at 12,5: accurate (a 6), and #8 fails the catch (a 1, kept);
/// the ball bounces (a D8 of 5, to 13,5, empty).
fn failed_catch() -> Game {
    let mut g = fake_fumble(true);
    g.only(&[(home(7), (10, 5)), (home(8), (12, 5)), (home(9), (5, 5))]);
    g.ball(10, 5);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(12, 5),
        range: None,
    });
    g.d6(&[6]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    decline_reroll(&mut g);
    g.dice(&[rules::Die::D8(5)]);
    g
}

#[test]
fn fake_fumble_a_failed_catch_no_turnover_and_the_catcher_acts_no_more_004_l6180() {
    let mut g = failed_catch();
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(!may_declare(&mut g, home(8)), "he failed a catch");
    assert!(may_declare(&mut g, home(9)));
}

#[test]
fn fake_fumble_a_pass_to_an_empty_square_is_still_a_turnover_004_l6180() {
    let mut g = fake_fumble(true);
    g.only(&[(home(7), (10, 5)), (home(9), (5, 5))]);
    g.ball(10, 5);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(12, 5),
        range: None,
    });
    // Accurate to an empty square: no catch failed, it bounces (a D8 of 5) to 13,5.
    g.d6(&[6]);
    g.dice(&[rules::Die::D8(5)]);
    assert!(g.turnover().is_some() || g.turn_side() == Some(Side::Away));
}
