//! A dice tower on a pseudo-terminal: the firmware's own state machine ([`crate::Tower`]) behind
//! a serial port the app opens like the real one, with faults on the line when asked for.
//!
//! It runs on its own thread. Steps ([`Step`]) queue up and run in order: a roll waits until the
//! tower has room, a `wait` pauses the queue (not the line), `unplug` closes the pseudo-terminal
//! and `replug` makes a new one (the link, if any, follows it, like a udev symlink). The tower's
//! state survives an unplug, as a tower with its own power would.

use std::collections::{HashMap, VecDeque};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serialport::{SerialPort, TTYPort};

use super::HostError;
use super::script::Step;
use crate::frame::{Decoder, FrameError, MAX_FRAME, encode};
use crate::message::{Dice, Die, DieKind, PROTOCOL, ToHost, ToTower, Version};
use crate::tower::{Tower, TowerConfig};

/// How the simulated tower behaves.
#[derive(Debug, Clone)]
pub struct SimOptions {
    /// Chance that a byte on the line (either way) is damaged.
    pub corrupt: f64,
    /// Chance that a frame (either way) is lost.
    pub drop: f64,
    /// Chance that a frame (either way) arrives twice.
    pub dup: f64,
    /// Seed for the faults and random dice.
    pub seed: u64,
    /// A symlink to the pseudo-terminal that stays the same across replugs.
    pub link: Option<PathBuf>,
    /// Quiet beam time before the dice count as settled.
    pub settle_ms: u32,
    /// The tower's resend time.
    pub resend_ms: u32,
    /// The protocol version it claims (another only to test a mismatch).
    pub protocol: u16,
    /// Keep when each event was first written (for latency measurements).
    pub record_writes: bool,
}

impl Default for SimOptions {
    fn default() -> Self {
        let real = TowerConfig::new(Version::default(), 0, 0);
        SimOptions {
            corrupt: 0.0,
            drop: 0.0,
            dup: 0.0,
            seed: 1,
            link: None,
            settle_ms: real.settle_ms,
            resend_ms: real.resend_ms,
            protocol: PROTOCOL,
            record_writes: false,
        }
    }
}

/// What the simulated tower has done.
#[derive(Debug, Clone, Default)]
pub struct SimStats {
    /// Rolls finished (keyed result queued).
    pub rolls: u64,
    /// Steps finished.
    pub steps_done: u64,
    /// Events the tower holds unacknowledged.
    pub unacked: usize,
    /// Frames written to the line (duplicates included).
    pub frames_written: u64,
    /// Bytes damaged on purpose, both ways.
    pub bytes_corrupted: u64,
    /// Frames lost on purpose, both ways.
    pub frames_dropped: u64,
    /// Frames sent twice on purpose, both ways.
    pub frames_duplicated: u64,
    /// Frames from the app the tower could not read.
    pub bad_frames_in: u32,
    /// Whether the cable is in.
    pub plugged: bool,
    /// The dice the app last said it expects (empty: none).
    pub expected: Vec<DieKind>,
}

/// The firmware version the simulator reports.
pub const SIM_FIRMWARE: Version = Version {
    major: 0,
    minor: 1,
    patch: 0,
};

/// A running simulated tower; dropping it unplugs it for good.
pub struct Sim {
    steps: Sender<Step>,
    steps_sent: std::sync::atomic::AtomicU64,
    path: Arc<Mutex<Option<PathBuf>>>,
    stats: Arc<Mutex<SimStats>>,
    written: Arc<Mutex<HashMap<u32, Instant>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    link: Option<PathBuf>,
}

impl Sim {
    /// Creates the pseudo-terminal and starts the tower.
    pub fn start(options: SimOptions) -> Result<Sim, HostError> {
        let line = Line::plug(options.link.as_deref())?;
        let path = Arc::new(Mutex::new(Some(line.path.clone())));
        let stats = Arc::new(Mutex::new(SimStats {
            plugged: true,
            ..SimStats::default()
        }));
        let written = Arc::new(Mutex::new(HashMap::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (steps, step_rx) = mpsc::channel();
        let mut rng = StdRng::seed_from_u64(options.seed);
        let config = TowerConfig {
            protocol: options.protocol,
            settle_ms: options.settle_ms,
            resend_ms: options.resend_ms,
            ..TowerConfig::new(SIM_FIRMWARE, 0x5157_0000_0000_0001, rng.random())
        };
        let runner = Runner {
            tower: Tower::new(config),
            line: Some(line),
            decoder: Decoder::new(),
            rng,
            options: options.clone(),
            step_rx,
            queue: VecDeque::new(),
            current: None,
            start: Instant::now(),
            path: Arc::clone(&path),
            stats: Arc::clone(&stats),
            written: Arc::clone(&written),
            stop: Arc::clone(&stop),
            local: SimStats {
                plugged: true,
                ..SimStats::default()
            },
        };
        let thread = std::thread::Builder::new()
            .name("nuffle-tower-sim".into())
            .spawn(move || runner.run())
            .ok();
        Ok(Sim {
            steps,
            steps_sent: std::sync::atomic::AtomicU64::new(0),
            path,
            stats,
            written,
            stop,
            thread,
            link: options.link,
        })
    }

    /// The port to open: the link if there is one, else the pseudo-terminal (`None` while
    /// unplugged).
    pub fn path(&self) -> Option<PathBuf> {
        if let Some(link) = &self.link {
            return Some(link.clone());
        }
        lock(&self.path).clone()
    }

    /// The pseudo-terminal itself (`/dev/pts/N`; a new one after each replug), `None` while
    /// unplugged.
    pub fn pty(&self) -> Option<PathBuf> {
        lock(&self.path).clone()
    }

    /// Queues a step.
    pub fn run(&self, step: Step) {
        if self.steps.send(step).is_ok() {
            self.steps_sent.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Queues a roll of these dice (`None`: random faces for what the app expects).
    pub fn roll(&self, dice: Option<Dice>) {
        self.run(Step::Roll(dice));
    }

    /// What the tower has done so far.
    pub fn stats(&self) -> SimStats {
        lock(&self.stats).clone()
    }

    /// When the event `seq` was first written to the line (with `record_writes`).
    pub fn written(&self, seq: u32) -> Option<Instant> {
        lock(&self.written).get(&seq).copied()
    }

    /// Waits until every queued step has run and every event is acknowledged, or `timeout`
    /// passes; true if it got there.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            let s = self.stats();
            if s.steps_done == self.steps_sent.load(Ordering::Relaxed) && s.unacked == 0 {
                return true;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        false
    }
}

impl Drop for Sim {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The pseudo-terminal: the tower's end (master) and the port end (slave), held open so the
/// app can come and go; plus the link pointing at it.
struct Line {
    master: TTYPort,
    _slave: TTYPort,
    path: PathBuf,
    link: Option<PathBuf>,
}

impl Line {
    fn plug(link: Option<&Path>) -> Result<Line, HostError> {
        let (mut master, slave) = TTYPort::pair().map_err(HostError::Pty)?;
        master
            .set_timeout(Duration::from_millis(1))
            .map_err(HostError::Pty)?;
        let path = slave.name().map(PathBuf::from).ok_or_else(|| {
            HostError::Pty(serialport::Error::new(
                serialport::ErrorKind::Unknown,
                "the pseudo-terminal has no name",
            ))
        })?;
        if let Some(link) = link {
            // Point a fresh symlink at the new terminal, then swap it in at once.
            let tmp = link.with_extension("new");
            let _ = std::fs::remove_file(&tmp);
            let made =
                std::os::unix::fs::symlink(&path, &tmp).and_then(|()| std::fs::rename(&tmp, link));
            made.map_err(|source| HostError::Link {
                path: link.to_path_buf(),
                source,
            })?;
        }
        Ok(Line {
            master,
            _slave: slave,
            path,
            link: link.map(Path::to_path_buf),
        })
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        if let Some(link) = &self.link {
            let _ = std::fs::remove_file(link);
        }
    }
}

enum Current {
    Rolling(Option<Dice>),
    /// A roll nobody keys: done once it has settled.
    Shaking,
    Waiting(u32),
}

struct Runner {
    tower: Tower,
    line: Option<Line>,
    decoder: Decoder,
    rng: StdRng,
    options: SimOptions,
    step_rx: Receiver<Step>,
    queue: VecDeque<Step>,
    current: Option<Current>,
    start: Instant,
    path: Arc<Mutex<Option<PathBuf>>>,
    stats: Arc<Mutex<SimStats>>,
    written: Arc<Mutex<HashMap<u32, Instant>>>,
    stop: Arc<AtomicBool>,
    local: SimStats,
}

impl Runner {
    fn now(&self) -> u32 {
        self.start.elapsed().as_millis() as u32
    }

    fn run(mut self) {
        while !self.stop.load(Ordering::Relaxed) {
            while let Ok(step) = self.step_rx.try_recv() {
                self.queue.push_back(step);
            }
            self.step();
            if self.line.is_some() {
                self.listen();
            } else {
                std::thread::sleep(Duration::from_millis(1));
            }
            self.speak();
            self.local.unacked = self.tower.unacked();
            self.local.bad_frames_in = self.tower.frames_dropped();
            if self.local.expected != self.tower.expected() {
                self.local.expected = self.tower.expected().to_vec();
            }
            *lock(&self.stats) = self.local.clone();
        }
    }

    /// Moves the step queue on.
    fn step(&mut self) {
        let now = self.now();
        match self.current.take() {
            Some(Current::Waiting(until)) if now < until => {
                self.current = Some(Current::Waiting(until));
                return;
            }
            Some(Current::Waiting(_)) => self.local.steps_done += 1,
            Some(Current::Shaking) => {
                if self.tower.rolling() {
                    self.current = Some(Current::Shaking);
                } else {
                    self.local.steps_done += 1;
                }
                return;
            }
            Some(Current::Rolling(dice)) => {
                if self.tower.rolling() {
                    self.current = Some(Current::Rolling(dice));
                } else {
                    let dice = dice.unwrap_or_else(|| self.random_dice());
                    self.tower.keyed(dice);
                    self.local.rolls += 1;
                    self.local.steps_done += 1;
                }
                return;
            }
            None => {}
        }
        let Some(step) = self.queue.front() else {
            return;
        };
        // A roll needs room for its three events (started, settled, keyed).
        if (matches!(step, Step::Roll(_)) && self.tower.room() < 3)
            || (matches!(step, Step::Shake) && self.tower.room() < 2)
        {
            return;
        }
        let Some(step) = self.queue.pop_front() else {
            return;
        };
        match step {
            Step::Roll(dice) => {
                self.tower.beam(true, now);
                self.tower.beam(false, now);
                self.current = Some(Current::Rolling(dice));
            }
            Step::Shake => {
                self.tower.beam(true, now);
                self.tower.beam(false, now);
                self.current = Some(Current::Shaking);
            }
            Step::Keys(keys) => {
                keys.into_iter().for_each(|k| self.tower.key(k));
                self.local.steps_done += 1;
            }
            Step::Wait(ms) => self.current = Some(Current::Waiting(now.saturating_add(ms))),
            Step::Unplug => {
                self.line = None;
                *lock(&self.path) = None;
                self.local.plugged = false;
                self.local.steps_done += 1;
            }
            Step::Replug if self.line.is_none() => {
                // If no terminal can be made now it stays unplugged; another replug tries again.
                if let Ok(line) = Line::plug(self.options.link.as_deref()) {
                    *lock(&self.path) = Some(line.path.clone());
                    self.line = Some(line);
                    self.local.plugged = true;
                }
                self.local.steps_done += 1;
            }
            Step::Replug => self.local.steps_done += 1,
        }
    }

    /// Random faces for what the app expects, or one D6.
    fn random_dice(&mut self) -> Dice {
        let kinds: Vec<DieKind> = match self.tower.expected() {
            [] => vec![DieKind::D6],
            kinds => kinds.to_vec(),
        };
        kinds
            .into_iter()
            .map(|kind| Die {
                kind,
                face: self.rng.random_range(1..=kind.faces()),
            })
            .collect()
    }

    /// Reads what the app sent, with faults, and hands it to the tower.
    fn listen(&mut self) {
        let mut buf = [0u8; 256];
        let n = match self.line.as_mut().map(|l| l.master.read(&mut buf)) {
            Some(Ok(n)) => n,
            Some(Err(e)) if matches!(e.kind(), ErrorKind::TimedOut | ErrorKind::Interrupted) => {
                return;
            }
            Some(Err(_)) => {
                // No app has the port open and the line hung up: wait for it.
                std::thread::sleep(Duration::from_millis(1));
                return;
            }
            None => return,
        };
        for &byte in &buf[..n] {
            let byte = self.damage(byte);
            let Some(frame) = self.decoder.feed::<ToTower>(byte) else {
                continue;
            };
            let now = self.now();
            match frame {
                Err(e) => self.tower.on_bad_frame(e == FrameError::Unknown),
                Ok(_) if self.chance(self.options.drop) => self.local.frames_dropped += 1,
                Ok(message) => {
                    if self.chance(self.options.dup) {
                        self.local.frames_duplicated += 1;
                        self.tower.on_message(message.clone(), now);
                    }
                    self.tower.on_message(message, now);
                }
            }
        }
    }

    /// Writes what the tower has to say, with faults.
    fn speak(&mut self) {
        let now = self.now();
        while let Some(message) = self.tower.poll(now) {
            if self.options.record_writes
                && let ToHost::Event { seq, .. } = message
            {
                lock(&self.written).entry(seq).or_insert_with(Instant::now);
            }
            let mut frame = [0u8; MAX_FRAME];
            let Ok(n) = encode(&message, &mut frame) else {
                continue;
            };
            if self.chance(self.options.drop) {
                self.local.frames_dropped += 1;
                continue;
            }
            let copies = if self.chance(self.options.dup) {
                self.local.frames_duplicated += 1;
                2
            } else {
                1
            };
            for _ in 0..copies {
                let mut bytes = frame;
                for b in &mut bytes[..n] {
                    *b = self.damage(*b);
                }
                let Some(line) = self.line.as_mut() else {
                    continue;
                };
                // A full line (nobody reading) loses the frame, as a real one would.
                if line.master.write_all(&bytes[..n]).is_ok() {
                    self.local.frames_written += 1;
                }
            }
        }
    }

    fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && self.rng.random_bool(p.min(1.0))
    }

    fn damage(&mut self, byte: u8) -> u8 {
        if self.chance(self.options.corrupt) {
            self.local.bytes_corrupted += 1;
            byte ^ self.rng.random_range(1..=255u8)
        } else {
            byte
        }
    }
}
