//! Nuffle's eyes on the dice tray: dice recognition in images and camera capture.
//!
//! It turns an image into dice (kind, value, confidence, box) and knows nothing of matches or
//! rules beyond the dice a prompt asks for. Nothing is built yet: recognition, the camera and
//! the evaluation command arrive with the vision issue.
