//! Which serial port is the tower: a path the user gave, or found by the tower's USB ids.

use std::path::PathBuf;
use std::time::Duration;

use serialport::{SerialPortType, TTYPort};

use super::HostError;
use crate::usb;

/// Where to find the tower.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Port {
    /// This port (`/dev/ttyACM0`, a simulator's pty or link).
    Path(PathBuf),
    /// The first port whose USB ids are the tower's.
    Find,
}

impl Port {
    /// Finds the port's path now.
    pub fn resolve(&self) -> Result<PathBuf, HostError> {
        match self {
            Port::Path(path) => Ok(path.clone()),
            Port::Find => find(),
        }
    }

    /// Opens it, raw, with a short read timeout so the driver's loop stays responsive.
    pub fn open(&self) -> Result<(PathBuf, TTYPort), HostError> {
        let path = self.resolve()?;
        let port = serialport::new(path.to_string_lossy(), 115_200)
            .timeout(Duration::from_millis(5))
            .open_native()
            .map_err(|source| HostError::Open {
                path: path.clone(),
                source,
            })?;
        Ok((path, port))
    }
}

impl std::fmt::Display for Port {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Port::Path(path) => write!(f, "{}", path.display()),
            Port::Find => write!(
                f,
                "the tower's USB port ({:04x}:{:04x})",
                usb::VID,
                usb::PID
            ),
        }
    }
}

/// The first serial port with the tower's USB vendor and product ids.
fn find() -> Result<PathBuf, HostError> {
    let ports = serialport::available_ports().map_err(HostError::List)?;
    ports
        .into_iter()
        .find(|p| matches!(&p.port_type, SerialPortType::UsbPort(info) if usb::is_tower(info.vid, info.pid)))
        .map(|p| PathBuf::from(p.port_name))
        .ok_or(HostError::NotFound {
            vid: usb::VID,
            pid: usb::PID,
        })
}
