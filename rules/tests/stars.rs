//! Star Players on the pitch (004:L3094-L3119, the star list 004:L9059-L9779): a team sets up
//! with the stars it hired, each with his entry's profile and skills; a star the team may not
//! hire, a third hire or more than 16 players is refused with the reason and the source line; a
//! star both teams hired plays for neither.

use rules::{SetupSpec, StarSpec, TeamSpec};

fn book() -> &'static tables::Rulebook {
    tables::builtin().expect("built-in tables")
}

fn team(roster: &str, players: usize, stars: &[&str]) -> TeamSpec {
    // Both rosters used here have Linemen (0-16).
    let position = "Lineman";
    TeamSpec::Roster {
        name: format!("{roster} team"),
        roster: roster.into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        apothecary: false,
        wandering_apothecaries: 0,
        igor: false,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
        players: (1..=players)
            .map(|n| rules::PlayerSpec {
                number: u8::try_from(n).unwrap_or(u8::MAX),
                position: position.into(),
                name: None,
                skills: Vec::new(),
                ..Default::default()
            })
            .collect(),
        stars: stars
            .iter()
            .map(|s| StarSpec {
                star: (*s).into(),
                numbers: Vec::new(),
            })
            .collect(),
    }
}

fn setup(home: TeamSpec, away: TeamSpec) -> Result<rules::MatchSetup, rules::SetupError> {
    SetupSpec {
        home,
        away,
        kicking: None,
        weather: None,
        fame: None,
        league: None,
    }
    .build(book())
}

#[test]
fn a_hired_star_takes_the_field_with_his_entrys_profile_and_skills_004_l9279() {
    // Griff Oberwald, Human: MA 7 ST 4 AG 4 AV 8; Loner, Block, Dodge, Fend, Sprint, Sure Feet.
    let built = setup(team("human", 11, &["Griff Oberwald"]), team("orc", 11, &[]));
    let built = built.expect("a Human team may hire Griff");
    let griff = built.home.players.last().expect("twelve players");
    assert_eq!(built.home.players.len(), 12);
    assert_eq!(griff.number, 12, "the next free shirt");
    assert_eq!((griff.ma, griff.st, griff.ag, griff.av), (7, 4, 4, 8));
    assert_eq!(griff.name, "Griff Oberwald");
    assert_eq!(griff.position, "Star Player");
    assert_eq!(
        griff.skills,
        ["loner", "block", "dodge", "fend", "sprint", "sure-feet"]
    );
    let game = rules::Match::new(built, book()).expect("the match starts");
    let on = game
        .state()
        .players
        .iter()
        .find(|p| p.profile.name == "Griff Oberwald")
        .expect("Griff is in the match");
    assert!(on.has(rules::Skill::Sprint) && on.has(rules::Skill::Loner));
}

#[test]
fn a_star_the_team_may_not_hire_is_refused_with_the_reason_004_l3102() {
    // Griff's entry names Human only; the Orc roster page does not list him.
    let err = setup(team("orc", 11, &["Griff Oberwald"]), team("human", 11, &[]))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("may not hire Griff Oberwald") && err.contains("004:L9279-L9286"),
        "{err}"
    );
}

#[test]
fn a_duo_is_one_hire_of_two_models_and_a_third_hire_is_refused_004_l3102_l9252() {
    // Grak and Crumbleberry (any team) count as one Star Player inducement, so a second star
    // may join them; a third hire may not.
    let built = setup(
        team("human", 11, &["Grak and Crumbleberry", "Griff Oberwald"]),
        team("orc", 11, &[]),
    )
    .expect("two hires");
    let names: Vec<&str> = built.home.players[11..]
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Grak", "Crumbleberry", "Griff Oberwald"]);
    assert_eq!(
        built.home.players[11..]
            .iter()
            .map(|p| p.number)
            .collect::<Vec<_>>(),
        [12, 13, 14]
    );
    let err = setup(
        team(
            "human",
            11,
            &["Grak and Crumbleberry", "Griff Oberwald", "Morg 'n' Thorg"],
        ),
        team("orc", 11, &[]),
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default();
    assert!(err.contains("at most 2"), "{err}");
}

#[test]
fn stars_may_not_take_a_team_above_16_players_004_l3106() {
    // 15 players and a duo would be 17.
    let err = setup(
        team("human", 15, &["Grak and Crumbleberry"]),
        team("orc", 11, &[]),
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default();
    assert!(err.contains("above 16") && err.contains("17"), "{err}");
    assert!(setup(team("human", 15, &["Griff Oberwald"]), team("orc", 11, &[])).is_ok());
}

#[test]
fn a_star_both_teams_hired_plays_for_neither_004_l3110() {
    // Morg 'n' Thorg plays for Human and Orc alike (any team but Khemri): hired by both, he
    // takes the field for neither (the match is played, 004:L3109-L3112).
    let built = setup(
        team("human", 11, &["Morg 'n' Thorg"]),
        team("orc", 11, &["morg-n-thorg"]),
    )
    .expect("the match is played without him");
    for team in [&built.home, &built.away] {
        assert_eq!(team.players.len(), 11, "{}", team.name);
        assert!(!team.players.iter().any(|p| p.name.contains("Morg")));
    }
    // The referee is told why he is missing, once, not left to find him gone.
    let m = rules::Match::new(built, book()).expect("match");
    let said = m.setup_rulings();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains("Morg 'n' Thorg") && said[0].contains("neither may use him"),
        "{said:?}"
    );
}

/// A star one team hired is no setup ruling: nothing is said.
#[test]
fn a_star_one_team_hired_is_no_setup_ruling_004_l3110() {
    let built =
        setup(team("human", 11, &["Morg 'n' Thorg"]), team("orc", 11, &[])).expect("builds");
    let m = rules::Match::new(built, book()).expect("match");
    assert!(m.setup_rulings().is_empty());
}

#[test]
fn a_stars_shirt_numbers_may_be_given_and_must_be_free() {
    let mut spec = team("human", 11, &[]);
    if let TeamSpec::Roster { stars, .. } = &mut spec {
        stars.push(StarSpec {
            star: "Griff Oberwald".into(),
            numbers: vec![7],
        });
    }
    let err = setup(spec, team("orc", 11, &[]))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("two players wearing #7"), "{err}");
}
