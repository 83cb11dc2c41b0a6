//! `nuffle tower sim` and `nuffle tower listen`, two real processes on a real pseudo-terminal:
//! what the simulated tower rolls from its script, the listener prints, once each, in order.

use crate::common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use common::{nuffle, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

#[test]
fn listen_prints_what_a_scripted_simulated_tower_rolls_through_an_unplug() -> TestResult {
    let dir = tempfile::tempdir()?;
    let script = dir.path().join("rolls.txt");
    std::fs::write(
        &script,
        "# two rolls, the cable out and back, one more\nroll 3 5\nroll block:6 d8:2\n\
         unplug\nwait 200\nreplug\nroll d16:12\n",
    )?;
    let link = dir.path().join("tower");
    let mut sim = Command::new(env!("CARGO_BIN_EXE_nuffle"))
        .args(["tower", "sim", "--corrupt", "0.02", "--script"])
        .arg(&script)
        .arg("--link")
        .arg(&link)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    // The simulator prints its port first.
    let mut first = String::new();
    BufReader::new(sim.stdout.take().ok_or("no stdout")?).read_line(&mut first)?;
    assert!(first.trim().starts_with("/dev/pts/"), "{first}");

    let link_arg = link.to_string_lossy().into_owned();
    let out = nuffle(&[
        "tower", "listen", "--port", &link_arg, "--json", "--events", "9",
    ])?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    let events: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(serde_json::from_str)
        .collect::<Result<_, _>>()?;
    let delivered: Vec<&serde_json::Value> =
        events.iter().filter(|e| e["update"] == "event").collect();
    let seqs: Vec<u64> = delivered.iter().filter_map(|e| e["seq"].as_u64()).collect();
    assert_eq!(
        seqs,
        (1..=9).collect::<Vec<_>>(),
        "each event once, in order"
    );
    assert_eq!(delivered[0]["event"], "RollStarted");
    assert_eq!(delivered[1]["event"], "RollSettled");
    assert_eq!(
        delivered[2]["event"]["Keyed"],
        serde_json::json!([{"kind": "D6", "face": 3}, {"kind": "D6", "face": 5}])
    );
    assert_eq!(delivered[8]["event"]["Keyed"][0]["face"], 12);
    assert!(
        events.iter().any(|e| e["update"] == "closed"),
        "the unplug was seen"
    );

    // The simulator stays until the app has acknowledged every event; a test must not wait
    // for ever if it does not.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let status = loop {
        if let Some(status) = sim.try_wait()? {
            break status;
        }
        if std::time::Instant::now() > deadline {
            sim.kill()?;
            return Err("the simulated tower was still waiting for acknowledgements".into());
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(&mut sim.stderr.take().ok_or("no stderr")?, &mut err)?;
    assert!(status.success(), "{err}");
    assert!(err.contains("done: 3 roll(s)"), "{err}");
    Ok(())
}

#[test]
fn a_bad_script_or_rate_is_refused_with_the_reason() -> TestResult {
    let dir = tempfile::tempdir()?;
    let script = dir.path().join("bad.txt");
    std::fs::write(&script, "roll 3\nroll d6:9\n")?;
    let out = nuffle(&["tower", "sim", "--script", &script.to_string_lossy()])?;
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("script line 2") && err.contains("no such face"),
        "{err}"
    );

    let out = nuffle(&["tower", "sim", "--corrupt", "1.5"])?;
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("--corrupt is a chance between 0 and 1"));
    Ok(())
}
