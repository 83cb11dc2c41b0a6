//! The Bugman's League Cup (seed 001) as a ruleset that acts: its team building at 1,300,000
//! with Star Players as roster players (001:L453-L531), Bugman's Sponsorship (Leader, 001:L483),
//! its staff (Apothecary 001:L519-L527, Hunchbacked Henchman 001:L499-L501), Sure Feet once a
//! turn (001:L985) and no Casualty table even in a league (001:L1108-L1118). The turn clock's
//! turnover #5 (001:L140) is in turn_clock.rs; the post-match sequence in the ledger's tests.

use crate::common;

use common::*;
use rules::Inducement;
use rules::bugmans::cup_team;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, MatchSetup, Place, PlayerSpec, Prompt, Reroll,
    RerollSkill, SetupSpec, Side, StarSpec, TeamSpec,
};

fn cup_book() -> tables::Rulebook {
    book()
        .with_file("cup.toml", "[ruleset]\nbugmans-league-cup = \"on\"\n")
        .expect("cup file")
}

/// The cup in a league: the ledger keeps the teams, the cup's rules still hold.
fn cup_league_book() -> tables::Rulebook {
    book()
        .with_file(
            "cup.toml",
            "[ruleset]\nleague = \"on\"\nbugmans-league-cup = \"on\"\n",
        )
        .expect("cup file")
}

fn players(list: &[(&str, usize)]) -> Vec<PlayerSpec> {
    let mut out = Vec::new();
    for (position, count) in list {
        for _ in 0..*count {
            out.push(PlayerSpec {
                number: u8::try_from(out.len() + 1).expect("small"),
                position: (*position).into(),
                name: None,
                skills: Vec::new(),
                ..Default::default()
            });
        }
    }
    out
}

/// 12 Humans (830,000) and Griff Oberwald (320,000), 2 re-rolls (100,000), Fan Factor 2
/// (20,000) and Bugman's Sponsorship on #1 (30,000): 1,300,000 exactly.
fn full_purse() -> TeamSpec {
    let mut squad = players(&[
        ("Blitzer", 2),
        ("Catcher", 2),
        ("Thrower", 2),
        ("Ogre", 1),
        ("Lineman", 5),
    ]);
    squad[0].skills.push("Leader".into());
    TeamSpec::Roster {
        name: "Bugman's Best".into(),
        roster: "human".into(),
        rerolls: 2,
        fan_factor: 2,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: squad,
        stars: vec![StarSpec {
            star: "Griff Oberwald".into(),
            numbers: Vec::new(),
        }],
        apothecary: false,
        wandering_apothecaries: 0,
        igor: false,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
    }
}

fn change(spec: &mut TeamSpec, f: impl FnOnce(&mut TeamSpec)) -> TeamSpec {
    f(spec);
    spec.clone()
}

fn refusal(spec: &TeamSpec) -> String {
    cup_team(&cup_book(), spec)
        .expect_err("refused")
        .to_string()
}

// --- Team building (001:L453-L531) ---

#[test]
fn a_team_costing_exactly_1_300_000_with_a_star_and_the_sponsorship_is_legal_001_l459() {
    let cost = cup_team(&cup_book(), &full_purse()).expect("legal");
    assert_eq!(cost.players, 830_000 + 320_000, "Griff at his list price");
    assert_eq!(cost.rerolls, 100_000);
    assert_eq!(cost.fan_factor, 20_000);
    assert_eq!(cost.sponsorship, 30_000);
    assert_eq!(cost.total, 1_300_000);
    assert_eq!(cost.treasury, 1_300_000);
}

#[test]
fn one_more_fan_factor_is_over_the_treasury_and_refused_001_l459() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { fan_factor, .. } = s {
            *fan_factor = 3;
        }
    });
    let e = refusal(&spec);
    assert!(e.contains("1310000") && e.contains("001:L459"), "{e}");
}

#[test]
fn at_most_nine_fan_factor_at_creation_001_l479() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { fan_factor, .. } = s {
            *fan_factor = 10;
        }
    });
    assert!(refusal(&spec).contains("001:L477-L479"));
}

#[test]
fn seventeen_players_counting_the_star_are_refused_001_l461() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { players: p, .. } = s {
            *p = players(&[("Lineman", 16)]);
        }
    });
    let e = refusal(&spec);
    assert!(
        e.contains("17 players") && e.contains("001:L459-L461"),
        "{e}"
    );
}

#[test]
fn ten_players_are_too_few_001_l461() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster {
            players: p, stars, ..
        } = s
        {
            *p = players(&[("Lineman", 10)]);
            stars.clear();
        }
    });
    assert!(refusal(&spec).contains("10 players"));
}

#[test]
fn a_position_above_its_maximum_is_refused_001_l461() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { players: p, .. } = s {
            *p = players(&[("Ogre", 2), ("Lineman", 9)]);
        }
    });
    assert!(refusal(&spec).contains("2 Ogres"));
}

#[test]
fn only_stars_the_team_list_permits_001_l467() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { stars, .. } = s {
            stars[0].star = "Bomber Dribblesnot".into();
        }
    });
    let e = refusal(&spec);
    assert!(e.contains("001:L467"), "{e}");
}

/// Three Stars: at the cup they are roster players (001:L467), so the limit of two induced
/// Stars (004:L3101) does not apply; outside the cup the same team is refused.
#[test]
fn three_stars_are_roster_players_at_the_cup_but_not_in_a_match_of_inducements_001_l467() {
    let mut spec = full_purse();
    if let TeamSpec::Roster {
        players: p,
        stars,
        rerolls,
        fan_factor,
        ..
    } = &mut spec
    {
        *p = players(&[("Lineman", 11)]);
        *rerolls = 1;
        *fan_factor = 0;
        *stars = ["Griff Oberwald", "Mighty Zug", "Helmut Wulf"]
            .iter()
            .map(|s| StarSpec {
                star: (*s).into(),
                numbers: Vec::new(),
            })
            .collect();
    }
    let cost = cup_team(&cup_book(), &spec).expect("legal at the cup");
    assert_eq!(cost.players, 550_000 + 320_000 + 260_000 + 110_000);
    let built = spec.build(&cup_book()).expect("builds at the cup");
    assert_eq!(built.players.len(), 14);
    assert!(spec.build(book()).is_err(), "two induced Stars at most");
}

#[test]
fn the_sponsorship_upgrades_one_player_only_001_l483() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { players: p, .. } = s {
            p[1].skills.push("Leader".into());
        }
    });
    let e = refusal(&spec);
    assert!(
        e.contains("2 players gain Leader") && e.contains("001:L483"),
        "{e}"
    );
}

#[test]
fn a_new_player_has_no_other_bought_skill_001_l483() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { players: p, .. } = s {
            p[5].skills.push("Mighty Blow".into());
        }
    });
    assert!(refusal(&spec).contains("starts with Mighty Blow"));
}

#[test]
fn undead_may_not_buy_an_apothecary_but_hire_the_henchman_for_100_000_001_l499_l521() {
    let undead = |apothecary: bool, igor: bool| TeamSpec::Roster {
        name: "Cup Dead".into(),
        roster: "undead".into(),
        rerolls: 0,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: players(&[("Skeleton", 11)]),
        stars: Vec::new(),
        apothecary,
        wandering_apothecaries: 0,
        igor,
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: false,
        bribery_agent: false,
    };
    let e = refusal(&undead(true, false));
    assert!(e.contains("001:L521"), "{e}");
    let cost = cup_team(&cup_book(), &undead(false, true)).expect("the Henchman");
    assert_eq!(cost.staff, 100_000);
    assert_eq!(cost.total, 440_000 + 100_000);
}

#[test]
fn humans_may_not_hire_the_henchman_and_pay_50_000_for_an_apothecary_001_l501_l521() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { igor, .. } = s {
            *igor = true;
        }
    });
    assert!(refusal(&spec).contains("001:L501"));
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster {
            apothecary,
            fan_factor,
            rerolls,
            ..
        } = s
        {
            *apothecary = true;
            *fan_factor = 0;
            *rerolls = 1;
        }
    });
    let cost = cup_team(&cup_book(), &spec).expect("legal");
    assert_eq!(cost.staff, 50_000);
    assert_eq!(cost.total, 1_150_000 + 50_000 + 50_000 + 30_000);
}

#[test]
fn no_inducements_at_the_cup_001_l1106() {
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster {
            wandering_apothecaries,
            ..
        } = s
        {
            *wandering_apothecaries = 1;
        }
    });
    assert!(refusal(&spec).contains("001:L1106"));
    // Nor a Bribe, a Keg or any other inducement of the league's list.
    let spec = change(&mut full_purse(), |s| {
        if let TeamSpec::Roster { inducements, .. } = s {
            inducements.bought.set(Inducement::Bribes, 1);
        }
    });
    assert!(refusal(&spec).contains("001:L1106"));
}

#[test]
fn a_quick_start_team_is_not_a_cup_team_001_l459() {
    let e = cup_team(
        &cup_book(),
        &TeamSpec::QuickStart("human-quick-start".into()),
    )
    .expect_err("bought from a list");
    assert!(e.to_string().contains("001:L459"));
}

/// The sponsored player has Leader in the match: his team gets the Leader re-roll
/// (001:L483, L866-L868).
#[test]
fn the_sponsored_player_is_a_leader_in_the_match_001_l483() {
    let book = cup_book();
    let setup = SetupSpec {
        home: full_purse(),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    }
    .build(&book)
    .expect("builds");
    let one = setup
        .home
        .players
        .iter()
        .find(|p| p.number == 1)
        .expect("#1");
    assert!(one.skills.iter().any(|s| s == "leader"), "{:?}", one.skills);
    let m = rules::Match::new(setup, &book).expect("match");
    assert!(m.state().team(Side::Home).leader_reroll);
    assert!(!m.state().team(Side::Away).leader_reroll);
}

// --- In the match ---

/// Sure Feet once a turn (001:L985): the second failed Go For It of the turn is offered only
/// the team re-roll.
#[test]
fn sure_feet_once_a_turn_at_the_cup_001_l985() {
    let book = cup_book();
    let mut g = Game::set_up(&book, |s| s.home.players[6].skills.push("sure-feet".into()));
    g.quiet_kick_off();
    g.only(&[(home(7), (5, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 6..=11 {
        g.move_to(x, 7);
    }
    g.move_to(12, 7);
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)))
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet)));
    g.d6(&[2]);
    g.move_to(13, 7);
    g.d6(&[1]);
    assert!(
        !g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(RerollSkill::SureFeet))),
        "once a turn"
    );
}

/// Away #7 is blocked down onto (12,7), his armour broken, and the Injury roll is a 10.
fn casualty_game(book: &tables::Rulebook, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = Game::set_up(book, change);
    g.quiet_kick_off();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 6]);
    g.d6(&[4, 6]);
    g
}

/// In a league with the cup's rules there is still no Casualty table: the Apothecary's D6 3+
/// sends him to Reserves (001:L523, L527); the league's reading would ask for a D68 instead.
#[test]
fn the_cups_apothecary_in_a_league_rolls_a_d6_not_the_casualty_table_001_l523() {
    let mut g = casualty_game(&cup_league_book(), |s| s.away.apothecaries = 1);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Apothecary
            && d.about.contains("(001:L519-L527)")),
        "the cup's own rule cited: {:#?}",
        g.m.prompt()
    );
    g.decide(Decision::Apothecary { use_it: true });
    assert_eq!(g.roll_prompt().roll, "Apothecary");
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

/// Without an Apothecary the Casualty simply stands for the match: no Casualty roll follows
/// (001:L1112).
#[test]
fn a_casualty_goes_to_the_dead_and_injured_box_without_a_casualty_roll_001_l1112() {
    let g = casualty_game(&cup_league_book(), |_| {});
    assert_eq!(g.place_of(away(7)), Place::Casualty);
    assert!(!matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Casualty"));
}

/// The Hunchbacked Henchman (an `igor` in a cup team's setup) re-rolls one failed
/// Regeneration roll a game, and is named so (001:L501).
#[test]
fn the_hunchbacked_henchman_rerolls_a_failed_regeneration_once_001_l501() {
    let mut g = casualty_game(&cup_book(), |s| {
        s.away.igor = true;
        s.away.players[6].skills.push("regeneration".into());
    });
    assert_eq!(g.roll_prompt().roll, "Regeneration");
    g.d6(&[3]);
    let Prompt::Decision(d) = g.m.prompt() else {
        panic!("the Henchman is asked: {:#?}", g.m.prompt());
    };
    assert_eq!(d.kind, DecisionKind::Igor);
    assert!(
        d.about.contains("Hunchbacked Henchman") && d.about.contains("001:L501"),
        "{}",
        d.about
    );
    let events = g.decide(Decision::Igor { use_it: true });
    assert!(text(&events).contains("Hunchbacked Henchman"));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert!(!g.m.state().team(Side::Away).igor, "once a game");
}
