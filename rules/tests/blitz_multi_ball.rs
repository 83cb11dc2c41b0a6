//! Several balls in play in Blitz Bowl (002:L640-L642), put there by Multi-Ball (002:L822): with
//! the Balls rule each coach may choose one ball of the box to enter play, the card's player
//! first; each enters as a new ball does, up through a Trapdoor, removing a ball lying there
//! and Injuring a player standing there, then Bounces (002:L632-L638). One ball a square and
//! one a player: a ball Bouncing onto another ball, or onto a player holding one, Bounces again
//! (002:L642); a player holding a ball who moves onto another makes it Bounce (002:L495); each
//! player who meets the touchdown's conditions scores (digest §9 A26). Dwarf (home) v Orc
//! (away) from the Team Cards on the one-Trapdoor side (20 × 11, its Trapdoor (10, 5)); the
//! Dwarfs set up first and play first; the set-up ball, the standard one, lies on the Trapdoor.
//! The data's Bounce Chart (a placeholder, the source prints none): 4 is one square along x
//! (+1, 0), 8 one back (−1, 0), 6 one along y (0, +1).

use crate::common;

use common::{Game, away, home, sq};
use rules::blitz_balls::BlitzBall;
use rules::{ActionKind, Ball, Decision, DecisionKind, Die, Input, Side};

const GET_MOVING: u8 = 2;
const MULTI_BALL: Option<u8> = Some(1);

fn data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
}

/// Dwarf v Orc with Challenge Cards and Bonus Plays, the Balls rule on with `balls` (the
/// standard ball chosen); the Dwarfs' first turn ended, so the Orcs' first is under way.
fn orc_turn(balls: bool) -> Game {
    let mut g = common::blitz::dwarf_v_orc_cards(data(), balls, true);
    if balls {
        g.decide(Decision::ChooseBall {
            ball: BlitzBall::Standard,
        });
    }
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g
}

/// `player`'s Run (no step), then the claim of `card` in `slot` with Multi-Ball on its back.
fn run_and_claim_multi_ball(g: &mut Game, player: rules::PlayerId, slot: u8, card: u8) {
    g.declare(player, ActionKind::Move);
    g.decide(Decision::EndAction);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    g.decide(Decision::ClaimChallenge {
        slot,
        card,
        bonus_play: MULTI_BALL,
    });
}

/// The Orcs play Multi-Ball and choose `ball` to enter play (002:L822).
fn play_multi_ball(g: &mut Game, ball: BlitzBall) {
    g.decide(Decision::PlayBonusPlay { card: MULTI_BALL });
    assert_eq!(g.decider(), Side::Away, "the card's player chooses first");
    g.decide(Decision::ChooseBall { ball });
}

/// Every ball on the pitch with its kind, in no order.
fn balls(g: &Game) -> Vec<(Ball, Option<BlitzBall>)> {
    let s = g.m.state();
    let mut all: Vec<(Ball, Option<BlitzBall>)> = s
        .balls()
        .filter(|(ball, _)| *ball != Ball::OffPitch)
        .collect();
    all.sort_by_key(|(ball, _)| format!("{ball:?}"));
    all
}

fn sorted(mut all: Vec<(Ball, Option<BlitzBall>)>) -> Vec<(Ball, Option<BlitzBall>)> {
    all.sort_by_key(|(ball, _)| format!("{ball:?}"));
    all
}

fn bounce(g: &mut Game, d8: u8) {
    assert_eq!(
        g.roll_prompt().dice,
        vec![rules::DieKind::D8],
        "a Bounce is asked"
    );
    g.dice(&[Die::D8(d8)]);
}

/// Multi-Ball with the Balls rule: the Orcs choose the Squig Ball, which comes up through the
/// Trapdoor (10, 5): the standard ball lying there is removed from play (002:L636), and the
/// Squig Ball Bounces, 4 to (11, 5) (002:L638). The Dwarfs then choose the Dwarf Rune Ball: it
/// comes up through the Trapdoor, now empty, and Bounces 4 onto the Squig Ball at (11, 5), so
/// it Bounces again, 6 to (11, 6) (002:L642). Two balls in play, each its kind; the
/// standard ball is not among them, and the Orcs' turn goes on.
#[test]
fn multi_ball_balls_come_up_through_the_trapdoor_and_bounce_off_each_other_002_l822_l636_l642() {
    let mut g = orc_turn(true);
    run_and_claim_multi_ball(&mut g, away(1), 1, GET_MOVING);
    play_multi_ball(&mut g, BlitzBall::SquigBall);
    bounce(&mut g, 4);
    assert_eq!(
        balls(&g),
        vec![(Ball::OnGround(sq(11, 5)), Some(BlitzBall::SquigBall))],
        "the standard ball on the Trapdoor went down it"
    );
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Ball));
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::ChooseBall {
        ball: BlitzBall::DwarfRuneBall,
    });
    bounce(&mut g, 4);
    bounce(&mut g, 6);
    assert_eq!(
        balls(&g),
        sorted(vec![
            (Ball::OnGround(sq(11, 5)), Some(BlitzBall::SquigBall)),
            (Ball::OnGround(sq(11, 6)), Some(BlitzBall::DwarfRuneBall)),
        ])
    );
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A ball already on the pitch is not offered to Multi-Ball, and naming it is refused: the box
/// has one of each (002:L822). With the standard ball picked up off the Trapdoor it stays in
/// play beside the new one.
#[test]
fn multi_ball_does_not_offer_a_ball_already_in_play_002_l822() {
    let mut g = orc_turn(true);
    g.only(&[
        (home(1), (1, 1)),
        (away(1), (11, 5)),
        (away(2), (17, 9)),
        (away(3), (17, 1)),
    ]);
    // The Orc runs onto the Trapdoor, picks the standard ball up with no roll (002:L493) and
    // steps off it.
    g.declare(away(1), ActionKind::Move);
    g.move_to(10, 5);
    g.move_to(10, 4);
    g.decide(Decision::EndAction);
    g.decide(Decision::ClaimChallenge {
        slot: 1,
        card: GET_MOVING,
        bonus_play: MULTI_BALL,
    });
    assert_eq!(g.m.state().ball, Ball::Held(away(1)));
    g.decide(Decision::PlayBonusPlay { card: MULTI_BALL });
    let offered = g.decision_options();
    assert!(
        !offered.contains(&Decision::ChooseBall {
            ball: BlitzBall::Standard
        }),
        "{offered:?}"
    );
    let refused = g
        .try_apply(Input::Decide(Decision::ChooseBall {
            ball: BlitzBall::Standard,
        }))
        .err()
        .and_then(|r| r.cite);
    assert_eq!(refused.as_deref(), Some("002:L822"));
    g.decide(Decision::ChooseBall {
        ball: BlitzBall::ExtraSpikeyBall,
    });
    bounce(&mut g, 8);
    g.decide(Decision::Done);
    assert_eq!(
        balls(&g),
        sorted(vec![
            (Ball::Held(away(1)), Some(BlitzBall::Standard)),
            (Ball::OnGround(sq(9, 5)), Some(BlitzBall::ExtraSpikeyBall)),
        ])
    );
}

/// The Action ends; a Claim Challenge Card step that follows is passed.
fn end_action(g: &mut Game) {
    g.decide(Decision::EndAction);
    if g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
        g.decide(Decision::Done);
    }
}

/// The Orcs' turn with these four on the pitch, the standard ball held by `holder` (a referee's
/// edit), and Multi-Ball claimed by the Orc on (17, 9) after a Run.
fn standard_ball_held(holder: rules::PlayerId, others: [(rules::PlayerId, (i32, i32)); 3]) -> Game {
    let mut g = orc_turn(true);
    let mut on = vec![(home(1), (5, 10))];
    on.extend(others);
    g.only(&on);
    let at =
        g.m.state()
            .player(holder)
            .and_then(|p| p.square())
            .expect("on the pitch");
    g.edit(rules::Edit::PlaceBall { square: at });
    assert_eq!(g.m.state().ball, Ball::Held(holder));
    run_and_claim_multi_ball(&mut g, away(2), 1, GET_MOVING);
    g
}

/// One ball a player (002:L640-L642): the Squig Ball comes up through the Trapdoor and Bounces
/// 8 onto (9, 5), where the Orc holding the standard ball stands: it Bounces again, 8 to
/// (8, 5). He then Runs onto it, still holding his ball: he does not take it, it Bounces
/// (002:L495), 8 to (7, 5), and he keeps the standard ball.
#[test]
fn a_player_holding_a_ball_takes_no_other_and_moving_onto_one_bounces_it_002_l495_l642() {
    let mut g = standard_ball_held(
        away(1),
        [(away(1), (9, 5)), (away(2), (17, 9)), (away(3), (17, 1))],
    );
    play_multi_ball(&mut g, BlitzBall::SquigBall);
    bounce(&mut g, 8);
    bounce(&mut g, 8);
    g.decide(Decision::Done);
    assert_eq!(
        balls(&g),
        sorted(vec![
            (Ball::Held(away(1)), Some(BlitzBall::Standard)),
            (Ball::OnGround(sq(8, 5)), Some(BlitzBall::SquigBall)),
        ])
    );
    g.declare(away(1), ActionKind::Move);
    g.move_to(8, 5);
    bounce(&mut g, 8);
    assert_eq!(
        balls(&g),
        sorted(vec![
            (Ball::Held(away(1)), Some(BlitzBall::Standard)),
            (Ball::OnGround(sq(7, 5)), Some(BlitzBall::SquigBall)),
        ])
    );
}

/// Each player meeting the conditions scores (digest §9 A26, 002:L618-L626): the Squig Ball
/// comes up and Bounces 8 to (9, 5); an Orc Runs onto it and picks it up (002:L493); then the
/// Orc holding the standard ball Runs into the Dwarfs' End Zone and ends his Action Open
/// there: 4 points, that ball out of play, he to the Dugout; the Squig Ball stays in play, so
/// no new ball is due.
#[test]
fn a_touchdown_with_either_ball_scores_and_takes_that_ball_out_of_play_002_l618_l626() {
    let mut g = standard_ball_held(
        away(1),
        [(away(1), (1, 5)), (away(2), (17, 9)), (away(3), (8, 5))],
    );
    play_multi_ball(&mut g, BlitzBall::SquigBall);
    bounce(&mut g, 8);
    g.decide(Decision::Done);
    g.declare(away(3), ActionKind::Move);
    g.move_to(9, 5);
    end_action(&mut g);
    // Get Moving!'s 2 points, claimed after the first Run.
    let before = g.m.state().team(Side::Away).score;
    g.declare(away(1), ActionKind::Move);
    g.move_to(0, 5);
    end_action(&mut g);
    assert_eq!(g.m.state().team(Side::Away).score, before + 4);
    assert_eq!(g.place_of(away(1)), rules::Place::Reserves);
    assert_eq!(
        balls(&g),
        vec![(Ball::Held(away(3)), Some(BlitzBall::SquigBall))]
    );
}

/// Without the Balls rule Multi-Ball puts one further ball in play (our reading of the card,
/// whose text the source does not print: digest §9 A18): it comes up through the Trapdoor and
/// Bounces; the Orc holding the set-up ball keeps it, so two balls are in play.
#[test]
fn multi_ball_without_the_balls_rule_puts_one_more_ball_in_play_002_l822() {
    let mut g = orc_turn(false);
    g.only(&[
        (home(1), (5, 10)),
        (away(1), (12, 5)),
        (away(2), (17, 9)),
        (away(3), (17, 1)),
    ]);
    g.edit(rules::Edit::PlaceBall { square: sq(12, 5) });
    run_and_claim_multi_ball(&mut g, away(2), 1, GET_MOVING);
    g.decide(Decision::PlayBonusPlay { card: MULTI_BALL });
    bounce(&mut g, 6);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    assert_eq!(
        balls(&g),
        sorted(vec![
            (Ball::Held(away(1)), None),
            (Ball::OnGround(sq(10, 6)), None),
        ])
    );
}

/// Each ball's rule goes with it (002:L836-L840): the Extra Spikey Ball comes up through the
/// Trapdoor (the standard ball there going down it, 002:L636) and Bounces 4 onto (11, 5),
/// where an Open Orc takes possession (002:L532). His Block's single die shows a Miss (the
/// data's 6) against a Dwarf beside him: the Spikey Ball's re-roll is offered, though it
/// is not the ball the engine keeps first (`MatchState::ball`, now off the pitch).
#[test]
fn the_ball_a_player_holds_brings_its_own_rule_whichever_it_is_002_l836_l840() {
    let spikey = BlitzBall::ExtraSpikeyBall;
    let mut g = orc_turn(true);
    g.only(&[
        (home(1), (14, 5)),
        (away(1), (17, 5)),
        (away(2), (17, 9)),
        (away(3), (11, 5)),
    ]);
    run_and_claim_multi_ball(&mut g, away(2), 1, GET_MOVING);
    play_multi_ball(&mut g, spikey);
    bounce(&mut g, 4);
    g.decide(Decision::Done);
    assert_eq!(balls(&g), vec![(Ball::Held(away(3)), Some(spikey))]);
    // The Dwarf stepped up beside him (a referee's edit, for the test).
    g.edit(rules::Edit::PlacePlayer {
        player: home(1),
        square: sq(12, 5),
        stance: rules::Stance::Standing,
    });
    g.declare(away(3), ActionKind::Block);
    g.decide(Decision::Block { target: home(1) });
    assert_eq!(g.roll_prompt().dice.len(), 1, "Block Value 1, not Assisted");
    g.d6(&[6]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(rules::Reroll::Ball(spikey))),
        "{:?}",
        g.decision_options()
    );
}

/// A referee's correction with several balls in play names the ball by where it is
/// (`Edit::MoveBall`): the Squig Ball on (11, 5) goes to (3, 3), the Dwarf Rune Ball stays on
/// (11, 6); a square with no ball is refused, and so is putting a ball where another lies
/// (one ball a square, 002:L640).
#[test]
fn a_referee_moves_the_ball_he_names_by_its_square_002_l640() {
    let mut g = orc_turn(true);
    run_and_claim_multi_ball(&mut g, away(1), 1, GET_MOVING);
    play_multi_ball(&mut g, BlitzBall::SquigBall);
    bounce(&mut g, 4);
    g.decide(Decision::ChooseBall {
        ball: BlitzBall::DwarfRuneBall,
    });
    bounce(&mut g, 4);
    bounce(&mut g, 6);
    let move_ball = |from: (i32, i32), to: (i32, i32)| {
        Input::Edit(rules::Edit::MoveBall {
            from: sq(from.0, from.1),
            to: sq(to.0, to.1),
        })
    };
    let why = |g: &mut Game, input| g.try_apply(input).err().map(|r| r.reason);
    let none = why(&mut g, move_ball((4, 4), (3, 3)));
    assert!(
        none.as_deref()
            .is_some_and(|w| w.contains("no ball is on (4, 4)")),
        "{none:?}"
    );
    let taken = why(&mut g, move_ball((11, 5), (11, 6)));
    assert!(
        taken.as_deref().is_some_and(|w| w.contains("another ball")),
        "{taken:?}"
    );
    g.apply(move_ball((11, 5), (3, 3)));
    assert_eq!(
        balls(&g),
        sorted(vec![
            (Ball::OnGround(sq(3, 3)), Some(BlitzBall::SquigBall)),
            (Ball::OnGround(sq(11, 6)), Some(BlitzBall::DwarfRuneBall)),
        ])
    );
}
