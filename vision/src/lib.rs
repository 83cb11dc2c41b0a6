//! Nuffle's eyes on the dice tray: dice recognition in images, camera frames and settling.
//!
//! [`recognize`] turns an image into dice (value, confidence, box): the pips say where the dice
//! are, a small network trained here ([`cnn`], [`train`]) reads each face; [`read`] holds them against
//! the dice a rules prompt asks for and says whether they can be taken as they are or need the
//! referee's confirmation; [`eval`] measures the recogniser on a labelled folder; [`camera`]
//! gives frames (a folder of images stands in for a webcam); [`settle`] says when the dice
//! have stopped moving. It knows nothing of matches beyond the dice a prompt asks for.

pub mod blobs;
pub mod camera;
pub mod cnn;
pub mod crop;
pub mod dataset;
pub mod detection;
pub mod draw;
pub mod error;
pub mod eval;
pub mod reading;
pub mod recognize;
pub mod settle;
pub mod train;

pub use detection::{BBox, Detection};

/// The confidence at which the app takes a camera read without asking; below it the referee
/// confirms. Measured (`nuffle vision eval`, byler-d6): at 0.998 about a third of the dice are
/// taken unasked and none of them was wrong (0 of 106 on the test split, 0 of 450 on the
/// training split; at 0.995 one of 132 test dice was).
pub const SURE_AT: f32 = 0.998;
pub use error::VisionError;
pub use reading::{BlockMapping, Reading, read};
pub use recognize::recognize;
