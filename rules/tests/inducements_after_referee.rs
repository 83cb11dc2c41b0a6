//! The league's pre-match order (004:L2676-L2682): Weather, Stadium, Referee, then the
//! inducements, then the Special Play cards and the kick. A match whose setup leaves the
//! inducements to be chosen after the Referee roll (the window's) waits there; what the coaches
//! buy is put into its setup and its first rolls replay on it.

use crate::common;
use common::*;

use rules::{
    Decision, DecisionKind, Inducement, InducementSpec, InducementsChosen, LeagueSpec, Match,
    MatchSetup, Prompt, SetupSpec, Side, TeamSpec,
};

fn options_book() -> tables::Rulebook {
    book()
        .with_file(
            "league.toml",
            "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n",
        )
        .expect("league file")
}

/// The window's league spec: Humans (1,000,000) against Orcs (1,250,000), nothing settled.
fn spec(home: InducementSpec, league: LeagueSpec) -> SetupSpec {
    SetupSpec {
        home: eleven_of("human", "Lineman", 1_000_000, home),
        away: eleven_of("orc", "Lineman", 1_250_000, InducementSpec::default()),
        kicking: None,
        weather: None,
        fame: None,
        league: Some(league),
    }
}

/// The match as the window starts it: nothing bought, the inducements after the Referee roll.
fn before_buying(book: &tables::Rulebook) -> Game {
    let mut setup = spec(InducementSpec::default(), LeagueSpec::default())
        .build(book)
        .expect("builds");
    if let Some(league) = setup.league.as_mut() {
        league.inducements_chosen = InducementsChosen::AfterReferee;
    }
    Game {
        m: Match::new(setup, book).expect("match"),
    }
}

/// The setup with what was bought, as the window makes it: the spec priced at the stadium
/// rolled, built, then made this match's.
fn bought(book: &tables::Rulebook, g: &Game, home: InducementSpec) -> MatchSetup {
    let spec = g.m.inducement_spec(spec(home, LeagueSpec::default()));
    g.m.chosen_setup(spec.build(book).expect("the purchases build"))
}

fn next_roll(g: &Game) -> String {
    g.roll_prompt().roll.to_string()
}

#[test]
fn inducements_come_after_the_weather_stadium_and_referee_rolls_004_l2676() {
    let book = options_book();
    let mut g = before_buying(&book);
    assert_eq!(next_roll(&g), "Weather");
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Stadium");
    g.d6(&[4, 4]); // 8: Standard
    assert_eq!(next_roll(&g), "Referee");
    g.d6(&[2, 4]); // 6: the Goblin referee
    // The referee is known before anything is bought: the match waits for the inducements,
    // not for the fans (the old order bought them before the first roll).
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChooseInducements));
    assert!(
        g.decision_options().is_empty(),
        "nothing to click: the panel buys"
    );
    assert_eq!(
        g.m.choosing_inducements(),
        Some(rules::Choosing {
            chosen: false,
            spectacle: None
        })
    );
    assert_eq!(g.m.state().referee.as_deref(), Some("Goblin referee"));
    let refused = g
        .try_apply(Match::inducements_chosen_input())
        .expect_err("not chosen yet");
    assert!(refused.to_string().contains("004:L2676"), "{refused}");

    // The home coach buys a Bribe, knowing the Goblin referee.
    let setup = bought(
        &book,
        &g,
        InducementSpec::default().with(Inducement::Bribes, 1),
    );
    g.m.choose_inducements(setup).expect("chosen");
    assert_eq!(
        g.m.inputs().len(),
        3,
        "the three rolls replayed, nothing added"
    );
    assert_eq!(g.m.state().referee.as_deref(), Some("Goblin referee"));
    assert_eq!(g.decision_options(), vec![Decision::InducementsChosen]);
    let t = text(&g.apply(Match::inducements_chosen_input()));
    assert!(t.contains("1 Bribe"), "{t}");
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(Inducement::Bribes),
        1
    );
    // Then the fans (no Special Play cards in this league), then the flip.
    assert_eq!(next_roll(&g), "Fans");
}

#[test]
fn reputation_for_spectacle_rolled_gives_its_gold_to_the_inducements_004_l3721() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 5]); // 9: Luxury Stadium
    g.d6(&[2]); // 2: Reputation for Spectacle
    assert_eq!(next_roll(&g), "Reputation for Spectacle");
    g.d6(&[6, 5]);
    assert_eq!(next_roll(&g), "Referee");
    g.d6(&[3, 4]); // 7: a standard referee
    let choosing = g.m.choosing_inducements().expect("choosing");
    assert_eq!(choosing.spectacle, Some([6, 5]));
    // The underdog's 250,000 and 110,000 more: 360,000 buys three Bribes and a Keg (350,000),
    // which the gap alone (250,000) cannot; the favourite gets the 110,000 too.
    let spend = InducementSpec::default()
        .with(Inducement::Bribes, 3)
        .with(Inducement::BloodweiserKegs, 1);
    let setup = bought(&book, &g, spend.clone());
    assert_eq!(
        setup.league.as_ref().map(|l| l.inducement_gold),
        Some([360_000, 110_000])
    );
    assert!(
        spec(spend, LeagueSpec::default()).build(&book).is_err(),
        "without the Spectacle's gold the same purchases are over the gap"
    );
    g.m.choose_inducements(setup).expect("chosen");
    assert_eq!(
        g.m.choosing_inducements().and_then(|c| c.spectacle),
        Some([6, 5]),
        "its 2D6 replayed as rolled"
    );
}

#[test]
fn a_setup_that_changes_more_than_the_purchases_is_refused_and_nothing_changes() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 4]);
    g.d6(&[3, 4]);
    let mut other = bought(&book, &g, InducementSpec::default());
    other.weather = Some(rules::Weather::Blizzard);
    let e =
        g.m.choose_inducements(other)
            .expect_err("the weather changed");
    assert!(e.to_string().contains("weather"), "{e}");
    let mut unmarked = bought(&book, &g, InducementSpec::default());
    if let Some(l) = unmarked.league.as_mut() {
        l.inducements_chosen = InducementsChosen::AfterReferee;
    }
    assert!(g.m.choose_inducements(unmarked).is_err());
    assert_eq!(
        g.m.choosing_inducements().map(|c| c.chosen),
        Some(false),
        "still waiting, with nothing bought"
    );
    assert_eq!(g.m.setup().league.as_ref().map(|l| l.spent), Some([0, 0]));
}

#[test]
fn undoing_the_chosen_inducements_waits_for_them_again() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 4]);
    g.d6(&[3, 4]);
    assert_eq!(g.m.chosen_purchases(), None, "nothing chosen yet");
    let setup = bought(
        &book,
        &g,
        InducementSpec::default().with(Inducement::Bribes, 2),
    );
    g.m.choose_inducements(setup).expect("chosen");
    g.apply(Match::inducements_chosen_input());
    assert!(matches!(g.m.prompt(), Prompt::Roll(_)), "the fans");
    g.apply(rules::Input::Undo);
    assert_eq!(g.decision_options(), vec![Decision::InducementsChosen]);
    // The setup still holds the Bribes, in words for the window's panel.
    assert_eq!(
        g.m.chosen_purchases().as_deref(),
        Some("human team: 2 Bribes; orc team: none of the list")
    );
    // Undone once more, the Referee roll is asked again; its new result is what the
    // inducements then follow.
    g.apply(rules::Input::Undo);
    assert_eq!(next_roll(&g), "Referee");
}

#[test]
fn a_script_that_buys_in_its_setup_never_stops_to_choose_004_l2676() {
    let book = options_book();
    let setup = spec(
        InducementSpec::default().with(Inducement::Bribes, 1),
        LeagueSpec::default(),
    )
    .build(&book)
    .expect("builds");
    let mut g = Game {
        m: Match::new(setup.clone(), &book).expect("match"),
    };
    g.d6(&[3, 4]);
    g.d6(&[4, 4]);
    g.d6(&[3, 4]);
    assert_eq!(next_roll(&g), "Fans");
    let mut chosen = setup;
    if let Some(l) = chosen.league.as_mut() {
        l.inducements_chosen = InducementsChosen::Chosen;
    }
    assert!(g.m.choose_inducements(chosen).is_err(), "not waiting");
}

#[test]
fn broadcast_studio_rolled_makes_the_star_players_cheaper_004_l3725() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 5]); // 9: Luxury Stadium
    g.d6(&[3]); // 3: Broadcast Studio
    g.d6(&[3, 4]); // 7: a standard referee
    assert!(g.m.choosing_inducements().is_some());
    // Griff Oberwald, 320,000 (less 50,000 at a Broadcast Studio: 270,000), for a team with
    // the 250,000 gap and 50,000 of its Treasury: 300,000 buys him only at the studio.
    let with_griff = || {
        let mut spec = spec(
            InducementSpec {
                treasury: 50_000,
                ..InducementSpec::default()
            },
            LeagueSpec::default(),
        );
        if let TeamSpec::Roster { stars, .. } = &mut spec.home {
            stars.push(rules::StarSpec {
                star: "Griff Oberwald".into(),
                numbers: Vec::new(),
            });
        }
        spec
    };
    assert!(
        with_griff().build(&book).is_err(),
        "320,000 is over 300,000"
    );
    let built =
        g.m.inducement_spec(with_griff())
            .build(&book)
            .expect("270,000");
    assert_eq!(built.league.as_ref().map(|l| l.spent[0]), Some(270_000));
    g.m.choose_inducements(g.m.chosen_setup(built))
        .expect("chosen");
    g.apply(Match::inducements_chosen_input());
    assert!(
        g.m.state()
            .players
            .iter()
            .any(|p| p.profile.name == "Griff Oberwald"),
        "he plays"
    );
}

/// Undone back past the Spectacle's 2D6 after the inducements were chosen, and rolled again
/// lower: the purchases were priced on gold the match no longer gives, so the coaches choose
/// again (the "go on" decision is refused, and the match says why).
#[test]
fn a_spectacle_rolled_again_after_the_choosing_asks_for_the_inducements_again_004_l3721() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 5]); // 9: Luxury Stadium
    g.d6(&[2]); // Reputation for Spectacle
    g.d6(&[6, 5]); // 110,000 each
    g.d6(&[3, 4]);
    let spend = InducementSpec::default()
        .with(Inducement::Bribes, 3)
        .with(Inducement::BloodweiserKegs, 1);
    let setup = bought(&book, &g, spend);
    g.m.choose_inducements(setup).expect("chosen");
    g.apply(Match::inducements_chosen_input());
    // Back to the Spectacle's roll: the decision, the Referee roll, the 2D6.
    for _ in 0..3 {
        g.apply(rules::Input::Undo);
    }
    assert_eq!(next_roll(&g), "Reputation for Spectacle");
    g.d6(&[1, 1]); // 20,000 each now
    g.d6(&[3, 4]);
    assert_eq!(
        g.m.choosing_inducements(),
        Some(rules::Choosing {
            chosen: false,
            spectacle: Some([1, 1])
        })
    );
    assert!(g.decision_options().is_empty());
    let refused = g
        .try_apply(Match::inducements_chosen_input())
        .expect_err("chosen knowing 110,000");
    assert!(
        refused.to_string().contains("choose them again"),
        "{refused}"
    );
    // Chosen again on 270,000: three Bribes and a Keg are over it; two Bribes are not.
    let over = g.m.inducement_spec(spec(
        InducementSpec::default()
            .with(Inducement::Bribes, 3)
            .with(Inducement::BloodweiserKegs, 1),
        LeagueSpec::default(),
    ));
    assert!(over.build(&book).is_err());
    let setup = bought(
        &book,
        &g,
        InducementSpec::default().with(Inducement::Bribes, 2),
    );
    g.m.choose_inducements(setup).expect("chosen again");
    g.apply(Match::inducements_chosen_input());
    assert_eq!(next_roll(&g), "Fans");
}

/// The teams are the match's as it started: a setup whose player changed since (the league's
/// roster moved on in another match) is refused, and only purchases may differ.
#[test]
fn a_team_changed_since_the_match_started_is_refused() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 4]);
    g.d6(&[3, 4]);
    let mut changed = bought(&book, &g, InducementSpec::default());
    changed.home.players[0].ma += 1;
    let e =
        g.m.choose_inducements(changed)
            .expect_err("a player changed");
    assert!(e.to_string().contains("not as it started"), "{e}");
    let mut fewer = bought(&book, &g, InducementSpec::default());
    fewer.away.players.pop();
    assert!(g.m.choose_inducements(fewer).is_err(), "a player gone");
    assert_eq!(g.m.inputs().len(), 3, "the rolls kept");
}

/// A spec the panel kept from an earlier choosing carries that match's Reputation for
/// Spectacle 2D6; priced again at a stadium without it, it has none (004:L3721-L3723): the
/// gold is this match's rolls', never an old one's.
#[test]
fn a_kept_spec_loses_a_spectacle_this_match_did_not_roll_004_l3721() {
    let book = options_book();
    let mut g = before_buying(&book);
    g.d6(&[3, 4]);
    g.d6(&[4, 4]);
    g.d6(&[3, 4]);
    assert_eq!(g.m.choosing_inducements().and_then(|c| c.spectacle), None);
    let kept = spec(
        InducementSpec::default(),
        LeagueSpec {
            spectacle: Some([6, 5]),
            ..LeagueSpec::default()
        },
    );
    let priced = g.m.inducement_spec(kept);
    assert_eq!(priced.league.and_then(|l| l.spectacle), None);
}
