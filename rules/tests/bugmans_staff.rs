//! The Bugman's League Cup's own coaching staff (seed 001): the Halfling Master Chef
//! (001:L503-L505) and the Goblin Bribery Agent (001:L507-L511), bought with the team at the
//! event's prices and acting in the match; the Leader re-roll is taken after the Chef has
//! cooked (001:L868).

use crate::common;

use common::*;
use rules::bugmans::cup_team;
use rules::{ActionKind, Decision, Match, Place, PlayerSpec, SetupSpec, Side, TeamSpec};

fn cup_book() -> tables::Rulebook {
    book()
        .with_file("cup.toml", "[ruleset]\nbugmans-league-cup = \"on\"\n")
        .expect("cup file")
}

/// `count` players of `position` of `roster`, numbered from 1, one team re-roll, and the
/// cup's Chef and Agent as asked.
fn cup_side(roster: &str, position: &str, count: u8, chef: bool, agent: bool) -> TeamSpec {
    TeamSpec::Roster {
        name: format!("{roster} cup team"),
        roster: roster.into(),
        rerolls: 1,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=count)
            .map(|number| PlayerSpec {
                number,
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
        team_value: None,
        inducements: rules::InducementSpec::default(),
        master_chef: chef,
        bribery_agent: agent,
    }
}

fn match_of(book: &tables::Rulebook, home: TeamSpec, away: TeamSpec) -> Game {
    let setup = SetupSpec {
        home,
        away,
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    }
    .build(book)
    .expect("the cup teams build");
    Game {
        m: Match::new(setup, book).expect("match"),
    }
}

fn to_half_time(g: &mut Game) {
    for _ in 0..16 {
        if g.m.state().half != 1 {
            break;
        }
        g.decide(Decision::EndTurn);
    }
}

// --- What they cost (001:L505, L509) ---

#[test]
fn the_master_chef_costs_halflings_100_000_and_anyone_else_300_000_001_l505() {
    let book = cup_book();
    let halflings = cup_team(&book, &cup_side("halfling", "Halfling", 11, true, false))
        .expect("a Halfling team hires its Chef");
    assert_eq!(halflings.staff, 100_000);
    let humans = cup_team(&book, &cup_side("human", "Lineman", 11, true, false))
        .expect("any team may hire the Chef");
    assert_eq!(humans.staff, 300_000);
    // 11 Linemen at 50,000 and one re-roll at 50,000, with the Chef.
    assert_eq!(humans.total, 550_000 + 50_000 + 300_000);
}

#[test]
fn the_goblin_bribery_agent_costs_goblins_50_000_and_anyone_else_100_000_001_l509() {
    let book = cup_book();
    let goblins = cup_team(&book, &cup_side("goblin", "Goblin", 11, false, true))
        .expect("a Goblin team hires its Agent");
    assert_eq!(goblins.staff, 50_000);
    let humans = cup_team(&book, &cup_side("human", "Lineman", 11, false, true))
        .expect("any team may hire the Agent");
    assert_eq!(humans.staff, 100_000);
}

/// Outside the cup they are not for hire: a league match induces a Chef or buys Bribes.
#[test]
fn the_cup_staff_is_refused_outside_the_cup_001_l503_l507() {
    for (chef, agent, who) in [
        (true, false, "Halfling Master Chef"),
        (false, true, "Goblin Bribery Agent"),
    ] {
        let e = SetupSpec {
            home: cup_side("human", "Lineman", 11, chef, agent),
            away: TeamSpec::QuickStart("orc-quick-start".into()),
            kicking: Some(Side::Away),
            weather: None,
            fame: None,
            league: None,
        }
        .build(book())
        .expect_err("not cup rules");
        let e = e.to_string();
        assert!(e.contains(who) && e.contains("Bugman's League Cup"), "{e}");
    }
}

// --- The Master Chef in the match (001:L505, L868) ---

/// Home's Chef rolls 4, 3 and 6 before the kick-off: two dice of 4+, so home gains two team
/// re-rolls and the away team, with two, loses both. Its Leader re-roll (Bugman's Sponsorship
/// on #1) is taken after the Chef's roll and is not lost (001:L868). At half time the Chef
/// cooks again after the re-rolls come back, and the Leader re-roll is there after it.
#[test]
fn the_cups_master_chef_cooks_each_half_and_the_leader_reroll_survives_it_001_l505_l868() {
    let book = cup_book();
    let mut sponsored = cup_side("human", "Lineman", 11, false, false);
    if let TeamSpec::Roster {
        rerolls, players, ..
    } = &mut sponsored
    {
        *rerolls = 2;
        players[0].skills.push("Leader".into());
    }
    let mut g = match_of(
        &book,
        cup_side("halfling", "Halfling", 11, true, false),
        sponsored,
    );
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Halfling Master Chef");
    assert_eq!(roll.dice.len(), 3, "3D6");
    let events = g.d6(&[4, 3, 6]);
    assert!(text(&events).contains("001:L505"), "{}", text(&events));
    assert_eq!(g.m.state().team(Side::Home).rerolls, 1 + 2);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 0);
    assert!(g.m.state().team(Side::Away).leader_reroll);
    g.set_up_both();
    g.quiet_kick_off();
    to_half_time(&mut g);
    assert_eq!(g.m.state().half, 2);
    assert_eq!(g.roll_prompt().roll.as_ref(), "Halfling Master Chef");
    // One 4+ of three: home's 1 back at half time + 1, away's 2 back - 1.
    g.d6(&[2, 5, 1]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, 2);
    assert_eq!(g.m.state().team(Side::Away).rerolls, 1);
    assert!(g.m.state().team(Side::Away).leader_reroll);
}

// --- The Goblin Bribery Agent in the match (001:L511) ---

/// Home #7 fouls the Prone away #3 and the Armour roll is a double: the referee sends him off
/// (000:L1188). The Agent's D6 is asked; `agent_roll` is its die.
fn fouler_sent_off(agent_roll: u8) -> (Game, Vec<rules::Event>) {
    let book = cup_book();
    let mut g = match_of(
        &book,
        cup_side("human", "Lineman", 11, false, true),
        cup_side("orc", "Lineman", 11, false, false),
    );
    g.set_up_both();
    g.quiet_kick_off();
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        1,
        "one bribe a match"
    );
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), rules::Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    g.d6(&[3, 3]);
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Bribe { bribe: true });
    let roll = g.roll_prompt();
    assert!(roll.purpose.contains("001:L511"), "{}", roll.purpose);
    let events = g.d6(&[agent_roll]);
    (g, events)
}

#[test]
fn the_goblin_bribery_agent_keeps_the_fouler_on_with_a_2_and_no_turnover_001_l511() {
    let (g, events) = fouler_sent_off(2);
    assert!(text(&events).contains("no turnover"), "{}", text(&events));
    assert_ne!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Home), "the turn goes on");
    assert_eq!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .get(rules::Inducement::Bribes),
        0,
        "once a match"
    );
}

#[test]
fn the_goblin_bribery_agent_fails_on_a_1_and_the_call_stands_001_l511() {
    let (g, _) = fouler_sent_off(1);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "ejected for a foul: a turnover"
    );
}
