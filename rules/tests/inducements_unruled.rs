//! The referee is told which inducements the engine does not rule, to apply them by hand: an
//! inducement a team has is never ignored in silence.

mod common;
use common::*;
use rules::{Inducement, InducementSpec, LeagueSpec, PlayerSpec, Ruled, SetupSpec, Side, TeamSpec};

/// Kari Coldsteel is ruled only in part (her 3 Cheerleaders, not her playing a drive,
/// 004:L3162-L3168); Krot Shockwhisker, the Warlock Engineer and Papa Skullbones are ruled,
/// so not listed.
#[test]
fn a_match_lists_the_inducements_it_does_not_rule_004_l3162() {
    // Set up only: Papa Skullbones is asked before the kick-off.
    let g = Game::set_up(book(), |s| {
        s.home
            .inducements
            .bought
            .set(Inducement::KrotShockwhisker, 1);
        s.home
            .inducements
            .bought
            .set(Inducement::WarlockEngineer, 1);
        s.away.inducements.bought.set(Inducement::KariColdsteel, 1);
        s.away.inducements.bought.set(Inducement::PapaSkullbones, 1);
    });
    let unruled = g.m.unruled_inducements();
    assert_eq!(unruled.len(), 1, "{unruled:?}");
    assert_eq!(
        (unruled[0].0, unruled[0].1),
        (Side::Away, Inducement::KariColdsteel)
    );
    assert!(unruled[0].2.contains("not ruled"), "{}", unruled[0].2);
    assert_eq!(Inducement::KariColdsteel.name(book()), "Kari Coldsteel");
    for which in Inducement::ALL {
        let listed = !matches!(which.ruled(), Ruled::Yes);
        assert_eq!(listed, *which == Inducement::KariColdsteel, "{which:?}");
    }
    assert!(Game::new().m.unruled_inducements().is_empty());
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
