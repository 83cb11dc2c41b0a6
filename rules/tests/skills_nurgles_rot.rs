//! Nurgle's Rot (004:L10402-L10412): an opponent killed by a player with it in a Block, Blitz or
//! Foul, with ST 4 or less and neither Decay, Regeneration nor Stunty, may join the Nurgle team
//! as a free rookie Rotter after the match. Home #7 (a Lineman given Nurgle's Rot, his team
//! playing as the Nurgle roster) blocks
//! away #7 (an Orc Lineman, ST 3) down; armour 6+6 breaks and the Injury roll 5+6 is a
//! Casualty, in league play.

use crate::common;

use common::*;
use rules::{BlockFace, Decision, Die, Event, EventKind, MatchSetup, Side, Stance};

fn rotter_news(events: &[Event]) -> Vec<(Side, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::NewRookie { side, position, .. } => Some((*side, position.clone())),
            _ => None,
        })
        .collect()
}

/// Blocks away #7 into the Casualty box and rolls his Casualty roll (`tens`, `units`).
fn killed(
    book: &tables::Rulebook,
    change: impl FnOnce(&mut MatchSetup),
    tens: u8,
    units: u8,
) -> Vec<Event> {
    killed_game(book, change, tens, units).1
}

fn killed_game(
    book: &tables::Rulebook,
    change: impl FnOnce(&mut MatchSetup),
    tens: u8,
    units: u8,
) -> (Game, Vec<Event>) {
    let mut g = Game::set_up(book, |s| {
        s.home.players[6].skills.push("nurgles-rot".into());
        // The Rotter joins a team whose roster has the position (004:L10410).
        s.home.roster = "nurgle".into();
        change(s);
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[5, 6]);
    let events = g.dice(&[Die::D6(tens), Die::D8(units)]);
    (g, events)
}

/// DEAD (61): the Rotter is announced for the home team.
#[test]
fn a_kill_by_nurgles_rot_brings_a_rotter_004_l10404() {
    let events = killed(&league_book(), |_| {}, 6, 1);
    assert_eq!(
        rotter_news(&events),
        vec![(Side::Home, "Rotter".to_string())]
    );
}

/// Broken Ribs (41) is no kill: nothing.
#[test]
fn only_a_kill_brings_a_rotter_004_l10404() {
    let events = killed(&league_book(), |_| {}, 4, 1);
    assert!(rotter_news(&events).is_empty());
}

/// A victim with ST 5 does not rot (both made ST 5, so the block is still one die).
#[test]
fn a_victim_stronger_than_4_does_not_rot_004_l10406() {
    let events = killed(
        &league_book(),
        |s| {
            s.away.players[6].st = 5;
            s.home.players[6].st = 5;
        },
        6,
        1,
    );
    assert!(rotter_news(&events).is_empty());
}

/// A Decay victim does not rot: his two Casualty rolls are both DEAD, and nothing comes.
#[test]
fn a_decaying_victim_does_not_rot_004_l10407() {
    let (mut g, mut events) = killed_game(
        &league_book(),
        |s| s.away.players[6].skills.push("decay".into()),
        6,
        1,
    );
    assert_eq!(g.roll_prompt().roll, "Casualty", "Decay's second roll");
    events.extend(g.dice(&[Die::D6(6), Die::D8(2)]));
    assert!(rotter_news(&events).is_empty());
}

/// The same two DEAD rolls on a victim without Decay would rot: the first alone does.
#[test]
fn a_victim_without_decay_rots_on_the_first_dead_004_l10407() {
    let (_, events) = killed_game(&league_book(), |_| {}, 6, 2);
    assert_eq!(rotter_news(&events).len(), 1);
}

/// Without Nurgle's Rot on the blocker the same kill brings nobody.
#[test]
fn without_the_skill_a_kill_brings_no_rotter_004_l10402() {
    let events = killed(&league_book(), |s| s.home.players[6].skills.clear(), 6, 1);
    assert!(rotter_news(&events).is_empty());
}

/// Outside league play there is no Casualty roll and no roster to join: nothing.
#[test]
fn outside_a_league_nothing_rots_004_l10402() {
    let mut g = Game::set_up(book(), |s| {
        s.home.players[6].skills.push("nurgles-rot".into())
    });
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    let events = g.d6(&[5, 6]);
    assert!(rotter_news(&events).is_empty());
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

/// The victim must be removed from the roster after the match (004:L10405-L10406): DEAD (61),
/// but his Apothecary has the Casualty table rolled again, 41 Broken Ribs kept in its place
/// (004:L1121-L1124), and he lives: no Rotter, before or after the choice.
#[test]
fn a_kill_the_apothecary_undoes_brings_no_rotter_004_l10405_l1121() {
    let (mut g, events) = killed_game(&league_book(), |s| s.away.apothecaries = 1, 6, 1);
    assert!(rotter_news(&events).is_empty());
    g.decide(Decision::Apothecary { use_it: true });
    let mut seen = g.dice(&[Die::D6(4), Die::D8(1)]);
    seen.extend(g.decide(Decision::KeepCasualty { second: true }));
    assert!(rotter_news(&seen).is_empty(), "{}", text(&seen));
    assert_eq!(g.place_of(away(7)), rules::Place::Casualty);
}

/// The same DEAD kept over the Apothecary's second roll is still a kill: the Rotter comes.
#[test]
fn a_kill_kept_after_the_apothecary_brings_the_rotter_004_l10404_l1121() {
    let (mut g, _) = killed_game(&league_book(), |s| s.away.apothecaries = 1, 6, 1);
    g.decide(Decision::Apothecary { use_it: true });
    let mut seen = g.dice(&[Die::D6(4), Die::D8(1)]);
    seen.extend(g.decide(Decision::KeepCasualty { second: false }));
    assert_eq!(rotter_news(&seen), vec![(Side::Home, "Rotter".to_string())]);
}

/// The same kill by a player whose team has no Rotter position (Guffle Pushmaw hired by Chaos
/// Renegades): the Rotter joins "the Nurgle team" only (004:L10410), so none is announced.
#[test]
fn no_rotter_for_a_team_without_the_position_004_l10410() {
    let events = killed(&league_book(), |s| s.home.roster = "human".into(), 6, 1);
    assert!(rotter_news(&events).is_empty());
}

/// A hired Star Player killed is not removed from any roster: his death is waived after the
/// match (004:L3103-L3105), so he never rises as a Rotter (004:L10405-L10406).
#[test]
fn a_dead_star_player_does_not_rot_004_l3103_l10405() {
    let events = killed(
        &league_book(),
        |s| s.away.players[6].position = rules::setup::STAR_POSITION.into(),
        6,
        1,
    );
    assert!(rotter_news(&events).is_empty());
}
