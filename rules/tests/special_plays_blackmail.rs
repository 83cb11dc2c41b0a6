//! Blackmail (004:L5138-L5161): at the start of its turn the team picks an opposing player not
//! carrying the ball (004:L5150-L5151) and treats him as one of its own for that turn only
//! (004:L5151-L5154); he scores no touchdown for it (004:L5154-L5158) and is not sent off for
//! fouling his own team (004:L5159-L5161).
//!
//! Each scenario: home (Human quick-start, 12 players) holds the card and plays it at the start
//! of its first turn on away (Orc quick-start) #1, who then plays as home #13.

use crate::common;
use common::cards::*;
use common::*;
use rules::special_play::Card;
use rules::{ActionKind, Ball, BlockFace, Decision, Input, Place, Prompt, Side, Skill, Stance};

const CARD: Card = Card::Blackmail;

/// Home #1 at 11,7 next to away #1 at 12,7; away #2 at 14,7 holding the ball, away #3 at
/// 13,9; home to play, the card offered.
fn offered_game(extra: &[Card]) -> Game {
    let mut cards = vec![CARD];
    cards.extend_from_slice(extra);
    let mut g = card_game(&cards, &[], &[]);
    g.only(&[
        (home(1), (11, 7)),
        (away(1), (12, 7)),
        (away(2), (14, 7)),
        (away(3), (13, 9)),
    ]);
    g.ball(14, 7);
    assert_eq!(g.m.state().ball, Ball::Held(away(2)));
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(offered(&g), Some(CARD));
    g
}

/// The card played on away #1: he is home #13 for the turn.
fn blackmailed() -> Game {
    let mut g = offered_game(&[]);
    play(&mut g, CARD, Some(away(1)));
    g
}

/// Offered on an opposing player on the pitch who does not carry the ball: away #1 and #3,
/// not away #2 with the ball, not a home player (004:L5150-L5151).
#[test]
fn blackmail_picks_an_opposing_player_not_carrying_the_ball_004_l5150() {
    let mut g = offered_game(&[]);
    let mut on: Vec<_> = g
        .decision_options()
        .into_iter()
        .filter_map(|d| match d {
            Decision::PlayCard { card, player } if card == CARD => player,
            _ => None,
        })
        .collect();
    on.sort();
    assert_eq!(on, [away(1), away(3)]);
    for refused in [away(2), home(1)] {
        assert!(
            g.try_apply(Input::Decide(Decision::PlayCard {
                card: CARD,
                player: Some(refused),
            }))
            .is_err(),
            "{refused}"
        );
    }
}

/// For the turn he is a member of the card's team (004:L5151-L5154): he stands where he
/// stood, for home; his Tackle Zone no longer holds home #1, who leaves it with no Dodge roll
/// (a Dodge would be the next roll asked if he still counted as an opponent).
#[test]
fn blackmail_the_player_plays_for_the_cards_team_this_turn_004_l5151() {
    let mut g = blackmailed();
    assert_eq!(g.place_of(away(1)), Place::SentOff);
    let him = g.m.state().player(home(13)).expect("he plays as home #13");
    assert_eq!(him.place, on(sq(12, 7), Stance::Standing));
    assert_eq!(
        him.profile.name,
        g.m.state().player(away(1)).expect("away #1").profile.name
    );
    g.declare(home(1), ActionKind::Move);
    g.move_to(10, 7);
    assert_eq!(g.place_of(home(1)), on(sq(10, 7), Stance::Standing));
    assert!(
        !matches!(g.m.prompt(), Prompt::Roll(ref r) if r.roll == "Dodge"),
        "{:#?}",
        g.m.prompt()
    );
}

/// He takes an Action for the card's team: he blocks away #3, his own team-mate, whom the
/// engine lets no away player block; a Defender Down knocks #3 down (004:L5151-L5154).
#[test]
fn blackmail_the_player_blocks_his_own_team_mate_004_l5151() {
    let mut g = blackmailed();
    g.edit(rules::Edit::PlacePlayer {
        player: home(13),
        square: sq(13, 8),
        stance: Stance::Standing,
    });
    g.declare(home(13), ActionKind::Block);
    g.decide(Decision::Block { target: away(3) });
    let dice = g.roll_prompt().dice.len();
    g.block_dice(&vec![BlockFace::DefenderDown; dice]);
    while let Some(choose) = g.decision_options().into_iter().find(|o| {
        matches!(
            o,
            Decision::ChooseBlockDie { .. } | Decision::Reroll(rules::Reroll::Keep)
        )
    }) {
        g.decide(choose);
    }
    settle_push(&mut g);
    assert!(
        matches!(
            g.place_of(away(3)),
            Place::Pitch {
                stance: Stance::Prone,
                ..
            }
        ),
        "{:?}",
        g.place_of(away(3))
    );
}

/// At the end of the turn he is his own team's player again, where the turn left him, with
/// what happened to him (004:L5151-L5154 "for this turn only"): he moved to 12,6 and went
/// Prone there; away #1 lies Prone on 12,6 and home #13 is out of the match.
#[test]
fn blackmail_the_player_goes_back_to_his_team_where_he_is_at_the_turns_end_004_l5151() {
    let mut g = blackmailed();
    g.declare(home(13), ActionKind::Move);
    g.move_to(12, 6);
    g.decide(Decision::EndAction);
    g.stance(home(13), Stance::Prone);
    end_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.place_of(away(1)), on(sq(12, 6), Stance::Prone));
    assert_eq!(g.place_of(home(13)), Place::SentOff);
    assert_eq!(g.m.state().on_pitch(Side::Home).count(), 1);
}

/// He may not score for the card's team (004:L5154-L5158): carrying the ball into the away
/// End Zone he scores nothing, and the turn goes on (no touchdown ends it).
#[test]
fn blackmail_the_player_scores_no_touchdown_for_the_cards_team_004_l5154() {
    let mut g = blackmailed();
    let said = text(&g.score_with(home(13)));
    assert_eq!(g.place_of(home(13)), on(sq(25, 1), Stance::Standing));
    assert_eq!(g.m.state().ball, Ball::Held(home(13)));
    assert_eq!(g.m.state().team(Side::Home).score, 0, "{said}");
    assert!(!said.contains("TOUCHDOWN"), "{said}");
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.turnover(), None);
}

/// A home player's touchdown the same turn counts as ever: the card stops his alone.
#[test]
fn blackmail_the_teams_own_player_still_scores_004_l5154() {
    let mut g = blackmailed();
    let said = text(&g.score_with(home(1)));
    assert_eq!(g.m.state().team(Side::Home).score, 1, "{said}");
}

/// He fouls away #3, Prone, and the Armour roll is a double (3+3, not beating AV 9): he is
/// not sent off (004:L5159-L5161) and the turn goes on; a home player's double the same way
/// is (000:L1188-L1190).
#[test]
fn blackmail_the_player_is_not_sent_off_for_fouling_his_own_team_004_l5159() {
    let mut g = blackmailed();
    g.stance(away(3), Stance::Prone);
    g.edit(rules::Edit::PlacePlayer {
        player: home(13),
        square: sq(13, 8),
        stance: Stance::Standing,
    });
    g.declare(home(13), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    let said = text(&g.d6(&[3, 3]));
    let said = said + &text(&answer_calls(&mut g));
    assert_eq!(
        g.place_of(home(13)),
        on(sq(13, 8), Stance::Standing),
        "{said}"
    );
    assert!(said.contains("Blackmail"), "{said}");
    assert_eq!(g.turnover(), None, "{said}");
}

/// The same foul by home #1: the double sends him off, as the rulebook says; the card
/// changes only its own player's (000:L1188-L1190).
#[test]
fn blackmail_a_home_players_double_still_sends_him_off_000_l1188() {
    let mut g = blackmailed();
    g.stance(away(3), Stance::Prone);
    g.edit(rules::Edit::PlacePlayer {
        player: home(1),
        square: sq(13, 8),
        stance: Stance::Standing,
    });
    g.declare(home(1), ActionKind::Foul);
    g.decide(Decision::Foul { target: away(3) });
    let said = text(&g.d6(&[3, 3]));
    let said = said + &text(&answer_calls(&mut g));
    assert_eq!(g.place_of(home(1)), Place::SentOff, "{said}");
}

/// Declines what the referee's call offers (an argument, a bribe): the events said.
fn answer_calls(g: &mut Game) -> Vec<rules::Event> {
    let mut all = Vec::new();
    while let Prompt::Decision(d) = g.m.prompt() {
        if !d.options.contains(&Decision::Done)
            || d.options
                .iter()
                .any(|o| matches!(o, Decision::Declare { .. } | Decision::EndTurn))
        {
            break;
        }
        all.extend(g.decide(Decision::Done));
    }
    all
}

/// A card played on him during the turn is taken back from him as it ends, before he goes
/// back (Mighty Leap's Leap for the turn, 004:L5732): away #1 has no Leap when his team's turn
/// starts.
#[test]
fn blackmail_a_card_on_him_for_the_turn_ends_before_he_goes_back_004_l5732() {
    let mut g = offered_game(&[Card::MightyLeap]);
    play(&mut g, CARD, Some(away(1)));
    assert_eq!(offered(&g), Some(Card::MightyLeap));
    play(&mut g, Card::MightyLeap, Some(home(13)));
    assert!(has(&g, home(13), Skill::Leap));
    end_turn(&mut g);
    assert!(!has(&g, away(1), Skill::Leap));
}

/// The rulings say which shirt is his (004:L5151-L5154): one `Blackmailed` naming away #1 and
/// home #13, so the league counts what home #13 does on away #1's record (004:L2472-L2477).
#[test]
fn blackmail_the_rulings_name_his_own_id_for_the_shirt_he_plays_under_004_l5151() {
    let mut g = offered_game(&[]);
    let events = g.decide(Decision::PlayCard {
        card: CARD,
        player: Some(away(1)),
    });
    let named: Vec<_> = events
        .iter()
        .filter_map(|e| match e.kind {
            rules::EventKind::Blackmailed { player, playing_as } => Some((player, playing_as)),
            _ => None,
        })
        .collect();
    assert_eq!(named, [(away(1), home(13))], "{}", text(&events));
}

/// The referee is shown one man, as himself: while he plays as home #13 his own id is not in
/// the dungeon (not listed) and home #13 is away #1 (`himself`); once he is back, away #1 is
/// listed where he is and home #13, out of the match, is not (004:L5151-L5154).
#[test]
fn blackmail_the_referee_is_shown_him_once_as_himself_004_l5151() {
    let mut g = blackmailed();
    let listed = |g: &Game, id| {
        let s = g.m.state();
        s.player(id).is_some_and(|p| s.listed(p))
    };
    assert_eq!(g.m.state().himself(home(13)), away(1));
    assert_eq!(g.m.state().himself(away(3)), away(3));
    assert!(listed(&g, home(13)) && !listed(&g, away(1)));
    end_turn(&mut g);
    assert!(!listed(&g, home(13)) && listed(&g, away(1)));
    assert_eq!(g.m.state().himself(home(13)), away(1));
}

/// Back on his own side at the turn's end, he stands holding the ball in the End Zone his own
/// team scores in: as home #13 he picked it up there, in home's own End Zone (x 0), where home
/// scores nothing. Back as away #1, still in home's turn, he scores: a touchdown in the
/// opponent's turn, away's Turn marker one space on (000:L810), the drive over with no away
/// turn begun. The touchdown is away #1's.
#[test]
fn blackmail_back_on_his_side_with_the_ball_in_the_end_zone_scores_000_l810() {
    let mut g = blackmailed();
    g.edit(rules::Edit::PlacePlayer {
        player: home(13),
        square: sq(0, 7),
        stance: Stance::Standing,
    });
    g.ball(0, 7);
    assert_eq!(g.m.state().ball, Ball::Held(home(13)));
    assert_eq!(g.m.state().team(Side::Home).score, 0);
    let marker = g.m.state().team(Side::Away).turn;
    let events = g.decide(Decision::EndTurn);
    let said = text(&events);
    assert_eq!(g.m.state().team(Side::Away).score, 1, "{said}");
    assert_eq!(g.m.state().team(Side::Away).turn, marker + 1, "{said}");
    assert!(
        events
            .iter()
            .any(|e| e.kind == rules::EventKind::Touchdown { player: away(1) }),
        "{said}"
    );
    assert!(
        !events.iter().any(|e| matches!(
            e.kind,
            rules::EventKind::TurnStarted {
                side: Side::Away,
                ..
            }
        )),
        "no away turn began before the touchdown: {said}"
    );
    assert_ne!(g.turn_side(), Some(Side::Away), "{said}");
}

/// Back on his own side in his own team's End Zone (he carried the ball there for home, as
/// home #13 he scored nothing, 004:L5154-L5158): no touchdown for anyone, and away's turn
/// begins.
#[test]
fn blackmail_back_in_his_own_end_zone_scores_nothing_000_l804() {
    let mut g = blackmailed();
    g.score_with(home(13));
    assert_eq!(g.m.state().ball, Ball::Held(home(13)));
    g.decide(Decision::EndAction);
    end_turn(&mut g);
    assert_eq!(g.m.state().ball, Ball::Held(away(1)));
    assert_eq!(g.m.state().team(Side::Away).score, 0);
    assert_eq!(g.m.state().team(Side::Home).score, 0);
    assert_eq!(g.turn_side(), Some(Side::Away));
}
