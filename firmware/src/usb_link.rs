//! The USB CDC-ACM link: frames from the app go to the tower's state machine, what it has to
//! say goes back out in 64-byte packets.

use device::frame::{Decoder, MAX_FRAME, encode};
use device::message::ToTower;
use embassy_futures::select::{Either, select};
use embassy_rp::peripherals::USB;
use embassy_rp::usb::Driver;
use embassy_time::Timer;
use embassy_usb::class::cdc_acm::CdcAcmClass;
use embassy_usb::driver::EndpointError;

use crate::shared::{TOWER, now_ms};

/// Largest USB full-speed bulk packet.
pub const PACKET: u16 = 64;

/// Serves the app for as long as the firmware runs, across disconnects.
pub async fn serve<'d>(serial: &mut CdcAcmClass<'d, Driver<'d, USB>>) -> ! {
    let mut decoder = Decoder::new();
    loop {
        serial.wait_connection().await;
        decoder.reset();
        // An unplug shows up as an endpoint error; then wait to be connected again.
        let _ = talk(serial, &mut decoder).await;
    }
}

async fn talk<'d>(
    serial: &mut CdcAcmClass<'d, Driver<'d, USB>>,
    decoder: &mut Decoder,
) -> Result<(), EndpointError> {
    let mut packet = [0u8; PACKET as usize];
    loop {
        // Listen for up to 2 ms, then say what is due (resends, heartbeats, events).
        if let Either::First(read) =
            select(serial.read_packet(&mut packet), Timer::after_millis(2)).await
        {
            let n = read?;
            let now = now_ms();
            for &byte in &packet[..n] {
                if let Some(frame) = decoder.feed::<ToTower>(byte) {
                    TOWER.lock(|cell| {
                        if let Some(tower) = cell.borrow_mut().as_mut() {
                            match frame {
                                Ok(message) => tower.on_message(message, now),
                                Err(e) => tower.on_bad_frame(e == device::FrameError::Unknown),
                            }
                        }
                    });
                }
            }
        }
        loop {
            let now = now_ms();
            let message = TOWER.lock(|cell| cell.borrow_mut().as_mut().and_then(|t| t.poll(now)));
            let Some(message) = message else { break };
            let mut frame = [0u8; MAX_FRAME];
            let Ok(len) = encode(&message, &mut frame) else {
                continue;
            };
            for chunk in frame[..len].chunks(PACKET as usize) {
                serial.write_packet(chunk).await?;
            }
            // A transfer that fills its last packet exactly needs a zero-length packet to end.
            if len % PACKET as usize == 0 {
                serial.write_packet(&[]).await?;
            }
        }
    }
}
