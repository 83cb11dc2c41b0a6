//! CPU time of one window frame with a full pitch: `cargo bench -p nuffle-app --bench frame`.
//!
//! The match (box teams, recorded in a temporary database) is played by the simulator's coach
//! until both teams have eleven players on the pitch and the kick-off is over; then one frame
//! of the window (layout, painting into shapes, tessellation) is timed, headless with
//! egui_kittest. The GPU's drawing of the triangles is not included.

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use nuffle_app::gui::{NuffleApp, Session};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::Place;

fn full_pitch(session: &mut Session) -> bool {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    for _ in 0..20_000 {
        let on_pitch = session
            .game()
            .state()
            .players
            .iter()
            .filter(|p| matches!(p.place, Place::Pitch { .. }))
            .count();
        if on_pitch == 22 && session.game().state().turn.is_some() {
            return true;
        }
        let Some(input) = sim::Policy::Forward.next_input(session.game(), &mut rng) else {
            return false;
        };
        if !session.apply(input) {
            return false;
        }
    }
    false
}

fn frame(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let mut session = Session::open(Some(dir.path().join("bench.sqlite3"))).expect("session");
    assert!(full_pitch(&mut session), "the match reached a full pitch");
    let mut harness = Harness::builder()
        .with_size([1280.0, 720.0])
        .build_ui_state(
            |ui, app: &mut NuffleApp| app.show(ui),
            NuffleApp::new(session),
        );
    harness.run();
    c.bench_function("window frame, 22 players on the pitch", |b| {
        b.iter(|| harness.step());
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
