//! Dirty Block (004:L6437-L6456): the card's player is Placed Prone, then the coach picks a
//! standing opposing player next to him, who is Stunned. A Ball & Chain player Placed Prone
//! rolls Injury and is KO'd instead of Stunned (004:L9834-L9835): he is off the pitch before
//! the second pick, with no one next to him, so the card ends there and play goes on.

use crate::common;
use common::scripts::{house_book, play_all, read_script};
use rules::{Place, PlayerId, Prompt, Side};

const RULES: &str = "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n\
                     special-play-cards = \"on\"\nwinterbowl-inducements = \"on\"\n";

#[test]
fn dirty_block_on_a_ball_and_chain_player_knocked_out_ends_with_no_second_pick_004_l6437_l9834() {
    let book = house_book(RULES);
    let (mut m, inputs) = read_script(&book, include_str!("data/dirty-block-ball-and-chain.jsonl"));
    let mut last = Vec::new();
    play_all(&mut m, &inputs, |events| last = events.to_vec());
    let fezglitch = PlayerId::new(Side::Away, 15);
    assert_eq!(
        m.state().player(fezglitch).map(|p| p.place),
        Some(Place::KnockedOut)
    );
    assert!(
        last.iter().any(|e| e.text.contains("the card ends")),
        "{last:#?}"
    );
    // The match goes on: no decision is left with nothing to choose.
    match m.prompt() {
        Prompt::Decision(d) => assert!(d.count() > 0, "{d:#?}"),
        Prompt::Roll(_) => {}
        Prompt::MatchOver { .. } => panic!("the match is not over"),
    }
}
