//! The serial driver: a thread that keeps the tower's port open, reopens it after an unplug,
//! runs the app's end of the protocol ([`crate::HostLink`]) and hands each event to the app
//! once, in order, over a channel.

use std::io::{ErrorKind, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde::Serialize;
use serialport::{SerialPort, TTYPort};

use super::Port;
use crate::frame::{Decoder, FrameError, FrameStats, MAX_FRAME, encode};
use crate::link::{Heard, HostLink};
use crate::message::{Event, Hello, PROTOCOL, ToHost, ToTower, TowerError};

/// How long to wait between attempts to open a port that is not there.
pub const REOPEN_MS: u64 = 100;

/// What the driver tells the app, in the order it happened.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "update")]
pub enum Update {
    /// The port opened; the tower has not introduced itself yet.
    Opened {
        /// The port.
        port: String,
    },
    /// The tower introduced itself with our protocol version.
    Tower {
        /// Who it is.
        hello: Hello,
        /// It restarted since we last heard it: events it held unacknowledged are lost.
        restarted: bool,
    },
    /// The tower speaks another protocol version. Nothing it sends is taken until the firmware
    /// or the app is updated.
    Mismatch {
        /// Who it is.
        hello: Hello,
    },
    /// An event from the tower, delivered once, in order.
    Event {
        /// Its sequence number.
        seq: u32,
        /// What happened.
        event: Event,
        /// When the driver read it.
        #[serde(skip)]
        received: Option<Instant>,
    },
    /// The tower is alive.
    Heartbeat {
        /// Its uptime.
        uptime_ms: u32,
        /// Events it holds unacknowledged.
        unacked: u8,
    },
    /// The tower reports a problem.
    TowerError {
        /// Which.
        error: TowerError,
    },
    /// An event sent again that was delivered before (dropped).
    Duplicate {
        /// Its sequence number.
        seq: u32,
    },
    /// A frame that could not be read (dropped; the tower resends what matters).
    BadFrame {
        /// Why.
        why: &'static str,
    },
    /// The port closed or failed; the driver keeps trying to reopen it.
    Closed {
        /// The port.
        port: String,
        /// Why.
        reason: String,
    },
}

/// The state of the connection.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Connection {
    /// Looking for the port, or waiting for the tower to answer.
    #[default]
    Searching,
    /// The tower answered with our protocol version.
    Connected,
    /// The tower speaks another protocol version.
    Mismatch,
    /// The port is closed or could not be opened, and why; the driver keeps trying.
    Disconnected(String),
}

/// What the app shows about the tower.
#[derive(Debug, Clone, Default)]
pub struct Status {
    /// The connection.
    pub connection: Connection,
    /// The port last opened.
    pub port: Option<PathBuf>,
    /// Who the tower said it is.
    pub tower: Option<Hello>,
    /// When its last heartbeat arrived.
    pub last_heartbeat: Option<Instant>,
    /// Frames read and dropped, over every connection.
    pub frames: FrameStats,
    /// The last event delivered.
    pub delivered: u32,
    /// Events sent again and dropped.
    pub duplicates: u64,
}

impl Status {
    /// The status in a line for the referee.
    pub fn describe(&self) -> String {
        match &self.connection {
            Connection::Searching => "looking for the dice tower".into(),
            Connection::Connected => match self.tower {
                Some(h) => format!(
                    "dice tower {:016x} connected, firmware {}.{}.{}",
                    h.device_id, h.firmware.major, h.firmware.minor, h.firmware.patch
                ),
                None => "dice tower connected".into(),
            },
            Connection::Mismatch => mismatch_text(self.tower.map_or(0, |h| h.protocol)),
            Connection::Disconnected(why) => format!("dice tower not connected: {why}"),
        }
    }
}

/// The words for a protocol mismatch.
pub fn mismatch_text(tower: u16) -> String {
    format!(
        "the dice tower speaks protocol {tower} and this Nuffle speaks {PROTOCOL}: \
         {} (see firmware/README.md); its dice are not taken until then",
        if tower < PROTOCOL {
            "flash the tower with this Nuffle's firmware"
        } else {
            "update Nuffle"
        }
    )
}

/// A running driver; dropping it closes the port and stops the thread.
pub struct Driver {
    commands: Sender<ToTower>,
    updates: Receiver<Update>,
    status: Arc<Mutex<Status>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// What the driver calls whenever it has news (an update, a change of status), so a window
/// that sleeps until something happens can be woken.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

impl Driver {
    /// Starts the driver on `port`; it opens the port (and reopens it) by itself.
    pub fn start(port: Port) -> Driver {
        Driver::start_waking(port, None)
    }

    /// Starts the driver on `port`, calling `waker` whenever an update or a change of status
    /// is ready, so the caller need not poll.
    pub fn start_waking(port: Port, waker: Option<Waker>) -> Driver {
        let (commands, command_rx) = mpsc::channel();
        let (update_tx, updates) = mpsc::channel();
        let status = Arc::new(Mutex::new(Status::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let worker = Worker {
            port,
            commands: command_rx,
            updates: update_tx,
            status: Arc::clone(&status),
            stop: Arc::clone(&stop),
            link: HostLink::new(),
            decoder: Decoder::new(),
            expect: None,
            start: Instant::now(),
            waker,
        };
        let thread = std::thread::Builder::new()
            .name("nuffle-tower".into())
            .spawn(move || worker.run())
            .ok();
        Driver {
            commands,
            updates,
            status,
            stop,
            thread,
        }
    }

    /// Updates as they happen.
    pub fn updates(&self) -> &Receiver<Update> {
        &self.updates
    }

    /// Tells the tower something (`Expect`, `Verdict`, `Identify`). The last `Expect` is said
    /// again whenever the tower (re)introduces itself.
    pub fn send(&self, message: ToTower) {
        let _ = self.commands.send(message);
    }

    /// The connection as it stands.
    pub fn status(&self) -> Status {
        self.status
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

struct Worker {
    port: Port,
    commands: Receiver<ToTower>,
    updates: Sender<Update>,
    status: Arc<Mutex<Status>>,
    stop: Arc<AtomicBool>,
    link: HostLink,
    decoder: Decoder,
    expect: Option<ToTower>,
    start: Instant,
    waker: Option<Waker>,
}

impl Worker {
    fn wake(&self) {
        if let Some(waker) = &self.waker {
            waker();
        }
    }

    fn now(&self) -> u32 {
        self.start.elapsed().as_millis() as u32
    }

    fn set(&self, f: impl FnOnce(&mut Status)) {
        f(&mut self.status.lock().unwrap_or_else(PoisonError::into_inner));
        self.wake();
    }

    fn tell(&self, update: Update) {
        let _ = self.updates.send(update);
        self.wake();
    }

    fn run(mut self) {
        let mut last_failure = String::new();
        while !self.stop.load(Ordering::Relaxed) {
            match self.port.open() {
                Ok((path, serial)) => {
                    last_failure.clear();
                    let reason = self.serve(&path, serial);
                    self.set(|s| s.connection = Connection::Disconnected(reason.clone()));
                    if !self.stop.load(Ordering::Relaxed) {
                        self.tell(Update::Closed {
                            port: path.display().to_string(),
                            reason,
                        });
                    }
                }
                Err(e) => {
                    let why = e.to_string();
                    if why != last_failure {
                        self.set(|s| s.connection = Connection::Disconnected(why.clone()));
                        last_failure = why;
                    }
                    // Commands wait for the tower; only the latest Expect matters then.
                    let _ = self.take_commands(None); // without a port it cannot fail
                    std::thread::sleep(Duration::from_millis(REOPEN_MS));
                }
            }
        }
    }

    /// Talks to an open port until it fails; returns why it closed.
    fn serve(&mut self, path: &std::path::Path, mut serial: TTYPort) -> String {
        // Bytes left in the port from before we opened it are stale: the Hello exchange makes
        // the tower resend whatever is unacknowledged.
        let _ = serial.clear(serialport::ClearBuffer::Input);
        self.decoder.reset();
        self.set(|s| {
            s.port = Some(path.to_path_buf());
            s.connection = Connection::Searching;
            s.tower = None;
        });
        self.tell(Update::Opened {
            port: path.display().to_string(),
        });
        let hello = self.link.connected(self.now());
        if let Err(e) = write(&mut serial, &hello) {
            return e;
        }
        let mut buf = [0u8; 256];
        loop {
            if self.stop.load(Ordering::Relaxed) {
                return "the driver stopped".into();
            }
            if let Err(e) = self.take_commands(Some(&mut serial)) {
                return e;
            }
            if let Some(ask) = self.link.tick(self.now())
                && let Err(e) = write(&mut serial, &ask)
            {
                return e;
            }
            match serial.read(&mut buf) {
                Ok(0) => return "the tower closed the connection (unplugged?)".into(),
                Ok(n) => {
                    for &byte in &buf[..n] {
                        if let Some(frame) = self.decoder.feed::<ToHost>(byte)
                            && let Err(e) = self.heard(frame, &mut serial)
                        {
                            return e;
                        }
                    }
                }
                Err(e) if matches!(e.kind(), ErrorKind::TimedOut | ErrorKind::Interrupted) => {}
                Err(e) => return format!("the port failed: {e} (unplugged?)"),
            }
        }
    }

    /// Sends what the app asked to send; without a port, keeps the latest `Expect` for later.
    fn take_commands(&mut self, mut serial: Option<&mut TTYPort>) -> Result<(), String> {
        loop {
            let message = match self.commands.try_recv() {
                Ok(m) => m,
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return Ok(()),
            };
            if matches!(message, ToTower::Expect(_)) {
                self.expect = Some(message.clone());
            }
            let connected = self.link.speaks_our_protocol() == Some(true);
            if let Some(serial) = serial.as_deref_mut()
                && connected
            {
                write(serial, &message)?;
            }
        }
    }

    fn heard(
        &mut self,
        frame: Result<ToHost, FrameError>,
        serial: &mut TTYPort,
    ) -> Result<(), String> {
        let received = Instant::now();
        let bad = frame.as_ref().err().copied();
        let (heard, answer) = self.link.on_frame(frame);
        let stats = self.decoder.stats();
        let delivered = self.link.delivered();
        self.set(|s| {
            s.frames = stats;
            s.delivered = delivered;
        });
        if let Some(bad) = bad {
            self.tell(Update::BadFrame {
                why: bad.describe(),
            });
        }
        match heard {
            Heard::Nothing => {}
            Heard::Tower { hello, restarted } => {
                self.set(|s| {
                    s.connection = Connection::Connected;
                    s.tower = Some(hello);
                });
                self.tell(Update::Tower { hello, restarted });
                if let Some(expect) = self.expect.clone() {
                    write(serial, &expect)?;
                }
            }
            Heard::Mismatch(hello) => {
                self.set(|s| {
                    s.connection = Connection::Mismatch;
                    s.tower = Some(hello);
                });
                self.tell(Update::Mismatch { hello });
            }
            Heard::Event { seq, event } => self.tell(Update::Event {
                seq,
                event,
                received: Some(received),
            }),
            Heard::Duplicate(seq) => {
                self.set(|s| s.duplicates += 1);
                self.tell(Update::Duplicate { seq });
            }
            Heard::Heartbeat { uptime_ms, unacked } => {
                self.set(|s| s.last_heartbeat = Some(received));
                self.tell(Update::Heartbeat { uptime_ms, unacked });
            }
            Heard::Error(error) => self.tell(Update::TowerError { error }),
        }
        // The app has the event before the tower hears it arrived: if the port dies between
        // the two, the tower resends it and it is dropped as a repeat, never lost.
        if let Some(answer) = answer {
            write(serial, &answer)?;
        }
        Ok(())
    }
}

/// Writes one frame; a failure means the port is gone.
fn write(serial: &mut TTYPort, message: &ToTower) -> Result<(), String> {
    let mut frame = [0u8; MAX_FRAME];
    let n = encode(message, &mut frame).map_err(|e| e.describe().to_string())?;
    serial
        .write_all(&frame[..n])
        .map_err(|e| format!("cannot write to the tower: {e} (unplugged?)"))
}
