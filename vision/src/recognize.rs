//! Six-sided pip dice in an image: found by their pips and their colour, read by the network.
//!
//! 1. The pip finder ([`crate::pip_finder`]) groups pips into dice, each valued by its pips.
//! 2. With the network ([`recognize`]): those groups, and the patches off the tray no group
//!    covers ([`crate::patches`]), are places to look, each moved onto the middle of its die;
//!    the network reads each place's face (or says no die is there), looks again on the die's
//!    patch where the die is larger than the pips made it, and of overlapping dice the most
//!    confident stays; an unsure die of a size unlike the photo's sure dice is read again at
//!    theirs ([`crate::photo_size`]). The pip counts of step 1 stand only without a usable
//!    network.

use image::RgbImage;
use serde::{Deserialize, Serialize};

use std::sync::OnceLock;

use crate::cnn::{CLASSES, Cnn, LOGO};
use crate::crop::Sampled;
use crate::detection::Detection;
use crate::patches::OffTray;
use crate::pip_finder::{self, Candidate, Params, candidates};
use crate::scale;
use crate::tilt;

/// The dice in `image`: located by their pips, each face then read by the networks
/// ([`crate::cnn`], [`readers`]), which also drop what is not a die. Confidence is the
/// networks' mean probability for the value they read.
/// A logo on a face stands for a 6 ([`LogoFace::Six`]); [`recognize_logo_on`] for dice that
/// put it on the 1.
pub fn recognize(image: &RgbImage) -> Vec<Detection> {
    recognize_logo_on(image, LogoFace::default())
}

/// [`recognize`] for dice whose logo is on `logo`'s face.
pub fn recognize_logo_on(image: &RgbImage, logo: LogoFace) -> Vec<Detection> {
    recognize_using(image, &Params::default(), readers(), logo)
}

/// The dice in `image` with these knobs and face readers; with none, by pips alone (and
/// marked unsure: a build whose models are broken still finds dice, but asks about every one).
/// A logo in place of pips reads as `logo`'s value. An image whose dice are much larger or
/// smaller than those the knobs were tuned on is read scaled so they are not, and a photo
/// taken in a dim room brightened ([`scale::read_scaled`]); the boxes are the image's own.
pub fn recognize_using(
    image: &RgbImage,
    p: &Params,
    readers: &[Cnn],
    logo: LogoFace,
) -> Vec<Detection> {
    let Read { mut dice, faces } = scale::read_scaled(image, |image, off_tray| {
        recognize_at_scale(image, off_tray, p, readers, logo)
    });
    // The tilt is measured in the image's own pixels: one stretched to read shows its faces
    // squashed as the stretch made them, not as the camera saw them.
    let squashes: Vec<tilt::FaceSquash> = faces
        .iter()
        .filter_map(|f| tilt::squash_of_face(f))
        .collect();
    tilt::mark(&mut dice, tilt::of_faces(&squashes));
    dice
}

/// What [`recognize_at_scale`] reads: the dice, and the pips' centres of each face read as
/// the 4 or 5 the pip finder counted on it (how the camera is tilted, [`tilt`]).
struct Read {
    dice: Vec<Detection>,
    faces: Vec<Vec<(f32, f32)>>,
}

impl scale::Stretch for Read {
    fn stretched(self, across: f32, down: f32) -> Self {
        Read {
            dice: self.dice.stretched(across, down),
            faces: self
                .faces
                .into_iter()
                .map(|pips| {
                    pips.into_iter()
                        .map(|(x, y)| (x * across, y * down))
                        .collect()
                })
                .collect(),
        }
    }
}

/// [`recognize_using`] on an image whose dice are about the size the knobs were tuned for, its
/// pixels off the tray `off_tray`.
fn recognize_at_scale(
    image: &RgbImage,
    off_tray: &OffTray,
    p: &Params,
    readers: &[Cnn],
    logo: LogoFace,
) -> Read {
    if readers.is_empty() {
        let dice = recognize_with(image, p)
            .into_iter()
            .map(|d| Detection {
                confidence: d.confidence.min(0.5),
                ..d
            })
            .collect();
        return Read {
            dice,
            faces: Vec::new(),
        };
    }
    let mut dice = Vec::new();
    // Where a second look has been taken: two places found on one die share its patch.
    let mut looked_again: Vec<(f32, f32)> = Vec::new();
    // The faces read as the pips the finder counted on them, 4s and 5s: the camera's tilt.
    let mut faces = Vec::new();
    for Candidate {
        die: found,
        part_of_a_face,
        pips,
    } in places_to_read(image, p, off_tray)
    {
        let (place, second) = off_tray.places(&found);
        let probs = face(image, &place, readers, &FOUND);
        let read = as_die(place, &probs, logo);
        if (4..=5).contains(&pips.len())
            && read
                .as_ref()
                .is_some_and(|d| usize::from(d.value) == pips.len() && !d.logo)
        {
            faces.push(pips);
        }
        if let Some(second) = second
            && !looked_again.contains(&second.bbox.centre())
        {
            looked_again.push(second.bbox.centre());
            let again = face(image, &second, readers, &WHOLE_DIE);
            dice.extend(as_die(second, &again, logo));
        }
        dice.extend(read.map(|d| {
            if part_of_a_face && d.value == 1 {
                Detection {
                    confidence: d.confidence.min(PART_READ_AS_ONE),
                    ..d
                }
            } else {
                d
            }
        }));
    }
    suppress_overlaps(&mut dice, false);
    crate::photo_size::read_again(image, off_tray, &mut dice, readers, logo);
    ask_about_faces_too_close(&mut dice);
    Read { dice, faces }
}

/// Two dice stand at least a side apart, centre to centre, however they are turned, and a
/// die's box is one to 1.41 sides wide. Two faces read closer than [`TOO_CLOSE`] of the wider
/// box are most often faces of one die (a camera tilted off the vertical shows a die's sides,
/// pips and all, beside its top face) or one die found twice, at worst two dice turned 45
/// degrees touching: both are asked about ([`FACE_OF_ONE_DIE`]), since which is a top face is
/// not known.
fn ask_about_faces_too_close(dice: &mut [Detection]) {
    let centres: Vec<((f32, f32), f32)> = dice
        .iter()
        .map(|d| (d.bbox.centre(), d.bbox.side()))
        .collect();
    for (i, d) in dice.iter_mut().enumerate() {
        let ((x, y), w) = centres[i];
        let crowded = centres
            .iter()
            .enumerate()
            .any(|(j, &((ox, oy), ow))| j != i && (x - ox).hypot(y - oy) < TOO_CLOSE * w.max(ow));
        if crowded {
            d.confidence = d.confidence.min(FACE_OF_ONE_DIE);
        }
    }
}

/// How close two faces' centres may be, in widths of the wider box, for both to be dice.
const TOO_CLOSE: f32 = 0.8;

/// The most sure a face read too close to another may be ([`ask_about_faces_too_close`]).
const FACE_OF_ONE_DIE: f32 = 0.9;
const _: () = assert!(
    FACE_OF_ONE_DIE < crate::SURE_AT,
    "faces of one die must ask"
);

/// The shipped face readers: one recipe (`train::Schedule::default`, on the train split with its
/// label mistakes mended, its copies on other trays and under other light; `examples/train.rs`)
/// trained with seeds 1, 2 and 3. Their average is more often right than any one of
/// them, and more careful about being sure (seeds alone move the test split's value accuracy by
/// more than a point; docs/performance.md).
static MODELS: [&[u8]; 3] = [
    include_bytes!("../models/d6-seed1.cnn"),
    include_bytes!("../models/d6-seed2.cnn"),
    include_bytes!("../models/d6-seed3.cnn"),
];

/// The shipped face readers (empty only if a model file of the build is broken).
pub fn readers() -> &'static [Cnn] {
    static CNNS: OnceLock<Vec<Cnn>> = OnceLock::new();
    CNNS.get_or_init(|| {
        MODELS
            .iter()
            .map(|bytes| Cnn::from_bytes(bytes))
            .collect::<Result<Vec<Cnn>, _>>()
            .unwrap_or_default()
    })
}

/// The ways a face is read, in the order they are taken up: a turn ([`crate::crop::crop`]'s
/// symmetries: as it is, upside down, a quarter either way) and a size (times the place's).
pub type View = (u8, f32);

/// The views of a place that covers the whole die (a patch off the tray, a labelled box): the
/// four turns at its own size.
pub const WHOLE_DIE: [View; 4] = [(0, 1.0), (2, 1.0), (1, 1.0), (3, 1.0)];

/// The views of a place the pip finder offers ([`located`]): each turn at the place's own size
/// and at 1.4 times it. The finder's places are smaller than the die (a median three quarters
/// of the labelled box, a tenth under 0.58) and a little off its middle, so a crop of the place
/// alone can hold only some of the pips and read a 2 as a 1; the larger crop holds the whole
/// die, as the readers were mostly trained. On the held-out fold reading at 1.0
/// and 1.4 took the values from 92.1 % to 94.7 % and recall from 97.9 % to 99.0 % (1.0 and
/// 1.2: 94.0 %; 1.3 alone: 93.6 %).
pub const FOUND: [View; 8] = [
    (0, 1.0),
    (0, 1.4),
    (2, 1.0),
    (2, 1.4),
    (1, 1.0),
    (1, 1.4),
    (3, 1.0),
    (3, 1.4),
];

/// After a round of reads, a place this sure (the reads' average) of being no die (class 0), or
/// of one value, is read no more: most places the finders offer are clearly dice or clearly
/// not, and the unclear ones, where more reads matter, get up to a round a view. Chosen on
/// the held-out fold (readers trained
/// without it) and on the train split, 0.995, 0.99, 0.98, 0.95 and 0.9 read the same values
/// and take the same dice unasked at [`crate::SURE_AT`]; 0.9 takes 15.8 ms a train photo
/// against 21.9 ms for 0.995 (0.8 begins to change values).
const CLEAR: f32 = 0.9;

/// Reads each located die's face (`face`) and keeps the places that hold a die, each with
/// the value read and its average probability as its confidence, a logo read as `logo`'s
/// value. With no reader or no view, nothing is read.
pub fn read_faces(
    image: &RgbImage,
    located: Vec<Detection>,
    readers: &[Cnn],
    views: &[View],
    logo: LogoFace,
) -> Vec<Detection> {
    if readers.is_empty() || views.is_empty() {
        return Vec::new();
    }
    located
        .into_iter()
        .filter_map(|d| {
            let probs = face(image, &d, readers, views);
            as_die(d, &probs, logo)
        })
        .collect()
}

/// A place's face read by every reader, their probabilities averaged over the readers and the
/// views: in each round every reader reads the face once, each in another of `views` (the
/// first round of three readers sees three), until the average is [`CLEAR`] or every reader
/// has read every view. All zero with no reader or no view.
pub(crate) fn face(
    image: &RgbImage,
    d: &Detection,
    readers: &[Cnn],
    views: &[View],
) -> [f32; CLASSES] {
    let (cx, cy) = d.bbox.centre();
    let mut crops: Vec<Option<Vec<f32>>> = vec![None; views.len()];
    // The image is sampled once a size; the turns of that square are its pixels moved.
    let mut sampled: Vec<(f32, Sampled)> = Vec::new();
    let mut sum = [0f32; CLASSES];
    let mut read = 0;
    for round in 0..views.len() {
        for (k, cnn) in readers.iter().enumerate() {
            let at = (k + round) % views.len();
            let (turn, scale) = views[at];
            let input = crops[at].get_or_insert_with(|| {
                let square = match sampled.iter().position(|(s, _)| *s == scale) {
                    Some(i) => &sampled[i].1,
                    None => {
                        sampled.push((scale, Sampled::of(image, cx, cy, d.bbox.w * scale)));
                        &sampled[sampled.len() - 1].1
                    }
                };
                square.turned(turn)
            });
            let p = cnn.classify(input);
            sum.iter_mut().zip(p).for_each(|(a, b)| *a += b);
            read += 1;
        }
        if sum.iter().any(|&p| p / read as f32 >= CLEAR) {
            break;
        }
    }
    sum.map(|p| p / read.max(1) as f32)
}

/// Which face of the dice carries a logo in place of pips, and so which value a logo reads as:
/// a setting, as GW's dice (Blood Bowl's among them) put their logo on the 6 and some other
/// dice on the 1. The readers learnt logos from drawn dice alone (no photos of logo dice are
/// here), so a read that only the logo makes sure asks first ([`LOGO_UNMEASURED`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogoFace {
    /// The logo is on the 1.
    One,
    /// The logo is on the 6 (GW's dice).
    #[default]
    Six,
}

impl LogoFace {
    /// The value a logo reads as.
    pub fn value(self) -> u8 {
        match self {
            LogoFace::One => 1,
            LogoFace::Six => 6,
        }
    }
}

impl std::str::FromStr for LogoFace {
    type Err = String;

    /// `1` or `6` (also `one`, `six`).
    fn from_str(text: &str) -> Result<LogoFace, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "1" | "one" => Ok(LogoFace::One),
            "6" | "six" => Ok(LogoFace::Six),
            other => Err(format!("`{other}` is not a face a logo is on: give 1 or 6")),
        }
    }
}

/// The most a read of 1 may be trusted where the pip finder saw a pip that pairs with another
/// on its face ([`Candidate::part_of_a_face`]): a crop round one pip of a 2 whose pips are
/// small for the die shows a pip in the middle of a face, and was read as a sure 1 (drawn 2s).
const PART_READ_AS_ONE: f32 = 0.99;
const _: () = assert!(
    PART_READ_AS_ONE < crate::SURE_AT,
    "parts of a face must ask"
);

/// The most a read may be trusted when only the logo makes it sure: the logo's value is a
/// convention of the dice, not something seen, and the readers learnt logos from drawn dice
/// alone, so the referee confirms (below [`crate::SURE_AT`]).
pub const LOGO_UNMEASURED: f32 = 0.9;
const _: () = assert!(LOGO_UNMEASURED < crate::SURE_AT, "logo reads must ask");

/// The die at place `d` as read (`probs`, [`face`]): its most likely value, that value's
/// probability its confidence; none when "no die" is more likely than not. A logo
/// ([`LOGO`]) counts as `logo`'s value, whose probability is then its pips' and the
/// logo's together; where the pips alone are not as sure as that, the read is at most
/// [`LOGO_UNMEASURED`] sure, and where the logo gave it more than the pips did, the die is
/// marked as read from a logo ([`Detection::logo`]).
pub(crate) fn as_die(d: Detection, probs: &[f32; CLASSES], logo: LogoFace) -> Option<Detection> {
    if probs[0] > 0.5 {
        return None;
    }
    let logo = usize::from(logo.value());
    let mut values = [0f32; LOGO];
    values[1..].copy_from_slice(&probs[1..LOGO]);
    values[logo] += probs[LOGO];
    let value = (1..LOGO).max_by(|&a, &b| values[a].total_cmp(&values[b]))?;
    let confidence = if value == logo {
        probs[logo].max(values[logo].min(LOGO_UNMEASURED))
    } else {
        values[value]
    };
    Some(Detection {
        value: value as u8,
        confidence,
        logo: value == logo && probs[LOGO] > probs[logo],
        ..d
    })
}

/// Every place a die may be, for the face reader: the pip finder's candidates and the patches
/// off the tray it misses ([`OffTray::patches`]), each moved onto the middle of its die where
/// the die stands alone, and the second places where the recogniser looks again at a die
/// larger than the finder thought ([`OffTray::places`]; read in the [`WHOLE_DIE`] views, as a
/// patch is).
pub fn located(image: &RgbImage, p: &Params) -> Vec<Detection> {
    let off_tray = OffTray::of(image);
    places_to_read(image, p, &off_tray)
        .iter()
        .flat_map(|c| {
            let (first, second) = off_tray.places(&c.die);
            [Some(first), second]
        })
        .flatten()
        .collect()
}

/// The places the readers learn from ([`crate::train::samples`]): [`located`]'s without the
/// second places ([`OffTray::places`]). Training on those as well read the
/// held-out fold no better (seeds 1 and 2, both places always read: 273 of 283 against 272 of
/// 282, as many dice taken unasked). The shipped models were trained on the places of a pip
/// finder before its pattern joins, which change six places of the train split, so
/// `examples/train.rs` now makes slightly different models.
pub fn trained_places(image: &RgbImage, p: &Params) -> Vec<Detection> {
    let off_tray = OffTray::of(image);
    places_to_read(image, p, &off_tray)
        .iter()
        .map(|c| off_tray.recentre(&c.die))
        .collect()
}

/// The places to read: the pip finder's ([`pip_finder::found`]) and the patches off the tray it
/// misses, as found (not yet moved onto their die).
fn places_to_read(image: &RgbImage, p: &Params, off_tray: &OffTray) -> Vec<Candidate> {
    let mut found = pip_finder::found(image, p);
    let dice: Vec<Detection> = found.iter().map(|c| c.die.clone()).collect();
    found.extend(off_tray.patches(&dice).into_iter().map(|die| Candidate {
        die,
        part_of_a_face: false,
        pips: Vec::new(),
    }));
    found
}

/// The dice in `image` by pips alone, with these knobs: candidates, overlaps suppressed.
pub fn recognize_with(image: &RgbImage, p: &Params) -> Vec<Detection> {
    let mut dice = candidates(image, p);
    dice.retain(|d| d.confidence > 0.3);
    suppress_overlaps(&mut dice, true);
    dice
}

/// Two dice cannot overlap: where one die's centre lies inside another's box, only one stays:
/// the one with more pips (then the more confident) when `by_pips`, else the more confident.
/// Loose pips at a die's edge (a shadow, a corner) otherwise pose as extra dice. Read faces
/// (not `by_pips`) that overlap and disagree, the dropped one at least [`CLEAR`], leave the
/// kept one no surer than the dropped one is unsure: one of the two is wrong, and which is not
/// known (a drawn 6 whose column of three was read a sure 3 over the whole die's sure 6).
pub(crate) fn suppress_overlaps(dice: &mut Vec<Detection>, by_pips: bool) {
    dice.sort_by(|a, b| {
        let pips = if by_pips {
            b.value.cmp(&a.value)
        } else {
            std::cmp::Ordering::Equal
        };
        pips.then(b.confidence.total_cmp(&a.confidence))
    });
    let mut kept: Vec<Detection> = Vec::new();
    for d in dice.drain(..) {
        let inner = |k: &&mut Detection| {
            let (cx, cy) = k.bbox.centre();
            let (dx, dy) = d.bbox.centre();
            (cx - dx).abs() < 0.7 * k.bbox.w.max(d.bbox.w)
                && (cy - dy).abs() < 0.7 * k.bbox.h.max(d.bbox.h)
        };
        match kept.iter_mut().find(inner) {
            Some(k) if !by_pips && k.value != d.value && d.confidence >= CLEAR => {
                k.confidence = k.confidence.min(1.0 - d.confidence);
            }
            Some(_) => {}
            None => kept.push(d),
        }
    }
    *dice = kept;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cnn::XorShift;
    use crate::detection::BBox;
    use crate::synth::{Face, draw};
    use rules::DieKind;

    fn read_as(probs: [f32; CLASSES], logo: LogoFace) -> Option<(u8, f32, bool)> {
        as_die(read_at(0, 0.0, 0.0, 30.0), &probs, logo).map(|d| (d.value, d.confidence, d.logo))
    }

    /// Reads as [none, 1, 2, 3, 4, 5, 6, logo], held both ways below: a sure logo, and a die
    /// split between a 1, a 6 and the logo.
    const LOGO_READ: [f32; CLASSES] = [0.0, 0.005, 0.0, 0.0, 0.0, 0.0, 0.005, 0.99];
    const SPLIT_READ: [f32; CLASSES] = [0.0, 0.3, 0.0, 0.0, 0.0, 0.0, 0.2, 0.5];

    /// A logo stands for a 6 (GW-style dice) but is never taken unasked on its own strength;
    /// pips sure by themselves stay sure, and a logo does not outvote a likelier value. The
    /// nearest wrong ways: the logo's share dropped (the die reads 1 at 0.5 below), or
    /// counted in full (0.99 and sure).
    #[test]
    fn a_logo_reads_as_a_six_and_asks() {
        let six = LogoFace::Six;
        assert_eq!(read_as(LOGO_READ, six), Some((6, LOGO_UNMEASURED, true)));
        assert_eq!(read_as(SPLIT_READ, six), Some((6, 0.7, true)));
        let pips = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.99995, 0.00005];
        let (value, sure, by_logo) = read_as(pips, six).expect("a die");
        assert!(value == 6 && sure >= crate::SURE_AT && !by_logo, "{sure}");
        let one = [0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.04, 0.45];
        assert_eq!(read_as(one, six), Some((1, 0.5, false)));
        let none = [0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.4];
        assert_eq!(read_as(none, six), None);
    }

    /// Dice with the logo on the 1 (the setting, [`LogoFace::One`]): the logo's share goes to
    /// the 1, not the 6, and still asks. The same reads as above, the other way round: the
    /// nearest wrong way (the setting ignored) reads the split die 6 and the sure pip 1 as a
    /// logo.
    #[test]
    fn with_the_logo_on_the_one_a_logo_reads_as_a_one_and_asks() {
        let one = LogoFace::One;
        assert_eq!(read_as(LOGO_READ, one), Some((1, LOGO_UNMEASURED, true)));
        assert_eq!(read_as(SPLIT_READ, one), Some((1, 0.8, true)));
        let split_six = [0.0, 0.1, 0.0, 0.0, 0.0, 0.0, 0.55, 0.35];
        assert_eq!(read_as(split_six, one), Some((6, 0.55, false)));
        assert_eq!(read_as(split_six, LogoFace::Six), Some((6, 0.9, false)));
        let pips = [0.0, 0.99995, 0.0, 0.0, 0.0, 0.0, 0.0, 0.00005];
        let (value, sure, by_logo) = read_as(pips, one).expect("a die");
        assert!(value == 1 && sure >= crate::SURE_AT && !by_logo, "{sure}");
    }

    #[test]
    fn the_logo_setting_reads_one_or_six_and_says_what_else_to_give() {
        assert_eq!("1".parse(), Ok(LogoFace::One));
        assert_eq!(" Six ".parse(), Ok(LogoFace::Six));
        let err = "5".parse::<LogoFace>().expect_err("5 is no logo face");
        assert!(err.contains("give 1 or 6"), "{err}");
        assert_eq!(LogoFace::default().value(), 6);
    }

    /// A reader that takes every crop for "not a die" (its class-0 output far above the rest).
    fn sees_no_die() -> Cnn {
        let mut cnn = Cnn::new(7);
        cnn.f2b[0] = 1000.0;
        cnn
    }

    /// A D6 place read as `value`, `w` wide with its corner at (`x`, 0).
    fn read_at(value: u8, confidence: f32, x: f32, w: f32) -> Detection {
        Detection {
            kind: DieKind::D6,
            value,
            confidence,
            bbox: BBox { x, y: 0.0, w, h: w },
            logo: false,
            camera_tilt: None,
        }
    }

    /// Two sure faces 0.75 of a box apart are a die's top and side under a tilted camera (or
    /// one die found twice): both ask. A box apart they can be two dice, and stay sure; so
    /// does a lone die. The nearest wrong ways: only the less sure asked (the sure side face
    /// would still be taken), or dice a box apart asked too.
    #[test]
    fn faces_read_closer_than_two_dice_can_stand_are_asked_about() {
        let mut dice = vec![
            read_at(4, 0.99999, 100.0, 40.0),
            read_at(1, 0.99998, 130.0, 40.0),
            read_at(5, 0.99999, 300.0, 40.0),
            read_at(2, 0.99999, 340.0, 40.0),
            read_at(6, 0.99999, 500.0, 40.0),
        ];
        ask_about_faces_too_close(&mut dice);
        let sure: Vec<bool> = dice
            .iter()
            .map(|d| d.confidence >= crate::SURE_AT)
            .collect();
        assert_eq!(sure, [false, false, true, true, true]);
        assert_eq!(dice[0].confidence, FACE_OF_ONE_DIE);
    }

    /// A sure 3 read on a column of a 6's pips and the whole die's sure 6 overlap: one is
    /// kept, and no longer sure, so the referee is asked. A clear read that agrees, or one
    /// under [`CLEAR`] that does not, leaves it sure; pip counts (the finder's own) are not
    /// reads and overlap freely.
    #[test]
    fn overlapping_reads_that_disagree_are_not_sure() {
        let conflict = |other: Detection, by_pips| {
            let mut dice = vec![read_at(3, 0.99999, 10.0, 30.0), other];
            suppress_overlaps(&mut dice, by_pips);
            assert_eq!(dice.len(), 1, "{dice:?}");
            (dice[0].value, dice[0].confidence)
        };
        let (value, sure) = conflict(read_at(6, 0.9999, 0.0, 50.0), false);
        assert_eq!(value, 3, "the surer is kept");
        assert!(sure <= 1e-4 + 1e-6, "as unsure as the 6 is sure: {sure}");
        let (_, sure) = conflict(read_at(3, 0.9999, 0.0, 50.0), false);
        assert!(sure >= crate::SURE_AT, "agreeing reads: {sure}");
        let (_, sure) = conflict(read_at(6, 0.6, 0.0, 50.0), false);
        assert!(sure >= crate::SURE_AT, "an unclear other read: {sure}");
        let (value, sure) = conflict(read_at(6, 0.9999, 0.0, 50.0), true);
        assert_eq!(value, 6, "by pips, the more pips are kept");
        assert!(sure >= crate::SURE_AT, "{sure}");
    }

    /// Drawn 6s that the pip finder takes for two dice, a column of three pips each (blur
    /// shrinks the pips it measures): each column alone reads a sure 3. The second look on the
    /// die's patch reads the whole die too ([`crate::patches`]'s `WIDE`), so the column's 3 is
    /// contradicted and not taken. With the window at 1.2 finder widths
    /// each of these was taken unasked as a 3.
    #[test]
    fn a_six_found_by_its_columns_is_not_taken_as_a_three() {
        for seed in [121, 194, 234, 286, 294] {
            let drawn = crate::synth::draw_on_tray(Face::Pips(6), &mut XorShift(seed));
            let dice = recognize(&drawn.image);
            let read = drawn.read_in(&dice).map(|d| (d.value, d.confidence));
            assert!(
                read.is_some_and(|(value, sure)| value == 6 || sure < crate::SURE_AT),
                "seed {seed}: {read:?}"
            );
        }
    }

    /// Drawn 6s with pips small for the die, light on a light tray (no patch of their own to
    /// read whole): the pip finder left each as two rows of three, and both rows read as sure
    /// 3s that agreed, so the die was taken unasked as two 3s. The finder now joins parts that
    /// lie as a face does ([`crate::pip_finder`]), and each is read as one 6.
    #[test]
    fn a_six_with_small_pips_is_read_as_one_six() {
        for seed in [469, 580, 1183, 1327, 1435] {
            let here = reads_of_drawn(6, seed);
            assert_none_taken_wrongly(6, seed, &here);
            assert!(
                here.iter().any(|&(value, _)| value == 6),
                "seed {seed}: {here:?}"
            );
        }
    }

    /// Every read (value, confidence) whose centre lies on a drawn die showing `value` pips,
    /// drawn with `seed` on a tray ([`crate::synth::draw_on_tray`]).
    fn reads_of_drawn(value: u8, seed: u64) -> Vec<(u8, f32)> {
        let drawn = crate::synth::draw_on_tray(Face::Pips(value), &mut XorShift(seed));
        recognize(&drawn.image)
            .iter()
            .filter(|d| drawn.holds(d.bbox.centre()))
            .map(|d| (d.value, d.confidence))
            .collect()
    }

    /// No read of another value than `value` is sure enough to be taken unasked.
    fn assert_none_taken_wrongly(value: u8, seed: u64, reads: &[(u8, f32)]) {
        assert!(
            reads
                .iter()
                .all(|&(read, sure)| read == value || sure < crate::SURE_AT),
            "seed {seed}: {reads:?}"
        );
    }

    /// Drawn 2s whose pips are small for the die: the pip finder leaves the two pips apart, and
    /// the crop round each shows a pip in the middle of a face, read as a sure 1. A lone pip
    /// that pairs with another on its face ([`Candidate::part_of_a_face`]) makes its read of 1 ask.
    #[test]
    fn a_pip_of_a_two_left_in_parts_is_not_taken_as_a_one() {
        for seed in [785, 859, 886, 980, 1417] {
            let here = reads_of_drawn(2, seed);
            assert!(!here.is_empty(), "seed {seed}: found");
            assert_none_taken_wrongly(2, seed, &here);
        }
    }

    /// Drawn 2s of which the finder kept one pip alone, the other unfound or too far to pair:
    /// the pip's place is sized as a 1's, and read round the pip alone it is a sure 1. The
    /// die's patch, looked for further round a lone pip ([`OffTray::places`]), is read whole
    /// too, and its 2 makes the 1 ask.
    #[test]
    fn a_two_found_by_one_pip_is_read_whole_before_it_is_taken_as_a_one() {
        for seed in [610, 884, 933, 976] {
            let here = reads_of_drawn(2, seed);
            assert!(!here.is_empty(), "seed {seed}: found");
            assert_none_taken_wrongly(2, seed, &here);
        }
    }

    /// The readers' probabilities are averaged: two readers that see no die outvote one that
    /// does (class 0 above one half drops the place); one is outvoted by two, and takes a third
    /// of the read's confidence.
    #[test]
    fn a_face_is_read_by_the_readers_average() {
        let shipped = readers();
        assert_eq!(shipped.len(), 3, "three shipped readers");
        assert!(shipped[0] != shipped[1] && shipped[1] != shipped[2] && shipped[0] != shipped[2]);
        let mut rng = XorShift(41);
        let drawn = draw(Face::Pips(4), &mut rng);
        let place = Detection {
            kind: DieKind::D6,
            value: 0,
            confidence: 0.0,
            bbox: BBox::square(drawn.centre, drawn.size),
            logo: false,
            camera_tilt: None,
        };
        let read = |readers: &[Cnn]| {
            read_faces(
                &drawn.image,
                vec![place.clone()],
                readers,
                &WHOLE_DIE,
                LogoFace::Six,
            )
        };
        let one = read(&shipped[..1]);
        assert_eq!(
            one.len(),
            1,
            "the first reader alone finds the die: {one:?}"
        );
        assert_eq!(one[0].value, 4);
        assert!(one[0].confidence > 0.9, "{one:?}");
        let blind = sees_no_die();
        assert!(read(&[shipped[0].clone(), blind.clone(), blind.clone()]).is_empty());
        let outvoted = read(&[shipped[0].clone(), shipped[1].clone(), blind]);
        assert_eq!(outvoted.len(), 1, "{outvoted:?}");
        assert_eq!(outvoted[0].value, 4);
        assert!(
            outvoted[0].confidence <= 2.0 / 3.0 + 1e-4 && outvoted[0].confidence > 0.6,
            "{outvoted:?}"
        );
        assert!(read(&[]).is_empty(), "no reader reads nothing");
        assert!(
            read_faces(
                &drawn.image,
                vec![place.clone()],
                &shipped[..1],
                &[],
                LogoFace::Six
            )
            .is_empty(),
            "no view reads nothing"
        );
    }
}
