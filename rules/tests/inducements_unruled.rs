//! The referee would be told which inducements the engine does not rule, to apply them by hand;
//! every one is ruled whole, so none is ever listed.

use crate::common;
use common::*;
use rules::{Inducement, InducementSpec, LeagueSpec, PlayerSpec, Ruled, SetupSpec, Side, TeamSpec};

/// Every inducement is ruled whole, Kari Coldsteel's drive included (004:L3162-L3176): no route
/// is left to the referee's "apply it by hand" list, so this fails as soon as one is not (as
/// skills have theirs). A match whose teams bought every one lists none.
#[test]
fn every_inducement_is_ruled_whole_004_l2730() {
    for which in Inducement::ALL {
        assert_eq!(which.ruled(), Ruled::Yes, "{which:?}");
    }
    let mut s = setup();
    for which in Inducement::ALL {
        s.home.inducements.bought.set(*which, 1);
        s.away.inducements.bought.set(*which, 1);
    }
    let m = rules::Match::new(s, book()).expect("match builds");
    assert_eq!(m.unruled_inducements(), Vec::new());
    assert_eq!(Inducement::KariColdsteel.name(book()), "Kari Coldsteel");
}

fn skaven_team(name: &str) -> TeamSpec {
    TeamSpec::Roster {
        name: name.into(),
        roster: "skaven".into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=11)
            .map(|n| PlayerSpec {
                number: n,
                position: "Lineman".into(),
                name: None,
                skills: Vec::new(),
                ..Default::default()
            })
            .collect(),
        stars: Vec::new(),
        apothecary: false,
        wandering_apothecaries: 0,
        igor: false,
        team_value: Some(1_000_000),
        inducements: InducementSpec {
            coaching_staff: vec!["Krot Shockwhisker".into()],
            treasury: 80_000,
            ..InducementSpec::default()
        },
        master_chef: false,
        bribery_agent: false,
    }
}

/// Both teams hired Krot: neither has him (004:L3049-L3052), so neither is asked nor listed.
#[test]
fn staff_hired_by_both_teams_is_not_listed_004_l3049() {
    let setup = SetupSpec {
        home: skaven_team("Home"),
        away: skaven_team("Away"),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(LeagueSpec::default()),
    }
    .build(book())
    .expect("both hire Krot");
    let m = rules::Match::new(setup, book()).expect("match");
    assert!(m.unruled_inducements().is_empty());
}
