//! The pitch drawn to scale: the match's board (2016's 26 × 15 squares), End Zones, wide zones,
//! line of scrimmage and the half-way line where the board has them, with the two dugouts beside
//! the End Zones. Geometry comes from the match's `rules::Pitch`.

use egui::{Pos2, Rect, Stroke, StrokeKind, Vec2};
use rules::pitch::{Pitch, Side, Square};

use super::palette;

/// Dugout width, in squares, on each side of the pitch.
pub const DUGOUT_SQUARES: f32 = 4.0;
/// Gap between a dugout and the pitch, in squares.
const GAP_SQUARES: f32 = 0.5;

/// Where each square of the pitch lands on screen. Squares are always square.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PitchLayout {
    /// Top-left corner of square (0, 0), the home End Zone's top corner.
    origin: Pos2,
    /// Side of one square, in points.
    square: f32,
    /// The board laid out.
    pitch: Pitch,
}

impl PitchLayout {
    /// The largest layout of `pitch` and both dugouts that fits in `area`, centred in it.
    pub fn fit(area: Rect, pitch: Pitch) -> PitchLayout {
        let across = f32::from(pitch.length()) + 2.0 * (DUGOUT_SQUARES + GAP_SQUARES);
        let down = f32::from(pitch.width());
        let square = (area.width() / across).min(area.height() / down).max(1.0);
        let used = Vec2::new(across * square, down * square);
        let top_left = area.center() - used / 2.0;
        PitchLayout {
            origin: top_left + Vec2::new((DUGOUT_SQUARES + GAP_SQUARES) * square, 0.0),
            square,
            pitch,
        }
    }

    /// The board laid out.
    pub fn pitch(&self) -> Pitch {
        self.pitch
    }

    /// Side of one square, in points.
    pub fn square_size(&self) -> f32 {
        self.square
    }

    /// The screen rectangle of one square. The home End Zone is on the left.
    pub fn square_rect(&self, sq: Square) -> Rect {
        let min = self.origin + Vec2::new(f32::from(sq.x()), f32::from(sq.y())) * self.square;
        Rect::from_min_size(min, Vec2::splat(self.square))
    }

    /// The whole pitch.
    pub fn pitch_rect(&self) -> Rect {
        Rect::from_min_size(
            self.origin,
            Vec2::new(
                f32::from(self.pitch.length()),
                f32::from(self.pitch.width()),
            ) * self.square,
        )
    }

    /// A team's dugout, beside its own End Zone.
    pub fn dugout_rect(&self, side: Side) -> Rect {
        let pitch = self.pitch_rect();
        let width = DUGOUT_SQUARES * self.square;
        let gap = GAP_SQUARES * self.square;
        let left = match side {
            Side::Home => pitch.left() - gap - width,
            Side::Away => pitch.right() + gap,
        };
        Rect::from_min_size(
            Pos2::new(left, pitch.top()),
            Vec2::new(width, pitch.height()),
        )
    }

    /// The square under a screen point, if it is on the pitch.
    pub fn square_at(&self, pos: Pos2) -> Option<Square> {
        let rel = (pos - self.origin) / self.square;
        if rel.x < 0.0 || rel.y < 0.0 {
            return None;
        }
        // Truncation is the floor here: both are non-negative.
        self.pitch.square(rel.x as i32, rel.y as i32)
    }
}

/// Paints the empty pitch: grass, End Zones, line of scrimmage, grid and chalk lines.
pub fn paint(painter: &egui::Painter, layout: &PitchLayout) {
    let pitch = layout.pitch;
    for sq in pitch.all() {
        let rect = layout.square_rect(sq);
        let grass = if pitch.end_zone(sq).is_some() {
            palette::END_ZONE
        } else if (sq.x() / 2) % 2 == 0 {
            palette::GRASS_LIGHT
        } else {
            palette::GRASS_DARK
        };
        painter.rect_filled(rect, 0.0, grass);
        if pitch.line_of_scrimmage(sq).is_some() {
            painter.rect_filled(rect, 0.0, palette::SCRIMMAGE);
        }
        painter.rect_stroke(
            rect,
            0.0,
            Stroke::new(1.0, palette::GRID),
            StrokeKind::Inside,
        );
    }
    let whole = layout.pitch_rect();
    let chalk = Stroke::new((layout.square_size() / 12.0).max(1.0), palette::CHALK);
    let edge = |x: u8, y: u8| {
        let corner = pitch
            .square(i32::from(x), i32::from(y))
            .map(|s| layout.square_rect(s));
        corner.map_or(whole.min, |r| r.min)
    };
    // End Zone lines: the near edge of x = 1 and of the far End Zone.
    for x in [1, pitch.length() - 1] {
        painter.vline(edge(x, 0).x, whole.y_range(), chalk);
    }
    if pitch.has_line_of_scrimmage() {
        // Half-way line, twice as thick.
        let half = edge(pitch.length() / 2, 0).x;
        painter.vline(
            half,
            whole.y_range(),
            Stroke::new(chalk.width * 2.0, chalk.color),
        );
    }
    // Wide-zone lines, between the End Zones.
    let field = edge(1, 0).x..=edge(pitch.length() - 1, 0).x;
    if pitch.wide_zone_width() > 0 {
        for y in [
            pitch.wide_zone_width(),
            pitch.width() - pitch.wide_zone_width(),
        ] {
            painter.hline(field.clone(), edge(0, y).y, chalk);
        }
    }
    painter.rect_stroke(whole, 0.0, chalk, StrokeKind::Outside);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> PitchLayout {
        PitchLayout::fit(
            Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 600.0)),
            Pitch::BB2016,
        )
    }

    fn sq(x: i32, y: i32) -> Square {
        Square::new(x, y).unwrap_or_else(|| panic!("({x}, {y}) is on the pitch"))
    }

    #[test]
    fn pitch_and_dugouts_fit_the_area_with_square_squares() {
        let area = Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 600.0));
        let l = PitchLayout::fit(area, Pitch::BB2016);
        let r = l.square_rect(sq(3, 4));
        assert!((r.width() - r.height()).abs() < 1e-3, "{r:?}");
        for side in [Side::Home, Side::Away] {
            assert!(
                area.expand(1e-3).contains_rect(l.dugout_rect(side)),
                "{side:?}"
            );
        }
        assert!(area.expand(1e-3).contains_rect(l.pitch_rect()));
    }

    #[test]
    fn the_pitch_is_26_squares_long_and_15_wide() {
        let l = layout();
        let p = l.pitch_rect();
        assert!((p.width() / l.square_size() - 26.0).abs() < 1e-3);
        assert!((p.height() / l.square_size() - 15.0).abs() < 1e-3);
    }

    #[test]
    fn home_end_zone_is_on_the_left_and_dugouts_beside_their_end_zones() {
        let l = layout();
        assert!(l.square_rect(sq(0, 7)).center().x < l.square_rect(sq(25, 7)).center().x);
        assert!(l.dugout_rect(Side::Home).right() <= l.pitch_rect().left());
        assert!(l.dugout_rect(Side::Away).left() >= l.pitch_rect().right());
    }

    #[test]
    fn a_screen_point_maps_back_to_its_square() {
        let l = layout();
        for s in [sq(0, 0), sq(12, 7), sq(25, 14)] {
            assert_eq!(l.square_at(l.square_rect(s).center()), Some(s));
        }
        assert_eq!(l.square_at(l.dugout_rect(Side::Home).center()), None);
    }
}
