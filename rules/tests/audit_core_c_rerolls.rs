//! Audit of the 2016 core rules on re-rolls and the turnovers blocks cause (core digest §13,
//! §14; 000:L441-L451, L750-L764, L802-L810; 001:L393-L403, Leader 001:L868): one team re-roll
//! a turn, never a re-roll of a re-roll, the Leader re-roll, what a turnover ends and what it
//! does not, and a touchdown scored by a push. Home: Human quick-start (#7-#11 Linemen MA 6
//! ST 3 AG 3 AV 8); away: Orc quick-start (#7-#11 Linemen AV 9).

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DugoutBox, Edit, Prompt, Reroll, RerollSkill, Side, Stance,
};

use BlockFace::{AttackerDown, BothDown, Pushed};

fn offers(g: &Game, reroll: Reroll) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(reroll)))
}

fn keep(g: &mut Game) {
    if offers(g, Reroll::Keep) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

/// Home #7 on (10,7) next to away #7 on (11,7) dodges to (9,7) and rolls `first`.
fn failed_dodge(g: &mut Game, first: u8) {
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[first]);
}

// --- 14.1 Never a re-roll of a re-roll (000:L754) ---

/// A dodge re-rolled with the team re-roll may not then be re-rolled by the Dodge skill
/// (000:L754): the second 1 stands, and he is Knocked Down.
#[test]
fn a_team_rerolled_dodge_is_not_rerolled_again_by_the_dodge_skill_000_l754() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "dodge"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    failed_dodge(&mut g, 1);
    assert!(offers(&g, Reroll::Skill(RerollSkill::Dodge)));
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    assert!(
        !offers(&g, Reroll::Skill(RerollSkill::Dodge)),
        "{:#?}",
        g.m.prompt()
    );
    keep(&mut g);
    assert_eq!(
        g.roll_prompt().roll,
        "Armour",
        "Knocked Down: {:#?}",
        g.m.prompt()
    );
    assert!(g.turnover().is_some());
}

/// Team re-rolled block dice are final (000:L752-L754): the new dice are offered no re-roll,
/// and with one die the new face applies at once even if worse.
#[test]
fn team_rerolled_block_dice_are_final_000_l752_l758() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(9), (20, 7))]);
    let before = g.m.state().team(Side::Home).rerolls;
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[Pushed]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Block");
    g.block_dice(&[AttackerDown]);
    assert_eq!(g.roll_prompt().roll, "Armour", "{:#?}", g.m.prompt());
    assert_eq!(g.m.state().team(Side::Home).rerolls, before - 1);
}

// --- 14.2 Team re-rolls (000:L756-L760) ---

/// At most one team re-roll a turn (000:L758): after one on a block, a failed dodge later in
/// the turn is offered none.
#[test]
fn one_team_reroll_a_turn_across_a_block_and_a_dodge_000_l758() {
    let mut g = Game::new();
    g.only(&[
        (home(8), (15, 3)),
        (away(8), (16, 3)),
        (home(7), (10, 7)),
        (away(7), (11, 7)),
    ]);
    g.declare(home(8), ActionKind::Block);
    g.decide(Decision::Block { target: away(8) });
    g.block_dice(&[AttackerDown]);
    // Re-rolled to a Pushed; the Orc goes back and nobody follows.
    g.decide(Decision::Reroll(Reroll::Team));
    g.block_dice(&[Pushed]);
    g.decide(Decision::PushTo { square: sq(17, 3) });
    g.decide(Decision::FollowUp { follow: false });
    failed_dodge(&mut g, 1);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

/// With no team re-roll left none is offered (001:L403).
#[test]
fn no_team_reroll_when_none_is_left_001_l403() {
    let mut g = Game::with(|s| s.home.rerolls = 0);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    failed_dodge(&mut g, 1);
    assert!(!offers(&g, Reroll::Team));
}

/// Team re-rolls are used only in the team's own turn (000:L758): an Orc who fails to catch a
/// ball bouncing to him in the home turn is offered no team re-roll.
#[test]
fn no_team_reroll_in_the_opponents_turn_000_l758() {
    let mut g = Game::new();
    // Away #7 holds the ball on (11,7); away #8 stands on (13,7), where it bounces to.
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (13, 6))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]); // armour holds
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(3)]); // up and right, to (13,6)
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

// --- Leader (001:L868) ---

fn leader_game(change: impl FnOnce(&mut rules::MatchSetup)) -> Game {
    Game::with(|s| {
        give(s, Side::Home, 8, "leader");
        s.home.rerolls = 0;
        change(s);
    })
}

/// The Leader re-roll is used while a Leader is on the pitch, "even if" he is Prone or
/// Stunned (001:L868).
#[test]
fn a_stunned_leader_still_gives_the_leader_reroll_001_l868() {
    let mut g = leader_game(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    g.stance(home(8), Stance::Stunned);
    failed_dodge(&mut g, 1);
    assert!(offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

/// With no Leader on the pitch there is no Leader re-roll (001:L868): the Leader in the
/// Reserves box leaves it unusable.
#[test]
fn no_leader_reroll_with_the_leader_off_the_pitch_001_l868() {
    let mut g = leader_game(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    assert!(g.m.state().team(Side::Home).leader_reroll);
    failed_dodge(&mut g, 1);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

/// The Leader re-roll has all a team re-roll's restrictions (001:L868): one a turn with the
/// team's own. After a team re-roll this turn, the Leader's is not offered.
#[test]
fn the_leader_reroll_shares_the_one_a_turn_limit_001_l403_l868() {
    let mut g = leader_game(|s| s.home.rerolls = 1);
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (home(8), (5, 5)),
        (home(9), (15, 3)),
        (away(9), (16, 3)),
    ]);
    failed_dodge(&mut g, 1);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    g.declare(home(9), ActionKind::Move);
    g.move_to(14, 3);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

// --- 13 Turnovers (000:L441-L451) and Stunned players ---

/// Stunned players turn face-up at the end of their team's next turn "even if a turnover
/// takes place" (000:L633): an Orc Stunned in the home turn turns face-up when the away turn
/// ends in an Attacker Down.
#[test]
fn a_stunned_player_turns_face_up_even_when_his_turn_ends_in_a_turnover_000_l451_l633() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (10, 7)),
        (away(7), (11, 7)),
        (away(8), (14, 9)),
        (home(9), (15, 9)),
    ]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[5, 5]);
    g.d6(&[3, 4]); // Stunned
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.block(away(8), home(9), &[AttackerDown]);
    g.d6(&[1, 2]); // armour holds
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "the Attacker Down ended the away turn"
    );
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
}

/// Both Down with the Orc carrier and the blocker both falling: a turnover, the Armour rolls
/// of both first, then the ball bounces (000:L451, L563, L611).
#[test]
fn both_down_armour_rolls_come_before_the_bounce_000_l451_l611() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[BothDown]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(5)]);
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A touchdown in his own turn: the moving team's carrier chain-pushed into the opposing End
/// Zone, standing, scores at the end of the Action (000:L804; 000:L446).
#[test]
fn the_moving_teams_carrier_chain_pushed_into_the_end_zone_scores_000_l804() {
    let mut g = Game::new();
    // Home scores at x 25. Home #7 on (22,8) blocks the Orc on (23,8); the three squares
    // behind are full, so the Orc goes into home #8, who holds the ball on (24,8) and is
    // pushed on into the End Zone.
    g.only(&[
        (home(7), (22, 8)),
        (away(7), (23, 8)),
        (home(8), (24, 8)),
        (away(8), (24, 7)),
        (away(9), (24, 9)),
    ]);
    g.ball(24, 8);
    g.block(home(7), away(7), &[Pushed]);
    // All of (24,7), (24,8), (24,9) are taken: into home #8, who goes on to the End Zone.
    g.decide(Decision::PushTo { square: sq(24, 8) });
    g.decide(Decision::PushTo { square: sq(25, 8) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.m.state().team(Side::Home).score, 1, "{:#?}", g.m.prompt());
    assert_eq!(g.m.state().team(Side::Away).score, 0);
}

/// A Prone blitzer stands up for three squares, and the block costs one (000:L539, L609): MA
/// 6, up (3) and two squares (5), the block (6); the next square is a Go For It.
#[test]
fn a_prone_blitzer_pays_three_to_stand_and_one_to_block_000_l539_l609() {
    let mut g = Game::new();
    g.only(&[(home(7), (8, 7)), (away(7), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(home(7), ActionKind::Blitz);
    g.move_to(9, 7);
    g.move_to(10, 7);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Block", "no Go For It for the block");
    g.block_dice(&[BlockFace::DefenderDown]);
    keep(&mut g);
    g.decide(Decision::PushTo { square: sq(12, 8) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]);
    g.move_to(10, 6);
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// A player in the KO'd box is not on the pitch: a team re-roll is for a player "still on the
/// pitch" (000:L758) — and the Reserves edit leaves the Leader out as well.
#[test]
fn a_kod_leader_gives_no_leader_reroll_001_l868() {
    let mut g = leader_game(|_| {});
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (5, 5))]);
    g.edit(Edit::RemovePlayer {
        player: home(8),
        to: DugoutBox::KnockedOut,
    });
    failed_dodge(&mut g, 1);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

// --- Re-rolls into overtime (000:L800) ---

fn overtime_book() -> tables::Rulebook {
    book()
        .with_file("league.toml", "[ruleset]\novertime = \"on\"\n")
        .expect("league file")
}

/// Re-rolls left at the end of the second half carry into overtime, with no new allocation
/// (000:L800): the team playing first in the second half spends one, and overtime starts
/// with what is left, not the starting level a half-time restoring would give.
#[test]
fn overtime_keeps_the_rerolls_left_and_gives_none_new_000_l800() {
    let mut g = Game::set_up(&overtime_book(), |_| {});
    g.quiet_kick_off();
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    g.set_up_both();
    g.quiet_kick_off();
    let mover = g.turn_side().expect("a turn");
    let start = g.m.state().team(mover).rerolls;
    let other = g.m.state().team(mover.opponent()).rerolls;
    let (runner, marker) = match mover {
        Side::Home => (home(7), away(7)),
        Side::Away => (away(7), home(7)),
    };
    g.only(&[(runner, (10, 7)), (marker, (11, 7))]);
    g.declare(runner, ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    let left = g.m.state().team(mover).rerolls;
    assert_eq!(left, start - 1);
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.m.state().half, 3);
    g.decide(Decision::CoinToss { winner: Side::Home });
    g.decide(Decision::Kick);
    g.set_up_both();
    g.quiet_kick_off();
    assert_eq!(g.m.state().team(mover).rerolls, left);
    assert_eq!(g.m.state().team(mover.opponent()).rerolls, other);
}

/// A failed catch is never a turnover by itself (000:L445): the Orc's ball, knocked loose by
/// a block, bounces to home #8, who drops it; the home turn goes on.
#[test]
fn dropping_a_ball_knocked_loose_by_a_block_is_no_turnover_000_l445() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (home(8), (13, 7))]);
    g.ball(11, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]);
    g.dice(&[rules::Die::D8(5)]); // right, onto home #8 on (13,7)
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    keep(&mut g);
    // It bounces on from (13,7), right again, to an empty (14,7).
    g.dice(&[rules::Die::D8(5)]);
    assert_eq!(g.turnover(), None);
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// A player of the moving team who catches the ball in the opposing End Zone scores at the end
/// of the Action (000:L804, L806): the Orc carrier's ball, knocked loose, bounces to home #8
/// standing on (25,7), who catches it.
#[test]
fn catching_a_ball_knocked_loose_in_the_end_zone_scores_000_l804_l806() {
    let mut g = Game::new();
    g.only(&[(home(7), (22, 7)), (away(7), (23, 7)), (home(8), (25, 7))]);
    g.ball(23, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(24, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.d6(&[1, 2]);
    g.dice(&[rules::Die::D8(5)]); // right, onto home #8
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[6]);
    assert_eq!(g.m.state().team(Side::Home).score, 1, "{:#?}", g.m.prompt());
}

// --- The kick-off's Blitz! (000:L1007) ---

/// Kick to (3,3), one square up, then a 10 on the Kick-off table: the Orcs' free Blitz! turn,
/// the ball still in the air; the referee then leaves only away #11 on (20,7).
fn blitz_bonus_turn() -> Game {
    let mut g = Game::set_up(book(), |_| {});
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    g.d6(&[4, 6]);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.only(&[(away(11), (20, 7))]);
    g
}

/// The kicking team may use team re-rolls during a Blitz! (000:L1007): away #11 (MA 5) walks
/// five squares and fails his Go For It; the team re-roll is offered.
#[test]
fn team_rerolls_may_be_used_in_the_blitz_bonus_turn_000_l1007() {
    let mut g = blitz_bonus_turn();
    g.declare(away(11), ActionKind::Move);
    for x in (15..=19).rev() {
        g.move_to(x, 7);
    }
    g.move_to(14, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    assert!(offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

/// A turnover ends the Blitz! bonus turn at once (000:L1007): the failed Go For It kept, his
/// Armour roll made, the kick comes down (its bounce) and no further Orc Action is asked.
#[test]
fn a_turnover_ends_the_blitz_bonus_turn_000_l1007() {
    let mut g = blitz_bonus_turn();
    g.declare(away(11), ActionKind::Move);
    for x in (15..=19).rev() {
        g.move_to(x, 7);
    }
    g.move_to(14, 7);
    g.d6(&[1]);
    keep(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce", "{:#?}", g.m.prompt());
    assert_eq!(g.place_of(away(11)), on(sq(14, 7), Stance::Prone));
}
