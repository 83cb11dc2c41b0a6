//! The tower's state machine, shared by the sensor task and the USB link.

use core::cell::RefCell;

use device::Tower;
use embassy_sync::blocking_mutex::Mutex;
use embassy_sync::blocking_mutex::raw::CriticalSectionRawMutex;

/// The one tower; `None` only before `main` has made it.
pub static TOWER: Mutex<CriticalSectionRawMutex, RefCell<Option<Tower>>> =
    Mutex::new(RefCell::new(None));

/// Milliseconds since power-up (wraps after 49 days, as the protocol's clock does).
pub fn now_ms() -> u32 {
    embassy_time::Instant::now().as_millis() as u32
}
