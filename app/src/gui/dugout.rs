//! A team's dugout: the Reserves, Knocked-out and Dead & Injured boxes (000:L249), each listing
//! who sits in it by number and position mark ("7 Bz"); a player sent off is marked "off".
//! Blackmail's player is one man (`MatchState::listed`): his own id is not "off" while he
//! plays a turn for the other team, nor the shirt he played under once he is back.

use egui::{Align2, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2};
use rules::pitch::Side;
use rules::{MatchState, Place};

use super::palette;
use super::tokens::Marks;

/// Who sits in each dugout box, as written there ("7 Bz").
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DugoutBoxes {
    /// Players in Reserves.
    pub reserves: Vec<String>,
    /// Knocked-out players.
    pub knocked_out: Vec<String>,
    /// Dead and injured players, and those sent off ("9 Li off").
    pub casualties: Vec<String>,
}

impl DugoutBoxes {
    /// The boxes of `side`'s dugout, in shirt-number order.
    pub fn of(state: &MatchState, side: Side, marks: &Marks) -> DugoutBoxes {
        let mut players: Vec<_> = state
            .players
            .iter()
            .filter(|p| p.id.side == side && state.listed(p))
            .collect();
        players.sort_by_key(|p| p.id.number);
        let mut boxes = DugoutBoxes::default();
        for p in players {
            let entry = format!("{} {}", p.id.number, marks.mark(side, &p.profile.position));
            match p.place {
                Place::Reserves => boxes.reserves.push(entry),
                Place::KnockedOut => boxes.knocked_out.push(entry),
                Place::Casualty => boxes.casualties.push(entry),
                Place::SentOff => boxes.casualties.push(format!("{entry} off")),
                Place::Pitch { .. } => {}
            }
        }
        boxes
    }
}

/// Paints the dugout in `rect`: the team's name and three labelled boxes, each with its count
/// and who is in it, as many as fit (then "+N more").
pub fn paint(painter: &egui::Painter, rect: Rect, team: &str, boxes: &DugoutBoxes) {
    painter.rect_filled(rect, 4.0, palette::DUGOUT);
    let ink = palette::DUGOUT_INK;
    let unit = rect.width() / 4.0;
    let small = FontId::proportional((unit * 0.38).clamp(9.0, 14.0));
    // The team's name, made smaller until it fits the dugout's width.
    let mut size = (unit * 0.45).clamp(9.0, 18.0);
    let mut name = painter.layout_no_wrap(team.to_string(), FontId::proportional(size), ink);
    let room = rect.width() - unit * 0.2;
    if name.size().x > room {
        size = (size * room / name.size().x).max(7.0);
        name = painter.layout_no_wrap(team.to_string(), FontId::proportional(size), ink);
    }
    let at = rect.center_top() + Vec2::new(0.0, unit * 0.5) - name.size() / 2.0;
    painter.galley(at, name, ink);
    // Reserves take the top part; KO and casualties share the bottom.
    let inner = rect.shrink(unit * 0.2);
    let top = inner.top() + unit;
    let parts = [
        ("Reserves", &boxes.reserves, 0.45),
        ("KO'd", &boxes.knocked_out, 0.25),
        ("Dead & Injured", &boxes.casualties, 0.30),
    ];
    let height = inner.bottom() - top;
    let mut y = top;
    for (label, who, share) in parts {
        let b = Rect::from_min_max(
            egui::pos2(inner.left(), y),
            egui::pos2(inner.right(), y + height * share - unit * 0.15),
        );
        painter.rect_stroke(b, 3.0, Stroke::new(1.0, ink), StrokeKind::Inside);
        let pad = unit * 0.12;
        let heading = painter.layout_no_wrap(format!("{label}: {}", who.len()), small.clone(), ink);
        let line = heading.size().y;
        painter.galley(b.left_top() + Vec2::splat(pad), heading, ink);
        flow(painter, b.shrink(pad), line, who, &small);
        y += height * share;
    }
}

/// Writes `who` left to right under the box's heading, wrapping; when they do not all fit,
/// the last line that fits says "+N more".
fn flow(painter: &egui::Painter, area: Rect, line: f32, who: &[String], font: &FontId) {
    let gap = line * 0.5;
    let rows = ((area.height() - line) / line).floor().max(0.0) as usize;
    // Where each entry goes: (row, x).
    let galleys: Vec<_> = who
        .iter()
        .map(|e| painter.layout_no_wrap(e.clone(), font.clone(), palette::CHALK))
        .collect();
    let mut spots = Vec::with_capacity(galleys.len());
    let (mut row, mut x) = (0usize, area.left());
    for g in &galleys {
        let w = g.size().x;
        if x + w > area.right() && x > area.left() {
            row += 1;
            x = area.left();
        }
        spots.push((row, x));
        x += w + gap;
    }
    let fits = spots.last().is_none_or(|(r, _)| *r < rows);
    let shown = if fits {
        galleys.len()
    } else {
        spots.iter().take_while(|(r, _)| *r + 1 < rows).count()
    };
    for (g, (r, x)) in galleys.into_iter().zip(&spots).take(shown) {
        let y = area.top() + line * (1.0 + *r as f32);
        painter.galley(Pos2::new(*x, y), g, palette::CHALK);
    }
    if !fits && rows > 0 {
        let y = area.top() + line * rows as f32;
        painter.text(
            Pos2::new(area.left(), y),
            Align2::LEFT_TOP,
            format!("+{} more", who.len() - shown),
            font.clone(),
            palette::DUGOUT_INK,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Player, PlayerId, SetupSpec, TeamSpec};

    /// The box match's state with away #1 (an Orc Blitzer) playing a turn for home as home #13
    /// under Blackmail (004:L5151-L5154): his own id out of the match, the shirt on 12,7.
    fn blackmailed() -> MatchState {
        let book = tables::builtin().expect("built-in tables");
        let setup = SetupSpec {
            home: TeamSpec::QuickStart("human-quick-start".into()),
            away: TeamSpec::QuickStart("orc-quick-start".into()),
            kicking: Some(Side::Away),
            weather: Some(rules::Weather::Nice),
            fame: Some(rules::Fame::default()),
            league: None,
        }
        .build(book)
        .expect("box teams");
        let mut s = rules::Match::new(setup, book)
            .expect("match")
            .state()
            .clone();
        let own = PlayerId::new(Side::Away, 1);
        let mut profile = (*s.player(own).expect("away #1").profile).clone();
        profile.number = 13;
        let mut shirt = Player::new(Side::Home, profile);
        shirt.place = Place::Pitch {
            square: rules::Square::new(12, 7).expect("square"),
            stance: rules::Stance::Standing,
        };
        for p in &mut s.players {
            if p.id == own {
                p.place = Place::SentOff;
            }
        }
        s.players.push(shirt);
        s.cards.blackmailed = Some((own, shirt_id()));
        s.cards.played_as.push((own, shirt_id()));
        s
    }

    fn shirt_id() -> PlayerId {
        PlayerId::new(Side::Home, 13)
    }

    /// He is one man: not "1 … off" in his own dugout while he plays under home #13, nor
    /// "13 … off" in home's once he is back (004:L5151-L5154).
    #[test]
    fn blackmails_player_is_never_off_in_a_dugout_004_l5151() {
        let mut s = blackmailed();
        let marks = Marks::of(&s);
        let away = DugoutBoxes::of(&s, Side::Away, &marks);
        assert!(
            away.casualties.iter().all(|e| !e.starts_with("1 ")),
            "{away:?}"
        );
        // The turn is over: he is back on 12,7 as away #1, the shirt out of the match.
        s.cards.blackmailed = None;
        for p in &mut s.players {
            if p.id == shirt_id() {
                p.place = Place::SentOff;
            } else if p.id == PlayerId::new(Side::Away, 1) {
                p.place = Place::Reserves;
            }
        }
        let home = DugoutBoxes::of(&s, Side::Home, &marks);
        assert!(
            home.casualties.iter().all(|e| !e.starts_with("13 ")),
            "{home:?}"
        );
        let away = DugoutBoxes::of(&s, Side::Away, &marks);
        assert!(
            away.reserves.iter().any(|e| e.starts_with("1 ")),
            "{away:?}"
        );
    }
}
