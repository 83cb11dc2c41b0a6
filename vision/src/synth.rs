//! Dice drawn procedurally: a die seen from above on a tray, its top face showing pips (1-6), a
//! logo in place of pips (as GW-style dice show on the 1 or the 6) or a block-die symbol,
//! under varied colours, size, turn, lean (a side showing), light, blur and noise. No labelled
//! photos of block dice exist, so their reader learns from these; pip dice drawn here widen
//! what the pip reader has seen beyond the few dice of the training photos, and the logos
//! teach it GW-style dice, of which no photos are here either.
//!
//! Every picture is a pure function of its seed ([`XorShift`]), so a set drawn twice is the same.

use image::{Rgb, RgbImage};
use rules::BlockFace;

use crate::cnn::XorShift;
pub use crate::detection::{BLOCK_FACES, block_class, block_face};
use crate::marks::Marks;
use crate::surface::Surface;

/// What the top face shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// Pips, 1-6.
    Pips(u8),
    /// A logo where the pips would be.
    Logo(Logo),
    /// A block-die symbol.
    Block(BlockFace),
}

/// The logos drawn on the [`Face::Logo`] faces: shapes like those GW-style dice carry
/// instead of one or six pips. No labelled photos of such dice exist here, so these stand in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Logo {
    /// A skull.
    Skull,
    /// A five-pointed star.
    Star,
    /// A ring struck through.
    Ring,
    /// A football, its laces showing.
    Ball,
}

/// The logos, in turn.
pub const LOGOS: [Logo; 4] = [Logo::Skull, Logo::Star, Logo::Ring, Logo::Ball];

/// A drawn die: the picture and where the die is in it (centre and width, pixels).
#[derive(Debug, Clone)]
pub struct Drawn {
    /// The picture.
    pub image: RgbImage,
    /// The die's centre.
    pub centre: (f32, f32),
    /// The die's width, top face and the side showing.
    pub size: f32,
}

/// The picture's side, pixels.
pub const CANVAS: u32 = 96;

/// Draws `face` on a tray, its look chosen by `rng`, in a picture [`CANVAS`] pixels a side.
pub fn draw(face: Face, rng: &mut XorShift) -> Drawn {
    draw_in(face, rng, CANVAS, None, &Marks::NONE)
}

/// Draws `face` as [`draw`] does, the die looking the same, but on `surface` (shifted by
/// `shift` pixels) instead of a flat tray.
pub fn draw_on(face: Face, rng: &mut XorShift, surface: &Surface, shift: (u32, u32)) -> Drawn {
    draw_in(face, rng, CANVAS, Some((surface, shift)), &Marks::NONE)
}

/// Draws `face` as [`draw`] does, in the middle of a tray three times [`CANVAS`] a side: room
/// round it, as a photo has, for the recogniser's measure of the dice' size and its patches
/// off the tray. The light and noise go on over the whole tray: a drawn picture pasted on a
/// flat tray showed its square as a patch, measured as a die three times the die's size.
pub fn draw_on_tray(face: Face, rng: &mut XorShift) -> Drawn {
    draw_in(face, rng, 3 * CANVAS, None, &Marks::NONE)
}

/// [`draw`] in a picture `canvas` pixels a side, the die and its light placed as in a
/// [`CANVAS`]-pixel picture in its middle (so `canvas` = [`CANVAS`] draws the training dice);
/// on `surface` shifted, if any, else on a flat tray (whose colour is drawn either way, so a
/// die looks the same on both). `marks` go on its top face ([`crate::marks`]); they draw
/// nothing from `rng`, so a marked die is otherwise the die drawn clean.
fn draw_in(
    face: Face,
    rng: &mut XorShift,
    canvas: u32,
    surface: Option<(&Surface, (u32, u32))>,
    marks: &Marks,
) -> Drawn {
    let flat = tray_colour(rng);
    let tray = |x: u32, y: u32| match surface {
        Some((s, (dx, dy))) => s.at(x + dx, y + dy),
        None => flat,
    };
    let body = random_colour(rng);
    let mut ink = random_colour(rng);
    // Pips and symbols stand out from the face: white, black or a colour far from the body.
    while distance(&ink, &body) < 120.0 {
        ink = random_colour(rng);
    }
    let side = 30.0 + 26.0 * rng.unit();
    let turn = std::f32::consts::TAU * rng.unit();
    let (cos, sin) = (turn.cos(), turn.sin());
    let half = canvas as f32 / 2.0;
    // Where the CANVAS-pixel picture the light is laid over starts.
    let frame = (canvas - CANVAS.min(canvas)) as f32 / 2.0;
    let centre = (
        half + (rng.unit() - 0.5) * 6.0,
        half + (rng.unit() - 0.5) * 6.0,
    );
    // A lean: the body shows past the top face on one side, darker.
    let lean = (
        (rng.unit() - 0.5) * 0.3 * side,
        (rng.unit() - 0.5) * 0.3 * side,
    );
    let shade = 0.55 + 0.3 * rng.unit();
    let light = (rng.unit() - 0.5, rng.unit() - 0.5);
    let corner = 0.08 + 0.12 * rng.unit();
    let marbling = if rng.unit() < 0.3 {
        40.0 * rng.unit()
    } else {
        0.0
    };
    let phase = (rng.unit() * 10.0, rng.unit() * 10.0);
    let pip_r = 0.075 + 0.035 * rng.unit();
    let side_pips = (rng.unit() < 0.5).then(|| 1 + (rng.next_u64() % 6) as u8);
    let mut image = RgbImage::new(canvas, canvas);
    for y in 0..canvas {
        for x in 0..canvas {
            let mut sum = [0f32; 3];
            // 2×2 samples a pixel: smooth edges.
            for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let (px, py) = (x as f32 + sx, y as f32 + sy);
                let local = |dx: f32, dy: f32| {
                    let (ox, oy) = (px - centre.0 - dx, py - centre.1 - dy);
                    ((ox * cos + oy * sin) / side, (-ox * sin + oy * cos) / side)
                };
                let (u, v) = local(0.0, 0.0);
                let (bu, bv) = local(lean.0, lean.1);
                let c = if inside(u, v, corner) {
                    let marble = marbling * ((u * 9.0 + phase.0).sin() * (v * 7.0 + phase.1).cos());
                    let base = body.map(|c| c + marble);
                    let c = match face {
                        Face::Pips(n) => match pip_at(n, u, v, pip_r) {
                            Some(k) => marks.ink(k, pips(n).len(), ink, base),
                            None => base,
                        },
                        _ if on_face(face, u, v, pip_r) => ink,
                        _ => base,
                    };
                    marks.glared(c, u, v)
                } else if inside(bu, bv, corner) {
                    // The side showing has pips of its own (another face's, as on a real die).
                    if side_pips.is_some_and(|n| on_face(Face::Pips(n), bu, bv, pip_r)) {
                        ink.map(|c| c * shade)
                    } else {
                        body.map(|c| c * shade)
                    }
                } else {
                    tray(x, y)
                };
                // Light falls across the picture.
                let lit = 1.0
                    + 0.25
                        * (((px - frame) / CANVAS as f32 - 0.5) * light.0
                            + ((py - frame) / CANVAS as f32 - 0.5) * light.1);
                for k in 0..3 {
                    sum[k] += c[k] * lit / 4.0;
                }
            }
            image.put_pixel(x, y, Rgb(sum.map(|v| v.clamp(0.0, 255.0) as u8)));
        }
    }
    Drawn {
        image: finished(image, rng, 2.5, 12.0),
        centre: (centre.0 + lean.0 / 2.0, centre.1 + lean.1 / 2.0),
        size: side + lean.0.abs().max(lean.1.abs()),
    }
}

impl Drawn {
    /// Whether `point` lies on the die: within half its size of its centre either way (where
    /// a detection of it has its centre).
    pub fn holds(&self, (x, y): (f32, f32)) -> bool {
        (x - self.centre.0).abs() < self.size / 2.0 && (y - self.centre.1).abs() < self.size / 2.0
    }

    /// The surest of `dice` that lies on the die ([`Drawn::holds`]).
    pub fn read_in<'a>(&self, dice: &'a [crate::Detection]) -> Option<&'a crate::Detection> {
        dice.iter()
            .filter(|d| self.holds(d.bbox.centre()))
            .max_by(|a, b| a.confidence.total_cmp(&b.confidence))
    }
}

/// Whether face-local `(u, v)` (the face spans -0.5..0.5) is on the die, corners rounded.
pub(crate) fn inside(u: f32, v: f32, corner: f32) -> bool {
    let (au, av) = (u.abs(), v.abs());
    if au > 0.5 || av > 0.5 {
        return false;
    }
    let edge = 0.5 - corner;
    if au > edge && av > edge {
        return (au - edge).powi(2) + (av - edge).powi(2) <= corner * corner;
    }
    true
}

/// Whether face-local `(u, v)` is ink: a pip, part of a logo, or part of a block symbol.
pub(crate) fn on_face(face: Face, u: f32, v: f32, pip_r: f32) -> bool {
    match face {
        Face::Pips(n) => pip_at(n, u, v, pip_r).is_some(),
        Face::Logo(logo) => on_logo(logo, u, v, pip_r * 3.2),
        Face::Block(symbol) => on_symbol(symbol, u, v),
    }
}

/// Which pip of a face of `n` pips face-local `(u, v)` lies on, if any ([`pips`]' order).
fn pip_at(n: u8, u: f32, v: f32, pip_r: f32) -> Option<usize> {
    let r = if n == 1 { pip_r * 1.6 } else { pip_r };
    pips(n)
        .iter()
        .position(|&(pu, pv)| (u - pu).powi(2) + (v - pv).powi(2) <= r * r)
}

/// Whether face-local `(u, v)` is on `logo`, `r` its half-width (the face spans -0.5..0.5).
fn on_logo(logo: Logo, u: f32, v: f32, r: f32) -> bool {
    match logo {
        Logo::Skull => skull(u, v, r * 0.85),
        Logo::Star => {
            let angle = v.atan2(u);
            let point = ((2.5 * angle).cos()).abs().powf(3.0);
            (u * u + v * v).sqrt() <= r * (0.45 + 0.55 * point)
        }
        Logo::Ring => {
            let d = (u * u + v * v).sqrt();
            let bar = (u - v).abs() <= 0.12 * r * std::f32::consts::SQRT_2 && d <= r;
            (0.68 * r..=r).contains(&d) || bar
        }
        Logo::Ball => {
            let ellipse = (u / r).powi(2) + (v / (0.62 * r)).powi(2) <= 1.0;
            let seam = v.abs() <= 0.05 * r && u.abs() <= 0.55 * r;
            let lace = [-0.3, 0.0, 0.3]
                .iter()
                .any(|&c| (u - c * r).abs() <= 0.05 * r && v.abs() <= 0.22 * r);
            ellipse && !seam && !lace
        }
    }
}

/// Where the pips of `n` sit on the face.
fn pips(n: u8) -> &'static [(f32, f32)] {
    const A: f32 = 0.27;
    match n {
        1 => &[(0.0, 0.0)],
        2 => &[(-A, -A), (A, A)],
        3 => &[(-A, -A), (0.0, 0.0), (A, A)],
        4 => &[(-A, -A), (A, -A), (-A, A), (A, A)],
        5 => &[(-A, -A), (A, -A), (0.0, 0.0), (-A, A), (A, A)],
        _ => &[(-A, -A), (A, -A), (-A, 0.0), (A, 0.0), (-A, A), (A, A)],
    }
}

fn skull(u: f32, v: f32, r: f32) -> bool {
    let head = u * u + (v + 0.1 * r).powi(2) <= r * r;
    let eye = |ex: f32| (u - ex * r).powi(2) + (v + 0.1 * r).powi(2) <= (0.3 * r).powi(2);
    let jaw = u.abs() <= 0.5 * r && v >= 0.6 * r && v <= 1.15 * r;
    (head && !eye(-0.4) && !eye(0.4)) || jaw
}

fn burst(u: f32, v: f32, r: f32) -> bool {
    let angle = v.atan2(u);
    let spike = 0.5 + 0.5 * (8.0 * angle).cos().abs().powf(0.5);
    (u * u + v * v).sqrt() <= r * spike
}

fn on_symbol(symbol: BlockFace, u: f32, v: f32) -> bool {
    match symbol {
        BlockFace::AttackerDown => skull(u, v, 0.25),
        BlockFace::BothDown => skull(u + 0.19, v, 0.15) || skull(u - 0.19, v, 0.15),
        BlockFace::Pushed => {
            let shaft = (-0.3..=0.1).contains(&u) && v.abs() <= 0.06;
            let head = (0.1..=0.32).contains(&u) && v.abs() <= 0.18 * (0.32 - u) / 0.22;
            shaft || head
        }
        BlockFace::DefenderStumbles => {
            let mark = (u.abs() <= 0.035 && (-0.2..=0.06).contains(&v))
                || u * u + (v - 0.14).powi(2) <= 0.04f32.powi(2);
            burst(u, v, 0.36) && !mark
        }
        BlockFace::DefenderDown => burst(u, v, 0.36),
    }
}

pub(crate) fn tray_colour(rng: &mut XorShift) -> [f32; 3] {
    if rng.unit() < 0.7 {
        let g = 140.0 + 100.0 * rng.unit();
        [g, g - 4.0 * rng.unit(), g - 8.0 * rng.unit()]
    } else {
        random_colour(rng)
    }
}

pub(crate) fn random_colour(rng: &mut XorShift) -> [f32; 3] {
    match rng.next_u64() % 5 {
        0 => [235.0, 235.0, 228.0].map(|c| c - 30.0 * rng.unit()),
        1 => [25.0, 25.0, 28.0].map(|c| c + 30.0 * rng.unit()),
        _ => [255.0 * rng.unit(), 255.0 * rng.unit(), 255.0 * rng.unit()],
    }
}

pub(crate) fn distance(a: &[f32; 3], b: &[f32; 3]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// `image` blurred by up to `blur` pixels and with noise of up to `noise` levels, as drawn by
/// `rng`: how every drawn picture, from above or tilted ([`crate::oblique`]), is finished.
pub(crate) fn finished(image: RgbImage, rng: &mut XorShift, blur: f32, noise: f32) -> RgbImage {
    let mut image = box_blur(&image, (rng.unit() * blur) as u32);
    let noise = noise * rng.unit();
    for p in image.pixels_mut() {
        for k in 0..3 {
            p[k] = (f32::from(p[k]) + noise * rng.normal()).clamp(0.0, 255.0) as u8;
        }
    }
    image
}

/// A box blur of radius `r` (0: the image as it is).
fn box_blur(image: &RgbImage, r: u32) -> RgbImage {
    if r == 0 {
        return image.clone();
    }
    let (w, h) = image.dimensions();
    let mut out = image.clone();
    for y in 0..h {
        for x in 0..w {
            let mut sum = [0u32; 3];
            let mut n = 0;
            for yy in y.saturating_sub(r)..(y + r + 1).min(h) {
                for xx in x.saturating_sub(r)..(x + r + 1).min(w) {
                    let p = image.get_pixel(xx, yy);
                    (0..3).for_each(|k| sum[k] += u32::from(p[k]));
                    n += 1;
                }
            }
            out.put_pixel(x, y, Rgb(sum.map(|s| (s / n) as u8)));
        }
    }
    out
}

/// How a set of drawn dice ([`crops`]) is mixed: one die in `patterned` (none if 0) lies on a
/// random wooden table or pitch ([`crate::surface::random`]) instead of its flat tray; one in
/// `oblique` (none if 0) is drawn instead as a camera tilted 10-55 degrees off the vertical
/// sees it ([`crate::oblique::die`]), its sides showing, cut anywhere between its top face's
/// middle and the middle of all it shows, as big as all it shows, labelled by its top face;
/// one in `marked` (none if 0) carries glare or a faint pip ([`crate::marks`]). Each choice
/// comes from a generator of its own, so every other die looks as it would with it 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Mix {
    /// One die in this many on a patterned surface.
    pub patterned: u64,
    /// One die in this many seen by a tilted camera.
    pub oblique: u64,
    /// One die in this many with glare or a faint pip.
    pub marked: u64,
}

/// `count` drawn dice for training or measuring a reader, as crops ([`crate::crop`]) labelled
/// by `label` (`None`: left out), cut at the die jittered a little in place and size as the
/// finders place them. The faces cycle through `faces`, mixed as `mix` says.
pub fn crops(
    faces: &[Face],
    count: usize,
    seed: u64,
    mix: Mix,
    label: impl Fn(Face) -> Option<u8>,
) -> Vec<(Vec<f32>, u8)> {
    let Mix {
        patterned,
        oblique,
        marked,
    } = mix;
    let mut rng = XorShift(seed.max(1));
    let mut surfaces = XorShift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).max(1));
    let mut tilted = XorShift(seed.wrapping_mul(0xbf58_476d_1ce4_e5b9).max(1));
    let mut marking = XorShift(seed.wrapping_mul(0x94d0_49bb_1331_11eb).max(1));
    let mut out = Vec::with_capacity(count);
    for k in 0..count {
        let Some(&face) = faces.get(k % faces.len().max(1)) else {
            break;
        };
        let Some(class) = label(face) else {
            continue;
        };
        let on_surface = patterned > 0 && surfaces.next_u64().is_multiple_of(patterned);
        let marks = if marked > 0 && marking.next_u64().is_multiple_of(marked) {
            Marks::random(&mut marking)
        } else {
            Marks::NONE
        };
        let drawn = if on_surface {
            let surface = crate::surface::random(&mut surfaces);
            let shift = (
                (surfaces.next_u64() % 256) as u32,
                (surfaces.next_u64() % 256) as u32,
            );
            draw_in(face, &mut rng, CANVAS, Some((&surface, shift)), &marks)
        } else {
            draw_in(face, &mut rng, CANVAS, None, &marks)
        };
        let jx = (rng.unit() - 0.5) * 0.2 * drawn.size;
        let jy = (rng.unit() - 0.5) * 0.2 * drawn.size;
        let js = 1.0 + (rng.unit() - 0.5) * 0.3;
        let flat = crate::crop::crop(
            &drawn.image,
            drawn.centre.0 + jx,
            drawn.centre.1 + jy,
            drawn.size * js,
            0,
        );
        // Drawn from above either way, so the dice after it are as with `oblique` 0.
        if oblique > 0 && tilted.next_u64().is_multiple_of(oblique) {
            out.push((tilted_crop(face, &mut tilted), class));
        } else {
            out.push((flat, class));
        }
    }
    out
}

/// A crop of `face` on a die seen by a camera tilted 10-55 degrees ([`crops`]).
fn tilted_crop(face: Face, rng: &mut XorShift) -> Vec<f32> {
    let tilt = 10.0 + 45.0 * rng.unit();
    let die = crate::oblique::die(face, rng, tilt);
    let whole = die.shape.centre();
    let along = rng.unit();
    let size = die.shape.side() * (1.0 + (rng.unit() - 0.5) * 0.3);
    let x = die.top.0 + along * (whole.0 - die.top.0) + (rng.unit() - 0.5) * 0.1 * size;
    let y = die.top.1 + along * (whole.1 - die.top.1) + (rng.unit() - 0.5) * 0.1 * size;
    crate::crop::crop(&die.image, x, y, size, 0)
}

/// The faces a six-sided die is drawn with for the pip readers: each pip face four times and
/// each logo twice, so one drawn die in four shows a logo (at one in seven,
/// small logos blurred to one mark were taken for sure 1s).
pub fn d6_faces() -> Vec<Face> {
    let pips = PIP_FACES.iter().cycle().take(4 * PIP_FACES.len());
    pips.copied()
        .chain(LOGOS.iter().chain(&LOGOS).map(|&l| Face::Logo(l)))
        .collect()
}

/// The six pip faces.
pub const PIP_FACES: [Face; 6] = [
    Face::Pips(1),
    Face::Pips(2),
    Face::Pips(3),
    Face::Pips(4),
    Face::Pips(5),
    Face::Pips(6),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The mean grey level inside and just outside the middle [`CANVAS`] square of a picture
    /// three times its side, over four-pixel strips along its sides (corners left out).
    fn step_at_the_square(image: &RgbImage) -> f32 {
        let grey = |x: u32, y: u32| {
            let p = image.get_pixel(x, y);
            (f32::from(p[0]) + f32::from(p[1]) + f32::from(p[2])) / 3.0
        };
        let (lo, hi) = (CANVAS, 2 * CANVAS);
        let (mut inside, mut outside, mut n) = (0.0, 0.0, 0.0);
        for t in lo + 4..hi - 4 {
            for d in 0..4 {
                inside +=
                    grey(t, lo + d) + grey(t, hi - 1 - d) + grey(lo + d, t) + grey(hi - 1 - d, t);
                outside +=
                    grey(t, lo - 1 - d) + grey(t, hi + d) + grey(lo - 1 - d, t) + grey(hi + d, t);
                n += 4.0;
            }
        }
        (inside - outside).abs() / n
    }

    /// A die drawn on a tray shows no square round the picture it would be drawn in alone: the
    /// tray's light and noise go on past it. Pasted on a flat tray of its corner's colour
    ///, the square stood out and was measured as a die three times the die's size.
    #[test]
    fn a_die_drawn_on_a_tray_shows_no_square_round_it() {
        let mut rng = XorShift(28);
        for k in 0..30 {
            let drawn = draw_on_tray(Face::Pips(1 + (k % 6) as u8), &mut rng);
            let step = step_at_the_square(&drawn.image);
            // Measured at most 0.32 here; pasted on a flat tray, 0.3-16.5, most above 2.
            assert!(
                step < 1.5,
                "die {k}: a step of {step} grey levels at the square"
            );
        }
    }

    /// How many of 300 drawn dice differ between mixes `before` and `after`.
    fn differing(before: Mix, after: Mix) -> usize {
        let faces = d6_faces();
        let before = crops(&faces, 300, 9, before, |_| Some(0));
        let after = crops(&faces, 300, 9, after, |_| Some(0));
        (0..300).filter(|&k| before[k].0 != after[k].0).count()
    }

    /// One drawn die in `patterned` lies on a surface; the rest are drawn as before.
    #[test]
    fn some_drawn_dice_lie_on_a_surface_the_rest_as_before() {
        let surfaces = Mix {
            patterned: 3,
            ..Mix::default()
        };
        let differ = differing(Mix::default(), surfaces);
        assert!((70..130).contains(&differ), "{differ} of 300 on a surface");
    }

    /// One drawn die in `oblique` is seen by a tilted camera; the rest are drawn as before.
    #[test]
    fn some_drawn_dice_are_seen_tilted_the_rest_as_before() {
        let surfaces = Mix {
            patterned: 3,
            ..Mix::default()
        };
        let differ = differing(
            surfaces,
            Mix {
                oblique: 4,
                ..surfaces
            },
        );
        assert!((50..100).contains(&differ), "{differ} of 300 tilted");
    }

    /// One drawn die in `marked` carries glare or a faint pip; the rest are drawn as before.
    #[test]
    fn some_drawn_dice_are_marked_the_rest_as_before() {
        let plain = Mix {
            patterned: 3,
            oblique: 4,
            marked: 0,
        };
        let differ = differing(plain, Mix { marked: 4, ..plain });
        // Tilted dice are drawn by oblique.rs, unmarked: about 3/4 of 1/4 of 300 differ.
        assert!((30..85).contains(&differ), "{differ} of 300 marked");
    }

    /// A die drawn on a surface is the same die: the same pixels on its face, the surface only
    /// round it.
    #[test]
    fn a_die_on_a_surface_is_the_same_die() {
        let surface = crate::surface::Surface::Pitch(crate::surface::PITCH);
        for seed in 1..20 {
            let flat = draw(Face::Pips(5), &mut XorShift(seed));
            let on = draw_on(Face::Pips(5), &mut XorShift(seed), &surface, (3, 5));
            let (cx, cy) = (flat.centre.0 as u32, flat.centre.1 as u32);
            assert_eq!(flat.image.get_pixel(cx, cy), on.image.get_pixel(cx, cy));
            assert_eq!(flat.centre, on.centre);
            let corners = [
                (0, 0),
                (CANVAS - 1, 0),
                (0, CANVAS - 1),
                (CANVAS - 1, CANVAS - 1),
            ];
            assert!(
                corners
                    .iter()
                    .any(|&(x, y)| flat.image.get_pixel(x, y) != on.image.get_pixel(x, y)),
                "seed {seed}: the surface does not show"
            );
        }
    }
}
