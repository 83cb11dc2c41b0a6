//! The tower's block die in a Blitz Bowl match (seed 002), over a real pseudo-terminal: the
//! app lights Block Dice as `block` dice, the referee keys the tower's faces, and the setting
//! that maps the tower's six faces to Blitz Bowl's (Smash, Kerrunch!, Shove, Tackle, Miss,
//! 002:L554-L574) decides which face the match reads.

use std::time::{Duration, Instant};

use device::host::script::{Step, keys_from};
use device::host::{BlitzBlockMap, Connection, Driver, Offer, Port, Sim, SimOptions, Update};
use device::host::{expect_in, offer_in};
use device::message::{Die, DieKind, Event, ToTower};
use rules::{Match, Prompt};

/// The example match (docs/examples/blitz-bowl.jsonl) up to its first Block Dice roll: the
/// Orc Big Un Blocker (Block Value 2) blocks the Marked Dwarf Runner (002:L550).
fn at_the_block() -> Match {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/examples/blitz-bowl.jsonl"
    ))
    .expect("the example script");
    let mut lines = text.lines().map(str::trim).filter(|l| l.starts_with('{'));
    let mut first: serde_json::Value =
        serde_json::from_str(lines.next().expect("a setup line")).expect("JSON");
    let spec = first.get_mut("setup").expect("a setup");
    let game = rules::script_ruleset::ScriptRuleset::take(spec).expect("ruleset and board");
    let book = tables::builtin().expect("built-in tables");
    let setup: rules::SetupSpec = serde_json::from_value(spec.clone()).expect("a setup spec");
    let mut m = game
        .start(setup.build(book).expect("teams build"), book)
        .expect("a Blitz Bowl match");
    for line in lines {
        if matches!(m.prompt(), Prompt::Roll(r) if r.roll == "Block Dice") {
            return m;
        }
        let input: rules::Input = serde_json::from_str(line).expect("an input");
        m.apply(input).expect("the example plays");
    }
    panic!("the example has a Block Dice roll");
}

fn connected(sim: &Sim) -> Driver {
    let driver = Driver::start(Port::Path(sim.path().expect("plugged")));
    let deadline = Instant::now() + Duration::from_secs(5);
    while driver.status().connection != Connection::Connected && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    driver
}

/// Keys `keys` on the tower for the roll `m` waits for; the dice the app received.
fn key_block_dice(m: &Match, keys: &str) -> Vec<Die> {
    let dir = tempfile::tempdir().expect("temporary folder");
    let sim = Sim::start(SimOptions {
        link: Some(dir.path().join("tower")),
        settle_ms: 0,
        ..SimOptions::default()
    })
    .expect("simulator starts");
    let driver = connected(&sim);
    let Prompt::Roll(request) = m.prompt() else {
        panic!("a roll");
    };
    let kinds = expect_in(m, &request).expect("two dice fit a message");
    assert_eq!(
        kinds.as_slice(),
        [DieKind::Block, DieKind::Block],
        "Block Value 2: two block dice lit (002:L550)"
    );
    driver.send(ToTower::Expect(kinds.clone()));
    let deadline = Instant::now() + Duration::from_secs(5);
    while sim.stats().expected != kinds.as_slice() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
    sim.run(Step::Keys(keys_from(keys).expect("keys")));
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        if let Ok(Update::Event {
            event: Event::Keyed(dice),
            ..
        }) = driver.updates().recv_timeout(Duration::from_millis(50))
        {
            return dice.to_vec();
        }
    }
    panic!("no keyed result from the tower");
}

/// The faces the match read, from its ruling.
fn applied(m: &mut Match, offer: Offer) -> String {
    let Offer::Fits(roll) = offer else {
        panic!("the keyed dice fit: {offer:?}");
    };
    let events = m
        .apply(rules::Input::Dice(roll))
        .expect("the match takes them");
    events
        .iter()
        .map(|e| e.text.clone())
        .find(|t| t.contains("The Block Dice show"))
        .expect("the Block Dice ruling")
}

#[test]
fn tower_block_faces_read_by_a_league_mapping_kerrunch_and_miss_002_l562_l574() {
    let mut m = at_the_block();
    // A league's tower whose faces run Miss, Shove, Shove, Tackle, Kerrunch!, Smash: keyed 5
    // and 1 are Kerrunch! and Miss, whatever the data's numbering calls 5 and 1.
    let map = BlitzBlockMap::parse("miss, shove, shove, tackle, kerrunch, smash").expect("reads");
    let dice = key_block_dice(&m, "5 1");
    assert!(dice.iter().all(|d| d.kind == DieKind::Block));
    let offer = offer_in(&m, &dice, &map);
    let ruling = applied(&mut m, offer);
    assert!(ruling.contains("Kerrunch!, Miss"), "{ruling}");
}

#[test]
fn tower_block_faces_default_to_the_data_numbering_002_l1103() {
    let mut m = at_the_block();
    let map = BlitzBlockMap::builtin().expect("the data's [block_die]");
    // The data's numbering: 1 Smash, 2 Kerrunch!, 3-4 Shove, 5 Tackle, 6 Miss.
    let dice = key_block_dice(&m, "1 5");
    let offer = offer_in(&m, &dice, &map);
    let ruling = applied(&mut m, offer);
    assert!(ruling.contains("Smash, Tackle"), "{ruling}");
}
