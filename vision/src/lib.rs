//! Nuffle's eyes on the dice tray: dice recognition in images, camera frames and settling.
//!
//! [`recognize`] turns an image into dice (value, confidence, box); [`read`] holds them against
//! the dice a rules prompt asks for and says whether they can be taken as they are or need the
//! referee's confirmation; [`eval`] measures the recogniser on a labelled folder; [`camera`]
//! gives frames (a folder of images stands in for a webcam); [`settle`] says when the dice
//! have stopped moving. It knows nothing of matches beyond the dice a prompt asks for.

pub mod blobs;
pub mod camera;
pub mod dataset;
pub mod detection;
pub mod draw;
pub mod error;
pub mod eval;
pub mod reading;
pub mod recognize;
pub mod settle;

pub use detection::{BBox, Detection};

/// The confidence at which the app takes a camera read without asking. The recogniser's
/// confidences stop at 0.95 today and, measured (`nuffle vision eval`), far more than 1 in 500
/// of its reads at any threshold are wrong: so until it earns it, every camera read is shown
/// to the referee to confirm.
pub const SURE_AT: f32 = 0.99;
pub use error::VisionError;
pub use reading::{BlockMapping, Reading, read};
pub use recognize::recognize;
