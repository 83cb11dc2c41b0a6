//! The League view's Blitz Bowl results (docs/ledger.md, seed 002), driven headless with
//! egui_kittest on a real SQLite file: a Blitz Bowl match recorded by `nuffle match record`
//! shows in its own table in points (won, drawn, lost, points for and against), and feeds no
//! 2016 standings.

use crate::common;
use common::window::harness_sized;

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::Session;

#[test]
fn the_league_view_shows_blitz_bowl_results_in_points_002_l692() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    );
    let out = common::nuffle(&["match", "record", example, "--db", &db.to_string_lossy()])?;
    anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));

    let mut h = harness_sized(Session::open(Some(db.clone()))?, [1400.0, 900.0]);
    h.get_by_label("League (F4)").click();
    h.run();
    assert!(h.query_by_label("Blitz Bowl results").is_some());
    for header in ["Points for", "Points against", "Difference"] {
        assert!(h.query_by_label(header).is_some(), "{header} shown");
    }
    // The example's Dwarfs won 22 - 7 by Sudden Death (002:L692): each side's line.
    assert!(
        h.query_all_by_label("Dwarf Cannoneers").next().is_some(),
        "{} shown",
        "Dwarf Cannoneers"
    );
    assert!(
        h.query_all_by_label("Orc Rampagers").next().is_some(),
        "{} shown",
        "Orc Rampagers"
    );
    assert!(
        h.query_all_by_label("22").next().is_some(),
        "{} shown",
        "22"
    );
    assert!(
        h.query_all_by_label("+15").next().is_some(),
        "{} shown",
        "+15"
    );
    assert!(
        h.query_all_by_label("-15").next().is_some(),
        "{} shown",
        "-15"
    );
    // How it was won (002:L688): the Dwarfs started their turn 15 ahead.
    for header in ["by Sudden Death", "by Points Victory"] {
        assert!(h.query_by_label(header).is_some(), "{header} shown");
    }
    assert!(
        h.query_by_label(
            "#1: Dwarf Cannoneers 22 - 7 Orc Rampagers, a Sudden Death Victory (002:L692) for \
             Dwarf Cannoneers"
        )
        .is_some(),
        "the match's line says how it was won"
    );
    // No 2016 standings: Blitz Bowl has no league points or SPP.
    assert!(
        h.query_by_label_contains("No league matches recorded yet")
            .is_some()
    );
    Ok(())
}

/// The window records a Blitz Bowl match's result when its last input ends it: the example
/// recorded but for its last line (the Orcs' end of turn before the Dwarfs' Sudden Death,
/// 002:L692), then that line entered in the window.
#[test]
fn the_window_records_a_blitz_bowl_result_when_the_match_ends_002_l692() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    );
    let lines: Vec<String> = std::fs::read_to_string(example)?
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
        .map(str::to_string)
        .collect();
    let (last, rest) = lines.split_last().ok_or_else(|| anyhow::anyhow!("empty"))?;
    let script = dir.path().join("all-but-last.jsonl");
    std::fs::write(&script, rest.join("\n") + "\n")?;
    let out = common::nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
    assert!(
        ledger::Ledger::open_read_only(&db)?
            .blitz_table()?
            .is_empty()
    );

    let mut session = Session::open(Some(db.clone()))?;
    assert!(
        session.apply(serde_json::from_str(last)?),
        "{:?}",
        session.refused
    );
    let table = ledger::Ledger::open_read_only(&db)?.blitz_table()?;
    let lines: Vec<(String, u32, u32, u32, u32)> = table
        .iter()
        .map(|r| {
            (
                r.team.clone(),
                r.won,
                r.sudden_death,
                r.points_for,
                r.points_against,
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("Dwarf Cannoneers".to_string(), 1, 1, 22, 7),
            ("Orc Rampagers".to_string(), 0, 0, 7, 22)
        ]
    );
    Ok(())
}

/// A Blitz Bowl match the Dwarfs conceded 14 to 7 ahead (000:L820-L822): the League view names
/// the Orcs the winner by concession and who conceded, and credits the Orcs the win in the
/// table's "by concession" column (004:L2996-L2998), not the Dwarfs on the higher score.
#[test]
fn the_league_view_names_a_concessions_winner_004_l2996() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("league.sqlite3");
    let script = common::blitz_conceded_script(dir.path())?;
    let out = common::nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));

    let mut h = harness_sized(Session::open(Some(db.clone()))?, [1400.0, 900.0]);
    h.get_by_label("League (F4)").click();
    h.run();
    assert!(h.query_by_label("by concession").is_some(), "the column");
    assert!(
        h.query_by_label(
            "#1: Dwarf Cannoneers 14 - 7 Orc Rampagers, Orc Rampagers won by concession \
             (000:L822, 004:L2996): Dwarf Cannoneers conceded"
        )
        .is_some(),
        "the match's line names the winner and who conceded"
    );
    assert!(
        h.query_by_label_contains("a win for Dwarf Cannoneers")
            .is_none()
            && h.query_by_label_contains("for Dwarf Cannoneers").is_none(),
        "the higher score is not named the winner"
    );
    Ok(())
}

/// In Blitz Bowl the concession's confirmation says the other team wins whatever the points
/// (000:L820-L822, 004:L2996-L2998), where 2016's says only that the match ends.
#[test]
fn conceding_a_blitz_bowl_match_says_the_other_team_wins_whatever_the_points_004_l2996()
-> anyhow::Result<()> {
    use nuffle_app::gui::blitz_start::BlitzChoice;
    use nuffle_app::gui::{CONCEDE, concede_question};
    use rules::{Decision, Prompt, Side};
    let dir = tempfile::tempdir()?;
    let mut session = Session::launch(Some(dir.path().join("n.sqlite3")))?;
    anyhow::ensure!(session.start_blitz(&BlitzChoice {
        home: "dwarf".into(),
        away: "orc".into(),
        board: "one-trapdoor".into(),
        advanced: Vec::new(),
        optional: Vec::new(),
        rookies_to_watch: Side::Away,
        toss_winner: None,
        arena_d8: None,
    }));
    let concede_offered = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d) if d.options.contains(&Decision::Concede))
            && s.game().state().turn.is_some()
    };
    assert!(
        common::window::play_until(&mut session, 5, concede_offered),
        "a turn where a coach may concede"
    );
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    h.get_by_label(CONCEDE).click();
    h.run();
    assert!(h.query_by_label(concede_question(true)).is_some());
    assert!(h.query_by_label(concede_question(false)).is_none());
    Ok(())
}
