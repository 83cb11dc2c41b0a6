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
