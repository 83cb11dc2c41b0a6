//! The simulator: whole Blood Bowl matches with dice from a seeded generator and a random coach
//! on both sides, every invariant checked after every input. It is how the engine is tested to
//! destruction and how its speed is measured (`nuffle simulate`, `cargo bench -p nuffle-sim`).
//!
//! The generator is `Xoshiro256PlusPlus` seeded with `seed_from_u64(seed + game)`: a named
//! algorithm, so a seed means the same match on every machine.

pub mod blitz_coach;
mod blitz_invariants;
pub mod coach;
pub mod dice;
pub mod invariants;
pub mod run;
pub mod teams;

pub use coach::Policy;
pub use invariants::Violation;
pub use run::{GameReport, SimConfig, Summary, play_game, play_on, simulate};
