//! Names and marks a referee reads at a glance, and the moment's numbers at the mouse: position
//! marks unique within every roster; team names in the prompts; a block target's dice and who
//! picks them beside the pointer (000:L541-L551, L1074-L1099); a pass target's band and roll
//! (000:L696-L704); the Scatter template laid on the pitch on a D8 (000:L157); the dugout
//! boxes listing who is in them.

use crate::common;

use common::window::{harness_sized, only, play_until};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nuffle_app::gui::dugout::DugoutBoxes;
use nuffle_app::gui::{NuffleApp, PITCH_LABEL, Session, hover, templates, tokens};
use rules::Square;
use rules::{ActionKind, Decision, DieKind, DugoutBox, Edit, Input, PlayerId, Prompt, Side};

fn sq(x: i32, y: i32) -> Square {
    Square::new(x, y).unwrap_or_else(|| panic!("({x}, {y}) is on the pitch"))
}

/// Hovers `square` on the window's pitch and runs a frame.
fn hover_square(h: &mut Harness<'static, NuffleApp>, square: Square) {
    let pitch = h.get_by_label(PITCH_LABEL).rect();
    let at = nuffle_app::gui::pitch::PitchLayout::fit(pitch, rules::Pitch::BB2016)
        .square_rect(square)
        .center();
    h.hover_at(at);
    h.run();
}

/// The side whose turn it is, when the match waits for it to declare an Action.
fn declaring(session: &Session) -> Option<Side> {
    match session.game().prompt() {
        Prompt::Decision(d)
            if d.options
                .iter()
                .any(|o| matches!(o, Decision::Declare { .. })) =>
        {
            Some(d.side)
        }
        _ => None,
    }
}

/// A session at a turn's first declaration (`seed`'s match), and the side to act.
fn at_a_turn(dir: &std::path::Path, seed: u64) -> anyhow::Result<(Session, Side)> {
    let mut session = Session::open(Some(dir.join(format!("n{seed}.sqlite3"))))?;
    anyhow::ensure!(
        play_until(&mut session, seed, |s| declaring(s).is_some()),
        "the match came to a turn"
    );
    let side = declaring(&session).ok_or_else(|| anyhow::anyhow!("a turn"))?;
    Ok((session, side))
}

/// A player of `side` with Strength `st` and the position `position` (if given), not in
/// `but`.
fn player_with(
    session: &Session,
    side: Side,
    st: u8,
    position: Option<&str>,
    but: &[PlayerId],
) -> anyhow::Result<PlayerId> {
    session
        .game()
        .state()
        .players
        .iter()
        .filter(|p| p.id.side == side && p.profile.st == st && !but.contains(&p.id))
        .find(|p| position.is_none_or(|pos| p.profile.position.contains(pos)))
        .map(|p| p.id)
        .ok_or_else(|| anyhow::anyhow!("a {side:?} player of ST {st}"))
}

#[test]
fn every_roster_s_positions_have_marks_of_two_letters_no_two_alike() -> anyhow::Result<()> {
    let book = tables::builtin().map_err(|e| anyhow::anyhow!("{e}"))?;
    assert!(book.rosters().len() >= 30);
    for roster in book.rosters() {
        let names: Vec<&str> = roster.positions.iter().map(|p| p.name.as_str()).collect();
        let marks = tokens::marks(&names);
        assert_eq!(marks.len(), names.len());
        for (i, m) in marks.iter().enumerate() {
            assert_eq!(m.chars().count(), 2, "{}: {} is {m}", roster.id, names[i]);
            for (j, other) in marks.iter().enumerate().skip(i + 1) {
                assert!(
                    !m.eq_ignore_ascii_case(other),
                    "{}: {} and {} are both {m}",
                    roster.id,
                    names[i],
                    names[j]
                );
            }
        }
    }
    // The Dwarf list has a Blocker and a Blitzer: no longer both "B".
    let dwarf = book.roster("dwarf").map_err(|e| anyhow::anyhow!("{e}"))?;
    let names: Vec<&str> = dwarf.positions.iter().map(|p| p.name.as_str()).collect();
    let marks = tokens::marks(&names);
    let of = |n: &str| names.iter().position(|p| *p == n).map(|i| marks[i].clone());
    assert_eq!(of("Blitzer").as_deref(), Some("Bz"));
    assert_eq!(of("Blocker").as_deref(), Some("Bk"));
    Ok(())
}

/// ST 3 against ST 3 with one assist: two dice, the blocker's coach picks (test vector 17,
/// 000:L546, L1099). The pointer over the target says so, by team name, and so does the block
/// roll's prompt in the window.
#[test]
fn a_block_target_under_the_pointer_shows_two_dice_the_attacker_picks_000_l1099()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (mut session, side) = at_a_turn(dir.path(), 3)?;
    let attacker = player_with(&session, side, 3, Some("Lineman"), &[])?;
    let helper = player_with(&session, side, 3, Some("Lineman"), &[attacker])?;
    let target = player_with(&session, side.opponent(), 3, Some("Lineman"), &[])?;
    only(
        &mut session,
        &[
            (attacker, sq(10, 7)),
            (target, sq(11, 7)),
            (helper, sq(11, 6)),
        ],
    )?;
    anyhow::ensure!(session.apply(Input::Decide(Decision::Declare {
        player: attacker,
        action: ActionKind::Block,
    })));
    let picker = session.game().state().team(side).name.clone();
    let lines = hover::lines(session.game(), sq(11, 7), &[]);
    assert_eq!(
        lines.first().map(String::as_str),
        Some(format!("Block: 2 block dice, the {picker} coach picks").as_str()),
        "{lines:?}"
    );
    assert_eq!(
        lines.get(1).map(String::as_str),
        Some("ST 4 (1 assist) against ST 3")
    );
    // Nothing to say over an empty square.
    assert!(hover::lines(session.game(), sq(20, 2), &[]).is_empty());
    let mut h = harness_sized(session, [1280.0, 720.0]);
    hover_square(&mut h, sq(11, 7));
    h.state_mut()
        .session_mut()
        .apply(Input::Decide(Decision::Block { target }));
    h.run();
    assert!(
        h.query_by_label_contains(&format!(
            "the {picker} coach rolls 2 block dice and picks the one that counts"
        ))
        .is_some(),
        "the block prompt names the picking coach"
    );
    Ok(())
}

/// ST 3 against a stronger target (a Black Orc Blocker's ST 4 or an Ogre's ST 5, neither more
/// than twice as strong): two dice, the target's coach picks (test vector 18, 000:L546-L549).
#[test]
fn a_stronger_block_target_shows_two_dice_his_coach_picks_000_l546() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (mut session, side) = at_a_turn(dir.path(), 3)?;
    let attacker = player_with(&session, side, 3, Some("Lineman"), &[])?;
    let target = player_with(&session, side.opponent(), 4, None, &[])
        .or_else(|_| player_with(&session, side.opponent(), 5, None, &[]))?;
    only(&mut session, &[(attacker, sq(10, 7)), (target, sq(11, 7))])?;
    anyhow::ensure!(session.apply(Input::Decide(Decision::Declare {
        player: attacker,
        action: ActionKind::Block,
    })));
    let picker = session.game().state().team(side.opponent()).name.clone();
    let lines = hover::lines(session.game(), sq(11, 7), &[]);
    assert_eq!(
        lines.first().map(String::as_str),
        Some(format!("Block: 2 block dice, the {picker} coach picks").as_str()),
        "{lines:?}"
    );
    // The block roll's prompt says so too: the blocker's coach rolls, the other picks.
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    hover_square(&mut h, sq(11, 7));
    h.state_mut()
        .session_mut()
        .apply(Input::Decide(Decision::Block { target }));
    h.run();
    assert!(
        h.query_by_label_contains(&format!("; the {picker} coach picks the one that counts"))
            .is_some(),
        "the block prompt names the picking coach"
    );
    Ok(())
}

/// While a Pass is aimed, the pointer over a square gives the range band and the target: an AG
/// 3 thrower passes on 4+, Quick +1, Short +0, Long -1, Long Bomb -2 (000:L696-L704, L1151).
#[test]
fn a_pass_target_under_the_pointer_shows_the_band_and_the_roll_000_l696() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (mut session, side) = at_a_turn(dir.path(), 3)?;
    let thrower = session
        .game()
        .state()
        .players
        .iter()
        .find(|p| p.id.side == side && p.profile.ag == 3 && p.profile.skills.is_empty())
        .map(|p| p.id)
        .ok_or_else(|| anyhow::anyhow!("an AG 3 player without skills"))?;
    only(&mut session, &[(thrower, sq(12, 7))])?;
    anyhow::ensure!(session.apply(Input::Edit(Edit::PlaceBall { square: sq(12, 7) })));
    anyhow::ensure!(session.apply(Input::Decide(Decision::Declare {
        player: thrower,
        action: ActionKind::Pass,
    })));
    // Very Sunny takes 1 off every pass; the weather is what the match rolled.
    let sunny = session.game().state().weather == rules::Weather::VerySunny;
    let short = hover::lines(session.game(), sq(12, 13), &[]);
    let (needs, extra) = if sunny {
        (5, ", -1 Very Sunny")
    } else {
        (4, "")
    };
    assert_eq!(
        short,
        vec![format!("Short Pass: {needs}+ (+0 Short Pass{extra})")]
    );
    let quick = hover::lines(session.game(), sq(14, 7), &[]);
    assert!(quick[0].starts_with("Quick Pass: "), "{quick:?}");
    let far = hover::lines(session.game(), sq(25, 0), &[]);
    assert_eq!(far, vec!["Out of the range ruler's reach".to_string()]);
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    hover_square(&mut h, sq(12, 13));
    Ok(())
}

/// On the kick's D8 the Scatter template's eight squares are laid round the ball, numbered
/// 1 to 8 as the ruleset's template reads (000:L157, L383); the window draws them at both
/// sizes.
#[test]
fn a_d8_roll_lays_the_numbered_scatter_template_round_the_ball_000_l157() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let d8 =
        |s: &Session| matches!(s.game().prompt(), Prompt::Roll(r) if r.dice.contains(&DieKind::D8));
    assert!(play_until(&mut session, 5, d8), "a D8 roll");
    let laid = session
        .game()
        .template_laid()
        .ok_or_else(|| anyhow::anyhow!("the template of the D8 roll"))?;
    assert_eq!(laid.kind, rules::TemplateKind::Scatter);
    let squares = templates::squares(rules::Pitch::BB2016, &laid);
    let on_pitch = rules::Pitch::BB2016.neighbours(laid.centre).count();
    assert_eq!(squares.len(), on_pitch, "one numbered square per neighbour");
    for s in &squares {
        let (dx, dy) = (
            i32::from(s.square.x()) - i32::from(laid.centre.x()),
            i32::from(s.square.y()) - i32::from(laid.centre.y()),
        );
        assert!(dx.abs() <= 1 && dy.abs() <= 1 && (dx, dy) != (0, 0));
        let face: u8 = s.label.parse()?;
        assert!((1..=8).contains(&face));
    }
    // The ruleset's template (000:L157, core digest §15.3): 1 2 3 / 4 . 5 / 6 7 8.
    let up_left = rules::Pitch::BB2016.offset(laid.centre, -1, -1);
    if let Some(up_left) = up_left {
        assert!(
            squares
                .iter()
                .any(|s| s.square == up_left && s.label == "1")
        );
    }
    let mut h = harness_sized(session, [1280.0, 720.0]);
    hover_square(&mut h, laid.centre);
    h.run();
    let _ = h;
    Ok(())
}

/// The throw-in template's directions: pairs of faces, one square each from the last square the
/// ball was in (000:L153, 004:L1466 "the 3-4").
#[test]
fn a_throw_in_lays_the_template_s_three_directions_000_l153() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let throw_in = |s: &Session| {
        s.game()
            .template_laid()
            .is_some_and(|t| t.kind == rules::TemplateKind::ThrowIn)
    };
    for seed in 1..30 {
        let mut session = Session::open(Some(dir.path().join(format!("t{seed}.sqlite3"))))?;
        if !play_until(&mut session, seed, throw_in) {
            continue;
        }
        let laid = session
            .game()
            .template_laid()
            .ok_or_else(|| anyhow::anyhow!("a throw-in"))?;
        let squares = templates::squares(rules::Pitch::BB2016, &laid);
        let labels: Vec<&str> = squares.iter().map(|s| s.label.as_str()).collect();
        assert!(
            labels.iter().all(|l| ["1-2", "3-4", "5-6"].contains(l)),
            "{labels:?}"
        );
        assert!(
            labels.contains(&"3-4"),
            "straight in is always on the pitch"
        );
        let mut h = harness_sized(session, [1280.0, 720.0]);
        h.run();
        return Ok(());
    }
    anyhow::bail!("no throw-in in 29 matches")
}

/// Every prompt calls a team by its name: the first roll of the match (the Weather) and the
/// coin toss's buttons.
#[test]
fn prompts_call_the_teams_by_their_names() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let state = session.game().state().clone();
    let Prompt::Roll(first) = session.game().prompt() else {
        anyhow::bail!("the match opens on a roll");
    };
    let roller = state.team(first.side).name.clone();
    let toss = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, Decision::CoinToss { .. })))
    };
    let mut h = harness_sized(
        Session::open(Some(dir.path().join("m.sqlite3")))?,
        [1280.0, 720.0],
    );
    assert!(
        h.query_by_label_contains(&format!("{roller} rolls: "))
            .is_some(),
        "the roll says which team rolls"
    );
    assert!(h.query_by_label_contains("home rolls").is_none());
    assert!(h.query_by_label_contains("away rolls").is_none());
    h.run();
    assert!(play_until(&mut session, 1, toss), "the coin toss");
    let mut h = harness_sized(session, [1280.0, 720.0]);
    h.run();
    for team in &state.teams {
        let button = format!("{} won the coin toss", team.name);
        assert!(h.query_by_label(&button).is_some(), "{button}");
    }
    Ok(())
}

/// The dugout lists who is in each box by number and mark: a player sent to the KO'd box by
/// the referee is written there ("7 Li").
#[test]
fn the_dugout_boxes_list_who_is_in_them() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (mut session, side) = at_a_turn(dir.path(), 3)?;
    let state = session.game().state().clone();
    let on = state
        .players
        .iter()
        .find(|p| p.id.side == side && p.square().is_some())
        .ok_or_else(|| anyhow::anyhow!("a player on the pitch"))?;
    anyhow::ensure!(session.apply(Input::Edit(Edit::RemovePlayer {
        player: on.id,
        to: DugoutBox::KnockedOut,
    })));
    let marks = tokens::Marks::of(session.game().state());
    let boxes = DugoutBoxes::of(session.game().state(), side, &marks);
    let entry = format!(
        "{} {}",
        on.id.number,
        marks.mark(side, &on.profile.position)
    );
    assert_eq!(boxes.knocked_out, vec![entry]);
    let reserves = state
        .players
        .iter()
        .filter(|p| p.id.side == side && p.place == rules::Place::Reserves)
        .count();
    assert_eq!(boxes.reserves.len(), reserves);
    let mut h = harness_sized(session, [1280.0, 720.0]);
    h.run();
    let mut h = harness_sized(
        Session::open(Some(dir.path().join("big.sqlite3")))?,
        [1600.0, 1000.0],
    );
    h.run();
    Ok(())
}

/// Over a square the moving player can reach, the pointer's box gives the path's length, its
/// chance and its rolls (what the bottom-left status line used to hold), and the window draws
/// it without fault.
#[test]
fn a_reachable_square_under_the_pointer_shows_the_path_s_rolls_and_chance() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::open(Some(dir.path().join("n.sqlite3")))?;
    let far_reach = |s: &Session| s.game().reach().iter().any(|r| r.path.len() > 1);
    assert!(play_until(&mut session, 3, far_reach), "a move with reach");
    let reach = session.game().reach();
    let r = reach
        .iter()
        .find(|r| r.path.len() > 1)
        .ok_or_else(|| anyhow::anyhow!("a square two steps off"))?;
    let lines = hover::lines(session.game(), r.square, &reach);
    let last = lines.last().ok_or_else(|| anyhow::anyhow!("a line"))?;
    assert!(
        last.starts_with(&format!("{} squares, ", r.path.len())) && last.contains('%'),
        "{last}"
    );
    let square = r.square;
    let mut h = harness_sized(session, [1280.0, 720.0]);
    hover_square(&mut h, square);
    Ok(())
}
