//! Abandoning a match, on a real SQLite file: it leaves the match list for good, and its
//! input log, rulings and an audit line saying so stay in the file.

use crate::common;

use common::{Feeder, TestResult, box_start, temp_ledger};
use ledger::{Ledger, LedgerError};

#[test]
fn an_abandoned_match_leaves_the_list_and_keeps_its_inputs() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let kept = ledger.start_match(&box_start())?.id();
    let mut open = ledger.start_match(&box_start())?;
    let mut feed = Feeder::new(5);
    for _ in 0..30 {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        open.apply(&mut ledger, input, "referee")?;
    }
    let id = open.id();
    open.release(&mut ledger)?;
    ledger.abandon_match(id, "referee", "the players went home")?;
    drop(ledger);

    let ledger = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    let listed: Vec<i64> = ledger.matches()?.iter().map(|m| m.id).collect();
    assert_eq!(listed, vec![kept], "the abandoned match is out of the list");
    assert!(ledger.abandoned_at(id)?.is_some());
    assert_eq!(ledger.abandoned_at(kept)?, None);
    assert_eq!(ledger.log(id)?.len(), 30, "its inputs are kept");
    assert!(!ledger.rulings(id)?.is_empty(), "and its rulings");
    let audit = ledger.audit(id)?.join("\n");
    assert!(audit.contains("abandoned"), "{audit}");
    assert!(audit.contains("the players went home"), "{audit}");
    Ok(())
}

#[test]
fn a_locked_match_cannot_be_abandoned() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let id = ledger.start_match(&box_start())?.id();
    ledger.lock_for_tests(id)?;
    let refused = ledger.abandon_match(id, "referee", "never mind");
    assert!(
        matches!(refused, Err(LedgerError::LockedResult(m)) if m == id),
        "{refused:?}"
    );
    assert_eq!(ledger.matches()?.len(), 1);
    assert_eq!(ledger.abandoned_at(id)?, None);
    Ok(())
}

/// An abandoned match is kept to read, not to play on: opening it for writing is refused with
/// the reason, and it can still be viewed read-only.
#[test]
fn an_abandoned_match_cannot_be_resumed() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let id = ledger.start_match(&box_start())?.id();
    ledger.abandon_match(id, "referee", "rained off")?;
    let refused = ledger.open_match(id);
    assert!(
        matches!(&refused, Err(LedgerError::Abandoned(m, _)) if *m == id),
        "{:?}",
        refused.as_ref().err()
    );
    let words = refused.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(words.contains("start a new match"), "{words}");
    assert!(ledger.view_match(id).is_ok(), "still readable");
    Ok(())
}
