//! The Team Value that sets the inducement gold counts the staff at the rulebook's prices
//! (004:L2348-L2359), the same `roster-staff` list the ledger's Team Value and Hire and Fire
//! read: a league whose file prices its Cheerleaders otherwise gets that price counted.

use crate::common;

use rules::{InducementSpec, PlayerSpec, TeamSpec};

/// Eleven Human Linemen, two re-rolls, Fan Factor 3, two Cheerleaders, one Assistant Coach
/// and an Apothecary; no Team Value given, so it is worked out.
fn staffed() -> TeamSpec {
    TeamSpec::Roster {
        name: "Reavers".into(),
        roster: "human".into(),
        rerolls: 2,
        fan_factor: 3,
        cheerleaders: 2,
        assistant_coaches: 1,
        players: (1..=11)
            .map(|n| PlayerSpec {
                number: n,
                position: "Lineman".into(),
                ..Default::default()
            })
            .collect(),
        stars: Vec::new(),
        apothecary: true,
        wandering_apothecaries: 0,
        igor: false,
        team_value: None,
        inducements: InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
    }
}

/// 550,000 of Linemen, 100,000 of re-rolls (50,000 each, 004:L11007-L11026), 30,000 of Fan
/// Factor, 30,000 of Cheerleaders and Assistant Coach (10,000 each, 004:L1078, L1092) and
/// 50,000 of Apothecary (004:L1111): 760,000.
#[test]
fn the_staff_count_at_the_rulebooks_prices_004_l2348() {
    let tv = rules::team_value(common::book(), &staffed()).expect("a Team Value");
    assert_eq!(tv, 760_000);
}

/// A league's file prices a Cheerleader 20,000: the two count 40,000, so 780,000; the list is
/// the one source of the staff's prices.
#[test]
fn a_leagues_staff_prices_are_the_ones_counted_004_l2348() {
    let book = common::scripts::house_book(
        r#"
[[list]]
id = "roster-staff"
name = "Roster Staff"
source = "house"
[[list.entry]]
id = "assistant-coach"
name = "Assistant Coach"
cost = 10000
effect = "Brilliant Coaching"
source = "house"
[[list.entry]]
id = "cheerleader"
name = "Cheerleader"
cost = 20000
effect = "Cheering Fans"
source = "house"
[[list.entry]]
id = "apothecary"
name = "Apothecary"
cost = 50000
effect = "Apothecary"
source = "house"
"#,
    );
    let tv = rules::team_value(&book, &staffed()).expect("a Team Value");
    assert_eq!(tv, 780_000);
}
