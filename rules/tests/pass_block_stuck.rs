//! Pass Block (004:L10418-L10440): a player moves up to 3 squares and stops only at a legal
//! destination, unless he is stopped short (004:L10430-L10432). Found by the simulator (seed
//! 9286 of the league and cards house rules): an away player's Pass Block move leaves a Tackle
//! Zone, his Dodge is made to fail by a Diving Tackle, whose player is Placed Prone in the
//! square he left (004:L10129-L10138): from (14,6) no square leads him to a destination any
//! more. He stops where he is, as one held fast does; the engine asked him to move on with no
//! move to offer, a decision with no options.

use crate::common;
use common::scripts::replay;
use rules::{Decision, Input, Prompt};

const RULES: &str = "[ruleset]\nleague = \"on\"\nspecial-play-cards = \"on\"\n";

#[test]
fn a_pass_block_mover_with_no_way_to_a_destination_stops_where_he_is_004_l10430() {
    let mut m = replay(RULES, include_str!("data/pass-block-diving-tackle.jsonl"));
    let Prompt::Decision(d) = m.prompt() else {
        panic!("a Pass Block decision: {:#?}", m.prompt());
    };
    assert_eq!(d.kind, rules::DecisionKind::PassBlock);
    assert!(
        d.options.contains(&Decision::Done),
        "he may stop: {:#?}",
        d.options
    );
    m.apply(Input::Decide(Decision::Done))
        .expect("stopping is accepted");
    match m.prompt() {
        Prompt::Decision(d) => assert!(d.count() > 0, "{d:#?}"),
        Prompt::Roll(_) => {}
        Prompt::MatchOver { .. } => panic!("the match is not over"),
    }
}
