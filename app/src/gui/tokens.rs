//! The players' tokens on the pitch: the shirt number over a mark of two letters for the
//! position, unique within the team's roster (Bz Blitzer, Bk Blocker, Li Lineman); the stance
//! drawn as a shape, readable without colour (a Prone player lies flat, a Stunned one lies flat
//! under a cross); and a legend that says so.

use std::collections::{HashMap, HashSet};

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, Vec2};
use rules::pitch::Side;
use rules::{MatchState, Stance};

use super::palette;

/// Share of a square's side the number and the mark are drawn at: 0.4, so 10 px on the
/// 25 px squares of a 1280x720 window.
pub const TEXT_SHARE: f32 = 0.4;

/// Letters from rarest to most common in English: a position told apart from another by a
/// letter only it has is told apart by its rarest (Blitzer Bz, Blocker Bk).
const RARITY: &str = "zqxjkvbpygfwmucldrhsnioate";

/// The first mark tried for a position: the first two words' initials ("Black Orc Blocker"
/// BO, "Skaven Thrower" ST, "Beast of Nurgle" BN), or a single word's first two letters
/// ("Lineman" Li).
fn primary(position: &str) -> String {
    let words: Vec<&str> = position
        .split(|c: char| c.is_whitespace() || c == '-')
        .map(|w| w.trim_start_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty() && !["of", "the", "and"].contains(w))
        .collect();
    match words.as_slice() {
        [] => "?".into(),
        [one] => {
            let mut letters = one.chars().filter(|c| c.is_alphanumeric());
            let mut mark: String = letters
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .collect();
            mark.extend(letters.next().into_iter().flat_map(char::to_lowercase));
            mark
        }
        [first, second, ..] => [first, second]
            .iter()
            .filter_map(|w| w.chars().next())
            .flat_map(char::to_uppercase)
            .collect(),
    }
}

/// Marks for a roster's positions, in the order given: unique within the list (letter case
/// aside), two letters each where the names allow. A position whose first mark another shares
/// takes its first letter and the rarest letter of its name the others lack.
pub fn marks(positions: &[&str]) -> Vec<String> {
    let first: Vec<String> = positions.iter().map(|p| primary(p)).collect();
    let key = |m: &str| m.to_uppercase();
    let mut counts: HashMap<String, usize> = HashMap::new();
    for m in &first {
        *counts.entry(key(m)).or_default() += 1;
    }
    let mut taken: HashSet<String> = first
        .iter()
        .filter(|m| counts.get(&key(m)) == Some(&1))
        .map(|m| key(m))
        .collect();
    let mut out = Vec::with_capacity(positions.len());
    for (i, (name, mark)) in positions.iter().zip(&first).enumerate() {
        if counts.get(&key(mark)) == Some(&1) {
            out.push(mark.clone());
            continue;
        }
        // The names this one must be told from: those sharing its first mark.
        let others: String = positions
            .iter()
            .zip(&first)
            .enumerate()
            .filter(|(j, (_, m))| *j != i && key(m) == key(mark))
            .map(|(_, (n, _))| n.to_lowercase())
            .collect();
        let lower = name.to_lowercase();
        let mut letters = lower.chars().filter(char::is_ascii_lowercase);
        let initial: String = letters
            .next()
            .map_or("?".into(), |c| c.to_uppercase().collect());
        let own: HashSet<char> = letters.collect();
        let mut candidates: Vec<char> = RARITY
            .chars()
            .filter(|c| own.contains(c) && !others.contains(*c))
            .collect();
        candidates.extend(
            RARITY
                .chars()
                .filter(|c| own.contains(c) && others.contains(*c)),
        );
        let pick = candidates
            .into_iter()
            .map(|c| format!("{initial}{c}"))
            .chain((2..=99).map(|n| format!("{initial}{n}")))
            .find(|m| !taken.contains(&key(m)))
            .unwrap_or_else(|| initial.clone());
        taken.insert(key(&pick));
        out.push(pick);
    }
    out
}

/// Every team's position marks in a match: from the team's roster in the rulebook (so a
/// position keeps its mark from match to match), with any position of the team the roster
/// lacks (a Star Player) after it.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    by_side: [HashMap<String, String>; 2],
}

impl Marks {
    /// The marks of both teams of `state`.
    pub fn of(state: &MatchState) -> Marks {
        let mut by_side: [HashMap<String, String>; 2] = Default::default();
        for side in [Side::Home, Side::Away] {
            let team = state.team(side);
            let mut names: Vec<String> = tables::roster(&team.roster)
                .map(|r| r.positions.iter().map(|p| p.name.clone()).collect())
                .unwrap_or_default();
            let mut extra: Vec<String> = state
                .players
                .iter()
                .filter(|p| p.id.side == side)
                .map(|p| p.profile.position.clone())
                .filter(|p| !names.contains(p))
                .collect();
            extra.sort();
            extra.dedup();
            names.extend(extra);
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            by_side[side.index()] = names.iter().cloned().zip(marks(&refs)).collect();
        }
        Marks { by_side }
    }

    /// The mark of a position of `side`'s team.
    pub fn mark(&self, side: Side, position: &str) -> String {
        self.by_side[side.index()]
            .get(position)
            .cloned()
            .unwrap_or_else(|| primary(position))
    }
}

/// The team colour of `side`.
pub fn colour(side: Side) -> Color32 {
    match side {
        Side::Home => palette::HOME,
        Side::Away => palette::AWAY,
    }
}

/// Paints one token in the square `rect`: standing, a disc with the number over the mark;
/// Prone, a flat ellipse (the model lying down) with the number and mark on one line; Stunned,
/// the flat ellipse under a cross.
pub fn paint(
    painter: &egui::Painter,
    rect: Rect,
    colour: Color32,
    number: u8,
    mark: &str,
    stance: Stance,
) {
    let size = rect.width();
    let c = rect.center();
    let font = FontId::proportional(size * TEXT_SHARE);
    match stance {
        Stance::Standing => {
            painter.circle_filled(c, size * 0.46, colour);
            painter.circle_stroke(c, size * 0.46, Stroke::new(1.0, palette::CHALK));
            painter.text(
                c - Vec2::new(0.0, size * 0.19),
                Align2::CENTER_CENTER,
                number.to_string(),
                font.clone(),
                palette::CHALK,
            );
            painter.text(
                c + Vec2::new(0.0, size * 0.2),
                Align2::CENTER_CENTER,
                mark,
                font,
                palette::CHALK,
            );
        }
        Stance::Prone | Stance::Stunned => {
            let fill = colour.gamma_multiply(0.6);
            let radius = Vec2::new(size * 0.49, size * 0.27);
            painter.add(egui::Shape::ellipse_filled(c, radius, fill));
            painter.add(egui::Shape::ellipse_stroke(
                c,
                radius,
                Stroke::new(1.0, palette::CHALK),
            ));
            painter.text(
                c,
                Align2::CENTER_CENTER,
                format!("{number}{mark}"),
                FontId::proportional(size * 0.36),
                palette::CHALK,
            );
            if stance == Stance::Stunned {
                cross(
                    painter,
                    rect.left_top() + Vec2::splat(size * 0.2),
                    size * 0.17,
                );
            }
        }
    }
}

/// The Stunned mark: a yellow cross outlined in black, centred on `at`.
fn cross(painter: &egui::Painter, at: Pos2, half: f32) {
    for (width, colour) in [(half * 0.8, Color32::BLACK), (half * 0.4, Color32::YELLOW)] {
        let stroke = Stroke::new(width, colour);
        painter.line_segment([at - Vec2::splat(half), at + Vec2::splat(half)], stroke);
        painter.line_segment(
            [at + Vec2::new(-half, half), at + Vec2::new(half, -half)],
            stroke,
        );
    }
}

/// The legend's words, as painted.
pub const LEGEND: [&str; 3] = ["Standing", "Prone (lying)", "Stunned (lying, crossed)"];

/// Paints the stance legend with its bottom-right corner at `corner`, each sample token a
/// square of side `size`.
pub fn paint_legend(painter: &egui::Painter, corner: Pos2, size: f32) {
    let font = FontId::proportional((size * 0.5).clamp(11.0, 16.0));
    let gap = size * 0.3;
    let mut x = corner.x;
    let y = corner.y - size / 2.0 - 2.0;
    for (word, stance) in LEGEND
        .into_iter()
        .zip([Stance::Standing, Stance::Prone, Stance::Stunned])
        .rev()
    {
        let text = painter.layout_no_wrap(word.to_string(), font.clone(), palette::CHALK);
        x -= text.size().x;
        painter.galley(Pos2::new(x, y - text.size().y / 2.0), text, palette::CHALK);
        x -= size + 4.0;
        let rect = Rect::from_center_size(Pos2::new(x + size / 2.0, y), Vec2::splat(size));
        paint(painter, rect, Color32::from_gray(110), 7, "Li", stance);
        x -= gap;
    }
}

#[cfg(test)]
mod tests {
    use super::marks;

    #[test]
    fn blitzer_and_blocker_are_told_apart_by_their_rarest_own_letters() {
        assert_eq!(
            marks(&[
                "Blocker",
                "Runner",
                "Blitzer",
                "Troll Slayer",
                "Deathroller"
            ]),
            ["Bk", "Ru", "Bz", "TS", "De"]
        );
        assert_eq!(
            marks(&["Lineman", "Black Orc Blocker", "Goblin Troll-slayer"]),
            ["Li", "BO", "GT"]
        );
    }
}
