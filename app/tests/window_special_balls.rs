//! The special balls in the window (004:L2061-L2306): the new-match form's "Special balls"
//! tick starts a match under them; once both teams are set up the kicking coach sees one button
//! a ball and kicker, the box's Orcs their race's Limpin' Squig too, and the options list above
//! the prompt names nothing of them, every ball being ruled.

use crate::common;
use common::window::{all_text, harness_sized, play_until, shows};

use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::{Session, unruled_options_heading};
use rules::{Decision, Prompt, Side};

const SPECIAL_BALLS: &str = "Special balls (the kicking team may declare one, 004:L2122)";

fn declaring(s: &Session) -> bool {
    matches!(s.game().prompt(), Prompt::Decision(d)
        if d.options.iter().any(|o| matches!(o, Decision::SpecialBall { .. })))
}

#[test]
fn the_kicking_coach_declares_a_special_ball_by_a_button_004_l2142() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut h = harness_sized(Session::open(Some(db))?, [1400.0, 900.0]);
    h.key_press(egui::Key::F3);
    h.run();
    h.get_by_label(SPECIAL_BALLS).click();
    h.run();
    h.get_by_label("Start the match").click();
    h.run();
    assert!(
        h.state().session().game().book().is_on("special-balls"),
        "the match plays under the option"
    );
    assert!(
        h.query_by_label(&unruled_options_heading(1)).is_none(),
        "every ball is ruled: nothing is named to apply by hand: {}",
        all_text(&h)
    );
    // The pre-match and both set-ups, as any legal inputs give them.
    assert!(play_until(h.state_mut().session_mut(), 19, declaring));
    h.run();
    // With these inputs the box's Orcs kick; they are Orcs, so their Limpin' Squig is
    // offered with the Extra Spiky Ball (004:L2142-L2146, L2173).
    assert_eq!(h.state().session().game().state().kicking, Side::Away);
    assert!(
        shows(&h, "Kick the Extra Spiky Ball, by "),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Kick the Limpin' Squig, by "), "{}", all_text(&h));
    let spiky = h
        .get_all_by(|n| {
            n.label()
                .is_some_and(|t| t.starts_with("Kick the Extra Spiky Ball, by "))
        })
        .find_map(|n| n.accesskit_node().label());
    let Some(spiky) = spiky else {
        anyhow::bail!("no Extra Spiky Ball button: {}", all_text(&h));
    };
    h.get_by_label(&spiky).click();
    h.run();
    let declared = h.state().session().game().state().drive.special_ball;
    assert!(
        declared.is_some_and(|b| b.ball == rules::special_ball::SpecialBall::ExtraSpikyBall),
        "{declared:?}: {}",
        all_text(&h)
    );
    Ok(())
}
