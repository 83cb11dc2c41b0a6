//! Latency from the simulated tower writing a keyed result to the line until that result has
//! been offered to the rules prompt and found to fit: the path a real roll takes, over a real
//! pseudo-terminal, through the driver's thread and channel.
//!
//! `cargo bench -p nuffle-device --bench tower_latency [-- ROLLS]` prints the median, p99 and
//! worst of ROLLS rolls (default 2,000) on a clean line, then on a line with 1% damaged bytes,
//! 1% lost and 1% doubled frames. Rolls go one at a time, as at a table.

use std::time::{Duration, Instant};

use device::host::{Driver, Offer, Port, Sim, SimOptions, Update, offer};
use device::message::{Die, DieKind, Event};
use rules::{Prompt, RollRequest, Side};

fn dodge() -> Prompt {
    Prompt::Roll(RollRequest {
        roll: "Dodge".into(),
        side: Side::Home,
        player: None,
        dice: vec![rules::DieKind::D6].into(),
        needs: Some(3),
        modifiers: Vec::new(),
        purpose: "latency bench".into(),
        rerolls: Vec::new(),
    })
}

fn measure(rolls: usize, faults: f64) -> Result<Vec<Duration>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let sim = Sim::start(SimOptions {
        corrupt: faults,
        drop: faults,
        dup: faults,
        settle_ms: 0,
        link: Some(dir.path().join("tower")),
        record_writes: true,
        ..SimOptions::default()
    })
    .map_err(|e| e.to_string())?;
    let driver = Driver::start(Port::Path(sim.path().ok_or("unplugged")?));
    let prompt = dodge();
    let mut latencies = Vec::with_capacity(rolls);
    for i in 0..rolls {
        let face = (i % 6) as u8 + 1;
        sim.roll(Some(
            [Die {
                kind: DieKind::D6,
                face,
            }]
            .into_iter()
            .collect(),
        ));
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if Instant::now() > deadline {
                return Err(format!("roll {i} never arrived"));
            }
            let Ok(Update::Event {
                seq,
                event: Event::Keyed(dice),
                ..
            }) = driver.updates().recv_timeout(Duration::from_millis(100))
            else {
                continue;
            };
            let fits = matches!(offer(&prompt, &dice), Offer::Fits(_));
            let offered = Instant::now();
            if !fits {
                return Err(format!("roll {i}: {dice:?} did not fit"));
            }
            let written = sim.written(seq).ok_or("the write time was not kept")?;
            latencies.push(offered.duration_since(written));
            break;
        }
    }
    Ok(latencies)
}

fn report(name: &str, mut latencies: Vec<Duration>) {
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name}: {} rolls, median {:.3} ms, p99 {:.3} ms, worst {:.3} ms",
        latencies.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
}

fn main() {
    // `cargo bench` passes --bench; a number among the arguments is the roll count.
    let rolls = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(2_000);
    for (name, faults) in [("clean line", 0.0), ("1% faults each way", 0.01)] {
        match measure(rolls, faults) {
            Ok(latencies) => report(name, latencies),
            Err(e) => {
                eprintln!("tower_latency ({name}): {e}");
                std::process::exit(1);
            }
        }
    }
}
