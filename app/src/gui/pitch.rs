//! The pitch drawn to scale: the match's board (2016's 26 × 15 squares, or a Blitz Bowl board
//! side's size), End Zones, wide zones, line of scrimmage and the half-way line where the board
//! has them, a Blitz Bowl board's blocked squares and Trapdoors, with the two dugouts beside the
//! End Zones. Everything comes from the match's ruleset (`rules::ruleset::PitchShape`), read by
//! the engine from the data.

use egui::{Color32, Pos2, Rect, Stroke, StrokeKind, Vec2};
use rules::pitch::{Pitch, Side, Square};
use rules::ruleset::PitchShape;

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

/// A blocked square's fill: the board's red border (002:L224).
const BLOCKED: Color32 = Color32::from_rgb(120, 30, 30);
/// A Trapdoor's hatch.
const TRAPDOOR: Color32 = Color32::from_rgb(70, 50, 30);

/// What a square of the board is, as the pitch paints it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquareLook {
    /// Grass, light or dark by its stripe.
    Grass,
    /// A team's End Zone.
    EndZone(Side),
    /// A blocked square: nothing may enter it (002:L224).
    Blocked,
    /// A Trapdoor: where balls come into play (002:L1221).
    Trapdoor,
}

/// What `sq` is on the board `shape`.
pub fn look(shape: &PitchShape, sq: Square) -> SquareLook {
    if shape.blocked.contains(sq) {
        SquareLook::Blocked
    } else if shape.trapdoors.contains(sq) {
        SquareLook::Trapdoor
    } else if let Some(side) = shape.size.end_zone(sq) {
        SquareLook::EndZone(side)
    } else {
        SquareLook::Grass
    }
}

/// The board in words, for the panel beside the pitch: its size, and a Blitz Bowl board's
/// blocked squares and Trapdoors.
pub fn board_words(shape: &PitchShape) -> String {
    let mut words = format!(
        "The board: {} x {} squares, the End Zones the first and last rows",
        shape.size.length(),
        shape.size.width()
    );
    let count =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    if !shape.blocked.is_empty() {
        words.push_str(&format!(
            ", {} (red, crossed)",
            count(shape.blocked.len(), "blocked square", "blocked squares")
        ));
    }
    if !shape.trapdoors.is_empty() {
        words.push_str(&format!(
            ", {} (a brown hatch)",
            count(shape.trapdoors.len(), "Trapdoor", "Trapdoors")
        ));
    }
    words
}

/// Paints the empty pitch of `shape` (laid out by `layout`): grass, End Zones, line of
/// scrimmage, blocked squares and Trapdoors, grid and chalk lines.
pub fn paint(painter: &egui::Painter, layout: &PitchLayout, shape: &PitchShape) {
    let pitch = layout.pitch;
    for sq in pitch.all() {
        let rect = layout.square_rect(sq);
        let grass = if (sq.x() / 2) % 2 == 0 {
            palette::GRASS_LIGHT
        } else {
            palette::GRASS_DARK
        };
        match look(shape, sq) {
            SquareLook::Grass => {
                painter.rect_filled(rect, 0.0, grass);
            }
            SquareLook::EndZone(_) => {
                painter.rect_filled(rect, 0.0, palette::END_ZONE);
            }
            SquareLook::Blocked => {
                painter.rect_filled(rect, 0.0, BLOCKED);
                let ink = Stroke::new((rect.width() / 14.0).max(1.0), palette::CHALK);
                let r = rect.shrink(rect.width() * 0.2);
                painter.line_segment([r.left_top(), r.right_bottom()], ink);
                painter.line_segment([r.right_top(), r.left_bottom()], ink);
            }
            SquareLook::Trapdoor => {
                painter.rect_filled(rect, 0.0, grass);
                let hatch = rect.shrink(rect.width() * 0.12);
                painter.rect_filled(hatch, 2.0, TRAPDOOR);
                let ink = Stroke::new((rect.width() / 20.0).max(1.0), Color32::BLACK);
                for k in 1..4 {
                    let y = hatch.top() + hatch.height() * k as f32 / 4.0;
                    painter.hline(hatch.x_range(), y, ink);
                }
            }
        }
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
        // Half-way line (Unclear Markings may move it for a drive), twice as thick.
        let half = edge(pitch.halfway(), 0).x;
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

    /// The Single-Trapdoor side as the data lays it out: 20 x 11, blocked squares, one
    /// Trapdoor in the middle (002:L224, L424, L1221), End Zones the first and last row
    /// (002:L1133).
    #[test]
    fn a_blitz_bowl_board_is_drawn_from_the_data_002_l224_l1133() {
        let data = tables::blitz_bowl().expect("the Blitz Bowl data");
        let ruleset = rules::RulesetParams::blitz_bowl(data, "one-trapdoor").expect("board");
        let shape = ruleset.pitch;
        let l = PitchLayout::fit(
            Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 600.0)),
            shape.size,
        );
        let p = l.pitch_rect();
        assert!((p.width() / l.square_size() - 20.0).abs() < 1e-3);
        assert!((p.height() / l.square_size() - 11.0).abs() < 1e-3);
        let board = data.board("one-trapdoor").expect("the side");
        for [x, y] in &board.blocked {
            let at = sq(i32::from(*x), i32::from(*y));
            assert_eq!(look(&shape, at), SquareLook::Blocked);
        }
        assert_eq!(look(&shape, sq(10, 5)), SquareLook::Trapdoor);
        assert_eq!(look(&shape, sq(0, 3)), SquareLook::EndZone(Side::Home));
        assert_eq!(look(&shape, sq(19, 3)), SquareLook::EndZone(Side::Away));
        assert_eq!(look(&shape, sq(1, 3)), SquareLook::Grass);
        assert_eq!(look(&shape, sq(18, 3)), SquareLook::Grass);
        assert_eq!(
            board_words(&shape),
            "The board: 20 x 11 squares, the End Zones the first and last rows, 4 blocked \
             squares (red, crossed), 1 Trapdoor (a brown hatch)"
        );
    }

    #[test]
    fn the_2016_pitch_has_no_blocked_square_nor_trapdoor() {
        let shape = rules::RulesetParams::BB2016.pitch;
        assert!(
            shape
                .size
                .all()
                .all(|s| !matches!(look(&shape, s), SquareLook::Blocked | SquareLook::Trapdoor))
        );
        assert_eq!(look(&shape, sq(0, 7)), SquareLook::EndZone(Side::Home));
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
