//! A Blitz Bowl match (seed 002) in the window, on a real SQLite file: started from the start
//! page with two Team Cards and a board side, recorded under the ruleset `blitz-bowl` and
//! replayed when resumed; its board drawn from the data, the three-Action budget and the points
//! track in the turn panel, Blitz Bowl's words for the Actions, its Block Dice faces on the dice
//! buttons, and a match played through a Block and a Throw to its end.

use crate::common;
use common::window::{all_text, shows};
use common::window::{harness_sized, play_until};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::blitz_start::{BOARD, HEADING, START};
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Session, pitch_label};
use rules::script_ruleset::ScriptRuleset;
use rules::{ActionKind, DecisionKind, Pitch, Prompt, Side};

/// The window on a new database's start page, a Blitz Bowl match of the first two Team Cards
/// (Dwarf Cannoneers v Orc Rampagers) started on the Multiple-Trapdoor side.
fn started(db: &std::path::Path) -> anyhow::Result<Harness<'static, NuffleApp>> {
    let mut h = harness_sized(Session::launch(Some(db.to_path_buf()))?, [1600.0, 1000.0]);
    assert!(h.query_by_label(HEADING).is_some(), "{}", all_text(&h));
    // Folded under its heading until opened.
    assert!(h.query_by_label(START).is_none());
    h.get_by_label(HEADING).click();
    h.run();
    h.get_by_label(BOARD).click();
    h.run();
    h.get_by_label("Multiple-Trapdoor side (20 x 11 squares)")
        .click();
    h.run();
    h.get_by_label(START).click();
    h.run();
    Ok(h)
}

/// The match waits for a team's turn: an Action to declare or the turn to end.
fn at_turn(session: &Session) -> bool {
    matches!(session.game().prompt(), Prompt::Decision(d) if d.kind == DecisionKind::Turn)
}

/// The players the turn's prompt lets declare `action`.
fn offered(session: &Session, action: ActionKind) -> Vec<rules::PlayerId> {
    match session.game().prompt() {
        Prompt::Decision(d) if d.kind == DecisionKind::Turn => d
            .options
            .iter()
            .filter_map(|o| match o {
                rules::Decision::Declare { player, action: a } if *a == action => Some(*player),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The Actions declared this turn.
fn declared(session: &Session) -> Vec<ActionKind> {
    let state = session.game().state();
    state
        .turn
        .as_ref()
        .map(|t| t.declared.iter().map(|(_, k)| *k).collect())
        .unwrap_or_default()
}

/// A Blitz Bowl match is played on a board side the coin toss's winner picks (002:L224,
/// L431): the start page starts one, the ledger lists it under "blitz-bowl", its stored setup
/// keeps the ruleset and the board, and the match resumes on that board after the window is
/// closed.
#[test]
fn a_blitz_bowl_match_is_started_from_the_start_page_and_resumed_on_its_board_002_l224()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut h = started(&db)?;
    assert_eq!(pitch_label(Pitch::BB2016), PITCH_LABEL);
    assert!(
        h.query_by_label("Pitch, 20 by 11 squares").is_some(),
        "the board's size: {}",
        all_text(&h)
    );
    let ledger = ledger::Ledger::open(&db)?;
    let records = ledger.matches()?;
    assert_eq!(records.len(), 1);
    let id = records[0].id;
    assert_eq!(records[0].setup.ruleset, "blitz-bowl");
    assert_eq!(records[0].setup.home_team, "blitz-bowl/dwarf");
    assert_eq!(records[0].setup.away_team, "blitz-bowl/orc");
    assert_eq!(
        ledger.match_game(id)?,
        Some(ScriptRuleset {
            ruleset: Some("blitz-bowl".into()),
            board: Some("many-trapdoors".into()),
            ..ScriptRuleset::default()
        })
    );
    // The board from the data: 4 blocked squares and 2 Trapdoors on this side.
    assert!(
        shows(
            &h,
            "Blitz Bowl | The board: 20 x 11 squares, the End Zones the first and last rows, \
             4 blocked squares (red, crossed), 2 Trapdoors (a brown hatch)"
        ),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, "Dwarf Cannoneers: 0 points"), "{}", all_text(&h));
    assert!(shows(&h, "Orc Rampagers: 0 points"));
    // Set up in the End Zones (002:L431) and on to the first turn, by the simulator's coach.
    assert!(play_until(h.state_mut().session_mut(), 2, at_turn));
    h.run();
    // Three Actions a turn (002:L458), Sudden Death at 10 (002:L692), a deck of 26 less 3
    // dealt (002:L196, L427).
    assert!(
        shows(&h, "Actions this turn: 0 of 3 used, 3 left"),
        "{}",
        all_text(&h)
    );
    assert!(shows(
        &h,
        "Sudden Death: 10 points ahead at the start of a turn wins at once."
    ));
    assert!(shows(&h, "Challenge Cards: 23 in the deck, 3 active"));
    let inputs = h.state().session().game().inputs().len();
    drop(h);
    // Resumed: the same board and game, every input replayed.
    let session = Session::open(Some(db.clone()))?;
    assert_eq!(session.recording().map(|(_, m)| m).ok(), Some(id));
    assert_eq!(session.game().inputs().len(), inputs);
    assert_eq!(session.game().state().pitch().length(), 20);
    assert_eq!(session.game().state().ruleset.pitch.trapdoors.len(), 2);
    let h = harness_sized(session, [1600.0, 1000.0]);
    assert!(h.query_by_label("Pitch, 20 by 11 squares").is_some());
    assert!(shows(&h, "Actions this turn: 0 of 3 used, 3 left"));
    Ok(())
}

/// A Blitz Bowl match played in the window: the turn panel names the Actions in Blitz Bowl's
/// words (Run, Throw, 002:L464-L469) and counts them down (002:L458); the Block Dice buttons
/// are Smash, Kerrunch!, Shove, Tackle and Miss (002:L554-L574), a click on Smash keys the
/// number the data's die gives it and the engine reads it as Smash (002:L558); the match goes
/// on to its end with every input in the ledger.
#[test]
fn a_blitz_bowl_match_plays_in_the_window_through_a_block_and_a_throw_002_l458_l550()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut h = started(&db)?;
    assert!(play_until(h.state_mut().session_mut(), 7, at_turn));
    h.run();
    assert!(
        shows(&h, ": Run"),
        "Run in the may-act list: {}",
        all_text(&h)
    );
    assert!(!shows(&h, ": Move"), "no 2016 Move: {}", all_text(&h));
    // A Run made, the turn's budget counts it.
    let ran = |s: &Session| at_turn(s) && declared(s).first() == Some(&ActionKind::Move);
    assert!(play_until(h.state_mut().session_mut(), 7, ran));
    h.run();
    assert!(
        shows(&h, "Actions this turn: 1 of 3 used (Run by #"),
        "{}",
        all_text(&h)
    );
    assert!(shows(&h, ", 2 left"));
    // A Block needs a Marked player (002:L464-L469): a coach who Runs his players at the
    // opposition and Marks them (002:L501) until one of his may Block.
    let may_block = |s: &Session| !offered(s, ActionKind::Block).is_empty();
    assert!(
        play_aggressive(h.state_mut().session_mut(), 7, may_block),
        "a Block offered"
    );
    let blocker = offered(h.state().session(), ActionKind::Block)
        .first()
        .copied();
    h.run();
    let blocker = blocker.ok_or_else(|| anyhow::anyhow!("a Mark that may Block"))?;
    assert!(shows(&h, ": Block"), "{}", all_text(&h));
    let line = format!("#{} ", blocker.number);
    h.get_by(move |n| {
        n.role() == egui::accesskit::Role::Button
            && n.label()
                .is_some_and(|t| t.starts_with(&line) && t.contains("Block"))
    })
    .click();
    h.run();
    h.get_by_label("Block (B)").click();
    h.run();
    assert_eq!(
        declared(h.state().session()).last(),
        Some(&ActionKind::Block)
    );
    // The Block Dice: Blitz Bowl's faces, not 2016's.
    let block_dice =
        |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.roll == "Block Dice");
    assert!(
        play_until(h.state_mut().session_mut(), 7, block_dice),
        "a Block"
    );
    let dice = match h.state().session().game().prompt() {
        Prompt::Roll(r) => r.dice.len(),
        _ => 0,
    };
    h.run();
    for face in ["Smash", "Kerrunch!", "Shove", "Tackle", "Miss"] {
        assert!(
            h.query_all_by_label(face).next().is_some(),
            "{face}: {}",
            all_text(&h)
        );
    }
    for face in ["Attacker Down", "Both Down", "Pushed", "Defender Down"] {
        assert!(h.query_by_label(face).is_none(), "{face}");
    }
    // Each die's row has its own Smash: one click each.
    assert_eq!(h.get_all_by_label("Smash").count(), dice);
    for k in 0..dice {
        h.get_all_by_label("Smash")
            .nth(k)
            .ok_or_else(|| anyhow::anyhow!("die {k}'s Smash"))?
            .click();
        h.run();
    }
    h.get_by_label("Apply dice").click();
    h.run();
    // A Raw Talent in the blocker's coach's hand (the claims above named it) is offered on his
    // Block Dice (002:L680): the result is kept.
    if h.query_by_label("No re-roll: keep the result").is_some() {
        h.get_by_label("No re-roll: keep the result").click();
        h.run();
    }
    assert!(
        h.state()
            .session()
            .rulings()
            .iter()
            .any(|r| r.contains("The Block Dice show Smash")),
        "{:?}",
        h.state().session().rulings()
    );
    assert!(shows(&h, "The Block Dice show Smash"), "{}", all_text(&h));
    // A Throw declared: the budget calls it a Throw. Only a player holding a ball may make
    // one (002:L512): at a turn with Actions left, the referee puts the ball in the hands of
    // an Open player of the team if none of its players holds one.
    let may_act = |s: &Session| at_turn(s) && declared(s).len() < 2;
    assert!(
        play_until(h.state_mut().session_mut(), 7, may_act),
        "a turn with Actions left"
    );
    if offered(h.state().session(), ActionKind::Pass).is_empty() {
        let state = h.state().session().game().state().clone();
        let side = state.turn.as_ref().map_or(Side::Home, |t| t.side);
        let open = state
            .players
            .iter()
            .filter(|p| p.id.side == side && p.is_standing())
            .filter_map(|p| p.square())
            .find(|&at| gap(&state, side, at) > 1)
            .ok_or_else(|| anyhow::anyhow!("an Open home player"))?;
        let session = h.state_mut().session_mut();
        anyhow::ensure!(session.apply(rules::Input::Edit(rules::Edit::RemoveBall)));
        anyhow::ensure!(session.apply(rules::Input::Edit(rules::Edit::PlaceBall { square: open })));
    }
    anyhow::ensure!(
        !offered(h.state().session(), ActionKind::Pass).is_empty(),
        "a Throw offered"
    );
    h.run();
    let thrower = offered(h.state().session(), ActionKind::Pass)[0];
    let line = format!("#{} ", thrower.number);
    h.get_by(move |n| {
        n.role() == egui::accesskit::Role::Button
            && n.label()
                .is_some_and(|t| t.starts_with(&line) && t.contains("Throw"))
    })
    .click();
    h.run();
    h.get_by_label("Throw (P)").click();
    h.run();
    assert_eq!(
        declared(h.state().session()).last(),
        Some(&ActionKind::Pass)
    );
    assert!(play_until(h.state_mut().session_mut(), 7, at_turn));
    h.run();
    assert!(shows(&h, "Throw by #"), "{}", all_text(&h));
    // On to the end (Sudden Death or the last card, 002:L692, L698).
    let over = |s: &Session| matches!(s.game().prompt(), Prompt::MatchOver { .. });
    assert!(play_until(h.state_mut().session_mut(), 7, over), "the end");
    h.run();
    assert!(shows(&h, "Final whistle"), "{}", all_text(&h));
    assert!(shows(&h, "Dwarf Cannoneers: "));
    let session = h.state().session();
    let (_, id) = session
        .recording()
        .map_err(|e| anyhow::anyhow!("recorded: {e}"))?;
    let logged = ledger::Ledger::open(&db)?.log(id)?.len();
    assert_eq!(logged, session.game().inputs().len(), "every input logged");
    Ok(())
}

/// How far `at` is from the nearest standing player of the other side than `side`.
fn gap(state: &rules::MatchState, side: rules::Side, at: rules::Square) -> u8 {
    state
        .players
        .iter()
        .filter(|p| p.id.side != side && p.is_standing())
        .filter_map(|p| p.square())
        .map(|s| s.distance(at))
        .min()
        .unwrap_or(u8::MAX)
}

/// A coach who goes for the opposition: at the turn, a Block if one is offered, else a Mark,
/// else a Run, by the player nearest an opponent; on an Action, the Block, else the square
/// nearest an opponent (ending the Action when none is nearer); no Challenge Card claimed.
/// Dice and anything else: the simulator's forward coach.
fn aggressive(game: &rules::Match, rng: &mut impl rand::Rng) -> Option<rules::Input> {
    use rules::{Decision, Input};
    let prompt = game.prompt();
    let Prompt::Decision(d) = &prompt else {
        return sim::Policy::Forward.next_input(game, rng);
    };
    let state = game.state();
    let near = |id: rules::PlayerId| {
        state
            .player(id)
            .and_then(|p| p.square())
            .map_or(u8::MAX, |at| gap(state, id.side, at))
    };
    if d.kind == DecisionKind::Turn {
        for wanted in [ActionKind::Block, ActionKind::Mark, ActionKind::Move] {
            let best = d
                .options
                .iter()
                .filter_map(|o| match o {
                    Decision::Declare { player, action } if *action == wanted => Some(*player),
                    _ => None,
                })
                .min_by_key(|p| near(*p));
            if let Some(player) = best {
                let action = wanted;
                return Some(Input::Decide(Decision::Declare { player, action }));
            }
        }
        return Some(Input::Decide(Decision::EndTurn));
    }
    if let Some(block) = d
        .options
        .iter()
        .find(|o| matches!(o, Decision::Block { .. }))
    {
        return Some(Input::Decide(*block));
    }
    if d.options
        .iter()
        .any(|o| matches!(o, Decision::ClaimChallenge { .. }))
        && d.options.contains(&Decision::Done)
    {
        return Some(Input::Decide(Decision::Done));
    }
    let mover = state.turn.as_ref().and_then(|t| t.action).map(|a| a.player);
    if let Some(mover) = mover {
        let step = d
            .options
            .iter()
            .filter_map(|o| match o {
                Decision::Move { to } => Some((*to, gap(state, mover.side, *to))),
                _ => None,
            })
            .min_by_key(|(_, g)| *g);
        match step {
            Some((to, g)) if g < near(mover) || !d.options.contains(&Decision::EndAction) => {
                return Some(Input::Decide(Decision::Move { to }));
            }
            _ if d.options.contains(&Decision::EndAction) => {
                return Some(Input::Decide(Decision::EndAction));
            }
            _ => {}
        }
    }
    sim::Policy::Forward.next_input(game, rng)
}

/// Plays on with [`aggressive`] until `stop` says so.
fn play_aggressive(session: &mut Session, seed: u64, stop: impl Fn(&Session) -> bool) -> bool {
    use rand::SeedableRng;
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..5_000 {
        if stop(session) {
            return true;
        }
        let Some(input) = aggressive(session.game(), &mut rng) else {
            return false;
        };
        assert!(session.apply(input), "refused: {:?}", session.refused);
    }
    false
}
