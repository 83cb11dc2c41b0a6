//! Special Play cards played at the start of the team's own turn (004:L6099-L6121,
//! L6314-L6330): Spot the Sneak (a Reserve set up in the End Zone, Move only) and Kingmaker
//! Play (one player acts first, his coach choosing his dice, then a turnover). Each test names
//! the card, cites its title line, and its dice or board tell the card's reading from the
//! nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, BlockFace, Decision, Place, Prompt, Side, Stance};

// --- Spot the Sneak (004:L6314-L6330) ---

/// Home's first turn: home plays Spot the Sneak on #12, a Lineman in Reserves, and rolls `d6`.
fn sneak(d6: u8) -> Game {
    let mut g = card_game(&[Card::SpotTheSneak], &[], &[]);
    assert_eq!(offered(&g), Some(Card::SpotTheSneak));
    assert_eq!(g.place_of(home(12)), Place::Reserves);
    play(&mut g, Card::SpotTheSneak, Some(home(12)));
    assert_eq!(g.roll_prompt().dice.len(), 1, "one D6");
    g.d6(&[d6]);
    g
}

fn squares_offered(g: &Game) -> Vec<(u8, u8)> {
    g.decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::MovePlayer { player, to } if player == home(12) => Some((to.x(), to.y())),
            _ => None,
        })
        .collect()
}

#[test]
fn spot_the_sneak_a_4_sets_him_up_in_his_own_end_zone_only_004_l6314() {
    let mut g = sneak(4);
    let squares = squares_offered(&g);
    // Every empty square of the home End Zone (x = 0, 15 rows), and nothing else: not his
    // half, not the End Zone he scores in.
    assert_eq!(squares.len(), 15, "{squares:?}");
    assert!(squares.iter().all(|&(x, _)| x == 0), "{squares:?}");
    assert!(
        g.try_apply(rules::Input::Decide(Decision::MovePlayer {
            player: home(12),
            to: sq(5, 7),
        }))
        .is_err(),
        "a square of his half outside the End Zone"
    );
    g.decide(Decision::MovePlayer {
        player: home(12),
        to: sq(0, 7),
    });
    assert_eq!(g.place_of(home(12)), on(sq(0, 7), Stance::Standing));
    // Twelve home players on the pitch for the rest of the drive.
    let on_pitch =
        g.m.state()
            .players
            .iter()
            .filter(|p| p.id.side == Side::Home && p.square().is_some())
            .count();
    assert_eq!(on_pitch, 12);
}

#[test]
fn spot_the_sneak_a_6_on_a_pitch_without_trapdoors_is_still_the_end_zone_004_l6314() {
    // The 2016 pitch has no trapdoor squares: a 5-6 adds none.
    let g = sneak(6);
    let squares = squares_offered(&g);
    assert_eq!(squares.len(), 15, "{squares:?}");
    assert!(squares.iter().all(|&(x, _)| x == 0), "{squares:?}");
}

#[test]
fn spot_the_sneak_he_may_act_this_turn_but_only_with_a_move_action_004_l6314() {
    let mut g = sneak(2);
    g.decide(Decision::MovePlayer {
        player: home(12),
        to: sq(0, 7),
    });
    let mine: Vec<ActionKind> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::Declare { player, action } if player == home(12) => Some(action),
            _ => None,
        })
        .collect();
    assert_eq!(mine, vec![ActionKind::Move]);
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Declare {
            player: home(12),
            action: ActionKind::Blitz,
        }))
        .is_err()
    );
    g.declare(home(12), ActionKind::Move);
    g.move_to(1, 7);
    assert_eq!(g.place_of(home(12)), on(sq(1, 7), Stance::Standing));
}

#[test]
fn spot_the_sneak_his_move_only_lasts_the_turn_004_l6314() {
    let mut g = sneak(3);
    g.decide(Decision::MovePlayer {
        player: home(12),
        to: sq(0, 7),
    });
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(g.decision_options().contains(&Decision::Declare {
        player: home(12),
        action: ActionKind::Blitz,
    }));
}

// --- Kingmaker Play (004:L6099-L6121) ---

/// Home's first turn: home #7 at 10,5 next to away #1 at 11,5; home #8 at 5,5; Kingmaker
/// Play played on #7.
fn kingmaker() -> Game {
    let mut g = card_game(&[Card::KingmakerPlay], &[], &[]);
    assert_eq!(offered(&g), Some(Card::KingmakerPlay));
    g.only(&[(home(7), (10, 5)), (home(8), (5, 5)), (away(1), (11, 5))]);
    play(&mut g, Card::KingmakerPlay, Some(home(7)));
    g
}

#[test]
fn kingmaker_play_his_action_comes_first_004_l6099() {
    let mut g = kingmaker();
    assert!(
        !g.decision_options().iter().any(|d| matches!(
            d,
            Decision::Declare { player, .. } if *player == home(8)
        )),
        "no team-mate acts before him"
    );
    assert!(
        g.try_apply(rules::Input::Decide(Decision::Declare {
            player: home(8),
            action: ActionKind::Move,
        }))
        .is_err()
    );
    g.declare(home(7), ActionKind::Move);
}

#[test]
fn kingmaker_play_his_coach_chooses_his_dice_and_a_turnover_follows_his_action_004_l6099() {
    let mut g = kingmaker();
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 5);
    let dodge = g.roll_prompt();
    assert_eq!(dodge.roll, "Dodge");
    assert!(
        dodge.purpose.contains("chooses the result"),
        "{}",
        dodge.purpose
    );
    g.d6(&[6]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 5), Stance::Standing));
    // A successful Action, and still the turn is over.
    let said = text(&g.decide(Decision::EndAction));
    assert!(said.contains("TURNOVER: Kingmaker Play"), "{said}");
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn kingmaker_play_armour_rolls_against_him_are_made_as_normal_004_l6099() {
    let mut g = kingmaker();
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    let block = g.roll_prompt();
    assert!(
        block.purpose.contains("chooses the result"),
        "{}",
        block.purpose
    );
    g.block_dice(&[BlockFace::BothDown]);
    if matches!(g.m.prompt(), Prompt::Decision(ref d) if d.options.contains(&Decision::Reroll(rules::Reroll::Keep)))
    {
        g.decide(Decision::Reroll(rules::Reroll::Keep));
    }
    // Both Down: home #7 (no Block) falls; his Armour roll is rolled.
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert!(!armour.purpose.contains("Kingmaker"), "{}", armour.purpose);
}

// --- Quick Save (004:L6265-L6285) ---

/// A failed roll's re-roll, if one is offered, not used.
fn keep_if_offered(g: &mut Game) -> String {
    let keep = Decision::Reroll(rules::Reroll::Keep);
    match g.m.prompt() {
        Prompt::Decision(d) if d.options.contains(&keep) => text(&g.decide(keep)),
        _ => String::new(),
    }
}

/// Home's first turn: home #7 on 10,5 and home #8 on 12,6 both next to away #1 on 11,5; #7
/// fails his Dodge to 9,5 (a turnover) and his armour holds; home holds Quick Save.
fn quick_save_turnover() -> Game {
    let mut g = card_game(&[Card::QuickSave], &[], &[]);
    g.only(&[
        (home(7), (10, 5)),
        (home(8), (12, 6)),
        (home(9), (3, 3)),
        (away(1), (11, 5)),
    ]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 5);
    g.d6(&[1]);
    keep_if_offered(&mut g);
    g.d6(&[1, 1]);
    g
}

#[test]
fn quick_save_one_player_who_has_not_acted_makes_an_action_after_the_turnover_004_l6265() {
    let mut g = quick_save_turnover();
    assert_eq!(offered(&g), Some(Card::QuickSave));
    let fits: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PlayCard { player, .. } => player,
            _ => None,
        })
        .collect();
    assert!(!fits.contains(&home(7)), "he acted this turn");
    assert!(fits.contains(&home(8)));
    play(&mut g, Card::QuickSave, Some(home(8)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "the turn waits for his Action"
    );
    let declares: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::Declare { player, .. } => Some(player),
            _ => None,
        })
        .collect();
    assert!(
        !declares.is_empty() && declares.iter().all(|&p| p == home(8)),
        "{declares:?}"
    );
    g.declare(home(8), ActionKind::Move);
    g.move_to(13, 7);
    // Leaving away #1's zone: a Dodge, passed.
    g.d6(&[6]);
    g.move_to(14, 7);
    g.decide(Decision::EndAction);
    assert_eq!(g.place_of(home(8)), on(sq(14, 7), Stance::Standing));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "after his Action the turn ends"
    );
}

#[test]
fn quick_save_what_would_be_a_turnover_only_ends_his_action_004_l6265() {
    let mut g = quick_save_turnover();
    play(&mut g, Card::QuickSave, Some(home(8)));
    g.declare(home(8), ActionKind::Move);
    g.move_to(13, 7);
    let mut said = text(&g.d6(&[1]));
    said.push_str(&keep_if_offered(&mut g));
    assert!(said.contains("Quick Save"), "{said}");
    assert!(!said.contains("TURNOVER"), "{said}");
    // Knocked Down: his Armour roll, then the turn ends (no second window, no other Action).
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    g.d6(&[1, 1]);
    assert_eq!(g.place_of(home(8)), on(sq(13, 7), Stance::Prone));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

#[test]
fn spot_the_sneak_twelve_players_for_the_rest_of_the_drive_004_l6314() {
    let mut g = sneak(1);
    g.decide(Decision::MovePlayer {
        player: home(12),
        to: sq(0, 7),
    });
    end_turn(&mut g);
    end_turn(&mut g);
    assert!(
        g.m.state().cards.on(Side::Home, Card::SpotTheSneak),
        "for the drive"
    );
    assert!(
        !g.m.state().cards.on_player(Card::SpotTheSneak, home(12)),
        "his Move-only lasted the turn"
    );
}

/// Found by the simulator (seed 141341): a Ball Clone's ball lies loose in the End Zone, and a
/// square with a ball on it is not empty for Spot the Sneak (004:L6320-L6323, our reading, as
/// for the match ball): the set-up on (0, 11) is refused and says why.
#[test]
fn spot_the_sneak_is_not_set_up_on_a_clone_balls_square_004_l6320() {
    let refused = common::scripts::last_refused(
        "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n",
        include_str!("data/spot-the-sneak-clone-ball.jsonl"),
    );
    assert!(
        refused.contains("(0, 11) is not an empty square"),
        "{refused}"
    );
}
