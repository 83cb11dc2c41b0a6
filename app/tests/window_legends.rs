//! The White Dwarf and the Black Gobbo in the window (optional, 004:L9707-L9779): the
//! new-match form's tick starts the box's Humans against its Orcs under the rule, and a fans
//! roll of 5+5 keyed by the referee brings Grombrindal to the Humans and the Black Gobbo to the
//! Orcs (004:L9766-L9775), each shown in his team's dugout.

use crate::common;
use common::window::{all_text, harness_sized, key_dice, play_until, shows};

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::Session;
use rules::{Prompt, Side};

const LEGENDS: &str = "The White Dwarf and the Black Gobbo (a fans roll of 10+, 004:L9766)";

fn fans_asked(s: &Session) -> bool {
    matches!(s.game().prompt(), Prompt::Roll(r) if r.roll == "Fans")
}

#[test]
fn a_fans_roll_of_ten_brings_both_legends_to_the_box_teams_004_l9773() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut h = harness_sized(Session::open(Some(db))?, [1400.0, 900.0]);
    h.key_press(egui::Key::F3);
    h.run();
    h.get_by_label(LEGENDS).click();
    h.run();
    h.get_by_label("Start the match").click();
    h.run();
    assert!(
        h.state()
            .session()
            .game()
            .book()
            .is_on("white-dwarf-and-black-gobbo")
    );
    assert!(play_until(h.state_mut().session_mut(), 3, fans_asked));
    h.run();
    // The first fans roll: 5 + 5, ten before Fan Factor.
    key_dice(&mut h, &[5, 5]);
    let names = |side: Side| -> Vec<String> {
        h.state()
            .session()
            .game()
            .state()
            .players
            .iter()
            .filter(|p| p.id.side == side)
            .map(|p| p.profile.name.clone())
            .collect()
    };
    assert!(
        names(Side::Home).iter().any(|n| n == "Grombrindal"),
        "{:?}",
        names(Side::Home)
    );
    assert!(
        names(Side::Away).iter().any(|n| n == "The Black Gobbo"),
        "{:?}",
        names(Side::Away)
    );
    assert!(shows(&h, "Grombrindal"), "{}", all_text(&h));
    Ok(())
}
