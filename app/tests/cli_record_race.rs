//! Two real `nuffle match record` processes race on one match for 1,000 rounds, and either
//! may be killed with SIGKILL at a random point (docs/ledger.md, "One writer per match").
//! Each round both are handed a script that continues the match after the same input; the
//! one that gets the match records it, the other is refused with words that say why (the
//! match is held by the other, or moved on in it). After every round every input a process
//! acknowledged is in the log exactly once, at the place it acknowledged, and the match
//! replays whole.

use crate::common;

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use ledger::Ledger;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use rules::{Input, Match};

const ROUNDS: usize = 1000;

/// What the setup line of each new match says.
const SETUP: &str = r#"{"setup": {"home": {"quick_start": "human-quick-start"}, "away": {"quick_start": "orc-quick-start"}, "kicking": "away", "weather": "nice"}}"#;

fn record(db: &Path, script: &Path, continues: Option<(i64, i64)>) -> std::io::Result<Child> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_nuffle"));
    cmd.args(["match", "record"])
        .arg(script)
        .arg("--db")
        .arg(db);
    if let Some((id, after)) = continues {
        cmd.args(["--match", &id.to_string(), "--after", &after.to_string()]);
    }
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()
}

/// The next `n` legal inputs for `game` from the simulator's coach and dice.
fn next_inputs(game: &Match, rng: &mut Xoshiro256PlusPlus, n: usize) -> Vec<Input> {
    let mut game = game.clone();
    let mut out = Vec::new();
    while out.len() < n {
        let Some(input) = sim::Policy::Uniform.next_input(&game, rng) else {
            break;
        };
        if game.apply(input.clone()).is_err() {
            break;
        }
        out.push(input);
    }
    out
}

/// The inputs a process acknowledged: `line N: recorded as input SEQ of match ID`.
fn acknowledged(stdout: &str, script: &[Input]) -> Vec<(i64, i64, Input)> {
    stdout
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("line ")?;
            let (line, rest) = rest.split_once(": recorded as input ")?;
            let (seq, id) = rest.split_once(" of match ")?;
            let line: usize = line.parse().ok()?;
            Some((
                id.parse().ok()?,
                seq.parse().ok()?,
                script.get(line - 1)?.clone(),
            ))
        })
        .collect()
}

#[test]
fn two_recording_processes_killed_at_random_never_corrupt_a_match() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("race.sqlite3");
    let setup = dir.path().join("setup.jsonl");
    std::fs::write(&setup, format!("{SETUP}\n"))?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(54);
    let mut acked: BTreeMap<(i64, i64), Input> = BTreeMap::new();
    let (mut refused_moved_on, mut refused_held, mut kills) = (0, 0, 0);
    let mut match_id: Option<i64> = None;
    for round in 0..ROUNDS {
        // The match to race on: the current one, or a new one when it is over.
        let ledger = Ledger::open_read_only(&db).ok();
        let view = match (match_id, &ledger) {
            (Some(id), Some(l)) => Some(l.view_match(id)?),
            _ => None,
        };
        let (id, view) = match view {
            Some(v) if !v.game().state().finished => (v.id(), v),
            _ => {
                let out = record(&db, &setup, None)?.wait_with_output()?;
                anyhow::ensure!(out.status.success(), "{}", common::text(&out.stderr));
                let ledger = Ledger::open_read_only(&db)?;
                let id = ledger.matches()?.iter().map(|m| m.id).max().unwrap_or(0);
                match_id = Some(id);
                (id, ledger.view_match(id)?)
            }
        };
        anyhow::ensure!(
            view.broken().is_none(),
            "round {round}: {:?}",
            view.broken()
        );
        let after = view.last_seq();
        // Two different continuations of the same place, one a process.
        let scripts: Vec<Vec<Input>> = (0..2)
            .map(|_| {
                let n = rng.random_range(1..=4);
                next_inputs(view.game(), &mut rng, n)
            })
            .collect();
        let mut children = Vec::new();
        for (k, script) in scripts.iter().enumerate() {
            let file = dir.path().join(format!("script-{k}.jsonl"));
            let lines: Vec<String> = script
                .iter()
                .map(serde_json::to_string)
                .collect::<Result<_, _>>()?;
            std::fs::write(&file, lines.join("\n") + "\n")?;
            if k == 1 {
                // The second starts a little later at random: now while the first holds
                // the match, now after it has recorded and let go.
                // (A process takes about 0.1 s to start, replay and record.)
                let late = if rng.random_range(0..4) == 0 {
                    rng.random_range(100_000..250_000)
                } else {
                    rng.random_range(0..20_000)
                };
                std::thread::sleep(Duration::from_micros(late));
            }
            children.push(record(&db, &file, Some((id, after)))?);
        }
        // One round in three, kill one of them at a random moment.
        let victim = (rng.random_range(0..3) == 0).then(|| rng.random_range(0..2usize));
        if let Some(v) = victim {
            std::thread::sleep(Duration::from_micros(rng.random_range(0..40_000)));
            children[v].kill()?;
            kills += 1;
        }
        for (k, mut child) in children.into_iter().enumerate() {
            let status = child.wait()?;
            let (mut stdout, mut stderr) = (String::new(), String::new());
            if let Some(mut s) = child.stdout.take() {
                s.read_to_string(&mut stdout)?;
            }
            if let Some(mut s) = child.stderr.take() {
                s.read_to_string(&mut stderr)?;
            }
            for (m, seq, input) in acknowledged(&stdout, &scripts[k]) {
                anyhow::ensure!(
                    acked.insert((m, seq), input).is_none(),
                    "round {round}: input {seq} of match {m} acknowledged twice"
                );
            }
            if victim == Some(k) || status.success() {
                continue;
            }
            if stderr.contains("this match moved on in another window: reload it") {
                refused_moved_on += 1;
            } else if stderr.contains("is being recorded by nuffle match record (process") {
                refused_held += 1;
            } else {
                anyhow::bail!("round {round}: refused without the words: {stderr}");
            }
        }
        // Every acknowledged input is in the log, once, where it was acknowledged.
        let ledger = Ledger::open_read_only(&db)?;
        let log = ledger.log(id)?;
        for ((m, seq), input) in acked.range((id, 0)..=(id, i64::MAX)) {
            let rows: Vec<_> = log.iter().filter(|e| e.seq == *seq).collect();
            anyhow::ensure!(
                rows.len() == 1 && &rows[0].input == input,
                "round {round}: acknowledged input {seq} of match {m} is not in the log as sent"
            );
        }
        let replayed = ledger.view_match(id)?;
        anyhow::ensure!(
            replayed.broken().is_none(),
            "round {round}: {:?}",
            replayed.broken()
        );
        anyhow::ensure!(ledger.integrity_check()? == "ok", "round {round}");
    }
    // Both ways of losing a race happened, and the kills landed.
    assert!(kills > 200, "{kills} kills");
    assert!(
        refused_moved_on > 0 && refused_held > 0,
        "moved on {refused_moved_on}, held {refused_held}"
    );
    assert!(acked.len() > ROUNDS, "{} inputs acknowledged", acked.len());
    Ok(())
}
