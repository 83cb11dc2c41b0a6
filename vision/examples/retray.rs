//! A labelled folder's photos as if the dice had been rolled on a tray of another colour (a
//! dark felt, a black or navy tray) or on a patterned surface (`wood` and `oak`, two wooden
//! tables; `pitch` and `lawn`, two Blood Bowl pitches with their lines; `oak` and `lawn` are
//! kept out of the readers' training, to measure on):
//! `retray SRC DST RRGGBB|wood|pitch|oak|lawn|same [clean]` writes `DST/images/` (JPEG
//! quality 95), the labels and `splits.json`; `same` repaints each tray its own colour (the
//! control: only rounding and re-encoding change); `clean` keeps only the labels of the dice
//! the repainting surely leaves whole. Measures how the recogniser copes
//! with trays unlike byler-d6's light grey: `eval DST test`.
//! Several colours (`2a3a2c,1c1c1c`) are taken in turn, photo by photo. `add` writes every
//! photo as it is and, as `t_NAME` in the `train` split, a repainted copy of each photo of the
//! train split: the shipped readers learn from
//! `retray byler-d6 DST 2a3a2c,1c1c1c,283850,4a2a20,wood,pitch add` (four dark trays,
//! a wooden table and a pitch).
//!
//! The tray's colour near each pixel is a local median ([`LocalTray`]). A pixel of its hue
//! (within `HUE`) and brightness (between `DARKEST` and `LIGHTEST` of it) is tray under some
//! light or shadow, and is repainted as the new colour under the same light, so shadows and
//! grain stay. Only tray a flood reaches from outside the labelled boxes is repainted, inside
//! a box only by a stricter test (a cream die is nearly the tray's colour, a black one a
//! shadow's), plus a rim of `RIM` pixels (the glow round a die and its colour bled by the
//! JPEG). White, cream and grey dice cannot be told from the tray by colour, so they keep a
//! patch of the old tray round them. What is not right: the painted tray's edge near the
//! walls, pale dice's patches, and bright dice's rims; the `clean` dice avoid all three.

use std::path::Path;

use image::RgbImage;
use vision::blobs::neighbours;
use vision::dataset::{self, Label};
use vision::patches::median_colour;
use vision::surface::{LAWN, OAK, PITCH, WOOD};

/// How far a pixel's share of each channel may stray from the tray's to be tray, and the
/// margin over which it blends out.
const HUE: f32 = 0.04;
const HUE_MARGIN: f32 = 0.04;
/// The darkest shadow and the lightest glare on the tray, as fractions of its brightness,
/// and the margin over which each blends out.
/// Inside a labelled box, where a cream or grey die may be nearly the tray's colour and a
/// black one a shadow's, only pixels of the tray's hue within `INSIDE_HUE` and between
/// `INSIDE_DARKEST` and `INSIDE_LIGHTEST` of its brightness are tray.
const INSIDE_HUE: f32 = 0.02;
const INSIDE_LIGHTEST: f32 = 1.02;
const INSIDE_DARKEST: f32 = 0.55;
/// The rim painted round the tray reached, pixels, and the light its pixels may have.
const RIM: usize = 2;
const RIM_DARKEST: f32 = 0.3;
const RIM_LIGHTEST: f32 = 1.25;
const DARKEST: f32 = 0.35;
const LIGHTEST: f32 = 1.05;
const LIGHT_MARGIN: f32 = 0.08;

/// Which photos and labels `retray` writes.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// Every photo repainted, every label.
    All,
    /// Every photo repainted, only the labels of dice the repainting surely leaves whole.
    Clean,
    /// Every photo as it is, and a repainted copy of each of the `train` split's.
    Add,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let colours: Option<Vec<Paint>> = args.get(3).and_then(|c| c.split(',').map(paint).collect());
    let (Some(src), Some(dst), Some(colours)) = (args.get(1), args.get(2), colours) else {
        eprintln!(
            "usage: retray SRC DST RRGGBB|wood|pitch|oak|lawn|same[,...] [clean|add] (the new tray's \
             colour, e.g. 2a3a2c, or a wooden table or a pitch; several are taken in turn)"
        );
        std::process::exit(2);
    };
    let mode = match args.get(4).map(String::as_str) {
        None => Mode::All,
        Some("clean") => Mode::Clean,
        Some("add") => Mode::Add,
        Some(_) => {
            eprintln!("the fourth word may only be `clean` or `add`");
            std::process::exit(2);
        }
    };
    if let Err(e) = copy_retrayed(Path::new(src), Path::new(dst), &colours, mode) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

/// What the new tray looks like.
#[derive(Clone, Copy)]
enum Paint {
    /// The tray's own colour (`same`: the photos as they were but for the repainting's
    /// rounding and re-encoding).
    Own,
    /// One colour.
    Flat([f32; 3]),
    /// A wooden table: boards of brown with a wavy grain and dark seams between them.
    Wood,
    /// A Blood Bowl pitch: grass mown in stripes, ruled in squares by thin white lines about
    /// twice a byler-d6 die apart (a pitch's squares are some 29 mm, a die 16 mm).
    Pitch,
    /// Another wood, kept from training to measure on: paler, a finer grain running across
    /// the other way, narrower boards.
    Oak,
    /// Another pitch, kept from training to measure on: paler grass striped the other way,
    /// wider lines closer together.
    Lawn,
}

impl Paint {
    /// The new tray's colour at a pixel, before the light there; `own` is the old tray's.
    fn at(self, x: u32, y: u32, own: [f32; 3]) -> [f32; 3] {
        match self {
            Paint::Own => own,
            Paint::Flat(colour) => colour,
            Paint::Wood => WOOD.at(x, y),
            Paint::Oak => OAK.at(x, y),
            Paint::Pitch => PITCH.at(x, y),
            Paint::Lawn => LAWN.at(x, y),
        }
    }
}

/// A word of the colours' list: `same`, `wood`, `pitch` or a colour `RRGGBB`.
fn paint(text: &str) -> Option<Paint> {
    match text {
        "same" => Some(Paint::Own),
        "wood" => Some(Paint::Wood),
        "pitch" => Some(Paint::Pitch),
        "oak" => Some(Paint::Oak),
        "lawn" => Some(Paint::Lawn),
        _ => hex(text).map(Paint::Flat),
    }
}

fn hex(text: &str) -> Option<[f32; 3]> {
    let n = u32::from_str_radix(text.trim_start_matches('#'), 16).ok()?;
    (text.trim_start_matches('#').len() == 6).then_some([
        ((n >> 16) & 0xff) as f32,
        ((n >> 8) & 0xff) as f32,
        (n & 0xff) as f32,
    ])
}

fn copy_retrayed(
    src: &Path,
    dst: &Path,
    colours: &[Paint],
    mode: Mode,
) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dst.join("images"))?;
    std::fs::create_dir_all(dst.join("labels"))?;
    let splits = dataset::splits(src)?;
    let mut new_splits = splits.clone();
    let mut turn = 0;
    for labelled in dataset::load(src, None)? {
        let name = labelled.path.file_name().ok_or("an image without a name")?;
        let name = name.to_string_lossy();
        let stem = labelled.path.file_stem().ok_or("an image without a name")?;
        let label_name = format!("{}.txt", stem.to_string_lossy());
        let text = std::fs::read_to_string(src.join("labels").join(&label_name))?;
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let (out_name, out_label) = match mode {
            Mode::Add => {
                std::fs::copy(&labelled.path, dst.join("images").join(&*name))?;
                std::fs::copy(
                    src.join("labels").join(&label_name),
                    dst.join("labels").join(&label_name),
                )?;
                if splits.get(&*name).map(String::as_str) != Some("train") {
                    continue;
                }
                new_splits.insert(format!("t_{name}"), "train".into());
                (format!("t_{name}"), format!("t_{label_name}"))
            }
            Mode::All | Mode::Clean => (name.to_string(), label_name),
        };
        let mut image = image::open(&labelled.path)?.to_rgb8();
        let kept: Vec<&str> = if mode == Mode::Clean {
            let tray = LocalTray::of(&image);
            lines
                .iter()
                .zip(&labelled.labels)
                .filter(|(_, label)| clean(&image, &tray, label))
                .map(|(line, _)| *line)
                .collect()
        } else {
            lines
        };
        std::fs::write(dst.join("labels").join(out_label), kept.join("\n") + "\n")?;
        let colour = colours[turn % colours.len()];
        turn += 1;
        retray(&mut image, &labelled.labels, colour);
        vision::dataset::save_photo(&image, &dst.join("images").join(out_name))?;
    }
    std::fs::write(
        dst.join("splits.json"),
        serde_json::to_string_pretty(&new_splits)?,
    )?;
    Ok(())
}

fn retray(image: &mut RgbImage, labels: &[Label], colour: Paint) {
    let tray = LocalTray::of(image);
    let (w, h) = (image.width() as usize, image.height() as usize);
    // How much each pixel is tray, by its colour against the tray's near it.
    let mut weight = vec![0f32; w * h];
    let mut light = vec![0f32; w * h];
    let mut strict = vec![false; w * h];
    for (x, y, p) in image.enumerate_pixels() {
        let here = tray.at(x as f32, y as f32);
        let (k, l) = tray_likeness(p.0.map(f32::from), here);
        let i = y as usize * w + x as usize;
        weight[i] = k;
        light[i] = l;
        strict[i] = (INSIDE_DARKEST..INSIDE_LIGHTEST).contains(&l)
            && stray(p.0.map(f32::from), here) < INSIDE_HUE;
    }
    // Tray is what a flood reaches from the tray-like pixels outside the labelled boxes: a
    // die's face, ringed by its edge, is not reached even where its colour is the tray's.
    let in_box = |x: usize, y: usize| {
        labels.iter().any(|l| {
            let (cx, cy) = l.bbox.centre();
            (x as f32 - cx).abs() < l.bbox.w / 2.0 && (y as f32 - cy).abs() < l.bbox.h / 2.0
        })
    };
    let mut reached = vec![false; w * h];
    let mut stack: Vec<usize> = (0..w * h)
        .filter(|&i| weight[i] > 0.5 && !in_box(i % w, i / w))
        .collect();
    for &i in &stack {
        reached[i] = true;
    }
    while let Some(i) = stack.pop() {
        for j in neighbours(i, w, h) {
            let open = if in_box(j % w, j / w) {
                strict[j]
            } else {
                weight[j] > 0.0
            };
            if !reached[j] && open {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    // A rim of `RIM` pixels round the tray reached: the tray's own glow round each die and
    // the die's colour bled into it by the JPEG's coarse colour, which the hue test refuses
    // and which would stay as a pale ring on the new tray.
    let mut rim = reached.clone();
    for _ in 0..RIM {
        let before = rim.clone();
        for i in 0..w * h {
            if before[i] || !(RIM_DARKEST..RIM_LIGHTEST).contains(&light[i]) {
                continue;
            }
            if neighbours(i, w, h).any(|j| before[j]) {
                rim[i] = true;
                weight[i] = 1.0;
            }
        }
    }
    // White, cream and grey dice the repainting cannot tell from the tray keep a patch of the
    // old tray round them, so that they are as photographed.
    let pale: Vec<&Label> = labels.iter().filter(|l| pale(image, &tray, l)).collect();
    for (x, y, p) in image.enumerate_pixels_mut() {
        let i = y as usize * w + x as usize;
        let kept = pale.iter().any(|l| {
            let (cx, cy) = l.bbox.centre();
            (x as f32 - cx).abs() < 0.6 * l.bbox.w && (y as f32 - cy).abs() < 0.6 * l.bbox.h
        });
        if !rim[i] || kept {
            continue;
        }
        let new = colour.at(x, y, tray.at(x as f32, y as f32));
        for (value, new) in p.0.iter_mut().zip(new) {
            let v = f32::from(*value);
            let painted = (new * light[i]).clamp(0.0, 255.0);
            *value = (v + weight[i] * (painted - v)).round() as u8;
        }
    }
}

/// How much a pixel of colour `v` looks like tray whose colour near it is `here` (1 surely,
/// 0 not at all), and its brightness over the tray's.
fn tray_likeness(v: [f32; 3], here: [f32; 3]) -> (f32, f32) {
    let here_sum: f32 = here.iter().sum::<f32>().max(1.0);
    let sum: f32 = v.iter().sum::<f32>().max(1.0);
    let light = sum / here_sum;
    let stray = stray(v, here);
    let by_hue = 1.0 - ((stray - HUE) / HUE_MARGIN).clamp(0.0, 1.0);
    let by_light = 1.0
        - ((DARKEST - light) / LIGHT_MARGIN).clamp(0.0, 1.0)
        - ((light - LIGHTEST) / LIGHT_MARGIN).clamp(0.0, 1.0);
    (by_hue * by_light.max(0.0), light)
}

/// The tray's colour near each pixel, which the light across a photo changes: the median of
/// each `CELL`-pixel cell, then of each cell's 3×3 neighbourhood (a die or two in a cell do
/// not move it), read between cells' centres bilinearly.
struct LocalTray {
    cells: Vec<[f32; 3]>,
    across: usize,
    down: usize,
}

const CELL: u32 = 32;

impl LocalTray {
    fn of(image: &RgbImage) -> LocalTray {
        let global = median_colour(image);
        let across = image.width().div_ceil(CELL) as usize;
        let down = image.height().div_ceil(CELL) as usize;
        let mut own = Vec::with_capacity(across * down);
        for j in 0..down as u32 {
            for i in 0..across as u32 {
                let mut values: [Vec<u8>; 3] = Default::default();
                for y in j * CELL..((j + 1) * CELL).min(image.height()) {
                    for x in i * CELL..((i + 1) * CELL).min(image.width()) {
                        let p = image.get_pixel(x, y);
                        // Only pixels like the tray anywhere in the photo: not the dice.
                        if roughly_tray(p.0.map(f32::from), global) {
                            for (c, v) in values.iter_mut().enumerate() {
                                v.push(p[c]);
                            }
                        }
                    }
                }
                let enough = values[0].len() * 4 >= (CELL * CELL) as usize;
                own.push(enough.then(|| values.map(|mut v| median(&mut v))));
            }
        }
        let mut cells = Vec::with_capacity(own.len());
        for j in 0..down {
            for i in 0..across {
                let mut values: [Vec<f32>; 3] = Default::default();
                for nj in j.saturating_sub(1)..(j + 2).min(down) {
                    for ni in i.saturating_sub(1)..(i + 2).min(across) {
                        if let Some(cell) = own[nj * across + ni] {
                            for (c, v) in values.iter_mut().enumerate() {
                                v.push(cell[c]);
                            }
                        }
                    }
                }
                cells.push(if values[0].is_empty() {
                    global
                } else {
                    values.map(|mut v| {
                        v.sort_by(f32::total_cmp);
                        v[v.len() / 2]
                    })
                });
            }
        }
        LocalTray {
            cells,
            across,
            down,
        }
    }

    fn at(&self, x: f32, y: f32) -> [f32; 3] {
        let fx = (x / CELL as f32 - 0.5).clamp(0.0, (self.across - 1) as f32);
        let fy = (y / CELL as f32 - 0.5).clamp(0.0, (self.down - 1) as f32);
        let (i0, j0) = (fx as usize, fy as usize);
        let (i1, j1) = ((i0 + 1).min(self.across - 1), (j0 + 1).min(self.down - 1));
        let (tx, ty) = (fx - i0 as f32, fy - j0 as f32);
        let cell = |i: usize, j: usize| self.cells[j * self.across + i];
        let mut out = [0f32; 3];
        for (c, o) in out.iter_mut().enumerate() {
            let top = cell(i0, j0)[c] * (1.0 - tx) + cell(i1, j0)[c] * tx;
            let bottom = cell(i0, j1)[c] * (1.0 - tx) + cell(i1, j1)[c] * tx;
            *o = top * (1.0 - ty) + bottom * ty;
        }
        out
    }
}

/// The die of `label`'s colour against the tray's near it: how far its hue strays
/// ([`stray`]) and its brightness over the tray's, from the median of its box's middle half.
fn die_colour(image: &RgbImage, tray: &LocalTray, label: &Label) -> Option<(f32, f32)> {
    let (cx, cy) = label.bbox.centre();
    let (hw, hh) = (label.bbox.w / 4.0, label.bbox.h / 4.0);
    let mut values: [Vec<u8>; 3] = Default::default();
    for (x, y, p) in image.enumerate_pixels() {
        if (x as f32 - cx).abs() < hw && (y as f32 - cy).abs() < hh {
            for (c, v) in values.iter_mut().enumerate() {
                v.push(p[c]);
            }
        }
    }
    if values[0].is_empty() {
        return None;
    }
    let die = values.map(|mut v| median(&mut v));
    let here = tray.at(cx, cy);
    let light = die.iter().sum::<f32>() / here.iter().sum::<f32>().max(1.0);
    Some((stray(die, here), light))
}

/// Whether the die of `label` is white, cream or grey: of the tray's hue and not much darker,
/// which the repainting cannot tell from the tray.
fn pale(image: &RgbImage, tray: &LocalTray, label: &Label) -> bool {
    die_colour(image, tray, label).is_some_and(|(stray, light)| stray < HUE && light > 0.75)
}

/// Whether the die of `label` is darker than the tray and of another hue: a die whose edge
/// the repainting surely finds, so that it is left whole (`clean` keeps only their labels).
fn clean(image: &RgbImage, tray: &LocalTray, label: &Label) -> bool {
    die_colour(image, tray, label).is_some_and(|(stray, light)| stray >= 2.0 * HUE && light <= 0.75)
}

/// How far the share of red, green or blue of colour `v` strays from the tray's, `here`.
fn stray(v: [f32; 3], here: [f32; 3]) -> f32 {
    let here_sum: f32 = here.iter().sum::<f32>().max(1.0);
    let sum: f32 = v.iter().sum::<f32>().max(1.0);
    (0..3)
        .map(|c| (v[c] / sum - here[c] / here_sum).abs())
        .fold(0.0, f32::max)
}

/// Whether a pixel of colour `v` is of the photo's tray colour `tray`'s hue and within the
/// light that falls across a tray: the pixels a cell's tray colour is taken from.
fn roughly_tray(v: [f32; 3], tray: [f32; 3]) -> bool {
    let tray_sum: f32 = tray.iter().sum::<f32>().max(1.0);
    let sum: f32 = v.iter().sum::<f32>().max(1.0);
    let stray = (0..3)
        .map(|c| (v[c] / sum - tray[c] / tray_sum).abs())
        .fold(0.0, f32::max);
    stray < HUE && (0.6..1.4).contains(&(sum / tray_sum))
}

fn median(values: &mut [u8]) -> f32 {
    values.sort_unstable();
    values.get(values.len() / 2).copied().map_or(0.0, f32::from)
}
