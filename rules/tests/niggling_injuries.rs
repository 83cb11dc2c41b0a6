//! Niggling Injuries (004:L2520-L2522): each one a player carries from earlier league matches
//! adds 1 to every Injury roll made against him; Stab's Injury roll ignores every modifier,
//! Niggling Injuries among them (004:L10590-L10592). Away #7 is an Orc Lineman (AV 9); home #7
//! a Human Lineman who blocks him from (10,7).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, Event, EventKind, InjuryResult, PlayerId, Skill, TeamSpec,
};

fn injured(events: &[Event], who: PlayerId) -> Option<InjuryResult> {
    events.iter().find_map(|e| match e.kind {
        EventKind::Injured { player, result } if player == who => Some(result),
        _ => None,
    })
}

/// Away #7 with `niggling` Niggling Injuries, knocked down by home #7's block (Defender Down,
/// pushed to (12,7), no follow-up), his armour broken (6 + 5 = 11 beats AV 9): the Injury roll
/// is asked.
fn knocked_down(niggling: u8) -> Game {
    let mut g = Game::with(|s| s.away.players[6].niggling = niggling);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[6, 5]);
    g
}

/// 4 + 3 = 7 is Stunned; one Niggling Injury makes it 8, KO'd.
#[test]
fn a_niggling_injury_adds_one_to_the_injury_roll_004_l2521() {
    let mut g = knocked_down(1);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury");
    assert_eq!(
        roll.modifiers.iter().map(|m| m.value).sum::<i8>(),
        1,
        "{roll:?}"
    );
    let events = g.d6(&[4, 3]);
    assert_eq!(
        injured(&events, away(7)),
        Some(InjuryResult::KnockedOut),
        "{}",
        text(&events)
    );
}

/// Each one counts: two make 4 + 3 = 7 a 9, still KO'd; 5 + 3 = 8 a 10, a Casualty (8 KO'd
/// with one, 9 with none counted once).
#[test]
fn each_niggling_injury_adds_one_more_004_l2521() {
    let mut g = knocked_down(2);
    assert_eq!(
        g.roll_prompt()
            .modifiers
            .iter()
            .map(|m| m.value)
            .sum::<i8>(),
        2
    );
    let events = g.d6(&[5, 3]);
    assert_eq!(
        injured(&events, away(7)),
        Some(InjuryResult::Casualty),
        "{}",
        text(&events)
    );
}

/// Without a Niggling Injury the same 4 + 3 = 7 is Stunned.
#[test]
fn no_niggling_injury_no_modifier_004_l2521() {
    let mut g = knocked_down(0);
    assert!(g.roll_prompt().modifiers.is_empty());
    let events = g.d6(&[4, 3]);
    assert_eq!(injured(&events, away(7)), Some(InjuryResult::Stunned));
}

/// Stab ignores every Injury modifier, Niggling Injuries too: 5 + 5 = 10 beats AV 9, and the
/// Injury roll 4 + 3 = 7 is Stunned although he has a Niggling Injury (KO'd if it counted).
#[test]
fn stab_ignores_niggling_injuries_004_l10591() {
    let mut g = Game::with(|s| {
        s.home.players[6].skills.push("stab".into());
        s.away.players[6].niggling = 1;
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g.decide(Decision::UseSkill {
        skill: Skill::Stab,
        use_it: true,
    });
    g.d6(&[5, 5]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury");
    assert!(roll.modifiers.is_empty(), "{roll:?}");
    let events = g.d6(&[4, 3]);
    assert_eq!(injured(&events, away(7)), Some(InjuryResult::Stunned));
}

/// A match script names a roster player's Niggling Injuries as `"niggling"`; the player plays
/// the match with them (docs/match-script.md, the setup line).
#[test]
fn a_scripts_roster_player_carries_his_niggling_injuries_004_l2521() {
    let spec: TeamSpec = serde_json::from_value(serde_json::json!({"roster": {
        "name": "Reavers", "roster": "human", "rerolls": 2, "fan_factor": 3,
        "players": [
            {"number": 1, "position": "Blitzer", "niggling": 2},
            {"number": 2, "position": "Lineman"}
        ]
    }}))
    .expect("a roster team with a niggled Blitzer parses");
    let team = spec.build(book()).expect("the team builds");
    assert_eq!(team.players[0].niggling, 2);
    assert_eq!(team.players[1].niggling, 0);
}
