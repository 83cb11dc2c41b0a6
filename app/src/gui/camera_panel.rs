//! The camera over the dice tray, in the window: a frame is read when the referee asks (the
//! button, or C), when the tower says the roll has settled, or, with a live camera (a webcam),
//! when its frames show the dice have come to rest; the dice found are drawn on it (green sure,
//! orange unsure), and a sure read that fits the roll is applied at once; anything else asks
//! before it counts. Every read goes through the camera's remembered tilt
//! ([`vision::tilt::CameraTilt`]), so a camera tilted too far asks even on rolls with no 4 or 5.

use std::path::Path;

use egui::{ColorImage, RichText, TextureOptions};
use rules::{DiceRoll, Input, Prompt};
use vision::camera::Camera;
use vision::settle::SettleDetector;
use vision::{BlockMapping, LogoFace, Reading};

use super::camera_read::{BackgroundRead, Purpose};

/// The dice on the table, as the settings describe them: what the camera needs to read them.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TrayDice {
    /// Which block face each number of a plain D6 stands for.
    pub mapping: BlockMapping,
    /// Block dice are read by their symbols (experimental), not as numbered D6s.
    pub block_symbols: bool,
    /// The face that carries a logo in place of pips.
    pub logo_on: LogoFace,
}

/// The camera and what it last read.
pub struct CameraPanel {
    /// The camera setting it was opened on (a folder, `frames DIR` or `webcam N`).
    folder: Option<std::path::PathBuf>,
    camera: Option<Box<dyn Camera>>,
    /// Why there is no camera, in words that say what to do.
    missing: Option<String>,
    texture: Option<egui::TextureHandle>,
    /// The match's count of changes when the photo on show was read (a read's or an angle
    /// check's frame; `None` for a live camera's view): once the match moves on, that photo
    /// belongs to a roll that is over and goes, with any question about it.
    shown_at: Option<u64>,
    /// The last read that needs the referee's word: the dice it guessed, why it is unsure, and
    /// the match's count of changes it was read at (a guess counts only for that roll).
    unsure: Option<(Option<DiceRoll>, Vec<String>, u64)>,
    /// The read running on its own thread, if any.
    reading: Option<BackgroundRead>,
    /// What the last read came to, in a line.
    said: Option<String>,
    /// The tower said a roll settled: read at the next frame that shows a roll.
    cued: bool,
    /// A live camera's frames watched for the dice coming to rest.
    settle: SettleDetector,
    /// The frame on which they came to rest, to be read.
    settled: Option<vision::RgbImage>,
    /// The tilt this camera's latest reads measured: a read of one or two dice often
    /// measures none, and takes it from here.
    tilt: vision::tilt::CameraTilt,
    /// What the last check of the camera's angle found.
    angle_checked: Option<String>,
}

impl CameraPanel {
    /// The camera in the settings: `webcam N` (a build with webcam support), or a folder of
    /// dice photos standing in for one.
    pub fn open(folder: Option<&Path>) -> CameraPanel {
        let (camera, missing) = match folder {
            None => (
                None,
                Some(
                    "No camera: name a folder of dice photos, or `webcam 0` in a build with \
                     webcam support, as the camera in Settings (F3). Key the dice or use the \
                     tower."
                        .to_string(),
                ),
            ),
            Some(dir) => match vision::camera::open(&dir.to_string_lossy()) {
                Ok(camera) => (Some(camera), None),
                Err(e) => (None, Some(format!("Camera unavailable: {e}"))),
            },
        };
        CameraPanel {
            folder: folder.map(Path::to_path_buf),
            camera,
            missing,
            texture: None,
            shown_at: None,
            unsure: None,
            reading: None,
            said: None,
            cued: false,
            settle: SettleDetector::default(),
            settled: None,
            tilt: vision::tilt::CameraTilt::new(),
            angle_checked: None,
        }
    }

    /// The tower says a roll has settled in the tray: read it as if C were pressed.
    pub fn cue(&mut self) {
        self.cued = self.camera.is_some();
    }

    /// The folder it plays, if any.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// Whether a read of the tray is running.
    pub fn reading(&self) -> bool {
        self.reading.is_some()
    }

    /// Draws the panel; returns dice to apply (a sure read, or one the referee confirmed).
    /// `changes` is the match's count of changes ([`super::session::Session::changes`]): a
    /// read or a guess made for a roll counts only while the match has not moved on from it.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        prompt: &Prompt,
        dice: &TrayDice,
        changes: u64,
    ) -> Option<Input> {
        let mut apply = None;
        egui::CollapsingHeader::new("Camera")
            .id_salt("camera")
            .default_open(true)
            .show(ui, |ui| {
                if let Some(why) = &self.missing {
                    ui.label(RichText::new(super::words::plain(why)).small());
                    return;
                }
                if let Some(camera) = &self.camera {
                    ui.label(RichText::new(format!("Camera: {}", camera.name())).small());
                }
                if self.shown_at.is_some_and(|at| at != changes) {
                    // The photo's roll is over (its read taken, or keyed another way): the
                    // next roll starts with nothing to confirm.
                    self.forget_read();
                }
                apply = self.collect(ui.ctx(), dice, changes);
                if self.unsure.as_ref().is_some_and(|u| u.2 != changes) {
                    // Its roll was settled another way: its guess is for no roll now.
                    self.unsure = None;
                }
                if self.reading.is_some() {
                    ui.label("Reading the dice tray…");
                }
                self.show_angle(ui, dice);
                let Prompt::Roll(request) = prompt else {
                    // A settled roll with no roll asked for is not read later by mistake.
                    self.cued = false;
                    ui.label(
                        RichText::new("The camera reads the dice when a roll is asked.").small(),
                    );
                    return;
                };
                if self.reading.is_none() {
                    self.watch(ui.ctx());
                }
                let typing = ui.ctx().egui_wants_keyboard_input();
                let asked = ui.button("Read the dice tray (C)").clicked()
                    || self.settled.is_some()
                    || (!typing && ui.input(|i| i.key_pressed(egui::Key::C)))
                    || std::mem::take(&mut self.cued);
                if asked && self.reading.is_none() {
                    let purpose = Purpose::Roll {
                        wanted: request.dice.to_vec(),
                        at: changes,
                    };
                    // What the last read came to is no news while the next one runs.
                    self.said = None;
                    self.start(ui.ctx(), purpose, dice);
                }
                if let Some(said) = &self.said {
                    ui.label(super::words::plain(said));
                }
                if let Some((guess, reasons, _)) = self.unsure.clone() {
                    for r in &reasons {
                        ui.label(
                            RichText::new(super::words::plain(r)).color(super::palette::ERROR),
                        );
                    }
                    if let Some(guess) = guess {
                        let shown: Vec<String> =
                            guess.dice.iter().map(ToString::to_string).collect();
                        if ui
                            .button(format!("Apply {} as read", shown.join(", ")))
                            .clicked()
                        {
                            self.unsure = None;
                            if apply.is_none() {
                                apply = Some(Input::Dice(guess));
                            }
                        }
                    }
                }
                if let Some(texture) = &self.texture {
                    let width = ui.available_width().min(360.0);
                    let size = texture.size_vec2();
                    let scale = width / size.x.max(1.0);
                    ui.add(egui::Image::new((texture.id(), size * scale)).alt_text(PHOTO));
                }
            });
        apply
    }

    /// Drops the photo of a roll that is over, and the question about it.
    fn forget_read(&mut self) {
        self.texture = None;
        self.shown_at = None;
        self.unsure = None;
        if self.said.as_deref() == Some(NEEDS_WORD) {
            self.said = None;
        }
    }

    /// The camera's angle as its reads measured it, and a button that measures it on the
    /// frame in view (a 4 or a 5 in the tray), so the referee can set the camera up before the
    /// first roll.
    fn show_angle(&mut self, ui: &mut egui::Ui, dice: &TrayDice) {
        let (line, tilted) = angle_words(self.tilt.remembered());
        let text = RichText::new(super::words::plain(&line)).small();
        ui.label(if tilted {
            text.color(super::palette::ERROR)
        } else {
            text
        });
        let check = ui.add_enabled(
            self.reading.is_none(),
            egui::Button::new("Check the camera's angle"),
        );
        if check.clicked() {
            self.start(ui.ctx(), Purpose::Angle, dice);
        }
        if let Some(checked) = &self.angle_checked {
            ui.label(RichText::new(super::words::plain(checked)).small());
        }
    }

    /// Starts reading a frame for `purpose` on its own thread: for a roll, the frame the dice
    /// came to rest on if a live camera saw them settle, else the frame in view.
    fn start(&mut self, ctx: &egui::Context, purpose: Purpose, dice: &TrayDice) {
        let Some(camera) = self.camera.as_mut() else {
            return;
        };
        let settled = match purpose {
            Purpose::Roll { .. } => self.settled.take(),
            Purpose::Angle => None,
        };
        let frame = match settled.map_or_else(|| camera.frame(), Ok) {
            Ok(frame) => frame,
            Err(e) => {
                let why = Some(format!("No frame: {e}"));
                match purpose {
                    Purpose::Roll { .. } => self.said = why,
                    Purpose::Angle => self.angle_checked = why,
                }
                return;
            }
        };
        let (block_symbols, logo) = (dice.block_symbols, dice.logo_on);
        let wanted = match &purpose {
            Purpose::Roll { wanted, .. } => Some(wanted.clone()),
            Purpose::Angle => None,
        };
        self.reading = Some(BackgroundRead::start(
            frame,
            purpose,
            move |frame| match &wanted {
                Some(wanted) => vision::recognize_for(frame, wanted, block_symbols, logo),
                None => vision::recognize_as(frame, false, logo),
            },
        ));
        ctx.request_repaint_after(READ_POLL);
    }

    /// Takes the read in flight if it has come back: shows its frame with the dice, and for a
    /// roll still asked (the match unchanged since the read began) holds the dice against it;
    /// a roll's read that comes back after the match moved on is shown but applied to nothing.
    fn collect(&mut self, ctx: &egui::Context, dice: &TrayDice, changes: u64) -> Option<Input> {
        let done = match self.reading.take()?.finished() {
            Ok(done) => done,
            Err(running) => {
                self.reading = Some(running);
                ctx.request_repaint_after(READ_POLL);
                return None;
            }
        };
        let found = match done.dice {
            Ok(found) => found,
            Err(why) => {
                match done.purpose {
                    Purpose::Roll { .. } => self.said = Some(why),
                    Purpose::Angle => self.angle_checked = Some(why),
                }
                return None;
            }
        };
        self.shown_at = Some(changes);
        match done.purpose {
            Purpose::Angle => {
                let own = vision::tilt::of_photo(&found);
                self.seen(ctx, &done.frame, found);
                self.angle_checked = Some(match own {
                    Some(t) => format!("This frame: about {t:.0}° off straight down."),
                    None => "No 4 or 5 read in this frame: put one in the tray, in view, and \
                             check again."
                        .to_string(),
                });
                None
            }
            Purpose::Roll { wanted, at } => {
                let found = self.seen(ctx, &done.frame, found);
                if at != changes {
                    // The match changed: the roll the read was for is settled (an unsure
                    // guess of that time goes with it, in `show`).
                    self.said = Some(
                        "The dice were read after their roll was settled another way: nothing \
                         was applied from the camera."
                            .into(),
                    );
                    return None;
                }
                self.judge(&found, &wanted, dice, at)
            }
        }
    }

    /// With a live camera and a roll asked: takes a frame each tick and keeps the one on which
    /// the dice come to rest, to be read.
    fn watch(&mut self, ctx: &egui::Context) {
        let Some(camera) = self.camera.as_mut().filter(|c| c.live()) else {
            return;
        };
        match camera.frame() {
            Ok(frame) => {
                // The view follows the camera, but a read the referee is still asked about
                // stays on screen with its boxes.
                if self.unsure.is_none() {
                    self.show_frame(ctx, &frame);
                    self.shown_at = None;
                }
                if self.settle.frame(&frame) {
                    self.settled = Some(frame);
                }
            }
            Err(e) => self.said = Some(format!("No frame: {e}")),
        }
        ctx.request_repaint_after(std::time::Duration::from_millis(100));
    }

    /// The dice `found` in `frame`, taken through the camera's remembered tilt, and the frame
    /// shown with them drawn on it.
    fn seen(
        &mut self,
        ctx: &egui::Context,
        frame: &vision::RgbImage,
        mut found: Vec<vision::Detection>,
    ) -> Vec<vision::Detection> {
        self.tilt.read(&mut found);
        self.show_frame(
            ctx,
            &vision::draw::annotate(frame, &found, &[], vision::SURE_AT),
        );
        found
    }

    /// Shows `frame` as the camera's view.
    fn show_frame(&mut self, ctx: &egui::Context, frame: &vision::RgbImage) {
        let size = [frame.width() as usize, frame.height() as usize];
        let image = ColorImage::from_rgb(size, frame.as_raw());
        self.texture = Some(ctx.load_texture("camera-frame", image, TextureOptions::LINEAR));
    }

    /// Holds the dice `found` for a roll against the dice it `wanted`: a sure read is the
    /// input to apply; anything else waits for the referee's word, for the roll asked at `at`.
    fn judge(
        &mut self,
        found: &[vision::Detection],
        wanted: &[rules::DieKind],
        dice: &TrayDice,
        at: u64,
    ) -> Option<Input> {
        match vision::read(found, wanted, &dice.mapping, vision::SURE_AT) {
            Reading::Sure(roll) => {
                let shown: Vec<String> = roll.dice.iter().map(ToString::to_string).collect();
                self.said = Some(format!("Read {}: sure, applied.", shown.join(", ")));
                self.unsure = None;
                Some(Input::Dice(roll))
            }
            Reading::NeedsConfirmation { guess, mut reasons } => {
                reasons.extend(self.tilt.why_asked().map(str::to_string));
                self.said = Some(NEEDS_WORD.into());
                self.unsure = Some((guess, reasons, at));
                None
            }
        }
    }
}

/// The line over a read that waits for the referee's word.
pub const NEEDS_WORD: &str = "The read needs your word before it counts:";

/// The camera's photo as the window names it (for a screen reader, and tests).
pub const PHOTO: &str = "The camera's photo of the dice tray";

/// How often the window looks whether a read running on its own thread has come back.
const READ_POLL: std::time::Duration = std::time::Duration::from_millis(30);

/// The camera's angle in a line for the referee, from the tilt its latest reads measured
/// ([`vision::tilt::CameraTilt::remembered`]), and whether it is so far off that every read
/// asks.
pub fn angle_words(remembered: Option<f32>) -> (String, bool) {
    match remembered {
        None => (
            "Camera angle: not measured yet, so every read asks (a 4 or a 5 in the tray, or \
             the check below, measures it)."
                .into(),
            false,
        ),
        Some(t) if t >= vision::tilt::ASK_FROM => (
            format!(
                "Camera angle: about {t:.0}° off straight down, so every read asks: point it \
                 straight down over the tray."
            ),
            true,
        ),
        Some(t) => (
            format!("Camera angle: about {t:.0}° off straight down: fine."),
            false,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::angle_words;

    #[test]
    fn the_angle_is_named_and_a_camera_too_far_off_told_what_to_do() {
        let (unknown, tilted) = angle_words(None);
        assert!(unknown.contains("not measured yet") && !tilted, "{unknown}");
        let (fine, tilted) = angle_words(Some(12.4));
        assert!(
            fine.contains("about 12°") && fine.ends_with("fine.") && !tilted,
            "{fine}"
        );
        // From vision::tilt::ASK_FROM (25°) every read asks, and the line says why and what to do.
        let (off, tilted) = angle_words(Some(25.0));
        assert!(
            off.contains("every read asks") && off.contains("point it straight down") && tilted
        );
        assert!(!angle_words(Some(24.9)).1);
    }
}
