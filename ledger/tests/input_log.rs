//! The input log on a real SQLite file: every input recorded before it counts, resume by
//! replay, undo and corrections appended, never rewritten.

use crate::common;

use common::{Feeder, TestResult, box_start, temp_ledger};
use ledger::{InputError, Ledger, LedgerError};
use rules::{DiceRoll, Die, Input};

#[test]
fn a_reopened_match_resumes_at_its_last_recorded_input() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(7);
    for _ in 0..300 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        open.apply(&mut ledger, input, "referee")?;
    }
    let id = open.id();
    drop(ledger);
    let mut ledger = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    let resumed = ledger.open_match(id)?;
    assert_eq!(resumed.game().state(), open.game().state());
    assert_eq!(resumed.game().inputs(), open.game().inputs());
    assert_eq!(ledger.log(id)?.len(), 300);
    assert!(!ledger.rulings(id)?.is_empty());
    Ok(())
}

#[test]
fn a_refused_input_is_not_written() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    // The match opens on set-up, a decision: dice are refused and nothing is logged.
    let err = open
        .apply(
            &mut ledger,
            Input::Dice(DiceRoll::manual(vec![Die::D6(3)])),
            "referee",
        )
        .err();
    assert!(matches!(err, Some(InputError::Refused(_))), "{err:?}");
    assert!(ledger.log(open.id())?.is_empty());
    Ok(())
}

#[test]
fn undo_is_appended_and_replays_to_the_same_match() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(3);
    for _ in 0..40 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        open.apply(&mut ledger, input, "referee")?;
    }
    open.apply(&mut ledger, Input::Undo, "referee")?;
    assert_eq!(open.game().inputs().len(), 39);
    let log = ledger.log(open.id())?;
    assert_eq!(
        log.len(),
        41,
        "the undone input stays in the log, and so does the undo"
    );
    assert_eq!(log[40].input, Input::Undo);
    let resumed = ledger.open_match(open.id())?;
    assert_eq!(resumed.game().state(), open.game().state());
    Ok(())
}

/// Plays until the match waits for a single D6 and returns the seq that answers it.
fn play_to_a_d6(
    ledger: &mut Ledger,
    open: &mut ledger::OpenMatch,
    feed: &mut Feeder,
) -> Result<(i64, u8), Box<dyn std::error::Error>> {
    for _ in 0..2000 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        let single_d6 = match &input {
            Input::Dice(roll) => match roll.dice.as_slice() {
                [Die::D6(v)] => Some(*v),
                _ => None,
            },
            _ => None,
        };
        open.apply(ledger, input, "referee")?;
        if let Some(v) = single_d6 {
            let seq = ledger.log(open.id())?.len() as i64;
            return Ok((seq, v));
        }
    }
    Err("no single D6 was asked for".into())
}

#[test]
fn a_correction_is_a_new_row_and_the_engine_rejudges_from_there() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(11);
    let (seq, value) = play_to_a_d6(&mut ledger, &mut open, &mut feed)?;
    let other = if value == 1 { 6 } else { 1 };
    let before = ledger.log(open.id())?;
    // What the match would be had the other value been entered in the first place.
    let mut expected = ledger.open_match(open.id())?.game().clone();
    expected.apply(Input::Undo)?;
    expected.apply(Input::Dice(DiceRoll::manual(vec![Die::D6(other)])))?;

    open.correct(
        &mut ledger,
        seq,
        Input::Dice(DiceRoll::manual(vec![Die::D6(other)])),
        "referee",
        None,
    )?;
    let after = ledger.log(open.id())?;
    assert_eq!(after.len(), before.len() + 1);
    assert_eq!(
        after[..before.len()],
        before[..],
        "earlier rows are untouched"
    );
    assert_eq!(after[before.len()].corrects, Some(seq));
    assert_eq!(open.game().state(), expected.state());
    assert_eq!(
        ledger.open_match(open.id())?.game().state(),
        expected.state()
    );
    Ok(())
}

#[test]
fn a_correction_the_engine_refuses_writes_nothing() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(11);
    let (seq, _) = play_to_a_d6(&mut ledger, &mut open, &mut feed)?;
    let before = ledger.log(open.id())?;
    let state = open.game().state().clone();
    let two_dice = Input::Dice(DiceRoll::manual(vec![Die::D6(2), Die::D6(5)]));
    let err = open
        .correct(&mut ledger, seq, two_dice, "referee", None)
        .err();
    assert!(
        matches!(err, Some(LedgerError::Correction { .. })),
        "{err:?}"
    );
    assert_eq!(ledger.log(open.id())?, before);
    assert_eq!(*open.game().state(), state);
    Ok(())
}

#[test]
fn the_log_cannot_be_rewritten_even_by_hand() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(5);
    for _ in 0..5 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        open.apply(&mut ledger, input, "referee")?;
    }
    let conn = rusqlite::Connection::open(dir.path().join("nuffle.sqlite3"))?;
    let update = conn.execute("UPDATE inputs SET input = '\"undo\"' WHERE seq = 1", []);
    let delete = conn.execute("DELETE FROM inputs WHERE seq = 2", []);
    for result in [update, delete] {
        let err = result.err().map(|e| e.to_string());
        assert!(
            err.as_deref().is_some_and(|e| e.contains("append-only")),
            "{err:?}"
        );
    }
    assert_eq!(ledger.log(open.id())?.len(), 5);
    Ok(())
}
