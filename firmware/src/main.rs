//! Nuffle dice tower firmware (RP2040).
//!
//! Enumerates over USB as a CDC-ACM serial port with the tower's identity from `device::usb`
//! and speaks the tower protocol (`docs/tower-protocol.md`) with the very state machine the
//! app's simulator and tests run (`device::Tower`): the chute's break-beam starts and settles
//! rolls, the keypad keys results, the LEDs show what the app expects and what it decided.

#![no_std]
#![no_main]

mod board;
mod sensors;
mod shared;
mod usb_link;

use device::message::Version;
use device::{Tower, TowerConfig};
use embassy_executor::Spawner;
use embassy_futures::join::join;
use embassy_rp::bind_interrupts;
use embassy_rp::clocks::RoscRng;
use embassy_rp::flash::{Blocking, Flash};
use embassy_rp::peripherals::USB;
use embassy_rp::usb::{Driver, InterruptHandler};
use embassy_usb::class::cdc_acm::{CdcAcmClass, State};
use embassy_usb::{Builder, Config};
use panic_halt as _;

bind_interrupts!(struct Irqs {
    USBCTRL_IRQ => InterruptHandler<USB>;
});

/// This firmware's version, from Cargo.toml.
const FIRMWARE: Version = Version {
    major: parse(env!("CARGO_PKG_VERSION_MAJOR")),
    minor: parse(env!("CARGO_PKG_VERSION_MINOR")),
    patch: parse(env!("CARGO_PKG_VERSION_PATCH")),
};

const fn parse(s: &str) -> u8 {
    let bytes = s.as_bytes();
    let mut n: u8 = 0;
    let mut i = 0;
    while i < bytes.len() {
        n = n.wrapping_mul(10).wrapping_add(bytes[i].wrapping_sub(b'0'));
        i += 1;
    }
    n
}

#[embassy_executor::main]
async fn main(spawner: Spawner) {
    let board = board::Board::take();

    // Who we are: the flash chip's unique id, and a fresh boot number from the ring oscillator.
    let mut flash = Flash::<_, Blocking, { board::FLASH_SIZE }>::new_blocking(board.flash);
    let mut uid = [0u8; 8];
    let device_id = match flash.blocking_unique_id(&mut uid) {
        Ok(()) => u64::from_be_bytes(uid),
        Err(_) => 0,
    };
    let boot = RoscRng.next_u32();
    shared::TOWER.lock(|cell| {
        cell.replace(Some(Tower::new(TowerConfig::new(
            FIRMWARE, device_id, boot,
        ))));
    });

    if let Ok(token) = sensors::run(sensors::Sensors {
        beam: board.beam,
        rows: board.rows,
        cols: board.cols,
        status_led: board.status_led,
        green_led: board.green_led,
        red_led: board.red_led,
    }) {
        spawner.spawn(token);
    }

    let driver = Driver::new(board.usb, Irqs);
    let mut config = Config::new(device::usb::VID, device::usb::PID);
    config.manufacturer = Some(device::usb::MANUFACTURER);
    config.product = Some(device::usb::PRODUCT);
    config.max_power = 100;
    config.max_packet_size_0 = 64;

    let mut config_descriptor = [0; 256];
    let mut bos_descriptor = [0; 256];
    let mut msos_descriptor = [0; 0];
    let mut control_buf = [0; 64];
    let mut state = State::new();
    let mut builder = Builder::new(
        driver,
        config,
        &mut config_descriptor,
        &mut bos_descriptor,
        &mut msos_descriptor,
        &mut control_buf,
    );
    let mut serial = CdcAcmClass::new(&mut builder, &mut state, usb_link::PACKET);
    let mut usb = builder.build();
    join(usb.run(), usb_link::serve(&mut serial)).await;
}
