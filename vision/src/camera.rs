//! Where frames come from. A [`Camera`] gives one frame at a time; [`FolderCamera`] plays a
//! folder of images in name order, round and round, so the tests and the window run without a
//! webcam. A real webcam (nokhwa) is not built yet: it needs libclang to build, and will sit
//! behind an opt-in `camera` feature so the default build and CI need no system package.

use std::path::{Path, PathBuf};

use image::RgbImage;

use crate::error::VisionError;

/// A source of frames.
pub trait Camera {
    /// What to call it in the window.
    fn name(&self) -> String;
    /// The next frame.
    fn frame(&mut self) -> Result<RgbImage, VisionError>;
}

/// A virtual camera playing the images of a folder.
#[derive(Debug, Clone)]
pub struct FolderCamera {
    dir: PathBuf,
    files: Vec<PathBuf>,
    next: usize,
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
        })
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

    fn frame(&mut self) -> Result<RgbImage, VisionError> {
        let path = &self.files[self.next % self.files.len()];
        self.next = (self.next + 1) % self.files.len();
        load(path)
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

/// The webcams this build can open: none without camera support, and it says how to get it.
pub fn list() -> Result<Vec<String>, VisionError> {
    Err(VisionError::Camera(
        "this Nuffle was built without webcam support (it needs libclang to build and is not \
         written yet; it will come behind `--features camera`). Enter dice by hand or from the \
         dice tower; `nuffle vision detect PHOTO` reads dice in photos"
            .into(),
    ))
}
