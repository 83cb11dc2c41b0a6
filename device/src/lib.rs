//! Nuffle's dice tower: what the tower and the app say to each other over USB, and both ends of
//! the conversation.
//!
//! The core (`message`, `frame`, `tower`, `link`, `keypad`, `usb`) is `no_std` and
//! allocation-free, so the RP2040 firmware compiles the very same code the app tests: the
//! tower's state machine runs on the board, in the simulator and in the tests alike. The `host`
//! feature (on by default) adds what needs an operating system: the serial driver, the
//! pseudo-terminal simulator and the bridge that offers keyed dice to the rules engine's
//! prompt. The wire format is specified in `docs/tower-protocol.md`.

#![cfg_attr(not(feature = "host"), no_std)]

pub mod frame;
pub mod keypad;
pub mod link;
pub mod message;
pub mod tower;
pub mod usb;

#[cfg(feature = "host")]
pub mod host;

pub use frame::{Decoder, FrameError, encode};
pub use link::{Heard, HostLink};
pub use message::{Die, DieKind, Event, Hello, PROTOCOL, ToHost, ToTower, TowerError, Version};
pub use tower::{Light, Tower, TowerConfig};
