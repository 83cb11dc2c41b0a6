//! Blitz Bowl's Block Action, push, Armour Check and Injury (the `block_dice`, `push`,
//! `armour` and `injury` switches): Block Value dice, one more if Assisted, the blocker picks
//! (002:L550, L586, L590); Smash, Kerrunch!, Shove, Tackle, Miss read off each D6 by the
//! data's `[block_die]` numbering (1 Smash, 2 Kerrunch!, 3-4 Shove, 5 Tackle, 6 Miss,
//! 002:L1103); one square straight away or Knocked Down (002:L566); one D6 against "n+"
//! (002:L321); Injured to the Dugout (002:L582). Played on the 2016 board with Blitz Bowl's
//! Marking, Actions and no turnovers, so each test fails under 2016's block and armour.

use crate::common;

use std::sync::Arc;

use common::blitz::{blitz_data, blitz_game, card};
use common::{Game, away, book, home, on, setup, sq};
use rules::ruleset::{Activation, ArmourPolicy, InjuryPolicy, Movement, PushPolicy, RulesetParams};
use rules::{
    ActionKind, Ball, Decision, DieKind, Input, Match, MatchSetup, Place, Prompt, Side, Stance,
};
use tables::BlitzFace;

/// The block switches at Blitz Bowl's values (the block die's faces from the data, its dice set), with
/// Marking, three Actions and no turnovers; home to play.
fn blitz_rules() -> RulesetParams {
    let blitz = RulesetParams::blitz_bowl(blitz_data(), "one-trapdoor").expect("board");
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
        ..RulesetParams::BB2016
    }
}

fn blitz_blocks(change: impl FnOnce(&mut MatchSetup)) -> Game {
    blitz_game(blitz_rules(), change)
}

/// Declares a Block by `attacker` on `defender`: the Block Dice's roll prompt follows.
fn block(g: &mut Game, attacker: rules::PlayerId, defender: rules::PlayerId) -> rules::RollRequest {
    g.declare(attacker, ActionKind::Block);
    g.decide(Decision::Block { target: defender });
    g.roll_prompt()
}

fn refused(g: &mut Game, d: Decision) -> String {
    match g.try_apply(Input::Decide(d)) {
        Ok(_) => panic!("{d:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

fn waits_for_decision(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(_))
}

/// Block Value 2 against a stronger defender: 2 dice (2016 would give the Orc's coach the
/// pick of 2, by Strength); with two team-mates Marking the target too, one die more, not
/// two (002:L586, L590); a Prone team-mate does not Mark, so he does not Assist (002:L401).
#[test]
fn block_value_dice_one_more_if_assisted_however_many_mark_002_l550_l586_l590() {
    let mut g = blitz_blocks(|s| card(s, Side::Home, 7).block = 2);
    g.only(&[
        (home(7), (10, 7)),
        (away(3), (11, 7)),
        (home(8), (12, 7)),
        (home(9), (12, 8)),
    ]);
    let roll = block(&mut g, home(7), away(3));
    assert_eq!(roll.dice.as_ref(), &[DieKind::D6; 3], "{}", roll.purpose);
    assert_eq!(roll.side, Side::Home);

    let mut g = blitz_blocks(|s| card(s, Side::Home, 7).block = 2);
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7)), (home(8), (12, 7))]);
    g.stance(home(8), Stance::Prone);
    let roll = block(&mut g, home(7), away(3));
    assert_eq!(roll.dice.as_ref(), &[DieKind::D6; 2], "{}", roll.purpose);
}

/// The blocking coach picks the result among the dice, even against a stronger defender
/// (002:L550): a Smash (1) and a Miss (6) offer those two to home.
#[test]
fn the_blockers_coach_picks_the_result_002_l550() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(3), (11, 7)), (home(8), (12, 7))]);
    block(&mut g, home(7), away(3));
    g.d6(&[1, 6]);
    assert_eq!(g.decider(), Side::Home);
    let options = g.decision_options();
    assert_eq!(
        options,
        vec![
            Decision::ChooseBlockResult {
                face: BlitzFace::Smash
            },
            Decision::ChooseBlockResult {
                face: BlitzFace::Miss
            },
        ]
    );
    let why = refused(
        &mut g,
        Decision::ChooseBlockResult {
            face: BlitzFace::Tackle,
        },
    );
    assert!(why.contains("002:L550"), "{why}");
    g.decide(Decision::ChooseBlockResult {
        face: BlitzFace::Smash,
    });
    assert_eq!(g.place_of(away(3)), on(sq(11, 7), Stance::Prone));
}

/// Smash: Knocked Down, then the target's own coach makes an Armour Check, one D6 that must
/// reach his "n+": a 4 holds against 4+ (2016's 2D6 "beat the AV" would fail it), a 3 fails
/// and he is Injured, to the Dugout (002:L321, L558, L582).
#[test]
fn smash_knocks_down_and_one_d6_must_reach_the_armour_002_l321_l558_l582() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 3))]);
    block(&mut g, home(7), away(7));
    g.d6(&[1]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    let check = g.roll_prompt();
    assert_eq!(check.side, Side::Away, "his own coach rolls (002:L558)");
    assert_eq!(check.dice.as_ref(), &[DieKind::D6]);
    assert_eq!(check.needs, Some(4));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert!(g.m.state().action().is_none(), "the Block Action is over");

    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 3))]);
    block(&mut g, home(7), away(7));
    g.d6(&[1]);
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert_eq!(g.turn_side(), Some(Side::Home), "no turnover (digest §4.7)");
}

/// Kerrunch!: as Smash, and 1 comes off the Armour Check: a 4 against 4+ fails (002:L562); a
/// natural 6 still holds (002:L325).
#[test]
fn kerrunch_takes_one_off_the_armour_check_002_l562() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    block(&mut g, home(7), away(7));
    g.d6(&[2]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(
        g.roll_prompt()
            .modifiers
            .iter()
            .map(|m| m.value)
            .sum::<i8>(),
        -1
    );
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);

    let mut g = blitz_blocks(|s| card(s, Side::Away, 7).armour = Some(6));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    block(&mut g, home(7), away(7));
    g.d6(&[2]);
    g.d6(&[6]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
}

/// Armour "-": the check fails with no roll, and he is Injured at once (002:L327).
#[test]
fn armour_dash_fails_without_a_roll_002_l327() {
    let mut g = blitz_blocks(|s| card(s, Side::Away, 7).armour = None);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (11, 3))]);
    block(&mut g, home(7), away(7));
    g.d6(&[1]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert!(waits_for_decision(&g), "no Armour Check is asked");
}

/// A diagonal Shove moves the target one square straight on, diagonally (2016 offers three
/// squares); he stays standing with no Armour Check, and the blocker may follow up into the
/// square he left (002:L566).
#[test]
fn a_shove_pushes_one_square_straight_away_and_the_blocker_may_follow_002_l566() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 8)), (away(8), (11, 3))]);
    block(&mut g, home(7), away(7));
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 9), Stance::Standing));
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::FollowUp { follow: true },
            Decision::FollowUp { follow: false }
        ]
    );
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 8), Stance::Standing));
    assert!(g.m.state().action().is_none(), "the Block Action is over");
}

/// A carried ball goes with the shoved target (002:L497); a loose ball in his new square
/// Bounces (002:L493).
#[test]
fn a_shoved_carrier_keeps_the_ball_and_one_shoved_onto_a_ball_bounces_it_002_l493_l566() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    block(&mut g, home(7), away(7));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));

    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(12, 7);
    block(&mut g, home(7), away(7));
    g.d6(&[4]);
    assert_eq!(
        g.roll_prompt().dice.as_ref(),
        &[DieKind::D8],
        "the ball Bounces"
    );
}

/// A ball that Bounces from the shoved target's new square back into the square he left,
/// and the blocker following up onto it: moved onto a ball other than by a Run, it Bounces
/// (002:L493, L566); the simulator found the follow-up standing on it.
#[test]
fn following_up_onto_a_loose_ball_bounces_it_002_l493_l566() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(12, 7);
    block(&mut g, home(7), away(7));
    g.d6(&[4]);
    // These switches keep 2016's scatter: 4 is one square towards x - 1, back into the
    // square he left (the Scatter template, 000:L157).
    g.dice(&[rules::Die::D8(4)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 7)));
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(
        g.roll_prompt().dice.as_ref(),
        &[DieKind::D8],
        "the ball Bounces from under him"
    );
    // 2 is one square towards y - 1.
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 6)));
}

/// A Shove into an occupied square (2016: a chain push), a blocked one, or off the board
/// (2016: into the crowd) Knocks the target Down instead, with its Armour Check (002:L566).
#[test]
fn a_shove_that_cannot_be_made_knocks_down_002_l566() {
    // Occupied, by his own team-mate.
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (12, 7))]);
    block(&mut g, home(7), away(7));
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.place_of(away(8)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.roll_prompt().needs, Some(4));

    // Off the board.
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (24, 7)), (away(7), (25, 7))]);
    block(&mut g, home(7), away(7));
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), on(sq(25, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().needs, Some(4));

    // A blocked square.
    let mut rules = blitz_rules();
    rules.pitch.blocked.insert(sq(12, 7));
    let mut g = blitz_game(rules, |_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    block(&mut g, home(7), away(7));
    g.d6(&[3]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
}

/// Tackle Knocks the target Down and leaves the blocker no more Actions this turn (002:L570);
/// a Miss leaves the target standing and the blocker locked out too (002:L574). His team's
/// other players act on.
#[test]
fn tackle_and_miss_leave_the_blocker_no_more_actions_002_l570_l574() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    block(&mut g, home(7), away(7));
    g.d6(&[5]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Prone));
    g.d6(&[6]); // the Armour Check holds
    // The target is down, so home#7 is Open and could Run, but may not.
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Move,
        },
    );
    assert!(why.contains("002:L570"), "{why}");
    g.declare(home(8), ActionKind::Move);

    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    block(&mut g, home(7), away(7));
    g.d6(&[6]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
    assert!(g.m.state().action().is_none());
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Sidestep,
        },
    );
    assert!(why.contains("L574"), "{why}");
}

/// The turn's prompt offers the locked-out blocker no Action at all after a Tackle or a Miss
/// (002:L570, L574), while his team-mate's stay offered: an option the engine would refuse is
/// never offered (the simulator found the prompt offering his Run and Mark).
#[test]
fn the_turn_prompt_offers_the_locked_out_blocker_nothing_002_l570_l574() {
    for face in [5, 6] {
        let mut g = blitz_blocks(|_| {});
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
        block(&mut g, home(7), away(7));
        g.d6(&[face]);
        if face == 5 {
            g.d6(&[6]); // the Tackle's Armour Check holds
        }
        let Prompt::Decision(turn) = g.m.prompt() else {
            panic!("the turn's prompt after the Block");
        };
        let offered = |who| {
            turn.options
                .iter()
                .any(|d| matches!(d, Decision::Declare { player, .. } if *player == who))
        };
        assert!(!offered(home(7)), "face {face}: {:?}", turn.options);
        assert!(offered(home(8)), "face {face}: {:?}", turn.options);
    }
}

/// A Knocked Down carrier's ball Bounces at once, before his Armour Check (002:L558; 2016
/// bounces it after the Armour roll, 000:L611).
#[test]
fn a_knocked_down_carriers_ball_bounces_before_the_armour_check_002_l558() {
    let mut g = blitz_blocks(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    block(&mut g, home(7), away(7));
    g.d6(&[1]);
    assert_eq!(g.roll_prompt().dice.as_ref(), &[DieKind::D8]);
    g.dice(&[rules::Die::D8(2)]);
    let check = g.roll_prompt();
    assert_eq!(
        (check.dice.as_ref(), check.needs),
        (&[DieKind::D6][..], Some(4))
    );
}

/// The armour and injury switches on 2016's block and movement: a failed Dodge's Knock Down
/// asks one D6 against "n+", and a failed check sends him to the Dugout (002:L321, L582).
#[test]
fn one_d6_armour_and_injured_to_reserves_after_any_knock_down_002_l321_l582() {
    let rules = RulesetParams {
        armour: ArmourPolicy::OneD6,
        injury: InjuryPolicy::ToReserves,
        ..RulesetParams::BB2016
    };
    let mut g = blitz_game(rules, |s| card(s, Side::Home, 7).armour = Some(3));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(rules::Reroll::Keep));
    let check = g.roll_prompt();
    assert_eq!(
        (check.dice.as_ref(), check.needs),
        (&[DieKind::D6][..], Some(3))
    );
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), Place::Reserves);
}

/// A roster without Block Values or "n+" Armour is refused by a ruleset that rolls them,
/// naming the player; half of Blitz Bowl's block under 2016's rules is refused by name.
#[test]
fn a_roster_without_the_values_and_a_half_blitz_block_are_refused() {
    let err = Match::with_ruleset(setup(), Arc::new(book().clone()), blitz_rules()).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(shown.contains("Block Value"), "{shown}");
    let half = RulesetParams {
        push: PushPolicy::ChainAndCrowd,
        ..blitz_rules()
    };
    assert!(
        half.unruled()
            .contains(&"block dice, push and armour apart"),
        "{:?}",
        half.unruled()
    );
    let apart = RulesetParams {
        injury: InjuryPolicy::Tables,
        ..blitz_rules()
    };
    assert!(apart.unruled().contains(&"armour and injury apart"));
}
