//! The league pre-match sequence (004:L2669-L2797): weather, stadium, referee (the last two
//! where the league's ruleset options turn them on), inducements (bought in the setup), then
//! fans and FAME and the flip for the kick.

mod common;
use common::*;

use rules::{Decision, LeagueSpec, Match, SetupSpec, Side, TeamSpec};

fn options_book(stadiums: bool, referees: bool) -> tables::Rulebook {
    let on = |b: bool| if b { "on" } else { "off" };
    book()
        .with_file(
            "league.toml",
            &format!(
                "[ruleset]\nleague = \"on\"\nstadiums = \"{}\"\nfamous-referees = \"{}\"\n",
                on(stadiums),
                on(referees)
            ),
        )
        .expect("league file")
}

fn spec(league: Option<LeagueSpec>) -> SetupSpec {
    SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: None,
        weather: None,
        fame: None,
        league,
    }
}

fn game(book: &tables::Rulebook, league: Option<LeagueSpec>) -> Game {
    let setup = spec(league).build(book).expect("builds");
    Game {
        m: Match::new(setup, book).expect("match"),
    }
}

fn next_roll(g: &Game) -> String {
    g.roll_prompt().roll.to_string()
}

#[test]
fn weather_then_stadium_then_referee_then_fans_then_the_kick_004_l2675_l2692() {
    let book = options_book(true, true);
    let mut g = game(&book, Some(LeagueSpec::default()));
    assert_eq!(next_roll(&g), "Weather");
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Stadium");
    // 9: Luxury Stadium, then its D6: 3 is Broadcast Studio (004:L3702-L3743).
    g.d6(&[4, 5]);
    assert_eq!(next_roll(&g), "Stadium attribute");
    let t = text(&g.d6(&[3]));
    assert!(t.contains("Broadcast Studio"), "{t}");
    let stadium = g.m.state().stadium.clone().expect("stadium");
    assert_eq!(stadium.kind, "Luxury Stadium");
    assert_eq!(stadium.attribute.as_deref(), Some("Broadcast Studio"));
    assert_eq!(next_roll(&g), "Referee");
    // 6 is the Goblin referee on the pre-match table (the famous-only table reads 6 as a
    // standard referee).
    g.d6(&[2, 4]);
    assert_eq!(g.m.state().referee.as_deref(), Some("Goblin referee"));
    assert_eq!(next_roll(&g), "Fans");
    g.d6(&[3, 3]);
    g.d6(&[2, 2]);
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
    assert!(
        g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::CoinToss { .. })),
        "the flip for the kick comes last"
    );
}

#[test]
fn a_standard_stadium_has_no_attribute_roll_004_l3684() {
    let book = options_book(true, true);
    let mut g = game(&book, Some(LeagueSpec::default()));
    g.d6(&[3, 4]);
    // 8 is Standard (6-8); 9 would be a Luxury Stadium.
    g.d6(&[4, 4]);
    let stadium = g.m.state().stadium.clone().expect("stadium");
    assert_eq!((stadium.kind.as_str(), stadium.attribute), ("Standard", None));
    assert_eq!(next_roll(&g), "Referee");
    // 11-12: Jorm the Ogre; 10 is still Thoron Korensson.
    g.d6(&[5, 5]);
    assert_eq!(g.m.state().referee.as_deref(), Some("Thoron Korensson"));
}

#[test]
fn without_the_options_a_league_match_rolls_no_stadium_nor_referee_004_l1857_l3585() {
    let book = options_book(false, false);
    let mut g = game(&book, Some(LeagueSpec::default()));
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Fans");
    assert_eq!(g.m.state().stadium, None);
    assert_eq!(g.m.state().referee, None);
}

#[test]
fn a_box_match_plays_its_pre_match_as_before_000_l989() {
    let book = options_book(true, true);
    let mut g = game(&book, None);
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Fans", "no league key: no stadium, no referee");
    assert_eq!(g.roll_prompt().dice.len(), 2);
}

#[test]
fn the_team_at_its_home_stadium_rolls_d3_more_fans_004_l2730() {
    let book = options_book(false, false);
    let mut g = game(
        &book,
        Some(LeagueSpec {
            home_stadium: Some(Side::Home),
            ..LeagueSpec::default()
        }),
    );
    g.d6(&[3, 4]);
    assert_eq!(g.roll_prompt().dice.len(), 3, "2D6 and a D3");
    // Human quick-start: Fan Factor 6. 3 + 3 + D3 (a 5 is 3) + 6 = 15, not 17 (a D6).
    g.d6(&[3, 3, 5]);
    assert_eq!(g.m.state().team(Side::Home).fans, 15);
    assert_eq!(g.roll_prompt().dice.len(), 2, "the away team rolls 2D6");
    // Orc quick-start: Fan Factor 6. 1 + 1 + 6 = 8: home has more, not twice: FAME 1.
    g.d6(&[1, 1]);
    assert_eq!(g.m.state().team(Side::Away).fans, 8);
    assert_eq!(g.m.state().team(Side::Home).fame, 1);
}

#[test]
fn a_stadium_and_a_referee_the_setup_names_are_not_rolled_004_l3585() {
    let book = options_book(true, true);
    let mut g = game(
        &book,
        Some(LeagueSpec {
            stadium: Some("Astrogranite".into()),
            referee: Some("Jorm the Ogre".into()),
            ..LeagueSpec::default()
        }),
    );
    let stadium = g.m.state().stadium.clone().expect("named");
    assert_eq!(stadium.kind, "Unusual Playing Surface");
    assert_eq!(g.m.state().referee.as_deref(), Some("Jorm the Ogre"));
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Fans");
    let mut wrong = spec(Some(LeagueSpec {
        stadium: Some("Astro Granite".into()),
        ..LeagueSpec::default()
    }));
    let e = wrong.build(&book).expect_err("no such stadium").to_string();
    assert!(e.contains("no stadium \"Astro Granite\""), "{e}");
    wrong.league = Some(LeagueSpec {
        referee: Some("Jorm".into()),
        ..LeagueSpec::default()
    });
    let e = wrong.build(&book).expect_err("no such referee").to_string();
    assert!(e.contains("Jorm the Ogre") && e.contains("004:L2704"), "{e}");
}

#[test]
fn a_league_key_the_format_does_not_know_is_refused_by_name() {
    let e = serde_json::from_str::<LeagueSpec>(r#"{"home_stadium": "home", "weather": "nice"}"#)
        .expect_err("unknown key");
    assert!(e.to_string().contains("weather"), "{e}");
}
