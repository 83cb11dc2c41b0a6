//! The pip finder: where in an image six-sided pip dice may be, and how many pips each shows.
//!
//! 1. Pips are small round blobs darker (or lighter) than their surroundings: the grey, red
//!    and blue planes are each compared with their local mean, and the connected components of
//!    strong contrast that are pip-sized, round and compact are kept, each with the colour and
//!    evenness of the ring of die face around it.
//! 2. Pips of one die share a face: two pips are linked when they are close for their size,
//!    alike in size and polarity, their rings are the same colour, and the straight line between
//!    them runs over that colour all the way (between two dice it crosses an edge or a gap).
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
        logo: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grey tray with white dice 40 pixels wide, each at `(x, y)` showing `value` in black
    /// pips (radius 3.2) at the usual places, and black specks (the same dot, no face round it).
    fn tray(dice: &[(f32, f32, u8)], specks: &[(f32, f32)]) -> RgbImage {
        let (half, a, r) = (20.0f32, 11.0f32, 3.2f32);
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
