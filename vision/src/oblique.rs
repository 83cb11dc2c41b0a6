//! Trays of dice photographed by a camera tilted off the vertical, drawn. Each die is a cube
//! (its corners rounded) seen from far away: its top face is squashed by the tilt's cosine, and
//! the sides turned toward the camera show, with pips of their own as a real die's do
//! (opposite faces add up to 7). The byler-d6 photos are all taken from above, and a photo
//! squashed to look tilted (the `scaled` example) shows no sides, so these trays are how the
//! recogniser is measured on oblique views (the `oblique` example, docs/performance.md): drawn,
//! not photographed, until real oblique photos are labelled.
//!
//! Every tray is a pure function of its generator's state.

use image::{Rgb, RgbImage};

use crate::BBox;
use crate::cnn::XorShift;
use crate::synth::{Face, distance, finished, inside, on_face, random_colour, tray_colour};

/// A drawn tray: the picture and each die's value and box (all of it the camera sees, sides
/// too, as a labeller would box it).
#[derive(Debug, Clone)]
pub struct Tray {
    /// The picture.
    pub image: RgbImage,
    /// The dice: value (1-6) and box.
    pub dice: Vec<(u8, BBox)>,
}

/// The tray's side, pixels: the byler-d6 photos' size.
pub const SIDE: u32 = 640;

/// Draws a tray of `count` dice (fewer if they do not fit) seen by a camera tilted `tilt`
/// degrees off the vertical (0: from straight above), toward the bottom of the picture or,
/// one tray in two, its right.
pub fn draw(rng: &mut XorShift, tilt: f32, count: usize) -> Tray {
    let view = View::new(tilt);
    let tray = tray_colour(rng);
    let light = (rng.unit() - 0.5, rng.unit() - 0.5);
    let sun = rng.unit() * std::f32::consts::TAU;
    let mut dice: Vec<Cube> = Vec::new();
    for _ in 0..count * 30 {
        if dice.len() == count {
            break;
        }
        let top = Face::Pips(1 + (rng.next_u64() % 6) as u8);
        let at = (SIDE as f32 * rng.unit(), SIDE as f32 * rng.unit());
        let cube = Cube::random(rng, &view, (sun.cos(), sun.sin()), top, at);
        let room = grown(cube.reach, 4.0);
        let on_tray = room.x >= 0.0
            && room.y >= 0.0
            && room.x + room.w <= SIDE as f32
            && room.y + room.h <= SIDE as f32;
        if on_tray && dice.iter().all(|d| !meet(&grown(d.reach, 4.0), &room)) {
            dice.push(cube);
        }
    }
    let mut image = RgbImage::new(SIDE, SIDE);
    paint_tray(&mut image, tray, light);
    for cube in &dice {
        cube.paint(&mut image, &view, tray, light);
    }
    let mut image = finished(image, rng, 1.6, 8.0);
    let mut dice: Vec<(u8, BBox)> = dice.iter().map(|d| (d.values[0], d.shape)).collect();
    if rng.unit() < 0.5 {
        // The camera tilted toward the right instead: the picture turned a quarter.
        image = image::imageops::rotate270(&image);
        for (_, b) in &mut dice {
            *b = BBox {
                x: b.y,
                y: SIDE as f32 - b.x - b.w,
                w: b.h,
                h: b.w,
            };
        }
    }
    Tray { image, dice }
}

/// One die showing `face` on top, seen by a camera tilted `tilt` degrees off the vertical
/// toward the bottom of the picture, on a tray: for the readers to learn which face is the top
/// ([`crate::synth::crops`]). Its colours, size, turn, light, blur and noise are drawn as
/// [`crate::synth::draw`] draws a die seen from above.
pub fn die(face: Face, rng: &mut XorShift, tilt: f32) -> Die {
    let view = View::new(tilt);
    let tray = tray_colour(rng);
    let light = (rng.unit() - 0.5, rng.unit() - 0.5);
    let sun = rng.unit() * std::f32::consts::TAU;
    let at = (
        DIE_CANVAS as f32 / 2.0 + (rng.unit() - 0.5) * 6.0,
        0.4 * DIE_CANVAS as f32 + (rng.unit() - 0.5) * 6.0,
    );
    let cube = Cube::random(rng, &view, (sun.cos(), sun.sin()), face, at);
    let mut image = RgbImage::new(DIE_CANVAS, DIE_CANVAS);
    paint_tray(&mut image, tray, light);
    cube.paint(&mut image, &view, tray, light);
    Die {
        image: finished(image, rng, 2.5, 12.0),
        top: at,
        shape: cube.shape,
    }
}

/// A die drawn alone by [`die`].
#[derive(Debug, Clone)]
pub struct Die {
    /// The picture, [`DIE_CANVAS`] pixels a side.
    pub image: RgbImage,
    /// The middle of its top face.
    pub top: (f32, f32),
    /// The box of all the camera sees of it.
    pub shape: BBox,
}

/// The side of a picture of one die ([`die`]): room for a die tilted 80 degrees.
pub const DIE_CANVAS: u32 = 160;

/// Fills `image` with the tray under its light.
fn paint_tray(image: &mut RgbImage, tray: [f32; 3], light: (f32, f32)) {
    let size = image.width() as f32;
    for (x, y, p) in image.enumerate_pixels_mut() {
        let lit = lighting(light, size, x as f32, y as f32);
        *p = Rgb(tray.map(|c| (c * lit).clamp(0.0, 255.0) as u8));
    }
}

/// The light falling across a picture `size` pixels a side: 1 in the middle, ±12 % at the
/// edges.
fn lighting(light: (f32, f32), size: f32, x: f32, y: f32) -> f32 {
    1.0 + 0.25 * ((x / size - 0.5) * light.0 + (y / size - 0.5) * light.1)
}

/// The camera: far away, tilted about the picture's horizontal axis. A point on the tray at
/// (x, y) and height z is seen at (x, y cos − z sin).
struct View {
    cos: f32,
    sin: f32,
}

impl View {
    fn new(tilt: f32) -> View {
        let t = tilt.clamp(0.0, 80.0).to_radians();
        View {
            cos: t.cos(),
            sin: t.sin(),
        }
    }

    fn project(&self, [x, y, z]: [f32; 3]) -> (f32, f32) {
        (x, y * self.cos - z * self.sin)
    }
}

/// One face as the camera sees it: a parallelogram from its middle along two edges.
struct Seen {
    middle: (f32, f32),
    along: [(f32, f32); 2],
    det: f32,
    value: u8,
    quarter: u8,
    shade: f32,
}

impl Seen {
    /// Face-local (a, b) of picture point `p`, each -0.5..0.5 on the face.
    fn local(&self, p: (f32, f32)) -> (f32, f32) {
        let (dx, dy) = (p.0 - self.middle.0, p.1 - self.middle.1);
        let [a, b] = self.along;
        (
            (dx * b.1 - dy * b.0) / self.det,
            (a.0 * dy - a.1 * dx) / self.det,
        )
    }
}

/// A die on the tray.
struct Cube {
    /// The top face's value (6 for a logo), then the four sides'.
    values: [u8; 5],
    /// What the top face shows.
    top: Face,
    /// The faces turned toward the camera, top first.
    seen: Vec<Seen>,
    /// Where it stands: the middle of its foot on the tray, the side, its turn.
    foot: (f32, f32),
    side: f32,
    turn: (f32, f32),
    body: [f32; 3],
    ink: [f32; 3],
    pip_r: f32,
    corner: f32,
    /// Where its shadow falls from its foot, on the tray.
    shadow: (f32, f32),
    /// The box of all the camera sees of it.
    shape: BBox,
    /// The box of it and its shadow.
    reach: BBox,
}

impl Cube {
    /// A die of random look showing `top`, its top face's middle at `at` in the picture.
    fn random(rng: &mut XorShift, view: &View, sun: (f32, f32), top: Face, at: (f32, f32)) -> Cube {
        let side = 30.0 + 18.0 * rng.unit();
        let angle = rng.unit() * std::f32::consts::TAU;
        let turn = (angle.cos(), angle.sin());
        let foot = (at.0, (at.1 + side * view.sin) / view.cos);
        let body = random_colour(rng);
        let mut ink = random_colour(rng);
        while distance(&ink, &body) < 120.0 {
            ink = random_colour(rng);
        }
        let value = match top {
            Face::Pips(n) => n.clamp(1, 6),
            _ => 6,
        };
        let ring = around(value);
        let first = rng.next_u64() as usize;
        let values = [
            value,
            ring[first % 4],
            ring[(first + 1) % 4],
            ring[(first + 2) % 4],
            ring[(first + 3) % 4],
        ];
        let world = |[x, y, z]: [f32; 3]| {
            [
                foot.0 + x * turn.0 - y * turn.1,
                foot.1 + x * turn.1 + y * turn.0,
                z,
            ]
        };
        let vector = |[x, y, z]: [f32; 3]| {
            view.project([x * turn.0 - y * turn.1, x * turn.1 + y * turn.0, z])
        };
        let mut faces = vec![([0.0, 0.0, side], [side, 0.0, 0.0], [0.0, side, 0.0], 1.0f32)];
        for k in 0..4 {
            let phi = k as f32 * std::f32::consts::FRAC_PI_2;
            let (c, s) = (phi.cos(), phi.sin());
            // Its outward normal on the tray, and how much of it faces the camera.
            let normal = (c * turn.0 - s * turn.1, c * turn.1 + s * turn.0);
            let facing = normal.1 * view.sin;
            let shade = (0.6 + 0.3 * (normal.0 * sun.0 + normal.1 * sun.1)).clamp(0.3, 0.9);
            let face = (
                [c * side / 2.0, s * side / 2.0, side / 2.0],
                [-s * side, c * side, 0.0],
                [0.0, 0.0, -side],
                shade,
            );
            faces.push(if facing > 0.05 {
                face
            } else {
                (face.0, face.1, face.2, -1.0)
            });
        }
        let seen = faces
            .iter()
            .enumerate()
            .filter(|(_, f)| f.3 > 0.0)
            .map(|(i, &(middle, a, b, shade))| {
                let (a, b) = (vector(a), vector(b));
                Seen {
                    middle: view.project(world(middle)),
                    along: [a, b],
                    det: a.0 * b.1 - a.1 * b.0,
                    value: values[i],
                    quarter: (rng.next_u64() % 4) as u8,
                    shade,
                }
            })
            .collect();
        let mut corners = Vec::new();
        for x in [-0.5, 0.5] {
            for y in [-0.5, 0.5] {
                for z in [0.0, 1.0] {
                    corners.push(view.project(world([x * side, y * side, z * side])));
                }
            }
        }
        let shape = bounds(&corners);
        let shadow = (-sun.0 * 0.35 * side, -sun.1 * 0.35 * side);
        let cast: Vec<(f32, f32)> = corners
            .iter()
            .map(|&(x, y)| (x + shadow.0, y + shadow.1 * view.cos))
            .chain(corners.iter().copied())
            .collect();
        Cube {
            values,
            top,
            seen,
            foot,
            side,
            turn,
            body,
            ink,
            pip_r: 0.075 + 0.035 * rng.unit(),
            corner: 0.08 + 0.12 * rng.unit(),
            shadow,
            shape,
            reach: bounds(&cast),
        }
    }

    /// Paints the die and its shadow, 2×2 samples a pixel.
    fn paint(&self, image: &mut RgbImage, view: &View, tray: [f32; 3], light: (f32, f32)) {
        let r = self.reach;
        let size = image.width() as f32;
        let (x0, y0) = (r.x.floor().max(0.0) as u32, r.y.floor().max(0.0) as u32);
        let (x1, y1) = (
            ((r.x + r.w).ceil().max(0.0) as u32).min(image.width()),
            ((r.y + r.h).ceil().max(0.0) as u32).min(image.height()),
        );
        for y in y0..y1 {
            for x in x0..x1 {
                let mut sum = [0f32; 3];
                let mut touched = false;
                for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                    let p = (x as f32 + sx, y as f32 + sy);
                    let c = match self.colour_at(p) {
                        Some(c) => {
                            touched = true;
                            c
                        }
                        None if self.shadows(p, view) => {
                            touched = true;
                            tray.map(|c| c * 0.7)
                        }
                        None => tray,
                    };
                    let lit = lighting(light, size, p.0, p.1);
                    (0..3).for_each(|k| sum[k] += c[k] * lit / 4.0);
                }
                if touched {
                    image.put_pixel(x, y, Rgb(sum.map(|v| v.clamp(0.0, 255.0) as u8)));
                }
            }
        }
    }

    /// The die's colour at picture point `p`, if it is on the die.
    fn colour_at(&self, p: (f32, f32)) -> Option<[f32; 3]> {
        self.seen.iter().enumerate().find_map(|(i, face)| {
            let (a, b) = face.local(p);
            if !inside(a, b, self.corner) {
                return None;
            }
            let (a, b) = match face.quarter {
                0 => (a, b),
                1 => (-b, a),
                2 => (-a, -b),
                _ => (b, -a),
            };
            let shows = if i == 0 {
                self.top
            } else {
                Face::Pips(face.value)
            };
            let ink = on_face(shows, a, b, self.pip_r);
            let colour = if ink { self.ink } else { self.body };
            Some(colour.map(|c| c * face.shade))
        })
    }

    /// Whether picture point `p` on the tray lies in the die's shadow.
    fn shadows(&self, p: (f32, f32), view: &View) -> bool {
        let (x, y) = (
            p.0 - self.foot.0 - self.shadow.0,
            p.1 / view.cos - self.foot.1 - self.shadow.1,
        );
        let (u, v) = (
            (x * self.turn.0 + y * self.turn.1) / self.side,
            (-x * self.turn.1 + y * self.turn.0) / self.side,
        );
        inside(u, v, self.corner)
    }
}

/// The four values round a die whose top shows `top`, in order, each opposite the one two on.
fn around(top: u8) -> [u8; 4] {
    let others: Vec<u8> = (1..=6).filter(|&v| v != top && v != 7 - top).collect();
    let a = others[0];
    let b = others
        .iter()
        .copied()
        .find(|&v| v != a && v != 7 - a)
        .unwrap_or(a);
    [a, b, 7 - a, 7 - b]
}

/// The box round `points`.
fn bounds(points: &[(f32, f32)]) -> BBox {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in points {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    BBox {
        x: x0,
        y: y0,
        w: x1 - x0,
        h: y1 - y0,
    }
}

/// `b` grown by `by` pixels each way.
fn grown(b: BBox, by: f32) -> BBox {
    BBox {
        x: b.x - by,
        y: b.y - by,
        w: b.w + 2.0 * by,
        h: b.h + 2.0 * by,
    }
}

/// Whether two boxes overlap.
fn meet(a: &BBox, b: &BBox) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Opposite faces add up to 7: the four round the top are the four values left, each
    /// opposite the one two on.
    #[test]
    fn the_sides_are_the_values_left_each_opposite_the_one_two_on() {
        for top in 1..=6 {
            let ring = around(top);
            let mut all: Vec<u8> = ring.iter().copied().chain([top, 7 - top]).collect();
            all.sort_unstable();
            assert_eq!(all, [1, 2, 3, 4, 5, 6], "top {top}");
            assert_eq!((ring[0] + ring[2], ring[1] + ring[3]), (7, 7), "top {top}");
        }
    }

    /// From straight above a die shows its top face alone. Tilted 45 degrees toward the bottom
    /// of the picture, one or two sides show, below the top face: all the camera sees reaches
    /// further down than up from the top face's middle.
    #[test]
    fn a_tilted_camera_sees_sides_below_the_top_face() {
        let mut rng = XorShift(3);
        let at = (300.0, 300.0);
        for k in 0..50 {
            let sun = (1.0, 0.0);
            let above = Cube::random(&mut rng, &View::new(0.0), sun, Face::Pips(3), at);
            assert_eq!(above.seen.len(), 1, "die {k}");
            let (cx, cy) = above.shape.centre();
            assert!(
                (cx - at.0).abs() < 0.01 && (cy - at.1).abs() < 0.01,
                "die {k}"
            );
            let tilted = Cube::random(&mut rng, &View::new(45.0), sun, Face::Pips(3), at);
            assert!((2..=3).contains(&tilted.seen.len()), "die {k}");
            let (cx, cy) = tilted.shape.centre();
            assert!((cx - at.0).abs() < 0.01, "die {k}");
            assert!(cy > at.1 + 0.2 * tilted.side, "die {k}: {cy}");
        }
    }

    /// The top face shows the face asked for: a 1's middle pip where a 2 has none; the tray
    /// away from the die is the same.
    #[test]
    fn the_top_face_shows_the_face_asked_for() {
        for seed in 1..20 {
            let one = die(Face::Pips(1), &mut XorShift(seed), 30.0);
            let two = die(Face::Pips(2), &mut XorShift(seed), 30.0);
            let (x, y) = (one.top.0 as u32, one.top.1 as u32);
            assert_ne!(
                one.image.get_pixel(x, y),
                two.image.get_pixel(x, y),
                "seed {seed}"
            );
            assert_eq!(
                one.image.get_pixel(2, 2),
                two.image.get_pixel(2, 2),
                "seed {seed}"
            );
        }
    }

    /// A tray is a function of its seed; its dice lie on it, their boxes apart.
    #[test]
    fn a_tray_is_its_seed_and_its_dice_lie_apart() {
        for seed in 1..6 {
            let tray = draw(&mut XorShift(seed), 40.0, 10);
            assert_eq!(tray.image, draw(&mut XorShift(seed), 40.0, 10).image);
            assert!(
                tray.dice.len() >= 6,
                "seed {seed}: {} dice",
                tray.dice.len()
            );
            for (i, (value, b)) in tray.dice.iter().enumerate() {
                assert!((1..=6).contains(value));
                assert!(b.x >= 0.0 && b.y >= 0.0, "seed {seed}: {b:?}");
                assert!(b.x + b.w <= SIDE as f32 && b.y + b.h <= SIDE as f32);
                let apart = tray
                    .dice
                    .iter()
                    .enumerate()
                    .all(|(j, (_, o))| i == j || !meet(b, o));
                assert!(apart, "seed {seed}: die {i} overlaps another");
            }
        }
    }
}
