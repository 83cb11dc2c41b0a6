//! What a team is offered before a league match (004:L2730-L2778): the inducements counted by
//! number, priced for its team list, those its list may not have left out, and the gold left
//! once it has bought.

use crate::common;
use common::*;

use rules::Inducement;
use rules::inducement_offer::{count, gold_left, offers, set_count};
use rules::{InducementSpec, LeagueSpec, PlayerSpec, SetupSpec, Side, TeamSpec};

/// Eleven players of `position` of `roster`, with the Team Value `tv` on its roster sheet and
/// `treasury` put in for inducements.
fn team(roster: &str, position: &str, tv: u32, treasury: u32) -> TeamSpec {
    TeamSpec::Roster {
        name: format!("{roster} team"),
        roster: roster.into(),
        rerolls: 1,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=11)
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
        team_value: Some(tv),
        inducements: InducementSpec {
            treasury,
            ..InducementSpec::default()
        },
        master_chef: false,
        bribery_agent: false,
    }
}

fn offered(spec: &TeamSpec) -> Vec<(String, u32, u8)> {
    offers(book(), spec)
        .into_iter()
        .map(|o| (o.inducement.id().to_string(), o.each, o.max))
        .collect()
}

#[test]
fn a_goblin_team_is_offered_bribes_at_50000_and_others_at_100000_004_l3062_l3063() {
    let goblins = offered(&team("goblin", "Goblin", 1_000_000, 0));
    assert!(
        goblins.contains(&("bribes".into(), 50_000, 3)),
        "{goblins:?}"
    );
    let humans = offered(&team("human", "Lineman", 1_000_000, 0));
    assert!(
        humans.contains(&("bribes".into(), 100_000, 3)),
        "{humans:?}"
    );
    assert!(humans.contains(&("bloodweiser-kegs".into(), 50_000, 2)));
    assert!(humans.contains(&("extra-team-training".into(), 100_000, 4)));
}

#[test]
fn wandering_apothecaries_only_where_an_apothecary_may_be_bought_and_igor_only_where_not_004_l3010_l3092()
 {
    let humans: Vec<String> = offered(&team("human", "Lineman", 1_000_000, 0))
        .into_iter()
        .map(|o| o.0)
        .collect();
    assert!(humans.contains(&"wandering-apothecaries".to_string()));
    assert!(!humans.contains(&"igor".to_string()), "{humans:?}");
    let undead: Vec<String> = offered(&team("undead", "Skeleton", 1_000_000, 0))
        .into_iter()
        .map(|o| o.0)
        .collect();
    assert!(undead.contains(&"igor".to_string()));
    assert!(
        !undead.contains(&"wandering-apothecaries".to_string()),
        "{undead:?}"
    );
}

#[test]
fn a_count_set_is_the_count_the_setup_buys_004_l2758_l2767() {
    let mut spec = team("human", "Lineman", 1_000_000, 0);
    assert!(set_count(&mut spec, Inducement::Bribes, 2));
    assert!(set_count(&mut spec, Inducement::WanderingApothecaries, 1));
    assert!(set_count(&mut spec, Inducement::Wizard, 1));
    assert!(set_count(&mut spec, Inducement::KariColdsteel, 1));
    assert!(!set_count(
        &mut TeamSpec::QuickStart("human-quick-start".into()),
        Inducement::Bribes,
        1
    ));
    assert_eq!(count(&spec, Inducement::Bribes), 2);
    assert_eq!(count(&spec, Inducement::WanderingApothecaries), 1);
    assert_eq!(count(&spec, Inducement::Wizard), 1);
    assert_eq!(count(&spec, Inducement::KariColdsteel), 1);
    let built = spec.build(book()).expect("builds");
    assert_eq!(built.inducements.count(Inducement::Bribes), 2);
    assert!(built.inducements.has(Inducement::Wizard));
    // Kari Coldsteel counts as 3 Cheerleaders (004:L3162).
    assert!(built.inducements.has(Inducement::KariColdsteel));
    // The team has no Apothecary of its own: the Wandering one is its only one.
    assert_eq!(built.apothecaries, 1);
}

#[test]
fn the_gold_left_is_the_gap_and_the_treasury_put_in_less_what_was_spent_004_l2738_l2754() {
    // 1,000,000 against 1,150,000: 150,000 of inducement gold, and 40,000 of Treasury put in.
    let mut home = team("human", "Lineman", 1_000_000, 40_000);
    set_count(&mut home, Inducement::BloodweiserKegs, 2);
    let spec = SetupSpec {
        home,
        away: team("orc", "Lineman", 1_150_000, 0),
        kicking: None,
        weather: None,
        fame: None,
        league: Some(LeagueSpec::default()),
    };
    let built = spec.build(book()).expect("100,000 of kegs within 190,000");
    let league = built.league.expect("a league match");
    // 150,000 + 40,000 - 2 x 50,000 = 90,000; a wrong reading that forgets the Treasury
    // gives 50,000.
    assert_eq!(gold_left(&spec, &league, Side::Home), 90_000);
    assert_eq!(gold_left(&spec, &league, Side::Away), 0);
}
