//! The White Dwarf and the Black Gobbo are Star Players in the match: the compendium prints
//! them in its Star Players list (004:L9707-L9721), so what the rules say of Star Players holds
//! for them. Found by a roster audit: Animosity hated the Black Gobbo, and a rune could be beaten
//! into Grombrindal. The scripts are in `data/`, their first line saying what the text expects.

use crate::common;
use common::scripts::{last_refused, replay};
use rules::Prompt;

const LEGENDS: &str = "[ruleset]\nwhite-dwarf-and-black-gobbo = \"on\"\n";
const LEAGUE_LEGENDS: &str = "[ruleset]\nleague = \"on\"\nwhite-dwarf-and-black-gobbo = \"on\"\n";

/// Players with Animosity never hate Star Players (FAQ 004:L11490-L11495): the Orc Renegade's
/// hand-off to the Black Gobbo asks no Animosity roll, only the Catch.
#[test]
fn animosity_never_hates_the_black_gobbo_004_l11490_l9707() {
    let m = replay(LEGENDS, include_str!("data/animosity-black-gobbo.jsonl"));
    match m.prompt() {
        Prompt::Roll(r) => assert_eq!(r.roll, "Catch", "{}", r.purpose),
        other => panic!("the Catch: {other:#?}"),
    }
}

/// Star Players cannot be affected by runes (004:L3412-L3414): the rune on Grombrindal is
/// refused, and says why.
#[test]
fn no_rune_on_grombrindal_004_l3412_l9707() {
    let refused = last_refused(
        LEAGUE_LEGENDS,
        include_str!("data/rune-on-grombrindal.jsonl"),
    );
    assert!(
        refused.contains("Grombrindal (H) is a Star Player"),
        "{refused}"
    );
}
