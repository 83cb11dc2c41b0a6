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

/// Plays on until the pitch is full and `moment` holds.
fn full_pitch(session: &mut Session, moment: impl Fn(&Session) -> bool) -> bool {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    for _ in 0..20_000 {
        let on_pitch = session
            .game()
            .state()
            .players
            .iter()
            .filter(|p| matches!(p.place, Place::Pitch { .. }))
            .count();
        if on_pitch == 22 && session.game().state().turn.is_some() && moment(session) {
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

fn harness(session: Session, tackle_zones: bool) -> Harness<'static, NuffleApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 720.0])
        .build_ui_state(
            |ui, app: &mut NuffleApp| app.show(ui),
            NuffleApp::new(session),
        );
    harness.run();
    if tackle_zones {
        harness.key_press(egui::Key::T);
        harness.run();
    }
    harness
}

fn frame(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let mut session = Session::open(Some(dir.path().join("bench.sqlite3"))).expect("session");
    assert!(
        full_pitch(&mut session, |_| true),
        "the match reached a full pitch"
    );
    let mut h = harness(session, false);
    c.bench_function("window frame, 22 players on the pitch", |b| {
        b.iter(|| h.step());
    });

    // The busiest frame: a player moving (his squares coloured by the dice they need) with
    // every Tackle Zone shaded.
    let mut session = Session::open(Some(dir.path().join("moving.sqlite3"))).expect("session");
    let moving = |s: &Session| {
        matches!(s.game().prompt(), rules::Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, rules::Decision::Move { .. })))
    };
    assert!(
        full_pitch(&mut session, moving),
        "a player moves on a full pitch"
    );
    let mut h = harness(session, true);
    c.bench_function("window frame, a player moving, Tackle Zones shown", |b| {
        b.iter(|| h.step());
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
