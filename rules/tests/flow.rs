//! The flow of a match: set-up legality, turns and halves, touchdowns, KO recovery, pre-Action
//! rolls, Loner, referee edits, undo, and the JSON log (core digest §3, §5, §13, §14).

use crate::common;

use common::*;
use rules::{ActionKind, Decision, Edit, EventKind, Input, Match, Place, Reroll, Side, Stance};

fn fresh() -> Match {
    Match::new(setup(), book()).expect("match builds")
}

fn place_all(m: &mut Match, side: Side, squares: &[rules::Square]) {
    for (i, &square) in squares.iter().enumerate() {
        let player = rules::PlayerId::new(side, u8::try_from(i + 1).expect("small"));
        m.apply(Input::Decide(Decision::Place { player, square }))
            .expect("placed");
    }
}

#[test]
fn the_kicking_team_sets_up_first_000_l374() {
    let mut m = fresh();
    let e = m
        .apply(Input::Decide(Decision::Place {
            player: home(1),
            square: sq(12, 7),
        }))
        .expect_err("away kicks");
    let kicking = &m.state().teams[1].name;
    assert!(
        e.to_string().contains(&format!("{kicking} sets up now")),
        "{e}"
    );
}

#[test]
fn set_up_needs_3_on_the_line_of_scrimmage_000_l378() {
    let mut m = fresh();
    let mut squares = formation(Side::Away);
    // Three of the five line players step back: only 2 left on the line.
    squares[0] = sq(16, 5);
    squares[1] = sq(16, 6);
    squares[2] = sq(16, 7);
    place_all(&mut m, Side::Away, &squares);
    let e = m
        .apply(Input::Decide(Decision::EndSetup))
        .expect_err("2 on the line");
    assert!(
        e.to_string()
            .contains("2 on the line of scrimmage: at least 3"),
        "{e}"
    );
}

#[test]
fn set_up_allows_at_most_2_per_wide_zone_000_l377() {
    let mut m = fresh();
    let mut squares = formation(Side::Away);
    squares[9] = sq(18, 1);
    squares[10] = sq(18, 2);
    squares[8] = sq(18, 3); // three in the near wide zone (y 0-3)
    place_all(&mut m, Side::Away, &squares);
    let e = m
        .apply(Input::Decide(Decision::EndSetup))
        .expect_err("3 wide");
    assert!(
        e.to_string().contains("at most 2 per wide zone (000:L377)"),
        "{e}"
    );
}

#[test]
fn set_up_needs_11_when_11_are_available_000_l374() {
    let mut m = fresh();
    place_all(&mut m, Side::Away, &formation(Side::Away)[..10]);
    let e = m.apply(Input::Decide(Decision::EndSetup)).expect_err("10");
    assert!(
        e.to_string().contains("10 players set up: set up 11"),
        "{e}"
    );
}

#[test]
fn setting_up_in_the_other_half_is_refused_000_l374() {
    let mut m = fresh();
    let e = m
        .apply(Input::Decide(Decision::Place {
            player: away(1),
            square: sq(12, 7),
        }))
        .expect_err("home half");
    assert!(e.to_string().contains("in the other half"), "{e}");
}

/// The set-up prompt's placings are exactly the placings the match accepts: every player not
/// yet placed, on every empty square of his own half, while fewer than 11 stand (000:L374).
#[test]
fn the_set_up_prompt_offers_every_legal_placing_and_no_other_000_l374() {
    let mut m = fresh();
    place_all(&mut m, Side::Away, &formation(Side::Away)[..10]);
    let rules::Prompt::Decision(d) = m.prompt() else {
        panic!("set-up is a decision")
    };
    assert_eq!(d.kind, rules::DecisionKind::SetUp);
    let roster: Vec<rules::PlayerId> = m
        .state()
        .players
        .iter()
        .map(|p| p.id)
        .filter(|id| id.side == Side::Away)
        .collect();
    let unplaced: Vec<rules::PlayerId> =
        roster.iter().copied().filter(|id| id.number > 10).collect();
    assert_eq!(d.placings.players, unplaced);
    // 13 x 15 squares in the half, 10 of them taken.
    assert_eq!(d.placings.squares.len(), 13 * 15 - 10);
    for square in rules::Pitch::BB2016.all() {
        for &player in &roster {
            let place = Decision::Place { player, square };
            let accepted = m.clone().apply(Input::Decide(place)).is_ok();
            let placed = player.number <= 10;
            // A placed player may be moved by hand; the prompt offers him Withdraw instead.
            if !placed {
                assert_eq!(d.offers(&place), accepted, "{player} on {square}");
            } else {
                assert!(!d.offers(&place), "{player} is placed already");
            }
        }
    }
    // The withdrawals, no end (10 stand), and every placing counted once, in order.
    let withdraws = (1..=10).map(|n| Decision::Withdraw { player: away(n) });
    assert!(withdraws.clone().all(|w| d.options.contains(&w)));
    assert!(!d.options.contains(&Decision::EndSetup));
    let every: Vec<Decision> = d.every().collect();
    assert_eq!(every.len(), d.count());
    assert_eq!(d.count(), d.options.len() + unplaced.len() * (13 * 15 - 10));
    for (n, decision) in every.iter().enumerate() {
        assert_eq!(d.nth(n).as_ref(), Some(decision), "option {n}");
    }
    assert_eq!(d.nth(every.len()), None);
    // The prompt written and read back says the same, and stays short.
    let text = serde_json::to_string(&d).expect("written");
    assert!(text.len() < 4_000, "{} bytes", text.len());
    let back: rules::DecisionRequest = serde_json::from_str(&text).expect("read");
    assert_eq!(back, d);
    // The eleventh placed: no more placings, and the set-up may end.
    place_all(&mut m, Side::Away, &formation(Side::Away)[..11]);
    let rules::Prompt::Decision(d) = m.prompt() else {
        panic!("set-up is a decision")
    };
    assert!(d.placings.is_empty());
    assert!(d.options.contains(&Decision::EndSetup));
    assert!(
        !serde_json::to_string(&d)
            .expect("written")
            .contains("placings")
    );
}

#[test]
fn the_receiving_team_plays_first_and_turn_markers_move_at_turn_start_000_l413() {
    let g = Game::new();
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.m.state().team(Side::Home).turn, 1);
    assert_eq!(g.m.state().team(Side::Away).turn, 0);
}

#[test]
fn a_half_is_8_turns_each_and_half_time_restores_team_rerolls_000_l760_l798() {
    let mut g = Game::new();
    g.edit(Edit::SetRerolls {
        side: Side::Home,
        rerolls: 0,
    });
    let mut half_ended = false;
    for _ in 0..16 {
        let events = g.decide(Decision::EndTurn);
        half_ended |= events
            .iter()
            .any(|e| matches!(e.kind, EventKind::HalfEnded { half: 1 }));
    }
    assert!(half_ended);
    assert_eq!(g.m.state().half, 2);
    assert_eq!(
        g.m.state().team(Side::Home).rerolls,
        4,
        "restored at half time"
    );
    // The team that received first kicks the second half: home sets up first.
    assert_eq!(g.decider(), Side::Home);
}

#[test]
fn the_match_ends_after_the_second_half() {
    let mut g = Game::new();
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    g.set_up_both();
    g.quiet_kick_off();
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "home kicked, away receives"
    );
    for _ in 0..16 {
        g.decide(Decision::EndTurn);
    }
    assert!(g.m.state().finished);
    assert!(matches!(g.m.prompt(), rules::Prompt::MatchOver { .. }));
}

#[test]
fn a_ball_carrier_entering_the_end_zone_scores_and_the_scorers_kick_000_l802_l816() {
    let mut g = Game::new();
    g.only(&[(home(3), (23, 7)), (away(7), (5, 7))]);
    g.ball(23, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(24, 7);
    let t = text(&g.move_to(25, 7));
    assert!(
        t.contains("TOUCHDOWN! #3 Catcher (Human quick-start team)"),
        "{t}"
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
    assert_eq!(
        g.decider(),
        Side::Home,
        "the scoring team kicks: sets up first"
    );
    assert!(
        g.m.state().players.iter().all(|p| p.square().is_none()),
        "pitch cleared"
    );
}

#[test]
fn a_player_pushed_into_his_end_zone_in_the_opponents_turn_scores_and_moves_his_marker_000_l808() {
    let mut g = Game::new();
    g.only(&[(home(7), (2, 7)), (away(7), (1, 7))]);
    g.ball(1, 7);
    g.block(home(7), away(7), &[rules::BlockFace::Pushed]);
    // He scores as he is pushed in, with no follow-up asked (000:L810; FAQ 001:L1168).
    let t = text(&g.decide(Decision::PushTo { square: sq(0, 7) }));
    assert!(
        t.contains("TOUCHDOWN! #7 Lineman (Orc quick-start team)"),
        "{t}"
    );
    assert_eq!(g.m.state().team(Side::Away).turn, 1, "moved one space on");
}

#[test]
fn kod_players_roll_4_plus_to_return_before_the_next_set_up_test_vector_29_000_l634() {
    let mut g = Game::new();
    g.edit(Edit::RemovePlayer {
        player: away(7),
        to: rules::DugoutBox::KnockedOut,
    });
    g.edit(Edit::RemovePlayer {
        player: away(8),
        to: rules::DugoutBox::KnockedOut,
    });
    g.only(&[(home(3), (24, 7)), (away(9), (5, 7))]);
    g.ball(24, 7);
    g.declare(home(3), ActionKind::Move);
    g.move_to(25, 7);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.player),
        ("KO recovery", Some(away(7)))
    );
    g.d6(&[3]);
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
    assert_eq!(g.place_of(away(8)), Place::Reserves);
}

#[test]
fn bone_head_on_a_1_loses_the_action_and_tackle_zones_but_is_no_turnover_000_l1225() {
    let mut g = Game::with(|s| s.home.players[6].skills.push("bone-head".into()));
    g.only(&[(home(7), (10, 7)), (home(8), (5, 5)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Blitz);
    assert_eq!(g.roll_prompt().needs, Some(2));
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.turnover(), None);
    let p = g.m.state().player(home(7)).expect("exists");
    assert!(p.lost_tackle_zones && !p.has_tackle_zones());
    let e = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(8),
            action: ActionKind::Blitz,
        }))
        .expect_err("the Blitz was declared and lost");
    assert!(e.to_string().contains("only one Blitz"), "{e}");
}

#[test]
fn really_stupid_gets_plus_2_from_a_team_mate_next_to_him_000_l1259() {
    for (helper, acts) in [(true, true), (false, false)] {
        let mut g = Game::with(|s| s.home.players[6].skills.push("really-stupid".into()));
        let mut players = vec![(home(7), (10, 7)), (away(7), (20, 7))];
        if helper {
            players.push((home(8), (9, 7)));
        }
        g.only(&players);
        g.declare(home(7), ActionKind::Move);
        g.d6(&[2]);
        if !acts {
            g.decide(Decision::Reroll(Reroll::Keep));
        }
        let can_move = g
            .decision_options()
            .contains(&Decision::Move { to: sq(11, 7) });
        assert_eq!(can_move, acts, "helper = {helper}");
    }
}

#[test]
fn loner_must_roll_4_plus_to_use_a_team_reroll_000_l1245() {
    let mut g = Game::with(|s| s.home.players[6].skills.push("loner".into()));
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=9 {
        g.move_to(x, 7);
    }
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Team));
    assert_eq!(g.roll_prompt().roll, "Loner");
    let t = text(&g.d6(&[3]));
    assert!(
        t.contains(": 3, under 4+; the team re-roll is lost and the first result stands"),
        "{t}"
    );
    assert_eq!(g.m.state().team(Side::Home).rerolls, 3, "spent anyway");
    assert!(g.turnover().is_some());
}

#[test]
fn undo_restores_the_state_exactly() {
    let mut g = marked();
    let before = g.m.state().clone();
    g.move_to(9, 7);
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_ne!(g.m.state(), &before);
    for _ in 0..3 {
        g.apply(Input::Undo);
    }
    assert_eq!(g.m.state(), &before);
}

fn marked() -> Game {
    let mut g = Game::new();
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g
}

#[test]
fn a_rejected_input_changes_nothing_and_the_same_inputs_give_the_same_match() {
    let mut g = marked();
    let before = g.m.state().clone();
    assert!(
        g.try_apply(Input::Decide(Decision::Move { to: sq(3, 3) }))
            .is_err()
    );
    assert!(
        g.try_apply(Input::Dice(rules::DiceRoll::manual(vec![rules::Die::D6(
            3
        )])))
        .is_err()
    );
    assert_eq!(g.m.state(), &before);
    let mut replay = fresh();
    for input in g.m.inputs().to_vec() {
        replay.apply(input).expect("replays");
    }
    assert_eq!(replay.state(), g.m.state());
}

#[test]
fn dice_that_do_not_fit_the_request_are_refused_with_what_was_wanted() {
    let mut g = marked();
    g.move_to(9, 7);
    let e = g
        .try_apply(Input::Dice(rules::DiceRoll::manual(vec![
            rules::Die::D6(3),
            rules::Die::D6(3),
        ])))
        .expect_err("two dice for a Dodge");
    assert_eq!(e.to_string(), "illegal: Dodge needs D6; got D6 + D6");
    let e = g
        .try_apply(Input::Dice(rules::DiceRoll::manual(vec![rules::Die::D6(
            7,
        )])))
        .expect_err("no 7 on a D6");
    assert!(e.to_string().contains("cannot show 7"), "{e}");
}

#[test]
fn referee_edits_are_judged_from_the_table_and_refused_mid_roll() {
    let mut g = marked();
    g.move_to(9, 7);
    let e = g
        .try_apply(Input::Edit(Edit::SetStance {
            player: away(7),
            stance: Stance::Prone,
        }))
        .expect_err("a Dodge roll is pending");
    assert!(e.to_string().contains("finish the roll first"), "{e}");
    g.d6(&[6]);
    // The referee saw Orc #7 knocked over by a sleeve: no Tackle Zone, so no Dodge to move on.
    g.edit(Edit::SetStance {
        player: away(7),
        stance: Stance::Prone,
    });
    g.move_to(10, 7);
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "no Dodge roll asked"
    );
}

#[test]
fn inputs_and_events_round_trip_through_json() {
    let mut g = marked();
    let events = g.move_to(9, 7);
    for input in g.m.inputs() {
        let json = serde_json::to_string(input).expect("serialises");
        let back: Input = serde_json::from_str(&json).expect("reads back");
        assert_eq!(&back, input);
    }
    let json = serde_json::to_string(&events).expect("serialises");
    let back: Vec<rules::Event> = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, events);
    let line: Input = serde_json::from_str(r#"{"decide":{"move":{"to":[8,7]}}}"#).expect("parses");
    assert_eq!(line, Input::Decide(Decision::Move { to: sq(8, 7) }));
    let player: Input =
        serde_json::from_str(r#"{"decide":{"declare":{"player":"home#7","action":"blitz"}}}"#)
            .expect("parses");
    assert_eq!(
        player,
        Input::Decide(Decision::Declare {
            player: home(7),
            action: ActionKind::Blitz
        })
    );
}

#[test]
fn every_input_example_in_the_match_script_doc_parses() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/match-script.md"
    ))
    .expect("docs/match-script.md");
    let mut parsed = 0;
    for snippet in doc.split('`').filter(|s| {
        s.starts_with("{\"decide\"") || s.starts_with("{\"dice\"") || s.starts_with("{\"edit\"")
    }) {
        let input: Result<Input, _> = serde_json::from_str(snippet);
        assert!(input.is_ok(), "{snippet}: {input:?}");
        parsed += 1;
    }
    assert!(parsed >= 15, "only {parsed} examples found");
    let setup = doc
        .lines()
        .find(|l| l.starts_with("{\"setup\""))
        .expect("a setup example");
    let value: serde_json::Value = serde_json::from_str(setup).expect("JSON");
    let spec: rules::SetupSpec =
        serde_json::from_value(value["setup"].clone()).expect("setup spec");
    assert!(spec.build(book()).is_ok());
}

/// Players are found by side and shirt number whatever the numbers and their order on the
/// roster: shirts 99, 0 and 255 included, the home and away teams sharing numbers, and a number
/// nobody wears finding nobody.
#[test]
fn players_are_found_by_side_and_shirt_number() {
    let mut setup = common::setup();
    let numbers = [99u8, 0, 255, 7, 42, 1, 2, 3, 4, 5, 6, 8];
    for (p, n) in setup.home.players.iter_mut().zip(numbers) {
        p.number = n;
    }
    let m = Match::new(setup.clone(), common::book()).expect("match builds");
    for side in Side::BOTH {
        for p in &setup.team(side).players {
            let id = rules::PlayerId::new(side, p.number);
            let found = m.state().player(id).expect("on the roster");
            assert_eq!(
                (found.id, found.profile.position.as_str()),
                (id, p.position.as_str())
            );
        }
    }
    assert!(m.state().player(common::home(9)).is_none());
    assert!(m.state().player(common::away(99)).is_none());
}

/// The board `player_at` reads follows the engine's moves; a copy of the state whose players
/// are moved by hand is looked up right again after `reindex`.
#[test]
fn a_hand_changed_copy_of_the_state_is_looked_up_after_reindex() {
    let mut m = fresh();
    place_all(&mut m, Side::Away, &formation(Side::Away));
    let from = formation(Side::Away)[0];
    assert_eq!(m.state().player_at(from).map(|p| p.id), Some(away(1)));
    let mut copy = m.state().clone();
    let to = sq(22, 7);
    assert!(!m.state().is_occupied(to));
    if let Some(p) = copy.players.iter_mut().find(|p| p.id == away(1)) {
        p.place = Place::Pitch {
            square: to,
            stance: Stance::Standing,
        };
    }
    // The board still points at the old square: the player found there is not on it.
    assert_eq!(copy.player_at(from).map(|p| p.id), None);
    assert_eq!(copy.player_at(to).map(|p| p.id), None);
    copy.reindex();
    assert_eq!(copy.player_at(to).map(|p| p.id), Some(away(1)));
    assert_eq!(copy.player_at(from).map(|p| p.id), None);
}
