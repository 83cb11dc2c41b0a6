//! The tower's board: which RP2040 pin does what. The only file that names pins.

use embassy_rp::Peri;
use embassy_rp::gpio::{AnyPin, Input, Level, Output, Pull};
use embassy_rp::peripherals::{FLASH, USB};

/// Flash size of a Raspberry Pi Pico (W25Q16, 2 MB).
pub const FLASH_SIZE: usize = 2 * 1024 * 1024;

/// The IR break-beam receiver (open collector, pulled up here) reads low while a die is in
/// the chute.
pub const BEAM_BROKEN: Level = Level::Low;

/// The tower's peripherals, taken from the chip once at start-up.
pub struct Board {
    /// Status LED (the Pico's on-board LED): heartbeat, "expecting dice", identify.
    pub status_led: Output<'static>,
    /// Green LED on GP16: the keyed result was taken.
    pub green_led: Output<'static>,
    /// Red LED on GP17: the keyed result was refused.
    pub red_led: Output<'static>,
    /// Break-beam receiver on GP15.
    pub beam: Input<'static>,
    /// Keypad rows on GP2-GP5 (driven low one at a time).
    pub rows: [Output<'static>; 4],
    /// Keypad columns on GP6-GP9 (pulled up; low where a key joins the driven row).
    pub cols: [Input<'static>; 4],
    /// The USB device port.
    pub usb: Peri<'static, USB>,
    /// The flash chip, for its unique id (the tower's serial number).
    pub flash: Peri<'static, FLASH>,
}

impl Board {
    /// Takes the tower's peripherals from the chip.
    pub fn take() -> Board {
        let p = embassy_rp::init(Default::default());
        let row = |pin: Peri<'static, AnyPin>| Output::new(pin, Level::High);
        let col = |pin: Peri<'static, AnyPin>| Input::new(pin, Pull::Up);
        Board {
            status_led: Output::new(p.PIN_25, Level::Low),
            green_led: Output::new(p.PIN_16, Level::Low),
            red_led: Output::new(p.PIN_17, Level::Low),
            beam: Input::new(p.PIN_15, Pull::Up),
            rows: [
                row(p.PIN_2.into()),
                row(p.PIN_3.into()),
                row(p.PIN_4.into()),
                row(p.PIN_5.into()),
            ],
            cols: [
                col(p.PIN_6.into()),
                col(p.PIN_7.into()),
                col(p.PIN_8.into()),
                col(p.PIN_9.into()),
            ],
            usb: p.USB,
            flash: p.FLASH,
        }
    }
}
