//! Where frames come from. A [`Camera`] gives one frame at a time; [`FolderCamera`] plays a
//! folder of images in name order, round and round, so the tests and the window run without a
//! webcam. A real webcam (`webcam`, nokhwa) comes with the opt-in `camera` feature: it
//! needs libclang to build, so the default build needs no system package.

use std::path::{Path, PathBuf};

use image::RgbImage;

use crate::error::VisionError;

/// A source of frames.
pub trait Camera {
    /// What to call it in the window.
    fn name(&self) -> String;
    /// The next frame.
    fn frame(&mut self) -> Result<RgbImage, VisionError>;
    /// Whether it shows the tray as it is now (a webcam), so it is watched frame by frame and
    /// read when the dice come to rest; a folder of photos is read only when asked.
    fn live(&self) -> bool {
        false
    }
}

/// A virtual camera playing the images of a folder.
#[derive(Debug, Clone)]
pub struct FolderCamera {
    dir: PathBuf,
    files: Vec<PathBuf>,
    next: usize,
    live: bool,
}

impl FolderCamera {
    /// Opens `dir`; it must hold at least one `.jpg`, `.jpeg` or `.png`.
    pub fn open(dir: &Path) -> Result<FolderCamera, VisionError> {
        let entries = std::fs::read_dir(dir).map_err(|source| VisionError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.extension().and_then(|e| e.to_str()).is_some_and(|e| {
                    matches!(e.to_ascii_lowercase().as_str(), "jpg" | "jpeg" | "png")
                })
            })
            .collect();
        files.sort();
        if files.is_empty() {
            return Err(VisionError::Camera(format!(
                "{} holds no .jpg or .png images to play as a camera",
                dir.display()
            )));
        }
        Ok(FolderCamera {
            dir: dir.to_path_buf(),
            files,
            next: 0,
            live: false,
        })
    }

    /// The same folder played as a live camera: its images are frames watched one after
    /// another, as a webcam's would be (for tests and demonstrations of settle detection).
    pub fn playing(self) -> FolderCamera {
        FolderCamera { live: true, ..self }
    }

    /// How many images it plays.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Never: a folder camera has at least one image.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }
}

impl Camera for FolderCamera {
    fn name(&self) -> String {
        format!("images in {}", self.dir.display())
    }

    fn live(&self) -> bool {
        self.live
    }

    fn frame(&mut self) -> Result<RgbImage, VisionError> {
        let path = &self.files[self.next % self.files.len()];
        self.next = (self.next + 1) % self.files.len();
        load(path)
    }
}

/// Opens the camera a setting names: `webcam N` (or `webcam N WIDTHxHEIGHT`) for a webcam from
/// [`list`] (with the `camera` feature); `frames DIR` for a folder played as a live camera's
/// frames ([`FolderCamera::playing`]); anything else a folder of photos read one at a time.
pub fn open(setting: &str) -> Result<Box<dyn Camera>, VisionError> {
    let words: Vec<&str> = setting.split_whitespace().collect();
    if let Some(dir) = setting.trim().strip_prefix("frames ") {
        return Ok(Box::new(
            FolderCamera::open(Path::new(dir.trim()))?.playing(),
        ));
    }
    match words.as_slice() {
        ["webcam", rest @ ..] => {
            let bad = || {
                VisionError::Camera(format!(
                    "`{setting}` does not name a webcam: write `webcam 0`, or `webcam 0 1280x720`"
                ))
            };
            let (index, resolution) = match rest {
                [index] => (index, None),
                [index, size] => (index, Some(size)),
                _ => return Err(bad()),
            };
            let index: u32 = index.parse().map_err(|_| bad())?;
            let resolution = match resolution {
                None => None,
                Some(size) => {
                    let (w, h) = size.split_once(['x', 'X']).ok_or_else(bad)?;
                    Some((w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?))
                }
            };
            open_webcam(index, resolution)
        }
        _ => Ok(Box::new(FolderCamera::open(Path::new(setting.trim()))?)),
    }
}

#[cfg(feature = "camera")]
fn open_webcam(index: u32, resolution: Option<(u32, u32)>) -> Result<Box<dyn Camera>, VisionError> {
    Ok(Box::new(crate::webcam::Webcam::open(index, resolution)?))
}

#[cfg(not(feature = "camera"))]
fn open_webcam(_: u32, _: Option<(u32, u32)>) -> Result<Box<dyn Camera>, VisionError> {
    match list() {
        Err(why) => Err(why),
        Ok(_) => Err(VisionError::Camera("no webcam support".into())),
    }
}

/// Reads an image file as RGB.
pub fn load(path: &Path) -> Result<RgbImage, VisionError> {
    Ok(image::open(path)
        .map_err(|source| VisionError::Image {
            path: path.to_path_buf(),
            source,
        })?
        .to_rgb8())
}

/// The webcams this build can open (built with the `camera` feature).
#[cfg(feature = "camera")]
pub fn list() -> Result<Vec<String>, VisionError> {
    crate::webcam::list()
}

/// The webcams this build can open: none without the `camera` feature, and it says how to get
/// it.
#[cfg(not(feature = "camera"))]
pub fn list() -> Result<Vec<String>, VisionError> {
    Err(VisionError::Camera(
        "this Nuffle was built without webcam support: build it with `cargo build --release \
         --features camera` (needs libclang, e.g. Debian's libclang-dev). Meanwhile a folder \
         of photos works as a camera (Settings), and `nuffle vision detect PHOTO` reads dice \
         in photos"
            .into(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(setting: &str) -> String {
        match open(setting) {
            Ok(camera) => panic!("{setting} opened {}", camera.name()),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn a_camera_setting_that_names_no_camera_says_how_to_write_one() {
        for bad in [
            "webcam",
            "webcam one",
            "webcam 0 wide",
            "webcam 0 640x",
            "webcam 0 1 2",
        ] {
            assert!(
                refusal(bad).contains("write `webcam 0`"),
                "{bad}: {}",
                refusal(bad)
            );
        }
        assert!(refusal("/nonexistent/folder").contains("cannot read /nonexistent/folder"));
    }

    #[test]
    fn frames_dir_plays_a_folder_as_a_live_camera() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        RgbImage::new(4, 4).save(dir.path().join("a.png"))?;
        let setting = dir.path().display().to_string();
        assert!(!open(&setting)?.live());
        let mut live = open(&format!("frames {setting}"))?;
        assert!(live.live());
        assert_eq!(live.frame()?.dimensions(), (4, 4));
        Ok(())
    }

    #[cfg(not(feature = "camera"))]
    #[test]
    fn a_webcam_in_a_build_without_webcam_support_says_how_to_build_one() {
        assert!(refusal("webcam 0").contains("--features camera"));
    }

    #[cfg(feature = "camera")]
    #[test]
    fn a_webcam_that_is_not_there_says_so() {
        assert!(refusal("webcam 97").contains("cannot open webcam 97"));
    }
}
