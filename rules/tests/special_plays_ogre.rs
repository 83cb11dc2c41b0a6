//! They Think It's All… Ogre?! (004:L5073-L5095), played at the start of the team's turn: an
//! Ogre of the Human team list plays for the team, set up on a square next to a sideline not in
//! an enemy Tackle Zone; at the end of each of the Ogre's team's turns while he is on the pitch
//! a D6: 1 he switches sides, 2-3 he is removed from play.
//!
//! Each scenario: home (Human quick-start, 12 players) holds the card; home #1 stands at 10,7
//! and away #1 at 5,1, whose Tackle Zone covers 4,0-6,0 of the sideline.

use crate::common;
use common::cards::*;
use common::*;
use rules::special_play::Card;
use rules::{Decision, Input, Place, Side, Skill, Stance};

const CARD: Card = Card::TheyThinkItsAllOgre;

/// Home plays the card at the start of its turn: the Ogre joins as home #13, to be set up.
fn ogre_played() -> Game {
    let mut g = card_game(&[CARD], &[], &[]);
    g.only(&[(home(1), (10, 7)), (away(1), (5, 1))]);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(offered(&g), Some(CARD));
    play(&mut g, CARD, None);
    g
}

/// The Ogre set up on 12,0 and home's turn ended: his D6 is asked.
fn ogre_on_pitch_turn_over() -> Game {
    let mut g = ogre_played();
    g.decide(Decision::MovePlayer {
        player: home(13),
        to: sq(12, 0),
    });
    end_turn(&mut g);
    g
}

fn ogre_roll_asked(g: &Game) -> bool {
    matches!(g.m.prompt(), rules::Prompt::Roll(r) if r.purpose.contains("Ogre"))
}

/// The Ogre is the Human team list's (MA 5, ST 5, AG 2, AV 9; Loner, Bone-head, Mighty Blow,
/// Thick Skull, Throw Team-Mate) and plays for the card's team (004:L5082-L5088).
#[test]
fn ogre_joins_the_cards_team_with_the_human_ogres_profile_004_l5084() {
    let g = ogre_played();
    let ogre =
        g.m.state()
            .player(home(13))
            .expect("the Ogre joined as home #13");
    assert_eq!(
        (
            ogre.profile.ma,
            ogre.profile.st,
            ogre.profile.ag,
            ogre.profile.av
        ),
        (5, 5, 2, 9)
    );
    for skill in [
        Skill::Loner,
        Skill::BoneHead,
        Skill::MightyBlow,
        Skill::ThickSkull,
        Skill::ThrowTeamMate,
    ] {
        assert!(ogre.has(skill), "{skill:?}");
    }
    assert_eq!(ogre.id.side, Side::Home);
}

/// He is set up on a square next to a sideline (the first or last row across) not in an enemy
/// Tackle Zone: 2 × 26 squares but the three away #1 covers (004:L5085-L5087).
#[test]
fn ogre_is_set_up_next_to_a_sideline_out_of_enemy_tackle_zones_004_l5085() {
    let mut g = ogre_played();
    let squares: Vec<(u8, u8)> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::MovePlayer { player, to } if player == home(13) => Some((to.x(), to.y())),
            _ => None,
        })
        .collect();
    assert_eq!(squares.len(), 49, "{squares:?}");
    assert!(
        squares
            .iter()
            .all(|&(x, y)| (y == 0 || y == 14) && !(y == 0 && (4..=6).contains(&x))),
        "{squares:?}"
    );
    for refused in [sq(5, 0), sq(12, 7)] {
        assert!(
            g.try_apply(Input::Decide(Decision::MovePlayer {
                player: home(13),
                to: refused,
            }))
            .is_err(),
            "{refused}"
        );
    }
    g.decide(Decision::MovePlayer {
        player: home(13),
        to: sq(12, 0),
    });
    assert_eq!(g.place_of(home(13)), on(sq(12, 0), Stance::Standing));
}

/// 1: he switches sides, now the opponent's player where he stands (004:L5090-L5092); his next
/// D6 comes at the end of his new team's turn (004:L5094-L5095).
#[test]
fn ogre_on_a_1_switches_sides_004_l5090() {
    let mut g = ogre_on_pitch_turn_over();
    assert!(ogre_roll_asked(&g), "{:#?}", g.m.prompt());
    g.d6(&[1]);
    assert_eq!(g.place_of(home(13)), Place::SentOff);
    let ogre =
        g.m.state()
            .player(away(13))
            .expect("the Ogre plays for away");
    assert_eq!(ogre.place, on(sq(12, 0), Stance::Standing));
    assert_eq!(ogre.profile.st, 5);
    assert_eq!(g.turn_side(), Some(Side::Away));
    end_turn(&mut g);
    assert!(
        ogre_roll_asked(&g),
        "away's turn, the Ogre's team's: {:#?}",
        g.m.prompt()
    );
}

/// 4-6: he plays on. The D6 comes at the end of each of the Ogre's team's turns: not at the end
/// of the opponent's turn, again at the end of home's next (004:L5094-L5095).
#[test]
fn ogre_is_rolled_for_at_the_end_of_his_teams_turns_only_004_l5094() {
    let mut g = ogre_on_pitch_turn_over();
    g.d6(&[4]);
    assert_eq!(g.place_of(home(13)), on(sq(12, 0), Stance::Standing));
    assert_eq!(g.turn_side(), Some(Side::Away));
    end_turn(&mut g);
    assert!(!ogre_roll_asked(&g), "not at the end of away's turn");
    assert_eq!(g.turn_side(), Some(Side::Home));
    end_turn(&mut g);
    assert!(ogre_roll_asked(&g), "again at the end of home's");
}

/// 2-3: he is removed from play, and rolled for no more (004:L5092-L5093).
#[test]
fn ogre_on_a_3_is_removed_from_play_004_l5092() {
    let mut g = ogre_on_pitch_turn_over();
    g.d6(&[3]);
    assert_eq!(g.place_of(home(13)), Place::SentOff);
    assert_eq!(g.m.state().on_pitch(Side::Home).count(), 1);
    end_turn(&mut g);
    end_turn(&mut g);
    assert!(!ogre_roll_asked(&g));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// Burst of Speed played on the Ogre for home's turn (+1 MA and Sprint until its end,
/// 004:L5941-L5961); at its end his D6 is a 1 and he switches sides (004:L5090-L5092). The
/// card's effect follows him to his new id: as the turn ends it is taken back from away #13,
/// who has MA 5 and no Sprint again.
#[test]
fn ogre_a_card_on_him_follows_him_when_he_switches_sides_004_l5941() {
    let mut g = card_game(&[CARD, Card::BurstOfSpeed], &[], &[]);
    g.only(&[(home(1), (10, 7)), (away(1), (5, 1))]);
    play(&mut g, CARD, None);
    g.decide(Decision::MovePlayer {
        player: home(13),
        to: sq(12, 0),
    });
    assert_eq!(offered(&g), Some(Card::BurstOfSpeed));
    play(&mut g, Card::BurstOfSpeed, Some(home(13)));
    let ogre = g.m.state().player(home(13)).expect("Ogre");
    assert_eq!((ogre.profile.ma, ogre.has(Skill::Sprint)), (6, true));
    end_turn(&mut g);
    assert!(ogre_roll_asked(&g), "{:#?}", g.m.prompt());
    g.d6(&[1]);
    assert_eq!(g.turn_side(), Some(Side::Away));
    let ogre =
        g.m.state()
            .player(away(13))
            .expect("the Ogre plays for away");
    assert_eq!((ogre.profile.ma, ogre.has(Skill::Sprint)), (5, false));
}

/// The Ogre holds the ball at the end of home's turn and his D6 is a 2: he is removed from
/// play and the ball, dropped on his square, bounces (000:L736): the next roll is its Bounce
/// from 12,0, a D8 of 7 (down the template) putting it on 12,1.
#[test]
fn ogre_removed_with_the_ball_it_bounces_from_his_square_000_l736() {
    let mut g = ogre_played();
    g.decide(Decision::MovePlayer {
        player: home(13),
        to: sq(12, 0),
    });
    g.ball(12, 0);
    assert_eq!(g.m.state().ball, rules::Ball::Held(home(13)));
    end_turn(&mut g);
    assert!(ogre_roll_asked(&g), "{:#?}", g.m.prompt());
    g.d6(&[2]);
    assert_eq!(g.place_of(home(13)), Place::SentOff);
    let bounce = g.roll_prompt();
    assert_eq!(bounce.roll, "Bounce");
    assert!(
        bounce.purpose.contains("from (12, 0)"),
        "{}",
        bounce.purpose
    );
    g.dice(&[rules::Die::D8(7)]);
    assert_eq!(g.m.state().ball, rules::Ball::OnGround(sq(12, 1)));
}

/// The same with the second ball (Ball Clone's, 004:L4832-L4859): the clone bounces onto the
/// Ogre, who catches it; removed on a 3 at the end of home's turn, he drops it and it bounces
/// from his square (000:L736), not left lying there.
#[test]
fn ogre_removed_with_the_second_ball_it_bounces_too_000_l736() {
    let mut g = card_game(&[CARD], &[Card::BallClone], &[]);
    g.only(&[(home(1), (10, 7)), (away(1), (5, 1))]);
    // Away's window at the start of home's turn, the ball not yet on the ground: passed.
    if g.decider() == Side::Away {
        g.decide(Decision::Done);
    }
    play(&mut g, CARD, None);
    g.decide(Decision::MovePlayer {
        player: home(13),
        to: sq(12, 0),
    });
    end_turn(&mut g);
    assert!(ogre_roll_asked(&g), "{:#?}", g.m.prompt());
    g.d6(&[5]);
    // Away's turn: the referee puts the Ogre on 13,6 and the ball on 13,7.
    g.edit(rules::Edit::PlacePlayer {
        player: home(13),
        square: sq(13, 6),
        stance: rules::Stance::Standing,
    });
    g.ball(13, 7);
    end_turn(&mut g);
    assert_eq!(offered(&g), Some(Card::BallClone));
    play(&mut g, Card::BallClone, None);
    // The clone bounces up the template onto the Ogre, who catches it.
    g.dice(&[rules::Die::D8(2)]);
    while matches!(g.m.prompt(), rules::Prompt::Roll(_)) {
        g.d6(&[6]);
    }
    assert_eq!(g.m.state().second_ball(), Some(rules::Ball::Held(home(13))));
    end_turn(&mut g);
    assert!(ogre_roll_asked(&g), "{:#?}", g.m.prompt());
    g.d6(&[3]);
    assert_eq!(g.place_of(home(13)), Place::SentOff);
    let bounce = g.roll_prompt();
    assert_eq!(bounce.roll, "Bounce");
    assert!(
        bounce.purpose.contains("from (13, 6)"),
        "{}",
        bounce.purpose
    );
}

/// A touchdown ends home's turn with the drive: the Ogre on the pitch is rolled for all the
/// same, "at the end of each turn" (004:L5089-L5095), before the drive's end clears the pitch;
/// a 1 and he plays for away from the next drive on.
#[test]
fn ogre_is_rolled_for_at_the_end_of_a_turn_a_touchdown_ends_004_l5089() {
    let mut g = ogre_played();
    g.decide(Decision::MovePlayer {
        player: home(13),
        to: sq(12, 0),
    });
    let said = text(&g.score_with(home(1)));
    assert!(said.contains("TOUCHDOWN"), "{said}");
    assert!(ogre_roll_asked(&g), "{:#?}", g.m.prompt());
    g.d6(&[1]);
    assert_eq!(g.place_of(home(13)), Place::SentOff);
    assert!(
        g.m.state().player(away(13)).is_some(),
        "the Ogre plays for away"
    );
    assert_eq!(g.m.state().team(Side::Home).score, 1);
}
