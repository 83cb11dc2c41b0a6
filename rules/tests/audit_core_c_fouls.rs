//! Audit of the 2016 core rules on fouls and the referee (core digest §11; 000:L1174-L1190,
//! 001:L696-L708, Bribes 000:L999): assists on a foul, the Armour roll's modifiers, doubles
//! and the sending-off, the ball of a player sent off, the Bribe and the turnover it saves.
//! Home: Human quick-start (#7-#11 Linemen ST 3 AV 8); away: Orc quick-start (#7-#11 Linemen
//! AV 9). Each scenario from the rule's text, dice chosen so the nearest wrong reading fails.

use crate::common;

use common::*;
use rules::{ActionKind, Ball, Decision, Die, EventKind, Input, Place, Prompt, Side, Stance};

/// The Armour roll's total modifier on a foul.
fn foul_modifier(g: &Game) -> i8 {
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Armour");
    roll.modifiers.iter().map(|m| m.value).sum()
}

/// Home #7 on (9,7) fouls the Prone away #7 on (10,7), `others` placed too (standing, or
/// Prone when listed in `prone`): the modifier the Armour roll is asked with.
fn foul_with(others: &[(rules::PlayerId, (i32, i32))], prone: &[rules::PlayerId]) -> Game {
    let mut g = Game::new();
    let mut all = vec![(home(7), (9, 7)), (away(7), (10, 7))];
    all.extend_from_slice(others);
    g.only(&all);
    g.stance(away(7), Stance::Prone);
    for &id in prone {
        g.stance(id, Stance::Prone);
    }
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    g
}

fn sent_off(events: &[rules::Event], who: rules::PlayerId) -> bool {
    events
        .iter()
        .any(|e| e.kind == EventKind::SentOff { player: who })
}

// --- Assists (000:L1182-L1184) ---

/// A team-mate next to the victim assists the fouler (+1), unless an opposing standing player
/// has him in a tackle zone (000:L1184): home #8 on (11,7) assists; home #9 on (11,8) is
/// marked by away #8 on (12,9) and does not.
#[test]
fn a_fouls_helper_in_an_opposing_tackle_zone_does_not_assist_000_l1184() {
    let g = foul_with(
        &[(home(8), (11, 7)), (home(9), (11, 8)), (away(8), (12, 9))],
        &[],
    );
    assert_eq!(foul_modifier(&g), 1);
}

/// The victim's team-mates next to the fouler give -1 each (000:L1182): away #8 on (8,6) is
/// marked by the fouler only, and counts; away #9 on (8,8) is also next to home #8 on (7,9),
/// and does not.
#[test]
fn a_defensive_assist_on_a_foul_is_minus_one_unless_marked_by_another_000_l1182_l1184() {
    let g = foul_with(
        &[(away(8), (8, 6)), (away(9), (8, 8)), (home(8), (7, 9))],
        &[],
    );
    assert_eq!(foul_modifier(&g), -1);
}

/// A helper must be standing (000:L1184): a Prone home #8 next to the victim gives nothing,
/// nor a Prone Orc next to the fouler.
#[test]
fn a_prone_player_gives_no_foul_assist_000_l1184() {
    let g = foul_with(
        &[(home(8), (11, 7)), (away(8), (8, 6))],
        &[home(8), away(8)],
    );
    let roll = g.roll_prompt();
    assert_eq!(roll.roll, "Armour");
    assert!(roll.modifiers.is_empty(), "{:?}", roll.modifiers);
}

/// The modifiers decide the break: AV 9, roll 4 + 5 = 9 with one assist for is 10, broken
/// (000:L1182, L1186).
#[test]
fn a_foul_assist_breaks_armour_that_would_hold_000_l1182_l1186() {
    let mut g = foul_with(&[(home(8), (11, 7))], &[]);
    let events = g.d6(&[4, 5]);
    assert_eq!(g.roll_prompt().roll, "Injury", "{}", text(&events));
}

/// One defensive assist makes a roll of 4 + 6 = 10 only 9 against AV 9: held, and no double,
/// so the fouler stays and the turn goes on (000:L1182, L1188).
#[test]
fn a_defensive_assist_holds_armour_that_would_break_000_l1182() {
    let mut g = foul_with(&[(away(8), (8, 6))], &[]);
    let events = g.d6(&[4, 6]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(ref r) if r.roll == "Injury"),
        "{}",
        text(&events)
    );
    assert!(!sent_off(&events, home(7)));
    assert_eq!(g.turn_side(), Some(Side::Home));
}

// --- The referee (000:L1188-L1190) ---

/// A fouler sent off holding the ball: it bounces from the square he stood in, and it is a
/// turnover (000:L1188-L1190).
#[test]
fn a_sent_off_carrier_s_ball_bounces_from_his_square_000_l1190() {
    let mut g = Game::new();
    g.only(&[(home(7), (9, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Prone);
    g.ball(9, 7);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    let events = g.d6(&[2, 2]);
    assert!(sent_off(&events, home(7)), "{}", text(&events));
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(2)]); // up, to (9,6)
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(9, 6)));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A fouler may move first, then foul (000:L1178): he walks three squares to the victim and
/// fouls; a double sends him off from the square he reached.
#[test]
fn a_fouler_moves_then_fouls_and_a_double_on_the_injury_roll_sends_him_off_000_l1178_l1188() {
    let mut g = Game::new();
    g.only(&[(home(7), (6, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    for x in 7..=9 {
        g.move_to(x, 7);
    }
    g.decide(Decision::Foul { target: away(7) });
    g.d6(&[5, 6]); // 11 beats AV 9
    assert_eq!(g.roll_prompt().roll, "Injury");
    let events = g.d6(&[4, 4]); // 8: KO'd, and a double
    assert_eq!(g.place_of(away(7)), Place::KnockedOut);
    assert!(sent_off(&events, home(7)), "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A foul's Armour roll is never re-rolled by the team (000:L758): no re-roll is offered on a
/// held foul even with re-rolls left.
#[test]
fn a_foul_armour_roll_is_not_team_rerolled_000_l758() {
    let mut g = foul_with(&[], &[]);
    g.d6(&[1, 3]);
    assert!(
        !matches!(g.m.prompt(), Prompt::Decision(ref d) if d.kind == rules::DecisionKind::Reroll),
        "{:#?}",
        g.m.prompt()
    );
}

/// A Stunned victim may be fouled too (000:L1178), and the sent-off player may not come back
/// in a later drive (000:L1190): at the next set-up he is still in the dungeon.
#[test]
fn a_stunned_player_may_be_fouled_000_l1178() {
    let mut g = Game::new();
    g.only(&[(home(7), (9, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Stunned);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// A wasted Bribe (a 1) lets the call stand: the fouler is sent off and his team suffers the
/// turnover (000:L999, L1188).
#[test]
fn a_wasted_bribe_on_a_1_sends_the_fouler_off_with_a_turnover_000_l999_l1188() {
    let mut g = Game::set_up(book(), |_| {});
    // Get the Ref at the kick-off: a Bribe each.
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[1, 1]);
    g.dice(&[Die::D8(7)]);
    g.only(&[(home(7), (9, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    g.d6(&[3, 3]);
    g.decide(Decision::Bribe { bribe: true });
    let events = g.d6(&[1]);
    assert!(sent_off(&events, home(7)), "{}", text(&events));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// One Foul Action a turn (000:L1176), and it is refused against a standing player even after
/// the fouler moved next to him.
#[test]
fn a_second_foul_in_a_turn_is_refused_000_l1176() {
    let mut g = foul_with(&[(home(8), (3, 3))], &[]);
    g.d6(&[1, 2]);
    let e = g
        .try_apply(Input::Decide(Decision::Declare {
            player: home(8),
            action: ActionKind::Foul,
        }))
        .expect_err("one Foul per turn");
    assert!(e.to_string().contains("000:L1176"), "{e}");
}

/// The Apothecary is used "immediately after" the Casualty (001:L523): a foul's Injury roll of
/// 5 + 5 is a Casualty and a double; the victim's coach is asked about his Apothecary before
/// the fouler's coach about a Bribe.
#[test]
fn the_apothecary_comes_before_the_bribe_on_a_fouls_double_casualty_001_l523_000_l1188() {
    let mut g = Game::set_up(book(), |s| s.away.apothecaries = 1);
    // Get the Ref at the kick-off: a Bribe each.
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[1, 1]);
    g.dice(&[Die::D8(7)]);
    g.only(&[(home(7), (9, 7)), (away(7), (10, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(7) });
    g.d6(&[4, 6]); // 10 beats AV 9
    g.d6(&[5, 5]); // 10: a Casualty, and a double
    assert_eq!(
        g.prompt_kind(),
        Some(rules::DecisionKind::Apothecary),
        "{:#?}",
        g.m.prompt()
    );
    g.decide(Decision::Apothecary { use_it: true });
    g.d6(&[4]);
    assert_eq!(g.place_of(away(7)), Place::Reserves);
    assert_eq!(
        g.decider(),
        Side::Home,
        "then the Bribe: {:#?}",
        g.m.prompt()
    );
    g.decide(Decision::Bribe { bribe: false });
    assert_eq!(g.place_of(home(7)), Place::SentOff);
    assert_eq!(g.turn_side(), Some(Side::Away));
}
