//! A team's dugout: the Reserves, Knocked-out and Dead & Injured boxes (000:L249).

use egui::{Align2, FontId, Rect, Stroke, StrokeKind, Vec2};

use super::palette;

/// How many players sit in each dugout box.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DugoutCounts {
    /// Players in Reserves.
    pub reserves: u32,
    /// Knocked-out players.
    pub knocked_out: u32,
    /// Dead and injured players (Casualties).
    pub casualties: u32,
}

/// Paints the dugout in `rect`: three labelled boxes with their counts.
pub fn paint(painter: &egui::Painter, rect: Rect, team: &str, counts: DugoutCounts) {
    painter.rect_filled(rect, 4.0, palette::DUGOUT);
    let ink = palette::DUGOUT_INK;
    let unit = rect.width() / 4.0;
    let title = FontId::proportional((unit * 0.45).clamp(9.0, 18.0));
    let small = FontId::proportional((unit * 0.35).clamp(8.0, 14.0));
    painter.text(
        rect.center_top() + Vec2::new(0.0, unit * 0.5),
        Align2::CENTER_CENTER,
        team,
        title,
        ink,
    );
    // Reserves take the top half; KO and casualties share the bottom.
    let inner = rect.shrink(unit * 0.2);
    let top = inner.top() + unit;
    let boxes = [
        ("Reserves", counts.reserves, 0.55),
        ("KO'd", counts.knocked_out, 0.2),
        ("Dead & Injured", counts.casualties, 0.25),
    ];
    let height = inner.bottom() - top;
    let mut y = top;
    for (label, count, share) in boxes {
        let b = Rect::from_min_max(
            egui::pos2(inner.left(), y),
            egui::pos2(inner.right(), y + height * share - unit * 0.15),
        );
        painter.rect_stroke(b, 3.0, Stroke::new(1.0, ink), StrokeKind::Inside);
        painter.text(
            b.left_top() + Vec2::splat(unit * 0.15),
            Align2::LEFT_TOP,
            format!("{label}: {count}"),
            small.clone(),
            ink,
        );
        y += height * share;
    }
}
