//! Ball & Chain's Move Action (2016 compilation, 004:L9814-L9839): the Throw-in template faced
//! by his coach and a D6 for each square, no Dodge, the crowd off the pitch, a block (or a
//! push and an Armour roll) into an occupied square, and the skills he never uses. Home is the
//! Human quick-start team (#7 a Lineman, ST 3), away the Orc one (#7 a Lineman, ST 3).
//!
//! The Throw-in template (as Swoop reads it): facing the away End Zone, 1-2 is (+1,-1), 3-4
//! straight on (+1,0), 5-6 (+1,+1); facing the far sideline, 1-2 (-1,+1), 3-4 (0,+1), 5-6
//! (+1,+1); facing the near sideline, 3-4 is (0,-1).

use crate::common;

use common::*;
use rules::{ActionKind, BlockFace, Decision, Facing, Place, Side, Skill, Stance};

/// Home #7 with Ball & Chain (and `skills`), MA `ma`.
fn chained(ma: u8, skills: &[&str]) -> Game {
    let skills: Vec<String> = skills.iter().map(|s| s.to_string()).collect();
    Game::with(move |s| {
        let p = &mut s.home.players[6];
        p.ma = ma;
        p.skills.push("ball-and-chain".into());
        p.skills.extend(skills);
    })
}

fn facings() -> Vec<Decision> {
    Facing::ALL
        .iter()
        .map(|&facing| Decision::BallAndChain { facing })
        .collect()
}

/// Faces the template and rolls the D6 for his next square.
fn roll(g: &mut Game, facing: Facing, d6: u8) -> Vec<rules::Event> {
    g.decide(Decision::BallAndChain { facing });
    assert_eq!(g.roll_prompt().roll, "Ball & Chain");
    g.d6(&[d6])
}

#[test]
fn ball_and_chain_moves_each_square_by_a_d6_on_the_template_his_coach_faces_004_l9816() {
    let mut g = chained(2, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    // He chooses no square: the facings, and nothing else, not even stopping.
    assert_eq!(g.decider(), Side::Home);
    assert_eq!(g.decision_options(), facings());
    // Towards the away End Zone, 3 is straight on.
    roll(&mut g, Facing::AwayEndZone, 3);
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    // The facing is chosen again for each square: towards the far sideline, 1 is (-1,+1).
    roll(&mut g, Facing::FarSideline, 1);
    assert_eq!(g.place_of(home(7)), on(sq(10, 8), Stance::Standing));
}

#[test]
fn ball_and_chain_may_not_stop_or_choose_a_square_before_his_ma_is_spent_004_l9822() {
    let mut g = chained(2, &["leap"]);
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    for d in [
        Decision::EndAction,
        Decision::EndTurn,
        Decision::Move { to: sq(12, 7) },
        // Never Leap (004:L9838).
        Decision::Leap { to: sq(13, 7) },
    ] {
        let refused = g
            .try_apply(rules::Input::Decide(d))
            .expect_err("he must move on at random");
        assert!(
            refused.to_string().contains("Ball & Chain"),
            "{d:?}: {refused}"
        );
    }
    // His normal movement done, he may stop (or Go For It).
    roll(&mut g, Facing::AwayEndZone, 3);
    let options = g.decision_options();
    assert!(options.contains(&Decision::EndAction), "{options:?}");
    assert!(options.contains(&Decision::BallAndChain {
        facing: Facing::HomeEndZone
    }));
    g.decide(Decision::EndAction);
    assert_eq!(g.place_of(home(7)), on(sq(12, 7), Stance::Standing));
}

#[test]
fn ball_and_chain_leaves_a_tackle_zone_with_no_dodge_004_l9819() {
    let mut g = chained(2, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (9, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    // No Dodge roll: the next thing asked is his next facing.
    assert_eq!(g.decision_options(), facings());
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
}

#[test]
fn ball_and_chain_goes_for_it_the_same_way_with_a_go_for_it_roll_004_l9823() {
    let mut g = chained(1, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    // First Go For It: the template's square, then the Go For It roll. Facing the away End
    // Zone, 1 is the diagonal on the far sideline's side: the template laid on the near
    // sideline (1 towards the home End Zone) turned a quarter, not mirrored (000:L153).
    roll(&mut g, Facing::AwayEndZone, 1);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(12, 8), Stance::Standing));
    // Second: failed, Knocked Down in the square: straight to the Injury roll, a turnover.
    roll(&mut g, Facing::AwayEndZone, 3);
    g.d6(&[1]);
    // A team re-roll offered for the Go For It: declined.
    keep(&mut g);
    let prompt = g.roll_prompt();
    assert_eq!(
        (prompt.roll.as_ref(), prompt.player),
        ("Injury", Some(home(7)))
    );
    assert_eq!(g.place_of(home(7)), on(sq(13, 8), Stance::Prone));
    assert!(g.turnover().is_some());
}

#[test]
fn ball_and_chain_with_both_go_for_its_spent_may_only_stop_000_l1047() {
    let mut g = chained(1, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    for _ in 0..2 {
        roll(&mut g, Facing::AwayEndZone, 3);
        g.d6(&[6]);
    }
    assert_eq!(g.place_of(home(7)), on(sq(13, 7), Stance::Standing));
    assert_eq!(
        g.decision_options(),
        vec![Decision::EndAction, Decision::EndTurn]
    );
}

#[test]
fn ball_and_chain_off_the_pitch_is_beaten_up_by_the_crowd_004_l9820() {
    let mut g = chained(3, &[]);
    g.only(&[(home(7), (10, 0)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    // Towards the near sideline, 3 is straight over it.
    roll(&mut g, Facing::NearSideline, 3);
    // An Injury roll, no Armour roll; 3+4 = 7 Stunned counts as KO'd for him (004:L9834).
    let prompt = g.roll_prompt();
    assert_eq!(
        (prompt.roll.as_ref(), prompt.player),
        ("Injury", Some(home(7)))
    );
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    // Not a turnover without the ball; his Action is over.
    assert!(g.turnover().is_none());
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(
        g.m.state()
            .turn
            .as_ref()
            .is_some_and(|t| t.action.is_none())
    );
}

#[test]
fn ball_and_chain_into_the_crowd_with_the_ball_is_a_turnover_and_a_throw_in_000_l443() {
    let mut g = chained(3, &[]);
    g.only(&[(home(7), (10, 0)), (away(7), (20, 7))]);
    g.ball(10, 0);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::NearSideline, 3);
    assert!(g.turnover().is_some());
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Throw-in");
}

#[test]
fn ball_and_chain_blocks_an_opponent_in_the_square_and_must_follow_up_004_l9824() {
    let mut g = chained(2, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    // ST 3 against ST 3: one block die.
    let prompt = g.roll_prompt();
    assert_eq!(prompt.roll, "Block");
    assert_eq!(prompt.dice.len(), 1);
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    // No follow-up question: he follows, then carries on with his move.
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Standing));
    assert_eq!(g.decision_options(), facings());
    assert!(g.turnover().is_none());
}

fn keep(g: &mut Game) {
    if matches!(g.m.prompt(), rules::Prompt::Decision(d)
        if d.options.contains(&Decision::Reroll(rules::Reroll::Keep)))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
}

#[test]
fn ball_and_chain_blocks_a_team_mate_with_no_assists_and_his_fall_is_a_turnover_004_l9825() {
    let mut g = chained(2, &[]);
    // Home #9 stands next to home #8 and in no Tackle Zone: against an opponent he would
    // assist, but here both players are team-mates.
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (11, 7)),
        (home(9), (11, 8)),
        (away(7), (20, 7)),
    ]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    let prompt = g.roll_prompt();
    assert_eq!(prompt.roll, "Block");
    assert_eq!(prompt.dice.len(), 1, "no assists between team-mates");
    g.block_dice(&[BlockFace::DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.place_of(home(8)), on(sq(12, 7), Stance::Prone));
    // A player of the moving team was Knocked Down (core-2016 §13.2, 000:L443).
    assert!(g.turnover().is_some());
}

/// Mighty Blow adds 1 only when an opponent is Knocked Down (004:L10367), Claws alike
/// (004:L10068): a Ball & Chain player with both who knocks down a team-mate (home #8, AV 8)
/// makes a plain Armour roll. 4+4 = 8 does not beat AV 8 (with the +1 it would), and Claws'
/// 8+ would break it: no question, no effect, Prone with armour whole.
#[test]
fn ball_and_chain_mighty_blow_and_claws_do_not_count_against_a_team_mate_004_l10367_l10068() {
    let mut g = chained(2, &["mighty-blow", "claws"]);
    g.only(&[(home(7), (10, 7)), (home(8), (11, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    g.block_dice(&[BlockFace::DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[4, 4]);
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Decision(d) if d.kind == rules::DecisionKind::UseSkill),
        "no Mighty Blow question"
    );
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Injury"),
        "armour holds"
    );
    assert_eq!(g.place_of(home(8)), on(sq(12, 7), Stance::Prone));
}

#[test]
fn ball_and_chain_ignores_foul_appearance_004_l9827() {
    let mut g = Game::with(|s| {
        let p = &mut s.home.players[6];
        p.ma = 2;
        p.skills.push("ball-and-chain".into());
        s.away.players[6].skills.push("foul-appearance".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    assert_eq!(g.roll_prompt().roll, "Block");
}

#[test]
fn ball_and_chain_pushes_a_prone_player_with_an_armour_roll_instead_of_a_block_004_l9828() {
    let mut g = chained(2, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    // No block dice: the push first.
    g.decide(Decision::PushTo { square: sq(12, 8) });
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
    let prompt = g.roll_prompt();
    assert_eq!(
        (prompt.roll.as_ref(), prompt.player),
        ("Armour", Some(away(7)))
    );
    // 6+5 = 11 beats AV 9: the Injury roll follows.
    g.d6(&[6, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[1, 1]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 8), Stance::Stunned));
    assert!(g.turnover().is_none());
    // He carries on with his move.
    assert_eq!(g.decision_options(), facings());
}

#[test]
fn ball_and_chain_pushes_a_stunned_player_who_stays_stunned_when_armour_holds_004_l9828() {
    let mut g = chained(2, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.stance(away(7), Stance::Stunned);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Stunned));
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
}

#[test]
fn ball_and_chain_goes_for_it_before_blocking_into_the_square_000_l1053() {
    let mut g = chained(1, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (12, 7)), (away(8), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    roll(&mut g, Facing::AwayEndZone, 3);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Block");
}

#[test]
fn ball_and_chain_may_use_grab_on_his_blocks_004_l9835() {
    let mut g = chained(2, &["grab"]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    // Grab: any empty square next to him, (10,8) beside the blocker included.
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::PushTo { square: sq(10, 8) }),
        "{options:?}"
    );
}

#[test]
fn ball_and_chain_never_uses_frenzy_004_l9838() {
    let mut g = chained(2, &["frenzy"]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    g.block_dice(&[BlockFace::Pushed]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    // Still standing next to each other after the follow-up; no second block.
    assert_eq!(g.decision_options(), facings());
}

#[test]
fn ball_and_chain_never_uses_diving_tackle_004_l9837() {
    let mut g = Game::with(|s| {
        s.away.players[6]
            .skills
            .extend(["ball-and-chain".to_string(), "diving-tackle".to_string()]);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (9, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[3]);
    // 3 +1 dodging = 4 is enough for AG 3: the Dodge stands, with no Diving Tackle asked.
    if matches!(g.m.prompt(), rules::Prompt::Decision(d) if d.kind == rules::DecisionKind::DivingTackle)
    {
        panic!("Diving Tackle offered to a Ball & Chain player");
    }
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
}

#[test]
fn ball_and_chain_never_uses_shadowing_004_l9839() {
    let mut g = Game::with(|s| {
        s.away.players[6]
            .skills
            .extend(["ball-and-chain".to_string(), "shadowing".to_string()]);
    });
    g.only(&[(home(7), (10, 7)), (away(7), (9, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(11, 7);
    g.d6(&[6]);
    let options = g.decision_options();
    assert!(
        options.contains(&Decision::Move { to: sq(12, 7) }),
        "no Shadowing question: {options:?}"
    );
}

#[test]
fn ball_and_chain_is_ruled_004_l9814() {
    assert!(matches!(Skill::BallAndChain.ruled(), rules::Ruled::Yes));
}

#[test]
fn ball_and_chain_never_uses_kick_off_return_004_l9838() {
    // The kick scatters from (3,3) to (3,2), in the home half: home #7 on (5,7), off the line
    // and in no Tackle Zone, would be offered his Kick-Off Return; with a Ball & Chain he is
    // not, and the kick-off table comes next.
    let mut g = Game::set_up(book(), |s| {
        s.home.players[6]
            .skills
            .extend(["kick-off-return".to_string(), "ball-and-chain".to_string()]);
    });
    g.only(&[(home(7), (5, 7)), (away(7), (15, 7))]);
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

#[test]
fn ball_and_chain_never_uses_pass_block_004_l9839() {
    // Away #1 three squares from the pass's corridor would be offered Pass Block.
    let mut g = Game::with(|s| {
        s.away.players[0]
            .skills
            .extend(["pass-block".to_string(), "ball-and-chain".to_string()]);
    });
    g.only(&[(home(5), (10, 7)), (home(3), (16, 7)), (away(1), (13, 11))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(16, 7),
        range: None,
    });
    assert_eq!(g.roll_prompt().roll, "Pass");
}

#[test]
fn ball_and_chain_leaving_a_tentacles_zone_is_not_held_004_l10684() {
    // Tentacles answers a dodge or a leap; he makes neither.
    let mut g = Game::with(|s| {
        let p = &mut s.home.players[6];
        p.ma = 2;
        p.skills.push("ball-and-chain".into());
        s.away.players[6].skills.push("tentacles".into());
    });
    g.only(&[(home(7), (10, 7)), (away(7), (9, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    assert_eq!(g.decision_options(), facings());
    assert_eq!(g.place_of(home(7)), on(sq(11, 7), Stance::Standing));
}

#[test]
fn ball_and_chain_attacker_down_is_an_injury_roll_and_a_turnover_004_l9832() {
    let mut g = chained(2, &[]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    g.block_dice(&[BlockFace::AttackerDown]);
    keep(&mut g);
    let prompt = g.roll_prompt();
    assert_eq!(
        (prompt.roll.as_ref(), prompt.player),
        ("Injury", Some(home(7)))
    );
    assert!(g.turnover().is_some());
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

#[test]
fn ball_and_chain_wrestled_down_without_the_ball_ends_his_action_004_l10774() {
    let mut g = chained(3, &["wrestle"]);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::AwayEndZone, 3);
    g.block_dice(&[BlockFace::BothDown]);
    keep(&mut g);
    g.decide(Decision::UseSkill {
        skill: Skill::Wrestle,
        use_it: true,
    });
    // Placed Prone: his Injury roll at once (004:L9832); 1+1 Stunned is KO'd.
    let prompt = g.roll_prompt();
    assert_eq!(
        (prompt.roll.as_ref(), prompt.player),
        ("Injury", Some(home(7)))
    );
    g.d6(&[1, 1]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    assert!(g.turnover().is_none());
    // His Action is over: the turn's options again.
    assert!(
        g.m.state()
            .turn
            .as_ref()
            .is_some_and(|t| t.action.is_none())
    );
}

/// A coach concedes "at the start of one of your own turns" (000:L820-L822): once his Ball &
/// Chain player has made his Move Action, even one that took him into the crowd and off the
/// pitch (no turnover without the ball), the turn has begun and conceding is refused.
#[test]
fn no_concession_after_a_ball_and_chain_player_went_into_the_crowd_000_l820() {
    let mut g = chained(3, &[]);
    g.only(&[(home(7), (10, 0)), (away(7), (20, 7))]);
    assert!(g.decision_options().contains(&Decision::Concede));
    g.declare(home(7), ActionKind::Move);
    roll(&mut g, Facing::NearSideline, 3);
    g.d6(&[3, 4]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(!g.decision_options().contains(&Decision::Concede));
    let refused = g
        .try_apply(rules::Input::Decide(Decision::Concede))
        .expect_err("a player has acted");
    assert!(refused.to_string().contains("000:L820"), "{refused}");
}
