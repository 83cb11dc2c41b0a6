//! Block dice read by their symbols (experimental): the dice are found by their colour against
//! the tray ([`crate::patches`]; a symbol has no pips to find), and each face is read by a
//! network trained only on procedurally drawn block dice ([`crate::synth`]) with the photos'
//! pip dice as "not a block die". No labelled photos of real block dice exist, so how well it
//! reads them is not known: every read is marked unsure ([`UNMEASURED`]) and the referee
//! confirms it.

use std::sync::OnceLock;

use image::RgbImage;
use rules::DieKind;

use crate::cnn::Cnn;
use crate::detection::Detection;
use crate::patches::patches;
use crate::recognize::{LogoFace, WHOLE_DIE, read_faces, suppress_overlaps};

/// The shipped block-die reader.
static MODEL: &[u8] = include_bytes!("../models/block.cnn");

/// The most a block-die read may be trusted until the reader is measured on real photos: below
/// [`crate::SURE_AT`], so the referee always confirms.
pub const UNMEASURED: f32 = 0.9;
const _: () = assert!(UNMEASURED < crate::SURE_AT, "block reads must always ask");

/// The shipped block-die reader (`None` only if the build's model file is broken).
pub fn model() -> Option<&'static Cnn> {
    static CNN: OnceLock<Option<Cnn>> = OnceLock::new();
    CNN.get_or_init(|| Cnn::from_bytes(MODEL).ok()).as_ref()
}

/// The block dice in `image`, each with its face's class (1-5, [`Detection::block_face`]) and
/// the network's confidence, capped at [`UNMEASURED`].
pub fn recognize_blocks(image: &RgbImage) -> Vec<Detection> {
    match model() {
        Some(cnn) => read_blocks(image, cnn)
            .into_iter()
            .map(|d| Detection {
                confidence: d.confidence.min(UNMEASURED),
                ..d
            })
            .collect(),
        None => Vec::new(),
    }
}

/// [`recognize_blocks`] with this reader, confidence not capped (for measuring it). A photo
/// taken in a dim room is brightened first, as for pip dice ([`crate::exposure`]).
pub fn read_blocks(image: &RgbImage, cnn: &Cnn) -> Vec<Detection> {
    let brightened = crate::exposure::brightened(image);
    let image = brightened.as_ref().unwrap_or(image);
    let mut dice: Vec<Detection> = read_faces(
        image,
        patches(image, &[]),
        std::slice::from_ref(cnn),
        &WHOLE_DIE,
        LogoFace::default(),
    )
    .into_iter()
    .map(|d| Detection {
        kind: DieKind::Block,
        ..d
    })
    .collect();
    suppress_overlaps(&mut dice, false);
    dice
}
