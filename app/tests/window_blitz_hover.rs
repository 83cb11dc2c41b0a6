//! The numbers beside the pointer in a Blitz Bowl match (seed 002), on a real SQLite file: over
//! a Block's target, the Block Dice from the Block Value, one more when Assisted, the blocker's
//! coach picking (002:L550, L586), not 2016's Strength dice; over a Throw's target, the Throw
//! Ruler's band and the Throw Check (002:L512-L520, L546), not the range ruler's pass roll.

use crate::common;
use common::window::{harness_sized, only, play_until};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::blitz_start::{BOARD, HEADING, START};
use nuffle_app::gui::{NuffleApp, Session, hover};
use rules::{ActionKind, Decision, DecisionKind, Input, PlayerId, Prompt, Side, Square};

/// A Blitz Bowl match of the first two Team Cards on the Multiple-Trapdoor side, started from
/// the start page and played to a team's turn.
fn at_a_turn(db: &std::path::Path) -> anyhow::Result<Harness<'static, NuffleApp>> {
    let mut h = harness_sized(Session::launch(Some(db.to_path_buf()))?, [1600.0, 1000.0]);
    h.get_by_label(HEADING).click();
    h.run();
    h.get_by_label(BOARD).click();
    h.run();
    h.get_by_label("Multiple-Trapdoor side (20 x 11 squares)")
        .click();
    h.run();
    h.get_by_label(START).click();
    h.run();
    let at_turn = |s: &Session| matches!(s.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn);
    anyhow::ensure!(play_until(h.state_mut().session_mut(), 3, at_turn));
    Ok(h)
}

fn sq(x: i32, y: i32) -> anyhow::Result<Square> {
    Square::new(x, y).ok_or_else(|| anyhow::anyhow!("({x}, {y}) is off the pitch"))
}

/// The first `n` players of `side` on the roster, by shirt number.
fn first(session: &Session, side: Side, n: usize) -> Vec<PlayerId> {
    let mut ids: Vec<PlayerId> = session
        .game()
        .state()
        .players
        .iter()
        .filter(|p| p.id.side == side)
        .map(|p| p.id)
        .collect();
    ids.sort_by_key(|id| id.number);
    ids.truncate(n);
    ids
}

#[test]
fn a_block_target_under_the_pointer_shows_the_block_value_dice_002_l550_l586() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    let mut h = at_a_turn(&dir.path().join("league.sqlite3"))?;
    let session = h.state_mut().session_mut();
    let side = session
        .game()
        .state()
        .turn
        .as_ref()
        .map(|t| t.side)
        .ok_or_else(|| anyhow::anyhow!("a turn"))?;
    let (ours, theirs) = (first(session, side, 2), first(session, side.opponent(), 1));
    let (attacker, helper, target) = (ours[0], ours[1], theirs[0]);
    only(
        session,
        &[
            (attacker, sq(9, 5)?),
            (target, sq(10, 5)?),
            (helper, sq(11, 5)?),
        ],
    )?;
    anyhow::ensure!(session.apply(Input::Decide(Decision::Declare {
        player: attacker,
        action: ActionKind::Block,
    })));
    let value = session
        .game()
        .state()
        .player(attacker)
        .and_then(|p| p.profile.blitz.as_ref())
        .map(|b| b.block)
        .ok_or_else(|| anyhow::anyhow!("a Team Card line"))?;
    let picker = session.game().state().team(side).name.clone();
    let lines = hover::lines(session.game(), sq(10, 5)?, &[]);
    let dice = value + 1;
    let word = if dice == 1 { "die" } else { "dice" };
    assert_eq!(
        lines.first().map(String::as_str),
        Some(format!("Block: {dice} block {word}, the {picker} coach picks").as_str()),
        "{lines:?}"
    );
    let second = lines.get(1).map(String::as_str).unwrap_or_default();
    assert!(
        second.starts_with(&format!("Block Value {value}, Assisted by ")),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("ST ")),
        "no Strength: {lines:?}"
    );
    Ok(())
}
