//! Special Play cards of Miscellaneous Mayhem and Magical Memorabilia ruled in the step they
//! hook: the block dice (Knuckledusters), who may declare an Action (Ego Trip), a first Block
//! or Blitz (Bob's Biffin' Helmet), the Foul and the Injury roll (Spranley's Cup), the KO
//! recovery roll (Pampered Players), a player's traits and re-rolls (Nuffle's Blessings), a
//! half's Pro (The Early Bird), the team's ST for a turn (Get'em Lads!), the touchdown (It's All
//! To Play For) and a fumbled ball (Agrablag's Ball of Pain). Each test names the card, cites its title line, and its
//! dice tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, BlockFace, Decision, DugoutBox, Edit, Input, Place, Prompt, Side, Stance};

fn st(g: &Game, id: rules::PlayerId) -> u8 {
    g.m.state().player(id).expect("player").profile.st
}

fn declare_refused(g: &mut Game, id: rules::PlayerId, action: ActionKind) -> bool {
    let offered = g
        .decision_options()
        .contains(&Decision::Declare { player: id, action });
    let refused = g
        .try_apply(Input::Decide(Decision::Declare { player: id, action }))
        .is_err();
    assert_eq!(offered, !refused, "the options and the refusal agree");
    refused
}

/// Keeps the dice rolled, if a re-roll is offered.
fn keep_dice(g: &mut Game) {
    if g.decision_options()
        .contains(&Decision::Reroll(rules::Reroll::Keep))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
}

// --- Knuckledusters (004:L5242-L5262) ---

#[test]
fn knuckledusters_his_own_pick_may_turn_attacker_down_into_defender_down_004_l5242() {
    let mut g = card_game(&[Card::Knuckledusters], &[], &[]);
    play(&mut g, Card::Knuckledusters, Some(home(7)));
    // ST 3 against ST 3: one die, Attacker Down, which would knock him down.
    g.only(&[(home(7), (10, 5)), (away(7), (11, 5))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    g.block_dice(&[BlockFace::AttackerDown]);
    keep_dice(&mut g);
    assert_eq!(g.decider(), Side::Home);
    let options = g.decision_options();
    assert!(options.contains(&Decision::ChooseBlockDie {
        face: BlockFace::DefenderDown
    }));
    assert!(options.contains(&Decision::ChooseBlockDie {
        face: BlockFace::AttackerDown
    }));
    g.decide(Decision::ChooseBlockDie {
        face: BlockFace::DefenderDown,
    });
    settle_push(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().player, Some(away(7)));
    assert!(g.m.state().player(home(7)).expect("him").is_standing());
    assert_eq!(g.turnover(), None);
}

#[test]
fn knuckledusters_every_die_turned_when_the_defender_picks_004_l5242() {
    let mut g = card_game(&[Card::Knuckledusters], &[], &[]);
    play(&mut g, Card::Knuckledusters, Some(home(7)));
    // ST 3 against a Black Orc's ST 4: two dice, the defender's coach picks; both turned.
    g.only(&[(home(7), (10, 5)), (away(3), (11, 5))]);
    g.block(
        home(7),
        away(3),
        &[BlockFace::AttackerDown, BlockFace::BothDown],
    );
    settle_push(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    assert_eq!(g.roll_prompt().player, Some(away(3)));
    assert!(g.m.state().player(home(7)).expect("him").is_standing());
    g.d6(&[1, 1]);
    // For this turn only.
    end_turn(&mut g);
    assert!(!g.m.state().cards.on(Side::Home, Card::Knuckledusters));
}

// --- Ego Trip (004:L5263-L5281) ---

#[test]
fn ego_trip_his_teams_first_action_or_none_every_turn_004_l5263() {
    let mut g = card_game(&[], &[Card::EgoTrip], &[]);
    // Played by the away team at the start of the home team's turn, on a home player.
    assert_eq!(offered(&g), Some(Card::EgoTrip));
    play(&mut g, Card::EgoTrip, Some(home(7)));
    g.only(&[(home(1), (5, 2)), (home(7), (5, 7))]);
    g.declare(home(1), ActionKind::Move);
    g.decide(Decision::EndAction);
    assert!(declare_refused(&mut g, home(7), ActionKind::Move));
    end_turn(&mut g);
    end_turn(&mut g);
    // The next turn, first: he may.
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(!declare_refused(&mut g, home(7), ActionKind::Move));
    g.decide(Decision::EndAction);
    // And a team-mate may follow him.
    g.declare(home(1), ActionKind::Move);
}

// --- Bob's Biffin' Helmet (004:L5588-L5608) ---

#[test]
fn bobs_biffin_helmet_first_block_plus_1_st_and_mighty_blow_004_l5588() {
    let mut g = at_setup(Card::BobsBiffinHelmet);
    assert_eq!(st(&g, home(7)), 3, "nothing until he blocks");
    // ST 3 + 1 against a Black Orc's ST 4: one die, not two against.
    g.only(&[(home(7), (10, 5)), (away(3), (11, 5))]);
    g.declare(home(7), ActionKind::Block);
    assert_eq!(st(&g, home(7)), 4);
    g.decide(Decision::Block { target: away(3) });
    assert_eq!(g.roll_prompt().dice.len(), 1);
    g.block_dice(&[BlockFace::DefenderDown]);
    keep_dice(&mut g);
    settle_push(&mut g);
    // AV 9: 4 + 5 = 9 holds, and Mighty Blow's +1 would break it: the coach is asked.
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[4, 5]);
    assert!(
        g.decision_options().contains(&Decision::UseSkill {
            skill: rules::Skill::MightyBlow,
            use_it: true
        }),
        "{:?}",
        g.decision_options()
    );
    g.decide(Decision::UseSkill {
        skill: rules::Skill::MightyBlow,
        use_it: false,
    });
    end_turn(&mut g);
    assert_eq!(st(&g, home(7)), 3);
    assert!(!has(&g, home(7), rules::Skill::MightyBlow));
    // Only the first time: his next Block is two dice against him again.
    end_turn(&mut g);
    g.only(&[(home(7), (10, 5)), (away(4), (11, 5))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(4) });
    assert_eq!(g.roll_prompt().dice.len(), 2);
}

// --- Spranley's Cup (004:L5673-L5694) ---

/// Home keeps Spranley's Cup for #7, away Bob's Biffin' Helmet for #1, both played as they
/// set up; then the home turn is over and away plays.
fn cup_and_helmet() -> Game {
    let mut g = kept(&[Card::SpranleysCup], &[Card::BobsBiffinHelmet]);
    for side in [Side::Away, Side::Home] {
        for (i, square) in formation(side).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
        let (card, on) = match side {
            Side::Away => (Card::BobsBiffinHelmet, away(1)),
            Side::Home => (Card::SpranleysCup, home(7)),
        };
        assert_eq!(offered(&g), Some(card));
        play(&mut g, card, Some(on));
    }
    g.quiet_kick_off();
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g
}

#[test]
fn spranleys_cup_no_foul_against_him_004_l5673() {
    let mut g = cup_and_helmet();
    g.only(&[(away(7), (11, 5)), (home(7), (10, 5)), (home(8), (10, 6))]);
    g.stance(home(7), Stance::Prone);
    g.stance(home(8), Stance::Prone);
    g.declare(away(7), ActionKind::Foul);
    let options = g.decision_options();
    assert!(!options.contains(&Decision::Foul { target: home(7) }));
    assert!(options.contains(&Decision::Foul { target: home(8) }));
    assert!(
        g.try_apply(Input::Decide(Decision::Foul { target: home(7) }))
            .is_err()
    );
}

#[test]
fn spranleys_cup_injury_roll_not_modified_004_l5673() {
    let mut g = cup_and_helmet();
    // The helmet's Mighty Blow, unused on an Armour roll that breaks AV 8 alone, would add 1
    // to the Injury roll: 3 + 4 = 7 Stunned, 8 KO'd.
    g.only(&[(away(1), (11, 5)), (home(7), (10, 5))]);
    // ST 3 + 1 against ST 3: two dice, his own coach's pick.
    g.block(
        away(1),
        home(7),
        &[BlockFace::DefenderDown, BlockFace::DefenderDown],
    );
    settle_push(&mut g);
    g.d6(&[5, 4]);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Injury");
    assert!(roll.modifiers.is_empty());
    assert!(roll.rerolls.is_empty());
    g.d6(&[3, 4]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(d) if d.options.iter().any(|o| matches!(o, Decision::UseSkill { .. })))
    );
    assert_eq!(
        g.m.state().player(home(7)).expect("him").stance(),
        Some(Stance::Stunned)
    );
}

// --- Pampered Players (004:L5193-L5214) ---

/// Home played Pampered Players at the start of the game; #7 is KO'd, the drive ends, and
/// his recovery roll is due.
fn pampered() -> Game {
    let mut g = card_game(&[Card::PamperedPlayers], &[], &[Card::PamperedPlayers]);
    g.edit(Edit::RemovePlayer {
        player: home(7),
        to: DugoutBox::KnockedOut,
    });
    g.score_with(home(1));
    let roll = g.roll_prompt();
    assert_eq!(roll.player, Some(home(7)));
    assert_eq!(roll.needs, Some(2));
    g
}

#[test]
fn pampered_players_ko_recovery_on_2_004_l5193() {
    let mut g = pampered();
    // 2 fails on the usual 4+.
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), Place::Reserves);
}

#[test]
fn pampered_players_a_1_then_1_3_refuses_to_play_004_l5193() {
    let mut g = pampered();
    g.d6(&[1]);
    let again = g.roll_prompt();
    assert!(
        again.purpose.contains("Pampered Players"),
        "{}",
        again.purpose
    );
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), Place::SentOff);
}

#[test]
fn pampered_players_a_1_then_4_stays_kod_004_l5193() {
    let mut g = pampered();
    g.d6(&[1]);
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
}

// --- Nuffle's Blessings (004:L5461-L5483) ---

/// Home keeps Luthor's Dazzling Wristguards (Bone-head among its skills) and Nuffle's
/// Blessings: the wristguards on #7 as home sets up, the blessing on him (or `blessed`) just
/// before the first kick-off.
fn wristguards_and_blessing(blessed: rules::PlayerId) -> Game {
    let mut g = kept(
        &[Card::LuthorsDazzlingWristguards, Card::NufflesBlessings],
        &[],
    );
    for side in [Side::Away, Side::Home] {
        for (i, square) in formation(side).into_iter().enumerate() {
            let number = u8::try_from(i + 1).expect("small");
            g.decide(Decision::Place {
                player: rules::PlayerId::new(side, number),
                square,
            });
        }
        g.decide(Decision::EndSetup);
    }
    assert_eq!(offered(&g), Some(Card::LuthorsDazzlingWristguards));
    play(&mut g, Card::LuthorsDazzlingWristguards, Some(home(7)));
    assert!(has(&g, home(7), rules::Skill::BoneHead));
    assert_eq!(offered(&g), Some(Card::NufflesBlessings));
    play(&mut g, Card::NufflesBlessings, Some(blessed));
    g.quiet_kick_off();
    g
}

#[test]
fn nuffles_blessings_no_bone_head_roll_004_l5461() {
    let mut g = wristguards_and_blessing(home(7));
    assert!(!has(&g, home(7), rules::Skill::BoneHead));
    // Hypnotic Gaze and Side Step, the wristguards' other skills, are not traits he is freed of.
    assert!(has(&g, home(7), rules::Skill::SideStep));
    g.only(&[(home(7), (10, 5))]);
    g.declare(home(7), ActionKind::Move);
    assert!(
        matches!(g.m.prompt(), Prompt::Decision(_)),
        "no Bone-head roll"
    );
}

#[test]
fn nuffles_blessings_bone_head_kept_on_another_player_004_l5461() {
    // The nearest wrong reading, the blessing on the team: on #8 it leaves #7 his Bone-head.
    let mut g = wristguards_and_blessing(home(8));
    g.only(&[(home(7), (10, 5))]);
    g.declare(home(7), ActionKind::Move);
    assert_eq!(g.roll_prompt().roll, "Bone-head");
}

#[test]
fn nuffles_blessings_no_reroll_for_him_004_l5461() {
    let mut g = wristguards_and_blessing(home(8));
    // A failed Dodge by the blessed #8: no team re-roll offered, though home has 4.
    g.only(&[(home(8), (10, 5)), (away(1), (11, 5))]);
    g.declare(home(8), ActionKind::Move);
    g.move_to(9, 4);
    let dodge = g.roll_prompt();
    assert_eq!(dodge.roll, "Dodge");
    assert!(dodge.rerolls.is_empty(), "{:?}", dodge.rerolls);
    g.d6(&[1]);
    assert!(g.turnover().is_some());
}

// --- The Early Bird (004:L5308-L5331) ---

fn early_bird(d6: u8) -> Game {
    let mut g = kept(&[Card::TheEarlyBird], &[]);
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::TheEarlyBird));
    play(&mut g, Card::TheEarlyBird, Some(home(7)));
    g.quiet_kick_off();
    assert!(has(&g, home(7), rules::Skill::Pro));
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.m.state().half, 2);
    assert!(
        !has(&g, home(7), rules::Skill::Pro),
        "for the first half only"
    );
    let roll = g.roll_prompt();
    assert!(roll.purpose.contains("Early Bird"), "{}", roll.purpose);
    g.d6(&[d6]);
    g
}

#[test]
fn the_early_bird_pro_for_the_first_half_then_1_3_kod_004_l5308() {
    let mut g = early_bird(3);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    // Not in time for the next drive: home sets up without him, no recovery roll asked.
    assert_eq!(g.decider(), Side::Home);
    assert!(
        g.try_apply(Input::Decide(Decision::Place {
            player: home(7),
            square: formation(Side::Home)[6],
        }))
        .is_err()
    );
}

#[test]
fn the_early_bird_4_fine_004_l5308() {
    let g = early_bird(4);
    assert_eq!(g.place_of(home(7)), Place::Reserves);
}

// --- Get'em Lads! (004:L5119-L5137) ---

/// Home holds Get'em Lads!; its first turn ends, and in away's turn a Blitzer knocks #7 down
/// with an Injury roll of `injury`; then away's turn ends.
fn getem_lads(injury: [u8; 2]) -> Game {
    let mut g = card_game(&[Card::GetemLads], &[], &[]);
    assert_eq!(offered(&g), None, "no player of the team injured yet");
    end_turn(&mut g);
    g.only(&[(away(1), (11, 5)), (home(7), (10, 5))]);
    g.block(away(1), home(7), &[BlockFace::DefenderDown]);
    settle_push(&mut g);
    g.d6(&[6, 6]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&injury);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g
}

#[test]
fn getem_lads_after_a_ko_every_player_plus_1_st_this_turn_004_l5119() {
    let mut g = getem_lads([4, 5]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    assert_eq!(offered(&g), Some(Card::GetemLads));
    assert_eq!(st(&g, home(1)), 3);
    play(&mut g, Card::GetemLads, None);
    assert_eq!(st(&g, home(1)), 4);
    assert_eq!(st(&g, home(11)), 4);
    assert_eq!(st(&g, away(1)), 3, "his own team only");
    end_turn(&mut g);
    assert_eq!(st(&g, home(1)), 3);
}

#[test]
fn getem_lads_not_after_a_stunned_004_l5119() {
    // Stunned is no injury: the card waits.
    let g = getem_lads([3, 4]);
    assert_eq!(offered(&g), None);
}

// --- It's All To Play For (004:L5333-L5352) ---

/// Home holds It's All To Play For, away leads by `lead`; the second half is played to the
/// start of home's turn `turn`, the card passed over before.
fn all_to_play_for(lead: u8, turn: u8) -> Game {
    let mut g = card_game(&[Card::ItsAllToPlayFor], &[], &[]);
    g.edit(Edit::SetScore {
        side: Side::Away,
        score: lead,
    });
    for _ in 0..16 {
        assert_eq!(offered(&g), None, "not in the first half");
        g.decide(Decision::EndTurn);
    }
    g.set_up_both();
    g.quiet_kick_off();
    // Away received: its turn first.
    while g.m.state().team(Side::Home).turn < turn || g.turn_side() != Some(Side::Home) {
        if offered(&g).is_some() {
            g.decide(Decision::Done);
        }
        g.decide(Decision::EndTurn);
    }
    g
}

#[test]
fn its_all_to_play_for_the_next_touchdown_equalises_004_l5333() {
    let mut g = all_to_play_for(3, 5);
    assert_eq!(offered(&g), Some(Card::ItsAllToPlayFor));
    play(&mut g, Card::ItsAllToPlayFor, None);
    let t = text(&g.score_with(home(1)));
    assert!(t.contains("It's All To Play For"), "{t}");
    assert_eq!(g.m.state().team(Side::Home).score, 3, "3-3, not 1-3");
    assert_eq!(g.m.state().team(Side::Away).score, 3);
    assert!(
        !g.m.state().cards.on(Side::Home, Card::ItsAllToPlayFor),
        "spent"
    );
}

#[test]
fn its_all_to_play_for_not_before_the_5th_turn_nor_when_level_004_l5333() {
    let g = all_to_play_for(3, 4);
    assert_eq!(offered(&g), None, "turn 4");
    let g = all_to_play_for(0, 5);
    assert_eq!(offered(&g), None, "not behind");
}

// --- Agrablag's Ball of Pain (004:L5545-L5565) ---

#[test]
fn agrablags_ball_of_pain_a_failed_pick_up_is_stabbed_004_l5545() {
    // Away kicks, and plays the card at the start of the drive.
    let mut g = card_game(
        &[],
        &[Card::AgrablagsBallOfPain],
        &[Card::AgrablagsBallOfPain],
    );
    assert!(g.m.state().cards.on(Side::Away, Card::AgrablagsBallOfPain));
    g.only(&[(home(7), (9, 5))]);
    g.ball(10, 5);
    g.declare(home(7), ActionKind::Move);
    g.move_to(10, 5);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    keep_dice(&mut g);
    // The Stab's Armour roll first, unmodified: 5 + 4 beats AV 8.
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert_eq!(armour.player, Some(home(7)));
    assert!(armour.modifiers.is_empty());
    g.d6(&[5, 4]);
    assert_eq!(g.roll_prompt().roll, "Injury");
    g.d6(&[4, 5]);
    assert_eq!(g.place_of(home(7)), Place::KnockedOut);
    // Then the ball bounces.
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

#[test]
fn agrablags_ball_of_pain_armour_holds_nothing_more_004_l5545() {
    let mut g = card_game(
        &[],
        &[Card::AgrablagsBallOfPain],
        &[Card::AgrablagsBallOfPain],
    );
    g.only(&[(home(7), (9, 5))]);
    g.ball(10, 5);
    g.declare(home(7), ActionKind::Move);
    g.move_to(10, 5);
    g.d6(&[1]);
    keep_dice(&mut g);
    // 4 + 4 does not beat AV 8: he stays on his feet.
    g.d6(&[4, 4]);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    assert!(g.m.state().player(home(7)).expect("him").is_standing());
}
