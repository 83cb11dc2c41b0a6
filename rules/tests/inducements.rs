//! Inducements for a league match (004:L2730-L2778): the gold, the limits and team lists, what
//! the setup refuses, and each inducement the engine rules in play.

use crate::common;
use common::*;
use rules::Inducement;

use rules::{
    ActionKind, Decision, Edit, InducementSpec, Match, MercenarySpec, Place, Reroll, SetupSpec,
    Side, StarSpec, TeamSpec,
};

fn kegs_and_bribes(kegs: u8, bribes: u8) -> InducementSpec {
    InducementSpec::default()
        .with(Inducement::BloodweiserKegs, kegs)
        .with(Inducement::Bribes, bribes)
}

fn refusal(spec: &SetupSpec) -> String {
    spec.build(book()).expect_err("refused").to_string()
}

#[test]
fn the_underdog_gets_the_team_value_gap_to_spend_004_l2743() {
    // 1,000,000 against 1,250,000: 250,000 to spend (the text's own example).
    let ok = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, kegs_and_bribes(1, 2)),
        common::eleven_of("orc", "Lineman", 1_250_000, InducementSpec::default()),
        None,
    );
    let setup = ok.build(book()).expect("250,000 buys a keg and two bribes");
    let l = setup.league.expect("league");
    assert_eq!(l.inducement_gold, [250_000, 0]);
    assert_eq!(l.spent, [250_000, 0]);
    assert_eq!(l.from_treasury, [0, 0]);
    // 50,000 more is over the gold.
    let over = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, kegs_and_bribes(2, 2)),
        common::eleven_of("orc", "Lineman", 1_250_000, InducementSpec::default()),
        None,
    );
    let e = refusal(&over);
    assert!(
        e.contains("spends 300000") && e.contains("has 250000") && e.contains("004:L2738"),
        "{e}"
    );
    // The superior team gets nothing.
    let superior = common::league_match(
        common::eleven_of("human", "Lineman", 1_250_000, kegs_and_bribes(1, 0)),
        common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
        None,
    );
    assert!(refusal(&superior).contains("has 0"));
}

#[test]
fn the_team_away_from_its_home_stadium_gets_50000_more_004_l2756() {
    // The away team plays at the home team's stadium: the away team (here the underdog with
    // 250,000) gets 300,000; the home team nothing more.
    let at_home = common::league_match(
        common::eleven_of("human", "Lineman", 1_250_000, InducementSpec::default()),
        common::eleven_of("orc", "Lineman", 1_000_000, kegs_and_bribes(2, 2)),
        Some(Side::Home),
    );
    let l = at_home
        .build(book())
        .expect("300,000")
        .league
        .expect("league");
    assert_eq!(l.inducement_gold, [0, 300_000]);
    // The nearest wrong reading gives the 50,000 to the team at home: the away team then has
    // only 250,000, and the home team cannot buy a keg with 50,000 it does not get.
    let home_buys = common::league_match(
        common::eleven_of("human", "Lineman", 1_250_000, kegs_and_bribes(1, 0)),
        common::eleven_of("orc", "Lineman", 1_000_000, InducementSpec::default()),
        Some(Side::Home),
    );
    assert!(refusal(&home_buys).contains("has 0"));
}

#[test]
fn treasury_gold_pays_only_what_the_inducement_gold_does_not_004_l2749_l2754() {
    let spec = common::league_match(
        common::eleven_of(
            "human",
            "Lineman",
            1_000_000,
            (InducementSpec {
                treasury: 100_000,
                ..InducementSpec::default()
            })
            .with(Inducement::Bribes, 3),
        ),
        common::eleven_of(
            "orc",
            "Lineman",
            1_250_000,
            (InducementSpec {
                treasury: 100_000,
                ..InducementSpec::default()
            })
            .with(Inducement::Bribes, 1),
        ),
        None,
    );
    let l = spec
        .build(book())
        .expect("both within their gold")
        .league
        .expect("league");
    // The underdog's 250,000 first, then 50,000 of his Treasury; the superior team pays all
    // of its Bribe from its Treasury.
    assert_eq!(l.spent, [300_000, 100_000]);
    assert_eq!(l.from_treasury, [50_000, 100_000]);
}

#[test]
fn each_inducement_keeps_to_its_limit_004_l2760_l2762() {
    for (spec, limit) in [
        (kegs_and_bribes(3, 0), "at most 2"),
        (kegs_and_bribes(0, 4), "at most 3"),
        (
            InducementSpec::default().with(Inducement::ExtraTeamTraining, 5),
            "at most 4",
        ),
    ] {
        let s = common::league_match(
            common::eleven_of("human", "Lineman", 0, spec),
            common::eleven_of("orc", "Lineman", 3_000_000, InducementSpec::default()),
            None,
        );
        let e = refusal(&s);
        assert!(e.contains(limit) && e.contains("004:L276"), "{e}");
    }
}

#[test]
fn goblins_pay_50000_a_bribe_others_100000_004_l3062() {
    let two = kegs_and_bribes(0, 2);
    let goblins = common::league_match(
        common::eleven_of("goblin", "Goblin", 1_000_000, two.clone()),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        None,
    );
    let l = goblins
        .build(book())
        .expect("two bribes for 100,000")
        .league
        .expect("league");
    assert_eq!(l.spent, [100_000, 0]);
    let humans = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, two),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        None,
    );
    assert!(refusal(&humans).contains("spends 200000"));
}

#[test]
fn a_halfling_master_chef_costs_300000_and_100000_for_halflings_004_l3076() {
    let chef = InducementSpec::default().with(Inducement::HalflingMasterChef, 1);
    let halflings = common::league_match(
        common::eleven_of("halfling", "Halfling", 1_000_000, chef.clone()),
        common::eleven_of("orc", "Lineman", 1_100_000, InducementSpec::default()),
        None,
    );
    assert_eq!(
        halflings
            .build(book())
            .expect("100,000")
            .league
            .expect("l")
            .spent,
        [100_000, 0]
    );
    let humans = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, chef),
        common::eleven_of("orc", "Lineman", 1_290_000, InducementSpec::default()),
        None,
    );
    assert!(refusal(&humans).contains("spends 300000"));
}

#[test]
fn an_igor_is_only_for_a_team_that_may_not_buy_an_apothecary_004_l3086() {
    let mut human = common::eleven_of("human", "Lineman", 1_000_000, InducementSpec::default());
    if let TeamSpec::Roster { igor, .. } = &mut human {
        *igor = true;
    }
    let e = refusal(&common::league_match(
        human,
        common::eleven_of("orc", "Lineman", 2_000_000, InducementSpec::default()),
        None,
    ));
    assert!(
        e.contains("may not hire an Igor") && e.contains("004:L3086"),
        "{e}"
    );
}

#[test]
fn wandering_apothecaries_and_stars_are_paid_from_the_same_gold_004_l2766_l2767() {
    let mut human = common::eleven_of("human", "Lineman", 1_000_000, InducementSpec::default());
    if let TeamSpec::Roster {
        wandering_apothecaries,
        stars,
        ..
    } = &mut human
    {
        *wandering_apothecaries = 1;
        stars.push(StarSpec {
            star: "Griff Oberwald".into(),
            numbers: Vec::new(),
        });
    }
    // Griff's 320,000 and a Wandering Apothecary's 100,000: 420,000.
    let enough = common::league_match(
        human.clone(),
        common::eleven_of("orc", "Lineman", 1_420_000, InducementSpec::default()),
        None,
    );
    let l = enough
        .build(book())
        .expect("420,000")
        .league
        .expect("league");
    assert_eq!(l.spent, [420_000, 0]);
    let short = common::league_match(
        human,
        common::eleven_of("orc", "Lineman", 1_410_000, InducementSpec::default()),
        None,
    );
    assert!(refusal(&short).contains("spends 420000"));
}

#[test]
fn a_mercenary_has_loner_and_costs_30000_more_50000_more_with_a_skill_004_l3024_l3037() {
    let merc = |skill: Option<&str>| InducementSpec {
        mercenaries: vec![MercenarySpec {
            number: 12,
            position: "Lineman".into(),
            name: None,
            skill: skill.map(Into::into),
        }],
        ..InducementSpec::default()
    };
    // A Human Lineman with Tackle: 130,000 (the text's example).
    let s = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, merc(Some("Tackle"))),
        common::eleven_of("orc", "Lineman", 1_130_000, InducementSpec::default()),
        None,
    );
    let setup = s.build(book()).expect("130,000");
    let p = setup
        .home
        .players
        .iter()
        .find(|p| p.number == 12)
        .expect("the Mercenary plays");
    assert!(p.skills.iter().any(|s| s == "loner"), "{:?}", p.skills);
    assert!(p.skills.iter().any(|s| s == "tackle"), "{:?}", p.skills);
    let short = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, merc(Some("Tackle"))),
        common::eleven_of("orc", "Lineman", 1_120_000, InducementSpec::default()),
        None,
    );
    assert!(refusal(&short).contains("spends 130000"));
    // Without the skill: 80,000.
    let plain = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, merc(None)),
        common::eleven_of("orc", "Lineman", 1_080_000, InducementSpec::default()),
        None,
    );
    assert_eq!(
        plain
            .build(book())
            .expect("80,000")
            .league
            .expect("l")
            .spent,
        [80_000, 0]
    );
    // Mighty Blow is a Strength skill: a Lineman (General) takes it only on a double.
    let e = refusal(&common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, merc(Some("Mighty Blow"))),
        common::eleven_of("orc", "Lineman", 2_000_000, InducementSpec::default()),
        None,
    ));
    assert!(
        e.contains("Normal categories") && e.contains("004:L3032"),
        "{e}"
    );
}

#[test]
fn inducements_outside_a_league_match_are_refused_000_l963() {
    let mut s = common::league_match(
        common::eleven_of("human", "Lineman", 1_000_000, kegs_and_bribes(1, 0)),
        common::eleven_of("orc", "Lineman", 1_250_000, InducementSpec::default()),
        None,
    );
    s.league = None;
    let e = refusal(&s);
    assert!(e.contains("\"league\"") && e.contains("004:L2730"), "{e}");
}

#[test]
fn an_inducement_the_format_does_not_know_is_refused_by_name() {
    let json = r#"{"treasury": 0, "bribe": 1}"#;
    let e = serde_json::from_str::<InducementSpec>(json).expect_err("misspelt");
    assert!(e.to_string().contains("bribe"), "{e}");
    let ok: InducementSpec = serde_json::from_str(r#"{"bribes": 1}"#).expect("known");
    assert_eq!(ok.bought.get(Inducement::Bribes), 1);
    // The Igor is bought beside the team's own Apothecary, not here.
    let e = serde_json::from_str::<InducementSpec>(r#"{"igor": true}"#).expect_err("igor");
    assert!(e.to_string().contains("`igor`"), "{e}");
}

/// A script's inducements read and write as they always did: a number for those bought by
/// number, `true` for one bought once, staff by name.
#[test]
fn a_scripts_inducements_read_and_write_in_the_script_format() {
    let json = r#"{"treasury":40000,"bloodweiser_kegs":2,"bribes":1,"wizard":true,"waaagh_drummer":true,"coaching_staff":["Fink da Fixer"]}"#;
    let spec: InducementSpec = serde_json::from_str(json).expect("reads");
    assert_eq!(spec.treasury, 40_000);
    assert_eq!(spec.bought.get(Inducement::BloodweiserKegs), 2);
    assert_eq!(spec.bought.get(Inducement::Bribes), 1);
    assert!(spec.bought.has(Inducement::Wizard));
    assert!(spec.bought.has(Inducement::WaaaghDrummer));
    assert!(!spec.bought.has(Inducement::Runesmith));
    assert_eq!(spec.coaching_staff, vec!["Fink da Fixer".to_string()]);
    assert_eq!(serde_json::to_string(&spec).expect("writes"), json);
}

/// A match setup stored by the ledger before the inducements were typed (each a field of its
/// own, the staff one flag each) still loads, with the same inducements, and is written back
/// the same way.
#[test]
fn a_stored_setups_inducements_of_the_old_form_still_load() {
    let old = r#"{"bloodweiser_kegs":1,"bribes":2,"extra_team_training":1,"training_each_half":true,"wizard":true,"master_of_ballistics":true,"weather_mage":true,"coaching_staff":{"kari_coldsteel":true,"fink_da_fixer":true},"special_plays":2}"#;
    let kept: rules::Inducements = serde_json::from_str(old).expect("loads");
    assert_eq!(kept.count(Inducement::BloodweiserKegs), 1);
    assert_eq!(kept.count(Inducement::Bribes), 2);
    assert_eq!(kept.count(Inducement::ExtraTeamTraining), 1);
    assert!(kept.training_each_half);
    assert!(kept.has(Inducement::Wizard) && kept.has(Inducement::MasterOfBallistics));
    assert!(kept.has(Inducement::WeatherMage));
    assert!(kept.has(Inducement::KariColdsteel) && kept.has(Inducement::FinkDaFixer));
    assert!(!kept.has(Inducement::GalandrilSilverwater));
    assert_eq!(kept.special_plays, 2);
    let written = serde_json::to_value(kept).expect("writes");
    assert_eq!(
        written,
        serde_json::from_str::<serde_json::Value>(old).expect("json")
    );
    let e = serde_json::from_str::<rules::Inducements>(r#"{"coaching_staff":{"bribes":true}}"#)
        .expect_err("not staff");
    assert!(e.to_string().contains("bribes"), "{e}");
}

#[test]
fn the_team_value_is_worked_out_when_the_sheet_gives_none_004_l2348() {
    // Eleven Human Linemen (50,000), 2 re-rolls (50,000), Fan Factor 3 (10,000), 1
    // Cheerleader (10,000), an Apothecary (50,000), one Lineman with Block and one with Sure
    // Hands (+20,000 each, General is a Lineman's Normal category, 004:L2630-L2650):
    // 550,000 + 100,000 + 30,000 + 10,000 + 50,000 + 40,000.
    let mut t = common::eleven_of("human", "Lineman", 0, InducementSpec::default());
    if let TeamSpec::Roster {
        team_value,
        fan_factor,
        cheerleaders,
        apothecary,
        players,
        ..
    } = &mut t
    {
        *team_value = None;
        *fan_factor = 3;
        *cheerleaders = 1;
        *apothecary = true;
        players[0].skills.push("Block".into());
        players[1].skills.push("Sure Hands".into());
    }
    assert_eq!(rules::team_value(book(), &t).expect("tv"), 780_000);
}

// In play.

#[test]
fn bloodweiser_kegs_add_1_each_to_ko_recovery_004_l3055() {
    for (kegs, back) in [(2u8, true), (1, false)] {
        let mut g = Game::with(|s| {
            s.away
                .inducements
                .bought
                .set(Inducement::BloodweiserKegs, kegs)
        });
        g.edit(Edit::RemovePlayer {
            player: away(7),
            to: rules::DugoutBox::KnockedOut,
        });
        g.only(&[(home(3), (24, 7)), (away(9), (5, 7))]);
        g.ball(24, 7);
        g.declare(home(3), ActionKind::Move);
        g.move_to(25, 7);
        let roll = g.roll_prompt();
        assert_eq!(roll.roll.as_ref(), "KO recovery");
        // A 2 comes back with two kegs (2 + 2 = 4) and not with one.
        g.d6(&[2]);
        assert_eq!(
            g.place_of(away(7)) == Place::Reserves,
            back,
            "{kegs} keg(s)"
        );
    }
}

#[test]
fn an_induced_bribe_stops_a_sending_off_on_2_plus_004_l3062_l3070() {
    let mut g = Game::with(|s| s.home.inducements.bought.set(Inducement::Bribes, 1));
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        1
    );
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), rules::Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Bribe { bribe: true });
    let events = g.d6(&[2]);
    assert!(text(&events).contains("no turnover"), "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        0,
        "each bribe once"
    );
}

/// Plays out a scoreless first half from a fresh kick-off.
fn to_half_time(g: &mut Game) {
    for _ in 0..16 {
        if g.m.state().half != 1 {
            break;
        }
        g.decide(Decision::EndTurn);
    }
}

#[test]
fn extra_team_training_gives_a_reroll_for_the_match_that_outlasts_the_half_004_l3072() {
    let mut g = Game::with(|s| {
        s.home.rerolls = 0;
        s.home
            .inducements
            .bought
            .set(Inducement::ExtraTeamTraining, 2);
    });
    assert_eq!(g.m.state().team(Side::Home).rerolls, 2);
    // One used in the first half: a failed Dodge re-rolled.
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 1);
    g.decide(Decision::EndTurn);
    to_half_time(&mut g);
    assert_eq!(g.m.state().half, 2);
    // The one left carries over; none come back (0 of its own + 1 left, not 2, not 0).
    assert_eq!(g.m.state().team(Side::Home).rerolls, 1);
}

#[test]
fn a_halfling_master_chef_rolls_3d6_gaining_and_taking_a_reroll_for_each_4_plus_004_l3076() {
    let mut setup = setup();
    setup
        .home
        .inducements
        .bought
        .set(Inducement::HalflingMasterChef, 1);
    setup.home.rerolls = 1;
    setup.away.rerolls = 1;
    let mut g = Game {
        m: Match::new(setup, book()).expect("builds"),
    };
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Halfling Master Chef");
    assert_eq!(roll.dice.len(), 3);
    // The roll names the team whose coach rolls (his own team's chef), not "home".
    let home_name = g.m.state().team(Side::Home).name.clone();
    assert!(
        roll.purpose.starts_with(&format!(
            "Halfling Master Chef: the {home_name} coach rolls 3D6"
        )),
        "{}",
        roll.purpose
    );
    // Two dice of 4+ (a 4 counts, a 3 does not): +2 for the home team; the away team has
    // only one re-roll to lose.
    g.d6(&[4, 3, 6]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 0);
    g.set_up_both();
    g.quiet_kick_off();
    to_half_time(&mut g);
    // The second half starts with the chef's roll again.
    assert_eq!(g.roll_prompt().roll.as_ref(), "Halfling Master Chef");
    g.d6(&[1, 2, 5]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 2);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 0);
}
