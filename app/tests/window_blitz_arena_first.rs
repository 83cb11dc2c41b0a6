//! Blitz Bowl's Arenas at the table (002:L788-L806), on a real SQLite file: with the Arenas
//! rule the coach who won the toss rolls the Arena's D8 before he chooses the pitch
//! (002:L796), so the start page asks the toss and the D8 first, names the rolled Arena, and
//! only then offers the board side; the match then plays the toss and the D8 as its first
//! inputs, recorded like any input, and resumes with that Arena.
//!
//! Away (Orc Rampagers) wins the toss in every test: the engine's own order makes home set up
//! first (002:L431). The D8 is 7, Mountain Summit Stadium (002:L805): read off by one it would be
//! Badlands Fighting Pit (6) or Overgrown Arena (8), which the tests rule out.

use crate::common;
use common::window::harness_sized;
use common::window::{all_text, shows};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::blitz_start::{
    ARENA_FIRST, ARENA_NOT_YET, BOARD, HEADING, START, d8_button, optional_tick, toss_tick,
};
use nuffle_app::gui::{NuffleApp, Session};
use rules::ruleset::{Arena, GameEnd, OptionalRule};
use rules::{Decision, DecisionKind, Die, Input, Prompt, Side};

fn click(h: &mut Harness<'static, NuffleApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The away Team Card's name: the data's second card, the page's first away pick.
fn away_name() -> String {
    let data = tables::blitz_bowl().expect("the Blitz Bowl data loads");
    data.teams()[1].name.clone()
}

/// The window on a new database's start page, the Blitz Bowl form opened and the Arenas
/// rule ticked. The page (the 2016 form's ten options and both line-ups, then the Blitz Bowl
/// form with the toss and the D8) reaches below 1000 pixels, where the window scrolls; the
/// harness is tall enough to click "Start" without scrolling.
fn arenas_ticked(db: &std::path::Path) -> Harness<'static, NuffleApp> {
    let session = Session::launch(Some(db.to_path_buf())).expect("the window opens the file");
    let mut h = harness_sized(session, [1600.0, 1100.0]);
    click(&mut h, HEADING);
    // Without the rule, the board side is offered as ever.
    assert!(h.query_by_label(BOARD).is_some(), "{}", all_text(&h));
    click(&mut h, &optional_tick(OptionalRule::Arenas));
    h
}

/// Away won the toss and rolled 7; the board side then chosen and the match started.
fn started_in_arena_7(db: &std::path::Path) -> Harness<'static, NuffleApp> {
    let mut h = arenas_ticked(db);
    click(&mut h, &toss_tick(&away_name()));
    click(&mut h, &d8_button(7));
    click(&mut h, BOARD);
    click(&mut h, "Multiple-Trapdoor side (20 x 11 squares)");
    click(&mut h, START);
    h
}

/// With the Arenas rule the page says why and asks the toss and the D8 first: no board side is
/// offered and the match cannot start until both are in, neither with the toss alone
/// (002:L796).
#[test]
fn the_board_side_is_not_offered_before_the_toss_and_the_arenas_d8_002_l796() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    let mut h = arenas_ticked(&db);
    assert!(shows(&h, ARENA_FIRST), "{}", all_text(&h));
    assert!(ARENA_FIRST.contains("002:L796"));
    assert!(shows(&h, ARENA_NOT_YET), "{}", all_text(&h));
    assert!(
        h.query_by_label(BOARD).is_none(),
        "no board side before the D8"
    );
    assert!(h.get_by_label(START).accesskit_node().is_disabled());
    click(&mut h, START);
    click(&mut h, &toss_tick(&away_name()));
    assert!(
        h.query_by_label(BOARD).is_none(),
        "the toss alone is not the Arena"
    );
    assert!(h.get_by_label(START).accesskit_node().is_disabled());
    click(&mut h, START);
    assert!(h.state().session().idle(), "no match started");
    let ledger = ledger::Ledger::open(&db).expect("the file opens");
    assert!(ledger.matches().expect("its matches").is_empty());
}

/// After the toss and a D8 of 7 the page names Arena 7, Mountain Summit Stadium, and its
/// regional rule (Sudden Death at 8 points ahead, 002:L805), not its neighbours 6 or 8; only
/// then is the board side offered (002:L796).
#[test]
fn after_the_toss_and_a_d8_of_7_the_page_names_mountain_summit_stadium_002_l796() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    let mut h = arenas_ticked(&db);
    click(&mut h, &d8_button(7));
    assert!(
        h.query_by_label(BOARD).is_none(),
        "the D8 alone: the toss-winner is not known"
    );
    click(&mut h, &toss_tick(&away_name()));
    assert!(
        shows(&h, "Arena 7: Mountain Summit Stadium"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "8 or more points ahead"), "{}", all_text(&h));
    assert!(shows(&h, "002:L805"));
    assert!(!shows(&h, Arena::BadlandsFightingPit.name()));
    assert!(!shows(&h, Arena::OvergrownArena.name()));
    assert!(!shows(&h, ARENA_NOT_YET));
    assert!(h.query_by_label(BOARD).is_some(), "{}", all_text(&h));
    assert!(!h.get_by_label(START).accesskit_node().is_disabled());
}

/// Started, the match has played the toss (away) and the D8 (7) as its first two inputs, in
/// the engine's order and recorded in the file: Arena 7's rule is in force (Sudden Death at
/// 8), the log says so, and no Arena roll is asked: home, the toss's loser, sets up first
/// (002:L431, L796).
#[test]
fn the_match_starts_in_the_rolled_arena_and_asks_no_arena_roll_002_l796() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    let h = started_in_arena_7(&db);
    let session = h.state().session();
    assert!(!session.idle(), "{:?}", session.refused);
    assert_eq!(session.refused, None);
    let state = session.game().state();
    assert_eq!(
        state.ruleset.arena.arena,
        Some(Arena::MountainSummitStadium)
    );
    assert_eq!(
        state.ruleset.game_end,
        GameEnd::ChallengeDeck {
            sudden_death_margin: 8
        }
    );
    assert!(
        session
            .rulings()
            .iter()
            .any(|r| r.contains("Blitz Bowl Arena 7: Mountain Summit Stadium")),
        "{:?}",
        session.rulings()
    );
    match session.game().prompt() {
        Prompt::Decision(d) => {
            assert_eq!(d.kind, DecisionKind::SetUp);
            assert_eq!(d.side, Side::Home, "the toss's loser sets up first");
        }
        other => panic!("no roll is asked after the Arena: {other:?}"),
    }
    let ledger = ledger::Ledger::open(&db).expect("the file opens");
    let matches = ledger.matches().expect("its matches");
    assert_eq!(matches.len(), 1);
    let log = ledger.log(matches[0].id).expect("its log");
    let inputs: Vec<&Input> = log.iter().map(|e| &e.input).collect();
    assert_eq!(inputs.len(), 2, "{inputs:?}");
    assert_eq!(
        inputs[0],
        &Input::Decide(Decision::CoinToss { winner: Side::Away })
    );
    match inputs[1] {
        Input::Dice(roll) => assert_eq!(roll.dice.as_slice(), &[Die::D8(7)]),
        other => panic!("the Arena's D8 second: {other:?}"),
    }
}

/// Closed and opened again on the same file, the match resumes in Arena 7 from its recorded
/// toss and D8, still asking home's set-up and no Arena roll (002:L796).
#[test]
fn a_restarted_window_resumes_the_match_in_its_arena_002_l796() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("n.sqlite3");
    drop(started_in_arena_7(&db));
    let session = Session::open(Some(db)).expect("the match resumes");
    assert!(!session.idle());
    assert_eq!(session.game().inputs().len(), 2);
    let state = session.game().state();
    assert_eq!(
        state.ruleset.arena.arena,
        Some(Arena::MountainSummitStadium)
    );
    assert_eq!(
        state.ruleset.game_end,
        GameEnd::ChallengeDeck {
            sudden_death_margin: 8
        }
    );
    assert!(
        matches!(session.game().prompt(), Prompt::Decision(d)
            if d.kind == DecisionKind::SetUp && d.side == Side::Home),
        "{:?}",
        session.game().prompt()
    );
    let h = harness_sized(session, [1600.0, 1100.0]);
    assert!(
        shows(&h, "Mountain Summit Stadium"),
        "the resumed log names the Arena: {}",
        all_text(&h)
    );
}
