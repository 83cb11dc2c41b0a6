//! The new-match form under the Bugman's League Cup's rules (seed 001), driven headless with
//! egui_kittest on a real SQLite file: the teams are checked as the cup builds them
//! (001:L453-L531) when the referee starts the match; a team the cup refuses is refused in the
//! form with the reason and the line, and nothing is recorded; teams the cup allows start a
//! match that plays by the cup's rules. A cup team imported in the window with the cup's rules
//! ticked keeps its Star Players and staff (001:L467, L499-L511): its preview shows them, and
//! its match plays them.

use crate::common;
use common::window::{harness_sized, play_until};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::inducement_panel;
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Session};

const CUP: &str = "Bugman's League Cup rules";

fn harness(session: Session) -> Harness<'static, NuffleApp> {
    harness_sized(session, [1400.0, 800.0])
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

/// Picks the team whose label starts with `team` as the home (`0`) or away (`1`) team.
fn pick(h: &mut Harness<'static, NuffleApp>, side: usize, team: &str) {
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
    let start = team.to_string();
    h.query_by(move |n| {
        n.role() != Role::Label && n.label().is_some_and(|t| t.starts_with(&start))
    })
    .unwrap_or_else(|| panic!("{team} is in the list"))
    .click();
    h.run();
}

/// Types `text` into the search field that narrows both lists, replacing what it holds.
fn search(h: &mut Harness<'static, NuffleApp>, text: &str) {
    h.get_by_label("Find a team").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Backspace);
    h.get_by_label("Find a team").type_text(text);
    h.run();
}

fn start(h: &mut Harness<'static, NuffleApp>) {
    h.get_by_label("Start the match").click();
    h.run();
    h.run();
}

fn matches_in(db: &std::path::Path) -> usize {
    ledger::Ledger::open(db)
        .and_then(|l| l.matches())
        .map_or(0, |m| m.len())
}

/// The cup's team building refuses the rulebook's quick-start teams (a cup team is bought from a
/// team list, 001:L459); the rosters' sample elevens (eleven players, three re-rolls, an
/// Apothecary: well within 1,300,000) start a match whose turn clock is the cup's.
#[test]
fn quick_start_teams_are_refused_and_sample_elevens_start_a_cup_match_001_l459()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    let mut h = harness(Session::launch(Some(db.clone()))?);
    pick(&mut h, 0, "Human quick-start team");
    pick(&mut h, 1, "Orc quick-start team");
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert!(h.state().session().idle(), "no match started");
    assert!(
        h.query_by_label_contains("is bought from a team list (001:L459)")
            .is_some(),
        "the reason and the line are shown"
    );
    assert_eq!(matches_in(&db), 0, "nothing recorded");
    search(&mut h, "human");
    pick(&mut h, 0, "Human (a sample eleven");
    search(&mut h, "orc");
    pick(&mut h, 1, "Orc (a sample eleven");
    start(&mut h);
    assert!(
        !h.state().session().idle(),
        "{:?}",
        h.state().session().refused
    );
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    assert!(
        h.state()
            .session()
            .game()
            .book()
            .is_on(rules::bugmans::BUGMANS_OPTION)
    );
    assert_eq!(matches_in(&db), 1);
    Ok(())
}

/// A league team whose #1 already has Tackle is no new cup team: a new team's players have only
/// their position's skills, Leader alone from Bugman's Sponsorship (001:L483). It is refused when
/// the referee starts the match, before any inducement is offered.
#[test]
fn a_league_team_with_a_skill_it_could_not_buy_is_refused_with_the_reason_001_l483()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    {
        let mut ledger = ledger::Ledger::open(&db)?;
        let book = tables::builtin()?;
        let mut players = vec![serde_json::json!({"number": 1, "name": "Mighty Zug",
            "position": "Blitzer", "skills": ["Tackle"]})];
        for n in 2..=11 {
            players.push(serde_json::json!({"number": n, "position": "Lineman"}));
        }
        let reavers = serde_json::json!({"name": "Reavers", "coach": "Coach Reavers",
            "roster": "human", "rerolls": 3, "fan_factor": 2, "apothecary": true,
            "players": players})
        .to_string();
        let raiders = common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88);
        for (file, text) in [("reavers.json", reavers), ("raiders.json", raiders)] {
            let path = dir.path().join(file);
            std::fs::write(&path, text)?;
            let (name, team) = ledger::TeamFile::read(book, &path)?;
            ledger.add_team(book, &name, &team)?;
        }
    }
    let mut h = harness(Session::open(Some(db.clone()))?);
    let before = matches_in(&db);
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Reavers (");
    pick(&mut h, 1, "Raiders (");
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert!(
        h.query_by_label_contains("team \"Reavers\" (Bugman's League Cup): #1 starts with Tackle")
            .is_some(),
        "{:?}",
        h.state().session().refused
    );
    assert!(h.query_by_label_contains("001:L483").is_some());
    assert!(
        h.query_by_label(inducement_panel::DONE).is_none(),
        "no inducements offered"
    );
    assert_eq!(matches_in(&db), before, "nothing recorded");
    Ok(())
}

/// Two league teams the cup allows, League play and the cup's rules on: the match starts at
/// once, with no inducements to buy (001:L1106) and no league pre-match (the cup's is the
/// weather and the fans, 001:L1069-L1082).
#[test]
fn a_cup_match_of_league_teams_starts_without_inducements_001_l1106() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    {
        let mut ledger = ledger::Ledger::open(&db)?;
        let book = tables::builtin()?;
        for (file, text) in [
            (
                "humans.json",
                common::team("Cup Humans", "human", &[("Lineman", 11)], 7),
            ),
            (
                "raiders.json",
                common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
            ),
        ] {
            let path = dir.path().join(file);
            std::fs::write(&path, text)?;
            let (name, team) = ledger::TeamFile::read(book, &path)?;
            ledger.add_team(book, &name, &team)?;
        }
    }
    let mut h = harness(Session::open(Some(db.clone()))?);
    let before = matches_in(&db);
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Cup Humans (");
    pick(&mut h, 1, "Raiders (");
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert!(
        h.query_by_label(inducement_panel::HEADING).is_none(),
        "no inducements at the cup"
    );
    assert_eq!(
        matches_in(&db),
        before + 1,
        "{:?}",
        h.state().session().refused
    );
    let game = h.state().session().game();
    assert!(game.book().is_on(rules::bugmans::BUGMANS_OPTION));
    assert_eq!(game.setup().home.name, "Cup Humans");
    assert!(game.setup().league.is_none(), "no league pre-match");
    Ok(())
}

/// The words a node shows (a label's value, else its accessible label).
fn text(node: &egui_kittest::Node<'_>) -> String {
    let n = node.accesskit_node();
    if n.role() == Role::Label {
        n.value()
    } else {
        n.label()
    }
    .unwrap_or_default()
}

/// Opens the form's import chooser and imports the team file at `path` (typed into its path
/// field, Enter).
fn import(h: &mut Harness<'static, NuffleApp>, path: &std::path::Path) {
    h.get_by_label("Import a league team…").click();
    h.run();
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

/// Whether the match waits for the home coach's Halfling Master Chef roll in `half`.
fn chefs_roll(session: &Session, half: u8) -> bool {
    let game = session.game();
    game.state().half == half
        && matches!(game.prompt(), rules::Prompt::Roll(r)
            if r.roll == "Halfling Master Chef" && r.side == rules::Side::Home)
}

/// A cup team's file names Deeproot Strongbranch as a roster player (001:L467), a Halfling
/// Master Chef and a Goblin Bribery Agent (001:L503-L511). Imported with the cup's rules
/// unticked it is refused and nothing is stored; ticked, it is kept in the database file. The
/// form's preview shows Deeproot as a "Star Player" and the staff; without the cup's rules the
/// match is refused, saying why; the match started with the cup's rules fields him and asks
/// the Chef's 3D6 at the start of each half (001:L505).
#[test]
fn a_cup_team_imported_in_the_window_plays_its_star_and_master_chef_001_l467_l505()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    let players: Vec<serde_json::Value> = (1..=11)
        .map(|n| serde_json::json!({"number": n, "position": "Halfling"}))
        .collect();
    let halflings = dir.path().join("halflings.json");
    std::fs::write(
        &halflings,
        serde_json::json!({"name": "Cup Halflings", "coach": "Coach Halflings",
            "roster": "halfling", "rerolls": 2, "players": players,
            "stars": ["Deeproot Strongbranch"], "master_chef": true, "bribery_agent": true})
        .to_string(),
    )?;
    let orcs = dir.path().join("orcs.json");
    std::fs::write(
        &orcs,
        common::team("Cup Orcs", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
    )?;
    let mut h = harness(Session::open(Some(db.clone()))?);
    h.key_press(egui::Key::F3);
    h.run();
    import(&mut h, &halflings);
    assert!(
        h.query_by_label_contains("only a Bugman's League Cup team keeps Star Players")
            .is_some(),
        "refused outside the cup, saying why"
    );
    assert!(
        ledger::Ledger::open(&db)?.teams()?.is_empty(),
        "nothing stored"
    );
    h.get_by_label(CUP).click();
    h.run();
    import(&mut h, &halflings);
    assert!(
        h.query_by_label_contains("Imported Cup Halflings")
            .is_some(),
        "imported under the cup's rules"
    );
    import(&mut h, &orcs);
    pick(&mut h, 0, "Cup Halflings (");
    pick(&mut h, 1, "Cup Orcs (");
    let staff = h
        .query_by_label_contains("a Halfling Master Chef")
        .map(|n| text(&n))
        .ok_or_else(|| anyhow::anyhow!("the staff line names the Chef"))?;
    assert!(
        staff.contains("a Goblin Bribery Agent (one Bribe)"),
        "{staff}"
    );
    assert!(h.query_by_label("Deeproot Strongbranch").is_some());
    assert!(
        h.query_by_label("Star Player").is_some(),
        "his position reads Star Player"
    );
    let before = matches_in(&db);
    // Without the cup's rules the cup team does not take the field.
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert!(
        h.query_all_by_label_contains("Cup Halflings is a Bugman's League Cup team")
            .next()
            .is_some(),
        "{:?}",
        h.state().session().refused
    );
    assert!(
        h.query_by_label(inducement_panel::HEADING).is_none(),
        "no inducements offered"
    );
    assert_eq!(matches_in(&db), before, "nothing recorded");
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert!(
        !h.state().session().idle(),
        "{:?}",
        h.state().session().refused
    );
    assert_eq!(matches_in(&db), before + 1);
    let game = h.state().session().game();
    assert!(game.book().is_on(rules::bugmans::BUGMANS_OPTION));
    assert!(
        game.setup()
            .home
            .players
            .iter()
            .any(|p| p.name == "Deeproot Strongbranch" && p.position == "Star Player"),
        "the star takes the field"
    );
    let session = h.state_mut().session_mut();
    assert!(play_until(session, 5, |s| chefs_roll(s, 1)), "first half");
    h.run();
    assert!(
        h.query_all_by_label_contains("Halfling Master Chef: the Cup Halflings coach rolls 3D6")
            .next()
            .is_some(),
        "the window asks the Chef's roll"
    );
    let session = h.state_mut().session_mut();
    assert!(play_until(session, 6, |s| chefs_roll(s, 2)), "second half");
    Ok(())
}

/// A cup league (seed 001) in `db`: Cup Humans (eleven Linemen) and Raiders (two Black Orcs,
/// nine Linemen), imported under the cup's rules, and one match between them played by the
/// simulator's coach and recorded with the cup's post-match sequence: each team's chosen
/// player improved once (001:L1086, L1093), the winner +1 Fan Factor (001:L1102).
fn cup_league_after_one_game(db: &std::path::Path) -> anyhow::Result<()> {
    use rand::SeedableRng;
    let dir = db.parent().ok_or_else(|| anyhow::anyhow!("a folder"))?;
    let book =
        nuffle_app::gui::session::cup_book(tables::builtin()?).map_err(|e| anyhow::anyhow!(e))?;
    let mut ledger = ledger::Ledger::open(db)?;
    for (file, text) in [
        (
            "humans.json",
            common::team("Cup Humans", "human", &[("Lineman", 11)], 7),
        ),
        (
            "raiders.json",
            common::team("Raiders", "orc", &[("Black Orc", 2), ("Lineman", 9)], 88),
        ),
    ] {
        let path = dir.join(file);
        std::fs::write(&path, text)?;
        let (name, team) = ledger::TeamFile::read(&book, &path)?;
        ledger.add_team(&book, &name, &team)?;
    }
    let start = ledger::MatchStart {
        label: ledger::NewMatch {
            home_team: "Cup Humans".into(),
            away_team: "Raiders".into(),
            ruleset: "bugmans".into(),
        },
        setup: rules::MatchSetup {
            home: ledger.team_setup(&book, 1)?,
            away: ledger.team_setup(&book, 2)?,
            kicking: None,
            weather: None,
            fame: None,
            league: None,
        },
        house_rules: Some(format!(
            "[ruleset]\n{} = \"on\"\n",
            rules::bugmans::BUGMANS_OPTION
        )),
        teams: Some((1, 2)),
        season_id: None,
        friendly: false,
    };
    let mut open = ledger.start_match(&start)?;
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(9);
    while let Some(input) = sim::Policy::Forward.next_input(open.game(), &mut rng) {
        open.apply(&mut ledger, input, "test")?;
    }
    let post_setup = ledger.post_match_setup(&book, &open)?;
    let mut post =
        ledger::PostMatch::new(post_setup.clone(), &book).map_err(|e| anyhow::anyhow!(e))?;
    while let Some(answer) = common::answer(&post.ask(), &mut rng) {
        if post.answer(answer, &book).is_err() {
            post.answer(
                ledger::Answer::Improve(ledger::Improvement::Skill("Tackle".into())),
                &book,
            )
            .map_err(|e| anyhow::anyhow!(e))?;
        }
    }
    ledger.record_result(&book, &open, &post_setup, post.outcome())?;
    Ok(())
}

/// The skills the league's team `team_id` gained beyond its positions' own.
fn gained(db: &std::path::Path, team_id: i64) -> anyhow::Result<usize> {
    Ok(ledger::Ledger::open_read_only(db)?
        .players(team_id)?
        .iter()
        .map(|p| p.skills.len())
        .sum())
}

/// After one cup game each team has one new skill (001:L1086, L1093): both are checked as they
/// are after their game, with one game to account for it, and the cup match starts. Checked as
/// if new (no games) the Humans' new skill would refuse them (001:L483).
#[test]
fn a_team_with_one_improvement_after_one_cup_game_takes_the_field_001_l1093() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    cup_league_after_one_game(&db)?;
    assert_eq!(gained(&db, 1)?, 1, "one improvement after one game");
    let mut h = harness(Session::open(Some(db.clone()))?);
    let before = matches_in(&db);
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Cup Humans (");
    pick(&mut h, 1, "Raiders (");
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert_eq!(
        matches_in(&db),
        before + 1,
        "{:?}",
        h.state().session().refused
    );
    let game = h.state().session().game();
    assert!(game.book().is_on(rules::bugmans::BUGMANS_OPTION));
    assert_eq!(game.setup().home.name, "Cup Humans");
    assert!(!game.state().finished, "the new match, not the one played");
    Ok(())
}

/// After one cup game the Humans have two new skills, one more than a game gives (001:L1086,
/// L1093: one player improved once a game): the window checks the team as it is after its game
/// and refuses it with the reason and the line; nothing is recorded.
#[test]
fn a_team_with_two_improvements_after_one_cup_game_is_refused_001_l1086() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("cup.sqlite3");
    cup_league_after_one_game(&db)?;
    {
        // A second skill written on the roster by hand, on a Lineman who gained none.
        let conn = rusqlite::Connection::open(&db)?;
        let changed = conn.execute(
            "UPDATE players SET skills = '[\"dodge\"]' WHERE id = (SELECT id FROM players
             WHERE team_id = 1 AND skills = '[]' ORDER BY number LIMIT 1)",
            [],
        )?;
        assert_eq!(changed, 1);
    }
    assert_eq!(gained(&db, 1)?, 2);
    let mut h = harness(Session::open(Some(db.clone()))?);
    let before = matches_in(&db);
    h.key_press(egui::Key::F3);
    h.run();
    pick(&mut h, 0, "Cup Humans (");
    pick(&mut h, 1, "Raiders (");
    h.get_by_label(CUP).click();
    h.run();
    start(&mut h);
    assert!(
        h.query_by_label_contains(
            "team \"Cup Humans\" (Bugman's League Cup): 2 skills gained after 1 games"
        )
        .is_some(),
        "{:?}",
        h.state().session().refused
    );
    assert!(h.query_by_label_contains("001:L1086").is_some());
    assert_eq!(matches_in(&db), before, "nothing recorded");
    Ok(())
}
