//! Crash safety: a child process records inputs and is killed with SIGKILL at random points,
//! 200 times. After each kill the database passes `PRAGMA integrity_check`, every input the
//! child saw acknowledged is in the log, and the match replays; the next child resumes it.

use crate::common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{Feeder, TestResult, box_start};
use ledger::Ledger;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const DB_VAR: &str = "NUFFLE_CRASH_TEST_DB";

/// The child: resumes the newest unfinished match (or starts one) and records inputs for
/// ever, printing `ack <match> <seq>` once each is committed.
#[test]
fn crash_child() -> TestResult {
    let Ok(path) = std::env::var(DB_VAR) else {
        return Ok(()); // only runs as the parent's child
    };
    let mut ledger = Ledger::open(std::path::Path::new(&path))?;
    loop {
        let newest = ledger.matches()?.first().map(|m| m.id);
        let mut open = match newest {
            Some(id) => ledger.open_match(id)?,
            None => ledger.start_match(&box_start())?,
        };
        if open.game().state().finished {
            open = ledger.start_match(&box_start())?;
        }
        // Seeded by how far the match is, so each child goes on differently but legally.
        let mut feed = Feeder::new(open.game().inputs().len() as u64);
        while let Some(input) = feed.next(open.game()) {
            open.apply(&mut ledger, input, "crash-test")?;
            let seq = ledger.log(open.id())?.len();
            println!("ack {} {seq}", open.id());
        }
    }
}

#[test]
fn killed_200_times_the_database_stays_whole_and_keeps_every_acknowledged_input() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("crash.sqlite3");
    let exe = std::env::current_exe()?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2016);
    let mut acked_total = 0usize;
    for kill in 0..200 {
        let mut child = Command::new(&exe)
            // The child test by its path in the crate's one test binary (tests/integration.rs).
            .args([
                "--exact",
                "crash::crash_child",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(DB_VAR, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let mut lines = BufReader::new(stdout).lines();
        // Kill after a random number of acknowledgements and a random pause, so the kill
        // lands anywhere: between inputs, inside a transaction, during the fsync.
        let wanted = rng.random_range(1..30);
        let mut acked: Vec<(i64, i64)> = Vec::new();
        while acked.len() < wanted {
            let Some(line) = lines.next().transpose()? else {
                break;
            };
            if let Some(rest) = line.strip_prefix("ack ") {
                let mut parts = rest.split(' ').map(str::parse::<i64>);
                if let (Some(Ok(m)), Some(Ok(s))) = (parts.next(), parts.next()) {
                    acked.push((m, s));
                }
            }
        }
        std::thread::sleep(Duration::from_micros(rng.random_range(0..3000)));
        child.kill()?; // SIGKILL on Unix
        child.wait()?;
        assert!(
            !acked.is_empty(),
            "kill {kill}: the child acknowledged nothing"
        );
        acked_total += acked.len();

        let ledger = Ledger::open(&path)?;
        assert_eq!(ledger.integrity_check()?, "ok", "kill {kill}");
        for (m, seq) in &acked {
            let log = ledger.log(*m)?;
            assert!(
                log.iter().any(|e| e.seq == *seq),
                "kill {kill}: acknowledged input {seq} of match {m} is missing"
            );
        }
        let (last_match, _) = acked[acked.len() - 1];
        let replayed = ledger.view_match(last_match)?;
        assert!(
            replayed.broken().is_none(),
            "kill {kill}: {:?}",
            replayed.broken()
        );
    }
    assert!(acked_total >= 200);
    Ok(())
}
