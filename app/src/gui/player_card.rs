//! The model is the handle: a click on a model opens his player card along the pitch's edge
//! away from him (characteristics, skills with any not ruled marked, stance and place, what he
//! has used this turn, his league record in a league match) with the Actions he may declare
//! when the prompt is his team's turn. Esc or a click on empty grass closes it; any input that
//! counts does too.

use egui::{Align2, RichText};
use rules::{ActionKind, Decision, DecisionKind, Input, Match, MatchState, PlayerId, Prompt};

use super::palette;
use super::pitch::PitchLayout;
use super::session::Session;
use super::words;

/// Each Action, what the card calls it and its key (`M` Move …).
pub const ACTIONS: [(ActionKind, &str, egui::Key); 7] = [
    (ActionKind::Move, "Move", egui::Key::M),
    (ActionKind::Block, "Block", egui::Key::B),
    (ActionKind::Blitz, "Blitz", egui::Key::L),
    (ActionKind::Pass, "Pass", egui::Key::P),
    (ActionKind::HandOff, "Hand-off", egui::Key::H),
    (ActionKind::Foul, "Foul", egui::Key::F),
    (ActionKind::Bomb, "Bomb", egui::Key::O),
];

/// An Action's name (`Hand-off`).
pub fn action_name(kind: ActionKind) -> String {
    ACTIONS
        .iter()
        .find(|(k, _, _)| *k == kind)
        .map_or_else(|| format!("{kind:?}"), |(_, name, _)| (*name).to_string())
}

/// A player of a recorded match (its id) or of the match in memory (`None`).
type LeagueKey = (Option<i64>, PlayerId);

/// Whose card is open, and his league record once read.
#[derive(Debug, Default)]
pub struct PlayerCard {
    player: Option<PlayerId>,
    /// The league lines of a match's player (read from the database once his card opens).
    league: Option<(LeagueKey, Vec<String>)>,
    /// A model dragged before his Action: the path to walk once his Move is declared.
    walk: Option<(PlayerId, Vec<rules::Square>)>,
}

/// The Actions `player` may declare at `prompt`, in the prompt's own order: the engine's list
/// (empty unless the prompt is his team's turn).
pub fn actions_of(prompt: &Prompt, player: PlayerId) -> Vec<ActionKind> {
    match prompt {
        Prompt::Decision(request) if request.kind == DecisionKind::Turn => request
            .options
            .iter()
            .filter_map(|d| match d {
                Decision::Declare { player: p, action } if *p == player => Some(*action),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The players who may declare an Action at `prompt`, by shirt number.
pub fn may_act(prompt: &Prompt) -> Vec<PlayerId> {
    let mut players: Vec<PlayerId> = match prompt {
        Prompt::Decision(request) if request.kind == DecisionKind::Turn => request
            .options
            .iter()
            .filter_map(|d| match d {
                Decision::Declare { player, .. } => Some(*player),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    players.sort();
    players.dedup();
    players
}

impl PlayerCard {
    /// The player whose card is open.
    pub fn player(&self) -> Option<PlayerId> {
        self.player
    }

    /// Opens `player`'s card.
    pub fn open(&mut self, player: PlayerId) {
        self.player = Some(player);
    }

    /// Closes the card.
    pub fn close(&mut self) {
        self.player = None;
    }

    /// A click on the pitch that chose nothing else: a model's card opens, empty grass closes
    /// it.
    pub fn click(&mut self, state: &MatchState, square: rules::Square) {
        self.player = state.player_at(square).map(|p| p.id);
    }

    /// A model dragged at his team's turn to a square he may reach: declares his Move, and
    /// keeps his likeliest path there (`Match::reach` after the declaration, asked of a copy
    /// of the match) for [`PlayerCard::take_walk`]. `None` when the engine offers him no
    /// Move or the square is out of his reach.
    pub fn drag_to_move(
        &mut self,
        game: &Match,
        player: PlayerId,
        to: rules::Square,
    ) -> Option<Input> {
        if !actions_of(&game.prompt(), player).contains(&ActionKind::Move) {
            return None;
        }
        let declare = Input::Decide(Decision::Declare {
            player,
            action: ActionKind::Move,
        });
        let mut probe = game.clone();
        probe.apply(declare.clone()).ok()?;
        let path = probe.reach().into_iter().find(|r| r.square == to)?.path;
        self.walk = Some((player, path));
        Some(declare)
    }

    /// The walk a drag asked for, once his Move is declared (dropped if it was not).
    pub fn take_walk(&mut self, game: &Match) -> Option<Vec<rules::Square>> {
        let (player, path) = self.walk.take()?;
        (game.state().action().map(|a| a.player) == Some(player)).then_some(path)
    }

    /// The keys of the turn: Tab (or the right arrow) opens the next player who may act,
    /// Shift+Tab (or the left arrow) the one before; an Action's key declares it for the
    /// player whose card is open, when the engine offers it.
    fn keys(&mut self, ui: &egui::Ui, prompt: &Prompt) -> Option<Input> {
        if ui.ctx().text_edit_focused() {
            return None;
        }
        let players = may_act(prompt);
        if players.is_empty() {
            return None;
        }
        let (next, back) = ui.input(|i| {
            let tab = i.key_pressed(egui::Key::Tab);
            (
                (tab && !i.modifiers.shift) || i.key_pressed(egui::Key::ArrowRight),
                (tab && i.modifiers.shift) || i.key_pressed(egui::Key::ArrowLeft),
            )
        });
        if next || back {
            let at = self
                .player
                .and_then(|p| players.iter().position(|q| *q == p));
            let n = players.len();
            let k = match (at, next) {
                (None, true) => 0,
                (None, false) => n - 1,
                (Some(k), true) => (k + 1) % n,
                (Some(k), false) => (k + n - 1) % n,
            };
            self.player = players.get(k).copied();
            // The keys go on picking players: no button keeps the keyboard's focus.
            ui.ctx().memory_mut(|m| {
                m.move_focus(egui::FocusDirection::None);
                if let Some(focused) = m.focused() {
                    m.surrender_focus(focused);
                }
            });
            return None;
        }
        let player = self.player?;
        let offered = actions_of(prompt, player);
        ACTIONS
            .iter()
            .find(|(kind, _, key)| offered.contains(kind) && ui.input(|i| i.key_pressed(*key)))
            .map(|(kind, _, _)| {
                Input::Decide(Decision::Declare {
                    player,
                    action: *kind,
                })
            })
    }

    /// Draws the open card along the edge of the pitch drawn in `area`, and takes the turn's
    /// keys; returns the Action declared (a button or a key).
    pub fn show(&mut self, ui: &egui::Ui, session: &Session, area: egui::Rect) -> Option<Input> {
        let keyed = ui.input(|i| {
            i.events
                .iter()
                .any(|e| matches!(e, egui::Event::Key { pressed: true, .. }))
        });
        if self.walk.is_some() {
            // The walk starts at the next frame, once the Move is declared.
            ui.ctx().request_repaint();
        }
        if self.player.is_none() && !keyed {
            return None;
        }
        let game = session.game();
        let layout = PitchLayout::fit(area, game.state().pitch());
        let prompt = game.prompt();
        let mut declared = self.keys(ui, &prompt);
        let id = self.player?;
        let Some(p) = game.state().player(id) else {
            self.player = None;
            return declared;
        };
        let key = (session.recording().ok().map(|(_, m)| m), id);
        if self.league.as_ref().is_none_or(|(who, _)| *who != key) {
            self.league = Some((key, league_lines(session, id)));
        }
        let league = self
            .league
            .as_ref()
            .map(|(_, lines)| lines.clone())
            .unwrap_or_default();
        // Along the pitch's edge away from him, over the margin beside the sideline: the card
        // hides neither him nor the squares round him.
        let pitch = layout.pitch_rect();
        let gap = layout.square_size() * 0.25;
        let (anchor, pivot) = match p.square() {
            Some(square) if square.y() < 7 => (
                pitch.center_bottom() + egui::vec2(0.0, gap),
                Align2::CENTER_TOP,
            ),
            _ => (
                pitch.center_top() - egui::vec2(0.0, gap),
                Align2::CENTER_BOTTOM,
            ),
        };
        let width = pitch.width();
        let mut open = true;
        egui::Window::new(RichText::new(card_title(game.state(), id)).strong())
            .id(egui::Id::unique("player-card"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .pivot(pivot)
            .fixed_pos(anchor)
            .constrain_to(area)
            .show(ui.ctx(), |ui| {
                ui.set_width(width - 16.0);
                if let Some(kind) = body(ui, game, &prompt, id, &league) {
                    declared = Some(Input::Decide(Decision::Declare {
                        player: id,
                        action: kind,
                    }));
                }
            });
        if !open {
            self.player = None;
        }
        declared
    }
}

/// The card's title: number, name and team (`#7 Griff Oberwald (Reavers)`); Blackmail's
/// player under the other team's shirt by his own number and team, playing for that one.
pub fn card_title(state: &MatchState, id: PlayerId) -> String {
    let team = &state.team(id.side).name;
    let him = state.himself(id);
    match state.player(id) {
        Some(p) if him != id => words::plain(&format!(
            "#{} {} ({}), playing for the {team}",
            him.number,
            p.profile.name,
            state.team(him.side).name
        )),
        Some(p) => words::plain(&format!("#{} {} ({team})", id.number, p.profile.name)),
        None => format!("#{} ({team})", id.number),
    }
}

/// What the card says of a player, and his Action buttons; returns the Action clicked.
fn body(
    ui: &mut egui::Ui,
    game: &Match,
    prompt: &Prompt,
    id: PlayerId,
    league: &[String],
) -> Option<ActionKind> {
    let state = game.state();
    let p = state.player(id)?;
    let profile = &p.profile;
    ui.horizontal_wrapped(|ui| {
        ui.label(words::plain(&format!(
            "{}, {}",
            profile.position,
            state.team(id.side).name
        )));
        ui.separator();
        for (name, value) in [
            ("MA", profile.ma),
            ("ST", profile.st),
            ("AG", profile.ag),
            ("AV", profile.av),
        ] {
            ui.label(RichText::new(name).weak());
            ui.label(RichText::new(value.to_string()).strong().size(18.0));
        }
        ui.separator();
        ui.label(words::plain(&place(p)));
    });
    let unruled = profile.unruled();
    // A Blitz Bowl player's ability (his Team Card's, 002:L253) is named by the data; he has
    // no 2016 skills.
    let ability = profile.blitz.as_ref().and_then(|b| b.ability.as_deref());
    let name_of = |id: &str| {
        if ability == Some(id) {
            ability_name(id)
        } else {
            skill_name(id)
        }
    };
    let ruled: Vec<String> = profile
        .skills
        .iter()
        .filter(|s| !unruled.iter().any(|(u, _)| u == *s))
        .map(|s| skill_name(s))
        .collect();
    if profile.blitz.is_some() && profile.skills.is_empty() {
        match ability {
            None => {
                ui.label(RichText::new("No ability").weak());
            }
            Some(id) if !unruled.iter().any(|(u, _)| u == id) => {
                ui.label(format!("Ability: {}", ability_name(id)));
            }
            Some(_) => {}
        }
    } else if profile.skills.is_empty() {
        ui.label(RichText::new("No skills").weak());
    } else if !ruled.is_empty() {
        ui.label(format!("Skills: {}", ruled.join(", ")));
    }
    for (skill, why) in &unruled {
        ui.label(
            RichText::new(words::plain(&format!("{}: {why}", name_of(skill))))
                .color(palette::ERROR),
        );
    }
    let marks = marks(state, p);
    if !marks.is_empty() || !league.is_empty() {
        ui.horizontal_wrapped(|ui| {
            if !marks.is_empty() {
                ui.label(RichText::new(format!("This turn: {}", marks.join("; "))).small());
            }
            for line in league {
                ui.label(RichText::new(words::plain(line)).small());
            }
        });
    }
    let offered = actions_of(prompt, id);
    if offered.is_empty() {
        return None;
    }
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Declare an Action:").strong());
        for kind in offered {
            let name = super::points_track::action_button(state, kind);
            let button =
                egui::Button::new(RichText::new(name).size(15.0)).min_size(egui::vec2(64.0, 26.0));
            if ui.add(button).clicked() {
                chosen = Some(kind);
            }
        }
    });
    chosen
}

/// A skill's name as the rulebook prints it, or its id when the rulebook does not know it (a
/// house rule's own skill).
fn skill_name(id: &str) -> String {
    tables::builtin()
        .ok()
        .and_then(|book| book.skill(id).ok())
        .map_or_else(|| id.to_string(), |s| s.name.clone())
}

/// A Blitz Bowl ability's name as the data gives it (`Safe Hands`), or its id when the data
/// does not know it (a league's own).
pub fn ability_name(id: &str) -> String {
    tables::blitz_bowl()
        .ok()
        .and_then(|data| data.ability(id).ok())
        .map_or_else(|| id.to_string(), |a| a.name.clone())
}

/// Where he is and which way up.
fn place(p: &rules::Player) -> String {
    match p.place {
        rules::Place::Pitch { square, stance } => {
            let stance = match stance {
                rules::Stance::Standing => "Standing",
                rules::Stance::Prone => "Prone",
                rules::Stance::Stunned => "Stunned",
            };
            format!("{stance} on {square}")
        }
        other => format!("In {}", other.name()),
    }
}

/// What the engine keeps of his turn: his Action taken, re-rolls and once-a-turn skills used,
/// Tackle Zones lost, rooted.
fn marks(state: &MatchState, p: &rules::Player) -> Vec<String> {
    let mut out = Vec::new();
    if state.action().is_some_and(|a| a.player == p.id) {
        out.push("taking his Action now".to_string());
    } else if p.acted {
        out.push("has taken his Action".to_string());
    }
    if p.used_dodge {
        out.push("used Dodge's re-roll".to_string());
    }
    for skill in p.used_this_turn.iter() {
        out.push(format!("used {}", skill_name(skill.id())));
    }
    if p.lost_tackle_zones {
        out.push("no Tackle Zones (failed Bone-head or Really Stupid)".to_string());
    }
    if p.rooted {
        out.push("rooted (Take Root)".to_string());
    }
    if p.stunned_this_turn {
        out.push("Stunned this turn".to_string());
    }
    if p.out_until_drive_ends {
        out.push("out until the drive ends".to_string());
    }
    out
}

/// His league record, when the match is between two league teams of the database: Star
/// Player Points and level, Niggling Injuries, characteristics lost to injuries, a missed
/// match; for a cup team's Star Player, that the cup gives him none. Empty for a one-off match;
/// a line saying why when the record cannot be read.
fn league_lines(session: &Session, id: PlayerId) -> Vec<String> {
    let (Some(ledger), Ok((_, match_id))) = (session.ledger(), session.recording()) else {
        return Vec::new();
    };
    if ledger.match_teams(match_id).is_err() {
        return Vec::new();
    }
    let read = || -> Result<Option<ledger::PlayerRecord>, ledger::LedgerError> {
        let Some(league_id) = ledger.match_players(match_id)?.get(&id).copied() else {
            return Ok(None);
        };
        let (home, away) = ledger.match_teams(match_id)?;
        let team = if id.side == rules::Side::Home {
            home
        } else {
            away
        };
        Ok(ledger
            .players(team)?
            .into_iter()
            .find(|r| r.id == league_id))
    };
    let record = match read() {
        Ok(Some(record)) => record,
        Ok(None) => return vec!["League: not on the team's roster".to_string()],
        Err(e) => return vec![format!("League record not read: {e}")],
    };
    if record.is_star() {
        // Only a Bugman's League Cup team keeps a Star Player on its roster (001:L467), and
        // the cup records no Star Player Points (001:L1106): his match stats are all he has.
        return vec![
            "League: Star Player on the team's roster; the Bugman's League Cup keeps his match \
             stats but no Star Player Points (001:L1106)"
                .to_string(),
        ];
    }
    let book = tables::builtin().ok();
    let level = book
        .and_then(|b| b.league())
        .and_then(|l| l.level(record.spp))
        .map_or_else(String::new, |l| format!(", {}", l.title));
    let mut lines = vec![format!("League: {} SPP{level}", record.spp)];
    let mut injuries = Vec::new();
    if record.niggling > 0 {
        injuries.push(format!("{} Niggling Injury", record.niggling));
    }
    let position = book
        .and_then(|b| {
            ledger
                .team(record.team_id)
                .ok()
                .and_then(|t| b.roster(&t.roster).ok())
        })
        .and_then(|r| r.position(&record.position));
    if let Some(pos) = position {
        for (name, start, now) in [
            ("MA", pos.ma, record.ma),
            ("ST", pos.st, record.st),
            ("AG", pos.ag, record.ag),
            ("AV", pos.av, record.av),
        ] {
            if now < start {
                injuries.push(format!("-{} {name}", start - now));
            }
        }
    }
    if record.miss_next {
        injuries.push("misses the next match".to_string());
    }
    if !injuries.is_empty() {
        lines.push(format!("Lasting injuries: {}", injuries.join(", ")));
    }
    lines
}
