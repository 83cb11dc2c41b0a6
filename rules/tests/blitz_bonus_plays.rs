//! Blitz Bowl's Bonus Plays (002:L676-L682): the Bonus Play on the back of a claimed Challenge
//! Card goes to its coach's hand, the claim naming which (002:L658); the hand is secret, the
//! other coach told its size (002:L377, L682); a coach plays any number a turn but not two of
//! one name (002:L680), each then discarded (002:L678); over 3 at the end of his own turn he
//! discards the ones he names (002:L658). Raw Talent re-rolls his own Armour Check, Throw Check
//! or Block Dice (the digest's lead, Appendix B; as Rookies to Watch, 002:L737); Multi-Ball
//! lets each coach choose a ball to enter play, its player first (002:L822, digest §9 A18); any
//! other is shown to the referee to apply by hand. Dwarf (home) v Orc (away) from the Team
//! Cards on the one-Trapdoor side (20 × 11, the ball on the Trapdoor (10, 5)); the Dwarfs set
//! up first and play first, so they are Coach A and claim nothing in their first turn
//! (002:L648). Block Dice are read by the data's numbering: 1 Smash, 2 Kerrunch!, 3-4 Shove,
//! 5 Tackle, 6 Miss. Linemen only: Block 1, no ability; Dwarf Armour 2+, Orc 3+.

use crate::common;

use common::{Game, away, home, sq, text};
use rules::blitz_balls::BlitzBall;
use rules::{ActionKind, Decision, DecisionKind, EventKind, Input, PlayerId, Reroll, Side};

/// The data's Challenge Cards: Get Moving! (2 points), Get The Ball! and Get Together! (1
/// each) have no condition the engine checks (the coach's word).
const GET_MOVING: u8 = 2;
const GET_THE_BALL: u8 = 3;
const GET_TOGETHER: u8 = 4;
/// The data's Bonus Plays, in its order.
const RAW_TALENT: Option<u8> = Some(0);
const MULTI_BALL: Option<u8> = Some(1);

const RAW: Decision = Decision::Reroll(Reroll::RawTalent);
const KEEP: Decision = Decision::Reroll(Reroll::Keep);

fn builtin() -> &'static tables::BlitzBowl {
    tables::blitz_bowl().expect("the built-in Blitz Bowl data loads")
}

/// Dwarf v Orc from `data`, the Balls rule on with `balls`; set up, the ball chosen (the
/// standard one) with the rule, and the Dwarfs' first turn under way.
fn game_from(data: &tables::BlitzBowl, balls: bool) -> Game {
    let mut g = common::blitz::dwarf_v_orc_cards(data, balls, true);
    if balls {
        g.decide(Decision::ChooseBall {
            ball: BlitzBall::Standard,
        });
    }
    assert_eq!(g.turn_side(), Some(Side::Home));
    g
}

fn game() -> Game {
    game_from(builtin(), false)
}

fn claim(slot: u8, card: u8, bonus_play: Option<u8>) -> Decision {
    Decision::ClaimChallenge {
        slot,
        card,
        bonus_play,
    }
}

/// `player` Runs without a step (an Action that meets an unchecked card's condition, on the
/// coach's word), then his coach claims `card` in `slot` naming `bonus_play`.
fn claim_after_run(g: &mut Game, player: PlayerId, slot: u8, card: u8, bonus_play: Option<u8>) {
    g.declare(player, ActionKind::Move);
    g.decide(Decision::EndAction);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    g.decide(claim(slot, card, bonus_play));
}

/// The cards in `side`'s hand.
fn hand(g: &Game, side: Side) -> Vec<Option<u8>> {
    g.m.state()
        .challenges
        .as_deref()
        .map(|c| c.hand[side.index()].cards().collect())
        .unwrap_or_default()
}

/// The Pre-Turn's decisions before the turn's first Action: the Replace Challenge Cards step's
/// discard (space 1) with all three cards still there (002:L668), Emergency Reserves declined
/// (002:L610).
fn pre_turn(g: &mut Game) {
    for _ in 0..4 {
        let options = g.decision_options();
        if g.prompt_kind() == Some(DecisionKind::Turn) {
            return;
        }
        if options.contains(&Decision::DiscardChallenge { slot: 1 }) {
            g.decide(Decision::DiscardChallenge { slot: 1 });
        } else {
            g.decide(Decision::Done);
        }
    }
}

/// Linemen face to face, three of each team on the pitch (so no Emergency Reserves, ERV 4):
/// away(1) on (10, 2) next to home(1) on (11, 2); away(2) on (10, 8) next to home(2) on
/// (11, 8); away(3) and home(3) far apart.
fn face_off(g: &mut Game) {
    g.only(&[
        (away(1), (10, 2)),
        (home(1), (11, 2)),
        (away(2), (10, 8)),
        (home(2), (11, 8)),
        (away(3), (16, 5)),
        (home(3), (3, 5)),
    ]);
}

/// A claim names the Bonus Play on the card's back, which goes to the claimer's hand: the hand
/// holds which one, not a count (002:L658). Each claim offered names one of the data's Bonus
/// Plays; a claim naming none the list has is refused, hand and score unchanged. The ruling
/// does not name it: the hand is secret, the other coach sees its size (002:L377, L682).
#[test]
fn a_claim_names_its_bonus_play_and_the_hand_holds_it_unseen_002_l658_l377() {
    let mut g = game();
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    g.declare(away(1), ActionKind::Move);
    g.decide(Decision::EndAction);
    let offered = g.decision_options();
    assert!(
        offered.contains(&claim(1, GET_MOVING, RAW_TALENT)),
        "{offered:?}"
    );
    assert!(
        offered.contains(&claim(1, GET_MOVING, MULTI_BALL)),
        "{offered:?}"
    );
    assert!(
        !offered.contains(&claim(1, GET_MOVING, None)),
        "{offered:?}"
    );
    let refused = g
        .try_apply(Input::Decide(claim(1, GET_MOVING, Some(7))))
        .err()
        .map(|r| (r.reason, r.cite));
    assert!(
        refused
            .as_ref()
            .is_some_and(|(why, cite)| why.contains("no Bonus Play 7")
                && cite.as_deref() == Some("002:L658")),
        "{refused:?}"
    );
    assert_eq!(hand(&g, Side::Away), vec![]);
    assert_eq!(g.m.state().team(Side::Away).score, 0);
    let events = g.decide(claim(1, GET_MOVING, MULTI_BALL));
    assert_eq!(hand(&g, Side::Away), vec![MULTI_BALL]);
    assert_eq!(hand(&g, Side::Home), vec![]);
    assert_eq!(
        g.m.state().team(Side::Away).score,
        2,
        "Get Moving!'s 2 points"
    );
    let said = text(&events);
    assert!(!said.contains("Multi-Ball"), "{said}");
    let sizes =
        g.m.state()
            .challenges
            .as_deref()
            .map(|c| [c.hand[0].len(), c.hand[1].len()]);
    assert_eq!(sizes, Some([0, 1]), "the size the other coach sees");
}

/// Raw Talent re-rolls its coach's own Block Dice (digest Appendix B, as 002:L737): away(1)'s
/// Miss (6) is offered it beside keeping; played, every die again, a 1 Smashes, and the card
/// leaves the hand for the discard pile (002:L678). Home's Armour Check (a 1, failed) is the
/// other coach's roll: away's second Raw Talent is not offered on it, and home(1) is Injured.
#[test]
fn raw_talent_re_rolls_the_coachs_own_block_dice_then_is_discarded_002_l680_l678() {
    let mut g = game();
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(4), 1, GET_MOVING, RAW_TALENT);
    claim_after_run(&mut g, away(5), 2, GET_THE_BALL, RAW_TALENT);
    face_off(&mut g);
    g.declare(away(1), ActionKind::Block);
    g.decide(Decision::Block { target: home(1) });
    g.d6(&[6]);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Reroll));
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(g.decision_options(), vec![RAW, KEEP]);
    let events = g.decide(RAW);
    assert!(
        events.iter().any(|e| matches!(&e.kind,
            EventKind::Reroll { side: Side::Away, with } if with == "raw-talent")),
        "{}",
        text(&events)
    );
    assert_eq!(
        hand(&g, Side::Away),
        vec![RAW_TALENT],
        "one played, one held"
    );
    g.d6(&[1]);
    // Smash: home(1) Knocked Down, his own coach's Armour Check (002:L558).
    assert_eq!(g.roll_prompt().dice.as_ref(), &[rules::DieKind::D6]);
    g.d6(&[1]);
    assert_ne!(
        g.prompt_kind(),
        Some(DecisionKind::Reroll),
        "not away's roll"
    );
    assert_eq!(g.place_of(home(1)), rules::Place::Reserves, "Injured");
    assert_eq!(hand(&g, Side::Away), vec![RAW_TALENT]);
}

/// Not two Bonus Plays of one name in a turn (002:L680): away holds two Raw Talents. In home's
/// turn away(1)'s failed Armour Check (a 1 against 3+) is away's own roll: offered one, played,
/// the re-roll a 1 again, and it stands. Away(2)'s failed check in the same turn is offered
/// none though away still holds one. In away's next turn its Block's Miss is offered it again:
/// the restriction is a turn's, not the match's.
#[test]
fn no_two_bonus_plays_of_one_name_in_a_turn_002_l680() {
    let mut g = game();
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(4), 1, GET_MOVING, RAW_TALENT);
    claim_after_run(&mut g, away(5), 2, GET_THE_BALL, RAW_TALENT);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Home));
    face_off(&mut g);
    g.declare(home(1), ActionKind::Block);
    g.decide(Decision::Block { target: away(1) });
    g.d6(&[1]);
    g.d6(&[1]);
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(g.decision_options(), vec![RAW, KEEP]);
    g.decide(RAW);
    g.d6(&[1]);
    assert_eq!(
        g.place_of(away(1)),
        rules::Place::Reserves,
        "the re-roll stands"
    );
    if g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
        g.decide(Decision::Done);
    }
    g.declare(home(2), ActionKind::Block);
    g.decide(Decision::Block { target: away(2) });
    g.d6(&[1]);
    g.d6(&[1]);
    assert_ne!(
        g.prompt_kind(),
        Some(DecisionKind::Reroll),
        "{:?}",
        g.m.prompt()
    );
    assert_eq!(g.place_of(away(2)), rules::Place::Reserves);
    assert_eq!(hand(&g, Side::Away), vec![RAW_TALENT], "still held");
    if g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
        g.decide(Decision::Done);
    }
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    pre_turn(&mut g);
    g.edit(rules::Edit::PlacePlayer {
        player: home(3),
        square: sq(15, 5),
        stance: rules::Stance::Standing,
    });
    g.declare(away(3), ActionKind::Block);
    g.decide(Decision::Block { target: home(3) });
    g.d6(&[6]);
    assert_eq!(g.decision_options(), vec![RAW, KEEP], "a new turn");
}

/// Over 3 Bonus Plays at the end of his own turn, the coach discards the ones he names down to
/// 3 (002:L658): away claims all three cards in its first turn (Raw Talent, Multi-Ball, Raw
/// Talent), holding 3, and one more in its second (Multi-Ball). Its turn then waits for a
/// discard (not a cut of the last card, nor of the first), offered one of each kind held; the
/// coach names Raw Talent, and the turn passes with Multi-Ball twice and Raw Talent once.
#[test]
fn over_three_at_the_turns_end_the_coach_discards_the_ones_he_names_002_l658() {
    let mut g = game();
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(1), 1, GET_MOVING, RAW_TALENT);
    claim_after_run(&mut g, away(2), 2, GET_THE_BALL, MULTI_BALL);
    claim_after_run(&mut g, away(3), 3, GET_TOGETHER, RAW_TALENT);
    assert_eq!(
        g.turn_side(),
        Some(Side::Home),
        "three Actions, three held: no discard"
    );
    assert_eq!(hand(&g, Side::Away).len(), 3);
    g.decide(Decision::EndTurn);
    assert_eq!(g.turn_side(), Some(Side::Away));
    pre_turn(&mut g);
    claim_after_run(&mut g, away(4), 1, GET_MOVING, MULTI_BALL);
    g.decide(Decision::EndTurn);
    assert_eq!(
        g.turn_side(),
        Some(Side::Away),
        "the turn waits for the discard"
    );
    assert_eq!(g.prompt_kind(), Some(DecisionKind::ChallengeCard));
    assert_eq!(g.decider(), Side::Away);
    assert_eq!(
        g.decision_options(),
        vec![
            Decision::DiscardBonusPlay { card: RAW_TALENT },
            Decision::DiscardBonusPlay { card: MULTI_BALL },
        ]
    );
    assert!(
        g.try_apply(Input::Decide(Decision::DiscardBonusPlay { card: Some(5) }))
            .is_err(),
        "a card he does not hold"
    );
    let events = g.decide(Decision::DiscardBonusPlay { card: RAW_TALENT });
    assert!(
        text(&events).contains("Raw Talent"),
        "discards are face up (002:L672)"
    );
    assert_eq!(
        hand(&g, Side::Away),
        vec![MULTI_BALL, RAW_TALENT, MULTI_BALL]
    );
    assert_eq!(g.turn_side(), Some(Side::Home));
}

/// Multi-Ball, played between its coach's Actions: with the Balls rule each coach may choose
/// one ball to enter play, starting with the coach who played it (002:L822; digest §9 A18):
/// away first, then home, who may choose none. The card goes to the discard pile (002:L678).
/// Away's ball comes up through the Trapdoor, where the set-up ball still lies, which is
/// removed (002:L636), and Bounces (002:L638) before home chooses; `blitz_multi_ball.rs` has the
/// balls in play. Raw Talent is not played there (its moment is its roll).
#[test]
fn multi_ball_each_coach_may_choose_a_ball_its_player_first_002_l822() {
    let mut g = game_from(builtin(), true);
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(1), 1, GET_MOVING, MULTI_BALL);
    claim_after_run(&mut g, away(2), 2, GET_THE_BALL, RAW_TALENT);
    let offered = g.decision_options();
    assert!(
        offered.contains(&Decision::PlayBonusPlay { card: MULTI_BALL }),
        "{offered:?}"
    );
    assert!(
        !offered.contains(&Decision::PlayBonusPlay { card: RAW_TALENT }),
        "{offered:?}"
    );
    let refused = g
        .try_apply(Input::Decide(Decision::PlayBonusPlay { card: RAW_TALENT }))
        .err()
        .map(|r| r.reason);
    assert!(
        refused
            .as_deref()
            .is_some_and(|why| why.contains("re-roll")),
        "{refused:?}"
    );
    g.decide(Decision::PlayBonusPlay { card: MULTI_BALL });
    assert_eq!(hand(&g, Side::Away), vec![RAW_TALENT]);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Ball));
    assert_eq!(g.decider(), Side::Away, "the coach who played it first");
    assert!(g.decision_options().contains(&Decision::Done), "\"may\"");
    g.decide(Decision::ChooseBall {
        ball: BlitzBall::SquigBall,
    });
    g.dice(&[rules::Die::D8(4)]);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Ball));
    assert_eq!(g.decider(), Side::Home);
    g.decide(Decision::Done);
    assert_eq!(g.prompt_kind(), Some(DecisionKind::Turn));
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(g.m.state().kind_on_pitch(BlitzBall::SquigBall));
    assert!(!g.m.state().kind_on_pitch(BlitzBall::Standard));
    assert!(
        g.try_apply(Input::Decide(Decision::PlayBonusPlay { card: MULTI_BALL }))
            .is_err(),
        "none held"
    );
}

/// A league's own Bonus Play (the data's `[[bonus_play]]`, the source prints none) is played
/// between its coach's Actions, shown to the referee with its effect to apply by hand, and
/// discarded (002:L678); two of its name are not played in one turn (002:L680). Undo takes the
/// play back, the card in the hand again.
#[test]
fn a_leagues_bonus_play_is_applied_by_hand_once_a_turn_and_undone_002_l678_l680() {
    let league = "[[bonus_play]]\nid = \"crowd-pleaser\"\nname = \"Crowd Pleaser\"\n\
                  points = 0\ntiming = \"between your Actions\"\n\
                  effect = \"Stand-in effect for the test.\"\nsource = \"test\"\n";
    let data = tables::blitz_bowl()
        .expect("data")
        .with_file("league.toml", league)
        .expect("a league's Bonus Play loads");
    let ours = Some(2u8);
    let mut g = game_from(&data, false);
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(1), 1, GET_MOVING, ours);
    claim_after_run(&mut g, away(2), 2, GET_THE_BALL, ours);
    let events = g.decide(Decision::PlayBonusPlay { card: ours });
    let said = text(&events);
    assert!(
        said.contains("Stand-in effect for the test.") && said.contains("apply it by hand"),
        "{said}"
    );
    assert_eq!(hand(&g, Side::Away), vec![ours]);
    assert!(
        !g.decision_options()
            .contains(&Decision::PlayBonusPlay { card: ours })
    );
    let refused = g
        .try_apply(Input::Decide(Decision::PlayBonusPlay { card: ours }))
        .err()
        .and_then(|r| r.cite);
    assert_eq!(refused.as_deref(), Some("002:L680"));
    g.apply(Input::Undo);
    assert_eq!(hand(&g, Side::Away), vec![ours, ours]);
}

/// A league's Bonus Play timed for the Pre-Turn (its data's `timing`, the source prints none,
/// digest §5.2) is offered in its coach's turn only before his turn's first Action: claimed
/// during the away turn, it is not playable then (an Action made), and at the start of away's
/// next turn, once the Pre-Turn's steps are done, it is; after that turn's first Action it is
/// refused, saying why.
#[test]
fn a_pre_turn_bonus_play_is_played_only_before_the_turns_first_action_002_l676() {
    let league = "[[bonus_play]]\nid = \"early-doors\"\nname = \"Early Doors\"\n\
                  points = 0\ntiming = \"Pre-Turn\"\n\
                  effect = \"Stand-in effect for the test.\"\nsource = \"test\"\n";
    let data = tables::blitz_bowl()
        .expect("data")
        .with_file("league.toml", league)
        .expect("a league's Pre-Turn Bonus Play loads");
    let ours = Some(2u8);
    let play = Decision::PlayBonusPlay { card: ours };
    let mut g = game_from(&data, false);
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(1), 1, GET_MOVING, ours);
    assert_eq!(hand(&g, Side::Away), vec![ours]);
    assert!(!g.decision_options().contains(&play), "an Action is made");
    g.decide(Decision::EndTurn);
    g.decide(Decision::EndTurn);
    pre_turn(&mut g);
    assert_eq!(g.turn_side(), Some(Side::Away));
    assert!(
        g.decision_options().contains(&play),
        "{:?}",
        g.decision_options()
    );
    g.declare(away(2), ActionKind::Move);
    g.decide(Decision::EndAction);
    while g.prompt_kind() == Some(DecisionKind::ChallengeCard) {
        g.decide(Decision::Done);
    }
    assert!(!g.decision_options().contains(&play));
    let refused = g
        .try_apply(Input::Decide(play))
        .err()
        .map(|r| r.to_string())
        .unwrap_or_default();
    assert!(refused.contains("Pre-Turn"), "{refused}");
}

/// The match script's words: a claim names its Bonus Play by its place in the data's list
/// (`"bonus_play": 0`); a claim without one (a script written before) still reads, its card
/// an unnamed one in the hand; a Bonus Play is played and discarded by that place too
/// (002:L658, L678).
#[test]
fn the_script_names_the_bonus_play_of_a_claim_and_a_play_002_l658() {
    let read = |json: &str| serde_json::from_str::<Input>(json).expect("reads");
    assert_eq!(
        read(r#"{"decide":{"claim_challenge":{"slot":1,"card":2,"bonus_play":0}}}"#),
        Input::Decide(claim(1, 2, RAW_TALENT))
    );
    assert_eq!(
        read(r#"{"decide":{"claim_challenge":{"slot":1,"card":2}}}"#),
        Input::Decide(claim(1, 2, None))
    );
    assert_eq!(
        read(r#"{"decide":{"play_bonus_play":{"card":1}}}"#),
        Input::Decide(Decision::PlayBonusPlay { card: MULTI_BALL })
    );
    assert_eq!(
        read(r#"{"decide":{"reroll":"raw_talent"}}"#),
        Input::Decide(RAW)
    );
    let mut g = game();
    g.decide(Decision::EndTurn);
    claim_after_run(&mut g, away(1), 1, GET_MOVING, None);
    assert_eq!(hand(&g, Side::Away), vec![None]);
}
