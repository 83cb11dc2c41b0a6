//! They Think It's All… Ogre?! (004:L5073-L5095), played at the start of the team's turn: an
//! Ogre of the Human team list plays for the team, set up on a square next to a sideline not in
//! an enemy Tackle Zone; at the end of each of the Ogre's team's turns while he is on the pitch
//! a D6: 1 he switches sides, 2-3 he is removed from play.
//!
//! Each scenario: home (Human quick-start, 12 players) holds the card; home #1 stands at 10,7
//! and away #1 at 5,1, whose Tackle Zone covers 4,0-6,0 of the sideline.

mod common;
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
