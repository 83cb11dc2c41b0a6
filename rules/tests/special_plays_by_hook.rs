//! Special Play cards ruled in the step they hook (004:L4783-L6456): a player's MA or ST
//! changed (Burst of Speed, Fancy Footwork, Gruk the Bear's Gauntlets), a card's own roll
//! (Spiked Sports Drink, Magic Sponge), the kick's scatter (Badyear Git), the Armour roll
//! (Zug's Jersey, Hightower's Lucky Sock, Foulest of Fouls), FAME on the Kick-off table (Golden
//! Boy, Everyone's an Expert…), team re-rolls (Bet the House), the pass (Perfect Throw), the
//! interception (Unlikely Interception) and the turn's Actions (All-Out Blitz). Each test names
//! the card, cites its title line, and its dice tell the card's reading from the nearest wrong
//! one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Ball, BlockFace, Decision, DugoutBox, Edit, Prompt, Side, Skill, Stance};

fn ma(g: &Game, id: rules::PlayerId) -> u8 {
    g.m.state().player(id).expect("player").profile.ma
}

fn st(g: &Game, id: rules::PlayerId) -> u8 {
    g.m.state().player(id).expect("player").profile.st
}

fn at_rest(g: &Game) -> bool {
    matches!(g.m.prompt(), Prompt::Decision(_))
}

// --- MA and ST ---

#[test]
fn burst_of_speed_plus_1_ma_and_sprint_for_the_turn_004_l5941() {
    let mut g = card_game(&[Card::BurstOfSpeed], &[], &[]);
    assert_eq!(ma(&g, home(7)), 6);
    play(&mut g, Card::BurstOfSpeed, Some(home(7)));
    assert_eq!(ma(&g, home(7)), 7);
    g.only(&[(home(7), (5, 5))]);
    g.declare(home(7), ActionKind::Move);
    // Seven squares with no Go For It: the seventh is his MA now.
    for x in 6..=12 {
        g.move_to(x, 5);
        assert!(at_rest(&g), "square {x} asked a roll");
    }
    // Then three Go For It, the third by Sprint.
    for x in 13..=15 {
        g.move_to(x, 5);
        assert_eq!(g.roll_prompt().roll, "Go For It", "square {x}");
        g.d6(&[6]);
    }
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    assert_eq!(ma(&g, home(7)), 6);
    assert!(!has(&g, home(7), Skill::Sprint));
}

#[test]
fn fancy_footwork_minus_2_ma_and_plus_1_to_dodge_004_l5815() {
    let mut g = card_game(&[Card::FancyFootwork], &[], &[]);
    play(&mut g, Card::FancyFootwork, Some(home(7)));
    assert_eq!(ma(&g, home(7)), 4);
    g.only(&[(home(7), (10, 5)), (away(1), (11, 5))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 4);
    // AG3: 4+, +1 for dodging, +1 from the card: 2+ (3+ without it).
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Dodge");
    assert_eq!(roll.needs, Some(2));
    g.d6(&[2]);
    for x in [8, 7, 6] {
        g.move_to(x, 4);
        assert!(at_rest(&g));
    }
    // The fifth square is beyond MA 4.
    g.move_to(5, 4);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[6]);
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    assert_eq!(ma(&g, home(7)), 6);
}

#[test]
fn gruks_gauntlets_plus_1_st_for_the_drive_then_minus_1_for_the_game_004_l5527() {
    let mut g = at_setup(Card::GruksGauntlets);
    assert_eq!(st(&g, home(7)), 4);
    end_turn(&mut g);
    assert_eq!(st(&g, home(7)), 4, "it lasts the drive, not the turn");
    g.score_with(away(1));
    // Drained: 3 - 1, not back to 3.
    assert_eq!(st(&g, home(7)), 2);
    g.set_up_both();
    g.quiet_kick_off();
    assert_eq!(st(&g, home(7)), 2);
}

// --- a card's own roll ---

fn spiked(d6: u8) -> Game {
    let mut g = kept(&[Card::SpikedSportsDrink], &[]);
    g.set_up_both();
    // After both set-ups, before the ball is placed.
    assert_eq!(offered(&g), Some(Card::SpikedSportsDrink));
    play(&mut g, Card::SpikedSportsDrink, Some(away(7)));
    g.d6(&[d6]);
    assert!(
        g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::KickTo { .. })),
        "the kick follows"
    );
    g
}

#[test]
fn spiked_sports_drink_on_a_1_jump_up_and_no_hands_for_the_drive_004_l6409() {
    let mut g = spiked(1);
    assert!(has(&g, away(7), Skill::JumpUp) && has(&g, away(7), Skill::NoHands));
    assert!(!has(&g, away(7), Skill::ReallyStupid));
    g.quiet_kick_off();
    g.score_with(home(1));
    assert!(!has(&g, away(7), Skill::JumpUp) && !has(&g, away(7), Skill::NoHands));
}

#[test]
fn spiked_sports_drink_on_a_2_nothing_on_a_3_really_stupid_004_l6409() {
    let g = spiked(2);
    for skill in [Skill::JumpUp, Skill::NoHands, Skill::ReallyStupid] {
        assert!(!has(&g, away(7), skill), "{skill:?}");
    }
    let mut g = spiked(3);
    assert!(has(&g, away(7), Skill::ReallyStupid));
    assert!(!has(&g, away(7), Skill::NoHands));
    g.quiet_kick_off();
    g.score_with(home(1));
    assert!(!has(&g, away(7), Skill::ReallyStupid));
}

fn sponge(d6: u8) -> Game {
    let mut g = card_game(&[Card::MagicSponge], &[], &[]);
    g.edit(Edit::RemovePlayer {
        player: home(7),
        to: DugoutBox::Casualty,
    });
    g.score_with(home(1));
    // After the drive: played on a player of the Dead & Injured box, and only on one.
    assert_eq!(offered(&g), Some(Card::MagicSponge));
    let on: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|o| match o {
            Decision::PlayCard { player, .. } => Some(player),
            _ => None,
        })
        .collect();
    assert_eq!(on, [Some(home(7))]);
    play(&mut g, Card::MagicSponge, Some(home(7)));
    g.d6(&[d6]);
    g
}

#[test]
fn magic_sponge_on_a_2_back_to_the_reserves_004_l4984() {
    let g = sponge(2);
    assert_eq!(g.place_of(home(7)), rules::Place::Reserves);
}

#[test]
fn magic_sponge_on_a_1_fails_004_l4984() {
    let g = sponge(1);
    assert_eq!(g.place_of(home(7)), rules::Place::Casualty);
}

// --- the kick ---

#[test]
fn badyear_git_the_kick_scatters_2d6_squares_004_l5056() {
    let mut g = kept(&[Card::BadyearGit], &[]);
    g.set_up_both();
    assert_eq!(offered(&g), None, "not before the ball is placed");
    g.decide(Decision::KickTo { square: sq(3, 3) });
    // The ball placed, before the scatter: the home (receiving) coach plays it.
    assert_eq!(offered(&g), Some(Card::BadyearGit));
    play(&mut g, Card::BadyearGit, None);
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.len(), 3, "a D8 and 2D6");
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1), rules::Die::D6(2)]);
    // 1 + 2 = 3 squares (a single D6 would be 1 or 2).
    let Ball::InAir(to) = g.m.state().ball else {
        panic!("the kick is in the air: {:?}", g.m.state().ball);
    };
    let far = (i32::from(to.x()) - 3)
        .abs()
        .max((i32::from(to.y()) - 3).abs());
    assert_eq!(far, 3, "{to}");
}

// --- the Armour roll ---

#[test]
fn zugs_jersey_no_modifier_on_the_armour_roll_004_l5609() {
    let mut g = at_setup(Card::ZugsJersey);
    end_turn(&mut g);
    g.only(&[(away(1), (9, 7)), (home(7), (10, 7)), (away(2), (11, 7))]);
    g.stance(home(7), Stance::Prone);
    g.declare(away(1), ActionKind::Foul);
    g.decide(Decision::Foul { target: home(7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    // 5 + 3 = 8 against AV 8: the assist's +1 would break it.
    let t = text(&g.d6(&[5, 3]));
    assert!(t.contains("does not beat AV 8"), "{t}");
    assert!(t.contains("Zug's Jersey"), "{t}");
    assert!(!matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Injury"));
}

#[test]
fn hightowers_lucky_sock_first_broken_armour_no_injury_roll_004_l5715() {
    let mut g = at_setup(Card::HightowersLuckySock);
    end_turn(&mut g);
    g.only(&[(away(1), (11, 5)), (home(7), (10, 5))]);
    g.block(away(1), home(7), &[BlockFace::DefenderDown]);
    settle_push(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    let t = text(&g.d6(&[6, 6]));
    assert!(t.contains("Lucky Sock"), "{t}");
    assert!(!matches!(g.m.prompt(), Prompt::Roll(r) if r.roll == "Injury"));
    let p = g.m.state().player(home(7)).expect("player");
    assert_eq!(p.stance(), Some(Stance::Prone));
    // Only the first time.
    g.only(&[(away(2), (11, 5)), (home(7), (10, 5))]);
    g.block(away(2), home(7), &[BlockFace::DefenderDown]);
    settle_push(&mut g);
    g.d6(&[6, 6]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}

// --- the turn's Actions ---

#[test]
fn all_out_blitz_two_blitz_actions_this_turn_004_l6215() {
    let mut g = card_game(&[Card::AllOutBlitz], &[], &[]);
    play(&mut g, Card::AllOutBlitz, None);
    g.only(&[(home(1), (5, 2)), (home(2), (5, 7)), (home(3), (5, 12))]);
    for blitzer in [home(1), home(2)] {
        g.declare(blitzer, ActionKind::Blitz);
        g.decide(Decision::EndAction);
    }
    // A third is one too many.
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Declare {
            player: home(3),
            action: ActionKind::Blitz
        }))
        .is_err()
    );
    // The next home turn has one Blitz again.
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.only(&[(home(1), (5, 2)), (home(2), (5, 7))]);
    g.declare(home(1), ActionKind::Blitz);
    g.decide(Decision::EndAction);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Declare {
            player: home(2),
            action: ActionKind::Blitz
        }))
        .is_err()
    );
}

// --- the Foul ---

/// Home's turn, Foulest of Fouls played: #7 fouls the Prone Orc #3; the Armour roll asked.
fn foulest() -> Game {
    let mut g = card_game(&[Card::FoulestOfFouls], &[], &[]);
    play(&mut g, Card::FoulestOfFouls, None);
    g.only(&[(home(7), (9, 7)), (away(3), (10, 7))]);
    g.stance(away(3), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g
}

#[test]
fn foulest_of_fouls_the_armour_breaks_and_is_no_double_004_l6348() {
    let mut g = foulest();
    // Double 1s: 2 against AV 9 would hold and send him off.
    g.d6(&[1, 1]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[3, 4]);
    assert_ne!(g.place_of(home(7)), rules::Place::SentOff);
    assert_eq!(g.turnover(), None);
}

#[test]
fn foulest_of_fouls_a_double_on_the_injury_roll_still_sends_him_off_004_l6348() {
    let mut g = foulest();
    g.d6(&[2, 5]);
    let t = text(&g.d6(&[2, 2]));
    assert!(t.contains("sent off") || t.contains("Sent off"), "{t}");
}

// --- FAME and the Kick-off table ---

#[test]
fn golden_boy_fame_2_while_he_is_on_the_pitch_004_l5962() {
    let mut g = kept(&[Card::GoldenBoy], &[]);
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::GoldenBoy));
    assert_eq!(g.m.state().kick_off_fame(Side::Home), 0);
    play(&mut g, Card::GoldenBoy, Some(home(7)));
    assert_eq!(g.m.state().kick_off_fame(Side::Home), 2);
    // The opponent's FAME is his own.
    assert_eq!(g.m.state().kick_off_fame(Side::Away), 0);
    g.edit(Edit::RemovePlayer {
        player: home(7),
        to: DugoutBox::Reserves,
    });
    assert_eq!(g.m.state().kick_off_fame(Side::Home), 0);
}

#[test]
fn everyones_an_expert_wins_cheering_fans_whatever_the_dice_004_l4897() {
    let mut g = kept(&[Card::EveryonesAnExpert], &[]);
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::EveryonesAnExpert));
    play(&mut g, Card::EveryonesAnExpert, None);
    let (home_before, away_before) = (
        g.m.state().team(Side::Home).rerolls,
        g.m.state().team(Side::Away).rerolls,
    );
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    // 3 + 3: Cheering Fans. Home's D3 1 against away's D3 3: home still wins it alone.
    g.d6(&[3, 3]);
    g.d6(&[1]);
    g.d6(&[6]);
    assert_eq!(g.m.state().team(Side::Home).rerolls, home_before + 1);
    assert_eq!(g.m.state().team(Side::Away).rerolls, away_before);
}

// --- team re-rolls ---

/// Bet the House played at the first kick-off, its D6 `d6`: home's team re-rolls before and
/// after.
fn bet(d6: u8) -> (u8, u8) {
    let mut g = kept(&[Card::BetTheHouse], &[]);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    let before = g.m.state().team(Side::Home).rerolls;
    play(&mut g, Card::BetTheHouse, None);
    g.d6(&[d6]);
    (before, g.m.state().team(Side::Home).rerolls)
}

#[test]
fn bet_the_house_1_3_loses_the_gambled_reroll_4_5_one_more_6_two_more_004_l5425() {
    let (before, after) = bet(3);
    assert!(before >= 1);
    assert_eq!(after, before - 1);
    let (before, after) = bet(4);
    assert_eq!(after, before + 1);
    let (before, after) = bet(6);
    assert_eq!(after, before + 2);
}

#[test]
fn bet_the_house_needs_a_team_reroll_to_gamble_004_l5425() {
    let mut g = kept(&[Card::BetTheHouse], &[]);
    g.set_up_both();
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[rules::Die::D8(2), rules::Die::D6(1)]);
    assert_eq!(offered(&g), None);
    assert_eq!(g.roll_prompt().roll, "Kick-off table");
}

// --- the pass and the interception ---

#[test]
fn perfect_throw_no_range_modifier_004_l5750() {
    let mut g = card_game(&[Card::PerfectThrow], &[], &[]);
    g.only(&[(home(5), (5, 7)), (home(3), (15, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(15, 7),
        range: None,
    });
    // Before the roll, the thrower's coach plays it.
    assert_eq!(offered(&g), Some(Card::PerfectThrow));
    play(&mut g, Card::PerfectThrow, None);
    // A Long Pass, AG3: 4+, not the -1 of its range (5+).
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Pass");
    assert_eq!(roll.needs, Some(4));
}

#[test]
fn unlikely_interception_succeeds_on_3_whatever_the_modifiers_004_l5800() {
    let mut g = card_game(&[], &[Card::UnlikelyInterception], &[]);
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
    assert_eq!(offered(&g), Some(Card::UnlikelyInterception));
    assert_eq!(g.decider(), Side::Away);
    play(&mut g, Card::UnlikelyInterception, None);
    // AG3 4+, -2, -1 for home #4's Tackle Zone would need a 6: 3+ with the card.
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Interception");
    assert_eq!(roll.needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
}

/// Perfect Throw ignores every modifier of the distance (004:L5750-L5762); Gloomy's further -1
/// on a Long Pass is one (004:L1533-L1536): the AG 3 Long Pass needs 4+, not the 5+ of
/// taking the band away alone (or the 6+ without the card).
#[test]
fn perfect_throw_takes_gloomys_long_pass_minus_1_too_004_l5750_l1533() {
    let m = common::scripts::replay(
        "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n",
        include_str!("data/perfect-throw-gloomy.jsonl"),
    );
    let rules::Prompt::Roll(r) = m.prompt() else {
        panic!("the Pass roll: {:#?}", m.prompt());
    };
    assert_eq!(r.roll, "Pass");
    assert_eq!(r.needs, Some(4));
}
