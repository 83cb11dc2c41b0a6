//! Running the real `nuffle` binary from the command-line tests.

use std::process::{Command, Output};

/// Runs `nuffle` with `args` and collects what it printed.
pub fn nuffle(args: &[&str]) -> std::io::Result<Output> {
    Command::new(env!("CARGO_BIN_EXE_nuffle"))
        .args(args)
        .output()
}

/// Bytes a process printed, as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
