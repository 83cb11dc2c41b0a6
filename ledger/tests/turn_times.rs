//! Time per turn from the input log's timestamps, on a real database file: each turn from the
//! input that began it to the input that ended it, and each coach's average in the league
//! (the four-minute turn: 000:L1039-L1041; 001:L102).

use crate::common;

use common::{TestResult, book};
use ledger::{Ledger, MatchStart, NewMatch};
use rules::{Decision, Input, MatchSetup, Prompt, Side};

fn team_json(name: &str, coach: &str, roster: &str) -> String {
    let players: Vec<_> = (1..=11)
        .map(|n| serde_json::json!({ "number": n, "position": "Lineman" }))
        .collect();
    serde_json::json!({
        "name": name, "coach": coach, "roster": roster, "rerolls": 2, "players": players
    })
    .to_string()
}

#[test]
fn each_turn_is_timed_from_the_log_and_each_coach_averaged() -> TestResult {
    let book = book();
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("clock.sqlite3");
    let mut ledger = Ledger::open(&path)?;
    let h = ledger.import_team(book, "h.json", &team_json("Humans", "Hilda", "human"))?;
    let a = ledger.import_team(book, "o.json", &team_json("Orcs", "Ogg", "orc"))?;
    let start = MatchStart {
        label: NewMatch {
            home_team: h.name.clone(),
            away_team: a.name.clone(),
            ruleset: "box".into(),
        },
        setup: MatchSetup {
            home: ledger.team_setup(book, h.id)?,
            away: ledger.team_setup(book, a.id)?,
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: Some(rules::Fame::default()),
            league: None,
        },
        house_rules: None,
        teams: Some((h.id, a.id)),
        season_id: None,
        friendly: false,
    };
    let mut open = ledger.start_match(&start)?;
    let mut feed = common::Feeder::new(3);
    // The first turn of the match that is not a Blitz! kick-off's free one.
    let at_play = |m: &rules::Match| {
        matches!(m.prompt(), Prompt::Decision(d) if d.offers(&Decision::EndTurn))
            && m.state().turn.as_ref().is_some_and(|t| !t.bonus)
    };
    while !at_play(open.game()) {
        let input = feed.next(open.game()).ok_or("no input")?;
        open.apply(&mut ledger, input, "sim")?;
    }
    let first = open.game().state().turn.as_ref().ok_or("a turn")?.side;
    let s0 = open.last_seq();
    for _ in 0..4 {
        open.apply(&mut ledger, Input::Decide(Decision::EndTurn), "coach")?;
    }
    // Input n was entered n² seconds after midnight: turn k (begun by input s0 + k - 1, ended
    // by s0 + k) took (s0+k)² - (s0+k-1)² = 2(s0+k) - 1 seconds.
    // The log is append-only; the test lifts the guard to set the times by hand.
    let conn = rusqlite::Connection::open(&path)?;
    conn.execute("DROP TRIGGER inputs_no_update", [])?;
    conn.execute(
        "UPDATE inputs SET entered_at =
             strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (seq * seq) || ' seconds')",
        [],
    )?;
    drop(conn);
    let times = ledger.turn_times(open.id())?;
    let expected: Vec<(Side, f64)> = (1..=4)
        .map(|k| {
            let side = if k % 2 == 1 { first } else { first.opponent() };
            (side, (2 * (s0 + k) - 1) as f64)
        })
        .collect();
    let got: Vec<(Side, f64)> = times.iter().map(|t| (t.side, t.seconds.round())).collect();
    // Before them, the Blitz! kick-off's free turn, if the kick-off gave one (a turn too).
    let earlier = got.len().checked_sub(4).ok_or("four turns timed")?;
    assert!(earlier <= 1, "{got:?}");
    assert_eq!(
        got[earlier..],
        expected[..],
        "the turn in progress is not counted"
    );
    let averages = ledger.coach_turn_times()?;
    let coach = |side: Side| if side == Side::Home { "Hilda" } else { "Ogg" };
    for side in Side::BOTH {
        let mine: Vec<f64> = got.iter().filter(|t| t.0 == side).map(|t| t.1).collect();
        let found = averages
            .iter()
            .find(|c| c.coach == coach(side))
            .ok_or("the coach's average")?;
        assert_eq!(found.turns, mine.len());
        let mean = mine.iter().sum::<f64>() / mine.len() as f64;
        assert!(
            (found.average - mean).abs() < 0.01,
            "{found:?} against {mean}"
        );
    }
    assert!(averages[0].average >= averages[1].average, "slowest first");
    Ok(())
}
