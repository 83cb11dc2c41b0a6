//! The moment's numbers beside the pointer: over a block target, the block dice and the coach
//! who picks (by team name); over a pass target while a Pass is aimed, the range band and the
//! target roll with its modifiers; over a square the moving player can reach, the path's rolls
//! and its chance. Every number comes from the engine (`Match::block_preview`,
//! `Match::pass_preview`, `Match::reach`).

use egui::{Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2};
use rules::{Decision, Match, PlayerId, Prompt, Square};

use super::{palette, words};

/// A block's dice in words: "Block: 2 block dice, the Orcland Raiders coach picks", then the
/// strengths that make them: "ST 4 (1 assist) against ST 3"; in Blitz Bowl the Block Value
/// that makes them: "Block Value 1, Assisted by #3 …".
pub fn block(game: &Match, attacker: PlayerId, defender: PlayerId) -> Option<Vec<String>> {
    let p = game.block_preview(attacker, defender)?;
    let state = game.state();
    let picker = &state.team(p.chooser).name;
    let dice = if p.dice == 1 { "die" } else { "dice" };
    let mut lines = vec![format!(
        "Block: {} block {dice}, the {picker} coach picks",
        p.dice
    )];
    if let Some(b) = p.block_value {
        // Blitz Bowl: the Block Value, +1 (Arena 6: +2) Assisted; Strength plays no part.
        let why = if b.bombing {
            " (a Bomber's Block: never Assisted)".to_string()
        } else if b.trapdoor {
            ", Assisted by the Trapdoor next to the target".to_string()
        } else if let Some(&mate) = p.offence.first() {
            format!(", Assisted by {}", words::player(state, mate))
        } else {
            String::new()
        };
        lines.push(format!("Block Value {}{why}", b.value));
        return Some(lines);
    }
    let assists = |n: usize| match n {
        0 => String::new(),
        1 => " (1 assist)".to_string(),
        n => format!(" ({n} assists)"),
    };
    lines.push(format!(
        "ST {}{} against ST {}{}",
        p.attacker_st,
        assists(p.offence.len()),
        p.defender_st,
        assists(p.defence.len())
    ));
    if p.dauntless {
        lines.push(format!(
            "Dauntless: {} rolls a D6 first; D6 + ST above the target's makes him as strong",
            words::player(state, attacker)
        ));
    }
    Some(lines)
}

/// A pass's range band and target roll in words: "Short Pass: 4+ (+0 Short Pass, -1 Very
/// Sunny)", a Blitz Bowl Throw's "Long Throw: 4+ (-1 Long Throw)" or "Hand-off: taken with no
/// Throw Check"; out of the ruler's reach said so.
pub fn pass(game: &Match, target: Square) -> Vec<String> {
    match game.pass_preview(target) {
        Some(p) if p.needs == 0 => vec![format!("{}: taken with no Throw Check", p.band)],
        Some(p) => {
            let mods: Vec<String> = p
                .modifiers
                .iter()
                .map(|m| format!("{:+} {}", m.value, m.name))
                .collect();
            vec![format!("{}: {}+ ({})", p.band, p.needs, mods.join(", "))]
        }
        None if matches!(
            game.state().ruleset.pass,
            rules::ruleset::PassPolicy::ThrowRuler { .. }
        ) =>
        {
            vec!["Out of the Throw Ruler's reach".to_string()]
        }
        None => vec!["Out of the range ruler's reach".to_string()],
    }
}

/// What to show beside the pointer over `square`, for the prompt on screen: empty when
/// nothing is to be said there.
pub fn lines(game: &Match, square: Square, reach: &[rules::Reach]) -> Vec<String> {
    let state = game.state();
    let mut out = Vec::new();
    if let Prompt::Decision(request) = game.prompt() {
        let attacker = state.action().map(|a| a.player);
        let target = state.player_at(square).map(|p| p.id);
        let blockable = request
            .options
            .iter()
            .any(|d| matches!(d, Decision::Block { target: t } if Some(*t) == target));
        if let (true, Some(attacker), Some(target)) = (blockable, attacker, target)
            && let Some(block) = block(game, attacker, target)
        {
            out.extend(block);
        }
        let aiming = request
            .options
            .iter()
            .any(|d| matches!(d, Decision::Pass { .. }));
        if aiming {
            out.extend(pass(game, square));
        }
    }
    if let Some(r) = reach.iter().find(|r| r.square == square) {
        out.push(words::reach(r));
    }
    out.iter().map(|l| words::plain(l)).collect()
}

/// Paints `lines` in a dark box just below and right of the pointer, kept inside `area`.
pub fn paint(painter: &egui::Painter, area: Rect, pointer: Pos2, lines: &[String]) {
    if lines.is_empty() {
        return;
    }
    let font = FontId::proportional(14.0);
    let galleys: Vec<_> = lines
        .iter()
        .map(|l| painter.layout_no_wrap(l.clone(), font.clone(), palette::CHALK))
        .collect();
    let width = galleys.iter().map(|g| g.size().x).fold(0.0, f32::max);
    let height: f32 = galleys.iter().map(|g| g.size().y).sum();
    let pad = 6.0;
    let size = Vec2::new(width + 2.0 * pad, height + 2.0 * pad);
    let mut min = pointer + Vec2::new(18.0, 18.0);
    // Kept inside the pitch area: flipped to the pointer's other side when it would spill.
    if min.x + size.x > area.right() {
        min.x = pointer.x - 12.0 - size.x;
    }
    if min.y + size.y > area.bottom() {
        min.y = pointer.y - 12.0 - size.y;
    }
    min.x = min.x.max(area.left());
    min.y = min.y.max(area.top());
    let rect = Rect::from_min_size(min, size);
    painter.rect_filled(rect, 4.0, Color32::from_rgba_unmultiplied(16, 16, 16, 225));
    painter.rect_stroke(
        rect,
        4.0,
        Stroke::new(1.0, palette::CHALK),
        StrokeKind::Inside,
    );
    let mut y = rect.top() + pad;
    for g in galleys {
        let h = g.size().y;
        painter.galley(Pos2::new(rect.left() + pad, y), g, palette::CHALK);
        y += h;
    }
}
