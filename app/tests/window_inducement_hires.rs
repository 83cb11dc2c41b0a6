//! Star Players and Mercenaries bought in the window's Inducements panel, and the panel's
//! four-minute choosing clock running out, driven headless with egui_kittest on a real SQLite
//! file: the stars the engine offers with their prices and lines, a star the team may not hire
//! refused with the engine's reason and his line, the 0-2 hires (a duo one hire), a Mercenary
//! with Loner and his extra skill; the favourite's clock running out ends his choosing and is in
//! the match's audit trail at the moment it ran out; the hired players then take the pitch.

use crate::common;
use common::window::{app_harness, play_until};

use std::sync::{Arc, Mutex};
use std::time::Duration;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::inducement_panel::{
    self, HIRE_BY_NAME, MERCENARIES, MERCENARY_SKILL, STAR_BY_NAME, STARS, hire_star_label,
    let_go_label, mercenary_label,
};
use nuffle_app::gui::{NuffleApp, Session};
use rules::{Decision, Place, Prompt, Side};

fn hand_clock() -> (
    Arc<Mutex<Duration>>,
    nuffle_app::gui::turn_clock::ClockSource,
) {
    let now = Arc::new(Mutex::new(Duration::ZERO));
    let read = now.clone();
    let source: nuffle_app::gui::turn_clock::ClockSource =
        Arc::new(move || read.lock().map_or(Duration::ZERO, |t| *t));
    (now, source)
}

/// Imports the Reavers (Human: 11 Linemen at 50,000, 2 re-rolls at 50,000, Fan Factor 3: Team
/// Value 680,000) and the Raiders (Orc: 4 Black Orcs and 4 Blitzers at 80,000, 2 Throwers at
/// 70,000, 6 Linemen at 50,000, 2 re-rolls at 60,000, Fan Factor 3: 1,230,000): the Reavers
/// get the 550,000 gap to spend (004:L2738-L2748).
fn import_teams(dir: &std::path::Path, db: &std::path::Path) -> anyhow::Result<()> {
    let db_arg = db.to_string_lossy().into_owned();
    for (name, json) in [
        (
            "reavers.json",
            common::team("Reavers", "human", &[("Lineman", 11)], 77),
        ),
        (
            "raiders.json",
            common::team(
                "Raiders",
                "orc",
                &[
                    ("Black Orc", 4),
                    ("Blitzer", 4),
                    ("Thrower", 2),
                    ("Lineman", 6),
                ],
                88,
            ),
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, json)?;
        let out = common::nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db_arg])?;
        anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    }
    Ok(())
}

fn text(node: &egui_kittest::Node<'_>) -> String {
    let n = node.accesskit_node();
    if n.role() == Role::Label {
        n.value()
    } else {
        n.label()
    }
    .unwrap_or_default()
}

fn shows(h: &Harness<'static, NuffleApp>, part: &str) -> bool {
    let part = part.to_string();
    h.query_all_by(move |n| {
        n.value().is_some_and(|t| t.contains(&part)) || n.label().is_some_and(|t| t.contains(&part))
    })
    .next()
    .is_some()
}

fn all_text(h: &Harness<'static, NuffleApp>) -> String {
    h.get_all_by(|_| true)
        .map(|n| text(&n))
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" | ")
}

fn pick(h: &mut Harness<'static, NuffleApp>, side: usize, team: &str) {
    let mut boxes: Vec<egui::Rect> = h
        .get_all_by_role(Role::ComboBox)
        .map(|n| n.rect())
        .collect();
    boxes.sort_by(|a, b| a.top().total_cmp(&b.top()));
    let at = boxes[side].center();
    h.hover_at(at);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
    let start = team.to_string();
    h.get_by(move |n| n.role() != Role::Label && n.label().is_some_and(|t| t.starts_with(&start)))
        .click();
    h.run();
}

/// Clicks the one control (not a plain label) named `label`.
fn click(h: &mut Harness<'static, NuffleApp>, label: &str) {
    let want = label.to_string();
    h.get_by(move |n| n.role() != Role::Label && n.label().as_deref() == Some(want.as_str()))
        .click();
    h.run();
}

fn type_into(h: &mut Harness<'static, NuffleApp>, field: &str, words: &str) {
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field).type_text(words);
    h.run();
}

#[test]
fn stars_and_mercenaries_are_hired_in_the_panel_and_take_the_pitch_004_l3094_l3021()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    import_teams(dir.path(), &db)?;
    let (now, source) = hand_clock();
    let session = Session::launch(Some(db.clone()))?;
    let mut h = app_harness(
        NuffleApp::new(session).with_clock_source(source),
        [1400.0, 2600.0],
    );
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Reavers");
    pick(&mut h, 1, "Raiders");
    click(&mut h, "Start the match");
    // The weather, then the inducements (004:L2676-L2682).
    common::window::key_dice(&mut h, &[3, 4]);
    assert!(
        shows(
            &h,
            "Reavers: Team Value 680,000; inducement gold 550,000; Treasury 0; spent 0"
        ),
        "{}",
        all_text(&h)
    );

    // The favourite's four minutes run out (004:L2772-L2775): his choosing ends with what he
    // bought (nothing), and the underdog's clock starts at four minutes.
    assert!(shows(&h, "Raiders chooses first"), "{}", all_text(&h));
    let before = std::time::SystemTime::now();
    *now.lock().map_err(|_| anyhow::anyhow!("clock"))? = Duration::from_secs(239);
    h.run();
    assert!(shows(&h, "Raiders 0:01"), "{}", all_text(&h));
    *now.lock().map_err(|_| anyhow::anyhow!("clock"))? = Duration::from_secs(240);
    h.run();
    assert!(
        shows(
            &h,
            "Raiders: the four minutes to choose inducements ran out (004:L2772-L2775)"
        ),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Reavers chooses now"), "{}", all_text(&h));
    assert!(shows(&h, "Reavers 4:00"), "{}", all_text(&h));

    // The stars a Human team may hire, each with his price and line (004:L9279-L9286).
    click(&mut h, STARS);
    assert!(
        shows(&h, "Griff Oberwald (004:L9279-L9286)"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "320,000"));
    assert!(
        h.query_by_label(&hire_star_label("Varag Ghoul-Chewer"))
            .is_none()
    );
    click(&mut h, &hire_star_label("Griff Oberwald"));
    assert!(
        shows(&h, "spent 320,000; gold left 230,000"),
        "{}",
        all_text(&h)
    );
    // An Orc star is refused with the engine's reason and his line (004:L9667-L9674).
    type_into(&mut h, STAR_BY_NAME, "Varag Ghoul-Chewer");
    click(&mut h, HIRE_BY_NAME);
    assert!(
        shows(&h, "may not hire Varag Ghoul-Chewer"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "004:L9667-L9674"), "{}", all_text(&h));
    assert!(shows(&h, "spent 320,000"));
    // Griff let go; Helmut Wulf (110,000) and the duo Grak and Crumbleberry (300,000, two
    // models, one hire: 004:L3101-L3103) make the two hires; a third is refused.
    click(&mut h, &let_go_label("Griff Oberwald"));
    assert!(shows(&h, "spent 0;"), "{}", all_text(&h));
    click(&mut h, &hire_star_label("Helmut Wulf"));
    click(&mut h, &hire_star_label("Grak and Crumbleberry"));
    assert!(
        shows(&h, "spent 410,000; gold left 140,000"),
        "{}",
        all_text(&h)
    );
    click(&mut h, &hire_star_label("Puggy Baconbreath"));
    assert!(shows(&h, "at most 2"), "{}", all_text(&h));
    assert!(shows(&h, "spent 410,000"));

    // A Mercenary Lineman with Block: 50,000 + 30,000 + 50,000 (004:L3025-L3037).
    click(&mut h, MERCENARIES);
    type_into(&mut h, MERCENARY_SKILL, "Block");
    click(&mut h, &mercenary_label("Lineman"));
    assert!(
        shows(&h, "spent 540,000; gold left 10,000"),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::DONE);
    assert!(
        shows(
            &h,
            "Reavers buys Star Player Helmut Wulf, Star Player Grak and Crumbleberry, Mercenary #15 Lineman with Block"
        ),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::START);
    assert!(
        !h.state().session().idle(),
        "{:?}",
        h.state().session().refused
    );

    // The time-up is in the match's audit trail, at the moment it ran out.
    let ledger = ledger::Ledger::open(&db)?;
    let id = ledger
        .matches()?
        .iter()
        .map(|m| m.id)
        .max()
        .ok_or_else(|| anyhow::anyhow!("no match"))?;
    let audit = ledger.audit(id)?;
    let line = audit
        .iter()
        .find(|l| l.contains("Raiders: the four minutes to choose inducements ran out"))
        .ok_or_else(|| anyhow::anyhow!("not in the audit trail: {audit:?}"))?;
    let year = before.duration_since(std::time::UNIX_EPOCH)?.as_secs() / 31_556_952 + 1970;
    assert!(line.starts_with(&year.to_string()), "{line}");
    assert!(line.contains("the window"), "{line}");

    // The hired players are the Reavers' in the match: the stars' profiles, the Mercenary's
    // Loner and Block (004:L3032-L3035).
    let hired = |s: &Session, name: &str| {
        s.game()
            .state()
            .players
            .iter()
            .find(|p| p.id.side == Side::Home && p.profile.name == name)
            .map(|p| (p.id, p.place))
    };
    for star in ["Helmut Wulf", "Grak", "Crumbleberry"] {
        assert!(hired(h.state().session(), star).is_some(), "{star}");
    }
    let merc = h
        .state()
        .session()
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id.side == Side::Home && p.profile.number == 15)
        .ok_or_else(|| anyhow::anyhow!("no #15"))?
        .clone();
    assert!(merc.has(rules::Skill::Loner) && merc.has(rules::Skill::Block));
    // On to the first kick-off: the Reavers set up with the simulator's coach; the stars are
    // on the pitch or in Reserves, ready to play.
    let kick_off = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, Decision::KickTo { .. })))
    };
    assert!(play_until(h.state_mut().session_mut(), 3, kick_off));
    let (_, place) =
        hired(h.state().session(), "Helmut Wulf").ok_or_else(|| anyhow::anyhow!("Helmut"))?;
    assert!(
        matches!(place, Place::Pitch { .. } | Place::Reserves),
        "{place:?}"
    );
    Ok(())
}
