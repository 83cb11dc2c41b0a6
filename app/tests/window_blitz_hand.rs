//! Blitz Bowl's hands of Bonus Plays in the window (seed 002), on a real SQLite file: a
//! claimed Challenge Card's Bonus Play goes to its coach's hand (002:L658), shown by name in
//! his turn with the hand limit, played from a "Play: …" button (002:L678), never two of one
//! name in a turn (002:L680); the other coach sees the hand's size only (002:L377, L682); over
//! the limit at the end of his turn the coach discards from the panel (002:L658).

use crate::common;
use common::window::shows;
use common::window::{click_square, harness_sized};

use egui_kittest::kittest::Queryable;
use nuffle_app::gui::blitz_start::BlitzChoice;
use nuffle_app::gui::bonus_play_hand::{HEADER, discard_label, heading, play_label};
use nuffle_app::gui::{NewMatchChoice, RULESET_OPTIONS, Session, TeamChoice};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rules::{Decision, DecisionKind, Input, Match, Prompt, Reroll, Side};

/// The data's Bonus Plays by their place in its list (tables/data/blitz-bowl.toml).
const RAW_TALENT: u8 = 0;
const MULTI_BALL: u8 = 1;

/// Dwarf Cannoneers v Norse Raiders recorded in `db`, at its start.
fn started(db: &std::path::Path) -> anyhow::Result<Session> {
    let mut session = Session::launch(Some(db.to_path_buf()))?;
    anyhow::ensure!(session.start_blitz(&BlitzChoice {
        home: "dwarf".into(),
        away: "norse".into(),
        board: "one-trapdoor".into(),
        advanced: Vec::new(),
        optional: Vec::new(),
        rookies_to_watch: Side::Away,
        toss_winner: None,
        arena_d8: None,
    }));
    Ok(session)
}

/// The simulator's coach, but one who claims no Challenge Card, plays no Bonus Play and
/// keeps every roll: the test makes those choices itself.
fn quiet(game: &Match, rng: &mut Xoshiro256PlusPlus) -> Option<Input> {
    quiet_by(sim::Policy::Forward, game, rng)
}

/// [`quiet`] on `coach`'s leanings.
fn quiet_by(coach: sim::Policy, game: &Match, rng: &mut Xoshiro256PlusPlus) -> Option<Input> {
    if let Prompt::Decision(d) = game.prompt() {
        if d.options.contains(&Decision::Reroll(Reroll::Keep)) {
            return Some(Input::Decide(Decision::Reroll(Reroll::Keep)));
        }
        let claims = d
            .options
            .iter()
            .any(|o| matches!(o, Decision::ClaimChallenge { .. }));
        if claims && d.options.contains(&Decision::Done) {
            return Some(Input::Decide(Decision::Done));
        }
        let picked = coach.next_input(game, rng);
        if matches!(picked, Some(Input::Decide(Decision::PlayBonusPlay { .. }))) {
            let other = d
                .options
                .iter()
                .find(|o| matches!(o, Decision::Declare { .. }))
                .or_else(|| d.options.iter().find(|o| **o == Decision::EndTurn));
            return other.map(|o| Input::Decide(*o));
        }
        return picked;
    }
    coach.next_input(game, rng)
}

/// As [`quiet`], but every coach claims at every Claim step: the first card offered, its Bonus
/// Play Raw Talent and Multi-Ball in turn as his hand grows.
fn claiming(game: &Match, rng: &mut Xoshiro256PlusPlus) -> Option<Input> {
    claiming_by(sim::Policy::Forward, game, rng)
}

/// [`claiming`] on the Blitz Bowl coach's leanings, who Blocks whenever he can.
fn claiming_blocker(game: &Match, rng: &mut Xoshiro256PlusPlus) -> Option<Input> {
    claiming_by(sim::Policy::Blitz, game, rng)
}

/// [`claiming`] on `coach`'s leanings.
fn claiming_by(coach: sim::Policy, game: &Match, rng: &mut Xoshiro256PlusPlus) -> Option<Input> {
    if let Prompt::Decision(d) = game.prompt() {
        let held = game
            .state()
            .challenges
            .as_deref()
            .map_or(0, |c| c.hand[d.side.index()].len());
        let wanted = if held.is_multiple_of(2) {
            RAW_TALENT
        } else {
            MULTI_BALL
        };
        if let Some(claim) = d.options.iter().find(
            |o| matches!(o, Decision::ClaimChallenge { bonus_play: Some(b), .. } if *b == wanted),
        ) {
            return Some(Input::Decide(*claim));
        }
    }
    quiet_by(coach, game, rng)
}

/// Plays on with `coach` until `stop` says so; `false` when the match ends first.
fn play_with(
    session: &mut Session,
    seed: u64,
    coach: fn(&Match, &mut Xoshiro256PlusPlus) -> Option<Input>,
    stop: impl Fn(&Session) -> bool,
) -> bool {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..20_000 {
        if stop(session) {
            return true;
        }
        let Some(input) = coach(session.game(), &mut rng) else {
            return false;
        };
        assert!(session.apply(input), "refused: {:?}", session.refused);
    }
    false
}

/// The coach a Claim step asks, when the match is at one.
fn claim_step(session: &Session) -> Option<Side> {
    match session.game().prompt() {
        Prompt::Decision(d)
            if d.options
                .iter()
                .any(|o| matches!(o, Decision::ClaimChallenge { .. })) =>
        {
            Some(d.side)
        }
        _ => None,
    }
}

/// Whether the match waits for `side`'s turn: an Action to declare or the turn to end.
fn at_turn_of(session: &Session, side: Side) -> bool {
    matches!(session.game().prompt(), Prompt::Decision(d)
        if d.kind == DecisionKind::Turn && d.side == side)
}

/// `side`'s hand: its cards by their place in the data's list.
fn hand(session: &Session, side: Side) -> Vec<Option<u8>> {
    session
        .game()
        .state()
        .challenges
        .as_deref()
        .map(|c| c.hand[side.index()].cards().collect())
        .unwrap_or_default()
}

fn team(session: &Session, side: Side) -> String {
    session.game().state().team(side).name.clone()
}

/// A claimed card's Bonus Play goes to the claiming coach's hand (002:L658): his panel names
/// it with the hand limit of 3 (002:L658), and two of one name (claimed at two steps) as
/// "(x2)"; its Play button sends
/// the play the turn prompt offers, and the engine's ruling follows (002:L678); the second of
/// that name stays in the hand with no Play button this turn (002:L680). Were the window to
/// judge legality itself, or show the card before the claim, the counts below would differ.
#[test]
fn a_claimed_bonus_play_is_in_the_hand_and_played_from_it_002_l658_l678_l680() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("n.sqlite3");
    let mut session = started(&db)?;
    assert!(play_with(&mut session, 3, quiet, |s| claim_step(s).is_some()));
    let side = claim_step(&session).ok_or_else(|| anyhow::anyhow!("a Claim step"))?;
    let name = team(&session, side);
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    assert!(shows(&h, &heading(&name, 0, 3)));
    // The cards a claim may name, with the points the data gives each.
    assert!(shows(&h, "Active Challenge Cards: spaces 1, 2, 3"));
    assert!(shows(&h, "Get Moving! 2 points"));
    h.get_by_label(
        "Claim the Challenge Card Get Moving! (2 points) in space 1, its Bonus Play Multi-Ball",
    )
    .click();
    h.run();
    assert_eq!(hand(h.state().session(), side), vec![Some(MULTI_BALL)]);
    assert!(shows(&h, "Active Challenge Cards: spaces 2, 3"));
    // A second Multi-Ball claimed at his next Claim step.
    let next_claim = |s: &Session| claim_step(s) == Some(side);
    assert!(play_with(h.state_mut().session_mut(), 3, quiet, next_claim));
    let second = match h.state().session().game().prompt() {
        Prompt::Decision(d) => d.options.into_iter().find(|o| {
            matches!(o, Decision::ClaimChallenge { bonus_play: Some(b), .. } if *b == MULTI_BALL)
        }),
        _ => None,
    };
    let second = second.ok_or_else(|| anyhow::anyhow!("a claim naming Multi-Ball"))?;
    assert!(h.state_mut().session_mut().apply(Input::Decide(second)));
    assert!(play_with(h.state_mut().session_mut(), 3, quiet, |s| {
        at_turn_of(s, side)
    }));
    h.run();
    assert!(shows(&h, &heading(&name, 2, 3)));
    assert!(shows(&h, "Multi-Ball (x2)"));
    // One button a play: the panel's, not the turn prompt's as well.
    assert!(!shows(&h, "Play the Bonus Play"));
    // The ball in play held by a standing player off the Trapdoor (a referee's edit), so the
    // further ball cannot take it down the Trapdoor (002:L636).
    let holder = h
        .state()
        .session()
        .game()
        .state()
        .players
        .iter()
        .filter(|p| p.is_standing())
        .find(|p| p.square().is_some() && p.square() != rules::Square::new(10, 5))
        .and_then(|p| p.square())
        .ok_or_else(|| anyhow::anyhow!("a standing player"))?;
    assert!(
        h.state_mut()
            .session_mut()
            .apply(Input::Edit(rules::Edit::PlaceBall { square: holder }))
    );
    h.run();
    assert!(!shows(&h, "Balls in play"), "one ball, no Balls rule");
    h.get_by_label(&play_label("Multi-Ball")).click();
    h.run();
    // Without the Balls rule one further ball comes up through the Trapdoor and Bounces
    // (002:L632-L638, L822): the window then names both balls in play (002:L640).
    for _ in 0..8 {
        let bounce = matches!(
            h.state().session().game().prompt(),
            Prompt::Roll(r) if r.roll == "Bounce"
        );
        if !bounce {
            break;
        }
        assert!(
            h.state_mut()
                .session_mut()
                .apply(Input::Dice(rules::DiceRoll::manual(vec![rules::Die::D8(
                    4
                )])))
        );
    }
    h.run();
    assert!(
        shows(&h, "Balls in play: a ball held by"),
        "two balls named"
    );
    // The referee moves the loose one by where it is, from the square's menu; the held one
    // stays with its holder (002:L640).
    let (loose, empty) = {
        let state = h.state().session().game().state();
        let loose = state
            .other_ball_squares()
            .chain(state.ball_square())
            .find(|&s| state.player_at(s).is_none())
            .ok_or_else(|| anyhow::anyhow!("a ball lying loose"))?;
        let empty = state
            .pitch()
            .all()
            .find(|&s| !state.is_occupied(s) && s != loose && state.ball_square() != Some(s))
            .ok_or_else(|| anyhow::anyhow!("an empty square"))?;
        (loose, empty)
    };
    click_square(&mut h, empty, egui::PointerButton::Secondary);
    assert!(
        h.query_by_label("Put the ball here").is_none(),
        "which ball?"
    );
    h.get_by_label(&format!("Move the ball on {loose} here"))
        .click();
    h.run();
    let state = h.state().session().game().state();
    let on: Vec<_> = state
        .other_ball_squares()
        .chain(state.ball_square())
        .collect();
    assert!(on.contains(&empty) && !on.contains(&loose), "{on:?}");
    assert!(on.contains(&holder), "{on:?}");
    let session = h.state().session();
    assert_eq!(hand(session, side), vec![Some(MULTI_BALL)]);
    assert!(
        session
            .rulings()
            .iter()
            .any(|r| r.contains(&format!("{name} play Multi-Ball"))),
        "{:?}",
        session.rulings()
    );
    assert!(shows(&h, &format!("{name} play Multi-Ball")));
    // Still held, not playable again this turn.
    assert!(shows(&h, &heading(&name, 1, 3)));
    assert!(h.query_by_label("Multi-Ball").is_some());
    assert!(h.query_by_label(&play_label("Multi-Ball")).is_none());
    Ok(())
}

/// In the other coach's turn a hand shows its size only: which Bonus Plays it holds is kept
/// secret from the opponent (002:L377, L682).
#[test]
fn the_other_coach_sees_the_hands_size_not_its_cards_002_l377_l682() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = started(&dir.path().join("n.sqlite3"))?;
    assert!(play_with(&mut session, 3, quiet, |s| claim_step(s).is_some()));
    let side = claim_step(&session).ok_or_else(|| anyhow::anyhow!("a Claim step"))?;
    assert!(session.apply(Input::Decide(Decision::ClaimChallenge {
        slot: 1,
        card: 2,
        bonus_play: Some(MULTI_BALL),
    })));
    assert!(play_with(&mut session, 3, quiet, |s| at_turn_of(
        s,
        side.opponent()
    )));
    let (name, other) = (team(&session, side), team(&session, side.opponent()));
    let h = harness_sized(session, [1600.0, 1000.0]);
    assert!(shows(&h, &heading(&name, 1, 3)));
    assert!(shows(&h, "kept secret from the other coach"));
    assert!(!shows(&h, "Multi-Ball"));
    assert!(shows(&h, &heading(&other, 0, 3)));
    Ok(())
}

/// Over the hand limit of 3 at the end of his own turn, the coach discards the Bonus Play he
/// names, down to 3 (002:L658): the panel asks it and the "Discard: …" button discards that
/// one, not the first in the hand.
#[test]
fn over_the_hand_limit_the_coach_discards_from_the_panel_002_l658() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = started(&dir.path().join("n.sqlite3"))?;
    let discard_step = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.options.iter().any(|o| matches!(o, Decision::DiscardBonusPlay { .. })))
    };
    assert!(play_with(&mut session, 3, claiming, discard_step));
    let side = match session.game().prompt() {
        Prompt::Decision(d) => d.side,
        _ => unreachable!("at the discard step"),
    };
    let before = hand(&session, side);
    assert!(before.len() > 3, "{before:?}");
    let count = |cards: &[Option<u8>], card: u8| cards.iter().filter(|c| **c == Some(card)).count();
    let name = team(&session, side);
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    assert!(shows(&h, &heading(&name, before.len() as u8, 3)));
    assert!(shows(&h, "Hand limit: "));
    assert!(h.query_by_label(&discard_label("Raw Talent")).is_some());
    h.get_by_label(&discard_label("Multi-Ball")).click();
    h.run();
    let session = h.state().session();
    let after = hand(session, side);
    assert_eq!(after.len(), before.len() - 1);
    assert_eq!(count(&after, MULTI_BALL), count(&before, MULTI_BALL) - 1);
    assert_eq!(count(&after, RAW_TALENT), count(&before, RAW_TALENT));
    assert!(
        session
            .rulings()
            .iter()
            .any(|r| r.contains(&format!("Hand limit: {name} discard Multi-Ball"))),
        "{:?}",
        session.rulings()
    );
    Ok(())
}

/// A 2016 match has no Challenge Cards (Blitz Bowl's, 002:L646): no hands of Bonus Plays,
/// while a Blitz Bowl match at its start shows both, empty.
#[test]
fn only_a_game_with_challenge_cards_shows_the_hands_002_l646() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = Session::launch(Some(dir.path().join("n.sqlite3")))?;
    assert!(session.start(&NewMatchChoice {
        home: TeamChoice::Roster("human".into()),
        away: TeamChoice::Roster("orc".into()),
        options: [false; RULESET_OPTIONS.len()],
        friendly: false,
        season: None,
    }));
    let h = harness_sized(session, [1600.0, 1000.0]);
    assert!(h.query_by_label(HEADER).is_none());
    assert!(!shows(&h, "Bonus Play"));
    let blitz = started(&dir.path().join("b.sqlite3"))?;
    let (home, away) = (team(&blitz, Side::Home), team(&blitz, Side::Away));
    let h = harness_sized(blitz, [1600.0, 1000.0]);
    assert!(h.query_by_label(HEADER).is_some());
    assert!(shows(&h, &heading(&home, 0, 3)));
    assert!(shows(&h, &heading(&away, 0, 3)));
    Ok(())
}

/// Raw Talent is played on its coach's own roll (the engine offers it on the re-roll
/// decision, 002:L680): his panel's "Play: Raw Talent" sends that re-roll, the card leaves
/// his hand and the engine's ruling says the dice are rolled again.
#[test]
fn raw_talent_is_played_from_the_hand_on_its_roll_002_l680() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let mut session = started(&dir.path().join("n.sqlite3"))?;
    let raw_talent_offered = |s: &Session| {
        matches!(s.game().prompt(), Prompt::Decision(d)
            if d.options.contains(&Decision::Reroll(Reroll::RawTalent)))
    };
    // The claiming coach keeps every roll: stop before he does, where Raw Talent is offered.
    assert!(play_with(
        &mut session,
        3,
        claiming_blocker,
        raw_talent_offered
    ));
    let side = match session.game().prompt() {
        Prompt::Decision(d) => d.side,
        _ => unreachable!("at the re-roll decision"),
    };
    let before = hand(&session, side);
    let name = team(&session, side);
    let mut h = harness_sized(session, [1600.0, 1000.0]);
    // Multi-Ball is played between Actions, not on a roll: no button for it now.
    assert!(h.query_by_label(&play_label("Multi-Ball")).is_none());
    h.get_by_label(&play_label("Raw Talent")).click();
    h.run();
    let session = h.state().session();
    let after = hand(session, side);
    let count = |cards: &[Option<u8>], card: u8| cards.iter().filter(|c| **c == Some(card)).count();
    assert_eq!(count(&after, RAW_TALENT), count(&before, RAW_TALENT) - 1);
    assert_eq!(count(&after, MULTI_BALL), count(&before, MULTI_BALL));
    assert!(
        session
            .rulings()
            .iter()
            .any(|r| r.contains(&format!("{name} play the Bonus Play Raw Talent to re-roll"))),
        "{:?}",
        session.rulings()
    );
    Ok(())
}
