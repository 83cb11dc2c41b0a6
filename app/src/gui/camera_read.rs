//! A read of the dice tray on a thread of its own, so the window keeps drawing, and the
//! referee keeps keying, while the recogniser works. Most frames read in 10-20 ms, but a busy
//! one (a speckled table under the camera: 560 places to read) took 1.8 s on the build
//! machine, and the referee's laptop may be slower (docs/performance.md).

use std::sync::Arc;
use std::thread::JoinHandle;

use vision::{Detection, RgbImage};

/// What a read was started for.
#[derive(Debug, Clone, PartialEq)]
pub enum Purpose {
    /// The dice of the roll that was asked when the match had changed `at` times
    /// ([`super::Session::changes`]): they count only if it has not changed since.
    Roll {
        /// The dice the roll wants.
        wanted: Vec<rules::DieKind>,
        /// The match's count of changes when the read began.
        at: u64,
    },
    /// The camera's angle alone: no roll is applied.
    Angle,
}

/// A read that has come back.
pub struct Done {
    /// The frame that was read.
    pub frame: Arc<RgbImage>,
    /// The dice found, or why the read failed.
    pub dice: Result<Vec<Detection>, String>,
    /// What it was for.
    pub purpose: Purpose,
}

/// A read running (or, where no thread could be started, already run) for a purpose.
pub struct BackgroundRead {
    frame: Arc<RgbImage>,
    purpose: Purpose,
    job: Job,
}

enum Job {
    Running(JoinHandle<Vec<Detection>>),
    /// Read on the window's own thread, as no other could be started.
    Read(Vec<Detection>),
}

impl BackgroundRead {
    /// Starts `read` on `frame` on a thread of its own; if the system gives no thread, it reads
    /// here and now rather than not at all.
    pub fn start(
        frame: RgbImage,
        purpose: Purpose,
        read: impl FnOnce(&RgbImage) -> Vec<Detection> + Clone + Send + 'static,
    ) -> BackgroundRead {
        let frame = Arc::new(frame);
        let shared = Arc::clone(&frame);
        // `spawn` keeps the closure it is given even when it fails, so it gets a copy.
        let copy = read.clone();
        let job = match std::thread::Builder::new()
            .name("camera read".into())
            .spawn(move || copy(&shared))
        {
            Ok(handle) => Job::Running(handle),
            Err(_) => Job::Read(read(&frame)),
        };
        BackgroundRead {
            frame,
            purpose,
            job,
        }
    }

    /// The read, once it has come back; itself again while it runs.
    pub fn finished(self) -> Result<Done, BackgroundRead> {
        let dice = match self.job {
            Job::Running(handle) if !handle.is_finished() => {
                return Err(BackgroundRead {
                    job: Job::Running(handle),
                    ..self
                });
            }
            Job::Running(handle) => handle.join().map_err(|panic| {
                let why = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "no reason given".into());
                format!("the recogniser failed ({why}): key the dice by hand")
            }),
            Job::Read(dice) => Ok(dice),
        };
        Ok(Done {
            frame: self.frame,
            dice,
            purpose: self.purpose,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    /// `read` to its end, polled as the window polls it each frame.
    fn wait(mut read: BackgroundRead) -> Done {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match read.finished() {
                Ok(done) => return done,
                Err(running) => read = running,
            }
            assert!(Instant::now() < deadline, "the read never came back");
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn die(value: u8) -> Detection {
        Detection {
            kind: rules::DieKind::D6,
            value,
            confidence: 1.0,
            bbox: vision::BBox::square((5.0, 5.0), 4.0),
            logo: false,
            camera_tilt: None,
        }
    }

    /// The read runs elsewhere: it is not back while the recogniser works, and comes back
    /// with its dice, frame and purpose once it is done.
    #[test]
    fn a_read_comes_back_only_when_the_recogniser_is_done() {
        let (go, wait_for_go) = std::sync::mpsc::channel::<()>();
        let wait_for_go = Arc::new(std::sync::Mutex::new(wait_for_go));
        let purpose = Purpose::Roll {
            wanted: vec![rules::DieKind::D6],
            at: 7,
        };
        let read = BackgroundRead::start(RgbImage::new(3, 2), purpose.clone(), move |frame| {
            let _ = wait_for_go.lock().map(|go| go.recv());
            vec![die(frame.width() as u8)]
        });
        std::thread::sleep(Duration::from_millis(20));
        let Err(read) = read.finished() else {
            panic!("back before the recogniser was done")
        };
        go.send(()).expect("the read waits");
        let done = wait(read);
        assert_eq!(done.purpose, purpose);
        assert_eq!(done.frame.dimensions(), (3, 2));
        assert_eq!(done.dice.map(|d| d[0].value), Ok(3));
    }

    /// A recogniser that fails (a panic on its thread) comes back as words that say what to
    /// do, and the window goes on.
    #[test]
    fn a_read_that_fails_says_so_and_what_to_do() {
        let read = BackgroundRead::start(RgbImage::new(1, 1), Purpose::Angle, |_| {
            panic!("a broken model file")
        });
        let done = wait(read);
        let why = done.dice.expect_err("failed");
        assert!(
            why.contains("a broken model file") && why.contains("key the dice by hand"),
            "{why}"
        );
    }
}
