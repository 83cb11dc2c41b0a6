use super::*;
use crate::keypad::Key;
use crate::message::{Die, DieKind};

fn tower() -> Tower {
    Tower::new(TowerConfig::new(Version::default(), 42, 7))
}

/// Everything the tower sends at `now`.
fn drain(t: &mut Tower, now: u32) -> heapless::Vec<ToHost, 16> {
    let mut out = heapless::Vec::new();
    while let Some(m) = t.poll(now) {
        if out.push(m).is_err() {
            break;
        }
    }
    out
}

fn seqs(out: &[ToHost]) -> heapless::Vec<u32, 16> {
    out.iter()
        .filter_map(|m| match m {
            ToHost::Event { seq, .. } => Some(*seq),
            _ => None,
        })
        .collect()
}

fn d6(face: u8) -> Dice {
    Dice::from_slice(&[Die {
        kind: DieKind::D6,
        face,
    }])
    .expect("fits")
}

#[test]
fn says_hello_then_a_heartbeat_at_power_up() {
    let mut t = tower();
    let out = drain(&mut t, 0);
    assert!(matches!(out[0], ToHost::Hello(h) if h.device_id == 42 && h.boot == 7));
    assert!(matches!(out[1], ToHost::Heartbeat { .. }));
    assert_eq!(out.len(), 2);
}

#[test]
fn a_roll_through_the_beam_is_started_then_settled_after_quiet() {
    let mut t = tower();
    drain(&mut t, 0);
    t.beam(true, 10);
    t.beam(false, 30);
    t.beam(true, 40); // a second die through the chute: still the same roll
    t.beam(false, 50);
    let out = drain(&mut t, 60);
    assert_eq!(
        out,
        [ToHost::Event {
            seq: 1,
            event: Event::RollStarted
        }]
    );
    t.on_message(ToTower::Ack { seq: 1 }, 70);
    // 700 ms after the beam last cleared (50), not after it first did (30).
    assert!(seqs(&drain(&mut t, 749)).is_empty());
    assert_eq!(
        drain(&mut t, 750).as_slice(),
        [ToHost::Event {
            seq: 2,
            event: Event::RollSettled
        }]
    );
}

#[test]
fn unacknowledged_events_go_again_after_the_resend_time_not_before() {
    let mut t = tower();
    drain(&mut t, 0);
    assert!(t.keyed(d6(3)));
    assert_eq!(seqs(&drain(&mut t, 100)).as_slice(), [1]);
    assert!(seqs(&drain(&mut t, 149)).is_empty());
    assert_eq!(seqs(&drain(&mut t, 150)).as_slice(), [1]);
    t.on_message(ToTower::Ack { seq: 1 }, 160);
    assert!(seqs(&drain(&mut t, 500)).is_empty());
    assert_eq!(t.unacked(), 0);
}

#[test]
fn at_most_a_window_in_flight_and_an_ack_lets_the_next_go() {
    let mut t = tower();
    drain(&mut t, 0);
    for face in 1..=6 {
        assert!(t.keyed(d6(face)));
    }
    assert_eq!(seqs(&drain(&mut t, 1)).as_slice(), [1, 2, 3, 4]);
    t.on_message(ToTower::Ack { seq: 2 }, 2);
    assert_eq!(seqs(&drain(&mut t, 3)).as_slice(), [5, 6]);
}

#[test]
fn resend_from_rewinds_to_the_missing_event_at_once() {
    let mut t = tower();
    drain(&mut t, 0);
    for face in 1..=4 {
        t.keyed(d6(face));
    }
    drain(&mut t, 1);
    t.on_message(ToTower::Resend { from: 2 }, 2);
    assert_eq!(seqs(&drain(&mut t, 2)).as_slice(), [2, 3, 4]);
}

#[test]
fn an_apps_hello_is_answered_and_everything_unacked_goes_again() {
    let mut t = tower();
    drain(&mut t, 0);
    t.keyed(d6(5));
    drain(&mut t, 1);
    t.on_message(ToTower::Hello { protocol: 99 }, 2);
    let out = drain(&mut t, 2);
    assert!(matches!(out[0], ToHost::Hello(h) if h.protocol == PROTOCOL));
    assert_eq!(seqs(&out).as_slice(), [1]);
}

#[test]
fn a_full_queue_refuses_the_roll_and_says_so() {
    let mut t = tower();
    drain(&mut t, 0);
    for _ in 0..QUEUE {
        assert!(t.keyed(d6(1)));
    }
    assert!(!t.keyed(d6(2)));
    let out = drain(&mut t, 1);
    assert!(out.contains(&ToHost::Error(TowerError::QueueFull)));
    assert_eq!(t.unacked(), QUEUE);
}

#[test]
fn a_stuck_die_is_reported_once() {
    let mut t = tower();
    drain(&mut t, 0);
    t.beam(true, 0);
    let early = drain(&mut t, BEAM_BLOCKED_MS - 1);
    assert!(!early.contains(&ToHost::Error(TowerError::BeamBlocked)));
    t.on_message(ToTower::Ack { seq: 1 }, BEAM_BLOCKED_MS - 1);
    let out = drain(&mut t, BEAM_BLOCKED_MS);
    assert!(out.contains(&ToHost::Error(TowerError::BeamBlocked)));
    let later = drain(&mut t, BEAM_BLOCKED_MS + 10);
    assert!(!later.contains(&ToHost::Error(TowerError::BeamBlocked)));
}

#[test]
fn keys_for_the_expected_dice_send_a_keyed_result_and_light_the_way() {
    let mut t = tower();
    drain(&mut t, 0);
    assert_eq!(t.light(0), Light::Idle);
    let kinds = crate::message::Kinds::from_slice(&[DieKind::Block, DieKind::Block]).expect("fits");
    t.on_message(ToTower::Expect(kinds), 1);
    assert_eq!(t.light(1), Light::Expecting);
    t.key(Key::Digit(9));
    assert!(drain(&mut t, 2).contains(&ToHost::Error(TowerError::BadKey)));
    t.key(Key::Digit(6));
    t.key(Key::Digit(3));
    let out = drain(&mut t, 3);
    let ToHost::Event {
        seq: 1,
        event: Event::Keyed(dice),
    } = &out[0]
    else {
        panic!("keyed result expected: {out:?}");
    };
    assert_eq!(
        dice.iter()
            .map(|d| d.face)
            .collect::<heapless::Vec<u8, 2>>(),
        [6, 3]
    );
    assert_eq!(t.light(4), Light::Idle);
    t.on_message(
        ToTower::Verdict {
            seq: 1,
            accepted: false,
        },
        5,
    );
    assert_eq!(t.light(6), Light::Refused);
    assert_eq!(t.light(5 + VERDICT_MS), Light::Idle);
    t.on_message(ToTower::Identify, 10);
    assert_eq!(t.light(10), Light::Blink(true));
    assert_eq!(t.light(260), Light::Blink(false));
}

#[test]
fn a_damaged_frame_from_the_app_sends_the_unacked_again_at_once() {
    let mut t = tower();
    drain(&mut t, 0);
    t.keyed(d6(2));
    t.keyed(d6(3));
    assert_eq!(seqs(&drain(&mut t, 1)).as_slice(), [1, 2]);
    t.on_bad_frame(false);
    assert_eq!(seqs(&drain(&mut t, 2)).as_slice(), [1, 2]);
    assert_eq!(t.frames_dropped(), 1);
    t.on_bad_frame(true);
    assert!(drain(&mut t, 3).contains(&ToHost::Error(TowerError::UnknownMessage)));
}
