//! Rulings earlier audits left open, each decided from the text (000 = the 2016 box rules,
//! 001 = the 2016 rules with the FAQ at 001:L1130-L1230, 004 = the compendium): the touchdown
//! of a carrier pushed into his End Zone before the follow-up; Always Hungry's second D6 and
//! Pro; a team re-roll after a turnover; who kicks after a touchdown awarded because a team
//! cannot field players; Shadowing's 2D6 and the mover's re-rolls. Home: Human quick-start
//! (#7-#11 Linemen MA 6 ST 3 AG 3 AV 8); away: Orc quick-start (#7-#11 Linemen MA 5 AV 9).
//! Away scores in x = 0, home in x = 25.

use crate::common;

use common::*;
use rules::{
    ActionKind, BlockFace, Decision, DugoutBox, Edit, EventKind, Place, Prompt, Reroll,
    RerollSkill, Side, Stance,
};

fn offers(g: &Game, reroll: Reroll) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Reroll(reroll)))
}

fn keep(g: &mut Game) {
    if offers(g, Reroll::Keep) {
        g.decide(Decision::Reroll(Reroll::Keep));
    }
}

fn offers_follow_up(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(d)
        if d.options.iter().any(|o| matches!(o, Decision::FollowUp { .. })))
}

// --- 1. The touchdown of a push comes before the follow-up (000:L810; FAQ 001:L1168) ---

/// A carrier pushed standing into the End Zone he scores in scores "immediately" (000:L810),
/// "as soon as the player is pushed into the end zone" (FAQ 001:L1168-L1170): play stops, and
/// the blocker is never asked to follow up. Home #7 on (2,7) blocks the Orc carrier on (1,7),
/// Pushed to (0,7). Asking the follow-up first would put a FollowUp prompt after the push.
#[test]
fn a_carrier_pushed_into_his_end_zone_scores_before_any_follow_up_000_l810_001_l1168() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[BlockFace::Pushed]);
    let events = g.decide(Decision::PushTo { square: sq(0, 7) });
    assert!(!offers_follow_up(&g), "{:#?}", g.m.prompt());
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::Touchdown { player: away(7) }),
        "{}",
        text(&events)
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::FollowedUp { .. })),
        "no follow-up: {}",
        text(&events)
    );
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

/// The same with a Defender Stumbles the carrier dodges (000:L573): only pushed, he stands in
/// the End Zone and scores at once, with no follow-up asked.
#[test]
fn a_dodging_carrier_stumbling_into_his_end_zone_scores_with_no_follow_up_000_l573_l810() {
    let mut g = Game::with(|s| give(s, Side::Away, 7, "dodge"));
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderStumbles]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert!(!offers_follow_up(&g), "{:#?}", g.m.prompt());
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

/// A carrier chain-pushed into the End Zone scores as he is pushed in, so no follow-up is
/// asked; the blocked Orc's Defender Down is part of the same block result, "pushed back and
/// then Knocked Down" (000:L577), so his Armour roll is still made before play stops.
/// Home #7 (3,7) blocks away #7 (2,7); (1,6) and (1,8) are full, so he goes into the carrier
/// away #8 on (1,7), who goes on to (0,7).
#[test]
fn a_carrier_chain_pushed_into_his_end_zone_scores_with_no_follow_up_000_l577_l810() {
    let mut g = Game::new();
    g.only(&[
        (home(7), (3, 7)),
        (away(7), (2, 7)),
        (away(8), (1, 7)),
        (away(9), (1, 6)),
        (away(10), (1, 8)),
    ]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(1, 7) });
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert!(!offers_follow_up(&g), "{:#?}", g.m.prompt());
    let armour = g.roll_prompt();
    assert_eq!(
        (armour.roll.as_ref(), armour.player),
        ("Armour", Some(away(7)))
    );
    assert_eq!(g.m.state().team(Side::Away).score, 0, "not yet");
    g.d6(&[1, 2]);
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

/// A carrier pushed into the End Zone and knocked down there does not score (000:L806; FAQ
/// 001:L1166): play goes on, so the follow-up is still the blocker's to choose.
#[test]
fn a_carrier_knocked_down_in_his_end_zone_leaves_the_follow_up_asked_000_l593_l806() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert!(offers_follow_up(&g), "{:#?}", g.m.prompt());
    g.decide(Decision::FollowUp { follow: true });
    assert_eq!(g.place_of(home(7)), on(sq(1, 7), Stance::Standing));
    assert_eq!(g.m.state().team(Side::Away).score, 0);
}

/// Shadowing is never reached after such a touchdown: away #8 with Shadowing next to the
/// blocker would be asked when he follows up (004:L10541), but there is no follow-up. Home #8
/// on (4,9) marks away #8, so he gives no assist (000:L1074).
#[test]
fn no_shadowing_after_a_push_touchdown_000_l810_004_l10541() {
    let mut g = Game::with(|s| give(s, Side::Away, 8, "shadowing"));
    g.only(&[
        (home(7), (2, 7)),
        (home(8), (4, 9)),
        (away(7), (1, 7)),
        (away(8), (3, 8)),
    ]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[BlockFace::Pushed]);
    g.decide(Decision::PushTo { square: sq(0, 7) });
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, Decision::Shadow { .. }))),
        "{:#?}",
        g.m.prompt()
    );
    assert_eq!(g.m.state().team(Side::Away).score, 1);
}

// --- 3. Always Hungry's second D6 is the thrower's roll: Pro reaches it (001:L730, L919) ---

/// Home #7 (Throw Team-Mate, Always Hungry, Pro) throws home #8 (Right Stuff) at (14,7).
fn hungry_thrower(extra: &[&str]) -> Game {
    let mut t = vec!["throw-team-mate", "always-hungry"];
    t.extend_from_slice(extra);
    let mut g = Game::with(|s| {
        with_skills(Side::Home, 7, &t)(s);
        give(s, Side::Home, 8, "right-stuff");
    });
    g.only(&[(home(7), (10, 7)), (home(8), (11, 7)), (away(1), (2, 2))]);
    g.declare(home(7), ActionKind::Pass);
    g.decide(Decision::ThrowTeamMate {
        player: home(8),
        target: sq(14, 7),
        range: None,
    });
    g
}

/// "Roll the D6 again" (001:L730) is the Always Hungry player's second roll, his attempt to
/// eat: Pro re-rolls "any one dice roll he has made" (001:L919), so it reaches it. The first
/// 1 is kept (Pro unused), the second 1 is re-rolled by Pro (Pro D6 4), and the new 2 lets the
/// team-mate squirm free: he lives.
#[test]
fn pro_rerolls_always_hungrys_second_d6_001_l730_l919() {
    let mut g = hungry_thrower(&["pro"]);
    assert_eq!(g.roll_prompt().roll, "Always Hungry");
    g.d6(&[1]);
    assert!(offers(&g, Reroll::Skill(RerollSkill::Pro)));
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Always Hungry (eating)");
    g.d6(&[1]);
    assert!(
        offers(&g, Reroll::Skill(RerollSkill::Pro)),
        "{:#?}",
        g.m.prompt()
    );
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().roll, "Always Hungry (eating)");
    g.d6(&[2]);
    assert_ne!(g.place_of(home(8)), Place::Casualty, "he squirmed free");
}

/// The team re-roll reaches it too, in the thrower's own turn (000:L758): the 1 re-rolled to
/// a 2, the team-mate squirms free.
#[test]
fn a_team_reroll_reaches_always_hungrys_second_d6_000_l758_001_l730() {
    let mut g = hungry_thrower(&[]);
    g.d6(&[1]);
    keep(&mut g);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[2]);
    assert_ne!(g.place_of(home(8)), Place::Casualty, "he squirmed free");
}

// --- 5. A turnover ends the Actions, not the turn: team re-rolls still reach its rolls ---

/// A turnover stops the coach's Actions "that turn"; the ball still bounces, and only then
/// does the opponent's turn start (000:L449-L451). A team re-roll is for any roll of a player
/// of his team on the pitch "during their own turn" (000:L758), so the catch of the bouncing
/// ball by a team-mate may use the one not used this turn. Home #7 carries the ball from
/// (10,7) and fails his dodge to (9,7) (the re-roll declined); the ball bounces (D8 2, up) to
/// home #8 on (9,6), who fails the catch with a 1 and is offered the team re-roll.
#[test]
fn a_team_mate_catching_the_bounce_after_a_turnover_may_use_a_team_reroll_000_l451_l758() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (home(8), (9, 6)), (away(7), (11, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    assert!(offers(&g, Reroll::Team));
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some());
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[1, 2]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[rules::Die::D8(2)]);
    let catch = g.roll_prompt();
    assert_eq!(
        (catch.roll.as_ref(), catch.player),
        ("Catch", Some(home(8)))
    );
    g.d6(&[1]);
    assert!(offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
    let before = g.m.state().team(Side::Home).rerolls;
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(8)));
    assert_eq!(g.m.state().team(Side::Home).rerolls, before - 1);
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "the turnover still ends the turn"
    );
}

/// Still one team re-roll a turn (000:L758): used on the dodge, none is left for the catch.
#[test]
fn after_a_turnover_the_team_reroll_is_still_once_a_turn_000_l758() {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (home(8), (9, 6)), (away(7), (11, 7))]);
    g.ball(10, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[1]);
    keep(&mut g);
    g.d6(&[1, 2]);
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.roll_prompt().roll, "Catch");
    g.d6(&[1]);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
}

// --- 6. The team awarded a touchdown kicks (000:L816, L818) ---

/// Away kicked first, so home kicks the second half. Home's only player left is KO'd and
/// stays out on the half-time roll (a 1): home cannot set up, both Turn markers move on two
/// and away is awarded a touchdown (000:L818). Away is then "the scoring team", which kicks
/// when play restarts (000:L816): home's #1 comes back (a 4) and away sets up first to kick.
/// Keeping home as the kicking team would ask home to set up.
#[test]
fn the_team_awarded_a_touchdown_kicks_the_restart_000_l816_l818() {
    let mut g = Game::new();
    g.edit(Edit::RemovePlayer {
        player: home(1),
        to: DugoutBox::KnockedOut,
    });
    for n in 2..=12 {
        g.edit(Edit::RemovePlayer {
            player: home(n),
            to: DugoutBox::Casualty,
        });
    }
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    let ko = g.roll_prompt();
    assert_eq!(
        (ko.roll.as_ref(), ko.player),
        ("KO recovery", Some(home(1)))
    );
    let events = g.d6(&[1]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == EventKind::TouchdownAwarded { side: Side::Away }),
        "{}",
        text(&events)
    );
    let ko = g.roll_prompt();
    assert_eq!(
        (ko.roll.as_ref(), ko.player),
        ("KO recovery", Some(home(1)))
    );
    g.d6(&[4]);
    assert_eq!(g.m.state().kicking, Side::Away);
    assert_eq!(g.decider(), Side::Away, "the kicking team sets up first");
}

// --- 7. Shadowing's 2D6 is the mover's roll, in his own turn (004:L10544; 000:L758) ---

/// Away #7 (Shadowing, MA 5) on (11,7); home #7 (MA 6) on (10,7) dodges to (9,7) (a 6).
fn shadowed(home7: &[&str]) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Away, 7, "shadowing");
        for skill in home7 {
            give(s, Side::Home, 7, skill);
        }
    });
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    g.d6(&[6]);
    g.decide(Decision::Shadow {
        player: Some(away(7)),
    });
    assert_eq!(g.roll_prompt().roll, "Shadowing");
    g
}

/// "The opposing coach rolls 2D6 adding his own player's movement allowance" (004:L10544):
/// the mover's coach rolls it for his player in his own turn, so his team re-roll reaches it
/// (000:L758). 3+3 + 6 - 5 = 7, the shadower would follow; re-rolled 4+4: 9, he gets away.
#[test]
fn the_movers_team_rerolls_a_shadowing_roll_004_l10544_000_l758() {
    let mut g = shadowed(&[]);
    g.d6(&[3, 3]);
    assert!(offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Shadowing");
    g.d6(&[4, 4]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

/// Pro re-rolls "any one dice roll he has made" (004:L10461-L10465): the mover's Shadowing
/// 2D6 too. 2+2 + 1 = 5 re-rolled (Pro D6 4) to 5+5: 11, he gets away.
#[test]
fn the_movers_pro_rerolls_a_shadowing_roll_004_l10461_l10544() {
    let mut g = shadowed(&["pro"]);
    g.d6(&[2, 2]);
    assert!(offers(&g, Reroll::Skill(RerollSkill::Pro)));
    g.decide(Decision::Reroll(Reroll::Skill(RerollSkill::Pro)));
    g.d6(&[4]);
    g.d6(&[5, 5]);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

/// A roll the mover gets away with asks nothing: 4+4 + 1 = 9, no re-roll offered, the Move
/// Action goes on.
#[test]
fn a_shadowing_roll_the_mover_gets_away_with_offers_no_reroll_004_l10551() {
    let mut g = shadowed(&[]);
    g.d6(&[4, 4]);
    assert!(!offers(&g, Reroll::Team), "{:#?}", g.m.prompt());
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}
