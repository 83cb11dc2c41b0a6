//! Rulings a line-by-line reading of the rulebook found wrong, each worked out from the rule's
//! text: Tackle against the Dodge re-roll, when a Stunned player turns face-up, Stunty with
//! Secret Weapon, Nerves of Steel and No Hands, sudden-death overtime, Dodge's once-a-turn
//! re-roll in a Blitz! turn, Riot's "not yet taken a turn", conceding at set-up, and the ball
//! coming down on a player on the ground. The dice are chosen so that the nearest wrong
//! reading rules differently.

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, BlockFace, Decision, Die, DugoutBox, Edit, EventKind, Input, Match, Place,
    Reroll, RerollSkill, Side, Stance,
};

fn dodge_skill_team_keep() -> Vec<Decision> {
    vec![
        Decision::Reroll(Reroll::Skill(RerollSkill::Dodge)),
        Decision::Reroll(Reroll::Team),
        Decision::Reroll(Reroll::Keep),
    ]
}

fn team_keep() -> Vec<Decision> {
    vec![
        Decision::Reroll(Reroll::Team),
        Decision::Reroll(Reroll::Keep),
    ]
}

// --- 1. Tackle (001:L991-L993) ---------------------------------------------------------

#[test]
fn tackle_cancels_dodge_reroll_when_leaving_his_zone_001_l991() {
    // The Catcher (AG3, Dodge) on (10,7) is marked only by Orc #7 with Tackle on (11,7); he
    // dodges to (9,7), out of every Tackle Zone: 4+ with +1 for dodging, so 3+. He rolls a 1.
    let mut g = Game::with(with_skills(Side::Away, 7, &["tackle"]));
    g.only(&[(home(3), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    let t = text(&g.d6(&[1]));
    // He leaves #7's zone, so the Dodge skill may not re-roll: the team re-roll or nothing.
    assert_eq!(g.decision_options(), team_keep());
    assert!(
        t.contains("no Dodge re-roll out of the Tackle Zone of #7 Lineman (Orc quick-start team)"),
        "{t}"
    );
}

#[test]
fn tackle_does_not_bar_dodge_into_his_zone_only_out_of_it_001_l993() {
    // The Catcher leaves (10,7), marked by Orc #8 (no Tackle), for (9,7), next to Orc #7 with
    // Tackle on (8,7): 4+, +1 dodging, -1 for #7's zone: 4+. A 1 fails; he does not dodge out
    // of #7's zone (he steps into it), so Dodge may re-roll.
    let mut g = Game::with(with_skills(Side::Away, 7, &["tackle"]));
    g.only(&[(home(3), (10, 7)), (away(8), (11, 7)), (away(7), (8, 7))]);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(4));
    g.d6(&[1]);
    assert_eq!(g.decision_options(), dodge_skill_team_keep());
}

#[test]
fn tackle_on_a_prone_player_does_not_cancel_dodge_001_l993() {
    // Only a standing Tackle player has Tackle Zones to leave: Orc #7 (Tackle) lies Prone next
    // to the Catcher, Orc #8 stands next to him too. Dodging to (9,7), free: 3+; a 1 fails and
    // Dodge may re-roll.
    let mut g = Game::with(with_skills(Side::Away, 7, &["tackle"]));
    g.only(&[(home(3), (10, 7)), (away(7), (11, 7)), (away(8), (11, 8))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[1]);
    assert_eq!(g.decision_options(), dodge_skill_team_keep());
}

#[test]
fn tackle_is_ruled_whole_001_l991() {
    assert_eq!(rules::skill::not_ruled("tackle"), None);
}

// --- 2. Stunned players turn face-up at the end of their team's next turn (000:L633) ------

#[test]
fn stunned_by_a_rock_at_the_kick_off_turns_face_up_after_his_teams_next_turn_000_l633() {
    let mut g = Game::set_up(book(), |_| {});
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // lands on (3,2)
    g.d6(&[5, 6]); // 11: Throw a Rock
    g.d6(&[3]); // home
    g.d6(&[5]); // away: higher, throws at a home player
    g.dice(&[Die::D16(4)]); // home #4, on (12,8)
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[1, 2]); // 3: Stunned
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    let square = formation(Side::Home)[3];
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.place_of(home(4)), on(square, Stance::Stunned));
    // Stunned before any turn: home's first turn is his team's next turn.
    g.decide(Decision::EndTurn);
    assert_eq!(g.place_of(home(4)), on(square, Stance::Prone));
}

#[test]
fn stunned_in_a_scoring_turn_then_by_a_pitch_invasion_turns_face_up_after_his_next_turn_000_l633() {
    let mut g = Game::new();
    g.only(&[(home(1), (11, 7)), (away(2), (12, 7))]);
    g.block(home(1), away(2), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(13, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[5, 5]); // 10 beats AV 9
    g.d6(&[1, 2]); // 3: Stunned
    assert_eq!(g.place_of(away(2)), on(sq(13, 7), Stance::Stunned));
    // Home scores in the same turn: the drive ends, home kicks.
    g.score_with(home(3));
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(22, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // lands on (22,2)
    g.d6(&[6, 6]); // 12: Pitch Invasion
    // Home fans for the Orcs in shirt order: 6 stuns #2 (FAME 0). Away fans: nobody.
    g.d6(&[1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    g.d6(&[1; 11]);
    g.dice(&[Die::D8(7)]); // the kick bounces from (22,2) to (22,3)
    let square = formation(Side::Away)[1];
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.place_of(away(2)), on(square, Stance::Stunned));
    // Stunned at the kick-off, not in a turn: face-up at the end of away's first turn.
    g.decide(Decision::EndTurn);
    assert_eq!(g.place_of(away(2)), on(square, Stance::Prone));
}

// --- 3. Stunty with Secret Weapon (000:L1277) -------------------------------------------

/// Home #7 (Lineman, AG3) on (10,7) marked by Orc #7; Orcs #8 and #9 mark (9,7), where he
/// dodges.
fn stunty_dodge(skills: &[&str]) -> Game {
    let mut g = Game::with(with_skills(Side::Home, 7, skills));
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (8, 6)),
        (away(9), (8, 8)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g
}

#[test]
fn stunty_with_secret_weapon_counts_tackle_zones_when_dodging_000_l1277() {
    // 4+, +1 dodging, -2 for the two zones on (9,7): 5+. A 4 fails (it would pass at 3+).
    let mut g = stunty_dodge(&["stunty", "secret-weapon"]);
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[4]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some());
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
}

#[test]
fn stunty_alone_still_ignores_tackle_zones_when_dodging_000_l1277() {
    // The same dodge without Secret Weapon: the zones are ignored, 4+ with +1: 3+.
    let mut g = stunty_dodge(&["stunty"]);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turnover(), None);
}

// --- 4. Nerves of Steel and No Hands (001:L889-L895) ---------------------------------------

#[test]
fn nerves_of_steel_and_no_hands_are_ruled_whole_001_l889_l895() {
    assert_eq!(rules::skill::not_ruled("nerves-of-steel"), None);
    assert_eq!(rules::skill::not_ruled("no-hands"), None);
}

#[test]
fn nerves_of_steel_ignores_tackle_zones_on_a_catch_001_l891() {
    // The Catcher (AG3) with Nerves of Steel, marked by Orc #7, takes a hand-off: 4+, +1
    // hand-off, the zone ignored: 3+. A 3 catches (it would fail at 4+).
    let mut g = Game::with(with_skills(Side::Home, 3, &["nerves-of-steel"]));
    g.only(&[(home(5), (10, 7)), (home(3), (11, 7)), (away(7), (12, 7))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(3) });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(3)));
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(home(3)));
}

#[test]
fn nerves_of_steel_ignores_tackle_zones_on_an_interception_001_l891() {
    // Orc #7 (AG4, Nerves of Steel) between the Thrower on (5,7) and (9,7), marked by home #4:
    // 3+, -2 intercepting, the zone ignored: 5+. A 5 intercepts (it would fail at 6+).
    let mut g = Game::with(|s| {
        if let Some(p) = s.away.players.iter_mut().find(|p| p.number == 7) {
            p.ag = 4;
            p.skills.push("nerves-of-steel".into());
        }
    });
    g.only(&[
        (home(5), (5, 7)),
        (home(3), (9, 7)),
        (away(7), (7, 7)),
        (home(4), (7, 8)),
    ]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Interception", Some(5)));
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert!(g.turnover().is_some() || g.turn_side() == Some(Side::Away));
}

#[test]
fn nerves_of_steel_does_not_help_a_pick_up_001_l891() {
    // Picking up is not among pass, catch or intercept: 4+, +1 pick-up, -1 for Orc #7: 4+.
    let mut g = Game::with(with_skills(Side::Home, 3, &["nerves-of-steel"]));
    g.only(&[(home(3), (10, 7)), (away(7), (12, 7))]);
    g.ball(11, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(11, 7);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pick-up", Some(4)));
}

#[test]
fn no_hands_does_not_pick_up_the_ball_bounces_and_it_is_a_turnover_001_l895() {
    let mut g = Game::with(with_skills(Side::Home, 8, &["no-hands"]));
    g.only(&[(home(8), (10, 7))]);
    g.ball(11, 7);
    g.declare(home(8), ActionKind::Move);
    g.move_to(11, 7);
    // No pick-up roll: the ball bounces straight away, and the turn is over.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert!(g.turnover().is_some_and(|t| t.contains("No Hands")));
    g.dice(&[Die::D8(7)]); // to (11,8), empty
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 8)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn no_hands_fails_a_catch_automatically_and_the_ball_bounces_001_l895() {
    let mut g = Game::with(with_skills(Side::Home, 8, &["no-hands"]));
    g.only(&[(home(5), (5, 7)), (home(8), (8, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]); // accurate
    // No Catch roll: the pass bounces off him.
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(7)]); // to (8,8), empty
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 8)));
    assert_eq!(g.turn_side(), Some(Side::Away), "not caught: a turnover");
}

/// A hand-off goes to "another player, friend or foe, in an adjacent square" (000:L1063); No
/// Hands "will fail any catch roll automatically" (001:L895): he is offered as a target like
/// any adjacent player, and handed the ball it bounces from him (`hand_off_targets.rs`).
#[test]
fn no_hands_may_be_handed_the_ball_and_drops_it_000_l1063_001_l895() {
    let mut g = Game::with(with_skills(Side::Home, 8, &["no-hands"]));
    g.only(&[(home(5), (10, 7)), (home(8), (11, 7)), (home(3), (10, 8))]);
    g.ball(10, 7);
    g.declare(home(5), ActionKind::HandOff);
    let options = g.decision_options();
    assert!(options.contains(&Decision::HandOff { target: home(8) }));
    assert!(options.contains(&Decision::HandOff { target: home(3) }));
    g.decide(Decision::HandOff { target: home(8) });
    assert_eq!(g.roll_prompt().roll, "Bounce", "no Catch roll for him");
}

#[test]
fn no_hands_may_not_take_the_ball_at_a_touchback_001_l895() {
    let mut g = Game::set_up(book(), with_skills(Side::Home, 11, &["no-hands"]));
    // From (2,1), 3 squares up goes off the near sideline: a touchback.
    g.decide(Decision::KickTo { square: sq(2, 1) });
    g.dice(&[Die::D8(2), Die::D6(3)]);
    g.d6(&[1, 1]); // Get the Ref
    let options = g.decision_options();
    assert!(!options.contains(&Decision::GiveBall { player: home(11) }));
    assert!(options.contains(&Decision::GiveBall { player: home(10) }));
    assert!(
        g.try_apply(Input::Decide(Decision::GiveBall { player: home(11) }))
            .is_err()
    );
}

// --- 5. Sudden-death overtime (000:L800, L818) -------------------------------------------

fn overtime_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\novertime = \"on\"\n")
        .expect("league file")
}

#[test]
fn overtime_an_awarded_touchdown_is_the_first_score_and_wins_000_l800_l818() {
    let book = overtime_book();
    let mut g = Game::set_up(&book, |_| {});
    g.quiet_kick_off();
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    g.set_up_both();
    g.quiet_kick_off();
    for _ in 0..15 {
        g.decide(Decision::EndTurn);
    }
    // Home's last turn of the second half: every Orc is out of the match.
    for n in 1..=12 {
        g.edit(Edit::RemovePlayer {
            player: away(n),
            to: DugoutBox::Casualty,
        });
    }
    g.decide(Decision::EndTurn);
    assert_eq!(g.m.state().half, 3, "0-0: overtime");
    g.decide(Decision::CoinToss { winner: Side::Home });
    let events = g.decide(Decision::Kick);
    // The Orcs cannot field a player: home is awarded a touchdown, the first score of
    // overtime, and wins 1-0 there and then: no more drives, no shoot-out.
    let awards = events
        .iter()
        .filter(|e| e.kind == EventKind::TouchdownAwarded { side: Side::Home })
        .count();
    assert_eq!(awards, 1, "{}", text(&events));
    assert!(g.m.state().finished);
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert_eq!(g.m.state().team(Side::Away).score, 0);
    assert_eq!(g.m.state().shoot_out, None);
}

// --- 6. Dodge's re-roll is once a turn, and a Blitz! turn is a turn (000:L1233, L1007) ----

/// Home sets up with the Catcher #3 back on (5,7) and Lineman #11 on the line in his place,
/// then away in its formation.
fn set_up_home_kicks_catcher_back(g: &mut Game) {
    let mut squares = formation(Side::Home);
    squares.swap(2, 10);
    for (i, square) in squares.into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: home(number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    for (i, square) in formation(Side::Away).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: away(number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
}

#[test]
fn used_dodge_is_fresh_in_a_blitz_bonus_turn_000_l1233_l1007() {
    let mut g = Game::new();
    g.only(&[(home(3), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Dodge)));
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    // Home scores in the same turn and kicks; the Kick-off table gives Blitz!.
    g.score_with(home(4));
    set_up_home_kicks_catcher_back(&mut g);
    g.decide(Decision::KickTo { square: sq(22, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[4, 6]); // 10: Blitz!
    assert_eq!(g.turn_side(), Some(Side::Home));
    // The bonus turn is a new turn: the Catcher's Dodge may re-roll a failed dodge again.
    g.only(&[(home(3), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(3), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    assert_eq!(g.decision_options(), dodge_skill_team_keep());
}

// --- 7. Riot (000:L1000) ----------------------------------------------------------------

#[test]
fn riot_before_the_receivers_first_turn_moves_markers_forward_even_off_0_000_l1000() {
    let mut g = Game::set_up(book(), |_| {});
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[1, 2]); // 3: Riot, home has not played: both forward
    g.dice(&[Die::D8(7)]); // the kick bounces from (3,2) to (3,3)
    assert_eq!(g.m.state().team(Side::Home).turn, 2);
    // Home scores in its first turn; the Orcs have still not taken a turn this half, though
    // their marker is on 1.
    g.score_with(home(3));
    assert_eq!(g.m.state().team(Side::Away).turn, 1);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(22, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 1]); // Riot again: both forward, no D6
    assert_eq!(g.roll_prompt().roll, "Bounce", "no Riot D6");
    assert_eq!(g.m.state().team(Side::Home).turn, 3);
    assert_eq!(g.m.state().team(Side::Away).turn, 2);
    g.dice(&[Die::D8(7)]); // the kick bounces from (22,2) to (22,3)
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.m.state().team(Side::Away).turn, 3);
}

// --- 9. Conceding at set-up (000:L379) ----------------------------------------------------

#[test]
fn a_coach_short_of_three_players_for_the_line_may_concede_at_set_up_000_l379() {
    // With a full team the Orcs (kicking, so setting up first) may not concede at set-up.
    let mut m = Match::new(setup(), book()).expect("match builds");
    let refused = m
        .apply(Input::Decide(Decision::Concede))
        .expect_err("11 can be set up");
    assert!(refused.to_string().contains("000:L379"), "{refused}");
    // With two players left they cannot put three on the line: they may concede.
    for n in 3..=12 {
        m.apply(Input::Edit(Edit::RemovePlayer {
            player: away(n),
            to: DugoutBox::Casualty,
        }))
        .expect("edit at set-up");
    }
    let offered = match m.prompt() {
        rules::Prompt::Decision(d) => d.options.contains(&Decision::Concede),
        _ => false,
    };
    assert!(offered);
    m.apply(Input::Decide(Decision::Concede)).expect("concedes");
    assert_eq!(m.state().conceded, Some(Side::Away));
    assert!(m.state().finished);
}

// --- The ball out of the air onto a player on the ground (000:L736) -----------------------

#[test]
fn a_kick_coming_down_on_a_prone_player_bounces_the_first_time_not_again_000_l736() {
    let mut g = Game::set_up(book(), |_| {});
    g.edit(Edit::PlacePlayer {
        player: home(11),
        square: sq(3, 2),
        stance: Stance::Prone,
    });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]); // comes down on (3,2)
    let t = text(&g.d6(&[1, 1])); // Get the Ref; then the ball lands
    assert!(
        t.contains("cannot catch it, so it bounces (000:L736)"),
        "{t}"
    );
    assert!(!t.contains("bounces again"), "{t}");
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert!(matches!(g.place_of(home(11)), Place::Pitch { .. }));
}
