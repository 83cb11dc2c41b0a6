//! What can go wrong on the app's side of the tower, in words that say what to do.

use std::path::PathBuf;

/// An error from the serial driver or the simulator.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// The port could not be opened.
    #[error(
        "cannot open the tower's port {path}: {source}. Check the cable, the path, and that no other program has the port open"
    )]
    Open {
        /// The port.
        path: PathBuf,
        /// Why.
        source: serialport::Error,
    },
    /// No port with the tower's USB ids.
    #[error(
        "no dice tower found (USB {vid:04x}:{pid:04x}): plug it in, or name its serial port (`nuffle tower --port PORT`; for the window `nuffle --tower PORT` or its Settings)"
    )]
    NotFound {
        /// Vendor id looked for.
        vid: u16,
        /// Product id looked for.
        pid: u16,
    },
    /// The ports could not be listed.
    #[error("cannot list serial ports: {0}. Name the tower's port with --port")]
    List(serialport::Error),
    /// The simulator could not make its pseudo-terminal.
    #[error("cannot create a pseudo-terminal for the simulated tower: {0}")]
    Pty(serialport::Error),
    /// The simulator could not make its link.
    #[error("cannot create the link {path} to the simulated tower: {source}")]
    Link {
        /// The link.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A bad line in a simulator script.
    #[error("script line {line}: {why}")]
    Script {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
}
