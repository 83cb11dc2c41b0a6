//! The window's colours, in one place.

use egui::Color32;

/// Grass, light stripe.
pub const GRASS_LIGHT: Color32 = Color32::from_rgb(70, 140, 60);
/// Grass, dark stripe.
pub const GRASS_DARK: Color32 = Color32::from_rgb(60, 125, 52);
/// End Zone tint.
pub const END_ZONE: Color32 = Color32::from_rgb(45, 100, 45);
/// Pitch markings.
pub const CHALK: Color32 = Color32::from_rgb(235, 235, 225);
/// Square grid.
pub const GRID: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 60);
/// Line-of-scrimmage squares.
pub const SCRIMMAGE: Color32 = Color32::from_rgba_premultiplied(40, 40, 36, 40);
/// Dugout wood.
pub const DUGOUT: Color32 = Color32::from_rgb(72, 52, 36);
/// Dugout box outlines and labels.
pub const DUGOUT_INK: Color32 = Color32::from_rgb(230, 215, 190);
/// Home team colour (the box Human team).
pub const HOME: Color32 = Color32::from_rgb(40, 90, 200);
/// Away team colour (the box Orc team).
pub const AWAY: Color32 = Color32::from_rgb(180, 45, 40);
/// Error text.
pub const ERROR: Color32 = Color32::from_rgb(230, 90, 80);
/// A square the prompt allows.
pub const LIT: Color32 = Color32::from_rgba_unmultiplied_const(255, 255, 120, 50);
/// A move that needs no dice.
pub const FREE_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(140, 240, 140, 70);
/// A move that needs one roll (a Dodge, a Go For It or a pick-up) of 2+ or 3+.
pub const EASY_ROLL: Color32 = Color32::from_rgba_unmultiplied_const(255, 215, 80, 110);
/// A move that needs 4+ or worse, or more than one roll.
pub const HARD_ROLL: Color32 = Color32::from_rgba_unmultiplied_const(245, 110, 60, 130);

/// The colour of a move's square by the dice it needs.
pub fn needs(n: &rules::MoveNeeds) -> Color32 {
    let rolls = [n.go_for_it, n.dodge, n.pick_up];
    let count = rolls.iter().flatten().count();
    let hardest = rolls.iter().flatten().max().copied().unwrap_or(0);
    match (count, hardest) {
        (0, _) => FREE_MOVE,
        (1, 0..=3) => EASY_ROLL,
        _ => HARD_ROLL,
    }
}

/// A square by the chance of getting there: green sure, yellow likely, orange even, red long.
pub fn chance(p: f64) -> Color32 {
    if p >= 0.999 {
        FREE_MOVE
    } else if p >= 0.8 {
        EASY_ROLL
    } else if p >= 0.5 {
        Color32::from_rgba_unmultiplied(245, 140, 60, 130)
    } else {
        Color32::from_rgba_unmultiplied(220, 50, 40, 140)
    }
}
