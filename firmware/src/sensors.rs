//! The chute's beam, the keypad and the lights, every millisecond: what they sense goes to the
//! tower's state machine, what it says to show goes to the LEDs. Works whether or not the app
//! is connected: rolls made meanwhile wait in the tower's queue.

use device::keypad::Debouncer;
use device::tower::Light;
use embassy_rp::gpio::{Input, Output};
use embassy_time::Timer;

use crate::board::BEAM_BROKEN;
use crate::shared::{TOWER, now_ms};

/// The inputs and lights the task owns.
pub struct Sensors {
    pub beam: Input<'static>,
    pub rows: [Output<'static>; 4],
    pub cols: [Input<'static>; 4],
    pub status_led: Output<'static>,
    pub green_led: Output<'static>,
    pub red_led: Output<'static>,
}

#[embassy_executor::task]
pub async fn run(mut s: Sensors) {
    let mut debouncer = Debouncer::default();
    let mut beam_was = false;
    loop {
        let now = now_ms();
        let broken = s.beam.get_level() == BEAM_BROKEN;
        let pressed = scan(&mut s.rows, &s.cols);
        let key = debouncer.scan(pressed, now);
        let light = TOWER.lock(|cell| {
            let mut tower = cell.borrow_mut();
            let tower = tower.as_mut()?;
            if broken != beam_was {
                tower.beam(broken, now);
            }
            if let Some(key) = key {
                tower.key(key);
            }
            Some(tower.light(now))
        });
        beam_was = broken;
        show(&mut s, light.unwrap_or(Light::Idle), now);
        Timer::after_millis(1).await;
    }
}

/// Which key is down, if any: each row driven low in turn, the columns read.
fn scan(rows: &mut [Output<'static>; 4], cols: &[Input<'static>; 4]) -> Option<(u8, u8)> {
    let mut found = None;
    for (r, row) in rows.iter_mut().enumerate() {
        row.set_low();
        // The column lines settle within a few cycles; a short spin is plenty.
        cortex_m::asm::delay(100);
        for (c, col) in cols.iter().enumerate() {
            if col.is_low() && found.is_none() {
                found = Some((r as u8, c as u8));
            }
        }
        row.set_high();
    }
    found
}

fn show(s: &mut Sensors, light: Light, now: u32) {
    let heartbeat = now % 1000 < 100;
    let (status, green, red) = match light {
        Light::Idle => (heartbeat, false, false),
        Light::Expecting => (true, false, false),
        Light::Accepted => (heartbeat, true, false),
        Light::Refused => (heartbeat, false, true),
        Light::Blink(on) => (on, on, on),
    };
    s.status_led.set_level(status.into());
    s.green_led.set_level(green.into());
    s.red_led.set_level(red.into());
}
