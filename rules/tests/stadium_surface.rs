//! The Unusual Playing Surface table in play (004:L3585-L3629; cards 004:L7324-L7450): each
//! attribute on the step it changes, and, where it changes a roll, the same dice without it.
//! Home is the Human quick-start (#5 Thrower, #7 Lineman: MA6 AG3 AV8), away the Orc
//! quick-start (#3 Black Orc Blocker MA4 AV9, #7 Lineman AV9).

use crate::common;

use common::*;
use rules::{ActionKind, Ball, BlockFace, Decision, Die, Input, Place, Reroll, Side, Stance};

/// The setup change that plays the match on `attribute` of the Unusual Playing Surface.
fn surface(attribute: &str) -> impl FnOnce(&mut rules::MatchSetup) {
    let attribute = attribute.to_string();
    move |s| {
        s.league = Some(rules::LeagueSetup {
            stadium: Some(rules::Stadium {
                kind: "Unusual Playing Surface".into(),
                attribute: Some(attribute),
            }),
            ..rules::LeagueSetup::default()
        });
    }
}

/// Home's first turn on `attribute` (`None`: no stadium): the kick comes down on (3,2) and
/// bounces down (D8 7) as often as the surface asks; the referee then takes the ball off.
fn playing_on(attribute: Option<&str>) -> Game {
    kicked_off(match attribute {
        Some(a) => Game::set_up(book(), surface(a)),
        None => Game::set_up(book(), |_| {}),
    })
}

/// The kick-off of `playing_on`, for a game set up with more changes.
fn kicked_off(mut g: Game) -> Game {
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    while matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.roll == "Bounce") {
        g.dice(&[Die::D8(7)]);
    }
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.edit(rules::Edit::RemoveBall);
    g
}

fn moved(g: &mut Game, x: i32, y: i32) -> Result<Vec<rules::Event>, rules::Rejection> {
    g.try_apply(Input::Decide(Decision::Move { to: sq(x, y) }))
}

fn next_roll(g: &Game) -> String {
    match g.m.prompt() {
        rules::Prompt::Roll(r) => r.roll.to_string(),
        other => format!("{other:?}"),
    }
}

/// Home #7 runs from (2,7) along row 7 to (8,7), his six squares, then Goes For It into
/// (9,7) and rolls a 1, keeping it.
fn failed_go_for_it(g: &mut Game) {
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
}

// Astrogranite (004:L3625-L3629).

/// A failed Go For It on Astrogranite: D6 4 and he stays standing on (9,7), no turnover, but
/// his next Go For It is refused. On any other ground the 1 knocks him down, a turnover.
#[test]
fn astrogranite_saves_a_failed_go_for_it_on_4_and_bars_the_next_004_l3625() {
    let mut g = playing_on(None);
    failed_go_for_it(&mut g);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert!(g.turnover().is_some());

    let mut g = playing_on(Some("Astrogranite"));
    failed_go_for_it(&mut g);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.side),
        ("Astrogranite", Side::Home)
    );
    assert!(roll.rerolls.is_empty(), "no re-roll on it");
    g.d6(&[4]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Standing));
    assert!(g.turnover().is_none(), "no turnover");
    assert!(
        moved(&mut g, 10, 7).is_err(),
        "no more Go For It this Action"
    );
}

/// 1-3 and he falls as for the failed Go For It: Knocked Down, a turnover, and his Armour
/// roll has Astrogranite's +1 (004:L3625-L3627).
#[test]
fn astrogranite_lets_him_fall_on_3_004_l3627() {
    let mut g = playing_on(Some("Astrogranite"));
    failed_go_for_it(&mut g);
    g.d6(&[3]);
    assert_eq!(g.place_of(home(7)), on(sq(9, 7), Stance::Prone));
    assert!(g.turnover().is_some());
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert_eq!(armour.modifiers.iter().map(|m| m.value).sum::<i8>(), 1);
}

/// The save is for the Action: a player's next Action may Go For It again (004:L3629).
#[test]
fn astrogranite_bars_go_for_it_for_the_action_only_004_l3629() {
    let mut g = playing_on(Some("Astrogranite"));
    failed_go_for_it(&mut g);
    g.d6(&[5]);
    g.decide(Decision::EndTurn);
    // The away turn, then home's next: #7 runs again and may Go For It.
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.decide(Decision::EndTurn);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    moved(&mut g, 9, 7).expect("a Go For It in a new Action");
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// A Leap past his MA on Astrogranite: home #7 (MA 6, Leap) walks six squares to (8,7) and
/// leaps for (10,7), both squares Go For Its. The first fails (1, kept) and is saved (D6 4):
/// he may not attempt the second (004:L3627-L3629), so no second Go For It nor Leap roll; the
/// Leap ends, he stands on (8,7), no turnover (our reading: the Leap is not made).
#[test]
fn astrogranite_saved_leap_rolls_no_second_go_for_it_004_l3628() {
    let mut g = kicked_off(Game::set_up(book(), |s| {
        surface("Astrogranite")(s);
        give(s, Side::Home, 7, "leap");
    }));
    g.only(&[(home(7), (2, 7)), (away(7), (20, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    g.decide(Decision::Leap { to: sq(10, 7) });
    assert_eq!(g.roll_prompt().roll, "Go For It");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Astrogranite");
    g.d6(&[4]);
    assert!(
        matches!(g.m.prompt(), rules::Prompt::Decision(_)),
        "no second Go For It, no Leap roll: {}",
        next_roll(&g)
    );
    assert_eq!(g.place_of(home(7)), on(sq(8, 7), Stance::Standing));
    assert!(g.turnover().is_none(), "no turnover");
    assert!(
        moved(&mut g, 9, 7).is_err(),
        "no more Go For It this Action"
    );
}

// Uneven Footing (004:L3630-L3633).

/// MA 6 is 5: his 6th square is a Go For It; and he has three, so the 9th square is refused.
/// Without the attribute the 6th square asks no roll.
#[test]
fn uneven_footing_takes_1_ma_and_gives_a_third_go_for_it_004_l3630() {
    let mut g = playing_on(None);
    g.only(&[(home(7), (2, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=8 {
        g.move_to(x, 7);
    }
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)), "MA 6");

    let mut g = playing_on(Some("Uneven Footing"));
    g.only(&[(home(7), (2, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in 3..=7 {
        g.move_to(x, 7);
    }
    assert!(matches!(g.m.prompt(), rules::Prompt::Decision(_)));
    for x in 8..=10 {
        moved(&mut g, x, 7).expect("one of three Go For It");
        assert_eq!(g.roll_prompt().roll, "Go For It", "square ({x},7)");
        g.d6(&[6]);
    }
    assert!(moved(&mut g, 11, 7).is_err(), "no fourth Go For It");
}

/// To a minimum of 3: a Black Orc's MA 4 is 3; a player of MA 3 keeps 3 and one of MA 2
/// keeps 2 (the -1 never takes MA below 3, nor raises it).
#[test]
fn uneven_footing_takes_ma_no_lower_than_3_004_l3630() {
    let g = Game::set_up(book(), |s| {
        surface("Uneven Footing")(s);
        for (n, ma) in [(7, 3), (8, 2)] {
            if let Some(p) = s.home.players.iter_mut().find(|p| p.number == n) {
                p.ma = ma;
            }
        }
    });
    let state = g.m.state();
    let ma = |id| state.movement_allowance(state.player(id).expect("player"));
    assert_eq!(ma(away(3)), 3, "Black Orc 4 - 1");
    assert_eq!(ma(home(7)), 3, "3 stays 3");
    assert_eq!(ma(home(8)), 2, "2 stays 2");
    assert_eq!(ma(home(3)), 7, "Catcher 8 - 1");
}

/// Shadowing takes each player's MA as the attribute leaves it (004:L10543-L10545): home #7
/// (MA 4) dodges (a 6) from (10,7) out of the Tackle Zone of away #7 (Shadowing, MA 3) on
/// (11,7), and 3+4 is rolled. On Uneven Footing 4 is 3: 7 + 3 - 3 = 7, the shadower follows
/// into (10,7) (the mover keeps the roll he is offered to re-roll). Without the attribute
/// 7 + 4 - 3 = 8 and the mover gets away.
#[test]
fn uneven_footing_shadowing_takes_the_lowered_ma_004_l3630_l10543() {
    let shadowed = |attribute: Option<&str>| {
        let mut g = kicked_off(Game::set_up(book(), |s| {
            if let Some(a) = attribute {
                surface(a)(s);
            }
            give(s, Side::Away, 7, "shadowing");
            for (team, ma) in [(&mut s.home, 4), (&mut s.away, 3)] {
                if let Some(p) = team.players.iter_mut().find(|p| p.number == 7) {
                    p.ma = ma;
                }
            }
        }));
        g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
        g.declare(home(7), ActionKind::Move);
        g.move_to(9, 7);
        g.d6(&[6]);
        g.decide(Decision::Shadow {
            player: Some(away(7)),
        });
        assert_eq!(g.roll_prompt().roll, "Shadowing");
        g.d6(&[3, 4]);
        g
    };
    let mut g = shadowed(Some("Uneven Footing"));
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.place_of(away(7)), on(sq(10, 7), Stance::Standing));

    let g = shadowed(None);
    assert_eq!(g.place_of(away(7)), on(sq(11, 7), Stance::Standing));
}

// Solid Stone (004:L3634-L3636) and Ice's ball (004:L3617-L3619).

/// Home #7 on (5,7) steps onto the ball on (6,7) and fails to pick it up (a 1, kept): it
/// bounces right (D8 5) to (7,7).
fn fumbled_to_seven(g: &mut Game, others: &[(rules::PlayerId, (i32, i32))]) {
    let mut players = vec![(home(7), (5, 7))];
    players.extend_from_slice(others);
    g.only(&players);
    g.ball(6, 7);
    g.declare(home(7), ActionKind::Move);
    g.move_to(6, 7);
    assert_eq!(g.roll_prompt().roll, "Pick-up");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    assert_eq!(g.roll_prompt().roll, "Bounce");
    g.dice(&[Die::D8(5)]);
}

/// On Solid Stone the ball reaching the empty (7,7) bounces once more (D8 7, down, to
/// (7,8)), and there it stays: the second bounce bounces no more. Elsewhere it stays on
/// (7,7).
#[test]
fn solid_stone_bounces_a_ball_from_an_empty_square_once_more_004_l3634() {
    let mut g = playing_on(None);
    fumbled_to_seven(&mut g, &[]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(7, 7)));

    let mut g = playing_on(Some("Solid Stone"));
    fumbled_to_seven(&mut g, &[]);
    assert_eq!(g.roll_prompt().roll, "Bounce", "bounces once more");
    g.dice(&[Die::D8(7)]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(7, 8)));
    assert_ne!(next_roll(&g), "Bounce", "only once more");
}

/// Onto a player it bounces no more than ever: a standing player there must catch it.
#[test]
fn solid_stone_bounces_no_more_onto_a_player_004_l3634() {
    let mut g = playing_on(Some("Solid Stone"));
    fumbled_to_seven(&mut g, &[(home(5), (7, 7))]);
    assert_eq!(g.roll_prompt().roll, "Catch");
}

/// On Ice the ball reaching the empty (7,7) skids one more square the same way, to (8,7).
#[test]
fn ice_skids_a_bounce_one_more_square_the_same_way_004_l3617() {
    let mut g = playing_on(Some("Ice"));
    fumbled_to_seven(&mut g, &[]);
    assert_eq!(g.m.state().ball, Ball::OnGround(sq(8, 7)));
}

// Ice's slide (004:L3619-L3624).

/// Home #7 on (10,y) knocks away #7 down from (11,y) to `push_to`, following up or not.
fn knocked_down_on_ice(y: i32, push_to: (i32, i32), follow: bool) -> Game {
    let mut g = playing_on(Some("Ice"));
    g.only(&[(home(7), (10, y)), (away(7), (11, y))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo {
        square: sq(push_to.0, push_to.1),
    });
    g.decide(Decision::FollowUp { follow });
    g
}

/// Knocked Down on (12,7), he slides right (D8 5) to (13,7), Prone; his Armour roll follows.
#[test]
fn ice_slides_a_knocked_down_player_one_square_004_l3619() {
    let mut g = knocked_down_on_ice(7, (12, 7), false);
    let slide = g.roll_prompt();
    assert_eq!(slide.roll, "Ice slide");
    assert_eq!(slide.dice.as_ref(), &[rules::DieKind::D8]);
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.place_of(away(7)), on(sq(13, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// Towards the blocker who followed up into (11,7) (D8 4, left) he does not move.
#[test]
fn ice_does_not_slide_him_into_an_occupied_square_004_l3621() {
    let mut g = knocked_down_on_ice(7, (12, 7), true);
    g.dice(&[Die::D8(4)]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Armour");
}

/// Knocked Down on (12,0), he slides up (D8 2) off the pitch: an Injury roll, no Armour
/// roll (004:L3622-L3623).
#[test]
fn ice_slides_him_off_the_pitch_into_an_injury_roll_004_l3622() {
    let mut g = knocked_down_on_ice(1, (12, 0), false);
    g.dice(&[Die::D8(2)]);
    assert_eq!(g.roll_prompt().roll, "Injury", "no Armour roll");
    assert_eq!(g.place_of(away(7)), Place::Reserves);
}

/// Ball & Chain has no Armour roll, but slides on Ice before his Injury roll as well
/// (004:L3618-L3619, L9832): away #7 with the skill, Knocked Down on (12,7), slides right
/// (D8 5) to (13,7), and his Injury roll comes after.
#[test]
fn ice_slides_a_ball_and_chain_player_before_his_injury_roll_004_l3618() {
    let mut g = kicked_off(Game::set_up(book(), |s| {
        surface("Ice")(s);
        give(s, Side::Away, 7, "ball-and-chain");
    }));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    assert_eq!(g.roll_prompt().roll, "Ice slide", "not his Injury roll yet");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.place_of(away(7)), on(sq(13, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// Sliding into the loose ball's square (13,7) makes it bounce, once his Armour roll is done
/// (004:L3623-L3624).
#[test]
fn ice_slides_him_into_the_ball_which_bounces_004_l3623() {
    let mut g = playing_on(Some("Ice"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.ball(13, 7);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.place_of(away(7)), on(sq(13, 7), Stance::Prone));
    g.d6(&[2, 2]);
    assert_eq!(next_roll(&g), "Bounce");
}

// Ankle-deep Water (004:L3602-L3607).

/// A failed Go For It in Ankle-deep Water: his Armour roll is 1 less, so 4 + 5 = 9 no longer
/// beats AV 8; without the water it breaks, and the Injury roll is next.
#[test]
fn ankle_deep_water_takes_1_from_the_armour_of_a_failed_go_for_it_004_l3602() {
    let mut g = playing_on(None);
    failed_go_for_it(&mut g);
    g.d6(&[4, 5]);
    assert_eq!(next_roll(&g), "Injury");

    let mut g = playing_on(Some("Ankle-deep Water"));
    failed_go_for_it(&mut g);
    assert_eq!(
        g.roll_prompt()
            .modifiers
            .iter()
            .map(|m| m.value)
            .sum::<i8>(),
        -1
    );
    g.d6(&[4, 5]);
    assert_ne!(next_roll(&g), "Injury", "the armour holds");
}

/// A failed Dodge too: home #7 leaves away #7's Tackle Zone, rolls a 1 and keeps it.
#[test]
fn ankle_deep_water_takes_1_from_the_armour_of_a_failed_dodge_004_l3602() {
    let mut g = playing_on(Some("Ankle-deep Water"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Move);
    g.move_to(9, 7);
    assert_eq!(g.roll_prompt().roll, "Dodge");
    g.d6(&[1]);
    g.decide(Decision::Reroll(Reroll::Keep));
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert_eq!(armour.modifiers.iter().map(|m| m.value).sum::<i8>(), -1);
}

/// A player knocked down by a block was neither Going For It nor Dodging: no -1.
#[test]
fn ankle_deep_water_leaves_a_blocked_players_armour_alone_004_l3602() {
    let mut g = playing_on(Some("Ankle-deep Water"));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.block(home(7), away(7), &[BlockFace::DefenderDown]);
    g.decide(Decision::PushTo { square: sq(12, 7) });
    g.decide(Decision::FollowUp { follow: false });
    let armour = g.roll_prompt();
    assert_eq!(armour.roll, "Armour");
    assert!(armour.modifiers.is_empty(), "{:?}", armour.modifiers);
}

/// Home #7, Stunned from an earlier turn, would turn face-up as home's turn ends: in the
/// water he rolls a D6 first; a 1 keeps him Stunned through the next home turn, and his next
/// roll, a 2, turns him face-up. Without the water he turns face-up at once (000:L633).
#[test]
fn ankle_deep_water_keeps_a_stunned_player_stunned_on_a_1_004_l3604() {
    let mut g = playing_on(None);
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Stunned);
    g.decide(Decision::EndTurn);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));

    let mut g = playing_on(Some("Ankle-deep Water"));
    g.only(&[(home(7), (10, 7)), (away(7), (20, 7))]);
    g.stance(home(7), Stance::Stunned);
    g.decide(Decision::EndTurn);
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.side, roll.player),
        ("Ankle-deep Water", Side::Home, Some(home(7)))
    );
    g.d6(&[1]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Stunned));
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    assert_eq!(g.roll_prompt().roll, "Ankle-deep Water");
    g.d6(&[2]);
    assert_eq!(g.place_of(home(7)), on(sq(10, 7), Stance::Prone));
}

// Sloping Pitch (004:L3608-L3616).

/// The match on a Sloping Pitch: the slope's D6 comes before the first set-up, then both
/// teams set up and the kick comes down on (3,2) and stays put after its bounce; home's
/// first turn with the ball taken off.
fn sloping(slope_die: u8) -> Game {
    let mut setup = setup();
    surface("Sloping Pitch")(&mut setup);
    let mut g = Game {
        m: rules::Match::new(setup, book()).expect("match builds"),
    };
    let roll = g.roll_prompt();
    assert_eq!(
        (roll.roll.as_ref(), roll.side),
        ("Sloping Pitch", Side::Away)
    );
    g.d6(&[slope_die]);
    g.set_up_both();
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]);
    g.decide(Decision::Done);
    // The kick's bounce down the slope (a 3: straight down).
    assert_eq!(g.roll_prompt().dice.as_ref(), &[rules::DieKind::D6]);
    g.d6(&[3]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    g.edit(rules::Edit::RemoveBall);
    g
}

/// At the drive's start the D6 picks the End Zone: 1-3 the home team's, 4-6 the away team's
/// in the first half (our reading).
#[test]
fn sloping_pitch_rolls_the_slope_at_the_drives_start_004_l3608() {
    assert_eq!(sloping(2).m.state().slope, Some(Side::Home));
    assert_eq!(sloping(5).m.state().slope, Some(Side::Away));
}

/// A bounce is a D6 on the Throw-in template with its 3-4 straight down the slope: sloping
/// to the home End Zone (x = 0), a 3 takes the ball from (7,7) to (6,7); never up the slope.
/// The diagonals: the template is one rigid template turned (000:L153; its hand as
/// `throw_in_template.rs` holds it, a 1 facing the far sideline is (-1,+1), as
/// `skills_ball_and_chain.rs` pins), so turned to face the home End Zone a 1 is (-1,-1), to
/// (6,6), and a 6 is (-1,+1), to (6,8).
#[test]
fn sloping_pitch_bounces_the_ball_down_the_slope_004_l3611() {
    for (die, downhill) in [(3, vec![(6, 7)]), (1, vec![(6, 6)]), (6, vec![(6, 8)])] {
        let mut g = sloping(1);
        g.only(&[(home(7), (8, 7))]);
        g.ball(7, 7);
        g.declare(home(7), ActionKind::Move);
        g.move_to(7, 7);
        g.d6(&[1]);
        g.decide(Decision::Reroll(Reroll::Keep));
        let bounce = g.roll_prompt();
        assert_eq!(bounce.roll, "Bounce");
        assert_eq!(bounce.dice.as_ref(), &[rules::DieKind::D6]);
        g.d6(&[die]);
        let Ball::OnGround(at) = g.m.state().ball else {
            panic!("the ball on the ground")
        };
        assert!(
            downhill.iter().any(|&(x, y)| at == sq(x, y)),
            "a {die}: {at}"
        );
    }
}

/// MA 6 and two Go For It spent running down the slope from (15,7) to (7,7): a third Go For
/// It is allowed down the slope, to (6,7) or (6,6), but not along or up it.
#[test]
fn sloping_pitch_gives_one_more_go_for_it_downhill_only_004_l3614() {
    let mut g = sloping(1);
    g.only(&[(home(7), (15, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in (9..=14).rev() {
        g.move_to(x, 7);
    }
    for x in [8, 7] {
        g.move_to(x, 7);
        g.d6(&[6]);
    }
    let options = g.decision_options();
    assert!(options.contains(&Decision::Move { to: sq(6, 6) }));
    assert!(!options.contains(&Decision::Move { to: sq(7, 6) }));
    assert!(moved(&mut g, 8, 7).is_err(), "up the slope");
    assert!(moved(&mut g, 7, 8).is_err(), "along it");
    moved(&mut g, 6, 7).expect("down the slope");
    assert_eq!(g.roll_prompt().roll, "Go For It");
}

/// The window's reach overlay (`Match::reach`) counts the slope's Go For It too: from x 10, a
/// Lineman (MA 6, two Go For It) reaches x 1 down the slope towards the home End Zone, nine
/// squares by three Go For It, but not x 0, ten squares; up the slope eight squares, x 18 and
/// not x 19 (004:L3614-L3616).
#[test]
fn sloping_pitch_reach_counts_the_downhill_go_for_it_004_l3614() {
    let mut g = sloping(1);
    g.only(&[(home(7), (10, 7))]);
    g.declare(home(7), ActionKind::Move);
    let reach = g.m.reach();
    let at = |x: i32| reach.iter().find(|r| r.square == sq(x, 7));
    assert!(at(0).is_none(), "ten squares downhill");
    let down = at(1).expect("nine squares downhill");
    assert_eq!(
        down.rolls.iter().filter(|(r, _)| *r == "Go For It").count(),
        3
    );
    assert!(at(18).is_some() && at(19).is_none(), "eight squares uphill");
}

/// Sloping to the away End Zone, the same run down towards the home End Zone is up the
/// slope: no third Go For It.
#[test]
fn sloping_pitch_gives_no_more_go_for_it_uphill_004_l3614() {
    let mut g = sloping(6);
    g.only(&[(home(7), (15, 7))]);
    g.declare(home(7), ActionKind::Move);
    for x in (9..=14).rev() {
        g.move_to(x, 7);
    }
    for x in [8, 7] {
        g.move_to(x, 7);
        g.d6(&[6]);
    }
    assert!(moved(&mut g, 6, 7).is_err());
}

// The Chainsaw on the surfaces (004:L10049-L10054).

/// Home #7, with a Chainsaw, on (10,7) attacks away #7 (AV 9) on (11,7) on `attribute`: the
/// Chainsaw roll a 2 (hit); the Armour roll is next.
fn chainsaw_hit_on(attribute: &str) -> Game {
    let mut g = kicked_off(Game::set_up(book(), |s| {
        surface(attribute)(s);
        s.home.players[6].skills.push("chainsaw".into());
    }));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7))]);
    g.declare(home(7), ActionKind::Block);
    g.decide(Decision::Block { target: away(7) });
    assert_eq!(g.roll_prompt().roll, "Chainsaw");
    g.d6(&[2]);
    assert_eq!(g.roll_prompt().roll, "Armour");
    g
}

/// Astrogranite adds 1 to every Armour roll (004:L3625), the Chainsaw's too, which is not an
/// unmodified roll as Stab's is: 2+4 +3 +1 = 10 beats AV 9; without the +1, 9 would not.
#[test]
fn astrogranite_adds_1_to_the_chainsaws_armour_roll_004_l3625_l10051() {
    let mut g = chainsaw_hit_on("Astrogranite");
    let events = g.d6(&[2, 4]);
    assert!(
        events.iter().any(|e| matches!(
            e.kind,
            rules::EventKind::KnockedDown { player, .. } if player == away(7)
        )),
        "{}",
        text(&events)
    );
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// On Ice a player Knocked Down slides a square (004:L3619): the Chainsaw's victim, Knocked
/// Down once his armour breaks (004:L10052), slides before his Injury roll.
#[test]
fn ice_slides_the_chainsaws_victim_before_his_injury_roll_004_l3619_l10052() {
    let mut g = chainsaw_hit_on("Ice");
    g.d6(&[4, 4]);
    assert_eq!(g.roll_prompt().roll, "Ice slide");
    g.dice(&[Die::D8(5)]);
    assert_eq!(g.place_of(away(7)), on(sq(12, 7), Stance::Prone));
    assert_eq!(g.roll_prompt().roll, "Injury");
}

/// Astrogranite adds 1 to all Armour rolls (004:L3625), the one a Ball & Chain gives the Prone
/// player he pushes back (004:L9828-L9830) too: 5+4 +1 = 10 beats AV 9, the Injury roll
/// follows; without the +1, 9 would hold.
#[test]
fn astrogranite_adds_1_to_a_ball_and_chain_pushs_armour_roll_004_l3625_l9829() {
    let mut g = kicked_off(Game::set_up(book(), |s| {
        surface("Astrogranite")(s);
        let p = &mut s.home.players[6];
        p.ma = 2;
        p.skills.push("ball-and-chain".into());
    }));
    g.only(&[(home(7), (10, 7)), (away(7), (11, 7)), (away(8), (20, 7))]);
    g.stance(away(7), Stance::Prone);
    g.declare(home(7), ActionKind::Move);
    g.decide(Decision::BallAndChain {
        facing: rules::Facing::AwayEndZone,
    });
    g.d6(&[3]);
    g.decide(Decision::PushTo { square: sq(12, 8) });
    assert_eq!(g.roll_prompt().roll, "Armour");
    g.d6(&[5, 4]);
    assert_eq!(g.roll_prompt().roll, "Injury");
}
