//! The Special Play cards that change an Armour roll act on a Chainsaw's and a Stab's Armour
//! roll as on any other: Zug's Jersey, Hightower's Lucky Sock and Heel Turn (004:L5227-L5230,
//! L5619-L5629, L5726-L5730). Found by an audit: those rolls went their own way and skipped
//! the cards. Each script is in `data/`, its first line saying what the card text expects.

use crate::common;
use common::scripts::{replay, replay_words};
use rules::{DecisionKind, Place, PlayerId, Prompt, Side, Stance};

const CARDS: &str = "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n";

fn waits_for_roll(m: &rules::Match, roll: &str) -> bool {
    matches!(m.prompt(), Prompt::Roll(r) if r.roll == roll)
}

/// Home #1's stance on the pitch; `None` off it.
fn home_1_stance(m: &rules::Match) -> Option<Stance> {
    match m.state().player(PlayerId::new(Side::Home, 1))?.place {
        Place::Pitch { stance, .. } => Some(stance),
        _ => None,
    }
}

/// Zug's Jersey: an Armour roll against him cannot be modified in any way (004:L5619-L5629),
/// the Chainsaw's +3 (004:L10051) included: 3+3 = 6 against AV 8 holds, where 9 would break it.
#[test]
fn zugs_jersey_takes_no_chainsaw_plus_3_004_l5619() {
    let m = replay(CARDS, include_str!("data/zugs-jersey-chainsaw.jsonl"));
    assert!(!waits_for_roll(&m, "Injury"), "{:#?}", m.prompt());
    assert_eq!(home_1_stance(&m), Some(Stance::Standing));
}

/// Hightower's Lucky Sock: the first successful Armour roll against him places him Prone with
/// no Injury roll (004:L5726-L5730), a Stab's too (5+5 beats AV 8).
#[test]
fn the_lucky_sock_stops_a_stabs_injury_roll_004_l5726() {
    let (m, words) = replay_words(CARDS, include_str!("data/lucky-sock-stab.jsonl"));
    assert!(!waits_for_roll(&m, "Injury"), "{:#?}", m.prompt());
    assert_eq!(home_1_stance(&m), Some(Stance::Prone));
    // The Armour roll was made: the placing skips the Injury roll, not the Armour roll.
    let placed = words
        .iter()
        .find(|w| w.contains("is Placed Prone on"))
        .expect("the Sock places him Prone");
    assert!(placed.contains("no Injury roll"), "{placed}");
}

/// Heel Turn may be played after an Armour roll for an enemy player (004:L5227-L5230): the
/// Chainsaw's held roll (3+2 +3 = 8 against AV 9) opens the card window for its holder, and
/// the card's +2 is read with the roll.
#[test]
fn heel_turn_is_offered_after_a_chainsaws_armour_roll_004_l5227() {
    let m = replay(CARDS, include_str!("data/heel-turn-chainsaw.jsonl"));
    let Prompt::Decision(d) = m.prompt() else {
        panic!("the card window: {:#?}", m.prompt());
    };
    assert_eq!(
        (d.kind, d.side),
        (DecisionKind::SpecialPlay, Side::Home),
        "{}",
        d.about
    );
    // Played: 8 + 2 = 10 beats AV 9, the Chainsaw's victim Knocked Down and injured
    // (004:L10051-L10054); passed up: the roll stands at 8, no effect.
    let script = include_str!("data/heel-turn-chainsaw.jsonl");
    let played = format!(
        "{script}{{\"decide\": {{\"play_card\": {{\"card\": \"heel-turn-blitzmania\"}}}}}}\n"
    );
    let m = replay(CARDS, &played);
    assert!(waits_for_roll(&m, "Injury"), "{:#?}", m.prompt());
    let passed = format!("{script}{{\"decide\": \"done\"}}\n");
    let m = replay(CARDS, &passed);
    assert!(!waits_for_roll(&m, "Injury"), "{:#?}", m.prompt());
}

/// The Lucky Sock on a carrier whose own Chainsaw kicks back in his turn: Placed Prone with
/// no Injury roll (004:L5726-L5730), and Placed Prone holding the ball, a turnover (000:L443),
/// the ball bouncing before the turn ends.
#[test]
fn the_lucky_sock_on_a_kicked_back_carrier_is_a_turnover_000_l443() {
    let m = replay(
        CARDS,
        include_str!("data/lucky-sock-chainsaw-kick-back.jsonl"),
    );
    assert!(waits_for_roll(&m, "Bounce"), "{:#?}", m.prompt());
    let turn = m.state().turn.as_ref().expect("the home turn, ending");
    assert!(turn.turnover.is_some(), "a turnover");
    assert_eq!(turn.side, Side::Home);
}
