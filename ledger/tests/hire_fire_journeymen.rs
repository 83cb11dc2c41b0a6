//! Hire and Fire (post-match step 4, 004:L2915-L2926) meeting the Journeymen of step 5
//! (004:L2974-L2985), on a real database file: step 5 comes after step 4, so the free
//! Journeymen a team takes are those it needs once its roster is updated; they wear shirts,
//! but they are not on the roster's count of 16 (004:L2984-L2985) and cannot be fired.

use crate::common;

use common::{TestResult, book, temp_ledger};
use ledger::{Ledger, LedgerError, RosterChange};

/// A Human team of `linemen` Linemen numbered from 1, with `treasury` gold.
fn humans(linemen: u8, treasury: u32) -> String {
    let players: Vec<serde_json::Value> = (1..=linemen)
        .map(|n| serde_json::json!({"number": n, "position": "Lineman"}))
        .collect();
    serde_json::json!({"name": "Reavers", "coach": "Coach", "roster": "human", "rerolls": 2,
        "fan_factor": 3, "treasury": treasury, "players": players})
    .to_string()
}

fn lineman(name: &str) -> RosterChange {
    RosterChange::Hire {
        position: "Lineman".into(),
        name: Some(name.into()),
        number: None,
    }
}

/// The active players: (shirt, name, journeyman), by shirt.
fn active(ledger: &Ledger, team: i64) -> Result<Vec<(u8, String, bool)>, LedgerError> {
    let mut out: Vec<_> = ledger
        .players(team)?
        .into_iter()
        .filter(|p| p.status == "active")
        .map(|p| (p.number, p.name, p.journeyman))
        .collect();
    out.sort();
    Ok(out)
}

fn journeymen(ledger: &Ledger, team: i64) -> Result<Vec<u8>, LedgerError> {
    Ok(active(ledger, team)?
        .into_iter()
        .filter(|(_, _, j)| *j)
        .map(|(n, _, _)| n)
        .collect())
}

/// Nine Linemen take two Journeymen (#10, #11) for the next match; a Lineman hired in step 4
/// leaves the team one short of 11, so one Journeyman (the last added, #11) goes home. The
/// new Lineman wears #12: the Journeymen's shirts are worn.
#[test]
fn a_player_hired_sends_home_the_journeyman_no_longer_needed_004_l2978_l2915() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let id = ledger
        .import_team(book(), "r.json", &humans(9, 200_000))?
        .id;
    assert_eq!(ledger.prepare_journeymen(book(), id)?, vec![10, 11]);
    let report = ledger.hire_and_fire(book(), id, &[lineman("Grim")])?;
    assert_eq!(report.team.treasury, 150_000);
    let now = active(&ledger, id)?;
    assert!(now.contains(&(12, "Grim".into(), false)), "{now:?}");
    assert_eq!(journeymen(&ledger, id)?, vec![10]);
    assert_eq!(now.len(), 11);
    Ok(())
}

/// Eleven Linemen need no Journeyman; one fired in step 4 leaves ten, so step 5 adds one,
/// numbered after the highest shirt (#12).
#[test]
fn a_player_fired_brings_a_journeyman_for_the_next_match_004_l2978_l2920() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let id = ledger.import_team(book(), "r.json", &humans(11, 0))?.id;
    assert!(ledger.prepare_journeymen(book(), id)?.is_empty());
    ledger.hire_and_fire(book(), id, &[RosterChange::Fire { number: 3 }])?;
    assert_eq!(journeymen(&ledger, id)?, vec![12]);
    assert_eq!(active(&ledger, id)?.len(), 11);
    Ok(())
}

/// Nine Linemen and two Journeymen: seven Linemen hired make 16 on the roster, the Journeymen
/// not counted (they may take it above 16, 004:L2984-L2985), and none is needed any more; a
/// 17th is refused (004:L1055-L1056). Counting the Journeymen, the sixth hire would have been
/// refused.
#[test]
fn journeymen_are_not_on_the_count_of_16_004_l2984_l1055() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let id = ledger
        .import_team(book(), "r.json", &humans(9, 400_000))?
        .id;
    ledger.prepare_journeymen(book(), id)?;
    let seven: Vec<RosterChange> = (1..=7).map(|n| lineman(&format!("New {n}"))).collect();
    let report = ledger.hire_and_fire(book(), id, &seven)?;
    assert_eq!(report.team.treasury, 50_000);
    assert!(journeymen(&ledger, id)?.is_empty());
    assert_eq!(active(&ledger, id)?.len(), 16);
    let refused = ledger.hire_and_fire(book(), id, &[lineman("Seventeenth")]);
    assert!(
        matches!(&refused, Err(LedgerError::HireFire(w)) if w.contains("16 players")),
        "{refused:?}"
    );
    Ok(())
}

/// A Journeyman is not on the roster: he cannot be fired, and the refusal says how he leaves
/// or stays (004:L2928-L2933).
#[test]
fn a_journeyman_cannot_be_fired_004_l2928() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let id = ledger.import_team(book(), "r.json", &humans(10, 0))?.id;
    assert_eq!(ledger.prepare_journeymen(book(), id)?, vec![11]);
    let refused = ledger.hire_and_fire(book(), id, &[RosterChange::Fire { number: 11 }]);
    assert!(
        matches!(&refused, Err(LedgerError::HireFire(w)) if w.contains("Journeyman")),
        "{refused:?}"
    );
    assert_eq!(journeymen(&ledger, id)?, vec![11]);
    Ok(())
}
