//! One writer per match (docs/ledger.md): the lease keeps a second writer read-only, and
//! compare-and-append refuses any append that does not follow the log's last input, so two
//! writers racing on one match never corrupt it. A log that stops replaying opens where it
//! stops, says why, and is mended by setting the input aside, never by rewriting it.

use crate::common;

use std::sync::{Arc, Barrier, Mutex};

use common::{Feeder, TestResult, box_start, temp_ledger};
use ledger::{InputError, Ledger, LedgerError};
use rules::{DiceRoll, Die, Input};

/// Plays `n` legal inputs into `open`.
fn play(open: &mut ledger::OpenMatch, ledger: &mut Ledger, seed: u64, n: usize) -> TestResult {
    let mut feed = Feeder::new(seed);
    for _ in 0..n {
        let Some(input) = feed.next(open.game()) else {
            break;
        };
        open.apply(ledger, input, "referee")?;
    }
    Ok(())
}

#[test]
fn a_second_handle_opens_a_held_match_read_only_and_says_who_holds_it() -> TestResult {
    let (dir, mut first) = temp_ledger();
    first.set_writer("the window");
    let mut open = first.start_match(&box_start())?;
    play(&mut open, &mut first, 1, 10)?;

    let mut second = Ledger::open(&dir.path().join("nuffle.sqlite3"))?;
    let held = second.open_match(open.id()).err();
    let words = held.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(matches!(held, Some(LedgerError::Held { .. })), "{held:?}");
    assert!(
        words.contains("the window (process") && words.contains("read-only"),
        "{words}"
    );

    let mut view = second.open_or_view(open.id())?;
    assert!(!view.is_writer());
    assert_eq!(
        view.held_by().map(|h| h.holder.as_str()),
        Some("the window")
    );
    assert_eq!(view.game().state(), open.game().state());
    let mut feed = Feeder::new(9);
    let input = feed
        .next(view.game())
        .ok_or("the match waits for an input")?;
    let refused = view.apply(&mut second, input.clone(), "referee").err();
    assert!(
        matches!(
            refused,
            Some(InputError::NotRecorded(LedgerError::ReadOnlyView(_)))
        ),
        "{refused:?}"
    );
    assert_eq!(second.log(open.id())?.len(), 10, "nothing was written");
    // Taking over while the holder is there is refused; once it closes, it works.
    assert!(view.take_over(&mut second).is_err());
    drop(first);
    view.take_over(&mut second)?;
    assert!(view.is_writer());
    view.apply(&mut second, input, "referee")?;
    assert_eq!(second.log(open.id())?.len(), 11);
    Ok(())
}

#[test]
fn a_stale_writer_is_refused_with_words_that_say_reload() -> TestResult {
    let (_dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    play(&mut open, &mut ledger, 2, 5)?;
    // A copy of the match that missed an input: it expects input 5 to be the last.
    let mut stale = open.clone();
    play(&mut open, &mut ledger, 3, 1)?;
    let mut feed = Feeder::new(4);
    let input = feed.next(stale.game()).ok_or("an input")?;
    let err = stale.apply(&mut ledger, input, "referee").err();
    let words = err.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(
        matches!(
            err,
            Some(InputError::NotRecorded(LedgerError::MovedOn {
                after: 5,
                last: 6,
                ..
            }))
        ),
        "{err:?}"
    );
    assert!(
        words.contains("this match moved on in another window: reload it"),
        "{words}"
    );
    assert_eq!(ledger.log(open.id())?.len(), 6);
    stale.reload(&ledger)?;
    assert_eq!(stale.game().state(), open.game().state());
    Ok(())
}

#[test]
fn a_lease_taken_over_from_a_gone_holder_refuses_the_old_holder() -> TestResult {
    let (dir, mut first) = temp_ledger();
    let path = dir.path().join("nuffle.sqlite3");
    let mut open = first.start_match(&box_start())?;
    play(&mut open, &mut first, 5, 4)?;
    // The holder looks gone: a process id the kernel never gives, quiet for an hour.
    let conn = rusqlite::Connection::open(&path)?;
    conn.execute(
        "UPDATE leases SET pid = 4194305, heartbeat_at = '2000-01-01T00:00:00.000Z'",
        [],
    )?;
    let mut second = Ledger::open(&path)?;
    second.set_writer("nuffle match record");
    let mut taken = second.open_match(open.id())?;
    play(&mut taken, &mut second, 6, 2)?;
    let mut feed = Feeder::new(7);
    let input = feed.next(open.game()).ok_or("an input")?;
    let err = open.apply(&mut first, input, "referee").err();
    let words = err.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(
        matches!(
            err,
            Some(InputError::NotRecorded(LedgerError::LeaseLost { .. }))
        ),
        "{err:?}"
    );
    assert!(
        words.contains("taken over by nuffle match record"),
        "{words}"
    );
    assert_eq!(second.log(open.id())?.len(), 6);
    Ok(())
}

/// Two handles in one process append to one match for 1,000 rounds, each round both after
/// the same input, from two threads at once: exactly one wins each round, the other is
/// refused with the words that say reload, and the log is every winner's input once. When a
/// match ends, the first thread starts the next one.
#[test]
fn two_handles_racing_for_1000_rounds_never_corrupt_the_match() -> TestResult {
    const ROUNDS: usize = 1000;
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("nuffle.sqlite3");
    drop(Ledger::open(&path)?);
    let current: Arc<Mutex<Option<(i64, ledger::Lease)>>> = Arc::new(Mutex::new(None));
    let barrier = Arc::new(Barrier::new(2));
    let racer = |seed: u64, leader: bool| {
        let path = path.clone();
        let current = Arc::clone(&current);
        let barrier = Arc::clone(&barrier);
        std::thread::spawn(move || -> Result<Vec<(i64, i64, Input)>, String> {
            let mut ledger = Ledger::open(&path).map_err(|e| e.to_string())?;
            let mut won = Vec::new();
            let mut feed = Feeder::new(seed);
            let fail = |round: usize, e: &dyn std::fmt::Display| format!("round {round}: {e}");
            for round in 0..ROUNDS {
                if leader {
                    let mut now = current.lock().map_err(|_| "poisoned")?;
                    let over = match &*now {
                        None => true,
                        Some((id, _)) => {
                            ledger
                                .view_match(*id)
                                .map_err(|e| fail(round, &e))?
                                .game()
                                .state()
                                .finished
                        }
                    };
                    if over {
                        let open = ledger
                            .start_match(&box_start())
                            .map_err(|e| fail(round, &e))?;
                        let lease = open.lease().ok_or("writer")?.clone();
                        *now = Some((open.id(), lease));
                    }
                }
                barrier.wait();
                let (id, lease) = current
                    .lock()
                    .map_err(|_| "poisoned")?
                    .clone()
                    .ok_or("no match")?;
                let view = ledger.view_match(id).map_err(|e| fail(round, &e))?;
                barrier.wait();
                let after = view.last_seq();
                let mut game = view.game().clone();
                let input = feed.next(&game).ok_or_else(|| fail(round, &"match over"))?;
                let events = game.apply(input.clone()).map_err(|e| fail(round, &e))?;
                match ledger.append(&lease, after, &input, "racer", &events) {
                    Ok(seq) => won.push((id, seq, input)),
                    Err(e @ LedgerError::MovedOn { .. }) => {
                        let words = e.to_string();
                        if !words.contains("this match moved on in another window: reload it") {
                            return Err(fail(round, &words));
                        }
                    }
                    Err(e) => return Err(fail(round, &e)),
                }
                barrier.wait();
            }
            Ok(won)
        })
    };
    let a = racer(11, true);
    let b = racer(12, false);
    let won_a = a.join().map_err(|_| "thread a panicked")??;
    let won_b = b.join().map_err(|_| "thread b panicked")??;
    assert_eq!(won_a.len() + won_b.len(), ROUNDS, "one winner a round");
    let ledger = Ledger::open(&path)?;
    let mut won: Vec<_> = won_a.into_iter().chain(won_b).collect();
    won.sort_by_key(|(id, seq, _)| (*id, *seq));
    let mut logged = Vec::new();
    for m in ledger.matches()? {
        let replayed = ledger.view_match(m.id)?;
        assert!(replayed.broken().is_none(), "{:?}", replayed.broken());
        logged.extend(
            ledger
                .log(m.id)?
                .into_iter()
                .map(|e| (m.id, e.seq, e.input)),
        );
    }
    logged.sort_by_key(|(id, seq, _)| (*id, *seq));
    assert_eq!(
        won, logged,
        "every acknowledged input exactly once, nothing else"
    );
    Ok(())
}

/// The defect this guards against: two windows keyed an Armour roll for one prompt and both
/// went into the log. Such a log (written here by hand, as an older Nuffle let it happen)
/// opens up to the input before, says which input and why, and is mended by setting the
/// input aside: the row stays in the log, marked, and the match goes on.
#[test]
fn a_log_that_does_not_replay_opens_up_to_the_last_input_that_does() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let mut open = ledger.start_match(&box_start())?;
    // Play until a roll has been keyed and the match waits for a decision; then the same
    // roll again, as a second window keyed it for the same prompt.
    let mut feed = Feeder::new(8);
    loop {
        let input = feed.next(open.game()).ok_or("the match ended")?;
        let dice = matches!(input, Input::Dice(_));
        open.apply(&mut ledger, input.clone(), "referee")?;
        let decision = matches!(open.game().prompt(), rules::Prompt::Decision(_));
        if dice && decision && open.game().inputs().len() > 20 {
            break;
        }
    }
    let before = open.game().state().clone();
    let last = open.last_seq();
    let twice = Input::Dice(DiceRoll::manual(vec![Die::D6(4), Die::D6(5)]));
    let mut probe = open.game().clone();
    assert!(
        probe.apply(twice.clone()).is_err(),
        "the match waits for no such roll"
    );
    let conn = rusqlite::Connection::open(dir.path().join("nuffle.sqlite3"))?;
    conn.execute(
        "INSERT INTO inputs (match_id, seq, input, entered_by) VALUES (?1, ?2, ?3, 'referee')",
        rusqlite::params![open.id(), last + 1, serde_json::to_string(&twice)?],
    )?;

    let view = ledger.view_match(open.id())?;
    let broken = view.broken().ok_or("the log does not replay")?.clone();
    assert_eq!((broken.seq, broken.replayed_to), (last + 1, last));
    assert_eq!(view.game().state(), &before);
    let words = broken.to_string();
    assert!(
        words.contains(&format!("input {} ", last + 1))
            && words.contains("does not replay")
            && words.contains("set-aside"),
        "{words}"
    );
    assert!(!words.contains("version"), "no version to blame: {words}");

    // A writer takes no input until the bad one is set aside.
    let input = feed.next(view.game()).ok_or("an input")?;
    let err = open.apply(&mut ledger, input.clone(), "referee").err();
    assert!(err.is_some(), "the stale handle is refused");
    drop(open);
    let mut open = ledger.open_match(view.id())?;
    let err = open.apply(&mut ledger, input.clone(), "referee").err();
    assert!(
        matches!(err, Some(InputError::NotRecorded(LedgerError::Replay(_)))),
        "{err:?}"
    );
    assert!(
        open.set_aside(&mut ledger, last, "referee", "").is_err(),
        "only the bad one"
    );
    open.set_aside(&mut ledger, last + 1, "referee", "keyed twice")?;
    assert!(open.broken().is_none());
    open.apply(&mut ledger, input, "referee")?;
    let log = ledger.log(open.id())?;
    assert_eq!(
        log.len() as i64,
        last + 3,
        "bad row, set-aside row, new input"
    );
    assert!(log.iter().any(|e| e.seq == last + 1 && e.input == twice));
    assert!(
        log.iter()
            .any(|e| e.sets_aside && e.corrects == Some(last + 1))
    );
    let again = ledger.view_match(open.id())?;
    assert!(again.broken().is_none());
    assert_eq!(again.game().state(), open.game().state());
    assert!(
        ledger
            .audit(open.id())?
            .iter()
            .any(|a| a.contains("keyed twice"))
    );
    Ok(())
}

#[test]
fn a_break_blames_another_version_only_when_the_recorded_version_differs() -> TestResult {
    let (dir, mut ledger) = temp_ledger();
    let open = ledger.start_match(&box_start())?;
    let conn = rusqlite::Connection::open(dir.path().join("nuffle.sqlite3"))?;
    // The match opens on set-up, a decision: dice are refused.
    let dice = serde_json::to_string(&Input::Dice(DiceRoll::manual(vec![Die::D6(3)])))?;
    conn.execute(
        "INSERT INTO inputs (match_id, seq, input, entered_by, version)
         VALUES (?1, 1, ?2, 'referee', ?3)",
        rusqlite::params![open.id(), dice, ledger::VERSION],
    )?;
    let same = ledger.view_match(open.id())?;
    let words = same.broken().ok_or("broken")?.to_string();
    assert!(!words.contains("that version"), "{words}");
    let second = ledger.start_match(&box_start())?;
    conn.execute(
        "INSERT INTO inputs (match_id, seq, input, entered_by, version)
         VALUES (?1, 1, ?2, 'referee', '0.0.1')",
        rusqlite::params![second.id(), dice],
    )?;
    let other = ledger.view_match(second.id())?;
    let words = other.broken().ok_or("broken")?.to_string();
    assert!(words.contains("recorded by Nuffle 0.0.1"), "{words}");
    Ok(())
}
