//! Special Play cards settled in the post-match sequence: Promo Tour's extra D3 on the
//! winnings roll (004:L6028-L6046) and Star Ascendant's bonus MVP (004:L5890-L5908), read
//! from the match's rulings by the tally. Dice are chosen so the nearest wrong reading of
//! each rule gives another answer.

use crate::common;

use common::book;
use ledger::{Answer, Ask, MatchTally, PostMatch, PostMatchSetup, tally};
use rules::special_play::Card;
use rules::{Die, Event, EventKind, PlayerId, Side};

fn d6(values: &[u8]) -> Answer {
    Answer::Dice(values.iter().map(|v| Die::D6(*v)).collect())
}

/// Home (FAME 1) beat away (FAME 0) 2-1; both have one player of 20 SPP, whom each coach
/// nominates as MVP.
fn post_match(tally: MatchTally, friendly: bool) -> Result<PostMatch, String> {
    let setup = PostMatchSetup {
        friendly,
        score: [2, 1],
        fame: [1, 0],
        stadium: None,
        fan_factor: [5, 5],
        team_value: [1_000_000, 1_000_000],
        treasury: [0, 0],
        tally,
        players: vec![
            common::league_player(Side::Home, 1, 20),
            common::league_player(Side::Away, 1, 20),
        ],
        hired: Vec::new(),
        absent: Vec::new(),
    };
    let mut post = PostMatch::new(setup, book())?;
    while let Ask::Nominate {
        eligible, count, ..
    } = post.ask()
    {
        post.answer(Answer::Nominate(eligible[..count].to_vec()), book())?;
    }
    Ok(post)
}

#[test]
fn promo_tour_adds_a_d3_to_the_kept_winnings_die_004_l6028() -> Result<(), String> {
    let t = tally(&[Event::new(
        EventKind::CardPlayed {
            side: Side::Home,
            card: Card::PromoTour,
        },
        "",
    )]);
    assert_eq!(t.promo_tour, [true, false]);
    let mut post = post_match(t, false)?;
    // The winner rolls 2, re-rolls and keeps the 4; then the D3: a 5 read halved is 3.
    post.answer(d6(&[2]), book())?;
    post.answer(Answer::Reroll(true), book())?;
    post.answer(d6(&[4]), book())?;
    match post.ask() {
        Ask::Roll { side, what, .. } => {
            assert_eq!(side, Side::Home);
            assert!(what.contains("Promo Tour"), "{what}");
        }
        other => panic!("Promo Tour's D3 is asked, not {other:?}"),
    }
    post.answer(d6(&[5]), book())?;
    // Away played no Promo Tour: its die alone.
    post.answer(d6(&[5]), book())?;
    // Home: (4 + 3) x 10,000 + FAME 1 x 10,000 + 10,000 for the win (not the 5 unhalved,
    // not the first die 2 the re-roll replaced).
    assert_eq!(post.outcome().winnings, [90_000, 50_000]);
    Ok(())
}

#[test]
fn star_ascendant_a_bonus_mvp_even_in_a_friendly_004_l5890() -> Result<(), String> {
    let star = PlayerId::new(Side::Away, 1);
    let t = tally(&[Event::new(EventKind::BonusMvp { player: star }, "")]);
    assert_eq!(t.bonus_mvps, vec![star]);
    // A Friendly gives no MVP of its own (004:L11615-L11644): the card's still counts.
    let post = post_match(t, true)?;
    assert_eq!(post.outcome().mvps, vec![star]);
    assert_eq!(post.outcome().spp.get(&star), Some(&5));
    assert_eq!(post.outcome().spp.get(&PlayerId::new(Side::Home, 1)), None);
    Ok(())
}

#[test]
fn star_ascendant_a_bonus_mvp_on_top_of_the_coaches_004_l5890() -> Result<(), String> {
    let star = PlayerId::new(Side::Away, 1);
    let t = tally(&[Event::new(EventKind::BonusMvp { player: star }, "")]);
    let post = post_match(t, false)?;
    // His coach's nomination (the one player) and the card's: two awards, 10 SPP.
    assert_eq!(
        post.outcome().mvps.iter().filter(|m| **m == star).count(),
        2
    );
    assert_eq!(post.outcome().spp.get(&star), Some(&10));
    Ok(())
}
