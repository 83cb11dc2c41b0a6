//! A referee's corrections (edits) never make a board the rules cannot have: a set-up with
//! twelve on the pitch or a player in the other half is not accepted as done (000:L163,
//! L374); a No Hands player is never given the ball (001:L895); no second ball appears while a
//! Blitz! kick is in the air (000:L1007); a setup's FAME is 0-2 (000:L993).

use crate::common;

use common::*;
use rules::{Decision, Die, Edit, Fame, Input, SetupSpec, Side, Stance, TeamSpec};

/// The Orcs (kicking) place #1-#11 in the common formation; the home team is still to set up.
fn orcs_set_up() -> Game {
    let mut g = Game {
        m: rules::Match::new(setup(), book()).expect("match builds"),
    };
    for (i, square) in formation(Side::Away).into_iter().enumerate() {
        g.decide(Decision::Place {
            player: rules::PlayerId::new(Side::Away, u8::try_from(i + 1).expect("11")),
            square,
        });
    }
    g.decide(Decision::EndSetup);
    for (i, square) in formation(Side::Home).into_iter().enumerate() {
        g.decide(Decision::Place {
            player: home(u8::try_from(i + 1).expect("11")),
            square,
        });
    }
    g
}

/// "11 may be on the field at any one time" (000:L163): a twelfth put there by an edit
/// leaves the set-up unfinished until one comes off.
#[test]
fn a_set_up_with_twelve_on_the_pitch_is_not_done_000_l163_l374() {
    let mut g = orcs_set_up();
    g.edit(Edit::PlacePlayer {
        player: home(12),
        square: sq(6, 2),
        stance: Stance::Standing,
    });
    let refused = g
        .try_apply(Input::Decide(Decision::EndSetup))
        .expect_err("twelve on the pitch");
    assert!(refused.to_string().contains("000:L163"), "{refused}");
    assert!(!g.decision_options().contains(&Decision::EndSetup));
    g.edit(Edit::RemovePlayer {
        player: home(12),
        to: rules::DugoutBox::Reserves,
    });
    g.decide(Decision::EndSetup);
}

/// "between their End Zone and the half-way line" (000:L374): a home player edited onto
/// (20,8), in the Orc half, leaves the set-up unfinished.
#[test]
fn a_set_up_with_a_player_in_the_other_half_is_not_done_000_l374() {
    let mut g = orcs_set_up();
    g.edit(Edit::PlacePlayer {
        player: home(11),
        square: sq(20, 8),
        stance: Stance::Standing,
    });
    let refused = g
        .try_apply(Input::Decide(Decision::EndSetup))
        .expect_err("over the line");
    assert!(refused.to_string().contains("other half"), "{refused}");
}

/// No Hands: "unable to pick up, intercept or carry the ball" (001:L895): neither the ball
/// placed on him nor he placed on the ball.
#[test]
fn a_no_hands_player_is_never_given_the_ball_by_an_edit_001_l895() {
    let mut g = Game::with(with_skills(Side::Home, 6, &["no-hands"]));
    g.only(&[(home(6), (10, 4))]);
    let refused = g
        .try_apply(Input::Edit(Edit::PlaceBall { square: sq(10, 4) }))
        .expect_err("No Hands");
    assert!(refused.to_string().contains("001:L895"), "{refused}");
    g.ball(12, 4);
    let refused = g
        .try_apply(Input::Edit(Edit::PlacePlayer {
            player: home(6),
            square: sq(12, 4),
            stance: Stance::Standing,
        }))
        .expect_err("onto the ball");
    assert!(refused.to_string().contains("001:L895"), "{refused}");
}

/// Blitz! (000:L1007): the kicking team's free turn is played while the kick is in the air; a
/// ball placed, moved or removed then would make two balls, or lose the kick.
#[test]
fn no_ball_edit_while_a_blitz_kick_is_in_the_air_000_l1007() {
    let mut g = Game::set_up(book(), |_| {});
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[4, 6]); // 10: Blitz!
    for edit in [Edit::PlaceBall { square: sq(15, 4) }, Edit::RemoveBall] {
        let refused = g
            .try_apply(Input::Edit(edit))
            .expect_err("the kick is in the air");
        assert!(refused.to_string().contains("in the air"), "{refused}");
    }
}

/// FAME is 0, 1 or 2 (000:L993): a setup giving 3 is refused.
#[test]
fn a_setup_fame_above_2_is_refused_000_l993() {
    let spec = |home: u8| SetupSpec {
        home: TeamSpec::QuickStart("human-quick-start".into()),
        away: TeamSpec::QuickStart("orc-quick-start".into()),
        kicking: Some(Side::Away),
        weather: Some(rules::Weather::Nice),
        fame: Some(Fame { home, away: 0 }),
        league: None,
    };
    assert!(spec(2).build(book()).is_ok());
    let e = spec(3).build(book()).expect_err("FAME 3").to_string();
    assert!(e.contains("000:L993"), "{e}");
}

/// An edit while the match waits for a decision other than a turn's says which decision: here
/// the High Kick's move under the ball (000:L1002).
#[test]
fn an_edit_refused_mid_decision_names_the_decision() {
    let mut g = Game::set_up(book(), |_| {});
    g.decide(Decision::KickTo { square: sq(3, 3) });
    g.dice(&[Die::D8(2), Die::D6(1)]);
    g.d6(&[2, 3]); // 5: High Kick
    let refused = g
        .try_apply(Input::Edit(Edit::RemoveBall))
        .expect_err("mid decision");
    let words = refused.to_string();
    assert!(words.contains("the match waits for"), "{words}");
    assert!(
        !words.contains("(re-roll, block die, push, follow-up)"),
        "{words}"
    );
}
