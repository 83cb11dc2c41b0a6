//! Special Play cards that act at the kick-off (004:L5830-L6246): Off-Colour Chant. Each test
//! names the card, cites its title line, and its dice tell the card's reading from the
//! nearest wrong one.

mod common;
use common::cards::*;
use common::*;

use rules::special_play::Card;
use rules::{Decision, Match, Prompt, Side};

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
