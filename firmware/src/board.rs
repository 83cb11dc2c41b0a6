//! The tower's board: which RP2040 pin does what. The only file that names pins.

use embassy_rp::Peri;
use embassy_rp::peripherals::{PIN_25, USB};

/// The peripherals the tower uses, taken from the chip once at start-up.
pub struct Board {
    /// Status LED (the Pico's on-board LED).
    pub status_led: Peri<'static, PIN_25>,
    /// The USB device port.
    pub usb: Peri<'static, USB>,
}

impl Board {
    /// Takes the tower's peripherals from the chip.
    pub fn take() -> Board {
        let p = embassy_rp::init(Default::default());
        Board {
            status_led: p.PIN_25,
            usb: p.USB,
        }
    }
}
