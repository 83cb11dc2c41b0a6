//! The window driven headless with egui_kittest, as every window test file drives it: built
//! on a session at a size with one frame run, and a match played on by the simulator's coach.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nuffle_app::gui::{NuffleApp, Session};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{DugoutBox, Edit, Input, PlayerId, Square, Stance};

/// Whether some text in the window contains `part`.
pub fn shows(h: &Harness<'static, NuffleApp>, part: &str) -> bool {
    let part = part.to_string();
    h.query_all_by(move |n| {
        n.value().is_some_and(|t| t.contains(&part)) || n.label().is_some_and(|t| t.contains(&part))
    })
    .next()
    .is_some()
}

/// Every text in the window, for a failing assertion's message.
pub fn all_text(h: &Harness<'static, NuffleApp>) -> String {
    h.get_all_by(|_| true)
        .filter_map(|n| {
            let n = n.accesskit_node();
            n.value().or_else(|| n.label())
        })
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" | ")
}

/// Keys the dice of the roll on screen (digits, then Enter), as a referee does.
#[allow(dead_code)]
pub fn key_dice(h: &mut Harness<'static, NuffleApp>, dice: &[u8]) {
    for d in dice {
        h.event(egui::Event::Text(d.to_string()));
        h.run();
    }
    h.key_press(egui::Key::Enter);
    h.run();
}

/// The window on `app` (with its tower, settings or clock) at `size`, one frame run.
pub fn app_harness(app: NuffleApp, size: [f32; 2]) -> Harness<'static, NuffleApp> {
    let mut harness = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut NuffleApp| app.show(ui), app);
    harness.run();
    harness
}

/// The window on `session` at `size`, one frame run.
pub fn harness_sized(session: Session, size: [f32; 2]) -> Harness<'static, NuffleApp> {
    app_harness(NuffleApp::new(session), size)
}

/// Plays the match on with the simulator's coach and dice until `stop` says so; `false` when
/// the match ends first or the moment never comes.
pub fn play_until(session: &mut Session, seed: u64, stop: impl Fn(&Session) -> bool) -> bool {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..20_000 {
        if stop(session) {
            return true;
        }
        // A league match waits for its inducements after the Referee roll (004:L2676-L2682):
        // nothing bought, as both coaches pressing "Done choosing" in the panel.
        if session.choosing_inducements() {
            let spec = session.inducement_spec().map(|(spec, _, _)| spec);
            assert!(
                spec.is_ok_and(|spec| session.choose_inducements(&spec)),
                "the inducements were not chosen: {:?}",
                session.refused
            );
            continue;
        }
        let Some(input) = sim::Policy::Forward.next_input(session.game(), &mut rng) else {
            return false;
        };
        assert!(
            session.apply(input),
            "a legal input was refused: {:?}",
            session.refused
        );
    }
    false
}

/// Clears the pitch and stands these players where given (the referee's corrections).
pub fn only(session: &mut Session, players: &[(PlayerId, Square)]) -> anyhow::Result<()> {
    let on: Vec<PlayerId> = session
        .game()
        .state()
        .players
        .iter()
        .filter(|p| p.square().is_some())
        .map(|p| p.id)
        .collect();
    for player in on {
        anyhow::ensure!(session.apply(Input::Edit(Edit::RemovePlayer {
            player,
            to: DugoutBox::Reserves,
        })));
    }
    for &(player, square) in players {
        anyhow::ensure!(session.apply(Input::Edit(Edit::PlacePlayer {
            player,
            square,
            stance: Stance::Standing,
        })));
    }
    Ok(())
}

/// Clicks `square` on the window's pitch (the match's board: 2016's, or a Blitz Bowl side)
/// with `button`, then lets the window react.
pub fn click_square(
    h: &mut Harness<'static, NuffleApp>,
    square: Square,
    button: egui::PointerButton,
) {
    let board = h.state().session().game().state().pitch();
    let rect = h.get_by_label(&nuffle_app::gui::pitch_label(board)).rect();
    let at = nuffle_app::gui::pitch::PitchLayout::fit(rect, board)
        .square_rect(square)
        .center();
    h.hover_at(at);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
}
