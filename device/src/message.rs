//! The messages on the wire, both ways. Postcard encodes them; `frame` wraps them.
//!
//! Compatibility rule: `Hello` is variant 0 of both enums and its fields never change, so a
//! tower and an app of different protocol versions can always read each other's `Hello` and say
//! so, instead of misreading everything else. Any other change bumps [`PROTOCOL`].

use serde::{Deserialize, Serialize};

/// The protocol version this code speaks.
pub const PROTOCOL: u16 = 1;

/// Most dice one message carries (the largest roll in the rules is 3 block dice; a D6 + D8
/// Casualty roll is 2).
pub const MAX_DICE: usize = 8;

/// A die's kind, as the rules name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieKind {
    /// Six-sided.
    D6,
    /// Eight-sided (scatter, Casualty table).
    D8,
    /// Block die; its face is numbered 1-6 (see [`Die`]).
    Block,
    /// Sixteen-sided (random player by shirt number).
    D16,
}

impl DieKind {
    /// How many faces: the largest face value a die of this kind can show.
    pub fn faces(self) -> u8 {
        match self {
            DieKind::D6 | DieKind::Block => 6,
            DieKind::D8 => 8,
            DieKind::D16 => 16,
        }
    }
}

/// One die as keyed or read: its kind and face. Block faces use the common numbering: 1 Attacker
/// Down, 2 Both Down, 3 and 4 Pushed, 5 Defender Stumbles, 6 Defender Down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    /// The kind.
    pub kind: DieKind,
    /// The face, from 1.
    pub face: u8,
}

impl Die {
    /// Whether such a die has this face.
    pub fn is_valid(self) -> bool {
        (1..=self.kind.faces()).contains(&self.face)
    }
}

/// Up to [`MAX_DICE`] dice.
pub type Dice = heapless::Vec<Die, MAX_DICE>;
/// Up to [`MAX_DICE`] die kinds.
pub type Kinds = heapless::Vec<DieKind, MAX_DICE>;

/// A firmware version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Version {
    /// Major.
    pub major: u8,
    /// Minor.
    pub minor: u8,
    /// Patch.
    pub patch: u8,
}

/// Who the tower is. Sent on start-up and in answer to the app's `Hello`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    /// The protocol version the tower speaks ([`PROTOCOL`]).
    pub protocol: u16,
    /// Its firmware version.
    pub firmware: Version,
    /// Its serial number (the RP2040's flash id).
    pub device_id: u64,
    /// A number drawn at power-up: a new one means the tower restarted and counts its
    /// sequence numbers from 1 again.
    pub boot: u32,
}

/// Something that happened at the tower, delivered exactly once and in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// Dice broke the beam in the chute.
    RollStarted,
    /// The dice have come to rest in the tray: read them now (camera).
    RollSettled,
    /// The referee keyed the faces on the tower's keypad.
    Keyed(Dice),
}

/// Why the tower complains.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TowerError {
    /// The tower holds as many unacknowledged events as it can: the app is not reading. The
    /// roll that caused this was not recorded; key it in the app.
    QueueFull,
    /// A key that does not fit the die being keyed (a 7 for a D6, a 0).
    BadKey,
    /// The app spoke a message this firmware does not know: update one or the other.
    UnknownMessage,
    /// The beam has been broken for over 5 s: a die is stuck in the chute.
    BeamBlocked,
}

/// What the tower says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    /// Who it is (variant 0, never changes).
    Hello(Hello),
    /// An event, numbered from 1 since power-up; resent until acknowledged.
    Event {
        /// Its sequence number.
        seq: u32,
        /// What happened.
        event: Event,
    },
    /// Sent every second: the tower is alive.
    Heartbeat {
        /// Milliseconds since power-up (wraps after 49 days).
        uptime_ms: u32,
        /// Events waiting for an acknowledgement.
        unacked: u8,
    },
    /// Something went wrong at the tower.
    Error(TowerError),
}

/// What the app says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToTower {
    /// "Who are you?", with the app's protocol version (variant 0, never changes). The tower
    /// answers with its `Hello` and resends every event not yet acknowledged.
    Hello {
        /// The protocol version the app speaks.
        protocol: u16,
    },
    /// Every event up to and including `seq` arrived.
    Ack {
        /// The last event delivered.
        seq: u32,
    },
    /// Events from `from` on did not arrive (a damaged frame or a gap): send them again now.
    Resend {
        /// The first missing sequence number.
        from: u32,
    },
    /// The dice the rules prompt wants, so the keypad knows what it is keying; empty when the
    /// match waits for no dice.
    Expect(Kinds),
    /// Whether the keyed result `seq` was taken by the match (green) or refused (red).
    Verdict {
        /// The keyed result's sequence number.
        seq: u32,
        /// Taken or refused.
        accepted: bool,
    },
    /// Blink the tower's light, to find which tower is which.
    Identify,
}
