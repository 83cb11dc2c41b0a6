//! A die read at a size unlike the photo's sure dice is read again at theirs.
//!
//! The dice of one photo lie at one distance from the camera, so they show at about one size.
//! The pip finder sizes a die by its pips, and a die found by one pip, or by the pips along
//! one edge, is read small and off its middle: a translucent red 3 found by one gold pip was
//! read as a 2 round that pip. Read again as large as the photo's sure dice, on the square
//! near it that is fullest of pixels off the tray ([`OffTray::fullest`]), it shows its face.
//! The second read stands only where it reads another value, more surely than the first, and
//! it then asks ([`MOVED_READ`]): two reads of one die disagree.

use image::RgbImage;

use crate::cnn::Cnn;
use crate::detection::{BBox, Detection};
use crate::patches::OffTray;
use crate::recognize::{LogoFace, WHOLE_DIE, as_die, face};

/// A die is read again when its box is under `OFF_SIZE.0` or over `OFF_SIZE.1` times the
/// photo's size ([`photo_size`]). Chosen on the photos' copies:
/// 0.75 and 0.92 below read the same but for a die.
const OFF_SIZE: (f32, f32) = (0.85, 1.2);

/// How far from where it was found a die is looked for, in the photo's die sizes: the finder's
/// places sit up to a third of a die off the middle (0.2 and 0.45 read the same but for a die).
const REACH: f32 = 0.3;

/// The fewest sure dice that give a photo its size.
pub const SURE_DICE: usize = 2;

/// The most sure a die read again may be: its two reads disagree, so the referee confirms.
pub const MOVED_READ: f32 = 0.9;
const _: () = assert!(MOVED_READ < crate::SURE_AT, "a die read again asks");

/// The size of a photo's dice: the median side of its sure dice ([`crate::SURE_AT`]); none
/// with fewer than [`SURE_DICE`].
pub fn photo_size(dice: &[Detection]) -> Option<f32> {
    let mut sides: Vec<f32> = dice
        .iter()
        .filter(|d| d.confidence >= crate::SURE_AT)
        .map(|d| d.bbox.side())
        .collect();
    if sides.len() < SURE_DICE {
        return None;
    }
    sides.sort_by(f32::total_cmp);
    Some(sides[sides.len() / 2])
}

/// Whether `die` is unsure and read at a size unlike the photo's (`size`).
pub fn off_size(die: &Detection, size: f32) -> bool {
    let ratio = die.bbox.side() / size;
    die.confidence < crate::SURE_AT && !(OFF_SIZE.0..=OFF_SIZE.1).contains(&ratio)
}

/// Each unsure die of `dice` read at a size unlike the photo's sure dice, read again at their
/// size on the fullest square near it, in the [`WHOLE_DIE`] views ([`kept`] says which read
/// stands). Nothing changes in a photo with fewer than [`SURE_DICE`] sure dice.
pub fn read_again(
    image: &RgbImage,
    off_tray: &OffTray,
    dice: &mut [Detection],
    readers: &[Cnn],
    logo: LogoFace,
) {
    let Some(size) = photo_size(dice) else {
        return;
    };
    for i in 0..dice.len() {
        if !off_size(&dice[i], size) {
            continue;
        }
        let centre = off_tray.fullest(dice[i].bbox.centre(), size, REACH * size);
        let place = Detection {
            bbox: BBox::square(centre, size),
            ..dice[i].clone()
        };
        let probs = face(image, &place, readers, &WHOLE_DIE);
        let Some(again) = as_die(place, &probs, logo) else {
            continue;
        };
        let (before, after) = dice.split_at(i);
        let others: Vec<&Detection> = before.iter().chain(&after[1..]).collect();
        if let Some(moved) = kept(&dice[i], again, &others) {
            dice[i] = moved;
        }
    }
}

/// The read that stands for a die first read as `first` and again as `again`: `again`, at
/// most [`MOVED_READ`] sure, where it reads another value more surely and its middle lies in
/// no other die's box (else it read a neighbour); none (the first stays) otherwise. A surer
/// read of the same value changes nothing: the surer of two reads is no measure of either.
pub fn kept(first: &Detection, again: Detection, others: &[&Detection]) -> Option<Detection> {
    let centre = again.bbox.centre();
    let elsewhere = others.iter().any(|o| o.bbox.contains(centre));
    (again.value != first.value && again.confidence > first.confidence && !elsewhere).then(|| {
        Detection {
            confidence: again.confidence.min(MOVED_READ),
            ..again
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::DieKind;

    fn die(cx: f32, cy: f32, side: f32, value: u8, confidence: f32) -> Detection {
        Detection {
            kind: DieKind::D6,
            value,
            confidence,
            bbox: BBox::square((cx, cy), side),
            logo: false,
            camera_tilt: None,
        }
    }

    #[test]
    fn a_photos_size_is_its_sure_dices_median_and_needs_two() {
        let sure = crate::SURE_AT;
        let dice = [
            die(10.0, 10.0, 30.0, 4, sure),
            die(60.0, 10.0, 36.0, 2, 1.0),
            die(110.0, 10.0, 34.0, 6, 1.0),
            // Unsure: its size is no measure.
            die(160.0, 10.0, 12.0, 1, 0.5),
        ];
        assert_eq!(photo_size(&dice), Some(34.0));
        assert_eq!(photo_size(&dice[..1]), None, "one sure die is no measure");
        assert_eq!(photo_size(&dice[3..]), None);
    }

    #[test]
    fn only_an_unsure_die_of_another_size_is_read_again() {
        assert!(
            off_size(&die(0.0, 0.0, 25.0, 2, 0.2), 35.0),
            "0.71 of the size"
        );
        assert!(
            off_size(&die(0.0, 0.0, 44.0, 2, 0.2), 35.0),
            "1.26 of the size"
        );
        assert!(
            !off_size(&die(0.0, 0.0, 31.0, 2, 0.2), 35.0),
            "0.89 is its size"
        );
        assert!(
            !off_size(&die(0.0, 0.0, 20.0, 2, 1.0), 35.0),
            "sure dice stay"
        );
    }

    #[test]
    fn a_second_read_stands_only_for_another_value_more_surely_and_then_asks() {
        let first = die(100.0, 100.0, 20.0, 2, 0.19);
        // Another value, surer, on the die's own square: it stands, and asks.
        let again = die(100.0, 108.0, 34.0, 3, 0.46);
        let moved = kept(&first, again.clone(), &[]).expect("another value, surer");
        assert_eq!((moved.value, moved.bbox.centre()), (3, (100.0, 108.0)));
        assert!((moved.confidence - 0.46).abs() < 1e-6);
        let sure = die(100.0, 108.0, 34.0, 3, 1.0);
        let moved = kept(&first, sure, &[]).expect("surer");
        assert_eq!(moved.confidence, MOVED_READ, "two reads disagree: it asks");
        // The same value: the first read stays, however sure the second.
        assert!(kept(&first, die(100.0, 108.0, 34.0, 2, 1.0), &[]).is_none());
        // Less sure: the first stays.
        assert!(kept(&first, die(100.0, 108.0, 34.0, 3, 0.1), &[]).is_none());
        // Moved onto a neighbour: it read the neighbour, the first stays.
        let neighbour = die(100.0, 122.0, 34.0, 3, 1.0);
        assert!(kept(&first, again, &[&neighbour]).is_none());
    }
}
