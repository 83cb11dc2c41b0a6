//! The app's side, with an operating system: find and open the tower's serial port and keep it
//! open ([`driver`]), a tower on a pseudo-terminal for tests and demos ([`sim`], [`script`]),
//! and keyed dice offered to the rules engine's prompt ([`prompt`]).

pub mod blitz_block;
pub mod driver;
pub mod error;
pub mod port;
pub mod prompt;
pub mod script;
pub mod sim;

pub use blitz_block::{BlitzBlockMap, expect_in, offer_in};
pub use driver::{Connection, Driver, Status, Update, Waker};
pub use error::HostError;
pub use port::Port;
pub use prompt::{Offer, expect, offer};
pub use sim::{Sim, SimOptions, SimStats};
