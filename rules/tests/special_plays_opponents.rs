//! Special Play cards that act on the opposing team's players and re-rolls: Heckler (an
//! opposing player may use no skill but those that must be used, 004:L4860-L4879) and Heel
//! Turn (+2 to an Armour roll for an opposing player, a Reserve to the End Zone, or the
//! opponent's team re-roll cancelled, 004:L5216-L5240). Each test names the card, cites its
//! title line, and its dice or board tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{
    ActionKind, BlockFace, Decision, DugoutBox, Edit, Place, Prompt, Reroll, Side, Skill, Stance,
};

// --- Heckler (004:L4860-L4879) ---

/// Home's first turn: home #1 (a Human Blitzer, Block) at 10,5 next to away #1 (an Orc
/// Blitzer, Block) at 11,5; home plays Heckler on away #1.
fn heckled() -> Game {
    let mut g = card_game(&[Card::Heckler], &[], &[]);
    assert_eq!(offered(&g), Some(Card::Heckler));
    g.only(&[(home(1), (10, 5)), (away(1), (11, 5))]);
    assert!(has(&g, away(1), Skill::Block));
    let said = play(&mut g, Card::Heckler, Some(away(1)));
    assert!(said.contains("Heckler"), "{said}");
    g
}

#[test]
fn heckler_his_block_does_not_save_him_from_both_down_004_l4860() {
    let mut g = heckled();
    // Both Down: the attacker's Block keeps him up; the heckled Blitzer's Block may not be
    // used, so he falls. Without the card both stay standing.
    g.block(home(1), away(1), &[BlockFace::BothDown]);
    assert_eq!(g.place_of(home(1)), on(sq(10, 5), Stance::Standing));
    assert!(
        !matches!(
            g.place_of(away(1)),
            rules::Place::Pitch {
                stance: Stance::Standing,
                ..
            }
        ),
        "{:?}",
        g.place_of(away(1))
    );
}

#[test]
fn heckler_lasts_through_the_opponents_turn_until_the_start_of_yours_004_l4860() {
    let mut g = heckled();
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    // The opponent's turn: still no Block (the skills he would use in it are gone too).
    assert!(!has(&g, away(1), Skill::Block));
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    // The start of the heckling team's next turn: his skills are his again.
    assert!(has(&g, away(1), Skill::Block));
}

// --- Heel Turn (004:L5216-L5240) ---

/// Home holds Heel Turn; home #1 (a Human Blitzer) knocks down away #1 (an Orc Blitzer, AV 9)
/// with a Pow; the Armour roll for away #1 is `armour`.
fn heel_turn_armour(armour: [u8; 2]) -> Game {
    let mut g = card_game(&[Card::HeelTurn], &[], &[]);
    // Eleven home players on the pitch: its start-of-turn way has no room.
    assert_eq!(offered(&g), None);
    g.only(&[(home(1), (10, 5)), (away(1), (11, 5))]);
    g.block(home(1), away(1), &[BlockFace::DefenderDown]);
    settle_push(&mut g);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&armour);
    g
}

fn next_roll(g: &Game) -> Option<String> {
    match g.m.prompt() {
        Prompt::Roll(r) => Some(r.roll.to_string()),
        _ => None,
    }
}

#[test]
fn heel_turn_adds_2_to_an_armour_roll_for_an_enemy_after_it_is_made_004_l5216() {
    // 4 + 4 = 8 against AV 9: not broken; played after the roll, +2 makes 10, broken.
    let mut g = heel_turn_armour([4, 4]);
    assert_eq!(offered(&g), Some(Card::HeelTurn));
    assert_eq!(g.decider(), Side::Home);
    let said = play(&mut g, Card::HeelTurn, None);
    assert!(said.contains("Heel Turn"), "{said}");
    assert_eq!(next_roll(&g).as_deref(), Some("Injury"), "{said}");
}

#[test]
fn heel_turn_adds_2_not_more_004_l5216() {
    // 3 + 4 = 7, +2 = 9 against AV 9: still not broken (+3 would break it).
    let mut g = heel_turn_armour([3, 4]);
    play(&mut g, Card::HeelTurn, None);
    assert_ne!(next_roll(&g).as_deref(), Some("Injury"));
    assert!(matches!(
        g.place_of(away(1)),
        Place::Pitch {
            stance: Stance::Prone,
            ..
        }
    ));
}

#[test]
fn heel_turn_kept_when_the_armour_roll_is_left_alone_004_l5216() {
    let mut g = heel_turn_armour([4, 4]);
    g.decide(Decision::Done);
    assert_ne!(next_roll(&g).as_deref(), Some("Injury"));
    assert_eq!(g.m.state().cards.held[0][0].card, Card::HeelTurn);
}

#[test]
fn heel_turn_not_offered_on_an_armour_roll_for_its_own_player_004_l5216() {
    let mut g = card_game(&[Card::HeelTurn], &[], &[]);
    g.only(&[(home(7), (10, 5)), (away(1), (11, 5))]);
    // Home #7, a Lineman without Block, blocks and falls: his own Armour roll.
    g.block(home(7), away(1), &[BlockFace::AttackerDown]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[2, 2]);
    assert_eq!(offered(&g), None);
}

#[test]
fn heel_turn_moves_a_reserve_to_an_end_zone_square_out_of_enemy_tackle_zones_004_l5216() {
    let mut g = card_game(&[Card::HeelTurn], &[], &[]);
    // Ten home players on the pitch; away #1 stands at 1,7, his Tackle Zone on 0,6-0,8 of the
    // home End Zone.
    g.edit(Edit::RemovePlayer {
        player: home(11),
        to: DugoutBox::Reserves,
    });
    g.edit(Edit::PlacePlayer {
        player: away(1),
        square: sq(1, 7),
        stance: Stance::Standing,
    });
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(offered(&g), Some(Card::HeelTurn));
    play(&mut g, Card::HeelTurn, Some(home(12)));
    let squares: Vec<(u8, u8)> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::MovePlayer { player, to } if player == home(12) => Some((to.x(), to.y())),
            _ => None,
        })
        .collect();
    // The home End Zone's 15 squares but the three in his Tackle Zone.
    assert_eq!(squares.len(), 12, "{squares:?}");
    assert!(
        squares
            .iter()
            .all(|&(x, y)| x == 0 && !(6..=8).contains(&y)),
        "{squares:?}"
    );
    assert!(
        g.try_apply(rules::Input::Decide(Decision::MovePlayer {
            player: home(12),
            to: sq(0, 7),
        }))
        .is_err()
    );
    g.decide(Decision::MovePlayer {
        player: home(12),
        to: sq(0, 3),
    });
    assert_eq!(g.place_of(home(12)), on(sq(0, 3), Stance::Standing));
}

#[test]
fn heel_turn_cancels_the_opponents_team_reroll_which_is_still_spent_004_l5216() {
    let mut g = card_game(&[Card::HeelTurn], &[], &[]);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.only(&[(away(7), (10, 5)), (home(7), (11, 5))]);
    let rerolls = g.m.state().team(Side::Away).rerolls;
    assert!(rerolls > 0);
    // Away #7 dodges away from home #7 and fails on a 1.
    g.declare(away(7), ActionKind::Move);
    g.move_to(9, 5);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    // Home may cancel it now, before it is rolled.
    assert_eq!(offered(&g), Some(Card::HeelTurn));
    assert_eq!(g.decider(), Side::Home);
    let said = play(&mut g, Card::HeelTurn, None);
    // The re-roll is spent, and the failed Dodge stands: he falls.
    assert_eq!(g.m.state().team(Side::Away).rerolls, rerolls - 1);
    assert!(said.contains("spent and not used"), "{said}");
    assert_eq!(next_roll(&g).as_deref(), Some("Armour"), "{said}");
    assert_eq!(g.place_of(away(7)), on(sq(9, 5), Stance::Prone));
}

#[test]
fn heel_turn_left_alone_the_team_reroll_is_rolled_004_l5216() {
    let mut g = card_game(&[Card::HeelTurn], &[], &[]);
    end_turn(&mut g);
    g.only(&[(away(7), (10, 5)), (home(7), (11, 5))]);
    g.declare(away(7), ActionKind::Move);
    g.move_to(9, 5);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    g.decide(Decision::Done);
    assert_eq!(next_roll(&g).as_deref(), Some("Dodge"));
    g.d6(&[6]);
    assert_eq!(g.place_of(away(7)), on(sq(9, 5), Stance::Standing));
}
