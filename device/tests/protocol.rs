//! The wire format: every message survives a round trip, and no byte stream can make a reader
//! panic or lose its footing for longer than one frame.

use device::frame::{Decoder, MAX_FRAME, encode};
use device::message::{
    Dice, Die, DieKind, Event, Hello, Kinds, ToHost, ToTower, TowerError, Version,
};
use proptest::prelude::*;

fn kind() -> impl Strategy<Value = DieKind> {
    prop_oneof![
        Just(DieKind::D6),
        Just(DieKind::D8),
        Just(DieKind::Block),
        Just(DieKind::D16)
    ]
}

fn dice() -> impl Strategy<Value = Dice> {
    prop::collection::vec((kind(), any::<u8>()), 0..=8).prop_map(|v| {
        v.into_iter()
            .map(|(kind, face)| Die { kind, face })
            .collect()
    })
}

fn hello() -> impl Strategy<Value = Hello> {
    (any::<u16>(), any::<[u8; 3]>(), any::<u64>(), any::<u32>()).prop_map(
        |(protocol, v, device_id, boot)| Hello {
            protocol,
            firmware: Version {
                major: v[0],
                minor: v[1],
                patch: v[2],
            },
            device_id,
            boot,
        },
    )
}

fn to_host() -> impl Strategy<Value = ToHost> {
    let event = prop_oneof![
        Just(Event::RollStarted),
        Just(Event::RollSettled),
        dice().prop_map(Event::Keyed)
    ];
    let error = prop_oneof![
        Just(TowerError::QueueFull),
        Just(TowerError::BadKey),
        Just(TowerError::UnknownMessage),
        Just(TowerError::BeamBlocked)
    ];
    prop_oneof![
        hello().prop_map(ToHost::Hello),
        (any::<u32>(), event).prop_map(|(seq, event)| ToHost::Event { seq, event }),
        (any::<u32>(), any::<u8>())
            .prop_map(|(uptime_ms, unacked)| ToHost::Heartbeat { uptime_ms, unacked }),
        error.prop_map(ToHost::Error),
    ]
}

fn to_tower() -> impl Strategy<Value = ToTower> {
    prop_oneof![
        any::<u16>().prop_map(|protocol| ToTower::Hello { protocol }),
        any::<u32>().prop_map(|seq| ToTower::Ack { seq }),
        any::<u32>().prop_map(|from| ToTower::Resend { from }),
        prop::collection::vec(kind(), 0..=8)
            .prop_map(|k| ToTower::Expect(Kinds::from_slice(&k).expect("at most 8"))),
        (any::<u32>(), any::<bool>())
            .prop_map(|(seq, accepted)| ToTower::Verdict { seq, accepted }),
        Just(ToTower::Identify),
    ]
}

fn frame<T: serde::Serialize>(message: &T) -> Vec<u8> {
    let mut out = [0u8; MAX_FRAME];
    let n = encode(message, &mut out).expect("every message fits a frame");
    out[..n].to_vec()
}

fn read_all<T: serde::de::DeserializeOwned>(
    decoder: &mut Decoder,
    bytes: &[u8],
) -> Vec<Result<T, device::FrameError>> {
    bytes.iter().filter_map(|&b| decoder.feed(b)).collect()
}

proptest! {
    #[test]
    fn every_message_to_the_app_round_trips(messages in prop::collection::vec(to_host(), 1..20)) {
        let bytes: Vec<u8> = messages.iter().flat_map(frame).collect();
        let read: Vec<ToHost> = read_all(&mut Decoder::new(), &bytes).into_iter().map(|r| r.expect("clean frame")).collect();
        prop_assert_eq!(read, messages);
    }

    #[test]
    fn every_message_to_the_tower_round_trips(messages in prop::collection::vec(to_tower(), 1..20)) {
        let bytes: Vec<u8> = messages.iter().flat_map(frame).collect();
        let read: Vec<ToTower> = read_all(&mut Decoder::new(), &bytes).into_iter().map(|r| r.expect("clean frame")).collect();
        prop_assert_eq!(read, messages);
    }

    /// Any garbage, then a zero, then a clean frame: the reader never panics, and the clean
    /// frame always reads.
    #[test]
    fn arbitrary_bytes_never_panic_and_the_next_frame_after_a_zero_reads(
        garbage in prop::collection::vec(any::<u8>(), 0..600),
        message in to_host(),
    ) {
        let mut decoder = Decoder::new();
        let _ = read_all::<ToHost>(&mut decoder, &garbage);
        let _ = read_all::<ToTower>(&mut Decoder::new(), &garbage);
        let mut tail = vec![0u8];
        tail.extend(frame(&message));
        let read = read_all::<ToHost>(&mut decoder, &tail);
        prop_assert_eq!(read.last().cloned(), Some(Ok(message)));
    }

    /// A damaged byte inside a frame never yields a different message: CRC-32C catches it.
    #[test]
    fn a_damaged_frame_is_dropped_never_misread(
        message in to_host(),
        at in any::<prop::sample::Index>(),
        flip in 1u8..=255,
    ) {
        let mut bytes = frame(&message);
        let i = at.index(bytes.len() - 1);
        bytes[i] ^= flip;
        let read = read_all::<ToHost>(&mut Decoder::new(), &bytes);
        for r in read {
            prop_assert!(r.is_err(), "damaged frame read as {:?}", r);
        }
    }
}

/// The example frames in docs/tower-protocol.md, byte for byte: the document and the code
/// cannot drift apart.
#[test]
fn the_documented_example_frames_are_the_bytes_on_the_wire() {
    let hex = |m: Vec<u8>| {
        m.iter()
            .map(|b| format!("{b:02x}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let keyed: Dice = [
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
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            frame(&ToHost::Hello(Hello {
                protocol: 1,
                firmware: Version {
                    major: 0,
                    minor: 1,
                    patch: 0,
                },
                device_id: 0xE660_5838_3B53_2A2F,
                boot: 0x1234_5678,
            })),
            "01 02 01 02 01 14 af d4 cc da 83 87 96 b0 e6 01 f8 ac d1 91 01 bd 96 40 f7 00",
        ),
        (
            frame(&ToHost::Event {
                seq: 1,
                event: Event::RollStarted,
            }),
            "03 01 01 05 73 a9 87 d6 00",
        ),
        (
            frame(&ToHost::Event {
                seq: 300,
                event: Event::Keyed(keyed),
            }),
            "06 01 ac 02 02 02 08 04 01 07 2c b5 e2 37 00",
        ),
        (
            frame(&ToHost::Heartbeat {
                uptime_ms: 65_000,
                unacked: 2,
            }),
            "0a 02 e8 fb 03 02 04 1f 30 37 00",
        ),
        (
            frame(&ToTower::Hello { protocol: 1 }),
            "01 06 01 d1 f4 0a 03 00",
        ),
        (
            frame(&ToTower::Ack { seq: 300 }),
            "08 01 ac 02 6c fa c8 73 00",
        ),
        (
            frame(&ToTower::Resend { from: 2 }),
            "07 02 02 cb 37 1f 37 00",
        ),
        (
            frame(&ToTower::Expect(
                Kinds::from_slice(&[DieKind::Block, DieKind::Block]).expect("fits"),
            )),
            "09 03 02 02 02 ea d0 54 a3 00",
        ),
    ];
    for (bytes, documented) in cases {
        assert_eq!(hex(bytes), documented);
    }
}
