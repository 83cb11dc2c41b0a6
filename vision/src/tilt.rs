//! How far the camera looks off straight down, told from the faces it reads.
//!
//! A square face seen by a camera tilted t off the vertical is squashed by cos t along the
//! tilt, however the die is turned. The pips of a 4 lie on a square's corners, and a 5 adds
//! the middle, so the spread of their centres is the same every way on a face seen from above
//! and shorter by cos t along the tilt on a tilted one ([`squash_of_face`]). A face whose pips
//! do not lie on a parallelogram (part of a 6, two dice's pips, specks in wood grain) tells
//! nothing and is left out; so are faces the readers did not read as the pips counted
//! ([`crate::recognize()`] passes only those). A photo's tilt is the upper median of its faces'
//! ([`of_faces`]).
//!
//! From about 30° off the vertical a camera sees a die's sides well enough, pips and all, for
//! a side to be read as a die, or a top face and a side together as one die (4 and 2 read as a
//! 6): on drawn trays, wrong reads taken unasked rose from none in 402 at 20° to 2 in 250 at
//! 30° and 11 in 119 at 45°. So every die of a photo
//! tilted [`ASK_FROM`] or more is asked about, and the referee is told why.
//!
//! A photo of one or two dice often has no 4 or 5 to measure by. A camera on a stand keeps its
//! tilt from one roll to the next, so [`CameraTilt`] remembers what a camera's latest photos
//! measured and lends it to a photo that measures none (the window and `nuffle vision watch`
//! read every frame of their camera through one). Until one of its photos has measured a
//! tilt, a camera's angle is not known, and its dice ask too ([`UNMEASURED`]): a camera tilted
//! 45° took 7 wrong dice of 65 on drawn rolls of one to three dice read before any measure.

use crate::detection::Detection;

/// The tilt, in degrees off straight down, from which every die of a photo is asked about.
/// Byler-d6's 250 photos from above measure 12.7° at the median and 24.65° at most (a pip's
/// centre is found to a pixel or so), drawn trays tilted 20° at most 24.97°, those tilted 30°
/// 30° at the median: 25° asks about almost no photo from above, and about 73 of the 74
/// trays at 30° that measure a tilt.
pub const ASK_FROM: f32 = 25.0;

/// The most a die read in a photo tilted [`ASK_FROM`] or more may be trusted.
pub const TILTED: f32 = 0.9;
const _: () = assert!(
    TILTED < crate::SURE_AT,
    "dice under a tilted camera must ask"
);

/// How many of a camera's latest photos that measured a tilt [`CameraTilt`] goes by.
pub const REMEMBERED: usize = 5;

/// Marks each die of one photo with the camera's tilt (`camera_tilt`), and from [`ASK_FROM`]
/// caps it at [`TILTED`], so that it is asked about: a tilted camera sees the dice's sides,
/// and a side, or a top face with a side, can be read as a die.
pub fn mark(dice: &mut [Detection], camera_tilt: Option<f32>) {
    for d in dice.iter_mut() {
        d.camera_tilt = camera_tilt;
        if camera_tilt.is_some_and(|t| t >= ASK_FROM) {
            d.confidence = d.confidence.min(TILTED);
        }
    }
}

/// The camera's tilt that one photo's dice carry ([`mark`] gives them all the same); none
/// where the photo measured none, or has no die.
pub fn of_photo<'a>(dice: impl IntoIterator<Item = &'a Detection>) -> Option<f32> {
    dice.into_iter().find_map(|d| d.camera_tilt)
}

/// Why one photo's dice are asked about for the camera's tilt, and what to do, when they are
/// ([`ASK_FROM`] or more); none otherwise.
pub fn why_asked<'a>(dice: impl IntoIterator<Item = &'a Detection>) -> Option<String> {
    let tilt = of_photo(dice).filter(|&t| t >= ASK_FROM)?;
    Some(format!(
        "the camera looks about {tilt:.0}° off straight down, where a die's side can pass for \
         its top: point it straight down over the tray"
    ))
}

/// Why the dice read through a [`CameraTilt`] that has measured no tilt yet ask, and what to
/// do: its angle is not known, and a camera tilted 30° or more can take a die's side for its
/// top.
pub const UNMEASURED: &str = "the camera's angle off straight down is not measured yet: a 4 or \
                              a 5 read in the tray measures it";

/// The tilt one camera has shown over its latest photos, for the photos that show none (no 4
/// or 5 read: most rolls of one or two dice). Read every photo of one camera through
/// [`CameraTilt::read`], in the order taken; a new camera, or one moved, wants a new one.
#[derive(Debug, Clone, Default)]
pub struct CameraTilt {
    /// The tilts measured by the latest photos that measured one, oldest first, at most
    /// [`REMEMBERED`].
    measured: std::collections::VecDeque<f32>,
}

impl CameraTilt {
    /// A camera whose tilt is not known yet.
    pub fn new() -> CameraTilt {
        CameraTilt::default()
    }

    /// The tilt the camera's latest photos measured: the upper median of the last
    /// [`REMEMBERED`] that measured one (of two, the more tilted: asking wrongly costs the
    /// referee a click, taking wrongly costs the match a die); none before any did.
    pub fn remembered(&self) -> Option<f32> {
        let mut tilts: Vec<f32> = self.measured.iter().copied().collect();
        tilts.sort_by(|a, b| b.total_cmp(a));
        tilts.get(tilts.len().checked_sub(1)? / 2).copied()
    }

    /// Takes one photo's dice as [`crate::recognize()`] read them: the tilt they measured, if
    /// any, is remembered; then each carries the more tilted of the photo's own and the
    /// remembered one, and from [`ASK_FROM`] is asked about ([`mark`]). So a photo measured
    /// tilted asks whatever came before, and one that measures nothing asks when the camera's
    /// latest photos did, or when none has measured yet (capped at [`TILTED`]; the reason is
    /// [`CameraTilt::why_asked`]).
    pub fn read(&mut self, dice: &mut [Detection]) {
        let own = of_photo(dice.iter());
        if let Some(tilt) = own {
            if self.measured.len() == REMEMBERED {
                self.measured.pop_front();
            }
            self.measured.push_back(tilt);
        }
        match own.into_iter().chain(self.remembered()).reduce(f32::max) {
            Some(tilt) => mark(dice, Some(tilt)),
            None => dice
                .iter_mut()
                .for_each(|d| d.confidence = d.confidence.min(TILTED)),
        }
    }

    /// Why the dice it last read ask for the camera's angle not being known yet
    /// ([`UNMEASURED`]); none once a photo has measured it. (A tilt measured at
    /// [`ASK_FROM`] or more is told by [`why_asked`], from the dice.)
    pub fn why_asked(&self) -> Option<&'static str> {
        self.remembered().is_none().then_some(UNMEASURED)
    }

    /// Why every die of a photo it has just read asks for the camera's angle, if one does:
    /// tilted [`ASK_FROM`] or more ([`why_asked`], from the dice), else not measured yet
    /// ([`CameraTilt::why_asked`]); none for a photo with no dice, where nothing asks.
    pub fn why_every_die_asks(&self, dice: &[Detection]) -> Option<String> {
        if dice.is_empty() {
            return None;
        }
        why_asked(dice).or_else(|| self.why_asked().map(str::to_string))
    }
}

/// How far off lying on a parallelogram (and, for a 5, round its middle pip) a face's pips
/// may be, as a share of their spread: pip centres are found to a pixel or so, a face's
/// spread is 8-15 pixels at the tuned die size.
const SLACK: f32 = 0.15;

/// How one face looks squashed: its pips' spread along the shortest way over the longest
/// (1 seen from straight above, cos t from t off the vertical), and the shortest way's angle
/// in the image (radians, 0 across, a quarter turn down; the same half a turn on).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FaceSquash {
    /// Shortest spread over longest, 0-1.
    pub ratio: f32,
    /// The shortest way, in radians in `[0, π)`.
    pub along: f32,
}

/// How the face whose pips' centres are `pips` looks squashed, when they lie as a 4 or a 5
/// does: corners of a parallelogram, a 5's middle pip in its middle. None for any other count
/// or layout. Not a 6: its corners are no square on many real dice (its rows closer than its
/// columns), and byler-d6's 6s measured photos up to 46° tilted.
pub fn squash_of_face(pips: &[(f32, f32)]) -> Option<FaceSquash> {
    let corners = corners(pips)?;
    if !is_parallelogram(&corners, spread(pips)?) {
        return None;
    }
    let (mx, my) = mean(&corners);
    let (mut xx, mut xy, mut yy) = (0f32, 0f32, 0f32);
    for &(x, y) in &corners {
        let (dx, dy) = (x - mx, y - my);
        xx += dx * dx;
        xy += dx * dy;
        yy += dy * dy;
    }
    // The spread's two axes: the eigenvalues of the corners' scatter, the same every way for
    // a square's corners however turned.
    let half_trace = (xx + yy) / 2.0;
    let det = xx * yy - xy * xy;
    let gap = (half_trace * half_trace - det).max(0.0).sqrt();
    let (long, short) = (half_trace + gap, (half_trace - gap).max(0.0));
    let longest_way = 0.5 * (2.0 * xy).atan2(xx - yy);
    Some(FaceSquash {
        ratio: (short / long).sqrt(),
        along: (longest_way + std::f32::consts::FRAC_PI_2).rem_euclid(std::f32::consts::PI),
    })
}

/// The four corner pips of a 4 or a 5 (those farthest from the middle), when a 5's fifth pip
/// lies in the middle; none otherwise.
fn corners(pips: &[(f32, f32)]) -> Option<Vec<(f32, f32)>> {
    if !(4..=5).contains(&pips.len()) {
        return None;
    }
    let middle = mean(pips);
    let from_middle = |p: &(f32, f32)| (p.0 - middle.0).hypot(p.1 - middle.1);
    let mut sorted = pips.to_vec();
    sorted.sort_by(|a, b| from_middle(b).total_cmp(&from_middle(a)));
    let inner = sorted.split_off(4);
    let slack = SLACK * spread(pips)?;
    inner
        .iter()
        .all(|p| from_middle(p) <= slack)
        .then_some(sorted)
}

/// Whether four points are a parallelogram's corners, to within `SLACK` of `spread`: some
/// pairing of them into two diagonals shares a midpoint.
fn is_parallelogram(c: &[(f32, f32)], spread: f32) -> bool {
    c.len() == 4
        && [(0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2)]
            .iter()
            .map(|&(a, b, d, e)| {
                let dx = c[a].0 + c[b].0 - c[d].0 - c[e].0;
                let dy = c[a].1 + c[b].1 - c[d].1 - c[e].1;
                dx.hypot(dy) / 2.0
            })
            .any(|apart| apart <= SLACK * spread)
}

/// The points' mean.
fn mean(points: &[(f32, f32)]) -> (f32, f32) {
    let n = points.len().max(1) as f32;
    let (x, y) = points
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    (x / n, y / n)
}

/// The points' spread round their mean (root mean square distance); none when they all lie
/// on one spot.
fn spread(points: &[(f32, f32)]) -> Option<f32> {
    let (mx, my) = mean(points);
    let n = points.len().max(1) as f32;
    let s = (points
        .iter()
        .map(|p| (p.0 - mx).powi(2) + (p.1 - my).powi(2))
        .sum::<f32>()
        / n)
        .sqrt();
    (s > 0.0).then_some(s)
}

/// The camera's tilt off straight down, in degrees, that the faces of one photo show: the
/// arc cosine of their upper median squash (of two faces the less squashed, so one odd face
/// cannot tilt a photo alone where another says otherwise). None without a face.
pub fn of_faces(faces: &[FaceSquash]) -> Option<f32> {
    let mut ratios: Vec<f32> = faces.iter().map(|f| f.ratio).collect();
    ratios.sort_by(|a, b| b.total_cmp(a));
    let upper_median = *ratios.get((ratios.len().checked_sub(1)?) / 2)?;
    Some(upper_median.clamp(0.0, 1.0).acos().to_degrees())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A face's pip centres: `layout` (a 4's or a 5's, in pip spacings) turned by `turn`
    /// radians, squashed down the image by cos `tilt` degrees, spaced `spacing` pixels.
    fn seen(layout: &[(f32, f32)], turn: f32, tilt: f32, spacing: f32) -> Vec<(f32, f32)> {
        let squash = tilt.to_radians().cos();
        layout
            .iter()
            .map(|&(x, y)| {
                let (s, c) = turn.sin_cos();
                let (x, y) = (c * x - s * y, s * x + c * y);
                (100.0 + spacing * x, 100.0 + spacing * y * squash)
            })
            .collect()
    }

    const FOUR: [(f32, f32); 4] = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)];
    const FIVE: [(f32, f32); 5] = [
        (-1.0, -1.0),
        (1.0, -1.0),
        (0.0, 0.0),
        (-1.0, 1.0),
        (1.0, 1.0),
    ];

    #[test]
    fn a_face_from_above_is_as_wide_every_way_however_turned() {
        for turn in [0.0, 0.3, 0.785, 1.2] {
            for layout in [&FOUR[..], &FIVE[..]] {
                let f = squash_of_face(&seen(layout, turn, 0.0, 9.0)).expect("a face");
                assert!(f.ratio > 0.99, "turned {turn}: {f:?}");
            }
        }
    }

    #[test]
    fn a_tilted_face_is_squashed_by_the_tilts_cosine_along_it() {
        // Any turn of the die: the squash is the camera's, not the face's.
        for turn in [0.0, 0.3, 0.785, 1.2] {
            for layout in [&FOUR[..], &FIVE[..]] {
                let f = squash_of_face(&seen(layout, turn, 30.0, 9.0)).expect("a face");
                assert!((f.ratio - 30f32.to_radians().cos()).abs() < 0.01, "{f:?}");
                // Squashed down the image: the short way is a quarter turn.
                assert!(
                    (f.along - std::f32::consts::FRAC_PI_2).abs() < 0.02,
                    "{f:?}"
                );
            }
        }
    }

    #[test]
    fn pips_not_lying_as_a_4_or_5_tell_nothing() {
        // A kite (no parallelogram), a 5 whose middle pip is off, three or six pips.
        let kite = [(0.0, -1.0), (1.0, 0.0), (0.0, 2.0), (-1.0, 0.0)];
        assert_eq!(squash_of_face(&seen(&kite, 0.2, 0.0, 9.0)), None);
        let off = [
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.6, 0.5),
            (-1.0, 1.0),
            (1.0, 1.0),
        ];
        assert_eq!(squash_of_face(&seen(&off, 0.2, 0.0, 9.0)), None);
        assert_eq!(squash_of_face(&seen(&FOUR[..3], 0.0, 0.0, 9.0)), None);
        assert_eq!(squash_of_face(&[(0.0, 0.0); 4]), None);
        let six = [
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ];
        assert_eq!(squash_of_face(&seen(&six, 0.0, 0.0, 9.0)), None);
    }

    #[test]
    fn a_photos_tilt_is_its_faces_upper_median() {
        let face = |tilt: f32| squash_of_face(&seen(&FOUR, 0.4, tilt, 9.0)).expect("a face");
        assert_eq!(of_faces(&[]), None);
        let one = of_faces(&[face(30.0)]).expect("a tilt");
        assert!((one - 30.0).abs() < 0.5, "{one}");
        // Of two, the less squashed: one odd face does not tilt the photo.
        let two = of_faces(&[face(40.0), face(5.0)]).expect("a tilt");
        assert!(two < 6.0, "{two}");
        let three = of_faces(&[face(40.0), face(30.0), face(5.0)]).expect("a tilt");
        assert!((three - 30.0).abs() < 0.5, "{three}");
    }

    /// One die of a photo read as sure, the photo measuring `tilt` (or none).
    fn photo(tilt: Option<f32>) -> Vec<Detection> {
        vec![Detection {
            kind: rules::DieKind::D6,
            value: 3,
            confidence: 0.99999,
            bbox: crate::detection::BBox::square((50.0, 50.0), 36.0),
            logo: false,
            camera_tilt: tilt,
        }]
    }

    /// Reads `photos` (each one's own tilt or none) through one camera; the confidences and
    /// tilts its dice come out with.
    fn through_one_camera(photos: &[Option<f32>]) -> Vec<(f32, Option<f32>)> {
        let mut camera = CameraTilt::new();
        photos
            .iter()
            .map(|&tilt| {
                let mut dice = photo(tilt);
                camera.read(&mut dice);
                (dice[0].confidence, dice[0].camera_tilt)
            })
            .collect()
    }

    #[test]
    fn a_photo_measuring_no_tilt_asks_when_the_cameras_latest_photos_were_tilted() {
        let read = through_one_camera(&[Some(33.0), Some(31.0), None]);
        assert_eq!(read[2], (TILTED, Some(33.0)), "{read:?}");
        // The same photo from a camera seen from above is taken as read, its tilt theirs.
        let read = through_one_camera(&[Some(12.0), Some(14.0), None]);
        assert_eq!(read[2], (0.99999, Some(14.0)), "{read:?}");
        // Before any photo measured, the camera's angle is not known: its dice ask.
        assert_eq!(through_one_camera(&[None]), [(TILTED, None)]);
    }

    /// A camera that has measured no tilt says why its dice ask; once a photo measures one
    /// from above, it says nothing and its dice are taken as read.
    #[test]
    fn a_camera_asks_until_its_angle_is_measured_and_says_why() {
        let mut camera = CameraTilt::new();
        let mut dice = photo(None);
        camera.read(&mut dice);
        assert_eq!(dice[0].confidence, TILTED);
        assert_eq!(camera.why_asked(), Some(UNMEASURED));
        assert_eq!(
            camera.why_every_die_asks(&dice).as_deref(),
            Some(UNMEASURED)
        );
        assert_eq!(camera.why_every_die_asks(&[]), None, "no die, nothing asks");
        let mut dice = photo(Some(12.0));
        camera.read(&mut dice);
        assert_eq!((dice[0].confidence, camera.why_asked()), (0.99999, None));
        let mut dice = photo(None);
        camera.read(&mut dice);
        assert_eq!(dice[0].confidence, 0.99999, "measured before: taken");
    }

    #[test]
    fn a_photo_measured_tilted_asks_whatever_the_camera_showed_before() {
        let read = through_one_camera(&[Some(10.0), Some(12.0), Some(11.0), Some(9.0), Some(30.0)]);
        assert_eq!(read[4], (TILTED, Some(30.0)), "{read:?}");
    }

    #[test]
    fn one_odd_photo_does_not_tilt_a_camera_that_looks_straight_down() {
        // Photos from above measure up to about 25°: once five are remembered,
        // one such photo is outvoted, and the photos after it that measure nothing are taken.
        let mut photos = vec![Some(12.0), Some(14.0), Some(11.0), Some(13.0), Some(27.0)];
        photos.push(None);
        let read = through_one_camera(&photos);
        assert_eq!(read[4].0, TILTED, "the odd photo itself asks: {read:?}");
        assert_eq!(read[5], (0.99999, Some(13.0)), "{read:?}");
    }

    #[test]
    fn a_camera_straightened_is_trusted_again_once_its_photos_say_so() {
        // Only the latest REMEMBERED photos count: three straight ones outvote two tilted.
        let mut photos = vec![Some(35.0); REMEMBERED];
        photos.extend([Some(10.0), Some(11.0), None, Some(12.0), None]);
        let read = through_one_camera(&photos);
        assert_eq!(read[7].0, TILTED, "two straight of five: {read:?}");
        assert_eq!(
            read[9],
            (0.99999, Some(12.0)),
            "three straight of five: {read:?}"
        );
    }
}
