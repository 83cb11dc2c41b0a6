//! Heroic Feats played around the kick-off: Inch-Perfect Kick (004:L5830-L5847), Catcher's
//! Instincts (004:L5697-L5714), Suicide Blitz (004:L5978-L5995). Away (the Orc quick-start
//! team) kicks, home (the Human one) receives; home #11 is a Lineman, AG 3, no Catch, on (5,7).
//! Each test names the card, cites its title line, and its dice tell the card's reading from
//! the nearest wrong one.
//!
//! The templates as the engine's data reads them (`skills_ball_and_chain.rs`): the Throw-in
//! template facing the away End Zone, 3-4 is (+1,0); facing the near sideline, 5-6 is
//! (+1,-1); facing the far sideline, 1-2 is (-1,+1). The scatter template's 2 is (0,-1), its 7
//! (0,+1).

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Ball, Decision, Die, Facing, Prompt, Side, Skill};

fn ball(g: &Game) -> Ball {
    g.m.state().ball
}

// --- Inch-Perfect Kick ---

/// Badyear Git makes the kick's scatter 2D6 squares (004:L5056-L5072); an Inch-Perfect Kick
/// takes the place of that scatter (004:L5830-L5847), so once it is played there is no scatter
/// left for Badyear Git and it is not offered (it would be spent for nothing). Without the
/// Inch-Perfect Kick it is.
#[test]
fn badyear_git_is_not_offered_once_an_inch_perfect_kick_replaced_the_scatter_004_l5056_l5830() {
    let mut g = kept(&[Card::BadyearGit], &[]);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(3, 3) });
    let mut seen = Vec::new();
    while let Some(card) = offered(&g) {
        seen.push(card);
        g.decide(Decision::Done);
    }
    assert_eq!(seen, vec![Card::BadyearGit]);

    let mut g = kept(&[Card::BadyearGit], &[Card::InchPerfectKick]);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(3, 3) });
    let mut seen = Vec::new();
    loop {
        match offered(&g) {
            Some(Card::InchPerfectKick) => {
                play(&mut g, Card::InchPerfectKick, None);
            }
            Some(card) => {
                seen.push(card);
                g.decide(Decision::Done);
            }
            None => break,
        }
    }
    assert!(
        seen.is_empty(),
        "offered after the Inch-Perfect Kick: {seen:?}"
    );
    // The home window opened before the card was played is left with nothing to play.
    if g.decision_options() == vec![Decision::Done] {
        g.decide(Decision::Done);
    }
    assert!(
        g.decision_options()
            .iter()
            .all(|d| matches!(d, Decision::InchPerfectKick { .. })),
        "{:?}",
        g.decision_options()
    );
}

#[test]
fn inch_perfect_kick_three_faced_throw_in_squares_then_three_bounces_004_l5830() {
    let mut g = kept(&[], &[Card::InchPerfectKick]);
    g.set_up_both();
    assert_eq!(offered(&g), None, "not before the ball is placed");
    g.decide(Decision::KickTo { square: sq(3, 3) });
    assert_eq!(offered(&g), Some(Card::InchPerfectKick));
    assert_eq!(g.decider(), Side::Away);
    let t = play(&mut g, Card::InchPerfectKick, None);
    assert!(!t.contains("not ruled"), "{t}");
    // No D8 and D6 of the scatter: the card's coach faces the template, then one D6.
    let faced: Vec<Decision> = Facing::ALL
        .iter()
        .map(|&facing| Decision::InchPerfectKick { facing })
        .collect();
    assert_eq!(g.decision_options(), faced);
    assert_eq!(g.decider(), Side::Away);
    // Away End Zone, 3: (3,3) to (4,3), one square (a D6 of distance would be 3).
    g.decide(Decision::InchPerfectKick {
        facing: Facing::AwayEndZone,
    });
    assert_eq!(g.roll_prompt().dice.len(), 1, "one D6");
    g.d6(&[3]);
    assert_eq!(
        ball(&g),
        Ball::InAir(sq(3, 3)),
        "in flight: not yet moved on"
    );
    // Near sideline, 1 (the template turned half round, not mirrored, 000:L153): to (5,2);
    // far sideline, 1: to (4,3). Each time faced anew.
    g.decide(Decision::InchPerfectKick {
        facing: Facing::NearSideline,
    });
    g.d6(&[1]);
    g.decide(Decision::InchPerfectKick {
        facing: Facing::FarSideline,
    });
    g.d6(&[1]);
    assert_eq!(ball(&g), Ball::InAir(sq(4, 3)));
    assert_eq!(
        g.roll_prompt().roll,
        "Kick-off table",
        "three squares, no more"
    );
    // High Kick, declined: the ball comes down on the empty (4,3) and bounces three times.
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    for y in 4..=6 {
        assert_eq!(g.roll_prompt().roll, "Bounce", "bounce to (4,{y})");
        g.dice(&[Die::D8(7)]);
    }
    // One bounce would leave it on (4,4); three leave it on (4,6), and the turn begins.
    assert_eq!(ball(&g), Ball::OnGround(sq(4, 6)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn inch_perfect_kick_off_the_pitch_is_a_touchback_004_l5830() {
    let mut g = kept(&[], &[Card::InchPerfectKick]);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(1, 0) });
    play(&mut g, Card::InchPerfectKick, None);
    // Near sideline, 3: (1,0) to (1,-1), off the pitch: no more squares.
    g.decide(Decision::InchPerfectKick {
        facing: Facing::NearSideline,
    });
    g.d6(&[3]);
    assert_eq!(ball(&g), Ball::OffPitch);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
    let t = text(&g.d6(&[2, 3]));
    assert!(t.contains("touchback"), "{t}");
}

// --- Catcher's Instincts ---

/// Home keeps Catcher's Instincts; away kicks to (3,3), one square of scatter to (3,2), High
/// Kick declined: the ball is about to come down on the empty (3,2).
fn catchers_kick() -> Game {
    let mut g = kept(&[Card::CatchersInstincts], &[]);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(3, 3) });
    assert_eq!(offered(&g), None, "not before the scatter");
    g.dice(&[Die::D8(2), Die::D6(1)]);
    assert_eq!(offered(&g), None, "not before the Kick-off table");
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    g
}

#[test]
fn catchers_instincts_a_player_off_the_line_moves_under_the_ball_and_catches_at_plus_1_004_l5697() {
    let mut g = catchers_kick();
    assert_eq!(offered(&g), Some(Card::CatchersInstincts));
    assert_eq!(g.decider(), Side::Home);
    let options = g.decision_options();
    let on = |id| Decision::PlayCard {
        card: Card::CatchersInstincts,
        player: Some(id),
    };
    // #1 stands on the line of scrimmage; no opposing player.
    assert!(!options.contains(&on(home(1))), "{options:?}");
    assert!(!options.contains(&on(away(7))), "{options:?}");
    assert!(options.contains(&on(home(11))), "{options:?}");
    play(&mut g, Card::CatchersInstincts, Some(home(11)));
    assert_eq!(g.place_of(home(11)), on_square(3, 2));
    let catch = g.roll_prompt();
    assert_eq!(catch.roll, "Catch");
    // AG 3 catches on 4+; a 3 is caught only with the card's +1.
    let t = text(&g.d6(&[3]));
    assert!(t.contains("catches the ball"), "{t}");
    assert_eq!(ball(&g), Ball::Held(home(11)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

fn on_square(x: i32, y: i32) -> rules::Place {
    on(sq(x, y), rules::Stance::Standing)
}

#[test]
fn catchers_instincts_passed_over_the_ball_bounces_as_ever_004_l5697() {
    let mut g = catchers_kick();
    g.decide(Decision::Done);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(7)]);
    assert_eq!(ball(&g), Ball::OnGround(sq(3, 3)));
    assert_eq!(g.place_of(home(11)), on_square(5, 7));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

#[test]
fn catchers_instincts_not_asked_when_the_kick_comes_down_on_a_player_004_l5697() {
    let mut g = kept(&[Card::CatchersInstincts], &[]);
    g.set_up_both();
    // (5,8) scatters one square (D8 2) onto home #11 on (5,7).
    g.decide(Decision::KickTo { square: sq(5, 8) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    assert_eq!(offered(&g), None);
    assert_eq!(g.roll_prompt().roll, "Catch");
}

// --- Suicide Blitz ---

/// Away keeps Suicide Blitz and kicks a quiet kick-off: the ball at rest on (3,3).
fn suicide_kick() -> Game {
    let mut g = kept(&[], &[Card::SuicideBlitz]);
    g.set_up_both();
    assert_eq!(offered(&g), None);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    assert_eq!(offered(&g), None, "not before the ball is at rest");
    g.dice(&[Die::D8(7)]);
    g
}

#[test]
fn suicide_blitz_one_player_blitzes_with_no_hands_before_the_receivers_turn_004_l5978() {
    let mut g = suicide_kick();
    assert_eq!(offered(&g), Some(Card::SuicideBlitz));
    assert_eq!(g.decider(), Side::Away);
    // The receiving team's turn has not begun.
    assert_eq!(g.m.state().team(Side::Home).turn, 0);
    play(&mut g, Card::SuicideBlitz, Some(away(1)));
    assert!(has(&g, away(1), Skill::NoHands));
    assert_eq!(g.turn_side(), Some(Side::Away));
    // His Blitz alone: no other player, no other Action.
    assert!(g.try_apply(decl(away(2), ActionKind::Blitz)).is_err());
    assert!(g.try_apply(decl(away(1), ActionKind::Move)).is_err());
    g.declare(away(1), ActionKind::Blitz);
    g.decide(Decision::EndAction);
    if matches!(g.m.prompt(), Prompt::Decision(_)) && g.turn_side() == Some(Side::Away) {
        g.decide(Decision::EndTurn);
    }
    // Then the receiving team's first turn, the kicking team's turn count untouched; No
    // Hands was for the Action only.
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Home).turn, 1);
    assert_eq!(g.m.state().team(Side::Away).turn, 0);
    assert!(!has(&g, away(1), Skill::NoHands));
    assert_eq!(ball(&g), Ball::OnGround(sq(3, 3)), "the ball stays at rest");
}

#[test]
fn suicide_blitz_passed_over_the_receivers_turn_begins_004_l5978() {
    let mut g = suicide_kick();
    g.decide(Decision::Done);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Home).turn, 1);
    assert_eq!(offered(&g), None, "asked once");
}

#[test]
fn suicide_blitz_not_on_the_player_holding_the_ball_004_l5978() {
    let mut g = suicide_kick();
    // The referee puts the ball in the hands of away #1 on (13,5) while the card is asked.
    g.ball(13, 5);
    let options = g.decision_options();
    let on = |id| Decision::PlayCard {
        card: Card::SuicideBlitz,
        player: Some(id),
    };
    assert!(!options.contains(&on(away(1))), "{options:?}");
    assert!(options.contains(&on(away(2))), "{options:?}");
    assert!(
        !options.contains(&on(home(7))),
        "his own team's: {options:?}"
    );
    assert!(g.try_apply(rules::Input::Decide(on(away(1)))).is_err());
}

fn decl(player: rules::PlayerId, action: ActionKind) -> rules::Input {
    rules::Input::Decide(Decision::Declare { player, action })
}

/// Suicide Blitz's Action comes "before their turn begins" (004:L5978-L5995), in no turn of
/// the card team's own, and team re-rolls are for rolls "during their own turn" (000:L758);
/// Blitz! names its exception (000:L1007), this card none. A failed Dodge in it is offered no
/// team re-roll, though the Orcs have some.
#[test]
fn suicide_blitz_takes_no_team_reroll_000_l758_004_l5978() {
    let mut g = suicide_kick();
    play(&mut g, Card::SuicideBlitz, Some(away(1)));
    g.only(&[(away(1), (10, 7)), (home(7), (9, 7))]);
    assert!(g.m.state().team_rerolls_left(Side::Away) > 0);
    g.declare(away(1), ActionKind::Blitz);
    g.decide(Decision::Move { to: sq(11, 7) });
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    // No re-roll decision: he falls, and his Armour roll is asked at once.
    assert!(
        matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Armour"),
        "{:#?}",
        g.m.prompt()
    );
}
