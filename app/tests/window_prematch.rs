//! A league match's pre-match in the window, driven headless with egui_kittest on a real
//! SQLite file: two league teams of different Team Values imported, the league match started
//! with stadiums and famous referees on, the weather, stadium and referee rolls keyed in the
//! window first (004:L2676-L2682), then the Inducements panel: the underdog's inducement gold
//! shown as the engine works it out at the stadium rolled, the favourite choosing first, each
//! coach within four minutes on the clock, Bloodweiser Kegs bought at their price and a
//! purchase over the gold refused in the engine's words; then up to the first kick-off, and
//! the Kegs' +2 on the underdog's KO recovery prompt.

use crate::common;
use common::window::{app_harness, play_until};
use common::window::{key_dice, shows};

use std::sync::{Arc, Mutex};
use std::time::Duration;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::inducement_panel::{self, buy_label};
use nuffle_app::gui::{NuffleApp, Session};
use rules::{Decision, Prompt, Side};

/// A clock the test moves by hand.
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

/// Imports the Reavers (Human: 2 Blitzers at 90,000, 9 Linemen at 50,000, 2 re-rolls at
/// 50,000, Fan Factor 3: Team Value 760,000) and the Raiders (Orc: 4 Black Orcs and 2
/// Blitzers at 80,000, 5 Linemen at 50,000, 2 re-rolls at 60,000, Fan Factor 3: 880,000)
/// with `nuffle league import`, as a league does (004:L2348-L2359 for the values).
fn import_teams(dir: &std::path::Path, db: &std::path::Path) -> anyhow::Result<()> {
    let db_arg = db.to_string_lossy().into_owned();
    for (name, json) in [
        (
            "reavers.json",
            common::team("Reavers", "human", &[("Blitzer", 2), ("Lineman", 9)], 77),
        ),
        (
            "raiders.json",
            common::team(
                "Raiders",
                "orc",
                &[("Black Orc", 4), ("Blitzer", 2), ("Lineman", 5)],
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

/// What a node says: a label's text (AccessKit keeps it as the value), else its label.
fn text(node: &egui_kittest::Node<'_>) -> String {
    let n = node.accesskit_node();
    if n.role() == Role::Label {
        n.value()
    } else {
        n.label()
    }
    .unwrap_or_default()
}

/// Every text in the window, for a failing assertion's message.
fn all_text(h: &Harness<'static, NuffleApp>) -> String {
    h.get_all_by(|_| true)
        .map(|n| text(&n))
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Picks the team whose list entry starts with `team` in the home (`0`) or away (`1`) list.
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

fn click(h: &mut Harness<'static, NuffleApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn roll_on_screen(h: &Harness<'static, NuffleApp>) -> String {
    match h.state().session().game().prompt() {
        Prompt::Roll(r) => r.roll.to_string(),
        other => format!("{other:?}"),
    }
}

#[test]
fn a_league_match_goes_through_stadium_referee_and_inducements_to_the_kick_off_004_l2676()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    import_teams(dir.path(), &db)?;
    let (now, source) = hand_clock();
    let session = Session::launch(Some(db.clone()))?;
    let mut h = app_harness(
        NuffleApp::new(session).with_clock_source(source),
        [1400.0, 900.0],
    );

    // The new-match form (F3): the two league teams tick League play; the referee ticks the
    // stadium and referee rolls.
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Reavers");
    pick(&mut h, 1, "Raiders");
    h.get_by_label("Stadiums (a league match rolls its stadium, 004:L3684)")
        .click();
    h.get_by_label("Famous referees (a league match rolls its referee, 004:L2704)")
        .click();
    h.run();
    click(&mut h, "Start the match");

    // The Weather, Stadium and Referee rolls come first (004:L2676-L2682).
    // Weather 3 + 4 = 7, Nice (000:L1013-L1023).
    assert_eq!(roll_on_screen(&h), "Weather", "{}", all_text(&h));
    key_dice(&mut h, &[3, 4]);
    // Stadium 4 + 5 = 9: a Luxury Stadium; its D6 2: Reputation for Spectacle, whose 2D6
    // (2 + 3) gives each team 50,000 more for inducements (004:L3684-L3723).
    assert_eq!(roll_on_screen(&h), "Stadium", "{}", all_text(&h));
    assert!(shows(&h, "Random Stadium table"));
    key_dice(&mut h, &[4, 5]);
    assert_eq!(roll_on_screen(&h), "Stadium attribute", "{}", all_text(&h));
    key_dice(&mut h, &[2]);
    assert_eq!(
        roll_on_screen(&h),
        "Reputation for Spectacle",
        "{}",
        all_text(&h)
    );
    key_dice(&mut h, &[2, 3]);
    // Referee 4 + 6 = 10: Thoron Korensson (004:L2704-L2716).
    assert_eq!(roll_on_screen(&h), "Referee", "{}", all_text(&h));
    key_dice(&mut h, &[4, 6]);

    // The Inducements panel opens by itself, the referee known; the rolls are recorded.
    assert!(
        h.query_by_label(inducement_panel::HEADING).is_some(),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Referee: Thoron Korensson"), "{}", all_text(&h));
    assert_eq!(ledger::Ledger::open(&db)?.matches()?.len(), 1);
    // Back to the match half a minute into the favourite's four, and in again: the prompt's
    // button opens the panel as it was left, its clock still running (004:L2772-L2775).
    *now.lock().map_err(|_| anyhow::anyhow!("clock"))? = Duration::from_secs(30);
    click(&mut h, inducement_panel::BACK);
    assert!(h.query_by_label(inducement_panel::HEADING).is_none());
    click(&mut h, inducement_panel::OPEN);
    assert!(
        h.query_by_label(inducement_panel::HEADING).is_some(),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Raiders 3:30"), "{}", all_text(&h));
    // The underdog (760,000) gets the 120,000 gap (004:L2738-L2748) and the Spectacle's
    // 50,000; the favourite the 50,000. No Treasury in either team file.
    assert!(
        shows(
            &h,
            "Reavers: Team Value 760,000; inducement gold 170,000; Treasury 0; spent 0; gold left \
             170,000"
        ),
        "{}",
        all_text(&h)
    );
    assert!(shows(
        &h,
        "Raiders: Team Value 880,000; inducement gold 50,000; Treasury 0; spent 0; gold left \
         50,000"
    ));
    // The favourite chooses first (004:L2751-L2754), on a four-minute clock (004:L2774).
    assert!(shows(&h, "Raiders chooses first"), "{}", all_text(&h));
    *now.lock().map_err(|_| anyhow::anyhow!("clock"))? = Duration::from_secs(75);
    h.run();
    assert!(shows(&h, "Raiders 2:45"), "{}", all_text(&h));
    // Every inducement an Orc team may buy is listed, its race's and its staff's too
    // (004:L3315-L3333, L3178-L3187); a Human team's Master of Ballistics is not.
    for offered in ["Waaagh! Drummer", "Fink da Fixer", "Wizard", "Bribes"] {
        assert!(
            h.query_by_label(&buy_label(offered)).is_some(),
            "{offered}: {}",
            all_text(&h)
        );
    }
    assert!(
        h.query_by_label(&buy_label("Master of Ballistics"))
            .is_none()
    );
    click(&mut h, inducement_panel::DONE);

    // The underdog's turn, its clock fresh.
    assert!(shows(&h, "Reavers chooses now"), "{}", all_text(&h));
    assert!(shows(&h, "Reavers 4:00"), "{}", all_text(&h));
    for offered in ["Master of Ballistics", "Kari Coldsteel"] {
        assert!(h.query_by_label(&buy_label(offered)).is_some(), "{offered}");
    }
    assert!(h.query_by_label(&buy_label("Waaagh! Drummer")).is_none());
    // The prices the text gives: Kegs 50,000 (0-2), Bribes 100,000 (0-3) (004:L2758-L2767).
    assert!(shows(&h, "50,000 each"));
    assert!(shows(&h, "100,000 each"));
    click(&mut h, &buy_label("Bloodweiser Kegs"));
    click(&mut h, &buy_label("Bloodweiser Kegs"));
    assert!(
        shows(&h, "spent 100,000; gold left 70,000"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "2 of 2"));
    // A third Keg is over the limit, a Bribe over the gold: the engine's words, nothing bought.
    click(&mut h, &buy_label("Bloodweiser Kegs"));
    assert!(shows(&h, "at most 2"), "{}", all_text(&h));
    click(&mut h, &buy_label("Bribes"));
    assert!(
        shows(&h, "spends 200000 on inducements but has 170000"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "gold left 70,000"));
    // The place for Special Play cards, with no card in it.
    assert!(shows(&h, "Special Play cards"));
    click(&mut h, inducement_panel::DONE);
    assert!(
        shows(&h, "Reavers buys 2 Bloodweiser Kegs"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Raiders buys nothing"));
    click(&mut h, inducement_panel::START);

    // The Kegs are in the recorded match's setup: a fresh session on the database reads them
    // back.
    assert!(
        !h.state().session().idle(),
        "{:?}",
        h.state().session().refused
    );
    {
        let again = Session::open(Some(db.clone()))?;
        let state = again.game().state();
        assert_eq!(state.team(Side::Home).name, "Reavers");
        assert_eq!(
            state
                .team(Side::Home)
                .inducements
                .get(rules::Inducement::BloodweiserKegs),
            2
        );
        assert_eq!(
            state
                .team(Side::Away)
                .inducements
                .get(rules::Inducement::BloodweiserKegs),
            0
        );
    }

    // An undo takes the match back to the choosing, the Kegs still in its setup; the panel
    // opens on them, not on an empty list, and the window says what the setup holds.
    assert_eq!(roll_on_screen(&h), "Fans", "{}", all_text(&h));
    click(&mut h, "Undo last input");
    assert!(
        h.state().session().game().choosing_inducements().is_some(),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::OPEN);
    assert!(
        shows(
            &h,
            "Bought before, kept until chosen again: Reavers: 2 Bloodweiser Kegs; Raiders: none \
             of the list."
        ),
        "{}",
        all_text(&h)
    );
    assert!(
        shows(
            &h,
            "Reavers: Team Value 760,000; inducement gold 170,000; Treasury 0; spent 100,000; \
             gold left 70,000"
        ),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::BACK);
    // The prompt lets the match go on with them as they are (`InducementsChosen`).
    h.state_mut()
        .session_mut()
        .apply(rules::Match::inducements_chosen_input());
    h.run();

    // The fans: 2D6 each (000:L989).
    assert_eq!(roll_on_screen(&h), "Fans", "{}", all_text(&h));
    key_dice(&mut h, &[3, 3]);
    key_dice(&mut h, &[2, 2]);

    // Coin toss and set-ups played on to the first kick-off, which the window shows.
    let kick_off = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, Decision::KickTo { .. })))
    };
    assert!(play_until(h.state_mut().session_mut(), 1, kick_off));
    h.run();
    assert!(shows(&h, "Kick-off: aim the kick"), "{}", all_text(&h));

    // The Kegs in play: the referee puts a Reaver in the KO'd box (his correction, logged like
    // any input), and at the end of the drive his recovery shows their +2 (004:L3055-L3060).
    let reaver = h
        .state()
        .session()
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id.side == Side::Home && matches!(p.place, rules::Place::Pitch { .. }))
        .map(|p| p.id)
        .ok_or_else(|| anyhow::anyhow!("a Reaver on the pitch"))?;
    assert!(
        h.state_mut()
            .session_mut()
            .apply(rules::Input::Edit(rules::Edit::RemovePlayer {
                player: reaver,
                to: rules::DugoutBox::KnockedOut,
            }))
    );
    let reaver_ko = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Roll(r)
            if r.roll == "KO recovery" && r.side == Side::Home)
    };
    let found = play_until(h.state_mut().session_mut(), 2, reaver_ko);
    assert!(found, "the drive ends and the KO'd Reaver rolls to recover");
    h.run();
    assert!(
        shows(&h, "+2 2 Bloodweiser Keg(s) (004:L3055-L3060)"),
        "{}",
        all_text(&h)
    );
    Ok(())
}

/// Two teams of equal Team Value (two Human teams of one list, 760,000 each): neither is the
/// favourite, so the coaches roll off and the winner chooses to buy first or second
/// (004:L11687-L11691). Nobody chooses until the referee says who buys first; the home team
/// is not first by default (the away team is given first here, the reading that fails the old
/// one), and the other coach chooses after.
#[test]
fn equal_team_values_roll_off_for_who_buys_first_004_l11687() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    for (name, naf) in [("Reavers", 77), ("Wreckers", 78)] {
        let file = dir.path().join(format!("{name}.json"));
        std::fs::write(
            &file,
            common::team(name, "human", &[("Blitzer", 2), ("Lineman", 9)], naf),
        )?;
        let out = common::nuffle(&["league", "import", &file.to_string_lossy(), "--db", &db_arg])?;
        anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    }
    let session = Session::launch(Some(db.clone()))?;
    let mut h = app_harness(NuffleApp::new(session), [1400.0, 900.0]);
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Reavers");
    pick(&mut h, 1, "Wreckers");
    click(&mut h, "Start the match");
    // The weather first (no stadium or referee roll ticked), then the inducements.
    key_dice(&mut h, &[3, 4]);
    assert!(
        shows(&h, "Equal Team Values: each coach rolls a D6"),
        "{}",
        all_text(&h)
    );
    assert!(
        h.query_by_label(inducement_panel::DONE).is_none(),
        "nobody chooses before the roll-off"
    );
    click(&mut h, &inducement_panel::buys_first_label("Wreckers"));
    assert!(
        shows(
            &h,
            "Wreckers chooses first (the roll-off's winner chose the order"
        ),
        "{}",
        all_text(&h)
    );
    click(&mut h, inducement_panel::DONE);
    assert!(shows(&h, "Reavers chooses now"), "{}", all_text(&h));
    click(&mut h, inducement_panel::DONE);
    assert!(
        h.query_by_label(inducement_panel::START).is_some(),
        "both have chosen"
    );
    Ok(())
}
