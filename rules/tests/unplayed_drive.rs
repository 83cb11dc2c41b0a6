//! A drive that is not played: a team has nobody to set up, and play goes on "as if a drive
//! has just ended" (000:L818). The rolls made as that drive was to start stand for the next
//! drive of the half (Deluxe Seating, Poorly Built Dungeons, Fair Weather Fans, Sloping
//! Pitch's slope); those made with each set-up (the Trundlefoot Triplets' kit check) are made
//! again; a new half's first drive rolls afresh (our reading).

use crate::common;
use common::*;

use rules::{Decision, DugoutBox, Edit, EventKind, Side};

fn league(kind: &str, attribute: &str, referee: Option<&str>) -> Option<rules::LeagueSetup> {
    Some(rules::LeagueSetup {
        stadium: Some(rules::Stadium {
            kind: kind.into(),
            attribute: Some(attribute.into()),
        }),
        referee: referee.map(Into::into),
        ..rules::LeagueSetup::default()
    })
}

/// Home's first turn at `kind`'s stadium with `attribute` (home FAME 1, away 0).
fn at(kind: &str, attribute: &str) -> Game {
    Game::with(|s| {
        s.fame = Some(rules::Fame { home: 1, away: 0 });
        s.league = league(kind, attribute, None);
    })
}

/// Away is left with #1, KO'd (and #2 sent off when `sent_off`), the rest injured; home then
/// scores with #7: the drive is over, and away's KO roll comes first.
fn away_left_with_one_kod(g: &mut Game, sent_off: bool) {
    g.edit(Edit::RemovePlayer {
        player: away(1),
        to: DugoutBox::KnockedOut,
    });
    for n in 2..=12 {
        let to = if sent_off && n == 2 {
            DugoutBox::SentOff
        } else {
            DugoutBox::Casualty
        };
        g.edit(Edit::RemovePlayer {
            player: away(n),
            to,
        });
    }
    g.score_with(home(7));
}

fn next_roll(g: &Game) -> String {
    g.roll_prompt().roll.to_string()
}

fn ko_roll_of_away_1(g: &Game) {
    let r = g.roll_prompt();
    assert_eq!((r.roll.as_ref(), r.player), ("KO recovery", Some(away(1))));
}

/// Sets up `side`'s players 1-11 in [`formation`].
fn place_eleven(g: &mut Game, side: Side) {
    for (i, square) in formation(side).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: rules::PlayerId::new(side, number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
}

fn awarded(events: &[rules::Event], side: Side) -> bool {
    events
        .iter()
        .any(|e| e.kind == EventKind::TouchdownAwarded { side })
}

/// Deluxe Seating rolls "at the start of each drive after the first" (004:L3740-L3743). Home
/// (0 re-rolls, FAME 1) rolls a 6, D3 3: 4 beats 0, one re-roll. Away's KO'd #1 stays out
/// (a 1): nobody to set up, home awarded a touchdown (000:L818). The drive was not played,
/// so the roll stands: after the KO roll again (4, back) home sets up with 1 re-roll; a
/// second roll would have been a second re-roll (4 beats 1).
#[test]
fn deluxe_seating_rolls_once_for_a_drive_not_played_004_l3740_000_l818() {
    let mut g = at("Luxury Stadium", "Deluxe Seating");
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    g.edit(Edit::SetRerolls {
        side: Side::Away,
        rerolls: 3,
    });
    away_left_with_one_kod(&mut g, false);
    ko_roll_of_away_1(&g);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Deluxe Seating");
    let events = g.d6(&[6, 1]);
    assert!(awarded(&events, Side::Home), "{}", text(&events));
    assert_eq!(g.m.state().team(Side::Home).rerolls, 1);
    ko_roll_of_away_1(&g);
    g.d6(&[4]);
    assert_eq!(
        g.decider(),
        Side::Home,
        "home sets up: no second Deluxe Seating"
    );
    assert_eq!(g.m.state().team(Side::Home).rerolls, 1);
    assert_eq!(g.m.state().team(Side::Home).score, 2);
}

/// The same at the end of the half: the two turns the unplayed drive costs end it
/// (000:L818), and the second half's first drive is a drive after the first: its own roll
/// (our reading), after the KO roll. Re-rolls are back to their starting number at half time
/// (000:L760), the one gained included.
#[test]
fn deluxe_seating_rolls_again_for_the_next_halfs_first_drive_004_l3740_000_l818() {
    let mut g = at("Luxury Stadium", "Deluxe Seating");
    let per_half = g.m.state().team(Side::Home).rerolls;
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    while g.m.state().team(Side::Home).turn < 7 || g.turn_side() != Some(Side::Home) {
        g.decide(Decision::EndTurn);
    }
    away_left_with_one_kod(&mut g, false);
    ko_roll_of_away_1(&g);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Deluxe Seating");
    g.d6(&[6, 1]);
    assert_eq!(g.m.state().half, 2, "both Turn markers on 8: half time");
    ko_roll_of_away_1(&g);
    g.d6(&[4]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, per_half);
    assert_eq!(next_roll(&g), "Deluxe Seating");
}

/// Poorly Built Dungeons' 5+ "at the start of a drive" (004:L3681-L3682) comes before the
/// check that both teams can set up: away's #2 escaping (a 5) is one to set up, so no
/// touchdown is awarded. Staying (a 4), away has nobody; the drive is not played and the D6
/// stands: no second D6 for #2 before the set-up.
#[test]
fn poorly_built_dungeons_roll_before_the_check_and_once_for_a_drive_not_played_004_l3681_000_l818()
{
    let mut g = at("Rough & Ready", "Poorly Built Dungeons");
    away_left_with_one_kod(&mut g, true);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Poorly Built Dungeons");
    let events = g.d6(&[5]);
    assert!(!awarded(&events, Side::Home), "{}", text(&events));
    assert_eq!(g.place_of(away(2)), rules::Place::Reserves);
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert_eq!(g.decider(), Side::Home, "set-up");

    let mut g = at("Rough & Ready", "Poorly Built Dungeons");
    away_left_with_one_kod(&mut g, true);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Poorly Built Dungeons");
    let events = g.d6(&[4]);
    assert!(awarded(&events, Side::Home), "{}", text(&events));
    ko_roll_of_away_1(&g);
    g.d6(&[4]);
    assert_eq!(g.decider(), Side::Home, "set-up: no second D6 for #2");
    assert_eq!(g.place_of(away(2)), rules::Place::SentOff);
}

/// Fair Weather Fans' D6 "at the start of each drive after the first" (004:L3785-L3789), with
/// the stadium's other drive-start rolls before the check that both teams can set up. A 1:
/// the fans leave, both FAMEs -1. Away has nobody to set up; the drive is not played, so the
/// fans do not roll again: after the KO roll home sets up, each FAME down by one only.
#[test]
fn fair_weather_fans_roll_once_for_a_drive_not_played_004_l3785_000_l818() {
    let mut g = at("Local Crowd", "Fair Weather Fans");
    away_left_with_one_kod(&mut g, false);
    ko_roll_of_away_1(&g);
    g.d6(&[1]);
    assert_eq!(next_roll(&g), "Fair Weather Fans");
    let events = g.d6(&[1]);
    assert!(awarded(&events, Side::Home), "{}", text(&events));
    ko_roll_of_away_1(&g);
    g.d6(&[4]);
    assert_eq!(g.decider(), Side::Home, "set-up: no second D6");
    assert_eq!(g.m.state().team(Side::Home).fame_now(), 0);
    assert_eq!(g.m.state().team(Side::Away).fame_now(), -1);
}

/// Sloping Pitch's slope "at the start of each drive" (004:L3608-L3611) and the Trundlefoot
/// Triplets' kit check "immediately before setting their team up" (004:L2008-L2012). Home
/// scores and kicks: its kit check passes (2), the slope is rolled (2: down towards the home
/// End Zone), home sets up. Away's kit check (1) calls out #1, its one player: nobody to set
/// up (000:L818). The slope stands for the next drive, a 5 would have turned it; the kit
/// check comes with each set-up, so home checks again.
#[test]
fn the_slope_stands_and_the_kit_check_is_made_again_for_a_drive_not_played_004_l3608_l2008_000_l818()
 {
    let mut setup = setup();
    setup.league = league(
        "Unusual Playing Surface",
        "Sloping Pitch",
        Some("Trundlefoot Triplets"),
    );
    let mut g = Game {
        m: rules::Match::new(setup, book()).expect("match builds"),
    };
    // The first drive: away's kit check (2), the slope (2), away's set-up, home's.
    assert_eq!(next_roll(&g), "Kit check");
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Sloping Pitch");
    g.d6(&[2]);
    place_eleven(&mut g, Side::Away);
    g.d6(&[2]);
    place_eleven(&mut g, Side::Home);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    // The bounce down the slope.
    g.d6(&[3]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.edit(Edit::RemoveBall);
    for n in 2..=12 {
        g.edit(Edit::RemovePlayer {
            player: away(n),
            to: DugoutBox::Casualty,
        });
    }
    g.score_with(home(7));

    assert_eq!(next_roll(&g), "Kit check");
    g.d6(&[2]);
    assert_eq!(next_roll(&g), "Sloping Pitch");
    g.d6(&[2]);
    assert_eq!(g.m.state().slope, Some(Side::Home));
    place_eleven(&mut g, Side::Home);
    assert_eq!(next_roll(&g), "Kit check");
    assert_eq!(g.roll_prompt().side, Side::Away);
    g.d6(&[1]);
    let events = g.dice(&[rules::Die::D16(1)]);
    assert!(awarded(&events, Side::Home), "{}", text(&events));

    assert_eq!(next_roll(&g), "Kit check", "home checks its kit again");
    assert_eq!(g.roll_prompt().side, Side::Home);
    g.d6(&[2]);
    assert_eq!(g.decider(), Side::Home, "set-up: no new slope");
    assert_eq!(g.m.state().slope, Some(Side::Home));
}
