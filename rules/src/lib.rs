//! Nuffle's Blood Bowl 2016 rules engine.
//!
//! The engine is pure: no IO, no clock, no random numbers. Dice arrive as inputs from outside
//! (a tower, a camera, a click, or a seeded generator in the simulator), so the same inputs
//! always give the same match. Only the pitch geometry exists so far; the match state, prompts
//! and rulings arrive with the engine-core issue.

pub mod pitch;

pub use pitch::{Side, Square};
