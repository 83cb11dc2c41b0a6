//! The tower's side of the protocol, as a pure state machine: the firmware, the simulator and
//! the tests all drive this one.
//!
//! Inputs are what the tower senses (the chute's beam, keys, a result handed in whole) and what
//! the app sends, each with the time in milliseconds since power-up; [`Tower::poll`] says what to
//! send next. Events wait in a queue until acknowledged: up to [`WINDOW`] are in flight, the
//! rest wait their turn; an [`ToTower::Ack`] drops what it covers, a [`ToTower::Resend`] or a
//! silence of [`TowerConfig::resend_ms`] sends the unacknowledged ones again from the oldest.

use crate::keypad::{Key, Keypad, Press};
use crate::message::{Dice, Event, Hello, Kinds, PROTOCOL, ToHost, ToTower, TowerError, Version};

/// Events the tower holds until the app acknowledges them.
pub const QUEUE: usize = 32;
/// Events sent ahead of the oldest unacknowledged one.
pub const WINDOW: usize = 4;
/// How long the beam may stay broken before the tower reports a stuck die.
pub const BEAM_BLOCKED_MS: u32 = 5_000;
/// How long a verdict (green or red) stays lit.
pub const VERDICT_MS: u32 = 1_500;
/// How long Identify blinks.
pub const IDENTIFY_MS: u32 = 3_000;

/// Who the tower is and its timings.
#[derive(Debug, Clone, Copy)]
pub struct TowerConfig {
    /// Protocol version it speaks ([`PROTOCOL`]; another only to test a mismatch).
    pub protocol: u16,
    /// Firmware version.
    pub firmware: Version,
    /// Serial number.
    pub device_id: u64,
    /// Drawn at power-up (see [`Hello::boot`]).
    pub boot: u32,
    /// Quiet beam time after which the dice count as settled.
    pub settle_ms: u32,
    /// Silence after which unacknowledged events are sent again.
    pub resend_ms: u32,
    /// Time between heartbeats.
    pub heartbeat_ms: u32,
}

impl TowerConfig {
    /// The real tower's timings: dice settle 700 ms after the beam clears, resend after 50 ms,
    /// a heartbeat a second.
    pub const fn new(firmware: Version, device_id: u64, boot: u32) -> TowerConfig {
        TowerConfig {
            protocol: PROTOCOL,
            firmware,
            device_id,
            boot,
            settle_ms: 700,
            resend_ms: 50,
            heartbeat_ms: 1_000,
        }
    }

    /// The tower's `Hello`.
    pub fn hello(&self) -> Hello {
        Hello {
            protocol: self.protocol,
            firmware: self.firmware,
            device_id: self.device_id,
            boot: self.boot,
        }
    }
}

/// What the tower's light should show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Light {
    /// Nothing to do.
    Idle,
    /// The app expects dice: key them or roll.
    Expecting,
    /// The last keyed result was taken.
    Accepted,
    /// The last keyed result was refused: look at the app.
    Refused,
    /// Identify: blinking, on in this phase.
    Blink(bool),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Chute {
    Idle,
    /// Dice are falling: the beam is broken, or was until `since`.
    Falling {
        broken: bool,
        since: u32,
        blocked_told: bool,
    },
}

/// The tower.
#[derive(Debug, Clone)]
pub struct Tower {
    config: TowerConfig,
    queue: heapless::Deque<(u32, Event), QUEUE>,
    /// How many of the queue's oldest events have been sent since the last rewind.
    sent: usize,
    last_sent: Option<u32>,
    next_seq: u32,
    replies: heapless::Deque<ToHost, 4>,
    last_heartbeat: Option<u32>,
    chute: Chute,
    keypad: Keypad,
    verdict: Option<(bool, u32)>,
    identify_since: Option<u32>,
    frames_dropped: u32,
}

impl Tower {
    /// A tower just powered up: it introduces itself first.
    pub fn new(config: TowerConfig) -> Tower {
        let mut tower = Tower {
            config,
            queue: heapless::Deque::new(),
            sent: 0,
            last_sent: None,
            next_seq: 1,
            replies: heapless::Deque::new(),
            last_heartbeat: None,
            chute: Chute::Idle,
            keypad: Keypad::default(),
            verdict: None,
            identify_since: None,
            frames_dropped: 0,
        };
        tower.reply(ToHost::Hello(config.hello()));
        tower
    }

    /// Who the tower is.
    pub fn config(&self) -> &TowerConfig {
        &self.config
    }

    /// Events waiting for an acknowledgement.
    pub fn unacked(&self) -> usize {
        self.queue.len()
    }

    /// Room for this many more events.
    pub fn room(&self) -> usize {
        QUEUE - self.queue.len()
    }

    /// The dice the app expects (empty: none said).
    pub fn expected(&self) -> &[crate::DieKind] {
        self.keypad.expected()
    }

    /// Whether dice are falling or settling in the tray (a roll is under way).
    pub fn rolling(&self) -> bool {
        self.chute != Chute::Idle
    }

    /// Frames from the app dropped as damaged.
    pub fn frames_dropped(&self) -> u32 {
        self.frames_dropped
    }

    fn reply(&mut self, message: ToHost) {
        // Replies are small and rare; if four are already waiting, the oldest goes.
        if self.replies.is_full() {
            self.replies.pop_front();
        }
        let _ = self.replies.push_back(message);
    }

    fn push(&mut self, event: Event) -> bool {
        if self.queue.is_full() {
            self.reply(ToHost::Error(TowerError::QueueFull));
            return false;
        }
        let seq = self.next_seq;
        self.next_seq = self.next_seq.wrapping_add(1);
        let _ = self.queue.push_back((seq, event));
        true
    }

    /// A message from the app.
    pub fn on_message(&mut self, message: ToTower, now: u32) {
        match message {
            ToTower::Hello { .. } => {
                // A (re)connected app: introduce ourselves, then resend all that is unacked.
                // A protocol mismatch is the app's to report; the tower answers the same way.
                self.reply(ToHost::Hello(self.config.hello()));
                self.sent = 0;
            }
            ToTower::Ack { seq } => {
                while let Some(&(front, _)) = self.queue.front() {
                    if front > seq {
                        break;
                    }
                    self.queue.pop_front();
                    self.sent = self.sent.saturating_sub(1);
                }
            }
            ToTower::Resend { from } => {
                let index = self.queue.iter().position(|(seq, _)| *seq >= from);
                if let Some(index) = index {
                    self.sent = self.sent.min(index);
                }
            }
            ToTower::Expect(kinds) => self.keypad.expect(kinds),
            ToTower::Verdict { accepted, .. } => self.verdict = Some((accepted, now)),
            ToTower::Identify => self.identify_since = Some(now),
        }
    }

    /// A frame from the app that could not be read. It may have been a request to resend, so
    /// the unacknowledged events go again now (if it was an ack, the app drops the repeats).
    pub fn on_bad_frame(&mut self, unknown: bool) {
        self.frames_dropped = self.frames_dropped.saturating_add(1);
        self.sent = 0;
        if unknown {
            self.reply(ToHost::Error(TowerError::UnknownMessage));
        }
    }

    /// The chute's beam changed: `broken` while a die is in it.
    pub fn beam(&mut self, broken: bool, now: u32) {
        match self.chute {
            Chute::Idle if broken => {
                if self.push(Event::RollStarted) {
                    self.chute = Chute::Falling {
                        broken,
                        since: now,
                        blocked_told: false,
                    };
                }
            }
            Chute::Idle => {}
            Chute::Falling { blocked_told, .. } => {
                self.chute = Chute::Falling {
                    broken,
                    since: now,
                    blocked_told,
                }
            }
        }
    }

    /// A key on the keypad.
    pub fn key(&mut self, key: Key) {
        match self.keypad.press(key) {
            Press::Taken => {}
            Press::Refused => self.reply(ToHost::Error(TowerError::BadKey)),
            Press::Complete(dice) => {
                self.push(Event::Keyed(dice));
            }
        }
    }

    /// A whole keyed result at once (the simulator's script; a keypad keys it die by die).
    /// False when the queue is full and the result was not taken.
    pub fn keyed(&mut self, dice: Dice) -> bool {
        self.keypad.expect(Kinds::new());
        self.push(Event::Keyed(dice))
    }

    /// The next message to send now, if any. Call until it returns `None`, then again a
    /// little later: time moves the chute, resends and heartbeats on.
    pub fn poll(&mut self, now: u32) -> Option<ToHost> {
        self.watch_chute(now);
        if let Some(reply) = self.replies.pop_front() {
            return Some(reply);
        }
        if let Some(last) = self.last_sent
            && self.sent > 0
            && now.wrapping_sub(last) >= self.config.resend_ms
        {
            self.sent = 0;
        }
        if self.sent < self.queue.len().min(WINDOW) {
            let (seq, event) = self.queue.iter().nth(self.sent)?.clone();
            self.sent += 1;
            self.last_sent = Some(now);
            return Some(ToHost::Event { seq, event });
        }
        let due = match self.last_heartbeat {
            None => true,
            Some(last) => now.wrapping_sub(last) >= self.config.heartbeat_ms,
        };
        if due {
            self.last_heartbeat = Some(now);
            return Some(ToHost::Heartbeat {
                uptime_ms: now,
                unacked: self.queue.len().min(u8::MAX as usize) as u8,
            });
        }
        None
    }

    fn watch_chute(&mut self, now: u32) {
        let Chute::Falling {
            broken,
            since,
            blocked_told,
        } = self.chute
        else {
            return;
        };
        let quiet = now.wrapping_sub(since);
        if !broken && quiet >= self.config.settle_ms {
            if self.push(Event::RollSettled) {
                self.chute = Chute::Idle;
            }
        } else if broken && !blocked_told && quiet >= BEAM_BLOCKED_MS {
            self.reply(ToHost::Error(TowerError::BeamBlocked));
            self.chute = Chute::Falling {
                broken,
                since,
                blocked_told: true,
            };
        }
    }

    /// What the light shows at `now`.
    pub fn light(&self, now: u32) -> Light {
        if let Some(since) = self.identify_since
            && now.wrapping_sub(since) < IDENTIFY_MS
        {
            return Light::Blink((now.wrapping_sub(since) / 250) % 2 == 0);
        }
        if let Some((accepted, since)) = self.verdict
            && now.wrapping_sub(since) < VERDICT_MS
        {
            return if accepted {
                Light::Accepted
            } else {
                Light::Refused
            };
        }
        if self.keypad.expected().is_empty() {
            Light::Idle
        } else {
            Light::Expecting
        }
    }
}

#[cfg(test)]
mod tests;
