//! The league pre-match sequence (004:L2669-L2797): weather, stadium, referee (the last two
//! where the league's ruleset options turn them on), inducements (bought in the setup), then
//! fans and FAME and the flip for the kick.

use crate::common;
use common::*;
use rules::Inducement;

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
    assert_eq!(
        (stadium.kind.as_str(), stadium.attribute),
        ("Standard", None)
    );
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
    assert_eq!(
        next_roll(&g),
        "Fans",
        "no league key: no stadium, no referee"
    );
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
    assert!(
        e.contains("Jorm the Ogre") && e.contains("004:L2704"),
        "{e}"
    );
}

#[test]
fn a_league_key_the_format_does_not_know_is_refused_by_name() {
    let e = serde_json::from_str::<LeagueSpec>(r#"{"home_stadium": "home", "weather": "nice"}"#)
        .expect_err("unknown key");
    assert!(e.to_string().contains("weather"), "{e}");
}

// The referee during the match.

fn refereed(name: &str, book: &tables::Rulebook) -> Game {
    let set = |s: &mut rules::MatchSetup| {
        s.league = Some(rules::LeagueSetup {
            referee: Some(name.into()),
            ..rules::LeagueSetup::default()
        });
    };
    // The Triplets' kit check before each team's set-up; both coaches' kit passes
    // (004:L2008-L2012).
    let kit: &[u8] = if name == "Trundlefoot Triplets" {
        &[2, 2]
    } else {
        &[]
    };
    let mut g = Game::set_up_after(book, set, kit);
    g.quiet_kick_off();
    g
}

/// Home #7 fouls the prone away #3 (a Black Orc Blocker, AV 9); the Armour roll 2 + 3 neither
/// breaks his armour nor is a double.
fn foul_without_a_double(g: &mut Game) -> Vec<rules::Event> {
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), rules::Stance::Prone);
    g.declare(home(7), rules::ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[2, 3])
}

#[test]
fn thoron_korensson_sends_a_fouler_off_on_1_or_2_without_a_double_004_l1941() {
    for (roll, off) in [(2u8, true), (3, false)] {
        let mut g = refereed("Thoron Korensson", book());
        foul_without_a_double(&mut g);
        assert_eq!(next_roll(&g), "Famous referee");
        g.d6(&[roll]);
        assert_eq!(g.place_of(home(7)) == rules::Place::SentOff, off, "{roll}");
        // Sent off for fouling: a turnover, the away team's turn.
        assert_eq!(g.turn_side() == Some(Side::Away), off, "{roll}");
    }
}

#[test]
fn a_standard_referee_sees_only_doubles_000_l1188() {
    let mut g = refereed("Standard referee", book());
    foul_without_a_double(&mut g);
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "no roll after a foul without a double"
    );
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), rules::Stance::Standing));
}

#[test]
fn the_trundlefoot_triplets_send_off_the_fouler_on_1_and_the_victim_on_6_004_l2001() {
    // 1: the fouler, as for a double: a turnover.
    let mut g = refereed("Trundlefoot Triplets", book());
    foul_without_a_double(&mut g);
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), rules::Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Away), "a turnover");
    // 6: the victim, and the fouling team plays on.
    let mut g = refereed("Trundlefoot Triplets", book());
    foul_without_a_double(&mut g);
    let t = text(&g.d6(&[6]));
    assert_eq!(g.place_of(away(3)), rules::Place::SentOff, "{t}");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), rules::Stance::Standing));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // 2: nothing (Thoron would have seen it).
    let mut g = refereed("Trundlefoot Triplets", book());
    foul_without_a_double(&mut g);
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), rules::Stance::Standing));
    assert_eq!(g.place_of(away(3)), on(sq(10, 7), rules::Stance::Prone));
}

#[test]
fn the_victims_coach_may_bribe_the_triplets_004_l2005() {
    let mut g = Game::set_up_after(
        book(),
        |s| {
            s.league = Some(rules::LeagueSetup {
                referee: Some("Trundlefoot Triplets".into()),
                ..rules::LeagueSetup::default()
            });
            s.away.inducements.bought.set(Inducement::Bribes, 1);
        },
        &[2, 2],
    );
    g.quiet_kick_off();
    foul_without_a_double(&mut g);
    g.d6(&[6]);
    assert_eq!(g.decider(), Side::Away);
    g.decide(Decision::Bribe { bribe: true });
    g.d6(&[2]);
    assert_eq!(g.place_of(away(3)), on(sq(10, 7), rules::Stance::Prone));
}

#[test]
fn nobody_argues_with_red_hokuli_004_l2036() {
    let argue = book()
        .with_file("league.toml", "[ruleset]\nargue-the-call = \"on\"\n")
        .expect("league file");
    let mut g = refereed("Ranulf 'Red' Hokuli", &argue);
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), rules::Stance::Prone);
    g.declare(home(7), rules::ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    // A double: sent off at once, with no argument offered (no Bribe either).
    assert_eq!(g.place_of(home(7)), rules::Place::SentOff);
}

#[test]
fn get_the_ref_replaces_the_trundlefoot_triplets_with_a_standard_referee_004_l2014() {
    let mut g = Game::set_up_after(
        book(),
        |s| {
            s.league = Some(rules::LeagueSetup {
                referee: Some("Trundlefoot Triplets".into()),
                ..rules::LeagueSetup::default()
            });
        },
        &[2, 2],
    );
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[1, 1]);
    assert_eq!(g.m.state().referee.as_deref(), Some("Standard referee"));
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        1,
        "a Bribe as normal"
    );
}

// The stadium during the match.

fn at_stadium(kind: &str, attribute: &str) -> Game {
    let (kind, attribute) = (kind.to_string(), attribute.to_string());
    let mut g = Game::set_up(book(), move |s| {
        s.league = Some(rules::LeagueSetup {
            stadium: Some(rules::Stadium {
                kind,
                attribute: Some(attribute),
            }),
            ..rules::LeagueSetup::default()
        });
    });
    // The quiet kick-off, with Solid Stone's second bounce (004:L3634) where it has one.
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    while matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Bounce") {
        g.dice(&[rules::Die::D8(7)]);
    }
    g.edit(rules::Edit::RemoveBall);
    g
}

/// Home #7 fouls the prone away #3 (a Black Orc Blocker, AV 9) with Armour roll 4 + 5 = 9.
fn foul_for_nine(g: &mut Game) {
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), rules::Stance::Prone);
    g.declare(home(7), rules::ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[4, 5]);
}

#[test]
fn astrogranite_adds_1_to_every_armour_roll_004_l3585() {
    // 9 does not beat AV 9; 9 + 1 does.
    let mut g = Game::new();
    foul_for_nine(&mut g);
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "armour held"
    );
    let mut g = at_stadium("Unusual Playing Surface", "Astrogranite");
    foul_for_nine(&mut g);
    assert_eq!(next_roll(&g), "Injury");
    assert_eq!(
        g.roll_prompt()
            .modifiers
            .iter()
            .map(|m| m.value)
            .sum::<i8>(),
        0
    );
}

#[test]
fn solid_stone_adds_1_to_every_injury_roll_004_l3585() {
    let mut g = at_stadium("Unusual Playing Surface", "Solid Stone");
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), rules::Stance::Prone);
    g.declare(home(7), rules::ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[5, 6]);
    // 3 + 4 = 7 is Stunned; with Solid Stone's +1, 8 is KO'd.
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(away(3)), rules::Place::KnockedOut);
}

#[test]
fn boisterous_rabble_gives_each_team_1_fame_at_most_2_004_l3745() {
    let book = options_book(false, false);
    let mut g = game(
        &book,
        Some(LeagueSpec {
            stadium: Some("Boisterous Rabble".into()),
            ..LeagueSpec::default()
        }),
    );
    g.d6(&[3, 4]);
    // Human 2 + 2 + 6 = 10, Orc 6 + 6 + 6 = 18 (not twice 10): home 0 + 1, away 1 + 1.
    g.d6(&[2, 2]);
    g.d6(&[6, 6]);
    assert_eq!(g.m.state().team(Side::Home).fame, 1);
    assert_eq!(g.m.state().team(Side::Away).fame, 2);
}

/// A setup that settles FAME gives the fans' FAME (000:L993); a Boisterous Rabble stadium it
/// names adds its +1 on top, 2 at most (004:L3745-L3805): 0 and 2 become 1 and 2, not 0 and 2
/// (the +1 lost) nor 1 and 3 (over the cap).
#[test]
fn boisterous_rabble_adds_1_to_a_settled_fame_004_l3745() {
    let g = Game::with(|s| {
        s.fame = Some(rules::Fame { home: 0, away: 2 });
        s.league = Some(rules::LeagueSetup {
            stadium: Some(rules::Stadium {
                kind: "Local Crowd".into(),
                attribute: Some("Boisterous Rabble".into()),
            }),
            ..rules::LeagueSetup::default()
        });
    });
    assert_eq!(g.m.state().team(Side::Home).fame, 1);
    assert_eq!(g.m.state().team(Side::Away).fame, 2);
}

/// The same for a Boisterous Rabble rolled in the pre-match after the setup settled FAME
/// (Local Crowd is 11-12, its D6 2 is Boisterous Rabble, 004:L3745-L3805): 1 and 1 become 2
/// and 2, and no fans are rolled.
#[test]
fn a_rolled_boisterous_rabble_adds_1_to_a_settled_fame_004_l3745() {
    let book = options_book(true, false);
    let setup = SetupSpec {
        fame: Some(rules::Fame { home: 1, away: 1 }),
        ..spec(Some(LeagueSpec::default()))
    }
    .build(&book)
    .expect("builds");
    let mut g = Game {
        m: Match::new(setup, &book).expect("match"),
    };
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Stadium");
    g.d6(&[5, 6]);
    assert_eq!(next_roll(&g), "Stadium attribute");
    let t = text(&g.d6(&[2]));
    assert!(t.contains("Boisterous Rabble: +1 FAME each"), "{t}");
    assert_eq!(g.m.state().team(Side::Home).fame, 2);
    assert_eq!(g.m.state().team(Side::Away).fame, 2);
    assert!(
        g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::CoinToss { .. })),
        "no fans roll: the setup settled them"
    );
}

#[test]
fn solemn_and_silent_counts_fame_as_0_during_the_match_004_l3745() {
    let g = Game::with(|s| {
        s.fame = Some(rules::Fame { home: 2, away: 1 });
        s.league = Some(rules::LeagueSetup {
            stadium: Some(rules::Stadium {
                kind: "Local Crowd".into(),
                attribute: Some("Solemn and Silent".into()),
            }),
            ..rules::LeagueSetup::default()
        });
    });
    assert_eq!(g.m.state().kick_off_fame(Side::Home), 0);
    assert_eq!(g.m.state().kick_off_fame(Side::Away), 0);
    assert_eq!(g.m.state().team(Side::Home).fame, 2, "for after the match");
}

fn refereed_kick(name: &str) -> Game {
    let mut g = Game::set_up(book(), |s| {
        s.league = Some(rules::LeagueSetup {
            referee: Some(name.into()),
            ..rules::LeagueSetup::default()
        });
    });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[1, 1]);
    g
}

#[test]
fn get_the_ref_is_rolled_again_with_thoron_korensson_004_l1952() {
    let mut g = refereed_kick("Thoron Korensson");
    assert_eq!(next_roll(&g), "Kick-off table", "rolled again");
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        0,
        "no Bribe yet"
    );
    // Get the Ref again: a standard referee, and a Bribe each.
    g.d6(&[1, 1]);
    assert_eq!(g.m.state().referee.as_deref(), Some("Standard referee"));
    assert_eq!(
        g.m.state()
            .team(Side::Away)
            .inducements
            .get(rules::Inducement::Bribes),
        1
    );
    // Something else the second time: Thoron stays, no Bribes.
    let mut g = refereed_kick("Thoron Korensson");
    g.d6(&[2, 3]);
    assert_eq!(g.m.state().referee.as_deref(), Some("Thoron Korensson"));
    assert_eq!(
        g.m.state()
            .team(Side::Away)
            .inducements
            .get(rules::Inducement::Bribes),
        0
    );
}

#[test]
fn get_the_ref_gives_no_bribes_with_jorm_the_ogre_004_l1970() {
    let g = refereed_kick("Jorm the Ogre");
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        0
    );
    assert_eq!(
        g.m.state()
            .team(Side::Away)
            .inducements
            .get(rules::Inducement::Bribes),
        0
    );
}

/// The example script docs/examples/league-match.jsonl, with its house rules, plays through
/// (as `nuffle --rules docs/examples/league-rules.toml match run …` does).
#[test]
fn the_league_match_example_plays_its_pre_match_and_first_turn_004_l2675() {
    #[derive(serde::Deserialize)]
    struct SetupLine {
        setup: SetupSpec,
    }
    let book = book()
        .with_file(
            "league-rules.toml",
            include_str!("../../docs/examples/league-rules.toml"),
        )
        .expect("house rules");
    let script = include_str!("../../docs/examples/league-match.jsonl");
    let mut lines = script
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let first: SetupLine = serde_json::from_str(lines.next().expect("setup")).expect("setup");
    let setup = first.setup.build(&book).expect("builds");
    let league = setup.league.clone().expect("league");
    assert_eq!(league.inducement_gold, [300_000, 50_000]);
    let mut m = Match::new(setup, &book).expect("match");
    let mut said = String::new();
    for line in lines {
        let input: rules::Input = serde_json::from_str(line).expect(line);
        for e in m.apply(input).unwrap_or_else(|r| panic!("{line}: {r}")) {
            said.push_str(&e.text);
            said.push('\n');
        }
    }
    for ruling in [
        "Local Crowd: Boisterous Rabble",
        "Referee roll 10: Thoron Korensson",
        "D3 2 at home",
        "FAME: Altdorf Archers 2, Gouged Eye 1",
        "Thoron Korensson saw the foul (2",
        "The Bribe works",
    ] {
        assert!(said.contains(ruling), "{ruling}\n{said}");
    }
    assert_eq!(
        m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        1,
        "one Bribe left"
    );
    assert_eq!(
        m.state().team(Side::Home).rerolls,
        3,
        "2 + Extra Team Training"
    );
}
