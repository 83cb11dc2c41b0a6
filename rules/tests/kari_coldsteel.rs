//! Kari Coldsteel, Norse Cheerleader, of the (In)Famous Coaching Staff (004:L3157-L3176): she
//! counts as 3 Cheerleaders; when her team cannot set up 11 players at the start of a drive,
//! its coach may set her up as part of the team (MA 6, ST 2, AG 3, AV 7; Loner, Block,
//! Dauntless, Frenzy), instead of counting as Cheerleaders; as the drive ends she goes to the
//! dungeon, with no further effect.
//!
//! Each scenario: home (Human quick-start, which may hire her) has bought Kari; away kicks and
//! sets up first.

use crate::common;
use common::*;
use rules::{Decision, DecisionKind, Inducement, Input, Match, MatchSetup, Place, Prompt, Side};

/// The match with home keeping its first `players` players and Kari hired, away set up
/// (players 1-11 in the formation): home is about to set up, or to be asked about Kari.
fn home_to_set_up(players: usize, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut s = setup();
    s.home.players.truncate(players);
    s.home.inducements.bought.set(Inducement::KariColdsteel, 1);
    change(&mut s);
    let mut g = Game {
        m: Match::new(s, book()).expect("match builds"),
    };
    for (i, square) in formation(Side::Away).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: away(number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    g
}

fn kari_asked(g: &Game, side: Side) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d)
        if d.kind == DecisionKind::UseInducement && d.side == side)
}

fn cheerleaders(g: &Game) -> u8 {
    g.m.state().team(Side::Home).cheerleaders
}

/// Home sets up `ids` in the formation and ends its set-up.
fn set_up(g: &mut Game, ids: &[rules::PlayerId]) -> Result<(), rules::Rejection> {
    for (id, square) in ids.iter().zip(formation(Side::Home)) {
        g.try_apply(Input::Decide(Decision::Place {
            player: *id,
            square,
        }))?;
    }
    g.try_apply(Input::Decide(Decision::EndSetup)).map(|_| ())
}

/// Ten players and Kari: her coach is asked, fields her, and she joins the Reserves as home
/// #11 with her own profile and skills (004:L3164-L3176); she no longer counts as 3
/// Cheerleaders (004:L3166-L3168).
#[test]
fn kari_joins_a_team_that_cannot_set_up_11_004_l3164() {
    let mut g = home_to_set_up(10, |_| {});
    assert!(kari_asked(&g, Side::Home), "{:#?}", g.m.prompt());
    let with_her = cheerleaders(&g);
    g.decide(Decision::UseInducement { use_it: true });
    let kari = g.m.state().player(home(11)).expect("Kari joined as #11");
    assert_eq!(kari.place, Place::Reserves);
    assert_eq!(kari.profile.name, "Kari Coldsteel");
    assert_eq!(
        (
            kari.profile.ma,
            kari.profile.st,
            kari.profile.ag,
            kari.profile.av
        ),
        (6, 2, 3, 7)
    );
    for skill in [
        rules::Skill::Loner,
        rules::Skill::Block,
        rules::Skill::Dauntless,
        rules::Skill::Frenzy,
    ] {
        assert!(kari.has(skill), "{skill:?}");
    }
    assert_eq!(cheerleaders(&g), with_her - 3);
    assert_eq!(g.m.unruled_inducements(), Vec::new());
}

/// She is part of the team for the drive: with 11 players to set up, the team must set up 11
/// (000:L374-L379), so ten without her is refused, and eleven with her is legal.
#[test]
fn kari_is_set_up_as_part_of_the_team_004_l3166() {
    let mut g = home_to_set_up(10, |_| {});
    g.decide(Decision::UseInducement { use_it: true });
    let ten: Vec<_> = (1..=10).map(home).collect();
    assert!(
        set_up(&mut g, &ten).is_err(),
        "eleven available: eleven set up"
    );
    g.decide(Decision::Place {
        player: home(11),
        square: formation(Side::Home)[10],
    });
    g.decide(Decision::EndSetup);
    assert_eq!(g.m.state().on_pitch(Side::Home).count(), 11);
}

/// When the drive ends the referee sends her to the dungeon; she has no further effect: at the
/// next drive, still short of 11, nobody asks about her again (004:L3168-L3170).
#[test]
fn kari_goes_to_the_dungeon_as_the_drive_ends_004_l3168() {
    let mut g = home_to_set_up(10, |_| {});
    g.decide(Decision::UseInducement { use_it: true });
    let eleven: Vec<_> = (1..=11).map(home).collect();
    set_up(&mut g, &eleven).expect("eleven set up");
    g.quiet_kick_off();
    assert_eq!(
        g.place_of(home(11)),
        Place::Pitch {
            square: formation(Side::Home)[10],
            stance: rules::Stance::Standing
        }
    );
    g.score_with(home(2));
    assert_eq!(g.place_of(home(11)), Place::SentOff);
    // Home scored: home kicks and sets up first, with its ten.
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d)
            if d.side == Side::Home && d.kind != DecisionKind::UseInducement),
        "{:#?}",
        g.m.prompt()
    );
    let ten: Vec<_> = (1..=10).map(home).collect();
    set_up(&mut g, &ten).expect("ten set up");
}

/// Declined, she stays on the sidelines as 3 Cheerleaders, and the team sets up its ten
/// (004:L3162-L3166).
#[test]
fn kari_declined_stays_3_cheerleaders_004_l3162() {
    let mut g = home_to_set_up(10, |_| {});
    let with_her = cheerleaders(&g);
    g.decide(Decision::UseInducement { use_it: false });
    assert!(g.m.state().player(home(11)).is_none());
    assert_eq!(cheerleaders(&g), with_her);
    let ten: Vec<_> = (1..=10).map(home).collect();
    set_up(&mut g, &ten).expect("ten set up");
}

/// A team that can set up 11 is not asked: exactly eleven is enough (004:L3162-L3163).
#[test]
fn kari_is_not_offered_to_a_team_of_11_004_l3162() {
    let mut g = home_to_set_up(11, |_| {});
    assert!(!kari_asked(&g, Side::Home), "{:#?}", g.m.prompt());
    let eleven: Vec<_> = (1..=11).map(home).collect();
    set_up(&mut g, &eleven).expect("eleven set up");
}

/// The kicking team is asked too, before its first set-up of the match (004:L3162-L3164).
#[test]
fn kari_is_offered_before_the_first_kicking_set_up_004_l3162() {
    let mut s = setup();
    s.home.players.truncate(9);
    s.home.inducements.bought.set(Inducement::KariColdsteel, 1);
    s.kicking = Some(Side::Home);
    let g = Game {
        m: Match::new(s, book()).expect("match builds"),
    };
    assert!(kari_asked(&g, Side::Home), "{:#?}", g.m.prompt());
}

/// Her joining is read from the inputs alone: the log replayed builds the same match, and
/// undoing the decision takes her out again.
#[test]
fn kari_joining_replays_and_undoes_004_l3164() {
    let mut g = home_to_set_up(10, |_| {});
    let before = g.m.state().players.len();
    g.decide(Decision::UseInducement { use_it: true });
    let mut replay = Match::new(g.m.setup().clone(), book()).expect("match builds");
    for input in g.m.inputs().to_vec() {
        replay.apply(input).expect("replays");
    }
    assert_eq!(replay.state(), g.m.state());
    g.apply(Input::Undo);
    assert_eq!(g.m.state().players.len(), before);
    assert!(kari_asked(&g, Side::Home));
}
