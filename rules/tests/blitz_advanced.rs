//! Blitz Bowl's Move of "D6" (002:L489) and its advanced rules a league turns on: the Foul
//! Action (002:L745-L767, L1139) and the Throw Team-mate Action (002:L769-L782, L1215). Played
//! on the 2016 board with Blitz Bowl's Marking, three Actions, Block Dice, Armour Check, Injury
//! and Throw Ruler, so each test fails under 2016's Foul and Throw Team-Mate.

use crate::common;

use common::blitz::{blitz_data, blitz_switches};
use common::{Game, away, book, home, on, sq};
use rules::blitz_team::{BlitzProfile, blitz_team};
use rules::ruleset::{AdvancedRule, RulesetParams};
use rules::script_ruleset::ScriptRuleset;
use rules::{ActionKind, Ball, Decision, DieKind, Input, MatchSetup, Place, Side, Stance};
use tables::FoulResult;

/// Blitz Bowl's switches (`common::blitz`) with `advanced` in play.
fn blitz_rules(advanced: &[AdvancedRule]) -> RulesetParams {
    let mut rules = blitz_switches();
    for &rule in advanced {
        rules = rules
            .with_advanced(blitz_data(), rule)
            .expect("the data reads");
    }
    rules
}

fn blitz_game(advanced: &[AdvancedRule], change: impl FnOnce(&mut MatchSetup)) -> Game {
    common::blitz::blitz_game(blitz_rules(advanced), change)
}

fn card(setup: &mut MatchSetup, side: Side, number: u8) -> &mut rules::Profile {
    let team = match side {
        Side::Home => &mut setup.home,
        Side::Away => &mut setup.away,
    };
    team.players
        .iter_mut()
        .find(|p| p.number == number)
        .expect("player on the roster")
}

fn blitz(p: &mut rules::Profile) -> &mut BlitzProfile {
    p.blitz.as_mut().expect("a Team Card line")
}

fn refused(g: &mut Game, d: Decision) -> String {
    match g.try_apply(Input::Decide(d)) {
        Ok(_) => panic!("{d:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

fn declarable(g: &Game, id: rules::PlayerId) -> Vec<ActionKind> {
    g.decision_options()
        .iter()
        .filter_map(|o| match o {
            Decision::Declare { player, action } if *player == id => Some(*action),
            _ => None,
        })
        .collect()
}

fn waits_for_decision(g: &Game) -> bool {
    matches!(g.m.prompt(), rules::Prompt::Decision(_))
}

// ---------------------------------------------------------------------------------------------
// Move "D6" (002:L489)

/// A player with a Move of "D6" (MA 0 as a 2016 reading) rolls a D6 as his Run starts and
/// moves up to that many squares: a 3 lets him Run three squares and not a fourth (his MA of
/// 0 would allow none, a Human Lineman's 6 would allow the fourth) (002:L489).
#[test]
fn a_move_of_d6_rolls_a_d6_for_each_run_002_l489() {
    let mut g = blitz_game(&[], |s| {
        let p = card(s, Side::Home, 7);
        p.ma = 0;
        blitz(p).move_d6 = true;
    });
    g.only(&[(home(7), (5, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    let roll = g.roll_prompt();
    assert_eq!(roll.dice.as_ref(), &[DieKind::D6], "{}", roll.purpose);
    assert!(roll.purpose.contains("002:L489"), "{}", roll.purpose);
    g.d6(&[3]);
    g.move_to(6, 7);
    g.move_to(7, 7);
    g.move_to(8, 7);
    let why = refused(&mut g, Decision::Move { to: sq(9, 7) });
    assert!(why.contains("3 squares"), "{why}");
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Standing));
}

/// The D6 is rolled for each Run and for nothing else: a Mark by the same player asks no roll
/// and moves its two squares (002:L489, L501).
#[test]
fn a_move_of_d6_rolls_only_for_a_run_002_l489_l501() {
    let mut g = blitz_game(&[], |s| {
        let p = card(s, Side::Home, 7);
        p.ma = 0;
        blitz(p).move_d6 = true;
    });
    g.only(&[(home(7), (5, 7)), (away(7), (8, 7))]);
    g.declare(home(7), ActionKind::Mark);
    assert!(waits_for_decision(&g), "no D6 for a Mark");
    g.move_to(6, 7);
    g.move_to(7, 7);
    assert_eq!(g.place_of(home(7)), on(sq(7, 7), Stance::Standing));
}

/// Of every Team Card the data holds, the Snotlings' Pump Wagon alone has a Move of "D6"
/// (002:L1053), and its players carry it into the match; his other positions do not.
#[test]
fn the_pump_wagon_is_the_team_cards_move_of_d6_002_l1053() {
    let data = blitz_data();
    let mut d6 = Vec::new();
    for team in data.teams() {
        let setup = blitz_team(data, &team.id).expect("a Team Card builds");
        for p in &setup.players {
            if p.blitz.as_ref().is_some_and(|b| b.move_d6) {
                d6.push(format!("{}/{}", team.id, p.position));
            }
        }
    }
    d6.dedup();
    assert_eq!(d6, vec!["snotling/Pump Wagon".to_string()]);
}

// ---------------------------------------------------------------------------------------------
// The Foul Action (002:L745-L767)

/// The D6 number the data's block die reads as this foul result.
fn foul_number(result: FoulResult) -> u8 {
    let reading = blitz_rules(&[AdvancedRule::Foul])
        .advanced
        .foul
        .expect("the Foul is on");
    (1u8..)
        .zip(reading)
        .find(|&(_, r)| r == result)
        .map(|(n, _)| n)
        .expect("the data reads some face as this result")
}

/// Home 7 Open at (10, 7), away 8 Prone next to him at (11, 7); away 7 far off.
fn foul_scene(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = blitz_game(&[AdvancedRule::Foul], change);
    g.only(&[(home(7), (10, 7)), (away(8), (11, 7)), (away(7), (20, 3))]);
    g.stance(away(8), Stance::Prone);
    g
}

/// Declares home 7's Foul on away 8 and returns the roll asked.
fn foul(g: &mut Game) -> rules::RollRequest {
    g.declare(home(7), ActionKind::Foul);
    assert!(
        g.decision_options()
            .contains(&Decision::Foul { target: away(8) }),
        "{:?}",
        g.decision_options()
    );
    g.decide(Decision::Foul { target: away(8) });
    g.roll_prompt()
}

/// The Foul rolls one Block Die whatever the fouler's Block Value and however many team-mates
/// are next to the target (Block Value 3 and an Assist would be 4 for a Block, 002:L550, L586);
/// the die arrives as a D6 read by the data's block die (002:L749, L1103).
#[test]
fn a_foul_rolls_a_single_block_die_002_l749() {
    let mut g = foul_scene(|s| blitz(card(s, Side::Home, 7)).block = 3);
    g.edit(rules::Edit::PlacePlayer {
        player: home(8),
        square: sq(12, 7),
        stance: Stance::Standing,
    });
    let roll = foul(&mut g);
    assert_eq!(roll.dice.as_ref(), &[DieKind::D6], "{}", roll.purpose);
    assert_eq!(roll.side, Side::Home);
    assert!(roll.purpose.contains("002:L749"), "{}", roll.purpose);
}

/// Got Them!: the target is Injured, to his Dugout as a Reserves player, with no Armour Check
/// (2016's Foul would ask an Armour roll); the fouler stays where he is, standing, and the
/// Action is over (002:L767).
#[test]
fn got_them_injures_the_target_and_leaves_the_fouler_002_l767() {
    let mut g = foul_scene(|_| {});
    foul(&mut g);
    g.d6(&[foul_number(FoulResult::GotThem)]);
    assert!(waits_for_decision(&g), "no Armour Check");
    assert_eq!(g.place_of(away(8)), Place::Reserves);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(g.m.state().action().is_none(), "the Foul Action is over");
}

/// Take That!: the target is Injured and the fouler Spotted too: both go to their Dugouts
/// (002:L763).
#[test]
fn take_that_injures_the_target_and_ejects_the_fouler_002_l763() {
    let mut g = foul_scene(|_| {});
    foul(&mut g);
    g.d6(&[foul_number(FoulResult::TakeThat)]);
    assert_eq!(g.place_of(away(8)), Place::Reserves);
    assert_eq!(g.place_of(home(7)), Place::Reserves);
}

/// Spotted!: the target is unaffected (still Prone where he lay); the fouler is ejected to his
/// Dugout, a Reserves player, and the ball he held Bounces from his square (002:L755, L558).
#[test]
fn spotted_ejects_the_fouler_and_leaves_the_target_002_l755() {
    let mut g = foul_scene(|_| {});
    g.ball(10, 7);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    foul(&mut g);
    g.d6(&[foul_number(FoulResult::Spotted)]);
    assert_eq!(g.place_of(away(8)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.place_of(home(7)), Place::Reserves);
    let bounce = g.roll_prompt();
    assert_eq!(bounce.dice.as_ref(), &[DieKind::D8], "{}", bounce.purpose);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 7)));
}

/// Slipped!: the target is unaffected and the fouler stays, but makes no more Actions this
/// turn (a Run refused), while a team-mate still may (002:L759).
#[test]
fn slipped_leaves_the_fouler_no_more_actions_002_l759() {
    let mut g = foul_scene(|_| {});
    g.edit(rules::Edit::PlacePlayer {
        player: home(6),
        square: sq(5, 3),
        stance: Stance::Standing,
    });
    foul(&mut g);
    g.d6(&[foul_number(FoulResult::Slipped)]);
    assert_eq!(g.place_of(away(8)), on(sq(11, 7), Stance::Prone));
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Standing));
    assert!(
        declarable(&g, home(7)).is_empty(),
        "{:?}",
        declarable(&g, home(7))
    );
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Move,
        },
    );
    assert!(why.contains("002:L570, L574, L759"), "{why}");
    assert!(declarable(&g, home(6)).contains(&ActionKind::Move));
}

/// Who may Foul: an Open player next to a Prone opponent (002:L749). A Marked player may not
/// (002:L464-L469), nor an Open one with no Prone opponent next to him; a standing opponent is
/// not a Foul's target.
#[test]
fn only_an_open_player_next_to_a_prone_opponent_fouls_002_l749() {
    let mut g = foul_scene(|_| {});
    assert!(declarable(&g, home(7)).contains(&ActionKind::Foul));

    // Marked by a standing opponent: no Foul.
    g.edit(rules::Edit::PlacePlayer {
        player: away(6),
        square: sq(9, 7),
        stance: Stance::Standing,
    });
    assert!(!declarable(&g, home(7)).contains(&ActionKind::Foul));
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Foul,
        },
    );
    assert!(why.contains("002:L464-L469"), "{why}");

    // Open, but the only opponent near him is standing two squares off: no Foul.
    let mut g = blitz_game(&[AdvancedRule::Foul], |_| {});
    g.only(&[(home(7), (10, 7)), (away(8), (13, 7))]);
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Foul,
        },
    );
    assert!(why.contains("002:L749"), "{why}");
}

/// Two players may each make a Foul Action in one turn (Blitz Bowl limits an Action per
/// player, not per team: 2016's one Foul a turn, 000:L1176, does not apply), but one player
/// not twice (002:L458).
#[test]
fn two_players_may_foul_in_one_turn_but_not_one_twice_002_l458() {
    let mut g = blitz_game(&[AdvancedRule::Foul], |_| {});
    g.only(&[
        (home(7), (10, 7)),
        (away(8), (11, 7)),
        (away(5), (9, 7)),
        (home(6), (10, 3)),
        (away(6), (11, 3)),
    ]);
    for id in [away(8), away(5), away(6)] {
        g.stance(id, Stance::Prone);
    }
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(8) });
    g.d6(&[foul_number(FoulResult::GotThem)]);
    // Still Open and next to a Prone opponent, but he has made his Foul Action.
    assert!(!declarable(&g, home(7)).contains(&ActionKind::Foul));
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Foul,
        },
    );
    assert!(why.contains("002:L458"), "{why}");
    assert!(declarable(&g, home(6)).contains(&ActionKind::Foul));
    g.declare(home(6), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(6) });
    g.d6(&[foul_number(FoulResult::Spotted)]);
    assert_eq!(g.place_of(home(6)), Place::Reserves);
}

/// Without the league's Foul the Action is refused with its reason, as before (002:L745).
#[test]
fn without_the_option_a_foul_is_refused_002_l745() {
    let mut g = blitz_game(&[], |_| {});
    g.only(&[(home(7), (10, 7)), (away(8), (11, 7))]);
    g.stance(away(8), Stance::Prone);
    assert!(!declarable(&g, home(7)).contains(&ActionKind::Foul));
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Foul,
        },
    );
    assert!(why.contains("002:L745-L767"), "{why}");
    assert!(why.contains("\"advanced\""), "{why}");
}

/// A script turns the advanced rules on with its setup line's `"advanced"` list (002:L741); an
/// unknown rule, or one without Blitz Bowl, is refused with what to write.
#[test]
fn a_script_turns_the_foul_on_by_its_advanced_list_002_l741() {
    let mut line = serde_json::json!({
        "home": {"quick_start": "blitz-bowl/dwarf"},
        "away": {"quick_start": "blitz-bowl/orc"},
        "ruleset": "blitz-bowl",
        "board": "one-trapdoor",
        "advanced": ["foul"]
    });
    let game = ScriptRuleset::take(&mut line).expect("the keys read");
    assert_eq!(game.advanced, vec![AdvancedRule::Foul]);
    let spec: rules::SetupSpec = serde_json::from_value(line).expect("the rest is a setup");
    let setup = spec.build(book()).expect("teams resolve");
    let m = game
        .start(setup, book())
        .expect("a Blitz Bowl match with the Foul");
    assert!(m.state().ruleset.advanced.foul.is_some());
    assert!(!m.state().ruleset.advanced.throw_team_mate);

    let mut wrong = serde_json::json!({"advanced": ["fouls"]});
    let Err(why) = ScriptRuleset::take(&mut wrong) else {
        panic!("an unknown advanced rule was taken");
    };
    assert!(why.0.contains("foul, throw-team-mate"), "{}", why.0);

    let no_blitz = ScriptRuleset {
        advanced: vec![AdvancedRule::Foul],
        ..ScriptRuleset::default()
    };
    let Err(why) = no_blitz.start(common::setup(), book()) else {
        panic!("an advanced rule without Blitz Bowl was taken");
    };
    assert!(why.0.contains("\"ruleset\": \"blitz-bowl\""), "{}", why.0);
}

// ---------------------------------------------------------------------------------------------
// Throw Team-mate (002:L769-L782)

/// A team built in the test, as no printed Team Card has a thrower of team-mates (digest §3.9):
/// home 7 is a "Troll" (Throw 3+, `throw_team_mate`), every other player a Lineman; Armour 4+
/// all round. Home 7 at (5, 7), home 8 next to him at (6, 7); away 7 far off at (20, 3).
fn ttm_scene(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = blitz_game(&[AdvancedRule::ThrowTeamMate], |s| {
        for team in [&mut s.home, &mut s.away] {
            for p in &mut team.players {
                p.position = "Lineman".into();
            }
        }
        let troll = card(s, Side::Home, 7);
        troll.position = "Troll".into();
        let line = blitz(troll);
        line.throw = Some(3);
        line.throw_team_mate = true;
        change(s);
    });
    g.only(&[(home(7), (5, 7)), (home(8), (6, 7)), (away(7), (20, 3))]);
    g
}

/// Declares home 7's Throw Action and throws home 8 to `target`: the Throw Check follows.
fn throw_mate(g: &mut Game, target: rules::Square) -> rules::RollRequest {
    g.declare(home(7), ActionKind::Pass);
    let d = Decision::ThrowTeamMate {
        player: home(8),
        target,
        range: None,
    };
    assert!(
        g.decision_options().contains(&d),
        "{:?}",
        g.decision_options()
    );
    g.decide(d);
    g.roll_prompt()
}

/// A success onto an empty square: the thrown player lands standing there and keeps the ball
/// he held; the Throw Check is the thrower's Throw Value, a D6 (002:L777, L778).
#[test]
fn a_thrown_team_mate_lands_standing_with_his_ball_002_l778() {
    let mut g = ttm_scene(|_| {});
    g.ball(6, 7);
    let roll = throw_mate(&mut g, sq(8, 7));
    assert_eq!(roll.dice.as_ref(), &[DieKind::D6], "{}", roll.purpose);
    assert_eq!(roll.needs, Some(3), "{}", roll.purpose);
    g.d6(&[3]);
    assert_eq!(g.place_of(home(8)), on(sq(8, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
    assert!(g.m.state().action().is_none(), "the Throw Action is over");
}

/// A failure (not a Fumble) onto an empty square: Prone there with no Armour Check, and his
/// ball Bounces from that square (002:L779).
#[test]
fn a_failed_throw_lands_prone_without_an_armour_check_002_l779() {
    let mut g = ttm_scene(|_| {});
    g.ball(6, 7);
    throw_mate(&mut g, sq(8, 7));
    g.d6(&[2]);
    assert_eq!(g.place_of(home(8)), on(sq(8, 7), Stance::Prone));
    let next = g.roll_prompt();
    assert_eq!(
        next.dice.as_ref(),
        &[DieKind::D8],
        "a Bounce, not an Armour Check: {}",
        next.purpose
    );
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 7)));
}

/// A Fumble (a natural 1): the thrown player is Injured wherever the target was, and his ball
/// Bounces from the thrower's square, not his own (002:L781).
#[test]
fn a_fumbled_throw_injures_the_thrown_player_002_l781() {
    let mut g = ttm_scene(|_| {});
    g.ball(6, 7);
    throw_mate(&mut g, sq(8, 7));
    g.d6(&[1]);
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(5, 7)));
    assert_eq!(g.roll_prompt().dice.as_ref(), &[DieKind::D8]);
}

/// Onto another player after a successful Throw Check: he is placed Prone and makes an
/// Armour Check with 1 off (a 4 against 4+ fails), and the thrown player is Injured
/// (002:L780).
#[test]
fn a_team_mate_thrown_onto_a_player_knocks_him_down_002_l780() {
    let mut g = ttm_scene(|_| {});
    g.edit(rules::Edit::PlacePlayer {
        player: away(6),
        square: sq(8, 8),
        stance: Stance::Standing,
    });
    throw_mate(&mut g, sq(8, 8));
    g.d6(&[5]);
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    assert_eq!(g.place_of(away(6)), on(sq(8, 8), Stance::Prone));
    let check = g.roll_prompt();
    assert_eq!(check.needs, Some(5), "4+ with 1 off: {}", check.purpose);
    assert_eq!(check.side, Side::Away);
    assert_eq!(check.modifiers.iter().map(|m| m.value).sum::<i8>(), -1);
    g.d6(&[4]);
    assert_eq!(g.place_of(away(6)), Place::Reserves, "4 - 1 misses 4+");
}

/// After a failed Throw Check onto a player, his Armour Check has no modifier: a 4 holds
/// against 4+ (002:L780).
#[test]
fn a_failed_throw_onto_a_player_gives_an_unmodified_armour_check_002_l780() {
    let mut g = ttm_scene(|_| {});
    g.edit(rules::Edit::PlacePlayer {
        player: away(6),
        square: sq(8, 8),
        stance: Stance::Standing,
    });
    throw_mate(&mut g, sq(8, 8));
    g.d6(&[2]);
    assert_eq!(g.place_of(home(8)), Place::Reserves);
    g.d6(&[4]);
    assert_eq!(g.place_of(away(6)), on(sq(8, 8), Stance::Prone));
}

/// Onto a loose ball: it Bounces from the target square (002:L782).
#[test]
fn a_team_mate_thrown_onto_a_ball_makes_it_bounce_002_l782() {
    let mut g = ttm_scene(|_| {});
    g.ball(8, 7);
    throw_mate(&mut g, sq(8, 7));
    g.d6(&[4]);
    assert_eq!(g.place_of(home(8)), on(sq(8, 7), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 7)));
    assert_eq!(g.roll_prompt().dice.as_ref(), &[DieKind::D8]);
}

/// Who throws whom: only a position the data marks (not any Open player); not a team-mate of
/// his own position; not while holding a ball; not while Marked (002:L773-L776). Without the
/// league's rule, none at all (002:L769).
#[test]
fn only_a_marked_position_throws_another_position_002_l773_l776() {
    // Home 8 is no thrower: holding no ball, he may not even declare the Throw Action that
    // would throw home 7 (002:L512, L773).
    let mut g = ttm_scene(|_| {});
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(8),
            action: ActionKind::Pass,
        },
    );
    assert!(why.contains("002:L512"), "{why}");

    // Home 8 a Troll too: an Ogre cannot throw an Ogre.
    let mut g = ttm_scene(|s| card(s, Side::Home, 8).position = "Troll".into());
    g.declare(home(7), ActionKind::Pass);
    let why = refused(
        &mut g,
        Decision::ThrowTeamMate {
            player: home(8),
            target: sq(8, 7),
            range: None,
        },
    );
    assert!(why.contains("002:L776"), "{why}");

    // Holding a ball.
    let mut g = ttm_scene(|_| {});
    g.ball(5, 7);
    g.declare(home(7), ActionKind::Pass);
    let why = refused(
        &mut g,
        Decision::ThrowTeamMate {
            player: home(8),
            target: sq(8, 7),
            range: None,
        },
    );
    assert!(why.contains("002:L775"), "{why}");

    // Without the advanced rule.
    let mut g = blitz_game(&[], |s| {
        blitz(card(s, Side::Home, 7)).throw_team_mate = true
    });
    g.only(&[(home(7), (5, 7)), (home(8), (6, 7)), (away(7), (20, 3))]);
    // Holding no ball, his Throw Action could only be the Throw Team-mate: refused as he
    // declares it (002:L512, L769).
    let why = refused(
        &mut g,
        Decision::Declare {
            player: home(7),
            action: ActionKind::Pass,
        },
    );
    assert!(why.contains("002:L512, L769"), "{why}");
}

/// A Marked team-mate may be thrown (Open or Marked, 002:L776): away 6 next to home 8 Marks
/// him, and the throw is still offered.
#[test]
fn a_marked_team_mate_may_be_thrown_002_l776() {
    let mut g = ttm_scene(|_| {});
    g.edit(rules::Edit::PlacePlayer {
        player: away(6),
        square: sq(7, 8),
        stance: Stance::Standing,
    });
    // (7, 8) is two squares from home 7 at (5, 7): he stays Open.
    throw_mate(&mut g, sq(8, 5));
    g.d6(&[6]);
    assert_eq!(g.place_of(home(8)), on(sq(8, 5), Stance::Standing));
}

/// The Throw Check takes the Throw's −1 for a Long Throw (the digest's reading, §3.9): six
/// squares off is past the ruler's Short 4, so 3+ needs a 4 (002:L520, L777).
#[test]
fn a_long_throw_team_mate_takes_one_off_002_l520_l777() {
    let mut g = ttm_scene(|_| {});
    let roll = throw_mate(&mut g, sq(11, 7));
    assert_eq!(roll.needs, Some(4), "{}", roll.purpose);
    g.d6(&[3]);
    assert_eq!(g.place_of(home(8)), on(sq(11, 7), Stance::Prone));
}
