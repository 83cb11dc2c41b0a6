//! The pieces of the `nuffle` binary: the command line and the window.
//!
//! This crate only wires the library crates together: the rules, data, storage and device
//! logic all live in those crates, each testable on its own. It is a library too so that its
//! window can be driven headless by tests (`egui_kittest`).

pub mod cli;
pub mod gui;
