//! The 2016 box's Human and Orc team lists (000:L848-L870) are Human and Orc teams: what the
//! compendium grants a race (an inducement "Orc teams only", a Star Player who plays for Orcs,
//! the Orcs' special ball) is theirs too, and another race's is not.

use crate::common;
use common::*;
use rules::{Inducement, InducementSpec, LeagueSpec, SetupSpec, StarSpec, TeamSpec};

/// Eleven Linemen of `roster` buying `inducements`, hiring `stars`, against a box Human team.
fn setup_of(roster: &str, inducements: InducementSpec, stars: &[&str]) -> SetupSpec {
    let mut home = eleven_of(roster, "Lineman", 1_000_000, inducements);
    if let TeamSpec::Roster { stars: hired, .. } = &mut home {
        *hired = stars
            .iter()
            .map(|s| StarSpec {
                star: (*s).into(),
                numbers: Vec::new(),
            })
            .collect();
    }
    SetupSpec {
        home,
        away: eleven_of(
            "human-2016-box",
            "Lineman",
            1_000_000,
            InducementSpec::default(),
        ),
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    }
}

#[test]
fn a_box_orc_team_may_buy_the_orcs_waaagh_drummer_004_l3315() {
    let drummer = InducementSpec {
        treasury: 100_000,
        ..Default::default()
    }
    .with(Inducement::WaaaghDrummer, 1);
    let setup = setup_of("orc-2016-box", drummer.clone(), &[])
        .build(book())
        .expect("an Orc team of the box buys the Orcs' drummer");
    assert!(setup.home.inducements.has(Inducement::WaaaghDrummer));
    // The box's Humans are not Orcs.
    let human = setup_of("human-2016-box", drummer, &[]).build(book());
    let refused = human.expect_err("a Human team may not buy the Orcs' drummer");
    assert!(refused.0.contains("Waaagh! Drummer"), "{}", refused.0);
}

#[test]
fn a_box_human_team_may_buy_the_humans_master_of_ballistics_004_l3288() {
    let ballistics = InducementSpec {
        treasury: 100_000,
        ..Default::default()
    }
    .with(Inducement::MasterOfBallistics, 1);
    setup_of("human-2016-box", ballistics.clone(), &[])
        .build(book())
        .expect("a Human team of the box buys the Humans' Master of Ballistics");
    assert!(
        setup_of("orc-2016-box", ballistics, &[])
            .build(book())
            .is_err(),
        "the box's Orcs may not"
    );
}

#[test]
fn a_box_orc_team_may_hire_a_star_who_plays_for_orcs_004_l9303() {
    // Grut Gitgobbla plays for Orc teams only (004:L9303-L9310).
    let gold = InducementSpec {
        treasury: 200_000,
        ..Default::default()
    };
    let setup = setup_of("orc-2016-box", gold.clone(), &["Grut Gitgobbla"])
        .build(book())
        .expect("a box Orc team hires an Orc Star");
    assert!(
        setup
            .home
            .players
            .iter()
            .any(|p| p.name == "Grut Gitgobbla"),
        "he plays"
    );
    assert!(
        setup_of("human-2016-box", gold, &["Grut Gitgobbla"])
            .build(book())
            .is_err(),
        "not for the box's Humans"
    );
}

/// The Orcs' ball, the Limpin' Squig (004:L2173-L2185), is the box Orcs' too: with
/// `special-balls` on, their kicking coach is offered it beside the Extra Spiky Ball
/// (004:L2142-L2146); the box's Humans have no race ball, only the Extra Spiky Ball.
#[test]
fn the_box_orcs_may_kick_the_limpin_squig_004_l2142() {
    use rules::special_ball::SpecialBall;
    let book = book()
        .with_file("balls.toml", "[ruleset]\nspecial-balls = \"on\"\n")
        .expect("the option loads");
    for (kicking, squig) in [(rules::Side::Away, true), (rules::Side::Home, false)] {
        let g = Game::set_up(&book, |s| s.kicking = Some(kicking));
        let balls: Vec<SpecialBall> = g
            .decision_options()
            .into_iter()
            .filter_map(|d| match d {
                rules::Decision::SpecialBall { ball, .. } => Some(ball),
                _ => None,
            })
            .collect();
        assert!(balls.contains(&SpecialBall::ExtraSpikyBall), "{balls:?}");
        assert_eq!(
            balls.contains(&SpecialBall::LimpinSquig),
            squig,
            "{balls:?}"
        );
    }
}
