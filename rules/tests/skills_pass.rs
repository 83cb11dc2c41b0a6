//! Skills that change picking up, passing, catching and intercepting: Big Hand, Extra Arms,
//! Very Long Legs, Disturbing Presence (skill list 004:L9780-L10782). Each target is worked
//! out from the rule's text; the die is the one the nearest wrong reading would rule the other
//! way. Home #5 is the Human Thrower (AG3, Pass), #7 a Human Lineman (AG3); away #7-#9 Orc
//! Linemen (AG3).

use crate::common;

use common::*;
use rules::{
    ActionKind, Ball, Decision, Edit, MatchSetup, PlayerId, Reroll, Side, Stance, Weather,
};

fn ag(setup: &mut MatchSetup, side: Side, number: u8, ag: u8) {
    let team = match side {
        Side::Home => &mut setup.home,
        Side::Away => &mut setup.away,
    };
    if let Some(p) = team.players.iter_mut().find(|p| p.number == number) {
        p.ag = ag;
    }
}

/// Home #7 on (10,7) steps onto the ball on (10,8).
fn pick_up(mut g: Game, others: &[(PlayerId, (i32, i32))]) -> Game {
    let mut all = vec![(home(7), (10, 7))];
    all.extend_from_slice(others);
    g.only(&all);
    g.ball(10, 8);
    g.declare(home(7), ActionKind::Move);
    g.move_to(10, 8);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g
}

#[test]
fn big_hand_ignores_tackle_zones_and_pouring_rain_on_a_pick_up_004_l9843() {
    // Two Orcs mark (10,8) and it pours: AG3 4+, +1 = 3+ with Big Hand (6+ without).
    let mut g = Game::with(|s| give(s, Side::Home, 7, "big-hand"));
    g.edit(Edit::SetWeather {
        weather: Weather::PouringRain,
    });
    let mut g = pick_up(g, &[(away(7), (11, 9)), (away(8), (9, 9))]);
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

#[test]
fn extra_arms_adds_one_to_a_pick_up_004_l10161() {
    // AG3 4+, +1 picking up, +1 Extra Arms: 2+ (3+ without).
    let g = Game::with(|s| give(s, Side::Home, 7, "extra-arms"));
    let mut g = pick_up(g, &[]);
    assert_eq!(g.roll_prompt().needs, Some(2));
    g.d6(&[2]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

/// Home #5 on (5,7) with the ball throws a Quick Pass to home #7 on (8,7), these others on
/// the pitch.
fn quick_pass(g: Game, others: &[(PlayerId, (i32, i32))]) -> Game {
    quick_pass_with(g, others, &[])
}

/// As [`quick_pass`], with `prone` put Prone first.
fn quick_pass_with(mut g: Game, others: &[(PlayerId, (i32, i32))], prone: &[PlayerId]) -> Game {
    let mut all = vec![(home(5), (5, 7)), (home(7), (8, 7))];
    all.extend_from_slice(others);
    g.only(&all);
    for id in prone {
        g.stance(*id, Stance::Prone);
    }
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g
}

#[test]
fn extra_arms_adds_one_to_a_catch_004_l10161() {
    // Accurate: AG3 4+, +1 accurate pass, +1 Extra Arms: 2+ (3+ without).
    let mut g = quick_pass(Game::with(|s| give(s, Side::Home, 7, "extra-arms")), &[]);
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(2)));
    g.d6(&[2]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

#[test]
fn disturbing_presence_takes_one_from_a_pass_even_when_prone_004_l10109() {
    // A Prone Orc with Disturbing Presence 3 squares from the thrower: Quick 3+ becomes 4+.
    let mut g = quick_pass_with(
        Game::with(|s| give(s, Side::Away, 9, "disturbing-presence")),
        &[(away(9), (5, 10))],
        &[away(9)],
    );
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pass", Some(4)));
    g.d6(&[3]);
    let events = g.decide(Decision::Reroll(Reroll::Keep));
    assert!(text(&events).contains("inaccurate"), "{}", text(&events));
}

#[test]
fn disturbing_presence_four_squares_away_does_not_count_004_l10110() {
    // Four squares from the thrower: no -1, Quick 3+.
    let mut g = quick_pass(
        Game::with(|s| give(s, Side::Away, 9, "disturbing-presence")),
        &[(away(9), (5, 11))],
    );
    assert_eq!(g.roll_prompt().needs, Some(3));
    g.d6(&[3]);
    assert_eq!(g.roll_prompt().roll, "Catch", "the pass is accurate");
}

#[test]
fn disturbing_presence_takes_one_from_a_catch_004_l10109() {
    // The Orc on (11,7) is 3 squares from the catcher (6 from the thrower, and not between):
    // AG3 4+, +1 accurate, -1: 4+ (3+ without).
    let mut g = quick_pass(
        Game::with(|s| give(s, Side::Away, 9, "disturbing-presence")),
        &[(away(9), (11, 7))],
    );
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(4)));
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_ne!(g.m.state().ball, Ball::Held(home(7)));
}

#[test]
fn extra_arms_adds_one_to_an_interception_004_l10161() {
    // AG3 4+, -2, +1 Extra Arms: 5+ (6+ without).
    let mut g = interception(|s| give(s, Side::Away, 7, "extra-arms"));
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
}

#[test]
fn very_long_legs_adds_one_to_an_interception_004_l10761() {
    // AG3 4+, -2, +1 Very Long Legs: 5+ (6+ without).
    let mut g = interception(|s| give(s, Side::Away, 7, "very-long-legs"));
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[5]);
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
}

#[test]
fn disturbing_presence_takes_one_from_an_interception_004_l10109() {
    // An AG5 interceptor 2 squares from home #3's Disturbing Presence: 2+, -2, -1: 5+ (4+
    // without).
    let mut g = interception(|s| {
        ag(s, Side::Away, 7, 5);
        give(s, Side::Home, 3, "disturbing-presence");
    });
    assert_eq!(g.roll_prompt().needs, Some(5));
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().roll, "Pass", "missed: the pass goes on");
}

#[test]
fn diving_catch_adds_one_to_catching_an_accurate_pass_004_l10116() {
    // AG3 4+, +1 accurate pass, +1 Diving Catch: 2+ (3+ without).
    let mut g = quick_pass(Game::with(|s| give(s, Side::Home, 7, "diving-catch")), &[]);
    g.d6(&[6]);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(2)));
    g.d6(&[2]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
}

#[test]
fn diving_catch_adds_nothing_to_a_hand_off_004_l10116() {
    // A hand-off is no pass: AG3 4+, +1 hand-off: 3+ (2+ if Diving Catch counted).
    let mut g = Game::with(|s| give(s, Side::Home, 7, "diving-catch"));
    g.only(&[(home(5), (5, 7)), (home(7), (6, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::HandOff);
    g.decide(Decision::HandOff { target: home(7) });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(3)));
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_ne!(g.m.state().ball, Ball::Held(home(7)));
}

#[test]
fn diving_catch_takes_a_pass_coming_down_on_an_empty_square_next_to_him_004_l10118_001_l377() {
    // The accurate pass comes down on the empty (8,7); home #7 on (9,7) dives for it from
    // his square, as if it had come down on him (001:L794): AG3 4+, +1 for catching an
    // accurate pass (001:L377), and not Diving Catch's own +1, which is for a pass to his
    // square: 3+ (4+ without the accurate pass's +1, 2+ with both).
    let mut g = Game::with(|s| give(s, Side::Home, 7, "diving-catch"));
    g.only(&[(home(5), (5, 7)), (home(7), (9, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]);
    // His coach is asked whether he dives (004:L10117 "can attempt").
    g.decide(Decision::UseSkill {
        skill: rules::Skill::DivingCatch,
        use_it: true,
    });
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Catch", Some(3)));
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(home(7)));
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert_eq!(g.turnover(), None, "his own team holds the ball");
}

#[test]
fn a_failed_diving_catch_bounces_from_the_divers_square_004_l10121() {
    let mut g = Game::with(|s| give(s, Side::Home, 7, "diving-catch"));
    g.only(&[(home(5), (5, 7)), (home(7), (9, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]);
    g.decide(Decision::UseSkill {
        skill: rules::Skill::DivingCatch,
        use_it: true,
    });
    // 3+ (AG3, +1 for the accurate pass): a 2 fails.
    g.d6(&[2]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Bounce");
    // D8 5 is +x: from his square (9,7) to (10,7); from (8,7) it would be (9,7), his own.
    g.dice(&[rules::Die::D8(5)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(10, 7)));
}

#[test]
fn two_diving_catchers_get_in_each_others_way_004_l10122() {
    // Home #7 on (9,7) and away #8 on (8,8) both have Diving Catch next to (8,7): neither
    // dives, and the ball bounces from (8,7).
    let mut g = Game::with(|s| {
        give(s, Side::Home, 7, "diving-catch");
        give(s, Side::Away, 8, "diving-catch");
    });
    g.only(&[(home(5), (5, 7)), (home(7), (9, 7)), (away(8), (8, 8))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(8, 7),
        range: None,
    });
    g.d6(&[6]);
    // Both coaches are asked (the moving team's first); both dive.
    for _ in 0..2 {
        g.decide(Decision::UseSkill {
            skill: rules::Skill::DivingCatch,
            use_it: true,
        });
    }
    assert_eq!(g.roll_prompt().roll, "Bounce");
}

/// Home #5 (AG3) with Safe Throw on (5,7), marked by away #8 on (4,7), passes to home #3 on
/// (9,7); away #7 on (7,7) intercepts with a 6.
fn safe_thrower_intercepted(interceptor_skill: Option<&str>) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 5, "safe-throw");
        if let Some(skill) = interceptor_skill {
            give(s, Side::Away, 7, skill);
        }
    });
    g.only(&[
        (home(5), (5, 7)),
        (home(3), (9, 7)),
        (away(7), (7, 7)),
        (away(8), (4, 7)),
    ]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(9, 7),
        range: None,
    });
    g.decide(Decision::Intercept {
        player: Some(away(7)),
    });
    g.d6(&[6]);
    g
}

#[test]
fn safe_throw_cancels_an_interception_on_an_unmodified_agility_roll_004_l10521() {
    // AG3: 4+ with no modifier (the Tackle Zone on him would make it 5+): a 4 cancels it.
    let mut g = safe_thrower_intercepted(None);
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Safe Throw", Some(4)));
    assert_eq!(roll.player, Some(home(5)));
    g.d6(&[4]);
    assert_eq!(g.roll_prompt().roll, "Pass", "the pass goes on");
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
    assert_eq!(g.turnover(), None);
}

#[test]
fn a_failed_safe_throw_leaves_the_interception_standing_004_l10521() {
    let mut g = safe_thrower_intercepted(None);
    g.d6(&[3]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert_eq!(g.turn_side(), Some(Side::Away), "a turnover");
}

#[test]
fn safe_throw_does_not_work_against_very_long_legs_004_l10763() {
    let g = safe_thrower_intercepted(Some("very-long-legs"));
    assert_eq!(g.m.state().ball, Ball::Held(away(7)));
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "intercepted, no Safe Throw roll: a turnover"
    );
}

/// Home #5 with Safe Throw throws a Long Bomb from (5,7) to (18,7): AG3 4+, -2.
fn safe_long_bomb(natural: u8) -> Game {
    let mut g = Game::with(|s| give(s, Side::Home, 5, "safe-throw"));
    g.only(&[(home(5), (5, 7))]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g.decide(Decision::Pass {
        target: sq(18, 7),
        range: None,
    });
    g.d6(&[natural]);
    g.decide(Decision::Reroll(Reroll::Keep));
    g
}

#[test]
fn safe_throw_keeps_the_ball_on_a_fumble_that_is_not_a_natural_1_004_l10524() {
    // 3 - 2 = 1: a fumble on the total; he keeps the ball and the turn goes on.
    let g = safe_long_bomb(3);
    assert_eq!(g.m.state().ball, Ball::Held(home(5)));
    assert_eq!(g.turnover(), None);
    assert!(g.m.state().action().is_none(), "the Pass Action is over");
}

#[test]
fn safe_throw_still_fumbles_on_a_natural_1_004_l10524() {
    let g = safe_long_bomb(1);
    assert!(g.turnover().is_some_and(|t| t.contains("fumbled")));
}

/// Home #5 (Thrower: Pass) with Hail Mary Pass holds the ball on (5,7), marked by away #8 on
/// (4,7) and #9 on (4,6) (with Disturbing Presence); away #7 stands between him and (20,7).
fn hail_mary_game(weather: Weather) -> Game {
    let mut g = Game::with(|s| {
        give(s, Side::Home, 5, "hail-mary-pass");
        give(s, Side::Away, 9, "disturbing-presence");
    });
    g.edit(Edit::SetWeather { weather });
    g.only(&[
        (home(5), (5, 7)),
        (away(7), (10, 7)),
        (away(8), (4, 7)),
        (away(9), (4, 6)),
    ]);
    g.ball(5, 7);
    g.declare(home(5), ActionKind::Pass);
    g
}

#[test]
fn a_hail_mary_pass_goes_on_2_whatever_the_tackle_zones_and_is_never_intercepted_004_l10229() {
    // Two Tackle Zones and a Disturbing Presence would make 5+ of it; nothing modifies it,
    // and (20,7) is beyond the ruler. A 2 throws, and no one is asked to intercept.
    let mut g = hail_mary_game(Weather::Nice);
    g.decide(Decision::HailMary { target: sq(20, 7) });
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.needs),
        ("Hail Mary Pass", Some(2))
    );
    assert!(roll.modifiers.is_empty());
    g.d6(&[2]);
    let scatter = g.roll_prompt();
    assert_eq!(
        scatter.roll, "Pass scatter",
        "never accurate: three scatters"
    );
    assert_eq!(scatter.dice.len(), 3);
}

#[test]
fn a_hail_mary_pass_fumbles_on_a_1_004_l10229() {
    let mut g = hail_mary_game(Weather::Nice);
    g.decide(Decision::HailMary { target: sq(20, 7) });
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Skill(rules::RerollSkill::Pass))),
        "the Pass skill may re-roll it (004:L11384-L11387)"
    );
    g.decide(Decision::Reroll(Reroll::Keep));
    assert!(g.turnover().is_some_and(|t| t.contains("fumbled")));
}

#[test]
fn no_hail_mary_pass_in_a_blizzard_004_l10234() {
    let mut g = hail_mary_game(Weather::Blizzard);
    assert!(
        !g.decision_options()
            .iter()
            .any(|d| matches!(d, Decision::HailMary { .. }))
    );
    let refused = g
        .try_apply(rules::Input::Decide(Decision::HailMary {
            target: sq(8, 7),
        }))
        .expect_err("Blizzard");
    assert!(refused.to_string().contains("Blizzard"), "{refused}");
}

/// Home #7 on (10,7) declares a block on away #5 (Orc Thrower: Pass, Sure Hands; with
/// Dump-Off) on (11,7), who holds the ball; away #8 stands on (13,7).
fn dump_off_game() -> Game {
    let mut g = Game::with(|s| give(s, Side::Away, 5, "dump-off"));
    g.only(&[(home(7), (10, 7)), (away(5), (11, 7)), (away(8), (13, 7))]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    assert_eq!(g.decider(), Side::Away, "the blocked player's coach");
    let options = g.decision_options();
    assert!(options.contains(&Decision::DumpOff {
        target: Some(sq(13, 7))
    }));
    assert!(
        !options.contains(&Decision::DumpOff {
            target: Some(sq(18, 7))
        }),
        "a Quick Pass only"
    );
    assert!(options.contains(&Decision::DumpOff { target: None }));
    g.decide(Decision::DumpOff {
        target: Some(sq(13, 7)),
    });
    g
}

#[test]
fn dump_off_throws_a_quick_pass_before_the_block_004_l10149() {
    // AG3 4+, +1 Quick, -1 home #7's Tackle Zone: 4+. Caught on 3+ (+1 accurate).
    let mut g = dump_off_game();
    let roll = g.roll_prompt();
    assert_eq!((roll.roll.as_ref(), roll.needs), ("Pass", Some(4)));
    g.d6(&[4]);
    g.d6(&[3]);
    assert_eq!(g.m.state().ball, Ball::Held(away(8)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None, "no turnover for either team");
    assert_eq!(g.roll_prompt().roll, "Block", "then the block goes on");
}

#[test]
fn a_fumbled_dump_off_ends_neither_teams_turn_004_l10151() {
    let mut g = dump_off_game();
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    // The ball bounces from (11,7): D8 2 is -y, to the empty (11,6), where it stays.
    g.dice(&[rules::Die::D8(2)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(11, 6)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.roll_prompt().roll, "Block");
}

#[test]
fn a_dump_off_intercepted_by_the_blocking_team_is_no_turnover_004_l10151() {
    // Home #8 on (12,7) stands between: the home coach (the moving team's) picks him, a 6
    // catches it; home keeps its turn and the block goes on.
    let mut g = Game::with(|s| give(s, Side::Away, 5, "dump-off"));
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (12, 8)),
        (away(5), (11, 7)),
        (away(8), (14, 9)),
    ]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    g.decide(Decision::DumpOff {
        target: Some(sq(13, 9)),
    });
    assert_eq!(g.decider(), Side::Home, "the thrower's opponents intercept");
    g.decide(Decision::Intercept {
        player: Some(home(8)),
    });
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
    assert_eq!(g.roll_prompt().roll, "Block");
}

/// The blocking team intercepts the Dump-Off in its own turn: the interception roll is one of
/// its own player's rolls in its own turn, so the turn's team re-roll may re-roll it (000:L758;
/// only Scatter, Armour, Injury and Casualty rolls are barred). A 1 is re-rolled to a 6: he
/// has the ball.
#[test]
fn the_blocking_team_may_team_reroll_its_interception_of_a_dump_off_000_l758() {
    let mut g = Game::with(|s| give(s, Side::Away, 5, "dump-off"));
    g.only(&[
        (home(7), (10, 7)),
        (home(8), (12, 8)),
        (away(5), (11, 7)),
        (away(8), (14, 9)),
    ]);
    g.ball(11, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    g.decide(Decision::DumpOff {
        target: Some(sq(13, 9)),
    });
    g.decide(Decision::Intercept {
        player: Some(home(8)),
    });
    g.d6(&[1]);
    assert!(
        g.decision_options()
            .contains(&Decision::Reroll(Reroll::Team)),
        "{:#?}",
        g.m.prompt()
    );
    g.decide(Decision::Reroll(Reroll::Team));
    g.d6(&[6]);
    assert_eq!(g.m.state().ball, Ball::Held(home(8)));
}

/// Away #5 dumps the ball off from (3,7) to away #8 standing in the End Zone his team scores
/// in, (0,7), in the home team's turn: holding it there "at any point" during the opponent's
/// turn he scores at once (000:L808-L810), so the drive ends before home #7's block is
/// thrown: no Block dice are asked, and the away Turn marker moves on.
#[test]
fn a_dump_off_caught_in_the_end_zone_scores_at_once_and_no_block_follows_000_l808() {
    let mut g = Game::with(|s| give(s, Side::Away, 5, "dump-off"));
    g.only(&[(home(7), (4, 7)), (away(5), (3, 7)), (away(8), (0, 7))]);
    g.ball(3, 7);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(5) });
    g.decide(Decision::DumpOff {
        target: Some(sq(0, 7)),
    });
    g.d6(&[5]);
    let events = g.d6(&[5]);
    assert!(
        events
            .iter()
            .any(|e| e.kind == rules::EventKind::Touchdown { player: away(8) }),
        "{}",
        text(&events)
    );
    assert!(
        !matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Block"),
        "no block after the touchdown"
    );
}
