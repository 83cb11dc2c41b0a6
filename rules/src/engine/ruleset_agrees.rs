//! The 2016 ruleset's switches are the numbers the engine plays by: until each switch is read
//! where the engine rules it, this ties the two together (the pitch is read where it is
//! ruled; its 2016 value is checked here against the rule's numbers).

use crate::ruleset::{GameEnd, RulesetParams, SetupPolicy};

#[test]
fn the_2016_switches_are_the_engines_numbers_000_l374_l798() {
    let bb = RulesetParams::BB2016;
    // The pitch is read from the ruleset where it is ruled: 26 x 15 with 4-square wide zones
    // and a line of scrimmage (000:L143, digest core-2016.md §2.2).
    let size = bb.pitch.size;
    assert_eq!(
        (size.length(), size.width(), size.wide_zone_width()),
        (26, 15, 4)
    );
    assert!(size.has_line_of_scrimmage());
    assert!(matches!(
        bb.setup,
        SetupPolicy::Drive { max_on_pitch, .. }
            if usize::from(max_on_pitch) == super::setup_phase::MAX_ON_PITCH
    ));
    assert_eq!(
        bb.game_end,
        GameEnd::Halves {
            turns_per_half: super::flow::TURNS_PER_HALF
        }
    );
}
