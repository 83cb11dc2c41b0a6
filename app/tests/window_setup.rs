//! The window's set-up and start page, driven headless with egui_kittest on a real database:
//! a whole set-up from a saved formation in at most 3 clicks; a click on a lit square with
//! nobody picked places the next player; drags from the dugout and of a placed model; "As
//! last drive" at the second kick-off; "Set-up done" in view with eleven placed at 1280x720;
//! the start page of a new database (no match recorded) and an abandoned match.
//!
//! Set-up rules (000:L374-L381): the kicking team sets up first, then the receiving team, each
//! in its own half, at most 11 players, at least 3 on the line of scrimmage, at most 2 in each
//! wide zone.

use crate::common;

use common::window::{harness_sized, play_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ledger::{FormationPlace, Ledger};
use nuffle_app::gui::{
    AS_LAST_DRIVE, FORMATION_NAME, NuffleApp, PITCH_LABEL, SAVE_FORMATION, SETUP_DONE,
    START_HEADING, Session,
};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::pitch::Side;
use rules::{Decision, DecisionKind, Input, Place, PlayerId, Prompt, Square};

fn harness(session: Session) -> Harness<'static, NuffleApp> {
    harness_sized(session, [1400.0, 800.0])
}

/// Every pointer click and key press the referee makes, counted.
#[derive(Default)]
struct Clicks(usize);

impl Clicks {
    /// Clicks the widget labelled `label`.
    fn button(&mut self, h: &mut Harness<'static, NuffleApp>, label: &str) {
        self.0 += 1;
        h.get_by_label(label).click();
        h.run();
    }

    /// Clicks `square` on the pitch.
    fn square(&mut self, h: &mut Harness<'static, NuffleApp>, square: Square) {
        self.0 += 1;
        let at = square_centre(h, square);
        h.hover_at(at);
        for pressed in [true, false] {
            h.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            });
        }
        h.run();
    }
}

fn layout(h: &Harness<'static, NuffleApp>) -> nuffle_app::gui::pitch::PitchLayout {
    nuffle_app::gui::pitch::PitchLayout::fit(
        h.get_by_label(PITCH_LABEL).rect(),
        rules::Pitch::BB2016,
    )
}

fn square_centre(h: &Harness<'static, NuffleApp>, square: Square) -> egui::Pos2 {
    layout(h).square_rect(square).center()
}

/// Presses at `from`, moves to `to` in a few steps, releases there.
fn drag(h: &mut Harness<'static, NuffleApp>, from: egui::Pos2, to: egui::Pos2) {
    h.hover_at(from);
    h.event(egui::Event::PointerButton {
        pos: from,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    for k in 1..=5 {
        let at = from + (to - from) * (k as f32 / 5.0);
        h.event(egui::Event::PointerMoved(at));
        h.run();
    }
    h.event(egui::Event::PointerButton {
        pos: to,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
}

/// The set-up the match waits for, if it waits for one.
fn setting_up(session: &Session) -> Option<rules::DecisionRequest> {
    match session.game().prompt() {
        Prompt::Decision(d) if d.kind == DecisionKind::SetUp => Some(d),
        _ => None,
    }
}

/// A match of the box teams on a new database, at its first set-up.
fn at_first_set_up(db: &std::path::Path) -> anyhow::Result<Session> {
    let mut session = Session::open(Some(db.to_path_buf()))?;
    anyhow::ensure!(
        play_until(&mut session, 7, |s| setting_up(s).is_some()),
        "the match reached set-up"
    );
    Ok(session)
}

/// A legal eleven for the home half, as the home side sees it (000:L374-L381): three on the
/// line of scrimmage (x 12), the rest behind it, none in a wide zone (rows 4-10 are central).
fn wall(numbers: &[u8]) -> Vec<FormationPlace> {
    let squares = [
        (12, 6),
        (12, 7),
        (12, 8),
        (10, 4),
        (10, 5),
        (10, 6),
        (10, 7),
        (10, 8),
        (10, 9),
        (10, 10),
        (7, 7),
    ];
    numbers
        .iter()
        .zip(squares)
        .map(|(&number, (x, y))| FormationPlace { number, x, y })
        .collect()
}

/// `place` as `side`'s square: the home side's own, mirrored across the halfway line for the
/// away side.
fn on_side(place: &FormationPlace, side: Side) -> Option<Square> {
    let x = match side {
        Side::Home => i32::from(place.x),
        Side::Away => 25 - i32::from(place.x),
    };
    Square::new(x, i32::from(place.y))
}

fn on_pitch(session: &Session, side: Side) -> Vec<(PlayerId, Square)> {
    session
        .game()
        .state()
        .players
        .iter()
        .filter(|p| p.id.side == side)
        .filter_map(|p| Some((p.id, p.square()?)))
        .collect()
}

/// Both teams set up from the same saved formation, each in two clicks: the kicking team in its
/// half, then the receiving team, whose squares are the formation's mirrored across the
/// halfway line when it is the away team.
#[test]
fn a_whole_set_up_from_a_saved_formation_takes_at_most_three_clicks() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let session = at_first_set_up(&db)?;
    let mut formations = Vec::new();
    for side in [Side::Home, Side::Away] {
        let mut numbers: Vec<u8> = session
            .game()
            .state()
            .players
            .iter()
            .filter(|p| p.id.side == side && p.place == Place::Reserves)
            .map(|p| p.id.number)
            .collect();
        numbers.sort();
        numbers.truncate(11);
        let team = session.game().state().team(side).name.clone();
        let roster = session.game().setup().team(side).roster.clone();
        let formation = wall(&numbers);
        Ledger::open(&db)?.save_formation(&team, &roster, "Wall", &formation)?;
        formations.push((side, formation));
    }
    let mut h = harness(session);
    for _ in 0..2 {
        let side = setting_up(h.state().session())
            .map(|r| r.side)
            .ok_or_else(|| anyhow::anyhow!("a set-up"))?;
        let mut clicks = Clicks::default();
        clicks.button(&mut h, "Wall");
        clicks.button(&mut h, SETUP_DONE);
        assert!(clicks.0 <= 3, "{} clicks", clicks.0);
        assert_eq!(h.state().session().refused, None);
        assert!(
            !matches!(setting_up(h.state().session()), Some(r) if r.side == side),
            "{side:?}'s set-up is done"
        );
    }
    let session = h.state().session();
    for (side, formation) in &formations {
        let placed = on_pitch(session, *side);
        assert_eq!(placed.len(), 11, "every player of the formation stands");
        for place in formation {
            let square = on_side(place, *side);
            assert!(
                placed
                    .iter()
                    .any(|(id, sq)| id.number == place.number && Some(*sq) == square),
                "{side:?} #{} on {square:?}",
                place.number
            );
        }
    }
    Ok(())
}

#[test]
fn a_formation_saved_in_the_window_is_offered_after_a_restart() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut session = at_first_set_up(&db)?;
    let request = setting_up(&session).ok_or_else(|| anyhow::anyhow!("a set-up"))?;
    let side = request.side;
    let mut numbers: Vec<u8> = request.placings.players.iter().map(|p| p.number).collect();
    numbers.sort();
    for place in wall(&numbers[..3]) {
        let square = on_side(&place, side).ok_or_else(|| anyhow::anyhow!("a square"))?;
        let player = PlayerId {
            side,
            number: place.number,
        };
        assert!(session.apply(Input::Decide(Decision::Place { player, square })));
    }
    let mut h = harness(session);
    h.get_by_label(FORMATION_NAME).click();
    h.run();
    h.get_by_label(FORMATION_NAME).type_text("Three up");
    h.run();
    h.get_by_label(SAVE_FORMATION).click();
    h.run();
    drop(h);
    // Reopened: the formation is the team's, as the home side sees it.
    let session = Session::open(Some(db.clone()))?;
    let team = session.game().state().team(side).name.clone();
    let roster = session.game().setup().team(side).roster.clone();
    let saved = Ledger::open(&db)?.formations(&team, &roster)?;
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].name, "Three up");
    assert_eq!(saved[0].places, wall(&numbers[..3]));
    let h = harness(session);
    assert!(h.query_by_label("Three up").is_some());
    Ok(())
}

#[test]
fn a_click_on_a_lit_square_with_nobody_picked_places_the_next_player() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let session = at_first_set_up(&dir.path().join("n.sqlite3"))?;
    let request = setting_up(&session).ok_or_else(|| anyhow::anyhow!("a set-up"))?;
    let side = request.side;
    // The next player: the lowest shirt number of those who may still be set up.
    let next = request
        .placings
        .players
        .iter()
        .min()
        .copied()
        .ok_or_else(|| anyhow::anyhow!("someone to place"))?;
    let line = Square::new(if side == Side::Home { 12 } else { 13 }, 7)
        .ok_or_else(|| anyhow::anyhow!("a square"))?;
    let mut h = harness(session);
    let mut clicks = Clicks::default();
    clicks.square(&mut h, line);
    assert_eq!(clicks.0, 1);
    let place = h
        .state()
        .session()
        .game()
        .state()
        .player(next)
        .map(|p| p.place);
    assert!(
        matches!(place, Some(Place::Pitch { square, .. }) if square == line),
        "#{} stands on {line}: {place:?}",
        next.number
    );
    // The next click places the next one.
    let second = rules::Pitch::BB2016
        .neighbours(line)
        .find(|s| rules::Pitch::BB2016.half(*s) == side && s.x() == line.x());
    let second = second.ok_or_else(|| anyhow::anyhow!("a second square"))?;
    clicks.square(&mut h, second);
    let placed = on_pitch(h.state().session(), side);
    assert_eq!(placed.len(), 2, "{placed:?}");
    Ok(())
}

#[test]
fn a_player_is_dragged_from_the_dugout_and_a_placed_model_dragged_elsewhere() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    let session = at_first_set_up(&dir.path().join("n.sqlite3"))?;
    let request = setting_up(&session).ok_or_else(|| anyhow::anyhow!("a set-up"))?;
    let side = request.side;
    let next = request
        .placings
        .players
        .iter()
        .min()
        .copied()
        .ok_or_else(|| anyhow::anyhow!("someone to place"))?;
    let x = |home: i32| if side == Side::Home { home } else { 25 - home };
    let first = Square::new(x(12), 7).ok_or_else(|| anyhow::anyhow!("a square"))?;
    let then = Square::new(x(9), 3).ok_or_else(|| anyhow::anyhow!("a square"))?;
    let mut h = harness(session);
    let dugout = layout(&h).dugout_rect(side).center();
    let to = square_centre(&h, first);
    drag(&mut h, dugout, to);
    let at = |h: &Harness<'static, NuffleApp>| {
        h.state()
            .session()
            .game()
            .state()
            .player(next)
            .and_then(|p| p.square())
    };
    assert_eq!(at(&h), Some(first), "{:?}", h.state().session().refused);
    let (from, to) = (square_centre(&h, first), square_centre(&h, then));
    drag(&mut h, from, to);
    assert_eq!(at(&h), Some(then), "{:?}", h.state().session().refused);
    assert_eq!(on_pitch(h.state().session(), side).len(), 1);
    Ok(())
}

#[test]
fn as_last_drive_sets_a_team_up_as_at_the_previous_kick_off() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(21);
    // Each team's squares when it said "Set-up done" at the first kick-off.
    let mut first: [Option<Vec<(PlayerId, Square)>>; 2] = [None, None];
    let mut second_set_up = None;
    for _ in 0..20_000 {
        if let Some(r) = setting_up(&session)
            && first[r.side.index()].is_some()
            && on_pitch(&session, r.side).is_empty()
        {
            second_set_up = Some(r.side);
            break;
        }
        let Some(input) = sim::Policy::Forward.next_input(session.game(), &mut rng) else {
            break;
        };
        if input == Input::Decide(Decision::EndSetup)
            && let Some(r) = setting_up(&session)
            && first[r.side.index()].is_none()
        {
            first[r.side.index()] = Some(on_pitch(&session, r.side));
        }
        assert!(session.apply(input), "refused: {:?}", session.refused);
    }
    let side = second_set_up.ok_or_else(|| anyhow::anyhow!("a second kick-off"))?;
    let before = first[side.index()].clone().unwrap_or_default();
    let available: Vec<PlayerId> = setting_up(&session)
        .map(|r| r.placings.players)
        .unwrap_or_default();
    let mut h = harness(session);
    let mut clicks = Clicks::default();
    clicks.button(&mut h, AS_LAST_DRIVE);
    assert_eq!(clicks.0, 1);
    let session = h.state().session();
    assert_eq!(session.refused, None);
    let now = on_pitch(session, side);
    let expected: Vec<(PlayerId, Square)> = before
        .iter()
        .copied()
        .filter(|(id, _)| available.contains(id))
        .collect();
    assert!(!expected.is_empty());
    for (id, square) in &expected {
        assert!(now.contains(&(*id, *square)), "#{} on {square}", id.number);
    }
    assert_eq!(now.len(), expected.len());
    // Who could not be placed again is named.
    if expected.len() < before.len() {
        assert!(h.query_by_label_contains("not placed").is_some());
    }
    Ok(())
}

#[test]
fn set_up_done_is_in_view_with_eleven_placed() -> anyhow::Result<()> {
    for size in [[1280.0, 720.0], [1600.0, 1000.0]] {
        let dir = tempfile::tempdir()?;
        let db = dir.path().join("n.sqlite3");
        let mut session = at_first_set_up(&db)?;
        let request = setting_up(&session).ok_or_else(|| anyhow::anyhow!("a set-up"))?;
        let side = request.side;
        let mut numbers: Vec<u8> = request.placings.players.iter().map(|p| p.number).collect();
        numbers.sort();
        for place in wall(&numbers) {
            let square = on_side(&place, side).ok_or_else(|| anyhow::anyhow!("a square"))?;
            let player = PlayerId {
                side,
                number: place.number,
            };
            let placed = session.apply(Input::Decide(Decision::Place { player, square }));
            assert!(placed, "{:?}", session.refused);
        }
        assert_eq!(on_pitch(&session, side).len(), 11);
        let mut h = harness_sized(session, size);
        h.run();
        let done = h.get_by_label(SETUP_DONE).rect();
        assert!(
            done.top() >= 0.0 && done.bottom() <= size[1],
            "{size:?}: Set-up done at {done:?}"
        );
        h.get_by_label(SETUP_DONE).click();
        h.run();
        assert!(
            !matches!(setting_up(h.state().session()), Some(r) if r.side == side),
            "{size:?}: the click ended the set-up"
        );
    }
    Ok(())
}

#[test]
fn a_new_database_shows_the_start_page_and_records_no_match() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("new.sqlite3");
    let mut h = harness_sized(Session::launch(Some(db.clone()))?, [1280.0, 720.0]);
    h.run();
    assert!(h.state().session().idle());
    assert!(h.query_by_label(START_HEADING).is_some());
    assert!(h.query_by_label("Start the match").is_some());
    assert!(
        h.query_by_label(PITCH_LABEL).is_none(),
        "no match on screen"
    );
    assert!(
        h.query_by_label("Tackle Zones (T)").is_none(),
        "no pitch, so nothing to shade"
    );
    assert!(
        Ledger::open(&db)?.matches()?.is_empty(),
        "no match recorded"
    );
    // Opened again, still none.
    drop(h);
    let h = harness(Session::launch(Some(db.clone()))?);
    assert!(h.query_by_label(START_HEADING).is_some());
    assert!(Ledger::open(&db)?.matches()?.is_empty());
    // The match the referee asks for starts from the page.
    let mut h = h;
    h.get_by_label("Start the match").click();
    h.run();
    assert!(!h.state().session().idle());
    assert!(h.query_by_label(PITCH_LABEL).is_some());
    assert_eq!(Ledger::open(&db)?.matches()?.len(), 1);
    Ok(())
}

#[test]
fn an_abandoned_match_is_gone_from_the_list_with_its_inputs_kept() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut session = Session::launch(Some(db.clone()))?;
    let choice = nuffle_app::gui::NewMatchChoice {
        home: nuffle_app::gui::TeamChoice::QuickStart("human-quick-start".into()),
        away: nuffle_app::gui::TeamChoice::QuickStart("orc-quick-start".into()),
        options: [false; nuffle_app::gui::RULESET_OPTIONS.len()],
        friendly: false,
        season: None,
    };
    assert!(session.start(&choice), "{:?}", session.refused);
    assert!(play_until(&mut session, 3, |s| s.game().inputs().len() >= 20));
    let id = session
        .recording()
        .map(|(_, id)| id)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut h = harness(session);
    h.key_press(egui::Key::F3);
    h.run();
    h.get_by_label(&format!("Abandon #{id}…")).click();
    h.run();
    h.get_by_label("Keep it").click();
    h.run();
    assert_eq!(
        Ledger::open(&db)?.matches()?.len(),
        1,
        "kept when not confirmed"
    );
    h.get_by_label(&format!("Abandon #{id}…")).click();
    h.run();
    h.get_by_label(&nuffle_app::gui::abandon_confirm_label(id))
        .click();
    h.run();
    assert!(
        h.state().session().idle(),
        "{:?}",
        h.state().session().refused
    );
    assert!(h.query_by_label(&format!("Resume #{id}")).is_none());
    let ledger = Ledger::open(&db)?;
    assert!(ledger.matches()?.is_empty(), "out of the match list");
    assert!(ledger.abandoned_at(id)?.is_some());
    assert_eq!(ledger.log(id)?.len(), 20, "its inputs are kept");
    // The window's match view is the start page now.
    h.key_press(egui::Key::F2);
    h.run();
    assert!(h.query_by_label(START_HEADING).is_some());
    Ok(())
}

/// A formation is the engine's own placings, one by one: one it refuses (here a square in the
/// other team's half, where a team may not set up, 000:L377) stops the rest, with the reason.
#[test]
fn a_placing_the_engine_refuses_stops_the_formation_with_its_reason() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let session = at_first_set_up(&db)?;
    let request = setting_up(&session).ok_or_else(|| anyhow::anyhow!("a set-up"))?;
    let side = request.side;
    let mut numbers: Vec<u8> = request.placings.players.iter().map(|p| p.number).collect();
    numbers.sort();
    let mut formation = wall(&numbers[..4]);
    // The third player's square is over the halfway line.
    formation[2].x = 15;
    let team = session.game().state().team(side).name.clone();
    let roster = session.game().setup().team(side).roster.clone();
    Ledger::open(&db)?.save_formation(&team, &roster, "Offside", &formation)?;
    let mut h = harness(session);
    h.get_by_label("Offside").click();
    h.run();
    let session = h.state().session();
    let refused = session.refused.clone().unwrap_or_default();
    assert!(refused.contains("stopped at"), "{refused}");
    assert!(
        refused.contains(&format!("#{}", formation[2].number)),
        "{refused}"
    );
    let placed: Vec<u8> = on_pitch(session, side)
        .iter()
        .map(|(id, _)| id.number)
        .collect();
    assert_eq!(
        placed,
        [formation[0].number, formation[1].number],
        "the rest not placed"
    );
    assert!(
        h.query_by_label_contains("stopped at").is_some(),
        "the reason is shown"
    );
    Ok(())
}
