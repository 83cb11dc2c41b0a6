//! Blitz Bowl's Balls optional rule (002:L810-L850): the coach who set up second chooses the
//! starting ball (002:L820), the coach placing a new ball chooses it (002:L821); the Dwarf
//! Rune Ball's re-roll of a Throw Check's 1, any failed one for a Dwarf (002:L828-L832); the
//! Extra Spikey Ball's re-roll of Block Dice showing a Miss, every die again (002:L836-L840,
//! L331); the Squig Ball at the start of each coach's turn (002:L844-L850). Dwarf (home) v Orc
//! (away) from the Team Cards on the Single-Trapdoor side; the Orcs win the toss, so the
//! Dwarfs set up first and play first, and the Orcs choose the ball.

use crate::common;

use common::{Game, away, home, sq};
use rules::blitz_balls::BlitzBall;
use rules::{
    ActionKind, Ball, Decision, DecisionKind, DieKind, Input, PlayerId, Prompt, Reroll,
    RulesetParams, Side,
};

fn data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
}

/// Set up, both teams in their End Zones; the ball choice not yet made.
fn set_up() -> Game {
    let ruleset = RulesetParams::blitz_bowl(data(), "one-trapdoor")
        .expect("board")
        .with_balls();
    assert!(ruleset.unruled().is_empty(), "{:?}", ruleset.unruled());
    common::blitz::dwarf_v_orc_cards(data(), true, false)
}

/// Set up with `ball` chosen; home's first turn under way.
fn with_ball(ball: BlitzBall) -> Game {
    let mut g = set_up();
    g.decide(Decision::ChooseBall { ball });
    g
}

/// The Orcs set up second, so their coach chooses the ball, among the four, before the first
/// turn (002:L820); the Dwarfs then play first (002:L439).
#[test]
fn the_coach_who_set_up_second_chooses_the_starting_ball_002_l820() {
    let mut g = set_up();
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Ball));
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(
        g.decision_options(),
        BlitzBall::ALL
            .map(|ball| Decision::ChooseBall { ball })
            .to_vec()
    );
    assert_eq!(g.turn_side(), None, "no turn before the choice");
    g.decide(Decision::ChooseBall {
        ball: BlitzBall::DwarfRuneBall,
    });
    assert_eq!(g.m.state().blitz_ball, Some(BlitzBall::DwarfRuneBall));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// No ball on the pitch at the start of the Dwarfs' second turn: after the Replace Challenge
/// Cards step's discard (the Pre-Turn's first step, 002:L443) the No Ball in Play step places
/// one, and the Dwarf coach, who places it, chooses which, before its Bounce (002:L821, L638).
#[test]
fn the_coach_placing_a_new_ball_chooses_it_002_l821() {
    let mut g = with_ball(BlitzBall::Standard);
    g.edit(rules::Edit::RemoveBall);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.decide(Decision::DiscardChallenge { slot: 1 });
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Ball));
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::ChooseBall {
        ball: BlitzBall::ExtraSpikeyBall,
    });
    assert_eq!(g.m.state().blitz_ball, Some(BlitzBall::ExtraSpikeyBall));
    assert_eq!(g.roll_prompt().dice, vec![DieKind::D8], "then its Bounce");
}

/// The Squig Ball on the floor at the start of a coach's turn Bounces from its square at once
/// (002:L850): chosen on the Trapdoor (10, 5), the Dwarfs' first turn starts with its Bounce,
/// a 4 on the chart one square along x, to (11, 5). The Sudden Death check came first
/// (digest §9 A29), and a standard ball asks nothing.
#[test]
fn a_squig_ball_on_the_floor_bounces_at_the_start_of_each_turn_002_l850() {
    let mut g = with_ball(BlitzBall::SquigBall);
    assert_eq!(g.roll_prompt().dice, vec![DieKind::D8]);
    g.dice(&[rules::Die::D8(4)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 5)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    let standard = with_ball(BlitzBall::Standard);
    assert_eq!(standard.prompt_kind(), Some(DecisionKind::Turn));
}

/// Held by one of his players at the start of a coach's turn, the Squig Ball asks a D6: a 1
/// Bounces it from the holder's square, a 2 leaves it held (002:L848). Held by an opponent's
/// player it asks nothing.
#[test]
fn a_held_squig_ball_bites_on_a_1_at_its_holders_turn_start_002_l848() {
    for (roll, held) in [(1u8, false), (2, true)] {
        let mut g = with_ball(BlitzBall::SquigBall);
        g.dice(&[rules::Die::D8(4)]);
        g.only(&[(home(1), (5, 5)), (away(1), (15, 5))]);
        g.ball(15, 5);
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Away));
        assert_eq!(g.roll_prompt().dice, vec![DieKind::D6], "the Orc holds it");
        g.d6(&[roll]);
        if held {
            assert_eq!(g.m.state().ball, Ball::Held(away(1)));
            assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
        } else {
            assert_eq!(g.roll_prompt().dice, vec![DieKind::D8], "it Bounces");
            g.dice(&[rules::Die::D8(4)]);
            assert_eq!(g.m.state().ball, Ball::OnGround(sq(16, 5)));
        }
        // Held by an Orc at the start of the Dwarfs' turn: no roll, the Replace step's
        // discard is asked.
        let mut g = with_ball(BlitzBall::SquigBall);
        g.dice(&[rules::Die::D8(4)]);
        g.only(&[(home(1), (5, 5)), (away(1), (15, 5))]);
        g.ball(15, 5);
        g.decide(Decision::EndTurn);
        g.d6(&[2]);
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Home));
        assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    }
}

/// A Throw by `thrower` (holding the ball on (8, 5)) to a team-mate on (11, 5): its Throw
/// Check fails with `roll`; whether the held ball's re-roll is offered.
fn throw_fails(ball: BlitzBall, thrower: PlayerId, mate: PlayerId, roll: u8) -> (Game, bool) {
    let mut g = with_ball(ball);
    if thrower.side == Side::Away {
        g.decide(Decision::EndTurn);
    }
    g.only(&[(thrower, (8, 5)), (mate, (11, 5))]);
    g.ball(8, 5);
    g.declare(thrower, ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(11, 5),
        range: None,
    });
    g.d6(&[roll]);
    let offered = matches!(g.m.prompt(), Prompt::Decision(_))
        && g.decision_options()
            .contains(&Decision::Reroll(Reroll::Ball(ball)));
    (g, offered)
}

/// The Dwarf Rune Ball: its holder re-rolls a Throw Check's 1 (002:L830); a Dwarf team's
/// holder any failed Throw Check (002:L832). An Orc Lineman (Throw 5+) failing on a 1 may
/// re-roll, failing on a 2 may not; a Dwarf Lineman (5+) failing on a 2 may. The standard
/// ball gives none. The re-roll's 5 stands, and is never re-rolled (002:L333).
#[test]
fn the_dwarf_rune_ball_rerolls_a_throw_checks_1_or_a_dwarfs_failed_one_002_l828_l832() {
    let rune = BlitzBall::DwarfRuneBall;
    assert!(throw_fails(rune, away(1), away(2), 1).1, "an Orc's 1");
    assert!(!throw_fails(rune, away(1), away(2), 2).1, "an Orc's 2");
    assert!(throw_fails(rune, home(1), home(2), 2).1, "a Dwarf's 2");
    assert!(!throw_fails(BlitzBall::Standard, away(1), away(2), 1).1);
    let (mut g, _) = throw_fails(rune, home(1), home(2), 2);
    g.decide(Decision::Reroll(Reroll::Ball(rune)));
    assert_eq!(g.roll_prompt().dice, vec![DieKind::D6]);
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(home(2)));
}

/// The Extra Spikey Ball: its holder's Block Action whose Block Dice show a Miss (the data's
/// numbering: 6) may be re-rolled (002:L840), all the dice (002:L331): an Assisted Orc
/// Lineman's two dice, a Miss and a Shove, are rolled again, two dice. Block Dice with no Miss
/// (a Smash and a Shove) offer no re-roll, and a holder-less blocker none.
#[test]
fn the_extra_spikey_ball_rerolls_block_dice_showing_a_miss_002_l836_l840_l331() {
    let spikey = BlitzBall::ExtraSpikeyBall;
    let block = |first: [u8; 2], holds: bool| {
        let mut g = with_ball(spikey);
        g.decide(Decision::EndTurn);
        g.only(&[(away(1), (8, 5)), (away(2), (9, 4)), (home(1), (9, 5))]);
        g.ball(if holds { 8 } else { 2 }, 5);
        g.declare(away(1), ActionKind::Block);
        g.decide(Decision::Block { target: home(1) });
        assert_eq!(g.roll_prompt().dice.len(), 2, "Assisted: two dice");
        g.d6(&first);
        let offered = matches!(g.m.prompt(), Prompt::Decision(_))
            && g.decision_options()
                .contains(&Decision::Reroll(Reroll::Ball(spikey)));
        (g, offered)
    };
    assert!(!block([1, 3], true).1, "no Miss");
    assert!(!block([6, 3], false).1, "not holding it");
    let (mut g, offered) = block([6, 3], true);
    assert!(offered);
    g.decide(Decision::Reroll(Reroll::Ball(spikey)));
    assert_eq!(g.roll_prompt().dice.len(), 2, "every die again (002:L331)");
    g.d6(&[6, 6]);
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Reroll(_))),
        "a re-roll is never re-rolled (002:L333)"
    );
    assert!(
        g.try_apply(Input::Decide(Decision::Reroll(Reroll::Ball(spikey))))
            .is_err()
    );
}
