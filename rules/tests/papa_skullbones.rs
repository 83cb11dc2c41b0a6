//! Papa Skullbones, of the (In)Famous Coaching Staff (004:L3131-L3137, L3189-L3219): his
//! blessing at each drive, just before the kick-off, asked as `Step::UseTeamInducement` and
//! answered `Decision::Bless`.

use crate::common;
use common::*;
use rules::{
    Decision, DecisionKind, Die, Inducement, InducementSpec, LeagueSpec, PlayerSpec, Prompt,
    SetupSpec, Side, Skill, TeamSpec,
};

fn asked(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::UseInducement)
}

fn blessable(g: &Game) -> Vec<rules::PlayerId> {
    g.decision_options()
        .iter()
        .filter_map(|d| match d {
            Decision::Bless { player } => Some(*player),
            _ => None,
        })
        .collect()
}

/// Home (receiving) hired Papa Skullbones; both teams have set up for the first drive.
fn set_up() -> Game {
    Game::set_up(book(), |s| {
        s.home.inducements.bought.set(Inducement::PapaSkullbones, 1);
    })
}

fn has(g: &Game, id: rules::PlayerId, skill: Skill) -> bool {
    g.m.state().player(id).expect("player").has(skill)
}

/// Once both teams have set up, before the kick: one of his players on the pitch; a D8 of 4
/// is Grasping Tendrils, Tentacles and Prehensile Tail (not the row above or below), until
/// the drive ends (004:L3132-L3136, L3214).
#[test]
fn papa_skullbones_4_gives_tentacles_and_prehensile_tail_for_the_drive_004_l3214() {
    let mut g = set_up();
    assert!(asked(&g), "{:?}", g.m.prompt());
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(blessable(&g).len(), 11);
    g.decide(Decision::Bless { player: home(3) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Papa Skullbones");
    g.dice(&[Die::D8(4)]);
    assert!(has(&g, home(3), Skill::Tentacles));
    assert!(has(&g, home(3), Skill::PrehensileTail));
    assert!(!has(&g, home(3), Skill::BigHand));
    assert!(!has(&g, home(3), Skill::DisturbingPresence));
    g.quiet_kick_off();
    g.score_with(home(3));
    assert!(
        !has(&g, home(3), Skill::Tentacles),
        "until the end of the drive"
    );
    assert!(!has(&g, home(3), Skill::PrehensileTail));
}

/// 1, Unworthy: the player is Knocked Out (004:L3207).
#[test]
fn papa_skullbones_1_knocks_the_player_out_004_l3207() {
    let mut g = set_up();
    g.decide(Decision::Bless { player: home(8) });
    g.dice(&[Die::D8(1)]);
    assert_eq!(g.place_of(home(8)), rules::Place::KnockedOut);
}

/// 2, Overlooked: a random player of the team on the pitch (a D16 by shirt number) who was
/// not rolled for is rolled for instead: #3, just rolled for, is rolled again; #5's 3 gives
/// him Big Hand and Very Long Legs, not #3 (004:L3208-L3213).
#[test]
fn papa_skullbones_2_rolls_for_a_random_other_player_004_l3208() {
    let mut g = set_up();
    g.decide(Decision::Bless { player: home(3) });
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.roll_prompt().dice, vec![rules::DieKind::D16]);
    g.dice(&[Die::D16(3)]);
    assert_eq!(g.roll_prompt().dice, vec![rules::DieKind::D16], "#3 again");
    g.dice(&[Die::D16(5)]);
    assert_eq!(g.roll_prompt().roll.as_ref(), "Papa Skullbones");
    g.dice(&[Die::D8(3)]);
    assert!(has(&g, home(5), Skill::BigHand) && has(&g, home(5), Skill::VeryLongLegs));
    assert!(!has(&g, home(3), Skill::BigHand));
}

/// 8, Favour of the Gods: the coach picks one of the results above (1-7): 5 is Disturbing
/// Presence and Foul Appearance (004:L3215-L3219).
#[test]
fn papa_skullbones_8_lets_the_coach_pick_a_result_004_l3219() {
    let mut g = set_up();
    g.decide(Decision::Bless { player: home(2) });
    g.dice(&[Die::D8(8)]);
    let options = g.decision_options();
    assert_eq!(
        options,
        (1..=7)
            .map(|result| Decision::BlessingResult { result })
            .collect::<Vec<_>>()
    );
    g.decide(Decision::BlessingResult { result: 5 });
    assert!(has(&g, home(2), Skill::DisturbingPresence));
    assert!(has(&g, home(2), Skill::FoulAppearance));
}

/// Each player may be chosen once a game: at the next drive the player rolled for is not
/// offered, the others are (004:L3136-L3137).
#[test]
fn papa_skullbones_blesses_each_player_once_a_game_004_l3136() {
    let mut g = set_up();
    g.decide(Decision::Bless { player: home(3) });
    g.dice(&[Die::D8(7)]);
    assert!(has(&g, home(3), Skill::Claws) && has(&g, home(3), Skill::Horns));
    g.quiet_kick_off();
    g.score_with(home(3));
    g.set_up_both();
    assert!(asked(&g), "{:?}", g.m.prompt());
    let players = blessable(&g);
    assert_eq!(players.len(), 10);
    assert!(!players.contains(&home(3)));
}

fn chaos_team(name: &str) -> TeamSpec {
    TeamSpec::Roster {
        name: name.into(),
        roster: "chaos-chosen".into(),
        rerolls: 2,
        fan_factor: 0,
        cheerleaders: 0,
        assistant_coaches: 0,
        players: (1..=11)
            .map(|n| PlayerSpec {
                number: n,
                position: "Beastman".into(),
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
        inducements: InducementSpec {
            coaching_staff: vec!["Papa Skullbones".into()],
            treasury: 80_000,
            ..InducementSpec::default()
        },
        master_chef: false,
        bribery_agent: false,
    }
}

/// Both teams hired him: neither may use him (004:L3049-L3052): no blessing is asked before
/// the kick-off.
#[test]
fn papa_skullbones_hired_by_both_teams_blesses_for_neither_004_l3049() {
    let setup = SetupSpec {
        home: chaos_team("Home"),
        away: chaos_team("Away"),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: Some(LeagueSpec::default()),
    }
    .build(book())
    .expect("both hire Papa Skullbones");
    let mut g = Game {
        m: rules::Match::new(setup, book()).expect("match"),
    };
    while !matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::SetUp) {
        let roll = g.roll_prompt();
        let dice: Vec<Die> = roll.dice.iter().map(|_| Die::D6(3)).collect();
        g.dice(&dice);
    }
    g.set_up_both();
    assert!(!asked(&g), "{:?}", g.m.prompt());
    assert!(matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == DecisionKind::KickOff));
}

/// Unworthy's Knocked Out player leaves the kicking team 10 on the pitch; a Perfect Defence
/// then re-arranges those 10 and brings on nobody from the Reserves (000:L1001, 004:L3207).
#[test]
fn a_player_knocked_out_by_papa_skullbones_is_not_owed_back_at_perfect_defence_000_l1001() {
    let mut g = Game::set_up(book(), |s| {
        s.away.inducements.bought.set(Inducement::PapaSkullbones, 1);
    });
    assert_eq!(g.decider(), Side::Away);
    g.decide(Decision::Bless { player: away(8) });
    g.dice(&[Die::D8(1)]);
    assert_eq!(g.place_of(away(8)), rules::Place::KnockedOut);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[1, 3]);
    assert_eq!(
        g.decider(),
        Side::Away,
        "Perfect Defence: {:?}",
        g.m.prompt()
    );
    // Accepted with 10 on the pitch (refused, `decide` panics): the kick goes on.
    g.decide(Decision::Done);
    assert!(
        matches!(g.m.prompt(), Prompt::Roll(_)),
        "{:?}",
        g.m.prompt()
    );
}
