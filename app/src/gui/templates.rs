//! The templates drawn on the pitch while a roll is read against them: on every scatter or
//! bounce D8 the Scatter template's eight numbered squares around the ball (000:L157), on a
//! throw-in the Throw-in template's numbered directions from the last square the ball was in
//! (000:L153, L740-L744). The numbering is the engine's (`Match::template_laid`), which reads
//! the ruleset's template, so the face the referee keys is the square he sees.

use egui::{Align2, Color32, FontId, Stroke, StrokeKind};
use rules::{Square, TemplateKind, TemplateLaid};

use super::pitch::PitchLayout;

/// How far the Throw-in template's directions are drawn, in squares.
const THROW_IN_REACH: i32 = 4;

/// One numbered square of a template as laid on the pitch: the square and its faces'
/// numbers ("5", or "3-4" for the Throw-in template's two faces one way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateSquare {
    /// The square (on the pitch; a face pointing off it is left out).
    pub square: Square,
    /// The faces that give it, as written on it.
    pub label: String,
}

/// The numbered squares of a laid template: for the Scatter template the eight squares round
/// the centre, for the Throw-in template the first square of each direction, its two faces
/// written together. Squares off `pitch` are left out.
pub fn squares(pitch: rules::Pitch, laid: &TemplateLaid) -> Vec<TemplateSquare> {
    let mut out: Vec<(Square, Vec<u8>)> = Vec::new();
    for &(face, (dx, dy)) in &laid.faces {
        let Some(square) = pitch.offset(laid.centre, dx, dy) else {
            continue;
        };
        match out.iter_mut().find(|(s, _)| *s == square) {
            Some((_, faces)) => faces.push(face),
            None => out.push((square, vec![face])),
        }
    }
    out.into_iter()
        .map(|(square, faces)| TemplateSquare {
            square,
            label: match faces.as_slice() {
                [one] => one.to_string(),
                [first, .., last] => format!("{first}-{last}"),
                [] => String::new(),
            },
        })
        .collect()
}

/// The template's name as drawn by its centre.
pub fn title(laid: &TemplateLaid) -> &'static str {
    match laid.kind {
        TemplateKind::Scatter => "Scatter (D8)",
        TemplateKind::ThrowIn => "Throw-in (D6)",
    }
}

/// Paints the template laid for the roll on screen.
pub fn paint(painter: &egui::Painter, layout: &PitchLayout, laid: &TemplateLaid) {
    let size = layout.square_size();
    let ink = Color32::from_rgb(255, 240, 120);
    let centre = layout.square_rect(laid.centre);
    painter.rect_stroke(centre, 2.0, Stroke::new(3.0, ink), StrokeKind::Inside);
    if laid.kind == TemplateKind::ThrowIn {
        // Each direction's line a few squares in, so the way the ball goes can be seen.
        let mut seen = Vec::new();
        for &(_, step) in &laid.faces {
            if seen.contains(&step) {
                continue;
            }
            seen.push(step);
            let far = (1..=THROW_IN_REACH)
                .rev()
                .find_map(|k| layout.pitch().offset(laid.centre, step.0 * k, step.1 * k));
            if let Some(far) = far {
                painter.line_segment(
                    [centre.center(), layout.square_rect(far).center()],
                    Stroke::new(2.0, ink.gamma_multiply(0.7)),
                );
            }
        }
    }
    for sq in squares(layout.pitch(), laid) {
        let rect = layout.square_rect(sq.square).shrink(1.0);
        painter.rect_filled(rect, 2.0, Color32::from_rgba_unmultiplied(20, 20, 20, 170));
        painter.rect_stroke(rect, 2.0, Stroke::new(1.5, ink), StrokeKind::Inside);
        let share = if sq.label.len() > 1 { 0.4 } else { 0.6 };
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            &sq.label,
            FontId::proportional(size * share),
            ink,
        );
    }
    // The name under the template's bottom row, on a dark ground.
    let below = centre.center_bottom() + egui::vec2(0.0, size + 2.0);
    let name = painter.layout_no_wrap(
        title(laid).to_string(),
        FontId::proportional((size * 0.45).clamp(11.0, 16.0)),
        ink,
    );
    let at = egui::Rect::from_center_size(below, name.size())
        .translate(egui::vec2(0.0, name.size().y / 2.0));
    painter.rect_filled(
        at.expand(2.0),
        2.0,
        Color32::from_rgba_unmultiplied(20, 20, 20, 200),
    );
    painter.galley(at.min, name, ink);
}
