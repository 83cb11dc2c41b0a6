//! The pip finder: where in an image six-sided pip dice may be, and how many pips each shows.
//!
//! 1. Pips are small round blobs darker (or lighter) than their surroundings: the grey, red
//!    and blue planes are each compared with their local mean, and the connected components of
//!    strong contrast that are pip-sized, round and compact are kept, each with the colour and
//!    evenness of the ring of die face around it.
//! 2. Pips of one die share a face: two pips are linked when they are close for their size,
//!    alike in size and polarity, their rings are the same colour, and the straight line between
//!    them runs over that colour all the way (between two dice it crosses an edge or a gap).
//!    Pips small for their die lie farther apart than the linking allows: parts of one face
//!    are then joined when together they lie as a face of that many pips does.
//! 3. Each linked group is a die: its value the number of pips, its centre their mean, its box
//!    sized from the pips, its confidence how well the group looks like a face.
//!
//! The recogniser ([`mod@crate::recognize`]) takes these as places for the face readers to look.

use image::RgbImage;

use crate::blobs::{Blob, Gray, components};
use crate::detection::{BBox, Detection};
use rules::DieKind;

/// The pip finder's knobs (tuned on the byler-d6 training split); the recogniser passes them on.
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

/// Every place the pip finder thinks a die may be (overlapping ones included), valued by pips
/// counted ([`crate::recognize::located`] adds the patches off the tray and is what the
/// network is shown).
pub fn candidates(image: &RgbImage, p: &Params) -> Vec<Detection> {
    found(image, p).into_iter().map(|c| c.die).collect()
}

/// A place the pip finder found ([`found`]).
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The die there, valued by pips counted.
    pub die: Detection,
    /// A lone pip that pairs with a pip of another group on its face (the line between them
    /// runs over the face, the two are alike) but could not be joined to it: a pip of a face
    /// left in parts (a 2 whose pips are small for the die), not so likely a 1.
    pub part_of_a_face: bool,
    /// The centres of the pips counted, in the image's pixels (none for a place the finder
    /// did not find by pips): how they lie tells how the camera is tilted ([`crate::tilt`]).
    pub pips: Vec<(f32, f32)>,
}

/// [`candidates`], each with whether it is a part of a face.
pub fn found(image: &RgbImage, p: &Params) -> Vec<Candidate> {
    let pips = pips(image, p);
    let (groups, partnered) = link(image, &pips, p);
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
        .filter_map(|g| {
            Some(Candidate {
                die: die(image, &pips, g, typical_r, p)?,
                part_of_a_face: matches!(g.as_slice(), &[pip] if partnered[pip]),
                pips: g.iter().map(|&i| (pips[i].x, pips[i].y)).collect(),
            })
        })
        .collect()
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
/// closest-first joins each die before it could reach a neighbour. Then parts that a pair up to
/// `PATTERN_REACH` times as far links are joined if together they are a face's pattern
/// ([`is_face_pattern`]). Also says which pips still pair with a pip of another group.
fn link(image: &RgbImage, pips: &[Pip], p: &Params) -> (Vec<Vec<usize>>, Vec<bool>) {
    let mut pairs = Vec::new();
    for i in 0..pips.len() {
        for j in i + 1..pips.len() {
            let (a, b) = (&pips[i], &pips[j]);
            let r = (a.r + b.r) / 2.0;
            let d = distance(a, b);
            if d > PATTERN_REACH * p.link_radii * r
                || a.r.max(b.r) / a.r.min(b.r) > 1.7
                || colour_distance(&a.colour, &b.colour) > 1.5 * p.line_colour
                || colour_distance(&a.ring, &b.ring) > p.line_colour
                || !same_face(image, a, b, p)
            {
                continue;
            }
            pairs.push((d, d <= p.link_radii * r, i, j));
        }
    }
    pairs.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut groups = Groups::new(pips.len());
    for &(_, near, i, j) in &pairs {
        if let Some(merged) = groups.union(i, j).filter(|_| near) {
            let r = merged.iter().map(|&k| pips[k].r).sum::<f32>() / merged.len() as f32;
            let widest = merged
                .iter()
                .flat_map(|&a| merged.iter().map(move |&b| (a, b)))
                .map(|(a, b)| distance(&pips[a], &pips[b]))
                .fold(0.0, f32::max);
            if widest <= p.link_radii * r {
                groups.join(i, j);
            }
        }
    }
    // Dice whose pips are small for the face stay in parts (a 6 as two rows of three, a 4 as
    // two sides): parts that a pair links are joined when together they lie as a face does.
    loop {
        let before = groups.count();
        for &(_, _, i, j) in &pairs {
            if let Some(merged) = groups.union(i, j)
                && is_face_pattern(&merged.iter().map(|&k| &pips[k]).collect::<Vec<_>>())
            {
                groups.join(i, j);
            }
        }
        if groups.count() == before {
            break;
        }
    }
    let mut partnered = vec![false; pips.len()];
    for &(_, _, i, j) in &pairs {
        if groups.group_of[i] != groups.group_of[j] {
            partnered[i] = true;
            partnered[j] = true;
        }
    }
    (groups.into_groups(), partnered)
}

/// Pips grouped into faces, each pip in one group.
struct Groups {
    group_of: Vec<usize>,
    groups: Vec<Vec<usize>>,
}

impl Groups {
    /// Each pip a group of its own.
    fn new(n: usize) -> Self {
        Groups {
            group_of: (0..n).collect(),
            groups: (0..n).map(|i| vec![i]).collect(),
        }
    }

    /// The pips of `i`'s and `j`'s groups together, if they are two groups that would make no
    /// more than a face's six pips.
    fn union(&self, i: usize, j: usize) -> Option<Vec<usize>> {
        let (gi, gj) = (self.group_of[i], self.group_of[j]);
        (gi != gj && self.groups[gi].len() + self.groups[gj].len() <= 6).then(|| {
            self.groups[gi]
                .iter()
                .chain(&self.groups[gj])
                .copied()
                .collect()
        })
    }

    /// Puts `j`'s group into `i`'s.
    fn join(&mut self, i: usize, j: usize) {
        let (gi, gj) = (self.group_of[i], self.group_of[j]);
        for &k in &self.groups[gj] {
            self.group_of[k] = gi;
        }
        let moved = std::mem::take(&mut self.groups[gj]);
        self.groups[gi].extend(moved);
    }

    fn count(&self) -> usize {
        self.groups.iter().filter(|g| !g.is_empty()).count()
    }

    fn into_groups(self) -> Vec<Vec<usize>> {
        self.groups.into_iter().filter(|g| !g.is_empty()).collect()
    }
}

/// Whether three to six pips lie as a face of that many does (a diagonal of three, corners of
/// a square, the square and its middle, two rows of three), turned and scaled as they may be:
/// each pip within `PATTERN_SLACK` of the pip spacing of its own place.
fn is_face_pattern(group: &[&Pip]) -> bool {
    let places: &[(f32, f32)] = match group.len() {
        3 => &[(-1.0, -1.0), (1.0, 1.0), (0.0, 0.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (1.0, 1.0),
            (0.0, 0.0),
        ],
        6 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (1.0, 1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
        ],
        _ => return false,
    };
    let n = group.len() as f32;
    let (cx, cy) = (
        group.iter().map(|q| q.x).sum::<f32>() / n,
        group.iter().map(|q| q.y).sum::<f32>() / n,
    );
    let rel: Vec<(f32, f32)> = group.iter().map(|q| (q.x - cx, q.y - cy)).collect();
    // The pip farthest from the middle is a corner: each corner it may be gives the turn and
    // scale (as complex numbers, corner / pip) that carries the pips onto the places.
    let Some(&(fx, fy)) = rel
        .iter()
        .max_by(|a, b| (a.0.hypot(a.1)).total_cmp(&b.0.hypot(b.1)))
    else {
        return false;
    };
    let far = fx * fx + fy * fy;
    if far <= f32::EPSILON {
        return false;
    }
    places
        .iter()
        .filter(|q| q.0.abs() + q.1.abs() == 2.0)
        .any(|&(qx, qy)| {
            let (zr, zi) = ((qx * fx + qy * fy) / far, (qy * fx - qx * fy) / far);
            let mut free = vec![true; places.len()];
            rel.iter().all(|&(x, y)| {
                let (u, v) = (zr * x - zi * y, zi * x + zr * y);
                let near = places
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| free[k])
                    .map(|(k, &(px, py))| (k, (u - px).hypot(v - py)))
                    .min_by(|a, b| a.1.total_cmp(&b.1));
                match near {
                    Some((k, d)) if d <= PATTERN_SLACK => {
                        free[k] = false;
                        true
                    }
                    _ => false,
                }
            })
        })
}

/// The share of a die's width that its corner pips span, corner to corner (a 2, 3, 4, 5 or 6).
const PATTERN_SPAN: f32 = 0.76;

/// How much farther than `link_radii` apart two pips may be and still join parts that together
/// lie as a face does.
const PATTERN_REACH: f32 = 1.5;

/// How far a pip may lie from its place in a face's pattern, in pip spacings (a turn of the
/// die away from the camera squashes the pattern a little).
const PATTERN_SLACK: f32 = 0.3;

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
    let mut size = p.die_radii * pip_r;
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
        } else if span > 0.95
            && is_face_pattern(&group.iter().map(|&k| &pips[k]).collect::<Vec<_>>())
        {
            // Pips small for their die: the die is as wide as its pattern says.
            size = widest / PATTERN_SPAN;
            0.95
        } else {
            0.6
        }
    };
    Some(Detection {
        kind: DieKind::D6,
        value: n.min(6) as u8,
        confidence,
        bbox: BBox::square((x, y), size),
        logo: false,
        camera_tilt: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grey tray with white dice 40 pixels wide, each at `(x, y)` showing `value` in black
    /// pips (radius 3.2) at the usual places, and black specks (the same dot, no face round it).
    fn tray(dice: &[(f32, f32, u8)], specks: &[(f32, f32)]) -> RgbImage {
        tray_with_pips(dice, specks, 3.2)
    }

    /// [`tray`] with pips of radius `r`.
    fn tray_with_pips(dice: &[(f32, f32, u8)], specks: &[(f32, f32)], r: f32) -> RgbImage {
        let (half, a) = (20.0f32, 11.0f32);
        let spots = |value: u8| -> Vec<(f32, f32)> {
            let corners = [(-a, -a), (a, a), (-a, a), (a, -a)];
            match value {
                1 => vec![(0.0, 0.0)],
                2 => corners[..2].to_vec(),
                3 => vec![corners[0], (0.0, 0.0), corners[1]],
                4 => corners.to_vec(),
                5 => [&corners[..], &[(0.0, 0.0)]].concat(),
                _ => [&corners[..], &[(-a, 0.0), (a, 0.0)]].concat(),
            }
        };
        RgbImage::from_fn(420, 120, |x, y| {
            let (x, y) = (x as f32 + 0.5, y as f32 + 0.5);
            let dot = |cx: f32, cy: f32| (x - cx).powi(2) + (y - cy).powi(2) < r * r;
            if specks.iter().any(|&(sx, sy)| dot(sx, sy)) {
                return image::Rgb([20, 20, 20]);
            }
            for &(cx, cy, value) in dice {
                if (x - cx).abs() < half && (y - cy).abs() < half {
                    let pip = spots(value).iter().any(|&(u, v)| dot(cx + u, cy + v));
                    return image::Rgb(if pip { [20, 20, 20] } else { [235, 235, 235] });
                }
            }
            image::Rgb([150, 150, 150])
        })
    }

    /// Each die's pips are grouped into one face and counted, none joined to a neighbour's
    /// across the 10 pixels of tray between them; the die's box is centred on it, about its
    /// width.
    #[test]
    fn the_pips_of_each_die_are_counted_as_one_face() {
        let dice: Vec<(f32, f32, u8)> = (1..=6u8)
            .map(|v| (40.0 + 50.0 * f32::from(v - 1), 60.0, v))
            .collect();
        let found = candidates(&tray(&dice, &[]), &Params::default());
        for &(x, y, value) in &dice {
            let here: Vec<&Detection> = found
                .iter()
                .filter(|d| {
                    let (cx, cy) = d.bbox.centre();
                    (cx - x).abs() < 20.0 && (cy - y).abs() < 20.0
                })
                .collect();
            assert_eq!(here.len(), 1, "one face at {x}: {found:?}");
            let die = here[0];
            assert_eq!(die.value, value, "{die:?}");
            let (cx, cy) = die.bbox.centre();
            assert!((cx - x).abs() < 1.0 && (cy - y).abs() < 1.0, "{die:?}");
            assert!((30.0..=45.0).contains(&die.bbox.w), "{die:?}");
        }
        assert_eq!(found.len(), 6, "{found:?}");
        // Faces of two or more pips spread as a face's do: the surest kind of group.
        assert!(
            found
                .iter()
                .filter(|d| d.value >= 2)
                .all(|d| d.confidence > 0.9)
        );
    }

    /// A lone pip on a face whose edge gives onto the tray is a likely one; the same dot on
    /// the bare tray (a speck, a screw hole) is offered only as an unlikely one, for the
    /// readers to turn down.
    /// Pips of radius 2.4 on 40-pixel dice: a face's corner pips lie 13 pip radii apart, past
    /// `link_radii`, so the closest-first linking leaves a 6 as two rows of three, a 4 as two
    /// sides, a 3 as a pair and a pip. The parts are joined because together they lie as the
    /// face does, and the die's box is as wide as its pattern says, not as its small pips say.
    /// Dice 10 pixels apart are still not joined. A 2's two pips have no pattern to tell them
    /// from two ones: they stay apart, each marked a part of a face ([`Candidate`]).
    #[test]
    fn small_pips_are_counted_as_one_face_by_their_pattern() {
        let dice: Vec<(f32, f32, u8)> = (3..=6u8)
            .map(|v| (40.0 + 50.0 * f32::from(v - 3), 60.0, v))
            .collect();
        let found = candidates(&tray_with_pips(&dice, &[], 2.4), &Params::default());
        assert_eq!(found.len(), dice.len(), "{found:?}");
        for &(x, y, value) in &dice {
            let die = found
                .iter()
                .find(|d| {
                    let (cx, cy) = d.bbox.centre();
                    (cx - x).abs() < 5.0 && (cy - y).abs() < 5.0
                })
                .unwrap_or_else(|| panic!("a die at {x}: {found:?}"));
            assert_eq!(die.value, value, "{die:?}");
            assert!(die.confidence > 0.9, "{die:?}");
            assert!((36.0..=46.0).contains(&die.bbox.w), "{die:?}");
        }
        // A 2's pips stay apart, each marked as a part of a face; a 1 beside it is not.
        let places = super::found(
            &tray_with_pips(&[(40.0, 60.0, 2), (90.0, 60.0, 1)], &[], 2.4),
            &Params::default(),
        );
        assert_eq!(places.len(), 3, "{places:?}");
        for c in &places {
            let in_the_two = c.die.bbox.centre().0 < 65.0;
            assert_eq!(c.part_of_a_face, in_the_two, "{c:?}");
            assert_eq!(c.die.value, 1, "{c:?}");
        }
    }

    /// The pattern test on its own: a 6, 5, 4 or 3 turned and scaled is one; the 6's pips with
    /// one row slid along (two 3s on dice side by side), or with the rows twice as far apart as
    /// the pips in a row, are not, nor five of a 6's pips, three in an elbow, two pips or seven.
    #[test]
    fn a_face_pattern_is_known_turned_and_scaled() {
        let pips_at = |points: &[(f32, f32)]| -> Vec<Pip> {
            points
                .iter()
                .map(|&(x, y)| Pip {
                    x,
                    y,
                    r: 2.0,
                    colour: [0.0; 3],
                    ring: [255.0; 3],
                })
                .collect()
        };
        let turned = |points: &[(f32, f32)], angle: f32, scale: f32| -> Vec<(f32, f32)> {
            let (c, s) = (angle.cos(), angle.sin());
            points
                .iter()
                .map(|&(x, y)| {
                    (
                        50.0 + scale * (c * x - s * y),
                        80.0 + scale * (s * x + c * y),
                    )
                })
                .collect()
        };
        let is =
            |points: &[(f32, f32)]| is_face_pattern(&pips_at(points).iter().collect::<Vec<_>>());
        let six = [
            (-1.0, -1.0),
            (-1.0, 0.0),
            (-1.0, 1.0),
            (1.0, -1.0),
            (1.0, 0.0),
            (1.0, 1.0),
        ];
        assert!(is(&turned(&six, 0.5, 9.0)));
        // Five pips of a 6 (one of a row's middles gone) are no 5.
        let six_less_one: Vec<(f32, f32)> =
            six.iter().copied().filter(|&p| p != (1.0, 0.0)).collect();
        assert!(!is(&turned(&six_less_one, 1.1, 12.0)));
        let sheared: Vec<(f32, f32)> = six
            .iter()
            .map(|&(x, y)| (x, if x > 0.0 { y + 1.0 } else { y }))
            .collect();
        assert!(!is(&turned(&sheared, 0.5, 9.0)));
        let far: Vec<(f32, f32)> = six.iter().map(|&(x, y)| (2.0 * x, y)).collect();
        assert!(!is(&turned(&far, 0.5, 9.0)));
        let four = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)];
        assert!(is(&turned(&four, 2.0, 11.0)));
        let five = [
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (1.0, 1.0),
            (0.0, 0.0),
        ];
        assert!(is(&turned(&five, 2.0, 11.0)));
        assert!(is(&turned(
            &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
            0.3,
            10.0
        )));
        assert!(!is(&turned(
            &[(-1.0, -1.0), (0.0, 0.0), (1.0, 0.0)],
            0.3,
            10.0
        )));
        assert!(!is(&turned(&four[..2], 0.0, 10.0)));
        let seven: Vec<(f32, f32)> = six.iter().copied().chain([(0.0, 0.0)]).collect();
        assert!(!is(&turned(&seven, 0.0, 10.0)));
    }

    #[test]
    fn a_lone_pip_is_a_likely_one_only_on_a_face() {
        let found = candidates(
            &tray(&[(60.0, 60.0, 1)], &[(250.0, 60.0)]),
            &Params::default(),
        );
        let at = |x: f32| {
            found
                .iter()
                .find(|d| (d.bbox.centre().0 - x).abs() < 5.0)
                .map(|d| (d.value, d.confidence))
        };
        assert_eq!(at(60.0), Some((1, 0.7)), "{found:?}");
        assert_eq!(at(250.0), Some((1, 0.3)), "{found:?}");
    }
}
