//! The simulator and the driver over a real pseudo-terminal: every event arrives exactly once
//! and in order through a faulty line, across unplugs, and a tower of another protocol version
//! is a clear error.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use device::host::script::Step;
use device::host::{Connection, Driver, Port, Sim, SimOptions, Update};
use device::message::{Dice, Die, DieKind, Event, Kinds, ToTower};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn link_in(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("tower")
}

fn fast(link: PathBuf) -> SimOptions {
    SimOptions {
        link: Some(link),
        settle_ms: 0,
        ..SimOptions::default()
    }
}

/// Random dice for roll `i`: one to three D6s, block dice or a D6 + D8.
fn dice(rng: &mut StdRng) -> Dice {
    let kinds: &[DieKind] = match rng.random_range(0..3) {
        0 => &[DieKind::D6],
        1 => &[DieKind::Block, DieKind::Block],
        _ => &[DieKind::D6, DieKind::D8],
    };
    kinds
        .iter()
        .map(|&kind| Die {
            kind,
            face: rng.random_range(1..=kind.faces()),
        })
        .collect()
}

/// Events from the driver until `count` have arrived or `timeout` passes.
fn collect(driver: &Driver, count: usize, timeout: Duration) -> Vec<(u32, Event)> {
    let deadline = Instant::now() + timeout;
    let mut events = Vec::new();
    while events.len() < count && Instant::now() < deadline {
        if let Ok(Update::Event { seq, event, .. }) =
            driver.updates().recv_timeout(Duration::from_millis(50))
        {
            events.push((seq, event));
        }
    }
    events
}

/// Each roll is three events in order: started, settled, then its dice keyed.
fn assert_exactly_once_in_order(events: &[(u32, Event)], rolled: &[Dice]) {
    assert_eq!(events.len(), rolled.len() * 3, "every event, none twice");
    for (i, (seq, _)) in events.iter().enumerate() {
        assert_eq!(
            *seq as usize,
            i + 1,
            "sequence numbers in order, no gap, no repeat"
        );
    }
    for (i, dice) in rolled.iter().enumerate() {
        assert_eq!(events[3 * i].1, Event::RollStarted, "roll {i}");
        assert_eq!(events[3 * i + 1].1, Event::RollSettled, "roll {i}");
        assert_eq!(events[3 * i + 2].1, Event::Keyed(dice.clone()), "roll {i}");
    }
}

#[test]
fn ten_thousand_rolls_through_a_faulty_line_arrive_exactly_once_in_order() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sim = Sim::start(SimOptions {
        corrupt: 0.01,
        drop: 0.01,
        dup: 0.01,
        seed: 7,
        ..fast(link_in(&dir))
    })
    .expect("simulator starts");
    let driver = Driver::start(Port::Path(sim.path().expect("plugged")));
    let mut rng = StdRng::seed_from_u64(11);
    let rolled: Vec<Dice> = (0..10_000).map(|_| dice(&mut rng)).collect();
    for d in &rolled {
        sim.roll(Some(d.clone()));
    }
    let started = Instant::now();
    let events = collect(&driver, 30_000, Duration::from_secs(240));
    let took = started.elapsed();
    assert!(
        sim.wait_idle(Duration::from_secs(5)),
        "the tower has nothing left unacknowledged"
    );
    let stats = sim.stats();
    eprintln!(
        "10,000 rolls in {took:?}: {stats:?}; driver {:?}",
        driver.status().frames
    );
    // The faults really happened, both ways.
    assert!(
        stats.bytes_corrupted > 1_000
            && stats.frames_dropped > 300
            && stats.frames_duplicated > 300
    );
    assert!(driver.status().frames.dropped > 0 && stats.bad_frames_in > 0);
    assert_exactly_once_in_order(&events, &rolled);
}

#[test]
fn unplugging_and_replugging_mid_stream_loses_nothing_and_repeats_nothing() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sim = Sim::start(SimOptions {
        seed: 3,
        ..fast(link_in(&dir))
    })
    .expect("simulator starts");
    let driver = Driver::start(Port::Path(sim.path().expect("plugged")));
    let mut rng = StdRng::seed_from_u64(5);
    let rolled: Vec<Dice> = (0..300).map(|_| dice(&mut rng)).collect();
    let mut closed = 0;
    for (i, d) in rolled.iter().enumerate() {
        sim.roll(Some(d.clone()));
        if i % 60 == 30 {
            // Out mid-stream with events in flight; rolls go on at the tower meanwhile.
            sim.run(Step::Unplug);
            sim.run(Step::Wait(150));
            sim.run(Step::Replug);
            closed += 1;
        }
    }
    let events = collect(&driver, 900, Duration::from_secs(60));
    if events.len() != 900 {
        eprintln!(
            "status {:?}\nsim {:?}\nlast {:?}",
            driver.status(),
            sim.stats(),
            events.last()
        );
        while let Ok(u) = driver.updates().try_recv() {
            eprintln!("{u:?}");
        }
    }
    assert_exactly_once_in_order(&events, &rolled);
    assert!(sim.wait_idle(Duration::from_secs(5)));
    assert_eq!(driver.status().connection, Connection::Connected);
    assert_eq!(closed, 5);
    assert!(sim.stats().rolls == 300);
}

#[test]
fn a_tower_speaking_another_protocol_is_a_clear_error_and_its_dice_are_not_taken() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sim = Sim::start(SimOptions {
        protocol: device::PROTOCOL + 1,
        ..fast(link_in(&dir))
    })
    .expect("simulator starts");
    let driver = Driver::start(Port::Path(sim.path().expect("plugged")));
    sim.roll(None);
    let deadline = Instant::now() + Duration::from_secs(2);
    let mut mismatch = false;
    let mut events = 0;
    while Instant::now() < deadline {
        match driver.updates().recv_timeout(Duration::from_millis(50)) {
            Ok(Update::Mismatch { hello }) => mismatch = hello.protocol == device::PROTOCOL + 1,
            Ok(Update::Event { .. }) => events += 1,
            _ => {}
        }
    }
    assert!(
        mismatch,
        "the driver says the tower speaks another protocol"
    );
    assert_eq!(events, 0, "nothing from a mismatched tower counts");
    let status = driver.status();
    assert_eq!(status.connection, Connection::Mismatch);
    assert!(
        status.describe().contains("update Nuffle"),
        "{}",
        status.describe()
    );
}

#[test]
fn a_missing_port_says_what_to_do_and_connects_when_the_tower_appears() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let link = link_in(&dir);
    let driver = Driver::start(Port::Path(link.clone()));
    let deadline = Instant::now() + Duration::from_secs(5);
    while driver.status().connection == Connection::Searching && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    let status = driver.status();
    let Connection::Disconnected(why) = &status.connection else {
        panic!("no port yet: {status:?}");
    };
    assert!(
        why.contains("cannot open the tower's port") && why.contains("Check the cable"),
        "{why}"
    );
    let sim = Sim::start(fast(link)).expect("simulator starts");
    sim.roll(None);
    let events = collect(&driver, 3, Duration::from_secs(5));
    assert_eq!(events.len(), 3);
    assert_eq!(driver.status().connection, Connection::Connected);
}

#[test]
fn keys_for_what_the_app_expects_arrive_as_a_keyed_result() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sim = Sim::start(fast(link_in(&dir))).expect("simulator starts");
    let driver = Driver::start(Port::Path(sim.path().expect("plugged")));
    // Wait for the tower before expecting, as the app does when it shows a roll prompt.
    let deadline = Instant::now() + Duration::from_secs(5);
    while driver.status().connection != Connection::Connected && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    let kinds = Kinds::from_slice(&[DieKind::D6, DieKind::D8]).expect("fits");
    driver.send(ToTower::Expect(kinds.clone()));
    let deadline = Instant::now() + Duration::from_secs(5);
    while sim.stats().expected != kinds.as_slice() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
    // A 9 is no D6 face: refused at the keypad, so the 4 and the 7 are the result.
    sim.run(Step::Keys(
        device::host::script::keys_from("9 4 7").expect("keys"),
    ));
    let events = collect(&driver, 1, Duration::from_secs(5));
    let expected: Dice = [
        Die {
            kind: DieKind::D6,
            face: 4,
        },
        Die {
            kind: DieKind::D8,
            face: 7,
        },
    ]
    .into_iter()
    .collect();
    assert_eq!(events, [(1, Event::Keyed(expected))]);
}
