//! Blitz Bowl's Random Event Cards (advanced rule `random-events`, 002:L706-L714): 6 of the
//! league's cards shuffled into the Challenge deck, never on top (002:L710); each time a card
//! moves from the deck to an active space the new top card is asked, and a Random Event Card
//! there is drawn by the active coach, resolved (shown to the referee to apply by hand) and
//! discarded, the top asked again while it is one (002:L712-L714). They never take an active
//! space nor count as the last Challenge Card (002:L698; digest §5.3). Played on a 20 × 11 board
//! with the End Zone set-up, the Trapdoor, three Actions, no turnovers and points.

use crate::common;

use std::sync::Arc;

use common::{Game, book, home, setup, sq};
use rules::challenge::{ChallengeCard, RandomEventCard};
use rules::ruleset::{
    Activation, AdvancedRule, BallEntry, CardPolicy, GameEnd, PitchShape, ScoringPolicy,
    SetupPolicy,
};
use rules::script_ruleset::ScriptRuleset;
use rules::square_set::SquareSet;
use rules::{ActionKind, Decision, DecisionKind, Match, Pitch, RulesetParams, Side};

/// A league's file naming `n` Random Event Cards.
fn league(n: usize) -> String {
    (1..=n)
        .map(|k| {
            format!(
                "[[random_event]]\nid = \"event-{k}\"\nname = \"Event {k}\"\npoints = 0\n\
                 timing = \"when drawn\"\neffect = \"Effect number {k}.\"\nsource = \"the card\"\n"
            )
        })
        .collect()
}

fn data(n: usize) -> tables::BlitzBowl {
    tables::blitz_bowl()
        .expect("Blitz Bowl data loads")
        .with_file("league.toml", &league(n))
        .expect("the league's cards load")
}

/// Blitz Bowl's scoring, game end and cards, `deck` Challenge Cards, 6 Random Events in it.
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
    .with_advanced(&data(6), AdvancedRule::RandomEvents)
    .expect("six Random Event Cards")
}

/// Six a side; away sets up first and is Coach A (002:L431, L439).
fn game_with(deck: u8) -> Game {
    let mut s = setup();
    s.kicking = None;
    s.home.players.truncate(6);
    s.away.players.truncate(6);
    let data = data(6);
    let m = Match::with_ruleset(s, Arc::new(book().clone()), switches(deck))
        .expect("the switches are ruled")
        .with_challenge_cards(ChallengeCard::from_tables(&data).expect("cards"))
        .expect("the ruleset deals Challenge Cards")
        .with_random_events(RandomEventCard::from_tables(&data))
        .expect("six Random Event Cards");
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
    game
}

/// (active spaces, Challenge Cards in the deck, Random Event Cards in the deck).
fn deck(g: &Game) -> Option<(u8, u8, u8)> {
    g.m.state()
        .challenges
        .as_deref()
        .map(|c| (c.active, c.deck, c.events_left))
}

/// Away's first turn ends; in home's first, home claims the cards in `slots` (get-moving has
/// no check), then ends the turn: away's second turn starts with those spaces empty.
fn claim_then_away(g: &mut Game, slots: &[u8]) {
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    let card = ChallengeCard::from_tables(&data(6))
        .expect("cards")
        .iter()
        .position(|c| c.id == "get-moving")
        .and_then(|n| u8::try_from(n).ok())
        .expect("get-moving");
    for (&slot, n) in slots.iter().zip(1u8..) {
        g.declare(home(n), ActionKind::Move);
        g.decide(Decision::EndAction);
        g.decide(Decision::ClaimChallenge {
            slot,
            card,
            bonus_play: None,
        });
    }
    if g.turn_side() == Some(Side::Home) {
        g.decide(Decision::EndTurn);
    }
    assert_eq!(g.turn_side(), Some(Side::Away));
}

/// At set-up the 6 Random Event Cards are in the deck with the 23 Challenge Cards left after
/// the deal, none on top (002:L710): no card has moved, so nothing is asked, and each coach's
/// first turn starts at its Turn.
#[test]
fn six_random_events_go_into_the_deck_never_on_top_002_l710() {
    let mut g = game_with(26);
    assert_eq!(deck(&g), Some((0b111, 23, 6)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    g.decide(Decision::EndTurn);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// A card moves from the deck to the empty space 1: the new top card is asked (002:L712). The
/// coach names Event 2: its name and effect go to the referee to apply by hand, it leaves the
/// deck without taking a space, and the top is asked again (002:L712-L714); Event 2 cannot be
/// drawn twice; Event 5 is drawn; then a Challenge Card is on top and the turn goes on.
#[test]
fn a_random_event_on_top_after_a_deal_is_drawn_resolved_and_the_top_asked_again_002_l712_l714() {
    let mut g = game_with(26);
    claim_then_away(&mut g, &[1]);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::RandomEvent));
    assert_eq!(g.decider(), Side::Away, "the coach whose turn it is draws");
    assert_eq!(deck(&g), Some((0b111, 22, 6)));
    let mut options: Vec<Decision> = (0..6).map(|card| Decision::RandomEvent { card }).collect();
    options.push(Decision::Done);
    assert_eq!(g.decision_options(), options);
    let text = common::text(&g.decide(Decision::RandomEvent { card: 1 }));
    assert!(
        text.contains("Event 2") && text.contains("Effect number 2.") && text.contains("by hand"),
        "{text}"
    );
    assert_eq!(
        deck(&g),
        Some((0b111, 22, 5)),
        "no space taken, no Challenge Card used"
    );
    assert_eq!(
        g.prompt_kind(),
        Some(DecisionKind::RandomEvent),
        "asked again"
    );
    assert!(
        g.m.apply(rules::Input::Decide(Decision::RandomEvent { card: 1 }))
            .is_err(),
        "a drawn card is discarded (002:L714)"
    );
    g.decide(Decision::RandomEvent { card: 4 });
    assert_eq!(deck(&g), Some((0b111, 22, 4)));
    g.decide(Decision::Done);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// Two empty spaces: the cards move one at a time, and the top card is asked after each move
/// ("every time", 002:L712): one card dealt (22 left), asked; then the next (21), asked again.
#[test]
fn each_card_moved_to_an_active_space_asks_the_top_002_l712() {
    let mut g = game_with(26);
    claim_then_away(&mut g, &[1, 3]);
    assert_eq!(deck(&g), Some((0b011, 22, 6)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::RandomEvent));
    g.decide(Decision::Done);
    assert_eq!(deck(&g), Some((0b111, 21, 6)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::RandomEvent));
    g.decide(Decision::Done);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// The Replace step's discard moves the deck's top card to a space too (002:L668): the top is
/// asked after it (002:L712).
#[test]
fn the_discards_replacement_asks_the_top_too_002_l668_l712() {
    let mut g = game_with(26);
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    g.decide(Decision::DiscardChallenge { slot: 2 });
    assert_eq!(deck(&g), Some((0b111, 22, 6)));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::RandomEvent));
}

/// A deck of 4: 3 dealt, 1 Challenge Card and the 6 Random Events left. Home claims space 1;
/// away's refill deals the last Challenge Card, which is the last (002:L698): this turn and
/// home's next are the last. The deck holds only Random Events now: "done" is refused, and each
/// is drawn in turn, none taking a space (002:L712).
#[test]
fn random_events_are_not_the_last_challenge_card_002_l698_l712() {
    let mut g = game_with(4);
    claim_then_away(&mut g, &[1]);
    let ch = |g: &Game| {
        g.m.state()
            .challenges
            .as_deref()
            .map(|c| (c.active, c.deck, c.events_left, c.turns_left))
    };
    assert_eq!(ch(&g), Some((0b111, 0, 6, Some(2))));
    assert!(!g.decision_options().contains(&Decision::Done));
    assert!(g.m.apply(rules::Input::Decide(Decision::Done)).is_err());
    for card in [5, 0, 3, 1, 2, 4] {
        assert_eq!(g.prompt_kind(), Some(DecisionKind::RandomEvent));
        g.decide(Decision::RandomEvent { card });
    }
    assert_eq!(ch(&g), Some((0b111, 0, 0, Some(2))));
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
}

/// The rule takes 6 cards (002:L710): a league giving fewer is refused, saying how many and
/// what to write; the built-in data names none (the source prints none, digest §5.3), so a
/// script turning the rule on with it is refused the same way. A Random Event Card with a
/// claim's check, or more cards than the box's 12 (002:L200), is refused on load.
#[test]
fn fewer_than_six_random_events_are_refused_002_l710() {
    let blitz = RulesetParams::blitz_bowl(&data(5), "one-trapdoor").expect("board");
    let err = blitz
        .with_advanced(&data(5), AdvancedRule::RandomEvents)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("gives 5") && err.contains("at least 6"),
        "{err}"
    );
    let mut spec = serde_json::json!({
        "ruleset": "blitz-bowl", "board": "one-trapdoor", "advanced": ["random-events"]
    });
    let script = ScriptRuleset::take(&mut spec).expect("the keys read");
    assert_eq!(script.advanced, vec![AdvancedRule::RandomEvents]);
    let err = script
        .start(
            rules::blitz_team::blitz_match_setup(
                tables::blitz_bowl().expect("data"),
                "dwarf",
                "orc",
                Some(Side::Home),
            )
            .expect("teams"),
            book(),
        )
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("gives 0"), "{err}");
    let checked = league(6).replace(
        "source = \"the card\"\n",
        "source = \"the card\"\ncheck = \"injure-opponent\"\n",
    );
    let err = tables::blitz_bowl()
        .expect("data")
        .with_file("league.toml", &checked)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("league.toml") && err.contains("check"),
        "{err}"
    );
    let err = tables::blitz_bowl()
        .expect("data")
        .with_file("league.toml", &league(13))
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("event-13") && err.contains("12"), "{err}");
}
