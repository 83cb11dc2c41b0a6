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

/// Eleven Human and eleven Orc Linemen imported into `ledger`: their ids, home first.
fn two_teams(ledger: &mut ledger::Ledger) -> Result<(i64, i64), Box<dyn std::error::Error>> {
    let mut import = |file: &str, name: &str, roster: &str| {
        ledger
            .import_team(
                book(),
                file,
                &team_file(name, roster, &[("Lineman", 11)], 2, 3, 0),
            )
            .map(|t| t.id)
    };
    Ok((
        import("h.json", "Home", "human")?,
        import("a.json", "Away", "orc")?,
    ))
}

/// Why `refused` was refused, in words (empty when it was not).
fn refusal<T>(refused: Result<T, ledger::LedgerError>) -> String {
    refused.err().map(|e| e.to_string()).unwrap_or_default()
}

/// The post-match sequence starts after the final whistle (004:L2556): a league match still
/// being played is refused, with what to do; a box match, with no league teams, has none.
#[test]
fn no_sequence_before_the_final_whistle_nor_for_a_box_match_004_l2556() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let (home, away) = two_teams(&mut ledger)?;
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
    let why = refusal(PostMatchRun::begin(&ledger, &open));
    assert!(why.contains("is not over"), "{why}");

    let open = ledger.start_match(&box_start())?;
    let why = refusal(PostMatchRun::begin(&ledger, &open));
    assert!(why.contains("not between two league teams"), "{why}");
    Ok(())
}

/// A finished league match: the sequence begins, refuses to record half-way (nothing is
/// written: the match stays unlocked), records once done and locks the match, and is not
/// begun again for it.
#[test]
fn the_sequence_records_whole_and_only_once_004_l2556() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let (home, away) = two_teams(&mut ledger)?;
    let how = LeagueMatch {
        ruleset: "league",
        house_rules: LEAGUE,
        friendly: false,
        seed: 7,
    };
    let (open, _) = common::played_league_match(&mut ledger, book(), (home, away), &how)?;
    let mut run = PostMatchRun::begin(&ledger, &open)?;
    assert_ne!(run.ask(), Ask::Done);
    let early = refusal(run.record(&mut ledger, &open));
    assert!(early.contains("not finished"), "{early}");
    assert!(!ledger.is_locked(open.id())?, "nothing written half-way");

    answer_all(&mut run)?;
    run.record(&mut ledger, &open)?;
    assert!(ledger.is_locked(open.id())?);
    let again = refusal(PostMatchRun::begin(&ledger, &open));
    assert!(again.contains("recorded already"), "{again}");
    Ok(())
}
