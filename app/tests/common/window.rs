//! The window driven headless with egui_kittest, as every window test file drives it: built
//! on a session at a size with one frame run, and a match played on by the simulator's coach.

use egui_kittest::Harness;
use nuffle_app::gui::{NuffleApp, Session};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{DugoutBox, Edit, Input, PlayerId, Square, Stance};

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
