//! Scoring in your own turn (core digest §3.7, 000:L802-L806): a touchdown is scored when a
//! player stands in the opposing End Zone with the ball **at the end of an Action**. A Move
//! that steps in has nothing left that matters, so its Action ends there and scores; a Blitz
//! whose block is still to make, or a Foul, goes on first, and the touchdown stands only if the
//! carrier is still on his feet with the ball when it ends. Meanwhile he may not leave the End
//! Zone (000:L806). Home (Human quick-start) scores at x = 25; away is the Orc quick-start team.
//! Each test's dice are chosen so the reading "he scores as he steps in" fails.

use crate::common;

use common::*;
use rules::{ActionKind, Ball, BlockFace, Decision, Die, EventKind, Place, Side, Stance};

/// Home #7 (Human Lineman, ST 3, AG 3) holds the ball on (23,7), next to the Orc Lineman #7
/// (ST 3) on (24,8). #7 declares a Blitz and steps to (24,7), a Dodge (he leaves the Orc's
/// Tackle Zone), rolled 6: next to the End Zone, his block still to make.
fn blitzer_in_the_end_zone() -> Game {
    let mut g = Game::new();
    g.only(&[(home(7), (23, 7)), (away(7), (24, 8))]);
    g.ball(23, 7);
    g.declare(home(7), ActionKind::Blitz);
    g.move_to(24, 7);
    g.d6(&[6]);
    g
}

fn score(g: &Game, side: Side) -> u8 {
    g.m.state().team(side).score
}

fn touchdowns(events: &[rules::Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Touchdown { .. }))
        .count()
}

#[test]
fn a_blitzer_stepping_into_the_end_zone_before_his_block_has_not_scored_yet_000_l802_l804() {
    let mut g = blitzer_in_the_end_zone();
    // Leaving (24,7) next to the Orc on (24,8) is a Dodge: a 3+ (AG 3), rolled 6.
    g.decide(Decision::Move { to: sq(25, 7) });
    let events = g.d6(&[6]);
    assert_eq!(touchdowns(&events), 0, "{}", text(&events));
    assert_eq!(score(&g, Side::Home), 0, "the Blitz is not over");
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    assert_eq!(
        g.prompt_kind(),
        Some(rules::DecisionKind::Action),
        "he may still block"
    );
    assert!(
        g.decision_options()
            .contains(&Decision::Block { target: away(7) }),
        "the Blitz's block is offered: {:?}",
        g.decision_options()
    );
}

#[test]
fn a_blitzer_knocked_down_by_his_own_block_in_the_end_zone_does_not_score_000_l804() {
    let mut g = blitzer_in_the_end_zone();
    g.decide(Decision::Move { to: sq(25, 7) });
    g.d6(&[6]);
    g.decide(Decision::Block { target: away(7) });
    // One die (ST 3 v ST 3), Both Down: neither has Block, both are Knocked Down (000:L547).
    let mut events = g.block_dice(&[BlockFace::BothDown]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        events.extend(g.decide(Decision::Reroll(rules::Reroll::Keep)));
    }
    // Armour rolls that do not break either AV (Human 8, Orc 9), then the ball's bounce from
    // (25,7): D8 2 is one square up, to (25,6), an empty square, where it comes to rest.
    for _ in 0..6 {
        match g.m.prompt() {
            rules::Prompt::Roll(r) if r.roll == "Armour" => events.extend(g.d6(&[1, 2])),
            rules::Prompt::Roll(r) if r.roll.contains("Bounce") || r.roll.contains("bounce") => {
                events.extend(g.dice(&[Die::D8(2)]))
            }
            _ => break,
        }
    }
    assert_eq!(touchdowns(&events), 0, "{}", text(&events));
    assert_eq!(score(&g, Side::Home), 0);
    assert!(
        matches!(
            g.place_of(home(7)),
            Place::Pitch {
                stance: Stance::Prone,
                ..
            }
        ),
        "{:?}",
        g.place_of(home(7))
    );
    assert!(
        g.turnover().is_some() || g.turn_side() == Some(Side::Away),
        "the carrier Knocked Down is a turnover (000:L441-L451)"
    );
}

#[test]
fn a_blitzer_who_pushes_his_target_back_scores_as_the_blitz_ends_000_l802_l806() {
    let mut g = blitzer_in_the_end_zone();
    g.decide(Decision::Move { to: sq(25, 7) });
    g.d6(&[6]);
    g.decide(Decision::Block { target: away(7) });
    let mut events = g.block_dice(&[BlockFace::Pushed]);
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        events.extend(g.decide(Decision::Reroll(rules::Reroll::Keep)));
    }
    // Pushed from (24,8) away from (25,7): to (23,9), (23,8) or (24,9); (23,9) chosen.
    if g.decision_options()
        .contains(&Decision::PushTo { square: sq(23, 9) })
    {
        events.extend(g.decide(Decision::PushTo { square: sq(23, 9) }));
    }
    let t = text(&events);
    // Following up to (24,8) would leave the End Zone with the ball: not offered (000:L806).
    assert!(
        !g.decision_options()
            .contains(&Decision::FollowUp { follow: true }),
        "{t}"
    );
    assert!(t.contains("stays in the End Zone with the ball"), "{t}");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::FollowedUp { .. })),
        "he did not follow up, and no event says he did: {t}"
    );
    assert_eq!(touchdowns(&events), 1, "{t}");
    assert_eq!(score(&g, Side::Home), 1);
    assert!(
        t.find("Blitz Action over") < t.find("TOUCHDOWN!"),
        "the Action ends, then the touchdown: {t}"
    );
}

#[test]
fn a_carrier_in_the_end_zone_may_not_step_out_of_it_during_his_blitz_000_l806() {
    let mut g = blitzer_in_the_end_zone();
    g.decide(Decision::Move { to: sq(25, 7) });
    g.d6(&[6]);
    let refused = g
        .try_apply(rules::Input::Decide(Decision::Move { to: sq(24, 6) }))
        .expect_err("stepping out of the End Zone with the ball is refused");
    assert!(refused.to_string().contains("000:L806"), "{refused}");
    // Along the End Zone he may go on: (25,6) is a Dodge again (he leaves the Orc's Tackle
    // Zone), rolled 6; still no touchdown until the Action ends.
    g.decide(Decision::Move { to: sq(25, 6) });
    let events = g.d6(&[6]);
    assert_eq!(touchdowns(&events), 0, "{}", text(&events));
    let events = g.decide(Decision::EndAction);
    assert_eq!(touchdowns(&events), 1, "{}", text(&events));
    assert_eq!(score(&g, Side::Home), 1);
}

/// Home #7 carries the ball into the End Zone on a Foul Action and fouls the Prone Orc #7
/// there; a double on the Armour roll sends him off (000:L1188) before his Action ends, so the
/// ball bounces from his square and there is no touchdown.
#[test]
fn a_fouler_sent_off_after_carrying_the_ball_in_does_not_score_000_l802_l1188() {
    let mut g = Game::new();
    g.only(&[(home(7), (24, 7)), (away(7), (25, 8))]);
    g.stance(away(7), Stance::Prone);
    g.ball(24, 7);
    g.declare(home(7), ActionKind::Foul);
    let events = g.move_to(25, 7);
    assert_eq!(touchdowns(&events), 0, "{}", text(&events));
    assert_eq!(score(&g, Side::Home), 0, "the Foul is still to make");
    g.decide(Decision::Foul { target: away(7) });
    // 1 + 1 = 2 does not beat AV 9, and it is a double: sent off.
    let mut events = g.d6(&[1, 1]);
    for _ in 0..4 {
        match g.m.prompt() {
            rules::Prompt::Roll(r) if r.roll.contains("ounce") || r.roll.contains("D8") => {
                events.extend(g.dice(&[Die::D8(2)]))
            }
            _ => break,
        }
    }
    let t = text(&events);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::SentOff { player: home(7) }),
        "{t}"
    );
    assert_eq!(touchdowns(&events), 0, "{t}");
    assert_eq!(score(&g, Side::Home), 0);
}

/// The same Foul with an Armour roll that is no double: he stays, and scores as the Foul ends
/// the Action.
#[test]
fn a_fouler_who_stays_scores_as_his_foul_ends_the_action_000_l802_l806() {
    let mut g = Game::new();
    g.only(&[(home(7), (24, 7)), (away(7), (25, 8))]);
    g.stance(away(7), Stance::Prone);
    g.ball(24, 7);
    g.declare(home(7), ActionKind::Foul);
    g.move_to(25, 7);
    g.decide(Decision::Foul { target: away(7) });
    // 1 + 2 = 3 does not beat AV 9 and is no double.
    let events = g.d6(&[1, 2]);
    assert_eq!(touchdowns(&events), 1, "{}", text(&events));
    assert_eq!(score(&g, Side::Home), 1);
}
