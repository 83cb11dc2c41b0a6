//! The block die's faces drawn as the die shows them (a skull, two skulls, an arrow, a burst
//! with a "!", a burst), painted: the built-in fonts have no such glyphs. Blitz Bowl's Block
//! Dice (Smash, Kerrunch!, Shove, Tackle, Miss, 002:L554-L574) get marks of our own (the source
//! does not describe its symbols): a burst, a burst with a "!", an arrow, a burst with a bar (the
//! blocker stops), an empty ring.

use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, vec2};
use rules::BlockFace;
use tables::BlitzFace;

fn skull(painter: &Painter, centre: Pos2, r: f32, ink: Color32) {
    painter.circle_filled(centre, r, ink);
    let eye = r * 0.28;
    for dx in [-0.38, 0.38] {
        painter.circle_filled(centre + vec2(dx * r, -0.05 * r), eye, Color32::BLACK);
    }
    painter.rect_filled(
        Rect::from_center_size(centre + vec2(0.0, 0.85 * r), vec2(r * 1.0, r * 0.45)),
        1.0,
        ink,
    );
}

fn burst(painter: &Painter, centre: Pos2, r: f32, ink: Color32) {
    let points: Vec<Pos2> = (0..16)
        .map(|k| {
            let angle = std::f32::consts::TAU * k as f32 / 16.0;
            let reach = if k % 2 == 0 { r } else { r * 0.5 };
            centre + vec2(angle.cos(), angle.sin()) * reach
        })
        .collect();
    painter.add(Shape::convex_polygon(points.clone(), ink, Stroke::NONE));
    // A convex fill leaves the star's dents filled; draw the outline so the points show.
    painter.add(Shape::closed_line(points, Stroke::new(1.5, ink)));
}

fn arrow(painter: &Painter, c: Pos2, r: f32, ink: Color32) {
    let from = c + vec2(-r, 0.0);
    let to = c + vec2(r, 0.0);
    painter.line_segment([from, to], Stroke::new(r * 0.35, ink));
    painter.add(Shape::convex_polygon(
        vec![
            to + vec2(r * 0.3, 0.0),
            to + vec2(-r * 0.4, -r * 0.6),
            to + vec2(-r * 0.4, r * 0.6),
        ],
        ink,
        Stroke::NONE,
    ));
}

fn exclamation(painter: &Painter, c: Pos2, r: f32) {
    painter.line_segment(
        [c + vec2(0.0, -0.55 * r), c + vec2(0.0, 0.15 * r)],
        Stroke::new(r * 0.2, Color32::BLACK),
    );
    painter.circle_filled(c + vec2(0.0, 0.45 * r), r * 0.12, Color32::BLACK);
}

/// Paints Blitz Bowl's `face` into `rect`.
pub fn paint_blitz(painter: &Painter, rect: Rect, face: BlitzFace, ink: Color32) {
    let c = rect.center();
    let r = rect.width().min(rect.height()) * 0.32;
    match face {
        BlitzFace::Smash => burst(painter, c, r, ink),
        BlitzFace::Kerrunch => {
            burst(painter, c, r, ink);
            exclamation(painter, c, r);
        }
        BlitzFace::Shove => arrow(painter, c, r, ink),
        BlitzFace::Tackle => {
            burst(painter, c, r * 0.8, ink);
            painter.line_segment(
                [c + vec2(-r, 0.0), c + vec2(r, 0.0)],
                Stroke::new(r * 0.25, Color32::BLACK),
            );
        }
        BlitzFace::Miss => {
            painter.circle_stroke(c, r * 0.8, Stroke::new(r * 0.2, ink));
        }
    }
}

/// Paints `face` into `rect`.
pub fn paint(painter: &Painter, rect: Rect, face: BlockFace, ink: Color32) {
    let c = rect.center();
    let r = rect.width().min(rect.height()) * 0.32;
    match face {
        BlockFace::AttackerDown => skull(painter, c, r, ink),
        BlockFace::BothDown => {
            skull(painter, c + vec2(-0.55 * r, 0.0), r * 0.7, ink);
            skull(painter, c + vec2(0.55 * r, 0.0), r * 0.7, ink);
        }
        BlockFace::Pushed => arrow(painter, c, r, ink),
        BlockFace::DefenderStumbles => {
            burst(painter, c, r, ink);
            exclamation(painter, c, r);
        }
        BlockFace::DefenderDown => burst(painter, c, r, ink),
    }
}
