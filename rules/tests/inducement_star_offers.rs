//! The Star Players and Mercenaries a team is offered before a league match
//! (004:L3021-L3041, L3094-L3119), priced as the setup charges them, those its team list may
//! not hire left out.

use crate::common;
use common::*;

use rules::inducement_offer::{mercenary_offers, star_offers};
use rules::{InducementSpec, LeagueSpec, PlayerSpec, SetupSpec, Side, TeamSpec};

/// `n` players of `position` of `roster`, Team Value 1,000,000 on its sheet, no Treasury.
fn team(roster: &str, position: &str, n: u8) -> TeamSpec {
    TeamSpec::Roster {
        name: format!("{roster} team"),
        roster: roster.into(),
        rerolls: 1,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=n)
            .map(|n| PlayerSpec {
                number: n,
                position: position.into(),
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
        inducements: InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
    }
}

fn league(home: TeamSpec, away: TeamSpec) -> SetupSpec {
    SetupSpec {
        home,
        away,
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    }
}

#[test]
fn a_human_team_is_offered_griff_oberwald_at_320000_and_no_orc_star_004_l9279() {
    let spec = league(team("human", "Lineman", 11), team("orc", "Lineman", 11));
    let humans = star_offers(book(), &spec, Side::Home);
    let griff = humans
        .iter()
        .find(|o| o.name == "Griff Oberwald")
        .expect("Griff plays for Humans (004:L9279-L9286)");
    assert_eq!(griff.each, 320_000);
    assert_eq!(griff.source, "004:L9279-L9286");
    assert!(
        !humans.iter().any(|o| o.name == "Varag Ghoul-Chewer"),
        "an Orc star is not offered to Humans"
    );
    // No gold at all (equal Team Values): still offered, the price is what is shown.
    let orcs = star_offers(book(), &spec, Side::Away);
    assert!(orcs.iter().any(|o| o.name == "Varag Ghoul-Chewer"));
    assert!(!orcs.iter().any(|o| o.name == "Griff Oberwald"));
}

#[test]
fn a_mercenary_costs_30000_more_than_his_position_and_keeps_its_limit_004_l3025_l3028() {
    // 80,000 for a Human Lineman Mercenary (004:L3025-L3027); a Blitzer 90,000 + 30,000.
    let spec = league(team("human", "Lineman", 11), team("orc", "Lineman", 11));
    let offered: Vec<(String, u32)> = mercenary_offers(book(), &spec, Side::Home)
        .into_iter()
        .map(|o| (o.position, o.each))
        .collect();
    assert!(offered.contains(&("Lineman".into(), 80_000)), "{offered:?}");
    assert!(
        offered.contains(&("Blitzer".into(), 120_000)),
        "{offered:?}"
    );
    // Sixteen Linemen on the team (the position's 0-16 full, and the team): no Mercenary.
    let full = league(team("human", "Lineman", 16), team("orc", "Lineman", 11));
    assert!(mercenary_offers(book(), &full, Side::Home).is_empty());
}

#[test]
fn special_plays_are_priced_as_their_deck_and_only_with_the_cards_on_004_l3122_l3130() {
    let spec = league(team("human", "Lineman", 11), team("orc", "Lineman", 11));
    assert!(
        rules::inducement_offer::special_play_offers(book(), &spec, Side::Home).is_empty(),
        "the option is off in the plain rules"
    );
    let cards = book()
        .with_file(
            "house-rules.toml",
            "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n",
        )
        .expect("the option loads");
    let offered = rules::inducement_offer::special_play_offers(&cards, &spec, Side::Home);
    use rules::special_play::Deck;
    // Miscellaneous Mayhem 200,000; Heroic Feats, Magical Memorabilia, Benefits of Training
    // 100,000; Dirty Tricks, Random Events 50,000 (004:L3122-L3130).
    assert_eq!(
        offered,
        vec![
            (Deck::RandomEvents, 50_000),
            (Deck::MiscellaneousMayhem, 200_000),
            (Deck::MagicalMemorabilia, 100_000),
            (Deck::HeroicFeats, 100_000),
            (Deck::BenefitsOfTraining, 100_000),
            (Deck::DirtyTricks, 50_000),
        ]
    );
}
