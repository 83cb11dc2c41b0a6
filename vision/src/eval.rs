//! Measuring the recogniser against labelled images.
//!
//! A detection matches a labelled die when its centre falls inside the labelled box; each
//! label and each detection match at most once (the most confident detections choose first,
//! the nearest label when several contain the centre). Recall is matched / labelled, precision
//! matched / detections, value accuracy correct values / matched. At the confidence threshold
//! the app uses, it also counts the dice that would be taken without asking and how many of
//! those are wrong (a wrong value, or a die that is not there), and keeps each of those wrong
//! ones so it can be looked at by eye: a label can be wrong too.

use serde::Serialize;

use crate::dataset::Label;
use crate::detection::Detection;
use crate::scale::Stretch;

/// Running totals over the images seen so far.
#[derive(Debug, Clone, Default)]
pub struct Evaluation {
    threshold: f32,
    images: usize,
    labelled: usize,
    detections: usize,
    matched: usize,
    correct: usize,
    accepted: usize,
    /// `[labelled value][detected value]`, 0 standing for "none" (missed, or nothing there).
    confusion: [[usize; 7]; 7],
    millis: Vec<f64>,
    wrong_taken: Vec<WrongTaken>,
}

/// A die taken without asking that disagrees with the labels.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WrongTaken {
    /// The image's file name.
    pub image: String,
    /// The detection's centre, in pixels.
    pub centre: (f32, f32),
    /// The value read.
    pub value: u8,
    /// The reader's confidence.
    pub confidence: f32,
    /// The value of the labelled die it was matched to; `None` when no labelled die is there.
    pub labelled: Option<u8>,
}

impl std::fmt::Display for WrongTaken {
    /// One line: the image, where, what was read and how sure, and what the label says.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} at ({:.0}, {:.0}) read {} at {:.4}, ",
            self.image, self.centre.0, self.centre.1, self.value, self.confidence
        )?;
        match self.labelled {
            Some(v) => write!(f, "labelled {v}"),
            None => write!(f, "no die labelled there"),
        }
    }
}

/// The figures of an evaluation.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Images read.
    pub images: usize,
    /// Labelled dice.
    pub labelled: usize,
    /// Dice detected.
    pub detections: usize,
    /// Detections matched to a labelled die.
    pub matched: usize,
    /// matched / labelled.
    pub recall: f64,
    /// matched / detections.
    pub precision: f64,
    /// Correct values / matched.
    pub value_accuracy: f64,
    /// The confidence threshold for taking a die without asking.
    pub threshold: f32,
    /// Detections at or above the threshold.
    pub accepted: usize,
    /// Of those, wrong values or dice that are not there.
    pub accepted_wrong: usize,
    /// Median milliseconds per image (decoding and recognition).
    pub ms_median: f64,
    /// 95th percentile milliseconds per image.
    pub ms_p95: f64,
    /// `[labelled value][detected value]`, 0 for none.
    pub confusion: [[usize; 7]; 7],
    /// The dice counted in `accepted_wrong`, image by image.
    pub wrong_taken: Vec<WrongTaken>,
}

impl Evaluation {
    /// An empty evaluation counting dice at or above `threshold` as taken without asking.
    pub fn new(threshold: f32) -> Evaluation {
        Evaluation {
            threshold,
            ..Evaluation::default()
        }
    }

    /// Adds one image: its name, its labels, what the recogniser found, and how long it took.
    pub fn add(&mut self, image: &str, labels: &[Label], detections: &[Detection], millis: f64) {
        self.images += 1;
        self.labelled += labels.len();
        self.detections += detections.len();
        self.millis.push(millis);
        let mut order: Vec<usize> = (0..detections.len()).collect();
        order.sort_by(|&a, &b| {
            detections[b]
                .confidence
                .total_cmp(&detections[a].confidence)
        });
        let mut label_taken = vec![false; labels.len()];
        for i in order {
            let d = &detections[i];
            let centre = d.bbox.centre();
            let best = labels
                .iter()
                .enumerate()
                .filter(|(j, l)| !label_taken[*j] && l.bbox.contains(centre))
                .min_by(|(_, a), (_, b)| {
                    distance(a.bbox.centre(), centre).total_cmp(&distance(b.bbox.centre(), centre))
                })
                .map(|(j, _)| j);
            let accepted = d.confidence >= self.threshold;
            self.accepted += usize::from(accepted);
            let value = usize::from(d.value.min(6));
            let right = match best {
                Some(j) => {
                    label_taken[j] = true;
                    self.matched += 1;
                    let right = labels[j].value == d.value;
                    self.correct += usize::from(right);
                    self.confusion[usize::from(labels[j].value.min(6))][value] += 1;
                    right
                }
                None => {
                    self.confusion[0][value] += 1;
                    false
                }
            };
            if accepted && !right {
                self.wrong_taken.push(WrongTaken {
                    image: image.to_string(),
                    centre,
                    value: d.value,
                    confidence: d.confidence,
                    labelled: best.map(|j| labels[j].value),
                });
            }
        }
        for (j, label) in labels.iter().enumerate() {
            if !label_taken[j] {
                self.confusion[usize::from(label.value.min(6))][0] += 1;
            }
        }
    }

    /// The figures so far.
    pub fn report(&self) -> Report {
        let ratio = |a: usize, b: usize| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        let mut ms = self.millis.clone();
        ms.sort_by(f64::total_cmp);
        let at = |q: f64| {
            if ms.is_empty() {
                0.0
            } else {
                ms[((ms.len() - 1) as f64 * q).round() as usize]
            }
        };
        Report {
            images: self.images,
            labelled: self.labelled,
            detections: self.detections,
            matched: self.matched,
            recall: ratio(self.matched, self.labelled),
            precision: ratio(self.matched, self.detections),
            value_accuracy: ratio(self.correct, self.matched),
            threshold: self.threshold,
            accepted: self.accepted,
            accepted_wrong: self.wrong_taken.len(),
            ms_median: at(0.5),
            ms_p95: at(0.95),
            confusion: self.confusion,
            wrong_taken: self.wrong_taken.clone(),
        }
    }
}

/// Runs `recognise` over the labelled folder `dir` (only `split`, if given) and reports; the
/// time is the recogniser's alone, after the image is decoded.
pub fn evaluate_dir(
    dir: &std::path::Path,
    split: Option<&str>,
    threshold: f32,
    recognise: impl Fn(&image::RgbImage) -> Vec<Detection>,
) -> Result<Report, crate::VisionError> {
    let mut evaluation = Evaluation::new(threshold);
    for labelled in crate::dataset::load(dir, split)? {
        // Decoding is timed too: a large photo costs as much to decode as to read. It is
        // decoded smaller where it is large ([`crate::photo`]), the boxes put back in its pixels.
        let start = std::time::Instant::now();
        let photo = crate::photo::open(&labelled.path)?;
        let detections = recognise(&photo.image).stretched(photo.shrunk, photo.shrunk);
        let millis = start.elapsed().as_secs_f64() * 1e3;
        let name = labelled
            .path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        evaluation.add(&name, &labelled.labels, &detections, millis);
    }
    Ok(evaluation.report())
}

fn distance(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detection::BBox;

    fn boxed(x: f32, y: f32) -> BBox {
        BBox {
            x,
            y,
            w: 10.0,
            h: 10.0,
        }
    }

    #[test]
    fn a_detection_matches_the_label_whose_box_holds_its_centre_once() {
        let labels = [
            Label {
                value: 3,
                bbox: boxed(0.0, 0.0),
            },
            Label {
                value: 5,
                bbox: boxed(20.0, 0.0),
            },
            Label {
                value: 6,
                bbox: boxed(40.0, 0.0),
            },
        ];
        let dets = [
            Detection {
                kind: rules::DieKind::D6,
                value: 3,
                confidence: 0.9,
                bbox: boxed(1.0, 1.0),
                logo: false,
                camera_tilt: None,
            },
            // Two detections on the 5: one matches (wrongly read), one is extra.
            Detection {
                kind: rules::DieKind::D6,
                value: 4,
                confidence: 0.8,
                bbox: boxed(21.0, 0.0),
                logo: false,
                camera_tilt: None,
            },
            Detection {
                kind: rules::DieKind::D6,
                value: 5,
                confidence: 0.2,
                bbox: boxed(22.0, 0.0),
                logo: false,
                camera_tilt: None,
            },
        ];
        let mut e = Evaluation::new(0.5);
        e.add("a.jpg", &labels, &dets, 3.0);
        let r = e.report();
        assert_eq!((r.labelled, r.detections, r.matched), (3, 3, 2));
        assert!((r.recall - 2.0 / 3.0).abs() < 1e-9);
        assert!((r.value_accuracy - 0.5).abs() < 1e-9);
        assert_eq!((r.accepted, r.accepted_wrong), (2, 1));
        assert_eq!(r.confusion[5][4], 1);
        assert_eq!(r.confusion[0][5], 1, "the extra detection");
        assert_eq!(r.confusion[6][0], 1, "the missed six");
        assert_eq!(r.ms_median, 3.0);
        assert_eq!(
            r.wrong_taken,
            [WrongTaken {
                image: "a.jpg".to_string(),
                centre: (26.0, 5.0),
                value: 4,
                confidence: 0.8,
                labelled: Some(5),
            }],
            "the 5 read 4 with confidence at the threshold"
        );
    }

    #[test]
    fn a_confident_detection_where_no_die_is_labelled_is_kept_as_wrong() {
        let labels = [Label {
            value: 2,
            bbox: boxed(0.0, 0.0),
        }];
        let dets = [Detection {
            kind: rules::DieKind::D6,
            value: 2,
            confidence: 0.99,
            bbox: boxed(50.0, 50.0),
            logo: false,
            camera_tilt: None,
        }];
        let mut e = Evaluation::new(0.9);
        e.add("b.jpg", &labels, &dets, 1.0);
        let r = e.report();
        assert_eq!(r.accepted_wrong, 1);
        assert_eq!(r.wrong_taken[0].labelled, None);
        assert_eq!(r.wrong_taken[0].image, "b.jpg");
        assert_eq!(
            r.wrong_taken[0].to_string(),
            "b.jpg at (55, 55) read 2 at 0.9900, no die labelled there"
        );
    }
}
