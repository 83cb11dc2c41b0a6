//! The race inducements, the Winterbowl inducements and the (In)Famous Coaching Staff bought
//! for a league match (004:L3131-L3451, L6643-L6832): prices, team lists, the option, and
//! what the engine rules of them.

use crate::common;
use common::*;
use rules::Inducement;

use rules::{InducementSpec, LeagueSpec, PlayerSpec, SetupSpec, Side, TeamSpec};

fn team(roster: &str, tv: u32, inducements: InducementSpec) -> TeamSpec {
    TeamSpec::Roster {
        name: format!("{roster} team"),
        roster: roster.into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 1,
        assistant_coaches: 1,
        players: (1..=11)
            .map(|n| PlayerSpec {
                number: n,
                position: if roster == "dwarf" {
                    "Blocker"
                } else {
                    "Lineman"
                }
                .into(),
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
        inducements,
        master_chef: false,
        bribery_agent: false,
    }
}

/// `home` (1,000,000) buys `bought` against a 1,500,000 Orc team: 500,000 to spend.
fn league(home_roster: &str, bought: InducementSpec) -> SetupSpec {
    SetupSpec {
        home: team(home_roster, 1_000_000, bought),
        away: team("orc", 1_500_000, InducementSpec::default()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(LeagueSpec::default()),
    }
}

#[test]
fn race_inducements_cost_their_price_and_only_their_teams_may_buy_them_004_l3288_l3425() {
    // Master of Ballistics 30,000 for a Human team (004:L3288-L3289).
    let human = league(
        "human",
        InducementSpec::default().with(Inducement::MasterOfBallistics, 1),
    );
    let l = human
        .build(book())
        .expect("a Human team")
        .league
        .expect("league");
    assert_eq!(l.spent[0], 30_000);
    // Waaagh! Drummer 50,000 (the text and the rosters, not the card's 30,000).
    let orc = league(
        "orc",
        InducementSpec::default().with(Inducement::WaaaghDrummer, 1),
    );
    assert_eq!(
        orc.build(book()).expect("orc").league.expect("l").spent[0],
        50_000
    );
    for (roster, spec, name) in [
        (
            "orc",
            InducementSpec::default().with(Inducement::MasterOfBallistics, 1),
            "Master of Ballistics",
        ),
        (
            "human",
            InducementSpec::default().with(Inducement::WaaaghDrummer, 1),
            "Waaagh! Drummer",
        ),
        (
            "human",
            InducementSpec::default().with(Inducement::Runesmith, 1),
            "Runesmith",
        ),
        (
            "dwarf",
            InducementSpec::default().with(Inducement::WarlockEngineer, 1),
            "Warlock Engineer",
        ),
    ] {
        let e = league(roster, spec)
            .build(book())
            .expect_err("not for that team")
            .to_string();
        assert!(
            e.contains(name) && e.contains("only") && e.contains("004:L"),
            "{e}"
        );
    }
    let dwarf = league(
        "dwarf",
        InducementSpec::default().with(Inducement::Runesmith, 1),
    );
    assert_eq!(
        dwarf.build(book()).expect("dwarf").league.expect("l").spent[0],
        30_000
    );
    let skaven = league(
        "skaven",
        InducementSpec::default().with(Inducement::WarlockEngineer, 1),
    );
    assert_eq!(
        skaven
            .build(book())
            .expect("skaven")
            .league
            .expect("l")
            .spent[0],
        120_000
    );
}

#[test]
fn winterbowl_inducements_need_their_option_004_l6807() {
    let spec = league(
        "human",
        InducementSpec::default()
            .with(Inducement::Interference, 1)
            .with(Inducement::RevitalisingTonic, 1)
            .with(Inducement::WeatherMage, 1),
    );
    let e = spec.build(book()).expect_err("off by default").to_string();
    assert!(
        e.contains("winterbowl-inducements") && e.contains("004:L6807"),
        "{e}"
    );
    let on = book()
        .with_file("w.toml", "[ruleset]\nwinterbowl-inducements = \"on\"\n")
        .expect("option");
    let l = spec.build(&on).expect("with the option").league.expect("l");
    // 30,000 + 30,000 + 40,000 (004:L6643, L6746, L6815).
    assert_eq!(l.spent[0], 100_000);
}

#[test]
fn coaching_staff_cost_their_fee_keep_to_their_teams_and_to_two_004_l2769() {
    let hire = |roster: &str, staff: &[&str]| {
        league(
            roster,
            InducementSpec {
                coaching_staff: staff.iter().map(|s| (*s).to_string()).collect(),
                ..InducementSpec::default()
            },
        )
    };
    // Horatio 80,000 + Kari 50,000, by name and by id.
    let l = hire("human", &["Horatio X. Scottenheim", "kari-coldsteel"])
        .build(book())
        .expect("a Human team")
        .league
        .expect("l");
    assert_eq!(l.spent[0], 130_000);
    // Fink works for Ogre, Orc, Goblin and Underworld teams, not Human ones.
    let e = hire("human", &["Fink da Fixer"])
        .build(book())
        .expect_err("not Human")
        .to_string();
    assert!(
        e.contains("Fink da Fixer") && e.contains("004:L3178"),
        "{e}"
    );
    let e = hire("human", &["Horatio", "Kari Coldsteel"])
        .build(book())
        .expect_err("no such name")
        .to_string();
    assert!(e.contains("Horatio X. Scottenheim"), "{e}");
    let e = hire("human", &["Horatio X. Scottenheim"; 3])
        .build(book())
        .expect_err("three")
        .to_string();
    assert!(e.contains("at most 2"), "{e}");
}

#[test]
fn both_teams_hired_the_same_staff_member_neither_may_use_him_both_pay_004_l3049() {
    let staff = InducementSpec {
        coaching_staff: vec!["Horatio X. Scottenheim".into(), "Fink da Fixer".into()],
        ..InducementSpec::default()
    };
    let mut spec = league("orc", staff.clone());
    spec.away = team(
        "orc",
        1_000_000,
        InducementSpec {
            coaching_staff: vec!["Horatio X. Scottenheim".into()],
            treasury: 80_000,
            ..InducementSpec::default()
        },
    );
    if let TeamSpec::Roster { team_value, .. } = &mut spec.home {
        *team_value = Some(1_000_000);
    }
    if let TeamSpec::Roster { inducements, .. } = &mut spec.home {
        inducements.treasury = 130_000;
    }
    let setup = spec.build(book()).expect("both hire Horatio");
    let l = setup.league.as_ref().expect("l");
    // Both fees paid.
    assert_eq!(l.spent, [130_000, 80_000]);
    // Neither has Horatio; the home team keeps Fink, whom only it hired.
    assert!(!setup.home.inducements.has(Inducement::HoratioXScottenheim));
    assert!(!setup.away.inducements.has(Inducement::HoratioXScottenheim));
    assert!(setup.home.inducements.has(Inducement::FinkDaFixer));
}

#[test]
fn kari_counts_as_3_cheerleaders_fink_as_3_assistant_coaches_galandril_doubles_004_l3162() {
    let with = |roster: &str, who: &str| {
        let spec = league(
            roster,
            InducementSpec {
                coaching_staff: vec![who.to_string()],
                ..InducementSpec::default()
            },
        );
        let m = rules::Match::new(spec.build(book()).expect("builds"), book()).expect("match");
        let t = m.state().team(Side::Home).clone();
        (t.cheerleaders, t.assistant_coaches)
    };
    // One Cheerleader and one Assistant Coach of the team's own each time.
    assert_eq!(with("human", "Kari Coldsteel"), (4, 1));
    assert_eq!(with("orc", "Fink da Fixer"), (1, 4));
    // Twice one (004:L3226-L3227), not one more.
    assert_eq!(with("wood-elf", "Galandril Silverwater").0, 2);
}

#[test]
fn a_misspelt_inducement_key_is_refused_by_name() {
    let line = r#"{"treasury":0,"master_of_balistics":true}"#;
    let e = serde_json::from_str::<InducementSpec>(line)
        .expect_err("misspelt")
        .to_string();
    assert!(e.contains("master_of_balistics"), "{e}");
}

mod master_of_ballistics {
    use super::*;
    use rules::{Ball, Decision, DecisionKind, Die, Prompt};

    /// The home Human team, with a Master of Ballistics, kicks to (18,7); his D6 is asked
    /// first (004:L3296-L3299).
    fn kicking(ballistics: u8) -> Game {
        let mut g = Game::set_up(book(), |s| {
            s.kicking = Some(Side::Home);
            s.home
                .inducements
                .bought
                .set(Inducement::MasterOfBallistics, 1);
        });
        g.decide(Decision::KickTo { square: sq(18, 7) });
        assert_eq!(g.roll_prompt().roll.as_ref(), "Master of Ballistics");
        g.d6(&[ballistics]);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Kick-off scatter");
        g
    }

    fn landing(g: &Game) -> u8 {
        match g.m.state().ball {
            Ball::InAir(at) => at.distance(sq(18, 7)),
            other => panic!("the kick is in the air, not {other:?}"),
        }
    }

    #[test]
    fn on_1_2_the_ball_scatters_as_normal_004_l3301() {
        let mut g = kicking(2);
        g.dice(&[Die::D8(2), Die::D6(4)]);
        assert_eq!(landing(&g), 4);
    }

    #[test]
    fn on_3_4_the_ball_scatters_one_square_less_004_l3306() {
        let mut g = kicking(3);
        g.dice(&[Die::D8(2), Die::D6(4)]);
        assert_eq!(landing(&g), 3);
    }

    #[test]
    fn on_5_6_the_coach_changes_the_d8_or_the_d6_by_up_to_two_004_l3308() {
        let mut g = kicking(6);
        g.dice(&[Die::D8(2), Die::D6(5)]);
        let Prompt::Decision(d) = g.m.prompt() else {
            panic!("a decision");
        };
        assert_eq!((d.kind, d.side), (DecisionKind::Ballistics, Side::Home));
        let offered = |direction, distance| {
            d.options.contains(&Decision::Ballistics {
                direction,
                distance,
            })
        };
        // As rolled, D6 3, 4, 6 (7 is no face of a D6), D8 1, 3, 4 (0 is no face).
        for (d8, d6) in [(2, 5), (2, 3), (2, 4), (2, 6), (1, 5), (3, 5), (4, 5)] {
            assert!(offered(d8, d6), "D8 {d8} D6 {d6}");
        }
        // Not by three, not past the faces, not both dice.
        for (d8, d6) in [(2, 2), (2, 7), (5, 5), (0, 5), (3, 4)] {
            assert!(!offered(d8, d6), "D8 {d8} D6 {d6}");
        }
        assert_eq!(d.options.len(), 7);
        g.decide(Decision::Ballistics {
            direction: 2,
            distance: 3,
        });
        assert_eq!(landing(&g), 3);
        assert_eq!(g.roll_prompt().roll.as_ref(), "Kick-off table");
    }
}

mod revitalising_tonic {
    use super::*;
    use rules::{ActionKind, Decision, DecisionKind, Edit, Place, Prompt};

    /// Away (Orcs, with two Bloodweiser Kegs and the Tonic) has #7 and #8 KO'd when Home
    /// scores: the drive ends and the KO recovery starts.
    fn drive_ends_with_two_kod(tonic: bool) -> Game {
        let mut g = Game::with(|s| {
            let bought = &mut s.away.inducements.bought;
            bought.set(Inducement::BloodweiserKegs, 2);
            bought.set(Inducement::RevitalisingTonic, u8::from(tonic));
        });
        for n in [7, 8] {
            g.edit(Edit::RemovePlayer {
                player: away(n),
                to: rules::DugoutBox::KnockedOut,
            });
        }
        g.only(&[(home(3), (24, 7)), (away(9), (5, 7))]);
        g.ball(24, 7);
        g.declare(home(3), ActionKind::Move);
        g.move_to(25, 7);
        g
    }

    fn asked_tonic(g: &Game) -> bool {
        matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::UseInducement)
    }

    /// The Tonic replaces the KO recovery roll: a D6, 2+ recovers, with no Bloodweiser Keg on
    /// it (a 1 with the kegs' +2 would be a 3, which a reading that adds them takes as back;
    /// and a 2, which comes back, would not on the 4+ of the KO recovery roll). Once a match:
    /// the second KO'd player rolls as normal, with the kegs (004:L6746-L6756, L3055-L3060).
    #[test]
    fn the_tonic_recovers_a_kod_player_on_2_plus_instead_of_his_roll_once_004_l6746() {
        for (die, back) in [(1u8, false), (2, true)] {
            let mut g = drive_ends_with_two_kod(true);
            assert!(asked_tonic(&g), "{:?}", g.m.prompt());
            assert_eq!(g.decider(), Side::Away);
            g.decide(Decision::UseInducement { use_it: true });
            let roll = g.roll_prompt();
            assert_eq!(roll.roll.as_ref(), "Revitalising Tonic");
            assert!(roll.modifiers.is_empty(), "no kegs: {:?}", roll.modifiers);
            g.d6(&[die]);
            let first = [away(7), away(8)]
                .into_iter()
                .find(|p| g.place_of(*p) == Place::Reserves);
            assert_eq!(first.is_some(), back, "Tonic {die}");
            assert_eq!(
                g.m.state()
                    .team(Side::Away)
                    .inducements
                    .get(Inducement::RevitalisingTonic),
                0
            );
            // The other KO'd player is not offered it again: his own roll, kegs and all.
            assert!(!asked_tonic(&g));
            let roll = g.roll_prompt();
            assert_eq!(roll.roll.as_ref(), "KO recovery");
            assert_eq!(roll.modifiers.iter().map(|m| m.value).sum::<i8>(), 2);
        }
    }

    /// Declined, the player rolls his KO recovery as normal, and the Tonic is kept for the
    /// next KO'd player; without it nobody is asked.
    #[test]
    fn a_tonic_declined_is_kept_and_the_player_rolls_as_normal_004_l6746() {
        let mut g = drive_ends_with_two_kod(true);
        g.decide(Decision::UseInducement { use_it: false });
        assert_eq!(g.roll_prompt().roll.as_ref(), "KO recovery");
        g.d6(&[1]);
        assert!(asked_tonic(&g), "asked again for the next one");
        let mut g = drive_ends_with_two_kod(false);
        assert!(!asked_tonic(&g));
        assert_eq!(g.roll_prompt().roll.as_ref(), "KO recovery");
        g.d6(&[2]);
    }
}
