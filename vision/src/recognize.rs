//! Six-sided pip dice in an image: found by their pips and their colour, read by the network.
//!
//! 1. Pips are small round blobs darker (or lighter) than their surroundings: the grey image is
//!    compared with its local mean, and the connected components of strong contrast that are
//!    pip-sized, round and compact are kept, each with the colour and evenness of the ring of
//!    die face around it.
//! 2. Pips of one die share a face: two pips are linked when they are close for their size,
//!    alike in size and polarity, their rings are the same colour, and the straight line between
//!    them runs over that colour all the way (between two dice it crosses an edge or a gap).
//! 3. Each linked group is a die; its value is the number of pips, its centre their mean, its
//!    box sized from the pips, and its confidence from how well the group looks like a face.
//! 4. With the network ([`recognize`]): the groups, and the patches off the tray no group
//!    covers ([`crate::patches`]), are places to look, each moved onto the middle of its die;
//!    the network reads each place's face (or says no die is there), looks again on the die's
//!    patch where the die is larger than the pips made it, and of
//!    overlapping dice the most confident stays. The pip counts of 3 stand only without a
//!    usable network.

use image::RgbImage;

use std::sync::OnceLock;

use crate::blobs::{Blob, Gray, components};
use crate::cnn::{CLASSES, Cnn};
use crate::crop::Sampled;
use crate::detection::{BBox, Detection};
use crate::patches::OffTray;
use crate::scale;
use rules::DieKind;

/// The recogniser's knobs (tuned on the byler-d6 training split).
#[derive(Debug, Clone)]
pub struct Params {
    /// Half-width of the local-mean window (pixels).
    pub mean_radius: usize,
    /// Contrast against the local mean that marks a pip pixel.
    pub contrast: i16,
    /// Smallest and largest pip area (pixels).
    pub pip_area: (u32, u32),
    /// Largest spread of colour on the ring around a pip.
    pub ring_spread: f32,
    /// Farthest two pips of one die may be, in pip radii.
    pub link_radii: f32,
    /// Largest colour difference along the line between two pips of one die.
    pub line_colour: f32,
    /// A die's width in pip radii.
    pub die_radii: f32,
    /// Share of the line between two pips that may leave the face colour (glints, specks).
    pub line_gaps: f32,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            mean_radius: 6,
            contrast: 30,
            pip_area: (6, 160),
            ring_spread: 30.0,
            link_radii: 10.0,
            line_colour: 60.0,
            die_radii: 11.5,
            line_gaps: 0.2,
        }
    }
}

/// A pip found in the image.
#[derive(Debug, Clone, Copy)]
struct Pip {
    x: f32,
    y: f32,
    r: f32,
    colour: [f32; 3],
    ring: [f32; 3],
}

/// The dice in `image`: located by their pips, each face then read by the networks
/// ([`crate::cnn`], [`readers`]), which also drop what is not a die. Confidence is the
/// networks' mean probability for the value they read.
pub fn recognize(image: &RgbImage) -> Vec<Detection> {
    recognize_using(image, &Params::default(), readers())
}

/// The dice in `image` with these knobs and face readers; with none, by pips alone (and
/// marked unsure: a build whose models are broken still finds dice, but asks about every one).
/// An image whose dice are much larger or smaller than those the knobs were tuned on is read
/// scaled so they are not ([`scale::read_scaled`]); the boxes are the image's own.
pub fn recognize_using(image: &RgbImage, p: &Params, readers: &[Cnn]) -> Vec<Detection> {
    scale::read_scaled(image, |image, off_tray| {
        recognize_at_scale(image, off_tray, p, readers)
    })
}

/// [`recognize_using`] on an image whose dice are about the size the knobs were tuned for, its
/// pixels off the tray `off_tray`.
fn recognize_at_scale(
    image: &RgbImage,
    off_tray: &OffTray,
    p: &Params,
    readers: &[Cnn],
) -> Vec<Detection> {
    if readers.is_empty() {
        return recognize_with(image, p)
            .into_iter()
            .map(|d| Detection {
                confidence: d.confidence.min(0.5),
                ..d
            })
            .collect();
    }
    let mut dice = Vec::new();
    // Where a second look has been taken: two places found on one die share its patch.
    let mut looked_again: Vec<(f32, f32)> = Vec::new();
    for found in found(image, p, off_tray) {
        let (place, second) = off_tray.places(&found);
        let probs = face(image, &place, readers, &FOUND);
        if let Some(second) = second
            && !looked_again.contains(&second.bbox.centre())
        {
            looked_again.push(second.bbox.centre());
            let again = face(image, &second, readers, &WHOLE_DIE);
            dice.extend(as_die(second, &again));
        }
        dice.extend(as_die(place, &probs));
    }
    suppress_overlaps(&mut dice, false);
    dice
}

/// The shipped face readers: one recipe (`train::Schedule::default`) trained with seeds 1, 2
/// and 3. Their average is more often right than any one of them, and more careful about
/// being sure (seeds alone move the test split's value accuracy by more than a point;
/// docs/performance.md).
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
/// die, as the readers were mostly trained. On the held-out fold (session 15) reading at 1.0
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
/// not, and the unclear ones, where more reads matter, get up to a round a view. Chosen with
/// the readers of session 15 (docs/performance.md): on the held-out fold (readers trained
/// without it) and on the train split, 0.995, 0.99, 0.98, 0.95 and 0.9 read the same values
/// and take the same dice unasked at [`crate::SURE_AT`]; 0.9 takes 15.8 ms a train photo
/// against 21.9 ms for 0.995 (0.8 begins to change values).
const CLEAR: f32 = 0.9;

/// Reads each located die's face (`face`) and keeps the places that hold a die, each with
/// the value read and its average probability as its confidence. With no reader or no view,
/// nothing is read.
pub fn read_faces(
    image: &RgbImage,
    located: Vec<Detection>,
    readers: &[Cnn],
    views: &[View],
) -> Vec<Detection> {
    if readers.is_empty() || views.is_empty() {
        return Vec::new();
    }
    located
        .into_iter()
        .filter_map(|d| {
            let probs = face(image, &d, readers, views);
            as_die(d, &probs)
        })
        .collect()
}

/// A place's face read by every reader, their probabilities averaged over the readers and the
/// views: in each round every reader reads the face once, each in another of `views` (the
/// first round of three readers sees three), until the average is [`CLEAR`] or every reader
/// has read every view. All zero with no reader or no view.
fn face(image: &RgbImage, d: &Detection, readers: &[Cnn], views: &[View]) -> [f32; CLASSES] {
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

/// The die at place `d` as read (`probs`, [`face`]): its most likely value, that value's
/// probability its confidence; none when "no die" is more likely than not.
fn as_die(d: Detection, probs: &[f32; CLASSES]) -> Option<Detection> {
    if probs[0] > 0.5 {
        return None;
    }
    let value = (1..CLASSES).max_by(|&a, &b| probs[a].total_cmp(&probs[b]))?;
    Some(Detection {
        value: value as u8,
        confidence: probs[value],
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
    found(image, p, &off_tray)
        .iter()
        .flat_map(|d| {
            let (first, second) = off_tray.places(d);
            [Some(first), second]
        })
        .flatten()
        .collect()
}

/// The places the readers learn from ([`crate::train::samples`]): [`located`]'s without the
/// second places ([`OffTray::places`]). Training on those as well read the
/// held-out fold no better (session 18, seeds 1 and 2, both places always read: 273 of 283
/// against 272 of 282, as many dice taken unasked), and leaving them out keeps the shipped
/// models what `examples/train.rs` makes from the photos.
pub fn trained_places(image: &RgbImage, p: &Params) -> Vec<Detection> {
    let off_tray = OffTray::of(image);
    found(image, p, &off_tray)
        .iter()
        .map(|d| off_tray.recentre(d))
        .collect()
}

/// The pip finder's candidates and the patches off the tray it misses, as found.
fn found(image: &RgbImage, p: &Params, off_tray: &OffTray) -> Vec<Detection> {
    let mut found = candidates(image, p);
    let more = off_tray.patches(&found);
    found.extend(more);
    found
}

/// The dice in `image` by pips alone, with these knobs: candidates, overlaps suppressed.
pub fn recognize_with(image: &RgbImage, p: &Params) -> Vec<Detection> {
    let mut dice = candidates(image, p);
    dice.retain(|d| d.confidence > 0.3);
    suppress_overlaps(&mut dice, true);
    dice
}

/// Every place the pip finder thinks a die may be (overlapping ones included), valued by pips
/// counted ([`located`] adds the patches off the tray and is what the network is shown).
pub fn candidates(image: &RgbImage, p: &Params) -> Vec<Detection> {
    let pips = pips(image, p);
    let groups = link(image, &pips, p);
    // The dice's size in this image, from the pips of the dice with several (a lone pip may be
    // a one's big pip or a speck).
    let mut radii: Vec<f32> = groups
        .iter()
        .filter(|g| g.len() >= 2)
        .flat_map(|g| g.iter().map(|&i| pips[i].r))
        .collect();
    radii.sort_by(f32::total_cmp);
    let typical_r = radii.get(radii.len() / 2).copied();
    groups
        .iter()
        .filter_map(|g| die(image, &pips, g, typical_r, p))
        .collect()
}

/// Two dice cannot overlap: where one die's centre lies inside another's box, only one stays:
/// the one with more pips (then the more confident) when `by_pips`, else the more confident.
/// Loose pips at a die's edge (a shadow, a corner) otherwise pose as extra dice.
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
        let inner = |k: &Detection| {
            let (cx, cy) = k.bbox.centre();
            let (dx, dy) = d.bbox.centre();
            (cx - dx).abs() < 0.7 * k.bbox.w.max(d.bbox.w)
                && (cy - dy).abs() < 0.7 * k.bbox.h.max(d.bbox.h)
        };
        if !kept.iter().any(inner) {
            kept.push(d);
        }
    }
    *dice = kept;
}

/// Pip candidates: blobs darker or lighter than their local mean in grey, red or blue (red pips
/// on a blue die barely differ in grey), pip-shaped, on an even ring of face of another colour.
/// A pip found in more than one channel counts once.
fn pips(image: &RgbImage, p: &Params) -> Vec<Pip> {
    let (w, h) = (image.width() as usize, image.height() as usize);
    let mut found: Vec<Pip> = Vec::new();
    for channel in [
        Gray::from_rgb(image),
        Gray::channel(image, 0),
        Gray::channel(image, 2),
    ] {
        let mean = channel.local_mean(p.mean_radius);
        for dark in [true, false] {
            let mask: Vec<bool> = channel
                .px
                .iter()
                .zip(&mean)
                .map(|(&g, &m)| {
                    let c = i16::from(m) - i16::from(g);
                    if dark {
                        c > p.contrast
                    } else {
                        -c > p.contrast
                    }
                })
                .collect();
            for blob in components(&mask, w, h) {
                if let Some(pip) = pip(image, &blob, p)
                    && !found.iter().any(|q| {
                        (q.x - pip.x).powi(2) + (q.y - pip.y).powi(2) < (q.r.max(pip.r)).powi(2)
                    })
                {
                    found.push(pip);
                }
            }
        }
    }
    found
}

/// A blob that looks like a pip: the right size, round, compact, on an even ring of face.
fn pip(image: &RgbImage, b: &Blob, p: &Params) -> Option<Pip> {
    if b.area < p.pip_area.0 || b.area > p.pip_area.1 {
        return None;
    }
    let (w, h) = (b.width() as f32, b.height() as f32);
    if w.max(h) / w.min(h) > 1.8 || (b.area as f32) / (w * h) < 0.45 {
        return None;
    }
    let r = b.radius();
    let (ring, spread) = ring(image, b.cx, b.cy, 1.5 * r + 1.5)?;
    if spread > p.ring_spread {
        return None;
    }
    let colour = at(image, b.cx, b.cy)?;
    if colour_distance(&colour, &ring) < f32::from(p.contrast) {
        return None;
    }
    Some(Pip {
        x: b.cx,
        y: b.cy,
        r,
        colour,
        ring,
    })
}

/// The mean colour and spread of 16 points on a circle; `None` if it leaves the image.
fn ring(image: &RgbImage, cx: f32, cy: f32, radius: f32) -> Option<([f32; 3], f32)> {
    let mut samples = [[0f32; 3]; 16];
    for (k, s) in samples.iter_mut().enumerate() {
        let a = k as f32 * std::f32::consts::TAU / 16.0;
        *s = at(image, cx + radius * a.cos(), cy + radius * a.sin())?;
    }
    // The median per channel, and the mean distance of the closest 10 samples to it: a ring
    // that crosses a neighbouring pip or two is still even.
    let mut mean = [0f32; 3];
    for (c, m) in mean.iter_mut().enumerate() {
        let mut v: Vec<f32> = samples.iter().map(|s| s[c]).collect();
        v.sort_by(f32::total_cmp);
        *m = (v[7] + v[8]) / 2.0;
    }
    let mut d: Vec<f32> = samples.iter().map(|s| colour_distance(s, &mean)).collect();
    d.sort_by(f32::total_cmp);
    let spread = d[..10].iter().sum::<f32>() / 10.0;
    Some((mean, spread))
}

fn at(image: &RgbImage, x: f32, y: f32) -> Option<[f32; 3]> {
    let (xi, yi) = (x.round(), y.round());
    if xi < 0.0 || yi < 0.0 || xi >= image.width() as f32 || yi >= image.height() as f32 {
        return None;
    }
    let px = image.get_pixel(xi as u32, yi as u32);
    Some([f32::from(px[0]), f32::from(px[1]), f32::from(px[2])])
}

fn colour_distance(a: &[f32; 3], b: &[f32; 3]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Groups pips that share a face. Candidate pairs (close for their size, alike, on one face
/// colour with the face running between them) are taken closest first; two groups merge only if
/// the result still fits on one face (at most six pips, no two further apart than a face's pip
/// pattern allows). Pips of one die sit closer together than pips of two dice side by side, so
/// closest-first joins each die before it could reach a neighbour.
fn link(image: &RgbImage, pips: &[Pip], p: &Params) -> Vec<Vec<usize>> {
    let mut pairs = Vec::new();
    for i in 0..pips.len() {
        for j in i + 1..pips.len() {
            let (a, b) = (&pips[i], &pips[j]);
            let r = (a.r + b.r) / 2.0;
            let d = distance(a, b);
            if d > p.link_radii * r
                || a.r.max(b.r) / a.r.min(b.r) > 1.7
                || colour_distance(&a.colour, &b.colour) > 1.5 * p.line_colour
                || colour_distance(&a.ring, &b.ring) > p.line_colour
                || !same_face(image, a, b, p)
            {
                continue;
            }
            pairs.push((d, i, j));
        }
    }
    pairs.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut group_of: Vec<usize> = (0..pips.len()).collect();
    let mut groups: Vec<Vec<usize>> = (0..pips.len()).map(|i| vec![i]).collect();
    for (_, i, j) in pairs {
        let (gi, gj) = (group_of[i], group_of[j]);
        if gi == gj || groups[gi].len() + groups[gj].len() > 6 {
            continue;
        }
        let merged: Vec<usize> = groups[gi].iter().chain(&groups[gj]).copied().collect();
        let r = merged.iter().map(|&k| pips[k].r).sum::<f32>() / merged.len() as f32;
        let widest = merged
            .iter()
            .flat_map(|&a| merged.iter().map(move |&b| (a, b)))
            .map(|(a, b)| distance(&pips[a], &pips[b]))
            .fold(0.0, f32::max);
        if widest > p.link_radii * r {
            continue;
        }
        for &k in &groups[gj] {
            group_of[k] = gi;
        }
        let moved = std::mem::take(&mut groups[gj]);
        groups[gi].extend(moved);
    }
    groups.into_iter().filter(|g| !g.is_empty()).collect()
}

fn distance(a: &Pip, b: &Pip) -> f32 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

/// Whether the line between two pips runs over their face colour all the way.
fn same_face(image: &RgbImage, a: &Pip, b: &Pip, p: &Params) -> bool {
    let face = [
        (a.ring[0] + b.ring[0]) / 2.0,
        (a.ring[1] + b.ring[1]) / 2.0,
        (a.ring[2] + b.ring[2]) / 2.0,
    ];
    let d = ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
    let steps = d.ceil() as usize;
    let (mut off, mut total) = (0, 0);
    for s in 0..=steps {
        let t = s as f32 / steps.max(1) as f32;
        let along = t * d;
        if along < 1.5 * a.r + 1.0 || d - along < 1.5 * b.r + 1.0 {
            continue;
        }
        total += 1;
        match at(image, a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)) {
            Some(c) if colour_distance(&c, &face) <= p.line_colour => {}
            _ => off += 1,
        }
    }
    // A glint or a speck may interrupt the face; a gap between dice runs several pixels.
    off as f32 <= p.line_gaps * total as f32
}

/// A die from a group of pips, with a confidence from how much it looks like a face; `None`
/// for a lone pip with no die face around it (a speck on the tray, a shadow at an edge).
fn die(
    image: &RgbImage,
    pips: &[Pip],
    group: &[usize],
    typical_r: Option<f32>,
    p: &Params,
) -> Option<Detection> {
    let n = group.len();
    let (mut x, mut y, mut r) = (0.0, 0.0, 0.0);
    for &i in group {
        x += pips[i].x / n as f32;
        y += pips[i].y / n as f32;
        r += pips[i].r / n as f32;
    }
    let pip_r = typical_r.unwrap_or(r);
    let size = p.die_radii * pip_r;
    let confidence = if n == 1 {
        // A one: an even face all round the pip, and something else (tray, another die) beyond.
        let pip = &pips[group[0]];
        // A one: an even face round the pip. Specks on the tray pass this too; the pip-only
        // reader (`locate`) also wants the pip as big as other dice's pips and a different
        // colour beyond the face, the network tells specks from ones by itself.
        let (face, spread) = ring(image, x, y, (0.3 * size).max(2.0 * pip.r + 1.0))?;
        if spread > p.ring_spread {
            return None;
        }
        let (beyond, _) = ring(image, x, y, 0.8 * size).unwrap_or((face, 0.0));
        if pip.r < 0.8 * pip_r || colour_distance(&face, &beyond) < 25.0 {
            0.3
        } else {
            0.7
        }
    } else {
        // The pip pattern of every face from 2 to 6 spans about half to three quarters of the
        // die, corner pip to corner pip.
        let widest = group
            .iter()
            .flat_map(|&a| group.iter().map(move |&b| (a, b)))
            .map(|(a, b)| distance(&pips[a], &pips[b]))
            .fold(0.0, f32::max);
        let span = widest / size;
        if (0.4..=0.95).contains(&span) {
            0.95
        } else {
            0.6
        }
    };
    Some(Detection {
        kind: DieKind::D6,
        value: n.min(6) as u8,
        confidence,
        bbox: BBox {
            x: x - size / 2.0,
            y: y - size / 2.0,
            w: size,
            h: size,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cnn::XorShift;
    use crate::synth::{Face, draw};

    /// A reader that takes every crop for "not a die" (its class-0 output far above the rest).
    fn sees_no_die() -> Cnn {
        let mut cnn = Cnn::new(7);
        cnn.f2b[0] = 1000.0;
        cnn
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
            bbox: BBox {
                x: drawn.centre.0 - drawn.size / 2.0,
                y: drawn.centre.1 - drawn.size / 2.0,
                w: drawn.size,
                h: drawn.size,
            },
        };
        let read =
            |readers: &[Cnn]| read_faces(&drawn.image, vec![place.clone()], readers, &WHOLE_DIE);
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
            read_faces(&drawn.image, vec![place.clone()], &shipped[..1], &[]).is_empty(),
            "no view reads nothing"
        );
    }
}
