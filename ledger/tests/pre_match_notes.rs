//! A line of the pre-match kept with the match, on a real SQLite file: the audit trail holds it
//! at the moment it happened, not when it was written (a coach's four minutes to choose
//! inducements ran out before the match existed, 004:L2772-L2775).

use crate::common;

use common::{TestResult, box_start, temp_ledger};
use ledger::Ledger;

#[test]
fn a_choosing_clock_running_out_is_in_the_audit_trail_at_its_moment_004_l2772() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let id = ledger.start_match(&box_start())?.id();
    // 2026-11-29 04:00:00.500 UTC: 20,786 days after 1970-01-01, then 4 hours and half a second.
    let at = 20_786.0 * 86_400.0 + 4.0 * 3_600.0 + 0.5;
    ledger.note_pre_match(
        id,
        at,
        "the window",
        "Raiders: the four minutes to choose inducements ran out",
        "the inducements' choosing clock",
    )?;
    drop(ledger);
    let ledger = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    let audit = ledger.audit(id)?;
    assert_eq!(
        audit,
        vec![
            "2026-11-29T04:00:00.500Z the window: Raiders: the four minutes to choose \
             inducements ran out (the inducements' choosing clock)"
                .to_string()
        ]
    );
    // No such match: refused, nothing written.
    assert!(
        ledger
            .note_pre_match(id + 99, at, "the window", "x", "y")
            .is_err()
    );
    Ok(())
}
