//! `nuffle match record` and Blitz Bowl (docs/ledger.md, seed 002): a Blitz Bowl script is
//! recorded as a `blitz-bowl` match on its board side, it replays on that board when it is
//! continued, and its end feeds the Blitz Bowl results in points, never the 2016 results,
//! SPP or standings.

use crate::common;

use std::path::Path;

use common::{nuffle, text};
use ledger::{BlitzStanding, Ledger};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The whole example match: Dwarf Cannoneers v Orc Rampagers, 22 - 7 to the Dwarfs by a
/// Sudden Death Victory at the start of their fifth turn (its header).
fn example() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    )
    .to_string()
}

/// The example's result from the two teams' sides: the Dwarfs won 22 to 7, 15 ahead at the
/// start of their turn: a Sudden Death Victory (002:L692).
fn dwarf_win() -> Vec<BlitzStanding> {
    vec![
        BlitzStanding {
            team: "Dwarf Cannoneers".into(),
            played: 1,
            won: 1,
            sudden_death: 1,
            points_victories: 0,
            by_concession: 0,
            drawn: 0,
            lost: 0,
            points_for: 22,
            points_against: 7,
        },
        BlitzStanding {
            team: "Orc Rampagers".into(),
            played: 1,
            won: 0,
            sudden_death: 0,
            points_victories: 0,
            by_concession: 0,
            drawn: 0,
            lost: 1,
            points_for: 7,
            points_against: 22,
        },
    ]
}

#[test]
fn a_recorded_blitz_bowl_match_feeds_its_points_not_touchdowns_002_l692() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let out = nuffle(&["match", "record", &example(), "--db", &db_arg])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "Blitz Bowl result of match 1: Dwarf Cannoneers 22 - 7 Orc Rampagers points, \
             a win for Dwarf Cannoneers, a Sudden Death Victory (002:L692)"
        ),
        "{stdout}"
    );

    let ledger = Ledger::open_read_only(&db)?;
    let listed = ledger.matches()?;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].setup.ruleset, "blitz-bowl");
    // The stored match replays on its board to the final whistle.
    let open = ledger.view_match(1)?;
    assert!(open.broken().is_none());
    assert!(open.game().state().finished);
    assert!(ledger.is_locked(1)?);
    assert_eq!(ledger.blitz_table()?, dwarf_win());
    // Blitz Bowl has no SPP and no league points: nothing in the 2016 standings or leaders.
    assert!(ledger.standings(None)?.is_empty());
    assert!(ledger.leaderboard("spp", None, 10)?.is_empty());
    let book = tables::builtin()?;
    let refused = ledger.post_match_setup(book, &open).map(|_| ());
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.to_string().contains("no post-match sequence")),
        "{refused:?}"
    );
    Ok(())
}

#[test]
fn a_blitz_bowl_match_continued_replays_on_its_board_and_records_at_its_end() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let lines: Vec<String> = std::fs::read_to_string(example())?
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
        .map(str::to_string)
        .collect();
    let (first, rest) = lines.split_at(40);
    let a = dir.path().join("a.jsonl");
    let b = dir.path().join("b.jsonl");
    std::fs::write(&a, first.join("\n") + "\n")?;
    std::fs::write(&b, rest.join("\n") + "\n")?;

    let out = nuffle(&["match", "record", &a.to_string_lossy(), "--db", &db_arg])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).contains("Blitz Bowl result"));
    assert!(Ledger::open_read_only(&db)?.blitz_table()?.is_empty());

    let out = nuffle(&[
        "match",
        "record",
        &b.to_string_lossy(),
        "--match",
        "1",
        "--after",
        "39",
        "--db",
        &db_arg,
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Blitz Bowl result of match 1"));
    assert_eq!(Ledger::open_read_only(&db)?.blitz_table()?, dwarf_win());
    Ok(())
}

#[test]
fn a_blitz_bowl_script_on_an_unknown_board_records_nothing() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let script = dir.path().join("s.jsonl");
    std::fs::write(
        &script,
        r#"{"setup":{"ruleset":"blitz-bowl","board":"no-such-side","home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"},"kicking":"home"}}"#,
    )?;
    let out = nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(stderr.contains("no-such-side"), "{stderr}");
    assert!(no_matches(&db)?);
    Ok(())
}

/// A Blitz Bowl script with an advanced rule (002:L741: a league's choice) is recorded with
/// it, and replays under it: the Dwarf Lineman's Foul on a Prone Orc (002:L745, L749), an
/// Action that does not exist without the rule, replays, and the match waits for its single
/// Block Die.
#[test]
fn a_blitz_bowl_match_recorded_with_the_foul_replays_with_it_002_l745_l749() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let script = dir.path().join("s.jsonl");
    let example = std::fs::read_to_string(example())?;
    let mut lines: Vec<String> = example
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
        .take(15)
        .map(str::to_string)
        .collect();
    lines[0] = lines[0].replace(
        r#""board":"one-trapdoor","#,
        r#""board":"one-trapdoor","advanced":["foul"],"#,
    );
    assert!(lines[0].contains("foul") && lines[14].contains("end_setup"));
    lines.extend([
        r#"{"edit":{"place_player":{"player":"away#1","square":[1,3],"stance":"prone"}}}"#.into(),
        r#"{"decide":{"declare":{"player":"home#1","action":"foul"}}}"#.into(),
        r#"{"decide":{"foul":{"target":"away#1"}}}"#.into(),
    ]);
    std::fs::write(&script, lines.join("\n") + "\n")?;
    let out = nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));

    let ledger = Ledger::open_read_only(&db)?;
    let game = ledger.match_game(1)?.ok_or("a Blitz Bowl match")?;
    assert_eq!(game.advanced, [rules::ruleset::AdvancedRule::Foul]);
    let open = ledger.view_match(1)?;
    assert!(open.broken().is_none(), "{:?}", open.broken());
    assert_eq!(open.game().inputs().len(), 17);
    match open.game().prompt() {
        rules::Prompt::Roll(roll) => {
            assert!(roll.purpose.contains("002:L749"), "{}", roll.purpose);
            assert_eq!(roll.dice.as_ref(), &[rules::DieKind::D6]);
        }
        other => panic!("the Foul's die is asked, not {other:?}"),
    }
    Ok(())
}

/// The optional Arenas (002:L788) and the Rookies to Watch card's holder (002:L735) are kept
/// with the match: the recorded Arena roll, a 7 (Mountain Summit Stadium, 002:L805), replays as
/// that Arena, and the card is the away coach's again.
#[test]
fn a_blitz_bowl_match_recorded_with_the_arenas_and_rookies_replays_with_them_002_l735_l805()
-> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let script = dir.path().join("s.jsonl");
    std::fs::write(
        &script,
        concat!(
            r#"{"setup":{"ruleset":"blitz-bowl","board":"one-trapdoor","optional":["arenas"],"advanced":["rookies-to-watch"],"rookies_to_watch":"away","home":{"quick_start":"blitz-bowl/dwarf"},"away":{"quick_start":"blitz-bowl/orc"},"kicking":"home"}}"#,
            "\n",
            r#"{"dice":{"dice":[{"d8":7}]}}"#,
            "\n"
        ),
    )?;
    let out = nuffle(&[
        "match",
        "record",
        &script.to_string_lossy(),
        "--db",
        &db.to_string_lossy(),
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ledger = Ledger::open_read_only(&db)?;
    let game = ledger.match_game(1)?.ok_or("a Blitz Bowl match")?;
    assert_eq!(game.optional, [rules::ruleset::OptionalRule::Arenas]);
    assert_eq!(game.rookies_to_watch, Some(rules::Side::Away));
    let open = ledger.view_match(1)?;
    assert!(open.broken().is_none(), "{:?}", open.broken());
    assert_eq!(
        open.game().state().ruleset.arena.arena,
        Some(rules::ruleset::Arena::MountainSummitStadium)
    );
    assert_eq!(
        open.game().state().ruleset.game_end,
        rules::ruleset::GameEnd::ChallengeDeck {
            sudden_death_margin: 8
        }
    );
    Ok(())
}

fn no_matches(db: &Path) -> Result<bool, Box<dyn std::error::Error>> {
    Ok(!db.exists() || Ledger::open_read_only(db)?.matches()?.is_empty())
}

/// The Dwarfs, 14 to 7 ahead, concede at the start of their fourth turn (000:L820-L822): the
/// Orcs win by the concession, whatever the points (004:L2996-L2998), in the printed result,
/// its JSON and the Blitz Bowl results table.
#[test]
fn the_team_ahead_concedes_and_the_record_names_the_other_the_winner_004_l2996() -> TestResult {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let script = common::blitz_conceded_script(dir.path())?;
    let script = script.to_string_lossy().into_owned();
    let out = nuffle(&["match", "record", &script, "--db", &db_arg])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "Blitz Bowl result of match 1: Dwarf Cannoneers 14 - 7 Orc Rampagers points, \
             a win for Orc Rampagers, won by concession (000:L822, 004:L2996): Dwarf Cannoneers \
             conceded"
        ),
        "{stdout}"
    );
    let lines: Vec<(String, u32, u32, u32, u32)> = Ledger::open_read_only(&db)?
        .blitz_table()?
        .into_iter()
        .map(|r| (r.team, r.won, r.by_concession, r.lost, r.points_for))
        .collect();
    assert_eq!(
        lines,
        [
            ("Orc Rampagers".to_string(), 1, 1, 0, 7),
            ("Dwarf Cannoneers".to_string(), 0, 0, 1, 14)
        ]
    );

    let db = dir.path().join("json.sqlite3");
    let db_arg = db.to_string_lossy().into_owned();
    let out = nuffle(&["match", "record", &script, "--db", &db_arg, "--json"])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let result = stdout
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .find_map(|v| v.get("blitz_result").cloned())
        .ok_or_else(|| format!("no blitz_result in {stdout}"))?;
    assert_eq!(result["victory"], "conceded", "{result}");
    assert_eq!(result["conceded"], "home", "{result}");
    Ok(())
}
