//! A script's roster player with characteristics that are not his position's (`ma`, `st`,
//! `ag`, `av` on `PlayerSpec`): a league player after Improvement rolls (004:L2594-L2610,
//! L2659-L2667) or lasting injuries (004:L2524-L2527). Each scenario's dice fail the position's
//! own profile; the refusals hold the text's limits: at most 2 above the position's and never
//! above 10 (004:L2664-L2667), at most 2 below it and never below 1 (004:L2524-L2527).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, EventKind, PlayerSpec, Prompt, Reroll, SetupSpec, Side,
    Stance, TeamSetup, TeamSpec,
};

/// A Human roster team of the quick-start's positions (1-2 Blitzer, 3-4 Catcher, 5-6 Thrower,
/// 7-12 Lineman), read as a script writes it, with `extra` (JSON keys, `"ag": 4`) on #7.
fn humans_spec(extra: &str) -> TeamSpec {
    let positions = [
        "Blitzer", "Blitzer", "Catcher", "Catcher", "Thrower", "Thrower", "Lineman", "Lineman",
        "Lineman", "Lineman", "Lineman", "Lineman",
    ];
    let players: Vec<String> = positions
        .iter()
        .enumerate()
        .map(|(i, position)| {
            let more = if i == 6 {
                format!(",{extra}")
            } else {
                String::new()
            };
            format!(r#"{{"number":{},"position":"{position}"{more}}}"#, i + 1)
        })
        .collect();
    let json = format!(
        r#"{{"roster":{{"name":"Reavers","roster":"human-2016-box","rerolls":4,"players":[{}]}}}}"#,
        players.join(",")
    );
    serde_json::from_str(&json).expect("a roster team")
}

fn humans(extra: &str) -> TeamSetup {
    humans_spec(extra).build(book()).expect("the Reavers build")
}

/// Home is the Reavers with `extra` on #7 (home 7), away the Orc quick-start team; home's
/// first turn after a quiet kick-off.
fn game(extra: &str) -> Game {
    let home_team = humans(extra);
    Game::with(move |s| s.home = home_team)
}

/// A one-team setup refused: its error's words.
fn refused(team: TeamSpec) -> String {
    let spec = SetupSpec {
        home: team,
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    };
    spec.build(book())
        .expect_err("the setup is refused")
        .to_string()
}

/// How many Block dice the block's events roll, and whose coach picks.
fn block_dice(events: &[rules::Event]) -> Option<(u8, Side)> {
    events.iter().find_map(|e| match e.kind {
        EventKind::BlockDice { dice, chooser, .. } => Some((dice, chooser)),
        _ => None,
    })
}

#[test]
fn absent_characteristics_are_the_positions_and_given_ones_replace_them_004_l2664() {
    let team = humans(r#""ma":7,"st":4,"ag":5,"av":7"#);
    let lineman = |n: u8| {
        let p = team.players.iter().find(|p| p.number == n).expect("player");
        (p.ma, p.st, p.ag, p.av)
    };
    assert_eq!(lineman(7), (7, 4, 5, 7));
    assert_eq!(lineman(8), (6, 3, 3, 8), "#8 keeps the Lineman's profile");
}

/// AG 4 needs 3+ to dodge (000:L471-L475), 2+ with the +1 for dodging (000:L477-L482): a 2
/// passes, which an AG 3 Lineman (4+, 3+ with the +1) would fail.
#[test]
fn an_ag_4_lineman_dodges_on_a_2_agility_table_000_l471_l481() {
    let mut g = game(r#""ag":4"#);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Dodge", Some(2)));
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

/// AG 2 after an injury (004:L2524-L2527) needs 5+ to pick the ball up, 4+ with the +1
/// (000:L494-L498): a 3, which an AG 3 Lineman would turn into a pick-up, drops it.
#[test]
fn an_ag_2_lineman_drops_the_ball_on_a_3_agility_table_000_l494_004_l2524() {
    let mut g = game(r#""ag":2"#);
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pick-up", Some(4)));
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some(), "a dropped ball is a turnover");
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// A ST 4 Lineman blocking a ST 3 Orc Lineman is the stronger: two Block dice, his coach
/// picks (000:L543-L549); a ST 3 Lineman would roll one.
#[test]
fn a_st_4_lineman_rolls_two_block_dice_against_st_3_and_picks_000_l546() {
    let mut g = game(r#""st":4"#);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(
        block_dice(&events),
        Some((2, Side::Home)),
        "{}",
        text(&events)
    );
    assert_eq!(g.roll_prompt().dice.len(), 2);
    g.block_dice(&[BlockFace::AttackerDown, BlockFace::DefenderDown]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.decider(), Side::Home, "the stronger player's coach picks");
    g.decide(Decision::ChooseBlockDie {
        face: BlockFace::DefenderDown,
    });
    assert_eq!(g.turnover(), None);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
}

/// A ST 2 Lineman (one injury) against a ST 3 Orc is the weaker: two dice, the Orc's coach
/// picks (000:L543-L549, 004:L2524-L2527).
#[test]
fn a_st_2_lineman_blocks_on_two_dice_the_defender_picks_000_l546_004_l2524() {
    let mut g = game(r#""st":2"#);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    let events = g.decide(Decision::Block { target: away(7) });
    assert_eq!(
        block_dice(&events),
        Some((2, Side::Away)),
        "{}",
        text(&events)
    );
}

/// MA 7 after a +MA: seven squares of normal movement, the eighth a Go For It
/// (000:L455, L1047-L1051); an MA 6 Lineman would Go For It on the seventh.
#[test]
fn an_ma_7_lineman_goes_for_it_on_the_eighth_square_000_l1047_l1051() {
    let mut g = game(r#""ma":7"#);
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
        assert!(
            !matches!(g.m.prompt(), Prompt::Roll(_)),
            "square {} of 7 needs no roll",
            x - 2
        );
    }
    g.move_to(10, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Go For It", Some(2)));
}

/// MA 5 after an injury: the sixth square is already a Go For It, and a 1 there knocks him
/// down (000:L1051, 004:L2524-L2527); an MA 6 Lineman would move there without a roll.
#[test]
fn an_ma_5_lineman_trips_going_for_it_on_the_sixth_square_000_l1051_004_l2524() {
    let mut g = game(r#""ma":5"#);
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=7 {
        g.move_to(x, 7);
    }
    g.move_to(8, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Prone));
    assert!(g.turnover().is_some());
}

/// AV 9: the Armour roll must beat it (000:L617), so a 9 holds, which would break an AV 8
/// Lineman's armour. He trips on a failed dodge to be Knocked Down.
#[test]
fn an_av_9_lineman_holds_an_armour_roll_of_9_000_l617() {
    let mut g = game(r#""av":9"#);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    let armour = g.roll_prompt();
    assert_eq!((armour.roll.as_ref(), armour.side), ("Armour", Side::Away));
    let t = text(&g.d6(&[4, 5]));
    assert!(t.contains("9 does not beat AV 9: armour holds"), "{t}");
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "no Injury roll: away's turn"
    );
}

#[test]
fn two_above_the_position_is_allowed_three_is_refused_004_l2664_l2667() {
    humans(r#""ag":5,"ma":8"#);
    let e = refused(humans_spec(r#""ag":6"#));
    assert!(e.contains("team \"Reavers\" #7 Lineman: AG 6"), "{e}");
    assert!(e.contains("3 above the position's AG 3"), "{e}");
    assert!(e.contains("at most 2 above its starting value"), "{e}");
    assert!(e.contains("004:L2664-L2667"), "{e}");
}

#[test]
fn never_above_10_even_two_above_the_position_004_l2666_l11683() {
    let orcs: TeamSpec = serde_json::from_str(
        r#"{"roster":{"name":"Raiders","roster":"orc","rerolls":3,"players":[{"number":4,"position":"Lineman","av":11}]}}"#,
    )
    .expect("a roster team");
    let e = refused(orcs);
    assert!(e.contains("#4 Lineman: AV 11 is above 10"), "{e}");
    assert!(e.contains("004:L2664-L2667"), "{e}");
    let ten: TeamSpec = serde_json::from_str(
        r#"{"roster":{"name":"Raiders","roster":"orc","rerolls":3,"players":[{"number":4,"position":"Lineman","av":10}]}}"#,
    )
    .expect("a roster team");
    let built = ten.build(book()).expect("AV 10 is allowed");
    assert_eq!(built.players[0].av, 10);
}

#[test]
fn injuries_lower_a_characteristic_at_most_2_004_l2524_l2527() {
    humans(r#""ma":4,"st":1"#);
    let e = refused(humans_spec(r#""ma":3"#));
    assert!(
        e.contains("#7 Lineman: MA 3 is 3 below the position's MA 6"),
        "{e}"
    );
    assert!(e.contains("at most 2 points (004:L2524-L2527)"), "{e}");
}

#[test]
fn never_below_1_even_two_below_the_position_004_l2526_l2527() {
    let goblins: TeamSpec = serde_json::from_str(
        r#"{"roster":{"name":"Gobbos","roster":"goblin","rerolls":3,"players":[{"number":9,"position":"Goblin","st":0}]}}"#,
    )
    .expect("a roster team");
    let e = refused(goblins);
    assert!(
        e.contains("team \"Gobbos\" #9 Goblin: ST 0 is below 1"),
        "{e}"
    );
    assert!(e.contains("004:L2524-L2527"), "{e}");
}

/// A setup without characteristics writes none (a stored script reads the same), one with
/// them writes only those given.
#[test]
fn characteristics_are_written_only_when_given() {
    let plain = PlayerSpec {
        number: 7,
        position: "Lineman".into(),
        ..PlayerSpec::default()
    };
    let json = serde_json::to_string(&plain).expect("json");
    assert_eq!(
        json,
        r#"{"number":7,"position":"Lineman","name":null,"skills":[]}"#
    );
    let agile = PlayerSpec {
        ag: Some(4),
        ..plain
    };
    let json = serde_json::to_string(&agile).expect("json");
    assert!(json.ends_with(r#""skills":[],"ag":4}"#), "{json}");
    let back: PlayerSpec = serde_json::from_str(&json).expect("read back");
    assert_eq!(back, agile);
}

/// Team Value counts a rise as its Improvement (+1 AG 40,000, +1 MA 30,000) and no injury
/// takes value off (004:L2630-L2650, L2635-L2637).
#[test]
fn team_value_adds_a_rise_and_keeps_an_injury_004_l2643_l2645_l2635() {
    let base = rules::team_value(book(), &humans_spec(r#""name":"Plain""#)).expect("value");
    let raised = rules::team_value(book(), &humans_spec(r#""ag":4,"ma":7"#)).expect("value");
    assert_eq!(raised - base, 70_000);
    let hurt = rules::team_value(book(), &humans_spec(r#""av":7,"st":2"#)).expect("value");
    assert_eq!(hurt, base);
}

/// At the Bugman's League Cup a player improves by a skill only (001:L1093-L1096) and every
/// Casualty heals after the game (001:L1114): a cup team's player keeps his position's
/// characteristics, so AG 4 on a Lineman is refused; AG 3 given is his own and passes.
#[test]
fn a_cup_player_keeps_his_positions_characteristics_001_l1095_l1114() {
    rules::bugmans::cup_team(book(), &humans_spec(r#""ag":3"#)).expect("his own AG");
    let e = rules::bugmans::cup_team(book(), &humans_spec(r#""ag":4"#))
        .expect_err("refused at the cup")
        .to_string();
    assert!(
        e.contains("#7 Lineman: AG 4 is not the position's AG 3"),
        "{e}"
    );
    assert!(
        e.contains("001:L1093-L1096") && e.contains("001:L1114"),
        "{e}"
    );
}

/// An AG 4 Lineman's Quick Pass needs 3+ on the Agility table, 2+ with the Quick Pass's +1
/// (000:L690-L704): a 2 is accurate and his team-mate rolls to catch; an AG 3 Lineman's 2
/// would miss, and the ball would scatter instead.
#[test]
fn an_ag_4_lineman_throws_a_quick_pass_accurately_on_a_2_000_l690_l700() {
    let mut g = game(r#""ag":4"#);
    g.only(&[(home(7), (5, 7)), (home(8), (8, 7)), (away(7), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pass", Some(2)));
    g.d6(&[2]);
    let catch = g.roll_prompt();
    assert_eq!(
        (catch.roll.as_ref(), catch.player, catch.needs),
        ("Catch", Some(home(8)), Some(3)),
        "an accurate pass: +1 to the AG 3 catcher's 4+"
    );
}

/// An AG 4 Lineman catches an accurate pass on 3+, 2+ with the +1 (000:L720-L730): a 2 that
/// an AG 3 Lineman would drop.
#[test]
fn an_ag_4_lineman_catches_an_accurate_pass_on_a_2_000_l720() {
    let mut g = game(r#""ag":4"#);
    g.only(&[(home(5), (5, 7)), (home(7), (8, 7)), (away(7), (20, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]);
    let catch = g.roll_prompt();
    assert_eq!(
        (catch.roll.as_ref(), catch.player, catch.needs),
        ("Catch", Some(home(7)), Some(2))
    );
    g.d6(&[2]);
    assert_eq!(g.turnover(), None);
    assert!(
        matches!(g.m.state().ball, rules::Ball::Held(id) if id == home(7)),
        "{:?}",
        g.m.state().ball
    );
}
