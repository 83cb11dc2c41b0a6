//! The 2016 ruleset's switches are the numbers the engine plays by: until each switch is read
//! where the engine rules it, this ties the two together.

use crate::ruleset::{GameEnd, RulesetParams, SetupPolicy};

#[test]
fn the_2016_switches_are_the_engines_numbers_000_l374_l798() {
    let bb = RulesetParams::BB2016;
    assert_eq!(
        (bb.pitch.length, bb.pitch.width, bb.pitch.wide_zone_width),
        (
            crate::pitch::LENGTH,
            crate::pitch::WIDTH,
            crate::pitch::WIDE_ZONE_WIDTH
        )
    );
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
