//! Blitz Bowl abilities, each hooked into the step it changes (002:L253-L255, L285-L299,
//! L1027-L1065; digest §6.3): the re-rolls (Offensive Specialist, Expert Passer), the Blocks
//! (Insignificant, Bomber), the Runs (Leap, War Machine, Active Specialist) and the ball
//! (Handling, Safe Hands). Played on the 2016 board with Blitz Bowl's Marking, three Actions,
//! no turnovers, Block Value dice (the data's numbering: 1 Smash, 2 Kerrunch!, 3-4 Shove,
//! 5 Tackle, 6 Miss), one-D6 armour, the Throw Ruler (Short 4, Long 7) and a Bounce Chart;
//! every player Block 1, Throw 4+, Armour 4+, no team re-rolls (002:L331). Each test's dice
//! are chosen so the reading without the ability (or the nearest wrong one) fails.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, setup, sq};
use rules::blitz_ability::BlitzAbility;
use rules::blitz_team::BlitzProfile;
use rules::ruleset::{
    Activation, ArmourPolicy, BouncePolicy, InjuryPolicy, Movement, PassPolicy, PushPolicy,
    RulesetParams,
};
use rules::{
    ActionKind, Ball, Decision, DecisionKind, Die, DieKind, Input, Match, MatchSetup, PlayerId,
    Prompt, Reroll, Side, Stance,
};
use tables::BlitzFace;

/// Clockwise from the top left: 1 (-1, -1), 2 (0, -1), 3 (1, -1), 4 (1, 0), 5 (1, 1),
/// 6 (0, 1), 7 (-1, 1), 8 (-1, 0).
const CHART: [[i8; 2]; 8] = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
];

fn rules_of_blitz() -> RulesetParams {
    let data = tables::blitz_bowl().expect("Blitz Bowl data loads");
    let blitz = RulesetParams::blitz_bowl(data, "one-trapdoor").expect("board");
    RulesetParams {
        block_dice: blitz.block_dice,
        dice: blitz.dice,
        push: PushPolicy::OneSquareOrKnockDown,
        armour: ArmourPolicy::OneD6,
        injury: InjuryPolicy::ToReserves,
        movement: Movement::Marking,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        turnovers: false,
        bounce: BouncePolicy::BounceChart { chart: CHART },
        pass: PassPolicy::ThrowRuler { short: 4, long: 7 },
        modifier_cap: Some(1),
        ..RulesetParams::BB2016
    }
}

/// Every player Block 1, Throw 4+, Armour 4+, Move 6, no re-rolls; `abilities` gives some
/// an ability.
fn game(abilities: &[(PlayerId, BlitzAbility)]) -> Game {
    game_with(abilities, |_| {})
}

fn game_with(abilities: &[(PlayerId, BlitzAbility)], change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut s = setup();
    s.home.rerolls = 0;
    s.away.rerolls = 0;
    for (side, team) in [(Side::Home, &mut s.home), (Side::Away, &mut s.away)] {
        for p in &mut team.players {
            p.ma = 6;
            let ability = abilities
                .iter()
                .find(|(id, _)| id.side == side && id.number == p.number)
                .map(|(_, a)| a.id().to_string());
            p.blitz = Some(BlitzProfile {
                block: 1,
                throw: Some(4),
                armour: Some(4),
                move_d6: false,
                throw_team_mate: false,
                ability,
            });
        }
    }
    change(&mut s);
    let mut g = Game {
        m: Match::with_ruleset(s, Arc::new(book().clone()), rules_of_blitz())
            .expect("these Blitz Bowl switches are ruled"),
    };
    g.set_up_both();
    g.quiet_kick_off();
    g
}

fn refused(g: &mut Game, d: Decision) -> String {
    match g.try_apply(Input::Decide(d)) {
        Ok(_) => panic!("{d:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

fn waits_for(g: &Game, kind: DecisionKind) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.kind == kind)
}

fn block(g: &mut Game, attacker: PlayerId, defender: PlayerId) {
    g.declare(attacker, ActionKind::Block);
    g.decide(Decision::Block { target: defender });
}

fn results(faces: &[BlitzFace]) -> Vec<Decision> {
    faces
        .iter()
        .map(|&face| Decision::ChooseBlockResult { face })
        .collect()
}

// ---- Re-rolls (002:L331-L333) ----

/// Offensive Specialist: after the Block Dice, his coach may re-roll them; all of them are
/// rolled again (002:L331), and the re-roll is not offered again (002:L333). Block 2: a Miss
/// and a Tackle (6, 5), re-rolled to a Smash and a Miss (1, 6).
#[test]
fn offensive_specialist_re_rolls_all_the_block_dice_once_002_l254_l331_l333() {
    let mut g = game_with(&[(home(7), BlitzAbility::OffensiveSpecialist)], |s| {
        if let Some(p) = s.home.players.iter_mut().find(|p| p.number == 7) {
            p.blitz.as_mut().expect("a line").block = 2;
        }
    });
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[6, 5]);
    assert!(waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Ability(BlitzAbility::OffensiveSpecialist)),
            Decision::Reroll(Reroll::Keep),
        ]
    );
    g.decide(Decision::Reroll(Reroll::Ability(
        BlitzAbility::OffensiveSpecialist,
    )));
    assert_eq!(
        g.roll_prompt().dice.as_ref(),
        &[DieKind::D6; 2],
        "every Block Die again"
    );
    g.d6(&[1, 6]);
    assert_eq!(
        g.decision_options(),
        results(&[BlitzFace::Smash, BlitzFace::Miss]),
        "no re-roll of a re-roll: the pick follows"
    );
    g.decide(Decision::ChooseBlockResult {
        face: BlitzFace::Smash,
    });
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Prone));
}

/// Kept, the first dice stand; a player without the ability is offered no re-roll: a Blitz
/// Bowl team has no team re-rolls (002:L331).
#[test]
fn the_block_dice_kept_and_no_re_roll_without_the_ability_002_l254_l331() {
    let mut g = game(&[(home(7), BlitzAbility::OffensiveSpecialist)]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[6]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Standing));
    assert!(g.m.state().action().is_none(), "the Miss ends the Block");

    let mut g = game(&[]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[6]);
    assert!(!waits_for(&g, DecisionKind::Reroll), "{:?}", g.m.prompt());
    assert!(g.m.state().action().is_none());
}

fn throw_short(g: &mut Game) {
    g.only(&[(home(7), (10, 7)), (home(8), (13, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(13, 7),
        range: None,
    });
}

/// Expert Passer: a failed Throw Check may be re-rolled, a Fumble too (a 1, 002:L542 is a
/// failed check); the re-roll's 4 reaches the 4+ and the target takes the ball (002:L1063).
#[test]
fn expert_passer_re_rolls_a_fumbled_throw_check_002_l1063() {
    let mut g = game(&[(home(7), BlitzAbility::ExpertPasser)]);
    throw_short(&mut g);
    g.d6(&[1]);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Reroll(Reroll::Ability(BlitzAbility::ExpertPasser)),
            Decision::Reroll(Reroll::Keep),
        ]
    );
    g.decide(Decision::Reroll(Reroll::Ability(
        BlitzAbility::ExpertPasser,
    )));
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[4]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// A successful Throw Check offers nothing (only a failed one, 002:L1063); a failed re-roll
/// stands, no second re-roll (002:L333): the 1 again Fumbles, a Bounce from the thrower.
#[test]
fn expert_passer_only_on_a_failure_and_never_twice_002_l1063_l333() {
    let mut g = game(&[(home(7), BlitzAbility::ExpertPasser)]);
    throw_short(&mut g);
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));

    let mut g = game(&[(home(7), BlitzAbility::ExpertPasser)]);
    throw_short(&mut g);
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Ability(
        BlitzAbility::ExpertPasser,
    )));
    g.d6(&[1]);
    assert_eq!(
        g.roll_prompt().dice.as_ref(),
        &[DieKind::D8],
        "the Fumble Bounces"
    );
    // 4 is (1, 0): from the thrower's (10, 7), not the target's (13, 7) (002:L542).
    g.dice(&[Die::D8(4)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 7)));
}

// ---- Blocks ----

/// Insignificant: an opponent's Run may enter the square next to him (002:L1050), which a
/// Run never may next to anyone else (002:L481).
#[test]
fn a_run_may_pass_next_to_an_insignificant_opponent_002_l1050() {
    let mut g = game(&[(away(3), BlitzAbility::Insignificant)]);
    g.only(&[(home(7), (10, 7)), (away(3), (12, 7)), (away(4), (12, 9))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    let why = refused(&mut g, Decision::Move { to: sq(11, 8) });
    assert!(why.contains("002:L481"), "{why}");

    let mut g = game(&[]);
    g.only(&[(home(7), (10, 7)), (away(3), (12, 7))]);
    g.declare(home(7), ActionKind::Move);
    let why = refused(&mut g, Decision::Move { to: sq(11, 7) });
    assert!(why.contains("002:L481"), "{why}");
}

/// Insignificant's own Block: a Tackle (5) counts as a Miss, the target stays standing and
/// the blocker is done for the turn (002:L1050, L574).
#[test]
fn an_insignificant_blockers_tackle_is_a_miss_002_l1050() {
    let mut g = game(&[(home(7), BlitzAbility::Insignificant)]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[5]);
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Standing));
    let declares: Vec<Decision> = g
        .decision_options()
        .into_iter()
        .filter(|d| matches!(d, Decision::Declare { player, .. } if *player == home(7)))
        .collect();
    assert!(declares.is_empty(), "Miss locks him out: {declares:?}");
}

/// Bomber: Open, he Blocks a standing opponent 3 squares away, with one die though a
/// team-mate Marks the target (never Assisted), and his Shove (3) counts as a Miss: the
/// target is not pushed (002:L1051).
#[test]
fn a_bomber_blocks_from_three_squares_unassisted_and_a_shove_is_a_miss_002_l1051() {
    let mut g = game(&[(home(7), BlitzAbility::Bomber)]);
    g.only(&[(home(7), (10, 7)), (away(3), (13, 7)), (home(8), (14, 7))]);
    g.declare(home(7), ActionKind::Block);
    assert!(
        g.decision_options()
            .contains(&Decision::Block { target: away(3) })
    );
    g.decide(Decision::Block { target: away(3) });
    assert_eq!(
        g.roll_prompt().dice.as_ref(),
        &[DieKind::D6],
        "Block 1, no Assist"
    );
    g.d6(&[3]);
    assert_eq!(g.place_of(away(3)), on(sq(13, 7), Stance::Standing));
    assert!(g.m.state().action().is_none());

    let mut g = game(&[(home(7), BlitzAbility::Bomber)]);
    g.only(&[(home(7), (10, 7)), (away(3), (13, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[1]);
    assert_eq!(g.place_of(away(3)), on(sq(13, 7), Stance::Prone), "a Smash");
}

/// Four squares is out of a Bomber's reach, and an Open player without Bomber declares no
/// Block at all (002:L1051, L464).
#[test]
fn a_bomber_reaches_three_squares_and_no_one_else_blocks_open_002_l1051_l464() {
    let mut g = game(&[(home(7), BlitzAbility::Bomber)]);
    g.only(&[(home(7), (10, 7)), (away(3), (14, 7))]);
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Block,
        },
    );
    assert!(why.contains("Open"), "{why}");

    let mut g = game(&[]);
    g.only(&[(home(7), (10, 7)), (away(3), (13, 7))]);
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Block,
        },
    );
    assert!(why.contains("002:L464"), "{why}");
}

// ---- Runs ----

/// Leap: his Run steps next to a wall of three opponents and passes through it, landing
/// next to them for the path's 2 squares; it must end Open, so ending there is refused, and
/// one more square away makes it (002:L1052).
#[test]
fn a_leap_run_passes_through_players_and_must_end_open_002_l1052() {
    let mut g = game(&[(home(7), BlitzAbility::Leap)]);
    g.only(&[
        (home(7), (10, 7)),
        (away(3), (12, 7)),
        (away(4), (12, 6)),
        (away(5), (12, 8)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    g.decide(Decision::Leap { to: sq(13, 7) });
    assert_eq!(g.place_of(home(7)), on(sq(13, 7), Stance::Standing));
    let why = refused(&mut g, Decision::EndAction);
    assert!(why.contains("002:L1052"), "{why}");
    g.move_to(14, 7);
    g.decide(Decision::EndAction);
    assert!(g.m.state().action().is_none());

    // Without Leap, the step next to him is refused (002:L481).
    let mut g = game(&[]);
    g.only(&[(home(7), (10, 7)), (away(3), (12, 7))]);
    g.declare(home(7), ActionKind::Move);
    let why = refused(&mut g, Decision::Move { to: sq(11, 7) });
    assert!(why.contains("002:L481"), "{why}");
}

/// A Leap costs its squares: with Move 6, 5 spent, the last one cannot pay a 2-square path
/// through a player (002:L1052, L481).
#[test]
fn a_leap_pays_its_path_out_of_the_runs_squares_002_l1052() {
    let mut g = game(&[(home(7), BlitzAbility::Leap)]);
    g.only(&[(home(7), (3, 7)), (away(3), (9, 7)), (away(4), (20, 1))]);
    g.declare(home(7), ActionKind::Move);
    for x in 4..=8 {
        g.move_to(x, 7);
    }
    let why = refused(&mut g, Decision::Leap { to: sq(10, 7) });
    assert!(why.contains("002:L1052"), "{why}");
}

/// War Machine: a Marked player may make a Run Action (002:L1053, its first sentence, digest
/// §9 A15); any other Marked player may not (002:L464).
#[test]
fn a_war_machine_runs_while_marked_002_l1053() {
    let mut g = game(&[(home(7), BlitzAbility::WarMachine)]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));

    let mut g = game(&[]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Move,
        },
    );
    assert!(why.contains("Marked"), "{why}");
}

/// Active Specialist: his Run moves 2 squares past his Move (read as "+2 squares to this
/// Run", 002:L1065, digest §9 A16): with Move 6 the 8th square is his, the 9th is not.
#[test]
fn active_specialist_runs_two_squares_more_002_l1065() {
    let mut g = game(&[(home(7), BlitzAbility::ActiveSpecialist)]);
    g.only(&[(home(7), (2, 7)), (away(3), (20, 1))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=10 {
        g.move_to(x, 7);
    }
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    let why = refused(&mut g, Decision::Move { to: sq(11, 7) });
    assert!(why.contains("002:L481"), "{why}");

    let mut g = game(&[]);
    g.only(&[(home(7), (2, 7)), (away(3), (20, 1))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(9, 7) }))
            .is_err()
    );
}

// ---- The ball ----

/// Handling: a Mark onto the ball picks it up, as a Run would (002:L291, L1039); anyone else
/// Marking onto it makes it Bounce (002:L493).
#[test]
fn handling_takes_the_ball_a_mark_moves_him_onto_002_l291_l1039() {
    let mut g = game(&[(home(7), BlitzAbility::Handling)]);
    g.only(&[(home(7), (10, 7)), (away(3), (12, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Mark);
    g.move_to(11, 7);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));

    let mut g = game(&[]);
    g.only(&[(home(7), (10, 7)), (away(3), (12, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Mark);
    g.move_to(11, 7);
    assert_eq!(g.roll_prompt().dice.as_ref(), &[DieKind::D8], "a Bounce");
}

/// Handling: a player Shoved onto the ball takes it (002:L291, L1039; without it, it
/// Bounces, 002:L493).
#[test]
fn handling_takes_the_ball_he_is_shoved_onto_002_l291() {
    let mut g = game(&[(away(3), BlitzAbility::Handling)]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.ball(12, 7);
    block(&mut g, home(7), away(3));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(3)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::Held(away(3)));
}

/// Safe Hands: Knocked Down holding the ball, his own coach picks the square next to him it
/// Bounces into, no D8 (002:L289, digest §9 A6); an empty square keeps it (002:L531), then
/// his Armour Check. A square two away is refused.
#[test]
fn safe_hands_coach_picks_where_the_ball_bounces_002_l289() {
    let mut g = game(&[(away(3), BlitzAbility::SafeHands)]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.ball(11, 7);
    block(&mut g, home(7), away(3));
    g.d6(&[1]);
    assert!(waits_for(&g, DecisionKind::SafeHands), "{:?}", g.m.prompt());
    assert_eq!(g.decider(), Side::Away);
    let options = g.decision_options();
    assert_eq!(options.len(), 8 + 1, "{options:?}");
    let why = refused(
        &mut g,
        Decision::BounceInto {
            square: Some(sq(13, 7)),
        },
    );
    assert!(why.contains("002:L289"), "{why}");
    g.decide(Decision::BounceInto {
        square: Some(sq(12, 8)),
    });
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(12, 8)));
    let check = g.roll_prompt();
    assert_eq!(check.side, Side::Away, "then his Armour Check");
    assert_eq!(check.needs, Some(4));
}

/// Safe Hands into an Open team-mate's square: he takes possession (002:L532); declining,
/// the D8 is rolled as for anyone (002:L529).
#[test]
fn safe_hands_to_an_open_team_mate_or_the_usual_d8_002_l289_l532() {
    let mut g = game(&[(away(3), BlitzAbility::SafeHands)]);
    g.only(&[(home(6), (10, 8)), (away(3), (11, 7)), (away(4), (12, 8))]);
    g.ball(11, 7);
    block(&mut g, home(6), away(3));
    g.d6(&[1]);
    g.decide(Decision::BounceInto {
        square: Some(sq(12, 8)),
    });
    assert_eq!(g.m.state().ball, Ball::Held(away(4)), "Open, he takes it");

    let mut g = game(&[(away(3), BlitzAbility::SafeHands)]);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7))]);
    g.ball(11, 7);
    block(&mut g, home(7), away(3));
    g.d6(&[1]);
    g.decide(Decision::BounceInto { square: None });
    assert_eq!(g.roll_prompt().dice.as_ref(), &[DieKind::D8]);
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Prone));
}
