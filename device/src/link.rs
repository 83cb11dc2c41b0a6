//! The app's side of the protocol, as a pure state machine: it turns frames from the tower into
//! events delivered exactly once and in order, and says what to answer.
//!
//! Nothing counts until the tower has said `Hello` on this connection with our protocol
//! version. An event with the next sequence number is delivered and acknowledged; an old one is
//! a duplicate, acknowledged again and dropped; one from beyond a gap, or a damaged frame, asks
//! the tower to resend from the first missing number (once, until things move on: the tower's
//! own timer covers a lost request). A new `boot` in the tower's `Hello` means it restarted and
//! counts from 1 again.

use crate::frame::FrameError;
use crate::message::{Event, Hello, PROTOCOL, ToHost, ToTower, TowerError};
use crate::tower::WINDOW;

/// How often to ask "who are you?" until the tower answers.
pub const HELLO_RETRY_MS: u32 = 250;

/// What a frame from the tower came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// Nothing for the app (a damaged frame, or an event before `Hello`).
    Nothing,
    /// The tower introduced itself; `restarted` when it has restarted since we last heard it,
    /// so events it had not yet delivered before the restart are gone.
    Tower {
        /// Who it is.
        hello: Hello,
        /// It restarted since the last `Hello`.
        restarted: bool,
    },
    /// The tower speaks another protocol version: nothing it sends is taken.
    Mismatch(Hello),
    /// An event, for the first and only time, in order.
    Event {
        /// Its sequence number.
        seq: u32,
        /// What happened.
        event: Event,
    },
    /// An event delivered before, sent again (dropped).
    Duplicate(u32),
    /// The tower is alive.
    Heartbeat {
        /// Its uptime.
        uptime_ms: u32,
        /// Events it holds unacknowledged.
        unacked: u8,
    },
    /// The tower reports a problem.
    Error(TowerError),
}

/// The app's end of one tower; keep it across reconnects so nothing is delivered twice.
#[derive(Debug, Clone, Default)]
pub struct HostLink {
    hello: Option<Hello>,
    boot: Option<u32>,
    delivered: u32,
    asked_resend_from: Option<u32>,
    /// Frames from beyond the gap since we asked: more than a window's worth means the tower
    /// has resent already and the resend was lost too, so ask again.
    beyond_gap_since_ask: u32,
    asked_hello_at: Option<u32>,
}

impl HostLink {
    /// A link that has heard nothing yet.
    pub fn new() -> HostLink {
        HostLink::default()
    }

    /// The tower as it introduced itself on this connection.
    pub fn hello(&self) -> Option<&Hello> {
        self.hello.as_ref()
    }

    /// The last sequence number delivered.
    pub fn delivered(&self) -> u32 {
        self.delivered
    }

    /// Whether the tower speaks our protocol version (unknown until it says `Hello`).
    pub fn speaks_our_protocol(&self) -> Option<bool> {
        self.hello.map(|h| h.protocol == PROTOCOL)
    }

    /// The port was (re)opened: forget who was there and ask again.
    pub fn connected(&mut self, now: u32) -> ToTower {
        self.hello = None;
        self.asked_resend_from = None;
        self.asked_hello_at = Some(now);
        ToTower::Hello { protocol: PROTOCOL }
    }

    /// Call now and then: asks "who are you?" again while the tower has not answered.
    pub fn tick(&mut self, now: u32) -> Option<ToTower> {
        if self.hello.is_some() {
            return None;
        }
        match self.asked_hello_at {
            Some(at) if now.wrapping_sub(at) < HELLO_RETRY_MS => None,
            _ => {
                self.asked_hello_at = Some(now);
                Some(ToTower::Hello { protocol: PROTOCOL })
            }
        }
    }

    /// A frame from the tower (or why it could not be read): what it means, and what to answer.
    pub fn on_frame(&mut self, frame: Result<ToHost, FrameError>) -> (Heard, Option<ToTower>) {
        let ours = self.speaks_our_protocol() == Some(true);
        match frame {
            Err(_) if ours => (Heard::Nothing, self.ask_resend()),
            Err(_) => (Heard::Nothing, None),
            Ok(ToHost::Hello(hello)) => self.introduced(hello),
            Ok(ToHost::Event { .. }) if !ours => (Heard::Nothing, None),
            Ok(ToHost::Event { seq, event }) => {
                if seq <= self.delivered {
                    (
                        Heard::Duplicate(seq),
                        Some(ToTower::Ack {
                            seq: self.delivered,
                        }),
                    )
                } else if seq == self.delivered.wrapping_add(1) {
                    self.delivered = seq;
                    self.asked_resend_from = None;
                    (Heard::Event { seq, event }, Some(ToTower::Ack { seq }))
                } else {
                    (Heard::Nothing, self.ask_resend())
                }
            }
            Ok(ToHost::Heartbeat { uptime_ms, unacked }) => {
                (Heard::Heartbeat { uptime_ms, unacked }, None)
            }
            Ok(ToHost::Error(error)) => (Heard::Error(error), None),
        }
    }

    fn introduced(&mut self, hello: Hello) -> (Heard, Option<ToTower>) {
        self.hello = Some(hello);
        if hello.protocol != PROTOCOL {
            return (Heard::Mismatch(hello), None);
        }
        let restarted = self.boot.is_some_and(|boot| boot != hello.boot);
        if self.boot != Some(hello.boot) {
            self.boot = Some(hello.boot);
            self.delivered = 0;
        }
        self.asked_resend_from = None;
        (Heard::Tower { hello, restarted }, None)
    }

    fn ask_resend(&mut self) -> Option<ToTower> {
        let from = self.delivered.wrapping_add(1);
        if self.asked_resend_from == Some(from) && self.beyond_gap_since_ask < WINDOW as u32 {
            self.beyond_gap_since_ask += 1;
            return None;
        }
        self.asked_resend_from = Some(from);
        self.beyond_gap_since_ask = 0;
        Some(ToTower::Resend { from })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Version;

    fn hello(protocol: u16, boot: u32) -> ToHost {
        ToHost::Hello(Hello {
            protocol,
            firmware: Version::default(),
            device_id: 1,
            boot,
        })
    }

    fn event(seq: u32) -> Result<ToHost, FrameError> {
        Ok(ToHost::Event {
            seq,
            event: Event::RollStarted,
        })
    }

    fn connected(boot: u32) -> HostLink {
        let mut link = HostLink::new();
        link.connected(0);
        link.on_frame(Ok(hello(PROTOCOL, boot)));
        link
    }

    #[test]
    fn nothing_counts_before_the_tower_says_hello() {
        let mut link = HostLink::new();
        assert_eq!(link.connected(0), ToTower::Hello { protocol: PROTOCOL });
        assert_eq!(link.on_frame(event(1)), (Heard::Nothing, None));
        assert_eq!(link.tick(HELLO_RETRY_MS - 1), None);
        assert_eq!(
            link.tick(HELLO_RETRY_MS),
            Some(ToTower::Hello { protocol: PROTOCOL })
        );
        link.on_frame(Ok(hello(PROTOCOL, 9)));
        assert_eq!(link.tick(10_000), None);
        let (heard, ack) = link.on_frame(event(1));
        assert!(matches!(heard, Heard::Event { seq: 1, .. }));
        assert_eq!(ack, Some(ToTower::Ack { seq: 1 }));
    }

    #[test]
    fn a_repeat_is_acknowledged_again_and_dropped() {
        let mut link = connected(9);
        link.on_frame(event(1));
        assert_eq!(
            link.on_frame(event(1)),
            (Heard::Duplicate(1), Some(ToTower::Ack { seq: 1 }))
        );
    }

    #[test]
    fn a_gap_asks_once_to_resend_from_the_first_missing_event() {
        let mut link = connected(9);
        link.on_frame(event(1));
        assert_eq!(
            link.on_frame(event(3)),
            (Heard::Nothing, Some(ToTower::Resend { from: 2 }))
        );
        // The rest of the window in flight does not ask again...
        for _ in 0..WINDOW {
            assert_eq!(link.on_frame(event(4)), (Heard::Nothing, None));
        }
        // ...but more than a window's worth means the resend was lost: ask again.
        assert_eq!(link.on_frame(event(4)).1, Some(ToTower::Resend { from: 2 }));
        assert!(matches!(
            link.on_frame(event(2)).0,
            Heard::Event { seq: 2, .. }
        ));
        // A damaged frame asks at once.
        assert_eq!(
            link.on_frame(Err(FrameError::BadCrc)),
            (Heard::Nothing, Some(ToTower::Resend { from: 3 }))
        );
    }

    #[test]
    fn a_restarted_tower_counts_from_one_again_and_a_reconnect_does_not() {
        let mut link = connected(9);
        link.on_frame(event(1));
        link.on_frame(event(2));
        // Same boot after a reconnect: 2 is still a repeat.
        link.connected(100);
        let (heard, _) = link.on_frame(Ok(hello(PROTOCOL, 9)));
        assert!(matches!(
            heard,
            Heard::Tower {
                restarted: false,
                ..
            }
        ));
        assert!(matches!(link.on_frame(event(2)).0, Heard::Duplicate(2)));
        // A new boot: 1 is new.
        link.connected(200);
        let (heard, _) = link.on_frame(Ok(hello(PROTOCOL, 10)));
        assert!(matches!(
            heard,
            Heard::Tower {
                restarted: true,
                ..
            }
        ));
        assert!(matches!(
            link.on_frame(event(1)).0,
            Heard::Event { seq: 1, .. }
        ));
    }

    #[test]
    fn another_protocol_is_a_mismatch_and_its_events_are_not_taken() {
        let mut link = HostLink::new();
        link.connected(0);
        assert!(matches!(
            link.on_frame(Ok(hello(PROTOCOL + 1, 1))).0,
            Heard::Mismatch(_)
        ));
        assert_eq!(link.speaks_our_protocol(), Some(false));
        assert_eq!(link.on_frame(event(1)), (Heard::Nothing, None));
        assert_eq!(
            link.on_frame(Err(FrameError::BadCrc)),
            (Heard::Nothing, None)
        );
    }
}
