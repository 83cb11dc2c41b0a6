//! Blitz Bowl's Arenas, an optional rule (002:L788-L806): the toss-winner rolls a D8 at
//! set-up, before anyone sets up (002:L796), and the rolled Arena's regional rule holds all
//! match (002:L798-L806). Every game is Dwarf against Orc under every Blitz Bowl switch on the
//! Single-Trapdoor side (20 x 11, its Trapdoor at (10, 5), blocked (5, 2), (5, 8), (14, 2),
//! (14, 8)); every player Block 1, Throw 4+, Armour 4+, no ability; the Block Dice are D6s read
//! 1 Smash, 2 Kerrunch!, 3-4 Shove, 5 Tackle, 6 Miss; the Throw Ruler is Short 4, Long 7. Each
//! test plays its Arena and another, whose reading the dice make differ.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, sq};
use rules::blitz_team::{BlitzProfile, blitz_match_setup};
use rules::challenge::ChallengeCard;
use rules::ruleset::{Arena, OptionalRule};
use rules::script_ruleset::ScriptRuleset;
use rules::{
    ActionKind, Ball, Decision, DecisionKind, Die, DieKind, Edit, Input, Match, MatchSetup, Place,
    PlayerId, Prompt, RulesetParams, Side, Stance,
};

fn data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
}

fn dwarf_v_orc() -> MatchSetup {
    let mut setup = blitz_match_setup(data(), "dwarf", "orc", None).expect("profiled teams");
    for team in [&mut setup.home, &mut setup.away] {
        team.emergency_reserves = 4;
        for p in &mut team.players {
            p.blitz = Some(BlitzProfile {
                block: 1,
                throw: Some(4),
                armour: Some(4),
                move_d6: false,
                throw_team_mate: false,
                ability: None,
            });
        }
    }
    setup
}

/// Blitz Bowl with the Arenas rule, before the toss.
fn with_arenas(setup: MatchSetup) -> Game {
    let rules = RulesetParams::blitz_bowl(data(), "one-trapdoor")
        .expect("board exists")
        .with_optional(OptionalRule::Arenas);
    let cards = ChallengeCard::from_tables(data()).expect("the data has Challenge Cards");
    let m = Match::with_ruleset(setup, Arc::new(book().clone()), rules)
        .expect("Blitz Bowl with Arenas plays")
        .with_challenge_cards(cards)
        .expect("the ruleset deals Challenge Cards");
    Game { m }
}

/// Both teams set up (home at x 0, first; away at x 19): home plays first.
fn set_up(g: &mut Game) {
    for (side, x) in [(Side::Home, 0), (Side::Away, 19)] {
        for i in 1..=6u8 {
            g.decide(Decision::Place {
                player: PlayerId::new(side, i),
                square: sq(x, i32::from(i) - 1),
            });
        }
        g.decide(Decision::EndSetup);
    }
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Away wins the toss and rolls `d8` for the Arena; home sets up first and plays first.
fn game(d8: u8) -> Game {
    game_with(d8, |_| {})
}

fn game_with(d8: u8, change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut setup = dwarf_v_orc();
    change(&mut setup);
    let mut g = with_arenas(setup);
    g.decide(Decision::CoinToss { winner: Side::Away });
    g.dice(&[Die::D8(d8)]);
    set_up(&mut g);
    g
}

fn block(g: &mut Game, attacker: PlayerId, defender: PlayerId) {
    g.declare(attacker, ActionKind::Block);
    g.decide(Decision::Block { target: defender });
}

fn kind(g: &Game) -> Option<DecisionKind> {
    match g.m.prompt() {
        Prompt::Decision(d) => Some(d.kind),
        _ => None,
    }
}

/// The toss-winner (away) rolls one D8 before anyone sets up (002:L796); its number picks the
/// Arena of the table (002:L798-L806). With the script naming who sets up first (the toss
/// known), the same roll comes first; the Arena stays when a refused input makes the engine
/// play the match again from its inputs. Without the rule, the toss goes straight to set-up.
#[test]
fn the_toss_winner_rolls_a_d8_for_the_arena_before_set_up_002_l796() {
    let mut g = with_arenas(dwarf_v_orc());
    g.decide(Decision::CoinToss { winner: Side::Away });
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.as_ref(), &[DieKind::D8]);
    assert_eq!(roll.side, Side::Away);
    assert!(roll.purpose.contains("002:L796"), "{}", roll.purpose);
    g.dice(&[Die::D8(7)]);
    assert_eq!(
        g.m.state().ruleset.arena.arena,
        Some(Arena::MountainSummitStadium)
    );
    assert_eq!(kind(&g), Some(DecisionKind::SetUp));
    assert_eq!(g.decider(), Side::Home, "the toss's loser sets up first");
    assert!(g.try_apply(Input::Decide(Decision::EndTurn)).is_err());
    assert_eq!(
        g.m.state().ruleset.arena.arena,
        Some(Arena::MountainSummitStadium),
        "the Arena is the match's, replayed"
    );

    let mut setup = dwarf_v_orc();
    setup.kicking = Some(Side::Home);
    let g = with_arenas(setup);
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.as_ref(), &[DieKind::D8]);
    assert_eq!(
        roll.side,
        Side::Away,
        "home sets up first: away won the toss"
    );

    let mut line = serde_json::json!({"ruleset": "blitz-bowl", "board": "one-trapdoor"});
    let plain = ScriptRuleset::take(&mut line).expect("a game");
    let mut g = Game {
        m: plain.start(dwarf_v_orc(), book()).expect("Blitz Bowl"),
    };
    g.decide(Decision::CoinToss { winner: Side::Away });
    assert_eq!(kind(&g), Some(DecisionKind::SetUp));
    assert_eq!(g.m.state().ruleset.arena.arena, None);
}

/// A script turns Arenas on by `"optional": ["arenas"]`; an unknown optional rule, or one
/// outside Blitz Bowl, is refused with what to write (002:L788).
#[test]
fn a_script_names_the_arenas_rule_002_l788() {
    let mut line = serde_json::json!({"ruleset": "blitz-bowl", "board": "one-trapdoor",
        "optional": ["arenas"]});
    let game = ScriptRuleset::take(&mut line).expect("a game");
    assert_eq!(game.optional, vec![OptionalRule::Arenas]);
    let m = game.start(dwarf_v_orc(), book()).expect("Blitz Bowl");
    assert!(m.state().ruleset.arena.roll);

    let mut line = serde_json::json!({"optional": ["weather"]});
    let err = ScriptRuleset::take(&mut line).expect_err("no such rule");
    assert!(err.to_string().contains("arenas"), "{err}");
    let mut line = serde_json::json!({"optional": ["arenas"]});
    let game = ScriptRuleset::take(&mut line).expect("read");
    let err = game.start(dwarf_v_orc(), book()).expect_err("2016");
    assert!(err.to_string().contains("\"ruleset\""), "{err}");
}

/// Arena 1: both teams' Emergency Reserves Value is 1 lower, 4 becoming 3 (002:L799): with
/// three of six in the Dugout, home's Pre-Turn asks the free Reserves Action; in Arena 2 the
/// Value stays 4 and three are not enough (002:L610).
#[test]
fn arena_1_lowers_both_emergency_reserves_values_002_l799() {
    for (d8, asked) in [(1, true), (2, false)] {
        let mut g = game(d8);
        g.only(&[
            (home(1), (3, 1)),
            (home(2), (3, 3)),
            (home(3), (3, 5)),
            (away(1), (17, 1)),
            (away(2), (17, 3)),
            (away(3), (17, 5)),
        ]);
        g.decide(Decision::EndTurn);
        // Away's Pre-Turn: three in its Dugout too.
        if kind(&g) == Some(DecisionKind::SetUp) {
            assert!(asked, "Arena {d8}: away asked Emergency Reserves");
            g.decide(Decision::Done);
        }
        while kind(&g) == Some(DecisionKind::ChallengeCard) {
            let first = g.decision_options()[0];
            g.decide(first);
        }
        assert_eq!(g.turn_side(), Some(Side::Away));
        g.decide(Decision::EndTurn);
        while kind(&g) == Some(DecisionKind::ChallengeCard) {
            let first = g.decision_options()[0];
            g.decide(first);
        }
        assert_eq!(
            kind(&g) == Some(DecisionKind::SetUp),
            asked,
            "Arena {d8}: {:?}",
            g.m.prompt()
        );
    }
}

/// Arena 4: no −1 for a Long Throw (002:L802): a throw 6 squares away (a Long Throw, beyond
/// Short 4) with a 4 reaches Throw 4+ and is caught; in Arena 3 the −1 makes it a 3, a failure
/// and a Bounce (002:L518-L520).
#[test]
fn arena_4_takes_no_1_off_a_long_throw_002_l802() {
    for (d8, caught) in [(4, true), (3, false)] {
        let mut g = game(d8);
        g.only(&[(home(1), (3, 7)), (home(2), (9, 7)), (away(1), (17, 1))]);
        g.ball(3, 7);
        g.declare(home(1), ActionKind::Pass);
        g.decide(Decision::Pass {
            target: sq(9, 7),
            range: None,
        });
        let roll = g.roll_prompt();
        assert_eq!(roll.modifiers.is_empty(), caught, "{:?}", roll.modifiers);
        g.d6(&[4]);
        assert_eq!(
            g.m.state().ball == Ball::Held(home(2)),
            caught,
            "Arena {d8}"
        );
    }
}

/// Arena 5: a Shove that cannot push (the square behind is taken) Knocks Down as a Kerrunch!,
/// 1 off the Armour Check (002:L562, L803): a 4 against 4+ fails and he is Injured; in Arena 4
/// it is a Smash and the 4 holds (002:L566).
#[test]
fn arena_5_a_blocked_shove_is_a_kerrunch_002_l803() {
    for (d8, injured) in [(5, true), (4, false)] {
        let mut g = game(d8);
        g.only(&[(home(1), (3, 3)), (away(1), (4, 3)), (away(2), (5, 3))]);
        block(&mut g, home(1), away(1));
        g.d6(&[3]);
        let roll = g.roll_prompt();
        assert_eq!(roll.roll, "Armour Check");
        g.d6(&[4]);
        let place = g.place_of(away(1));
        if injured {
            assert_eq!(place, Place::Reserves, "Arena {d8}");
        } else {
            assert_eq!(place, on(sq(4, 3), Stance::Prone), "Arena {d8}");
        }
    }
}

/// Arena 6: an Assisted Block rolls two more Block Dice, three at most (002:L804): Block 1
/// with a team-mate marking the target rolls 3 (not 2), Block 2 rolls 3 (not 4); an
/// unassisted Block 1 rolls 1. In Arena 5, the Assisted Block 1 rolls 2 (002:L586).
#[test]
fn arena_6_assisted_blocks_roll_two_more_dice_three_at_most_002_l804() {
    for (d8, block_value, assisted, dice) in [
        (6, 1, true, 3),
        (6, 2, true, 3),
        (6, 1, false, 1),
        (5, 1, true, 2),
    ] {
        let mut g = game_with(d8, |s| {
            s.home.players[0].blitz.as_mut().expect("a line").block = block_value;
        });
        let mut players = vec![(home(1), (3, 3)), (away(1), (4, 3))];
        if assisted {
            players.push((home(2), (4, 4)));
        }
        g.only(&players);
        block(&mut g, home(1), away(1));
        assert_eq!(
            g.roll_prompt().dice.len(),
            dice,
            "Arena {d8}, Block {block_value}, assisted {assisted}"
        );
    }
}

/// Arena 7: a team 8 points ahead as its turn starts wins a Sudden Death Victory (002:L805),
/// where 10 is needed elsewhere (002:L692): away 8-0 up as its turn starts wins in Arena 7 and
/// plays on in Arena 6.
#[test]
fn arena_7_sudden_death_at_8_points_ahead_002_l805() {
    for (d8, ends) in [(7, true), (6, false)] {
        let mut g = game(d8);
        g.edit(Edit::SetScore {
            side: Side::Away,
            score: 8,
        });
        let events = g.decide(Decision::EndTurn);
        assert_eq!(g.m.state().finished, ends, "Arena {d8}");
        if ends {
            let text = common::text(&events);
            assert!(text.contains("Sudden Death Victory"), "{text}");
        }
    }
}

/// Arena 8: a Block on a player next to a Trapdoor counts as Assisted (002:L806): Block 1
/// against a target next to the Trapdoor (10, 5) rolls 2 dice with no team-mate near; one
/// square further off, 1. In Arena 7, next to the Trapdoor, 1 (002:L586).
#[test]
fn arena_8_a_target_next_to_a_trapdoor_is_assisted_002_l806() {
    for (d8, target, dice) in [(8, (11, 5), 2), (8, (12, 5), 1), (7, (11, 5), 1)] {
        let mut g = game(d8);
        g.only(&[(home(1), (target.0 + 1, 5)), (away(1), target)]);
        block(&mut g, home(1), away(1));
        assert_eq!(
            g.roll_prompt().dice.len(),
            dice,
            "Arena {d8}, target on {target:?}"
        );
    }
}

/// Arena 2: a Reserves Action may place its player on a Trapdoor instead of his End Zone
/// (002:L800): the ball lying there is removed from the pitch, an opponent standing there is
/// Injured at once. In Arena 1 the Trapdoor is not offered and placing him there is refused
/// (002:L602).
#[test]
fn arena_2_reserves_come_up_through_a_trapdoor_002_l800() {
    let mut g = game(2);
    g.only(&[(home(1), (3, 3)), (away(1), (17, 1))]);
    g.ball(10, 5);
    g.declare(home(2), ActionKind::Reserves);
    let trapdoor = Decision::Place {
        player: home(2),
        square: sq(10, 5),
    };
    assert!(g.decision_options().contains(&trapdoor));
    g.decide(trapdoor);
    assert_eq!(g.place_of(home(2)), on(sq(10, 5), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::OffPitch, "removed, not picked up");

    let mut g = game(2);
    g.only(&[(home(1), (3, 3)), (away(1), (10, 5))]);
    g.declare(home(2), ActionKind::Reserves);
    g.decide(Decision::Place {
        player: home(2),
        square: sq(10, 5),
    });
    assert_eq!(g.place_of(away(1)), Place::Reserves, "Injured");
    assert_eq!(g.place_of(home(2)), on(sq(10, 5), Stance::Standing));

    let mut g = game(1);
    g.only(&[(home(1), (3, 3)), (away(1), (17, 1))]);
    g.declare(home(2), ActionKind::Reserves);
    assert!(!g.decision_options().contains(&trapdoor));
    assert!(g.try_apply(Input::Decide(trapdoor)).is_err());
}

/// Arena 3: after a Reserves Action the player may make a free Run Action, not one of the
/// turn's three (002:L473, L801): home's Reserves player comes back to (0, 5) and Runs to
/// (3, 5), and two of the turn's Actions are left. In Arena 4 no Run is offered.
#[test]
fn arena_3_a_free_run_after_a_reserves_action_002_l801() {
    for (d8, offered) in [(3, true), (4, false)] {
        let mut g = game(d8);
        g.only(&[(home(1), (3, 3)), (away(1), (17, 1))]);
        g.declare(home(2), ActionKind::Reserves);
        g.decide(Decision::Place {
            player: home(2),
            square: sq(0, 5),
        });
        while kind(&g) == Some(DecisionKind::ChallengeCard) {
            g.decide(Decision::Done);
        }
        let run = Decision::Declare {
            player: home(2),
            action: ActionKind::Move,
        };
        assert_eq!(
            kind(&g) == Some(DecisionKind::FreeAction),
            offered,
            "Arena {d8}: {:?}",
            g.m.prompt()
        );
        if !offered {
            continue;
        }
        assert_eq!(g.decision_options(), vec![run, Decision::Done]);
        g.decide(run);
        for x in 1..=3 {
            g.move_to(x, 5);
        }
        g.decide(Decision::EndAction);
        while kind(&g) == Some(DecisionKind::ChallengeCard) {
            g.decide(Decision::Done);
        }
        assert_eq!(g.place_of(home(2)), on(sq(3, 5), Stance::Standing));
        let turn = g.m.state().turn.as_ref().expect("a turn");
        assert_eq!(turn.declared.len(), 1, "the Run is free");
    }
}

/// Arena 3 after Emergency Reserves, a free Reserves Action itself (002:L610, L801): the
/// player placed in the Pre-Turn is offered the free Run once that Action's Claim Challenge
/// Card step is over (002:L473).
#[test]
fn arena_3_a_free_run_after_emergency_reserves_too_002_l801_l610() {
    let mut g = game(3);
    g.only(&[(home(1), (3, 3)), (home(2), (3, 5)), (away(1), (17, 1))]);
    g.decide(Decision::EndTurn);
    while g.turn_side() != Some(Side::Away) || kind(&g) != Some(DecisionKind::Turn) {
        let first = g.decision_options()[0];
        g.decide(first);
    }
    g.decide(Decision::EndTurn);
    while kind(&g) == Some(DecisionKind::ChallengeCard) {
        let first = g.decision_options()[0];
        g.decide(first);
    }
    assert_eq!(kind(&g), Some(DecisionKind::SetUp), "{:?}", g.m.prompt());
    g.decide(Decision::Place {
        player: home(3),
        square: sq(0, 9),
    });
    // The free Reserves Action's own Claim Challenge Card step comes first (002:L473), then
    // the Run the Arena grants after it.
    assert_eq!(
        kind(&g),
        Some(DecisionKind::ChallengeCard),
        "{:?}",
        g.m.prompt()
    );
    g.decide(Decision::Done);
    assert_eq!(
        kind(&g),
        Some(DecisionKind::FreeAction),
        "{:?}",
        g.m.prompt()
    );
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::Declare {
                player: home(3),
                action: ActionKind::Move,
            },
            Decision::Done
        ]
    );
}
