//! Nuffle dice tower firmware (RP2040).
//!
//! For now it enumerates over USB as a CDC-ACM serial port with the tower's identity from
//! `device::usb`, so the app can find it, and blinks the status LED as a heartbeat. Bytes the
//! host sends are read and discarded: the wire protocol, the break-beam and the keypad arrive
//! with the dice-tower issue.

#![no_std]
#![no_main]

mod board;

use embassy_executor::Spawner;
use embassy_futures::join::join;
use embassy_rp::bind_interrupts;
use embassy_rp::gpio::{Level, Output};
use embassy_rp::peripherals::USB;
use embassy_rp::usb::{Driver, InterruptHandler};
use embassy_time::Timer;
use embassy_usb::class::cdc_acm::{CdcAcmClass, State};
use embassy_usb::{Builder, Config};
use panic_halt as _;

bind_interrupts!(struct Irqs {
    USBCTRL_IRQ => InterruptHandler<USB>;
});

/// Largest USB full-speed bulk packet.
const PACKET: u16 = 64;

#[embassy_executor::main]
async fn main(spawner: Spawner) {
    let board = board::Board::take();
    if let Ok(token) = heartbeat(Output::new(board.status_led, Level::Low)) {
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
    let mut serial = CdcAcmClass::new(&mut builder, &mut state, PACKET);
    let mut usb = builder.build();

    let listen = async {
        let mut buf = [0u8; PACKET as usize];
        loop {
            serial.wait_connection().await;
            // Until the protocol exists, read and discard so the host never blocks.
            while serial.read_packet(&mut buf).await.is_ok() {}
        }
    };
    join(usb.run(), listen).await;
}

/// Blinks the status LED once a second while the firmware runs.
#[embassy_executor::task]
async fn heartbeat(mut led: Output<'static>) {
    loop {
        led.set_high();
        Timer::after_millis(100).await;
        led.set_low();
        Timer::after_millis(900).await;
    }
}
