//! The Wizard, an inducement (004:L3372-L3399): once a match a Fireball or a Lightning Bolt,
//! at the start of his team's turn before any Action or just after the turn ends, the players
//! it knocks down rolling Armour and Injury as if struck with Mighty Blow.

use crate::common;
use common::*;
use rules::Inducement;

use rules::{ActionKind, Decision, DecisionKind, Prompt, Side, Skill, Stance};

/// Home (Human quick-start) with a Wizard, at the start of its first turn.
fn wizard_game() -> Game {
    Game::with(|s| s.home.inducements.bought.set(Inducement::Wizard, 1))
}

fn kind(g: &Game) -> DecisionKind {
    match g.m.prompt() {
        Prompt::Decision(d) => d.kind,
        other => panic!("expected a decision, got {other:#?}"),
    }
}

fn stance(g: &Game, id: rules::PlayerId) -> Option<Stance> {
    g.m.state().player(id).and_then(|p| p.stance())
}

#[test]
fn a_fireball_knocks_down_each_standing_player_on_or_next_to_the_square_on_4_plus_004_l3385() {
    let mut g = wizard_game();
    g.only(&[
        (home(1), (3, 3)),
        (home(7), (11, 6)),
        (away(1), (12, 7)),
        (away(2), (13, 7)),
        (away(7), (11, 8)),
        // Two squares away: out of the blast.
        (away(8), (14, 7)),
        // Next to it but Prone: only standing players are rolled for.
        (away(9), (12, 8)),
    ]);
    g.stance(away(9), Stance::Prone);
    assert!(
        g.decision_options()
            .contains(&Decision::Fireball { square: sq(12, 7) })
    );
    g.decide(Decision::Fireball { square: sq(12, 7) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Fireball");
    assert_eq!(roll.side, Side::Home);
    // One D6 for each of the four standing players, in reading order: #7 home (11,6), #1 away
    // (12,7), #2 away (13,7), #7 away (11,8).
    assert_eq!(roll.dice.len(), 4);
    // 4 knocks down, 3 is dodged (a 3+ reading would down #1), 6 knocks down, 1 is dodged.
    g.d6(&[4, 3, 6, 1]);
    // The home player knocked down holds no ball: no turnover (004:L3390-L3392).
    assert_eq!(g.turnover(), None);
    assert_eq!(stance(&g, away(1)), Some(Stance::Standing));
    assert_eq!(stance(&g, away(7)), Some(Stance::Standing));
    assert_eq!(stance(&g, away(2)), Some(Stance::Prone));
    // #7 home's Armour roll first: 8 does not beat AV 8, but the spell's Mighty Blow makes it
    // 9: the away coach, who rolls it, is asked (without Mighty Blow there is no question).
    let armour = g.roll_prompt();
    assert_eq!(armour.roll.as_ref(), "Armour");
    assert_eq!(armour.side, Side::Away);
    g.d6(&[4, 4]);
    assert_eq!(kind(&g), DecisionKind::UseSkill);
    assert!(g.decision_options().contains(&Decision::UseSkill {
        skill: Skill::MightyBlow,
        use_it: true
    }));
    g.decide(Decision::UseSkill {
        skill: Skill::MightyBlow,
        use_it: true,
    });
    assert_eq!(g.roll_prompt().roll.as_ref(), "Injury");
    g.d6(&[3, 4]);
    assert_eq!(stance(&g, home(7)), Some(Stance::Stunned));
    // #2 away's Armour roll (AV 9): 11 breaks it; the Injury roll 2 stays Stunned either way.
    g.d6(&[6, 5]);
    g.d6(&[1, 1]);
    assert_eq!(stance(&g, away(2)), Some(Stance::Stunned));
    // Back to the home turn; the Wizard's one spell is spent (004:L3377).
    assert_eq!(kind(&g), DecisionKind::Turn);
    assert!(
        !g.m.state()
            .team(Side::Home)
            .inducements
            .has(rules::Inducement::Wizard)
    );
    assert!(!g.decision_options().iter().any(|d| matches!(
        d,
        Decision::Fireball { .. } | Decision::LightningBolt { .. }
    )));
}

#[test]
fn a_fireball_turns_the_moving_team_over_only_when_it_downs_its_ball_carrier_004_l3390() {
    let mut g = wizard_game();
    g.only(&[(home(1), (10, 7)), (home(2), (10, 8)), (away(1), (11, 7))]);
    g.ball(10, 7);
    g.decide(Decision::Fireball { square: sq(10, 7) });
    // Reading order: (10,7) #1 home, the ball carrier, hit on 5; (11,7) #1 away and (10,8)
    // #2 home dodge on 2.
    assert_eq!(g.roll_prompt().dice.len(), 3);
    g.d6(&[5, 2, 2]);
    let turnover = g.turnover().expect("a turnover");
    assert!(turnover.contains("holding the ball"), "{turnover}");
}

#[test]
fn a_lightning_bolt_hits_on_2_and_strikes_as_if_with_mighty_blow_004_l3395() {
    let mut g = wizard_game();
    g.only(&[(home(1), (3, 3)), (away(1), (12, 7))]);
    g.decide(Decision::LightningBolt { target: away(1) });
    let roll = g.roll_prompt();
    assert_eq!(roll.roll.as_ref(), "Lightning Bolt");
    // 2 hits (a Fireball's 4+ would miss).
    g.d6(&[2]);
    assert_eq!(stance(&g, away(1)), Some(Stance::Prone));
    // Armour 9 against AV 9 holds without Mighty Blow; with it, 10 breaks: the home coach
    // rolls and is asked.
    g.d6(&[5, 4]);
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::UseSkill {
        skill: Skill::MightyBlow,
        use_it: true,
    });
    assert_eq!(g.roll_prompt().roll.as_ref(), "Injury");
}

#[test]
fn a_lightning_bolt_of_1_is_dodged_004_l3396() {
    let mut g = wizard_game();
    g.only(&[(home(1), (3, 3)), (away(1), (12, 7))]);
    g.decide(Decision::LightningBolt { target: away(1) });
    g.d6(&[1]);
    assert_eq!(stance(&g, away(1)), Some(Stance::Standing));
    assert_eq!(kind(&g), DecisionKind::Turn);
    // Dodged or not, the spell is spent.
    assert!(
        !g.m.state()
            .team(Side::Home)
            .inducements
            .has(rules::Inducement::Wizard)
    );
}

#[test]
fn the_wizard_casts_only_before_any_action_of_his_team_turn_004_l3378() {
    let mut g = wizard_game();
    g.only(&[(home(1), (3, 3)), (away(1), (12, 7))]);
    g.declare(home(1), ActionKind::Move);
    g.decide(Decision::EndAction);
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::Fireball { .. }))
    );
    let e = g
        .try_apply(rules::Input::Decide(Decision::Fireball {
            square: sq(12, 7),
        }))
        .expect_err("after an Action");
    assert!(e.to_string().contains("004:L3377-L3381"), "{e}");
    // Only his own team's turn: the away coach has no Wizard.
    assert!(
        g.m.state()
            .team(Side::Home)
            .inducements
            .has(rules::Inducement::Wizard)
    );
}

#[test]
fn the_wizard_may_cast_just_after_his_team_turn_ends_with_no_turnover_to_suffer_004_l3380() {
    let mut g = wizard_game();
    g.only(&[(home(1), (12, 7)), (away(1), (3, 3))]);
    g.ball(12, 7);
    g.decide(Decision::EndTurn);
    // The turn is over; before the away turn the home coach may cast, or not.
    assert_eq!(kind(&g), DecisionKind::Wizard);
    assert_eq!(g.decider(), Side::Home);
    assert!(g.decision_options().contains(&Decision::EndTurn));
    // His own ball carrier in the blast: no turnover now, the turn has ended.
    g.decide(Decision::Fireball { square: sq(12, 7) });
    g.d6(&[6]);
    assert_eq!(g.turnover(), None);
    // Armour 2 holds even with Mighty Blow; the ball bounces (D8 2: to (12,6)).
    g.d6(&[1, 1]);
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(kind(&g), DecisionKind::Turn);
}

#[test]
fn a_wizard_left_unused_is_asked_at_each_turn_end_and_declining_ends_the_turn_004_l3379() {
    let mut g = wizard_game();
    g.decide(Decision::EndTurn);
    assert_eq!(kind(&g), DecisionKind::Wizard);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // The away team has no Wizard: its turn ends straight into the home turn.
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(
        g.decision_options()
            .contains(&Decision::Fireball { square: sq(0, 0) })
    );
}
