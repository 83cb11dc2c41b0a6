//! The window's league teams, corrections in the log and the camera's stale photo, driven
//! headless with egui_kittest on a real SQLite file: a team imported through the window's
//! file chooser (and a bad file refused in words); league teams listed first and narrowed by
//! the search; two league teams tick League play; the line-up, re-rolls and staff shown before
//! the match starts; a correction written in the log with the old and the new roll, the panel
//! as wide as before; a photo whose roll is over gone at the next roll.

use crate::common;
use common::window::{app_harness, harness_sized, play_until};

use egui::accesskit::{Role, Toggled};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::inducement_panel;
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Session};
use nuffle_tests::byler_image;
use rules::Prompt;

fn harness(session: Session) -> Harness<'static, NuffleApp> {
    harness_sized(session, [1400.0, 800.0])
}

/// The Reavers (Human): a named Blitzer with Tackle beside his Block, ten more, an Apothecary.
fn reavers_file() -> String {
    let mut players = vec![serde_json::json!({"number": 1, "name": "Mighty Zug",
        "position": "Blitzer", "skills": ["Tackle"]})];
    for n in 2..=11 {
        players.push(serde_json::json!({"number": n, "position": "Lineman"}));
    }
    serde_json::json!({"name": "Reavers", "coach": "Coach Reavers", "roster": "human",
        "rerolls": 3, "fan_factor": 2, "apothecary": true, "players": players})
    .to_string()
}

/// Writes the Reavers' and the Raiders' team files into `dir`: (reavers, raiders).
fn team_files(dir: &std::path::Path) -> anyhow::Result<(std::path::PathBuf, std::path::PathBuf)> {
    let reavers = dir.join("reavers.json");
    std::fs::write(&reavers, reavers_file())?;
    let raiders = dir.join("raiders.json");
    std::fs::write(
        &raiders,
        common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
    )?;
    Ok((reavers, raiders))
}

/// Opens the match list and the new-match form (F3).
fn new_match_form(h: &mut Harness<'static, NuffleApp>) {
    h.key_press(egui::Key::F3);
    h.run();
    assert!(h.query_by_label("New match").is_some());
}

/// In the open chooser, types `path` into its path field (replacing what it holds) and
/// presses Enter: a folder is listed, a file imported.
fn type_in_chooser(h: &mut Harness<'static, NuffleApp>, path: &std::path::Path) {
    h.get_by_label("Team file or folder").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Team file or folder")
        .type_text(&path.display().to_string());
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.run();
}

/// The league's teams in the database at `db`, by name.
fn league_teams(db: &std::path::Path) -> anyhow::Result<Vec<String>> {
    Ok(ledger::Ledger::open(db)?
        .teams()?
        .into_iter()
        .map(|t| t.name)
        .collect())
}

/// The combo boxes of the new-match form, top to bottom: (home, away).
fn team_lists(h: &Harness<'static, NuffleApp>) -> (egui::Rect, egui::Rect) {
    let mut boxes: Vec<egui::Rect> = h
        .get_all_by_role(Role::ComboBox)
        .map(|n| n.rect())
        .collect();
    boxes.sort_by(|a, b| a.top().total_cmp(&b.top()));
    assert_eq!(boxes.len(), 2, "two team lists");
    (boxes[0], boxes[1])
}

/// Opens the home (`0`) or away (`1`) team list.
fn open_list(h: &mut Harness<'static, NuffleApp>, side: usize) {
    let (home, away) = team_lists(h);
    let at = if side == 0 { home } else { away }.center();
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
}

/// Picks `team` (its label in the lists) as the home (`0`) or away (`1`) team.
fn pick(h: &mut Harness<'static, NuffleApp>, side: usize, team: &str) {
    open_list(h, side);
    starting(h, team)
        .unwrap_or_else(|| panic!("{team} is in the list"))
        .click();
    h.run();
}

/// Types `text` into the search field, replacing what it holds.
fn search(h: &mut Harness<'static, NuffleApp>, text: &str) {
    h.get_by_label("Find a team").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Backspace);
    h.get_by_label("Find a team").type_text(text);
    h.run();
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

/// The entry to pick whose label starts with `start` (a team in the open list).
fn starting<'h>(h: &'h Harness<'static, NuffleApp>, start: &str) -> Option<egui_kittest::Node<'h>> {
    let start = start.to_string();
    h.query_by(move |n| n.role() != Role::Label && n.label().is_some_and(|t| t.starts_with(&start)))
}

/// Whether a team whose label starts with `start` is in the open list: an entry to pick, not
/// a line of text (the top bar and the line-ups name the teams too).
fn in_open_list(h: &Harness<'static, NuffleApp>, start: &str) -> bool {
    let start = start.to_string();
    h.query_all_by(move |n| {
        n.role() != Role::Label && n.label().is_some_and(|t| t.starts_with(&start))
    })
    .next()
    .is_some()
}

fn league_play_ticked(h: &Harness<'static, NuffleApp>) -> bool {
    h.get_by_label("League play (SPP, casualty table)")
        .accesskit_node()
        .toggled()
        == Some(Toggled::True)
}

/// The league teams as the lists name them (their rosters' names between).
const REAVERS: &str = "Reavers (";
const RAIDERS: &str = "Raiders (";
const HUMAN: &str = "Human quick-start team";

/// The referee imports a team file through the window: the import button opens the file
/// chooser, he types the file's folder into its path field and clicks the file; the team is in the
/// database and first in the lists.
#[test]
fn a_league_team_is_imported_through_the_windows_file_chooser_and_listed_first()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    team_files(dir.path())?;
    let mut h = harness(Session::open(Some(db.clone()))?);
    new_match_form(&mut h);
    h.get_by_label("Import a league team…").click();
    h.run();
    assert!(
        h.query_by_label("Team file or folder").is_some(),
        "the chooser is open"
    );
    type_in_chooser(&mut h, dir.path());
    // Only team files (.json) are listed: not the database beside them.
    assert!(h.query_by_label("n.sqlite3").is_none());
    h.get_by_label("reavers.json").click();
    h.run();
    assert!(
        h.query_by_label_contains("Imported Reavers (coach Coach Reavers, 11 players)")
            .is_some(),
        "the form says what was imported"
    );
    assert_eq!(league_teams(&db)?, vec!["Reavers".to_string()]);
    // Listed first, under its heading, before the rulebook's teams.
    open_list(&mut h, 0);
    let first = starting(&h, REAVERS)
        .ok_or_else(|| anyhow::anyhow!("listed"))?
        .rect()
        .top();
    let heading = h.get_by_label("League teams").rect().top();
    let rulebook = h.get_by_label("Rulebook teams").rect().top();
    assert!(
        heading < first && first < rulebook,
        "league teams come first"
    );
    // Imported again, the same file is refused in words: the team is there to pick.
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Import a league team…").click();
    h.run();
    // The chooser opens in the folder of the last file imported.
    h.get_by_label("reavers.json").click();
    h.run();
    assert!(
        h.query_by_label_contains("The league already has Reavers coached by Coach Reavers")
            .is_some()
    );
    assert_eq!(league_teams(&db)?.len(), 1, "no second copy");
    Ok(())
}

/// A team file that is not right is refused with what is wrong and what to do, and nothing is
/// stored: a roster the rulebook does not have, and a file that is not JSON. A file's full
/// path typed into the chooser's path field imports it at once.
#[test]
fn a_bad_team_file_is_refused_with_what_is_wrong_and_what_to_do() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let elves = dir.path().join("elves.json");
    std::fs::write(
        &elves,
        common::team("Nowhere", "elves-of-nowhere", &[("Lineman", 11)], 1),
    )?;
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{ \"name\": \"Half a team\", ")?;
    let mut h = harness(Session::open(Some(db.clone()))?);
    new_match_form(&mut h);
    for (file, what) in [(&elves, "elves-of-nowhere"), (&broken, "line 1, column")] {
        h.get_by_label("Import a league team…").click();
        h.run();
        type_in_chooser(&mut h, file);
        let said = h
            .query_by_label_contains("was not imported")
            .map(|n| text(&n))
            .ok_or_else(|| anyhow::anyhow!("the refusal is shown"))?;
        assert!(said.contains(&file.display().to_string()), "{said}");
        assert!(said.contains(what), "what is wrong: {said}");
        assert!(
            said.contains("Correct the file") && said.contains("import it again"),
            "what to do: {said}"
        );
    }
    assert!(league_teams(&db)?.is_empty(), "nothing stored");
    Ok(())
}

/// Two league teams in the database (imported as `nuffle league import` does); the search
/// narrows both lists by team name, roster or coach; picking two league teams ticks League
/// play, and a rulebook team in their place unticks it, saying why. The match started with
/// two league teams is a league match of those teams.
#[test]
fn the_search_narrows_the_lists_and_two_league_teams_tick_league_play() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let (reavers, raiders) = team_files(dir.path())?;
    {
        let mut ledger = ledger::Ledger::open(&db)?;
        let book = tables::builtin()?;
        for file in [&reavers, &raiders] {
            let (name, team) = ledger::TeamFile::read(book, file)?;
            ledger.add_team(book, &name, &team)?;
        }
    }
    let mut h = harness(Session::open(Some(db.clone()))?);
    new_match_form(&mut h);
    assert!(!league_play_ticked(&h));
    // By roster: "orc" finds the Raiders and the rulebook's Orc teams, not the Reavers.
    search(&mut h, "orc");
    open_list(&mut h, 1);
    assert!(in_open_list(&h, RAIDERS));
    assert!(!in_open_list(&h, REAVERS));
    assert!(!in_open_list(&h, HUMAN), "a Human team hidden");
    starting(&h, RAIDERS)
        .ok_or_else(|| anyhow::anyhow!("listed"))?
        .click();
    h.run();
    assert!(
        !league_play_ticked(&h),
        "one league team is not league play"
    );
    // By coach.
    search(&mut h, "coach reav");
    open_list(&mut h, 0);
    assert!(!in_open_list(&h, RAIDERS));
    starting(&h, REAVERS)
        .ok_or_else(|| anyhow::anyhow!("listed"))?
        .click();
    h.run();
    assert!(league_play_ticked(&h), "two league teams tick League play");
    // The form offers a Friendly (FAQ 004:L11615-L11624), unticked.
    assert_eq!(
        h.get_by_label("Friendly (league teams: no MVP, no league points, D3 winnings)")
            .accesskit_node()
            .toggled(),
        Some(Toggled::False)
    );
    // A rulebook team in the Reavers' place unticks it, and the form says why.
    search(&mut h, "");
    pick(&mut h, 0, HUMAN);
    assert!(!league_play_ticked(&h));
    assert!(
        h.query_by_label_contains("League play is off: it needs two league teams")
            .is_some()
    );
    pick(&mut h, 0, REAVERS);
    assert!(league_play_ticked(&h));
    h.get_by_label("Start the match").click();
    h.run();
    // Two league teams: the weather, then the inducements, both coaches buying nothing
    // (tests/window_prematch.rs buys).
    common::window::key_dice(&mut h, &[3, 4]);
    assert!(h.query_by_label(inducement_panel::HEADING).is_some());
    for _ in 0..2 {
        h.get_by_label(inducement_panel::DONE).click();
        h.run();
    }
    h.get_by_label(inducement_panel::START).click();
    h.run();
    assert!(h.query_by_label(PITCH_LABEL).is_some(), "the match is on");
    let (_, id) = h
        .state()
        .session()
        .recording()
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let ledger = ledger::Ledger::open(&db)?;
    let record = ledger
        .matches()?
        .into_iter()
        .find(|m| m.id == id)
        .ok_or_else(|| anyhow::anyhow!("the match is listed"))?;
    assert!(
        record.setup.ruleset.contains("league=on"),
        "{}",
        record.setup.ruleset
    );
    let (home, away) = ledger.match_teams(id)?;
    assert_eq!(
        (home, away),
        (1, 2),
        "the Reavers at home, the Raiders away"
    );
    Ok(())
}

/// Before "Start the match" the form shows both teams picked: each player's number, name,
/// position, characteristics and skills (the Blitzer's own Block and his Tackle), the team
/// re-rolls and the staff; at 1280x720 and 1600x1000.
#[test]
fn the_line_up_re_rolls_and_staff_are_shown_before_the_match_starts() -> anyhow::Result<()> {
    for size in [[1280.0, 720.0], [1600.0, 1000.0]] {
        let dir = tempfile::tempdir()?;
        let db = dir.path().join("n.sqlite3");
        let (reavers, _) = team_files(dir.path())?;
        let mut h = harness_sized(Session::open(Some(db.clone()))?, size);
        new_match_form(&mut h);
        h.get_by_label("Import a league team…").click();
        h.run();
        type_in_chooser(&mut h, &reavers);
        pick(&mut h, 0, REAVERS);
        // In view beside the form, without scrolling.
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size[0], size[1]));
        for seen in [
            "Reavers: the line-up",
            "Mighty Zug",
            "Block, Tackle",
            "Start the match",
        ] {
            let at = h.get_by_label(seen).rect();
            assert!(
                screen.contains_rect(at),
                "{seen} in view at {size:?}: {at:?}"
            );
        }
        assert!(
            h.query_by_label_contains("Team re-rolls 3, an Apothecary, no Igor")
                .is_some(),
            "{size:?}"
        );
        assert!(h.query_by_label("Mighty Zug").is_some());
        assert!(h.query_all_by_label("Blitzer").next().is_some());
        // Human Blitzer: MA 7, ST 3, AG 3, AV 8, Block (rosters-2016.toml); Tackle his own.
        assert!(h.query_all_by_label("7 3 3 8").next().is_some());
        assert!(h.query_by_label("Block, Tackle").is_some(), "{size:?}");
        // The away team, the rulebook's Orc quick-start team, beside it.
        assert!(
            h.query_by_label("Orc quick-start team: the line-up")
                .is_some()
        );
        assert!(
            h.query_all_by_label_contains(": the line-up").count() == 2,
            "both teams shown"
        );
    }
    Ok(())
}

/// The x of the match log's heading: where the right-hand panel begins.
fn panel_left(h: &Harness<'static, NuffleApp>) -> f32 {
    h.get_by_label("Match log (newest first)").rect().left()
}

/// A failed Dodge (1) corrected to a 4 through "Correct an earlier roll": the log says so in
/// words, with the old and the new roll; the section closes once done, and the right-hand
/// panel is as wide as before it opened (1280x720).
#[test]
fn a_correction_shows_the_old_and_new_roll_in_the_log_and_keeps_the_panel_width()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let dodge = |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.roll == "Dodge");
    assert!(play_until(&mut session, 3, dodge), "a Dodge roll");
    let Prompt::Roll(request) = session.game().prompt() else {
        anyhow::bail!("a roll");
    };
    let player = request
        .player
        .and_then(|id| session.game().state().player(id))
        .map(|p| p.label())
        .ok_or_else(|| anyhow::anyhow!("a dodger"))?;
    let one = rules::DiceRoll::manual(vec![rules::Die::D6(1)]);
    assert!(session.apply(rules::Input::Dice(one)), "the Dodge fails");
    let mut h = harness_sized(session, [1280.0, 720.0]);
    let left = panel_left(&h);
    h.get_by_label("Correct an earlier roll").click();
    h.run();
    let seq = h
        .state_mut()
        .session_mut()
        .rolls()
        .first()
        .map(|r| r.seq)
        .ok_or_else(|| anyhow::anyhow!("the Dodge is listed"))?;
    assert!(
        (panel_left(&h) - left).abs() < 1.0,
        "opening it keeps the width"
    );
    h.get_by_label(&format!("Correct {seq}")).click();
    h.run();
    pick_face(&mut h, seq, "4")?;
    h.get_by_label("Apply the correction").click();
    h.run();
    h.run();
    let line = format!("Corrected: Dodge roll of {player}");
    let shown = h
        .query_by_label_contains(&line)
        .map(|n| text(&n))
        .ok_or_else(|| anyhow::anyhow!("the log shows {line:?}"))?;
    assert!(
        shown.contains("was 1, now 4") && shown.contains(&format!("(input {seq})")),
        "{shown}"
    );
    assert!(
        h.query_by_label("Apply the correction").is_none()
            && h.query_by_label(&format!("Correct {seq}")).is_none(),
        "the section closes once done"
    );
    assert!(
        (panel_left(&h) - left).abs() < 1.0,
        "the panel as wide as before"
    );
    // The line reads back from the database after a restart, where it was made.
    let (path, _) = h
        .state()
        .session()
        .recording()
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let path = path.to_path_buf();
    let resumed = Session::open(Some(path.clone()))?;
    assert_eq!(resumed.rulings(), h.state().session().rulings());
    drop(resumed);
    // An undo next takes back the last input's rulings, never the correction's line, on
    // screen as after a restart.
    h.get_by_label("Undo last input").click();
    h.run();
    let (log, undone) = {
        let s = h.state().session();
        (s.rulings().to_vec(), s.undone().to_vec())
    };
    let corrected = log
        .iter()
        .position(|t| t.starts_with("Corrected: "))
        .ok_or_else(|| anyhow::anyhow!("the line stays"))?;
    assert_eq!(undone.get(corrected), Some(&false), "the correction stands");
    drop(h);
    let resumed = Session::open(Some(path))?;
    assert_eq!(resumed.rulings(), log.as_slice());
    assert_eq!(resumed.undone(), undone.as_slice());
    Ok(())
}

/// Clicks the face `face` of the die being corrected (between the form's heading and its
/// button: the prompt's own dice buttons carry the same numbers).
fn pick_face(h: &mut Harness<'static, NuffleApp>, seq: i64, face: &str) -> anyhow::Result<()> {
    let heading = h
        .get_by_label(&format!("Input {seq}: the dice as they fell"))
        .rect();
    let apply = h.get_by_label("Apply the correction").rect();
    let at = h
        .get_all_by_label(face)
        .map(|n| n.rect())
        .find(|r| r.top() > heading.top() && r.top() < apply.top())
        .ok_or_else(|| anyhow::anyhow!("the face {face} of the die"))?
        .center();
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
    Ok(())
}

/// A correction the match no longer fits (a failed Dodge made a success after the match went
/// on from the failure) is refused with where and why, and the section stays open to try
/// again; nothing is added to the log.
#[test]
fn a_refused_correction_leaves_the_section_open_and_the_log_as_it_was() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let dodge = |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.roll == "Dodge");
    assert!(play_until(&mut session, 3, dodge), "a Dodge roll");
    let one = rules::DiceRoll::manual(vec![rules::Die::D6(1)]);
    assert!(session.apply(rules::Input::Dice(one)), "the Dodge fails");
    let seq = session
        .rolls()
        .first()
        .map(|r| r.seq)
        .ok_or_else(|| anyhow::anyhow!("the Dodge is listed"))?;
    // The match goes on from the failure: a few more inputs.
    let after = session.game().inputs().len() + 6;
    assert!(play_until(&mut session, 4, |s| s.game().inputs().len() >= after));
    let mut h = harness_sized(session, [1280.0, 720.0]);
    let log_before = h.state().session().rulings().to_vec();
    h.get_by_label("Correct an earlier roll").click();
    h.run();
    h.get_by_label(&format!("Correct {seq}")).click();
    h.run();
    pick_face(&mut h, seq, "6")?;
    h.get_by_label("Apply the correction").click();
    h.run();
    h.run();
    let refused = h
        .query_by_label_contains("the correction was not made")
        .map(|n| text(&n))
        .ok_or_else(|| anyhow::anyhow!("the refusal is shown"))?;
    assert!(refused.contains("is refused"), "where and why: {refused}");
    assert!(
        h.query_by_label(&format!("Correct {seq}")).is_some(),
        "the section stays open to try again"
    );
    assert_eq!(h.state().session().rulings(), log_before.as_slice());
    Ok(())
}

/// A folder the camera plays: these photos as a.jpg, b.jpg, … (played in that order).
fn tray(
    dir: &std::path::Path,
    photos: &[std::path::PathBuf],
) -> anyhow::Result<std::path::PathBuf> {
    let folder = dir.join("tray");
    std::fs::create_dir(&folder)?;
    for (photo, name) in photos.iter().zip('a'..) {
        let kind = photo.extension().and_then(|e| e.to_str()).unwrap_or("jpg");
        std::fs::copy(photo, folder.join(format!("{name}.{kind}")))?;
    }
    Ok(folder)
}

/// Runs the window until the camera's read, on a thread of its own, has come back.
fn run_until_read(h: &mut Harness<'static, NuffleApp>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    h.run();
    while h.state().camera_reading() {
        assert!(
            std::time::Instant::now() < deadline,
            "the camera's read never came back"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.run();
    }
    h.run();
}

const PHOTO: &str = "The camera's photo of the dice tray";

fn asks(h: &Harness<'static, NuffleApp>) -> bool {
    h.query_all_by_label_contains("needs your word")
        .next()
        .is_some()
}

/// A read that asked (a real photo of a 5 and a 3, unsure, IMG_20191208_112652) shows its
/// photo under "The read needs your word"; once the referee confirms it, the next roll (the
/// fans' 2D6) has nothing to confirm: neither the question nor that photo is shown. Keyed by
/// hand instead, the same.
#[test]
fn a_photo_whose_roll_is_over_is_not_shown_at_the_next_roll() -> anyhow::Result<()> {
    let Some(unsure) = byler_image("IMG_20191208_112652.jpg") else {
        return Ok(());
    };
    for confirmed in [true, false] {
        let dir = tempfile::tempdir()?;
        let settings = nuffle_app::gui::Settings {
            camera: Some(tray(dir.path(), std::slice::from_ref(&unsure))?),
            ..Default::default()
        };
        let session = Session::open(Some(dir.path().join("n.sqlite3")))?;
        let mut h = app_harness(
            NuffleApp::new(session).with_settings(settings),
            [1400.0, 800.0],
        );
        let weather = h.state().session().game().prompt();
        h.get_by_label("Read the dice tray (C)").click();
        run_until_read(&mut h);
        assert!(asks(&h), "the read asks");
        assert!(h.query_by_label(PHOTO).is_some(), "with its photo");
        if confirmed {
            h.get_by_label_contains("as read").click();
        } else {
            let keyed = rules::DiceRoll::manual(vec![rules::Die::D6(3), rules::Die::D6(4)]);
            assert!(h.state_mut().session_mut().apply(rules::Input::Dice(keyed)));
        }
        h.run();
        h.run();
        let fans = h.state().session().game().prompt();
        assert_ne!(fans, weather, "the Weather is settled");
        assert!(
            matches!(&fans, Prompt::Roll(r) if r.dice.len() == 2),
            "{fans:?}"
        );
        assert!(!asks(&h), "nothing to confirm at the fans' roll");
        assert!(
            h.query_by_label(PHOTO).is_none(),
            "the Weather's photo is gone (confirmed: {confirmed})"
        );
        assert!(h.query_all_by_label_contains("as read").next().is_none());
    }
    Ok(())
}
