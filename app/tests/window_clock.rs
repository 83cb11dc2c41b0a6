//! The window's turn clock on a real database, its time moved by hand (an injected clock
//! source, no sleeping): four minutes a turn, mandatory in a Bugman's League Cup match
//! (001:L102) and a turnover when they run out (001:L140); optional in a box match
//! (000:L1039-L1041); paused by the referee. The League view shows each coach's average
//! time per turn, read from the input log.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::turn_clock::{PAUSE, RESUME, SETTING, WARNING_TEXT};
use nuffle_app::gui::{NewMatchChoice, NuffleApp, RULESET_OPTIONS, Session, TeamChoice};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{Decision, Prompt, Side};

/// A clock the test moves: milliseconds since the test began.
#[derive(Clone, Default)]
struct HandClock(Arc<AtomicU64>);

impl HandClock {
    fn source(&self) -> nuffle_app::gui::turn_clock::ClockSource {
        let ms = Arc::clone(&self.0);
        Arc::new(move || Duration::from_millis(ms.load(Ordering::SeqCst)))
    }

    fn advance(&self, secs: u64) {
        self.0.fetch_add(secs * 1000, Ordering::SeqCst);
    }
}

/// A match of two sample elevens, Bugman's League Cup rules on or off, played on with the
/// simulator's coach until the active coach is to choose his next play.
fn session_at_a_turn(dir: &std::path::Path, cup: bool) -> Session {
    let mut session = Session::open(Some(dir.join("clock.sqlite3"))).expect("database opens");
    let mut options = [false; RULESET_OPTIONS.len()];
    if cup {
        let at = RULESET_OPTIONS
            .iter()
            .position(|(id, _, _)| *id == "bugmans-league-cup")
            .expect("the cup's option");
        options[at] = true;
    }
    // Sample elevens of the rosters: the cup's team building refuses quick-start teams
    // (001:L459).
    let choice = NewMatchChoice {
        home: TeamChoice::Roster("human".into()),
        away: TeamChoice::Roster("orc".into()),
        options,
        friendly: false,
        season: None,
    };
    assert!(session.start(&choice), "{:?}", session.refused);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
    for _ in 0..5_000 {
        if at_play(&session) {
            return session;
        }
        let input = sim::Policy::Forward
            .next_input(session.game(), &mut rng)
            .expect("the match goes on");
        assert!(session.apply(input), "{:?}", session.refused);
    }
    panic!("no turn came");
}

fn at_play(session: &Session) -> bool {
    matches!(session.game().prompt(), Prompt::Decision(d) if d.offers(&Decision::EndTurn))
}

fn turn_side(h: &Harness<'static, NuffleApp>) -> Option<Side> {
    h.state()
        .session()
        .game()
        .state()
        .turn
        .as_ref()
        .map(|t| t.side)
}

fn window(session: Session, clock: &HandClock) -> Harness<'static, NuffleApp> {
    let app = NuffleApp::new(session).with_clock_source(clock.source());
    let mut h = Harness::builder()
        .with_size([1400.0, 900.0])
        .build_ui_state(|ui, app: &mut NuffleApp| app.show(ui), app);
    h.run();
    h
}

#[test]
fn at_the_cup_four_minutes_run_out_and_the_engine_rules_the_turnover_001_l140() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let clock = HandClock::default();
    let mut h = window(session_at_a_turn(dir.path(), true), &clock);
    let side = turn_side(&h).expect("a turn");
    assert!(
        h.query_by_label_contains("4:00").is_some(),
        "the clock starts with the turn at four minutes"
    );
    clock.advance(209);
    h.run();
    assert!(h.query_by_label_contains(WARNING_TEXT).is_none());
    clock.advance(30);
    h.run();
    assert!(h.query_by_label_contains("0:01").is_some());
    assert!(
        h.query_by_label_contains(WARNING_TEXT).is_some(),
        "a warning in the last 30 seconds"
    );
    assert_eq!(turn_side(&h), Some(side), "one second is left");
    clock.advance(1);
    h.run();
    assert_eq!(
        turn_side(&h),
        Some(side.opponent()),
        "the time ran out: a turnover, the other coach's turn"
    );
    let log = h.state().session().rulings().join("\n");
    assert!(
        log.contains("time ran out (4:00 on the turn clock, 001:L102, L140)"),
        "{log}"
    );
    // The new turn's clock starts again at four minutes.
    let shown = format!("{} 4:00", side.opponent().name());
    assert!(h.query_by_label(&shown).is_some(), "{shown}");
    // The clock's time-up is an input in the database's log, with the time it was entered.
    let ledger = ledger::Ledger::open(&dir.path().join("clock.sqlite3")).expect("database");
    let id = ledger
        .matches()
        .expect("matches")
        .iter()
        .map(|m| m.id)
        .max()
        .expect("the match");
    let log = ledger.log(id).expect("its log");
    let up = log
        .iter()
        .rev()
        .find(|e| matches!(e.input, rules::Input::Decide(Decision::TurnTimeUp { .. })))
        .expect("the time-up is logged");
    assert!(
        matches!(
            up.input,
            rules::Input::Decide(Decision::TurnTimeUp { seconds: 240 })
        ),
        "{:?}",
        up.input
    );
    assert!(up.entered_at.len() >= 19, "entered at {:?}", up.entered_at);
}

#[test]
fn the_referee_pauses_the_clock_and_the_time_paused_does_not_count() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let clock = HandClock::default();
    let mut h = window(session_at_a_turn(dir.path(), true), &clock);
    let side = turn_side(&h).expect("a turn");
    clock.advance(100);
    h.run();
    h.get_by_label(PAUSE).click();
    h.run();
    clock.advance(600);
    h.run();
    assert_eq!(turn_side(&h), Some(side), "paused: no time runs out");
    assert!(h.query_by_label_contains("2:20").is_some());
    h.get_by_label(RESUME).click();
    h.run();
    clock.advance(139);
    h.run();
    assert_eq!(turn_side(&h), Some(side));
    clock.advance(1);
    h.run();
    assert_eq!(turn_side(&h), Some(side.opponent()));
}

#[test]
fn outside_the_cup_the_clock_is_a_setting_off_by_default_000_l1041() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let clock = HandClock::default();
    let mut h = window(session_at_a_turn(dir.path(), false), &clock);
    let side = turn_side(&h).expect("a turn");
    clock.advance(600);
    h.run();
    assert_eq!(turn_side(&h), Some(side), "no clock, no turnover");
    h.get_by_label(SETTING).click();
    h.run();
    // Turned on mid-turn, it gives the coach four minutes from then.
    assert!(h.query_by_label_contains("4:00").is_some());
    assert_eq!(turn_side(&h), Some(side));
    clock.advance(240);
    h.run();
    assert_eq!(turn_side(&h), Some(side.opponent()));
    let log = h.state().session().rulings().join("\n");
    assert!(log.contains("000:L1039-L1041"), "{log}");
}

#[test]
fn the_league_view_shows_each_coachs_average_time_per_turn() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let db = dir.path().join("league.sqlite3");
    let book = tables::builtin().expect("tables");
    let (home, away) = {
        let mut ledger = ledger::Ledger::open(&db).expect("database opens");
        let mut import =
            |file: &str, json: String| ledger.import_team(book, file, &json).expect("imports").id;
        (
            import(
                "r.json",
                common::team("Reavers", "human", &[("Lineman", 11)], 77),
            ),
            import(
                "o.json",
                common::team("Raiders", "orc", &[("Lineman", 11)], 88),
            ),
        )
    };
    let mut session = Session::open(Some(db)).expect("database opens");
    let choice = NewMatchChoice {
        home: TeamChoice::League(home),
        away: TeamChoice::League(away),
        options: [false; RULESET_OPTIONS.len()],
        friendly: false,
        season: None,
    };
    assert!(session.start(&choice), "{:?}", session.refused);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
    let mut ended = 0;
    for _ in 0..5_000 {
        if ended == 3 {
            break;
        }
        let input = if at_play(&session) {
            ended += 1;
            rules::Input::Decide(Decision::EndTurn)
        } else {
            sim::Policy::Forward
                .next_input(session.game(), &mut rng)
                .expect("the match goes on")
        };
        assert!(session.apply(input), "{:?}", session.refused);
    }
    let mut h = window(session, &HandClock::default());
    h.get_by_label("League (F4)").click();
    h.run();
    assert!(h.query_by_label("Time per turn").is_some());
    let coaches: Vec<String> = ["Reavers", "Raiders"]
        .iter()
        .map(|t| format!("Coach {t}"))
        .collect();
    assert!(
        coaches.iter().any(|c| h.query_by_label(c).is_some()),
        "a coach's average is listed"
    );
}
