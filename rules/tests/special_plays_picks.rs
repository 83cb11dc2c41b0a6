//! Special Play cards that pick two players (004:L5996-L6456): Dirty Block, Switcheroo, Last
//! Second Substitution. The card is played on the first; the coach then picks the second with
//! the same `play_card`. Each test names the card and cites its title line.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{ActionKind, Decision, Place, Side, Stance};

fn picks(g: &Game, card: Card) -> Vec<rules::PlayerId> {
    g.decision_options()
        .iter()
        .filter_map(|o| match o {
            Decision::PlayCard { card: c, player } if *c == card => *player,
            _ => None,
        })
        .collect()
}

fn refused(g: &mut Game, card: Card, player: rules::PlayerId) -> bool {
    g.try_apply(rules::Input::Decide(Decision::PlayCard {
        card,
        player: Some(player),
    }))
    .is_err()
}

#[test]
fn dirty_block_one_who_did_not_act_goes_prone_an_adjacent_opponent_is_stunned_004_l6437() {
    let mut g = card_game(&[Card::DirtyBlock], &[], &[]);
    g.only(&[
        (home(7), (10, 5)),
        (home(8), (12, 4)),
        (away(1), (11, 5)),
        (away(2), (13, 7)),
    ]);
    g.declare(home(8), ActionKind::Move);
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    // The end of home's turn: #8 acted, #7 did not.
    assert_eq!(offered(&g), Some(Card::DirtyBlock));
    assert!(refused(&mut g, Card::DirtyBlock, home(8)));
    play(&mut g, Card::DirtyBlock, Some(home(7)));
    assert_eq!(g.place_of(home(7)), on(sq(10, 5), Stance::Prone));
    // Then an opposing player next to #7: away #1, not #2 (three squares off).
    assert_eq!(picks(&g, Card::DirtyBlock), vec![away(1)]);
    assert!(refused(&mut g, Card::DirtyBlock, away(2)));
    play(&mut g, Card::DirtyBlock, Some(away(1)));
    assert_eq!(g.place_of(away(1)), on(sq(11, 5), Stance::Stunned));
    // No turnover to ask about; away's turn, #1 still Stunned in it.
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.place_of(away(1)), on(sq(11, 5), Stance::Stunned));
}

#[test]
fn switcheroo_two_adjacent_team_mates_not_holding_the_ball_swap_no_dodge_004_l6009() {
    let mut g = card_game(&[Card::Switcheroo], &[], &[]);
    g.only(&[
        (home(7), (10, 5)),
        (home(8), (11, 5)),
        (home(9), (10, 6)),
        (away(1), (12, 5)),
    ]);
    g.ball(10, 6);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(9)));
    // The start of home's turn; the ball carrier may not be picked, first or second.
    assert_eq!(offered(&g), Some(Card::Switcheroo));
    assert!(refused(&mut g, Card::Switcheroo, home(9)));
    play(&mut g, Card::Switcheroo, Some(home(7)));
    assert_eq!(picks(&g, Card::Switcheroo), vec![home(8)]);
    play(&mut g, Card::Switcheroo, Some(home(8)));
    // #8 left away #1's Tackle Zone with no Dodge roll.
    assert_eq!(g.place_of(home(7)), on(sq(11, 5), Stance::Standing));
    assert_eq!(g.place_of(home(8)), on(sq(10, 5), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(
        g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::Declare { .. })),
        "home's turn goes on"
    );
}

#[test]
fn last_second_substitution_a_player_on_the_pitch_swaps_with_one_in_reserves_004_l5996() {
    // Away kicks: the start of the drive, before the kick.
    let mut g = kept(&[], &[Card::LastSecondSubstitution]);
    g.set_up_both();
    assert_eq!(offered(&g), Some(Card::LastSecondSubstitution));
    assert_eq!(g.decider(), Side::Away);
    let Place::Pitch { square, .. } = g.place_of(away(3)) else {
        panic!("away #3 is set up");
    };
    play(&mut g, Card::LastSecondSubstitution, Some(away(3)));
    // Only the Orcs' twelfth, in Reserves: not a player on the pitch.
    assert_eq!(picks(&g, Card::LastSecondSubstitution), vec![away(12)]);
    assert!(refused(&mut g, Card::LastSecondSubstitution, away(4)));
    play(&mut g, Card::LastSecondSubstitution, Some(away(12)));
    assert_eq!(g.place_of(away(12)), on(square, Stance::Standing));
    assert_eq!(g.place_of(away(3)), Place::Reserves);
    assert!(
        g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::KickTo { .. })),
        "the kick follows"
    );
}

#[test]
fn last_second_substitution_brings_on_no_player_kept_out_of_the_drive_004_l5996_000_l1019() {
    // A player who collapsed in Sweltering Heat misses the next kick-off (000:L1019): he sits
    // in the Reserves box but may not play the drive, so the card (004:L5996) may not bring
    // him on. The Orcs have twelve: with #1 collapsed and the other eleven set up, the card
    // has no one to bring on and is not offered.
    let book = cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    setup.kicking = Some(Side::Home);
    setup.weather = Some(rules::Weather::SwelteringHeat);
    if let Some(league) = setup.league.as_mut() {
        league.card_keeps = [0, 1];
    }
    let mut g = Game {
        m: rules::Match::new(setup, &book).expect("match"),
    };
    g.decide(Decision::KeepCard {
        card: Card::LastSecondSubstitution,
    });
    g.set_up_both();
    g.quiet_kick_off();
    g.score_with(away(3));
    // The heat: a D6 for each player on the pitch, in shirt order; away's #1 rolls a 1.
    for _ in 0..2 {
        let roll = g.roll_prompt();
        assert_eq!(roll.roll, "Sweltering Heat");
        let mut dice = vec![2; roll.dice.len()];
        if roll.side == Side::Away {
            dice[0] = 1;
        }
        g.d6(&dice);
    }
    assert_eq!(g.place_of(away(1)), Place::Reserves);
    // Away scored, so away kicks: its other eleven set up, then the home team.
    for (i, square) in common::formation(Side::Away).into_iter().enumerate() {
        let number = u8::try_from(i + 2).expect("small");
        g.decide(Decision::Place {
            player: away(number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    for (i, square) in common::formation(Side::Home).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: home(number),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    assert_eq!(g.m.state().kicking, Side::Away);
    assert_ne!(offered(&g), Some(Card::LastSecondSubstitution));
    assert!(
        g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::KickTo { .. })),
        "the kick follows, no card asked"
    );
}
