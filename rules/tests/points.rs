//! The scoring, game-end and cards switches at Blitz Bowl's values: a touchdown is 4 points,
//! looked for as an Action ends, and the turn goes on (002:L618-L626); a Challenge Card is
//! claimed after an Action, one a step, checked where its data gives a condition
//! (002:L648-L658); all three in a turn is a Clean Sweep, +2 (002:L662); the active row is
//! refilled, or one card discarded, in the Pre-Turn (002:L664-L668); a team 10 points ahead at
//! the start of its turn wins (002:L692), and the game ends one turn each after the last card
//! is active (002:L698). Played on a 20 × 11 board with the End Zone set-up, the Trapdoor,
//! three Actions and no turnovers; movement, blocks and armour are still 2016's.

use crate::common;

use std::sync::Arc;

use common::{Game, away, book, home, on, setup, sq, text};
use rules::challenge::{ChallengeCard, Victory};
use rules::ruleset::{
    Activation, BallEntry, CardPolicy, GameEnd, PitchShape, ReservesPolicy, ScoringPolicy,
    SetupPolicy,
};
use rules::square_set::SquareSet;
use rules::state::Ball;
use rules::{
    ActionKind, BlockFace, Decision, DecisionKind, Edit, Input, Match, Pitch, Place, Prompt,
    RulesetParams, Side, Stance,
};

/// Blitz Bowl's scoring, game end and cards over the ruled switches, `deck` Challenge Cards.
fn switches(deck: u8) -> RulesetParams {
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
        scoring: ScoringPolicy::Points {
            touchdown: 4,
            clean_sweep: 2,
        },
        game_end: GameEnd::ChallengeDeck {
            sudden_death_margin: 10,
        },
        cards: CardPolicy::Challenges {
            deck,
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

/// Six a side; home wins the toss, so away sets up first (x 19) and plays first: away is
/// Coach A (002:L431, L439). The ball lies on the Trapdoor (10, 5).
fn game_with(deck: u8) -> Game {
    game_with_rules(switches(deck))
}

/// As [`game_with`], with these switches.
fn game_with_rules(rules: RulesetParams) -> Game {
    let mut s = setup();
    s.kicking = None;
    s.home.players.truncate(6);
    s.away.players.truncate(6);
    let m = Match::with_ruleset(s, Arc::new(book().clone()), rules)
        .expect("scoring, game end and cards are ruled")
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

fn game() -> Game {
    game_with(26)
}

fn score(game: &Game, side: Side) -> u8 {
    game.m.state().team(side).score
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

/// A Move Action of `player` that makes no step: his Action, over.
fn idle_action(game: &mut Game, player: rules::PlayerId) {
    game.declare(player, ActionKind::Move);
    game.decide(Decision::EndAction);
}

/// Away's first turn ends at once; home's first turn starts (Coach B: cards active).
fn to_home_first_turn(game: &mut Game) {
    game.decide(Decision::EndTurn);
    assert_eq!(game.turn_side(), Some(Side::Home));
}

/// An away carrier steps into home's End Zone (x 0): no touchdown while the Action goes on;
/// as it ends, 4 points (not 2016's 1), the ball out of play, the scorer in the Dugout, and
/// the away turn goes on with its two other Actions (002:L618-L626). Coach A's first turn has
/// no Claim step (002:L648).
#[test]
fn a_touchdown_is_4_points_at_the_actions_end_and_the_turn_goes_on_002_l618_l626() {
    let mut g = game();
    g.only(&[(away(1), (1, 5)), (away(2), (15, 5)), (home(1), (10, 1))]);
    g.ball(1, 5);
    g.declare(away(1), ActionKind::Move);
    g.move_to(0, 5);
    assert_eq!(
        score(&g, Side::Away),
        0,
        "no touchdown before the Action ends"
    );
    assert_eq!(g.m.state().ball, Ball::Held(away(1)));
    g.decide(Decision::EndAction);
    assert_eq!(score(&g, Side::Away), 4);
    assert_eq!(g.m.state().ball, Ball::OffPitch);
    assert_eq!(g.place_of(away(1)), Place::Reserves);
    assert_eq!(g.turn_side(), Some(Side::Away), "the turn goes on");
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn), "no Claim step");
    let offered = g.decision_options();
    assert!(
        offered.contains(&Decision::Declare {
            player: away(2),
            action: ActionKind::Move
        }),
        "{offered:?}"
    );
}

/// A touchdown scorer goes to the Dugout; back by a Reserves Action he is a "new version" of
/// himself and may make again an Action he made before scoring (002:L604-L606; digest §10: a
/// Run, then Reserves, then a Run is legal). The turn's three Actions stay three: the Run
/// after his return is the third, and the turn then ends (002:L458). Another player who has
/// made a Move Action may still not make another (002:L458).
#[test]
fn a_touchdown_scorer_back_from_the_dugout_may_make_his_actions_again_002_l604_l606() {
    let mut g = game_with_rules(RulesetParams {
        reserves: ReservesPolicy::ReservesAction {
            emergency_must: false,
        },
        ..switches(26)
    });
    g.only(&[(away(1), (1, 5)), (away(2), (15, 5)), (home(1), (10, 1))]);
    g.ball(1, 5);
    g.declare(away(1), ActionKind::Move);
    g.move_to(0, 5);
    g.decide(Decision::EndAction);
    assert_eq!(score(&g, Side::Away), 4);
    assert_eq!(g.place_of(away(1)), Place::Reserves);
    g.declare(away(1), ActionKind::Reserves);
    g.decide(Decision::Place {
        player: away(1),
        square: sq(19, 3),
    });
    assert_eq!(g.place_of(away(1)), on(sq(19, 3), Stance::Standing));
    let move_again = Decision::Declare {
        player: away(1),
        action: ActionKind::Move,
    };
    assert!(
        g.decision_options().contains(&move_again),
        "{:?}",
        g.decision_options()
    );
    g.decide(move_again);
    g.move_to(18, 3);
    g.decide(Decision::EndAction);
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "three Actions made: the turn is over"
    );
}

/// Only a scorer is renewed: a player who has made a Move Action this turn may not make
/// another (002:L458), though a team-mate scored meanwhile.
#[test]
fn only_the_touchdown_scorer_may_repeat_an_action_002_l458_l604() {
    let mut g = game();
    g.only(&[(away(1), (1, 5)), (away(2), (15, 5)), (home(1), (10, 1))]);
    g.ball(1, 5);
    idle_action(&mut g, away(2));
    g.declare(away(1), ActionKind::Move);
    g.move_to(0, 5);
    g.decide(Decision::EndAction);
    assert_eq!(score(&g, Side::Away), 4);
    let again = Decision::Declare {
        player: away(2),
        action: ActionKind::Move,
    };
    assert!(!g.decision_options().contains(&again));
    assert!(g.try_apply(Input::Decide(again)).is_err());
}

/// A carrier in the End Zone scores only Open (002:L622): next to a standing home player he
/// does not; next to a Prone one he does (Open counts standing opponents only, 002:L387,
/// digest §9 A10).
#[test]
fn a_marked_carrier_does_not_score_a_prone_neighbour_does_not_mark_002_l387_l622() {
    for (stance, points) in [(Stance::Standing, 0), (Stance::Prone, 4)] {
        let mut g = game();
        g.only(&[(away(1), (0, 5)), (home(1), (0, 6))]);
        g.stance(home(1), stance);
        g.ball(0, 5);
        idle_action(&mut g, away(1));
        assert_eq!(score(&g, Side::Away), points, "{stance:?} neighbour");
    }
}

/// The Claim Challenge Card step after an Action of Coach B's first turn (002:L648, L654):
/// a card with no condition in the data is the coach's word and scores its data's points
/// (Get Moving!, 2); Break Some Bones and Free Up The Ball are not offered after an Action
/// that Injured nobody and freed no ball, and naming one is refused (002:L656). One card a
/// step: the step is over once one is claimed.
#[test]
fn a_card_is_claimed_after_an_action_checked_by_its_data_002_l654_l658() {
    let mut g = game();
    to_home_first_turn(&mut g);
    idle_action(&mut g, home(1));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    let offered = g.decision_options();
    assert!(offered.contains(&claim(1, "get-moving")), "{offered:?}");
    assert!(offered.contains(&Decision::Done), "{offered:?}");
    assert!(
        !offered.contains(&claim(1, "break-some-bones")),
        "{offered:?}"
    );
    assert!(
        !offered.contains(&claim(2, "free-up-the-ball")),
        "{offered:?}"
    );
    let refused = g
        .try_apply(Input::Decide(claim(2, "break-some-bones")))
        .err()
        .map(|r| (r.reason, r.cite));
    assert!(
        refused
            .as_ref()
            .is_some_and(|(why, cite)| why.contains("Injured no")
                && cite.as_deref() == Some("002:L654-L656")),
        "{refused:?}"
    );
    g.decide(claim(2, "get-moving"));
    assert_eq!(score(&g, Side::Home), 2);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn), "one card a step");
    let ch = g.m.state().challenges.as_deref().expect("cards in play");
    assert_eq!((ch.active, ch.hand.map(|h| h.len())), (0b101, [1, 0]));
    // A space once claimed holds no card until the next Replace step.
    idle_action(&mut g, home(2));
    assert!(!g.decision_options().contains(&claim(2, "get-moving")));
}

/// Coach A's first turn has no Claim step at all (002:L648): an away Action ends and the turn
/// waits for the next declaration, with the three cards still active.
#[test]
fn no_card_is_claimed_in_coach_as_first_turn_002_l648() {
    let mut g = game();
    idle_action(&mut g, away(1));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    let ch = g.m.state().challenges.as_deref().expect("cards in play");
    assert_eq!((ch.active, ch.deck), (0b111, 23));
}

/// A block that Knocks Down the away carrier: the ball leaves him (Free Up The Ball may be
/// claimed) and, his armour broken and a 9 on the Injury roll, he is KO'd (Break Some Bones may
/// be claimed, 002:L656); both are offered but one step claims one (002:L654).
#[test]
fn a_knock_down_that_frees_the_ball_and_injures_offers_both_cards_002_l656() {
    let mut g = game();
    to_home_first_turn(&mut g);
    g.only(&[(home(1), (5, 5)), (away(1), (6, 5))]);
    g.ball(6, 5);
    g.block(home(1), away(1), &[BlockFace::DefenderDown]);
    settle(&mut g);
    assert_eq!(g.place_of(away(1)), Place::KnockedOut);
    assert_ne!(g.m.state().ball, Ball::Held(away(1)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    let offered = g.decision_options();
    assert!(
        offered.contains(&claim(1, "break-some-bones")),
        "{offered:?}"
    );
    assert!(
        offered.contains(&claim(1, "free-up-the-ball")),
        "{offered:?}"
    );
    g.decide(claim(1, "break-some-bones"));
    assert_eq!(score(&g, Side::Home), 3, "the data's 3 points");
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// The rolls and choices a 2016 Defender Down owes: push to the first square offered, no
/// follow-up, the ball's bounce (D8 1 each time asked), the Armour roll 6 + 6 (broken) and the
/// Injury roll 4 + 5 (9: KO'd, 000:L626).
fn settle(g: &mut Game) {
    let mut two_d6 = [[6, 6], [4, 5]].into_iter();
    for _ in 0..12 {
        match g.m.prompt() {
            Prompt::Decision(d) if d.kind == DecisionKind::Push => {
                let first = d.options[0];
                g.decide(first);
            }
            Prompt::Decision(d) if d.kind == DecisionKind::FollowUp => {
                g.decide(Decision::FollowUp { follow: false });
            }
            Prompt::Roll(r) if r.dice.as_ref() == [rules::DieKind::D6, rules::DieKind::D6] => {
                let dice = two_d6.next().expect("only armour and injury are 2D6");
                g.d6(&dice);
            }
            Prompt::Roll(r) if r.dice.as_ref() == [rules::DieKind::D8] => {
                g.dice(&[rules::Die::D8(1)]);
            }
            _ => return,
        }
    }
}

/// All three active cards claimed in one turn is a Clean Sweep: their points and 2 more
/// (002:L662): Get Moving! 2, Get The Ball! 1, Get Together! 1 and the sweep make 6 (without
/// the sweep 4). The third Action spent, the turn ends (002:L458).
#[test]
fn three_cards_in_one_turn_are_a_clean_sweep_of_2_more_002_l662() {
    let mut g = game();
    to_home_first_turn(&mut g);
    for (n, (slot, card)) in [(1, "get-moving"), (2, "get-the-ball"), (3, "get-together")]
        .into_iter()
        .enumerate()
    {
        idle_action(&mut g, home(n as u8 + 1));
        g.decide(claim(slot, card));
    }
    assert_eq!(score(&g, Side::Home), 6);
    assert_eq!(g.turn_side(), Some(Side::Away), "three Actions made");
}

/// The Replace Challenge Cards step (002:L664-L668). Not in either coach's first turn: home's
/// first starts with all three cards there and no discard. Home claims spaces 1 and 3; away's
/// second turn fills them from the deck (23 to 21) and asks no discard. Away claims nothing, so
/// home's second turn finds all three still there: home must discard one of them for the
/// deck's top card (21 to 20).
#[test]
fn the_active_row_is_refilled_or_one_card_discarded_in_the_pre_turn_002_l666_l668() {
    let mut g = game();
    to_home_first_turn(&mut g);
    assert_eq!(
        g.prompt_kind(),
        Some(DecisionKind::Turn),
        "no discard in turn 1"
    );
    idle_action(&mut g, home(1));
    g.decide(claim(1, "get-moving"));
    idle_action(&mut g, home(2));
    g.decide(claim(3, "get-the-ball"));
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(
        g.prompt_kind(),
        Some(DecisionKind::Turn),
        "no discard after a refill"
    );
    let deck = |g: &Game| {
        g.m.state()
            .challenges
            .as_deref()
            .map(|c| (c.active, c.deck))
    };
    assert_eq!(deck(&g), Some((0b111, 21)));
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    assert_eq!(
        g.decision_options(),
        (1..=3)
            .map(|slot| Decision::DiscardChallenge { slot })
            .collect::<Vec<_>>()
    );
    g.decide(Decision::DiscardChallenge { slot: 2 });
    assert_eq!(deck(&g), Some((0b111, 20)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// The Pre-Turn Sequence is A. Refresh (Replace) Challenge Cards, then B. No Ball in Play
/// (002:L443, L450): with one Trapdoor the new ball needs no roll, yet it waits for A. With
/// no ball on the pitch and home #1 standing on the Trapdoor (10, 5), away's second turn asks
/// its discard first, and only then does the ball come up, injuring home #1 (002:L636).
#[test]
fn the_new_ball_comes_up_after_the_challenge_discard_002_l443_l450() {
    let mut g = game();
    to_home_first_turn(&mut g);
    g.edit(Edit::RemoveBall);
    g.edit(Edit::PlacePlayer {
        player: home(1),
        square: sq(10, 5),
        stance: Stance::Standing,
    });
    let events = g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    assert_eq!(
        g.place_of(home(1)),
        on(sq(10, 5), Stance::Standing),
        "not yet: {}",
        text(&events)
    );
    let events = g.decide(Decision::DiscardChallenge { slot: 2 });
    assert!(
        text(&events).contains("Injured"),
        "the new ball comes up now: {}",
        text(&events)
    );
    assert_ne!(g.place_of(home(1)), on(sq(10, 5), Stance::Standing));
}

/// Sudden Death is checked for the coach whose turn starts, before its Pre-Turn (002:L692):
/// home 10 ahead at the start of away's turn plays on; away 9 ahead plays on; away 10 ahead
/// at the start of its own turn wins at once.
#[test]
fn ten_points_ahead_at_the_start_of_ones_turn_wins_002_l692() {
    for (home_score, away_score, ends) in [(10, 0, false), (0, 9, false), (2, 12, true)] {
        let mut g = game();
        to_home_first_turn(&mut g);
        g.edit(Edit::SetScore {
            side: Side::Home,
            score: home_score,
        });
        g.edit(Edit::SetScore {
            side: Side::Away,
            score: away_score,
        });
        let events = g.decide(Decision::EndTurn);
        assert_eq!(g.m.state().finished, ends, "{home_score}-{away_score}");
        assert_eq!(
            victory(&g),
            ends.then_some(Victory::SuddenDeath),
            "{home_score}-{away_score}"
        );
        if ends {
            let text = common::text(&events);
            assert!(text.contains("Sudden Death Victory"), "{text}");
        } else {
            assert_eq!(g.turn_side(), Some(Side::Away));
        }
    }
}

/// With nothing claimed, each Pre-Turn from game turn 3 on discards one active card for the
/// deck's top card (002:L668): the 23 cards left after the deal run out in game turn 25
/// (away's 13th), which is away's last; home's 13th is the game's last, and the game ends
/// after it, level: a draw (002:L698-L700). Not after 8 turns a team (2016's half).
#[test]
fn the_game_ends_one_turn_each_after_the_last_card_is_active_002_l698() {
    let mut g = game();
    let mut turns = 0;
    while !g.m.state().finished && turns < 40 {
        turns += 1;
        if g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
            g.decide(Decision::DiscardChallenge { slot: 1 });
        }
        assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn), "turn {turns}");
        let events = g.decide(Decision::EndTurn);
        if turns == 25 {
            assert!(!g.m.state().finished);
            let ch = g.m.state().challenges.as_deref().expect("cards");
            assert_eq!((ch.deck, ch.turns_left), (0, Some(1)));
        }
        if g.m.state().finished {
            let text = common::text(&events);
            assert!(text.contains("a draw"), "{text}");
        }
    }
    assert_eq!(turns, 26);
    assert_eq!(victory(&g), None, "a draw is no victory");
    assert_eq!(
        (
            g.m.state().team(Side::Away).turn,
            g.m.state().team(Side::Home).turn
        ),
        (13, 13)
    );
}

/// How the game was won, as the engine keeps it.
fn victory(g: &Game) -> Option<Victory> {
    g.m.state().challenges.as_deref().and_then(|c| c.victory)
}

/// The game's last turn (home's 13th, 002:L698) ends with home 12 points ahead, a lead taken
/// during that turn: a Points Victory, not a Sudden Death (which is checked only at the start of
/// a turn, 002:L692), though the lead is over 10.
#[test]
fn a_lead_of_ten_taken_in_the_last_turn_is_a_points_victory_002_l698() {
    let mut g = game();
    let mut turns = 0;
    while !g.m.state().finished && turns < 40 {
        turns += 1;
        if g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
            g.decide(Decision::DiscardChallenge { slot: 1 });
        }
        if turns == 26 {
            g.edit(Edit::SetScore {
                side: Side::Home,
                score: 12,
            });
        }
        let events = g.decide(Decision::EndTurn);
        if g.m.state().finished {
            let text = common::text(&events);
            assert!(text.contains("win a Points Victory"), "{text}");
        }
    }
    assert_eq!(turns, 26);
    assert_eq!(victory(&g), Some(Victory::Points));
}

/// More than three Bonus Plays at the end of one's turn: discard down to three (002:L658).
/// Home claims three in its first turn (hand 3), one more in its second (4); ending that turn
/// waits for the coach to name the card he discards (these claims name no Bonus Play, so one
/// unnamed card), and the turn passes with 3 held (`rules/tests/blitz_bonus_plays.rs`).
#[test]
fn a_hand_over_three_is_cut_to_three_at_the_turns_end_002_l658() {
    let mut g = game();
    to_home_first_turn(&mut g);
    for (n, slot) in [(1u8, 1u8), (2, 2), (3, 3)] {
        idle_action(&mut g, home(n));
        g.decide(claim(slot, "get-moving"));
    }
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.decide(Decision::EndTurn);
    g.decide(Decision::DiscardChallenge { slot: 1 });
    idle_action(&mut g, home(4));
    g.decide(claim(1, "get-the-ball"));
    let hand = |g: &Game| {
        g.m.state()
            .challenges
            .as_deref()
            .map(|c| c.hand.map(|h| h.len()))
    };
    assert_eq!(hand(&g), Some([4, 0]), "four held during the turn");
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home), "the discard comes first");
    assert_eq!(
        g.decision_options(),
        vec![Decision::DiscardBonusPlay { card: None }]
    );
    g.decide(Decision::DiscardBonusPlay { card: None });
    assert_eq!(hand(&g), Some([3, 0]));
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// A ruleset that ends the game by the Challenge deck but deals none is refused, saying what
/// to give it; Random Event Cards in the deck (an advanced rule, 002:L704-L714) are ruled
/// (`rules/tests/blitz_random_events.rs`).
#[test]
fn a_deck_ending_without_cards_is_refused_and_random_events_are_ruled() {
    let no_cards = RulesetParams {
        cards: CardPolicy::None,
        ..switches(26)
    };
    let err = Match::with_ruleset(setup(), Arc::new(book().clone()), no_cards).err();
    assert!(
        err.as_ref()
            .is_some_and(|e| e.to_string().contains("CardPolicy::Challenges")),
        "{err:?}"
    );
    let events = RulesetParams {
        cards: CardPolicy::Challenges {
            deck: 26,
            active: 3,
            hand_limit: 3,
            random_events: 6,
        },
        ..switches(26)
    };
    assert!(events.unruled().is_empty(), "{:?}", events.unruled());
}
