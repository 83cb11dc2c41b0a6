//! Two Blitz Bowl reserves rules met by other rules: the free Reserves Action of Emergency
//! Reserves is a Free Action, so it has its Claim Challenge Card step like any (002:L473,
//! L610); and a player with Handling put by a Reserves Action onto the ball (allowed only when
//! no other square is left, where anyone else makes it Bounce, 002:L602) picks it up, for he
//! takes it whenever he is moved onto it (002:L291, L1039). Played on a 20 × 11 board with the
//! End Zone set-up, the Trapdoor, Marking, three Actions, no turnovers, points and the
//! Challenge Cards; away wins no toss and plays first (Coach A), so home's turns have claims.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, setup, sq};
use rules::blitz_team::BlitzProfile;
use rules::challenge::ChallengeCard;
use rules::ruleset::{
    Activation, BallEntry, CardPolicy, GameEnd, Movement, PitchShape, ReservesPolicy,
    ScoringPolicy, SetupPolicy,
};
use rules::square_set::SquareSet;
use rules::state::Ball;
use rules::{
    ActionKind, Decision, DecisionKind, Match, MatchSetup, Pitch, Prompt, RulesetParams, Side,
    Stance,
};

fn switches() -> RulesetParams {
    RulesetParams {
        pitch: PitchShape {
            size: Pitch::without_zones(20, 11).expect("fits the grid"),
            trapdoors: [sq(10, 5)].into_iter().collect::<SquareSet>(),
            ..RulesetParams::BB2016.pitch
        },
        setup: SetupPolicy::EndZone,
        ball_entry: BallEntry::Trapdoor,
        activation: Activation::ActionBudget {
            actions: 3,
            repeat_per_player: false,
        },
        turnovers: false,
        movement: Movement::Marking,
        reserves: ReservesPolicy::ReservesAction {
            emergency_must: false,
        },
        scoring: ScoringPolicy::Points {
            touchdown: 4,
            clean_sweep: 2,
        },
        game_end: GameEnd::ChallengeDeck {
            sudden_death_margin: 10,
        },
        cards: CardPolicy::Challenges {
            deck: 26,
            active: 3,
            hand_limit: 3,
            random_events: 0,
        },
        ..RulesetParams::BB2016
    }
}

fn cards() -> Vec<ChallengeCard> {
    ChallengeCard::from_tables(tables::blitz_bowl().expect("Blitz Bowl data loads"))
        .expect("the data has Challenge Cards")
}

/// Six a side, set up in the End Zones (home x 0, away x 19); away plays first.
fn game_with(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut s = setup();
    s.kicking = None;
    s.home.players.truncate(6);
    s.away.players.truncate(6);
    change(&mut s);
    let m = Match::with_ruleset(s, Arc::new(book().clone()), switches())
        .expect("the switches are ruled")
        .with_challenge_cards(cards())
        .expect("the ruleset deals Challenge Cards");
    let mut game = Game { m };
    game.decide(Decision::CoinToss { winner: Side::Home });
    for (side, x) in [(Side::Away, 19), (Side::Home, 0)] {
        for n in 1..=6u8 {
            game.decide(Decision::Place {
                player: rules::PlayerId::new(side, n),
                square: sq(x, i32::from(n) * 2 - 2),
            });
        }
        game.decide(Decision::EndSetup);
    }
    assert_eq!(game.turn_side(), Some(Side::Away));
    game
}

/// Home's number 6 has the Handling ability (a Team Card line: Block 1, Throw 4+, Armour 4+).
fn handling(s: &mut MatchSetup) {
    if let Some(p) = s.home.players.iter_mut().find(|p| p.number == 6) {
        p.blitz = Some(BlitzProfile {
            block: 1,
            throw: Some(4),
            armour: Some(4),
            move_d6: false,
            throw_team_mate: false,
            ability: Some("handling".into()),
        });
    }
}

/// A claim of the card whose data id is `card` (its place in the data's list).
fn claim(slot: u8, card: &str) -> Decision {
    let card = cards()
        .iter()
        .position(|c| c.id == card)
        .and_then(|n| u8::try_from(n).ok())
        .expect("a card of the data");
    Decision::ClaimChallenge {
        slot,
        card,
        bonus_play: None,
    }
}

/// Home's second turn, at its Emergency Reserves step: home (Emergency Reserves Value 2) has
/// two players in the Dugout; each Replace Challenge Cards step before it discards the third
/// active card (002:L668).
fn at_home_emergency_reserves(change: impl FnOnce(&mut MatchSetup)) -> Game {
    let mut g = game_with(|s| {
        s.home.emergency_reserves = 2;
        change(s);
    });
    g.only(&[
        (home(1), (0, 0)),
        (home(2), (0, 2)),
        (home(3), (0, 4)),
        (home(4), (0, 6)),
        (away(1), (19, 0)),
        (away(2), (19, 2)),
    ]);
    for _ in 0..3 {
        g.decide(Decision::EndTurn);
        while g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
            g.decide(Decision::DiscardChallenge { slot: 3 });
        }
    }
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert!(
        g.decision_options().contains(&Decision::Place {
            player: home(5),
            square: sq(0, 8)
        }),
        "the Emergency Reserves step: {:?}",
        g.m.prompt()
    );
    g
}

/// The free Reserves Action of Emergency Reserves is followed by a Claim Challenge Card step,
/// as any free Action is (002:L473: "free Actions are also accompanied by a Claim Challenge
/// Card Step"; 002:L610): a card with no condition in the data is claimed and scores its
/// points; then the turn starts with its three Actions.
#[test]
fn the_emergency_reserves_action_has_its_claim_challenge_card_step_002_l473_l610() {
    let mut g = at_home_emergency_reserves(|_| {});
    g.decide(Decision::Place {
        player: home(5),
        square: sq(0, 8),
    });
    assert_eq!(g.place_of(home(5)), on(sq(0, 8), Stance::Standing));
    assert_eq!(
        g.prompt_kind(),
        Some(DecisionKind::ChallengeCard),
        "{:?}",
        g.m.prompt()
    );
    let offered = g.decision_options();
    assert!(offered.contains(&claim(1, "get-moving")), "{offered:?}");
    assert!(
        !offered.contains(&claim(1, "break-some-bones")),
        "nobody was hurt in this Action (002:L656): {offered:?}"
    );
    let points = cards()
        .iter()
        .find(|c| c.id == "get-moving")
        .map(|c| c.points)
        .expect("the card");
    g.decide(claim(1, "get-moving"));
    assert_eq!(g.m.state().team(Side::Home).score, points);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    let turn = g.m.state().turn.as_ref().expect("turn");
    assert!(turn.declared.is_empty(), "none of the three (002:L473)");
}

/// Put on the ball by a Reserves Action, the only square of his End Zone left (002:L602), a
/// player with Handling picks it up (002:L291, L1039): no Bounce is rolled. Without Handling
/// the ball Bounces from that square (002:L602).
#[test]
fn handling_put_on_the_ball_by_a_reserves_action_takes_it_002_l291_l602_l1039() {
    for with_handling in [true, false] {
        let mut g = game_with(|s| {
            if with_handling {
                handling(s);
            }
        });
        // Home's End Zone (x 0, y 0-10) full but (0, 10), where the ball lies.
        let mut players = vec![];
        for n in 1..=5u8 {
            players.push((home(n), (0, i32::from(n) - 1)));
        }
        for n in 1..=5u8 {
            players.push((away(n), (0, i32::from(n) + 4)));
        }
        g.only(&players);
        g.ball(0, 10);
        g.decide(Decision::EndTurn);
        assert_eq!(g.turn_side(), Some(Side::Home));
        g.declare(home(6), ActionKind::Reserves);
        g.decide(Decision::Place {
            player: home(6),
            square: sq(0, 10),
        });
        assert_eq!(g.place_of(home(6)), on(sq(0, 10), Stance::Standing));
        if with_handling {
            assert_eq!(g.m.state().ball, Ball::Held(home(6)));
            assert!(
                matches!(g.m.prompt(), Prompt::Decision(_)),
                "no Bounce: {:?}",
                g.m.prompt()
            );
        } else {
            assert_ne!(g.m.state().ball, Ball::Held(home(6)));
            let roll = g.roll_prompt();
            assert!(roll.purpose.contains("Bounce"), "{}", roll.purpose);
        }
    }
}
