//! The ruleset switches (the Blitz Bowl digest's §8): 2016's are what the engine plays, Blitz
//! Bowl's come from its data, and a switch the engine does not rule yet is refused by name.

use crate::common;

use std::sync::Arc;

use common::{Game, book, home, setup};
use rules::ruleset::{
    Activation, ArmourPolicy, BallEntry, BlockFaces, BouncePolicy, GameEnd, InjuryPolicy, Movement,
    PassPolicy, PushPolicy, ReservesPolicy, ScoringPolicy, SetupPolicy,
};
use rules::{DieKind, Match, RulesetName, RulesetParams, Side};

fn blitz_data() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("Blitz Bowl data loads")
}

/// The 2016 board is 26 × 15 with 4-square wide zones (000:L143, digest core §2.2); 11 a side,
/// 3 on the line, 2 a wide zone (000:L374-L379); eight turns a half (000:L798).
#[test]
fn the_2016_switches_are_the_2016_game_000_l143_l374_l798() {
    let bb = RulesetParams::BB2016;
    let size = bb.pitch.size;
    assert_eq!(
        (size.length(), size.width(), size.wide_zone_width()),
        (26, 15, 4)
    );
    assert!(size.has_line_of_scrimmage());
    assert_eq!(
        bb.setup,
        SetupPolicy::Drive {
            max_on_pitch: 11,
            min_on_line: 3,
            max_per_wide_zone: 2
        }
    );
    assert_eq!(bb.game_end, GameEnd::Halves { turns_per_half: 8 });
    assert_eq!(bb.activation, Activation::EachPlayerOnce);
    assert!(bb.turnovers);
    assert_eq!(bb.modifier_cap, None);
    assert_eq!(bb.dice.block_faces, BlockFaces::Bb2016);
    assert!(bb.unruled().is_empty());
    assert_eq!(RulesetParams::default(), bb);
}

#[test]
fn a_match_is_played_by_2016_unless_told_otherwise() {
    let game = Game::new();
    assert_eq!(game.m.state().ruleset, RulesetParams::BB2016);
}

/// A match built with the 2016 ruleset named is the match built without it, input for input.
#[test]
fn naming_the_2016_ruleset_changes_nothing() {
    let mut plain = Game::set_up(book(), |_| {});
    let mut named = Game {
        m: Match::with_ruleset(setup(), Arc::new(book().clone()), RulesetParams::BB2016)
            .expect("2016 is ruled"),
    };
    named.set_up_both();
    plain.quiet_kick_off();
    named.quiet_kick_off();
    assert_eq!(plain.m.state(), named.m.state());
    let step = |g: &mut Game| {
        g.declare(home(10), rules::ActionKind::Move);
        g.move_to(6, 7)
    };
    assert_eq!(step(&mut plain), step(&mut named));
    assert_eq!(plain.m.state(), named.m.state());
    assert_eq!(plain.m.prompt(), named.m.prompt());
}

/// Blitz Bowl's switches from its data: three Actions, no repeat (002:L458); no turnovers
/// (digest §4.7); Marking (002:L481); Throw Ruler (002:L512); Bounce Chart (002:L534); Block
/// Value dice, +1 Assisted (002:L586); one-square push (002:L566); one D6 armour (002:L321);
/// Injured to Reserves (002:L582); 4 points a touchdown (002:L624), +2 Clean Sweep
/// (002:L662); Sudden Death at 10 (002:L692); net modifier ±1 (002:L325).
#[test]
fn blitz_bowls_switches_come_from_its_data_002_l458_l624_l692() {
    let blitz = RulesetParams::blitz_bowl(blitz_data(), "one-trapdoor").expect("board exists");
    assert_eq!(blitz.name, RulesetName::BlitzBowl);
    assert_eq!(
        blitz.activation,
        Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false
        }
    );
    assert!(!blitz.turnovers);
    assert_eq!(blitz.movement, Movement::Marking);
    assert_eq!(blitz.setup, SetupPolicy::EndZone);
    assert_eq!(blitz.ball_entry, BallEntry::Trapdoor);
    assert!(matches!(blitz.pass, PassPolicy::ThrowRuler { .. }));
    assert!(matches!(blitz.bounce, BouncePolicy::BounceChart { .. }));
    assert_eq!(blitz.push, PushPolicy::OneSquareOrKnockDown);
    assert_eq!(blitz.armour, ArmourPolicy::OneD6);
    assert_eq!(blitz.injury, InjuryPolicy::ToReserves);
    assert_eq!(
        blitz.reserves,
        ReservesPolicy::ReservesAction {
            emergency_must: false
        }
    );
    assert_eq!(
        blitz.scoring,
        ScoringPolicy::Points {
            touchdown: 4,
            clean_sweep: 2
        }
    );
    assert_eq!(
        blitz.game_end,
        GameEnd::ChallengeDeck {
            sudden_death_margin: 10
        }
    );
    assert_eq!(blitz.modifier_cap, Some(1));
    assert_eq!(blitz.dice.block_faces, BlockFaces::BlitzBowl);
    // The board is the data's (a placeholder until measured): its one Trapdoor (002:L424).
    let board = blitz_data().board("one-trapdoor").expect("board");
    assert_eq!(
        (blitz.pitch.size.length(), blitz.pitch.size.width()),
        (board.length, board.width)
    );
    assert_eq!(blitz.pitch.trapdoors.len(), 1);
    assert_eq!(blitz.pitch.size.wide_zone_width(), 0);
    assert!(!blitz.pitch.size.has_line_of_scrimmage());
}

#[test]
fn a_board_the_data_lacks_is_refused_with_the_nearest_names() {
    let err = RulesetParams::blitz_bowl(blitz_data(), "one trapdor").err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(shown.contains("no board called"), "{shown}");
    assert!(shown.contains("Single-Trapdoor side"), "{shown}");
}

/// Every switch of Blitz Bowl is ruled: a whole match of two Team Cards is accepted, and a
/// 2016 roster under it is refused for want of its Block Value and Armour (002:L550, L321).
#[test]
fn a_whole_blitz_bowl_match_is_accepted_from_the_team_cards_002_l243() {
    let blitz = RulesetParams::blitz_bowl(blitz_data(), "many-trapdoors").expect("board exists");
    assert_eq!(blitz.unruled(), Vec::<&str>::new(), "every switch is ruled");
    let cards =
        rules::blitz_team::blitz_match_setup(blitz_data(), "dwarf", "orc", Some(Side::Home))
            .expect("both teams are profiled");
    assert!(Match::with_ruleset(cards, Arc::new(book().clone()), blitz).is_ok());
    let err = Match::with_ruleset(setup(), Arc::new(book().clone()), blitz).err();
    let shown = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(shown.contains("no Blitz Bowl Team Card line"), "{shown}");
    // The ruled switches: activation (tests/action_budget.rs), board (tests/board.rs), set-up,
    // ball entry and Trapdoors (tests/end_zone_setup.rs), turnovers (tests/no_turnovers.rs),
    // scoring, game end and cards (tests/points.rs), marking and blocked squares
    // (tests/marking.rs), bounce (tests/bounce_chart.rs), pass and modifier cap
    // (tests/throw_ruler.rs), block dice, push, armour and injury (tests/blitz_block.rs),
    // reserves (tests/reserves_action.rs), dice (below and tests/blitz_match.rs).
    assert_eq!(blitz.unruled().len(), 20 - RULED_NOW);
}

/// Blitz Bowl's dice are D6s and D8s (002:L164-L172 with the block die read off a D6): a
/// dice set with its block faces but 2016's Strength block, or one with a block die kind, is
/// refused by name rather than played.
#[test]
fn a_dice_set_apart_from_its_block_dice_is_refused_002_l164() {
    let blitz = RulesetParams::blitz_bowl(blitz_data(), "one-trapdoor").expect("board");
    assert_eq!(blitz.dice.kinds, &[DieKind::D6, DieKind::D8]);
    let half = RulesetParams {
        dice: blitz.dice,
        ..RulesetParams::BB2016
    };
    assert_eq!(half.unruled(), vec!["dice apart from the block dice"]);
    let odd = RulesetParams {
        dice: rules::ruleset::DiceSet {
            kinds: &[DieKind::D6, DieKind::D8, DieKind::Block],
            block_faces: BlockFaces::BlitzBowl,
        },
        ..blitz
    };
    assert_eq!(odd.unruled(), vec!["a dice set of neither game"]);
}

/// How many of the 20 switches the engine rules at a value other than 2016's.
const RULED_NOW: usize = 20;
