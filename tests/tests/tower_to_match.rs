//! End to end: a simulated tower on a real pseudo-terminal, the serial driver, the rules
//! prompt and a match recorded in a real SQLite file. Dice keyed at the tower are offered to
//! the prompt, applied when they fit, recorded with the tower as their source, and refused
//! with the reason (the match untouched) when they do not.

use std::time::{Duration, Instant};

use device::host::{Connection, Driver, Offer, Port, Sim, SimOptions, Update, expect, offer};
use device::message::{Dice, Die, DieKind, Event, ToTower};
use ledger::{Ledger, MatchStart, NewMatch};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{DiceSource, Input, Prompt, SetupSpec, Side, TeamSpec};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn start() -> Result<MatchStart, Box<dyn std::error::Error>> {
    let setup = SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(rules::Fame::default()),
        league: None,
    }
    .build(tables::builtin()?)?;
    Ok(MatchStart {
        label: NewMatch {
            home_team: "human-quick-start".into(),
            away_team: "orc-quick-start".into(),
            ruleset: "box-2016".into(),
        },
        setup,
        house_rules: None,
        teams: None,
        season_id: None,
        friendly: false,
    })
}

/// The next keyed result from the driver.
fn next_keyed(driver: &Driver) -> Result<(u32, Dice), String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if let Ok(Update::Event {
            seq,
            event: Event::Keyed(dice),
            ..
        }) = driver.updates().recv_timeout(Duration::from_millis(50))
        {
            return Ok((seq, dice));
        }
    }
    Err("no keyed result from the tower within 10 s".into())
}

#[test]
fn dice_rolled_at_the_tower_are_applied_to_the_match_and_recorded_as_tower_dice() -> TestResult {
    let dir = tempfile::tempdir()?;
    let mut ledger = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    let mut open = ledger.start_match(&start()?)?;
    let sim = Sim::start(SimOptions {
        link: Some(dir.path().join("tower")),
        settle_ms: 0,
        ..SimOptions::default()
    })?;
    let driver = Driver::start(Port::Path(sim.path().ok_or("unplugged")?));
    let deadline = Instant::now() + Duration::from_secs(5);
    while driver.status().connection != Connection::Connected && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }

    // Decisions come from the simulator's coach; every roll comes from the tower.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
    let mut tower_rolls = 0;
    while tower_rolls < 40 {
        let prompt = open.game().prompt();
        let input = match &prompt {
            Prompt::Roll(request) => {
                let kinds = expect(request).ok_or("too many dice")?;
                driver.send(ToTower::Expect(kinds.clone()));
                // As a referee would, roll once the tower shows what it expects: then the
                // simulator's random faces are for exactly those dice.
                let deadline = Instant::now() + Duration::from_secs(5);
                while sim.stats().expected != kinds.as_slice() && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(1));
                }
                sim.roll(None);
                let (seq, dice) = next_keyed(&driver)?;
                let Offer::Fits(roll) = offer(&prompt, &dice) else {
                    panic!("{dice:?} should fit {request:?}");
                };
                driver.send(ToTower::Verdict {
                    seq,
                    accepted: true,
                });
                tower_rolls += 1;
                Input::Dice(roll)
            }
            Prompt::Decision(request) => sim::Policy::Forward
                .decide(open.game().state(), request, &mut rng)
                .ok_or("the coach found no legal decision")?,
            Prompt::MatchOver { .. } => break,
        };
        open.apply(&mut ledger, input, "referee")?;
    }
    assert_eq!(tower_rolls, 40);
    let from_tower = ledger
        .log(open.id())?
        .iter()
        .filter(|e| e.source == Some(DiceSource::Tower))
        .count();
    assert_eq!(
        from_tower, 40,
        "every tower roll is in the log as a tower roll"
    );

    // A result that does not fit (a block die where the prompt wants its dice) is refused with
    // the reason, and the match and its log stay as they were.
    let mut misfit_seen = false;
    for _ in 0..200 {
        let prompt = open.game().prompt();
        match &prompt {
            Prompt::Roll(request) => {
                let wrong: DieKind = if request.dice.first() == Some(&rules::DieKind::Block) {
                    DieKind::D6
                } else {
                    DieKind::Block
                };
                sim.roll(Some(
                    [Die {
                        kind: wrong,
                        face: 3,
                    }]
                    .into_iter()
                    .collect(),
                ));
                let (seq, dice) = next_keyed(&driver)?;
                let before = ledger.log(open.id())?.len();
                let Offer::Misfit(why) = offer(&prompt, &dice) else {
                    panic!("{dice:?} cannot fit {request:?}");
                };
                assert!(why.contains("needs") && why.contains("got"), "{why}");
                driver.send(ToTower::Verdict {
                    seq,
                    accepted: false,
                });
                assert_eq!(open.game().prompt(), prompt, "the match did not move");
                assert_eq!(ledger.log(open.id())?.len(), before, "nothing was recorded");
                misfit_seen = true;
                break;
            }
            Prompt::Decision(request) => {
                let input = sim::Policy::Forward
                    .decide(open.game().state(), request, &mut rng)
                    .ok_or("no legal decision")?;
                open.apply(&mut ledger, input, "referee")?;
            }
            Prompt::MatchOver { .. } => break,
        }
    }
    assert!(misfit_seen, "a roll prompt came up");
    Ok(())
}
