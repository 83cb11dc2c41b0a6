//! Side Step: the pushed player's coach picks where he goes, any open square next to him
//! (004:L10557-L10566). Home #7 (Human Lineman, ST3) blocks away #7 (Orc Lineman, ST3): one
//! block die.

use crate::common;

use common::*;
use rules::{BlockFace, Decision, MatchSetup, Side, Stance};

fn side_stepper(s: &mut MatchSetup) {
    if let Some(p) = s.away.players.iter_mut().find(|p| p.number == 7) {
        p.skills.push("side-step".into());
    }
}

#[test]
fn side_step_lets_his_coach_push_him_to_any_open_square_next_to_him_004_l10559() {
    // Pushed from (10,7), the diagram gives (12,6), (12,7), (12,8) for the blocker's coach;
    // with Side Step the away coach picks among all seven open squares round (11,7).
    let mut g = Game::with(side_stepper);
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::Pushed]);
    assert_eq!(g.decider(), Side::Away, "the pushed player's coach picks");
    let mut offered: Vec<_> = g.decision_options();
    offered.sort_by_key(|d| format!("{d:?}"));
    let mut open: Vec<_> = [
        (10, 6),
        (10, 8),
        (11, 6),
        (11, 8),
        (12, 6),
        (12, 7),
        (12, 8),
    ]
    .iter()
    .map(|&(x, y)| Decision::PushTo { square: sq(x, y) })
    .collect();
    open.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(offered, open);
    g.decide(Decision::PushTo { square: sq(10, 6) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.place_of(away(7)), on(sq(10, 6), Stance::Standing));
}

#[test]
fn side_step_needs_an_open_square_next_to_him_004_l10563() {
    // On the sideline (11,0) with his four open neighbours taken: the diagram's three squares
    // are all off the pitch, so he goes into the crowd as without the skill.
    let mut g = Game::with(side_stepper);
    g.only(&[
        (home(7), (11, 1)),
        (away(7), (11, 0)),
        (home(8), (10, 0)),
        (home(9), (12, 0)),
        (away(8), (10, 1)),
        (away(9), (12, 1)),
    ]);
    g.block(home(7), away(7), &[BlockFace::Pushed]);
    assert!(
        g.m.state()
            .player(away(7))
            .expect("away #7")
            .square()
            .is_none(),
        "pushed into the crowd: {:?}",
        g.place_of(away(7))
    );
}
