//! A Blitz Bowl match ended by a concession. Seed 002 prints no concession; the engine offers
//! 2016's, at the start of one's own turn (000:L820-L822), and a conceding coach is "the
//! loser" (004:L2996-L2998): the other team wins whatever the points, never the higher score
//! (002:L698) and never a draw.

use crate::common;

use common::{Game, book};
use rules::blitz_team::blitz_match_setup;
use rules::challenge::Victory;
use rules::script_ruleset::{BLITZ_BOWL, ScriptRuleset};
use rules::{Decision, Edit, Side};

/// Dwarf Cannoneers (home) against Orc Rampagers (away) on the one-Trapdoor side with the
/// data's Challenge Cards, as a script starts one; the Orcs win the toss, so the Dwarfs set up
/// first and play first (002:L431, L439).
fn dwarf_v_orc() -> Game {
    let data = tables::blitz_bowl().expect("the built-in Blitz Bowl data loads");
    let setup = blitz_match_setup(data, "dwarf", "orc", None).expect("both are profiled");
    let game = ScriptRuleset {
        ruleset: Some(BLITZ_BOWL.into()),
        board: Some("one-trapdoor".into()),
        ..ScriptRuleset::default()
    };
    let mut g = Game {
        m: game
            .start(setup, book())
            .expect("Blitz Bowl on the one-Trapdoor side"),
    };
    common::blitz::toss_and_set_up_six(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Home), "the Dwarfs play first");
    g
}

/// The score at the start of the Dwarfs' first turn, then the Dwarfs concede.
fn dwarfs_concede_at(home: u8, away: u8) -> (Game, String) {
    let mut g = dwarf_v_orc();
    for (side, score) in [(Side::Home, home), (Side::Away, away)] {
        g.edit(Edit::SetScore { side, score });
    }
    let events = g.decide(Decision::Concede);
    (g, common::text(&events))
}

fn victory(g: &Game) -> Option<Victory> {
    g.m.state().challenges.as_deref().and_then(|c| c.victory)
}

/// The Dwarfs concede 9 points ahead (one short of Sudden Death, 002:L692): the match ends, the
/// Orcs win by the concession (004:L2996-L2998), not the Dwarfs on the higher score (002:L698).
#[test]
fn the_team_ahead_concedes_and_the_other_wins_000_l822_004_l2996() {
    let (g, text) = dwarfs_concede_at(9, 0);
    assert!(g.m.state().finished, "{text}");
    assert_eq!(g.m.state().conceded, Some(Side::Home));
    assert_eq!(victory(&g), Some(Victory::Conceded { by: Side::Home }));
    assert_eq!(
        victory(&g).and_then(|v| v.winner(9, 0)),
        Some(Side::Away),
        "the side that did not concede, not the higher score"
    );
    assert!(
        text.contains(
            "Dwarf Cannoneers conceded: Orc Rampagers win the game whatever the points \
             (000:L820-L822, 004:L2996-L2998)"
        ),
        "{text}"
    );
}

/// Level at 0 - 0, the Dwarfs concede: a win for the Orcs, not a draw (002:L698's draw is for
/// a game played to its end).
#[test]
fn a_concession_when_level_is_a_win_not_a_draw_004_l2996() {
    let (g, text) = dwarfs_concede_at(0, 0);
    assert!(g.m.state().finished, "{text}");
    assert_eq!(
        victory(&g).and_then(|v| v.winner(0, 0)),
        Some(Side::Away),
        "{text}"
    );
}

/// The higher score wins a Points or a Sudden Death Victory (002:L692, L698); a concession's
/// winner is the other side whatever the score (004:L2996-L2998).
#[test]
fn a_victorys_winner_by_its_kind_002_l698_004_l2996() {
    let by_home = Victory::Conceded { by: Side::Home };
    let by_away = Victory::Conceded { by: Side::Away };
    assert_eq!(Victory::Points.winner(12, 4), Some(Side::Home));
    assert_eq!(Victory::SuddenDeath.winner(2, 12), Some(Side::Away));
    assert_eq!(by_home.winner(12, 4), Some(Side::Away));
    assert_eq!(by_away.winner(2, 12), Some(Side::Home));
}
