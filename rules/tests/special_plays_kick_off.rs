//! Special Play cards that act at the start of the game, a drive's start and its kick-off
//! (004:L5830-L6246): Promo Tour, Off-Colour Chant, Endurance Training. Each test names the card, cites its title line, and
//! its dice tell the card's reading from the nearest wrong one.

use crate::common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Decision, DugoutBox, Edit, Match, Place, Prompt, Side, Stance};

/// A league match where the home team has `fame` FAME and keeps `home_cards`, away none;
/// nobody set up yet.
fn kept_with_fame(fame: u8, home_cards: &[Card]) -> Game {
    let book = cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    setup.fame = Some(rules::Fame {
        home: fame,
        away: 0,
    });
    setup.league.as_mut().expect("league").card_keeps =
        [u8::try_from(home_cards.len()).expect("few"), 0];
    let mut g = Game {
        m: Match::new(setup, &book).expect("match"),
    };
    for &card in home_cards {
        g.decide(Decision::KeepCard { card });
    }
    g
}

fn rerolls(g: &Game, side: Side) -> u8 {
    g.m.state().team(side).rerolls
}

#[test]
fn off_colour_chant_d6_plus_fame_6_or_more_before_each_kick_off_004_l6230() {
    let mut g = kept_with_fame(1, &[Card::OffColourChant]);
    g.set_up_both();
    // The start of the game, just before the first kick-off.
    assert_eq!(offered(&g), Some(Card::OffColourChant));
    play(&mut g, Card::OffColourChant, None);
    let before = rerolls(&g, Side::Away);
    let home_before = rerolls(&g, Side::Home);
    assert!(before > 0, "the Orcs have a team re-roll to lose");
    // This kick-off's roll: 5 + FAME 1 = 6 (5 alone is not enough).
    assert_eq!(g.roll_prompt().roll, "Special Play card");
    g.d6(&[5]);
    assert_eq!(rerolls(&g, Side::Away), before - 1);
    assert_eq!(
        rerolls(&g, Side::Home),
        home_before,
        "the chanting team loses none"
    );
    g.quiet_kick_off();
    g.score_with(home(1));
    g.set_up_both();
    // The next kick-off's roll: 4 + 1 = 5, under 6.
    assert!(matches!(g.m.prompt(), Prompt::Roll(_)), "asked again");
    g.d6(&[4]);
    assert_eq!(rerolls(&g, Side::Away), before - 1);
    assert!(
        g.decision_options()
            .iter()
            .any(|o| matches!(o, Decision::KickTo { .. })),
        "the kick follows"
    );
}

#[test]
fn endurance_training_kod_players_recover_set_up_stunned_4_plus_prone_004_l6138() {
    let mut g = card_game(&[Card::EnduranceTraining], &[], &[]);
    for id in [home(7), home(8)] {
        g.edit(Edit::RemovePlayer {
            player: id,
            to: DugoutBox::KnockedOut,
        });
    }
    g.score_with(home(1));
    // The next drive, before the KO-recovery rolls.
    assert_eq!(offered(&g), Some(Card::EnduranceTraining));
    play(&mut g, Card::EnduranceTraining, None);
    // No roll: both back in Reserves.
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(_)),
        "a KO-recovery roll was asked"
    );
    assert_eq!(g.place_of(home(7)), Place::Reserves);
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    // Home scored, so home kicks and sets up first.
    assert_eq!(g.m.state().kicking, Side::Home);
    for (i, square) in formation(Side::Home).into_iter().enumerate() {
        let number = u8::try_from(i + 1).expect("small");
        g.decide(Decision::Place {
            player: home(number),
            square,
        });
    }
    let [s7, s8] = [6, 7].map(|i| formation(Side::Home)[i]);
    assert_eq!(g.place_of(home(7)), on(s7, Stance::Stunned));
    assert_eq!(
        g.place_of(home(1)),
        on(formation(Side::Home)[0], Stance::Standing)
    );
    g.decide(Decision::EndSetup);
    // After the set-up, a D6 each: #7 a 4 turns Prone, #8 a 3 stays Stunned.
    assert_eq!(g.roll_prompt().roll, "Special Play card");
    g.d6(&[4]);
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(s7, Stance::Prone));
    assert_eq!(g.place_of(home(8)), on(s8, Stance::Stunned));
    // The card's mark is spent: the away team sets up as ever.
    assert_eq!(g.decider(), Side::Away);
}

#[test]
fn promo_tour_3d6_for_the_teams_fans_before_they_are_worked_out_004_l6028() {
    let book = cards_book();
    let mut setup = league_spec().build(&book).expect("builds");
    // The fans are rolled: no FAME given.
    setup.fame = None;
    setup.league.as_mut().expect("league").card_keeps = [1, 0];
    let mut g = Game {
        m: Match::new(setup, &book).expect("match"),
    };
    g.decide(Decision::KeepCard {
        card: Card::PromoTour,
    });
    // Before the fans, the home coach is asked.
    assert_eq!(offered(&g), Some(Card::PromoTour));
    play(&mut g, Card::PromoTour, None);
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Fans");
    assert_eq!(roll.side, Side::Home);
    assert_eq!(roll.dice.len(), 3, "3D6, not 2D6");
    let ff = g.m.state().team(Side::Home).fan_factor;
    g.d6(&[6, 5, 4]);
    assert_eq!(g.m.state().team(Side::Home).fans, 15 + ff);
    // The other team rolls its 2D6.
    let roll = g.roll_prompt();
    assert_eq!(roll.side, Side::Away);
    assert_eq!(roll.dice.len(), 2);
}
