//! `ledger::PostMatchRun`, the post-match sequence (004:L2556-L3009) as the window and
//! `nuffle match record` run it, on a real database file: begun only for a finished league
//! match between two league teams whose result is not recorded, recorded whole once done and
//! never before, and not begun again once recorded.

use crate::common;

use common::{LeagueMatch, TestResult, book, box_start, team_file, temp_ledger};
use ledger::{Answer, Ask, Improvement, PostMatchRun};

const LEAGUE: &str = "[ruleset]\nleague = \"on\"\n";

/// Answers what `run` asks plainly (`common::plain_answer`; Tackle where Block is refused)
/// until it is done.
fn answer_all(run: &mut PostMatchRun) -> TestResult {
    while let Some(answer) = common::plain_answer(&run.ask()) {
        if run.answer(answer).is_err() {
            run.answer(Answer::Improve(Improvement::Skill("Tackle".into())))?;
        }
    }
    Ok(())
}

/// The post-match sequence starts after the final whistle (004:L2556): a league match still
/// being played is refused, with what to do; a box match, with no league teams, has none.
#[test]
fn no_sequence_before_the_final_whistle_nor_for_a_box_match_004_l2556() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let home = ledger
        .import_team(
            book(),
            "h.json",
            &team_file("Home", "human", &[("Lineman", 11)], 2, 3, 0),
        )?
        .id;
    let away = ledger
        .import_team(
            book(),
            "a.json",
            &team_file("Away", "orc", &[("Lineman", 11)], 2, 3, 0),
        )?
        .id;
    let setup = rules::MatchSetup {
        home: ledger.team_setup(book(), home)?,
        away: ledger.team_setup(book(), away)?,
        kicking: None,
        weather: None,
        fame: None,
        league: None,
    };
    let open = ledger.start_match(&common::league_start(
        [("Home", home), ("Away", away)],
        setup,
        LEAGUE,
    ))?;
    let why = PostMatchRun::begin(&ledger, &open)
        .err()
        .map(|e| e.to_string());
    assert!(
        why.as_deref().is_some_and(|w| w.contains("is not over")),
        "{why:?}"
    );

    let open = ledger.start_match(&box_start())?;
    let why = PostMatchRun::begin(&ledger, &open)
        .err()
        .map(|e| e.to_string());
    assert!(
        why.as_deref()
            .is_some_and(|w| w.contains("not between two league teams")),
        "{why:?}"
    );
    Ok(())
}

/// A finished league match: the sequence begins, refuses to record half-way (nothing is
/// written: the match stays unlocked), records once done and locks the match, and is not
/// begun again for it.
#[test]
fn the_sequence_records_whole_and_only_once_004_l2556() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let home = ledger
        .import_team(
            book(),
            "h.json",
            &team_file("Home", "human", &[("Lineman", 11)], 2, 3, 0),
        )?
        .id;
    let away = ledger
        .import_team(
            book(),
            "a.json",
            &team_file("Away", "orc", &[("Lineman", 11)], 2, 3, 0),
        )?
        .id;
    let how = LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE,
        friendly: false,
        seed: 7,
    };
    let (open, _) = common::played_league_match(&mut ledger, book(), (home, away), &how)?;
    let mut run = PostMatchRun::begin(&ledger, &open)?;
    assert_ne!(run.ask(), Ask::Done);
    let early = run.record(&mut ledger, &open).err().map(|e| e.to_string());
    assert!(
        early.as_deref().is_some_and(|w| w.contains("not finished")),
        "{early:?}"
    );
    assert!(!ledger.is_locked(open.id())?, "nothing written half-way");

    answer_all(&mut run)?;
    run.record(&mut ledger, &open)?;
    assert!(ledger.is_locked(open.id())?);
    let again = PostMatchRun::begin(&ledger, &open)
        .err()
        .map(|e| e.to_string());
    assert!(
        again
            .as_deref()
            .is_some_and(|w| w.contains("recorded already")),
        "{again:?}"
    );
    Ok(())
}
