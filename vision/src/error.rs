//! What can go wrong reading images, folders and cameras, in words that say what to do.

use std::path::PathBuf;

/// A vision error.
#[derive(Debug, thiserror::Error)]
pub enum VisionError {
    /// An image that could not be read.
    #[error("cannot read the image {path}: {source}")]
    Image {
        /// The file.
        path: PathBuf,
        /// Why.
        source: image::ImageError,
    },
    /// A folder or file that could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A label file line that is not `class cx cy w h`.
    #[error("{path} line {line}: {why}")]
    Label {
        /// The label file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// What is wrong.
        why: String,
    },
    /// A labelled folder without images.
    #[error(
        "{0} has no images/ folder with .jpg or .png files: give a folder with images/ and labels/"
    )]
    NoImages(PathBuf),
    /// A model file that cannot be used.
    #[error("the dice model cannot be used: {0}")]
    Model(String),
    /// A camera problem.
    #[error("{0}")]
    Camera(String),
}
