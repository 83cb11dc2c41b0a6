//! A carrier whose touchdown waits for the end of his Blitz may not leave the End Zone of his
//! own will (000:L802-L806), on the Sloping Pitch's extra Go For It down the slope too
//! (004:L3614-L3616). Found by the simulator (seed 40125, `--policy forward`, the house rules
//! of docs/examples/league-rules.toml): a Dark Elf Runner on a Blitz, both Go For Its spent,
//! reached (0,0) with the ball; the prompt offered the slope's Go For It back out to (1,0)
//! and (1,1), which the move then refused.

use crate::common;
use common::scripts::replay;
use rules::{Decision, Prompt};

const RULES: &str = "[ruleset]\nleague = \"on\"\nstadiums = \"on\"\nfamous-referees = \"on\"\n";

#[test]
fn no_move_out_of_the_end_zone_is_offered_to_a_carrier_whose_touchdown_waits_000_l806() {
    let m = replay(RULES, include_str!("data/end-zone-slope-go-for-it.jsonl"));
    let Prompt::Decision(d) = m.prompt() else {
        panic!("the Blitz's decision: {:#?}", m.prompt());
    };
    assert!(
        d.about.contains("in the End Zone with the ball"),
        "{}",
        d.about
    );
    let out: Vec<&Decision> = d
        .options
        .iter()
        .filter(|o| matches!(o, Decision::Move { to } | Decision::Leap { to } if to.x() != 0))
        .collect();
    assert!(out.is_empty(), "offered out of the End Zone: {out:?}");
    assert!(d.options.contains(&Decision::EndAction));
}
